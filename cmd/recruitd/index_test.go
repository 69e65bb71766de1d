package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/index/elastic/elastictest"
	"github.com/recruitd/recruitd/index/qdrant/qdranttest"
	"github.com/recruitd/recruitd/internal/pgtest"
	"github.com/recruitd/recruitd/records"
)

// client calls a recruitd under test with a token.
type client struct {
	t     *testing.T
	base  string
	token string
}

// do sends a JSON body and returns the status and the answer.
func (c client) do(method, path, body string) (int, []byte) {
	c.t.Helper()
	req, err := http.NewRequest(method, c.base+path, strings.NewReader(body))
	if err != nil {
		c.t.Fatal(err)
	}
	req.Header.Set("Authorization", "Bearer "+c.token)
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		c.t.Fatal(err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		c.t.Fatal(err)
	}
	return resp.StatusCode, b
}

// create posts a record and returns its id.
func (c client) create(path, body string) int64 {
	c.t.Helper()
	code, b := c.do(http.MethodPost, path, body)
	var out struct{ ID int64 }
	if err := json.Unmarshal(b, &out); code != http.StatusCreated || err != nil {
		c.t.Fatalf("POST %s = %d %s", path, code, b)
	}
	return out.ID
}

// matched returns the candidates that candidate matching finds for a job.
func (c client) matched(jobID int64) []int64 {
	c.t.Helper()
	code, b := c.do(http.MethodGet, fmt.Sprintf("/api/matching/candidates?jobId=%d", jobID), `{"minScore": 0, "limit": 100}`)
	var out struct{ Candidates []struct{ ID int64 } }
	if err := json.Unmarshal(b, &out); code != http.StatusOK || err != nil {
		c.t.Fatalf("candidate matching for job %d = %d %s", jobID, code, b)
	}
	var ids []int64
	for _, m := range out.Candidates {
		ids = append(ids, m.ID)
	}
	return ids
}

// waitMatched polls candidate matching until it finds every one of want, and
// fails after a generous deadline: the test waits on the indexer, it does not
// time it (recruitd load --freshness measures that).
func (c client) waitMatched(jobID int64, want ...int64) {
	c.t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		got := c.matched(jobID)
		if !slices.ContainsFunc(want, func(id int64) bool { return !slices.Contains(got, id) }) {
			return
		}
		if time.Now().After(deadline) {
			c.t.Fatalf("candidate matching for job %d = %v after 30 s, want %v among them", jobID, got, want)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

const icuJob = `{"title": "ICU Registered Nurse", "description": "Night-shift ICU RN. 2+ years of ICU experience required; BLS and ACLS.",
	"startDate": 1798761600, "address": {"zip": "78701"}, "employmentType": "CONTRACT", "status": "OPEN"}`

func icuNurse(i int) string {
	return fmt.Sprintf(`{"firstName": "Ana", "lastName": "Ruiz %d", "email": "ana%d@example.com", "statusId": 1,
		"profession": "Registered Nurse", "specialty": "ICU", "address": {"zip": "78701"}}`, i, i)
}

// TestServeIndexesEveryRecord writes, through the API, candidates with only
// the fields SPEC 2.1 requires (or a phone, or an address) before ordinary
// ones: the ordinary ones become matchable behind them. Then serve restarts
// over stored documents it cannot all load (one of another dimension, one
// with a NaN): it starts, skips and parks them, matches the rest, and
// matches a skipped one again once its record changes.
func TestServeIndexesEveryRecord(t *testing.T) {
	db := pgtest.NewDatabase(t)
	const token = "rcd_every_record"
	addr, stop := serveForTest(t, db, token)
	api := client{t: t, base: "http://" + addr, token: token}
	var bare []int64
	for i, extra := range []string{``, `, "phone": "512-555-0100"`, `, "address": {"zip": "78701"}`} {
		bare = append(bare, api.create("/api/candidates",
			fmt.Sprintf(`{"firstName": "Min", "lastName": "Imal", "email": "min%d@example.com", "statusId": 1%s}`, i, extra)))
	}
	job := api.create("/api/jobs", icuJob)
	var nurses []int64
	for i := range 3 {
		nurses = append(nurses, api.create("/api/candidates", icuNurse(i)))
	}
	api.waitMatched(job, nurses...)
	if got := api.matched(job); !slices.Contains(got, bare[2]) {
		t.Errorf("matching = %v: the candidate with only an address near the job (%d) is not among them", got, bare[2])
	}
	if out, err := stop(); err != nil {
		t.Fatalf("serve: %v\n%s", err, out)
	}

	pool, err := pgxpool.New(context.Background(), db)
	if err != nil {
		t.Fatal(err)
	}
	defer pool.Close()
	// Candidate nurses[1]'s vector as another model would have made it (3
	// half floats), and nurses[2]'s with a NaN (0x7e00) in its first value.
	if _, err := pool.Exec(context.Background(), `UPDATE index_documents SET vector = '\x003c00000000', vector_bits = 16
		WHERE kind = 'candidate' AND id = $1`, nurses[1]); err != nil {
		t.Fatal(err)
	}
	if _, err := pool.Exec(context.Background(), `UPDATE index_documents SET vector = overlay(vector placing '\x007e' from 1 for 2)
		WHERE kind = 'candidate' AND id = $1`, nurses[2]); err != nil {
		t.Fatal(err)
	}
	addr, _ = serveForTest(t, db, token)
	api.base = "http://" + addr
	if got := api.matched(job); !slices.Contains(got, nurses[0]) || slices.Contains(got, nurses[1]) || slices.Contains(got, nurses[2]) {
		t.Errorf("matching after a restart = %v, want %d and neither skipped document (%d, %d)", got, nurses[0], nurses[1], nurses[2])
	}
	var status bytes.Buffer
	if err := run(context.Background(), []string{"index", "status", "--database-url", db}, &status); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		`parked documents\s+2\n`,
		fmt.Sprintf(`embedded candidate %d\s+1 attempts, .*: vector has 3 dimensions, want 384`, nurses[1]),
		fmt.Sprintf(`embedded candidate %d\s+1 attempts, .*: vector has no direction \(infinite or NaN\)`, nurses[2]),
		`stored candidate documents\s+6 \(3 without a vector`,
	} {
		if !regexp.MustCompile(want).MatchString(status.String()) {
			t.Errorf("index status lacks %s:\n%s", want, status.String())
		}
	}
	code, b := api.do(http.MethodPut, fmt.Sprintf("/api/candidates/%d", nurses[1]), `{"notes": "rebuilt"}`)
	if code != http.StatusOK {
		t.Fatalf("PUT candidate = %d %s", code, b)
	}
	api.waitMatched(job, nurses[0], nurses[1])
	status.Reset()
	if err := run(context.Background(), []string{"index", "status", "--database-url", db}, &status); err != nil {
		t.Fatal(err)
	}
	if !regexp.MustCompile(`parked documents\s+1\n`).MatchString(status.String()) || strings.Contains(status.String(), fmt.Sprintf("candidate %d ", nurses[1])) {
		t.Errorf("index status after the record changed; want only candidate %d parked:\n%s", nurses[2], status.String())
	}
	// A reindex makes the damaged vector again, and the running serve takes
	// the parked document.
	var out bytes.Buffer
	if err := run(context.Background(), []string{"reindex", "--database-url", db}, &out); err != nil {
		t.Fatalf("reindex: %v\n%s", err, out.String())
	}
	if !strings.Contains(out.String(), "1 parked documents: every indexer (serve, recruitd index) delivers them again") {
		t.Errorf("reindex did not say it asked for the parked documents again:\n%s", out.String())
	}
	api.waitMatched(job, nurses...)
	status.Reset()
	if err := run(context.Background(), []string{"index", "status", "--database-url", db}, &status); err != nil {
		t.Fatal(err)
	}
	if !regexp.MustCompile(`parked documents\s+0\n`).MatchString(status.String()) {
		t.Errorf("index status after a reindex; want nothing parked:\n%s", status.String())
	}
}

// TestLoadFreshness runs the freshness measure briefly against serve: every
// candidate it creates (half with a resume parsed in the background) is
// found by candidate matching, and the report says how soon.
func TestLoadFreshness(t *testing.T) {
	db := pgtest.NewDatabase(t)
	const token = "rcd_freshness"
	addr, _ := serveForTest(t, db, token)
	var out bytes.Buffer
	if err := run(context.Background(), []string{"load", "--url", "http://" + addr, "--token", token, "--freshness",
		"--rate", "20", "--duration", "1s", "--poll", "20ms"}, &out); err != nil {
		t.Fatalf("load --freshness: %v\n%s", err, out.String())
	}
	m := regexp.MustCompile(`^\d+ empty ZIPs found before the clock started, in \S+ \(\d+ probes\); up to 20 candidates live at each\n` +
		`(\d+) candidates created in .*, (\d+) of them with a resume uploaded and parsed in the background\n` +
		`201 to matchable: p50 \S+  p90 \S+  p99 \S+  max \S+  \((\d+) matched; probed every 20ms\)\n$`).FindStringSubmatch(out.String())
	if m == nil || m[1] != m[3] || m[1] == "0" {
		t.Fatalf("load --freshness reported %q; want every candidate created matched, and nothing failed", out.String())
	}
	pool, err := pgxpool.New(context.Background(), db)
	if err != nil {
		t.Fatal(err)
	}
	defer pool.Close()
	var files int
	if err := pool.QueryRow(context.Background(), `SELECT count(*) FROM files WHERE type = 'resume'`).Scan(&files); err != nil || fmt.Sprint(files) != m[2] {
		t.Errorf("%d resume files stored (%v), the report says %s", files, err, m[2])
	}
	for _, args := range [][]string{
		{"--rate", "0"}, {"--rate", "10000"}, {"--resumes", "2"}, {"--poll", "0s"},
	} {
		args = append([]string{"load", "--url", "http://" + addr, "--token", token, "--freshness", "--duration", "1s"}, args...)
		if err := run(context.Background(), args, &out); err == nil {
			t.Errorf("%v was accepted", args)
		}
	}
}

// TestIndexCommandRunsTheBackends runs `recruitd index` with Qdrant and
// Elasticsearch on loopback, wired as serve wires them: while Qdrant refuses
// every write, Elasticsearch is fed all the same, and the document it
// refuses is parked with its reason while the others go in; once Qdrant is
// back it catches up.
func TestIndexCommandRunsTheBackends(t *testing.T) {
	db := pgtest.NewDatabase(t)
	q, es := qdranttest.Start(t), elastictest.Start(t)
	t.Setenv("QDRANT_URL", q.URL)
	t.Setenv("ELASTICSEARCH_URL", es.URL)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	var out bytes.Buffer
	go func() { done <- run(ctx, []string{"index", "--database-url", db}, &out) }()
	t.Cleanup(func() {
		cancel()
		if err := <-done; err != nil {
			t.Errorf("recruitd index: %v\n%s", err, out.String())
		}
	})
	waitFor(t, "the collections made", func() bool { return q.Collection("recruitd_candidate") != nil && es.Index("recruitd_candidate") != nil })

	q.Fail("Upsert", status503(), nil)
	es.RefuseDocument("2", http.StatusBadRequest, "document_parsing_exception", "failed to parse field [state]")
	pool, err := pgxpool.New(context.Background(), db)
	if err != nil {
		t.Fatal(err)
	}
	defer pool.Close()
	store := records.NewStore(pool)
	for i := range 3 {
		if _, err := store.CreateCandidate(context.Background(), recruitd.Candidate{FirstName: "N", LastName: fmt.Sprint(i),
			Email: fmt.Sprintf("n%d@example.com", i), StatusID: 1, Specialty: "ICU"}); err != nil {
			t.Fatal(err)
		}
	}
	waitFor(t, "Elasticsearch fed while Qdrant is down, all but the document it refuses", func() bool {
		docs := es.Index("recruitd_candidate").Docs
		return len(docs) == 2 && docs["1"] != nil && docs["3"] != nil
	})
	if n := len(q.Collection("recruitd_candidate").Points); n != 0 {
		t.Errorf("Qdrant holds %d points while it refuses writes", n)
	}
	waitFor(t, "Elasticsearch's candidate 2 parked with its reason", func() bool {
		_, parked, err := store.ParkedDocuments(context.Background(), 10)
		if err != nil {
			t.Fatal(err)
		}
		return len(parked) == 1 && parked[0].Backend == "elasticsearch" && parked[0].ID == 2 &&
			strings.Contains(parked[0].Reason, "failed to parse field [state]")
	})
	q.Fail("Upsert", nil, nil)
	waitFor(t, "Qdrant caught up once back", func() bool { return len(q.Collection("recruitd_candidate").Points) == 3 })
	if !strings.Contains(out.String(), "indexing outbox events into stored documents, qdrant, elasticsearch") {
		t.Errorf("recruitd index said %q, want it to name both backends", out.String())
	}
}
