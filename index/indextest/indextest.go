// Package indextest is the contract every index backend meets. Run writes documents through a
// backend and checks every search against a brute-force model of the same documents: which
// documents pass each filter, their cosine scores, their order and their distances. The embedded
// backend runs it in its tests; the Qdrant and Elasticsearch adapters run it against live
// servers when their URLs are set.
package indextest

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/recruitd/recruitd/index"
)

// Backend is what the contract exercises of an index backend. Writes must be visible to the
// next search when the call returns (an adapter waits for its server's refresh).
type Backend interface {
	Upsert(ctx context.Context, kind index.Kind, docs []index.Document) ([]index.Rejection, error)
	Delete(ctx context.Context, kind index.Kind, ids []int64) error
	Search(ctx context.Context, q index.Query) ([]index.Hit, error)
	Count(ctx context.Context, kind index.Kind) (int, error)
}

// Options tune the contract to a backend.
type Options struct {
	// Exact holds the backend to the exact top 10 of a few thousand clustered vectors. Without
	// it the backend needs a mean recall@10 of MinRecall there; the small cases, which any
	// backend answers exactly, are held to exact answers either way.
	Exact bool
	// Dim is the dimension of the vectors written, for backends whose collections are made with
	// a fixed one; zero means 384 (embed.BuiltinDimension, not imported here so that the
	// contract depends on the document model alone).
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

// Run runs the contract, each case on a backend that newBackend returns empty.
func Run(t *testing.T, newBackend func(t *testing.T) Backend, opts Options) {
	if opts.Dim == 0 {
		opts.Dim = 384
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			c.run(&session{
				t:    t,
				ctx:  t.Context(),
				b:    newBackend(t),
				m:    newModel(),
				rng:  rand.New(rand.NewPCG(1, uint64(len(c.name)))),
				opts: opts,
			})
		})
	}
}

// session is one case's backend with the model that mirrors its writes.
type session struct {
	t    *testing.T
	ctx  context.Context
	b    Backend
	m    *model
	rng  *rand.Rand
	opts Options
}

func (s *session) upsert(kind index.Kind, docs ...index.Document) {
	s.t.Helper()
	// Batches of 500 keep a live server's requests to a sensible size.
	for batch := range slices.Chunk(docs, 500) {
		if rejected, err := s.b.Upsert(s.ctx, kind, batch); err != nil || len(rejected) > 0 {
			s.t.Fatalf("Upsert(%s, %d documents) = %v, %v", kind, len(batch), rejected, err)
		}
	}
	s.m.upsert(kind, docs)
}

func (s *session) delete(kind index.Kind, ids ...int64) {
	s.t.Helper()
	if err := s.b.Delete(s.ctx, kind, ids); err != nil {
		s.t.Fatalf("Delete(%s, %v) = %v", kind, ids, err)
	}
	s.m.delete(kind, ids)
}

func (s *session) wantCount(kind index.Kind) {
	s.t.Helper()
	got, err := s.b.Count(s.ctx, kind)
	if want := len(s.m.docs[kind]); err != nil || got != want {
		s.t.Errorf("Count(%s) = %d, %v; want %d", kind, got, err, want)
	}
}

// search runs q and checks the hits against the model: as many as it finds, each a distinct
// document that passes the filter, with its true score and distance, and the i-th as good as
// the model's i-th (so equal scores may come in either order).
func (s *session) search(label string, q index.Query) []index.Hit {
	s.t.Helper()
	got, err := s.b.Search(s.ctx, q)
	if err != nil {
		s.t.Fatalf("%s: Search = %v", label, err)
	}
	want := s.m.search(q)
	var problems []string
	if len(got) != len(want) {
		problems = append(problems, fmt.Sprintf("%d hits, want %d", len(got), len(want)))
	}
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
		if i < len(want) && truth.Score < want[i].Score-scoreTolerance {
			problems = append(problems, fmt.Sprintf("hit %d: id %d (%.6f) ranks where id %d (%.6f) should", i, g.ID, truth.Score, want[i].ID, want[i].Score))
		}
	}
	if len(problems) > 0 {
		s.t.Errorf("%s: Search got ids %v, want %v:\n\t%s", label, hitIDs(got), hitIDs(want), strings.Join(problems, "\n\t"))
	}
	return got
}

// wantIDs runs q, checks it as search does, and checks that the hits are exactly ids: the
// hand-worked answer that keeps the model honest.
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
