package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"
	"unicode/utf8"

	"github.com/schollz/progressbar/v3"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/api"
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
	fs := newFlags("import", `import [flags] FILE.ndjson
       recruitd import --synthetic N [flags]`, `FILE.ndjson holds one record per line: {"kind":"candidate", ...} with the fields
of POST /api/candidates (statusId optional; also "profile", a parsed resume, and
"resumeText"), or {"kind":"job", ...} with the fields of POST /api/jobs.
Candidates whose email (ignoring case) is already taken are skipped as
duplicates; jobs have no such key, so importing a file twice adds its jobs
twice. Bad lines are reported by number and skipped.`, stdout, dbEnv)
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

func (w *writer) jobs(ctx context.Context, where string, list []recruitd.Job) {
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
	var list []recruitd.Job
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
	statuses, _, err := store.Statuses(ctx, records.StatusFilter{Type: recruitd.StatusCandidate})
	if err != nil {
		return summary{}, err
	}
	v := validator{statuses: map[int64]bool{}}
	for _, st := range statuses {
		v.statuses[st.ID] = true
		if st.IsDefault {
			v.defaultStatus = st.ID
		}
	}

	w := newWriter(store, workers, int64(lines), stdout)
	var read summary
	var cands pending[records.BulkCandidate]
	var jobs pending[recruitd.Job]
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

// maxResumeText bounds the resume text of a candidate line, in bytes.
const maxResumeText = 400_000

// validator reads lines and checks them with the API's rules for request
// bodies, so that no line that reaches a batch can make Postgres refuse it.
type validator struct {
	statuses      map[int64]bool // the CANDIDATE statuses
	defaultStatus int64          // the default CANDIDATE status; 0: none
}

// line decodes one line into a candidate or a job, or says what is wrong with
// it, every problem at once. A line is the body of POST /api/candidates or
// POST /api/jobs with "kind" added, and for a candidate statusId optional and
// "profile" and "resumeText" allowed.
func (v validator) line(line []byte) (*records.BulkCandidate, *recruitd.Job, string) {
	if !utf8.Valid(line) {
		return nil, nil, "not valid UTF-8"
	}
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(line, &fields); err != nil {
		var typeErr *json.UnmarshalTypeError
		if errors.As(err, &typeErr) {
			return nil, nil, "not a JSON object but a JSON " + typeErr.Value
		}
		return nil, nil, "not a JSON object: " + strings.TrimPrefix(err.Error(), "json: ")
	}
	var kind string
	_ = json.Unmarshal(fields["kind"], &kind)
	delete(fields, "kind")
	switch kind {
	case "candidate":
		c, err := v.candidate(fields)
		return c, nil, problem(err)
	case "job":
		j, err := decode(fields, api.DecodeJob)
		return nil, &j, problem(err)
	default:
		return nil, nil, `kind: want "candidate" or "job"`
	}
}

// candidate decodes the fields of a candidate line.
func (v validator) candidate(fields map[string]json.RawMessage) (*records.BulkCandidate, error) {
	var extra []string
	var c records.BulkCandidate
	if raw, ok := fields["profile"]; ok && string(raw) != "null" {
		var p resume.Profile
		dec := json.NewDecoder(bytes.NewReader(raw))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&p); err != nil {
			extra = append(extra, profileProblem(err))
		} else if bytes.Contains(raw, []byte(`\u0000`)) {
			extra = append(extra, "profile: must not contain NUL characters")
		}
		// Stored as the service writes profiles.
		c.Profile, _ = json.Marshal(p)
	}
	if raw, ok := fields["resumeText"]; ok && string(raw) != "null" {
		switch err := json.Unmarshal(raw, &c.ResumeText); {
		case err != nil:
			extra = append(extra, "resumeText: must be a string")
		case len(c.ResumeText) > maxResumeText:
			extra = append(extra, fmt.Sprintf("resumeText: longer than %d bytes", maxResumeText))
		case strings.ContainsRune(c.ResumeText, 0):
			extra = append(extra, "resumeText: must not contain NUL characters")
		case c.ResumeText != "" && c.Profile == nil:
			extra = append(extra, "resumeText: only with the profile parsed from it")
		}
	}
	delete(fields, "profile")
	delete(fields, "resumeText")
	if raw, ok := fields["statusId"]; (!ok || string(raw) == "null") && v.defaultStatus != 0 {
		fields["statusId"] = json.RawMessage(strconv.FormatInt(v.defaultStatus, 10))
	}
	if id := int64(0); json.Unmarshal(fields["statusId"], &id) == nil && id > 0 && !v.statuses[id] {
		extra = append(extra, fmt.Sprintf("statusId: %d is not a CANDIDATE status", id))
	}
	var err error
	c.Candidate, err = decode(fields, api.DecodeCandidate)
	if len(extra) > 0 {
		var e *recruitd.Error
		if !errors.As(err, &e) {
			e = recruitd.Validation("invalid candidate")
		}
		err = recruitd.Validation(e.Message, append(e.Details, extra...)...)
	}
	return &c, err
}

// decode re-marshals the fields of a line and decodes them as a request body.
func decode[T any](fields map[string]json.RawMessage, decode func([]byte) (T, error)) (T, error) {
	body, err := json.Marshal(fields)
	if err != nil {
		var zero T
		return zero, err
	}
	return decode(body)
}

// problem says what is wrong with a line: the details of a validation error.
func problem(err error) string {
	var e *recruitd.Error
	switch {
	case err == nil:
		return ""
	case errors.As(err, &e) && len(e.Details) > 0:
		return strings.Join(e.Details, "; ")
	case errors.As(err, &e):
		return e.Message
	}
	return err.Error()
}

// profileProblem says what is wrong with a profile without Go's type names.
func profileProblem(err error) string {
	var typeErr *json.UnmarshalTypeError
	if errors.As(err, &typeErr) && typeErr.Field != "" {
		return fmt.Sprintf("profile.%s: a JSON %s does not fit a parsed resume", typeErr.Field, typeErr.Value)
	}
	return "profile: not a parsed resume: " + strings.TrimPrefix(err.Error(), "json: ")
}
