package records_test

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/index"
	"github.com/recruitd/recruitd/internal/pgtest"
	"github.com/recruitd/recruitd/records"
)

func TestEventsCursorsAndDocuments(t *testing.T) {
	pool := pgtest.New(t)
	store := records.NewStore(pool)
	ctx := context.Background()
	c, err := store.CreateCandidate(ctx, recruitd.Candidate{FirstName: "A", LastName: "B", Email: "a@example.com", StatusID: 1})
	if err != nil {
		t.Fatal(err)
	}
	if err := store.DeleteCandidate(ctx, c.ID); err != nil {
		t.Fatal(err)
	}
	events, err := store.Events(ctx, 0, 10)
	if err != nil {
		t.Fatal(err)
	}
	if len(events) != 2 || events[0].Entity != recruitd.EntityCandidate || events[0].Deleted || !events[1].Deleted {
		t.Fatalf("events = %+v, want an upsert then a delete of the candidate", events)
	}
	if head, _ := store.LastEvent(ctx); head != events[1].ID {
		t.Errorf("LastEvent = %d, want %d", head, events[1].ID)
	}
	if after, _ := store.Events(ctx, events[0].ID, 10); len(after) != 1 {
		t.Errorf("events after the first = %d, want 1", len(after))
	}

	if pos, err := store.Cursor(ctx, "documents"); err != nil || pos != 0 {
		t.Errorf("a new cursor = %d, %v; want 0", pos, err)
	}
	lat, lon := 30.27, -97.74
	doc := index.Stored{Kind: "candidate", ID: 7, Model: "m1", ContentHash: []byte{1, 2}, Vector: []float32{0.6, -0.8},
		Lat: &lat, Lon: &lon, Keywords: map[string][]string{"specialty": {"specialty:icu"}}, Numbers: map[string]float64{"years": 4.5}, Text: "ICU RN"}
	if err := store.ApplyDocuments(ctx, "documents", 0, 42, index.StoredChanges{Upserts: []index.Stored{doc}}); err != nil {
		t.Fatal(err)
	}
	got, err := store.Documents(ctx, "candidate", []int64{7, 8}, index.WholeDocument)
	if err != nil {
		t.Fatal(err)
	}
	// Vectors are stored in half precision: within 1e-3 of what was written.
	if diff := cmp.Diff([]index.Stored{doc}, got, cmpopts.EquateApprox(0, 1e-3)); diff != "" {
		t.Errorf("stored document (-want +got):\n%s", diff)
	}
	if pos, _ := store.Cursor(ctx, "documents"); pos != 42 {
		t.Errorf("cursor after ApplyDocuments = %d, want 42", pos)
	}
	var scanned []int64
	if err := store.ScanDocuments(ctx, "candidate", 0, 1, index.WholeDocument, func(ds []index.Stored) error {
		for _, d := range ds {
			scanned = append(scanned, d.ID)
		}
		return nil
	}); err != nil || !cmp.Equal(scanned, []int64{7}) {
		t.Errorf("ScanDocuments = %v, %v", scanned, err)
	}
	if err := store.ApplyDocuments(ctx, "documents", 42, 43, index.StoredChanges{Deletes: []index.Stored{{Kind: "candidate", ID: 7}}}); err != nil {
		t.Fatal(err)
	}
	if n, _ := store.CountDocuments(ctx, "candidate"); n != 0 {
		t.Errorf("documents after delete = %d", n)
	}
	cursors, err := store.Cursors(ctx)
	if err != nil || cursors["documents"] != 43 {
		t.Errorf("Cursors = %v, %v", cursors, err)
	}
}

// TestFloat32VectorsStillRead checks that a document written before vectors
// were stored in half precision (vector_bits 32) reads back unchanged.
func TestFloat32VectorsStillRead(t *testing.T) {
	pool := pgtest.New(t)
	store := records.NewStore(pool)
	ctx := context.Background()
	// 0.1 and -0.3 as little-endian float32, as the first migrations stored them.
	if _, err := pool.Exec(ctx, `INSERT INTO index_documents (kind, id, model, content_hash, vector)
		VALUES ('job', 3, 'm', '\x01', '\xcdcccc3d9a9999be')`); err != nil {
		t.Fatal(err)
	}
	got, err := store.Documents(ctx, "job", []int64{3}, index.WithoutText)
	if err != nil || len(got) != 1 || !cmp.Equal(got[0].Vector, []float32{0.1, -0.3}) {
		t.Fatalf("Documents = %+v, %v; want the float32 vector [0.1 -0.3] exactly", got, err)
	}
}

// TestEventsNeverAppearBelowAReader checks what lets the indexer keep one
// position: while writers commit concurrently, a reader that moves its
// position to the last event it saw never misses an event that commits later
// with a lower id.
func TestEventsNeverAppearBelowAReader(t *testing.T) {
	store := records.NewStore(pgtest.New(t))
	ctx := context.Background()
	const writers, each = 6, 60
	var wg sync.WaitGroup
	for w := range writers {
		wg.Go(func() {
			for i := range each {
				email := fmt.Sprintf("w%d-%d@example.com", w, i)
				if _, err := store.CreateCandidate(ctx, recruitd.Candidate{FirstName: "A", LastName: "B", Email: email, StatusID: 1}); err != nil {
					t.Error(err)
					return
				}
			}
		})
	}
	done := make(chan struct{})
	go func() { wg.Wait(); close(done) }()
	seen := map[int64]bool{}
	var pos int64
	read := func() {
		events, err := store.Events(ctx, pos, 1000)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range events {
			seen[e.ID] = true
			pos = e.ID
		}
	}
	for finished := false; !finished; {
		select {
		case <-done:
			finished = true
		default:
		}
		read()
	}
	read()
	all, err := store.Events(ctx, 0, 10*writers*each)
	if err != nil {
		t.Fatal(err)
	}
	var missed []int64
	for _, e := range all {
		if !seen[e.ID] {
			missed = append(missed, e.ID)
		}
	}
	if len(all) != writers*each || len(missed) > 0 {
		t.Errorf("%d events of %d writes; the reader missed %v", len(all), writers*each, missed)
	}
}

// TestApplyDocumentsFences checks what keeps replicas and rebuilds from
// writing stale documents: a batch whose cursor another process moved
// writes nothing, and a document older (by position) than the stored one
// leaves it alone.
func TestApplyDocumentsFences(t *testing.T) {
	store := records.NewStore(pgtest.New(t))
	ctx := context.Background()
	doc := func(id, position int64, text string) index.Stored {
		return index.Stored{Kind: "job", ID: id, Position: position, Model: "m", ContentHash: []byte{1}, Text: text,
			Keywords: map[string][]string{}, Numbers: map[string]float64{}}
	}
	if err := store.ApplyDocuments(ctx, "documents", 0, 10, index.StoredChanges{Upserts: []index.Stored{doc(1, 10, "first")}}); err != nil {
		t.Fatal(err)
	}
	// A second builder that read the cursor at 0 too.
	err := store.ApplyDocuments(ctx, "documents", 0, 12, index.StoredChanges{Upserts: []index.Stored{doc(1, 12, "racing"), doc(2, 12, "racing")}})
	if !errors.Is(err, index.ErrCursorMoved) {
		t.Errorf("ApplyDocuments from a cursor that moved = %v, want ErrCursorMoved", err)
	}
	if n, _ := store.CountDocuments(ctx, "job"); n != 1 {
		t.Errorf("%d documents after a fenced-off batch, want 1: it wrote nothing", n)
	}
	if pos, _ := store.Cursor(ctx, "documents"); pos != 10 {
		t.Errorf("cursor = %d after a fenced-off batch, want 10", pos)
	}
	// A rebuild that read the record before position 10 comes late.
	if err := store.ApplyDocuments(ctx, "reindex", 0, 1, index.StoredChanges{Upserts: []index.Stored{doc(1, 9, "stale"), doc(2, 9, "new")}}); err != nil {
		t.Fatal(err)
	}
	got, err := store.Documents(ctx, "job", []int64{1, 2}, index.WholeDocument)
	if err != nil {
		t.Fatal(err)
	}
	texts := map[int64]string{}
	for _, d := range got {
		texts[d.ID] = d.Text
	}
	if want := map[int64]string{1: "first", 2: "new"}; !cmp.Equal(texts, want) {
		t.Errorf("texts = %v, want %v: a document of an older position never replaces a newer one", texts, want)
	}
	// A document without a vector reads back without one.
	if len(got) != 2 || got[0].Vector != nil || got[1].Vector != nil {
		t.Errorf("vectors = %v, want none", got)
	}
	if moved, err := store.MoveCursor(ctx, "documents", 9, 20); err != nil || moved {
		t.Errorf("MoveCursor from a stale position = %v, %v; want false", moved, err)
	}
	if moved, err := store.MoveCursor(ctx, "documents", 10, 20); err != nil || !moved {
		t.Errorf("MoveCursor from its position = %v, %v; want true", moved, err)
	}
	if moved, err := store.MoveCursor(ctx, "new", 0, 5); err != nil || !moved {
		t.Errorf("MoveCursor of a new cursor from 0 = %v, %v; want true", moved, err)
	}
}

func TestExclusive(t *testing.T) {
	pool := pgtest.New(t)
	a, b := records.NewStore(pool), records.NewStore(pool) // two processes
	ctx := context.Background()
	ran, err := a.Exclusive(ctx, "backend:x", func() error {
		held, err := b.Exclusive(ctx, "backend:x", func() error {
			t.Error("two processes held one lock at once")
			return nil
		})
		if err != nil || held {
			t.Errorf("Exclusive while another holds the lock = %v, %v; want false", held, err)
		}
		other, err := b.Exclusive(ctx, "backend:y", func() error { return nil })
		if err != nil || !other {
			t.Errorf("Exclusive on another lock = %v, %v; want true", other, err)
		}
		again, err := a.Exclusive(ctx, "backend:x", func() error { return nil })
		if err != nil || again {
			t.Errorf("Exclusive again in the holding process = %v, %v; want false", again, err)
		}
		return nil
	})
	if err != nil || !ran {
		t.Fatalf("Exclusive = %v, %v", ran, err)
	}
	if ran, err := b.Exclusive(ctx, "backend:x", func() error { return nil }); err != nil || !ran {
		t.Errorf("Exclusive after the holder let go = %v, %v; want true", ran, err)
	}
}

func TestParked(t *testing.T) {
	store := records.NewStore(pgtest.New(t))
	ctx := context.Background()
	if err := store.Parked(ctx, "embedded", index.Candidates, nil, []index.Rejection{{ID: 3, Reason: "NaN"}, {ID: 5, Reason: "dimension"}}); err != nil {
		t.Fatal(err)
	}
	if err := store.Parked(ctx, "embedded", index.Candidates, []int64{5}, []index.Rejection{{ID: 3, Reason: "still NaN"}}); err != nil {
		t.Fatal(err)
	}
	if err := store.Parked(ctx, "qdrant", index.Jobs, nil, []index.Rejection{{ID: 3, Reason: "mapping"}}); err != nil {
		t.Fatal(err)
	}
	n, list, err := store.ParkedDocuments(ctx, 10)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, p := range list {
		got[fmt.Sprintf("%s %s %d", p.Backend, p.Kind, p.ID)] = fmt.Sprintf("%s ×%d", p.Reason, p.Attempts)
	}
	want := map[string]string{"embedded candidate 3": "still NaN ×2", "qdrant job 3": "mapping ×1"}
	if n != 2 || !cmp.Equal(got, want) {
		t.Errorf("parked = %d %v, want 2 %v", n, got, want)
	}
	if err := store.ReplaceParked(ctx, "embedded", index.Candidates, []index.Rejection{{ID: 8, Reason: "inf"}}); err != nil {
		t.Fatal(err)
	}
	if ids, err := store.ParkedIDs(ctx, "embedded", index.Candidates); err != nil || !cmp.Equal(ids, []int64{8}) {
		t.Errorf("ParkedIDs after ReplaceParked = %v, %v; want [8]", ids, err)
	}
	if ids, _ := store.ParkedIDs(ctx, "qdrant", index.Jobs); !cmp.Equal(ids, []int64{3}) {
		t.Errorf("another backend's parked documents = %v, want [3]: untouched", ids)
	}
}
