package screening

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"sync"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/screening/criteria"
)

// Rerank re-screens with ev the k entries of list whose rule-based results
// rank highest, by current score then potential score, ties in list order
// (as the matching endpoints rank), and writes each new result over the
// entry's; the other entries keep the rules' results. result points into an
// entry at its result; subject gives what to screen again, and is called only
// for the k entries. The evaluations run concurrently (an LLM evaluator
// bounds its own requests); list is written only after all have ended. An
// entry whose evaluation failed keeps the rules' result, and Rerank then
// returns the first failure, in rank order.
func Rerank[T any](ctx context.Context, ev Evaluator, list []T, k int, opt Options,
	result func(*T) *Result, subject func(*T) (Candidate, recruitd.Job, []criteria.Criterion)) error {
	if k <= 0 || len(list) == 0 {
		return nil
	}
	order := make([]int, len(list))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int {
		ra, rb := result(&list[a]), result(&list[b])
		return cmp.Or(cmp.Compare(rb.CurrentScore, ra.CurrentScore), cmp.Compare(rb.PotentialScore, ra.PotentialScore))
	})
	top := order[:min(k, len(order))]
	res := make([]Result, len(top))
	errs := make([]error, len(top))
	var wg sync.WaitGroup
	for j, i := range top {
		c, job, crit := subject(&list[i])
		wg.Go(func() {
			res[j], errs[j] = ev.Evaluate(ctx, c, job, crit, opt)
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
		*result(&list[i]) = res[j]
	}
	return first
}
