package matching_test

import (
	"context"
	"encoding/json"
	"slices"
	"testing"

	"go.uber.org/zap"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/index"
	"github.com/recruitd/recruitd/index/embed"
	"github.com/recruitd/recruitd/index/embedded"
	"github.com/recruitd/recruitd/internal/pgtest"
	"github.com/recruitd/recruitd/matching"
	"github.com/recruitd/recruitd/records"
	"github.com/recruitd/recruitd/resume"
	"github.com/recruitd/recruitd/retrieval"
	"github.com/recruitd/recruitd/screening"
	"github.com/recruitd/recruitd/screening/criteria"
)

func TestMain(m *testing.M) { pgtest.Main(m) }

const nurse = `Maria Lopez
Austin, TX 78701 | maria.lopez@example.com

EXPERIENCE
ICU Registered Nurse, Seton Medical Center, Austin, TX
March 2019 - Present

LICENSES & CERTIFICATIONS
Texas RN License (multistate compact) - exp. 12/2029
BLS - American Heart Association - exp. 05/2029
`

// fixture is a store with a nurse who has a parsed resume (nurse), a
// spec-minimal candidate (minimal), an ICU job in Austin and a submission
// of the nurse to it, all indexed, and a Service on them.
type fixture struct {
	store        *records.Store
	svc          *matching.Service
	nurse, other recruitd.Candidate
	job          recruitd.Job
	sub          recruitd.Submission
	// shiftJobs are the job again, on day and on night shifts.
	shiftJobs []recruitd.Job
}

func newFixture(t *testing.T) fixture {
	t.Helper()
	ctx := context.Background()
	store := records.NewStore(pgtest.New(t))
	var f fixture
	f.store = store
	var err error
	if f.nurse, err = store.CreateCandidate(ctx, recruitd.Candidate{FirstName: "Maria", LastName: "Lopez", Email: "m@example.com", StatusID: 1}); err != nil {
		t.Fatal(err)
	}
	res, err := (&resume.Parser{}).Parse(ctx, []byte(nurse), resume.Options{})
	if err != nil {
		t.Fatal(err)
	}
	profile, err := json.Marshal(res.Profile)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := store.SaveResume(ctx, f.nurse.ID, recruitd.File{FileName: "r.txt", ContentType: "text/plain"}, []byte(nurse),
		recruitd.Parsed{Profile: profile, Text: res.Text}); err != nil {
		t.Fatal(err)
	}
	if f.other, err = store.CreateCandidate(ctx, recruitd.Candidate{FirstName: "Sam", LastName: "Park", Email: "sam@example.com", StatusID: 1, Profession: "Software Engineer"}); err != nil {
		t.Fatal(err)
	}
	f.job, err = store.CreateJob(ctx, recruitd.Job{Title: "ICU Registered Nurse", StartDate: 1798761600, EmploymentType: recruitd.EmploymentContract,
		Status: recruitd.JobOpen, Address: recruitd.Address{City: "Austin", State: "TX", Zip: "78701"},
		Description: "Requirements:\n- 2+ years of ICU experience required\n- BLS required\n- Texas or compact RN license required\n"})
	if err != nil {
		t.Fatal(err)
	}
	if f.sub, err = store.CreateSubmission(ctx, recruitd.Submission{JobID: f.job.ID, CandidateID: f.nurse.ID, StatusID: 8}); err != nil {
		t.Fatal(err)
	}
	for _, shift := range []string{"Day", "Night"} {
		j, err := store.CreateJob(ctx, recruitd.Job{Title: "ICU Registered Nurse - " + shift + " Shift", StartDate: 1798761600,
			EmploymentType: recruitd.EmploymentContract, Status: recruitd.JobOpen, Address: recruitd.Address{City: "Austin", State: "TX", Zip: "78701"},
			Description: "Requirements:\n- 2+ years of ICU experience required\n- BLS required\n- Texas or compact RN license required\n"})
		if err != nil {
			t.Fatal(err)
		}
		f.shiftJobs = append(f.shiftJobs, j)
	}
	vectors := embedded.New()
	docs := index.NewDocuments(store, embed.Builtin{})
	ix := index.NewIndexer(store, docs, zap.NewNop())
	ix.AddLoaded(vectors, 0)
	for more := true; more; {
		if more, err = ix.Step(ctx); err != nil {
			t.Fatal(err)
		}
	}
	f.svc = matching.New(store, retrieval.New(vectors, nil, docs), matching.Config{})
	return f
}

func TestScreenStoresAndReadsBack(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	got, err := f.svc.SubmissionScreening(ctx, f.sub.ID)
	if err != nil {
		t.Fatal(err)
	}
	if got.ID == 0 || got.Result.Evaluator != screening.RulesName || got.Result.CurrentScore == 0 || len(got.Result.Criteria) < 3 {
		t.Fatalf("first read screens and stores: %+v", got)
	}
	again, err := f.svc.SubmissionScreening(ctx, f.sub.ID)
	if err != nil {
		t.Fatal(err)
	}
	if again.ID != got.ID || again.Result.CurrentScore != got.Result.CurrentScore || len(again.Result.Criteria) != len(got.Result.Criteria) ||
		again.Result.Readiness.Status != got.Result.Readiness.Status || again.Result.Evaluator != screening.RulesName {
		t.Errorf("stored screening read back as %+v, want %+v", again.Result, got.Result)
	}

	if _, err := f.svc.Screen(ctx, matching.ScreenRequest{SubmissionID: &f.sub.ID, CandidateID: &f.other.ID}); recruitd.ErrorCode(err) != recruitd.Invalid {
		t.Errorf("a submission with another candidate = %v, want validation_error", err)
	}
	missing := int64(999)
	if _, err := f.svc.Screen(ctx, matching.ScreenRequest{CandidateID: &missing, JobID: &f.job.ID}); recruitd.ErrorCode(err) != recruitd.NotFound {
		t.Errorf("an unknown candidate = %v, want not_found", err)
	}
}

// TestScreeningStoredBeforeItsShape reads a screening stored in the API's
// shape, as screenings were stored before they had a storage shape of their
// own.
func TestScreeningStoredBeforeItsShape(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	legacy := `{"id": 0, "candidateId": 1, "jobId": 1, "currentScore": 72.5, "potentialScore": 90, "disqualify": false,
		"submissionSummary": {"screeningSummary": "Strong ICU background.", "strengths": ["ICU"], "gaps": [], "followUpQuestions": [], "missingInformation": []},
		"applicationReadiness": {"readinessScore": 80, "status": "NeedsInformation", "requiredDocuments": {"missing": [], "expiringSoon": [], "verified": []},
			"qualificationGaps": {"critical": [], "recommended": []}, "workHistoryGaps": {"gaps": [{"startDate": "2018-01-01", "endDate": "2018-06-01", "duration": "5 months"}], "totalGapDuration": "5 months"},
			"verificationStatus": {"pendingVerification": ["BLS"], "verified": []}, "nextSteps": ["Verify BLS"]},
		"criteria": [{"id": 1, "source": "job_description", "question": "Does the candidate have BLS?", "criteria": "BLS required", "type": "Certification", "status": "FullyMet", "reasoning": "Listed.", "textEvidence": "BLS"}],
		"qualificationLevel": "Appropriate", "isRelevant": true}`
	if _, err := f.store.SaveScreening(ctx, recruitd.Screening{CandidateID: f.nurse.ID, JobID: f.job.ID, SubmissionID: &f.sub.ID,
		Evaluator: "llm:old-model", Result: []byte(legacy)}); err != nil {
		t.Fatal(err)
	}
	got, err := f.svc.SubmissionScreening(ctx, f.sub.ID)
	if err != nil {
		t.Fatal(err)
	}
	r := got.Result
	if r.Evaluator != "llm:old-model" || r.CurrentScore != 72.5 || r.Summary.ScreeningSummary != "Strong ICU background." ||
		len(r.Criteria) != 1 || *r.Criteria[0].TextEvidence != "BLS" || r.Readiness.WorkHistoryGaps.Gaps[0].Duration != "5 months" ||
		r.Readiness.NextSteps[0] != "Verify BLS" {
		t.Errorf("legacy screening read back as %+v", r)
	}
}

// TestJobsShiftsAsked: the shifts a job-matching request asks for are the
// candidate's preference: a job on another shift is still found, after the
// one on the shift asked, its shift a gap.
func TestJobsShiftsAsked(t *testing.T) {
	f := newFixture(t)
	day, night := f.shiftJobs[0], f.shiftJobs[1]
	list, _, err := f.svc.Jobs(context.Background(), matching.JobsRequest{CandidateID: f.nurse.ID,
		Query: retrieval.JobQuery{Shifts: []string{"night"}}, Page: matching.Page{Limit: 10}})
	if err != nil {
		t.Fatal(err)
	}
	at := func(id int64) int {
		return slices.IndexFunc(list, func(m matching.JobMatch) bool { return m.Job.ID == id })
	}
	if at(night.ID) < 0 || at(day.ID) < 0 || at(night.ID) > at(day.ID) {
		t.Fatalf("night job at %d, day job at %d; want both, night first", at(night.ID), at(day.ID))
	}
	shift := func(m matching.JobMatch) (screening.Status, bool) {
		for _, c := range m.Result.Criteria {
			if c.Type == criteria.TypeSchedule {
				return c.Status, true
			}
		}
		return "", false
	}
	if st, ok := shift(list[at(day.ID)]); !ok || st != screening.NotMet {
		t.Errorf("the day job's shift = %q, %v; want NotMet", st, ok)
	}
	if st, ok := shift(list[at(night.ID)]); !ok || st != screening.FullyMet {
		t.Errorf("the night job's shift = %q, %v; want FullyMet", st, ok)
	}
}

func TestCandidatesForJob(t *testing.T) {
	f := newFixture(t)
	list, total, err := f.svc.Candidates(context.Background(), matching.CandidatesRequest{JobID: f.job.ID, Page: matching.Page{Limit: 10}})
	if err != nil {
		t.Fatal(err)
	}
	if total != len(list) || len(list) == 0 || list[0].Candidate.ID != f.nurse.ID || !list[0].Local || list[0].Result.CurrentScore == 0 {
		t.Fatalf("candidates = %d %+v; want the nurse first, local, scored", total, list)
	}
	if _, _, err := f.svc.Candidates(context.Background(), matching.CandidatesRequest{JobID: 999, Page: matching.Page{Limit: 10}}); recruitd.ErrorCode(err) != recruitd.NotFound {
		t.Errorf("an unknown job = %v, want not_found", err)
	}
}
