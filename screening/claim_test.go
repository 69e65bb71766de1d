package screening

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/recruitd/recruitd/internal/ascii"
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
	randomTexts(3, []string{",", ";", "|", "\t", "\u2022", "\u00b7", "a", "7", " ", "é", "\u2023", "\u20a2", "\u00b6", "·•", "—"}, 8, check)
}

// randomTexts calls check with 20,000 texts of up to maxPieces pieces each, drawn from pieces
// by a generator seeded with seed: the same texts on every run.
func randomTexts(seed uint64, pieces []string, maxPieces int, check func(string)) {
	r := rand.New(rand.NewPCG(seed, seed+1))
	for range 20000 {
		var b strings.Builder
		for range r.IntN(maxPieces) {
			b.WriteString(pieces[r.IntN(len(pieces))])
		}
		check(b.String())
	}
}

// TestFold expects hasPrefixFold and indexFold to find what
// strings.HasPrefix and strings.Index find in the text lowered, in the
// fixture resumes' lines and in random text of letters in both cases,
// digits and other runes.
func TestFold(t *testing.T) {
	subs := []string{"including", "year", "yr", "a", "years of experience"}
	check := func(s string) {
		t.Helper()
		low := ascii.Lower(s)
		for _, sub := range subs {
			if got, want := hasPrefixFold(s, sub), strings.HasPrefix(low, sub); got != want {
				t.Fatalf("hasPrefixFold(%q, %q) = %v, want %v", s, sub, got, want)
			}
			if got, want := indexFold(s, sub), strings.Index(low, sub); got != want {
				t.Fatalf("indexFold(%q, %q) = %d, want %d", s, sub, got, want)
			}
		}
	}
	for _, name := range []string{"resume_icu_rn.txt", "resume_er_rn.txt", "resume_pt.txt", "resume_go_engineer.txt", "resume_welder.txt"} {
		for _, line := range strings.Split(MustRead(t, name), "\n") {
			for i := range len(line) + 1 {
				check(line[i:])
			}
		}
	}
	randomTexts(5, []string{"Y", "y", "E", "e", "A", "a", "R", "r", "S", "i", "N", "ncluding", "INCLUDING", "7", " ", "é", "Ä", "+"}, 12, check)
}

// BenchmarkClaimAround reads the claim around every concept the ICU
// nurse's resume names, as statedYears does for a years criterion.
func BenchmarkClaimAround(b *testing.B) {
	text := MustRead(b, "resume_icu_rn.txt")
	ms := taxonomy.FindLowered(text, strings.ToLower(text))
	b.ReportAllocs()
	for b.Loop() {
		for _, m := range ms {
			yearsIn(claimAround(text, m.Start, m.End))
		}
	}
}
