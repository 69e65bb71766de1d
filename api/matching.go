package api

import (
	"context"
	"net/http"
	"time"

	"github.com/julienschmidt/httprouter"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/index"
	"github.com/recruitd/recruitd/matching"
	"github.com/recruitd/recruitd/retrieval"
	"github.com/recruitd/recruitd/screening"
	"github.com/recruitd/recruitd/taxonomy"
)

func toMatchScreening(r screening.Result) matchScreeningJSON {
	return matchScreeningJSON{CurrentScore: r.CurrentScore, PotentialScore: r.PotentialScore, Disqualify: r.Disqualify,
		Summary: fromSummary(r.Summary), Questions: fromCriteria(r.Criteria)}
}

// queryID reads the required integer query parameter key.
func queryID(r *http.Request, key string) (int64, error) {
	q := query{values: r.URL.Query()}
	if q.get(key) == "" {
		return 0, recruitd.Validation("invalid query", key+": required")
	}
	id := q.id(key)
	return id, q.err("invalid query")
}

// decodeOptional decodes a body that may be absent: SPEC 4.2 and 4.3 send
// their parameters in the body of a GET, and all of them are optional.
func decodeOptional(r *http.Request, dst any, c *checks) error {
	if r.ContentLength == 0 {
		return nil
	}
	return decodeJSON(r, dst, c)
}

// matchCandidates is GET (or POST) /api/matching/candidates?jobId= (SPEC 4.2).
func (s *Server) matchCandidates(w http.ResponseWriter, r *http.Request, _ httprouter.Params) error {
	jobID, err := queryID(r, "jobId")
	if err != nil {
		return err
	}
	var in candidateMatchInput
	var c checks
	if err := decodeOptional(r, &in, &c); err != nil {
		return err
	}
	optionsInQuery(r, &c, &in.MinScore, &in.Limit, &in.Offset)
	out, err := s.findCandidates(r.Context(), jobID, in, &c)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

// findCandidates is candidate matching after decoding, for the REST route
// and the find_candidates_for_job tool alike: c holds the decoding's
// problems, reported with the checks'.
func (s *Server) findCandidates(ctx context.Context, jobID int64, in candidateMatchInput, c *checks) (candidateMatchesJSON, error) {
	minScore, limit, offset := pagingValues(c, in.MinScore, in.Limit, in.Offset)
	checkCriteria(c, "criteria", in.Criteria)
	checkStrings(c, "specialties", in.Specialties)
	q := retrieval.CandidateQuery{Specialties: in.Specialties}
	if l := in.Location; l != nil {
		q.ZIP, q.States = trimmed(l.ZipCode), l.States
		c.length("location.zipCode", l.ZipCode, maxShort)
		q.RadiusMiles = checkRadius(c, "location.radius", l.Radius)
		q.RequireLocal = l.RequireLocalCandidates != nil && *l.RequireLocalCandidates
		checkStrings(c, "location.states", l.States)
	}
	if err := c.err("invalid matching request"); err != nil {
		return candidateMatchesJSON{}, err
	}
	page := matching.Page{MinScore: minScore, Limit: limit, Offset: offset}
	list, total, err := s.matching.Candidates(ctx, matching.CandidatesRequest{JobID: jobID, Query: q,
		Criteria: requestCriteria(in.Criteria), Replace: in.ReplaceCriteria != nil && *in.ReplaceCriteria, Page: page})
	if err != nil {
		return candidateMatchesJSON{}, err
	}
	out := candidateMatchesJSON{Candidates: make([]candidateMatchJSON, len(list)), Total: total, Limit: limit, Offset: offset}
	for i, m := range list {
		loc := matchLocationJSON{City: m.Place.City, State: m.Place.State, ZipCode: m.Place.Zip, Distance: miles(m.DistanceMiles)}
		if code, ok := taxonomy.StateCode(loc.State); ok {
			loc.State = code // SPEC 2.13: the state's code
		}
		out.Candidates[i] = candidateMatchJSON{ID: m.Candidate.ID, Location: loc, Screening: toMatchScreening(m.Result),
			QualificationLevel: string(m.Result.QualificationLevel), IsRelevant: m.Result.IsRelevant}
	}
	return out, nil
}

// matchJobs is GET (or POST) /api/matching/jobs?candidateId= (SPEC 4.3).
func (s *Server) matchJobs(w http.ResponseWriter, r *http.Request, _ httprouter.Params) error {
	candidateID, err := queryID(r, "candidateId")
	if err != nil {
		return err
	}
	var in jobMatchInput
	var c checks
	if err := decodeOptional(r, &in, &c); err != nil {
		return err
	}
	optionsInQuery(r, &c, &in.MinScore, &in.Limit, &in.Offset)
	out, err := s.findJobs(r.Context(), candidateID, in, &c)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

// findJobs is job matching after decoding, for the REST route and the
// find_jobs_for_candidate tool alike.
func (s *Server) findJobs(ctx context.Context, candidateID int64, in jobMatchInput, c *checks) (jobMatchesJSON, error) {
	minScore, limit, offset := pagingValues(c, in.MinScore, in.Limit, in.Offset)
	checkStrings(c, "specialties", in.Specialties)
	checkStrings(c, "jobTypes", in.JobTypes)
	q := retrieval.JobQuery{Specialties: in.Specialties}
	for _, t := range in.JobTypes {
		q.JobTypes = append(q.JobTypes, normalJobType(t))
	}
	if l := in.Location; l != nil {
		q.ZIP, q.States, q.Remote = trimmed(l.ZipCode), l.States, l.Remote != nil && *l.Remote
		c.length("location.zipCode", l.ZipCode, maxShort)
		q.RadiusMiles = checkRadius(c, "location.radius", l.Radius)
		checkStrings(c, "location.states", l.States)
	}
	if cp := in.Compensation; cp != nil {
		c.oneOf("compensation.type", cp.Type, compensationTypes...)
		if cp.Minimum != nil && (*cp.Minimum < 0 || *cp.Minimum > 1e9) {
			c.add("compensation.minimum: must be from 0 to 1e9")
		}
		q.CompType, q.CompMinimum = trimmed(cp.Type), cp.Minimum
	}
	if sc := in.Schedule; sc != nil {
		checkStrings(c, "schedule.shifts", sc.Shifts)
		q.Shifts = sc.Shifts
		if sc.AvailableDate != nil {
			t, err := parseISODate(*sc.AvailableDate)
			if err != nil {
				c.add("schedule.availableDate: %s is not an ISO 8601 date", quote(*sc.AvailableDate))
			} else {
				unix := t.Unix()
				q.AvailableFrom = &unix
			}
		}
		if h := sc.HoursPerWeek; h != nil {
			checkRange(c, "schedule.hoursPerWeek", intPtrToFloat(h.Minimum), intPtrToFloat(h.Maximum), 168)
			q.HoursMin, q.HoursMax = h.Minimum, h.Maximum
		}
	}
	if err := c.err("invalid matching request"); err != nil {
		return jobMatchesJSON{}, err
	}
	page := matching.Page{MinScore: minScore, Limit: limit, Offset: offset}
	list, total, err := s.matching.Jobs(ctx, matching.JobsRequest{CandidateID: candidateID, Query: q, Page: page})
	if err != nil {
		return jobMatchesJSON{}, err
	}
	out := jobMatchesJSON{Jobs: make([]jobMatchJSON, len(list)), Total: total, Limit: limit, Offset: offset}
	for i, m := range list {
		out.Jobs[i] = toJobMatch(m)
	}
	return out, nil
}

// toJobMatch is SPEC 2.14, with the job's own fields or what its
// description says (index.Facts).
func toJobMatch(m matching.JobMatch) jobMatchJSON {
	j := m.Job
	f := index.Facts(j)
	emp := matchEmployerJSON{ID: j.Employer.ID, Name: j.Employer.Name,
		Location: locationJSON{City: j.Employer.City, State: j.Employer.State, ZipCode: j.Employer.Zip}}
	if emp.Location == (locationJSON{}) {
		emp.Location = locationJSON{City: j.Address.City, State: j.Address.State, ZipCode: j.Address.Zip}
	}
	req := matchRequirementsJSON{Experience: j.Requirements.Experience, Certifications: list(j.Requirements.Certifications),
		License: licenseJSON{Type: j.Requirements.LicenseType, State: j.Requirements.LicenseState}}
	return jobMatchJSON{
		ID: j.ID, Title: j.Title, Employer: emp, JobType: f.JobType,
		Schedule:     matchScheduleJSON{Shifts: list(f.Shifts), HoursPerWeek: matchHoursJSON{Minimum: f.HoursMin, Maximum: f.HoursMax}},
		Compensation: matchCompensationJSON{Type: f.CompType, Minimum: f.CompMin, Maximum: f.CompMax},
		Screening:    toMatchScreening(m.Result), Requirements: req,
		PostedDate: rfc3339(j.Created), StartDate: time.Unix(j.StartDate, 0).UTC().Format(time.RFC3339),
		Distance: miles(m.DistanceMiles),
	}
}

// miles is a distance, or nil when it is unknown (-1).
func miles(d float64) *float64 {
	if d < 0 {
		return nil
	}
	r := float64(int(d*10+0.5)) / 10
	return &r
}
