// Package ascii holds helpers for the ASCII bytes of text: lower-casing
// that keeps byte offsets (what a match finds in the result is at the same
// offsets in the original), and reading runs of ASCII digits.
package ascii

import (
	"encoding/binary"
	"unsafe"
)

// Lower lower-cases the ASCII letters of s and keeps every other byte, so
// offsets into the result are offsets into s. It returns s itself when s
// has no upper-case ASCII letter.
//
// Screening lower-cases every resume it reads, so Lower reads eight bytes
// at a time.
func Lower(s string) string {
	i := 0
	for ; i+8 <= len(s); i += 8 {
		if capitals(binary.LittleEndian.Uint64([]byte(s[i:i+8]))) != 0 {
			break
		}
	}
	for i < len(s) && !('A' <= s[i] && s[i] <= 'Z') {
		i++
	}
	if i == len(s) {
		return s
	}
	b := []byte(s)
	rest := b[i:]
	for len(rest) >= 8 {
		w := binary.LittleEndian.Uint64(rest)
		binary.LittleEndian.PutUint64(rest, w|capitals(w)>>2)
		rest = rest[8:]
	}
	for i, c := range rest {
		if 'A' <= c && c <= 'Z' {
			rest[i] = c + 'a' - 'A'
		}
	}
	// b is not written again and nothing else holds it: the string can be
	// its bytes, as strings.Builder makes one, rather than a second copy.
	return unsafe.String(unsafe.SliceData(b), len(b))
}

// capitals returns w with 0x80 in each byte that is an ASCII capital letter
// and 0 in the others; shifted right by two, that is the 0x20 which makes a
// capital small.
func capitals(w uint64) uint64 {
	const ones, high = 0x0101010101010101, 0x8080808080808080
	low7 := w &^ high                 // each byte below 0x80: adding below cannot carry into the next
	fromA := low7 + (0x80-'A')*ones   // high bit set from 'A' up
	pastZ := low7 + (0x80-'Z'-1)*ones // high bit set past 'Z'
	return fromA &^ pastZ &^ w & high // and not a byte of a multi-byte rune
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
