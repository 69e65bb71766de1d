package matching

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"sync"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/retrieval"
	"github.com/recruitd/recruitd/screening"
	"github.com/recruitd/recruitd/screening/criteria"
	"go.uber.org/zap"
)

// scored is a retrieved record with its screening, what it was screened on
// (so that an LLM can screen it again) and where it stands.
type scored struct {
	match retrieval.Match
	local bool // within the radius, or the radius is waived (remote, travel)
	// result is the screening; while verdict is set, only what ranks it
	// (see rule) and the rest is written by complete.
	result  screening.Result
	verdict *screening.Verdict
	// stand is standing(result), which compare reads; rank and rerank
	// write it before they sort.
	stand int
	cand  screening.Candidate
	// job is shared by every record of a candidate-matching request: a
	// window of 300 copies of it was ~180 KB written per request.
	job  *recruitd.Job
	crit []criteria.Criterion
}

// rule gives e the rules' verdict: its result holds what compare reads
// until complete writes the rest, which only the records on the page need.
func (e *scored) rule(v screening.Verdict) {
	e.verdict = &v
	e.result = screening.Result{Evaluator: screening.RulesName, CurrentScore: v.CurrentScore,
		PotentialScore: v.PotentialScore, RequiredScore: v.RequiredScore, Profession: v.Profession, Criteria: v.Criteria}
}

// complete writes the whole screening of each record of a page whose
// result holds only what ranked it.
func complete(page []scored) {
	inParallel(len(page), func(i int) {
		if v := page[i].verdict; v != nil {
			page[i].result, page[i].verdict = v.Result(), nil
		}
	})
}

// compare orders two screened records as a recruiter reads them, best first
// (negative when a comes first):
//
//  1. the profession: one that fits the job's (the same or an adjacent
//     one, screening.Result.Profession) before one nobody knows, and that
//     before another profession, whatever the place and the scores: a
//     recruiter never calls another profession first;
//  2. a licence the job requires that the candidate is shown not to hold
//     (of another state, a multistate one where the compact does not reach,
//     lapsed, another class), or a requirement the posting says admits no
//     shortfall shown unmet (see standing), after every other: whoever
//     cannot practise there, or whom the manager will not look at, cannot
//     be placed, wherever they live;
//  3. ready before not: local (within the radius, the request's, else 25
//     miles, where remote jobs and travel assignments count as local for
//     everyone) and, where the posting takes a licence obtained by the
//     start date, holding it (or its application pending), whatever the
//     scores: a licence still to obtain keeps a candidate from the first
//     calls as living elsewhere does;
//  4. the required criteria's score (verified facts only): what a job
//     cannot do without comes before its wishes, so a gap in a requirement
//     weighs more than any number of preferred items missing; then the
//     current score (verified facts only), then the potential score: a
//     record with proven facts outranks one whose fit is only potential;
//  5. more similar first: within a tier of equal scores the record whose
//     profile is closer to the job fits better more often than the nearer
//     one (measured on the labelled sets of screening/eval);
//  6. nearer first (an unknown distance last), then the lower id, so that
//     the order is stable.
//
// Disqualification is not a tier of its own: a contradicted requirement
// already costs its weight in the scores, and a candidate a little short of
// the years asked is still worth a call.
func compare(a, b *scored) int {
	sa, sb := a.stand, b.stand
	return cmp.Or(
		cmp.Compare(professionTier(a.result.Profession), professionTier(b.result.Profession)),
		boolFirst(sa != ruledOut, sb != ruledOut),
		boolFirst(a.local && sa == licensed, b.local && sb == licensed),
		cmp.Compare(b.result.RequiredScore, a.result.RequiredScore),
		cmp.Compare(b.result.CurrentScore, a.result.CurrentScore),
		cmp.Compare(b.result.PotentialScore, a.result.PotentialScore),
		cmp.Compare(b.match.Similarity, a.match.Similarity),
		cmp.Compare(distanceKey(a.match.DistanceMiles), distanceKey(b.match.DistanceMiles)),
		cmp.Compare(a.match.ID, b.match.ID))
}

// professionTier ranks a profession's fit for compare: fitting (the same or
// adjacent; the scores tell them apart), unknown, other.
func professionTier(f screening.Fit) int {
	switch f {
	case screening.FitExact, screening.FitAdjacent:
		return 0
	case screening.FitOther:
		return 2
	}
	return 1
}

// Where a candidate stands with what the job cannot do without, for compare.
const (
	licensed = iota // holds the licences (or it is not known, or the job asks none)
	toObtain        // the posting takes a licence obtained by the start date, and none is held or pending
	ruledOut        // shown not to hold a required licence (of another state, lapsed), or short of a strict requirement
)

// standing is where s stands with the job's required licences and strict
// requirements (criteria.Criterion.Strict): a strict requirement shown
// unmet or only partly met on evidence (fewer years than "the manager will
// not look at less" than, a certification "current, no exceptions" lapsed)
// rules the candidate out as a licence of another state does; one nothing
// shows either way does not.
func standing(s *scored) int {
	out := licensed
	for _, c := range s.result.Criteria {
		if c.Importance != criteria.Required || c.Status == screening.FullyMet {
			continue
		}
		i := slices.IndexFunc(s.crit, func(cr criteria.Criterion) bool { return cr.ID == c.ID })
		if i >= 0 && s.crit[i].Strict && c.Basis != screening.Unverified {
			return ruledOut
		}
		if c.Type != criteria.TypeLicense || c.Status != screening.NotMet {
			continue
		}
		if c.Basis == screening.Contradiction {
			return ruledOut
		}
		if i >= 0 && s.crit[i].Obtainable {
			out = toObtain
		}
	}
	return out
}

// boolFirst orders true before false.
func boolFirst(a, b bool) int {
	switch {
	case a == b:
		return 0
	case a:
		return -1
	}
	return 1
}

// distanceKey puts unknown distances (-1) after every known one.
func distanceKey(d float64) float64 {
	if d < 0 {
		return float64(1 << 30)
	}
	return d
}

// stand writes each entry's standing, which compare reads.
func stand(list []scored) {
	for i := range list {
		list[i].stand = standing(&list[i])
	}
}

// rank keeps the screenings at or above p.MinScore, in the order of
// compare, and returns how many there are and the page asked for. It sorts
// the entries' indexes: an entry is large to move.
func rank(list []scored, p Page) (int, []scored) {
	stand(list)
	order := make([]int, 0, len(list))
	for i := range list {
		if list[i].result.CurrentScore >= p.MinScore {
			order = append(order, i)
		}
	}
	slices.SortStableFunc(order, func(a, b int) int { return compare(&list[a], &list[b]) })
	total := len(order)
	if p.Offset >= total {
		return total, nil
	}
	order = order[p.Offset:min(total, p.Offset+p.Limit)]
	page := make([]scored, len(order))
	for j, i := range order {
		page[j] = list[i]
	}
	return total, page
}

// rerank screens again, with the configured evaluator when it is not the
// rules themselves (an LLM), the k entries the rules rank highest by
// compare; the rest keep the rules' verdicts. The evaluations run
// concurrently (an LLM evaluator bounds its own requests); list is written
// only after all have ended. An entry whose evaluation failed keeps the
// rules' result and the failure is logged: the rules' ranking stands.
func (s *Service) rerank(ctx context.Context, list []scored) {
	if _, rules := s.evaluator.(screening.Rules); rules || s.rerankK <= 0 {
		return
	}
	if err := rerank(ctx, s.evaluator, list, s.rerankK); err != nil && ctx.Err() == nil {
		s.log.Warn("re-ranking with the LLM failed; the rules' ranking stands for those records", zap.Error(err))
	}
}

// rerank is Service.rerank's work; it returns the first failure, in rank
// order.
func rerank(ctx context.Context, ev screening.Evaluator, list []scored, k int) error {
	if k <= 0 || len(list) == 0 {
		return nil
	}
	order := make([]int, len(list))
	for i := range order {
		order[i] = i
	}
	stand(list)
	slices.SortStableFunc(order, func(a, b int) int { return compare(&list[a], &list[b]) })
	top := order[:min(k, len(order))]
	res := make([]screening.Result, len(top))
	errs := make([]error, len(top))
	var wg sync.WaitGroup
	for j, i := range top {
		e := &list[i]
		wg.Go(func() {
			res[j], errs[j] = ev.Evaluate(ctx, e.cand, *e.job, e.crit, screening.Options{})
		})
	}
	wg.Wait()
	var first error
	for j, i := range top {
		if errs[j] != nil {
			if first == nil {
				first = fmt.Errorf("rerank entry %d: %w", i, errs[j])
			}
			continue
		}
		list[i].result, list[i].verdict = res[j], nil
	}
	return first
}
