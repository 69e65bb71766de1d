// Package api serves the HTTP interface of SPEC.md: the routes, decoding and
// validation of requests, the JSON shapes of responses, the error model,
// authentication, and the OpenAPI document that describes all of it.
package api

import (
	"cmp"
	"context"
	"crypto/rand"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"net/http"
	"runtime"
	"strings"
	"sync"
	"time"

	"github.com/julienschmidt/httprouter"
	"go.uber.org/zap"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/matching"
	"github.com/recruitd/recruitd/records"
)

// Config holds the settings of the HTTP layer.
type Config struct {
	// MaxUploadBytes bounds an uploaded file (multipart or base64 JSON).
	MaxUploadBytes int64
	// PublicBaseURL prefixes file URLs; empty: they are relative
	// (/api/file/{id}/content).
	PublicBaseURL string
	// RateLimitRPS and RateLimitBurst are each token's bucket: requests per
	// second, and how many may come at once. Either 0: no limit.
	RateLimitRPS   float64
	RateLimitBurst int
	// MatchConcurrency bounds the matching and screening requests running at
	// once, ParseConcurrency the resume parses and file uploads; 0 means
	// DefaultConcurrency.
	MatchConcurrency int
	ParseConcurrency int
}

// DefaultConcurrency is the concurrency limit of heavy work when none is
// configured: the work is CPU-bound, so one request per CPU, at least two.
func DefaultConcurrency() int { return max(2, runtime.GOMAXPROCS(0)) }

// DefaultMaxUploadBytes is the upload limit when none is configured.
const DefaultMaxUploadBytes = 25 << 20

// Timeouts of a request's arrival, for the HTTP server (cmd/recruitd): its
// headers within HeaderTimeout, its body within BodyTimeout, so that a client
// sending a byte at a time cannot hold a connection; a route that takes
// uploads gives its body UploadTimeout (about 90 KB/s for 25 MiB).
const (
	HeaderTimeout = 10 * time.Second
	BodyTimeout   = 30 * time.Second
	UploadTimeout = 5 * time.Minute
)

// Deps are the parts the HTTP layer works with.
type Deps struct {
	Store   *records.Store
	Log     *zap.Logger
	Resumes ResumeParser
	Fetcher Fetcher
	// Pending is told when a resume file is uploaded for a candidate, so
	// that it is parsed in the background. Optional.
	Pending Waker
	// Matching answers matching and screening; nil leaves submissions
	// unscreened in the background.
	Matching *matching.Service
	// WebhookURLs checks the URL of a new webhook subscription.
	WebhookURLs WebhookURLs
	// Observer is told of every request and of the requests the protections
	// refuse (metrics.Metrics). Optional.
	Observer Observer
	// Metrics serves GET /metrics without a token; nil when the metrics are
	// served on a listener of their own (METRICS_ADDR), or not at all.
	Metrics http.Handler
}

// Waker is told that there is background work to do; it never blocks.
type Waker interface{ Wake() }

// Server answers the HTTP interface.
type Server struct {
	store   *records.Store
	log     *zap.Logger
	resumes ResumeParser
	fetcher Fetcher
	pending Waker
	cfg     Config
	router  *httprouter.Router

	matching   *matching.Service
	background sync.WaitGroup // screenings the client does not wait for
	// backgroundSlots bounds the screenings running in the background; when
	// it is full a new submission is screened on first read instead.
	backgroundSlots chan struct{}

	webhookURLs WebhookURLs
	observe     Observer
	metrics     http.Handler
	mcp         http.Handler

	limits    *rateLimits
	matchWork *workLimit
	parseWork *workLimit
	outage    *outage
}

// Wait blocks until background work started by requests is done; call it
// after the HTTP server has shut down.
func (s *Server) Wait() { s.background.Wait() }

// statusClientClosed is nginx's status for a request its client abandoned.
const statusClientClosed = 499

// access is who may call a route.
type access int

const (
	public access = iota // no token
	read                 // any valid token
	write                // admin or recruiter
	admin                // admin only
)

// handlerFunc handles a request and returns an error for the adapter to write.
type handlerFunc func(w http.ResponseWriter, r *http.Request, p httprouter.Params) error

// route is one entry of the route table.
type route struct {
	method, path string
	access       access
	// body is the largest request body read, in bytes (README "Limits");
	// 0: the route reads none.
	body int64
	// work is the concurrency limit the route runs under; nil: none.
	work   *workLimit
	handle handlerFunc
}

// routes lists every route of the service in one place.
func (s *Server) routes() []route {
	upload := base64.StdEncoding.EncodedLen(int(s.cfg.MaxUploadBytes)) + maxFormFields
	parse := s.cfg.MaxUploadBytes + maxFormFields
	return []route{
		{http.MethodGet, "/healthz", public, 0, nil, s.healthz},
		{http.MethodGet, "/readyz", public, 0, nil, s.readyz},
		{http.MethodGet, "/openapi.json", public, 0, nil, s.openAPI},
		{http.MethodGet, "/metrics", public, 0, nil, s.serveMetrics},
		{http.MethodGet, "/docs", public, 0, nil, s.docs},
		{http.MethodGet, "/docs/redoc.standalone.js", public, 0, nil, s.docsScript},

		{http.MethodGet, "/candidates", read, 0, nil, s.getCandidate},
		{http.MethodGet, "/api/candidates", read, 0, nil, s.listCandidates},
		{http.MethodPost, "/api/candidates", write, maxCandidateBody, nil, s.createCandidate},
		{http.MethodGet, "/api/candidates/:id", read, 0, nil, s.candidateByID},
		{http.MethodPut, "/api/candidates/:id", write, maxCandidateBody, nil, s.updateCandidate},
		{http.MethodDelete, "/api/candidates/:id", write, 0, nil, s.deleteCandidate},

		{http.MethodGet, "/api/jobs", read, 0, nil, s.listJobs},
		{http.MethodPost, "/api/jobs", write, maxJSONBody, nil, s.createJob},
		{http.MethodGet, "/api/jobs/:id", read, 0, nil, s.jobByID},
		{http.MethodPut, "/api/jobs/:id", write, maxJSONBody, nil, s.updateJob},
		{http.MethodDelete, "/api/jobs/:id", write, 0, nil, s.deleteJob},

		{http.MethodGet, "/api/job-submissions", read, 0, nil, s.listSubmissions},
		{http.MethodPost, "/api/job-submissions", write, maxNotesBody, nil, s.createSubmission},
		{http.MethodGet, "/api/job-submissions/:id", read, 0, nil, s.submissionByID},
		{http.MethodPut, "/api/job-submissions/:id", write, maxNotesBody, nil, s.putSubmission},
		{http.MethodDelete, "/api/job-submissions/:id", write, 0, nil, s.deleteSubmission},

		{http.MethodGet, "/api/statuses", read, 0, nil, s.listStatuses},
		{http.MethodPost, "/api/statuses", admin, maxStatusBody, nil, s.createStatus},
		{http.MethodPut, "/api/statuses/:id", admin, maxStatusBody, nil, s.updateStatus},

		{http.MethodGet, "/api/users", read, 0, nil, s.listUsers},
		{http.MethodPost, "/api/users", admin, maxSmallBody, nil, s.createUser},

		{http.MethodGet, "/api/webhooks", admin, 0, nil, s.listWebhooks},
		{http.MethodPost, "/api/webhooks", admin, maxSmallBody, nil, s.createWebhook},
		{http.MethodDelete, "/api/webhooks/:id", admin, 0, nil, s.deleteWebhook},
		{http.MethodGet, "/api/webhooks/:id/deliveries", admin, 0, nil, s.listDeliveries},
		{http.MethodPost, "/api/webhooks/:id/deliveries/:deliveryId/redeliver", admin, 0, nil, s.redeliver},

		{http.MethodGet, "/api/file", read, 0, nil, s.listFiles},
		{http.MethodPost, "/api/file", write, int64(upload), s.parseWork, s.createFile},
		{http.MethodGet, "/api/file/:id/content", read, 0, nil, s.fileContent},
		{http.MethodDelete, "/api/file/:id", write, 0, nil, s.deleteFile},

		{http.MethodPost, "/resume/parse", read, parse, s.parseWork, s.parseResume}, // writes only with candidate_id

		{http.MethodPost, "/api/screening", write, maxJSONBody, s.matchWork, s.screen},
		{http.MethodPost, "/api/screening/job-submission", write, maxJSONBody, s.matchWork, s.screen},
		{http.MethodGet, "/api/screening/submission/:jobSubmissionId", read, 0, s.matchWork, s.submissionScreening},

		// SPEC 4.2 and 4.3 send a JSON body with GET; POST takes the same
		// body for clients that cannot.
		{http.MethodGet, "/api/matching/candidates", read, maxJSONBody, s.matchWork, s.matchCandidates},
		{http.MethodPost, "/api/matching/candidates", read, maxJSONBody, s.matchWork, s.matchCandidates},
		{http.MethodGet, "/api/matching/jobs", read, maxJSONBody, s.matchWork, s.matchJobs},
		{http.MethodPost, "/api/matching/jobs", read, maxJSONBody, s.matchWork, s.matchJobs},

		// The tools above for AI agents (MCP, streamable HTTP), with the
		// caller's role checked per tool, and each tool under its REST
		// twin's concurrency limit. A body holds at most one base64 resume.
		{http.MethodPost, "/mcp", read, s.MaxMCPBody(), nil, s.serveMCP},
	}
}

// New returns a Server on its dependencies.
func New(d Deps, cfg Config) *Server {
	if cfg.MaxUploadBytes <= 0 {
		cfg.MaxUploadBytes = DefaultMaxUploadBytes
	}
	cfg.MatchConcurrency = cmp.Or(max(cfg.MatchConcurrency, 0), DefaultConcurrency())
	cfg.ParseConcurrency = cmp.Or(max(cfg.ParseConcurrency, 0), DefaultConcurrency())
	cfg.PublicBaseURL = strings.TrimRight(cfg.PublicBaseURL, "/")
	s := &Server{store: d.Store, log: d.Log, resumes: d.Resumes, fetcher: d.Fetcher, pending: d.Pending, cfg: cfg,
		matching: d.Matching, backgroundSlots: make(chan struct{}, cfg.MatchConcurrency),
		webhookURLs: d.WebhookURLs, observe: d.Observer, metrics: d.Metrics,
		limits: newRateLimits(cfg.RateLimitRPS, cfg.RateLimitBurst)}
	if s.observe == nil {
		s.observe = noObserver{}
	}
	s.outage = &outage{log: d.Log, obs: s.observe}
	s.matchWork = newWorkLimit(cfg.MatchConcurrency, "matching and screening", func() { s.observe.Refused(RefusedMatchBusy) })
	s.parseWork = newWorkLimit(cfg.ParseConcurrency, "resume parsing and file upload", func() { s.observe.Refused(RefusedParseBusy) })
	r := httprouter.New()
	r.HandleMethodNotAllowed = true
	// A redirect would answer with an HTML body; the not-found answer says
	// what to fix instead.
	r.RedirectTrailingSlash, r.RedirectFixedPath = false, false
	r.NotFound = http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		msg := "no such route"
		if p := req.URL.Path; len(p) > 1 && strings.HasSuffix(p, "/") {
			if h, _, _ := r.Lookup(req.Method, strings.TrimRight(p, "/")); h != nil {
				msg = "no such route: drop the trailing slash"
			}
		}
		writeError(w, recruitd.Errorf(recruitd.NotFound, "%s", msg))
	})
	r.MethodNotAllowed = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		writeError(w, recruitd.Errorf(recruitd.MethodNotAllowed, "method %s not allowed here", cut(r.Method, maxEcho)))
	})
	r.PanicHandler = func(w http.ResponseWriter, r *http.Request, v any) {
		s.log.Error("panic", zap.Any("panic", v), zap.String("request_id", requestID(r.Context())), zap.Stack("stack"))
		writeError(w, fmt.Errorf("panic: %v", v))
	}
	for _, rt := range s.routes() {
		r.Handle(rt.method, rt.path, s.adapt(rt))
	}
	s.router = r
	return s
}

// ServeHTTP logs and measures each request once and hands it to the router.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	start := time.Now()
	done := s.observe.RequestStarted()
	id := r.Header.Get("X-Request-ID")
	if !validRequestID(id) {
		id = newRequestID()
	}
	w.Header().Set("X-Request-ID", id)
	r = r.WithContext(context.WithValue(r.Context(), requestIDKey{}, id))
	rec := &recorder{ResponseWriter: w, status: http.StatusOK}
	s.router.ServeHTTP(rec, r)
	took := time.Since(start)
	done(rec.route, r.Method, rec.status, took)
	s.log.Info("request",
		zap.String("method", r.Method),
		zap.String("route", rec.route),
		zap.String("path", r.URL.Path),
		zap.Int("status", rec.status),
		zap.Duration("duration", took),
		zap.Int64("bytes", rec.bytes),
		zap.String("remote", r.RemoteAddr),
		zap.Int64("user_id", rec.userID),
		zap.String("request_id", id))
}

// adapt turns a route into an httprouter handle: authentication and rate
// limits, the route's body limit and concurrency limit, the handler, and one
// place where its error is written and, if internal, logged.
func (s *Server) adapt(rt route) httprouter.Handle {
	return func(w http.ResponseWriter, r *http.Request, p httprouter.Params) {
		if rec, ok := w.(*recorder); ok {
			rec.route = rt.path
		}
		user, err := s.call(w, r, p, rt)
		if rec, ok := w.(*recorder); ok {
			rec.userID = user.ID
		}
		switch {
		case err == nil:
			return
		case recruitd.ErrorCode(err) == recruitd.Internal && r.Context().Err() != nil:
			// The client has gone, and its work was cancelled: nothing to
			// log and nobody to answer; the request log says 499 as nginx
			// would, rather than the 200 an unwritten answer defaults to.
			w.WriteHeader(statusClientClosed)
			return
		}
		err = s.answerable(r.Context(), err)
		writeError(w, err)
	}
}

// answerable is what a client is told of a handler's error: an unreachable
// database is the outage's 503 (recorded once per outage and counted), any
// other internal error is logged, with the request id, and stays internal.
func (s *Server) answerable(ctx context.Context, err error) error {
	switch {
	case recruitd.ErrorCode(err) == recruitd.Internal && records.Unreachable(err):
		s.outage.unreachable(err)
		s.observe.Refused(RefusedDatabase)
		return errDatabaseDown
	case recruitd.ErrorCode(err) == recruitd.Internal:
		s.log.Error("internal error", zap.Error(err), zap.String("request_id", requestID(ctx)))
	}
	return err
}

// call runs a route's checks and its handler, and returns the caller it
// authenticated (the zero User when none) with the handler's error.
func (s *Server) call(w http.ResponseWriter, r *http.Request, p httprouter.Params, rt route) (recruitd.User, error) {
	user, err := s.authorize(w, r, rt.access)
	if err != nil {
		return user, err
	}
	if rt.access != public {
		s.outage.reachable() // authentication read the database
	}
	if err := checkQuery(r, rt); err != nil {
		return user, err
	}
	if rt.body > 0 {
		if r.ContentLength > rt.body {
			return user, bodyError(&http.MaxBytesError{Limit: rt.body})
		}
		r.Body = http.MaxBytesReader(w, r.Body, rt.body)
	}
	if rt.body > maxJSONBody {
		// Not every ResponseWriter has a deadline to move (a test's has none).
		_ = http.NewResponseController(w).SetReadDeadline(time.Now().Add(UploadTimeout))
	}
	release, err := rt.work.acquire(r.Context())
	if err != nil {
		return user, err
	}
	defer release()
	return user, rt.handle(w, r.WithContext(context.WithValue(r.Context(), userKey{}, user)), p)
}

// authorize checks the bearer token against the route's access and returns
// the caller (the zero User on public routes). An address that keeps failing
// to authenticate, and a token over its rate limit, are answered 429.
func (s *Server) authorize(w http.ResponseWriter, r *http.Request, need access) (recruitd.User, error) {
	if need == public {
		return recruitd.User{}, nil
	}
	if err := s.limits.blocked(w, r); err != nil {
		s.observe.Refused(RefusedAuthFailures)
		return recruitd.User{}, err
	}
	token, err := bearer(r)
	var user recruitd.User
	if err == nil {
		user, err = s.store.Authenticate(r.Context(), token)
	}
	if recruitd.ErrorCode(err) == recruitd.Unauthorized {
		if lerr := s.limits.failed(w, r); lerr != nil {
			s.observe.Refused(RefusedAuthFailures)
			return recruitd.User{}, lerr
		}
		return recruitd.User{}, err
	}
	if err != nil {
		return recruitd.User{}, err
	}
	if err := s.limits.allow(w, token); err != nil {
		s.observe.Refused(RefusedRateLimit)
		return recruitd.User{}, err
	}
	if err := allowed(user, need); err != nil {
		return recruitd.User{}, err
	}
	return user, nil
}

// bearer is the token of the Authorization header. Errors: unauthorized.
func bearer(r *http.Request) (string, error) {
	header := r.Header.Get("Authorization")
	if header == "" {
		return "", recruitd.Errorf(recruitd.Unauthorized, "missing Authorization header: send Authorization: Bearer <token>")
	}
	scheme, token, ok := strings.Cut(header, " ")
	token = strings.TrimSpace(token)
	if !ok || !strings.EqualFold(scheme, "Bearer") || token == "" {
		return "", recruitd.Errorf(recruitd.Unauthorized, "Authorization header must be Bearer <token>")
	}
	return token, nil
}

// allowed checks a user's role against an access level.
func allowed(user recruitd.User, need access) error {
	switch {
	case need == admin && user.Role.Name != recruitd.RoleAdmin:
		return recruitd.Errorf(recruitd.Forbidden, "this operation needs the admin role; your role is %s", user.Role.Name)
	case need == write && user.Role.Name == recruitd.RoleViewer:
		return recruitd.Errorf(recruitd.Forbidden, "the viewer role cannot write")
	}
	return nil
}

type userKey struct{}

// caller is the authenticated user of a request.
func caller(ctx context.Context) recruitd.User {
	u, _ := ctx.Value(userKey{}).(recruitd.User)
	return u
}

type requestIDKey struct{}

func requestID(ctx context.Context) string {
	id, _ := ctx.Value(requestIDKey{}).(string)
	return id
}

// validRequestID accepts a client's id only when it is short and printable,
// so that it cannot forge log lines.
func validRequestID(id string) bool {
	if id == "" || len(id) > 128 {
		return false
	}
	for _, c := range id {
		if c < 0x21 || c > 0x7e {
			return false
		}
	}
	return true
}

func newRequestID() string {
	b := make([]byte, 12)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

// recorder remembers the status, route, caller and size of a response for
// the log line and the metrics.
type recorder struct {
	http.ResponseWriter
	status int
	route  string
	userID int64
	bytes  int64
}

func (r *recorder) WriteHeader(status int) {
	r.status = status
	r.ResponseWriter.WriteHeader(status)
}

func (r *recorder) Write(b []byte) (int, error) {
	n, err := r.ResponseWriter.Write(b)
	r.bytes += int64(n)
	return n, err
}

func (r *recorder) Unwrap() http.ResponseWriter { return r.ResponseWriter }

// serveMetrics is GET /metrics, in the Prometheus text format, on the main
// listener unless METRICS_ADDR gives the metrics one of their own.
func (s *Server) serveMetrics(w http.ResponseWriter, r *http.Request, _ httprouter.Params) error {
	if s.metrics == nil {
		return recruitd.Errorf(recruitd.NotFound, "metrics are not served here (METRICS_ADDR names their listener)")
	}
	s.metrics.ServeHTTP(w, r)
	return nil
}

func (s *Server) healthz(w http.ResponseWriter, _ *http.Request, _ httprouter.Params) error {
	writeJSON(w, http.StatusOK, map[string]string{"status": "ok"})
	return nil
}

func (s *Server) readyz(w http.ResponseWriter, r *http.Request, _ httprouter.Params) error {
	ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
	defer cancel()
	if err := s.store.Ping(ctx); err != nil {
		return err
	}
	s.outage.reachable()
	writeJSON(w, http.StatusOK, map[string]string{"status": "ready"})
	return nil
}
