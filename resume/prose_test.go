package resume

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestProseHistory reads the positions a resume written as a letter tells
// in sentences, in the ways such letters say them.
func TestProseHistory(t *testing.T) {
	type role struct{ title, employer, start, end, city string }
	for _, tt := range []struct {
		name, text string
		want       []role
	}{
		{"as a title, since a date", "My name is Dana Ruiz. Since February 2021 I have worked as staff nurse in the Cardiac Surgery ICU (CVICU) at Riverside Heart Institute in Oak Park, IL.",
			[]role{{"staff nurse in the Cardiac Surgery ICU (CVICU)", "Riverside Heart Institute", "2021-02-01", "", "Oak Park"}}},
		{"from one date to another, the place in brackets", "From May 2017 to December 2020 I was certified nursing assistant at Oak Park Rehabilitation & Nursing (Oak Park, IL).",
			[]role{{"certified nursing assistant", "Oak Park Rehabilitation & Nursing", "2017-05-01", "2020-12-01", "Oak Park"}}},
		{"the unit first, the title after", "Since August 2023 I have worked in the L&D at Piedmont Methodist Hospital in Charlotte, NC, where my title is RN III.",
			[]role{{"RN III", "Piedmont Methodist Hospital", "2023-08-01", "", "Charlotte"}}},
		{"the title in brackets", "Most recently, from April 2025 to August 2025, I worked in the SICU at South Mountain University Hospital in Glendale, AZ (title: Clinical Nurse II).",
			[]role{{"Clinical Nurse II", "South Mountain University Hospital", "2025-04-01", "2025-08-01", "Glendale"}}},
		{"an abbreviation's full stop inside the employer", "Since June 2019 I have worked in the Adult ICU at Westside St. Mary's Hospital in Denver, CO, where my title is RN.",
			[]role{{"RN", "Westside St. Mary's Hospital", "2019-06-01", "", "Denver"}}},
		{"between one date and another, an agency in brackets", "Between April 2018 and April 2019 I worked as a Travel Registered Nurse (Birthing Center) at Valley View Hospital (via NomadCare Agency) in Sacramento, CA.",
			[]role{{"Travel Registered Nurse (Birthing Center)", "Valley View Hospital", "2018-04-01", "2019-04-01", ""}}},
		{"a title with its unit after a comma", "From June 2019 to September 2024 I worked as a RN II, Labor and Delivery, at Sacramento Memorial in Sacramento, CA.",
			[]role{{"RN II, Labor and Delivery", "Sacramento Memorial", "2019-06-01", "2024-09-01", "Sacramento"}}},
		{"what I am, where I have worked, since when last", "I am a Patient Care Technician and have worked in Cardiac Telemetry at Quarry Hill Health System in Chicago, IL since 2022-07.",
			[]role{{"Patient Care Technician", "Quarry Hill Health System", "2022-07-01", "", "Chicago"}}},
		{"two sentences, the second's dates before its verb", "Since Sep 2022 I have worked as UI Developer - React at Compass Clinical Staffing (travel contracts) in Austin, TX. Before that, from Jun 2019 to Apr 2022, I was Data Platform Engineer at Lumen Ridge Labs in Newark.",
			[]role{{"UI Developer - React", "Compass Clinical Staffing", "2022-09-01", "", ""}, {"Data Platform Engineer", "Lumen Ridge Labs", "2019-06-01", "2022-04-01", ""}}},
		{"a sentence beside a dated line", "Jane Doe\njane@example.org\n\nSince May 2019 I have worked in the Emergency Room at Garden Regional Medical Center in Colorado Springs, CO, where my title is Staff Nurse.\n\nFebruary 2018 to April 2019: Staff RN, Garden Methodist Hospital (Colorado Springs, CO).\n",
			[]role{{"Staff Nurse", "Garden Regional Medical Center", "2019-05-01", "", "Colorado Springs"}, {"Staff RN", "Garden Methodist Hospital", "2018-02-01", "2019-04-01", "Colorado Springs"}}},
		{"a range apart, the employer after \"with\", two stints with one employer",
			"I currently work as a Welder at Jeffersonville Steel Erectors, in Structural steel welding (July 2020 - present).\n\n" +
				"Before that I was a Welder Helper with Jeffersonville Steel Erectors, Jeffersonville, IN, working in Structural welding from Dec 2017 – Feb 2020.",
			[]role{{"Welder", "Jeffersonville Steel Erectors", "2020-07-01", "", ""}, {"Welder Helper", "Jeffersonville Steel Erectors", "2017-12-01", "2020-02-01", ""}}},
		{"a sentence without dates is no position", "I have worked as a nurse at many hospitals.", nil},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var got []role
			for _, j := range Structure(tt.text, Options{AsOf: testAsOf}).WorkHistory {
				r := role{title: j.Title, employer: j.Employer, start: j.StartDate}
				if j.EndDate != nil {
					r.end = *j.EndDate
				}
				if j.Location != nil {
					r.city = j.Location.City
				}
				got = append(got, r)
			}
			if diff := cmp.Diff(tt.want, got, cmp.AllowUnexported(role{})); diff != "" {
				t.Errorf("positions (-want +got):\n%s", diff)
			}
		})
	}
}
