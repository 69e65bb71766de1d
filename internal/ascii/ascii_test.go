package ascii

import (
	"math/rand/v2"
	"strings"
	"testing"
)

func TestLower(t *testing.T) {
	for in, want := range map[string]string{
		"": "", "icu": "icu", "ICU RN": "icu rn", "Ünïcode ÉR": "Ünïcode Ér", "Texas, TX 78701": "texas, tx 78701",
	} {
		got := Lower(in)
		if got != want || len(got) != len(in) {
			t.Errorf("Lower(%q) = %q, want %q (same length)", in, got, want)
		}
	}
}

// TestLowerRandom compares Lower with lower-casing byte by byte on random
// strings of capitals, small letters, their neighbours, digits, multi-byte
// runes and bytes whose low seven bits are capitals.
func TestLowerRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	parts := []string{"A", "Z", "a", "z", "0", " ", "É", "ß", "@", "[", "`", "{", "ICU", "rn", "\x80", "\xc1", "\xda", "\xff"}
	for range 20000 {
		var in strings.Builder
		for range r.IntN(30) {
			in.WriteString(parts[r.IntN(len(parts))])
		}
		s := in.String()
		want := []byte(s)
		for i, c := range want {
			if 'A' <= c && c <= 'Z' {
				want[i] = c + 'a' - 'A'
			}
		}
		if got := Lower(s); got != string(want) {
			t.Fatalf("Lower(%q) = %q, want %q", s, got, want)
		}
	}
}

func TestAtoi(t *testing.T) {
	for _, tc := range []struct {
		in string
		n  int
		ok bool
	}{{"2026", 2026, true}, {"07", 7, true}, {"", 0, false}, {"-3", 0, false}, {"12a", 0, false}, {" 1", 0, false}} {
		if n, ok := Atoi(tc.in); n != tc.n || ok != tc.ok {
			t.Errorf("Atoi(%q) = %d, %v; want %d, %v", tc.in, n, ok, tc.n, tc.ok)
		}
	}
}
