// Package resume turns resumes into structured profiles (SPEC 2.15): the extract sub-package
// reads the text out of PDF, DOCX, DOC and TXT files, and Structure reads that text into a
// Profile by rules: section headings, date ranges, and the vocabulary of the taxonomy package.
//
// How Structure reads a resume:
//
//   - Lines are grouped under section headings, recognised in many spellings and cases, with or
//     without a colon ("WORK EXPERIENCE", "Licenses & Certifications:", "S K I L L S"). Lines
//     before the first heading are the contact block. Without any heading, the history starts
//     at the first line holding a date range.
//   - The name is the first contact-block line that reads as a person's name: titles such as
//     "RESUME", contact lines and job titles are skipped; prefixes (Dr.), nicknames ("Bobby"),
//     generational suffixes (Jr., III) and credentials (", RN, BSN") are left out of every
//     field; "Doe, Jane" is reversed; names in capitals are title-cased (O'Brien, McDonald);
//     particles (de la, van) start the last name.
//   - Dates are read by a small parser of the forms resumes use (see dates.go). A month-precise
//     date is the 1st of its month, a year alone is January 1st, seasons are the 1st of March,
//     June, September and December. Present, Current, Now, Today and "to date" make a position
//     current: endDate null.
//   - monthsInRole counts months inclusively (Jan-Mar 2019 is 3), a current position through the
//     AsOf month; a year-only end is its January (2015-2019 is 48 months). yearsOfExperience is
//     a stated "N years of experience" in the summary, else the union of the positions' months.
//   - Employment gaps are breaks of 3 months or more between the merged positions; a year-only
//     date is widened to its whole year there, so only certain gaps are reported.
//   - Phones come out in E.164 (nyaruka/phonenumbers, DefaultRegion for national numbers); a
//     number that is not valid is kept as written; years, ranges, ZIP codes, dates and
//     labelled identifiers (NPI, licence numbers) are never phones.
package resume

import (
	"regexp"
	"slices"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"github.com/recruitd/recruitd/geo"
	"github.com/recruitd/recruitd/resume/extract"
	"github.com/recruitd/recruitd/taxonomy"
)

// Options tune Structure.
type Options struct {
	// AsOf is the date "Present", months in a current role and the years of experience are
	// counted against. Zero means now.
	AsOf time.Time
	// DefaultRegion is the ISO 3166 region national phone numbers are read in. Empty means "US".
	DefaultRegion string
}

// parser holds the state of one Structure call.
type parser struct {
	opt        Options
	asOf       time.Time
	region     string
	lines      []line
	sc         dateScanner
	certLine   []bool // lines of other sections that hold a certification
	extraCerts []certItem
	dates      [][]dateSpan // dates of each line, found on first use
	datesDone  []bool
}

// Structure reads resume text (one line per paragraph or visual line) into a profile. A line
// that starts with extract.WrapMark may go on from the line above (extract.Document.Wraps). It
// never fails: what it cannot find is left out.
func Structure(text string, opt Options) Profile {
	p := newParser(text, opt)

	var prof Profile
	prof.PersonalInfo = p.personalInfo()

	jobs := p.workHistory()
	prose := make([]bool, len(jobs)) // a listed position a sentence's has replaced
	for _, j := range p.proseHistory() {
		// a sentence read as a position's header is the sentence's position
		k := slices.IndexFunc(jobs[:len(prose)], func(k rawJob) bool { return k.lineIdx == j.lineIdx })
		if k >= 0 && !prose[k] {
			jobs[k], prose[k] = j, true
		} else if !told(jobs, j) {
			jobs = append(jobs, j)
		}
	}
	var positions []rawJob
	var notes []gapNote
	for _, j := range jobs {
		if j.gapNote != "" {
			n := gapNote{text: j.gapNote, line: j.lineIdx, inHistory: true}
			if j.dated {
				n.lo = j.span.start.month()
				n.hi = n.lo + max(1, p.monthsOf(j.span))
			}
			notes = append(notes, n)
			continue
		}
		positions = append(positions, j)
	}
	notes = append(notes, p.gapNotesOutsideHistory()...)
	p.enrichJobs(positions)
	sortJobs(positions)
	for _, j := range positions {
		prof.WorkHistory = append(prof.WorkHistory, j.job)
	}

	prof.Education = p.education()
	certs := ownName(p.certifications(), prof.PersonalInfo)
	sk := p.skills()
	certs = append(certs, p.extraCerts...)
	if len(certs) == 0 {
		// credentials after the name ("Jane Doe, RN, CCRN") or in the summary count only
		// when the resume lists none of its own; beside a list they repeat it or name a
		// job title ("Certified Nursing Assistant" under the name)
		certs = p.certsMentioned()
	}
	prof.Certifications = asPrinted(strings.ReplaceAll(text, string(extract.WrapMark), ""), p.normaliseCerts(certs))

	prof.ProfessionalSummary = p.summary(positions, sk.core)
	if len(sk.groups) > 0 || len(sk.soft) > 0 || len(sk.langs) > 0 {
		prof.Skills = &Skills{Technical: sk.groups, SoftSkills: sk.soft, Languages: sk.langs}
	}
	if gaps := p.employmentGaps(positions, notes); len(gaps) > 0 {
		prof.AdditionalInfo = &AdditionalInfo{EmploymentGaps: gaps}
	}
	return prof
}

// newParser splits text into lines and sections.
func newParser(text string, opt Options) *parser {
	p := &parser{opt: opt, asOf: opt.AsOf, region: opt.DefaultRegion}
	if p.asOf.IsZero() {
		p.asOf = time.Now()
	}
	if p.region == "" {
		p.region = "US"
	}
	p.sc = dateScanner{asOfY: p.asOf.Year(), asOfM: int(p.asOf.Month())}
	p.lines = splitLines(columnGroups(barProfile(extract.Normalize(text))), &p.sc)
	p.certLine = make([]bool, len(p.lines))
	p.dates = make([][]dateSpan, len(p.lines))
	p.datesDone = make([]bool, len(p.lines))
	p.qualificationsSection()
	p.historyTables()
	p.fallbackSections()
	p.contactLinesBelow()
	p.headerCredentials()
	p.routeCertLines()
	p.certSkillGroups()
	p.formLabels()
	p.labelJobColumns()
	return p
}

// formLabels reads a field's label set apart from its value by a tab rather than a colon, as a
// form's label column reads beside its values ("Occupation or position held", tab, "IT Support
// Engineer"): in the work history and education, a label the field readers know, alone before
// its value, gets the colon in the tab's place, so that the line keeps its length and its
// values their offsets.
func (p *parser) formLabels() {
	for i := range p.lines {
		l := &p.lines[i]
		label, value, ok := strings.Cut(l.text, "\t")
		if !ok || strings.Contains(label, ":") || strings.Contains(value, "\t") || headerLabels[strings.ToLower(strings.TrimSpace(value))].column != roleNone {
			continue // a table's row of cells, or its header row ("Employer", tab, "Title")
		}
		switch lower := strings.ToLower(strings.TrimSpace(label)); l.sec {
		case secExperience:
			ok = inlineRole(lower) != roleNone
		case secEducation:
			_, ok = eduLabels[lower]
		default:
			ok = false
		}
		if ok {
			l.text = label + ":" + l.text[len(label)+1:]
		}
	}
}

// qualificationsSection reads a "Qualifications" section as education when most of its lines
// that are no list item name a school or a degree ("Certificate III in Electrotechnology" /
// "TAFE Queensland"), as UK and Commonwealth CVs use the heading; else it stays a summary of
// qualifications.
func (p *parser) qualificationsSection() {
	for i := 0; i < len(p.lines); {
		if !p.lines[i].underQualifications {
			i++
			continue
		}
		j := i
		for j < len(p.lines) && p.lines[j].underQualifications && p.lines[j].sec == p.lines[i].sec {
			j++
		}
		lines, schooled := 0, 0
		for k := i; k < j; k++ {
			if p.lines[k].bullet {
				continue
			}
			lines++
			if p.educationLike(p.lines[k].text) {
				schooled++
			}
		}
		if lines > 0 && 2*schooled >= lines {
			for k := i; k < j; k++ {
				p.lines[k].sec = secEducation
			}
		}
		i = j
	}
}

// contactLinesBelow moves the candidate's contact block found below the header (a page
// footer, the end of a sidebar) into the contact section: a run of short lines, each holding
// an e-mail address, a phone number or a place, that together hold an e-mail address and a
// phone number ("(503) 555-0119 • name@example.org" under "– Portland, OR – USA"; "Name  Page 1
// (773) 555-0185" over "3347 W Armitage Ave, Chicago, IL 60647  name@example.com"), except
// under References.
func (p *parser) contactLinesBelow() {
	movable := func(l line) bool {
		switch l.sec {
		case secHeader, secContact, secReferences:
			return false
		}
		// a dash before a footer's field sets it apart, as between its fields
		return (!l.bullet || l.dashBullet) && len(l.text) <= 160
	}
	for i := 0; i < len(p.lines); {
		j, email, phone := i, false, false
		for ; j < len(p.lines) && movable(p.lines[j]); j++ {
			if j > i && (p.lines[j].sec != p.lines[j-1].sec || p.lines[j].afterHeading) {
				break // a heading ends the block: "LPN License, Kentucky" under "Licenses" is no address
			}
			t := p.lines[j].text
			e, ph := findEmail(t) != "", len(phoneRuns(t)) > 0
			if !e && !ph && p.placeIn(t) == nil {
				break
			}
			email, phone = email || e, phone || ph
		}
		if email && phone {
			for k := i; k < j; k++ {
				p.lines[k].sec = secContact
			}
		}
		i = max(j, i+1)
	}
}

// barProfile breaks a resume written as one line of fields set apart by bars ("Jane Doe | Staff
// RN | PCU Apr 2026 – Current (Phoenix Memorial) | AZ RN #361050 | 85050 | jane@example.com") into
// a line per field, as a resume with a line for each would be: its first line holds five fields
// or more, one of them an e-mail address or a phone number.
func barProfile(text string) string {
	first, rest, _ := strings.Cut(text, "\n")
	fields := strings.Split(first, " | ")
	if len(fields) < 5 {
		return text
	}
	if slices.ContainsFunc(fields, contactDetail) {
		return strings.Join(fields, "\n") + "\n" + rest
	}
	return text
}

// contactDetail reports whether s holds an e-mail address or a phone number.
func contactDetail(s string) bool { return findEmail(s) != "" || len(phoneRuns(s)) > 0 }

// historyTables finds work-history tables outside any experience section: a header row that
// names an employer and a title column ("Dates | Employer | Position", under a "Contact:" block or
// a summary, or with no heading at all), and the rows of cells under it, read as work history.
func (p *parser) historyTables() {
	for i := 0; i < len(p.lines); i++ {
		switch p.lines[i].sec {
		case secHeader, secSummary, secContact, secOther:
		default:
			continue
		}
		if _, ok := jobColumnRoles(splitWith(p.lines[i].text, tableSeparators)); !ok {
			continue
		}
		k := i + 1
		for k < len(p.lines) && !p.lines[k].heading && len(splitWith(p.lines[k].text, tableSeparators)) >= 2 {
			k++
		}
		if k == i+1 {
			continue // a header row with no rows under it
		}
		for ; i < k; i++ {
			p.lines[i].sec = secExperience
		}
	}
}

// tableSeparators part a table row's cells, as text extraction and plain-text tables write them.
var tableSeparators = []string{" | ", "\t"}

// fallbackSections handles resumes without headings: from the first line holding a date range,
// header lines are read as work history (or education, for lines that name a degree or school).
func (p *parser) fallbackSections() {
	for _, l := range p.lines {
		if l.sec == secExperience {
			return
		}
	}
	start := -1
	for i, l := range p.lines {
		if l.sec != secHeader {
			continue
		}
		if i == 0 {
			continue // the name's line
		}
		for _, d := range p.lineDates(i) {
			if d.isRange && !p.educationLike(l.text) {
				start = i
				break
			}
		}
		if start >= 0 {
			break
		}
	}
	if start < 0 {
		return
	}
	// the position's header may sit on the lines just above its dates
	for start > 0 && p.lines[start-1].sec == secHeader && !p.lines[start-1].bullet &&
		wordCount(p.lines[start-1].text) <= 10 && !p.isContactLine(p.lines[start-1].text) && start > 2 &&
		!p.lines[start].blankBefore && start-1 > p.lastContactLine() {
		start--
	}
	for i := start; i < len(p.lines); i++ {
		if p.lines[i].sec != secHeader {
			break
		}
		t := p.lines[i].text
		switch {
		case contactDetail(t) && !hasRange(p.lineDates(i)) || zipHome(t) != nil:
			// contact details written after the history, as a one-line profile's last fields
		case p.educationLike(t):
			p.lines[i].sec = secEducation
		case p.credentialLine(i):
			p.lines[i].sec = secCerts
		default:
			p.lines[i].sec = secExperience
		}
	}
}

// credentialLine reports a line outside any section that is a credential: licence or
// certificate words, and no date range or job title unless it opens with the credential and
// holds its number or dates ("NYS RN License #739114; registration current through
// 12/31/2027").
func (p *parser) credentialLine(i int) bool {
	t := p.lines[i].text
	numbered := leadsWithCredential(t) && hasDigit(t)
	if !looksLikeCert(t) && !numbered {
		return false // "AZ RN #361050 multistate exp 12/2027" names no cue word
	}
	if numbered {
		// with its number or dates, not a job title ("Certified Nursing Assistant"): "CDL A -
		// Georgia - exp 9/2029 - H and N endorsements. DOT med card good thru 04/2028."
		return wordCount(t) <= 30
	}
	return wordCount(t) <= 16 && !hasRange(p.lineDates(i)) && !titleLike(t)
}

// headerCredentials moves the credentials written in the header, under the name, to the
// certifications ("Massachusetts RN license #RN2298765 (exp 07/2028)", "Compact license:
// Tennessee multistate RN #221934"): a line with a date or a credential's number that names
// a credential, and no contact details; a tagline ("CDL Class A Driver | 12 years") stays.
func (p *parser) headerCredentials() {
	// only right under the name and contact lines: further down, a header without headings
	// holds the history, whose titles may name credentials
	last := min(len(p.lines), max(p.lastContactLine(), 1)+4)
	for i := 1; i < last; i++ {
		l := &p.lines[i]
		if l.sec != secHeader {
			break
		}
		dated := len(p.lineDates(i)) > 0 || credIDRE.MatchString(l.text)
		if l.bullet || !dated || p.isContactLine(l.text) || !p.credentialLine(i) && !(credentialConcept(l.text) && wordCount(l.text) <= 16) {
			continue
		}
		l.sec = secCerts
	}
}

func (p *parser) educationLike(s string) bool {
	if institutionLike(s) {
		return true
	}
	for _, f := range splitWith(s, eduFieldSeps) {
		if _, _, _, ok := parseDegree(f); ok || programLike(f) {
			return true
		}
		// "2014–2018 Apprenticeship Certificate, IBEW Local 683 JATC"
		if parts := commaParts(f); len(parts) > 1 && programLike(parts[0]) {
			return true
		}
	}
	return false
}

// lastContactLine is the index of the last line near the top holding an e-mail, phone or URL.
func (p *parser) lastContactLine() int {
	last := -1
	for i, l := range p.lines {
		if i > 12 || l.sec != secHeader {
			break
		}
		if p.isContactLine(l.text) {
			last = i
		}
	}
	return last
}

func (p *parser) isContactLine(s string) bool {
	if strings.IndexByte(s, '@') >= 0 || containsFold(s, "linkedin") || containsFold(s, "http") || containsFold(s, "www.") {
		return true
	}
	return len(phoneRuns(s)) > 0
}

// routeCertLines marks lines of the education and skills sections that are certifications.
func (p *parser) routeCertLines() {
	for i, l := range p.lines {
		switch l.sec {
		case secEducation:
			// "Apprenticeship Certificate Inside Wireman" over "IBEW Local 683 JATC": a
			// certificate program with its school under it is education
			school := i+1 < len(p.lines) && p.lines[i+1].sec == secEducation && institutionLike(p.lines[i+1].text)
			// "Harbor Community College" / "CNA Certificate": the certificate under the school
			// that awarded it, before any degree of its own
			if !school && awardNamed(l.text) && !l.blankBefore && i > 0 && p.lines[i-1].sec == secEducation {
				inst, deg, _, _, _, _, _ := p.eduFields(p.lines[i-1].text, p.lineDates(i-1))
				school = inst != "" && deg == ""
			}
			if !p.educationLike(l.text) && (looksLikeCert(l.text) || isCertName(l.text) || spelledCredential(l.text)) && !school && !describesTraining(l.text) {
				p.certLine[i] = true
			}
		case secAwards:
			// "Achievements": templates list credentials there too ("CDL Class A, Texas",
			// "OSHA 10-Hour Outreach"); an award that names a credential stays an award
			lower := strings.ToLower(l.text)
			if (leadsWithCredential(l.text) || looksLikeCert(l.text)) && !proseLike(l.text) && wordCount(l.text) <= 10 && !containsAny(lower, awardWords) {
				p.certLine[i] = true
			}
		case secSkills:
			lower := strings.ToLower(l.text)
			if strings.HasPrefix(lower, "certifications") || strings.HasPrefix(lower, "licenses") || strings.HasPrefix(lower, "certificates") || strings.HasPrefix(lower, "licensure") {
				continue // handled as "Certifications: ..." by the skills reader
			}
			if looksLikeCert(l.text) && (strings.Contains(lower, "certified") || strings.Contains(lower, "certification") || strings.Contains(lower, "license")) &&
				!strings.Contains(lower, ":") && mostlyCredentials(l.text) {
				p.certLine[i] = true
			}
			// under "Licenses & Skills", a line that is a credential's name ("CPR for
			// Healthcare Providers", "Wisconsin Dental Hygiene License")
			if l.credSkills && !strings.Contains(lower, ":") && wordCount(l.text) <= 12 && !proseLike(l.text) &&
				(isCertName(l.text) || looksLikeCert(l.text) || startsWithCredential(l.text)) && mostlyCredentials(l.text) {
				p.certLine[i] = true
			}
			// "CPR for Healthcare Providers" under "Local Anesthesia Certification": a
			// credential goes on with the run of credentials above it
			if i > 0 && p.certLine[i-1] && p.lines[i-1].sec == secSkills && !strings.Contains(lower, ":") &&
				wordCount(l.text) <= 6 && (looksLikeCert(l.text) || isCertName(l.text)) {
				p.certLine[i] = true
			}
		}
	}
}

// describesTraining reports a line of an education entry that lists what was taught, some of
// its items in lower case ("Climbing, rigging and CDL training"), not credentials.
func describesTraining(s string) bool {
	parts := commaParts(s)
	if len(parts) < 2 {
		return false
	}
	for _, pt := range parts[1:] {
		if pt = strings.TrimSpace(pt); startsLower(pt) && !leadsWithCredential(pt) {
			return true
		}
	}
	return false
}

// spelledCredential reports a title written out and followed by its short form, whose letters
// are the title's initials, and naming a profession ("Registered Dietitian Nutritionist
// (RDN)"): a credential, listed as such under "Education and licences".
func spelledCredential(s string) bool {
	open := strings.LastIndexByte(s, '(')
	if open <= 0 || !strings.HasSuffix(s, ")") || strings.ContainsAny(s[:open], "(),;0123456789") {
		return false
	}
	short := s[open+1 : len(s)-1]
	if !acronym(short) || initialsOf(strings.Fields(s[:open])) != strings.ReplaceAll(short, "-", "") {
		return false
	}
	for _, c := range findConcepts(s[:open]) {
		if c.kind == taxonomy.KindProfession || c.kind == kindCert || c.kind == kindLicense {
			return true
		}
	}
	return false
}

// certSkillGroups ends a certifications section where a group of skills begins inside it (a
// Skills section's groups, "Certifications" then "Processes", under one heading): a short label
// naming no credential over a line naming skills and no credential ("Languages and
// Technologies" / "Go; Java; Python"), or a skills heading labelling its items on its line
// ("Tools <tab> Workday UKG"). The lines from there to the next section are skills.
func (p *parser) certSkillGroups() {
	for i := 0; i < len(p.lines); i++ {
		l := p.lines[i]
		if l.sec != secCerts || l.bullet {
			continue
		}
		label, value, labelled := strings.Cut(l.text, "\t")
		if !labelled {
			label, value, labelled = strings.Cut(l.text, ":")
		}
		switch {
		case labelled && strings.TrimSpace(value) != "":
			if sec, ok := lookupHeading(normHeading(label)); !ok || sec != secSkills || namesAnyCredential(value) {
				continue
			}
		case i+1 >= len(p.lines) || p.lines[i+1].sec != secCerts || p.lines[i+1].blankBefore:
			continue
		default:
			// a label's line stands apart from the line above; one that may go on from it
			// ("OSHA 30-Hour" / "Construction") is no label
			if l.mayWrap || !groupLabel(l.text) || !skillsOnly(p.lines[i+1].text) {
				continue
			}
		}
		for k := i; k < len(p.lines) && p.lines[k].sec == secCerts && (k == i || !p.lines[k].afterHeading); k++ {
			p.lines[k].sec = secSkills
		}
	}
}

// groupLabel reports a short label that names no credential, no place and no skill:
// "Processes", "Languages and Technologies".
func groupLabel(s string) bool {
	if wordCount(s) > 4 || hasDigit(s) || strings.ContainsAny(s, ",;:()") || !titleCased(s) || namesAnyCredential(s) {
		return false
	}
	// a place ("Wisconsin", a licence's state wrapped onto its line) or a product the
	// vocabulary knows as a skill ("QuickBooks Online ProAdvisor") is no group's name
	if _, _, ok := stateCode(s); ok {
		return false
	}
	for _, c := range findConcepts(s) {
		if c.kind == kindSkill {
			return false
		}
	}
	return true
}

// namesAnyCredential reports text that names a credential by a cue word, the vocabulary or
// its shape.
func namesAnyCredential(s string) bool {
	if looksLikeCert(s) || isCertName(s) || credentialConcept(s) || credentialLike(s) {
		return true
	}
	for _, c := range findConcepts(s) {
		if c.kind == kindCert || c.kind == kindLicense {
			return true
		}
	}
	return false
}

// skillsOnly reports a line that names skills the vocabulary knows and no credential.
func skillsOnly(s string) bool {
	skills := 0
	for _, c := range findConcepts(s) {
		switch c.kind {
		case kindCert, kindLicense:
			return false
		case kindSkill:
			skills++
		}
	}
	return skills > 0 && !looksLikeCert(s)
}

// awardWords mark a line of an awards section as an award, whatever credential it names.
var awardWords = []string{"award", "prize", "honor", "honour", "recogni", "scholarship", "dean's list",
	"of the year", "of the month", "nominee", "nominated", "winner", "medal", "fellowship", "grant"}

func containsAny(s string, subs []string) bool {
	for _, w := range subs {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}

// mostlyCredentials reports whether a skills line is a credential, or a list of mostly
// credentials: "Epic (certified user) · venipuncture · VFC vaccine programs" lists skills, one
// of them with a credential.
func mostlyCredentials(s string) bool {
	items := splitFields(s)
	if len(items) < 3 {
		return true
	}
	n := 0
	for _, it := range items {
		if looksLikeCert(it) {
			n++
		}
	}
	return 2*n > len(items)
}

// headerLines are the lines before the first heading, or the contact section.
func (p *parser) headerLines() []int {
	var out []int
	for i, l := range p.lines {
		if l.sec == secHeader || l.sec == secContact {
			out = append(out, i)
		}
	}
	return out
}

// personalInfo reads the name, contact details and location, each by a stage of its own:
// candidateName, contactDetails, candidatePhones and candidatePlace. Each looks first in the
// lines before the first heading (or under a contact heading), then in the lines elsewhere
// that can hold the candidate's own details (elsewhereLines).
func (p *parser) personalInfo() *PersonalInfo {
	hdr := p.headerLines()
	var pi PersonalInfo
	pi.Name = p.candidateName(hdr)
	c := p.contactDetails(hdr)
	if phones := p.candidatePhones(hdr); len(phones) > 0 {
		c.Phone = phones[0]
		if len(phones) > 1 {
			c.AlternativePhone = phones[1]
		}
	}
	if pi.Name == nil {
		pi.Name = p.nameMatchingContact(c)
	}
	if pi.Name != nil {
		*pi.Name = nameByEmail(*pi.Name, c.Email)
	}
	if c != (Contact{}) {
		pi.Contact = &c
	}
	loc := p.candidatePlace(hdr)
	if rel := p.relocation(); rel != nil {
		if loc == nil {
			loc = &Location{}
		}
		loc.WillingToRelocate = rel
	}
	if loc != nil {
		if loc.Country == "" {
			loc.Country = "USA"
		}
		pi.Location = loc
	}
	if pi == (PersonalInfo{}) {
		return nil
	}
	return &pi
}

// ownName drops from the credentials read the person's own name and the headline in capitals
// printed under it: where a sidebar of credentials comes first, the main column's top ("Travis
// Kowalczyk" / "PARAMEDIC / FIREFIGHTER") runs on from the sidebar's last list.
func ownName(certs []certItem, pi *PersonalInfo) []certItem {
	if pi == nil || pi.Name == nil || pi.Name.FirstName == "" || pi.Name.LastName == "" {
		return certs
	}
	full := strings.ToLower(pi.Name.FirstName + " " + pi.Name.LastName)
	out := certs[:0:0]
	afterName := false
	for _, c := range certs {
		name := strings.ToLower(strings.Join(strings.Fields(c.c.Name), " "))
		switch {
		case name == full || strings.HasPrefix(name, full+" ") && wordCount(name) <= wordCount(full)+1:
			afterName = true
			continue
		case afterName && isAllCaps(c.c.Name) && c.c.IssuingOrganization == "" && c.c.CredentialID == "":
			afterName = false
			continue
		}
		afterName = false
		out = append(out, c)
	}
	return out
}

// candidateName is the first line near the top that reads as a name: among the first eight
// header lines (the first three lines without a header), also across a line break after a
// particle ("Thomas A. St." / "Clair") or between a name set a word a line ("Helen" /
// "Marchetti"); else a line among the first 20 labelled as the name.
func (p *parser) candidateName(hdr []int) *Name {
	nameLines := hdr
	if len(nameLines) == 0 {
		for i := range min(3, len(p.lines)) {
			nameLines = append(nameLines, i)
		}
	}
	for k, i := range nameLines {
		if k >= 8 || i > 12 {
			break
		}
		t := p.lines[i].text
		if endsWithParticle(t) && i+1 < len(p.lines) {
			t += " " + p.lines[i+1].text
		}
		if wordCount(t) == 1 && i+1 < len(p.lines) && wordCount(p.lines[i+1].text) == 1 && !p.lines[i+1].heading {
			t += " " + p.lines[i+1].text
		}
		if pl, ok := parsePlace(t); ok && pl.city != "" && pl.state != "" {
			continue // "Broken Arrow, OK": a city and its state, not a person
		}
		if n, ok := nameFromLine(t); ok {
			return &n
		}
	}
	// a form's labelled name under a heading ("About me" / "Name | Rosa Villanueva")
	for i, l := range p.lines {
		if i >= 20 {
			break
		}
		if f := splitFields(l.text); len(f) > 1 && strings.EqualFold(strings.TrimRight(f[0], ":"), "name") {
			if n, ok := nameFromLine(l.text); ok {
				return &n
			}
		}
	}
	return nil
}

// elsewhereLines are the indexes of the lines outside the header that may hold the
// candidate's own details: not under References, no list item, not a paragraph.
func (p *parser) elsewhereLines() []int {
	var out []int
	for i, l := range p.lines {
		if l.sec == secReferences || l.sec == secHeader || l.sec == secContact || l.bullet || len(l.text) > 160 {
			continue
		}
		out = append(out, i)
	}
	return out
}

// contactDetails reads the e-mail address and the LinkedIn address: in the header, else in the
// first lines elsewhere (an e-mail address within the first 40).
func (p *parser) contactDetails(hdr []int) Contact {
	var c Contact
	for _, i := range append(append([]int(nil), hdr...), p.elsewhereLines()...) {
		t := p.lines[i].text
		inHeader := p.lines[i].sec == secHeader || p.lines[i].sec == secContact
		if c.Email == "" && (inHeader || i < 40) {
			c.Email = findEmail(t)
			if c.Email != "" && strings.HasSuffix(strings.TrimSpace(t), c.Email) && i+1 < len(p.lines) {
				c.Email = wrappedEmail(c.Email, p.lines[i+1].text)
			}
		}
		if c.LinkedIn == "" {
			c.LinkedIn = findLinkedIn(t)
		}
	}
	return c
}

// candidatePhones reads up to two phones: every phone of the header, then phones on labelled
// lines elsewhere ("Cell: ..."), and without either a short line near the top that holds
// nothing but a phone-shaped number (a sidebar without a contact heading). National numbers
// are read in the configured region only: one written without its country code for another
// country is kept as written, never given a country code the resume does not show.
func (p *parser) candidatePhones(hdr []int) []string {
	var phones []string
	for _, i := range hdr {
		phones = appendPhones(phones, linePhones(p.lines[i], p.region, &p.sc))
	}
	for _, i := range p.elsewhereLines() {
		t := p.lines[i].text
		if len(phones) < 2 && hasDigit(t) && (containsFold(t, "phone") || containsFold(t, "cell") || containsFold(t, "mobile") || containsFold(t, "tel")) {
			phones = appendPhones(phones, linePhones(p.lines[i], p.region, &p.sc))
		}
	}
	if len(phones) > 0 {
		return phones
	}
	for i, l := range p.lines {
		if i >= 50 || len(phones) > 0 {
			break
		}
		switch l.sec {
		case secExperience, secEducation, secCerts, secReferences, secProjects:
			continue
		}
		if l.bullet || len(l.text) > 40 || !hasDigit(l.text) {
			continue
		}
		for _, ph := range phonesIn(l.text, p.region, &p.sc) {
			if isE164(ph) {
				phones = appendPhones(phones, []string{ph})
			}
		}
	}
	return phones
}

// candidatePlace reads where the candidate lives: a place in the header, else a labelled
// place within the first 40 lines ("Address | ...", see labelledPlace), or a line within the
// first 15, outside the history, education and credentials, that is only a place ("Nashville
// TN US" under About).
func (p *parser) candidatePlace(hdr []int) *Location {
	for _, i := range hdr {
		if loc := p.placeIn(p.lines[i].text); loc != nil {
			return loc
		}
		if loc := p.livesIn(i); loc != nil {
			return loc
		}
	}
	for _, i := range hdr {
		if loc := p.labelledPlace(i); loc != nil {
			return loc
		}
	}
	for k, i := range hdr {
		// "Pittsburgh" on a line of its own under the name (JSON Resume themes print the city
		// alone when no region is given): a city the gazetteer knows, with no state to read
		if t := p.lines[i].text; k > 0 && !p.lines[i].bullet && loneCity(t) {
			return &Location{City: t}
		}
	}
	for _, i := range p.elsewhereLines() {
		if i >= 40 {
			break
		}
		if loc := p.labelledPlace(i); loc != nil {
			return loc
		}
		if loc := p.livesIn(i); loc != nil {
			return loc
		}
		if l := p.lines[i]; i < 15 && l.sec != secExperience && l.sec != secEducation && l.sec != secCerts {
			if loc := zipHome(l.text); loc != nil {
				return loc // a ZIP on a line of its own
			}
			if pl, ok := parsePlace(l.text); ok && pl.city != "" && (pl.state != "" || pl.country != "") {
				return &Location{Street: pl.street, City: pl.city, State: pl.state, ZipCode: pl.zip, Country: pl.country}
			}
		}
	}
	return nil
}

// loneCity reports whether a line is only a city's name, one to three capitalised words the
// gazetteer knows as a city in some state, and no job title ("Foreman" is a town in Arkansas).
func loneCity(t string) bool {
	if !isCityName(t) || len(strings.Fields(t)) > 3 || titleLike(t) || strings.ContainsAny(t, ".,") {
		return false
	}
	if _, _, ok := stateCode(t); ok {
		return false
	}
	for _, c := range taxonomy.All(taxonomy.KindState) {
		if knownCity(t, strings.TrimPrefix(string(c.ID), "state:")) {
			return true
		}
	}
	return false
}

// zipLabel is the label before a ZIP written alone: "ZIP 37203", "Zip
// code: 60614".
var zipLabel = regexp.MustCompile(`(?i)^(?:zip|zip code|zipcode|postal code)\s*:?\s*`)

// zipHome reads a home written as a ZIP alone, labelled or not ("78766",
// "ZIP 37203"): a ZIP geo knows, nil otherwise.
func zipHome(text string) *Location {
	z := zipLabel.ReplaceAllString(strings.TrimSpace(text), "")
	if !isZip(z) {
		return nil
	}
	if _, known := geo.LookupZIP(z[:5]); !known {
		return nil
	}
	return &Location{ZipCode: z}
}

// livesInRE is a sentence saying where its writer lives: "I live in
// Pearland, TX 77584.", "Based in Denver, CO".
var livesInRE = regexp.MustCompile(`(?i)\b(?:I live in|I'm based in|I am based in|based in|living in|lives in|lives|residing in|resides in|I reside in|located in|home is in)\s+([^.;:()\n]{3,60}?)(?:\.(?:\s|$)|[;()\n]|$)`)

// livesIn reads the place a line of prose in the first lines says its
// writer lives in, outside the history, where "located in" is an employer's.
func (p *parser) livesIn(i int) *Location {
	l := p.lines[i]
	if i >= 15 || l.sec == secExperience || l.sec == secEducation {
		return nil // a letter's "I live in" may follow its credentials, under their heading
	}
	if loc, ok := HomeIn(l.text); ok {
		return &loc
	}
	return nil
}

// HomeIn reads where a sentence of text says someone lives ("I live in
// Pearland, TX 77584.", "Cand: Mateo Nwosu. Lives Sacramento, CA 94288."):
// a recruiter's notes say it as a resume's opening does.
func HomeIn(text string) (Location, bool) {
	for _, m := range livesInRE.FindAllStringSubmatch(text, -1) {
		if pl, ok := parsePlace(m[1]); ok && pl.city != "" && (pl.state != "" || pl.country != "") {
			return Location{City: pl.city, State: pl.state, ZipCode: pl.zip, Country: pl.country}, true
		}
	}
	return Location{}, false
}

// placeLabels label the candidate's place in a form or a label gutter ("Address | 2210 Montana
// Ave", "Location: Austin, TX").
var placeLabels = []string{"location", "address", "home address", "city", "residence"}

// labelledPart reads a place's part a form labels on its own ("Region | County Dublin", "City:
// Pittsburgh", "State" over "NM"), as JSON Resume themes print a location's fields: a state
// or region of up to four words, a city by its shape.
func labelledPart(label, value string) *Location {
	if value == "" || len(strings.Fields(value)) > 4 || !cityWords(value) || slices.Contains(placeLabels, strings.ToLower(value)) {
		return nil
	}
	switch label {
	case "region", "state", "province", "county", "state/province":
		if code, canadian, ok := stateCode(value); ok {
			country := "USA"
			if canadian {
				country = "Canada"
			}
			return &Location{State: code, Country: country}
		}
		if isCityName(value) {
			return &Location{State: value}
		}
	case "city", "town":
		if isCityName(value) {
			return &Location{City: value}
		}
	}
	return nil
}

// labelledPlace reads the place a labelled line names: after the label and a colon, a bar or a
// tab (a Europass-style gutter), with the next line when the value wrapped onto it without a
// label of its own ("Address | 2210 Montana Ave" / "El Paso, TX 79903").
func (p *parser) labelledPlace(i int) *Location {
	t := p.lines[i].text
	k := strings.IndexAny(t, ":|\t")
	if k < 0 && i+1 < len(p.lines) && !strings.ContainsAny(p.lines[i+1].text, ":|\t") && p.lines[i+1].sec == p.lines[i].sec {
		// "Region" over "NM": a form's label on a line of its own, its value on the next
		t, k = t+"\t"+p.lines[i+1].text, len(t)
	}
	if k <= 0 {
		return nil
	}
	label := strings.ToLower(strings.TrimSpace(t[:k]))
	value := strings.TrimSpace(strings.TrimLeft(t[k:], ":|\t "))
	if loc := labelledPart(label, value); loc != nil {
		return loc
	}
	if !slices.Contains(placeLabels, label) {
		return nil
	}
	if loc := p.placeIn(value); loc != nil {
		return loc
	}
	if i+1 < len(p.lines) && !strings.ContainsAny(p.lines[i+1].text, ":|\t") {
		if loc := p.placeIn(value + ", " + p.lines[i+1].text); loc != nil {
			return loc
		}
	}
	return nil
}

// linePhones returns the phones of a line. A phone kept as written must be
// written so in the resume: a joined line's text spans a line break, so only
// its normalised (E.164) phones count.
func linePhones(l line, region string, sc *dateScanner) []string {
	phones := phonesIn(l.text, region, sc)
	if l.joined {
		phones = slices.DeleteFunc(phones, func(ph string) bool { return !isE164(ph) })
	}
	return phones
}

// isE164 reports whether ph is a phone number in E.164 form ("+15125550100").
func isE164(ph string) bool {
	if len(ph) < 8 || len(ph) > 16 || ph[0] != '+' || ph[1] == '0' {
		return false
	}
	for _, c := range []byte(ph[1:]) {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

func appendPhones(list, more []string) []string {
	for _, ph := range more {
		if !slices.Contains(list, ph) {
			list = append(list, ph)
		}
	}
	return list
}

// nameMatchingContact finds the name when the contact block holds none, as in two-column
// layouts whose text puts a sidebar first: a name-shaped line near the top, not a list item,
// whose first or last name is also in the e-mail address or the LinkedIn address.
func (p *parser) nameMatchingContact(c Contact) *Name {
	handle := strings.ToLower(c.LinkedIn)
	if k := strings.IndexByte(c.Email, '@'); k > 0 {
		handle += " " + strings.ToLower(c.Email[:k])
	}
	if handle == "" {
		return nil
	}
	inHandle := func(w string) bool { return spellsWord(handle, w) }
	for i, l := range p.lines {
		if i >= 60 {
			break
		}
		if l.bullet || l.heading {
			continue
		}
		for _, f := range splitFields(l.text) {
			n, ok := nameFromLine(f)
			if ok && (inHandle(n.FirstName) || inHandle(n.LastName)) {
				return &n
			}
			// "AnnikaHalvorsen": a name whose words a layout ran together, every one of them in
			// the address
			if ws := camelWords(f); len(ws) >= 2 && len(ws) <= 3 && !slices.ContainsFunc(ws, func(w string) bool { return !inHandle(w) }) {
				if n, ok := nameFromLine(strings.Join(ws, " ")); ok {
					return &n
				}
			}
			// "Brianna CastellanosCT Technologist": the name the address spells, the next
			// field run into it
			if k := spelledPrefix(f, c.Email); k > 0 {
				if n, ok := nameFromLine(f[:k]); ok {
					return &n
				}
			}
		}
	}
	return nil
}

// spelledPrefix is the length of the start of f whose letters spell the local part of the
// e-mail address (its letters, at least six), ending at a word's end or where a capital starts
// another; 0 when there is none.
func spelledPrefix(f, email string) int {
	local, _, ok := strings.Cut(email, "@")
	want := asciiLetters(local)
	if !ok || len(want) < 6 {
		return 0
	}
	got := 0
	for i, r := range f {
		if got == len(want) {
			if next, _ := utf8.DecodeRuneInString(f[i:]); unicode.IsSpace(next) || unicode.IsUpper(next) || next == ',' {
				return i
			}
			return 0
		}
		l := asciiLetters(string(r))
		if l == "" {
			if unicode.IsLetter(r) {
				return 0
			}
			continue
		}
		if !strings.HasPrefix(want[got:], l) {
			return 0
		}
		got += len(l)
	}
	return 0
}

// camelWords cuts one word of letters at its inner capitals ("AnnikaHalvorsen": "Annika",
// "Halvorsen"); nil for anything else.
func camelWords(f string) []string {
	if f == "" || strings.IndexFunc(f, func(r rune) bool { return !unicode.IsLetter(r) }) >= 0 {
		return nil
	}
	var ws []string
	start := 0
	prev := rune(0)
	for i, r := range f {
		if i > 0 && unicode.IsUpper(r) && unicode.IsLower(prev) {
			ws = append(ws, f[start:i])
			start = i
		}
		prev = r
	}
	if start == 0 {
		return nil
	}
	return append(ws, f[start:])
}

// asPrinted keeps each credential's name as the document prints it: lines joined to a
// credential with a dash between them (the issuer under its credential, a dash-led line) are
// read as its issuer or details, but where the name kept both parts and that dash is none of
// the document's, the name is cut back to the part before it.
func asPrinted(text string, certs []Certification) []Certification {
	if len(certs) == 0 {
		return certs
	}
	hay := squashText(text)
	for i, c := range certs {
		head, tail, ok := strings.Cut(c.Name, " – ")
		if !ok || strings.Contains(hay, squashText(c.Name)) || !strings.Contains(hay, squashText(head)) {
			continue
		}
		certs[i].Name = strings.TrimSpace(head)
		if certs[i].IssuingOrganization == "" && strings.Contains(hay, squashText(tail)) && findIssuer(tail) != "" {
			certs[i].IssuingOrganization = strings.TrimSpace(tail)
		}
	}
	return certs
}

// squashText is s in lower case without its blanks, its dashes all one: what comparing a value
// with the document's text ignores.
func squashText(s string) string {
	s = strings.NewReplacer("–", "-", "—", "-", "‐", "-").Replace(strings.ToLower(s))
	return strings.Join(strings.Fields(s), "")
}

// foldASCII drops the accents of Latin letters: "Zieliński" -> "Zielinski". Text without a
// byte outside ASCII is returned as it is, without a copy.
func foldASCII(s string) string {
	ascii := true
	for i := 0; i < len(s) && ascii; i++ {
		ascii = s[i] < 0x80
	}
	if ascii {
		return s
	}
	var b strings.Builder
	for _, r := range norm.NFD.String(s) {
		if unicode.Is(unicode.Mn, r) {
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

// placeIn finds the candidate's place in a header line.
func (p *parser) placeIn(t string) *Location {
	if containsFold(t, "linkedin.com") && !strings.Contains(t, "|") {
		return nil
	}
	fields := splitFields(t)
	for i, f := range fields {
		if f = beforeContact(f); f == "" {
			continue
		}
		if i+1 < len(fields) {
			// "Manchester, Greater Manchester – United Kingdom": the country in a field of its own
			if _, ok := countries[strings.ToLower(fields[i+1])]; ok {
				f += ", " + fields[i+1]
			}
			// "Austin – TX": the state in a field of its own, after a city the gazetteer
			// knows there
			if code, _, ok := stateCode(fields[i+1]); ok && knownCity(strings.TrimSpace(f), code) {
				f += ", " + fields[i+1]
			}
		}
		if k := strings.IndexByte(f, ':'); k > 0 && k < 12 {
			f = f[k+1:]
		}
		pl, ok := parsePlace(f)
		if !ok {
			// a ZIP in a field of its own ("… | OSHA-10 card | 78766 | …")
			if loc := zipHome(f); loc != nil {
				return loc
			}
		}
		if !ok || pl.city == "" && pl.zip == "" && pl.state == "" {
			continue
		}
		return &Location{Street: pl.street, City: pl.city, State: pl.state, ZipCode: pl.zip, Country: pl.country}
	}
	return nil
}

// beforeContact returns the part of a header field before the phone, e-mail
// or web address it goes on with, without the separators between them:
// "Everett, WA 98201, (206) 555-0193, ben@example.net" and, where the text
// layer lost the gaps, "Aurora, CO 80013(720) 555-0157ben@example.net" hold
// the place "Everett, WA 98201" and "Aurora, CO 80013".
func beforeContact(f string) string {
	end := len(f)
	if runs := phoneRuns(f); len(runs) > 0 {
		if k := strings.Index(f, runs[0].text); k >= 0 {
			end = k
		}
	}
	for _, mark := range []string{"@", "http", "www.", ".com", "linkedin"} {
		if k := indexFold(f[:end], mark); k >= 0 {
			// back to the start of the address's word
			end = strings.LastIndexAny(f[:k], " ,;|*") + 1
		}
	}
	f = strings.TrimRight(f[:end], " ,;:|*-\u2013\u2014\u00b7\u2022")
	// an area code glued to the ZIP before it: "87102(505) 555-0119"
	if k := strings.LastIndexByte(f, '('); k > 0 && isDigitByte(f[k-1]) && strings.Trim(f[k+1:], "0123456789)") == "" {
		f = f[:k]
	}
	return f
}

// relocation reads what the resume says about relocating, line by line.
func (p *parser) relocation() *bool {
	var found *bool
	for _, l := range p.lines {
		if !containsFold(l.text, "relocat") && !containsFold(l.text, "willing to move") && !containsFold(l.text, "open to moving") {
			continue
		}
		if r := relocation(strings.ToLower(l.text)); r != nil && (found == nil || !*r) {
			found = r // a "not willing" anywhere wins
		}
	}
	return found
}

// summary builds the professional summary.
func (p *parser) summary(jobs []rawJob, core []string) *ProfessionalSummary {
	var s ProfessionalSummary
	var parts []string
	for _, l := range p.lines {
		if l.sec == secSummary {
			parts = append(parts, l.text)
		}
	}
	if len(parts) == 0 {
		// an untitled paragraph under the contact lines
		for _, i := range p.headerLines() {
			t := p.lines[i].text
			if wordCount(t) >= 12 && !p.isContactLine(t) {
				parts = append(parts, t)
			}
		}
	}
	s.Overview = strings.Join(parts, " ")
	if y, ok := statedYears(s.Overview); ok {
		s.YearsOfExperience = &y
	} else if y, ok := p.yearsFromHistory(jobs); ok {
		s.YearsOfExperience = &y
	}
	s.CoreProficiencies = core
	s.SpecialtyExperience = p.specialtyExperience(jobs)
	if s.Overview == "" && s.YearsOfExperience == nil && len(s.CoreProficiencies) == 0 && len(s.SpecialtyExperience) == 0 {
		return nil
	}
	return &s
}

// gapNotesOutsideHistory finds lines outside the work history that state a career break.
func (p *parser) gapNotesOutsideHistory() []gapNote {
	var out []gapNote
	for i, l := range p.lines {
		switch l.sec {
		case secExperience, secSkills, secCompetencies, secCerts, secEducation, secLanguages, secReferences, secProjects:
			continue
		case secHeader:
			if i < 3 {
				continue
			}
		}
		lower := strings.ToLower(l.text)
		if !gapReasonIn(lower) || strings.Contains(lower, "relocate") {
			continue
		}
		n := gapNote{text: tidyReason(l.text), line: i}
		if ds := p.lineDates(i); len(ds) > 0 && ds[0].isRange {
			n.lo = ds[0].start.month()
			n.hi = n.lo + max(1, p.monthsOf(ds[0]))
			var sb strings.Builder
			sb.WriteString(l.text[:ds[0].lo])
			sb.WriteString(" | ")
			sb.WriteString(l.text[ds[0].hi:])
			n.text = tidyReason(sb.String())
		}
		out = append(out, n)
	}
	return out
}

// sortJobs orders positions newest first: current ones, then by end and start date. Undated
// positions keep their place relative to each other after the dated ones.
func sortJobs(jobs []rawJob) {
	key := func(j rawJob) (int, int) {
		if !j.dated {
			return -1, -1
		}
		end := j.span.last().month()
		if j.span.current {
			end = 1 << 30
		}
		return end, j.span.start.month()
	}
	slices.SortStableFunc(jobs, func(a, b rawJob) int {
		ae, as := key(a)
		be, bs := key(b)
		if ae != be {
			return be - ae
		}
		return bs - as
	})
}

func hasRange(ds []dateSpan) bool {
	_, ok := firstRange(ds)
	return ok
}

// firstRange returns the first of ds that is a range.
func firstRange(ds []dateSpan) (dateSpan, bool) {
	for _, d := range ds {
		if d.isRange {
			return d, true
		}
	}
	return dateSpan{}, false
}

func titleLike(s string) bool {
	t, e := scoreField(s)
	return t > e
}

// lineDates returns the dates in line i, finding them once. In the work history a month-only
// range takes the year of a year subheading above it, two dates side by side make a range, and
// a range cut by the end of the line is read with the next line (see rangeOntoNext).
func (p *parser) lineDates(i int) []dateSpan {
	if !p.datesDone[i] {
		work := p.lines[i].sec == secExperience
		if work {
			p.sc.yearCtx, p.sc.bareRanges = p.yearAbove(i), true
		}
		ds := p.sc.findDates(p.lines[i].text)
		if work {
			ds = p.rangeOntoNext(i, ds)
		}
		p.sc.yearCtx, p.sc.bareRanges = 0, false
		p.dates[i] = ds
		p.datesDone[i] = true
	}
	return p.dates[i]
}

// yearAbove returns the year of the nearest line above line i, in its section, that is a year
// alone (a subheading grouping the positions of that year), or 0.
func (p *parser) yearAbove(i int) int {
	for k := i - 1; k >= 0 && p.lines[k].sec == p.lines[i].sec && !p.lines[k].heading; k-- {
		if t := p.lines[k].text; isYearLike(t) && hasOnlyDigits(t) {
			if y := atoi(t); p.sc.yearOK(y) {
				return y
			}
		}
	}
	return 0
}

// startsWithDate reports whether s opens with a date.
func startsWithDate(sc *dateScanner, s string) bool {
	ds := sc.findDates(s)
	return len(ds) > 0 && ds[0].lo == 0
}

func hasOnlyDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

// rangeOntoNext completes the dates ds of line i with the next line when the line width cut a
// range: a line ending in a date and "to" or a dash above a line starting with the range's end
// ("... — May 2014 to" / "July 2019. As manager I ..."), or a header ending in a dash above a
// sentence that opens with its range ("... Parkersburg, WV —" / "August 2019 to present. I
// run ..."). The range is the line's, ending where the line does.
func (p *parser) rangeOntoNext(i int, ds []dateSpan) []dateSpan {
	if i+1 >= len(p.lines) {
		return ds
	}
	l, nl := p.lines[i], p.lines[i+1]
	fs := strings.Fields(l.text)
	if nl.sec != l.sec || nl.heading || nl.blankBefore || nl.bullet || len(fs) < 2 {
		return ds
	}
	last := fs[len(fs)-1]
	if !isDash(last) && !rangeWords[strings.ToLower(last)] {
		return ds
	}
	n := len(ds)
	if n > 0 && !ds[n-1].isRange && strings.TrimSpace(l.text[ds[n-1].hi:]) == last && isDash(last) && !startsWithDate(&p.sc, nl.text) {
		// "Pennine Foods Group plc 2021-09 —" over the title: a range left open, as
		// templates write a position that goes on
		sp := ds[n-1]
		sp.isRange, sp.current, sp.hi = true, true, len(l.text)
		return append(ds[:n-1:n-1], sp)
	}
	if n > 0 && !ds[n-1].isRange && strings.TrimSpace(l.text[ds[n-1].hi:]) == last {
		// "May 2014 to" + "July 2019. ..."
		js := p.sc.findDates(l.text[ds[n-1].lo:] + " " + nl.text)
		if len(js) == 0 || !js[0].isRange || js[0].lo != 0 || js[0].hi <= len(l.text)-ds[n-1].lo {
			return ds
		}
		sp := js[0]
		sp.lo, sp.hi = ds[n-1].lo, len(l.text)
		return append(ds[:n-1:n-1], sp)
	}
	if !isDash(last) {
		return ds
	}
	// "— " + "August 2019 to present. I run ...": the range opens a sentence
	js := p.sc.findDates(nl.text)
	if len(js) == 0 || !js[0].isRange || js[0].lo != 0 || js[0].hi >= len(nl.text) || nl.text[js[0].hi] != '.' {
		return ds
	}
	sp := js[0]
	sp.lo, sp.hi = len(l.text), len(l.text)
	return append(ds[:n:n], sp)
}
