// Package elastic is the lexical index on Elasticsearch 8: one index per
// kind of document, mapped for BM25 search of the record's text (the english
// analyzer), geo and keyword filters and numeric ranges. It holds no vectors:
// retrieval ranks by vector in Qdrant or the embedded index and fuses this
// index's ranking with that one, so a dense_vector here would cost memory and
// disk and never be searched. A document without text (a record with only
// the required fields) is stored all the same, found by its filters.
//
// Indices and aliases. A kind lives in a versioned index,
// <prefix>_<kind>_v<N>, that every read and write reaches through the alias
// <prefix>_<kind>. Indices are made with explicit mappings and dynamic
// "strict", and writes carry require_alias, so that an index deleted under a
// running process is never made again by dynamic mapping (keywords as text,
// no geo_point): its writes fail instead. Ensure makes the first index with
// its alias in one request and checks the mappings of the index an existing
// alias names. A rebuild (Rebuild, then Switch) fills the next version
// through an alias of its own while the current one serves, moves the alias
// with one atomic _aliases request and deletes the old version with whatever
// orphans it held.
//
// Queries. A record's text runs to 20,000 characters; as one match query it
// would make a clause per word (too_many_nested_clauses) and be slow. The
// lexical query is a more_like_this of the text bounded to its
// MaxQueryTerms most telling terms, chosen by tf-idf against the index, so
// its size is fixed whatever the text. Hits carry no similarity: BM25 scores
// only rank, and do not compare with cosines (Hit.Score is 0).
//
// Answers. A 2xx answer that reports failed shards or a timeout is partial:
// an error (unavailable), never a silent subset. In a bulk answer an item the
// cluster turned away for load or failed itself is an outage (an error); an
// item refused for itself (a mapping conflict) is a rejection, and the others
// stand.
package elastic

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/elastic/go-elasticsearch/v8"
	"github.com/elastic/go-elasticsearch/v8/esapi"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/index"
)

var (
	_ index.Backend   = (*Client)(nil)
	_ index.Versioned = (*Client)(nil)
)

// DefaultPrefix starts the name of every index and alias unless Config says
// otherwise.
const DefaultPrefix = "recruitd"

// DefaultTimeout bounds each call to the cluster unless Config says otherwise.
const DefaultTimeout = 10 * time.Second

// Config says where the cluster is and how the indices are made.
type Config struct {
	URL string // e.g. https://localhost:9200
	// APIKey (base64, as Elasticsearch issues it) wins over Username and
	// Password (basic authentication).
	APIKey             string
	Username, Password string
	// CAFile is a PEM file of the certificate authority that signed the
	// cluster's certificate (a default Elasticsearch 8 install makes its own:
	// config/certs/http_ca.crt). CAFingerprint is the SHA-256 fingerprint, in
	// hex, of that CA's certificate, as Elasticsearch prints it on first
	// start: either trusts the cluster's self-signed certificate.
	CAFile, CAFingerprint string
	// Prefix starts the index and alias names; empty means DefaultPrefix.
	// Elasticsearch wants it lower-case.
	Prefix string
	// Timeout bounds each call; 0 means DefaultTimeout. A call that runs out
	// fails as unavailable.
	Timeout time.Duration
	// WaitForRefresh makes every write return only once a search sees it
	// (refresh=wait_for, up to the index's refresh interval, a second by
	// default). Off, writes are visible within that interval.
	WaitForRefresh bool
}

// Client is an Elasticsearch index. It implements index.Backend,
// index.Versioned and retrieval's Index.
type Client struct {
	es      *elasticsearch.Client
	prefix  string
	timeout time.Duration
	refresh string // the bulk API's refresh parameter
	version string
}

// New returns a client of the cluster at cfg.URL and checks that the cluster
// is Elasticsearch 8. It makes or checks no index: serve calls Ensure, a
// rebuild makes its own. Errors: unavailable when the cluster cannot be
// reached; internal for a bad configuration or another major version.
func New(ctx context.Context, cfg Config) (*Client, error) {
	if cfg.URL == "" {
		return nil, errors.New("elasticsearch: no URL")
	}
	ecfg := elasticsearch.Config{
		Addresses:              []string{cfg.URL},
		APIKey:                 cfg.APIKey,
		Username:               cfg.Username,
		Password:               cfg.Password,
		CertificateFingerprint: cfg.CAFingerprint,
	}
	if cfg.CAFile != "" {
		pem, err := os.ReadFile(cfg.CAFile)
		if err != nil {
			return nil, fmt.Errorf("elasticsearch: CA file: %w", err)
		}
		ecfg.CACert = pem
	}
	es, err := elasticsearch.NewClient(ecfg)
	if err != nil {
		return nil, fmt.Errorf("elasticsearch: %w", err)
	}
	c := &Client{es: es, prefix: cfg.Prefix, timeout: cfg.Timeout}
	if c.prefix == "" {
		c.prefix = DefaultPrefix
	}
	if c.timeout <= 0 {
		c.timeout = DefaultTimeout
	}
	if cfg.WaitForRefresh {
		c.refresh = "wait_for"
	}
	return c, c.checkVersion(ctx)
}

// checkVersion asks the cluster its version and refuses any but 8.x.
func (c *Client) checkVersion(ctx context.Context) error {
	out, err := c.call(ctx, "info", esapi.InfoRequest{})
	if err != nil {
		return err
	}
	var info struct {
		Version struct {
			Number string `json:"number"`
		} `json:"version"`
	}
	if err := json.Unmarshal(out, &info); err != nil {
		return fmt.Errorf("elasticsearch: info answer: %w", err)
	}
	c.version = info.Version.Number
	if major, _, _ := strings.Cut(c.version, "."); major != "8" {
		return fmt.Errorf("elasticsearch: cluster version %q: recruitd needs Elasticsearch 8", c.version)
	}
	return nil
}

// Version is the cluster's version.
func (c *Client) Version() string { return c.version }

// kinds are the kinds of document, one index each.
var kinds = []index.Kind{index.Candidates, index.Jobs}

// alias names the alias every read and write of a kind goes through.
func (c *Client) alias(kind index.Kind) string { return c.prefix + "_" + string(kind) }

// checked returns the alias of a known kind.
func (c *Client) checked(kind index.Kind) (string, error) {
	if !slices.Contains(kinds, kind) {
		return "", fmt.Errorf("elasticsearch: unknown kind %q", kind)
	}
	return c.alias(kind), nil
}

// Name identifies the backend in cursors and status output.
func (c *Client) Name() string { return "elasticsearch" }

// bulkBatch bounds the documents of one bulk request: with up to 20,000
// characters of text each, a few megabytes.
const bulkBatch = 250

// Upsert indexes documents, replacing those with the same ids (within one
// call the last of an id wins: bulk applies an id's actions in order). A
// document the index cannot take (a field it does not map, a number that is
// not finite, a point off the globe; or one the cluster refuses for itself)
// comes back as a rejection and the others are written. Errors: unavailable.
func (c *Client) Upsert(ctx context.Context, kind index.Kind, docs []index.Document) ([]index.Rejection, error) {
	alias, err := c.checked(kind)
	if err != nil {
		return nil, err
	}
	return c.upsert(ctx, alias, docs)
}

// upsert indexes documents through an alias.
func (c *Client) upsert(ctx context.Context, alias string, docs []index.Document) ([]index.Rejection, error) {
	var rejected []index.Rejection
	for batch := range slices.Chunk(docs, bulkBatch) {
		body, refused := bulkIndex(alias, batch)
		rejected = append(rejected, refused...)
		if len(body) == 0 {
			continue
		}
		r, err := c.bulk(ctx, fmt.Sprintf("index %d documents into %s", len(batch)-len(refused), alias), body)
		if err != nil {
			return nil, err
		}
		rejected = append(rejected, r...)
	}
	return rejected, nil
}

// Delete removes documents by id; unknown ids are no error. Errors:
// unavailable.
func (c *Client) Delete(ctx context.Context, kind index.Kind, ids []int64) error {
	alias, err := c.checked(kind)
	if err != nil || len(ids) == 0 {
		return err
	}
	rejected, err := c.bulk(ctx, fmt.Sprintf("delete %d documents from %s", len(ids), alias), bulkDelete(alias, ids))
	if err == nil && len(rejected) > 0 {
		err = fmt.Errorf("elasticsearch delete from %s: document %d: %s", alias, rejected[0].ID, rejected[0].Reason)
	}
	return err
}

// bulk sends a bulk body through aliases only, and sorts the failed items
// into rejections and outages.
func (c *Client) bulk(ctx context.Context, op string, body []byte) ([]index.Rejection, error) {
	out, err := c.call(ctx, op, esapi.BulkRequest{
		Body:         bytes.NewReader(body),
		Refresh:      c.refresh,
		RequireAlias: ptr(true),
		FilterPath:   []string{"errors", "items.*._id", "items.*.status", "items.*.error"},
	})
	if err != nil {
		return nil, err
	}
	return bulkItems(op, out)
}

// Count returns the number of documents of a kind that searches see. Errors:
// unavailable.
func (c *Client) Count(ctx context.Context, kind index.Kind) (int, error) {
	alias, err := c.checked(kind)
	if err != nil {
		return 0, err
	}
	return c.count(ctx, alias)
}

func (c *Client) count(ctx context.Context, name string) (int, error) {
	out, err := c.call(ctx, "count "+name, esapi.CountRequest{Index: []string{name}})
	if err != nil {
		return 0, err
	}
	var res struct {
		Count  int    `json:"count"`
		Shards shards `json:"_shards"`
	}
	if err := json.Unmarshal(out, &res); err != nil {
		return 0, fmt.Errorf("elasticsearch count %s: %w", name, err)
	}
	if err := res.Shards.partial("count "+name, false); err != nil {
		return 0, err
	}
	return res.Count, nil
}

// Search returns up to q.K documents that pass q.Filter: with text, those
// that share its most telling terms, best BM25 match first; without, every
// document that passes, in id order. q.Vector is not read. Every hit's Score
// is 0: BM25 relevance is no cosine. Errors: unavailable, also for an answer
// with failed shards or a timeout.
func (c *Client) Search(ctx context.Context, q index.Query) ([]index.Hit, error) {
	alias, err := c.checked(q.Kind)
	if err != nil || q.K <= 0 {
		return nil, err
	}
	body, err := json.Marshal(searchBody(q))
	if err != nil {
		return nil, err
	}
	out, err := c.call(ctx, "search "+alias, esapi.SearchRequest{Index: []string{alias}, Body: bytes.NewReader(body)})
	if err != nil {
		return nil, err
	}
	return parseHits(out, q)
}

// Refresh makes every write so far visible to searches and counts.
func (c *Client) Refresh(ctx context.Context) error {
	names := make([]string, len(kinds))
	for i, k := range kinds {
		names[i] = c.alias(k)
	}
	return c.refreshNames(ctx, names...)
}

func (c *Client) refreshNames(ctx context.Context, names ...string) error {
	_, err := c.call(ctx, "refresh", esapi.IndicesRefreshRequest{Index: names, IgnoreUnavailable: ptr(true)})
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

// call performs req within the client's timeout and returns the body of a
// 2xx answer. Failures to reach the cluster (the timeout included), 5xx
// answers and 429 (the cluster sheds load) are unavailable; other answers are
// a *responseError.
func (c *Client) call(ctx context.Context, op string, req esapi.Request) ([]byte, error) {
	cctx, cancel := context.WithTimeout(ctx, c.timeout)
	defer cancel()
	res, err := req.Do(cctx, c.es)
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
		Error json.RawMessage `json:"error"`
	}
	if json.Unmarshal(body, &answer) == nil && len(answer.Error) > 0 {
		var detail struct {
			Type   string `json:"type"`
			Reason string `json:"reason"`
		}
		if json.Unmarshal(answer.Error, &detail) == nil && detail.Type != "" {
			re.Type, re.Reason = detail.Type, detail.Reason
		} else if json.Unmarshal(answer.Error, &re.Reason) == nil { // "alias [x] missing"
			re.Type = http.StatusText(res.StatusCode)
		}
	}
	if res.StatusCode >= 500 || res.StatusCode == http.StatusTooManyRequests {
		return nil, fmt.Errorf("elasticsearch %s: %w: %w", op, errUnavailable, re)
	}
	return nil, fmt.Errorf("elasticsearch %s: %w", op, re)
}

// transportError is a failure to exchange with the cluster: unavailable,
// unless the caller canceled the request or its own deadline passed.
func transportError(ctx context.Context, op string, err error) error {
	if ctx.Err() != nil {
		return fmt.Errorf("elasticsearch %s: %w", op, err)
	}
	return fmt.Errorf("elasticsearch %s: %w: %w", op, errUnavailable, err)
}

// shards is the _shards part of an answer.
type shards struct {
	Total, Successful, Failed int
	Failures                  []struct {
		Index  string `json:"index"`
		Reason struct {
			Type   string `json:"type"`
			Reason string `json:"reason"`
		} `json:"reason"`
	} `json:"failures"`
}

// partial is an error when some shards failed or the request timed out: the
// answer holds only part of what was asked.
func (s shards) partial(op string, timedOut bool) error {
	switch {
	case s.Failed > 0:
		why := ""
		if len(s.Failures) > 0 {
			f := s.Failures[0].Reason
			why = fmt.Sprintf(", the first: %s: %s", f.Type, f.Reason)
		}
		return fmt.Errorf("elasticsearch %s: %w: %d of %d shards failed%s", op, errUnavailable, s.Failed, s.Total, why)
	case timedOut:
		return fmt.Errorf("elasticsearch %s: %w: timed out with %d of %d shards answered", op, errUnavailable, s.Successful, s.Total)
	}
	return nil
}

// bulkItems reads a bulk answer: the items refused for themselves are
// rejections; an item refused for load (429), failed by the cluster (5xx) or
// sent to an index that does not exist is an outage, and an error.
func bulkItems(op string, body []byte) ([]index.Rejection, error) {
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
		return nil, fmt.Errorf("elasticsearch %s: %w", op, err)
	}
	if !res.Errors {
		return nil, nil
	}
	var rejected []index.Rejection
	var failed int
	for _, item := range res.Items {
		for _, r := range item {
			if r.Error == nil {
				continue
			}
			re := &responseError{Status: r.Status, Type: r.Error.Type, Reason: fmt.Sprintf("document %s: %s", r.ID, r.Error.Reason)}
			switch {
			case r.Status >= 500 || r.Status == http.StatusTooManyRequests:
				return nil, fmt.Errorf("elasticsearch %s: %w: %w", op, errUnavailable, re)
			case r.Error.Type == "index_not_found_exception":
				return nil, fmt.Errorf("elasticsearch %s: %w: %w (was the index deleted under recruitd? `recruitd reindex --backend elastic` rebuilds it)", op, errUnavailable, re)
			}
			id, err := strconv.ParseInt(r.ID, 10, 64)
			if err != nil {
				return nil, fmt.Errorf("elasticsearch %s: %w", op, re)
			}
			failed++
			rejected = append(rejected, index.Rejection{ID: id, Reason: r.Error.Type + ": " + r.Error.Reason})
		}
	}
	if failed == 0 {
		return nil, fmt.Errorf("elasticsearch %s: the answer reports errors but no item has one", op)
	}
	return rejected, nil
}

func ptr[T any](v T) *T { return &v }
