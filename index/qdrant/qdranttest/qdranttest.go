// Package qdranttest is a Qdrant gRPC server on loopback for tests of what
// recruitd sends Qdrant and how it reads the answers. It keeps collections
// (their vector parameters and payload indexes), aliases and points, and
// answers as a Qdrant server does: the errors it returns carry Qdrant's codes
// and messages (an existing collection, a missing one, a vector of another
// dimension). It ranks nothing: a query or scroll answers what the test sets.
// It records every request, can fail or hang any method, and reports the
// version a test chooses.
package qdranttest

import (
	"context"
	"net"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/qdrant/go-client/qdrant"
	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/metadata"
	"google.golang.org/grpc/status"
	"google.golang.org/protobuf/proto"
)

// Server is a Qdrant server for one test.
type Server struct {
	// URL is the server's address, http://127.0.0.1:port.
	URL string

	mu          sync.Mutex
	version     string
	collections map[string]*Collection
	aliases     map[string]string // alias -> collection
	requests    []proto.Message
	failures    map[string]failure // by method name, e.g. "Query"
	refuse      map[uint64]string  // point ids whose upserts the server refuses, and why
	query       []*qdrant.ScoredPoint
	scroll      []*qdrant.RetrievedPoint
}

// Collection is a collection the server holds.
type Collection struct {
	Info   *qdrant.CollectionInfo
	Points map[uint64]*qdrant.PointStruct
}

type failure struct {
	err     error
	trailer metadata.MD
	hang    bool
}

// Start starts a server, version 1.17.1, stopped when the test ends.
func Start(t testing.TB) *Server {
	t.Helper()
	lis, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatalf("listen: %v", err)
	}
	s := &Server{
		URL:         "http://" + lis.Addr().String(),
		version:     "1.17.1",
		collections: map[string]*Collection{},
		aliases:     map[string]string{},
		failures:    map[string]failure{},
		refuse:      map[uint64]string{},
	}
	g := grpc.NewServer(grpc.UnaryInterceptor(s.intercept))
	qdrant.RegisterQdrantServer(g, qdrantServer{s: s})
	qdrant.RegisterCollectionsServer(g, collectionsServer{s: s})
	qdrant.RegisterPointsServer(g, pointsServer{s: s})
	go func() { _ = g.Serve(lis) }()
	t.Cleanup(g.Stop)
	return s
}

// SetVersion sets the version the health check reports.
func (s *Server) SetVersion(v string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.version = v
}

// Fail makes every call of method (its gRPC name, e.g. "Query", "Upsert")
// fail with err, sending trailer (Qdrant sends a rate limit's retry-after
// there); a nil err serves the method again.
func (s *Server) Fail(method string, err error, trailer metadata.MD) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if err == nil {
		delete(s.failures, method)
		return
	}
	s.failures[method] = failure{err: err, trailer: trailer}
}

// Hang makes every call of method wait until its caller gives up.
func (s *Server) Hang(method string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.failures[method] = failure{hang: true}
}

// Refuse makes the server refuse any upsert that holds point id, as Qdrant
// refuses a whole request for one bad point.
func (s *Server) Refuse(id uint64, why string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.refuse[id] = why
}

// AnswerQuery sets the points every query answers.
func (s *Server) AnswerQuery(points ...*qdrant.ScoredPoint) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.query = points
}

// AnswerScroll sets the points every scroll answers.
func (s *Server) AnswerScroll(points ...*qdrant.RetrievedPoint) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.scroll = points
}

// Requests returns the requests of type T received so far, in order.
func Requests[T proto.Message](s *Server) []T {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []T
	for _, r := range s.requests {
		if v, ok := r.(T); ok {
			out = append(out, v)
		}
	}
	return out
}

// Collections returns the names of the collections, sorted.
func (s *Server) Collections() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []string
	for name := range s.collections {
		out = append(out, name)
	}
	slices.Sort(out)
	return out
}

// Alias returns the collection an alias names, "" when none.
func (s *Server) Alias(alias string) string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.aliases[alias]
}

// Collection returns a collection by name or alias, nil when there is none.
func (s *Server) Collection(name string) *Collection {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.collections[s.resolve(name)]
}

// AddCollection adds a collection as another program (or an older
// recruitd) might have made it.
func (s *Server) AddCollection(name string, info *qdrant.CollectionInfo) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if info.PayloadSchema == nil {
		info.PayloadSchema = map[string]*qdrant.PayloadSchemaInfo{}
	}
	s.collections[name] = &Collection{Info: info, Points: map[uint64]*qdrant.PointStruct{}}
}

// resolve turns an alias into its collection; mu is held.
func (s *Server) resolve(name string) string {
	if c, ok := s.aliases[name]; ok {
		return c
	}
	return name
}

// intercept records each request and applies the failures set.
func (s *Server) intercept(ctx context.Context, req any, info *grpc.UnaryServerInfo, handler grpc.UnaryHandler) (any, error) {
	method := info.FullMethod[strings.LastIndexByte(info.FullMethod, '/')+1:]
	s.mu.Lock()
	if m, ok := req.(proto.Message); ok {
		s.requests = append(s.requests, proto.Clone(m))
	}
	f, failing := s.failures[method]
	s.mu.Unlock()
	switch {
	case failing && f.hang:
		<-ctx.Done()
		return nil, status.FromContextError(ctx.Err()).Err()
	case failing:
		if f.trailer != nil {
			_ = grpc.SetTrailer(ctx, f.trailer)
		}
		return nil, f.err
	}
	return handler(ctx, req)
}

func notFound(name string) error {
	return status.Errorf(codes.NotFound, "Not found: Collection `%s` doesn't exist!", name)
}

type qdrantServer struct {
	qdrant.UnimplementedQdrantServer
	s *Server
}

func (q qdrantServer) HealthCheck(context.Context, *qdrant.HealthCheckRequest) (*qdrant.HealthCheckReply, error) {
	q.s.mu.Lock()
	defer q.s.mu.Unlock()
	return &qdrant.HealthCheckReply{Title: "qdrant - vector search engine", Version: q.s.version}, nil
}

type collectionsServer struct {
	qdrant.UnimplementedCollectionsServer
	s *Server
}

func (c collectionsServer) List(context.Context, *qdrant.ListCollectionsRequest) (*qdrant.ListCollectionsResponse, error) {
	out := &qdrant.ListCollectionsResponse{}
	for _, name := range c.s.Collections() {
		out.Collections = append(out.Collections, &qdrant.CollectionDescription{Name: name})
	}
	return out, nil
}

func (c collectionsServer) CollectionExists(_ context.Context, r *qdrant.CollectionExistsRequest) (*qdrant.CollectionExistsResponse, error) {
	c.s.mu.Lock()
	defer c.s.mu.Unlock()
	_, ok := c.s.collections[c.s.resolve(r.GetCollectionName())]
	return &qdrant.CollectionExistsResponse{Result: &qdrant.CollectionExists{Exists: ok}}, nil
}

func (c collectionsServer) Create(_ context.Context, r *qdrant.CreateCollection) (*qdrant.CollectionOperationResponse, error) {
	c.s.mu.Lock()
	defer c.s.mu.Unlock()
	name := r.GetCollectionName()
	if _, ok := c.s.collections[name]; ok {
		return nil, status.Errorf(codes.InvalidArgument, "Wrong input: Collection `%s` already exists!", name)
	}
	if _, ok := c.s.aliases[name]; ok {
		return nil, status.Errorf(codes.InvalidArgument, "Wrong input: Alias `%s` already exists!", name)
	}
	c.s.collections[name] = &Collection{
		Info: &qdrant.CollectionInfo{
			Status: qdrant.CollectionStatus_Green,
			Config: &qdrant.CollectionConfig{Params: &qdrant.CollectionParams{
				VectorsConfig: r.GetVectorsConfig(), SparseVectorsConfig: r.GetSparseVectorsConfig(),
			}},
			PayloadSchema: map[string]*qdrant.PayloadSchemaInfo{},
		},
		Points: map[uint64]*qdrant.PointStruct{},
	}
	return &qdrant.CollectionOperationResponse{Result: true}, nil
}

func (c collectionsServer) Get(_ context.Context, r *qdrant.GetCollectionInfoRequest) (*qdrant.GetCollectionInfoResponse, error) {
	c.s.mu.Lock()
	defer c.s.mu.Unlock()
	col, ok := c.s.collections[c.s.resolve(r.GetCollectionName())]
	if !ok {
		return nil, notFound(r.GetCollectionName())
	}
	info := proto.Clone(col.Info).(*qdrant.CollectionInfo)
	info.PointsCount = proto.Uint64(uint64(len(col.Points)))
	return &qdrant.GetCollectionInfoResponse{Result: info}, nil
}

func (c collectionsServer) Delete(_ context.Context, r *qdrant.DeleteCollection) (*qdrant.CollectionOperationResponse, error) {
	c.s.mu.Lock()
	defer c.s.mu.Unlock()
	name := r.GetCollectionName()
	_, ok := c.s.collections[name]
	delete(c.s.collections, name)
	for alias, target := range c.s.aliases {
		if target == name {
			delete(c.s.aliases, alias)
		}
	}
	return &qdrant.CollectionOperationResponse{Result: ok}, nil // false when there was none, as Qdrant answers
}

func (c collectionsServer) ListAliases(context.Context, *qdrant.ListAliasesRequest) (*qdrant.ListAliasesResponse, error) {
	c.s.mu.Lock()
	defer c.s.mu.Unlock()
	out := &qdrant.ListAliasesResponse{}
	for alias, name := range c.s.aliases {
		out.Aliases = append(out.Aliases, &qdrant.AliasDescription{AliasName: alias, CollectionName: name})
	}
	slices.SortFunc(out.Aliases, func(a, b *qdrant.AliasDescription) int { return strings.Compare(a.GetAliasName(), b.GetAliasName()) })
	return out, nil
}

// UpdateAliases applies the actions in order, all or none, as Qdrant does.
func (c collectionsServer) UpdateAliases(_ context.Context, r *qdrant.ChangeAliases) (*qdrant.CollectionOperationResponse, error) {
	c.s.mu.Lock()
	defer c.s.mu.Unlock()
	next := map[string]string{}
	for k, v := range c.s.aliases {
		next[k] = v
	}
	for _, a := range r.GetActions() {
		switch {
		case a.GetCreateAlias() != nil:
			ca := a.GetCreateAlias()
			if _, ok := c.s.collections[ca.GetCollectionName()]; !ok {
				return nil, notFound(ca.GetCollectionName())
			}
			if _, ok := c.s.collections[ca.GetAliasName()]; ok {
				return nil, status.Errorf(codes.InvalidArgument, "Wrong input: Collection `%s` already exists!", ca.GetAliasName())
			}
			if _, ok := next[ca.GetAliasName()]; ok {
				return nil, status.Errorf(codes.InvalidArgument, "Wrong input: Alias `%s` already exists!", ca.GetAliasName())
			}
			next[ca.GetAliasName()] = ca.GetCollectionName()
		case a.GetDeleteAlias() != nil:
			name := a.GetDeleteAlias().GetAliasName()
			if _, ok := next[name]; !ok {
				return nil, status.Errorf(codes.NotFound, "Not found: Alias `%s` doesn't exist!", name)
			}
			delete(next, name)
		case a.GetRenameAlias() != nil:
			ra := a.GetRenameAlias()
			target, ok := next[ra.GetOldAliasName()]
			if !ok {
				return nil, status.Errorf(codes.NotFound, "Not found: Alias `%s` doesn't exist!", ra.GetOldAliasName())
			}
			delete(next, ra.GetOldAliasName())
			next[ra.GetNewAliasName()] = target
		}
	}
	c.s.aliases = next
	return &qdrant.CollectionOperationResponse{Result: true}, nil
}

type pointsServer struct {
	qdrant.UnimplementedPointsServer
	s *Server
}

// collection returns the collection a request names; mu is held.
func (p pointsServer) collection(name string) (*Collection, error) {
	col, ok := p.s.collections[p.s.resolve(name)]
	if !ok {
		return nil, notFound(name)
	}
	return col, nil
}

var schemaTypes = map[qdrant.FieldType]qdrant.PayloadSchemaType{
	qdrant.FieldType_FieldTypeKeyword:  qdrant.PayloadSchemaType_Keyword,
	qdrant.FieldType_FieldTypeInteger:  qdrant.PayloadSchemaType_Integer,
	qdrant.FieldType_FieldTypeFloat:    qdrant.PayloadSchemaType_Float,
	qdrant.FieldType_FieldTypeGeo:      qdrant.PayloadSchemaType_Geo,
	qdrant.FieldType_FieldTypeText:     qdrant.PayloadSchemaType_Text,
	qdrant.FieldType_FieldTypeBool:     qdrant.PayloadSchemaType_Bool,
	qdrant.FieldType_FieldTypeDatetime: qdrant.PayloadSchemaType_Datetime,
}

func (p pointsServer) CreateFieldIndex(_ context.Context, r *qdrant.CreateFieldIndexCollection) (*qdrant.PointsOperationResponse, error) {
	p.s.mu.Lock()
	defer p.s.mu.Unlock()
	col, err := p.collection(r.GetCollectionName())
	if err != nil {
		return nil, err
	}
	col.Info.PayloadSchema[r.GetFieldName()] = &qdrant.PayloadSchemaInfo{DataType: schemaTypes[r.GetFieldType()]}
	return completed(), nil
}

func completed() *qdrant.PointsOperationResponse {
	return &qdrant.PointsOperationResponse{Result: &qdrant.UpdateResult{Status: qdrant.UpdateStatus_Completed}}
}

func (p pointsServer) Upsert(_ context.Context, r *qdrant.UpsertPoints) (*qdrant.PointsOperationResponse, error) {
	p.s.mu.Lock()
	defer p.s.mu.Unlock()
	col, err := p.collection(r.GetCollectionName())
	if err != nil {
		return nil, err
	}
	dense := col.Info.GetConfig().GetParams().GetVectorsConfig().GetParamsMap().GetMap()
	for _, pt := range r.GetPoints() {
		if why, ok := p.s.refuse[pt.GetId().GetNum()]; ok {
			return nil, status.Errorf(codes.InvalidArgument, "Wrong input: %s", why)
		}
		for name, v := range pt.GetVectors().GetVectors().GetVectors() {
			if v.GetDense() == nil {
				continue
			}
			params, ok := dense[name]
			if !ok {
				return nil, status.Errorf(codes.InvalidArgument, "Wrong input: Not existing vector name error: %s", name)
			}
			if got := len(v.GetDense().GetData()); uint64(got) != params.GetSize() {
				return nil, status.Errorf(codes.InvalidArgument, "Wrong input: Vector dimension error: expected dim: %d, got %d", params.GetSize(), got)
			}
		}
	}
	for _, pt := range r.GetPoints() {
		col.Points[pt.GetId().GetNum()] = proto.Clone(pt).(*qdrant.PointStruct)
	}
	return completed(), nil
}

func (p pointsServer) Delete(_ context.Context, r *qdrant.DeletePoints) (*qdrant.PointsOperationResponse, error) {
	p.s.mu.Lock()
	defer p.s.mu.Unlock()
	col, err := p.collection(r.GetCollectionName())
	if err != nil {
		return nil, err
	}
	for _, id := range r.GetPoints().GetPoints().GetIds() {
		delete(col.Points, id.GetNum())
	}
	return completed(), nil
}

func (p pointsServer) Count(_ context.Context, r *qdrant.CountPoints) (*qdrant.CountResponse, error) {
	p.s.mu.Lock()
	defer p.s.mu.Unlock()
	col, err := p.collection(r.GetCollectionName())
	if err != nil {
		return nil, err
	}
	return &qdrant.CountResponse{Result: &qdrant.CountResult{Count: uint64(len(col.Points))}}, nil
}

func (p pointsServer) Query(_ context.Context, r *qdrant.QueryPoints) (*qdrant.QueryResponse, error) {
	p.s.mu.Lock()
	defer p.s.mu.Unlock()
	if _, err := p.collection(r.GetCollectionName()); err != nil {
		return nil, err
	}
	return &qdrant.QueryResponse{Result: p.s.query}, nil
}

func (p pointsServer) Scroll(_ context.Context, r *qdrant.ScrollPoints) (*qdrant.ScrollResponse, error) {
	p.s.mu.Lock()
	defer p.s.mu.Unlock()
	if _, err := p.collection(r.GetCollectionName()); err != nil {
		return nil, err
	}
	return &qdrant.ScrollResponse{Result: p.s.scroll}, nil
}
