// Package qdrant is the index backend on a Qdrant server: one collection per
// kind of document, each point a record with a dense vector for cosine
// search, a sparse vector of the record's words for lexical search (weighted
// by IDF on the server), and a payload of its location, keyword fields and
// numeric fields, each with a payload index so that filtered searches stay
// fast.
//
// Collections and aliases. A kind lives in a versioned collection,
// <prefix>_<kind>_v<N>, that every read and write reaches through the alias
// <prefix>_<kind>. Ensure makes the first version and its alias, and checks
// the collection an existing alias names (vector size and distance, the
// sparse vector's IDF modifier, the payload indexes' types): a collection made
// for another embedder is refused with a clear error, never written to. A
// rebuild (Rebuild, then Switch) fills the next version while the current one
// serves, moves the alias in one atomic request, and deletes the old version
// with whatever orphans it held. A change of embedding model or dimension
// takes the same path. Qdrant never creates a collection on a write, so a
// deleted collection stays deleted and its writes fail.
//
// Vectorless documents. A record with no text has no vector. Its point is
// stored without the "dense" vector (named vectors are optional per point),
// with its payload, so that filters and radius find it. A query with a vector
// ranks the points that have one by cosine, then fills what is left of K with
// the vectorless points that pass its filter, in id order, each with score 0
// (a scroll with must_not has_vector). A query without a vector is a filtered
// scroll in id order, after the lexical matches when the client fuses text.
// An all-zero vector, which older embedders made for empty texts, counts as
// none.
//
// Server versions. The has_vector condition needs Qdrant 1.13: older servers
// are refused at start. Reciprocal rank fusion with recruitd's constant
// (k = 60) needs 1.16; on 1.13 to 1.15 the fused query uses the server's
// plain RRF (k = 2), which the server of those versions takes.
package qdrant

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"fmt"
	"math"
	"net/url"
	"os"
	"slices"
	"strconv"
	"time"

	"github.com/qdrant/go-client/qdrant"
	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/index"
)

// DefaultPrefix starts the name of every collection and alias unless Config
// says otherwise.
const DefaultPrefix = "recruitd"

// DefaultTimeout bounds each call to the server unless Config says otherwise.
const DefaultTimeout = 10 * time.Second

// MaxReceiveBytes is the largest answer the client takes. A fused query
// returns each hit's dense vector (4 bytes a dimension), so 64 MiB holds
// about 5,000 hits of 3,072 dimensions; gRPC's default of 4 MiB held 300
// hits only up to about 3,400 dimensions.
const MaxReceiveBytes = 64 << 20

// Ports of Qdrant: the client speaks gRPC, and maps the REST port, which
// users copy from Qdrant's documentation and dashboards, to the gRPC one.
const (
	restPort = 6333
	grpcPort = 6334
)

// Config says where the server is and how the collections are made.
type Config struct {
	// URL is the server's address, http://host:port or https://host:port
	// (TLS). The client speaks gRPC: a URL without a port or with the REST
	// port 6333 means the gRPC port 6334; any other port must be the gRPC one.
	URL string
	// APIKey is sent with every request when set (Qdrant Cloud, or a server
	// with service.api_key); use https with it.
	APIKey string
	// CAFile is a PEM file of the certificates that sign the server's, for a
	// server with a private CA; it needs an https URL. Empty: the system's.
	CAFile string
	// Dimension is the length of every document's vector. Collections are made
	// with it; Ensure refuses a collection of another dimension. Zero serves
	// to count and inspect only (index status): Ensure and Rebuild need it.
	Dimension int
	// Prefix starts the collection and alias names; empty means DefaultPrefix.
	Prefix string
	// Lexical fuses, for queries with Text, the dense results with a lexical
	// search of the sparse vectors (reciprocal rank fusion on the server).
	// Leave it off when another lexical index (Elasticsearch) is fused by
	// retrieval. Sparse vectors are written either way, so turning it on needs
	// no reindex.
	Lexical bool
	// Timeout bounds each call; 0 means DefaultTimeout. A call that runs out
	// fails as unavailable.
	Timeout time.Duration
}

// Client is a Qdrant index. It implements index.Backend, index.Versioned and
// retrieval's Index.
type Client struct {
	qc       *qdrant.Client
	dim      int
	prefix   string
	lexical  bool
	timeout  time.Duration
	version  string
	rrfWithK bool // the server takes RRF's k (1.16 and later)
}

var (
	_ index.Backend   = (*Client)(nil)
	_ index.Versioned = (*Client)(nil)
)

// Minimum versions: has_vector (vectorless documents) and RRF's k.
var (
	minVersion  = version{1, 13}
	rrfKVersion = version{1, 16}
)

// New connects to Qdrant and checks the server's version. It makes or checks
// no collection: serve calls Ensure, a rebuild makes its own. Errors:
// unavailable when the server cannot be reached; internal for a bad
// configuration or a server older than 1.13.
func New(ctx context.Context, cfg Config) (*Client, error) {
	if cfg.Dimension < 0 {
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
	c := &Client{qc: qc, dim: cfg.Dimension, prefix: cfg.Prefix, lexical: cfg.Lexical, timeout: cfg.Timeout}
	if c.prefix == "" {
		c.prefix = DefaultPrefix
	}
	if c.timeout <= 0 {
		c.timeout = DefaultTimeout
	}
	if err := c.checkVersion(ctx, qcfg.Port); err != nil {
		_ = qc.Close()
		return nil, err
	}
	return c, nil
}

// checkVersion asks the server its version and refuses one too old.
func (c *Client) checkVersion(ctx context.Context, port int) error {
	cctx, cancel := c.deadline(ctx)
	defer cancel()
	reply, err := c.qc.HealthCheck(cctx)
	if err != nil {
		err = wrap(ctx, "health check", err)
		if recruitd.ErrorCode(err) == recruitd.Unavailable {
			return fmt.Errorf("%w (is port %d Qdrant's gRPC port? The REST port 6333 is mapped to 6334; any other must be the gRPC one)", err, port)
		}
		return err
	}
	c.version = reply.GetVersion()
	v, err := parseVersion(c.version)
	if err != nil {
		return fmt.Errorf("qdrant: server version %q: %w", c.version, err)
	}
	if v.less(minVersion) {
		return fmt.Errorf("qdrant: server version %s: recruitd needs %d.%d or later (vectorless documents use has_vector)", c.version, minVersion.major, minVersion.minor)
	}
	c.rrfWithK = !v.less(rrfKVersion)
	return nil
}

// Version is the server's version, as its health check reports it.
func (c *Client) Version() string { return c.version }

// clientConfig turns a Config into the go-client's settings.
func clientConfig(cfg Config) (*qdrant.Config, error) {
	u, err := url.Parse(cfg.URL)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Hostname() == "" {
		return nil, fmt.Errorf("qdrant: URL %q: want http://host:port or https://host:port", cfg.URL)
	}
	port := grpcPort
	if p := u.Port(); p != "" {
		if port, err = strconv.Atoi(p); err != nil {
			return nil, fmt.Errorf("qdrant: URL %q: bad port", cfg.URL)
		}
		if port == restPort {
			port = grpcPort
		}
	}
	out := &qdrant.Config{
		Host:   u.Hostname(),
		Port:   port,
		APIKey: cfg.APIKey,
		UseTLS: u.Scheme == "https",
		// New asks the version itself, with its deadline, and without the
		// go-client's slog warnings.
		SkipCompatibilityCheck: true,
		GrpcOptions:            []grpc.DialOption{grpc.WithDefaultCallOptions(grpc.MaxCallRecvMsgSize(MaxReceiveBytes))},
	}
	if cfg.CAFile != "" {
		if !out.UseTLS {
			return nil, fmt.Errorf("qdrant: a CA file (%s) needs an https URL, not %q", cfg.CAFile, cfg.URL)
		}
		pem, err := os.ReadFile(cfg.CAFile)
		if err != nil {
			return nil, fmt.Errorf("qdrant: CA file: %w", err)
		}
		pool := x509.NewCertPool()
		if !pool.AppendCertsFromPEM(pem) {
			return nil, fmt.Errorf("qdrant: CA file %s holds no PEM certificate", cfg.CAFile)
		}
		out.TLSConfig = &tls.Config{RootCAs: pool, MinVersion: tls.VersionTLS12}
	}
	return out, nil
}

// deadline bounds one call.
func (c *Client) deadline(ctx context.Context) (context.Context, context.CancelFunc) {
	return context.WithTimeout(ctx, c.timeout)
}

// kinds are the kinds of document, one collection each.
var kinds = []index.Kind{index.Candidates, index.Jobs}

// alias names the alias every read and write of a kind goes through.
func (c *Client) alias(kind index.Kind) string { return c.prefix + "_" + string(kind) }

// checked returns the alias of a known kind.
func (c *Client) checked(kind index.Kind) (string, error) {
	if !slices.Contains(kinds, kind) {
		return "", fmt.Errorf("qdrant: unknown kind %q", kind)
	}
	return c.alias(kind), nil
}

// Close closes the connections.
func (c *Client) Close() error { return c.qc.Close() }

// Name identifies the backend in cursors and status output.
func (c *Client) Name() string { return "qdrant" }

// upsertBatch bounds the points of one request (a few hundred kilobytes of
// vectors and payload).
const upsertBatch = 256

// Upsert writes documents, replacing those with the same ids, and returns
// when the server has applied them. A document the server cannot take (a
// negative id, a vector of another dimension, a number that is not finite, a
// point off the globe) comes back as a rejection and the others are written.
// Errors: unavailable.
func (c *Client) Upsert(ctx context.Context, kind index.Kind, docs []index.Document) ([]index.Rejection, error) {
	name, err := c.checked(kind)
	if err != nil {
		return nil, err
	}
	return c.upsert(ctx, name, docs)
}

// upsert writes documents into a collection or alias. The server refuses a
// whole request for one invalid point: such a batch is written again point
// by point, so that the bad document is a rejection and the others stand.
func (c *Client) upsert(ctx context.Context, name string, docs []index.Document) ([]index.Rejection, error) {
	points, rejected := pointStructs(docs, c.dim)
	for batch := range slices.Chunk(points, upsertBatch) {
		err := c.upsertPoints(ctx, name, batch)
		if status.Code(err) == codes.InvalidArgument {
			var r []index.Rejection
			if r, err = c.upsertEach(ctx, name, batch); err == nil {
				rejected = append(rejected, r...)
			}
		}
		if err != nil {
			return nil, wrap(ctx, fmt.Sprintf("upsert %d points into %s", len(batch), name), err)
		}
	}
	return rejected, nil
}

// upsertEach writes points one by one and returns those the server refuses.
func (c *Client) upsertEach(ctx context.Context, name string, points []*qdrant.PointStruct) ([]index.Rejection, error) {
	var rejected []index.Rejection
	for _, p := range points {
		err := c.upsertPoints(ctx, name, []*qdrant.PointStruct{p})
		switch {
		case status.Code(err) == codes.InvalidArgument:
			rejected = append(rejected, index.Rejection{ID: int64(p.GetId().GetNum()), Reason: status.Convert(err).Message()})
		case err != nil:
			return nil, err
		}
	}
	return rejected, nil
}

// upsertPoints sends one upsert request and returns the server's error as it came.
func (c *Client) upsertPoints(ctx context.Context, name string, points []*qdrant.PointStruct) error {
	cctx, cancel := c.deadline(ctx)
	defer cancel()
	_, err := c.qc.GetPointsClient().Upsert(cctx, &qdrant.UpsertPoints{CollectionName: name, Wait: qdrant.PtrOf(true), Points: points})
	return err
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
	cctx, cancel := c.deadline(ctx)
	defer cancel()
	_, err = c.qc.Delete(cctx, &qdrant.DeletePoints{CollectionName: name, Wait: qdrant.PtrOf(true), Points: qdrant.NewPointsSelectorIDs(pids)})
	return wrap(ctx, fmt.Sprintf("delete %d points from %s", len(ids), name), err)
}

// Count returns the exact number of documents of a kind. Errors: unavailable.
func (c *Client) Count(ctx context.Context, kind index.Kind) (int, error) {
	name, err := c.checked(kind)
	if err != nil {
		return 0, err
	}
	return c.count(ctx, name)
}

func (c *Client) count(ctx context.Context, name string) (int, error) {
	cctx, cancel := c.deadline(ctx)
	defer cancel()
	n, err := c.qc.Count(cctx, &qdrant.CountPoints{CollectionName: name, Exact: qdrant.PtrOf(true)})
	if err != nil {
		return 0, wrap(ctx, "count "+name, err)
	}
	return int(n), nil
}

// Search returns up to q.K documents that pass q.Filter, best first. With a
// vector they are the nearest by cosine, Score their cosine similarity, then
// the vectorless documents that pass the filter, in id order with Score 0.
// With Config.Lexical and q.Text the vector part is ordered by the reciprocal
// rank fusion of the dense and the lexical results, and Score is still each
// hit's cosine (computed here from its stored vector, 0 for a vectorless
// one), so that it means the same in every mode. Without a vector (nil or
// all zeros) the hits are the lexical matches (with Lexical and q.Text), then
// the other documents that pass the filter in id order, all with Score 0.
// Errors: unavailable.
func (c *Client) Search(ctx context.Context, q index.Query) ([]index.Hit, error) {
	name, err := c.checked(q.Kind)
	if err != nil || q.K <= 0 {
		return nil, err
	}
	vectorless := !hasDirection(q.Vector)
	if !vectorless && len(q.Vector) != c.dim {
		return nil, fmt.Errorf("qdrant search %s: query vector of %d dimensions, want %d", q.Kind, len(q.Vector), c.dim)
	}
	var found []index.Hit
	if req, scores := queryPoints(name, q, c.lexical, c.rrfWithK); req != nil {
		cctx, cancel := c.deadline(ctx)
		points, err := c.qc.Query(cctx, req)
		cancel()
		if err != nil {
			return nil, wrap(ctx, "query "+name, err)
		}
		found = hits(points, q, scores)
	}
	if len(found) >= q.K {
		return found, nil
	}
	cctx, cancel := c.deadline(ctx)
	defer cancel()
	rest, err := c.qc.Scroll(cctx, fillScroll(name, q, found, vectorless))
	if err != nil {
		return nil, wrap(ctx, "scroll "+name, err)
	}
	return append(found, retrieved(rest, q)...), nil
}

// hasDirection reports whether v is a vector to search by: not empty, not
// all zeros.
func hasDirection(v []float32) bool {
	for _, x := range v {
		if x != 0 {
			return true
		}
	}
	return false
}

// wrap adds what was being done to a server error, and marks as unavailable
// the errors that mean the server is down, overwhelmed (a rate limit, with or
// without a retry-after), too slow for the call's deadline or failed itself
// (what HTTP says with 5xx and 429): those are worth a retry, the others (a
// bad request) are internal errors. A request the caller canceled, or whose
// caller's own deadline passed, is neither.
func wrap(ctx context.Context, op string, err error) error {
	if err == nil {
		return nil
	}
	if ctx.Err() == nil && unavailable(err) {
		return fmt.Errorf("qdrant %s: %w: %w", op, errUnavailable, err)
	}
	return fmt.Errorf("qdrant %s: %w", op, err)
}

var errUnavailable = recruitd.Errorf(recruitd.Unavailable, "the vector index (Qdrant) is unavailable")

// unavailable reports whether err means the server cannot serve now. The
// go-client turns ResourceExhausted with a retry-after into an error of its
// own, which carries no gRPC status.
func unavailable(err error) bool {
	var limited *qdrant.QdrantResourceExhaustedError
	if errors.As(err, &limited) {
		return true
	}
	switch status.Code(err) {
	case codes.Unavailable, codes.DeadlineExceeded, codes.ResourceExhausted, codes.Aborted, codes.Internal:
		return true
	}
	return false
}

// version is a server's major and minor version.
type version struct{ major, minor int }

func (v version) less(w version) bool {
	return v.major < w.major || (v.major == w.major && v.minor < w.minor)
}

// parseVersion reads "1.16.3" (or "v1.16.3", "1.16").
func parseVersion(s string) (version, error) {
	p, err := qdrant.ParseVersion(s)
	if err != nil {
		return version{}, err
	}
	return version{p.Major, p.Minor}, nil
}

// finite reports whether every number of a vector is finite.
func finite(v []float32) bool {
	for _, x := range v {
		if math.IsNaN(float64(x)) || math.IsInf(float64(x), 0) {
			return false
		}
	}
	return true
}
