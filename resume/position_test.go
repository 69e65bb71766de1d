package resume

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// Stage 1: a header line made ready for cutting into fields.
func TestCleanHeaderLine(t *testing.T) {
	sc := dateScanner{asOfY: 2026, asOfM: 11}
	tests := []struct {
		name, in string
		want     cleanedLine
	}{
		{"dates blanked", "Registered Nurse | Mercy Hospital | 03/2019 – 06/2022",
			cleanedLine{text: "Registered Nurse | Mercy Hospital |  | "}},
		{"duration", "Charge Nurse (3 yrs) — Mercy", cleanedLine{text: "Charge Nurse  |  — Mercy"}},
		{"remote", "Backend Engineer, Acme (Remote)", cleanedLine{text: "Backend Engineer, Acme  | ", remote: true}},
		{"number range kept", "Teacher, Grades 3–5 — Lincoln School", cleanedLine{text: "Teacher, Grades 3\x015 — Lincoln School"}},
		{"sentence after the place", "Technician — Acme Dialysis, Conway, AR. Paid training program",
			cleanedLine{text: "Technician — Acme Dialysis, Conway, AR", desc: "Paid training program"}},
		{"written as a sentence", "Currently employed at Acme Corp, Dayton, OH, as a Shift Lead",
			cleanedLine{text: "Employer: Acme Corp, Dayton, OH | Title: Shift Lead"}},
		{"slashes as separators", "Welder / Acme Steel / Gulfport, MS / Days",
			cleanedLine{text: "Welder | Acme Steel | Gulfport, MS | Days"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := cleanHeaderLine(tt.in, sc.findDates(tt.in))
			if diff := cmp.Diff(tt.want, got, cmp.AllowUnexported(cleanedLine{})); diff != "" {
				t.Errorf("cleanHeaderLine(%q) (-want +got):\n%s", tt.in, diff)
			}
		})
	}
}

// Stage 2: fields, labels and places of one cleaned line.
func TestHeaderFields(t *testing.T) {
	type field struct {
		Text string
		Role fieldRole
		Tied bool
	}
	tests := []struct {
		name   string
		in     string
		site   bool
		want   []field
		places []string // cities
		client bool
	}{
		{"title at employer", "Senior Engineer at Google", false,
			[]field{{"Senior Engineer", roleTitle, false}, {"Google", roleEmployer, false}}, nil, false},
		{"at sign", "Nurse @ Mercy", false, []field{{"Nurse", roleTitle, false}, {"Mercy", roleEmployer, false}}, nil, false},
		{"labelled cells", "Employer: Acme Electric | Title: Journeyman", false,
			[]field{{"Acme Electric", roleEmployer, false}, {"Journeyman", roleTitle, false}}, nil, false},
		{"labelled title keeps slashes", "Position held: Delivery Driver / Yard Associate", false,
			[]field{{"Delivery Driver / Yard Associate", roleTitle, false}}, nil, false},
		{"client", "Client: Mercy Hospital, Boise, ID", false, []field{{"Mercy Hospital", roleEmployer, false}}, []string{"Boise"}, true},
		{"worksite without a name", "Worksite: various warehouses", false, nil, nil, false},
		{"agency gives way to a worksite", "Agency: Meridian Staffing", true, nil, nil, false},
		{"agency alone", "Agency: Meridian Staffing", false, []field{{"Meridian Staffing", roleEmployer, false}}, nil, false},
		{"place in brackets", "Mercy Hospital (Boise, ID)", false, []field{{"Mercy Hospital", roleNone, false}}, []string{"Boise"}, false},
		{"comma-tied unit", "Registered Nurse, ICU | St. Mary's", false,
			[]field{{"Registered Nurse", roleNone, false}, {"ICU", roleNone, true}, {"St. Mary's", roleNone, false}}, nil, false},
		{"company suffix is no state", "Calloway, Pruitt & Mendes, P.A.", false,
			[]field{{"Calloway, Pruitt & Mendes, P.A.", roleNone, false}}, nil, false},
		{"department dropped", "University of Minnesota, School of Public Health", false,
			[]field{{"University of Minnesota", roleNone, false}}, nil, false},
		{"employment type dropped", "Barista | Full-time", false, []field{{"Barista", roleNone, false}}, nil, false},
		{"dates label", "Dates: ", false, nil, nil, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			lf := headerFields(tt.in, 0, tt.site)
			var got []field
			for _, f := range lf.fields {
				got = append(got, field{f.text, f.role, f.commaTied})
			}
			var cities []string
			for _, pl := range lf.places {
				cities = append(cities, pl.city)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("headerFields(%q) fields (-want +got):\n%s", tt.in, diff)
			}
			if diff := cmp.Diff(tt.places, cities); diff != "" {
				t.Errorf("headerFields(%q) places (-want +got):\n%s", tt.in, diff)
			}
			if lf.client != tt.client {
				t.Errorf("headerFields(%q) client = %v, want %v", tt.in, lf.client, tt.client)
			}
		})
	}
}

// Stage 3: what a header block is.
func TestEntryKind(t *testing.T) {
	phrase := []jobField{{text: "Staged wounds for 30 patients"}}
	title := []jobField{{text: "Registered Nurse", t: 4}}
	tests := []struct {
		name   string
		text   string
		fields []jobField
		dated  bool
		want   entry
	}{
		{"position", "Registered Nurse", title, true, entryPosition},
		{"career break", "Career break | caring for a parent", nil, true, entryGap},
		{"student placement", "Clinical Rotation | Mercy Hospital", nil, true, entryTraining},
		{"co-op is work", "Accounting Co-op (Rotation 2)", title, true, entryPosition},
		{"undated phrase without cues", "Staged wounds for 30 patients", phrase, false, entryNone},
		{"dated phrase", "Staged wounds for 30 patients", phrase, true, entryPosition},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := entryKind(tt.text, tt.fields, tt.dated); got != tt.want {
				t.Errorf("entryKind(%q) = %v, want %v", tt.text, got, tt.want)
			}
		})
	}
}

// Stage 4: the title and the employer among the fields, and what commas and dashes cut off them.
func TestAssignAndCompose(t *testing.T) {
	mk := func(line int, text string, role fieldRole, tied bool, sep string) jobField {
		tt, e := scoreField(text)
		return jobField{text: text, line: line, t: tt, e: e, role: role, commaTied: tied, sepBefore: sep}
	}
	tests := []struct {
		name                  string
		fields                []jobField
		title, employer       string
		wantTitle, wantEmploy bool
	}{
		{"cues", []jobField{mk(0, "Registered Nurse", roleNone, false, ""), mk(0, "Mercy Hospital", roleNone, false, "|")},
			"Registered Nurse", "Mercy Hospital", true, true},
		{"labels beat cues", []jobField{mk(0, "Mercy Hospital", roleTitle, false, ""), mk(0, "Acme Staffing", roleEmployer, false, "|")},
			"", "Acme Staffing", false, true},
		{"unit after a comma is the title's", []jobField{mk(0, "Registered Nurse", roleNone, false, ""), mk(0, "ICU", roleNone, true, ""), mk(1, "Mercy Hospital", roleNone, false, "")},
			"Registered Nurse, ICU", "Mercy Hospital", true, true},
		{"unit after a dash", []jobField{mk(0, "Staff Nurse", roleNone, false, ""), mk(0, "Medical Ward", roleNone, false, "–"), mk(1, "Mercy Hospital", roleNone, false, "")},
			"Staff Nurse – Medical Ward", "Mercy Hospital", true, true},
		{"employer's place after a comma", []jobField{mk(0, "Nurse", roleNone, false, ""), mk(0, "Saint Jude Memorial Hospital", roleNone, false, "|"), mk(0, "Cebu City", roleNone, true, "")},
			"Nurse", "Saint Jude Memorial Hospital", true, true},
		{"department of the title", []jobField{mk(0, "Piedmont Bank", roleNone, false, ""), mk(1, "Analyst", roleNone, false, ""), mk(1, "Healthcare Group", roleNone, true, "")},
			"Analyst, Healthcare Group", "Piedmont Bank", true, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fields := joinTitleParts(tt.fields)
			ti, ei := assignFields(fields, nil)
			ti, ei, dept := departmentOfTitle(fields, ti, ei)
			var gotT, gotE string
			if ti >= 0 {
				gotT = titleWithParts(fields, ti, ei, dept)
			}
			if ei >= 0 {
				gotE = employerWithParts(fields, ei)
			}
			if (ti >= 0) != tt.wantTitle || gotT != tt.title {
				t.Errorf("title = %q (index %d), want %q", gotT, ti, tt.title)
			}
			if (ei >= 0) != tt.wantEmploy || gotE != tt.employer {
				t.Errorf("employer = %q (index %d), want %q", gotE, ei, tt.employer)
			}
		})
	}
}

// The label table, as a header line's labels and as a table's columns.
func TestHeaderLabels(t *testing.T) {
	tests := []struct {
		in    string
		role  fieldRole
		value string
		ok    bool
	}{
		{"Employer: Acme", roleEmployer, " Acme", true},
		{"Job Title: Welder", roleTitle, " Welder", true},
		{"Position Title: Medical Support Assistant", roleTitle, " Medical Support Assistant", true},
		{"Client: Mercy", roleClient, " Mercy", true},
		{"Reason for leaving: moved", roleFormDetail, " moved", true},
		{"Description: 12-bed medical ICU", roleFormDetail, " 12-bed medical ICU", true},
		{"Series/Grade: GS-0675-07", roleFormDetail, " GS-0675-07", true},
		{"Unit: 4 West", roleUnit, " 4 West", true},
		{"Technologies: Go", roleNone, "Technologies: Go", false},
		{"Registered Nurse", roleNone, "Registered Nurse", false},
	}
	for _, tt := range tests {
		role, value, ok := inlineLabel(tt.in)
		if role != tt.role || value != tt.value || ok != tt.ok {
			t.Errorf("inlineLabel(%q) = %v, %q, %v; want %v, %q, %v", tt.in, role, value, ok, tt.role, tt.value, tt.ok)
		}
	}
	columns := []struct {
		cells []string
		want  []fieldRole
		ok    bool
	}{
		{[]string{"Employer", "Title", "Dates"}, []fieldRole{roleEmployer, roleTitle, roleOther}, true},
		{[]string{"Facility", "Unit", "City, ST", "Weeks", "Dates"}, []fieldRole{roleEmployer, roleTitle, roleOther, roleOther, roleOther}, true},
		{[]string{"From", "To", "Job Title", "Company"}, []fieldRole{roleOther, roleOther, roleTitle, roleEmployer}, true},
		{[]string{"Dates", "Location"}, nil, false},
		{[]string{"Mercy Hospital", "Nurse"}, nil, false},
	}
	for _, tt := range columns {
		got, ok := jobColumnRoles(tt.cells)
		if ok != tt.ok || ok && !cmp.Equal(got, tt.want) {
			t.Errorf("jobColumnRoles(%q) = %v, %v; want %v, %v", tt.cells, got, ok, tt.want, tt.ok)
		}
	}
}

// A line under a title's line that describes the work is body, not the employer.
func TestDescribes(t *testing.T) {
	for in, want := range map[string]bool{
		"Own demand generation budget of EUR 1.2m":     true,
		"Caseload of 55 K-5 students; IEP evaluations": true,
		"Second-line support for 4,000 clinical users": true,
		"Print and copy centre":                        true,
		"Repairs and set-ups in store":                 true,
		"Mercy Hospital":                               false,
		"Currys":                                       false,
		"Registered nurse":                             false, // a role, in lower case
		"Step-down unit":                               false, // a unit
		"5 years 8 months":                             false, // a tenure
		"6 ans 7 mois":                                 false, // a tenure, in French
		"(continued)":                                  false,
		"Career break":                                 false,
		"Employer: Acme":                               false,
	} {
		if got := describes(in); got != want {
			t.Errorf("describes(%q) = %v, want %v", in, got, want)
		}
	}
}

// A run-in header's phrases, each ending in a full stop, are its fields; abbreviations and
// sentences of prose are left alone.
func TestRunInFields(t *testing.T) {
	for in, want := range map[string]string{
		"Jul 2019 – Dec 2021 Harbor Health Central. Surgical Technologist.": "Jul 2019 – Dec 2021 Harbor Health Central | Surgical Technologist",
		"Harbor Community College. A.A.S. Surgical Technology.":             "Harbor Community College | A.A.S. Surgical Technology",
		"Acme Inc. Field Engineer.":                                         "Acme Inc. Field Engineer.",
		"Led the night shift. Trained eight new hires.":                     "Led the night shift. Trained eight new hires.",
		"Harbor Health. Staff Nurse":                                        "Harbor Health. Staff Nurse",
		"J. Smith Associates":                                               "J. Smith Associates",
	} {
		if got := runInFields(in); got != want {
			t.Errorf("runInFields(%q) = %q, want %q", in, got, want)
		}
	}
	p := Structure("Jane Doe\nEXPERIENCE\nJul 2019 – Dec 2021 Harbor Health Central. Surgical Technologist.\nScrubbed for general surgery.\n", Options{AsOf: testAsOf})
	if len(p.WorkHistory) != 1 || p.WorkHistory[0].Employer != "Harbor Health Central" || p.WorkHistory[0].Title != "Surgical Technologist" {
		t.Errorf("work history = %+v", p.WorkHistory)
	}
}

// A unit tied to the title by a comma is the title's, when another field set apart can be the
// employer.
func TestUnitAfterTitle(t *testing.T) {
	for text, want := range map[string][2]string{
		"RN, Progressive Care\tHarbor Regional Hospital\tJun 2018 – Feb 2021\n• Telemetry care":                                   {"RN, Progressive Care", "Harbor Regional Hospital"},
		"06/2020 – Present\tBethany Harbor Village, Centerville, OH\nCharge LPN, Skilled Rehab Unit\n• Med pass for 24 residents": {"Charge LPN, Skilled Rehab Unit", "Bethany Harbor Village"},
		"Staff Nurse, Mercy Hospital, Jun 2018 – Feb 2021\n• Med-surg care":                                                       {"Staff Nurse", "Mercy Hospital"},
	} {
		p := Structure("Jane Doe\nEXPERIENCE\n"+text+"\n", Options{AsOf: testAsOf})
		if len(p.WorkHistory) != 1 || p.WorkHistory[0].Title != want[0] || p.WorkHistory[0].Employer != want[1] {
			t.Errorf("%q: work history %+v, want title %q at %q", text, p.WorkHistory, want[0], want[1])
		}
	}
}

// A health system's name and its facility's, joined by a dash, are one employer; a dash before
// a title, a place or a unit still sets fields apart.
func TestFacilityDashes(t *testing.T) {
	for in, want := range map[string]string{
		"ALLINA HEALTH – MERCY HOSPITAL":                                           "ALLINA HEALTH \x01 MERCY HOSPITAL",
		"Banner – University Medical Center Tucson · Tucson, AZ":                   "Banner \x01 University Medical Center Tucson · Tucson, AZ",
		"CHI Health Creighton University Medical Center – Bergan Mercy, Omaha, NE": "CHI Health Creighton University Medical Center \x01 Bergan Mercy, Omaha, NE",
		"Heartland Commercial Electric Co. — Kansas City, MO":                      "Heartland Commercial Electric Co. — Kansas City, MO",
		"Visayas Contact Solutions Inc. — Cebu City":                               "Visayas Contact Solutions Inc. — Cebu City",
		"UnityPoint Health – Des Moines":                                           "UnityPoint Health – Des Moines",
		"Staff Nurse – Mercy Hospital":                                             "Staff Nurse – Mercy Hospital",
		"Mercy Hospital – Registered Nurse":                                        "Mercy Hospital – Registered Nurse",
		"Mercy Hospital – Cardiac ICU":                                             "Mercy Hospital – Cardiac ICU",
		"Medical Interpreter (per diem) — Santa Ana Community Clinic":              "Medical Interpreter (per diem) — Santa Ana Community Clinic",
		"Certified Nurse-Midwife — Willamette Women's Health":                      "Certified Nurse-Midwife — Willamette Women's Health",
		"Pipe Welder (SMAW/GTAW) — Aceros del Norte Industrial S.A. de C.V.":       "Pipe Welder (SMAW/GTAW) — Aceros del Norte Industrial S.A. de C.V.",
	} {
		if got := facilityDashes(in); got != want {
			t.Errorf("facilityDashes(%q) = %q, want %q", in, got, want)
		}
	}
}

// A unit or a specialty, in its setting or as a service, after a title's dash belongs to the
// title; an organisation or a trade's word does not.
func TestUnitLike(t *testing.T) {
	for s, want := range map[string]bool{
		"Cardiac Telemetry Unit": true,
		"Inpatient Oncology":     true,
		"Inpatient Psychiatry":   true,
		"Perioperative Services": true,
		"Outpatient Infusion":    true,
		"Healthcare Services":    false,
		"Mercy Hospital":         false,
		"Electrical":             false,
	} {
		if got := unitLike(s); got != want {
			t.Errorf("unitLike(%q) = %v, want %v", s, got, want)
		}
	}
}
