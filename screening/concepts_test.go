package screening

import (
	"slices"
	"strings"
	"testing"

	"github.com/recruitd/recruitd/taxonomy"
)

// TestFieldConcepts expects the concepts kept for a field's text to be
// taxonomy.Normalize's, on first and later reads, whatever a caller appends
// to what it was given, and a long text's to be found afresh.
func TestFieldConcepts(t *testing.T) {
	texts := []string{"Registered Nurse", "ICU", "Bachelor of Science in Nursing", "Spanish", "Go, Kubernetes", "", "no concept here",
		strings.Repeat("Critical care nursing in a level I trauma centre ", 3)}
	for round := range 2 {
		for _, text := range texts {
			want := taxonomy.Normalize(text)
			got := fieldConcepts(text)
			if !slices.Equal(got, want) {
				t.Errorf("round %d: fieldConcepts(%q) = %v, want %v", round, text, got, want)
			}
			if more := append(got, "profession:other"); len(more) != len(want)+1 {
				t.Fatalf("append to fieldConcepts(%q): %d concepts", text, len(more))
			}
		}
	}
}
