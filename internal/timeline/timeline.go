// Package timeline owns the month arithmetic of work histories: a month as
// one number, dates as profiles write them, spans of months, their union, the
// breaks between them and durations in words. Screening counts years and
// finds employment gaps with it, and the resume parser its profile's years of
// experience and employment gaps, so that one candidate has one list of gaps
// and one count of years whoever asks.
package timeline

import (
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/recruitd/recruitd/internal/ascii"
)

// Month is a calendar month as one number, year*12 + month-1, so that the
// months between two dates are a subtraction.
type Month int

// MonthOf is the month of t.
func MonthOf(t time.Time) Month { return Month(t.Year()*12 + int(t.Month()) - 1) }

// Year is the month's year.
func (m Month) Year() int { return int(m) / 12 }

// String writes the month as "Mar 2019".
func (m Month) String() string {
	return time.Month(int(m)%12 + 1).String()[:3] + " " + strconv.Itoa(m.Year())
}

// Date writes the first day of the month, "2019-03-01".
func (m Month) Date() string { return m.Time().Format(time.DateOnly) }

// Time is midnight UTC on the first day of the month.
func (m Month) Time() time.Time {
	return time.Date(m.Year(), time.Month(int(m)%12+1), 1, 0, 0, 0, 0, time.UTC)
}

// ParseMonth reads a date as a profile writes it ("2019-03-01", "2019-03"
// or "2019"); a bare year counts as its January.
func ParseMonth(s string) (Month, bool) {
	s = strings.TrimSpace(s)
	if len(s) < 4 {
		return 0, false
	}
	y, ok := ascii.Atoi(s[:4])
	if !ok || y < 1900 || y > 2200 {
		return 0, false
	}
	mo := 1
	if len(s) >= 7 && s[4] == '-' {
		if mo, ok = ascii.Atoi(s[5:7]); !ok || mo < 1 || mo > 12 {
			return 0, false
		}
	}
	return Month(y*12 + mo - 1), true
}

// ParseDate reads a date as a profile writes it as a time, a missing day or
// month counting as the first.
func ParseDate(s string) (time.Time, bool) {
	s = strings.TrimSpace(s)
	if t, err := time.Parse(time.DateOnly, s); err == nil {
		return t, true
	}
	m, ok := ParseMonth(s)
	if !ok {
		return time.Time{}, false
	}
	return m.Time(), true
}

// ISODate writes a profile's date as YYYY-MM-DD, or returns it as it is when
// it cannot be read.
func ISODate(s string) string {
	if t, ok := ParseDate(s); ok {
		return t.Format(time.DateOnly)
	}
	return s
}

// Span is a stretch of employment in months, Start inclusive and End
// exclusive, with the dates its ends were written as (YYYY-MM-DD).
type Span struct {
	Start, End         Month
	StartDate, EndDate string
}

// Months is how many months s covers.
func (s Span) Months() int { return int(s.End - s.Start) }

// Merge sorts spans and joins those that overlap or touch, so that months
// worked in two roles at once count once. It reorders spans.
func Merge(spans []Span) []Span {
	slices.SortStableFunc(spans, func(a, b Span) int { return int(a.Start - b.Start) })
	var out []Span
	for _, s := range spans {
		if n := len(out); n > 0 && s.Start <= out[n-1].End {
			if s.End > out[n-1].End {
				out[n-1].End, out[n-1].EndDate = s.End, s.EndDate
			}
			continue
		}
		out = append(out, s)
	}
	return out
}

// Total is the months merged spans cover.
func Total(merged []Span) int {
	n := 0
	for _, s := range merged {
		n += s.Months()
	}
	return n
}

// Gap is a break in employment between two dates (YYYY-MM-DD) of Months
// months.
type Gap struct {
	StartDate, EndDate string
	Months             int
}

// Gaps returns the breaks of at least min months between merged spans, and
// since the last when it ended at least min months before asOf.
func Gaps(merged []Span, asOf time.Time, min int) []Gap {
	var out []Gap
	for i := 1; i < len(merged); i++ {
		prev, next := merged[i-1], merged[i]
		if n := int(next.Start - prev.End); n >= min {
			out = append(out, Gap{StartDate: prev.EndDate, EndDate: next.StartDate, Months: n})
		}
	}
	if n := len(merged); n > 0 {
		last := merged[n-1]
		if m := int(MonthOf(asOf) - last.End); m >= min {
			out = append(out, Gap{StartDate: last.EndDate, EndDate: asOf.Format(time.DateOnly), Months: m})
		}
	}
	return out
}

// Duration writes a number of months: "4 months", "1 year", "2 years 3
// months".
func Duration(n int) string {
	plural := func(n int, unit string) string {
		if n == 1 {
			return "1 " + unit
		}
		return strconv.Itoa(n) + " " + unit + "s"
	}
	switch {
	case n < 12:
		return plural(n, "month")
	case n%12 == 0:
		return plural(n/12, "year")
	}
	return plural(n/12, "year") + " " + plural(n%12, "month")
}
