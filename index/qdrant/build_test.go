package qdrant

import (
	"math"
	"strings"
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

func TestCheckCollection(t *testing.T) {
	info := func(vectors map[string]*qdrant.VectorParams, sparse bool) *qdrant.CollectionInfo {
		i := &qdrant.CollectionInfo{Config: &qdrant.CollectionConfig{Params: &qdrant.CollectionParams{
			VectorsConfig: qdrant.NewVectorsConfigMap(vectors),
		}}}
		if sparse {
			i.Config.Params.SparseVectorsConfig = createCollection("c", 1).GetSparseVectorsConfig()
		}
		return i
	}
	cosine := func(size uint64) map[string]*qdrant.VectorParams {
		return map[string]*qdrant.VectorParams{"dense": {Size: size, Distance: qdrant.Distance_Cosine}}
	}
	for _, tc := range []struct {
		name    string
		info    *qdrant.CollectionInfo
		wantErr string
	}{
		{"same dimension", info(cosine(384), true), ""},
		{"other dimension", info(cosine(1536), true), "holds 1536-dimensional vectors, the embedder makes 384"},
		{"no dense vector", info(map[string]*qdrant.VectorParams{"other": {Size: 384}}, true), "not made by recruitd"},
		{"dot product", info(map[string]*qdrant.VectorParams{"dense": {Size: 384, Distance: qdrant.Distance_Dot}}, true), "recruitd needs Cosine"},
		{"no sparse vector", info(cosine(384), false), "sparse vector"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := checkCollection("c_v1", "c", tc.info, 384)
			if (tc.wantErr == "") != (err == nil) || err != nil && !strings.Contains(err.Error(), tc.wantErr) {
				t.Errorf("checkCollection = %v, want an error saying %q", err, tc.wantErr)
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
	got, rejected := pointStructs(docs, 2)
	if len(rejected) > 0 {
		t.Fatalf("pointStructs rejected %v", rejected)
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

	full, _ := pointStructs(docs[:1], 2)
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

func TestPointStructsRejections(t *testing.T) {
	vec := []float32{1, 0}
	for _, tc := range []struct {
		name string
		doc  index.Document
	}{
		{"negative id", index.Document{ID: -1, Vector: vec}},
		{"short vector", index.Document{ID: 1, Vector: []float32{1}}},
		{"NaN in vector", index.Document{ID: 1, Vector: []float32{float32(math.NaN()), 1}}},
		{"infinite number", index.Document{ID: 1, Vector: vec, Numbers: map[string]float64{"comp_min": math.Inf(-1)}}},
		{"point off the globe", index.Document{ID: 1, Vector: vec, Point: &index.Point{Lat: 0, Lon: 181}}},
		{"keyword field named location", index.Document{ID: 1, Vector: vec, Keywords: map[string][]string{"location": {"x"}}}},
		{"number field named location", index.Document{ID: 1, Vector: vec, Numbers: map[string]float64{"location": 1}}},
		{"field both keyword and number", index.Document{ID: 1, Vector: vec,
			Keywords: map[string][]string{"hours": {"x"}}, Numbers: map[string]float64{"hours": 1}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, rejected := pointStructs([]index.Document{{ID: 2, Vector: vec}, tc.doc}, 2)
			if len(got) != 1 || len(rejected) != 1 || rejected[0].ID != tc.doc.ID || rejected[0].Reason == "" {
				t.Errorf("pointStructs = %d points, rejections %v; want 1 point and the bad document rejected with a reason", len(got), rejected)
			}
		})
	}
	if _, err := pointIDs([]int64{1, -2}); err == nil {
		t.Error("pointIDs(1, -2) = nil error, want one")
	}
}

// TestPointStructVectorless checks that a document without a vector, or
// with the all-zero vector older embedders made for empty texts, is a point
// without the dense vector, its payload kept.
func TestPointStructVectorless(t *testing.T) {
	for _, v := range [][]float32{nil, {}, {0, 0}} {
		got, rejected := pointStructs([]index.Document{{ID: 4, Vector: v, Keywords: map[string][]string{"status": {"ACTIVE"}}}}, 2)
		want := &qdrant.PointStruct{
			Id:      qdrant.NewIDNum(4),
			Vectors: qdrant.NewVectorsMap(map[string]*qdrant.Vector{}),
			Payload: map[string]*qdrant.Value{"status": qdrant.NewValueFromList(qdrant.NewValueString("ACTIVE"))},
		}
		if len(rejected) > 0 || len(got) != 1 {
			t.Fatalf("pointStructs(vector %v) = %v, rejections %v", v, got, rejected)
		}
		if diff := cmp.Diff(want, got[0], protocmp.Transform()); diff != "" {
			t.Errorf("pointStructs(vector %v) (-want +got):\n%s", v, diff)
		}
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
		name        string
		q           index.Query
		lexical     bool
		withK       bool
		want        *qdrant.QueryPoints
		wantScoring scoring
	}{
		{
			"dense",
			index.Query{Kind: index.Candidates, Vector: vec, K: 10, Filter: anyICU},
			false, true,
			&qdrant.QueryPoints{
				CollectionName: "c", Query: qdrant.NewQueryDense(vec), Using: ptr("dense"),
				Filter: filter(anyICU), Limit: ptr(uint64(10)),
			},
			cosineScores,
		},
		{
			"text without lexical stays dense; a center asks for the location",
			index.Query{Kind: index.Candidates, Vector: vec, Text: "icu nurse", K: 5, Filter: index.Filter{Center: &austin}},
			false, true,
			&qdrant.QueryPoints{
				CollectionName: "c", Query: qdrant.NewQueryDense(vec), Using: ptr("dense"),
				Limit: ptr(uint64(5)), WithPayload: qdrant.NewWithPayloadInclude("location"),
			},
			cosineScores,
		},
		{
			"lexical without text stays dense",
			index.Query{Kind: index.Candidates, Vector: vec, Text: " - ", K: 5},
			true, true,
			&qdrant.QueryPoints{CollectionName: "c", Query: qdrant.NewQueryDense(vec), Using: ptr("dense"), Limit: ptr(uint64(5))},
			cosineScores,
		},
		{
			"hybrid: dense and sparse prefetches fused by RRF with recruitd's k",
			index.Query{Kind: index.Candidates, Vector: vec, Text: "icu nurse", K: 5, Filter: anyICU},
			true, true,
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
			fusedScores,
		},
		{
			"hybrid on a server before 1.16: plain RRF",
			index.Query{Kind: index.Candidates, Vector: vec, Text: "icu nurse", K: 5},
			true, false,
			&qdrant.QueryPoints{
				CollectionName: "c",
				Prefetch: []*qdrant.PrefetchQuery{
					{Query: qdrant.NewQueryDense(vec), Using: ptr("dense"), Limit: ptr(uint64(10))},
					{Query: qdrant.NewQuerySparse(indices, values), Using: ptr("text"), Limit: ptr(uint64(10))},
				},
				Query:       qdrant.NewQueryFusion(qdrant.Fusion_RRF),
				Limit:       ptr(uint64(5)),
				WithVectors: qdrant.NewWithVectorsInclude("dense"),
			},
			fusedScores,
		},
		{
			"no vector, lexical text: the sparse matches",
			index.Query{Kind: index.Candidates, Text: "icu nurse", K: 5, Filter: anyICU},
			true, true,
			&qdrant.QueryPoints{
				CollectionName: "c", Query: qdrant.NewQuerySparse(indices, values), Using: ptr("text"),
				Filter: filter(anyICU), Limit: ptr(uint64(5)),
			},
			lexicalScores,
		},
		{"no vector, no lexical: no query (the scroll answers)", index.Query{Kind: index.Candidates, Text: "icu", K: 5}, false, true, nil, lexicalScores},
		{"zero vector: no query", index.Query{Kind: index.Candidates, Vector: []float32{0, 0}, K: 5}, true, true, nil, lexicalScores},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, s := queryPoints("c", tc.q, tc.lexical, tc.withK)
			if diff := cmp.Diff(tc.want, got, protocmp.Transform()); diff != "" {
				t.Errorf("queryPoints (-want +got):\n%s", diff)
			}
			if s != tc.wantScoring {
				t.Errorf("scoring = %v, want %v", s, tc.wantScoring)
			}
		})
	}
}

func TestFillScroll(t *testing.T) {
	austin := index.Point{Lat: 30.2672, Lon: -97.7431}
	f := index.Filter{Center: &austin, RadiusMiles: 25, Not: map[string][]string{"status": {"INACTIVE"}}}
	q := index.Query{Kind: index.Candidates, Vector: []float32{1, 0}, K: 10, Filter: f}
	got := fillScroll("c", q, []index.Hit{{ID: 4}, {ID: 2}}, false)
	want := &qdrant.ScrollPoints{
		CollectionName: "c",
		Filter: &qdrant.Filter{
			Must: filter(f).GetMust(),
			MustNot: []*qdrant.Condition{
				qdrant.NewMatchKeywords("status", "INACTIVE"),
				qdrant.NewHasID(qdrant.NewIDNum(4), qdrant.NewIDNum(2)),
				qdrant.NewHasVector("dense"),
			},
		},
		Limit:       ptr(uint32(8)),
		WithPayload: qdrant.NewWithPayloadInclude("location"),
		WithVectors: qdrant.NewWithVectors(false),
	}
	if diff := cmp.Diff(want, got, protocmp.Transform()); diff != "" {
		t.Errorf("fillScroll after two hits (-want +got):\n%s", diff)
	}
	if len(filter(f).GetMustNot()) != 1 {
		t.Error("fillScroll changed the filter it was given")
	}
	bare := fillScroll("c", index.Query{K: 3}, nil, true)
	if bare.GetFilter() != nil || bare.GetLimit() != 3 {
		t.Errorf("fillScroll of an unfiltered vectorless query = %v, want no filter, limit 3", bare)
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
	got := hits(points, q, cosineScores)
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
	if got := hits(points[:1], q, cosineScores); got[0].DistanceMiles != -1 {
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
	if got := hits(fused, q, fusedScores); math.Abs(float64(got[0].Score)-0.6) > 1e-6 {
		t.Errorf("fused hit score = %v, want the cosine 0.6", got[0].Score)
	}
	// A lexical match has no cosine: 0, not its sparse score.
	if got := hits(points[:1], q, lexicalScores); got[0].Score != 0 {
		t.Errorf("lexical hit score = %v, want 0", got[0].Score)
	}
}
