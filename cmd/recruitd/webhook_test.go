package main

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/internal/pgtest"
	"github.com/recruitd/recruitd/records"
	"github.com/recruitd/recruitd/webhook"
)

// TestWebhooksThroughARestart subscribes a receiver on loopback, then
// checks that a delivery failing at shutdown and an event written while the
// server was down both arrive, signed and once each, after a restart.
func TestWebhooksThroughARestart(t *testing.T) {
	t.Setenv("WEBHOOK_ALLOW", "127.0.0.1/32")
	t.Setenv("WEBHOOK_FIRST_RETRY", "300ms")
	var mu sync.Mutex
	var secret string
	up := true
	got := map[string]int{} // "type firstName" -> times received
	rcv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		defer mu.Unlock()
		if !up {
			w.WriteHeader(http.StatusServiceUnavailable)
			return
		}
		raw, _ := io.ReadAll(r.Body)
		ts, _ := strconv.ParseInt(r.Header.Get(webhook.TimestampHeader), 10, 64)
		if r.Header.Get(webhook.SignatureHeader) != webhook.Sign(secret, ts, raw) {
			t.Errorf("bad signature on %s", raw)
		}
		var ev struct {
			Type string
			Data struct{ FirstName string }
		}
		_ = json.Unmarshal(raw, &ev)
		got[ev.Type+" "+ev.Data.FirstName]++
	}))
	defer rcv.Close()
	seen := func(key string) bool {
		mu.Lock()
		defer mu.Unlock()
		return got[key] > 0
	}
	waitFor := func(key string) {
		t.Helper()
		for deadline := time.Now().Add(15 * time.Second); !seen(key); time.Sleep(50 * time.Millisecond) {
			if time.Now().After(deadline) {
				t.Fatalf("%q not delivered within 15 s; got %v", key, got)
			}
		}
	}

	// Spec-minimal candidates: serve restarts over records with nothing to
	// embed.
	db := pgtest.NewDatabase(t)
	const token = "rcd_webhooks"
	addr, stop := serveForTest(t, db, token)
	call := func(method, path, body string) map[string]any {
		t.Helper()
		req, _ := http.NewRequest(method, "http://"+addr+path, strings.NewReader(body))
		req.Header.Set("Authorization", "Bearer "+token)
		req.Header.Set("Content-Type", "application/json")
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		var out map[string]any
		if err := json.NewDecoder(resp.Body).Decode(&out); err != nil || resp.StatusCode >= 300 {
			t.Fatalf("%s %s = %d %v %v", method, path, resp.StatusCode, out, err)
		}
		return out
	}
	hook := call("POST", "/api/webhooks", `{"url": "`+rcv.URL+`/hook", "events": ["candidate.created", "candidate.updated"]}`)
	mu.Lock()
	secret, _ = hook["secret"].(string)
	mu.Unlock()
	if !strings.HasPrefix(secret, "whsec_") {
		t.Fatalf("webhook created without a generated secret: %v", hook)
	}
	call("POST", "/api/candidates", `{"firstName": "Ana", "lastName": "Ruiz", "email": "ana@example.com", "statusId": 1}`)
	waitFor("candidate.created Ana")

	// The receiver goes down: Bo's delivery fails and waits for its retry
	// when the server stops.
	mu.Lock()
	up = false
	mu.Unlock()
	call("POST", "/api/candidates", `{"firstName": "Bo", "lastName": "Lee", "email": "bo@example.com", "statusId": 1}`)
	pool, err := pgxpool.New(context.Background(), db)
	if err != nil {
		t.Fatal(err)
	}
	defer pool.Close()
	store := records.NewStore(pool)
	for deadline := time.Now().Add(15 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		list, _, err := store.Deliveries(context.Background(), records.DeliveryFilter{WebhookID: 1, Page: recruitd.Page{Limit: 10}})
		if err != nil {
			t.Fatal(err)
		}
		if len(list) == 2 && len(list[0].History) > 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("Bo's delivery was not tried: %+v", list)
		}
	}
	if out, err := stop(); err != nil {
		t.Fatalf("serve: %v\n%s", err, out)
	}

	// While it is down, another write lands in the outbox.
	if _, err := store.CreateCandidate(context.Background(), recruitd.Candidate{FirstName: "Cy", LastName: "Ng", Email: "cy@example.com", StatusID: 1}); err != nil {
		t.Fatal(err)
	}
	mu.Lock()
	up = true
	mu.Unlock()
	serveForTest(t, db, token)
	waitFor("candidate.created Bo")
	waitFor("candidate.created Cy")
	time.Sleep(500 * time.Millisecond) // time for a duplicate to show
	mu.Lock()
	defer mu.Unlock()
	for key, n := range got {
		if n != 1 {
			t.Errorf("%s received %d times, want once", key, n)
		}
	}
}
