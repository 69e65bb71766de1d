package eval

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/recruitd/recruitd/matching"
	"github.com/recruitd/recruitd/screening"
)

// TestFactsAsScreen prepares every candidate of the digest's corpus from the
// facts found at the sets' as-of date (screening.Facts, as the document
// builder stores them), on that day and 400 days later (when expiries have
// passed), and expects every screening against every job to be the one
// prepared from the candidate's texts on that day gives. The profile is
// read from the facts, as matching reads it.
func TestFactsAsScreen(t *testing.T) {
	cands, jobs, asOf := digestCorpus(t)
	svc := matching.New(nil, nil, matching.Config{})
	diffs := 0
	for _, day := range []int{0, 400} {
		opt := screening.Options{AsOf: asOf.AddDate(0, 0, day)}
		for _, c := range cands {
			fresh := screening.Prepare(c.c, opt)
			texts := c.c
			texts.Profile = nil
			read, ok := screening.PrepareFrom(texts, string(screening.Prepare(c.c, screening.Options{AsOf: asOf}).Facts()), opt)
			if !ok {
				t.Fatalf("%s: facts not read %d days on", c.key, day)
			}
			if diff := cmp.Diff(fresh.Candidate(), read.Candidate()); diff != "" {
				t.Fatalf("%s, %d days on: the candidate prepared from facts differs (-texts +facts):\n%s", c.key, day, diff)
			}
			for _, j := range jobs {
				crit := svc.Criteria(j.job, nil, false)
				want, got := fresh.Screen(j.job, crit), read.Screen(j.job, crit)
				if diff := cmp.Diff(want, got); diff != "" {
					if diffs++; diffs <= 5 {
						t.Errorf("%s for %s, %d days on: prepared from facts differs (-texts +facts):\n%s", c.key, j.key, day, diff)
					}
				}
			}
		}
	}
	if diffs > 0 {
		t.Errorf("%d screenings prepared from facts differ", diffs)
	}
}
