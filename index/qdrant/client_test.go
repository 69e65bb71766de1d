package qdrant

import (
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"fmt"
	"math"
	"math/big"
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/qdrant/go-client/qdrant"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/metadata"
	"google.golang.org/grpc/status"
	"google.golang.org/protobuf/testing/protocmp"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/index"
	"github.com/recruitd/recruitd/index/qdrant/qdranttest"
)

func mustNew(t *testing.T, cfg Config) *Client {
	t.Helper()
	c, err := New(t.Context(), cfg)
	if err != nil {
		t.Fatalf("New = %v", err)
	}
	t.Cleanup(func() { _ = c.Close() })
	return c
}

// ready is a client of srv at dimension dim whose collections Ensure made.
func ready(t *testing.T, srv *qdranttest.Server, dim int, lexical bool) *Client {
	t.Helper()
	c := mustNew(t, Config{URL: srv.URL, Dimension: dim, Lexical: lexical})
	if err := c.Ensure(t.Context()); err != nil {
		t.Fatalf("Ensure = %v", err)
	}
	return c
}

func TestEnsureMakesVersionedCollectionsOnce(t *testing.T) {
	srv := qdranttest.Start(t)
	ready(t, srv, 8, false)
	want := []*qdrant.CreateCollection{createCollection("recruitd_candidate_v1", 8), createCollection("recruitd_job_v1", 8)}
	if diff := cmp.Diff(want, qdranttest.Requests[*qdrant.CreateCollection](srv), protocmp.Transform()); diff != "" {
		t.Errorf("collections made (-want +got):\n%s", diff)
	}
	for _, kind := range []string{"candidate", "job"} {
		if got := srv.Alias("recruitd_" + kind); got != "recruitd_"+kind+"_v1" {
			t.Errorf("alias recruitd_%s names %q, want recruitd_%s_v1", kind, got, kind)
		}
		schema := srv.Collection("recruitd_" + kind).Info.GetPayloadSchema()
		if len(schema) != len(payloadIndexes()) || schema["location"].GetDataType() != qdrant.PayloadSchemaType_Geo ||
			schema["specialty"].GetDataType() != qdrant.PayloadSchemaType_Keyword || schema["comp_max"].GetDataType() != qdrant.PayloadSchemaType_Float {
			t.Errorf("payload indexes of %s = %v, want a geo, keyword and float index per field", kind, schema)
		}
	}
	made, indexes := len(qdranttest.Requests[*qdrant.CreateCollection](srv)), len(qdranttest.Requests[*qdrant.CreateFieldIndexCollection](srv))

	// A second start makes nothing: it checks.
	ready(t, srv, 8, false)
	if n, m := len(qdranttest.Requests[*qdrant.CreateCollection](srv)), len(qdranttest.Requests[*qdrant.CreateFieldIndexCollection](srv)); n != made || m != indexes {
		t.Errorf("a second Ensure made %d collections and %d indexes, want none", n-made, m-indexes)
	}

	// A prefix names other collections.
	c := mustNew(t, Config{URL: srv.URL, Dimension: 8, Prefix: "test"})
	if err := c.Ensure(t.Context()); err != nil {
		t.Fatal(err)
	}
	if srv.Alias("test_job") != "test_job_v1" {
		t.Errorf("aliases with prefix test: test_job names %q", srv.Alias("test_job"))
	}
}

// TestEnsureChecksCollections checks that a collection made for another
// embedder, or not by recruitd, stops the start with what to do, and that a
// missing payload index (a field a release added) is made.
func TestEnsureChecksCollections(t *testing.T) {
	srv := qdranttest.Start(t)
	ready(t, srv, 8, false)
	c := mustNew(t, Config{URL: srv.URL, Dimension: 16})
	err := c.Ensure(t.Context())
	if err == nil || !strings.Contains(err.Error(), "holds 8-dimensional vectors, the embedder makes 16") || !strings.Contains(err.Error(), "reindex --backend qdrant") {
		t.Errorf("Ensure at another dimension = %v, want the dimensions and the reindex to run", err)
	}

	delete(srv.Collection("recruitd_job").Info.PayloadSchema, "shift")
	srv.Collection("recruitd_candidate").Info.PayloadSchema["comp_max"] = &qdrant.PayloadSchemaInfo{DataType: qdrant.PayloadSchemaType_Keyword}
	err = mustNew(t, Config{URL: srv.URL, Dimension: 8}).Ensure(t.Context())
	if err == nil || !strings.Contains(err.Error(), `"comp_max" as Keyword`) {
		t.Errorf("Ensure with a keyword index on comp_max = %v, want it refused", err)
	}
	srv.Collection("recruitd_candidate").Info.PayloadSchema["comp_max"] = &qdrant.PayloadSchemaInfo{DataType: qdrant.PayloadSchemaType_Float}
	if err := mustNew(t, Config{URL: srv.URL, Dimension: 8}).Ensure(t.Context()); err != nil {
		t.Fatal(err)
	}
	if srv.Collection("recruitd_job").Info.PayloadSchema["shift"] == nil {
		t.Error("Ensure did not make the missing shift index")
	}

	srv.Collection("recruitd_job").Info.Config.Params.SparseVectorsConfig = nil
	if err := mustNew(t, Config{URL: srv.URL, Dimension: 8}).Ensure(t.Context()); err == nil || !strings.Contains(err.Error(), "not made by recruitd") {
		t.Errorf("Ensure without the sparse vector = %v, want it refused", err)
	}

	// A collection from before aliases holds the alias's name.
	legacy := qdranttest.Start(t)
	legacy.AddCollection("recruitd_candidate", &qdrant.CollectionInfo{Config: &qdrant.CollectionConfig{Params: &qdrant.CollectionParams{
		VectorsConfig: qdrant.NewVectorsConfigMap(map[string]*qdrant.VectorParams{"dense": {Size: 8, Distance: qdrant.Distance_Cosine}}),
	}}})
	err = mustNew(t, Config{URL: legacy.URL, Dimension: 8}).Ensure(t.Context())
	if err == nil || !strings.Contains(err.Error(), "from before versioned collections") {
		t.Errorf("Ensure over a collection from before aliases = %v, want what to do", err)
	}
}

func TestVersions(t *testing.T) {
	for _, tc := range []struct {
		version  string
		wantErr  string
		rrfWithK bool
	}{
		{"1.17.1", "", true},
		{"1.16.0", "", true},
		{"v1.15.4", "", false},
		{"1.13.0", "", false},
		{"1.12.6", "recruitd needs 1.13 or later", false},
		{"dev", "server version", false},
	} {
		t.Run(tc.version, func(t *testing.T) {
			srv := qdranttest.Start(t)
			srv.SetVersion(tc.version)
			c, err := New(t.Context(), Config{URL: srv.URL, Dimension: 2, Lexical: true})
			if tc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
					t.Errorf("New against %s = %v, want an error saying %q", tc.version, err, tc.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatalf("New = %v", err)
			}
			defer c.Close()
			if err := c.Ensure(t.Context()); err != nil {
				t.Fatal(err)
			}
			if _, err := c.Search(t.Context(), index.Query{Kind: index.Jobs, Vector: []float32{1, 0}, Text: "icu nurse", K: 3}); err != nil {
				t.Fatal(err)
			}
			q := qdranttest.Requests[*qdrant.QueryPoints](srv)[0].GetQuery()
			if got := q.GetRrf() != nil && q.GetRrf().GetK() == rrfK; got != tc.rrfWithK {
				t.Errorf("server %s: the fused query %v uses RRF with k %v, want %v", tc.version, q, got, tc.rrfWithK)
			}
			if !tc.rrfWithK && q.GetFusion() != qdrant.Fusion_RRF {
				t.Errorf("server %s: the fused query %v, want plain RRF fusion", tc.version, q)
			}
		})
	}
}

func TestUnreachable(t *testing.T) {
	lis, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatalf("listen: %v", err)
	}
	url := "http://" + lis.Addr().String()
	_ = lis.Close() // nothing listens there now
	ctx, cancel := context.WithTimeout(t.Context(), 10*time.Second)
	defer cancel()
	_, err = New(ctx, Config{URL: url, Dimension: 8, Timeout: time.Second})
	if code := recruitd.ErrorCode(err); code != recruitd.Unavailable || !strings.Contains(err.Error(), "gRPC port") {
		t.Errorf("New on a closed port = %v (code %q), want code %q and a word on the gRPC port", err, code, recruitd.Unavailable)
	}
}

func TestWrites(t *testing.T) {
	srv := qdranttest.Start(t)
	c := ready(t, srv, 2, false)
	ctx := t.Context()

	docs := make([]index.Document, 600)
	for i := range docs {
		docs[i] = index.Document{ID: int64(i + 1), Vector: []float32{1, 0}}
	}
	if rejected, err := c.Upsert(ctx, index.Jobs, docs); err != nil || len(rejected) > 0 {
		t.Fatalf("Upsert = %v, %v", rejected, err)
	}
	var sizes []int
	for _, u := range qdranttest.Requests[*qdrant.UpsertPoints](srv) {
		sizes = append(sizes, len(u.GetPoints()))
		if u.GetCollectionName() != "recruitd_job" || !u.GetWait() {
			t.Errorf("upsert into %q, wait %v; want the alias recruitd_job, true", u.GetCollectionName(), u.GetWait())
		}
	}
	if diff := cmp.Diff([]int{256, 256, 88}, sizes); diff != "" {
		t.Errorf("upsert batch sizes (-want +got):\n%s", diff)
	}
	if n, err := c.Count(ctx, index.Jobs); err != nil || n != 600 {
		t.Errorf("Count = %d, %v; want 600", n, err)
	}
	if r := qdranttest.Requests[*qdrant.CountPoints](srv)[0]; r.GetCollectionName() != "recruitd_job" || !r.GetExact() {
		t.Errorf("count request %v, want an exact count of recruitd_job", r)
	}

	if err := c.Delete(ctx, index.Jobs, []int64{3, 9, 10_000}); err != nil {
		t.Fatalf("Delete = %v", err)
	}
	if n, _ := c.Count(ctx, index.Jobs); n != 598 {
		t.Errorf("Count after deleting 2 of 3 ids (one unknown) = %d, want 598", n)
	}
	deletes := qdranttest.Requests[*qdrant.DeletePoints](srv)
	if err := c.Delete(ctx, index.Candidates, nil); err != nil || len(qdranttest.Requests[*qdrant.DeletePoints](srv)) != len(deletes) {
		t.Errorf("Delete of no ids = %v, or it reached the server", err)
	}
	if err := c.Delete(ctx, index.Jobs, []int64{-5}); err == nil {
		t.Error("Delete of a negative id = nil error, want one")
	}
	if _, err := c.Upsert(ctx, "resume", docs[:1]); err == nil {
		t.Error("Upsert of an unknown kind = nil error, want one")
	}
}

// TestUpsertRejections checks that documents the server cannot take come
// back as rejections, with their reasons, and the rest of the batch is
// written: those refused before sending, and one the server refuses, which
// costs its batch a retry point by point.
func TestUpsertRejections(t *testing.T) {
	srv := qdranttest.Start(t)
	c := ready(t, srv, 2, false)
	srv.Refuse(4, "Payload geo point is out of range")
	docs := []index.Document{
		{ID: 1, Vector: []float32{1, 0}},
		{ID: -2, Vector: []float32{1, 0}},
		{ID: 3, Vector: []float32{1, 0, 0}},
		{ID: 4, Vector: []float32{0, 1}},
		{ID: 5, Vector: []float32{0, 1}, Numbers: map[string]float64{"comp_min": math.Inf(1)}},
		{ID: 6, Vector: []float32{0, 1}, Point: &index.Point{Lat: 95, Lon: 0}},
		{ID: 7}, // vectorless: stored
	}
	rejected, err := c.Upsert(t.Context(), index.Candidates, docs)
	if err != nil {
		t.Fatalf("Upsert = %v", err)
	}
	got := map[int64]string{}
	for _, r := range rejected {
		got[r.ID] = r.Reason
	}
	for id, want := range map[int64]string{-2: "negative id", 3: "3 dimensions, want 2", 4: "geo point is out of range", 5: "comp_min", 6: "not a coordinate"} {
		if !strings.Contains(got[id], want) {
			t.Errorf("rejection of %d = %q, want it to say %q", id, got[id], want)
		}
	}
	if len(got) != 5 {
		t.Errorf("rejections %v, want 5", got)
	}
	col := srv.Collection("recruitd_candidate")
	if len(col.Points) != 2 || col.Points[1] == nil || col.Points[7] == nil {
		t.Errorf("points stored %v, want 1 and 7", col.Points)
	}
	if _, ok := col.Points[7].GetVectors().GetVectors().GetVectors()["dense"]; ok {
		t.Error("the vectorless document was stored with a dense vector")
	}
}

// TestSearchVectorless checks the queries around documents without a
// vector: a query with a vector fills what the dense search leaves of K with
// the vectorless documents in id order; a query without one is a filtered
// scroll.
func TestSearchVectorless(t *testing.T) {
	srv := qdranttest.Start(t)
	c := ready(t, srv, 2, false)
	austin := index.Point{Lat: 30.2672, Lon: -97.7431}
	at := func(lat, lon float64) map[string]*qdrant.Value {
		return map[string]*qdrant.Value{"location": qdrant.NewValueFromFields(map[string]*qdrant.Value{
			"lat": qdrant.NewValueDouble(lat), "lon": qdrant.NewValueDouble(lon)})}
	}
	srv.AnswerQuery(&qdrant.ScoredPoint{Id: qdrant.NewIDNum(5), Score: 0.75, Payload: at(30.2672, -97.7431)})
	srv.AnswerScroll(&qdrant.RetrievedPoint{Id: qdrant.NewIDNum(2)}, &qdrant.RetrievedPoint{Id: qdrant.NewIDNum(8), Payload: at(30.2672, -97.7431)})
	filter := index.Filter{Center: &austin, RadiusMiles: 25, Any: map[string][]string{"specialty": {"icu"}}}

	q := index.Query{Kind: index.Candidates, Vector: []float32{0.6, 0.8}, K: 10, Filter: filter}
	got, err := c.Search(t.Context(), q)
	if err != nil {
		t.Fatal(err)
	}
	want := []index.Hit{{ID: 5, Score: 0.75, DistanceMiles: 0}, {ID: 2, DistanceMiles: -1}, {ID: 8, DistanceMiles: 0}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Search with a vector (-want +got):\n%s", diff)
	}
	scroll := qdranttest.Requests[*qdrant.ScrollPoints](srv)[0]
	if diff := cmp.Diff(fillScroll("recruitd_candidate", q, got[:1], false), scroll, protocmp.Transform()); diff != "" {
		t.Errorf("fill request (-want +got):\n%s", diff)
	}

	// Without a vector: no ranking query, the scroll alone.
	queries := len(qdranttest.Requests[*qdrant.QueryPoints](srv))
	q.Vector = nil
	got, err = c.Search(t.Context(), q)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[0].ID != 2 || len(qdranttest.Requests[*qdrant.QueryPoints](srv)) != queries {
		t.Errorf("Search without a vector = %+v, or it queried; want the scroll's ids 2, 8", got)
	}

	// A full window from the dense search needs no scroll.
	srv.AnswerQuery(&qdrant.ScoredPoint{Id: qdrant.NewIDNum(5), Score: 0.75}, &qdrant.ScoredPoint{Id: qdrant.NewIDNum(6), Score: 0.5})
	scrolls := len(qdranttest.Requests[*qdrant.ScrollPoints](srv))
	if _, err := c.Search(t.Context(), index.Query{Kind: index.Candidates, Vector: []float32{1, 0}, K: 2}); err != nil {
		t.Fatal(err)
	}
	if n := len(qdranttest.Requests[*qdrant.ScrollPoints](srv)); n != scrolls {
		t.Errorf("%d scrolls after a full window, want none", n-scrolls)
	}
}

// TestFusedSearch checks the fused query: cosines, not RRF scores, and a
// window of large vectors past gRPC's default 4 MiB answer limit.
func TestFusedSearch(t *testing.T) {
	const dim = 4096
	srv := qdranttest.Start(t)
	c := ready(t, srv, dim, true)
	q := index.Query{Kind: index.Jobs, Vector: make([]float32, dim), Text: "icu nurse", K: 300}
	q.Vector[0], q.Vector[1] = 0.6, 0.8
	var answer []*qdrant.ScoredPoint
	for i := range 300 {
		v := make([]float32, dim)
		v[1] = 1
		answer = append(answer, &qdrant.ScoredPoint{Id: qdrant.NewIDNum(uint64(i + 1)), Score: 0.016, Vectors: &qdrant.VectorsOutput{
			VectorsOptions: &qdrant.VectorsOutput_Vectors{Vectors: &qdrant.NamedVectorsOutput{Vectors: map[string]*qdrant.VectorOutput{
				"dense": {Vector: &qdrant.VectorOutput_Dense{Dense: &qdrant.DenseVector{Data: v}}},
			}}},
		}})
	}
	srv.AnswerQuery(answer...)
	got, err := c.Search(t.Context(), q)
	if err != nil {
		t.Fatalf("Search of 300 hits of %d dimensions (about %d MiB) = %v", dim, 300*dim*4>>20, err)
	}
	if len(got) != 300 || got[0].Score < 0.7999 || got[0].Score > 0.8001 {
		t.Errorf("fused Search = %d hits, the first scoring %v; want 300 with the cosine 0.8", len(got), got[0].Score)
	}
	want, _ := queryPoints("recruitd_job", q, true, true)
	if diff := cmp.Diff(want, qdranttest.Requests[*qdrant.QueryPoints](srv)[0], protocmp.Transform()); diff != "" {
		t.Errorf("fused request (-want +got):\n%s", diff)
	}
}

func TestServerErrors(t *testing.T) {
	srv := qdranttest.Start(t)
	c := ready(t, srv, 2, false)
	for _, tc := range []struct {
		name    string
		err     error
		trailer metadata.MD
		want    recruitd.Code
	}{
		{"unavailable", status.Error(codes.Unavailable, "down"), nil, recruitd.Unavailable},
		// Qdrant's rate limiter: the go-client turns it into an error of its own.
		{"rate limited with retry-after", status.Error(codes.ResourceExhausted, "Rate limiting exceeded: Write rate limit exceeded, retry later"),
			metadata.Pairs("retry-after", "3"), recruitd.Unavailable},
		{"resource exhausted", status.Error(codes.ResourceExhausted, "too many requests"), nil, recruitd.Unavailable},
		{"internal", status.Error(codes.Internal, "Service internal error: panic"), nil, recruitd.Unavailable},
		{"bad request", status.Error(codes.InvalidArgument, "Wrong input: bad filter"), nil, recruitd.Internal},
		{"no collection", status.Error(codes.NotFound, "Not found: Collection `x` doesn't exist!"), nil, recruitd.Internal},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for _, m := range []string{"Query", "Scroll", "Count", "Upsert"} {
				srv.Fail(m, tc.err, tc.trailer)
				defer srv.Fail(m, nil, nil)
			}
			_, err := c.Search(t.Context(), index.Query{Kind: index.Jobs, Vector: []float32{1, 0}, K: 3})
			if code := recruitd.ErrorCode(err); code != tc.want {
				t.Errorf("Search = %v (code %q), want code %q", err, code, tc.want)
			}
			_, err = c.Count(t.Context(), index.Jobs)
			if code := recruitd.ErrorCode(err); code != tc.want {
				t.Errorf("Count = %v (code %q), want code %q", err, code, tc.want)
			}
			if tc.want == recruitd.Unavailable {
				_, err = c.Upsert(t.Context(), index.Jobs, []index.Document{{ID: 1, Vector: []float32{1, 0}}})
				if code := recruitd.ErrorCode(err); code != tc.want {
					t.Errorf("Upsert = %v (code %q), want code %q: an outage, not a rejection", err, code, tc.want)
				}
			}
		})
	}

	// A request its caller canceled is not the server's fault.
	ctx, cancel := context.WithCancel(t.Context())
	cancel()
	_, err := c.Count(ctx, index.Jobs)
	if err == nil || recruitd.ErrorCode(err) == recruitd.Unavailable {
		t.Errorf("Count with a canceled context = %v, want an error that is not unavailable", err)
	}
}

// TestDeadline checks that a server that does not answer fails each call at
// the client's deadline, as unavailable.
func TestDeadline(t *testing.T) {
	srv := qdranttest.Start(t)
	ready(t, srv, 2, false)
	c := mustNew(t, Config{URL: srv.URL, Dimension: 2, Timeout: 50 * time.Millisecond})
	for _, m := range []string{"Query", "Upsert", "Count"} {
		srv.Hang(m)
	}
	_, err := c.Search(t.Context(), index.Query{Kind: index.Jobs, Vector: []float32{1, 0}, K: 3})
	if code := recruitd.ErrorCode(err); code != recruitd.Unavailable {
		t.Errorf("Search of a hung server = %v (code %q), want code %q", err, code, recruitd.Unavailable)
	}
	_, err = c.Upsert(t.Context(), index.Jobs, []index.Document{{ID: 1, Vector: []float32{1, 0}}})
	if code := recruitd.ErrorCode(err); code != recruitd.Unavailable {
		t.Errorf("Upsert to a hung server = %v (code %q), want code %q", err, code, recruitd.Unavailable)
	}
}

// TestRebuild walks a rebuild: a new version filled beside the serving one,
// counted, switched to in one alias request, the old version (and its
// orphans) deleted; an interrupted rebuild resumed; a dimension change.
func TestRebuild(t *testing.T) {
	srv := qdranttest.Start(t)
	ctx := t.Context()
	c := ready(t, srv, 2, false)
	if _, err := c.Upsert(ctx, index.Candidates, []index.Document{{ID: 1, Vector: []float32{1, 0}}, {ID: 99, Vector: []float32{0, 1}}}); err != nil {
		t.Fatal(err)
	}

	// An embedder of 3 dimensions: the serving collection refuses it.
	c3 := mustNew(t, Config{URL: srv.URL, Dimension: 3})
	if err := c3.Ensure(ctx); err == nil {
		t.Fatal("Ensure at 3 dimensions over a 2-dimensional collection = nil error")
	}
	r, err := c3.Rebuild(ctx, index.Candidates, false)
	if err != nil {
		t.Fatal(err)
	}
	if r.Name() != "recruitd_candidate_v2" || r.Resumed() {
		t.Errorf("Rebuild = %s (resumed %v), want a new recruitd_candidate_v2", r.Name(), r.Resumed())
	}
	if _, err := r.Upsert(ctx, []index.Document{{ID: 1, Vector: []float32{1, 0, 0}}}); err != nil {
		t.Fatal(err)
	}
	// Interrupted here: a second rebuild goes on with v2, one with restart starts v3.
	again, err := c3.Rebuild(ctx, index.Candidates, false)
	if err != nil || again.Name() != "recruitd_candidate_v2" || !again.Resumed() {
		t.Fatalf("Rebuild after an interruption = %v, %v; want v2 resumed", again, err)
	}
	if n, err := again.Count(ctx); err != nil || n != 1 {
		t.Errorf("resumed Count = %d, %v; want 1", n, err)
	}
	fresh, err := c3.Rebuild(ctx, index.Candidates, true)
	if err != nil || fresh.Name() != "recruitd_candidate_v3" || fresh.Resumed() {
		t.Fatalf("Rebuild with restart = %v, %v; want a new v3", fresh, err)
	}
	if srv.Collection("recruitd_candidate_v2") != nil {
		t.Error("restart left the unfinished v2")
	}
	if _, err := fresh.Upsert(ctx, []index.Document{{ID: 1, Vector: []float32{1, 0, 0}}, {ID: 2}}); err != nil {
		t.Fatal(err)
	}
	if n, _ := c.Count(ctx, index.Candidates); n != 2 || srv.Alias("recruitd_candidate") != "recruitd_candidate_v1" {
		t.Errorf("while rebuilding, the alias names %s holding %d; want v1 with 2", srv.Alias("recruitd_candidate"), n)
	}
	changes := len(qdranttest.Requests[*qdrant.ChangeAliases](srv))
	if err := fresh.Switch(ctx); err != nil {
		t.Fatal(err)
	}
	switches := qdranttest.Requests[*qdrant.ChangeAliases](srv)[changes:]
	want := []*qdrant.ChangeAliases{{Actions: []*qdrant.AliasOperations{
		{Action: &qdrant.AliasOperations_DeleteAlias{DeleteAlias: &qdrant.DeleteAlias{AliasName: "recruitd_candidate"}}},
		{Action: &qdrant.AliasOperations_CreateAlias{CreateAlias: &qdrant.CreateAlias{AliasName: "recruitd_candidate", CollectionName: "recruitd_candidate_v3"}}},
	}}}
	if diff := cmp.Diff(want, switches, protocmp.Transform()); diff != "" {
		t.Errorf("alias switch: one request, both actions (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]string{"recruitd_candidate_v3", "recruitd_job_v1"}, srv.Collections()); diff != "" {
		t.Errorf("collections after the switch, the old version gone with orphan 99 (-want +got):\n%s", diff)
	}
	if err := c3.Ensure(ctx); err == nil || !strings.Contains(err.Error(), "recruitd_job_v1") {
		t.Errorf("Ensure at 3 dimensions = %v, want the jobs still to rebuild", err)
	}
	if n, err := c3.Count(ctx, index.Candidates); err != nil || n != 2 {
		t.Errorf("Count through the alias after the switch = %d, %v; want 2", n, err)
	}
	if cur, err := c3.Current(ctx, index.Candidates); err != nil || cur != "recruitd_candidate_v3" {
		t.Errorf("Current = %q, %v; want recruitd_candidate_v3", cur, err)
	}
}

// TestRebuildLegacy checks that a collection from before aliases is
// replaced by a versioned one behind an alias of its name.
func TestRebuildLegacy(t *testing.T) {
	srv := qdranttest.Start(t)
	srv.AddCollection("recruitd_job", &qdrant.CollectionInfo{Config: &qdrant.CollectionConfig{Params: &qdrant.CollectionParams{
		VectorsConfig: qdrant.NewVectorsConfigMap(map[string]*qdrant.VectorParams{"dense": {Size: 2, Distance: qdrant.Distance_Cosine}}),
	}}})
	c := mustNew(t, Config{URL: srv.URL, Dimension: 2})
	r, err := c.Rebuild(t.Context(), index.Jobs, false)
	if err != nil || r.Name() != "recruitd_job_v1" {
		t.Fatalf("Rebuild = %v, %v; want recruitd_job_v1", r, err)
	}
	if err := r.Switch(t.Context()); err != nil {
		t.Fatal(err)
	}
	if srv.Alias("recruitd_job") != "recruitd_job_v1" || srv.Collection("recruitd_job_v1") == nil {
		t.Errorf("after the switch: alias names %q, collections %v", srv.Alias("recruitd_job"), srv.Collections())
	}
}

func TestDrop(t *testing.T) {
	srv := qdranttest.Start(t)
	c := mustNew(t, Config{URL: srv.URL, Dimension: 8, Prefix: "p"})
	if err := c.Ensure(t.Context()); err != nil {
		t.Fatal(err)
	}
	other := mustNew(t, Config{URL: srv.URL, Dimension: 8, Prefix: "q"})
	if err := other.Ensure(t.Context()); err != nil {
		t.Fatal(err)
	}
	for range 2 { // the second finds nothing to drop
		if err := c.Drop(t.Context()); err != nil {
			t.Fatalf("Drop = %v", err)
		}
	}
	if diff := cmp.Diff([]string{"q_candidate_v1", "q_job_v1"}, srv.Collections()); diff != "" {
		t.Errorf("collections after Drop (-want +got):\n%s", diff)
	}
}

func TestClientConfig(t *testing.T) {
	ca := writeCA(t)
	for _, tc := range []struct {
		url, ca  string
		wantHost string
		wantPort int
		wantTLS  bool
		wantErr  string
	}{
		{url: "http://localhost:6334", wantHost: "localhost", wantPort: 6334},
		{url: "http://localhost:6333", wantHost: "localhost", wantPort: 6334}, // REST port: the gRPC one
		{url: "https://q.example.com", wantHost: "q.example.com", wantPort: 6334, wantTLS: true},
		{url: "https://q.example.com:443", ca: ca, wantHost: "q.example.com", wantPort: 443, wantTLS: true},
		{url: "http://10.0.0.5:7000", wantHost: "10.0.0.5", wantPort: 7000},
		{url: "http://localhost:6334", ca: ca, wantErr: "needs an https URL"},
		{url: "https://localhost:6334", ca: ca + ".missing", wantErr: "CA file"},
		{url: "https://localhost:6334", ca: filepath.Join(t.TempDir()), wantErr: "CA file"},
		{url: "localhost:6334", wantErr: "want http"},
		{url: "", wantErr: "want http"},
		{url: "grpc://localhost:6334", wantErr: "want http"},
	} {
		t.Run(fmt.Sprint(tc.url, tc.ca), func(t *testing.T) {
			got, err := clientConfig(Config{URL: tc.url, APIKey: "k", CAFile: tc.ca})
			if tc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
					t.Errorf("clientConfig = %+v, %v; want an error saying %q", got, err, tc.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatalf("clientConfig = %v", err)
			}
			if got.Host != tc.wantHost || got.Port != tc.wantPort || got.UseTLS != tc.wantTLS || got.APIKey != "k" || !got.SkipCompatibilityCheck {
				t.Errorf("clientConfig = %+v, want %s:%d TLS %v", got, tc.wantHost, tc.wantPort, tc.wantTLS)
			}
			if (tc.ca != "") != (got.TLSConfig != nil && got.TLSConfig.RootCAs != nil) {
				t.Errorf("CA file %q: TLS config %v", tc.ca, got.TLSConfig)
			}
			if len(got.GrpcOptions) != 1 {
				t.Errorf("gRPC options %v, want the raised receive limit", got.GrpcOptions)
			}
		})
	}
}

// writeCA writes a new self-signed CA certificate as PEM and returns its path.
func writeCA(t *testing.T) string {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "test CA"},
		NotBefore: time.Now(), NotAfter: time.Now().Add(time.Hour), IsCA: true, BasicConstraintsValid: true,
		KeyUsage: x509.KeyUsageCertSign}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "ca.pem")
	if err := os.WriteFile(path, pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der}), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}
