package matching

import (
	"context"
	"errors"
	"slices"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/retrieval"
	"github.com/recruitd/recruitd/screening"
	"github.com/recruitd/recruitd/screening/criteria"
)

func entry(id int64, local bool, current, potential float64, sim float32, miles float64) scored {
	return scored{match: retrieval.Match{ID: id, Similarity: sim, DistanceMiles: miles}, local: local,
		result: screening.Result{CurrentScore: current, PotentialScore: potential}}
}

// strict is s with a strict required years criterion of the given status.
func strict(s scored, status screening.Status, basis screening.Basis) scored {
	s.result.Criteria = []screening.CriterionResult{{ID: 1, Type: criteria.TypeYearsOfExperience, Importance: criteria.Required, Status: status, Basis: basis}}
	s.crit = []criteria.Criterion{{ID: 1, Type: criteria.TypeYearsOfExperience, Importance: criteria.Required, Strict: true}}
	return s
}

// required is s with the score of its required criteria.
func required(s scored, score float64) scored {
	s.result.RequiredScore = score
	return s
}

// fit is entry with the fit of the candidate's profession.
func fit(f screening.Fit, id int64, local bool, current, potential float64) scored {
	s := entry(id, local, current, potential, 0.5, 10)
	s.result.Profession = f
	return s
}

// licence is entry with a required licence criterion of the given status
// and basis; obtainable says the posting takes one obtained by the start
// date.
func licence(id int64, local bool, current float64, status screening.Status, basis screening.Basis, obtainable bool) scored {
	s := entry(id, local, current, current, 0.5, 10)
	s.result.Criteria = []screening.CriterionResult{{ID: 1, Type: criteria.TypeLicense, Importance: criteria.Required, Status: status, Basis: basis}}
	s.crit = []criteria.Criterion{{ID: 1, Type: criteria.TypeLicense, Importance: criteria.Required, Obtainable: obtainable}}
	return s
}

func ids(list []scored) []int64 {
	out := make([]int64, len(list))
	for i, s := range list {
		out[i] = s.match.ID
	}
	return out
}

func TestRank(t *testing.T) {
	for _, tc := range []struct {
		name string
		list []scored
		page Page
		want []int64
		tot  int
	}{
		{"local before not local whatever the scores", []scored{
			entry(1, false, 100, 100, 0.9, 40), entry(2, true, 50, 60, 0.1, 3)}, Page{Limit: 10}, []int64{2, 1}, 2},
		{"short of a strict requirement after everyone, unverified not", []scored{
			strict(entry(1, true, 95, 95, 0.9, 1), screening.PartiallyMet, screening.Evidence),
			strict(entry(2, false, 60, 60, 0.1, 900), screening.FullyMet, screening.Evidence),
			strict(entry(3, true, 50, 90, 0.5, 1), screening.NotMet, screening.Unverified)}, Page{Limit: 10}, []int64{3, 2, 1}, 3},
		{"what the job requires before its wishes", []scored{
			required(entry(1, true, 90, 90, 0.9, 1), 75), required(entry(2, true, 80, 80, 0.1, 1), 100)}, Page{Limit: 10}, []int64{2, 1}, 2},
		{"verified before potential", []scored{
			entry(1, true, 60, 100, 0.9, 1), entry(2, true, 70, 70, 0.1, 1)}, Page{Limit: 10}, []int64{2, 1}, 2},
		{"potential breaks a tie of current", []scored{
			entry(1, true, 60, 70, 0.9, 1), entry(2, true, 60, 90, 0.1, 1)}, Page{Limit: 10}, []int64{2, 1}, 2},
		{"similarity, then distance, then id", []scored{
			entry(3, true, 60, 60, 0.5, 10), entry(1, true, 60, 60, 0.5, 20), entry(2, true, 60, 60, 0.7, 30),
			entry(4, true, 60, 60, 0.5, -1)}, Page{Limit: 10}, []int64{2, 3, 1, 4}, 4},
		{"not local: nearer first at equal scores, unknown last", []scored{
			entry(1, false, 60, 60, 0.5, -1), entry(2, false, 60, 60, 0.5, 300), entry(3, false, 60, 60, 0.5, 40)},
			Page{Limit: 10}, []int64{3, 2, 1}, 3},
		{"minScore and paging", []scored{
			entry(1, true, 90, 90, 0, 1), entry(2, true, 80, 80, 0, 1), entry(3, true, 10, 90, 0, 1), entry(4, true, 70, 70, 0, 1)},
			Page{MinScore: 60, Limit: 1, Offset: 1}, []int64{2}, 3},
		{"offset beyond the end", []scored{entry(1, true, 90, 90, 0, 1)}, Page{Limit: 5, Offset: 5}, []int64{}, 1},
		{"another profession never before a fitting one, whatever the place and scores", []scored{
			fit(screening.FitOther, 1, true, 100, 100), fit(screening.FitExact, 2, false, 20, 40)}, Page{Limit: 10}, []int64{2, 1}, 2},
		{"unknown profession between fitting and other", []scored{
			fit(screening.FitOther, 1, true, 90, 90), fit(screening.FitUnknown, 2, true, 50, 100), fit(screening.FitExact, 3, true, 30, 30)},
			Page{Limit: 10}, []int64{3, 2, 1}, 3},
		{"adjacent and exact are one tier: the scores tell them apart", []scored{
			fit(screening.FitExact, 1, true, 60, 60), fit(screening.FitAdjacent, 2, true, 70, 70), fit(screening.FitExact, 3, true, 80, 80)},
			Page{Limit: 10}, []int64{3, 2, 1}, 3},
		{"a licence shown not to be held after everyone else, wherever they live", []scored{
			licence(1, true, 90, screening.NotMet, screening.Contradiction, false), licence(2, false, 40, screening.FullyMet, screening.Evidence, false),
			licence(3, true, 30, screening.NotMet, screening.Unverified, false)}, Page{Limit: 10}, []int64{3, 2, 1}, 3},
		{"a licence still to obtain by the start date is as far from a first call as living elsewhere", []scored{
			licence(1, true, 90, screening.NotMet, screening.Unverified, true), licence(2, true, 40, screening.PartiallyMet, screening.Evidence, true),
			licence(3, false, 60, screening.FullyMet, screening.Evidence, true), licence(4, true, 30, screening.FullyMet, screening.Evidence, true)},
			Page{Limit: 10}, []int64{2, 4, 1, 3}, 4},
		{"within a tier, local first", []scored{
			fit(screening.FitExact, 1, false, 90, 90), fit(screening.FitExact, 2, true, 40, 40)}, Page{Limit: 10}, []int64{2, 1}, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			total, page := rank(tc.list, tc.page)
			if got := ids(page); total != tc.tot || !slices.Equal(got, tc.want) {
				t.Errorf("rank = %d, %v; want %d, %v", total, got, tc.tot, tc.want)
			}
		})
	}
}

// fixedEvaluator gives every candidate a perfect score and records whom it
// screened.
type fixedEvaluator struct {
	mu   sync.Mutex
	seen []int64
	err  error
}

func (f *fixedEvaluator) Evaluate(_ context.Context, c screening.Candidate, _ recruitd.Job, _ []criteria.Criterion, _ screening.Options) (screening.Result, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.seen = append(f.seen, c.Record.ID)
	return screening.Result{Evaluator: "llm:fixed", CurrentScore: 100, PotentialScore: 100}, f.err
}

func TestRerank(t *testing.T) {
	// id: local, current, potential. By compare the order is 4, 3, 1, 2, 0.
	base := []scored{entry(0, false, 90, 90, 0, 50), entry(1, true, 50, 60, 0, 1), entry(2, true, 30, 90, 0, 1),
		entry(3, true, 50, 70, 0, 1), entry(4, true, 90, 90, 0, 1)}
	job := &recruitd.Job{ID: 7, Title: "ICU Registered Nurse"} // every record of a request has one
	for i := range base {
		base[i].cand, base[i].job = screening.Candidate{Record: recruitd.Candidate{ID: base[i].match.ID}}, job
	}
	tests := []struct {
		name     string
		k        int
		err      error
		screened []int64 // ids, in any order
		rescored []int64 // ids whose result is the evaluator's
	}{
		{name: "top 2 by the ranking comparator", k: 2, screened: []int64{4, 3}, rescored: []int64{4, 3}},
		{name: "k beyond the list", k: 10, screened: []int64{0, 1, 2, 3, 4}, rescored: []int64{0, 1, 2, 3, 4}},
		{name: "none", k: 0},
		{name: "failures keep the rules' results", k: 1, err: errors.New("down"), screened: []int64{4}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			list := slices.Clone(base)
			ev := &fixedEvaluator{err: tt.err}
			err := rerank(t.Context(), ev, list, tt.k)
			if (err != nil) != (tt.err != nil) {
				t.Errorf("rerank = %v, want error %v", err, tt.err)
			}
			slices.Sort(ev.seen)
			slices.Sort(tt.screened)
			if !slices.Equal(ev.seen, tt.screened) {
				t.Errorf("screened %v, want %v", ev.seen, tt.screened)
			}
			for i, e := range list {
				want := base[i].result
				if slices.Contains(tt.rescored, e.match.ID) {
					want = screening.Result{Evaluator: "llm:fixed", CurrentScore: 100, PotentialScore: 100}
				}
				if diff := cmp.Diff(want, e.result); diff != "" {
					t.Errorf("entry %d (-want +got):\n%s", e.match.ID, diff)
				}
			}
		})
	}
}

// TestInParallel: every index is handed out once, whatever the count.
func TestInParallel(t *testing.T) {
	for _, n := range []int{0, 1, 2, 3, 300, 1001} {
		calls := make([]atomic.Int32, n)
		inParallel(n, func(i int) { calls[i].Add(1) })
		for i := range calls {
			if c := calls[i].Load(); c != 1 {
				t.Fatalf("n=%d: index %d called %d times", n, i, c)
			}
		}
	}
}
