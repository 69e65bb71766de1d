package pgbaseline_test

import (
	"os"
	"slices"
	"strconv"
	"testing"
	"time"

	"github.com/recruitd/recruitd/index"
)

// The benchmark stores RECRUITD_BENCH_N synthetic candidates (default
// 20,000) in Postgres, builds their documents, loads the embedded backend and
// the baseline from them, and asks both the same queries for the benchK best
// candidates for benchJobs synthetic jobs:
//
//	go test -run '^$' -bench . ./index/pgbaseline/
//	RECRUITD_BENCH_N=100000 go test -run '^$' -bench . -benchtime 300x -timeout 30m ./index/pgbaseline/
//
// Filling the pool takes about 15 s per 20,000 candidates on two cores. At
// 100,000 the baseline's unfiltered queries take about a second each, so the
// second command runs for about ten minutes; 300 iterations give each job
// five turns and the p99 three samples above it.
const (
	defaultBenchN = 20_000
	benchK        = 100
	benchJobs     = 60
	radiusMiles   = 25
)

// BenchmarkVersusEmbedded reports, for each kind of query, the latency
// percentiles of the embedded backend and of the Postgres baseline, their
// ratios (baseline / embedded), and how many candidates their top-K lists
// share on average. An iteration answers one query with both backends, so
// ns/op is the sum of the two; queries cycle through benchJobs jobs.
func BenchmarkVersusEmbedded(b *testing.B) {
	p := newPool(b, benchN(b))
	jobs := jobQueries(b, benchJobs, benchK)
	centers := make([]index.Point, len(denseMetroZIPs))
	for i, zip := range denseMetroZIPs {
		centers[i] = zipPoint(b, zip)
	}
	for _, bc := range []struct {
		name   string
		filter func(i int) index.Filter
	}{
		{"radius25-dense", func(i int) index.Filter {
			return index.Filter{Center: &centers[i%len(centers)], RadiusMiles: radiusMiles}
		}},
		{"unfiltered", func(int) index.Filter { return index.Filter{} }},
	} {
		queries := slices.Clone(jobs)
		for i := range queries {
			queries[i].Filter = bc.filter(i)
		}
		b.Run(bc.name, func(b *testing.B) { p.compare(b, queries) })
	}
}

// benchN is the pool size RECRUITD_BENCH_N asks for.
func benchN(b *testing.B) int {
	v := os.Getenv("RECRUITD_BENCH_N")
	if v == "" {
		return defaultBenchN
	}
	n, err := strconv.Atoi(v)
	if err != nil || n <= 0 {
		b.Fatalf("RECRUITD_BENCH_N=%q: want a positive count", v)
	}
	return n
}

// compare times queries on both backends, one query per iteration, after an
// untimed pass over all of them that measures the overlap of their answers
// and warms both (the baseline's pages into Postgres's buffers).
func (p *pool) compare(b *testing.B, queries []index.Query) {
	overlap := p.overlap(b, queries)
	var fast, pg []time.Duration
	for i := 0; b.Loop(); i++ {
		q := queries[i%len(queries)]
		fast = append(fast, timed(b, p.embedded, q))
		pg = append(pg, timed(b, p.baseline, q))
	}
	fastP50, fastP99 := percentile(fast, 0.5), percentile(fast, 0.99)
	pgP50, pgP99 := percentile(pg, 0.5), percentile(pg, 0.99)
	b.ReportMetric(fastP50, "embedded-p50-ms")
	b.ReportMetric(fastP99, "embedded-p99-ms")
	b.ReportMetric(pgP50, "pg-p50-ms")
	b.ReportMetric(pgP99, "pg-p99-ms")
	b.ReportMetric(pgP50/fastP50, "p50-ratio")
	b.ReportMetric(pgP99/fastP99, "p99-ratio")
	b.ReportMetric(overlap, "overlap-of-"+strconv.Itoa(benchK))
}

// overlap returns how many candidates the two backends' answers to a query
// share, on average over queries.
func (p *pool) overlap(b *testing.B, queries []index.Query) float64 {
	shared := 0
	for _, q := range queries {
		fast := mustSearch(b, p.embedded, q)
		pg := sortedIDs(mustSearch(b, p.baseline, q))
		for _, h := range fast {
			if _, found := slices.BinarySearch(pg, h.ID); found {
				shared++
			}
		}
	}
	return float64(shared) / float64(len(queries))
}

// timed returns how long s takes to answer q.
func timed(b *testing.B, s searcher, q index.Query) time.Duration {
	start := time.Now()
	mustSearch(b, s, q)
	return time.Since(start)
}

// percentile returns the q-quantile of took in milliseconds; it sorts took.
func percentile(took []time.Duration, q float64) float64 {
	slices.Sort(took)
	return float64(took[int(q*float64(len(took)-1))]) / 1e6
}
