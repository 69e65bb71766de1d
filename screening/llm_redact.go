package screening

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/recruitd/recruitd/internal/ascii"
)

// The placeholders personal details are replaced by in what the model sees.
const (
	phName     = "[name]"
	phEmail    = "[email]"
	phPhone    = "[phone]"
	phURL      = "[url]"
	phAddress  = "[address]"
	phZIP      = "[zip]"
	phCity     = "[city]"
	phLocation = "[location]"
	phAge      = "[age]"
	phBirth    = "[date of birth]"
	phPhoto    = "[photo caption]"
	phPersonal = "[redacted]"
)

// Patterns of personal details, whoever the candidate is. The known values
// of the record and profile (names, contact details, the home address) are
// matched besides, wherever they are written.
var (
	emailRE = regexp.MustCompile(`[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+`)
	urlRE   = regexp.MustCompile(`(?i)\b(?:https?://|www\.)[^\s|,;()<>]+|\b(?:[a-z0-9-]+\.)*(?:linkedin|github|gitlab|twitter|x|facebook|instagram)\.com/[^\s|,;()<>]*`)
	phoneRE = regexp.MustCompile(`(?:\+?1[ .-]?)?(?:\(\d{3}\)|\b\d{3})[ .-]?\d{3}[ .-]?\d{4}\b|\+\d[\d ().-]{7,}\d\b`)
	// streetRE wants capitalised words between the number and the suffix,
	// so that "5-6 patients on a unit" is not an address.
	streetRE = regexp.MustCompile(`\b\d{1,6}[ \t]+(?:[NSEW]\.?[ \t]+)?(?:[A-Z0-9][A-Za-z0-9.'-]*[ \t]+){1,4}` +
		`(?:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Drive|Dr|Lane|Ln|Way|Court|Ct|Place|Pl|Parkway|Pkwy|Highway|Hwy|Circle|Cir|Terrace|Trail|Square|Sq|` +
		`STREET|AVENUE|ROAD|BOULEVARD|DRIVE|LANE|WAY|COURT|PLACE|PARKWAY|HIGHWAY)\b\.?` +
		`(?:,?[ \t]*(?:Apt|Apartment|Suite|Ste|Unit|#)\.?[ \t]*#?[A-Za-z0-9-]+)?` +
		`|(?i)\bP\.?[ \t]?O\.?[ \t]+Box[ \t]+\d+`)
	// cityZIPRE is a "City, ST 12345" line: group 1 the place, group 2 the ZIP.
	cityZIPRE = regexp.MustCompile(`\b([A-Z][A-Za-z.'-]*(?:[ \t]+[A-Z][A-Za-z.'-]*){0,3},[ \t]*[A-Z]{2})[ \t]+(\d{5}(?:-\d{4})?)\b`)
	// cityStateRE is a "City, ST" place.
	cityStateRE = regexp.MustCompile(`\b[A-Z][A-Za-z.'-]*(?:[ \t]+[A-Z][A-Za-z.'-]*){0,3},[ \t]*[A-Z]{2}\b`)
	// stateZIPRE is a ZIP after a state code: group 1.
	stateZIPRE = regexp.MustCompile(`\b[A-Z]{2},?[ \t]+(\d{5}(?:-\d{4})?)\b`)
	birthRE    = regexp.MustCompile(`(?i)\b(?:d\.?o\.?b\b\.?|date[ \t]+of[ \t]+birth|birth[ \t]?date|born(?:[ \t]+on)?)[ \t]*[:-]?[ \t]*` +
		`(?:\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4}|[a-z]{3,9}\.?[ \t]+\d{1,2},?[ \t]+\d{4}|\d{1,2}[ \t]+[a-z]{3,9}[ \t]+\d{4}|\d{4})`)
	ageRE      = regexp.MustCompile(`(?i)\bage[ \t]*:[ \t]*\d{1,3}\b|\(age[ \t]*\d{1,3}\)|\b\d{1,3}[ \t]*(?:years?|yrs?)[ \t-]+old\b`)
	photoRE    = regexp.MustCompile(`(?im)^[ \t]*\[?(?:photo(?:graph)?|picture|headshot|image)(?:[ \t]+caption)?(?:[ \t]*[:\]]|[ \t]+[-–])[^\n]*`)
	personalRE = regexp.MustCompile(`(?im)^[ \t]*(?:gender|sex|marital[ \t]+status)[ \t]*:[^\n]*`)
	// nameLineRE is a first line that looks like a name: two to four
	// capitalised words, credentials after a comma.
	nameLineRE = regexp.MustCompile(`^[ \t]*([A-Z][A-Za-z'.-]*[A-Za-z.](?:[ \t]+[A-Z][A-Za-z'.-]*[A-Za-z.]){1,3})[ \t]*(?:,[^\n]*)?$`)
	// placeholderRE finds the placeholders in a quote.
	placeholderRE = regexp.MustCompile(`\[(?:name|email|phone|url|address|zip|city|location|age|date of birth|photo caption|redacted)\]`)
)

// headingWords are first-line words that make it a heading, not a name.
var headingWords = []string{"resume", "résumé", "curriculum", "vitae", "cv", "summary", "profile", "objective", "experience", "contact", "information"}

// redactor hides one candidate's personal details from the texts the model
// reads: by pattern (e-mail addresses, phones, URLs, street addresses, ZIPs,
// dates of birth, ages, photo captions, gender and marital status lines) and
// by the values the record and profile hold (names, contact details, the home
// address, and the home city and state unless a criterion is about location).
type redactor struct {
	names    []string // matched as whole words: as written, capitalised, upper case
	literals []literal
	zips     []string // matched as whole words
	cities   []string // matched as whole words, unless location is kept
	keepLoc  bool
}

// newRedactor collects what to hide of c. keepLocation keeps the home city
// and state, for a Location criterion to be judged.
func newRedactor(c Candidate, keepLocation bool) *redactor {
	r := &redactor{keepLoc: keepLocation}
	addName := func(name string) {
		for _, w := range strings.Fields(name) {
			w = strings.Trim(w, ".,")
			if utf8.RuneCountInString(w) >= 2 && !slices.Contains(r.names, w) {
				r.names = append(r.names, w)
			}
		}
	}
	addLiteral := func(s, label string) {
		if s = strings.TrimSpace(s); len(s) >= 4 {
			r.literals = append(r.literals, literal{value: s, label: label})
		}
	}
	addName(c.Record.FirstName)
	addName(c.Record.LastName)
	addLiteral(c.Record.Email, phEmail)
	addLiteral(c.Record.Phone, phPhone)
	if a := c.Record.Address; a != nil {
		addLiteral(a.Address1, phAddress)
		addLiteral(a.Address2, phAddress)
		r.zips = append(r.zips, a.Zip)
		r.cities = append(r.cities, a.City)
	}
	if p := c.Profile; p != nil && p.PersonalInfo != nil {
		pi := p.PersonalInfo
		if n := pi.Name; n != nil {
			addName(n.FirstName)
			addName(n.MiddleName)
			addName(n.LastName)
		}
		if ct := pi.Contact; ct != nil {
			addLiteral(ct.Email, phEmail)
			addLiteral(ct.Phone, phPhone)
			addLiteral(ct.AlternativePhone, phPhone)
			addLiteral(ct.LinkedIn, phURL)
		}
		if l := pi.Location; l != nil {
			addLiteral(l.Street, phAddress)
			r.zips = append(r.zips, l.ZipCode)
			r.cities = append(r.cities, l.City)
		}
	}
	return r
}

// redact returns the view of text the model is shown. firstLine marks a
// resume: its first line, when it looks like a name (as it usually is), and
// unless location is kept the places in its header (up to the first blank
// line) are hidden too.
func (r *redactor) redact(text string, firstLine bool) view {
	var spans []span
	add := func(start, end int, label string) {
		if start < end {
			spans = append(spans, span{start: start, end: end, label: label})
		}
	}
	addRE := func(re *regexp.Regexp, group int, label string) {
		for _, m := range re.FindAllStringSubmatchIndex(text, -1) {
			add(m[2*group], m[2*group+1], label)
		}
	}
	addRE(emailRE, 0, phEmail)
	addRE(urlRE, 0, phURL)
	addRE(phoneRE, 0, phPhone)
	addRE(streetRE, 0, phAddress)
	addRE(birthRE, 0, phBirth)
	addRE(ageRE, 0, phAge)
	addRE(photoRE, 0, phPhoto)
	addRE(personalRE, 0, phPersonal)
	addRE(stateZIPRE, 1, phZIP)
	addRE(cityZIPRE, 2, phZIP)
	if !r.keepLoc {
		addRE(cityZIPRE, 1, phLocation)
	}
	low := ascii.Lower(text)
	for _, l := range r.literals {
		lit := ascii.Lower(l.value)
		for off := 0; ; {
			i := strings.Index(low[off:], lit)
			if i < 0 {
				break
			}
			add(off+i, off+i+len(lit), l.label)
			off += i + len(lit)
		}
	}
	for _, n := range r.names {
		for _, s := range wordSpans(text, n) {
			add(s[0], s[1], phName)
		}
	}
	for _, z := range r.zips {
		for _, s := range wordSpans(text, z) {
			add(s[0], s[1], phZIP)
		}
	}
	if !r.keepLoc {
		for _, c := range r.cities {
			for _, s := range wordSpans(text, c) {
				add(s[0], s[1]+stateAfter(text[s[1]:]), phLocation)
			}
		}
	}
	if !firstLine {
		return newView(text, spans)
	}
	start := len(text) - len(strings.TrimLeft(text, " \t\r\n"))
	line, _, _ := strings.Cut(text[start:], "\n")
	if m := nameLineRE.FindStringSubmatchIndex(strings.TrimRight(line, "\r")); m != nil && !isHeading(line[m[2]:m[3]]) {
		add(start+m[2], start+m[3], phName)
	}
	if !r.keepLoc {
		// a place in the header, after the name's line (whose credentials
		// look like a state: "Jane Doe, RN") and up to the first blank
		// line, is the home
		start += len(line)
		header, _, _ := strings.Cut(text[start:], "\n\n")
		for _, m := range cityStateRE.FindAllStringIndex(header, -1) {
			add(start+m[0], start+m[1], phLocation)
		}
	}
	return newView(text, spans)
}

// stateAfter is the length of ", ST" (a state code) at the start of s, 0
// when s does not start with one.
func stateAfter(s string) int {
	rest := strings.TrimLeft(s, " \t")
	if !strings.HasPrefix(rest, ",") {
		return 0
	}
	rest = strings.TrimLeft(rest[1:], " \t")
	if len(rest) < 2 || !isUpper(rest[0]) || !isUpper(rest[1]) || len(rest) > 2 && isWordByte(rest[2]) {
		return 0
	}
	return len(s) - len(rest) + 2
}

func isUpper(b byte) bool { return 'A' <= b && b <= 'Z' }

func isHeading(line string) bool {
	for _, w := range strings.Fields(strings.ToLower(line)) {
		if slices.Contains(headingWords, strings.Trim(w, ".")) {
			return true
		}
	}
	return false
}

// wordSpans finds word in text as a whole word (no letter or digit on
// either side), as written, capitalised or in upper case.
func wordSpans(text, word string) [][2]int {
	word = strings.TrimSpace(word)
	if word == "" {
		return nil
	}
	forms := []string{word, strings.ToUpper(word)}
	if r, n := utf8.DecodeRuneInString(word); r != utf8.RuneError {
		forms = append(forms, string(unicode.ToUpper(r))+strings.ToLower(word[n:]))
	}
	var out [][2]int
	for i, f := range forms {
		if slices.Contains(forms[:i], f) {
			continue
		}
		for off := 0; ; {
			j := strings.Index(text[off:], f)
			if j < 0 {
				break
			}
			start, end := off+j, off+j+len(f)
			before, _ := utf8.DecodeLastRuneInString(text[:start])
			after, _ := utf8.DecodeRuneInString(text[end:])
			if !isWordRune(before) && !isWordRune(after) {
				out = append(out, [2]int{start, end})
			}
			off = end
		}
	}
	return out
}

func isWordRune(r rune) bool {
	return r != utf8.RuneError && (unicode.IsLetter(r) || unicode.IsDigit(r))
}

// literal is a known personal value, found anywhere (ignoring ASCII case)
// and shown as label.
type literal struct{ value, label string }

// span is a part of a text, text[start:end], to show as label.
type span struct {
	start, end int
	label      string
}

// view is a candidate's text as the model sees it, with personal details
// replaced by placeholders, and the map back: a quote of the view is traced
// to the original text it stands for.
type view struct {
	orig string
	text string
	segs []segment // in order, covering text and orig
}

// segment is a part of a view: text[red:red+redLen] shows
// orig[orig:orig+origLen], verbatim or as a placeholder.
type segment struct {
	red, redLen   int
	orig, origLen int
	placeholder   bool
}

// newView builds the view of orig with spans replaced by their labels.
// Overlapping spans merge into the first one's placeholder (the longest of
// those starting first, the earliest listed of equals).
func newView(orig string, spans []span) view {
	slices.SortStableFunc(spans, func(a, b span) int {
		if a.start != b.start {
			return a.start - b.start
		}
		return b.end - a.end
	})
	v := view{orig: orig}
	var b strings.Builder
	pos := 0
	push := func(origEnd int, label string) {
		s := segment{red: b.Len(), orig: pos, origLen: origEnd - pos, placeholder: label != ""}
		if label == "" {
			label = orig[pos:origEnd]
		}
		b.WriteString(label)
		s.redLen = len(label)
		v.segs = append(v.segs, s)
		pos = origEnd
	}
	for _, s := range spans {
		if s.start < pos { // within or across the previous placeholder
			if s.end > pos {
				v.segs[len(v.segs)-1].origLen = s.end - v.segs[len(v.segs)-1].orig
				pos = s.end
			}
			continue
		}
		if s.start > pos {
			push(s.start, "")
		}
		push(s.end, s.label)
	}
	if pos < len(orig) {
		push(len(orig), "")
	}
	v.text = b.String()
	return v
}

// plainView shows text as it is.
func plainView(text string) view { return newView(text, nil) }

// original returns the original text that the view's text[start:end]
// shows: verbatim parts as they are, placeholders as what they hide.
func (v view) original(start, end int) string {
	from, to := -1, -1
	for _, s := range v.segs {
		if from < 0 && start < s.red+s.redLen {
			from = s.orig
			if !s.placeholder {
				from += start - s.red
			}
		}
		if end <= s.red+s.redLen {
			to = s.orig + s.origLen
			if !s.placeholder {
				to = s.orig + end - s.red
			}
			break
		}
	}
	if from < 0 || to < from {
		return ""
	}
	return v.orig[from:to]
}

// locate finds quote in the views, white space matching any white space,
// and returns the original text it stands for: verbatim candidate text, with
// what its placeholders hide put back. It fails for a quote that is not in
// any view or holds too little besides placeholders to point at anything.
func locate(views []view, quote string) (string, bool) {
	words := strings.Fields(quote)
	if len(words) == 0 || alnums(placeholderRE.ReplaceAllString(quote, "")) < 3 {
		return "", false
	}
	for i, w := range words {
		words[i] = regexp.QuoteMeta(w)
	}
	re, err := regexp.Compile(strings.Join(words, `\s+`))
	if err != nil {
		return "", false
	}
	for _, v := range views {
		if m := re.FindStringIndex(v.text); m != nil {
			if s := v.original(m[0], m[1]); s != "" {
				return s, true
			}
		}
	}
	return "", false
}

func alnums(s string) int {
	n := 0
	for _, r := range s {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			n++
		}
	}
	return n
}
