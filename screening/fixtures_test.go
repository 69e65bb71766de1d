package screening

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/resume"
	"github.com/recruitd/recruitd/screening/criteria"
)

// asOf is the date every test screens at.
var asOf = time.Date(2026, 3, 15, 0, 0, 0, 0, time.UTC)

// MustRead returns the contents of a testdata file.
func MustRead(t testing.TB, name string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func ptr[T any](v T) *T { return &v }

// MustJob reads a job posting from the criteria package's testdata (the
// postings its extraction is tested on): its first line is the title.
func MustJob(t testing.TB, name string, addr recruitd.Address) (recruitd.Job, []criteria.Criterion) {
	t.Helper()
	desc := MustRead(t, filepath.Join("..", "criteria", "testdata", name))
	title, _, _ := strings.Cut(desc, "\n")
	job := recruitd.Job{ID: 1, Title: title, Description: desc, Address: addr}
	return job, criteria.FromJob(nil, desc)
}

var houston = recruitd.Address{City: "Houston", State: "TX", Zip: "77030"}

// Profiles of the resumes in testdata, as the parser would give them.

func icuProfile() *resume.Profile {
	return &resume.Profile{
		PersonalInfo: &resume.PersonalInfo{
			Name:     &resume.Name{FirstName: "Maria", LastName: "Gonzalez"},
			Location: &resume.Location{City: "Houston", State: "TX", ZipCode: "77030"},
		},
		ProfessionalSummary: &resume.ProfessionalSummary{YearsOfExperience: ptr(8.8)},
		WorkHistory: []resume.Job{
			{Employer: "Houston Methodist Hospital", Title: "MICU Registered Nurse", StartDate: "2019-03-01", IsCurrent: true, Specialty: "MICU"},
			{Employer: "St. Luke's Health", Title: "Staff Nurse", StartDate: "2017-06-01", EndDate: ptr("2019-01-31"), Specialty: "Med-Surg"},
		},
		Education: []resume.Education{{Institution: "University of Texas Health Science Center", Degree: "Bachelor of Science in Nursing", GraduationDate: "2017-05-01"}},
		Certifications: []resume.Certification{
			{Name: "Texas RN License (Compact/Multistate)", IssuingOrganization: "Texas Board of Nursing", ExpirationDate: "2027-08-31", CredentialID: "845122"},
			{Name: "BLS", IssuingOrganization: "American Heart Association", ExpirationDate: "2027-05-01"},
			{Name: "ACLS", IssuingOrganization: "American Heart Association", ExpirationDate: "2026-05-20"},
		},
		Skills: &resume.Skills{
			Technical: []resume.SkillGroup{{Category: "Clinical", Skills: []resume.Skill{{Name: "Epic"}, {Name: "ventilator management"}, {Name: "CRRT"}}}},
			Languages: []resume.Language{{Language: "English", Proficiency: resume.NativeBilingual}, {Language: "Spanish", Proficiency: resume.Conversational}},
		},
	}
}

func newGradProfile() *resume.Profile {
	return &resume.Profile{
		PersonalInfo: &resume.PersonalInfo{Location: &resume.Location{City: "Pasadena", State: "TX", ZipCode: "77506"}},
		WorkHistory: []resume.Job{
			{Employer: "Memorial Hermann Southeast", Title: "Registered Nurse", StartDate: "2025-09-01", IsCurrent: true, Specialty: "Med-Surg"},
		},
		Education: []resume.Education{{Institution: "Texas Woman's University", Degree: "Bachelor of Science in Nursing", GraduationDate: "2025-05-01"}},
		Certifications: []resume.Certification{
			{Name: "Texas RN License", IssueDate: "2025-07-15", CredentialID: "1002231"},
			{Name: "BLS Provider", IssuingOrganization: "American Heart Association", ExpirationDate: "2027-06-30"},
		},
	}
}

func erProfile() *resume.Profile {
	return &resume.Profile{
		PersonalInfo: &resume.PersonalInfo{Location: &resume.Location{City: "Jacksonville", State: "FL", ZipCode: "32207"}},
		WorkHistory: []resume.Job{
			{Employer: "UF Health Jacksonville", Title: "ER Registered Nurse", StartDate: "2020-04-01", IsCurrent: true},
			{Employer: "Piedmont Atlanta Hospital", Title: "Emergency Department RN", StartDate: "2018-02-01", EndDate: ptr("2020-01-31")},
		},
		Education: []resume.Education{{Institution: "Georgia Highlands College", Degree: "Associate Degree in Nursing", GraduationDate: "2017-05-01"}},
		Certifications: []resume.Certification{
			{Name: "Georgia RN License (multistate)", CredentialID: "RN301122", ExpirationDate: "2027-01-31"},
			{Name: "BLS", IssuingOrganization: "American Heart Association", ExpirationDate: "2027-02-28"},
			{Name: "ACLS", IssuingOrganization: "American Heart Association", ExpirationDate: "2025-12-01"},
			{Name: "PALS", IssuingOrganization: "American Heart Association", ExpirationDate: "2026-11-30"},
			{Name: "TNCC", IssuingOrganization: "Emergency Nurses Association", ExpirationDate: "2028-04-30"},
		},
	}
}

func ptProfile() *resume.Profile {
	return &resume.Profile{
		PersonalInfo: &resume.PersonalInfo{Location: &resume.Location{City: "Denver", State: "CO", ZipCode: "80205"}},
		WorkHistory: []resume.Job{
			{Employer: "Panorama Orthopedics", Title: "Staff Physical Therapist - Outpatient Orthopedic Clinic", StartDate: "2022-08-01", IsCurrent: true},
		},
		Education: []resume.Education{
			{Institution: "University of Colorado", Degree: "Doctor of Physical Therapy", GraduationDate: "2022-05-01"},
			{Institution: "Colorado State University", Degree: "Bachelor of Science", Major: "Kinesiology", GraduationDate: "2019-05-01"},
		},
		Certifications: []resume.Certification{
			{Name: "Colorado Physical Therapist License", CredentialID: "PTL.0012345", ExpirationDate: "2027-10-31"},
			{Name: "Certification in Orthopaedic Manual Therapy (COMT)", IssueDate: "2024-01-01"},
		},
	}
}

func goProfile() *resume.Profile {
	return &resume.Profile{
		PersonalInfo: &resume.PersonalInfo{Location: &resume.Location{City: "Austin", State: "TX"}},
		WorkHistory: []resume.Job{
			{Employer: "Ledgerly", Title: "Senior Software Engineer", StartDate: "2021-01-01", IsCurrent: true,
				Technologies: []string{"Go", "Kubernetes", "PostgreSQL", "gRPC"}},
			{Employer: "Shipwise", Title: "Software Engineer", StartDate: "2017-07-01", EndDate: ptr("2020-12-31"),
				Technologies: []string{"Java", "Python", "AWS", "Docker", "Kafka"}},
		},
		Education: []resume.Education{{Institution: "University of Texas at Austin", Degree: "Bachelor of Science", Major: "Computer Science", GraduationDate: "2017-05-01"}},
		Skills:    &resume.Skills{Technical: []resume.SkillGroup{{Category: "Languages", Skills: []resume.Skill{{Name: "Go", YearsOfExperience: ptr(5.0)}, {Name: "Java"}, {Name: "Python"}}}}},
	}
}

func welderProfile() *resume.Profile {
	return &resume.Profile{
		PersonalInfo: &resume.PersonalInfo{Location: &resume.Location{City: "Beaumont", State: "TX", ZipCode: "77701"}},
		WorkHistory: []resume.Job{
			{Employer: "Gulf Coast Fabrication", Title: "Structural Welder", StartDate: "2021-03-01", IsCurrent: true,
				Responsibilities: []string{"MIG and flux core welding of structural steel to AWS D1.1"}},
			{Employer: "Orange Pipe & Steel", Title: "Welder Helper", StartDate: "2019-06-01", EndDate: ptr("2020-11-30")},
		},
		Certifications: []resume.Certification{
			{Name: "AWS D1.1 Structural Steel certified (3G/4G)", IssueDate: "2021-01-01"},
			{Name: "OSHA 10-Hour Construction", IssueDate: "2019-01-01"},
		},
	}
}
