package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"maps"
	"os"
	"os/signal"
	"slices"
	"strings"
	"syscall"
	"text/tabwriter"

	"github.com/schollz/progressbar/v3"
	"go.uber.org/zap"

	"github.com/recruitd/recruitd/index"
	"github.com/recruitd/recruitd/index/embed"
	"github.com/recruitd/recruitd/records"
)

// embedder is the configured embedder: the OpenAI-compatible one when
// OPENAI_BASE_URL or OPENAI_API_KEY and EMBEDDING_MODEL are set, else the
// built-in one.
func embedder() (embed.Embedder, error) {
	model := os.Getenv("EMBEDDING_MODEL")
	if model == "" || (os.Getenv("OPENAI_BASE_URL") == "" && os.Getenv("OPENAI_API_KEY") == "") {
		return embed.Builtin{}, nil
	}
	return embed.NewOpenAI(embed.OpenAIConfig{BaseURL: os.Getenv("OPENAI_BASE_URL"), APIKey: os.Getenv("OPENAI_API_KEY"), Model: model})
}

// indexCmd runs `recruitd index` (the indexer alone) and `recruitd index status`.
func indexCmd(ctx context.Context, args []string, stdout io.Writer) error {
	status := len(args) > 0 && args[0] == "status"
	if status {
		args = args[1:]
	}
	fs := flag.NewFlagSet("index", flag.ContinueOnError)
	dbURL := dbFlag(fs)
	if err := fs.Parse(args); err != nil {
		return err
	}
	pool, _, err := connect(ctx, *dbURL)
	if err != nil {
		return err
	}
	defer pool.Close()
	store := records.NewStore(pool)
	if status {
		return indexStatus(ctx, store, stdout)
	}
	emb, err := embedder()
	if err != nil {
		return err
	}
	log, err := zap.NewProduction()
	if err != nil {
		return err
	}
	ctx, stop := signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM)
	defer stop()
	fmt.Fprintln(stdout, "indexing outbox events into stored documents; Ctrl-C to stop")
	return index.NewIndexer(store, index.NewDocuments(store, emb), log).Run(ctx, pool)
}

func indexStatus(ctx context.Context, store *records.Store, stdout io.Writer) error {
	head, err := store.LastEvent(ctx)
	if err != nil {
		return err
	}
	cursors, err := store.Cursors(ctx)
	if err != nil {
		return err
	}
	tw := tabwriter.NewWriter(stdout, 0, 4, 2, ' ', 0)
	fmt.Fprintf(tw, "outbox head\t%d\n", head)
	for _, kind := range []index.Kind{index.Candidates, index.Jobs} {
		n, err := store.CountDocuments(ctx, string(kind))
		if err != nil {
			return err
		}
		fmt.Fprintf(tw, "stored %s documents\t%d\n", kind, n)
	}
	fmt.Fprintf(tw, "documents behind outbox\t%d events\n", head-cursors[index.DocumentsCursor])
	fmt.Fprintln(tw, "embedded backend\tloaded from stored documents by each serve process")
	for _, name := range slices.Sorted(maps.Keys(cursors)) {
		pos := cursors[name]
		switch {
		case strings.HasPrefix(name, "backend:"):
			fmt.Fprintf(tw, "%s\tat %d, %d events behind\n", strings.TrimPrefix(name, "backend:"), pos, head-pos)
		case strings.HasPrefix(name, reindexCursorPrefix) && pos > 0:
			fmt.Fprintf(tw, "interrupted reindex of %ss\tresumes after id %d\n", strings.TrimPrefix(name, reindexCursorPrefix), pos)
		}
	}
	return tw.Flush()
}

// reindex rebuilds the stored documents from Postgres, resumably: its
// position per kind is a cursor, cleared when the kind is done.
func reindex(ctx context.Context, args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("reindex", flag.ContinueOnError)
	dbURL := dbFlag(fs)
	candidates := fs.Bool("candidates", false, "rebuild candidates (default: both kinds)")
	jobs := fs.Bool("jobs", false, "rebuild jobs (default: both kinds)")
	backend := fs.String("backend", "documents", "what to rebuild: documents (the stored documents every backend loads)")
	restart := fs.Bool("restart", false, "start over instead of resuming an interrupted rebuild")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *backend != "documents" {
		return fmt.Errorf("reindex: unknown backend %q; the embedded backend reloads the stored documents at every start", *backend)
	}
	pool, _, err := connect(ctx, *dbURL)
	if err != nil {
		return err
	}
	defer pool.Close()
	store := records.NewStore(pool)
	emb, err := embedder()
	if err != nil {
		return err
	}
	ctx, stop := signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM)
	defer stop()
	builder := index.NewDocuments(store, emb)
	kinds := []index.Kind{index.Candidates, index.Jobs}
	if *candidates != *jobs {
		kinds = kinds[:1]
		if *jobs {
			kinds = []index.Kind{index.Jobs}
		}
	}
	for _, kind := range kinds {
		if err := rebuild(ctx, store, builder, kind, *restart, stdout); err != nil {
			if errors.Is(err, context.Canceled) {
				fmt.Fprintf(stdout, "\ninterrupted: run reindex again to resume\n")
			}
			return err
		}
	}
	return nil
}

const reindexBatch = 500

// reindexCursorPrefix names the cursors of rebuilds: a record id, not an
// outbox position.
const reindexCursorPrefix = "reindex:documents:"

func rebuild(ctx context.Context, store *records.Store, builder *index.Documents, kind index.Kind, restart bool, stdout io.Writer) error {
	cursorName := reindexCursorPrefix + string(kind)
	from, err := store.Cursor(ctx, cursorName)
	if err != nil {
		return err
	}
	if restart {
		from = 0
	}
	nextIDs := store.CandidateIDs
	total, err := countOf(ctx, store, kind)
	if err != nil {
		return err
	}
	if kind == index.Jobs {
		nextIDs = store.JobIDs
	}
	bar := progressbar.NewOptions64(int64(total), progressbar.OptionSetWriter(stdout),
		progressbar.OptionSetDescription("reindex "+string(kind)+"s"), progressbar.OptionShowCount(),
		progressbar.OptionShowIts(), progressbar.OptionSetItsString(string(kind)+"s"),
		progressbar.OptionSetPredictTime(true), progressbar.OptionThrottle(200_000_000))
	for {
		ids, err := nextIDs(ctx, from, reindexBatch)
		if err != nil {
			return err
		}
		if len(ids) == 0 {
			break
		}
		docs, err := builder.Build(ctx, kind, ids)
		if err != nil {
			return err
		}
		from = ids[len(ids)-1]
		if err := store.ApplyDocuments(ctx, cursorName, from, records.DocumentChanges{Upserts: docs}); err != nil {
			return err
		}
		_ = bar.Add(len(ids))
	}
	_ = bar.Finish()
	fmt.Fprintln(stdout)
	return store.SetCursor(ctx, cursorName, 0)
}

func countOf(ctx context.Context, store *records.Store, kind index.Kind) (int, error) {
	if kind == index.Jobs {
		_, n, err := store.Jobs(ctx, records.JobFilter{Page: records.Page{Limit: 1}})
		return n, err
	}
	_, n, err := store.Candidates(ctx, records.CandidateFilter{Page: records.Page{Limit: 1}})
	return n, err
}
