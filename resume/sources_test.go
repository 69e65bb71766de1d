package resume

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/recruitd/recruitd/resume/extract"
)

// Sources point at the text each value was read from: its line, its page, and whether a
// column the layout found holds it.
func TestSources(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "corpus", "01_icu_rn_chicago.pdf"))
	if err != nil {
		t.Fatal(err)
	}
	res, err := (&Parser{}).Parse(context.Background(), data, Options{AsOf: corpusAsOf})
	if err != nil {
		t.Fatal(err)
	}
	src := res.Profile.Sources
	tests := []struct {
		path, text string
		method     string
	}{
		{"personalInfo.contact.email", "anna.kowalski.rn@example.com", MethodColumn}, // the sidebar
		{"personalInfo.contact.phone", "312) 555-0147", MethodColumn},
		{"workHistory[0].employer", "Lakeshore University Hospital", MethodColumn},
		{"workHistory[0].startDate", "2019", MethodColumn},
		{"personalInfo.name.lastName", "Kowalski", ""},
	}
	for _, tt := range tests {
		s, ok := src[tt.path]
		if !ok {
			t.Errorf("no source for %s", tt.path)
			continue
		}
		if got := res.Text[s.Start:s.End]; got != tt.text {
			t.Errorf("source of %s = %q, want %q", tt.path, got, tt.text)
		}
		if line := strings.Count(res.Text[:s.Start], "\n") + 1; s.Line != line || s.Page != 1 {
			t.Errorf("source of %s: line %d page %d, want line %d page 1", tt.path, s.Line, s.Page, line)
		}
		if tt.method != "" && s.Method != tt.method {
			t.Errorf("source of %s: method %q, want %q", tt.path, s.Method, tt.method)
		}
	}
	if missing := unsourced(res.Profile); len(missing) > 0 {
		t.Errorf("unsourced = %v, want none", missing)
	}
}

// A value the text does not hold is reported, however its words are spread.
func TestUnsourcedFindsMadeUpValues(t *testing.T) {
	text := "Jane Doe\njane@example.com\n\nEXPERIENCE\nRegistered Nurse | Mercy Hospital | 2019 - 2021\n\nEDUCATION\nBSN, Ohio State University, 2018"
	prof := Structure(text, Options{AsOf: testAsOf})
	prof.WorkHistory = append(prof.WorkHistory, Job{Employer: "Harvard Medical School", Title: "Registered Nurse"})
	prof.Sources = locateSources(extract.Document{Text: text}, prof)
	got := strings.Join(unsourced(prof), " ")
	if !strings.Contains(got, "workHistory[1].employer=Harvard Medical School") {
		t.Errorf("unsourced = %q, want it to name the made-up employer", got)
	}
	if strings.Contains(got, "education") || strings.Contains(got, "workHistory[0]") {
		t.Errorf("unsourced = %q, want only the made-up employer", got)
	}
}

// Layouts the real set showed, each a row: a heading wrapped after a joining word and a count
// after a heading, an issuer on the line under its credential, a certificate program with its
// school under it.
func TestWrappedHeadingsAndIssuers(t *testing.T) {
	text := "Dale Whitcombe\n\nEducation and\nlicences\nBachelor of Science, North Dakota State University, 2017\n\n" +
		"Certificates(3)\nOhio Electrical Contractor License\nOhio Construction Industry Licensing Board\nOSHA 30-Hour Construction\nOSHA\n"
	p := Structure(text, Options{AsOf: testAsOf})
	if len(p.Education) != 1 || p.Education[0].Institution != "North Dakota State University" {
		t.Errorf("education = %+v, want North Dakota State University", p.Education)
	}
	var names []string
	for _, c := range p.Certifications {
		names = append(names, c.Name+" | "+c.IssuingOrganization)
	}
	want := "Ohio Electrical Contractor License | Ohio Construction Industry Licensing Board"
	if len(p.Certifications) != 2 || names[0] != want {
		t.Errorf("certifications = %q, want %q and the OSHA course", names, want)
	}
}

// Places written the ways the real set writes them, a row each.
func TestPlacesAbroad(t *testing.T) {
	tests := []struct{ line, city, state, country string }{
		{"Bologna, Emilia-Romagna, Italy", "Bologna", "Emilia-Romagna", "Italy"},
		{"Kansas City, MO (US)", "Kansas City", "MO", "USA"},
		{"Nashville TN US", "Nashville", "TN", "USA"},
		{"Austin, Texas, USA", "Austin", "TX", "USA"},
		{"Salina (US), KS", "Salina", "KS", "USA"},
		{"Santa Fe (United States), NM", "Santa Fe", "NM", "USA"},
		{"Oregon, United States", "", "OR", "USA"},
		{"Pune, Maharashtra", "Pune", "Maharashtra", "India"},
		{"Geelong, Victoria, Australia", "Geelong", "Victoria", "Australia"},
		{"Łódź, Poland", "Łódź", "", "Poland"},
		{"ul. Piękna 12, 00-950 Warszawa", "Warszawa", "", "Poland"},
		{"1012 AB Amsterdam", "Amsterdam", "", "Netherlands"},
		{"10115 Berlin, Deutschland", "Berlin", "", "Germany"},
		{"Via Roma 1, 40121 Bologna BO, Italy", "Bologna", "", "Italy"},
		{"Auckland 1010, New Zealand", "Auckland", "", "New Zealand"},
		{"Mumbai 400001, India", "Mumbai", "", "India"},
		{"London SW1A 1AA", "London", "", "United Kingdom"},
		{"Leeds, West Yorkshire", "Leeds", "West Yorkshire", "United Kingdom"},
		{"Haarlem, Noord-Holland", "Haarlem", "Noord-Holland", "Netherlands"},
		{"Rotterdam, The Netherlands", "Rotterdam", "", "Netherlands"},
		{"12 High Street, London, E1 6AN, UK", "London", "", "United Kingdom"},
		{"Bengaluru, Karnataka 560001", "Bengaluru", "Karnataka", "India"},
		{"560001, Karnataka, India", "", "Karnataka", "India"},
		{"Dublin 2, Ireland", "Dublin", "", "Ireland"},
		{"Rue de Rivoli 10, 75001 Paris", "Paris", "", ""},
		{"Via Roma 12, 20121 Milano MI", "Milano", "", ""},
		{"Hamburg, Germany", "Hamburg", "", "Germany"},
	}
	for _, tt := range tests {
		pl, ok := parsePlace(tt.line)
		if !ok || pl.city != tt.city || pl.state != tt.state || pl.country != tt.country {
			t.Errorf("parsePlace(%q) = %+v, %v; want %s, %s, %s", tt.line, pl, ok, tt.city, tt.state, tt.country)
		}
	}
	p := Structure("Priya Raghunathan\n– Manchester, Greater Manchester – United Kingdom\npriya@example.co.uk\n", Options{AsOf: testAsOf})
	if l := p.PersonalInfo.Location; l == nil || l.City != "Manchester" || l.State != "Greater Manchester" {
		t.Errorf("location = %+v, want Manchester, Greater Manchester", l)
	}
	// a form's labelled parts (JSON Resume themes): on one line, or the label over its value
	for _, tt := range []struct{ text, city, state string }{
		{"Aoife Byrne\nEmail\taoife@example.ie\nLOCATION\nRegion\tCounty Galway\n", "", "County Galway"},
		{"Mateo Ruiz\nContact\nEmail\nmateo@example.com\nLocation\nRegion\nNM\nWork Experience\n", "", "NM"},
		{"Gus Pappas\nCity: Scranton\ngus@example.net\n", "Scranton", ""},
		{"Gus Pappas\nScranton\nPhone: 570-555-0100\n", "Scranton", ""},            // a city alone under the name
		{"Gus Pappas\nForeman\nPhone: 570-555-0100\n", "", ""},                     // a title, though a town bears it
		{"Gus Pappas\nWelding Inspections\nPhone: 570-555-0100\n", "", ""},         // no city at all
		{"Gus Pappas\nRegion\tWelding and pipefitting\ngus@example.net\n", "", ""}, // no region's shape
	} {
		var city, state string
		if l := Structure(tt.text, Options{AsOf: testAsOf}).PersonalInfo.Location; l != nil {
			city, state = l.City, l.State
		}
		if city != tt.city || state != tt.state {
			t.Errorf("%q: city, state = %q, %q; want %q, %q", tt.text, city, state, tt.city, tt.state)
		}
	}
	// a state alone is no place: "Texas" under a name is a word of a tagline as often; nor is an
	// employer before a region
	for _, line := range []string{"Texas", "Oregon, Salem", "Nevada", "Deccan Semiconductor Pvt. Ltd., Karnataka"} {
		if pl, ok := parsePlace(line); ok {
			t.Errorf("parsePlace(%q) = %+v, want none", line, pl)
		}
	}
}

// A range left open at the end of a position's line is current; "Highlights" under a position
// is no section of its own.
func TestOpenRangeAndHighlights(t *testing.T) {
	text := "Ann Lee\n\nWork\nPennine Foods Group plc 2021-09 —\nFinancial Controller\n\nHighlights\nOwn month-end close\n\n" +
		"Harrow & Finch LLP 2017-09 — 2021-08\nAudit Senior\n\nHighlights\nLed audits of retail clients\n"
	p := Structure(text, Options{AsOf: testAsOf})
	if len(p.WorkHistory) != 2 {
		t.Fatalf("got %d positions, want 2: %+v", len(p.WorkHistory), viewJobs(p.WorkHistory))
	}
	if j := p.WorkHistory[0]; !j.IsCurrent || j.StartDate != "2021-09-01" || j.Title != "Financial Controller" {
		t.Errorf("first position = %+v, want Financial Controller since 2021-09, current", viewJobs(p.WorkHistory[:1]))
	}
	if j := p.WorkHistory[1]; j.Title != "Audit Senior" || j.Employer != "Harrow & Finch LLP" {
		t.Errorf("second position = %+v, want Audit Senior at Harrow & Finch LLP", viewJobs(p.WorkHistory[1:]))
	}
}

// A list a "Certifications:" label introduces is a credential an item, its details kept.
func TestLabelledCertList(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"CompTIA A+, ITIL 4 Foundation, Microsoft 365 Certified: Modern Desktop Administrator Associate",
			[]string{"CompTIA A+", "ITIL 4 Foundation", "Microsoft 365 Certified: Modern Desktop Administrator Associate"}},
		{"Forklift Operator, exp. 2027, CPR, #A-12345", []string{"Forklift Operator, exp. 2027", "CPR, #A-12345"}},
	}
	for _, tt := range tests {
		if got := labelledCertList(tt.in); strings.Join(got, "|") != strings.Join(tt.want, "|") {
			t.Errorf("labelledCertList(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// A line of credentials is one item a credential, each with the parts that detail it.
func TestSplitCertList(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"RN - Ohio (single-state) #771203, renewal due Jan 2029, Basic Life Support (BLS), valid through 2028-09-30, ACLS - exp 09/2028, CCRN",
			[]string{"RN - Ohio (single-state) #771203, renewal due Jan 2029", "Basic Life Support (BLS), valid through 2028-09-30", "ACLS - exp 09/2028", "CCRN"}},
		{"Registered Nurse, Ohio Board of Nursing, lic. 5512034 - expires June 30, 2029, BLS, valid through 2028-06-30",
			[]string{"Registered Nurse, Ohio Board of Nursing, lic. 5512034 - expires June 30, 2029", "BLS, valid through 2028-06-30"}},
		{"Class B CDL - Ohio, exp 03/2031; DOT Medical Card exp 02/28", []string{"Class B CDL - Ohio, exp 03/2031", "DOT Medical Card exp 02/28"}},
		{"OH RN License #552211; registration current through 06/30/2028", []string{"OH RN License #552211; registration current through 06/30/2028"}},
		{"RN, Kentucky - multistate (NLC)", []string{"RN, Kentucky - multistate (NLC)"}},
		{"AWS Certified Welder, GMAW 2G Plate", []string{"AWS Certified Welder, GMAW 2G Plate"}},
		{"Certified Dementia Practitioner (CDP), NCCDP, exp. 2028", []string{"Certified Dementia Practitioner (CDP), NCCDP, exp. 2028"}},
		{"ACLS, PALS – American Heart Association – exp. 03/2028", []string{"ACLS, PALS – American Heart Association – exp. 03/2028"}},
		{"ARRT (R), valid through 2028-01-31 | ARRT (MR) exp 01/28 | BLS - exp 02/2028", []string{"ARRT (R), valid through 2028-01-31", "ARRT (MR) exp 01/28", "BLS - exp 02/2028"}},
		{"Ohio journeyman electrician license #55120 - expires 10/31/2028. OSHA 30.", []string{"Ohio journeyman electrician license #55120 - expires 10/31/2028.", "OSHA 30."}},
		{"Class B CDL - Ohio - exp 3/2030 - air brakes. DOT med card good thru 02/2028. Clean record.",
			[]string{"Class B CDL - Ohio - exp 3/2030 - air brakes.", "DOT med card good thru 02/2028. Clean record."}},
		{"Certified Surgical Technologist (NBSTSA) - CST – ACLS", []string{"Certified Surgical Technologist (NBSTSA) - CST", "ACLS"}},
		{"BLS and PALS (AHA), exp 02/2028 - CCRN (AACN)", []string{"BLS and PALS (AHA), exp 02/2028", "CCRN (AACN)"}},
		{"Sterile Compounding Certificate (CSPT) – PTCB – 2023", []string{"Sterile Compounding Certificate (CSPT) – PTCB – 2023"}},
		{"AHA BLS - exp 03/2028; ACLS - exp 04/2027", []string{"AHA BLS - exp 03/2028", "ACLS - exp 04/2027"}},
		// run together, the separators lost
		{"PMH-BC (ANCC) Ohio RN License #241187 (Compact) CPI Certified Instructor BLS",
			[]string{"PMH-BC (ANCC)", "Ohio RN License #241187 (Compact)", "CPI Certified Instructor", "BLS"}},
		{"Idaho PTA License #PTA-2281 CPR/BLS - American Heart Association Certified Exercise Expert for Aging Adults (CEEAA)",
			[]string{"Idaho PTA License #PTA-2281", "CPR/BLS - American Heart Association", "Certified Exercise Expert for Aging Adults (CEEAA)"}},
		{"Basic Life Support (BLS) American Heart Association", []string{"Basic Life Support (BLS) American Heart Association"}},
		{"ACLS and PALS", []string{"ACLS and PALS"}},
		{"Associate Professional in Human Resources (aPHR), HR Certification Institute, 2019 · SHRM Certified Professional (SHRM-CP), 2023 · OSHA 10-Hour General Industry",
			[]string{"Associate Professional in Human Resources (aPHR), HR Certification Institute, 2019", "SHRM Certified Professional (SHRM-CP), 2023", "OSHA 10-Hour General Industry"}},
		{"California CRT #RTH 11223, exp 05/2028; Mammography permit, ARRT (R) exp 02/28, ARRT (M) - exp 02/2028",
			[]string{"California CRT #RTH 11223, exp 05/2028", "Mammography permit", "ARRT (R) exp 02/28", "ARRT (M) - exp 02/2028"}},
		// run together after a comma that details the first; a credential's own words are no cut
		{"Registered Nurse, Texas Board of Nursing Certified Pediatric Nurse (CPN) PALS BLS",
			[]string{"Registered Nurse, Texas Board of Nursing", "Certified Pediatric Nurse (CPN)", "PALS", "BLS"}},
		{"Certified Flight Registered Nurse (CFRN)", []string{"Certified Flight Registered Nurse (CFRN)"}},
		// a number, a short credential's whole name, a vendor's "Certified" end one and start the next
		{"Nevada RN License #298314 CPN PALS BLS", []string{"Nevada RN License #298314", "CPN", "PALS", "BLS"}},
		{"Ohio Journeyman Electrician License #6108834 NFPA 70E OSHA 30", []string{"Ohio Journeyman Electrician License #6108834", "NFPA 70E", "OSHA 30"}},
		{"EPA Section 609 MVAC", []string{"EPA Section 609 MVAC"}},
		// a licence's endorsements listed by their letters after commas stay with it
		{"Indiana CDL Class A, endorsements H, N, T", []string{"Indiana CDL Class A, endorsements H, N, T"}},
		{"AWS Certified Developer – Associate HashiCorp Certified: Vault Associate Red Hat Certified Engineer (RHCE)",
			[]string{"AWS Certified Developer – Associate", "HashiCorp Certified: Vault Associate", "Red Hat Certified Engineer (RHCE)"}},
		// a paragraph set apart by semicolons; a licence's endorsements stay with it
		{"Harbor Journeyman Plumber License JP-4512; ASSE 6010 Medical Gas Installer; Backflow Assembly Tester, Harbor Health Authority; OSHA 30",
			[]string{"Harbor Journeyman Plumber License JP-4512", "ASSE 6010 Medical Gas Installer", "Backflow Assembly Tester, Harbor Health Authority", "OSHA 30"}},
		{"CDL Class A, Louisiana - Endorsements H, N, T; TWIC Card (exp. 09/2028); DOT Medical Card",
			[]string{"CDL Class A, Louisiana - Endorsements H, N, T", "TWIC Card (exp. 09/2028)", "DOT Medical Card"}},
		{"Clean MVR 2014 – 2026; no preventable accidents; 2019 and 2023 Million-Mile Safe Driver awards",
			[]string{"Clean MVR 2014 – 2026; no preventable accidents; 2019 and 2023 Million-Mile Safe Driver awards"}},
	}
	for _, tt := range tests {
		if got := splitCertList(tt.in); strings.Join(got, "|") != strings.Join(tt.want, "|") {
			t.Errorf("splitCertList(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestDropRepeatedField(t *testing.T) {
	for in, want := range map[string]string{
		"Bachelor of Science in Nursing in Nursing":                                  "Bachelor of Science in Nursing",
		"Bachelor of Science in Nursing in Nursing, 2017":                            "Bachelor of Science in Nursing, 2017",
		"Master of Arts in Teaching in Secondary Science":                            "Master of Arts in Teaching in Secondary Science",
		"Certificate in Phlebotomy":                                                  "Certificate in Phlebotomy",
		"Bachelor of Applied Science (Occupational Therapy) in Occupational Therapy": "Bachelor of Applied Science (Occupational Therapy)",
		"BSc (Hons) Radiation Therapy: Radiation Therapy":                            "BSc (Hons) Radiation Therapy",
		"Practical Nursing Diploma Practical Nursing":                                "Practical Nursing Diploma",
		"HVAC Technician Certificate in Residential HVAC Technician":                 "HVAC Technician Certificate in Residential HVAC Technician",
	} {
		if got := dropRepeatedField(in); got != want {
			t.Errorf("dropRepeatedField(%q) = %q, want %q", in, got, want)
		}
	}
}

// Each wrap rule of a certifications list, on the lines it is for; and a line none is for.
func TestCertWraps(t *testing.T) {
	tests := []struct {
		rule       string
		last, next string
		lastBullet bool
		dash       bool // the next line's bullet is a dash
		want       string
	}{
		{"the rest of a sentence", "RN License #123,", "which expires 09/30/2027.", false, false, "RN License #123, which expires 09/30/2027."},
		{"an issuer's name cut", "BLS — American Heart", "Association — exp. 09/2026", false, false, "BLS — American Heart Association — exp. 09/2026"},
		{"the issuer under its credential", "Ohio Electrical Contractor License", "Ohio Construction Industry Licensing Board", false, false,
			"Ohio Electrical Contractor License – Ohio Construction Industry Licensing Board"},
		{"a name spelled out over two lines", "Pediatric Advanced Life", "Support (PALS)", false, false, "Pediatric Advanced Life Support (PALS)"},
		{"a list's last item spelled out over two lines", "Registered Respiratory Therapist (RRT), NBRC, Neonatal", "Resuscitation Program (NRP), PALS", false, false,
			"Registered Respiratory Therapist (RRT), NBRC, Neonatal Resuscitation Program (NRP), PALS"},
		{"a dash-led line", "Certified Nurse Educator (CNE)", "National League for Nursing", true, true, "Certified Nurse Educator (CNE) – National League for Nursing"},
		{"a bracket closed on the next line", "RN License, Ohio - Multistate (No.", "4471-22)", false, false, "RN License, Ohio - Multistate (No. 4471-22)"},
		{"a word hyphenated at the break", "OSHA 30-", "Hour Construction", false, false, "OSHA 30-Hour Construction"},
		{"a name cut after its colon", "Microsoft Certified:", "Power BI Data Analyst Associate", false, false, "Microsoft Certified: Power BI Data Analyst Associate"},
		{"a name cut after a joining word", "Kansas CDL Class A with", "Tanker and Hazmat (N, H, X)", false, false, "Kansas CDL Class A with Tanker and Hazmat (N, H, X)"},
		{"an issuer run on under Issued by", "Issued by Ohio Department of Commerce and", "Industry", false, false, "Issued by Ohio Department of Commerce and Industry"},
		{"an issuer's short form and a date under its credential", "Certified Pediatric Nurse (CPN)", "PNCB · Jun 2021", false, false, "Certified Pediatric Nurse (CPN) – PNCB · Jun 2021"},
		{"a known issuer and a date under its credential", "Pediatric Advanced Life Support", "American Heart Association · Apr 2025", false, false,
			"Pediatric Advanced Life Support – American Heart Association · Apr 2025"},
		{"a bracketed remark under its credential", "Registered Nurse, Kansas", "(compact) #RN-55120", false, false, "Registered Nurse, Kansas (compact) #RN-55120"},
		{"sentences run on in a narrow column", "Compact licence, active through", "2027. Certified Pediatric Nurse (CPN)", false, false,
			"Compact licence, active through 2027. Certified Pediatric Nurse (CPN)"},
		{"a sentence's issuer after the sentence before", "Valid through 2027. Certified Pediatric Nurse (CPN)", "Pediatric Nursing Certification", false, false,
			"Valid through 2027. Certified Pediatric Nurse (CPN) Pediatric Nursing Certification"},
	}
	p := newParser("", Options{AsOf: testAsOf})
	for _, tt := range tests {
		last := certEntry{text: tt.last, bullet: tt.lastBullet}
		w := wrapCtx{p: p, last: &last, l: line{text: tt.next, bullet: tt.dash, dashBullet: tt.dash}}
		r, ok := w.match()
		if !ok {
			t.Errorf("%s: no rule joins %q to %q", tt.rule, tt.next, tt.last)
			continue
		}
		r.join(w)
		if last.text != tt.want {
			t.Errorf("%s (rule %q): %q, want %q", tt.rule, r.name, last.text, tt.want)
		}
	}
	for _, c := range [][2]string{{"BLS, American Heart Association", "ACLS, American Heart Association"}, {"Issued by AACN", "CCRN"},
		{"BLS. Renewed 2025", "ACLS"}, {"Pediatric Advanced Life Support", "BLS · Jun 2021"},
		{"Ohio Pharmacy Technician License", "Medical Laboratory Technician (MLT), ASCP"}} {
		last := certEntry{text: c[0]}
		if r, ok := (wrapCtx{p: p, last: &last, l: line{text: c[1]}}).match(); ok {
			t.Errorf("rule %q joins %q, a credential of its own", r.name, c[1])
		}
	}
}

// A certifications list in a narrow column, whose lines the layout marked where the width may
// have wrapped them (extract.WrapMark): the marked lines go on with the credential above, and
// the same lines unmarked stay credentials of their own.
func TestCertWrapMarks(t *testing.T) {
	const m = string(extract.WrapMark)
	text := "Marcus Dellinger\nmdellinger@example.net\n\nLICENSES & CERTIFICATIONS\nOklahoma Journeyman\n" + m + "Electrician License #JE-\n" +
		m + "0058127\nOSHA 30-Hour\n" + m + "Construction\nNFPA 70E Arc Flash Safety\nFirst Aid/CPR\n\nSKILLS\nConduit bending\n"
	var got []string
	for _, c := range Structure(text, Options{AsOf: testAsOf}).Certifications {
		got = append(got, strings.TrimSpace(c.Name+" "+c.CredentialID))
	}
	want := []string{"Oklahoma Journeyman Electrician License JE-0058127", "OSHA 30-Hour Construction", "NFPA 70E Arc Flash Safety", "First Aid/CPR"}
	if !slices.Equal(got, want) {
		t.Errorf("certifications = %q, want %q", got, want)
	}
	p := newParser("", Options{AsOf: testAsOf})
	for _, c := range [][2]string{{"Oklahoma Journeyman", "Electrician License #JE-"}, {"NFPA 70E Arc Flash Safety", "First Aid/CPR"}} {
		last := certEntry{text: c[0]}
		if r, ok := (wrapCtx{p: p, last: &last, l: line{text: c[1]}}).match(); ok {
			t.Errorf("rule %q joins %q, unmarked, to %q", r.name, c[1], c[0])
		}
	}
}

// A lone ordinary word under the credentials is none: a fragment, a column's label; a short
// form, one in parts, a credential the vocabulary knows are.
func TestLoneWord(t *testing.T) {
	for s, want := range map[string]bool{
		"Survival":  true,
		"CLINICAL":  true,
		"TECHNICAL": true,
		"CPR":       false,
		"NCLEX-RN":  false,
		"SHRM-SCP":  false,
		"RHCSA":     false,
		"Forklift":  false,
	} {
		if got := loneWord(s); got != want {
			t.Errorf("loneWord(%q) = %v, want %v", s, got, want)
		}
	}
}

// The remark that ends many resumes is no credential, under a list of them or after it.
func TestReferencesRemark(t *testing.T) {
	for s, want := range map[string]bool{
		"References available on request.":       true,
		"References available upon request":      true,
		"References will be provided on request": true,
		"Available on request":                   true,
		"Reference Laboratory Certification":     false,
		"BLS – available for renewal":            false,
	} {
		if got := referencesRemark(s); got != want {
			t.Errorf("referencesRemark(%q) = %v, want %v", s, got, want)
		}
	}
	p := Structure("Jo Doe\n\nCERTIFICATIONS\nBLS\nACLS\n\nReferences available on request.\n", Options{AsOf: testAsOf})
	if n := len(p.Certifications); n != 2 {
		t.Errorf("certifications %+v, want BLS and ACLS", p.Certifications)
	}
}

// An organisation's name is headed by its word, last or before what it is of; a word that only
// qualifies the next names no organisation.
func TestOrgNamed(t *testing.T) {
	for s, want := range map[string]bool{
		"American Heart Association":                      true,
		"Board of Certification":                          true,
		"Dental Assisting National Board (DANB)":          true,
		"Resuscitation Council UK":                        true,
		"National Registry No":                            true,
		"Data Center Virtualization":                      false,
		"Certified Professional – Data Center Networking": false,
	} {
		if got := orgNamed(s); got != want {
			t.Errorf("orgNamed(%q) = %v, want %v", s, got, want)
		}
	}
	p := newParser("", Options{AsOf: testAsOf})
	ci, _ := p.parseCert("VMware Certified Professional – Data Center Virtualization")
	if ci.c.Name != "VMware Certified Professional – Data Center Virtualization" {
		t.Errorf("a track after a vendor's credential: name %q, want it whole", ci.c.Name)
	}
}

// The stages of reading one credential.
func TestCertStages(t *testing.T) {
	p := newParser("", Options{AsOf: testAsOf})
	dates := []struct{ in, issue, exp string }{
		{"BLS, AHA, exp. 05/2027", "", "2027-05-01"},
		{"CCRN, issued 03/2021", "2021-03-01", ""},
		{"PALS, AHA, 2023 - 2025", "2023-01-01", "2025-01-01"},
		{"ACLS 2019 2021", "2019-01-01", "2021-01-01"},
	}
	for _, tt := range dates {
		if issue, exp, _ := p.certDates(tt.in); issue != tt.issue || exp != tt.exp {
			t.Errorf("certDates(%q) = %q, %q; want %q, %q", tt.in, issue, exp, tt.issue, tt.exp)
		}
	}
	ids := []struct{ in, id string }{
		{"Texas RN License #RN123456", "RN123456"},
		{"Credential ID: ABC-12345", "ABC-12345"},
		{"Class of 2019", ""},
		{"PT license - MN 86703", "86703"},
	}
	for _, tt := range ids {
		if id, _ := certID(tt.in); id != tt.id {
			t.Errorf("certID(%q) = %q, want %q", tt.in, id, tt.id)
		}
	}
	names := []struct{ in, name, state, issuer string }{
		{"CCRN (Adult), American Association of Critical-Care Nurses", "CCRN (Adult)", "", "American Association of Critical-Care Nurses"},
		{"Registered Nurse, Texas", "Registered Nurse, Texas", "TX", ""},
		{"RN License, Indiana - Multistate/Compact NLC", "RN License, Indiana - Multistate/Compact NLC", "IN", ""},
		{"Registered Nurse, Texas - compact/multistate license", "Registered Nurse, Texas - compact/multistate license", "TX", ""},
		{"Colorado | APRN with Prescriptive Authority", "Colorado – APRN with Prescriptive Authority", "", ""},
		{"ASCP Board of Certification - MLS(ASCP)", "MLS(ASCP)", "", "ASCP Board of Certification"},
		{"CDL — P and S endorsements, air brakes", "CDL", "", ""},
		{"Psychiatric Technician License (BVNPT)", "Psychiatric Technician License", "", "BVNPT"},
	}
	for _, tt := range names {
		var c Certification
		name, state := certName(tt.in, &c)
		if name != tt.name || state != tt.state || c.IssuingOrganization != tt.issuer {
			t.Errorf("certName(%q) = %q, %q, issuer %q; want %q, %q, %q", tt.in, name, state, c.IssuingOrganization, tt.name, tt.state, tt.issuer)
		}
	}
}

// The two stages of reading a degree.
func TestDegreeStages(t *testing.T) {
	heads := []struct {
		in string
		n  int
		ok bool
	}{
		{"Bachelor of Science in Nursing", 5, true},
		{"Master of Science in Nursing Education", 3, true},
		{"BSN, Ohio State", 1, true},
		{"Level 3 Diploma in Warehousing", 3, true},
		{"Doctor of Clinical Science in Genetics", 4, true},
		{"Registered Nurse", 0, false},
	}
	for _, tt := range heads {
		if n, ok := degreeHead(strings.Fields(tt.in)); n != tt.n || ok != tt.ok {
			t.Errorf("degreeHead(%q) = %d, %v; want %d, %v", tt.in, n, ok, tt.n, tt.ok)
		}
	}
	fields := []struct{ deg, rest, wantDeg, major, minor string }{
		{"Bachelor of Science", "in Nursing (in progress)", "Bachelor of Science in Nursing", "Nursing", ""},
		{"B.S.", "Computer Science, Minor in Mathematics", "B.S.", "Computer Science", "Mathematics"},
		{"Associate Degree", "in Nursing (ADN)", "Associate Degree in Nursing (ADN)", "Nursing", ""},
		{"MBA", "(Finance)", "MBA (Finance)", "", ""},
	}
	for _, tt := range fields {
		deg, major, minor := degreeFields(tt.deg, tt.rest)
		if deg != tt.wantDeg || major != tt.major || minor != tt.minor {
			t.Errorf("degreeFields(%q, %q) = %q, %q, %q; want %q, %q, %q", tt.deg, tt.rest, deg, major, minor, tt.wantDeg, tt.major, tt.minor)
		}
	}
}

// A Europass form's "Driving licence and certificates" field lists credentials after a dash.
func TestEuropassLicenceField(t *testing.T) {
	p := Structure("Giulia Rossi\nPERSONAL SKILLS\nMother tongue Italian\nDriving licence and certificates – Abilitazione all’esercizio della professione di Ingegnere\n", Options{AsOf: testAsOf})
	if len(p.Certifications) != 1 || p.Certifications[0].Name != "Abilitazione all’esercizio della professione di Ingegnere" {
		t.Errorf("certifications = %+v", p.Certifications)
	}
}

// A bracket after a degree that notes its programme, its status or its length is no part of
// its name; its short form, its level or its equivalent is.
func TestNoteBracket(t *testing.T) {
	for s, want := range map[string]bool{
		"(Tacoma Fire/TCC Paramedic Program)": true,
		"(Ciclo Formativo de Grado Medio)":    true,
		"(FP de Grado Superior)":              true,
		"(in progress)":                       true,
		"(3-year post-secondary)":             true,
		"(B.Pharm)":                           false,
		"(Level 7)":                           false,
		"(Technical Diploma in Welding)":      false,
		"(Bachelor of Nursing)":               false,
	} {
		if got := noteBracket(s); got != want {
			t.Errorf("noteBracket(%q) = %v, want %v", s, got, want)
		}
	}
}
