package api_test

import (
	"bytes"
	"context"
	"io"
	"net"
	"net/url"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"go.uber.org/zap"
	"go.uber.org/zap/zapcore"
	"go.uber.org/zap/zaptest/observer"

	"github.com/recruitd/recruitd/api"
	"github.com/recruitd/recruitd/internal/pgtest"
	"github.com/recruitd/recruitd/internal/promtest"
	"github.com/recruitd/recruitd/metrics"
	"github.com/recruitd/recruitd/records"
)

// proxy forwards TCP connections to Postgres until it is cut, as a database
// that stops answering would be; it can be restored on the same address.
type proxy struct {
	t      *testing.T
	addr   string
	target string
	mu     sync.Mutex
	ln     net.Listener
	conns  []net.Conn
}

func newProxy(t *testing.T, target string) *proxy {
	p := &proxy{t: t, addr: "127.0.0.1:0", target: target}
	p.up()
	t.Cleanup(p.down)
	return p
}

func (p *proxy) up() {
	ln, err := net.Listen("tcp", p.addr)
	if err != nil {
		p.t.Fatal(err)
	}
	p.mu.Lock()
	p.ln, p.addr = ln, ln.Addr().String()
	p.mu.Unlock()
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			s, err := net.Dial("tcp", p.target)
			if err != nil {
				c.Close()
				continue
			}
			p.mu.Lock()
			p.conns = append(p.conns, c, s)
			p.mu.Unlock()
			go func() { _, _ = io.Copy(s, c); s.Close() }()
			go func() { _, _ = io.Copy(c, s); c.Close() }()
		}
	}()
}

// down refuses new connections and ends the open ones.
func (p *proxy) down() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.ln != nil {
		p.ln.Close()
		p.ln = nil
	}
	for _, c := range p.conns {
		c.Close()
	}
	p.conns = nil
}

// TestDatabaseOutage: Postgres unreachable is 503 unavailable with
// Retry-After, logged once; when it answers again the same server serves
// again, without a restart.
func TestDatabaseOutage(t *testing.T) {
	u, err := url.Parse(pgtest.NewDatabase(t))
	if err != nil {
		t.Fatal(err)
	}
	px := newProxy(t, u.Host)
	u.Host = px.addr
	q := u.Query()
	q.Set("connect_timeout", "2")
	u.RawQuery = q.Encode()
	ctx := context.Background()
	pool, err := pgxpool.New(ctx, u.String())
	if err != nil {
		t.Fatal(err)
	}
	defer pool.Close()
	if _, err := records.Migrate(ctx, pool); err != nil {
		t.Fatal(err)
	}
	store := records.NewStore(pool)
	token, err := store.Bootstrap(ctx, "")
	if err != nil {
		t.Fatal(err)
	}
	core, logs := observer.New(zapcore.InfoLevel)
	meter := metrics.New()
	e := &env{t: t, handler: api.New(api.Deps{Store: store, Log: zap.New(core), Observer: meter, Metrics: meter.Handler()}, api.Config{}), store: store}
	get := func() response { return e.send(t, hcall{method: "GET", path: "/api/statuses", token: token}) }

	if r := get(); r.status != 200 {
		t.Fatalf("before the outage: %d %s", r.status, r.body)
	}
	px.down()
	for range 10 {
		r := get()
		body := wantError(t, r, 503)
		if body["error"] != "unavailable" || r.header.Get("Retry-After") == "" {
			t.Fatalf("during the outage: %s, Retry-After %q; want unavailable with Retry-After", r.body, r.header.Get("Retry-After"))
		}
	}
	if n := logs.FilterMessageSnippet("database unreachable").Len(); n != 1 {
		t.Errorf("the outage was logged %d times, want once", n)
	}
	if n := logs.FilterMessage("internal error").Len(); n != 0 {
		t.Errorf("%d internal errors logged during the outage", n)
	}
	// GET /metrics needs no database: it shows the outage while it lasts.
	if refused, up := scrapeOutage(t, e); refused != 10 || up != 0 {
		t.Errorf("/metrics during the outage: %v refused for the database, recruitd_database_up %v; want 10 and 0", refused, up)
	}

	px.up()
	ctx, cancel := context.WithTimeout(ctx, 20*time.Second)
	defer cancel()
	for {
		r := get()
		if r.status == 200 {
			break
		}
		if r.status != 503 {
			t.Fatalf("while Postgres comes back: %d %s", r.status, r.body)
		}
		select {
		case <-ctx.Done():
			t.Fatal("the server did not serve again once Postgres answered")
		case <-time.After(100 * time.Millisecond):
		}
	}
	// The outage is over once Postgres has answered for a while.
	for logs.FilterMessage("database reachable again").Len() == 0 {
		if r := get(); r.status != 200 {
			t.Fatalf("after Postgres came back: %d %s", r.status, r.body)
		}
		select {
		case <-ctx.Done():
			t.Fatal("the end of the outage was never logged")
		case <-time.After(100 * time.Millisecond):
		}
	}
	if n := logs.FilterMessage("database reachable again").Len(); n != 1 {
		t.Errorf("the recovery was logged %d times, want once", n)
	}
	if refused, up := scrapeOutage(t, e); refused != 10 || up != 1 {
		t.Errorf("/metrics after the outage: %v refused for the database, recruitd_database_up %v; want 10 and 1", refused, up)
	}
}

// scrapeOutage reads from GET /metrics the requests refused because
// Postgres was unreachable, and whether it is up.
func scrapeOutage(t *testing.T, e *env) (refused, up float64) {
	t.Helper()
	r := e.send(t, hcall{method: "GET", path: "/metrics"})
	if r.status != 200 {
		t.Fatalf("GET /metrics = %d %s", r.status, r.body)
	}
	f := promtest.Parse(t, bytes.NewReader(r.body))
	if m, ok := promtest.Find(f, "recruitd_http_refused_total", map[string]string{"reason": api.RefusedDatabase}); ok {
		refused = promtest.Value(m)
	}
	m, ok := promtest.Find(f, "recruitd_database_up", nil)
	if !ok {
		t.Fatal("no recruitd_database_up in /metrics")
	}
	return refused, promtest.Value(m)
}
