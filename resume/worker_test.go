package resume_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"go.uber.org/zap"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/internal/pgtest"
	"github.com/recruitd/recruitd/records"
	"github.com/recruitd/recruitd/resume"
)

func TestMain(m *testing.M) { pgtest.Main(m) }

func TestWorkerParsesUploadedResumes(t *testing.T) {
	store := records.NewStore(pgtest.New(t))
	ctx := context.Background()
	c, err := store.CreateCandidate(ctx, recruitd.Candidate{FirstName: "Ana", LastName: "Ruiz", Email: "ana@example.com", StatusID: 1})
	if err != nil {
		t.Fatal(err)
	}
	txt := []byte("Ana Ruiz\nana.ruiz@example.com\n\nEXPERIENCE\nRegistered Nurse\nSt. Luke's Hospital\nJan 2020 - Present\n")
	if _, err := store.CreateFile(ctx, recruitd.File{FileName: "cv.txt", ContentType: "text/plain", Type: "resume", CandidateID: &c.ID}, txt); err != nil {
		t.Fatal(err)
	}
	blank, err := os.ReadFile(filepath.Join("testdata", "corpus", "48_blank_whitespace.txt"))
	if err != nil {
		t.Fatal(err)
	}
	other, err := store.CreateCandidate(ctx, recruitd.Candidate{FirstName: "Bo", LastName: "Li", Email: "bo@example.com", StatusID: 1})
	if err != nil {
		t.Fatal(err)
	}
	bad, err := store.CreateFile(ctx, recruitd.File{FileName: "blank.txt", ContentType: "text/plain", Type: "resume", CandidateID: &other.ID}, blank)
	if err != nil {
		t.Fatal(err)
	}

	w := resume.NewWorker(store, &resume.Parser{}, zap.NewNop())
	n, err := w.Drain(ctx)
	if err != nil || n != 2 {
		t.Fatalf("Drain = %d, %v; want both resumes handled", n, err)
	}
	profile, err := store.Profile(ctx, c.ID)
	if err != nil || !strings.Contains(string(profile), "ana.ruiz@example.com") {
		t.Errorf("profile of the text resume = %s, %v", profile, err)
	}
	if p, _ := store.Profile(ctx, other.ID); p != nil {
		t.Errorf("a file without text made a profile: %s", p)
	}
	files, _, _ := store.Files(ctx, records.FileFilter{ID: bad.ID})
	if n, _ := w.Drain(ctx); n != 0 || len(files) != 1 {
		t.Errorf("second Drain handled %d resumes, want 0: parsed and failed ones are done", n)
	}
}
