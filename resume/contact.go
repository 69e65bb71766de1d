package resume

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/nyaruka/phonenumbers"
)

var (
	emailRE = regexp.MustCompile(`[A-Za-z0-9][A-Za-z0-9._%+\-]*@[A-Za-z0-9](?:[A-Za-z0-9\-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9\-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,24}`)
	// "jane.doe [at] example [dot] com", "jane (at) example.com"
	obfuscatedEmailRE = regexp.MustCompile(`(?i)([A-Za-z0-9][A-Za-z0-9._%+\-]*)\s*[\[({]\s*at\s*[\])}]\s*([A-Za-z0-9\-]+(?:\s*(?:[\[({]\s*dot\s*[\])}]|\.)\s*[A-Za-z0-9\-]+)+)`)
	spelledDotRE      = regexp.MustCompile(`(?i)\s*(?:[\[({]\s*dot\s*[\])}]|\.)\s*`)
	linkedInRE        = regexp.MustCompile(`(?i)(?:https?://)?(?:[a-z]{2,3}\.)?linkedin\.com/(?:in|pub|profile)/[A-Za-z0-9_%\-.~/]+`)
)

// commonTLDs are the top-level domains most addresses end in: an address that ends in another
// one may have been cut by a narrow column ("...@example.or" / "g").
var commonTLDs = setOf(`com org net edu gov mil int info biz io co me us ca uk de fr es it nl be ch at
ie pt pl se no dk fi au nz in mx br ar cl jp cn kr sg za`)

// wrappedEmail completes an address that ends its line with a top-level domain few addresses
// end in, when the next line is a few letters that make a common one of it ("...@example.or" /
// "g"); else the address as found.
func wrappedEmail(email, next string) string {
	next = strings.TrimSpace(next)
	tld := email[strings.LastIndexByte(email, '.')+1:]
	if commonTLDs[strings.ToLower(tld)] || next == "" || len(next) > 4 {
		return email
	}
	for _, r := range next {
		if r < 'a' || r > 'z' {
			return email
		}
	}
	if !commonTLDs[tld+next] {
		return email
	}
	return email + next
}

// findEmail returns the first e-mail address in s, also one written with its "@" and dots
// spelled out in brackets against harvesters ("jane.doe [at] example [dot] com").
func findEmail(s string) string {
	if strings.IndexByte(s, '@') < 0 {
		if !containsFold(s, "at]") && !containsFold(s, "at)") && !containsFold(s, "at}") {
			return ""
		}
		m := obfuscatedEmailRE.FindStringSubmatch(s)
		if m == nil {
			return ""
		}
		return emailRE.FindString(m[1] + "@" + spelledDotRE.ReplaceAllString(m[2], "."))
	}
	return emailRE.FindString(s)
}

// findLinkedIn returns the LinkedIn profile address in s, with https:// added when the resume
// leaves the scheme out.
func findLinkedIn(s string) string {
	if !strings.Contains(s, "inkedin") && !strings.Contains(s, "INKEDIN") && !strings.Contains(s, "inkedIn") {
		return ""
	}
	u := linkedInRE.FindString(s)
	if u == "" {
		return ""
	}
	u = strings.TrimRight(u, "./-")
	if !strings.HasPrefix(strings.ToLower(u), "http") {
		u = "https://" + u
	}
	return u
}

// containsFold reports whether s contains sub (lower-case ASCII), ignoring ASCII case.
func containsFold(s, sub string) bool {
	return indexFold(s, sub) >= 0
}

// indexFold finds sub (lower-case ASCII) in s ignoring ASCII case, without allocating.
func indexFold(s, sub string) int {
	n := len(sub)
	if n == 0 {
		return 0
	}
	c0 := sub[0]
	up := c0
	if c0 >= 'a' && c0 <= 'z' {
		up = c0 - 'a' + 'A'
	}
	for i := 0; i+n <= len(s); i++ {
		c := s[i]
		if c != c0 && c != up {
			continue
		}
		j := 1
		for ; j < n; j++ {
			c := s[i+j]
			if c >= 'A' && c <= 'Z' {
				c += 'a' - 'A'
			}
			if c != sub[j] {
				break
			}
		}
		if j == n {
			return i
		}
	}
	return -1
}

// phoneLabels start a phone number in contact lines.
var phoneLabels = []string{"phone", "tel", "mobile", "cell", "ph", "telephone", "home", "work", "contact", "p", "m", "c", "t", "h", "w", "mob", "number"}

// hasPhoneLabel reports whether s names a phone ("Phone:", "Cell", "M:") before position i.
func hasPhoneLabel(s string, i int) bool {
	before := strings.TrimRight(s[:i], " \t:.#-()")
	j := len(before)
	for j > 0 && (before[j-1] >= 'a' && before[j-1] <= 'z' || before[j-1] >= 'A' && before[j-1] <= 'Z') {
		j--
	}
	w := strings.ToLower(before[j:])
	for _, l := range phoneLabels {
		if w == l {
			return true
		}
	}
	return false
}

// phoneCandidate is a run of digits and phone punctuation in a line.
type phoneCandidate struct {
	lo      int    // where it starts in the line
	text    string // as written, a substring of the line
	digits  string
	plus    bool
	labeled bool
}

// phoneRuns finds runs such as "(512) 555-0100", "+44 20 7946 0958", "512.555.0100" in s. A run
// breaks at letters, at two spaces and at any punctuation other than ()-./ and single spaces;
// groups are then fitted to phone shapes so that a ZIP or a year beside a number is not taken
// with it.
func phoneRuns(s string) []phoneCandidate {
	var out []phoneCandidate
	i := 0
	for i < len(s) {
		c := s[i]
		start := -1
		switch {
		case c == '+' && i+1 < len(s) && (isDigitByte(s[i+1]) || s[i+1] == ' ' && i+2 < len(s) && isDigitByte(s[i+2])):
			start = i
		case c == '(' && i+1 < len(s) && isDigitByte(s[i+1]):
			start = i
		case isDigitByte(c) && (i == 0 || !isAlnumByte(s[i-1]) && s[i-1] != '/' && s[i-1] != '#' && s[i-1] != '$' && s[i-1] != '.'):
			start = i
		}
		if start < 0 {
			i++
			continue
		}
		// collect digit groups
		type group struct{ lo, hi int }
		var groups []group
		j := start
		if s[j] == '+' {
			j++
		}
		lastEnd := j
		for j < len(s) {
			c := s[j]
			switch {
			case isDigitByte(c):
				k := j
				for k < len(s) && isDigitByte(s[k]) {
					k++
				}
				groups = append(groups, group{j, k})
				j = k
				lastEnd = k
				if k < len(s) && s[k] == ')' {
					j++
					lastEnd = j
				}
				continue
			case c == ' ' || c == '-' || c == '.' || c == '(' || c == '/' || c == ')':
				if c == ' ' && j+1 < len(s) && s[j+1] == ' ' {
					goto done
				}
				if c == '.' && j+1 < len(s) && s[j+1] == ' ' {
					goto done
				}
				j++
				continue
			}
			break
		}
	done:
		if j < len(s) && isAlnumByte(s[j]) && lastEnd == j {
			// glued to letters (an ID such as 12345AB): not a phone
			i = j + 1
			continue
		}
		plus := s[start] == '+'
		if len(groups) > 0 {
			out = append(out, fitPhone(s, start, plus, groups2spans(groups, func(g group) (int, int) { return g.lo, g.hi }))...)
		}
		i = lastEnd
		if i <= start {
			i = start + 1
		}
	}
	return out
}

func groups2spans[G any](gs []G, f func(G) (int, int)) [][2]int {
	out := make([][2]int, len(gs))
	for i, g := range gs {
		lo, hi := f(g)
		out[i] = [2]int{lo, hi}
	}
	return out
}

func isDigitByte(c byte) bool { return c >= '0' && c <= '9' }

func isAlnumByte(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// fitPhone picks phone-shaped runs of digit groups: a North American number (3-3-4, 1-3-3-4,
// 3-7, 10 or 11 digits), or any 8 to 15 digits after a '+'. Years, date ranges, ZIP codes and
// dates never have these shapes.
func fitPhone(s string, start int, plus bool, g [][2]int) []phoneCandidate {
	lens := make([]int, len(g))
	for i, x := range g {
		lens[i] = x[1] - x[0]
	}
	digitsOf := func(a, b int) string {
		var sb strings.Builder
		for k := a; k < b; k++ {
			sb.WriteString(s[g[k][0]:g[k][1]])
		}
		return sb.String()
	}
	textOf := func(lo, b int) string {
		hi := g[b-1][1]
		if hi < len(s) && s[hi] == ')' {
			hi++
		}
		return s[lo:hi]
	}
	if plus {
		total := 0
		for k := range g {
			if total+lens[k] > 15 {
				break
			}
			total += lens[k]
			if total >= 8 && (k+1 == len(g) || total+lens[k+1] > 15 || k+1 < len(g) && lens[k+1] == 4 && isYearLike(s[g[k+1][0]:g[k+1][1]]) && total >= 10) {
				return []phoneCandidate{{lo: start, text: textOf(start, k+1), digits: digitsOf(0, k+1), plus: true}}
			}
		}
		return nil
	}
	var out []phoneCandidate
	for a := 0; a < len(g); a++ {
		lo := g[a][0]
		if a == 0 {
			lo = start
		} else if lo > 0 && s[lo-1] == '(' {
			lo--
		}
		for _, shape := range phoneShapes {
			if a+len(shape) > len(g) {
				continue
			}
			ok := true
			for k, l := range shape {
				if lens[a+k] != l {
					ok = false
					break
				}
			}
			if !ok || len(shape) == 1 && lens[a] == 11 && s[g[a][0]] != '1' {
				continue
			}
			if len(shape) == 4 && s[g[a][0]] != '1' {
				continue
			}
			b := a + len(shape)
			if b < len(g) && g[b][0]-g[b-1][1] <= 1 && lens[b] <= 4 {
				continue // the run goes on: part of a longer number
			}
			out = append(out, phoneCandidate{lo: lo, text: textOf(lo, b), digits: digitsOf(a, b)})
			a = b - 1
			break
		}
	}
	return out
}

var phoneShapes = [][]int{{1, 3, 3, 4}, {3, 3, 4}, {3, 7}, {10}, {11}}

func isYearLike(s string) bool {
	return len(s) == 4 && (strings.HasPrefix(s, "19") || strings.HasPrefix(s, "20"))
}

// labeledPhone reads a number of any national shape after a phone label ("Tel: 020 7946
// 0958"), which phoneRuns' North American shapes miss.
func labeledPhone(s string) []phoneCandidate {
	var out []phoneCandidate
	for i := 0; i < len(s); i++ {
		if !isDigitByte(s[i]) && s[i] != '(' {
			continue
		}
		if i > 0 && (isAlnumByte(s[i-1]) || s[i-1] == '+') {
			continue
		}
		if !hasPhoneLabel(s, i) {
			continue
		}
		j, digits, last := i, 0, i
		for j < len(s) {
			c := s[j]
			if isDigitByte(c) {
				digits++
				last = j + 1
			} else if !(c == ' ' || c == '-' || c == '.' || c == '(' || c == ')') || c == ' ' && j+1 < len(s) && s[j+1] == ' ' {
				break
			}
			j++
		}
		if digits >= 7 && digits <= 15 && (j == len(s) || !isAlnumByte(s[j])) {
			out = append(out, phoneCandidate{lo: i, text: s[i:last], digits: phonenumbers.NormalizeDigitsOnly(s[i:last]), labeled: true})
		}
		i = j
	}
	return out
}

// fieldPhone reads a national number of any shape that fills a field of a contact line on its
// own ("Manchester | 07700 900782 | jo@example.com"): a trunk 0 or a bracketed area code, 9 to
// 13 digits in groups.
func fieldPhone(s string) []phoneCandidate {
	var out []phoneCandidate
	for _, f := range splitFields(s) {
		if f == "" || f[0] != '0' && f[0] != '(' {
			continue
		}
		digits, groups := 0, 1
		ok := true
		for i := 0; i < len(f); i++ {
			switch c := f[i]; {
			case isDigitByte(c):
				digits++
			case c == ' ' || c == '-' || c == '.':
				groups++
			case c == '(' || c == ')':
			default:
				ok = false
			}
		}
		if ok && digits >= 9 && digits <= 13 && groups >= 2 {
			out = append(out, phoneCandidate{lo: strings.Index(s, f), text: f, digits: phonenumbers.NormalizeDigitsOnly(f), labeled: true})
		}
	}
	return out
}

// normalisePhone returns the number in E.164, or the text as written when it is not a valid
// number for its country (never a made-up number). An invalid run of bare digits is more likely
// an identifier than a phone, and is dropped.
func normalisePhone(c phoneCandidate, region string) string {
	num, err := phonenumbers.Parse(c.text, region)
	if err == nil && phonenumbers.IsValidNumber(num) {
		return phonenumbers.Format(num, phonenumbers.E164)
	}
	// a number written with its country code needs no guess: ranges reserved for fiction
	// and new allocations fail the validity tables but are still that country's numbers
	if err == nil && strings.HasPrefix(strings.TrimSpace(c.text), "+") && phonenumbers.IsPossibleNumber(num) {
		return phonenumbers.Format(num, phonenumbers.E164)
	}
	if !c.labeled && !strings.ContainsAny(c.text, "()-. +/") {
		return ""
	}
	return strings.TrimSpace(c.text)
}

// idLabels name numbers that are not phones.
var idLabels = setOf(`npi license licence lic id no number num dea ssn member account acct reg
registration cert certificate credential badge employee emp zip postal code fax`)

// idLabelBefore reports whether the word before position i of s labels an identifier ("NPI:
// 1234567890", "License # 5125550147"). "Phone number" stays a phone.
func idLabelBefore(s string, i int) bool {
	before := strings.TrimRight(s[:i], " \t:.#-()")
	j := len(before)
	for j > 0 && (before[j-1] >= 'a' && before[j-1] <= 'z' || before[j-1] >= 'A' && before[j-1] <= 'Z') {
		j--
	}
	w := strings.ToLower(before[j:])
	if !idLabels[w] {
		return false
	}
	if w == "number" || w == "no" || w == "num" {
		prev := strings.ToLower(strings.TrimSpace(before[:j]))
		return !strings.HasSuffix(prev, "phone") && !strings.HasSuffix(prev, "cell") && !strings.HasSuffix(prev, "mobile") && !strings.HasSuffix(prev, "contact") && !strings.HasSuffix(prev, "tel")
	}
	return true
}

// phonesIn returns the candidate phones in one line, normalised.
func phonesIn(s string, region string, sc *dateScanner) []string {
	if !hasDigit(s) {
		return nil
	}
	cands := phoneRuns(s)
	if len(cands) == 0 {
		cands = labeledPhone(s)
	}
	if len(cands) == 0 {
		cands = fieldPhone(s)
	}
	var out []string
	for _, c := range cands {
		if isDateText(c.text, sc) || idLabelBefore(s, c.lo) {
			continue
		}
		if p := normalisePhone(c, region); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// isDateText reports whether a phone candidate is wholly a date or a date range.
func isDateText(s string, sc *dateScanner) bool {
	ds := sc.findDates(s)
	for _, d := range ds {
		if d.lo == 0 && d.hi >= len(strings.TrimSpace(s)) {
			return true
		}
	}
	return false
}

// fieldSeps split a contact or header line into fields.
var fieldSeps = []string{" | ", "|", " • ", "•", " · ", "·", "\t", "  ", " ● ", "●", " ◆ ", " ♦ ", " ⋅ ", " ∙ ", " ▪ ", " ■ ", " * ", " / ", " – ", " — ", " ‑ ", " - ", ";", "\uf0b7", "\uf0a7"}

// splitFields cuts s at field separators (bars, bullets, tabs, wide gaps, spaced dashes),
// returning trimmed non-empty fields.
func splitFields(s string) []string {
	fields := []string{s}
	for _, sep := range fieldSeps {
		if !strings.Contains(s, sep) {
			continue
		}
		var next []string
		for _, f := range fields {
			for _, p := range strings.Split(f, sep) {
				if p = strings.TrimSpace(p); p != "" {
					next = append(next, p)
				}
			}
		}
		fields = next
	}
	return fields
}

// Name parsing.

var namePrefixes = map[string]bool{"dr": true, "mr": true, "mrs": true, "ms": true, "miss": true, "mx": true, "prof": true, "rev": true, "sir": true}

var nameSuffixes = map[string]bool{"jr": true, "sr": true, "ii": true, "iii": true, "iv": true, "esq": true}

var nameParticles = map[string]bool{
	"de": true, "da": true, "del": true, "della": true, "der": true, "den": true, "di": true,
	"du": true, "la": true, "le": true, "van": true, "von": true, "dos": true, "das": true,
	"bin": true, "ibn": true, "al": true, "el": true, "ten": true, "ter": true, "st.": true, "y": true,
	// Irish surnames: "Ní Dhonnchadha", "Nic Giolla", "Ó Súilleabháin", "Uí Néill"
	"ní": true, "nic": true, "ó": true, "uí": true,
	// Filipino surnames: "dela Cruz", "delos Santos", "de los Reyes"
	"dela": true, "delos": true, "los": true,
}

// credentials are post-nominal letters that follow a name ("Jane Doe, RN, BSN").
var credentials = map[string]bool{
	"rn": true, "bsn": true, "msn": true, "lpn": true, "lvn": true, "cna": true, "aprn": true,
	"np": true, "fnp": true, "fnp-bc": true, "fnp-c": true, "agacnp": true, "agacnp-bc": true,
	"ccrn": true, "cen": true, "dnp": true, "phd": true, "ph.d.": true, "ph.d": true, "md": true,
	"m.d.": true, "do": true, "pa": true, "pa-c": true, "mba": true, "mph": true, "ms": true,
	"ma": true, "bs": true, "ba": true, "pe": true, "p.e.": true, "cpa": true, "pmp": true,
	"cpht": true, "rrt": true, "pt": true, "dpt": true, "ot": true, "otr": true, "otr/l": true,
	"slp": true, "ccc-slp": true, "rd": true, "lcsw": true, "lmft": true, "lpc": true, "emt": true,
	"emt-p": true, "cissp": true, "shrm-cp": true, "shrm-scp": true, "sphr": true, "phr": true,
	"cma": true, "rma": true, "crna": true, "cnm": true, "cnl": true, "cnor": true, "oncn": true,
	"ocn": true, "cpn": true, "rnc": true, "rnc-ob": true, "rnc-nic": true, "mscn": true,
	"cmsrn": true, "pccn": true, "tcrn": true, "cpen": true, "cfrn": true, "nrp": true,
	"rt": true, "rt(r)": true, "arrt": true, "rdms": true, "rvt": true, "cst": true, "pharmd": true,
	"rph": true, "dds": true, "dmd": true, "od": true, "psyd": true, "edd": true, "jd": true,
	"j.d.": true, "llm": true, "cfa": true, "cfp": true, "csm": true, "cspo": true, "mha": true,
	"msw": true, "med": true, "m.ed.": true, "ms.": true, "bsc": true, "msc": true, "mcse": true,
	"ccna": true, "ccnp": true, "acls": true, "bls": true, "pals": true, "cdl": true, "adn": true,
	"asn": true, "aas": true, "cpc": true, "ccs": true, "rhia": true, "rhit": true, "faan": true,
	"cdcp": true, "cphq": true, "cic": true, "cwocn": true, "wcc": true, "ne-bc": true, "nea-bc": true,
	"pmhnp": true, "pmhnp-bc": true, "anp": true, "anp-bc": true, "agpcnp": true, "whnp": true,
	"cpnp": true, "cca": true, "ceo": true, "mbbs": true, "fache": true, "chc": true, "cssbb": true,
	"lssbb": true, "itil": true, "aws": true, "gcp": true,
}

// nameStopWords never occur in a name line.
var nameStopWords = map[string]bool{
	"resume": true, "résumé": true, "curriculum": true, "vitae": true, "vita": true, "cv": true,
	"page": true, "confidential": true, "profile": true, "summary": true, "objective": true,
	"contact": true, "information": true, "phone": true, "email": true, "e-mail": true,
	"address": true, "street": true, "avenue": true, "experience": true, "education": true,
	"skills": true, "the": true, "and": true, "for": true, "with": true, "to": true, "in": true,
	"at": true, "of": true, "years": true, "references": true, "available": true, "upon": true,
	"request": true, "linkedin": true, "github": true, "portfolio": true, "www": true,
	"professional": true, "personal": true, "career": true, "cover": true, "letter": true,
	// a form's labels beside the name ("Nationality Italy", "Date of birth")
	"nationality": true, "citizenship": true, "gender": true, "birth": true, "born": true,
}

// A name is read from a header line in stages, each with a table test (contact_test.go):
//
//  1. nameField: the line's first field, a nickname and a "Name:" label (or a "Name" cell of a
//     label gutter) taken out.
//  2. nameParts: the field cut at its commas into the name and what follows it: credentials
//     and generational suffixes are dropped, "DOE, JANE A." is surname first.
//  3. nameWords: prefixes (Dr.), suffixes (Jr.) and credentials written without a comma
//     ("Jane Doe RN BSN") left out; two to five words that can be a name's.
//  4. nameCase: a name in capitals title-cased, a surname in capitals among title-cased words
//     set last; a line in lower case is prose.
//  5. splitName: first, middle and last names, particles ("de la") and initials deciding where
//     the surname starts.

// nameFromLine reads a person's name from a header line, or reports false.
func nameFromLine(s string) (Name, bool) {
	f, ok := nameField(s)
	if !ok {
		return Name{}, false
	}
	main, given, lastFirst, ok := nameParts(f)
	if !ok {
		return Name{}, false
	}
	words := strings.Fields(main)
	if lastFirst {
		words = append(strings.Fields(given), words...)
	}
	kept, ok := nameWords(words)
	if !ok {
		return Name{}, false
	}
	kept, surnameFirst, ok := nameCase(kept, lastFirst)
	if !ok {
		return Name{}, false
	}
	return splitName(kept, lastFirst || surnameFirst)
}

// nameField is stage 1: the first field of the line, without a nickname, the value of a
// "Name:" label; false for another label or a field too long to be a name.
func nameField(s string) (string, bool) {
	fields := splitFields(s)
	if len(fields) == 0 {
		return "", false
	}
	if len(fields) > 1 && strings.EqualFold(strings.TrimRight(fields[0], ":"), "name") {
		fields = fields[1:] // "Name | Rosa Villanueva": a label gutter's cell
	}
	// "Raleigh, North Carolina <tab> Desmond Achterberg": the address set left of the name
	for len(fields) > 1 && contactField(fields[0]) {
		fields = fields[1:]
	}
	f := stripNickname(fields[0])
	f = withoutOwnAddress(f)
	// "NADIA PETROVA RESUME": the document's kind after the name
	for _, kind := range []string{" resume", " résumé", " cv", " curriculum vitae"} {
		if len(f) > len(kind) && strings.EqualFold(f[len(f)-len(kind):], kind) {
			f = strings.TrimSpace(f[:len(f)-len(kind)])
			break
		}
	}
	if i := strings.IndexByte(f, ':'); i >= 0 {
		if !strings.EqualFold(strings.TrimSpace(f[:i]), "name") {
			return "", false
		}
		f = strings.TrimSpace(f[i+1:])
	}
	return f, len(f) <= 80
}

// postalStart reports a field that starts a postal address: a house number and a word, or a
// post-office box.
func postalStart(f string) bool {
	l := strings.ToLower(strings.ReplaceAll(strings.ReplaceAll(f, ".", ""), " ", ""))
	if strings.HasPrefix(l, "pobox") {
		return true
	}
	ws := strings.Fields(f)
	return len(ws) >= 2 && isDigitByte(ws[0][0]) && !hasDigit(ws[1])
}

// withoutOwnAddress drops an e-mail address written after a name with only a space between
// ("Tobias Lindgren tobias.lindgren@example.net"), when its local part holds one of the words
// before it.
func withoutOwnAddress(f string) string {
	ws := strings.Fields(f)
	if len(ws) < 3 || !strings.Contains(ws[len(ws)-1], "@") {
		return f
	}
	local, _, _ := strings.Cut(strings.ToLower(ws[len(ws)-1]), "@")
	if slices.ContainsFunc(ws[:len(ws)-1], func(w string) bool { return spellsWord(local, w) }) {
		return strings.Join(ws[:len(ws)-1], " ")
	}
	return f
}

// spellsWord reports whether handle, an address's local part or a profile's handle in lower
// case, spells word w (three letters or more of it, accents dropped).
func spellsWord(handle, w string) bool {
	a := asciiLetters(w)
	return len(a) >= 3 && strings.Contains(handle, a)
}

// contactField reports a field of a header line that holds a contact detail or a place (a city
// with its state or country), not a name.
func contactField(f string) bool {
	if strings.ContainsAny(f, "@") || len(phoneRuns(f)) > 0 || containsFold(f, "www.") || containsFold(f, "http") {
		return true
	}
	pl, ok := parsePlace(f)
	return ok && pl.city != "" && (pl.state != "" || pl.country != "")
}

// nameParts is stage 2: "Jane A. Doe, RN, BSN", "Doe, Jane", "John Smith, Jr.": the name before
// the first comma, and given, the given names after it when the name is written surname first.
// Credentials may hold slashes and brackets ("OTR/L", "MLS(ASCP)CM"), the name itself may not.
func nameParts(f string) (main, given string, lastFirst, ok bool) {
	parts := strings.Split(f, ",")
	main = strings.TrimSpace(parts[0])
	var tail []string
	for _, p := range parts[1:] {
		p = strings.TrimSpace(p)
		if p == "" || isCredentials(p) || nameSuffixes[strings.ToLower(strings.TrimSuffix(p, "."))] {
			continue
		}
		if postalStart(p) {
			break // "DeShawn M. Carrington, P.O. Box 2241": the address after the name
		}
		if strings.Contains(main, " ") && titleLike(p) {
			break // "Marisol Ortega, Registered Nurse, Dialysis": the title, and its unit, after the name
		}
		tail = append(tail, p)
	}
	for _, p := range append([]string{main}, tail...) {
		if strings.ContainsAny(p, "@/\\0123456789_=+#$%&*<>[]{}!?\"") || len(p) > 60 {
			return "", "", false, false
		}
	}
	switch {
	case len(tail) == 1 && tail[0] == strings.TrimSpace(parts[1]) && !strings.Contains(main, " "):
		// "DOE, JANE A." / "DOE, JANE A., RN": the given names follow the surname directly
		return main, tail[0], true, true
	case len(tail) > 0:
		return "", "", false, false
	}
	return main, "", false, true
}

// nameWords is stage 3: the words of a name without a prefix (Dr.), a generational suffix (Jr.)
// or credentials written without a comma ("Jane Doe RN BSN"); two to five words, each one a
// name's.
func nameWords(words []string) ([]string, bool) {
	var kept []string
	for i, w := range words {
		lw := strings.ToLower(strings.Trim(w, "()"))
		lwNoDot := strings.TrimSuffix(lw, ".")
		switch {
		case i == 0 && namePrefixes[lwNoDot]:
		case nameSuffixes[lwNoDot] && i > 0:
		case i >= 2 && credentials[lw] && isAllCaps(w):
		default:
			kept = append(kept, w)
		}
	}
	if len(kept) < 2 || len(kept) > 5 {
		return nil, false
	}
	for _, w := range kept {
		if !isNameWord(w) {
			return nil, false
		}
	}
	return kept, true
}

// nameCase is stage 4: a name in capitals is title-cased (O'Brien, McDonald); the one word in
// capitals among title-cased ones is the surname, and written first it puts the name in
// surname-first order ("OKAFOR Chinedu Emeka", as international CVs do); a surname in capitals
// before the given names is only set off ("NGUYEN, Thanh-Huong"). Words in lower case are prose.
func nameCase(kept []string, lastFirst bool) (out []string, surnameFirst, ok bool) {
	caps, lower := true, true
	for _, w := range kept {
		caps = caps && strings.ToUpper(w) == w
		lower = lower && strings.ToLower(w) == w
	}
	if lower {
		return nil, false, false
	}
	if !caps && !lastFirst {
		k := -1
		for i, w := range kept {
			if isAllCaps(w) && utf8.RuneCountInString(strings.Trim(w, ".")) >= 3 {
				if k >= 0 {
					k = -2
					break
				}
				k = i
			}
		}
		if k == 0 || k > 0 && k == len(kept)-1 {
			kept[k] = titleName(kept[k], k > 0)
			if k == 0 {
				kept = append(kept[1:], kept[0])
				surnameFirst = true
			}
		}
	}
	for i, w := range kept {
		if caps || lastFirst && i == len(kept)-1 && isAllCaps(w) {
			kept[i] = titleName(w, i > 0)
		}
	}
	// every word but particles must start with a capital
	for _, w := range kept {
		r, _ := utf8.DecodeRuneInString(w)
		if !unicode.IsUpper(r) && !nameParticles[strings.ToLower(w)] {
			return nil, false, false
		}
	}
	return kept, surnameFirst, true
}

// splitName is stage 5: the first name, the middle names and the surname. A particle starts the
// surname ("María de la Cruz"); a middle initial closes the given names, so "José M. Treviño
// Salazar" has a two-word surname; written surname first, the surname is the last word kept.
func splitName(kept []string, surnameLast bool) (Name, bool) {
	n := Name{FirstName: trimInitial(kept[0])}
	rest := kept[1:]
	if len(rest) == 0 {
		return Name{}, false
	}
	p := len(rest) - 1
	particle := false
	for i := 0; i < len(rest)-1; i++ {
		if nameParticles[strings.ToLower(rest[i])] {
			p, particle = i, true
			break
		}
	}
	for i := len(rest) - 3; i >= 0 && !particle; i-- {
		if isInitial(rest[i]) {
			p = i + 1
			break
		}
	}
	n.LastName = strings.Join(rest[p:], " ")
	if surnameLast {
		n.LastName = kept[len(kept)-1]
		rest = kept[1 : len(kept)-1]
		p = len(rest)
	}
	mids := rest[:p]
	for i := range mids {
		mids[i] = trimInitial(mids[i])
	}
	n.MiddleName = strings.Join(mids, " ")
	return n, true
}

// isInitial reports whether w is a single-letter initial, with or without its period.
func isInitial(w string) bool {
	r, n := utf8.DecodeRuneInString(w)
	return unicode.IsUpper(r) && (n == len(w) || w[n:] == ".")
}

// endsWithParticle reports whether a line's last word is a surname particle ("Thomas A. St."):
// a narrow column has pushed the rest of the surname onto the next line.
func endsWithParticle(s string) bool {
	ws := strings.Fields(s)
	return len(ws) >= 2 && nameParticles[strings.ToLower(ws[len(ws)-1])]
}

// trimInitial turns "A." into "A".
func trimInitial(w string) string {
	if len(w) == 2 && w[1] == '.' {
		return w[:1]
	}
	return w
}

func isCredentials(p string) bool {
	ws := strings.Fields(p)
	if len(ws) == 0 {
		return false
	}
	for _, w := range ws {
		// "MLS(ASCP)i": the board's international certification, its "i" after the bracket
		if strings.HasSuffix(w, ")i") {
			w = w[:len(w)-1]
		}
		lw := strings.ToLower(strings.Trim(w, "(),"))
		if credentials[lw] {
			continue
		}
		// unknown post-nominals: short, upper case, maybe with hyphens, slashes or
		// bracketed modalities and issuers ("OTR/L", "MLS(ASCP)CM", "R.T.(R)(CT)(ARRT)")
		if len(w) <= 8 && isAllCaps(w) || len(w) <= 24 && isAllCaps(w) && strings.ContainsAny(w, "/()") && !strings.ContainsAny(w, "@0123456789") {
			continue
		}
		if dottedCredential(w) || mixedCaseCredential(w) {
			continue
		}
		return false
	}
	return true
}

// mixedCaseCredential reports a short post-nominal written in mixed case without periods
// ("PhD", "MSc", "BNSc", "DrPH"): letters only, a capital first and capitals at least half of
// it, which surnames such as "McKay" are not.
func mixedCaseCredential(w string) bool {
	n, up := 0, 0
	for _, r := range w {
		if !unicode.IsLetter(r) {
			return false
		}
		n++
		if unicode.IsUpper(r) {
			up++
		}
	}
	r, _ := utf8.DecodeRuneInString(w)
	return n >= 3 && n <= 6 && unicode.IsUpper(r) && 2*up >= n
}

// dottedCredential reports whether w is a post-nominal abbreviated with periods ("P.Eng.",
// "M.Ed.", "R.N."): two or more segments, each a capital and at most three lower-case letters.
func dottedCredential(w string) bool {
	segs := strings.Split(strings.TrimSuffix(w, "."), ".")
	if len(segs) < 2 {
		return false
	}
	for _, sg := range segs {
		r, n := utf8.DecodeRuneInString(sg)
		if !unicode.IsUpper(r) || len(sg)-n > 3 {
			return false
		}
		for _, c := range sg[n:] {
			if !unicode.IsLower(c) {
				return false
			}
		}
	}
	return true
}

// isNameWord reports whether w can be a word of a name: letters with inner hyphens,
// apostrophes or a trailing period (an initial), and no stop word, section or role word.
func isNameWord(w string) bool {
	lw := strings.ToLower(w)
	if nameStopWords[lw] || notNameWords[lw] {
		return false
	}
	if _, ok := headings[lw]; ok {
		return false
	}
	letters := 0
	for i, r := range w {
		switch {
		case unicode.IsLetter(r):
			letters++
		case r == '-' || r == '\'' || r == '’':
			if i == 0 {
				return false
			}
		case r == '.':
			if i != len(w)-1 {
				return false
			}
		default:
			return false
		}
	}
	return letters > 0
}

// titleName turns an all-caps name word into title case: "O'BRIEN" -> "O'Brien",
// "SMITH-JONES" -> "Smith-Jones", "MCDONALD" -> "McDonald", "VAN" (not first) -> "van".
func titleName(w string, notFirst bool) string {
	lw := strings.ToLower(w)
	if notFirst && nameParticles[lw] {
		return lw
	}
	if nameSuffixes[strings.TrimSuffix(lw, ".")] && (lw == "ii" || lw == "iii" || lw == "iv") {
		return strings.ToUpper(w)
	}
	b := []rune(lw)
	up := true
	for i, r := range b {
		if up && unicode.IsLetter(r) {
			b[i] = unicode.ToUpper(r)
			up = false
		}
		if r == '-' || r == '\'' || r == '’' {
			up = true
		}
	}
	out := string(b)
	if len(out) > 3 && strings.HasPrefix(out, "Mc") {
		out = "Mc" + strings.ToUpper(out[2:3]) + out[3:]
	}
	return out
}

// relocation phrases; the negative ones are checked first.
var (
	noRelocate = []string{"not willing to relocate", "unable to relocate", "not open to relocation",
		"no relocation", "cannot relocate", "can't relocate", "not able to relocate",
		"not interested in relocat", "not relocating", "relocation: no", "will not relocate",
		"not open to relocating", "not available for relocation"}
	yesRelocate = []string{"willing to relocate", "open to relocation", "open to relocating",
		"able to relocate", "will relocate", "relocation: yes", "available for relocation",
		"happy to relocate", "ready to relocate", "willing to move", "open to relocate",
		"willingness to relocate", "relocation considered", "open to moving", "relocatable",
		"willing to travel and relocate", "flexible to relocate", "can relocate"}
)

// relocation reports what the resume says about relocating, or nil.
func relocation(lower string) *bool {
	if !strings.Contains(lower, "relocat") && !strings.Contains(lower, "willing to move") && !strings.Contains(lower, "open to moving") {
		return nil
	}
	for _, p := range noRelocate {
		if strings.Contains(lower, p) {
			f := false
			return &f
		}
	}
	for _, p := range yesRelocate {
		if strings.Contains(lower, p) {
			t := true
			return &t
		}
	}
	return nil
}

// stripNickname removes a nickname written in quotes or brackets: Robert "Bobby" Johnson.
func stripNickname(s string) string {
	for _, q := range [][2]string{{"\"", "\""}, {"“", "”"}, {"'", "'"}, {"‘", "’"}, {"(", ")"}} {
		i := strings.Index(s, q[0])
		if i <= 0 || s[i-1] != ' ' {
			continue
		}
		j := strings.Index(s[i+len(q[0]):], q[1])
		if j <= 0 || j > 20 {
			continue
		}
		end := i + len(q[0]) + j + len(q[1])
		if end < len(s) && s[end] != ' ' {
			continue
		}
		s = strings.Join(strings.Fields(s[:i]+s[end:]), " ")
	}
	return s
}

// nameByEmail is the last stage of a name: the e-mail address groups the words of a name that
// the words alone leave open. An address joins or abbreviates the words a person keeps
// together: "rheamae.villanueva" makes "Rhea Mae" one given name, "jm.ibarracota" and
// "anjali.tmathew" make "Ibarra Cota" and "Thomas Mathew" one surname, and "lupita.hernandez"
// names the first of two surnames ("Hernández Solís"). A name of two words, or an address that
// groups nothing, is left as read.
func nameByEmail(n Name, email string) Name {
	local, _, ok := strings.Cut(strings.ToLower(email), "@")
	if !ok || n.FirstName == "" || n.LastName == "" {
		return n
	}
	var words []string
	for _, part := range []string{n.FirstName, n.MiddleName, n.LastName} {
		words = append(words, strings.Fields(part)...)
	}
	count := len(words)
	if count < 3 || count > 6 {
		return n
	}
	folded := make([]string, count)
	for i, w := range words {
		folded[i] = asciiLetters(w)
		if folded[i] == "" {
			return n
		}
	}
	whole := func(c spelled) bool { return !c.initial && len(folded[c.word]) > 1 }
	segs := strings.FieldsFunc(local, func(r rune) bool { return r < 'a' || r > 'z' })
	given, surname := 0, 0 // the last word of a joined given name; the first of a joined surname
	lastSeen := false
	initialGiven := 0
	for _, seg := range segs {
		cover, ok := spellsWords(seg, folded)
		if !ok {
			continue
		}
		first, last := cover[0].word, cover[len(cover)-1].word
		lastSeen = lastSeen || last == count-1
		switch {
		case first == 0 && last < count-1 && last > 0 && whole(cover[0]) && whole(cover[len(cover)-1]):
			given = last // "rheamae", "anabeatriz"; not "jallison" for "J. Allison"
		case first == 0 && last < count-1 && last > 0:
			initialGiven = last // "jm": initials, trusted only beside a joined surname
		case first == 0 && last == count-1:
			// "mldelapaz": given names as initials, then the surname written out
			if k := wordsAsInitials(cover); k > 0 && count-k >= 2 && k < count {
				given, surname = k-1, k
			}
		case first > 0 && last == count-1 && last > first:
			surname = first // "ibarracota", "tmathew", "fdcastro"
		}
	}
	if surname == 0 && given == 0 && !lastSeen {
		// "lupita.hernandez": one surname of two in the address, the last word nowhere in it
		for _, seg := range segs {
			for i := 1; i < count-1; i++ {
				if seg == folded[i] {
					surname = i
				}
			}
		}
	}
	if initialGiven > 0 && surname == initialGiven+1 && count-surname >= 2 {
		given = initialGiven
	}
	switch {
	case surname > 0:
		out := Name{FirstName: words[0], LastName: strings.Join(words[surname:], " ")}
		mid := words[1:surname]
		if given > 0 && given < surname {
			out.FirstName = strings.Join(words[:given+1], " ")
			mid = words[given+1 : surname]
		}
		out.MiddleName = strings.Join(mid, " ")
		return out
	case given > 0:
		// the given name is known, so the words after it are the surname ("Ana Beatriz" /
		// "Carvalho dos Santos")
		return Name{FirstName: strings.Join(words[:given+1], " "), LastName: strings.Join(words[given+1:], " ")}
	}
	return n
}

// spelled is one word of a name as an address spells it: whole, or its initial.
type spelled struct {
	word    int
	initial bool
}

// spellsWords reports whether seg spells consecutive words of a name, each whole or as its
// initial, and which; whole words are tried first.
func spellsWords(seg string, words []string) ([]spelled, bool) {
	var try func(rest string, i int) ([]spelled, bool)
	try = func(rest string, i int) ([]spelled, bool) {
		if rest == "" {
			return nil, true
		}
		if i >= len(words) {
			return nil, false
		}
		if w := words[i]; strings.HasPrefix(rest, w) {
			if tail, ok := try(rest[len(w):], i+1); ok {
				return append([]spelled{{word: i}}, tail...), true
			}
		}
		if rest[0] == words[i][0] {
			if tail, ok := try(rest[1:], i+1); ok {
				return append([]spelled{{word: i, initial: true}}, tail...), true
			}
		}
		return nil, false
	}
	for start := range words {
		if cover, ok := try(seg, start); ok && len(cover) > 0 && (len(cover) > 1 || !cover[0].initial) {
			return cover, true
		}
	}
	return nil, false
}

// wordsAsInitials is how many words a spelling opens with as initials, when the rest are whole.
func wordsAsInitials(cover []spelled) int {
	k := 0
	for k < len(cover) && cover[k].initial {
		k++
	}
	for _, c := range cover[k:] {
		if c.initial {
			return 0
		}
	}
	return k
}

// asciiLetters is a word folded to what an e-mail address spells of it: lower-case ASCII
// letters, accents dropped ("Hernández" -> "hernandez", "D'Souza" -> "dsouza").
func asciiLetters(w string) string {
	return strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' {
			return r
		}
		return -1
	}, foldASCII(strings.ToLower(w)))
}
