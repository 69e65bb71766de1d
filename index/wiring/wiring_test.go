package wiring_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/recruitd/recruitd/index/elastic/elastictest"
	"github.com/recruitd/recruitd/index/embed"
	"github.com/recruitd/recruitd/index/qdrant/qdranttest"
	"github.com/recruitd/recruitd/index/wiring"
)

func env(vars map[string]string) func(string) string {
	return func(k string) string { return vars[k] }
}

func TestFromEnv(t *testing.T) {
	cfg, err := wiring.FromEnv(env(map[string]string{
		"QDRANT_URL": "https://q.example.com", "QDRANT_TIMEOUT": "250ms", "QDRANT_CA_FILE": "/etc/q.pem",
		"ELASTICSEARCH_URL": "https://es:9200", "ELASTICSEARCH_USERNAME": "elastic", "ELASTICSEARCH_PASSWORD": "pw",
		"ELASTICSEARCH_CA_FINGERPRINT": "ab12", "EMBEDDING_DIMENSION": "1536", "INDEX_PREFIX": "acme",
		"OPENAI_BASE_URL": "http://localhost:11434/v1", "EMBEDDING_MODEL": "nomic-embed-text",
	}))
	if err != nil {
		t.Fatal(err)
	}
	want := wiring.Config{QdrantURL: "https://q.example.com", QdrantTimeout: 250 * time.Millisecond, QdrantCAFile: "/etc/q.pem",
		ElasticURL: "https://es:9200", ElasticUsername: "elastic", ElasticPassword: "pw", ElasticCAFingerprint: "ab12",
		ElasticTimeout: 10 * time.Second, EmbeddingDimension: 1536, IndexPrefix: "acme",
		OpenAIBaseURL: "http://localhost:11434/v1", EmbeddingModel: "nomic-embed-text"}
	if *cfg != want {
		t.Errorf("FromEnv =\n%+v\nwant\n%+v", *cfg, want)
	}
	defaults, err := wiring.FromEnv(env(nil))
	if err != nil || defaults.IndexPrefix != "recruitd" || defaults.QdrantTimeout != 10*time.Second || defaults.EmbeddingDimension != 0 {
		t.Errorf("FromEnv of nothing = %+v, %v; want the defaults", defaults, err)
	}
	for k, v := range map[string]string{"QDRANT_TIMEOUT": "soon", "ELASTICSEARCH_TIMEOUT": "-1s", "EMBEDDING_DIMENSION": "large"} {
		if _, err := wiring.FromEnv(env(map[string]string{k: v})); err == nil || !strings.Contains(err.Error(), k) {
			t.Errorf("FromEnv with %s=%q = %v, want an error naming it", k, v, err)
		}
	}
}

// embeddingServer answers embeddings of dim numbers and counts its requests.
func embeddingServer(t *testing.T, dim int) (string, *int) {
	n := new(int)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		*n++
		var req struct{ Input []string }
		_ = json.NewDecoder(r.Body).Decode(&req)
		data := []map[string]any{}
		for i := range req.Input {
			v := make([]float32, dim)
			v[i%dim] = 1
			data = append(data, map[string]any{"object": "embedding", "index": i, "embedding": v})
		}
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(map[string]any{"object": "list", "data": data, "model": "m"})
	}))
	t.Cleanup(srv.Close)
	return srv.URL + "/v1", n
}

// TestOpenLearnsTheDimension checks the wiring serve runs: an OpenAI-compatible embedder
// whose dimension is learnt with one probe (or taken from EMBEDDING_DIMENSION without
// asking), and collections made at it, never at 0.
func TestOpenLearnsTheDimension(t *testing.T) {
	url, requests := embeddingServer(t, 24)
	for _, tc := range []struct {
		name      string
		known     int
		wantAsked int
	}{{"learnt", 0, 1}, {"configured", 24, 0}} {
		t.Run(tc.name, func(t *testing.T) {
			*requests = 0
			q, es := qdranttest.Start(t), elastictest.Start(t)
			cfg := &wiring.Config{OpenAIBaseURL: url, OpenAIAPIKey: "k", EmbeddingModel: "m", EmbeddingDimension: tc.known,
				QdrantURL: q.URL, ElasticURL: es.URL, IndexPrefix: "recruitd"}
			emb, err := wiring.Embedder(cfg)
			if err != nil {
				t.Fatal(err)
			}
			if _, ok := emb.(*embed.OpenAI); !ok {
				t.Fatalf("Embedder = %T, want the OpenAI-compatible one", emb)
			}
			dim, err := wiring.Dimension(context.Background(), emb)
			if err != nil || dim != 24 || *requests != tc.wantAsked {
				t.Fatalf("Dimension = %d, %v after %d requests; want 24 after %d", dim, err, *requests, tc.wantAsked)
			}
			ixs, err := wiring.Open(t.Context(), cfg, dim, wiring.Serve)
			if err != nil {
				t.Fatal(err)
			}
			defer ixs.Close()
			size := q.Collection("recruitd_job").Info.GetConfig().GetParams().GetVectorsConfig().GetParamsMap().GetMap()["dense"].GetSize()
			if size != 24 || ixs.Elastic == nil || ixs.Embedded != nil {
				t.Errorf("collections of %d dimensions, Elasticsearch %v, embedded %v; want 24, Qdrant and Elasticsearch", size, ixs.Elastic != nil, ixs.Embedded != nil)
			}
		})
	}

	// Without a model, the built-in embedder, whose dimension needs no request.
	emb, err := wiring.Embedder(&wiring.Config{OpenAIBaseURL: url})
	if dim, _ := wiring.Dimension(context.Background(), emb); err != nil || dim != embed.BuiltinDimension {
		t.Errorf("Embedder without a model = %v (dimension %d), %v; want the built-in one", emb, dim, err)
	}
	// An endpoint that cannot answer stops the start, saying how to start without asking it.
	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond) // rather than its retries
	defer cancel()
	_, err = wiring.Dimension(ctx, must(wiring.Embedder(&wiring.Config{OpenAIBaseURL: "http://127.0.0.1:1/v1", EmbeddingModel: "m"})))
	if err == nil || !strings.Contains(err.Error(), "EMBEDDING_DIMENSION") {
		t.Errorf("Dimension of an endpoint that is down = %v, want the way around it", err)
	}
}

func must(e embed.Embedder, err error) embed.Embedder {
	if err != nil {
		panic(err)
	}
	return e
}
