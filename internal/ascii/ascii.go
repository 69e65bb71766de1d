// Package ascii holds helpers for the ASCII bytes of text: lower-casing
// that keeps byte offsets (what a match finds in the result is at the same
// offsets in the original), and reading runs of ASCII digits.
package ascii

// Lower lower-cases the ASCII letters of s and keeps every other byte, so
// offsets into the result are offsets into s. It returns s itself when s
// has no upper-case ASCII letter.
func Lower(s string) string {
	i := 0
	for i < len(s) && !('A' <= s[i] && s[i] <= 'Z') {
		i++
	}
	if i == len(s) {
		return s
	}
	b := []byte(s)
	for ; i < len(b); i++ {
		if c := b[i]; 'A' <= c && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}

// Atoi reads s as a decimal number of ASCII digits only (no sign, no
// spaces), as dates and times in text are written; ok is false for anything
// else, the empty string included. Digits past int's range wrap.
func Atoi(s string) (n int, ok bool) {
	if s == "" {
		return 0, false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, false
		}
		n = n*10 + int(s[i]-'0')
	}
	return n, true
}
