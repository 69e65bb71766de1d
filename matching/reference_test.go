package matching

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/index"
	"github.com/recruitd/recruitd/records"
	"github.com/recruitd/recruitd/resume"
	"github.com/recruitd/recruitd/retrieval"
	"github.com/recruitd/recruitd/screening"
	"github.com/recruitd/recruitd/screening/criteria"
)

// reference answers a candidate matching request the plain way, as the
// package documents it: every retrieved candidate read on its own, screened
// from scratch, all of them ranked by compare and paged. Service.Candidates
// may read in bulk, keep prepared candidates and skip work that cannot
// change the answer, but must give exactly this.
func reference(t *testing.T, s *Service, store *records.Store, req CandidatesRequest) ([]CandidateMatch, int) {
	t.Helper()
	ctx := context.Background()
	job, err := store.Job(ctx, req.JobID)
	if err != nil {
		t.Fatal(err)
	}
	waived := waivesRadius(job)
	q := req.Query
	q.Anywhere = waived
	matches, err := s.retriever.CandidatesForJob(ctx, req.JobID, q)
	if err != nil {
		t.Fatal(err)
	}
	crit := s.Criteria(job, req.Criteria, req.Replace)
	radius := retrieval.RadiusOr(req.Query.RadiusMiles)
	day := screening.Day(time.Time{})
	var list []scored
	byID := map[int64]recruitd.Candidate{}
	for _, m := range matches {
		c, err := store.Candidate(ctx, m.ID)
		if recruitd.ErrorCode(err) == recruitd.NotFound {
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		parsed, err := store.Parsed(ctx, m.ID)
		if err != nil {
			t.Fatal(err)
		}
		files, _, err := store.Files(ctx, records.FileFilter{CandidateID: m.ID})
		if err != nil {
			t.Fatal(err)
		}
		// Files lists newest first; screening reads them in the order they
		// were added.
		for i, j := 0, len(files)-1; i < j; i, j = i+1, j-1 {
			files[i], files[j] = files[j], files[i]
		}
		sc := screening.Candidate{Record: c, ResumeText: parsed.Text, Files: files}
		if parsed.Profile != nil {
			if p, err := resume.DecodeProfile(parsed.Profile); err == nil {
				sc.Profile = &p
			}
		}
		byID[c.ID] = c
		list = append(list, scored{match: m, local: waived || m.DistanceMiles >= 0 && m.DistanceMiles <= radius,
			cand: sc, result: screening.Screen(sc, job, crit, screening.Options{AsOf: day})})
	}
	total, page := rank(list, req.Page)
	out := make([]CandidateMatch, len(page))
	for i, e := range page {
		var profile resume.Profile
		if e.cand.Profile != nil {
			profile = *e.cand.Profile
		}
		place, _ := index.CandidatePlace(e.cand.Record, profile)
		out[i] = CandidateMatch{Candidate: byID[e.match.ID], Place: place, DistanceMiles: e.match.DistanceMiles, Local: e.local, Result: e.result}
	}
	return out, total
}

// TestCandidatesAsReference checks Service.Candidates against reference on
// a synthetic pool, with spec-minimal candidates and candidates with files
// among it, for requests of every shape (pages, minimum scores, filters,
// criteria of the request's own), with and without the prepared-candidate
// cache, and again after candidates changed.
func TestCandidatesAsReference(t *testing.T) {
	p := newPool(t, 3000)
	ctx := context.Background()
	for i := range 5 {
		c := recruitd.Candidate{FirstName: "Min", LastName: fmt.Sprint(i), Email: fmt.Sprintf("min%d@example.com", i), StatusID: 1}
		if i%2 == 1 {
			c.Address = &recruitd.Address{City: "Austin", State: "TX", Zip: "78701"}
		}
		if _, err := p.store.CreateCandidate(ctx, c); err != nil {
			t.Fatal(err)
		}
	}
	for id := int64(1); id <= 3000; id += 97 {
		if _, err := p.store.CreateFile(ctx, recruitd.File{FileName: "bls.pdf", ContentType: "application/pdf",
			CandidateID: &id, Type: "certification", Description: "BLS card"}, []byte("%PDF-1.4")); err != nil {
			t.Fatal(err)
		}
	}
	p.index(t)

	extra := []criteria.Input{{Description: "ACLS certification", Importance: "required", Type: "certification"},
		{Description: "3+ years of experience", Importance: "preferred", Type: "experience"}}
	requests := func(job int64) []CandidatesRequest {
		return []CandidatesRequest{
			{JobID: job, Page: Page{MinScore: 60, Limit: 20}},
			{JobID: job, Page: Page{MinScore: 0, Limit: 100}},
			{JobID: job, Page: Page{MinScore: 0, Limit: 20, Offset: 280}},
			{JobID: job, Page: Page{MinScore: 75, Limit: 5, Offset: 3}},
			{JobID: job, Query: retrieval.CandidateQuery{States: []string{"TX", "California"}}, Page: Page{Limit: 20}},
			{JobID: job, Query: retrieval.CandidateQuery{Specialties: []string{"ICU"}, RadiusMiles: 100}, Page: Page{Limit: 20}},
			{JobID: job, Query: retrieval.CandidateQuery{ZIP: "78701", RadiusMiles: 50, RequireLocal: true}, Page: Page{Limit: 20}},
			{JobID: job, Criteria: extra, Page: Page{MinScore: 10, Limit: 20}},
			{JobID: job, Criteria: extra, Replace: true, Page: Page{Limit: 20}},
		}
	}
	check := func(t *testing.T, s *Service, jobs []int64) {
		t.Helper()
		deep := 0 // pages past the 280th candidate: whole windows were screened
		for _, job := range jobs {
			for _, req := range requests(job) {
				got, total, err := s.Candidates(ctx, req)
				if err != nil {
					t.Fatal(err)
				}
				want, wantTotal := reference(t, s, p.store, req)
				if req.Page.Offset == 280 && len(got) > 0 {
					deep++
				}
				if total != wantTotal {
					t.Errorf("job %d, %+v: total %d, want %d", job, req.Page, total, wantTotal)
				}
				if diff := cmp.Diff(want, got); diff != "" {
					t.Errorf("job %d, %+v, query %+v: page differs from the reference (-want +got):\n%s", job, req.Page, req.Query, diff)
				}
			}
		}
		if deep == 0 {
			t.Error("no window reached 281 candidates: the pool is too small to test paging")
		}
	}
	jobs := p.jobs[:min(6, len(p.jobs))]
	t.Run("no cache", func(t *testing.T) {
		check(t, New(p.store, p.retriever, Config{PreparedCacheSize: -1}), jobs)
	})
	t.Run("cache", func(t *testing.T) {
		s := New(p.store, p.retriever, Config{})
		check(t, s, jobs)
		check(t, s, jobs) // from the cache
		// Change candidates the cache holds: records and files of some, files
		// alone of others.
		for i, m := range mustRetrieve(t, s, jobs[0])[:10] {
			if i%2 == 0 {
				notes := "Moved; now prefers nights"
				if _, err := p.store.UpdateCandidate(ctx, m.ID, records.CandidatePatch{Notes: &notes}); err != nil {
					t.Fatal(err)
				}
			}
			id := m.ID
			if _, err := p.store.CreateFile(ctx, recruitd.File{FileName: "acls.pdf", ContentType: "application/pdf",
				CandidateID: &id, Type: "certification", Description: "ACLS card"}, []byte("%PDF-1.4")); err != nil {
				t.Fatal(err)
			}
		}
		p.index(t)
		check(t, s, jobs)
	})
	t.Run("stale facts", func(t *testing.T) {
		// Records changed since the document builder stored their facts
		// (the indexer has not run): the facts no longer describe them,
		// though their texts are as long as those the facts were found in.
		window := mustRetrieve(t, New(p.store, p.retriever, Config{}), jobs[1])[:40]
		licensed := "Texas RN license #123456 (active), exp 12/2031; ACLS current"
		unlicensed := fmt.Sprintf("%-*s", len(licensed), "Prefers nights; open to travel")
		for _, notes := range []string{licensed, unlicensed} {
			for _, m := range window {
				if _, err := p.store.UpdateCandidate(ctx, m.ID, records.CandidatePatch{Notes: &notes}); err != nil {
					t.Fatal(err)
				}
			}
			if notes == licensed {
				p.index(t)
			}
		}
		check(t, New(p.store, p.retriever, Config{PreparedCacheSize: -1}), jobs[1:2])
		p.index(t)
	})
	t.Run("facts of a later day", func(t *testing.T) {
		// Current facts found on a day after the request's cannot be read
		// (an expiry past then cannot be undone); they were sent without
		// the profile they hold, which is then read.
		for _, m := range mustRetrieve(t, New(p.store, p.retriever, Config{}), jobs[2])[:40] {
			c, err := p.store.Candidate(ctx, m.ID)
			if err != nil {
				t.Fatal(err)
			}
			parsed, err := p.store.Parsed(ctx, m.ID)
			if err != nil {
				t.Fatal(err)
			}
			later := screening.Prepare(screening.CandidateOf(c, parsed, nil), screening.Options{AsOf: time.Now().AddDate(0, 0, 2)})
			if _, err := p.db.Exec(ctx, `UPDATE candidate_facts SET facts = $2 WHERE candidate_id = $1`, m.ID, later.Facts()); err != nil {
				t.Fatal(err)
			}
		}
		check(t, New(p.store, p.retriever, Config{PreparedCacheSize: -1}), jobs[2:3])
	})
}

// mustRetrieve returns the window retrieved for a job.
func mustRetrieve(t *testing.T, s *Service, job int64) []retrieval.Match {
	t.Helper()
	m, err := s.retriever.CandidatesForJob(context.Background(), job, retrieval.CandidateQuery{})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// referenceJobs answers a job matching request the plain way: every
// retrieved job read on its own and screened in full, all ranked and paged.
func referenceJobs(t *testing.T, s *Service, store *records.Store, req JobsRequest) ([]JobMatch, int) {
	t.Helper()
	ctx := context.Background()
	c, err := store.Candidate(ctx, req.CandidateID)
	if err != nil {
		t.Fatal(err)
	}
	matches, err := s.retriever.JobsForCandidate(ctx, req.CandidateID, req.Query)
	if err != nil {
		t.Fatal(err)
	}
	parsed, err := store.Parsed(ctx, c.ID)
	if err != nil {
		t.Fatal(err)
	}
	sc := screening.Candidate{Record: c, ResumeText: parsed.Text}
	if p, err := resume.DecodeProfile(parsed.Profile); parsed.Profile != nil && err == nil {
		sc.Profile = &p
	}
	radius := retrieval.RadiusOr(req.Query.RadiusMiles)
	var list []scored
	for _, m := range matches {
		job, err := store.Job(ctx, m.ID)
		if err != nil {
			t.Fatal(err)
		}
		list = append(list, scored{match: m, local: waivesRadius(job) || m.DistanceMiles >= 0 && m.DistanceMiles <= radius, job: &job,
			result: screening.Screen(sc, job, s.Criteria(job, nil, false), screening.Options{})})
	}
	total, page := rank(list, req.Page)
	out := make([]JobMatch, len(page))
	for i, e := range page {
		out[i] = JobMatch{Job: *e.job, DistanceMiles: e.match.DistanceMiles, Local: e.local, Result: e.result}
	}
	return out, total
}

// TestJobsAsReference checks Service.Jobs against referenceJobs for
// candidates of a synthetic pool, one of them spec-minimal.
func TestJobsAsReference(t *testing.T) {
	p := newPool(t, 2000)
	ctx := context.Background()
	minimal, err := p.store.CreateCandidate(ctx, recruitd.Candidate{FirstName: "Min", LastName: "Imal", Email: "min@example.com", StatusID: 1,
		Address: &recruitd.Address{City: "Chicago", State: "IL", Zip: "60601"}})
	if err != nil {
		t.Fatal(err)
	}
	p.index(t)
	s := New(p.store, p.retriever, Config{})
	found := 0
	for _, id := range []int64{1, 2, 3, 5, 8, 13, 21, 34, 55, minimal.ID} {
		for _, req := range []JobsRequest{
			{CandidateID: id, Page: Page{MinScore: 60, Limit: 20}},
			{CandidateID: id, Query: retrieval.JobQuery{RadiusMiles: 500}, Page: Page{Limit: 10, Offset: 2}},
		} {
			got, total, err := s.Jobs(ctx, req)
			if err != nil {
				t.Fatal(err)
			}
			want, wantTotal := referenceJobs(t, s, p.store, req)
			found += len(got)
			if total != wantTotal {
				t.Errorf("candidate %d, %+v: total %d, want %d", id, req.Page, total, wantTotal)
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("candidate %d, %+v: page differs from the reference (-want +got):\n%s", id, req.Page, diff)
			}
		}
	}
	if found == 0 {
		t.Error("no job matched any candidate: the pool is too small to test job matching")
	}
}
