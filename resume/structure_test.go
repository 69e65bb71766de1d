package resume

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

const nurseResume = `JANE A. DOE, RN, BSN
123 Main Street, Austin, TX 78701 | (512) 555-0147 | jane.doe@example.com
linkedin.com/in/janedoe | Willing to relocate

PROFESSIONAL SUMMARY
Compassionate Registered Nurse with 8+ years of experience in ICU and emergency settings.

EXPERIENCE
Registered Nurse, ICU                                   Mar 2019 – Present
St. David's Medical Center, Austin, TX
• Provide care for 2-3 critically ill patients per shift
• Precept new graduate nurses

Emergency Room Nurse | Seton Healthcare Family | Austin, TX | 06/2015 - 12/2018
- Triaged 40+ patients per shift using ESI

EDUCATION
Bachelor of Science in Nursing, The University of Texas at Austin, May 2015

CERTIFICATIONS
BLS, American Heart Association, exp 05/2027
Registered Nurse License, Texas, License No. RN123456

LANGUAGES
English (Native), Spanish (Fluent)
`

func TestStructureNurse(t *testing.T) {
	p := Structure(nurseResume, Options{AsOf: testAsOf, DefaultRegion: "US"})
	yes := true
	wantPI := &PersonalInfo{
		Name:     &Name{FirstName: "Jane", MiddleName: "A", LastName: "Doe"},
		Contact:  &Contact{Email: "jane.doe@example.com", Phone: "+15125550147", LinkedIn: "https://linkedin.com/in/janedoe"},
		Location: &Location{Street: "123 Main Street", City: "Austin", State: "TX", ZipCode: "78701", Country: "USA", WillingToRelocate: &yes},
	}
	if diff := cmp.Diff(wantPI, p.PersonalInfo); diff != "" {
		t.Errorf("personalInfo mismatch (-want +got):\n%s", diff)
	}
	wantJobs := []jobView{
		{Employer: "St. David's Medical Center", Title: "Registered Nurse, ICU", Start: "2019-03-01", Current: true, City: "Austin", State: "TX", Months: 76},
		{Employer: "Seton Healthcare Family", Title: "Emergency Room Nurse", Start: "2015-06-01", End: "2018-12-01", City: "Austin", State: "TX", Months: 43},
	}
	if diff := cmp.Diff(wantJobs, viewJobs(p.WorkHistory)); diff != "" {
		t.Errorf("work history mismatch (-want +got):\n%s", diff)
	}
	if got := p.WorkHistory[0].Responsibilities; len(got) != 2 {
		t.Errorf("responsibilities = %q, want 2", got)
	}
	if s := p.ProfessionalSummary; s == nil || s.YearsOfExperience == nil || *s.YearsOfExperience != 8 || !strings.HasPrefix(s.Overview, "Compassionate") {
		t.Errorf("professionalSummary = %+v, want the overview and 8 years", s)
	}
	if diff := cmp.Diff([]Education{{Institution: "The University of Texas at Austin", Degree: "Bachelor of Science in Nursing", Major: "Nursing", GraduationDate: "2015-05-01"}}, p.Education); diff != "" {
		t.Errorf("education mismatch (-want +got):\n%s", diff)
	}
	if len(p.Certifications) != 2 || p.Certifications[1].IssuingOrganization != "Texas Board of Nursing" || p.Certifications[1].CredentialID != "RN123456" {
		t.Errorf("certifications = %+v", p.Certifications)
	}
	if p.Skills == nil || len(p.Skills.Languages) != 2 {
		t.Errorf("skills = %+v, want two languages", p.Skills)
	}
	if p.AdditionalInfo != nil {
		t.Errorf("additionalInfo = %+v, want no gaps", p.AdditionalInfo)
	}
}

const engineerResume = `Resume
MICHAEL J. O'CONNOR III
Senior Software Engineer
Seattle, WA 98101 • +1 206-555-0188 • mike.oconnor@gmail.com
Alt phone: 425.555.0199

Summary
Backend engineer building distributed systems in Go and Python.

Professional Experience

Amazon Web Services | Seattle, WA | Jan 2020 – Present
Senior Software Engineer
- Led migration of billing pipeline to Go, cutting latency 40%
- Technologies: Go, DynamoDB, Kafka, Kubernetes

Acme Corp, Remote
Software Engineer II, 2017 – 2019
Built REST APIs in Python/Django.
Software Engineer I, 2015 – 2017
Maintained legacy Java services.

Education
University of Washington — B.S. Computer Science, 2015

Technical Skills
Languages: Go (6 years), Python (Expert), Java
Cloud: AWS, GCP
`

func TestStructureEngineer(t *testing.T) {
	p := Structure(engineerResume, Options{AsOf: testAsOf})
	if diff := cmp.Diff(&Name{FirstName: "Michael", MiddleName: "J", LastName: "O'Connor"}, p.PersonalInfo.Name); diff != "" {
		t.Errorf("name mismatch (-want +got):\n%s", diff)
	}
	c := p.PersonalInfo.Contact
	if c.Phone != "+12065550188" || c.AlternativePhone != "+14255550199" {
		t.Errorf("phones = %q, %q", c.Phone, c.AlternativePhone)
	}
	wantJobs := []jobView{
		{Employer: "Amazon Web Services", Title: "Senior Software Engineer", Start: "2020-01-01", Current: true, City: "Seattle", State: "WA", Months: 66},
		{Employer: "Acme Corp", Title: "Software Engineer II", Start: "2017-01-01", End: "2019-01-01", Remote: true, Months: 24},
		{Employer: "Acme Corp", Title: "Software Engineer I", Start: "2015-01-01", End: "2017-01-01", Remote: true, Months: 24},
	}
	if diff := cmp.Diff(wantJobs, viewJobs(p.WorkHistory)); diff != "" {
		t.Errorf("work history mismatch (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]string{"Go", "DynamoDB", "Kafka", "Kubernetes"}, p.WorkHistory[0].Technologies[:4]); diff != "" {
		t.Errorf("technologies mismatch (-want +got):\n%s", diff)
	}
	// 2015-2017 and 2017-2019 are 48 months (a year-only end is its January), Jan 2020 to
	// June 2025 is 66: 114 months.
	if y := p.ProfessionalSummary.YearsOfExperience; y == nil || *y != 9.5 {
		t.Errorf("yearsOfExperience = %v, want 9.5", *y)
	}
}

// A plain resume without headings: the history is found from its date ranges.
const plainResume = `Maria Garcia-Lopez
maria.gl@yahoo.com
Phone: 305-555-0123
Miami, Florida 33101

Certified Nursing Assistant with five years of long-term care experience. Not willing to relocate.

Sunrise Senior Living
Certified Nursing Assistant
3/19 - current
Assisted 12 residents per shift with ADLs.

Baptist Health South Florida
Patient Care Technician
Sept. 2016 through Dec. 2018

Miami Dade College, Associate of Science in Nursing, expected 2026

BLS - American Red Cross - valid through 08/2026
`

func TestStructurePlain(t *testing.T) {
	p := Structure(plainResume, Options{AsOf: testAsOf})
	no := false
	wantPI := &PersonalInfo{
		Name:     &Name{FirstName: "Maria", LastName: "Garcia-Lopez"},
		Contact:  &Contact{Email: "maria.gl@yahoo.com", Phone: "+13055550123"},
		Location: &Location{City: "Miami", State: "FL", ZipCode: "33101", Country: "USA", WillingToRelocate: &no},
	}
	if diff := cmp.Diff(wantPI, p.PersonalInfo); diff != "" {
		t.Errorf("personalInfo mismatch (-want +got):\n%s", diff)
	}
	wantJobs := []jobView{
		{Employer: "Sunrise Senior Living", Title: "Certified Nursing Assistant", Start: "2019-03-01", Current: true, Months: 76},
		{Employer: "Baptist Health South Florida", Title: "Patient Care Technician", Start: "2016-09-01", End: "2018-12-01", Months: 28},
	}
	if diff := cmp.Diff(wantJobs, viewJobs(p.WorkHistory)); diff != "" {
		t.Errorf("work history mismatch (-want +got):\n%s", diff)
	}
	if len(p.Education) != 1 || p.Education[0].GraduationDate != "2026-01-01" {
		t.Errorf("education = %+v", p.Education)
	}
	if len(p.Certifications) != 1 || p.Certifications[0].ExpirationDate != "2026-08-01" || p.Certifications[0].IssuingOrganization != "American Red Cross" {
		t.Errorf("certifications = %+v", p.Certifications)
	}
	if s := p.ProfessionalSummary; s == nil || s.YearsOfExperience == nil || *s.YearsOfExperience != 5 {
		t.Errorf("professionalSummary = %+v, want 5 stated years", s)
	}
}

func TestJobJSON(t *testing.T) {
	end := "2020-01-01"
	zero := 0
	tests := []struct {
		name string
		job  Job
		want string
	}{
		{"current has null end", Job{Title: "Nurse", StartDate: "2019-01-01", IsCurrent: true, MonthsInRole: &zero},
			`{"title":"Nurse","startDate":"2019-01-01","endDate":null,"isCurrent":true,"monthsInRole":0}`},
		{"past has end", Job{Title: "Nurse", StartDate: "2019-01-01", EndDate: &end},
			`{"title":"Nurse","startDate":"2019-01-01","endDate":"2020-01-01","isCurrent":false}`},
		{"undated leaves end out", Job{Title: "Nurse"},
			`{"title":"Nurse","isCurrent":false}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b, err := json.Marshal(tt.job)
			if err != nil {
				t.Fatal(err)
			}
			if string(b) != tt.want {
				t.Errorf("json.Marshal = %s, want %s", b, tt.want)
			}
		})
	}
}

func TestProfileJSONNames(t *testing.T) {
	p := Structure(nurseResume, Options{AsOf: testAsOf})
	b, err := json.Marshal(p)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"personalInfo", "professionalSummary", "workHistory", "education", "certifications", "skills"} {
		if _, ok := m[k]; !ok {
			t.Errorf("profile JSON lacks %q: %s", k, b)
		}
	}
	if _, ok := m["additionalInfo"]; ok {
		t.Errorf("profile JSON has an empty additionalInfo: %s", b)
	}
	for _, k := range []string{`"firstName"`, `"zipCode"`, `"willingToRelocate"`, `"monthsInRole"`, `"isCurrent"`, `"graduationDate"`, `"issuingOrganization"`, `"expirationDate"`, `"credentialId"`, `"linkedIn"`} {
		if !strings.Contains(string(b), k) {
			t.Errorf("profile JSON lacks %s", k)
		}
	}
}

func TestStructureEmpty(t *testing.T) {
	for _, in := range []string{"", "   \n\n", "RESUME"} {
		if diff := cmp.Diff(Profile{}, Structure(in, Options{AsOf: testAsOf})); diff != "" {
			t.Errorf("Structure(%q) mismatch (-want +got):\n%s", in, diff)
		}
	}
}

// A resume written as one line of fields set apart by bars: a line per field, the history
// read from its dated fields, the licence and the bare ZIP as they would be on lines of their own.
func TestStructureBarProfile(t *testing.T) {
	p := Structure("Tamsin Pacheco | Staff RN | PCU Apr 2024 – Current (Phoenix Memorial) | "+
		"Mother/Baby Oct 2022 – Feb 2024 (University Health Phoenix) | AZ RN #361050 multistate exp 12/2027 | "+
		"85050 | tamsin@example.com", Options{AsOf: testAsOf})
	if n := p.PersonalInfo.Name; n == nil || n.FirstName != "Tamsin" || n.LastName != "Pacheco" {
		t.Errorf("name = %+v", n)
	}
	if l := p.PersonalInfo.Location; l == nil || l.ZipCode != "85050" {
		t.Errorf("location = %+v, want ZIP 85050", l)
	}
	want := []jobView{
		{Employer: "Phoenix Memorial", Title: "PCU", Start: "2024-04-01", Current: true, Months: 15},
		{Employer: "University Health Phoenix", Title: "Mother/Baby", Start: "2022-10-01", End: "2024-02-01", Months: 17},
	}
	if diff := cmp.Diff(want, viewJobs(p.WorkHistory)); diff != "" {
		t.Errorf("work history mismatch (-want +got):\n%s", diff)
	}
	if len(p.Certifications) != 1 || !strings.HasPrefix(p.Certifications[0].Name, "AZ RN #361050") {
		t.Errorf("certifications = %+v, want the AZ RN licence", p.Certifications)
	}
}

// A credential joined to the line under it by a dash the document does not print is cut back
// to its printed name; one printed with its dash stays whole.
func TestAsPrinted(t *testing.T) {
	text := "CERTIFICATIONS\nPediatric Advanced Life\nSupport Instructor\nBLS – American Heart Association\n"
	got := asPrinted(text, []Certification{
		{Name: "Pediatric Advanced Life – Support Instructor"},
		{Name: "BLS – American Heart Association"},
		{Name: "ACLS – Red Cross"},
	})
	want := []string{"Pediatric Advanced Life", "BLS – American Heart Association", "ACLS – Red Cross"}
	for i, c := range got {
		if c.Name != want[i] {
			t.Errorf("asPrinted: %q, want %q", c.Name, want[i])
		}
	}
}
