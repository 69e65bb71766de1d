package index

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sync"
	"time"

	"go.uber.org/zap"

	"github.com/recruitd/recruitd"
)

// Store is what the indexer needs of Postgres: the outbox, the cursors of
// its consumers, a lock between processes, the stored documents and the
// parked ones. records.Store implements it.
type Store interface {
	// Events returns up to limit outbox events after position, in order.
	Events(ctx context.Context, after int64, limit int) ([]recruitd.Event, error)
	// Cursor returns a named consumer's position, 0 when new.
	Cursor(ctx context.Context, name string) (int64, error)
	// MoveCursor moves a cursor from position from to position to, and
	// reports false, moving nothing, when it was not at from: another process
	// moved it first.
	MoveCursor(ctx context.Context, name string, from, to int64) (bool, error)
	// Exclusive runs fn while this process holds the named lock, which one
	// process at a time holds, and reports false without calling fn when
	// another one holds it.
	Exclusive(ctx context.Context, name string, fn func() error) (bool, error)
	// ListenOutbox calls wake on every outbox append and every commit of
	// stored documents until ctx ends or the connection fails (its error).
	ListenOutbox(ctx context.Context, wake func()) error
	DocumentStore
	Parking
}

// DocumentStore reads and writes stored documents.
type DocumentStore interface {
	// Documents returns the stored documents of a kind with ids in ids, in
	// no particular order; ids without a document are left out.
	Documents(ctx context.Context, kind string, ids []int64, part DocumentPart) ([]Stored, error)
	// ScanDocuments calls fn with every stored document of a kind after
	// from, in id order, in batches; fn's error stops the scan.
	ScanDocuments(ctx context.Context, kind string, from int64, batch int, part DocumentPart, fn func([]Stored) error) error
	// ApplyDocuments writes a batch and moves a cursor from position from to
	// position to, in one transaction. It fails with ErrCursorMoved, writing
	// nothing, when the cursor is not at from. A document whose stored
	// version has a later Position is left as it is.
	ApplyDocuments(ctx context.Context, cursorName string, from, to int64, ch StoredChanges) error
}

// Parking keeps the documents that backends refused (see the package
// comment).
type Parking interface {
	// Parked records the outcome of a batch at a backend: the rejected
	// documents are parked (their attempts counted) and the settled ones,
	// taken or deleted, are parked no more.
	Parked(ctx context.Context, backend string, kind Kind, settled []int64, rejected []Rejection) error
	// ReplaceParked makes rejected the whole of a backend's parked documents
	// of a kind.
	ReplaceParked(ctx context.Context, backend string, kind Kind, rejected []Rejection) error
	// ParkedIDs returns the ids of a backend's parked documents of a kind.
	ParkedIDs(ctx context.Context, backend string, kind Kind) ([]int64, error)
}

// ErrCursorMoved is ApplyDocuments' answer when another process moved the
// cursor first: the batch was applied there, and the caller looks again.
var ErrCursorMoved = errors.New("the cursor was moved by another process")

// Builder makes the stored documents of records: it reads them, embeds what
// changed and returns one document per id that still exists.
type Builder interface {
	Build(ctx context.Context, kind Kind, ids []int64) ([]Stored, error)
}

// DocumentsCursor names the position of the document builder in the outbox,
// and the lock its builds take.
const DocumentsCursor = "documents"

// BackendCursor names a persistent backend's position in the outbox, and the
// lock its pushes take.
func BackendCursor(name string) string { return "backend:" + name }

// RetryCursor counts the requests to retry every parked document: `recruitd
// reindex` makes one when it is done. Each backend carries out each request
// once (a persistent one records how many under retriedCursor).
const RetryCursor = "parked:retry"

func retriedCursor(name string) string { return "parked:retried:" + name }

// DefaultBatch is how many outbox events one step reads.
const DefaultBatch = 500

// Defaults of Run's timing.
const (
	// DefaultPoll is how often a loop looks for work when no notification
	// came (one may be missed while the listening connection reconnects).
	DefaultPoll = 2 * time.Second
	// MinRetry and MaxRetry bound the wait after a failed step: it doubles
	// with each failure in a row, from MinRetry up to MaxRetry.
	MinRetry = time.Second
	MaxRetry = time.Minute
)

// Indexer keeps stored documents and every backend in step with the outbox.
// The document builder turns outbox events into stored documents, committed
// with its cursor; each backend follows the stored documents on a cursor and
// a loop of its own, so that a backend that is down or slow holds up no
// other. A document a backend refuses is parked and passed over (see the
// package comment).
type Indexer struct {
	store    Store
	builder  Builder
	log      *zap.Logger
	targets  []*target
	batch    int
	poll     time.Duration
	minRetry time.Duration
	maxRetry time.Duration
}

// target is a backend and where it has got to.
type target struct {
	backend    Backend
	persistent bool  // its cursors live in Postgres; else in pos and retried
	pos        int64 // the outbox position of a backend in this process
	retried    int64 // the retry requests it has carried out; -1: none looked at yet
	wake       chan struct{}
}

// NewIndexer returns an indexer without backends.
func NewIndexer(store Store, builder Builder, log *zap.Logger) *Indexer {
	return &Indexer{store: store, builder: builder, log: log, batch: DefaultBatch,
		poll: DefaultPoll, minRetry: MinRetry, maxRetry: MaxRetry}
}

// SetTiming changes how often Run polls and how it backs off after a failed
// step (see DefaultPoll, MinRetry and MaxRetry); tests shorten them.
func (ix *Indexer) SetTiming(poll, minRetry, maxRetry time.Duration) {
	ix.poll, ix.minRetry, ix.maxRetry = poll, minRetry, maxRetry
}

// AddPersistent adds a backend whose contents outlive this process (Qdrant,
// Elasticsearch): its cursors are stored, and one process at a time pushes
// to it.
func (ix *Indexer) AddPersistent(b Backend) {
	ix.targets = append(ix.targets, &target{backend: b, persistent: true, wake: make(chan struct{}, 1)})
}

// AddLoaded adds an in-process backend that holds every stored document up to
// outbox position pos (see Load).
func (ix *Indexer) AddLoaded(b Backend, pos int64) {
	ix.targets = append(ix.targets, &target{backend: b, pos: pos, retried: -1, wake: make(chan struct{}, 1)})
}

// BulkLoader is a backend that can take a whole kind in one go, faster than
// by upserts (the embedded backend builds its sorted layout once). Load gives
// it the documents without Text: it holds them all at once. The documents it
// cannot take come back as rejections, as from Upsert.
type BulkLoader interface {
	Load(kind Kind, docs []Document) ([]Rejection, error)
}

// Load fills an in-process backend with every stored document and returns
// the outbox position it is current with, and the documents it refused.
// Those are skipped and parked (replacing what was parked for the backend
// before): a start-up never fails on what the documents hold. Events after
// the position are applied by the indexer; events before it that raced the
// load are applied again, harmlessly.
func Load(ctx context.Context, store Store, b Backend, batch int) (int64, []Rejection, error) {
	pos, err := store.Cursor(ctx, DocumentsCursor)
	if err != nil {
		return 0, nil, err
	}
	var skipped []Rejection
	bulk, isBulk := b.(BulkLoader)
	part := WholeDocument
	if isBulk {
		part = WithoutText
	}
	for _, kind := range []Kind{Candidates, Jobs} {
		var all []Document
		var refused []Rejection
		err := store.ScanDocuments(ctx, string(kind), 0, batch, part, func(docs []Stored) error {
			if isBulk {
				all = append(all, FromStored(docs)...)
				return nil
			}
			rejected, err := b.Upsert(ctx, kind, FromStored(docs))
			refused = append(refused, rejected...)
			return err
		})
		if err == nil && isBulk {
			refused, err = bulk.Load(kind, all)
		}
		if err == nil {
			err = store.ReplaceParked(ctx, b.Name(), kind, refused)
		}
		if err != nil {
			return 0, nil, fmt.Errorf("load %s %ss: %w", b.Name(), kind, err)
		}
		skipped = append(skipped, refused...)
	}
	return pos, skipped, nil
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

// Step applies one batch of outbox events to the documents and then to
// every backend, and reports whether there may be more to do. A backend
// that fails does not keep the others from their step; the error names it.
func (ix *Indexer) Step(ctx context.Context) (bool, error) {
	more, err := ix.buildStep(ctx)
	if err != nil {
		return false, err
	}
	var errs []error
	for _, t := range ix.targets {
		m, err := ix.pushStep(ctx, t)
		if err != nil {
			errs = append(errs, fmt.Errorf("backend %s: %w", t.backend.Name(), err))
		}
		more = more || m
	}
	return more, errors.Join(errs...)
}

// buildStep turns the next events into stored documents, unless another
// process is building them.
func (ix *Indexer) buildStep(ctx context.Context) (bool, error) {
	var more bool
	_, err := ix.store.Exclusive(ctx, DocumentsCursor, func() error {
		var err error
		more, err = ix.build(ctx)
		return err
	})
	return more, err
}

func (ix *Indexer) build(ctx context.Context) (bool, error) {
	pos, err := ix.store.Cursor(ctx, DocumentsCursor)
	if err != nil {
		return false, err
	}
	events, err := ix.store.Events(ctx, pos, ix.batch)
	if err != nil || len(events) == 0 {
		return false, err
	}
	last := events[len(events)-1].ID
	ch := collapse(events)
	var out StoredChanges
	refused := map[Kind][]Rejection{}
	for kind, ids := range ch.upserts {
		docs, err := ix.builder.Build(ctx, kind, ids)
		if err != nil {
			return false, fmt.Errorf("build %ss: %w", kind, err)
		}
		for i := range docs {
			docs[i].Position = last
			if docs[i].Refused != "" {
				refused[kind] = append(refused[kind], Rejection{ID: docs[i].ID, Reason: docs[i].Refused})
			}
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
	err = ix.store.ApplyDocuments(ctx, DocumentsCursor, pos, last, out)
	if errors.Is(err, ErrCursorMoved) {
		return true, nil // another process built these first: look again from where it got to
	}
	if err != nil {
		return false, err
	}
	// The texts the embedder refused are parked; the others, embedded or
	// deleted, are parked no more.
	for kind, ids := range ch.upserts {
		if err := ix.parkRefused(ctx, kind, ids, refused[kind]); err != nil {
			return false, err
		}
	}
	for kind, ids := range ch.deletes {
		if err := ix.store.Parked(ctx, EmbedderName, kind, ids, nil); err != nil {
			return false, err
		}
	}
	return len(events) == ix.batch, nil
}

// parkRefused records which of ids the embedder refused.
func (ix *Indexer) parkRefused(ctx context.Context, kind Kind, ids []int64, rejected []Rejection) error {
	if len(rejected) > 0 {
		ix.log.Warn("texts the embedder refused: their documents have no vector until their record changes or a reindex",
			zap.String("kind", string(kind)), zap.Int("count", len(rejected)),
			zap.Int64("first_id", rejected[0].ID), zap.String("first_reason", rejected[0].Reason))
	}
	refused := map[int64]bool{}
	for _, r := range rejected {
		refused[r.ID] = true
	}
	settled := slices.DeleteFunc(slices.Clone(ids), func(id int64) bool { return refused[id] })
	return ix.store.Parked(ctx, EmbedderName, kind, settled, rejected)
}

// pushStep sends a backend the stored documents that the next events
// changed, up to the builder's position, and when it has caught up retries
// its parked documents if asked to. A persistent backend is pushed to by one
// process at a time: a push that raced another could write an older document
// over a newer one.
func (ix *Indexer) pushStep(ctx context.Context, t *target) (bool, error) {
	if !t.persistent {
		return ix.push(ctx, t)
	}
	var more bool
	_, err := ix.store.Exclusive(ctx, BackendCursor(t.backend.Name()), func() error {
		var err error
		more, err = ix.push(ctx, t)
		return err
	})
	return more, err
}

func (ix *Indexer) push(ctx context.Context, t *target) (bool, error) {
	docPos, err := ix.store.Cursor(ctx, DocumentsCursor)
	if err != nil {
		return false, err
	}
	pos := t.pos
	if t.persistent {
		if pos, err = ix.store.Cursor(ctx, BackendCursor(t.backend.Name())); err != nil {
			return false, err
		}
	}
	if pos >= docPos {
		return false, ix.retryParked(ctx, t)
	}
	events, err := ix.store.Events(ctx, pos, int(min(int64(ix.batch), docPos-pos)))
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
		if err := ix.store.Parked(ctx, t.backend.Name(), kind, ids, nil); err != nil {
			return false, err
		}
	}
	for kind, ids := range ch.upserts {
		if err := ix.deliver(ctx, t.backend, kind, ids); err != nil {
			return false, err
		}
	}
	next := upto[len(upto)-1].ID
	if !t.persistent {
		t.pos = next
		return next < docPos, nil
	}
	moved, err := ix.store.MoveCursor(ctx, BackendCursor(t.backend.Name()), pos, next)
	if err != nil {
		return false, err
	}
	return !moved || next < docPos, nil
}

// deliver sends a backend the stored documents of ids. A document it refuses
// is parked and its older version deleted from it where the backend allows,
// so that it does not answer with a version older than the stored one; a
// record that no longer has a document is deleted. A document it takes is
// parked no more.
func (ix *Indexer) deliver(ctx context.Context, b Backend, kind Kind, ids []int64) error {
	stored, err := ix.store.Documents(ctx, string(kind), ids, WholeDocument)
	if err != nil {
		return err
	}
	var rejected []Rejection
	if len(stored) > 0 {
		if rejected, err = b.Upsert(ctx, kind, FromStored(stored)); err != nil {
			return err
		}
	}
	if gone := without(ids, stored); len(gone) > 0 {
		if err := b.Delete(ctx, kind, gone); err != nil {
			return err
		}
	}
	refused := make(map[int64]bool, len(rejected))
	var drop []int64
	for _, r := range rejected {
		refused[r.ID] = true
		drop = append(drop, r.ID)
	}
	if len(rejected) > 0 {
		ix.log.Warn("documents refused by a backend: parked until their record changes or a reindex",
			zap.String("backend", b.Name()), zap.String("kind", string(kind)), zap.Int("count", len(rejected)),
			zap.Int64("first_id", rejected[0].ID), zap.String("first_reason", rejected[0].Reason))
		// Their older versions go too, if the backend lets them: a refusal
		// must not hold up the batch a second time.
		if err := b.Delete(ctx, kind, drop); err != nil {
			ix.log.Warn("older versions of refused documents may stay in the backend until they are taken",
				zap.String("backend", b.Name()), zap.String("kind", string(kind)), zap.Error(err))
		}
	}
	settled := slices.DeleteFunc(slices.Clone(ids), func(id int64) bool { return refused[id] })
	return ix.store.Parked(ctx, b.Name(), kind, settled, rejected)
}

// retryParked delivers a backend's parked documents again when a retry was
// asked for since it last carried one out.
func (ix *Indexer) retryParked(ctx context.Context, t *target) error {
	want, err := ix.store.Cursor(ctx, RetryCursor)
	if err != nil {
		return err
	}
	done := t.retried
	if t.persistent {
		if done, err = ix.store.Cursor(ctx, retriedCursor(t.backend.Name())); err != nil {
			return err
		}
	}
	if done < 0 {
		// A backend just loaded took every stored document: the retries
		// asked for before are done.
		t.retried = want
		return nil
	}
	if want <= done {
		return nil
	}
	for _, kind := range []Kind{Candidates, Jobs} {
		ids, err := ix.store.ParkedIDs(ctx, t.backend.Name(), kind)
		if err != nil {
			return err
		}
		for batch := range slices.Chunk(ids, ix.batch) {
			if err := ix.deliver(ctx, t.backend, kind, batch); err != nil {
				return err
			}
		}
	}
	if !t.persistent {
		t.retried = want
		return nil
	}
	_, err = ix.store.MoveCursor(ctx, retriedCursor(t.backend.Name()), done, want)
	return err
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

// Run keeps the documents and every backend in step until ctx ends: the
// builder woken by the outbox's notifications, each backend by the builder's
// commits (this process's or, through their notifications, another's), and
// every loop by polling in case a notification is missed. A loop whose step
// fails waits MinRetry, then twice as long after each failure in a row, up
// to MaxRetry; the other loops go on.
func (ix *Indexer) Run(ctx context.Context) error {
	wake := make(chan struct{}, 1)
	go ix.listen(ctx, wake)
	var loops sync.WaitGroup
	for _, t := range ix.targets {
		loops.Go(func() {
			ix.loop(ctx, "backend "+t.backend.Name(), t.wake, func(ctx context.Context) (bool, error) { return ix.pushStep(ctx, t) }, nil)
		})
	}
	ix.loop(ctx, "documents", wake, ix.buildStep, func() {
		for _, t := range ix.targets {
			signal(t.wake)
		}
	})
	loops.Wait()
	return nil
}

// loop runs step until ctx ends: again at once while it has more to do,
// else on wake or the poll; after a failure, once the backoff has passed.
// done runs after each step that did not fail.
func (ix *Indexer) loop(ctx context.Context, what string, wake <-chan struct{}, step func(context.Context) (bool, error), done func()) {
	poll := time.NewTicker(ix.poll)
	defer poll.Stop()
	failures := 0
	for {
		more, err := step(ctx)
		if ctx.Err() != nil {
			return
		}
		if err != nil {
			failures++
			delay := backoff(failures, ix.minRetry, ix.maxRetry)
			ix.log.Warn("index step failed", zap.String("loop", what), zap.Int("failures_in_a_row", failures),
				zap.Duration("retry_in", delay), zap.Error(err))
			if !sleep(ctx, delay) {
				return
			}
			continue
		}
		if failures > 0 {
			ix.log.Info("index step succeeded again", zap.String("loop", what), zap.Int("after_failures", failures))
			failures = 0
		}
		if done != nil {
			done()
		}
		if more {
			continue
		}
		select {
		case <-ctx.Done():
			return
		case <-wake:
		case <-poll.C:
		}
	}
}

// backoff is the wait after the nth failure in a row: lo doubled n-1 times,
// at most hi.
func backoff(n int, lo, hi time.Duration) time.Duration {
	d := lo
	for i := 1; i < n && d < hi; i++ {
		d *= 2
	}
	return min(d, hi)
}

// sleep waits d, and reports false when ctx ended first.
func sleep(ctx context.Context, d time.Duration) bool {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return false
	case <-t.C:
		return true
	}
}

// signal wakes a loop, unless a wake-up is pending already.
func signal(wake chan<- struct{}) {
	select {
	case wake <- struct{}{}:
	default:
	}
}

// listen turns outbox notifications into wake-ups, reconnecting as needed.
func (ix *Indexer) listen(ctx context.Context, wake chan<- struct{}) {
	for ctx.Err() == nil {
		err := ix.store.ListenOutbox(ctx, func() { signal(wake) })
		if err != nil && !errors.Is(err, context.Canceled) {
			ix.log.Warn("outbox listen; polling until reconnected", zap.Error(err))
			sleep(ctx, ix.poll)
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
