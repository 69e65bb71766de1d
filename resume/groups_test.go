package resume

import (
	"strings"
	"testing"
)

// Skill groups set side by side are read one group a line; other grids are left alone.
func TestColumnGroups(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"credentials beside skills",
			"Licenses & Certifications\tClinical\nCertified Emergency Nurse (CEN), BCEN\tTriage\nOhio RN License #R-1234\tEpic ASAP\nBLS/ACLS\nEXPERIENCE",
			"Licenses & Certifications: Certified Emergency Nurse (CEN), BCEN; Ohio RN License #R-1234; BLS/ACLS\nClinical: Triage; Epic ASAP\nEXPERIENCE"},
		{"a cell wrapped after a comma",
			"Licenses\tEquipment\nCDL Class A, Ohio - Endorsements H, N,\tDry van\nT\tReefer\nTWIC Card\tTanker",
			"Licenses: CDL Class A, Ohio - Endorsements H, N, T; TWIC Card\nEquipment: Dry van; Reefer; Tanker"},
		{"a narrow column wrapping word by word",
			"Licenses\tEquipment\nCDL Class\tReefer\nA,\tFlatbed\nOhio\tTanker",
			"Licenses\tEquipment\nCDL Class\tReefer\nA,\tFlatbed\nOhio\tTanker"},
		{"a certifications table's header",
			"Certification\tOrganization\nCEN\tBoard of Certification for Emergency Nursing\nBLS\tAmerican Heart Association",
			"Certification\tOrganization\nCEN\tBoard of Certification for Emergency Nursing\nBLS\tAmerican Heart Association"},
		{"a table's column headings name no credentials",
			"Employer\tPosition\nMercy Hospital\tStaff RN\nOhio Health\tCharge RN",
			"Employer\tPosition\nMercy Hospital\tStaff RN\nOhio Health\tCharge RN"},
	}
	for _, tt := range tests {
		if got := columnGroups(tt.in); got != tt.want {
			t.Errorf("%s:\n%s\nwant\n%s", tt.name, got, tt.want)
		}
	}
	// read through: the credentials are certifications, the other group's items are not
	p := Structure("Jane Doe\nSKILLS\n"+tests[0].in+"\nStaff RN, Mercy Hospital, 2019 - 2021\n", Options{AsOf: testAsOf})
	var names []string
	for _, c := range p.Certifications {
		names = append(names, c.Name)
	}
	if got := strings.Join(names, " | "); got != "Certified Emergency Nurse (CEN) | Ohio RN License | BLS/ACLS" {
		t.Errorf("certifications = %s", got)
	}
}

// A group of skills begun inside a certifications section ends it; a credential under a label
// stays a credential.
func TestCertSkillGroups(t *testing.T) {
	tests := []struct{ name, body, want string }{
		{"a group label over skills", "Certifications\nAWS D1.1 Structural (3G/4G FCAW)\nOSHA 10\nProcesses\nSMAW\nGTAW", "AWS D1.1 Structural (3G/4G FCAW) | OSHA 10"},
		{"a group of languages", "CERTIFICATIONS\n• Certified Kubernetes Application Developer (CKAD), 2022\nLanguages and Technologies\n• Go; Java; Python; SQL",
			"Certified Kubernetes Application Developer (CKAD)"},
		{"a skills heading labelling its items", "Licenses & Certifications\nSHRM-CP\nTools\tWorkday, UKG", "SHRM-CP"},
		{"a credential the vocabulary knows stays", "Certifications\nBLS\nForklift\nTWIC Card", "BLS | Forklift | TWIC Card"},
		{"a product's credential is no group's name", "Licenses & Certifications\nCertified Management Accountant (CMA), IMA\nQuickBooks Online ProAdvisor\nMicrosoft Office Specialist: Excel Expert",
			"Certified Management Accountant (CMA) | QuickBooks Online ProAdvisor | Microsoft Office Specialist: Excel Expert"},
	}
	for _, tt := range tests {
		p := Structure("Jane Doe\n"+tt.body+"\n", Options{AsOf: testAsOf})
		var names []string
		for _, c := range p.Certifications {
			names = append(names, c.Name)
		}
		if got := strings.Join(names, " | "); got != tt.want {
			t.Errorf("%s: certifications %q, want %q", tt.name, got, tt.want)
		}
	}
}
