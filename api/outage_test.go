package api_test

import (
	"context"
	"io"
	"net"
	"net/url"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"go.uber.org/zap"
	"go.uber.org/zap/zapcore"
	"go.uber.org/zap/zaptest/observer"

	"github.com/recruitd/recruitd/api"
	"github.com/recruitd/recruitd/internal/pgtest"
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

// counter is an api.Observer that counts what it is told.
type counter struct {
	refused  sync.Map // reason -> *atomic.Int64
	downs    atomic.Int64
	recovers atomic.Int64
}

func (c *counter) Refused(reason string) {
	n, _ := c.refused.LoadOrStore(reason, new(atomic.Int64))
	n.(*atomic.Int64).Add(1)
}

func (c *counter) DatabaseUp(up bool) {
	if up {
		c.recovers.Add(1)
	} else {
		c.downs.Add(1)
	}
}

func (c *counter) count(reason string) int64 {
	n, ok := c.refused.Load(reason)
	if !ok {
		return 0
	}
	return n.(*atomic.Int64).Load()
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
	obs := &counter{}
	e := &env{t: t, handler: api.New(api.Deps{Store: store, Log: zap.New(core), Observer: obs}, api.Config{}), store: store}
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
	if obs.count(api.RefusedDatabase) != 10 || obs.downs.Load() != 1 {
		t.Errorf("observer: %d refused for the database, %d outages; want 10 and 1", obs.count(api.RefusedDatabase), obs.downs.Load())
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
	if n := logs.FilterMessage("database reachable again").Len(); n != 1 || obs.recovers.Load() != 1 {
		t.Errorf("the recovery was logged %d times and observed %d, want once each", n, obs.recovers.Load())
	}
}
