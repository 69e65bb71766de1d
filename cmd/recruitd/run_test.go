package main

import (
	"bytes"
	"context"
	"encoding/base64"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/internal/pgtest"
	"github.com/recruitd/recruitd/records"
)

func TestMain(m *testing.M) { pgtest.Main(m) }

func freeAddr(t *testing.T) string {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().String()
}

// serveForTest runs `recruitd serve` until the test ends and returns its
// address and a function that stops it and returns its output and error.
func serveForTest(t *testing.T, dbURL, token string) (string, func() (string, error)) {
	t.Helper()
	addr := freeAddr(t)
	ctx, cancel := context.WithCancel(context.Background())
	var out bytes.Buffer
	done := make(chan error, 1)
	go func() {
		done <- run(ctx, []string{"serve", "--database-url", dbURL, "--listen", addr, "--bootstrap-token", token}, &out)
	}()
	deadline := time.Now().Add(20 * time.Second)
	for {
		resp, err := http.Get("http://" + addr + "/readyz")
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				break
			}
		}
		select {
		case err := <-done:
			t.Fatalf("serve exited early: %v\n%s", err, out.String())
		default:
		}
		if time.Now().After(deadline) {
			t.Fatal("serve did not become ready")
		}
		time.Sleep(50 * time.Millisecond)
	}
	stopped := false
	stop := func() (string, error) {
		stopped = true
		cancel()
		err := <-done
		return out.String(), err
	}
	t.Cleanup(func() {
		if !stopped {
			stop()
		}
	})
	return addr, stop
}

// TestREADMEWalkthrough runs the README's curl walk-through verbatim against
// a live server, so that the README cannot drift from the service.
func TestREADMEWalkthrough(t *testing.T) {
	if _, err := exec.LookPath("curl"); err != nil {
		t.Skip("curl is not installed: the walk-through cannot run")
	}
	readme, err := os.ReadFile(filepath.Join("..", "..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile("(?s)<!-- walkthrough -->\\s*```sh\\n(.*?)```\\s*<!-- /walkthrough -->").FindSubmatch(readme)
	if m == nil {
		t.Fatal("README.md has no walkthrough block")
	}
	const token = "rcd_walkthrough-test-token"
	t.Setenv("WEBHOOK_ALLOW", "127.0.0.1/32") // as make run sets it: the walk-through's receiver is on loopback
	addr, stop := serveForTest(t, pgtest.NewDatabase(t), token)

	cmd := exec.Command("bash", "-euo", "pipefail", "-c", string(m[1]))
	cmd.Dir = t.TempDir()
	cmd.Env = append(os.Environ(), "API=http://"+addr, "TOKEN="+token)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("walk-through failed: %v\nstdout:\n%s\nstderr:\n%s", err, stdout.String(), stderr.String())
	}
	got := stdout.String()
	for _, want := range []string{
		`"status":"ok"`, `"openapi"`, `"name":"Credentialing `, `"description":"Verifying credentials"`,
		`"firstName":"Maria"`, `"status":"PENDING"`, `"title":"ICU Registered Nurse"`, `"description":"Night-shift ICU RN, 13 weeks.`,
		`"employer":"Seton Medical Center"`, `"currentScore":`, `"applicationReadiness":`, `"submissionSummary":`,
		`"candidates":[{"id":`, `"jobs":[{"id":`,
		`"job":{"title":"ICU Registered Nurse"}`, `"fileName":"resume.txt"`, `ICU, Seton Medical Center`,
		`"fileName":"bls.txt"`, `"name":"viewer"`, `"error":"validation_error"`, `age: unknown field`,
		`<title>recruitd API reference</title>`, `"secret":"whsec_`, `"toStatus":"Credentialing `, `"changedBy":{"id":1,`,
		`"name":"find_candidates_for_job"`, `"structuredContent":{"jobs":[`, `candidate.created signature ok`,
		`job_submission.updated signature ok`, `screening.completed signature ok`, `"state":"delivered"`,
		`recruitd_http_request_duration_seconds_count{method="POST",route="/api/candidates",status="201"} 1`, `recruitd_screenings_total{evaluator="rules"}`,
	} {
		if !strings.Contains(got, want) {
			t.Errorf("walk-through output lacks %s", want)
		}
	}

	out, err := stop()
	if err != nil {
		t.Errorf("serve after shutdown: %v", err)
	}
	if strings.Contains(out, token) {
		t.Errorf("serve printed the bootstrap token it was given; only a generated one is printed:\n%s", out)
	}
}

func TestServeTwiceKeepsTokens(t *testing.T) {
	db := pgtest.NewDatabase(t)
	_, stop := serveForTest(t, db, "")
	out, err := stop()
	first := regexp.MustCompile(`rcd_[A-Za-z0-9_-]{43}`).FindAllString(out, -1)
	if err != nil || len(first) != 1 {
		t.Fatalf("first serve without a bootstrap token printed %d generated tokens, want 1: %v\n%s", len(first), err, out)
	}
	addr, stop := serveForTest(t, db, "rcd_second")
	req, _ := http.NewRequest("GET", "http://"+addr+"/api/jobs", nil)
	req.Header.Set("Authorization", "Bearer "+first[0])
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Errorf("first token after a restart: %d, want 200", resp.StatusCode)
	}
	if out, err := stop(); err != nil || strings.Contains(out, "rcd_second") || strings.Contains(out, first[0]) {
		t.Errorf("second serve registered or printed a new bootstrap token: %v\n%s", err, out)
	}
}

func TestTokenCommands(t *testing.T) {
	db := pgtest.NewDatabase(t)
	ctx := context.Background()
	var out bytes.Buffer
	if err := run(ctx, []string{"token", "create", "--database-url", db, "--email", "bot@example.com", "--role", "viewer", "--name", "agent"}, &out); err != nil {
		t.Fatal(err)
	}
	secret := regexp.MustCompile(`rcd_[A-Za-z0-9_-]{43}`).FindString(out.String())
	if secret == "" || !strings.Contains(out.String(), "viewer") {
		t.Fatalf("token create printed %q, want a token for a viewer", out.String())
	}
	out.Reset()
	if err := run(ctx, []string{"token", "list", "--database-url", db}, &out); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "agent") || strings.Contains(out.String(), secret) {
		t.Errorf("token list = %q: want the token's name and never its secret", out.String())
	}
	out.Reset()
	if err := run(ctx, []string{"token", "revoke", "--database-url", db, "1"}, &out); err != nil {
		t.Fatal(err)
	}
	if err := run(ctx, []string{"token", "revoke", "--database-url", db, "1"}, &out); err == nil {
		t.Error("revoking a revoked token succeeded")
	}
	if err := run(ctx, []string{"nonsense"}, &out); err == nil {
		t.Error("an unknown command succeeded")
	}
	out.Reset()
	if err := run(ctx, []string{"migrate", "--database-url", db}, &out); err != nil || !strings.Contains(out.String(), "up to date") {
		t.Errorf("migrate on a migrated database: %v %q", err, out.String())
	}
}

func TestUploadedResumeIsParsedInBackground(t *testing.T) {
	db := pgtest.NewDatabase(t)
	const token = "rcd_background"
	addr, _ := serveForTest(t, db, token)
	call := func(method, path, contentType, body string) string {
		req, _ := http.NewRequest(method, "http://"+addr+path, strings.NewReader(body))
		req.Header.Set("Authorization", "Bearer "+token)
		req.Header.Set("Content-Type", contentType)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		if resp.StatusCode >= 300 {
			t.Fatalf("%s %s = %d %s", method, path, resp.StatusCode, b)
		}
		return string(b)
	}
	call("POST", "/api/candidates", "application/json", `{"firstName":"Ana","lastName":"Ruiz","email":"ana@example.com","statusId":1}`)
	resume := base64.StdEncoding.EncodeToString([]byte("Ana Ruiz\nana.ruiz@example.com\n\nEXPERIENCE\nRegistered Nurse\nSt. Luke's Hospital\nJan 2020 - Present\n"))
	call("POST", "/api/file", "application/json", `{"fileName":"cv.txt","contentType":"text/plain","type":"resume","candidateId":1,"base64Content":"`+resume+`"}`)

	pool, err := pgxpool.New(context.Background(), db)
	if err != nil {
		t.Fatal(err)
	}
	defer pool.Close()
	store := records.NewStore(pool)
	deadline := time.Now().Add(20 * time.Second)
	for {
		profile, err := store.Profile(context.Background(), 1)
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(string(profile), "ana.ruiz@example.com") {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("the uploaded resume was not parsed within 20 s; profile = %s", profile)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

func TestReindexAndStatus(t *testing.T) {
	db := pgtest.NewDatabase(t)
	ctx := context.Background()
	pool, err := pgxpool.New(ctx, db)
	if err != nil {
		t.Fatal(err)
	}
	defer pool.Close()
	if _, err := records.Migrate(ctx, pool); err != nil {
		t.Fatal(err)
	}
	store := records.NewStore(pool)
	for i := range 30 {
		if _, err := store.CreateCandidate(ctx, recruitd.Candidate{FirstName: "N", LastName: "L", Email: fmt.Sprintf("n%d@example.com", i),
			StatusID: 1, Profession: "RN", Specialty: "ICU", Address: &recruitd.Address{Zip: "78701"}}); err != nil {
			t.Fatal(err)
		}
	}
	// An interrupted rebuild left off after candidate 20.
	if err := store.SetCursor(ctx, "reindex:documents:candidate", 20); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := run(ctx, []string{"reindex", "--database-url", db, "--candidates"}, &out); err != nil {
		t.Fatal(err)
	}
	if n, _ := store.CountDocuments(ctx, "candidate"); n != 10 {
		t.Errorf("resumed reindex stored %d documents, want the 10 after the cursor", n)
	}
	if !strings.Contains(out.String(), "reindex candidates") {
		t.Errorf("no progress bar in %q", out.String())
	}
	// A candidate deleted after its document was built: the full rebuild
	// drops the document, and covers the delete event with the others.
	if err := store.DeleteCandidate(ctx, 30); err != nil {
		t.Fatal(err)
	}
	out.Reset()
	if err := run(ctx, []string{"reindex", "--database-url", db}, &out); err != nil {
		t.Fatal(err)
	}
	if n, _ := store.CountDocuments(ctx, "candidate"); n != 29 {
		t.Errorf("a full reindex left %d documents, want the 29 candidates", n)
	}
	if !strings.Contains(out.String(), "removed the documents of 1 deleted candidates") {
		t.Errorf("the full reindex did not report the deleted candidate's document:\n%s", out.String())
	}
	out.Reset()
	if err := run(ctx, []string{"index", "status", "--database-url", db}, &out); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`outbox head\s+31`, `stored candidate documents\s+29`, `documents behind outbox\s+0 events`} {
		if !regexp.MustCompile(want).MatchString(out.String()) {
			t.Errorf("index status lacks %s:\n%s", want, out.String())
		}
	}
	if strings.Contains(out.String(), "reindex") {
		t.Errorf("index status reports finished rebuilds:\n%s", out.String())
	}
	if err := run(ctx, []string{"reindex", "--database-url", db, "--backend", "solr"}, &out); err == nil {
		t.Error("reindex of an unknown backend succeeded")
	}
}

func TestLoad(t *testing.T) {
	db := pgtest.NewDatabase(t)
	const token = "rcd_load"
	addr, _ := serveForTest(t, db, token)
	post := func(path, body string) {
		req, _ := http.NewRequest("POST", "http://"+addr+path, strings.NewReader(body))
		req.Header.Set("Authorization", "Bearer "+token)
		req.Header.Set("Content-Type", "application/json")
		resp, err := http.DefaultClient.Do(req)
		if err != nil || resp.StatusCode != http.StatusCreated {
			t.Fatalf("POST %s: %v %v", path, err, resp)
		}
		resp.Body.Close()
	}
	post("/api/jobs", `{"title":"ICU RN","description":"2+ years ICU required","startDate":1798761600,"address":{"zip":"78701"},"employmentType":"DIRECT","status":"OPEN"}`)
	post("/api/candidates", `{"firstName":"A","lastName":"B","email":"a@example.com","statusId":1,"specialty":"ICU","address":{"zip":"78701"}}`)
	var out bytes.Buffer
	if err := run(context.Background(), []string{"load", "--url", "http://" + addr, "--token", token, "--jobs", "1-1",
		"--requests", "20", "--concurrency", "2", "--duration", "20s"}, &out); err != nil {
		t.Fatalf("load: %v\n%s", err, out.String())
	}
	if !regexp.MustCompile(`^20 requests ok in .*requests/s\nlatency p50 `).MatchString(out.String()) || strings.Contains(out.String(), "failed") {
		t.Errorf("load reported %q, want 20 successful requests with percentiles", out.String())
	}
	for _, args := range [][]string{
		{"load", "--url", "http://10.0.0.1:8080"},
		{"load", "--url", "http://" + addr, "--duration", "1h"},
		{"load", "--url", "http://" + addr, "--jobs", "5-1"},
	} {
		if err := run(context.Background(), args, &out); err == nil {
			t.Errorf("%v was accepted", args)
		}
	}
}
