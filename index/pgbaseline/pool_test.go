package pgbaseline_test

import (
	"context"
	"slices"
	"testing"

	"github.com/recruitd/recruitd/geo"
	"github.com/recruitd/recruitd/index"
	"github.com/recruitd/recruitd/index/embed"
	"github.com/recruitd/recruitd/index/embedded"
	"github.com/recruitd/recruitd/index/pgbaseline"
	"github.com/recruitd/recruitd/internal/pgtest"
	"github.com/recruitd/recruitd/records"
	"github.com/recruitd/recruitd/synth"
)

func TestMain(m *testing.M) { pgtest.Main(m) }

// seed is the synthetic pool's seed, that of `recruitd import --synthetic`.
const seed = 1

// Batch sizes of the fill: those of `recruitd import` and `recruitd reindex`.
const (
	insertBatch = 5000
	buildBatch  = 500
)

// buildCursor names the cursor that the fill's document builds move.
const buildCursor = "bench:pgbaseline"

// denseMetroZIPs are the centres of the three largest metros (New York, Los
// Angeles, Chicago), where synth puts the most candidates and a 25-mile
// circle holds the most.
var denseMetroZIPs = []string{"10001", "90012", "60602"}

// searcher is what the tests and benchmarks ask of both backends.
type searcher interface {
	Search(ctx context.Context, q index.Query) ([]index.Hit, error)
}

var (
	_ searcher = (*embedded.Index)(nil)
	_ searcher = (*pgbaseline.Baseline)(nil)
)

// pool is a synthetic talent pool stored in a Postgres database of its own
// and loaded into both backends from the same stored documents.
type pool struct {
	store    *records.Store
	embedded *embedded.Index
	baseline *pgbaseline.Baseline
}

// newPool stores n synthetic candidates through the bulk write path, builds
// and stores their documents as `recruitd reindex` does, and loads the
// embedded backend and the baseline from them.
func newPool(tb testing.TB, n int) *pool {
	tb.Helper()
	ctx := context.Background()
	pg := pgtest.New(tb)
	p := &pool{store: records.NewStore(pg), embedded: embedded.New()}
	mustInsert(tb, p.store, n)
	mustBuildDocuments(tb, p.store)
	var err error
	if p.baseline, err = pgbaseline.Build(ctx, pg); err != nil {
		tb.Fatalf("pgbaseline.Build = %v", err)
	}
	if _, _, err := index.Load(ctx, p.store, p.embedded, insertBatch); err != nil {
		tb.Fatalf("index.Load = %v", err)
	}
	return p
}

// mustInsert writes the first n synthetic candidates of seed.
func mustInsert(tb testing.TB, store *records.Store, n int) {
	tb.Helper()
	for start := 0; start < n; start += insertBatch {
		list := make([]records.BulkCandidate, min(insertBatch, n-start))
		for i := range list {
			list[i] = synth.Candidate(seed, start+i)
		}
		if _, _, err := store.BulkCandidates(context.Background(), list); err != nil {
			tb.Fatalf("BulkCandidates(%d from %d) = %v", len(list), start, err)
		}
	}
}

// mustBuildDocuments builds and stores the document of every candidate with
// the built-in embedder.
func mustBuildDocuments(tb testing.TB, store *records.Store) {
	tb.Helper()
	ctx := context.Background()
	builder := index.NewDocuments(store, embed.Builtin{})
	var from int64
	for {
		ids, err := store.CandidateIDs(ctx, from, buildBatch)
		if err != nil {
			tb.Fatalf("CandidateIDs = %v", err)
		}
		if len(ids) == 0 {
			return
		}
		last := from
		from = ids[len(ids)-1]
		docs, err := builder.Build(ctx, index.Candidates, ids)
		if err != nil {
			tb.Fatalf("Build(%d candidates) = %v", len(ids), err)
		}
		if err := store.ApplyDocuments(ctx, buildCursor, last, from, index.StoredChanges{Upserts: docs}); err != nil {
			tb.Fatalf("ApplyDocuments = %v", err)
		}
	}
}

// jobQueries returns queries for the best candidates for the first n
// synthetic jobs of seed: each job's document text (for the baseline) and
// its embedding (for the embedded backend), with no filter.
func jobQueries(tb testing.TB, n, k int) []index.Query {
	tb.Helper()
	var texts []string
	for j := range synth.Jobs(seed, n) {
		texts = append(texts, index.JobDocument(j).Text)
	}
	vectors, err := embed.Builtin{}.Embed(context.Background(), texts)
	if err != nil {
		tb.Fatalf("Embed(%d job texts) = %v", len(texts), err)
	}
	queries := make([]index.Query, n)
	for i := range queries {
		queries[i] = index.Query{Kind: index.Candidates, Vector: vectors[i], Text: texts[i], K: k}
	}
	return queries
}

// zipPoint returns the centroid of a ZIP that geo knows.
func zipPoint(tb testing.TB, zip string) index.Point {
	tb.Helper()
	place, ok := geo.LookupZIP(zip)
	if !ok {
		tb.Fatalf("geo.LookupZIP(%q): unknown", zip)
	}
	return index.Point{Lat: place.Lat, Lon: place.Lon}
}

func mustSearch(tb testing.TB, s searcher, q index.Query) []index.Hit {
	tb.Helper()
	hits, err := s.Search(context.Background(), q)
	if err != nil {
		tb.Fatalf("%T.Search = %v", s, err)
	}
	return hits
}

// sortedIDs returns the ids of hits in increasing order.
func sortedIDs(hits []index.Hit) []int64 {
	ids := make([]int64, len(hits))
	for i, h := range hits {
		ids[i] = h.ID
	}
	slices.Sort(ids)
	return ids
}
