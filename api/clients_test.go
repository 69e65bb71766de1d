package api_test

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/recruitd/recruitd/api"
)

// TestUnknownQueryParameters: every route refuses query parameters its
// operation does not list, as unknown JSON fields are refused.
func TestUnknownQueryParameters(t *testing.T) {
	e := newEnv(t, api.Config{})
	for _, c := range []struct{ method, path, say string }{
		{"GET", "/api/jobs?status=OPEN&sort=title", "sort: unknown query parameter"},
		{"GET", "/api/candidates?limt=5&ofset=2", "limt: unknown query parameter"},
		{"POST", "/api/candidates?dryRun=true", "takes none"},
		{"GET", "/api/job-submissions/1?verbose=1", "verbose: unknown query parameter"},
		{"GET", "/healthz?probe=1", "probe: unknown query parameter"},
		{"POST", "/api/matching/candidates?jobId=1&radius=5", "radius: unknown query parameter; POST /api/matching/candidates takes jobId, minScore, limit, offset"},
	} {
		r := e.request(c.method, c.path, e.admin, "application/json", `{"firstName":"A"}`)
		if r.status != http.StatusBadRequest || !strings.Contains(string(r.body), c.say) {
			t.Errorf("%s %s = %d %s, want 400 saying %q", c.method, c.path, r.status, r.body, c.say)
		}
	}
	if r := e.request("GET", "/api/candidates?limt=5&ofset=2", e.admin, "", nil); strings.Count(string(r.body), "unknown query parameter") != 2 {
		t.Errorf("both unknown parameters should be listed at once: %s", r.body)
	}
	if r := e.request("GET", "/api/jobs?sort=title", "", "", nil); r.status != http.StatusUnauthorized {
		t.Errorf("an unauthenticated request with an unknown parameter = %d, want 401 first", r.status)
	}
}

// TestMatchingOptionsInTheQuery: minScore, limit and offset work in the
// query string (for clients that cannot send a body with GET); never
// ignored, never given twice.
func TestMatchingOptionsInTheQuery(t *testing.T) {
	e := screeningEnv(t)
	got := e.do("GET", "/api/matching/candidates?jobId=1&limit=1&minScore=0", nil, http.StatusOK)
	if got["limit"] != float64(1) || len(got["candidates"].([]any)) != 1 || got["total"] != float64(2) {
		t.Errorf("limit=1&minScore=0 in the query = %v, want one of two candidates", got)
	}
	got = e.do("POST", "/api/matching/jobs?candidateId=1&minScore=0&offset=0", obj{"limit": 5}, http.StatusOK)
	if got["limit"] != float64(5) || got["total"] != float64(1) {
		t.Errorf("query minScore with body limit = %v", got)
	}
	for _, c := range []struct {
		path string
		body any
		say  string
	}{
		{"/api/matching/candidates?jobId=1&limit=1", obj{"limit": 2}, "limit: given in both the query string and the body"},
		{"/api/matching/candidates?jobId=1&limit=500", nil, "limit: must be from 1 to 100"},
		{"/api/matching/jobs?candidateId=1&minScore=high", nil, `minScore: \"high\" is not a number`},
	} {
		r := e.request("GET", c.path, e.admin, "application/json", c.body)
		if r.status != http.StatusBadRequest || !strings.Contains(string(r.body), c.say) {
			t.Errorf("GET %s = %d %s, want 400 saying %q", c.path, r.status, r.body, c.say)
		}
	}
}

// TestOpenAPIForGeneratedClients checks the structure client generators
// read: a relative server, real oneOfs, a binary file, the matching POSTs
// first, 429 and 503 where they happen.
func TestOpenAPIForGeneratedClients(t *testing.T) {
	o, err := spec()
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Servers []struct{ URL string } `json:"servers"`
	}
	if err := json.Unmarshal(o.raw, &doc); err != nil {
		t.Fatal(err)
	}
	if len(doc.Servers) != 1 || doc.Servers[0].URL != "/" {
		t.Errorf("servers = %+v, want one relative server /", doc.Servers)
	}
	for _, c := range []struct {
		pointer string
		valid   []string
		invalid []string
	}{
		{"/components/schemas/ScreeningRequest",
			[]string{`{"jobSubmissionId": 3}`, `{"candidateId": 1, "jobId": 2}`, `{"jobSubmissionId": 3, "candidateId": 1, "jobId": 2, "replaceCriteria": true}`},
			[]string{`{}`, `{"candidateId": 1}`, `{"jobId": 2, "criteria": []}`}},
		{"/components/schemas/ResumeUpload", []string{`{"file": "%PDF", "candidate_id": 4}`}, []string{`{"file_url": "https://x.example/cv.pdf"}`}},
		{"/paths/~1resume~1parse/post/requestBody/content/multipart~1form-data/schema",
			[]string{`{"file": "bytes"}`, `{"file_url": "https://example.com/cv.pdf", "as_of": "2026-01-01"}`},
			[]string{`{}`, `{"file": "bytes", "file_url": "https://example.com/cv.pdf"}`}},
	} {
		schema, err := o.compile(c.pointer)
		if err != nil {
			t.Fatalf("%s: %v", c.pointer, err)
		}
		for _, v := range c.valid {
			if err := schema.Validate(mustJSON(t, v)); err != nil {
				t.Errorf("%s refuses %s: %v", c.pointer, v, err)
			}
		}
		for _, v := range c.invalid {
			if schema.Validate(mustJSON(t, v)) == nil {
				t.Errorf("%s accepts %s", c.pointer, v)
			}
		}
	}
	if !strings.Contains(string(o.schemas["ResumeUpload"]), `"format": "binary"`) {
		t.Error("the resume file is not typed as binary")
	}
	for _, path := range []string{"/api/matching/candidates", "/api/matching/jobs"} {
		raw := string(o.raw)
		at := strings.Index(raw, `"`+path+`": {`)
		if post, get := strings.Index(raw[at:], `"post"`), strings.Index(raw[at:], `"get"`); post > get {
			t.Errorf("%s: GET is listed before POST; generated clients reach the first", path)
		}
	}
	var op struct {
		OperationID string                     `json:"operationId"`
		Responses   map[string]json.RawMessage `json:"responses"`
	}
	for _, c := range []struct{ path, method, id string }{
		{"/api/matching/candidates", "post", "matchCandidates"}, {"/api/matching/jobs", "post", "matchJobs"},
		{"/api/matching/candidates", "get", "matchCandidatesWithGetBody"},
	} {
		if err := json.Unmarshal(o.paths[c.path][c.method], &op); err != nil || op.OperationID != c.id {
			t.Errorf("%s %s operationId = %q, want %q", c.method, c.path, op.OperationID, c.id)
		}
	}
	for path, ops := range o.paths {
		for method, raw := range ops {
			var op struct {
				Security  *[]any                     `json:"security"`
				Responses map[string]json.RawMessage `json:"responses"`
			}
			if json.Unmarshal(raw, &op) != nil || (op.Security != nil && len(*op.Security) == 0) {
				continue
			}
			if op.Responses["429"] == nil || op.Responses["503"] == nil {
				t.Errorf("%s %s documents no 429 or no 503, though every token's requests are rate-limited and need Postgres", method, path)
			}
		}
	}
}

func mustJSON(t *testing.T, s string) any {
	t.Helper()
	var v any
	if err := json.Unmarshal([]byte(s), &v); err != nil {
		t.Fatal(err)
	}
	return v
}
