package api

import (
	"net/http"

	"github.com/julienschmidt/httprouter"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/records"
)

type roleJSON struct {
	ID          int64  `json:"id"`
	Name        string `json:"name"`
	Description string `json:"description"`
}

// userJSON is SPEC 2.6.
type userJSON struct {
	ID        int64    `json:"id"`
	FirstName string   `json:"firstName"`
	LastName  string   `json:"lastName"`
	Email     string   `json:"email"`
	Phone     string   `json:"phone"`
	Role      roleJSON `json:"role"`
	IsActive  bool     `json:"isActive"`
	DateAdded int64    `json:"dateAdded"`
}

func fromUser(u recruitd.User) userJSON {
	return userJSON{ID: u.ID, FirstName: u.FirstName, LastName: u.LastName, Email: u.Email, Phone: u.Phone,
		Role: roleJSON(u.Role), IsActive: u.IsActive, DateAdded: u.Created.Unix()}
}

// userInput is the body of POST /api/users. role is this service's addition:
// admin, recruiter (the default) or viewer.
type userInput struct {
	FirstName *string `json:"firstName"`
	LastName  *string `json:"lastName"`
	Email     *string `json:"email"`
	Phone     *string `json:"phone"`
	IsActive  *bool   `json:"isActive"`
	Role      *string `json:"role"`
}

var roles = []string{recruitd.RoleAdmin, recruitd.RoleRecruiter, recruitd.RoleViewer}

func (in *userInput) check(c *checks) {
	c.name("firstName", in.FirstName, maxName)
	c.name("lastName", in.LastName, maxName)
	c.required("email", in.Email)
	c.email("email", in.Email)
	c.length("phone", in.Phone, maxShort)
	c.oneOf("role", in.Role, roles...)
}

type userListJSON struct {
	Users  []userJSON `json:"users"`
	Total  int        `json:"total"`
	Limit  int        `json:"limit"`
	Offset int        `json:"offset"`
}

func (s *Server) listUsers(w http.ResponseWriter, r *http.Request, _ httprouter.Params) error {
	q := query{values: r.URL.Query()}
	f := records.UserFilter{ID: q.id("id"), IsActive: q.boolean("isActive"), Page: q.page()}
	if err := q.err("invalid query"); err != nil {
		return err
	}
	list, total, err := s.store.Users(r.Context(), f)
	if err != nil {
		return err
	}
	out := userListJSON{Users: make([]userJSON, len(list)), Total: total, Limit: f.Page.Limit, Offset: f.Page.Offset}
	for i, u := range list {
		out.Users[i] = fromUser(u)
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

func (s *Server) createUser(w http.ResponseWriter, r *http.Request, _ httprouter.Params) error {
	var in userInput
	var c checks
	if err := decodeJSON(r, &in, &c); err != nil {
		return err
	}
	in.check(&c)
	if err := c.err("invalid user"); err != nil {
		return err
	}
	role := recruitd.RoleRecruiter
	if in.Role != nil {
		role = *in.Role
	}
	created, err := s.store.CreateUser(r.Context(), recruitd.User{FirstName: trimmed(in.FirstName),
		LastName: trimmed(in.LastName), Email: trimmed(in.Email), Phone: trimmed(in.Phone),
		IsActive: in.IsActive == nil || *in.IsActive, Role: recruitd.Role{Name: role}})
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusCreated, fromUser(created))
	return nil
}
