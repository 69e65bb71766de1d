package extract

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// normalize turns extractor output into the package's text contract: valid
// UTF-8, "\n" line ends, no control characters but "\t", spaces collapsed,
// lines trimmed, at most one blank line in a row, none at either end.
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
	case r < 0x20 || (r >= 0x7F && r <= 0x9F):
		// other C0 and C1 controls, DEL
	case r >= 0xFB00 && r <= 0xFB06:
		b.WriteString(ligatures[r-0xFB00])
	case r >= 0xE000 && r <= 0xF8FF:
		// Private use: symbol-font bullets come through as U+F0xx.
		if isPrivateBullet(r) {
			b.WriteRune('•')
		}
	case r != ' ' && unicode.IsSpace(r):
		b.WriteByte(' ') // NBSP, en/em spaces, narrow NBSP, ideographic space
	default:
		b.WriteRune(r)
	}
}

var ligatures = [...]string{"ff", "fi", "fl", "ffi", "ffl", "st", "st"}

// isPrivateBullet reports whether r is a Symbol or Wingdings bullet as
// Word and PDF exports map them into the private use area.
func isPrivateBullet(r rune) bool {
	switch r {
	case 0xF0B7, 0xF0A7, 0xF0A8, 0xF076, 0xF0D8, 0xF0FC, 0xF06E, 0xF06C, 0xF0B2, 0xF0E0, 0xF0F0:
		return true
	}
	return false
}

// tidyLines collapses blanks inside lines and blank lines between them.
func tidyLines(s string) string {
	var out strings.Builder
	out.Grow(len(s))
	blank := false // a blank line is pending
	for line := range strings.SplitSeq(s, "\n") {
		line = tidyLine(line)
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

// tidyLine trims a line and collapses each run of blanks to one space, or to
// one tab when the run holds a tab.
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
		tab := false
		for i < len(line) && (line[i] == ' ' || line[i] == '\t') {
			tab = tab || line[i] == '\t'
			i++
		}
		if tab {
			b.WriteByte('\t')
		} else {
			b.WriteByte(' ')
		}
	}
	return b.String()
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
