package resume

import (
	"strings"
)

// A position is read from its header lines in stages, each a function of its own with a table
// test (position_test.go):
//
//  1. cleanHeaderLine: dates, durations and a remote marker become separators; a sentence
//     after the place that ends the line is set aside as the description.
//  2. lineFields: the line is cut into fields at separators, "at" and "@", labels
//     (headerLabels), commas; places are taken out of them, each field scored as a title and
//     as an employer.
//  3. entryKind: a career break, a student placement, a line that is no position, or a
//     position.
//  4. assignFields: the title and the employer among the fields, by labels, then cues, then
//     the line they sit on; then titleWithParts and employerWithParts put back what commas
//     and dashes cut off them.

// jobField is one field of a header line.
type jobField struct {
	text      string
	line      int // position of its line in the header group
	t, e      int // title and employer scores
	role      fieldRole
	commaTied bool   // joined by a comma to the field before it on the same line
	sepBefore string // the separator before its segment on the line ("–", "/", "|"), if any
	used      bool
}

// cleanedLine is a header line made ready to be cut into fields.
type cleanedLine struct {
	text   string // dates, durations and a remote marker replaced by " | "
	remote bool   // it said the position was remote
	desc   string // a sentence after the place that ended the header: the position's description
}

// cleanHeaderLine is stage 1: it blanks out a header line's dates (ds), durations ("(2
// yrs)") and remote marker, protects dashes between numbers ("Grades 3–5"), sets aside a
// sentence after the place that ends the header, labels a header written as a sentence
// ("Employed at Acme as a Shift Lead") and reads slashes as separators where they set three
// or more fields apart.
func cleanHeaderLine(text string, ds []dateSpan) cleanedLine {
	var out cleanedLine
	if len(ds) > 0 {
		var sb strings.Builder
		last := 0
		for _, d := range ds {
			sb.WriteString(text[last:d.lo])
			sb.WriteString(" | ")
			last = d.hi
		}
		sb.WriteString(text[last:])
		text = sb.String()
	}
	if containsFold(text, "yr") || containsFold(text, "year") || containsFold(text, "mo") || containsFold(text, "wk") || containsFold(text, "week") {
		text = durationRE.ReplaceAllString(text, " | ")
	}
	if containsFold(text, "remote") && remoteRE.MatchString(text) {
		out.remote = true
		text = remoteRE.ReplaceAllString(text, " | ")
	}
	// "Teacher, Grades 3–5 — Lincoln School": a dash between numbers is a range inside a
	// field, not a separator
	text = numberRangeRE.ReplaceAllStringFunc(text, protectDash)
	text = facilityDashes(text)
	// "Technician — Acme Dialysis, Conway, AR. Paid training program ...": a sentence after
	// the place that ends a header is the position's description
	if m := stateSentenceRE.FindStringSubmatchIndex(text); m != nil && hasState(text[m[2]:m[3]]) {
		out.desc = unprotectDash(strings.TrimSpace(text[m[3]+1:]))
		text = text[:m[3]]
	}
	text = labelEmployedAs(text)
	if strings.Count(text, " / ") >= 3 {
		// "Welder / Acme Steel / Gulfport, MS / 2016 – 2018": slashes set the fields apart
		text = strings.ReplaceAll(text, " / ", " | ")
	}
	out.text = text
	return out
}

// facilityDashes hides the spaced dash between a health system's (or a company's) name and its
// facility's from the separators: "Allina Health – Mercy Hospital", "Banner – University
// Medical Center Tucson", "... Medical Center – Bergan Mercy, Omaha, NE" are one employer.
// Neither side may read as a title (nor the left as a credential: "Certified Nurse-Midwife —
// Willamette Women's Health"); the right is an organisation's name, or a proper name
// after one that ends like an organisation, neither a unit nor a city.
func facilityDashes(text string) string {
	var b strings.Builder
	rest := text
	for {
		k, dash := -1, ""
		for _, d := range []string{" – ", " — ", " - "} {
			if i := strings.Index(rest, d); i >= 0 && (k < 0 || i < k) {
				k, dash = i, d
			}
		}
		if k < 0 {
			break
		}
		a := trailingField(b.String() + rest[:k])
		bField := leadingField(rest[k+len(dash):])
		bHead, _, _ := strings.Cut(bField, ",")
		b.WriteString(rest[:k])
		bHead = strings.TrimSpace(bHead)
		// "— Kansas City, MO": a place, its city first
		pl, place := parsePlace(bField)
		if !(place && strings.EqualFold(pl.city, bHead)) && facilityOf(a, bHead) {
			b.WriteString(protectDash(dash))
		} else {
			b.WriteString(dash)
		}
		rest = rest[k+len(dash):]
	}
	if b.Len() == 0 {
		return text
	}
	b.WriteString(rest)
	return b.String()
}

// facilityOf reports whether b names a facility of organisation a (see facilityDashes).
func facilityOf(a, b string) bool {
	if a == "" || b == "" || hasDigit(a) || hasDigit(b) {
		return false
	}
	ta, ea := scoreField(a)
	tb, eb := scoreField(b)
	if ta > 0 || tb > 0 || !startsProperName(a) || !startsProperName(b) || namesAnyCredential(a) {
		return false
	}
	if usCityAnywhere(b) || strings.HasSuffix(b, " City") {
		return false // "– Des Moines", "— Cebu City": the place of the organisation before
	}
	if eb > 0 {
		// an organisation's name ("Allina Health"), not a word that ends some ("Medical
		// Interpreter"), or a one-word name ("Banner")
		return ea > 1 || endsOrgHead(a) || len(strings.Fields(a)) == 1
	}
	return endsOrgHead(a) && !unitLike(b) && wordCount(b) <= 3
}

// trailingField and leadingField are the field of a header line that ends s and the one that
// starts it, between the separators other than dashes.
func trailingField(s string) string {
	for _, sep := range jobFieldSeps {
		if !isDash(strings.TrimSpace(sep)) {
			if i := strings.LastIndex(s, sep); i >= 0 {
				s = s[i+len(sep):]
			}
		}
	}
	return strings.TrimSpace(s)
}

func leadingField(s string) string {
	for _, sep := range jobFieldSeps {
		if !isDash(strings.TrimSpace(sep)) {
			s, _, _ = strings.Cut(s, sep)
		}
	}
	return strings.TrimSpace(s)
}

// lineFields is what stage 2 reads from one cleaned header line.
type lineFields struct {
	fields []jobField
	places []cityLocation // in the order written
	remote bool           // a field said "Remote"
	client bool           // a "Client:" label named the facility
}

// lineFields is stage 2: it cuts cleaned header line li into fields. site tells whether the
// header names a worksite, which an agency's label then gives way to.
func headerFields(text string, li int, site bool) lineFields {
	var out lineFields
	if role, value, ok := inlineLabel(text); ok && !strings.ContainsAny(value, "|\t·•") {
		switch role {
		case roleUnit:
			return out // "Unit: Long-term care / SNF rehab", slashes included: no title, no employer
		case roleTitle:
			// "Position held: Delivery Driver / Yard Associate": a labelled title is one
			// field, slashes and commas included
			if v := strings.TrimSpace(value); v != "" {
				out.fields = append(out.fields, jobField{text: v, line: li, t: 1, role: roleTitle})
			}
			return out
		}
	}
	text = runInFields(text)
	segEnd := 0
	for _, seg := range splitCapsName(splitWith(text, jobFieldSeps)) {
		sep := ""
		if k := strings.Index(text[segEnd:], seg); k >= 0 {
			if len(out.fields) > 0 {
				sep = strings.TrimSpace(text[segEnd : segEnd+k])
			}
			segEnd += k + len(seg)
		}
		for _, part := range segmentParts(seg, site, &out.client) {
			out.addPart(part, li, sep)
			sep = ""
		}
	}
	return out
}

// segmentPart is a piece of a segment with the role its label or its place in "Title at
// Employer" gives it.
type segmentPart struct {
	text string
	role fieldRole
}

// segmentParts reads one segment of a header line: "Senior Engineer at Google" and "Nurse @
// Mercy" are a title and an employer; a labelled segment ("Employer: Acme") is its value with
// its label's role. client is set by a "Client:" label.
func segmentParts(seg string, site bool, client *bool) []segmentPart {
	if k := indexWordFold(seg, " at "); k > 0 {
		// "PTA at Kootenai Health": a title's short form, a credential's letters
		head := strings.TrimSpace(seg[:k])
		if t, _ := scoreField(head); t > 0 || acronym(head) && namesAnyCredential(head) {
			return []segmentPart{{seg[:k], roleTitle}, {seg[k+4:], roleEmployer}}
		}
	}
	if k := strings.Index(seg, " @ "); k > 0 {
		return []segmentPart{{seg[:k], roleTitle}, {seg[k+3:], roleEmployer}}
	}
	label, _, _ := strings.Cut(seg, ":")
	role, value, ok := inlineLabel(seg)
	if !ok || wordCount(label) > 2 && headerLabels[strings.ToLower(strings.TrimSpace(label))].inline == roleNone {
		return []segmentPart{{seg, roleNone}}
	}
	switch role {
	case roleTitle, roleEmployer:
		return []segmentPart{{value, role}}
	case roleClient:
		*client = true
		return []segmentPart{{value, roleEmployer}}
	case roleWorksite:
		// "Worksite: Ridgeport Logistics": where a placed worker worked is the employer;
		// "Worksite: various warehouses" names none
		if !startsProperName(value) {
			value = ""
		}
		return []segmentPart{{value, roleEmployer}}
	case roleAgency:
		// the agency that placed the worker is the employer only when no worksite is named
		if site {
			value = ""
		}
		return []segmentPart{{value, roleEmployer}}
	case roleOther:
		return []segmentPart{{value, roleNone}}
	case roleUnit:
		return nil // "… | Unit: 4 West": the header's text, for the specialty, but no field
	}
	return []segmentPart{{seg, roleNone}}
}

// addPart cuts a segment's part at its commas into fields, taking out places: one in brackets
// ("Mercy Hospital (Boise, ID)") and one that ends the part ("Acme, Austin, TX"; "Acme, P.A."
// ends in a company's suffix, not in Pennsylvania).
func (out *lineFields) addPart(part segmentPart, li int, sep string) {
	text := part.text
	if pl, rest, ok := bracketedPlace(text); ok {
		out.places = append(out.places, pl)
		text = rest
	}
	parts := commaParts(text)
	for k := len(parts) - 1; k >= 0 && !endsOrgSuffix(text); k-- {
		pl, ok := parsePlace(strings.Join(parts[k:], ", "))
		if ok && pl.city != "" && (k > 0 || len(parts) > 1 || pl.zip != "" || pl.state != "") {
			out.places = append(out.places, pl)
			parts = parts[:k]
			if pl.lead != "" {
				parts = append(parts, pl.lead) // "Puget Sound Rehabilitation Hospital Seattle, WA"
			}
			break
		}
	}
	for pi, f := range parts {
		f = unprotectDash(trimName(f))
		if f == "" || isEmploymentType(f) || remarkField(f) {
			continue
		}
		if pi > 0 && postNominal(f) {
			continue // "PT, DPT", "Staff Nurse, RN, BSN": the holder's letters after a title
		}
		if pi > 0 && departmentLike(f) {
			if _, e := scoreField(parts[pi-1]); e > 0 {
				// "University of Minnesota, School of Public Health": the employer is
				// written without its department
				continue
			}
		}
		if isRemoteField(f) {
			out.remote = true
			continue
		}
		t, e := scoreField(f)
		out.fields = append(out.fields, jobField{text: f, line: li, t: t, e: e, role: part.role, commaTied: pi > 0, sepBefore: sep})
		sep = ""
	}
}

// postNominal reports a degree's or a credential's letters written after a name or a title:
// one word in capitals ("DPT", "B.S.N.", "CCRN").
func postNominal(f string) bool {
	if strings.Contains(f, " ") || !isAllCaps(f) || len(f) < 2 {
		return false
	}
	a := strings.ToLower(strings.ReplaceAll(f, ".", ""))
	return degreeAbbrevs[a] && len(a) >= 3 || isCertName(f) && acronym(strings.ReplaceAll(f, ".", ""))
}

// entry is what a position's header block turns out to be.
type entry uint8

const (
	entryPosition entry = iota
	entryGap            // a career break written as an entry
	entryTraining       // a student placement: training, not work history
	entryNone           // no position: its lines belong to the one above
)

// entryKind is stage 3: what a header block is, from its cleaned text, its fields and whether
// it is dated.
func entryKind(hdrText string, fields []jobField, dated bool) entry {
	lower := strings.ToLower(hdrText)
	switch {
	case gapReasonIn(lower):
		return entryGap
	case trainingIn(lower):
		return entryTraining
	case !dated && len(fields) == 1 && fields[0].t == 0 && fields[0].e == 0:
		// one undated phrase without a title's or an employer's cue ("Staged wounds for 30
		// patients"): an unbulleted line of the position above, not a position
		return entryNone
	}
	return entryPosition
}

// jobPlace collects where a position was: the first city named, and remote.
type jobPlace struct {
	loc JobLocation
	set bool
}

func (jp *jobPlace) add(pl cityLocation) {
	if jp.loc.City == "" {
		jp.loc.City, jp.loc.State = pl.city, pl.state
	}
	jp.set = true
}

func (jp *jobPlace) remote() { jp.loc.Remote, jp.set = true, true }

// jobFromBlock reads a position from its header lines and body, by the stages above.
func (p *parser) jobFromBlock(hdr, body []xline) (rawJob, bool) {
	rj := rawJob{lineIdx: -1}
	if len(hdr) > 0 {
		rj.lineIdx = hdr[0].idx
	} else if len(body) > 0 {
		rj.lineIdx = body[0].idx
	}
	var fields []jobField
	var place jobPlace
	var extra []xline // header lines that turned out to be body
	var hdrText strings.Builder
	site := p.namedWorksite(hdr)
	for li, x := range hdr {
		if x.skip {
			continue
		}
		if x.main >= 0 && !rj.dated {
			rj.span, rj.dated = x.dates[x.main], true
		}
		cl := cleanHeaderLine(p.lines[x.idx].text, x.dates)
		if cl.remote {
			place.remote()
		}
		if cl.desc != "" {
			rj.job.Responsibilities = append(rj.job.Responsibilities, cl.desc)
		}
		hdrText.WriteString(cl.text)
		hdrText.WriteByte(' ')
		lf := headerFields(cl.text, li, site)
		for _, pl := range lf.places {
			place.add(pl)
		}
		if lf.remote {
			place.remote()
		}
		rj.client = rj.client || lf.client
		fields = append(fields, lf.fields...)
		if len(lf.fields) == 0 && x.main < 0 && li > 0 {
			extra = append(extra, x)
		}
	}
	switch entryKind(hdrText.String(), fields, rj.dated) {
	case entryGap:
		rj.gapNote = tidyReason(hdrText.String())
		if len(body) > 0 && wordCount(rj.gapNote) <= 3 {
			rj.gapNote += ": " + p.lines[body[0].idx].text
		}
		return rj, true
	case entryTraining:
		rj.training = true
		return rj, true
	case entryNone:
		return rj, false
	}
	fields = joinTitleParts(fields)
	title, employer := assignFields(fields, hdr)
	if title < 0 && employer < 0 && !rj.dated {
		return rj, false
	}
	if title < 0 && employer < 0 && rj.dated && len(fields) == 0 && len(hdr) == 1 && len(body) == 0 {
		return rj, false
	}
	title, employer, dept := departmentOfTitle(fields, title, employer)
	if title >= 0 {
		rj.job.Title = titleWithParts(fields, title, employer, dept)
	}
	if employer >= 0 {
		rj.job.Employer = employerWithParts(fields, employer)
		rj.groupEmployer = len(hdr) > 1 && fields[employer].line == 0 && hdr[0].main < 0
	}
	if place.set {
		l := place.loc
		rj.job.Location = &l
	}
	if rj.dated {
		p.setDates(&rj.job, rj.span)
	}
	rj.specialtyText = hdrText.String()
	p.addBody(&rj, append(extra, body...))
	return rj, true
}

// departmentOfTitle handles "Piedmont Bank | Charlotte, NC" above "Analyst, Healthcare Group |
// 2024 – Present": a part tied by a comma to the title is its department, not the employer,
// when an organisation stands on a line of its own, or when it names a unit and another field
// set apart from it can be the employer. dept is that part, or -1.
func departmentOfTitle(fields []jobField, title, employer int) (int, int, int) {
	if title < 0 || employer != title+1 || !fields[employer].commaTied || fields[employer].line != fields[title].line {
		return title, employer, -1
	}
	for k, f := range fields {
		if !f.used && f.line != fields[title].line && !f.commaTied && f.e > f.t {
			fields[employer].used = false
			fields[k].used = true
			return title, k, employer
		}
	}
	// "RN, Progressive Care <tab> Sonoran Regional Hospital", "Charge LPN, Skilled Rehab Unit"
	// under "Bethany Lutheran Village, Centerville, OH": a unit tied to the title is its unit
	// when another field, set apart, can be the employer
	if unitLike(fields[employer].text) {
		best := -1
		for k, f := range fields {
			if k == title || k == employer || f.used || f.commaTied || f.t > f.e || f.t > 0 || cityAlone(f) || hasDigit(f.text) {
				continue
			}
			if best < 0 || f.e > fields[best].e {
				best = k
			}
		}
		if best >= 0 {
			fields[employer].used = false
			fields[best].used = true
			return title, best, employer
		}
	}
	return title, employer, -1
}

// titleWithParts is the title as written: the title field with the unclaimed parts tied to it
// by commas ("Registered Nurse, ICU") and a unit after a dash ("Staff Nurse – Medical Ward").
func titleWithParts(fields []jobField, title, employer, dept int) string {
	out := fields[title].text
	// the employer is written apart from the title: what follows the title on its line
	// after commas belongs to it unless it is an organisation's name
	apart := employer >= 0 && fields[employer].line != fields[title].line
	if employer >= 0 || len(fields) > 1 {
		for k := title + 1; k < len(fields) && fields[k].commaTied && fields[k].line == fields[title].line && !fields[k].used; k++ {
			if fields[k].e > fields[k].t && !isSpecialtyName(fields[k].text) && k != dept && !apart {
				break
			}
			out += ", " + fields[k].text
			fields[k].used = true
		}
	}
	if k := title + 1; k < len(fields) && !fields[k].used && !fields[k].commaTied && fields[k].line == fields[title].line {
		if f := fields[k]; isDash(f.sepBefore) && unitLike(f.text) {
			out += " " + f.sepBefore + " " + f.text
			fields[k].used = true
		}
	}
	return out
}

// employerWithParts is the employer as written: its field, without a bracketed note, with the
// parts tied to it by commas until a place or a department starts ("Saint Jude Memorial
// Hospital, Cebu City", "Volvia Connected AB, Gothenburg").
func employerWithParts(fields []jobField, employer int) string {
	out := dropBracketNote(fields[employer].text)
	for k := employer + 1; k < len(fields) && fields[k].commaTied && fields[k].line == fields[employer].line && !fields[k].used; k++ {
		// after a name that already ends like an organisation, a comma starts its place or
		// its department
		if fields[k].t > 0 || endsOrgHead(out) || cityAlone(fields[k]) {
			break
		}
		out += ", " + fields[k].text
		fields[k].used = true
	}
	return out
}

// cityAlone reports a field that can only be a place: a city's name ("Gothenburg",
// "Reutlingen") with no cue of a role or an organisation, after an employer abroad whose place
// names no state.
func cityAlone(f jobField) bool {
	return f.t == 0 && f.e == 0 && wordCount(f.text) <= 2 && isCityName(f.text) && !surnameList(f.text)
}

// surnameList reports a firm's names listed ("Pruitt & Mendes"), which read as a city's words.
func surnameList(s string) bool { return strings.ContainsAny(s, "&") }

// namedWorksite reports whether a header names the site where an agency placed the worker.
func (p *parser) namedWorksite(hdr []xline) bool {
	for _, x := range hdr {
		for _, f := range splitWith(p.lines[x.idx].text, []string{"|", "·", "•", "\t"}) {
			if siteLabelled(f) {
				return true
			}
		}
	}
	return false
}

// runInFields sets apart the fields of a run-in header, each a short phrase ending in a full
// stop ("Merit Health Central. Surgical Technologist.", "Hinds Community College. A.A.S.
// Surgical Technology."), with " | ", as other templates separate them. A full stop after an
// abbreviation or an initial ("Inc.", "A.A.S.", "J.") ends no field, and a line whose phrases
// are not all short and capitalised (a sentence of prose) is left as it is.
func runInFields(s string) string {
	t := strings.TrimSpace(s)
	if !strings.HasSuffix(t, ".") || !strings.Contains(t, ". ") && !strings.Contains(t, ".\t") {
		return s
	}
	var parts []string
	start := 0
	for i := 0; i+1 < len(t); i++ {
		if t[i] != '.' || t[i+1] != ' ' && t[i+1] != '\t' || abbreviationBefore(t[start:i]) {
			continue
		}
		parts = append(parts, t[start:i])
		start = i + 2
	}
	if len(parts) == 0 || len(parts) > 3 {
		return s
	}
	parts = append(parts, strings.TrimSuffix(t[start:], "."))
	for _, pt := range parts {
		pt = strings.TrimSpace(pt)
		if pt == "" || wordCount(pt) > 8 || !titleCased(pt) {
			return s
		}
	}
	return strings.Join(parts, " | ")
}
