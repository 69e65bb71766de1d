package resume

import (
	"regexp"
	"strings"
)

// A resume written as a letter tells its history in sentences ("Since
// February 2021 I have worked as staff nurse in the Cardiac Surgery ICU at
// Riverside Heart Institute in Oak Park, IL."). proseHistory reads those
// sentences into positions when no section lists any, in stages: the
// sentence (proseRoleRE), its dates (the date scanner), then its title,
// unit, employer and place.

// proseDate is a date as prose writes it: "February 2021", "Feb. 2021",
// "02/2021", "2021".
const proseDate = `(?:(?:[A-Za-z]{3,9}\.?\s+)?\d{4}|\d{1,2}/\d{4})`

// proseRoleRE is a sentence giving one position: when (since a date, or
// from one date to another), then "I worked / have worked / was", then the
// title ("as staff nurse", "certified nursing assistant") or the unit ("in
// the PCU"), "at" the employer, and after it the place ("in Aurora, CO" or
// "(Oak Park, IL)") and the title where the unit came first ("where my
// title is RN III", "(title: Clinical Nurse II)").
var proseRoleRE = regexp.MustCompile(`(?i:(?:most recently,?\s+)?(since|from)\s+)(` + proseDate + `)` +
	`(?:\s*(?i:to|until|through|till|-|–)\s*(` + proseDate + `|(?i:present|now|today)))?,?\s+` +
	`(?i:I\s+(?:have\s+)?(?:been\s+)?(?:worked|was|served|working))\s+` +
	`(?:(?i:in\s+(?:the\s+)?)([^\n]{2,80}?)|(?i:as\s+)?(?:(?i:an?|the)\s+)?([^\n]{2,80}?))\s+(?i:at)\s+` +
	`([^\n(]{2,100}?)` +
	`(?:\s+(?i:in)\s+([A-Z][A-Za-z .'-]{1,40},\s*[A-Z]{2})|\s*\(([A-Z][A-Za-z .'-]{1,40},\s*[A-Z]{2})\))?` +
	`(?:,?\s*(?i:where my title (?:is|was))\s+([^\n]{2,60}?)|\s*\((?i:title:)\s*([^)\n]{2,60})\))?` +
	`\s*(?:\.(?:\s|$)|$)`)

// abbreviationDot protects the full stop of the abbreviations that end no
// sentence inside an employer's name ("Westside St. Mary's Hospital").
var abbreviationDot = regexp.MustCompile(`\b(St|Mt|Ft|Dr|Jr|Sr|Co|Inc|Corp|Ltd|Bros|No)\.\s`)

// protectedDot stands for a protected full stop and its space.
const protectedDot = "\x00"

// proseHistory reads the positions a resume tells in sentences.
func (p *parser) proseHistory() []rawJob {
	var jobs []rawJob
	for i, l := range p.lines {
		if !strings.Contains(l.text, " I ") {
			continue
		}
		text := abbreviationDot.ReplaceAllString(l.text, "$1"+protectedDot)
		for _, m := range proseRoleRE.FindAllStringSubmatch(text, -1) {
			if j, ok := p.proseJob(m, i); ok {
				jobs = append(jobs, j)
			}
		}
	}
	return jobs
}

// proseJob makes the position of one match of proseRoleRE found on line i.
func (p *parser) proseJob(m []string, i int) (rawJob, bool) {
	restore := func(s string) string { return strings.TrimSpace(strings.ReplaceAll(s, protectedDot, ". ")) }
	since, from, to := strings.EqualFold(m[1], "since"), m[2], m[3]
	unit, title, employer := restore(m[4]), restore(m[5]), restore(m[6])
	place := m[7] + m[8]
	if named := restore(m[9] + m[10]); named != "" {
		title = named
	}
	starts := p.sc.findDates(from)
	if len(starts) == 0 || employer == "" || title == "" && unit == "" {
		return rawJob{}, false
	}
	span := dateSpan{start: starts[0].start, current: since}
	if to != "" {
		if presentWords[strings.ToLower(to)] {
			span.current = true
		} else if ends := p.sc.findDates(to); len(ends) > 0 {
			span.end, span.isRange = ends[0].start, true
		}
	}
	j := rawJob{lineIdx: i, dated: true, span: span, specialtyText: unit}
	j.job.Title, j.job.Employer = title, employer
	if title == "" {
		j.job.Title = unit // the unit is all the sentence says of the role
	}
	if pl, ok := parsePlace(place); ok && pl.city != "" {
		j.job.Location = &JobLocation{City: pl.city, State: pl.state}
	}
	p.setDates(&j.job, span)
	return j, true
}
