package elastic

import (
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/recruitd/recruitd/geo"
	"github.com/recruitd/recruitd/index"
)

// Fields of the stored document besides its keyword and numeric fields.
const (
	idField       = "id" // the record id as a number, for sorting in id order
	locationField = "location"
	textField     = "text"
	textAnalyzer  = "english"
)

// maxWindow is the most hits one search may return (index.max_result_window).
const maxWindow = 10_000

// MaxQueryTerms bounds the terms of a lexical query: the most telling terms
// of the text (by tf-idf against the index) that more_like_this keeps.
const MaxQueryTerms = 32

// fieldTypes maps every field of the mapping to its type.
func fieldTypes() map[string]string {
	out := map[string]string{idField: "long", locationField: "geo_point", textField: "text"}
	for _, f := range index.KeywordFields {
		out[f] = "keyword"
	}
	for _, f := range index.NumberFields {
		out[f] = "double"
	}
	return out
}

// createBody is the body that creates an index with recruitd's mapping and
// the alias it is reached through: every field explicit, and dynamic
// "strict", so that a document with another field is refused rather than
// mapped by guess.
func createBody(alias string) map[string]any {
	props := map[string]any{}
	for field, typ := range fieldTypes() {
		props[field] = map[string]any{"type": typ}
	}
	props[textField] = map[string]any{"type": "text", "analyzer": textAnalyzer}
	return map[string]any{
		"aliases":  map[string]any{alias: map[string]any{}},
		"mappings": map[string]any{"dynamic": "strict", "properties": props},
	}
}

// mapped reports the fields a document may carry.
var mapped = fieldTypes()

// source is the stored form of a document, or why the index cannot take it.
func source(d index.Document) (map[string]any, error) {
	src := make(map[string]any, len(d.Keywords)+len(d.Numbers)+3)
	for field, values := range d.Keywords {
		if mapped[field] != "keyword" {
			return nil, fmt.Errorf("keyword field %q is not in the mapping", field)
		}
		src[field] = values
	}
	for field, v := range d.Numbers {
		if mapped[field] != "double" {
			return nil, fmt.Errorf("number field %q is not in the mapping", field)
		}
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return nil, fmt.Errorf("number %q is %v", field, v)
		}
		src[field] = v
	}
	if d.ID < 0 {
		return nil, errors.New("negative id")
	}
	src[idField] = d.ID
	if d.Text != "" {
		src[textField] = d.Text
	}
	if p := d.Point; p != nil {
		if !(p.Lat >= -90 && p.Lat <= 90 && p.Lon >= -180 && p.Lon <= 180) {
			return nil, fmt.Errorf("point (%v, %v) is not a coordinate", p.Lat, p.Lon)
		}
		src[locationField] = map[string]float64{"lat": p.Lat, "lon": p.Lon}
	}
	return src, nil
}

// bulkIndex is the NDJSON bulk body that indexes docs through the alias,
// each under its id, and the documents it leaves out as rejections.
func bulkIndex(alias string, docs []index.Document) ([]byte, []index.Rejection) {
	var out []byte
	var rejected []index.Rejection
	for _, d := range docs {
		src, err := source(d)
		if err == nil {
			var lines []byte
			if lines, err = appendLines(nil, map[string]any{"index": action(alias, d.ID)}, src); err == nil {
				out = append(out, lines...)
				continue
			}
		}
		rejected = append(rejected, index.Rejection{ID: d.ID, Reason: err.Error()})
	}
	return out, rejected
}

// bulkDelete is the NDJSON bulk body that deletes ids through the alias.
func bulkDelete(alias string, ids []int64) []byte {
	var out []byte
	for _, id := range ids {
		out, _ = appendLines(out, map[string]any{"delete": action(alias, id)}) // marshals strings only
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

// searchBody is the body of q's search inside q's filter: with text, a
// more_like_this query of at most MaxQueryTerms terms, best match first;
// without, no query, so that every document that passes comes, in id order.
// Equal scores come in id order too. It fetches a hit's location only when
// distances are asked for.
func searchBody(q index.Query) map[string]any {
	body := map[string]any{
		"size":             min(q.K, maxWindow),
		"_source":          false,
		"track_total_hits": false,
		"sort":             []any{"_score", map[string]any{idField: "asc"}},
	}
	if q.Filter.Center != nil {
		body["_source"] = []string{locationField}
	}
	must, mustNot := clauses(q.Filter)
	query := map[string]any{}
	if strings.TrimSpace(q.Text) != "" {
		query["must"] = []any{map[string]any{"more_like_this": map[string]any{
			"fields":          []string{textField},
			"like":            q.Text,
			"max_query_terms": MaxQueryTerms,
			// Every term of the text counts, however rare in it or in the index.
			"min_term_freq":        1,
			"min_doc_freq":         1,
			"minimum_should_match": 1,
		}}}
	}
	if len(must) > 0 {
		query["filter"] = must
	}
	if len(mustNot) > 0 {
		query["must_not"] = mustNot
	}
	body["query"] = map[string]any{"bool": query}
	return body
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

// parseHits reads the hits of a search answer for q. An answer with failed
// shards or timed out is an error: its hits are only part of the truth.
func parseHits(body []byte, q index.Query) ([]index.Hit, error) {
	var res struct {
		TimedOut bool   `json:"timed_out"`
		Shards   shards `json:"_shards"`
		Hits     struct {
			Hits []struct {
				ID     string `json:"_id"`
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
	if err := res.Shards.partial("search", res.TimedOut); err != nil {
		return nil, err
	}
	out := make([]index.Hit, len(res.Hits.Hits))
	for i, h := range res.Hits.Hits {
		id, err := strconv.ParseInt(h.ID, 10, 64)
		if err != nil {
			return nil, fmt.Errorf("elasticsearch: search answer: document id %q is not a record id", h.ID)
		}
		hit := index.Hit{ID: id, DistanceMiles: -1}
		if c, at := q.Filter.Center, h.Source.Location; c != nil && at != nil {
			hit.DistanceMiles = geo.DistanceMiles(geo.Point{Lat: c.Lat, Lon: c.Lon}, geo.Point{Lat: at.Lat, Lon: at.Lon})
		}
		out[i] = hit
	}
	return out, nil
}
