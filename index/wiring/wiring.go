// Package wiring builds what the environment configures of the index: the
// embedder, with its dimension known before anything is indexed, and the
// backends, Qdrant for vectors (else the embedded index) and Elasticsearch
// for lexical search, connected, version-checked and, for serving, with
// their collections made and checked. serve, reindex, index status and the
// contract tests all build them here, so that the tests exercise what
// production runs.
package wiring

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"strconv"
	"time"

	"github.com/recruitd/recruitd/index"
	"github.com/recruitd/recruitd/index/elastic"
	"github.com/recruitd/recruitd/index/embed"
	"github.com/recruitd/recruitd/index/embedded"
	"github.com/recruitd/recruitd/index/qdrant"
)

// Config is what the environment says of the embedder and the backends.
type Config struct {
	// The embedder: OpenAI-compatible when EmbeddingModel is set with
	// OpenAIBaseURL or OpenAIAPIKey, else the built-in one.
	OpenAIBaseURL, OpenAIAPIKey, EmbeddingModel string
	// EmbeddingDimension is the length of the model's vectors when known;
	// 0 asks the endpoint with one probe embedding at start.
	EmbeddingDimension int

	QdrantURL, QdrantAPIKey, QdrantCAFile string
	QdrantTimeout                         time.Duration

	ElasticURL, ElasticAPIKey, ElasticUsername, ElasticPassword string
	ElasticCAFile, ElasticCAFingerprint                         string
	ElasticTimeout                                              time.Duration

	// IndexPrefix starts every collection, index and alias name.
	IndexPrefix string
}

// Flags registers the settings on fs, each defaulting to its environment
// variable (read with getenv), and returns the Config that fs fills when it
// is parsed. Secrets (keys, passwords) are read from the environment only,
// so that they stay out of process listings, and so are the OpenAI settings,
// which the LLM shares; the flags' help names them all.
func Flags(fs *flag.FlagSet, getenv func(string) string) *Config {
	c := &Config{
		// The OpenAI settings are the LLM's too, which reads them from the environment.
		OpenAIBaseURL:   getenv("OPENAI_BASE_URL"),
		EmbeddingModel:  getenv("EMBEDDING_MODEL"),
		OpenAIAPIKey:    getenv("OPENAI_API_KEY"),
		QdrantAPIKey:    getenv("QDRANT_API_KEY"),
		ElasticAPIKey:   getenv("ELASTICSEARCH_API_KEY"),
		ElasticPassword: getenv("ELASTICSEARCH_PASSWORD"),
	}
	dur := func(p *time.Duration, name, env string, def time.Duration, usage string) {
		*p = def
		if d, err := time.ParseDuration(getenv(env)); err == nil && d > 0 {
			*p = d
		}
		fs.Var(durationValue{p, env, getenv(env)}, name, usage+" ("+env+")")
	}
	str := func(p *string, name, env, def, usage string) {
		v := getenv(env)
		if v == "" {
			v = def
		}
		fs.StringVar(p, name, v, usage+" ("+env+")")
	}
	if n, err := strconv.Atoi(getenv("EMBEDDING_DIMENSION")); err == nil && n > 0 {
		c.EmbeddingDimension = n
	}
	fs.Var(intValue{&c.EmbeddingDimension, getenv("EMBEDDING_DIMENSION")}, "embedding-dimension",
		"length of the vectors of EMBEDDING_MODEL, served at OPENAI_BASE_URL (key OPENAI_API_KEY); 0: learnt with one probe embedding at start (EMBEDDING_DIMENSION)")
	str(&c.QdrantURL, "qdrant-url", "QDRANT_URL", "", "Qdrant for vectors, http(s)://host:port; the REST port 6333 is taken as the gRPC port 6334; QDRANT_API_KEY is its key. Unset: the embedded index")
	str(&c.QdrantCAFile, "qdrant-ca-file", "QDRANT_CA_FILE", "", "PEM file of the CA that signed Qdrant's certificate (https only)")
	dur(&c.QdrantTimeout, "qdrant-timeout", "QDRANT_TIMEOUT", qdrant.DefaultTimeout, "deadline of each Qdrant call; one that runs out is unavailable (503)")
	str(&c.ElasticURL, "elasticsearch-url", "ELASTICSEARCH_URL", "", "Elasticsearch 8 for lexical search, fused with the vectors; ELASTICSEARCH_API_KEY, or ELASTICSEARCH_USERNAME with ELASTICSEARCH_PASSWORD, authenticate. Unset: none")
	str(&c.ElasticUsername, "elasticsearch-username", "ELASTICSEARCH_USERNAME", "", "Elasticsearch basic-auth user (the password is ELASTICSEARCH_PASSWORD)")
	str(&c.ElasticCAFile, "elasticsearch-ca-file", "ELASTICSEARCH_CA_FILE", "", "PEM file of the CA that signed Elasticsearch's certificate, e.g. config/certs/http_ca.crt")
	str(&c.ElasticCAFingerprint, "elasticsearch-ca-fingerprint", "ELASTICSEARCH_CA_FINGERPRINT", "", "SHA-256 fingerprint (hex) of Elasticsearch's CA certificate, as it prints on first start")
	dur(&c.ElasticTimeout, "elasticsearch-timeout", "ELASTICSEARCH_TIMEOUT", elastic.DefaultTimeout, "deadline of each Elasticsearch call; one that runs out is unavailable (503)")
	str(&c.IndexPrefix, "index-prefix", "INDEX_PREFIX", qdrant.DefaultPrefix, "start of every Qdrant collection and Elasticsearch index name: <prefix>_<kind>_v<N>, reached through the alias <prefix>_<kind>")
	return c
}

// FromEnv is the Config the environment alone sets, as Flags gives it
// before any flag is parsed. A value that does not parse is an error.
func FromEnv(getenv func(string) string) (*Config, error) {
	fs := flag.NewFlagSet("env", flag.ContinueOnError)
	c := Flags(fs, getenv)
	var bad []error
	fs.VisitAll(func(f *flag.Flag) {
		if v, ok := f.Value.(interface{ envError() error }); ok && v.envError() != nil {
			bad = append(bad, v.envError())
		}
	})
	return c, errors.Join(bad...)
}

// intValue is an int flag whose default is an environment value.
type intValue struct {
	p   *int
	env string
}

func (v intValue) String() string {
	if v.p == nil {
		return ""
	}
	return strconv.Itoa(*v.p)
}

func (v intValue) Set(s string) error {
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 {
		return fmt.Errorf("%q is not a dimension", s)
	}
	*v.p = n
	return nil
}

func (v intValue) envError() error {
	if v.env == "" {
		return nil
	}
	if err := v.Set(v.env); err != nil {
		return fmt.Errorf("EMBEDDING_DIMENSION: %w", err)
	}
	return nil
}

// durationValue is a duration flag whose default is the value of the
// environment variable name.
type durationValue struct {
	p     *time.Duration
	name  string
	value string
}

func (v durationValue) String() string {
	if v.p == nil {
		return ""
	}
	return v.p.String()
}

func (v durationValue) Set(s string) error {
	d, err := time.ParseDuration(s)
	if err != nil || d <= 0 {
		return fmt.Errorf("%q is not a positive duration such as 10s", s)
	}
	*v.p = d
	return nil
}

func (v durationValue) envError() error {
	if v.value == "" {
		return nil
	}
	if err := v.Set(v.value); err != nil {
		return fmt.Errorf("%s: %w", v.name, err)
	}
	return nil
}

// Embedder is the configured embedder: the OpenAI-compatible one when
// EmbeddingModel is set with OpenAIBaseURL or OpenAIAPIKey, else the
// built-in one.
func Embedder(cfg *Config) (embed.Embedder, error) {
	if cfg.EmbeddingModel == "" || (cfg.OpenAIBaseURL == "" && cfg.OpenAIAPIKey == "") {
		return embed.Builtin{}, nil
	}
	e, err := embed.NewOpenAI(embed.OpenAIConfig{BaseURL: cfg.OpenAIBaseURL, APIKey: cfg.OpenAIAPIKey,
		Model: cfg.EmbeddingModel, KnownDimension: cfg.EmbeddingDimension})
	if err != nil {
		return nil, fmt.Errorf("EMBEDDING_MODEL: %w", err)
	}
	return e, nil
}

// Dimension is the embedder's dimension, learnt with one probe embedding
// when neither the embedder nor EMBEDDING_DIMENSION says it.
func Dimension(ctx context.Context, e embed.Embedder) (int, error) {
	dim, err := embed.Probe(ctx, e)
	if err != nil {
		return 0, fmt.Errorf("embedder %s: %w (set EMBEDDING_DIMENSION to start without asking it)", e.Model(), err)
	}
	return dim, nil
}

// Indexes are the backends a process indexes into and searches.
type Indexes struct {
	// Qdrant holds the vectors when QDRANT_URL is set; else Embedded does.
	Qdrant   *qdrant.Client
	Embedded *embedded.Index
	// Elastic is the lexical index when ELASTICSEARCH_URL is set, else nil.
	Elastic *elastic.Client
}

// Mode says what a process does with the remote backends.
type Mode int

const (
	// Serve makes every kind's first collection and alias where missing,
	// and checks the ones that exist against the embedder: a mismatch stops
	// the start with what to do.
	Serve Mode = iota
	// Rebuild connects and checks versions only: a rebuild makes its own
	// collections, and the live ones may be of the embedder being replaced.
	Rebuild
)

// Open builds the configured backends for an embedder of dimension dim:
// Qdrant (fusing its own lexical search when Elasticsearch is not
// configured) or else a new embedded index, and Elasticsearch when
// configured. Errors: unavailable when a server cannot be reached; internal
// for a bad configuration, an unsupported server version or, serving,
// collections made for another embedder.
func Open(ctx context.Context, cfg *Config, dim int, mode Mode) (*Indexes, error) {
	ix := &Indexes{}
	if cfg.QdrantURL != "" {
		q, err := qdrant.New(ctx, qdrant.Config{URL: cfg.QdrantURL, APIKey: cfg.QdrantAPIKey, CAFile: cfg.QdrantCAFile,
			Dimension: dim, Prefix: cfg.IndexPrefix, Lexical: cfg.ElasticURL == "", Timeout: cfg.QdrantTimeout})
		if err != nil {
			return nil, err
		}
		ix.Qdrant = q
		if mode == Serve {
			if err := q.Ensure(ctx); err != nil {
				ix.Close()
				return nil, err
			}
		}
	} else {
		ix.Embedded = embedded.New()
	}
	if cfg.ElasticURL != "" {
		e, err := elastic.New(ctx, elastic.Config{URL: cfg.ElasticURL, APIKey: cfg.ElasticAPIKey,
			Username: cfg.ElasticUsername, Password: cfg.ElasticPassword, CAFile: cfg.ElasticCAFile,
			CAFingerprint: cfg.ElasticCAFingerprint, Prefix: cfg.IndexPrefix, Timeout: cfg.ElasticTimeout})
		if err == nil && mode == Serve {
			err = e.Ensure(ctx)
		}
		if err != nil {
			ix.Close()
			return nil, err
		}
		ix.Elastic = e
	}
	return ix, nil
}

// Vectors is the vector backend: Qdrant, or the embedded index.
func (ix *Indexes) Vectors() VectorIndex {
	if ix.Qdrant != nil {
		return ix.Qdrant
	}
	return ix.Embedded
}

// VectorIndex is what serve needs of the vector backend.
type VectorIndex interface {
	index.Backend
	Search(ctx context.Context, q index.Query) ([]index.Hit, error)
}

// Versioned returns the persistent backend a rebuild names: "qdrant" or
// "elastic"; an error when it is not configured.
func (ix *Indexes) Versioned(name string) (index.Versioned, error) {
	switch {
	case name == "qdrant" && ix.Qdrant != nil:
		return ix.Qdrant, nil
	case name == "elastic" && ix.Elastic != nil:
		return ix.Elastic, nil
	case name == "qdrant":
		return nil, errors.New("qdrant is not configured: set QDRANT_URL")
	case name == "elastic":
		return nil, errors.New("elastic is not configured: set ELASTICSEARCH_URL")
	}
	return nil, fmt.Errorf("unknown backend %q: want qdrant or elastic", name)
}

// Close closes the connections.
func (ix *Indexes) Close() {
	if ix.Qdrant != nil {
		_ = ix.Qdrant.Close()
	}
}
