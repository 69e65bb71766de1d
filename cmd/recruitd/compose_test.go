package main

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"go.yaml.in/yaml/v3"
)

// TestDockerCompose checks what a user trusts docker-compose.yml for, since
// no Docker engine runs here: every service has a healthcheck and a restart
// policy, recruitd starts after the others are healthy, the model settings
// reach it, and the build context leaves out history and local data.
func TestDockerCompose(t *testing.T) {
	raw, err := os.ReadFile(filepath.Join("..", "..", "docker-compose.yml"))
	if err != nil {
		t.Fatal(err)
	}
	var compose struct {
		Services map[string]struct {
			Restart     string `yaml:"restart"`
			Healthcheck struct {
				Test []string `yaml:"test"`
			} `yaml:"healthcheck"`
			DependsOn map[string]struct {
				Condition string `yaml:"condition"`
			} `yaml:"depends_on"`
			Environment map[string]string `yaml:"environment"`
		} `yaml:"services"`
	}
	if err := yaml.Unmarshal(raw, &compose); err != nil {
		t.Fatalf("docker-compose.yml: %v", err)
	}
	for name, s := range compose.Services {
		if len(s.Healthcheck.Test) < 2 {
			t.Errorf("service %s has no healthcheck", name)
		}
		if s.Restart != "unless-stopped" && s.Restart != "always" {
			t.Errorf("service %s restart policy %q", name, s.Restart)
		}
	}
	app, ok := compose.Services["recruitd"]
	if !ok {
		t.Fatal("no recruitd service")
	}
	for name := range compose.Services {
		if name != "recruitd" && app.DependsOn[name].Condition != "service_healthy" {
			t.Errorf("recruitd does not wait for %s to be healthy", name)
		}
	}
	for _, key := range []string{"DATABASE_URL", "QDRANT_URL", "ELASTICSEARCH_URL", "OPENAI_API_KEY", "OPENAI_BASE_URL", "LLM_MODEL", "EMBEDDING_MODEL", "BACKEND_WAIT"} {
		if _, ok := app.Environment[key]; !ok {
			t.Errorf("recruitd's environment lacks %s", key)
		}
	}
	if hc := strings.Join(app.Healthcheck.Test, " "); strings.Contains(hc, "curl") {
		dockerfile, err := os.ReadFile(filepath.Join("..", "..", "Dockerfile"))
		if err != nil || !strings.Contains(string(dockerfile), " curl ") {
			t.Errorf("recruitd's healthcheck runs curl, which the image does not install")
		}
	}
	ignore, err := os.ReadFile(filepath.Join("..", "..", ".dockerignore"))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(ignore), "\n")
	for _, want := range []string{".git", ".data", "bin"} {
		if !slices.Contains(lines, want) {
			t.Errorf(".dockerignore does not leave out %s", want)
		}
	}
}

// TestUntilReadyRetries: serve waits for index backends that come up late.
func TestUntilReadyRetries(t *testing.T) {
	calls := 0
	err := untilReady(t.Context(), newLogger(io.Discard), "qdrant", 10*time.Second, func() error {
		if calls++; calls < 3 {
			return errors.New("connection refused")
		}
		return nil
	})
	if err != nil || calls != 3 {
		t.Errorf("untilReady = %v after %d calls, want success at the third", err, calls)
	}
	calls = 0
	err = untilReady(t.Context(), newLogger(io.Discard), "qdrant", 1500*time.Millisecond, func() error { calls++; return errors.New("down") })
	if err == nil || calls != 2 {
		t.Errorf("untilReady with a backend that stays down = %v after %d calls, want its error after 1.5 s (2 calls)", err, calls)
	}
}
