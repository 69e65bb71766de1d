// Package embed owns the embedders: what turns the text of a candidate, a job or
// a query into the vector that the index searches by cosine similarity. Builtin
// needs no weights, no network and no GPU, and is what recruitd runs on by
// default; OpenAI calls any OpenAI-compatible /embeddings endpoint (OpenAI,
// vLLM, Ollama, llama.cpp server).
//
// Vectors from different models cannot be compared, so every stored embedding
// records the Model that made it and the Fingerprint of the text it was made
// from. Switching models, or changing what a model computes, needs
// `recruitd reindex`.
package embed

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"math"
)

// Embedder turns texts into vectors.
type Embedder interface {
	// Model identifies the vectors this embedder makes: two embedders with the
	// same Model give the same text (nearly) the same vector. It is stored with
	// every embedding, so that a stored one is reused only by the model that
	// made it.
	Model() string
	// Dimension is the length of every vector Embed returns, or 0 while it is
	// not known yet (OpenAI learns it from the endpoint's first answer).
	Dimension() int
	// Embed returns one vector per text, in the order of texts, each of
	// Dimension entries and of unit length (L2-normalised), so that a dot
	// product is a cosine similarity. A text with nothing to embed (empty or
	// blank, and for Builtin also one of only numbers, punctuation or stop
	// words) gets the zero vector, which has no direction: it scores 0
	// against anything, and an index refuses it.
	//
	// Embed returns ctx's error when ctx ends first. An embedder that calls a
	// service fails with a *recruitd.Error of code recruitd.Unavailable when
	// the service cannot be reached or keeps failing; any other error is
	// internal (a misconfiguration, such as a model of another dimension).
	Embed(ctx context.Context, texts []string) ([][]float32, error)
}

// Fingerprint returns the key a stored embedding of text by model is found
// under: the hex SHA-256 of the model's name and the text. An embedding whose
// fingerprint still matches was made from the same text by the same model, so
// it need not be made again.
func Fingerprint(model, text string) string {
	h := sha256.New()
	h.Write([]byte(model))
	h.Write([]byte{0}) // no model name holds a NUL, so ("ab", "c") and ("a", "bc") differ
	h.Write([]byte(text))
	return hex.EncodeToString(h.Sum(nil))
}

// normalize scales v to unit length in place; the zero vector stays zero.
func normalize(v []float32) {
	var sum float64
	for _, x := range v {
		sum += float64(x) * float64(x)
	}
	if sum == 0 {
		return
	}
	inv := 1 / math.Sqrt(sum)
	for i, x := range v {
		v[i] = float32(float64(x) * inv)
	}
}
