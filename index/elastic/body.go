package elastic

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strconv"

	"github.com/recruitd/recruitd/geo"
	"github.com/recruitd/recruitd/index"
)

// Fields of the stored document besides its keyword and numeric fields.
const (
	locationField = "location"
	textField     = "text"
	vectorField   = "vector"
)

// maxWindow is the most hits one search may return (index.max_result_window,
// and kNN's cap on num_candidates).
const maxWindow = 10_000

// mapping is the body that creates an index. The vector keeps full float32
// precision (hnsw, not the default quantized int8_hnsw or bbq_hnsw) so that
// kNN scores are true cosines.
func mapping(dim int) map[string]any {
	props := map[string]any{
		locationField: map[string]any{"type": "geo_point"},
		textField:     map[string]any{"type": "text", "analyzer": "english"},
		vectorField: map[string]any{
			"type": "dense_vector", "dims": dim, "index": true, "similarity": "cosine",
			"index_options": map[string]any{"type": "hnsw"},
		},
	}
	for _, f := range index.KeywordFields {
		props[f] = map[string]any{"type": "keyword"}
	}
	for _, f := range index.NumberFields {
		props[f] = map[string]any{"type": "double"}
	}
	template := func(name, matchType, typ string) map[string]any {
		return map[string]any{name: map[string]any{"match_mapping_type": matchType, "mapping": map[string]any{"type": typ}}}
	}
	return map[string]any{"mappings": map[string]any{
		"dynamic_templates": []any{
			template("keywords", "string", "keyword"),
			template("integers", "long", "double"),
			template("numbers", "double", "double"),
		},
		"properties": props,
	}}
}

// source is the stored form of a document.
func source(d index.Document, dim int) (map[string]any, error) {
	if len(d.Vector) != dim {
		return nil, fmt.Errorf("vector of %d dimensions, want %d", len(d.Vector), dim)
	}
	src := make(map[string]any, len(d.Keywords)+len(d.Numbers)+3)
	for field, values := range d.Keywords {
		src[field] = values
	}
	for field, v := range d.Numbers {
		if _, ok := src[field]; ok {
			return nil, fmt.Errorf("field %q is both a keyword and a number field", field)
		}
		src[field] = v
	}
	for _, reserved := range []string{locationField, textField, vectorField} {
		if _, ok := src[reserved]; ok {
			return nil, fmt.Errorf("field %q is reserved", reserved)
		}
	}
	src[vectorField] = d.Vector
	if d.Text != "" {
		src[textField] = d.Text
	}
	if d.Point != nil {
		src[locationField] = map[string]float64{"lat": d.Point.Lat, "lon": d.Point.Lon}
	}
	return src, nil
}

// bulkIndex is the NDJSON bulk body that indexes docs into the index name,
// each under its id.
func bulkIndex(name string, docs []index.Document, dim int) ([]byte, error) {
	var out []byte
	for _, d := range docs {
		src, err := source(d, dim)
		if err != nil {
			return nil, fmt.Errorf("document %d: %w", d.ID, err)
		}
		out, err = appendLines(out, map[string]any{"index": action(name, d.ID)}, src)
		if err != nil {
			return nil, fmt.Errorf("document %d: %w", d.ID, err)
		}
	}
	return out, nil
}

// bulkDelete is the NDJSON bulk body that deletes ids from the index name.
func bulkDelete(name string, ids []int64) []byte {
	var out []byte
	for _, id := range ids {
		out, _ = appendLines(out, map[string]any{"delete": action(name, id)}) // marshals strings only
	}
	return out
}

func action(name string, id int64) map[string]string {
	return map[string]string{"_index": name, "_id": strconv.FormatInt(id, 10)}
}

// appendLines appends each value as one line of JSON.
func appendLines(out []byte, values ...any) ([]byte, error) {
	for _, v := range values {
		b, err := json.Marshal(v)
		if err != nil {
			return nil, err
		}
		out = append(append(out, b...), '\n')
	}
	return out, nil
}

// searchBody is the body of q's search: a BM25 match on the text when q has
// Text, else kNN on the vector; either inside q's filter. It fetches a hit's
// location only when distances are asked for.
func searchBody(q index.Query) map[string]any {
	k := min(q.K, maxWindow)
	body := map[string]any{"size": k, "_source": false, "track_total_hits": false}
	if q.Filter.Center != nil {
		body["_source"] = []string{locationField}
	}
	must, mustNot := clauses(q.Filter)
	if q.Text != "" {
		query := map[string]any{"must": []any{map[string]any{"match": map[string]any{textField: map[string]any{"query": q.Text}}}}}
		if len(must) > 0 {
			query["filter"] = must
		}
		if len(mustNot) > 0 {
			query["must_not"] = mustNot
		}
		body["query"] = map[string]any{"bool": query}
		return body
	}
	knn := map[string]any{
		"field":        vectorField,
		"query_vector": q.Vector,
		"k":            k,
		// More candidates per shard than k buys recall for little time.
		"num_candidates": min(max(2*k, 100), maxWindow),
	}
	if f := filterQuery(must, mustNot); f != nil {
		knn["filter"] = f
	}
	body["knn"] = knn
	return body
}

// filterQuery is a bool query of filter clauses; nil when there are none.
func filterQuery(must, mustNot []any) map[string]any {
	if len(must) == 0 && len(mustNot) == 0 {
		return nil
	}
	b := map[string]any{}
	if len(must) > 0 {
		b["filter"] = must
	}
	if len(mustNot) > 0 {
		b["must_not"] = mustNot
	}
	return map[string]any{"bool": b}
}

// clauses translates an index filter into the clauses a document must and
// must not match.
func clauses(f index.Filter) (must, mustNot []any) {
	for _, field := range slices.Sorted(maps.Keys(f.Any)) {
		if values := f.Any[field]; len(values) > 0 {
			must = append(must, map[string]any{"terms": map[string]any{field: values}})
		}
	}
	for _, field := range slices.Sorted(maps.Keys(f.Not)) {
		if values := f.Not[field]; len(values) > 0 {
			mustNot = append(mustNot, map[string]any{"terms": map[string]any{field: values}})
		}
	}
	for _, field := range slices.Sorted(maps.Keys(f.Ranges)) {
		r := f.Ranges[field]
		exists := map[string]any{"exists": map[string]any{"field": field}}
		if r.Min == nil && r.Max == nil {
			if !r.MissingOK { // the field must be there; else every document passes
				must = append(must, exists)
			}
			continue
		}
		bounds := map[string]any{}
		if r.Min != nil {
			bounds["gte"] = *r.Min
		}
		if r.Max != nil {
			bounds["lte"] = *r.Max
		}
		inRange := map[string]any{"range": map[string]any{field: bounds}}
		if !r.MissingOK {
			must = append(must, inRange)
			continue
		}
		must = append(must, map[string]any{"bool": map[string]any{
			"should":               []any{inRange, map[string]any{"bool": map[string]any{"must_not": []any{exists}}}},
			"minimum_should_match": 1,
		}})
	}
	if c := f.Center; c != nil && f.RadiusMiles > 0 {
		// A document without a location fails geo_distance.
		must = append(must, map[string]any{"geo_distance": map[string]any{
			"distance":    strconv.FormatFloat(f.RadiusMiles, 'f', -1, 64) + "mi",
			locationField: map[string]float64{"lat": c.Lat, "lon": c.Lon},
		}})
	}
	return must, mustNot
}

// parseHits reads the hits of a search answer for q.
func parseHits(body []byte, q index.Query) ([]index.Hit, error) {
	var res struct {
		Hits struct {
			Hits []struct {
				ID     string  `json:"_id"`
				Score  float32 `json:"_score"`
				Source struct {
					Location *struct {
						Lat float64 `json:"lat"`
						Lon float64 `json:"lon"`
					} `json:"location"`
				} `json:"_source"`
			} `json:"hits"`
		} `json:"hits"`
	}
	if err := json.Unmarshal(body, &res); err != nil {
		return nil, fmt.Errorf("elasticsearch: search answer: %w", err)
	}
	out := make([]index.Hit, len(res.Hits.Hits))
	for i, h := range res.Hits.Hits {
		id, err := strconv.ParseInt(h.ID, 10, 64)
		if err != nil {
			return nil, fmt.Errorf("elasticsearch: search answer: document id %q is not a record id", h.ID)
		}
		hit := index.Hit{ID: id, Score: h.Score, DistanceMiles: -1}
		if q.Text == "" {
			// kNN on cosine scores (1 + cosine) / 2, to stay positive.
			hit.Score = 2*h.Score - 1
		}
		if c, at := q.Filter.Center, h.Source.Location; c != nil && at != nil {
			hit.DistanceMiles = geo.DistanceMiles(geo.Point{Lat: c.Lat, Lon: c.Lon}, geo.Point{Lat: at.Lat, Lon: at.Lon})
		}
		out[i] = hit
	}
	return out, nil
}
