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

// checkDimension refuses a collection made for vectors of another length.
func checkDimension(name string, info *qdrant.CollectionInfo, dim int) error {
	params, ok := info.GetConfig().GetParams().GetVectorsConfig().GetParamsMap().GetMap()[denseVector]
	if !ok {
		return fmt.Errorf("qdrant: collection %s has no %q vector: it was not made by recruitd", name, denseVector)
	}
	if params.GetSize() != uint64(dim) {
		return fmt.Errorf("qdrant: collection %s holds %d-dimensional vectors, the embedder makes %d: reindex into another prefix", name, params.GetSize(), dim)
	}
	return nil
}

// missingIndexes are the requests that create the payload indexes a
// collection lacks, given the schema it has: a keyword index per keyword
// field, a float index per numeric field and a geo index on the location.
func missingIndexes(name string, have map[string]*qdrant.PayloadSchemaInfo) []*qdrant.CreateFieldIndexCollection {
	var out []*qdrant.CreateFieldIndexCollection
	add := func(field string, typ qdrant.FieldType) {
		if _, ok := have[field]; !ok {
			out = append(out, &qdrant.CreateFieldIndexCollection{
				CollectionName: name,
				Wait:           qdrant.PtrOf(true),
				FieldName:      field,
				FieldType:      typ.Enum(),
			})
		}
	}
	for _, f := range index.KeywordFields {
		add(f, qdrant.FieldType_FieldTypeKeyword)
	}
	for _, f := range index.NumberFields {
		add(f, qdrant.FieldType_FieldTypeFloat)
	}
	add(locationField, qdrant.FieldType_FieldTypeGeo)
	return out
}

// pointStructs turns documents into points, the last of a repeated id
// winning (as it would in the embedded index).
func pointStructs(docs []index.Document, dim int) ([]*qdrant.PointStruct, error) {
	at := make(map[int64]int, len(docs))
	out := make([]*qdrant.PointStruct, 0, len(docs))
	for _, d := range docs {
		p, err := pointStruct(d, dim)
		if err != nil {
			return nil, fmt.Errorf("document %d: %w", d.ID, err)
		}
		if i, ok := at[d.ID]; ok {
			out[i] = p
			continue
		}
		at[d.ID] = len(out)
		out = append(out, p)
	}
	return out, nil
}

func pointStruct(d index.Document, dim int) (*qdrant.PointStruct, error) {
	if d.ID < 0 {
		return nil, errNegativeID
	}
	if len(d.Vector) != dim {
		return nil, fmt.Errorf("vector of %d dimensions, want %d", len(d.Vector), dim)
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
		payload[field] = qdrant.NewValueDouble(v)
	}
	if _, ok := payload[locationField]; ok {
		return nil, fmt.Errorf("field %q is reserved for the document's point", locationField)
	}
	if d.Point != nil {
		payload[locationField] = qdrant.NewValueFromFields(map[string]*qdrant.Value{
			"lat": qdrant.NewValueDouble(d.Point.Lat),
			"lon": qdrant.NewValueDouble(d.Point.Lon),
		})
	}
	vectors := map[string]*qdrant.Vector{denseVector: qdrant.NewVectorDense(d.Vector)}
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

// queryPoints is the request for q: the dense nearest neighbours, or with
// lexical and q.Text the fusion of those and the lexical matches. The
// filter is the query's, which the server applies inside each prefetch. Each
// list prefetches twice q.K so that fusion has more than the final K to
// choose from.
func queryPoints(name string, q index.Query, lexical bool) *qdrant.QueryPoints {
	req := &qdrant.QueryPoints{
		CollectionName: name,
		Filter:         filter(q.Filter),
		Limit:          qdrant.PtrOf(uint64(q.K)),
	}
	if q.Filter.Center != nil {
		req.WithPayload = qdrant.NewWithPayloadInclude(locationField)
	}
	dense := qdrant.NewQueryDense(q.Vector)
	if lexical {
		if indices, values := terms(q.Text); len(indices) > 0 {
			limit := qdrant.PtrOf(uint64(2 * q.K))
			req.Prefetch = []*qdrant.PrefetchQuery{
				{Query: dense, Using: qdrant.PtrOf(denseVector), Limit: limit},
				{Query: qdrant.NewQuerySparse(indices, values), Using: qdrant.PtrOf(textVector), Limit: limit},
			}
			req.Query = qdrant.NewQueryRRF(&qdrant.Rrf{K: qdrant.PtrOf(uint32(rrfK))})
			req.WithVectors = qdrant.NewWithVectorsInclude(denseVector)
			return req
		}
	}
	req.Query = dense
	req.Using = qdrant.PtrOf(denseVector)
	return req
}

// hits turns scored points into index hits. Fused points carry the fusion
// score: their Score is recomputed as the cosine of their dense vector.
func hits(points []*qdrant.ScoredPoint, q index.Query, fused bool) []index.Hit {
	out := make([]index.Hit, len(points))
	for i, p := range points {
		h := index.Hit{ID: int64(p.GetId().GetNum()), Score: p.GetScore(), DistanceMiles: -1}
		if fused {
			h.Score = cosine(q.Vector, p.GetVectors().GetVectors().GetVectors()[denseVector].GetDenseVector().GetData())
		}
		if c := q.Filter.Center; c != nil {
			if at, ok := location(p.GetPayload()[locationField]); ok {
				h.DistanceMiles = geo.DistanceMiles(geo.Point{Lat: c.Lat, Lon: c.Lon}, at)
			}
		}
		out[i] = h
	}
	return out
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
