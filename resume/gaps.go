package resume

import (
	"math"
	"slices"

	"github.com/recruitd/recruitd/internal/timeline"
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

// positionSpan is a dated position's months, with the line it starts on.
type positionSpan struct {
	span timeline.Span
	line int
}

// positionSpans are the months of the dated positions (a career break entry is none): as
// monthsOf counts them up to the AsOf month, or with a year-only date widened to its whole
// year (wholeYear), each at least one month.
func (p *parser) positionSpans(jobs []rawJob, wholeYear bool) []positionSpan {
	var out []positionSpan
	asOf := p.asOf.Year()*12 + int(p.asOf.Month())
	for _, j := range jobs {
		if !j.dated || j.gapNote != "" {
			continue
		}
		lo, hi := p.spanMonths(j.span, wholeYear)
		if !wholeYear {
			hi = min(lo+p.monthsOf(j.span), asOf)
			if hi <= lo {
				continue
			}
		}
		hi = max(hi, lo+1)
		out = append(out, positionSpan{timeline.Span{Start: timeline.Month(lo), End: timeline.Month(hi)}, j.lineIdx})
	}
	return out
}

// merged is the union of the positions' spans, as timeline merges employment for screening.
func merged(ps []positionSpan) []timeline.Span {
	spans := make([]timeline.Span, len(ps))
	for i, x := range ps {
		spans[i] = x.span
	}
	return timeline.Merge(spans)
}

// yearsFromHistory is the union of the positions' months in years, to one decimal.
func (p *parser) yearsFromHistory(jobs []rawJob) (float64, bool) {
	m := merged(p.positionSpans(jobs, false))
	if len(m) == 0 {
		return 0, false
	}
	return math.Round(float64(timeline.Total(m))/12*10) / 10, true
}

// gapNote is a stated reason for a break: a career-break entry or a line that names one.
type gapNote struct {
	text      string
	lo, hi    int // months it covers; hi == 0 when undated
	line      int
	inHistory bool
}

// minGapMonths is the shortest break reported, as screening reports work history gaps.
const minGapMonths = 3

// employmentGaps finds breaks of three months or more between positions. To report only gaps
// that certainly exist, a year-only date is widened here to its whole year: "2015 - 2017" then
// "2018 - 2020" is no gap, while "2015 - 2016" then "2018 - 2020" is a gap of 1 year.
func (p *parser) employmentGaps(jobs []rawJob, notes []gapNote) []EmploymentGap {
	ps := p.positionSpans(jobs, true)
	m := merged(ps)
	// the lines of the positions in a merged span
	lines := func(s timeline.Span) []int {
		var out []int
		for _, x := range ps {
			if x.span.Start >= s.Start && x.span.End <= s.End {
				out = append(out, x.line)
			}
		}
		return out
	}
	var out []EmploymentGap
	usedNote := make([]bool, len(notes))
	for i := len(m) - 1; i > 0; i-- { // newest first, like the work history
		prev, next := m[i-1], m[i]
		gap := int(next.Start - prev.End)
		if gap < minGapMonths {
			continue
		}
		g := EmploymentGap{GapType: "employment", Duration: timeline.Duration(gap)}
		for k, n := range notes {
			if usedNote[k] {
				continue
			}
			if n.hi > 0 && n.lo < int(next.Start)+1 && n.hi > int(prev.End)-1 ||
				n.hi == 0 && n.inHistory && between(n.line, lines(prev), lines(next)) {
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
