package main

import (
	"context"
	"fmt"
	"io"
	"slices"
	"strings"

	"go.uber.org/zap"

	"github.com/recruitd/recruitd/index"
	"github.com/recruitd/recruitd/index/embed"
	"github.com/recruitd/recruitd/index/wiring"
	"github.com/recruitd/recruitd/records"
)

// versioned connects the persistent backend a rebuild names, "qdrant" (at
// the embedder's dimension, learnt if need be) or "elastic", without making
// or checking its live collections: they may be of the embedder being
// replaced. done closes its connections.
func versioned(ctx context.Context, cfg *wiring.Config, emb embed.Embedder, name string) (v index.Versioned, done func(), err error) {
	only := *cfg
	dim := 0
	switch name {
	case "qdrant":
		if cfg.QdrantURL == "" {
			return nil, nil, fmt.Errorf("qdrant is not configured: set QDRANT_URL")
		}
		only.ElasticURL = ""
		if dim, err = wiring.Dimension(ctx, emb); err != nil {
			return nil, nil, err
		}
	case "elastic":
		if cfg.ElasticURL == "" {
			return nil, nil, fmt.Errorf("elastic is not configured: set ELASTICSEARCH_URL")
		}
		only.QdrantURL = ""
	}
	ixs, err := wiring.Open(ctx, &only, dim, wiring.Rebuild)
	if err != nil {
		return nil, nil, err
	}
	if v, err = ixs.Versioned(name); err != nil {
		ixs.Close()
		return nil, nil, err
	}
	return v, ixs.Close, nil
}

// rebuildVersioned rebuilds a kind of a versioned backend while it serves:
// it fills the next version from the stored documents (resumably), counts
// it against them, switches the alias to it in one step, which deletes the
// old version and the orphans it held, and points the backend's outbox
// cursor at where the stored documents were when the fill began, so that
// the indexer replays what changed since into the new version.
func rebuildVersioned(ctx context.Context, store *records.Store, v index.Versioned, kind index.Kind, restart bool, stdout io.Writer) error {
	cursorName := "reindex:" + v.Name() + ":" + string(kind)
	headName := "reindex-head:" + v.Name() + ":" + string(kind)
	r, err := v.Rebuild(ctx, kind, restart)
	if err != nil {
		return err
	}
	var from, docPos int64
	if r.Resumed() {
		// A head never recorded reads 0: the indexer then replays the whole
		// outbox, which is slow but loses nothing.
		if from, err = store.Cursor(ctx, cursorName); err != nil {
			return err
		}
		if docPos, err = store.Cursor(ctx, headName); err != nil {
			return err
		}
		fmt.Fprintf(stdout, "%s %ss: resuming %s after id %d\n", v.Name(), kind, r.Name(), from)
	} else {
		if docPos, err = store.Cursor(ctx, index.DocumentsCursor); err != nil {
			return err
		}
		if err := store.SetCursor(ctx, headName, docPos); err != nil {
			return err
		}
		if err := store.SetCursor(ctx, cursorName, 0); err != nil {
			return err
		}
		fmt.Fprintf(stdout, "%s %ss: filling %s\n", v.Name(), kind, r.Name())
	}
	total, err := store.CountDocuments(ctx, string(kind))
	if err != nil {
		return err
	}
	bar := newBar(total, "reindex "+v.Name()+" "+string(kind)+"s", stdout)
	var refused []index.Rejection
	err = store.ScanDocuments(ctx, string(kind), from, reindexBatch, index.WholeDocument, func(docs []index.Stored) error {
		rejected, err := r.Upsert(ctx, index.FromStored(docs))
		if err != nil {
			return err
		}
		if err := park(ctx, store, v.Name(), kind, docs, rejected); err != nil {
			return err
		}
		refused = append(refused, rejected...)
		_ = bar.Add(len(docs))
		return store.SetCursor(ctx, cursorName, docs[len(docs)-1].ID)
	})
	if err != nil {
		return err
	}
	_ = bar.Finish()
	fmt.Fprintln(stdout)
	for i, rj := range refused {
		if i == 10 {
			fmt.Fprintf(stdout, "... and %d more refused\n", len(refused)-i)
			break
		}
		fmt.Fprintf(stdout, "refused %s %d: %s\n", kind, rj.ID, rj.Reason)
	}
	stored, err := store.CountDocuments(ctx, string(kind))
	if err != nil {
		return err
	}
	count, err := r.Count(ctx)
	if err != nil {
		return err
	}
	if count < stored-len(refused) {
		return fmt.Errorf("%s holds %d %s documents where %d are stored and %d were refused: the alias stays on the old version; run reindex --backend again (--restart refills from scratch)",
			r.Name(), count, kind, stored, len(refused))
	}
	if err := r.Switch(ctx); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "%s %ss: the alias now names %s (%d documents of %d stored); older versions deleted\n", v.Name(), kind, r.Name(), count, stored)
	for _, name := range []string{cursorName, headName} {
		if err := store.SetCursor(ctx, name, 0); err != nil {
			return err
		}
	}
	return store.SetCursor(ctx, index.BackendCursor(v.Name()), docPos)
}

// statusBackend is what index status asks of a persistent backend.
type statusBackend interface {
	index.Versioned
	Count(ctx context.Context, kind index.Kind) (int, error)
}

// backendStatus writes, for each configured persistent backend and kind,
// the version its alias names and its count beside the stored documents'
// count: a wiped or half-filled collection shows as missing documents.
func backendStatus(ctx context.Context, store *records.Store, cfg *wiring.Config, w io.Writer) error {
	for _, name := range []string{"qdrant", "elastic"} {
		only := *cfg
		switch {
		case name == "qdrant" && cfg.QdrantURL != "":
			only.ElasticURL = ""
		case name == "elastic" && cfg.ElasticURL != "":
			only.QdrantURL = ""
		default:
			continue
		}
		ixs, err := wiring.Open(ctx, &only, 0, wiring.Rebuild)
		if err != nil {
			fmt.Fprintf(w, "%s\tunreachable: %v\n", name, err)
			continue
		}
		v, err := ixs.Versioned(name)
		if err != nil {
			return err
		}
		b := v.(statusBackend)
		for _, kind := range []index.Kind{index.Candidates, index.Jobs} {
			fmt.Fprintf(w, "%s %ss\t%s\n", name, kind, kindStatus(ctx, store, b, name, kind))
		}
		ixs.Close()
	}
	return nil
}

// kindStatus says which version of backend name serves a kind and how its
// count compares.
func kindStatus(ctx context.Context, store *records.Store, b statusBackend, name string, kind index.Kind) string {
	current, err := b.Current(ctx, kind)
	if err != nil {
		return "unreachable: " + err.Error()
	}
	if current == "" {
		return "no collection yet (serve makes it)"
	}
	n, err := b.Count(ctx, kind)
	if err != nil {
		return current + ": count failed: " + err.Error()
	}
	stored, err := store.CountDocuments(ctx, string(kind))
	if err != nil {
		return current + ": " + err.Error()
	}
	var notes []string
	switch {
	case n < stored:
		notes = append(notes, fmt.Sprintf("MISSING %d: run `recruitd reindex --backend %s`", stored-n, name))
	case n > stored:
		notes = append(notes, fmt.Sprintf("%d more than stored (deletes not applied yet)", n-stored))
	}
	return strings.Join(slices.Concat([]string{fmt.Sprintf("%s: %d documents, %d stored", current, n, stored)}, notes), "; ")
}

// warnPartial logs, for each persistent backend that the indexer has brought up to the
// stored documents, each kind of which it holds fewer documents than are stored: a wiped or
// half-filled collection would otherwise serve a partial index in silence. Refused documents
// (logged as they are refused) also count as missing.
func warnPartial(ctx context.Context, store *records.Store, log *zap.Logger, backends ...index.Backend) {
	docPos, err := store.Cursor(ctx, index.DocumentsCursor)
	if err != nil {
		return
	}
	for _, b := range backends {
		pos, err := store.Cursor(ctx, index.BackendCursor(b.Name()))
		if err != nil || pos < docPos {
			continue // still catching up: counts would differ anyway
		}
		for _, kind := range []index.Kind{index.Candidates, index.Jobs} {
			stored, err := store.CountDocuments(ctx, string(kind))
			if err != nil {
				return
			}
			if n, err := b.Count(ctx, kind); err == nil && n < stored {
				log.Warn("an index holds fewer documents than are stored: run `recruitd reindex --backend` for it",
					zap.String("backend", b.Name()), zap.String("kind", string(kind)), zap.Int("held", n), zap.Int("stored", stored))
			}
		}
	}
}
