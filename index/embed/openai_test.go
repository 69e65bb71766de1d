package embed_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"net/http"
	"net/http/httptest"
	"os"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/index/embed"
)

// embeddingRequest is the body of POST /v1/embeddings as OpenAI documents it.
type embeddingRequest struct {
	Model          string   `json:"model"`
	Input          []string `json:"input"`
	Dimensions     int      `json:"dimensions,omitempty"`
	EncodingFormat string   `json:"encoding_format,omitempty"`
	User           string   `json:"user,omitempty"`
}

type embeddingData struct {
	Object    string    `json:"object"`
	Index     int       `json:"index"`
	Embedding []float32 `json:"embedding"`
}

// fakeEndpoint speaks OpenAI's /v1/embeddings API. It embeds with Builtin,
// cut to the dimensions asked for and scaled by 3 so that the client must
// normalise, and answers in reverse order so that the client must sort by
// index.
type fakeEndpoint struct {
	t   *testing.T
	url string
	// answer, when set, may answer request n (from 0) itself: it returns
	// false to let the fake answer.
	answer func(n int, w http.ResponseWriter, req embeddingRequest) bool

	mu       sync.Mutex
	received []embeddingRequest
}

const testKey = "test-key"

func newFakeEndpoint(t *testing.T, answer func(n int, w http.ResponseWriter, req embeddingRequest) bool) *fakeEndpoint {
	f := &fakeEndpoint{t: t, answer: answer}
	srv := httptest.NewServer(http.HandlerFunc(f.serve))
	t.Cleanup(srv.Close)
	f.url = srv.URL + "/v1"
	return f
}

func (f *fakeEndpoint) serve(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost || r.URL.Path != "/v1/embeddings" {
		apiError(w, http.StatusNotFound, "no route "+r.Method+" "+r.URL.Path)
		return
	}
	if r.Header.Get("Authorization") != "Bearer "+testKey {
		apiError(w, http.StatusUnauthorized, "Incorrect API key provided")
		return
	}
	dec := json.NewDecoder(r.Body)
	dec.DisallowUnknownFields()
	var req embeddingRequest
	if err := dec.Decode(&req); err != nil {
		apiError(w, http.StatusBadRequest, err.Error())
		return
	}
	f.mu.Lock()
	f.received = append(f.received, req)
	n := len(f.received) - 1
	f.mu.Unlock()
	if f.answer != nil && f.answer(n, w, req) {
		return
	}
	data := fakeEmbeddings(f.t, req)
	slices.Reverse(data)
	writeEmbeddings(w, req.Model, data)
}

// fakeEmbeddings returns what the fake answers to req, in input order.
func fakeEmbeddings(t *testing.T, req embeddingRequest) []embeddingData {
	vecs, err := embed.Builtin{}.Embed(context.Background(), req.Input)
	if err != nil {
		t.Errorf("fake endpoint: %v", err)
	}
	data := make([]embeddingData, len(vecs))
	for i, v := range vecs {
		if req.Dimensions > 0 {
			v = v[:req.Dimensions]
		}
		for j := range v {
			v[j] *= 3
		}
		data[i] = embeddingData{Object: "embedding", Index: i, Embedding: v}
	}
	return data
}

func writeEmbeddings(w http.ResponseWriter, model string, data []embeddingData) {
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(map[string]any{
		"object": "list",
		"data":   data,
		"model":  model,
		"usage":  map[string]int{"prompt_tokens": 1, "total_tokens": 1},
	})
}

func apiError(w http.ResponseWriter, status int, message string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(map[string]any{
		"error": map[string]any{"message": message, "type": "invalid_request_error", "code": nil},
	})
}

func (f *fakeEndpoint) requests() []embeddingRequest {
	f.mu.Lock()
	defer f.mu.Unlock()
	return slices.Clone(f.received)
}

// batchSizes returns the number of texts of each request received.
func (f *fakeEndpoint) batchSizes() []int {
	var sizes []int
	for _, r := range f.requests() {
		sizes = append(sizes, len(r.Input))
	}
	return sizes
}

// newOpenAI returns an embedder of f's endpoint with fast retries, edited by
// edit.
func newOpenAI(t *testing.T, f *fakeEndpoint, edit func(*embed.OpenAIConfig)) *embed.OpenAI {
	t.Helper()
	cfg := embed.OpenAIConfig{BaseURL: f.url, APIKey: testKey, Model: "test-embed", Backoff: time.Millisecond}
	if edit != nil {
		edit(&cfg)
	}
	e, err := embed.NewOpenAI(cfg)
	if err != nil {
		t.Fatalf("NewOpenAI(%+v) = %v", cfg, err)
	}
	return e
}

// wantVectors returns what an OpenAI embedder must return for texts from the
// fake: Builtin's vectors, cut to dim and normalised.
func wantVectors(t *testing.T, dim int, texts ...string) [][]float32 {
	t.Helper()
	vecs := mustEmbed(t, embed.Builtin{}, texts...)
	for i, v := range vecs {
		if v == nil {
			continue // a blank: no vector
		}
		v = v[:dim]
		var n float64
		for _, x := range v {
			n += float64(x) * float64(x)
		}
		if n > 0 {
			for j := range v {
				v[j] = float32(float64(v[j]) / math.Sqrt(n))
			}
		}
		vecs[i] = v
	}
	return vecs
}

func checkVectors(t *testing.T, got, want [][]float32) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("got %d vectors, want %d", len(got), len(want))
	}
	for i := range want {
		if d := maxDiff(got[i], want[i]); d > 1e-6 {
			t.Errorf("vector %d differs from the fake's by %g", i, d)
		}
	}
}

func manyTexts(n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = fmt.Sprintf("resume %d: %s", i, resumes[[]string{"icu-rn", "software", "welder", "truck", "accountant"}[i%5]])
	}
	return out
}

func TestOpenAIContract(t *testing.T) {
	testContract(t, newOpenAI(t, newFakeEndpoint(t, nil), nil), 0)
}

// TestOpenAIEndpoint runs the contract against a real endpoint.
func TestOpenAIEndpoint(t *testing.T) {
	baseURL, model := os.Getenv("OPENAI_BASE_URL"), os.Getenv("EMBEDDING_MODEL")
	if baseURL == "" {
		t.Skip("OPENAI_BASE_URL not set: set it, OPENAI_API_KEY and EMBEDDING_MODEL to run the contract against a real embedding endpoint")
	}
	if model == "" {
		t.Skip("EMBEDDING_MODEL not set: set it to the embedding model to run the contract against at OPENAI_BASE_URL")
	}
	e, err := embed.NewOpenAI(embed.OpenAIConfig{BaseURL: baseURL, APIKey: os.Getenv("OPENAI_API_KEY"), Model: model})
	if err != nil {
		t.Fatal(err)
	}
	testContract(t, e, 1e-3)
}

func TestOpenAIRequest(t *testing.T) {
	tests := []struct {
		name       string
		dimensions int
		wantModel  string
		wantDim    int
	}{
		{"model's dimension", 0, "test-embed", embed.BuiltinDimension},
		{"dimension asked for", 256, "test-embed@256", 256},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := newFakeEndpoint(t, nil)
			e := newOpenAI(t, f, func(c *embed.OpenAIConfig) { c.Dimensions = tt.dimensions })
			in := []string{jobs["welder"], resumes["welder"]}
			got, err := e.Embed(context.Background(), in)
			if err != nil {
				t.Fatalf("Embed = %v", err)
			}
			checkVectors(t, got, wantVectors(t, tt.wantDim, in...))
			want := []embeddingRequest{{Model: "test-embed", Input: in, Dimensions: tt.dimensions}}
			if diff := cmp.Diff(want, f.requests()); diff != "" {
				t.Errorf("requests (-want +got):\n%s", diff)
			}
			if e.Model() != tt.wantModel || e.Dimension() != tt.wantDim {
				t.Errorf("Model(), Dimension() = %q, %d; want %q, %d", e.Model(), e.Dimension(), tt.wantModel, tt.wantDim)
			}
		})
	}
}

func TestOpenAIBatching(t *testing.T) {
	tests := []struct {
		name      string
		texts     []string
		batchSize int
		want      []int
	}{
		{"default size", manyTexts(150), 0, []int{64, 64, 22}},
		{"size set", manyTexts(150), 50, []int{50, 50, 50}},
		{"one batch", manyTexts(3), 0, []int{3}},
		{"blanks not sent", []string{"welder", "", "nurse", "  ", "driver"}, 2, []int{2, 1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := newFakeEndpoint(t, nil)
			got, err := newOpenAI(t, f, func(c *embed.OpenAIConfig) { c.BatchSize = tt.batchSize }).Embed(context.Background(), tt.texts)
			if err != nil {
				t.Fatalf("Embed = %v", err)
			}
			checkVectors(t, got, wantVectors(t, embed.BuiltinDimension, tt.texts...))
			if diff := cmp.Diff(tt.want, f.batchSizes()); diff != "" {
				t.Errorf("texts per request (-want +got):\n%s", diff)
			}
		})
	}
}

// TestOpenAIOrder checks that vectors are put back in the order of the texts
// by their index, whatever order the endpoint answers in.
func TestOpenAIOrder(t *testing.T) {
	f := newFakeEndpoint(t, func(_ int, w http.ResponseWriter, req embeddingRequest) bool {
		data := fakeEmbeddings(t, req)
		order := []int{2, 0, 3, 1}
		writeEmbeddings(w, req.Model, []embeddingData{data[order[0]], data[order[1]], data[order[2]], data[order[3]]})
		return true
	})
	in := []string{jobs["icu-rn"], jobs["software"], jobs["welder"], jobs["truck"]}
	got, err := newOpenAI(t, f, nil).Embed(context.Background(), in)
	if err != nil {
		t.Fatalf("Embed = %v", err)
	}
	checkVectors(t, got, wantVectors(t, embed.BuiltinDimension, in...))
}

// TestOpenAIBlank checks that blank texts are not sent and get no vector.
func TestOpenAIBlank(t *testing.T) {
	f := newFakeEndpoint(t, nil)
	got, err := newOpenAI(t, f, nil).Embed(context.Background(), []string{"", " \n"})
	if err != nil {
		t.Fatalf("Embed = %v", err)
	}
	for i, v := range got {
		if v != nil {
			t.Errorf("vector %d: %d entries, want no vector", i, len(v))
		}
	}
	if len(got) != 2 || len(f.batchSizes()) != 0 {
		t.Errorf("Embed of 2 blanks = %d vectors after %d requests, want 2 after none", len(got), len(f.batchSizes()))
	}
}

// TestProbe checks that Probe learns an endpoint's dimension with one request
// when nothing configures it, and asks nothing when EMBEDDING_DIMENSION
// (KnownDimension) or the dimensions parameter does.
func TestProbe(t *testing.T) {
	tests := []struct {
		name     string
		cfg      func(*embed.OpenAIConfig)
		wantDim  int
		wantSent []int
	}{
		{"learnt", nil, embed.BuiltinDimension, []int{1}},
		{"known", func(c *embed.OpenAIConfig) { c.KnownDimension = embed.BuiltinDimension }, embed.BuiltinDimension, nil},
		{"asked for", func(c *embed.OpenAIConfig) { c.Dimensions = 128 }, 128, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := newFakeEndpoint(t, nil)
			e := newOpenAI(t, f, tt.cfg)
			dim, err := embed.Probe(context.Background(), e)
			if err != nil || dim != tt.wantDim || e.Dimension() != tt.wantDim {
				t.Errorf("Probe = %d, %v, then Dimension() = %d; want %d", dim, err, e.Dimension(), tt.wantDim)
			}
			if diff := cmp.Diff(tt.wantSent, f.batchSizes()); diff != "" {
				t.Errorf("texts per request (-want +got):\n%s", diff)
			}
		})
	}

	// A known dimension the model does not make fails the first answer.
	f := newFakeEndpoint(t, nil)
	e := newOpenAI(t, f, func(c *embed.OpenAIConfig) { c.KnownDimension = 1536 })
	if _, err := e.Embed(context.Background(), []string{"ICU nurse"}); err == nil {
		t.Errorf("Embed with EMBEDDING_DIMENSION 1536 from a %d-dimensional model = nil error, want one", embed.BuiltinDimension)
	}

	// An endpoint that is down makes Probe fail as unavailable.
	down := newFakeEndpoint(t, failing(-1, http.StatusServiceUnavailable, ""))
	_, err := embed.Probe(context.Background(), newOpenAI(t, down, func(c *embed.OpenAIConfig) { c.MaxRetries = -1 }))
	if code := recruitd.ErrorCode(err); code != recruitd.Unavailable {
		t.Errorf("Probe of an endpoint that is down = %v (code %q), want code %q", err, code, recruitd.Unavailable)
	}
}

// failing returns an answer function that fails the first n requests with
// the status, or for ever when n < 0.
func failing(n, status int, retryAfter string) func(int, http.ResponseWriter, embeddingRequest) bool {
	return func(i int, w http.ResponseWriter, _ embeddingRequest) bool {
		if n >= 0 && i >= n {
			return false
		}
		if retryAfter != "" {
			w.Header().Set("Retry-After", retryAfter)
		}
		apiError(w, status, "failing on purpose")
		return true
	}
}

func TestOpenAIRetries(t *testing.T) {
	tests := []struct {
		name         string
		answer       func(int, http.ResponseWriter, embeddingRequest) bool
		edit         func(*embed.OpenAIConfig)
		wantRequests int
	}{
		{"429 twice", failing(2, http.StatusTooManyRequests, ""), nil, 3},
		{"500", failing(1, http.StatusInternalServerError, ""), nil, 2},
		{"503 thrice", failing(3, http.StatusServiceUnavailable, ""), nil, 4},
		{"plain-text 502", func(n int, w http.ResponseWriter, _ embeddingRequest) bool {
			if n > 0 {
				return false
			}
			http.Error(w, "bad gateway", http.StatusBadGateway)
			return true
		}, nil, 2},
		{"connection dropped", func(n int, w http.ResponseWriter, _ embeddingRequest) bool {
			if n > 0 {
				return false
			}
			conn, _, err := http.NewResponseController(w).Hijack()
			if err != nil {
				t.Errorf("hijack: %v", err)
				return false
			}
			conn.Close()
			return true
		}, nil, 2},
		{"timeout", func(n int, w http.ResponseWriter, _ embeddingRequest) bool {
			if n > 0 {
				return false
			}
			time.Sleep(300 * time.Millisecond)
			return true
		}, func(c *embed.OpenAIConfig) { c.Timeout = 50 * time.Millisecond }, 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := newFakeEndpoint(t, tt.answer)
			in := []string{jobs["truck"], resumes["truck"]}
			got, err := newOpenAI(t, f, tt.edit).Embed(context.Background(), in)
			if err != nil {
				t.Fatalf("Embed = %v", err)
			}
			checkVectors(t, got, wantVectors(t, embed.BuiltinDimension, in...))
			if got := len(f.requests()); got != tt.wantRequests {
				t.Errorf("requests = %d, want %d", got, tt.wantRequests)
			}
		})
	}
}

func TestOpenAIRetryAfter(t *testing.T) {
	f := newFakeEndpoint(t, failing(1, http.StatusTooManyRequests, "1"))
	start := time.Now()
	if _, err := newOpenAI(t, f, nil).Embed(context.Background(), []string{"welder"}); err != nil {
		t.Fatalf("Embed = %v", err)
	}
	if waited := time.Since(start); waited < time.Second {
		t.Errorf("Embed retried after %v, want the 1s of Retry-After", waited)
	}
	if got := len(f.requests()); got != 2 {
		t.Errorf("requests = %d, want 2", got)
	}
}

func TestOpenAIGivesUp(t *testing.T) {
	tests := []struct {
		name         string
		answer       func(int, http.ResponseWriter, embeddingRequest) bool
		maxRetries   int
		wantRequests int
	}{
		{"retries spent", failing(-1, http.StatusServiceUnavailable, ""), 2, 3},
		{"default retries spent", failing(-1, http.StatusTooManyRequests, ""), 0, 5},
		{"no retries", failing(-1, http.StatusInternalServerError, ""), -1, 1},
		{"bad request", failing(-1, http.StatusBadRequest, ""), 4, 1},
		{"bad key", failing(-1, http.StatusUnauthorized, ""), 4, 1},
		{"Retry-After of an hour", failing(-1, http.StatusTooManyRequests, "3600"), 4, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := newFakeEndpoint(t, tt.answer)
			e := newOpenAI(t, f, func(c *embed.OpenAIConfig) { c.MaxRetries = tt.maxRetries })
			_, err := e.Embed(context.Background(), []string{"welder"})
			if code := recruitd.ErrorCode(err); code != recruitd.Unavailable {
				t.Errorf("Embed = %v (code %q), want code %q", err, code, recruitd.Unavailable)
			}
			if got := len(f.requests()); got != tt.wantRequests {
				t.Errorf("requests = %d, want %d", got, tt.wantRequests)
			}
		})
	}
}

// TestOpenAICanceled checks that an Embed canceled while it waits to retry
// returns at once, with the context's error.
func TestOpenAICanceled(t *testing.T) {
	f := newFakeEndpoint(t, failing(-1, http.StatusServiceUnavailable, ""))
	e := newOpenAI(t, f, func(c *embed.OpenAIConfig) { c.Backoff = time.Minute })
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	start := time.Now()
	_, err := e.Embed(ctx, []string{"welder"})
	if !errors.Is(err, context.DeadlineExceeded) || recruitd.ErrorCode(err) == recruitd.Unavailable {
		t.Errorf("Embed = %v, want context.DeadlineExceeded", err)
	}
	if took := time.Since(start); took > 5*time.Second {
		t.Errorf("Embed took %v to notice its context ended", took)
	}
}

// TestOpenAIBadAnswer checks that answers no retry can mend are internal
// errors, not unavailability.
func TestOpenAIBadAnswer(t *testing.T) {
	answerWith := func(edit func([]embeddingData) []embeddingData) func(int, http.ResponseWriter, embeddingRequest) bool {
		return func(_ int, w http.ResponseWriter, req embeddingRequest) bool {
			writeEmbeddings(w, req.Model, edit(fakeEmbeddings(t, req)))
			return true
		}
	}
	tests := []struct {
		name       string
		answer     func(int, http.ResponseWriter, embeddingRequest) bool
		dimensions int
	}{
		{"dimension not the one asked for", answerWith(func(d []embeddingData) []embeddingData {
			d[1].Embedding = append(d[1].Embedding, 1)
			return d
		}), 256},
		{"dimensions differ", answerWith(func(d []embeddingData) []embeddingData {
			d[1].Embedding = d[1].Embedding[:100]
			return d
		}), 0},
		{"empty vector", answerWith(func(d []embeddingData) []embeddingData {
			d[0].Embedding = nil
			return d
		}), 0},
		{"vector missing", answerWith(func(d []embeddingData) []embeddingData { return d[:1] }), 0},
		{"index repeated", answerWith(func(d []embeddingData) []embeddingData {
			d[1].Index = 0
			return d
		}), 0},
		{"index out of range", answerWith(func(d []embeddingData) []embeddingData {
			d[1].Index = 2
			return d
		}), 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := newFakeEndpoint(t, tt.answer)
			e := newOpenAI(t, f, func(c *embed.OpenAIConfig) { c.Dimensions = tt.dimensions })
			_, err := e.Embed(context.Background(), []string{"welder", "nurse"})
			if code := recruitd.ErrorCode(err); code != recruitd.Internal {
				t.Errorf("Embed = %v (code %q), want an internal error", err, code)
			}
			if got := len(f.requests()); got != 1 {
				t.Errorf("requests = %d, want 1: a bad answer is not retried", got)
			}
		})
	}
}

// TestOpenAIDimensionChange checks that the first answer fixes the dimension
// for later calls.
func TestOpenAIDimensionChange(t *testing.T) {
	f := newFakeEndpoint(t, func(n int, w http.ResponseWriter, req embeddingRequest) bool {
		if n == 0 {
			return false
		}
		req.Dimensions = 128 // as if the endpoint now served another model
		writeEmbeddings(w, req.Model, fakeEmbeddings(t, req))
		return true
	})
	e := newOpenAI(t, f, nil)
	if _, err := e.Embed(context.Background(), []string{"welder"}); err != nil {
		t.Fatalf("first Embed = %v", err)
	}
	if _, err := e.Embed(context.Background(), []string{"nurse"}); err == nil {
		t.Errorf("Embed after the endpoint changed dimension = nil error, want one")
	}
	if got := e.Dimension(); got != embed.BuiltinDimension {
		t.Errorf("Dimension() = %d, want the first answer's %d", got, embed.BuiltinDimension)
	}
}

func TestNewOpenAIRejects(t *testing.T) {
	tests := []struct {
		name string
		cfg  embed.OpenAIConfig
	}{
		{"no model", embed.OpenAIConfig{}},
		{"negative dimensions", embed.OpenAIConfig{Model: "m", Dimensions: -1}},
		{"negative batch size", embed.OpenAIConfig{Model: "m", BatchSize: -1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := embed.NewOpenAI(tt.cfg); err == nil {
				t.Errorf("NewOpenAI(%+v) = nil error, want one", tt.cfg)
			}
		})
	}
}
