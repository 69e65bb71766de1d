package resume

import (
	"strings"
	"testing"
)

// TestCertNamesAsWritten: a certification's name is text its line prints in one run (spaces
// aside), never words composed from pieces the line sets apart.
func TestCertNamesAsWritten(t *testing.T) {
	tests := []struct {
		name, body string
		want       []string
	}{
		{"a remark between two kept pieces", "Certified Grant Writer (CGW) – renewed after a lapse, Advanced – 2021",
			[]string{"Certified Grant Writer (CGW)"}},
		{"a sentence ends after a remark", "Rope Access Technician Level 2 – Harbor Lift Council, renewed – . Basic Sea Survival – 2023",
			[]string{"Rope Access Technician Level 2"}},
		{"the state and compact status stay as written", "RN License, Indiana - Multistate/Compact NLC - exp. 2027",
			[]string{"RN License, Indiana - Multistate/Compact NLC"}},
		{"the compact status after the number", "TX RN #073862 (Compact) exp 08/28",
			[]string{"TX RN #073862 (Compact)"}},
		{"a state after a number and a date", "Journeyman Electrician License, No. 44812, issued 03/2018, Illinois",
			[]string{"Journeyman Electrician License, No. 44812, issued 03/2018, Illinois"}},
		{"a table's state column", "Colorado | APRN with Prescriptive Authority | 2026",
			[]string{"Colorado | APRN with Prescriptive Authority"}},
	}
	fold := func(s string) string {
		return strings.Join(strings.Fields(strings.NewReplacer("–", "-", "—", "-").Replace(s)), " ")
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Structure("Jane Doe\nCERTIFICATIONS\n"+tt.body+"\n", Options{AsOf: testAsOf}).Certifications
			var names []string
			for _, c := range got {
				names = append(names, c.Name)
				if !strings.Contains(fold(tt.body), fold(c.Name)) {
					t.Errorf("name %q is not written in %q", c.Name, tt.body)
				}
			}
			if strings.Join(names, "\n") != strings.Join(tt.want, "\n") {
				t.Errorf("names %q, want %q", names, tt.want)
			}
		})
	}
}

// A labelled list of credentials inside a skills section: the label ends with a colon or is a
// table's cell, and the list may wrap onto lines without a label of their own.
func TestLabelledCredentialListInSkills(t *testing.T) {
	tests := []struct {
		name, body string
		want       []string
	}{
		{"a label cell, a short form wrapped", "CERTIFICATIONS\tCertified Vault Keeper (CVK), Certified Lock Specialist\n(CLS)\nEQUIPMENT\tSafes, Vaults",
			[]string{"Certified Vault Keeper (CVK)", "Certified Lock Specialist (CLS)"}},
		{"a colon, the list wrapped after a comma", "Licenses & Certifications: RN License, Arizona - Multistate (No. RN204417),\nBLS Provider, American Heart Association\nClinical: Hemodialysis, CRRT",
			[]string{"RN License, Arizona - Multistate", "BLS Provider"}},
		{"a colon, a name cut at the line's end", "Certifications: Certified Vault Keeper (CVK), Certified Kubernetes\nApplication Developer (CKAD).\nTools: Git, Jira",
			[]string{"Certified Vault Keeper (CVK)", "Certified Kubernetes Application Developer (CKAD)"}},
		{"a colon, the next line a list of its own", "Certifications: Certified Kubernetes Application Developer (CKAD)\nPython, Go, Docker",
			[]string{"Certified Kubernetes Application Developer (CKAD)"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := Structure("Jane Doe\nSKILLS\n"+tt.body+"\n", Options{AsOf: testAsOf})
			var names []string
			for _, c := range p.Certifications {
				names = append(names, c.Name)
			}
			if strings.Join(names, "\n") != strings.Join(tt.want, "\n") {
				t.Errorf("certifications %q, want %q", names, tt.want)
			}
		})
	}
}

// Credentials an achievements section lists are certifications; its awards stay awards.
func TestCredentialsUnderAchievements(t *testing.T) {
	text := "Jane Doe\nACHIEVEMENTS\nCDL Class A, Ohio\nOSHA 10-Hour Outreach\nDAISY Award for Extraordinary Nurses, 2022\n" +
		"Employee of the Year for BLS training, 2021\nRaised $4,000 for the unit's charity run\n" +
		"Principal Investigator, “Simulation in prelicensure education.” Harbor Fund\n"
	var names []string
	for _, c := range Structure(text, Options{AsOf: testAsOf}).Certifications {
		names = append(names, c.Name)
	}
	want := []string{"CDL Class A, Ohio", "OSHA 10-Hour Outreach"}
	if strings.Join(names, "\n") != strings.Join(want, "\n") {
		t.Errorf("certifications %q, want %q", names, want)
	}
}

// Issuers' short forms come from the taxonomy's issuers where it writes them ("... (ASHA)"),
// except a short form the taxonomy reads as a credential or gives two issuers.
func TestIssuerShortFormsFromTaxonomy(t *testing.T) {
	for short, want := range map[string]string{
		"ASHA":  "American Speech-Language-Hearing Association", // the taxonomy's
		"NBRC":  "National Board for Respiratory Care",          // the taxonomy's
		"AWS":   "Amazon Web Services",                          // the table's, not the welding society
		"CCI":   "Cardiovascular Credentialing International",   // two issuers in the taxonomy: the table's
		"ARRT":  "American Registry of Radiologic Technologists",
		"DEA":   "", // a registration, not an issuer
		"CPI":   "", // a certification
		"HELLO": "",
	} {
		if got := findIssuer(short); got != want {
			t.Errorf("findIssuer(%q) = %q, want %q", short, got, want)
		}
	}
	p := Structure("Jane Doe\nSKILLS\nLicenses & Certifications | Certificate of Clinical Competence (CCC-SLP), ASHA\tMinnesota SLP License\n", Options{AsOf: testAsOf})
	var got []string
	for _, c := range p.Certifications {
		got = append(got, c.Name+" | "+c.IssuingOrganization)
	}
	want := []string{"Certificate of Clinical Competence (CCC-SLP) | American Speech-Language-Hearing Association", "Minnesota SLP License | "}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("certifications %q, want %q", got, want)
	}
}

// A credential named alone in the education section, or after a run of credentials in the
// skills section, is a certification.
func TestCredentialsBesideEducationAndSkills(t *testing.T) {
	tests := []struct{ name, text, want string }{
		{"in education", "Jane Doe\nEDUCATION\nHarbor State University\nAssociate of Science in Respiratory Care\nRegistered Respiratory Therapist (RRT)\n",
			"Registered Respiratory Therapist (RRT)"},
		{"after licences in skills", "Jane Doe\nSKILLS\nScaling and root planing\nOhio Dental Hygiene License\nLocal Anesthesia Certification\nCPR for Healthcare Providers\n",
			"Ohio Dental Hygiene License\nLocal Anesthesia Certification\nCPR for Healthcare Providers"},
		{"a skill after a licence stays a skill", "Jane Doe\nSKILLS\nOhio Dental Hygiene License\nPatient education\n",
			"Ohio Dental Hygiene License"},
	}
	for _, tt := range tests {
		var names []string
		for _, c := range Structure(tt.text, Options{AsOf: testAsOf}).Certifications {
			names = append(names, c.Name)
		}
		if got := strings.Join(names, "\n"); got != tt.want {
			t.Errorf("%s: certifications %q, want %q", tt.name, got, tt.want)
		}
	}
}
