package api_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"strings"
	"testing"

	"go.uber.org/zap"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/api"
	"github.com/recruitd/recruitd/index"
	"github.com/recruitd/recruitd/index/embed"
	"github.com/recruitd/recruitd/index/embedded"
	"github.com/recruitd/recruitd/internal/pgtest"
	"github.com/recruitd/recruitd/matching"
	"github.com/recruitd/recruitd/mcp"
	"github.com/recruitd/recruitd/records"
	"github.com/recruitd/recruitd/resume"
	"github.com/recruitd/recruitd/resume/fetch"
	"github.com/recruitd/recruitd/retrieval"
	"github.com/recruitd/recruitd/webhook"
)

func TestMain(m *testing.M) { pgtest.Main(m) }

// env is a server on a database of its own, with a token per role, and the
// real indexer and embedded index behind matching.
type env struct {
	t       *testing.T
	handler http.Handler
	store   *records.Store
	indexer *index.Indexer
	admin   string
	recr    string
	viewer  string
}

// sync indexes every write so far, as the running indexer would.
func (e *env) sync() {
	e.t.Helper()
	for {
		more, err := e.indexer.Step(context.Background())
		if err != nil {
			e.t.Fatal(err)
		}
		if !more {
			return
		}
	}
}

// newEnv is a server configured with cfg; with, when given, changes its
// dependencies before it is made.
func newEnv(t *testing.T, cfg api.Config, with ...func(*api.Deps)) *env {
	t.Helper()
	if cfg.MaxUploadBytes == 0 {
		cfg.MaxUploadBytes = api.DefaultMaxUploadBytes
	}
	pool := pgtest.New(t)
	store := records.NewStore(pool)
	ctx := context.Background()
	e := &env{t: t, store: store}
	admin, err := store.Bootstrap(ctx, "")
	if err != nil {
		t.Fatal(err)
	}
	e.admin = admin
	e.recr = e.token("recruiter@example.com", recruitd.RoleRecruiter)
	e.viewer = e.token("viewer@example.com", recruitd.RoleViewer)
	vectors := embedded.New()
	documents := index.NewDocuments(store, embed.Builtin{})
	e.indexer = index.NewIndexer(store, documents, zap.NewNop())
	e.indexer.AddLoaded(vectors, 0)
	deps := api.Deps{Store: store, Log: zap.NewNop(), Resumes: &resume.Parser{},
		Fetcher:     fetch.New(cfg.MaxUploadBytes, []netip.Prefix{netip.MustParsePrefix("127.0.0.1/32")}),
		Matching:    matching.New(store, retrieval.New(vectors, nil, documents), matching.Config{}),
		WebhookURLs: webhook.NewReceivers(fetch.New(0, []netip.Prefix{netip.MustParsePrefix("127.0.0.1/32")}))}
	for _, w := range with {
		w(&deps)
	}
	server := api.New(deps, cfg)
	server.MountMCP(mcp.Handler(server, "test", server.MaxMCPBody()))
	t.Cleanup(server.Wait)
	e.handler = server
	return e
}

func (e *env) token(email, role string) string {
	e.t.Helper()
	ctx := context.Background()
	u, err := e.store.CreateUser(ctx, recruitd.User{FirstName: "T", LastName: "U", Email: email, IsActive: true, Role: recruitd.Role{Name: role}})
	if err != nil {
		e.t.Fatal(err)
	}
	tok, err := records.NewToken()
	if err != nil {
		e.t.Fatal(err)
	}
	if _, err := e.store.CreateToken(ctx, u.ID, role, tok); err != nil {
		e.t.Fatal(err)
	}
	return tok
}

// response is what a request returned.
type response struct {
	status int
	header http.Header
	body   []byte
}

// json decodes the body into a generic value.
func (r response) json(t *testing.T) map[string]any {
	t.Helper()
	var v map[string]any
	if err := json.Unmarshal(r.body, &v); err != nil {
		t.Fatalf("response body is not a JSON object: %v\n%s", err, r.body)
	}
	return v
}

// request sends body (a string sent as is, or a value encoded as JSON) with
// the token and content type given, and checks the response against the
// OpenAPI document.
func (e *env) request(method, path, token, contentType string, body any) response {
	e.t.Helper()
	r := e.requestNoCheck(method, path, token, contentType, body)
	if strings.HasPrefix(r.header.Get("Content-Type"), "application/json") {
		o, err := spec()
		if err != nil {
			e.t.Fatalf("openapi.json: %v", err)
		}
		if err := o.check(method, path, r.status, r.body); err != nil {
			e.t.Errorf("%s %s answered %d outside its documented shape: %v\n%s", method, path, r.status, err, r.body)
		}
	}
	return r
}

// requestNoCheck is request without the OpenAPI check.
func (e *env) requestNoCheck(method, path, token, contentType string, body any) response {
	var rd io.Reader
	switch b := body.(type) {
	case nil:
	case string:
		rd = strings.NewReader(b)
	case []byte:
		rd = bytes.NewReader(b)
	default:
		data, err := json.Marshal(b)
		if err != nil {
			e.t.Fatal(err)
		}
		rd = bytes.NewReader(data)
	}
	req := httptest.NewRequest(method, path, rd)
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	rec := httptest.NewRecorder()
	e.handler.ServeHTTP(rec, req)
	return response{status: rec.Code, header: rec.Header(), body: rec.Body.Bytes()}
}

// do sends a JSON request as the admin and checks the status.
func (e *env) do(method, path string, body any, want int) map[string]any {
	e.t.Helper()
	ct := ""
	if body != nil {
		ct = "application/json"
	}
	r := e.request(method, path, e.admin, ct, body)
	if r.status != want {
		e.t.Fatalf("%s %s = %d, want %d\n%s", method, path, r.status, want, r.body)
	}
	if len(r.body) == 0 {
		return nil
	}
	return r.json(e.t)
}

// obj is a JSON object literal.
type obj = map[string]any
