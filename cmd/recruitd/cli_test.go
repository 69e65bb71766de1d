package main

import (
	"bytes"
	"context"
	"net"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

func TestHelpExitsZeroAndListsFlagsAndEnvironment(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want []string // beside "usage: recruitd"
	}{
		{[]string{"serve"}, []string{"-listen", "-rate-limit-rps", "-rate-limit-burst", "-match-concurrency", "-parse-concurrency",
			"-webhook-allow", "-webhook-first-retry", "-webhook-retry-for", "-metrics-addr", "-index-prefix",
			"DATABASE_URL", "RATE_LIMIT_RPS", "RATE_LIMIT_BURST", "PUBLIC_BASE_URL", "LLM_MODEL", "OPENAI_BASE_URL",
			"EMBEDDING_MODEL", "QDRANT_URL", "ELASTICSEARCH_URL", "RESUME_FETCH_ALLOW", "WEBHOOK_ALLOW", "WEBHOOK_FIRST_RETRY",
			"WEBHOOK_RETRY_FOR", "METRICS_ADDR", "BACKEND_WAIT", "INDEX_PREFIX", "QDRANT_CA_FILE", "ELASTICSEARCH_CA_FILE",
			"ELASTICSEARCH_CA_FINGERPRINT"}},
		{[]string{"migrate"}, []string{"-database-url", "DATABASE_URL"}},
		{[]string{"index"}, []string{"-database-url", "QDRANT_URL", "ELASTICSEARCH_URL", "EMBEDDING_MODEL"}},
		{[]string{"index", "status"}, []string{"-database-url", "DATABASE_URL"}},
		{[]string{"reindex"}, []string{"-backend", "-restart", "QDRANT_URL", "ELASTICSEARCH_URL", "OPENAI_API_KEY"}},
		{[]string{"import"}, []string{"-synthetic", "-seed", "DATABASE_URL"}},
		{[]string{"load"}, []string{"-url", "-concurrency", "-freshness", "-rate", "-resumes", "RECRUITD_TOKEN"}},
		{[]string{"mcp"}, []string{"-url", "RECRUITD_URL", "RECRUITD_TOKEN"}},
		{[]string{"version"}, []string{"VCS revision"}},
		{[]string{"token"}, []string{"token create", "token revoke ID"}},
		{[]string{"token", "create"}, []string{"-email", "-role", "DATABASE_URL"}},
		{[]string{"token", "list"}, []string{"-database-url"}},
		{[]string{"token", "revoke"}, []string{"-database-url"}},
		{nil, []string{"serve", "reindex", "token create", "mcp", "version"}},
	} {
		for _, flag := range []string{"-h", "--help"} {
			var out bytes.Buffer
			args := append(append([]string{}, tc.args...), flag)
			if err := run(context.Background(), args, &out); err != nil {
				t.Errorf("recruitd %s = %v, want success", strings.Join(args, " "), err)
			}
			if !strings.HasPrefix(out.String(), "usage: recruitd") {
				t.Errorf("recruitd %s printed no usage:\n%s", strings.Join(args, " "), out.String())
			}
			for _, w := range tc.want {
				if !strings.Contains(out.String(), w) {
					t.Errorf("recruitd %s does not mention %s:\n%s", strings.Join(args, " "), w, out.String())
				}
			}
		}
	}
	var out bytes.Buffer
	if err := run(context.Background(), []string{"serve", "--no-such-flag"}, &out); err == nil {
		t.Error("an unknown flag was accepted")
	}
	for _, list := range [][]string{dbEnv, backendEnv, serveEnv} {
		for _, key := range list {
			if environment[key] == "" {
				t.Errorf("%s is read but has no line in the environment table", key)
			}
		}
	}
}

func TestLoadFailsAndBacksOffWhenNothingAnswers(t *testing.T) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	l.Close() // nothing listens there now
	var out bytes.Buffer
	err = run(context.Background(), []string{"load", "--url", "http://" + addr, "--token", "x", "--jobs", "1-500",
		"--duration", "2s", "--concurrency", "2"}, &out)
	if err == nil || !strings.Contains(err.Error(), "requests failed") {
		t.Fatalf("load against a closed port = %v, want a failure\n%s", err, out.String())
	}
	lines := regexp.MustCompile(`(?m)^failed: (\d+) × (.*)$`).FindAllStringSubmatch(out.String(), -1)
	if len(lines) != 1 || lines[0][2] != "connection refused" {
		t.Fatalf("load summary %q, want one line counting the refused connections", out.String())
	}
	// Each worker waits 50 ms, then twice as long after each failure, so
	// two workers in 2 s fail at most 2 × 6 times; without a backoff they
	// fail thousands of times.
	if n, _ := strconv.Atoi(lines[0][1]); n > 12 {
		t.Errorf("%d failed requests in 2 s from 2 workers: no backoff", n)
	}
}
