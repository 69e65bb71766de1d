package matching

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/screening"
	"github.com/recruitd/recruitd/screening/criteria"
)

// ScreenRequest asks for a screening of a candidate against a job, given
// either as a submission or as both ids (SPEC 4.4).
type ScreenRequest struct {
	SubmissionID *int64
	CandidateID  *int64
	JobID        *int64
	// Criteria are the request's own; Replace puts them in place of the
	// job's instead of after them.
	Criteria []criteria.Input
	Replace  bool
}

// Screening is a stored screening of a candidate against a job.
type Screening struct {
	ID           int64
	Candidate    recruitd.Candidate
	Job          recruitd.Job
	SubmissionID *int64
	Result       screening.Result
	Created      time.Time
}

// Screen screens a candidate against a job with the configured evaluator
// and stores the result. Errors: not_found (the submission, candidate or
// job), validation_error (a submission whose candidate or job is not the one
// given beside it).
func (s *Service) Screen(ctx context.Context, req ScreenRequest) (Screening, error) {
	candidateID, jobID := req.CandidateID, req.JobID
	if req.SubmissionID != nil {
		sub, err := s.store.Submission(ctx, *req.SubmissionID)
		if err != nil {
			return Screening{}, err
		}
		if (candidateID != nil && *candidateID != sub.CandidateID) || (jobID != nil && *jobID != sub.JobID) {
			return Screening{}, recruitd.Validation("invalid screening request",
				fmt.Sprintf("jobSubmissionId: job submission %d is candidate %d for job %d, not the candidateId and jobId given",
					sub.ID, sub.CandidateID, sub.JobID))
		}
		candidateID, jobID = &sub.CandidateID, &sub.JobID
	}
	if candidateID == nil || jobID == nil {
		return Screening{}, recruitd.Validation("invalid screening request",
			"jobSubmissionId: required unless both candidateId and jobId are given")
	}
	cand, err := s.store.Candidate(ctx, *candidateID)
	if err != nil {
		return Screening{}, err
	}
	job, err := s.store.Job(ctx, *jobID)
	if err != nil {
		return Screening{}, err
	}
	return s.screenAndStore(ctx, cand, job, req.SubmissionID, req.Criteria, req.Replace)
}

// SubmissionScreening returns the latest stored screening of a submission,
// screening it now (and storing that) when there is none yet. Errors:
// not_found.
func (s *Service) SubmissionScreening(ctx context.Context, submissionID int64) (Screening, error) {
	sub, err := s.store.Submission(ctx, submissionID)
	if err != nil {
		return Screening{}, err
	}
	cand, err := s.store.Candidate(ctx, sub.CandidateID)
	if err != nil {
		return Screening{}, err
	}
	job, err := s.store.Job(ctx, sub.JobID)
	if err != nil {
		return Screening{}, err
	}
	stored, err := s.store.LatestScreening(ctx, submissionID)
	switch {
	case err == nil:
		res, err := decodeResult(stored.Result)
		if err != nil {
			return Screening{}, fmt.Errorf("decode screening %d: %w", stored.ID, err)
		}
		if res.Evaluator == "" {
			res.Evaluator = stored.Evaluator
		}
		return Screening{ID: stored.ID, Candidate: cand, Job: job, SubmissionID: &submissionID, Result: res, Created: stored.Created}, nil
	case recruitd.ErrorCode(err) == recruitd.NotFound:
		return s.screenAndStore(ctx, cand, job, &submissionID, nil, false)
	}
	return Screening{}, err
}

// screenAndStore screens a candidate against a job and stores the result.
func (s *Service) screenAndStore(ctx context.Context, c recruitd.Candidate, job recruitd.Job, submissionID *int64,
	extra []criteria.Input, replace bool) (Screening, error) {
	sc, err := s.loadCandidate(ctx, c)
	if err != nil {
		return Screening{}, err
	}
	res, err := s.evaluator.Evaluate(ctx, sc, job, s.Criteria(job, extra, replace), screening.Options{})
	if err != nil {
		return Screening{}, fmt.Errorf("screen candidate %d for job %d: %w", c.ID, job.ID, err)
	}
	doc, err := json.Marshal(toStored(res))
	if err != nil {
		return Screening{}, err
	}
	stored, err := s.store.SaveScreening(ctx, recruitd.Screening{CandidateID: c.ID, JobID: job.ID,
		SubmissionID: submissionID, Evaluator: res.Evaluator, Result: doc})
	if err != nil {
		return Screening{}, err
	}
	return Screening{ID: stored.ID, Candidate: c, Job: job, SubmissionID: submissionID, Result: res, Created: stored.Created}, nil
}
