package resume

import (
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestDetectHeading(t *testing.T) {
	tests := []struct {
		in   string
		want section
		rest string
		ok   bool
	}{
		{"EXPERIENCE", secExperience, "", true},
		{"EXPERIENCES PROFESSIONNELLES", secExperience, "", true}, // capitals without their accents
		{"COMPETENCES", secSkills, "", true},
		{"Skills and Tech", secSkills, "", true},
		{"Licences and courses", secCerts, "", true},
		{"SKILLS & PROFICIENCY", secSkills, "", true},
		{"Employment History (last 10 years, per FMCSA 391.21)", secExperience, "", true}, // a note with commas and figures
		{"Licences & Tickets", secCerts, "", true},
		{"Trainings & Certifications", secCerts, "", true},
		{"Registry", secCerts, "", true},
		{"SKILLS, LANGUAGES, INTERESTS", secSkills, "", true},
		{"Academic Appointments", secExperience, "", true},
		{"Education, Licences and Certifications", secEducation, "", true},
		{"Skills, Achievements and Interests", secSkills, "", true},
		{"Skills, Python, Go", 0, "", false}, // a list of skills is no heading
		{"Travel Contracts (Northwind Staffing)", secExperience, "", true},
		{"Assignments (Northwind Staffing)", secExperience, "", true},
		{"Travel Assignments — Travel Telemetry RN (nights)", secExperience, "Travel Telemetry RN (nights)", true},
		{"Experience – Registered Nurse", secExperience, "Registered Nurse", true},
		{"Experience — 2015 to 2024", 0, "", false},    // not a role
		{"Education — Registered Nurse", 0, "", false}, // a role only under a work-history heading
		{"Experience (in chronological order)", secExperience, "", true},
		{"Software Experience", secExperience, "", true},
		{"Nursing Career", secExperience, "", true},
		{"Volunteer Experience", secVolunteer, "", true},
		{"Training", secEducation, "", true},
		{"Professional Training", secEducation, "", true},
		{"Board Certification & Licensure", secCerts, "", true},
		{"Licences, Registrations & Professional Development", secCerts, "", true},
		{"LICENSE/CERTS", secCerts, "", true},
		{"Where I've Worked", secExperience, "", true},
		{"Assignment History", secExperience, "", true},
		{"Major: History", 0, "", false},
		{"Licensure: Ohio RN License #RN.123456 (exp. 10/31/2027); BLS for Healthcare Providers (exp. 08/2027); Phlebotomy", secCerts, "Ohio RN License #RN.123456 (exp. 10/31/2027); BLS for Healthcare Providers (exp. 08/2027); Phlebotomy", true},
		{"Work Experience", secExperience, "", true},
		{"Professional Experience:", secExperience, "", true},
		{"RELEVANT EXPERIENCE", secExperience, "", true},
		{"Employment History", secExperience, "", true},
		{"Work History", secExperience, "", true},
		{"Selected Professional Experience", secExperience, "", true},
		{"WORKEXPERIENCE", secExperience, "", true}, // letter-spaced, closed up by normalisation
		{"— Experience —", secExperience, "", true},
		{"## Experience", secExperience, "", true},
		{"Summary", secSummary, "", true},
		{"PROFESSIONAL SUMMARY", secSummary, "", true},
		{"Career Objective", secSummary, "", true},
		{"Profile", secSummary, "", true},
		{"Education", secEducation, "", true},
		{"EDUCATION & TRAINING", secEducation, "", true},
		{"Education and Training", secEducation, "", true},
		{"Certifications", secCerts, "", true},
		{"Licenses & Certifications", secCerts, "", true},
		{"LICENSURE", secCerts, "", true},
		{"Credentials", secCerts, "", true},
		{"Licenses/Certifications", secCerts, "", true},
		{"Skills", secSkills, "", true},
		{"TECHNICAL SKILLS", secSkills, "", true},
		{"Core Competencies", secCompetencies, "", true},
		{"Areas of Expertise", secCompetencies, "", true},
		{"Languages", secLanguages, "", true},
		{"Programming Languages", secSkills, "", true},
		{"Projects", secProjects, "", true},
		{"Volunteer Experience", secVolunteer, "", true},
		{"Awards & Honors", secAwards, "", true},
		{"References", secReferences, "", true},
		{"Skills: Python, SQL", secSkills, "Python, SQL", true},
		{"Certifications: BLS, ACLS", secCerts, "BLS, ACLS", true},
		{"Licenses & Certifications: | CompTIA A+, ITIL 4", secCerts, "CompTIA A+, ITIL 4", true},
		{"Education(2)", secEducation, "", true},
		{"Licenses & Skills", secSkills, "", true},
		{"SKILLS & LANGUAGES", secSkills, "", true},
		{"Aus- und Weiterbildung", secEducation, "", true},
		{"Wykształcenie", secEducation, "", true},
		{"Werkervaring", secExperience, "", true},
		{"Zertifikate und Qualifikationen", secCerts, "", true},
		{"Experience and Projects", secExperience, "", true},
		{"Travel Contracts", secExperience, "", true},
		{"AGENCY ASSIGNMENTS", secExperience, "", true},
		{"Staff Experience", secExperience, "", true},
		{"Student Clinical Experience", 0, "", false},
		{"Volunteer and Community Experience", 0, "", false},
		{"Registered Nurse", 0, "", false},
		{"Experience with Epic and Cerner.", 0, "", false},
		{"Experience in 2019", 0, "", false},
		{"Managed skills training for new staff", 0, "", false},
		{"Education, Austin", 0, "", false},
		// a credential word with a companion that names no other section
		{"Certifications & Exams", secCerts, "", true},
		{"Licenses and Commissions", secCerts, "", true},
		// "Other" before a heading noun changes nothing
		{"Other Work", secExperience, "", true},
		{"Other Certifications", secCerts, "", true},
		// student placements are a section of their own, not work history
		{"Clinical Rotations (ADN program)", secOther, "", true},
		{"Preceptorship", secOther, "", true},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, rest, ok := detectHeading(tt.in)
			if ok != tt.ok || got != tt.want || rest != tt.rest {
				t.Errorf("detectHeading(%q) = %v, %q, %v; want %v, %q, %v", tt.in, got, rest, ok, tt.want, tt.rest, tt.ok)
			}
		})
	}
}

func TestStripBullet(t *testing.T) {
	tests := []struct {
		in, want string
		bullet   bool
	}{
		{"• Managed a team", "Managed a team", true},
		{"- Managed a team", "Managed a team", true},
		{"* Managed a team", "Managed a team", true},
		{"▪ Managed a team", "Managed a team", true},
		{"\uf0b7 Managed a team", "Managed a team", true},
		{"o Managed a team", "Managed a team", true},
		{"1. Managed a team", "Managed a team", true},
		{"2) Managed a team", "Managed a team", true},
		{"-5% churn", "-5% churn", false},
		{"Managed a team", "Managed a team", false},
		{"2019 - 2021", "2019 - 2021", false},
	}
	for _, tt := range tests {
		got, b := stripBullet(tt.in)
		if got != tt.want || b != tt.bullet {
			t.Errorf("stripBullet(%q) = %q, %v; want %q, %v", tt.in, got, b, tt.want, tt.bullet)
		}
	}
}

func TestSplitLinesSections(t *testing.T) {
	text := "Jane Doe\njane@x.com\n\nSKILLS\nLanguages: Go, Python\nTools: Docker\nEXPERIENCE\nEngineer, Acme Inc, 2019 - 2021\nTechnologies: Go, SQL\n"
	lines := splitLines(text, asOfScanner())
	want := []section{secHeader, secHeader, secSkills, secSkills, secExperience, secExperience}
	if len(lines) != len(want) {
		t.Fatalf("splitLines gave %d lines, want %d: %+v", len(lines), len(want), lines)
	}
	for i, l := range lines {
		if l.sec != want[i] {
			t.Errorf("line %d %q in section %v, want %v", i, l.text, l.sec, want[i])
		}
	}
}

func TestSubheadingsStayInPosition(t *testing.T) {
	text := "Jane Doe\nEXPERIENCE\nSales Manager, Acme Inc, 2019 - Present\nKey Achievements\n• Grew revenue 20%\nAchievements: President's Club 2021\n" +
		"Account Executive, Widgets LLC, 2015 - 2019\n• Closed deals\nAWARDS\n• Top performer\n"
	p := Structure(text, Options{AsOf: testAsOf})
	if len(p.WorkHistory) != 2 {
		t.Fatalf("got %d positions, want 2: %+v", len(p.WorkHistory), viewJobs(p.WorkHistory))
	}
	if got := p.WorkHistory[0].Responsibilities; len(got) != 2 || got[0] != "Grew revenue 20%" {
		t.Errorf("first position responsibilities = %q", got)
	}
	if got := p.WorkHistory[1].Responsibilities; len(got) != 1 {
		t.Errorf("second position responsibilities = %q, want the award section left out", got)
	}
}

// A subheading set in capitals like the section's own heading ("HIGHLIGHTS"), with more dated
// positions under it, stays in the position above; the years of its lines date nothing. A
// capitals heading with no position after it starts its section.
func TestCapitalSubheadingsStayInPosition(t *testing.T) {
	text := "Jane Doe\nWORK EXPERIENCE\nBus Operator, Harbor Transit\n2018-Sep - Present\nFixed routes.\nHIGHLIGHTS\n" +
		"Safe Driver Award 2021, 2023\nSchool Bus Driver, Harbor Schools\n2014-Aug - 2018-Aug\nSpecial-needs runs.\n" +
		"Delivery Driver, Harbor Foods\n2012-May - 2014-Jul\nHIGHLIGHTS\nHarbor Fleet Driver of the Year 2013\n"
	p := Structure(text, Options{AsOf: testAsOf})
	var got []string
	for _, j := range p.WorkHistory {
		got = append(got, j.Title+" @ "+j.Employer+" from "+j.StartDate)
	}
	want := []string{"Bus Operator @ Harbor Transit from 2018-09-01", "School Bus Driver @ Harbor Schools from 2014-08-01",
		"Delivery Driver @ Harbor Foods from 2012-05-01"}
	if !slices.Equal(got, want) {
		t.Errorf("positions = %q, want %q", got, want)
	}
}

func TestCRLF(t *testing.T) {
	crlf := strings.ReplaceAll(nurseResume, "\n", "\r\n")
	a, b := Structure(nurseResume, Options{AsOf: testAsOf}), Structure(crlf, Options{AsOf: testAsOf})
	if diff := cmp.Diff(a, b); diff != "" {
		t.Errorf("CRLF text structures differently (-LF +CRLF):\n%s", diff)
	}
}

func TestWrappedDates(t *testing.T) {
	tests := []struct {
		prev, next string
		want       bool
	}{
		{"Mercy Hospital | Staff RN | 03/2022 -", "Present", true},
		{"Charge Nurse, Jan 2019 to", "Mar 2021", true},
		{"Master of Science, Harbor State University, May", "2018", true},
		{"Bachelor of Arts, Harbor State University,", "2016", true},
		{"Managed a 30-bed unit -", "Present", false},
		{"Harbor State University", "2016", false},
		{"Mercy Hospital | 03/2022 -", "Led the unit", false},
		{strings.Repeat("1 - ", 50), "1 -", false}, // joins do not chain without end
		{"Shop Foreman — Delta Millworks, Macon, GA — Sept.", "2016 – Present", true},
		{"Line Cook — Pier Nine Grill — Oct", "2019 - Mar 2021", true},
		{"Won the regional award in May", "2019 and 2020 too", false},
		// a range cut before its "to"
		{"Oct 2017", "to date", true},
		{"Jun 2012", "to Sep 2017", true},
		{"Aug 2008", "to present", true},
		{"Member since 2017", "to help new nurses", false},
		{"Charge Nurse", "to Sep 2017", false},
	}
	for _, tt := range tests {
		if got := wrapsOnto(tt.prev, tt.next); got != tt.want {
			t.Errorf("wrapsOnto(%q, %q) = %v, want %v", tt.prev, tt.next, got, tt.want)
		}
	}
}

func TestWrapsName(t *testing.T) {
	tests := []struct {
		name, prev, next string
		want             bool
	}{
		{"degree cut after in", "Bachelor of Arts in", "Art History", true},
		{"title cut after of", "Director of", "Field Operations, 2019 – 2022", true},
		{"employer cut before its head noun", "Nurse Aide, 4 North — Brookfield Valley", "Hospital, Dayton, OH", true},
		{"school cut before its head noun", "Associate of Arts — Tamarack Community", "College — 2011", true},
		{"issuer cut before its head noun", "Lifeguard — Lakeside Aquatics", "Council (LAC) — exp.", true},
		{"a head noun that opens a name", "Bachelor of Arts — Brookfield", "University of Toledo, 2012", false},
		{"a place after the dash", "Greenfield Home Care — Akron, OH", "Home Health Aide, 2019 – 2021", false},
		{"a state's code, not a joining word", "Parkview Regional Medical Center | Fort Wayne, IN", "Adult ICU and step-down coverage.", false},
		{"a school cut before its two-word head, an initial in its name", "Associate of Science — T. Baxter Hollings", "Community College, 2014", true},
		{"a joining word in a line of capitals", "BACHELOR OF SCIENCE IN", "NURSING", true},
		{"prose after the head noun", "Staff Nurse — Brookfield Valley", "Hospital experience with trauma", false},
		{"a short line", "RN — Brookfield", "Hospital", false},
		{"a school's head noun alone", "Southwest Tennessee Community", "College", true},
		{"a head noun after a comma", "Bachelor of Arts, Brookfield,", "College", false},
		{"lower-case next line", "Managed intake for", "patients and families", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := wrapsName(tt.prev, tt.next); got != tt.want {
				t.Errorf("wrapsName(%q, %q) = %v, want %v", tt.prev, tt.next, got, tt.want)
			}
		})
	}
}

func TestUnmarkdown(t *testing.T) {
	tests := []struct{ in, want string }{
		{"### Nurse Manager @ Lakeside Clinic", "Nurse Manager @ Lakeside Clinic"},
		{"**Riverbend Hospital** · `2019 → 2022`", "Riverbend Hospital · 2019 → 2022"},
		{"[LinkedIn](https://www.linkedin.com/in/pat-doe)", "https://www.linkedin.com/in/pat-doe"},
		{"[Portfolio site](https://pat.example.com)", "Portfolio site https://pat.example.com"},
		{"C# and F# services", "C# and F# services"},
		{"#1 in regional sales", "#1 in regional sales"},
	}
	for _, tt := range tests {
		if got := unmarkdown(tt.in); got != tt.want {
			t.Errorf("unmarkdown(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestCloseLeaders(t *testing.T) {
	tests := []struct{ in, want string }{
		{"Line Supervisor...............\tMar. 2018 – Till now", "Line Supervisor\tMar. 2018 – Till now"},
		{"Diploma in Baking ......... 2012", "Diploma in Baking\t2012"},
		{"Food Handler Card . . . . . exp. 04/2027", "Food Handler Card\texp. 04/2027"},
		{"Forklift Card – Harbor Safety Co....\t2020", "Forklift Card – Harbor Safety Co\t2020"},
		{"Awards……2019", "Awards\t2019"},
		{"Led the move to a new EHR... and trained staff", "Led the move to a new EHR... and trained staff"},
		{"S.T.A.R. Program (Provider)", "S.T.A.R. Program (Provider)"},
		{"..........", ""},
	}
	for _, tt := range tests {
		if got := closeLeaders(tt.in); got != tt.want {
			t.Errorf("closeLeaders(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestHeadingsWithIconsAndTwoLanguages(t *testing.T) {
	text := "Jane Doe\n➤ Experience\nBaker — Crumb & Co — 2019 – 2021\n✚ Certifications\nFood Handler Card — 2020\n" +
		"Formación / Education\nHarbor Culinary Institute — Diploma in Baking — 2018\nIdiomas | Languages\nSpanish — native\n" +
		"Leadership Skills\nTrained 4 apprentices\n➤ Closed on Sundays\n"
	lines := splitLines(text, asOfScanner())
	var got []string
	for _, l := range lines {
		got = append(got, l.sec.String()+": "+l.text)
	}
	want := []string{
		"header: Jane Doe",
		"experience: Baker — Crumb & Co — 2019 – 2021",
		"certifications: Food Handler Card — 2020",
		"education: Harbor Culinary Institute — Diploma in Baking — 2018",
		"languages: Spanish — native",
		"skills: Trained 4 apprentices",
		"skills: Closed on Sundays", // an icon before a line that is no heading is a bullet
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("sections mismatch (-want +got):\n%s", diff)
	}
	for _, h := range []string{"Awards / Languages", "Driving Record"} {
		if _, _, ok := detectHeading(h); h == "Awards / Languages" && ok {
			t.Errorf("detectHeading(%q): two halves naming different sections make no heading", h)
		} else if h == "Driving Record" && !ok {
			t.Errorf("detectHeading(%q) is no heading", h)
		}
	}
}

// A label-gutter layout (Europass): the heading in capitals in a left column, its first line
// of content beside it.
func TestGutterHeading(t *testing.T) {
	tests := []struct {
		in   string
		sec  section
		rest string
		ok   bool
	}{
		{"PERSONAL INFORMATION Giulia Ferraresi", secContact, "Giulia Ferraresi", true},
		{"WORK EXPERIENCE 05.2018 – present Structural Engineer", secExperience, "05.2018 – present Structural Engineer", true},
		{"EDUCATION AND TRAINING Politecnico di Milano", secEducation, "Politecnico di Milano", true},
		{"ICU Registered Nurse", 0, "", false},
		{"SKILLS AND TOOLS", 0, "", false},
		{"EDUCATION | Associate in Applied Science, Paralegal Studies — Bristol Community College, 2012", secEducation, "Associate in Applied Science, Paralegal Studies — Bristol Community College, 2012", true},
	}
	for _, tt := range tests {
		if sec, rest, ok := detectHeading(tt.in); tt.ok && (sec != tt.sec || rest != tt.rest || !ok) {
			t.Errorf("detectHeading(%q) = %v, %q, %v; want %v, %q, true", tt.in, sec, rest, ok, tt.sec, tt.rest)
		}
		sec, rest, ok := gutterHeading(tt.in)
		if sec != tt.sec || rest != tt.rest || ok != tt.ok {
			t.Errorf("gutterHeading(%q) = %v, %q, %v; want %v, %q, %v", tt.in, sec, rest, ok, tt.sec, tt.rest, tt.ok)
		}
	}
}

func TestWrapsSideHeading(t *testing.T) {
	lines := splitLines("Rafael Ortiz\nSUMMARY\nElectrician with 12 years of commercial work.\nPROFESSIONAL\n"+
		"Journeyman Electrician\t03/2018 – Present\nEXPERIENCE\nRiverside Electric | Tulsa, OK\nBLS\nOSHA 30\nEDUCATION\n", &dateScanner{asOfY: 2026, asOfM: 11})
	for _, l := range lines {
		if strings.HasPrefix(l.text, "Journeyman") && l.sec != secExperience {
			t.Errorf("%q is in section %v, want the work history", l.text, l.sec)
		}
	}
	for _, tt := range []struct {
		first, next string
		want        bool
	}{
		{"PROFESSIONAL", "EXPERIENCE", true},
		{"RELEVANT", "EXPERIENCE", true},
		{"BLS", "EXPERIENCE", false},
		{"SKILLS", "EDUCATION", false},
	} {
		if got := wrapsSideHeading(tt.first, tt.next); got != tt.want {
			t.Errorf("wrapsSideHeading(%q, %q) = %v, want %v", tt.first, tt.next, got, tt.want)
		}
	}
}

func TestUnglueRole(t *testing.T) {
	for in, want := range map[string]string{
		"CT TechnologistUniversity of New Mexico Hospital": "CT Technologist\tUniversity of New Mexico Hospital",
		"Radiology AideLovelace Medical Center":            "Radiology Aide\tLovelace Medical Center",
		"PeaceHealth Sacred Heart":                         "PeaceHealth Sacred Heart",
		"Nurse at McDonald Army Health Center":             "Nurse at McDonald Army Health Center",
	} {
		if got := unglueRole(in); got != want {
			t.Errorf("unglueRole(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestNameGoesOn(t *testing.T) {
	for _, tt := range []struct {
		prev, next string
		want       string // the joined line; "" for none
	}{
		{"Tennessee College of\t2012 – 2014", "Applied Technology", "Tennessee College of Applied Technology\t2012 – 2014"},
		{"Director of\tJan 2019 – Present", "Nursing Operations", "Director of Nursing Operations\tJan 2019 – Present"},
		{"Staff Nurse\t2019 – 2021", "University Hospital", ""},
		{"Tennessee College of Applied", "Technology - Memphis", "Tennessee College of Applied Technology - Memphis"},
		{"Manipal College of Pharmaceutical\tAug 2009 - Jun 2013", "Sciences", "Manipal College of Pharmaceutical Sciences\tAug 2009 - Jun 2013"},
		{"Harbor Community College", "Nursing Program", ""},
		{"Bachelor of Science in Nursing", "Science Honors Society", ""},
		{"Mercy Hospital\t2019 – 2021", "Charge Nurse", ""},
		{"Tennessee College of\t2012 – 2014", "applied in 2011", ""},
		{"University of", "Iowa", ""},
	} {
		got := ""
		if k, glue, ok := nameGoesOn(tt.prev, tt.next); ok {
			got = tt.prev[:k] + glue + tt.next + tt.prev[k:]
		}
		if got != tt.want {
			t.Errorf("nameGoesOn(%q, %q): %q, want %q", tt.prev, tt.next, got, tt.want)
		}
	}
}

func TestWrapsAddress(t *testing.T) {
	tests := []struct {
		prev, next string
		mayWrap    bool
		want       bool
	}{
		{"jonathan.pereira@ex", "ample.com", false, true},
		{"Email: jo@example", "co.uk", false, true},
		{"jo@example.com", "Boston, MA", false, false},
		{"Providence RI US", "example.com", false, false},
		// the layout saw the line above too full for the next line's first word
		{"cristina.lim@example.", "com", true, true},
		{"emily.nakamura@example.or", "g", true, true},
		{"cristina.lim@example.", "com", false, false},
		{"jo@example.com", "Boston, MA", true, false},
		{"jo@example.com", "Henderson", true, false},
		{"RAFAEL.QUINTERO@EXAMPL", "E.COM", true, true},
	}
	for _, tt := range tests {
		if got := wrapsAddress(tt.prev, tt.next, tt.mayWrap); got != tt.want {
			t.Errorf("wrapsAddress(%q, %q, %v) = %v, want %v", tt.prev, tt.next, tt.mayWrap, got, tt.want)
		}
	}
}

// A year that text extraction glued to the word after it is set apart again; a year inside a
// word or a code is left alone.
func TestGluedYear(t *testing.T) {
	for in, want := range map[string]string{
		"02/2010 - 08/2016Legal Secretary": "02/2010 - 08/2016 Legal Secretary",
		"2019Staff Nurse":                  "2019 Staff Nurse",
		"ISO9001Certified":                 "ISO9001Certified",
		"Class of 2016":                    "Class of 2016",
		"model X2016Pro":                   "model X2016Pro",
	} {
		if got := splitLines(in, asOfScanner())[0].text; got != want {
			t.Errorf("splitLines(%q) = %q, want %q", in, got, want)
		}
	}
}
