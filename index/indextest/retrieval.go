package indextest

import (
	"context"
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"
	"time"

	"go.uber.org/zap"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/index"
	"github.com/recruitd/recruitd/index/embed"
	"github.com/recruitd/recruitd/index/embedded"
	"github.com/recruitd/recruitd/index/wiring"
	"github.com/recruitd/recruitd/records"
	"github.com/recruitd/recruitd/retrieval"
)

// RunRetrieval runs matching end to end on the backends cfg configures, opened by
// wiring.Open as serve opens them: records written through the store (a fresh database),
// their documents built by the built-in embedder and pushed by the indexer, and retrieval
// over the vector index fused with the lexical one. It checks the answers against the same
// records matched on an embedded index alone: the same records pass the same filters, every
// similarity is the record's cosine or 0 (a record only the lexical index found), and every
// distance is the same.
func RunRetrieval(t *testing.T, store *records.Store, cfg wiring.Config) {
	ctx := t.Context()
	pool := writePool(t, store)

	c := cfg
	c.IndexPrefix = Prefix()
	ixs, err := wiring.Open(ctx, &c, embed.BuiltinDimension, wiring.Serve)
	if err != nil {
		t.Fatalf("wiring.Open = %v", err)
	}
	t.Cleanup(func() { drop(t, FromWiring(ixs)) })
	docs := index.NewDocuments(store, embed.Builtin{})
	ix := index.NewIndexer(store, docs, zap.NewNop())
	var lexical retrieval.Index
	if ixs.Qdrant != nil {
		ix.AddPersistent(ixs.Qdrant)
	} else {
		ix.AddLoaded(ixs.Embedded, 0)
	}
	if ixs.Elastic != nil {
		ix.AddPersistent(ixs.Elastic)
		lexical = ixs.Elastic
	}
	for {
		more, err := ix.Step(ctx)
		if err != nil {
			t.Fatalf("indexer Step = %v", err)
		}
		if !more {
			break
		}
	}
	if ixs.Elastic != nil {
		waitForCount(t, ixs.Elastic, store)
	}
	baseline := embedded.New()
	if _, refused, err := index.Load(ctx, store, baseline, 500); err != nil || len(refused) > 0 {
		t.Fatalf("load the baseline = %v, %v", refused, err)
	}
	want := retrieval.New(baseline, nil, docs)
	var degraded []string
	got := retrieval.New(ixs.Vectors(), lexical, docs)
	got.OnDegraded(func(which string, err error) { degraded = append(degraded, which+": "+err.Error()) })

	for _, job := range pool.jobs {
		for _, q := range []retrieval.CandidateQuery{
			{RequireLocal: true},
			{RequireLocal: true, Specialties: []string{"ICU"}, States: []string{"TX"}},
			{RadiusMiles: 60},
		} {
			label := fmt.Sprintf("candidates for job %d, %+v", job, q)
			w, err := want.CandidatesForJob(ctx, job, q)
			if err != nil {
				t.Fatalf("%s: baseline = %v", label, err)
			}
			g, err := got.CandidatesForJob(ctx, job, q)
			if err != nil {
				t.Fatalf("%s: %v", label, err)
			}
			compareMatches(t, label, w, g)
		}
	}
	for _, cand := range pool.candidates {
		q := retrieval.JobQuery{RadiusMiles: 100, Remote: true}
		label := fmt.Sprintf("jobs for candidate %d", cand)
		w, err := want.JobsForCandidate(ctx, cand, q)
		if err != nil {
			t.Fatalf("%s: baseline = %v", label, err)
		}
		g, err := got.JobsForCandidate(ctx, cand, q)
		if err != nil {
			t.Fatalf("%s: %v", label, err)
		}
		compareMatches(t, label, w, g)
	}
	// The candidate with only the required fields: no text, no vector, no place.
	all, err := got.CandidatesForJob(ctx, pool.jobs[0], retrieval.CandidateQuery{})
	if err != nil {
		t.Fatal(err)
	}
	if i := slices.IndexFunc(all, func(m retrieval.Match) bool { return m.ID == pool.minimal }); i < 0 || all[i].Similarity != 0 {
		t.Errorf("candidates for job %d without a radius: %+v, want the minimal candidate %d at similarity 0", pool.jobs[0], all, pool.minimal)
	}
	if len(degraded) > 0 {
		t.Errorf("matching degraded: %v", degraded)
	}
}

// compareMatches checks a retrieval's answer against the baseline's: the same records, each
// at the baseline's distance, with the baseline's similarity or 0.
func compareMatches(t *testing.T, label string, want, got []retrieval.Match) {
	t.Helper()
	byID := map[int64]retrieval.Match{}
	for _, m := range want {
		byID[m.ID] = m
	}
	var problems []string
	if len(got) != len(want) {
		problems = append(problems, fmt.Sprintf("%d matches, want %d", len(got), len(want)))
	}
	for _, m := range got {
		w, ok := byID[m.ID]
		switch {
		case !ok:
			problems = append(problems, fmt.Sprintf("record %d is not in the baseline's answer", m.ID))
		case m.Similarity != 0 && math.Abs(float64(m.Similarity-w.Similarity)) > 1e-3:
			problems = append(problems, fmt.Sprintf("record %d: similarity %.4f, want its cosine %.4f or 0", m.ID, m.Similarity, w.Similarity))
		case !closeMiles(m.DistanceMiles, w.DistanceMiles):
			problems = append(problems, fmt.Sprintf("record %d: %.3f miles, want %.3f", m.ID, m.DistanceMiles, w.DistanceMiles))
		}
	}
	if len(problems) > 0 {
		t.Errorf("%s:\n\t%s", label, strings.Join(problems, "\n\t"))
	}
}

// waitForCount waits until Elasticsearch counts every stored document of every kind: it
// shows writes within its refresh interval.
func waitForCount(t *testing.T, b index.Backend, store *records.Store) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for _, kind := range []index.Kind{index.Candidates, index.Jobs} {
		want, err := store.CountDocuments(t.Context(), string(kind))
		if err != nil {
			t.Fatal(err)
		}
		for {
			got, err := b.Count(t.Context(), kind)
			if err == nil && got == want {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("%s counts %d %ss after 30 s, want %d (%v)", b.Name(), got, kind, want, err)
			}
			time.Sleep(100 * time.Millisecond)
		}
	}
}

// retrievalPool is the records RunRetrieval matches.
type retrievalPool struct {
	candidates, jobs []int64
	minimal          int64
}

// writePool writes candidates and jobs around Austin and Houston: nurses of a few
// specialties and licences, one with a long resume, one with only the required fields; jobs
// open and closed, one remote.
func writePool(t *testing.T, store *records.Store) retrievalPool {
	t.Helper()
	ctx := context.Background()
	var p retrievalPool
	zips := []string{"78701", "78664", "78666", "78205", "77002", "78702", "78613"}
	specialties := []string{"ICU", "Emergency Department", "Telemetry", "Labor and Delivery", "Operating Room"}
	long := strings.Repeat("Cared for ventilated ICU patients, titrated drips, precepted new graduates. ", 270)
	for i := range 40 {
		c := recruitd.Candidate{FirstName: fmt.Sprint("N", i), LastName: "X", Email: fmt.Sprintf("n%d@example.com", i), StatusID: 1,
			Profession: "Registered Nurse", Specialty: specialties[i%len(specialties)], Address: &recruitd.Address{Zip: zips[i%len(zips)]}}
		if i%4 == 0 {
			c.Notes = fmt.Sprintf("Texas RN license; %s; BLS and ACLS", specialties[(i+1)%len(specialties)])
		}
		if i == 7 {
			c.Notes = long[:20_000]
		}
		created, err := store.CreateCandidate(ctx, c)
		if err != nil {
			t.Fatal(err)
		}
		p.candidates = append(p.candidates, created.ID)
	}
	minimal, err := store.CreateCandidate(ctx, recruitd.Candidate{FirstName: "Min", LastName: "Imal", Email: "min@example.com", StatusID: 1})
	if err != nil {
		t.Fatal(err)
	}
	p.minimal = minimal.ID
	for i, title := range []string{"ICU Registered Nurse", "ER Nurse, nights", "Telemetry RN", "Remote Triage RN", "OR Nurse"} {
		j := recruitd.Job{Title: title, Description: title + " needed for a 13-week contract. Texas license required.",
			StartDate: 1767225600, Address: recruitd.Address{Zip: zips[i%len(zips)]}, EmploymentType: "CONTRACT", Status: "OPEN"}
		if i == 3 {
			j.Remote = ptr(true)
		}
		if i == 4 {
			j.Status = "CLOSED"
		}
		created, err := store.CreateJob(ctx, j)
		if err != nil {
			t.Fatal(err)
		}
		p.jobs = append(p.jobs, created.ID)
	}
	return p
}
