package resume

import (
	"math"
	"slices"
	"strconv"
	"strings"
)

// Months are counted on month indices (year*12 + month-1). A position covers its start month
// through its end month inclusive: Jan 2019 - Mar 2019 is 3 months, Mar 2019 - Present is counted
// through the AsOf month. A year-only end ("2015 - 2019") is read as January of that year, so
// 2015 - 2019 is 48 months; a year-only position within one year ("2019", "Mar 2019 - 2019")
// runs to the end of that year.

// monthsOf returns the months a span covers, counted as above.
func (p *parser) monthsOf(s dateSpan) int {
	lo, hi := p.spanMonths(s, false)
	if hi < lo {
		return 0
	}
	return hi - lo
}

// spanMonths returns the months s covers, lo inclusive and hi exclusive,
// counted as above; wholeYear reads a year-only end as the whole of its year.
func (p *parser) spanMonths(s dateSpan, wholeYear bool) (lo, hi int) {
	lo = s.start.month()
	if s.current {
		return lo, p.asOf.Year()*12 + int(p.asOf.Month())
	}
	end := s.end
	if !s.isRange || !end.valid() {
		end = s.start
	}
	if end.p != precYear {
		return lo, end.month() + 1
	}
	if !wholeYear && end.y*12 > lo {
		return lo, end.y * 12
	}
	return lo, end.y*12 + 12
}

// setDates fills a position's dates, current flag and months in role from its date span.
func (p *parser) setDates(j *Job, s dateSpan) {
	j.StartDate = s.start.String()
	if s.current {
		j.IsCurrent = true
		j.EndDate = nil
	} else {
		end := s.end
		if !s.isRange || !end.valid() || end.String() < s.start.String() {
			// a single date is its own end; a year-only end in the start's year ("02.2015 -
			// 2015") is written as the start rather than as a January before it
			end = s.start
		}
		e := end.String()
		j.EndDate = &e
	}
	m := p.monthsOf(s)
	j.MonthsInRole = &m
}

// interval is a half-open range of month indices with the text lines of the positions in it.
type interval struct {
	lo, hi int
	lines  []int
}

// mergeIntervals sorts and unions overlapping or touching intervals.
func mergeIntervals(iv []interval) []interval {
	if len(iv) == 0 {
		return nil
	}
	slices.SortFunc(iv, func(a, b interval) int { return a.lo - b.lo })
	out := []interval{iv[0]}
	for _, x := range iv[1:] {
		last := &out[len(out)-1]
		if x.lo <= last.hi {
			if x.hi > last.hi {
				last.hi = x.hi
			}
			last.lines = append(last.lines, x.lines...)
			continue
		}
		out = append(out, x)
	}
	return out
}

// experienceIntervals returns the merged months covered by the dated positions.
func (p *parser) experienceIntervals(jobs []rawJob) []interval {
	var iv []interval
	asOf := p.asOf.Year()*12 + int(p.asOf.Month())
	for _, j := range jobs {
		if !j.dated || j.gapNote != "" {
			continue
		}
		lo := j.span.start.month()
		hi := lo + p.monthsOf(j.span)
		if hi > asOf {
			hi = asOf
		}
		if hi > lo {
			iv = append(iv, interval{lo: lo, hi: hi, lines: []int{j.lineIdx}})
		}
	}
	return mergeIntervals(iv)
}

// yearsFromHistory is the union of the positions' months in years, to one decimal.
func (p *parser) yearsFromHistory(jobs []rawJob) (float64, bool) {
	iv := p.experienceIntervals(jobs)
	if len(iv) == 0 {
		return 0, false
	}
	total := 0
	for _, x := range iv {
		total += x.hi - x.lo
	}
	return math.Round(float64(total)/12*10) / 10, true
}

// gapNote is a stated reason for a break: a career-break entry or a line that names one.
type gapNote struct {
	text      string
	lo, hi    int // months it covers; hi == 0 when undated
	line      int
	inHistory bool
}

// employmentGaps finds breaks of three months or more between positions. To report only gaps
// that certainly exist, a year-only date is widened here to its whole year: "2015 - 2017" then
// "2018 - 2020" is no gap, while "2015 - 2016" then "2018 - 2020" is a gap of 1 year.
func (p *parser) employmentGaps(jobs []rawJob, notes []gapNote) []EmploymentGap {
	var iv []interval
	for _, j := range jobs {
		if !j.dated || j.gapNote != "" {
			continue
		}
		lo, hi := p.spanMonths(j.span, true)
		if hi <= lo {
			hi = lo + 1
		}
		iv = append(iv, interval{lo: lo, hi: hi, lines: []int{j.lineIdx}})
	}
	m := mergeIntervals(iv)
	var out []EmploymentGap
	usedNote := make([]bool, len(notes))
	for i := len(m) - 1; i > 0; i-- { // newest first, like the work history
		prev, next := m[i-1], m[i]
		gap := next.lo - prev.hi
		if gap < 3 {
			continue
		}
		g := EmploymentGap{GapType: "employment", Duration: humanMonths(gap)}
		for k, n := range notes {
			if usedNote[k] {
				continue
			}
			if n.hi > 0 && n.lo < next.lo+1 && n.hi > prev.hi-1 ||
				n.hi == 0 && n.inHistory && between(n.line, prev.lines, next.lines) {
				g.Reason = n.text
				usedNote[k] = true
				break
			}
		}
		out = append(out, g)
	}
	// an undated note outside the history explains the gap when there is only one
	if len(out) == 1 && out[0].Reason == "" {
		for k, n := range notes {
			if !usedNote[k] && n.hi == 0 && !n.inHistory {
				out[0].Reason = n.text
				break
			}
		}
	}
	return out
}

// between reports whether line l lies between a line of a and a line of b in the text.
func between(l int, a, b []int) bool {
	minA, maxA := slices.Min(a), slices.Max(a)
	minB, maxB := slices.Min(b), slices.Max(b)
	return minB < l && l < maxA || minA < l && l < maxB
}

// humanMonths writes a duration: "5 months", "1 year", "1 year 2 months".
func humanMonths(m int) string {
	y, mo := m/12, m%12
	var parts []string
	if y > 0 {
		parts = append(parts, plural(y, "year"))
	}
	if mo > 0 || y == 0 {
		parts = append(parts, plural(mo, "month"))
	}
	return strings.Join(parts, " ")
}

func plural(n int, unit string) string {
	s := strconv.Itoa(n) + " " + unit
	if n != 1 {
		s += "s"
	}
	return s
}
