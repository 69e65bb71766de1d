// Package llmchattest is an OpenAI-compatible chat completions endpoint for
// the tests of llmchat and of the packages that use it.
package llmchattest

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"slices"
	"sync"
	"testing"
	"time"
)

// Server answers POST /v1/chat/completions with the next of its handlers (the
// last one repeating) and keeps the requests' bodies and headers.
type Server struct {
	*httptest.Server
	mu       sync.Mutex
	handlers []http.HandlerFunc
	bodies   [][]byte
	headers  []http.Header
}

// NewServer starts a Server, closed when t ends.
func NewServer(t testing.TB, handlers ...http.HandlerFunc) *Server {
	t.Helper()
	s := &Server{handlers: handlers}
	s.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodPost || r.URL.Path != "/v1/chat/completions" {
			http.Error(w, "not found", http.StatusNotFound)
			return
		}
		body, _ := io.ReadAll(r.Body)
		s.mu.Lock()
		n := len(s.bodies)
		s.bodies = append(s.bodies, body)
		s.headers = append(s.headers, r.Header.Clone())
		s.mu.Unlock()
		s.handlers[min(n, len(s.handlers)-1)](w, r)
	}))
	t.Cleanup(s.Close)
	return s
}

// BaseURL is the API root to configure a client with.
func (s *Server) BaseURL() string { return s.URL + "/v1" }

// Requests returns the bodies of the requests so far, in order.
func (s *Server) Requests() [][]byte {
	s.mu.Lock()
	defer s.mu.Unlock()
	return slices.Clone(s.bodies)
}

// Headers returns the headers of the requests so far, in order.
func (s *Server) Headers() []http.Header {
	s.mu.Lock()
	defer s.mu.Unlock()
	return slices.Clone(s.headers)
}

// Answer replies with a chat completion whose message is content.
func Answer(content string) http.HandlerFunc {
	return Reply(map[string]any{"role": "assistant", "content": content}, "stop")
}

// Reply replies with a chat completion of one choice: message, ended for
// finishReason ("stop", "length").
func Reply(message map[string]any, finishReason string) http.HandlerFunc {
	return func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(map[string]any{
			"id": "chatcmpl-1", "object": "chat.completion", "created": 1, "model": "test-model",
			"choices": []map[string]any{{"index": 0, "finish_reason": finishReason, "message": message}},
		})
	}
}

// Failure replies with an OpenAI error body and status.
func Failure(status int, message string) http.HandlerFunc {
	return func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(status)
		json.NewEncoder(w).Encode(map[string]any{"error": map[string]any{"message": message, "type": "server_error"}})
	}
}

// Stall answers nothing until the client gives up.
func Stall(_ http.ResponseWriter, r *http.Request) {
	select {
	case <-r.Context().Done():
	case <-time.After(10 * time.Second):
	}
}

// Request is a chat request as the server received it.
type Request struct {
	Model          string
	Temperature    *float64 // nil when none was sent
	Messages       []Message
	ResponseFormat struct {
		Type       string
		JSONSchema struct {
			Name   string
			Strict bool
			Schema json.RawMessage
		} `json:"json_schema"`
	} `json:"response_format"`
}

// Message is one message of a Request.
type Message struct{ Role, Content string }

// Content returns the content of the request's first message of role
// ("system", "user"), failing t when there is none.
func (r Request) Content(t testing.TB, role string) string {
	t.Helper()
	for _, m := range r.Messages {
		if m.Role == role {
			return m.Content
		}
	}
	t.Fatalf("no %s message in %+v", role, r.Messages)
	return ""
}

// ParseRequest decodes a request body of Server.Requests.
func ParseRequest(t testing.TB, body []byte) Request {
	t.Helper()
	var r Request
	if err := json.Unmarshal(body, &r); err != nil {
		t.Fatalf("request body: %v\n%s", err, body)
	}
	return r
}

// Endpoint returns the real OpenAI-compatible endpoint that contract tests
// run against: OPENAI_BASE_URL, OPENAI_API_KEY and LLM_MODEL. It skips t
// when OPENAI_BASE_URL is not set, and fails it when LLM_MODEL is not.
func Endpoint(t testing.TB) (baseURL, apiKey, model string) {
	t.Helper()
	baseURL = os.Getenv("OPENAI_BASE_URL")
	if baseURL == "" {
		t.Skip("OPENAI_BASE_URL not set: set it, OPENAI_API_KEY and LLM_MODEL to run against a real OpenAI-compatible endpoint")
	}
	model = os.Getenv("LLM_MODEL")
	if model == "" {
		t.Fatal("OPENAI_BASE_URL is set but LLM_MODEL is not: name the chat model to run against " + baseURL)
	}
	return baseURL, os.Getenv("OPENAI_API_KEY"), model
}
