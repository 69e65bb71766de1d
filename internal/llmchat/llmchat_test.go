package llmchat

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/internal/llmchat/llmchattest"
)

const testSchema = `{"type": "object", "properties": {"ok": {"type": "boolean"}}, "required": ["ok"], "additionalProperties": false}`

var testRequest = Request{System: "Answer ok.", User: "Is it ok?", SchemaName: "check", Schema: json.RawMessage(testSchema)}

// MustClient returns a Client of s's endpoint, with a short backoff.
func MustClient(t testing.TB, s *llmchattest.Server, cfg Config) *Client {
	t.Helper()
	cfg.BaseURL, cfg.APIKey, cfg.Model, cfg.Backoff = s.BaseURL(), "test-key", "test-model", time.Millisecond
	c, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestCompleteRequest(t *testing.T) {
	s := llmchattest.NewServer(t, llmchattest.Answer(`{"ok": true}`))
	c := MustClient(t, s, Config{})
	if _, err := c.Complete(t.Context(), testRequest); err != nil {
		t.Fatal(err)
	}
	reqs := s.Requests()
	if len(reqs) != 1 {
		t.Fatalf("requests = %d, want 1", len(reqs))
	}
	if got := s.Headers()[0].Get("Authorization"); got != "Bearer test-key" {
		t.Errorf("Authorization = %q, want the bearer key", got)
	}
	req := llmchattest.ParseRequest(t, reqs[0])
	if req.Model != "test-model" || req.Temperature == nil || *req.Temperature != 0 {
		t.Errorf("model, temperature = %q, %v; want test-model, 0 sent", req.Model, req.Temperature)
	}
	rf := req.ResponseFormat
	if rf.Type != "json_schema" || rf.JSONSchema.Name != "check" || !rf.JSONSchema.Strict {
		t.Errorf("response_format = %s %q strict %v, want json_schema check strict", rf.Type, rf.JSONSchema.Name, rf.JSONSchema.Strict)
	}
	var got, want any
	json.Unmarshal(rf.JSONSchema.Schema, &got)
	json.Unmarshal([]byte(testSchema), &want)
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("schema sent (-want +got):\n%s", diff)
	}
	wantMsgs := []llmchattest.Message{{Role: "system", Content: testRequest.System}, {Role: "user", Content: testRequest.User}}
	if diff := cmp.Diff(wantMsgs, req.Messages); diff != "" {
		t.Errorf("messages (-want +got):\n%s", diff)
	}
	if n := c.Requests(); n != 1 {
		t.Errorf("Requests() = %d, want 1", n)
	}
}

func TestComplete(t *testing.T) {
	const ok = `{"ok": true}`
	tests := []struct {
		name            string
		handlers        []http.HandlerFunc
		cfg             Config
		want            string
		wantUnavailable bool // else, on failure, an ordinary error
		wantCalls       int
	}{
		{name: "good answer", handlers: []http.HandlerFunc{llmchattest.Answer(ok)}, want: ok, wantCalls: 1},
		{name: "fenced JSON", handlers: []http.HandlerFunc{llmchattest.Answer("```json\n" + ok + "\n```")}, want: ok, wantCalls: 1},
		{name: "500 then 200 is retried", handlers: []http.HandlerFunc{llmchattest.Failure(500, "overloaded"), llmchattest.Answer(ok)}, want: ok, wantCalls: 2},
		{name: "429 then 200 is retried", handlers: []http.HandlerFunc{llmchattest.Failure(429, "slow down"), llmchattest.Answer(ok)}, want: ok, wantCalls: 2},
		{name: "408 then 200 is retried", handlers: []http.HandlerFunc{llmchattest.Failure(408, "timeout"), llmchattest.Answer(ok)}, want: ok, wantCalls: 2},
		{name: "500 every time", handlers: []http.HandlerFunc{llmchattest.Failure(500, "down")}, wantUnavailable: true, wantCalls: 3},
		{name: "500 without retries", handlers: []http.HandlerFunc{llmchattest.Failure(500, "down")}, cfg: Config{MaxRetries: -1}, wantUnavailable: true, wantCalls: 1},
		{name: "400 is not retried", handlers: []http.HandlerFunc{llmchattest.Failure(400, "bad model")}, wantUnavailable: true, wantCalls: 1},
		{name: "401 is not retried", handlers: []http.HandlerFunc{llmchattest.Failure(401, "bad key")}, wantUnavailable: true, wantCalls: 1},
		{name: "temperature refused", handlers: []http.HandlerFunc{
			llmchattest.Failure(400, "Unsupported value: 'temperature' does not support 0 with this model."), llmchattest.Answer(ok)},
			cfg: Config{MaxRetries: -1}, want: ok, wantCalls: 2},
		{name: "slower than the timeout", handlers: []http.HandlerFunc{llmchattest.Stall}, cfg: Config{Timeout: 200 * time.Millisecond}, wantUnavailable: true, wantCalls: 1},
		{name: "refusal", handlers: []http.HandlerFunc{llmchattest.Reply(map[string]any{"role": "assistant", "content": "", "refusal": "I cannot help with that."}, "stop")}, wantCalls: 1},
		{name: "cut off", handlers: []http.HandlerFunc{llmchattest.Reply(map[string]any{"role": "assistant", "content": `{"ok": tr`}, "length")}, wantCalls: 1},
		{name: "no choice", handlers: []http.HandlerFunc{func(w http.ResponseWriter, _ *http.Request) {
			w.Header().Set("Content-Type", "application/json")
			w.Write([]byte(`{"id": "chatcmpl-1", "object": "chat.completion", "choices": []}`))
		}}, wantCalls: 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := llmchattest.NewServer(t, tt.handlers...)
			got, err := MustClient(t, s, tt.cfg).Complete(t.Context(), testRequest)
			switch {
			case tt.want != "":
				if err != nil || got != tt.want {
					t.Errorf("Complete = %q, %v; want %q", got, err, tt.want)
				}
			case err == nil:
				t.Errorf("Complete = %q, want an error", got)
			case (recruitd.ErrorCode(err) == recruitd.Unavailable) != tt.wantUnavailable:
				t.Errorf("Complete error = %v (code %s), unavailable: want %v", err, recruitd.ErrorCode(err), tt.wantUnavailable)
			}
			if n := len(s.Requests()); n != tt.wantCalls {
				t.Errorf("requests = %d, want %d", n, tt.wantCalls)
			}
		})
	}
}

func TestCompleteContextEnded(t *testing.T) {
	s := llmchattest.NewServer(t, llmchattest.Stall)
	c := MustClient(t, s, Config{})
	ctx, cancel := context.WithCancel(t.Context())
	time.AfterFunc(50*time.Millisecond, cancel)
	_, err := c.Complete(ctx, testRequest)
	if recruitd.ErrorCode(err) != recruitd.Unavailable {
		t.Errorf("Complete after cancel = %v, want unavailable", err)
	}
	if n := len(s.Requests()); n != 1 {
		t.Errorf("requests = %d, want 1: no retry once the caller is gone", n)
	}
}

func TestTemperatureDroppedAfterRefusal(t *testing.T) {
	s := llmchattest.NewServer(t, llmchattest.Failure(400, "'temperature' is not supported with this model"), llmchattest.Answer(`{"ok": true}`))
	c := MustClient(t, s, Config{MaxRetries: -1})
	for range 2 {
		if _, err := c.Complete(t.Context(), testRequest); err != nil {
			t.Fatal(err)
		}
	}
	reqs := s.Requests()
	if len(reqs) != 3 {
		t.Fatalf("requests = %d, want 3", len(reqs))
	}
	for i, want := range []bool{true, false, false} {
		if got := bytes.Contains(reqs[i], []byte(`"temperature":`)); got != want {
			t.Errorf("request %d carries a temperature: %v, want %v", i, got, want)
		}
	}
}

func TestNew(t *testing.T) {
	for _, cfg := range []Config{{}, {Model: "m", Timeout: -time.Second}} {
		if _, err := New(cfg); err == nil {
			t.Errorf("New(%+v): no error", cfg)
		}
	}
	tests := []struct {
		cfg         Config
		wantRetries int
	}{
		{cfg: Config{Model: "m"}, wantRetries: defaultRetries},
		{cfg: Config{Model: "m", MaxRetries: -1}, wantRetries: 0},
		{cfg: Config{Model: "m", MaxRetries: 5}, wantRetries: 5},
	}
	for _, tt := range tests {
		c, err := New(tt.cfg)
		if err != nil {
			t.Fatal(err)
		}
		if c.retries != tt.wantRetries || c.backoff != defaultBackoff || c.Model() != "m" {
			t.Errorf("New(%+v) = %d retries, backoff %s, model %q; want %d, %s, m", tt.cfg, c.retries, c.backoff, c.Model(), tt.wantRetries, defaultBackoff)
		}
	}
}

func TestDecode(t *testing.T) {
	tests := []struct {
		answer string
		ok     bool
	}{
		{`{"ok": true}`, true},
		{`{"ok": true, "extra": 1}`, false},
		{`{"ok": true} {"ok": false}`, false},
		{`{"ok": `, false},
	}
	for _, tt := range tests {
		var v struct{ OK bool }
		if err := Decode(tt.answer, &v); (err == nil) != tt.ok {
			t.Errorf("Decode(%q) = %v, want success %v", tt.answer, err, tt.ok)
		}
	}
}

func TestTruncate(t *testing.T) {
	text := strings.Repeat("é", 10) + "\n" + strings.Repeat("x", 5)
	for n := range len(text) + 2 {
		got := Truncate(text, n)
		if len(got) > n || !strings.HasPrefix(text, got) || !utf8.ValidString(got) {
			t.Errorf("Truncate(%d) = %q, want a valid prefix of at most %d bytes", n, got, n)
		}
	}
}
