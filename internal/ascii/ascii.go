// Package ascii holds the text helpers that keep byte offsets: what a match
// found in the result is found at the same offsets in the original.
package ascii

import "unsafe"

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
	// b is not written again and nothing else holds it: the string can be
	// its bytes, as strings.Builder makes one, rather than a second copy
	// (screening lower-cases every resume it reads).
	return unsafe.String(unsafe.SliceData(b), len(b))
}
