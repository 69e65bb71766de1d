package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/pprof"
	"os"
	"os/signal"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"text/tabwriter"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"go.uber.org/zap"
	"go.uber.org/zap/zapcore"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/api"
	"github.com/recruitd/recruitd/index"
	"github.com/recruitd/recruitd/index/wiring"
	"github.com/recruitd/recruitd/matching"
	"github.com/recruitd/recruitd/mcp"
	"github.com/recruitd/recruitd/metrics"
	"github.com/recruitd/recruitd/records"
	"github.com/recruitd/recruitd/resume"
	"github.com/recruitd/recruitd/resume/fetch"
	"github.com/recruitd/recruitd/retrieval"
	"github.com/recruitd/recruitd/webhook"
)

const usage = `usage: recruitd <command> [flags]

commands:
  serve                    migrate, then serve the API (the default)
  migrate                  apply database migrations
  index                    run the indexer alone (serve runs it too)
  index status             stored documents and how far behind the outbox they are
  reindex [flags]          rebuild the stored documents from Postgres, with progress; resumable
  import [flags] FILE      import candidates and jobs from NDJSON, or --synthetic N; with progress
  load [flags]             bounded candidate-matching load against this machine's recruitd
  token create [flags]     create an API token and print it once
  token list               list tokens
  token revoke ID          revoke a token
  mcp [--url URL]          MCP over stdio for desktop agents, forwarded to URL/mcp (RECRUITD_TOKEN)
  version                  the module version and VCS revision of this binary

Every flag has an environment variable; "recruitd <command> -h" lists a
command's flags and the environment it reads.`

// run dispatches a subcommand; it is main without the exit. A -h or --help
// has printed its usage and is a success.
func run(ctx context.Context, args []string, stdout io.Writer) error {
	if err := dispatch(ctx, args, stdout); !errors.Is(err, flag.ErrHelp) {
		return err
	}
	return nil
}

func dispatch(ctx context.Context, args []string, stdout io.Writer) error {
	cmd := "serve"
	if len(args) > 0 {
		cmd, args = args[0], args[1:]
	}
	switch cmd {
	case "serve":
		return serve(ctx, args, stdout)
	case "migrate":
		return migrate(ctx, args, stdout)
	case "index":
		return indexCmd(ctx, args, stdout)
	case "reindex":
		return reindex(ctx, args, stdout)
	case "load":
		return load(ctx, args, stdout)
	case "import":
		return importCmd(ctx, args, stdout)
	case "token":
		return token(ctx, args, stdout)
	case "mcp":
		return mcpCmd(ctx, args, os.Stdin, os.Stdout, stdout) // -h prints to stdout: no protocol runs then
	case "version":
		return versionCmd(args, stdout)
	case "help", "-h", "--help":
		fmt.Fprintln(stdout, usage)
		return nil
	default:
		return fmt.Errorf("unknown command %q\n%s", cmd, usage)
	}
}

// dbFlag registers the database flag that every command shares.
func dbFlag(fs *flag.FlagSet) *string {
	return fs.String("database-url", env("DATABASE_URL", ""), "Postgres URL (DATABASE_URL)")
}

// connectTimeout bounds a new database connection when the URL sets no
// connect_timeout.
const connectTimeout = 5 * time.Second

// connect opens a pool on url and migrates the schema.
func connect(ctx context.Context, url string) (*pgxpool.Pool, []string, error) {
	if url == "" {
		return nil, nil, errors.New("no database: set DATABASE_URL or --database-url (make run starts a local one)")
	}
	cfg, err := pgxpool.ParseConfig(url)
	if err != nil {
		return nil, nil, fmt.Errorf("database: %w", err)
	}
	// Without a connect timeout a database that stops answering holds every
	// request that needs a new connection for as long as the client waits.
	if cfg.ConnConfig.ConnectTimeout == 0 {
		cfg.ConnConfig.ConnectTimeout = connectTimeout
	}
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return nil, nil, fmt.Errorf("database: %w", err)
	}
	pingCtx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	if err := pool.Ping(pingCtx); err != nil {
		pool.Close()
		return nil, nil, fmt.Errorf("database unreachable: %w", err)
	}
	applied, err := records.Migrate(ctx, pool)
	if err != nil {
		pool.Close()
		return nil, nil, err
	}
	return pool, applied, nil
}

func migrate(ctx context.Context, args []string, stdout io.Writer) error {
	fs := newFlags("migrate", "migrate [flags]", "Applies the embedded SQL migrations the database lacks (each in a transaction, under an advisory lock).", stdout, dbEnv)
	dbURL := dbFlag(fs)
	if err := fs.Parse(args); err != nil {
		return err
	}
	pool, applied, err := connect(ctx, *dbURL)
	if err != nil {
		return err
	}
	defer pool.Close()
	if len(applied) == 0 {
		fmt.Fprintln(stdout, "schema is up to date")
	}
	for _, name := range applied {
		fmt.Fprintln(stdout, "applied", name)
	}
	return nil
}

func serve(ctx context.Context, args []string, stdout io.Writer) error {
	fs := newFlags("serve", "serve [flags]", "Migrates the database, registers the bootstrap token on a database with none, runs the indexer and\n"+
		"the resume worker, and serves the API until SIGINT or SIGTERM (then drains in-flight requests).", stdout, serveEnv)
	dbURL := dbFlag(fs)
	listen := fs.String("listen", env("LISTEN_ADDR", ":8080"), "address to serve on (LISTEN_ADDR)")
	bootstrap := fs.String("bootstrap-token", env("RECRUITD_BOOTSTRAP_TOKEN", ""),
		"token to register when the database has none; generated and printed once when empty (RECRUITD_BOOTSTRAP_TOKEN)")
	maxUploadDefault, err := envInt("MAX_UPLOAD_BYTES", api.DefaultMaxUploadBytes)
	if err != nil {
		return err
	}
	maxUpload := fs.Int64("max-upload-bytes", maxUploadDefault, "largest file accepted (MAX_UPLOAD_BYTES)")
	baseURL := fs.String("public-base-url", env("PUBLIC_BASE_URL", ""), "base of file urls; empty: relative urls (PUBLIC_BASE_URL)")
	fetchAllow := fs.String("resume-fetch-allow", env("RESUME_FETCH_ALLOW", ""),
		"comma-separated addresses or CIDR prefixes that file_url may reach although private or loopback (RESUME_FETCH_ALLOW)")
	rpsDefault, err := envFloat("RATE_LIMIT_RPS", api.DefaultRateLimitRPS)
	if err != nil {
		return err
	}
	burstDefault, err := envInt("RATE_LIMIT_BURST", api.DefaultRateLimitBurst)
	if err != nil {
		return err
	}
	matchDefault, err := envInt("MATCH_CONCURRENCY", 0)
	if err != nil {
		return err
	}
	parseDefault, err := envInt("PARSE_CONCURRENCY", 0)
	if err != nil {
		return err
	}
	hookRetryDefault, err := envDuration("WEBHOOK_FIRST_RETRY", 30*time.Second)
	if err != nil {
		return err
	}
	hookRetryForDefault, err := envDuration("WEBHOOK_RETRY_FOR", 24*time.Hour)
	if err != nil {
		return err
	}
	rps := fs.Float64("rate-limit-rps", rpsDefault, "requests per second per token; 0: no rate limit (RATE_LIMIT_RPS)")
	burst := fs.Int("rate-limit-burst", int(burstDefault), "requests a token may send at once; 0: no rate limit (RATE_LIMIT_BURST)")
	matchWork := fs.Int("match-concurrency", int(matchDefault), "matching and screening requests run at once; 0: one per CPU, at least 2 (MATCH_CONCURRENCY)")
	parseWork := fs.Int("parse-concurrency", int(parseDefault), "resume parses and uploads run at once; 0: one per CPU, at least 2 (PARSE_CONCURRENCY)")
	hookAllow := fs.String("webhook-allow", env("WEBHOOK_ALLOW", ""),
		"comma-separated addresses or CIDR prefixes that webhooks may be sent to although private or loopback (WEBHOOK_ALLOW)")
	hookRetry := fs.Duration("webhook-first-retry", hookRetryDefault,
		"wait after a webhook delivery's first failure, doubled after each further one up to an hour (WEBHOOK_FIRST_RETRY)")
	hookRetryFor := fs.Duration("webhook-retry-for", hookRetryForDefault,
		"how long a failing webhook delivery is retried before it is parked (WEBHOOK_RETRY_FOR)")
	metricsAddr := fs.String("metrics-addr", env("METRICS_ADDR", ""),
		"a listener of their own for GET /metrics and the Go profiles under /debug/pprof/, e.g. 127.0.0.1:9090; "+
			"empty: metrics on the main listener, without a token, and no profiles (METRICS_ADDR)")
	ixcfg := wiring.Flags(fs, os.Getenv)
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *rps < 0 || *burst < 0 || *matchWork < 0 || *parseWork < 0 || *maxUpload <= 0 {
		return errors.New("serve: rate limits and concurrency limits must not be negative, nor the upload limit below 1")
	}
	rerankK, err := envInt("LLM_RERANK_K", 20)
	if err != nil {
		return err
	}
	cacheSize, err := preparedCacheSize()
	if err != nil {
		return err
	}
	backendWait, err := envDuration("BACKEND_WAIT", 2*time.Minute)
	if err != nil {
		return err
	}
	allow, err := fetch.ParseAllow(strings.Split(*fetchAllow, ","))
	if err != nil {
		return fmt.Errorf("--resume-fetch-allow: %w", err)
	}
	webhookAllow, err := fetch.ParseAllow(strings.Split(*hookAllow, ","))
	if err != nil {
		return fmt.Errorf("--webhook-allow: %w", err)
	}
	log := newLogger(os.Stderr)
	defer func() { _ = log.Sync() }()

	ctx, stop := signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM)
	defer stop()
	pool, applied, err := connect(ctx, *dbURL)
	if err != nil {
		return err
	}
	defer pool.Close()
	log.Info("database ready", zap.Strings("migrations_applied", applied))
	store := records.NewStore(pool)
	tok, err := store.Bootstrap(ctx, *bootstrap)
	if err != nil {
		return err
	}
	switch {
	case tok != "" && *bootstrap == "":
		fmt.Fprintf(stdout, "\nBootstrap admin token (shown once; store it now):\n\n    %s\n\n", tok)
	case tok != "":
		log.Info("registered the bootstrap token given by RECRUITD_BOOTSTRAP_TOKEN or --bootstrap-token")
	}

	meter := metrics.New()
	meter.WatchOutbox(store, func(ctx context.Context) (int64, error) {
		n, _, err := store.ParkedDocuments(ctx, 0)
		return int64(n), err
	})
	meter.WatchPool(func() metrics.PoolStat {
		st := pool.Stat()
		return metrics.PoolStat{Acquired: st.AcquiredConns(), Idle: st.IdleConns(), Constructing: st.ConstructingConns(),
			Total: st.TotalConns(), Max: st.MaxConns(), AcquireCount: st.AcquireCount(), EmptyAcquireCount: st.EmptyAcquireCount(),
			CanceledAcquireCount: st.CanceledAcquireCount(), NewConnsCount: st.NewConnsCount(), AcquireDuration: st.AcquireDuration()}
	})
	parser, err := resumeParser(meter)
	if err != nil {
		return err
	}
	resumes := resume.NewWorker(store, parser, log)
	emb, err := wiring.Embedder(ixcfg)
	if err != nil {
		return err
	}
	var ixs *wiring.Indexes
	err = untilReady(ctx, log, "index backends", backendWait, func() (err error) {
		ixs, err = openIndexes(ctx, ixcfg, emb, log)
		return err
	})
	if err != nil {
		return err
	}
	defer ixs.Close()
	documents := index.NewDocuments(store, emb)
	indexer := index.NewIndexer(store, documents, log)
	if ixs.Qdrant != nil {
		log.Info("vector index", zap.String("qdrant", ixs.Qdrant.Version()))
		indexer.AddPersistent(ixs.Qdrant)
	} else {
		// No Qdrant: the embedded backend, loaded from the stored documents.
		started := time.Now()
		pos, skipped, err := index.Load(ctx, store, ixs.Embedded, 5000)
		if err != nil {
			return err
		}
		// The documents the load held are garbage now: hand their memory
		// back rather than leave it to the scavenger's pace.
		debug.FreeOSMemory()
		var mem runtime.MemStats
		runtime.ReadMemStats(&mem)
		log.Info("embedded index loaded", zap.Duration("took", time.Since(started)), zap.Uint64("heap_bytes", mem.HeapAlloc),
			zap.Int("skipped", len(skipped)))
		if len(skipped) > 0 {
			log.Warn("the embedded index skipped documents it cannot take; they are parked (recruitd index status) "+
				"and retried when their record changes or after recruitd reindex", zap.Int("count", len(skipped)),
				zap.Int64("first_id", skipped[0].ID), zap.String("first_reason", skipped[0].Reason))
		}
		indexer.AddLoaded(ixs.Embedded, pos)
	}
	if limit, set := limitMemory(); set {
		log.Info("memory limit", zap.Int64("bytes", limit))
	}
	var searchLexical retrieval.Index
	var persistent []index.Backend
	if ixs.Qdrant != nil {
		persistent = append(persistent, ixs.Qdrant)
	}
	if ixs.Elastic != nil {
		log.Info("lexical index", zap.String("elasticsearch", ixs.Elastic.Version()))
		indexer.AddPersistent(ixs.Elastic)
		searchLexical = ixs.Elastic
		persistent = append(persistent, ixs.Elastic)
	}
	warnPartial(ctx, store, log, persistent...)
	retriever := retrieval.New(ixs.Vectors(), searchLexical, documents)
	retriever.OnDegraded(func(which string, err error) {
		log.Warn("matching without one index", zap.String("index", which), zap.Error(err))
	})

	var background sync.WaitGroup
	bgCtx, stopBackground := context.WithCancel(ctx)
	background.Go(func() { resumes.Run(bgCtx) })
	background.Go(func() {
		if err := indexer.Run(bgCtx); err != nil {
			log.Error("indexer stopped", zap.Error(err))
		}
	})
	defer background.Wait()
	defer stopBackground() // before Wait, whatever ends serve

	eval, err := evaluator(log, meter)
	if err != nil {
		return err
	}
	receivers := webhook.NewReceivers(fetch.New(0, webhookAllow))
	var mainMetrics http.Handler // on the main listener unless METRICS_ADDR gives them their own
	if *metricsAddr == "" {
		mainMetrics = meter.Handler()
	} else {
		mux := http.NewServeMux()
		mux.Handle("GET /metrics", meter.Handler())
		// Profiles only here: they cost CPU and say much about the process,
		// so they never sit on the public listener.
		mux.HandleFunc("GET /debug/pprof/", pprof.Index)
		mux.HandleFunc("GET /debug/pprof/profile", pprof.Profile)
		mux.HandleFunc("GET /debug/pprof/trace", pprof.Trace)
		msrv := &http.Server{Addr: *metricsAddr, Handler: mux, ReadHeaderTimeout: api.HeaderTimeout, ReadTimeout: api.BodyTimeout}
		ln, err := net.Listen("tcp", *metricsAddr)
		if err != nil {
			return fmt.Errorf("metrics listener: %w", err)
		}
		go func() { _ = msrv.Serve(ln) }()
		defer msrv.Close()
		log.Info("serving metrics", zap.String("addr", ln.Addr().String()))
	}
	service := matching.New(screeningsCounted{Store: store, meter: meter}, retriever, matching.Config{
		Evaluator: eval, RerankK: int(rerankK), PreparedCacheSize: cacheSize, Log: log})
	handler := api.New(api.Deps{Store: store, Log: log, Resumes: parser, Fetcher: fetch.New(*maxUpload, allow), Pending: resumes,
		Matching: service, WebhookURLs: receivers, Observer: meter, Metrics: mainMetrics},
		api.Config{MaxUploadBytes: *maxUpload, PublicBaseURL: *baseURL, RateLimitRPS: *rps, RateLimitBurst: *burst,
			MatchConcurrency: *matchWork, ParseConcurrency: *parseWork})
	defer handler.Wait() // background screenings, after the server has drained
	handler.MountMCP(mcp.Handler(handler, version(), handler.MaxMCPBody()))
	background.Go(func() {
		webhook.New(store, handler, receivers, log, webhook.Config{FirstRetry: *hookRetry, RetryFor: *hookRetryFor}).Run(bgCtx)
	})
	srv := &http.Server{
		Addr:              *listen,
		Handler:           handler,
		ReadHeaderTimeout: api.HeaderTimeout,
		ReadTimeout:       api.BodyTimeout, // uploads: api.UploadTimeout
		WriteTimeout:      5 * time.Minute,
		IdleTimeout:       2 * time.Minute,
	}
	ln, err := net.Listen("tcp", *listen)
	if err != nil {
		return fmt.Errorf("serve: %w", err)
	}
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	log.Info("serving", zap.String("addr", ln.Addr().String()))
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	log.Info("shutting down: draining in-flight requests")
	shutdownCtx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 30*time.Second)
	defer cancel()
	if err := srv.Shutdown(shutdownCtx); err != nil {
		return fmt.Errorf("shutdown: %w", err)
	}
	return nil
}

// untilReady calls connect until it succeeds, waiting 1 s, then twice as
// long each time up to 10 s, for at most wait: Qdrant and Elasticsearch may
// come up after recruitd (docker compose starts them together).
func untilReady(ctx context.Context, log *zap.Logger, what string, wait time.Duration, connect func() error) error {
	deadline := time.Now().Add(wait)
	pause := time.Second
	for {
		err := connect()
		if err == nil || time.Now().Add(pause).After(deadline) {
			return err
		}
		log.Warn(what+" not ready; retrying", zap.Error(err), zap.Duration("in", pause))
		select {
		case <-ctx.Done():
			return err
		case <-time.After(pause):
		}
		pause = min(2*pause, 10*time.Second)
	}
}

// newLogger is the JSON logger of long-running commands, writing to out at
// level info and above, with RFC 3339 timestamps.
func newLogger(out io.Writer) *zap.Logger {
	enc := zap.NewProductionEncoderConfig()
	enc.TimeKey = "time"
	enc.EncodeTime = zapcore.RFC3339NanoTimeEncoder
	return zap.New(zapcore.NewCore(zapcore.NewJSONEncoder(enc), zapcore.Lock(zapcore.AddSync(out)), zap.InfoLevel),
		zap.AddCaller(), zap.AddStacktrace(zap.ErrorLevel))
}

// memoryHeadroom is how far the runtime's memory may grow past what serve
// holds once its index is loaded before the collector works at every
// opportunity rather than letting the heap double: room for the
// prepared-candidate cache and for the requests the concurrency limits admit
// (about 60 MB for each upload or parse, 50 MB for each match).
const memoryHeadroom = 640 << 20

// limitMemory sets the runtime's soft memory limit to the memory it holds
// now plus memoryHeadroom, unless GOMEMLIMIT sets one; it returns the limit
// and whether it set it.
func limitMemory() (int64, bool) {
	if os.Getenv("GOMEMLIMIT") != "" {
		return debug.SetMemoryLimit(-1), false
	}
	var mem runtime.MemStats
	runtime.ReadMemStats(&mem)
	limit := int64(mem.Sys-mem.HeapReleased) + memoryHeadroom
	debug.SetMemoryLimit(limit)
	return limit, true
}

// preparedCacheSize is SCREENING_CACHE_SIZE, where 0 turns the cache off.
func preparedCacheSize() (int, error) {
	n, err := envInt("SCREENING_CACHE_SIZE", matching.DefaultPreparedCacheSize)
	if n <= 0 {
		return -1, err
	}
	return int(n), err
}

// tokenUsage is what `recruitd token -h` prints.
const tokenUsage = `usage: recruitd token create [flags]   create an API token and print it once
       recruitd token list             list tokens (never their secrets)
       recruitd token revoke ID        revoke a token

"recruitd token create -h" lists the flags.`

func token(ctx context.Context, args []string, stdout io.Writer) error {
	if len(args) == 0 {
		return errors.New("token: want create, list or revoke (recruitd token -h)")
	}
	sub, args := args[0], args[1:]
	if sub == "-h" || sub == "--help" || sub == "help" {
		fmt.Fprintln(stdout, tokenUsage)
		return nil
	}
	about := map[string]string{
		"create": "Creates a token for the user with --email (created with --role when new) and prints it once.",
		"list":   "Lists every token: its id, user, name and times; never its secret.",
		"revoke": "Revokes the token with id ID.",
	}[sub]
	if about == "" {
		return fmt.Errorf("token: unknown command %q; want create, list or revoke (recruitd token -h)", sub)
	}
	synopsis := map[string]string{"create": "token create [flags]", "list": "token list [flags]", "revoke": "token revoke [flags] ID"}[sub]
	fs := newFlags("token "+sub, synopsis, about, stdout, dbEnv)
	dbURL := dbFlag(fs)
	var email, role, name *string
	if sub == "create" {
		email = fs.String("email", "admin@localhost", "the user the token belongs to; created when new")
		role = fs.String("role", recruitd.RoleRecruiter, "role of a new user: admin, recruiter or viewer")
		name = fs.String("name", "", "a label for the token")
	}
	if err := fs.Parse(args); err != nil {
		return err
	}
	pool, _, err := connect(ctx, *dbURL)
	if err != nil {
		return err
	}
	defer pool.Close()
	store := records.NewStore(pool)
	switch sub {
	case "create":
		user, err := store.UserByEmail(ctx, *email)
		if err != nil {
			user, err = store.CreateUser(ctx, recruitd.User{FirstName: "API", LastName: "User", Email: *email,
				IsActive: true, Role: recruitd.Role{Name: *role}})
		}
		if err != nil {
			return err
		}
		secret, err := records.NewToken()
		if err != nil {
			return err
		}
		t, err := store.CreateToken(ctx, user.ID, *name, secret)
		if err != nil {
			return err
		}
		fmt.Fprintf(stdout, "token %d for %s (%s), shown once:\n%s\n", t.ID, user.Email, user.Role.Name, secret)
	case "list":
		tokens, err := store.Tokens(ctx)
		if err != nil {
			return err
		}
		tw := tabwriter.NewWriter(stdout, 0, 4, 2, ' ', 0)
		fmt.Fprintln(tw, "ID\tUSER\tNAME\tCREATED\tLAST USED\tREVOKED")
		for _, t := range tokens {
			fmt.Fprintf(tw, "%d\t%d\t%s\t%s\t%s\t%s\n", t.ID, t.UserID, t.Name, t.Created.Format(time.RFC3339),
				formatTime(t.LastUsed), formatTime(t.Revoked))
		}
		return tw.Flush()
	case "revoke":
		if fs.NArg() != 1 {
			return errors.New("token revoke: want one token id")
		}
		id, err := strconv.ParseInt(fs.Arg(0), 10, 64)
		if err != nil {
			return fmt.Errorf("token revoke: %q is not a token id", fs.Arg(0))
		}
		if err := store.RevokeToken(ctx, id); err != nil {
			return err
		}
		fmt.Fprintf(stdout, "token %d revoked\n", id)
	default:
		return fmt.Errorf("token: unknown command %q; want create, list or revoke", sub)
	}
	return nil
}

func formatTime(t *time.Time) string {
	if t == nil {
		return "-"
	}
	return t.Format(time.RFC3339)
}

// screeningsCounted is the store matching writes screenings to, counting
// each one by the evaluator that decided (recruitd_screenings_total).
type screeningsCounted struct {
	*records.Store
	meter *metrics.Metrics
}

func (s screeningsCounted) SaveScreening(ctx context.Context, sc recruitd.Screening) (recruitd.Screening, error) {
	out, err := s.Store.SaveScreening(ctx, sc)
	if err == nil {
		s.meter.Screened(sc.Evaluator)
	}
	return out, err
}
