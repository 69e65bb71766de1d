// Command harden runs the long fault drills of `make harden` against a real
// recruitd and a real Postgres on this machine's loopback, and prints the
// figures the README quotes:
//
//   - outage: Postgres stopped and started under load; the server answers 503
//     with Retry-After, logs the outage once, and serves again without a
//     restart;
//   - kill: `recruitd serve` killed with SIGKILL while its indexer is behind;
//     after a restart every acknowledged write is there and indexed;
//   - slow: clients sending headers or a body a byte at a time are cut off by
//     the header and body timeouts while others are served;
//   - heavy: the most expensive requests the limits allow (100 criteria,
//     100 results, maximal uploads, oversized resumes) at full concurrency;
//   - soak: reads, writes, parses and matches mixed at a set concurrency over
//     the synthetic pool, with the server's resident memory sampled.
//
// Every drill counts 5xx answers; any 5xx the drill does not expect fails the
// run. It needs the PostgreSQL server binaries (scripts/pg.sh) and a built
// bin/recruitd.
package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"maps"
	"math/rand/v2"
	"mime/multipart"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/recruitd/recruitd/synth"
)

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "harden:", err)
		os.Exit(1)
	}
}

type options struct {
	bin, pg     string
	candidates  int
	soak        time.Duration
	concurrency int
	only        map[string]bool
	keep        bool
}

func run() error {
	var o options
	var only string
	flag.StringVar(&o.bin, "bin", "bin/recruitd", "the recruitd binary")
	flag.StringVar(&o.pg, "pg", "scripts/pg.sh", "the Postgres cluster script")
	flag.IntVar(&o.candidates, "candidates", 100_000, "synthetic candidates imported (and one job per 50)")
	flag.DurationVar(&o.soak, "soak", 10*time.Minute, "length of the soak")
	flag.IntVar(&o.concurrency, "concurrency", 8, "clients of the soak and the heavy drill")
	flag.StringVar(&only, "only", "outage,kill,slow,soak,heavy", "the drills to run, comma-separated")
	flag.BoolVar(&o.keep, "keep", false, "keep the cluster and the logs")
	flag.Parse()
	o.only = map[string]bool{}
	for _, d := range strings.Split(only, ",") {
		o.only[strings.TrimSpace(d)] = true
	}

	dir, err := os.MkdirTemp("", "recruitd-harden-")
	if err != nil {
		return err
	}
	if err := os.Chmod(dir, 0o755); err != nil { // the postgres user must reach it
		return err
	}
	h := &harness{o: o, dir: dir, port: freePort()}
	defer h.cleanup()
	if err := h.setup(); err != nil {
		return err
	}
	drills := []struct {
		name string
		fn   func() error
	}{{"outage", h.outage}, {"kill", h.kill}, {"slow", h.slow}, {"soak", h.soakDrill}, {"heavy", h.heavy}}
	var failed []string
	for _, d := range drills {
		if !o.only[d.name] {
			continue
		}
		fmt.Printf("\n== %s\n", d.name)
		if err := d.fn(); err != nil {
			fmt.Printf("FAILED: %v\n", err)
			failed = append(failed, d.name)
		}
	}
	if len(failed) > 0 {
		return fmt.Errorf("drills failed: %s", strings.Join(failed, ", "))
	}
	fmt.Println("\nevery drill held")
	return nil
}

// harness is the cluster, the server and what the drills share.
type harness struct {
	o        options
	dir      string
	port     int
	dbURL    string
	srv      *server
	admin    string
	tokens   []string // one per soak client
	jobs     int64    // ids 1..jobs
	cands    int64    // ids 1..cands
	serveLog string
}

func freePort() int {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		panic(err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}

func (h *harness) cluster(args ...string) (string, error) {
	out, err := exec.Command(h.o.pg, args...).Output()
	var exit *exec.ExitError
	if errors.As(err, &exit) {
		return "", fmt.Errorf("pg.sh %s: %v\n%s", strings.Join(args, " "), err, exit.Stderr)
	}
	return strings.TrimSpace(string(out)), err
}

func (h *harness) startCluster() error {
	url, err := h.cluster("start", filepath.Join(h.dir, "pg"), strconv.Itoa(h.port), "--tcp")
	if err != nil {
		return err
	}
	if h.dbURL != "" && url != h.dbURL {
		return fmt.Errorf("the cluster came back at %s, not %s", url, h.dbURL)
	}
	h.dbURL = url
	return nil
}

func (h *harness) cleanup() {
	if h.srv != nil {
		h.srv.stop()
	}
	if h.o.keep {
		fmt.Printf("kept %s (DATABASE_URL=%s)\n", h.dir, h.dbURL)
		return
	}
	_, _ = h.cluster("destroy", filepath.Join(h.dir, "pg"))
	os.RemoveAll(h.dir)
}

// recruitd runs a recruitd command against the cluster and returns its output.
func (h *harness) recruitd(args ...string) (string, error) {
	cmd := exec.Command(h.o.bin, args...)
	cmd.Env = append(os.Environ(), "DATABASE_URL="+h.dbURL)
	out, err := cmd.CombinedOutput()
	if err != nil {
		return string(out), fmt.Errorf("recruitd %s: %v\n%s", strings.Join(args, " "), err, lastLines(string(out), 20))
	}
	return string(out), nil
}

func lastLines(s string, n int) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	return strings.Join(lines[max(0, len(lines)-n):], "\n")
}

func (h *harness) setup() error {
	start := time.Now()
	if err := h.startCluster(); err != nil {
		return err
	}
	if _, err := h.recruitd("migrate"); err != nil {
		return err
	}
	if _, err := h.recruitd("import", "--synthetic", strconv.Itoa(h.o.candidates)); err != nil {
		return err
	}
	if _, err := h.recruitd("reindex"); err != nil {
		return err
	}
	h.admin = "rcd_harden_admin_" + strconv.FormatInt(rand.Int64(), 36)
	h.serveLog = filepath.Join(h.dir, "serve.log")
	var err error
	if h.srv, err = h.startServer(); err != nil {
		return err
	}
	for i := range h.o.concurrency {
		out, err := h.recruitd("token", "create", "--email", fmt.Sprintf("agent%d@example.com", i), "--role", "recruiter")
		if err != nil {
			return err
		}
		tok := regexp.MustCompile(`rcd_[A-Za-z0-9_-]{43}`).FindString(out)
		if tok == "" {
			return fmt.Errorf("token create printed no token: %s", out)
		}
		h.tokens = append(h.tokens, tok)
	}
	c := newClient(h.srv.addr)
	if h.cands, err = c.total("/api/candidates?limit=1", h.admin); err != nil {
		return err
	}
	if h.jobs, err = c.total("/api/jobs?limit=1", h.admin); err != nil {
		return err
	}
	fmt.Printf("setup: %d candidates, %d jobs imported and indexed, server up, in %s\n", h.cands, h.jobs, time.Since(start).Round(time.Second))
	return nil
}

// server is a running `recruitd serve`.
type server struct {
	cmd  *exec.Cmd
	addr string
	done chan error
}

func (h *harness) startServer() (*server, error) {
	logf, err := os.OpenFile(h.serveLog, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
	if err != nil {
		return nil, err
	}
	addr := fmt.Sprintf("127.0.0.1:%d", freePort())
	cmd := exec.Command(h.o.bin, "serve")
	cmd.Env = append(os.Environ(), "DATABASE_URL="+h.dbURL, "LISTEN_ADDR="+addr, "RECRUITD_BOOTSTRAP_TOKEN="+h.admin)
	cmd.Stdout, cmd.Stderr = logf, logf
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	s := &server{cmd: cmd, addr: addr, done: make(chan error, 1)}
	go func() { s.done <- cmd.Wait(); logf.Close() }()
	deadline := time.Now().Add(2 * time.Minute)
	for time.Now().Before(deadline) {
		select {
		case err := <-s.done:
			return nil, fmt.Errorf("serve exited: %v\n%s", err, tail(h.serveLog))
		default:
		}
		if resp, err := http.Get("http://" + addr + "/readyz"); err == nil {
			resp.Body.Close()
			if resp.StatusCode == 200 {
				return s, nil
			}
		}
		time.Sleep(100 * time.Millisecond)
	}
	s.kill()
	return nil, errors.New("serve did not become ready in 2 minutes")
}

func tail(path string) string {
	data, _ := os.ReadFile(path)
	return lastLines(string(data), 20)
}

func (s *server) stop() {
	_ = s.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-s.done:
	case <-time.After(40 * time.Second):
		s.kill()
	}
}

func (s *server) kill() {
	_ = s.cmd.Process.Kill()
	<-s.done
}

// rss is the server's resident memory in bytes.
func (s *server) rss() int64 {
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", s.cmd.Process.Pid))
	if err != nil {
		return 0
	}
	m := regexp.MustCompile(`VmRSS:\s+(\d+) kB`).FindSubmatch(data)
	if m == nil {
		return 0
	}
	kb, _ := strconv.ParseInt(string(m[1]), 10, 64)
	return kb << 10
}

// sampleRSS records the server's largest resident memory until stop is called.
func (s *server) sampleRSS() (stop func() int64) {
	var peak atomic.Int64
	done := make(chan struct{})
	finished := make(chan struct{})
	go func() {
		defer close(finished)
		t := time.NewTicker(250 * time.Millisecond)
		defer t.Stop()
		for {
			if r := s.rss(); r > peak.Load() {
				peak.Store(r)
			}
			select {
			case <-done:
				return
			case <-t.C:
			}
		}
	}()
	return func() int64 {
		close(done)
		<-finished
		return peak.Load()
	}
}

// client sends requests to the server.
type client struct {
	base string
	http *http.Client
}

func newClient(addr string) *client {
	return &client{base: "http://" + addr, http: &http.Client{Timeout: 2 * time.Minute,
		Transport: &http.Transport{MaxIdleConnsPerHost: 64, MaxIdleConns: 64}}}
}

// result is one answered (or failed) request.
type result struct {
	kind    string
	status  int // 0: no answer
	took    time.Duration
	bytes   int
	body    []byte // kept for ids of created records
	failure string
}

func (c *client) do(kind, method, path, token, contentType string, body []byte) result {
	req, err := http.NewRequest(method, c.base+path, bytes.NewReader(body))
	if err != nil {
		return result{kind: kind, failure: err.Error()}
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	start := time.Now()
	resp, err := c.http.Do(req)
	if err != nil {
		return result{kind: kind, took: time.Since(start), failure: transport(err)}
	}
	data, err := io.ReadAll(resp.Body)
	resp.Body.Close()
	r := result{kind: kind, status: resp.StatusCode, took: time.Since(start), bytes: len(data), body: data}
	if err != nil {
		r.failure = transport(err)
	}
	return r
}

func transport(err error) string {
	switch {
	case errors.Is(err, syscall.ECONNREFUSED):
		return "connection refused"
	case errors.Is(err, syscall.ECONNRESET), errors.Is(err, io.EOF), errors.Is(err, io.ErrUnexpectedEOF):
		return "connection reset"
	default:
		var ne net.Error
		if errors.As(err, &ne) && ne.Timeout() {
			return "timeout"
		}
		return "no answer"
	}
}

func (c *client) total(path, token string) (int64, error) {
	r := c.do("total", "GET", path, token, "", nil)
	var v struct {
		Total int64 `json:"total"`
	}
	if r.status != 200 || json.Unmarshal(r.body, &v) != nil {
		return 0, fmt.Errorf("GET %s: %d %s", path, r.status, r.body)
	}
	return v.Total, nil
}

// tally counts results by kind and status, and keeps latencies.
type tally struct {
	mu        sync.Mutex
	statuses  map[string]map[int]int // kind -> status -> n
	failures  map[string]int
	latencies map[string][]time.Duration
	maxBytes  int
	samples   map[int]string // status -> one answer body, for the report
}

func newTally() *tally {
	return &tally{statuses: map[string]map[int]int{}, failures: map[string]int{}, latencies: map[string][]time.Duration{},
		samples: map[int]string{}}
}

func (t *tally) add(r result) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if r.failure != "" {
		t.failures[r.kind+": "+r.failure]++
		return
	}
	if t.statuses[r.kind] == nil {
		t.statuses[r.kind] = map[int]int{}
	}
	t.statuses[r.kind][r.status]++
	t.latencies[r.kind] = append(t.latencies[r.kind], r.took)
	t.maxBytes = max(t.maxBytes, r.bytes)
	if _, ok := t.samples[r.status]; !ok && r.status >= 400 {
		t.samples[r.status] = string(r.body[:min(len(r.body), 300)])
	}
}

func (t *tally) count(pred func(status int) bool) int {
	t.mu.Lock()
	defer t.mu.Unlock()
	n := 0
	for _, byStatus := range t.statuses {
		for s, c := range byStatus {
			if pred(s) {
				n += c
			}
		}
	}
	return n
}

func (t *tally) requests() int {
	t.mu.Lock()
	defer t.mu.Unlock()
	n := 0
	for _, f := range t.failures {
		n += f
	}
	for _, byStatus := range t.statuses {
		for _, c := range byStatus {
			n += c
		}
	}
	return n
}

func percentile(list []time.Duration, p float64) time.Duration {
	if len(list) == 0 {
		return 0
	}
	s := slices.Sorted(slices.Values(list))
	return s[min(len(s)-1, int(p*float64(len(s))))]
}

func (t *tally) print() {
	t.mu.Lock()
	defer t.mu.Unlock()
	var all []time.Duration
	for _, kind := range slices.Sorted(maps.Keys(t.statuses)) {
		var parts []string
		for _, s := range slices.Sorted(maps.Keys(t.statuses[kind])) {
			parts = append(parts, fmt.Sprintf("%d×%d", t.statuses[kind][s], s))
		}
		l := t.latencies[kind]
		all = append(all, l...)
		fmt.Printf("  %-18s %-28s p50 %-9s p99 %s\n", kind, strings.Join(parts, " "),
			percentile(l, 0.5).Round(100*time.Microsecond), percentile(l, 0.99).Round(100*time.Microsecond))
	}
	for _, f := range slices.Sorted(maps.Keys(t.failures)) {
		fmt.Printf("  no answer: %d × %s\n", t.failures[f], f)
	}
	for _, s := range slices.Sorted(maps.Keys(t.samples)) {
		fmt.Printf("  a %d answered: %s\n", s, t.samples[s])
	}
	fmt.Printf("  all: %d requests, p50 %s, p99 %s, largest answer %d bytes\n", len(all),
		percentile(all, 0.5).Round(100*time.Microsecond), percentile(all, 0.99).Round(100*time.Microsecond), t.maxBytes)
}

// loop runs workers that call next until ctx ends, tallying every result.
func loop(ctx context.Context, workers int, t *tally, next func(worker int, rng *rand.Rand) result) {
	var wg sync.WaitGroup
	for w := range workers {
		wg.Go(func() {
			rng := rand.New(rand.NewPCG(uint64(w)+1, uint64(time.Now().UnixNano())))
			for ctx.Err() == nil {
				t.add(next(w, rng))
			}
		})
	}
	wg.Wait()
}

// countLog counts the lines of the server's log holding s.
func (h *harness) countLog(s string) int {
	data, _ := os.ReadFile(h.serveLog)
	return bytes.Count(data, []byte(s))
}

// outage stops Postgres under load, checks the server answers 503 (and
// nothing 500) while it is down, then starts it and waits for 200s.
func (h *harness) outage() error {
	c := newClient(h.srv.addr)
	t := newTally()
	var phase atomic.Value
	phase.Store("before")
	ctx, cancel := context.WithCancel(context.Background())
	var firstOK atomic.Int64 // unix nanoseconds of the first 200 after the restart
	restarted := time.Time{}
	var mu sync.Mutex
	done := make(chan struct{})
	const outageLine = `"msg":"database unreachable: answering 503`
	logBefore := h.countLog(outageLine)
	stacksBefore := h.countLog(`"stacktrace"`)
	go func() {
		defer close(done)
		loop(ctx, 4, t, func(w int, rng *rand.Rand) result {
			var r result
			if w%2 == 0 {
				r = c.do("read", "GET", fmt.Sprintf("/api/candidates/%d", 1+rng.Int64N(h.cands)), h.tokens[w], "", nil)
			} else {
				r = c.do("match", "GET", fmt.Sprintf("/api/matching/candidates?jobId=%d", 1+rng.Int64N(h.jobs)), h.tokens[w], "application/json", []byte(`{"limit":5}`))
			}
			r.kind = phase.Load().(string) + " " + r.kind
			if r.status == 200 && phase.Load() == "after" {
				mu.Lock()
				if firstOK.Load() == 0 {
					firstOK.Store(time.Now().UnixNano())
				}
				mu.Unlock()
			}
			if r.status == 503 {
				time.Sleep(200 * time.Millisecond) // as a client honouring Retry-After would, less patiently
			}
			return r
		})
	}()
	time.Sleep(5 * time.Second)
	phase.Store("down")
	if _, err := h.cluster("stop", filepath.Join(h.dir, "pg")); err != nil {
		cancel()
		return err
	}
	time.Sleep(10 * time.Second)
	if err := h.startCluster(); err != nil {
		cancel()
		return err
	}
	restarted = time.Now()
	phase.Store("after")
	time.Sleep(10 * time.Second)
	cancel()
	<-done
	t.print()
	recovery := time.Duration(0)
	if ns := firstOK.Load(); ns > 0 {
		recovery = time.Unix(0, ns).Sub(restarted)
	}
	outages := h.countLog(outageLine) - logBefore
	stacks := h.countLog(`"stacktrace"`) - stacksBefore
	handlerStacks := h.countLog(`"msg":"internal error"`)
	fmt.Printf("  Postgres down 10 s: %d answers 503, %d answers 500; outage logged %d times; first 200 %s after Postgres was back; %d stack traces logged meanwhile (%d by request handlers)\n",
		t.count(func(s int) bool { return s == 503 }), t.count(func(s int) bool { return s == 500 }), outages,
		recovery.Round(10*time.Millisecond), stacks, handlerStacks)
	var problems []string
	if n := t.count(func(s int) bool { return s >= 500 && s != 503 }); n > 0 {
		problems = append(problems, fmt.Sprintf("%d answers 5xx other than 503", n))
	}
	if t.count(func(s int) bool { return s == 503 }) == 0 {
		problems = append(problems, "no 503 while Postgres was down")
	}
	if outages != 1 {
		problems = append(problems, fmt.Sprintf("the outage was logged %d times", outages))
	}
	if handlerStacks > 0 {
		problems = append(problems, fmt.Sprintf("%d internal errors logged by handlers", handlerStacks))
	}
	if recovery == 0 {
		problems = append(problems, "no 200 after Postgres came back")
	}
	for kind, byStatus := range t.statuses {
		if strings.HasPrefix(kind, "after") {
			ok := byStatus[200]
			total := 0
			for _, n := range byStatus {
				total += n
			}
			fmt.Printf("  after the restart, %s: %d of %d answered 200\n", kind, ok, total)
		}
	}
	if len(problems) > 0 {
		return errors.New(strings.Join(problems, "; "))
	}
	return nil
}

// indexStatus reads `recruitd index status`: the stored candidate documents
// and how many outbox events the documents are behind.
func (h *harness) indexStatus() (docs, behind int64, err error) {
	out, err := h.recruitd("index", "status")
	if err != nil {
		return 0, 0, err
	}
	d := regexp.MustCompile(`stored candidate documents\s+(\d+)`).FindStringSubmatch(out)
	b := regexp.MustCompile(`documents behind outbox\s+(\d+)`).FindStringSubmatch(out)
	if d == nil || b == nil {
		return 0, 0, fmt.Errorf("index status: %s", out)
	}
	docs, _ = strconv.ParseInt(d[1], 10, 64)
	behind, _ = strconv.ParseInt(b[1], 10, 64)
	return docs, behind, nil
}

func (h *harness) sql(query string) (string, error) {
	out, err := exec.Command("psql", h.dbURL, "-tAc", query).CombinedOutput()
	if err != nil {
		return "", fmt.Errorf("psql %s: %v %s", query, err, out)
	}
	return strings.TrimSpace(string(out)), nil
}

// kill writes candidates through the API, kills the server with SIGKILL while
// its indexer is behind, restarts it, and checks that every acknowledged
// write is stored and indexed.
func (h *harness) kill() error {
	c := newClient(h.srv.addr)
	const n = 3000
	var mu sync.Mutex
	var acked []int64
	var wg sync.WaitGroup
	var next atomic.Int64
	run := rand.Int64()
	t := newTally()
	for w := range 8 {
		wg.Go(func() {
			for {
				i := next.Add(1)
				if i > n {
					return
				}
				body := fmt.Sprintf(`{"firstName":"Kill","lastName":"Drill","email":"kill.%d.%d@example.com","statusId":1,"profession":"Registered Nurse","specialty":"ICU","address":{"zip":"78701","state":"TX","city":"Austin"}}`, run, i)
				r := c.do("create", "POST", "/api/candidates", h.tokens[w%len(h.tokens)], "application/json", []byte(body))
				t.add(r)
				var v struct {
					ID int64 `json:"id"`
				}
				if r.status == 201 && json.Unmarshal(r.body, &v) == nil {
					mu.Lock()
					acked = append(acked, v.ID)
					mu.Unlock()
				}
			}
		})
	}
	wg.Wait()
	h.srv.kill()
	_, behind, err := h.indexStatus()
	if err != nil {
		return err
	}
	fmt.Printf("  %d candidates acknowledged (201); serve killed with SIGKILL with its documents %d outbox events behind\n", len(acked), behind)
	start := time.Now()
	if h.srv, err = h.startServer(); err != nil {
		return err
	}
	fmt.Printf("  restarted and ready in %s\n", time.Since(start).Round(100*time.Millisecond))
	deadline := time.Now().Add(3 * time.Minute)
	for {
		if _, behind, err = h.indexStatus(); err != nil {
			return err
		}
		if behind == 0 || time.Now().After(deadline) {
			break
		}
		time.Sleep(500 * time.Millisecond)
	}
	ids := make([]string, len(acked))
	for i, id := range acked {
		ids[i] = strconv.FormatInt(id, 10)
	}
	stored, err := h.sql("SELECT count(*) FROM candidates WHERE id IN (" + strings.Join(ids, ",") + ")")
	if err != nil {
		return err
	}
	indexed, err := h.sql("SELECT count(*) FROM index_documents WHERE kind = 'candidate' AND id IN (" + strings.Join(ids, ",") + ")")
	if err != nil {
		return err
	}
	fmt.Printf("  after the restart: %s of %d acknowledged candidates stored, %s indexed, documents %d events behind (caught up in %s)\n",
		stored, len(acked), indexed, behind, time.Since(start).Round(100*time.Millisecond))
	if stored != strconv.Itoa(len(acked)) || indexed != strconv.Itoa(len(acked)) || len(acked) != n {
		return errors.New("writes were lost")
	}
	return nil
}

// slow opens connections that send their headers, or their body, a byte a
// second, and checks that the server cuts them off at its timeouts while
// serving other clients.
func (h *harness) slow() error {
	const headerConns, bodyConns = 300, 100
	c := newClient(h.srv.addr)
	t := newTally()
	ctx, cancel := context.WithCancel(context.Background())
	loadDone := make(chan struct{})
	go func() {
		defer close(loadDone)
		loop(ctx, 2, t, func(w int, rng *rand.Rand) result {
			r := c.do("served meanwhile", "GET", fmt.Sprintf("/api/jobs/%d", 1+rng.Int64N(h.jobs)), h.tokens[w], "", nil)
			time.Sleep(20 * time.Millisecond)
			return r
		})
	}()
	stopRSS := h.srv.sampleRSS()
	type cutoff struct {
		after  time.Duration
		answer string
	}
	results := make(chan cutoff, headerConns+bodyConns)
	drip := func(prefix, then string) {
		conn, err := net.Dial("tcp", h.srv.addr)
		if err != nil {
			results <- cutoff{answer: "dial: " + err.Error()}
			return
		}
		defer conn.Close()
		start := time.Now()
		if _, err := io.WriteString(conn, prefix); err != nil {
			results <- cutoff{time.Since(start), "write refused"}
			return
		}
		answered := make(chan string, 1)
		go func() {
			line, err := bufio.NewReader(conn).ReadString('\n')
			if err != nil && line == "" {
				line = "closed without an answer"
			}
			answered <- strings.TrimSpace(line)
		}()
		for i := 0; ; i++ {
			select {
			case a := <-answered:
				results <- cutoff{time.Since(start), a}
				return
			case <-time.After(time.Second):
			}
			if _, err := io.WriteString(conn, then[i%len(then):i%len(then)+1]); err != nil {
				results <- cutoff{time.Since(start), "closed"}
				return
			}
			if time.Since(start) > 2*time.Minute {
				results <- cutoff{time.Since(start), "still open after 2 minutes"}
				return
			}
		}
	}
	var wg sync.WaitGroup
	for range headerConns {
		wg.Go(func() { drip("GET /api/jobs HTTP/1.1\r\nHost: x\r\n", "X-Slow: aaaaaaaaaaaaaaaaaaaa\r\n") })
	}
	for range bodyConns {
		wg.Go(func() {
			drip("POST /api/candidates HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer "+h.admin+
				"\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{\"notes\": \"", "a")
		})
	}
	wg.Wait()
	close(results)
	cancel()
	<-loadDone
	peak := stopRSS()
	var longest time.Duration
	answers := map[string]int{}
	for r := range results {
		longest = max(longest, r.after)
		answers[r.answer]++
	}
	t.print()
	fmt.Printf("  %d connections sending headers and %d sending a body a byte a second: all cut off, the last after %s; answers: %v; largest RSS %d MB\n",
		headerConns, bodyConns, longest.Round(100*time.Millisecond), answers, peak>>20)
	if n := answers["still open after 2 minutes"]; n > 0 {
		return fmt.Errorf("%d slow connections were never cut off", n)
	}
	if n := t.count(func(s int) bool { return s != 200 }) + len(t.failures); n > 0 {
		return fmt.Errorf("%d requests of other clients failed meanwhile", n)
	}
	return nil
}

// heavy sends the most expensive requests the limits allow, and the refused
// forms of the attacks, at full concurrency for a minute.
func (h *harness) heavy() error {
	c := newClient(h.srv.addr)
	t := newTally()
	crit := make([]string, 100)
	for i := range crit {
		crit[i] = fmt.Sprintf(`{"description":"At least %d years of ICU experience with ventilated patients and BLS, ACLS, TNCC certification in Texas","importance":"required","type":"experience"}`, i%10+1)
	}
	maxMatch := []byte(`{"minScore":0,"limit":100,"criteria":[` + strings.Join(crit, ",") + `]}`)
	tooMany := []byte(`{"criteria":[` + strings.TrimSuffix(strings.Repeat(`{"description":"x","importance":"required","type":"t"},`, 6000), ",") + `]}`)
	hugeText := bytes.Repeat([]byte("Registered nurse with ICU experience. "), 21<<20/38)
	upload := make([]byte, 24<<20)
	for i := range upload {
		upload[i] = byte('a' + i%26)
	}
	// Most uploads are refused after being read and decoded (a file name
	// without an extension), so that the drill does not fill the disk; one
	// in ten is stored.
	content := base64.StdEncoding.EncodeToString(upload)
	uploadBody := func(store bool) []byte {
		name := "big"
		if store {
			name = "big.txt"
		}
		return []byte(`{"fileName":"` + name + `","contentType":"text/plain","type":"other","base64Content":"` + content + `"}`)
	}
	refusedUpload, storedUpload := uploadBody(false), uploadBody(true)
	// a job with the most criteria a recruiter may store
	job := fmt.Sprintf(`{"title":"ICU RN","description":"ICU RN, nights","startDate":1798761600,"address":{"zip":"78701","city":"Austin","state":"TX"},"employmentType":"CONTRACT","status":"OPEN","criteria":[%s]}`, strings.Join(crit, ","))
	r := c.do("job", "POST", "/api/jobs", h.admin, "application/json", []byte(job))
	var created struct {
		ID int64 `json:"id"`
	}
	if r.status != 201 || json.Unmarshal(r.body, &created) != nil {
		return fmt.Errorf("create a job with 100 criteria: %d %s", r.status, r.body)
	}
	form := func(name string, data []byte) (string, []byte) {
		var b bytes.Buffer
		w := multipart.NewWriter(&b)
		part, _ := w.CreateFormFile("file", name)
		_, _ = part.Write(data)
		w.Close()
		return w.FormDataContentType(), b.Bytes()
	}
	hugeCT, hugeForm := form("huge.txt", hugeText)
	stopRSS := h.srv.sampleRSS()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	loop(ctx, h.o.concurrency, t, func(w int, rng *rand.Rand) result {
		tok := h.tokens[w%len(h.tokens)]
		switch w % 4 {
		case 0:
			return c.do("match 100×100", "POST", fmt.Sprintf("/api/matching/candidates?jobId=%d", 1+rng.Int64N(h.jobs)), tok, "application/json", maxMatch)
		case 1:
			if rng.IntN(2) == 0 {
				return c.do("match job 100 crit", "POST", fmt.Sprintf("/api/matching/candidates?jobId=%d", created.ID), tok, "application/json", []byte(`{"minScore":0,"limit":100}`))
			}
			return c.do("6000 criteria", "POST", fmt.Sprintf("/api/matching/candidates?jobId=%d", 1+rng.Int64N(h.jobs)), tok, "application/json", tooMany)
		case 2:
			return c.do("21 MB text resume", "POST", "/resume/parse", tok, hugeCT, hugeForm)
		default:
			if rng.IntN(10) == 0 {
				return c.do("24 MB upload", "POST", "/api/file", tok, "application/json", storedUpload)
			}
			return c.do("24 MB upload, bad name", "POST", "/api/file", tok, "application/json", refusedUpload)
		}
	})
	peak := stopRSS()
	t.print()
	fmt.Printf("  largest RSS %d MB over %d requests\n", peak>>20, t.requests())
	if n := t.count(func(s int) bool { return s >= 500 && s != 503 }); n > 0 {
		return fmt.Errorf("%d answers 5xx", n)
	}
	if peak > 1<<30 {
		return fmt.Errorf("the server reached %d MB", peak>>20)
	}
	return nil
}

// soakDrill mixes reads, writes, parses and matches for the soak's length.
func (h *harness) soakDrill() error {
	c := newClient(h.srv.addr)
	t := newTally()
	var created sync.Map // worker -> []int64 of candidates it created
	var seq atomic.Int64
	run := rand.Int64()
	resumes := make([][]byte, 200)
	resumeCT := make([]string, len(resumes))
	for i := range resumes {
		var b bytes.Buffer
		w := multipart.NewWriter(&b)
		part, _ := w.CreateFormFile("file", "resume.txt")
		_, _ = io.WriteString(part, synth.Candidate(7, i).ResumeText)
		w.Close()
		resumes[i], resumeCT[i] = b.Bytes(), w.FormDataContentType()
	}
	mine := func(w int) []int64 {
		v, _ := created.Load(w)
		ids, _ := v.([]int64)
		return ids
	}
	stopRSS := h.srv.sampleRSS()
	ctx, cancel := context.WithTimeout(context.Background(), h.o.soak)
	defer cancel()
	progress := time.NewTicker(time.Minute)
	defer progress.Stop()
	go func() {
		for {
			select {
			case <-ctx.Done():
				return
			case <-progress.C:
				fmt.Printf("  ... %d requests, %d 5xx, RSS %d MB\n", t.requests(), t.count(func(s int) bool { return s >= 500 }), h.srv.rss()>>20)
			}
		}
	}()
	loop(ctx, h.o.concurrency, t, func(w int, rng *rand.Rand) result {
		tok := h.tokens[w%len(h.tokens)]
		cand := 1 + rng.Int64N(h.cands)
		job := 1 + rng.Int64N(h.jobs)
		p := rng.IntN(100)
		switch {
		case p < 8:
			return c.do("read candidate", "GET", fmt.Sprintf("/api/candidates/%d", cand), tok, "", nil)
		case p < 14:
			return c.do("read job", "GET", fmt.Sprintf("/api/jobs/%d", job), tok, "", nil)
		case p < 20:
			return c.do("list candidates", "GET", fmt.Sprintf("/api/candidates?limit=20&offset=%d&state=TX", rng.IntN(2000)), tok, "", nil)
		case p < 24:
			return c.do("list other", "GET", []string{"/api/job-submissions?limit=50", "/api/statuses", "/api/file?limit=20", "/api/users?limit=20"}[rng.IntN(4)], tok, "", nil)
		case p < 32:
			i := seq.Add(1)
			body := fmt.Sprintf(`{"firstName":"Soak","lastName":"Test","email":"soak.%d.%d@example.com","statusId":1,"profession":"Registered Nurse","specialty":"%s","address":{"zip":"7870%d","state":"TX","city":"Austin"}}`,
				run, i, []string{"ICU", "ER", "Med-Surg", "L&D"}[i%4], i%10)
			if i%10 == 0 { // spec-minimal records too
				body = fmt.Sprintf(`{"firstName":"Min","lastName":"Imal","email":"min.%d.%d@example.com","statusId":1}`, run, i)
			}
			r := c.do("create candidate", "POST", "/api/candidates", tok, "application/json", []byte(body))
			var v struct {
				ID int64 `json:"id"`
			}
			if r.status == 201 && json.Unmarshal(r.body, &v) == nil {
				created.Store(w, append(mine(w), v.ID))
			}
			return r
		case p < 36:
			ids := mine(w)
			if len(ids) == 0 {
				return c.do("read candidate", "GET", fmt.Sprintf("/api/candidates/%d", cand), tok, "", nil)
			}
			return c.do("update candidate", "PUT", fmt.Sprintf("/api/candidates/%d", ids[rng.IntN(len(ids))]), tok, "application/json",
				[]byte(fmt.Sprintf(`{"notes":"call back %d","status":"%s"}`, rng.IntN(1000), []string{"ACTIVE", "PENDING"}[rng.IntN(2)])))
		case p < 40:
			ids := mine(w)
			if len(ids) == 0 {
				return c.do("read job", "GET", fmt.Sprintf("/api/jobs/%d", job), tok, "", nil)
			}
			// each created candidate submitted once: the newest
			last := ids[len(ids)-1]
			created.Store(w, ids[:len(ids)-1])
			return c.do("create submission", "POST", "/api/job-submissions", tok, "application/json",
				[]byte(fmt.Sprintf(`{"jobId":%d,"candidateId":%d,"statusId":8}`, job, last)))
		case p < 41:
			return c.do("create job", "POST", "/api/jobs", tok, "application/json", []byte(fmt.Sprintf(
				`{"title":"ICU RN %d","description":"Night-shift ICU RN. 2+ years ICU experience required; BLS and ACLS required; Texas license.","startDate":1798761600,"address":{"zip":"78701","city":"Austin","state":"TX"},"employmentType":"CONTRACT","status":"OPEN"}`, rng.IntN(1e6))))
		case p < 52:
			i := rng.IntN(len(resumes))
			return c.do("parse resume", "POST", "/resume/parse", tok, resumeCT[i], resumes[i])
		case p < 54:
			return c.do("upload file", "POST", "/api/file", tok, "application/json", []byte(fmt.Sprintf(
				`{"fileName":"cert.txt","contentType":"text/plain","type":"certification","candidateId":%d,"base64Content":"%s"}`,
				cand, base64.StdEncoding.EncodeToString([]byte(strings.Repeat("BLS certified. ", 200))))))
		case p < 78:
			return c.do("match candidates", "GET", fmt.Sprintf("/api/matching/candidates?jobId=%d", job), tok, "application/json", []byte(`{"limit":20}`))
		case p < 92:
			return c.do("match jobs", "GET", fmt.Sprintf("/api/matching/jobs?candidateId=%d", cand), tok, "application/json", []byte(`{"limit":20}`))
		default:
			return c.do("screen", "POST", "/api/screening", tok, "application/json", []byte(fmt.Sprintf(`{"candidateId":%d,"jobId":%d}`, cand, job)))
		}
	})
	peak := stopRSS()
	t.print()
	var all []time.Duration
	for _, l := range t.latencies {
		all = append(all, l...)
	}
	fivexx := t.count(func(s int) bool { return s >= 500 })
	other := t.count(func(s int) bool { return s >= 400 && s < 500 })
	fmt.Printf("  soak: %s at concurrency %d over %d candidates: %d requests tried, %d 5xx, %d 4xx, %d without an answer; p99 %s; largest RSS %d MB\n",
		h.o.soak, h.o.concurrency, h.cands, t.requests(), fivexx, other, len(t.failures),
		percentile(all, 0.99).Round(100*time.Microsecond), peak>>20)
	if _, behind, err := h.indexStatus(); err == nil {
		fmt.Printf("  stored documents %d outbox events behind at the end\n", behind)
	}
	if fivexx > 0 || len(t.failures) > 0 {
		return fmt.Errorf("%d answers 5xx and %d requests without an answer", fivexx, len(t.failures))
	}
	if peak > 1<<30 {
		return fmt.Errorf("the server reached %d MB", peak>>20)
	}
	return nil
}
