package criteria

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/recruitd/recruitd/taxonomy"
)

// abbreviations end with a full stop that does not end a sentence.
var abbreviations = map[string]bool{
	"e.g": true, "i.e": true, "etc": true, "inc": true, "ltd": true, "co": true, "jr": true, "sr": true,
	"vs": true, "dr": true, "mr": true, "mrs": true, "ms": true, "st": true, "no": true, "approx": true,
	"min": true, "yrs": true, "yr": true, "hrs": true, "hr": true, "mos": true, "dept": true,
	"incl": true, "exp": true, "req": true, "pref": true, "lbs": true, "ft": true, "pt": true,
}

// isAbbreviation reports whether the full stop at text[i] ends an
// abbreviation: a single letter ("B.S.", "e.g.") or a known one ("yrs.").
func isAbbreviation(text string, start, i int) bool {
	j := i
	for j > start {
		r, w := utf8.DecodeLastRuneInString(text[start:j])
		if !unicode.IsLetter(r) && r != '.' {
			break
		}
		j -= w
	}
	word := strings.ToLower(text[j:i])
	// Nothing but a bracket or a digit before it ("(AHA).", "2027.") ends a
	// sentence.
	return utf8.RuneCountInString(word) == 1 || abbreviations[word] || strings.Contains(word, ".")
}

// inlineBullets separate items written on one line ("BLS • ACLS • PALS").
const inlineBullets = "•▪●■◦‣|"

// sentences splits text[s:e] into sentences: at a full stop, question or
// exclamation mark followed by a space and a capital, digit or bracket, and
// at bullets within the line.
func sentences(text string, s, e int) [][2]int {
	var out [][2]int
	add := func(a, b int) {
		if a, b = trimSpace(text, a, b); a < b {
			out = append(out, [2]int{a, b})
		}
	}
	start := s
	for i := s; i < e; {
		r, w := utf8.DecodeRuneInString(text[i:e])
		switch {
		case strings.ContainsRune(inlineBullets, r):
			add(start, i)
			start = i + w
		case (r == '.' || r == '!' || r == '?') && endsSentence(text, s, e, i):
			add(start, i+1)
			start = i + 1
		}
		i += w
	}
	add(start, e)
	return out
}

func endsSentence(text string, s, e, i int) bool {
	j := i + 1
	if j >= e {
		return false // the end of the segment ends it anyway
	}
	if text[j] != ' ' && text[j] != '\t' {
		return false
	}
	for j < e && (text[j] == ' ' || text[j] == '\t') {
		j++
	}
	if j >= e {
		return false
	}
	r, _ := utf8.DecodeRuneInString(text[j:e])
	if !unicode.IsUpper(r) && !unicode.IsDigit(r) && r != '(' && r != '"' && r != '\u201c' && r != '$' && !innerCapital(text[j:e]) {
		return false
	}
	return text[i] != '.' || !isAbbreviation(text, s, i) || endsRequirement(text, s, i) ||
		endsExperience(text, s, i) && unicode.IsLetter(r) && !startsWithMonth(text[j:e])
}

// innerCapital reports whether the word s starts with is a name written
// with a capital inside ("gRPC", "iOS", "eBay"), which begins a sentence as
// a capital does: "2+ yrs Go in production. gRPC, Postgres." is two.
func innerCapital(s string) bool {
	for i, r := range s {
		switch {
		case r == ' ' || r == ',' || r == '.' || r == '\t' || r == '\n':
			return false
		case i > 0 && unicode.IsUpper(r):
			return true
		}
	}
	return false
}

// endsExperience reports whether the full stop at text[i] ends "exp", as
// terse postings write experience: "1yr+ tele exp. NC or compact lic ok."
// is two sentences, where "exp. Sep 2028" is an expiry.
func endsExperience(text string, start, i int) bool {
	return i-start >= 4 && strings.EqualFold(text[i-3:i], "exp") && !isASCIILetter(text[i-4])
}

// startsWithMonth reports whether s starts with a month's name or its
// abbreviation.
func startsWithMonth(s string) bool {
	j := 0
	for j < len(s) && isASCIILetter(s[j]) {
		j++
	}
	w := strings.ToLower(s[:j])
	if len(w) < 3 {
		return false
	}
	for _, m := range []string{"january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"} {
		if strings.HasPrefix(m, w) || w == "sept" {
			return true
		}
	}
	return false
}

// importanceAbbreviations are importance words written short, which end the
// requirement they weigh: "2yr+ ICU exp req. BLS req." is two sentences.
var importanceAbbreviations = []string{"req", "reqd", "pref", "prefd"}

// endsRequirement reports whether the full stop at text[i] follows an
// importance word written short.
func endsRequirement(text string, start, i int) bool {
	j := i
	for j > start && isASCIILetter(text[j-1]) {
		j--
	}
	word := strings.ToLower(text[j:i])
	for _, a := range importanceAbbreviations {
		if word == a {
			return true
		}
	}
	return false
}

// clauses splits a sentence at semicolons outside brackets.
func clauses(text string, s, e int) [][2]int {
	var out [][2]int
	depth, start := 0, s
	for i := s; i < e; i++ {
		switch text[i] {
		case '(', '[':
			depth++
		case ')', ']':
			depth = max(0, depth-1)
		case ';':
			if depth == 0 {
				if a, b := trimSpace(text, start, i); a < b {
					out = append(out, [2]int{a, b})
				}
				start = i + 1
			}
		}
	}
	if a, b := trimSpace(text, start, e); a < b {
		out = append(out, [2]int{a, b})
	}
	return out
}

var (
	// joinWords start a new part of a clause ("BLS and ACLS").
	joinWords = makePhrases("and", "&", "as well as", "along with")
	// leadWords start a new part that keeps them: they qualify it
	// ("2+ years of acute care, preferably in ICU").
	leadWords = makePhrases("including", "preferably", "ideally", "especially", "particularly")
	withWords = makePhrases("with")
)

// units splits a clause into the spans that each state one requirement. The
// clause is cut into parts at commas and "and" outside brackets and concept
// names ("Labor and Delivery"), at "including" and "preferably", and at
// "with" before a number of years. Neighbouring parts about the same kind of
// thing join again ("Active BLS" and "ACLS certifications required"); parts
// about nothing in particular ("excellent communication skills") join their
// neighbour; a part stays apart when it is about another kind of thing, or
// when it and its neighbour both give an importance or a number of years
// ("BLS required, ACLS preferred").
func (d *doc) units(start, end int, h hint) []unit {
	toks := d.tokens(start, end)
	// The part before a cut ends at end, the next starts at next; dash marks
	// a cut at a dash.
	type cut struct {
		end, next int
		dash      bool
		// closes is set for the end of a bracket that stands apart.
		closes bool
	}
	var cuts []cut
	depth := 0
	for i, t := range toks {
		if depth == 0 && (t.key == "(" || t.key == "[") {
			if j := d.ownBracket(toks, i, h); j > 0 {
				// A bracket stating a requirement of its own stands apart:
				// "Washington licence (PTCB certification also required)".
				cuts = append(cuts, cut{t.start, t.end, false, false}, cut{toks[j].start, toks[j].end, false, true})
			}
		}
		var bracket bool
		if depth, bracket = nest(depth, t.key); bracket {
			continue
		}
		if depth > 0 || i == 0 || d.inItem(t.start) {
			continue
		}
		switch {
		case spacedDash(d.text[toks[i-1].end:t.start]):
			cuts = append(cuts, cut{t.start, t.start, true, false})
		case t.key == ",":
			if t.start > 0 && isDigit(d.text[t.start-1]) && t.end < len(d.text) && isDigit(d.text[t.end]) {
				continue // 1,000
			}
			cuts = append(cuts, cut{t.start, t.end, false, false})
		case at(joinWords, toks, i):
			if keyAt(toks, i+1) == "/" || keyAt(toks, i-1) == "/" {
				continue // and/or
			}
			cuts = append(cuts, cut{t.start, t.start, false, false})
		case at(leadWords, toks, i):
			cuts = append(cuts, cut{t.start, t.start, false, false})
		case at(withWords, toks, i):
			if minYears(d.text, toks[i+1:min(len(toks), i+7)]) > 0 && isNumberNear(toks[i+1:]) {
				cuts = append(cuts, cut{t.start, t.start, false, false})
			}
		}
	}
	if len(cuts) == 0 {
		return []unit{{start: start, end: end}}
	}
	type part struct {
		start, end      int
		meaningful      bool
		cls             class
		hasImp, hasYear bool
		// own is set for a part about nothing in particular that still
		// states a requirement of its own, with wording and words besides
		// it: "public accounting experience a plus".
		own bool
		// joined is set for a part that starts with "and".
		joined bool
		// dashed is set for a part set off by a dash: "PALS current - TNCC
		// preferred but not required".
		dashed bool
	}
	var units []part
	from := start
	for k := 0; k <= len(cuts); k++ {
		to, next := end, end
		if k < len(cuts) {
			to, next = cuts[k].end, cuts[k].next
		}
		s, e := trimUnit(d.text, from, to)
		f := d.analyze(s, e, h)
		p := part{start: from, end: to, meaningful: f.meaningful(), cls: f.cls, hasImp: f.imp != "", hasYear: f.years > 0}
		p.own = !p.meaningful && p.hasImp && contentWords(f.toks) >= 2
		lead := d.tokens(from, min(to, from+16))
		alternative := keyAt(lead, 0) == "or" // "MS, PhD, or a related field"
		p.joined = at(joinWords, lead, 0)
		p.dashed = k > 0 && cuts[k-1].dash
		from = next
		if len(units) == 0 {
			p.joined = false
			units = append(units, p)
			continue
		}
		u := &units[len(units)-1]
		switch {
		case k > 0 && cuts[k-1].closes && !p.meaningful && len(units) > 1:
			// Wording after a bracket that stood apart is the
			// requirement's before it: "HVAC experience (chillers a
			// plus) (Required)".
			units[len(units)-2].hasImp = units[len(units)-2].hasImp || p.hasImp
		case alternative || relativeWords[keyAt(lead, 0)]:
			// "or a related field"; "which may require lifting", "including month-end
			// close": the part before goes on
			u.end, u.hasImp = p.end, u.hasImp || p.hasImp
		case p.dashed && p.meaningful && p.hasImp && !u.hasImp:
			// A remark set off by a dash with wording of its own asks
			// for what it names, at its own importance.
			units = append(units, p)
		case p.own && u.meaningful && !p.joined:
			// Not after "and", where the wording is the whole sentence's:
			// "Experience with PACS and a dictation system would be helpful".
			units = append(units, p)
		case !p.meaningful:
			u.end, u.hasImp = p.end, u.hasImp || p.hasImp
		case !u.meaningful:
			u.end, u.meaningful, u.cls = p.end, true, p.cls
			u.hasImp, u.hasYear = u.hasImp || p.hasImp, p.hasYear
		case (u.cls == classLicense || u.cls == classCert) && p.joined && p.cls == classSpecialty && !p.hasImp && !p.hasYear &&
			d.endsInScope(u.start, u.end):
			// "registered with ARDMS in abdomen and OB/GYN": the areas a
			// credential is held in.
			u.end = p.end
		case u.cls == classProfession && !u.hasYear && p.hasYear && p.cls != classLicense && p.cls != classCert && p.cls != classDegree:
			// "RN with 3 years of Med/Surg experience": the profession is
			// the experience's context.
			u.end, u.cls, u.hasImp, u.hasYear = p.end, p.cls, u.hasImp || p.hasImp, true
		case u.cls == p.cls && !(u.hasImp && p.hasImp) && !(u.hasYear && p.hasYear):
			u.end, u.hasImp, u.hasYear = p.end, u.hasImp || p.hasImp, u.hasYear || p.hasYear
		default:
			units = append(units, p)
		}
	}
	out := make([]unit, len(units))
	for i, u := range units {
		out[i] = unit{start: u.start, end: u.end, own: u.own, joined: u.joined, dashed: u.dashed}
	}
	return out
}

// spacedDash reports whether gap, the text between two words, is a dash
// with space on both sides (" - ", " – "): what sets off a remark, unlike
// the hyphen of "acute-care".
func spacedDash(gap string) bool {
	t := strings.TrimSpace(gap)
	return len(gap) > len(t)+1 && strings.HasPrefix(gap, " ") && strings.HasSuffix(gap, " ") &&
		(t == "-" || t == "\u2013" || t == "\u2014" || t == "--")
}

// ownBracket returns the index of the bracket closing the one at toks[i]
// when what it holds is a requirement of its own, worded as one ("also
// required", "preferred") and about another kind of thing than the words
// before it; 0 otherwise.
func (d *doc) ownBracket(toks []token, i int, h hint) int {
	j, depth := i, 0
	for ; j < len(toks); j++ {
		if depth, _ = nest(depth, toks[j].key); depth == 0 {
			break
		}
	}
	if j == len(toks) || j == i+1 || i == 0 {
		return 0
	}
	inside := d.analyze(toks[i+1].start, toks[j-1].end, h)
	if inside.imp == "" || inside.quantityOnly || !inside.meaningful() {
		return 0
	}
	if before := d.analyze(toks[0].start, toks[i-1].end, h); before.cls == inside.cls {
		return 0
	}
	return j
}

// endsInScope reports whether text[start:end] ends with "in" and what
// follows it, past every concept it names: the scope of a credential
// ("IEMA accreditation in Radiography").
func (d *doc) endsInScope(start, end int) bool {
	toks := d.tokens(start, end)
	in := -1
	for i, t := range toks {
		if t.key == "in" {
			in = i
		}
	}
	if in < 0 || in == len(toks)-1 {
		return false
	}
	for _, it := range d.itemsIn(start, end) {
		if it.end > toks[in].start && len(it.ids) > 0 && it.ids[0].Kind() != taxonomy.KindSpecialty {
			return false
		}
	}
	return true
}

// relativeWords open a clause that goes on with the one before it.
var relativeWords = map[string]bool{"which": true, "who": true, "whom": true, "whose": true, "including": true}

// unit is a span of a clause that states one requirement.
type unit struct {
	start, end int
	// own marks a requirement about nothing in particular split off for its
	// own wording, which it does not lend to its neighbours.
	own bool
	// joined marks a unit joined to the one before by "and": they share
	// their wording ("Texas RN license and 2+ years of ICU experience
	// required"), where units apart from a comma do not ("1 year of
	// experience, correctional experience a plus").
	joined bool
	// dashed marks a remark set off by a dash ("PALS current - TNCC
	// preferred"), whose wording is its own.
	dashed bool
}

// closes reports whether tag is closed by a tag in rest ("<b>" by "</b>"),
// or, for a closing tag, opened in rest read as what precedes it: such a
// tag belongs to the criterion's text ("Current <b>ACLS</b>").
func closes(tag, rest string) bool {
	name := strings.Trim(tag, "</>")
	if name, _, _ = strings.Cut(name, " "); name == "" {
		return false
	}
	if strings.HasPrefix(tag, "</") {
		return strings.Contains(rest, "<"+name)
	}
	return strings.Contains(rest, "</"+name)
}

// fillerWords are the words of wording and grammar, which say nothing of
// what is asked for.
var fillerWords = map[string]bool{
	"is": true, "are": true, "a": true, "an": true, "the": true, "but": true, "not": true, "and": true,
	"or": true, "very": true, "highly": true, "strongly": true, "also": true, "required": true,
	"preferred": true, "plus": true, "must": true, "optional": true, "bonus": true, "helpful": true,
	"nice": true, "to": true, "have": true, "desired": true, "would": true, "be": true, "great": true,
	"considered": true, "asset": true, "advantage": true, "preferably": true, "ideally": true,
	"big": true, "huge": true, "definite": true, "will": true, "necessary": true, "needed": true,
}

// contentWords counts the words of toks that are not filler.
func contentWords(toks []token) int {
	n := 0
	for _, t := range toks {
		if t.word && !fillerWords[t.key] {
			n++
		}
	}
	return n
}

// isNumberNear reports whether one of the first tokens is a number: "with 2+
// years", "with at least two years", "with a minimum of 3 years".
func isNumberNear(toks []token) bool {
	for i := 0; i < len(toks) && i < 4; i++ {
		if isNumber(toks[i].key) {
			return true
		}
	}
	return false
}

// connectorWords are left out at the start of a criterion's text.
var connectorWords = makePhrases("and", "&", "or", "as well as", "along with", "with", "plus", "also")

// trimUnit narrows text[s:e] to the criterion it states: past white space,
// list punctuation, HTML tags, emphasis marks and a leading "and", and past
// a final full stop that is not an abbreviation's or a bracket that closes
// none it opened.
func trimUnit(text string, s, e int) (int, int) {
	for {
		s0, e0 := s, e
		s, e = trimSpace(text, s, e)
		if s >= e {
			return s, s
		}
		r, w := utf8.DecodeRuneInString(text[s:e])
		switch {
		case strings.ContainsRune(",;:.)]}", r) || strings.ContainsRune(bulletRunes, r) && r != '-' && r != '*':
			s += w
		case (r == '*' || r == '_') && !strings.ContainsRune(text[s+w:e], r):
			s += w // a stray emphasis mark, not the start of "**BLS**"
		case r == '<':
			if j := strings.IndexByte(text[s:e], '>'); j >= 0 && !closes(text[s:s+j+1], text[s+j+1:e]) {
				s += j + 1
			}
		default:
			toks := tokenize(text, s, min(e, s+24))
			if n, _ := connectorWords.at(toks, 0); n > 0 && n < len(toks) && toks[n-1].end < e {
				s = toks[n-1].end
			}
		}
		r, w = utf8.DecodeLastRuneInString(text[s:e])
		switch {
		case strings.ContainsRune(",;:", r):
			e -= w
		case (r == '*' || r == '_') && !strings.ContainsRune(text[s:e-w], r):
			e -= w
		case r == '>':
			if j := strings.LastIndexByte(text[s:e], '<'); j >= 0 && !closes(text[s+j:e], text[s:s+j]) {
				e = s + j
			}
		case r == '.' && !isAbbreviation(text, s, e-1):
			e -= w
		case (r == '-' || r == '\u2013' || r == '\u2014') && e-w > s && text[e-w-1] == ' ':
			e -= w // the dash that sets off a remark after it
		case r == ')' && !strings.Contains(text[s:e-w], "("), r == ']' && !strings.Contains(text[s:e-w], "["):
			e -= w // the end of a bracket the criterion started in
		}
		if s == s0 && e == e0 {
			return s, e
		}
	}
}

// nest returns the bracket depth after a token of key, and whether the token
// is a bracket.
func nest(depth int, key string) (int, bool) {
	switch key {
	case "(", "[":
		return depth + 1, true
	case ")", "]":
		return max(0, depth-1), true
	}
	return depth, false
}
