package api

import (
	"fmt"
	"strings"
	"time"

	"github.com/recruitd/recruitd/retrieval"
	"github.com/recruitd/recruitd/screening/criteria"
)

// screeningInput is the body of POST /api/screening (SPEC 4.4).
type screeningInput struct {
	JobSubmissionID *int64          `json:"jobSubmissionId"`
	CandidateID     *int64          `json:"candidateId"`
	JobID           *int64          `json:"jobId"`
	Criteria        []criterionJSON `json:"criteria" limit:"100"`
	ReplaceCriteria *bool           `json:"replaceCriteria"`
}

// check applies SPEC 7 rules 1 and 2.
func (in *screeningInput) check(c *checks) {
	if in.JobSubmissionID == nil && (in.CandidateID == nil || in.JobID == nil) {
		c.add("jobSubmissionId: required unless both candidateId and jobId are given; provide jobSubmissionId, or candidateId and jobId")
	}
	for _, f := range []struct {
		name string
		v    *int64
	}{{"jobSubmissionId", in.JobSubmissionID}, {"candidateId", in.CandidateID}, {"jobId", in.JobID}} {
		if f.v != nil && *f.v <= 0 {
			c.add("%s: must be a positive integer", f.name)
		}
	}
	checkCriteria(c, "criteria", in.Criteria)
}

// requestCriteria converts request criteria to the criteria package's input.
func requestCriteria(list []criterionJSON) []criteria.Input {
	out := make([]criteria.Input, len(list))
	for i, c := range list {
		out[i] = criteria.Input{Description: trimmed(c.Description), Importance: strings.ToLower(trimmed(c.Importance)), Type: trimmed(c.Type)}
	}
	return out
}

// Matching limits: SPEC 8 gives the defaults; the maxima are ours, since
// every returned record is screened.
const (
	defaultMinScore  = 60
	defaultMatchSize = 20
	maxMatchSize     = 100
	maxMatchOffset   = 10_000
)

// pagingValues checks the paging fields of a matching body and returns them
// with SPEC 8's defaults.
func pagingValues(c *checks, ms *float64, l, o *int) (minScore float64, limit, offset int) {
	minScore, limit = defaultMinScore, defaultMatchSize
	if ms != nil {
		if minScore = *ms; minScore < 0 || minScore > 100 {
			c.add("minScore: must be from 0 to 100")
		}
	}
	if l != nil {
		if limit = *l; limit < 1 || limit > maxMatchSize {
			c.add("limit: must be from 1 to %d", maxMatchSize)
		}
	}
	if o != nil {
		if offset = *o; offset < 0 || offset > maxMatchOffset {
			c.add("offset: must be from 0 to %d", maxMatchOffset)
		}
	}
	return minScore, limit, offset
}

func checkRadius(c *checks, field string, r *float64) float64 {
	if r == nil {
		return 0
	}
	if *r <= 0 || *r > retrieval.MaxRadiusMiles {
		c.add("%s: must be above 0 and at most %d miles", field, retrieval.MaxRadiusMiles)
	}
	return *r
}

func checkStrings(c *checks, field string, list []string) {
	for i, s := range list {
		if strings.TrimSpace(s) == "" || len(s) > maxShort {
			c.add("%s[%d]: must be a non-empty string of at most %d bytes", field, i, maxShort)
		}
		c.storable(fmt.Sprintf("%s[%d]", field, i), s)
	}
}

// candidateMatchInput is the body of GET /api/matching/candidates (SPEC 4.2).
type candidateMatchInput struct {
	Location *struct {
		ZipCode                *string  `json:"zipCode"`
		Radius                 *float64 `json:"radius"`
		States                 []string `json:"states" limit:"60"`
		RequireLocalCandidates *bool    `json:"requireLocalCandidates"`
	} `json:"location"`
	Specialties     []string        `json:"specialties" limit:"50"`
	ReplaceCriteria *bool           `json:"replaceCriteria"`
	Criteria        []criterionJSON `json:"criteria" limit:"100"`
	MinScore        *float64        `json:"minScore"`
	Limit           *int            `json:"limit"`
	Offset          *int            `json:"offset"`
}

// jobMatchInput is the body of GET /api/matching/jobs (SPEC 4.3).
type jobMatchInput struct {
	Location *struct {
		ZipCode *string  `json:"zipCode"`
		Radius  *float64 `json:"radius"`
		States  []string `json:"states" limit:"60"`
		Remote  *bool    `json:"remote"`
	} `json:"location"`
	Compensation *struct {
		Minimum *float64 `json:"minimum"`
		Type    *string  `json:"type"`
	} `json:"compensation"`
	Schedule *struct {
		AvailableDate *string     `json:"availableDate"`
		Shifts        []string    `json:"shifts" limit:"10"`
		HoursPerWeek  *hoursInput `json:"hoursPerWeek"`
	} `json:"schedule"`
	JobTypes    []string `json:"jobTypes" limit:"10"`
	Specialties []string `json:"specialties" limit:"50"`
	MinScore    *float64 `json:"minScore"`
	Limit       *int     `json:"limit"`
	Offset      *int     `json:"offset"`
}

// parseISODate reads an ISO 8601 date or date-time.
func parseISODate(s string) (time.Time, error) {
	if t, err := time.Parse(time.RFC3339, s); err == nil {
		return t, nil
	}
	return time.Parse(time.DateOnly, s)
}
