package screening

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"flag"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/resume"
	"github.com/recruitd/recruitd/taxonomy"
)

// factsCandidates are the fixture candidates, with their profiles, and each
// without its profile, as records whose facts live only in text.
func factsCandidates(t testing.TB) map[string]Candidate {
	t.Helper()
	out := map[string]Candidate{}
	for _, c := range []struct {
		resume  string
		profile *resume.Profile
	}{
		{"resume_icu_rn.txt", icuProfile()}, {"resume_new_grad_rn.txt", newGradProfile()}, {"resume_er_rn.txt", erProfile()},
		{"resume_pt.txt", ptProfile()}, {"resume_go_engineer.txt", goProfile()}, {"resume_welder.txt", welderProfile()},
	} {
		text := MustRead(t, c.resume)
		rec := recruitd.Candidate{ID: 7, Address: &houston, Profession: "Registered Nurse", Notes: "Texas RN license #123456, exp 04/2026."}
		out[c.resume] = Candidate{Record: rec, Profile: c.profile, ResumeText: text}
		out[c.resume+" (text only)"] = Candidate{Record: rec, ResumeText: text}
	}
	out["notes history"] = Candidate{Record: recruitd.Candidate{ID: 9, Address: &houston,
		Notes: "Surgical Trauma ICU RN at Columbia Memorial, 07/2023 - Present. Texas RN #845122, exp 09/2026; BLS current"}}
	out["minimal"] = Candidate{Record: recruitd.Candidate{ID: 8, FirstName: "Ann", LastName: "Lee", Email: "ann@example.com"}}
	return out
}

// TestPrepareFromFacts screens each fixture candidate prepared from its
// facts against every fixture job, on the day the facts were found and on
// later days (when expiries in them have passed), and expects exactly what
// Screen gives from the texts. The profile is not given beside the facts:
// they hold it.
func TestPrepareFromFacts(t *testing.T) {
	postings := []string{"icu_travel.txt", "er_rn.txt", "ld_rn.txt", "rt.txt", "pt_outpatient.txt", "go_backend.txt",
		"data_scientist.txt", "welder.txt", "cdl.txt", "accountant.txt", "medical_assistant.txt"}
	for name, c := range factsCandidates(t) {
		facts := Prepare(c, Options{AsOf: asOf}).Facts()
		texts := c
		texts.Profile = nil
		for _, later := range []int{0, 40, 400, 1200} {
			day := asOf.AddDate(0, 0, later)
			p, ok := PrepareFrom(texts, string(facts), Options{AsOf: day})
			if !ok {
				t.Fatalf("%s: facts of %s not read on %s", name, asOf.Format("2006-01-02"), day.Format("2006-01-02"))
			}
			if diff := cmp.Diff(Prepare(c, Options{AsOf: day}).Candidate(), p.Candidate()); diff != "" {
				t.Errorf("%s on %s: the candidate prepared from facts differs (-texts +facts):\n%s", name, day.Format("2006-01-02"), diff)
			}
			for _, posting := range postings {
				job, crit := MustJob(t, posting, houston)
				want := Screen(c, job, crit, Options{AsOf: day})
				if diff := cmp.Diff(want, p.Screen(job, crit)); diff != "" {
					t.Errorf("%s for %s on %s: prepared from facts differs from Screen (-want +got):\n%s",
						name, posting, day.Format("2006-01-02"), diff)
				}
			}
		}
	}
}

// TestPrepareFromStaleFacts expects facts that do not fit the candidate or
// the day to be refused, never read: another version, another resume text,
// an earlier day, and every truncation of them.
func TestPrepareFromStaleFacts(t *testing.T) {
	c := factsCandidates(t)["resume_icu_rn.txt"]
	facts := Prepare(c, Options{AsOf: asOf}).Facts()
	if _, ok := PrepareFrom(c, string(facts), Options{AsOf: asOf}); !ok {
		t.Fatal("fresh facts refused")
	}
	edited := c
	edited.ResumeText += "\nACLS, exp 2027-01-01"
	// A concept is written as its number in the taxonomy: one that has
	// none (no concept of this vocabulary) is not read back as another.
	unknown := Prepare(c, Options{AsOf: asOf})
	unknown.k.mentions[0].ref = taxonomy.RefOf("specialty:not-in-the-taxonomy")
	_, n := binary.Uvarint(facts)
	other := append(binary.AppendUvarint(nil, uint64(FactsVersion()+1)), facts[n:]...)
	for _, tc := range []struct {
		what  string
		c     Candidate
		facts []byte
		opt   Options
	}{
		{"another version", c, other, Options{AsOf: asOf}},
		{"an edited resume", edited, facts, Options{AsOf: asOf}},
		{"a day before the facts'", c, facts, Options{AsOf: asOf.AddDate(0, 0, -1)}},
		{"no facts", c, nil, Options{AsOf: asOf}},
		{"a concept the taxonomy does not hold", c, unknown.Facts(), Options{AsOf: asOf}},
	} {
		if _, ok := PrepareFrom(tc.c, string(tc.facts), tc.opt); ok {
			t.Errorf("facts read for %s", tc.what)
		}
	}
	for n := range len(facts) {
		if _, ok := PrepareFrom(c, string(facts[:n]), Options{AsOf: asOf}); ok {
			t.Errorf("facts cut to %d of %d bytes read", n, len(facts))
		}
	}
}

var updateFacts = flag.Bool("update-facts", false, "write testdata/facts.digest")

// TestFactsDigest pins the facts of the fixture candidates to FactsVersion:
// a change to the code that decides what preparing a candidate finds
// changes them, and stored facts of the old reading must then not be read as
// the new (raise factsForm). An edit of the taxonomy changes FactsVersion by
// itself; the pin is then written again (go test -run TestFactsDigest
// ./screening -args -update-facts).
func TestFactsDigest(t *testing.T) {
	cands := factsCandidates(t)
	h := sha256.New()
	for _, name := range slices.Sorted(maps.Keys(cands)) {
		fmt.Fprintf(h, "%s\n%x\n", name, Prepare(cands[name], Options{AsOf: asOf}).Facts())
	}
	version := strconv.FormatInt(FactsVersion(), 10)
	got := version + " " + hex.EncodeToString(h.Sum(nil))
	path := filepath.Join("testdata", "facts.digest")
	if *updateFacts {
		if err := os.WriteFile(path, []byte(got+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	wantVersion, _, _ := strings.Cut(strings.TrimSpace(string(want)), " ")
	switch {
	case got == strings.TrimSpace(string(want)):
	case wantVersion == version:
		t.Errorf("the facts of the fixtures changed under FactsVersion %s: raise factsForm, then go test -run TestFactsDigest ./screening -args -update-facts", version)
	default:
		t.Errorf("FactsVersion is %s (factsForm or the taxonomy changed), %s pins %s: go test -run TestFactsDigest ./screening -args -update-facts", version, path, wantVersion)
	}
}
