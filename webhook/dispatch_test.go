package webhook_test

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"go.uber.org/zap"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/api"
	"github.com/recruitd/recruitd/internal/pgtest"
	"github.com/recruitd/recruitd/records"
	"github.com/recruitd/recruitd/resume/fetch"
	"github.com/recruitd/recruitd/webhook"
)

func TestMain(m *testing.M) { pgtest.Main(m) }

// receiver is a webhook endpoint on loopback that checks every signature.
type receiver struct {
	t      *testing.T
	secret string
	mu     sync.Mutex
	got    []received
	fail   func(body map[string]any) bool // answer 503 when true
	srv    *httptest.Server
}

type received struct {
	body     map[string]any
	delivery string
}

func newReceiver(t *testing.T, secret string) *receiver {
	r := &receiver{t: t, secret: secret, fail: func(map[string]any) bool { return false }}
	r.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		raw, _ := io.ReadAll(req.Body)
		ts, err := strconv.ParseInt(req.Header.Get(webhook.TimestampHeader), 10, 64)
		if err != nil || time.Since(time.Unix(ts, 0)) > time.Minute {
			t.Errorf("timestamp header %q is not a recent Unix time", req.Header.Get(webhook.TimestampHeader))
		}
		if got, want := req.Header.Get(webhook.SignatureHeader), webhook.Sign(r.secret, ts, raw); got != want {
			t.Errorf("signature %q, want %q", got, want)
		}
		var body map[string]any
		if err := json.Unmarshal(raw, &body); err != nil {
			t.Errorf("body is not JSON: %s", raw)
		}
		if req.Header.Get(webhook.EventHeader) != body["type"] {
			t.Errorf("event header %q, body type %v", req.Header.Get(webhook.EventHeader), body["type"])
		}
		r.mu.Lock()
		defer r.mu.Unlock()
		if r.fail(body) {
			w.WriteHeader(http.StatusServiceUnavailable)
			return
		}
		r.got = append(r.got, received{body: body, delivery: req.Header.Get(webhook.DeliveryHeader)})
	}))
	t.Cleanup(r.srv.Close)
	return r
}

func (r *receiver) types() []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	var out []string
	for _, g := range r.got {
		out = append(out, g.body["type"].(string))
	}
	return out
}

type env struct {
	t         *testing.T
	store     *records.Store
	receivers *webhook.Receivers
	disp      *webhook.Dispatcher
}

func newEnv(t *testing.T, cfg webhook.Config, allow ...string) *env {
	pool := pgtest.New(t)
	store := records.NewStore(pool)
	var prefixes []netip.Prefix
	for _, a := range allow {
		prefixes = append(prefixes, netip.MustParsePrefix(a))
	}
	receivers := webhook.NewReceivers(fetch.New(0, prefixes))
	server := api.New(api.Deps{Store: store, Log: zap.NewNop(), WebhookURLs: receivers}, api.Config{})
	return &env{t: t, store: store, receivers: receivers, disp: webhook.New(store, server, receivers, zap.NewNop(), cfg)}
}

// drain steps the dispatcher until it has nothing to do now.
func (e *env) drain() {
	e.t.Helper()
	for range 100 {
		more, err := e.disp.Step(context.Background())
		if err != nil {
			e.t.Fatal(err)
		}
		if !more {
			return
		}
	}
	e.t.Fatal("the dispatcher never ran out of work")
}

func TestDeliveriesAreSignedAndInOrder(t *testing.T) {
	e := newEnv(t, webhook.Config{}, "127.0.0.1/32")
	ctx := context.Background()
	rcv := newReceiver(t, "a-secret-of-16-bytes")
	if err := e.receivers.CheckURL(ctx, rcv.srv.URL); err != nil {
		t.Fatalf("CheckURL(%s) with 127.0.0.1/32 allowed: %v", rcv.srv.URL, err)
	}
	before, err := e.store.CreateCandidate(ctx, recruitd.Candidate{FirstName: "Old", LastName: "Event", Email: "old@example.com", StatusID: 1})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := e.store.CreateWebhook(ctx, recruitd.Webhook{URL: rcv.srv.URL, Secret: rcv.secret,
		Events: []string{"candidate.created", "candidate.updated", "candidate.deleted", "job_submission.created", "job.created"}}); err != nil {
		t.Fatal(err)
	}
	c, err := e.store.CreateCandidate(ctx, recruitd.Candidate{FirstName: "Ana", LastName: "Ruiz", Email: "ana@example.com", StatusID: 1})
	if err != nil {
		t.Fatal(err)
	}
	e.drain() // the data is the record when its event is read
	notes := "Prefers nights"
	if _, err := e.store.UpdateCandidate(ctx, c.ID, records.CandidatePatch{Notes: &notes}); err != nil {
		t.Fatal(err)
	}
	if err := e.store.DeleteCandidate(ctx, c.ID); err != nil {
		t.Fatal(err)
	}
	if err := e.store.DeleteCandidate(ctx, before.ID); err != nil {
		t.Fatal(err)
	}
	e.drain()

	// In order per record; records apart may overtake each other.
	var ana []string
	var anaBodies []map[string]any
	for _, g := range rcv.got {
		if g.body["data"].(map[string]any)["id"] == float64(c.ID) {
			ana, anaBodies = append(ana, g.body["type"].(string)), append(anaBodies, g.body)
		}
	}
	if diff := cmp.Diff([]string{"candidate.created", "candidate.updated", "candidate.deleted"}, ana); diff != "" {
		t.Fatalf("Ana's events received (-want +got):\n%s", diff)
	}
	if n := len(rcv.types()); n != 4 {
		t.Errorf("received %v, want Ana's three events and the deletion of the candidate made before the webhook", rcv.types())
	}
	created := anaBodies[0]
	data := created["data"].(map[string]any)
	if data["firstName"] != "Ana" || data["email"] != "ana@example.com" || data["id"] != float64(c.ID) {
		t.Errorf("candidate.created data = %v, want the candidate as the API shows it", data)
	}
	if _, err := time.Parse(time.RFC3339, created["occurredAt"].(string)); err != nil {
		t.Errorf("occurredAt = %v, want RFC 3339", created["occurredAt"])
	}
	if diff := cmp.Diff(map[string]any{"id": float64(c.ID)}, anaBodies[2]["data"]); diff != "" {
		t.Errorf("candidate.deleted data (-want +got):\n%s", diff)
	}
	// Nothing is sent twice once acknowledged.
	e.drain()
	if n := len(rcv.types()); n != 4 {
		t.Errorf("after another step, %d deliveries received, want still 4", n)
	}
	list, total, err := e.store.Deliveries(ctx, records.DeliveryFilter{WebhookID: 1, Page: recruitd.Page{Limit: 10}})
	if err != nil || total != 4 {
		t.Fatalf("Deliveries = %d, %v", total, err)
	}
	for _, d := range list {
		if d.State != recruitd.DeliveryDelivered || len(d.History) != 1 || d.History[0].StatusCode != 200 {
			t.Errorf("delivery %d: state %s, attempts %+v; want delivered at the first attempt", d.ID, d.State, d.History)
		}
	}
}

func TestRetriedInOrderPerRecordThenParked(t *testing.T) {
	e := newEnv(t, webhook.Config{FirstRetry: 20 * time.Millisecond, MaxBackoff: 40 * time.Millisecond, RetryFor: 400 * time.Millisecond}, "127.0.0.1/32")
	ctx := context.Background()
	rcv := newReceiver(t, "another-secret-of-16")
	down := true
	rcv.fail = func(body map[string]any) bool { // Ana's events fail while down; Bo's pass
		data, _ := body["data"].(map[string]any)
		return down && data["id"] == float64(1)
	}
	if _, err := e.store.CreateWebhook(ctx, recruitd.Webhook{URL: rcv.srv.URL, Secret: rcv.secret,
		Events: []string{"candidate.created", "candidate.updated"}}); err != nil {
		t.Fatal(err)
	}
	ana, _ := e.store.CreateCandidate(ctx, recruitd.Candidate{FirstName: "Ana", LastName: "Ruiz", Email: "ana@example.com", StatusID: 1})
	notes := "second event of Ana"
	if _, err := e.store.UpdateCandidate(ctx, ana.ID, records.CandidatePatch{Notes: &notes}); err != nil {
		t.Fatal(err)
	}
	if _, err := e.store.CreateCandidate(ctx, recruitd.Candidate{FirstName: "Bo", LastName: "Lee", Email: "bo@example.com", StatusID: 1}); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(10 * time.Second)
	for {
		e.drain()
		parked, _, err := e.store.Deliveries(ctx, records.DeliveryFilter{WebhookID: 1, State: recruitd.DeliveryParked, Page: recruitd.Page{Limit: 10}})
		if err != nil {
			t.Fatal(err)
		}
		if len(parked) > 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("no delivery was parked within 10 s with a 400 ms retry window")
		}
		time.Sleep(10 * time.Millisecond)
	}
	// Bo's event went through; Ana's update waited behind her failing create.
	if diff := cmp.Diff([]string{"candidate.created"}, rcv.types()); diff != "" {
		t.Errorf("received while Ana's receiver failed (-want +got):\n%s", diff)
	}
	all, _, err := e.store.Deliveries(ctx, records.DeliveryFilter{WebhookID: 1, Page: recruitd.Page{Limit: 10}})
	if err != nil {
		t.Fatal(err)
	}
	byEvent := map[string]recruitd.Delivery{}
	for _, d := range all {
		byEvent[d.EventType+" "+strconv.FormatInt(d.EntityID, 10)] = d
	}
	first := byEvent["candidate.created 1"]
	if first.State != recruitd.DeliveryParked || len(first.History) < 3 || first.History[0].StatusCode != 503 {
		t.Fatalf("Ana's create: state %s after %d attempts %+v; want parked after several 503s", first.State, len(first.History), first.History)
	}
	for i := 1; i < len(first.History); i++ {
		if gap := first.History[i].At.Sub(first.History[i-1].At); gap < 15*time.Millisecond {
			t.Errorf("attempts %d and %d only %s apart: no backoff", i-1, i, gap)
		}
	}

	// Sent again once the receiver is back: the parked create, then the
	// update that waited behind it.
	rcv.mu.Lock()
	down = false
	rcv.mu.Unlock()
	if _, err := e.store.Redeliver(ctx, 1, first.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := e.store.Redeliver(ctx, 1, first.ID); recruitd.ErrorCode(err) != recruitd.Conflict {
		t.Errorf("redelivering a pending delivery: %v, want conflict", err)
	}
	deadline = time.Now().Add(10 * time.Second) // the first wait may have used most of the first
	for time.Now().Before(deadline) && len(rcv.types()) < 3 {
		e.drain()
		time.Sleep(10 * time.Millisecond)
	}
	got := rcv.types()
	if diff := cmp.Diff([]string{"candidate.created", "candidate.created", "candidate.updated"}, got); diff != "" {
		t.Errorf("after redelivery (-want +got):\n%s", diff)
	}
}

func TestReceiverAddressesAreGuarded(t *testing.T) {
	e := newEnv(t, webhook.Config{})
	ctx := context.Background()
	rcv := newReceiver(t, "a-secret-of-16-bytes")
	for _, u := range []string{rcv.srv.URL, "http://169.254.169.254/latest", "ftp://example.com/x", "http://user:pw@example.com/", "http:///x"} {
		if err := e.receivers.CheckURL(ctx, u); recruitd.ErrorCode(err) != recruitd.Invalid {
			t.Errorf("CheckURL(%s) = %v, want validation_error", u, err)
		}
	}
	// A subscription stored before WEBHOOK_ALLOW was narrowed is refused at
	// dial time, and the attempt says why.
	if _, err := e.store.CreateWebhook(ctx, recruitd.Webhook{URL: rcv.srv.URL, Secret: rcv.secret, Events: []string{"job.created"}}); err != nil {
		t.Fatal(err)
	}
	if _, err := e.store.CreateJob(ctx, recruitd.Job{Title: "RN", Description: "RN", StartDate: 1798761600, EmploymentType: "DIRECT", Status: "OPEN"}); err != nil {
		t.Fatal(err)
	}
	e.drain()
	if n := len(rcv.types()); n != 0 {
		t.Fatalf("the loopback receiver got %d deliveries without WEBHOOK_ALLOW", n)
	}
	list, _, err := e.store.Deliveries(ctx, records.DeliveryFilter{WebhookID: 1, Page: recruitd.Page{Limit: 10}})
	if err != nil || len(list) != 1 || len(list[0].History) != 1 {
		t.Fatalf("deliveries = %+v, %v", list, err)
	}
	if a := list[0].History[0]; a.StatusCode != 0 || !strings.Contains(a.Error, "not allowed") {
		t.Errorf("attempt = %+v, want refused before connecting", a)
	}
	if !slices.Contains(webhook.EventTypes, list[0].EventType) {
		t.Errorf("event type %q is not one of EventTypes", list[0].EventType)
	}
}
