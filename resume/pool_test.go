package resume

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/recruitd/recruitd/geo"
	"github.com/recruitd/recruitd/taxonomy"
)

// The dev1 matching pool (screening/eval/testdata/pools/dev1, see its README.md) holds 361
// resumes written for matching by someone who had not read our code, with each candidate's
// truth: home ZIP, licences (type, state, compact) and certifications. TestPoolResumes parses
// every one and checks what matching reads from the profile: each licence must be an entry
// that taxonomy.ReadEntry reads as that licence in its state (SPEC 2.15 has no state field, so
// the state lives in the entry's name or issuer), each certification an entry of its own, and
// the home a place geo.Resolve knows, near the truth's ZIP.

// poolDir is the development pool; other pools are kept for measures this package never sees.
var poolDir = filepath.Join("..", "screening", "eval", "testdata", "pools", "dev1")

// poolAsOf is the pool's as-of date (its meta.json).
var poolAsOf = time.Date(2026, 11, 27, 0, 0, 0, 0, time.UTC)

// poolFloors are the figures measured on the spec-minimal candidates (whose licences and home
// only the resume tells), minus a little: the test fails under them.
var poolFloors = map[string]float64{
	"licence": 0.92, "holder": 0.92, "cert": 0.96, "glued": 0.98, "home": 0.87, "placed": 0.95,
}

// poolLicences are the pool's licence types as taxonomy concepts.
var poolLicences = map[string]taxonomy.ID{
	"RN": "license:rn", "LPN": "license:lpn", "RCP": "license:rt", "RAD": "license:radiography",
	"PT": "license:pt", "PTA": "license:pta", "CDL_A": "license:cdl-a", "CDL_B": "license:cdl-b",
	"ELEC_JOURNEYMAN": "license:electrician-journeyman", "ELEC_MASTER": "license:electrician-master",
	"ELEC_APPRENTICE": "license:electrician-apprentice",
}

// poolCertNames are the pool's certifications the taxonomy does not know, as the words an
// entry naming them holds. DPT, a degree the pool lists with the credentials, is read as
// education and not looked for here.
var poolCertNames = map[string]string{
	"AWHONN": "awhonn", "ASME_IX": "asme section ix", "API1104": "api 1104", "NPS": "nps", "RPSGT": "rpsgt",
	"OCS": "ocs", "BB_ASCP": "sbb", "PLC": "plc", "NABCEP": "nabcep",
}

// poolCerts are the pool's certifications the taxonomy knows, as its concepts.
var poolCerts = map[string]taxonomy.ID{
	"BLS": "cert:bls", "ACLS": "cert:acls", "PALS": "cert:pals", "NRP": "cert:nrp", "TNCC": "cert:tncc",
	"CCRN": "cert:ccrn", "PCCN": "cert:pccn", "CEN": "cert:cen", "CNOR": "cert:cnor", "RNC-OB": "cert:rnc-ob",
	"RNC-MNN": "cert:rnc-mnn", "ONS": "cert:chemo-biotherapy", "DOT_MED": "cert:dot-medical",
	"ARRT_R": "cert:arrt-r", "ARRT_CT": "cert:arrt-ct", "ARRT_MR": "cert:arrt-mr", "CST": "cert:cst",
	"CRCST": "cert:crcst", "RRT": "cert:rrt", "CRT": "cert:crt", "MLS_ASCP": "cert:mls-ascp",
	"MLT_ASCP": "cert:mlt-ascp", "EPA608_UNIVERSAL": "cert:epa-608-universal",
	"EPA608_TYPE2": "cert:epa-608-type-2", "AWS_D11": "cert:aws-welder", "OSHA10": "cert:osha-10",
	"OSHA30": "cert:osha-30", "NATE": "cert:nate", "FORKLIFT": "cert:forklift",
}

type poolCandidate struct {
	Key   string `json:"key"`
	Truth struct {
		Zip      string `json:"zip"`
		Licences []struct {
			Type       string `json:"type"`
			State      string `json:"state"`
			Multistate bool   `json:"multistate"`
		} `json:"licences"`
		Certs []struct {
			Name string `json:"name"`
		} `json:"certs"`
	} `json:"truth"`
	Body   map[string]any `json:"body"`
	Resume string         `json:"resume"`
}

// minimal reports a spec-minimal record: the resume is all matching knows of the candidate.
func (c poolCandidate) minimal() bool {
	for k := range c.Body {
		switch k {
		case "firstName", "lastName", "email", "statusId":
		default:
			return false
		}
	}
	return true
}

// poolCount is one figure over the pool: right of expected, for all candidates and for the
// spec-minimal ones.
type poolCount struct{ right, expected, minRight, minExpected int }

func (c *poolCount) add(ok, minimal bool) {
	c.expected++
	if ok {
		c.right++
	}
	if minimal {
		c.minExpected++
		if ok {
			c.minRight++
		}
	}
}

func (c poolCount) String() string {
	return fmt.Sprintf("spec-minimal %d/%d (%.3f), all %d/%d (%.3f)",
		c.minRight, c.minExpected, ratio(c.minRight, c.minExpected), c.right, c.expected, ratio(c.right, c.expected))
}

// poolEntry is a certification entry as matching reads it.
type poolEntry struct {
	name string
	e    taxonomy.Entry
}

// licenceIn reports whether an entry reads as the licence: its concept (or a finer one), the
// state, and compact wording when the licence is multistate.
func licenceIn(entries []poolEntry, id taxonomy.ID, state string, multistate bool) bool {
	return slices.ContainsFunc(entries, func(pe poolEntry) bool {
		return slices.ContainsFunc(pe.e.IDs, func(x taxonomy.ID) bool { return taxonomy.IsA(x, id) }) &&
			slices.Contains(pe.e.States, state) && (!multistate || pe.e.Multistate)
	})
}

// certIn reports whether an entry names the certification.
func certIn(t *testing.T, entries []poolEntry, name string) bool {
	id, known := poolCerts[name]
	words, named := poolCertNames[name]
	if !known && !named {
		t.Fatalf("certification %q has no concept or words here", name)
	}
	return slices.ContainsFunc(entries, func(pe poolEntry) bool {
		if known {
			return slices.ContainsFunc(pe.e.IDs, func(x taxonomy.ID) bool { return taxonomy.IsA(x, id) })
		}
		return containsFold(pe.name, words)
	})
}

// TestPoolResumes measures licences, certifications and the home read from the dev1 pool's
// resumes; with -v it lists each miss with the entries the profile has.
func TestPoolResumes(t *testing.T) {
	raw, err := os.ReadFile(filepath.Join(poolDir, "candidates.json"))
	if err != nil {
		t.Fatal(err)
	}
	var cands []poolCandidate
	if err := json.Unmarshal(raw, &cands); err != nil {
		t.Fatalf("candidates.json: %v", err)
	}
	var lic, holders, cert, glued, home, placed poolCount
	for _, c := range cands {
		if c.Resume == "" {
			continue
		}
		data, err := os.ReadFile(filepath.Join(poolDir, c.Resume))
		if err != nil {
			t.Fatal(err)
		}
		res, err := (&Parser{}).Parse(context.Background(), data, Options{AsOf: poolAsOf})
		if err != nil {
			t.Errorf("%s: %v", c.Key, err)
			continue
		}
		var entries []poolEntry
		for _, pc := range res.Profile.Certifications {
			entries = append(entries, poolEntry{pc.Name + " | " + pc.IssuingOrganization,
				taxonomy.ReadEntry(pc.Name, pc.IssuingOrganization, pc.ExpirationDate != "")})
		}
		var misses []string
		all := true
		for _, l := range c.Truth.Licences {
			id, ok := poolLicences[l.Type]
			if !ok {
				t.Fatalf("%s: licence type %q has no concept here", c.Key, l.Type)
			}
			found := licenceIn(entries, id, l.State, l.Multistate)
			lic.add(found, c.minimal())
			all = all && found
			if !found {
				misses = append(misses, fmt.Sprintf("licence %s %s multistate=%v", l.Type, l.State, l.Multistate))
			}
		}
		if len(c.Truth.Licences) > 0 {
			holders.add(all, c.minimal())
		}
		// credentials the truth lists, as concepts, to tell glued entries: an entry naming two
		// of them holds two credentials
		var want []taxonomy.ID
		for _, l := range c.Truth.Licences {
			if !slices.Contains(want, poolLicences[l.Type]) {
				want = append(want, poolLicences[l.Type])
			}
		}
		for _, x := range c.Truth.Certs {
			if x.Name == "DPT" {
				continue
			}
			found := certIn(t, entries, x.Name)
			cert.add(found, c.minimal())
			if !found {
				misses = append(misses, "cert "+x.Name)
			}
			if id, ok := poolCerts[x.Name]; ok {
				want = append(want, id)
			}
		}
		for _, pe := range entries {
			n := 0
			for _, w := range want {
				if slices.ContainsFunc(pe.e.IDs, func(x taxonomy.ID) bool { return x == w }) {
					n++
				}
			}
			if n == 0 {
				continue
			}
			glued.add(n == 1, c.minimal())
			if n > 1 {
				misses = append(misses, fmt.Sprintf("glued: %q", pe.name))
			}
		}
		truth, ok := geo.LookupZIP(c.Truth.Zip)
		if !ok {
			t.Fatalf("%s: truth ZIP %q unknown", c.Key, c.Truth.Zip)
		}
		near := func(zip, city, state string) bool {
			p, ok := geo.Resolve(zip, city, state)
			return ok && geo.DistanceMiles(p.Point(), truth.Point()) <= 30
		}
		var where string
		okHome := false
		if loc := res.Profile.PersonalInfo.location(); loc != nil {
			where = loc.City + ", " + loc.State + " " + loc.ZipCode
			okHome = near(loc.ZipCode, loc.City, loc.State)
		}
		home.add(okHome, c.minimal())
		if !okHome {
			misses = append(misses, fmt.Sprintf("home: want near %s, got %q", c.Truth.Zip, where))
		}
		placed.add(okHome || matchingPlace(res.Profile, near), c.minimal())
		if testing.Verbose() && len(misses) > 0 {
			var names []string
			for _, pe := range entries {
				names = append(names, pe.name)
			}
			t.Logf("%s (%s, minimal=%v):\n  %s\n  entries: %q", c.Key, c.Resume, c.minimal(), strings.Join(misses, "\n  "), names)
		}
	}
	t.Logf("licences read with their state: %s", lic)
	t.Logf("licence holders with every licence read: %s", holders)
	t.Logf("certifications found: %s", cert)
	t.Logf("entries naming one credential: %s", glued)
	t.Logf("home placed within 30 miles of the truth's ZIP: %s", home)
	t.Logf("placed there as matching places a candidate (the home, else the current job's place): %s", placed)
	for name, c := range map[string]poolCount{"licence": lic, "holder": holders, "cert": cert, "glued": glued, "home": home, "placed": placed} {
		if got := ratio(c.minRight, c.minExpected); got < poolFloors[name] {
			t.Errorf("spec-minimal %s: %.3f, under its floor of %.2f", name, got, poolFloors[name])
		}
	}
}

// matchingPlace reports whether the place matching takes for a candidate without an address
// (index.CandidatePlace: the resume's home, else the current job's place, else an earlier
// job's) is near the truth, when there is no home.
func matchingPlace(p Profile, near func(zip, city, state string) bool) bool {
	if loc := p.PersonalInfo.location(); loc != nil {
		if _, ok := geo.Resolve(loc.ZipCode, loc.City, loc.State); ok {
			return false // the home is the place, and it is not near
		}
	}
	for _, current := range []bool{true, false} {
		for _, j := range p.WorkHistory {
			if j.IsCurrent != current || j.Location == nil || j.Location.Remote {
				continue
			}
			if _, ok := geo.Resolve("", j.Location.City, j.Location.State); ok {
				return near("", j.Location.City, j.Location.State)
			}
		}
	}
	return false
}

// location is the profile's home, nil when none.
func (pi *PersonalInfo) location() *Location {
	if pi == nil {
		return nil
	}
	return pi.Location
}
