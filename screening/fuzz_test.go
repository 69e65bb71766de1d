package screening

import (
	"path/filepath"
	"testing"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/screening/criteria"
)

// FuzzScreen screens random resume text against random criteria: it must
// never panic, keep scores in range with potential at least current, and
// quote evidence only verbatim.
func FuzzScreen(f *testing.F) {
	for _, p := range [][2]string{
		{"icu_travel.txt", "resume_icu_rn.txt"},
		{"er_rn.txt", "resume_er_rn.txt"},
		{"go_backend.txt", "resume_go_engineer.txt"},
		{"welder.txt", "resume_welder.txt"},
		{"pt_outpatient.txt", "resume_pt.txt"},
	} {
		f.Add(MustRead(f, filepath.Join("..", "criteria", "testdata", p[0])), MustRead(f, p[1]), "2+ years of ICU experience", "experience", uint8(0))
	}
	f.Add("Requirements:\n- BSN in Nursing\n- Must reside within 25 miles", "ACLS (expired)\nSpanish", "Compact license", "license", uint8(3))
	f.Add("", "", "", "", uint8(1))
	f.Fuzz(func(t *testing.T, description, resumeText, criterion, typ string, sel uint8) {
		in := criteria.Input{Description: criterion, Importance: []string{criteria.Required, criteria.Preferred, criteria.Optional}[sel%3], Type: typ}
		crit := criteria.Merge(criteria.FromJob(nil, description), []criteria.Input{in}, false)
		c := Candidate{ResumeText: resumeText, Record: recruitd.Candidate{Notes: criterion, Specialty: typ}}
		switch sel % 4 {
		case 1:
			c.Profile = icuProfile()
		case 2:
			c.Profile = goProfile()
		}
		r := Screen(c, recruitd.Job{Title: description, Address: houston}, crit, Options{AsOf: asOf})
		CheckResult(t, c, crit, r)
	})
}

// BenchmarkScreen screens the Go engineer against the 10 criteria of the
// backend posting.
func BenchmarkScreen(b *testing.B) {
	job, crit := MustJob(b, "go_backend.txt", houston)
	c := Candidate{Profile: goProfile(), ResumeText: MustRead(b, "resume_go_engineer.txt")}
	if len(crit) != 10 {
		b.Fatalf("%d criteria, want 10", len(crit))
	}
	Screen(c, job, crit, Options{AsOf: asOf}) // load the taxonomy and ZIP table outside the timing
	b.ReportAllocs()
	for b.Loop() {
		Screen(c, job, crit, Options{AsOf: asOf})
	}
}

// BenchmarkScreenNurse screens the ICU nurse against the travel posting,
// with a location criterion added.
func BenchmarkScreenNurse(b *testing.B) {
	job, crit := MustJob(b, "icu_travel.txt", houston)
	crit = criteria.Merge(crit, []criteria.Input{req("Must reside within 50 miles of Houston, TX", "location"), req("BSN", "education"), pref("Spanish", "language")}, false)
	c := Candidate{Profile: icuProfile(), ResumeText: MustRead(b, "resume_icu_rn.txt")}
	Screen(c, job, crit, Options{AsOf: asOf})
	b.ReportAllocs()
	for b.Loop() {
		Screen(c, job, crit, Options{AsOf: asOf})
	}
}

// BenchmarkEvaluateWindow decides a posting's criteria for the prepared
// fixture candidates, as matching does for a retrieval window: with the
// posting made ready once (NewPosting), and made again for each candidate
// (Evaluate).
func BenchmarkEvaluateWindow(b *testing.B) {
	job, crit := MustJob(b, "icu_travel.txt", houston)
	crit = criteria.Merge(crit, []criteria.Input{req("BSN", "education"), req("3+ years of ICU experience", "experience"),
		pref("Spanish", "language")}, false)
	var window []*Prepared
	for _, c := range factsCandidates(b) {
		window = append(window, Prepare(c, Options{AsOf: asOf}))
	}
	for _, p := range window {
		p.Evaluate(job, crit) // build what candidates build on first use outside the timing
	}
	b.Run("posting", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			ps := NewPosting(job, crit)
			for _, p := range window {
				p.EvaluatePosting(ps)
			}
		}
	})
	b.Run("each", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for _, p := range window {
				p.Evaluate(job, crit)
			}
		}
	})
}

// BenchmarkPrepareFromWindow prepares the fixture candidates from their
// stored facts and decides a posting's criteria for each, as matching does
// for every candidate of a retrieval window that its cache does not hold.
func BenchmarkPrepareFromWindow(b *testing.B) {
	job, crit := MustJob(b, "icu_travel.txt", houston)
	crit = criteria.Merge(crit, []criteria.Input{req("BSN", "education"), req("3+ years of ICU experience", "experience"),
		pref("Spanish", "language")}, false)
	type stored struct {
		texts Candidate
		facts string
	}
	var window []stored
	for _, c := range factsCandidates(b) {
		facts := string(Prepare(c, Options{AsOf: asOf}).Facts())
		c.Profile = nil
		window = append(window, stored{c, facts})
	}
	ps := NewPosting(job, crit)
	b.ReportAllocs()
	for b.Loop() {
		for _, w := range window {
			p, ok := PrepareFrom(w.texts, w.facts, Options{AsOf: asOf})
			if !ok {
				b.Fatal("facts not read")
			}
			p.EvaluatePosting(ps)
		}
	}
}

// BenchmarkBuildLines splits the fixture candidates' texts into the lines
// and words a criterion of no known kind is looked for in (evalOther).
func BenchmarkBuildLines(b *testing.B) {
	cands := factsCandidates(b)
	b.ReportAllocs()
	for b.Loop() {
		for _, c := range cands {
			sourced(c, asOf).buildLines()
		}
	}
}
