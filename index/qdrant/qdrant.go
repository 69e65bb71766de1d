// Package qdrant is the index backend on a Qdrant server: one collection per
// kind of document, each point a record with a dense vector for cosine
// search, a sparse vector of the record's words for lexical search (weighted
// by IDF on the server), and a payload of its location, keyword fields and
// numeric fields, each with a payload index so that filtered searches stay
// fast.
package qdrant

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"slices"
	"strconv"

	"github.com/qdrant/go-client/qdrant"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/index"
	"github.com/recruitd/recruitd/retrieval"
)

var (
	_ index.Backend   = (*Client)(nil)
	_ retrieval.Index = (*Client)(nil)
)

// DefaultPrefix starts the name of every collection unless Config says otherwise.
const DefaultPrefix = "recruitd_"

// Config says where the server is and how the collections are made.
type Config struct {
	// URL is the gRPC endpoint, e.g. http://localhost:6334; https uses TLS.
	// A URL without a port means 6334.
	URL string
	// APIKey is sent with every request when set (Qdrant Cloud, or a server
	// with service.api_key); use https with it.
	APIKey string
	// Dimension is the length of every document's vector. Collections are made
	// with it; an existing collection of another dimension is an error, and
	// changing the embedder's dimension needs `recruitd reindex` into new
	// collections.
	Dimension int
	// Prefix starts the collection names (Prefix + kind); empty means
	// DefaultPrefix.
	Prefix string
	// Lexical fuses, for queries with Text, the dense results with a lexical
	// search of the sparse vectors (reciprocal rank fusion on the server).
	// Leave it off when another lexical index (Elasticsearch) is fused by
	// retrieval. Sparse vectors are written either way, so turning it on needs
	// no reindex.
	Lexical bool
}

// Client is a Qdrant index. It implements index.Backend and retrieval.Index.
type Client struct {
	qc      *qdrant.Client
	dim     int
	prefix  string
	lexical bool
}

// New connects to Qdrant and makes the collection of every kind, with its
// payload indexes, where they are missing. Errors: unavailable when the
// server cannot be reached.
func New(ctx context.Context, cfg Config) (*Client, error) {
	if cfg.Dimension <= 0 {
		return nil, fmt.Errorf("qdrant: dimension %d: want a positive vector length", cfg.Dimension)
	}
	qcfg, err := clientConfig(cfg)
	if err != nil {
		return nil, err
	}
	qc, err := qdrant.NewClient(qcfg)
	if err != nil {
		return nil, fmt.Errorf("qdrant: %w", err)
	}
	c := &Client{qc: qc, dim: cfg.Dimension, prefix: cfg.Prefix, lexical: cfg.Lexical}
	if c.prefix == "" {
		c.prefix = DefaultPrefix
	}
	for _, kind := range kinds {
		if err := c.ensure(ctx, c.collection(kind)); err != nil {
			_ = qc.Close()
			return nil, err
		}
	}
	return c, nil
}

// clientConfig turns a URL into the go-client's settings.
func clientConfig(cfg Config) (*qdrant.Config, error) {
	u, err := url.Parse(cfg.URL)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Hostname() == "" {
		return nil, fmt.Errorf("qdrant: URL %q: want http://host:port or https://host:port (gRPC)", cfg.URL)
	}
	port := 6334
	if p := u.Port(); p != "" {
		if port, err = strconv.Atoi(p); err != nil {
			return nil, fmt.Errorf("qdrant: URL %q: bad port", cfg.URL)
		}
	}
	return &qdrant.Config{
		Host:   u.Hostname(),
		Port:   port,
		APIKey: cfg.APIKey,
		UseTLS: u.Scheme == "https",
		// The version check logs through slog and costs a round trip; the
		// collections made next fail clearly on an incompatible server.
		SkipCompatibilityCheck: true,
	}, nil
}

// kinds are the kinds of document, one collection each.
var kinds = []index.Kind{index.Candidates, index.Jobs}

// collection names the collection of a kind.
func (c *Client) collection(kind index.Kind) string { return c.prefix + string(kind) }

// checked returns the collection of a known kind.
func (c *Client) checked(kind index.Kind) (string, error) {
	if !slices.Contains(kinds, kind) {
		return "", fmt.Errorf("qdrant: unknown kind %q", kind)
	}
	return c.collection(kind), nil
}

// ensure makes a collection when it is missing, checks its dimension, and
// adds the payload indexes it lacks (an earlier run may have stopped half
// way, or a release may have added a field).
func (c *Client) ensure(ctx context.Context, name string) error {
	exists, err := c.qc.CollectionExists(ctx, name)
	if err != nil {
		return wrap(ctx, "collection exists "+name, err)
	}
	if !exists {
		if err := c.qc.CreateCollection(ctx, createCollection(name, c.dim)); err != nil {
			// Another process may have made it meanwhile.
			if again, _ := c.qc.CollectionExists(ctx, name); !again {
				return wrap(ctx, "create collection "+name, err)
			}
		}
	}
	info, err := c.qc.GetCollectionInfo(ctx, name)
	if err != nil {
		return wrap(ctx, "collection info "+name, err)
	}
	if err := checkDimension(name, info, c.dim); err != nil {
		return err
	}
	for _, req := range missingIndexes(name, info.GetPayloadSchema()) {
		if _, err := c.qc.CreateFieldIndex(ctx, req); err != nil {
			return wrap(ctx, "create index "+name+"."+req.GetFieldName(), err)
		}
	}
	return nil
}

// Close closes the connections.
func (c *Client) Close() error { return c.qc.Close() }

// Name identifies the backend in cursors and status output.
func (c *Client) Name() string { return "qdrant" }

// upsertBatch bounds the points of one request (a few hundred kilobytes of
// vectors and payload).
const upsertBatch = 256

// Upsert writes documents, replacing those with the same ids, and returns
// when the server has applied them. Ids must not be negative and vectors must
// have the configured dimension. Errors: unavailable.
func (c *Client) Upsert(ctx context.Context, kind index.Kind, docs []index.Document) ([]index.Rejection, error) {
	name, err := c.checked(kind)
	if err != nil {
		return nil, err
	}
	points, err := pointStructs(docs, c.dim)
	if err != nil {
		return nil, fmt.Errorf("qdrant upsert %s: %w", kind, err)
	}
	for batch := range slices.Chunk(points, upsertBatch) {
		_, err := c.qc.Upsert(ctx, &qdrant.UpsertPoints{CollectionName: name, Wait: qdrant.PtrOf(true), Points: batch})
		if err != nil {
			return nil, wrap(ctx, fmt.Sprintf("upsert %d points into %s", len(batch), name), err)
		}
	}
	return nil, nil
}

// Delete removes documents by id; unknown ids are no error. Errors:
// unavailable.
func (c *Client) Delete(ctx context.Context, kind index.Kind, ids []int64) error {
	name, err := c.checked(kind)
	if err != nil || len(ids) == 0 {
		return err
	}
	pids, err := pointIDs(ids)
	if err != nil {
		return fmt.Errorf("qdrant delete %s: %w", kind, err)
	}
	_, err = c.qc.Delete(ctx, &qdrant.DeletePoints{CollectionName: name, Wait: qdrant.PtrOf(true), Points: qdrant.NewPointsSelectorIDs(pids)})
	return wrap(ctx, fmt.Sprintf("delete %d points from %s", len(ids), name), err)
}

// Count returns the exact number of documents of a kind. Errors: unavailable.
func (c *Client) Count(ctx context.Context, kind index.Kind) (int, error) {
	name, err := c.checked(kind)
	if err != nil {
		return 0, err
	}
	n, err := c.qc.Count(ctx, &qdrant.CountPoints{CollectionName: name, Exact: qdrant.PtrOf(true)})
	if err != nil {
		return 0, wrap(ctx, "count "+name, err)
	}
	return int(n), nil
}

// Search returns the q.K documents nearest q.Vector that pass q.Filter, best
// first. Score is the cosine similarity with q.Vector. With Config.Lexical
// and q.Text, the order is that of the reciprocal rank fusion of the dense
// and the lexical results, and Score is still each hit's cosine (computed
// here from its stored vector), so that it means the same in every mode.
// Errors: unavailable.
func (c *Client) Search(ctx context.Context, q index.Query) ([]index.Hit, error) {
	name, err := c.checked(q.Kind)
	if err != nil || q.K <= 0 {
		return nil, err
	}
	if len(q.Vector) != c.dim {
		return nil, fmt.Errorf("qdrant search %s: query vector of %d dimensions, want %d", q.Kind, len(q.Vector), c.dim)
	}
	req := queryPoints(name, q, c.lexical)
	points, err := c.qc.Query(ctx, req)
	if err != nil {
		return nil, wrap(ctx, "query "+name, err)
	}
	return hits(points, q, req.GetPrefetch() != nil), nil
}

// Drop deletes the collections of every kind, for tests and for rebuilding
// from scratch; a later New makes them again. Missing collections are no
// error.
func (c *Client) Drop(ctx context.Context) error {
	for _, kind := range kinds {
		// Not qc.DeleteCollection: it fails when there was nothing to delete.
		req := &qdrant.DeleteCollection{CollectionName: c.collection(kind)}
		if _, err := c.qc.GetCollectionsClient().Delete(ctx, req); err != nil {
			return wrap(ctx, "delete collection "+req.GetCollectionName(), err)
		}
	}
	return nil
}

// wrap adds what was being done to a server error, and marks as unavailable
// the errors that mean the server is down, overwhelmed, too slow for the
// caller's deadline or failed itself (what HTTP says with 5xx and 429): those
// are worth a retry, the others (a bad request) are internal errors. A
// request the caller canceled is neither.
func wrap(ctx context.Context, op string, err error) error {
	if err == nil {
		return nil
	}
	if !errors.Is(ctx.Err(), context.Canceled) && unavailable(status.Code(err)) {
		return fmt.Errorf("qdrant %s: %w: %w", op, errUnavailable, err)
	}
	return fmt.Errorf("qdrant %s: %w", op, err)
}

var errUnavailable = recruitd.Errorf(recruitd.Unavailable, "the vector index (Qdrant) is unavailable")

func unavailable(code codes.Code) bool {
	switch code {
	case codes.Unavailable, codes.DeadlineExceeded, codes.ResourceExhausted, codes.Aborted, codes.Internal:
		return true
	}
	return false
}
