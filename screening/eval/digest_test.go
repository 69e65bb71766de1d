package eval

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/matching"
	"github.com/recruitd/recruitd/resume"
	"github.com/recruitd/recruitd/screening"
	"github.com/recruitd/recruitd/synth"
)

// TestScreeningDigest is the check for work on screening's speed, which must
// leave every result as it was: it screens every candidate of the labelled
// set against every job, and 500 synthetic candidates against 40 synthetic
// jobs, at a fixed date, and compares each Result, whole, with the file
// SCREENING_DIGEST names. The first run, on the code before the change,
// writes that file:
//
//	SCREENING_DIGEST=/tmp/digest go test ./screening/eval/ -run TestScreeningDigest   # before
//	SCREENING_DIGEST=/tmp/digest go test ./screening/eval/ -run TestScreeningDigest   # after: compares
//
// Without SCREENING_DIGEST there is nothing to compare with, and it skips.
func TestScreeningDigest(t *testing.T) {
	path := os.Getenv("SCREENING_DIGEST")
	if path == "" {
		t.Skip("SCREENING_DIGEST names no file to write or to compare with")
	}
	got := screeningDigest(t)
	want, err := os.ReadFile(path)
	if os.IsNotExist(err) {
		if err := os.WriteFile(path, []byte(strings.Join(got, "\n")+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("wrote %d screenings to %s", len(got), path)
		return
	}
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(string(want), "\n"), "\n")
	if len(lines) != len(got) {
		t.Fatalf("%d screenings, %s holds %d", len(got), path, len(lines))
	}
	diffs := 0
	for i := range got {
		if got[i] != lines[i] {
			if diffs++; diffs <= 5 {
				t.Errorf("screening %d differs:\n got  %s\n want %s", i, got[i], lines[i])
			}
		}
	}
	if diffs > 0 {
		t.Errorf("%d of %d screenings differ from %s", diffs, len(got), path)
	}
}

// screeningDigest screens the sets and returns one line per screening: job,
// candidate and the Result as JSON.
func screeningDigest(t *testing.T) []string {
	t.Helper()
	cands, jobs, asOf := digestCorpus(t)
	svc := matching.New(nil, nil, matching.Config{})
	var out []string
	for _, j := range jobs {
		crit := svc.Criteria(j.job, nil, false)
		for _, c := range cands {
			res := screening.Screen(c.c, j.job, crit, screening.Options{AsOf: asOf})
			doc, err := json.Marshal(res)
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, j.key+"\t"+c.key+"\t"+string(doc))
		}
	}
	return out
}

type keyedCandidate struct {
	key string
	c   screening.Candidate
}

type keyedJob struct {
	key string
	job recruitd.Job
}

// digestCorpus returns the candidates and jobs of the sets, 500 synthetic
// candidates and 40 synthetic jobs, and the sets' as-of date.
func digestCorpus(t *testing.T) ([]keyedCandidate, []keyedJob, time.Time) {
	t.Helper()
	ctx := context.Background()
	set := loadSet(t, "testdata")
	asOf, err := time.Parse(time.DateOnly, set.Meta.AsOf)
	if err != nil {
		t.Fatal(err)
	}
	var cands []keyedCandidate
	parser := &resume.Parser{}
	for i, c := range set.Cands {
		data, err := os.ReadFile(filepath.Join(set.dir, "resumes", c.Resume))
		if err != nil {
			t.Fatal(err)
		}
		res, err := parser.Parse(ctx, data, resume.Options{})
		if err != nil {
			t.Fatalf("%s: %v", c.Resume, err)
		}
		rec := c.Candidate
		rec.ID = int64(i + 1)
		cands = append(cands, keyedCandidate{c.Key, screening.Candidate{Record: rec, ResumeText: res.Text, Profile: &res.Profile,
			Files: []recruitd.File{{ID: int64(i + 1), FileName: c.Resume, Type: recruitd.FileResume}}}})
	}
	for i := range 500 {
		b := synth.Candidate(1, i)
		p, err := resume.DecodeProfile(b.Profile)
		if err != nil {
			t.Fatal(err)
		}
		b.ID = int64(10_000 + i)
		cands = append(cands, keyedCandidate{fmt.Sprint("synth-", i), screening.Candidate{Record: b.Candidate, ResumeText: b.ResumeText, Profile: &p}})
	}
	var jobs []keyedJob
	for i, j := range set.Jobs {
		j.Job.ID = int64(i + 1)
		jobs = append(jobs, keyedJob{j.Key, j.Job})
	}
	i := 0
	for j := range synth.Jobs(1, 40) {
		i++
		j.ID = int64(10_000 + i)
		jobs = append(jobs, keyedJob{fmt.Sprint("synth-", i), j})
	}
	return cands, jobs, asOf
}
