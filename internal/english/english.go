// Package english holds the small rules of English that generated sentences
// (screening questions and reasoning) need, each written once.
package english

import (
	"strings"
	"unicode"
)

// WithArticle puts "a" or "an" before a noun phrase unless it starts with an
// article already. An abbreviation is read by its letters ("an RN", "an
// MSN", "a BSN", "an LPN"), a word by its sound as far as its spelling tells
// ("an associate degree", "a university degree", "an hour").
func WithArticle(s string) string {
	first, _, _ := strings.Cut(s, " ")
	if first == "" {
		return s
	}
	switch strings.ToLower(first) {
	case "a", "an", "the":
		return s
	}
	if an(first) {
		return "an " + s
	}
	return "a " + s
}

// an reports whether a word takes "an".
func an(word string) bool {
	letter := len(word) > 1 && unicode.IsUpper(rune(word[0])) && (word[1] == '-' || word[1] == '.') // "X-ray", "B.S."
	if abbr := strings.TrimRight(word, "s,.:;"); letter || len(abbr) >= 2 && isAbbreviation(abbr) {
		// Letters whose names start with a vowel sound: "an F", "an M".
		return strings.ContainsRune("AEFHILMNORSX", rune(word[0]))
	}
	low := strings.ToLower(word)
	for _, p := range consonantSounds {
		if strings.HasPrefix(low, p) {
			return false
		}
	}
	for _, p := range silentH {
		if strings.HasPrefix(low, p) {
			return true
		}
	}
	return strings.ContainsRune("aeiou", rune(low[0]))
}

// consonantSounds start words spelled with a vowel that sound as a
// consonant: "a university", "a one-year contract".
var consonantSounds = []string{"uni", "use", "usu", "uti", "ure", "uro", "eu", "one", "once"}

// silentH start words whose "h" is not sounded: "an hour".
var silentH = []string{"hour", "honest", "honor", "honour", "heir"}

func isAbbreviation(s string) bool {
	for _, r := range s {
		if !unicode.IsUpper(r) && !unicode.IsDigit(r) && r != '-' && r != '&' {
			return false
		}
	}
	return unicode.IsUpper(rune(s[0]))
}
