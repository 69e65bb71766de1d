package elastic

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"encoding/pem"
	"fmt"
	"math"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/geo"
	"github.com/recruitd/recruitd/index"
	"github.com/recruitd/recruitd/index/elastic/elastictest"
)

// ready is a client of the cluster whose indices Ensure made.
func ready(t *testing.T, es *elastictest.Cluster, cfg Config) *Client {
	t.Helper()
	cfg.URL = es.URL
	c, err := New(t.Context(), cfg)
	if err != nil {
		t.Fatalf("New = %v", err)
	}
	if err := c.Ensure(t.Context()); err != nil {
		t.Fatalf("Ensure = %v", err)
	}
	return c
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

// requests returns the requests to paths ending in suffix.
func requests(es *elastictest.Cluster, method, suffix string) []elastictest.Request {
	var out []elastictest.Request
	for _, r := range es.Requests() {
		if r.Method == method && strings.HasSuffix(r.Path, suffix) {
			out = append(out, r)
		}
	}
	return out
}

const wantCreate = `{
	"aliases": {"recruitd_candidate": {}},
	"mappings": {"dynamic": "strict", "properties": {
		"id": {"type": "long"},
		"location": {"type": "geo_point"},
		"text": {"type": "text", "analyzer": "english"},
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
	}}
}`

func TestEnsure(t *testing.T) {
	es := elastictest.Start(t)
	ready(t, es, Config{})
	creates := requests(es, http.MethodPut, "_v1")
	if len(creates) != 2 || creates[0].Path != "/recruitd_candidate_v1" || creates[1].Path != "/recruitd_job_v1" {
		t.Fatalf("indices made: %+v, want recruitd_candidate_v1 and recruitd_job_v1", creates)
	}
	wantJSON(t, "create body: strict mapping and the alias in one request", wantCreate, creates[0].Body)
	if got := es.Alias("recruitd_job"); !slices.Equal(got, []string{"recruitd_job_v1"}) {
		t.Errorf("alias recruitd_job names %v", got)
	}

	// A second start makes nothing: it checks the mappings.
	ready(t, es, Config{})
	if n := len(requests(es, http.MethodPut, "")); n != 2 {
		t.Errorf("%d indices made after a second Ensure, want still 2", n)
	}
	if n := len(requests(es, http.MethodGet, "/_mapping")); n != 4 {
		t.Errorf("%d mapping checks, want 4 (two kinds, two starts)", n)
	}

	// An index mapped otherwise stops the start with what to do.
	other := elastictest.Start(t)
	other.AddIndex("recruitd_candidate_v1", map[string]any{"properties": map[string]any{
		"location": map[string]any{"type": "keyword"}, "text": map[string]any{"type": "text"},
	}})
	other.Override(func(r elastictest.Request) (elastictest.Answer, bool) {
		if r.Path == "/_resolve/index/recruitd_candidate*" {
			return elastictest.Answer{Status: 200, Body: `{"indices":[{"name":"recruitd_candidate_v1","aliases":["recruitd_candidate"],"attributes":["open"]}],
				"aliases":[{"name":"recruitd_candidate","indices":["recruitd_candidate_v1"]}],"data_streams":[]}`}, true
		}
		return elastictest.Answer{}, false
	})
	c, err := New(t.Context(), Config{URL: other.URL})
	if err != nil {
		t.Fatal(err)
	}
	err = c.Ensure(t.Context())
	for _, want := range []string{"dynamic is <nil>, not strict", `field "location" is keyword, not geo_point`, `no field "specialty"`, "reindex --backend elastic"} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Ensure over a dynamically mapped index = %v, want it to say %q", err, want)
		}
	}

	// An index from before aliases holds the alias's name.
	legacy := elastictest.Start(t)
	legacy.AddIndex("recruitd_candidate", nil)
	c, err = New(t.Context(), Config{URL: legacy.URL})
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Ensure(t.Context()); err == nil || !strings.Contains(err.Error(), "from before versioned indices") {
		t.Errorf("Ensure over an index from before aliases = %v, want what to do", err)
	}
}

func TestVersion(t *testing.T) {
	for _, tc := range []struct{ version, wantErr string }{
		{"8.19.7", ""}, {"8.0.0", ""}, {"7.17.25", "needs Elasticsearch 8"}, {"9.1.0", "needs Elasticsearch 8"},
	} {
		es := elastictest.Start(t)
		es.SetVersion(tc.version)
		c, err := New(t.Context(), Config{URL: es.URL})
		if (tc.wantErr == "") != (err == nil) || err != nil && !strings.Contains(err.Error(), tc.wantErr) {
			t.Errorf("New against %s = %v, want error %q", tc.version, err, tc.wantErr)
		}
		if err == nil && c.Version() != tc.version {
			t.Errorf("Version() = %q, want %q", c.Version(), tc.version)
		}
	}
}

func TestUpsert(t *testing.T) {
	es := elastictest.Start(t)
	c := ready(t, es, Config{})
	ctx := t.Context()
	docs := []index.Document{
		{
			ID: 7, Vector: []float32{0.6, 0.8}, Point: &index.Point{Lat: 30.25, Lon: -97.75},
			Keywords: map[string][]string{"specialty": {"icu", "pcu"}, "state": {"TX"}},
			Numbers:  map[string]float64{"comp_min": 55.5, "hours_min": 36},
			Text:     "ICU nurse",
		},
		{ID: 8}, // a record with only the required fields: no text, no vector
	}
	if rejected, err := c.Upsert(ctx, index.Candidates, docs); err != nil || len(rejected) > 0 {
		t.Fatalf("Upsert = %v, %v", rejected, err)
	}
	bulks := requests(es, http.MethodPost, "/_bulk")
	if len(bulks) != 1 {
		t.Fatalf("%d bulk requests, want 1", len(bulks))
	}
	if q := bulks[0].Query; q.Get("require_alias") != "true" || q.Has("refresh") {
		t.Errorf("bulk query %v, want require_alias=true and no refresh", q)
	}
	wantLines(t, "bulk body", []string{
		`{"index": {"_index": "recruitd_candidate", "_id": "7"}}`,
		`{"id": 7, "location": {"lat": 30.25, "lon": -97.75}, "text": "ICU nurse",
		  "specialty": ["icu", "pcu"], "state": ["TX"], "comp_min": 55.5, "hours_min": 36}`,
		`{"index": {"_index": "recruitd_candidate", "_id": "8"}}`,
		`{"id": 8}`,
	}, bulks[0].Body)
	if n := len(es.Index("recruitd_candidate").Docs); n != 2 {
		t.Errorf("the index holds %d documents, want 2", n)
	}

	w := ready(t, es, Config{WaitForRefresh: true})
	if _, err := w.Upsert(ctx, index.Jobs, []index.Document{{ID: 1}}); err != nil {
		t.Fatal(err)
	}
	if err := w.Delete(ctx, index.Jobs, []int64{1}); err != nil {
		t.Fatal(err)
	}
	for _, r := range requests(es, http.MethodPost, "/_bulk")[1:] {
		if r.Query.Get("refresh") != "wait_for" {
			t.Errorf("bulk with WaitForRefresh: query %v, want refresh=wait_for", r.Query)
		}
	}
}

// TestUpsertRejections checks the per-document refusals: those the client
// finds before sending, and bulk items the cluster refuses for themselves;
// the rest of the batch is written.
func TestUpsertRejections(t *testing.T) {
	es := elastictest.Start(t)
	c := ready(t, es, Config{})
	es.RefuseDocument("5", 400, "document_parsing_exception", "[1:31] failed to parse field [location] of type [geo_point]")
	docs := []index.Document{
		{ID: 1, Text: "fine"},
		{ID: 2, Keywords: map[string][]string{"hobby": {"chess"}}},
		{ID: 3, Numbers: map[string]float64{"comp_min": math.NaN()}},
		{ID: 4, Point: &index.Point{Lat: -91, Lon: 0}},
		{ID: 5, Text: "refused by the cluster"},
		{ID: 6, Numbers: map[string]float64{"specialty": 3}},
		{ID: -7},
	}
	rejected, err := c.Upsert(t.Context(), index.Jobs, docs)
	if err != nil {
		t.Fatalf("Upsert = %v", err)
	}
	got := map[int64]string{}
	for _, r := range rejected {
		got[r.ID] = r.Reason
	}
	for id, want := range map[int64]string{2: `"hobby" is not in the mapping`, 3: "NaN", 4: "not a coordinate",
		5: "document_parsing_exception: [1:31] failed to parse field [location]", 6: `"specialty" is not in the mapping`, -7: "negative id"} {
		if !strings.Contains(got[id], want) {
			t.Errorf("rejection of %d = %q, want it to say %q", id, got[id], want)
		}
	}
	if len(got) != 6 {
		t.Errorf("rejections %v, want 6", got)
	}
	if ix := es.Index("recruitd_job"); len(ix.Docs) != 1 || ix.Docs["1"] == nil {
		t.Errorf("documents stored: %v, want 1 only", ix.Docs)
	}
}

// TestBulkOutages checks that bulk items the cluster turns away for load or
// fails itself are outages, not rejections, and that a write to an index
// deleted under the process fails rather than making it again.
func TestBulkOutages(t *testing.T) {
	for _, tc := range []struct {
		name          string
		status        int
		typ, reason   string
		wantUnavailbl bool
	}{
		{"rejected for load", 429, "es_rejected_execution_exception", "rejected execution of coordinating operation", true},
		{"failed by the cluster", 503, "unavailable_shards_exception", "[recruitd_job_v1][0] primary shard is not active", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			es := elastictest.Start(t)
			c := ready(t, es, Config{})
			es.RefuseDocument("2", tc.status, tc.typ, tc.reason)
			rejected, err := c.Upsert(t.Context(), index.Jobs, []index.Document{{ID: 1}, {ID: 2}})
			if code := recruitd.ErrorCode(err); code != recruitd.Unavailable || len(rejected) > 0 {
				t.Errorf("Upsert = %v, %v (code %q), want an outage (%q)", rejected, err, code, recruitd.Unavailable)
			}
		})
	}

	es := elastictest.Start(t)
	c := ready(t, es, Config{})
	if err := c.deleteIndices(t.Context(), []string{"recruitd_job_v1"}); err != nil {
		t.Fatal(err)
	}
	_, err := c.Upsert(t.Context(), index.Jobs, []index.Document{{ID: 1}})
	if code := recruitd.ErrorCode(err); code != recruitd.Unavailable || !strings.Contains(err.Error(), "reindex --backend elastic") {
		t.Errorf("Upsert into a deleted index = %v (code %q), want unavailable and what to do", err, code)
	}
	if slices.Contains(es.Indices(), "recruitd_job") || es.Index("recruitd_job") != nil {
		t.Errorf("indices after a write to a deleted one: %v; it was made again", es.Indices())
	}
}

func TestDelete(t *testing.T) {
	es := elastictest.Start(t)
	c := ready(t, es, Config{})
	if _, err := c.Upsert(t.Context(), index.Jobs, []index.Document{{ID: 3}}); err != nil {
		t.Fatal(err)
	}
	if err := c.Delete(t.Context(), index.Jobs, []int64{3, 999}); err != nil {
		t.Fatalf("Delete (999 unknown) = %v", err)
	}
	if err := c.Delete(t.Context(), index.Jobs, nil); err != nil {
		t.Fatalf("Delete of no ids = %v", err)
	}
	bulks := requests(es, http.MethodPost, "/_bulk")
	if len(bulks) != 2 {
		t.Fatalf("%d bulk requests, want 2", len(bulks))
	}
	wantLines(t, "bulk body", []string{
		`{"delete": {"_index": "recruitd_job", "_id": "3"}}`,
		`{"delete": {"_index": "recruitd_job", "_id": "999"}}`,
	}, bulks[1].Body)
	if n := len(es.Index("recruitd_job").Docs); n != 0 {
		t.Errorf("%d documents left, want 0", n)
	}
}

func TestCount(t *testing.T) {
	es := elastictest.Start(t)
	c := ready(t, es, Config{})
	if _, err := c.Upsert(t.Context(), index.Jobs, []index.Document{{ID: 1}, {ID: 2}, {ID: 3}}); err != nil {
		t.Fatal(err)
	}
	if n, err := c.Count(t.Context(), index.Jobs); err != nil || n != 3 {
		t.Errorf("Count = %d, %v; want 3", n, err)
	}
	es.Override(func(r elastictest.Request) (elastictest.Answer, bool) {
		return elastictest.Answer{Status: 200, Body: `{"count":2,"_shards":{"total":2,"successful":1,"skipped":0,"failed":1,
			"failures":[{"shard":1,"index":"recruitd_job_v1","node":"b2RvX3","reason":{"type":"node_not_connected_exception","reason":"[es02] Node not connected"}}]}}`},
			strings.HasSuffix(r.Path, "/_count")
	})
	_, err := c.Count(t.Context(), index.Jobs)
	if code := recruitd.ErrorCode(err); code != recruitd.Unavailable || !strings.Contains(err.Error(), "1 of 2 shards failed") {
		t.Errorf("Count with a failed shard = %v (code %q), want unavailable", err, code)
	}
}

// longText is a record's text at the cap documents put on it.
func longText() string {
	var b strings.Builder
	for i := 0; b.Len() < 20_000; i++ {
		fmt.Fprintf(&b, "Registered nurse in the ICU, term%d, telemetry and charge duties. ", i)
	}
	return b.String()[:20_000]
}

func TestSearchLexical(t *testing.T) {
	houston := geo.Point{Lat: 29.7604, Lon: -95.3698}
	es := elastictest.Start(t)
	c := ready(t, es, Config{})
	es.AnswerSearch(fmt.Sprintf(`{"took":3,"timed_out":false,"_shards":{"total":1,"successful":1,"skipped":0,"failed":0},
		"hits":{"max_score":17.4,"hits":[
			{"_index":"recruitd_candidate_v1","_id":"12","_score":17.4,"_source":{"location":{"lat":%v,"lon":%v}},"sort":[17.4,12]},
			{"_index":"recruitd_candidate_v1","_id":"4","_score":2.25,"_source":{},"sort":[2.25,4]}
		]}}`, houston.Lat, houston.Lon))
	austin := index.Point{Lat: 30.2672, Lon: -97.7431}
	text := longText()
	q := index.Query{
		Kind: index.Candidates, Vector: []float32{1, 0}, Text: text, K: 20,
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
	// BM25's 17.4 is no cosine: hits carry 0.
	want := []index.Hit{
		{ID: 12, DistanceMiles: geo.DistanceMiles(geo.Point(austin), houston)},
		{ID: 4, DistanceMiles: -1},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Search (-want +got):\n%s", diff)
	}
	r := requests(es, http.MethodPost, "/_search")[0]
	if r.Path != "/recruitd_candidate/_search" {
		t.Errorf("search at %s, want the alias", r.Path)
	}
	wantBody, _ := json.Marshal(map[string]any{"like": text})
	wantJSON(t, "search body", fmt.Sprintf(`{
		"size": 20, "_source": ["location"], "track_total_hits": false,
		"sort": ["_score", {"id": "asc"}],
		"query": {"bool": {
			"must": [{"more_like_this": {"fields": ["text"], "like": %s, "max_query_terms": 32,
				"min_term_freq": 1, "min_doc_freq": 1, "minimum_should_match": 1}}],
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
	}`, wantBody[len(`{"like":`):len(wantBody)-1]), r.Body)
	// One bounded query clause, not one per word of 20,000 characters.
	if n := strings.Count(r.Body, `"match"`); n != 0 {
		t.Errorf("the search body holds %d match queries, want none", n)
	}
}

func TestSearchWithoutText(t *testing.T) {
	es := elastictest.Start(t)
	c := ready(t, es, Config{})
	q := index.Query{Kind: index.Jobs, Vector: []float32{0.6, 0.8}, K: 50_000,
		Filter: index.Filter{Any: map[string][]string{"status": {"OPEN"}}}}
	if _, err := c.Search(t.Context(), q); err != nil {
		t.Fatal(err)
	}
	wantJSON(t, "search body: the filter alone, in id order, a large K capped", `{
		"size": 10000, "_source": false, "track_total_hits": false, "sort": ["_score", {"id": "asc"}],
		"query": {"bool": {"filter": [{"terms": {"status": ["OPEN"]}}]}}
	}`, requests(es, http.MethodPost, "/_search")[0].Body)

	for _, bad := range []index.Query{{Kind: index.Jobs, K: 0}, {Kind: index.Jobs, Text: "icu", K: -1}} {
		if hits, err := c.Search(t.Context(), bad); hits != nil || err != nil {
			t.Errorf("Search(K %d) = %v, %v; want nil, nil", bad.K, hits, err)
		}
	}
	if _, err := c.Search(t.Context(), index.Query{Kind: "resume", Text: "icu", K: 5}); err == nil {
		t.Error("Search of an unknown kind = nil error, want one")
	}
}

// TestPartialAnswers checks that a 200 answer that is only part of the
// truth (failed shards, a timeout) is an error, never a silent subset.
func TestPartialAnswers(t *testing.T) {
	for _, tc := range []struct{ name, body, want string }{
		{"failed shard", `{"took":9,"timed_out":false,"_shards":{"total":3,"successful":2,"skipped":0,"failed":1,
			"failures":[{"shard":2,"index":"recruitd_job_v1","node":"Qm9nX2","reason":{"type":"query_shard_exception","reason":"failed to create query"}}]},
			"hits":{"max_score":1.2,"hits":[{"_index":"recruitd_job_v1","_id":"1","_score":1.2}]}}`, "1 of 3 shards failed, the first: query_shard_exception"},
		{"timed out", `{"took":5003,"timed_out":true,"_shards":{"total":3,"successful":3,"skipped":0,"failed":0},
			"hits":{"max_score":1.2,"hits":[{"_index":"recruitd_job_v1","_id":"1","_score":1.2}]}}`, "timed out"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			es := elastictest.Start(t)
			c := ready(t, es, Config{})
			es.AnswerSearch(tc.body)
			hits, err := c.Search(t.Context(), index.Query{Kind: index.Jobs, Text: "icu", K: 5})
			if code := recruitd.ErrorCode(err); code != recruitd.Unavailable || hits != nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("Search = %v, %v (code %q), want unavailable saying %q", hits, err, code, tc.want)
			}
		})
	}
}

func TestServerErrors(t *testing.T) {
	for _, tc := range []struct {
		status int
		body   string
		want   recruitd.Code
	}{
		{500, `{"error":{"root_cause":[{"type":"null_pointer_exception","reason":"oops"}],"type":"null_pointer_exception","reason":"oops"},"status":500}`, recruitd.Unavailable},
		{503, `{"error":{"root_cause":[{"type":"cluster_block_exception","reason":"blocked by: [SERVICE_UNAVAILABLE/2/no master];"}],"type":"cluster_block_exception","reason":"blocked by: [SERVICE_UNAVAILABLE/2/no master];"},"status":503}`, recruitd.Unavailable},
		{429, `{"error":{"root_cause":[{"type":"es_rejected_execution_exception","reason":"rejected execution"}],"type":"es_rejected_execution_exception","reason":"rejected execution"},"status":429}`, recruitd.Unavailable},
		{502, `<html>bad gateway</html>`, recruitd.Unavailable},
		{400, `{"error":{"root_cause":[{"type":"parsing_exception","reason":"unknown query [mlt]"}],"type":"parsing_exception","reason":"unknown query [mlt]"},"status":400}`, recruitd.Internal},
		{401, `{"error":{"root_cause":[{"type":"security_exception","reason":"missing authentication credentials for REST request [/]"}],"type":"security_exception","reason":"missing authentication credentials for REST request [/]"},"status":401}`, recruitd.Internal},
		{404, `{"error":{"root_cause":[{"type":"index_not_found_exception","reason":"no such index [recruitd_job]"}],"type":"index_not_found_exception","reason":"no such index [recruitd_job]"},"status":404}`, recruitd.Internal},
	} {
		t.Run(fmt.Sprint(tc.status), func(t *testing.T) {
			es := elastictest.Start(t)
			c := ready(t, es, Config{})
			es.Override(func(elastictest.Request) (elastictest.Answer, bool) {
				return elastictest.Answer{Status: tc.status, Body: tc.body}, true
			})
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
		_, err := New(t.Context(), Config{URL: url, Timeout: 2 * time.Second})
		if code := recruitd.ErrorCode(err); code != recruitd.Unavailable {
			t.Errorf("New = %v (code %q), want code %q", err, code, recruitd.Unavailable)
		}
	})

	t.Run("canceled", func(t *testing.T) {
		es := elastictest.Start(t)
		c := ready(t, es, Config{})
		ctx, cancel := context.WithCancel(t.Context())
		cancel()
		if _, err := c.Count(ctx, index.Jobs); err == nil || recruitd.ErrorCode(err) == recruitd.Unavailable {
			t.Errorf("Count with a canceled context = %v, want an error that is not unavailable", err)
		}
	})

	t.Run("hung server", func(t *testing.T) {
		es := elastictest.Start(t)
		c := ready(t, es, Config{Timeout: 100 * time.Millisecond})
		es.Hang(func(r elastictest.Request) bool { return r.Path != "/" })
		_, err := c.Search(t.Context(), index.Query{Kind: index.Jobs, Text: "icu", K: 5})
		if code := recruitd.ErrorCode(err); code != recruitd.Unavailable {
			t.Errorf("Search of a hung cluster = %v (code %q), want code %q", err, code, recruitd.Unavailable)
		}
		_, err = c.Upsert(t.Context(), index.Jobs, []index.Document{{ID: 1}})
		if code := recruitd.ErrorCode(err); code != recruitd.Unavailable {
			t.Errorf("Upsert to a hung cluster = %v (code %q), want code %q", err, code, recruitd.Unavailable)
		}
	})
}

// TestTLS checks that a cluster with a certificate of its own signing (a
// default Elasticsearch 8 install) is trusted through its CA file or its
// CA's fingerprint, and refused without either.
func TestTLS(t *testing.T) {
	es, cert := elastictest.StartTLS(t)
	caFile := filepath.Join(t.TempDir(), "http_ca.crt")
	if err := os.WriteFile(caFile, pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: cert.Raw}), 0o600); err != nil {
		t.Fatal(err)
	}
	sum := sha256.Sum256(cert.Raw)
	for _, tc := range []struct {
		name string
		cfg  Config
		ok   bool
	}{
		{"no trust", Config{}, false},
		{"CA file", Config{CAFile: caFile}, true},
		{"CA fingerprint", Config{CAFingerprint: hex.EncodeToString(sum[:])}, true},
		{"another fingerprint", Config{CAFingerprint: strings.Repeat("ab", 32)}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tc.cfg.URL, tc.cfg.Timeout = es.URL, 5*time.Second
			_, err := New(t.Context(), tc.cfg)
			if (err == nil) != tc.ok {
				t.Errorf("New = %v, want success %v", err, tc.ok)
			}
		})
	}
	if _, err := New(t.Context(), Config{URL: es.URL, CAFile: caFile + ".missing"}); err == nil || !strings.Contains(err.Error(), "CA file") {
		t.Errorf("New with a missing CA file = %v, want it named", err)
	}
}

// TestAuth checks that the client sends the configured credentials.
func TestAuth(t *testing.T) {
	for _, tc := range []struct {
		cfg  Config
		want string
	}{
		{Config{APIKey: "a2V5OnNlY3JldA==", Username: "elastic", Password: "pw"}, "APIKey a2V5OnNlY3JldA=="},
		{Config{Username: "elastic", Password: "pw"}, "Basic ZWxhc3RpYzpwdw=="},
	} {
		var got string
		srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			got = r.Header.Get("Authorization")
			w.Header().Set("X-Elastic-Product", "Elasticsearch")
			_, _ = w.Write([]byte(`{"version":{"number":"8.19.7"}}`))
		}))
		tc.cfg.URL = srv.URL
		if _, err := New(t.Context(), tc.cfg); err != nil {
			t.Fatal(err)
		}
		srv.Close()
		if got != tc.want {
			t.Errorf("Authorization = %q, want %q", got, tc.want)
		}
	}
}

// TestRebuild walks a rebuild: the next version filled through an alias of
// its own while the current one serves, counted, switched to with one
// atomic _aliases request, the old version and its orphans deleted.
func TestRebuild(t *testing.T) {
	es := elastictest.Start(t)
	ctx := t.Context()
	c := ready(t, es, Config{})
	if _, err := c.Upsert(ctx, index.Candidates, []index.Document{{ID: 1}, {ID: 99}}); err != nil {
		t.Fatal(err)
	}
	r, err := c.Rebuild(ctx, index.Candidates, false)
	if err != nil || r.Name() != "recruitd_candidate_v2" || r.Resumed() {
		t.Fatalf("Rebuild = %v, %v; want a new recruitd_candidate_v2", r, err)
	}
	if _, err := r.Upsert(ctx, []index.Document{{ID: 1, Text: "rebuilt"}}); err != nil {
		t.Fatal(err)
	}
	last := requests(es, http.MethodPost, "/_bulk")
	if b := last[len(last)-1]; !strings.Contains(b.Body, `"_index":"recruitd_candidate_rebuild"`) || b.Query.Get("require_alias") != "true" {
		t.Errorf("rebuild bulk %s?%v, want writes through the rebuild alias with require_alias", b.Body, b.Query)
	}
	again, err := c.Rebuild(ctx, index.Candidates, false)
	if err != nil || again.Name() != "recruitd_candidate_v2" || !again.Resumed() {
		t.Fatalf("Rebuild after an interruption = %v, %v; want v2 resumed", again, err)
	}
	if n, err := again.Count(ctx); err != nil || n != 1 {
		t.Errorf("resumed Count = %d, %v; want 1", n, err)
	}
	if n, _ := c.Count(ctx, index.Candidates); n != 2 {
		t.Errorf("while rebuilding, the alias counts %d, want the old 2", n)
	}
	aliasCalls := len(requests(es, http.MethodPost, "/_aliases"))
	if err := again.Switch(ctx); err != nil {
		t.Fatal(err)
	}
	switches := requests(es, http.MethodPost, "/_aliases")[aliasCalls:]
	if len(switches) != 1 {
		t.Fatalf("%d _aliases requests for the switch, want 1", len(switches))
	}
	wantJSON(t, "switch actions", `{"actions": [
		{"remove": {"index": "recruitd_candidate_v1", "alias": "recruitd_candidate"}},
		{"add": {"index": "recruitd_candidate_v2", "alias": "recruitd_candidate"}},
		{"remove": {"index": "recruitd_candidate_v2", "alias": "recruitd_candidate_rebuild"}}
	]}`, switches[0].Body)
	if diff := cmp.Diff([]string{"recruitd_candidate_v2", "recruitd_job_v1"}, es.Indices()); diff != "" {
		t.Errorf("indices after the switch (-want +got):\n%s", diff)
	}
	if n, _ := c.Count(ctx, index.Candidates); n != 1 {
		t.Errorf("after the switch the alias counts %d, want 1: orphan 99 went with v1", n)
	}
	if cur, _ := c.Current(ctx, index.Candidates); cur != "recruitd_candidate_v2" {
		t.Errorf("Current = %q, want recruitd_candidate_v2", cur)
	}
	fresh, err := c.Rebuild(ctx, index.Candidates, true)
	if err != nil || fresh.Name() != "recruitd_candidate_v3" {
		t.Fatalf("a next Rebuild = %v, %v; want v3", fresh, err)
	}
	restarted, err := c.Rebuild(ctx, index.Candidates, true)
	if err != nil || restarted.Name() != "recruitd_candidate_v4" || slices.Contains(es.Indices(), "recruitd_candidate_v3") {
		t.Errorf("Rebuild with restart = %v, %v, indices %v; want v4 and v3 gone", restarted, err, es.Indices())
	}
}

// TestRebuildLegacy checks that an index from before aliases goes in the
// same atomic request that makes the alias of its name.
func TestRebuildLegacy(t *testing.T) {
	es := elastictest.Start(t)
	es.AddIndex("recruitd_job", map[string]any{"properties": map[string]any{}})
	c, err := New(t.Context(), Config{URL: es.URL})
	if err != nil {
		t.Fatal(err)
	}
	r, err := c.Rebuild(t.Context(), index.Jobs, false)
	if err != nil || r.Name() != "recruitd_job_v1" {
		t.Fatalf("Rebuild = %v, %v", r, err)
	}
	if err := r.Switch(t.Context()); err != nil {
		t.Fatal(err)
	}
	if got := es.Alias("recruitd_job"); !slices.Equal(got, []string{"recruitd_job_v1"}) || slices.Contains(es.Indices(), "recruitd_job") {
		t.Errorf("after the switch: alias %v, indices %v", got, es.Indices())
	}
}

func TestDrop(t *testing.T) {
	es := elastictest.Start(t)
	c := ready(t, es, Config{Prefix: "p"})
	ready(t, es, Config{Prefix: "q"})
	for range 2 {
		if err := c.Drop(t.Context()); err != nil {
			t.Fatalf("Drop = %v", err)
		}
	}
	if diff := cmp.Diff([]string{"q_candidate_v1", "q_job_v1"}, es.Indices()); diff != "" {
		t.Errorf("indices after Drop (-want +got):\n%s", diff)
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
