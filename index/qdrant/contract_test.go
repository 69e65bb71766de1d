package qdrant_test

import (
	"context"
	"crypto/rand"
	"fmt"
	"os"
	"testing"
	"time"

	"github.com/recruitd/recruitd/index/indextest"
	"github.com/recruitd/recruitd/index/qdrant"
)

var _ indextest.Backend = (*qdrant.Client)(nil)

// TestContract runs the shared index contract against the server at
// QDRANT_URL (gRPC, e.g. http://localhost:6334; QDRANT_API_KEY if it needs
// one), each case in collections of its own that are deleted afterwards.
func TestContract(t *testing.T) {
	url := os.Getenv("QDRANT_URL")
	if url == "" {
		t.Skip("QDRANT_URL not set: the Qdrant contract suite needs a live server")
	}
	const dim = 384
	indextest.Run(t, func(t *testing.T) indextest.Backend {
		c, err := qdrant.New(t.Context(), qdrant.Config{
			URL:       url,
			APIKey:    os.Getenv("QDRANT_API_KEY"),
			Dimension: dim,
			Prefix:    fmt.Sprintf("recruitd_test_%s_", rand.Text()[:10]),
		})
		if err != nil {
			t.Fatalf("New = %v", err)
		}
		t.Cleanup(func() {
			// t.Context is canceled by the time cleanups run.
			ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
			defer cancel()
			if err := c.Drop(ctx); err != nil {
				t.Errorf("Drop = %v", err)
			}
			_ = c.Close()
		})
		return c
	}, indextest.Options{Dim: dim}) // HNSW is approximate: held to the suite's recall
}
