package ascii

import "testing"

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
