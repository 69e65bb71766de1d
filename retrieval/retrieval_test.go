package retrieval_test

import (
	"context"
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"go.uber.org/zap"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/index"
	"github.com/recruitd/recruitd/index/embed"
	"github.com/recruitd/recruitd/index/embedded"
	"github.com/recruitd/recruitd/internal/pgtest"
	"github.com/recruitd/recruitd/records"
	"github.com/recruitd/recruitd/resume"
	"github.com/recruitd/recruitd/retrieval"
)

func TestMain(m *testing.M) { pgtest.Main(m) }

// pool is a small talent pool written through the real store and indexed
// by the real indexer into the embedded backend.
type pool struct {
	store   *records.Store
	ret     *retrieval.Retriever
	vectors *embedded.Index
	docs    *index.Documents
	cands   map[string]int64
	jobs    map[string]int64
}

func newPool(t *testing.T) *pool {
	t.Helper()
	ctx := context.Background()
	store := records.NewStore(pgtest.New(t))
	p := &pool{store: store, cands: map[string]int64{}, jobs: map[string]int64{}}
	cand := func(name, zip, specialty, licence string) {
		c, err := store.CreateCandidate(ctx, recruitd.Candidate{FirstName: name, LastName: "X", Email: name + "@example.com",
			StatusID: 1, Profession: "Registered Nurse", Specialty: specialty, Address: &recruitd.Address{Zip: zip}})
		if err != nil {
			t.Fatal(err)
		}
		if licence != "" {
			prof, _ := json.Marshal(resume.Profile{Certifications: []resume.Certification{{Name: licence}}})
			f, err := store.CreateFile(ctx, recruitd.File{FileName: "cv.txt", ContentType: "text/plain", Type: "resume", CandidateID: &c.ID}, []byte("cv"))
			if err != nil {
				t.Fatal(err)
			}
			if err := store.SaveProfile(ctx, c.ID, f.ID, recruitd.Parsed{Profile: prof}); err != nil {
				t.Fatal(err)
			}
		}
		p.cands[name] = c.ID
	}
	cand("austin_icu_tx", "78701", "ICU", "Texas RN License")
	cand("roundrock_micu_compact", "78664", "MICU", "Florida RN License (multistate compact)")
	cand("austin_er_ca", "78702", "Emergency Department", "California RN License")
	cand("houston_icu_tx", "77002", "ICU", "Texas RN License")
	cand("nowhere_icu", "", "ICU", "")
	c, err := store.CreateCandidate(ctx, recruitd.Candidate{FirstName: "columbus_data", LastName: "X", Email: "columbus_data@example.com",
		StatusID: 1, Profession: "Data Engineer", Address: &recruitd.Address{Zip: "43215"}})
	if err != nil {
		t.Fatal(err)
	}
	p.cands["columbus_data"] = c.ID
	job := func(name, title, zip, status string, extra func(*recruitd.Job)) {
		j := recruitd.Job{Title: title, Description: title + " needed.", StartDate: 1767225600,
			Address: recruitd.Address{Zip: zip}, EmploymentType: "DIRECT", Status: status}
		if extra != nil {
			extra(&j)
		}
		created, err := store.CreateJob(ctx, j)
		if err != nil {
			t.Fatal(err)
		}
		p.jobs[name] = created.ID
	}
	job("austin_icu", "ICU Registered Nurse", "78701", "OPEN", func(j *recruitd.Job) {
		j.Schedule.Shifts = []string{"night"}
		j.Compensation = recruitd.Compensation{Type: "hourly", Minimum: ptr(55.0), Maximum: ptr(70.0)}
	})
	job("austin_icu_closed", "ICU Registered Nurse", "78701", "CLOSED", nil)
	job("columbus_data", "Data Engineer", "43215", "OPEN", nil)
	job("dallas_icu", "ICU Registered Nurse", "75201", "OPEN", nil)
	job("remote_triage", "Remote Telephone Triage RN", "10001", "OPEN", func(j *recruitd.Job) { j.Remote = ptr(true) })
	job("austin_er_parttime", "ER Registered Nurse, part-time", "78701", "OPEN", func(j *recruitd.Job) {
		j.Schedule.Shifts = []string{"day"}
		j.Compensation = recruitd.Compensation{Type: "hourly", Minimum: ptr(40.0), Maximum: ptr(48.0)}
		j.StartDate = 1798761600 // 2027
	})

	emb := embedded.New()
	ix := index.NewIndexer(store, index.NewDocuments(store, embed.Builtin{}), zap.NewNop())
	ix.AddLoaded(emb, 0)
	for {
		more, err := ix.Step(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if !more {
			break
		}
	}
	p.vectors, p.docs = emb, index.NewDocuments(store, embed.Builtin{})
	p.ret = retrieval.New(emb, nil, p.docs)
	return p
}

func ptr[T any](v T) *T { return &v }

func (p *pool) names(ms []retrieval.Match, of map[string]int64) []string {
	byID := map[int64]string{}
	for n, id := range of {
		byID[id] = n
	}
	var out []string
	for _, m := range ms {
		out = append(out, byID[m.ID])
	}
	slices.Sort(out)
	return out
}

func TestCandidatesForJob(t *testing.T) {
	p := newPool(t)
	ctx := context.Background()
	job := p.jobs["austin_icu"]
	for _, tc := range []struct {
		name string
		q    retrieval.CandidateQuery
		want []string
	}{
		{"local only, default 25 miles", retrieval.CandidateQuery{RequireLocal: true},
			[]string{"austin_er_ca", "austin_icu_tx", "roundrock_micu_compact"}},
		{"local ICU: MICU counts as ICU", retrieval.CandidateQuery{RequireLocal: true, Specialties: []string{"Intensive Care"}},
			[]string{"austin_icu_tx", "roundrock_micu_compact"}},
		{"licensed for Texas: compact licence counts", retrieval.CandidateQuery{RequireLocal: true, States: []string{"Texas"}},
			[]string{"austin_icu_tx", "roundrock_micu_compact"}},
		{"licensed for California", retrieval.CandidateQuery{States: []string{"CA"}}, []string{"austin_er_ca"}},
		{"not local: everyone, the local first", retrieval.CandidateQuery{Specialties: []string{"ICU"}},
			[]string{"austin_icu_tx", "houston_icu_tx", "nowhere_icu", "roundrock_micu_compact"}},
		{"around another ZIP", retrieval.CandidateQuery{ZIP: "77002", RequireLocal: true}, []string{"houston_icu_tx"}},
		{"a specialty the taxonomy does not know matches nobody", retrieval.CandidateQuery{Specialties: []string{"Basket weaving"}}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := p.ret.CandidatesForJob(ctx, job, tc.q)
			if err != nil {
				t.Fatal(err)
			}
			if names := p.names(got, p.cands); !slices.Equal(names, tc.want) {
				t.Errorf("candidates = %v, want %v", names, tc.want)
			}
			for _, m := range got {
				if tc.q.RequireLocal && (m.DistanceMiles < 0 || m.DistanceMiles > retrieval.DefaultRadiusMiles) {
					t.Errorf("candidate %d at %.1f miles violates the radius", m.ID, m.DistanceMiles)
				}
			}
		})
	}
	// A profession no state licenses is done from where its people live: the
	// states asked are theirs.
	data, err := p.ret.CandidatesForJob(ctx, p.jobs["columbus_data"], retrieval.CandidateQuery{States: []string{"OH"}, Anywhere: true})
	if err != nil {
		t.Fatal(err)
	}
	if names := p.names(data, p.cands); !slices.Equal(names, []string{"columbus_data"}) {
		t.Errorf("a data engineer's job, states OH: %v, want the one living in Ohio", names)
	}
	got, _ := p.ret.CandidatesForJob(ctx, job, retrieval.CandidateQuery{Specialties: []string{"ICU"}})
	if len(got) < 2 || got[len(got)-1].DistanceMiles >= 0 && got[0].DistanceMiles > retrieval.DefaultRadiusMiles {
		t.Errorf("without requireLocal the local candidates come first: %+v", got)
	}
	for _, tc := range []struct {
		q    retrieval.CandidateQuery
		code recruitd.Code
	}{
		{retrieval.CandidateQuery{ZIP: "00000"}, recruitd.Invalid},
		{retrieval.CandidateQuery{States: []string{"Narnia"}}, recruitd.Invalid},
	} {
		if _, err := p.ret.CandidatesForJob(ctx, job, tc.q); recruitd.ErrorCode(err) != tc.code {
			t.Errorf("%+v: error %v, want %s", tc.q, err, tc.code)
		}
	}
	if _, err := p.ret.CandidatesForJob(ctx, 999, retrieval.CandidateQuery{}); recruitd.ErrorCode(err) != recruitd.NotFound {
		t.Errorf("unknown job: %v", err)
	}
}

func TestJobsForCandidate(t *testing.T) {
	p := newPool(t)
	ctx := context.Background()
	cand := p.cands["austin_icu_tx"]
	jan2027 := int64(1798761600)
	for _, tc := range []struct {
		name string
		q    retrieval.JobQuery
		want []string
	}{
		{"open jobs within 25 miles", retrieval.JobQuery{}, []string{"austin_er_parttime", "austin_icu"}},
		{"and remote ones", retrieval.JobQuery{Remote: true}, []string{"austin_er_parttime", "austin_icu", "remote_triage"}},
		{"wider radius", retrieval.JobQuery{RadiusMiles: 200}, []string{"austin_er_parttime", "austin_icu", "dallas_icu"}},
		// A shift of the day ranks the jobs (matching screens it), it does not filter them.
		{"night shifts", retrieval.JobQuery{Shifts: []string{"Night"}}, []string{"austin_er_parttime", "austin_icu"}},
		{"paying at least $50/hr", retrieval.JobQuery{CompType: "hourly", CompMinimum: ptr(50.0)}, []string{"austin_icu"}},
		{"part-time", retrieval.JobQuery{JobTypes: []string{"part-time"}}, []string{"austin_er_parttime"}},
		{"available only from 2027", retrieval.JobQuery{AvailableFrom: &jan2027}, []string{"austin_er_parttime"}},
		{"ICU specialty, wide", retrieval.JobQuery{RadiusMiles: 300, Specialties: []string{"ICU"}}, []string{"austin_icu", "dallas_icu"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := p.ret.JobsForCandidate(ctx, cand, tc.q)
			if err != nil {
				t.Fatal(err)
			}
			if names := p.names(got, p.jobs); !slices.Equal(names, tc.want) {
				t.Errorf("jobs = %v, want %v", names, tc.want)
			}
			for _, n := range p.names(got, p.jobs) {
				if n == "austin_icu_closed" {
					t.Error("a CLOSED job was retrieved")
				}
			}
		})
	}
}

func TestFuse(t *testing.T) {
	vectors := []index.Hit{{ID: 1, Score: 0.9, DistanceMiles: 3}, {ID: 2, Score: 0.8, DistanceMiles: 4}, {ID: 3, Score: 0.7, DistanceMiles: -1}}
	lexical := []index.Hit{{ID: 3, Score: 17.4, DistanceMiles: -1}, {ID: 4, Score: 12.5, DistanceMiles: 9}, {ID: 1, Score: 3, DistanceMiles: 3}}
	got := retrieval.Fuse(4, vectors, lexical)
	want := []index.Hit{
		{ID: 1, Score: 0.9, DistanceMiles: 3}, // in both lists beats one
		{ID: 3, Score: 0.7, DistanceMiles: -1},
		{ID: 2, Score: 0.8, DistanceMiles: 4},
		{ID: 4, Score: 0, DistanceMiles: 9}, // only the lexical list has it: no cosine, not its BM25 12.5
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Fuse (-want +got):\n%s", diff)
	}
	if got := retrieval.Fuse(2, vectors, lexical); len(got) != 2 {
		t.Errorf("Fuse(2) kept %d hits", len(got))
	}
}

// failing is an index that is down (or answers nonsense).
type failing struct{ err error }

func (f failing) Search(context.Context, index.Query) ([]index.Hit, error) { return nil, f.err }

// canned is a lexical index that always ranks the same records.
type canned []index.Hit

func (c canned) Search(context.Context, index.Query) ([]index.Hit, error) { return c, nil }

// TestDegraded checks matching when one of two indexes fails: it answers
// from the other and says which failed; when both fail it is unavailable.
func TestDegraded(t *testing.T) {
	p := newPool(t)
	ctx := context.Background()
	job := p.jobs["austin_icu"]
	q := retrieval.CandidateQuery{Specialties: []string{"ICU"}}
	vectorsOnly, err := p.ret.CandidatesForJob(ctx, job, q)
	if err != nil || len(vectorsOnly) == 0 {
		t.Fatalf("vector retrieval = %v, %v", vectorsOnly, err)
	}
	down := recruitd.Errorf(recruitd.Unavailable, "down")
	bad := errors.New("400 parsing_exception: unknown query")
	houston := p.cands["houston_icu_tx"]

	var told []string
	onDegraded := func(which string, err error) { told = append(told, which+": "+err.Error()) }

	// The lexical index down: the vector ranking, unchanged.
	r := retrieval.New(p.vectors, failing{bad}, p.docs)
	r.OnDegraded(onDegraded)
	got, err := r.CandidatesForJob(ctx, job, q)
	if err != nil {
		t.Fatalf("with the lexical index failing: %v", err)
	}
	if diff := cmp.Diff(vectorsOnly, got); diff != "" {
		t.Errorf("with the lexical index failing (-vectors alone +got):\n%s", diff)
	}
	if len(told) == 0 || !strings.HasPrefix(told[0], "lexical: ") {
		t.Errorf("told %v, want the lexical index named", told)
	}

	// The vector index down: the lexical ranking, with no similarity.
	told = nil
	r = retrieval.New(failing{down}, canned{{ID: houston, Score: 17.4, DistanceMiles: 146}}, p.docs)
	r.OnDegraded(onDegraded)
	got, err = r.CandidatesForJob(ctx, job, q)
	if err != nil {
		t.Fatalf("with the vector index failing: %v", err)
	}
	if len(got) != 1 || got[0].ID != houston || got[0].Similarity != 0 {
		t.Errorf("with the vector index failing = %+v, want the lexical hit at similarity 0", got)
	}
	if len(told) == 0 || !strings.HasPrefix(told[0], "vector: ") {
		t.Errorf("told %v, want the vector index named", told)
	}

	// Both down, whatever their errors: 503.
	r = retrieval.New(failing{bad}, failing{down}, p.docs)
	if _, err := r.CandidatesForJob(ctx, job, q); recruitd.ErrorCode(err) != recruitd.Unavailable {
		t.Errorf("both failing = %v, want %s", err, recruitd.Unavailable)
	}
	// One index alone failing is its error.
	r = retrieval.New(failing{down}, nil, p.docs)
	if _, err := r.CandidatesForJob(ctx, job, q); recruitd.ErrorCode(err) != recruitd.Unavailable {
		t.Errorf("the only index failing = %v, want %s", err, recruitd.Unavailable)
	}
}

// TestFusedSimilarity checks that a record only the lexical index found
// comes with similarity 0, and that fusion keeps the vector index's cosines.
func TestFusedSimilarity(t *testing.T) {
	p := newPool(t)
	ctx := context.Background()
	job := p.jobs["austin_icu"]
	q := retrieval.CandidateQuery{Specialties: []string{"ICU"}}
	vectorsOnly, err := p.ret.CandidatesForJob(ctx, job, q)
	if err != nil {
		t.Fatal(err)
	}
	cosine := map[int64]float32{}
	for _, m := range vectorsOnly {
		cosine[m.ID] = m.Similarity
	}
	const unseen = 1 << 40 // a record the vector index does not return
	r := retrieval.New(p.vectors, canned{{ID: unseen, Score: 17.4, DistanceMiles: -1}, {ID: p.cands["austin_icu_tx"], Score: 9}}, p.docs)
	got, err := r.CandidatesForJob(ctx, job, q)
	if err != nil {
		t.Fatal(err)
	}
	var sawUnseen bool
	for _, m := range got {
		switch {
		case m.ID == unseen:
			sawUnseen = true
			if m.Similarity != 0 {
				t.Errorf("the lexical-only record has similarity %v, want 0", m.Similarity)
			}
		case m.Similarity != cosine[m.ID]:
			t.Errorf("record %d: similarity %v after fusion, want its cosine %v", m.ID, m.Similarity, cosine[m.ID])
		}
	}
	if !sawUnseen {
		t.Errorf("fused matches %+v lack the lexical-only record", got)
	}
}

// TestSpecMinimal checks a candidate with only the required fields: it has no
// text, so no vector, and no place. It is still retrieved for a job, after
// every candidate with a vector, at similarity 0; and matching jobs for it
// works on the filters alone (without a place, only remote jobs are near).
func TestSpecMinimal(t *testing.T) {
	p := newPool(t)
	ctx := context.Background()
	c, err := p.store.CreateCandidate(ctx, recruitd.Candidate{FirstName: "Min", LastName: "Imal", Email: "min@example.com", StatusID: 1})
	if err != nil {
		t.Fatal(err)
	}
	docs, err := p.docs.Documents(ctx, string(index.Candidates), []int64{c.ID})
	if err != nil || len(docs) != 1 || len(docs[0].Vector) != 0 {
		t.Fatalf("the minimal candidate's document = %+v, %v; want one without a vector", docs, err)
	}
	if rejected, err := p.vectors.Upsert(ctx, index.Candidates, index.FromStored(docs)); err != nil || len(rejected) > 0 {
		t.Fatalf("indexing the minimal candidate = %v, %v", rejected, err)
	}
	got, err := p.ret.CandidatesForJob(ctx, p.jobs["austin_icu"], retrieval.CandidateQuery{})
	if err != nil {
		t.Fatal(err)
	}
	if n := len(got); n == 0 || got[n-1].ID != c.ID || got[n-1].Similarity != 0 {
		t.Errorf("candidates for a job = %+v, want the minimal candidate last at similarity 0", got)
	}
	jobs, err := p.ret.JobsForCandidate(ctx, c.ID, retrieval.JobQuery{Remote: true})
	if err != nil {
		t.Fatal(err)
	}
	if names := p.names(jobs, p.jobs); !slices.Equal(names, []string{"remote_triage"}) || jobs[0].Similarity != 0 {
		t.Errorf("remote jobs for the minimal candidate = %v (%+v), want remote_triage at similarity 0", names, jobs)
	}
}
