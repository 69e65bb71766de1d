package main

import (
	"bytes"
	"context"
	"encoding/json"
	"hash/fnv"
	"io"
	"net/http"
	"net/http/httptest"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"go.uber.org/zap"
	"go.uber.org/zap/zaptest/observer"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"

	"github.com/recruitd/recruitd/index/elastic/elastictest"
	"github.com/recruitd/recruitd/index/qdrant"
	"github.com/recruitd/recruitd/index/qdrant/qdranttest"
	"github.com/recruitd/recruitd/internal/pgtest"
	"github.com/recruitd/recruitd/records"
)

// embeddings is an OpenAI-compatible /v1/embeddings endpoint on loopback: each model makes
// vectors of its own length, a word's hash counted into them.
type embeddings struct {
	url  string
	mu   sync.Mutex
	sent [][]string // the inputs of each request
}

func startEmbeddings(t *testing.T, dims map[string]int) *embeddings {
	e := &embeddings{}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req struct {
			Input []string `json:"input"`
			Model string   `json:"model"`
		}
		if r.URL.Path != "/v1/embeddings" || json.NewDecoder(r.Body).Decode(&req) != nil || dims[req.Model] == 0 {
			w.WriteHeader(http.StatusBadRequest)
			_, _ = io.WriteString(w, `{"error":{"message":"bad request","type":"invalid_request_error"}}`)
			return
		}
		e.mu.Lock()
		e.sent = append(e.sent, req.Input)
		e.mu.Unlock()
		type datum struct {
			Object    string    `json:"object"`
			Index     int       `json:"index"`
			Embedding []float32 `json:"embedding"`
		}
		out := struct {
			Object string  `json:"object"`
			Data   []datum `json:"data"`
			Model  string  `json:"model"`
			Usage  any     `json:"usage"`
		}{Object: "list", Model: req.Model, Usage: map[string]int{"prompt_tokens": 1, "total_tokens": 1}}
		for i, text := range req.Input {
			v := make([]float32, dims[req.Model])
			for _, word := range strings.Fields(strings.ToLower(text)) {
				h := fnv.New32a()
				h.Write([]byte(word))
				v[h.Sum32()%uint32(len(v))]++
			}
			out.Data = append(out.Data, datum{"embedding", i, v})
		}
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(out)
	}))
	t.Cleanup(srv.Close)
	e.url = srv.URL + "/v1"
	return e
}

func (e *embeddings) requests() [][]string {
	e.mu.Lock()
	defer e.mu.Unlock()
	return slices.Clone(e.sent)
}

// denseSize is the size of the dense vectors of the collection a Qdrant alias names.
func denseSize(q *qdranttest.Server, alias string) uint64 {
	c := q.Collection(alias)
	if c == nil {
		return 0
	}
	return c.Info.GetConfig().GetParams().GetVectorsConfig().GetParamsMap().GetMap()["dense"].GetSize()
}

// TestScaleOut walks the scale-out path with an OpenAI-compatible embedder, Qdrant and
// Elasticsearch, each a server on loopback: serve learns the embedding dimension and makes
// the collections with it, indexes records into both backends (a record with only the
// required fields too), degrades matching when one backend fails; a new embedding model
// stops serve until `reindex --backend` has rebuilt each backend through a new version and
// an alias switch; `index status` compares each backend's count with the stored documents.
func TestScaleOut(t *testing.T) {
	db := pgtest.NewDatabase(t)
	q, es := qdranttest.Start(t), elastictest.Start(t)
	emb := startEmbeddings(t, map[string]int{"small": 12, "large": 16})
	t.Setenv("OPENAI_BASE_URL", emb.url)
	t.Setenv("OPENAI_API_KEY", "sk-test")
	t.Setenv("EMBEDDING_MODEL", "small")
	t.Setenv("QDRANT_URL", q.URL)
	t.Setenv("ELASTICSEARCH_URL", es.URL)
	const token = "rcd_scaleout"
	addr, stop := serveForTest(t, db, token)

	// The dimension was learnt with one probe, before any collection was made.
	if sent := emb.requests(); len(sent) != 1 || len(sent[0]) != 1 {
		t.Errorf("requests to the embedder at start: %v, want one probe of one text", sent)
	}
	if got := denseSize(q, "recruitd_candidate"); got != 12 {
		t.Errorf("Qdrant's candidate collection holds %d-dimensional vectors, want the embedder's 12", got)
	}
	if got := es.Alias("recruitd_job"); !slices.Equal(got, []string{"recruitd_job_v1"}) {
		t.Errorf("Elasticsearch alias recruitd_job names %v, want recruitd_job_v1", got)
	}

	call := func(method, path, body string) (int, string) {
		req, _ := http.NewRequest(method, "http://"+addr+path, strings.NewReader(body))
		req.Header.Set("Authorization", "Bearer "+token)
		req.Header.Set("Content-Type", "application/json")
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, string(b)
	}
	for _, body := range []string{
		`{"firstName":"Ana","lastName":"Ruiz","email":"ana@example.com","statusId":1,"profession":"Registered Nurse","specialty":"ICU","address":{"zip":"78701"}}`,
		`{"firstName":"Min","lastName":"Imal","email":"min@example.com","statusId":1}`,
	} {
		if code, out := call("POST", "/api/candidates", body); code != http.StatusCreated && code != http.StatusOK {
			t.Fatalf("create candidate = %d %s", code, out)
		}
	}
	if code, out := call("POST", "/api/jobs", `{"title":"ICU Registered Nurse","description":"ICU RN, nights.","startDate":1767225600,
		"address":{"zip":"78701"},"employmentType":"CONTRACT","status":"OPEN"}`); code >= 300 {
		t.Fatalf("create job = %d %s", code, out)
	}
	waitFor(t, "both candidates in Qdrant and Elasticsearch", func() bool {
		c, e := q.Collection("recruitd_candidate"), es.Index("recruitd_candidate")
		return c != nil && len(c.Points) == 2 && e != nil && len(e.Docs) == 2
	})
	points := q.Collection("recruitd_candidate").Points
	if v := points[1].GetVectors().GetVectors().GetVectors()["dense"]; len(v.GetDense().GetData()) != 12 {
		t.Errorf("candidate 1 in Qdrant: dense vector %v, want 12 numbers", v)
	}
	if _, ok := points[2].GetVectors().GetVectors().GetVectors()["dense"]; ok {
		t.Error("the candidate with only the required fields has a dense vector in Qdrant, want none")
	}
	if doc := es.Index("recruitd_candidate").Docs["2"]; doc == nil || doc["text"] != nil || doc["status"] == nil {
		t.Errorf("the minimal candidate in Elasticsearch = %v, want its status and no text", doc)
	}

	match := func() (int, string) { return call("POST", "/api/matching/candidates?jobId=1", `{"minScore":0}`) }
	if code, out := match(); code != http.StatusOK {
		t.Errorf("matching = %d %s", code, out)
	}
	es.Override(func(r elastictest.Request) (elastictest.Answer, bool) {
		return elastictest.Answer{Status: 503, Body: `{"error":{"type":"cluster_block_exception","reason":"no master"},"status":503}`},
			strings.HasSuffix(r.Path, "/_search")
	})
	if code, out := match(); code != http.StatusOK {
		t.Errorf("matching with Elasticsearch down = %d %s, want 200 from Qdrant alone", code, out)
	}
	q.Fail("Query", status503(), nil)
	q.Fail("Scroll", status503(), nil)
	if code, out := match(); code != http.StatusServiceUnavailable || !strings.Contains(out, `"error":"unavailable"`) {
		t.Errorf("matching with both down = %d %s, want 503 unavailable", code, out)
	}
	q.Fail("Query", nil, nil)
	q.Fail("Scroll", nil, nil)
	es.Override(nil)
	if out, err := stop(); err != nil {
		t.Fatalf("serve: %v\n%s", err, out)
	}

	// A new embedding model: the stored documents are embedded again, then serve refuses the
	// collections of the old dimension and says what to run.
	t.Setenv("EMBEDDING_MODEL", "large")
	ctx := context.Background()
	var out bytes.Buffer
	if err := run(ctx, []string{"reindex", "--database-url", db}, &out); err != nil {
		t.Fatalf("reindex: %v\n%s", err, out.String())
	}
	err := run(ctx, []string{"serve", "--database-url", db, "--listen", freeAddr(t)}, io.Discard)
	if err == nil || !strings.Contains(err.Error(), "holds 12-dimensional vectors, the embedder makes 16") || !strings.Contains(err.Error(), "reindex --backend qdrant") {
		t.Fatalf("serve with a 16-dimensional model over 12-dimensional collections = %v, want it refused with the reindex to run", err)
	}
	for _, backend := range []string{"qdrant", "elastic"} {
		out.Reset()
		if err := run(ctx, []string{"reindex", "--database-url", db, "--backend", backend}, &out); err != nil {
			t.Fatalf("reindex --backend %s: %v\n%s", backend, err, out.String())
		}
		for _, want := range []string{`candidates: the alias now names recruitd_candidate_v2 \(2 documents of 2 stored\)`, `jobs: the alias now names recruitd_job_v2`} {
			if !regexp.MustCompile(want).MatchString(out.String()) {
				t.Errorf("reindex --backend %s said:\n%s\nwant %s", backend, out.String(), want)
			}
		}
	}
	if got := denseSize(q, "recruitd_candidate"); got != 16 || q.Alias("recruitd_candidate") != "recruitd_candidate_v2" {
		t.Errorf("after the rebuild the alias names %q of %d dimensions, want recruitd_candidate_v2 of 16", q.Alias("recruitd_candidate"), got)
	}
	if got := q.Collections(); !slices.Equal(got, []string{"recruitd_candidate_v2", "recruitd_job_v2"}) {
		t.Errorf("Qdrant collections after the rebuild: %v, want only the new versions", got)
	}
	if got := es.Indices(); !slices.Equal(got, []string{"recruitd_candidate_v2", "recruitd_job_v2"}) {
		t.Errorf("Elasticsearch indices after the rebuild: %v, want only the new versions", got)
	}

	out.Reset()
	if err := run(ctx, []string{"index", "status", "--database-url", db}, &out); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`qdrant candidates\s+recruitd_candidate_v2: 2 documents, 2 stored`, `elastic jobs\s+recruitd_job_v2: 1 documents, 1 stored`} {
		if !regexp.MustCompile(want).MatchString(out.String()) {
			t.Errorf("index status lacks %s:\n%s", want, out.String())
		}
	}
	// A wiped collection shows as missing documents.
	delete(q.Collection("recruitd_candidate").Points, 1)
	out.Reset()
	if err := run(ctx, []string{"index", "status", "--database-url", db}, &out); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "MISSING 1: run `recruitd reindex --backend qdrant`") {
		t.Errorf("index status over a collection missing a document:\n%s", out.String())
	}
	// serve says so at start too.
	pool, err := pgxpool.New(ctx, db)
	if err != nil {
		t.Fatal(err)
	}
	defer pool.Close()
	store := records.NewStore(pool)
	if err := store.SetCursor(ctx, "reindex:elasticsearch:job", 7); err != nil { // as an interrupted rebuild leaves it
		t.Fatal(err)
	}
	out.Reset()
	if err := run(ctx, []string{"index", "status", "--database-url", db}, &out); err != nil {
		t.Fatal(err)
	}
	if !regexp.MustCompile(`interrupted reindex of elasticsearch jobs\s+resumes after id 7`).MatchString(out.String()) {
		t.Errorf("index status lacks the interrupted rebuild:\n%s", out.String())
	}
	if err := store.SetCursor(ctx, "reindex:elasticsearch:job", 0); err != nil {
		t.Fatal(err)
	}
	qc, err := qdrant.New(ctx, qdrant.Config{URL: q.URL, Dimension: 16})
	if err != nil {
		t.Fatal(err)
	}
	defer qc.Close()
	core, logs := observer.New(zap.WarnLevel)
	warnPartial(ctx, store, zap.New(core), qc)
	if entries := logs.All(); len(entries) != 1 || entries[0].ContextMap()["held"] != int64(1) || entries[0].ContextMap()["stored"] != int64(2) {
		t.Errorf("warnings at start over a collection missing a document: %+v, want one: 1 held of 2", entries)
	}

	_, stop = serveForTest(t, db, token)
	if out, err := stop(); err != nil {
		t.Errorf("serve after the rebuild: %v\n%s", err, out)
	}
}

// status503 is Qdrant's answer when it cannot serve.
func status503() error { return status.Error(codes.Unavailable, "Service unavailable") }

func waitFor(t *testing.T, what string, ok func() bool) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for !ok() {
		if time.Now().After(deadline) {
			t.Fatalf("%s: not within 20 s", what)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// TestServeHelpListsSettings checks that `serve -h` names every scale-out setting.
func TestServeHelpListsSettings(t *testing.T) {
	var out bytes.Buffer
	if err := run(context.Background(), []string{"serve", "-h"}, &out); err != nil { // -h is a success (exit 0)
		t.Fatalf("serve -h = %v", err)
	}
	for _, want := range []string{"QDRANT_URL", "QDRANT_API_KEY", "QDRANT_CA_FILE", "QDRANT_TIMEOUT", "ELASTICSEARCH_URL",
		"ELASTICSEARCH_API_KEY", "ELASTICSEARCH_USERNAME", "ELASTICSEARCH_PASSWORD", "ELASTICSEARCH_CA_FILE",
		"ELASTICSEARCH_CA_FINGERPRINT", "ELASTICSEARCH_TIMEOUT", "INDEX_PREFIX", "EMBEDDING_DIMENSION", "EMBEDDING_MODEL", "OPENAI_BASE_URL"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("serve -h lacks %s:\n%s", want, out.String())
		}
	}
}
