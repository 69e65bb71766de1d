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
