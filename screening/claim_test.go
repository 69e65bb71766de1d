package screening

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/recruitd/recruitd/taxonomy"
)

// TestClaimSeps expects firstClaimSep and lastClaimSep to find what
// strings.IndexAny and strings.LastIndexAny find of the separators, in the
// fixture resumes' lines and in random text of separators, letters and
// other runes of two and three bytes.
func TestClaimSeps(t *testing.T) {
	const seps = ",;|\t\u2022\u00b7"
	check := func(s string) {
		t.Helper()
		if got, want := firstClaimSep(s), strings.IndexAny(s, seps); got != want {
			t.Fatalf("firstClaimSep(%q) = %d, want %d", s, got, want)
		}
		if got, want := lastClaimSep(s), strings.LastIndexAny(s, seps); got != want {
			t.Fatalf("lastClaimSep(%q) = %d, want %d", s, got, want)
		}
	}
	for _, name := range []string{"resume_icu_rn.txt", "resume_er_rn.txt", "resume_pt.txt", "resume_go_engineer.txt", "resume_welder.txt"} {
		for _, line := range strings.Split(MustRead(t, name), "\n") {
			for i := range len(line) + 1 {
				check(line[:i])
				check(line[i:])
			}
		}
	}
	pieces := []string{",", ";", "|", "\t", "\u2022", "\u00b7", "a", "7", " ", "é", "\u2023", "\u20a2", "\u00b6", "·•", "—"}
	r := rand.New(rand.NewPCG(3, 4))
	for range 20000 {
		var b strings.Builder
		for range r.IntN(8) {
			b.WriteString(pieces[r.IntN(len(pieces))])
		}
		check(b.String())
	}
}

// BenchmarkClaimAround reads the claim around every concept the ICU
// nurse's resume names, as statedYears does for a years criterion.
func BenchmarkClaimAround(b *testing.B) {
	text := MustRead(b, "resume_icu_rn.txt")
	low := strings.ToLower(text)
	ms := taxonomy.FindLowered(text, low)
	for b.Loop() {
		for _, m := range ms {
			yearsIn(claimAround(low, m.Start, m.End))
		}
	}
}
