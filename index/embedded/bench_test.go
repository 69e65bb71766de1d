package embedded

import (
	"cmp"
	"math"
	"os"
	"runtime"
	"slices"
	"strconv"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/viterin/vek/vek32"

	"github.com/recruitd/recruitd/index"
)

// The benchmarks search a synthetic collection of RECRUITD_BENCH_N documents (default 100,000)
// of benchDim dimensions, for the benchK best, as retrieval asks before screening re-ranks.
//
//	go test -run '^$' -bench . ./index/embedded/
//	RECRUITD_BENCH_N=1000000 go test -run '^$' -bench . -benchtime 3s -timeout 30m ./index/embedded/
//
// At a million documents the process needs about 6 GB: the generated documents, the index, and
// a second index that BenchmarkLoad builds.
const (
	benchDim = 384
	benchK   = 100
)

// fixture is a loaded benchmark collection, made once per process.
type fixture struct {
	n           int
	s           *synthetic
	x           *Index
	bytesPerDoc float64
}

var (
	fixtureOnce sync.Once
	theFixture  *fixture
)

func loadFixture(b *testing.B) *fixture {
	fixtureOnce.Do(func() {
		n := 100_000
		if v := os.Getenv("RECRUITD_BENCH_N"); v != "" {
			var err error
			if n, err = strconv.Atoi(v); err != nil || n <= 0 {
				b.Fatalf("RECRUITD_BENCH_N=%q: want a positive count", v)
			}
		}
		f := &fixture{n: n, s: synthesize(n, benchDim, 1)}
		f.x, f.bytesPerDoc = measureLoad(b, f.s.docs)
		theFixture = f
	})
	if theFixture == nil {
		b.Fatal("the fixture failed to load")
	}
	return theFixture
}

// measureLoad loads docs into a new Index and returns it with the heap it added per document:
// the documents themselves are alive before and after.
func measureLoad(b *testing.B, docs []index.Document) (*Index, float64) {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	x := New()
	if rejected, err := x.Load(index.Candidates, docs); err != nil || len(rejected) > 0 {
		b.Fatalf("Load = %v, %v", rejected, err)
	}
	runtime.GC()
	runtime.ReadMemStats(&after)
	return x, float64(after.HeapAlloc-before.HeapAlloc) / float64(len(docs))
}

// BenchmarkLoad reports the bulk load rate and the index's heap per document.
func BenchmarkLoad(b *testing.B) {
	f := loadFixture(b)
	start := cpuTime()
	for b.Loop() {
		if rejected, err := New().Load(index.Candidates, f.s.docs); err != nil || len(rejected) > 0 {
			b.Fatalf("Load = %v, %v", rejected, err)
		}
	}
	b.ReportMetric(float64(f.n*b.N)/b.Elapsed().Seconds(), "docs/s")
	b.ReportMetric(float64(cpuTime()-start)/1e9/float64(b.N), "cpu-s/op")
	b.ReportMetric(f.bytesPerDoc, "bytes/doc")
}

// cpuTime returns the CPU time the process has used, user and system. The benchmarks report it
// beside wall-clock times because a shared build machine can leave a benchmark a fraction of
// its cores: wall-clock percentiles then measure the neighbours, CPU time still measures us.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkCompact reports the time a compaction of the whole collection takes, which an Upsert
// or Delete that crosses a threshold pays.
func BenchmarkCompact(b *testing.B) {
	f := loadFixture(b)
	for b.Loop() {
		f.x.Compact()
	}
}

// denseMetros are the three largest metros, where a 25-mile circle holds the most candidates.
var denseMetros = metros[:3]

// BenchmarkSearch reports the latency percentiles of three kinds of query and the recall@K of
// their hits against brute force.
func BenchmarkSearch(b *testing.B) {
	f := loadFixture(b)
	within25 := func() index.Filter {
		m := denseMetros[f.s.rng.IntN(len(denseMetros))]
		c := around(f.s.rng, index.Point{Lat: m.lat, Lon: m.lon}, f.s.rng.Float64()*5)
		return index.Filter{Center: &c, RadiusMiles: 25}
	}
	for _, bc := range []struct {
		name   string
		filter func() index.Filter
	}{
		{"unfiltered", func() index.Filter { return index.Filter{} }},
		{"radius25-dense", within25},
		{"radius25-keyword", func() index.Filter {
			flt := within25()
			flt.Any = map[string][]string{"specialty": {"icu", "er"}}
			flt.Not = map[string][]string{"status": {"inactive"}}
			return flt
		}},
	} {
		queries := make([]index.Query, 200)
		for i := range queries {
			queries[i] = index.Query{Kind: index.Candidates, Vector: f.s.query(), K: benchK, Filter: bc.filter()}
		}
		recall := sync.OnceValue(func() float64 { return f.recall(b, queries[:20]) })
		b.Run(bc.name, func(b *testing.B) {
			var took []time.Duration
			cpu := cpuTime()
			for i := 0; b.Loop(); i++ {
				start := time.Now()
				if _, err := f.x.Search(b.Context(), queries[i%len(queries)]); err != nil {
					b.Fatalf("Search = %v", err)
				}
				took = append(took, time.Since(start))
			}
			b.ReportMetric(float64(cpuTime()-cpu)/1e6/float64(b.N), "cpu-ms/op")
			slices.Sort(took)
			ms := func(q float64) float64 { return float64(took[int(q*float64(len(took)-1))]) / 1e6 }
			b.ReportMetric(ms(0.5), "p50-ms")
			b.ReportMetric(ms(0.99), "p99-ms")
			b.ReportMetric(recall(), "recall")
		})
	}
}

// recall returns the share of the true top K that the index finds, over queries.
func (f *fixture) recall(b *testing.B, queries []index.Query) float64 {
	found, total := 0, 0
	for _, q := range queries {
		hits, err := f.x.Search(b.Context(), q)
		if err != nil {
			b.Fatalf("Search = %v", err)
		}
		want := map[int64]bool{}
		for _, id := range f.bruteForce(q) {
			want[id] = true
		}
		total += len(want)
		for _, h := range hits {
			if want[h.ID] {
				found++
			}
		}
	}
	return float64(found) / float64(max(total, 1))
}

// bruteForce returns the ids of the true top K for the filters the benchmarks use.
func (f *fixture) bruteForce(q index.Query) []int64 {
	type hit struct {
		id    int64
		score float32
	}
	var hits []hit
	for i := range f.s.docs {
		d := &f.s.docs[i]
		if q.Filter.Center != nil && (d.Point == nil || haversine(*q.Filter.Center, *d.Point) > q.Filter.RadiusMiles) {
			continue
		}
		if !keywordsPass(d.Keywords, q.Filter) {
			continue
		}
		hits = append(hits, hit{d.ID, vek32.Dot(q.Vector, d.Vector)})
	}
	slices.SortFunc(hits, func(a, b hit) int { return cmp.Compare(b.score, a.score) })
	ids := make([]int64, 0, q.K)
	for _, h := range hits[:min(q.K, len(hits))] {
		ids = append(ids, h.id)
	}
	return ids
}

func keywordsPass(kw map[string][]string, f index.Filter) bool {
	for field, values := range f.Any {
		if !slices.ContainsFunc(values, func(v string) bool { return slices.Contains(kw[field], v) }) {
			return false
		}
	}
	for field, values := range f.Not {
		if slices.ContainsFunc(values, func(v string) bool { return slices.Contains(kw[field], v) }) {
			return false
		}
	}
	return true
}

func haversine(a, b index.Point) float64 {
	const rad = math.Pi / 180
	sLat, sLon := math.Sin((b.Lat-a.Lat)*rad/2), math.Sin((b.Lon-a.Lon)*rad/2)
	h := sLat*sLat + math.Cos(a.Lat*rad)*math.Cos(b.Lat*rad)*sLon*sLon
	return 2 * 3958.8 * math.Asin(math.Sqrt(min(h, 1)))
}
