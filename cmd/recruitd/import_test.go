package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/internal/pgtest"
	"github.com/recruitd/recruitd/records"
)

// importLines are an NDJSON file with good, duplicate and bad lines; the
// comment after each line says which, and is cut off before writing.
var importLines = []string{
	`{"kind":"candidate","firstName":"Bea","lastName":"Lane","email":"bea@example.com","profession":"Registered Nurse","specialty":"ICU","address":{"city":"Austin","state":"TX","zip":"78701"}}`,
	`{"kind":"candidate","firstName":"Ada","lastName":"Twin","email":"ADA@example.com"} # an existing candidate's email`,
	`{"kind":"candidate","firstName":"Bea","lastName":"Twin","email":" Bea@Example.com "} # line 1's email`,
	`{"kind":"candidate","firstName":"","lastName":"X","email":"not-an-email"} # bad`,
	``,
	`{"kind":"job","title":"Travel ICU RN","description":"Required: BLS","startDate":1800000000000,"address":{"city":"Austin","state":"TX","zip":"78701"},"employmentType":"CONTRACT","status":"OPEN","schedule":{"shifts":["Night"]}}`,
	`{"kind":"job","title":"Bad","description":"x","startDate":1,"address":{},"employmentType":"TEMP","status":"OPEN"} # bad`,
	`{"kind":"robot"} # bad`,
	`not json # bad`,
	`{"kind":"candidate","firstName":"Cy","lastName":"Lane","email":"cy@example.com","statusId":4} # bad: a JOB status`,
	`{"kind":"candidate","firstName":"Di","lastName":"Lane","email":"di@example.com","favouriteColour":"blue"} # bad`,
	`{"kind":"candidate","firstName":"Di","lastName":"Lane","email":"di@example.com","statusId":2,"profile":{"workHistory":[{"title":"ICU RN","isCurrent":true,"endDate":null}]},"resumeText":"Di Lane\nICU RN, 2019 - Present"}`,
	`{"kind":"candidate","firstName":"Eve","lastName":"Lane","email":"eve@example.com","phone":"(512) 555-0100"}`,
}

func writeImportFile(t *testing.T) string {
	t.Helper()
	var b strings.Builder
	for _, l := range importLines {
		if i := strings.Index(l, " # "); i >= 0 {
			l = l[:i]
		}
		b.WriteString(l + "\n")
	}
	path := filepath.Join(t.TempDir(), "records.ndjson")
	if err := os.WriteFile(path, []byte(b.String()), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

func countRows(t *testing.T, pool *pgxpool.Pool, sql string) int {
	t.Helper()
	var n int
	if err := pool.QueryRow(context.Background(), sql).Scan(&n); err != nil {
		t.Fatalf("%s: %v", sql, err)
	}
	return n
}

func TestImportFile(t *testing.T) {
	url := pgtest.NewDatabase(t)
	ctx := context.Background()
	pool, err := pgxpool.New(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer pool.Close()
	store := records.NewStore(pool)
	if _, err := store.CreateCandidate(ctx, recruitd.Candidate{FirstName: "Ada", LastName: "Lane", Email: "ada@example.com", StatusID: 1}); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	// One writer and batches of two: batches commit in file order, so the
	// first of two lines with one email wins.
	if err := run(ctx, []string{"import", "--database-url", url, "--batch", "2", "--workers", "1", writeImportFile(t)}, &out); err != nil {
		t.Fatalf("import: %v\n%s", err, out.String())
	}
	got := out.String()
	for _, want := range []string{
		"inserted 3 candidates and 1 jobs",
		"duplicates (email already taken): 2\n",
		"bad lines: 6\n",
		`line 4: firstName: required; email: "not-an-email" is not an email address`,
		"line 7: employmentType: must be one of DIRECT, CONTRACT\n", // and nothing else

		`line 8: kind: want "candidate" or "job"`,
		"line 9: not a JSON object",
		"line 10: statusId: 4 is not a CANDIDATE status",
		"line 11: favouriteColour: unknown field",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("output lacks %q:\n%s", want, got)
		}
	}

	list, total, err := store.Candidates(ctx, records.CandidateFilter{Page: recruitd.Page{Limit: 10}})
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, c := range list {
		names = append(names, c.FirstName+" "+c.LastName+" "+c.Status.Name)
	}
	if want := "Ada Lane ACTIVE,Bea Lane ACTIVE,Di Lane INACTIVE,Eve Lane ACTIVE"; strings.Join(names, ",") != want || total != 4 {
		t.Errorf("candidates = %v, want %s", names, want)
	}
	if p, err := store.Parsed(ctx, list[2].ID); err != nil || !strings.Contains(string(p.Profile), "ICU RN") || p.Text != "Di Lane\nICU RN, 2019 - Present" {
		t.Errorf("Di's parsed resume = %s %q, %v", p.Profile, p.Text, err)
	}
	jobs, _, err := store.Jobs(ctx, records.JobFilter{Page: recruitd.Page{Limit: 10}})
	if err != nil || len(jobs) != 1 {
		t.Fatalf("jobs = %v, %v", jobs, err)
	}
	if j := jobs[0]; j.StartDate != 1_800_000_000 || j.Address.Zip != "78701" || len(j.Schedule.Shifts) != 1 || j.Schedule.Shifts[0] != "night" {
		t.Errorf("job = %+v, want its start in seconds, its address and shift", j)
	}
	if n := countRows(t, pool, `SELECT count(*) FROM outbox WHERE op = 'create'`); n != 5 {
		t.Errorf("upsert events = %d, want 5: the existing candidate, 3 imported ones and the job", n)
	}
}

func TestImportSynthetic(t *testing.T) {
	url := pgtest.NewDatabase(t)
	ctx := context.Background()
	args := []string{"import", "--database-url", url, "--synthetic", "120", "--batch", "50", "--seed", "3"}
	var out bytes.Buffer
	if err := run(ctx, args, &out); err != nil {
		t.Fatalf("import: %v\n%s", err, out.String())
	}
	if !strings.Contains(out.String(), "inserted 120 candidates and 2 jobs") {
		t.Errorf("output:\n%s", out.String())
	}
	pool, err := pgxpool.New(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer pool.Close()
	for sql, want := range map[string]int{
		`SELECT count(*) FROM candidates WHERE profile IS NOT NULL AND resume_text <> ''`: 120,
		`SELECT count(*) FROM jobs`:                              2,
		`SELECT count(*) FROM outbox WHERE entity = 'candidate'`: 120,
		`SELECT count(*) FROM outbox WHERE entity = 'job'`:       2,
	} {
		if n := countRows(t, pool, sql); n != want {
			t.Errorf("%s = %d, want %d", sql, n, want)
		}
	}

	out.Reset()
	if err := run(ctx, args, &out); err != nil {
		t.Fatalf("import again: %v\n%s", err, out.String())
	}
	if !strings.Contains(out.String(), "inserted 0 candidates and 2 jobs") || !strings.Contains(out.String(), "duplicates (email already taken): 120") {
		t.Errorf("the same seed again: want every candidate a duplicate; output:\n%s", out.String())
	}
}

func TestImportArguments(t *testing.T) {
	url := pgtest.NewDatabase(t)
	file := writeImportFile(t)
	cases := []struct {
		name string
		args []string
		want string
	}{
		{"nothing to import", nil, "want one NDJSON file, or --synthetic N"},
		{"both a file and synthetic records", []string{"--synthetic", "5", file}, "want one NDJSON file, or --synthetic N"},
		{"two files", []string{file, file}, "want one NDJSON file, or --synthetic N"},
		{"empty batches", []string{"--batch", "0", file}, "--batch and --workers must be at least 1"},
		{"missing file", []string{filepath.Join(t.TempDir(), "none.ndjson")}, "no such file"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var out bytes.Buffer
			err := run(context.Background(), append([]string{"import", "--database-url", url}, tc.args...), &out)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("import %v = %v, want an error saying %q", tc.args, err, tc.want)
			}
		})
	}
}

func TestImportLineProblems(t *testing.T) {
	v := validator{statuses: map[int64]bool{1: true, 2: true, 3: true}, defaultStatus: 1}
	job := `"kind":"job","title":"RN","description":"ICU","startDate":1800000000,"address":{},"employmentType":"DIRECT","status":"OPEN"`
	cases := []struct {
		name, line, want string
	}{
		{"array", `[1, 2]`, "not a JSON object but a JSON array"},
		{"no kind", `{"firstName":"Ada"}`, `kind: want "candidate" or "job"`},
		{"truncated", `{"kind":"candidate","firstName":`, "not a JSON object: unexpected end of JSON input"},
		{"two objects", `{"kind":"robot"} {}`, "not a JSON object: invalid character '{' after top-level value"},
		{"wrong type", `{"kind":"candidate","firstName":"A","lastName":"B","email":"a@b.co","statusId":"1"}`, "statusId: must be an integer"},
		{"blank names", `{"kind":"candidate","firstName":" ","lastName":"","email":"a@b.co"}`, "firstName: required; lastName: required"},
		{"bad time zone", `{"kind":"candidate","firstName":"A","lastName":"B","email":"a@b.co","address":{"timezone":"Mars/Olympus"}}`, `address.timezone: "Mars/Olympus" is not an IANA time zone such as America/Chicago`},
		{"text without profile", `{"kind":"candidate","firstName":"A","lastName":"B","email":"a@b.co","resumeText":"cv"}`, "resumeText: only with the profile parsed from it"},
		{"profile of another shape", `{"kind":"candidate","firstName":"A","lastName":"B","email":"a@b.co","profile":{"workHistory":"ICU"}}`, "profile.workHistory: a JSON string does not fit a parsed resume"},
		{"NUL", `{"kind":"candidate","firstName":"A\u0000","lastName":"B","email":"a@b.co"}`, "firstName: must not contain NUL characters"},
		{"job without start or address", `{"kind":"job","title":"RN","description":"ICU","employmentType":"DIRECT","status":"OPEN"}`, "startDate: required; address: required"},
		{"job hours inverted", `{` + job + `,"schedule":{"hoursPerWeek":{"minimum":40,"maximum":36}}}`, "schedule.hoursPerWeek: minimum 40 is above maximum 36"},
		{"job criterion", `{` + job + `,"criteria":[{"description":"BLS","importance":"vital","type":"Certification"}]}`, "criteria[0].importance: must be one of required, preferred, optional"},
		{"job type", `{` + job + `,"jobType":"gig"}`, "jobType: must be one of full-time, part-time, contract, per-diem, temporary, internship"},
		{"good job with a loosely written type", `{` + job + `,"jobType":"Full Time"}`, ""},
		{"good candidate", `{"kind":"candidate","firstName":"A","lastName":"B","email":"a@b.co","statusId":3,"profile":null}`, ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, _, got := v.line([]byte(tc.line))
			if got != tc.want {
				t.Errorf("line(%s) = %q, want %q", tc.line, got, tc.want)
			}
		})
	}
}
