package api

import (
	"context"
	"net/http"
	"net/url"

	"github.com/julienschmidt/httprouter"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/records"
)

// candidateFields are the fields both candidate shapes share.
type candidateFields struct {
	ID         int64        `json:"id"`
	FirstName  string       `json:"firstName"`
	LastName   string       `json:"lastName"`
	Email      string       `json:"email"`
	Phone      string       `json:"phone"`
	Address    *addressJSON `json:"address,omitempty"`
	Notes      string       `json:"notes"`
	Profession string       `json:"profession"`
	Specialty  string       `json:"specialty"`
	StatusID   int64        `json:"statusId"`
	DateAdded  int64        `json:"dateAdded"`
}

// candidateJSON is SPEC 2.1.
type candidateJSON struct {
	candidateFields
	Status statusJSON `json:"status"`
}

// candidateUpdatedJSON is the answer to PUT /api/candidates/{id}: SPEC 4.9
// names the status there (ACTIVE, INACTIVE, PENDING) rather than nesting it.
type candidateUpdatedJSON struct {
	candidateFields
	Status string `json:"status"`
}

func toCandidateFields(c recruitd.Candidate) candidateFields {
	return candidateFields{ID: c.ID, FirstName: c.FirstName, LastName: c.LastName, Email: c.Email, Phone: c.Phone,
		Address: fromAddress(c.Address), Notes: c.Notes, Profession: c.Profession, Specialty: c.Specialty,
		StatusID: c.StatusID, DateAdded: c.Created.Unix()}
}

func fromCandidate(c recruitd.Candidate) candidateJSON {
	out := candidateJSON{candidateFields: toCandidateFields(c)}
	if c.Status != nil {
		out.Status = fromStatus(*c.Status)
	}
	return out
}

func fromUpdatedCandidate(c recruitd.Candidate) candidateUpdatedJSON {
	out := candidateUpdatedJSON{candidateFields: toCandidateFields(c)}
	if c.Status != nil {
		out.Status = c.Status.Name
	}
	return out
}

// candidateInput is the body of POST and PUT /api/candidates.
type candidateInput struct {
	FirstName  *string      `json:"firstName"`
	LastName   *string      `json:"lastName"`
	Email      *string      `json:"email"`
	Phone      *string      `json:"phone"`
	Address    *addressJSON `json:"address"`
	Notes      *string      `json:"notes"`
	Profession *string      `json:"profession"`
	Specialty  *string      `json:"specialty"`
	StatusID   *int64       `json:"statusId"`
	Status     *string      `json:"status"`
}

// candidateStatuses are the names PUT accepts for status (SPEC 3).
var candidateStatuses = []string{"ACTIVE", "INACTIVE", "PENDING"}

func (in *candidateInput) check(c *checks, create bool) {
	if create {
		c.name("firstName", in.FirstName, maxName)
		c.name("lastName", in.LastName, maxName)
		c.required("email", in.Email)
		c.positive("statusId", in.StatusID)
		if in.Status != nil {
			c.add("status: set statusId when creating a candidate")
		}
	} else {
		c.notBlank("firstName", in.FirstName, maxName)
		c.notBlank("lastName", in.LastName, maxName)
		c.notBlank("email", in.Email, maxEmail)
		if in.StatusID != nil {
			c.add("statusId: change the status by name with status (%s)", "ACTIVE, INACTIVE or PENDING")
		}
		c.oneOf("status", in.Status, candidateStatuses...)
	}
	c.email("email", in.Email)
	c.length("phone", in.Phone, maxShort)
	c.length("notes", in.Notes, maxText)
	c.length("profession", in.Profession, maxShort)
	c.length("specialty", in.Specialty, maxShort)
	in.Address.check(c, "address")
}

// toCandidate checks the input of a new candidate and converts it.
func (in *candidateInput) toCandidate(c *checks) (recruitd.Candidate, error) {
	in.check(c, true)
	if err := c.err("invalid candidate"); err != nil {
		return recruitd.Candidate{}, err
	}
	return recruitd.Candidate{
		FirstName: trimmed(in.FirstName), LastName: trimmed(in.LastName), Email: trimmed(in.Email),
		Phone: trimmed(in.Phone), Address: toAddress(in.Address), Notes: trimmed(in.Notes),
		Profession: trimmed(in.Profession), Specialty: trimmed(in.Specialty), StatusID: *in.StatusID,
	}, nil
}

func (s *Server) createCandidate(w http.ResponseWriter, r *http.Request, _ httprouter.Params) error {
	var in candidateInput
	var c checks
	if err := decodeJSON(r, &in, &c); err != nil {
		return err
	}
	cand, err := in.toCandidate(&c)
	if err != nil {
		return err
	}
	created, err := s.store.CreateCandidate(r.Context(), cand)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusCreated, fromCandidate(created))
	return nil
}

func (s *Server) updateCandidate(w http.ResponseWriter, r *http.Request, p httprouter.Params) error {
	id, err := pathID(p.ByName("id"), "candidate")
	if err != nil {
		return err
	}
	var in candidateInput
	var c checks
	if err := decodeJSON(r, &in, &c); err != nil {
		return err
	}
	in.check(&c, false)
	if err := c.err("invalid candidate update"); err != nil {
		return err
	}
	patch := records.CandidatePatch{
		FirstName: trimmedPtr(in.FirstName), LastName: trimmedPtr(in.LastName), Email: trimmedPtr(in.Email),
		Phone: trimmedPtr(in.Phone), Address: toAddress(in.Address), Notes: trimmedPtr(in.Notes),
		Profession: trimmedPtr(in.Profession), Specialty: trimmedPtr(in.Specialty), StatusName: in.Status,
	}
	updated, err := s.store.UpdateCandidate(r.Context(), id, patch)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, fromUpdatedCandidate(updated))
	return nil
}

func trimmedPtr(v *string) *string {
	if v == nil {
		return nil
	}
	t := trimmed(v)
	return &t
}

// getCandidate is SPEC 4.1: GET /candidates?id=.
func (s *Server) getCandidate(w http.ResponseWriter, r *http.Request, _ httprouter.Params) error {
	q := query{values: r.URL.Query()}
	if q.get("id") == "" {
		return recruitd.Validation("id is required", "id: required (GET /api/candidates lists candidates)")
	}
	id := q.id("id")
	if err := q.err("invalid query"); err != nil {
		return err
	}
	return s.writeCandidate(w, r, id)
}

func (s *Server) candidateByID(w http.ResponseWriter, r *http.Request, p httprouter.Params) error {
	id, err := pathID(p.ByName("id"), "candidate")
	if err != nil {
		return err
	}
	return s.writeCandidate(w, r, id)
}

func (s *Server) writeCandidate(w http.ResponseWriter, r *http.Request, id int64) error {
	c, err := s.store.Candidate(r.Context(), id)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, fromCandidate(c))
	return nil
}

type candidateListJSON struct {
	Candidates []candidateJSON `json:"candidates"`
	Total      int             `json:"total"`
	Limit      int             `json:"limit"`
	Offset     int             `json:"offset"`
}

func (s *Server) listCandidates(w http.ResponseWriter, r *http.Request, _ httprouter.Params) error {
	out, err := s.candidateList(r.Context(), r.URL.Query())
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

// candidateList is a page of candidates passing the filters of values (GET
// /api/candidates's query, or the search_candidates tool's arguments).
func (s *Server) candidateList(ctx context.Context, values url.Values) (candidateListJSON, error) {
	q := query{values: values}
	f := records.CandidateFilter{
		StatusID: q.id("statusId"), Profession: q.get("profession"), Specialty: q.get("specialty"),
		State: q.get("state"), Email: q.get("email"), UpdatedSince: q.since("updatedSince"),
		Page: q.page(),
	}
	if err := q.err("invalid query"); err != nil {
		return candidateListJSON{}, err
	}
	list, total, err := s.store.Candidates(ctx, f)
	if err != nil {
		return candidateListJSON{}, err
	}
	out := candidateListJSON{Candidates: make([]candidateJSON, len(list)), Total: total, Limit: f.Page.Limit, Offset: f.Page.Offset}
	for i, c := range list {
		out.Candidates[i] = fromCandidate(c)
	}
	return out, nil
}

func (s *Server) deleteCandidate(w http.ResponseWriter, r *http.Request, p httprouter.Params) error {
	id, err := pathID(p.ByName("id"), "candidate")
	if err != nil {
		return err
	}
	if err := s.store.DeleteCandidate(r.Context(), id); err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}
