package taxonomy

import (
	"slices"
	"testing"
)

func TestShifts(t *testing.T) {
	for _, tc := range []struct {
		text string
		want []string
	}{
		{"Nights (7p-7a), every third weekend", []string{"night", "12-hour", "weekend"}},
		{"Third shift, 11p-7a", []string{"night", "8-hour"}},
		{"3rd shift production", []string{"night"}},
		{"Shift: 7:00 PM - 7:30 AM", []string{"night", "12-hour"}},
		{"Schedule 0700-1930, three 12s a week", []string{"day", "12-hour"}},
		{"19:00-07:30", []string{"night", "12-hour"}},
		{"3p-11p Monday to Friday", []string{"evening", "8-hour"}},
		{"second shift (swing)", []string{"evening"}},
		{"Day/Night rotation", []string{"day", "night"}},
		{"Shift: Days", []string{"day"}},
		{"Preferred schedule: days only", []string{"day"}},
		{"Start within 30 days; 5 days a week", nil},
		{"Worked 2019-2021 and 2000-2030", nil},
		{"8am-5pm", []string{"day"}},
		{"NOC shift, on-call rotation, holidays", []string{"night", "on-call", "holiday"}},
		{"12-hour shifts, 3x12", []string{"12-hour"}},
		{"36 hours per week; 12 hours of orientation", nil},
		{"graveyard", []string{"night"}},
		{"Days\nnights", []string{"night"}},
		{"3x12s, days/nights rotating, every third weekend", []string{"12-hour", "day", "night", "rotating", "weekend"}},
		{"Nights and weekends", []string{"night", "weekend"}},
		{"Must work 2nd shift and Saturdays", []string{"evening", "weekend"}},
		{"On-call rotation and holidays", []string{"on-call", "holiday"}},
		{"BLS within 30 days of hire", nil},
	} {
		if got := Shifts(tc.text); !slices.Equal(got, tc.want) {
			t.Errorf("Shifts(%q) = %q, want %q", tc.text, got, tc.want)
		}
	}
}

func TestFindShiftsSpans(t *testing.T) {
	text := "Available: day/night, 7p-7a"
	var got []string
	for _, m := range FindShifts(text) {
		got = append(got, m.Shift+"="+text[m.Start:m.End])
	}
	want := []string{"day=day", "night=night", "night=7p-7a", "12-hour=7p-7a"}
	if !slices.Equal(got, want) {
		t.Errorf("FindShifts(%q) = %q, want %q", text, got, want)
	}
}
