package embed

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"net/http"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"github.com/recruitd/recruitd"
	openai "github.com/sashabaranov/go-openai"
)

// OpenAIConfig configures an OpenAI embedder. Only Model is required.
type OpenAIConfig struct {
	// BaseURL is the API root that "/embeddings" is appended to, e.g.
	// "http://localhost:11434/v1" for Ollama. Empty means OpenAI's,
	// "https://api.openai.com/v1".
	BaseURL string
	// APIKey is sent as a bearer token when set.
	APIKey string
	// Model is the model the endpoint is asked for, e.g.
	// "text-embedding-3-small".
	Model string
	// Dimensions, when set, is sent to ask the model for vectors of that
	// length (text-embedding-3 models can shorten theirs, as can a few others;
	// most refuse the parameter), and is the length every vector must have.
	// Zero lets the model choose, and the first answer fixes the length.
	Dimensions int
	// KnownDimension, when set, is the length the model's vectors have
	// (EMBEDDING_DIMENSION): Dimension reports it before any answer, and every
	// answer must match it. It is not sent. Dimensions, when set, wins.
	KnownDimension int
	// BatchSize is the most texts sent in one request; 0 means 64.
	BatchSize int
	// MaxRetries is how many times a request that failed for a reason that
	// may pass (HTTP 408, 429 or 5xx, a network error, a timeout) is tried
	// again; 0 means 4, a negative number none.
	MaxRetries int
	// Backoff is the wait before the first retry, doubled for each further
	// one up to 30 s, each wait drawn at random between its half and its
	// whole; 0 means 500 ms. A Retry-After header from the endpoint takes its
	// place.
	Backoff time.Duration
	// Timeout bounds each request; 0 means 60 s.
	Timeout time.Duration
}

// Defaults of OpenAIConfig.
const (
	defaultBatchSize  = 64
	defaultMaxRetries = 4
	defaultBackoff    = 500 * time.Millisecond
	defaultTimeout    = 60 * time.Second
)

// maxBackoff caps the doubling backoff.
const maxBackoff = 30 * time.Second

// maxRetryAfter is the longest Retry-After that Embed waits out. An endpoint
// that asks for longer (an exhausted daily quota) is unavailable for now, and
// holding a request or the indexer for it helps no one.
const maxRetryAfter = time.Minute

// OpenAI embeds texts with an OpenAI-compatible /embeddings endpoint (OpenAI,
// vLLM, Ollama, llama.cpp server, or any other that takes a bearer token). It sends texts in batches, one batch
// at a time, retries failures that may pass with exponential backoff, checks
// every vector's length and normalises it. It is safe for concurrent use.
type OpenAI struct {
	client  *openai.Client
	model   string
	request int // the dimensions parameter sent, 0 for none
	batch   int
	retries int
	backoff time.Duration
	timeout time.Duration
	dim     atomic.Int64 // 0 until configured or fixed by the first answer
}

var _ Embedder = (*OpenAI)(nil)

// NewOpenAI returns an embedder for the endpoint cfg describes. It does not
// contact the endpoint. It fails when cfg names no model or holds a negative
// size.
func NewOpenAI(cfg OpenAIConfig) (*OpenAI, error) {
	if cfg.Model == "" {
		return nil, errors.New("openai embedder: no model")
	}
	if cfg.Dimensions < 0 || cfg.KnownDimension < 0 || cfg.BatchSize < 0 {
		return nil, fmt.Errorf("openai embedder: negative dimensions (%d, %d) or batch size (%d)", cfg.Dimensions, cfg.KnownDimension, cfg.BatchSize)
	}
	client := openai.DefaultConfig(cfg.APIKey)
	if cfg.BaseURL != "" {
		client.BaseURL = cfg.BaseURL
	}
	client.HTTPClient = retryAfterRecorder{&http.Client{}}
	o := &OpenAI{
		client:  openai.NewClientWithConfig(client),
		model:   cfg.Model,
		request: cfg.Dimensions,
		batch:   orDefault(cfg.BatchSize, defaultBatchSize),
		retries: max(orDefault(cfg.MaxRetries, defaultMaxRetries), 0),
		backoff: orDefault(cfg.Backoff, defaultBackoff),
		timeout: orDefault(cfg.Timeout, defaultTimeout),
	}
	o.dim.Store(int64(cmp.Or(cfg.Dimensions, cfg.KnownDimension)))
	return o, nil
}

func orDefault[T int | time.Duration](v, def T) T {
	if v == 0 {
		return def
	}
	return v
}

// Model returns the configured model, followed by "@" and the dimension when
// one is asked for ("text-embedding-3-large@1024"): the same model shortened
// to another length makes vectors that do not compare.
func (o *OpenAI) Model() string {
	if o.request == 0 {
		return o.model
	}
	return o.model + "@" + strconv.Itoa(o.request)
}

// Dimension returns the configured dimension or, without one, the length of
// the vectors of the endpoint's first answer: 0 before it.
func (o *OpenAI) Dimension() int { return int(o.dim.Load()) }

// Embed returns the vector of each text. Blank texts are not sent: they get
// no vector (nil). It fails with a *recruitd.Error of code
// recruitd.Unavailable when a request fails for good: at once on an answer
// that retrying cannot change (HTTP 400, 401, 404...) or a Retry-After over a
// minute, after MaxRetries retries otherwise. An answer that does not hold one
// vector of the expected length per text is an internal error.
func (o *OpenAI) Embed(ctx context.Context, texts []string) ([][]float32, error) {
	out := make([][]float32, len(texts))
	var send []int // indices of the texts to send
	for i, t := range texts {
		if strings.TrimSpace(t) != "" {
			send = append(send, i)
		}
	}
	batches := (len(send) + o.batch - 1) / o.batch
	for b := range batches {
		idx := send[b*o.batch : min((b+1)*o.batch, len(send))]
		batch := make([]string, len(idx))
		for j, i := range idx {
			batch[j] = texts[i]
		}
		vecs, err := o.embedBatch(ctx, batch)
		if err != nil {
			return nil, fmt.Errorf("embed batch %d of %d: %w", b+1, batches, err)
		}
		for j, i := range idx {
			out[i] = vecs[j]
		}
	}
	return out, nil
}

// embedBatch embeds texts in one request, tried again while it fails for a
// reason that may pass.
func (o *OpenAI) embedBatch(ctx context.Context, texts []string) ([][]float32, error) {
	req := openai.EmbeddingRequestStrings{
		Input:      texts,
		Model:      openai.EmbeddingModel(o.model),
		Dimensions: o.request,
	}
	for attempt := 0; ; attempt++ {
		resp, retryAfter, err := o.send(ctx, req)
		if err == nil {
			return o.vectors(resp, len(texts))
		}
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		if !retryable(err) || attempt == o.retries || retryAfter > maxRetryAfter {
			return nil, fmt.Errorf("%d attempts: %w: %w", attempt+1,
				&recruitd.Error{Code: recruitd.Unavailable, Message: "embedding service unavailable"}, err)
		}
		wait := retryAfter
		if wait == 0 {
			wait = o.backoffBefore(attempt + 1)
		}
		if err := sleep(ctx, wait); err != nil {
			return nil, err
		}
	}
}

// send makes one request, and reports the Retry-After of a failed one.
func (o *OpenAI) send(ctx context.Context, req openai.EmbeddingRequestStrings) (openai.EmbeddingResponse, time.Duration, error) {
	ctx, cancel := context.WithTimeout(ctx, o.timeout)
	defer cancel()
	var retryAfter time.Duration
	resp, err := o.client.CreateEmbeddings(context.WithValue(ctx, retryAfterKey{}, &retryAfter), req)
	return resp, retryAfter, err
}

// vectors checks that resp holds one vector of the expected length for each
// of n texts, and returns them normalised, in the order of the texts.
func (o *OpenAI) vectors(resp openai.EmbeddingResponse, n int) ([][]float32, error) {
	if len(resp.Data) != n {
		return nil, fmt.Errorf("endpoint answered %d embeddings for %d texts", len(resp.Data), n)
	}
	out := make([][]float32, n)
	for _, d := range resp.Data {
		if d.Index < 0 || d.Index >= n || out[d.Index] != nil {
			return nil, fmt.Errorf("endpoint answered an embedding for text %d of %d twice or out of range", d.Index, n)
		}
		got := len(d.Embedding)
		if got == 0 {
			return nil, fmt.Errorf("endpoint answered an empty embedding for text %d", d.Index)
		}
		if !o.dim.CompareAndSwap(0, int64(got)) {
			if want := o.Dimension(); got != want {
				return nil, fmt.Errorf("model %s answered a vector of dimension %d for text %d, want %d (a model of another dimension needs recruitd reindex)",
					o.model, got, d.Index, want)
			}
		}
		normalize(d.Embedding)
		out[d.Index] = d.Embedding
	}
	return out, nil
}

// retryable reports whether a request that failed with err may succeed if
// tried again: on an HTTP status that says so, and on any failure to get an
// answer at all (network errors, timeouts, a cut-off body).
func retryable(err error) bool {
	var reqErr *openai.RequestError
	if errors.As(err, &reqErr) {
		return retryableStatus(reqErr.HTTPStatusCode)
	}
	var apiErr *openai.APIError
	if errors.As(err, &apiErr) {
		return retryableStatus(apiErr.HTTPStatusCode)
	}
	return true
}

func retryableStatus(status int) bool {
	return status == http.StatusRequestTimeout || status == http.StatusTooManyRequests || status >= 500
}

// backoffBefore returns the wait before retry number n (from 1): Backoff
// doubled n-1 times, capped, then drawn between its half and its whole so that
// clients failed together do not retry together.
func (o *OpenAI) backoffBefore(n int) time.Duration {
	d := maxBackoff
	if n <= 16 {
		d = min(o.backoff<<(n-1), maxBackoff)
	}
	return d/2 + rand.N(d/2+1)
}

func sleep(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}

// retryAfterKey is the context key under which send asks retryAfterRecorder
// for a failed answer's Retry-After: go-openai's errors do not carry headers.
type retryAfterKey struct{}

// retryAfterRecorder is the HTTP client go-openai sends through.
type retryAfterRecorder struct {
	client *http.Client
}

func (r retryAfterRecorder) Do(req *http.Request) (*http.Response, error) {
	resp, err := r.client.Do(req)
	if err != nil || resp.StatusCode < 400 {
		return resp, err
	}
	if p, ok := req.Context().Value(retryAfterKey{}).(*time.Duration); ok {
		*p = parseRetryAfter(resp.Header.Get("Retry-After"), time.Now())
	}
	return resp, nil
}

// parseRetryAfter returns the wait a Retry-After header asks for, in seconds
// or as an HTTP date, or 0 when it asks for none or cannot be read.
func parseRetryAfter(v string, now time.Time) time.Duration {
	if v == "" {
		return 0
	}
	if s, err := strconv.Atoi(v); err == nil {
		return time.Duration(min(max(s, 0), math.MaxInt32)) * time.Second
	}
	if t, err := http.ParseTime(v); err == nil {
		return max(t.Sub(now), 0)
	}
	return 0
}
