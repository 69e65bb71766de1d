package index_test

import (
	"context"
	"os"
	"strconv"
	"testing"

	"github.com/recruitd/recruitd/index"
	"github.com/recruitd/recruitd/index/embed"
	"github.com/recruitd/recruitd/internal/pgtest"
	"github.com/recruitd/recruitd/records"
	"github.com/recruitd/recruitd/synth"
)

// BenchmarkBuild measures the document build of synthetic candidates (read,
// taxonomy, built-in embedding, write) in batches of 500 on one goroutine;
// RECRUITD_BENCH_N sets the pool (default 5,000).
func BenchmarkBuild(b *testing.B) {
	n := 5000
	if v, err := strconv.Atoi(os.Getenv("RECRUITD_BENCH_N")); err == nil && v > 0 {
		n = v
	}
	ctx := context.Background()
	store := records.NewStore(pgtest.New(b))
	list := make([]records.BulkCandidate, n)
	for i := range list {
		list[i] = synth.Candidate(1, i)
	}
	if _, _, err := store.BulkCandidates(ctx, list); err != nil {
		b.Fatal(err)
	}
	ids, err := store.CandidateIDs(ctx, 0, n)
	if err != nil {
		b.Fatal(err)
	}
	builder := index.NewDocuments(store, embed.Builtin{})
	var batches int64 // the cursor counts them
	b.ResetTimer()
	for b.Loop() {
		for lo := 0; lo < len(ids); lo += 500 {
			docs, err := builder.Build(ctx, index.Candidates, ids[lo:min(lo+500, len(ids))])
			if err != nil {
				b.Fatal(err)
			}
			if err := store.ApplyDocuments(ctx, "bench", batches, batches+1, index.StoredChanges{Upserts: docs}); err != nil {
				b.Fatal(err)
			}
			batches++
		}
	}
	b.ReportMetric(float64(n*b.N)/b.Elapsed().Seconds(), "docs/s")
}
