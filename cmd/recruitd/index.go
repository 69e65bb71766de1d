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
	"github.com/recruitd/recruitd/index/embed"
	"github.com/recruitd/recruitd/index/wiring"
	"github.com/recruitd/recruitd/metrics"
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
// chat model when one is configured (falling back to the rules on failure),
// each parse and LLM request measured by m.
func resumeParser(m *metrics.Metrics) (*resume.Parser, error) {
	p := &resume.Parser{Observe: func(res resume.Result, took time.Duration) { m.Parsed(string(res.Format), res.Parser, took) }}
	model := llmModel()
	if model == "" {
		return p, nil
	}
	llm, err := resume.NewLLM(resume.LLMConfig{BaseURL: os.Getenv("OPENAI_BASE_URL"), APIKey: os.Getenv("OPENAI_API_KEY"), Model: model,
		Transport: m.Transport("resume", model, nil)})
	if err != nil {
		return nil, fmt.Errorf("LLM_MODEL: %w", err)
	}
	p.LLM = llm
	return p, nil
}

// evaluator is the configured screening evaluator: an OpenAI-compatible
// model when LLM_MODEL is set with OPENAI_BASE_URL or OPENAI_API_KEY (blind
// unless LLM_BLIND=false), else the rules.
func evaluator(log *zap.Logger, m *metrics.Metrics) (screening.Evaluator, error) {
	model := llmModel()
	if model == "" {
		return screening.Rules{}, nil
	}
	llm, err := screening.NewLLM(screening.LLMConfig{BaseURL: os.Getenv("OPENAI_BASE_URL"), APIKey: os.Getenv("OPENAI_API_KEY"),
		Model: model, NoBlind: os.Getenv("LLM_BLIND") == "false", Transport: m.Transport("screening", model, nil),
		OnFallback: func(err error) { log.Warn("LLM screening fell back to the rules", zap.Error(err)) }})
	if err != nil {
		return nil, fmt.Errorf("LLM_MODEL: %w", err)
	}
	return llm, nil
}

// indexCmd runs `recruitd index` (the indexer alone: the stored documents
// and the persistent backends, as serve runs them) and `recruitd index
// status`.
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
	log := newLogger(os.Stderr)
	ctx, stop := signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM)
	defer stop()
	ixs, err := openIndexes(ctx, ixcfg, emb, log)
	if err != nil {
		return err
	}
	defer ixs.Close()
	indexer := index.NewIndexer(store, index.NewDocuments(store, emb), log)
	names := []string{"stored documents"}
	for _, b := range persistentBackends(ixs) {
		indexer.AddPersistent(b)
		names = append(names, b.Name())
	}
	fmt.Fprintf(stdout, "indexing outbox events into %s; Ctrl-C to stop\n", strings.Join(names, ", "))
	return indexer.Run(ctx)
}

// openIndexes connects the index backends the configuration names, as
// serve and the indexer alone run them: Qdrant's collections are made and
// checked at the embedder's dimension, learnt first when need be.
func openIndexes(ctx context.Context, cfg *wiring.Config, emb embed.Embedder, log *zap.Logger) (*wiring.Indexes, error) {
	dim := 0
	if cfg.QdrantURL != "" {
		var err error
		if dim, err = wiring.Dimension(ctx, emb); err != nil {
			return nil, err
		}
		log.Info("embedder", zap.String("model", emb.Model()), zap.Int("dimension", dim))
	}
	return wiring.Open(ctx, cfg, dim, wiring.Serve)
}

// persistentBackends are the backends of ixs whose contents outlive the
// process, each with a cursor of its own: Qdrant and Elasticsearch, where
// configured.
func persistentBackends(ixs *wiring.Indexes) []index.Backend {
	var out []index.Backend
	if ixs.Qdrant != nil {
		out = append(out, ixs.Qdrant)
	}
	if ixs.Elastic != nil {
		out = append(out, ixs.Elastic)
	}
	return out
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
		novec, err := store.CountVectorless(ctx, string(kind))
		if err != nil {
			return err
		}
		fmt.Fprintf(tw, "stored %s documents\t%d (%d without a vector: no text)\n", kind, n, novec)
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
	parked, list, err := store.ParkedDocuments(ctx, statusParkedShown)
	if err != nil {
		return err
	}
	fmt.Fprintf(tw, "parked documents\t%d\n", parked)
	if parked > 0 {
		fmt.Fprintln(tw, "  (refused by a backend; retried when their record changes and after recruitd reindex)")
	}
	for _, p := range list {
		fmt.Fprintf(tw, "  %s %s %d\t%d attempts, %s to %s: %s\n", p.Backend, p.Kind, p.ID, p.Attempts,
			p.First.UTC().Format(time.DateTime), p.Last.UTC().Format(time.DateTime), p.Reason)
	}
	if parked > len(list) {
		fmt.Fprintf(tw, "  ...\tand %d more\n", parked-len(list))
	}
	return tw.Flush()
}

// statusParkedShown is how many parked documents index status lists, the
// latest first.
const statusParkedShown = 20

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
	if remote == nil {
		if err := retryParked(ctx, store, stdout); err != nil {
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

// retryParked asks every backend's indexer to deliver its parked documents
// again, now that they are rebuilt.
func retryParked(ctx context.Context, store *records.Store, stdout io.Writer) error {
	n, _, err := store.ParkedDocuments(ctx, 0)
	if err != nil || n == 0 {
		return err
	}
	asked, err := store.Cursor(ctx, index.RetryCursor)
	if err != nil {
		return err
	}
	if err := store.SetCursor(ctx, index.RetryCursor, asked+1); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "%d parked documents: every indexer (serve, recruitd index) delivers them again\n", n)
	return nil
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
	if restart && from > 0 {
		if err := store.SetCursor(ctx, cursorName, 0); err != nil {
			return err
		}
		from = 0
	}
	done := from // where the cursor is: each batch moves it from there
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
				// The records are read after this head, so their documents
				// are current with it: one that the indexer built from a
				// later event is newer, and stays (see ApplyDocuments).
				var head int64
				if head, b.err = store.LastEvent(ctx); b.err != nil {
					return
				}
				b.docs, b.err = builder.Build(ctx, kind, ids)
				for i := range b.docs {
					b.docs[i].Position = head
				}
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
		err := store.ApplyDocuments(ctx, cursorName, done, b.last, index.StoredChanges{Upserts: b.docs})
		if errors.Is(err, index.ErrCursorMoved) {
			return fmt.Errorf("reindex of %ss: another reindex moved its cursor; run one at a time", kind)
		}
		if err != nil {
			return err
		}
		if err := parkRefusedTexts(ctx, store, kind, b.docs); err != nil {
			return err
		}
		done = b.last
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

// parkRefusedTexts parks the documents whose text the embedder refused, and
// settles the others.
func parkRefusedTexts(ctx context.Context, store *records.Store, kind index.Kind, docs []index.Stored) error {
	var refused []index.Rejection
	for _, d := range docs {
		if d.Refused != "" {
			refused = append(refused, index.Rejection{ID: d.ID, Reason: d.Refused})
		}
	}
	return park(ctx, store, index.EmbedderName, kind, docs, refused)
}

// park records what a backend (or the embedder) refused of docs: the
// rejected documents are parked, the others parked no more.
func park(ctx context.Context, store *records.Store, name string, kind index.Kind, docs []index.Stored, rejected []index.Rejection) error {
	refused := make(map[int64]bool, len(rejected))
	for _, r := range rejected {
		refused[r.ID] = true
	}
	var settled []int64
	for _, d := range docs {
		if !refused[d.ID] {
			settled = append(settled, d.ID)
		}
	}
	return store.Parked(ctx, name, kind, settled, rejected)
}

func newBar(total int, description string, stdout io.Writer) *progressbar.ProgressBar {
	return progressbar.NewOptions64(int64(total), progressbar.OptionSetWriter(stdout),
		progressbar.OptionSetDescription(description), progressbar.OptionShowCount(), progressbar.OptionShowIts(),
		progressbar.OptionSetPredictTime(true), progressbar.OptionThrottle(200*time.Millisecond))
}
