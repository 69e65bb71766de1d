package metrics_test

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	dto "github.com/prometheus/client_model/go"

	"github.com/recruitd/recruitd/internal/promtest"
	"github.com/recruitd/recruitd/metrics"
)

// scrape serves the metrics and parses them as Prometheus would.
func scrape(t *testing.T, m *metrics.Metrics) map[string]*dto.MetricFamily {
	t.Helper()
	rec := httptest.NewRecorder()
	m.Handler().ServeHTTP(rec, httptest.NewRequest("GET", "/metrics", nil))
	if rec.Code != http.StatusOK || !strings.HasPrefix(rec.Header().Get("Content-Type"), "text/plain") {
		t.Fatalf("GET /metrics = %d %q", rec.Code, rec.Header().Get("Content-Type"))
	}
	return promtest.Parse(t, rec.Body)
}

// value finds the sample of a family whose labels include want.
func value(t *testing.T, families map[string]*dto.MetricFamily, name string, want map[string]string) *dto.Metric {
	t.Helper()
	m, ok := promtest.Find(families, name, want)
	if !ok {
		t.Fatalf("no %s sample with labels %v", name, want)
	}
	return m
}

type outbox struct {
	head    int64
	cursors map[string]int64
	err     error
}

func (o outbox) LastEvent(context.Context) (int64, error)          { return o.head, o.err }
func (o outbox) Cursors(context.Context) (map[string]int64, error) { return o.cursors, o.err }

func TestMetrics(t *testing.T) {
	m := metrics.New()
	done := m.RequestStarted()
	first := scrape(t, m)
	if g := value(t, first, "recruitd_http_requests_in_flight", nil); g.GetGauge().GetValue() != 1 {
		t.Errorf("in flight during a request = %v, want 1", g.GetGauge().GetValue())
	}
	if g := value(t, first, "recruitd_database_up", nil); g.GetGauge().GetValue() != 1 {
		t.Errorf("recruitd_database_up before any outage = %v, want 1", g.GetGauge().GetValue())
	}
	done("/api/candidates/:id", "GET", 200, 30*time.Millisecond)
	m.RequestStarted()("/api/matching/candidates", "POST", 429, time.Millisecond)
	m.RequestStarted()("", "GET", 404, time.Millisecond)
	m.Screened("rules")
	m.Screened("rules")
	m.Refused("rate_limit")
	m.Refused("rate_limit")
	m.Refused("database")
	m.DatabaseUp(false)
	m.Parsed("pdf", "rules", 3*time.Millisecond)
	m.WatchOutbox(outbox{head: 120, cursors: map[string]int64{"documents": 100, "backend:qdrant": 90, "reindex:documents:candidate": 7}},
		func(context.Context) (int64, error) { return 3, nil })
	m.WatchPool(func() metrics.PoolStat {
		return metrics.PoolStat{Acquired: 2, Idle: 3, Total: 5, Max: 8, AcquireCount: 40}
	})

	llm := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/fail" {
			w.WriteHeader(http.StatusTooManyRequests)
		}
	}))
	defer llm.Close()
	client := &http.Client{Transport: m.Transport("screening", "gpt-test", nil)}
	for _, path := range []string{"/ok", "/fail", "/ok"} {
		resp, err := client.Get(llm.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
	}
	if _, err := client.Get("http://127.0.0.1:1/refused"); err == nil {
		t.Fatal("a request to a closed port succeeded")
	}

	f := scrape(t, m)
	h := value(t, f, "recruitd_http_request_duration_seconds", map[string]string{"route": "/api/candidates/:id", "method": "GET", "status": "200"}).GetHistogram()
	if h.GetSampleCount() != 1 || h.GetSampleSum() < 0.029 {
		t.Errorf("request histogram: count %d sum %v, want one request of 30 ms", h.GetSampleCount(), h.GetSampleSum())
	}
	value(t, f, "recruitd_http_request_duration_seconds", map[string]string{"route": "unmatched", "status": "404"})
	for _, s := range f["recruitd_http_request_duration_seconds"].Metric {
		for _, l := range s.Label {
			if l.GetName() == "route" && strings.ContainsAny(l.GetValue(), "0123456789") {
				t.Errorf("a route label holds a raw path: %q", l.GetValue())
			}
		}
	}
	checks := []struct {
		name   string
		labels map[string]string
		want   float64
	}{
		{"recruitd_http_requests_in_flight", nil, 0},
		{"recruitd_http_rate_limited_total", map[string]string{"route": "/api/matching/candidates"}, 1},
		{"recruitd_http_refused_total", map[string]string{"reason": "rate_limit"}, 2},
		{"recruitd_http_refused_total", map[string]string{"reason": "database"}, 1},
		{"recruitd_database_up", nil, 0},
		{"recruitd_screenings_total", map[string]string{"evaluator": "rules"}, 2},
		{"recruitd_llm_requests_total", map[string]string{"purpose": "screening", "model": "gpt-test"}, 4},
		{"recruitd_llm_failures_total", map[string]string{"purpose": "screening", "model": "gpt-test"}, 2},
		{"recruitd_outbox_head", nil, 120},
		{"recruitd_outbox_lag_events", map[string]string{"consumer": "documents"}, 20},
		{"recruitd_outbox_lag_events", map[string]string{"consumer": "backend:qdrant"}, 30},
		{"recruitd_index_parked_documents", nil, 3},
		{"recruitd_outbox_scrape_ok", nil, 1},
		{"recruitd_db_pool_connections", map[string]string{"state": "acquired"}, 2},
		{"recruitd_db_pool_max_connections", nil, 8},
		{"recruitd_db_pool_acquires_total", nil, 40},
	}
	for _, c := range checks {
		s := value(t, f, c.name, c.labels)
		got := s.GetGauge().GetValue() + s.GetCounter().GetValue()
		if got != c.want {
			t.Errorf("%s%v = %v, want %v", c.name, c.labels, got, c.want)
		}
	}
	if n := len(f["recruitd_outbox_lag_events"].Metric); n != 2 {
		t.Errorf("%d lag series, want the builder's and qdrant's (not the rebuild's record cursor)", n)
	}
	if p := value(t, f, "recruitd_resume_parse_duration_seconds", map[string]string{"format": "pdf", "parser": "rules"}); p.GetHistogram().GetSampleCount() != 1 {
		t.Errorf("parse histogram count = %d", p.GetHistogram().GetSampleCount())
	}
	if f["go_goroutines"] == nil || f["process_resident_memory_bytes"] == nil {
		t.Error("no Go runtime or process metrics")
	}
}

func TestOutboxFailureIsReported(t *testing.T) {
	m := metrics.New()
	m.WatchOutbox(outbox{err: errors.New("database unreachable")}, nil)
	f := scrape(t, m)
	if v := value(t, f, "recruitd_outbox_scrape_ok", nil).GetGauge().GetValue(); v != 0 {
		t.Errorf("recruitd_outbox_scrape_ok = %v with Postgres down, want 0", v)
	}
	if f["recruitd_outbox_head"] != nil {
		t.Error("an outbox head was reported although it could not be read")
	}
}
