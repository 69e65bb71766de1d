package extract

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
)

// Each step of the normalisation stage, on the lines that call for it.
func TestNormalizeSteps(t *testing.T) {
	tests := []struct {
		step     string
		fn       func(string) string
		in, want string
	}{
		{"letter spacing", closeLetterSpacing, "S K I L L S", "SKILLS"},
		{"letter spacing", closeLetterSpacing, "W O R K  E X P E R I E N C E", "WORK EXPERIENCE"},
		{"letter spacing", closeLetterSpacing, "J A N E\tD O E", "JANE DOE"},
		{"letter spacing", closeLetterSpacing, "E D U C A T I O N & T R A I N I N G", "EDUCATION&TRAINING"},
		{"letter spacing", closeLetterSpacing, "J. R. R. Tolkien", "J. R. R. Tolkien"},
		{"letter spacing", closeLetterSpacing, "Grades A B C D", "Grades A B C D"},
		{"letter spacing", closeLetterSpacing, "a b c d", "a b c d"},
		{"blanks", tidyLine, "  a   b \t c  ", "a\tb\tc"},
		{"blanks", tidyLine, "Google Ads Search Certification  HubSpot Inbound Marketing", "Google Ads Search Certification\tHubSpot Inbound Marketing"},
		{"blanks", tidyLine, "Led the team.  Cut costs by 9%", "Led the team. Cut costs by 9%"},
		{"html references", normalLine, "Licenses &amp; Certifications: Texas A&amp;M", "Licenses & Certifications: Texas A&M"},
		{"ligatures", repairLigatures, "Certi cation in pro ciency", "Certification in proficiency"},
		{"ligatures", repairLigatures, "Front of ce manager", "Front office manager"},
		{"ligatures", repairLigatures, "BLS Certi cations", "BLS Certifications"},
		{"ligatures", repairLigatures, "Staf ng coordinator", "Staffing coordinator"},
		{"ligatures", repairLigatures, "Work ow design", "Workflow design"},
		{"ligatures", repairLigatures, "Jane Doe in Fairfield", "Jane Doe in Fairfield"},
		{"ligatures", repairLigatures, "de la Cruz", "de la Cruz"},
		{"ligatures", repairLigatures, "Certi\uFDD0cation", "Certification"},
		{"ligatures", repairLigatures, "\uFDD0rst shift, \uFDD0eld work", "first shift, field work"},
		{"ligatures", repairLigatures, "O\uFDD0CE MANAGER", "OFFICE MANAGER"},
		{"ligatures", repairLigatures, "Xq\uFDD0zz", "Xqzz"},
		{"icons", iconFields, "\uE000 (512) 555-0100 \uE000 jane@example.com", "(512) 555-0100\tjane@example.com"},
		{"icons", iconFields, "Austin, TX \uE000", "Austin, TX"},
		{"glued runs", unglueRuns, "Wind Energy TechnologySeptember 2014 May 2016", "Wind Energy Technology\tSeptember 2014 May 2016"},
		{"glued runs", unglueRuns, "Harbor State Technical CollegeAssociate of Applied Science", "Harbor State Technical College\tAssociate of Applied Science"},
		{"glued runs", unglueRuns, "McMaster University, Master of Science in Nursing", "McMaster University, Master of Science in Nursing"},
		{"glued runs", unglueRuns, "Banner Health · Tucson, AZJul 2020 – Present", "Banner Health · Tucson, AZ\tJul 2020 – Present"},
		{"glued runs", unglueRuns, "Coding Specialist IIJune 2021 – Present", "Coding Specialist II\tJune 2021 – Present"},
		{"glued runs", unglueRuns, "IMay 2020", "IMay 2020"},
		{"glued runs", unglueRuns, "St. Luke’s Health SystemBoise, ID", "St. Luke’s Health System\tBoise, ID"},
		{"glued runs", unglueRuns, "McAllen, TX", "McAllen, TX"},
		{"glued runs", unglueRuns, "Valley Medical, DeKalb, IL", "Valley Medical, DeKalb, IL"},
		{"glued runs", unglueRuns, "Sanford Medical Center · Sioux Falls, SD02/2022 – Current", "Sanford Medical Center · Sioux Falls, SD\t02/2022 – Current"},
		{"glued runs", unglueRuns, "Rebecca MayJune 2019", "Rebecca May\tJune 2019"},
	}
	for _, tt := range tests {
		t.Run(tt.step+"/"+tt.in, func(t *testing.T) {
			if got := tt.fn(tt.in); got != tt.want {
				t.Errorf("%s(%q) = %q, want %q", tt.step, tt.in, got, tt.want)
			}
		})
	}
}

// The whole stage: private-use icons between fields, a letter-spaced heading, a lost
// ligature; and normalising twice changes nothing.
func TestNormalizeStage(t *testing.T) {
	in := "JANE\u00a0DOE\n\uf095 (512) 555-0100 \uf0e0 jane@example.com\n\nP R O F I L E\nCerti cation in\u00a0pro ciency\nBLS - exp 03/2028\u037e ACLS\uff0c PALS"
	want := "JANE DOE\n(512) 555-0100\tjane@example.com\n\nPROFILE\nCertification in proficiency\nBLS - exp 03/2028; ACLS, PALS"
	got := Normalize(in)
	if got != want {
		t.Errorf("Normalize = %q, want %q", got, want)
	}
	if again := Normalize(got); again != got {
		t.Errorf("Normalize twice = %q, want %q", again, got)
	}
}

// What a text layer leaves out or garbles, repaired: a ligature a subset font's ToUnicode map
// lacks, an icon font's glyphs, CR and tab characters inside drawn strings (Word for Mac),
// small-capital glyph names without Unicode.
func TestPDFTextLayerRepairs(t *testing.T) {
	cmap := `/CIDInit /ProcSet findresource begin 12 dict begin begincmap
/CMapName /Test def
1 begincodespacerange <0000> <FFFF> endcodespacerange
1 beginbfchar <0003> <0020> endbfchar
2 beginbfrange <0024> <003D> <0041> <0044> <005D> <0061> endbfrange
endcmap CMapName currentdict /CMap defineresource pop end end`
	// "Certi" + an unmapped ligature glyph (CID 0x00C0) + "cation"
	cert := "0026004800550057004C" + "00C0" + "004600440057004C00520051"
	content := strings.Join([]string{
		"BT /F1 10 Tf 72 700 Td <" + cert + "> Tj ET",
		"BT /F3 10 Tf 72 680 Td (\x95) Tj ET",
		"BT /F2 10 Tf 90 680 Td ((512) 555-0100) Tj ET",
		"BT /F3 10 Tf 200 680 Td (\xe0) Tj ET",
		"BT /F2 10 Tf 218 680 Td (jane@example.com) Tj ET",
		"BT /F2 10 Tf 72 660 Td (Jane\\rA.\\tDoe) Tj ET",
		"BT /F4 10 Tf 72 640 Td (\xc8\xc9\xca) Tj ET",
	}, "\n")
	b := &pdfBuilder{header: "%PDF-1.7"}
	b.add("<< /Type /Catalog /Pages 2 0 R >>")
	b.add("<< /Type /Pages /Kids [7 0 R] /Count 1 >>")
	b.add("<< /Type /Font /Subtype /Type0 /BaseFont /Test /Encoding /Identity-H /DescendantFonts [4 0 R] /ToUnicode 5 0 R >>")
	b.add("<< /Type /Font /Subtype /CIDFontType2 /BaseFont /Test /DW 500 >>")
	b.add(fmt.Sprintf("<< /Length %d >>\nstream\n%s\nendstream", len(cmap)+1, cmap))
	b.add(fmt.Sprintf("<< /Length %d >>\nstream\n%s\nendstream", len(content)+1, content))
	b.add("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R /F2 8 0 R /F3 9 0 R /F4 10 0 R >> >> /Contents 6 0 R >>")
	b.add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>")
	b.add("<< /Type /Font /Subtype /Type1 /BaseFont /ABCDEF+FontAwesome5Free-Solid /FirstChar 0 /LastChar 255 >>")
	b.add("<< /Type /Font /Subtype /Type1 /BaseFont /ABCDEF+Serif-SmallCaps /Encoding << /Differences [200 /E.sc /x.sc /p.sc] >> >>")
	doc, err := Text(context.Background(), b.bytes())
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Certification\n", "(512) 555-0100\tjane@example.com\n", "Jane A. Doe\n", "Exp"} {
		if !strings.Contains(doc.Text+"\n", want) {
			t.Errorf("Text = %q, want it to hold %q", doc.Text, want)
		}
	}
}

// A date gutter: each position's dates wrapped in a narrow left column beside its title and
// bullets (moderncv), joined onto the title's line.
func TestDateGutter(t *testing.T) {
	var page testPage
	add := page.add
	body := []string{"Staff Engineer, Harborline, Seattle", "Designed the pricing service in Go", "Led the migration to PostgreSQL",
		"Senior Engineer, Paystream, Bellevue", "Owned the card authorisation path", "Built retry handling for settlements",
		"Engineer, Nordic Cargo, Gdansk", "Warehouse system in Java", "Profile of the company and its work",
		"Mechanic (91B)", "Kentucky Army National Guard", "Maintenance on tactical vehicles"}
	// a range cut after its dash, its end a row further down, beside the employer's line
	gutter := map[int]string{0: "Jan", 1: "2022–Present", 3: "May", 4: "2018–Dec", 5: "2021", 6: "01/xx–05/xx", 9: "2012 –", 11: "2018"}
	page = append(page, run{x0: 100, x1: 150, y: 500, size: 10, text: "08/2016", upright: true},
		run{x0: 150, x1: 220, y: 500, size: 10, text: "Legal Secretary", upright: true})
	for i, b := range body {
		y := 700 - 14*float64(i)
		add(100, y, b)
		if g, ok := gutter[i]; ok {
			add(95-5*float64(len(g)), y, g)
		}
	}
	page = append(page, run{x0: 100, x1: 105, y: 480, size: 10, text: "4", upright: true},
		run{x0: 105, x1: 130, y: 480, size: 10, text: "N0X1C", upright: true})
	layoutHolds(t, page, "\n4N0X1C", "Jan 2022–Present Staff Engineer", "May 2018–Dec 2021 Senior Engineer", "01/xx–05/xx Engineer, Nordic",
		"\nBuilt retry handling", "08/2016 Legal Secretary", "2012 – 2018 Mechanic (91B)\nKentucky Army National Guard\nMaintenance on tactical vehicles")
}

// A page of a side-heading layout with one name on it: the name is a line of its own.
func TestOneSideHeading(t *testing.T) {
	runs := []run{{x0: 20, x1: 45, y: 700, size: 10, text: "Work", upright: true}}
	for i, text := range []string{"Registered Nurse, Medical ICU", "Northwestern Lakeshore Hospital", "Mar 2020 – Present",
		"Chicago, IL", "Care for 2-3 critically ill adults", "Charge nurse on night shift", "Precept new graduate nurses",
		"Registered Nurse, Cardiac Step-Down", "St. Brendan Medical Center", "Jun 2017 – Feb 2020"} {
		runs = append(runs, run{x0: 80, x1: 80 + 5*float64(len(text)), y: 700 - 14*float64(i), size: 10, text: text, upright: true})
	}
	got := strings.Join(layoutPage(runs), "\n")
	if !strings.HasPrefix(got, "Work\nRegistered Nurse, Medical ICU\n") {
		t.Errorf("layout =\n%s\nwant the side heading on a line of its own", got)
	}
}

// Section names right-aligned in a left column beside a short page's text (moderncv), under
// a contact block whose phone sits in that column too.
func TestSideHeadingsShortPage(t *testing.T) {
	var page testPage
	add := page.add
	add(176, 760, "Farid Haddad")
	add(20, 746, "(313) 555-0125")
	add(176, 746, "Medical Laboratory Scientist")
	rows := []struct{ label, text string }{
		{"Profile", "MLS (ASCP) in hospital core lab and microbiology."},
		{"Experience", "Medical Laboratory Scientist, Henry Ford Hospital"},
		{"", "Chemistry, haematology and blood bank"},
		{"", "Laboratory Assistant, Quest Diagnostics"},
		{"", "Specimen processing and accessioning"},
		{"Education", "Bachelor of Science, Wayne State University"},
		{"", "Detroit, MI"},
		{"Skills", "Cerner PathNet, Sysmex XN"},
	}
	for i, r := range rows {
		y := 700 - 20*float64(i)
		if r.label != "" {
			add(170-5*float64(len(r.label)), y, r.label)
		}
		add(176, y, r.text)
	}
	got := strings.Join(layoutPage(page), "\n")
	if !strings.Contains(got, "Experience\nMedical Laboratory Scientist, Henry Ford Hospital\n") ||
		!strings.Contains(got, "Education\nBachelor of Science") {
		t.Errorf("layout =\n%s\nwant each name before its text", got)
	}
}

// A form's labels set flush right in a left column, each beside its value (the Europass CV):
// the rows read across, a label with its value, rather than all the labels first.
func TestLabelColumn(t *testing.T) {
	var page testPage
	add := page.add
	rows := []struct{ label, value string }{
		{"Dates", "03/2019 – present"},
		{"Occupation or position held", "Dialysis Nurse"},
		{"Main activities and", "Haemodialysis for 14 stations; water treatment checks and"},
		{"responsibilities", "line care."},
		{"Name and address of employer", "Centro Renale Adriatico, Pescara"},
		{"Dates", "09/2014 – 02/2019"},
		{"Occupation or position held", "Staff Nurse, Internal Medicine"},
		{"Name and address of employer", "Ospedale Civile, Chieti"},
	}
	for i, r := range rows {
		y := 700 - 14*float64(i)
		add(180-5*float64(len(r.label)), y, r.label)
		add(200, y, r.value)
	}
	layoutHolds(t, page, "Dates\t03/2019 – present\nOccupation or position held\tDialysis Nurse\n",
		"Name and address of employer\tOspedale Civile, Chieti")
}

// A sidebar set flush right against the gutter (friggeri-cv), on baselines of its own beside the
// main column: read as a column, not across as a form's labels.
func TestFlushRightSidebar(t *testing.T) {
	var page testPage
	add := page.add
	side := []string{"Contact", "San Antonio, TX 78258", "(210) 555-0193", "g.santos@example.com", "Certifications", "CST (NBSTSA)",
		"CRCST (HSPA)", "BLS", "Skills", "Robotic surgery", "Orthopaedics"}
	for i, text := range side {
		add(155-5*float64(len(text)), 700-13.5*float64(i), text)
	}
	main := []string{"Certified surgical technologist with eight years in the OR", "and sterile processing.", "Experience",
		"2020–now Surgical Technologist - Methodist Hospital", "Scrub for total joints and spine cases", "2017–2020 Sterile Processing Technician",
		"Decontamination and assembly of trays", "Education", "2017 Certificate in Surgical Technology"}
	for i, text := range main {
		add(173, 706-16*float64(i), text)
	}
	text, _, _, _ := normalizeDocument(strings.Join(layoutPage(page), "\n"), false)
	for _, want := range []string{"Contact\nSan Antonio, TX 78258\n(210) 555-0193\ng.santos@example.com\n", "CST (NBSTSA)\nCRCST (HSPA)\nBLS\n",
		"Experience\n2020–now Surgical Technologist"} {
		if !strings.Contains(text, want) {
			t.Errorf("layout =\n%s\nwant it to hold %q", text, want)
		}
	}
}

// Years set one over the other with a bar between them ("2019" / "|" / "present") in a gutter
// left of the text, with a sidebar on the right that holds more lines than the main column: the
// range is joined onto the title's line.
func TestDateGutterBars(t *testing.T) {
	var page testPage
	add := page.add
	entries := []struct{ from, to, title, employer string }{
		{"2020", "present", "Fleet Technician", "Harbor Freightliner"},
		{"2016", "2020", "Lube Technician", "Quick Lane Service"},
		{"2013", "2016", "Tire Technician", "Belle Tire"},
	}
	y := 700.0
	for _, e := range entries {
		add(20, y, e.from)
		add(75, y, e.title)
		add(27, y-8, "|")
		add(75, y-8, e.employer)
		add(20, y-16, e.to)
		add(75, y-24, "• Preventive maintenance on Class 8 tractors")
		y -= 50
	}
	for i := range 14 {
		add(420, 700-10*float64(i), "Sidebar line")
	}
	layoutHolds(t, page, "2020 – present\tFleet Technician", "2016 – 2020\tLube Technician", "2013 – 2016\tTire Technician")
}

// A title and the dates beside it set in boxes that touch read as two fields; a word with
// figures in it does not come apart.
func TestJoinRunsTouchingFields(t *testing.T) {
	for _, tt := range []struct{ a, b, want string }{
		{"Pharmacy Assistant", "2016-03-01 — 2019-07-01", "Pharmacy Assistant 2016-03-01 — 2019-07-01"},
		{"Windows Server", "2019", "Windows Server 2019"},
		{"COVID-", "19 unit", "COVID-19 unit"},
		{"Unit", "2045B", "Unit2045B"},
	} {
		got := joinRuns([]run{{x0: 0, x1: 50, size: 10, text: tt.a}, {x0: 50, x1: 90, size: 10, text: tt.b}})
		if got != tt.want {
			t.Errorf("joinRuns(%q, %q) = %q, want %q", tt.a, tt.b, got, tt.want)
		}
	}
}

// Dates set flush right beside each title and wrapped there ("Jun 2021 –" / "Present", tucv):
// each range joins its title's line, not the description's under it.
func TestRightDates(t *testing.T) {
	var page testPage
	add := page.add
	entries := []struct{ title, desc, from, to string }{
		{"Senior Data Engineer", "Streaming pipelines for 40 stores in Kafka and Flink", "Mar 2022 –", "Present"},
		{"Data Engineer", "Nightly loads from the point-of-sale system", "Aug 2018 –", "Feb 2022"},
		{"Database Administrator", "Backups and replication for the ERP", "Jan 2014 –", "Jul 2018"},
	}
	y := 700.0
	for _, e := range entries {
		add(60, y, e.title)
		add(420, y, e.from)
		add(60, y-12, e.desc)
		add(420, y-12, e.to)
		y -= 36
	}
	layoutHolds(t, page, "Senior Data Engineer\tMar 2022 – Present\nStreaming pipelines for 40 stores in Kafka and Flink\n",
		"Data Engineer\tAug 2018 – Feb 2022\n", "Database Administrator\tJan 2014 – Jul 2018\n")
}

// The same, in the main column of a page with a sidebar on its right: the dates are right of
// their own row's middle, not the page's, and the sidebar's rows share their baselines.
func TestRightDatesBesideSidebar(t *testing.T) {
	var page testPage
	add := page.add
	y := 700.0
	for _, e := range []struct{ title, employer, from, to string }{
		{"Journeyman Plumber", "Front Range Mechanical · Denver,", "04/2019 –", "Current"},
		{"Apprentice Plumber", "Front Range Mechanical · Denver,", "01/2015 –", "03/2019"},
	} {
		add(36, y, e.title)
		add(36, y-12, e.employer)
		add(284, y-12, e.from)
		add(36, y-24, "CO")
		add(284, y-24, e.to)
		add(36, y-36, "Rough-in and trim crews of three on multifamily projects of 240 units")
		y -= 52
	}
	for i, text := range []string{"CONTACT", "Aurora, CO 80012", "303-555-0142", "LICENSES", "Colorado Journeyman", "Plumber License", "OSHA 30", "SKILLS"} {
		add(420, 706-17*float64(i), text)
	}
	text, _, _, _ := normalizeDocument(strings.Join(layoutPage(page), "\n"), false)
	for _, want := range []string{"Front Range Mechanical · Denver,\t04/2019 – Current\nCO\n", "Denver,\t01/2015 – 03/2019\nCO\n"} {
		if !strings.Contains(text, want) {
			t.Errorf("layout =\n%s\nwant it to hold %q", text, want)
		}
	}
}

// Dates a converter glued together: a range's two ends, and a range's end and its duration.
func TestUnglueDates(t *testing.T) {
	for in, want := range map[string]string{
		"20152019":                            "2015 – 2019",
		"2022present":                         "2022 – present",
		"Jan, 2019 - Present3 years 2 months": "Jan, 2019 - Present\t3 years 2 months",
		"Jun, 2014 - Aug, 20173 years":        "Jun, 2014 - Aug, 2017\t3 years",
		"20192015":                            "20192015",
		"Badge 20456":                         "Badge 20456",
		"Order no. 20172021X":                 "Order no. 20172021X",
	} {
		if got := unglueDates(in); got != want {
			t.Errorf("unglueDates(%q) = %q, want %q", in, got, want)
		}
	}
}

// A narrow column that sets its items apart marks the lines a width wrapped, for the reader
// to weigh; a column whose lines all stand as far apart marks none.
func TestColumnWraps(t *testing.T) {
	type row struct {
		dy   float64 // distance below the row above
		text string
	}
	items := []row{{0, "Oklahoma Journeyman"}, {11, "Electrician License #JE-"}, {11, "0058127"}, {14, "OSHA 30-Hour"},
		{11, "Construction"}, {14, "NFPA 70E Arc Flash"}, {14, "First Aid/CPR"}, {14, "Blueprint reading"}}
	flushRight := false // the column set flush right against x = 160, as friggeri-cv's sidebar
	page := func(rows []row) testPage {
		var p testPage
		p.add(30, 720, "CERTIFICATIONS")
		y := 700.0
		for _, r := range rows {
			y -= r.dy
			x := 30.0
			if flushRight {
				x = 160 - 5*float64(len(r.text))
			}
			p.add(x, y, r.text)
		}
		for i, text := range []string{"Marcus Dellinger", "Journeyman Electrician", "EXPERIENCE", "Journeyman Electrician, Wright Electric",
			"Run crews of two to four on tenant finish-outs", "Apprentice Electrician, Sooner State Electric", "Installed conduit, pulled wire"} {
			p.add(220, 720-14*float64(i), text)
		}
		return p
	}
	marked := func(p testPage) []string {
		doc, _, _, wraps := normalizeDocument(strings.Join(layoutPage(p), "\n"), false)
		var out []string
		for _, off := range wraps {
			line, _, _ := strings.Cut(doc[off:], "\n")
			out = append(out, line)
		}
		return out
	}
	if got, want := marked(page(items)), []string{"Electrician License #JE-", "0058127", "Construction"}; !slices.Equal(got, want) {
		t.Errorf("marked lines = %q, want %q", got, want)
	}
	flushRight = true
	if got, want := marked(page(items)), []string{"Electrician License #JE-", "0058127", "Construction"}; !slices.Equal(got, want) {
		t.Errorf("flush right: marked lines = %q, want %q", got, want)
	}
	flushRight = false
	even := slices.Clone(items)
	for i := 1; i < len(even); i++ {
		even[i].dy = 11
	}
	if got := marked(page(even)); len(got) > 0 {
		t.Errorf("marked lines = %q in a column whose lines stand as far apart, want none", got)
	}
	// the items of another block standing farther apart tell nothing of this one's
	even = append(even, row{20, "SKILLS"}, row{16, "Cummins INSITE"}, row{14, "PACCAR DAVIE4"}, row{14, "Air brakes"}, row{14, "Hydraulics"})
	if got := marked(page(even)); len(got) > 0 {
		t.Errorf("marked lines = %q in a column whose lines stand as far apart, want none", got)
	}
	doc := Document{Text: "CERTIFICATIONS\nOklahoma Journeyman\nElectrician License\nOSHA 30-Hour", Wraps: []int{35}}
	if got, want := doc.WithWrapMarks(), "CERTIFICATIONS\nOklahoma Journeyman\n\uFDD2Electrician License\nOSHA 30-Hour"; got != want {
		t.Errorf("WithWrapMarks() = %q, want %q", got, want)
	}
}
