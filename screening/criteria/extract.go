package criteria

import (
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/recruitd/recruitd/internal/ascii"
	"github.com/recruitd/recruitd/taxonomy"
)

// section is the part of a posting a line belongs to, named by the heading
// above it.
type section uint8

const (
	secNone      section = iota // before any heading, or under one not recognised
	secRequired                 // requirements, qualifications, education, experience...
	secPreferred                // preferred qualifications, nice to have, bonus...
	secSkip                     // responsibilities, benefits, pay, about us...
)

// heading is what a heading line (or the label of "Label: text") says.
type heading struct {
	sec  section
	hint hint
	// kind is set for headings that name a kind of requirement ("Education",
	// "Certifications") rather than an importance ("Preferred").
	kind bool
	// lead is set for an unrecognised line ending in a colon ("The ideal
	// candidate will have:"), which introduces the lines under it.
	lead bool
	// sub is set for an unrecognised short line standing over a list
	// ("Other", "Physical Demands"): a heading within the section, which
	// keeps its importance.
	sub bool
	// importanceOnly is set for a heading that names an importance and
	// nothing else ("Essential", "Desirable"): under a heading naming a kind
	// of requirement ("Experience"), it keeps that kind.
	importanceOnly bool
	// proseOnly is set for a heading over demands that are stated in full
	// ("Physical Demands", "Working Conditions"): of the lines under it,
	// those with wording count ("Must be able to lift 50 lbs"), and plain
	// descriptions ("Exposure to bloodborne pathogens") do not.
	proseOnly bool
}

// proseKeys start the headings over demands stated in full (see
// heading.proseOnly).
var proseKeys = []string{"physical", "working conditions", "work environment"}

// Heading keywords, matched at the start of a word of the normalised
// heading, and tried in this order: preferred, then required (where a
// heading has both, "Required and Preferred Qualifications", a strong
// required word wins), then kinds of requirement, then sections to skip.
var (
	preferredKeys = []string{
		"preferred", "prefer", "nice to have", "bonus", "desired", "desirable", "pluses", "plus",
		"extra credit", "ideally", "good to have", "optional", "thrive", "stand out",
	}
	strongRequiredKeys = []string{"required", "minimum", "must", "basic", "mandatory", "essential"}
	requiredKeys       = []string{
		"requirement", "required", "qualification", "must have", "need", "looking for", "you have",
		"you will have", "should have", "who you are", "about you", "you bring", "you will bring",
		"ideal candidate", "prerequisite", "eligibility", "competenc", "knowledge", "abilities",
		"minimum", "mandatory", "your profile", "your background",
	}
	kindKeys = []struct {
		key  string
		hint hint
	}{
		{"education", hint{classes: []class{classDegree}}},
		{"degree", hint{classes: []class{classDegree}}},
		{"certific", hint{classes: []class{classLicense, classCert}}},
		{"licens", hint{classes: []class{classLicense, classCert}}},
		{"licenc", hint{classes: []class{classLicense, classCert}}},
		{"credential", hint{classes: []class{classLicense, classCert}}},
		{"experience", hint{classes: []class{classSpecialty, classSkill, classProfession}, experience: true}},
		{"skill", hint{classes: []class{classSkill}}},
		{"language", hint{classes: []class{classLanguage}}},
		{"technical", hint{classes: []class{classSkill}}},
		{"tech stack", hint{classes: []class{classSkill}}},
		{"availability", hint{typ: TypeSchedule}}, // Indeed's "Shift availability"
	}
	// essentialKeys are required unless the heading is one to skip:
	// "Essential criteria", but "Essential duties".
	essentialKeys = []string{"essential"}
	// offerKeys name what the employer offers: they win over requirement
	// wording ("Perks (the must-haves!)") unless the heading also names
	// requirements or qualifications.
	offerKeys     = []string{"benefit", "perk", "what we offer", "compensation", "salary"}
	requestedKeys = []string{"requirement", "qualification"}
	// importanceHeadings name an importance and nothing else.
	importanceHeadings = map[string]bool{
		"essential": true, "desirable": true, "required": true, "preferred": true, "mandatory": true,
		"optional": true, "desired": true, "essential criteria": true, "desirable criteria": true,
	}
	skipKeys = []string{
		"responsib", "duties", "duty", "benefit", "offer", "about", "compensation", "pay", "salary",
		"perk", "you will do", "day to day", "overview", "summary", "description",
		"apply", "equal", "eeo", "schedule", "shift", "location", "company", "culture", "you will",
		"mission", "why", "contact", "hours", "facility", "role", "function", "team", "who we are",
		"we are", "position", "opportunity", "rate", "assignment", "contract", "start", "duration",
		"travel", "employment", "job type", "department", "setting", "city", "address", "zip",
		"posted", "reference", "req id", "job id", "openings", "what we", "our", "the job",
		"note", "disclaimer", "accommodation", "substitut", "selection process", "examination process",
		"hiring process", "interview process", "supplemental",
	}
	// bareHeadings are headings recognised without a colon, capitals or
	// emphasis to mark them: alone on their line, they can be nothing else.
	bareHeadings = map[string]bool{}
)

func init() {
	for _, h := range []string{
		"requirements", "qualifications", "minimum qualifications", "preferred qualifications",
		"required qualifications", "basic qualifications", "desired qualifications",
		"additional qualifications", "required skills", "preferred skills", "desired skills", "skills",
		"skills and experience", "skills and qualifications", "qualifications and skills", "education",
		"experience", "education and experience", "certifications", "licensure",
		"certifications and licensure", "licensure and certifications", "licenses and certifications",
		"certifications and licenses", "license and certifications", "credentials", "nice to have",
		"nice to haves", "must have", "must haves", "what you need",
		"what you will need", "what we are looking for", "what were looking for", "who you are",
		"about you", "what you bring", "what you will bring", "essential", "desirable", "responsibilities", "key responsibilities", "duties",
		"job duties", "essential duties", "essential functions", "benefits", "perks", "what we offer",
		"about us", "about the role", "about the job", "about the company", "job description",
		"job summary", "position summary", "overview", "compensation", "preferred", "required",
		"bonus points", "what you will do", "physical requirements",
		"job requirements", "position requirements", "minimum requirements",
		"requirements and qualifications", "qualifications and requirements",
		"knowledge skills and abilities", "the ideal candidate", "ideal candidate",
		"preferred experience", "required experience", "required education", "preferred education",
		"languages", "schedule", "pay", "salary", "shift", "location",
		"you have", "you will have", "what you have", "you bring", "you will", "bonus",
		"physical demands", "working conditions", "work environment",
	} {
		bareHeadings[h] = true
	}
}

// headingAbbreviations are headings and labels written short, as agencies'
// facts blocks do ("Req: 2 yrs ICU", "Pref: CCRN"), read in full. They are
// whole headings only: "Req ID" is a posting's number.
var headingAbbreviations = map[string]string{
	"req": "requirements", "reqs": "requirements", "reqd": "required",
	"pref": "preferred", "prefs": "preferred", "prefd": "preferred",
	"quals": "qualifications", "min quals": "minimum qualifications", "pref quals": "preferred qualifications",
	"min reqs": "minimum requirements", "min req": "minimum requirements",
}

// classifyHeading reads a normalised heading ("what youll need").
func classifyHeading(norm string) (heading, bool) {
	if full, ok := headingAbbreviations[norm]; ok {
		norm = full
	}
	padded := " " + norm + " "
	has := func(keys []string) bool {
		for _, k := range keys {
			if strings.Contains(padded, " "+k) {
				return true
			}
		}
		return false
	}
	h := heading{importanceOnly: importanceHeadings[norm]}
	if has(proseKeys) && !has(offerKeys) {
		return heading{sec: secRequired, proseOnly: true}, true
	}
	for _, k := range kindKeys {
		if strings.Contains(padded, " "+k.key) {
			h.hint, h.kind = k.hint, true
			break
		}
	}
	switch {
	case has(offerKeys) && !has(requestedKeys):
		h.sec, h.kind = secSkip, false
	case has(preferredKeys) && !has(strongRequiredKeys):
		h.sec, h.kind = secPreferred, false
	case has(requiredKeys) || has(essentialKeys) && !has(skipKeys):
		h.sec, h.kind = secRequired, false
	case h.kind:
		h.sec = secRequired
	case has(skipKeys):
		h.sec = secSkip
	default:
		return heading{}, false
	}
	return h, true
}

// normalizeHeading lower-cases a heading and reduces it to its words: "&"
// and "/" read as "and", apostrophes vanish ("we're" is "were") and "you'll"
// reads as "you will".
func normalizeHeading(s string) string {
	var b strings.Builder
	for _, t := range tokenize(s, 0, len(s)) {
		key := t.key
		switch {
		case key == "youll":
			key = "you will"
		case t.word:
		case key == "&" || key == "/" || key == "+":
			key = "and"
		default:
			continue
		}
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(key)
	}
	return b.String()
}

// Lengths in bytes of the longest lines read as headings: with a colon
// ("The successful candidate will possess the following:"), and without.
const (
	maxHeading     = 160
	maxBareHeading = 60
)

// Most words of an unrecognised line read as a heading within a section.
const maxSubHeadingWords = 4

// headingOf reads a line's content as a heading. A bulleted line is one only
// when it ends with a colon. overList reports that the line stands on its own
// over a list (see postingLine): a known heading needs no other mark then,
// and a short line that is no known heading is a heading within its section.
func headingOf(s string, bulleted, overList bool) (heading, bool) {
	// An ellipsis leads into a list as a colon does ("You'll thrive if…").
	if t, ok := strings.CutSuffix(s, "\u2026"); ok {
		s = t + ":"
	} else if t, ok := strings.CutSuffix(s, "..."); ok {
		s = t + ":"
	}
	// "QUALIFICATIONS (required by state law)": a heading with a note
	if i := strings.LastIndexByte(s, '('); i > 0 && strings.HasSuffix(strings.TrimRight(s, ":\uff1a"), ")") && !bulleted {
		if h, ok := headingOf(strings.TrimSpace(s[:i]), false, overList); ok && !h.lead && !h.sub {
			return h, true
		}
	}
	maybeColon := strings.HasSuffix(s, ":") || strings.HasSuffix(s, "\uff1a") || strings.HasSuffix(s, ">")
	if len(s) > maxHeading || !maybeColon && (bulleted || len(s) > maxBareHeading) {
		return heading{}, false
	}
	text, marked := stripMarkup(s)
	colon := strings.HasSuffix(text, ":") || strings.HasSuffix(text, "\uff1a")
	if bulleted && !colon {
		return heading{}, false
	}
	text = strings.TrimSpace(strings.TrimRight(text, ":\uff1a"))
	text, emph := stripEmphasis(text)
	marked = marked || emph
	norm := normalizeHeading(text)
	if norm == "" || strings.Count(norm, " ") >= 9 {
		return heading{}, false
	}
	h, ok := classifyHeading(norm)
	// "Label: text" is a label, not a heading over a list.
	overList = overList && !bulleted && !strings.HasSuffix(text, ".") && !strings.ContainsAny(text, ":\uff1a")
	switch {
	case ok && (bareHeadings[norm] || colon || marked || isCaps(text) || overList):
		return h, true
	case colon && !strings.ContainsAny(text, ".!?"):
		return heading{lead: true}, true
	case overList && !strings.ContainsAny(text, ".!?,;") && strings.Count(norm, " ") < maxSubHeadingWords &&
		!strings.ContainsAny(norm, "0123456789"):
		return heading{sub: true}, true
	}
	return heading{}, false
}

// stripMarkup removes HTML tags and markdown heading marks, reporting
// whether they mark the line as a heading.
func stripMarkup(s string) (string, bool) {
	// Tags around the whole line ("<strong>Requirements</strong>") mark it
	// as a heading; tags inside it ("with <b>Epic</b>") do not.
	marked := strings.HasPrefix(s, "<") && strings.HasSuffix(s, ">")
	if strings.Contains(s, "<") {
		var b strings.Builder
		for s != "" {
			i := strings.IndexByte(s, '<')
			if i < 0 {
				b.WriteString(s)
				break
			}
			j := strings.IndexByte(s[i:], '>')
			if j < 0 {
				b.WriteString(s)
				break
			}
			b.WriteString(s[:i])
			s = s[i+j+1:]
		}
		s = b.String()
	}
	if t := strings.TrimLeft(s, "#"); len(t) < len(s) {
		s, marked = t, true
	}
	return strings.TrimSpace(s), marked
}

func stripEmphasis(s string) (string, bool) {
	for _, m := range []string{"**", "__"} {
		if len(s) > 2*len(m) && strings.HasPrefix(s, m) && strings.HasSuffix(s, m) {
			return strings.TrimSpace(s[len(m) : len(s)-len(m)]), true
		}
	}
	return s, false
}

// isCaps reports whether s has two or more letters, all upper case.
func isCaps(s string) bool {
	n := 0
	for _, r := range s {
		if unicode.IsLower(r) {
			return false
		}
		if unicode.IsLetter(r) {
			n++
		}
	}
	return n >= 2
}

// blockTags are the HTML elements that end a line of text.
var blockTags = map[string]bool{
	"p": true, "br": true, "li": true, "ul": true, "ol": true, "div": true, "h1": true, "h2": true,
	"h3": true, "h4": true, "h5": true, "h6": true, "tr": true, "td": true, "th": true, "table": true,
	"section": true, "hr": true, "dt": true, "dd": true, "dl": true, "tbody": true, "thead": true,
	"article": true, "header": true, "footer": true, "blockquote": true,
}

// lines splits text into lines at line breaks and at HTML block tags,
// returning each line's byte span.
func lines(text string) [][2]int {
	var out [][2]int
	start := 0
	for i := 0; i < len(text); i++ {
		switch c := text[i]; c {
		case '\n', '\r':
			out = append(out, [2]int{start, i})
			start = i + 1
		case '<':
			j := i + 1
			if j < len(text) && text[j] == '/' {
				j++
			}
			k := j
			for k < len(text) && k-j < 10 && (isASCIILetter(text[k]) || isDigit(text[k])) {
				k++
			}
			if !blockTags[strings.ToLower(text[j:k])] {
				continue
			}
			end := strings.IndexByte(text[k:min(len(text), k+500)], '>')
			if end < 0 {
				continue
			}
			out = append(out, [2]int{start, i})
			i = k + end
			start = i + 1
		}
	}
	return append(out, [2]int{start, len(text)})
}

func isASCIILetter(c byte) bool { return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' }

// trimSpace narrows text[s:e] past white space (including no-break spaces).
func trimSpace(text string, s, e int) (int, int) {
	for s < e {
		r, w := utf8.DecodeRuneInString(text[s:e])
		if !unicode.IsSpace(r) {
			break
		}
		s += w
	}
	for e > s {
		r, w := utf8.DecodeLastRuneInString(text[s:e])
		if !unicode.IsSpace(r) {
			break
		}
		e -= w
	}
	return s, e
}

// bulletRunes mark list items.
const bulletRunes = "•·▪◦‣●○■□◆◇►▶➢➤✓✔→⁃*-–—>"

// checkboxes are the boxes of a checklist, which lead its items as bullets do; a legend may
// give each an importance ("[x] = must have     ☐ = nice to have").
var checkboxes = []string{"[x]", "[X]", "[ ]", "[✓]", "[✔]", "☐", "☑", "☒", "⬜", "🔲"}

// checkboxAt returns the checkbox s starts with, or "".
func checkboxAt(s string) string {
	for _, m := range checkboxes {
		if strings.HasPrefix(s, m) {
			return m
		}
	}
	return ""
}

// checklistLegend reads a line that says what each checkbox means ("[x] = must have on day
// one     ☐ = nice to have"), returning the importance of each, or nil.
func checklistLegend(line string) map[string]string {
	if !strings.ContainsAny(line, "[☐☑☒⬜🔲") { // the first character of every checkbox
		return nil
	}
	type mark struct {
		box        string
		start, end int // of what the box is said to mean
	}
	var marks []mark
	for i := 0; i < len(line); i++ {
		box := checkboxAt(line[i:])
		if box == "" {
			continue
		}
		rest := strings.TrimLeft(line[i+len(box):], " ")
		if !strings.HasPrefix(rest, "=") && !strings.HasPrefix(rest, ":") {
			continue
		}
		if n := len(marks); n > 0 {
			marks[n-1].end = i
		}
		start := len(line) - len(rest) + 1
		marks = append(marks, mark{box, start, len(line)})
		i = start - 1
	}
	if len(marks) == 0 {
		return nil
	}
	out := map[string]string{}
	for _, m := range marks {
		meaning := line[m.start:m.end]
		if i := strings.IndexAny(meaning, "(,;"); i > 0 {
			meaning = meaning[:i]
		}
		if hd, ok := classifyHeading(normalizeHeading(meaning)); ok && (hd.sec == secRequired || hd.sec == secPreferred) {
			out[m.box] = importanceOf(hd.sec)
		}
	}
	return out
}

// stripBullet narrows a trimmed line past its list marker: a bullet symbol,
// "1." or "1)", "(a)" or "a)", or a Word-style "o ".
func stripBullet(text string, s, e int) (int, bool) {
	if strings.HasPrefix(text[s:e], "**") {
		return s, false // emphasis
	}
	if m := checkboxAt(text[s:e]); m != "" {
		p, _ := trimSpace(text, s+len(m), e)
		return p, true
	}
	p := s
	for p < e {
		r, w := utf8.DecodeRuneInString(text[p:e])
		if !strings.ContainsRune(bulletRunes, r) || r == '*' && strings.HasPrefix(text[p+w:e], "*") {
			break
		}
		p += w
		for p < e && (text[p] == ' ' || text[p] == '\t') {
			p++
		}
	}
	if p > s {
		return p, true
	}
	line := text[s:e]
	n := 0
	for n < len(line) && n < 3 && isDigit(line[n]) {
		n++
	}
	switch {
	case n > 0 && n+1 < len(line) && (line[n] == '.' || line[n] == ')') && line[n+1] == ' ':
		return s + n + 2, true
	case len(line) > 3 && line[0] == '(' && line[2] == ')' && line[3] == ' ' && (isDigit(line[1]) || isASCIILetter(line[1])):
		return s + 4, true
	case len(line) > 2 && isASCIILetter(line[0]) && line[1] == ')' && line[2] == ' ':
		return s + 3, true
	case len(line) > 2 && line[0] == 'o' && line[1] == ' ' && (unicode.IsUpper(rune(line[2])) || isDigit(line[2])):
		return s + 2, true
	}
	return s, false
}

// segment is a piece of a posting to read criteria from.
type segment struct {
	start, end int
	// def is the importance of criteria that carry no wording of their own;
	// "" for running prose, where only sentences with wording count.
	def  string
	hint hint
	// listed marks a list item of prose (a list under no heading, or one
	// that says nothing of importance: "The details:"), which counts when it
	// reads as a requirement even without wording.
	listed bool
	// notes is the rest of a table row whose first cell the segment is
	// ("Hemodialysis experience | Required | 12 months minimum"): it lends
	// the criterion the years it gives.
	notes [2]int
	// row is set for a note cell of a table row read as prose: it counts
	// only when it asks something of its own (see ownNote).
	row *tableRow
	// credentials marks prose outside the requirement headings of a
	// posting that has some: only the licences and certifications its
	// sentences ask for count ("You need an active California RN license"
	// above the list of requirements).
	credentials bool
}

// tableRow is a row of a table of requirements: the segment of its first
// cell and the importance its level cell gives.
type tableRow struct {
	start, end int
	imp        string
}

// postingLine is a line of a posting that is not blank.
type postingLine struct {
	start, end int
	content    int // where the content starts, past a list marker
	bulleted   bool
	afterBlank bool // a blank line comes before it
	heading    heading
	isHeading  bool
}

// faqQuestion reports whether s is the question of a Q&A ("Q: Do I need a DEA?").
func faqQuestion(s string) bool {
	return strings.HasPrefix(s, "Q:") || strings.HasPrefix(s, "Q.") || strings.HasPrefix(s, "Question:")
}

// faqAnswer returns the length of the label of a Q&A's answer ("A: ..."), or 0.
func faqAnswer(s string) int {
	for _, p := range []string{"A:", "A.", "Answer:"} {
		if strings.HasPrefix(s, p+" ") {
			return len(p)
		}
	}
	return 0
}

// askingQuestion reports whether s asks the reader a yes-or-no question about themselves:
// "Do you hold a current BLS card?", "Can you work weekends?".
func askingQuestion(s string) bool {
	if !strings.Contains(s, "?") {
		return false
	}
	lower := strings.ToLower(s)
	for _, p := range []string{"do you ", "are you ", "can you ", "have you ", "will you ", "would you ", "is your ", "does your "} {
		if strings.HasPrefix(lower, p) {
			return true
		}
	}
	return false
}

// spanishWords and englishWords are function words that tell the two languages of a
// bilingual posting apart.
var (
	spanishWords = setOf("de la el los las con para en y por del una que se su al es experiencia años o sus este esta")
	englishWords = setOf("the and of to with for in a an or is are you your our be on as")
)

// foreignLine reports whether a line is written in Spanish: at least three Spanish function
// words, and more of them than English ones.
func foreignLine(s string) bool {
	es, en := 0, 0
	for _, w := range strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) }) {
		if spanishWords[w] {
			es++
		}
		if englishWords[w] {
			en++
		}
	}
	return es >= 3 && es > en
}

func setOf(words string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(words) {
		m[w] = true
	}
	return m
}

// openEnds are words a sentence does not end on: a line ending with one goes on in the next.
var openEnds = map[string]bool{
	"or": true, "and": true, "of": true, "the": true, "a": true, "an": true, "to": true, "with": true,
	"for": true, "in": true, "by": true, "from": true, "per": true, "must": true, "is": true, "are": true,
	"be": true, "as": true, "at": true, "on": true, "including": true, "within": true, "your": true,
}

// wrapped reports whether line next is the rest of a sentence that prev broke off: prev
// ends with a comma or a word no sentence ends on ("... NHA CPT or" / "AMT RPT) required"),
// or with a lower-case word before a line that starts with one ("... must" / "obtain it").
func wrapped(prev, next string) bool {
	if prev == "" || next == "" || strings.ContainsAny(prev+next, "\t|") {
		return false
	}
	fields := strings.Fields(prev)
	last := fields[len(fields)-1]
	first, _ := utf8.DecodeRuneInString(next)
	switch c := prev[len(prev)-1]; {
	case c == ',' || openEnds[last]:
		return true
	case 'a' <= c && c <= 'z':
		return unicode.IsLower(first)
	}
	return false
}

// postingLines returns the lines of text that are not blank, with their
// headings read. A line stands over a list when it stands on its own (it
// starts the text, follows a blank line, a list item or a short line) and a
// list follows it, directly or under known headings ("Experience /
// Essential / - ...").
func postingLines(text string) []postingLine {
	var out []postingLine
	blank := false
	for _, ln := range lines(text) {
		s, e := trimSpace(text, ln[0], ln[1])
		if s == e {
			blank = true
			continue
		}
		cs, bulleted := stripBullet(text, s, e)
		cs, _ = trimSpace(text, cs, e)
		if n := len(out); n > 0 && !blank && !bulleted && wrapped(text[out[n-1].content:out[n-1].end], text[cs:e]) {
			out[n-1].end = e // a line broken mid-sentence, as text copied from a PDF is
			continue
		}
		out = append(out, postingLine{start: s, end: e, content: cs, bulleted: bulleted, afterBlank: blank})
		blank = false
	}
	listFollows := false // a list follows the line after the one read
	for i := len(out) - 1; i >= 0; i-- {
		l := &out[i]
		standsAlone := i == 0 || l.afterBlank || out[i-1].bulleted ||
			out[i-1].end-out[i-1].content <= maxBareHeading && text[out[i-1].end-1] != '.'
		l.heading, l.isHeading = headingOf(text[l.content:l.end], l.bulleted, standsAlone && listFollows)
		if i == 0 && l.isHeading && l.heading.sec == secSkip && namesJob(text[l.content:l.end]) {
			// The first line naming a profession is the posting's title
			// ("TRAVEL MED/SURG RN -- SACRAMENTO, CA"), whatever words
			// of a section it has.
			l.heading, l.isHeading = heading{}, false
		}
		listFollows = l.bulleted || l.isHeading && !l.heading.sub && !l.heading.lead && listFollows
	}
	return out
}

// namesJob reports whether a line names a profession, as a job's title
// does.
func namesJob(line string) bool {
	return len(taxonomy.Professions(taxonomy.Normalize(line))) > 0
}

// segments finds where a posting states its requirements: the lines under
// requirement headings, lines labelled as requirements ("Required: BLS"), and
// every other line not under a heading to skip, read as prose (only for the
// credentials it asks for when the posting has requirement headings). A paragraph after a section's list, past a
// blank line, is read as prose too: it closes the list ("We are an equal
// opportunity employer...") and counts only for what its wording requires.
func segments(text string) []segment {
	var out, prose []segment
	sec, def, h := secNone, "", hint{}
	sections := false
	// topic is the hint of the last heading naming a kind of requirement;
	// topicOpen says that no line has come under it yet, and nested that
	// importance headings are nested under it.
	topic, topicOpen, nested := hint{}, false, false
	listed, closed := false, false // the section has a list; a paragraph closed it
	var boxes map[string]string    // what each checkbox means, from a checklist's legend
	var columns []string           // the importance of each column of a table whose header gives them
	posting := postingLines(text)
	for li, ln := range posting {
		cs, e, bulleted := ln.content, ln.end, ln.bulleted
		if hd, ok := ln.heading, ln.isHeading; ok {
			if hd.sub {
				// Its kind is unknown: the importance headings under it
				// keep none ("Other / Essential").
				topic, topicOpen, nested = hint{}, true, false
				continue
			}
			listed, closed = false, false
			columns = nil
			if !hd.lead && !hd.sub {
				boxes = nil // a legend holds for its checklist, up to the next heading
			}
			switch {
			case len(hd.hint.classes) > 0 || hd.hint.experience:
				topic, topicOpen, nested = hd.hint, true, false
			case hd.importanceOnly && (topicOpen || nested):
				topicOpen, nested = false, true
			default:
				topicOpen, nested = false, false
			}
			switch {
			case hd.lead:
				imp, _ := wording(tokenize(text, cs, e))
				switch {
				case imp == Required:
					sec, def, h, sections = secRequired, Required, hint{}, true
				case imp == Preferred:
					sec, def, h, sections = secPreferred, Preferred, hint{}, true
				case sec == secSkip || sec == secNone:
					sec, def, h = secNone, "", hint{}
				}
			case hd.kind && (sec == secRequired || sec == secPreferred):
				h = hd.hint
			default:
				sec, def, h = hd.sec, importanceOf(hd.sec), hd.hint
				sections = sections || sec == secRequired || sec == secPreferred
				if hd.proseOnly {
					def = ""
				}
			}
			if nested {
				h = topic
			}
			continue
		}
		topicOpen = false
		if legend := checklistLegend(text[ln.start:e]); len(legend) > 0 {
			boxes, sections = legend, true
			continue
		}
		if foreignLine(text[cs:e]) {
			continue // the Spanish half of a bilingual posting repeats the English one
		}
		if faqQuestion(text[cs:e]) {
			continue // "Q: What license do I need?": the answer below says what is asked
		}
		if a := faqAnswer(text[cs:e]); a > 0 {
			cs, _ = trimSpace(text, cs+a, e)
		}
		if bulleted && askingQuestion(text[cs:e]) {
			// "1. Do you have at least 1 year of dialysis experience?": a requirement
			// asked as a question, whatever the heading ("Answer these before you apply")
			out = append(out, segment{start: cs, end: e, def: firstOf(def, Required), hint: h})
			continue
		}
		if box := checkboxAt(text[ln.start:cs]); box != "" && boxes[box] != "" {
			// A checklist's legend says what it asks, whatever the line over it ("Check
			// yourself against this list before you apply:").
			out = append(out, segment{start: cs, end: e, def: boxes[box], hint: h})
			continue
		}
		cells := tableCells(text, cs, e)
		if cells == nil {
			columns = nil
		} else {
			if isTableRule(text, cs, e) {
				continue
			}
			if li+1 < len(posting) && isTableRule(text, posting[li+1].content, posting[li+1].end) ||
				(li == 0 || tableCells(text, posting[li-1].content, posting[li-1].end) == nil) && isHeaderRow(text, cells) {
				// A header row: its first cell may name the section
				// ("Requirement | Level | Notes"), or each cell the importance
				// of its column ("MUST | SHOULD | COULD").
				columns = columnLevels(text, cells)
				if columns != nil {
					sec, def, h, sections = secRequired, Required, hint{}, true
				} else if hd, ok := classifyHeading(normalizeHeading(text[cells[0][0]:cells[0][1]])); ok {
					sec, def, h = hd.sec, importanceOf(hd.sec), hd.hint
					sections = sections || sec == secRequired || sec == secPreferred
				}
				continue
			}
			if sec == secSkip {
				continue
			}
			if columns != nil {
				for k, c := range cells {
					if k < len(columns) && c[0] < c[1] {
						out = append(out, segment{start: c[0], end: c[1], def: columns[k], hint: h})
					}
				}
				continue
			}
			rowSegs := tableRowSegments(text, cells, def, h)
			if sec == secNone {
				prose = append(prose, rowSegs...)
			} else {
				out = append(out, rowSegs...)
			}
			continue
		}
		if sec == secSkip {
			continue
		}
		switch {
		case bulleted:
			listed, closed = true, false
		case listed && ln.afterBlank && sec != secNone:
			closed = true
		}
		if closed {
			out = append(out, segment{start: cs, end: e})
			continue
		}
		if ls, ld, lh, ok := labelled(text, cs, e, def); ok {
			if ld != "" {
				out = append(out, segment{start: ls, end: e, def: ld, hint: lh})
			}
			continue
		}
		if sec == secNone {
			prose = append(prose, segment{start: cs, end: e, listed: bulleted})
		} else {
			out = append(out, segment{start: cs, end: e, def: def, hint: h})
		}
	}
	if sections {
		// A licence or certification a posting asks for is asked for
		// wherever it says so: the rest of its prose is description.
		for i := range prose {
			prose[i].credentials = true
		}
	}
	return mergeSegments(out, prose)
}

// tableCells returns the cells of a table row, trimmed: a line of cells
// between pipes ("| BLS | Required |") or separated by tabs. It returns nil
// for a line of fewer than two cells.
func tableCells(text string, s, e int) [][2]int {
	if s >= e {
		return nil
	}
	sep := byte('\t')
	if text[s] == '|' {
		sep = '|'
		s++
		if e > s && text[e-1] == '|' {
			e--
		}
	} else if strings.IndexByte(text[s:e], '\t') < 0 {
		return nil
	}
	var cells [][2]int
	for from := s; from <= e; {
		to := strings.IndexByte(text[from:e], sep)
		if to < 0 {
			to = e
		} else {
			to += from
		}
		cs, ce := trimSpace(text, from, to)
		if cs < ce || sep == '|' {
			cells = append(cells, [2]int{cs, ce})
		}
		from = to + 1
	}
	if len(cells) < 2 {
		return nil
	}
	return cells
}

// isTableRule reports whether a line is a markdown table's rule ("|---|:--|").
func isTableRule(text string, s, e int) bool {
	line := text[s:e]
	return strings.Contains(line, "-") && strings.Trim(line, "|-: \t+") == ""
}

// isHeaderRow reports whether the first row of a table reads as its header:
// short cells, none of them a level ("Required") or a number.
func isHeaderRow(text string, cells [][2]int) bool {
	for _, c := range cells {
		cell := text[c[0]:c[1]]
		if _, ok := levelCell(cell); ok || strings.Count(cell, " ") > 2 || strings.ContainsAny(cell, "0123456789$") {
			return false
		}
	}
	return true
}

// levelCell returns the importance a table cell gives when it is nothing
// else: "Required", "Preferred", "Nice to have".
func levelCell(cell string) (string, bool) {
	norm := normalizeHeading(cell)
	switch norm { // the MoSCoW method's words
	case "must", "must have", "must haves":
		return Required, true
	case "should", "should have", "should haves":
		return Preferred, true
	case "could", "could have", "could haves":
		return Optional, true
	}
	if full, ok := headingAbbreviations[norm]; ok {
		norm = full
	}
	if !importanceHeadings[norm] && norm != "nice to have" && norm != "must have" && norm != "plus" && norm != "bonus" {
		return "", false
	}
	hd, ok := classifyHeading(norm)
	if !ok || hd.sec != secRequired && hd.sec != secPreferred {
		return "", false
	}
	if norm == "optional" {
		return Optional, true
	}
	return importanceOf(hd.sec), true
}

// columnLevels returns the importance each header cell gives its column, when at least two
// do and none names anything else ("MUST | SHOULD | COULD", "Required | Preferred"), or nil.
func columnLevels(text string, cells [][2]int) []string {
	levels := make([]string, len(cells))
	for k, c := range cells {
		imp, ok := levelCell(text[c[0]:c[1]])
		if !ok {
			return nil
		}
		levels[k] = imp
	}
	if len(levels) < 2 {
		return nil
	}
	return levels
}

// tableRowSegments reads a row of a table of requirements: its first cell
// is the criterion, with the importance of a level cell if it has one, and
// the others are notes. A first cell that is a label ("Availability",
// "Education") makes the notes the criterion, of the kind it names; a
// label to skip ("Pay") drops the row. A note asking something of its own
// ("A bachelor's degree is preferred") is read as prose too.
func tableRowSegments(text string, cells [][2]int, def string, h hint) []segment {
	first := cells[0]
	var notes [][2]int
	for _, c := range cells[1:] {
		if imp, ok := levelCell(text[c[0]:c[1]]); ok {
			def = imp
		} else if c[0] < c[1] {
			notes = append(notes, c)
		}
	}
	label := text[first[0]:first[1]]
	if hd, ok := classifyHeading(normalizeHeading(label)); ok && hd.sec == secSkip && strings.Count(label, " ") < 3 {
		return nil
	}
	var span [2]int
	if len(notes) > 0 {
		span = [2]int{notes[0][0], notes[len(notes)-1][1]}
	}
	if lh := inputHint(label); (lh.typ != "" || len(lh.classes) > 0) && len(notes) > 0 {
		// a row whose label names a kind of requirement asks what it names,
		// required unless the table says otherwise ("| Certifications | BLS
		// and ACLS |"); a detail naming nothing ("| Unit | 28 beds |") asks
		// nothing
		if def == "" && len(taxonomy.Find(text[span[0]:span[1]])) > 0 {
			def = Required
		}
		return []segment{{start: span[0], end: span[1], def: def, hint: lh}}
	}
	out := []segment{{start: first[0], end: first[1], def: def, hint: h, notes: span}}
	row := &tableRow{start: first[0], end: first[1], imp: def}
	for _, n := range notes {
		out = append(out, segment{start: n[0], end: n[1], row: row})
	}
	return out
}

func importanceOf(sec section) string {
	switch sec {
	case secRequired:
		return Required
	case secPreferred:
		return Preferred
	}
	return ""
}

// labelled reads a line of the form "Label: text" whose label is a heading:
// "Required: BLS" gives the text after the label, "Certifications: BLS,
// ACLS" the whole line (the label says what the list is of), with the
// importance the label gives or, for a kind of requirement, the section's
// (required outside one). A label to skip ("Pay:", "Shift:") gives def "".
func labelled(text string, s, e int, sectionDef string) (start int, def string, h hint, ok bool) {
	i := strings.IndexAny(text[s:e], ":\uff1a")
	if i <= 0 || i > 60 {
		return 0, "", hint{}, false
	}
	label, _ := stripMarkup(text[s : s+i])
	label, _ = stripEmphasis(label)
	norm := normalizeHeading(label)
	if norm == "" || strings.Count(norm, " ") >= 5 {
		return 0, "", hint{}, false
	}
	hd, ok := classifyHeading(norm)
	if !ok {
		return 0, "", hint{}, false
	}
	// "Emergency department nursing: 2 years (Required)", as Indeed lists experience: the
	// label is what the years are of, not a heading to skip
	if after := tokenize(text, s+i+1, e); hd.sec == secSkip && len(after) <= 8 && minYears(text, after) > 0 {
		return 0, "", hint{}, false
	}
	rest := s + i + 1
	if r, _ := utf8.DecodeRuneInString(text[s+i:]); r == '\uff1a' {
		rest = s + i + len("\uff1a")
	}
	rest, _ = trimSpace(text, rest, e)
	rest = trimLeadingMarkup(text, rest, e)
	switch {
	case hd.sec == secSkip && len(sentences(text, rest, e)) > 1:
		// a label does not govern a paragraph of several sentences: "Wasatch
		// Allied Travel: Certified Surgical Tech, main OR ... CST required"
		// is a name before prose, not a label to skip
		return 0, "", hint{}, false
	case hd.sec == secSkip:
		return s, "", hint{}, true
	case hd.kind:
		if sectionDef == "" {
			sectionDef = Required
		}
		return s, sectionDef, hd.hint, true
	}
	return rest, importanceOf(hd.sec), hd.hint, true
}

// trimLeadingMarkup skips closing emphasis left after a label ("**Required:**
// BLS").
func trimLeadingMarkup(text string, s, e int) int {
	for s < e {
		switch {
		case text[s] == '*' || text[s] == '_':
			s++
		case text[s] == '<':
			j := strings.IndexByte(text[s:e], '>')
			if j < 0 {
				return s
			}
			s += j + 1
		default:
			s, _ = trimSpace(text, s, e)
			return s
		}
	}
	return s
}

// mergeSegments returns labelled and prose segments in text order.
func mergeSegments(a, b []segment) []segment {
	out := make([]segment, 0, len(a)+len(b))
	for len(a) > 0 && len(b) > 0 {
		if a[0].start < b[0].start {
			out, a = append(out, a[0]), a[1:]
		} else {
			out, b = append(out, b[0]), b[1:]
		}
	}
	return append(append(out, a...), b...)
}

// extract reads the criteria of a job description.
func extract(description string) []Criterion {
	d := &doc{text: description, low: ascii.Lower(description), items: dropForeign(description, findItems(description))}
	var out []Criterion
	seen := map[string]int{}
	for _, seg := range segments(description) {
		for _, sent := range sentences(description, seg.start, seg.end) {
			// A sentence of prose counts when it has requirement wording,
			// or carries its own label ("... Requirements: BLS, ACLS.").
			sseg := seg
			if seg.def == "" {
				if ls, ld, lh, ok := labelled(description, sent[0], sent[1], ""); ok {
					if ld == "" {
						continue
					}
					sent[0], sseg = ls, segment{start: ls, end: sent[1], def: ld, hint: lh}
				} else if f := d.analyze(sent[0], sent[1], seg.hint); seg.row != nil && !d.ownNote(f, seg.row) ||
					!qualifies(f) && !(seg.listed && listQualifies(f)) ||
					seg.credentials && (f.cls != classLicense && f.cls != classCert || !qualifies(f)) {
					continue
				}
			}
			cls := clauses(description, sent[0], sent[1])
			led := false
			for _, cl := range cls {
				if sseg.def == "" && len(cls) > 1 && !led {
					// prose whose wording comes only in a later clause asks nothing before
					// it: "Covers adult ICU, ED and floors; NICU experience a plus" asks for
					// the NICU alone, where "We require: an associate degree; Cerner; …" asks
					// for everything after its lead
					f := d.analyze(cl[0], cl[1], sseg.hint)
					if led = qualifies(f); !led && f.cls != classLicense && f.cls != classCert {
						continue
					}
				}
				for _, c := range d.clause(cl[0], cl[1], sseg) {
					key := dedupKey(c)
					if i, dup := seen[key]; dup {
						if rank(c.Importance) > rank(out[i].Importance) {
							out[i].Importance = c.Importance
						}
						// What the second mention says of how the
						// credential may be held holds for the first
						// ("... an application for Massachusetts licensure
						// by endorsement pending will be considered").
						out[i].Obtainable = out[i].Obtainable || c.Obtainable
						out[i].NoCompact = out[i].NoCompact || c.NoCompact
						continue
					}
					if len(out) == maxExtracted {
						return out
					}
					seen[key] = len(out)
					out = append(out, c)
				}
			}
		}
	}
	return out
}

// qualifies reports whether a sentence of running prose states a
// requirement: it has importance wording (or takes a credential) and says
// what it asks for.
func qualifies(f facts) bool {
	// A credential the posting says it takes is asked for ("TX or compact
	// lic ok"), with no importance wording.
	accepted := (f.cls == classLicense || f.cls == classCert) && acceptWords.in(f.toks)
	// Years of experience in something named are asked for, as terse
	// postings ask them ("1yr+ tele exp."): nothing else states them.
	years := f.years > 0 && f.cls != classNone
	return (f.imp != "" || accepted || years) && !benefitWords.in(f.toks) &&
		(f.meaningful() || mustWords.in(f.toks) || experienceWords.in(f.toks) || physicalWords.in(f.toks))
}

// ownNote reports whether a note of a table row asks something of its own,
// beside what the row's first cell asks: a concept of another kind, or one
// with an importance of its own ("A bachelor's degree is preferred" beside
// "Associate degree | Required"). Years alone ("12 months minimum") and
// remarks ("Must stay current") belong to the row.
func (d *doc) ownNote(f facts, row *tableRow) bool {
	if f.cls == classNone || f.quantityOnly || f.imp == "" {
		return false
	}
	return f.imp != row.imp || f.cls != d.analyze(row.start, row.end, hint{}).cls
}

// listQualifies reports whether an item of a list that no heading calls
// requirements (requirements and benefits mixed under "The details:") reads
// as one without wording: it asks for years, a credential, a degree or a
// language, or for knowing something.
func listQualifies(f facts) bool {
	if benefitWords.in(f.toks) || pay(f.toks) {
		return false
	}
	switch f.cls {
	case classDegree, classLicense, classCert, classLanguage:
		return true
	}
	return f.years > 0 || knowWords.in(f.toks) || f.meaningful() && (experienceWords.in(f.toks) || levelWords.in(f.toks))
}

// clause reads the criteria of one clause. Parts joined by commas and "and"
// that ask for different kinds of thing ("Texas RN license and 2+ years of
// ICU experience") become criteria of their own, each with its own text;
// parts of one kind stay together, and build splits their list.
func (d *doc) clause(start, end int, seg segment) []Criterion {
	toks := d.tokens(start, end)
	imp, negated := wording(toks)
	// An offer in brackets ("(we offer the series free)") leaves the requirement before it.
	if negated && imp == "" || benefitWords.in(outsideBrackets(toks)) || pay(toks) || imp == "" && employerWords[keyAt(toks, 0)] ||
		offersNoShifts(d.text[start:end]) || contactDetails(d.text[start:end]) ||
		imp == "" && welcomeWords.in(toks) && !d.analyze(start, end, seg.hint).meaningful() {
		return nil
	}
	units := d.units(start, end, seg.hint)
	fs := make([]facts, len(units))
	for i, u := range units {
		s, e := trimUnit(d.text, u.start, u.end)
		fs[i] = d.analyze(s, e, seg.hint)
	}
	if len(fs) == 1 && fs[0].years == 0 && seg.notes[1] > seg.notes[0] {
		fs[0].years = minYears(d.text, d.tokens(seg.notes[0], seg.notes[1]))
	}
	trailing := trailingImportance(units, fs)
	var out []Criterion
	for i, f := range fs {
		if !hasLetters(d.text[f.start:f.end]) || f.negated && f.imp == "" || onlyConnectors(f.toks) {
			continue
		}
		imp := firstOf(f.ownImportance(), joinedImportance(units, fs, i), trailing, seg.def, f.imp, Required)
		for _, c := range d.build(f, imp, seg.hint, true) {
			c.Source = SourceJobDescription
			out = append(out, c)
		}
	}
	return out
}

// callLine is a line that says whom to call, text or write to: "Call
// 555-0117", "Text DRIVE to 614-555-0188", "Apply: email jobs@…".
var callLine = regexp.MustCompile(`(?i)^\W*(?:call|text|phone|apply)\b[^.]{0,40}\d{3}[-. ]\d{4}|^\W*(?:call|text|apply|email|e-mail)\b[^.]{0,40}@`)

// contactDetails reports whether text gives a phone number or an e-mail
// address: who to call or write to, not a requirement ("- Dana @
// BrightPath, 713-555-0142", "Call 555-0117").
func contactDetails(text string) bool {
	if callLine.MatchString(text) {
		return true
	}
	digits, run := 0, 0
	for i := 0; i < len(text); i++ {
		c := text[i]
		switch {
		case isDigit(c):
			digits++
			run = 0
		case c == '-' || c == '.' || c == ' ' || c == '(' || c == ')':
			if run++; run > 2 {
				digits = 0
			}
		default:
			digits, run = 0, 0
		}
		if digits >= 10 {
			return true
		}
	}
	at := strings.IndexByte(text, '@')
	alnum := func(c byte) bool { return isASCIILetter(c) || isDigit(c) }
	return at > 0 && alnum(text[at-1]) && strings.Contains(text[at:], ".") && at+1 < len(text) && alnum(text[at+1])
}

// outsideBrackets returns the tokens of toks outside brackets.
func outsideBrackets(toks []token) []token {
	var out []token
	depth := 0
	for _, t := range toks {
		var bracket bool
		if depth, bracket = nest(depth, t.key); !bracket && depth == 0 {
			out = append(out, t)
		}
	}
	return out
}

// offersNoShifts reports whether text names shifts only to rule them out, as
// an offer does: "No nights, no holidays, no weekends".
func offersNoShifts(text string) bool {
	ms := taxonomy.FindShifts(text)
	for _, m := range ms {
		before := tokenize(text, 0, m.Start)
		if len(before) == 0 || before[len(before)-1].key != "no" {
			return false
		}
	}
	return len(ms) > 0
}

// onlyConnectors reports whether toks are connecting words alone: the "AND" that ends a
// numbered qualification in a civil-service posting.
func onlyConnectors(toks []token) bool {
	for i := 0; i < len(toks); {
		n, _ := connectorWords.at(toks, i)
		if n == 0 && toks[i].word {
			return false
		}
		i += max(n, 1)
	}
	return true
}

// trailingImportance returns the wording the last of a list of skills,
// certifications or specialties ends with when no other item has its own,
// and none asks years: it qualifies
// the list ("Comfortable with Impella, IABP, post-CABG recovery a big plus"
// under "Must haves" is all a plus). A remark after a dash keeps its
// wording, and a list of other things does not share it ("1 year of
// experience, correctional experience a plus").
func trailingImportance(units []unit, fs []facts) string {
	n := len(fs)
	if n < 2 || units[n-1].dashed || units[n-1].own {
		return ""
	}
	for _, f := range fs {
		if f.cls != classSkill && f.cls != classCert && f.cls != classSpecialty || f.years > 0 {
			return ""
		}
	}
	for _, f := range fs[:n-1] {
		if f.ownImportance() != "" {
			return ""
		}
	}
	return fs[n-1].ownImportance()
}

// joinedImportance returns the first wording of the units joined to unit i
// by "and", which it shares.
func joinedImportance(units []unit, fs []facts, i int) string {
	first := i
	for first > 0 && units[first].joined {
		first--
	}
	for k := first; k < len(units) && (k == first || units[k].joined); k++ {
		if imp := fs[k].ownImportance(); imp != "" && !units[k].own {
			return imp
		}
	}
	return ""
}

// ownImportance is the importance f's wording gives unless it comes from
// quantity words alone, which give way to the heading's.
func (f facts) ownImportance() string {
	if f.quantityOnly {
		return ""
	}
	return f.imp
}

// employerWords start what an employer says of itself ("We will train"),
// which is no requirement unless it says so ("We require 2 years of ICU").
var employerWords = map[string]bool{"we": true, "our": true, "us": true, "were": true}

func firstOf(s ...string) string {
	for _, x := range s {
		if x != "" {
			return x
		}
	}
	return ""
}

func rank(imp string) int {
	switch imp {
	case Required:
		return 3
	case Preferred:
		return 2
	}
	return 1
}

// dedupKey identifies what a criterion asks, so that a posting repeating a
// requirement yields it once.
func dedupKey(c Criterion) string {
	var b strings.Builder
	b.WriteString(c.Type)
	for _, id := range c.Concepts {
		b.WriteString("|" + string(id))
	}
	b.WriteString("|" + strconv.FormatFloat(c.MinYears, 'f', -1, 64))
	b.WriteString("|" + strings.Join(c.States, ",") + "|" + strings.Join(c.Shifts, ","))
	if c.AnyOf {
		b.WriteString("|any")
	}
	if len(c.Concepts) == 0 && c.MinYears == 0 && len(c.States) == 0 && len(c.Shifts) == 0 || spelledOut(c) {
		b.WriteString("|" + strings.ToLower(c.Text))
	}
	return b.String()
}

// spelledOut reports whether c is a skill, experience or other criterion
// that says more than the concept it names: "Hands-on with ADP" and
// "Working knowledge of FLSA overtime rules and payroll tax filings" both
// name payroll, and ask different things, where "Epic" and "Epic
// experience preferred" ask one.
func spelledOut(c Criterion) bool {
	switch c.Type {
	case TypeSkill, TypeExperience, TypeOther:
		return len(strings.Fields(c.Text)) > 5
	}
	return false
}

func hasLetters(s string) bool {
	for _, r := range s {
		if unicode.IsLetter(r) {
			return true
		}
	}
	return false
}

// pay reports whether toks state an amount of money ("$95-$120/hour",
// "$155,000 + equity"): compensation is what an employer offers, not a
// requirement.
func pay(toks []token) bool {
	for i := 0; i+1 < len(toks); i++ {
		if toks[i].key == "$" && isDigit(toks[i+1].key[0]) {
			return true
		}
	}
	return false
}
