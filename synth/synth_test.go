package synth

import (
	"bytes"
	"encoding/json"
	"math"
	"net/mail"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/geo"
	"github.com/recruitd/recruitd/index"
	"github.com/recruitd/recruitd/records"
	"github.com/recruitd/recruitd/resume"
	"github.com/recruitd/recruitd/screening/criteria"
	"github.com/recruitd/recruitd/taxonomy"
)

func TestDeterministic(t *testing.T) {
	cands := slices.Collect(Candidates(42, 300))
	// reflect.DeepEqual first: cmp.Diff over hundreds of records is slow.
	if again := slices.Collect(Candidates(42, 300)); !reflect.DeepEqual(cands, again) {
		t.Fatalf("Candidates(42, 300) twice differ (-first +second):\n%s", cmp.Diff(cands, again))
	}
	if short := slices.Collect(Candidates(42, 50)); !reflect.DeepEqual(cands[:50], short) {
		t.Errorf("Candidates(42, 50) is not the start of Candidates(42, 300):\n%s", cmp.Diff(cands[:50], short))
	}
	if one := Candidate(42, 123); !reflect.DeepEqual(cands[123], one) {
		t.Errorf("Candidate(42, 123) differs from the 124th of Candidates(42, 300):\n%s", cmp.Diff(cands[123], one))
	}
	other := slices.Collect(Candidates(43, 300))
	same := 0
	for i := range other {
		if other[i].FirstName == cands[i].FirstName && other[i].Profession == cands[i].Profession && other[i].Address.Zip == cands[i].Address.Zip {
			same++
		}
	}
	if same > 3 {
		t.Errorf("seeds 42 and 43 agree on %d of 300 candidates, want different records", same)
	}

	jobs := slices.Collect(Jobs(42, 100))
	if again := slices.Collect(Jobs(42, 100)); !reflect.DeepEqual(jobs, again) {
		t.Fatalf("Jobs(42, 100) twice differ:\n%s", cmp.Diff(jobs, again))
	}
	if short := slices.Collect(Jobs(42, 10)); !reflect.DeepEqual(jobs[:10], short) {
		t.Errorf("Jobs(42, 10) is not the start of Jobs(42, 100):\n%s", cmp.Diff(jobs[:10], short))
	}
}

// strictProfile decodes a profile document, refusing fields that
// resume.Profile does not have.
func strictProfile(t *testing.T, doc []byte) resume.Profile {
	t.Helper()
	dec := json.NewDecoder(bytes.NewReader(doc))
	dec.DisallowUnknownFields()
	var p resume.Profile
	if err := dec.Decode(&p); err != nil {
		t.Fatalf("profile does not decode into resume.Profile: %v\n%s", err, doc)
	}
	return p
}

func TestCandidatesAreValid(t *testing.T) {
	const n = 3000
	emails := map[string]int{}
	asOfDate := asOf.Format(time.DateOnly)
	for i, c := range slices.Collect(Candidates(7, n)) {
		if c.FirstName == "" || c.LastName == "" || c.Profession == "" {
			t.Fatalf("candidate %d lacks a name or profession: %+v", i, c.Candidate)
		}
		key := strings.ToLower(c.Email)
		if j, dup := emails[key]; dup {
			t.Errorf("candidates %d and %d share the email %s", j, i, c.Email)
		}
		emails[key] = i
		if a, err := mail.ParseAddress(c.Email); err != nil || a.Address != c.Email {
			t.Errorf("candidate %d: email %q is not an address", i, c.Email)
		}
		if !strings.Contains(c.Phone, "555-01") {
			t.Errorf("candidate %d: phone %q is not a fictional 555-01xx number", i, c.Phone)
		}
		place, ok := geo.LookupZIP(c.Address.Zip)
		if !ok || place.City != c.Address.City || place.State != c.Address.State {
			t.Errorf("candidate %d: address %+v is not a ZIP geo knows (%+v)", i, c.Address, place)
		}
		if c.StatusID != 0 || c.Status != nil && c.Status.Name != "INACTIVE" && c.Status.Name != "PENDING" {
			t.Errorf("candidate %d: status %d %+v, want the default or a CANDIDATE status by name", i, c.StatusID, c.Status)
		}
		ids := taxonomy.Normalize(c.Profession + "\n" + c.Specialty)
		for _, want := range []string{c.Profession, c.Specialty} {
			if want != "" && len(taxonomy.Normalize(want)) == 0 {
				t.Errorf("candidate %d: %q names no taxonomy concept (%v)", i, want, ids)
			}
		}

		p := strictProfile(t, c.Profile)
		if p.PersonalInfo.Contact.Email != c.Email || p.PersonalInfo.Location.ZipCode != c.Address.Zip {
			t.Errorf("candidate %d: profile contact %+v disagrees with the record", i, p.PersonalInfo.Contact)
		}
		if len(p.WorkHistory) == 0 || len(p.WorkHistory) > 5 || len(p.Education) == 0 {
			t.Errorf("candidate %d: %d positions and %d schools, want 1-5 and some", i, len(p.WorkHistory), len(p.Education))
		}
		for k, j := range p.WorkHistory {
			if j.StartDate > asOfDate || j.IsCurrent != (j.EndDate == nil) || k > 0 && j.StartDate >= p.WorkHistory[k-1].StartDate {
				t.Errorf("candidate %d: position %d %+v is out of order or in the future", i, k, j)
			}
			if !strings.Contains(c.ResumeText, j.Employer) || !strings.Contains(c.ResumeText, j.Title) {
				t.Errorf("candidate %d: resume text lacks position %q at %q", i, j.Title, j.Employer)
			}
			for _, r := range j.Responsibilities {
				if !strings.Contains(c.ResumeText, r) {
					t.Errorf("candidate %d: resume text lacks %q", i, r)
				}
			}
		}
		for _, ct := range p.Certifications {
			if !strings.Contains(c.ResumeText, ct.Name+", "+ct.IssuingOrganization) && !strings.Contains(c.ResumeText, ct.Name+" - "+ct.IssuingOrganization) {
				t.Errorf("candidate %d: resume text lacks %q", i, ct.Name)
			}
			if ct.ExpirationDate != "" && ct.ExpirationDate <= ct.IssueDate {
				t.Errorf("candidate %d: %s expires %s, before it was issued %s", i, ct.Name, ct.ExpirationDate, ct.IssueDate)
			}
			if ct.CredentialID != "" {
				checkLicense(t, i, c, ct)
			}
		}
		if y := *p.ProfessionalSummary.YearsOfExperience; y <= 0 || y > 36 {
			t.Errorf("candidate %d: %v years of experience", i, y)
		}
	}
}

// checkLicense checks a licence's state and that the index files the
// candidate under every state it is valid in.
func checkLicense(t *testing.T, i int, c records.BulkCandidate, ct resume.Certification) {
	t.Helper()
	states := taxonomy.FindStates(ct.IssuingOrganization)
	if len(states) != 1 {
		t.Errorf("candidate %d: licence %q issued by %q names states %v, want one", i, ct.Name, ct.IssuingOrganization, states)
		return
	}
	code := strings.TrimPrefix(string(states[0].ID), "state:")
	multi := strings.Contains(ct.Name, "Multistate")
	if multi && len(taxonomy.LicensedStates("license:rn", code, true)) == 1 {
		t.Errorf("candidate %d: multistate licence from %s, which issues none", i, code)
	}
	if !strings.HasPrefix(c.Profession, "Registered Nurse") && c.Profession != "LPN" {
		return
	}
	doc := index.CandidateDocument(c.Candidate, c.Profile)
	got := doc.Keywords[index.FieldLicenseState]
	if !slices.Contains(got, code) || multi != (len(got) > 1) {
		t.Errorf("candidate %d: licence %q of %s is indexed as valid in %v", i, ct.Name, code, got)
	}
}

func TestMix(t *testing.T) {
	var total float64
	for _, p := range mix {
		total += p.share
		if _, ok := taxonomy.Lookup(p.id); !ok {
			t.Errorf("profession %s is not in the taxonomy", p.id)
		}
		if p.license != nil {
			if _, ok := taxonomy.Lookup(p.license.id); !ok {
				t.Errorf("licence %s is not in the taxonomy", p.license.id)
			}
			if ids := taxonomy.Normalize(p.license.name); !slices.Contains(ids, p.license.id) {
				t.Errorf("licence name %q normalizes to %v, want %s", p.license.name, ids, p.license.id)
			}
		}
		var specTotal float64
		certs := slices.Clone(p.certs)
		for _, s := range p.specialties {
			specTotal += s.w
			if ids := taxonomy.Normalize(s.name); !slices.Contains(ids, s.id) {
				t.Errorf("specialty name %q normalizes to %v, want %s", s.name, ids, s.id)
			}
			certs = append(certs, s.certs...)
		}
		if p.specialties != nil && math.Abs(specTotal-100) > 1e-9 {
			t.Errorf("%s: specialty weights sum to %v, want 100", p.name, specTotal)
		}
		for _, c := range certs {
			if _, ok := taxonomy.Lookup(c.id); !ok {
				t.Errorf("certification %s is not in the taxonomy", c.id)
			}
			if ids := taxonomy.Normalize(c.name); !slices.Contains(ids, c.id) {
				t.Errorf("certification name %q normalizes to %v, want %s", c.name, ids, c.id)
			}
		}
	}
	if math.Abs(total-100) > 1e-9 {
		t.Errorf("profession shares sum to %v, want 100", total)
	}

	counts := map[string]int{}
	specs := map[string]int{}
	const n = 10000
	for c := range Candidates(3, n) {
		counts[c.Profession]++
		if c.Profession == "Registered Nurse" {
			specs[c.Specialty]++
		}
	}
	pct := func(k, of int) float64 { return float64(k) * 100 / float64(of) }
	for _, tc := range []struct {
		got, want float64 // percent
		what      string
	}{
		{pct(counts["Registered Nurse"], n), 35, "registered nurses"},
		{pct(counts["CNA"], n), 8, "CNAs"},
		{pct(counts["Software Engineer"], n), 3.5, "software engineers"},
		{pct(specs["ICU"], counts["Registered Nurse"]), 12, "ICU nurses among RNs"},
	} {
		if math.Abs(tc.got-tc.want) > tc.want*0.15 {
			t.Errorf("%s = %.1f%%, want about %v%%", tc.what, tc.got, tc.want)
		}
	}
}

func TestPlaces(t *testing.T) {
	for _, m := range metros {
		if _, ok := geo.LookupZIP(m.zip); !ok {
			t.Errorf("metro centre %s is not a ZIP geo knows", m.zip)
		}
	}
	tb := places()
	for i, near := range tb.near {
		if len(near) == 0 {
			t.Errorf("metro %s has no ZIP within %d miles", metros[i].zip, metroRadius)
		}
	}
	nyc, _ := geo.LookupZIP("10001")
	fargo, _ := geo.LookupZIP("58102")
	var nearNYC, nearFargo int
	const n = 20000
	r := newRand(1, 0, 0)
	for range n {
		p := pickPlace(r).Point()
		if geo.DistanceMiles(p, nyc.Point()) <= metroRadius {
			nearNYC++
		}
		if geo.DistanceMiles(p, fargo.Point()) <= metroRadius {
			nearFargo++
		}
	}
	// New York holds about 10% of the metros' weight, which is 80% of places.
	if share := float64(nearNYC) / n; share < 0.06 || share > 0.11 {
		t.Errorf("places near New York = %.1f%%, want about 8%%", share*100)
	}
	if nearFargo*10 > nearNYC {
		t.Errorf("places near Fargo = %d, near New York %d; want far fewer", nearFargo, nearNYC)
	}
	if _, ok := slices.BinarySearchFunc(tb.tail, "56915", func(p place, zip string) int { return strings.Compare(p.ZIP, zip) }); ok {
		t.Error("the tail holds 56915 (Parcel Return Service), not a place where people live")
	}
}

func TestJobsAreValid(t *testing.T) {
	types := []string{"full-time", "part-time", "per-diem", "contract"}
	open := 0
	const n = 1000
	for i, j := range slices.Collect(Jobs(11, n)) {
		if j.Title == "" || j.Description == "" || j.Profession == "" {
			t.Fatalf("job %d lacks a title, description or profession: %+v", i, j)
		}
		if j.Status == recruitd.JobOpen {
			open++
		}
		if !slices.Contains([]string{recruitd.JobOpen, recruitd.JobClosed, recruitd.JobOnHold, recruitd.JobFilled}, j.Status) ||
			!slices.Contains([]string{recruitd.EmploymentDirect, recruitd.EmploymentContract}, j.EmploymentType) ||
			!slices.Contains(types, j.JobType) {
			t.Errorf("job %d: status %q, employment %q, type %q", i, j.Status, j.EmploymentType, j.JobType)
		}
		if j.StartDate <= asOf.Unix() || j.StartDate > asOf.AddDate(0, 4, 0).Unix() {
			t.Errorf("job %d starts at %d, want within months after %v", i, j.StartDate, asOf)
		}
		if place, ok := geo.LookupZIP(j.Address.Zip); !ok || place.State != j.Address.State {
			t.Errorf("job %d: address %+v is not a ZIP geo knows", i, j.Address)
		}
		if c := j.Compensation; c.Minimum == nil || c.Maximum == nil || *c.Minimum <= 0 || *c.Minimum > *c.Maximum {
			t.Errorf("job %d: compensation %+v", i, c)
		}
		got := criteria.FromJob(nil, j.Description)
		if len(got) == 0 {
			t.Errorf("job %d: no criteria extracted from\n%s", i, j.Description)
			continue
		}
		if j.Requirements.LicenseState != "" {
			found := false
			for _, c := range got {
				if c.Type == criteria.TypeLicense && c.Importance == recruitd.Required && slices.Contains(c.States, j.Requirements.LicenseState) {
					found = true
				}
			}
			if !found {
				t.Errorf("job %d: no required licence criterion for %s in %+v\n%s", i, j.Requirements.LicenseState, got, j.Description)
			}
		}
		for _, cert := range j.Requirements.Certifications {
			ids := taxonomy.Normalize(cert)
			found := false
			for _, c := range got {
				if c.Importance == recruitd.Required && slices.ContainsFunc(ids, func(id taxonomy.ID) bool { return slices.Contains(c.Concepts, id) }) {
					found = true
				}
			}
			if !found {
				t.Errorf("job %d: required certification %q not extracted as required from\n%s", i, cert, j.Description)
			}
		}
	}
	if share := float64(open) / n; share < 0.8 || share > 0.9 {
		t.Errorf("open jobs = %.0f%%, want about 85%%", share*100)
	}
}

func BenchmarkCandidate(b *testing.B) {
	places() // built once per process, outside the timing
	i := 0
	for b.Loop() {
		Candidate(1, i)
		i++
	}
}
