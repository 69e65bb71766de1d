package elastic

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/geo"
	"github.com/recruitd/recruitd/index"
)

// request is what the fake cluster received.
type request struct {
	Method, Path, Query string
	Body                string
}

// answer is what the fake cluster replies.
type answer struct {
	status int
	body   string
}

// fakeES records requests and answers each with what route returns for it.
type fakeES struct {
	mu    sync.Mutex
	reqs  []request
	route func(r request) answer
}

func (f *fakeES) requests() []request {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]request(nil), f.reqs...)
}

// serve starts a fake cluster; route may be replaced by the test.
func serve(t *testing.T, cfg Config, route func(r request) answer) (*Client, *fakeES) {
	t.Helper()
	f := &fakeES{route: route}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		req := request{Method: r.Method, Path: r.URL.Path, Query: r.URL.RawQuery, Body: string(body)}
		f.mu.Lock()
		f.reqs = append(f.reqs, req)
		route := f.route
		f.mu.Unlock()
		a := route(req)
		w.Header().Set("X-Elastic-Product", "Elasticsearch") // the client checks it
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(a.status)
		_, _ = io.WriteString(w, a.body)
	}))
	t.Cleanup(srv.Close)
	cfg.URL = srv.URL
	if cfg.Dimension == 0 {
		cfg.Dimension = 2
	}
	c, err := New(cfg)
	if err != nil {
		t.Fatalf("New = %v", err)
	}
	return c, f
}

// ok answers every request as a healthy cluster would, with no hits.
func ok(r request) answer {
	switch {
	case strings.HasSuffix(r.Path, "/_bulk"):
		return answer{200, `{"errors":false,"items":[]}`}
	case strings.HasSuffix(r.Path, "/_count"):
		return answer{200, `{"count":3}`}
	case strings.HasSuffix(r.Path, "/_search"):
		return answer{200, `{"hits":{"hits":[]}}`}
	}
	return answer{200, `{"acknowledged":true}`}
}

// wantJSON compares JSON texts by value.
func wantJSON(t *testing.T, label, want, got string) {
	t.Helper()
	var w, g any
	if err := json.Unmarshal([]byte(want), &w); err != nil {
		t.Fatalf("%s: bad want JSON: %v", label, err)
	}
	if err := json.Unmarshal([]byte(got), &g); err != nil {
		t.Fatalf("%s: got %q, not JSON: %v", label, got, err)
	}
	if diff := cmp.Diff(w, g); diff != "" {
		t.Errorf("%s (-want +got):\n%s", label, diff)
	}
}

// wantLines compares NDJSON texts line by line.
func wantLines(t *testing.T, label string, want []string, got string) {
	t.Helper()
	if !strings.HasSuffix(got, "\n") {
		t.Errorf("%s: body does not end in a newline", label)
	}
	lines := strings.Split(strings.TrimSuffix(got, "\n"), "\n")
	if len(lines) != len(want) {
		t.Fatalf("%s: %d lines, want %d:\n%s", label, len(lines), len(want), got)
	}
	for i := range want {
		wantJSON(t, fmt.Sprintf("%s line %d", label, i+1), want[i], lines[i])
	}
}

const wantMapping = `{"mappings": {
	"dynamic_templates": [
		{"keywords": {"match_mapping_type": "string", "mapping": {"type": "keyword"}}},
		{"integers": {"match_mapping_type": "long", "mapping": {"type": "double"}}},
		{"numbers": {"match_mapping_type": "double", "mapping": {"type": "double"}}}
	],
	"properties": {
		"location": {"type": "geo_point"},
		"text": {"type": "text", "analyzer": "english"},
		"vector": {"type": "dense_vector", "dims": 2, "index": true, "similarity": "cosine", "index_options": {"type": "hnsw"}},
		"status": {"type": "keyword"},
		"profession": {"type": "keyword"},
		"specialty": {"type": "keyword"},
		"cert": {"type": "keyword"},
		"license": {"type": "keyword"},
		"license_state": {"type": "keyword"},
		"state": {"type": "keyword"},
		"job_type": {"type": "keyword"},
		"shift": {"type": "keyword"},
		"remote": {"type": "keyword"},
		"travel": {"type": "keyword"},
		"employment_type": {"type": "keyword"},
		"comp_type": {"type": "keyword"},
		"years_experience": {"type": "double"},
		"comp_min": {"type": "double"},
		"comp_max": {"type": "double"},
		"hours_min": {"type": "double"},
		"hours_max": {"type": "double"},
		"start_date": {"type": "double"}
	}
}}`

func TestUpsert(t *testing.T) {
	c, f := serve(t, Config{}, ok)
	ctx := t.Context()
	docs := []index.Document{
		{
			ID: 7, Vector: []float32{0.6, 0.8}, Point: &index.Point{Lat: 30.25, Lon: -97.75},
			Keywords: map[string][]string{"specialty": {"icu", "pcu"}, "state": {"TX"}},
			Numbers:  map[string]float64{"comp_min": 55.5, "hours_min": 36},
			Text:     "ICU nurse",
		},
		{ID: 8, Vector: []float32{1, 0}},
	}
	if _, err := c.Upsert(ctx, index.Candidates, docs); err != nil {
		t.Fatalf("Upsert = %v", err)
	}
	if _, err := c.Upsert(ctx, index.Candidates, docs[1:]); err != nil {
		t.Fatalf("second Upsert = %v", err)
	}
	reqs := f.requests()
	if len(reqs) != 3 {
		t.Fatalf("%d requests, want 3 (create index, bulk, bulk): %+v", len(reqs), reqs)
	}
	if r := reqs[0]; r.Method != http.MethodPut || r.Path != "/recruitd_candidate" {
		t.Errorf("first request %s %s, want PUT /recruitd_candidate", r.Method, r.Path)
	}
	wantJSON(t, "index mapping", wantMapping, reqs[0].Body)
	for _, r := range reqs[1:] {
		if r.Method != http.MethodPost || r.Path != "/_bulk" || strings.Contains(r.Query, "refresh") {
			t.Errorf("write request %s %s?%s, want POST /_bulk without refresh", r.Method, r.Path, r.Query)
		}
	}
	wantLines(t, "bulk body", []string{
		`{"index": {"_index": "recruitd_candidate", "_id": "7"}}`,
		`{"vector": [0.6, 0.8], "location": {"lat": 30.25, "lon": -97.75}, "text": "ICU nurse",
		  "specialty": ["icu", "pcu"], "state": ["TX"], "comp_min": 55.5, "hours_min": 36}`,
		`{"index": {"_index": "recruitd_candidate", "_id": "8"}}`,
		`{"vector": [1, 0]}`,
	}, reqs[1].Body)
	wantLines(t, "second bulk body", []string{
		`{"index": {"_index": "recruitd_candidate", "_id": "8"}}`,
		`{"vector": [1, 0]}`,
	}, reqs[2].Body)
}

func TestUpsertWaitForRefresh(t *testing.T) {
	c, f := serve(t, Config{WaitForRefresh: true, Prefix: "t_"}, ok)
	if _, err := c.Upsert(t.Context(), index.Jobs, []index.Document{{ID: 1, Vector: []float32{1, 0}}}); err != nil {
		t.Fatalf("Upsert = %v", err)
	}
	if err := c.Delete(t.Context(), index.Jobs, []int64{1}); err != nil {
		t.Fatalf("Delete = %v", err)
	}
	reqs := f.requests()
	if reqs[0].Path != "/t_job" {
		t.Errorf("index made at %s, want /t_job", reqs[0].Path)
	}
	for _, r := range reqs[1:] {
		if !strings.Contains(r.Query, "refresh=wait_for") {
			t.Errorf("%s %s?%s, want refresh=wait_for", r.Method, r.Path, r.Query)
		}
	}
}

func TestUpsertIndexExists(t *testing.T) {
	c, f := serve(t, Config{}, func(r request) answer {
		if r.Method == http.MethodPut {
			return answer{400, `{"error":{"type":"resource_already_exists_exception","reason":"index [recruitd_job/x] already exists"},"status":400}`}
		}
		return ok(r)
	})
	if _, err := c.Upsert(t.Context(), index.Jobs, []index.Document{{ID: 1, Vector: []float32{1, 0}}}); err != nil {
		t.Fatalf("Upsert = %v", err)
	}
	if n := len(f.requests()); n != 2 {
		t.Errorf("%d requests, want 2 (create index, bulk)", n)
	}
}

func TestUpsertInvalid(t *testing.T) {
	c, f := serve(t, Config{}, ok)
	vec := []float32{1, 0}
	for _, tc := range []struct {
		name string
		kind index.Kind
		doc  index.Document
	}{
		{"short vector", index.Candidates, index.Document{ID: 1, Vector: []float32{1}}},
		{"reserved field", index.Candidates, index.Document{ID: 1, Vector: vec, Keywords: map[string][]string{"text": {"x"}}}},
		{"reserved number", index.Candidates, index.Document{ID: 1, Vector: vec, Numbers: map[string]float64{"location": 1}}},
		{"keyword and number", index.Candidates, index.Document{ID: 1, Vector: vec,
			Keywords: map[string][]string{"hours": {"x"}}, Numbers: map[string]float64{"hours": 1}}},
		{"unknown kind", "resume", index.Document{ID: 1, Vector: vec}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := c.Upsert(t.Context(), tc.kind, []index.Document{tc.doc}); err == nil {
				t.Error("Upsert = nil, want an error")
			}
		})
	}
	if n := len(f.requests()); n != 0 {
		t.Errorf("invalid documents made %d requests, want 0", n)
	}
}

func TestBulkItemErrors(t *testing.T) {
	for _, tc := range []struct {
		name  string
		items string
		want  recruitd.Code
	}{
		{"mapping conflict", `{"index":{"_id":"1","status":400,"error":{"type":"document_parsing_exception","reason":"bad"}}}`, recruitd.Internal},
		{"rejected for load", `{"index":{"_id":"1","status":429,"error":{"type":"es_rejected_execution_exception","reason":"queue full"}}}`, recruitd.Unavailable},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c, _ := serve(t, Config{}, func(r request) answer {
				if r.Path == "/_bulk" {
					return answer{200, `{"errors":true,"items":[{"index":{"_id":"2","status":200}},` + tc.items + `]}`}
				}
				return ok(r)
			})
			_, err := c.Upsert(t.Context(), index.Jobs, []index.Document{{ID: 1, Vector: []float32{1, 0}}, {ID: 2, Vector: []float32{1, 0}}})
			if code := recruitd.ErrorCode(err); code != tc.want {
				t.Errorf("Upsert = %v (code %q), want code %q", err, code, tc.want)
			}
			if err != nil && !strings.Contains(err.Error(), "1 of 2 failed") {
				t.Errorf("Upsert = %v, want it to say 1 of 2 failed", err)
			}
		})
	}
}

func TestDelete(t *testing.T) {
	c, f := serve(t, Config{}, func(r request) answer {
		if r.Path == "/_bulk" { // an unknown id is a 404 item without an error
			return answer{200, `{"errors":false,"items":[{"delete":{"_id":"3","status":200}},{"delete":{"_id":"999","status":404}}]}`}
		}
		return ok(r)
	})
	if err := c.Delete(t.Context(), index.Jobs, []int64{3, 999}); err != nil {
		t.Fatalf("Delete = %v", err)
	}
	if err := c.Delete(t.Context(), index.Jobs, nil); err != nil {
		t.Fatalf("Delete of no ids = %v", err)
	}
	reqs := f.requests()
	if len(reqs) != 2 || reqs[0].Path != "/recruitd_job" || reqs[1].Path != "/_bulk" {
		t.Fatalf("requests %+v, want the index made, then one bulk", reqs)
	}
	wantLines(t, "bulk body", []string{
		`{"delete": {"_index": "recruitd_job", "_id": "3"}}`,
		`{"delete": {"_index": "recruitd_job", "_id": "999"}}`,
	}, reqs[1].Body)
}

func TestCount(t *testing.T) {
	c, f := serve(t, Config{}, ok)
	n, err := c.Count(t.Context(), index.Jobs)
	if err != nil || n != 3 {
		t.Errorf("Count = %d, %v; want 3, nil", n, err)
	}
	if r := f.requests()[0]; r.Path != "/recruitd_job/_count" {
		t.Errorf("count request at %s, want /recruitd_job/_count", r.Path)
	}

	f.route = func(request) answer {
		return answer{404, `{"error":{"type":"index_not_found_exception","reason":"no such index [recruitd_job]"},"status":404}`}
	}
	if n, err := c.Count(t.Context(), index.Jobs); err != nil || n != 0 {
		t.Errorf("Count of a missing index = %d, %v; want 0, nil", n, err)
	}
}

func TestSearchLexical(t *testing.T) {
	houston := geo.Point{Lat: 29.7604, Lon: -95.3698}
	c, f := serve(t, Config{}, func(request) answer {
		return answer{200, fmt.Sprintf(`{"took":3,"hits":{"max_score":7.5,"hits":[
			{"_index":"recruitd_candidate","_id":"12","_score":7.5,"_source":{"location":{"lat":%v,"lon":%v}}},
			{"_index":"recruitd_candidate","_id":"4","_score":2.25,"_source":{}}
		]}}`, houston.Lat, houston.Lon)}
	})
	austin := index.Point{Lat: 30.2672, Lon: -97.7431}
	q := index.Query{
		Kind: index.Candidates, Vector: []float32{1, 0}, Text: "ICU nurse", K: 20,
		Filter: index.Filter{
			Center: &austin, RadiusMiles: 25,
			Any:    map[string][]string{"specialty": {"icu", "er"}, "license_state": {"TX"}},
			Not:    map[string][]string{"status": {"INACTIVE"}},
			Ranges: map[string]index.Range{"comp_max": {Min: ptr(50.0), MissingOK: true}},
		},
	}
	got, err := c.Search(t.Context(), q)
	if err != nil {
		t.Fatalf("Search = %v", err)
	}
	want := []index.Hit{
		{ID: 12, Score: 7.5, DistanceMiles: geo.DistanceMiles(geo.Point(austin), houston)},
		{ID: 4, Score: 2.25, DistanceMiles: -1},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Search (-want +got):\n%s", diff)
	}
	r := f.requests()[0]
	if r.Method != http.MethodPost || r.Path != "/recruitd_candidate/_search" {
		t.Errorf("search request %s %s, want POST /recruitd_candidate/_search", r.Method, r.Path)
	}
	wantJSON(t, "search body", `{
		"size": 20, "_source": ["location"], "track_total_hits": false,
		"query": {"bool": {
			"must": [{"match": {"text": {"query": "ICU nurse"}}}],
			"filter": [
				{"terms": {"license_state": ["TX"]}},
				{"terms": {"specialty": ["icu", "er"]}},
				{"bool": {"should": [
					{"range": {"comp_max": {"gte": 50}}},
					{"bool": {"must_not": [{"exists": {"field": "comp_max"}}]}}
				], "minimum_should_match": 1}},
				{"geo_distance": {"distance": "25mi", "location": {"lat": 30.2672, "lon": -97.7431}}}
			],
			"must_not": [{"terms": {"status": ["INACTIVE"]}}]
		}}
	}`, r.Body)
}

func TestSearchKNN(t *testing.T) {
	c, f := serve(t, Config{}, func(request) answer {
		return answer{200, `{"hits":{"hits":[{"_id":"5","_score":0.9},{"_id":"6","_score":0.5}]}}`}
	})
	q := index.Query{Kind: index.Jobs, Vector: []float32{0.6, 0.8}, K: 10,
		Filter: index.Filter{Any: map[string][]string{"status": {"OPEN"}}}}
	got, err := c.Search(t.Context(), q)
	if err != nil {
		t.Fatalf("Search = %v", err)
	}
	// Elasticsearch scores cosine as (1 + cosine) / 2.
	want := []index.Hit{{ID: 5, Score: 0.8, DistanceMiles: -1}, {ID: 6, Score: 0, DistanceMiles: -1}}
	if diff := cmp.Diff(want, got, cmp.Comparer(func(a, b float32) bool { return math.Abs(float64(a-b)) < 1e-6 })); diff != "" {
		t.Errorf("Search (-want +got):\n%s", diff)
	}
	wantJSON(t, "search body", `{
		"size": 10, "_source": false, "track_total_hits": false,
		"knn": {
			"field": "vector", "query_vector": [0.6, 0.8], "k": 10, "num_candidates": 100,
			"filter": {"bool": {"filter": [{"terms": {"status": ["OPEN"]}}]}}
		}
	}`, f.requests()[0].Body)

	// A large K is capped where Elasticsearch caps it.
	q.K, q.Filter = 50_000, index.Filter{}
	if _, err := c.Search(t.Context(), q); err != nil {
		t.Fatalf("Search = %v", err)
	}
	wantJSON(t, "search body of a large K", `{
		"size": 10000, "_source": false, "track_total_hits": false,
		"knn": {"field": "vector", "query_vector": [0.6, 0.8], "k": 10000, "num_candidates": 10000}
	}`, f.requests()[1].Body)
}

func TestSearchWithoutQuery(t *testing.T) {
	c, f := serve(t, Config{}, ok)
	for _, q := range []index.Query{
		{Kind: index.Jobs, Vector: []float32{1, 0}, K: 0},
		{Kind: index.Jobs, Text: "icu", K: -1},
	} {
		if hits, err := c.Search(t.Context(), q); hits != nil || err != nil {
			t.Errorf("Search(K %d) = %v, %v; want nil, nil", q.K, hits, err)
		}
	}
	for _, q := range []index.Query{
		{Kind: index.Jobs, K: 5},
		{Kind: index.Jobs, Vector: []float32{1}, K: 5},
		{Kind: "resume", Text: "icu", K: 5},
	} {
		if _, err := c.Search(t.Context(), q); err == nil {
			t.Errorf("Search(%+v) = nil error, want one", q)
		}
	}
	if n := len(f.requests()); n != 0 {
		t.Errorf("%d requests, want 0", n)
	}

	f.route = func(request) answer {
		return answer{404, `{"error":{"type":"index_not_found_exception","reason":"no such index"},"status":404}`}
	}
	if hits, err := c.Search(t.Context(), index.Query{Kind: index.Jobs, Text: "icu", K: 5}); hits != nil || err != nil {
		t.Errorf("Search of a missing index = %v, %v; want nil, nil", hits, err)
	}
}

func TestClauses(t *testing.T) {
	austin := index.Point{Lat: 30.2672, Lon: -97.7431}
	for _, tc := range []struct {
		name          string
		in            index.Filter
		must, mustNot string
	}{
		{"zero filter", index.Filter{}, `null`, `null`},
		{"center alone measures only", index.Filter{Center: &austin}, `null`, `null`},
		{"empty value lists", index.Filter{Any: map[string][]string{"a": nil}, Not: map[string][]string{"b": {}}}, `null`, `null`},
		{
			"ranges",
			index.Filter{Ranges: map[string]index.Range{
				"a_both":         {Min: ptr(50.0), Max: ptr(70.0)},
				"b_max":          {Max: ptr(36.0)},
				"c_open":         {},
				"d_open_missing": {MissingOK: true},
				"e_inverted":     {Min: ptr(80.0), Max: ptr(60.0)},
			}},
			`[
				{"range": {"a_both": {"gte": 50, "lte": 70}}},
				{"range": {"b_max": {"lte": 36}}},
				{"exists": {"field": "c_open"}},
				{"range": {"e_inverted": {"gte": 80, "lte": 60}}}
			]`,
			`null`,
		},
		{
			"fractional radius",
			index.Filter{Center: &austin, RadiusMiles: 12.5},
			`[{"geo_distance": {"distance": "12.5mi", "location": {"lat": 30.2672, "lon": -97.7431}}}]`,
			`null`,
		},
		{
			"not across fields",
			index.Filter{Not: map[string][]string{"state": {"NY"}, "status": {"inactive"}}},
			`null`,
			`[{"terms": {"state": ["NY"]}}, {"terms": {"status": ["inactive"]}}]`,
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			must, mustNot := clauses(tc.in)
			gotMust, _ := json.Marshal(must)
			gotNot, _ := json.Marshal(mustNot)
			wantJSON(t, "must", tc.must, string(gotMust))
			wantJSON(t, "must not", tc.mustNot, string(gotNot))
		})
	}
}

func TestRefreshAndDrop(t *testing.T) {
	c, f := serve(t, Config{}, ok)
	if _, err := c.Upsert(t.Context(), index.Jobs, []index.Document{{ID: 1, Vector: []float32{1, 0}}}); err != nil {
		t.Fatalf("Upsert = %v", err)
	}
	if err := c.Refresh(t.Context()); err != nil {
		t.Fatalf("Refresh = %v", err)
	}
	if err := c.Drop(t.Context()); err != nil {
		t.Fatalf("Drop = %v", err)
	}
	// After a drop the next write makes the index again.
	if _, err := c.Upsert(t.Context(), index.Jobs, []index.Document{{ID: 1, Vector: []float32{1, 0}}}); err != nil {
		t.Fatalf("Upsert = %v", err)
	}
	var got []string
	for _, r := range f.requests() {
		got = append(got, strings.TrimSuffix(r.Method+" "+r.Path+"?"+r.Query, "?"))
	}
	want := []string{
		"PUT /recruitd_job",
		"POST /_bulk?filter_path=errors%2Citems.%2A._id%2Citems.%2A.status%2Citems.%2A.error",
		"POST /recruitd_candidate,recruitd_job/_refresh?ignore_unavailable=true",
		"DELETE /recruitd_candidate,recruitd_job?ignore_unavailable=true",
		"PUT /recruitd_job",
		"POST /_bulk?filter_path=errors%2Citems.%2A._id%2Citems.%2A.status%2Citems.%2A.error",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("requests (-want +got):\n%s", diff)
	}
}

func TestServerErrors(t *testing.T) {
	for _, tc := range []struct {
		status int
		body   string
		want   recruitd.Code
	}{
		{500, `{"error":{"type":"null_pointer_exception","reason":"oops"},"status":500}`, recruitd.Unavailable},
		{503, `{"error":{"type":"cluster_block_exception","reason":"no master"},"status":503}`, recruitd.Unavailable},
		{429, `{"error":{"type":"es_rejected_execution_exception","reason":"queue full"},"status":429}`, recruitd.Unavailable},
		{502, `<html>bad gateway</html>`, recruitd.Unavailable},
		{400, `{"error":{"type":"parsing_exception","reason":"unknown query"},"status":400}`, recruitd.Internal},
		{401, `{"error":{"type":"security_exception","reason":"missing authentication"},"status":401}`, recruitd.Internal},
	} {
		t.Run(fmt.Sprint(tc.status), func(t *testing.T) {
			c, _ := serve(t, Config{}, func(request) answer { return answer{tc.status, tc.body} })
			_, err := c.Search(t.Context(), index.Query{Kind: index.Jobs, Text: "icu", K: 5})
			if code := recruitd.ErrorCode(err); code != tc.want {
				t.Errorf("Search = %v (code %q), want code %q", err, code, tc.want)
			}
		})
	}

	t.Run("no server", func(t *testing.T) {
		srv := httptest.NewServer(http.NotFoundHandler())
		url := srv.URL
		srv.Close() // nothing listens there now
		c, err := New(Config{URL: url, Dimension: 2})
		if err != nil {
			t.Fatalf("New = %v", err)
		}
		_, err = c.Count(t.Context(), index.Jobs)
		if code := recruitd.ErrorCode(err); code != recruitd.Unavailable {
			t.Errorf("Count = %v (code %q), want code %q", err, code, recruitd.Unavailable)
		}
	})
}

func TestCanceled(t *testing.T) {
	c, _ := serve(t, Config{}, ok)
	ctx, cancel := context.WithCancel(t.Context())
	cancel()
	_, err := c.Count(ctx, index.Jobs)
	if err == nil || recruitd.ErrorCode(err) == recruitd.Unavailable {
		t.Errorf("Count with a canceled context = %v, want an error that is not unavailable", err)
	}
}

func TestNewInvalid(t *testing.T) {
	for _, cfg := range []Config{{Dimension: 2}, {URL: "http://localhost:9200"}} {
		if _, err := New(cfg); err == nil {
			t.Errorf("New(%+v) = nil error, want one", cfg)
		}
	}
}
