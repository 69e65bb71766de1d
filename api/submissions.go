package api

import (
	"net/http"

	"github.com/julienschmidt/httprouter"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/records"
)

type jobTitleJSON struct {
	Title string `json:"title"`
}

type candidateNameJSON struct {
	FirstName string `json:"firstName"`
	LastName  string `json:"lastName"`
}

// submissionJSON is SPEC 2.5.
type submissionJSON struct {
	ID          int64              `json:"id"`
	JobID       int64              `json:"jobId"`
	CandidateID int64              `json:"candidateId"`
	StatusID    int64              `json:"statusId"`
	CreatedAt   string             `json:"createdAt"`
	Job         *jobTitleJSON      `json:"job,omitempty"`
	Candidate   *candidateNameJSON `json:"candidate,omitempty"`
}

func fromSubmission(s recruitd.Submission, withNames bool) submissionJSON {
	out := submissionJSON{ID: s.ID, JobID: s.JobID, CandidateID: s.CandidateID, StatusID: s.StatusID, CreatedAt: rfc3339(s.Created)}
	if withNames {
		out.Job = &jobTitleJSON{Title: s.JobTitle}
		out.Candidate = &candidateNameJSON{FirstName: s.CandidateFirst, LastName: s.CandidateLast}
	}
	return out
}

type submissionInput struct {
	JobID       *int64 `json:"jobId"`
	CandidateID *int64 `json:"candidateId"`
	StatusID    *int64 `json:"statusId"`
}

func (s *Server) createSubmission(w http.ResponseWriter, r *http.Request, _ httprouter.Params) error {
	var in submissionInput
	var c checks
	if err := decodeJSON(r, &in, &c); err != nil {
		return err
	}
	c.positive("jobId", in.JobID)
	c.positive("candidateId", in.CandidateID)
	c.positive("statusId", in.StatusID)
	if err := c.err("invalid job submission"); err != nil {
		return err
	}
	created, err := s.store.CreateSubmission(r.Context(), recruitd.Submission{
		JobID: *in.JobID, CandidateID: *in.CandidateID, StatusID: *in.StatusID})
	if err != nil {
		return err
	}
	if s.matching != nil {
		s.screenSubmissionLater(created)
	}
	writeJSON(w, http.StatusCreated, fromSubmission(created, false))
	return nil
}

type submissionListJSON struct {
	Submissions []submissionJSON `json:"submissions"`
	Total       int              `json:"total"`
	Limit       int              `json:"limit"`
	Offset      int              `json:"offset"`
}

func (s *Server) listSubmissions(w http.ResponseWriter, r *http.Request, _ httprouter.Params) error {
	q := query{values: r.URL.Query()}
	f := records.SubmissionFilter{ID: q.id("id"), JobID: q.id("jobId"), CandidateID: q.id("candidateId"), StatusID: q.id("statusId"), Page: q.page()}
	if err := q.err("invalid query"); err != nil {
		return err
	}
	list, total, err := s.store.Submissions(r.Context(), f)
	if err != nil {
		return err
	}
	out := submissionListJSON{Submissions: make([]submissionJSON, len(list)), Total: total, Limit: f.Page.Limit, Offset: f.Page.Offset}
	for i, sub := range list {
		out.Submissions[i] = fromSubmission(sub, true)
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

func (s *Server) deleteSubmission(w http.ResponseWriter, r *http.Request, p httprouter.Params) error {
	id, err := pathID(p.ByName("id"), "job submission")
	if err != nil {
		return err
	}
	if err := s.store.DeleteSubmission(r.Context(), id); err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}
