package resume

import (
	"math"
	"regexp"
	"slices"
	"strings"
)

// A resume written as a letter tells its history in sentences ("Since
// February 2021 I have worked as staff nurse in the Cardiac Surgery ICU at
// Riverside Heart Institute in Oak Park, IL."; "I am a Patient Care
// Technician and have worked in Cardiac Telemetry at Quarry Hill Health
// System in Chicago, IL since 2022-07."). proseHistory reads those sentences
// into positions, in stages: the sentence (a first-person work verb), its
// dates (since one date, from or between one and another), then, with the
// dates cut out, the role (as a title, in a unit, "I am a …", "I was …"),
// the employer after "at", the place after it, and a title named apart
// ("where my title is RN III", "(title: Clinical Nurse II)").

// proseDate is a date as prose writes it: "February 2021", "Feb. 2021",
// "02/2021", "2021-02", "2021".
const proseDate = `(?:(?:[A-Za-z]{3,9}\.?\s+)?\d{4}(?:-\d{2}\b)?|\d{1,2}/\d{4})`

var (
	// proseWorkRE finds a sentence about the writer's own work.
	proseWorkRE = regexp.MustCompile(`(?i)\bI(?:'ve|\s+have|\s+had)?\s+(?:also\s+|currently\s+|now\s+)?(?:been\s+)?(?:worked|work|was|served|working)\b|\bI\s+am\s+(?:an?\s+)?\S.{0,60}?\s+and\s+(?:I\s+)?have\s+(?:been\s+)?work`)
	// proseRangeRE is "from May 2017 to December 2020", "between April 2018
	// and April 2019", "from 2019 until now".
	proseRangeRE = regexp.MustCompile(`(?i)\b(?:from|between)\s+(` + proseDate + `)\s*(?:to|until|till|through|and|-|–)\s*(` + proseDate + `|present|now|today)\b,?`)
	// proseSinceRE is "since February 2021".
	proseSinceRE = regexp.MustCompile(`(?i)\bsince\s+(` + proseDate + `)\b,?`)
	// proseTitleRE is the role: "as (a) staff nurse at", "in (the) L&D at",
	// "I was (a) CNA at", "I am a PCT and have worked … at".
	proseTitleRE = regexp.MustCompile(`(?i)\b(?:worked|work|working|served|was|been)\s+(as|in)\s+(?:an?\s+|the\s+)?(.{2,80}?),?\s+(?:at|with)\s+|\bI\s+(?:was|have\s+been)\s+(?:an?\s+|the\s+)?(.{2,80}?),?\s+(?:at|with)\s+`)
	proseAmRE    = regexp.MustCompile(`(?i)\bI\s+am\s+(?:an?\s+)?(.{2,60}?)\s+and\s+(?:I\s+)?have\b`)
	// proseNamedTitleRE is a title named apart from the role.
	proseNamedTitleRE = regexp.MustCompile(`(?i)(?:,?\s*where my title (?:is|was)\s+([^.;]{2,60})|\((?:title:)\s*([^)]{2,60})\))`)
	// proseEmployerEnd ends the employer after "at": a bracket, a clause, or
	// " in " before a capitalised place.
	proseEmployerEnd = regexp.MustCompile(`\s*\(|,\s*where\b|;|\s+(?:in|since|from)\s+[A-Z0-9]|,\s|\.$`)
	// prosePlaceRE is the place after the employer: "in Aurora, CO", "(Oak
	// Park, IL)".
	prosePlaceRE = regexp.MustCompile(`^(?:\s+in\s+|\s*\()([A-Z][A-Za-z .'-]{1,40}?,\s*[A-Z]{2})\b`)
)

// abbreviationDot protects the full stop of the abbreviations that end no
// sentence inside an employer's name ("Westside St. Mary's Hospital").
var abbreviationDot = regexp.MustCompile(`\b(St|Mt|Ft|Dr|Jr|Sr|Co|Inc|Corp|Ltd|Bros|No)\.\s`)

// protectedDot stands for a protected full stop and its space.
const protectedDot = "\x00"

// proseHistory reads the positions a resume tells in sentences.
func (p *parser) proseHistory() []rawJob {
	var jobs []rawJob
	for i, l := range p.lines {
		if !strings.Contains(l.text, "I ") {
			continue
		}
		text := abbreviationDot.ReplaceAllString(l.text, "$1"+protectedDot)
		for _, s := range strings.SplitAfter(text, ". ") {
			if j, ok := p.proseJob(s, i); ok {
				jobs = append(jobs, j)
			}
		}
	}
	return jobs
}

// proseJob reads the position one sentence on line i tells, if it tells one.
func (p *parser) proseJob(s string, i int) (rawJob, bool) {
	if !proseWorkRE.MatchString(s) {
		return rawJob{}, false
	}
	restore := func(s string) string {
		return strings.Trim(strings.ReplaceAll(s, protectedDot, ". "), " ,")
	}
	// 1. dates, cut out of the sentence
	var span dateSpan
	var from, to string
	if m := proseRangeRE.FindStringSubmatchIndex(s); m != nil {
		from, to = s[m[2]:m[3]], s[m[4]:m[5]]
		s = s[:m[0]] + s[m[1]:]
	} else if m := proseSinceRE.FindStringSubmatchIndex(s); m != nil {
		from, span.current = s[m[2]:m[3]], true
		s = s[:m[0]] + s[m[1]:]
	} else if d, ok := firstRange(p.sc.findDates(s)); ok {
		// a range written apart: "I currently work as a Welder at …, in Structural steel
		// welding (July 2020 - present)."
		span = d
		s = s[:span.lo] + s[span.hi:]
	} else {
		return rawJob{}, false
	}
	if from != "" {
		starts := p.sc.findDates(from)
		if len(starts) == 0 {
			return rawJob{}, false
		}
		span.start = starts[0].start
	}
	if to != "" {
		if presentWords[strings.ToLower(to)] {
			span.current = true
		} else if ends := p.sc.findDates(to); len(ends) > 0 {
			span.end, span.isRange = ends[0].start, true
		}
	}
	// 2. a title named apart
	var named string
	if m := proseNamedTitleRE.FindStringSubmatchIndex(s); m != nil {
		for k := 2; k < len(m); k += 2 {
			if m[k] >= 0 {
				named = s[m[k]:m[k+1]]
			}
		}
		s = s[:m[0]] + s[m[1]:]
	}
	// 3. the role, and where "at" the employer starts
	m := proseTitleRE.FindStringSubmatchIndex(s)
	if m == nil {
		return rawJob{}, false
	}
	var title, unit string
	switch {
	case m[2] >= 0 && strings.EqualFold(s[m[2]:m[3]], "in"):
		unit = s[m[4]:m[5]]
	case m[2] >= 0:
		title = s[m[4]:m[5]]
	default:
		title = s[m[6]:m[7]]
	}
	if am := proseAmRE.FindStringSubmatch(s[:m[0]+1]); am != nil && title == "" {
		title = am[1]
	}
	rest := s[m[1]:]
	// 4. the employer, and the place after it
	employer := rest
	if e := proseEmployerEnd.FindStringIndex(rest); e != nil {
		employer, rest = rest[:e[0]], rest[e[0]:]
	} else {
		rest = ""
	}
	var place string
	if pm := prosePlaceRE.FindStringSubmatch(rest); pm != nil {
		place = pm[1]
	}
	title, unit, employer = restore(title), restore(unit), restore(employer)
	if named != "" {
		title = restore(named)
	}
	if employer == "" || title == "" && unit == "" {
		return rawJob{}, false
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

// told reports whether a position a sentence tells is one of jobs already
// (a summary's "Since 2019 I have worked at Mercy" beside the history's
// Mercy row): the same start month, or the same employer at a time that
// overlaps (two stints with one employer are two positions).
func told(jobs []rawJob, j rawJob) bool {
	for _, k := range jobs {
		if k.dated && k.span.start.month() == j.span.start.month() {
			return true
		}
		if strings.EqualFold(k.job.Employer, j.job.Employer) && (!k.dated || overlaps(k.span, j.span)) {
			return true
		}
	}
	return false
}

// overlaps reports whether two spans share a month; a current span runs on.
func overlaps(a, b dateSpan) bool {
	end := func(s dateSpan) int {
		if s.current || !s.last().valid() {
			return math.MaxInt
		}
		return s.last().month()
	}
	return a.start.month() <= end(b) && b.start.month() <= end(a)
}

// NotesHistory reads the positions a recruiter's notes state, where a
// candidate's history lives only there ("Recruiter intake (phone, 11/2026):
// Travel RN. Surgical Trauma ICU at Columbia Memorial, 07/2023 - Present.";
// "SICU staff RN at Northside Presbyterian since 03/2020, before that
// Step-Down 06/2018-02/2020"; "Currently Staff Nurse, Med/Surg, Kingsley
// University Hospital, 05/2024 -> current."), in stages: the clauses, each
// clause's dates (a range, or since a date), then, with the dates and a
// leading label cut out, the role before "at" or the first comma and the
// employer after it, then the specialty its words name.
func NotesHistory(notes string, opt Options) []Job {
	if !mayDate(notes) {
		return nil // most notes date nothing: no parser is made for them
	}
	p := newParser("", opt)
	var jobs []rawJob
	text := abbreviationDot.ReplaceAllString(notes, "$1"+protectedDot)
	for _, clause := range noteClauseRE.Split(text, -1) {
		clause = strings.TrimSpace(strings.ReplaceAll(clause, protectedDot, ". "))
		j, ok := p.noteJob(clause)
		if ok && !slices.ContainsFunc(jobs, func(k rawJob) bool { return k.span == j.span && k.job.Title == j.job.Title }) {
			jobs = append(jobs, j) // a position the notes say twice counts once
		}
	}
	p.enrichJobs(jobs)
	sortJobs(jobs)
	out := make([]Job, len(jobs))
	for i, j := range jobs {
		out[i] = j.job
	}
	return out
}

var (
	// noteClauseRE ends a clause of a note: a sentence's end, a line's, a
	// semicolon, or "before that" / "previously" starting another position.
	noteClauseRE = regexp.MustCompile(`(?i)\.\s+|\n|;|,?\s+(?:and\s+)?(?:before that|previously|prior to that),?\s+`)
	// noteLeadRE is what opens a clause before its role: a label ("Recruiter
	// intake (phone, 11/2026):", "Hx:") or an adverb of time.
	noteLeadRE = regexp.MustCompile(`(?i)^(?:[^:]{0,40}:\s*)?(?:(?:currently|now|most recently|recently|previously|formerly)\b,?\s*)?`)
)

// noteCredentialRE marks a clause about a credential, whose dates are its validity: "Lic: RN,
// Ohio, valid 2024 - 2028", "BLS exp 2026-2028".
var noteCredentialRE = regexp.MustCompile(`(?i)\b(?:lic|licen[cs]es?|certs?|certification|exp|expires|expiring|valid)\b`)

// noteJob reads the position one clause of a note states, if it states one.
func (p *parser) noteJob(clause string) (rawJob, bool) {
	if noteCredentialRE.MatchString(clause) {
		return rawJob{}, false
	}
	var span dateSpan
	var cut [2]int
	if m := proseSinceRE.FindStringSubmatchIndex(clause); m != nil {
		starts := p.sc.findDates(clause[m[2]:m[3]])
		if len(starts) == 0 {
			return rawJob{}, false
		}
		span, cut = dateSpan{start: starts[0].start, current: true}, [2]int{m[0], m[1]}
	} else if d, ok := firstRange(p.sc.findDates(clause)); ok {
		span, cut = d, [2]int{d.lo, d.hi}
	} else {
		return rawJob{}, false
	}
	role := strings.Trim(clause[:cut[0]]+" "+clause[cut[1]:], " ,.-–—>")
	role = strings.TrimSpace(noteLeadRE.ReplaceAllString(role, ""))
	var place cityLocation
	if pl, rest, ok := bracketedPlace(role); ok {
		place, role = pl, rest
	}
	title, employer := role, ""
	if k := indexWordFold(role, " at "); k > 0 {
		title, employer = role[:k], role[k+4:]
	} else if parts := commaParts(role); len(parts) > 1 {
		title, employer = parts[0], parts[len(parts)-1]
	}
	title, employer = strings.Trim(title, " ,"), dropBracketNote(strings.Trim(employer, " ,"))
	if title == "" || wordCount(title) > 12 {
		return rawJob{}, false
	}
	j := rawJob{lineIdx: -1, dated: true, span: span, specialtyText: role}
	j.job.Title, j.job.Employer = title, employer
	if place.city != "" {
		j.job.Location = &JobLocation{City: place.city, State: place.state}
	}
	p.setDates(&j.job, span)
	return j, true
}

// mayDate reports whether s holds what a date is written with: four digits
// in a row ("2021") or a digit, a slash and two digits ("07/23").
func mayDate(s string) bool {
	run := 0
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case isDigitByte(c):
			if run++; run == 4 {
				return true
			}
		case c == '/' && run > 0 && i+2 < len(s) && isDigitByte(s[i+1]) && isDigitByte(s[i+2]):
			return true
		default:
			run = 0
		}
	}
	return false
}
