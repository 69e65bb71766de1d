package index

import (
	"context"
	"errors"
	"fmt"
	"time"

	"go.uber.org/zap"

	"github.com/recruitd/recruitd"
)

// Store is what the indexer needs of Postgres: the outbox, the cursors of
// its consumers and the stored documents. records.Store implements it.
type Store interface {
	// Events returns up to limit outbox events after position, in order.
	Events(ctx context.Context, after int64, limit int) ([]recruitd.Event, error)
	Cursor(ctx context.Context, name string) (int64, error)
	SetCursor(ctx context.Context, name string, pos int64) error
	// ListenOutbox calls wake on every outbox append until ctx ends or the
	// connection fails (its error).
	ListenOutbox(ctx context.Context, wake func()) error
	DocumentStore
}

// DocumentStore reads and writes stored documents.
type DocumentStore interface {
	// Documents returns the stored documents of a kind with ids in ids, in
	// no particular order; ids without a document are left out.
	Documents(ctx context.Context, kind string, ids []int64, part DocumentPart) ([]Stored, error)
	// ScanDocuments calls fn with every stored document of a kind after
	// from, in id order, in batches; fn's error stops the scan.
	ScanDocuments(ctx context.Context, kind string, from int64, batch int, part DocumentPart, fn func([]Stored) error) error
	// ApplyDocuments writes a batch and moves the cursor to position, in
	// one transaction.
	ApplyDocuments(ctx context.Context, cursorName string, position int64, ch StoredChanges) error
}

// Builder makes the stored documents of records: it reads them, embeds what
// changed and returns one document per id that still exists.
type Builder interface {
	Build(ctx context.Context, kind Kind, ids []int64) ([]Stored, error)
}

// DocumentsCursor names the position of the document builder in the outbox.
const DocumentsCursor = "documents"

// BackendCursor names a persistent backend's position in the outbox.
func BackendCursor(name string) string { return "backend:" + name }

// DefaultBatch is how many outbox events one step reads.
const DefaultBatch = 500

// Indexer keeps stored documents and every backend in step with the outbox:
// first it builds documents (and commits them with its cursor), then it
// pushes stored documents to each backend and moves that backend's cursor.
type Indexer struct {
	store    Store
	builder  Builder
	log      *zap.Logger
	backends []target
	batch    int
}

// target is a backend and where it has got to in the outbox.
type target struct {
	backend    Backend
	persistent bool  // its cursor lives in Postgres, else in pos
	pos        int64 // for a backend that lives in this process
}

// NewIndexer returns an indexer without backends.
func NewIndexer(store Store, builder Builder, log *zap.Logger) *Indexer {
	return &Indexer{store: store, builder: builder, log: log, batch: DefaultBatch}
}

// AddPersistent adds a backend whose contents outlive this process (Qdrant,
// Elasticsearch): its cursor is stored.
func (ix *Indexer) AddPersistent(b Backend) {
	ix.backends = append(ix.backends, target{backend: b, persistent: true})
}

// AddLoaded adds an in-process backend that holds every stored document up to
// outbox position pos (see Load).
func (ix *Indexer) AddLoaded(b Backend, pos int64) {
	ix.backends = append(ix.backends, target{backend: b, pos: pos})
}

// BulkLoader is a backend that can take a whole kind in one go, faster than
// by upserts (the embedded backend builds its sorted layout once). Load gives
// it the documents without Text: it holds them all at once. Documents it
// refuses come back as rejections, as from Upsert.
type BulkLoader interface {
	Load(kind Kind, docs []Document) ([]Rejection, error)
}

// Load fills an in-process backend with every stored document and returns
// the outbox position it is current with, and the documents the backend
// refused. Events after it are applied by the indexer; events before it that
// raced the load are applied again, harmlessly.
func Load(ctx context.Context, store Store, b Backend, batch int) (int64, []Rejection, error) {
	pos, err := store.Cursor(ctx, DocumentsCursor)
	if err != nil {
		return 0, nil, err
	}
	var rejected []Rejection
	bulk, isBulk := b.(BulkLoader)
	part := WholeDocument
	if isBulk {
		part = WithoutText
	}
	for _, kind := range []Kind{Candidates, Jobs} {
		var all []Document
		err := store.ScanDocuments(ctx, string(kind), 0, batch, part, func(docs []Stored) error {
			if isBulk {
				all = append(all, FromStored(docs)...)
				return nil
			}
			r, err := b.Upsert(ctx, kind, FromStored(docs))
			rejected = append(rejected, r...)
			return err
		})
		if err == nil && isBulk {
			var r []Rejection
			r, err = bulk.Load(kind, all)
			rejected = append(rejected, r...)
		}
		if err != nil {
			return 0, nil, fmt.Errorf("load %s %ss: %w", b.Name(), kind, err)
		}
	}
	return pos, rejected, nil
}

// changes are the ids an event batch touched, per kind, last event winning.
type changes struct {
	upserts, deletes map[Kind][]int64
}

func collapse(events []recruitd.Event) changes {
	last := map[Kind]map[int64]bool{} // id -> deleted
	for _, e := range events {
		var kind Kind
		switch e.Entity {
		case recruitd.EntityCandidate:
			kind = Candidates
		case recruitd.EntityJob:
			kind = Jobs
		default:
			continue // files and submissions reach the index through their candidate's events
		}
		if last[kind] == nil {
			last[kind] = map[int64]bool{}
		}
		last[kind][e.EntityID] = e.Deleted
	}
	ch := changes{upserts: map[Kind][]int64{}, deletes: map[Kind][]int64{}}
	for kind, ids := range last {
		for id, deleted := range ids {
			if deleted {
				ch.deletes[kind] = append(ch.deletes[kind], id)
			} else {
				ch.upserts[kind] = append(ch.upserts[kind], id)
			}
		}
	}
	return ch
}

// Step applies one batch of outbox events to the documents and to every
// backend, and reports whether there may be more to do.
func (ix *Indexer) Step(ctx context.Context) (bool, error) {
	more, err := ix.buildStep(ctx)
	if err != nil {
		return false, err
	}
	docPos, err := ix.store.Cursor(ctx, DocumentsCursor)
	if err != nil {
		return false, err
	}
	for i := range ix.backends {
		m, err := ix.pushStep(ctx, &ix.backends[i], docPos)
		if err != nil {
			return false, fmt.Errorf("backend %s: %w", ix.backends[i].backend.Name(), err)
		}
		more = more || m
	}
	return more, nil
}

// buildStep turns the next events into stored documents.
func (ix *Indexer) buildStep(ctx context.Context) (bool, error) {
	pos, err := ix.store.Cursor(ctx, DocumentsCursor)
	if err != nil {
		return false, err
	}
	events, err := ix.store.Events(ctx, pos, ix.batch)
	if err != nil || len(events) == 0 {
		return false, err
	}
	ch := collapse(events)
	var out StoredChanges
	for kind, ids := range ch.upserts {
		docs, err := ix.builder.Build(ctx, kind, ids)
		if err != nil {
			return false, fmt.Errorf("build %ss: %w", kind, err)
		}
		out.Upserts = append(out.Upserts, docs...)
		for _, id := range without(ids, docs) { // deleted since the event
			out.Deletes = append(out.Deletes, Stored{Kind: string(kind), ID: id})
		}
	}
	for kind, ids := range ch.deletes {
		for _, id := range ids {
			out.Deletes = append(out.Deletes, Stored{Kind: string(kind), ID: id})
		}
	}
	if err := ix.store.ApplyDocuments(ctx, DocumentsCursor, events[len(events)-1].ID, out); err != nil {
		return false, err
	}
	return len(events) == ix.batch, nil
}

// pushStep sends a backend the stored documents the next events changed, up
// to the builder's position.
func (ix *Indexer) pushStep(ctx context.Context, t *target, docPos int64) (bool, error) {
	pos := t.pos
	if t.persistent {
		var err error
		if pos, err = ix.store.Cursor(ctx, BackendCursor(t.backend.Name())); err != nil {
			return false, err
		}
	}
	if pos >= docPos {
		return false, nil
	}
	events, err := ix.store.Events(ctx, pos, min(ix.batch, int(docPos-pos)))
	if err != nil || len(events) == 0 {
		return false, err
	}
	var upto []recruitd.Event
	for _, e := range events {
		if e.ID <= docPos {
			upto = append(upto, e)
		}
	}
	ch := collapse(upto)
	for kind, ids := range ch.deletes {
		if err := t.backend.Delete(ctx, kind, ids); err != nil {
			return false, err
		}
	}
	for kind, ids := range ch.upserts {
		stored, err := ix.store.Documents(ctx, string(kind), ids, WholeDocument)
		if err != nil {
			return false, err
		}
		if err := t.backend.Delete(ctx, kind, without(ids, stored)); err != nil {
			return false, err
		}
		rejected, err := t.backend.Upsert(ctx, kind, FromStored(stored))
		if err != nil {
			return false, err
		}
		for _, r := range rejected {
			ix.log.Warn("index backend refused a document", zap.String("backend", t.backend.Name()),
				zap.String("kind", string(kind)), zap.Int64("id", r.ID), zap.String("reason", r.Reason))
		}
	}
	next := upto[len(upto)-1].ID
	if t.persistent {
		if err := ix.store.SetCursor(ctx, BackendCursor(t.backend.Name()), next); err != nil {
			return false, err
		}
	} else {
		t.pos = next
	}
	return next < docPos, nil
}

// FromStored converts stored documents to what backends index.
func FromStored(docs []Stored) []Document {
	out := make([]Document, len(docs))
	for i, d := range docs {
		out[i] = Document{ID: d.ID, Vector: d.Vector, Keywords: d.Keywords, Numbers: d.Numbers, Text: d.Text}
		if d.Lat != nil && d.Lon != nil {
			out[i].Point = &Point{Lat: *d.Lat, Lon: *d.Lon}
		}
	}
	return out
}

// DefaultPoll is how often Run looks at the outbox when no notification came.
const DefaultPoll = 2 * time.Second

// Run applies outbox events as they come until ctx ends: woken by the
// outbox's notifications, and by polling in case one is missed.
func (ix *Indexer) Run(ctx context.Context) error {
	wake := make(chan struct{}, 1)
	go ix.listen(ctx, wake)
	timer := time.NewTicker(DefaultPoll)
	defer timer.Stop()
	for {
		for {
			more, err := ix.Step(ctx)
			if err != nil {
				if ctx.Err() != nil {
					return nil
				}
				ix.log.Error("index step", zap.Error(err))
				break
			}
			if !more {
				break
			}
		}
		select {
		case <-ctx.Done():
			return nil
		case <-wake:
		case <-timer.C:
		}
	}
}

// listen turns outbox notifications into wake-ups, reconnecting as needed.
func (ix *Indexer) listen(ctx context.Context, wake chan<- struct{}) {
	for ctx.Err() == nil {
		err := ix.store.ListenOutbox(ctx, func() {
			select {
			case wake <- struct{}{}:
			default:
			}
		})
		if err != nil && !errors.Is(err, context.Canceled) {
			ix.log.Warn("outbox listen; polling until reconnected", zap.Error(err))
			select {
			case <-ctx.Done():
			case <-time.After(DefaultPoll):
			}
		}
	}
}

// without returns the ids, in order, that no document of docs has.
func without(ids []int64, docs []Stored) []int64 {
	have := make(map[int64]bool, len(docs))
	for _, d := range docs {
		have[d.ID] = true
	}
	var out []int64
	for _, id := range ids {
		if !have[id] {
			out = append(out, id)
		}
	}
	return out
}
