package api

import (
	"net/http"
	"strings"

	"github.com/julienschmidt/httprouter"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/records"
)

var statusTypes = []string{string(recruitd.StatusCandidate), string(recruitd.StatusJob), string(recruitd.StatusJobSubmission)}

type statusInput struct {
	Name        *string `json:"name"`
	Type        *string `json:"type"`
	Description *string `json:"description"`
	IsDefault   *bool   `json:"isDefault"`
	IsActive    *bool   `json:"isActive"`
}

func (in *statusInput) toStatus(id int64, c *checks) (recruitd.Status, error) {
	c.name("name", in.Name, maxName)
	if in.Type == nil {
		c.add("type: required; one of %s", strings.Join(statusTypes, ", "))
	}
	c.oneOf("type", in.Type, statusTypes...)
	c.length("description", in.Description, maxText)
	st := recruitd.Status{ID: id, Name: trimmed(in.Name), Type: recruitd.StatusType(trimmed(in.Type)),
		Description: trimmed(in.Description), IsDefault: in.IsDefault != nil && *in.IsDefault,
		IsActive: in.IsActive == nil || *in.IsActive}
	if st.IsDefault && !st.IsActive {
		c.add("isDefault: an inactive status cannot be the default")
	}
	return st, c.err("invalid status")
}

type statusListJSON struct {
	Statuses []statusJSON `json:"statuses"`
	Total    int          `json:"total"`
	Limit    int          `json:"limit"`
	Offset   int          `json:"offset"`
}

func (s *Server) listStatuses(w http.ResponseWriter, r *http.Request, _ httprouter.Params) error {
	q := query{values: r.URL.Query()}
	f := records.StatusFilter{ID: q.id("id"), Type: recruitd.StatusType(strings.ToUpper(q.get("type"))), Page: q.page()}
	if f.Type != "" {
		t := string(f.Type)
		q.oneOf("type", &t, statusTypes...)
	}
	if err := q.err("invalid query"); err != nil {
		return err
	}
	list, total, err := s.store.Statuses(r.Context(), f)
	if err != nil {
		return err
	}
	out := statusListJSON{Statuses: make([]statusJSON, len(list)), Total: total, Limit: f.Page.Limit, Offset: f.Page.Offset}
	for i, st := range list {
		out.Statuses[i] = fromStatus(st)
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

func (s *Server) createStatus(w http.ResponseWriter, r *http.Request, _ httprouter.Params) error {
	var in statusInput
	var c checks
	if err := decodeJSON(r, &in, &c); err != nil {
		return err
	}
	st, err := in.toStatus(0, &c)
	if err != nil {
		return err
	}
	created, err := s.store.CreateStatus(r.Context(), st)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusCreated, fromStatus(created))
	return nil
}

func (s *Server) updateStatus(w http.ResponseWriter, r *http.Request, p httprouter.Params) error {
	id, err := pathID(p.ByName("id"), "status")
	if err != nil {
		return err
	}
	var in statusInput
	var c checks
	if err := decodeJSON(r, &in, &c); err != nil {
		return err
	}
	st, err := in.toStatus(id, &c)
	if err != nil {
		return err
	}
	updated, err := s.store.UpdateStatus(r.Context(), st)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, fromStatus(updated))
	return nil
}
