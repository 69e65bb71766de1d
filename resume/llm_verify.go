package resume

import (
	"reflect"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/nyaruka/phonenumbers"

	"github.com/recruitd/recruitd/taxonomy"
)

// A model's profile is trusted only as far as the resume text bears it out. verify keeps:
//
//   - names, employers, schools, street, city and ZIP code only when their words appear in the
//     text, in order, or all within two consecutive lines (a wrapped table cell); words are
//     compared with case, accents, whitespace, dashes and other punctuation aside. A position
//     whose employer is not in the text is dropped whole;
//   - job titles, specialties, degrees, majors, certification names, skills and technologies
//     likewise, or when they name taxonomy concepts the text names too (an "ICU" the text
//     writes "MICU", "Basic Life Support" for "BLS") and their other words are in the text;
//     a certification whose name fails is dropped whole;
//   - e-mail addresses and LinkedIn addresses (scheme and "www." aside) as written in the text;
//     phones whose digits (the national number, for one the phone library reads) are in one
//     line of the text, in E.164 when valid; credential IDs whose letters and digits are in
//     one line of the text (spaces and dashes aside);
//   - free text (bullets, the overview, project highlights, soft skills, core proficiencies,
//     industry expertise, a skill's context) when at least 70% of its words of three letters
//     or more, and every number in it, are in the text;
//   - an issuer the text names, or the one the taxonomy gives the certification; a skill's
//     years when the text writes the number; proficiency levels of the spec's lists only.
//
// Dates are re-read from the text. For a position, the lines that name its employer (else its
// title) are its anchors; of the dates on them and on the two lines below and above each, the
// range that best fits the model's dates gives the start, end and current flag. A range fits
// by its start (same year, and month where the text gives one, January 1st standing for a
// dropped month) or its end (the same, or current for a current position); one on an anchor
// line beats a closer fit elsewhere. So "2019-01-01" for "Mar 2019 - Present" becomes
// 2019-03-01, current. Without a fitting range there, the model's dates stand where the text
// writes them anywhere (a column of dates away from the employers, say), else the nearest
// range is the position's, else it is left undated. Graduation, issue and expiry dates are
// read alike from the entry's lines and one line around them. endDate is then null exactly
// when the position is current.
//
// Months in role, years of experience, specialty experience and employment gaps are computed
// from the verified history with the rules' own functions, against Options.AsOf.

// verifier checks a model's values against one resume text.
type verifier struct {
	p          *parser
	lower      string          // the text, lower case
	words      string          // the text's words (see wordsOf)
	wordSet    map[string]bool // the text's words
	concepts   map[taxonomy.ID]bool
	lineWords  []string        // the words of each of p.lines
	lineIDs    [][]taxonomy.ID // the concepts of each of p.lines, found on first use
	rawWords   []string        // the words of each raw line
	rawCompact []string        // each raw line's letters and digits, lower case
	rawDigits  []string        // each raw line's digits
	written    []date          // every date in the text, found on first use
}

func newVerifier(text string, opt Options) *verifier {
	v := &verifier{p: newParser(text, opt), lower: strings.ToLower(text), words: wordsOf(text),
		wordSet: map[string]bool{}, concepts: map[taxonomy.ID]bool{}}
	for _, w := range strings.Fields(v.words) {
		v.wordSet[w] = true
	}
	for _, id := range taxonomy.WithAncestors(taxonomy.Normalize(text)) {
		v.concepts[id] = true
	}
	for _, l := range v.p.lines {
		v.lineWords = append(v.lineWords, wordsOf(l.text))
	}
	for _, l := range strings.FieldsFunc(text, func(r rune) bool { return r == '\n' || r == '\r' || r == '\f' || r == '\v' }) {
		v.rawWords = append(v.rawWords, wordsOf(l))
		v.rawCompact = append(v.rawCompact, compactText(l))
		v.rawDigits = append(v.rawDigits, phonenumbers.NormalizeDigitsOnly(l))
	}
	return v
}

// wordsOf returns s as its words (runs of letters and digits, accents dropped, lower case),
// each followed and the first preceded by one space: " st david s medical center ".
func wordsOf(s string) string {
	var b strings.Builder
	b.WriteByte(' ')
	in := false
	for _, r := range foldASCII(s) {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			b.WriteRune(unicode.ToLower(r))
			in = true
		} else if in {
			b.WriteByte(' ')
			in = false
		}
	}
	if in {
		b.WriteByte(' ')
	}
	return b.String()
}

// compactText returns the letters and digits of s, lower case: "RN-123 456" -> "rn123456".
func compactText(s string) string {
	return strings.ReplaceAll(wordsOf(s), " ", "")
}

// verified returns s trimmed when ok accepts it, else "".
func verified(s string, ok func(string) bool) string {
	s = strings.TrimSpace(s)
	if s == "" || !ok(s) {
		return ""
	}
	return s
}

// verifiedAll returns the items ok accepts, trimmed.
func verifiedAll(items []string, ok func(string) bool) []string {
	var out []string
	for _, it := range items {
		if it = verified(it, ok); it != "" {
			out = append(out, it)
		}
	}
	return out
}

// has reports whether the words of s appear in the text, in order.
func (v *verifier) has(s string) bool {
	w := wordsOf(s)
	return w != " " && strings.Contains(v.words, w)
}

// appears reports whether the words of s appear in the text in order, or all within two
// consecutive lines: a table cell wraps ("ONS/ONCC Chemotherapy Immunotherapy" above
// "Certificate", with another column between).
func (v *verifier) appears(s string) bool {
	if v.has(s) {
		return true
	}
	ws := strings.Fields(wordsOf(s))
	if len(ws) < 2 {
		return false
	}
	for i := range v.rawWords {
		pair := v.rawWords[i]
		if i+1 < len(v.rawWords) {
			pair += v.rawWords[i+1]
		}
		if !slices.ContainsFunc(ws, func(w string) bool { return !strings.Contains(pair, " "+w+" ") }) {
			return true
		}
	}
	return false
}

// named reports whether s appears in the text, or names taxonomy concepts the text names (or
// narrower ones) with its remaining words in the text.
func (v *verifier) named(s string) bool {
	if v.appears(s) {
		return true
	}
	ms := taxonomy.Find(s)
	if len(ms) == 0 {
		return false
	}
	var rest strings.Builder
	last := 0
	for _, m := range ms {
		if !v.concepts[m.ID] {
			return false
		}
		if m.Start >= last {
			rest.WriteString(s[last:m.Start])
			rest.WriteByte(' ')
		}
		last = max(last, m.End)
	}
	rest.WriteString(s[last:])
	for _, w := range strings.Fields(wordsOf(rest.String())) {
		if !v.wordSet[w] {
			return false
		}
	}
	return true
}

// grounded reports whether free text s is drawn from the text: every number in it and at
// least 70% of its words of three letters or more are the text's.
func (v *verifier) grounded(s string) bool {
	n, in := 0, 0
	for _, w := range strings.Fields(wordsOf(s)) {
		switch {
		case strings.ContainsAny(w, "0123456789"):
			if !v.wordSet[w] {
				return false
			}
		case utf8.RuneCountInString(w) >= 3:
			n++
			if v.wordSet[w] {
				in++
			}
		}
	}
	if n == 0 {
		return v.has(s)
	}
	return in*10 >= n*7
}

// hasID reports whether a credential ID is in one line of the text, spaces and dashes aside.
func (v *verifier) hasID(s string) bool {
	c := compactText(s)
	if c == "" {
		return false
	}
	for _, l := range v.rawCompact {
		if strings.Contains(l, c) {
			return true
		}
	}
	return false
}

// email returns s when the text holds it.
func (v *verifier) email(s string) string {
	s = strings.TrimSpace(s)
	if !strings.Contains(s, "@") || !strings.Contains(v.lower, strings.ToLower(s)) {
		return ""
	}
	return s
}

// phone returns s, in E.164 when it is a valid number, when its digits are in one line of the
// text.
func (v *verifier) phone(s string) string {
	s = strings.TrimSpace(s)
	want, out := phonenumbers.NormalizeDigitsOnly(s), s
	if num, err := phonenumbers.Parse(s, v.p.region); err == nil && phonenumbers.IsValidNumber(num) {
		want, out = phonenumbers.GetNationalSignificantNumber(num), phonenumbers.Format(num, phonenumbers.E164)
	}
	if len(want) < 7 {
		return ""
	}
	for _, l := range v.rawDigits {
		if strings.Contains(l, want) {
			return out
		}
	}
	return ""
}

// linkedIn returns the LinkedIn address s as https:// and the address the text writes.
func (v *verifier) linkedIn(s string) string {
	u := strings.ToLower(strings.TrimSpace(s))
	u = strings.TrimPrefix(strings.TrimPrefix(u, "https://"), "http://")
	u = strings.TrimRight(strings.TrimPrefix(u, "www."), "/")
	if !strings.Contains(u, "linkedin.com/") || !strings.Contains(v.lower, u) {
		return ""
	}
	return "https://" + u
}

// personalInfo keeps the name parts, contact details and location the text holds.
func (v *verifier) personalInfo(pi *PersonalInfo) *PersonalInfo {
	if pi == nil {
		return nil
	}
	var out PersonalInfo
	if n := pi.Name; n != nil {
		name := Name{FirstName: verified(n.FirstName, v.has), LastName: verified(n.LastName, v.has), MiddleName: verified(n.MiddleName, v.has)}
		if name != (Name{}) {
			out.Name = &name
		}
	}
	if c := pi.Contact; c != nil {
		ct := Contact{Email: v.email(c.Email), Phone: v.phone(c.Phone), AlternativePhone: v.phone(c.AlternativePhone), LinkedIn: v.linkedIn(c.LinkedIn)}
		if ct.Phone == "" {
			ct.Phone, ct.AlternativePhone = ct.AlternativePhone, ""
		}
		if ct.AlternativePhone == ct.Phone {
			ct.AlternativePhone = ""
		}
		if ct != (Contact{}) {
			out.Contact = &ct
		}
	}
	if l := pi.Location; l != nil {
		loc := Location{Street: verified(l.Street, v.appears), City: verified(l.City, v.has), ZipCode: verified(l.ZipCode, v.has), Country: verified(l.Country, v.has)}
		if loc.City != "" || v.has(l.State) { // a city's state may be the model's knowledge
			loc.State = strings.TrimSpace(l.State)
		}
		if l.WillingToRelocate != nil && strings.Contains(v.lower, "relocat") {
			loc.WillingToRelocate = l.WillingToRelocate
		}
		if loc != (Location{}) {
			out.Location = &loc
		}
	}
	if out == (PersonalInfo{}) {
		return nil
	}
	return &out
}

// job verifies one position and dates it from the text; ok is false when it is dropped.
func (v *verifier) job(j Job) (rawJob, bool) {
	j.Employer = strings.TrimSpace(j.Employer)
	if j.Employer != "" && !v.appears(j.Employer) {
		return rawJob{}, false // an employer the text does not name: the position is invented
	}
	j.Title = verified(j.Title, v.named)
	if j.Employer == "" && j.Title == "" || gapReasonIn(strings.ToLower(j.Title+" "+j.Employer)) {
		return rawJob{}, false // nothing left, or a career break, which the gaps account for
	}
	if l := j.Location; l != nil {
		loc := JobLocation{City: verified(l.City, v.has), Remote: l.Remote && strings.Contains(v.lower, "remote")}
		if loc.City != "" || v.has(l.State) {
			loc.State = strings.TrimSpace(l.State)
		}
		j.Location = nil
		if loc != (JobLocation{}) {
			j.Location = &loc
		}
	}
	j.Specialty = verified(j.Specialty, v.named)
	j.Responsibilities = verifiedAll(j.Responsibilities, v.grounded)
	j.Technologies = verifiedAll(j.Technologies, v.named)
	var skills []JobSkill
	for _, s := range j.Skills {
		if s.Name = verified(s.Name, v.named); s.Name != "" {
			s.Context = verified(s.Context, v.grounded)
			skills = append(skills, s)
		}
	}
	j.Skills = skills
	var highlights []ProjectHighlight
	for _, h := range j.ProjectHighlights {
		h = ProjectHighlight{Name: verified(h.Name, v.grounded), Description: verified(h.Description, v.grounded), Outcomes: verifiedAll(h.Outcomes, v.grounded)}
		if h.Name != "" || h.Description != "" {
			highlights = append(highlights, h)
		}
	}
	j.ProjectHighlights = highlights

	rj := rawJob{job: j, lineIdx: -1}
	anchors, titles := v.anchors(j.Employer), v.anchors(j.Title)
	if len(anchors) == 0 {
		anchors, titles = titles, nil
	}
	if len(anchors) > 0 {
		rj.lineIdx = anchors[0]
	}
	// the dates around the title's lines count too, without the bonus of the employer's own
	// line: several positions may share one employer line ("Acme Corp" above "Senior Analyst |
	// 2020 – Present" and "Analyst | 2017 – 2020"), and one title may name several positions
	near := v.spansNear(anchors, 2)
	for _, sp := range v.spansNear(titles, 2) {
		// a title on one line only names that position there
		sp.onTitle, sp.onAnchor = sp.onAnchor && len(titles) == 1, false
		near = append(near, sp)
	}
	rj.span, rj.dated = v.jobSpan(j, near)
	rj.job.StartDate, rj.job.EndDate, rj.job.IsCurrent, rj.job.MonthsInRole = "", nil, false, nil
	if rj.dated {
		v.p.setDates(&rj.job, rj.span)
	}
	return rj, true
}

// jobSpan picks a position's dates in the text (see the comment at the top of the file).
func (v *verifier) jobSpan(j Job, near []nearSpan) (dateSpan, bool) {
	start, hasStart := parseISODate(j.StartDate)
	var end date
	hasEnd := false
	if j.EndDate != nil {
		end, hasEnd = parseISODate(*j.EndDate)
	}
	best, top := dateSpan{}, 0
	for _, sp := range near {
		fs, fe := 0, 0
		if hasStart {
			fs = dateFit(sp.start, start)
		}
		switch {
		case sp.current && (j.IsCurrent || hasStart && !hasEnd):
			fe = 3
		case sp.isRange && !sp.current && hasEnd:
			fe = dateFit(sp.end, end)
		}
		// a position written with one date ("ICU – Facility – 2024"): that date is all of its
		// dates, as a range is all of another's
		oneDate := !sp.isRange && hasEnd && hasStart && end == start
		if oneDate {
			fe = fs
		}
		if fs == 0 && fe == 0 {
			continue
		}
		score := 2*fs + fe
		if sp.isRange || oneDate {
			score++
		}
		if sp.onAnchor {
			score += 4 // beats any better fit of the month on another line
		}
		if sp.onTitle {
			score += 3 // the dates on the position's own line, over a closer month on its neighbour's
		}
		if score > top {
			best, top = sp.dateSpan, score
		}
	}
	if top > 0 {
		return best, true
	}
	if s, ok := v.writtenAs(start); hasStart && ok {
		sp := dateSpan{start: s}
		if j.IsCurrent {
			sp.isRange, sp.current = true, true
		} else if e, ok := v.writtenAs(end); hasEnd && ok && e.month() >= s.month() {
			sp.isRange, sp.end = true, e
		}
		return sp, true
	}
	// no date of the model's is the text's: the range nearest the position is
	for _, onAnchor := range []bool{true, false} {
		for _, sp := range near {
			if sp.isRange && sp.onAnchor == onAnchor {
				return sp.dateSpan, true
			}
		}
	}
	return dateSpan{}, false
}

// parseISODate reads a model's YYYY-MM-DD date.
func parseISODate(s string) (date, bool) {
	t, err := time.Parse(time.DateOnly, strings.TrimSpace(s))
	if err != nil {
		return date{}, false
	}
	return date{y: t.Year(), m: int(t.Month()), d: t.Day(), p: precDay}, true
}

// dateFit scores how well a date read from the text, t, stands for the model's date d: 3 for the
// same month, 2 when the model gave January 1st for a month the text writes (it dropped the
// month), 1 when the text gives the year only; 0 for another date.
func dateFit(t, d date) int {
	switch {
	case t.y != d.y:
		return 0
	case t.p == precYear:
		return 1
	case t.m == d.m:
		return 3
	case d.m == 1 && d.d == 1:
		return 2
	}
	return 0
}

// writtenAs returns the text's writing of the model's date d anywhere in the text: the same
// month, else the year alone.
func (v *verifier) writtenAs(d date) (date, bool) {
	if v.written == nil {
		v.written = []date{}
		for i := range v.p.lines {
			for _, sp := range v.p.lineDates(i) {
				v.written = append(v.written, sp.start)
				if sp.end.valid() {
					v.written = append(v.written, sp.end)
				}
			}
		}
	}
	var yearOnly *date
	for i, t := range v.written {
		switch dateFit(t, d) {
		case 3:
			return t, true
		case 1:
			if yearOnly == nil {
				yearOnly = &v.written[i]
			}
		}
	}
	if yearOnly != nil {
		return *yearOnly, true
	}
	return date{}, false
}

// dateNear returns the text's writing of the model's date s on the lines around anchors (one
// above, one below; the anchor lines first), else anywhere in the text, else "".
func (v *verifier) dateNear(s string, anchors []int) string {
	d, ok := parseISODate(s)
	if !ok {
		return ""
	}
	best, top := date{}, 0
	for _, sp := range v.spansNear(anchors, 1) {
		for _, t := range []date{sp.start, sp.end} {
			f := dateFit(t, d)
			if f > 0 && sp.onAnchor {
				f += 3 // the entry's own line outranks a closer fit on a neighbour's
			}
			if f > top {
				best, top = t, f
			}
		}
	}
	if top == 0 {
		if best, ok = v.writtenAs(d); !ok {
			return ""
		}
	}
	return best.String()
}

// anchors returns the lines that name s: in words, else by its taxonomy concepts.
func (v *verifier) anchors(s string) []int {
	w := wordsOf(s)
	if w == " " {
		return nil
	}
	var out []int
	for i, lw := range v.lineWords {
		if strings.Contains(lw, w) && v.p.lines[i].sec != secReferences {
			out = append(out, i)
		}
	}
	if len(out) > 0 {
		return out
	}
	ids := taxonomy.Normalize(s)
	if len(ids) == 0 {
		return nil
	}
	if v.lineIDs == nil {
		v.lineIDs = make([][]taxonomy.ID, len(v.p.lines))
		for i, l := range v.p.lines {
			v.lineIDs[i] = taxonomy.WithAncestors(taxonomy.Normalize(l.text))
		}
	}
	for i, lids := range v.lineIDs {
		// references name employers beside other people's dates ("my manager since 2018")
		if v.p.lines[i].sec != secReferences && slices.ContainsFunc(ids, func(id taxonomy.ID) bool { return slices.Contains(lids, id) }) {
			out = append(out, i)
		}
	}
	return out
}

// inSection returns the lines of lines in section sec, or lines when none is.
func (v *verifier) inSection(lines []int, sec section) []int {
	in := slices.DeleteFunc(slices.Clone(lines), func(i int) bool { return v.p.lines[i].sec != sec })
	if len(in) == 0 {
		return lines
	}
	return in
}

// appendNew appends the lines of more that list does not hold yet.
func appendNew(list, more []int) []int {
	for _, i := range more {
		if !slices.Contains(list, i) {
			list = append(list, i)
		}
	}
	return list
}

// nearSpan is a date or range found near the lines that name an entry.
type nearSpan struct {
	dateSpan
	onAnchor bool // on a line that names the entry itself
	onTitle  bool // on a line that names the position's title
}

// spansNear returns the dates on the anchor lines and on the reach lines below and above
// each, nearest first, below before above.
func (v *verifier) spansNear(anchors []int, reach int) []nearSpan {
	var out []nearSpan
	seen := map[int]bool{}
	for _, a := range anchors {
		for _, off := range []int{0, 1, 2, -1, -2} {
			k := a + off
			if off > reach || -off > reach || k < 0 || k >= len(v.p.lines) || seen[k] {
				continue
			}
			seen[k] = true
			for _, sp := range v.p.lineDates(k) {
				out = append(out, nearSpan{dateSpan: sp, onAnchor: slices.Contains(anchors, k)})
			}
		}
	}
	return out
}

// education keeps the schools, degrees and subjects the text names.
func (v *verifier) education(es []Education) []Education {
	var out []Education
	for _, e := range es {
		e = Education{Institution: verified(e.Institution, v.appears), Degree: verified(e.Degree, v.named),
			Major: verified(e.Major, v.named), Minor: verified(e.Minor, v.named), GraduationDate: e.GraduationDate}
		if e.Institution == "" && e.Degree == "" && e.Major == "" {
			continue
		}
		// the degree's line too: the year may be written beside the degree, not the school;
		// in the education section when it names them there (the school may also be an
		// employer, with other dates)
		anchors := v.inSection(appendNew(v.anchors(e.Institution), v.anchors(e.Degree)), secEducation)
		e.GraduationDate = v.dateNear(e.GraduationDate, anchors)
		out = append(out, e)
	}
	return out
}

// certifications keeps the certifications the text names, with the numbers and dates it
// writes.
func (v *verifier) certifications(cs []Certification) []Certification {
	var out []Certification
	for _, c := range cs {
		if c.Name = verified(c.Name, v.named); c.Name == "" {
			continue
		}
		c.CredentialID = verified(c.CredentialID, v.hasID)
		c.IssuingOrganization = verified(c.IssuingOrganization, func(org string) bool { return v.has(org) || knownIssuer(c.Name, org) })
		anchors := v.anchors(c.Name)
		if c.CredentialID != "" {
			anchors = append(anchors, v.anchors(c.CredentialID)...)
		}
		c.IssueDate = v.dateNear(c.IssueDate, anchors)
		c.ExpirationDate = v.dateNear(c.ExpirationDate, anchors)
		out = append(out, c)
	}
	return out
}

// knownIssuer reports whether the taxonomy names org as the issuer of a certification named.
func knownIssuer(name, org string) bool {
	for _, c := range findConcepts(name) {
		if c.issuer != "" && wordsOf(c.issuer) == wordsOf(org) {
			return true
		}
	}
	return false
}

// skills keeps the skills and languages the text names, with stated years and valid levels.
func (v *verifier) skills(s *Skills) *Skills {
	if s == nil {
		return nil
	}
	var out Skills
	for _, g := range s.Technical {
		var kept []Skill
		for _, sk := range g.Skills {
			if sk.Name = verified(sk.Name, v.named); sk.Name == "" {
				continue
			}
			if y := sk.YearsOfExperience; y != nil && !v.has(strconv.FormatFloat(*y, 'f', -1, 64)) {
				sk.YearsOfExperience = nil
			}
			if !slices.Contains([]string{Beginner, Intermediate, Advanced, Expert}, sk.ProficiencyLevel) {
				sk.ProficiencyLevel = ""
			}
			kept = append(kept, sk)
		}
		if len(kept) > 0 {
			out.Technical = append(out.Technical, SkillGroup{Category: strings.TrimSpace(g.Category), Skills: kept})
		}
	}
	out.SoftSkills = verifiedAll(s.SoftSkills, v.grounded)
	for _, l := range s.Languages {
		if l.Language = verified(l.Language, v.has); l.Language == "" {
			continue
		}
		if !slices.Contains([]string{Basic, Conversational, Professional, NativeBilingual}, l.Proficiency) {
			l.Proficiency = ""
		}
		out.Languages = append(out.Languages, l)
	}
	if len(out.Technical) == 0 && len(out.SoftSkills) == 0 && len(out.Languages) == 0 {
		return nil
	}
	return &out
}

// gapNotes are the career breaks the rules read in the text, gathered as Structure does.
func (v *verifier) gapNotes() []gapNote {
	var notes []gapNote
	for _, j := range v.p.workHistory() {
		if j.gapNote == "" {
			continue
		}
		n := gapNote{text: j.gapNote, line: j.lineIdx, inHistory: true}
		if j.dated {
			n.lo = j.span.start.month()
			n.hi = n.lo + max(1, v.p.monthsOf(j.span))
		}
		notes = append(notes, n)
	}
	return append(notes, v.p.gapNotesOutsideHistory()...)
}

// verify checks the model's profile m against the text it was read from (see the top of the
// file), completes it with the rule-based profile where the model left a value empty or lost
// it to verification (see the fill functions), and recomputes the figures derived from the
// work history.
func verify(m Profile, text string, opt Options) Profile {
	v := newVerifier(text, opt)
	rules := Structure(text, opt)
	out := Profile{
		PersonalInfo:   fillPersonal(v.personalInfo(m.PersonalInfo), rules.PersonalInfo),
		Education:      fillEducation(v.education(m.Education), rules.Education),
		Certifications: fillCertifications(v.certifications(m.Certifications), rules.Certifications),
		Skills:         fillSkills(v.skills(m.Skills), rules.Skills),
	}
	var sum ProfessionalSummary
	if s := m.ProfessionalSummary; s != nil {
		sum = ProfessionalSummary{Overview: verified(s.Overview, v.grounded),
			CoreProficiencies: verifiedAll(s.CoreProficiencies, v.grounded), IndustryExpertise: verifiedAll(s.IndustryExpertise, v.grounded)}
	}
	if r := rules.ProfessionalSummary; r != nil {
		fillString(&sum.Overview, r.Overview)
		fillList(&sum.CoreProficiencies, r.CoreProficiencies)
		fillList(&sum.IndustryExpertise, r.IndustryExpertise)
	}

	var jobs []rawJob
	for _, j := range m.WorkHistory {
		if rj, ok := v.job(j); ok {
			fillJob(&rj.job, rules.WorkHistory)
			jobs = append(jobs, rj)
		}
	}
	switch {
	case len(jobs) == 0:
		// none of the model's history stands: the rules' history, and the figures they derived
		out.WorkHistory, out.AdditionalInfo = rules.WorkHistory, rules.AdditionalInfo
		if r := rules.ProfessionalSummary; r != nil {
			sum.YearsOfExperience, sum.SpecialtyExperience = r.YearsOfExperience, r.SpecialtyExperience
		}
	default:
		sortJobs(jobs)
		for _, rj := range jobs {
			out.WorkHistory = append(out.WorkHistory, rj.job)
		}
		if y, ok := statedYears(sum.Overview); ok {
			sum.YearsOfExperience = &y
		} else if y, ok := v.p.yearsFromHistory(jobs); ok {
			sum.YearsOfExperience = &y
		}
		sum.SpecialtyExperience = v.p.specialtyExperience(jobs)
		if gaps := v.p.employmentGaps(jobs, v.gapNotes()); len(gaps) > 0 {
			out.AdditionalInfo = &AdditionalInfo{EmploymentGaps: gaps}
		}
	}
	if !reflect.ValueOf(sum).IsZero() {
		out.ProfessionalSummary = &sum
	}
	return out
}

// The fill functions complete the verified profile from the rule-based one r, field by field
// where the model's value is empty: the name when the model has none; each contact and
// location field; the overview, core proficiencies and industry expertise; each position's
// location, specialty, bullets, technologies, skills and projects, from the rules' position
// at the same employer with the same start; each school's degree, subjects and graduation
// date, from the rules' entry for the same school; each certification's issuer, number and
// dates, from the rules' entry of the same name (not merely the same concept: "NCLEX-RN" and
// a state RN licence share one, and not their numbers); the soft skills,
// technical skills and languages; and any whole section the model left empty.

func fillString(dst *string, src string) {
	if *dst == "" {
		*dst = src
	}
}

func fillList[T any](dst *[]T, src []T) {
	if len(*dst) == 0 {
		*dst = src
	}
}

func fillPersonal(m, r *PersonalInfo) *PersonalInfo {
	var out PersonalInfo
	if m != nil {
		out = *m
	}
	if r != nil && out.Name == nil {
		out.Name = r.Name
	}
	if r != nil && r.Contact != nil {
		var c Contact
		if out.Contact != nil {
			c = *out.Contact
		}
		fillString(&c.Email, r.Contact.Email)
		fillString(&c.LinkedIn, r.Contact.LinkedIn)
		for _, ph := range []string{r.Contact.Phone, r.Contact.AlternativePhone} {
			switch {
			case ph == "" || ph == c.Phone || ph == c.AlternativePhone:
			case c.Phone == "":
				c.Phone = ph
			case c.AlternativePhone == "":
				c.AlternativePhone = ph
			}
		}
		out.Contact = &c
	}
	if r != nil && r.Location != nil {
		var l Location
		if out.Location != nil {
			l = *out.Location
		}
		fillString(&l.Street, r.Location.Street)
		fillString(&l.City, r.Location.City)
		fillString(&l.State, r.Location.State)
		fillString(&l.ZipCode, r.Location.ZipCode)
		fillString(&l.Country, r.Location.Country)
		if l.WillingToRelocate == nil {
			l.WillingToRelocate = r.Location.WillingToRelocate
		}
		out.Location = &l
	}
	if out.Location != nil && out.Location.Country == "" {
		out.Location.Country = "USA" // SPEC 2.15's default
	}
	if out == (PersonalInfo{}) {
		return nil
	}
	return &out
}

func fillJob(j *Job, rules []Job) {
	for _, r := range rules {
		if j.Employer == "" || wordsOf(r.Employer) != wordsOf(j.Employer) || r.StartDate != j.StartDate {
			continue
		}
		if j.Location == nil {
			j.Location = r.Location
		}
		fillString(&j.Specialty, r.Specialty)
		fillList(&j.Responsibilities, r.Responsibilities)
		fillList(&j.Technologies, r.Technologies)
		fillList(&j.Skills, r.Skills)
		fillList(&j.ProjectHighlights, r.ProjectHighlights)
		return
	}
}

func fillEducation(m, r []Education) []Education {
	if len(m) == 0 {
		return r
	}
	for i := range m {
		e := &m[i]
		for _, re := range r {
			if e.Institution != "" && wordsOf(re.Institution) == wordsOf(e.Institution) {
				fillString(&e.Degree, re.Degree)
				fillString(&e.Major, re.Major)
				fillString(&e.Minor, re.Minor)
				fillString(&e.GraduationDate, re.GraduationDate)
				break
			}
		}
	}
	return m
}

func fillCertifications(m, r []Certification) []Certification {
	if len(m) == 0 {
		return r
	}
	for i := range m {
		c := &m[i]
		for _, rc := range r {
			if sameCertName(c.Name, rc.Name) {
				fillString(&c.IssuingOrganization, rc.IssuingOrganization)
				fillString(&c.CredentialID, rc.CredentialID)
				fillString(&c.IssueDate, rc.IssueDate)
				fillString(&c.ExpirationDate, rc.ExpirationDate)
				break
			}
		}
	}
	return m
}

// sameCertName reports whether the rules' name of a certification names the model's: the same
// words, or those words and where the licence holds ("Registered Nurse License, Texas").
func sameCertName(model, rules string) bool {
	mw, rw := wordsOf(model), wordsOf(rules)
	if mw == rw {
		return true
	}
	rest, ok := strings.CutPrefix(rw, mw)
	return ok && licenceRemark(rest)
}

func fillSkills(m, r *Skills) *Skills {
	if m == nil || r == nil {
		if m == nil {
			return r
		}
		return m
	}
	fillList(&m.Technical, r.Technical)
	fillList(&m.SoftSkills, r.SoftSkills)
	fillList(&m.Languages, r.Languages)
	return m
}
