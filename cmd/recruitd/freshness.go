package main

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"maps"
	"math"
	"math/rand/v2"
	"net/http"
	"slices"
	"strconv"
	"sync"
	"time"

	"github.com/recruitd/recruitd/geo"
	"github.com/recruitd/recruitd/records"
	"github.com/recruitd/recruitd/synth"
)

// freshnessConfig holds the flags of `recruitd load --freshness`.
type freshnessConfig struct {
	on      bool
	rate    float64       // candidates created per second
	resumes float64       // share of them with a resume uploaded
	poll    time.Duration // how often each waiting candidate is probed
	wait    time.Duration // the longest a candidate is waited for
}

func freshnessFlags(fs *flag.FlagSet) *freshnessConfig {
	c := &freshnessConfig{}
	fs.BoolVar(&c.on, "freshness", false, "measure freshness instead: create candidates at --rate for --duration, "+
		"and time each from its 201 until candidate matching finds it")
	fs.Float64Var(&c.rate, "rate", 50, "with --freshness: candidates created per second (at most 500)")
	fs.Float64Var(&c.resumes, "resumes", 0.5, "with --freshness: the share of candidates created with the required fields "+
		"and an address only, their facts in a resume uploaded right after (POST /api/file) and parsed in the background")
	fs.DurationVar(&c.poll, "poll", 50*time.Millisecond, "with --freshness: how often each waiting candidate is looked for")
	fs.DurationVar(&c.wait, "wait", 30*time.Second, "with --freshness: how long a candidate is waited for before it counts as never matchable")
	return c
}

// freshness creates candidates at a steady rate against a running recruitd
// and measures, for each, the time from the 201 of its creation until
// candidate matching finds it. The probe is the real thing made cheap:
// candidate matching for one job, with the candidate's own ZIP as the center,
// a 1-mile radius and local candidates only. Each candidate lives at a ZIP
// where that probe found no one before the run, with at most perZIP-1 of the
// run's candidates before it, so that the probe screens at most perZIP
// candidates and finds it whatever the ranking would make of it in a crowd.
// The empty ZIPs are found before the clock starts: in a large pool most
// ZIPs are taken, and each probe that finds a crowd screens a whole
// retrieval window, which would otherwise weigh on what is measured.
func freshness(ctx context.Context, base, token string, duration time.Duration, cfg *freshnessConfig, stdout io.Writer) error {
	if !(cfg.rate > 0 && cfg.rate <= 500) || !(cfg.resumes >= 0 && cfg.resumes <= 1) || cfg.poll <= 0 || cfg.wait <= 0 {
		return errors.New("load --freshness: rate must be in (0, 500], resumes in [0, 1], poll and wait positive")
	}
	c := &apiClient{base: base, token: token, http: &http.Client{Timeout: 30 * time.Second}}
	job, err := c.create(ctx, "/api/jobs", map[string]any{"title": "Registered Nurse (freshness probe)",
		"description": "Registered Nurse for any unit.", "address": map[string]string{"zip": "78701"},
		"employmentType": "DIRECT", "status": "OPEN", "startDate": time.Now().AddDate(0, 1, 0).Unix()})
	if err != nil {
		return fmt.Errorf("load --freshness: create the probe job: %w", err)
	}
	need := int(math.Ceil(cfg.rate*duration.Seconds()/perZIP)) + 1
	searched := time.Now()
	places, probes, err := c.emptyPlaces(ctx, job, slices.Collect(geo.All()), need)
	if err != nil {
		return fmt.Errorf("load --freshness: find empty ZIPs: %w", err)
	}
	fmt.Fprintf(stdout, "%d empty ZIPs found before the clock started, in %s (%d probes); up to %d candidates live at each\n",
		len(places), time.Since(searched).Round(time.Millisecond), probes, perZIP)
	run := time.Now().UnixNano()
	seed := uint64(run)

	var (
		mu        sync.Mutex
		latencies []time.Duration
		failures  = map[string]int{}
		never     int
		created   int
		uploads   int
		waiting   sync.WaitGroup
	)
	fail := func(what string) {
		mu.Lock()
		failures[what]++
		mu.Unlock()
	}
	start := time.Now()
	tick := time.NewTicker(time.Duration(float64(time.Second) / cfg.rate))
	defer tick.Stop()
	stop := time.After(duration)
	for i := 0; ; i++ {
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-stop:
		case <-tick.C:
			waiting.Go(func() {
				withResume := rand.Float64() < cfg.resumes
				place := places[i/perZIP%len(places)]
				s := synth.Candidate(seed, i)
				id, at, err := c.createCandidate(ctx, s, place, fmt.Sprintf("fresh.%d.%d@example.com", run, i), withResume)
				if err != nil {
					fail("create: " + err.Error())
					return
				}
				mu.Lock()
				created++
				mu.Unlock()
				if withResume {
					if err := c.uploadResume(ctx, id, s.ResumeText); err != nil {
						fail("upload: " + err.Error())
					} else {
						mu.Lock()
						uploads++
						mu.Unlock()
					}
				}
				took, err := c.waitMatchable(ctx, job, id, place.ZIP, at, cfg)
				mu.Lock()
				defer mu.Unlock()
				switch {
				case err != nil:
					failures["probe: "+err.Error()]++
				case took < 0:
					never++
				default:
					latencies = append(latencies, took)
				}
			})
			continue
		}
		break
	}
	elapsed := time.Since(start)
	waiting.Wait()
	mu.Lock()
	defer mu.Unlock()
	fmt.Fprintf(stdout, "%d candidates created in %s (%.1f/s), %d of them with a resume uploaded and parsed in the background\n",
		created, elapsed.Round(time.Millisecond), float64(created)/elapsed.Seconds(), uploads)
	slices.Sort(latencies)
	pct := func(p float64) time.Duration {
		if len(latencies) == 0 {
			return 0
		}
		return latencies[min(len(latencies)-1, int(p*float64(len(latencies))))].Round(time.Millisecond)
	}
	fmt.Fprintf(stdout, "201 to matchable: p50 %s  p90 %s  p99 %s  max %s  (%d matched; probed every %s)\n",
		pct(0.5), pct(0.9), pct(0.99), pct(1), len(latencies), cfg.poll)
	if never > 0 {
		fmt.Fprintf(stdout, "never matchable within %s: %d\n", cfg.wait, never)
	}
	failed := 0
	for _, what := range slices.Sorted(maps.Keys(failures)) {
		fmt.Fprintf(stdout, "failed: %d × %s\n", failures[what], what)
		failed += failures[what]
	}
	if failed > 0 {
		return fmt.Errorf("load --freshness: %d requests failed", failed)
	}
	if len(latencies) == 0 {
		return errors.New("load --freshness: no candidate became matchable")
	}
	return nil
}

// busyWait is how long a request of the freshness measure other than its
// probes for a candidate is retried while the server answers 429 or 503.
const busyWait = 30 * time.Second

// apiClient makes the requests of the freshness measure.
type apiClient struct {
	base, token string
	http        *http.Client
}

// do sends a request until it is answered other than 429 or 503, waiting
// between tries what the server's Retry-After says (within loadBackoffCap),
// until the deadline; it returns the last answer's status and body.
func (c *apiClient) do(ctx context.Context, method, path string, body any, deadline time.Time) (int, []byte, error) {
	b, err := json.Marshal(body)
	if err != nil {
		return 0, nil, err
	}
	for {
		req, err := http.NewRequestWithContext(ctx, method, c.base+path, bytes.NewReader(b))
		if err != nil {
			return 0, nil, err
		}
		req.Header.Set("Authorization", "Bearer "+c.token)
		req.Header.Set("Content-Type", "application/json")
		resp, err := c.http.Do(req)
		if err != nil {
			return 0, nil, err
		}
		out, err := io.ReadAll(resp.Body)
		resp.Body.Close()
		if err != nil || (resp.StatusCode != http.StatusTooManyRequests && resp.StatusCode != http.StatusServiceUnavailable) {
			return resp.StatusCode, out, err
		}
		wait := loadBackoffFirst
		if s, err := strconv.Atoi(resp.Header.Get("Retry-After")); err == nil && s > 0 {
			wait = min(loadBackoffCap, time.Duration(s)*time.Second)
		}
		if time.Now().Add(wait).After(deadline) {
			return resp.StatusCode, out, nil
		}
		select {
		case <-ctx.Done():
			return 0, nil, ctx.Err()
		case <-time.After(wait):
		}
	}
}

// create posts a record and returns its id.
func (c *apiClient) create(ctx context.Context, path string, body any) (int64, error) {
	code, b, err := c.do(ctx, http.MethodPost, path, body, time.Now().Add(busyWait))
	if err != nil {
		return 0, err
	}
	var out struct{ ID int64 }
	if code != http.StatusCreated || json.Unmarshal(b, &out) != nil {
		return 0, fmt.Errorf("status %d", code)
	}
	return out.ID, nil
}

// createCandidate creates a synthetic candidate living at place, with every
// field or, when its facts are to come from its resume, with the required
// ones and the address only; it returns its id and when the 201 came.
func (c *apiClient) createCandidate(ctx context.Context, s records.BulkCandidate, place geo.Place, email string, bare bool) (int64, time.Time, error) {
	body := map[string]any{"firstName": s.FirstName, "lastName": s.LastName, "email": email, "statusId": 1,
		"address": map[string]string{"city": place.City, "state": place.State, "zip": place.ZIP}}
	if !bare {
		body["phone"], body["profession"], body["specialty"], body["notes"] = s.Phone, s.Profession, s.Specialty, s.Notes
	}
	id, err := c.create(ctx, "/api/candidates", body)
	return id, time.Now(), err
}

// uploadResume uploads a text resume for a candidate, which the server
// parses in the background.
func (c *apiClient) uploadResume(ctx context.Context, id int64, text string) error {
	_, err := c.create(ctx, "/api/file", map[string]any{"fileName": "resume.txt", "contentType": "text/plain", "type": "resume",
		"candidateId": id, "base64Content": base64.StdEncoding.EncodeToString([]byte(text))})
	return err
}

// perZIP is how many of the run's candidates live at each empty ZIP: the
// probe of the last screens that many, far fewer than its page holds.
const perZIP = 20

// emptyPlaces draws ZIPs until n where the probe finds no candidate, on two
// connections at once; it fails when 100 draws in a row find none free. It
// also returns how many probes it made.
func (c *apiClient) emptyPlaces(ctx context.Context, job int64, places []geo.Place, n int) ([]geo.Place, int, error) {
	var (
		mu      sync.Mutex
		out     []geo.Place
		used    = map[string]bool{}
		probes  int
		misses  int
		failure error
		wg      sync.WaitGroup
	)
	for range 2 {
		wg.Go(func() {
			for {
				mu.Lock()
				if len(out) >= n || failure != nil || len(used) == len(places) {
					mu.Unlock()
					return
				}
				p := places[rand.IntN(len(places))]
				taken := used[p.ZIP]
				used[p.ZIP] = true
				mu.Unlock()
				if taken {
					continue
				}
				found, err := c.probe(ctx, job, p.ZIP, time.Now().Add(busyWait))
				mu.Lock()
				probes++
				switch {
				case err != nil:
					failure = err
				case len(found) == 0:
					out, misses = append(out, p), 0
				default:
					if misses++; misses >= 100 {
						failure = errors.New("100 ZIPs drawn in a row, none free")
					}
				}
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	if failure == nil && len(out) < n {
		failure = fmt.Errorf("%d empty ZIPs found, %d needed", len(out), n)
	}
	return out[:min(len(out), n)], probes, failure
}

// probe returns the candidates that candidate matching for job finds within
// a mile of a ZIP; a busy server is asked again until deadline.
func (c *apiClient) probe(ctx context.Context, job int64, zip string, deadline time.Time) ([]int64, error) {
	body := map[string]any{"minScore": 0, "limit": 100,
		"location": map[string]any{"zipCode": zip, "radius": 1, "requireLocalCandidates": true}}
	code, b, err := c.do(ctx, http.MethodGet, "/api/matching/candidates?jobId="+strconv.FormatInt(job, 10), body, deadline)
	if err != nil {
		return nil, err
	}
	var out struct{ Candidates []struct{ ID int64 } }
	if code != http.StatusOK || json.Unmarshal(b, &out) != nil {
		return nil, fmt.Errorf("candidate matching answered %d", code)
	}
	ids := make([]int64, len(out.Candidates))
	for i, m := range out.Candidates {
		ids[i] = m.ID
	}
	return ids, nil
}

// waitMatchable probes candidate matching until it finds the candidate, and
// returns how long after at that answer came; -1 when cfg.wait passed first.
func (c *apiClient) waitMatchable(ctx context.Context, job, id int64, zip string, at time.Time, cfg *freshnessConfig) (time.Duration, error) {
	for {
		found, err := c.probe(ctx, job, zip, at.Add(cfg.wait))
		if err != nil {
			return 0, err
		}
		if slices.Contains(found, id) {
			return time.Since(at), nil
		}
		if time.Since(at) > cfg.wait {
			return -1, nil
		}
		select {
		case <-ctx.Done():
			return 0, ctx.Err()
		case <-time.After(cfg.poll):
		}
	}
}
