package api

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"time"

	"github.com/julienschmidt/httprouter"
	"go.uber.org/zap"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/records"
	"github.com/recruitd/recruitd/resume"
	"github.com/recruitd/recruitd/screening"
	"github.com/recruitd/recruitd/screening/criteria"
)

// screeningTimeout bounds a screening done in the background.
const screeningTimeout = 2 * time.Minute

// jobCriteria returns a job's criteria (explicit, or extracted from its
// description and cached per job version) merged with a request's.
func (s *Server) jobCriteria(job recruitd.Job, extra []criteria.Input, replace bool) []criteria.Criterion {
	explicit := make([]criteria.Input, min(len(job.Criteria), maxCriteria))
	for i := range explicit {
		explicit[i] = criteria.Input(job.Criteria[i])
	}
	own := s.criteria.FromJob(job.ID, job.Version, explicit, job.Description)
	// A job stored before the limit, or a description that reads as more
	// requirements than any job has, is screened on its first maxCriteria.
	return criteria.Merge(own[:min(len(own), maxCriteria)], extra, replace)
}

// screeningCandidate loads what screening reads of one candidate.
func (s *Server) screeningCandidate(ctx context.Context, c recruitd.Candidate) (screening.Candidate, error) {
	parsed, err := s.store.ParsedByID(ctx, []int64{c.ID})
	if err != nil {
		return screening.Candidate{}, err
	}
	files, err := s.store.FilesByCandidate(ctx, []int64{c.ID})
	if err != nil {
		return screening.Candidate{}, err
	}
	return toScreeningCandidate(c, parsed[c.ID], files[c.ID]), nil
}

func toScreeningCandidate(c recruitd.Candidate, p recruitd.Parsed, files []recruitd.File) screening.Candidate {
	out := screening.Candidate{Record: c, ResumeText: p.Text, Files: files}
	if p.Profile != nil {
		if prof, err := resume.DecodeProfile(p.Profile); err == nil {
			out.Profile = &prof
		}
	}
	return out
}

// screenAndStore screens a candidate against a job and stores the result.
func (s *Server) screenAndStore(ctx context.Context, c recruitd.Candidate, job recruitd.Job, submissionID *int64,
	extra []criteria.Input, replace bool) (screeningJSON, error) {
	sc, err := s.screeningCandidate(ctx, c)
	if err != nil {
		return screeningJSON{}, err
	}
	res, evaluator, err := s.evaluate(ctx, sc, job, s.jobCriteria(job, extra, replace))
	if err != nil {
		return screeningJSON{}, fmt.Errorf("screen candidate %d for job %d: %w", c.ID, job.ID, err)
	}
	out := fromResult(res)
	out.CandidateID, out.JobID, out.JobSubmissionID = c.ID, job.ID, submissionID
	doc, err := json.Marshal(out)
	if err != nil {
		return screeningJSON{}, err
	}
	stored, err := s.store.SaveScreening(ctx, records.Screening{CandidateID: c.ID, JobID: job.ID,
		SubmissionID: submissionID, Evaluator: evaluator, Result: doc})
	if err != nil {
		return screeningJSON{}, err
	}
	out.ID, out.CreatedAt = stored.ID, rfc3339(stored.Created)
	return out, nil
}

// namedEvaluator says which evaluator actually decided: an LLM that fell
// back to the rules says so.
type namedEvaluator interface {
	EvaluateNamed(ctx context.Context, c screening.Candidate, job recruitd.Job, crit []criteria.Criterion, opt screening.Options) (screening.Result, string, error)
}

// evaluate screens with the configured evaluator and names who decided.
func (s *Server) evaluate(ctx context.Context, c screening.Candidate, job recruitd.Job, crit []criteria.Criterion) (screening.Result, string, error) {
	if named, ok := s.evaluator.(namedEvaluator); ok {
		return named.EvaluateNamed(ctx, c, job, crit, screening.Options{})
	}
	res, err := s.evaluator.Evaluate(ctx, c, job, crit, screening.Options{})
	return res, s.evaluatorName, err
}

// screen is POST /api/screening (and /api/screening/job-submission).
func (s *Server) screen(w http.ResponseWriter, r *http.Request, _ httprouter.Params) error {
	var in screeningInput
	var c checks
	if err := decodeJSON(r, &in, &c); err != nil {
		return err
	}
	in.check(&c)
	if err := c.err("invalid screening request"); err != nil {
		return err
	}
	ctx := r.Context()
	candidateID, jobID := in.CandidateID, in.JobID
	var submissionID *int64
	if in.JobSubmissionID != nil {
		sub, err := s.store.Submission(ctx, *in.JobSubmissionID)
		if err != nil {
			return err
		}
		if (candidateID != nil && *candidateID != sub.CandidateID) || (jobID != nil && *jobID != sub.JobID) {
			return recruitd.Validation("invalid screening request",
				fmt.Sprintf("jobSubmissionId: job submission %d is candidate %d for job %d, not the candidateId and jobId given",
					sub.ID, sub.CandidateID, sub.JobID))
		}
		candidateID, jobID, submissionID = &sub.CandidateID, &sub.JobID, &sub.ID
	}
	cand, err := s.store.Candidate(ctx, *candidateID)
	if err != nil {
		return err
	}
	job, err := s.store.Job(ctx, *jobID)
	if err != nil {
		return err
	}
	out, err := s.screenAndStore(ctx, cand, job, submissionID, requestCriteria(in.Criteria), in.ReplaceCriteria != nil && *in.ReplaceCriteria)
	if err != nil {
		return err
	}
	out.CreatedAt = ""
	if submissionID == nil { // SPEC 4.4: the summary and readiness belong to the submission variant
		out.SubmissionSummary, out.ApplicationReadiness = nil, nil
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

// submissionScreening is GET /api/screening/submission/{id}: the latest
// screening, made now when there is none yet.
func (s *Server) submissionScreening(w http.ResponseWriter, r *http.Request, p httprouter.Params) error {
	id, err := pathID(p.ByName("jobSubmissionId"), "job submission")
	if err != nil {
		return err
	}
	ctx := r.Context()
	sub, err := s.store.Submission(ctx, id)
	if err != nil {
		return err
	}
	cand, err := s.store.Candidate(ctx, sub.CandidateID)
	if err != nil {
		return err
	}
	job, err := s.store.Job(ctx, sub.JobID)
	if err != nil {
		return err
	}
	var out screeningJSON
	stored, err := s.store.LatestScreening(ctx, id)
	switch {
	case err == nil:
		if err := json.Unmarshal(stored.Result, &out); err != nil {
			return fmt.Errorf("decode screening %d: %w", stored.ID, err)
		}
		out.ID, out.CreatedAt = stored.ID, rfc3339(stored.Created)
	case recruitd.ErrorCode(err) == recruitd.NotFound:
		if out, err = s.screenAndStore(ctx, cand, job, &sub.ID, nil, false); err != nil {
			return err
		}
	default:
		return err
	}
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
		cand, err := s.store.Candidate(ctx, sub.CandidateID)
		if err == nil {
			var job recruitd.Job
			if job, err = s.store.Job(ctx, sub.JobID); err == nil {
				_, err = s.screenAndStore(ctx, cand, job, &sub.ID, nil, false)
			}
		}
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
