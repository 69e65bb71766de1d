// Package elastic is the index backend on Elasticsearch: one index per kind
// of document, mapped for lexical search of the record's text (BM25 with the
// english analyzer), geo and keyword filters, numeric ranges, and kNN on a
// dense_vector. Retrieval uses it as the lexical index whose ranking it fuses
// with the vector index's; it also answers vector queries (kNN), so it can
// stand alone.
package elastic

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"slices"
	"sync"

	"github.com/elastic/go-elasticsearch/v8"
	"github.com/elastic/go-elasticsearch/v8/esapi"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/index"
	"github.com/recruitd/recruitd/retrieval"
)

var (
	_ index.Backend   = (*Client)(nil)
	_ retrieval.Index = (*Client)(nil)
)

// DefaultPrefix starts the name of every index unless Config says otherwise.
const DefaultPrefix = "recruitd_"

// Config says where the cluster is and how the indices are made.
type Config struct {
	URL string // e.g. http://localhost:9200
	// APIKey (base64, as Elasticsearch issues it) wins over Username and
	// Password.
	APIKey             string
	Username, Password string
	// Dimension is the length of every document's vector, fixed in the
	// mapping when an index is made; changing the embedder's dimension needs
	// `recruitd reindex` into new indices.
	Dimension int
	// Prefix starts the index names (Prefix + kind); empty means
	// DefaultPrefix. Elasticsearch wants it lower-case.
	Prefix string
	// WaitForRefresh makes every write return only once a search sees it
	// (refresh=wait_for, up to the index's refresh interval, a second by
	// default). Off, writes are visible within that interval; tests call
	// Refresh instead.
	WaitForRefresh bool
}

// Client is an Elasticsearch index. It implements index.Backend and
// retrieval.Index.
type Client struct {
	es      *elasticsearch.Client
	dim     int
	prefix  string
	refresh string // the bulk API's refresh parameter

	mu   sync.Mutex
	made map[index.Kind]bool // indices known to exist
}

// New returns a client of the cluster at cfg.URL. It does not reach the
// cluster: each index is made, with its mapping, on the first write of its
// kind.
func New(cfg Config) (*Client, error) {
	if cfg.URL == "" {
		return nil, errors.New("elasticsearch: no URL")
	}
	if cfg.Dimension <= 0 {
		return nil, fmt.Errorf("elasticsearch: dimension %d: want a positive vector length", cfg.Dimension)
	}
	es, err := elasticsearch.NewClient(elasticsearch.Config{
		Addresses: []string{cfg.URL},
		APIKey:    cfg.APIKey,
		Username:  cfg.Username,
		Password:  cfg.Password,
	})
	if err != nil {
		return nil, fmt.Errorf("elasticsearch: %w", err)
	}
	c := &Client{es: es, dim: cfg.Dimension, prefix: cfg.Prefix, made: map[index.Kind]bool{}}
	if c.prefix == "" {
		c.prefix = DefaultPrefix
	}
	if cfg.WaitForRefresh {
		c.refresh = "wait_for"
	}
	return c, nil
}

// kinds are the kinds of document, one index each.
var kinds = []index.Kind{index.Candidates, index.Jobs}

// indexName names the index of a kind.
func (c *Client) indexName(kind index.Kind) string { return c.prefix + string(kind) }

// checked returns the index of a known kind.
func (c *Client) checked(kind index.Kind) (string, error) {
	if !slices.Contains(kinds, kind) {
		return "", fmt.Errorf("elasticsearch: unknown kind %q", kind)
	}
	return c.indexName(kind), nil
}

// all names the indices of every kind.
func (c *Client) all() []string {
	names := make([]string, len(kinds))
	for i, k := range kinds {
		names[i] = c.indexName(k)
	}
	return names
}

// Name identifies the backend in cursors and status output.
func (c *Client) Name() string { return "elasticsearch" }

// ensure makes the index of a kind, with its mapping, unless this client knows
// it exists. A write must never reach a missing index: Elasticsearch would
// make it with guessed mappings (text for keywords, no geo_point).
func (c *Client) ensure(ctx context.Context, kind index.Kind, name string) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.made[kind] {
		return nil
	}
	body, err := json.Marshal(mapping(c.dim))
	if err != nil {
		return err
	}
	_, err = c.call(ctx, "create index "+name, esapi.IndicesCreateRequest{Index: name, Body: bytes.NewReader(body)})
	if err != nil && !isType(err, "resource_already_exists_exception") {
		return err
	}
	c.made[kind] = true
	return nil
}

// bulkBatch bounds the documents of one bulk request: with a 384-float
// vector and up to 20,000 characters of text, a few megabytes.
const bulkBatch = 250

// Upsert indexes documents, replacing those with the same ids (within one
// call the last of an id wins: bulk applies an id's actions in order). Errors:
// unavailable.
func (c *Client) Upsert(ctx context.Context, kind index.Kind, docs []index.Document) ([]index.Rejection, error) {
	name, err := c.checked(kind)
	if err != nil || len(docs) == 0 {
		return nil, err
	}
	for batch := range slices.Chunk(docs, bulkBatch) {
		body, err := bulkIndex(name, batch, c.dim)
		if err != nil {
			return nil, fmt.Errorf("elasticsearch upsert %s: %w", kind, err)
		}
		if err := c.ensure(ctx, kind, name); err != nil {
			return nil, err
		}
		if err := c.bulk(ctx, fmt.Sprintf("index %d documents into %s", len(batch), name), body); err != nil {
			return nil, err
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
	if err := c.ensure(ctx, kind, name); err != nil {
		return err
	}
	return c.bulk(ctx, fmt.Sprintf("delete %d documents from %s", len(ids), name), bulkDelete(name, ids))
}

// bulk sends a bulk body and fails with the first item that failed.
func (c *Client) bulk(ctx context.Context, op string, body []byte) error {
	out, err := c.call(ctx, op, esapi.BulkRequest{
		Body:       bytes.NewReader(body),
		Refresh:    c.refresh,
		FilterPath: []string{"errors", "items.*._id", "items.*.status", "items.*.error"},
	})
	if err != nil {
		return err
	}
	return bulkError(op, out)
}

// Count returns the number of documents of a kind that searches see. Errors:
// unavailable.
func (c *Client) Count(ctx context.Context, kind index.Kind) (int, error) {
	name, err := c.checked(kind)
	if err != nil {
		return 0, err
	}
	out, err := c.call(ctx, "count "+name, esapi.CountRequest{Index: []string{name}})
	if isType(err, "index_not_found_exception") {
		return 0, nil
	}
	if err != nil {
		return 0, err
	}
	var res struct {
		Count int `json:"count"`
	}
	if err := json.Unmarshal(out, &res); err != nil {
		return 0, fmt.Errorf("elasticsearch count %s: %w", name, err)
	}
	return res.Count, nil
}

// Search returns the q.K best documents that pass q.Filter. With q.Text it is
// a lexical search (BM25 on the text) and Score is its BM25 relevance, which
// only ranks and does not compare with cosines; otherwise it is a kNN search
// of q.Vector and Score is the cosine similarity. Errors: unavailable.
func (c *Client) Search(ctx context.Context, q index.Query) ([]index.Hit, error) {
	name, err := c.checked(q.Kind)
	if err != nil || q.K <= 0 {
		return nil, err
	}
	if q.Text == "" && len(q.Vector) != c.dim {
		return nil, fmt.Errorf("elasticsearch search %s: no text, and a query vector of %d dimensions, want %d", q.Kind, len(q.Vector), c.dim)
	}
	body, err := json.Marshal(searchBody(q))
	if err != nil {
		return nil, err
	}
	out, err := c.call(ctx, "search "+name, esapi.SearchRequest{Index: []string{name}, Body: bytes.NewReader(body)})
	if isType(err, "index_not_found_exception") {
		return nil, nil // nothing of the kind was ever written
	}
	if err != nil {
		return nil, err
	}
	return parseHits(out, q)
}

// Refresh makes every write so far visible to searches and counts.
func (c *Client) Refresh(ctx context.Context) error {
	_, err := c.call(ctx, "refresh", esapi.IndicesRefreshRequest{Index: c.all(), IgnoreUnavailable: ptr(true)})
	return err
}

// Drop deletes the indices of every kind, for tests and for rebuilding from
// scratch; the next write makes them again.
func (c *Client) Drop(ctx context.Context) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	_, err := c.call(ctx, "delete indices", esapi.IndicesDeleteRequest{Index: c.all(), IgnoreUnavailable: ptr(true)})
	clear(c.made)
	return err
}

var errUnavailable = recruitd.Errorf(recruitd.Unavailable, "the search index (Elasticsearch) is unavailable")

// responseError is an error answer of Elasticsearch.
type responseError struct {
	Status int
	Type   string
	Reason string
}

func (e *responseError) Error() string { return fmt.Sprintf("%d %s: %s", e.Status, e.Type, e.Reason) }

// isType reports whether err is an Elasticsearch error of type typ.
func isType(err error, typ string) bool {
	var re *responseError
	return errors.As(err, &re) && re.Type == typ
}

// call performs req and returns the body of a 2xx answer. Failures to reach
// the cluster (timeouts included), 5xx answers and 429 (the cluster sheds
// load) are unavailable; other answers are a *responseError.
func (c *Client) call(ctx context.Context, op string, req esapi.Request) ([]byte, error) {
	res, err := req.Do(ctx, c.es)
	if err != nil {
		return nil, transportError(ctx, op, err)
	}
	defer res.Body.Close()
	body, err := io.ReadAll(res.Body)
	if err != nil {
		return nil, transportError(ctx, op+": read answer", err)
	}
	if res.StatusCode < 300 {
		return body, nil
	}
	re := &responseError{Status: res.StatusCode, Type: http.StatusText(res.StatusCode), Reason: string(body)}
	var answer struct {
		Error struct {
			Type   string `json:"type"`
			Reason string `json:"reason"`
		} `json:"error"`
	}
	if json.Unmarshal(body, &answer) == nil && answer.Error.Type != "" {
		re.Type, re.Reason = answer.Error.Type, answer.Error.Reason
	}
	if res.StatusCode >= 500 || res.StatusCode == http.StatusTooManyRequests {
		return nil, fmt.Errorf("elasticsearch %s: %w: %w", op, errUnavailable, re)
	}
	return nil, fmt.Errorf("elasticsearch %s: %w", op, re)
}

// transportError is a failure to exchange with the cluster: unavailable,
// unless the caller canceled the request.
func transportError(ctx context.Context, op string, err error) error {
	if errors.Is(ctx.Err(), context.Canceled) {
		return fmt.Errorf("elasticsearch %s: %w", op, err)
	}
	return fmt.Errorf("elasticsearch %s: %w: %w", op, errUnavailable, err)
}

// bulkError returns the first failed item of a bulk answer, unavailable when
// the cluster turned it away for load or failed it itself.
func bulkError(op string, body []byte) error {
	var res struct {
		Errors bool `json:"errors"`
		Items  []map[string]struct {
			ID     string `json:"_id"`
			Status int    `json:"status"`
			Error  *struct {
				Type   string `json:"type"`
				Reason string `json:"reason"`
			} `json:"error"`
		} `json:"items"`
	}
	if err := json.Unmarshal(body, &res); err != nil {
		return fmt.Errorf("elasticsearch %s: %w", op, err)
	}
	if !res.Errors {
		return nil
	}
	var failed int
	var first error
	for _, item := range res.Items {
		for _, r := range item {
			if r.Error == nil {
				continue
			}
			failed++
			if first == nil {
				re := &responseError{Status: r.Status, Type: r.Error.Type, Reason: fmt.Sprintf("document %s: %s", r.ID, r.Error.Reason)}
				first = re
				if r.Status >= 500 || r.Status == http.StatusTooManyRequests {
					first = fmt.Errorf("%w: %w", errUnavailable, re)
				}
			}
		}
	}
	if first == nil {
		return fmt.Errorf("elasticsearch %s: the answer reports errors but no item has one", op)
	}
	return fmt.Errorf("elasticsearch %s: %d of %d failed, the first: %w", op, failed, len(res.Items), first)
}

func ptr[T any](v T) *T { return &v }
