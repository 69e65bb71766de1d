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
	"errors"
	"fmt"
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
	// not known yet (OpenAI learns it from the endpoint's first answer, unless
	// configured; Probe makes it known).
	Dimension() int
	// Embed returns one vector per text, in the order of texts, each of
	// Dimension entries and of unit length (L2-normalised), so that a dot
	// product is a cosine similarity. A text with nothing to embed (empty or
	// blank, and for Builtin also one of only numbers, punctuation or stop
	// words) gets no vector (nil): a record without text is indexed without
	// one, found by its filters and ranked after the records that have one.
	//
	// Embed returns ctx's error when ctx ends first. An embedder that calls a
	// service fails with a *recruitd.Error of code recruitd.Unavailable when
	// the service cannot be reached or keeps failing; any other error is
	// internal (a misconfiguration, such as a model of another dimension).
	Embed(ctx context.Context, texts []string) ([][]float32, error)
}

// probeText is embedded to learn an embedder's dimension.
const probeText = "registered nurse"

// Probe returns the embedder's dimension, embedding one short text to learn
// it when the embedder does not know it yet: index collections are made and
// checked with it before anything else is embedded. Errors: those of Embed,
// and an internal error when the probe's vector is empty.
func Probe(ctx context.Context, e Embedder) (int, error) {
	if dim := e.Dimension(); dim > 0 {
		return dim, nil
	}
	vectors, err := e.Embed(ctx, []string{probeText})
	if err != nil {
		return 0, fmt.Errorf("embed a probe to learn the dimension: %w", err)
	}
	if len(vectors) != 1 || len(vectors[0]) == 0 {
		return 0, errors.New("embed a probe to learn the dimension: no vector came back")
	}
	return len(vectors[0]), nil
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
