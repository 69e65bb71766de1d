package screening

import (
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/resume"
	"github.com/recruitd/recruitd/screening/criteria"
)

// TestPreparedScreensAsScreen screens each fixture candidate, prepared once
// from its texts and once from its facts (which leave more to do on first
// use), against every fixture job from several goroutines at once (run with
// -race), and expects exactly what Screen gives.
func TestPreparedScreensAsScreen(t *testing.T) {
	cands := []struct {
		resume  string
		profile *resume.Profile
	}{
		{"resume_icu_rn.txt", icuProfile()}, {"resume_new_grad_rn.txt", newGradProfile()}, {"resume_er_rn.txt", erProfile()},
		{"resume_pt.txt", ptProfile()}, {"resume_go_engineer.txt", goProfile()}, {"resume_welder.txt", welderProfile()},
	}
	type posting struct {
		job  recruitd.Job
		crit []criteria.Criterion
	}
	var postings []posting
	for _, name := range []string{"icu_travel.txt", "er_rn.txt", "ld_rn.txt", "rt.txt", "pt_outpatient.txt", "go_backend.txt",
		"data_scientist.txt", "welder.txt", "cdl.txt", "accountant.txt", "medical_assistant.txt"} {
		job, crit := MustJob(t, name, houston)
		postings = append(postings, posting{job, crit})
	}
	for _, c := range cands {
		cand := Candidate{Record: recruitd.Candidate{ID: 7, Address: &houston}, Profile: c.profile, ResumeText: MustRead(t, c.resume)}
		p := Prepare(cand, Options{AsOf: asOf})
		texts := cand
		texts.Profile = nil
		fromFacts, ok := PrepareFrom(texts, string(p.Facts()), Options{AsOf: asOf})
		if !ok {
			t.Fatalf("%s: facts not read", c.resume)
		}
		var wg sync.WaitGroup
		for range 3 {
			for _, j := range postings {
				for _, p := range []*Prepared{p, fromFacts} {
					wg.Go(func() {
						want := Screen(cand, j.job, j.crit, Options{AsOf: asOf})
						if diff := cmp.Diff(want, p.Screen(j.job, j.crit)); diff != "" {
							t.Errorf("%s for %q: Prepared.Screen differs from Screen (-want +got):\n%s", c.resume, j.job.Title, diff)
						}
					})
				}
			}
		}
		wg.Wait()
	}
}
