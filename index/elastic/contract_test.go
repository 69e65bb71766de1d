package elastic_test

import (
	"context"
	"crypto/rand"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/recruitd/recruitd/index"
	"github.com/recruitd/recruitd/index/elastic"
	"github.com/recruitd/recruitd/index/indextest"
)

// refreshed refreshes after every write: the contract searches right after
// writing, and a refresh is far quicker than waiting for one (wait_for).
type refreshed struct{ *elastic.Client }

func (r refreshed) Upsert(ctx context.Context, kind index.Kind, docs []index.Document) ([]index.Rejection, error) {
	rejected, err := r.Client.Upsert(ctx, kind, docs)
	if err != nil {
		return rejected, err
	}
	return rejected, r.Refresh(ctx)
}

func (r refreshed) Delete(ctx context.Context, kind index.Kind, ids []int64) error {
	if err := r.Client.Delete(ctx, kind, ids); err != nil {
		return err
	}
	return r.Refresh(ctx)
}

// TestContract runs the shared index contract, through kNN queries, against
// the cluster at ELASTICSEARCH_URL (ELASTICSEARCH_API_KEY, or
// ELASTICSEARCH_USERNAME and ELASTICSEARCH_PASSWORD, if it needs them), each
// case in indices of its own that are deleted afterwards.
func TestContract(t *testing.T) {
	url := os.Getenv("ELASTICSEARCH_URL")
	if url == "" {
		t.Skip("ELASTICSEARCH_URL not set: the Elasticsearch contract suite needs a live server")
	}
	const dim = 384
	indextest.Run(t, func(t *testing.T) indextest.Backend {
		c, err := elastic.New(elastic.Config{
			URL:       url,
			APIKey:    os.Getenv("ELASTICSEARCH_API_KEY"),
			Username:  os.Getenv("ELASTICSEARCH_USERNAME"),
			Password:  os.Getenv("ELASTICSEARCH_PASSWORD"),
			Dimension: dim,
			Prefix:    fmt.Sprintf("recruitd_test_%s_", strings.ToLower(rand.Text()[:10])),
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
		})
		return refreshed{c}
	}, indextest.Options{Dim: dim}) // HNSW is approximate: held to the suite's recall
}
