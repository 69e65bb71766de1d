package api

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strings"

	"github.com/julienschmidt/httprouter"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/records"
)

// criterionJSON is SPEC 2.8, the criterion input.
type criterionJSON struct {
	Description *string `json:"description"`
	Importance  *string `json:"importance"`
	Type        *string `json:"type"`
}

// importances are the allowed criterion importances (SPEC 2.8, 7 rule 2).
var importances = []string{recruitd.Required, recruitd.Preferred, recruitd.Optional}

// Criteria limits (README "Limits"): a job's criteria, and those a request
// adds, each at most maxCriteria; a criterion is a requirement, a sentence
// or two. The `limit` tags of the criteria fields say maxCriteria too.
const (
	maxCriteria     = 100
	maxCriterionLen = 2000
)

func checkCriteria(c *checks, field string, list []criterionJSON) {
	for i, cr := range list {
		at := fmt.Sprintf("%s[%d]", field, i)
		c.name(at+".description", cr.Description, maxCriterionLen)
		if cr.Importance == nil {
			c.add("%s.importance: required; one of %s", at, strings.Join(importances, ", "))
		}
		c.oneOf(at+".importance", cr.Importance, importances...)
		c.name(at+".type", cr.Type, maxShort)
	}
}

func toCriteria(list []criterionJSON) []recruitd.Criterion {
	if list == nil {
		return nil
	}
	out := make([]recruitd.Criterion, len(list))
	for i, c := range list {
		out[i] = recruitd.Criterion{Description: trimmed(c.Description), Importance: trimmed(c.Importance), Type: trimmed(c.Type)}
	}
	return out
}

type criterionOutJSON struct {
	Description string `json:"description"`
	Importance  string `json:"importance"`
	Type        string `json:"type"`
}

type locationJSON struct {
	City    string `json:"city"`
	State   string `json:"state"`
	ZipCode string `json:"zipCode"`
}

type employerJSON struct {
	ID       *int64        `json:"id,omitempty"`
	Name     string        `json:"name"`
	Location *locationJSON `json:"location,omitempty"`
}

type hoursJSON struct {
	Minimum *int `json:"minimum,omitempty"`
	Maximum *int `json:"maximum,omitempty"`
}

type scheduleJSON struct {
	Shifts       []string   `json:"shifts,omitempty"`
	HoursPerWeek *hoursJSON `json:"hoursPerWeek,omitempty"`
}

type compensationJSON struct {
	Type    string   `json:"type"`
	Minimum *float64 `json:"minimum,omitempty"`
	Maximum *float64 `json:"maximum,omitempty"`
}

type licenseJSON struct {
	Type  string `json:"type"`
	State string `json:"state"`
}

type requirementsJSON struct {
	Experience     string       `json:"experience,omitempty"`
	Certifications []string     `json:"certifications,omitempty"`
	License        *licenseJSON `json:"license,omitempty"`
}

// jobJSON is SPEC 2.4 plus the optional job fields of DESIGN.md.
type jobJSON struct {
	ID                int64              `json:"id"`
	Title             string             `json:"title"`
	Description       string             `json:"description"`
	PublicDescription string             `json:"publicDescription"`
	StartDate         int64              `json:"startDate"`
	Address           addressJSON        `json:"address"`
	EmploymentType    string             `json:"employmentType"`
	Status            string             `json:"status"`
	Notes             string             `json:"notes"`
	DateAdded         int64              `json:"dateAdded"`
	Criteria          []criterionOutJSON `json:"criteria,omitempty"`
	Employer          *employerJSON      `json:"employer,omitempty"`
	JobType           string             `json:"jobType,omitempty"`
	Schedule          *scheduleJSON      `json:"schedule,omitempty"`
	Compensation      *compensationJSON  `json:"compensation,omitempty"`
	Requirements      *requirementsJSON  `json:"requirements,omitempty"`
	Profession        string             `json:"profession,omitempty"`
	Specialty         string             `json:"specialty,omitempty"`
	Department        string             `json:"department,omitempty"`
	Remote            *bool              `json:"remote,omitempty"`
}

func fromJob(j recruitd.Job) jobJSON {
	out := jobJSON{ID: j.ID, Title: j.Title, Description: j.Description, PublicDescription: j.PublicDescription,
		StartDate: j.StartDate, Address: *fromAddress(&j.Address), EmploymentType: j.EmploymentType,
		Status: j.Status, Notes: j.Notes, DateAdded: j.Created.Unix(), JobType: j.JobType,
		Profession: j.Profession, Specialty: j.Specialty, Department: j.Department, Remote: j.Remote}
	for _, c := range j.Criteria {
		out.Criteria = append(out.Criteria, criterionOutJSON(c))
	}
	if e := j.Employer; e.ID != nil || e.Name != "" || e.City != "" || e.State != "" || e.Zip != "" {
		out.Employer = &employerJSON{ID: e.ID, Name: e.Name}
		if e.City != "" || e.State != "" || e.Zip != "" {
			out.Employer.Location = &locationJSON{City: e.City, State: e.State, ZipCode: e.Zip}
		}
	}
	if sc := j.Schedule; len(sc.Shifts) > 0 || sc.HoursMin != nil || sc.HoursMax != nil {
		out.Schedule = &scheduleJSON{Shifts: sc.Shifts}
		if sc.HoursMin != nil || sc.HoursMax != nil {
			out.Schedule.HoursPerWeek = &hoursJSON{Minimum: sc.HoursMin, Maximum: sc.HoursMax}
		}
	}
	if cp := j.Compensation; cp.Type != "" || cp.Minimum != nil || cp.Maximum != nil {
		out.Compensation = &compensationJSON{Type: cp.Type, Minimum: cp.Minimum, Maximum: cp.Maximum}
	}
	if rq := j.Requirements; rq.Experience != "" || len(rq.Certifications) > 0 || rq.LicenseType != "" || rq.LicenseState != "" {
		out.Requirements = &requirementsJSON{Experience: rq.Experience, Certifications: rq.Certifications}
		if rq.LicenseType != "" || rq.LicenseState != "" {
			out.Requirements.License = &licenseJSON{Type: rq.LicenseType, State: rq.LicenseState}
		}
	}
	return out
}

// hoursInput is a range of hours per week in a request.
type hoursInput struct {
	Minimum *int `json:"minimum"`
	Maximum *int `json:"maximum"`
}

// jobInput is the body of POST and PUT /api/jobs.
type jobInput struct {
	Title             *string         `json:"title"`
	Description       *string         `json:"description"`
	PublicDescription *string         `json:"publicDescription"`
	StartDate         *int64          `json:"startDate"`
	Address           *addressJSON    `json:"address"`
	EmploymentType    *string         `json:"employmentType"`
	Status            *string         `json:"status"`
	Notes             *string         `json:"notes"`
	Criteria          []criterionJSON `json:"criteria" limit:"100"`
	Employer          *struct {
		ID       *int64  `json:"id"`
		Name     *string `json:"name"`
		Location *struct {
			City    *string `json:"city"`
			State   *string `json:"state"`
			ZipCode *string `json:"zipCode"`
		} `json:"location"`
	} `json:"employer"`
	JobType  *string `json:"jobType"`
	Schedule *struct {
		Shifts       []string    `json:"shifts" limit:"10"`
		HoursPerWeek *hoursInput `json:"hoursPerWeek"`
	} `json:"schedule"`
	Compensation *struct {
		Type    *string  `json:"type"`
		Minimum *float64 `json:"minimum"`
		Maximum *float64 `json:"maximum"`
	} `json:"compensation"`
	Requirements *struct {
		Experience     *string  `json:"experience"`
		Certifications []string `json:"certifications" limit:"100"`
		License        *struct {
			Type  *string `json:"type"`
			State *string `json:"state"`
		} `json:"license"`
	} `json:"requirements"`
	Profession *string `json:"profession"`
	Specialty  *string `json:"specialty"`
	Department *string `json:"department"`
	Remote     *bool   `json:"remote"`
}

// Enumerations of job fields.
var (
	employmentTypes   = []string{recruitd.EmploymentDirect, recruitd.EmploymentContract}
	jobStatuses       = []string{recruitd.JobOpen, recruitd.JobClosed, recruitd.JobOnHold, recruitd.JobFilled}
	jobTypes          = []string{"full-time", "part-time", "contract", "per-diem", "temporary", "internship"}
	compensationTypes = []string{"hourly", "salary"}
)

// normalJobType folds "Full Time", "full_time" and "FULL-TIME" to "full-time".
func normalJobType(s string) string {
	return strings.NewReplacer(" ", "-", "_", "-").Replace(strings.ToLower(strings.TrimSpace(s)))
}

// toJob checks the input and converts it; id is 0 for a new job.
func (in *jobInput) toJob(id int64, c *checks) (recruitd.Job, error) {
	c.name("title", in.Title, maxShort)
	c.name("description", in.Description, maxText)
	c.length("publicDescription", in.PublicDescription, maxText)
	c.length("notes", in.Notes, maxText)
	start := c.unixSeconds("startDate", in.StartDate)
	if in.Address == nil {
		c.add("address: required")
	}
	in.Address.check(c, "address")
	if in.EmploymentType == nil {
		c.add("employmentType: required; one of %s", strings.Join(employmentTypes, ", "))
	}
	c.oneOf("employmentType", in.EmploymentType, employmentTypes...)
	if in.Status == nil {
		c.add("status: required; one of %s", strings.Join(jobStatuses, ", "))
	}
	c.oneOf("status", in.Status, jobStatuses...)
	checkCriteria(c, "criteria", in.Criteria)
	for _, f := range []struct {
		name string
		v    *string
	}{{"profession", in.Profession}, {"specialty", in.Specialty}, {"department", in.Department}} {
		c.length(f.name, f.v, maxShort)
	}
	j := recruitd.Job{ID: id, Title: trimmed(in.Title), Description: trimmed(in.Description),
		PublicDescription: trimmed(in.PublicDescription), StartDate: start, EmploymentType: trimmed(in.EmploymentType),
		Status: trimmed(in.Status), Notes: trimmed(in.Notes), Criteria: toCriteria(in.Criteria),
		Profession: trimmed(in.Profession), Specialty: trimmed(in.Specialty), Department: trimmed(in.Department),
		Remote: in.Remote}
	if a := toAddress(in.Address); a != nil {
		j.Address = *a
	}
	if in.JobType != nil {
		j.JobType = normalJobType(*in.JobType)
		c.oneOf("jobType", &j.JobType, jobTypes...)
	}
	if e := in.Employer; e != nil {
		c.length("employer.name", e.Name, maxShort)
		j.Employer = recruitd.Employer{ID: e.ID, Name: trimmed(e.Name)}
		if l := e.Location; l != nil {
			c.length("employer.location.city", l.City, maxShort)
			c.length("employer.location.state", l.State, maxShort)
			c.length("employer.location.zipCode", l.ZipCode, maxShort)
			j.Employer.City, j.Employer.State, j.Employer.Zip = trimmed(l.City), trimmed(l.State), trimmed(l.ZipCode)
		}
	}
	if sc := in.Schedule; sc != nil {
		for i, shift := range sc.Shifts {
			shift = strings.ToLower(strings.TrimSpace(shift))
			if shift == "" || len(shift) > 50 {
				c.add("schedule.shifts[%d]: must be a shift name such as day, night or evening", i)
			}
			c.storable(fmt.Sprintf("schedule.shifts[%d]", i), shift)
			j.Schedule.Shifts = append(j.Schedule.Shifts, shift)
		}
		if h := sc.HoursPerWeek; h != nil {
			checkRange(c, "schedule.hoursPerWeek", intPtrToFloat(h.Minimum), intPtrToFloat(h.Maximum), 168)
			j.Schedule.HoursMin, j.Schedule.HoursMax = h.Minimum, h.Maximum
		}
	}
	if cp := in.Compensation; cp != nil {
		if cp.Type == nil {
			c.add("compensation.type: required; one of %s", strings.Join(compensationTypes, ", "))
		}
		c.oneOf("compensation.type", cp.Type, compensationTypes...)
		checkRange(c, "compensation", cp.Minimum, cp.Maximum, 1e9)
		j.Compensation = recruitd.Compensation{Type: trimmed(cp.Type), Minimum: cp.Minimum, Maximum: cp.Maximum}
	}
	if rq := in.Requirements; rq != nil {
		c.length("requirements.experience", rq.Experience, maxShort)
		j.Requirements.Experience = trimmed(rq.Experience)
		for i, cert := range rq.Certifications {
			if strings.TrimSpace(cert) == "" || len(cert) > maxShort {
				c.add("requirements.certifications[%d]: must be a certification name", i)
			}
			c.storable(fmt.Sprintf("requirements.certifications[%d]", i), cert)
			j.Requirements.Certifications = append(j.Requirements.Certifications, strings.TrimSpace(cert))
		}
		if l := rq.License; l != nil {
			c.length("requirements.license.type", l.Type, maxShort)
			c.length("requirements.license.state", l.State, maxShort)
			j.Requirements.LicenseType, j.Requirements.LicenseState = trimmed(l.Type), strings.ToUpper(trimmed(l.State))
		}
	}
	return j, c.err("invalid job")
}

// checkRange reports negative bounds, bounds above max, and min > max.
func checkRange(c *checks, field string, lo, hi *float64, max float64) {
	for _, b := range []struct {
		name string
		v    *float64
	}{{"minimum", lo}, {"maximum", hi}} {
		if b.v != nil && (*b.v < 0 || *b.v > max) {
			c.add("%s.%s: must be from 0 to %g", field, b.name, max)
		}
	}
	if lo != nil && hi != nil && *lo > *hi {
		c.add("%s: minimum %g is above maximum %g", field, *lo, *hi)
	}
}

func intPtrToFloat(v *int) *float64 {
	if v == nil {
		return nil
	}
	f := float64(*v)
	return &f
}

func (s *Server) createJob(w http.ResponseWriter, r *http.Request, _ httprouter.Params) error {
	var in jobInput
	var c checks
	if err := decodeJSON(r, &in, &c); err != nil {
		return err
	}
	j, err := in.toJob(0, &c)
	if err != nil {
		return err
	}
	created, err := s.store.CreateJob(r.Context(), j)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusCreated, fromJob(created))
	return nil
}

func (s *Server) updateJob(w http.ResponseWriter, r *http.Request, p httprouter.Params) error {
	id, err := pathID(p.ByName("id"), "job")
	if err != nil {
		return err
	}
	var in jobInput
	var c checks
	if err := decodeJSON(r, &in, &c); err != nil {
		return err
	}
	j, err := in.toJob(id, &c)
	if err != nil {
		return err
	}
	updated, err := s.store.UpdateJob(r.Context(), j)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, fromJob(updated))
	return nil
}

func (s *Server) jobByID(w http.ResponseWriter, r *http.Request, p httprouter.Params) error {
	id, err := pathID(p.ByName("id"), "job")
	if err != nil {
		return err
	}
	j, err := s.store.Job(r.Context(), id)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, fromJob(j))
	return nil
}

type jobListJSON struct {
	Jobs   []jobJSON `json:"jobs"`
	Total  int       `json:"total"`
	Limit  int       `json:"limit"`
	Offset int       `json:"offset"`
}

func (s *Server) listJobs(w http.ResponseWriter, r *http.Request, _ httprouter.Params) error {
	out, err := s.jobList(r.Context(), r.URL.Query())
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

// jobList is a page of jobs passing the filters of values (GET /api/jobs's
// query, or the search_jobs tool's arguments).
func (s *Server) jobList(ctx context.Context, values url.Values) (jobListJSON, error) {
	q := query{values: values}
	f := records.JobFilter{
		Status: strings.ToUpper(q.get("status")), EmploymentType: strings.ToUpper(q.get("employmentType")),
		Specialty: q.get("specialty"), State: q.get("state"), UpdatedSince: q.since("updatedSince"),
		Page: q.page(),
	}
	if f.Status != "" {
		q.oneOf("status", &f.Status, jobStatuses...)
	}
	if f.EmploymentType != "" {
		q.oneOf("employmentType", &f.EmploymentType, employmentTypes...)
	}
	if err := q.err("invalid query"); err != nil {
		return jobListJSON{}, err
	}
	list, total, err := s.store.Jobs(ctx, f)
	if err != nil {
		return jobListJSON{}, err
	}
	out := jobListJSON{Jobs: make([]jobJSON, len(list)), Total: total, Limit: f.Page.Limit, Offset: f.Page.Offset}
	for i, j := range list {
		out.Jobs[i] = fromJob(j)
	}
	return out, nil
}

func (s *Server) deleteJob(w http.ResponseWriter, r *http.Request, p httprouter.Params) error {
	id, err := pathID(p.ByName("id"), "job")
	if err != nil {
		return err
	}
	if err := s.store.DeleteJob(r.Context(), id); err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}
