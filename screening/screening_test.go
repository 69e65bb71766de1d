package screening

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/resume"
	"github.com/recruitd/recruitd/screening/criteria"
)

// MustScreen screens and checks what must hold of every screening.
func MustScreen(t testing.TB, c Candidate, job recruitd.Job, crit []criteria.Criterion) Result {
	t.Helper()
	r := Screen(c, job, crit, Options{AsOf: asOf})
	CheckResult(t, c, crit, r)
	return r
}

// CheckResult checks the invariants of a screening: every text evidence is
// verbatim candidate text, scores are in range and ordered, statuses and
// bases agree, disqualification follows contradiction, and every unverified
// criterion has a follow-up question.
func CheckResult(t testing.TB, c Candidate, crit []criteria.Criterion, r Result) {
	t.Helper()
	texts := []string{c.ResumeText, c.Record.Notes, c.Record.Profession, c.Record.Specialty}
	if len(r.Criteria) != len(crit) {
		t.Fatalf("%d criterion results for %d criteria", len(r.Criteria), len(crit))
	}
	disqualify := false
	unverified := 0
	for i, cr := range r.Criteria {
		if cr.ID != crit[i].ID || cr.Criteria != crit[i].Text || cr.Question != crit[i].Question {
			t.Errorf("criterion %d: result %+v does not echo its criterion", i, cr)
		}
		if e := cr.TextEvidence; e != nil {
			verbatim := false
			for _, s := range texts {
				verbatim = verbatim || *e != "" && strings.Contains(s, *e)
			}
			if !verbatim {
				t.Errorf("criterion %d: evidence %q is not in the candidate's text", cr.ID, *e)
			}
		}
		switch {
		case cr.Status != NotMet && cr.Basis != Evidence,
			cr.Status == NotMet && cr.Basis == Evidence,
			cr.Status != FullyMet && cr.Status != PartiallyMet && cr.Status != NotMet:
			t.Errorf("criterion %d: status %s with basis %s", cr.ID, cr.Status, cr.Basis)
		}
		if cr.Reasoning == "" {
			t.Errorf("criterion %d: no reasoning", cr.ID)
		}
		disqualify = disqualify || cr.Importance == criteria.Required && cr.Basis == Contradiction
		if cr.Basis == Unverified {
			unverified++
		}
	}
	if r.CurrentScore < 0 || r.PotentialScore > 100 || r.PotentialScore < r.CurrentScore {
		t.Errorf("scores current %v, potential %v", r.CurrentScore, r.PotentialScore)
	}
	if r.Readiness.ReadinessScore < 0 || r.Readiness.ReadinessScore > 100 {
		t.Errorf("readiness score %v", r.Readiness.ReadinessScore)
	}
	if r.Disqualify != disqualify {
		t.Errorf("Disqualify = %v, want %v (a required criterion contradicted)", r.Disqualify, disqualify)
	}
	if unverified > 0 && len(r.Summary.FollowUpQuestions) == 0 {
		t.Errorf("%d unverified criteria and no follow-up question", unverified)
	}
	if unverified > len(r.Summary.MissingInformation) {
		t.Errorf("%d unverified criteria, missing information %q", unverified, r.Summary.MissingInformation)
	}
	if r.Summary.ScreeningSummary == "" {
		t.Error("no screening summary")
	}
}

// statuses writes a result's statuses one letter each: F fully met, P
// partially met, p partially met pending information, x contradicted, u
// unverified.
func statuses(r Result, open func(int) bool) string {
	var b strings.Builder
	for i, c := range r.Criteria {
		switch {
		case c.Status == FullyMet:
			b.WriteByte('F')
		case c.Status == PartiallyMet && open(i):
			b.WriteByte('p')
		case c.Status == PartiallyMet:
			b.WriteByte('P')
		case c.Basis == Contradiction:
			b.WriteByte('x')
		default:
			b.WriteByte('u')
		}
	}
	return b.String()
}

// letters screens like Screen and writes statuses, telling pending partial
// results apart.
func letters(t testing.TB, c Candidate, job recruitd.Job, crit []criteria.Criterion) (Result, string) {
	t.Helper()
	r := MustScreen(t, c, job, crit)
	k, ps := newCand(c, asOf), NewPosting(job, crit)
	return r, statuses(r, func(i int) bool { return k.evaluate(ps, i, new(CriterionResult)).open })
}

// TestScreenPostings screens realistic resumes against realistic postings,
// their criteria read from the descriptions.
func TestScreenPostings(t *testing.T) {
	tests := []struct {
		name       string
		job        string // testdata posting
		resume     string // testdata resume
		profile    *resume.Profile
		files      []recruitd.File
		want       string // statuses, see statuses
		current    float64
		potential  float64
		disqualify bool
		level      QualificationLevel
		relevant   bool
		readiness  ReadinessStatus
	}{
		{
			name: "ICU RN, 7 years, compact Texas licence", job: "icu_travel.txt", resume: "resume_icu_rn.txt", profile: icuProfile(),
			// licence, years, BLS, ACLS, CCRN (absent), shifts, Epic
			want: "FFFFuFF", current: 89.5, potential: 100, level: Appropriate, relevant: true, readiness: Ready,
		},
		{
			name: "new-grad RN", job: "icu_travel.txt", resume: "resume_new_grad_rn.txt", profile: newGradProfile(),
			// The licence is listed without an expiry: held, its expiry to check.
			want: "pxFuupu", current: 31.6, potential: 84.2, disqualify: true, level: Underqualified, relevant: true, readiness: NotQualified,
		},
		{
			name: "ER RN, compact Georgia licence, expired ACLS", job: "er_rn.txt", resume: "resume_er_rn.txt", profile: erProfile(),
			// licence, years, BLS, ACLS expired, PALS, TNCC, CEN, BSN (ADN held), ADN
			want: "FFFPFFuxF", current: 78, potential: 86, level: Appropriate, relevant: true, readiness: NeedsQualification,
		},
		{
			name: "outpatient PT", job: "pt_outpatient.txt", resume: "resume_pt.txt", profile: ptProfile(),
			want: "FFFpu", current: 73.1, potential: 100, level: Appropriate, relevant: true, readiness: NeedsInformation,
		},
		{
			name: "Go engineer", job: "go_backend.txt", resume: "resume_go_engineer.txt", profile: goProfile(),
			want: "FFFFFFFFFF", current: 100, potential: 100, level: Appropriate, relevant: true, readiness: Ready,
		},
		{
			name: "welder", job: "welder.txt", resume: "resume_welder.txt", profile: welderProfile(),
			want: "FFFFFFF", current: 100, potential: 100, level: Appropriate, relevant: true, readiness: Ready,
		},
		{
			name: "welder for an ICU job", job: "icu_travel.txt", resume: "resume_welder.txt", profile: welderProfile(),
			// nothing nursing is shown; the welder's history has no ICU role
			want: "uxuuupu", current: 7.9, potential: 84.2, disqualify: true, level: Underqualified, relevant: false, readiness: NotQualified,
		},
		{
			name: "ICU RN without a parsed profile", job: "icu_travel.txt", resume: "resume_icu_rn.txt",
			// the licence state and dates are read from the text's lines
			want: "FFFFuFF", current: 89.5, potential: 100, level: Appropriate, relevant: true, readiness: Ready,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			job, crit := MustJob(t, tt.job, houston)
			c := Candidate{Record: recruitd.Candidate{ID: 7, FirstName: "Sam", LastName: "Doe"}, Profile: tt.profile, ResumeText: MustRead(t, tt.resume), Files: tt.files}
			r, got := letters(t, c, job, crit)
			if got != tt.want {
				for _, cr := range r.Criteria {
					t.Logf("%d %s %s/%s: %s", cr.ID, cr.Type, cr.Status, cr.Basis, cr.Reasoning)
				}
				t.Errorf("statuses = %s, want %s", got, tt.want)
			}
			if r.CurrentScore != tt.current || r.PotentialScore != tt.potential {
				t.Errorf("scores = %v, %v; want %v, %v", r.CurrentScore, r.PotentialScore, tt.current, tt.potential)
			}
			if r.Disqualify != tt.disqualify || r.QualificationLevel != tt.level || r.IsRelevant != tt.relevant {
				t.Errorf("disqualify, level, relevant = %v, %v, %v; want %v, %v, %v", r.Disqualify, r.QualificationLevel, r.IsRelevant, tt.disqualify, tt.level, tt.relevant)
			}
			if r.Readiness.Status != tt.readiness {
				t.Errorf("readiness = %s, want %s (%+v)", r.Readiness.Status, tt.readiness, r.Readiness)
			}
		})
	}
}

// TestReasoning pins the sentences a recruiter reads for the ICU nurse.
func TestReasoning(t *testing.T) {
	job, crit := MustJob(t, "icu_travel.txt", houston)
	c := Candidate{Profile: icuProfile(), ResumeText: MustRead(t, "resume_icu_rn.txt")}
	r := MustScreen(t, c, job, crit)
	want := []struct{ reasoning, evidence string }{
		{"Registered Nurse licence issued in TX (multistate), valid in TX; expires 2027-08-31, after the as-of date", "Texas RN License (Compact/Multistate), #845122, expires 2027-08-31"},
		{"7.1 years in ICU or PCU roles (Mar 2019-present); 2 years required", "MICU Registered Nurse, Houston Methodist Hospital, Houston, TX    Mar 2019 - Present"},
		{"BLS (American Heart Association) expires 2027-05-01, after the as-of date", "BLS - American Heart Association, expires 2027-05-01"},
		{"ACLS (American Heart Association) expires 2026-05-20, within 90 days of the as-of date", "ACLS - American Heart Association, expires 2026-05-20"},
		{"No CCRN certification found in the resume", ""},
		{"The resume mentions 12-hour, night, rotating, weekend shifts", "Critical care registered nurse with 7 years of ICU experience in a Level I trauma center. Comfortable with 12-hour night shifts and rotating weekends."},
		{"Epic is named in the resume", "Charted in Epic; precepted new graduate nurses"},
	}
	for i, w := range want {
		got := r.Criteria[i]
		ev := ""
		if got.TextEvidence != nil {
			ev = *got.TextEvidence
		}
		if got.Reasoning != w.reasoning || ev != w.evidence {
			t.Errorf("criterion %d = %q, %q; want %q, %q", got.ID, got.Reasoning, ev, w.reasoning, w.evidence)
		}
	}
	wantSummary := Summary{
		ScreeningSummary: "Sam matches 89.5% of the criteria on verified evidence, up to 100% if the unverified ones are confirmed. " +
			"Strongest points: RN license valid in TX, or a multistate (compact) license; 2+ years of ICU or PCU experience; BLS certification. " +
			"Still to verify: CCRN certification.",
		Strengths: []string{
			"RN license valid in TX, or a multistate (compact) license: Registered Nurse licence issued in TX (multistate), valid in TX; expires 2027-08-31, after the as-of date",
			"2+ years of ICU or PCU experience: 7.1 years in ICU or PCU roles (Mar 2019-present); 2 years required",
			"BLS certification: BLS (American Heart Association) expires 2027-05-01, after the as-of date",
			"ACLS certification: ACLS (American Heart Association) expires 2026-05-20, within 90 days of the as-of date",
			"availability for 12-hour shifts, nights, rotating shifts and weekends: The resume mentions 12-hour, night, rotating, weekend shifts",
			"experience with Epic: Epic is named in the resume",
		},
		FollowUpQuestions:  []string{"Do you hold an active CCRN certification?"},
		MissingInformation: []string{"CCRN certification"},
	}
	c.Record.FirstName = "Sam"
	r = MustScreen(t, c, job, crit)
	if diff := cmp.Diff(wantSummary, r.Summary); diff != "" {
		t.Errorf("summary (-want +got):\n%s", diff)
	}
	wantReadiness := Readiness{
		ReadinessScore: 81.7,
		Status:         Ready,
		RequiredDocuments: Documents{
			ExpiringSoon: []string{"ACLS expires 2026-05-20"},
		},
		QualificationGaps: QualificationGaps{Recommended: []string{"CCRN certification"}},
		WorkHistoryGaps:   WorkHistoryGaps{TotalGapDuration: "0 months"},
		VerificationStatus: VerificationStatus{PendingVerification: []string{
			"RN license valid in TX, or a multistate (compact) license (listed on the resume)",
			"BLS certification (listed on the resume)",
			"ACLS certification (listed on the resume)",
		}},
		NextSteps: []string{
			"Plan renewal: ACLS expires 2026-05-20",
			"Verify RN license valid in TX, or a multistate (compact) license with the issuer and upload a copy",
			"Verify BLS certification with the issuer and upload a copy",
			"Verify ACLS certification with the issuer and upload a copy",
			"Consider strengthening: CCRN certification",
			"Submit the candidate to the client",
		},
	}
	if diff := cmp.Diff(wantReadiness, r.Readiness); diff != "" {
		t.Errorf("readiness (-want +got):\n%s", diff)
	}
}

// TestRules checks the Evaluator: Screen's result, or ctx's error.
func TestRules(t *testing.T) {
	job, crit := MustJob(t, "welder.txt", houston)
	c := Candidate{Profile: welderProfile(), ResumeText: MustRead(t, "resume_welder.txt")}
	var e Evaluator = Rules{}
	got, err := e.Evaluate(context.Background(), c, job, crit, Options{AsOf: asOf})
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(Screen(c, job, crit, Options{AsOf: asOf}), got); diff != "" {
		t.Errorf("Evaluate differs from Screen (-want +got):\n%s", diff)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := e.Evaluate(ctx, c, job, crit, Options{}); !errors.Is(err, context.Canceled) {
		t.Errorf("Evaluate(cancelled) = %v, want context.Canceled", err)
	}
}

// TestRequiredScore: the score of the required criteria alone leaves the
// preferred ones out, and is 100 for a job that requires nothing.
func TestRequiredScore(t *testing.T) {
	c := Candidate{ResumeText: "Jane Roe\nCertifications: BLS (AHA), exp 05/2029\n"}
	crit := criteria.FromJob(nil, "Requirements:\n- BLS required\n- ACLS preferred\n")
	r := MustScreen(t, c, recruitd.Job{}, crit)
	if r.RequiredScore != 100 || r.CurrentScore >= 100 {
		t.Errorf("required %.1f, current %.1f; want 100 and less than 100", r.RequiredScore, r.CurrentScore)
	}
	r = MustScreen(t, c, recruitd.Job{}, criteria.FromJob(nil, "Requirements:\n- ACLS preferred\n"))
	if r.RequiredScore != 100 {
		t.Errorf("nothing required: required score %.1f, want 100", r.RequiredScore)
	}
}

// TestRequiredScoreLeavesSkillsOut: a required skill the resume does not
// name lowers the current score, not the required one.
func TestRequiredScoreLeavesSkillsOut(t *testing.T) {
	c := Candidate{ResumeText: "Jane Roe\nCertifications: BLS (AHA), exp 05/2029\n"}
	r := MustScreen(t, c, recruitd.Job{}, criteria.FromJob(nil, "Requirements:\n- BLS required\n- Epic charting required\n"))
	if r.RequiredScore != 100 || r.CurrentScore >= 100 {
		t.Errorf("required %.1f, current %.1f; want 100 and less than 100", r.RequiredScore, r.CurrentScore)
	}
}

// TestYearsNotFromAnotherProfession: the profile's years per specialty
// count every role; where the history is dated, the roles counted in the
// job's profession decide: a patient care tech's ED years are no nurse's.
func TestYearsNotFromAnotherProfession(t *testing.T) {
	three := 3.0
	p := history(
		resume.Job{Title: "Registered Nurse - ICU", StartDate: "2022-09-01", IsCurrent: true},
		resume.Job{Title: "Patient Care Technician - Emergency Department", StartDate: "2019-11-01", EndDate: ptr("2022-07-31")},
	)
	p.ProfessionalSummary = &resume.ProfessionalSummary{SpecialtyExperience: []resume.SpecialtyExperience{{Specialty: "Emergency Department", TotalYears: three}}}
	crit := criteria.ForJob(criteria.Posting{Title: "Emergency Department RN", Description: "Requirements:\n- 2+ years of ED experience as an RN\n"})
	r := MustScreen(t, Candidate{Profile: p}, recruitd.Job{Title: "Emergency Department RN"}, crit)
	for _, c := range r.Criteria {
		if c.Type == criteria.TypeYearsOfExperience && c.Status == FullyMet {
			t.Errorf("years met by a PCT's ED years: %s", c.Reasoning)
		}
	}
}
