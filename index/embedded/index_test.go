package embedded

import (
	"fmt"
	"maps"
	"math"
	"math/rand/v2"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/viterin/vek/vek32"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/index"
)

// mustUpsert upserts docs into x's candidates, every one of which it must take.
func mustUpsert(t testing.TB, x *Index, docs ...index.Document) {
	t.Helper()
	if rejected, err := x.Upsert(t.Context(), index.Candidates, docs); err != nil || len(rejected) > 0 {
		t.Fatalf("Upsert(%d documents) = %v, %v", len(docs), rejected, err)
	}
}

// mustLoad loads docs into x's candidates, every one of which it must take.
func mustLoad(t testing.TB, x *Index, docs ...index.Document) {
	t.Helper()
	if rejected, err := x.Load(index.Candidates, docs); err != nil || len(rejected) > 0 {
		t.Fatalf("Load(%d documents) = %v, %v", len(docs), rejected, err)
	}
}

func mustSearch(t testing.TB, x *Index, q index.Query) []index.Hit {
	t.Helper()
	hits, err := x.Search(t.Context(), q)
	if err != nil {
		t.Fatalf("Search = %v", err)
	}
	return hits
}

// probes are queries of every shape, for comparing two indexes holding the same documents.
func probes(s *synthetic) []index.Query {
	var qs []index.Query
	for i := range 8 {
		m := metros[i]
		c := index.Point{Lat: m.lat, Lon: m.lon}
		for _, f := range []index.Filter{
			{},
			{Center: &c, RadiusMiles: 25},
			{Center: &c, RadiusMiles: 300},
			{Center: &c},
			{Center: &c, RadiusMiles: 40, Any: map[string][]string{"specialty": {"icu", "er"}}, Not: map[string][]string{"status": {"inactive"}}},
			{Any: map[string][]string{"specialty": {"med-surg"}, "status": {"active"}},
				Ranges: map[string]index.Range{"compensation_min": {Min: ptr(60.0), Max: ptr(90.0), MissingOK: true}}},
		} {
			qs = append(qs, index.Query{Kind: index.Candidates, Vector: s.query(), K: 30, Filter: f})
		}
	}
	return qs
}

func ptr[T any](v T) *T { return &v }

// TestWritesMatchLoad checks that upserts, re-upserts and deletes, through the tail and the
// automatic compactions they trigger, leave an index that answers exactly as one loaded with the
// surviving documents in one go.
func TestWritesMatchLoad(t *testing.T) {
	s := synthesize(12_000, 32, 2)
	rng := rand.New(rand.NewPCG(2, 2))
	x := New()
	live := map[int64]index.Document{}
	for batch := range slices.Chunk(s.docs, 100) {
		mustUpsert(t, x, batch...)
		for _, d := range batch {
			live[d.ID] = d
		}
		ids := slices.Collect(maps.Keys(live))
		var gone []int64
		for range 10 {
			gone = append(gone, ids[rng.IntN(len(ids))])
		}
		if err := x.Delete(t.Context(), index.Candidates, gone); err != nil {
			t.Fatalf("Delete = %v", err)
		}
		for _, id := range gone {
			delete(live, id)
		}
		// Move a few survivors: a new vector, place and keywords under the same id.
		var moved []index.Document
		for range 5 {
			d := s.docs[rng.IntN(len(s.docs))]
			if _, ok := live[d.ID]; ok {
				other := s.docs[rng.IntN(len(s.docs))]
				d.Vector, d.Point, d.Keywords = other.Vector, other.Point, other.Keywords
				moved = append(moved, d)
				live[d.ID] = d
			}
		}
		mustUpsert(t, x, moved...)
	}
	c := x.collection(index.Candidates, false)
	if c.main.len() == 0 {
		t.Fatalf("no compaction ran: the main segment is empty, the tail holds %d rows", c.tail.len())
	}
	loaded := New()
	mustLoad(t, loaded, slices.Collect(maps.Values(live))...)
	if n, _ := x.Count(t.Context(), index.Candidates); n != len(live) {
		t.Errorf("Count = %d, want %d", n, len(live))
	}
	for i, q := range probes(s) {
		if diff := cmp.Diff(mustSearch(t, loaded, q), mustSearch(t, x, q)); diff != "" {
			t.Errorf("probe %d: written index vs loaded (-loaded +written):\n%s", i, diff)
		}
	}
	x.Compact()
	if c.tail.len() != 0 || c.main.ndead != 0 {
		t.Errorf("after Compact: tail %d rows, %d dead in main; want none", c.tail.len(), c.main.ndead)
	}
	for i, q := range probes(s) {
		if diff := cmp.Diff(mustSearch(t, loaded, q), mustSearch(t, x, q)); diff != "" {
			t.Errorf("probe %d after Compact (-loaded +compacted):\n%s", i, diff)
		}
	}
}

// TestRebuildReplaysWrites checks that writes made while a compaction copies rows survive its
// swap: an upsert of a copied id, a delete of one, a new id, and a new id deleted again.
func TestRebuildReplaysWrites(t *testing.T) {
	s := synthesize(200, 16, 3)
	x := New()
	mustUpsert(t, x, s.docs[:100]...)
	c := x.collection(index.Candidates, false)

	sources, from, dim := c.begin()
	moved := s.docs[4] // id 5
	moved.Vector = s.docs[150].Vector
	mustUpsert(t, x, moved, s.docs[150]) // id 151 is new
	mustUpsert(t, x, s.docs[160])        // id 161 is new...
	for _, id := range []int64{7, 161} { // ...and gone again, as is id 7
		if err := x.Delete(t.Context(), index.Candidates, []int64{id}); err != nil {
			t.Fatal(err)
		}
	}
	c.install(merge(dim, sources), from)

	if n, _ := x.Count(t.Context(), index.Candidates); n != 100 {
		t.Errorf("Count = %d, want 100", n)
	}
	hits := mustSearch(t, x, index.Query{Kind: index.Candidates, Vector: moved.Vector, K: 200})
	var ids []int64
	for _, h := range hits {
		ids = append(ids, h.ID)
	}
	slices.Sort(ids)
	var want []int64
	for id := int64(1); id <= 100; id++ {
		if id != 7 {
			want = append(want, id)
		}
	}
	want = append(want, 151)
	if diff := cmp.Diff(want, ids); diff != "" {
		t.Errorf("ids after the swap (-want +got):\n%s", diff)
	}
	// Ids 5 and 151 now share a vector; equal scores come in id order.
	if len(hits) < 2 || hits[0].ID != 5 || hits[1].ID != 151 || hits[0].Score < 0.9999 {
		t.Errorf("top hits %v, want ids 5 and 151 with score 1", hits[:min(2, len(hits))])
	}
}

func TestLoadReplaces(t *testing.T) {
	s := synthesize(100, 16, 4)
	x := New()
	mustLoad(t, x, s.docs[:50]...)
	again := slices.Clone(s.docs[29:80]) // ids 30 to 80
	last := again[10]                    // id 40, again with another vector: the last wins
	last.Vector = s.docs[90].Vector
	again = append(again, last)
	mustLoad(t, x, again...)
	if n, _ := x.Count(t.Context(), index.Candidates); n != 51 {
		t.Errorf("Count = %d, want 51", n)
	}
	hits := mustSearch(t, x, index.Query{Kind: index.Candidates, Vector: last.Vector, K: 100})
	if len(hits) != 51 || hits[0].ID != 40 || hits[0].Score < 0.9999 {
		t.Errorf("got %d hits, the first %v; want 51, the first id 40 with score 1", len(hits), hits[0])
	}
	for _, h := range hits {
		if h.ID < 30 || h.ID > 80 {
			t.Errorf("hit id %d survived the second Load", h.ID)
		}
	}
}

func TestValidation(t *testing.T) {
	good := func(id int64) index.Document {
		return index.Document{ID: id, Vector: []float32{1, 0, 0, 0}}
	}
	bad := func(change func(d *index.Document)) index.Document {
		d := good(9)
		change(&d)
		return d
	}
	for _, tc := range []struct {
		name, reason string
		doc          index.Document
	}{
		{"wrong dimension", "vector has 2 dimensions, want 4", bad(func(d *index.Document) { d.Vector = []float32{1, 0} })},
		{"NaN in vector", "vector has no direction (infinite or NaN)", bad(func(d *index.Document) { d.Vector[1] = float32(math.NaN()) })},
		{"latitude out of range", "point (91, 0) is not a coordinate", bad(func(d *index.Document) { d.Point = &index.Point{Lat: 91, Lon: 0} })},
		{"NaN number", `number "hours" is NaN`, bad(func(d *index.Document) { d.Numbers = map[string]float64{"hours": math.NaN()} })},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := New()
			mustUpsert(t, x, good(1), good(9))
			rejected, err := x.Upsert(t.Context(), index.Candidates, []index.Document{good(2), tc.doc, good(3)})
			if want := []index.Rejection{{ID: 9, Reason: tc.reason}}; err != nil || !cmp.Equal(rejected, want) {
				t.Errorf("Upsert = %v, %v; want %v", rejected, err, want)
			}
			hits := mustSearch(t, x, index.Query{Kind: index.Candidates, Vector: good(0).Vector, K: 10})
			if ids := hitIDs(hits); !cmp.Equal(ids, []int64{1, 2, 3}) {
				t.Errorf("ids after a batch with a refused document = %v, want [1 2 3]: the rest stored, the refused one's older version gone", ids)
			}
			rejected, err = New().Load(index.Candidates, []index.Document{good(1), tc.doc, good(2)})
			if want := []index.Rejection{{ID: 9, Reason: tc.reason}}; err != nil || !cmp.Equal(rejected, want) {
				t.Errorf("Load = %v, %v; want %v", rejected, err, want)
			}
		})
	}
	if _, err := New().Upsert(t.Context(), "", []index.Document{good(1)}); recruitd.ErrorCode(err) != recruitd.Invalid {
		t.Errorf("Upsert without a kind = %v, want a %s error", err, recruitd.Invalid)
	}
	x := New()
	mustUpsert(t, x, good(1))
	austin := &index.Point{Lat: 30.27, Lon: -97.74}
	for _, tc := range []struct {
		name string
		q    index.Query
	}{
		{"negative k", index.Query{K: -1}},
		{"no kind", index.Query{Kind: "", Vector: good(0).Vector, K: 1}},
		{"wrong dimension", index.Query{Vector: []float32{1}, K: 1}},
		{"infinite vector", index.Query{Vector: []float32{float32(math.Inf(1)), 0, 0, 0}, K: 1}},
		{"radius without center", index.Query{K: 1, Filter: index.Filter{RadiusMiles: 5}}},
		{"negative radius", index.Query{K: 1, Filter: index.Filter{Center: austin, RadiusMiles: -5}}},
		{"center off the globe", index.Query{K: 1, Filter: index.Filter{Center: &index.Point{Lat: 0, Lon: 200}}}},
		{"NaN bound", index.Query{K: 1, Filter: index.Filter{Ranges: map[string]index.Range{"hours": {Min: ptr(math.NaN())}}}}},
	} {
		if tc.q.Kind == "" && tc.name != "no kind" {
			tc.q.Kind = index.Candidates
		}
		if tc.q.Vector == nil {
			tc.q.Vector = good(0).Vector
		}
		if _, err := x.Search(t.Context(), tc.q); recruitd.ErrorCode(err) != recruitd.Invalid {
			t.Errorf("Search with %s = %v, want a %s error", tc.name, err, recruitd.Invalid)
		}
	}
}

func hitIDs(hits []index.Hit) []int64 {
	ids := make([]int64, len(hits))
	for i, h := range hits {
		ids[i] = h.ID
	}
	return ids
}

// TestWithoutVectors checks documents of records with no text: stored with their place and
// fields, found by filters and radius with score 0, after every document with a vector, in id
// order; and queries without a vector, which rank everything by id. It runs on the tail, after
// a compaction and after a load, and through the collection's first vector arriving after
// documents without one.
func TestWithoutVectors(t *testing.T) {
	austin := index.Point{Lat: 30.27, Lon: -97.74}
	houston := index.Point{Lat: 29.76, Lon: -95.37}
	icu := map[string][]string{"specialty": {"icu"}}
	docs := []index.Document{
		{ID: 7, Point: &austin, Keywords: icu},                                 // spec-minimal with an address
		{ID: 3, Vector: make([]float32, 4), Point: &austin, Keywords: icu},     // zeros, as older builds stored
		{ID: 5, Keywords: icu},                                                 // nothing but fields
		{ID: 1, Vector: []float32{0, 1, 0, 0}, Point: &austin, Keywords: icu},  // orthogonal: cosine 0
		{ID: 9, Vector: []float32{-1, 0, 0, 0}, Point: &austin, Keywords: icu}, // opposite: cosine -1
		{ID: 8, Vector: []float32{1, 1, 0, 0}, Point: &houston, Keywords: icu}, // 146 miles away
		{ID: 4, Vector: []float32{1, 0, 0, 0}, Point: &austin},                 // no keywords
	}
	query := []float32{1, 0, 0, 0}
	cases := []struct {
		name string
		q    index.Query
		want []int64
		zero []int64 // hits that must score 0
	}{
		{"by vector", index.Query{Vector: query, K: 10}, []int64{4, 8, 1, 9, 3, 5, 7}, []int64{1, 3, 5, 7}},
		{"by vector, top 5", index.Query{Vector: query, K: 5}, []int64{4, 8, 1, 9, 3}, []int64{1, 3}},
		{"by vector, filtered", index.Query{Vector: query, K: 10, Filter: index.Filter{Any: icu}}, []int64{8, 1, 9, 3, 5, 7}, nil},
		{"within a radius", index.Query{Vector: query, K: 10, Filter: index.Filter{Center: &austin, RadiusMiles: 25}},
			[]int64{4, 1, 9, 3, 7}, []int64{1, 3, 7}},
		{"no vector", index.Query{K: 10}, []int64{1, 3, 4, 5, 7, 8, 9}, []int64{1, 3, 4, 5, 7, 8, 9}},
		{"zero vector", index.Query{Vector: make([]float32, 4), K: 3}, []int64{1, 3, 4}, []int64{1, 3, 4}},
		{"no vector, within a radius", index.Query{K: 10, Filter: index.Filter{Center: &austin, RadiusMiles: 25, Any: icu}},
			[]int64{1, 3, 7, 9}, []int64{1, 3, 7, 9}},
	}
	check := func(t *testing.T, x *Index) {
		t.Helper()
		for _, tc := range cases {
			tc.q.Kind = index.Candidates
			hits := mustSearch(t, x, tc.q)
			if diff := cmp.Diff(tc.want, hitIDs(hits)); diff != "" {
				t.Errorf("%s: ids (-want +got):\n%s", tc.name, diff)
			}
			for _, h := range hits {
				if slices.Contains(tc.zero, h.ID) && h.Score != 0 {
					t.Errorf("%s: id %d scored %v, want 0", tc.name, h.ID, h.Score)
				}
				if h.ID == 7 && tc.q.Filter.Center != nil && h.DistanceMiles != 0 {
					t.Errorf("%s: id 7 is %v miles from its own point", tc.name, h.DistanceMiles)
				}
			}
		}
	}
	t.Run("tail", func(t *testing.T) {
		x := New()
		mustUpsert(t, x, docs[:3]...) // no vector yet: the collection has no dimension
		if hits := mustSearch(t, x, index.Query{Kind: index.Candidates, Vector: query, K: 10}); !cmp.Equal(hitIDs(hits), []int64{3, 5, 7}) {
			t.Errorf("a query with a vector of a collection without any = %v, want [3 5 7] in id order", hitIDs(hits))
		}
		mustUpsert(t, x, docs[3:]...)
		check(t, x)
	})
	t.Run("compacted", func(t *testing.T) {
		x := New()
		mustUpsert(t, x, docs[:3]...)
		x.Compact()
		mustUpsert(t, x, docs[3:]...)
		x.Compact()
		check(t, x)
	})
	t.Run("loaded", func(t *testing.T) {
		x := New()
		mustLoad(t, x, docs...)
		check(t, x)
	})
}

// TestLoadSkips checks that a load takes what it can: the commonest dimension wins (the model
// most documents were made by) and every other document comes back as a rejection.
func TestLoadSkips(t *testing.T) {
	docs := []index.Document{
		{ID: 1, Vector: []float32{1, 0}},    // an older model's
		{ID: 2, Vector: []float32{1, 0, 0}}, // the current model's
		{ID: 3, Vector: []float32{0, 1, 0}}, //
		{ID: 4, Vector: []float32{float32(math.NaN()), 0, 0}},
		{ID: 5}, // no text
	}
	x := New()
	rejected, err := x.Load(index.Candidates, docs)
	want := []index.Rejection{{ID: 1, Reason: "vector has 2 dimensions, want 3"}, {ID: 4, Reason: "vector has no direction (infinite or NaN)"}}
	if err != nil || !cmp.Equal(rejected, want) {
		t.Errorf("Load = %v, %v; want %v", rejected, err, want)
	}
	if hits := mustSearch(t, x, index.Query{Kind: index.Candidates, Vector: []float32{0, 1, 0}, K: 10}); !cmp.Equal(hitIDs(hits), []int64{3, 2, 5}) {
		t.Errorf("hits after a load that skipped documents = %v, want [3 2 5]", hitIDs(hits))
	}
}

// TestCoverHoldsTheCircle checks the H3 covering: for random centers and radii (1 mile to
// geo.MaxDiskMiles) every row within the radius lies in one of the spans the disk yields. Most
// points are put close to the edge of some circle, where a disk too small would miss them.
func TestCoverHoldsTheCircle(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 5))
	type circle struct {
		center index.Point
		miles  float64
	}
	var circles []circle
	var docs []index.Document
	for range 150 {
		c := circle{
			center: index.Point{Lat: -60 + rng.Float64()*130, Lon: -180 + rng.Float64()*360},
			miles:  math.Exp(rng.Float64() * math.Log(500)),
		}
		if rng.IntN(2) == 0 { // half in the lower 48, where the data is
			c.center = index.Point{Lat: 25 + rng.Float64()*24, Lon: -124 + rng.Float64()*57}
		}
		circles = append(circles, c)
		for range 40 {
			miles := c.miles * (1 - 0.05*rng.Float64()*rng.Float64())
			p := around(rng, c.center, miles)
			docs = append(docs, index.Document{ID: int64(len(docs) + 1), Vector: []float32{1}, Point: &p})
		}
	}
	rows, problems := prepareAll(docs, 1)
	if len(problems) > 0 {
		t.Fatal(problems)
	}
	s := buildRows(1, rows)
	for i, c := range circles {
		p, problems := newPlan(index.Query{K: 1, Filter: index.Filter{Center: &c.center, RadiusMiles: c.miles}})
		if len(problems) > 0 {
			t.Fatal(problems)
		}
		spans, err := s.cover(p)
		if err != nil {
			t.Fatalf("circle %d: cover = %v", i, err)
		}
		in := make(bitset, wordsFor(s.len()))
		for _, sp := range spans {
			for r := sp.start; r < sp.end; r++ {
				in.set(int(r))
			}
		}
		for r := range s.len() {
			if s.chord2(r, &p.pos) <= p.maxChord2 && !in.has(r) {
				t.Errorf("circle %d (%v, %.1f miles): row at %.3f miles is outside the disk",
					i, c.center, c.miles, p.distance(s, r))
			}
		}
	}
}

// TestApproxRecall checks the quantised path, which Search takes when more than exactRows rows
// pass (too many for a quick test, so it is called here directly on 20,000): the hits carry exact
// scores, best first, and find nearly all of the true top 10.
func TestApproxRecall(t *testing.T) {
	const n, dim, k, queries = 20_000, 128, 10, 20
	s := synthesize(n, dim, 6)
	rows, problems := prepareAll(s.docs, dim)
	if len(problems) > 0 {
		t.Fatal(problems)
	}
	seg := buildRows(dim, rows)
	all := make(bitset, wordsFor(n))
	all.fill(n)
	found := 0
	for range queries {
		p, _ := newPlan(index.Query{K: k})
		if err := p.setVector(s.query(), dim); err != nil {
			t.Fatal(err)
		}
		top := newTopK(k)
		seg.approx(p, all, n, top, &scratch{})
		hits := top.sorted()
		// best holds the k highest true scores, lowest first.
		best := slices.Repeat([]float32{-2}, k)
		for i := range s.docs {
			if score := vek32.Dot(p.vec, s.docs[i].Vector); score > best[0] {
				best[0] = score
				slices.Sort(best)
			}
		}
		for i, h := range hits {
			if want := vek32.Dot(p.vec, s.docs[h.id-1].Vector); math.Abs(float64(h.score-want)) > 1e-5 {
				t.Errorf("hit %d: id %d scores %v, want %v", i, h.id, h.score, want)
			}
			if i > 0 && h.score > hits[i-1].score {
				t.Errorf("hit %d scores %v, above hit %d's %v", i, h.score, i-1, hits[i-1].score)
			}
			if h.score >= best[0] {
				found++
			}
		}
	}
	recall := float64(found) / (queries * k)
	t.Logf("recall@%d = %.3f", k, recall)
	if recall < 0.95 {
		t.Errorf("recall@%d = %.3f, want at least 0.95", k, recall)
	}
}

// TestConcurrentWritesAndSearches runs writers, searchers and compactions together (run it with
// -race), then checks the result against a Load of what the writers left.
func TestConcurrentWritesAndSearches(t *testing.T) {
	s := synthesize(3000, 16, 7)
	x := New()
	var (
		wg     sync.WaitGroup
		mu     sync.Mutex
		live   = map[int64]index.Document{}
		stop   = make(chan struct{})
		errs   = make(chan error, 16)
		report = func(err error) {
			select {
			case errs <- err:
			default:
			}
		}
	)
	// Two writers, each owning half of the ids, upsert in small batches (enough rows to trigger
	// automatic compactions) and delete some of what they wrote.
	for w := range 2 {
		wg.Go(func() {
			rng := rand.New(rand.NewPCG(7, uint64(w)))
			var mine []index.Document
			for i := w; i < len(s.docs); i += 2 {
				mine = append(mine, s.docs[i])
			}
			for range 2 {
				for batch := range slices.Chunk(mine, 25) {
					if _, err := x.Upsert(t.Context(), index.Candidates, batch); err != nil {
						report(err)
						return
					}
					gone := batch[rng.IntN(len(batch))].ID
					if err := x.Delete(t.Context(), index.Candidates, []int64{gone}); err != nil {
						report(err)
						return
					}
					mu.Lock()
					for _, d := range batch {
						live[d.ID] = d
					}
					delete(live, gone)
					mu.Unlock()
				}
			}
		})
	}
	var searchers sync.WaitGroup
	for range 2 {
		searchers.Go(func() {
			qs := probes(&synthetic{dim: s.dim, centers: s.centers, rng: rand.New(rand.NewPCG(7, 9))})
			for i := 0; ; i++ {
				select {
				case <-stop:
					return
				default:
				}
				hits, err := x.Search(t.Context(), qs[i%len(qs)])
				if err != nil {
					report(err)
					return
				}
				seen := map[int64]bool{}
				for _, h := range hits {
					if seen[h.ID] {
						report(fmt.Errorf("id %d comes twice in one search", h.ID))
					}
					seen[h.ID] = true
				}
			}
		})
	}
	searchers.Go(func() {
		for {
			select {
			case <-stop:
				return
			default:
				x.Compact()
				time.Sleep(time.Millisecond)
			}
		}
	})
	wg.Wait()
	close(stop)
	searchers.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	loaded := New()
	if _, err := loaded.Load(index.Candidates, slices.Collect(maps.Values(live))); err != nil {
		t.Fatal(err)
	}
	if n, _ := x.Count(t.Context(), index.Candidates); n != len(live) {
		t.Errorf("Count = %d, want %d", n, len(live))
	}
	for i, q := range probes(s) {
		if diff := cmp.Diff(mustSearch(t, loaded, q), mustSearch(t, x, q)); diff != "" {
			t.Errorf("probe %d (-loaded +written):\n%s", i, diff)
		}
	}
}

// TestVectorless checks documents without a vector (a record with no text): stored with their
// place and keywords whether they come before or after the first vector fixes the dimension,
// found by filters and radius, ranked after every document with a vector at score 0, and a query
// without a vector returning what passes its filter in id order.
func TestVectorless(t *testing.T) {
	austin := &index.Point{Lat: 30.27, Lon: -97.74}
	icu := map[string][]string{"specialty": {"icu"}}
	x := New()
	// Before any vector: the collection has no dimension yet.
	mustUpsert(t, x, index.Document{ID: 5, Point: austin, Keywords: icu}, index.Document{ID: 3, Vector: []float32{0, 0, 0}})
	if hits := mustSearch(t, x, index.Query{Kind: index.Candidates, Vector: []float32{1, 0}, K: 10}); len(hits) != 2 ||
		hits[0].ID != 3 || hits[1].ID != 5 || hits[0].Score != 0 {
		t.Errorf("a vector query over vectorless documents = %+v, want ids 3, 5 at score 0", hits)
	}
	// The first vector fixes the dimension; the vectorless rows stay.
	mustUpsert(t, x, index.Document{ID: 9, Vector: []float32{-1, 0.1}, Keywords: icu},
		index.Document{ID: 7, Vector: []float32{1, 0}, Point: austin})
	if x.collection(index.Candidates, false).dimension() != 2 {
		t.Fatal("the first vector did not fix the dimension at 2")
	}
	for _, compact := range []bool{false, true} {
		if compact {
			x.Compact()
		}
		hits := mustSearch(t, x, index.Query{Kind: index.Candidates, Vector: []float32{1, 0}, K: 10})
		want := []index.Hit{{ID: 7, Score: 1, DistanceMiles: -1}, {ID: 9, Score: hits[1].Score, DistanceMiles: -1},
			{ID: 3, DistanceMiles: -1}, {ID: 5, DistanceMiles: -1}}
		if diff := cmp.Diff(want, hits); diff != "" || hits[1].Score >= 0 {
			t.Errorf("compacted %v: vector query (-want +got), the vectorless last at 0 after a negative cosine:\n%s", compact, diff)
		}
		near := mustSearch(t, x, index.Query{Kind: index.Candidates, Vector: []float32{1, 0}, K: 10,
			Filter: index.Filter{Center: austin, RadiusMiles: 5, Any: icu}})
		if len(near) != 1 || near[0].ID != 5 || near[0].DistanceMiles != 0 {
			t.Errorf("compacted %v: icu within 5 miles = %+v, want id 5 at 0 miles", compact, near)
		}
		byFilter := mustSearch(t, x, index.Query{Kind: index.Candidates, K: 10, Filter: index.Filter{Any: icu}})
		if len(byFilter) != 2 || byFilter[0].ID != 5 || byFilter[1].ID != 9 || byFilter[0].Score != 0 || byFilter[1].Score != 0 {
			t.Errorf("compacted %v: a query without a vector = %+v, want ids 5, 9 in id order at score 0", compact, byFilter)
		}
	}
	// A vector of another dimension is still refused.
	rejected, err := x.Upsert(t.Context(), index.Candidates, []index.Document{{ID: 11, Vector: []float32{1, 0, 0}}})
	if err != nil || len(rejected) != 1 {
		t.Errorf("Upsert of a 3-dimensional vector into a 2-dimensional collection = %v, %v; want one rejection", rejected, err)
	}
}
