package resume

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestPhonesIn(t *testing.T) {
	tests := []struct {
		name, in, region string
		want             []string
	}{
		{"parentheses", "(512) 555-0147", "US", []string{"+15125550147"}},
		{"dots", "512.555.0147", "US", []string{"+15125550147"}},
		{"dashes", "512-555-0147", "US", []string{"+15125550147"}},
		{"spaces", "512 555 0147", "US", []string{"+15125550147"}},
		{"leading 1", "1-512-555-0147", "US", []string{"+15125550147"}},
		{"plus one", "+1 (512) 555-0147", "US", []string{"+15125550147"}},
		{"ten digits", "5125550147", "US", []string{"+15125550147"}},
		{"uk with country code", "+44 20 7946 0958", "US", []string{"+442079460958"}},
		{"uk drama-range mobile with country code", "Mobile: +44 7700 900123", "US", []string{"+447700900123"}},
		{"india with country code", "+91 98765 43210", "US", []string{"+919876543210"}},
		{"labelled national number of another country kept raw", "Tel: 020 7946 0958", "US", []string{"020 7946 0958"}},
		{"national number in its own region", "Tel: 020 7946 0958", "GB", []string{"+442079460958"}},
		{"invalid area code kept raw", "(123) 456-7890", "US", []string{"(123) 456-7890"}},
		{"two numbers", "Cell: 512-555-0147 | Home: (737) 555-0199", "US", []string{"+15125550147", "+17375550199"}},
		{"zip before phone", "Austin, TX 78701 512-555-0147", "US", []string{"+15125550147"}},
		{"year range is not a phone", "2015 - 2019", "US", nil},
		{"glued year range is not a phone", "2019-2021", "US", nil},
		{"three years are not a phone", "2015 2016 2017", "US", nil},
		{"date is not a phone", "03/15/2019", "US", nil},
		{"iso date is not a phone", "2019-03-15", "US", nil},
		{"zip is not a phone", "Austin, TX 78701", "US", nil},
		{"zip plus four is not a phone", "78701-1234", "US", nil},
		{"month range is not a phone", "06/2015 - 12/2018", "US", nil},
		{"licence number is not a phone", "License #1234567890", "US", nil},
		{"id glued to letters", "ID 5125550147AB", "US", nil},
		{"npi is not a phone", "NPI: 1234567890", "US", nil},
		{"labelled licence number is not a phone", "License: 512-555-0147", "US", nil},
		{"fax is not the phone", "Fax: (512) 555-0199", "US", nil},
		{"phone number label", "Phone Number: (512) 555-0147", "US", []string{"+15125550147"}},
		{"bare invalid digits dropped", "Member 1234567890 since", "US", nil},
		{"bare valid digits", "5125550147", "US", []string{"+15125550147"}},
		{"unlabelled national number in its own field kept raw", "Leeds LS1 4AP | 07700 900123 | jo@example.co.uk", "US", []string{"07700 900123"}},
		{"year range in its own field is not a phone", "Leeds | 2015 - 2019 | jo@example.co.uk", "US", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := phonesIn(tt.in, tt.region, asOfScanner())
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("phonesIn(%q) mismatch (-want +got):\n%s", tt.in, diff)
			}
		})
	}
}

// A name whose words a layout ran together, or that a converter ran into the next field, is
// read when the e-mail address spells it.
func TestNameRunTogether(t *testing.T) {
	p := Structure("AnnikaHalvorsen\t1706 N 15th St\nBoise, ID 83702\nannika.halvorsen@example.com\n", Options{AsOf: testAsOf})
	if n := p.PersonalInfo.Name; n == nil || n.FirstName != "Annika" || n.LastName != "Halvorsen" {
		t.Errorf("name %+v, want Annika Halvorsen", n)
	}
	p = Structure("Brianna CastellanosCT Technologist, R.T.(R)(CT)(ARRT)\n(505) 555-0115\nbrianna.castellanos@example.com\n", Options{AsOf: testAsOf})
	if n := p.PersonalInfo.Name; n == nil || n.FirstName != "Brianna" || n.LastName != "Castellanos" {
		t.Errorf("name %+v, want Brianna Castellanos", n)
	}
	p = Structure("AnnikaHalvorsen\nBoise, ID 83702\njobs@example.com\n", Options{AsOf: testAsOf})
	if n := p.PersonalInfo.Name; n != nil {
		t.Errorf("name %+v from an address that spells none of it, want none", n)
	}
}

func TestNameFromLine(t *testing.T) {
	tests := []struct {
		name, in string
		want     *Name
	}{
		{"two words", "Jane Doe", &Name{FirstName: "Jane", LastName: "Doe"}},
		{"middle initial", "Jane A. Doe", &Name{FirstName: "Jane", MiddleName: "A", LastName: "Doe"}},
		{"middle name", "Mary Ellen Smith", &Name{FirstName: "Mary", MiddleName: "Ellen", LastName: "Smith"}},
		{"all caps", "JANE DOE", &Name{FirstName: "Jane", LastName: "Doe"}},
		{"all caps apostrophe and suffix", "MICHAEL J. O'CONNOR III", &Name{FirstName: "Michael", MiddleName: "J", LastName: "O'Connor"}},
		{"all caps mc", "RYAN MCDONALD", &Name{FirstName: "Ryan", LastName: "McDonald"}},
		{"hyphenated", "Maria Garcia-Lopez", &Name{FirstName: "Maria", LastName: "Garcia-Lopez"}},
		{"suffix with comma", "John Smith, Jr.", &Name{FirstName: "John", LastName: "Smith"}},
		{"the title after a comma", "Ines Duarte, Registered Nurse, Oncology", &Name{FirstName: "Ines", LastName: "Duarte"}},
		{"the title after a comma, its words", "Callum Reid, Journeyman Electrician", &Name{FirstName: "Callum", LastName: "Reid"}},
		{"the document's kind after the name", "TOVE LINDQVIST RESUME", &Name{FirstName: "Tove", LastName: "Lindqvist"}},
		{"a Filipino particle", "Maria Luisa dela Paz, PT, DPT", &Name{FirstName: "Maria", MiddleName: "Luisa", LastName: "dela Paz"}},
		{"a postal address after the name", "DeShawn M. Carrington, P.O. Box 2241", &Name{FirstName: "DeShawn", MiddleName: "M", LastName: "Carrington"}},
		{"a street address after the name", "Rosa Villanueva, 1706 N 15th St", &Name{FirstName: "Rosa", LastName: "Villanueva"}},
		{"the person's own address after the name", "Tobias Lindgren tobias.lindgren@example.net", &Name{FirstName: "Tobias", LastName: "Lindgren"}},
		{"someone else's address is no name's", "Tobias Lindgren office@example.net", nil},
		{"an international certification after the name", "Priyanka Raghunathan, MLS(ASCP)i", &Name{FirstName: "Priyanka", LastName: "Raghunathan"}},
		{"surname first is no title", "DOE, JANE A.", &Name{FirstName: "Jane", MiddleName: "A", LastName: "Doe"}},
		{"suffix without comma", "John Smith Jr", &Name{FirstName: "John", LastName: "Smith"}},
		{"credentials", "Jane A. Doe, RN, BSN", &Name{FirstName: "Jane", MiddleName: "A", LastName: "Doe"}},
		{"credentials without comma", "Jane Doe MSN RN", &Name{FirstName: "Jane", LastName: "Doe"}},
		{"prefix", "Dr. Alan Turing", &Name{FirstName: "Alan", LastName: "Turing"}},
		{"particle", "Juan de la Cruz", &Name{FirstName: "Juan", LastName: "de la Cruz"}},
		{"double surname after an initial", "Lucia R. Fuentes Aranda", &Name{FirstName: "Lucia", MiddleName: "R", LastName: "Fuentes Aranda"}},
		{"saint particle", "Paul B. St. James", &Name{FirstName: "Paul", MiddleName: "B", LastName: "St. James"}},
		{"bracketed modalities", "Dana Kirk, R.T.(R)(MR)(ARRT)", &Name{FirstName: "Dana", LastName: "Kirk"}},
		{"all caps particle", "LUDWIG VAN BEETHOVEN", &Name{FirstName: "Ludwig", LastName: "van Beethoven"}},
		{"last comma first", "DOE, JANE A.", &Name{FirstName: "Jane", MiddleName: "A", LastName: "Doe"}},
		{"last comma first with a credential", "HALVORSEN, MARIT E., PMP", &Name{FirstName: "Marit", MiddleName: "E", LastName: "Halvorsen"}},
		{"capitalised surname before given names", "KOWALSKA, Irena-Maja B., CPhT", &Name{FirstName: "Irena-Maja", MiddleName: "B", LastName: "Kowalska"}},
		{"post-nominal with periods", "Tobias Renner Lindqvist, P.Eng.", &Name{FirstName: "Tobias", MiddleName: "Renner", LastName: "Lindqvist"}},
		{"name then contacts", "Jane Doe | jane@x.com | 512-555-0147", &Name{FirstName: "Jane", LastName: "Doe"}},
		{"labelled", "Name: Jane Doe", &Name{FirstName: "Jane", LastName: "Doe"}},
		{"accented", "José Álvarez", &Name{FirstName: "José", LastName: "Álvarez"}},
		{"credentials with a slash", "Lena Moss, MS, OTR/L", &Name{FirstName: "Lena", LastName: "Moss"}},
		{"credential with a bracketed board", "Omar B. Haddad, MT(ASCP)SBB", &Name{FirstName: "Omar", MiddleName: "B", LastName: "Haddad"}},
		{"trailing comma before wrapped credentials", "Lena Moss, RN,", &Name{FirstName: "Lena", LastName: "Moss"}},
		{"irish surname particle", "Aoife Nic Dhonnchadha", &Name{FirstName: "Aoife", LastName: "Nic Dhonnchadha"}},
		{"surname first in capitals", "OKONKWO Ifeoma Grace", &Name{FirstName: "Ifeoma", MiddleName: "Grace", LastName: "Okonkwo"}},
		{"surname first in capitals with credentials", "BAPTISTE Jean-Luc, RN, MSc", &Name{FirstName: "Jean-Luc", LastName: "Baptiste"}},
		{"surname last in capitals", "Ifeoma Grace OKONKWO", &Name{FirstName: "Ifeoma", MiddleName: "Grace", LastName: "Okonkwo"}},
		{"mixed-case post-nominals", "Priya Raman, PhD, DrPH", &Name{FirstName: "Priya", LastName: "Raman"}},
		{"slash inside the name", "Lena/Moss Smith", nil},
		{"resume title", "RESUME", nil},
		{"curriculum vitae", "Curriculum Vitae", nil},
		{"job title", "Registered Nurse", nil},
		{"software title", "Senior Software Engineer", nil},
		{"email line", "jane.doe@example.com", nil},
		{"phone line", "(512) 555-0147", nil},
		{"place", "Austin, TX 78701", nil},
		{"single word", "Jane", nil},
		{"lower-case prose", "experienced nurse", nil},
		{"heading", "Professional Summary", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			n, ok := nameFromLine(tt.in)
			var got *Name
			if ok {
				got = &n
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("nameFromLine(%q) mismatch (-want +got):\n%s", tt.in, diff)
			}
		})
	}
}

func TestFindEmailAndLinkedIn(t *testing.T) {
	if got, want := findEmail("E: jane.doe+jobs@mail.example.co.uk | x"), "jane.doe+jobs@mail.example.co.uk"; got != want {
		t.Errorf("findEmail = %q, want %q", got, want)
	}
	// the "@" and dots spelled out in brackets against harvesters
	for in, want := range map[string]string{
		"✉ jane.doe [at] example [dot] com":          "jane.doe@example.com",
		"Email: j.smith (at) mail (dot) example.org": "j.smith@mail.example.org",
		"jdoe{at}example.co.uk · 555-0100":           "jdoe@example.co.uk",
		"Seen at [the] conference (at) noon":         "",
		"Met them at the office":                     "",
	} {
		if got := findEmail(in); got != want {
			t.Errorf("findEmail(%q) = %q, want %q", in, got, want)
		}
	}
	tests := []struct{ in, want string }{
		{"linkedin.com/in/janedoe", "https://linkedin.com/in/janedoe"},
		{"LinkedIn: https://www.linkedin.com/in/jane-doe-123/", "https://www.linkedin.com/in/jane-doe-123"},
		{"www.linkedin.com/in/jdoe | github.com/jdoe", "https://www.linkedin.com/in/jdoe"},
		{"LinkedIn profile available", ""},
	}
	for _, tt := range tests {
		if got := findLinkedIn(tt.in); got != tt.want {
			t.Errorf("findLinkedIn(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestParsePlace(t *testing.T) {
	tests := []struct {
		name, in string
		want     *cityLocation
	}{
		{"city state", "Austin, TX", &cityLocation{city: "Austin", state: "TX", country: "USA"}},
		{"city state zip", "Austin, TX 78701", &cityLocation{city: "Austin", state: "TX", zip: "78701", country: "USA"}},
		{"zip plus four", "Austin, TX 78701-1234", &cityLocation{city: "Austin", state: "TX", zip: "78701-1234", country: "USA"}},
		{"state name", "Miami, Florida 33101", &cityLocation{city: "Miami", state: "FL", zip: "33101", country: "USA"}},
		{"two word state", "Albany, New York", &cityLocation{city: "Albany", state: "NY", country: "USA"}},
		{"street", "123 Main Street, Austin, TX 78701", &cityLocation{street: "123 Main Street", city: "Austin", state: "TX", zip: "78701", country: "USA"}},
		{"no comma", "Austin TX 78701", &cityLocation{city: "Austin", state: "TX", zip: "78701", country: "USA"}},
		{"trailing country", "Denver, CO, USA", &cityLocation{city: "Denver", state: "CO", country: "USA"}},
		{"the postcode after the country", "88 Elm St, Dayton, OH, US, 45402", &cityLocation{street: "88 Elm St", city: "Dayton", state: "OH", zip: "45402", country: "USA"}},
		{"a UK town, its county and postcode", "Bolton, Greater Manchester BL1 4QR", &cityLocation{city: "Bolton", state: "Greater Manchester", zip: "BL1 4QR", country: "United Kingdom"}},
		{"an Irish town, its county and Eircode", "7 Main St, Naas, Co. Kildare W91 AB12", &cityLocation{street: "7 Main St", city: "Naas", state: "Co. Kildare", zip: "W91 AB12", country: "Ireland"}},
		{"canada", "Toronto, ON", &cityLocation{city: "Toronto", state: "ON", country: "Canada"}},
		{"canadian postal code", "88 Rue Sainte-Anne, Québec, QC G1R 3X5", &cityLocation{street: "88 Rue Sainte-Anne", city: "Québec", state: "QC", zip: "G1R 3X5", country: "Canada"}},
		{"foreign city", "London, UK", &cityLocation{city: "London", country: "United Kingdom"}},
		{"two word city", "San Antonio, TX", &cityLocation{city: "San Antonio", state: "TX", country: "USA"}},
		{"not a state", "Acme, XY", nil},
		{"lower case, the gazetteer confirming", "austin, tx", &cityLocation{city: "austin", state: "TX", country: "USA"}},
		{"lower case without a comma", "glendale az 85301", &cityLocation{city: "glendale", state: "AZ", zip: "85301", country: "USA"}},
		{"lower case with a comma and zip", "saint paul, mn 55105", &cityLocation{city: "saint paul", state: "MN", zip: "55105", country: "USA"}},
		{"lower case, zip in another state", "austin, tx 90210", nil},
		{"lower-case words", "worked in or", nil},
		{"zip first", "60302 (Oak Park, IL)", &cityLocation{city: "Oak Park", state: "IL", zip: "60302", country: "USA"}},
		{"zip first in lower case", "77008 (houston, tx)", &cityLocation{city: "houston", state: "TX", zip: "77008", country: "USA"}},
		{"a code after a word the gazetteer does not place", "TRAUMA CT", nil},
		{"the ZIP a field of its own before the state", "1234 Elm St, Austin, 78701, TX, US", &cityLocation{street: "1234 Elm St", city: "Austin", state: "TX", zip: "78701", country: "USA"}},
		{"the ZIP a field of its own after the state", "Austin, TX, 78701", &cityLocation{city: "Austin", state: "TX", zip: "78701", country: "USA"}},
		{"the state in brackets", "Austin (TX)", &cityLocation{city: "Austin", state: "TX", country: "USA"}},
		{"a state code in title case", "Austin, Tx", &cityLocation{city: "Austin", state: "TX", country: "USA"}},
		{"a note after the place", "Austin, TX (open to relocation)", &cityLocation{city: "Austin", state: "TX", country: "USA"}},
		{"a state's name without a comma", "Austin Texas", &cityLocation{city: "Austin", state: "TX", country: "USA"}},
		{"a state in brackets after a place the gazetteer does not know there", "Mercy Hospital (TX)", nil},
		{"an Australian address", "12 George St, Sydney NSW 2000", &cityLocation{street: "12 George St", city: "Sydney", state: "NSW", zip: "2000", country: "Australia"}},
		{"an Australian state without a postcode or country", "Sydney NSW", nil},
		{"a year before a word is no postcode", "2019 Berlin", nil},
		{"a job's title before a county that is also a name", "Sales Associate, Kent", nil},
		{"a city whose name has a common noun", "Dorchester Center, MA 02124", &cityLocation{city: "Dorchester Center", state: "MA", zip: "02124", country: "USA"}},
		{"employer", "St. Mary's Hospital", nil},
		{"state alone", "Texas", nil},
		{"country code after the state", "Dayton, OH US", &cityLocation{city: "Dayton", state: "OH", country: "USA"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			pl, ok := parsePlace(tt.in)
			var got *cityLocation
			if ok {
				got = &pl
			}
			if diff := cmp.Diff(tt.want, got, cmp.AllowUnexported(cityLocation{})); diff != "" {
				t.Errorf("parsePlace(%q) mismatch (-want +got):\n%s", tt.in, diff)
			}
		})
	}
}

func TestRelocation(t *testing.T) {
	yes, no := true, false
	tests := []struct {
		in   string
		want *bool
	}{
		{"willing to relocate", &yes},
		{"open to relocation nationwide", &yes},
		{"not willing to relocate", &no},
		{"unable to relocate at this time", &no},
		{"relocated to texas in 2019", nil},
		{"nothing about it", nil},
	}
	for _, tt := range tests {
		if diff := cmp.Diff(tt.want, relocation(tt.in)); diff != "" {
			t.Errorf("relocation(%q) mismatch (-want +got):\n%s", tt.in, diff)
		}
	}
}

func TestNameNickname(t *testing.T) {
	for in, want := range map[string]Name{
		`ROBERT "BOBBY" JOHNSON`:   {FirstName: "Robert", LastName: "Johnson"},
		"Katherine (Kate) Nguyen":  {FirstName: "Katherine", LastName: "Nguyen"},
		"William “Bill” O'Neil Jr": {FirstName: "William", LastName: "O'Neil"},
	} {
		got, ok := nameFromLine(in)
		if !ok {
			t.Errorf("nameFromLine(%q) found no name", in)
			continue
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("nameFromLine(%q) mismatch (-want +got):\n%s", in, diff)
		}
	}
	if n, ok := nameFromLine("Class A CDL Driver"); ok {
		t.Errorf("nameFromLine(title) = %+v, want none", n)
	}
}

func TestNameAfterSidebar(t *testing.T) {
	// a two-column resume whose text gives the sidebar first: the name is under a heading, and
	// the sidebar's city ("Round Rock, TX") is no name
	text := "CONTACT\n(512) 555-0147\nmira.kovacs@example.com\nRound Rock, TX\nSKILLS\nWound Care\nPatient Education\n" +
		"Mira J. Kovacs, RN\nMedical-surgical nurse with six years of experience.\nEXPERIENCE\n" +
		"Staff Nurse\nHill Country Hospital, Austin, TX\nJan 2020 - Present\n"
	p := Structure(text, Options{AsOf: testAsOf})
	var got Name
	if p.PersonalInfo != nil && p.PersonalInfo.Name != nil {
		got = *p.PersonalInfo.Name
	}
	if diff := cmp.Diff(Name{FirstName: "Mira", MiddleName: "J", LastName: "Kovacs"}, got); diff != "" {
		t.Errorf("name mismatch (-want +got):\n%s", diff)
	}
}

func TestContactLineInTheFooter(t *testing.T) {
	// the name alone at the top, the contact block at the very end (a page footer): it is the
	// candidate's, and not a certification
	tests := []struct{ name, footer, phone, city, state string }{
		{"one line", "Salina, KS 67401 · 785-555-0140 · lena.morrow@example.com", "+17855550140", "Salina", "KS"},
		{"the place on a line of its own, led by a dash", "– Salina, KS – USA\n(785) 555-0140 • lena.morrow@example.com",
			"+17855550140", "Salina", "KS"},
		{"two lines, the phone with a page number", "Lena Morrow\tPage 1\t(785) 555-0140\n12 Elm St, Salina, KS 67401\tlena.morrow@example.com",
			"+17855550140", "Salina", "KS"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			text := "Lena Morrow\nCERTIFICATIONS\nBLS - American Heart Association - 2024\n" + tt.footer + "\n"
			p := Structure(text, Options{AsOf: testAsOf})
			var phone, city, state string
			if pi := p.PersonalInfo; pi != nil {
				if pi.Contact != nil {
					phone = pi.Contact.Phone
				}
				if pi.Location != nil {
					city, state = pi.Location.City, pi.Location.State
				}
			}
			if phone != tt.phone || city != tt.city || state != tt.state {
				t.Errorf("phone, city, state = %q, %q, %q; want %q, %q, %q", phone, city, state, tt.phone, tt.city, tt.state)
			}
			if len(p.Certifications) != 1 {
				t.Errorf("certifications = %+v, want BLS alone", p.Certifications)
			}
		})
	}
	// a heading ends the contact block: the licence under it, which names a state, stays a licence
	text := "Lena Morrow\nAbout\nSalina, KS\nlena.morrow@example.com\n(785) 555-0140\nLicenses & Certifications\n" +
		"LPN License, Kansas - Multistate (No. 2041877)\nIV Therapy Certification\n"
	if cs := Structure(text, Options{AsOf: testAsOf}).Certifications; len(cs) != 2 || cs[0].CredentialID != "2041877" {
		t.Errorf("certifications = %+v, want the LPN licence and the IV certification", cs)
	}
	// a place next to a line with only a phone is no contact block: a job's place stays the job's
	text = "Lena Morrow\nlena.morrow@example.com\nEXPERIENCE\nStaff Nurse, Mercy Hospital\nSalina, KS\nUnit phone 785-555-0199\n"
	if pi := Structure(text, Options{AsOf: testAsOf}).PersonalInfo; pi != nil && pi.Location != nil {
		t.Errorf("location = %+v, want none", *pi.Location)
	}
}

func TestContactOutsideTheHeader(t *testing.T) {
	// a sidebar whose headings are not contact headings: the phone stands alone on a line and
	// the name shares a cell with a label
	text := "SKILLS\nTriage\n(614) 555-0177\nDETAILS\nName\tOwen Pryce\nowen.pryce@example.com\n" +
		"EXPERIENCE\nStaff Nurse, Mercy Hospital, 2019 - 2021\n"
	p := Structure(text, Options{AsOf: testAsOf})
	var name Name
	var phone string
	if pi := p.PersonalInfo; pi != nil {
		if pi.Name != nil {
			name = *pi.Name
		}
		if pi.Contact != nil {
			phone = pi.Contact.Phone
		}
	}
	if diff := cmp.Diff(Name{FirstName: "Owen", LastName: "Pryce"}, name); diff != "" {
		t.Errorf("name mismatch (-want +got):\n%s", diff)
	}
	if phone != "+16145550177" {
		t.Errorf("phone = %q, want +16145550177", phone)
	}
}

// Each stage of reading a name, on the lines that call for it.
func TestNameStages(t *testing.T) {
	fields := []struct {
		in, want string
		ok       bool
	}{
		{"Robert \"Bobby\" Johnson | Austin, TX", "Robert Johnson", true},
		{"Name: Jane Doe", "Jane Doe", true},
		{"Name | Rosa Villanueva", "Rosa Villanueva", true},
		{"Email: jane@example.com", "", false},
	}
	for _, tt := range fields {
		if got, ok := nameField(tt.in); ok != tt.ok || ok && got != tt.want {
			t.Errorf("nameField(%q) = %q, %v; want %q, %v", tt.in, got, ok, tt.want, tt.ok)
		}
	}
	parts := []struct {
		in, main, given string
		lastFirst, ok   bool
	}{
		{"Jane A. Doe, RN, BSN", "Jane A. Doe", "", false, true},
		{"DOE, JANE A., RN", "DOE", "JANE A.", true, true},
		{"John Smith, Jr.", "John Smith", "", false, true},
		{"Jane Doe, Austin", "", "", false, false},
		{"Jane Doe 2024", "", "", false, false},
	}
	for _, tt := range parts {
		main, given, lf, ok := nameParts(tt.in)
		if main != tt.main || given != tt.given || lf != tt.lastFirst || ok != tt.ok {
			t.Errorf("nameParts(%q) = %q, %q, %v, %v; want %q, %q, %v, %v", tt.in, main, given, lf, ok, tt.main, tt.given, tt.lastFirst, tt.ok)
		}
	}
	words := []struct {
		in   string
		want string
		ok   bool
	}{
		{"Dr. Jane Doe RN BSN", "Jane Doe", true},
		{"John Smith Jr.", "John Smith", true},
		{"Registered Nurse", "", false},
		{"Jane", "", false},
	}
	for _, tt := range words {
		got, ok := nameWords(strings.Fields(tt.in))
		if ok != tt.ok || strings.Join(got, " ") != tt.want {
			t.Errorf("nameWords(%q) = %q, %v; want %q, %v", tt.in, got, ok, tt.want, tt.ok)
		}
	}
	cases := []struct {
		in, want     string
		surnameFirst bool
		ok           bool
	}{
		{"MARY O'BRIEN", "Mary O'Brien", false, true},
		{"OKAFOR Chinedu Emeka", "Chinedu Emeka Okafor", true, true},
		{"jane doe", "", false, false},
	}
	for _, tt := range cases {
		got, sf, ok := nameCase(strings.Fields(tt.in), false)
		if ok != tt.ok || sf != tt.surnameFirst || strings.Join(got, " ") != tt.want {
			t.Errorf("nameCase(%q) = %q, %v, %v; want %q, %v, %v", tt.in, got, sf, ok, tt.want, tt.surnameFirst, tt.ok)
		}
	}
	splits := []struct {
		in          string
		surnameLast bool
		want        Name
	}{
		{"María de la Cruz", false, Name{FirstName: "María", LastName: "de la Cruz"}},
		{"José M. Treviño Salazar", false, Name{FirstName: "José", MiddleName: "M", LastName: "Treviño Salazar"}},
		{"Thanh Huong Nguyen", true, Name{FirstName: "Thanh", MiddleName: "Huong", LastName: "Nguyen"}},
	}
	for _, tt := range splits {
		if got, _ := splitName(strings.Fields(tt.in), tt.surnameLast); got != tt.want {
			t.Errorf("splitName(%q) = %+v, want %+v", tt.in, got, tt.want)
		}
	}
}

// The stages of personalInfo, each on the layouts that call for it.
func TestPersonalInfoStages(t *testing.T) {
	tests := []struct {
		name, text   string
		first, email string
		phones       []string
		city         string
	}{
		{"header", "Jane Doe\nAustin, TX 78701 | (512) 555-0147 | jane@example.com\n\nEXPERIENCE\nNurse, Mercy, 2019 - 2021",
			"Jane", "jane@example.com", []string{"+15125550147"}, "Austin"},
		{"a name a word a line", "Helen\nMarchetti\nOffice Administrator\nBoston, MA\n(617) 555-0150\n\nEXPERIENCE\nClerk, Acme, 2019 - 2021",
			"Helen", "", []string{"+16175550150"}, "Boston"},
		{"a labelled phone and a place line below the header", "Travis McKinney\n\nABOUT\nNashville TN US\nCell: 615-555-0133\nt.mck@example.com\n",
			"Travis", "t.mck@example.com", []string{"+16155550133"}, "Nashville"},
		{"a label gutter's wrapped address", "Curriculum Vitae\n\nABOUT ME\nName | Rosa Villanueva\nAddress | 2210 Montana Ave\nEl Paso, TX 79903\nPhone | (915) 555-0175\n",
			"Rosa", "", []string{"+19155550175"}, "El Paso"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := newParser(tt.text, Options{AsOf: testAsOf})
			hdr := p.headerLines()
			var first string
			if n := p.candidateName(hdr); n != nil {
				first = n.FirstName
			}
			if n := p.personalInfo(); first == "" && n != nil && n.Name != nil {
				first = n.Name.FirstName
			}
			if first != tt.first {
				t.Errorf("first name = %q, want %q", first, tt.first)
			}
			if c := p.contactDetails(hdr); c.Email != tt.email {
				t.Errorf("email = %q, want %q", c.Email, tt.email)
			}
			if got := p.candidatePhones(hdr); !cmp.Equal(got, tt.phones) {
				t.Errorf("phones = %q, want %q", got, tt.phones)
			}
			var city string
			if loc := p.candidatePlace(hdr); loc != nil {
				city = loc.City
			}
			if city != tt.city {
				t.Errorf("city = %q, want %q", city, tt.city)
			}
		})
	}
}

// TestHomePlace reads the candidate's home from the ways a header or an
// opening paragraph writes it beside other contact details.
func TestHomePlace(t *testing.T) {
	for _, tt := range []struct {
		name, text string
		want       *Location
	}{
		{"commas between the contact details", "Ben Carter - Developer\nEverett, WA 98201, (206) 555-0193, ben@example.net\n\nEXPERIENCE\nEngineer, Acme, Seattle, WA\n",
			&Location{City: "Everett", State: "WA", ZipCode: "98201", Country: "USA"}},
		{"asterisks between them", "DANNY PHAM\n   Scottsdale, AZ 85251 * (602) 555-0101 * dpham@example.net\n",
			&Location{City: "Scottsdale", State: "AZ", ZipCode: "85251", Country: "USA"}},
		{"gaps lost by the text layer", "Sandra Ortiz\nContact\nAlbuquerque, NM 87102(505) 555-0119sandra@example.com\n",
			&Location{City: "Albuquerque", State: "NM", ZipCode: "87102", Country: "USA"}},
		{"prose", "My name is Quentin Mayfield. I live in Pearland, TX 77584. I have been an emergency nurse for six years.\n",
			&Location{City: "Pearland", State: "TX", ZipCode: "77584", Country: "USA"}},
		{"a letter's home after its credentials", "To whom it may concern,\n\nMost recently I worked as a OTR Driver at Crossroads Trucking in Dayton, OH, from October 2023 until February 2024.\n\n" +
			"My credentials: Class A CDL - Ohio, exp 02/2024.\nI live in Goshen, OH.\n\nRespectfully,\nKayla Wozniak\n",
			&Location{City: "Goshen", State: "OH", Country: "USA"}},
		{"a recruiter's note", "Recruiter notes - phone screen\nCand: Mateo Nwosu. Lives Sacramento, CA 94288.\nCurrently Electrical Apprentice, Lakeside Power Services.\n",
			&Location{City: "Sacramento", State: "CA", ZipCode: "94288", Country: "USA"}},
		{"a ZIP in a field of its own", "Quincy Montalvo | Staff RN | Cedar Ridge Medical Center | 33618 | quincy@example.com\n",
			&Location{ZipCode: "33618", Country: "USA"}},
		{"a labelled ZIP among the contact details", "Kestrel Moreno\nRegistered Nurse  ·  kestrel@example.net  ·  ZIP 37203\n\n2026-03 → present | Postpartum RN | Overland Park Regional, Overland Park, KS\n",
			&Location{ZipCode: "37203", Country: "USA"}},
		{"an employer's place is not the home", "Jane Roe\njane@example.com\n\nEXPERIENCE\nThe clinic is located in Austin, TX.\n", nil},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var got *Location
			if pi := Structure(tt.text, Options{AsOf: testAsOf}).PersonalInfo; pi != nil {
				got = pi.Location
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("home place (-want +got):\n%s", diff)
			}
		})
	}
}

// A state set apart from its city by a spaced dash is the city's state where the gazetteer
// knows the city there; a dash before a state after another word is no place.
func TestStateAfterADash(t *testing.T) {
	for text, want := range map[string]string{
		"Jane Doe\nAustin – TX\njane@example.com\n":         "Austin, TX",
		"Jane Doe\nTrauma Nurse – TX\njane@example.com\n":   "",
		"Jane Doe\nSt. Louis - MO | (314) 555-0100\n":       "St. Louis, MO",
		"Jane Doe\nFort Worth — Texas · jane@example.com\n": "Fort Worth, TX",
	} {
		got := ""
		if pi := Structure(text, Options{AsOf: testAsOf}).PersonalInfo; pi != nil && pi.Location != nil {
			got = pi.Location.City + ", " + pi.Location.State
		}
		if got != want {
			t.Errorf("%q: location %q, want %q", text, got, want)
		}
	}
}

// The name set right of the address, and a name broken after its hyphen.
func TestNameBesideAddressAndBrokenAtHyphen(t *testing.T) {
	for text, want := range map[string]Name{
		"919-555-0122\nRaleigh, North Carolina\tDesmond Achterberg\nd.achterberg@example.net\n": {FirstName: "Desmond", LastName: "Achterberg"},
		"Lakeisha\nDunmore-\nPratt\nPediatric Registered Nurse\n(614) 555-0190\n":               {FirstName: "Lakeisha", LastName: "Dunmore-Pratt"},
	} {
		var got Name
		if pi := Structure(text, Options{AsOf: testAsOf}).PersonalInfo; pi != nil && pi.Name != nil {
			got = *pi.Name
		}
		if got != want {
			t.Errorf("%q: name %+v, want %+v", text, got, want)
		}
	}
}

// An address whose top-level domain a narrow column cut ("...@example.or" / "g") is completed
// from the next line; a whole one, or a next line that is a word, is left alone.
func TestWrappedEmail(t *testing.T) {
	for _, tt := range []struct{ email, next, want string }{
		{"jane.doe@example.or", "g", "jane.doe@example.org"},
		{"jane.doe@example.ne", "t", "jane.doe@example.net"},
		{"jane.doe@example.co", "m", "jane.doe@example.co"}, // .co is an address's end too
		{"jane.doe@example.com", "au", "jane.doe@example.com"},
		{"jane.doe@example.or", "Registered Nurse", "jane.doe@example.or"},
		{"jane.doe@example.ne", "xyz", "jane.doe@example.ne"},
	} {
		if got := wrappedEmail(tt.email, tt.next); got != tt.want {
			t.Errorf("wrappedEmail(%q, %q) = %q, want %q", tt.email, tt.next, got, tt.want)
		}
	}
}

func TestNameByEmail(t *testing.T) {
	tests := []struct {
		name  string // as the name stages read it: first|middle|last
		email string
		want  string
	}{
		// joined given names
		{"Mary|Kate|Okonkwo", "marykate.okonkwo@example.com", "Mary Kate||Okonkwo"},
		{"Ana|Paula Ferreira|da Costa", "anapaula.costa@example.com", "Ana Paula||Ferreira da Costa"},
		// joined or abbreviated surnames
		{"Luis|Alberto Montoya|Vargas", "la.montoyavargas@example.org", "Luis Alberto||Montoya Vargas"},
		{"Priya|Joseph|Kurian", "priya.jkurian@example.com", "Priya||Joseph Kurian"},
		{"Sofía||Aguilar Beltrán", "sofia.aguilarbeltran@example.com", "Sofía||Aguilar Beltrán"},
		// the first of two surnames, the second nowhere in the address
		{"Marisol|Quintero|Lozano", "marisol.quintero@example.net", "Marisol||Quintero Lozano"},
		// nothing grouped: left as read
		{"John|Michael|Smith", "john.smith@example.com", "John|Michael|Smith"},
		{"John|Michael|Smith", "jmsmith@example.com", "John|Michael|Smith"},
		{"John|Michael|Smith", "john.michael.smith@example.com", "John|Michael|Smith"},
		{"Jane||Doe", "janedoe@example.com", "Jane||Doe"},
		{"R|Hollis|Ambrose", "rhollis.ambrose@example.com", "R|Hollis|Ambrose"},
		{"Kwame|Kofi|Mensah", "", "Kwame|Kofi|Mensah"},
	}
	for _, tt := range tests {
		parts := strings.Split(tt.name, "|")
		got := nameByEmail(Name{FirstName: parts[0], MiddleName: parts[1], LastName: parts[2]}, tt.email)
		if s := got.FirstName + "|" + got.MiddleName + "|" + got.LastName; s != tt.want {
			t.Errorf("nameByEmail(%q, %q) = %q, want %q", tt.name, tt.email, s, tt.want)
		}
	}
}
