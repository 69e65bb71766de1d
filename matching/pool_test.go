package matching

import (
	"context"
	"math/rand/v2"
	"os"
	"strconv"
	"syscall"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"go.uber.org/zap"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/index"
	"github.com/recruitd/recruitd/index/embed"
	"github.com/recruitd/recruitd/index/embedded"
	"github.com/recruitd/recruitd/internal/pgtest"
	"github.com/recruitd/recruitd/records"
	"github.com/recruitd/recruitd/retrieval"
	"github.com/recruitd/recruitd/synth"
)

// pool is a synthetic pool (synth, seed 1) stored, indexed and loaded into
// the embedded backend, as `recruitd import --synthetic` and serve make it.
type pool struct {
	db        *pgxpool.Pool
	store     *records.Store
	indexer   *index.Indexer
	retriever *retrieval.Retriever
	jobs      []int64
}

// newPool stores n synthetic candidates and n/50 jobs and indexes them.
func newPool(tb testing.TB, n int) pool {
	tb.Helper()
	ctx := context.Background()
	db := pgtest.New(tb)
	store := records.NewStore(db)
	for lo := 0; lo < n; lo += 5000 {
		list := make([]records.BulkCandidate, 0, 5000)
		for i := lo; i < min(lo+5000, n); i++ {
			list = append(list, synth.Candidate(1, i))
		}
		if _, _, err := store.BulkCandidates(ctx, list); err != nil {
			tb.Fatal(err)
		}
	}
	var jobs []recruitd.Job
	for j := range synth.Jobs(1, max(1, n/50)) {
		jobs = append(jobs, j)
	}
	if _, err := store.BulkJobs(ctx, jobs); err != nil {
		tb.Fatal(err)
	}
	vectors := embedded.New()
	docs := index.NewDocuments(store, embed.Builtin{})
	p := pool{db: db, store: store, indexer: index.NewIndexer(store, docs, zap.NewNop()), retriever: retrieval.New(vectors, nil, docs)}
	p.indexer.AddLoaded(vectors, 0)
	p.index(tb)
	list, _, err := store.Jobs(ctx, records.JobFilter{Page: recruitd.Page{Limit: 1000}})
	if err != nil {
		tb.Fatal(err)
	}
	for _, j := range list {
		p.jobs = append(p.jobs, j.ID)
	}
	return p
}

// index brings the index up to date with the records.
func (p pool) index(tb testing.TB) {
	tb.Helper()
	for more := true; more; {
		var err error
		if more, err = p.indexer.Step(context.Background()); err != nil {
			tb.Fatal(err)
		}
	}
}

// benchN is the pool size of the benchmarks: RECRUITD_BENCH_N, else def.
func benchN(def int) int {
	if v, err := strconv.Atoi(os.Getenv("RECRUITD_BENCH_N")); err == nil && v > 0 {
		return v
	}
	return def
}

// BenchmarkCandidates measures candidate matching (load, prepare, screen,
// rank and page a 300-candidate window) for random jobs of a synthetic pool
// of RECRUITD_BENCH_N candidates (default 20,000), without the prepared
// candidate cache, so that every operation prepares its whole window as a
// request for a job nobody matched lately does.
func BenchmarkCandidates(b *testing.B) {
	p := newPool(b, benchN(20_000))
	svc := New(p.store, p.retriever, Config{PreparedCacheSize: -1})
	ctx := context.Background()
	r := rand.New(rand.NewPCG(1, 2))
	b.ReportAllocs()
	cpu := cpuTime(b)
	for b.Loop() {
		job := p.jobs[r.IntN(len(p.jobs))]
		if _, _, err := svc.Candidates(ctx, CandidatesRequest{JobID: job, Page: Page{Limit: 20}}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64((cpuTime(b)-cpu).Microseconds())/1000/float64(b.N), "cpu-ms/op")
}

// cpuTime is the CPU time this process has used, user and system: steadier
// than the wall time on a machine whose other work comes and goes. Postgres's
// share is not in it.
func cpuTime(tb testing.TB) time.Duration {
	var u syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &u); err != nil {
		tb.Fatal(err)
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}
