package api

import (
	"context"
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

// submissionJSON is SPEC 2.5, with the pipeline's notes and, for a single
// submission, its status history.
type submissionJSON struct {
	ID            int64              `json:"id"`
	JobID         int64              `json:"jobId"`
	CandidateID   int64              `json:"candidateId"`
	StatusID      int64              `json:"statusId"`
	Notes         string             `json:"notes"`
	CreatedAt     string             `json:"createdAt"`
	UpdatedAt     string             `json:"updatedAt"`
	Job           *jobTitleJSON      `json:"job,omitempty"`
	Candidate     *candidateNameJSON `json:"candidate,omitempty"`
	StatusHistory []statusChangeJSON `json:"statusHistory,omitempty"`
}

// statusChangeJSON is one entry of a submission's statusHistory.
type statusChangeJSON struct {
	FromStatusID *int64       `json:"fromStatusId"`
	FromStatus   *string      `json:"fromStatus"`
	ToStatusID   int64        `json:"toStatusId"`
	ToStatus     string       `json:"toStatus"`
	ChangedBy    *userRefJSON `json:"changedBy"`
	ChangedAt    string       `json:"changedAt"`
}

// userRefJSON names a user who did something.
type userRefJSON struct {
	ID   int64  `json:"id"`
	Name string `json:"name"`
}

// fromSubmission converts a submission: with the job's title and candidate's
// name in lists, with its status history when it was read alone.
func fromSubmission(s recruitd.Submission, withNames bool) submissionJSON {
	out := submissionJSON{ID: s.ID, JobID: s.JobID, CandidateID: s.CandidateID, StatusID: s.StatusID, Notes: s.Notes,
		CreatedAt: rfc3339(s.Created), UpdatedAt: rfc3339(s.Updated)}
	if withNames {
		out.Job = &jobTitleJSON{Title: s.JobTitle}
		out.Candidate = &candidateNameJSON{FirstName: s.CandidateFirst, LastName: s.CandidateLast}
	}
	for _, h := range s.History {
		c := statusChangeJSON{FromStatusID: h.FromStatusID, ToStatusID: h.ToStatusID, ToStatus: h.ToStatus, ChangedAt: rfc3339(h.At)}
		if h.FromStatusID != nil {
			c.FromStatus = &h.FromStatus
		}
		if h.ByUserID != nil {
			c.ChangedBy = &userRefJSON{ID: *h.ByUserID, Name: h.ByName}
		}
		out.StatusHistory = append(out.StatusHistory, c)
	}
	return out
}

type submissionInput struct {
	JobID       *int64  `json:"jobId"`
	CandidateID *int64  `json:"candidateId"`
	StatusID    *int64  `json:"statusId"`
	Notes       *string `json:"notes"`
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
	c.length("notes", in.Notes, maxText)
	if err := c.err("invalid job submission"); err != nil {
		return err
	}
	created, err := s.store.CreateSubmission(r.Context(), recruitd.Submission{
		JobID: *in.JobID, CandidateID: *in.CandidateID, StatusID: *in.StatusID, Notes: trimmed(in.Notes),
		CreatedBy: caller(r.Context()).ID})
	if err != nil {
		return err
	}
	if s.matching != nil {
		s.screenSubmissionLater(created)
	}
	writeJSON(w, http.StatusCreated, fromSubmission(created, false))
	return nil
}

// submissionUpdate is the body of PUT /api/job-submissions/{id}.
type submissionUpdate struct {
	StatusID *int64  `json:"statusId"`
	Notes    *string `json:"notes"`
}

func (in *submissionUpdate) check(c *checks) {
	if in.StatusID == nil && in.Notes == nil && !c.has("statusId") && !c.has("notes") {
		c.add("body: give statusId, notes or both")
	}
	if in.StatusID != nil && *in.StatusID <= 0 {
		c.add("statusId: must be a positive integer")
	}
	c.length("notes", in.Notes, maxText)
}

// updateSubmission moves a submission through the pipeline: its status (kept
// in its history, with who and when) and its notes.
func (s *Server) updateSubmission(ctx context.Context, id int64, in submissionUpdate, c *checks) (submissionJSON, error) {
	in.check(c)
	if err := c.err("invalid job submission update"); err != nil {
		return submissionJSON{}, err
	}
	updated, err := s.store.UpdateSubmission(ctx, id, recruitd.SubmissionPatch{StatusID: in.StatusID, Notes: trimmedPtr(in.Notes)}, caller(ctx).ID)
	if err != nil {
		return submissionJSON{}, err
	}
	return fromSubmission(updated, true), nil
}

func (s *Server) putSubmission(w http.ResponseWriter, r *http.Request, p httprouter.Params) error {
	id, err := pathID(p.ByName("id"), "job submission")
	if err != nil {
		return err
	}
	var in submissionUpdate
	var c checks
	if err := decodeJSON(r, &in, &c); err != nil {
		return err
	}
	out, err := s.updateSubmission(r.Context(), id, in, &c)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

func (s *Server) submissionByID(w http.ResponseWriter, r *http.Request, p httprouter.Params) error {
	id, err := pathID(p.ByName("id"), "job submission")
	if err != nil {
		return err
	}
	sub, err := s.store.Submission(r.Context(), id)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, fromSubmission(sub, true))
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
