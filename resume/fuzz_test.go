package resume

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"
	"time"
)

var e164RE = regexp.MustCompile(`^\+[1-9][0-9]{6,14}$`)

func checkDate(t testing.TB, what, s string) {
	t.Helper()
	if s == "" {
		return
	}
	if len(s) != 10 {
		t.Errorf("%s = %q, not YYYY-MM-DD", what, s)
		return
	}
	if _, err := time.Parse("2006-01-02", s); err != nil {
		t.Errorf("%s = %q: %v", what, s, err)
	}
}

func FuzzStructure(f *testing.F) {
	for _, s := range []string{nurseResume, engineerResume, plainResume, "", "2015 - 2019\n2019-2021\n(512) 555-0147",
		"EXPERIENCE\nNurse, Mercy Hospital, May - Present\n• x", "Jane Doe\n+44 20 7946 0958\n12/24 - 3/19",
		"SKILLS\nLanguages: ,,,:\nCERTIFICATIONS\n#1234 exp 13/2027\n(((", "Summer 2018 – Fall 2017\nWinter 1999"} {
		f.Add(s)
	}
	asOf := time.Date(2025, 6, 15, 0, 0, 0, 0, time.UTC)
	f.Fuzz(func(t *testing.T, in string) {
		checkInvariants(t, in, Structure(in, Options{AsOf: asOf}))
	})
}

// checkInvariants checks what must hold of any profile: it marshals, its dates are real
// YYYY-MM-DD dates, endDate is nil exactly for current (or undated) positions, and phones are
// E.164 or written in the input.
func checkInvariants(t testing.TB, in string, p Profile) {
	t.Helper()
	if _, err := json.Marshal(p); err != nil {
		t.Fatalf("json.Marshal: %v", err)
	}
	if pi := p.PersonalInfo; pi != nil && pi.Contact != nil {
		for _, ph := range []string{pi.Contact.Phone, pi.Contact.AlternativePhone} {
			if ph != "" && !e164RE.MatchString(ph) && !strings.Contains(in, ph) {
				t.Errorf("phone %q is neither E.164 nor in the input", ph)
			}
		}
	}
	for i, j := range p.WorkHistory {
		checkDate(t, "startDate", j.StartDate)
		if j.EndDate != nil {
			checkDate(t, "endDate", *j.EndDate)
		}
		if j.IsCurrent && j.EndDate != nil {
			t.Errorf("job %d is current with endDate %q", i, *j.EndDate)
		}
		if !j.IsCurrent && j.EndDate == nil && j.StartDate != "" {
			t.Errorf("job %d is past without an endDate", i)
		}
		if j.EndDate != nil && *j.EndDate < j.StartDate {
			t.Errorf("job %d ends %s before it starts %s", i, *j.EndDate, j.StartDate)
		}
		if j.MonthsInRole != nil && *j.MonthsInRole < 0 {
			t.Errorf("job %d monthsInRole = %d", i, *j.MonthsInRole)
		}
		if (j.StartDate == "") != (j.MonthsInRole == nil) {
			t.Errorf("job %d: startDate %q with monthsInRole %v", i, j.StartDate, j.MonthsInRole)
		}
	}
	for _, e := range p.Education {
		checkDate(t, "graduationDate", e.GraduationDate)
	}
	for _, c := range p.Certifications {
		checkDate(t, "issueDate", c.IssueDate)
		checkDate(t, "expirationDate", c.ExpirationDate)
		if c.Name == "" {
			t.Errorf("certification without a name: %+v", c)
		}
	}
	if s := p.ProfessionalSummary; s != nil {
		for _, se := range s.SpecialtyExperience {
			checkDate(t, "lastPracticed", se.LastPracticed)
		}
	}
}
