package criteria

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// token is a word (a run of letters and digits, with a decimal point inside
// a number) or a single symbol such as "+", "/" or "(". Spaces, hyphens and
// apostrophes separate tokens and are not tokens themselves, so "nice-to-have"
// and "nice to have" read alike, and "driver's" reads as "drivers".
type token struct {
	start, end int    // byte offsets into the text the tokens were made from
	key        string // lower-cased, apostrophes removed; a symbol is itself
	word       bool
}

func isApostrophe(r rune) bool { return r == '\'' || r == '\u2019' }

func isSpaceOrDash(r rune) bool {
	switch r {
	case '-', '\u2010', '\u2011', '\u2012', '\u2013', '\u2014', '"', '\u201c', '\u201d', '\u2018':
		return true
	}
	return unicode.IsSpace(r) || isApostrophe(r)
}

func isWordRune(r rune) bool {
	return r < utf8.RuneSelf && ('a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9') ||
		r >= utf8.RuneSelf && (unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r))
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

func startsWithLetter(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return unicode.IsLetter(r)
}

// tokenize splits text[start:end] into tokens with offsets into text.
func tokenize(text string, start, end int) []token {
	return tokenizeLower(text, "", start, end)
}

// tokenizeLower is tokenize given low, text with its ASCII letters
// lower-cased (or ""), whose slices serve as keys without allocating.
func tokenizeLower(text, low string, start, end int) []token {
	toks := make([]token, 0, (end-start)/5+1)
	for i := start; i < end; {
		r, w := utf8.DecodeRuneInString(text[i:end])
		switch {
		case isWordRune(r):
			j, apos := i, false
		scan:
			for j < end {
				r, w := utf8.DecodeRuneInString(text[j:end])
				switch {
				case isWordRune(r):
					j += w
				case r == '.' && j+1 < end && isDigit(text[j+1]) && isDigit(text[j-1]):
					j += w // 1.5
				case isApostrophe(r) && j+w < end && startsWithLetter(text[j+w:end]):
					// An apostrophe inside a word ("driver's", "you'll").
					j, apos = j+w, true
				default:
					break scan
				}
			}
			var key string
			if low != "" && !apos && isLowerASCII(low[i:j]) {
				key = low[i:j]
			} else {
				key = lowerKey(text[i:j], apos)
			}
			toks = append(toks, token{start: i, end: j, key: key, word: true})
			i = j
		case isSpaceOrDash(r):
			i += w
		default:
			toks = append(toks, token{start: i, end: i + w, key: text[i : i+w]})
			i += w
		}
	}
	return toks
}

func isLowerASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= utf8.RuneSelf || 'A' <= c && c <= 'Z' {
			return false
		}
	}
	return true
}

// lowerKey lower-cases a word and drops its apostrophes.
func lowerKey(s string, apos bool) string {
	if apos {
		s = strings.NewReplacer("'", "", "\u2019", "").Replace(s)
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= utf8.RuneSelf || 'A' <= c && c <= 'Z' {
			return strings.ToLower(s)
		}
	}
	return s
}

// phrases is a set of token sequences, each with a value, found by their
// first token.
type phrases map[string][]phrase

type phrase struct {
	keys []string
	val  string
}

// makePhrases builds a set from entries written "words" or "words=value".
func makePhrases(entries ...string) phrases {
	p := phrases{}
	for _, e := range entries {
		text, val, _ := strings.Cut(e, "=")
		var keys []string
		for _, t := range tokenize(text, 0, len(text)) {
			keys = append(keys, t.key)
		}
		p[keys[0]] = append(p[keys[0]], phrase{keys: keys, val: val})
	}
	return p
}

// at returns the length in tokens of the longest phrase starting at toks[i],
// and its value; 0 when none does.
func (p phrases) at(toks []token, i int) (int, string) {
	if i >= len(toks) {
		return 0, ""
	}
	best, val := 0, ""
	for _, ph := range p[toks[i].key] {
		if len(ph.keys) <= best || i+len(ph.keys) > len(toks) {
			continue
		}
		ok := true
		for k := 1; k < len(ph.keys); k++ {
			if toks[i+k].key != ph.keys[k] {
				ok = false
				break
			}
		}
		if ok {
			best, val = len(ph.keys), ph.val
		}
	}
	return best, val
}

// index returns the token index of the first phrase in toks, or -1.
func (p phrases) index(toks []token) int {
	for i := range toks {
		if n, _ := p.at(toks, i); n > 0 {
			return i
		}
	}
	return -1
}

func (p phrases) in(toks []token) bool { return p.index(toks) >= 0 }
