package resume

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// A position is read from a block of lines: a few short header lines (title, employer,
// location, dates, in any order and on one line or several) followed by its body (bullets and
// prose). A header line after body lines starts the next block; a block whose header holds two
// or more date ranges is cut into one position per range.

// xline is a line of the work history with what was found in it.
type xline struct {
	idx    int // index in parser.lines
	dates  []dateSpan
	main   int // the date span that dates the position, or -1
	header bool
	skip   bool // a header line that names neither title nor employer (an address)
	unit   bool // a labelled unit or department ("Unit: 4 West"), which never starts a position
}

// block is a header group and the body under it.
type block struct {
	header []xline
	body   []xline
}

// rawJob is a position under construction.
type rawJob struct {
	job           Job
	span          dateSpan
	dated         bool
	lineIdx       int    // first header line, for placing gap notes
	groupEmployer bool   // the employer came from a dateless first header line
	gapNote       string // the block is a career break, not a position
	specialtyText string // header text, for specialty detection
	training      bool   // a student placement (rotation, practicum, preceptorship): not a job
	client        bool   // a "Client:" line names the facility (an agency's assignment)
}

var (
	// French too ("6 ans 7 mois", "1 an 9 mois"), as Quebec's resumes print it
	durationRE = regexp.MustCompile(`(?i)\(?\b\d{1,2}\+?\s*(?:years?|yrs?|months?|mois|mos?|weeks?|wks?|ans?)\.?(?:\s*,?\s*(?:(?:and|et)\s+)?\d{1,2}\s*(?:months?|mois|mos?|weeks?|wks?)\.?)?\)?`)
	remoteRE   = regexp.MustCompile(`(?i)\(\s*(?:fully\s+|100%\s+)?remote[^)]{0,20}\)|\b(?:fully\s+|100%\s+)?remote\s*$|^\s*(?:fully\s+|100%\s+)?remote\b`)
)

// jobFieldSeps split a header line into fields; commas are handled afterwards so that
// "Austin, TX" and "Acme, Inc." stay whole.
var jobFieldSeps = []string{" | ", "|", " • ", "•", " · ", "·", "\t", "  ", " – ", " — ", " ‑ ", " - ", "—", "–", ";", " ● ", "●", "\uf0b7", " ⋅ ", " ∙ ", " ▪ ", " / "}

// classifyLine decides whether an experience line is part of a position's header.
func (p *parser) classifyLine(i int) xline {
	l := p.lines[i]
	x := xline{idx: i, main: -1}
	if l.heading || l.subheading {
		return x // inline field such as "Technologies: Go, SQL", or "Key Achievements"
	}
	x.dates = p.lineDates(i)
	if l.underSub && !slices.ContainsFunc(x.dates, func(d dateSpan) bool { return d.isRange }) {
		x.dates = nil // "Safe Driver Award 2021, 2023" under a position's "HIGHLIGHTS"
	}
	if p.rangeFromAbove(i) {
		// "September 2021. Reservations and ... from 2019 to 2020": the sentence that ends the
		// range cut at the line above, and the rest of that position's description
		return x
	}
	for k, d := range x.dates {
		if d.isRange {
			x.main = k
			break
		}
	}
	words := wordCount(l.text)
	nonDate := contentWords(l.text, x.dates)
	// "in 2018." under a long line is the end of a wrapped sentence, not a date line
	wrappedEnd := startsLower(l.text) && !l.bullet && nonDate > 0
	if x.main < 0 && len(x.dates) > 0 && (!l.bullet || lastField(l.text, x.dates[0])) && nonDate <= 10 && !wrappedEnd {
		d := x.dates[0]
		// a single date dates a position only in a short line where it is not mid-sentence,
		// and never from the future (an expiry, an expected date)
		if (d.start.p >= precMonth || words <= 8 || lastField(l.text, d)) && d.start.month() <= p.sc.asOfY*12+p.sc.asOfM-1 && !eventDate(l.text, d) {
			x.main = 0
		}
	}
	text := l.text
	if label, answer, ok := strings.Cut(text, ":"); ok && wordCount(label) <= 8 && formAnswer(answer) && x.main < 0 {
		// "Subject to FMCSRs: Yes": a question of an application form, answered; it names
		// neither the title nor the employer
		x.header, x.skip = true, true
		return x
	}
	if label, _, ok := strings.Cut(text, ":"); ok && (wordCount(label) <= 3 || inlineRole(label) != roleNone) && !hasDigit(label) {
		switch inlineRole(label) {
		case roleNone:
		case roleFormDetail:
			// the rest of an application form's entry (the employer's address, the reason
			// for leaving): part of the entry, but neither its title nor its employer
			x.header, x.skip = true, true
			return x
		case roleUnit:
			x.header, x.unit = true, true
			return x
		default:
			x.header = true
			return x
		}
		for _, tp := range techPrefixes {
			if strings.EqualFold(strings.TrimSpace(label), tp) {
				return x // "Technologies: Go, SQL" belongs to the body
			}
		}
		if _, ok := lookupHeading(normHeading(label)); ok {
			return x // "Achievements: President's Club 2021"
		}
		if strings.TrimSpace(text[len(label)+1:]) == "" && slices.ContainsFunc(strings.Fields(strings.ToLower(label)), func(w string) bool { return positionSubheadings[w] }) {
			return x // "Duties and Accomplishments:" over a position's description
		}
	}
	if (x.main < 0 || words >= 6) && strings.HasPrefix(text, "(") && strings.HasSuffix(text, ")") && strings.Count(text, "(") == 1 && words >= 3 {
		// "(10-year history, most recent first)": a remark in brackets, not a header; so is a
		// dated one ("(2017 to 2019: back at school full time; no paid work)")
		x.main = -1
		return x
	}
	endsSentence := strings.HasSuffix(text, ".") && !strings.HasSuffix(text, "Inc.") && !strings.HasSuffix(text, "Co.") && !strings.HasSuffix(text, "Corp.") && !strings.HasSuffix(text, "Ltd.")
	switch {
	case l.bullet:
		// a bullet that opens with a range ("• Mar – Jun · Facility, City, ST · Unit · 13 wks")
		// is a position's header even with a few more fields
		limit := 11
		if x.main >= 0 && x.dates[x.main].isRange && x.dates[x.main].lo == 0 {
			limit = 14
		}
		x.header = x.main >= 0 && (x.dates[x.main].isRange || lastField(l.text, x.dates[x.main])) && nonDate <= limit && !endsSentence
	case x.main >= 0:
		x.header = x.dates[x.main].isRange || nonDate <= 10
	case words > 14:
	case endsSentence && words >= 3:
	case startsLower(text):
	default:
		x.header = true
	}
	// "Repairs and set-ups in store" under a title's line: a description in lower case, naming
	// neither a role nor an organisation nor a unit, is no header line
	if x.header && x.main < 0 && describes(text) {
		x.header = false
	}
	// a sentence, even one holding a date ("charge nurse 2018-2020"), is not a header; nor are
	// clauses joined by semicolons ("Rebuilt the checkout in React; load time down 40%"). But
	// a range of dates is no prose ("03.2018 – obecnie" says "to the present" in lower case),
	// nor is a gloss in brackets ("Kierowca kat. C+E (transport międzynarodowy)"); a single
	// date, or a range opened by "since" or "from", may be part of the sentence ("Relief charge
	// nurse since 2023")
	var ranges []dateSpan
	for _, d := range x.dates {
		if opens := strings.ToLower(text[d.lo:min(d.lo+5, len(text))]); d.isRange && opens != "since" && opens != "from " {
			ranges = append(ranges, d)
		}
	}
	if x.header && (proseLike(asideRE.ReplaceAllString(outsideDates(text, ranges), " ")) || x.main < 0 && words >= 8 && strings.Contains(strings.TrimRight(text, "; "), "; ")) && !gapReasonIn(strings.ToLower(text)) {
		x.header = false
	}
	return x
}

// rangeFromAbove reports whether the line above line i took its range from the start of line
// i (see rangeOntoNext).
func (p *parser) rangeFromAbove(i int) bool {
	if i == 0 || p.lines[i-1].sec != p.lines[i].sec {
		return false
	}
	prev := p.lines[i-1].text
	fs := strings.Fields(prev)
	if len(fs) == 0 || !isDash(fs[len(fs)-1]) && !rangeWords[strings.ToLower(fs[len(fs)-1])] {
		return false
	}
	ds := p.lineDates(i - 1)
	return len(ds) > 0 && ds[len(ds)-1].isRange && ds[len(ds)-1].hi == len(prev) && startsWithDate(&p.sc, p.lines[i].text)
}

// departmentLike reports a part of an organisation named after it: "School of Public
// Health", "Department of Surgery", "Information Technology Department", "Finance Division".
func departmentLike(s string) bool {
	ws := strings.Fields(strings.ToLower(s))
	if len(ws) < 2 {
		return false
	}
	switch ws[0] {
	case "school", "college", "department", "dept.", "dept", "division", "faculty", "office":
		if ws[1] == "of" && len(ws) > 2 {
			return true
		}
	}
	switch ws[len(ws)-1] {
	case "department", "dept", "dept.", "division":
		return true
	}
	return false
}

// formAnswer reports an application form's answer to a yes/no question ("Yes", "No", "N/A").
func formAnswer(s string) bool {
	switch strings.ToLower(strings.TrimRight(strings.TrimSpace(s), ".")) {
	case "yes", "no", "n/a", "y", "n":
		return true
	}
	return false
}

// eventWords name a one-off event that a single date after them dates ("Honorable discharge
// 09/2016", "Promoted 2019"): not the dates of a position.
var eventWords = setOf(`discharge discharged separated separation retired retirement promoted
promotion awarded graduated graduation passed licensed certified inducted commissioned`)

// eventDate reports whether the word right before date d in s is an event word.
func eventDate(s string, d dateSpan) bool {
	ws := strings.Fields(s[:d.lo])
	if len(ws) == 0 {
		return false
	}
	return eventWords[strings.ToLower(strings.Trim(ws[len(ws)-1], ":,;()"))]
}

// lastField reports whether date d is the last field of line s, set off by a dash or a bar
// ("ICU – Facility, City ST – 13 wks – 2024"): a date written where a position's dates go.
func lastField(s string, d dateSpan) bool {
	if strings.TrimSpace(s[d.hi:]) != "" {
		return false
	}
	before := strings.TrimRight(s[:d.lo], " \t")
	return strings.HasSuffix(before, " –") || strings.HasSuffix(before, " —") || strings.HasSuffix(before, " -") || strings.HasSuffix(before, " |")
}

// contentWords counts the words of s outside its dates, not counting separators.
func contentWords(s string, ds []dateSpan) int {
	n := 0
	for _, w := range strings.Fields(outsideDates(s, ds)) {
		if strings.ContainsFunc(w, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) {
			n++
		}
	}
	return n
}

// outsideDates is s with its dates blanked out: what the line says besides when.
func outsideDates(s string, ds []dateSpan) string {
	if len(ds) == 0 {
		return s
	}
	var b strings.Builder
	last := 0
	for _, d := range ds {
		b.WriteString(s[last:d.lo])
		b.WriteByte(' ')
		last = d.hi
	}
	b.WriteString(s[last:])
	return b.String()
}

// proseVerbs are words that make a line a sentence; they do not occur in titles or names.
var proseVerbs = setOf(`is are was were be been has have had does did not will would can could
should may might listed include includes including provided provide managed led worked served
responsible`)

// proseConnectors are lower-case words that titles and employers do hold ("Director of
// Nursing", "Bank of America", "Engineer at Google").
var proseConnectors = setOf(`of and the for at in on to with from via de del la le y du da van von
per & a an`)

// proseLike reports whether a line reads as a sentence rather than a title, an employer or a
// place: it holds a verb such as "were" or "is", or three or more lower-case words (beyond
// connectors such as "of" and "and") making up at least half of it. "Member of the rapid
// response team" and "5-6 patients on a 32-bed unit; charge nurse 2018-2020" are prose;
// "Director of Nursing" and "Travel RN, COVID/MICU" are not.
func proseLike(s string) bool {
	lower, total := 0, 0
	for _, w := range strings.Fields(s) {
		w = strings.Trim(w, ",;:.()[]\"'’")
		if w == "" || !strings.ContainsFunc(w, unicode.IsLetter) {
			continue
		}
		total++
		r, _ := utf8.DecodeRuneInString(w)
		if !unicode.IsLower(r) {
			continue
		}
		if proseVerbs[w] {
			return true
		}
		if !proseConnectors[w] && utf8.RuneCountInString(w) >= 3 {
			lower++
		}
	}
	return lower >= 3 && 2*lower >= total
}

// describes reports a phrase that describes work rather than naming it: a content word in
// lower case ("Print and copy centre", "Caseload of 55 K-5 students"), and no role,
// organisation, unit or specialty that would make it a title or an employer.
func describes(s string) bool {
	if strings.ContainsAny(s, ":|\t") || strings.HasPrefix(s, "(") && strings.HasSuffix(s, ")") || gapReasonIn(strings.ToLower(s)) {
		return false // a label, a remark in brackets ("(continued)"), a career break
	}
	s = durationRE.ReplaceAllString(s, " ") // "5 years 8 months" is a tenure, not a description
	lower := false
	for _, w := range strings.Fields(s) {
		w = strings.Trim(w, ",;.()[]\"'’")
		r, _ := utf8.DecodeRuneInString(w)
		if unicode.IsLower(r) && utf8.RuneCountInString(w) >= 3 && !proseConnectors[w] && !employmentTypes[w] {
			lower = true
			break
		}
	}
	if !lower {
		return false
	}
	// an organisation's name is capitalised: "store", "centre", "administration" in lower case
	// describe; a role may be written in lower case ("Registered nurse"), and so may a company's
	// legal form ("Sp. z o.o.", "e.V.")
	t, _ := scoreField(s)
	var caps []string
	for _, w := range strings.Fields(s) {
		if r, _ := utf8.DecodeRuneInString(w); unicode.IsUpper(r) || orgSuffixes[strings.ToLower(strings.TrimRight(w, ",;"))] {
			caps = append(caps, w)
		}
	}
	_, e := scoreField(strings.Join(caps, " "))
	return t == 0 && e == 0 && !unitLike(s) && !isSpecialtyName(s)
}

func startsLower(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return unicode.IsLower(r)
}

func wordCount(s string) int { return len(strings.Fields(s)) }

// workHistory reads every position in the experience sections, in the order written.
func (p *parser) workHistory() []rawJob {
	var jobs []rawJob
	var run []xline
	flush := func() {
		if len(run) > 0 {
			jobs = append(jobs, p.jobsFromRun(run)...)
			run = run[:0]
		}
	}
	prev := -1
	for i, l := range p.lines {
		if l.sec != secExperience {
			continue
		}
		if prev >= 0 && i != prev+1 {
			flush()
		}
		prev = i
		run = append(run, p.classifyLine(i))
	}
	flush()
	// "Travel Contracts — Travel OR RN": the role in the heading is the title of the
	// positions under it that name none of their own (a unit or service written in the
	// title's place, "CVOR", "Total joints", names no role)
	for k := range jobs {
		j := &jobs[k]
		if t, _ := scoreField(j.job.Title); t > 0 || j.gapNote != "" || j.lineIdx < 0 {
			continue
		}
		for h := j.lineIdx; h >= 0; h-- {
			if l := p.lines[h]; l.heading {
				if l.sec == secExperience && l.label != "" && titleLike(l.text) {
					j.job.Title = l.text
				}
				break
			}
		}
	}
	return jobs
}

// labelJobColumns reads the header row of a work-history table and labels the cells of the rows
// below it by their column ("Employer: Northern Steel | Title: Shop Helper | Summer 2011"), so
// that a row is read by its columns rather than by the cues of its words.
func (p *parser) labelJobColumns() {
	var roles []fieldRole
	for i := range p.lines {
		l := &p.lines[i]
		if l.sec != secExperience {
			roles = nil
			continue
		}
		cells := splitWith(l.text, tableSeparators)
		if r, ok := jobColumnRoles(cells); ok {
			roles = r
			continue
		}
		if len(roles) > 0 && len(cells) == 1 && i > 0 && strings.HasSuffix(p.lines[i-1].text, ",") && len(p.lineDates(i)) == 0 {
			continue // "PA" under "... | Employer: Acme Electric, Erie,": a cell's wrapped end
		}
		if len(roles) > 0 && len(cells) < len(roles) {
			cells = p.alignDateCells(cells, roles)
		}
		if len(roles) == 0 || len(cells) > len(roles) || len(cells) < len(roles) && cells == nil {
			roles = nil
			continue
		}
		off := len(roles) - len(cells)
		for k, c := range cells {
			switch roles[off+k] {
			case roleEmployer:
				cells[k] = "Employer: " + c
			case roleTitle:
				cells[k] = "Title: " + c
			}
		}
		l.text = ""
		for k, c := range cells {
			switch {
			case k == 0:
			case p.dateCell(cells[k-1]) && (p.dateCell(c) || presentWords[strings.ToLower(strings.TrimSpace(c))]):
				l.text += " – " // the From and To columns: "2016 – 2018", "05/2024 – present"
			default:
				l.text += " | "
			}
			l.text += c
		}
	}
}

// dateCell reports whether a table cell holds one date and nothing else.
func (p *parser) dateCell(c string) bool {
	ds := p.sc.findDates(c)
	return len(ds) == 1 && !ds[0].isRange && ds[0].lo == 0 && ds[0].hi == len(strings.TrimSpace(c))
}

// alignDateCells fits a table row with fewer cells than the header has columns, when the
// columns the row lacks are the leading date columns and the row's dates run into its first
// cell ("From | To | Position | Employer" over "05/2024 present Journeyman Wireman | Acme
// Electric"): the dates are cut from the first cell into a cell of their own, and the row is
// then read against the header's last columns. It returns nil when the row does not fit so.
func (p *parser) alignDateCells(cells []string, roles []fieldRole) []string {
	p.sc.bareRanges = true
	ds := p.sc.findDates(cells[0])
	p.sc.bareRanges = false
	if len(ds) == 0 || ds[0].lo != 0 {
		return nil
	}
	if rest := strings.TrimSpace(cells[0][ds[0].hi:]); rest != "" {
		cells = append([]string{cells[0][:ds[0].hi], rest}, cells[1:]...)
	}
	if len(cells) > len(roles) {
		return nil
	}
	for _, r := range roles[:len(roles)-len(cells)+1] {
		if r != roleOther {
			return nil // the cells left out or merged into the dates' cell are not dates
		}
	}
	return cells
}

// jobColumnRoles reads a table's header row: every word names a column (headerLabels), one
// column the employer and one the title. A unit or specialty column is the title only in a
// table with no role column ("Facility | Unit | Dates", a travel nurse's assignments).
func jobColumnRoles(cells []string) ([]fieldRole, bool) {
	if len(cells) < 2 {
		return nil, false
	}
	roles := make([]fieldRole, len(cells))
	unit := make([]bool, len(cells))
	var e, t bool
	for k, c := range cells {
		ws := fieldWords(c)
		if len(ws) == 0 || len(ws) > 2 {
			return nil, false
		}
		roles[k] = roleOther
		for _, w := range ws {
			r := headerLabels[w].column
			if r == roleNone {
				return nil, false
			}
			if r != roleOther {
				roles[k] = r
				unit[k] = w == "unit" || w == "specialty"
			}
		}
		e = e || roles[k] == roleEmployer
		t = t || roles[k] == roleTitle && !unit[k]
	}
	if !t {
		return roles, e && slices.Contains(roles, roleTitle)
	}
	for k := range roles {
		if unit[k] {
			roles[k] = roleOther
		}
	}
	return roles, e
}

// jobsFromRun reads the positions in one contiguous run of experience lines.
func (p *parser) jobsFromRun(run []xline) []rawJob {
	// 1. blocks
	var blocks []block
	var cur *block
	for _, x := range run {
		// "January 2022 – January 2023: relocation and licensing exams": a dated career break
		// stands alone, so the position written under it keeps its own header
		if x.header && x.main >= 0 && gapReasonIn(strings.ToLower(p.lines[x.idx].text)) {
			if cur != nil {
				blocks = append(blocks, *cur)
			}
			blocks = append(blocks, block{header: []xline{x}})
			cur = nil
			continue
		}
		// a form's labelled employer under the description of a dated position that names none
		// ("Main activities and responsibilities: ...", then "Name and address of employer:
		// ...") closes that position rather than opening the next
		if x.header && cur != nil && len(cur.body) > 0 && headerDated(cur.header) && p.labelRole(x) == roleEmployer && !slices.ContainsFunc(cur.header, p.labelsOrganisation) {
			cur.header = append(cur.header, x)
			continue
		}
		if x.header && cur != nil && (len(cur.body) > 0 && !p.continues(cur, x) || len(cur.body) == 0 && p.lines[x.idx].blankBefore && headerDated(cur.header)) {
			blocks = append(blocks, *cur)
			cur = nil
		}
		if cur == nil {
			cur = &block{}
		}
		if x.header && !p.continues(cur, x) && len(cur.body) == 0 {
			cur.header = append(cur.header, x)
			continue
		}
		cur.body = append(cur.body, x)
	}
	if cur != nil {
		blocks = append(blocks, *cur)
	}
	// a dateless header group after a header group without body completes it ("Registered
	// Nurse | 2019 - Present", blank line, "St. Mary's Hospital", bullets)
	merged := blocks[:0]
	for _, b := range blocks {
		if n := len(merged); n > 0 && len(merged[n-1].body) == 0 && len(b.header) > 0 && !headerDated(b.header) && headerDated(merged[n-1].header) {
			merged[n-1].header = append(merged[n-1].header, b.header...)
			merged[n-1].body = b.body
			continue
		}
		merged = append(merged, b)
	}
	blocks = merged
	for i := range blocks {
		blocks[i].header = p.joinDateLines(blocks[i].header)
	}
	// 2. positions
	var out []rawJob
	for _, b := range blocks {
		groups := splitHeader(b.header)
		var groupEmp, groupCity, groupState string
		for gi, g := range groups {
			var body []xline
			if gi == len(groups)-1 {
				body = b.body
			}
			rj, ok := p.jobFromBlock(g, body)
			if rj.training {
				continue
			}
			if !ok {
				// nothing that makes a position: the lines belong to the one above
				// (with none above in this run they are dropped rather than misattributed)
				if n := len(out); n > 0 {
					p.addBody(&out[n-1], append(append([]xline(nil), g...), body...))
				}
				continue
			}
			if gi == 0 && rj.groupEmployer {
				groupEmp = rj.job.Employer
				if rj.job.Location != nil {
					groupCity, groupState = rj.job.Location.City, rj.job.Location.State
				}
			}
			if rj.job.Employer == "" && rj.gapNote == "" {
				switch {
				case gi > 0 && groupEmp != "":
					rj.job.Employer = groupEmp
					if rj.job.Location == nil && (groupCity != "" || groupState != "") {
						rj.job.Location = &JobLocation{City: groupCity, State: groupState}
					}
				case len(out) > 0 && out[len(out)-1].groupEmployer && out[len(out)-1].job.Employer != "" && (len(g) == 1 || gi == 0 && p.titleDatesPlace(g)):
					// another role under the employer named above the previous one
					prevJ := out[len(out)-1]
					rj.job.Employer = prevJ.job.Employer
					rj.groupEmployer = true
					if rj.job.Location == nil && prevJ.job.Location != nil {
						loc := *prevJ.job.Location
						rj.job.Location = &loc
					}
				}
			}
			out = append(out, rj)
		}
	}
	return clientAssignments(out)
}

// labelRole is the role of header line x's label, or roleNone: "Employer: Acme" and "Name and
// address of employer: Acme, Porto" label the employer.
func (p *parser) labelRole(x xline) fieldRole {
	role, _, _ := inlineLabel(p.lines[x.idx].text)
	return role
}

// labelsOrganisation reports whether header line x is a field labelled as the employer or as
// the client, worksite or agency an assignment was with ("Client: Charles Schwab").
func (p *parser) labelsOrganisation(x xline) bool {
	switch p.labelRole(x) {
	case roleEmployer, roleClient, roleWorksite, roleAgency:
		return true
	}
	return false
}

// startsProperName reports whether s starts with a capital or a digit, as a name does
// ("Ridgeport Logistics", "3M"), rather than with a description ("various warehouses").
func startsProperName(s string) bool {
	r, _ := utf8.DecodeRuneInString(strings.TrimSpace(s))
	return unicode.IsUpper(r) || unicode.IsDigit(r)
}

// clientAssignments reads an agency's line with the assignments under it: "Meridian Staffing
// — Travel Surgical Technologist — 06/2024 – Present" followed by lines "Client: Mercy
// Hospital, City, ST · CVOR · 13 weeks · dates". Each client line is a position at the client
// facility, with the title of the agency line (a unit written on the client line is not the
// title); the agency line itself is no position, as an agency named only above its
// assignments is not their employer.
func clientAssignments(jobs []rawJob) []rawJob {
	out := jobs[:0]
	for i := 0; i < len(jobs); i++ {
		j := jobs[i]
		k := i + 1
		for k < len(jobs) && jobs[k].client {
			k++
		}
		if j.client || k == i+1 || j.gapNote != "" || !j.dated {
			out = append(out, j)
			continue
		}
		title := j.job.Title
		for _, c := range jobs[i+1 : k] {
			if title != "" {
				c.job.Title = title
			}
			out = append(out, c)
		}
		i = k - 1
	}
	return out
}

// continues reports whether header-like line x is really the wrapped end of the bullet before
// it: the bullet did not end a sentence and x carries no date and no title or employer cue.
func (p *parser) continues(b *block, x xline) bool {
	if len(b.body) == 0 || x.main >= 0 {
		return false
	}
	l := p.lines[x.idx]
	if l.bullet || l.blankBefore {
		return false
	}
	prevL := p.lines[b.body[len(b.body)-1].idx]
	// a wrapped line follows a long one (it reached the margin)
	if wordCount(prevL.text) < 6 || len(prevL.text) < 50 && !startsLower(l.text) {
		return false
	}
	if gapReasonIn(strings.ToLower(l.text)) {
		return false
	}
	last := prevL.text[len(prevL.text)-1]
	if last == '.' || last == '!' || last == '?' || last == ':' {
		return false
	}
	t, e := scoreField(l.text)
	if t > 0 || e > 0 {
		return false
	}
	if _, ok := parsePlace(l.text); ok {
		return false
	}
	return true
}

// splitHeader cuts a header group holding several dated lines into one group per position.
func splitHeader(h []xline) [][]xline {
	dated := 0
	for _, x := range h {
		if x.main >= 0 {
			dated++
		}
	}
	if dated < 2 {
		return [][]xline{h}
	}
	var out [][]xline
	if h[0].main >= 0 {
		// date lines start positions. When some position is a dated line alone ("Senior
		// Representative | 06/2018 – 08/2020" right above the next one), an undated line
		// between dated ones names the employer of the positions below it, not the one above.
		alone := false
		for i := 1; i < len(h); i++ {
			alone = alone || h[i].main >= 0 && h[i-1].main >= 0
		}
		opened := false
		for i, x := range h {
			if alone && i > 0 && x.main < 0 && i+1 < len(h) && h[i+1].main >= 0 {
				out = append(out, []xline{x})
				opened = true
				continue
			}
			if x.main >= 0 && !opened || len(out) == 0 {
				out = append(out, nil)
			}
			opened = false
			out[len(out)-1] = append(out[len(out)-1], x)
		}
		return out
	}
	// date lines end positions; lines after the last one go to it, as does a unit right
	// after a position's dates
	var g []xline
	for _, x := range h {
		if x.unit && g == nil && len(out) > 0 {
			out[len(out)-1] = append(out[len(out)-1], x)
			continue
		}
		g = append(g, x)
		if x.main >= 0 {
			out = append(out, g)
			g = nil
		}
	}
	if len(g) > 0 {
		out[len(out)-1] = append(out[len(out)-1], g...)
	}
	return out
}

// gapWords mark a career break written as an entry of the work history.
var gapWords = []string{"relocation to", "relocating to", "career break", "sabbatical", "maternity leave", "paternity leave",
	"parental leave", "family leave", "medical leave", "personal leave", "leave of absence",
	"gap year", "stay-at-home", "stay at home", "homemaker", "full-time parent",
	"full time parent", "caring for", "family caregiver", "caregiver for", "job search",
	"unemployed", "relocated", "career gap", "employment gap", "bereavement",
	"family responsibilities", "raising children", "raising my", "personal reasons",
	"health reasons", "travel break", "traveled", "travelled", "military spouse",
	"care of family", "care for family", "family care", "laid off", "layoff", "furlough"}

// trainingIn reports whether a position's header names a student placement, which is
// training, not work history, whatever section it is under.
func trainingIn(lower string) bool {
	if containsWord(lower, "co-op") || containsWord(lower, "coop") || strings.Contains(lower, "cooperative education") {
		return false // "Accounting Co-op (Rotation 2)": a co-op term is paid work, whatever it is called
	}
	prev := ""
	for _, w := range strings.FieldsFunc(lower, func(r rune) bool { return !unicode.IsLetter(r) }) {
		switch w {
		case "preceptorship", "preceptorships", "practicum", "practicums", "rotation", "rotations":
			return true
		case "placement", "placements": // "Clinical Placement", not "Placement Coordinator"
			if prev == "clinical" || prev == "student" {
				return true
			}
		}
		prev = w
	}
	return false
}

func gapReasonIn(lower string) bool {
	for _, w := range gapWords {
		if strings.Contains(lower, w) {
			return true
		}
	}
	return false
}

// splitCapsName cuts a segment that opens with a name in capitals followed by a title in
// title case into the two ("ACME FAMILY CLINIC Lead Medical Assistant"): at least two words
// in capitals that read as no title, then words that do.
func splitCapsName(segs []string) []string {
	var out []string
	for _, seg := range segs {
		ws := strings.Fields(seg)
		k := 0
		for k < len(ws) && isAllCaps(ws[k]) && utf8.RuneCountInString(strings.Trim(ws[k], "&.,-")) >= 2 {
			k++
		}
		if k >= 2 && k < len(ws) {
			name, rest := strings.Join(ws[:k], " "), strings.Join(ws[k:], " ")
			r, _ := utf8.DecodeRuneInString(rest)
			nt, _ := scoreField(name)
			if rt, re := scoreField(rest); unicode.IsUpper(r) && !isAllCaps(rest) && nt == 0 && rt > re {
				out = append(out, name, rest)
				continue
			}
		}
		out = append(out, seg)
	}
	return out
}

// employedAsRE reads a position written as a sentence: "Currently employed at Acme Corp,
// Dayton, OH, as a Shift Lead, since ...", "Previously worked for Acme as an Analyst, ...".
var employedAsRE = regexp.MustCompile(`^(?i:(?:currently|presently|previously|formerly|most recently|recently|also|then|later)\s+)?(?i:employed|worked|working)\s+(?i:at|by|for|with)\s+(\p{Lu}[^|]*?),?\s+as\s+(?i:an?\s+|the\s+)?(\p{Lu}[^|]*?)[\s,.;]*(\|.*)?$`)

// labelEmployedAs labels the employer and the title of a header line written as a sentence
// (see employedAsRE), its dates already blanked out: "Employer: Acme Corp, Dayton, OH |
// Title: Shift Lead | ...". Other lines are returned as they are.
func labelEmployedAs(text string) string {
	m := employedAsRE.FindStringSubmatch(strings.TrimSpace(text))
	if m == nil {
		return text
	}
	out := "Employer: " + m[1] + " | Title: " + m[2]
	if m[3] != "" {
		out += " " + m[3]
	}
	return out
}

// joinTitleParts puts back together the parts of a title that separators cut apart: roles on
// either side of a slash ("Critical Care Paramedic / Field Training Officer", "Hazmat /
// Tanker"), neither of them an organisation, and a phrase without cues after a title and a
// dash ("OTR Driver – Hazmat / Tanker") when another line of the header holds the employer, or
// a unit there when a field after a bar does ("Registered Nurse – Mother/Baby | Christus ...").
func joinTitleParts(fields []jobField) []jobField {
	orgLike := func(f jobField) bool { return f.e > f.t }
	// a field set apart by a bar later on the line: the employer's place in "Title – Unit |
	// Employer"
	barLater := func(i int) bool {
		return slices.ContainsFunc(fields[i+1:], func(g jobField) bool {
			_, place := parsePlace(g.text)
			return g.line == fields[i].line && g.sepBefore == "|" && !g.commaTied && !place && g.t == 0
		})
	}
	out := fields[:0]
	for i, f := range fields {
		n := len(out)
		if n == 0 || f.commaTied || f.role != roleNone || out[n-1].role != roleNone || f.line != out[n-1].line {
			out = append(out, f)
			continue
		}
		prev := &out[n-1]
		switch {
		case f.sepBefore == "/" && !orgLike(f) && !orgLike(*prev):
			prev.text += " / " + f.text
		case isDash(f.sepBefore) && prev.t > prev.e && f.t == 0 && (f.e == 0 && employerElsewhere(fields, f.line) || unitLike(f.text) && !endsOrgHead(f.text) && barLater(i)):
			prev.text += " " + f.sepBefore + " " + f.text
		default:
			out = append(out, f)
			continue
		}
		prev.t, prev.e = scoreField(prev.text)
	}
	return out
}

// employerElsewhere reports whether a header line other than li holds a field that is not a
// title.
func employerElsewhere(fields []jobField, li int) bool {
	for _, f := range fields {
		if f.line != li && f.t <= f.e {
			return true
		}
	}
	return false
}

// assignFields picks the title and the employer among the header fields, by their cues, then
// by position.
func assignFields(fields []jobField, hdr []xline) (title, employer int) {
	title, employer = -1, -1
	for i, f := range fields {
		// a labelled cell cut at its commas ("Title: Apprentice, 4th year") is named by its
		// first part
		if f.role == roleTitle && f.t >= f.e && (title < 0 || !f.commaTied) {
			title = i
		}
		if f.role == roleEmployer && f.e >= f.t && (employer < 0 || !f.commaTied) {
			employer = i
		}
	}
	best := 0
	if title < 0 {
		for i, f := range fields {
			if i != employer && f.t-f.e > best && !f.commaTied {
				title, best = i, f.t-f.e
			}
		}
	}
	if title < 0 {
		best = 0
		for i, f := range fields {
			if i != employer && f.t-f.e > best {
				title, best = i, f.t-f.e
			}
		}
	}
	best = 0
	if employer < 0 {
		for i, f := range fields {
			if i != title && f.e-f.t > best {
				employer, best = i, f.e-f.t
			}
		}
	}
	if title >= 0 {
		fields[title].used = true
	}
	if employer >= 0 {
		fields[employer].used = true
	}
	// fields without cues
	var unknown []int
	for i, f := range fields {
		if !f.used && f.t == f.e {
			unknown = append(unknown, i)
		}
	}
	pick := func(avoidTiedTo int) int {
		// prefer a field on another line or not comma-tied to the field already chosen, and a
		// name to a phrase in small letters ("HVAC/R Tech - rooftop units & chillers — Midland
		// Freight Lines": the note after the title is no employer)
		for _, named := range []bool{true, false} {
			for _, i := range unknown {
				if fields[i].used || named && startsLower(fields[i].text) {
					continue
				}
				if avoidTiedTo >= 0 && fields[i].commaTied && fields[i].line == fields[avoidTiedTo].line {
					continue
				}
				return i
			}
		}
		for _, i := range unknown {
			if !fields[i].used {
				return i
			}
		}
		return -1
	}
	switch {
	case title >= 0 && employer < 0:
		employer = pick(title)
	case title < 0 && employer >= 0:
		title = pick(employer)
	case title < 0 && employer < 0:
		switch len(unknown) {
		case 0:
		case 1:
			if agentive(fields[unknown[0]].text) {
				title = unknown[0]
			} else {
				employer = unknown[0]
			}
		default:
			a, b := unknown[0], pick(unknown[0])
			if b < 0 || b == a {
				b = unknown[1]
			}
			// the employer's line usually carries the place or the dates
			if fields[a].line != fields[b].line && lineHasPlaceOrDate(hdr, fields[a].line) && !lineHasPlaceOrDate(hdr, fields[b].line) {
				a, b = b, a
			}
			title, employer = a, b
		}
	}
	if title >= 0 {
		fields[title].used = true
	}
	if employer >= 0 {
		fields[employer].used = true
	}
	return title, employer
}

// unitWords end the name of a hospital unit or service written after a title.
var unitWords = setOf(`unit ward floor department icu picu nicu micu sicu cvicu pcu ccu er ed
or pacu service team clinic pool`)

// unitLike reports whether s names a unit or a specialty ("Cardiac Telemetry Unit", "Medical
// ICU", "Labor & Delivery") rather than an employer.
func unitLike(s string) bool {
	if parts := strings.Split(s, " / "); len(parts) > 1 {
		// "ED / Trauma": units joined by a slash
		for _, pt := range parts {
			if unitLike(pt) {
				return true
			}
		}
		return false
	}
	ws := fieldWords(s)
	if len(ws) == 0 || len(ws) > 4 {
		return false
	}
	if unitWords[ws[len(ws)-1]] {
		return true
	}
	if isSpecialtyName(s) {
		return true
	}
	// "Inpatient Oncology", "Perioperative Services": a specialty in its setting, or its
	// service
	rest := strings.Fields(s)
	if len(rest) < 2 {
		return false
	}
	if careSettings[ws[0]] {
		return isSpecialtyName(strings.Join(rest[1:], " "))
	}
	return ws[len(ws)-1] == "services" && isSpecialtyName(strings.Join(rest[:len(rest)-1], " "))
}

// careSettings are the settings a specialty is practised in, written before it.
var careSettings = setOf(`inpatient outpatient ambulatory acute adult pediatric paediatric`)

// romanceOrgHeads begin organisations' names in Romance languages; romanceOf are the words
// after them ("de", "do", "del").
var (
	romanceOrgHeads = setOf(`hospital hôpital hospitalar centro centre clínica clinica clinique instituto institut
universidade universidad université università escola escuela école empresa compañía companhia grupo groupe`)
	romanceOf = setOf(`de do da dos das del della di du des`)
)

// endsOrgHead reports whether an employer's name ends in a word that ends organisations'
// names ("Hospital", "Institute", "University", "Inc.").
func endsOrgHead(s string) bool {
	ws := fieldWords(s)
	return len(ws) > 0 && orgHeads[ws[len(ws)-1]]
}

// bracketedPlace cuts a place written in brackets out of a header field: "Mercy Hospital
// (Boise, ID)" is "Mercy Hospital" in Boise, ID.
func bracketedPlace(s string) (cityLocation, string, bool) {
	i := strings.LastIndexByte(s, '(')
	if i <= 0 {
		return cityLocation{}, s, false
	}
	j := strings.IndexByte(s[i:], ')')
	inner := s[i+1:]
	if j > 0 {
		inner = s[i+1 : i+j]
	}
	if !strings.Contains(inner, ",") {
		return cityLocation{}, s, false
	}
	pl, ok := parsePlace(inner)
	if !ok || pl.city == "" && pl.state == "" {
		return cityLocation{}, s, false
	}
	rest := s[:i]
	if j > 0 {
		// what follows the bracket, but the full stop that ends a sentence ("… Hospital (Erie, PA).")
		rest += strings.TrimSuffix(s[i+j+1:], ".")
	}
	return pl, strings.TrimSpace(rest), true
}

func lineHasPlaceOrDate(hdr []xline, li int) bool {
	return li < len(hdr) && hdr[li].main >= 0
}

// agentive reports whether a word-final suffix makes s read as a role ("Barista", "Cashier").
func agentive(s string) bool {
	ws := strings.Fields(strings.ToLower(s))
	if len(ws) == 0 || len(ws) > 4 {
		return false
	}
	w := strings.Trim(ws[len(ws)-1], ".,()")
	for _, suf := range []string{"ist", "ian", "ista", "ier", "eer", "ant", "ent", "or", "er"} {
		if len(w) > len(suf)+3 && strings.HasSuffix(w, suf) {
			return true
		}
	}
	return false
}

// scoreField scores a phrase as a job title (t) and as an employer (e). The last word weighs
// most: "Nursing Home Administrator" is a title, "Home Health Care Services" an employer.
func scoreField(s string) (t, e int) {
	ws := fieldWords(s)
	if len(ws) == 0 {
		return 0, 0
	}
	mods := 0
	for _, w := range ws {
		if roleHeads[w] {
			t++
		} else if roleWords[w] {
			mods++ // "Senior", "Charge", "Travel" count only beside a role noun
		}
		if orgWords[w] {
			e++
		}
	}
	if t > 0 {
		t += mods
	}
	head := ws[len(ws)-1]
	for len(ws) > 1 && isLevelWord(head) {
		ws = ws[:len(ws)-1]
		head = ws[len(ws)-1]
	}
	if roleHeads[head] {
		t += 3
	}
	if orgHeads[head] {
		e += 3
	}
	switch ws[0] {
	case "university", "college", "bank", "city", "county", "state", "department", "school", "institute", "office", "board", "town", "village", "commonwealth":
		if len(ws) > 2 && ws[1] == "of" {
			e += 3
		}
	case "self-employed", "freelance", "self":
		e += 3
	}
	// "Hospital de Santo António", "Centro Hospitalar de ...", "Clínica del Sol": names in
	// Romance languages set the organisation's head noun first, then "de"
	if len(ws) > 2 && (orgHeads[ws[0]] || romanceOrgHeads[ws[0]]) && romanceOf[ws[1]] || len(ws) > 3 && romanceOrgHeads[ws[0]] && romanceOf[ws[2]] {
		e += 3
	}
	// "Director of Nursing", "Head of Engineering": a role noun before "of"
	for i := 1; i < len(ws)-1; i++ {
		if ws[i] == "of" && roleHeads[ws[i-1]] {
			t += 3
			break
		}
	}
	return t, e
}

func isLevelWord(w string) bool {
	switch w {
	case "i", "ii", "iii", "iv", "v", "1", "2", "3", "4", "level", "grade":
		return true
	}
	return false
}

// fieldWords lower-cases s and splits it into words, dropping punctuation at their edges and
// parenthesised text ("Registered Nurse (ICU)" heads on "nurse").
func fieldWords(s string) []string {
	if i := strings.IndexByte(s, '('); i > 0 {
		if j := strings.IndexByte(s[i:], ')'); j > 0 {
			s = s[:i] + " " + s[i+j+1:]
		} else {
			s = s[:i]
		}
	}
	ws := strings.Fields(strings.ToLower(s))
	// a new slice, not ws[:0]: a word with a slash adds two, which would overwrite the words
	// not read yet ("HVAC/R Apprentice Course" read as "hvac r r r")
	out := make([]string, 0, len(ws)+2)
	for _, w := range ws {
		w = strings.Trim(w, ",;:()[]\"'’&/")
		if w == "" || w == "-" {
			continue
		}
		if strings.HasSuffix(w, ".") && !orgWords[w] {
			w = strings.TrimSuffix(w, ".")
		}
		// "Med/Surg", "RN/Charge" read as words
		if strings.Contains(w, "/") {
			for _, x := range strings.Split(w, "/") {
				if x != "" {
					out = append(out, x)
				}
			}
			continue
		}
		out = append(out, w)
	}
	return out
}

func isEmploymentType(f string) bool {
	ws := fieldWords(f)
	if len(ws) == 0 {
		return false
	}
	for _, w := range ws {
		if !employmentTypes[w] && w != "position" && w != "role" && w != "time" && w != "full" && w != "part" && w != "diem" && w != "per" {
			return false
		}
	}
	return true
}

func isRemoteField(f string) bool {
	ws := fieldWords(f)
	if len(ws) == 0 || len(ws) > 4 {
		return false
	}
	remote := false
	for _, w := range ws {
		switch w {
		case "remote", "remotely":
			remote = true
		case "fully", "100%", "us", "usa", "u.s", "united", "states", "work", "from", "home", "wfh", "position", "role":
		default:
			return false
		}
	}
	return remote || len(ws) == 3 && ws[0] == "work" && ws[1] == "from" && ws[2] == "home"
}

// commaParts splits a field at commas, keeping company suffixes ("Acme, Inc.") with their name.
func commaParts(s string) []string {
	if strings.IndexByte(s, ',') < 0 {
		return []string{s}
	}
	raw := strings.Split(s, ",")
	out := raw[:0]
	for _, p := range raw {
		tp := strings.TrimSpace(p)
		if len(out) > 0 && orgSuffixes[strings.ToLower(tp)] {
			out[len(out)-1] += "," + p
			continue
		}
		// "Calloway, Pruitt & Mendes": surnames listed before an ampersand name one firm
		if n := len(out); n > 0 && firmTail(tp) && surnameLike(strings.TrimSpace(out[n-1])) {
			k := n - 1
			for k > 0 && surnameLike(strings.TrimSpace(out[k-1])) {
				k--
			}
			out[k] = strings.Join(append(out[k:n:n], p), ",")
			out = out[:k+1]
			continue
		}
		out = append(out, p)
	}
	return out
}

// firmTail reports the last names of a firm's list: "Pruitt & Mendes", "Arps and Slate LLP".
func firmTail(s string) bool {
	for _, conj := range []string{" & ", " and "} {
		if a, b, ok := strings.Cut(s, conj); ok {
			bw := strings.Fields(b)
			if len(bw) == 0 || len(bw) > 2 || !surnameLike(a) || !surnameLike(bw[0]) {
				return false
			}
			return len(bw) == 1 || orgSuffixes[strings.ToLower(bw[1])]
		}
	}
	return false
}

// surnameLike reports a single capitalised word that is not in capitals and names no role
// ("Calloway", not "Nurse" or "ICU").
func surnameLike(s string) bool {
	if s == "" || strings.ContainsAny(s, " .") || isAllCaps(s) {
		return false
	}
	r, _ := utf8.DecodeRuneInString(s)
	if !unicode.IsUpper(r) {
		return false
	}
	t, e := scoreField(s)
	return t == 0 && e == 0 && !isSpecialtyName(s)
}

// splitWith cuts s at every separator in seps, returning trimmed non-empty parts.
func splitWith(s string, seps []string) []string {
	parts := []string{s}
	for _, sep := range seps {
		if !strings.Contains(s, sep) {
			continue
		}
		var next []string
		for _, f := range parts {
			for _, q := range strings.Split(f, sep) {
				if q = strings.TrimSpace(q); q != "" {
					next = append(next, q)
				}
			}
		}
		parts = next
	}
	return parts
}

// indexWordFold finds sub (lower-case ASCII) in s ignoring case.
func indexWordFold(s, sub string) int { return indexFold(s, sub) }

// techPrefixes introduce a list of technologies inside a position.
var techPrefixes = []string{"technologies", "technology", "tech stack", "tools", "environment",
	"tools used", "skills used", "key technologies", "technologies used", "stack", "tools & technologies",
	"tools and technologies", "software", "systems", "emr", "ehr", "equipment", "skills"}

// addBody turns body lines into responsibilities and technologies.
func (p *parser) addBody(rj *rawJob, body []xline) {
	for _, x := range body {
		l := p.lines[x.idx]
		text := l.text
		if l.heading {
			rj.job.Technologies = appendList(rj.job.Technologies, text)
			continue
		}
		if l.subheading {
			continue
		}
		if i := strings.IndexByte(text, ':'); i > 0 && i < 30 {
			head := strings.ToLower(strings.TrimSpace(text[:i]))
			for _, tp := range techPrefixes {
				if head == tp {
					rj.job.Technologies = appendList(rj.job.Technologies, text[i+1:])
					text = ""
					break
				}
			}
			if text == "" {
				continue
			}
			if strings.TrimSpace(text[i+1:]) == "" && wordCount(text) <= 4 {
				continue // a sub-heading such as "Key achievements:"
			}
		}
		r := rj.job.Responsibilities
		if n := len(r); n > 0 && !l.bullet && (startsLower(text) || !endsSentenceMark(r[n-1]) && !l.blankBefore && !x.header && wordCount(r[n-1]) >= 6 && p.lines[x.idx-1].bullet) {
			r[n-1] += " " + text
			continue
		}
		rj.job.Responsibilities = append(r, text)
	}
}

func endsSentenceMark(s string) bool {
	if s == "" {
		return true
	}
	switch s[len(s)-1] {
	case '.', '!', '?', ';', ':':
		return true
	}
	return false
}

// appendList appends the comma- or semicolon-separated items of s to list.
func appendList(list []string, s string) []string {
	for _, it := range splitList(s) {
		list = appendUnique(list, it)
	}
	return list
}

// splitList splits "Go, SQL; Docker and Kubernetes" into items.
func splitList(s string) []string {
	var out []string
	depth := 0
	start := 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '(':
			depth++
		case ')':
			if depth > 0 {
				depth--
			}
		case ',', ';', '|':
			if depth == 0 {
				out = appendItem(out, s[start:i])
				start = i + 1
			}
		}
	}
	out = appendItem(out, s[start:])
	return out
}

func appendItem(out []string, it string) []string {
	it = strings.TrimSpace(it)
	it = strings.TrimPrefix(it, "and ")
	it = strings.TrimSpace(strings.Trim(it, ".•·*-–— \t"))
	if it == "" {
		return out
	}
	// "•" glued lists: "Python • Go"
	for _, sep := range []string{" • ", " · ", "•", "·", " ● ", " ▪ "} {
		if strings.Contains(it, sep) {
			for _, x := range strings.Split(it, sep) {
				out = appendItem(out, x)
			}
			return out
		}
	}
	return append(out, it)
}

func appendUnique(list []string, s string) []string {
	for _, x := range list {
		if strings.EqualFold(x, s) {
			return list
		}
	}
	return append(list, s)
}

// tidyReason cleans a career-break entry into a reason: dates and separators gone.
func tidyReason(s string) string {
	parts := splitWith(s, jobFieldSeps)
	r := strings.Join(parts, " - ")
	r = strings.Trim(r, " -,:;()")
	return r
}

func headerDated(h []xline) bool {
	for _, x := range h {
		if x.main >= 0 {
			return true
		}
	}
	return false
}

// joinDateLines joins a start date and an end date written on lines of their own ("Jan 2019",
// "Present"; "Jan 2019 -", "Mar 2021"), as table cells often come out of a PDF, into one range.
func (p *parser) joinDateLines(h []xline) []xline {
	for i := 0; i+1 < len(h); i++ {
		x := h[i]
		if x.main < 0 || x.dates[x.main].isRange || !p.onlyDates(x) {
			continue
		}
		next := h[i+1]
		sp := x.dates[x.main]
		switch {
		case next.main < 0 && isPresentLine(p.lines[next.idx].text):
			sp.isRange, sp.current = true, true
		case next.main >= 0 && !next.dates[next.main].isRange && p.onlyDates(next) && next.dates[next.main].start.month() >= sp.start.month():
			sp.isRange, sp.end = true, next.dates[next.main].start
		default:
			continue
		}
		x.dates = append([]dateSpan(nil), x.dates...)
		x.dates[x.main] = sp
		h[i] = x
		h = append(h[:i+1], h[i+2:]...)
	}
	return h
}

// onlyDates reports whether a line holds nothing but its dates and separators.
func (p *parser) onlyDates(x xline) bool {
	t := p.lines[x.idx].text
	last := 0
	for _, d := range x.dates {
		if !separatorText(t[last:d.lo]) {
			return false
		}
		last = d.hi
	}
	return separatorText(t[last:])
}

// separatorText reports whether s holds only punctuation and the words of a range ("from", "to").
func separatorText(s string) bool {
	for _, w := range strings.FieldsFunc(s, func(r rune) bool {
		return r == ' ' || r == '-' || r == '–' || r == '—' || r == '|' || r == ',' || r == ':' || r == '(' || r == ')' || r == '\t'
	}) {
		switch strings.ToLower(w) {
		case "to", "from", "since", "through", "until", "dates":
		default:
			return false
		}
	}
	return true
}

// isPresentLine reports a line that only says the position goes on: "Present", "- Current".
func isPresentLine(t string) bool {
	t = strings.ToLower(strings.Trim(t, " -–—|,:()"))
	t = strings.TrimPrefix(t, "to ")
	switch t {
	case "present", "current", "currently", "now", "today", "to date", "date", "ongoing":
		return true
	}
	return false
}

// numberRangeRE is a dash between two numbers ("Grades 3–5"); dates are blanked out before it
// is looked for.
var numberRangeRE = regexp.MustCompile(`\d[–—]\d`)

// asideRE is a remark in brackets.
var asideRE = regexp.MustCompile(`\([^()]*\)`)

// stateSentenceRE is a place ending in a state code followed by a sentence: ", AR. Paid".
var stateSentenceRE = regexp.MustCompile(`, ?([A-Z]{2})\. +[A-Z][a-z]`)

// protectDash and unprotectDash hide a dash inside a field from the separators and bring it
// back.
func protectDash(m string) string {
	return strings.NewReplacer("–", "\x01", "—", "\x02").Replace(m)
}

func unprotectDash(s string) string {
	if !strings.ContainsAny(s, "\x01\x02") {
		return s
	}
	return strings.NewReplacer("\x01", "–", "\x02", "—").Replace(s)
}

// remarkField reports a bracketed remark in lower case ("(while in nursing school)", "(part of
// a merger)"): a note on the position, never its title or employer.
func remarkField(f string) bool {
	if !strings.HasPrefix(f, "(") || !strings.HasSuffix(f, ")") {
		return false
	}
	r, _ := utf8.DecodeRuneInString(f[1:])
	return unicode.IsLower(r)
}

// dropBracketNote removes a bracketed note after an employer's name ("Acme Staffing (Mercy
// Hospital site)", "Initech (acquired by Globex)"); an abbreviation of the name in capitals
// ("Veterans Health Administration (VHA)") is kept, and a name written wholly in brackets loses
// them ("PCU Apr 2026 – Current (Phoenix Memorial)").
func dropBracketNote(s string) string {
	i := strings.LastIndexByte(s, '(')
	if i == 0 && strings.HasSuffix(s, ")") && strings.Count(s, "(") == 1 {
		return strings.TrimSpace(s[1 : len(s)-1]) // the whole name in brackets: "… 2020 (Acme Steel)"
	}
	if i <= 0 || !strings.HasSuffix(s, ")") || strings.Count(s, "(") != 1 {
		return s
	}
	inner := s[i+1 : len(s)-1]
	if isAllCaps(inner) && !strings.Contains(inner, " ") {
		return s
	}
	return strings.TrimSpace(s[:i])
}

// titleDatesPlace reports whether a header group holds only a title, dates and places (a
// further role under an employer named above: "Respiratory Therapist II", "April 2021 - March
// 2023", "Lexington, Kentucky").
func (p *parser) titleDatesPlace(g []xline) bool {
	titles := 0
	for _, x := range g {
		t := p.lines[x.idx].text
		if x.main >= 0 {
			// "April 2021 - March 2023 (2 years)"
			var sb strings.Builder
			last := 0
			for _, d := range x.dates {
				sb.WriteString(t[last:d.lo])
				last = d.hi
			}
			sb.WriteString(t[last:])
			if !separatorText(durationRE.ReplaceAllString(sb.String(), " ")) {
				return false
			}
			continue
		}
		if _, ok := parsePlace(t); ok {
			continue
		}
		if tt, e := scoreField(t); tt > e {
			titles++
			continue
		}
		return false
	}
	return titles == 1
}

// endsOrgSuffix reports whether s ends in a company suffix after a comma ("..., P.A.", "...,
// LLC").
func endsOrgSuffix(s string) bool {
	i := strings.LastIndexByte(s, ',')
	if i < 0 {
		return false
	}
	suf := strings.TrimSpace(s[i+1:])
	// "CO", "PA" without periods are states
	return orgSuffixes[strings.ToLower(suf)] && (strings.Contains(suf, ".") || !hasState(strings.ToUpper(suf)))
}
