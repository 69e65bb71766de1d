package main

import (
	"bytes"
	"context"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestVersion builds the binary as a user would and checks that it names
// the commit it was built from.
func TestVersion(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git is not installed: no VCS revision to stamp")
	}
	if err := exec.Command("git", "rev-parse", "HEAD").Run(); err != nil {
		t.Skip("not in a git checkout: no VCS revision to stamp")
	}
	bin := filepath.Join(t.TempDir(), "recruitd")
	if out, err := exec.Command("go", "build", "-buildvcs=true", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	if info, _ := exec.Command("go", "version", "-m", bin).Output(); !strings.Contains(string(info), "vcs.revision") {
		t.Skip("the toolchain stamped no VCS revision here (it does not in a git worktree); a clone gets one")
	}
	out, err := exec.Command(bin, "version").Output()
	if err != nil {
		t.Fatal(err)
	}
	head, _ := exec.Command("git", "rev-parse", "HEAD").Output()
	if !regexp.MustCompile(`^recruitd \S+ [0-9a-f]{40}(\+modified)? \S+ go1\.`).Match(out) || !strings.Contains(string(out), strings.TrimSpace(string(head))) {
		t.Errorf("recruitd version = %q, want the module version, HEAD's revision %s, its time and the Go version", out, head)
	}
}

func TestNewSubcommandsHelp(t *testing.T) {
	for _, args := range [][]string{{"version", "-h"}, {"mcp", "-h"}} {
		var out bytes.Buffer
		if err := run(context.Background(), args, &out); err != nil {
			t.Errorf("recruitd %s: %v, want the usage and success", strings.Join(args, " "), err)
		}
	}
	var out bytes.Buffer
	if err := run(context.Background(), []string{"help"}, &out); err != nil || !strings.Contains(out.String(), "mcp [--url URL]") || !strings.Contains(out.String(), "version") {
		t.Errorf("recruitd help = %v %q, want mcp and version listed", err, out.String())
	}
}
