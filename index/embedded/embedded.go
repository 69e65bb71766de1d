// Package embedded is the index backend that runs inside the recruitd process, with nothing to
// deploy: every kind's documents in memory, searched by exact or quantised vector scans inside
// the hard filters. It is sized for a million candidates of 384 dimensions on two cores, and
// rebuilt from Postgres at start-up (Load) like any other backend.
//
// Each kind is a collection of two segments: a main segment built in one go, its rows sorted by
// H3 cell so that a radius query reads a few contiguous spans, and a tail that takes upserts
// until a compaction folds it in. A search narrows the rows by keyword postings, the H3 disk
// around its center, an exact distance test and numeric ranges, then scores what is left: every
// row exactly when few remain, otherwise the rows whose 1-bit sign codes are nearest the query's
// and only those exactly. Rows without a vector (records with no text) are marked in a bitset of
// their own, left out of the scoring and ranked after the scored rows, in id order.
package embedded

import (
	"context"
	"fmt"
	"sync"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/index"
)

// Index holds every kind's collection. It is safe for concurrent use: searches run in parallel
// with each other and with writes, which see each other at once.
type Index struct {
	mu    sync.Mutex
	kinds map[index.Kind]*collection
}

// New returns an empty index.
func New() *Index {
	return &Index{kinds: map[index.Kind]*collection{}}
}

// collection returns kind's collection, made on first use when create is set (nil otherwise).
func (x *Index) collection(kind index.Kind, create bool) *collection {
	x.mu.Lock()
	defer x.mu.Unlock()
	c := x.kinds[kind]
	if c == nil && create {
		c = newCollection()
		x.kinds[kind] = c
	}
	return c
}

// Upsert stores docs in kind's collection, each replacing any document with its id; within docs
// the last of an id wins. The first vector a collection stores fixes its dimension for the life
// of the Index (a new embedding model means a new Index, built by reindex). A document without a
// vector (nil or all zeros: a record with no text) is stored with its place and fields.
//
// A document it cannot store comes back as a rejection, with every reason found: a vector of
// another dimension or with an infinity or NaN, a point that is not a coordinate, a number that
// is not finite. The rest of docs is stored, and a rejected id's older document is removed, so
// that the index never answers with a version older than the one it refused. A document's
// vector need not be exactly unit length: it is normalised as it is stored. The error is ctx's,
// or a validation error (recruitd.Invalid) when kind is empty.
//
// An Upsert that takes the tail of recent writes past its threshold compacts the collection
// before it returns, which at a million rows takes a second or two; searches and other writes go
// on meanwhile.
func (x *Index) Upsert(ctx context.Context, kind index.Kind, docs []index.Document) ([]index.Rejection, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if err := checkKind(kind); err != nil || len(docs) == 0 {
		return nil, err
	}
	c := x.collection(kind, true)
	dim := c.dimension()
	if dim == 0 {
		dim = dimensionOf(docs)
	}
	rows, rejected := prepareAll(docs, dim)
	c.upsert(dim, rows, rejected)
	return rejected, nil
}

// Load replaces the contents of kind's collection with docs, building the sorted layout in one
// pass: the start-up and reindex path. docs may come in any order and repeat an id (the last
// wins). Writes that arrive while it builds are applied on top of docs, as newer. A collection
// without a dimension takes the commonest among docs' vectors. The documents it cannot store come
// back as rejections, as from Upsert, and the others are loaded; it fails only when kind is empty.
func (x *Index) Load(kind index.Kind, docs []index.Document) ([]index.Rejection, error) {
	if err := checkKind(kind); err != nil {
		return nil, err
	}
	c := x.collection(kind, true)
	dim := c.dimension()
	if dim == 0 {
		dim = dimensionOf(docs)
	}
	rows, rejected := prepareAll(docs, dim)
	c.load(dim, rows)
	return rejected, nil
}

// Delete removes the documents with ids from kind's collection; ids it does not hold are
// ignored. It fails with a validation error only when kind is empty. Like Upsert, it compacts
// before returning when deleted rows have piled up.
func (x *Index) Delete(ctx context.Context, kind index.Kind, ids []int64) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	if err := checkKind(kind); err != nil {
		return err
	}
	if c := x.collection(kind, false); c != nil {
		c.delete(ids)
	}
	return nil
}

// Count returns the number of documents in kind's collection. It fails with a validation error
// only when kind is empty.
func (x *Index) Count(ctx context.Context, kind index.Kind) (int, error) {
	if err := ctx.Err(); err != nil {
		return 0, err
	}
	if err := checkKind(kind); err != nil {
		return 0, err
	}
	c := x.collection(kind, false)
	if c == nil {
		return 0, nil
	}
	return c.count(), nil
}

// Search returns up to q.K documents of q.Kind that pass q.Filter, most similar to q.Vector
// first (equal scores in id order), then the documents without a vector in id order, with score
// 0. Scores are cosine similarities. A query without a vector (nil or all zeros) finds the
// documents that pass its filter in id order, all with score 0. A collection with no documents
// yields no hits whatever the vector.
//
// It fails with a validation error (recruitd.Invalid) when the kind is empty, K is negative, the
// vector has an infinity or NaN or not the collection's dimension, the center is not a
// coordinate, the radius is negative or NaN or has no center, or a range bound is NaN.
//
// Hits are exact unless more than 100,000 rows pass the filter; then the rows are ranked by their
// sign codes and the best max(20·K, 1000) rescored exactly, which finds nearly all of the true
// top K (see the benchmarks' recall).
func (x *Index) Search(ctx context.Context, q index.Query) ([]index.Hit, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	p, problems := newPlan(q)
	if q.Kind == "" {
		problems = append(problems, "kind is empty")
	}
	if len(problems) > 0 {
		return nil, recruitd.Validation("invalid query", problems...)
	}
	c := x.collection(q.Kind, false)
	if c == nil || q.K == 0 {
		return nil, nil
	}
	return c.search(p, q.Vector)
}

// Compact folds every collection's tail and deleted rows into a new sorted main segment.
// Writes compact on their own as the tail grows; this is for a quiet moment, such as after a
// burst of writes. Searches and writes go on while it builds.
func (x *Index) Compact() {
	x.mu.Lock()
	cs := make([]*collection, 0, len(x.kinds))
	for _, c := range x.kinds {
		cs = append(cs, c)
	}
	x.mu.Unlock()
	for _, c := range cs {
		c.compact()
	}
}

func (c *collection) search(p *plan, vector []float32) ([]index.Hit, error) {
	c.mu.RLock()
	defer c.mu.RUnlock()
	if len(c.loc) == 0 {
		return nil, nil
	}
	if err := p.setVector(vector, c.dim); err != nil {
		return nil, err
	}
	// Rows scored by their vectors rank before the rows without one, which come in id order.
	top, rest := newTopK(p.k), newTopK(p.k)
	sc := scratchPool.Get().(*scratch)
	c.main.search(p, top, rest, sc)
	c.tail.search(p, top, rest, sc)
	scratchPool.Put(sc)
	best := top.sorted()
	if len(best) < p.k {
		more := rest.sorted()
		best = append(best, more[:min(len(more), p.k-len(best))]...)
	}
	hits := make([]index.Hit, len(best))
	for i, h := range best {
		hits[i] = index.Hit{ID: h.id, Score: h.score, DistanceMiles: p.distance(h.seg, h.row)}
	}
	return hits, nil
}

func checkKind(kind index.Kind) error {
	if kind == "" {
		return recruitd.Validation("invalid kind", "kind is empty")
	}
	return nil
}

func dimensionError(got, want int) error {
	return recruitd.Validation("wrong vector dimension", fmt.Sprintf("vector has %d dimensions, want %d", got, want))
}
