package matching

import (
	"context"
	"strings"
	"time"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/index"
	"github.com/recruitd/recruitd/resume"
	"github.com/recruitd/recruitd/retrieval"
	"github.com/recruitd/recruitd/screening"
	"github.com/recruitd/recruitd/screening/criteria"
)

// CandidatesRequest asks for the candidates that fit a job (SPEC 4.2).
type CandidatesRequest struct {
	JobID int64
	Query retrieval.CandidateQuery
	// Criteria are the request's own; Replace puts them in place of the
	// job's instead of after them.
	Criteria []criteria.Input
	Replace  bool
	Page     Page
}

// CandidateMatch is one candidate found for a job.
type CandidateMatch struct {
	Candidate recruitd.Candidate
	// Place is where the candidate lives as matching reads it (the record's
	// address, else the resume's; see index.CandidatePlace); zero when
	// unknown.
	Place index.Place
	// DistanceMiles is from the search center; -1 when unknown.
	DistanceMiles float64
	// Local reports that the candidate is within the radius, or that the job
	// waives it (remote, travel).
	Local  bool
	Result screening.Result
}

// Candidates returns the page of candidates that fit a job, ranked (see
// compare), and how many passed MinScore. Errors: not_found (the job, or
// its document not indexed yet), validation_error (an unknown ZIP or state).
func (s *Service) Candidates(ctx context.Context, req CandidatesRequest) ([]CandidateMatch, int, error) {
	job, err := s.store.Job(ctx, req.JobID)
	if err != nil {
		return nil, 0, err
	}
	waived := waivesRadius(job)
	crit := s.Criteria(job, req.Criteria, req.Replace)
	q := req.Query
	q.Anywhere = waived
	if q.RadiusMiles <= 0 {
		q.RadiusMiles = statedRadius(crit, job.Description)
	}
	matches, err := s.retriever.CandidatesForJob(ctx, req.JobID, q)
	if err != nil {
		return nil, 0, err
	}
	byID, list, err := s.screenCandidates(ctx, job, crit, matches)
	if err != nil {
		return nil, 0, err
	}
	radius := retrieval.RadiusOr(q.RadiusMiles)
	for i := range list {
		d := list[i].match.DistanceMiles
		list[i].local = waived || (d >= 0 && d <= radius)
	}
	s.rerank(ctx, list)
	total, page := rank(list, req.Page)
	complete(page)
	out := make([]CandidateMatch, len(page))
	for i, sc := range page {
		out[i] = CandidateMatch{Candidate: byID[sc.match.ID], DistanceMiles: sc.match.DistanceMiles,
			Local: sc.local, Result: sc.result}
		var profile resume.Profile
		if sc.cand.Profile != nil {
			profile = *sc.cand.Profile
		}
		out[i].Place, _ = index.CandidatePlace(out[i].Candidate, profile)
	}
	return out, total, nil
}

// statedRadius is the radius a job states for where its people live, the
// local radius when a request gives none: its location criterion's, else a
// line of its description that says "within" so many miles ("Must live
// within 100 miles of Grove City"); 0 when none does. A distance that is
// not a radius ("per diem for those living outside 60 mi") says no
// "within".
func statedRadius(crit []criteria.Criterion, description string) float64 {
	texts := make([]string, 0, len(crit))
	for _, c := range crit {
		if c.Type == criteria.TypeLocation {
			texts = append(texts, c.Text)
		}
	}
	for _, line := range strings.Split(description, "\n") {
		if strings.Contains(strings.ToLower(line), "within") {
			texts = append(texts, line)
		}
	}
	for _, t := range texts {
		if r := criteria.RadiusOf(t); r > 0 {
			return float64(min(r, retrieval.MaxRadiusMiles))
		}
	}
	return 0
}

// waivesRadius reports that a job recruits from anywhere: remote work, or a
// travel assignment.
func waivesRadius(job recruitd.Job) bool {
	f := index.Facts(job)
	return f.Remote || f.Travel
}

// screenCandidates screens every retrieved candidate against a job. The
// candidates prepared for screening are kept (preparedCache): only those not
// kept, or changed since, are prepared again, and only those whose record
// changed have their resume text read again. A candidate is prepared from
// the facts the document builder stored for its current record where they
// can be read (screening.PrepareFrom: they hold its profile, whose JSON is
// then neither read nor decoded), else from its texts and profile.
func (s *Service) screenCandidates(ctx context.Context, job recruitd.Job, crit []criteria.Criterion,
	matches []retrieval.Match) (map[int64]recruitd.Candidate, []scored, error) {
	ids := make([]int64, len(matches))
	for i, m := range matches {
		ids[i] = m.ID
	}
	kept := s.prepared.entries(ids)
	known := make(map[int64]time.Time, len(kept))
	for id, e := range kept {
		known[id] = e.updated
	}
	list, files, parsed, facts, err := s.store.CandidatesToScreen(ctx, ids, known, screening.FactsVersion())
	if err != nil {
		return nil, nil, err
	}
	byID := make(map[int64]recruitd.Candidate, len(list))
	for _, c := range list {
		byID[c.ID] = c
	}
	day := screening.Day(time.Time{})
	out := make([]scored, 0, len(matches))
	for _, m := range matches {
		if _, ok := byID[m.ID]; ok { // else deleted since it was indexed
			out = append(out, scored{match: m, job: &job, crit: crit})
		}
	}
	// unread marks the candidates whose facts were sent without their
	// profile and could not be read (rare: stored on a day after this
	// request's).
	unread := make([]bool, len(out))
	posting := screening.NewPosting(job, crit)
	screen := func(i int, parsed map[int64]recruitd.Parsed, facts map[int64]string) {
		c := byID[out[i].match.ID]
		p, ok := s.prepare(c, files[c.ID], day, kept, parsed, facts)
		if !ok {
			unread[i] = true
			return
		}
		out[i].cand = p.Candidate()
		out[i].rule(p.EvaluatePosting(posting))
	}
	inParallel(len(out), func(i int) { screen(i, parsed, facts) })
	var again []int
	for i, u := range unread {
		if u {
			again = append(again, i)
		}
	}
	if len(again) > 0 {
		ids := make([]int64, len(again))
		for j, i := range again {
			ids[j] = out[i].match.ID
		}
		_, _, parsed, _, err := s.store.CandidatesToScreen(ctx, ids, nil, 0)
		if err != nil {
			return nil, nil, err
		}
		inParallel(len(again), func(j int) { screen(again[j], parsed, nil) })
	}
	return byID, out, nil
}

// prepare returns candidate c prepared for screening on day: the one kept
// if it was prepared from the same record, files and day; else prepared
// from its facts, else from its texts and profile, and kept. It reports
// false when c's facts were sent without its profile (parsed) and cannot
// be read: c must be read again with its profile.
func (s *Service) prepare(c recruitd.Candidate, files []recruitd.File, day time.Time, kept map[int64]preparedEntry,
	parsed map[int64]recruitd.Parsed, facts map[int64]string) (*screening.Prepared, bool) {
	st := stamp(c, files, day)
	e, ok := kept[c.ID]
	if ok && e.stamp == st {
		return e.prepared, true
	}
	var sc screening.Candidate
	pr, read := parsed[c.ID]
	if read || !ok || !e.updated.Equal(c.Updated) {
		sc = screening.CandidateOf(c, pr, files)
	} else {
		// The same record with other files, or on another day: its
		// profile and resume text are those kept.
		sc = e.prepared.Candidate()
		sc.Record, sc.Files = c, files
	}
	opt := screening.Options{AsOf: day}
	var p *screening.Prepared
	f, sent := facts[c.ID]
	stored := false
	if sent {
		p, stored = screening.PrepareFrom(sc, f, opt)
	}
	if !stored {
		if read && pr.Profile == nil && sent {
			return nil, false
		}
		p = screening.Prepare(sc, opt)
	}
	s.prepared.put(c.ID, preparedEntry{stamp: st, updated: c.Updated, prepared: p})
	return p, true
}

// loadCandidate loads what screening reads of one candidate.
func (s *Service) loadCandidate(ctx context.Context, c recruitd.Candidate) (screening.Candidate, error) {
	_, files, parsed, _, err := s.store.CandidatesToScreen(ctx, []int64{c.ID}, nil, 0)
	if err != nil {
		return screening.Candidate{}, err
	}
	return screening.CandidateOf(c, parsed[c.ID], files[c.ID]), nil
}
