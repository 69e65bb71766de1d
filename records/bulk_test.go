package records_test

import (
	"context"
	"fmt"
	"iter"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/internal/pgtest"
	"github.com/recruitd/recruitd/records"
	"github.com/recruitd/recruitd/synth"
)

func bulk(first, email string) records.BulkCandidate {
	return records.BulkCandidate{Candidate: recruitd.Candidate{FirstName: first, LastName: "Lane", Email: email}}
}

// candidateEvents returns the ids of the candidates with upsert events, in
// event order.
func candidateEvents(t *testing.T, pool *pgxpool.Pool) []int64 {
	t.Helper()
	rows, err := pool.Query(context.Background(), `SELECT entity_id FROM outbox WHERE entity = 'candidate' AND op = 'create' ORDER BY id`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var ids []int64
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			t.Fatal(err)
		}
		ids = append(ids, id)
	}
	return ids
}

func TestBulkCandidates(t *testing.T) {
	pool := pgtest.New(t)
	store := records.NewStore(pool)
	ctx := context.Background()
	existing, err := store.CreateCandidate(ctx, recruitd.Candidate{FirstName: "Ada", LastName: "Lane", Email: "ada@example.com", StatusID: 1})
	if err != nil {
		t.Fatal(err)
	}
	listener, err := pool.Acquire(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer listener.Release()
	if _, err := listener.Exec(ctx, "LISTEN "+records.OutboxChannel); err != nil {
		t.Fatal(err)
	}

	withProfile := bulk("Bea", "bea@example.com")
	withProfile.Profile = []byte(`{"workHistory":[{"title":"ICU RN","isCurrent":true,"endDate":null}]}`)
	withProfile.ResumeText = "Bea Lane\nICU RN, 2019 - Present"
	withProfile.Address = &recruitd.Address{City: "Austin", State: "TX", Zip: "78701"}
	inactive := bulk("Ivy", "ivy@example.com")
	inactive.Status = &recruitd.Status{Name: "inactive"}
	pending := bulk("Pat", "pat@example.com")
	pending.StatusID = 3
	batch := []records.BulkCandidate{
		withProfile,
		bulk("Ada", "ADA@Example.com"), // an existing candidate's email
		bulk("Cal", "cal@example.com"),
		bulk("Cal", "Cal@EXAMPLE.com"), // an earlier row's email
		inactive,
		pending,
	}
	inserted, duplicates, err := store.BulkCandidates(ctx, batch)
	if err != nil {
		t.Fatal(err)
	}
	if inserted != 4 || duplicates != 2 {
		t.Errorf("BulkCandidates = %d inserted, %d duplicates; want 4, 2", inserted, duplicates)
	}

	all, total, err := store.Candidates(ctx, records.CandidateFilter{Page: recruitd.Page{Limit: 10}})
	if err != nil {
		t.Fatal(err)
	}
	type row struct {
		First, Email, Status string
	}
	var got []row
	var ids []int64
	for _, c := range all {
		got = append(got, row{c.FirstName, c.Email, c.Status.Name})
		ids = append(ids, c.ID)
	}
	want := []row{
		{"Ada", "ada@example.com", "ACTIVE"},
		{"Bea", "bea@example.com", "ACTIVE"},
		{"Cal", "cal@example.com", "ACTIVE"}, // the first of the batch's two wins
		{"Ivy", "ivy@example.com", "INACTIVE"},
		{"Pat", "pat@example.com", "PENDING"},
	}
	if diff := cmp.Diff(want, got); diff != "" || total != 5 {
		t.Errorf("candidates after the bulk insert (-want +got), total %d:\n%s", total, diff)
	}
	if events := candidateEvents(t, pool); !cmp.Equal(events, ids) {
		t.Errorf("candidate upsert events = %v, want one per candidate: %v", events, ids)
	}

	bea := all[1]
	if bea.Address == nil || bea.Address.Zip != "78701" || all[2].Address != nil {
		t.Errorf("addresses = %+v and %+v; want Bea's kept and none for Cal", bea.Address, all[2].Address)
	}
	parsed, err := store.Parsed(ctx, bea.ID)
	if err != nil {
		t.Fatal(err)
	}
	if parsed.Text != withProfile.ResumeText || len(parsed.Profile) == 0 {
		t.Errorf("Bea's parsed resume = %s %q, want the profile and text given", parsed.Profile, parsed.Text)
	}
	if p, _ := store.Parsed(ctx, all[2].ID); p.Profile != nil || p.Text != "" {
		t.Errorf("Cal's parsed resume = %s %q, want none", p.Profile, p.Text)
	}
	if n := count(t, pool, `SELECT count(*) FROM candidates WHERE (profile IS NULL) <> (profile_updated_at IS NULL)`); n != 0 {
		t.Errorf("%d candidates have a profile time without a profile or the reverse", n)
	}

	notifyCtx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	// The CreateCandidate before LISTEN sent its notification to no one.
	if n, err := listener.Conn().WaitForNotification(notifyCtx); err != nil || n.Payload != recruitd.EntityCandidate {
		t.Errorf("notification after the bulk insert = %+v, %v; want one for candidates", n, err)
	}
	if existing.ID != ids[0] {
		t.Errorf("the existing candidate's id changed: %d, was %d", ids[0], existing.ID)
	}

	again, dups, err := store.BulkCandidates(ctx, batch)
	if err != nil || again != 0 || dups != len(batch) {
		t.Errorf("the same batch again = %d inserted, %d duplicates, %v; want 0, %d", again, dups, err, len(batch))
	}
}

// TestBulkCandidatesRace has a concurrent transaction take an email between
// the batch's look at the emails and its copy: the copy waits for it, fails,
// and the batch goes through the staging table, which skips the email.
func TestBulkCandidatesRace(t *testing.T) {
	pool := pgtest.New(t)
	store := records.NewStore(pool)
	ctx := context.Background()
	other, err := pool.Begin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer other.Rollback(ctx)
	if _, err := other.Exec(ctx, `INSERT INTO candidates (first_name, last_name, email, status_id) VALUES ('Ray', 'Lane', 'RAY@example.com', 1)`); err != nil {
		t.Fatal(err)
	}
	type result struct{ inserted, duplicates int }
	done := make(chan result, 1)
	go func() {
		ins, dups, err := store.BulkCandidates(ctx, []records.BulkCandidate{bulk("Ann", "ann@example.com"), bulk("Ray", "ray@example.com")})
		if err != nil {
			t.Error(err)
		}
		done <- result{ins, dups}
	}()
	// The batch cannot see the uncommitted email, so its copy waits on the
	// unique index for the other transaction.
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(10 * time.Millisecond) {
		if count(t, pool, `SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`) > 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the batch never waited for the other transaction")
		}
	}
	if err := other.Commit(ctx); err != nil {
		t.Fatal(err)
	}
	if got := <-done; got != (result{1, 1}) {
		t.Errorf("BulkCandidates = %+v, want Ann inserted and Ray a duplicate", got)
	}
	if n := count(t, pool, `SELECT count(*) FROM candidates WHERE lower(email) = 'ray@example.com'`); n != 1 {
		t.Errorf("%d candidates with Ray's email, want 1", n)
	}
	if events := candidateEvents(t, pool); len(events) != 1 {
		t.Errorf("candidate events = %v, want Ann's alone", events)
	}
}

// TestBulkCandidatesConcurrentOverlap writes two batches with the same
// emails in opposite orders at once: each candidate is inserted once, and
// neither batch deadlocks waiting for the other.
func TestBulkCandidatesConcurrentOverlap(t *testing.T) {
	pool := pgtest.New(t)
	store := records.NewStore(pool)
	ctx := context.Background()
	const n = 2000
	var forward, backward []records.BulkCandidate
	for i := range n {
		forward = append(forward, bulk("F", fmt.Sprintf("c%d@example.com", i)))
		backward = append(backward, bulk("B", fmt.Sprintf("C%d@example.com", n-1-i)))
	}
	var wg sync.WaitGroup
	var inserted, duplicates atomic.Int64
	for _, list := range [][]records.BulkCandidate{forward, backward} {
		wg.Go(func() {
			ins, dups, err := store.BulkCandidates(ctx, list)
			if err != nil {
				t.Error(err)
			}
			inserted.Add(int64(ins))
			duplicates.Add(int64(dups))
		})
	}
	wg.Wait()
	if inserted.Load() != n || duplicates.Load() != n {
		t.Errorf("two overlapping batches = %d inserted, %d duplicates; want %d each", inserted.Load(), duplicates.Load(), n)
	}
	if got := count(t, pool, `SELECT count(*) FROM candidates`); got != n {
		t.Errorf("candidates = %d, want %d", got, n)
	}
}

func TestBulkCandidatesRefusesTheWholeBatch(t *testing.T) {
	pool := pgtest.New(t)
	store := records.NewStore(pool)
	ctx := context.Background()
	badJSON := bulk("Bea", "bea@example.com")
	badJSON.Profile = []byte(`{"workHistory":`)
	jobStatus := bulk("Jo", "jo@example.com")
	jobStatus.StatusID = 4 // Open, a JOB status
	unknownName := bulk("Una", "una@example.com")
	unknownName.Status = &recruitd.Status{Name: "HIRED"}
	nul := bulk("Nul\x00", "nul@example.com")
	nulEmail := bulk("Nul", "nul\x00@example.com")
	cases := []struct {
		name    string
		bad     records.BulkCandidate
		details int
	}{
		{"profile that is not JSON", badJSON, 0},
		{"status of another type", jobStatus, 1},
		{"unknown status name", unknownName, 1},
		{"text Postgres cannot store", nul, 0},
		{"email Postgres cannot store", nulEmail, 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			ins, dups, err := store.BulkCandidates(ctx, []records.BulkCandidate{bulk("Ann", "ann@example.com"), tc.bad})
			if recruitd.ErrorCode(err) != recruitd.Invalid || len(recruitd.ErrorDetails(err)) != tc.details {
				t.Errorf("BulkCandidates = %d, %d, %v; want a validation error with %d details", ins, dups, err, tc.details)
			}
			if n := count(t, pool, `SELECT count(*) FROM candidates`) + count(t, pool, `SELECT count(*) FROM outbox`); n != 0 {
				t.Errorf("%d candidates and events written by a refused batch", n)
			}
		})
	}
}

func TestBulkJobs(t *testing.T) {
	pool := pgtest.New(t)
	store := records.NewStore(pool)
	ctx := context.Background()
	hours, rate := 36, 62.5
	remote := false
	jobs := []recruitd.Job{
		{
			Title:          "Travel ICU RN",
			Description:    "Required: 2+ years ICU experience",
			StartDate:      1_800_000_000,
			Address:        recruitd.Address{City: "Houston", State: "TX", Zip: "77030"},
			EmploymentType: recruitd.EmploymentContract,
			Status:         recruitd.JobOpen,
			Criteria:       []recruitd.Criterion{{Description: "BLS", Importance: recruitd.Required, Type: "certification"}},
			Employer:       recruitd.Employer{Name: "Bayou Medical Center", City: "Houston", State: "TX"},
			JobType:        "contract",
			Schedule:       recruitd.Schedule{Shifts: []string{"night"}, HoursMin: &hours, HoursMax: &hours},
			Compensation:   recruitd.Compensation{Type: "hourly", Minimum: &rate, Maximum: &rate},
			Requirements:   recruitd.Requirements{Experience: "2+ years ICU", Certifications: []string{"BLS", "ACLS"}, LicenseType: "RN", LicenseState: "TX"},
			Profession:     "Registered Nurse",
			Specialty:      "ICU",
			Department:     "MICU",
			Remote:         &remote,
		},
		{Title: "Welder", Description: "MIG and TIG", StartDate: 1_800_000_000, EmploymentType: recruitd.EmploymentDirect, Status: recruitd.JobOnHold},
	}
	n, err := store.BulkJobs(ctx, jobs)
	if err != nil || n != 2 {
		t.Fatalf("BulkJobs = %d, %v; want 2", n, err)
	}
	got, total, err := store.Jobs(ctx, records.JobFilter{Page: recruitd.Page{Limit: 10}})
	if err != nil || total != 2 {
		t.Fatalf("Jobs = %d, %v", total, err)
	}
	opts := cmp.Options{cmpopts.IgnoreFields(recruitd.Job{}, "ID", "Version", "Created", "Updated"), cmpopts.EquateEmpty()}
	if diff := cmp.Diff(jobs, got, opts); diff != "" {
		t.Errorf("stored jobs (-want +got):\n%s", diff)
	}
	var events []int64
	rows, err := pool.Query(ctx, `SELECT entity_id FROM outbox WHERE entity = 'job' AND op = 'create' ORDER BY entity_id`)
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var id int64
		_ = rows.Scan(&id)
		events = append(events, id)
	}
	if want := []int64{got[0].ID, got[1].ID}; !slices.Equal(events, want) {
		t.Errorf("job upsert events = %v, want %v", events, want)
	}

	bad := jobs[1]
	bad.Status = "DRAFT"
	if _, err := store.BulkJobs(ctx, []recruitd.Job{jobs[0], bad}); recruitd.ErrorCode(err) != recruitd.Invalid {
		t.Errorf("BulkJobs with a status outside SPEC 2.4: %v, want a validation error", err)
	}
	if n := count(t, pool, `SELECT count(*) FROM jobs`) + count(t, pool, `SELECT count(*) FROM outbox`); n != 4 {
		t.Errorf("jobs and events after a refused batch = %d, want the 4 of the first", n)
	}
}

// BenchmarkBulkCandidates inserts synthetic candidates, each with a profile
// and resume text, in batches of 5000 from one connection and from two at
// once (the importer's default), and reports candidates per second.
func BenchmarkBulkCandidates(b *testing.B) {
	const batch = 5000
	// A few batches made once, given fresh emails per use: generation stays
	// out of the timing, and no candidate is a duplicate.
	pool := make([][]records.BulkCandidate, 4)
	next, stop := iter.Pull(synth.Candidates(1, batch*len(pool)))
	defer stop()
	for i := range pool {
		for range batch {
			c, _ := next()
			pool[i] = append(pool[i], c)
		}
	}
	for _, streams := range []int{1, 2} {
		b.Run(fmt.Sprintf("streams=%d", streams), func(b *testing.B) {
			store := records.NewStore(pgtest.New(b))
			ctx := context.Background()
			var used atomic.Int64
			work := make(chan int)
			var wg sync.WaitGroup
			errs := make(chan error, streams)
			b.ResetTimer()
			for range streams {
				wg.Go(func() {
					for op := range work {
						list := slices.Clone(pool[op%len(pool)])
						for k := range list {
							list[k].Email = fmt.Sprintf("b%d.%s", op, list[k].Email)
						}
						n, _, err := store.BulkCandidates(ctx, list)
						if err != nil {
							errs <- err
							return
						}
						used.Add(int64(n))
					}
				})
			}
			for op := range b.N {
				work <- op
			}
			close(work)
			wg.Wait()
			b.StopTimer()
			close(errs)
			if err := <-errs; err != nil {
				b.Fatal(err)
			}
			b.ReportMetric(float64(used.Load())/b.Elapsed().Seconds(), "candidates/s")
		})
	}
}
