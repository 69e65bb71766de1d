package timeline

import (
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

func TestParseMonth(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want string
		ok   bool
	}{
		{"2019-03-01", "Mar 2019", true},
		{"2019-03", "Mar 2019", true},
		{"2019", "Jan 2019", true},
		{" 2021-12-31 ", "Dec 2021", true},
		{"2019-13", "", false},
		{"March 2019", "", false},
		{"", "", false},
	} {
		m, ok := ParseMonth(tc.in)
		if ok != tc.ok || ok && m.String() != tc.want {
			t.Errorf("ParseMonth(%q) = %v, %v; want %q, %v", tc.in, m, ok, tc.want, tc.ok)
		}
	}
	if got := ISODate("2019-03"); got != "2019-03-01" {
		t.Errorf(`ISODate("2019-03") = %q, want "2019-03-01"`, got)
	}
	if got := ISODate("spring 2019"); got != "spring 2019" {
		t.Errorf(`ISODate("spring 2019") = %q, want it as it is`, got)
	}
}

func month(s string) Month {
	m, _ := ParseMonth(s)
	return m
}

func span(from, to string) Span {
	return Span{Start: month(from), End: month(to) + 1, StartDate: from + "-01", EndDate: to + "-28"}
}

func TestMergeTotalGaps(t *testing.T) {
	spans := []Span{span("2023-05", "2025-08"), span("2017-06", "2019-01"), span("2018-10", "2022-12")}
	merged := Merge(spans)
	want := []Span{
		{Start: month("2017-06"), End: month("2022-12") + 1, StartDate: "2017-06-01", EndDate: "2022-12-28"},
		{Start: month("2023-05"), End: month("2025-08") + 1, StartDate: "2023-05-01", EndDate: "2025-08-28"},
	}
	if diff := cmp.Diff(want, merged); diff != "" {
		t.Fatalf("Merge (-want +got):\n%s", diff)
	}
	if got := Total(merged); got != 67+28 {
		t.Errorf("Total = %d months, want 95", got)
	}
	asOf := time.Date(2026, 3, 15, 0, 0, 0, 0, time.UTC)
	gaps := Gaps(merged, asOf, 3)
	wantGaps := []Gap{{"2022-12-28", "2023-05-01", 4}, {"2025-08-28", "2026-03-15", 6}}
	if diff := cmp.Diff(wantGaps, gaps); diff != "" {
		t.Errorf("Gaps (-want +got):\n%s", diff)
	}
	if gaps := Gaps(merged, asOf, 7); len(gaps) != 0 {
		t.Errorf("Gaps of 7 months or more = %v, want none", gaps)
	}
}

func TestDuration(t *testing.T) {
	for n, want := range map[int]string{1: "1 month", 3: "3 months", 4: "4 months", 12: "1 year", 13: "1 year 1 month", 14: "1 year 2 months", 24: "2 years", 25: "2 years 1 month", 27: "2 years 3 months"} {
		if got := Duration(n); got != want {
			t.Errorf("Duration(%d) = %q, want %q", n, got, want)
		}
	}
}
