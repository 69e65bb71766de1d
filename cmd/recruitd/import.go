package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/mail"
	"os"
	"os/signal"
	"slices"
	"strings"
	"sync"
	"syscall"
	"time"
	"unicode/utf8"

	"github.com/schollz/progressbar/v3"

	"github.com/recruitd/recruitd/records"
	"github.com/recruitd/recruitd/resume"
	"github.com/recruitd/recruitd/synth"
)

// jobsPerCandidates is how many synthetic candidates there are per job.
const jobsPerCandidates = 50

// maxBadLines bounds the bad lines listed after an import; the summary counts
// all of them.
const maxBadLines = 100

// importCmd runs `recruitd import`: synthetic records, or the records of an
// NDJSON file, written in batches through the bulk write path. Each batch
// commits with its outbox events, so the indexer (serve, or `recruitd
// index`) builds their documents afterwards.
func importCmd(ctx context.Context, args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("import", flag.ContinueOnError)
	fs.SetOutput(stdout)
	fs.Usage = func() {
		fmt.Fprint(stdout, `usage: recruitd import [flags] FILE.ndjson
       recruitd import --synthetic N [flags]

FILE.ndjson holds one record per line: {"kind":"candidate", ...} with the fields
of POST /api/candidates (statusId optional; also "profile", a parsed resume, and
"resumeText"), or {"kind":"job", ...} with the fields of POST /api/jobs.
Candidates whose email (ignoring case) is already taken are skipped as
duplicates; jobs have no such key, so importing a file twice adds its jobs
twice. Bad lines are reported by number and skipped.

flags:
`)
		fs.PrintDefaults()
	}
	dbURL := dbFlag(fs)
	synthetic := fs.Int("synthetic", 0, "generate N synthetic candidates and N/50 jobs instead of reading a file")
	seed := fs.Uint64("seed", 1, "seed of the synthetic records: a seed always gives the same records")
	batch := fs.Int("batch", 5000, "records per transaction")
	workers := fs.Int("workers", 2, "batches written at once")
	if err := fs.Parse(args); err != nil {
		return err
	}
	switch {
	case *batch < 1 || *workers < 1:
		return errors.New("import: --batch and --workers must be at least 1")
	case *synthetic < 0:
		return errors.New("import: --synthetic must not be negative")
	case (*synthetic > 0) == (fs.NArg() > 0) || fs.NArg() > 1:
		return errors.New("import: want one NDJSON file, or --synthetic N; see recruitd import -h")
	}
	pool, _, err := connect(ctx, *dbURL)
	if err != nil {
		return err
	}
	defer pool.Close()
	ctx, stop := signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM)
	defer stop()
	store := records.NewStore(pool)
	started := time.Now()
	var sum summary
	if *synthetic > 0 {
		sum, err = importSynthetic(ctx, store, *synthetic, *seed, *batch, *workers, stdout)
	} else {
		sum, err = importFile(ctx, store, fs.Arg(0), *batch, *workers, stdout)
	}
	sum.print(stdout, time.Since(started))
	if errors.Is(err, context.Canceled) {
		fmt.Fprintln(stdout, "interrupted: the records counted above are committed; importing again skips those candidates as duplicates, but adds those jobs again")
	}
	return err
}

// summary counts what an import did.
type summary struct {
	candidates int // inserted
	duplicates int // candidates skipped: their email was taken
	jobs       int // inserted
	bad        int // lines skipped
	badLines   []string
}

func (s summary) print(w io.Writer, took time.Duration) {
	fmt.Fprintf(w, "\ninserted %d candidates and %d jobs in %s (%.0f records/s)\n",
		s.candidates, s.jobs, took.Round(time.Millisecond), float64(s.candidates+s.duplicates+s.jobs)/took.Seconds())
	fmt.Fprintf(w, "duplicates (email already taken): %d\n", s.duplicates)
	fmt.Fprintf(w, "bad lines: %d\n", s.bad)
	for _, l := range s.badLines {
		fmt.Fprintln(w, "  "+l)
	}
	if s.bad > len(s.badLines) {
		fmt.Fprintf(w, "  ... and %d more\n", s.bad-len(s.badLines))
	}
	if s.candidates+s.jobs > 0 {
		fmt.Fprintln(w, "the indexer (recruitd serve, or recruitd index) builds their documents from the outbox")
	}
}

// writer writes batches through the bulk write path, a few at once, keeping
// the counts and the progress bar. After a batch fails it writes no more.
type writer struct {
	store *records.Store
	bar   *progressbar.ProgressBar
	slots chan struct{}
	wg    sync.WaitGroup

	mu  sync.Mutex
	sum summary
	err error
}

func newWriter(store *records.Store, workers int, total int64, stdout io.Writer) *writer {
	bar := progressbar.NewOptions64(total, progressbar.OptionSetWriter(stdout),
		progressbar.OptionSetDescription("import"), progressbar.OptionShowCount(),
		progressbar.OptionShowIts(), progressbar.OptionSetItsString("records"),
		progressbar.OptionSetPredictTime(true), progressbar.OptionThrottle(200*time.Millisecond))
	return &writer{store: store, bar: bar, slots: make(chan struct{}, workers)}
}

// write runs a batch in a goroutine of its own once one of the writer's
// slots is free: run makes the batch, when it is generated, and writes it.
// The batch has n records; where names it in an error.
func (w *writer) write(ctx context.Context, where string, n int, run func() (summary, error)) {
	select {
	case w.slots <- struct{}{}:
	case <-ctx.Done():
		w.fail(ctx.Err())
		return
	}
	if w.failed() {
		<-w.slots
		return
	}
	w.wg.Go(func() {
		defer func() { <-w.slots }()
		got, err := run()
		if err != nil {
			w.fail(fmt.Errorf("%s: %w", where, err))
			return
		}
		w.mu.Lock()
		w.sum.candidates += got.candidates
		w.sum.duplicates += got.duplicates
		w.sum.jobs += got.jobs
		w.mu.Unlock()
		_ = w.bar.Add(n)
	})
}

func (w *writer) candidates(ctx context.Context, where string, list []records.BulkCandidate) {
	w.write(ctx, where, len(list), func() (summary, error) {
		ins, dup, err := w.store.BulkCandidates(ctx, list)
		return summary{candidates: ins, duplicates: dup}, err
	})
}

func (w *writer) jobs(ctx context.Context, where string, list []records.Job) {
	w.write(ctx, where, len(list), func() (summary, error) {
		n, err := w.store.BulkJobs(ctx, list)
		return summary{jobs: n}, err
	})
}

func (w *writer) fail(err error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.err == nil {
		w.err = err
	}
}

func (w *writer) failed() bool {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.err != nil
}

// wait waits for every batch and returns the counts, with those of the
// reader (bad lines), and the first error.
func (w *writer) wait(read summary) (summary, error) {
	w.wg.Wait()
	if w.err == nil {
		_ = w.bar.Finish()
	}
	sum := w.sum
	sum.bad, sum.badLines = read.bad, read.badLines
	return sum, w.err
}

// importSynthetic writes n synthetic candidates and n/50 jobs of seed. Each
// batch is generated in the goroutine that writes it, so generation overlaps
// the database's work.
func importSynthetic(ctx context.Context, store *records.Store, n int, seed uint64, batch, workers int, stdout io.Writer) (summary, error) {
	jobs := n / jobsPerCandidates
	w := newWriter(store, workers, int64(n+jobs), stdout)
	for lo := 0; lo < n && ctx.Err() == nil && !w.failed(); lo += batch {
		hi := min(lo+batch, n)
		w.write(ctx, fmt.Sprintf("candidates %d-%d", lo+1, hi), hi-lo, func() (summary, error) {
			list := make([]records.BulkCandidate, 0, hi-lo)
			for i := lo; i < hi; i++ {
				list = append(list, synth.Candidate(seed, i))
			}
			ins, dup, err := store.BulkCandidates(ctx, list)
			return summary{candidates: ins, duplicates: dup}, err
		})
	}
	var list []records.Job
	for j := range synth.Jobs(seed, jobs) {
		list = append(list, j)
		if len(list) == batch {
			w.jobs(ctx, "jobs", list)
			list = nil
		}
	}
	if len(list) > 0 {
		w.jobs(ctx, "jobs", list)
	}
	return w.wait(summary{})
}

// importFile writes the records of an NDJSON file in batches, skipping and
// reporting bad lines.
func importFile(ctx context.Context, store *records.Store, path string, batch, workers int, stdout io.Writer) (summary, error) {
	f, err := os.Open(path)
	if err != nil {
		return summary{}, fmt.Errorf("import: %w", err)
	}
	defer f.Close()
	lines, err := countLines(f)
	if err != nil {
		return summary{}, fmt.Errorf("import %s: %w", path, err)
	}
	if _, err := f.Seek(0, io.SeekStart); err != nil {
		return summary{}, fmt.Errorf("import %s: %w", path, err)
	}
	statuses, err := store.Statuses(ctx, records.StatusFilter{Type: records.StatusCandidate})
	if err != nil {
		return summary{}, err
	}
	v := validator{statuses: map[int64]bool{}}
	for _, st := range statuses {
		v.statuses[st.ID] = true
	}

	w := newWriter(store, workers, int64(lines), stdout)
	var read summary
	var cands pending[records.BulkCandidate]
	var jobs pending[records.Job]
	in := bufio.NewReaderSize(f, 1<<20)
	for n := 1; ctx.Err() == nil && !w.failed(); n++ {
		line, err := in.ReadBytes('\n')
		if len(line) == 0 && err == io.EOF {
			break
		}
		if err != nil && err != io.EOF {
			w.fail(fmt.Errorf("read %s: %w", path, err))
			break
		}
		if len(bytes.TrimSpace(line)) == 0 {
			_ = w.bar.Add(1)
			continue
		}
		c, j, problem := v.line(line)
		switch {
		case problem != "":
			read.bad++
			if len(read.badLines) < maxBadLines {
				read.badLines = append(read.badLines, fmt.Sprintf("line %d: %s", n, problem))
			}
			_ = w.bar.Add(1)
		case c != nil:
			if cands.add(*c, n) == batch {
				where, list := cands.flush("candidates")
				w.candidates(ctx, where, list)
			}
		default:
			if jobs.add(*j, n) == batch {
				where, list := jobs.flush("jobs")
				w.jobs(ctx, where, list)
			}
		}
	}
	if len(cands.list) > 0 {
		where, list := cands.flush("candidates")
		w.candidates(ctx, where, list)
	}
	if len(jobs.list) > 0 {
		where, list := jobs.flush("jobs")
		w.jobs(ctx, where, list)
	}
	if ctx.Err() != nil {
		w.fail(ctx.Err())
	}
	return w.wait(read)
}

// pending is a batch being filled from the lines of a file.
type pending[T any] struct {
	list     []T
	from, to int // its first and last line
}

// add appends a record read from line n and returns the batch's length.
func (p *pending[T]) add(v T, n int) int {
	if len(p.list) == 0 {
		p.from = n
	}
	p.list, p.to = append(p.list, v), n
	return len(p.list)
}

// flush empties the batch and returns where its records came from, for an
// error, and the records.
func (p *pending[T]) flush(what string) (string, []T) {
	list := p.list
	p.list = nil
	return fmt.Sprintf("%s of lines %d-%d", what, p.from, p.to), list
}

// countLines counts the lines of r, a last one without a newline included.
func countLines(r io.Reader) (int, error) {
	buf := make([]byte, 1<<20)
	n, last := 0, byte('\n')
	for {
		k, err := r.Read(buf)
		if k > 0 {
			n += bytes.Count(buf[:k], []byte{'\n'})
			last = buf[k-1]
		}
		if err == io.EOF {
			if last != '\n' {
				n++
			}
			return n, nil
		}
		if err != nil {
			return 0, err
		}
	}
}

// Length limits of string fields, in bytes: the API's.
const (
	maxName  = 200
	maxEmail = 320
	maxShort = 1000
	maxText  = 100_000
)

// addressLine is SPEC 2.2.
type addressLine struct {
	Address1    *string `json:"address1"`
	Address2    *string `json:"address2"`
	City        *string `json:"city"`
	State       *string `json:"state"`
	Zip         *string `json:"zip"`
	CountryCode *string `json:"countryCode"`
	Timezone    *string `json:"timezone"`
}

// candidateLine is a candidate line: the body of POST /api/candidates, its
// statusId optional, with a parsed resume and its text.
type candidateLine struct {
	Kind       string          `json:"kind"`
	FirstName  string          `json:"firstName"`
	LastName   string          `json:"lastName"`
	Email      string          `json:"email"`
	Phone      string          `json:"phone"`
	Address    *addressLine    `json:"address"`
	Notes      string          `json:"notes"`
	Profession string          `json:"profession"`
	Specialty  string          `json:"specialty"`
	StatusID   int64           `json:"statusId"`
	Profile    *resume.Profile `json:"profile"`
	ResumeText string          `json:"resumeText"`
}

// jobLine is a job line: the body of POST /api/jobs.
type jobLine struct {
	Kind              string       `json:"kind"`
	Title             string       `json:"title"`
	Description       string       `json:"description"`
	PublicDescription string       `json:"publicDescription"`
	StartDate         *int64       `json:"startDate"`
	Address           *addressLine `json:"address"`
	EmploymentType    string       `json:"employmentType"`
	Status            string       `json:"status"`
	Notes             string       `json:"notes"`
	Criteria          []struct {
		Description string `json:"description"`
		Importance  string `json:"importance"`
		Type        string `json:"type"`
	} `json:"criteria"`
	Employer *struct {
		ID       *int64 `json:"id"`
		Name     string `json:"name"`
		Location *struct {
			City    string `json:"city"`
			State   string `json:"state"`
			ZipCode string `json:"zipCode"`
		} `json:"location"`
	} `json:"employer"`
	JobType  string `json:"jobType"`
	Schedule *struct {
		Shifts       []string `json:"shifts"`
		HoursPerWeek *struct {
			Minimum *int `json:"minimum"`
			Maximum *int `json:"maximum"`
		} `json:"hoursPerWeek"`
	} `json:"schedule"`
	Compensation *struct {
		Type    string   `json:"type"`
		Minimum *float64 `json:"minimum"`
		Maximum *float64 `json:"maximum"`
	} `json:"compensation"`
	Requirements *struct {
		Experience     string   `json:"experience"`
		Certifications []string `json:"certifications"`
		License        *struct {
			Type  string `json:"type"`
			State string `json:"state"`
		} `json:"license"`
	} `json:"requirements"`
	Profession string `json:"profession"`
	Specialty  string `json:"specialty"`
	Department string `json:"department"`
	Remote     *bool  `json:"remote"`
}

// validator reads and checks lines as the API checks request bodies, so that
// no line that reaches a batch can make Postgres refuse it.
type validator struct {
	statuses map[int64]bool // the CANDIDATE statuses
}

// line decodes one line into a candidate or a job, or says what is wrong with
// it, every problem at once.
func (v validator) line(line []byte) (*records.BulkCandidate, *records.Job, string) {
	if !utf8.Valid(line) {
		return nil, nil, "not valid UTF-8"
	}
	if bytes.Contains(line, []byte(`\u0000`)) {
		return nil, nil, `contains a NUL character (\u0000), which Postgres cannot store`
	}
	// Most lines are candidates: decode as one first, and as a job only when
	// the line says it is one. A failed decode still sets kind when the
	// line is JSON.
	var p problems
	var c candidateLine
	err := strict(line, &c)
	switch {
	case c.Kind == "candidate" && err != nil:
		return nil, nil, jsonProblem(err)
	case c.Kind == "candidate":
		return v.candidate(c, &p), nil, p.String()
	case c.Kind == "job":
		var in jobLine
		if err := strict(line, &in); err != nil {
			return nil, nil, jsonProblem(err)
		}
		j := job(in, &p)
		return nil, j, p.String()
	case err != nil && !errors.As(err, new(*json.UnmarshalTypeError)) && !strings.Contains(err.Error(), "unknown field"):
		return nil, nil, "not a JSON object: " + jsonProblem(err)
	default:
		return nil, nil, `kind: want "candidate" or "job"`
	}
}

// strict decodes exactly one JSON value, refusing unknown fields.
func strict(line []byte, dst any) error {
	dec := json.NewDecoder(bytes.NewReader(line))
	dec.DisallowUnknownFields()
	if err := dec.Decode(dst); err != nil {
		return err
	}
	if _, err := dec.Token(); err != io.EOF {
		return errors.New("data after the JSON object")
	}
	return nil
}

// jsonProblem says what is wrong with a line's JSON without Go's type names.
func jsonProblem(err error) string {
	var typeErr *json.UnmarshalTypeError
	if errors.As(err, &typeErr) && typeErr.Field == "" {
		return "want a JSON object, not " + typeErr.Value
	}
	if errors.As(err, &typeErr) {
		return fmt.Sprintf("%s: want a JSON %s, not %s", typeErr.Field, jsonType(typeErr.Type.Kind().String()), typeErr.Value)
	}
	return strings.TrimPrefix(err.Error(), "json: ")
}

func jsonType(kind string) string {
	switch {
	case strings.HasPrefix(kind, "int"), strings.HasPrefix(kind, "uint"), strings.HasPrefix(kind, "float"):
		return "number"
	case kind == "struct", kind == "map", kind == "ptr":
		return "object"
	case kind == "slice":
		return "array"
	case kind == "bool":
		return "boolean"
	}
	return kind
}

// problems collects what is wrong with a line.
type problems []string

func (p *problems) add(format string, args ...any) { *p = append(*p, fmt.Sprintf(format, args...)) }

func (p problems) String() string { return strings.Join(p, "; ") }

// required reports a blank required field and checks its length.
func (p *problems) required(field, v string, max int) {
	if strings.TrimSpace(v) == "" {
		p.add("%s: required", field)
	}
	p.length(field, v, max)
}

func (p *problems) length(field, v string, max int) {
	if len(v) > max {
		p.add("%s: longer than %d bytes", field, max)
	}
}

func (p *problems) oneOf(field, v string, allowed ...string) {
	if !slices.Contains(allowed, v) {
		p.add("%s: must be one of %s", field, strings.Join(allowed, ", "))
	}
}

func (p *problems) address(field string, a *addressLine) *records.Address {
	if a == nil {
		return nil
	}
	parts := []*string{a.Address1, a.Address2, a.City, a.State, a.Zip, a.CountryCode, a.Timezone}
	names := []string{"address1", "address2", "city", "state", "zip", "countryCode", "timezone"}
	for i, v := range parts {
		if v != nil {
			p.length(field+"."+names[i], *v, maxShort)
		}
	}
	out := &records.Address{Address1: trim(a.Address1), Address2: trim(a.Address2), City: trim(a.City), State: trim(a.State),
		Zip: trim(a.Zip), CountryCode: trim(a.CountryCode), Timezone: trim(a.Timezone)}
	if out.Timezone != "" {
		if _, err := time.LoadLocation(out.Timezone); err != nil {
			p.add("%s.timezone: %q is not an IANA time zone such as America/Chicago", field, out.Timezone)
		}
	}
	return out
}

func trim(v *string) string {
	if v == nil {
		return ""
	}
	return strings.TrimSpace(*v)
}

func (v validator) candidate(in candidateLine, p *problems) *records.BulkCandidate {
	p.required("firstName", in.FirstName, maxName)
	p.required("lastName", in.LastName, maxName)
	p.required("email", in.Email, maxEmail)
	email := strings.TrimSpace(in.Email)
	if email != "" {
		addr, err := mail.ParseAddress(email)
		if err != nil || addr.Address != email || !strings.Contains(email[strings.LastIndex(email, "@")+1:], ".") {
			p.add("email: %q is not an email address", in.Email)
		}
	}
	p.length("phone", in.Phone, maxShort)
	p.length("notes", in.Notes, maxText)
	p.length("profession", in.Profession, maxShort)
	p.length("specialty", in.Specialty, maxShort)
	p.length("resumeText", in.ResumeText, 4*maxText)
	if in.StatusID != 0 && !v.statuses[in.StatusID] {
		p.add("statusId: %d is not a CANDIDATE status", in.StatusID)
	}
	c := &records.BulkCandidate{Candidate: records.Candidate{
		FirstName: strings.TrimSpace(in.FirstName), LastName: strings.TrimSpace(in.LastName), Email: email,
		Phone: strings.TrimSpace(in.Phone), Address: p.address("address", in.Address), Notes: strings.TrimSpace(in.Notes),
		Profession: strings.TrimSpace(in.Profession), Specialty: strings.TrimSpace(in.Specialty), StatusID: in.StatusID,
	}}
	if in.Profile != nil {
		// Stored as the service writes profiles.
		c.Profile, _ = json.Marshal(in.Profile)
		c.ResumeText = in.ResumeText
	} else if in.ResumeText != "" {
		p.add("resumeText: only with the profile parsed from it")
	}
	return c
}

// Enumerations of job fields: the API's.
var (
	employmentTypes   = []string{records.EmploymentDirect, records.EmploymentContract}
	jobStatuses       = []string{records.JobOpen, records.JobClosed, records.JobOnHold, records.JobFilled}
	jobTypes          = []string{"full-time", "part-time", "contract", "per-diem", "temporary", "internship"}
	compensationTypes = []string{"hourly", "salary"}
	importances       = []string{records.Required, records.Preferred, records.Optional}
)

// maxUnixSeconds is the last second of the year 9999.
const maxUnixSeconds = 253402300799

func job(in jobLine, p *problems) *records.Job {
	p.required("title", in.Title, maxShort)
	p.required("description", in.Description, maxText)
	p.length("publicDescription", in.PublicDescription, maxText)
	p.length("notes", in.Notes, maxText)
	var start int64
	if in.StartDate == nil {
		p.add("startDate: required")
	} else if start = *in.StartDate; start > 1e11 {
		start /= 1000 // milliseconds (DESIGN.md)
	}
	if start < 0 || start > maxUnixSeconds {
		p.add("startDate: %d is not a Unix timestamp in seconds or milliseconds", *in.StartDate)
	}
	if in.Address == nil {
		p.add("address: required")
	}
	p.oneOf("employmentType", in.EmploymentType, employmentTypes...)
	p.oneOf("status", in.Status, jobStatuses...)
	j := &records.Job{Title: strings.TrimSpace(in.Title), Description: strings.TrimSpace(in.Description),
		PublicDescription: strings.TrimSpace(in.PublicDescription), StartDate: start,
		EmploymentType: in.EmploymentType, Status: in.Status, Notes: strings.TrimSpace(in.Notes),
		Profession: strings.TrimSpace(in.Profession), Specialty: strings.TrimSpace(in.Specialty),
		Department: strings.TrimSpace(in.Department), Remote: in.Remote}
	if a := p.address("address", in.Address); a != nil {
		j.Address = *a
	}
	for i, c := range in.Criteria {
		at := fmt.Sprintf("criteria[%d]", i)
		p.required(at+".description", c.Description, maxText)
		p.oneOf(at+".importance", c.Importance, importances...)
		p.required(at+".type", c.Type, maxShort)
		j.Criteria = append(j.Criteria, records.Criterion{Description: strings.TrimSpace(c.Description), Importance: c.Importance, Type: strings.TrimSpace(c.Type)})
	}
	for _, f := range []struct{ name, v string }{{"profession", in.Profession}, {"specialty", in.Specialty}, {"department", in.Department}} {
		p.length(f.name, f.v, maxShort)
	}
	if in.JobType != "" {
		j.JobType = strings.NewReplacer(" ", "-", "_", "-").Replace(strings.ToLower(strings.TrimSpace(in.JobType)))
		p.oneOf("jobType", j.JobType, jobTypes...)
	}
	if e := in.Employer; e != nil {
		p.length("employer.name", e.Name, maxShort)
		j.Employer = records.Employer{ID: e.ID, Name: strings.TrimSpace(e.Name)}
		if l := e.Location; l != nil {
			for _, f := range []struct{ name, v string }{{"city", l.City}, {"state", l.State}, {"zipCode", l.ZipCode}} {
				p.length("employer.location."+f.name, f.v, maxShort)
			}
			j.Employer.City, j.Employer.State, j.Employer.Zip = strings.TrimSpace(l.City), strings.TrimSpace(l.State), strings.TrimSpace(l.ZipCode)
		}
	}
	if s := in.Schedule; s != nil {
		for i, shift := range s.Shifts {
			if shift = strings.ToLower(strings.TrimSpace(shift)); shift == "" || len(shift) > 50 {
				p.add("schedule.shifts[%d]: must be a shift name such as day, night or evening", i)
			}
			j.Schedule.Shifts = append(j.Schedule.Shifts, shift)
		}
		if h := s.HoursPerWeek; h != nil {
			inRange(p, "schedule.hoursPerWeek", floatOf(h.Minimum), floatOf(h.Maximum), 168)
			j.Schedule.HoursMin, j.Schedule.HoursMax = h.Minimum, h.Maximum
		}
	}
	if c := in.Compensation; c != nil {
		p.oneOf("compensation.type", c.Type, compensationTypes...)
		inRange(p, "compensation", c.Minimum, c.Maximum, 1e9)
		j.Compensation = records.Compensation{Type: c.Type, Minimum: c.Minimum, Maximum: c.Maximum}
	}
	if r := in.Requirements; r != nil {
		p.length("requirements.experience", r.Experience, maxShort)
		j.Requirements.Experience = strings.TrimSpace(r.Experience)
		for i, cert := range r.Certifications {
			if strings.TrimSpace(cert) == "" || len(cert) > maxShort {
				p.add("requirements.certifications[%d]: must be a certification name", i)
			}
			j.Requirements.Certifications = append(j.Requirements.Certifications, strings.TrimSpace(cert))
		}
		if l := r.License; l != nil {
			p.length("requirements.license.type", l.Type, maxShort)
			p.length("requirements.license.state", l.State, maxShort)
			j.Requirements.LicenseType, j.Requirements.LicenseState = strings.TrimSpace(l.Type), strings.ToUpper(strings.TrimSpace(l.State))
		}
	}
	return j
}

// inRange reports negative bounds, bounds above max, and min > max.
func inRange(p *problems, field string, lo, hi *float64, max float64) {
	for _, b := range []struct {
		name string
		v    *float64
	}{{"minimum", lo}, {"maximum", hi}} {
		if b.v != nil && (*b.v < 0 || *b.v > max) {
			p.add("%s.%s: must be from 0 to %g", field, b.name, max)
		}
	}
	if lo != nil && hi != nil && *lo > *hi {
		p.add("%s: minimum %g is above maximum %g", field, *lo, *hi)
	}
}

func floatOf(v *int) *float64 {
	if v == nil {
		return nil
	}
	f := float64(*v)
	return &f
}
