package api_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/recruitd/recruitd/api"
)

func TestWebhookSubscriptions(t *testing.T) {
	e := newEnv(t, api.Config{})
	created := e.do("POST", "/api/webhooks", obj{"url": "http://127.0.0.1:9/hook", "events": []string{"job.created", "candidate.created", "job.created"},
		"description": "ATS sync"}, http.StatusCreated)
	if s, _ := created["secret"].(string); !strings.HasPrefix(s, "whsec_") || len(s) < 40 {
		t.Errorf("created webhook's secret = %q, want a generated whsec_ secret", created["secret"])
	}
	if ev := created["events"].([]any); len(ev) != 2 || ev[0] != "candidate.created" || ev[1] != "job.created" {
		t.Errorf("events = %v, want the two types, sorted and once each", ev)
	}
	own := e.do("POST", "/api/webhooks", obj{"url": "http://127.0.0.1:9/other", "events": []string{"resume.parsed"}, "secret": "my-own-secret-0123456"}, http.StatusCreated)
	if own["secret"] != "my-own-secret-0123456" {
		t.Errorf("a chosen secret came back as %v", own["secret"])
	}
	list := e.do("GET", "/api/webhooks", nil, http.StatusOK)
	hooks := list["webhooks"].([]any)
	if len(hooks) != 2 {
		t.Fatalf("webhooks = %v", hooks)
	}
	for _, h := range hooks {
		if _, ok := h.(obj)["secret"]; ok {
			t.Errorf("a listed webhook shows its secret: %v", h)
		}
	}

	for _, c := range []struct {
		name  string
		token string
		body  obj
		want  int
		say   []string
	}{
		{"recruiter", e.recr, obj{"url": "http://127.0.0.1:9/", "events": []string{"job.created"}}, http.StatusForbidden, []string{"admin"}},
		{"every problem", e.admin, obj{"events": []string{"job.moved"}, "secret": "short", "extra": 1},
			http.StatusBadRequest, []string{"url: required", `events[0]: \"job.moved\" is not an event type`, "secret: at least 16 bytes", "extra: unknown field"}},
		{"no events", e.admin, obj{"url": "http://127.0.0.1:9/"}, http.StatusBadRequest, []string{"events: required"}},
		{"private address", e.admin, obj{"url": "http://10.1.2.3/hook", "events": []string{"job.created"}}, http.StatusBadRequest, []string{"url: 10.1.2.3 is a loopback, private"}},
		{"metadata address", e.admin, obj{"url": "http://169.254.169.254/", "events": []string{"job.created"}}, http.StatusBadRequest, []string{"WEBHOOK_ALLOW"}},
		{"scheme", e.admin, obj{"url": "file:///etc/passwd", "events": []string{"job.created"}}, http.StatusBadRequest, []string{"not http or https"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := e.request("POST", "/api/webhooks", c.token, "application/json", c.body)
			if r.status != c.want {
				t.Fatalf("POST /api/webhooks %v = %d %s, want %d", c.body, r.status, r.body, c.want)
			}
			for _, s := range c.say {
				if !strings.Contains(string(r.body), s) {
					t.Errorf("answer %s lacks %q", r.body, s)
				}
			}
		})
	}

	deliveries := e.do("GET", "/api/webhooks/1/deliveries?state=parked&limit=5", nil, http.StatusOK)
	if deliveries["total"] != float64(0) || deliveries["limit"] != float64(5) {
		t.Errorf("deliveries of a new webhook = %v", deliveries)
	}
	e.do("GET", "/api/webhooks/1/deliveries?state=lost", nil, http.StatusBadRequest)
	e.do("GET", "/api/webhooks/9/deliveries", nil, http.StatusNotFound)
	e.do("POST", "/api/webhooks/1/deliveries/7/redeliver", nil, http.StatusNotFound)
	if r := e.request("GET", "/api/webhooks", e.viewer, "", nil); r.status != http.StatusForbidden {
		t.Errorf("a viewer listing webhooks: %d", r.status)
	}
	e.do("DELETE", "/api/webhooks/1", nil, http.StatusNoContent)
	e.do("DELETE", "/api/webhooks/1", nil, http.StatusNotFound)
}
