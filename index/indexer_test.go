package index_test

import (
	"context"
	"errors"
	"fmt"
	"testing"

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
	pos, refused, err := index.Load(ctx, store, late, 5)
	if err != nil || len(refused) > 0 {
		t.Fatal(refused, err)
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
