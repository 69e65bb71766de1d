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
