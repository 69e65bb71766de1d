package qdrant

import (
	"cmp"
	"errors"
	"fmt"
	"hash/fnv"
	"maps"
	"math"
	"slices"
	"strings"
	"unicode"

	"github.com/qdrant/go-client/qdrant"

	"github.com/recruitd/recruitd/geo"
	"github.com/recruitd/recruitd/index"
)

// Names of the vectors and of the payload field of the location.
const (
	denseVector   = "dense"
	textVector    = "text"
	locationField = "location"
)

// metersPerMile converts radii: Qdrant's geo_radius takes meters.
const metersPerMile = 1609.344

// createCollection is the request that makes a collection: a named dense
// vector compared by cosine, and a sparse vector of words that the server
// weights by inverse document frequency, which with the term weights of
// terms makes its dot product a BM25-like score.
func createCollection(name string, dim int) *qdrant.CreateCollection {
	return &qdrant.CreateCollection{
		CollectionName: name,
		VectorsConfig: qdrant.NewVectorsConfigMap(map[string]*qdrant.VectorParams{
			denseVector: {Size: uint64(dim), Distance: qdrant.Distance_Cosine},
		}),
		SparseVectorsConfig: qdrant.NewSparseVectorsConfig(map[string]*qdrant.SparseVectorParams{
			textVector: {Modifier: qdrant.Modifier_Idf.Enum()},
		}),
	}
}

// checkCollection refuses a collection that recruitd did not make for this
// embedder: its dense vector of another size or distance, no sparse vector
// weighted by IDF, or a payload index of another type.
func checkCollection(name, alias string, info *qdrant.CollectionInfo, dim int) error {
	label := name
	if alias != "" {
		label = fmt.Sprintf("%s (alias %s)", name, alias)
	}
	params := info.GetConfig().GetParams()
	dense, ok := params.GetVectorsConfig().GetParamsMap().GetMap()[denseVector]
	if !ok {
		return fmt.Errorf("qdrant: collection %s has no %q vector: it was not made by recruitd", label, denseVector)
	}
	if dense.GetSize() != uint64(dim) {
		return fmt.Errorf("qdrant: collection %s holds %d-dimensional vectors, the embedder makes %d: run `recruitd reindex --backend qdrant` to rebuild it for this embedder and switch the alias",
			label, dense.GetSize(), dim)
	}
	if dense.GetDistance() != qdrant.Distance_Cosine {
		return fmt.Errorf("qdrant: collection %s compares vectors by %v, recruitd needs Cosine: rebuild it with `recruitd reindex --backend qdrant`", label, dense.GetDistance())
	}
	if sparse, ok := params.GetSparseVectorsConfig().GetMap()[textVector]; !ok || sparse.GetModifier() != qdrant.Modifier_Idf {
		return fmt.Errorf("qdrant: collection %s has no %q sparse vector weighted by IDF: it was not made by recruitd", label, textVector)
	}
	for field, want := range payloadIndexes() {
		have, ok := info.GetPayloadSchema()[field]
		if ok && have.GetDataType() != schemaType[want] {
			return fmt.Errorf("qdrant: collection %s indexes payload field %q as %v, recruitd needs %v: rebuild it with `recruitd reindex --backend qdrant`",
				label, field, have.GetDataType(), schemaType[want])
		}
	}
	return nil
}

// schemaType is the schema type a collection reports for an index of a type.
var schemaType = map[qdrant.FieldType]qdrant.PayloadSchemaType{
	qdrant.FieldType_FieldTypeKeyword: qdrant.PayloadSchemaType_Keyword,
	qdrant.FieldType_FieldTypeFloat:   qdrant.PayloadSchemaType_Float,
	qdrant.FieldType_FieldTypeGeo:     qdrant.PayloadSchemaType_Geo,
}

// payloadIndexes are the payload indexes of a collection: a keyword index
// per keyword field, a float index per numeric field and a geo index on the
// location.
func payloadIndexes() map[string]qdrant.FieldType {
	out := map[string]qdrant.FieldType{locationField: qdrant.FieldType_FieldTypeGeo}
	for _, f := range index.KeywordFields {
		out[f] = qdrant.FieldType_FieldTypeKeyword
	}
	for _, f := range index.NumberFields {
		out[f] = qdrant.FieldType_FieldTypeFloat
	}
	return out
}

// missingIndexes are the requests that create the payload indexes a
// collection lacks, given the schema it has, in field order.
func missingIndexes(name string, have map[string]*qdrant.PayloadSchemaInfo) []*qdrant.CreateFieldIndexCollection {
	want := payloadIndexes()
	var out []*qdrant.CreateFieldIndexCollection
	for _, field := range slices.Sorted(maps.Keys(want)) {
		if _, ok := have[field]; !ok {
			out = append(out, &qdrant.CreateFieldIndexCollection{
				CollectionName: name,
				Wait:           qdrant.PtrOf(true),
				FieldName:      field,
				FieldType:      want[field].Enum(),
			})
		}
	}
	return out
}

// pointStructs turns documents into points, the last of a repeated id
// winning (as it would in the embedded index), and returns as rejections the
// documents the server could not take.
func pointStructs(docs []index.Document, dim int) ([]*qdrant.PointStruct, []index.Rejection) {
	at := make(map[int64]int, len(docs))
	out := make([]*qdrant.PointStruct, 0, len(docs))
	var rejected []index.Rejection
	for _, d := range docs {
		p, err := pointStruct(d, dim)
		if err != nil {
			rejected = append(rejected, index.Rejection{ID: d.ID, Reason: err.Error()})
			continue
		}
		if i, ok := at[d.ID]; ok {
			out[i] = p
			continue
		}
		at[d.ID] = len(out)
		out = append(out, p)
	}
	return out, rejected
}

// pointStruct is a document's point. A document without a vector (or with
// an all-zero one) is a point without the dense vector.
func pointStruct(d index.Document, dim int) (*qdrant.PointStruct, error) {
	if d.ID < 0 {
		return nil, errNegativeID
	}
	vectors := map[string]*qdrant.Vector{}
	if hasDirection(d.Vector) {
		if len(d.Vector) != dim {
			return nil, fmt.Errorf("vector of %d dimensions, want %d", len(d.Vector), dim)
		}
		if !finite(d.Vector) {
			return nil, errors.New("vector holds a number that is not finite")
		}
		vectors[denseVector] = qdrant.NewVectorDense(d.Vector)
	}
	payload := make(map[string]*qdrant.Value, len(d.Keywords)+len(d.Numbers)+1)
	for field, values := range d.Keywords {
		list := make([]*qdrant.Value, len(values))
		for i, v := range values {
			list[i] = qdrant.NewValueString(v)
		}
		payload[field] = qdrant.NewValueFromList(list...)
	}
	for field, v := range d.Numbers {
		if _, ok := payload[field]; ok {
			return nil, fmt.Errorf("field %q is both a keyword and a number field", field)
		}
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return nil, fmt.Errorf("number %q is %v", field, v)
		}
		payload[field] = qdrant.NewValueDouble(v)
	}
	if _, ok := payload[locationField]; ok {
		return nil, fmt.Errorf("field %q is reserved for the document's point", locationField)
	}
	if p := d.Point; p != nil {
		if !(p.Lat >= -90 && p.Lat <= 90 && p.Lon >= -180 && p.Lon <= 180) {
			return nil, fmt.Errorf("point (%v, %v) is not a coordinate", p.Lat, p.Lon)
		}
		payload[locationField] = qdrant.NewValueFromFields(map[string]*qdrant.Value{
			"lat": qdrant.NewValueDouble(p.Lat),
			"lon": qdrant.NewValueDouble(p.Lon),
		})
	}
	if indices, values := terms(d.Text); len(indices) > 0 {
		vectors[textVector] = qdrant.NewVectorSparse(indices, values)
	}
	return &qdrant.PointStruct{
		Id:      qdrant.NewIDNum(uint64(d.ID)),
		Vectors: qdrant.NewVectorsMap(vectors),
		Payload: payload,
	}, nil
}

// errNegativeID is returned for ids Qdrant cannot store (its ids are unsigned).
var errNegativeID = errors.New("negative id")

func pointIDs(ids []int64) ([]*qdrant.PointId, error) {
	out := make([]*qdrant.PointId, len(ids))
	for i, id := range ids {
		if id < 0 {
			return nil, fmt.Errorf("id %d: %w", id, errNegativeID)
		}
		out[i] = qdrant.NewIDNum(uint64(id))
	}
	return out, nil
}

// bm25K1 is BM25's term-frequency saturation: a word said k1 times weighs
// (k1+1)/2 as much as one said once, never more than k1+1 times as much.
// Length normalisation (BM25's b) is left out: it needs the mean document
// length, which the server does not keep for sparse vectors.
const bm25K1 = 1.2

// terms is the sparse vector of a text: one dimension per distinct word (the
// 32-bit FNV-1a hash of its lower-case form; a rare collision merges two
// words), valued by its saturated frequency, in index order. The server
// multiplies in each word's IDF.
func terms(text string) ([]uint32, []float32) {
	counts := map[uint32]float64{}
	for _, w := range strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	}) {
		h := fnv.New32a()
		h.Write([]byte(w))
		counts[h.Sum32()]++
	}
	indices := slices.Sorted(maps.Keys(counts))
	values := make([]float32, len(indices))
	for i, k := range indices {
		tf := counts[k]
		values[i] = float32(tf * (bm25K1 + 1) / (tf + bm25K1))
	}
	return indices, values
}

// filter translates an index filter; nil when it does not filter.
func filter(f index.Filter) *qdrant.Filter {
	var out qdrant.Filter
	for _, field := range slices.Sorted(maps.Keys(f.Any)) {
		if values := f.Any[field]; len(values) > 0 {
			out.Must = append(out.Must, qdrant.NewMatchKeywords(field, values...))
		}
	}
	for _, field := range slices.Sorted(maps.Keys(f.Not)) {
		if values := f.Not[field]; len(values) > 0 {
			out.MustNot = append(out.MustNot, qdrant.NewMatchKeywords(field, values...))
		}
	}
	for _, field := range slices.Sorted(maps.Keys(f.Ranges)) {
		r := f.Ranges[field]
		bounds := &qdrant.Range{Gte: r.Min, Lte: r.Max}
		open := r.Min == nil && r.Max == nil
		switch {
		case open && r.MissingOK: // every document passes
		case open: // the field must be there
			out.MustNot = append(out.MustNot, qdrant.NewIsEmpty(field))
		case r.MissingOK:
			out.Must = append(out.Must, qdrant.NewFilterAsCondition(&qdrant.Filter{
				Should: []*qdrant.Condition{qdrant.NewRange(field, bounds), qdrant.NewIsEmpty(field)},
			}))
		default:
			out.Must = append(out.Must, qdrant.NewRange(field, bounds))
		}
	}
	if c := f.Center; c != nil && f.RadiusMiles > 0 {
		// A point without a location has no value to match: it fails.
		out.Must = append(out.Must, qdrant.NewGeoRadius(locationField, c.Lat, c.Lon, float32(f.RadiusMiles*metersPerMile)))
	}
	if len(out.Must) == 0 && len(out.MustNot) == 0 {
		return nil
	}
	return &out
}

// rrfK is the constant of reciprocal rank fusion, the one retrieval.Fuse
// uses (Qdrant's default of 2 lets the first ranks of either list dominate).
const rrfK = 60

// scoring says what the Score of a query's points is.
type scoring int

const (
	cosineScores  scoring = iota // the server's: a dense query
	fusedScores                  // RRF's: the hit's cosine is computed from its vector
	lexicalScores                // the sparse match's: no cosine, so 0
)

// queryPoints is the request for q, or nil when q asks no ranking (no
// vector, and no text to match lexically): then the filtered scroll alone
// answers. With a vector it is the dense nearest neighbours, or with lexical
// and q.Text the fusion of those and the lexical matches; without one, the
// lexical matches. The filter is the query's, which the server applies inside
// each prefetch. Each list prefetches twice q.K so that fusion has more than
// the final K to choose from. RRF takes recruitd's k from servers that accept
// it (withK), else the server's own.
func queryPoints(name string, q index.Query, lexical, withK bool) (*qdrant.QueryPoints, scoring) {
	var sparse *qdrant.Query
	if lexical {
		if indices, values := terms(q.Text); len(indices) > 0 {
			sparse = qdrant.NewQuerySparse(indices, values)
		}
	}
	vectorless := !hasDirection(q.Vector)
	if vectorless && sparse == nil {
		return nil, lexicalScores
	}
	req := &qdrant.QueryPoints{
		CollectionName: name,
		Filter:         filter(q.Filter),
		Limit:          qdrant.PtrOf(uint64(q.K)),
	}
	if q.Filter.Center != nil {
		req.WithPayload = qdrant.NewWithPayloadInclude(locationField)
	}
	switch {
	case vectorless:
		req.Query, req.Using = sparse, qdrant.PtrOf(textVector)
		return req, lexicalScores
	case sparse != nil:
		limit := qdrant.PtrOf(uint64(2 * q.K))
		req.Prefetch = []*qdrant.PrefetchQuery{
			{Query: qdrant.NewQueryDense(q.Vector), Using: qdrant.PtrOf(denseVector), Limit: limit},
			{Query: sparse, Using: qdrant.PtrOf(textVector), Limit: limit},
		}
		req.Query = qdrant.NewQueryFusion(qdrant.Fusion_RRF)
		if withK {
			req.Query = qdrant.NewQueryRRF(&qdrant.Rrf{K: qdrant.PtrOf(uint32(rrfK))})
		}
		req.WithVectors = qdrant.NewWithVectorsInclude(denseVector)
		return req, fusedScores
	}
	req.Query, req.Using = qdrant.NewQueryDense(q.Vector), qdrant.PtrOf(denseVector)
	return req, cosineScores
}

// fillScroll is the request for the rest of q's K after the found hits: the
// documents that pass q's filter, in id order, other than those found, and
// when q has a vector only the vectorless ones (the others rank by cosine).
func fillScroll(name string, q index.Query, found []index.Hit, vectorless bool) *qdrant.ScrollPoints {
	var f qdrant.Filter
	if base := filter(q.Filter); base != nil {
		f.Must, f.MustNot = base.Must, slices.Clone(base.MustNot)
	}
	if len(found) > 0 {
		ids := make([]*qdrant.PointId, len(found))
		for i, h := range found {
			ids[i] = qdrant.NewIDNum(uint64(h.ID))
		}
		f.MustNot = append(f.MustNot, qdrant.NewHasID(ids...))
	}
	if !vectorless {
		f.MustNot = append(f.MustNot, qdrant.NewHasVector(denseVector))
	}
	req := &qdrant.ScrollPoints{
		CollectionName: name,
		Limit:          qdrant.PtrOf(uint32(q.K - len(found))),
		WithPayload:    qdrant.NewWithPayload(false),
		WithVectors:    qdrant.NewWithVectors(false),
	}
	if len(f.Must) > 0 || len(f.MustNot) > 0 {
		req.Filter = &f
	}
	if q.Filter.Center != nil {
		req.WithPayload = qdrant.NewWithPayloadInclude(locationField)
	}
	return req
}

// hits turns scored points into index hits, each with its cosine (see
// scoring) and its distance from the query's center.
func hits(points []*qdrant.ScoredPoint, q index.Query, s scoring) []index.Hit {
	out := make([]index.Hit, len(points))
	for i, p := range points {
		h := index.Hit{ID: int64(p.GetId().GetNum()), DistanceMiles: distance(q, p.GetPayload())}
		switch s {
		case cosineScores:
			h.Score = p.GetScore()
		case fusedScores:
			h.Score = cosine(q.Vector, p.GetVectors().GetVectors().GetVectors()[denseVector].GetDenseVector().GetData())
		}
		out[i] = h
	}
	return out
}

// retrieved turns scrolled points into hits of score 0.
func retrieved(points []*qdrant.RetrievedPoint, q index.Query) []index.Hit {
	out := make([]index.Hit, len(points))
	for i, p := range points {
		out[i] = index.Hit{ID: int64(p.GetId().GetNum()), DistanceMiles: distance(q, p.GetPayload())}
	}
	return out
}

// distance is the miles from q's center to a point's payload location; -1
// without either.
func distance(q index.Query, payload map[string]*qdrant.Value) float64 {
	c := q.Filter.Center
	if c == nil {
		return -1
	}
	at, ok := location(payload[locationField])
	if !ok {
		return -1
	}
	return geo.DistanceMiles(geo.Point{Lat: c.Lat, Lon: c.Lon}, at)
}

// location reads a payload geo point.
func location(v *qdrant.Value) (geo.Point, bool) {
	fields := v.GetStructValue().GetFields()
	lat, okLat := number(fields["lat"])
	lon, okLon := number(fields["lon"])
	return geo.Point{Lat: lat, Lon: lon}, okLat && okLon
}

// number reads a payload number, which the server may hand back as an
// integer when it has no fraction.
func number(v *qdrant.Value) (float64, bool) {
	switch k := v.GetKind().(type) {
	case *qdrant.Value_DoubleValue:
		return k.DoubleValue, true
	case *qdrant.Value_IntegerValue:
		return float64(k.IntegerValue), true
	}
	return 0, false
}

// cosine is the cosine similarity of a and b; 0 when either is missing.
func cosine(a, b []float32) float32 {
	if len(a) != len(b) || len(a) == 0 {
		return 0
	}
	var dot, na, nb float64
	for i := range a {
		x, y := float64(a[i]), float64(b[i])
		dot, na, nb = dot+x*y, na+x*x, nb+y*y
	}
	return float32(dot / cmp.Or(math.Sqrt(na*nb), 1))
}
