package mcp_test

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"
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
)

func TestMain(m *testing.M) { pgtest.Main(m) }

// service is a real recruitd (Postgres, indexer, embedded index) behind an
// httptest server, with a token per role.
type service struct {
	url                      string
	admin, recruiter, viewer string
	store                    *records.Store
}

func newService(t *testing.T) *service {
	t.Helper()
	ctx := context.Background()
	store := records.NewStore(pgtest.New(t))
	admin, err := store.Bootstrap(ctx, "")
	if err != nil {
		t.Fatal(err)
	}
	token := func(email, role string) string {
		u, err := store.CreateUser(ctx, recruitd.User{FirstName: "T", LastName: role, Email: email, IsActive: true, Role: recruitd.Role{Name: role}})
		if err != nil {
			t.Fatal(err)
		}
		tok, _ := records.NewToken()
		if _, err := store.CreateToken(ctx, u.ID, role, tok); err != nil {
			t.Fatal(err)
		}
		return tok
	}
	vectors := embedded.New()
	documents := index.NewDocuments(store, embed.Builtin{})
	indexer := index.NewIndexer(store, documents, zap.NewNop())
	indexer.AddLoaded(vectors, 0)
	server := api.New(api.Deps{Store: store, Log: zap.NewNop(), Resumes: &resume.Parser{}, Fetcher: fetch.New(1<<20, nil),
		Matching: matching.New(store, retrieval.New(vectors, nil, documents), matching.Config{})}, api.Config{})
	server.MountMCP(mcp.Handler(server, "test", 1<<22))
	t.Cleanup(server.Wait)
	srv := httptest.NewServer(server)
	t.Cleanup(srv.Close)

	// A spec-minimal candidate whose facts live in free text (and a ZIP).
	c, err := store.CreateCandidate(ctx, recruitd.Candidate{FirstName: "Ana", LastName: "Ruiz", Email: "ana@example.com", StatusID: 1,
		Notes: "ICU registered nurse; BLS and ACLS; 4 years of ICU experience", Address: &recruitd.Address{Zip: "78701"}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := store.CreateJob(ctx, recruitd.Job{Title: "ICU Registered Nurse", StartDate: 1798761600, EmploymentType: "CONTRACT", Status: "OPEN",
		Description: "Night-shift ICU RN in Austin, TX. Required: BLS and ACLS, 2+ years of ICU experience.",
		Address:     recruitd.Address{City: "Austin", State: "TX", Zip: "78701"}}); err != nil {
		t.Fatal(err)
	}
	if _, err := store.CreateSubmission(ctx, recruitd.Submission{JobID: 1, CandidateID: c.ID, StatusID: 8}); err != nil {
		t.Fatal(err)
	}
	for more := true; more; {
		if more, err = indexer.Step(ctx); err != nil {
			t.Fatal(err)
		}
	}
	return &service{url: srv.URL, admin: admin, recruiter: token("r@example.com", recruitd.RoleRecruiter), viewer: token("v@example.com", recruitd.RoleViewer), store: store}
}

type bearer struct{ token string }

func (b bearer) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	r.Header.Set("Authorization", "Bearer "+b.token)
	return http.DefaultTransport.RoundTrip(r)
}

// httpSession connects the SDK's client to /mcp with token.
func (s *service) httpSession(t *testing.T, token string) *sdk.ClientSession {
	t.Helper()
	client := sdk.NewClient(&sdk.Implementation{Name: "test", Version: "1"}, nil)
	cs, err := client.Connect(context.Background(), &sdk.StreamableClientTransport{Endpoint: s.url + "/mcp",
		HTTPClient: &http.Client{Transport: bearer{token}}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cs.Close() })
	return cs
}

// stdioSession connects the SDK's client to `recruitd mcp`'s bridge over an
// in-memory pipe, as a desktop agent over stdio.
func (s *service) stdioSession(t *testing.T, token string) *sdk.ClientSession {
	t.Helper()
	agent, bridge := net.Pipe()
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- mcp.Bridge(ctx, s.url, token, "test", bridge, bridge) }()
	client := sdk.NewClient(&sdk.Implementation{Name: "desktop", Version: "1"}, nil)
	cs, err := client.Connect(context.Background(), &sdk.IOTransport{Reader: agent, Writer: agent}, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		cs.Close()
		cancel()
		<-done
	})
	return cs
}

func call(t *testing.T, cs *sdk.ClientSession, name string, args any) (*sdk.CallToolResult, map[string]any) {
	t.Helper()
	res, err := cs.CallTool(context.Background(), &sdk.CallToolParams{Name: name, Arguments: args})
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	var out map[string]any
	raw, _ := json.Marshal(res.StructuredContent)
	_ = json.Unmarshal(raw, &out)
	if len(res.Content) == 0 || res.Content[0].(*sdk.TextContent).Text == "" {
		t.Errorf("%s answered no text", name)
	}
	return res, out
}

func text(res *sdk.CallToolResult) string { return res.Content[0].(*sdk.TextContent).Text }

func TestToolsOverBothTransports(t *testing.T) {
	s := newService(t)
	for _, transport := range []struct {
		name    string
		session func(*testing.T, string) *sdk.ClientSession
	}{{"streamable HTTP", s.httpSession}, {"stdio bridge", s.stdioSession}} {
		t.Run(transport.name, func(t *testing.T) {
			viewer := transport.session(t, s.viewer)
			tools, err := viewer.ListTools(context.Background(), nil)
			if err != nil {
				t.Fatal(err)
			}
			var names []string
			for _, tool := range tools.Tools {
				names = append(names, tool.Name)
			}
			for _, want := range []string{"find_candidates_for_job", "find_jobs_for_candidate", "screen_candidate", "parse_resume",
				"get_candidate", "search_candidates", "get_job", "search_jobs"} {
				if !slices.Contains(names, want) {
					t.Errorf("tools %v lack %s", names, want)
				}
			}

			_, cand := call(t, viewer, "get_candidate", map[string]any{"id": 1})
			if cand["firstName"] != "Ana" || cand["status"].(map[string]any)["name"] != "ACTIVE" {
				t.Errorf("get_candidate = %v", cand)
			}
			_, jobs := call(t, viewer, "search_jobs", map[string]any{"status": "OPEN", "limit": 5})
			if jobs["total"] != float64(1) || jobs["limit"] != float64(5) {
				t.Errorf("search_jobs = %v", jobs)
			}
			res, found := call(t, viewer, "find_candidates_for_job", map[string]any{"jobId": 1, "minScore": 0})
			if list, _ := found["candidates"].([]any); res.IsError || len(list) != 1 || list[0].(map[string]any)["id"] != float64(1) {
				t.Errorf("find_candidates_for_job = %s %v", text(res), found)
			}
			res, found = call(t, viewer, "find_jobs_for_candidate", map[string]any{"candidateId": 1, "minScore": 0})
			if list, _ := found["jobs"].([]any); res.IsError || len(list) != 1 {
				t.Errorf("find_jobs_for_candidate = %s %v", text(res), found)
			}

			// The viewer's role holds as on REST.
			res, body := call(t, viewer, "screen_candidate", map[string]any{"candidateId": 1, "jobId": 1})
			if !res.IsError || body["error"] != "forbidden" {
				t.Errorf("a viewer screening = %v %v, want forbidden", res.IsError, body)
			}
			recruiter := transport.session(t, s.recruiter)
			res, scr := call(t, recruiter, "screen_candidate", map[string]any{"jobSubmissionId": 1})
			if res.IsError || scr["applicationReadiness"] == nil || scr["jobSubmissionId"] != float64(1) {
				t.Errorf("screen_candidate by submission = %s %v", text(res), scr)
			}

			// Arguments are checked by the REST twin's code, every problem at once.
			res, body = call(t, recruiter, "screen_candidate", map[string]any{"jobId": 1, "mood": "good"})
			details, _ := json.Marshal(body["details"])
			if !res.IsError || body["error"] != "validation_error" || !strings.Contains(string(details), "mood: unknown field") ||
				!strings.Contains(string(details), "jobSubmissionId: required unless both candidateId and jobId are given") {
				t.Errorf("bad screening arguments = %v", body)
			}
			res, body = call(t, viewer, "search_candidates", map[string]any{"sort": "name"})
			if !res.IsError || body["error"] != "validation_error" || !strings.Contains(text(res), "sort: unknown argument") {
				t.Errorf("search_candidates with an unknown argument = %s", text(res))
			}
			res, body = call(t, viewer, "get_job", map[string]any{"id": 99})
			if !res.IsError || body["error"] != "not_found" {
				t.Errorf("get_job 99 = %v", body)
			}

			resumeText := "Bo Lee\nbo.lee@example.com\n\nEXPERIENCE\nRegistered Nurse, St. Luke's Hospital\nJan 2020 - Present\n"
			res, prof := call(t, viewer, "parse_resume", map[string]any{"content": base64.StdEncoding.EncodeToString([]byte(resumeText)), "as_of": "2026-01-01"})
			if res.IsError || !strings.Contains(mustJSON(prof), "bo.lee@example.com") {
				t.Errorf("parse_resume = %s %v", text(res), prof)
			}
			res, body = call(t, viewer, "parse_resume", map[string]any{"content": "Qm8=", "file_url": "https://example.com/cv.pdf"})
			if !res.IsError || !strings.Contains(mustJSON(body), "provide exactly one of file and file_url, not both") {
				t.Errorf("parse_resume with both = %v", body)
			}
			res, body = call(t, viewer, "parse_resume", map[string]any{"content": base64.StdEncoding.EncodeToString([]byte(resumeText)), "candidate_id": 1})
			if !res.IsError || body["error"] != "forbidden" {
				t.Errorf("a viewer storing a resume = %v", body)
			}
		})
	}
}

func mustJSON(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

// TestToolSchemasAreTheRESTOnes: each tool's input schema is its REST twin's
// from the OpenAPI document.
func TestToolSchemasAreTheRESTOnes(t *testing.T) {
	s := newService(t)
	tools, err := s.httpSession(t, s.viewer).ListTools(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	schemas := map[string]map[string]any{}
	for _, tool := range tools.Tools {
		var m map[string]any
		if err := json.Unmarshal([]byte(mustJSON(tool.InputSchema)), &m); err != nil {
			t.Fatal(err)
		}
		if m["type"] != "object" {
			t.Errorf("%s: input schema type %v", tool.Name, m["type"])
		}
		if strings.Contains(mustJSON(m), "$ref") {
			t.Errorf("%s: input schema has references left", tool.Name)
		}
		schemas[tool.Name] = m
	}
	props := schemas["find_candidates_for_job"]["properties"].(map[string]any)
	for _, p := range []string{"jobId", "location", "specialties", "criteria", "replaceCriteria", "minScore", "limit", "offset"} {
		if props[p] == nil {
			t.Errorf("find_candidates_for_job lacks %s", p)
		}
	}
	if req := schemas["find_candidates_for_job"]["required"].([]any); !slices.Contains(req, any("jobId")) {
		t.Errorf("jobId is not required: %v", req)
	}
	if one := schemas["screen_candidate"]["oneOf"].([]any); len(one) != 2 {
		t.Errorf("screen_candidate's schema is not the oneOf of the screening body: %v", schemas["screen_candidate"])
	}
	if sp := schemas["search_candidates"]["properties"].(map[string]any); sp["specialty"] == nil || sp["limit"] == nil {
		t.Errorf("search_candidates lacks GET /api/candidates's parameters: %v", sp)
	}
}

func TestMCPNeedsAToken(t *testing.T) {
	s := newService(t)
	resp, err := http.Post(s.url+"/mcp", "application/json", strings.NewReader(`{"jsonrpc":"2.0","id":1,"method":"tools/list"}`))
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusUnauthorized || !strings.Contains(string(body), `"error":"unauthorized"`) || resp.Header.Get("WWW-Authenticate") == "" {
		t.Errorf("POST /mcp without a token = %d %s", resp.StatusCode, body)
	}
	if err := mcp.Bridge(context.Background(), s.url, "", "test", io.NopCloser(strings.NewReader("")), nopWriter{}); err == nil || !strings.Contains(err.Error(), "RECRUITD_TOKEN") {
		t.Errorf("a bridge without a token: %v", err)
	}
	if err := mcp.Bridge(context.Background(), s.url, "rcd_wrong", "test", io.NopCloser(strings.NewReader("")), nopWriter{}); err == nil {
		t.Error("a bridge with a wrong token connected")
	}
}

type nopWriter struct{}

func (nopWriter) Write(p []byte) (int, error) { return len(p), nil }
func (nopWriter) Close() error                { return nil }
