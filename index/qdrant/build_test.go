package qdrant

import (
	"math"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/qdrant/go-client/qdrant"
	"google.golang.org/protobuf/testing/protocmp"

	"github.com/recruitd/recruitd/geo"
	"github.com/recruitd/recruitd/index"
)

func ptr[T any](v T) *T { return &v }

func TestCreateCollection(t *testing.T) {
	got := createCollection("recruitd_candidate", 384)
	want := &qdrant.CreateCollection{
		CollectionName: "recruitd_candidate",
		VectorsConfig: &qdrant.VectorsConfig{Config: &qdrant.VectorsConfig_ParamsMap{ParamsMap: &qdrant.VectorParamsMap{
			Map: map[string]*qdrant.VectorParams{"dense": {Size: 384, Distance: qdrant.Distance_Cosine}},
		}}},
		SparseVectorsConfig: &qdrant.SparseVectorConfig{Map: map[string]*qdrant.SparseVectorParams{
			"text": {Modifier: ptr(qdrant.Modifier_Idf)},
		}},
	}
	if diff := cmp.Diff(want, got, protocmp.Transform()); diff != "" {
		t.Errorf("createCollection (-want +got):\n%s", diff)
	}
}

func TestCheckDimension(t *testing.T) {
	info := func(vectors map[string]*qdrant.VectorParams) *qdrant.CollectionInfo {
		return &qdrant.CollectionInfo{Config: &qdrant.CollectionConfig{Params: &qdrant.CollectionParams{
			VectorsConfig: qdrant.NewVectorsConfigMap(vectors),
		}}}
	}
	for _, tc := range []struct {
		name    string
		info    *qdrant.CollectionInfo
		wantErr bool
	}{
		{"same dimension", info(map[string]*qdrant.VectorParams{"dense": {Size: 384}}), false},
		{"other dimension", info(map[string]*qdrant.VectorParams{"dense": {Size: 1536}}), true},
		{"no dense vector", info(map[string]*qdrant.VectorParams{"other": {Size: 384}}), true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if err := checkDimension("c", tc.info, 384); (err != nil) != tc.wantErr {
				t.Errorf("checkDimension = %v, want error %v", err, tc.wantErr)
			}
		})
	}
}

func TestMissingIndexes(t *testing.T) {
	types := func(reqs []*qdrant.CreateFieldIndexCollection) map[string]qdrant.FieldType {
		out := map[string]qdrant.FieldType{}
		for _, r := range reqs {
			if r.GetCollectionName() != "c" || !r.GetWait() {
				t.Errorf("request for %s: collection %q, wait %v; want c, true", r.GetFieldName(), r.GetCollectionName(), r.GetWait())
			}
			out[r.GetFieldName()] = r.GetFieldType()
		}
		if len(out) != len(reqs) {
			t.Errorf("%d requests for %d fields", len(reqs), len(out))
		}
		return out
	}
	all := types(missingIndexes("c", nil))
	want := map[string]qdrant.FieldType{"location": qdrant.FieldType_FieldTypeGeo}
	for _, f := range []string{
		index.FieldStatus, index.FieldProfession, index.FieldSpecialty, index.FieldCert, index.FieldLicense,
		index.FieldLicenseState, index.FieldState, index.FieldJobType, index.FieldShift, index.FieldRemote, index.FieldTravel,
		index.FieldEmploymentType, index.FieldCompType,
	} {
		want[f] = qdrant.FieldType_FieldTypeKeyword
	}
	for _, f := range []string{index.NumYears, index.NumCompMin, index.NumCompMax, index.NumHoursMin, index.NumHoursMax, index.NumStartDate} {
		want[f] = qdrant.FieldType_FieldTypeFloat
	}
	if diff := cmp.Diff(want, all); diff != "" {
		t.Errorf("missingIndexes of a new collection (-want +got):\n%s", diff)
	}

	have := map[string]*qdrant.PayloadSchemaInfo{}
	for f := range want {
		if f != index.FieldShift && f != "location" {
			have[f] = &qdrant.PayloadSchemaInfo{}
		}
	}
	rest := types(missingIndexes("c", have))
	if diff := cmp.Diff(map[string]qdrant.FieldType{index.FieldShift: qdrant.FieldType_FieldTypeKeyword, "location": qdrant.FieldType_FieldTypeGeo}, rest); diff != "" {
		t.Errorf("missingIndexes of a collection with most indexes (-want +got):\n%s", diff)
	}
}

func TestPointStructs(t *testing.T) {
	vec := []float32{0.6, 0.8}
	docs := []index.Document{
		{
			ID: 7, Vector: vec, Point: &index.Point{Lat: 30.25, Lon: -97.75},
			Keywords: map[string][]string{"specialty": {"icu", "pcu"}},
			Numbers:  map[string]float64{"comp_min": 55.5},
			Text:     "ICU nurse, icu",
		},
		{ID: 8, Vector: vec},
		{ID: 7, Vector: []float32{1, 0}}, // replaces the first in place
	}
	got, err := pointStructs(docs, 2)
	if err != nil {
		t.Fatalf("pointStructs = %v", err)
	}
	indices, values := terms("ICU nurse, icu")
	want := []*qdrant.PointStruct{
		{
			Id:      qdrant.NewIDNum(7),
			Vectors: qdrant.NewVectorsMap(map[string]*qdrant.Vector{"dense": qdrant.NewVectorDense([]float32{1, 0})}),
			Payload: map[string]*qdrant.Value{},
		},
		{
			Id:      qdrant.NewIDNum(8),
			Vectors: qdrant.NewVectorsMap(map[string]*qdrant.Vector{"dense": qdrant.NewVectorDense(vec)}),
			Payload: map[string]*qdrant.Value{},
		},
	}
	if diff := cmp.Diff(want, got, protocmp.Transform()); diff != "" {
		t.Errorf("pointStructs with a repeated id (-want +got):\n%s", diff)
	}

	full, err := pointStructs(docs[:1], 2)
	if err != nil {
		t.Fatalf("pointStructs = %v", err)
	}
	wantFull := &qdrant.PointStruct{
		Id: qdrant.NewIDNum(7),
		Vectors: qdrant.NewVectorsMap(map[string]*qdrant.Vector{
			"dense": qdrant.NewVectorDense(vec),
			"text":  qdrant.NewVectorSparse(indices, values),
		}),
		Payload: map[string]*qdrant.Value{
			"location": qdrant.NewValueFromFields(map[string]*qdrant.Value{
				"lat": qdrant.NewValueDouble(30.25), "lon": qdrant.NewValueDouble(-97.75),
			}),
			"specialty": qdrant.NewValueFromList(qdrant.NewValueString("icu"), qdrant.NewValueString("pcu")),
			"comp_min":  qdrant.NewValueDouble(55.5),
		},
	}
	if diff := cmp.Diff(wantFull, full[0], protocmp.Transform()); diff != "" {
		t.Errorf("pointStructs (-want +got):\n%s", diff)
	}
}

func TestPointStructsErrors(t *testing.T) {
	vec := []float32{1, 0}
	for _, tc := range []struct {
		name string
		doc  index.Document
	}{
		{"negative id", index.Document{ID: -1, Vector: vec}},
		{"short vector", index.Document{ID: 1, Vector: []float32{1}}},
		{"no vector", index.Document{ID: 1}},
		{"keyword field named location", index.Document{ID: 1, Vector: vec, Keywords: map[string][]string{"location": {"x"}}}},
		{"number field named location", index.Document{ID: 1, Vector: vec, Numbers: map[string]float64{"location": 1}}},
		{"field both keyword and number", index.Document{ID: 1, Vector: vec,
			Keywords: map[string][]string{"hours": {"x"}}, Numbers: map[string]float64{"hours": 1}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got, err := pointStructs([]index.Document{tc.doc}, 2); err == nil {
				t.Errorf("pointStructs = %v, nil; want an error", got)
			}
		})
	}
	if _, err := pointIDs([]int64{1, -2}); err == nil {
		t.Error("pointIDs(1, -2) = nil error, want one")
	}
}

func TestTerms(t *testing.T) {
	hash := func(w string) uint32 {
		indices, _ := terms(w)
		if len(indices) != 1 {
			t.Fatalf("terms(%q) has %d indices, want 1", w, len(indices))
		}
		return indices[0]
	}
	indices, values := terms("ICU icu, ICU-nurse; nurse nurse nurse. Über")
	got := map[uint32]float32{}
	for i, k := range indices {
		got[k] = values[i]
		if i > 0 && indices[i-1] >= k {
			t.Errorf("indices %v are not strictly increasing", indices)
		}
	}
	saturated := func(tf float64) float32 { return float32(tf * 2.2 / (tf + 1.2)) }
	want := map[uint32]float32{hash("icu"): saturated(3), hash("nurse"): saturated(4), hash("über"): 1}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("terms (-want +got):\n%s", diff)
	}
	if hash("Nurse") != hash("nurse") {
		t.Error("terms depends on case")
	}
	if indices, _ := terms(" ,.;"); len(indices) != 0 {
		t.Errorf("terms of punctuation = %v, want none", indices)
	}
}

func TestFilter(t *testing.T) {
	austin := index.Point{Lat: 30.2672, Lon: -97.7431}
	for _, tc := range []struct {
		name string
		in   index.Filter
		want *qdrant.Filter
	}{
		{"zero filter", index.Filter{}, nil},
		{"center alone measures only", index.Filter{Center: &austin}, nil},
		{"empty value lists", index.Filter{Any: map[string][]string{"specialty": nil}, Not: map[string][]string{"state": {}}}, nil},
		{
			"any: match any per field, fields and-ed",
			index.Filter{Any: map[string][]string{"state": {"TX"}, "specialty": {"icu", "pcu"}}},
			&qdrant.Filter{Must: []*qdrant.Condition{
				qdrant.NewMatchKeywords("specialty", "icu", "pcu"),
				qdrant.NewMatchKeywords("state", "TX"),
			}},
		},
		{
			"not: must_not match any",
			index.Filter{Not: map[string][]string{"status": {"INACTIVE"}, "state": {"CA", "OK"}}},
			&qdrant.Filter{MustNot: []*qdrant.Condition{
				qdrant.NewMatchKeywords("state", "CA", "OK"),
				qdrant.NewMatchKeywords("status", "INACTIVE"),
			}},
		},
		{
			"ranges",
			index.Filter{Ranges: map[string]index.Range{
				"a_both":         {Min: ptr(50.0), Max: ptr(70.0)},
				"b_min":          {Min: ptr(70.0)},
				"c_missing_ok":   {Max: ptr(36.0), MissingOK: true},
				"d_open":         {},
				"e_open_missing": {MissingOK: true},
			}},
			&qdrant.Filter{
				Must: []*qdrant.Condition{
					qdrant.NewRange("a_both", &qdrant.Range{Gte: ptr(50.0), Lte: ptr(70.0)}),
					qdrant.NewRange("b_min", &qdrant.Range{Gte: ptr(70.0)}),
					qdrant.NewFilterAsCondition(&qdrant.Filter{Should: []*qdrant.Condition{
						qdrant.NewRange("c_missing_ok", &qdrant.Range{Lte: ptr(36.0)}),
						qdrant.NewIsEmpty("c_missing_ok"),
					}}),
				},
				MustNot: []*qdrant.Condition{qdrant.NewIsEmpty("d_open")},
			},
		},
		{
			"radius in meters",
			index.Filter{Center: &austin, RadiusMiles: 25},
			&qdrant.Filter{Must: []*qdrant.Condition{qdrant.NewGeoRadius("location", 30.2672, -97.7431, 40233.6)}},
		},
		{
			"combined",
			index.Filter{
				Center: &austin, RadiusMiles: 30,
				Any:    map[string][]string{"specialty": {"icu"}},
				Not:    map[string][]string{"status": {"inactive"}},
				Ranges: map[string]index.Range{"comp_min": {Min: ptr(50.0)}},
			},
			&qdrant.Filter{
				Must: []*qdrant.Condition{
					qdrant.NewMatchKeywords("specialty", "icu"),
					qdrant.NewRange("comp_min", &qdrant.Range{Gte: ptr(50.0)}),
					qdrant.NewGeoRadius("location", 30.2672, -97.7431, float32(30*1609.344)),
				},
				MustNot: []*qdrant.Condition{qdrant.NewMatchKeywords("status", "inactive")},
			},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if diff := cmp.Diff(tc.want, filter(tc.in), protocmp.Transform()); diff != "" {
				t.Errorf("filter (-want +got):\n%s", diff)
			}
		})
	}
}

func TestQueryPoints(t *testing.T) {
	austin := index.Point{Lat: 30.2672, Lon: -97.7431}
	vec := []float32{0.6, 0.8}
	anyICU := index.Filter{Any: map[string][]string{"specialty": {"icu"}}}
	indices, values := terms("icu nurse")
	for _, tc := range []struct {
		name    string
		q       index.Query
		lexical bool
		want    *qdrant.QueryPoints
	}{
		{
			"dense",
			index.Query{Kind: index.Candidates, Vector: vec, K: 10, Filter: anyICU},
			false,
			&qdrant.QueryPoints{
				CollectionName: "c", Query: qdrant.NewQueryDense(vec), Using: ptr("dense"),
				Filter: filter(anyICU), Limit: ptr(uint64(10)),
			},
		},
		{
			"text without lexical stays dense; a center asks for the location",
			index.Query{Kind: index.Candidates, Vector: vec, Text: "icu nurse", K: 5, Filter: index.Filter{Center: &austin}},
			false,
			&qdrant.QueryPoints{
				CollectionName: "c", Query: qdrant.NewQueryDense(vec), Using: ptr("dense"),
				Limit: ptr(uint64(5)), WithPayload: qdrant.NewWithPayloadInclude("location"),
			},
		},
		{
			"lexical without text stays dense",
			index.Query{Kind: index.Candidates, Vector: vec, Text: " - ", K: 5},
			true,
			&qdrant.QueryPoints{CollectionName: "c", Query: qdrant.NewQueryDense(vec), Using: ptr("dense"), Limit: ptr(uint64(5))},
		},
		{
			"hybrid: dense and sparse prefetches fused by RRF",
			index.Query{Kind: index.Candidates, Vector: vec, Text: "icu nurse", K: 5, Filter: anyICU},
			true,
			&qdrant.QueryPoints{
				CollectionName: "c",
				Prefetch: []*qdrant.PrefetchQuery{
					{Query: qdrant.NewQueryDense(vec), Using: ptr("dense"), Limit: ptr(uint64(10))},
					{Query: qdrant.NewQuerySparse(indices, values), Using: ptr("text"), Limit: ptr(uint64(10))},
				},
				Query:       qdrant.NewQueryRRF(&qdrant.Rrf{K: ptr(uint32(60))}),
				Filter:      filter(anyICU),
				Limit:       ptr(uint64(5)),
				WithVectors: qdrant.NewWithVectorsInclude("dense"),
			},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if diff := cmp.Diff(tc.want, queryPoints("c", tc.q, tc.lexical), protocmp.Transform()); diff != "" {
				t.Errorf("queryPoints (-want +got):\n%s", diff)
			}
		})
	}
}

func TestHits(t *testing.T) {
	austin := index.Point{Lat: 30.2672, Lon: -97.7431}
	houston := geo.Point{Lat: 29.7604, Lon: -95.3698}
	at := func(lat, lon *qdrant.Value) map[string]*qdrant.Value {
		return map[string]*qdrant.Value{"location": qdrant.NewValueFromFields(map[string]*qdrant.Value{"lat": lat, "lon": lon})}
	}
	points := []*qdrant.ScoredPoint{
		{Id: qdrant.NewIDNum(3), Score: 0.9, Payload: at(qdrant.NewValueDouble(houston.Lat), qdrant.NewValueDouble(houston.Lon))},
		{Id: qdrant.NewIDNum(4), Score: 0.5, Payload: at(qdrant.NewValueInt(30), qdrant.NewValueInt(-97))},
		{Id: qdrant.NewIDNum(5), Score: 0.25},
	}
	q := index.Query{Vector: []float32{1, 0}, Filter: index.Filter{Center: &austin}}
	got := hits(points, q, false)
	want := []index.Hit{
		{ID: 3, Score: 0.9, DistanceMiles: geo.DistanceMiles(geo.Point(austin), houston)},
		{ID: 4, Score: 0.5, DistanceMiles: geo.DistanceMiles(geo.Point(austin), geo.Point{Lat: 30, Lon: -97})},
		{ID: 5, Score: 0.25, DistanceMiles: -1},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("hits with a center (-want +got):\n%s", diff)
	}
	if d := got[0].DistanceMiles; math.Abs(d-146) > 1 {
		t.Errorf("Austin to Houston = %.1f miles, want about 146", d)
	}

	q.Filter.Center = nil
	if got := hits(points[:1], q, false); got[0].DistanceMiles != -1 {
		t.Errorf("hits without a center: distance %v, want -1", got[0].DistanceMiles)
	}

	// A fused point's score is RRF's: the hit carries its cosine instead.
	fused := []*qdrant.ScoredPoint{{
		Id: qdrant.NewIDNum(9), Score: 0.016,
		Vectors: &qdrant.VectorsOutput{VectorsOptions: &qdrant.VectorsOutput_Vectors{Vectors: &qdrant.NamedVectorsOutput{
			Vectors: map[string]*qdrant.VectorOutput{"dense": {Vector: &qdrant.VectorOutput_Dense{Dense: &qdrant.DenseVector{Data: []float32{0.6, 0.8}}}}},
		}}},
	}}
	q.Vector = []float32{2, 0} // not normalised
	if got := hits(fused, q, true); math.Abs(float64(got[0].Score)-0.6) > 1e-6 {
		t.Errorf("fused hit score = %v, want the cosine 0.6", got[0].Score)
	}
}

func TestClientConfig(t *testing.T) {
	for _, tc := range []struct {
		url     string
		want    *qdrant.Config
		wantErr bool
	}{
		{url: "http://localhost:6334", want: &qdrant.Config{Host: "localhost", Port: 6334}},
		{url: "https://q.example.com", want: &qdrant.Config{Host: "q.example.com", Port: 6334, UseTLS: true}},
		{url: "http://10.0.0.5:7000", want: &qdrant.Config{Host: "10.0.0.5", Port: 7000}},
		{url: "localhost:6334", wantErr: true},
		{url: "", wantErr: true},
		{url: "grpc://localhost:6334", wantErr: true},
	} {
		t.Run(tc.url, func(t *testing.T) {
			got, err := clientConfig(Config{URL: tc.url, APIKey: "k"})
			if tc.wantErr {
				if err == nil {
					t.Errorf("clientConfig = %+v, want an error", got)
				}
				return
			}
			if err != nil {
				t.Fatalf("clientConfig = %v", err)
			}
			tc.want.APIKey, tc.want.SkipCompatibilityCheck = "k", true
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("clientConfig (-want +got):\n%s", diff)
			}
		})
	}
}
