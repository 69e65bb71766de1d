// Package synth generates realistic synthetic candidates and jobs, for load
// tests and demonstrations (`recruitd import --synthetic N`).
//
// Records follow the mix of a healthcare-heavy staffing agency (mix.go: about
// 35% registered nurses across their specialties, then LPNs, CNAs, allied
// health, software and data, skilled trades and office roles). They live
// where people live: ZIP codes near big-metro centres weighted by population,
// plus a uniform tail (places.go). Each candidate comes with a parsed profile
// (a resume.Profile document: work history, licences with their states,
// certifications with expiry dates, education, skills) and the resume that
// profile reads as, so that screening evidence can quote it; each job with a
// description whose requirement lines screening extracts.
//
// Generation is deterministic: a seed and an index always give the same
// record, whatever else is generated, and dates count from a fixed day
// (asOf) rather than from the clock. Names, phones (555-01xx) and emails
// (@example.com) are fictional.
package synth

import (
	"iter"
	"math/rand/v2"
	"time"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/records"
)

// asOf is the day every generated date counts from: work histories end by
// it, certifications expire after it, jobs start after it. It is fixed so
// that a seed yields the same records on any day.
var asOf = time.Date(2026, time.November, 1, 0, 0, 0, 0, time.UTC)

// Streams keep candidates and jobs of one seed independent of each other.
const (
	candidateStream = 0x63616e64 // "cand"
	jobStream       = 0x6a6f6273 // "jobs"
)

// Candidates yields n synthetic candidates of seed, in order. The i-th is
// Candidate(seed, i), so a longer run begins with a shorter one.
func Candidates(seed uint64, n int) iter.Seq[records.BulkCandidate] {
	return func(yield func(records.BulkCandidate) bool) {
		for i := range n {
			if !yield(Candidate(seed, i)) {
				return
			}
		}
	}
}

// Candidate returns the i-th synthetic candidate of seed: every candidate can
// be made alone, so that generation can be spread over goroutines. Its email
// is first.last.(i+1)@example.com; its status is the default (ACTIVE) for 90%
// of candidates, and INACTIVE or PENDING, by name in Status, for the rest.
func Candidate(seed uint64, i int) records.BulkCandidate {
	return newCandidate(newRand(seed, candidateStream, i), i)
}

// Jobs yields n synthetic jobs of seed, in order; a longer run begins with a
// shorter one. 85% are OPEN; their criteria are left to be read from their
// descriptions.
func Jobs(seed uint64, n int) iter.Seq[recruitd.Job] {
	return func(yield func(recruitd.Job) bool) {
		for i := range n {
			if !yield(newJob(newRand(seed, jobStream, i))) {
				return
			}
		}
	}
}

// newRand is the generator of record i of a stream of seed. Its second word is
// mixed so that neighbouring records do not start from neighbouring states.
func newRand(seed, stream uint64, i int) *rand.Rand {
	return rand.New(rand.NewPCG(seed, scramble(stream<<32^uint64(i))))
}

// scramble is SplitMix64's finaliser: a bijection that scatters nearby inputs.
func scramble(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	return x ^ x>>31
}

// chance is true with probability p.
func chance(r *rand.Rand, p float64) bool { return r.Float64() < p }

// one picks an element uniformly.
func one[T any](r *rand.Rand, list []T) T { return list[r.IntN(len(list))] }

// between returns an integer in [lo, hi].
func between(r *rand.Rand, lo, hi int) int { return lo + r.IntN(hi-lo+1) }

// weighted picks an element with probability proportional to its weight.
func weighted[T any](r *rand.Rand, list []T, weight func(T) float64) T {
	var total float64
	for _, v := range list {
		total += weight(v)
	}
	x := r.Float64() * total
	for _, v := range list {
		if x -= weight(v); x < 0 {
			return v
		}
	}
	return list[len(list)-1]
}

// some picks up to n distinct elements, in the list's order.
func some[T any](r *rand.Rand, list []T, n int) []T {
	if n >= len(list) {
		return append([]T(nil), list...)
	}
	keep := r.Perm(len(list))[:n]
	out := make([]T, 0, n)
	for i, v := range list {
		for _, k := range keep {
			if k == i {
				out = append(out, v)
				break
			}
		}
	}
	return out
}
