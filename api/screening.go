package api

import (
	"context"
	"net/http"
	"strings"
	"time"

	"github.com/julienschmidt/httprouter"
	"go.uber.org/zap"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/matching"
	"github.com/recruitd/recruitd/resume"
	"github.com/recruitd/recruitd/screening"
)

// screeningTimeout bounds a screening done in the background.
const screeningTimeout = 2 * time.Minute

// fromScreening is a stored screening as SPEC 2.11 shows it.
func fromScreening(sc matching.Screening) screeningJSON {
	out := fromResult(sc.Result)
	out.ID, out.CandidateID, out.JobID, out.JobSubmissionID = sc.ID, sc.Candidate.ID, sc.Job.ID, sc.SubmissionID
	out.CreatedAt = rfc3339(sc.Created)
	return out
}

// screen is POST /api/screening (and /api/screening/job-submission).
func (s *Server) screen(w http.ResponseWriter, r *http.Request, _ httprouter.Params) error {
	var in screeningInput
	var c checks
	if err := decodeJSON(r, &in, &c); err != nil {
		return err
	}
	out, err := s.screenRequest(r.Context(), in, &c)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

// screenRequest screens and stores what a screening request names, for the
// REST route and the screen_candidate tool alike: c holds the decoding's
// problems, reported with the checks'.
func (s *Server) screenRequest(ctx context.Context, in screeningInput, c *checks) (screeningJSON, error) {
	in.check(c)
	if err := c.err("invalid screening request"); err != nil {
		return screeningJSON{}, err
	}
	sc, err := s.matching.Screen(ctx, matching.ScreenRequest{SubmissionID: in.JobSubmissionID,
		CandidateID: in.CandidateID, JobID: in.JobID, Criteria: requestCriteria(in.Criteria),
		Replace: in.ReplaceCriteria != nil && *in.ReplaceCriteria})
	if err != nil {
		return screeningJSON{}, err
	}
	out := fromScreening(sc)
	out.CreatedAt = ""
	if sc.SubmissionID == nil { // SPEC 4.4: the summary and readiness belong to the submission variant
		out.SubmissionSummary, out.ApplicationReadiness = nil, nil
	}
	return out, nil
}

// submissionScreening is GET /api/screening/submission/{id}: the latest
// screening, made now when there is none yet.
func (s *Server) submissionScreening(w http.ResponseWriter, r *http.Request, p httprouter.Params) error {
	id, err := pathID(p.ByName("jobSubmissionId"), "job submission")
	if err != nil {
		return err
	}
	ctx := r.Context()
	sc, err := s.matching.SubmissionScreening(ctx, id)
	if err != nil {
		return err
	}
	out, cand, job := fromScreening(sc), sc.Candidate, sc.Job
	parsed, err := s.store.ParsedByID(ctx, []int64{cand.ID})
	if err != nil {
		return err
	}
	out.Candidate = &screenedCandidateJSON{ID: cand.ID, Name: strings.TrimSpace(cand.FirstName + " " + cand.LastName),
		Location: place(cand.Address), YearsOfExperience: yearsOf(parsed[cand.ID])}
	out.Job = &screenedJobJSON{ID: job.ID, Title: job.Title, Location: place(&job.Address), Department: job.Department}
	writeJSON(w, http.StatusOK, out)
	return nil
}

// screenSubmissionLater screens a new submission without the client waiting.
// At most backgroundSlots run at once: beyond that the submission is screened
// when its screening is first read, so a burst of creates queues nothing.
func (s *Server) screenSubmissionLater(sub recruitd.Submission) {
	select {
	case s.backgroundSlots <- struct{}{}:
	default:
		return
	}
	s.background.Go(func() {
		defer func() { <-s.backgroundSlots }()
		ctx, cancel := context.WithTimeout(context.Background(), screeningTimeout)
		defer cancel()
		_, err := s.matching.Screen(ctx, matching.ScreenRequest{SubmissionID: &sub.ID})
		if err != nil && recruitd.ErrorCode(err) != recruitd.NotFound {
			s.log.Error("background screening", zap.Int64("job_submission_id", sub.ID), zap.Error(err))
		}
	})
}

// place is "City, ST ZIP" of an address, as far as it is known.
func place(a *recruitd.Address) string {
	if a == nil {
		return ""
	}
	s := strings.TrimSpace(strings.Join(nonEmpty(a.City, strings.TrimSpace(a.State+" "+a.Zip)), ", "))
	return s
}

func nonEmpty(parts ...string) []string {
	var out []string
	for _, p := range parts {
		if strings.TrimSpace(p) != "" {
			out = append(out, p)
		}
	}
	return out
}

// yearsOf is the years of experience of a parsed profile, nil when unknown.
func yearsOf(p recruitd.Parsed) *float64 {
	if p.Profile == nil {
		return nil
	}
	prof, err := resume.DecodeProfile(p.Profile)
	if err != nil || prof.ProfessionalSummary == nil {
		return nil
	}
	return prof.ProfessionalSummary.YearsOfExperience
}

// fromResult converts a screening to SPEC 2.11, with the submission summary
// and readiness; callers drop what their endpoint does not show.
func fromResult(r screening.Result) screeningJSON {
	sum := fromSummary(r.Summary)
	rd := r.Readiness
	gaps := make([]gapJSON, len(rd.WorkHistoryGaps.Gaps))
	for i, g := range rd.WorkHistoryGaps.Gaps {
		gaps[i] = gapJSON(g)
	}
	return screeningJSON{
		CurrentScore: r.CurrentScore, PotentialScore: r.PotentialScore, Disqualify: r.Disqualify,
		SubmissionSummary: &sum,
		ApplicationReadiness: &readinessJSON{
			ReadinessScore: rd.ReadinessScore, Status: string(rd.Status),
			RequiredDocuments: documentsJSON{Missing: list(rd.RequiredDocuments.Missing),
				ExpiringSoon: list(rd.RequiredDocuments.ExpiringSoon), Verified: list(rd.RequiredDocuments.Verified)},
			QualificationGaps: qualificationGapsJSON{Critical: list(rd.QualificationGaps.Critical), Recommended: list(rd.QualificationGaps.Recommended)},
			WorkHistoryGaps:   workHistoryGapsJSON{Gaps: gaps, TotalGapDuration: rd.WorkHistoryGaps.TotalGapDuration},
			VerificationStatus: verificationJSON{PendingVerification: list(rd.VerificationStatus.PendingVerification),
				Verified: list(rd.VerificationStatus.Verified)},
			NextSteps: list(rd.NextSteps),
		},
		Criteria:           fromCriteria(r.Criteria),
		QualificationLevel: string(r.QualificationLevel),
		IsRelevant:         r.IsRelevant,
	}
}

func fromSummary(s screening.Summary) summaryJSON {
	return summaryJSON{ScreeningSummary: s.ScreeningSummary, FollowUpQuestions: list(s.FollowUpQuestions),
		MissingInformation: list(s.MissingInformation), Strengths: list(s.Strengths), Gaps: list(s.Gaps)}
}

func fromCriteria(list []screening.CriterionResult) []criterionResultJSON {
	out := make([]criterionResultJSON, len(list))
	for i, c := range list {
		out[i] = criterionResultJSON{ID: c.ID, Source: c.Source, Question: c.Question, Criteria: c.Criteria,
			Type: c.Type, Status: string(c.Status), Reasoning: c.Reasoning, TextEvidence: c.TextEvidence}
	}
	return out
}

// list is never nil, so that empty lists are sent as [] rather than null.
func list(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}
