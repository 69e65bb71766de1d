// Package api serves the HTTP interface of SPEC.md: the routes, decoding and
// validation of requests, the JSON shapes of responses, the error model,
// authentication, and the OpenAPI document that describes all of it.
package api

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"net/http"
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
	// PublicBaseURL prefixes file URLs; empty: taken from each request.
	PublicBaseURL string
}

// DefaultMaxUploadBytes is the upload limit when none is configured.
const DefaultMaxUploadBytes = 25 << 20

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
	// Observer is told of every request; optional.
	Observer Observer
	// Metrics serves GET /metrics without a token; nil when the metrics are
	// served on a listener of their own (METRICS_ADDR), or not at all.
	Metrics http.Handler
}

// Observer is told of every request (metrics.Metrics).
type Observer interface {
	// RequestStarted is called as a request comes in; the function it
	// returns when the request is answered, with its route pattern.
	RequestStarted() func(route, method string, status int, took time.Duration)
}

// noObserver observes nothing.
type noObserver struct{}

func (noObserver) RequestStarted() func(string, string, int, time.Duration) {
	return func(string, string, int, time.Duration) {}
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

	matching    *matching.Service
	background  sync.WaitGroup // screenings the client does not wait for
	webhookURLs WebhookURLs
	observe     Observer
	metrics     http.Handler
	mcp         http.Handler
}

// Wait blocks until background work started by requests is done; call it
// after the HTTP server has shut down.
func (s *Server) Wait() { s.background.Wait() }

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
	handle       handlerFunc
}

// routes lists every route of the service in one place.
func (s *Server) routes() []route {
	return []route{
		{http.MethodGet, "/healthz", public, s.healthz},
		{http.MethodGet, "/readyz", public, s.readyz},
		{http.MethodGet, "/openapi.json", public, s.openAPI},
		{http.MethodGet, "/metrics", public, s.serveMetrics},
		{http.MethodGet, "/docs", public, s.docs},
		{http.MethodGet, "/docs/redoc.standalone.js", public, s.docsScript},

		{http.MethodGet, "/candidates", read, s.getCandidate},
		{http.MethodGet, "/api/candidates", read, s.listCandidates},
		{http.MethodPost, "/api/candidates", write, s.createCandidate},
		{http.MethodGet, "/api/candidates/:id", read, s.candidateByID},
		{http.MethodPut, "/api/candidates/:id", write, s.updateCandidate},
		{http.MethodDelete, "/api/candidates/:id", write, s.deleteCandidate},

		{http.MethodGet, "/api/jobs", read, s.listJobs},
		{http.MethodPost, "/api/jobs", write, s.createJob},
		{http.MethodGet, "/api/jobs/:id", read, s.jobByID},
		{http.MethodPut, "/api/jobs/:id", write, s.updateJob},
		{http.MethodDelete, "/api/jobs/:id", write, s.deleteJob},

		{http.MethodGet, "/api/job-submissions", read, s.listSubmissions},
		{http.MethodPost, "/api/job-submissions", write, s.createSubmission},
		{http.MethodGet, "/api/job-submissions/:id", read, s.submissionByID},
		{http.MethodPut, "/api/job-submissions/:id", write, s.putSubmission},
		{http.MethodDelete, "/api/job-submissions/:id", write, s.deleteSubmission},

		{http.MethodGet, "/api/statuses", read, s.listStatuses},
		{http.MethodPost, "/api/statuses", admin, s.createStatus},
		{http.MethodPut, "/api/statuses/:id", admin, s.updateStatus},

		{http.MethodGet, "/api/users", read, s.listUsers},
		{http.MethodPost, "/api/users", admin, s.createUser},

		{http.MethodGet, "/api/webhooks", admin, s.listWebhooks},
		{http.MethodPost, "/api/webhooks", admin, s.createWebhook},
		{http.MethodDelete, "/api/webhooks/:id", admin, s.deleteWebhook},
		{http.MethodGet, "/api/webhooks/:id/deliveries", admin, s.listDeliveries},
		{http.MethodPost, "/api/webhooks/:id/deliveries/:deliveryId/redeliver", admin, s.redeliver},

		{http.MethodGet, "/api/file", read, s.listFiles},
		{http.MethodPost, "/api/file", write, s.createFile},
		{http.MethodGet, "/api/file/:id/content", read, s.fileContent},
		{http.MethodDelete, "/api/file/:id", write, s.deleteFile},

		{http.MethodPost, "/resume/parse", read, s.parseResume}, // writes only with candidate_id

		{http.MethodPost, "/api/screening", write, s.screen},
		{http.MethodPost, "/api/screening/job-submission", write, s.screen},
		{http.MethodGet, "/api/screening/submission/:jobSubmissionId", read, s.submissionScreening},

		// SPEC 4.2 and 4.3 send a JSON body with GET; POST takes the same
		// body for clients that cannot.
		{http.MethodGet, "/api/matching/candidates", read, s.matchCandidates},
		{http.MethodPost, "/api/matching/candidates", read, s.matchCandidates},
		{http.MethodGet, "/api/matching/jobs", read, s.matchJobs},
		{http.MethodPost, "/api/matching/jobs", read, s.matchJobs},

		// The tools above for AI agents (MCP, streamable HTTP), with the
		// caller's role checked per tool.
		{http.MethodPost, "/mcp", read, s.serveMCP},
	}
}

// MountMCP sets what answers POST /mcp (mcp.Handler, which is built from
// this server's Tools).
func (s *Server) MountMCP(h http.Handler) { s.mcp = h }

func (s *Server) serveMCP(w http.ResponseWriter, r *http.Request, _ httprouter.Params) error {
	if s.mcp == nil {
		return recruitd.Errorf(recruitd.NotFound, "MCP is not served here")
	}
	s.mcp.ServeHTTP(w, r)
	return nil
}

// New returns a Server on its dependencies.
func New(d Deps, cfg Config) *Server {
	if cfg.MaxUploadBytes <= 0 {
		cfg.MaxUploadBytes = DefaultMaxUploadBytes
	}
	cfg.PublicBaseURL = strings.TrimRight(cfg.PublicBaseURL, "/")
	s := &Server{store: d.Store, log: d.Log, resumes: d.Resumes, fetcher: d.Fetcher, pending: d.Pending, cfg: cfg,
		matching: d.Matching, webhookURLs: d.WebhookURLs, observe: d.Observer, metrics: d.Metrics}
	if s.observe == nil {
		s.observe = noObserver{}
	}
	r := httprouter.New()
	r.HandleMethodNotAllowed = true
	r.NotFound = http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		writeError(w, recruitd.Errorf(recruitd.NotFound, "no such route"))
	})
	r.MethodNotAllowed = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		writeError(w, recruitd.Errorf(recruitd.MethodNotAllowed, "method %s not allowed here", r.Method))
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

// adapt turns a route into an httprouter handle: authentication, the
// handler, and one place where its error is written and, if internal, logged.
func (s *Server) adapt(rt route) httprouter.Handle {
	return func(w http.ResponseWriter, r *http.Request, p httprouter.Params) {
		if rec, ok := w.(*recorder); ok {
			rec.route = rt.path
		}
		user, err := s.authorize(r, rt.access)
		if rec, ok := w.(*recorder); ok {
			rec.userID = user.ID
		}
		if err == nil {
			err = checkQuery(r, rt)
		}
		if err == nil {
			err = rt.handle(w, r.WithContext(context.WithValue(r.Context(), userKey{}, user)), p)
		}
		if err == nil {
			return
		}
		if recruitd.ErrorCode(err) == recruitd.Internal {
			s.log.Error("internal error", zap.Error(err), zap.String("request_id", requestID(r.Context())))
		}
		writeError(w, err)
	}
}

// authorize checks the bearer token against the route's access and returns
// the caller (the zero User on public routes).
func (s *Server) authorize(r *http.Request, need access) (recruitd.User, error) {
	if need == public {
		return recruitd.User{}, nil
	}
	header := r.Header.Get("Authorization")
	scheme, token, ok := strings.Cut(header, " ")
	if header == "" {
		return recruitd.User{}, recruitd.Errorf(recruitd.Unauthorized, "missing Authorization header: send Authorization: Bearer <token>")
	}
	token = strings.TrimSpace(token)
	if !ok || !strings.EqualFold(scheme, "Bearer") || token == "" {
		return recruitd.User{}, recruitd.Errorf(recruitd.Unauthorized, "Authorization header must be Bearer <token>")
	}
	user, err := s.store.Authenticate(r.Context(), token)
	if err != nil {
		return recruitd.User{}, err
	}
	if err := allowed(user, need); err != nil {
		return recruitd.User{}, err
	}
	return user, nil
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
	writeJSON(w, http.StatusOK, map[string]string{"status": "ready"})
	return nil
}
