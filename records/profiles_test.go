package records_test

import (
	"context"
	"testing"
	"time"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/index"
	"github.com/recruitd/recruitd/internal/pgtest"
	"github.com/recruitd/recruitd/records"
)

func TestResumeProfiles(t *testing.T) {
	pool := pgtest.New(t)
	store := records.NewStore(pool)
	ctx := context.Background()
	c, err := store.CreateCandidate(ctx, recruitd.Candidate{FirstName: "Ada", LastName: "Lane", Email: "ada@example.com", StatusID: 1})
	if err != nil {
		t.Fatal(err)
	}
	events := count(t, pool, `SELECT count(*) FROM outbox`)
	f1, err := store.SaveResume(ctx, c.ID, recruitd.File{FileName: "cv.pdf", ContentType: "application/pdf"}, []byte("%PDF"), recruitd.Parsed{Profile: []byte(`{"v":1}`), Text: "v1 text"})
	if err != nil {
		t.Fatal(err)
	}
	if f1.Type != recruitd.FileResume || f1.CandidateID == nil || *f1.CandidateID != c.ID {
		t.Errorf("saved file = %+v, want a resume of candidate %d", f1, c.ID)
	}
	if got := count(t, pool, `SELECT count(*) FROM outbox`) - events; got != 3 {
		t.Errorf("SaveResume appended %d events, want 3 (file, candidate and resume parsed)", got)
	}
	if p, err := store.Profile(ctx, c.ID); err != nil || string(p) != `{"v":1}` {
		t.Errorf("Profile = %s, %v", p, err)
	}

	// A newer upload waits for the background parser; an older result never wins.
	f2, err := store.CreateFile(ctx, recruitd.File{FileName: "cv2.txt", ContentType: "text/plain", Type: "resume", CandidateID: &c.ID}, []byte("new"))
	if err != nil {
		t.Fatal(err)
	}
	pending, err := store.PendingResumes(ctx, 10)
	if err != nil || len(pending) != 1 || pending[0].ID != f2.ID {
		t.Fatalf("PendingResumes = %v, %v; want file %d", pending, err, f2.ID)
	}
	if err := store.SaveProfile(ctx, c.ID, f2.ID, recruitd.Parsed{Profile: []byte(`{"v":2}`), Text: "v2 text"}); err != nil {
		t.Fatal(err)
	}
	if err := store.SaveProfile(ctx, c.ID, f1.ID, recruitd.Parsed{Profile: []byte(`{"v":1}`), Text: "v1 text"}); err != nil {
		t.Fatal(err)
	}
	if p, _ := store.Parsed(ctx, c.ID); string(p.Profile) != `{"v":2}` || p.Text != "v2 text" {
		t.Errorf("parsed after an older result = %s %q, want the newer one", p.Profile, p.Text)
	}
	if pending, _ := store.PendingResumes(ctx, 10); len(pending) != 0 {
		t.Errorf("PendingResumes after parsing = %v", pending)
	}

	f3, err := store.CreateFile(ctx, recruitd.File{FileName: "scan.pdf", ContentType: "application/pdf", Type: "resume", CandidateID: &c.ID}, []byte("%PDF"))
	if err != nil {
		t.Fatal(err)
	}
	if err := store.MarkResumeFailed(ctx, f3.ID, "no text layer"); err != nil {
		t.Fatal(err)
	}
	if pending, _ := store.PendingResumes(ctx, 10); len(pending) != 0 {
		t.Errorf("a failed resume is pending again: %v", pending)
	}
	if err := store.SaveProfile(ctx, 999, f3.ID, recruitd.Parsed{Profile: []byte(`{}`)}); recruitd.ErrorCode(err) != recruitd.NotFound {
		t.Errorf("SaveProfile of an unknown candidate: %v", err)
	}
	if _, err := store.SaveResume(ctx, 999, recruitd.File{FileName: "a.txt", ContentType: "text/plain"}, []byte("x"), recruitd.Parsed{Profile: []byte(`{}`)}); recruitd.ErrorCode(err) != recruitd.NotFound {
		t.Errorf("SaveResume of an unknown candidate: %v", err)
	}
}

func TestScreenings(t *testing.T) {
	pool := pgtest.New(t)
	store := records.NewStore(pool)
	ctx := context.Background()
	c, _ := store.CreateCandidate(ctx, recruitd.Candidate{FirstName: "A", LastName: "B", Email: "a@example.com", StatusID: 1})
	j, err := store.CreateJob(ctx, recruitd.Job{Title: "RN", Description: "ICU", StartDate: 1, EmploymentType: "DIRECT", Status: "OPEN"})
	if err != nil {
		t.Fatal(err)
	}
	sub, err := store.CreateSubmission(ctx, recruitd.Submission{JobID: j.ID, CandidateID: c.ID, StatusID: 8})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := store.LatestScreening(ctx, sub.ID); recruitd.ErrorCode(err) != recruitd.NotFound {
		t.Errorf("LatestScreening before any = %v, want not_found", err)
	}
	for _, score := range []string{`{"currentScore": 40}`, `{"currentScore": 80}`} {
		if _, err := store.SaveScreening(ctx, recruitd.Screening{CandidateID: c.ID, JobID: j.ID, SubmissionID: &sub.ID, Evaluator: "rules", Result: []byte(score)}); err != nil {
			t.Fatal(err)
		}
	}
	got, err := store.LatestScreening(ctx, sub.ID)
	if err != nil || string(got.Result) != `{"currentScore": 80}` || got.Evaluator != "rules" {
		t.Errorf("LatestScreening = %+v, %v; want the second", got, err)
	}
	if _, err := store.SaveScreening(ctx, recruitd.Screening{CandidateID: 999, JobID: j.ID, Evaluator: "rules", Result: []byte(`{}`)}); recruitd.ErrorCode(err) != recruitd.NotFound {
		t.Errorf("screening of an unknown candidate: %v", err)
	}
}

func TestCandidatesToScreen(t *testing.T) {
	store := records.NewStore(pgtest.New(t))
	ctx := context.Background()
	var ids []int64
	for _, name := range []string{"parsed", "minimal", "files"} {
		c, err := store.CreateCandidate(ctx, recruitd.Candidate{FirstName: name, LastName: "X", Email: name + "@example.com", StatusID: 1})
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, c.ID)
	}
	parsed, minimal, withFiles := ids[0], ids[1], ids[2]
	if _, err := store.SaveResume(ctx, parsed, recruitd.File{FileName: "cv.txt", ContentType: "text/plain"}, []byte("cv"),
		recruitd.Parsed{Profile: []byte(`{"v":1}`), Text: "resume text"}); err != nil {
		t.Fatal(err)
	}
	var fileIDs []int64
	for _, name := range []string{"bls.pdf", "acls.pdf"} {
		f, err := store.CreateFile(ctx, recruitd.File{FileName: name, ContentType: "application/pdf", Type: "certification", CandidateID: &withFiles}, []byte("%PDF"))
		if err != nil {
			t.Fatal(err)
		}
		fileIDs = append(fileIDs, f.ID)
	}
	current, err := store.Candidate(ctx, parsed)
	if err != nil {
		t.Fatal(err)
	}

	list, files, profiles, _, err := store.CandidatesToScreen(ctx, []int64{withFiles, 999, parsed, minimal}, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(list) != 3 || list[0].ID != parsed || list[1].ID != minimal || list[2].ID != withFiles || list[0].Status == nil ||
		list[0].FirstName != "parsed" || !list[0].Updated.Equal(current.Updated) {
		t.Errorf("records = %+v; want the three that exist, in id order, with their status", list)
	}
	if got := files[withFiles]; len(got) != 2 || got[0].ID != fileIDs[0] || got[1].ID != fileIDs[1] || len(files[parsed]) != 1 || len(files[minimal]) != 0 {
		t.Errorf("files = %+v; want each candidate's, oldest first", files)
	}
	if p, ok := profiles[parsed]; !ok || string(p.Profile) != `{"v":1}` || p.Text != "resume text" || len(profiles) != 1 {
		t.Errorf("profiles = %+v; want the parsed candidate's alone", profiles)
	}

	// A caller that holds the current version is not sent it again; one
	// that holds another version is.
	_, _, profiles, _, err = store.CandidatesToScreen(ctx, []int64{parsed, minimal}, map[int64]time.Time{parsed: current.Updated, minimal: current.Updated}, 0)
	if err != nil || len(profiles) != 0 {
		t.Errorf("profiles known at their version = %+v, %v; want none", profiles, err)
	}
	_, _, profiles, _, err = store.CandidatesToScreen(ctx, []int64{parsed}, map[int64]time.Time{parsed: current.Updated.Add(-time.Second)}, 0)
	if err != nil || string(profiles[parsed].Profile) != `{"v":1}` {
		t.Errorf("profile known at an older version = %+v, %v; want it sent", profiles, err)
	}

	// Where current facts are sent, the profile is not (they hold it); its
	// text is.
	if err := store.ApplyDocuments(ctx, "documents", 0, 1, index.StoredChanges{Upserts: []index.Stored{{Kind: "candidate",
		ID: parsed, Model: "m", ContentHash: []byte{1}, Facts: []byte("facts"), FactsVersion: 3, FactsOf: current.Updated}}}); err != nil {
		t.Fatal(err)
	}
	_, _, profiles, facts, err := store.CandidatesToScreen(ctx, []int64{parsed}, nil, 3)
	if p, ok := profiles[parsed]; err != nil || !ok || p.Profile != nil || p.Text != "resume text" || facts[parsed] != "facts" {
		t.Errorf("profiles = %+v, facts = %v, %v; want the text and the facts, not the profile", profiles, facts, err)
	}
	_, _, profiles, _, err = store.CandidatesToScreen(ctx, []int64{parsed}, nil, 4)
	if err != nil || string(profiles[parsed].Profile) != `{"v":1}` {
		t.Errorf("profiles beside facts of another version = %+v, %v; want the profile sent", profiles, err)
	}
}

// TestCandidateFacts stores screening facts with a candidate's document and
// expects CandidatesToScreen to send them only while they are of the version
// asked and of the record's current update time, and not to a caller that
// holds the candidate; a stale build does not replace them, and they go with
// the candidate's document.
func TestCandidateFacts(t *testing.T) {
	pool := pgtest.New(t)
	store := records.NewStore(pool)
	ctx := context.Background()
	c, err := store.CreateCandidate(ctx, recruitd.Candidate{FirstName: "Ann", LastName: "Lee", Email: "ann@example.com", StatusID: 1})
	if err != nil {
		t.Fatal(err)
	}
	doc := func(facts string, of time.Time) index.Stored {
		return index.Stored{Kind: "candidate", ID: c.ID, Model: "m", ContentHash: []byte{1}, Facts: []byte(facts), FactsVersion: 3, FactsOf: of}
	}
	pos := int64(0)
	apply := func(ch index.StoredChanges) {
		t.Helper()
		if err := store.ApplyDocuments(ctx, "documents", pos, pos+1, ch); err != nil {
			t.Fatal(err)
		}
		pos++
	}
	factsOf := func(version int64, known map[int64]time.Time) string {
		t.Helper()
		_, _, _, facts, err := store.CandidatesToScreen(ctx, []int64{c.ID}, known, version)
		if err != nil {
			t.Fatal(err)
		}
		return facts[c.ID]
	}

	apply(index.StoredChanges{Upserts: []index.Stored{doc("current", c.Updated)}})
	if got := factsOf(3, nil); got != "current" {
		t.Errorf("facts = %q, want those stored", got)
	}
	if got := factsOf(4, nil); got != "" {
		t.Errorf("facts of another version = %q, want none", got)
	}
	if got := factsOf(3, map[int64]time.Time{c.ID: c.Updated}); got != "" {
		t.Errorf("facts for a caller holding the candidate = %q, want none", got)
	}
	apply(index.StoredChanges{Upserts: []index.Stored{doc("stale", c.Updated.Add(-time.Second))}})
	if got := factsOf(3, nil); got != "current" {
		t.Errorf("facts after a stale build = %q, want the current ones kept", got)
	}

	notes := "Texas RN"
	if _, err := store.UpdateCandidate(ctx, c.ID, records.CandidatePatch{Notes: &notes}); err != nil {
		t.Fatal(err)
	}
	if got := factsOf(3, nil); got != "" {
		t.Errorf("facts of a record changed since = %q, want none", got)
	}

	apply(index.StoredChanges{Deletes: []index.Stored{{Kind: "candidate", ID: c.ID}}})
	var n int
	if err := pool.QueryRow(ctx, `SELECT count(*) FROM candidate_facts`).Scan(&n); err != nil || n != 0 {
		t.Errorf("facts rows after the candidate's document was deleted = %d, %v; want none", n, err)
	}
}
