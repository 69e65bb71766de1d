// Package indextest is the contract every index backend meets, run on the backends as serve
// builds them (wiring.Open): the vector index (Qdrant, or the embedded index) and, when
// configured, the lexical index (Elasticsearch), written to together as the indexer writes.
// It writes documents with the fields production indexes, runs the queries retrieval builds
// (vector, lexical, fused; with and without a vector; long texts; large windows) and checks
// each answer against a brute-force model of the same documents: which documents pass each
// filter, their cosines, their order and their distances. Persistent backends are also
// reopened, moved to another dimension and rebuilt through their aliases. RunRetrieval runs
// matching itself, records through the indexer to retrieval, on the same backends.
//
// Writes are visible to searches as soon as production makes them so: Qdrant's and the
// embedded index's at once, Elasticsearch's within its refresh interval, which the suite waits
// out by counting (it never forces a refresh).
package indextest

import (
	"context"
	"crypto/rand"
	"fmt"
	"math"
	mrand "math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/recruitd/recruitd/index"
	"github.com/recruitd/recruitd/index/wiring"
)

// Backend is what the contract exercises of an index backend.
type Backend interface {
	Upsert(ctx context.Context, kind index.Kind, docs []index.Document) ([]index.Rejection, error)
	Delete(ctx context.Context, kind index.Kind, ids []int64) error
	Search(ctx context.Context, q index.Query) ([]index.Hit, error)
	Count(ctx context.Context, kind index.Kind) (int, error)
}

// Set is the backends one case runs on.
type Set struct {
	Vectors Backend
	// Lexical is the lexical index, nil without one.
	Lexical Backend
	// FusesText: Vectors fuses a lexical search of a query's Text itself (Qdrant without
	// Elasticsearch), so the order of its hits is no longer by cosine alone.
	FusesText bool
	// Exact: Vectors answers exactly (else it is held to MinRecall where approximate).
	Exact bool
	// Versioned are the persistent backends, which outlive a process.
	Versioned []index.Versioned
	// Drop deletes what the set made on its servers; nil when there is nothing to delete.
	Drop func(ctx context.Context) error
}

// FromWiring is the Set of the backends wiring opened.
func FromWiring(ix *wiring.Indexes) *Set {
	s := &Set{Vectors: ix.Vectors(), Exact: ix.Embedded != nil}
	var drops []func(context.Context) error
	if ix.Qdrant != nil {
		s.Versioned = append(s.Versioned, ix.Qdrant)
		s.FusesText = ix.Elastic == nil
		drops = append(drops, ix.Qdrant.Drop)
	}
	if ix.Elastic != nil {
		s.Lexical = ix.Elastic
		s.Versioned = append(s.Versioned, ix.Elastic)
		drops = append(drops, ix.Elastic.Drop)
	}
	s.Drop = func(ctx context.Context) error {
		for _, d := range drops {
			if err := d(ctx); err != nil {
				return err
			}
		}
		ix.Close()
		return nil
	}
	return s
}

// Opener opens the backends at dimension dim, their collections named with prefix, as serve
// (wiring.Serve) or a rebuild (wiring.Rebuild) opens them.
type Opener func(t *testing.T, dim int, prefix string, mode wiring.Mode) (*Set, error)

// Wiring is the Opener of the backends cfg configures, through wiring.Open.
func Wiring(cfg wiring.Config) Opener {
	return func(t *testing.T, dim int, prefix string, mode wiring.Mode) (*Set, error) {
		c := cfg
		c.IndexPrefix = prefix
		ix, err := wiring.Open(t.Context(), &c, dim, mode)
		if err != nil {
			return nil, err
		}
		return FromWiring(ix), nil
	}
}

// Options tune the contract.
type Options struct {
	// Dim is the dimension of the vectors written; zero means 384 (the built-in embedder's).
	Dim int
}

// MinRecall is the mean recall@10 an approximate backend must reach on clustered vectors.
const MinRecall = 0.9

// Tolerances: a score is a cosine computed in float32; a distance may come from another
// formula for the sphere (Elasticsearch's arc distance).
const (
	scoreTolerance = 1e-4
	milesTolerance = 1e-3 // plus the same fraction of the distance
)

// Run runs the contract, each case on backends that open returns empty, under a prefix of
// their own that the case drops at its end.
func Run(t *testing.T, open Opener, opts Options) {
	if opts.Dim == 0 {
		opts.Dim = 384
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			prefix := Prefix()
			set, err := open(t, opts.Dim, prefix, wiring.Serve)
			if err != nil {
				t.Fatalf("open = %v", err)
			}
			t.Cleanup(func() { drop(t, set) })
			c.run(&session{
				t:      t,
				ctx:    t.Context(),
				set:    set,
				m:      newModel(),
				rng:    mrand.New(mrand.NewPCG(1, uint64(len(c.name)))),
				opts:   opts,
				open:   open,
				prefix: prefix,
			})
		})
	}
}

// RunSet runs the vector cases on sets that newSet returns, for a backend built otherwise
// than through wiring (the embedded index kept compacted).
func RunSet(t *testing.T, newSet func(t *testing.T) *Set, opts Options) {
	Run(t, func(t *testing.T, _ int, _ string, _ wiring.Mode) (*Set, error) { return newSet(t), nil }, opts)
}

// Prefix returns a collection prefix of its own for a case.
func Prefix() string { return "rdtest_" + strings.ToLower(rand.Text()[:10]) }

// drop deletes what a set made, after the test (whose context is over by then).
func drop(t *testing.T, set *Set) {
	if set.Drop == nil {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if err := set.Drop(ctx); err != nil {
		t.Errorf("Drop = %v", err)
	}
}

// session is one case's backends with the model that mirrors their writes.
type session struct {
	t      *testing.T
	ctx    context.Context
	set    *Set
	m      *model
	rng    *mrand.Rand
	opts   Options
	open   Opener
	prefix string
}

// backends are the set's backends, the vector one first.
func (s *session) backends() []Backend {
	if s.set.Lexical != nil {
		return []Backend{s.set.Vectors, s.set.Lexical}
	}
	return []Backend{s.set.Vectors}
}

func (s *session) upsert(kind index.Kind, docs ...index.Document) {
	s.t.Helper()
	// Batches of 500, as the indexer sends them.
	for batch := range slices.Chunk(docs, 500) {
		for _, b := range s.backends() {
			if rejected, err := b.Upsert(s.ctx, kind, batch); err != nil || len(rejected) > 0 {
				s.t.Fatalf("Upsert(%s, %d documents) = %v, %v", kind, len(batch), rejected, err)
			}
		}
	}
	s.m.upsert(kind, docs)
	s.settle(kind)
}

func (s *session) delete(kind index.Kind, ids ...int64) {
	s.t.Helper()
	for _, b := range s.backends() {
		if err := b.Delete(s.ctx, kind, ids); err != nil {
			s.t.Fatalf("Delete(%s, %v) = %v", kind, ids, err)
		}
	}
	s.m.delete(kind, ids)
	s.settle(kind)
}

// settle waits until the lexical index counts what the model holds: Elasticsearch shows
// writes within its refresh interval (a second by default).
func (s *session) settle(kind index.Kind) {
	s.t.Helper()
	if s.set.Lexical == nil {
		return
	}
	want := len(s.m.docs[kind])
	deadline := time.Now().Add(30 * time.Second)
	for {
		got, err := s.set.Lexical.Count(s.ctx, kind)
		if err != nil {
			s.t.Fatalf("lexical Count(%s) = %v", kind, err)
		}
		if got == want {
			return
		}
		if time.Now().After(deadline) {
			s.t.Fatalf("lexical Count(%s) = %d after 30 s, want %d", kind, got, want)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

func (s *session) wantCount(kind index.Kind) {
	s.t.Helper()
	want := len(s.m.docs[kind])
	for i, b := range s.backends() {
		if got, err := b.Count(s.ctx, kind); err != nil || got != want {
			s.t.Errorf("backend %d: Count(%s) = %d, %v; want %d", i, kind, got, err, want)
		}
	}
}

// search runs q on the vector index and checks the hits against the model: as many as it
// finds, each a distinct document that passes the filter, with its true score (its cosine,
// 0 without a vector) and distance; and unless the index fuses text, the i-th as good as
// the model's i-th (so equal scores may come in either order) and every document with a
// vector before every one without. It returns the hits.
func (s *session) search(label string, q index.Query) []index.Hit {
	s.t.Helper()
	got, err := s.set.Vectors.Search(s.ctx, q)
	if err != nil {
		s.t.Fatalf("%s: Search = %v", label, err)
	}
	want := s.m.search(q)
	fused := s.set.FusesText && strings.TrimSpace(q.Text) != ""
	var problems []string
	if len(got) != len(want) {
		problems = append(problems, fmt.Sprintf("%d hits, want %d", len(got), len(want)))
	}
	problems = append(problems, s.check(q, got)...)
	qUnit := unit(q.Vector)
	seenUnranked := false
	for i, g := range got {
		truth, ok := s.m.score(q, qUnit, g.ID)
		if !ok {
			continue
		}
		if !fused && i < len(want) {
			switch w := want[i]; {
			case w.ranked && !truth.ranked:
				problems = append(problems, fmt.Sprintf("hit %d: id %d, without a vector, ranks where id %d (%.6f) should", i, g.ID, w.ID, w.Score))
			case w.ranked && truth.Score < w.Score-scoreTolerance:
				problems = append(problems, fmt.Sprintf("hit %d: id %d (%.6f) ranks where id %d (%.6f) should", i, g.ID, truth.Score, w.ID, w.Score))
			}
		}
		if !fused && truth.ranked && seenUnranked {
			problems = append(problems, fmt.Sprintf("hit %d: id %d has a vector but comes after a document without one", i, g.ID))
		}
		seenUnranked = seenUnranked || !truth.ranked
	}
	if len(problems) > 0 {
		s.t.Errorf("%s: Search got ids %v, want %v:\n\t%s", label, hitIDs(got), hitIDsOf(want), strings.Join(problems, "\n\t"))
	}
	return got
}

// check returns what is wrong with hits whatever their order: an id not stored or twice, a
// document that fails the filter, a wrong score or distance.
func (s *session) check(q index.Query, got []index.Hit) []string {
	var problems []string
	seen := map[int64]bool{}
	qUnit := unit(q.Vector)
	for i, g := range got {
		truth, ok := s.m.score(q, qUnit, g.ID)
		switch {
		case !ok:
			problems = append(problems, fmt.Sprintf("hit %d: id %d is not stored", i, g.ID))
			continue
		case seen[g.ID]:
			problems = append(problems, fmt.Sprintf("hit %d: id %d comes twice", i, g.ID))
		case !truth.match:
			problems = append(problems, fmt.Sprintf("hit %d: id %d does not pass the filter", i, g.ID))
		}
		seen[g.ID] = true
		if math.Abs(float64(g.Score-truth.Score)) > scoreTolerance {
			problems = append(problems, fmt.Sprintf("hit %d: id %d scores %.6f, want %.6f", i, g.ID, g.Score, truth.Score))
		}
		if !closeMiles(g.DistanceMiles, truth.DistanceMiles) {
			problems = append(problems, fmt.Sprintf("hit %d: id %d is %.4f miles away, want %.4f", i, g.ID, g.DistanceMiles, truth.DistanceMiles))
		}
	}
	return problems
}

// wantIDs runs q on the vector index, checks it as search does, and checks that the hits are
// exactly ids: the hand-worked answer that keeps the model honest.
func (s *session) wantIDs(label string, q index.Query, ids ...int64) {
	s.t.Helper()
	got := hitIDs(s.search(label, q))
	slices.Sort(got)
	slices.Sort(ids)
	if diff := cmp.Diff(ids, got, cmpopts.EquateEmpty()); diff != "" {
		s.t.Errorf("%s: hit ids (-want +got):\n%s", label, diff)
	}
}

func closeMiles(got, want float64) bool {
	if want < 0 {
		return got == -1
	}
	return math.Abs(got-want) <= milesTolerance*(1+want)
}

func hitIDs(hits []index.Hit) []int64 {
	ids := make([]int64, len(hits))
	for i, h := range hits {
		ids[i] = h.ID
	}
	return ids
}

func hitIDsOf(hits []hit) []int64 {
	ids := make([]int64, len(hits))
	for i, h := range hits {
		ids[i] = h.ID
	}
	return ids
}

// vector returns a random unit vector.
func (s *session) vector() []float32 {
	v := make([]float32, s.opts.Dim)
	for i := range v {
		v[i] = float32(s.rng.NormFloat64())
	}
	return normalise(v)
}

// near returns a random unit vector whose cosine with v is about 1/sqrt(1+spread²).
func (s *session) near(v []float32, spread float64) []float32 {
	out := make([]float32, len(v))
	for i := range v {
		out[i] = v[i] + float32(spread*s.rng.NormFloat64()/math.Sqrt(float64(len(v))))
	}
	return normalise(out)
}

func normalise(v []float32) []float32 {
	var sum float64
	for _, x := range v {
		sum += float64(x) * float64(x)
	}
	for i := range v {
		v[i] = float32(float64(v[i]) / math.Sqrt(sum))
	}
	return v
}

// doc returns a document with a random vector.
func (s *session) doc(id int64) index.Document {
	return index.Document{ID: id, Vector: s.vector()}
}

func ptr[T any](v T) *T { return &v }
