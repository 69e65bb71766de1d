package criteria

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/recruitd/recruitd/taxonomy"
)

// want is what a test checks of a criterion.
type want struct {
	text    string
	imp     string
	typ     string
	ids     []taxonomy.ID
	anyOf   bool
	years   float64
	level   taxonomy.EducationLevel
	states  []string
	compact bool
	shifts  []string
	strict  bool
}

func ids(s ...taxonomy.ID) []taxonomy.ID { return s }

func wantOf(c Criterion) want {
	return want{
		text: c.Text, imp: c.Importance, typ: c.Type, ids: c.Concepts, anyOf: c.AnyOf, years: c.MinYears,
		level: c.EducationLevel, states: c.States, compact: c.Compact, shifts: c.Shifts, strict: c.Strict,
	}
}

func wantsOf(cs []Criterion) []want {
	out := make([]want, len(cs))
	for i, c := range cs {
		out[i] = wantOf(c)
	}
	return out
}

var cmpWant = []cmp.Option{cmp.AllowUnexported(want{}), cmpopts.EquateEmpty()}

// MustRead returns the contents of a testdata file.
func MustRead(t testing.TB, name string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestFromJobDescriptions reads realistic postings, each in testdata, and
// checks every criterion extracted.
func TestFromJobDescriptions(t *testing.T) {
	tests := []struct {
		file string // in testdata, without ".txt"
		want []want
	}{
		{
			file: "accountant",
			want: []want{
				{text: "Bachelor's degree in Accounting or Finance", imp: Required, typ: TypeEducation, ids: ids("degree:bachelor"), level: taxonomy.LevelBachelor},
				{text: "2-4 years of accounting experience", imp: Required, typ: TypeYearsOfExperience, years: 2},
				{text: "public accounting experience a plus", imp: Preferred, typ: TypeExperience},
				{text: "CPA preferred", imp: Preferred, typ: TypeLicense, ids: ids("license:cpa")},
				{text: "Advanced Excel skills (pivot tables, VLOOKUP)", imp: Required, typ: TypeSkill, ids: ids("skill:excel")},
				{text: "Knowledge of GAAP", imp: Required, typ: TypeSkill, ids: ids("skill:gaap")},
				{text: "Experience with QuickBooks or NetSuite", imp: Required, typ: TypeSkill, ids: ids("skill:quickbooks")},
			},
		},
		{
			file: "cdl",
			want: []want{
				{text: "Valid Class A CDL", imp: Required, typ: TypeLicense, ids: ids("license:cdl-a")},
				{text: "Minimum 2 years of verifiable OTR experience", imp: Required, typ: TypeYearsOfExperience, years: 2},
				{text: "Clean MVR - no more than 2 moving violations in 3 years", imp: Required, typ: TypeOther},
				{text: "Must be at least 23 years of age", imp: Required, typ: TypeOther},
				{text: "Must pass DOT physical and drug screen", imp: Required, typ: TypeCertification, ids: ids("cert:dot-medical")},
				{text: "Hazmat endorsement a plus", imp: Preferred, typ: TypeCertification, ids: ids("cert:hazmat")},
			},
		},
		{
			file: "data_scientist",
			want: []want{
				{text: "3+ years applying machine learning to real business problems", imp: Required, typ: TypeYearsOfExperience, ids: ids("skill:machine-learning"), years: 3},
				{text: "Fluent in Python and SQL", imp: Required, typ: TypeSkill, ids: ids("skill:python")},
				{text: "Fluent in Python and SQL", imp: Required, typ: TypeSkill, ids: ids("skill:sql")},
				{text: "R is a plus", imp: Preferred, typ: TypeSkill, ids: ids("skill:r")},
				{text: "Experience with pandas, scikit-learn and PyTorch or TensorFlow", imp: Required, typ: TypeSkill, ids: ids("skill:pandas", "skill:scikit-learn", "skill:pytorch", "skill:tensorflow"), anyOf: true},
				{text: "Solid grounding in statistics and experiment design", imp: Required, typ: TypeSkill, ids: ids("skill:statistics")},
				{text: "MS or PhD in Statistics, Computer Science, or a related field preferred", imp: Preferred, typ: TypeEducation, ids: ids("degree:ms", "degree:phd"), anyOf: true, level: taxonomy.LevelMaster},
				{text: "Excellent communication skills", imp: Required, typ: TypeOther},
			},
		},
		{
			file: "er_rn",
			want: []want{
				{text: "Current RN license in the state of Florida", imp: Required, typ: TypeLicense, ids: ids("license:rn"), states: []string{"FL"}},
				{text: "Minimum of 1 year of emergency room experience", imp: Required, typ: TypeYearsOfExperience, ids: ids("specialty:ed"), years: 1},
				{text: "BLS, ACLS and PALS required", imp: Required, typ: TypeCertification, ids: ids("cert:bls")},
				{text: "BLS, ACLS and PALS required", imp: Required, typ: TypeCertification, ids: ids("cert:acls")},
				{text: "BLS, ACLS and PALS required", imp: Required, typ: TypeCertification, ids: ids("cert:pals")},
				{text: "TNCC required within 6 months of hire", imp: Required, typ: TypeCertification, ids: ids("cert:tncc")},
				{text: "CEN certification preferred", imp: Preferred, typ: TypeCertification, ids: ids("cert:cen")},
				{text: "BSN preferred", imp: Preferred, typ: TypeEducation, ids: ids("degree:bsn"), level: taxonomy.LevelBachelor},
				{text: "ADN required", imp: Required, typ: TypeEducation, ids: ids("degree:adn"), level: taxonomy.LevelAssociate},
			},
		},
		{
			file: "facts",
			want: []want{
				{text: "Experience: 1 year of telemetry experience required", imp: Required, typ: TypeYearsOfExperience, ids: ids("specialty:telemetry"), years: 1},
				{text: "Certifications: BLS, ACLS", imp: Required, typ: TypeCertification, ids: ids("cert:bls")},
				{text: "Certifications: BLS, ACLS", imp: Required, typ: TypeCertification, ids: ids("cert:acls")},
				{text: "License: Washington RN license or eNLC multistate license", imp: Required, typ: TypeLicense, ids: ids("license:rn", "license:multistate"), anyOf: true, states: []string{"WA"}, compact: true},
			},
		},
		{
			file: "forklift",
			want: []want{
				{text: "Forklift certification required (we can certify the right candidate)", imp: Required, typ: TypeCertification, ids: ids("cert:forklift")},
				{text: "6 months of warehouse experience", imp: Required, typ: TypeYearsOfExperience, years: 0.5},
				{text: "Must be able to lift 50 lbs repeatedly", imp: Required, typ: TypeOther},
				// A physical demand, though it names the shift it lasts.
				{text: "Must be able to stand for 10-hour shifts", imp: Required, typ: TypeOther},
				{text: "RF scanner experience preferred", imp: Preferred, typ: TypeSkill, ids: ids("skill:rf-scanner")},
				{text: "High school diploma or GED", imp: Required, typ: TypeEducation, ids: ids("degree:high-school"), level: taxonomy.LevelHighSchool},
			},
		},
		{
			file: "go_backend",
			want: []want{
				{text: "5+ years of professional software engineering experience", imp: Required, typ: TypeYearsOfExperience, years: 5},
				{text: "3+ years of experience with Golang in production", imp: Required, typ: TypeYearsOfExperience, ids: ids("skill:go"), years: 3},
				{text: "Strong experience with Kubernetes and Docker", imp: Required, typ: TypeSkill, ids: ids("skill:kubernetes")},
				{text: "Strong experience with Kubernetes and Docker", imp: Required, typ: TypeSkill, ids: ids("skill:docker")},
				{text: "Deep knowledge of PostgreSQL", imp: Required, typ: TypeSkill, ids: ids("skill:postgresql")},
				{text: "Experience designing REST and gRPC APIs", imp: Required, typ: TypeSkill, ids: ids("skill:rest-api")},
				{text: "Experience designing REST and gRPC APIs", imp: Required, typ: TypeSkill, ids: ids("skill:grpc")},
				{text: "Experience with Kafka or other streaming platforms", imp: Preferred, typ: TypeSkill, ids: ids("skill:kafka")},
				{text: "AWS or GCP", imp: Preferred, typ: TypeSkill, ids: ids("skill:aws", "skill:gcp"), anyOf: true},
				{text: "Bachelor's degree in Computer Science or a related field", imp: Preferred, typ: TypeEducation, ids: ids("degree:bachelor"), level: taxonomy.LevelBachelor},
			},
		},
		{
			file: "icu_travel",
			want: []want{
				{text: "Active Texas RN license or compact license", imp: Required, typ: TypeLicense, ids: ids("license:rn", "license:multistate"), anyOf: true, states: []string{"TX"}, compact: true},
				{text: "2+ years of ICU or PCU experience as an RN", imp: Required, typ: TypeYearsOfExperience, ids: ids("specialty:icu", "specialty:pcu"), anyOf: true, years: 2},
				{text: "Active BLS and ACLS certifications required", imp: Required, typ: TypeCertification, ids: ids("cert:bls")},
				{text: "Active BLS and ACLS certifications required", imp: Required, typ: TypeCertification, ids: ids("cert:acls")},
				{text: "CCRN preferred", imp: Preferred, typ: TypeCertification, ids: ids("cert:ccrn")},
				{text: "Must be able to work 12-hour night shifts and rotating weekends", imp: Required, typ: TypeSchedule, shifts: []string{"12-hour", "night", "rotating", "weekend"}},
				{text: "Epic experience a plus", imp: Preferred, typ: TypeSkill, ids: ids("skill:epic")},
			},
		},
		{
			file: "ld_rn",
			want: []want{
				{text: "At least two years of recent Labor and Delivery experience", imp: Required, typ: TypeYearsOfExperience, ids: ids("specialty:labor-delivery"), years: 2},
				{text: "NRP and AWHONN fetal monitoring certification", imp: Required, typ: TypeCertification, ids: ids("cert:nrp")},
				{text: "NRP and AWHONN fetal monitoring certification", imp: Required, typ: TypeCertification, ids: ids("cert:c-efm")},
				{text: "Current BLS from the American Heart Association", imp: Required, typ: TypeCertification, ids: ids("cert:bls")},
				{text: "Experience with <b>epidurals</b>, inductions and C-section recovery", imp: Required, typ: TypeExperience},
				{text: "RNC-OB or C-EFM certification", imp: Preferred, typ: TypeCertification, ids: ids("cert:rnc-ob", "cert:c-efm"), anyOf: true},
				{text: "Bachelor of Science in Nursing (BSN)", imp: Preferred, typ: TypeEducation, ids: ids("degree:bsn"), level: taxonomy.LevelBachelor},
			},
		},
		{
			file: "medical_assistant",
			want: []want{
				{text: "Candidates must be bilingual in English and Spanish", imp: Required, typ: TypeLanguage, ids: ids("lang:spanish")},
				{text: "Medical Assistant certification (CMA, RMA, or CCMA) is required", imp: Required, typ: TypeCertification, ids: ids("cert:cma", "cert:rma", "cert:ccma"), anyOf: true},
				{text: "At least one year of experience in a clinic setting is preferred", imp: Preferred, typ: TypeYearsOfExperience, years: 1},
				{text: "Experience with eClinicalWorks is a plus", imp: Preferred, typ: TypeSkill, ids: ids("skill:eclinicalworks")},
			},
		},
		{
			file: "prose_only",
			want: []want{
				{text: "Applicants must have a valid driver's license and reliable transportation", imp: Required, typ: TypeLicense},
				{text: "CPR and First Aid certification is required", imp: Required, typ: TypeCertification, ids: ids("cert:cpr")},
				{text: "CPR and First Aid certification is required", imp: Required, typ: TypeCertification, ids: ids("cert:first-aid")},
				{text: "Previous home care experience is preferred but not required", imp: Preferred, typ: TypeSpecialty, ids: ids("specialty:home-health")},
				{text: "Spanish speaking is a plus", imp: Preferred, typ: TypeLanguage, ids: ids("lang:spanish")},
			},
		},
		{
			file: "pt_outpatient",
			want: []want{
				{text: "Doctor of Physical Therapy (DPT) from an accredited program", imp: Required, typ: TypeEducation, ids: ids("degree:dpt"), level: taxonomy.LevelDoctorate},
				{text: "Current state PT license or eligible for licensure in Colorado", imp: Required, typ: TypeLicense, ids: ids("license:pt"), states: []string{"CO"}},
				{text: "1-2 years of outpatient orthopedic experience (new grads welcome to apply)", imp: Required, typ: TypeYearsOfExperience, ids: ids("specialty:outpatient-ortho"), years: 1},
				{text: "Manual therapy certification is helpful", imp: Optional, typ: TypeCertification},
				{text: "Strong communication and time management skills", imp: Required, typ: TypeOther},
			},
		},
		{
			file: "rt",
			want: []want{
				{text: "Graduate of an accredited respiratory therapy program", imp: Required, typ: TypeEducation},
				{text: "RRT credential required", imp: Required, typ: TypeCertification, ids: ids("cert:rrt")},
				{text: "Active Respiratory Care license in California", imp: Required, typ: TypeLicense, ids: ids("license:rt"), states: []string{"CA"}},
				{text: "BLS required", imp: Required, typ: TypeCertification, ids: ids("cert:bls")},
				{text: "NRP or PALS preferred", imp: Preferred, typ: TypeCertification, ids: ids("cert:nrp", "cert:pals"), anyOf: true},
				{text: "Experience with ventilator management and ABG analysis", imp: Required, typ: TypeSkill, ids: ids("skill:ventilator-management")},
				{text: "Experience with ventilator management and ABG analysis", imp: Required, typ: TypeSkill, ids: ids("skill:abg")},
				{text: "Two (2) years of acute care hospital experience, preferably in ICU", imp: Preferred, typ: TypeYearsOfExperience, ids: ids("specialty:acute-care"), years: 2},
				{text: "Two (2) years of acute care hospital experience, preferably in ICU", imp: Preferred, typ: TypeYearsOfExperience, ids: ids("specialty:icu"), years: 2},
				{text: "NICU experience", imp: Preferred, typ: TypeSpecialty, ids: ids("specialty:nicu")},
			},
		},
		{
			file: "welder",
			want: []want{
				{text: "3+ years of structural welding experience (MIG and flux core)", imp: Required, typ: TypeYearsOfExperience, ids: ids("specialty:structural-welding"), years: 3},
				{text: "Ability to read blueprints and welding symbols", imp: Required, typ: TypeSkill, ids: ids("skill:blueprint-reading")},
				{text: "Ability to read blueprints and welding symbols", imp: Required, typ: TypeSkill, ids: ids("skill:welding")},
				{text: "AWS D1.1 certification a plus", imp: Preferred, typ: TypeCertification, ids: ids("cert:aws-welder")},
				{text: "OSHA 10 preferred", imp: Preferred, typ: TypeCertification, ids: ids("cert:osha-10")},
				{text: "Must provide own hand tools", imp: Required, typ: TypeSkill, ids: ids("skill:power-tools")},
				{text: "Willing to work overtime and Saturdays as needed", imp: Required, typ: TypeSchedule, shifts: []string{"weekend"}},
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			description := MustRead(t, tt.file+".txt")
			got := FromJob(nil, description)
			checkExtracted(t, description, got)
			if diff := cmp.Diff(tt.want, wantsOf(got), cmpWant...); diff != "" {
				t.Errorf("FromJob(%s) mismatch (-want +got):\n%s", tt.file, diff)
			}
		})
	}
}

// TestFromJobLayouts checks how postings are laid out: headings in markdown,
// capitals and HTML, labels, lead-in lines, numbered lists, prose.
func TestFromJobLayouts(t *testing.T) {
	tests := []struct {
		name        string
		description string
		want        []want
	}{
		{
			name:        "a terse agency posting: importance, experience and licence written short",
			description: "TRAVEL ONC RN - boise id. 13wk. 3yr+ Oncology exp req. ID or compact lic ok.\nBLS+ACLS req. Chemo cert pref. $2200/wk. start 3/2.\n",
			want: []want{
				{text: "3yr+ Oncology exp req.", imp: Required, typ: TypeYearsOfExperience, ids: ids("specialty:oncology"), years: 3},
				{text: "ID or compact lic ok", imp: Required, typ: TypeLicense, ids: ids("license:rn", "license:multistate"), anyOf: true, states: []string{"ID"}, compact: true},
				{text: "BLS+ACLS req.", imp: Required, typ: TypeCertification, ids: ids("cert:bls", "cert:acls")},
				{text: "Chemo cert pref.", imp: Preferred, typ: TypeCertification},
			},
		},
		{
			name:        "markdown headings",
			description: "## Requirements\n- **BLS** required\n### Nice to have\n- ACLS",
			want: []want{
				{text: "**BLS** required", imp: Required, typ: TypeCertification, ids: ids("cert:bls")},
				{text: "ACLS", imp: Preferred, typ: TypeCertification, ids: ids("cert:acls")},
			},
		},
		{
			name:        "capitals; benefits skipped",
			description: "QUALIFICATIONS\n- 2 years ICU\nBENEFITS\n- PTO and 401k\n- Must love dogs",
			want: []want{
				{text: "2 years ICU", imp: Required, typ: TypeYearsOfExperience, ids: ids("specialty:icu"), years: 2},
			},
		},
		{
			name: "html list",
			description: "<p><strong>Minimum Qualifications</strong></p><ul><li>Current <b>ACLS</b></li>" +
				"<li>Two years of Med/Surg experience</li></ul><p><strong>What We Offer</strong></p><ul><li>BLS classes</li></ul>",
			want: []want{
				{text: "Current <b>ACLS</b>", imp: Required, typ: TypeCertification, ids: ids("cert:acls")},
				{text: "Two years of Med/Surg experience", imp: Required, typ: TypeYearsOfExperience, ids: ids("specialty:med-surg"), years: 2},
			},
		},
		{
			name:        "label in prose",
			description: "Great nursing job in Austin. Requirements: 2 years ICU, BLS, ACLS. Apply now!",
			want: []want{
				{text: "2 years ICU", imp: Required, typ: TypeYearsOfExperience, ids: ids("specialty:icu"), years: 2},
				{text: "BLS, ACLS", imp: Required, typ: TypeCertification, ids: ids("cert:bls")},
				{text: "BLS, ACLS", imp: Required, typ: TypeCertification, ids: ids("cert:acls")},
			},
		},
		{
			name:        "lead-in lines",
			description: "Requirements:\nThe ideal candidate will have:\n- BLS\nThe following are preferred:\n- CCRN",
			want: []want{
				{text: "BLS", imp: Required, typ: TypeCertification, ids: ids("cert:bls")},
				{text: "CCRN", imp: Preferred, typ: TypeCertification, ids: ids("cert:ccrn")},
			},
		},
		{
			name:        "waived requirements and ages",
			description: "Requirements:\n- No experience required! We will train.\n- Must be 18 years or older",
			want: []want{
				{text: "Must be 18 years or older", imp: Required, typ: TypeOther},
			},
		},
		{
			name:        "kind headings keep the preferred section",
			description: "Preferred Qualifications:\nEducation:\n- MSN\nCertifications:\n- CCRN\nResponsibilities:\n- Must precept new graduates",
			want: []want{
				{text: "MSN", imp: Preferred, typ: TypeEducation, ids: ids("degree:msn"), level: taxonomy.LevelMaster},
				{text: "CCRN", imp: Preferred, typ: TypeCertification, ids: ids("cert:ccrn")},
			},
		},
		{
			name:        "numbered lists",
			description: "Qualifications\n1) BLS\n2. ACLS\na) PALS\n(b) NRP",
			want: []want{
				{text: "BLS", imp: Required, typ: TypeCertification, ids: ids("cert:bls")},
				{text: "ACLS", imp: Required, typ: TypeCertification, ids: ids("cert:acls")},
				{text: "PALS", imp: Required, typ: TypeCertification, ids: ids("cert:pals")},
				{text: "NRP", imp: Required, typ: TypeCertification, ids: ids("cert:nrp")},
			},
		},
		{
			name: "licences and location",
			description: "Requirements\n- Bilingual preferred\n- Must reside within 50 miles of Houston, TX\n" +
				"- Compact license required\n- Licensed RN in Texas",
			want: []want{
				{text: "Bilingual preferred", imp: Preferred, typ: TypeLanguage},
				{text: "Must reside within 50 miles of Houston, TX", imp: Required, typ: TypeLocation, states: []string{"TX"}},
				{text: "Compact license required", imp: Required, typ: TypeLicense, ids: ids("license:multistate"), compact: true},
				{text: "Licensed RN in Texas", imp: Required, typ: TypeLicense, ids: ids("license:rn"), states: []string{"TX"}},
			},
		},
		{
			name: "a multistate licence that will do beside the state's",
			description: "We need someone with at least two years as a labor and delivery RN, a Registered Nurse license valid in Arizona " +
				"(Arizona is a compact state, so a multistate license works), and current BLS.",
			want: []want{
				{text: "We need someone with at least two years as a labor and delivery RN", imp: Required, typ: TypeYearsOfExperience, ids: ids("specialty:labor-delivery"), years: 2},
				{text: "a Registered Nurse license valid in Arizona (Arizona is a compact state, so a multistate license works)", imp: Required, typ: TypeLicense, ids: ids("license:rn", "license:multistate"), anyOf: true, states: []string{"AZ"}, compact: true},
				{text: "current BLS", imp: Required, typ: TypeCertification, ids: ids("cert:bls")},
			},
		},
		{
			name: "a bracket's example does not narrow the years, and a line's coverage asks nothing",
			description: "Respiratory Therapist, full-time nights.\n- Kentucky respiratory care practitioner license required.\n" +
				"- 1 year of hospital respiratory therapy experience (adult ventilator management).\n" +
				"- Graduate of an accredited respiratory therapy program.\nCovers adult ICU, ED and floors; NICU experience a plus.",
			want: []want{
				{text: "Kentucky respiratory care practitioner license required", imp: Required, typ: TypeLicense, ids: ids("license:rt"), states: []string{"KY"}},
				{text: "1 year of hospital respiratory therapy experience (adult ventilator management)", imp: Required, typ: TypeYearsOfExperience, ids: ids("profession:rt"), years: 1},
				{text: "Graduate of an accredited respiratory therapy program", imp: Required, typ: TypeEducation},
				{text: "NICU experience a plus", imp: Preferred, typ: TypeSpecialty, ids: ids("specialty:nicu")},
			},
		},
		{
			name: "compound bullets",
			description: "Physical Therapist\nRequirements:\n- Current state license\n- 2+ years ICU and PCU experience\n" +
				"- Texas RN license and 2+ years of ICU experience required\n- BLS required, ACLS preferred\n" +
				"- RN with 3 years of experience in Med/Surg\n- 5+ years with Golang and Kubernetes",
			want: []want{
				{text: "Current state license", imp: Required, typ: TypeLicense, ids: ids("license:pt")},
				{text: "2+ years ICU and PCU experience", imp: Required, typ: TypeYearsOfExperience, ids: ids("specialty:icu"), years: 2},
				{text: "2+ years ICU and PCU experience", imp: Required, typ: TypeYearsOfExperience, ids: ids("specialty:pcu"), years: 2},
				{text: "Texas RN license", imp: Required, typ: TypeLicense, ids: ids("license:rn"), states: []string{"TX"}},
				// "2+ years of ICU experience required" repeats the ICU criterion above.
				{text: "BLS required", imp: Required, typ: TypeCertification, ids: ids("cert:bls")},
				{text: "ACLS preferred", imp: Preferred, typ: TypeCertification, ids: ids("cert:acls")},
				{text: "RN with 3 years of experience in Med/Surg", imp: Required, typ: TypeYearsOfExperience, ids: ids("specialty:med-surg"), years: 3},
				{text: "5+ years with Golang and Kubernetes", imp: Required, typ: TypeYearsOfExperience, ids: ids("skill:go"), years: 5},
				{text: "5+ years with Golang and Kubernetes", imp: Required, typ: TypeYearsOfExperience, ids: ids("skill:kubernetes"), years: 5},
			},
		},
		{
			name: "prose where there are headings asks only for credentials",
			description: "You must hold a compact license to be considered. You must love teamwork.\n\nRequirements\n- BLS\n\n" +
				"Responsibilities\n- Must chart in Epic",
			want: []want{
				{text: "You must hold a compact license to be considered", imp: Required, typ: TypeLicense, ids: ids("license:multistate"), compact: true},
				{text: "BLS", imp: Required, typ: TypeCertification, ids: ids("cert:bls")},
			},
		},
		{
			name: "wording in a bracket about part of a requirement is not the requirement's",
			description: "Must haves:\n* 2 yrs recent ER experience as an RN (Level I or II trauma strongly preferred)\n" +
				"* 3 years commercial HVAC service experience (RTUs, chillers a plus) (Required)\n",
			want: []want{
				{text: "2 yrs recent ER experience as an RN (Level I or II trauma strongly preferred)", imp: Required,
					typ: TypeYearsOfExperience, ids: ids("specialty:ed"), years: 2},
				{text: "3 years commercial HVAC service experience", imp: Required,
					typ: TypeYearsOfExperience, ids: ids("specialty:hvac-commercial"), years: 3},
				// A bracket naming equipment of its own is a preference of its own; the
				// wording after it stays the requirement's.
				{text: "RTUs, chillers a plus", imp: Preferred, typ: TypeSkill, ids: ids("skill:hvac")},
			},
		},
		{
			name:        "a remark after a dash with wording of its own",
			description: "Must haves:\n* BLS, ACLS, PALS current (AHA only) - TNCC preferred but not required\n",
			want: []want{
				{text: "BLS, ACLS, PALS current (AHA only)", imp: Required, typ: TypeCertification, ids: ids("cert:bls")},
				{text: "BLS, ACLS, PALS current (AHA only)", imp: Required, typ: TypeCertification, ids: ids("cert:acls")},
				{text: "BLS, ACLS, PALS current (AHA only)", imp: Required, typ: TypeCertification, ids: ids("cert:pals")},
				{text: "TNCC preferred but not required", imp: Preferred, typ: TypeCertification, ids: ids("cert:tncc")},
			},
		},
		{
			name:        "contact details and who is welcome ask for nothing",
			description: "What we need from you:\n* CPR/BLS\n* New grads welcome!\n- Dana @ BrightPath, 713-555-0142\n* Questions? jobs@example.com\n",
			want: []want{
				{text: "CPR/BLS", imp: Required, typ: TypeCertification, ids: ids("cert:bls")},
			},
		},
		{
			name: "a posting's title is no heading to skip",
			description: "TRAVEL MED/SURG RN -- SACRAMENTO, CA\n\nYou need an active California RN license, or you must be able to obtain " +
				"one by the start date.\n\nRequirements\n- BLS",
			want: []want{
				{text: "You need an active California RN license, or you must be able to obtain one by the start date", imp: Required,
					typ: TypeLicense, ids: ids("license:rn"), states: []string{"CA"}},
				{text: "BLS", imp: Required, typ: TypeCertification, ids: ids("cert:bls")},
			},
		},
		{
			name: "prose without headings",
			description: "We are hiring a dialysis nurse. You will care for patients in our clinic. " +
				"We need someone with 3 years of dialysis experience. CCHT certification is a bonus. Apply today!",
			want: []want{
				{text: "We need someone with 3 years of dialysis experience", imp: Required, typ: TypeYearsOfExperience, ids: ids("specialty:dialysis"), years: 3},
				{text: "CCHT certification is a bonus", imp: Optional, typ: TypeCertification, ids: ids("cert:ccht")},
			},
		},
		{
			name:        "repeated requirement counted once, at its strongest",
			description: "Preferred\n- ACLS\nRequired\n- ACLS\n- Nights and weekends",
			want: []want{
				{text: "ACLS", imp: Required, typ: TypeCertification, ids: ids("cert:acls")},
				{text: "Nights and weekends", imp: Required, typ: TypeSchedule, shifts: []string{"night", "weekend"}},
			},
		},
		{
			name: "headings over lists, without marks",
			description: "What you'll bring\n- BLS\n\nRequirements & Skills\n- ACLS\n\nPerks (the must-haves!)\n- Must love dogs\n" +
				"\nPhysical Demands\n- Must lift 50 lbs",
			want: []want{
				{text: "BLS", imp: Required, typ: TypeCertification, ids: ids("cert:bls")},
				{text: "ACLS", imp: Required, typ: TypeCertification, ids: ids("cert:acls")},
				// A physical demand stated as one is a requirement, as recruiters list it.
				{text: "Must lift 50 lbs", imp: Required, typ: TypeOther},
			},
		},
		{
			name: "essential and desirable, nested under kinds",
			description: "Person Specification\n\nExperience\nEssential\n- Acute care experience\nDesirable\n" +
				"- Minimum 12 months' post-registration experience\n\nOther\nEssential\n- Current NMC registration",
			want: []want{
				{text: "Acute care experience", imp: Required, typ: TypeSpecialty, ids: ids("specialty:acute-care")},
				{text: "Minimum 12 months' post-registration experience", imp: Preferred, typ: TypeYearsOfExperience, years: 1},
				{text: "Current NMC registration", imp: Required, typ: TypeLicense},
			},
		},
		{
			name: "a paragraph after the list is prose",
			description: "Qualifications\n- BLS\n\nWe are an equal opportunity employer. All qualified applicants will receive consideration. " +
				"Applicants must pass a background check.",
			want: []want{
				{text: "BLS", imp: Required, typ: TypeCertification, ids: ids("cert:bls")},
				{text: "Applicants must pass a background check", imp: Required, typ: TypeOther},
			},
		},
		{
			name:        "years in a specialty named with the technology that shows it are years in that technology",
			description: "Must have 3+ years of professional Go in production backend systems.",
			want: []want{
				{text: "Must have 3+ years of professional Go in production backend systems", imp: Required,
					typ: TypeYearsOfExperience, ids: ids("skill:go"), years: 3},
			},
		},
		{
			name:        "the wording a list of skills ends with qualifies the list",
			description: "Must haves:\n* BLS + ACLS current\n* Comfortable with Impella, IABP, CVICU a big plus\n",
			want: []want{
				{text: "BLS + ACLS current", imp: Required, typ: TypeCertification, ids: ids("cert:bls", "cert:acls")},
				{text: "Comfortable with Impella, IABP", imp: Preferred, typ: TypeSkill, ids: ids("skill:impella")},
				{text: "Comfortable with Impella, IABP", imp: Preferred, typ: TypeSkill, ids: ids("skill:iabp")},
				{text: "CVICU a big plus", imp: Preferred, typ: TypeSpecialty, ids: ids("specialty:cvicu")},
			},
		},
		{
			name:        "a sentence may start with a name that has its capital inside",
			description: "Backend engineer, Go. 2+ yrs Go in production. gRPC, Postgres.",
			want: []want{
				{text: "2+ yrs Go in production", imp: Required, typ: TypeYearsOfExperience, ids: ids("skill:go"), years: 2},
			},
		},
		{
			name:        "a table of the job's details: a row whose label names a kind of requirement asks it",
			description: "| Item | Detail |\n|---|---|\n| Unit | 28 beds |\n| Certifications | BLS and ACLS |\n| Pay | $39 - $55/hr |\n",
			want: []want{
				{text: "BLS and ACLS", imp: Required, typ: TypeCertification, ids: ids("cert:bls")},
				{text: "BLS and ACLS", imp: Required, typ: TypeCertification, ids: ids("cert:acls")},
			},
		},
		{
			name:        "a name before a paragraph is no label to skip",
			description: "Wasatch Allied Travel: Certified Surgical Tech, main OR, Salt Lake City. 13-week contract. CST (NBSTSA) required - no exceptions. 1 year OR scrub experience, BLS.",
			want: []want{
				{text: "CST (NBSTSA) required - no exceptions", imp: Required, typ: TypeCertification, ids: ids("cert:cst"), strict: true},
				{text: "1 year OR scrub experience", imp: Required, typ: TypeYearsOfExperience, ids: ids("specialty:or"), years: 1},
				{text: "BLS", imp: Required, typ: TypeCertification, ids: ids("cert:bls")},
			},
		},
		{
			name:        "whom to call asks nothing",
			description: "Req: Class A CDL, current DOT med card. $0.62-0.70/mi. Call 555-0117.\nText DRIVE to 614-555-0188\n",
			want: []want{
				{text: "Class A CDL", imp: Required, typ: TypeLicense, ids: ids("license:cdl-a")},
				{text: "current DOT med card", imp: Required, typ: TypeCertification, ids: ids("cert:dot-medical")},
			},
		},
		{
			name:        "a requirement said to admit no shortfall is strict",
			description: "Requirements:\n- 2 yrs recent Level III or IV NICU experience (hard requirement - the manager will not look at less)\n- BLS + NRP current at submission (no exceptions)\n- ACLS preferred\n",
			want: []want{
				{text: "2 yrs recent Level III or IV NICU experience (hard requirement - the manager will not look at less)", imp: Required,
					typ: TypeYearsOfExperience, ids: ids("specialty:nicu"), years: 2, strict: true},
				{text: "BLS + NRP current at submission (no exceptions)", imp: Required, typ: TypeCertification, ids: ids("cert:bls", "cert:nrp"), strict: true},
				{text: "ACLS preferred", imp: Preferred, typ: TypeCertification, ids: ids("cert:acls")},
			},
		},
		{
			name:        "technologies in brackets illustrate the specialty, they do not narrow it",
			description: "2+ years professional frontend development (React, TypeScript, CSS)",
			want: []want{
				{text: "2+ years professional frontend development (React, TypeScript, CSS)", imp: Required,
					typ: TypeYearsOfExperience, ids: ids("specialty:frontend"), years: 2},
			},
		},
		{
			name:        "years in a specialty in one technology or another next to it",
			description: "5+ years of professional backend development in Java or Kotlin",
			want: []want{
				{text: "5+ years of professional backend development in Java or Kotlin", imp: Required,
					typ: TypeYearsOfExperience, ids: ids("skill:java", "skill:kotlin"), anyOf: true, years: 5},
			},
		},
		{
			name:        "a credential of another trade named in full",
			description: "Journeyman Electrician\nRequirements:\n- Class B CDL\n- OTR experience",
			want: []want{
				{text: "Class B CDL", imp: Required, typ: TypeLicense, ids: ids("license:cdl-b")},
				{text: "OTR experience", imp: Required, typ: TypeExperience},
			},
		},
		{
			name:        "quantities give way to a preferred heading",
			description: "Nice to haves:\n- Travel experience (at least 2 assignments)\n- Experience with a ticketing tool",
			want: []want{
				{text: "Travel experience (at least 2 assignments)", imp: Preferred, typ: TypeExperience},
				{text: "Experience with a ticketing tool", imp: Preferred, typ: TypeSkill},
			},
		},
		{
			name: "knowing and products are skills; a physical demand is not a schedule",
			description: "Requirements:\n- Working knowledge of state wage law\n- Computer literate\n- Experience with QuickStaff or AcmeLedger\n" +
				"- Able to stand and walk through a 12-hour shift\n- Experience at McKesson",
			want: []want{
				{text: "Working knowledge of state wage law", imp: Required, typ: TypeSkill},
				{text: "Computer literate", imp: Required, typ: TypeSkill},
				{text: "Experience with QuickStaff or AcmeLedger", imp: Required, typ: TypeSkill},
				{text: "Able to stand and walk through a 12-hour shift", imp: Required, typ: TypeOther},
				{text: "Experience at McKesson", imp: Required, typ: TypeExperience},
			},
		},
		{
			name:        "credentials named by the skill they certify, or as a qualification",
			description: "Requirements:\n- IV Therapy Certification\n- Moving and handling trainer qualification\n- Blood bank experience preferred",
			want: []want{
				{text: "IV Therapy Certification", imp: Required, typ: TypeCertification, ids: ids("cert:iv-therapy")},
				{text: "Moving and handling trainer qualification", imp: Required, typ: TypeCertification},
				{text: "Blood bank experience preferred", imp: Preferred, typ: TypeSpecialty, ids: ids("specialty:blood-bank")},
			},
		},
		{
			name: "a markdown table of requirements with a level column and notes",
			description: "| Detail | Info |\n|---|---|\n| Pay | $40/hr |\n\n| Requirement | Level | Notes |\n|---|---|---|\n" +
				"| Telemetry experience | Required | 2 years minimum |\n| Active Ohio RN license | Required | Compact accepted |\n" +
				"| PCCN | Preferred | |\n| Availability | Required | Every other weekend |",
			want: []want{
				{text: "Telemetry experience", imp: Required, typ: TypeYearsOfExperience, ids: ids("specialty:telemetry"), years: 2},
				{text: "Active Ohio RN license", imp: Required, typ: TypeLicense, ids: ids("license:rn"), states: []string{"OH"}},
				{text: "PCCN", imp: Preferred, typ: TypeCertification, ids: ids("cert:pccn")},
				{text: "Every other weekend", imp: Required, typ: TypeSchedule, shifts: []string{"weekend"}},
			},
		},
		{
			name: "a tab-separated table; a note with a requirement of its own",
			description: "QUALIFICATIONS\nItem\tStatus\tNotes\nHigh school diploma\tRequired\tAn associate degree is preferred\n" +
				"CPR certification\tRequired\tWithin 30 days of hire",
			want: []want{
				{text: "High school diploma", imp: Required, typ: TypeEducation, ids: ids("degree:high-school"), level: taxonomy.LevelHighSchool},
				{text: "An associate degree is preferred", imp: Preferred, typ: TypeEducation, ids: ids("degree:associate"), level: taxonomy.LevelAssociate},
				{text: "CPR certification", imp: Required, typ: TypeCertification, ids: ids("cert:cpr")},
			},
		},
		{
			name: "a list mixing requirements and benefits under a heading that says neither",
			description: "The details:\n• Three years of accounts payable experience\n• Medical and dental from day one\n" +
				"• Advanced Excel\n• Starting pay $50,000\n• Answer vendor calls",
			want: []want{
				{text: "Three years of accounts payable experience", imp: Required, typ: TypeYearsOfExperience, ids: ids("skill:accounts-payable"), years: 3},
				{text: "Advanced Excel", imp: Required, typ: TypeSkill, ids: ids("skill:excel")},
			},
		},
		{
			name: "abbreviated labels; physical demands; a heading ending in an ellipsis",
			description: "Req: BLS, 1 yr tele\nPref: PCCN\nReq ID: 4471\n\nYou'll stand out if…\n- Epic charting\n\n" +
				"PHYSICAL DEMANDS\nMust be able to lift 40 pounds. The unit is busy and bright.",
			want: []want{
				{text: "BLS", imp: Required, typ: TypeCertification, ids: ids("cert:bls")},
				{text: "1 yr tele", imp: Required, typ: TypeYearsOfExperience, ids: ids("specialty:telemetry"), years: 1},
				{text: "PCCN", imp: Preferred, typ: TypeCertification, ids: ids("cert:pccn")},
				{text: "Epic charting", imp: Preferred, typ: TypeSkill, ids: ids("skill:epic")},
				{text: "Must be able to lift 40 pounds", imp: Required, typ: TypeOther},
			},
		},
		{
			name:        "hours of availability; a clause only saying what is not required",
			description: "Requirements:\n- Available weekdays 9am-5pm Pacific\n- Spanish is a plus, though it isn't required",
			want: []want{
				{text: "Available weekdays 9am-5pm Pacific", imp: Required, typ: TypeSchedule, shifts: []string{"day", "8-hour"}},
				{text: "Spanish is a plus, though it isn't required", imp: Preferred, typ: TypeLanguage, ids: ids("lang:spanish")},
			},
		},
		{
			name:        "the areas a credential is held in",
			description: "Requirements:\n- ARRT registration in Radiography and CT\n- Active BLS and ICU experience",
			want: []want{
				{text: "ARRT registration in Radiography and CT", imp: Required, typ: TypeCertification, ids: ids("cert:arrt-r")},
				{text: "Active BLS", imp: Required, typ: TypeCertification, ids: ids("cert:bls")},
				{text: "ICU experience", imp: Required, typ: TypeSpecialty, ids: ids("specialty:icu")},
			},
		},
		{
			name: "a certification in a specialty the taxonomy has none for",
			description: "Requirements:\n- Oncology certification preferred\n- Certified in wound care\n" +
				"- Certified Nursing Assistant with 1 year of LTC experience\n- Experience in a certified trauma center",
			want: []want{
				{text: "Oncology certification preferred", imp: Preferred, typ: TypeCertification},
				{text: "Certified in wound care", imp: Required, typ: TypeCertification},
				{text: "Certified Nursing Assistant with 1 year of LTC experience", imp: Required, typ: TypeYearsOfExperience, ids: ids("specialty:ltc"), years: 1},
				{text: "Experience in a certified trauma center", imp: Required, typ: TypeSpecialty, ids: ids("specialty:trauma")},
			},
		},
		{
			name: "a checklist whose legend gives the importance",
			description: "Before you apply, check yourself:\n[x] = must have     ☐ = nice to have\n[x] BLS certification\n☐ PACU experience\n\n" +
				"Benefits\n☐ Dental",
			want: []want{
				{text: "BLS certification", imp: Required, typ: TypeCertification, ids: ids("cert:bls")},
				{text: "PACU experience", imp: Preferred, typ: TypeSpecialty, ids: ids("specialty:pacu")},
			},
		},
		{
			name: "civil-service qualifications: a heading with a note, AND, substitutions, permits",
			description: "MINIMUM QUALIFICATIONS (required by state law)\n1. High school diploma; AND\n" +
				"2. Three (3) years of licensed driving experience\n3. Valid Ohio School Bus Driver Permit\n" +
				"4. Able to lift 40 lbs in an emergency, which may require kneeling\n\nSUBSTITUTION:\na. A bachelor's degree may substitute for the experience.",
			want: []want{
				{text: "High school diploma", imp: Required, typ: TypeEducation, ids: ids("degree:high-school"), level: taxonomy.LevelHighSchool},
				{text: "Three (3) years of licensed driving experience", imp: Required, typ: TypeYearsOfExperience, years: 3},
				{text: "Valid Ohio School Bus Driver Permit", imp: Required, typ: TypeLicense, ids: ids("license:cdl-b"), states: []string{"OH"}},
				{text: "Able to lift 40 lbs in an emergency, which may require kneeling", imp: Required, typ: TypeOther},
			},
		},
		{
			name:        "a text-message blast: compact years, 'lic', offers of no shifts",
			description: "Need 2yr ICU, BLS, TX or compact lic. Epic a plus. No nights, no weekends, no call.",
			want: []want{
				{text: "Need 2yr ICU", imp: Required, typ: TypeYearsOfExperience, ids: ids("specialty:icu"), years: 2},
				{text: "BLS", imp: Required, typ: TypeCertification, ids: ids("cert:bls")},
				{text: "TX or compact lic", imp: Required, typ: TypeLicense, ids: ids("license:multistate"), states: []string{"TX"}, compact: true},
				{text: "Epic a plus", imp: Preferred, typ: TypeSkill, ids: ids("skill:epic")},
			},
		},
		{
			name: "an offer in brackets; knowing a system; a list going on after 'including'",
			description: "Requirements:\n- Hepatitis B vaccination (we offer the series free)\n- Working knowledge of the ambulatory EHR\n" +
				"- Payroll experience, including month-end close",
			want: []want{
				{text: "Hepatitis B vaccination (we offer the series free)", imp: Required, typ: TypeOther},
				{text: "Working knowledge of the ambulatory EHR", imp: Required, typ: TypeSkill},
				{text: "Payroll experience, including month-end close", imp: Required, typ: TypeSkill, ids: ids("skill:payroll")},
				{text: "Payroll experience, including month-end close", imp: Required, typ: TypeSkill, ids: ids("skill:general-ledger")},
			},
		},
		{
			name:        "lines broken mid-sentence",
			description: "Requirements:\n- National phlebotomy certification (ASCP PBT or\nNHA CPT) required\n- One year of phlebotomy experience with\nadult patients",
			want: []want{
				{text: "National phlebotomy certification (ASCP PBT or\nNHA CPT) required", imp: Required, typ: TypeCertification, ids: ids("cert:phlebotomy")},
				{text: "One year of phlebotomy experience with\nadult patients", imp: Required, typ: TypeYearsOfExperience, ids: ids("skill:phlebotomy"), years: 1},
			},
		},
		{
			name:        "a table whose columns give the importance",
			description: "| MUST | SHOULD | COULD |\n|---|---|---|\n| BLS | ACLS | PALS |\n| 2 years of ICU experience | | |",
			want: []want{
				{text: "BLS", imp: Required, typ: TypeCertification, ids: ids("cert:bls")},
				{text: "ACLS", imp: Preferred, typ: TypeCertification, ids: ids("cert:acls")},
				{text: "PALS", imp: Optional, typ: TypeCertification, ids: ids("cert:pals")},
				{text: "2 years of ICU experience", imp: Required, typ: TypeYearsOfExperience, ids: ids("specialty:icu"), years: 2},
			},
		},
		{
			name: "requirements asked as questions; an FAQ; a Spanish half",
			description: "Q: What license do I need?\nA: An active Oregon RN license is required.\n\n" +
				"Answer these before you apply:\n1. Do you hold a current BLS card?\n2. Can you work every other weekend?\n\n" +
				"*** ESPAÑOL ***\nSe requiere una licencia de enfermería de Oregón y experiencia en la UCI.",
			want: []want{
				{text: "An active Oregon RN license is required", imp: Required, typ: TypeLicense, ids: ids("license:rn"), states: []string{"OR"}},
				{text: "Do you hold a current BLS card?", imp: Required, typ: TypeCertification, ids: ids("cert:bls")},
				{text: "Can you work every other weekend?", imp: Required, typ: TypeSchedule, shifts: []string{"weekend"}},
			},
		},
		{
			name: "Indeed's qualification lines",
			description: "Experience:\n- Operating room department: 3 years (Required)\n- Epic: 1 year (Preferred)\n\n" +
				"Shift availability:\n- Day Shift (Required)\n\nWork Location: In person",
			want: []want{
				{text: "Operating room department: 3 years (Required)", imp: Required, typ: TypeYearsOfExperience, ids: ids("specialty:or"), years: 3},
				{text: "Epic: 1 year (Preferred)", imp: Preferred, typ: TypeYearsOfExperience, ids: ids("skill:epic"), years: 1},
				{text: "Day Shift (Required)", imp: Required, typ: TypeSchedule, shifts: []string{"day"}},
			},
		},
		{
			name:        "a bracket with a requirement of its own",
			description: "Requirements:\n- Oregon RN license (BLS certification also required)\n- ACLS (required within 60 days)",
			want: []want{
				{text: "Oregon RN license", imp: Required, typ: TypeLicense, ids: ids("license:rn"), states: []string{"OR"}},
				{text: "BLS certification also required", imp: Required, typ: TypeCertification, ids: ids("cert:bls")},
				{text: "ACLS (required within 60 days)", imp: Required, typ: TypeCertification, ids: ids("cert:acls")},
			},
		},
		{
			name:        "a requirement's wording covers what follows \"and\"",
			description: "Requirements:\n- Experience with PACS and an incident reporting portal is a plus",
			want: []want{
				{text: "Experience with PACS and an incident reporting portal is a plus", imp: Preferred, typ: TypeSkill, ids: ids("skill:pacs")},
			},
		},
		{
			name:        "nothing asked",
			description: "About Us\nWe are a great team.\n\nResponsibilities\n- Must answer phones\n\nBenefits\n- Medical, dental, vision",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := FromJob(nil, tt.description)
			checkExtracted(t, tt.description, got)
			if diff := cmp.Diff(tt.want, wantsOf(got), cmpWant...); diff != "" {
				t.Errorf("FromJob(%q) mismatch (-want +got):\n%s", tt.description, diff)
			}
		})
	}
}

func TestFromJobExplicit(t *testing.T) {
	explicit := []Input{
		{Description: "2+ years of ICU experience", Importance: "required", Type: "experience"},
		{Description: "CCRN", Importance: "preferred", Type: "certification"},
	}
	got := FromJob(explicit, MustRead(t, "icu_travel.txt"))
	want := []want{
		{text: "2+ years of ICU experience", imp: Required, typ: TypeYearsOfExperience, ids: ids("specialty:icu"), years: 2},
		{text: "CCRN", imp: Preferred, typ: TypeCertification, ids: ids("cert:ccrn")},
	}
	if diff := cmp.Diff(want, wantsOf(got[:2]), cmpWant...); diff != "" {
		t.Errorf("FromJob(explicit) mismatch (-want +got):\n%s", diff)
	}
	// Then what the description asks that the explicit list does not name:
	// the licence, BLS and ACLS; never the ICU years or the CCRN again.
	var described []taxonomy.ID
	for i, c := range got {
		source := SourceJobCriteria
		if i >= 2 {
			source = SourceJobDescription
			described = append(described, c.Concepts...)
		}
		if c.ID != i+1 || c.Source != source {
			t.Errorf("criterion %d: ID, Source = %d, %q; want %d, %q", i, c.ID, c.Source, i+1, source)
		}
	}
	for _, id := range []taxonomy.ID{"license:rn", "cert:bls", "cert:acls"} {
		if !slices.Contains(described, id) {
			t.Errorf("the description's criteria %v lack %s", described, id)
		}
	}
	for _, id := range []taxonomy.ID{"specialty:icu", "cert:ccrn"} {
		if slices.Contains(described, id) {
			t.Errorf("the description's criteria %v ask %s again", described, id)
		}
	}
	// The description names the profession a bare "state license" is for.
	got = FromJob([]Input{{Description: "Active state license", Importance: "required", Type: "license"}}, MustRead(t, "pt_outpatient.txt"))
	if diff := cmp.Diff(ids("license:pt"), got[0].Concepts); diff != "" {
		t.Errorf("FromJob(state license, PT posting) concepts mismatch (-want +got):\n%s", diff)
	}
}

func TestParse(t *testing.T) {
	tests := []struct {
		in   Input
		want want
	}{
		{Input{"2+ years ICU", "required", "experience"},
			want{imp: Required, typ: TypeYearsOfExperience, ids: ids("specialty:icu"), years: 2}},
		{Input{"BLS", "Required", "Certification"},
			want{imp: Required, typ: TypeCertification, ids: ids("cert:bls")}},
		{Input{"Texas or compact RN license", "preferred", "license"},
			want{imp: Preferred, typ: TypeLicense, ids: ids("license:rn", "license:multistate"), anyOf: true, states: []string{"TX"}, compact: true}},
		{Input{"ADN or BSN", "required", "education"},
			want{imp: Required, typ: TypeEducation, ids: ids("degree:adn", "degree:bsn"), anyOf: true, level: taxonomy.LevelAssociate}},
		{Input{"BSN required", "required", ""},
			want{imp: Required, typ: TypeEducation, ids: ids("degree:bsn"), level: taxonomy.LevelBachelor}},
		{Input{"Bachelor's degree", "optional", "degree"},
			want{imp: Optional, typ: TypeEducation, ids: ids("degree:bachelor"), level: taxonomy.LevelBachelor}},
		{Input{"minimum of 3 yrs in a Level I trauma center", "required", "years_of_experience"},
			want{imp: Required, typ: TypeYearsOfExperience, ids: ids("specialty:trauma"), years: 3}},
		{Input{"Experience with Epic", "required", "experience"},
			want{imp: Required, typ: TypeSkill, ids: ids("skill:epic")}},
		{Input{"Strong leadership", "preferred", "experience"},
			want{imp: Preferred, typ: TypeExperience}},
		{Input{"Must be willing to work nights", "bogus", ""},
			want{imp: Required, typ: TypeSchedule, shifts: []string{"night"}}},
		{Input{"Weekends are a plus", "", "shift"},
			want{imp: Preferred, typ: TypeSchedule, shifts: []string{"weekend"}}},
		{Input{"Spanish", "preferred", "Required"},
			want{imp: Preferred, typ: TypeLanguage, ids: ids("lang:spanish")}},
		{Input{"Bilingual English/Spanish", "required", "language"},
			want{imp: Required, typ: TypeLanguage, ids: ids("lang:spanish")}},
		{Input{"CCRN or PCCN", "preferred", "other"},
			want{imp: Preferred, typ: TypeOther, ids: ids("cert:ccrn", "cert:pccn"), anyOf: true}},
		{Input{"MICU or ICU", "required", "specialty"},
			want{imp: Required, typ: TypeSpecialty, ids: ids("specialty:icu")}},
		{Input{"Must live within 30 miles of Denver, CO", "required", "location"},
			want{imp: Required, typ: TypeLocation, states: []string{"CO"}}},
		{Input{"Registered Nurse", "required", "profession"},
			want{imp: Required, typ: TypeProfession, ids: ids("profession:rn")}},
		{Input{"  Current state license  ", "required", "license"},
			want{imp: Required, typ: TypeLicense}},
	}
	for _, tt := range tests {
		got := Parse(tt.in, SourceRequest)
		tt.want.text = strings.TrimSpace(tt.in.Description)
		if diff := cmp.Diff(tt.want, wantOf(got), cmpWant...); diff != "" {
			t.Errorf("Parse(%+v) mismatch (-want +got):\n%s", tt.in, diff)
		}
		if got.ID != 0 || got.Source != SourceRequest || !strings.HasSuffix(got.Question, "?") {
			t.Errorf("Parse(%+v): ID, Source, Question = %d, %q, %q", tt.in, got.ID, got.Source, got.Question)
		}
	}
}

func TestMinYears(t *testing.T) {
	tests := []struct {
		text string
		want float64
	}{
		{"2+ years of ICU", 2},
		{"5+yrs", 5},
		{"at least two years", 2},
		{"minimum of 3 yrs.", 3},
		{"1-2 years", 1},
		{"1 to 2 years", 1},
		{"3 or more years", 3},
		{"two (2) years", 2},
		{"a minimum of one (1) year", 1},
		{"1.5 years", 1.5},
		{"6 months", 0.5},
		{"18 months of experience", 1.5},
		{"18 years of age", 0},
		{"18 years or older", 0},
		{"must be 21 years old", 0},
		{"within 2 years of hire", 0},
		{"in the last 5 years", 0},
		{"a 2-year degree", 0},
		{"13 weeks", 0},
		{"12-hour shifts", 0},
		{"several years", 0},
	}
	for _, tt := range tests {
		if got := minYears(tt.text, tokenize(tt.text, 0, len(tt.text))); got != tt.want {
			t.Errorf("minYears(%q) = %v, want %v", tt.text, got, tt.want)
		}
	}
}

func TestWording(t *testing.T) {
	tests := []struct {
		text        string
		want        string
		wantNegated bool
	}{
		{"BLS required", Required, false},
		{"Must have ICU experience", Required, false},
		{"Minimum of 2 years", Required, false},
		{"CCRN preferred", Preferred, false},
		{"Epic is a plus", Preferred, false},
		{"Nice-to-have: Kafka", Preferred, false},
		{"Spanish is a bonus", Optional, false},
		{"Manual therapy certification is helpful", Optional, false},
		{"At least one year of experience is preferred", Preferred, false},
		{"ACLS preferred, required within 90 days of hire", Preferred, false},
		{"Preferred but not required", Preferred, false},
		{"Not required but preferred", Preferred, true},
		{"Experience not required", "", true},
		{"No experience necessary", "", true},
		{"Kubernetes", "", false},
	}
	for _, tt := range tests {
		got, negated := wording(tokenize(tt.text, 0, len(tt.text)))
		if got != tt.want || negated != tt.wantNegated {
			t.Errorf("wording(%q) = %q, %v; want %q, %v", tt.text, got, negated, tt.want, tt.wantNegated)
		}
	}
}

func TestQuestion(t *testing.T) {
	tests := []struct {
		in   Input
		want string
	}{
		{Input{"2+ years of ICU experience", "required", ""}, "Does the candidate have 2+ years of ICU experience?"},
		{Input{"1 year of telemetry experience", "required", ""}, "Does the candidate have 1+ year of telemetry experience?"},
		{Input{"6 months of warehouse experience", "required", ""}, "Does the candidate have 6+ months of relevant experience?"},
		{Input{"3+ years as a Registered Nurse", "required", ""}, "Does the candidate have 3+ years of experience as a Registered Nurse?"},
		{Input{"5+ years with Golang", "required", ""}, "Does the candidate have 5+ years of experience with Golang?"},
		{Input{"ICU or PCU experience", "required", ""}, "Does the candidate have ICU or PCU experience?"},
		{Input{"Active BLS certification", "required", ""}, "Does the candidate hold an active BLS certification?"},
		{Input{"Forklift certification", "required", ""}, "Does the candidate hold an active Forklift certification?"},
		{Input{"Texas RN license or compact license", "required", ""}, "Does the candidate hold an active RN license valid in TX, or a multistate (compact) license?"},
		{Input{"Compact RN license", "required", ""}, "Does the candidate hold an active multistate (compact) RN license?"},
		{Input{"Compact license required", "required", ""}, "Does the candidate hold an active multistate (compact) nursing license?"},
		{Input{"Valid Class A CDL", "required", ""}, "Does the candidate hold an active Class A CDL?"},
		{Input{"ADN or BSN", "required", ""}, "Does the candidate have an ADN or BSN?"},
		{Input{"MS or PhD", "required", ""}, "Does the candidate have an MS or PhD?"},
		{Input{"Bachelor's degree in Accounting", "required", ""}, "Does the candidate have a Bachelor's degree?"},
		{Input{"Bilingual English/Spanish", "required", ""}, "Does the candidate speak Spanish?"},
		{Input{"Nights and weekends", "required", "schedule"}, "Can the candidate work nights and weekends?"},
		{Input{"Must live in Colorado", "required", ""}, "Is the candidate located in CO, or willing to relocate there?"},
		{Input{"Must be a Registered Nurse", "required", ""}, "Is the candidate a Registered Nurse?"},
		{Input{"Must pass a drug screen.", "required", ""}, `Does the candidate meet this requirement: "Must pass a drug screen"?`},
	}
	for _, tt := range tests {
		if got := Parse(tt.in, SourceRequest).Question; got != tt.want {
			t.Errorf("Parse(%q).Question = %q, want %q", tt.in.Description, got, tt.want)
		}
	}
}

func TestMerge(t *testing.T) {
	job := FromJob(nil, MustRead(t, "er_rn.txt"))
	request := []Input{
		{Description: "Spanish", Importance: "preferred", Type: "language"},
		{Description: "Night shift", Importance: "required", Type: "schedule"},
	}
	tests := []struct {
		name    string
		request []Input
		replace bool
		want    []string // sources in order
	}{
		{"added", request, false, append(sources(SourceJobDescription, len(job)), SourceRequest, SourceRequest)},
		{"replaced", request, true, []string{SourceRequest, SourceRequest}},
		{"replaced by nothing", nil, true, sources(SourceJobDescription, len(job))},
		{"nothing added", nil, false, sources(SourceJobDescription, len(job))},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Merge(job, tt.request, tt.replace)
			var gotSources []string
			for i, c := range got {
				gotSources = append(gotSources, c.Source)
				if c.ID != i+1 {
					t.Errorf("criterion %d: ID = %d, want %d", i, c.ID, i+1)
				}
			}
			if diff := cmp.Diff(tt.want, gotSources); diff != "" {
				t.Errorf("Merge sources mismatch (-want +got):\n%s", diff)
			}
		})
	}
	// Merging numbers copies: the job's criteria are left as they were.
	before := FromJob(nil, MustRead(t, "er_rn.txt"))
	merged := Merge(job[2:], request, false)
	merged[0].Concepts[0] = "cert:changed"
	if diff := cmp.Diff(before, job); diff != "" {
		t.Errorf("Merge changed the job's criteria (-before +after):\n%s", diff)
	}
}

func sources(s string, n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = s
	}
	return out
}

func TestValidate(t *testing.T) {
	in := []Input{
		{Description: "BLS", Importance: "required", Type: "certification"},
		{Description: "ICU", Importance: "mandatory", Type: "specialty"},
		{Description: " ", Importance: "", Type: ""},
		{Description: "ACLS", Importance: "Preferred", Type: "certification"},
	}
	want := []string{
		"criteria[1].importance: must be one of required, preferred, optional",
		"criteria[2].description: required",
		"criteria[2].importance: required; must be one of required, preferred, optional",
		"criteria[2].type: required",
		"criteria[3].importance: must be one of required, preferred, optional",
	}
	if diff := cmp.Diff(want, Validate(in, "criteria")); diff != "" {
		t.Errorf("Validate mismatch (-want +got):\n%s", diff)
	}
	if got := Validate(in[:1], "criteria"); got != nil {
		t.Errorf("Validate(valid) = %q, want none", got)
	}
}

func TestCache(t *testing.T) {
	c := NewCache(2)
	icu := Posting{Title: "ICU RN", Description: MustRead(t, "icu_travel.txt")}
	first := c.ForJob(1, 1, icu)
	if diff := cmp.Diff(ForJob(icu), first); diff != "" {
		t.Fatalf("Cache.ForJob mismatch (-want +got):\n%s", diff)
	}
	// The same version is not read again, even if the caller passes other text.
	if got := c.ForJob(1, 1, Posting{Description: "Requirements\n- BLS"}); !cmp.Equal(first, got) {
		t.Errorf("Cache.ForJob(job 1, version 1) was computed again")
	}
	// What the cache returns is the caller's own.
	was := first[0].Concepts[0]
	first[0].Concepts[0] = "license:changed"
	first[1].Text = "changed"
	if got := c.ForJob(1, 1, icu); got[0].Concepts[0] != was || got[1].Text == "changed" {
		t.Errorf("changing returned criteria changed the cache: %+v", got[:2])
	}
	// A new version is read; the least recently used job is forgotten.
	if got := c.ForJob(1, 2, Posting{Description: "Requirements\n- BLS"}); len(got) != 1 {
		t.Errorf("Cache.ForJob(job 1, version 2) = %d criteria, want 1", len(got))
	}
	c.ForJob(2, 1, Posting{Description: "Requirements\n- ACLS"})
	if n := c.Len(); n != 2 {
		t.Errorf("Len() = %d, want 2", n)
	}
	if got := c.ForJob(1, 1, Posting{Description: "Requirements\n- PALS"}); len(got) != 1 || got[0].Concepts[0] != "cert:pals" {
		t.Errorf("Cache.ForJob(job 1, version 1) after eviction = %+v, want it read again", got)
	}
}

func TestCacheConcurrent(t *testing.T) {
	c := NewCache(4)
	p := Posting{Title: "ER RN", Description: MustRead(t, "er_rn.txt")}
	want := ForJob(p)
	done := make(chan []Criterion)
	for i := range 8 {
		go func() { done <- c.ForJob(int64(i%3), 1, p) }()
	}
	for range 8 {
		if diff := cmp.Diff(want, <-done); diff != "" {
			t.Errorf("concurrent Cache.ForJob mismatch (-want +got):\n%s", diff)
		}
	}
}

func TestYouHaveHeadings(t *testing.T) {
	desc := "Backend Engineer\n\nYou will\n- Design APIs in Python\n- Own data models\n\nYou have\n- 3+ years of backend engineering experience\n- PostgreSQL\n\nBonus\n- AWS\n"
	got := FromJob(nil, desc)
	var texts []string
	for _, c := range got {
		texts = append(texts, c.Importance+": "+c.Text)
	}
	want := []string{"required: 3+ years of backend engineering experience", "required: PostgreSQL", "preferred: AWS"}
	if !slices.Equal(texts, want) {
		t.Errorf("FromJob = %q, want %q: duties under \"You will\" are no criteria", texts, want)
	}
}

func TestRefusedCompactLicence(t *testing.T) {
	for _, tc := range []struct {
		text    string
		compact bool
	}{
		{"Active California RN license required (compact licenses are not accepted in California)", false},
		{"Current New York RN license; multistate licenses not honored", false},
		{"Texas or compact RN license required", true},
		{"Active RN license: Texas or multistate (NLC)", true},
	} {
		c := Parse(Input{Description: tc.text, Importance: Required, Type: "license"}, SourceRequest)
		multistate := slices.Contains(c.Concepts, "license:multistate")
		if c.Compact != tc.compact || multistate != tc.compact {
			t.Errorf("Parse(%q): Compact %v, license:multistate %v; want %v", tc.text, c.Compact, multistate, tc.compact)
		}
	}
}
