package api_test

// The hardening suite: every route against the classes of bad input a client
// can send (ids of any size, wrong types, oversized arrays and strings, NUL
// bytes, invalid UTF-8, deep nesting, wrong content types, empty bodies,
// repeated keys...). Each case asserts the status, the error shape, a bounded
// answer, and that the answer comes before a context deadline.

import (
	"bufio"
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"net"
	"net/http"
	"net/http/httptest"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/recruitd/recruitd/api"
	"github.com/recruitd/recruitd/internal/promtest"
	"github.com/recruitd/recruitd/metrics"
)

// caseDeadline bounds each request of the suite: a handler still working
// when it passes has no bound of its own.
const caseDeadline = 10 * time.Second

// maxErrorBody bounds an error answer: 20 details of at most 500 bytes, a
// count and a message.
const maxErrorBody = 16 << 10

// hcall is one request of the suite.
type hcall struct {
	method, path string
	token        string // "" sends none
	contentType  string
	body         []byte
	remote       string // RemoteAddr; "" keeps httptest's
	header       http.Header
}

// send serves c under a deadline, failing the test when the handler does not
// answer before it, and checks a JSON answer against the OpenAPI document.
func (e *env) send(t *testing.T, c hcall) response {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), caseDeadline)
	defer cancel()
	req := httptest.NewRequestWithContext(ctx, c.method, c.path, bytes.NewReader(c.body))
	if c.token != "" {
		req.Header.Set("Authorization", "Bearer "+c.token)
	}
	if c.contentType != "" {
		req.Header.Set("Content-Type", c.contentType)
	}
	for k, v := range c.header {
		req.Header[k] = v
	}
	if c.remote != "" {
		req.RemoteAddr = c.remote
	}
	rec := httptest.NewRecorder()
	done := make(chan struct{})
	go func() {
		defer close(done)
		e.handler.ServeHTTP(rec, req)
	}()
	select {
	case <-done:
	case <-ctx.Done():
		t.Fatalf("%s %s: no answer within %s", c.method, cut(c.path, 100), caseDeadline)
	}
	r := response{status: rec.Code, header: rec.Header(), body: rec.Body.Bytes()}
	if strings.HasPrefix(r.header.Get("Content-Type"), "application/json") {
		o, err := spec()
		if err != nil {
			t.Fatal(err)
		}
		if err := o.check(c.method, c.path, r.status, r.body); err != nil {
			t.Errorf("%s %s answered %d outside its documented shape: %v\n%s", c.method, cut(c.path, 100), r.status, err, cut(string(r.body), 2000))
		}
	}
	return r
}

func cut(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "..."
}

// wantError checks the error shape of an answer: its status, code, a
// message, details as an array of at most 21 entries, a bounded body.
func wantError(t *testing.T, r response, status int) map[string]any {
	t.Helper()
	if r.status != status {
		t.Fatalf("status %d, want %d\n%s", r.status, status, cut(string(r.body), 2000))
	}
	if len(r.body) > maxErrorBody {
		t.Errorf("error body of %d bytes, want at most %d", len(r.body), maxErrorBody)
	}
	var body map[string]any
	if err := json.Unmarshal(r.body, &body); err != nil {
		t.Fatalf("error body is not JSON: %v\n%s", err, cut(string(r.body), 2000))
	}
	details, ok := body["details"].([]any)
	if code, _ := body["error"].(string); code == "" || body["message"] == "" || !ok || len(details) > 21 {
		t.Errorf("error body %s: want error, message and details (an array of at most 21)", cut(string(r.body), 2000))
	}
	return body
}

// endpoint is a route as the suite drives it.
type endpoint struct {
	method, path string   // path with {id} for a path id
	query        []string // id query parameters
	list         bool     // a list: answers 200 with an empty page for an id no record has
	body         obj      // a valid JSON body; nil: the route reads none
	bodyOptional bool     // the body may be absent (matching)
	bodyLimit    int      // the route's body limit
}

func hardenEndpoints() []endpoint {
	cand := obj{"firstName": "Cy", "lastName": "Dee", "email": "cy@example.com", "statusId": 1, "phone": "512-555-0100",
		"address": obj{"city": "Austin", "state": "TX", "zip": "78701"}, "notes": "ICU", "profession": "RN", "specialty": "ICU"}
	job := validJob()
	job["criteria"] = []obj{{"description": "BLS", "importance": "required", "type": "certification"}}
	job["schedule"] = obj{"shifts": []string{"night"}}
	job["requirements"] = obj{"certifications": []string{"BLS"}, "experience": "2 years"}
	match := obj{"location": obj{"zipCode": "78701", "radius": 25, "states": []string{"TX"}}, "specialties": []string{"ICU"},
		"criteria": []obj{{"description": "BLS", "importance": "required", "type": "certification"}}, "minScore": 0, "limit": 5}
	jobMatch := obj{"location": obj{"zipCode": "78701", "states": []string{"TX"}}, "jobTypes": []string{"full-time"},
		"specialties": []string{"ICU"}, "schedule": obj{"shifts": []string{"day"}}, "minScore": 0}
	file := obj{"fileName": "a.txt", "contentType": "text/plain", "type": "other", "candidateId": 1, "description": "d",
		"base64Content": base64.StdEncoding.EncodeToString([]byte("hello"))}
	screen := obj{"candidateId": 1, "jobId": 1, "criteria": []obj{{"description": "BLS", "importance": "required", "type": "certification"}}}
	hook := obj{"url": "http://127.0.0.1:9/hooks", "events": []string{"candidate.created"}, "description": "d", "secret": "0123456789abcdef"}
	const kib = 1 << 10
	return []endpoint{
		{method: "GET", path: "/candidates", query: []string{"id"}},
		{method: "GET", path: "/api/candidates", query: []string{"statusId"}, list: true},
		{method: "POST", path: "/api/candidates", body: cand, bodyLimit: 256 * kib},
		{method: "GET", path: "/api/candidates/{id}"},
		{method: "PUT", path: "/api/candidates/{id}", body: obj{"notes": "n", "status": "PENDING", "email": "cy2@example.com"}, bodyLimit: 256 * kib},
		{method: "DELETE", path: "/api/candidates/{id}"},
		{method: "GET", path: "/api/jobs", list: true},
		{method: "POST", path: "/api/jobs", body: job, bodyLimit: 1024 * kib},
		{method: "GET", path: "/api/jobs/{id}"},
		{method: "PUT", path: "/api/jobs/{id}", body: job, bodyLimit: 1024 * kib},
		{method: "DELETE", path: "/api/jobs/{id}"},
		{method: "GET", path: "/api/job-submissions", query: []string{"id", "jobId", "candidateId", "statusId"}, list: true},
		{method: "POST", path: "/api/job-submissions", body: obj{"jobId": 1, "candidateId": 1, "statusId": 8, "notes": "n"}, bodyLimit: 128 * kib},
		{method: "GET", path: "/api/job-submissions/{id}"},
		{method: "PUT", path: "/api/job-submissions/{id}", body: obj{"statusId": 9, "notes": "n"}, bodyLimit: 128 * kib},
		{method: "DELETE", path: "/api/job-submissions/{id}"},
		{method: "GET", path: "/api/statuses", query: []string{"id"}, list: true},
		{method: "POST", path: "/api/statuses", body: obj{"name": "Hold", "type": "JOB", "description": "d", "isActive": true}, bodyLimit: 128 * kib},
		{method: "PUT", path: "/api/statuses/{id}", body: obj{"name": "Hold", "type": "JOB", "description": "d"}, bodyLimit: 128 * kib},
		{method: "GET", path: "/api/users", query: []string{"id"}, list: true},
		{method: "POST", path: "/api/users", body: obj{"firstName": "U", "lastName": "V", "email": "uv@example.com", "role": "viewer"}, bodyLimit: 16 * kib},
		{method: "GET", path: "/api/webhooks", list: true},
		{method: "POST", path: "/api/webhooks", body: hook, bodyLimit: 16 * kib},
		{method: "DELETE", path: "/api/webhooks/{id}"},
		{method: "GET", path: "/api/webhooks/{id}/deliveries", list: true},
		{method: "POST", path: "/api/webhooks/{id}/deliveries/1/redeliver"},
		{method: "POST", path: "/api/webhooks/1/deliveries/{id}/redeliver"},
		{method: "GET", path: "/api/file", query: []string{"id", "candidateId"}, list: true},
		{method: "POST", path: "/api/file", body: file, bodyLimit: base64.StdEncoding.EncodedLen(hardenUpload) + 64*kib},
		{method: "GET", path: "/api/file/{id}/content"},
		{method: "DELETE", path: "/api/file/{id}"},
		{method: "POST", path: "/api/screening", body: screen, bodyLimit: 1024 * kib},
		{method: "POST", path: "/api/screening/job-submission", body: obj{"jobSubmissionId": 1}, bodyLimit: 1024 * kib},
		{method: "GET", path: "/api/screening/submission/{id}"},
		{method: "GET", path: "/api/matching/candidates", query: []string{"jobId"}, body: match, bodyOptional: true, bodyLimit: 1024 * kib},
		{method: "POST", path: "/api/matching/candidates", query: []string{"jobId"}, body: match, bodyOptional: true, bodyLimit: 1024 * kib},
		{method: "GET", path: "/api/matching/jobs", query: []string{"candidateId"}, body: jobMatch, bodyOptional: true, bodyLimit: 1024 * kib},
		{method: "POST", path: "/api/matching/jobs", query: []string{"candidateId"}, body: jobMatch, bodyOptional: true, bodyLimit: 1024 * kib},
	}
}

// hardenUpload is the upload limit of the suite's server.
const hardenUpload = 1 << 20

// hcase is one bad request and the status it must get.
type hcase struct {
	name        string
	path        string
	contentType string
	body        []byte
	status      int
}

// Ids of every size, as text.
const (
	past32   = "2147483648"           // no row: an int4 parameter refused it
	maxInt64 = "9223372036854775807"  // no row
	past64   = "9223372036854775808"  // not an int64: 400
	huge     = "99999999999999999999" // not an int64: 400
)

func (ep endpoint) url(id string, query string) string {
	p := strings.ReplaceAll(ep.path, "{id}", id)
	if query != "" {
		p += "?" + query
	}
	return p
}

// validQuery is the query a route needs to answer at all.
func (ep endpoint) validQuery() string {
	if ep.list || len(ep.query) == 0 {
		return ""
	}
	return ep.query[0] + "=1"
}

func (ep endpoint) cases() []hcase {
	var out []hcase
	js := "application/json"
	validBody, _ := json.Marshal(ep.body)
	if ep.body == nil {
		validBody = nil
	}
	ct := ""
	if ep.body != nil {
		ct = js
	}
	add := func(name, path, contentType string, body []byte, status int) {
		out = append(out, hcase{name, path, contentType, body, status})
	}
	// path ids
	if strings.Contains(ep.path, "{id}") {
		for _, c := range []struct {
			id     string
			status int
		}{{"0", 400}, {"-1", 400}, {"abc", 400}, {"1.5", 400}, {"1e3", 400}, {"%00", 400}, {"%ff", 400},
			{strings.Repeat("9", 5000), 400}, {past64, 400}, {huge, 400}, {past32, 404}, {maxInt64, 404}} {
			add("path id "+cut(c.id, 12), ep.url(c.id, ""), ct, validBody, c.status)
		}
	}
	okStatus := map[bool]int{true: 200, false: 404}[ep.list]
	// query ids
	for _, key := range ep.query {
		for _, c := range []struct {
			v      string
			status int
		}{{"0", 400}, {"-1", 400}, {"abc", 400}, {"%00", 400}, {"%ff", 400}, {"%201", 200},
			{strings.Repeat("9", 2000), 400}, {past64, 400}, {huge, 400}, {past32, okStatus}, {maxInt64, okStatus}} {
			add("query "+key+" "+cut(c.v, 12), ep.url("1", key+"="+c.v), ct, validBody, c.status)
		}
	}
	if ep.list {
		for _, q := range []string{"limit=0", "limit=1001", "limit=-5", "limit=" + huge, "offset=-1", "offset=" + huge, "offset=abc", "limit=%00"} {
			add("paging "+q, ep.url("1", q), "", nil, 400)
		}
	}
	if ep.body == nil {
		return out
	}
	path := ep.url("1", ep.validQuery())
	// whole bodies
	if !ep.bodyOptional {
		add("empty body", path, js, nil, 400)
		// a file upload is JSON or multipart: without a type it is neither
		add("no content type, empty body", path, "", nil, map[bool]int{true: 415, false: 400}[ep.path == "/api/file"])
	}
	add("null body", path, js, []byte("null"), 400)
	add("array body", path, js, []byte("[1,2]"), 400)
	add("string body", path, js, []byte(`"x"`), 400)
	add("trailing data", path, js, append(slices.Clone(validBody), []byte(" {}")...), 400)
	add("malformed", path, js, []byte(`{"a":`), 400)
	add("invalid UTF-8", path, js, bytes.Replace(validBody, []byte(`"`), []byte("\"\xff\xfe"), 1), 400)
	add("deep nesting", path, js, []byte(`{"x":`+strings.Repeat("[", 100_000)+strings.Repeat("]", 100_000)+`}`), statusWithin(ep, 200_010))
	add("text/plain", path, "text/plain", validBody, 415)
	add("form content type", path, "application/x-www-form-urlencoded", []byte("a=b"), 415)
	if ep.path != "/api/file" {
		add("multipart content type", path, "multipart/form-data; boundary=x", validBody, 415)
	}
	add("bad content type", path, "application/json; charset", validBody, 415)
	add("over the body limit", path, js, append(append([]byte(`{"notes":"`), bytes.Repeat([]byte("x"), ep.bodyLimit)...), '"', '}'), 413)
	first := slices.Sorted(maps.Keys(ep.body))[0]
	add("repeated key", path, js, append([]byte(fmt.Sprintf(`{%q: null,`, first)), validBody[1:]...), 400)
	add("unknown field with a huge array", path, js, hugeArrayBody("nope", 6000), statusWithin(ep, 6000*2+20))
	add("numbers past float64", path, js, []byte(`{"`+first+`": 1e400}`), 400)
	// field by field, at every depth
	for _, f := range fields(ep.body, nil) {
		name := strings.Join(f.path, ".")
		switch v := f.value.(type) {
		case string:
			add(name+": NUL", path, js, mutated(ep.body, f.path, "a\x00b"), 400)
			add(name+": number", path, js, mutated(ep.body, f.path, 5), 400)
			big := strings.Repeat("é", 100_001) // 200 KB
			add(name+": 200 KB", path, js, mutated(ep.body, f.path, big), statusWithin(ep, 200_100+len(validBody)))
			if f.path[len(f.path)-1] != "base64Content" {
				add(name+": object", path, js, mutated(ep.body, f.path, obj{"a": 1}), 400)
			}
		case float64, int:
			add(name+": text", path, js, mutated(ep.body, f.path, "1"), 400)
			add(name+": array", path, js, mutated(ep.body, f.path, []int{1}), 400)
			add(name+": 1e400", path, js, mutatedRaw(ep.body, f.path, "1e400"), 400)
			if isID(f.path) {
				add(name+": past 32 bits", path, js, mutatedRaw(ep.body, f.path, past32), 404)
				add(name+": max int64", path, js, mutatedRaw(ep.body, f.path, maxInt64), 404)
				add(name+": past 64 bits", path, js, mutatedRaw(ep.body, f.path, past64), 400)
				add(name+": negative", path, js, mutatedRaw(ep.body, f.path, "-1"), 400)
				add(name+": fraction", path, js, mutatedRaw(ep.body, f.path, "1.5"), 400)
			}
		case bool:
			add(name+": text", path, js, mutated(ep.body, f.path, "true"), 400)
		case []string, []obj:
			add(name+": 6000 items", path, js, mutatedRaw(ep.body, f.path, hugeArray(6000)), statusWithin(ep, 6000*2+len(validBody)))
			add(name+": object", path, js, mutated(ep.body, f.path, obj{}), 400)
			add(name+": array of numbers", path, js, mutated(ep.body, f.path, []int{1, 2}), 400)
		case obj:
			add(name+": text", path, js, mutated(ep.body, f.path, "x"), 400)
			add(name+": array", path, js, mutated(ep.body, f.path, []int{}), 400)
			add(name+": unknown field", path, js, mutated(ep.body, append(slices.Clone(f.path), "nope"), 1), 400)
		default:
			panic(fmt.Sprintf("field %s: %T", name, v))
		}
	}
	return out
}

// statusWithin is 400 when a body of n bytes fits the route's limit, 413
// when it does not.
func statusWithin(ep endpoint, n int) int {
	if n > ep.bodyLimit {
		return 413
	}
	return 400
}

func isID(path []string) bool {
	last := path[len(path)-1]
	return strings.HasSuffix(last, "Id")
}

type field struct {
	path  []string
	value any
}

// fields lists every field of a body, nested ones and those of the first
// object of an array included.
func fields(o obj, prefix []string) []field {
	var out []field
	for _, k := range slices.Sorted(maps.Keys(o)) {
		p := append(slices.Clone(prefix), k)
		out = append(out, field{p, o[k]})
		switch v := o[k].(type) {
		case obj:
			out = append(out, fields(v, p)...)
		case []obj:
			out = append(out, fields(v[0], append(p, "0"))...)
		}
	}
	return out
}

// mutated is body as JSON with the field at path set to v.
func mutated(body obj, path []string, v any) []byte {
	raw, _ := json.Marshal(v)
	return mutatedRaw(body, path, string(raw))
}

// mutatedRaw is body as JSON with the field at path set to the raw JSON v.
func mutatedRaw(body obj, path []string, v string) []byte {
	var generic map[string]any
	data, _ := json.Marshal(body)
	_ = json.Unmarshal(data, &generic)
	var node any = generic
	for i, k := range path {
		last := i == len(path)-1
		switch n := node.(type) {
		case map[string]any:
			if last {
				n[k] = json.RawMessage(v)
			} else {
				node = n[k]
			}
		case []any:
			j, _ := strconv.Atoi(k)
			if last {
				n[j] = json.RawMessage(v)
			} else {
				node = n[j]
			}
		}
	}
	out, err := json.Marshal(generic)
	if err != nil {
		panic(err)
	}
	return out
}

func hugeArray(n int) string {
	return "[" + strings.TrimSuffix(strings.Repeat("1,", n), ",") + "]"
}

func hugeArrayBody(key string, n int) []byte {
	return []byte(`{"` + key + `":` + hugeArray(n) + `}`)
}

// hardenEnv is a seeded server for the suite: candidate 1, job 1, submission
// 1, file 1, webhook 1, as the admin.
func hardenEnv(t *testing.T) *env {
	e := seed(t, api.Config{MaxUploadBytes: hardenUpload})
	e.do("POST", "/api/file", obj{"fileName": "a.txt", "contentType": "text/plain", "type": "other", "candidateId": 1,
		"base64Content": base64.StdEncoding.EncodeToString([]byte("hello"))}, http.StatusCreated)
	e.do("POST", "/api/webhooks", obj{"url": "http://127.0.0.1:9/hooks", "events": []string{"candidate.created"}}, http.StatusCreated)
	return e
}

func TestHardenEveryEndpoint(t *testing.T) {
	e := hardenEnv(t)
	n := 0
	for _, ep := range hardenEndpoints() {
		t.Run(ep.method+" "+ep.path, func(t *testing.T) {
			for _, c := range ep.cases() {
				n++
				t.Run(c.name, func(t *testing.T) {
					r := e.send(t, hcall{method: ep.method, path: c.path, token: e.admin, contentType: c.contentType, body: c.body})
					if r.status >= 500 {
						t.Fatalf("%d\n%s", r.status, cut(string(r.body), 2000))
					}
					if c.status >= 400 {
						wantError(t, r, c.status)
					} else if r.status != c.status {
						t.Fatalf("status %d, want %d\n%s", r.status, c.status, cut(string(r.body), 2000))
					}
				})
			}
		})
	}
	t.Logf("%d cases", n)
	if n < 800 {
		t.Errorf("only %d cases", n)
	}
}

// TestHardenUnauthenticated sends every route's bad-input cases without a
// token: each is a 401 in the error shape, whatever its body.
func TestHardenUnauthenticated(t *testing.T) {
	e := hardenEnv(t)
	for i, ep := range hardenEndpoints() {
		c := ep.cases()[0]
		// a client address per route: each address may fail 20 times
		r := e.send(t, hcall{method: ep.method, path: c.path, contentType: c.contentType, body: c.body,
			remote: fmt.Sprintf("198.51.100.%d:1234", i)})
		wantError(t, r, 401)
		if !strings.HasPrefix(r.header.Get("WWW-Authenticate"), "Bearer") {
			t.Errorf("%s %s: 401 without WWW-Authenticate", ep.method, c.path)
		}
	}
}

func TestHardenMultipart(t *testing.T) {
	e := hardenEnv(t)
	form := func(parts ...[2]string) (string, []byte) {
		var b strings.Builder
		for _, p := range parts {
			if p[0] == "file" {
				fmt.Fprintf(&b, "--B\r\nContent-Disposition: form-data; name=\"file\"; filename=\"cv.txt\"\r\nContent-Type: text/plain\r\n\r\n%s\r\n", p[1])
			} else {
				fmt.Fprintf(&b, "--B\r\nContent-Disposition: form-data; name=%q\r\n\r\n%s\r\n", p[0], p[1])
			}
		}
		b.WriteString("--B--\r\n")
		return "multipart/form-data; boundary=B", []byte(b.String())
	}
	manyParts := make([][2]string, 40)
	for i := range manyParts {
		manyParts[i] = [2]string{"x" + strconv.Itoa(i), "1"}
	}
	longText := strings.Repeat("Registered nurse, ICU. ", 13_000) // 299 KB: more text than a resume may hold
	for _, tc := range []struct {
		name, path string
		parts      [][2]string
		raw        []byte
		status     int
	}{
		{"parse: neither file nor url", "/resume/parse", [][2]string{{"candidate_id", "1"}}, nil, 400},
		{"parse: both", "/resume/parse", [][2]string{{"file", plainResume}, {"file_url", "http://127.0.0.1:1/x"}}, nil, 400},
		{"parse: empty file", "/resume/parse", [][2]string{{"file", ""}}, nil, 400},
		{"parse: candidate past 64 bits", "/resume/parse", [][2]string{{"file", plainResume}, {"candidate_id", past64}}, nil, 400},
		{"parse: candidate past 32 bits", "/resume/parse", [][2]string{{"file", plainResume}, {"candidate_id", past32}}, nil, 404},
		{"parse: negative candidate", "/resume/parse", [][2]string{{"file", plainResume}, {"candidate_id", "-1"}}, nil, 400},
		{"parse: 40 parts", "/resume/parse", manyParts, nil, 400},
		{"parse: unknown field with a long name", "/resume/parse", [][2]string{{strings.Repeat("n", 50_000), "1"}}, nil, 400},
		{"parse: long file_url", "/resume/parse", [][2]string{{"file_url", strings.Repeat("u", 5000)}}, nil, 400},
		{"parse: NUL in file_url", "/resume/parse", [][2]string{{"file_url", "http://a\x00b/"}}, nil, 400},
		{"parse: text over the resume limit", "/resume/parse", [][2]string{{"file", longText}}, nil, 413},
		{"parse: GIF image", "/resume/parse", [][2]string{{"file", "GIF89a\x01\x00\x01\x00\x00\x00\x00;"}}, nil, 415},
		{"parse: broken PNG", "/resume/parse", [][2]string{{"file", "\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x01"}}, nil, 422},
		{"parse: cut-off body", "/resume/parse", nil, []byte("--B\r\nContent-Disposition: form-data; name=\"file\"\r\n\r\nabc"), 400},
		{"parse: garbage", "/resume/parse", nil, []byte("\xff\xfe not multipart"), 400},
		{"file: no file part", "/api/file", [][2]string{{"type", "other"}}, nil, 400},
		{"file: 40 parts", "/api/file", manyParts, nil, 400},
		{"file: candidate past 64 bits", "/api/file", [][2]string{{"file", "x"}, {"type", "o"}, {"candidateId", past64}}, nil, 400},
		{"file: candidate past 32 bits", "/api/file", [][2]string{{"file", "x"}, {"type", "o"}, {"candidateId", past32}}, nil, 404},
		{"file: long fileName", "/api/file", [][2]string{{"file", "x"}, {"type", "o"}, {"fileName", strings.Repeat("f", 90_000)}}, nil, 400},
		{"file: NUL in type", "/api/file", [][2]string{{"file", "x"}, {"type", "a\x00b"}}, nil, 400},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ct, body := form(tc.parts...)
			if tc.raw != nil {
				body = tc.raw
			}
			r := e.send(t, hcall{method: "POST", path: tc.path, token: e.admin, contentType: ct, body: body})
			wantError(t, r, tc.status)
		})
	}
	// Over the upload limit, announced or not.
	ct, body := form([2]string{"file", strings.Repeat("x", hardenUpload+1)})
	for _, path := range []string{"/resume/parse", "/api/file"} {
		wantError(t, e.send(t, hcall{method: "POST", path: path, token: e.admin, contentType: ct, body: body}), 413)
	}
	// A plain-text resume over twice the text limit is refused unread.
	ct, body = form([2]string{"file", strings.Repeat("a", 600_000)})
	wantError(t, e.send(t, hcall{method: "POST", path: "/resume/parse", token: e.admin, contentType: ct, body: body}), 413)
}

// TestHardenEchoAndDetails: what an error repeats of a request is bounded.
func TestHardenEchoAndDetails(t *testing.T) {
	e := hardenEnv(t)
	// A 900 KB file name comes back cut, not whole.
	name := strings.Repeat("n", 900_000)
	r := e.send(t, hcall{method: "POST", path: "/api/file", token: e.admin, contentType: "application/json",
		body: mutated(obj{"fileName": name, "contentType": "text/plain", "type": "other", "base64Content": "aGk="}, []string{"fileName"}, name)})
	wantError(t, r, 400)
	if len(r.body) > 4096 {
		t.Errorf("the refusal of a 900 KB fileName is %d bytes", len(r.body))
	}
	// 100 criteria with a bad importance: 100 problems, 20 shown and a count.
	crit := make([]obj, 100)
	for i := range crit {
		crit[i] = obj{"description": "BLS", "importance": "critical", "type": "certification"}
	}
	r = e.send(t, hcall{method: "POST", path: "/api/matching/candidates?jobId=1", token: e.viewer, contentType: "application/json",
		body: mutated(obj{"criteria": crit}, []string{"criteria"}, crit)})
	details := wantError(t, r, 400)["details"].([]any)
	if len(details) != 21 || details[20] != "... and 80 more" {
		t.Errorf("details of 100 problems: %d entries ending %v, want 20 and \"... and 80 more\"", len(details), details[len(details)-1])
	}
	// 6,000 criteria: one problem, not 6,000.
	r = e.send(t, hcall{method: "POST", path: "/api/matching/candidates?jobId=1", token: e.viewer, contentType: "application/json",
		body: []byte(`{"criteria":[` + strings.TrimSuffix(strings.Repeat(`{"description":"x","importance":"required","type":"t"},`, 6000), ",") + `]}`)})
	details = wantError(t, r, 400)["details"].([]any)
	if len(details) != 1 || !strings.Contains(details[0].(string), "more than the 100 allowed") {
		t.Errorf("6,000 criteria: details %v", details)
	}
	// Every error has details, an empty array when there is nothing to list.
	for _, c := range []hcall{
		{method: "GET", path: "/api/jobs"},
		{method: "GET", path: "/api/jobs/999", token: e.admin},
		{method: "POST", path: "/api/users", token: e.recr, contentType: "application/json", body: []byte(`{}`)},
		{method: "PATCH", path: "/api/jobs/1", token: e.admin},
		{method: "POST", path: "/api/job-submissions", token: e.admin, contentType: "application/json", body: []byte(`{"jobId":1,"candidateId":1,"statusId":8}`)},
		{method: "POST", path: "/api/jobs", token: e.admin, contentType: "text/plain", body: []byte("x")},
	} {
		r := e.send(t, c)
		if !bytes.Contains(r.body, []byte(`"details":[]`)) {
			t.Errorf("%s %s = %d %s: want \"details\":[]", c.method, c.path, r.status, r.body)
		}
	}
}

// TestHardenIDsPast32Bits are the requests of the issue that answered 500.
func TestHardenIDsPast32Bits(t *testing.T) {
	e := hardenEnv(t)
	for _, path := range []string{"/api/statuses?id=", "/api/users?id=", "/api/file?id=", "/api/file?candidateId=",
		"/api/job-submissions?jobId=", "/api/job-submissions?statusId=", "/api/candidates?statusId="} {
		r := e.send(t, hcall{method: "GET", path: path + past32, token: e.admin})
		if r.status != 200 || !bytes.Contains(r.body, []byte(`"total":0`)) {
			t.Errorf("GET %s%s = %d %s, want an empty page", path, past32, r.status, r.body)
		}
	}
	wantError(t, e.send(t, hcall{method: "PUT", path: "/api/statuses/" + past32, token: e.admin, contentType: "application/json",
		body: []byte(`{"name":"X","type":"JOB"}`)}), 404)
	wantError(t, e.send(t, hcall{method: "POST", path: "/api/candidates", token: e.admin, contentType: "application/json",
		body: []byte(`{"firstName":"A","lastName":"B","email":"ab@example.com","statusId":` + past32 + `}`)}), 404)
	wantError(t, e.send(t, hcall{method: "POST", path: "/api/job-submissions", token: e.admin, contentType: "application/json",
		body: []byte(`{"jobId":1,"candidateId":1,"statusId":` + past32 + `}`)}), 404)
}

func TestHardenListsPage(t *testing.T) {
	e := hardenEnv(t)
	for i := range 25 {
		e.do("POST", "/api/candidates", obj{"firstName": "P", "lastName": "Q", "email": fmt.Sprintf("p%d@example.com", i), "statusId": 1}, http.StatusCreated)
		e.do("POST", "/api/job-submissions", obj{"jobId": 1, "candidateId": i + 2, "statusId": 8}, http.StatusCreated)
		e.do("POST", "/api/users", obj{"firstName": "U", "lastName": "V", "email": fmt.Sprintf("u%d@example.com", i)}, http.StatusCreated)
		e.do("POST", "/api/file", obj{"fileName": "a.txt", "contentType": "text/plain", "type": "other", "base64Content": "aGk="}, http.StatusCreated)
		e.do("POST", "/api/webhooks", obj{"url": fmt.Sprintf("http://127.0.0.1:%d/hooks", 9000+i), "events": []string{"job.created"}}, http.StatusCreated)
	}
	for _, tc := range []struct {
		path, field string
		total       int
	}{
		{"/api/job-submissions", "submissions", 26},
		{"/api/users", "users", 28},
		{"/api/file", "files", 26},
		{"/api/statuses", "statuses", 14},
		{"/api/candidates", "candidates", 26},
		{"/api/jobs", "jobs", 1},
		{"/api/webhooks", "webhooks", 26},
	} {
		for _, q := range []struct {
			query         string
			limit, offset int
		}{{"", 20, 0}, {"?limit=10", 10, 0}, {"?limit=10&offset=20", 10, 20}, {"?limit=1000&offset=5", 1000, 5}} {
			got := e.do("GET", tc.path+q.query, nil, 200)
			want := max(0, min(q.limit, tc.total-q.offset))
			if n := len(got[tc.field].([]any)); n != want || got["total"] != float64(tc.total) ||
				got["limit"] != float64(q.limit) || got["offset"] != float64(q.offset) {
				t.Errorf("GET %s%s: %d %s, total %v, limit %v, offset %v; want %d, total %d, limit %d, offset %d",
					tc.path, q.query, n, tc.field, got["total"], got["limit"], got["offset"], want, tc.total, q.limit, q.offset)
			}
		}
	}
}

func TestHardenRateLimits(t *testing.T) {
	// A bucket of 3 refilled every 100 s: the test runs in an instant of it.
	e := newEnv(t, api.Config{RateLimitRPS: 0.01, RateLimitBurst: 3})
	for i := range 3 {
		r := e.send(t, hcall{method: "GET", path: "/api/jobs", token: e.viewer})
		if r.status != 200 || r.header.Get("RateLimit-Limit") != "3" || r.header.Get("RateLimit-Remaining") != strconv.Itoa(2-i) {
			t.Fatalf("request %d: %d, RateLimit-Limit %q, RateLimit-Remaining %q; want 200, 3, %d", i+1, r.status,
				r.header.Get("RateLimit-Limit"), r.header.Get("RateLimit-Remaining"), 2-i)
		}
	}
	r := e.send(t, hcall{method: "GET", path: "/api/jobs", token: e.viewer})
	body := wantError(t, r, 429)
	if body["error"] != "rate_limited" || r.header.Get("Retry-After") != "100" || r.header.Get("RateLimit-Remaining") != "0" ||
		r.header.Get("RateLimit-Reset") != "300" {
		t.Errorf("over the limit: %s, Retry-After %q, RateLimit-Remaining %q, RateLimit-Reset %q; want rate_limited, 100, 0, 300",
			body["error"], r.header.Get("Retry-After"), r.header.Get("RateLimit-Remaining"), r.header.Get("RateLimit-Reset"))
	}
	// Another token has a bucket of its own.
	if r := e.send(t, hcall{method: "GET", path: "/api/jobs", token: e.recr}); r.status != 200 {
		t.Errorf("another token: %d, want 200", r.status)
	}
	// 0 turns the limit off.
	e = newEnv(t, api.Config{})
	for range 50 {
		if r := e.send(t, hcall{method: "GET", path: "/healthz"}); r.header.Get("RateLimit-Limit") != "" {
			t.Fatal("RateLimit headers on a public route")
		}
		if r := e.send(t, hcall{method: "GET", path: "/api/jobs", token: e.viewer}); r.status != 200 || r.header.Get("RateLimit-Limit") != "" {
			t.Fatalf("no rate limit configured: %d, RateLimit-Limit %q", r.status, r.header.Get("RateLimit-Limit"))
		}
	}
}

func TestHardenFailedAuthenticationsPerAddress(t *testing.T) {
	e := newEnv(t, api.Config{})
	const attacker, neighbour = "203.0.113.7:4000", "203.0.113.8:4000"
	for i := range 20 {
		r := e.send(t, hcall{method: "GET", path: "/api/jobs", token: "rcd_guess" + strconv.Itoa(i), remote: attacker})
		wantError(t, r, 401)
	}
	r := e.send(t, hcall{method: "GET", path: "/api/jobs", token: "rcd_guess", remote: attacker})
	if body := wantError(t, r, 429); body["error"] != "rate_limited" || r.header.Get("Retry-After") == "" {
		t.Errorf("21st failure: %v, Retry-After %q", body["error"], r.header.Get("Retry-After"))
	}
	// The address is refused before its token is looked at, even a good one,
	// until it earns a try back; other addresses are not.
	wantError(t, e.send(t, hcall{method: "GET", path: "/api/jobs", token: e.viewer, remote: attacker}), 429)
	if r := e.send(t, hcall{method: "GET", path: "/api/jobs", token: e.viewer, remote: neighbour}); r.status != 200 {
		t.Errorf("another address: %d, want 200", r.status)
	}
	// IPv6 addresses count by /64.
	for i := range 20 {
		e.send(t, hcall{method: "GET", path: "/api/jobs", remote: fmt.Sprintf("[2001:db8:1:2::%x]:80", i+1)})
	}
	wantError(t, e.send(t, hcall{method: "GET", path: "/api/jobs", token: e.viewer, remote: "[2001:db8:1:2::ffff]:80"}), 429)
	if r := e.send(t, hcall{method: "GET", path: "/api/jobs", token: e.viewer, remote: "[2001:db8:1:3::1]:80"}); r.status != 200 {
		t.Errorf("another /64: %d, want 200", r.status)
	}
}

func TestHardenLinksAndRoutes(t *testing.T) {
	for _, tc := range []struct {
		base, want string
	}{{"", "/api/file/1/content"}, {"https://ats.example.com/", "https://ats.example.com/api/file/1/content"}} {
		e := newEnv(t, api.Config{PublicBaseURL: tc.base})
		e.do("POST", "/api/candidates", validCandidate, http.StatusCreated)
		r := e.send(t, hcall{method: "POST", path: "/api/file", token: e.admin, contentType: "application/json",
			header: http.Header{"X-Forwarded-Proto": {"https"}, "X-Forwarded-Host": {"evil.example"}},
			body:   []byte(`{"fileName":"a.txt","contentType":"text/plain","type":"other","base64Content":"aGk="}`)})
		if got := r.json(t)["url"]; got != tc.want {
			t.Errorf("PUBLIC_BASE_URL %q: url %v, want %s", tc.base, got, tc.want)
		}
	}
	e := newEnv(t, api.Config{})
	req := httptest.NewRequest("GET", "/api/file?id=1", nil)
	req.Host = "evil.example"
	req.Header.Set("Authorization", "Bearer "+e.admin)
	rec := httptest.NewRecorder()
	e.handler.ServeHTTP(rec, req)
	if bytes.Contains(rec.Body.Bytes(), []byte("evil")) {
		t.Errorf("the Host header reached a link: %s", rec.Body)
	}
	// A trailing slash is a JSON 404 saying what to fix, never a redirect.
	for _, m := range []string{"GET", "POST"} {
		r := e.send(t, hcall{method: m, path: "/api/candidates/", token: e.admin})
		body := wantError(t, r, 404)
		if r.header.Get("Location") != "" || !strings.Contains(body["message"].(string), "trailing slash") {
			t.Errorf("%s /api/candidates/: Location %q, message %v", m, r.header.Get("Location"), body["message"])
		}
	}
}

// TestHardenStoredCriteria: a job stored with thousands of criteria (before
// the limit) is screened on its role and its first 100, so a match on it
// stays small.
func TestHardenStoredCriteria(t *testing.T) {
	e := hardenEnv(t)
	body := obj{"title": "RN", "description": "ICU RN", "startDate": 1767225600, "address": obj{"zip": "78701"},
		"employmentType": "DIRECT", "status": "OPEN"}
	j := e.do("POST", "/api/jobs", body, http.StatusCreated)
	id := int64(j["id"].(float64))
	crit := make([]string, 5000)
	for i := range crit {
		crit[i] = fmt.Sprintf(`{"description":"requirement %d","importance":"required","type":"skill"}`, i)
	}
	if _, err := e.store.Pool().Exec(context.Background(), `UPDATE jobs SET criteria = $1::jsonb WHERE id = $2`,
		"["+strings.Join(crit, ",")+"]", id); err != nil {
		t.Fatal(err)
	}
	r := e.send(t, hcall{method: "POST", path: "/api/screening", token: e.admin, contentType: "application/json",
		body: []byte(fmt.Sprintf(`{"candidateId":1,"jobId":%d}`, id))})
	var got struct {
		Criteria []struct {
			Source   string `json:"source"`
			Question string `json:"question"`
		} `json:"criteria"`
	}
	if err := json.Unmarshal(r.body, &got); err != nil || r.status != 200 {
		t.Fatalf("screening on a job with 5,000 stored criteria: %d (%v)", r.status, err)
	}
	role, own := 0, 0
	for _, c := range got.Criteria {
		if c.Source == "job_role" {
			role++
		} else {
			own++
		}
	}
	if role == 0 || own != 100 {
		t.Errorf("screening on a job with 5,000 stored criteria: %d of the role, %d others; want the role's and 100", role, own)
	}
}

func TestHardenIdsInPaths(t *testing.T) {
	e := hardenEnv(t)
	for _, p := range []string{"/api/candidates/" + past64, "/api/jobs/" + huge, "/api/file/" + past64 + "/content"} {
		body := wantError(t, e.send(t, hcall{method: "GET", path: p, token: e.admin}), 400)
		if !strings.Contains(fmt.Sprint(body["details"]), "9223372036854775807") {
			t.Errorf("GET %s: details %v do not give the largest id", p, body["details"])
		}
	}
}

// TestHardenLargeUploads: a file up to the upload limit goes through either
// form whole, and one byte more is a 413.
func TestHardenLargeUploads(t *testing.T) {
	e := hardenEnv(t)
	content := make([]byte, hardenUpload)
	for i := range content {
		content[i] = byte(i * 7)
	}
	enc := base64.StdEncoding.EncodeToString(content)
	var wrapped strings.Builder // as a MIME encoder writes it: lines of 76
	for i := 0; i < len(enc); i += 76 {
		wrapped.WriteString(enc[i:min(i+76, len(enc))] + "\n")
	}
	for _, tc := range []struct {
		name   string
		b64    string
		status int
	}{
		{"at the limit", enc, 201},
		{"at the limit, URL-safe unpadded", base64.RawURLEncoding.EncodeToString(content), 201},
		{"at the limit, in lines", wrapped.String(), 201},
		{"a byte over", base64.StdEncoding.EncodeToString(append(content, 1)), 413},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := e.send(t, hcall{method: "POST", path: "/api/file", token: e.admin, contentType: "application/json",
				body: mutated(obj{"fileName": "big.bin", "contentType": "application/octet-stream", "type": "other", "base64Content": ""},
					[]string{"base64Content"}, tc.b64)})
			if tc.status != 201 {
				wantError(t, r, tc.status)
				return
			}
			if r.status != 201 {
				t.Fatalf("%d %s", r.status, cut(string(r.body), 500))
			}
			got := e.send(t, hcall{method: "GET", path: r.json(t)["url"].(string), token: e.admin})
			if !bytes.Equal(got.body, content) {
				t.Errorf("stored %d bytes, read back %d different ones", len(content), len(got.body))
			}
		})
	}
	ct, body := multipartBody(t, "big.bin", "application/octet-stream", content, map[string]string{"type": "other"})
	if r := e.send(t, hcall{method: "POST", path: "/api/file", token: e.admin, contentType: ct, body: body}); r.status != 201 {
		t.Errorf("multipart upload at the limit: %d %s", r.status, cut(string(r.body), 500))
	}
}

// TestHardenSlowBody: a body that does not arrive before the server's read
// deadline is answered 400 in the error shape (not an empty 200), and the
// connection is closed.
func TestHardenSlowBody(t *testing.T) {
	e := newEnv(t, api.Config{})
	srv := httptest.NewUnstartedServer(e.handler)
	srv.Config.ReadTimeout = 300 * time.Millisecond
	srv.Start()
	defer srv.Close()
	conn, err := net.Dial("tcp", srv.Listener.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	_ = conn.SetDeadline(time.Now().Add(caseDeadline))
	fmt.Fprintf(conn, "POST /api/candidates HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer %s\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{\"notes\": \"", e.admin)
	resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		t.Fatalf("no answer to a body that stopped arriving: %v", err)
	}
	body, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != 400 || !bytes.Contains(body, []byte("did not arrive in time")) {
		t.Errorf("a body that stopped arriving: %d %s", resp.StatusCode, body)
	}
}

// TestHardenMCP sends POST /mcp the bad input any JSON route gets: what is
// not one well-formed JSON object is refused in the error shape before the
// MCP handler reads it, what the handler refuses is put in that shape, and
// a tool's bad arguments are a tool error in that shape, bounded alike.
func TestHardenMCP(t *testing.T) {
	e := hardenEnv(t)
	const accept = "application/json, text/event-stream"
	call := func(tool string, args string) []byte {
		return []byte(`{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"` + tool + `","arguments":` + args + `}}`)
	}
	list := []byte(`{"jsonrpc":"2.0","id":1,"method":"tools/list"}`)
	js := "application/json"
	for _, c := range []struct {
		name, contentType, accept, query string
		body                             []byte
		status                           int
	}{
		{"empty body", js, accept, "", nil, 400},
		{"no content type", "", accept, "", list, 415},
		{"text/plain", "text/plain", accept, "", list, 415},
		{"bad content type", "application/json; charset", accept, "", list, 415},
		{"malformed", js, accept, "", []byte(`{"jsonrpc":`), 400},
		{"invalid UTF-8", js, accept, "", []byte("{\"jsonrpc\":\"2.0\xff\",\"id\":1,\"method\":\"tools/list\"}"), 400},
		{"trailing data", js, accept, "", append(slices.Clone(list), " {}"...), 400},
		{"array", js, accept, "", []byte(`[1,2]`), 400},
		{"null", js, accept, "", []byte(`null`), 400},
		{"repeated id", js, accept, "", []byte(`{"jsonrpc":"2.0","id":1,"id":2,"method":"tools/list"}`), 400},
		{"repeated tool name", js, accept, "", []byte(`{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"get_job","name":"get_candidate","arguments":{"id":1}}}`), 400},
		{"deep nesting", js, accept, "", []byte(`{"x":` + strings.Repeat("[", 100_000) + strings.Repeat("]", 100_000) + `}`), 400},
		{"over the body limit", js, accept, "", append(append([]byte(`{"x":"`), bytes.Repeat([]byte("x"), base64.StdEncoding.EncodedLen(hardenUpload)+1<<20)...), '"', '}'), 413},
		{"unknown query parameter", js, accept, "?" + strings.Repeat("q", 5000) + "=1", list, 400},
		{"no Accept", js, "", "", list, 400},
		{"no jsonrpc version", js, accept, "", []byte(`{"id":1,"method":"tools/list"}`), 400},
		{"unknown method", js, accept, "", []byte(`{"jsonrpc":"2.0","id":1,"method":"nope"}`), 400},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := e.send(t, hcall{method: "POST", path: "/mcp" + c.query, token: e.admin, contentType: c.contentType, body: c.body,
				header: http.Header{"Accept": {c.accept}}})
			wantError(t, r, c.status)
		})
	}
	// A resume past the 100,000 bytes of a plain string field still goes
	// through the tool whole, as it would through POST /resume/parse.
	long := plainResume + strings.Repeat("\nCared for critically ill adults in a 24-bed medical ICU.", 3000)
	r := e.send(t, hcall{method: "POST", path: "/mcp", token: e.admin, contentType: js, header: http.Header{"Accept": {accept}},
		body: call("parse_resume", `{"content":"`+base64.StdEncoding.EncodeToString([]byte(long))+`"}`)})
	if r.status != 200 || bytes.Contains(r.body, []byte(`"isError":true`)) {
		t.Errorf("parse_resume with a %d-byte resume: %d %s", len(long), r.status, cut(string(r.body), 2000))
	}
	// A tool's bad arguments: 200 with a tool error in the error shape,
	// bounded as an HTTP error is.
	crit := strings.TrimSuffix(strings.Repeat(`{"description":"x","importance":"critical","type":"t"},`, 100), ",")
	for _, c := range []struct {
		name  string
		body  []byte
		code  string
		shown int // details at least
	}{
		{"id past 64 bits", call("get_candidate", `{"id":`+past64+`}`), "validation_error", 1},
		{"id past 32 bits", call("get_candidate", `{"id":`+past32+`}`), "not_found", 0},
		{"arguments not an object", call("get_job", `"x"`), "validation_error", 1},
		{"NUL in a filter", call("search_candidates", `{"email":"a\u0000b"}`), "validation_error", 1},
		{"a 100,000-byte argument name", call("search_jobs", `{"`+strings.Repeat("k", 100_000)+`":"1"}`), "validation_error", 1},
		{"6,000 criteria", call("find_candidates_for_job", `{"jobId":1,"criteria":[`+strings.TrimSuffix(strings.Repeat(`{"description":"x","importance":"required","type":"t"},`, 6000), ",")+`]}`), "validation_error", 1},
		{"100 bad criteria", call("find_candidates_for_job", `{"jobId":1,"criteria":[`+crit+`]}`), "validation_error", 21},
		{"a resume past the upload limit", call("parse_resume", `{"content":"`+base64.StdEncoding.EncodeToString(make([]byte, hardenUpload+1))+`"}`), "payload_too_large", 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := e.send(t, hcall{method: "POST", path: "/mcp", token: e.admin, contentType: js, body: c.body,
				header: http.Header{"Accept": {accept}}})
			if r.status != 200 || len(r.body) > maxErrorBody {
				t.Fatalf("%d, %d bytes; want 200 and at most %d\n%s", r.status, len(r.body), maxErrorBody, cut(string(r.body), 2000))
			}
			var rpc struct {
				Result struct {
					IsError bool `json:"isError"`
					Error   struct {
						Error   string   `json:"error"`
						Message string   `json:"message"`
						Details []string `json:"details"`
					} `json:"structuredContent"`
				} `json:"result"`
			}
			if err := json.Unmarshal(r.body, &rpc); err != nil {
				t.Fatal(err)
			}
			got := rpc.Result.Error
			if !rpc.Result.IsError || got.Error != c.code || got.Message == "" || got.Details == nil ||
				len(got.Details) < c.shown || len(got.Details) > 21 {
				t.Errorf("tool error %s %q with %d details; want %s with %d to 21\n%s", got.Error, got.Message, len(got.Details), c.code, c.shown, cut(string(r.body), 2000))
			}
		})
	}
}

// TestHardenPublicRoutes: the routes without a token refuse what they do not
// take in the error shape, and never redirect.
func TestHardenPublicRoutes(t *testing.T) {
	meter := metrics.New()
	e := newEnv(t, api.Config{}, func(d *api.Deps) { d.Observer, d.Metrics = meter, meter.Handler() })
	for _, path := range []string{"/healthz", "/readyz", "/openapi.json", "/docs", "/docs/redoc.standalone.js", "/metrics"} {
		t.Run(path, func(t *testing.T) {
			if r := e.send(t, hcall{method: "GET", path: path}); r.status != 200 {
				t.Fatalf("GET %s = %d", path, r.status)
			}
			// a body sent with GET is not read
			if r := e.send(t, hcall{method: "GET", path: path, contentType: "application/json", body: bytes.Repeat([]byte("x"), 1<<20)}); r.status != 200 {
				t.Errorf("GET %s with a body = %d", path, r.status)
			}
			for _, c := range []struct {
				method, path string
				status       int
			}{
				{"GET", path + "?" + strings.Repeat("q", 5000) + "=1", 400},
				{"GET", path + "?format=%00", 400},
				{"POST", path, 405},
				{"DELETE", path, 405},
				{"GET", path + "/", 404},
			} {
				r := e.send(t, hcall{method: c.method, path: c.path})
				wantError(t, r, c.status)
				if len(r.body) > 4096 || r.header.Get("Location") != "" {
					t.Errorf("%s %s: %d bytes, Location %q", c.method, cut(c.path, 40), len(r.body), r.header.Get("Location"))
				}
			}
		})
	}
}

// TestHardenRefusalsInMetrics: what the rate limits refuse is counted in
// /metrics by route and by reason.
func TestHardenRefusalsInMetrics(t *testing.T) {
	meter := metrics.New()
	e := newEnv(t, api.Config{RateLimitRPS: 0.01, RateLimitBurst: 2}, func(d *api.Deps) { d.Observer, d.Metrics = meter, meter.Handler() })
	for range 5 {
		e.send(t, hcall{method: "GET", path: "/api/jobs", token: e.viewer})
	}
	for i := range 21 {
		e.send(t, hcall{method: "GET", path: "/api/jobs", token: "rcd_guess" + strconv.Itoa(i), remote: "203.0.113.9:1"})
	}
	r := e.send(t, hcall{method: "GET", path: "/metrics"})
	f := promtest.Parse(t, bytes.NewReader(r.body))
	for _, c := range []struct {
		name   string
		labels map[string]string
		want   float64
	}{
		{"recruitd_http_refused_total", map[string]string{"reason": api.RefusedRateLimit}, 3},
		{"recruitd_http_refused_total", map[string]string{"reason": api.RefusedAuthFailures}, 1},
		{"recruitd_http_rate_limited_total", map[string]string{"route": "/api/jobs"}, 4},
		{"recruitd_database_up", nil, 1},
	} {
		m, ok := promtest.Find(f, c.name, c.labels)
		if !ok || promtest.Value(m) != c.want {
			t.Errorf("%s%v = %v (found %t), want %v", c.name, c.labels, promtest.Value(m), ok, c.want)
		}
	}
}
