package criteria

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

var types = []string{
	TypeYearsOfExperience, TypeExperience, TypeCertification, TypeLicense, TypeSpecialty, TypeEducation,
	TypeSkill, TypeLanguage, TypeSchedule, TypeLocation, TypeProfession, TypeOther,
}

// checkExtracted checks what must hold of the criteria of any description.
func checkExtracted(t *testing.T, description string, got []Criterion) {
	t.Helper()
	if len(got) > maxExtracted {
		t.Errorf("%d criteria, more than %d", len(got), maxExtracted)
	}
	for i, c := range got {
		if c.ID != i+1 {
			t.Errorf("criterion %d: ID = %d, want %d", i, c.ID, i+1)
		}
		if c.Text == "" || !strings.Contains(description, c.Text) {
			t.Errorf("criterion %d: Text %q is not in the description", c.ID, c.Text)
		}
		if c.Text != strings.TrimSpace(c.Text) {
			t.Errorf("criterion %d: Text %q is not trimmed", c.ID, c.Text)
		}
		if c.Source != SourceJobDescription {
			t.Errorf("criterion %d: Source = %q", c.ID, c.Source)
		}
		if !isImportance(c.Importance) {
			t.Errorf("criterion %d: Importance = %q", c.ID, c.Importance)
		}
		if !slices.Contains(types, c.Type) {
			t.Errorf("criterion %d: Type = %q", c.ID, c.Type)
		}
		if !strings.HasSuffix(c.Question, "?") {
			t.Errorf("criterion %d: Question = %q", c.ID, c.Question)
		}
		if c.MinYears < 0 || c.MinYears > 60 {
			t.Errorf("criterion %d: MinYears = %v", c.ID, c.MinYears)
		}
	}
}

func FuzzFromJob(f *testing.F) {
	files, _ := filepath.Glob("testdata/*.txt")
	for _, name := range files {
		b, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(string(b))
	}
	for _, s := range []string{
		"", ":", "Requirements:", "Requirements:\n-", "- **", "<li>", "<p><b>Required:</b> BLS</p>",
		"Requirements: (((BLS and", "1) 2) 3)", "BLS, , , and and or", "2-", "two (2)", "x. Y. z.",
		"Requirements\n\u00a0\u2022\u00a0BLS", "Qualifications\n\xff\xfe BLS", "Must: have",
		"Requirements\n- 1,000 years", "RN license in TX or compact state and", "•••", "A) B) C)",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, description string) {
		checkExtracted(t, description, FromJob(nil, description))
	})
}
