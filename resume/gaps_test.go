package resume

import (
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

func TestMonthsInRole(t *testing.T) {
	tests := []struct {
		name  string
		dates string
		asOf  time.Time
		want  int
	}{
		{"month range inclusive", "Jan 2019 - Mar 2019", testAsOf, 3},
		{"one month", "Mar 2019 - Mar 2019", testAsOf, 1},
		{"across years", "Jun 2015 - Dec 2018", testAsOf, 43},
		{"current to as-of month", "Mar 2019 - Present", testAsOf, 76},
		{"current depends on as-of", "Mar 2019 - Present", time.Date(2020, 2, 1, 0, 0, 0, 0, time.UTC), 12},
		{"current started this month", "Jun 2025 - Present", testAsOf, 1},
		{"years only", "2015 - 2019", testAsOf, 48},
		{"same year only", "2019 - 2019", testAsOf, 12},
		{"month start, year end", "Mar 2019 - 2019", testAsOf, 10},
		{"year start, month end", "2018 - Mar 2019", testAsOf, 15},
		{"single season", "Summer 2014", testAsOf, 1},
		{"current year only", "2024 - Present", testAsOf, 18},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := &parser{asOf: tt.asOf}
			sc := &dateScanner{asOfY: tt.asOf.Year(), asOfM: int(tt.asOf.Month())}
			ds := sc.findDates(tt.dates)
			if len(ds) != 1 {
				t.Fatalf("findDates(%q) found %d spans", tt.dates, len(ds))
			}
			if got := p.monthsOf(ds[0]); got != tt.want {
				t.Errorf("monthsOf(%q) as of %s = %d, want %d", tt.dates, tt.asOf.Format("2006-01"), got, tt.want)
			}
		})
	}
}

func TestEmploymentGaps(t *testing.T) {
	tests := []struct {
		name string
		text string
		want []EmploymentGap
	}{
		{
			name: "five months between roles",
			text: experience("Nurse, Mercy Hospital, Sep 2019 - Present", "• Care", "Nurse, Kindred Hospital, Jan 2018 - Mar 2019", "• Care"),
			want: []EmploymentGap{{GapType: "employment", Duration: "5 months"}},
		},
		{
			name: "two months is not a gap",
			text: experience("Nurse, Mercy Hospital, Jun 2019 - Present", "• Care", "Nurse, Kindred Hospital, Jan 2018 - Mar 2019", "• Care"),
			want: nil,
		},
		{
			name: "overlapping roles are merged",
			text: experience("Nurse, Mercy Hospital, 2017 - Present", "• Care", "Nurse, Kindred Hospital, 2015 - 2018", "• Care", "Aide, Sunrise Care, 2012 - 2013", "• Care"),
			want: []EmploymentGap{{GapType: "employment", Duration: "1 year"}},
		},
		{
			name: "adjacent years are no gap",
			text: experience("Nurse, Mercy Hospital, 2018 - 2020", "• Care", "Nurse, Kindred Hospital, 2015 - 2017", "• Care"),
			want: nil,
		},
		{
			name: "years and months",
			text: experience("Engineer, Acme Inc, Mar 2021 - Present", "• Code", "Engineer, Widgets LLC, Jun 2018 - Dec 2019", "• Code"),
			want: []EmploymentGap{{GapType: "employment", Duration: "1 year 2 months"}},
		},
		{
			name: "career break entry gives the reason",
			text: experience("Engineer, Acme Inc, Mar 2021 - Present", "• Code", "Career Break - Caring for a family member, Jan 2020 - Feb 2021", "Engineer, Widgets LLC, Jun 2018 - Dec 2019", "• Code"),
			want: []EmploymentGap{{GapType: "employment", Duration: "1 year 2 months", Reason: "Career Break - Caring for a family member"}},
		},
		{
			name: "reason stated elsewhere",
			text: experience("Engineer, Acme Inc, Mar 2021 - Present", "• Code", "Engineer, Widgets LLC, Jun 2018 - Dec 2019", "• Code") +
				"\nADDITIONAL INFORMATION\nTook a sabbatical to travel in 2020.\n",
			want: []EmploymentGap{{GapType: "employment", Duration: "1 year 2 months", Reason: "Took a sabbatical to travel in 2020."}},
		},
		{
			name: "newest gap first",
			text: experience("A Nurse, Mercy Hospital, 2022 - Present", "• x", "B Nurse, Kindred Hospital, Jan 2019 - Jun 2020", "• x", "C Nurse, Baptist Hospital, Jan 2016 - Jun 2018", "• x"),
			want: []EmploymentGap{{GapType: "employment", Duration: "1 year 6 months"}, {GapType: "employment", Duration: "6 months"}},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := Structure(tt.text, Options{AsOf: testAsOf})
			var got []EmploymentGap
			if p.AdditionalInfo != nil {
				got = p.AdditionalInfo.EmploymentGaps
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("gaps mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

func TestYearsOfExperience(t *testing.T) {
	tests := []struct {
		name string
		text string
		want float64
	}{
		{"stated in summary", "Jane Doe\nSUMMARY\nNurse with 10+ years of experience.\n" + experience("Nurse, Mercy Hospital, 2020 - Present"), 10},
		{"stated in words", "Jane Doe\nSUMMARY\nOver five years of experience in critical care.\n", 5},
		{"union of overlapping roles", experience("Nurse, Mercy Hospital, Jan 2020 - Dec 2021", "• x", "Nurse, Kindred Hospital, Jan 2021 - Dec 2022", "• x"), 3},
		{"current role to as-of", experience("Nurse, Mercy Hospital, Jul 2023 - Present", "• x"), 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := Structure(tt.text, Options{AsOf: testAsOf})
			if p.ProfessionalSummary == nil || p.ProfessionalSummary.YearsOfExperience == nil {
				t.Fatalf("no yearsOfExperience in %+v", p.ProfessionalSummary)
			}
			if got := *p.ProfessionalSummary.YearsOfExperience; got != tt.want {
				t.Errorf("yearsOfExperience = %v, want %v", got, tt.want)
			}
		})
	}
}

func TestUndatedCareBreakNote(t *testing.T) {
	text := experience("Engineer, Acme Inc, Mar 2021 - Present", "• Code", "Career break", "• Caring for my newborn", "Engineer, Widgets LLC, Jun 2018 - Dec 2019", "• Code")
	p := Structure(text, Options{AsOf: testAsOf})
	if len(p.WorkHistory) != 2 {
		t.Errorf("got %d positions, want 2", len(p.WorkHistory))
	}
	want := []EmploymentGap{{GapType: "employment", Duration: "1 year 2 months", Reason: "Career break: Caring for my newborn"}}
	if p.AdditionalInfo == nil {
		t.Fatal("no gaps")
	}
	if diff := cmp.Diff(want, p.AdditionalInfo.EmploymentGaps); diff != "" {
		t.Errorf("gaps mismatch (-want +got):\n%s", diff)
	}
}
