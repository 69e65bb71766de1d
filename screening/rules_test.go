package screening

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/resume"
	"github.com/recruitd/recruitd/screening/criteria"
)

// crits numbers explicit criteria as a request gives them.
func crits(in ...criteria.Input) []criteria.Criterion {
	return criteria.Merge(nil, in, false)
}

func req(desc, typ string) criteria.Input {
	return criteria.Input{Description: desc, Importance: criteria.Required, Type: typ}
}

func pref(desc, typ string) criteria.Input {
	return criteria.Input{Description: desc, Importance: criteria.Preferred, Type: typ}
}

func opt(desc, typ string) criteria.Input {
	return criteria.Input{Description: desc, Importance: criteria.Optional, Type: typ}
}

// ruleCase is one candidate against one criterion.
type ruleCase struct {
	name      string
	c         Candidate
	in        criteria.Input
	want      string // one status letter, see statuses
	reasoning string // a part of the reasoning
	evidence  string // the whole text evidence, "" for nil
}

func runRuleCases(t *testing.T, job recruitd.Job, tests []ruleCase) {
	t.Helper()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, got := letters(t, tt.c, job, crits(tt.in))
			cr := r.Criteria[0]
			ev := ""
			if cr.TextEvidence != nil {
				ev = *cr.TextEvidence
			}
			if got != tt.want || !strings.Contains(cr.Reasoning, tt.reasoning) || ev != tt.evidence {
				t.Errorf("Screen = %s %q %q; want %s %q %q", got, cr.Reasoning, ev, tt.want, tt.reasoning, tt.evidence)
			}
		})
	}
}

func certProfile(certs ...resume.Certification) *resume.Profile {
	return &resume.Profile{Certifications: certs}
}

func TestCredentials(t *testing.T) {
	job := recruitd.Job{Title: "ICU RN", Address: houston}
	runRuleCases(t, job, []ruleCase{
		{
			name: "licence of the state asked",
			c:    Candidate{Profile: certProfile(resume.Certification{Name: "RN License - Texas", ExpirationDate: "2027-01-31"})},
			in:   req("Active Texas RN license", "license"), want: "F", reasoning: "issued in TX, valid in TX",
		},
		{
			name: "licence of a state outside the compact",
			c: Candidate{
				Profile:    certProfile(resume.Certification{Name: "California RN License", ExpirationDate: "2027-01-31"}),
				ResumeText: "LICENSES\nCalifornia RN License #95012, exp. 2027\n",
			},
			in: req("Active Texas RN license", "license"), want: "x", reasoning: "issued in CA, not valid in TX", evidence: "California RN License #95012, exp. 2027",
		},
		{
			name: "compact licence of another member state",
			c:    Candidate{ResumeText: "Arizona RN License (multistate compact), expires 2028-02-01"},
			in:   req("Active Texas RN license", "license"), want: "F", reasoning: "issued in AZ (multistate), valid in TX", evidence: "Arizona RN License (multistate compact), expires 2028-02-01",
		},
		{
			name: "licence without its state",
			c:    Candidate{ResumeText: "RN License #442211"},
			in:   req("Active Texas RN license", "license"), want: "u", reasoning: "without its issuing state", evidence: "RN License #442211",
		},
		{
			name: "licence implied by the title",
			c:    Candidate{ResumeText: "Registered Nurse, Ben Taub Hospital, 2020 - present"},
			in:   req("RN license", "license"), want: "u", reasoning: "Works as Registered Nurse", evidence: "Registered Nurse, Ben Taub Hospital, 2020 - present",
		},
		{
			name: "multistate licence asked, a compact state's held without saying",
			c:    Candidate{Profile: certProfile(resume.Certification{Name: "Texas RN License", ExpirationDate: "2027-01-31"})},
			in:   req("Compact RN license required", "license"), want: "u", reasoning: "which issues multistate licences to its residents",
		},
		{
			name: "multistate licence asked, single-state held",
			c:    Candidate{ResumeText: "Texas RN license (single-state) #RN987767, exp 03/2028"},
			in:   req("Compact RN license required", "license"), want: "x", reasoning: "not stated to be a multistate",
			evidence: "Texas RN license (single-state) #RN987767, exp 03/2028",
		},
		{
			name: "a compact state's licence held by a resident, not said to be multistate",
			c:    Candidate{ResumeText: "Dallas, TX 75201\nTexas RN License #775010, exp 03/2028"},
			in:   req("Georgia RN license or multistate compact license", "license"), want: "u", reasoning: "which issues multistate licences to its residents",
			evidence: "Texas RN License #775010, exp 03/2028",
		},
		{
			name: "a compact state's licence held by someone living elsewhere is single-state",
			c: Candidate{ResumeText: "Texas RN License #775010, exp 03/2028",
				Record: recruitd.Candidate{Address: &recruitd.Address{City: "Atlanta", State: "GA", Zip: "30309"}}},
			in: req("Florida RN license or multistate compact license", "license"), want: "x", reasoning: "issued in TX, not valid in FL",
			evidence: "Texas RN License #775010, exp 03/2028",
		},
		{
			name: "not multistate, said so",
			c: Candidate{ResumeText: "LICENSES\nRN, FL - single state license, not multistate (exp 05/30/2028)\n",
				Profile: certProfile(resume.Certification{Name: "RN, FL - single state license, not multistate"})},
			in: req("Georgia RN license or multistate compact license", "license"), want: "x", reasoning: "issued in FL, not valid in GA",
			evidence: "RN, FL - single state license, not multistate (exp 05/30/2028)",
		},
		{
			name: "licence naming no state, checked against the job's",
			c:    Candidate{Profile: certProfile(resume.Certification{Name: "California RN License", ExpirationDate: "2027-01-31"})},
			in:   req("RN license", "license"), want: "x", reasoning: "issued in CA, not valid in TX",
		},
		{
			name: "a licence only applied for",
			c:    Candidate{ResumeText: "LICENSES\nCalifornia RN License #95012, exp. 2027; Texas RN license application pending\n"},
			in:   req("Active Texas RN license", "license"), want: "u", reasoning: "is pending, not held",
			evidence: "California RN License #95012, exp. 2027; Texas RN license application pending",
		},
		{
			name: "state by name, multistate wording, a number and valid through",
			c:    Candidate{ResumeText: "RN license, Georgia - Multistate/Compact NLC (No. RN507712), valid through 2029-03-31"},
			in:   req("Active Georgia RN license", "license"), want: "F", reasoning: "issued in GA (multistate), valid in GA; expires 2029-03-31",
			evidence: "RN license, Georgia - Multistate/Compact NLC (No. RN507712), valid through 2029-03-31",
		},
		{
			name: "a multistate licence is valid where the compact is",
			c:    Candidate{ResumeText: "RN license, Georgia - Multistate/Compact NLC (No. RN507712), valid through 2029-03-31"},
			in:   req("Tennessee RN license", "license"), want: "F", reasoning: "issued in GA (multistate), valid in TN",
			evidence: "RN license, Georgia - Multistate/Compact NLC (No. RN507712), valid through 2029-03-31",
		},
		{
			name: "a multistate licence is not valid outside the compact, whatever is asked",
			c:    Candidate{ResumeText: "RN license, Georgia - Multistate/Compact NLC (No. RN507712), valid through 2029-03-31"},
			in:   req("Illinois or compact RN license", "license"), want: "x", reasoning: "issued in GA (multistate), not valid in IL, which does not honour multistate licences",
			evidence: "RN license, Georgia - Multistate/Compact NLC (No. RN507712), valid through 2029-03-31",
		},
		{
			name: "a parsed entry that lost its state takes it from its line",
			c: Candidate{
				Profile:    certProfile(resume.Certification{Name: "RN license", IssuingOrganization: "Multi-state (eNLC)", ExpirationDate: "2028-10-31"}),
				ResumeText: "Licensure\nRN license - Kentucky - Multi-state (eNLC) - exp. 10/2028\n",
			},
			in: req("RN license valid in Ohio", "license"), want: "F", reasoning: "issued in KY (multistate), valid in OH",
			evidence: "RN license - Kentucky - Multi-state (eNLC) - exp. 10/2028",
		},
		{
			name: "a multistate licence without its state, in a compact state",
			c:    Candidate{ResumeText: "Multistate RN license, expires 06/2028"},
			in:   req("Virginia RN license", "license"), want: "F", reasoning: "valid in VA",
			evidence: "Multistate RN license, expires 06/2028",
		},
		{
			name: "states listed without naming the licence",
			c:    Candidate{ResumeText: "Dana Reyes, RN\nLicensed in CA and NV, exp. 06/2028\n"},
			in:   req("Nevada RN license", "license"), want: "F", reasoning: "issued in CA, NV, valid in NV",
			evidence: "Licensed in CA and NV, exp. 06/2028",
		},
		{
			name: "a lapsed CDL, valid in every state as it is, is no licence to drive",
			c:    Candidate{ResumeText: "Licenses\nKS Class A CDL #532273 - EXPIRED 01/26\n"},
			in:   req("Class A CDL", "license"), want: "x", reasoning: "expired",
			evidence: "KS Class A CDL #532273 - EXPIRED 01/26",
		},
		{
			name: "a licence's state is its sentence's, before the word, not a later sentence's",
			c:    Candidate{ResumeText: "Dana Reyes, RN\nL&D nurse, 9 years. California license. Interested in a travel contract in Arizona.\n"},
			in:   req("Arizona RN license", "license"), want: "x", reasoning: "issued in CA",
			evidence: "L&D nurse, 9 years. California license. Interested in a travel contract in Arizona.",
		},
		{
			name: "a state's common abbreviation, the expiry after a semicolon",
			c:    Candidate{ResumeText: "NYS RN License #640021; registration current through 03/31/2028"},
			in:   req("New York RN license", "license"), want: "F", reasoning: "issued in NY, valid in NY; expires 2028-03-31",
			evidence: "NYS RN License #640021; registration current through 03/31/2028",
		},
		{
			name: "a licence without an expiry is held, its expiry still to check",
			c:    Candidate{ResumeText: "Texas RN License #775010"},
			in:   req("Active Texas RN license", "license"), want: "p", reasoning: "issued in TX, valid in TX, listed without an expiration date",
			evidence: "Texas RN License #775010",
		},
		{
			name: "a title written as a licence, beside a certification",
			c:    Candidate{ResumeText: "licenses and certs: CA RN #577669 exp 07/28, Basic Life Support (BLS) - exp 02/2028"},
			in:   req("California RN license", "license"), want: "F", reasoning: "issued in CA, valid in CA; expires 2028-07-31",
			evidence: "licenses and certs: CA RN #577669 exp 07/28, Basic Life Support (BLS) - exp 02/2028",
		},
		{
			name: "a title beside a state with no number or expiry is no licence",
			c:    Candidate{ResumeText: "RN, Houston TX, 2019-2022"},
			in:   req("Texas RN license", "license"), want: "u", reasoning: "but no licence is listed",
			evidence: "RN, Houston TX, 2019-2022",
		},
		{
			name: "a licence said to be current without an expiry",
			c:    Candidate{ResumeText: "LICENSES\nGA RN #796770 (active)\n", Profile: certProfile(resume.Certification{Name: "GA RN #796770 (active)"})},
			in:   req("Active Georgia RN license", "license"), want: "F", reasoning: "listed as current without an expiration date",
			evidence: "GA RN #796770 (active)",
		},
		{
			name: "a lapsed licence does not count",
			c:    Candidate{ResumeText: "Texas RN License, expired 01/2025"},
			in:   req("Active Texas RN license", "license"), want: "x", reasoning: "expired 2025-01-31",
			evidence: "Texas RN License, expired 01/2025",
		},
		{
			name: "an apprentice's registration is no journeyman's licence",
			c:    Candidate{ResumeText: "LICENSES: Texas Apprentice Electrician registration #318822, exp 12/2027"},
			in:   req("Texas journeyman electrician licence", "license"), want: "u", reasoning: "No Journeyman electrician licence found",
		},
		{
			name: "one type of a certification is not all of them",
			c:    Candidate{ResumeText: "Certifications: EPA 608 Type II"},
			in:   req("EPA 608 Universal certification", "certification"), want: "u", reasoning: "No EPA Section 608 Universal",
		},
		{
			name: "all types meet one",
			c:    Candidate{ResumeText: "Certifications: EPA Universal (608)"},
			in:   req("EPA 608 Type II", "certification"), want: "F", reasoning: "EPA Universal",
			evidence: "Certifications: EPA Universal (608)",
		},
		{
			name: "a CDL is valid in every state",
			c:    Candidate{ResumeText: "Class A CDL, Oklahoma, clean MVR"},
			in:   req("Valid Class A CDL", "license"), want: "F", reasoning: "Class A CDL is named in the resume", evidence: "Class A CDL, Oklahoma, clean MVR",
		},
		{
			name: "certification expired in the profile",
			c: Candidate{
				Profile:    certProfile(resume.Certification{Name: "ACLS", IssuingOrganization: "American Heart Association", ExpirationDate: "2025-01-31"}),
				ResumeText: "ACLS, American Heart Association, 2023-2025",
			},
			in: req("ACLS", "certification"), want: "P", reasoning: "expired 2025-01-31, before the as-of date 2026-03-15", evidence: "ACLS, American Heart Association, 2023-2025",
		},
		{
			name: "certification the text says lapsed",
			c:    Candidate{ResumeText: "Certifications: BLS (current), ACLS (expired)"},
			in:   req("ACLS", "certification"), want: "P", reasoning: "described as expired", evidence: "Certifications: BLS (current), ACLS (expired)",
		},
		{
			name: "certification named in the text",
			c:    Candidate{ResumeText: "Certifications: BLS, ACLS, PALS"},
			in:   req("PALS", "certification"), want: "F", reasoning: "PALS is named in the resume, without an expiration date", evidence: "Certifications: BLS, ACLS, PALS",
		},
		{
			name: "certification on file only",
			c:    Candidate{Files: []recruitd.File{{FileName: "bls_card_2026.pdf", Type: "certification"}}},
			in:   req("BLS", "certification"), want: "F", reasoning: "BLS certification document on file (bls_card_2026.pdf)",
		},
		{
			name: "a resume file does not verify",
			c:    Candidate{Files: []recruitd.File{{FileName: "BLS resume.pdf", Type: "resume"}}},
			in:   req("BLS", "certification"), want: "u", reasoning: "No BLS certification found in the resume",
		},
		{
			name: "BLS counts for CPR",
			c:    Candidate{ResumeText: "BLS for Healthcare Providers, 2025"},
			in:   req("CPR certification", "certification"), want: "F", evidence: "BLS for Healthcare Providers, 2025",
		},
		{
			name: "not found",
			c:    Candidate{ResumeText: "Certifications: BLS"},
			in:   pref("CCRN", "certification"), want: "u", reasoning: "No CCRN certification found in the resume",
		},
	})
}

// TestRequiredDocuments checks the readiness lists of credentials.
func TestRequiredDocuments(t *testing.T) {
	c := Candidate{
		Profile: certProfile(
			resume.Certification{Name: "BLS", IssuingOrganization: "American Heart Association", ExpirationDate: "2027-05-01"},
			resume.Certification{Name: "ACLS", IssuingOrganization: "American Heart Association", ExpirationDate: "2026-04-30"},
		),
		ResumeText: "BLS - American Heart Association, expires 2027-05-01\nACLS - American Heart Association, expires 2026-04-30\n",
		Files:      []recruitd.File{{FileName: "scan.pdf", Type: "certification", Description: "BLS provider card"}},
	}
	cr := crits(req("BLS", "certification"), req("ACLS", "certification"), req("PALS", "certification"), pref("CCRN", "certification"))
	r := MustScreen(t, c, recruitd.Job{Title: "ICU RN"}, cr)
	want := Documents{
		Missing:      []string{"PALS certification"},
		ExpiringSoon: []string{"ACLS expires 2026-04-30"},
		Verified:     []string{"BLS certification (scan.pdf)"},
	}
	if diff := cmp.Diff(want, r.Readiness.RequiredDocuments); diff != "" {
		t.Errorf("required documents (-want +got):\n%s", diff)
	}
	wantStatus := VerificationStatus{PendingVerification: []string{"ACLS certification (listed on the resume)"}, Verified: []string{"BLS certification"}}
	if diff := cmp.Diff(wantStatus, r.Readiness.VerificationStatus); diff != "" {
		t.Errorf("verification status (-want +got):\n%s", diff)
	}
	if r.Readiness.Status != NeedsInformation {
		t.Errorf("readiness status = %s, want NeedsInformation", r.Readiness.Status)
	}
	// Weights 3+3+3+2: BLS and ACLS met, PALS and CCRN unverified.
	if r.CurrentScore != 54.5 || r.PotentialScore != 100 {
		t.Errorf("scores = %v, %v; want 54.5, 100", r.CurrentScore, r.PotentialScore)
	}
	wantSteps := []string{
		"Obtain proof of PALS certification",
		"Ask the candidate: Do you hold an active PALS certification?",
		"Plan renewal: ACLS expires 2026-04-30",
		"Verify ACLS certification with the issuer and upload a copy",
		"Consider strengthening: CCRN certification",
	}
	if diff := cmp.Diff(wantSteps, r.Readiness.NextSteps); diff != "" {
		t.Errorf("next steps (-want +got):\n%s", diff)
	}
}

func history(jobs ...resume.Job) *resume.Profile { return &resume.Profile{WorkHistory: jobs} }

func TestYears(t *testing.T) {
	const text = "ICU Staff Nurse, Ben Taub Hospital, 2024-2026\nTelemetry RN, Memorial Hermann, 2019-2024\n"
	icu := func(start, end string) resume.Job {
		j := resume.Job{Employer: "Ben Taub Hospital", Title: "ICU Staff Nurse", StartDate: start, EndDate: &end}
		if end == "" {
			j.EndDate, j.IsCurrent = nil, true
		}
		return j
	}
	tele := resume.Job{Employer: "Memorial Hermann", Title: "Telemetry RN", StartDate: "2019-01-01", EndDate: ptr("2024-06-30")}
	runRuleCases(t, recruitd.Job{Title: "ICU RN"}, []ruleCase{
		{
			name: "enough", c: Candidate{Profile: history(icu("2023-01-01", ""), tele), ResumeText: text},
			in: req("2+ years of ICU experience", "experience"), want: "F", reasoning: "3.3 years in ICU roles (Jan 2023-present); 2 years required",
			evidence: "ICU Staff Nurse, Ben Taub Hospital, 2024-2026",
		},
		{
			name: "overlapping roles count once",
			c:    Candidate{Profile: history(icu("2024-01-01", ""), resume.Job{Title: "Per Diem MICU RN", StartDate: "2023-07-01", EndDate: ptr("2025-06-30")})},
			in:   req("3 years of ICU experience", "experience"), want: "P", reasoning: "2.8 years in ICU roles (Jul 2023-present); 3 years required",
		},
		{
			name: "half or more", c: Candidate{Profile: history(icu("2024-09-01", ""), tele)},
			in: req("2+ years of ICU experience", "experience"), want: "P", reasoning: "1.6 years in ICU roles",
		},
		{
			name: "clearly short", c: Candidate{Profile: history(icu("2025-10-01", ""), tele)},
			in: req("2+ years of ICU experience", "experience"), want: "x", reasoning: "6 months in ICU roles (Oct 2025-present); 2 years required",
		},
		{
			name: "no matching role in a known history", c: Candidate{Profile: history(tele)},
			in: req("2+ years of ICU experience", "experience"), want: "x", reasoning: "No ICU roles in 5.5 years of work history (Jan 2019-Jun 2024)",
		},
		{
			name: "named but not dated", c: Candidate{Profile: history(tele), ResumeText: "Floated to the ICU weekly"},
			in: req("2+ years of ICU experience", "experience"), want: "u", reasoning: "ICU is named in the resume, but no dated role shows how long",
			evidence: "Floated to the ICU weekly",
		},
		{
			name: "no history", c: Candidate{},
			in: req("2+ years of ICU experience", "experience"), want: "u", reasoning: "No ICU experience found in the resume",
		},
		{
			name: "a history only the notes state",
			c:    Candidate{Record: recruitd.Candidate{Notes: "Recruiter intake (phone, 03/2026): Travel RN. Surgical Trauma ICU at Columbia Memorial, 07/2023 - Present. Step-down at St. Brendan's Hospital, 06/2022 - 07/2023. Lic: SC RN exp 02/2028."}},
			in:   req("2+ years of ICU experience", "experience"), want: "F", reasoning: "2.8 years in ICU roles (Jul 2023-present); 2 years required",
			evidence: "Recruiter intake (phone, 03/2026): Travel RN. Surgical Trauma ICU at Columbia Memorial, 07/2023 - Present. Step-down at St. Brendan's Hospital, 06/2022 - 07/2023. Lic: SC RN exp 02/2028.",
		},
		{
			name: "claimed in the text", c: Candidate{ResumeText: "Summary: ICU nurse with 6 years of experience"},
			in: req("2+ years of ICU experience", "experience"), want: "F", reasoning: "The resume states 6 years of ICU experience",
			evidence: "Summary: ICU nurse with 6 years of experience",
		},
		{
			name: "years claimed for the whole career are not the specialty's",
			c:    Candidate{ResumeText: "Compassionate, detail-oriented RN (4 yrs), including 1 in MICU."},
			in:   req("2+ years of ICU experience", "experience"), want: "u", reasoning: "no dated role shows how long",
			evidence: "Compassionate, detail-oriented RN (4 yrs), including 1 in MICU.",
		},
		{
			name: "years claimed beside the specialty in a list",
			c:    Candidate{ResumeText: "Skills: LTACH (2 years), Adult Critical Care (4 years)"},
			in:   req("3 years of critical care experience", "experience"), want: "F", reasoning: "The resume states 4 years of critical care experience",
			evidence: "Skills: LTACH (2 years), Adult Critical Care (4 years)",
		},
		{
			name: "years in another profession do not count",
			c: Candidate{Profile: history(resume.Job{Title: "Patient Care Technician - MICU", StartDate: "2017-01-01", EndDate: ptr("2023-12-31")},
				resume.Job{Title: "Registered Nurse - MICU", StartDate: "2024-01-01", IsCurrent: true})},
			in: req("3 years of ICU experience as an RN", "experience"), want: "P", reasoning: "2.3 years in ICU roles (Jan 2024-present)",
		},
		{
			name: "overall, current role to the as-of date", c: Candidate{Profile: history(icu("2024-03-01", ""), tele)},
			in: req("5 years of nursing experience", "experience"), want: "F", reasoning: "7.3 years in nursing roles (Jan 2019-present); 5 years required",
		},
		{
			name: "months in role without dates", c: Candidate{Profile: history(resume.Job{Title: "ICU RN", EndDate: ptr("2025-12-31"), MonthsInRole: ptr(30)})},
			in: req("2 years of ICU experience", "experience"), want: "F", reasoning: "2.5 years in ICU roles (Jul 2023-Dec 2025)",
		},
		{
			name: "a field the titles say",
			c:    Candidate{Profile: history(resume.Job{Title: "Commercial Roofer", StartDate: "2019-01-01", IsCurrent: true})},
			in:   req("4+ years of commercial roofing experience", "experience"), want: "F", reasoning: "7.3 years in commercial roofing roles",
		},
		{
			name: "a field no title says: no credit, whatever the years",
			c:    Candidate{Profile: history(resume.Job{Title: "Technician", StartDate: "2019-01-01", IsCurrent: true})},
			in:   req("4+ years of commercial roofing experience", "experience"), want: "u", reasoning: "but no role's title says commercial roofing",
		},
	})
}

func TestRoles(t *testing.T) {
	runRuleCases(t, recruitd.Job{Title: "ICU RN"}, []ruleCase{
		{
			name: "a narrower specialty counts", c: Candidate{Profile: history(resume.Job{Title: "MICU RN", Employer: "Ben Taub", StartDate: "2022-01-01", IsCurrent: true}), ResumeText: "MICU RN - Ben Taub - 2022 to present"},
			in: req("ICU", "specialty"), want: "F", reasoning: "Worked as MICU RN at Ben Taub (Jan 2022-present), which counts as ICU", evidence: "MICU RN - Ben Taub - 2022 to present",
		},
		{
			name: "record specialty", c: Candidate{Record: recruitd.Candidate{Specialty: "Cardiac ICU"}},
			in: req("ICU", "specialty"), want: "F", reasoning: "The candidate record gives Cardiac ICU", evidence: "Cardiac ICU",
		},
		{
			name: "other specialties", c: Candidate{Profile: history(resume.Job{Title: "Labor and Delivery RN", StartDate: "2020-01-01", IsCurrent: true})},
			in: req("ICU", "specialty"), want: "u", reasoning: "The work history shows L&D roles, none in ICU",
		},
		{
			name: "named outside the work history", c: Candidate{Profile: history(resume.Job{Title: "Staff Nurse", StartDate: "2020-01-01", IsCurrent: true}), ResumeText: "Completed an ICU orientation course"},
			in: pref("ICU", "specialty"), want: "P", reasoning: "in no role of the work history", evidence: "Completed an ICU orientation course",
		},
		{
			name: "profession from the record", c: Candidate{Record: recruitd.Candidate{Profession: "RN"}},
			in: req("Registered Nurse", "profession"), want: "F", evidence: "RN",
		},
		{
			name: "another profession", c: Candidate{Profile: history(resume.Job{Title: "Licensed Practical Nurse", StartDate: "2020-01-01", IsCurrent: true})},
			in: req("Registered Nurse", "profession"), want: "x",
		},
	})
}

func TestEducation(t *testing.T) {
	edu := func(degree, major string) *resume.Profile {
		return &resume.Profile{Education: []resume.Education{{Degree: degree, Major: major}}}
	}
	runRuleCases(t, recruitd.Job{Title: "Engineer"}, []ruleCase{
		{name: "the degree asked", c: Candidate{Profile: edu("BSN", ""), ResumeText: "BSN, University of Houston, 2018"}, in: req("BSN required", "education"), want: "F", evidence: "BSN, University of Houston, 2018"},
		{name: "a higher level", c: Candidate{Profile: edu("Master of Science in Nursing", "")}, in: req("BSN required", "education"), want: "F", reasoning: "Holds a Master of Science in Nursing"},
		{name: "a lower level", c: Candidate{Profile: edu("Associate Degree in Nursing", "")}, in: req("BSN required", "education"), want: "x", reasoning: "Highest degree listed is an Associate Degree in Nursing; a BSN is asked"},
		{name: "same level, other degree", c: Candidate{Profile: edu("Bachelor of Arts", "Psychology")}, in: req("BSN required", "education"), want: "P", reasoning: "Holds a Bachelor of Arts in Psychology, not a BSN"},
		{name: "field asked and held", c: Candidate{Profile: edu("Bachelor of Science", "Computer Science")}, in: req("Bachelor's degree in Computer Science", "education"), want: "F"},
		{name: "field asked, another held", c: Candidate{Profile: edu("Bachelor of Science", "Biology")}, in: req("Bachelor's degree in Computer Science", "education"), want: "P", reasoning: "Holds a Bachelor of Science in Biology, not in Computer Science"},
		{name: "field not stated", c: Candidate{Profile: edu("Bachelor's Degree", "")}, in: req("Bachelor's degree in Computer Science", "education"), want: "p", reasoning: "Holds a Bachelor's Degree; its field is not stated (Computer Science asked)"},
		{name: "named in the text only", c: Candidate{ResumeText: "Education: B.S. Mechanical Engineering"}, in: req("Bachelor's degree", "education"), want: "F", evidence: "Education: B.S. Mechanical Engineering"},
		{name: "nothing", c: Candidate{ResumeText: "Welder"}, in: req("Bachelor's degree", "education"), want: "u"},
	})
}

func TestSkillsAndLanguages(t *testing.T) {
	langs := func(l ...resume.Language) *resume.Profile {
		return &resume.Profile{Skills: &resume.Skills{Languages: l}}
	}
	runRuleCases(t, recruitd.Job{Title: "Engineer"}, []ruleCase{
		{name: "skill in the text", c: Candidate{ResumeText: "Skills: Go, Python, SQL"}, in: req("Python", "skill"), want: "F", evidence: "Skills: Go, Python, SQL"},
		{name: "skill in the profile only", c: Candidate{Profile: goProfile()}, in: req("Kubernetes", "skill"), want: "F", reasoning: "Kubernetes is listed among the profile's skills"},
		{name: "one of two asked", c: Candidate{ResumeText: "Skills: Python"}, in: req("Python and SQL", "skill"), want: "P", reasoning: "Python is named in the resume; no SQL found", evidence: "Skills: Python"},
		{name: "either of two", c: Candidate{ResumeText: "Cloud: GCP"}, in: req("AWS or GCP", "skill"), want: "F", reasoning: "GCP is named in the resume", evidence: "Cloud: GCP"},
		{name: "skill absent", c: Candidate{ResumeText: "Skills: Java"}, in: req("Kafka", "skill"), want: "u"},
		{name: "language with proficiency", c: Candidate{Profile: langs(resume.Language{Language: "Spanish", Proficiency: resume.NativeBilingual})}, in: req("Spanish", "language"), want: "F", reasoning: "Speaks Spanish (Native/Bilingual)"},
		{name: "basic language", c: Candidate{Profile: langs(resume.Language{Language: "Spanish", Proficiency: resume.Basic})}, in: req("Spanish", "language"), want: "P", reasoning: "Speaks Spanish (Basic) only"},
		{name: "bilingual", c: Candidate{ResumeText: "Languages: English, Vietnamese"}, in: pref("Bilingual", "language"), want: "F", evidence: "Languages: English, Vietnamese"},
		{name: "English only", c: Candidate{ResumeText: "Languages: English"}, in: pref("Bilingual", "language"), want: "u"},
	})
}

func TestScheduleAndOther(t *testing.T) {
	runRuleCases(t, recruitd.Job{Title: "RN"}, []ruleCase{
		{name: "all shifts", c: Candidate{ResumeText: "Available for nights and weekends"}, in: req("Nights and weekends", "schedule"), want: "F", evidence: "Available for nights and weekends"},
		{name: "some shifts", c: Candidate{Record: recruitd.Candidate{Notes: "Prefers night shift"}}, in: req("Nights and weekends", "schedule"), want: "p", evidence: "Prefers night shift"},
		{name: "no shifts", c: Candidate{ResumeText: "Staff nurse"}, in: req("Night shift", "schedule"), want: "u"},
		{
			name: "a preference that rules the shift out", c: Candidate{ResumeText: "Staff nurse\nAvailability: day shift only\n"},
			in: req("Night shift", "schedule"), want: "x", reasoning: "states a preference for day shifts, not night", evidence: "Availability: day shift only",
		},
		{
			name: "only a limit: the other shifts are left", c: Candidate{ResumeText: "Seeking day shift (no nights)"},
			in: req("Evening shift", "schedule"), want: "x", reasoning: "states a preference for day shifts, not evening", evidence: "Seeking day shift (no nights)",
		},
		{
			name: "a preference, but flexible", c: Candidate{Record: recruitd.Candidate{Notes: "Prefers days but flexible"}},
			in: req("Night shift", "schedule"), want: "F", evidence: "Prefers days but flexible",
		},
		{
			name: "a shift worked is no preference", c: Candidate{ResumeText: "Charge nurse on the night shift, 2019-2024"},
			in: req("Day shift", "schedule"), want: "u",
		},
		{
			name: "other, found", c: Candidate{ResumeText: "Summary\nClean driving record and a reliable vehicle.\n"},
			in: req("Clean driving record", "other"), want: "p", reasoning: "The resume mentions clean, driving, record", evidence: "Clean driving record and a reliable vehicle.",
		},
		{
			name: "other, some of its words only: no credit", c: Candidate{ResumeText: "Summary\nBus driver, clean record of safe driving.\n"},
			in: req("Clean driving record with no moving violations", "other"), want: "u", reasoning: "The resume mentions clean, driving, record, but not moving, violation",
			evidence: "Bus driver, clean record of safe driving.",
		},
		{name: "other, absent", c: Candidate{ResumeText: "Summary\nForklift operator."}, in: req("Clean driving record", "other"), want: "u", reasoning: "Nothing in the resume addresses this requirement"},
	})
}

func TestLocation(t *testing.T) {
	job := recruitd.Job{Title: "ICU RN", Address: houston}
	home := func(zip, city, state string, relocate *bool) *resume.Profile {
		return &resume.Profile{PersonalInfo: &resume.PersonalInfo{Location: &resume.Location{ZipCode: zip, City: city, State: state, WillingToRelocate: relocate}}}
	}
	radius := req("Must reside within 50 miles of Houston, TX", "location")
	runRuleCases(t, job, []ruleCase{
		{name: "within the radius", c: Candidate{Profile: home("77494", "Katy", "TX", nil), ResumeText: "Katy, TX 77494"}, in: radius, want: "F", reasoning: "Lives in Katy, TX (25 miles away), within 50 miles of Houston, TX", evidence: "Katy, TX 77494"},
		{name: "far, relocation unknown", c: Candidate{Profile: home("75201", "Dallas", "TX", nil)}, in: radius, want: "u", reasoning: "willingness to relocate is not stated"},
		{name: "far, will relocate", c: Candidate{Profile: home("75201", "Dallas", "TX", ptr(true))}, in: radius, want: "F", reasoning: "but is willing to relocate"},
		{name: "far, will not relocate", c: Candidate{Profile: home("75201", "Dallas", "TX", ptr(false))}, in: radius, want: "x", reasoning: "and is not willing to relocate"},
		{name: "state asked, record address", c: Candidate{Record: recruitd.Candidate{Address: &recruitd.Address{City: "Austin", State: "TX"}}}, in: req("Must live in Texas", "location"), want: "F", reasoning: "Lives in Austin, TX, TX"},
		{name: "location unknown", c: Candidate{}, in: radius, want: "u", reasoning: "location is not known"},
	})
}

// TestScores pins the arithmetic of DESIGN.md on a small case.
func TestScores(t *testing.T) {
	c := Candidate{
		Profile:    &resume.Profile{Skills: &resume.Skills{Languages: []resume.Language{{Language: "Spanish", Proficiency: resume.Basic}}}},
		ResumeText: "Certifications: BLS",
	}
	cr := crits(req("BLS", "certification"), pref("CCRN", "certification"), opt("Spanish", "language"))
	r := MustScreen(t, c, recruitd.Job{Title: "RN"}, cr)
	// current (3×1 + 2×0 + 1×0.5) / 6; potential counts the unverified CCRN.
	if r.CurrentScore != 58.3 || r.PotentialScore != 91.7 || r.Disqualify {
		t.Errorf("scores = %v, %v, disqualify %v; want 58.3, 91.7, false", r.CurrentScore, r.PotentialScore, r.Disqualify)
	}
	r = MustScreen(t, Candidate{}, recruitd.Job{Title: "RN"}, cr)
	if r.CurrentScore != 0 || r.PotentialScore != 100 || r.Disqualify || r.QualificationLevel != Underqualified || r.Readiness.Status != NeedsInformation {
		t.Errorf("no resume: %v, %v, %v, %s, %s; want 0, 100, false, Underqualified, NeedsInformation",
			r.CurrentScore, r.PotentialScore, r.Disqualify, r.QualificationLevel, r.Readiness.Status)
	}
	if len(r.Summary.FollowUpQuestions) != 3 || len(r.Summary.MissingInformation) != 3 {
		t.Errorf("no resume: follow-ups %q, missing %q; want 3 each", r.Summary.FollowUpQuestions, r.Summary.MissingInformation)
	}
	r = MustScreen(t, c, recruitd.Job{Title: "RN"}, nil)
	if r.CurrentScore != 0 || r.PotentialScore != 0 || r.QualificationLevel != Appropriate || len(r.Criteria) != 0 {
		t.Errorf("no criteria: %+v", r)
	}
}

func TestWorkHistoryGaps(t *testing.T) {
	p := history(
		resume.Job{Title: "RN", StartDate: "2023-05-01", EndDate: ptr("2025-08-31")},
		resume.Job{Title: "RN", StartDate: "2021-01-01", EndDate: ptr("2022-12-31")},
		resume.Job{Title: "RN", StartDate: "2019-01-01", EndDate: ptr("2020-11-30")},
	)
	r := MustScreen(t, Candidate{Profile: p}, recruitd.Job{Title: "RN"}, crits(req("RN", "profession")))
	want := WorkHistoryGaps{
		Gaps: []Gap{
			{StartDate: "2022-12-31", EndDate: "2023-05-01", Duration: "4 months"},
			{StartDate: "2025-08-31", EndDate: "2026-03-15", Duration: "6 months"},
		},
		TotalGapDuration: "10 months",
	}
	if diff := cmp.Diff(want, r.Readiness.WorkHistoryGaps); diff != "" {
		t.Errorf("work history gaps (-want +got):\n%s", diff)
	}
}

func TestQualificationLevel(t *testing.T) {
	staff := recruitd.Job{Title: "Staff RN - ICU"}
	cr := crits(req("2 years of ICU experience", "experience"))
	tests := []struct {
		name string
		p    *resume.Profile
		want QualificationLevel
	}{
		{"appropriate", history(resume.Job{Title: "ICU RN", StartDate: "2020-01-01", IsCurrent: true}), Appropriate},
		{"far more years", history(resume.Job{Title: "ICU RN", StartDate: "2010-01-01", IsCurrent: true}), Overqualified},
		{"senior title", history(
			resume.Job{Title: "ICU Nurse Manager", StartDate: "2023-01-01", IsCurrent: true},
			resume.Job{Title: "ICU RN", StartDate: "2019-01-01", EndDate: ptr("2022-12-31")},
		), Overqualified},
		{"case manager is staff", history(resume.Job{Title: "ICU Case Manager", StartDate: "2020-01-01", IsCurrent: true}), Appropriate},
		{"short", history(resume.Job{Title: "ICU RN", StartDate: "2025-12-01", IsCurrent: true}), Underqualified},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := MustScreen(t, Candidate{Profile: tt.p}, staff, cr)
			if r.QualificationLevel != tt.want {
				t.Errorf("QualificationLevel = %s, want %s (%s)", r.QualificationLevel, tt.want, r.Criteria[0].Reasoning)
			}
		})
	}
}

func TestRelevance(t *testing.T) {
	tests := []struct {
		name string
		c    Candidate
		job  recruitd.Job
		want bool
	}{
		{"nurse for a nursing job", Candidate{Record: recruitd.Candidate{Profession: "LPN"}}, recruitd.Job{Title: "Registered Nurse - Med Surg"}, true},
		{"specialty shares an ancestor", Candidate{Record: recruitd.Candidate{Specialty: "CVICU"}}, recruitd.Job{Title: "MICU"}, true},
		{"welder for a nursing job", Candidate{Profile: welderProfile()}, recruitd.Job{Title: "ICU Registered Nurse"}, false},
		{"engineer for an engineering job", Candidate{Profile: goProfile()}, recruitd.Job{Title: "Backend Engineer", Profession: "Software Engineer"}, true},
		{"no field either side", Candidate{}, recruitd.Job{Title: "Team member"}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := MustScreen(t, tt.c, tt.job, nil).IsRelevant; got != tt.want {
				t.Errorf("IsRelevant = %v, want %v", got, tt.want)
			}
		})
	}
}

func TestExcerpt(t *testing.T) {
	long := strings.Repeat("Filler words about the unit. ", 10) + "Certified in ACLS since 2019. " + strings.Repeat("More filler here. ", 10)
	k := newCand(Candidate{ResumeText: "  • BLS, ACLS  \n" + long}, asOf)
	var got []string
	for _, m := range k.mentions {
		got = append(got, *k.excerptOf(m))
	}
	want := []string{"BLS, ACLS", "BLS, ACLS", "Certified in ACLS since 2019."}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("excerpts (-want +got):\n%s", diff)
	}
}

// TestLicenceRefinedByPosting screens against licence criteria a posting's
// other sentences refine (criteria.FromJob): a refusal of compact licences,
// a licence accepted by the start date.
func TestLicenceRefinedByPosting(t *testing.T) {
	nashville := recruitd.Address{City: "Nashville", State: "TN", Zip: "37203"}
	springfield := recruitd.Address{City: "Springfield", State: "IL", Zip: "62701"}
	multistate := Candidate{ResumeText: "RN license, Georgia - Multistate/Compact NLC (No. RN507712), valid through 2029-03-31"}
	for _, tc := range []struct {
		name, description string
		where             recruitd.Address
		c                 Candidate
		want, reasoning   string
	}{
		{"a compact licence refused by the posting", "Requirements:\n- Tennessee RN license. Compact licenses are not accepted for this position.\n",
			nashville, multistate, "x", "the posting does not accept multistate licences"},
		{"the state's own licence, the refusal notwithstanding", "Requirements:\n- Tennessee RN license. Compact licenses are not accepted for this position.\n",
			nashville, Candidate{ResumeText: "Tennessee RN license, exp. 08/2028"}, "F", "issued in TN, valid in TN"},
		{"a state outside the compact, which the posting says", "Requirements:\n- Current Illinois RN license. Illinois does not accept compact licenses.\n",
			springfield, multistate, "x", "not valid in IL"},
		{"another state's licence where one obtained by the start date is accepted", "Requirements:\n- RN license valid in Illinois\n- Licensure by start date is acceptable\n",
			springfield, Candidate{ResumeText: "Wisconsin RN License, exp. 11/2028"}, "u", "accepts one obtained after hire"},
		{"a licence pending where pending endorsements are accepted", "Requirements:\n- RN license valid in Illinois (endorsement pending accepted)\n",
			springfield, Candidate{ResumeText: "Illinois RN license by endorsement - pending"}, "P", "is pending"},
		{"a licence pending where it must be held", "Requirements:\n- Active Illinois RN license\n",
			springfield, Candidate{ResumeText: "Illinois RN license by endorsement - pending"}, "u", "is pending, not held"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			crit := criteria.FromJob(nil, tc.description)
			if len(crit) != 1 {
				t.Fatalf("FromJob(%q) = %d criteria, want the licence alone: %+v", tc.description, len(crit), crit)
			}
			job := recruitd.Job{Title: "Staff RN", Description: tc.description, Address: tc.where}
			r, got := letters(t, tc.c, job, crit)
			if got != tc.want || !strings.Contains(r.Criteria[0].Reasoning, tc.reasoning) {
				t.Errorf("Screen = %s %q; want %s %q", got, r.Criteria[0].Reasoning, tc.want, tc.reasoning)
			}
		})
	}
}
