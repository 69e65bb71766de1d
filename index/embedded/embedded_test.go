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

func TestContract(t *testing.T) {
	t.Run("tail", func(t *testing.T) {
		indextest.Run(t, func(*testing.T) indextest.Backend { return embedded.New() }, indextest.Options{Exact: true})
	})
	t.Run("compacted", func(t *testing.T) {
		indextest.Run(t, func(*testing.T) indextest.Backend { return compacted{embedded.New()} }, indextest.Options{Exact: true})
	})
}
