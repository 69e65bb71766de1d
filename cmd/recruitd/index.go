package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"maps"
	"os"
	"os/signal"
	"runtime"
	"runtime/debug"
	"slices"
	"strings"
	"syscall"
	"text/tabwriter"
	"time"

	"github.com/schollz/progressbar/v3"
	"go.uber.org/zap"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/index"
	"github.com/recruitd/recruitd/index/wiring"
	"github.com/recruitd/recruitd/records"
	"github.com/recruitd/recruitd/resume"
	"github.com/recruitd/recruitd/screening"
)

// llmModel is the chat model the environment configures, "" when none:
// LLM_MODEL with OPENAI_BASE_URL or OPENAI_API_KEY.
func llmModel() string {
	if os.Getenv("OPENAI_BASE_URL") == "" && os.Getenv("OPENAI_API_KEY") == "" {
		return ""
	}
	return os.Getenv("LLM_MODEL")
}

// resumeParser is the configured resume parser: the rules, structured by the
// chat model when one is configured (falling back to the rules on failure).
func resumeParser() (*resume.Parser, error) {
	model := llmModel()
	if model == "" {
		return &resume.Parser{}, nil
	}
	llm, err := resume.NewLLM(resume.LLMConfig{BaseURL: os.Getenv("OPENAI_BASE_URL"), APIKey: os.Getenv("OPENAI_API_KEY"), Model: model})
	if err != nil {
		return nil, fmt.Errorf("LLM_MODEL: %w", err)
	}
	return &resume.Parser{LLM: llm}, nil
}

// evaluator is the configured screening evaluator: an OpenAI-compatible
// model when LLM_MODEL is set with OPENAI_BASE_URL or OPENAI_API_KEY (blind
// unless LLM_BLIND=false), else the rules.
func evaluator(log *zap.Logger) (screening.Evaluator, error) {
	model := llmModel()
	if model == "" {
		return screening.Rules{}, nil
	}
	llm, err := screening.NewLLM(screening.LLMConfig{BaseURL: os.Getenv("OPENAI_BASE_URL"), APIKey: os.Getenv("OPENAI_API_KEY"),
		Model: model, NoBlind: os.Getenv("LLM_BLIND") == "false",
		OnFallback: func(err error) { log.Warn("LLM screening fell back to the rules", zap.Error(err)) }})
	if err != nil {
		return nil, fmt.Errorf("LLM_MODEL: %w", err)
	}
	return llm, nil
}

// indexCmd runs `recruitd index` (the indexer alone) and `recruitd index status`.
func indexCmd(ctx context.Context, args []string, stdout io.Writer) error {
	status := len(args) > 0 && args[0] == "status"
	if status {
		args = args[1:]
	}
	fs := newFlags("index", "index [flags]", "Runs the outbox indexer alone (serve runs it too) until SIGINT or SIGTERM.", stdout, backendEnv)
	if status {
		fs = newFlags("index status", "index status [flags]", "Prints the stored documents per kind and how far each consumer is behind the outbox.", stdout, backendEnv)
	}
	dbURL := dbFlag(fs)
	ixcfg := wiring.Flags(fs, os.Getenv)
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
		return indexStatus(ctx, store, ixcfg, stdout)
	}
	emb, err := wiring.Embedder(ixcfg)
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
	return index.NewIndexer(store, index.NewDocuments(store, emb), log).Run(ctx)
}

func indexStatus(ctx context.Context, store *records.Store, ixcfg *wiring.Config, stdout io.Writer) error {
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
	if ixcfg.QdrantURL == "" {
		fmt.Fprintln(tw, "embedded backend\tloaded from stored documents by each serve process")
	}
	if err := backendStatus(ctx, store, ixcfg, tw); err != nil {
		return err
	}
	for _, name := range slices.Sorted(maps.Keys(cursors)) {
		pos := cursors[name]
		switch {
		case strings.HasPrefix(name, "backend:"):
			fmt.Fprintf(tw, "%s\tat %d, %d events behind\n", strings.TrimPrefix(name, "backend:"), pos, head-pos)
		case strings.HasPrefix(name, reindexCursorPrefix) && pos > 0:
			fmt.Fprintf(tw, "interrupted reindex of %ss\tresumes after id %d\n", strings.TrimPrefix(name, reindexCursorPrefix), pos)
		case strings.HasPrefix(name, "reindex:") && pos > 0: // reindex:<backend>:<kind>
			backend, kind, _ := strings.Cut(strings.TrimPrefix(name, "reindex:"), ":")
			fmt.Fprintf(tw, "interrupted reindex of %s %ss\tresumes after id %d\n", backend, kind, pos)
		}
	}
	return tw.Flush()
}

// reindex rebuilds the stored documents from Postgres, resumably: its
// position per kind is a cursor, cleared when the kind is done.
func reindex(ctx context.Context, args []string, stdout io.Writer) error {
	fs := newFlags("reindex", "reindex [flags]", "Rebuilds the stored documents from Postgres, or a Qdrant or Elasticsearch backend from the stored\n"+
		"documents, with a progress bar; an interrupted rebuild resumes where it stopped.", stdout, backendEnv)
	dbURL := dbFlag(fs)
	candidates := fs.Bool("candidates", false, "rebuild candidates (default: both kinds)")
	jobs := fs.Bool("jobs", false, "rebuild jobs (default: both kinds)")
	backend := fs.String("backend", "documents", "what to rebuild: documents (the stored documents every backend loads), "+
		"qdrant or elastic (from the stored documents; QDRANT_URL or ELASTICSEARCH_URL)")
	restart := fs.Bool("restart", false, "start over instead of resuming an interrupted rebuild")
	ixcfg := wiring.Flags(fs, os.Getenv)
	if err := fs.Parse(args); err != nil {
		return err
	}
	// A rebuild holds a few batches at a time: trading some memory for
	// less collecting makes it about a sixth faster.
	debug.SetGCPercent(400)
	if *backend != "documents" && *backend != "qdrant" && *backend != "elastic" {
		return fmt.Errorf("reindex: unknown backend %q (documents, qdrant or elastic); the embedded backend reloads the stored documents at every start", *backend)
	}
	pool, _, err := connect(ctx, *dbURL)
	if err != nil {
		return err
	}
	defer pool.Close()
	store := records.NewStore(pool)
	emb, err := wiring.Embedder(ixcfg)
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
	var remote index.Versioned
	if *backend != "documents" {
		var closeRemote func()
		if remote, closeRemote, err = versioned(ctx, ixcfg, emb, *backend); err != nil {
			return fmt.Errorf("reindex: %w", err)
		}
		defer closeRemote()
	}
	// A rebuild of both kinds reads every record after the outbox head it
	// starts from, so the indexer need not redo the events up to there.
	var head int64
	if remote == nil && len(kinds) == 2 {
		if head, err = rebuildHead(ctx, store, *restart); err != nil {
			return err
		}
	}
	for _, kind := range kinds {
		rebuildKind := func() error { return rebuild(ctx, store, builder, kind, *restart, stdout) }
		if remote != nil {
			rebuildKind = func() error { return rebuildVersioned(ctx, store, remote, kind, *restart, stdout) }
		}
		if err := rebuildKind(); err != nil {
			if errors.Is(err, context.Canceled) {
				fmt.Fprintf(stdout, "\ninterrupted: run reindex again to resume\n")
			}
			return err
		}
	}
	if head == 0 {
		return nil
	}
	if err := store.AdvanceCursor(ctx, index.DocumentsCursor, head); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "documents are current up to outbox event %d: the indexer goes on from there\n", head)
	return store.SetCursor(ctx, reindexHeadCursor, 0)
}

// reindexHeadCursor keeps the outbox head at which a rebuild of both kinds
// started, across interruptions: records read since then reflect every
// event up to it (outbox ids commit in order, see records.Store.Events).
const reindexHeadCursor = "reindex-head:documents"

// rebuildHead returns the outbox head a rebuild of both kinds covers: the one
// an interrupted rebuild recorded, or the current one.
func rebuildHead(ctx context.Context, store *records.Store, restart bool) (int64, error) {
	head, err := store.Cursor(ctx, reindexHeadCursor)
	if err != nil || (head > 0 && !restart) {
		return head, err
	}
	if head, err = store.LastEvent(ctx); err != nil {
		return 0, err
	}
	return head, store.SetCursor(ctx, reindexHeadCursor, head)
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
	bar := newBar(total, "reindex "+string(kind)+"s", stdout)
	// Batches are built in parallel (embedding is CPU-bound) and written in
	// id order, so the cursor always marks a prefix that is done.
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	queue := make(chan *builtBatch, runtime.GOMAXPROCS(0))
	var readErr error // set before queue closes
	go func() {
		defer close(queue)
		for {
			ids, err := nextIDs(ctx, from, reindexBatch)
			if err != nil || len(ids) == 0 {
				readErr = err
				return
			}
			from = ids[len(ids)-1]
			b := &builtBatch{last: from, n: len(ids), done: make(chan struct{})}
			go func() {
				defer close(b.done)
				b.docs, b.err = builder.Build(ctx, kind, ids)
			}()
			select {
			case queue <- b:
			case <-ctx.Done():
				return
			}
		}
	}()
	for b := range queue {
		<-b.done
		if b.err != nil {
			return b.err
		}
		if err := store.ApplyDocuments(ctx, cursorName, b.last, index.StoredChanges{Upserts: b.docs}); err != nil {
			return err
		}
		_ = bar.Add(b.n)
	}
	if readErr != nil {
		return readErr
	}
	_ = bar.Finish()
	fmt.Fprintln(stdout)
	dropped, err := store.DropOrphanDocuments(ctx, string(kind))
	if err != nil {
		return err
	}
	if dropped > 0 {
		fmt.Fprintf(stdout, "removed the documents of %d deleted %ss\n", dropped, kind)
	}
	return store.SetCursor(ctx, cursorName, 0)
}

// builtBatch is a batch of documents being built, and the last id it covers.
type builtBatch struct {
	last int64
	n    int
	docs []index.Stored
	err  error
	done chan struct{}
}

func countOf(ctx context.Context, store *records.Store, kind index.Kind) (int, error) {
	if kind == index.Jobs {
		_, n, err := store.Jobs(ctx, records.JobFilter{Page: recruitd.Page{Limit: 1}})
		return n, err
	}
	_, n, err := store.Candidates(ctx, records.CandidateFilter{Page: recruitd.Page{Limit: 1}})
	return n, err
}

func newBar(total int, description string, stdout io.Writer) *progressbar.ProgressBar {
	return progressbar.NewOptions64(int64(total), progressbar.OptionSetWriter(stdout),
		progressbar.OptionSetDescription(description), progressbar.OptionShowCount(), progressbar.OptionShowIts(),
		progressbar.OptionSetPredictTime(true), progressbar.OptionThrottle(200*time.Millisecond))
}
