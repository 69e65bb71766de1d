package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"maps"
	"math/rand/v2"
	"net"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"sync"
	"syscall"
	"time"
)

// Bounds of a load run: it stops by itself, whatever it is asked.
const (
	maxLoadDuration = 5 * time.Minute
	maxLoadRequests = 1_000_000
	maxLoadWorkers  = 64
)

// Backoff of a load worker after a failed request: doubling from the first
// delay up to the cap, reset by a success; a Retry-After the server sends
// (429, 503) is waited for instead, within the cap.
const (
	loadBackoffFirst = 50 * time.Millisecond
	loadBackoffCap   = 5 * time.Second
)

// load runs `recruitd load`: candidate matching requests against a recruitd
// on this machine, reporting throughput and latency percentiles; with
// --freshness, candidates written at a steady rate and the time each takes to
// become matchable. It fails when any request failed.
func load(ctx context.Context, args []string, stdout io.Writer) error {
	fs := newFlags("load", "load [flags]", "Sends candidate-matching requests to a recruitd on this machine (loopback only) and reports\n"+
		"throughput, latency percentiles and failures by kind; exits 1 when any request failed. A worker\n"+
		"whose request fails backs off (50 ms doubling to 5 s, or the server's Retry-After).\n"+
		"With --freshness, creates candidates at --rate instead and reports how long each takes from its 201\n"+
		"until candidate matching finds it; a 429 or 503 is retried after its Retry-After.", stdout, []string{"RECRUITD_TOKEN"})
	target := fs.String("url", "http://127.0.0.1:8080", "base URL of the recruitd to load; loopback only")
	token := fs.String("token", env("RECRUITD_TOKEN", ""), "bearer token (RECRUITD_TOKEN)")
	jobs := fs.String("jobs", "1-20", "job ids to match candidates for, as FIRST-LAST")
	body := fs.String("body", `{"minScore": 0, "limit": 20}`, "JSON body of each matching request")
	duration := fs.Duration("duration", 30*time.Second, "how long to run (at most 5m)")
	requests := fs.Int("requests", 0, "stop after this many requests (0: the duration alone)")
	workers := fs.Int("concurrency", 2, "requests in flight at once (at most 64)")
	fresh := freshnessFlags(fs)
	if err := fs.Parse(args); err != nil {
		return err
	}
	base, err := loopbackURL(*target)
	if err != nil {
		return err
	}
	if fresh.on {
		if *duration <= 0 || *duration > maxLoadDuration {
			return fmt.Errorf("load: duration must be in (0, %s]", maxLoadDuration)
		}
		return freshness(ctx, base, *token, *duration, fresh, stdout)
	}
	first, last, err := idRange(*jobs)
	if err != nil {
		return err
	}
	if *duration <= 0 || *duration > maxLoadDuration || *requests < 0 || *requests > maxLoadRequests ||
		*workers < 1 || *workers > maxLoadWorkers {
		return fmt.Errorf("load: duration must be in (0, %s], requests in [0, %d], concurrency in [1, %d]",
			maxLoadDuration, maxLoadRequests, maxLoadWorkers)
	}
	limit := *requests
	if limit == 0 {
		limit = maxLoadRequests
	}
	ctx, cancel := context.WithTimeout(ctx, *duration)
	defer cancel()

	var (
		mu        sync.Mutex
		latencies []time.Duration
		failures  = map[string]int{}
		sent      int
		wg        sync.WaitGroup
	)
	client := &http.Client{Timeout: 30 * time.Second}
	start := time.Now()
	for range *workers {
		wg.Go(func() {
			var backoff time.Duration
			for {
				mu.Lock()
				if sent >= limit || ctx.Err() != nil {
					mu.Unlock()
					return
				}
				sent++
				mu.Unlock()
				id := first + rand.Int64N(last-first+1)
				req, _ := http.NewRequestWithContext(ctx, http.MethodGet,
					base+"/api/matching/candidates?jobId="+strconv.FormatInt(id, 10), bytes.NewReader([]byte(*body)))
				req.Header.Set("Authorization", "Bearer "+*token)
				req.Header.Set("Content-Type", "application/json")
				t := time.Now()
				resp, err := client.Do(req)
				took := time.Since(t)
				outcome, retryAfter := "", time.Duration(0)
				switch {
				case err != nil && ctx.Err() != nil:
					return // the run ended mid-request: not a result
				case err != nil:
					outcome = transportFailure(err)
				default:
					_, _ = io.Copy(io.Discard, resp.Body)
					resp.Body.Close()
					if resp.StatusCode != http.StatusOK {
						outcome = "status " + strconv.Itoa(resp.StatusCode)
						if s, err := strconv.Atoi(resp.Header.Get("Retry-After")); err == nil && s > 0 {
							retryAfter = time.Duration(s) * time.Second
						}
					}
				}
				mu.Lock()
				if outcome == "" {
					latencies = append(latencies, took)
				} else {
					failures[outcome]++
				}
				mu.Unlock()
				if outcome == "" {
					backoff = 0
					continue
				}
				backoff = min(loadBackoffCap, max(2*backoff, loadBackoffFirst, retryAfter))
				select {
				case <-time.After(backoff):
				case <-ctx.Done():
					return
				}
			}
		})
	}
	wg.Wait()
	elapsed := time.Since(start)
	report(stdout, latencies, failures, elapsed)
	failed := 0
	for _, n := range failures {
		failed += n
	}
	if failed > 0 {
		return fmt.Errorf("load: %d of %d requests failed", failed, failed+len(latencies))
	}
	if len(latencies) == 0 {
		return errors.New("load: no request was sent")
	}
	return nil
}

// transportFailure names a request that got no answer by its kind, so that
// the summary counts kinds rather than listing each request.
func transportFailure(err error) string {
	var netErr net.Error
	switch {
	case errors.Is(err, syscall.ECONNREFUSED):
		return "connection refused"
	case errors.Is(err, syscall.ECONNRESET), errors.Is(err, io.EOF), errors.Is(err, io.ErrUnexpectedEOF):
		return "connection reset"
	case errors.As(err, &netErr) && netErr.Timeout():
		return "timeout"
	default:
		return "no answer"
	}
}

func report(w io.Writer, latencies []time.Duration, failures map[string]int, elapsed time.Duration) {
	slices.Sort(latencies)
	pct := func(p float64) time.Duration {
		if len(latencies) == 0 {
			return 0
		}
		return latencies[min(len(latencies)-1, int(p*float64(len(latencies))))]
	}
	fmt.Fprintf(w, "%d requests ok in %s: %.1f requests/s\n", len(latencies), elapsed.Round(time.Millisecond),
		float64(len(latencies))/elapsed.Seconds())
	fmt.Fprintf(w, "latency p50 %s  p90 %s  p99 %s  max %s\n", pct(0.50).Round(time.Microsecond*10),
		pct(0.90).Round(time.Microsecond*10), pct(0.99).Round(time.Microsecond*10), pct(1).Round(time.Microsecond*10))
	for _, outcome := range slices.Sorted(maps.Keys(failures)) {
		fmt.Fprintf(w, "failed: %d × %s\n", failures[outcome], outcome)
	}
}

// loopbackURL accepts only a URL whose host resolves to loopback addresses:
// load is for this machine's own server.
func loopbackURL(raw string) (string, error) {
	u, err := url.Parse(raw)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return "", fmt.Errorf("load: --url %q is not an http(s) URL", raw)
	}
	addrs, err := net.LookupIP(u.Hostname())
	if err != nil || len(addrs) == 0 {
		return "", fmt.Errorf("load: cannot resolve %q", u.Hostname())
	}
	for _, a := range addrs {
		if !a.IsLoopback() {
			return "", fmt.Errorf("load: %s is not a loopback address; load runs against this machine only", a)
		}
	}
	return u.Scheme + "://" + u.Host, nil
}

// idRange reads "FIRST-LAST".
func idRange(s string) (int64, int64, error) {
	a, b, ok := bytes.Cut([]byte(s), []byte("-"))
	first, err1 := strconv.ParseInt(string(a), 10, 64)
	last, err2 := strconv.ParseInt(string(b), 10, 64)
	if !ok || err1 != nil || err2 != nil || first < 1 || last < first {
		return 0, 0, fmt.Errorf("load: --jobs %q is not a range of ids such as 1-20", s)
	}
	return first, last, nil
}
