package screening

import (
	"strings"
	"testing"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/resume"
	"github.com/recruitd/recruitd/screening/criteria"
)

func TestRoleCriteria(t *testing.T) {
	now := func(title string) resume.Job {
		return resume.Job{Title: title, StartDate: "2021-01-01", IsCurrent: true}
	}
	before := func(title string) resume.Job {
		return resume.Job{Title: title, StartDate: "2015-01-01", EndDate: ptr("2020-12-31")}
	}
	for _, tc := range []struct {
		name       string
		title      string
		c          Candidate
		want       string // statuses of the profession and specialty criteria
		profession Fit
		reasoning  string // a part of the specialty's reasoning
	}{
		{"the same specialty", "Registered Nurse - Intensive Care", Candidate{Profile: history(now("MICU Staff RN"))},
			"FF", FitExact, "which counts as ICU"},
		{"an adjacent specialty", "Registered Nurse - Intensive Care", Candidate{Profile: history(now("Step-Down RN"))},
			"FP", FitExact, "next to ICU"},
		{"another specialty", "Registered Nurse - Intensive Care", Candidate{Profile: history(now("Med-Surg RN"))},
			"Fx", FitExact, "none in ICU"},
		{"an earlier role in the specialty counts", "Registered Nurse - Intensive Care",
			Candidate{Profile: history(now("Med-Surg RN"), before("ICU RN"))}, "FF", FitExact, "Worked as ICU RN"},
		{"another profession now", "Registered Nurse - Intensive Care",
			Candidate{Profile: history(now("Certified Nursing Assistant - ICU"))}, "xu", FitOther, "No ICU experience"},
		{"an earlier profession does not count", "Registered Nurse - Intensive Care",
			Candidate{Profile: history(now("Registered Nurse, ICU"), before("CNA"))}, "FF", FitExact, ""},
		{"the record's fields alone", "Registered Nurse - Intensive Care",
			Candidate{Record: recruitd.Candidate{Profession: "Registered Nurse", Specialty: "CVICU"}}, "FF", FitExact, "The candidate record gives CVICU"},
		{"nothing known", "Registered Nurse - Intensive Care", Candidate{}, "uu", FitUnknown, ""},
		{"an adjacent profession", "CT Technologist", Candidate{Profile: history(now("Radiologic Technologist"))},
			"P", FitAdjacent, ""},
		{"a specialty named beside its profession", "Journeyman Electrician - Commercial",
			Candidate{Profile: history(now("Journeyman Electrician (industrial plant)"))}, "FP", FitExact, "next to Commercial electrical"},
		{"a neighbouring language", "Backend Engineer (Go)",
			Candidate{Profile: history(resume.Job{Title: "Backend Developer", StartDate: "2020-01-01", IsCurrent: true, Technologies: []string{"Java", "Spring Boot"}})},
			"FP", FitExact, "next to Go"},
		{"a stack shows the specialty a title does not say", "Backend Engineer (Go)",
			Candidate{Profile: history(resume.Job{Title: "Software Engineer", StartDate: "2020-01-01", IsCurrent: true, Technologies: []string{"Python", "Django", "Postgres"}})},
			"FP", FitExact, "next to Go"},
		{"a stack of another end", "Backend Engineer (Go)",
			Candidate{Profile: history(resume.Job{Title: "Software Engineer", StartDate: "2020-01-01", IsCurrent: true, Technologies: []string{"React", "CSS"}})},
			"Fx", FitExact, "none in Backend development"},
		{"the language asked", "Backend Engineer (Go)",
			Candidate{Profile: history(resume.Job{Title: "Backend Developer", StartDate: "2020-01-01", IsCurrent: true, Technologies: []string{"Go", "PostgreSQL"}})},
			"FF", FitExact, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			job := recruitd.Job{Title: tc.title}
			crit := criteria.Role(criteria.Posting{Title: tc.title})
			r, got := letters(t, tc.c, job, crit)
			if got != tc.want || r.Profession != tc.profession {
				t.Errorf("Screen = %s, profession %s; want %s, %s\n%+v", got, r.Profession, tc.want, tc.profession, r.Criteria)
			}
			if len(r.Criteria) > 1 && !strings.Contains(r.Criteria[1].Reasoning, tc.reasoning) {
				t.Errorf("specialty reasoning %q, want %q in it", r.Criteria[1].Reasoning, tc.reasoning)
			}
		})
	}
}
