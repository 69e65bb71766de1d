package index_test

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/jackc/pgx/v5/pgxpool"
	"go.uber.org/zap"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/index"
	"github.com/recruitd/recruitd/index/embed"
	"github.com/recruitd/recruitd/index/embedded"
	"github.com/recruitd/recruitd/internal/pgtest"
	"github.com/recruitd/recruitd/records"
)

func TestMain(m *testing.M) { pgtest.Main(m) }

// dying wraps the real builder and kills its step, as a crash would, the
// first time it is called after armed is set: after the events were read
// and before anything is committed.
type dying struct {
	index.Builder
	armed  bool
	cancel context.CancelFunc
}

func (d *dying) Build(ctx context.Context, kind index.Kind, ids []int64) ([]index.Stored, error) {
	if d.armed {
		d.armed = false
		d.cancel()
		return nil, ctx.Err()
	}
	return d.Builder.Build(ctx, kind, ids)
}

// flaky is the embedded backend failing its first upsert.
type flaky struct {
	*embedded.Index
	failures int
}

func (f *flaky) Upsert(ctx context.Context, kind index.Kind, docs []index.Document) ([]index.Rejection, error) {
	if f.failures > 0 {
		f.failures--
		return nil, errors.New("backend down")
	}
	return f.Index.Upsert(ctx, kind, docs)
}

func drain(t *testing.T, ctx context.Context, ix *index.Indexer) error {
	t.Helper()
	for {
		more, err := ix.Step(ctx)
		if err != nil || !more {
			return err
		}
	}
}

func TestIndexerSurvivesCrashes(t *testing.T) {
	store := records.NewStore(pgtest.New(t))
	ctx := context.Background()
	var ids []int64
	for i := range 12 {
		c, err := store.CreateCandidate(ctx, recruitd.Candidate{FirstName: "N", LastName: fmt.Sprint(i),
			Email: fmt.Sprintf("n%d@example.com", i), StatusID: 1, Profession: "RN", Specialty: "ICU", Address: &recruitd.Address{Zip: "78701"}})
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, c.ID)
	}
	if err := store.DeleteCandidate(ctx, ids[0]); err != nil {
		t.Fatal(err)
	}

	// The builder dies between reading the events and committing them.
	crashCtx, cancel := context.WithCancel(ctx)
	builder := &dying{Builder: index.NewDocuments(store, embed.Builtin{}), armed: true, cancel: cancel}
	backend := &flaky{Index: embedded.New(), failures: 1}
	ix := index.NewIndexer(store, builder, zap.NewNop())
	ix.AddLoaded(backend, 0)
	if _, err := ix.Step(crashCtx); err == nil {
		t.Fatal("a step whose builder died reported success")
	}
	if pos, _ := store.Cursor(ctx, index.DocumentsCursor); pos != 0 {
		t.Fatalf("the documents cursor moved to %d past events that were never committed", pos)
	}

	// A new step (the restarted worker) builds everything; the backend's
	// first failure stops its cursor, and the step after delivers.
	if err := drain(t, ctx, ix); err == nil {
		t.Fatal("a step whose backend failed reported success")
	}
	if err := drain(t, ctx, ix); err != nil {
		t.Fatal(err)
	}
	if n, _ := store.CountDocuments(ctx, "candidate"); n != 11 {
		t.Errorf("stored documents = %d, want 11 (12 created, 1 deleted)", n)
	}
	if n, _ := backend.Count(ctx, index.Candidates); n != 11 {
		t.Errorf("backend holds %d candidates, want 11: nothing lost, nothing doubled", n)
	}

	// A backend loaded later from the stored documents is complete too, and
	// catches up with what happens after its load.
	late := embedded.New()
	pos, skipped, err := index.Load(ctx, store, late, 5)
	if err != nil || len(skipped) > 0 {
		t.Fatal(skipped, err)
	}
	ix2 := index.NewIndexer(store, index.NewDocuments(store, embed.Builtin{}), zap.NewNop())
	ix2.AddLoaded(late, pos)
	if err := store.DeleteCandidate(ctx, ids[1]); err != nil {
		t.Fatal(err)
	}
	if err := drain(t, ctx, ix2); err != nil {
		t.Fatal(err)
	}
	if n, _ := late.Count(ctx, index.Candidates); n != 10 {
		t.Errorf("a loaded backend holds %d candidates after one more delete, want 10", n)
	}
}

func TestUnchangedRecordsAreNotReembedded(t *testing.T) {
	store := records.NewStore(pgtest.New(t))
	ctx := context.Background()
	c, err := store.CreateCandidate(ctx, recruitd.Candidate{FirstName: "A", LastName: "B", Email: "a@example.com", StatusID: 1, Specialty: "ICU"})
	if err != nil {
		t.Fatal(err)
	}
	counting := &countingEmbedder{Embedder: embed.Builtin{}}
	docs := index.NewDocuments(store, counting)
	ix := index.NewIndexer(store, docs, zap.NewNop())
	if err := drain(t, ctx, ix); err != nil {
		t.Fatal(err)
	}
	phone := "512-555-0100" // not part of the embedded text
	if _, err := store.UpdateCandidate(ctx, c.ID, records.CandidatePatch{Phone: &phone}); err != nil {
		t.Fatal(err)
	}
	if err := drain(t, ctx, ix); err != nil {
		t.Fatal(err)
	}
	if counting.texts != 1 {
		t.Errorf("embedded %d texts, want 1: an update that leaves the text alone reuses the vector", counting.texts)
	}
}

type countingEmbedder struct {
	embed.Embedder
	texts int
}

func (c *countingEmbedder) Embed(ctx context.Context, texts []string) ([][]float32, error) {
	c.texts += len(texts)
	return c.Embedder.Embed(ctx, texts)
}

// runIndexer runs ix until the test ends, with short polls and retries.
func runIndexer(t *testing.T, ix *index.Indexer) {
	t.Helper()
	ix.SetTiming(20*time.Millisecond, 10*time.Millisecond, 200*time.Millisecond)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() {
		defer close(done)
		if err := ix.Run(ctx); err != nil {
			t.Error(err)
		}
	}()
	t.Cleanup(func() { cancel(); <-done })
}

// eventually polls cond until it holds, failing the test after a generous
// deadline: it waits on the indexer, never measures it.
func eventually(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("%s: not within 30 s", what)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

func mustCreate(t *testing.T, store *records.Store, c recruitd.Candidate) int64 {
	t.Helper()
	if c.Email == "" {
		c.Email = fmt.Sprintf("%s.%s@example.com", c.FirstName, c.LastName)
	}
	c.StatusID = 1
	created, err := store.CreateCandidate(context.Background(), c)
	if err != nil {
		t.Fatal(err)
	}
	return created.ID
}

func searchIDs(t *testing.T, x *embedded.Index, q index.Query) []int64 {
	t.Helper()
	hits, err := x.Search(context.Background(), q)
	if err != nil {
		t.Fatal(err)
	}
	ids := make([]int64, len(hits))
	for i, h := range hits {
		ids[i] = h.ID
	}
	slices.Sort(ids)
	return ids
}

// TestRecordsWithoutTextNeverBlock writes spec-minimal candidates (and ones
// with only a phone or an address) before ordinary ones: every one gets a
// document, those without text without a vector, and the ordinary ones
// become searchable behind them.
func TestRecordsWithoutTextNeverBlock(t *testing.T) {
	store := records.NewStore(pgtest.New(t))
	ctx := context.Background()
	minimal := mustCreate(t, store, recruitd.Candidate{FirstName: "Min", LastName: "Imal"})
	phone := mustCreate(t, store, recruitd.Candidate{FirstName: "Only", LastName: "Phone", Phone: "512-555-0100"})
	address := mustCreate(t, store, recruitd.Candidate{FirstName: "Only", LastName: "Address", Address: &recruitd.Address{Zip: "78701"}})
	var ordinary []int64
	for i := range 3 {
		ordinary = append(ordinary, mustCreate(t, store, recruitd.Candidate{FirstName: "Icu", LastName: fmt.Sprint(i),
			Profession: "Registered Nurse", Specialty: "ICU", Address: &recruitd.Address{Zip: "78701"}}))
	}
	x := embedded.New()
	pos, _, err := index.Load(ctx, store, x, 100)
	if err != nil {
		t.Fatal(err)
	}
	ix := index.NewIndexer(store, index.NewDocuments(store, embed.Builtin{}), zap.NewNop())
	ix.AddLoaded(x, pos)
	runIndexer(t, ix)

	query, err := embed.Builtin{}.Embed(ctx, []string{"ICU Registered Nurse"})
	if err != nil {
		t.Fatal(err)
	}
	austin := &index.Point{Lat: 30.27, Lon: -97.74}
	icu := index.Query{Kind: index.Candidates, Vector: query[0], K: 3,
		Filter: index.Filter{Center: austin, RadiusMiles: 25, Any: map[string][]string{index.FieldSpecialty: {"specialty:icu"}}}}
	eventually(t, "the ordinary candidates searchable behind the ones without text", func() bool {
		return slices.Equal(searchIDs(t, x, icu), ordinary)
	})

	all := index.Query{Kind: index.Candidates, K: 10, Filter: index.Filter{Any: map[string][]string{index.FieldStatus: {"ACTIVE"}}}}
	if got, want := searchIDs(t, x, all), []int64{minimal, phone, address, ordinary[0], ordinary[1], ordinary[2]}; !slices.Equal(got, want) {
		t.Errorf("active candidates = %v, want %v: every record has a document with its status", got, want)
	}
	near := index.Query{Kind: index.Candidates, Vector: query[0], K: 10, Filter: index.Filter{Center: austin, RadiusMiles: 5}}
	if got := searchIDs(t, x, near); !slices.Contains(got, address) || slices.Contains(got, minimal) {
		t.Errorf("candidates within 5 miles of Austin = %v: want the one with only an address, not the one without", got)
	}
	docs, err := store.Documents(ctx, "candidate", []int64{minimal, phone, address, ordinary[0]}, index.WithoutText)
	if err != nil || len(docs) != 4 {
		t.Fatalf("Documents = %d, %v; want 4", len(docs), err)
	}
	for _, d := range docs {
		if hasText := d.ID == ordinary[0]; (d.Vector != nil) != hasText {
			t.Errorf("candidate %d: vector of %d dimensions; want one only for the candidate with text", d.ID, len(d.Vector))
		}
	}
	if n, _, _ := store.ParkedDocuments(ctx, 10); n != 0 {
		t.Errorf("%d documents parked, want none", n)
	}
}

// picky is the embedded backend refusing the documents of some ids.
type picky struct {
	*embedded.Index
	mu     sync.Mutex
	refuse map[int64]bool
}

func (p *picky) set(id int64, refuse bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.refuse[id] = refuse
}

func (p *picky) Upsert(ctx context.Context, kind index.Kind, docs []index.Document) ([]index.Rejection, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	var take []index.Document
	var rejected []index.Rejection
	for _, d := range docs {
		if p.refuse[d.ID] {
			rejected = append(rejected, index.Rejection{ID: d.ID, Reason: "mapping conflict"})
		} else {
			take = append(take, d)
		}
	}
	more, err := p.Index.Upsert(ctx, kind, take)
	return append(rejected, more...), err
}

func parked(t *testing.T, store *records.Store) map[int64]int {
	t.Helper()
	_, list, err := store.ParkedDocuments(context.Background(), 100)
	if err != nil {
		t.Fatal(err)
	}
	out := map[int64]int{}
	for _, p := range list {
		out[p.ID] = p.Attempts
	}
	return out
}

// TestParkedDocumentsAreRetried checks the life of a refused document: it is
// parked, the cursor moves on, its older version leaves the backend, and it
// is delivered again when its record changes or a reindex asks, and only
// then.
func TestParkedDocumentsAreRetried(t *testing.T) {
	t.Run("persistent", func(t *testing.T) { testParkedDocumentsAreRetried(t, true) })
	t.Run("in this process", func(t *testing.T) { testParkedDocumentsAreRetried(t, false) })
}

func testParkedDocumentsAreRetried(t *testing.T, persistent bool) {
	store := records.NewStore(pgtest.New(t))
	ctx := context.Background()
	var ids []int64
	for i := range 3 {
		ids = append(ids, mustCreate(t, store, recruitd.Candidate{FirstName: "N", LastName: fmt.Sprint(i), Specialty: "ICU"}))
	}
	backend := &picky{Index: embedded.New(), refuse: map[int64]bool{ids[1]: true}}
	ix := index.NewIndexer(store, index.NewDocuments(store, embed.Builtin{}), zap.NewNop())
	if persistent {
		ix.AddPersistent(backend)
	} else {
		ix.AddLoaded(backend, 0)
	}
	if err := drain(t, ctx, ix); err != nil {
		t.Fatal(err)
	}
	count := func() int {
		n, _ := backend.Count(ctx, index.Candidates)
		return n
	}
	head, _ := store.LastEvent(ctx)
	if pos, _ := store.Cursor(ctx, index.BackendCursor("embedded")); persistent && pos != head || count() != 2 {
		t.Errorf("backend at %d holding %d, want at %d (past the refused document) holding 2", pos, count(), head)
	}
	if got := parked(t, store); !cmp.Equal(got, map[int64]int{ids[1]: 1}) {
		t.Errorf("parked = %v, want candidate %d once", got, ids[1])
	}
	notes := func(id int64, s string) {
		if _, err := store.UpdateCandidate(ctx, id, records.CandidatePatch{Notes: &s}); err != nil {
			t.Fatal(err)
		}
		if err := drain(t, ctx, ix); err != nil {
			t.Fatal(err)
		}
	}
	notes(ids[1], "changed, still refused")
	if got := parked(t, store); !cmp.Equal(got, map[int64]int{ids[1]: 2}) {
		t.Errorf("parked after its record changed = %v, want candidate %d with 2 attempts", got, ids[1])
	}
	backend.set(ids[1], false)
	notes(ids[2], "another record changes")
	if got := parked(t, store); !cmp.Equal(got, map[int64]int{ids[1]: 2}) || count() != 2 {
		t.Errorf("parked = %v, backend holds %d: a parked document waits for its own record", got, count())
	}
	notes(ids[1], "changed again")
	if got := parked(t, store); len(got) != 0 || count() != 3 {
		t.Errorf("parked = %v, backend holds %d after the record changed; want none parked and 3 held", got, count())
	}

	// A document held before and refused on its next version leaves the
	// backend, and a reindex's retry delivers it.
	backend.set(ids[0], true)
	notes(ids[0], "refused now")
	if got := parked(t, store); !cmp.Equal(got, map[int64]int{ids[0]: 1}) || count() != 2 {
		t.Errorf("parked = %v, backend holds %d; want candidate %d parked and its older version gone", got, count(), ids[0])
	}
	backend.set(ids[0], false)
	if err := drain(t, ctx, ix); err != nil || count() != 2 {
		t.Fatalf("a step without a retry asked for delivered the parked document: %v, %d held", err, count())
	}
	if err := store.SetCursor(ctx, index.RetryCursor, 1); err != nil { // what reindex does
		t.Fatal(err)
	}
	if err := drain(t, ctx, ix); err != nil {
		t.Fatal(err)
	}
	if got := parked(t, store); len(got) != 0 || count() != 3 {
		t.Errorf("after a retry: parked = %v, backend holds %d; want none and 3", got, count())
	}
}

// outage is a persistent backend that fails while down.
type outage struct {
	*embedded.Index
	down     atomic.Bool
	attempts atomic.Int64
}

func (o *outage) Name() string { return "remote" }

func (o *outage) Upsert(ctx context.Context, kind index.Kind, docs []index.Document) ([]index.Rejection, error) {
	o.attempts.Add(1)
	if o.down.Load() {
		return nil, errors.New("connection refused")
	}
	return o.Index.Upsert(ctx, kind, docs)
}

// TestOutageHoldsUpNoOtherBackend runs the indexer with a persistent backend
// that is down: the embedded backend is fed meanwhile, and the other catches
// up once it is back.
func TestOutageHoldsUpNoOtherBackend(t *testing.T) {
	store := records.NewStore(pgtest.New(t))
	ctx := context.Background()
	remote := &outage{Index: embedded.New()}
	remote.down.Store(true)
	local := embedded.New()
	ix := index.NewIndexer(store, index.NewDocuments(store, embed.Builtin{}), zap.NewNop())
	ix.AddPersistent(remote)
	ix.AddLoaded(local, 0)
	runIndexer(t, ix)
	for i := range 5 {
		mustCreate(t, store, recruitd.Candidate{FirstName: "N", LastName: fmt.Sprint(i), Specialty: "ICU"})
	}
	eventually(t, "the embedded backend fed while the other is down", func() bool {
		n, _ := local.Count(ctx, index.Candidates)
		return n == 5
	})
	eventually(t, "a failed attempt at the backend that is down", func() bool { return remote.attempts.Load() > 0 })
	if n, _ := remote.Count(ctx, index.Candidates); n != 0 {
		t.Fatalf("the backend that is down holds %d documents", n)
	}
	remote.down.Store(false)
	head, _ := store.LastEvent(ctx)
	eventually(t, "the backend back up catches up", func() bool {
		n, _ := remote.Count(ctx, index.Candidates)
		pos, _ := store.Cursor(ctx, index.BackendCursor("remote"))
		return n == 5 && pos == head
	})
}

// versions is a persistent backend shared by replicas that records, per
// document, each version written (the number in its record's notes).
type versions struct {
	mu      sync.Mutex
	written map[int64][]int
}

func (v *versions) Name() string { return "shared" }

func (v *versions) Upsert(_ context.Context, _ index.Kind, docs []index.Document) ([]index.Rejection, error) {
	// A server takes its time, so that pushes that may overlap do.
	time.Sleep(time.Duration(rand.IntN(20_000)) * time.Microsecond)
	v.mu.Lock()
	defer v.mu.Unlock()
	for _, d := range docs {
		var n int
		if _, err := fmt.Sscanf(d.Text[strings.LastIndex(d.Text, "version ")+len("version "):], "%d", &n); err != nil {
			return nil, fmt.Errorf("document %d: %q: %w", d.ID, d.Text, err)
		}
		v.written[d.ID] = append(v.written[d.ID], n)
	}
	return nil, nil
}

func (v *versions) Delete(context.Context, index.Kind, []int64) error { return nil }

func (v *versions) Count(context.Context, index.Kind) (int, error) { return 0, nil }

func (v *versions) last(id int64) int {
	v.mu.Lock()
	defer v.mu.Unlock()
	w := v.written[id]
	if len(w) == 0 {
		return -1
	}
	return w[len(w)-1]
}

// TestReplicasNeverWriteStale runs two indexers, as two serve processes
// would, on one database and one persistent backend while records change
// fast: no document is ever overwritten by an older version of itself, no
// cursor moves backwards, and the backend ends with the last version of each.
func TestReplicasNeverWriteStale(t *testing.T) {
	url := pgtest.NewDatabase(t)
	ctx := context.Background()
	var stores []*records.Store
	for range 2 {
		pool, err := pgxpool.New(ctx, url)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(pool.Close)
		stores = append(stores, records.NewStore(pool))
	}
	const nRecords, nVersions = 4, 40
	var ids []int64
	for i := range nRecords {
		ids = append(ids, mustCreate(t, stores[0], recruitd.Candidate{FirstName: "N", LastName: fmt.Sprint(i), Notes: "version 0"}))
	}
	shared := &versions{written: map[int64][]int{}}
	for _, store := range stores {
		ix := index.NewIndexer(store, index.NewDocuments(store, embed.Builtin{}), zap.NewNop())
		ix.AddPersistent(shared)
		runIndexer(t, ix)
	}
	watching, stopWatching := context.WithCancel(ctx)
	watched := make(chan struct{})
	go func() { // cursors never move backwards
		defer close(watched)
		last := map[string]int64{}
		for watching.Err() == nil {
			cursors, err := stores[1].Cursors(ctx)
			if err != nil {
				t.Error(err)
				return
			}
			for name, pos := range cursors {
				if pos < last[name] {
					t.Errorf("cursor %s moved back from %d to %d", name, last[name], pos)
				}
				last[name] = pos
			}
			time.Sleep(2 * time.Millisecond)
		}
	}()
	var writers sync.WaitGroup
	for w, id := range ids {
		writers.Go(func() {
			for v := 1; v <= nVersions; v++ {
				s := fmt.Sprintf("version %d", v)
				if _, err := stores[w%2].UpdateCandidate(ctx, id, records.CandidatePatch{Notes: &s}); err != nil {
					t.Error(err)
					return
				}
			}
		})
	}
	writers.Wait()
	eventually(t, "the last version of every record in the shared backend", func() bool {
		for _, id := range ids {
			if shared.last(id) != nVersions {
				return false
			}
		}
		return true
	})
	stopWatching()
	<-watched
	shared.mu.Lock()
	defer shared.mu.Unlock()
	for _, id := range ids {
		if w := shared.written[id]; !slices.IsSorted(w) {
			t.Errorf("candidate %d: versions written %v; an older one overwrote a newer one", id, w)
		}
	}
}

// choosy is the built-in embedder refusing every batch that holds a text
// with a word it cannot take, as an endpoint refuses a text too long for its
// model; or failing every call while down.
type choosy struct {
	embed.Builtin
	down bool
}

func (c *choosy) Embed(ctx context.Context, texts []string) ([][]float32, error) {
	if c.down {
		return nil, recruitd.Errorf(recruitd.Unavailable, "embedding endpoint unreachable")
	}
	for _, s := range texts {
		if strings.Contains(s, "unembeddable") {
			return nil, errors.New("endpoint answered 400: input too long")
		}
	}
	return c.Builtin.Embed(ctx, texts)
}

// TestRefusedTextsHoldUpNoOtherRecord checks that a text the embedder
// refuses costs its own record the vector, parked with the reason, and no
// other record anything; that it is embedded once its record changes; and
// that an embedder that is down is an outage, retried, never a refusal.
func TestRefusedTextsHoldUpNoOtherRecord(t *testing.T) {
	store := records.NewStore(pgtest.New(t))
	ctx := context.Background()
	var ids []int64
	for i, notes := range []string{"ICU nurse", "unembeddable", "ER nurse", "PCU nurse"} {
		ids = append(ids, mustCreate(t, store, recruitd.Candidate{FirstName: "N", LastName: fmt.Sprint(i), Notes: notes}))
	}
	embedder := &choosy{}
	ix := index.NewIndexer(store, index.NewDocuments(store, embedder), zap.NewNop())
	if err := drain(t, ctx, ix); err != nil {
		t.Fatal(err)
	}
	vectors := func() map[int64]bool {
		docs, err := store.Documents(ctx, "candidate", ids, index.WithoutText)
		if err != nil {
			t.Fatal(err)
		}
		out := map[int64]bool{}
		for _, d := range docs {
			out[d.ID] = d.Vector != nil
		}
		return out
	}
	if got, want := vectors(), map[int64]bool{ids[0]: true, ids[1]: false, ids[2]: true, ids[3]: true}; !cmp.Equal(got, want) {
		t.Errorf("documents with a vector = %v, want %v", got, want)
	}
	_, list, err := store.ParkedDocuments(ctx, 10)
	if err != nil || len(list) != 1 || list[0].Backend != index.EmbedderName || list[0].ID != ids[1] || !strings.Contains(list[0].Reason, "input too long") {
		t.Errorf("parked = %+v, %v; want candidate %d's text, refused by the embedder", list, err, ids[1])
	}
	notes := "ICU nurse, shorter now"
	if _, err := store.UpdateCandidate(ctx, ids[1], records.CandidatePatch{Notes: &notes}); err != nil {
		t.Fatal(err)
	}
	if err := drain(t, ctx, ix); err != nil {
		t.Fatal(err)
	}
	if got := vectors(); !got[ids[1]] {
		t.Errorf("documents with a vector = %v: candidate %d's is embedded once its text changed", got, ids[1])
	}
	if n, _, _ := store.ParkedDocuments(ctx, 10); n != 0 {
		t.Errorf("%d parked after the text was embedded, want 0", n)
	}

	embedder.down = true
	notes = "ER nurse, changed while the embedder is down"
	if _, err := store.UpdateCandidate(ctx, ids[2], records.CandidatePatch{Notes: &notes}); err != nil {
		t.Fatal(err)
	}
	before, _ := store.Cursor(ctx, index.DocumentsCursor)
	if err := drain(t, ctx, ix); recruitd.ErrorCode(err) != recruitd.Unavailable {
		t.Errorf("a step while the embedder is down = %v, want it unavailable", err)
	}
	if after, _ := store.Cursor(ctx, index.DocumentsCursor); after != before {
		t.Errorf("the documents cursor moved from %d to %d while the embedder was down", before, after)
	}
	if n, _, _ := store.ParkedDocuments(ctx, 10); n != 0 {
		t.Errorf("%d parked while the embedder was down, want 0: an outage is no refusal", n)
	}
}
