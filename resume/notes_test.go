package resume

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestNotesHistory reads the positions recruiters' notes state, in the ways
// intake notes write them.
func TestNotesHistory(t *testing.T) {
	for _, tt := range []struct {
		name, notes string
		want        []jobView
	}{
		{"sentences of unit at employer, dates", "Recruiter intake (phone, 05/2025): Travel RN. Surgical Trauma ICU at Columbia Memorial, 07/2023 - Present. " +
			"Cardiac ICU at St. Brendan's Hospital - Columbia, 06/2022 - 07/2023. Lic: RN License, South Carolina, valid through 2028-02-27.",
			[]jobView{
				{Employer: "Columbia Memorial", Title: "Surgical Trauma ICU", Start: "2023-07-01", Current: true, Months: 24},
				{Employer: "St. Brendan's Hospital - Columbia", Title: "Cardiac ICU", Start: "2022-06-01", End: "2023-07-01", Months: 14},
			}},
		{"since a date, then before that", "Phone screen 05/12/2025 (KL): SICU staff RN at Northside Presbyterian since 03/2020, before that Step-Down 06/2018-02/2020 at Northside Presbyterian. Illinois RN license exp 05/31/2028.",
			[]jobView{
				{Employer: "Northside Presbyterian", Title: "SICU staff RN", Start: "2020-03-01", Current: true, Months: 64},
				{Employer: "Northside Presbyterian", Title: "Step-Down", Start: "2018-06-01", End: "2020-02-01", Months: 21},
			}},
		{"a line each, title, unit and employer by commas, an ASCII arrow", "Recruiter notes - phone screen 05/18/2025\nCand: Freya Zielinski. Lives Las Vegas, NV 89153.\n" +
			"Currently Staff Nurse, Med/Surg, Kingsley University Hospital, 05/2024 -> current.\nLic: NV RN #RN549668 exp 2028-07-31",
			[]jobView{{Employer: "Kingsley University Hospital", Title: "Staff Nurse", Start: "2024-05-01", Current: true, Months: 14}}},
		{"the place in brackets", "Recruiter notes: Currently Respiratory Therapist at Wood County Medical Center (Perrysburg, OH) 05/2021-present.",
			[]jobView{{Employer: "Wood County Medical Center", Title: "Respiratory Therapist", Start: "2021-05-01", Current: true, City: "Perrysburg", State: "OH", Months: 50}}},
		{"a credential's dates are no position", "Lic: Class A CDL (GA) valid 2024 - 2028. Wants days.", nil},
		{"no notes", "", nil},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, viewJobs(NotesHistory(tt.notes, Options{AsOf: testAsOf}))); diff != "" {
				t.Errorf("positions (-want +got):\n%s", diff)
			}
		})
	}
}

func BenchmarkNotesHistory(b *testing.B) {
	for _, n := range []struct{ name, notes string }{
		{"undated", "Came in through the job board; screened by phone. Open to contract or perm. Prefers days."},
		{"dated", "Recruiter intake (phone, 05/2025): Travel RN. Surgical Trauma ICU at Columbia Memorial, 07/2023 - Present."},
	} {
		b.Run(n.name, func(b *testing.B) {
			for b.Loop() {
				NotesHistory(n.notes, Options{AsOf: testAsOf})
			}
		})
	}
}

func TestMayDate(t *testing.T) {
	for s, want := range map[string]bool{
		"Surgical ICU at Mercy, 07/2023 - Present": true, "since 2019": true, "07/23 to now": true,
		"Prefers days; call after six": false, "Open to contract or perm.": false, "": false,
	} {
		if got := mayDate(s); got != want {
			t.Errorf("mayDate(%q) = %v, want %v", s, got, want)
		}
	}
}
