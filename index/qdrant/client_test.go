package qdrant

import (
	"context"
	"net"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/qdrant/go-client/qdrant"
	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
	"google.golang.org/protobuf/testing/protocmp"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/index"
)

// fake is a Qdrant gRPC server that keeps collections' settings, records the
// requests the client sends, and answers what a test sets.
type fake struct {
	mu          sync.Mutex
	collections map[string]*qdrant.CollectionInfo
	creates     []*qdrant.CreateCollection
	indexes     []*qdrant.CreateFieldIndexCollection
	upserts     []*qdrant.UpsertPoints
	deletes     []*qdrant.DeletePoints
	counts      []*qdrant.CountPoints
	queries     []*qdrant.QueryPoints
	answer      []*qdrant.ScoredPoint // to every query
	fail        error                 // returned by every points call when set
}

func (f collectionsServer) CollectionExists(_ context.Context, r *qdrant.CollectionExistsRequest) (*qdrant.CollectionExistsResponse, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	_, ok := f.collections[r.GetCollectionName()]
	return &qdrant.CollectionExistsResponse{Result: &qdrant.CollectionExists{Exists: ok}}, nil
}

func (f collectionsServer) Create(_ context.Context, r *qdrant.CreateCollection) (*qdrant.CollectionOperationResponse, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.creates = append(f.creates, r)
	f.collections[r.GetCollectionName()] = &qdrant.CollectionInfo{
		Config:        &qdrant.CollectionConfig{Params: &qdrant.CollectionParams{VectorsConfig: r.GetVectorsConfig()}},
		PayloadSchema: map[string]*qdrant.PayloadSchemaInfo{},
	}
	return &qdrant.CollectionOperationResponse{Result: true}, nil
}

func (f collectionsServer) Get(_ context.Context, r *qdrant.GetCollectionInfoRequest) (*qdrant.GetCollectionInfoResponse, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	info, ok := f.collections[r.GetCollectionName()]
	if !ok {
		return nil, status.Error(codes.NotFound, "no collection")
	}
	return &qdrant.GetCollectionInfoResponse{Result: info}, nil
}

func (f collectionsServer) Delete(_ context.Context, r *qdrant.DeleteCollection) (*qdrant.CollectionOperationResponse, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	_, ok := f.collections[r.GetCollectionName()]
	delete(f.collections, r.GetCollectionName())
	return &qdrant.CollectionOperationResponse{Result: ok}, nil // as Qdrant answers
}

func (f pointsServer) CreateFieldIndex(_ context.Context, r *qdrant.CreateFieldIndexCollection) (*qdrant.PointsOperationResponse, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.indexes = append(f.indexes, r)
	f.collections[r.GetCollectionName()].PayloadSchema[r.GetFieldName()] = &qdrant.PayloadSchemaInfo{}
	return &qdrant.PointsOperationResponse{Result: &qdrant.UpdateResult{}}, nil
}

func (f pointsServer) Upsert(_ context.Context, r *qdrant.UpsertPoints) (*qdrant.PointsOperationResponse, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.upserts = append(f.upserts, r)
	return &qdrant.PointsOperationResponse{Result: &qdrant.UpdateResult{}}, f.fail
}

func (f pointsServer) Delete(_ context.Context, r *qdrant.DeletePoints) (*qdrant.PointsOperationResponse, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.deletes = append(f.deletes, r)
	return &qdrant.PointsOperationResponse{Result: &qdrant.UpdateResult{}}, f.fail
}

func (f pointsServer) Count(_ context.Context, r *qdrant.CountPoints) (*qdrant.CountResponse, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.counts = append(f.counts, r)
	return &qdrant.CountResponse{Result: &qdrant.CountResult{Count: 42}}, f.fail
}

func (f pointsServer) Query(_ context.Context, r *qdrant.QueryPoints) (*qdrant.QueryResponse, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.queries = append(f.queries, r)
	return &qdrant.QueryResponse{Result: f.answer}, f.fail
}

// collectionsServer and pointsServer are the fake's two services (both have
// a Delete and a Get).
type (
	collectionsServer struct {
		qdrant.UnimplementedCollectionsServer
		*fake
	}
	pointsServer struct {
		qdrant.UnimplementedPointsServer
		*fake
	}
)

// serve starts a fake server and returns it with its URL.
func serve(t *testing.T) (*fake, string) {
	t.Helper()
	lis, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatalf("listen: %v", err)
	}
	f := &fake{collections: map[string]*qdrant.CollectionInfo{}}
	s := grpc.NewServer()
	qdrant.RegisterCollectionsServer(s, collectionsServer{fake: f})
	qdrant.RegisterPointsServer(s, pointsServer{fake: f})
	go func() { _ = s.Serve(lis) }()
	t.Cleanup(s.Stop)
	return f, "http://" + lis.Addr().String()
}

func mustNew(t *testing.T, cfg Config) *Client {
	t.Helper()
	c, err := New(t.Context(), cfg)
	if err != nil {
		t.Fatalf("New = %v", err)
	}
	t.Cleanup(func() { _ = c.Close() })
	return c
}

func TestNewMakesCollectionsOnce(t *testing.T) {
	f, url := serve(t)
	mustNew(t, Config{URL: url, Dimension: 8})
	want := []*qdrant.CreateCollection{createCollection("recruitd_candidate", 8), createCollection("recruitd_job", 8)}
	if diff := cmp.Diff(want, f.creates, protocmp.Transform()); diff != "" {
		t.Errorf("collections made (-want +got):\n%s", diff)
	}
	perCollection := len(missingIndexes("c", nil))
	if got := len(f.indexes); got != 2*perCollection {
		t.Errorf("%d payload indexes made, want %d", got, 2*perCollection)
	}

	mustNew(t, Config{URL: url, Dimension: 8})
	if len(f.creates) != 2 || len(f.indexes) != 2*perCollection {
		t.Errorf("a second New made %d collections and %d indexes more, want none", len(f.creates)-2, len(f.indexes)-2*perCollection)
	}

	// A prefix names other collections.
	mustNew(t, Config{URL: url, Dimension: 8, Prefix: "test_"})
	if got := f.creates[len(f.creates)-1].GetCollectionName(); got != "test_job" {
		t.Errorf("last collection made = %q, want test_job", got)
	}
}

func TestDrop(t *testing.T) {
	f, url := serve(t)
	c := mustNew(t, Config{URL: url, Dimension: 8, Prefix: "p_"})
	mustNew(t, Config{URL: url, Dimension: 8, Prefix: "q_"})
	for range 2 { // the second finds nothing to drop
		if err := c.Drop(t.Context()); err != nil {
			t.Fatalf("Drop = %v", err)
		}
	}
	var left []string
	for name := range f.collections {
		left = append(left, name)
	}
	slices.Sort(left)
	if diff := cmp.Diff([]string{"q_candidate", "q_job"}, left); diff != "" {
		t.Errorf("collections after Drop (-want +got):\n%s", diff)
	}
}

func TestNewRefusesAnotherDimension(t *testing.T) {
	_, url := serve(t)
	mustNew(t, Config{URL: url, Dimension: 8})
	if c, err := New(t.Context(), Config{URL: url, Dimension: 16}); err == nil {
		_ = c.Close()
		t.Error("New with another dimension = nil error, want one")
	}
}

func TestNewUnreachable(t *testing.T) {
	lis, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatalf("listen: %v", err)
	}
	url := "http://" + lis.Addr().String()
	_ = lis.Close() // nothing listens there now
	ctx, cancel := context.WithTimeout(t.Context(), 10*time.Second)
	defer cancel()
	_, err = New(ctx, Config{URL: url, Dimension: 8})
	if code := recruitd.ErrorCode(err); code != recruitd.Unavailable {
		t.Errorf("New on a closed port = %v (code %q), want code %q", err, code, recruitd.Unavailable)
	}
}

func TestWrites(t *testing.T) {
	f, url := serve(t)
	c := mustNew(t, Config{URL: url, Dimension: 2})
	ctx := t.Context()

	docs := make([]index.Document, 600)
	for i := range docs {
		docs[i] = index.Document{ID: int64(i + 1), Vector: []float32{1, 0}}
	}
	if _, err := c.Upsert(ctx, index.Jobs, docs); err != nil {
		t.Fatalf("Upsert = %v", err)
	}
	var sizes []int
	for _, u := range f.upserts {
		sizes = append(sizes, len(u.GetPoints()))
		if u.GetCollectionName() != "recruitd_job" || !u.GetWait() {
			t.Errorf("upsert into %q, wait %v; want recruitd_job, true", u.GetCollectionName(), u.GetWait())
		}
	}
	if diff := cmp.Diff([]int{256, 256, 88}, sizes); diff != "" {
		t.Errorf("upsert batch sizes (-want +got):\n%s", diff)
	}
	if got := f.upserts[2].GetPoints()[87].GetId().GetNum(); got != 600 {
		t.Errorf("last point id = %d, want 600", got)
	}

	if err := c.Delete(ctx, index.Candidates, []int64{3, 9}); err != nil {
		t.Fatalf("Delete = %v", err)
	}
	wantDelete := &qdrant.DeletePoints{
		CollectionName: "recruitd_candidate", Wait: ptr(true),
		Points: qdrant.NewPointsSelectorIDs([]*qdrant.PointId{qdrant.NewIDNum(3), qdrant.NewIDNum(9)}),
	}
	if diff := cmp.Diff([]*qdrant.DeletePoints{wantDelete}, f.deletes, protocmp.Transform()); diff != "" {
		t.Errorf("delete requests (-want +got):\n%s", diff)
	}
	if err := c.Delete(ctx, index.Candidates, nil); err != nil || len(f.deletes) != 1 {
		t.Errorf("Delete of no ids = %v after %d requests, want nil after 1", err, len(f.deletes))
	}

	n, err := c.Count(ctx, index.Candidates)
	if err != nil || n != 42 {
		t.Errorf("Count = %d, %v; want 42, nil", n, err)
	}
	if r := f.counts[0]; r.GetCollectionName() != "recruitd_candidate" || !r.GetExact() {
		t.Errorf("count request %v, want an exact count of recruitd_candidate", r)
	}

	for _, bad := range []func() error{
		func() error {
			_, err := c.Upsert(ctx, index.Jobs, []index.Document{{ID: 1, Vector: []float32{1}}})
			return err
		},
		func() error { _, err := c.Upsert(ctx, "resume", docs[:1]); return err },
		func() error { return c.Delete(ctx, index.Jobs, []int64{-5}) },
	} {
		if err := bad(); err == nil {
			t.Error("a bad write = nil error, want one")
		}
	}
	if len(f.upserts) != 3 || len(f.deletes) != 1 {
		t.Errorf("bad writes reached the server: %d upserts, %d deletes", len(f.upserts)-3, len(f.deletes)-1)
	}
}

func TestSearch(t *testing.T) {
	f, url := serve(t)
	c := mustNew(t, Config{URL: url, Dimension: 2, Lexical: true})
	ctx := t.Context()
	f.answer = []*qdrant.ScoredPoint{
		{Id: qdrant.NewIDNum(5), Score: 0.03, Vectors: &qdrant.VectorsOutput{VectorsOptions: &qdrant.VectorsOutput_Vectors{
			Vectors: &qdrant.NamedVectorsOutput{Vectors: map[string]*qdrant.VectorOutput{
				"dense": {Vector: &qdrant.VectorOutput_Dense{Dense: &qdrant.DenseVector{Data: []float32{0, 1}}}},
			}},
		}}},
	}
	q := index.Query{Kind: index.Jobs, Vector: []float32{0.6, 0.8}, Text: "icu", K: 3}
	got, err := c.Search(ctx, q)
	if err != nil {
		t.Fatalf("Search = %v", err)
	}
	if diff := cmp.Diff([]index.Hit{{ID: 5, Score: 0.8, DistanceMiles: -1}}, got); diff != "" {
		t.Errorf("Search (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]*qdrant.QueryPoints{queryPoints("recruitd_job", q, true)}, f.queries, protocmp.Transform()); diff != "" {
		t.Errorf("query requests (-want +got):\n%s", diff)
	}

	for _, bad := range []index.Query{
		{Kind: index.Jobs, Vector: []float32{1, 0}, K: 0},
		{Kind: index.Jobs, Vector: []float32{1, 0}, K: -1},
	} {
		if hits, err := c.Search(ctx, bad); err != nil || hits != nil {
			t.Errorf("Search(K %d) = %v, %v; want nil, nil", bad.K, hits, err)
		}
	}
	if _, err := c.Search(ctx, index.Query{Kind: index.Jobs, Vector: []float32{1}, K: 3}); err == nil {
		t.Error("Search with a short vector = nil error, want one")
	}
	if len(f.queries) != 1 {
		t.Errorf("%d queries reached the server, want 1", len(f.queries))
	}
}

func TestServerErrors(t *testing.T) {
	f, url := serve(t)
	c := mustNew(t, Config{URL: url, Dimension: 2})
	for _, tc := range []struct {
		err  error
		want recruitd.Code
	}{
		{status.Error(codes.Unavailable, "down"), recruitd.Unavailable},
		{status.Error(codes.ResourceExhausted, "too many requests"), recruitd.Unavailable},
		{status.Error(codes.Internal, "panic"), recruitd.Unavailable},
		{status.Error(codes.InvalidArgument, "bad filter"), recruitd.Internal},
		{status.Error(codes.NotFound, "no collection"), recruitd.Internal},
	} {
		t.Run(status.Code(tc.err).String(), func(t *testing.T) {
			f.mu.Lock()
			f.fail = tc.err
			f.mu.Unlock()
			_, err := c.Search(t.Context(), index.Query{Kind: index.Jobs, Vector: []float32{1, 0}, K: 3})
			if code := recruitd.ErrorCode(err); code != tc.want {
				t.Errorf("Search = %v (code %q), want code %q", err, code, tc.want)
			}
			_, err = c.Count(t.Context(), index.Jobs)
			if code := recruitd.ErrorCode(err); code != tc.want {
				t.Errorf("Count = %v (code %q), want code %q", err, code, tc.want)
			}
		})
	}

	// A request its caller canceled is not the server's fault.
	f.mu.Lock()
	f.fail = nil
	f.mu.Unlock()
	ctx, cancel := context.WithCancel(t.Context())
	cancel()
	_, err := c.Count(ctx, index.Jobs)
	if err == nil || recruitd.ErrorCode(err) == recruitd.Unavailable {
		t.Errorf("Count with a canceled context = %v, want an error that is not unavailable", err)
	}
}
