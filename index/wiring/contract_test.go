package wiring_test

import (
	"os"
	"testing"

	"github.com/recruitd/recruitd/index/indextest"
	"github.com/recruitd/recruitd/index/wiring"
	"github.com/recruitd/recruitd/internal/pgtest"
	"github.com/recruitd/recruitd/records"
)

func TestMain(m *testing.M) { pgtest.Main(m) }

// sets are the shapes of deployment the contract runs on, each as serve builds it from the
// environment: the embedded index always; Qdrant alone (it fuses text itself),
// Elasticsearch beside the embedded index, and both, when QDRANT_URL and ELASTICSEARCH_URL
// name live servers (QDRANT_API_KEY, ELASTICSEARCH_USERNAME... as serve reads them).
func sets(t *testing.T) map[string]wiring.Config {
	env, err := wiring.FromEnv(os.Getenv)
	if err != nil {
		t.Fatalf("the environment: %v", err)
	}
	onlyQdrant, onlyElastic, none := *env, *env, *env
	onlyQdrant.ElasticURL, onlyElastic.QdrantURL = "", ""
	none.QdrantURL, none.ElasticURL = "", ""
	out := map[string]wiring.Config{"embedded": none, "qdrant": onlyQdrant, "elasticsearch": onlyElastic, "qdrant+elasticsearch": *env}
	return out
}

// skipUnset skips a set whose servers the environment does not name.
func skipUnset(t *testing.T, name string, cfg wiring.Config) {
	switch {
	case name != "embedded" && name != "elasticsearch" && cfg.QdrantURL == "":
		t.Skip("QDRANT_URL not set: the Qdrant contract needs a live server (docker compose up qdrant; QDRANT_URL=http://localhost:6334)")
	case name != "embedded" && name != "qdrant" && cfg.ElasticURL == "":
		t.Skip("ELASTICSEARCH_URL not set: the Elasticsearch contract needs a live cluster (docker compose up elasticsearch; ELASTICSEARCH_URL=http://localhost:9200)")
	}
}

func TestContract(t *testing.T) {
	for name, cfg := range sets(t) {
		t.Run(name, func(t *testing.T) {
			skipUnset(t, name, cfg)
			indextest.Run(t, indextest.Wiring(cfg), indextest.Options{})
		})
	}
}

func TestRetrievalContract(t *testing.T) {
	for name, cfg := range sets(t) {
		t.Run(name, func(t *testing.T) {
			skipUnset(t, name, cfg)
			indextest.RunRetrieval(t, records.NewStore(pgtest.New(t)), cfg)
		})
	}
}
