package index

import (
	"encoding/json"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/resume"
)

func ptr[T any](v T) *T { return &v }

func TestFacts(t *testing.T) {
	for _, tc := range []struct {
		name string
		job  recruitd.Job
		want JobFacts
	}{
		{"explicit fields win", recruitd.Job{Title: "RN", Description: "Nights, $40/hr, part-time", EmploymentType: "DIRECT",
			JobType: "full-time", Schedule: recruitd.Schedule{Shifts: []string{"day"}, HoursMin: ptr(40), HoursMax: ptr(40)},
			Compensation: recruitd.Compensation{Type: "salary", Minimum: ptr(90000.0)}, Remote: ptr(false)},
			JobFacts{JobType: "full-time", Shifts: []string{"day"}, CompType: "salary", CompMin: ptr(90000.0), HoursMin: ptr(40), HoursMax: ptr(40)}},
		{"travel contract from the description", recruitd.Job{Title: "Travel ICU RN", EmploymentType: "CONTRACT",
			Description: "13-week contract, night shift, 36 hours per week. Pay: $2,400 - $2,880 per week."},
			JobFacts{JobType: "contract", Shifts: []string{"night"}, CompType: "hourly", CompMin: ptr(2400.0 / 36), CompMax: ptr(80.0), HoursMin: ptr(36), HoursMax: ptr(36), Travel: true}},
		{"per diem hourly range", recruitd.Job{Title: "PRN Respiratory Therapist", EmploymentType: "DIRECT",
			Description: "Per diem; rotating weekends. $38-$45/hr."},
			JobFacts{JobType: "per-diem", Shifts: []string{"rotating", "weekend"}, CompType: "hourly", CompMin: ptr(38.0), CompMax: ptr(45.0)}},
		{"shift words and hours read by one table", recruitd.Job{Title: "Production Operator", EmploymentType: "DIRECT",
			Description: "Third shift (11p-7a), weekends as needed."},
			JobFacts{JobType: "full-time", Shifts: []string{"night", "8-hour", "weekend"}}},
		{"salary in thousands, remote", recruitd.Job{Title: "Senior Go Engineer (Remote)", EmploymentType: "DIRECT",
			Description: "Full-time. Salary $150k - $180k."},
			JobFacts{JobType: "full-time", CompType: "salary", CompMin: ptr(150000.0), CompMax: ptr(180000.0), Remote: true}},
		{"no pay and no shift; days in a deadline are no shift", recruitd.Job{Title: "Warehouse Associate", EmploymentType: "DIRECT",
			Description: "Start within 30 days. Remote monitoring of conveyors."},
			JobFacts{JobType: "full-time"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if diff := cmp.Diff(tc.want, Facts(tc.job)); diff != "" {
				t.Errorf("Facts (-want +got):\n%s", diff)
			}
		})
	}
}

func TestCandidateDocument(t *testing.T) {
	c := recruitd.Candidate{ID: 3, Profession: "Registered Nurse", Specialty: "MICU",
		Address: &recruitd.Address{City: "Austin", State: "TX", Zip: "78701"}, Status: &recruitd.Status{Name: "ACTIVE"}}
	profile := []byte(`{"professionalSummary":{"yearsOfExperience":6.5},
		"workHistory":[{"employer":"Seton","title":"Telemetry RN","startDate":"2018-01-01","endDate":null,"isCurrent":true}],
		"certifications":[{"name":"Texas RN License (multistate compact)"},{"name":"ACLS","issuingOrganization":"AHA"},
			{"name":"California RN License","expirationDate":"2020-01-31"}]}`)
	d := CandidateDocument(c, profile)
	kw := d.Keywords
	for field, want := range map[string]string{FieldSpecialty: "specialty:icu", FieldProfession: "profession:rn",
		FieldCert: "cert:acls", FieldStatus: "ACTIVE", FieldState: "TX", FieldLicenseState: "FL"} {
		found := false
		for _, v := range kw[field] {
			found = found || v == want
		}
		if !found {
			t.Errorf("keywords[%s] = %v, want %s among them", field, kw[field], want)
		}
	}
	for _, st := range kw[FieldLicenseState] {
		if st == "CA" {
			t.Error("California counted: the Texas compact licence does not cover it and the California one expired in 2020")
		}
	}
	if d.Lat == nil || *d.Lat < 30 || *d.Lat > 30.5 || d.Numbers[NumYears] != 6.5 {
		t.Errorf("point %v, years %v; want Austin and 6.5", d.Lat, d.Numbers[NumYears])
	}
	noted := CandidateDocument(recruitd.Candidate{ID: 5, Notes: "Recruiter intake: Truck Driver. Regional dry van at Crossroads Carriers (Atlanta), 12/2021 - Present. Lives Atlanta 30310."}, nil)
	if !slices.Contains(noted.Keywords[FieldSpecialty], "specialty:tractor-trailer") {
		t.Errorf("a history only the notes state: specialties %v, want the tractor-trailer driver's", noted.Keywords[FieldSpecialty])
	}
	none := CandidateDocument(recruitd.Candidate{ID: 4, Address: &recruitd.Address{City: "Atlantis", State: "ZZ"}}, nil)
	if none.Lat != nil || none.Keywords[FieldState] != nil {
		t.Errorf("an unknown place got a point or state: %v %v", none.Lat, none.Keywords)
	}
}

func TestJobDocument(t *testing.T) {
	j := recruitd.Job{ID: 9, Title: "ICU Registered Nurse", Description: "Nights. $60-$75/hr.", Status: "OPEN",
		EmploymentType: "CONTRACT", StartDate: 1767225600, Address: recruitd.Address{Zip: "10001"},
		Requirements: recruitd.Requirements{LicenseState: "New York"}}
	d := JobDocument(j)
	want := map[string][]string{
		FieldStatus: {"OPEN"}, FieldProfession: {"profession:rn"}, FieldSpecialty: {"specialty:acute-care", "specialty:icu"},
		FieldJobType: {"contract"}, FieldShift: {"night"}, FieldRemote: {"false"}, FieldTravel: {"false"}, FieldEmploymentType: {"CONTRACT"},
		FieldCompType: {"hourly"}, FieldLicenseState: {"NY"}, FieldState: {"NY"},
	}
	if diff := cmp.Diff(want, d.Keywords); diff != "" {
		t.Errorf("job keywords (-want +got):\n%s", diff)
	}
	if d.Numbers[NumCompMin] != 60 || d.Numbers[NumCompMax] != 75 || d.Numbers[NumStartDate] != 1767225600 || d.Lat == nil {
		t.Errorf("numbers %v point %v", d.Numbers, d.Lat)
	}
}

func TestTravelAssignment(t *testing.T) {
	for _, tc := range []struct {
		text   string
		travel bool
	}{
		{"ICU RN - 13-week travel contract in Austin.", true},
		{"Local and travel candidates welcome.", true},
		{"Travelers are welcome to apply.", true},
		{"$38/hr + $110/day per diem for hands\nliving outside 60 mi.", true},
		{"Per diem RN, days, local candidates.", false},
		{"Housing stipend for nurses with a tax home 50+ miles away.", true},
		{"Travel Nurse - Labor & Delivery", true},
		{"TRAVEL TELE RN - tampa fl 33606. 13wk. 36hr/wk days OR nights.", true},
		{"Travel ICU Nurse - Boston, Massachusetts", true},
		{"Agency: travel med-surg RN contract, 13 weeks.", true},
		{"Field service technician. Travel required up to 50%.", false},
		{"Travel up to 25% between our two clinics; RN license required.", false},
		{"Staff RN, day shift, full-time benefits.", false},
		{"This is a staff position, not a travel contract; no relocation package.", false},
		{"Permanent role. No travelers, no per diem.", false},
		{"Non-travel, full-time ICU RN position.", false},
		{"Travel nurses will not be considered for this opening.", false},
		{"Not a travel contract? We have those too: 13-week travel assignments open in Dallas.", true},
	} {
		if got := Facts(recruitd.Job{Description: tc.text}).Travel; got != tc.travel {
			t.Errorf("Facts(%q).Travel = %v, want %v", tc.text, got, tc.travel)
		}
	}
	for _, tc := range []struct {
		text   string
		remote bool
	}{
		{"This is a fully remote position.", true},
		{"We are hybrid and do not hire fully remote for this role.", false},
		{"Remote role open to candidates in any state.", true},
		{"On site five days a week; work from home is not an option.", false},
		{"Telemetry unit: remote monitoring of 48 beds.", false},
	} {
		if got := Facts(recruitd.Job{Description: tc.text}).Remote; got != tc.remote {
			t.Errorf("Facts(%q).Remote = %v, want %v", tc.text, got, tc.remote)
		}
	}
	for _, title := range []string{"Travel Agent", "Corporate Travel Coordinator", "Travel Nurse Recruiter"} {
		if Facts(recruitd.Job{Title: title, Description: "Book travel nurse assignments for our clients."}).Travel {
			t.Errorf("%q is a job in the travel trade, not a travel assignment", title)
		}
	}
}

func TestCandidatePlace(t *testing.T) {
	profile := func(home *resume.Location, jobs ...resume.Job) []byte {
		p := resume.Profile{WorkHistory: jobs}
		if home != nil {
			p.PersonalInfo = &resume.PersonalInfo{Location: home}
		}
		b, err := json.Marshal(p)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	job := func(city, state string, current, remote bool) resume.Job {
		return resume.Job{Employer: "E", Title: "T", IsCurrent: current, Location: &resume.JobLocation{City: city, State: state, Remote: remote}}
	}
	for _, tc := range []struct {
		name    string
		address *recruitd.Address
		profile []byte
		state   string // "" for none
		point   bool
		notes   string
	}{
		{"the record's address first", &recruitd.Address{Zip: "78701"}, profile(&resume.Location{City: "Denver", State: "CO"}), "TX", true, ""},
		{"the resume's home", nil, profile(&resume.Location{City: "Denver", State: "CO"}, job("Austin", "TX", true, false)), "CO", true, ""},
		{"no home: the current job's place", nil, profile(nil, job("Boise", "ID", false, false), job("Austin", "TX", true, false)), "TX", true, ""},
		{"no current job: the latest", nil, profile(nil, job("Boise", "ID", false, false), job("Austin", "TX", false, false)), "ID", true, ""},
		{"a remote job is no place", nil, profile(nil, job("Austin", "TX", true, true)), "", false, ""},
		{"an address without a place keeps looking", &recruitd.Address{Address1: "1 Main St"}, profile(nil, job("Austin", "TX", true, false)), "TX", true, ""},
		{"a state alone", &recruitd.Address{State: "Ohio"}, nil, "OH", false, ""},
		{"where the notes say the candidate lives", nil, profile(nil, job("Austin", "TX", true, false)), "WA", true,
			"Cand: Saoirse Eriksen. Lives Tacoma, WA 98493.\nCurrently QA Tester, Cedar Ridge Technologies."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := CandidateDocument(recruitd.Candidate{ID: 1, Address: tc.address, Notes: tc.notes}, tc.profile)
			var state string
			if s := d.Keywords[FieldState]; len(s) == 1 {
				state = s[0]
			}
			if state != tc.state || (d.Lat != nil) != tc.point {
				t.Errorf("state %q, point %v; want %q, %v", state, d.Lat != nil, tc.state, tc.point)
			}
		})
	}
}

// TestLicensedStatesAsScreeningReadsThem: the licensure filter reads a
// certification entry as screening does (taxonomy.ReadEntry).
func TestLicensedStatesAsScreeningReadsThem(t *testing.T) {
	for _, tc := range []struct {
		name   string
		entry  resume.Certification
		has    []string
		hasNot []string
	}{
		{"a bare title with a state code and an expiry", resume.Certification{Name: "IL RN", ExpirationDate: "2099-05-01"}, []string{"IL"}, []string{"TX"}},
		{"a title issued by a state board", resume.Certification{Name: "Registered Nurse", IssuingOrganization: "Illinois Board of Nursing"}, []string{"IL"}, nil},
		{"a multistate licence", resume.Certification{Name: "RN license, Georgia - Multistate/Compact NLC"}, []string{"GA", "TX", "FL"}, []string{"IL", "CA"}},
		{"expired", resume.Certification{Name: "Texas RN License", ExpirationDate: "2001-01-01"}, nil, []string{"TX"}},
		{"applied for", resume.Certification{Name: "Oregon RN license - application pending"}, nil, []string{"OR"}},
		{"a certification is no licence", resume.Certification{Name: "BLS", IssuingOrganization: "American Heart Association"}, nil, []string{"TX"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, states := readCredentials([]resume.Certification{tc.entry}, "2026-11-27")
			for _, st := range tc.has {
				if !slices.Contains(states, st) {
					t.Errorf("states %v lack %s", states, st)
				}
			}
			for _, st := range tc.hasNot {
				if slices.Contains(states, st) {
					t.Errorf("states %v hold %s", states, st)
				}
			}
		})
	}
}

// TestLicencesInNotes: a record whose facts live only in its notes is
// licensed where the notes say, and a job's place in them is no licence.
func TestLicencesInNotes(t *testing.T) {
	c := recruitd.Candidate{ID: 1, FirstName: "T", LastName: "S", Email: "t@example.com", StatusID: 1, Profession: "RN",
		Notes: "Spoke with candidate - Currently Registered Nurse on CVICU at Alamo Heights Medical Center (San Antonio, TX) 09/2020-present. " +
			"Lic: OR RN #3220883 exp 03/28. Certs: BLS; ACLS (AHA) (expires 2029-07-31)."}
	kw := CandidateDocument(c, nil).Keywords
	if !slices.Equal(kw[FieldLicenseState], []string{"OR"}) {
		t.Errorf("licence states %v, want [OR] (the notes' licence, not the employer's state)", kw[FieldLicenseState])
	}
	if !slices.Contains(kw[FieldCert], "cert:acls") {
		t.Errorf("certifications %v lack the notes' ACLS", kw[FieldCert])
	}
}
