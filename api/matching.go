package api

import (
	"cmp"
	"context"
	"net/http"
	"runtime"
	"slices"
	"sync"
	"time"

	"github.com/julienschmidt/httprouter"
	"go.uber.org/zap"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/index"
	"github.com/recruitd/recruitd/retrieval"
	"github.com/recruitd/recruitd/screening"
	"github.com/recruitd/recruitd/screening/criteria"
)

// scored is a retrieved record with its screening and what it was screened
// on, so that the LLM can re-screen the best of them.
type scored struct {
	match  retrieval.Match
	result screening.Result
	cand   screening.Candidate
	job    recruitd.Job
	crit   []criteria.Criterion
}

// rerank re-screens the rules' best K with the configured evaluator when it
// is not the rules themselves (an LLM); the rest keep the rules' verdicts.
// An evaluator that fails leaves the rules' results in place.
func (s *Server) rerank(ctx context.Context, list []scored) {
	if _, rules := s.evaluator.(screening.Rules); rules || s.rerankK <= 0 {
		return
	}
	err := screening.Rerank(ctx, s.evaluator, list, s.rerankK, screening.Options{},
		func(sc *scored) *screening.Result { return &sc.result },
		func(sc *scored) (screening.Candidate, recruitd.Job, []criteria.Criterion) {
			return sc.cand, sc.job, sc.crit
		})
	if err != nil && ctx.Err() == nil {
		s.log.Warn("re-ranking with the LLM failed; the rules' ranking stands", zap.Error(err))
	}
}

// rank keeps the screenings at or above minScore, ordered by current score,
// then potential score, then similarity (the ranking), and returns
// the total and the page.
func rank(list []scored, minScore float64, limit, offset int) (int, []scored) {
	kept := slices.DeleteFunc(list, func(s scored) bool { return s.result.CurrentScore < minScore })
	slices.SortStableFunc(kept, func(a, b scored) int {
		return cmp.Or(cmp.Compare(b.result.CurrentScore, a.result.CurrentScore),
			cmp.Compare(b.result.PotentialScore, a.result.PotentialScore),
			cmp.Compare(b.match.Similarity, a.match.Similarity),
			cmp.Compare(a.match.ID, b.match.ID))
	})
	total := len(kept)
	if offset >= total {
		return total, nil
	}
	return total, kept[offset:min(total, offset+limit)]
}

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
	minScore, limit, offset := pagingValues(&c, in.MinScore, in.Limit, in.Offset)
	checkCriteria(&c, "criteria", in.Criteria)
	checkStrings(&c, "specialties", in.Specialties)
	q := retrieval.CandidateQuery{Specialties: in.Specialties}
	if l := in.Location; l != nil {
		q.ZIP, q.States = trimmed(l.ZipCode), l.States
		c.length("location.zipCode", l.ZipCode, maxShort)
		q.RadiusMiles = checkRadius(&c, "location.radius", l.Radius)
		q.RequireLocal = l.RequireLocalCandidates != nil && *l.RequireLocalCandidates
		checkStrings(&c, "location.states", l.States)
	}
	if err := c.err("invalid matching request"); err != nil {
		return err
	}
	ctx := r.Context()
	job, err := s.store.Job(ctx, jobID)
	if err != nil {
		return err
	}
	matches, err := s.retriever.CandidatesForJob(ctx, jobID, q)
	if err != nil {
		return err
	}
	crit := s.jobCriteria(job, requestCriteria(in.Criteria), in.ReplaceCriteria != nil && *in.ReplaceCriteria)
	cands, list, err := s.screenCandidates(ctx, job, crit, matches)
	if err != nil {
		return err
	}
	total, page := rank(list, minScore, limit, offset)
	out := candidateMatchesJSON{Candidates: make([]candidateMatchJSON, len(page)), Total: total, Limit: limit, Offset: offset}
	for i, sc := range page {
		cand := cands[sc.match.ID]
		loc := matchLocationJSON{Distance: miles(sc.match.DistanceMiles)}
		if a := cand.Address; a != nil {
			loc.City, loc.State, loc.ZipCode = a.City, a.State, a.Zip
		}
		out.Candidates[i] = candidateMatchJSON{ID: cand.ID, Location: loc, Screening: toMatchScreening(sc.result),
			QualificationLevel: string(sc.result.QualificationLevel), IsRelevant: sc.result.IsRelevant}
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

// screenCandidates screens every retrieved candidate against a job. The
// candidates prepared for screening are kept (preparedCache): only those not
// kept, or changed since, have their profile and resume text read and
// prepared again.
func (s *Server) screenCandidates(ctx context.Context, job recruitd.Job, crit []criteria.Criterion,
	matches []retrieval.Match) (map[int64]recruitd.Candidate, []scored, error) {
	ids := make([]int64, len(matches))
	for i, m := range matches {
		ids[i] = m.ID
	}
	list, err := s.store.CandidateRecordsByID(ctx, ids)
	if err != nil {
		return nil, nil, err
	}
	files, err := s.store.FilesByCandidate(ctx, ids)
	if err != nil {
		return nil, nil, err
	}
	byID := make(map[int64]recruitd.Candidate, len(list))
	for _, c := range list {
		byID[c.ID] = c
	}
	day := screening.Day(time.Time{})
	out := make([]scored, 0, len(matches))
	stamps := make([]string, 0, len(matches))
	prepared := make([]*screening.Prepared, 0, len(matches))
	var missing []int64
	for _, m := range matches {
		c, ok := byID[m.ID]
		if !ok {
			continue // deleted since it was indexed
		}
		st := stamp(c, files[c.ID], day)
		p := s.prepared.get(c.ID, st)
		if p == nil {
			missing = append(missing, c.ID)
		}
		out, stamps, prepared = append(out, scored{match: m, job: job, crit: crit}), append(stamps, st), append(prepared, p)
	}
	parsed, err := s.store.ParsedByID(ctx, missing)
	if err != nil {
		return nil, nil, err
	}
	inParallel(len(out), func(i int) {
		p := prepared[i]
		if p == nil {
			c := byID[out[i].match.ID]
			p = screening.Prepare(toScreeningCandidate(c, parsed[c.ID], files[c.ID]), screening.Options{AsOf: day})
			s.prepared.put(c.ID, stamps[i], p)
		}
		out[i].cand, out[i].result = p.Candidate(), p.Screen(job, crit)
	})
	s.rerank(ctx, out)
	return byID, out, nil
}

// inParallel calls fn for 0..n-1 on as many goroutines as there are CPUs,
// each taking a contiguous share: screening a retrieval window is CPU-bound
// and its candidates are independent.
func inParallel(n int, fn func(i int)) {
	workers := min(runtime.GOMAXPROCS(0), n)
	var wg sync.WaitGroup
	for w := range workers {
		wg.Go(func() {
			for i := w * n / workers; i < (w+1)*n/workers; i++ {
				fn(i)
			}
		})
	}
	wg.Wait()
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
	minScore, limit, offset := pagingValues(&c, in.MinScore, in.Limit, in.Offset)
	checkStrings(&c, "specialties", in.Specialties)
	checkStrings(&c, "jobTypes", in.JobTypes)
	q := retrieval.JobQuery{Specialties: in.Specialties}
	for _, t := range in.JobTypes {
		q.JobTypes = append(q.JobTypes, normalJobType(t))
	}
	if l := in.Location; l != nil {
		q.ZIP, q.States, q.Remote = trimmed(l.ZipCode), l.States, l.Remote != nil && *l.Remote
		c.length("location.zipCode", l.ZipCode, maxShort)
		q.RadiusMiles = checkRadius(&c, "location.radius", l.Radius)
		checkStrings(&c, "location.states", l.States)
	}
	if cp := in.Compensation; cp != nil {
		c.oneOf("compensation.type", cp.Type, compensationTypes...)
		if cp.Minimum != nil && (*cp.Minimum < 0 || *cp.Minimum > 1e9) {
			c.add("compensation.minimum: must be from 0 to 1e9")
		}
		q.CompType, q.CompMinimum = trimmed(cp.Type), cp.Minimum
	}
	if sc := in.Schedule; sc != nil {
		checkStrings(&c, "schedule.shifts", sc.Shifts)
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
			checkRange(&c, "schedule.hoursPerWeek", intPtrToFloat(h.Minimum), intPtrToFloat(h.Maximum), 168)
			q.HoursMin, q.HoursMax = h.Minimum, h.Maximum
		}
	}
	if err := c.err("invalid matching request"); err != nil {
		return err
	}
	ctx := r.Context()
	cand, err := s.store.Candidate(ctx, candidateID)
	if err != nil {
		return err
	}
	matches, err := s.retriever.JobsForCandidate(ctx, candidateID, q)
	if err != nil {
		return err
	}
	sc, err := s.screeningCandidate(ctx, cand)
	if err != nil {
		return err
	}
	ids := make([]int64, len(matches))
	for i, m := range matches {
		ids[i] = m.ID
	}
	jobs, err := s.store.JobsByID(ctx, ids)
	if err != nil {
		return err
	}
	byID := make(map[int64]recruitd.Job, len(jobs))
	for _, j := range jobs {
		byID[j.ID] = j
	}
	list := make([]scored, 0, len(matches))
	for _, m := range matches {
		if job, ok := byID[m.ID]; ok {
			list = append(list, scored{match: m, cand: sc, job: job})
		}
	}
	prepared := screening.Prepare(sc, screening.Options{})
	inParallel(len(list), func(i int) {
		list[i].crit = s.jobCriteria(list[i].job, nil, false)
		list[i].result = prepared.Screen(list[i].job, list[i].crit)
	})
	s.rerank(ctx, list)
	total, page := rank(list, minScore, limit, offset)
	out := jobMatchesJSON{Jobs: make([]jobMatchJSON, len(page)), Total: total, Limit: limit, Offset: offset}
	for i, sc := range page {
		out.Jobs[i] = toJobMatch(byID[sc.match.ID], sc)
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

// toJobMatch is SPEC 2.14, with the job's own fields or what its
// description says (index.Facts).
func toJobMatch(j recruitd.Job, sc scored) jobMatchJSON {
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
		Screening:    toMatchScreening(sc.result), Requirements: req,
		PostedDate: rfc3339(j.Created), StartDate: time.Unix(j.StartDate, 0).UTC().Format(time.RFC3339),
		Distance: miles(sc.match.DistanceMiles),
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
