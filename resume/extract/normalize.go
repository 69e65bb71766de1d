package extract

import (
	_ "embed"
	"regexp"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// Text normalisation is the first stage of reading a resume: every extractor's output goes
// through it (see extractWithDeadline), and so does text handed to the structurer directly, so
// that no rule after it meets a character it has to know about. Its steps, in order:
//
//  1. characters (normalRune): line ends to "\n"; every Unicode space to a space; HTML
//     character references left by a conversion ("&amp;") to their characters; soft
//     hyphens, zero-width characters, controls and invalid bytes dropped; ligature characters
//     spelt out ("ﬁ" to "fi"); symbol-font bullets to "•"; other private-use glyphs (icon
//     fonts' phone, mail and pin icons) to iconMark.
//  2. letter spacing (closeLetterSpacing): "E X P E R I E N C E" to "EXPERIENCE", words kept
//     apart where the spacing is wider; it needs the spaces as drawn, so it comes before 3.
//  3. blanks (tidyLine): lines trimmed, runs of blanks to one space, or one tab when they
//     hold a tab.
//  4. ligatures the text layer lost (repairLigatures): a glyph the PDF font maps to nothing
//     (missingGlyph) or a gap where one was ("Certi cation") is the ligature that makes a
//     word of the list ligwords.txt.
//  5. icons (iconFields): an icon between two fields is a field separator (a tab), one at
//     either end of a line is dropped.
//
// Then blank lines are collapsed to at most one in a row.

// Marks the PDF extractor writes for what the text layer does not say, resolved by normalize.
const (
	// missingGlyph stands for a glyph drawn in a font whose ToUnicode map lacks it: most often
	// a ligature (the map of a subset font left "ﬁ" out), repaired by repairLigatures.
	missingGlyph = '\uFDD0'
	// iconMark stands for a glyph of an icon font (Font Awesome and kin), in whatever code
	// the font gave it.
	iconMark = '\uE000'
	// columnMark starts a line the PDF layout read from a column it found; normalizeDocument
	// takes it out into Document.Columns.
	columnMark = '\uFDD1'
)

// WrapMark starts a line that may go on from the line above: the PDF layout found the line
// above too full for the line's first word and the two closer together than their column's
// items (see Document.Wraps). Text holds none; Document.WithWrapMarks puts them back for a
// reader that weighs them.
const WrapMark = '\uFDD2'

// normalizeDocument normalises an extractor's text page by page (pages are ended by form
// feeds), and returns which lines came from a column and, for a paged format, where each page
// starts.
func normalizeDocument(raw string, paged bool) (text string, pageStarts []int, columns []Span, wraps []int) {
	var b strings.Builder
	b.Grow(len(raw))
	for page := range strings.SplitSeq(raw, "\f") {
		page = normalize(page)
		if page != "" && b.Len() > 0 {
			b.WriteString("\n\n")
		}
		if paged {
			pageStarts = append(pageStarts, b.Len())
		}
		for i, line := range strings.Split(page, "\n") {
			if i > 0 {
				b.WriteByte('\n')
			}
			if rest, ok := strings.CutPrefix(line, string(columnMark)); ok {
				if n := len(columns); n > 0 && columns[n-1].End == b.Len()-1 {
					columns[n-1].End = b.Len() + len(rest)
				} else {
					columns = append(columns, Span{b.Len(), b.Len() + len(rest)})
				}
				line = rest
			}
			if rest, ok := strings.CutPrefix(line, string(WrapMark)); ok {
				wraps = append(wraps, b.Len())
				line = rest
			}
			b.WriteString(line)
		}
	}
	return b.String(), pageStarts, columns, wraps
}

// Normalize runs the normalisation stage on text that did not come from Text (which has
// normalised it already): the result keeps the contract of Document.Text. Normalising twice
// changes nothing.
func Normalize(s string) string { return normalize(s) }

// normalize turns extractor output into the package's text contract: valid UTF-8, "\n" line
// ends, no control characters but "\t", spaces collapsed, lines trimmed, at most one blank
// line in a row, none at either end.
func normalize(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		i += size
		if r == utf8.RuneError && size <= 1 {
			continue // invalid byte: drop it rather than invent a character
		}
		if r == '\r' {
			if i < len(s) && s[i] == '\n' {
				i++
			}
			b.WriteByte('\n')
			continue
		}
		writeNormalRune(&b, r)
	}
	return tidyLines(b.String())
}

// writeNormalRune writes r, or what stands for it in extracted text.
func writeNormalRune(b *strings.Builder, r rune) {
	switch {
	case r == '\n' || r == '\t':
		b.WriteRune(r)
	case r == '\f':
		b.WriteString("\n\n") // a page or section break ends a block
	case r == '\v' || r == 0x85 || r == 0x2028 || r == 0x2029:
		b.WriteByte('\n')
	case r == 0xAD || r == 0x180E || (r >= 0x200B && r <= 0x200D) || r == 0x2060 || r == 0xFEFF || r == utf8.RuneError:
		// soft hyphen, zero-width characters, BOM, replacement character
	case r == 0x2010 || r == 0x2011:
		b.WriteByte('-') // hyphen, non-breaking hyphen
	case lookalikes[r] != 0:
		b.WriteByte(lookalikes[r]) // a Greek question mark set as a semicolon, full-width marks
	case r < 0x20 || (r >= 0x7F && r <= 0x9F):
		// other C0 and C1 controls, DEL
	case r >= 0xFB00 && r <= 0xFB06:
		b.WriteString(ligatures[r-0xFB00])
	case r == missingGlyph || r == columnMark || r == WrapMark:
		b.WriteRune(r)
	case r >= 0xE000 && r <= 0xF8FF:
		// Private use: symbol-font bullets come through as U+F0xx; the rest are icons.
		if isPrivateBullet(r) {
			b.WriteRune('•')
		} else {
			b.WriteRune(iconMark)
		}
	case r != ' ' && unicode.IsSpace(r):
		b.WriteByte(' ') // NBSP, en/em spaces, narrow NBSP, ideographic space
	default:
		b.WriteRune(r)
	}
}

var ligatures = [...]string{"ff", "fi", "fl", "ffi", "ffl", "st", "st"}

// lookalikes are punctuation marks from other blocks that fonts draw as ASCII ones, and that
// text means as them: the Greek question mark is a semicolon (Unicode's canonical mapping),
// full-width forms are their ASCII marks.
var lookalikes = map[rune]byte{
	0x037E: ';', 0xFF1B: ';', 0xFF0C: ',', 0xFF1A: ':', 0xFF0F: '/', 0x2215: '/', 0x2044: '/',
	0xFF08: '(', 0xFF09: ')', 0x2024: '.', 0xFE50: ',', 0xFE54: ';',
}

// isPrivateBullet reports whether r is a Symbol or Wingdings bullet as
// Word and PDF exports map them into the private use area.
func isPrivateBullet(r rune) bool {
	switch r {
	case 0xF0B7, 0xF0A7, 0xF0A8, 0xF076, 0xF0D8, 0xF0FC, 0xF06E, 0xF06C, 0xF0B2, 0xF0F0:
		return true
	}
	return false
}

// tidyLines runs the line steps on every line and collapses blank lines between them.
func tidyLines(s string) string {
	var out strings.Builder
	out.Grow(len(s))
	blank := false // a blank line is pending
	for line := range strings.SplitSeq(s, "\n") {
		line = normalLine(line)
		if line == "" {
			blank = out.Len() > 0
			continue
		}
		if out.Len() > 0 {
			out.WriteByte('\n')
			if blank {
				out.WriteByte('\n')
			}
		}
		blank = false
		out.WriteString(line)
	}
	return out.String()
}

// htmlEntities are the character references text converted from HTML keeps ("Licenses &amp;
// Certifications", "Texas A&amp;M University").
var htmlEntities = strings.NewReplacer("&amp;", "&", "&lt;", "<", "&gt;", ">", "&quot;", `"`,
	"&#39;", "'", "&apos;", "'", "&nbsp;", " ", "&ndash;", "–", "&mdash;", "—", "&rsquo;", "’")

// normalLine runs steps 2 to 5 on one line, after HTML character references.
func normalLine(line string) string {
	if strings.Contains(line, "&") && strings.Contains(line, ";") {
		line = htmlEntities.Replace(line)
	}
	for _, mark := range []string{string(columnMark), string(WrapMark)} {
		if rest, ok := strings.CutPrefix(strings.TrimLeft(line, " \t"), mark); ok {
			if rest = normalLine(rest); rest != "" {
				return mark + rest
			}
			return ""
		}
	}
	line = closeLetterSpacing(line)
	line = tidyLine(line)
	line = repairLigatures(line)
	line = unglueRuns(line)
	line = unglueDates(line)
	return iconFields(line)
}

// gluedYearsRE is a year glued to the end of a range ("20172021", "2021present") or to a
// duration ("20212 years 7 months", "Present5 years"), as converters lose the bar, dash or
// space printed between them.
var gluedYearsRE = regexp.MustCompile(`(?i)\b((?:19|20)\d\d)((?:19|20)\d\d|present|current)\b|\b((?:19|20)\d\d|present|current)(\d{1,2} (?:years?|yrs?|months?|mos?)\b)`)

// unglueDates sets glued dates apart: a range's two ends with the dash its bar or dash stood
// for (the second year never before the first), a duration with a tab.
func unglueDates(line string) string {
	if !strings.ContainsAny(line, "0123456789") {
		return line
	}
	return gluedYearsRE.ReplaceAllStringFunc(line, func(m string) string {
		sm := gluedYearsRE.FindStringSubmatch(m)
		if sm[1] != "" {
			// a second year (the only end that starts with a figure) is never before the first
			if sm[2][0] <= '9' && sm[2] < sm[1] {
				return m
			}
			return sm[1] + " – " + sm[2]
		}
		return sm[3] + "\t" + sm[4]
	})
}

// gluedRunRE matches, at a capital that follows a small letter or two capitals, the start of a
// new field that a converter glued to the run before it without the space between them: a
// month's name and a year ("Wind Energy TechnologySeptember 2014"), or a degree's level and
// "of" or "in" ("Texas State Technical CollegeAssociate of Applied Science").
var gluedRunRE = regexp.MustCompile(`^(?:(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\.? \d{4}\b|(?:Associate|Bachelor|Master|Doctor|Diploma|Certificate)'?s? (?:of|in) )`)

// gluedNumericDateRE is a month and year in figures that starts a run glued to the word before
// it ("SD02/2022 – Current").
var gluedNumericDateRE = regexp.MustCompile(`^(?:0?[1-9]|1[0-2])/(?:19|20)\d\d\b`)

// gluedPlaceRE is a US city and its state's code that start a run glued to the word before.
var gluedPlaceRE = regexp.MustCompile(`^[A-Z][a-z]+(?: [A-Z][a-z]+){0,2}, [A-Z]{2}\b`)

// lowerASCII reports whether s is small ASCII letters only.
func lowerASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < 'a' || s[i] > 'z' {
			return false
		}
	}
	return true
}

// unglueRuns sets two glued runs apart with a tab, as the cells or tab stops they were printed
// in: a run that gluedRunRE or gluedNumericDateRE starts after a small letter or two capitals,
// or a place gluedPlaceRE starts after three small letters. Only those positions are tried,
// so that a line costs a scan.
func unglueRuns(line string) string {
	var b strings.Builder
	last := 0
	for i := 1; i < len(line); i++ {
		c := line[i]
		digit := c >= '0' && c <= '9'
		if (c < 'A' || c > 'Z') && !digit {
			continue
		}
		r, n := utf8.DecodeLastRuneInString(line[:i])
		// after a small letter, or after a word of capitals: a state's code ("Tucson,
		// AZJul 2020", "Sioux Falls, SD02/2022"), a grade ("Coding Specialist IIJune 2021")
		r2, _ := utf8.DecodeLastRuneInString(line[:i-n])
		if !unicode.IsLower(r) && !(unicode.IsUpper(r) && unicode.IsUpper(r2)) {
			continue
		}
		// a city and its state's code after a word of three small letters or more ("St.
		// Luke's Health SystemBoise, ID"; not "McAllen, TX")
		place := !digit && i >= 3 && lowerASCII(line[i-3:i]) && gluedPlaceRE.MatchString(line[i:])
		if digit && !gluedNumericDateRE.MatchString(line[i:]) || !digit && !gluedRunRE.MatchString(line[i:]) && !place {
			continue
		}
		b.WriteString(line[last:i])
		b.WriteByte('\t')
		last = i
	}
	if last == 0 {
		return line
	}
	b.WriteString(line[last:])
	return b.String()
}

// tidyLine trims a line and collapses each run of blanks to one space, or to
// one tab when the run holds a tab or is two spaces or more (not after a
// sentence's end).
func tidyLine(line string) string {
	line = strings.Trim(line, " \t")
	if !strings.Contains(line, "  ") && !strings.Contains(line, "\t ") && !strings.Contains(line, " \t") && !strings.Contains(line, "\t\t") {
		return line
	}
	var b strings.Builder
	b.Grow(len(line))
	for i := 0; i < len(line); {
		c := line[i]
		if c != ' ' && c != '\t' {
			b.WriteByte(c)
			i++
			continue
		}
		tab, start := false, i
		for i < len(line) && (line[i] == ' ' || line[i] == '\t') {
			tab = tab || line[i] == '\t'
			i++
		}
		// a wide space typed between two fields ("Google Ads Search Certification  HubSpot
		// Inbound Marketing") separates them as a tab does; after a sentence's end it is only
		// a typist's habit
		if i-start >= 2 && start > 0 && !strings.ContainsRune(".!?:;,", rune(line[start-1])) {
			tab = true
		}
		if tab {
			b.WriteByte('\t')
		} else {
			b.WriteByte(' ')
		}
	}
	return b.String()
}

// closeLetterSpacing closes up a line set in spaced letters ("S K I L L S", "W O R K  E X P E
// R I E N C E"), a heading style: at least five single letters and nothing else, words set
// apart by two or more spaces (or a tab). A line with any longer word is left alone, so
// initials ("J. R. R. Tolkien") and lists ("A B C") are too.
func closeLetterSpacing(line string) string {
	t := strings.Trim(line, " \t")
	if len(t) < 7 || strings.Count(t, " ") < 3 {
		return line
	}
	var b strings.Builder
	letters := 0
	for i := 0; i < len(t); {
		r, n := utf8.DecodeRuneInString(t[i:])
		switch {
		case r == '\t' || r == ' ' && i+1 < len(t) && t[i+1] == ' ':
			// a wide gap: the end of a word
			for i < len(t) && (t[i] == ' ' || t[i] == '\t') {
				i++
			}
			b.WriteByte(' ')
			continue
		case r == ' ':
		case unicode.IsLetter(r) || r == '&':
			if i+n < len(t) && t[i+n] != ' ' && t[i+n] != '\t' {
				return line // a longer word
			}
			letters++
			b.WriteRune(r)
		default:
			return line
		}
		i += n
	}
	if letters < 5 {
		return line
	}
	return b.String()
}

// iconFields turns the icons of a line into field separators: "iconMark (512) 555-0100
// iconMark jane@example.com" reads "(512) 555-0100\tjane@example.com".
func iconFields(line string) string {
	if !strings.ContainsRune(line, iconMark) {
		return line
	}
	line = strings.ReplaceAll(line, string(iconMark), "\t")
	return tidyLine(line)
}

// ligatureSpellings are what a lost ligature glyph may have stood for, the commonest first.
var ligatureSpellings = []string{"fi", "fl", "ff", "ffi", "ffl"}

//go:embed ligwords.txt
var ligwordsText string

// ligWords is the set of ligwords.txt.
var ligWords = sync.OnceValue(func() map[string]bool {
	m := make(map[string]bool, 2700)
	for line := range strings.SplitSeq(ligwordsText, "\n") {
		if line != "" && line[0] != '#' {
			m[line] = true
		}
	}
	return m
})

// ligatureWord reports whether w (lower case) is a word of the list, or one with an ending
// the list leaves out.
func ligatureWord(w string) bool {
	words := ligWords()
	if words[w] {
		return true
	}
	for _, suf := range []string{"s", "es", "ed", "ing", "ly"} {
		if stem, ok := strings.CutSuffix(w, suf); ok && len(stem) >= 4 && words[stem] {
			return true
		}
	}
	return false
}

// repairLigatures puts back the ligatures a PDF's text layer lost. A missingGlyph inside a
// word is the spelling (fi, fl, ff, ffi, ffl) that makes it a word of the list, and is dropped
// when none does. Without a mark, two pieces of a word set apart by a space where the glyph
// was ("Certi cation", "pro ciency", "of ce") are joined the same way, when the second piece
// is in lower case and the join is a word of at least six letters.
func repairLigatures(line string) string {
	if strings.ContainsRune(line, missingGlyph) {
		line = fillMissingGlyphs(line)
	}
	if !strings.Contains(line, " ") || !strings.ContainsAny(line, "aeiouy") {
		return line
	}
	words := strings.Split(line, " ")
	out := words[:1]
	for _, w := range words[1:] {
		prev := out[len(out)-1]
		if joined, ok := joinLigature(prev, w); ok {
			out[len(out)-1] = joined
			continue
		}
		out = append(out, w)
	}
	if len(out) == len(words) {
		return line
	}
	return strings.Join(out, " ")
}

// joinLigature joins the end of a and the start of b across a lost ligature.
func joinLigature(a, b string) (string, bool) {
	// the letters at the end of a and at the start of b
	i := len(a)
	for i > 0 && isASCIILetter(a[i-1]) {
		i--
	}
	j := 0
	for j < len(b) && b[j] >= 'a' && b[j] <= 'z' {
		j++
	}
	head, tail := a[i:], b[:j]
	if head == "" || tail == "" || len(head)+len(tail) < 4 || j < len(b) && isASCIILetter(b[j]) {
		return "", false
	}
	for _, lig := range ligatureSpellings {
		w := strings.ToLower(head) + lig + tail
		if len(w) >= 6 && ligatureWord(w) {
			return a + lig + b, true
		}
	}
	return "", false
}

// fillMissingGlyphs resolves each missingGlyph by the word around it.
func fillMissingGlyphs(line string) string {
	var b strings.Builder
	b.Grow(len(line) + 8)
	rest := line
	for {
		k := strings.IndexRune(rest, missingGlyph)
		if k < 0 {
			b.WriteString(rest)
			return b.String()
		}
		before, after := rest[:k], rest[k+utf8.RuneLen(missingGlyph):]
		i := len(before)
		for i > 0 && isASCIILetter(before[i-1]) {
			i--
		}
		j := 0
		for j < len(after) && isASCIILetter(after[j]) {
			j++
		}
		b.WriteString(before)
		head, tail := strings.ToLower(before[i:]), strings.ToLower(after[:j])
		for _, lig := range ligatureSpellings {
			if ligatureWord(head + lig + tail) {
				if isAllUpper(before[i:]+after[:j]) && head+tail != "" {
					lig = strings.ToUpper(lig)
				}
				b.WriteString(lig)
				break
			}
		}
		rest = after
	}
}

func isASCIILetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

func isAllUpper(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 'a' && s[i] <= 'z' {
			return false
		}
	}
	return true
}

// countLetters counts letters and digits: what "readable text" means when an
// extractor's output is weighed.
func countLetters(s string) int {
	n := 0
	for _, r := range s {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			n++
		}
	}
	return n
}
