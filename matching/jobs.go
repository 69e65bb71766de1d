package matching

import (
	"context"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/retrieval"
	"github.com/recruitd/recruitd/screening"
)

// JobsRequest asks for the jobs that fit a candidate (SPEC 4.3).
type JobsRequest struct {
	CandidateID int64
	Query       retrieval.JobQuery
	Page        Page
}

// JobMatch is one job found for a candidate.
type JobMatch struct {
	Job recruitd.Job
	// DistanceMiles is from the search center; -1 when unknown.
	DistanceMiles float64
	// Local reports that the job is within the radius, remote or a travel
	// assignment.
	Local  bool
	Result screening.Result
}

// Jobs returns the page of OPEN jobs that fit a candidate, ranked (see
// compare), and how many passed MinScore. Errors: not_found (the candidate,
// or its document not indexed yet), validation_error (an unknown ZIP or
// state).
func (s *Service) Jobs(ctx context.Context, req JobsRequest) ([]JobMatch, int, error) {
	cand, err := s.store.Candidate(ctx, req.CandidateID)
	if err != nil {
		return nil, 0, err
	}
	matches, err := s.retriever.JobsForCandidate(ctx, req.CandidateID, req.Query)
	if err != nil {
		return nil, 0, err
	}
	sc, err := s.loadCandidate(ctx, cand)
	if err != nil {
		return nil, 0, err
	}
	ids := make([]int64, len(matches))
	for i, m := range matches {
		ids[i] = m.ID
	}
	jobs, err := s.store.JobsByID(ctx, ids)
	if err != nil {
		return nil, 0, err
	}
	byID := make(map[int64]recruitd.Job, len(jobs))
	for _, j := range jobs {
		byID[j.ID] = j
	}
	radius := retrieval.RadiusOr(req.Query.RadiusMiles)
	list := make([]scored, 0, len(matches))
	for _, m := range matches {
		if job, ok := byID[m.ID]; ok {
			local := waivesRadius(job) || (m.DistanceMiles >= 0 && m.DistanceMiles <= radius)
			list = append(list, scored{match: m, local: local, cand: sc, job: &job})
		}
	}
	sc.Shifts = req.Query.Shifts
	prepared := screening.Prepare(sc, screening.Options{})
	inParallel(len(list), func(i int) {
		list[i].crit = s.Criteria(*list[i].job, nil, false)
		list[i].rule(prepared.Evaluate(*list[i].job, list[i].crit))
	})
	s.rerank(ctx, list)
	total, page := rank(list, req.Page)
	complete(page)
	out := make([]JobMatch, len(page))
	for i, m := range page {
		out[i] = JobMatch{Job: *m.job, DistanceMiles: m.match.DistanceMiles, Local: m.local, Result: m.result}
	}
	return out, total, nil
}
