// Package llmchat asks an OpenAI-compatible chat completions endpoint (OpenAI,
// Azure, vLLM, Ollama, llama.cpp server) for an answer constrained by a
// strict JSON schema, at temperature 0. It owns the wire protocol: it is the
// one package that imports go-openai, and it decides which failures are
// retried and which make the model unavailable.
package llmchat

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"strings"
	"sync/atomic"
	"time"
	"unicode/utf8"

	openai "github.com/sashabaranov/go-openai"

	"github.com/recruitd/recruitd"
)

// Config configures a Client. Only Model is required.
type Config struct {
	// BaseURL is the API root that "/chat/completions" is appended to, e.g.
	// "http://localhost:8000/v1" for vLLM; empty means OpenAI's.
	BaseURL string
	// APIKey is sent as a bearer token when set.
	APIKey string
	// Model is the chat model asked, e.g. "gpt-4o-mini".
	Model string
	// Timeout bounds one Complete, retries included; 0 leaves it to the
	// caller's context.
	Timeout time.Duration
	// MaxRetries is how many times a request that failed for a reason that
	// may pass (HTTP 408, 429 or 5xx, a network error) is tried again; 0
	// means 2, a negative number none.
	MaxRetries int
	// Backoff is the wait before the first retry, doubled for each further
	// one; 0 means 1 s. Tests shorten it.
	Backoff time.Duration
	// Transport sends the HTTP requests; nil means http.DefaultTransport.
	// Metrics wrap it to count requests and failures.
	Transport http.RoundTripper
}

// Defaults of Config.
const (
	defaultRetries = 2
	defaultBackoff = time.Second
)

// Client asks one chat model. It is safe for concurrent use.
type Client struct {
	client   *openai.Client
	model    string
	timeout  time.Duration
	retries  int
	backoff  time.Duration
	noTemp   atomic.Bool // the server refuses a temperature (OpenAI's reasoning models)
	requests atomic.Int64
}

// New returns a Client for the endpoint cfg describes. It does not contact
// the endpoint. It fails when cfg names no model or sets a negative timeout.
func New(cfg Config) (*Client, error) {
	if cfg.Model == "" {
		return nil, errors.New("no model")
	}
	if cfg.Timeout < 0 {
		return nil, fmt.Errorf("negative timeout %s", cfg.Timeout)
	}
	c := &Client{model: cfg.Model, timeout: cfg.Timeout, retries: cfg.MaxRetries, backoff: cfg.Backoff}
	if c.retries == 0 {
		c.retries = defaultRetries
	}
	c.retries = max(c.retries, 0)
	if c.backoff <= 0 {
		c.backoff = defaultBackoff
	}
	conf := openai.DefaultConfig(cfg.APIKey)
	if cfg.BaseURL != "" {
		conf.BaseURL = strings.TrimRight(cfg.BaseURL, "/")
	}
	conf.HTTPClient = zeroTemperature{client: &http.Client{Transport: cfg.Transport}, off: &c.noTemp}
	c.client = openai.NewClientWithConfig(conf)
	return c, nil
}

// Model returns the chat model asked.
func (c *Client) Model() string { return c.model }

// Requests returns how many chat requests the client has sent, retries
// included.
func (c *Client) Requests() int64 { return c.requests.Load() }

// Request is one question to the model.
type Request struct {
	System string // the instructions
	User   string // the material
	// SchemaName and Schema are the JSON schema the answer must follow, in
	// OpenAI's strict mode: every property required, no other allowed.
	SchemaName string
	Schema     json.RawMessage
}

// Complete asks the model req and returns its answer, the JSON text (out of
// any Markdown fence a server that cannot constrain its output puts it in).
// Errors: unavailable (a *recruitd.Error) when the endpoint cannot be
// reached, answers an HTTP error, or ctx or the Timeout ends first; an
// ordinary error when the model refuses, is cut off at its token limit, or
// answers no choice.
func (c *Client) Complete(ctx context.Context, req Request) (string, error) {
	if c.timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, c.timeout)
		defer cancel()
	}
	resp, err := c.send(ctx, openai.ChatCompletionRequest{
		Model: c.model,
		Messages: []openai.ChatCompletionMessage{
			{Role: openai.ChatMessageRoleSystem, Content: req.System},
			{Role: openai.ChatMessageRoleUser, Content: req.User},
		},
		ResponseFormat: &openai.ChatCompletionResponseFormat{
			Type: openai.ChatCompletionResponseFormatTypeJSONSchema,
			JSONSchema: &openai.ChatCompletionResponseFormatJSONSchema{
				Name: req.SchemaName, Strict: true, Schema: req.Schema,
			},
		},
	})
	if err != nil {
		return "", err
	}
	if len(resp.Choices) == 0 {
		return "", errors.New("answer holds no choice")
	}
	ch := resp.Choices[0]
	switch {
	case ch.Message.Refusal != "":
		return "", fmt.Errorf("model refused: %s", ch.Message.Refusal)
	case ch.FinishReason == openai.FinishReasonLength:
		return "", errors.New("answer cut off at the token limit")
	}
	s := strings.TrimSpace(ch.Message.Content)
	if rest, ok := strings.CutPrefix(s, "```"); ok {
		s = strings.TrimSpace(strings.TrimSuffix(strings.TrimPrefix(rest, "json"), "```"))
	}
	return s, nil
}

// Decode decodes an answer of Complete into v strictly: one JSON value, with
// no field v does not have.
func Decode(answer string, v any) error {
	dec := json.NewDecoder(strings.NewReader(answer))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return fmt.Errorf("answer is not the schema's: %w", err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return errors.New("answer is not the schema's: data after the JSON value")
	}
	return nil
}

// send sends req, tried again while it fails for a reason that may pass,
// until ctx ends.
func (c *Client) send(ctx context.Context, req openai.ChatCompletionRequest) (openai.ChatCompletionResponse, error) {
	unavailable := &recruitd.Error{Code: recruitd.Unavailable, Message: "language model unavailable"}
	for attempt := 0; ; attempt++ {
		c.requests.Add(1)
		resp, err := c.client.CreateChatCompletion(ctx, req)
		if err == nil {
			return resp, nil
		}
		if ctx.Err() != nil {
			return resp, fmt.Errorf("%w: %w", unavailable, err)
		}
		if refusesTemperature(err) && !c.noTemp.Swap(true) {
			attempt-- // a setting of ours, not a failure: ask again at once, without it
			continue
		}
		if !retryable(err) || attempt >= c.retries {
			return resp, fmt.Errorf("%d attempts: %w: %w", attempt+1, unavailable, err)
		}
		// doubled for each retry, drawn between its half and its whole so
		// that clients failed together do not retry together
		wait := c.backoff << min(attempt, 10)
		wait = wait/2 + rand.N(wait/2+1)
		t := time.NewTimer(wait)
		select {
		case <-ctx.Done():
			t.Stop()
			return resp, fmt.Errorf("%w: %w", unavailable, err)
		case <-t.C:
		}
	}
}

// retryable reports whether a request that failed with err may succeed if
// tried again: on an HTTP status that says so, and on any failure to get an
// answer at all.
func retryable(err error) bool {
	status := httpStatus(err)
	return status == 0 || status == http.StatusRequestTimeout || status == http.StatusTooManyRequests || status >= 500
}

// httpStatus is the HTTP status of an error answer, 0 for a failure to get one.
func httpStatus(err error) int {
	if reqErr, ok := errors.AsType[*openai.RequestError](err); ok {
		return reqErr.HTTPStatusCode
	}
	if apiErr, ok := errors.AsType[*openai.APIError](err); ok {
		return apiErr.HTTPStatusCode
	}
	return 0
}

// refusesTemperature reports whether the server refused the request for its
// temperature, as OpenAI's reasoning models (o-series, gpt-5) do for any
// value but their fixed one.
func refusesTemperature(err error) bool {
	return httpStatus(err) == http.StatusBadRequest && strings.Contains(strings.ToLower(err.Error()), "temperature")
}

// zeroTemperature is the HTTP client the chat requests go through. go-openai
// leaves out a zero temperature (the field is omitempty:
// sashabaranov/go-openai#9), and servers then sample at their default (1 at
// OpenAI, 0.8 at llama.cpp and Ollama); this writes it back in, unless the
// server has refused one.
type zeroTemperature struct {
	client *http.Client
	off    *atomic.Bool
}

func (z zeroTemperature) Do(req *http.Request) (*http.Response, error) {
	if req.Body == nil || req.Method != http.MethodPost || z.off.Load() {
		return z.client.Do(req)
	}
	body, err := io.ReadAll(req.Body)
	req.Body.Close()
	if err != nil {
		return nil, err
	}
	var fields map[string]json.RawMessage
	if json.Unmarshal(body, &fields) == nil {
		if _, set := fields["temperature"]; !set {
			fields["temperature"] = json.RawMessage("0")
			if b, err := json.Marshal(fields); err == nil {
				body = b
			}
		}
	}
	req = req.Clone(req.Context())
	req.Body = io.NopCloser(bytes.NewReader(body))
	req.GetBody = func() (io.ReadCloser, error) { return io.NopCloser(bytes.NewReader(body)), nil }
	req.ContentLength = int64(len(body))
	return z.client.Do(req)
}

// Truncate cuts text to at most n bytes, at a line break where one is near,
// never inside a UTF-8 sequence: for bounding what a prompt quotes.
func Truncate(text string, n int) string {
	if len(text) <= n {
		return text
	}
	cut := n
	for cut > 0 && !utf8.RuneStart(text[cut]) {
		cut--
	}
	if nl := strings.LastIndexByte(text[:cut], '\n'); nl > n*9/10 {
		cut = nl
	}
	return text[:cut]
}
