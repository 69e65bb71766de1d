// Package pgtest gives tests a real Postgres: each test gets its own freshly
// migrated database, cloned from a template so that setup stays fast.
//
// The cluster is the one TEST_DATABASE_URL names or, when it is unset, a
// throwaway one that Main starts with scripts/pg.sh and removes afterwards.
package pgtest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/recruitd/recruitd/records"
)

var (
	serverURL string // a database of the cluster; set by Main

	templateOnce sync.Once
	templateName string
	templateErr  error
)

// Main runs a package's tests against the cluster of TEST_DATABASE_URL, or
// against a throwaway cluster it starts and removes. Call it from TestMain.
func Main(m *testing.M) {
	os.Exit(run(m))
}

// watchCluster starts a process that removes the throwaway cluster in dir once
// this test binary has gone, however it went: the deferred removal in run does
// not run when a test panics or `go test -timeout` kills the binary, which left
// clusters running on the machine. It runs in a process group of its own, with
// no output, so that neither the kill nor `go test` waiting on the binary's
// output reaches it; removing a cluster twice is harmless.
func watchCluster(script, dir string) {
	w := exec.Command("sh", "-c", `while kill -0 "$1" 2>/dev/null; do sleep 2; done; exec "$2" destroy "$3"`,
		"pgtest-watch", strconv.Itoa(os.Getpid()), script, dir)
	w.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := w.Start(); err != nil {
		fmt.Fprintln(os.Stderr, "pgtest: watch the cluster:", err)
		return
	}
	go func() { _ = w.Wait() }()
}

func run(m *testing.M) int {
	serverURL = os.Getenv("TEST_DATABASE_URL")
	if serverURL == "" {
		dir, err := os.MkdirTemp("", "recruitd-pgtest-")
		if err == nil {
			err = os.Chmod(dir, 0o755) // the postgres user must reach it
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "pgtest:", err)
			return 1
		}
		script := filepath.Join(repoRoot(), "scripts", "pg.sh")
		defer func() { _ = exec.Command(script, "destroy", dir).Run() }()
		out, err := exec.Command(script, "start", dir, "auto", "--fast", "--tcp").Output()
		if err != nil {
			var exit *exec.ExitError
			if errors.As(err, &exit) {
				os.Stderr.Write(exit.Stderr)
			}
			fmt.Fprintln(os.Stderr, "pgtest: start postgres:", err)
			return 1
		}
		serverURL = strings.TrimSpace(string(out))
		watchCluster(script, dir)
	}
	code := m.Run()
	if templateName != "" {
		if err := admin(context.Background(), "DROP DATABASE IF EXISTS "+templateName+" WITH (FORCE)"); err != nil {
			fmt.Fprintln(os.Stderr, "pgtest:", err)
		}
	}
	return code
}

// repoRoot is the module's root: two folders above this file.
func repoRoot() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "..")
}

// URL returns the address of database name on the test cluster.
func URL(tb testing.TB, name string) string {
	tb.Helper()
	cfg, err := pgx.ParseConfig(serverURL)
	if err != nil {
		tb.Fatalf("pgtest: parse server URL: %v (is TestMain calling pgtest.Main?)", err)
	}
	return fmt.Sprintf("postgres://%s@%s:%d/%s?sslmode=disable", cfg.User, cfg.Host, cfg.Port, name)
}

// admin runs a statement on the cluster's maintenance database.
func admin(ctx context.Context, sql string) error {
	cfg, err := pgx.ParseConfig(serverURL)
	if err != nil {
		return err
	}
	cfg.Database = "postgres"
	conn, err := pgx.ConnectConfig(ctx, cfg)
	if err != nil {
		return err
	}
	defer conn.Close(ctx)
	_, err = conn.Exec(ctx, sql)
	return err
}

func randomName(prefix string) string {
	b := make([]byte, 6)
	_, _ = rand.Read(b)
	return prefix + hex.EncodeToString(b)
}

// template creates, once per test binary, a migrated database to clone.
func template(tb testing.TB) string {
	templateOnce.Do(func() {
		ctx := context.Background()
		name := randomName("tmpl_")
		if templateErr = admin(ctx, "CREATE DATABASE "+name); templateErr != nil {
			return
		}
		templateName = name
		pool, err := pgxpool.New(ctx, URL(tb, name))
		if err != nil {
			templateErr = err
			return
		}
		defer pool.Close()
		_, templateErr = records.Migrate(ctx, pool)
	})
	if templateErr != nil {
		tb.Fatalf("pgtest: template database: %v", templateErr)
	}
	return templateName
}

// NewDatabase creates a migrated database for one test, dropped when the test
// ends, and returns its URL.
func NewDatabase(tb testing.TB) string {
	tb.Helper()
	tmpl := template(tb)
	name := randomName("t_")
	if err := admin(context.Background(), "CREATE DATABASE "+name+" TEMPLATE "+tmpl); err != nil {
		tb.Fatalf("pgtest: create database: %v", err)
	}
	tb.Cleanup(func() {
		if err := admin(context.Background(), "DROP DATABASE IF EXISTS "+name+" WITH (FORCE)"); err != nil {
			tb.Errorf("pgtest: drop database %s: %v", name, err)
		}
	})
	return URL(tb, name)
}

// New returns a pool on a migrated database of the test's own, closed and
// dropped when the test ends.
func New(tb testing.TB) *pgxpool.Pool {
	tb.Helper()
	pool, err := pgxpool.New(context.Background(), NewDatabase(tb))
	if err != nil {
		tb.Fatalf("pgtest: connect: %v", err)
	}
	tb.Cleanup(pool.Close)
	return pool
}
