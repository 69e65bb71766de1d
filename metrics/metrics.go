// Package metrics owns what recruitd tells Prometheus: HTTP requests by
// route pattern and status, requests in flight, requests refused with 429 by
// route and by every protection (rate limits, concurrency limits, Postgres
// unreachable) by reason, whether requests reach Postgres, resume parses by format and parser, screenings by evaluator, LLM
// requests and failures, the outbox backlog and each consumer's lag (read
// from the cursors at scrape time), parked documents, and the Postgres
// pool. It is the one package that imports the Prometheus client.
package metrics

import (
	"context"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// Metrics holds the collectors of one process. Its methods are safe for
// concurrent use.
type Metrics struct {
	reg         *prometheus.Registry
	requests    *prometheus.HistogramVec
	inFlight    prometheus.Gauge
	rateLimited *prometheus.CounterVec
	refused     *prometheus.CounterVec
	databaseUp  prometheus.Gauge
	parses      *prometheus.HistogramVec
	screenings  *prometheus.CounterVec
	llmRequests *prometheus.CounterVec
	llmFailures *prometheus.CounterVec
}

// New returns Metrics with the Go runtime and process collectors.
func New() *Metrics {
	m := &Metrics{
		reg: prometheus.NewRegistry(),
		requests: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name: "recruitd_http_request_duration_seconds",
			Help: "Time to answer an HTTP request, by route pattern (never the raw path), method and status.",
			// Matching and screening take tens of milliseconds; uploads and
			// LLM screenings take seconds.
			Buckets: []float64{.001, .005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10, 30},
		}, []string{"route", "method", "status"}),
		inFlight: prometheus.NewGauge(prometheus.GaugeOpts{
			Name: "recruitd_http_requests_in_flight", Help: "HTTP requests being answered now."}),
		rateLimited: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "recruitd_http_rate_limited_total", Help: "Requests refused with 429 rate_limited, by route pattern."},
			[]string{"route"}),
		refused: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "recruitd_http_refused_total",
			Help: "Requests a protection turned away, by reason: rate_limit and auth_failures (429), match_busy, parse_busy and database (503)."},
			[]string{"reason"}),
		databaseUp: prometheus.NewGauge(prometheus.GaugeOpts{
			Name: "recruitd_database_up",
			Help: "1 while requests reach Postgres; 0 from the first request that finds it unreachable until it has answered again for 2 s."}),
		parses: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name:    "recruitd_resume_parse_duration_seconds",
			Help:    "Time to parse a resume into a profile, by document format and parser (rules, or llm:<model>).",
			Buckets: []float64{.001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10, 30, 60},
		}, []string{"format", "parser"}),
		screenings: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "recruitd_screenings_total", Help: "Screenings stored, by the evaluator that decided (rules, or llm:<model>)."},
			[]string{"evaluator"}),
		llmRequests: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "recruitd_llm_requests_total", Help: "HTTP requests sent to the OpenAI-compatible endpoint, retries included, by purpose and model."},
			[]string{"purpose", "model"}),
		llmFailures: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "recruitd_llm_failures_total", Help: "Requests to the OpenAI-compatible endpoint that failed: no answer, or an HTTP error status."},
			[]string{"purpose", "model"}),
	}
	m.databaseUp.Set(1) // serve starts once Postgres has answered
	m.reg.MustRegister(m.requests, m.inFlight, m.rateLimited, m.refused, m.databaseUp, m.parses, m.screenings, m.llmRequests, m.llmFailures,
		collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	return m
}

// Handler serves the metrics in the Prometheus text format.
func (m *Metrics) Handler() http.Handler {
	return promhttp.HandlerFor(m.reg, promhttp.HandlerOpts{})
}

// RequestStarted counts a request in flight until the function it returns
// is called with what the request became.
func (m *Metrics) RequestStarted() func(route, method string, status int, took time.Duration) {
	m.inFlight.Inc()
	return func(route, method string, status int, took time.Duration) {
		m.inFlight.Dec()
		if route == "" {
			route = "unmatched" // 404s: their paths are the clients' and unbounded
		}
		m.requests.WithLabelValues(route, method, strconv.Itoa(status)).Observe(took.Seconds())
		if status == http.StatusTooManyRequests {
			m.rateLimited.WithLabelValues(route).Inc()
		}
	}
}

// Refused counts a request a protection turned away for reason (api.Refused*).
func (m *Metrics) Refused(reason string) {
	m.refused.WithLabelValues(reason).Inc()
}

// DatabaseUp records whether requests reach Postgres.
func (m *Metrics) DatabaseUp(up bool) {
	if up {
		m.databaseUp.Set(1)
	} else {
		m.databaseUp.Set(0)
	}
}

// Screened counts a stored screening decided by evaluator.
func (m *Metrics) Screened(evaluator string) {
	m.screenings.WithLabelValues(evaluator).Inc()
}

// Parsed records a resume parse.
func (m *Metrics) Parsed(format, parser string, took time.Duration) {
	m.parses.WithLabelValues(format, parser).Observe(took.Seconds())
}

// Transport wraps next (nil: http.DefaultTransport) so that every request to
// the LLM endpoint for purpose ("screening", "resume", "embedding") is
// counted, and failures apart.
func (m *Metrics) Transport(purpose, model string, next http.RoundTripper) http.RoundTripper {
	if next == nil {
		next = http.DefaultTransport
	}
	return &countingTransport{next: next, requests: m.llmRequests.WithLabelValues(purpose, model),
		failures: m.llmFailures.WithLabelValues(purpose, model)}
}

type countingTransport struct {
	next               http.RoundTripper
	requests, failures prometheus.Counter
}

func (t *countingTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	t.requests.Inc()
	resp, err := t.next.RoundTrip(r)
	if err != nil || resp.StatusCode >= 400 {
		t.failures.Inc()
	}
	return resp, err
}

// Outbox is what the outbox collector reads, at each scrape.
type Outbox interface {
	LastEvent(ctx context.Context) (int64, error)
	Cursors(ctx context.Context) (map[string]int64, error)
}

// WatchOutbox exports the outbox head and, for every consumer whose cursor
// is kept in Postgres (the document builder, each persistent backend), how
// many events it has still to read. Cursors of rebuilds in progress are
// left out: they count records, not events. parked, when not nil, counts
// documents a backend refused.
func (m *Metrics) WatchOutbox(o Outbox, parked func(context.Context) (int64, error)) {
	m.reg.MustRegister(&outboxCollector{outbox: o, parked: parked})
}

var (
	headDesc = prometheus.NewDesc("recruitd_outbox_head", "Id of the newest outbox event.", nil, nil)
	lagDesc  = prometheus.NewDesc("recruitd_outbox_lag_events",
		"Outbox events a consumer has still to read: consumer documents is the document builder (the outbox backlog), backend:<name> a persistent index backend.",
		[]string{"consumer"}, nil)
	parkedDesc = prometheus.NewDesc("recruitd_index_parked_documents", "Documents an index backend refused, kept aside with their reason.", nil, nil)
	scrapeDesc = prometheus.NewDesc("recruitd_outbox_scrape_ok", "1 when the outbox figures could be read at this scrape, 0 when Postgres failed.", nil, nil)
)

type outboxCollector struct {
	outbox Outbox
	parked func(context.Context) (int64, error)
}

func (c *outboxCollector) Describe(ch chan<- *prometheus.Desc) {
	ch <- headDesc
	ch <- lagDesc
	ch <- scrapeDesc
	if c.parked != nil {
		ch <- parkedDesc
	}
}

func (c *outboxCollector) Collect(ch chan<- prometheus.Metric) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	ok := 1.0
	defer func() { ch <- prometheus.MustNewConstMetric(scrapeDesc, prometheus.GaugeValue, ok) }()
	head, err := c.outbox.LastEvent(ctx)
	if err != nil {
		ok = 0
		return
	}
	cursors, err := c.outbox.Cursors(ctx)
	if err != nil {
		ok = 0
		return
	}
	ch <- prometheus.MustNewConstMetric(headDesc, prometheus.GaugeValue, float64(head))
	if cursors == nil {
		cursors = map[string]int64{}
	}
	if _, ok := cursors["documents"]; !ok {
		cursors["documents"] = 0 // the builder has not committed a batch yet
	}
	for name, pos := range cursors {
		if name != "documents" && !strings.HasPrefix(name, "backend:") {
			continue
		}
		ch <- prometheus.MustNewConstMetric(lagDesc, prometheus.GaugeValue, float64(max(head-pos, 0)), name)
	}
	if c.parked != nil {
		n, err := c.parked(ctx)
		if err != nil {
			ok = 0
			return
		}
		ch <- prometheus.MustNewConstMetric(parkedDesc, prometheus.GaugeValue, float64(n))
	}
}

// PoolStat is a snapshot of a connection pool (pgxpool.Stat's figures).
type PoolStat struct {
	Acquired, Idle, Constructing, Total, Max                             int32
	AcquireCount, EmptyAcquireCount, CanceledAcquireCount, NewConnsCount int64
	AcquireDuration                                                      time.Duration
}

// WatchPool exports the Postgres pool's figures, read by stat at each scrape.
func (m *Metrics) WatchPool(stat func() PoolStat) {
	m.reg.MustRegister(poolCollector(stat))
}

var poolDescs = struct {
	conns, max, acquires, empty, canceled, created, wait *prometheus.Desc
}{
	conns:    prometheus.NewDesc("recruitd_db_pool_connections", "Postgres pool connections by state.", []string{"state"}, nil),
	max:      prometheus.NewDesc("recruitd_db_pool_max_connections", "Most connections the pool opens.", nil, nil),
	acquires: prometheus.NewDesc("recruitd_db_pool_acquires_total", "Connections taken from the pool.", nil, nil),
	empty:    prometheus.NewDesc("recruitd_db_pool_empty_acquires_total", "Acquires that had to wait for a connection: a sign the pool is too small.", nil, nil),
	canceled: prometheus.NewDesc("recruitd_db_pool_canceled_acquires_total", "Acquires given up because their context ended.", nil, nil),
	created:  prometheus.NewDesc("recruitd_db_pool_connections_created_total", "Connections opened.", nil, nil),
	wait:     prometheus.NewDesc("recruitd_db_pool_acquire_seconds_total", "Time spent acquiring connections.", nil, nil),
}

type poolCollector func() PoolStat

func (poolCollector) Describe(ch chan<- *prometheus.Desc) {
	for _, d := range []*prometheus.Desc{poolDescs.conns, poolDescs.max, poolDescs.acquires, poolDescs.empty, poolDescs.canceled, poolDescs.created, poolDescs.wait} {
		ch <- d
	}
}

func (c poolCollector) Collect(ch chan<- prometheus.Metric) {
	s := c()
	gauge := func(d *prometheus.Desc, v float64, labels ...string) {
		ch <- prometheus.MustNewConstMetric(d, prometheus.GaugeValue, v, labels...)
	}
	counter := func(d *prometheus.Desc, v float64) {
		ch <- prometheus.MustNewConstMetric(d, prometheus.CounterValue, v)
	}
	gauge(poolDescs.conns, float64(s.Acquired), "acquired")
	gauge(poolDescs.conns, float64(s.Idle), "idle")
	gauge(poolDescs.conns, float64(s.Constructing), "constructing")
	gauge(poolDescs.conns, float64(s.Total), "total")
	gauge(poolDescs.max, float64(s.Max))
	counter(poolDescs.acquires, float64(s.AcquireCount))
	counter(poolDescs.empty, float64(s.EmptyAcquireCount))
	counter(poolDescs.canceled, float64(s.CanceledAcquireCount))
	counter(poolDescs.created, float64(s.NewConnsCount))
	counter(poolDescs.wait, s.AcquireDuration.Seconds())
}
