package resume

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/recruitd/recruitd/resume/extract"
	"github.com/recruitd/recruitd/taxonomy"
)

// How a sourced value was read (Source.Method).
const (
	MethodText   = "text"   // the document's text layer, in its own reading order
	MethodOCR    = "ocr"    // text OCR read from a scan
	MethodColumn = "column" // a column the PDF layout found (a sidebar, the second of two columns), whose reading order is its guess
)

// Source is where one value of a profile was read: byte offsets into the document's text (the
// text the profile was read from, Result.Text), the line (from 1) and, where the format has
// pages, the page (from 1) they are on, and how the text there was read.
type Source struct {
	Page   int    `json:"page,omitempty"`
	Line   int    `json:"line"`
	Start  int    `json:"start"`
	End    int    `json:"end"`
	Method string `json:"method"`
}

// sourced is one value of a profile that comes from the document's text, by its JSON path.
type sourced struct {
	path  string
	value string
	kind  valueKind
	// anchor names the value it sits near: a date near its position's employer
	anchor string
}

type valueKind uint8

const (
	kindText   valueKind = iota // written as is (case and spacing aside)
	kindPhone                   // E.164 or as written: its digits are in the text
	kindDate                    // YYYY-MM-DD: its year is written near its anchor
	kindState                   // a state code, written as the code or the name
	kindURL                     // an address, perhaps without its scheme in the text
	kindIssuer                  // a credential's issuer: written out, or abbreviated
)

// sourcedValues lists the values of a profile read from the text, in document order as far
// as the profile keeps it. Derived values (months in role, years of experience, specialties,
// gaps, skill categories, the default country) have no source.
func sourcedValues(p Profile) []sourced {
	var out []sourced
	add := func(path, value string, kind valueKind, anchor string) {
		if strings.TrimSpace(value) != "" {
			out = append(out, sourced{path, value, kind, anchor})
		}
	}
	if pi := p.PersonalInfo; pi != nil {
		if n := pi.Name; n != nil {
			add("personalInfo.name.firstName", n.FirstName, kindText, "")
			add("personalInfo.name.middleName", n.MiddleName, kindText, "")
			add("personalInfo.name.lastName", n.LastName, kindText, "")
		}
		if c := pi.Contact; c != nil {
			add("personalInfo.contact.email", c.Email, kindText, "")
			add("personalInfo.contact.phone", c.Phone, kindPhone, "")
			add("personalInfo.contact.alternativePhone", c.AlternativePhone, kindPhone, "")
			add("personalInfo.contact.linkedIn", c.LinkedIn, kindURL, "")
		}
		if l := pi.Location; l != nil {
			add("personalInfo.location.street", l.Street, kindText, "")
			add("personalInfo.location.city", l.City, kindText, "")
			add("personalInfo.location.state", l.State, kindState, "personalInfo.location.city")
			add("personalInfo.location.zipCode", l.ZipCode, kindText, "personalInfo.location.city")
		}
	}
	for i, j := range p.WorkHistory {
		at := fmt.Sprintf("workHistory[%d].", i)
		anchor := at + "employer"
		if j.Employer == "" {
			anchor = at + "title"
		}
		add(at+"employer", j.Employer, kindText, at+"title")
		add(at+"title", j.Title, kindText, at+"employer")
		if l := j.Location; l != nil {
			add(at+"location.city", l.City, kindText, anchor)
			add(at+"location.state", l.State, kindState, anchor)
		}
		add(at+"startDate", j.StartDate, kindDate, anchor)
		if j.EndDate != nil {
			add(at+"endDate", *j.EndDate, kindDate, anchor)
		}
	}
	for i, e := range p.Education {
		at := fmt.Sprintf("education[%d].", i)
		anchor := at + "institution"
		if e.Institution == "" {
			anchor = at + "degree"
		}
		add(at+"institution", e.Institution, kindText, at+"degree")
		add(at+"degree", e.Degree, kindText, at+"institution")
		add(at+"major", e.Major, kindText, anchor)
		add(at+"minor", e.Minor, kindText, anchor)
		add(at+"graduationDate", e.GraduationDate, kindDate, anchor)
	}
	for i, c := range p.Certifications {
		at := fmt.Sprintf("certifications[%d].", i)
		add(at+"name", c.Name, kindText, "")
		add(at+"issuingOrganization", c.IssuingOrganization, kindIssuer, at+"name")
		add(at+"credentialId", c.CredentialID, kindText, at+"name")
		add(at+"issueDate", c.IssueDate, kindDate, at+"name")
		add(at+"expirationDate", c.ExpirationDate, kindDate, at+"name")
	}
	return out
}

// locateSources finds where each value of prof was read in doc's text. A value the text does
// not hold (an issuer the vocabulary supplied, say) gets no source.
func locateSources(doc extract.Document, prof Profile) map[string]Source {
	ix := newTextIndex(doc.Text)
	out := map[string]Source{}
	spans := map[string][2]int{}
	last := 0 // where the previous position or school was found: lists are written in order
	for _, v := range sourcedValues(prof) {
		anchor := last
		if a, ok := spans[v.anchor]; ok {
			anchor = a[0]
		}
		lo, hi, ok := ix.locate(v, anchor)
		if !ok {
			continue
		}
		spans[v.path] = [2]int{lo, hi}
		if strings.HasSuffix(v.path, "].employer") || strings.HasSuffix(v.path, "].institution") || strings.HasSuffix(v.path, "].name") {
			last = hi
		}
		method := MethodText
		switch {
		case doc.Extractor == extract.ExtractorOCR:
			method = MethodOCR
		case doc.InColumn(lo):
			method = MethodColumn
		}
		out[v.path] = Source{Page: doc.Page(lo), Line: ix.line(lo), Start: lo, End: hi, Method: method}
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

// unsourced lists the paths of prof's values that its sources do not place in the text:
// values made up, which the parser must never produce. An issuer the vocabulary supplies for
// a credential named in the text is derived, not made up.
func unsourced(prof Profile) []string {
	var out []string
	for _, v := range sourcedValues(prof) {
		if _, ok := prof.Sources[v.path]; ok {
			continue
		}
		if v.kind == kindIssuer && vocabularyIssuer(v.value) {
			continue
		}
		out = append(out, v.path+"="+v.value)
	}
	return out
}

// vocabularyIssuer reports whether issuer is one the vocabulary or the abbreviations table
// names for credentials.
func vocabularyIssuer(issuer string) bool {
	for _, full := range issuerAbbrevs {
		if full != "" && strings.EqualFold(full, issuer) {
			return true
		}
	}
	for _, kind := range []taxonomy.Kind{taxonomy.KindCertification, taxonomy.KindLicense} {
		for _, c := range taxonomy.All(kind) {
			if c.Issuer != "" && (strings.EqualFold(c.Issuer, issuer) || issuerForAnyState(c.Issuer, issuer)) {
				return true
			}
		}
	}
	return false
}

// issuerForAnyState reports whether issuer is a generic issuer made concrete for a state.
func issuerForAnyState(generic, issuer string) bool {
	rest, ok := strings.CutPrefix(generic, "State ")
	if !ok {
		return false
	}
	if i := strings.Index(rest, " ("); i > 0 {
		rest = rest[:i]
	}
	return strings.HasSuffix(strings.ToLower(issuer), " "+strings.ToLower(rest))
}

// textIndex is a document's text folded for searching (lower case, one kind of dash and quote,
// runs of blanks as one space), with the byte offset in the text of every folded byte, and
// its digits alone.
type textIndex struct {
	text       string
	folded     string
	start, end []int // offsets in text of the rune each folded byte comes from
	digits     string
	digitAt    []int
	lineStarts []int
}

func newTextIndex(text string) *textIndex {
	ix := &textIndex{text: text, lineStarts: []int{0}}
	var f, d strings.Builder
	space := false
	for i, r := range text {
		size := utf8.RuneLen(r)
		if r == '\n' {
			ix.lineStarts = append(ix.lineStarts, i+1)
		}
		if r >= '0' && r <= '9' {
			d.WriteRune(r)
			ix.digitAt = append(ix.digitAt, i)
		}
		if unicode.IsSpace(r) {
			space = true
			continue
		}
		if space && f.Len() > 0 {
			f.WriteByte(' ')
			ix.start, ix.end = append(ix.start, i), append(ix.end, i)
		}
		space = false
		fr := foldRune(r)
		n := utf8.RuneLen(fr)
		f.WriteRune(fr)
		for range n {
			ix.start, ix.end = append(ix.start, i), append(ix.end, i+size)
		}
	}
	ix.folded, ix.digits = f.String(), d.String()
	return ix
}

// foldRune is the rune searching compares: lower case, one dash, one apostrophe, one quote.
func foldRune(r rune) rune {
	switch r {
	case '–', '—', '‐', '‑', '−':
		return '-'
	case '’', '‘', '`':
		return '\''
	case '“', '”':
		return '"'
	}
	return unicode.ToLower(r)
}

// foldValue folds a value as newTextIndex folds the text.
func foldValue(s string) string {
	var b strings.Builder
	for _, w := range strings.Fields(s) {
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		for _, r := range w {
			b.WriteRune(foldRune(r))
		}
	}
	return b.String()
}

// line is the line (from 1) of byte offset off.
func (ix *textIndex) line(off int) int {
	lo, hi := 0, len(ix.lineStarts)
	for lo+1 < hi {
		mid := (lo + hi) / 2
		if ix.lineStarts[mid] <= off {
			lo = mid
		} else {
			hi = mid
		}
	}
	return lo + 1
}

// nearest finds needle in hay (a folded or digit view) at the occurrence nearest to the
// folded offset anchor, preferring one after it; word says it must not run into letters or
// digits on either side.
func nearest(hay, needle string, anchor int, word bool) (int, bool) {
	best, bestD := -1, 0
	for from := 0; from <= len(hay); {
		k := strings.Index(hay[from:], needle)
		if k < 0 {
			break
		}
		k += from
		from = k + 1
		if word && (k > 0 && isWordByte(hay[k-1]) || k+len(needle) < len(hay) && isWordByte(hay[k+len(needle)])) {
			continue
		}
		d := k - anchor
		if d < 0 {
			d = -d * 2 // an occurrence before the anchor counts double
		}
		if best < 0 || d < bestD {
			best, bestD = k, d
		}
	}
	return best, best >= 0
}

func isWordByte(c byte) bool { return isAlnumByte(c) || c >= 0x80 }

// foldedOffset is the folded offset of text offset off.
func (ix *textIndex) foldedOffset(off int) int {
	lo, hi := 0, len(ix.start)
	for lo < hi {
		mid := (lo + hi) / 2
		if ix.start[mid] < off {
			lo = mid + 1
		} else {
			hi = mid
		}
	}
	return lo
}

// findText finds a folded value near text offset anchor and returns its text offsets.
func (ix *textIndex) findText(value string, anchor int, word bool) (int, int, bool) {
	needle := foldValue(value)
	if needle == "" {
		return 0, 0, false
	}
	k, ok := nearest(ix.folded, needle, ix.foldedOffset(anchor), word)
	if !ok {
		return 0, 0, false
	}
	return ix.start[k], ix.end[k+len(needle)-1], true
}

// locate finds value v near text offset anchor.
func (ix *textIndex) locate(v sourced, anchor int) (int, int, bool) {
	switch v.kind {
	case kindPhone:
		digits := strings.Map(func(r rune) rune {
			if r >= '0' && r <= '9' {
				return r
			}
			return -1
		}, v.value)
		// the number as written may leave out its country code (or trunk digits)
		for cut := 0; cut <= 3 && len(digits)-cut >= 7; cut++ {
			if k, ok := nearest(ix.digits, digits[cut:], 0, false); ok {
				return ix.digitAt[k], ix.digitAt[k+len(digits)-cut-1] + 1, true
			}
		}
		return ix.findText(v.value, anchor, false)
	case kindDate:
		// a date is read from a form such as "Mar 2019" or "03/2019": its year is written
		if len(v.value) < 4 {
			return 0, 0, false
		}
		if lo, hi, ok := ix.findText(v.value[:4], anchor, true); ok {
			return lo, hi, true
		}
		return ix.findText(v.value[2:4], anchor, true) // "3/19", "Mar '19"
	case kindState:
		if lo, hi, ok := ix.findText(v.value, anchor, true); ok {
			return lo, hi, true
		}
		if name, ok := taxonomy.StateName(v.value); ok {
			return ix.findText(name, anchor, true)
		}
		if name, ok := taxonomy.ProvinceName(v.value); ok {
			return ix.findText(name, anchor, true)
		}
		return 0, 0, false
	case kindURL:
		u := v.value
		for _, prefix := range []string{"https://", "http://", "www."} {
			u = strings.TrimPrefix(u, prefix)
		}
		return ix.findText(u, anchor, false)
	case kindIssuer:
		if lo, hi, ok := ix.findText(v.value, anchor, false); ok {
			return lo, hi, true
		}
		for abbr, full := range issuerAbbrevs {
			if full != "" && strings.EqualFold(full, v.value) {
				if lo, hi, ok := ix.findText(abbr, anchor, true); ok {
					return lo, hi, true
				}
			}
		}
		return 0, 0, false
	}
	if lo, hi, ok := ix.findText(v.value, anchor, false); ok {
		return lo, hi, true
	}
	// a value the parser tidied: a trailing full stop or comma left out of the text's form,
	// or a label taken out of it ("Illinois Registered Nurse License #041-412387" read as
	// "Illinois Registered Nurse 041-412387")
	if lo, hi, ok := ix.findText(strings.TrimRight(v.value, ".,;:"), anchor, false); ok {
		return lo, hi, true
	}
	if lo, hi, ok := ix.findWords(v.value, anchor); ok {
		return lo, hi, true
	}
	return ix.findTokens(v.value, anchor)
}

// tokenLines is how many lines the words of one value may spread over: an entry a narrow
// column wrapped, a table row whose cells the parser put in another order ("Registered Nurse
// | Oregon" read as "Oregon Registered Nurse"), an address spelled out against harvesters.
const tokenLines = 3

// findTokens finds every word (run of letters or digits) of a value, in any order, within
// tokenLines lines of the text, near text offset anchor. It is the last resort of locate:
// what it finds was rearranged from the text, not made up.
func (ix *textIndex) findTokens(value string, anchor int) (int, int, bool) {
	tokens := strings.FieldsFunc(foldValue(value), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	if len(tokens) == 0 {
		return 0, 0, false
	}
	best, bestLo, bestHi, bestD := false, 0, 0, 0
	fa := ix.foldedOffset(anchor)
	for from := 0; ; {
		k := strings.Index(ix.folded[from:], tokens[0])
		if k < 0 {
			break
		}
		k += from
		from = k + 1
		if !ix.wordAt(k, len(tokens[0])) {
			continue
		}
		// the window: from the line above the first word's to tokenLines-1 lines below it
		line := ix.line(ix.start[k])
		wlo := ix.foldedOffset(ix.lineStarts[max(line-2, 0)])
		whi := len(ix.folded)
		if line+tokenLines-1 < len(ix.lineStarts) {
			whi = ix.foldedOffset(ix.lineStarts[line+tokenLines-1])
		}
		lo, hi, ok := k, k+len(tokens[0]), true
		for _, tok := range tokens[1:] {
			j := ix.wordIn(tok, wlo, whi)
			if j < 0 {
				ok = false
				break
			}
			lo, hi = min(lo, j), max(hi, j+len(tok))
		}
		if !ok {
			continue
		}
		d := k - fa
		if d < 0 {
			d = -d * 2
		}
		if !best || d < bestD {
			best, bestLo, bestHi, bestD = true, lo, hi, d
		}
	}
	if !best {
		return 0, 0, false
	}
	return ix.start[bestLo], ix.end[bestHi-1], true
}

// wordAt reports whether the folded text holds a whole word of n bytes at k.
func (ix *textIndex) wordAt(k, n int) bool {
	before, _ := utf8.DecodeLastRuneInString(ix.folded[:k])
	after, _ := utf8.DecodeRuneInString(ix.folded[k+n:])
	return (k == 0 || !unicode.IsLetter(before) && !unicode.IsDigit(before)) &&
		(k+n == len(ix.folded) || !unicode.IsLetter(after) && !unicode.IsDigit(after))
}

// wordIn finds word as a whole word in folded bytes lo to hi, or returns -1.
func (ix *textIndex) wordIn(word string, lo, hi int) int {
	for from := lo; from < hi; {
		k := strings.Index(ix.folded[from:hi], word)
		if k < 0 {
			return -1
		}
		k += from
		if ix.wordAt(k, len(word)) {
			return k
		}
		from = k + 1
	}
	return -1
}

// maxWordGap is how far apart, in folded bytes, two words of a value may be in the text when
// the parser took out what stood between them (a label, a bracket).
const maxWordGap = 24

// findWords finds the words of a value in order on one line of the text, each at most
// maxWordGap after the one before, near text offset anchor.
func (ix *textIndex) findWords(value string, anchor int) (int, int, bool) {
	words := strings.Fields(foldValue(value))
	if len(words) < 2 {
		return 0, 0, false
	}
	best, bestEnd, bestD := -1, 0, 0
	fa := ix.foldedOffset(anchor)
	for from := 0; ; {
		k := strings.Index(ix.folded[from:], words[0])
		if k < 0 {
			break
		}
		k += from
		from = k + 1
		end, ok := k+len(words[0]), true
		for _, w := range words[1:] {
			j := strings.Index(ix.folded[end:min(len(ix.folded), end+maxWordGap+len(w))], w)
			if j < 0 {
				ok = false
				break
			}
			end += j + len(w)
		}
		if !ok || ix.line(ix.start[k]) != ix.line(ix.start[end-1]) {
			continue
		}
		d := k - fa
		if d < 0 {
			d = -d * 2
		}
		if best < 0 || d < bestD {
			best, bestEnd, bestD = k, end, d
		}
	}
	if best < 0 {
		return 0, 0, false
	}
	return ix.start[best], ix.end[bestEnd-1], true
}
