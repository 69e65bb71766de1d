package embed_test

import (
	"context"
	"errors"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/recruitd/recruitd/index/embed"
)

// contractTexts are the texts the contract embeds: recruiting texts long and
// short, and blanks, which get no vector from any embedder.
var contractTexts = []string{
	resumes["icu-rn"],
	jobs["icu-rn"],
	jobs["software"],
	"",
	"MICU RN, BLS, ACLS",
	" \n\t",
	"Welder",
}

// testContract checks what every Embedder promises. tolerance is how far two
// embeddings of one text may be apart (1 - their cosine): 0 for an embedder
// that must repeat itself bit for bit, more for a model served on a GPU, which
// computes a batch differently from a single text.
func testContract(t *testing.T, e embed.Embedder, tolerance float64) {
	t.Helper()
	ctx := context.Background()
	batch, err := e.Embed(ctx, contractTexts)
	if err != nil {
		t.Fatalf("Embed(%d texts) = %v", len(contractTexts), err)
	}
	if len(batch) != len(contractTexts) {
		t.Fatalf("Embed(%d texts) returned %d vectors", len(contractTexts), len(batch))
	}

	t.Run("model", func(t *testing.T) {
		if e.Model() == "" {
			t.Error("Model() is empty")
		}
	})
	t.Run("dimension and norm", func(t *testing.T) {
		dim := e.Dimension()
		if dim <= 0 {
			t.Fatalf("Dimension() = %d after Embed, want > 0", dim)
		}
		for i, v := range batch {
			if strings.TrimSpace(contractTexts[i]) == "" {
				if v != nil {
					t.Errorf("Embed(%q) = %d entries, want no vector", contractTexts[i], len(v))
				}
				continue
			}
			if len(v) != dim {
				t.Errorf("len(Embed(%.20q)) = %d, want Dimension() = %d", contractTexts[i], len(v), dim)
			}
			if got := norm(v); math.Abs(got-1) > 1e-5 {
				t.Errorf("|Embed(%.20q)| = %v, want 1", contractTexts[i], got)
			}
		}
	})
	t.Run("deterministic", func(t *testing.T) {
		again, err := e.Embed(ctx, contractTexts)
		if err != nil {
			t.Fatalf("Embed again = %v", err)
		}
		for i := range batch {
			if !same(batch[i], again[i], tolerance) {
				t.Errorf("Embed(%.20q) differs from its first embedding: cosine %v", contractTexts[i], dot(batch[i], again[i]))
			}
		}
	})
	t.Run("batch equals singles", func(t *testing.T) {
		for i, text := range contractTexts {
			single, err := e.Embed(ctx, []string{text})
			if err != nil {
				t.Fatalf("Embed(%.20q) = %v", text, err)
			}
			if len(single) != 1 || !same(batch[i], single[0], tolerance) {
				t.Errorf("Embed(%.20q) alone differs from it in a batch", text)
			}
		}
	})
	t.Run("no texts", func(t *testing.T) {
		got, err := e.Embed(ctx, nil)
		if err != nil || len(got) != 0 {
			t.Errorf("Embed(nil) = %d vectors, %v; want none, nil", len(got), err)
		}
	})
	t.Run("canceled", func(t *testing.T) {
		ctx, cancel := context.WithCancel(ctx)
		cancel()
		if _, err := e.Embed(ctx, contractTexts); !errors.Is(err, context.Canceled) {
			t.Errorf("Embed(canceled) = %v, want context.Canceled", err)
		}
	})
	t.Run("related", func(t *testing.T) {
		resume, nurse, engineer := batch[0], batch[1], batch[2]
		if got, other := dot(resume, nurse), dot(resume, engineer); got <= other {
			t.Errorf("ICU resume to ICU job = %.3f, want above its %.3f to a software job", got, other)
		}
	})
}

// same reports whether a and b are the same vector, up to tolerance.
func same(a, b []float32, tolerance float64) bool {
	if tolerance == 0 || norm(a) == 0 || norm(b) == 0 {
		return slices.Equal(a, b)
	}
	return len(a) == len(b) && 1-dot(a, b) <= tolerance
}

// dot is the dot product: for unit vectors, their cosine similarity.
func dot(a, b []float32) float64 {
	var dot float64
	for i := range a {
		dot += float64(a[i]) * float64(b[i])
	}
	return dot
}

func norm(v []float32) float64 {
	return math.Sqrt(dot(v, v))
}
