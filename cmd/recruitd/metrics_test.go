package main

import (
	"bufio"
	"encoding/json"
	"net/http"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	dto "github.com/prometheus/client_model/go"

	"github.com/recruitd/recruitd/internal/pgtest"
	"github.com/recruitd/recruitd/internal/promtest"
)

// scrapeMetrics reads addr's /metrics without a token and parses it with
// Prometheus's own text parser.
func scrapeMetrics(t *testing.T, addr string) map[string]*dto.MetricFamily {
	t.Helper()
	resp, err := http.Get("http://" + addr + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("GET /metrics = %d", resp.StatusCode)
	}
	return promtest.Parse(t, resp.Body)
}

// sample returns the value of the sample of name whose labels include want,
// and whether there is one.
func sample(families map[string]*dto.MetricFamily, name string, want map[string]string) (float64, bool) {
	m, ok := promtest.Find(families, name, want)
	if !ok {
		return 0, false
	}
	return promtest.Value(m), true
}

// captureStderr collects what the process writes to stderr (the JSON logs of
// serve) until the test ends.
func captureStderr(t *testing.T) func() []string {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	saved := os.Stderr
	os.Stderr = w
	var mu sync.Mutex
	var lines []string
	done := make(chan struct{})
	go func() {
		defer close(done)
		sc := bufio.NewScanner(r)
		sc.Buffer(make([]byte, 1<<20), 1<<20)
		for sc.Scan() {
			mu.Lock()
			lines = append(lines, sc.Text())
			mu.Unlock()
		}
	}()
	t.Cleanup(func() { os.Stderr = saved; w.Close(); <-done })
	return func() []string {
		mu.Lock()
		defer mu.Unlock()
		return append([]string(nil), lines...)
	}
}

func TestMetricsAndRequestLogs(t *testing.T) {
	logs := captureStderr(t)
	const token = "rcd_metrics"
	addr, _ := serveForTest(t, pgtest.NewDatabase(t), token)
	call := func(method, path, contentType, body string, want int) {
		t.Helper()
		req, _ := http.NewRequest(method, "http://"+addr+path, strings.NewReader(body))
		req.Header.Set("Authorization", "Bearer "+token)
		if contentType != "" {
			req.Header.Set("Content-Type", contentType)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != want {
			t.Fatalf("%s %s = %d, want %d", method, path, resp.StatusCode, want)
		}
	}
	call("POST", "/api/candidates", "application/json", `{"firstName": "Ana", "lastName": "Ruiz", "email": "ana@example.com", "statusId": 1, "specialty": "ICU"}`, 201)
	call("GET", "/api/candidates/1", "", "", 200)
	call("GET", "/api/candidates/2", "", "", 404)
	call("GET", "/no/such/route/42", "", "", 404)
	call("POST", "/api/jobs", "application/json", `{"title": "ICU RN", "description": "ICU experience required", "startDate": 1798761600,
		"address": {"zip": "78701"}, "employmentType": "DIRECT", "status": "OPEN"}`, 201)
	call("POST", "/api/screening", "application/json", `{"candidateId": 1, "jobId": 1}`, 200)
	body := "--b\r\nContent-Disposition: form-data; name=\"file\"; filename=\"cv.txt\"\r\n\r\nAna Ruiz\nRegistered Nurse, St. Luke's Hospital\nJan 2020 - Present\n\r\n--b--\r\n"
	call("POST", "/resume/parse", "multipart/form-data; boundary=b", body, 200)

	f := scrapeMetrics(t, addr)
	for _, c := range []struct {
		name   string
		labels map[string]string
		min    float64
	}{
		{"recruitd_http_request_duration_seconds", map[string]string{"route": "/api/candidates/:id", "method": "GET", "status": "200"}, 1},
		{"recruitd_http_request_duration_seconds", map[string]string{"route": "/api/candidates/:id", "method": "GET", "status": "404"}, 1},
		{"recruitd_http_request_duration_seconds", map[string]string{"route": "unmatched", "status": "404"}, 1},
		{"recruitd_http_request_duration_seconds", map[string]string{"route": "/api/candidates", "method": "POST", "status": "201"}, 1},
		{"recruitd_http_requests_in_flight", nil, 1}, // the scrape itself
		{"recruitd_screenings_total", map[string]string{"evaluator": "rules"}, 1},
		{"recruitd_resume_parse_duration_seconds", map[string]string{"format": "txt", "parser": "rules"}, 1},
		{"recruitd_outbox_head", nil, 2},
		{"recruitd_outbox_scrape_ok", nil, 1},
		{"recruitd_db_pool_connections", map[string]string{"state": "total"}, 1},
		{"recruitd_db_pool_max_connections", nil, 1},
	} {
		if v, ok := sample(f, c.name, c.labels); !ok || v < c.min {
			t.Errorf("%s%v = %v (present %v), want at least %v", c.name, c.labels, v, ok, c.min)
		}
	}
	if _, ok := sample(f, "recruitd_outbox_lag_events", map[string]string{"consumer": "documents"}); !ok {
		t.Error("no outbox backlog (lag of the document builder)")
	}
	for _, m := range f["recruitd_http_request_duration_seconds"].Metric {
		for _, l := range m.Label {
			if l.GetName() == "route" && strings.ContainsAny(l.GetValue(), "0123456789") {
				t.Errorf("route label %q is a raw path", l.GetValue())
			}
		}
	}

	// The request log line: RFC 3339 time, remote address, user, bytes.
	var line map[string]any
	for deadline := time.Now().Add(5 * time.Second); line == nil && time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		for _, l := range logs() {
			var v map[string]any
			if json.Unmarshal([]byte(l), &v) == nil && v["msg"] == "request" && v["route"] == "/api/candidates/:id" && v["status"] == float64(200) {
				line = v
			}
		}
	}
	if line == nil {
		t.Fatalf("no request log line for GET /api/candidates/1 in:\n%s", strings.Join(logs(), "\n"))
	}
	if ts, _ := line["time"].(string); !strings.HasSuffix(ts, "Z") && !strings.Contains(ts, "+") {
		t.Errorf("time = %v, want RFC 3339", line["time"])
	} else if _, err := time.Parse(time.RFC3339Nano, ts); err != nil {
		t.Errorf("time = %q: %v", ts, err)
	}
	if r, _ := line["remote"].(string); !strings.HasPrefix(r, "127.0.0.1:") {
		t.Errorf("remote = %v, want the client's address", line["remote"])
	}
	if line["user_id"] != float64(1) || line["bytes"].(float64) < 50 {
		t.Errorf("user_id = %v, bytes = %v; want the bootstrap admin (1) and the body's size", line["user_id"], line["bytes"])
	}
}

func TestMetricsOnTheirOwnListener(t *testing.T) {
	maddr := freeAddr(t)
	t.Setenv("METRICS_ADDR", maddr)
	addr, _ := serveForTest(t, pgtest.NewDatabase(t), "rcd_metrics_addr")
	resp, err := http.Get("http://" + addr + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusNotFound {
		t.Errorf("GET /metrics on the main listener with METRICS_ADDR set = %d, want 404", resp.StatusCode)
	}
	if _, ok := sample(scrapeMetrics(t, maddr), "recruitd_db_pool_max_connections", nil); !ok {
		t.Error("the metrics listener serves no pool figures")
	}
}
