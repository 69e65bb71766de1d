package indextest

import (
	"cmp"
	"math"
	"slices"

	"github.com/recruitd/recruitd/index"
)

// earthRadiusMiles is the sphere the contract measures distances on.
const earthRadiusMiles = 3958.8

// model is the brute-force reference: the documents a backend should hold, searched by the
// letter of index.Filter and scored in float64.
type model struct {
	docs map[index.Kind]map[int64]entry
}

// entry is a stored document with its vector normalised once, in float64; unit is nil for a
// document without a vector.
type entry struct {
	index.Document
	unit []float64
}

func newModel() *model { return &model{docs: map[index.Kind]map[int64]entry{}} }

func (m *model) upsert(kind index.Kind, docs []index.Document) {
	if m.docs[kind] == nil {
		m.docs[kind] = map[int64]entry{}
	}
	for _, d := range docs {
		m.docs[kind][d.ID] = entry{d, unit(d.Vector)}
	}
}

func (m *model) delete(kind index.Kind, ids []int64) {
	for _, id := range ids {
		delete(m.docs[kind], id)
	}
}

// hit is a document's true score and distance for a query.
type hit struct {
	index.Hit
	match   bool // the document passes the filter
	ranked  bool // the document and the query both have a vector: it ranks by its score
	hasText bool
}

// score returns what a backend should report for document id under q, whose vector
// normalised is qUnit (nil for a query without one).
func (m *model) score(q index.Query, qUnit []float64, id int64) (hit, bool) {
	d, ok := m.docs[q.Kind][id]
	if !ok {
		return hit{}, false
	}
	h := hit{Hit: index.Hit{ID: id, DistanceMiles: -1}, ranked: qUnit != nil && d.unit != nil, hasText: d.Text != ""}
	if h.ranked {
		var dot float64
		for i, x := range qUnit {
			dot += x * d.unit[i]
		}
		h.Score = float32(dot)
	}
	if q.Filter.Center != nil && d.Point != nil {
		h.DistanceMiles = haversineMiles(*q.Filter.Center, *d.Point)
	}
	h.match = passes(d.Document, q.Filter, h.DistanceMiles)
	return h, true
}

// search returns the true answer of a vector index to q: the K best matching documents,
// those with a vector by score, then those without, equal scores in id order.
func (m *model) search(q index.Query) []hit {
	var hits []hit
	qUnit := unit(q.Vector)
	for id := range m.docs[q.Kind] {
		if h, _ := m.score(q, qUnit, id); h.match {
			hits = append(hits, h)
		}
	}
	slices.SortFunc(hits, before)
	return hits[:min(len(hits), max(q.K, 0))]
}

// before orders hits as a vector index ranks them.
func before(a, b hit) int {
	if a.ranked != b.ranked {
		if a.ranked {
			return -1
		}
		return 1
	}
	return cmp.Or(cmp.Compare(b.Score, a.Score), cmp.Compare(a.ID, b.ID))
}

// matching returns the ids of the documents that pass q's filter, in id order.
func (m *model) matching(q index.Query) []int64 {
	var ids []int64
	for id, d := range m.docs[q.Kind] {
		miles := -1.0
		if q.Filter.Center != nil && d.Point != nil {
			miles = haversineMiles(*q.Filter.Center, *d.Point)
		}
		if passes(d.Document, q.Filter, miles) {
			ids = append(ids, id)
		}
	}
	slices.Sort(ids)
	return ids
}

func passes(d index.Document, f index.Filter, miles float64) bool {
	if f.Center != nil && f.RadiusMiles != 0 && (d.Point == nil || miles > f.RadiusMiles) {
		return false
	}
	for field, values := range f.Any {
		if len(values) > 0 && !hasAny(d.Keywords[field], values) {
			return false
		}
	}
	for field, values := range f.Not {
		if hasAny(d.Keywords[field], values) {
			return false
		}
	}
	for field, r := range f.Ranges {
		v, ok := d.Numbers[field]
		switch {
		case !ok:
			if !r.MissingOK {
				return false
			}
		case r.Min != nil && v < *r.Min, r.Max != nil && v > *r.Max:
			return false
		}
	}
	return true
}

func hasAny(have, values []string) bool {
	for _, v := range values {
		if slices.Contains(have, v) {
			return true
		}
	}
	return false
}

// unit returns v normalised in float64, nil for a vector without direction.
func unit(v []float32) []float64 {
	out := make([]float64, len(v))
	var sum float64
	for i, x := range v {
		out[i] = float64(x)
		sum += out[i] * out[i]
	}
	if sum == 0 {
		return nil
	}
	for i := range out {
		out[i] /= math.Sqrt(sum)
	}
	return out
}

func haversineMiles(a, b index.Point) float64 {
	const rad = math.Pi / 180
	sLat := math.Sin((b.Lat - a.Lat) * rad / 2)
	sLon := math.Sin((b.Lon - a.Lon) * rad / 2)
	h := sLat*sLat + math.Cos(a.Lat*rad)*math.Cos(b.Lat*rad)*sLon*sLon
	return 2 * earthRadiusMiles * math.Asin(math.Sqrt(min(h, 1)))
}

// destination returns the point miles from p along the initial bearing deg (clockwise from
// north), on the contract's sphere.
func destination(p index.Point, deg, miles float64) index.Point {
	const rad = math.Pi / 180
	lat, lon, theta, delta := p.Lat*rad, p.Lon*rad, deg*rad, miles/earthRadiusMiles
	lat2 := math.Asin(math.Sin(lat)*math.Cos(delta) + math.Cos(lat)*math.Sin(delta)*math.Cos(theta))
	lon2 := lon + math.Atan2(math.Sin(theta)*math.Sin(delta)*math.Cos(lat), math.Cos(delta)-math.Sin(lat)*math.Sin(lat2))
	return index.Point{Lat: lat2 / rad, Lon: lon2 / rad}
}
