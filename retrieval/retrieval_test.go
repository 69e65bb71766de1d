package retrieval_test

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"testing"

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
	store *records.Store
	ret   *retrieval.Retriever
	cands map[string]int64
	jobs  map[string]int64
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
	p.ret = retrieval.New(emb, nil, index.NewDocuments(store, embed.Builtin{}))
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
		{"night shifts", retrieval.JobQuery{Shifts: []string{"Night"}}, []string{"austin_icu"}},
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
	a := []index.Hit{{ID: 1}, {ID: 2}, {ID: 3}}
	b := []index.Hit{{ID: 3}, {ID: 4}, {ID: 1}}
	got := retrieval.Fuse(3, a, b)
	var ids []int64
	for _, h := range got {
		ids = append(ids, h.ID)
	}
	if fmt.Sprint(ids) != "[1 3 2]" {
		t.Errorf("Fuse = %v, want [1 3 2]: in both lists beats one", ids)
	}
}
