package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/recruitd/recruitd/internal/pgtest"
)

// TestGeneratedClientWalkthrough generates a typed TypeScript client from
// the live server's OpenAPI document (openapi-typescript and openapi-fetch,
// the versions pinned in clients/typescript), type-checks the README's
// walk-through written against it with tsc, and runs it against the server.
func TestGeneratedClientWalkthrough(t *testing.T) {
	dir, err := filepath.Abs(filepath.Join("..", "..", "clients", "typescript"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := exec.LookPath("node"); err != nil {
		t.Skip("Node.js is not installed: no client to generate")
	}
	if _, err := os.Stat(filepath.Join(dir, "node_modules", ".bin", "tsc")); err != nil {
		t.Skip("clients/typescript has no node_modules: run make deps (make test does)")
	}
	t.Setenv("WEBHOOK_ALLOW", "127.0.0.1/32") // the walk-through's receiver is on loopback
	const token = "rcd_generated-client"
	addr, _ := serveForTest(t, pgtest.NewDatabase(t), token)
	step := func(name string, args ...string) string {
		t.Helper()
		cmd := exec.Command(name, args...)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "API=http://"+addr, "TOKEN="+token)
		var out bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &out
		if err := cmd.Run(); err != nil {
			t.Fatalf("%s %s: %v\n%s", name, strings.Join(args, " "), err, out.String())
		}
		return out.String()
	}
	step("node", "generate.mjs", "http://"+addr+"/openapi.json")
	step(filepath.Join("node_modules", ".bin", "tsc"), "-p", ".")
	out := step("node", filepath.Join("dist", "walkthrough.js"))
	for _, want := range []string{"POST /api/matching/candidates: 200", "PUT /api/job-submissions/{id}: 200", "POST /resume/parse: 200",
		"GET /api/webhooks/{id}/deliveries: 200", "walk-through done"} {
		if !strings.Contains(out, want) {
			t.Errorf("the generated client's walk-through lacks %q:\n%s", want, out)
		}
	}
}
