package embedded_test

import (
	"context"
	"testing"

	"github.com/recruitd/recruitd/index"
	"github.com/recruitd/recruitd/index/embedded"
	"github.com/recruitd/recruitd/index/indextest"
)

var _ indextest.Backend = (*embedded.Index)(nil)

// compacted compacts after every write, so that the contract's searches read a sorted main
// segment rather than the tail.
type compacted struct{ *embedded.Index }

func (c compacted) Upsert(ctx context.Context, kind index.Kind, docs []index.Document) ([]index.Rejection, error) {
	defer c.Compact()
	return c.Index.Upsert(ctx, kind, docs)
}

func (c compacted) Delete(ctx context.Context, kind index.Kind, ids []int64) error {
	defer c.Compact()
	return c.Index.Delete(ctx, kind, ids)
}

// TestContract runs the contract on an index compacted after every write. The index as serve
// builds it, which keeps recent writes in its tail, runs the contract in index/wiring.
func TestContract(t *testing.T) {
	indextest.RunSet(t, func(*testing.T) *indextest.Set {
		return &indextest.Set{Vectors: compacted{embedded.New()}, Exact: true}
	}, indextest.Options{})
}
