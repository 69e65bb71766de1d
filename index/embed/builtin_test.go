package embed_test

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"math"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/recruitd/recruitd/index/embed"
)

var update = flag.Bool("update", false, "rewrite testdata/builtin.golden.json")

func TestBuiltinContract(t *testing.T) {
	testContract(t, embed.Builtin{}, 0)
}

func TestBuiltinModel(t *testing.T) {
	e := embed.Builtin{}
	if got := e.Model(); !strings.HasPrefix(got, embed.BuiltinModel+"+tx.") {
		t.Errorf("Model() = %q, want %q and a vocabulary digest", got, embed.BuiltinModel+"+tx.")
	}
	if got := e.Dimension(); got != embed.BuiltinDimension {
		t.Errorf("Dimension() = %d, want %d", got, embed.BuiltinDimension)
	}
}

// TestBuiltinNearest checks that each resume's nearest job, and each job's
// nearest resume, is the one of the same occupation.
func TestBuiltinNearest(t *testing.T) {
	var names, resumeTexts, jobTexts []string
	for name := range jobs {
		names = append(names, name)
	}
	slices.Sort(names)
	for _, name := range names {
		resumeTexts = append(resumeTexts, resumes[name])
		jobTexts = append(jobTexts, jobs[name])
	}
	r, j := mustEmbed(t, embed.Builtin{}, resumeTexts...), mustEmbed(t, embed.Builtin{}, jobTexts...)
	for a, name := range names {
		var fromResume, fromJob []float64
		for b := range names {
			fromResume = append(fromResume, dot(r[a], j[b]))
			fromJob = append(fromJob, dot(j[a], r[b]))
		}
		if got := names[argmax(fromResume)]; got != name {
			t.Errorf("nearest job to the %s resume = %s, want %s; cosines %s", name, got, name, table(names, fromResume))
		}
		if got := names[argmax(fromJob)]; got != name {
			t.Errorf("nearest resume to the %s job = %s, want %s; cosines %s", name, got, name, table(names, fromJob))
		}
	}
}

// TestBuiltinCloser checks pairs that only the taxonomy, the stemming or the
// 3-grams can bring together.
func TestBuiltinCloser(t *testing.T) {
	tests := []struct {
		name            string
		text, near, far string
	}{
		{"MICU is an ICU", "ICU", "MICU", "Telemetry"},
		{"spelled-out MICU is an ICU", "ICU", "medical intensive care unit", "medical office"},
		{"abbreviation and title", "CNA", "certified nursing assistant", "certified public accountant"},
		{"synonym titles", "backend developer", "software engineer", "registered nurse"},
		{"licence wording", "Class A CDL", "CDL-A tractor-trailer driver", "certified nursing assistant"},
		{"ED is the ER", "ER nurse", "emergency department RN", "emergency contact"},
		{"spelled-out PACU", "PACU", "post anesthesia care unit", "post office"},
		{"typo", "Registered Nurse", "Registred Nurse", "Radiology Technician"},
		{"plural", "nurses", "nurse", "purse"},
		{"resume to posting", resumes["icu-rn"], jobs["icu-rn"], jobs["software"]},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v := mustEmbed(t, embed.Builtin{}, tt.text, tt.near, tt.far)
			if near, far := dot(v[0], v[1]), dot(v[0], v[2]); near <= far+0.1 {
				t.Errorf("cosine(%.30q, %.30q) = %.3f, want over 0.1 above %.3f to %.30q", tt.text, tt.near, near, far, tt.far)
			}
		})
	}
}

// TestBuiltinICU checks that text naming the medical ICU, any way, is nearer
// to "ICU" than to any other nursing unit.
func TestBuiltinICU(t *testing.T) {
	others := []string{"Labor and Delivery", "Telemetry", "Operating Room", "Emergency Department", "PACU", "NICU", "Med-Surg", "Software Engineer"}
	for _, text := range []string{"MICU", "medical intensive care unit", "MICU RN with 3 years of experience", "critical care"} {
		v := mustEmbed(t, embed.Builtin{}, append([]string{text, "ICU"}, others...)...)
		icu := dot(v[0], v[1])
		for i, other := range others {
			if got := dot(v[0], v[i+2]); got >= icu {
				t.Errorf("cosine(%q, %q) = %.3f, want below %.3f to ICU", text, other, got, icu)
			}
		}
	}
}

func TestBuiltinNothingToEmbed(t *testing.T) {
	texts := []string{"", " \n", "the and of", "2019 - 2023, (555) 010-0199", "!!! -- ...", "a b c"}
	for i, v := range mustEmbed(t, embed.Builtin{}, texts...) {
		if v != nil {
			t.Errorf("Embed(%q) = %d entries of norm %v, want no vector", texts[i], len(v), norm(v))
		}
	}
}

// TestBuiltinOddText checks text no resume should hold but some will:
// invalid UTF-8, other scripts, one enormous word, megabytes of text.
func TestBuiltinOddText(t *testing.T) {
	huge := strings.Repeat(resumes["icu-rn"]+"\n", 4000)
	texts := []string{
		"Registered nurse \xff\xfe\xfd ICU",
		"Enfermera registrada, unidad de cuidados intensivos, Zürich, 東京",
		strings.Repeat("x", 100000),
		huge,
		"Welder", // after the huge text, with the table it grew
	}
	got := mustEmbed(t, embed.Builtin{}, texts...)
	for i, v := range got {
		if n := norm(v); math.Abs(n-1) > 1e-5 {
			t.Errorf("|Embed(%.30q)| = %v, want 1", texts[i], n)
		}
	}
	if alone := mustEmbed(t, embed.Builtin{}, "Welder")[0]; !slices.Equal(got[4], alone) {
		t.Error("Embed(Welder) after a huge text differs from Embed(Welder) alone")
	}
	if d := dot(got[3], mustEmbed(t, embed.Builtin{}, resumes["icu-rn"])[0]); d < 0.9 {
		t.Errorf("cosine(resume repeated 4000 times, resume) = %.3f, want over 0.9", d)
	}
}

func TestBuiltinConcurrent(t *testing.T) {
	want := mustEmbed(t, embed.Builtin{}, contractTexts...)
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			for range 20 {
				got, err := embed.Builtin{}.Embed(context.Background(), contractTexts)
				if err != nil {
					t.Errorf("Embed = %v", err)
					return
				}
				for i := range want {
					if !slices.Equal(got[i], want[i]) {
						t.Errorf("concurrent Embed(%.20q) differs", contractTexts[i])
						return
					}
				}
			}
		})
	}
	wg.Wait()
}

// golden is what testdata/builtin.golden.json holds: vectors Builtin made.
type golden struct {
	Model   string
	Texts   []string
	Vectors [][]float32
}

// TestBuiltinGolden guards BuiltinModel: stored embeddings are reused while
// Model() is unchanged, so Builtin must not change its vectors without it.
func TestBuiltinGolden(t *testing.T) {
	const path = "testdata/builtin.golden.json"
	e := embed.Builtin{}
	texts := []string{resumes["welder"], "Python and Go backend engineer; Kubernetes, AWS.", "Registered nurse, MICU"}
	got := golden{Model: e.Model(), Texts: texts, Vectors: mustEmbed(t, e, texts...)}
	if *update {
		data, err := json.MarshalIndent(got, "", " ")
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, append(data, '\n'), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var want golden
	if err := json.Unmarshal(data, &want); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	if got.Model != want.Model {
		// The model names the taxonomy's vocabulary: a new vocabulary moves
		// the vectors, and the stored ones must be refreshed, not skipped.
		what := "Model()"
		if strings.HasPrefix(want.Model, embed.BuiltinModel+"+") {
			what = "the taxonomy's vocabulary changed: Model()"
		}
		t.Fatalf("%s = %s, was %s: refresh %s with -update", what, got.Model, want.Model, path)
	}
	if !slices.Equal(got.Texts, want.Texts) {
		t.Fatalf("the texts of %s changed: refresh it with -update", path)
	}
	for i := range texts {
		// Another architecture may fuse a multiply and an add: allow for its rounding.
		if d := maxDiff(got.Vectors[i], want.Vectors[i]); d > 1e-6 {
			t.Errorf("Embed(%.30q) moved by %g since %s was written with the same Model(): "+
				"a change to Builtin's vectors needs a new BuiltinModel (then -update)", texts[i], d, path)
		}
	}
}

// BenchmarkBuiltin embeds a 500-word resume.
func BenchmarkBuiltin(b *testing.B) {
	data, err := os.ReadFile("testdata/resume.txt")
	if err != nil {
		b.Fatal(err)
	}
	texts := []string{string(data)}
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	ctx := context.Background()
	for b.Loop() {
		if _, err := (embed.Builtin{}).Embed(ctx, texts); err != nil {
			b.Fatal(err)
		}
	}
}

func mustEmbed(t testing.TB, e embed.Embedder, texts ...string) [][]float32 {
	t.Helper()
	v, err := e.Embed(context.Background(), texts)
	if err != nil {
		t.Fatalf("Embed(%d texts) = %v", len(texts), err)
	}
	return v
}

func argmax(xs []float64) int {
	best := 0
	for i, x := range xs {
		if x > xs[best] {
			best = i
		}
	}
	return best
}

func table(names []string, xs []float64) string {
	var b strings.Builder
	for i, name := range names {
		fmt.Fprintf(&b, "%s=%.3f ", name, xs[i])
	}
	return b.String()
}

func maxDiff(a, b []float32) float64 {
	if len(a) != len(b) {
		return math.Inf(1)
	}
	var d float64
	for i := range a {
		d = max(d, math.Abs(float64(a[i])-float64(b[i])))
	}
	return d
}
