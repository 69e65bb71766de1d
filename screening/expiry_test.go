package screening

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// TestExpiryStart checks that matching expiryPattern from expiryStart finds
// what matching it over the whole text finds, on credential lines as resumes
// write them and on random strings of the pattern's words, digits and the
// bytes around word boundaries.
func TestExpiryStart(t *testing.T) {
	lines := []string{
		"", "bls - american heart association - exp. 05/2029", "rn license (tx) expires 10/31/2028",
		"unexpired; valid through may 2029", "inexpensive exp 7/2026", "_exp 2027 exp 2028", "exp", "é exp 2027",
		"acls current through 12/31/2027, renewal due 2028", "active until sep 30, 2028", "good thru 12/27",
		"renews by 2029-09", "nonactive 2027 active to 2028", "expiration: 2028-09-30", "validity exp 1/2030",
	}
	parts := []string{"exp", "expires", "valid", "good", "current", "active", "renew", " through ", " thru ", " until ",
		" to ", ". ", ": ", "-", "/", "_", "x", "é", " ", "12", "2028", "05/2029", "sep ", "30, ", "\n"}
	r := rand.New(rand.NewPCG(1, 2))
	for range 20000 {
		var b strings.Builder
		for range 1 + r.IntN(8) {
			b.WriteString(parts[r.IntN(len(parts))])
		}
		lines = append(lines, b.String())
	}
	for _, low := range lines {
		want := expiryPattern.FindStringSubmatch(low)
		var got []string
		if start := expiryStart(low); start >= 0 {
			got = expiryPattern.FindStringSubmatch(low[start:])
		}
		if !slices.Equal(got, want) {
			t.Fatalf("%q: from expiryStart %q, over the whole text %q", low, got, want)
		}
	}
}
