package records_test

import (
	"context"
	"sync"
	"testing"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/internal/pgtest"
	"github.com/recruitd/recruitd/records"
)

func TestMain(m *testing.M) { pgtest.Main(m) }

func count(t *testing.T, pool *pgxpool.Pool, sql string, args ...any) int {
	t.Helper()
	var n int
	if err := pool.QueryRow(context.Background(), sql, args...).Scan(&n); err != nil {
		t.Fatalf("%s: %v", sql, err)
	}
	return n
}

func TestMigrateTwiceAndConcurrently(t *testing.T) {
	pool := pgtest.New(t) // already migrated once
	ctx := context.Background()
	var wg sync.WaitGroup
	errs := make([]error, 4)
	applied := make([][]string, 4)
	for i := range errs {
		wg.Go(func() { applied[i], errs[i] = records.Migrate(ctx, pool) })
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Fatalf("Migrate #%d: %v", i, err)
		}
		if len(applied[i]) != 0 {
			t.Errorf("Migrate #%d applied %v again, want nothing", i, applied[i])
		}
	}
	if n := count(t, pool, `SELECT count(*) FROM statuses WHERE type = 'CANDIDATE'`); n != 3 {
		t.Errorf("CANDIDATE statuses = %d, want 3 (seeded once)", n)
	}
}

func TestMigrateFreshDatabaseConcurrently(t *testing.T) {
	ctx := context.Background()
	url := pgtest.URL(t, "postgres")
	// A database with no schema: create one without the template.
	pool, err := pgxpool.New(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	name := "fresh_migrate"
	if _, err := pool.Exec(ctx, "CREATE DATABASE "+name); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_, _ = pool.Exec(context.Background(), "DROP DATABASE IF EXISTS "+name+" WITH (FORCE)")
		pool.Close()
	})
	fresh, err := pgxpool.New(ctx, pgtest.URL(t, name))
	if err != nil {
		t.Fatal(err)
	}
	defer fresh.Close()
	var wg sync.WaitGroup
	total := make([]int, 3)
	errs := make([]error, 3)
	for i := range total {
		wg.Go(func() {
			applied, err := records.Migrate(ctx, fresh)
			total[i], errs[i] = len(applied), err
		})
	}
	wg.Wait()
	sum := 0
	for i := range total {
		if errs[i] != nil {
			t.Fatalf("Migrate #%d: %v", i, errs[i])
		}
		sum += total[i]
	}
	var files int
	if err := fresh.QueryRow(ctx, `SELECT count(*) FROM schema_migrations`).Scan(&files); err != nil {
		t.Fatal(err)
	}
	if sum != files || files == 0 {
		t.Errorf("three concurrent migrators applied %d migrations in all, want each of the %d once", sum, files)
	}
}

func TestFailedWriteLeavesNoRowAndNoEvent(t *testing.T) {
	pool := pgtest.New(t)
	store := records.NewStore(pool)
	ctx := context.Background()
	c, err := store.CreateCandidate(ctx, recruitd.Candidate{FirstName: "Ada", LastName: "Lane", Email: "ada@example.com", StatusID: 1})
	if err != nil {
		t.Fatal(err)
	}
	before := count(t, pool, `SELECT count(*) FROM outbox`)
	cases := []struct {
		name  string
		write func() error
		code  recruitd.Code
	}{
		{"duplicate email", func() error {
			_, err := store.CreateCandidate(ctx, recruitd.Candidate{FirstName: "B", LastName: "C", Email: "ADA@example.com", StatusID: 1})
			return err
		}, recruitd.Conflict},
		{"status of another type", func() error {
			_, err := store.CreateCandidate(ctx, recruitd.Candidate{FirstName: "B", LastName: "C", Email: "b@example.com", StatusID: 4})
			return err
		}, recruitd.Invalid},
		{"file for unknown candidate", func() error {
			id := int64(999)
			_, err := store.CreateFile(ctx, recruitd.File{FileName: "a.txt", ContentType: "text/plain", Type: "resume", CandidateID: &id}, []byte("x"))
			return err
		}, recruitd.NotFound},
		{"submission to unknown job", func() error {
			_, err := store.CreateSubmission(ctx, recruitd.Submission{JobID: 42, CandidateID: c.ID, StatusID: 8})
			return err
		}, recruitd.NotFound},
		{"update to taken email", func() error {
			if _, err := store.CreateCandidate(ctx, recruitd.Candidate{FirstName: "E", LastName: "F", Email: "e@example.com", StatusID: 1}); err != nil {
				t.Fatal(err)
			}
			before++ // that create appends one event
			email := "e@example.com"
			_, err := store.UpdateCandidate(ctx, c.ID, records.CandidatePatch{Email: &email})
			return err
		}, recruitd.Conflict},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			err := tc.write()
			if got := recruitd.ErrorCode(err); got != tc.code {
				t.Fatalf("error = %v (code %q), want code %q", err, got, tc.code)
			}
			if n := count(t, pool, `SELECT count(*) FROM outbox`); n != before {
				t.Errorf("outbox has %d events after a failed write, want %d", n, before)
			}
		})
	}
	if n := count(t, pool, `SELECT count(*) FROM files`); n != 0 {
		t.Errorf("files = %d after failed writes, want 0", n)
	}
	got, err := store.Candidate(ctx, c.ID)
	if err != nil {
		t.Fatal(err)
	}
	if got.Email != "ada@example.com" {
		t.Errorf("email after a refused update = %q, want unchanged", got.Email)
	}
}

func TestDeleteCandidateEmitsEventsForDependents(t *testing.T) {
	pool := pgtest.New(t)
	store := records.NewStore(pool)
	ctx := context.Background()
	c, err := store.CreateCandidate(ctx, recruitd.Candidate{FirstName: "Ada", LastName: "Lane", Email: "ada@example.com", StatusID: 1})
	if err != nil {
		t.Fatal(err)
	}
	j, err := store.CreateJob(ctx, recruitd.Job{Title: "RN", Description: "ICU RN", StartDate: 1, EmploymentType: "DIRECT", Status: "OPEN"})
	if err != nil {
		t.Fatal(err)
	}
	sub, err := store.CreateSubmission(ctx, recruitd.Submission{JobID: j.ID, CandidateID: c.ID, StatusID: 8})
	if err != nil {
		t.Fatal(err)
	}
	f, err := store.CreateFile(ctx, recruitd.File{FileName: "cv.txt", ContentType: "text/plain", Type: "resume", CandidateID: &c.ID}, []byte("cv"))
	if err != nil {
		t.Fatal(err)
	}
	if err := store.DeleteCandidate(ctx, c.ID); err != nil {
		t.Fatal(err)
	}
	for _, e := range []struct {
		entity string
		id     int64
	}{{"candidate", c.ID}, {"job_submission", sub.ID}, {"file", f.ID}} {
		if n := count(t, pool, `SELECT count(*) FROM outbox WHERE entity = $1 AND entity_id = $2 AND op = 'delete'`, e.entity, e.id); n != 1 {
			t.Errorf("delete events for %s %d = %d, want 1", e.entity, e.id, n)
		}
	}
	if err := store.DeleteCandidate(ctx, c.ID); recruitd.ErrorCode(err) != recruitd.NotFound {
		t.Errorf("second delete: %v, want not_found", err)
	}
}

func TestUnreachable(t *testing.T) {
	ctx := context.Background()
	pool := pgtest.New(t)

	// A server that is not there: nothing listens on port 1.
	down, err := pgxpool.New(ctx, "postgres://postgres@127.0.0.1:1/recruitd?sslmode=disable&connect_timeout=2")
	if err != nil {
		t.Fatal(err)
	}
	defer down.Close()
	_, refused := down.Exec(ctx, `SELECT 1`)

	// A connection the server ends, as a shutdown does (57P01).
	one, err := pgxpool.New(ctx, pool.Config().ConnString()+"&pool_max_conns=1")
	if err != nil {
		t.Fatal(err)
	}
	defer one.Close()
	var pid int
	if err := one.QueryRow(ctx, `SELECT pg_backend_pid()`).Scan(&pid); err != nil {
		t.Fatal(err)
	}
	if _, err := pool.Exec(ctx, `SELECT pg_terminate_backend($1)`, pid); err != nil {
		t.Fatal(err)
	}
	_, terminated := one.Exec(ctx, `SELECT 1`)

	_, syntax := pool.Exec(ctx, `SELEC 1`)
	cancelled, cancel := context.WithCancel(ctx)
	cancel()
	_, gaveUp := pool.Exec(cancelled, `SELECT 1`)
	_, missing := records.NewStore(pool).Candidate(ctx, 1<<40)

	for _, tc := range []struct {
		name string
		err  error
		want bool
	}{
		{"connection refused", refused, true},
		{"connection terminated", terminated, true},
		{"syntax error", syntax, false},
		{"client cancelled", gaveUp, false},
		{"no such row", missing, false},
		{"nil", nil, false},
	} {
		if got := records.Unreachable(tc.err); got != tc.want {
			t.Errorf("Unreachable(%s: %v) = %v, want %v", tc.name, tc.err, got, tc.want)
		}
	}
}

func TestListsPageAndCount(t *testing.T) {
	ctx := context.Background()
	store := records.NewStore(pgtest.New(t))
	all, total, err := store.Statuses(ctx, records.StatusFilter{})
	if err != nil || total != len(all) || total < 14 {
		t.Fatalf("Statuses() = %d of %d, %v; want every seeded status", len(all), total, err)
	}
	page, total2, err := store.Statuses(ctx, records.StatusFilter{Page: recruitd.Page{Limit: 5, Offset: 10}})
	if err != nil || total2 != total || len(page) != min(5, total-10) || page[0].ID != all[10].ID {
		t.Errorf("Statuses(limit 5, offset 10) = %d rows from id %d, total %d, %v; want rows 10-14 of %d", len(page), page[0].ID, total2, err, total)
	}
	// Ids past 32 bits reach Postgres as bigint: no row, no error.
	for _, id := range []int64{1 << 31, 1<<63 - 1} {
		if list, n, err := store.Statuses(ctx, records.StatusFilter{ID: id}); err != nil || n != 0 || len(list) != 0 {
			t.Errorf("Statuses(id %d) = %d, %d, %v; want none", id, len(list), n, err)
		}
		if list, n, err := store.Submissions(ctx, records.SubmissionFilter{JobID: id, StatusID: id}); err != nil || n != 0 || len(list) != 0 {
			t.Errorf("Submissions(jobId, statusId %d) = %d, %d, %v; want none", id, len(list), n, err)
		}
		if list, n, err := store.Files(ctx, records.FileFilter{ID: id, CandidateID: id}); err != nil || n != 0 || len(list) != 0 {
			t.Errorf("Files(id, candidateId %d) = %d, %d, %v; want none", id, len(list), n, err)
		}
		if list, n, err := store.Users(ctx, records.UserFilter{ID: id}); err != nil || n != 0 || len(list) != 0 {
			t.Errorf("Users(id %d) = %d, %d, %v; want none", id, len(list), n, err)
		}
		_, err := store.CreateCandidate(ctx, recruitd.Candidate{FirstName: "A", LastName: "B", Email: "a@b.co", StatusID: id})
		if recruitd.ErrorCode(err) != recruitd.NotFound {
			t.Errorf("CreateCandidate(statusId %d) = %v, want not_found", id, err)
		}
	}
}

// TestStatusHistoryPast32Bits: a submission moved to a status whose id is
// past 2^31 keeps that id in its history (every status id is bigint).
func TestStatusHistoryPast32Bits(t *testing.T) {
	ctx := context.Background()
	pool := pgtest.New(t)
	store := records.NewStore(pool)
	if _, err := pool.Exec(ctx, `SELECT setval('statuses_id_seq', 2147483648)`); err != nil {
		t.Fatal(err)
	}
	st, err := store.CreateStatus(ctx, recruitd.Status{Name: "Credentialing", Type: recruitd.StatusJobSubmission, IsActive: true})
	if err != nil || st.ID <= 1<<31 {
		t.Fatalf("CreateStatus = %d, %v; want an id past 2^31", st.ID, err)
	}
	c, err := store.CreateCandidate(ctx, recruitd.Candidate{FirstName: "A", LastName: "B", Email: "a@example.com", StatusID: 1})
	if err != nil {
		t.Fatal(err)
	}
	j, err := store.CreateJob(ctx, recruitd.Job{Title: "RN", StartDate: 1798761600, EmploymentType: "CONTRACT", Status: "OPEN",
		Address: recruitd.Address{Zip: "78701"}})
	if err != nil {
		t.Fatal(err)
	}
	sub, err := store.CreateSubmission(ctx, recruitd.Submission{JobID: j.ID, CandidateID: c.ID, StatusID: 8})
	if err != nil {
		t.Fatal(err)
	}
	moved, err := store.UpdateSubmission(ctx, sub.ID, recruitd.SubmissionPatch{StatusID: &st.ID}, 0)
	if err != nil {
		t.Fatalf("UpdateSubmission to status %d: %v", st.ID, err)
	}
	h := moved.History
	if len(h) != 2 || h[1].ToStatusID != st.ID || h[1].FromStatusID == nil || *h[1].FromStatusID != 8 {
		t.Errorf("history %+v; want 8, then %d", h, st.ID)
	}
	back, err := store.UpdateSubmission(ctx, sub.ID, recruitd.SubmissionPatch{StatusID: new(int64(8))}, 0)
	if err != nil || len(back.History) != 3 || back.History[2].FromStatusID == nil || *back.History[2].FromStatusID != st.ID {
		t.Errorf("back to 8: %+v, %v; want a third entry from %d", back.History, err, st.ID)
	}
}
