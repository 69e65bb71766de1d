package resume

import (
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

var testAsOf = time.Date(2025, 6, 15, 0, 0, 0, 0, time.UTC)

// jobView is what the header tests compare.
type jobView struct {
	Employer, Title, Start, End string
	Current                     bool
	City, State                 string
	Remote                      bool
	Months                      int
}

func viewJobs(js []Job) []jobView {
	var out []jobView
	for _, j := range js {
		v := jobView{Employer: j.Employer, Title: j.Title, Start: j.StartDate, Current: j.IsCurrent}
		if j.EndDate != nil {
			v.End = *j.EndDate
		}
		if j.Location != nil {
			v.City, v.State, v.Remote = j.Location.City, j.Location.State, j.Location.Remote
		}
		if j.MonthsInRole != nil {
			v.Months = *j.MonthsInRole
		}
		out = append(out, v)
	}
	return out
}

func experience(lines ...string) string {
	return "Jane Doe\njane@example.com\n\nEXPERIENCE\n" + strings.Join(lines, "\n") + "\n"
}

func TestJobHeaderForms(t *testing.T) {
	tests := []struct {
		name string
		text string
		want []jobView
	}{
		{
			name: "title comma employer, dates on the right",
			text: experience("Registered Nurse, St. Mary's Hospital          Jan 2019 – Present", "• Cared for patients"),
			want: []jobView{{Employer: "St. Mary's Hospital", Title: "Registered Nurse", Start: "2019-01-01", Current: true, Months: 78}},
		},
		{
			name: "employer dash title",
			text: experience("Acme Corp — Software Engineer", "Austin, TX | 2017 - 2019", "- Built APIs"),
			want: []jobView{{Employer: "Acme Corp", Title: "Software Engineer", Start: "2017-01-01", End: "2019-01-01", City: "Austin", State: "TX", Months: 24}},
		},
		{
			name: "title line then employer line",
			text: experience("Registered Nurse, ICU", "Seton Medical Center, Austin, TX", "Mar 2019 - Jun 2021", "• Managed ventilated patients"),
			want: []jobView{{Employer: "Seton Medical Center", Title: "Registered Nurse, ICU", Start: "2019-03-01", End: "2021-06-01", City: "Austin", State: "TX", Months: 28}},
		},
		{
			name: "employer bar city bar dates then title",
			text: experience("Amazon Web Services | Seattle, WA | Jan 2020 – Present", "Senior Software Engineer", "- Led a migration"),
			want: []jobView{{Employer: "Amazon Web Services", Title: "Senior Software Engineer", Start: "2020-01-01", Current: true, City: "Seattle", State: "WA", Months: 66}},
		},
		{
			name: "title at employer",
			text: experience("Software Engineer at Google, 2016 - 2018", "Built search features."),
			want: []jobView{{Employer: "Google", Title: "Software Engineer", Start: "2016-01-01", End: "2018-01-01", Months: 24}},
		},
		{
			name: "compact contract bullets, a year alone as the last field",
			text: experience("• PICU – Fairbanks Memorial Children's Center, Fairbanks AK – 13 wks – Oct 2024–Present",
				"• CCU – Harlan Valley Hospital, Harlan KY – 13 wks – 2023"),
			want: []jobView{
				{Employer: "Fairbanks Memorial Children's Center", Title: "PICU", Start: "2024-10-01", Current: true, City: "Fairbanks", State: "AK", Months: 9},
				{Employer: "Harlan Valley Hospital", Title: "CCU", Start: "2023-01-01", End: "2023-01-01", City: "Harlan", State: "KY", Months: 12},
			},
		},
		{
			name: "range cut before its dash",
			text: experience("Night Auditor — Harbor Inn, Lisbon, Portugal — 2010", "– 2014"),
			want: []jobView{{Employer: "Harbor Inn", Title: "Night Auditor", Start: "2010-01-01", End: "2014-01-01", City: "Lisbon", Months: 48}},
		},
		{
			name: "dates first",
			text: experience("2019 – Present", "Charge Nurse | Baylor Scott & White Health", "• Led a team of 8"),
			want: []jobView{{Employer: "Baylor Scott & White Health", Title: "Charge Nurse", Start: "2019-01-01", Current: true, Months: 78}},
		},
		{
			name: "remote",
			text: experience("Data Analyst, Acme Inc. (Remote)   06/2021 - 05/2023", "- Built dashboards"),
			want: []jobView{{Employer: "Acme Inc.", Title: "Data Analyst", Start: "2021-06-01", End: "2023-05-01", Remote: true, Months: 24}},
		},
		{
			name: "company suffix after comma",
			text: experience("Project Manager | Widgets, LLC | 2015 - 2017", "- Ran projects"),
			want: []jobView{{Employer: "Widgets, LLC", Title: "Project Manager", Start: "2015-01-01", End: "2017-01-01", Months: 24}},
		},
		{
			name: "several positions without bullets",
			text: experience("Cashier, Walmart, 2015 - 2016", "Server, Olive Garden, 2016 - 2018"),
			want: []jobView{
				{Employer: "Olive Garden", Title: "Server", Start: "2016-01-01", End: "2018-01-01", Months: 24},
				{Employer: "Walmart", Title: "Cashier", Start: "2015-01-01", End: "2016-01-01", Months: 12},
			},
		},
		{
			name: "two roles under one employer",
			text: experience("Acme Corp, Denver, CO", "Senior Engineer, 2019 - Present", "- Led the platform team", "Engineer, 2016 - 2019", "- Wrote services"),
			want: []jobView{
				{Employer: "Acme Corp", Title: "Senior Engineer", Start: "2019-01-01", Current: true, City: "Denver", State: "CO", Months: 78},
				{Employer: "Acme Corp", Title: "Engineer", Start: "2016-01-01", End: "2019-01-01", City: "Denver", State: "CO", Months: 36},
			},
		},
		{
			name: "all positions kept and sorted newest first",
			text: experience(
				"Staff Nurse, Mercy Hospital, 2010 - 2014", "• Med-surg nursing",
				"Travel Nurse, Aya Healthcare, Jun 2018 - Present", "• 13-week assignments",
				"Charge Nurse, Kindred Hospital, 2014 - 2018", "• Supervised staff",
			),
			want: []jobView{
				{Employer: "Aya Healthcare", Title: "Travel Nurse", Start: "2018-06-01", Current: true, Months: 85},
				{Employer: "Kindred Hospital", Title: "Charge Nurse", Start: "2014-01-01", End: "2018-01-01", Months: 48},
				{Employer: "Mercy Hospital", Title: "Staff Nurse", Start: "2010-01-01", End: "2014-01-01", Months: 48},
			},
		},
		{
			name: "season dates",
			text: experience("Summer Intern, Microsoft, Summer 2014", "- Shipped a feature"),
			want: []jobView{{Employer: "Microsoft", Title: "Summer Intern", Start: "2014-06-01", End: "2014-06-01", Months: 1}},
		},
		{
			name: "employer without cue words",
			text: experience("Sunrise Senior Living", "Certified Nursing Assistant", "3/19 - current", "Assisted residents with ADLs."),
			want: []jobView{{Employer: "Sunrise Senior Living", Title: "Certified Nursing Assistant", Start: "2019-03-01", Current: true, Months: 76}},
		},
		{
			name: "unbulleted sentence under a header is not a title",
			text: experience("Wound Care Nurse, Pine Ridge Hospital, Tulsa, OK", "05/2021 to Present",
				"Chair of the pressure injury prevention committee", "Staged wounds for 30 patients"),
			want: []jobView{{Employer: "Pine Ridge Hospital", Title: "Wound Care Nurse", Start: "2021-05-01", Current: true, City: "Tulsa", State: "OK", Months: 50}},
		},
		{
			name: "date inside a sentence does not start a position",
			text: experience("Charge Nurse", "Harbor View Hospital", "Jan 2015 - Dec 2019",
				"- 4 patients on a 20-bed cardiac unit; relief charge nurse 2017-2019"),
			want: []jobView{{Employer: "Harbor View Hospital", Title: "Charge Nurse", Start: "2015-01-01", End: "2019-12-01", Months: 60}},
		},
		{
			name: "range wrapped after its dash",
			text: experience("Pine Ridge Hospital – Tulsa, OK | Travel RN, SICU | 02/2024 -", "Present"),
			want: []jobView{{Employer: "Pine Ridge Hospital", Title: "Travel RN, SICU", Start: "2024-02-01", Current: true, City: "Tulsa", State: "OK", Months: 17}},
		},
		{
			name: "single season date after two fields",
			text: experience("Research Intern | Northwind Traders Co., Portland, OR | Summer 2016"),
			want: []jobView{{Employer: "Northwind Traders Co.", Title: "Research Intern", Start: "2016-06-01", End: "2016-06-01", City: "Portland", State: "OR", Months: 1}},
		},
		{
			name: "unit after a dash is part of the title; foreign city after the employer",
			text: experience("Staff Nurse – Surgical Ward", "Saint Jude Memorial Hospital, Cebu City", "May 2018 – Present"),
			want: []jobView{{Employer: "Saint Jude Memorial Hospital", Title: "Staff Nurse – Surgical Ward", Start: "2018-05-01", Current: true, Months: 86}},
		},
		{
			name: "two roles joined by a slash; department after the employer",
			text: experience("Shift Supervisor / Safety Lead | Granite State University, Facilities Department | 2019 - 2022"),
			want: []jobView{{Employer: "Granite State University", Title: "Shift Supervisor / Safety Lead", Start: "2019-01-01", End: "2022-01-01", Months: 36}},
		},
		{
			name: "place in brackets after the employer",
			text: experience("Travel PCU RN — Lakeside Medical Center (Duluth, MN) — Mar 2024 to Jun 2024"),
			want: []jobView{{Employer: "Lakeside Medical Center", Title: "Travel PCU RN", Start: "2024-03-01", End: "2024-06-01", City: "Duluth", State: "MN", Months: 4}},
		},
		{
			name: "unbulleted clauses under the dates are the body",
			text: experience("Data Analyst, Quillon Metrics, Boise, ID", "March 2020 to Present",
				"Rebuilt the reporting pipeline in dbt + Airflow; refresh time 6h → 40 min"),
			want: []jobView{{Employer: "Quillon Metrics", Title: "Data Analyst", Start: "2020-03-01", Current: true, City: "Boise", State: "ID", Months: 64}},
		},
		{
			name: "student placements are not positions",
			text: experience("Senior Practicum – Cardiac ICU, Lakeside Medical Center (Jan 2024 – Apr 2024)",
				"Pediatrics and Psych rotations (2023 – 2024)",
				"Patient Care Tech – Lakeside Medical Center – Jun 2022 – Present"),
			want: []jobView{{Employer: "Lakeside Medical Center", Title: "Patient Care Tech", Start: "2022-06-01", Current: true, Months: 37}},
		},
		{
			name: "roles on either side of a slash",
			text: experience("Harbor Point Marina", "Dock Hand / Boat Mechanic", "05/2019 – present"),
			want: []jobView{{Employer: "Harbor Point Marina", Title: "Dock Hand / Boat Mechanic", Start: "2019-05-01", Current: true, Months: 74}},
		},
		{
			name: "a phrase after the title and a dash, the employer on its own line",
			text: experience("Tanker Driver – Flatbed / Reefer", "Prairie Wind Haulers, Dodge City, KS", "Mar 2016 – Apr 2019"),
			want: []jobView{{Employer: "Prairie Wind Haulers", Title: "Tanker Driver – Flatbed / Reefer", Start: "2016-03-01", End: "2019-04-01", City: "Dodge City", State: "KS", Months: 38}},
		},
		{
			name: "employer lines above title and date lines",
			text: experience("Lakeshore Lending Co.", "Branch Manager | 09/2021 – Present", "• Grew deposits by a third",
				"Loan Officer | 06/2018 – 08/2021", "Loan Processor | 03/2016 – 05/2018",
				"Granite Trust Bank", "Teller | 07/2015 – 02/2016"),
			want: []jobView{
				{Employer: "Lakeshore Lending Co.", Title: "Branch Manager", Start: "2021-09-01", Current: true, Months: 46},
				{Employer: "Lakeshore Lending Co.", Title: "Loan Officer", Start: "2018-06-01", End: "2021-08-01", Months: 39},
				{Employer: "Lakeshore Lending Co.", Title: "Loan Processor", Start: "2016-03-01", End: "2018-05-01", Months: 27},
				{Employer: "Granite Trust Bank", Title: "Teller", Start: "2015-07-01", End: "2016-02-01", Months: 8},
			},
		},
		{
			name: "a table read by its header row",
			text: experience("Employer | Title | Dates", "Copper Kettle Works | Line Cook | 2019 – 2021", "Riverside Tool Works | Shop Helper | Summer 2018"),
			want: []jobView{
				{Employer: "Copper Kettle Works", Title: "Line Cook", Start: "2019-01-01", End: "2021-01-01", Months: 24},
				{Employer: "Riverside Tool Works", Title: "Shop Helper", Start: "2018-06-01", End: "2018-06-01", Months: 1},
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := Structure(tt.text, Options{AsOf: testAsOf})
			if diff := cmp.Diff(tt.want, viewJobs(p.WorkHistory)); diff != "" {
				t.Errorf("work history mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

func TestResponsibilities(t *testing.T) {
	text := experience(
		"Registered Nurse, St. Mary's Hospital, 2019 - 2021",
		"• Precepted new graduate nurses",
		"  and float pool staff",
		"• Charted in Epic",
		"Technologies: Epic, Pyxis",
	)
	p := Structure(text, Options{AsOf: testAsOf})
	if len(p.WorkHistory) != 1 {
		t.Fatalf("got %d positions, want 1", len(p.WorkHistory))
	}
	j := p.WorkHistory[0]
	if diff := cmp.Diff([]string{"Precepted new graduate nurses and float pool staff", "Charted in Epic"}, j.Responsibilities); diff != "" {
		t.Errorf("responsibilities mismatch (-want +got):\n%s", diff)
	}
	for _, tech := range []string{"Epic", "Pyxis"} {
		found := false
		for _, x := range j.Technologies {
			if strings.HasPrefix(x, tech) {
				found = true
			}
		}
		if !found {
			t.Errorf("technologies %v lack %q", j.Technologies, tech)
		}
	}
}

func TestScoreField(t *testing.T) {
	tests := []struct {
		in         string
		title, org bool
	}{
		{"Registered Nurse", true, false},
		{"Senior Software Engineer", true, false},
		{"Director of Nursing", true, false},
		{"St. Mary's Hospital", false, true},
		{"University of Texas Medical Branch", false, true},
		{"Acme Corp", false, true},
		{"Kindred Home Health", false, true},
		{"Home Health Aide", true, false},
		{"STNA", true, false},
		{"Journeyman Wireman", true, false},
		{"Prairie Valley Contractors", false, true},
		{"Infirmière clinicienne", true, false},
		{"Hydro Mazowsze Sp. z o.o.", false, true},
		{"Dolciaria Piemonte s.r.l.", false, true},
		{"Nursing Home Administrator", true, false},
		{"Sunrise Senior Living", false, false},
		{"Journeyman Pipefitter", true, false},
		{"Journeyman Lineman", true, false},
		{"Industrial Millwright", true, false},
		{"Three Rivers Mechanical", false, false},
		{"Hospital de Santa Lucia", false, true}, // the head noun first, then "de"
		{"Centro Hospitalar do Alto Minho", false, true},
		{"Clínica del Valle", false, true},
	}
	for _, tt := range tests {
		tt2, e := scoreField(tt.in)
		if (tt2 > e) != tt.title || (e > tt2) != tt.org {
			t.Errorf("scoreField(%q) = %d, %d; want title %v, employer %v", tt.in, tt2, e, tt.title, tt.org)
		}
	}
}

func TestLabelledJobFields(t *testing.T) {
	text := experience("Employer: Kaiser Permanente", "Title: Staff Nurse", "Dates: 04/2016 - 08/2020", "Location: Oakland, CA", "• Med-surg unit")
	p := Structure(text, Options{AsOf: testAsOf})
	want := []jobView{{Employer: "Kaiser Permanente", Title: "Staff Nurse", Start: "2016-04-01", End: "2020-08-01", City: "Oakland", State: "CA", Months: 53}}
	if diff := cmp.Diff(want, viewJobs(p.WorkHistory)); diff != "" {
		t.Errorf("work history mismatch (-want +got):\n%s", diff)
	}
}

func TestJobHeaderCells(t *testing.T) {
	tests := []struct {
		name string
		text string
		want []jobView
	}{
		{
			name: "dates in cells of their own",
			text: experience("Registered Nurse", "St. Mary's Hospital", "Austin, TX", "Jan 2019", "Present", "• Cared for patients",
				"Staff Nurse", "Mercy Hospital", "Jun 2016", "Dec 2018", "• Cared for patients"),
			want: []jobView{
				{Employer: "St. Mary's Hospital", Title: "Registered Nurse", Start: "2019-01-01", Current: true, City: "Austin", State: "TX", Months: 78},
				{Employer: "Mercy Hospital", Title: "Staff Nurse", Start: "2016-06-01", End: "2018-12-01", Months: 31},
			},
		},
		{
			name: "dangling dash",
			text: experience("Registered Nurse, St. Mary's Hospital", "Jan 2019 –", "Present", "• Cared for patients"),
			want: []jobView{{Employer: "St. Mary's Hospital", Title: "Registered Nurse", Start: "2019-01-01", Current: true, Months: 78}},
		},
		{
			name: "employer after a blank line",
			text: experience("Registered Nurse | Jan 2019 – Present", "", "St. Mary's Hospital", "• Cared for patients"),
			want: []jobView{{Employer: "St. Mary's Hospital", Title: "Registered Nurse", Start: "2019-01-01", Current: true, Months: 78}},
		},
		{
			name: "linkedin export",
			text: experience("Senior Product Manager", "Stripe", "Mar 2021 - Present (4 years 4 months)", "San Francisco Bay Area", "Owned the billing roadmap and pricing experiments.",
				"Product Manager", "Square", "Jan 2018 - Feb 2021 (3 years 2 months)", "Launched invoices."),
			want: []jobView{
				{Employer: "Stripe", Title: "Senior Product Manager", Start: "2021-03-01", Current: true, Months: 52},
				{Employer: "Square", Title: "Product Manager", Start: "2018-01-01", End: "2021-02-01", Months: 38},
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := Structure(tt.text, Options{AsOf: testAsOf})
			if diff := cmp.Diff(tt.want, viewJobs(p.WorkHistory)); diff != "" {
				t.Errorf("work history mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

// TestJobHeaderNotes covers what a position's header carries besides its title, employer and
// dates: remarks, descriptions, departments, firms' lists of names and career breaks.
func TestJobHeaderNotes(t *testing.T) {
	type short struct{ Employer, Title, Start, End string }
	tests := []struct {
		name string
		text string
		want []short
	}{
		{
			name: "a dash between numbers stays in the title",
			text: experience("Math Teacher, Grades 9–12 — Ridgeline High School, Boise, ID — 2018 – 2022"),
			want: []short{{"Ridgeline High School", "Math Teacher, Grades 9–12", "2018-01-01", "2022-01-01"}},
		},
		{
			name: "a sentence after the place is the description",
			text: experience("2014 – 2017 | Line Technician — Prairie Wind Energy, Salina, KS. Climbed and serviced 80 turbines."),
			want: []short{{"Prairie Wind Energy", "Line Technician", "2014-01-01", "2017-01-01"}},
		},
		{
			name: "a bracketed remark is not the employer",
			text: experience("Bean There Cafe — Eugene, OR", "Shift Supervisor · 06/2014 – 08/2016", "Barista · 09/2012 – 05/2014 (during college)"),
			want: []short{
				{"Bean There Cafe", "Shift Supervisor", "2014-06-01", "2016-08-01"},
				{"Bean There Cafe", "Barista", "2012-09-01", "2014-05-01"},
			},
		},
		{
			name: "a department after the title when the organisation has a line of its own",
			text: experience("Harbor Point Bank\tBoston, MA", "Credit Analyst, Commercial Lending Group\tJune 2021 – May 2024", "Spread financials for 40 borrowers"),
			want: []short{{"Harbor Point Bank", "Credit Analyst, Commercial Lending Group", "2021-06-01", "2024-05-01"}},
		},
		{
			name: "units after the title when the employer is on another line",
			text: experience("Staff Nurse, Surgical Wards and Recovery", "Mercy General Hospital, Cork, Ireland", "March 2012 – May 2016"),
			want: []short{{"Mercy General Hospital", "Staff Nurse, Surgical Wards and Recovery", "2012-03-01", "2016-05-01"}},
		},
		{
			name: "a firm named by partners' surnames",
			text: experience("Associate Attorney", "Brandt, Keller & Osei, P.C. — Hartford, CT", "May 2019 – May 2024"),
			want: []short{{"Brandt, Keller & Osei, P.C.", "Associate Attorney", "2019-05-01", "2024-05-01"}},
		},
		{
			name: "a bracketed note after the employer",
			text: experience("Correctional Nurse — Northgate Health Partners (county detention center site) — 2015 – 2018"),
			want: []short{{"Northgate Health Partners", "Correctional Nurse", "2015-01-01", "2018-01-01"}},
		},
		{
			name: "later roles under an employer named once, with places and durations",
			text: experience("Summit Freight Logistics", "4 years 2 months", "Operations Manager", "March 2022 - May 2024 (2 years 3 months)", "Denver, Colorado",
				"Ran the cross-dock yard.", "Shift Supervisor", "January 2020 - March 2022 (2 years 3 months)", "Denver, Colorado"),
			want: []short{
				{"Summit Freight Logistics", "Operations Manager", "2022-03-01", "2024-05-01"},
				{"Summit Freight Logistics", "Shift Supervisor", "2020-01-01", "2022-03-01"},
			},
		},
		{
			name: "a placed worker's worksite is the employer, the agency only when no worksite is named",
			text: experience("Machine Feeder", "Agency: Lakeview Staffing | Worksite: Corbin Plastics, Elgin, IL", "May 2021 - Now",
				"Sorter", "Agency: QuickShift Temps, Elgin, IL | Worksite: several sorting centers", "2019 - 2021"),
			want: []short{
				{"Corbin Plastics", "Machine Feeder", "2021-05-01", ""},
				{"QuickShift Temps", "Sorter", "2019-01-01", "2021-01-01"},
			},
		},
		{
			name: "client assignments under an agency line take its title",
			text: experience("Harborline Staffing — Travel Respiratory Therapist — 02/2023 – Present",
				"Client: Mesa Verde General, Tucson, AZ · NICU · 13 weeks · 09/2024 – Present",
				"Client: Lakeside Regional, Duluth, MN · Adult ICU · 26 weeks · 02/2023 – 08/2024"),
			want: []short{
				{"Mesa Verde General", "Travel Respiratory Therapist", "2024-09-01", ""},
				{"Lakeside Regional", "Travel Respiratory Therapist", "2023-02-01", "2024-08-01"},
			},
		},
		{
			name: "an application form's entry",
			text: experience("(as on my application, most recent first)", "", "Employer: Redline Haulage Co.", "Address: 12 Mill St, Ames, IA 50010",
				"Position held: Tanker Driver, Hazmat / Local", "From: 04/2020 To: Present", "Subject to FMCSRs: Yes",
				"Reason for leaving: Still employed", "", "Employer: Ames Feed & Seed", "Address: 9 Elm Rd, Ames, IA 50010",
				"Position held: Yard Hand", "From: 2016 To: 03/2020", "Reason for leaving: laid off"),
			want: []short{
				{"Redline Haulage Co.", "Tanker Driver, Hazmat / Local", "2020-04-01", ""},
				{"Ames Feed & Seed", "Yard Hand", "2016-01-01", "2020-03-01"},
			},
		},
		{
			name: "a co-op term numbered as a rotation is work",
			text: experience("Delmont Foods — Cleveland, OH", "Supply Chain Co-op (Rotation 2) — Jan 2024 – Apr 2024",
				"Supply Chain Co-op (Rotation 1) — May 2023 – Aug 2023", "• Built a pallet-tracking sheet"),
			want: []short{
				{"Delmont Foods", "Supply Chain Co-op (Rotation 2)", "2024-01-01", "2024-04-01"},
				{"Delmont Foods", "Supply Chain Co-op (Rotation 1)", "2023-05-01", "2023-08-01"},
			},
		},
		{
			name: "a department after the organisation and a comma",
			text: experience("GIS Intern", "Marlow Township, Planning Department · Marlow, NJ · Summer 2019",
				"Lab Aide", "Harbor State University, School of Marine Science · 2017 – 2018"),
			want: []short{
				{"Marlow Township", "GIS Intern", "2019-06-01", "2019-06-01"},
				{"Harbor State University", "Lab Aide", "2017-01-01", "2018-01-01"},
			},
		},
		{
			name: "a year ending a wrapped sentence does not date the next position",
			text: experience("Barista · Copper Kettle · Reno, NV", "2020 – 2022", "Opened the store six days a week and ran the espresso bar for the summer",
				"in 2021.", "Dishwasher · Lode Diner · Reno, NV", "2017 – 2019"),
			want: []short{
				{"Copper Kettle", "Barista", "2020-01-01", "2022-01-01"},
				{"Lode Diner", "Dishwasher", "2017-01-01", "2019-01-01"},
			},
		},
		{
			name: "a dated career break keeps the position below it whole",
			text: experience("March 2020 – February 2021: relocation to Canada and licensing exams", "Charge Nurse, Cardiac Unit", "Lakeshore General Hospital, Toronto, ON", "June 2016 – February 2020"),
			want: []short{{"Lakeshore General Hospital", "Charge Nurse, Cardiac Unit", "2016-06-01", "2020-02-01"}},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := Structure(tt.text, Options{AsOf: testAsOf})
			var got []short
			for _, j := range p.WorkHistory {
				got = append(got, short{j.Employer, j.Title, j.StartDate, deref(j.EndDate)})
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("work history mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

func TestEventDate(t *testing.T) {
	sc := asOfScanner()
	for in, want := range map[string]bool{
		"Petty Officer (E-5) · Honorable discharge 05/2019": true,
		"Promoted 2018":                    true,
		"Barista · 09/2012":                false,
		"Shift Lead — Harbor Grill — 2019": false,
	} {
		ds := sc.findDates(in)
		if len(ds) != 1 {
			t.Fatalf("findDates(%q) = %v", in, ds)
		}
		if got := eventDate(in, ds[0]); got != want {
			t.Errorf("eventDate(%q) = %v, want %v", in, got, want)
		}
	}
}

// TestJobLayouts covers whole layouts of a work history: year subheadings over month-only
// ranges, a heading naming the role of every position under it, positions written as
// sentences, employers in capitals before the title, slash-separated header lines, a table
// with From and To columns and wrapped cells, and a range cut by the end of a line.
func TestJobLayouts(t *testing.T) {
	tests := []struct {
		name string
		text string
		want []jobView
	}{
		{
			name: "year subheadings over month-only ranges, the role in the heading",
			text: "Jane Doe\njane@example.com\n\nTravel Assignments — Travel Telemetry RN\n\n2024\n" +
				"• Mar – present · Oakridge Memorial Hospital, Salem, OR · Step-down · 13 wks\n\n2023\n" +
				"• Sep 2023 – Jan 2024 · Hillcrest Medical Center, Tulsa, OK · Telemetry · 17 wks\n" +
				"• May – Aug · Bayview General Hospital, Mobile, AL · Cardiac / renal unit, nights · 13 wks\n",
			want: []jobView{
				{Employer: "Oakridge Memorial Hospital", Title: "Travel Telemetry RN", Start: "2024-03-01", Current: true, City: "Salem", State: "OR", Months: 16},
				{Employer: "Hillcrest Medical Center", Title: "Travel Telemetry RN", Start: "2023-09-01", End: "2024-01-01", City: "Tulsa", State: "OK", Months: 5},
				{Employer: "Bayview General Hospital", Title: "Travel Telemetry RN", Start: "2023-05-01", End: "2023-08-01", City: "Mobile", State: "AL", Months: 4},
			},
		},
		{
			name: "no heading: a profile line, then a dated row at once",
			text: "Jane Doe  ·  Registered Nurse  ·  jane@example.org  ·  ZIP 55407\n\n" +
				"September 2024 → current | L&D Staff Nurse | Harborview Regional, Minneapolis MN\n" +
				"December 2022 → August 2024 | ER Nurse | Three Rivers Medical Center, Minneapolis MN\n",
			want: []jobView{
				{Employer: "Harborview Regional", Title: "L&D Staff Nurse", Start: "2024-09-01", Current: true, City: "Minneapolis", State: "MN", Months: 10},
				{Employer: "Three Rivers Medical Center", Title: "ER Nurse", Start: "2022-12-01", End: "2024-08-01", City: "Minneapolis", State: "MN", Months: 21},
			},
		},
		{
			name: "a Markdown table under a summary, its unit column beside the role's",
			text: "Jane Doe\nAustin TX 78701 | jane@example.org\n\nSummary: six years as a registered nurse.\n\n" +
				"| Dates | Employer | Location | Role | Unit / focus |\n|---|---|---|---|---|\n" +
				"| 2021-11 → Present | Colfax Memorial | Aurora, CO | Emergency Department RN | Emergency Department |\n" +
				"| 2019-02 → 2021-08 | Cherry Creek Hospital | Aurora, CO | Nursing Assistant | Rehab Unit |\n\n" +
				"| Credential |\n|---|\n| CPR/BLS (AHA) - exp 01/2028 |\n",
			want: []jobView{
				{Employer: "Colfax Memorial", Title: "Emergency Department RN", Start: "2021-11-01", Current: true, City: "Aurora", State: "CO", Months: 44},
				{Employer: "Cherry Creek Hospital", Title: "Nursing Assistant", Start: "2019-02-01", End: "2021-08-01", City: "Aurora", State: "CO", Months: 31},
			},
		},
		{
			name: "a table whose header row names its columns, under a Contact: block",
			text: "Name:      Jane Doe\nLocation:  Kansas City, MO 64151\nContact:   jane@example.net / (512) 555-0159\nRole:      Radiologic Technologist\n\n" +
				"Dates                  Employer               Position\n" +
				"09/2023-current        Harborview Regional    Radiologic Technologist - CT (Kansas City, MO)\n" +
				"2019-05-2023-08        Saint Luke's North     X-Ray Technologist (Kansas City, MO)\n\nCertifications\n  ARRT (R), exp 06/28\n",
			want: []jobView{
				{Employer: "Harborview Regional", Title: "Radiologic Technologist - CT", Start: "2023-09-01", Current: true, City: "Kansas City", State: "MO", Months: 22},
				{Employer: "Saint Luke's North", Title: "X-Ray Technologist", Start: "2019-05-01", End: "2023-08-01", City: "Kansas City", State: "MO", Months: 52},
			},
		},
		{
			name: "a travel nurse's assignments table: the facility, and the unit as the title",
			text: "Jane Doe\njane@example.com\n\nAssignments (Northwind Staffing)\nFacility\tUnit\tCity, ST\tWeeks\tDates\n" +
				"Harbor View Medical Center\tMICU\tTacoma, WA\t13\tJan. 2025 – Apr. 2025\n" +
				"Lakeside General Hospital\tCVICU\tBoise, ID\t8\tSep. 2024 – Nov. 2024\n",
			want: []jobView{
				{Employer: "Harbor View Medical Center", Title: "MICU", Start: "2025-01-01", End: "2025-04-01", City: "Tacoma", State: "WA", Months: 4},
				{Employer: "Lakeside General Hospital", Title: "CVICU", Start: "2024-09-01", End: "2024-11-01", City: "Boise", State: "ID", Months: 3},
			},
		},
		{
			name: "positions written as sentences",
			text: experience("Currently employed at Granite Falls Water District, Bend, OR, as a Plant Operator II, since March 2020.",
				"• Run the night shift at the filtration plant",
				"Previously employed at Cascade Bottling Co., Redmond, OR, as a Line Mechanic, 2016 to 2020."),
			want: []jobView{
				{Employer: "Granite Falls Water District", Title: "Plant Operator II", Start: "2020-03-01", Current: true, City: "Bend", State: "OR", Months: 64},
				{Employer: "Cascade Bottling Co.", Title: "Line Mechanic", Start: "2016-01-01", End: "2020-01-01", City: "Redmond", State: "OR", Months: 48},
			},
		},
		{
			name: "employer in capitals before the title",
			text: experience("NORTHGATE VETERINARY HOSPITAL Senior Veterinary Technician", "Boise, ID | April 2021 – Present",
				"• Anesthesia monitoring for 12 surgeries a day", "MAPLE STREET ANIMAL CLINIC Kennel Assistant", "Nampa, ID | June 2018 – March 2021"),
			want: []jobView{
				{Employer: "NORTHGATE VETERINARY HOSPITAL", Title: "Senior Veterinary Technician", Start: "2021-04-01", Current: true, City: "Boise", State: "ID", Months: 51},
				{Employer: "MAPLE STREET ANIMAL CLINIC", Title: "Kennel Assistant", Start: "2018-06-01", End: "2021-03-01", City: "Nampa", State: "ID", Months: 34},
			},
		},
		{
			name: "a dated remark in brackets is no position",
			text: experience("Welder | Bayou Fabrication | 2020 – Present", "(2018 to 2020: welding school full time; no paid work)",
				"Deckhand | Gulf Tug Co. | 2015 – 2018"),
			want: []jobView{
				{Employer: "Bayou Fabrication", Title: "Welder", Start: "2020-01-01", Current: true, Months: 66},
				{Employer: "Gulf Tug Co.", Title: "Deckhand", Start: "2015-01-01", End: "2018-01-01", Months: 36},
			},
		},
		{
			name: "slash-separated header lines",
			text: experience("Millwright / Ridgeline Paper Mill / Longview, WA / 04/2019 – Present", "• Rebuilt two gearboxes",
				"Helper / Ridgeline Paper Mill / Longview, WA / 2016 – 2019"),
			want: []jobView{
				{Employer: "Ridgeline Paper Mill", Title: "Millwright", Start: "2019-04-01", Current: true, City: "Longview", State: "WA", Months: 75},
				{Employer: "Ridgeline Paper Mill", Title: "Helper", Start: "2016-01-01", End: "2019-01-01", City: "Longview", State: "WA", Months: 36},
			},
		},
		{
			// the present in the CV's language and a gloss in brackets are no prose; a
			// company's legal form in lower case ("s.r.l.") names an employer
			name: "a continental tabular CV: dates and title in one row, the employer under them",
			text: experience("09.2019 – oggi\tInfermiera (terapia intensiva)", "Ospedale San Giovanni Bosco S.p.A., Torino",
				"02.2015 – 08.2019\tImpiegata amministrativa", "Dolciaria Piemonte s.r.l., Alba"),
			want: []jobView{
				{Employer: "Ospedale San Giovanni Bosco S.p.A.", Title: "Infermiera (terapia intensiva)", Start: "2019-09-01", Current: true, Months: 70},
				{Employer: "Dolciaria Piemonte s.r.l.", Title: "Impiegata amministrativa", Start: "2015-02-01", End: "2019-08-01", Months: 55},
			},
		},
		{
			name: "titles in French under the dates, the employer under them",
			text: experience("Mai 2021 – aujourd'hui", "Soudeur assembleur", "Métallurgie Beauce inc., Saint-Georges, QC",
				"Assemblage de structures d'acier.", "Juin 2016 – Avr. 2021", "Apprenti soudeur", "Atelier Poulin inc., Lévis, QC"),
			want: []jobView{
				{Employer: "Métallurgie Beauce inc.", Title: "Soudeur assembleur", Start: "2021-05-01", Current: true, City: "Saint-Georges", State: "QC", Months: 50},
				{Employer: "Atelier Poulin inc.", Title: "Apprenti soudeur", Start: "2016-06-01", End: "2021-04-01", City: "Lévis", State: "QC", Months: 59},
			},
		},
		{
			// the Europass CV's label column read across: the labels name the fields, and the
			// employer comes after the description
			name: "a form's labels set apart from their values by a tab",
			text: experience("Dates\t03/2019 – present", "Occupation or position held\tDialysis Nurse",
				"Main activities and\tHaemodialysis for 14 stations; water treatment checks and", "responsibilities\tline care.",
				"Name and address of employer\tCentro Renale Adriatico, Pescara",
				"Dates\t09/2014 – 02/2019", "Occupation or position held\tStaff Nurse, Internal Medicine",
				"Name and address of employer\tOspedale Civile, Chieti"),
			want: []jobView{
				{Employer: "Centro Renale Adriatico", Title: "Dialysis Nurse", Start: "2019-03-01", Current: true, Months: 76},
				{Employer: "Ospedale Civile", Title: "Staff Nurse, Internal Medicine", Start: "2014-09-01", End: "2019-02-01", Months: 54},
			},
		},
		{
			name: "a federal resume's labelled dates of employment under the title",
			text: experience("Employer: Naval Hospital Bremerton", "Position Title: Supply Technician",
				"Dates of Employment: 04/2021 – Present", "Hours per Week: 40", "Duties and Accomplishments:",
				"Receive, store and issue medical supplies for 12 clinics.",
				"Employer: Kitsap County", "Position Title: Office Assistant", "Dates of Employment: 06/2017 – 03/2021",
				"Duties and Accomplishments:", "Front desk and records for the permits office."),
			want: []jobView{
				{Employer: "Naval Hospital Bremerton", Title: "Supply Technician", Start: "2021-04-01", Current: true, Months: 51},
				{Employer: "Kitsap County", Title: "Office Assistant", Start: "2017-06-01", End: "2021-03-01", Months: 46},
			},
		},
		{
			name: "a unit after the title's dash, the employer after a bar",
			text: experience("MAR 2020 – PRESENT", "Registered Nurse – Medical ICU\t|\tLakeshore Regional, Muskegon, MI",
				"Telemetry monitoring for 5 patients.", "JUN 2017 – FEB 2020", "Patient Care Technician\t|\tMercy Health, Muskegon, MI"),
			want: []jobView{
				{Employer: "Lakeshore Regional", Title: "Registered Nurse – Medical ICU", Start: "2020-03-01", Current: true, City: "Muskegon", State: "MI", Months: 64},
				{Employer: "Mercy Health", Title: "Patient Care Technician", Start: "2017-06-01", End: "2020-02-01", City: "Muskegon", State: "MI", Months: 33},
			},
		},
		{
			name: "paragraph positions with ranges cut by the end of the line",
			text: experience("Night Auditor — Juniper Lodge, Ketchum, ID —",
				"October 2021 to present. I balance the day's ledgers, run the night audit and cover the front desk",
				"for a 90-room hotel; in 2023 I trained four new auditors on the property system.",
				"Front Desk Agent — Sawtooth Inn, Stanley, ID — April 2018 to",
				"September 2021. Check-in and check-out for 40 rooms, reservations and group blocks, and from 2019 to 2020",
				"the hotel's social media."),
			want: []jobView{
				{Employer: "Juniper Lodge", Title: "Night Auditor", Start: "2021-10-01", Current: true, City: "Ketchum", State: "ID", Months: 45},
				{Employer: "Sawtooth Inn", Title: "Front Desk Agent", Start: "2018-04-01", End: "2021-09-01", City: "Stanley", State: "ID", Months: 42},
			},
		},
		{
			name: "a table with From and To columns and a wrapped cell",
			text: experience("From\tTo\tPosition\tContractor / Location", "03/2021 present Lineman, Class A\tHigh Plains Utility Builders, Amarillo,", "TX",
				"2017\t2021\tGroundman\tPanhandle Line Services, Pampa, TX"),
			want: []jobView{
				{Employer: "High Plains Utility Builders", Title: "Lineman, Class A", Start: "2021-03-01", Current: true, Months: 52},
				{Employer: "Panhandle Line Services", Title: "Groundman", Start: "2017-01-01", End: "2021-01-01", City: "Pampa", State: "TX", Months: 48},
			},
		},
		{
			// the From and To columns each in a cell of their own, the end a word
			name: "a table with From and To cells, the last one present",
			text: experience("From\tTo\tPosition\tContractor / Location", "03/2021\tpresent\tLineman, Class A\tHigh Plains Utility Builders, Amarillo, TX",
				"2017\t2021\tGroundman\tPanhandle Line Services, Pampa, TX"),
			want: []jobView{
				{Employer: "High Plains Utility Builders", Title: "Lineman, Class A", Start: "2021-03-01", Current: true, City: "Amarillo", State: "TX", Months: 52},
				{Employer: "Panhandle Line Services", Title: "Groundman", Start: "2017-01-01", End: "2021-01-01", City: "Pampa", State: "TX", Months: 48},
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := Structure(tt.text, Options{AsOf: testAsOf})
			if diff := cmp.Diff(tt.want, viewJobs(p.WorkHistory)); diff != "" {
				t.Errorf("work history mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

func TestSplitCapsName(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"BLUE RIVER DENTAL GROUP Dental Assistant", []string{"BLUE RIVER DENTAL GROUP", "Dental Assistant"}},
		{"ACME FOODS Line Supervisor (Nights)", []string{"ACME FOODS", "Line Supervisor (Nights)"}},
		{"IBM Global Services", []string{"IBM Global Services"}},               // one word in capitals
		{"ICU RN Travel Nurse", []string{"ICU RN Travel Nurse"}},               // the capitals are a role
		{"NORTH STAR LOGISTICS", []string{"NORTH STAR LOGISTICS"}},             // no title after
		{"HARBOR FREIGHT Springfield", []string{"HARBOR FREIGHT Springfield"}}, // a place, not a title
	}
	for _, tt := range tests {
		if got := splitCapsName([]string{tt.in}); !cmp.Equal(got, tt.want) {
			t.Errorf("splitCapsName(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestLabelEmployedAs(t *testing.T) {
	tests := []struct{ in, want string }{
		{"Currently employed at Lakeside Foods, Dayton, OH, as a Shift Lead,  | .", "Employer: Lakeside Foods, Dayton, OH | Title: Shift Lead | ."},
		{"Previously worked for Orion Freight as a Dispatcher,  | ", "Employer: Orion Freight | Title: Dispatcher |"},
		{"Employed by the county as a clerk", "Employed by the county as a clerk"}, // no names
		{"Worked at night as a volunteer", "Worked at night as a volunteer"},
		{"Registered Nurse | Mercy Hospital", "Registered Nurse | Mercy Hospital"},
	}
	for _, tt := range tests {
		if got := labelEmployedAs(tt.in); got != tt.want {
			t.Errorf("labelEmployedAs(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// An employer written right before its city, without a comma: the gazetteer tells where the
// city starts.
func TestEmployerBeforeCityWithoutComma(t *testing.T) {
	text := experience("Mercy Rehabilitation Hospital Spokane, WA\tSep. 2019 – Present", "Senior Occupational Therapist")
	p := Structure(text, Options{AsOf: testAsOf})
	if len(p.WorkHistory) != 1 {
		t.Fatalf("got %d positions, want 1: %+v", len(p.WorkHistory), viewJobs(p.WorkHistory))
	}
	j := p.WorkHistory[0]
	if j.Employer != "Mercy Rehabilitation Hospital" || j.Title != "Senior Occupational Therapist" || j.Location == nil || j.Location.City != "Spokane" {
		t.Errorf("position = %+v, want Senior Occupational Therapist at Mercy Rehabilitation Hospital, Spokane", viewJobs(p.WorkHistory))
	}
}

// A position's specialty is what its title or a labelled unit says it did, not what its
// employer's name happens to name, or what a word says beside its title's profession; a
// labelled unit is never its title or employer.
func TestPositionSpecialty(t *testing.T) {
	text := "Jane Doe\njane@example.org\n\nEXPERIENCE\n" +
		"Physical Therapist, Riverdale Rehab Partners\nRiverdale, GA | August 2023 - present\nUnit: Orthopedic & Spine Outpatient\n" +
		"Staff PT, Atlanta Orthopedic & Sports Clinic\nAtlanta, GA | January 2021 - July 2023\nUnit: Long-term care / SNF rehab\n" +
		"ICU Staff Nurse, Children's Heart Institute\nAtlanta, GA | 2018 - 2020\n" +
		"Electrician, Summit Electric\nHouston, TX | 2016 - 2018\nCommercial new construction\n• Bent EMT and rigid conduit\n"
	type role struct{ title, employer, specialty string }
	want := []role{
		{"Physical Therapist", "Riverdale Rehab Partners", "Outpatient Orthopedics"},
		{"Staff PT", "Atlanta Orthopedic & Sports Clinic", "Long-Term Care / Skilled Nursing"},
		{"ICU Staff Nurse", "Children's Heart Institute", "Intensive Care Unit (ICU)"},
		{"Electrician", "Summit Electric", "Commercial electrical"},
	}
	var got []role
	for _, j := range Structure(text, Options{AsOf: testAsOf}).WorkHistory {
		got = append(got, role{j.Title, j.Employer, j.Specialty})
	}
	if diff := cmp.Diff(want, got, cmp.AllowUnexported(role{})); diff != "" {
		t.Errorf("positions (-want +got):\n%s", diff)
	}
}

func TestFieldWordsWithSlashes(t *testing.T) {
	for in, want := range map[string]string{
		"HVAC/R Apprentice Course": "hvac r apprentice course",
		"Med/Surg Nurse (Tele)":    "med surg nurse",
		"RN/Charge Nurse, ICU/CCU": "rn charge nurse icu ccu",
		"Registered Nurse":         "registered nurse",
	} {
		if got := strings.Join(fieldWords(in), " "); got != want {
			t.Errorf("fieldWords(%q) = %q, want %q", in, got, want)
		}
	}
}
