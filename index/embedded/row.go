package embedded

import (
	"fmt"
	"math"
	"strings"

	"github.com/recruitd/recruitd/geo"
	"github.com/recruitd/recruitd/index"
)

// row is a document checked and converted for storage: its keywords and numbers flattened, so
// that the serial part of a load need not iterate maps.
type row struct {
	core
	terms   []term
	numbers []number
}

// number is a numeric field's value.
type number struct {
	field string
	value float64
}

// noPoint is the position of a row without a point; NaN fails every distance comparison.
var noPoint = [3]float64{math.NaN(), math.NaN(), math.NaN()}

// unitVector returns p's position on the unit sphere.
func unitVector(p index.Point) [3]float64 {
	lat, lon := p.Lat*math.Pi/180, p.Lon*math.Pi/180
	return [3]float64{math.Cos(lat) * math.Cos(lon), math.Cos(lat) * math.Sin(lon), math.Sin(lat)}
}

// prepare checks d against a collection of dimension dim and converts it, writing its sign code
// to code. It reports each problem found rather than the first, so that a rejection says all
// that is wrong with a document. A nil or all-zero vector is no vector: the row is found by its
// filters and place alone.
func prepare(d *index.Document, dim int, code []uint64) (row, []string) {
	var problems []string
	bad := func(format string, args ...any) {
		problems = append(problems, fmt.Sprintf(format, args...))
	}
	r := row{core: core{id: d.ID, xyz: noPoint, scale: 1}}
	if len(d.Vector) > 0 {
		var sum float64
		for _, x := range d.Vector {
			sum += float64(x) * float64(x)
		}
		switch {
		case math.IsNaN(sum) || math.IsInf(sum, 0):
			bad("vector has no direction (infinite or NaN)")
		case sum == 0: // no text, no vector (see the index package)
		case len(d.Vector) != dim:
			bad("vector has %d dimensions, want %d", len(d.Vector), dim)
		default:
			r.vec, r.scale = d.Vector, float32(1/math.Sqrt(sum))
			if math.Abs(sum-1) < 1e-6 {
				r.scale = 1
			}
			// Scaling does not change signs: the code can be taken before.
			encode(code, d.Vector)
			r.code = code
		}
	}
	if d.Point != nil {
		p := geo.Point{Lat: d.Point.Lat, Lon: d.Point.Lon}
		cell, err := geo.Cell(p, geo.Resolution)
		if err != nil {
			bad("point (%v, %v) is not a coordinate", p.Lat, p.Lon)
		}
		r.xyz, r.cell = unitVector(*d.Point), cell
	}
	for field, values := range d.Keywords {
		for _, v := range values {
			r.terms = append(r.terms, term{field, v})
		}
	}
	for field, v := range d.Numbers {
		// NaN stands for a missing field in the columns; infinities compare badly with ranges.
		if math.IsNaN(v) || math.IsInf(v, 0) {
			bad("number %q is %v", field, v)
		}
		r.numbers = append(r.numbers, number{field, v})
	}
	return r, problems
}

// prepareAll prepares docs on every processor (finding a point's H3 cell is a cgo call of about
// 2 µs, and the sign codes cost about 0.5 µs a document) and returns the rows of the documents
// that can be stored, and a rejection for each of the others.
func prepareAll(docs []index.Document, dim int) ([]row, []index.Rejection) {
	rows := make([]row, len(docs))
	found := make([][]string, len(docs))
	words := wordsFor(dim)
	codes := make([]uint64, len(docs)*words)
	parallel(len(docs), 1<<10, func(lo, hi int) {
		for i := lo; i < hi; i++ {
			rows[i], found[i] = prepare(&docs[i], dim, codes[i*words:(i+1)*words:(i+1)*words])
		}
	})
	var rejected []index.Rejection
	kept := rows[:0]
	for i := range rows {
		if len(found[i]) > 0 {
			rejected = append(rejected, index.Rejection{ID: docs[i].ID, Reason: strings.Join(found[i], "; ")})
			continue
		}
		kept = append(kept, rows[i])
	}
	return kept, rejected
}

// dimensionOf returns the dimension a collection without one takes from docs: the commonest
// length of their vectors (all zeros is none), the first to reach it on a tie; 0 when none has a
// vector. The commonest rather than the first, so that after a change of embedding model the
// documents of the model most of them were made by load, and the others are refused until
// reindexed.
func dimensionOf(docs []index.Document) int {
	counts := map[int]int{}
	best := 0
	for i := range docs {
		n := len(docs[i].Vector)
		if n == 0 || zeros(docs[i].Vector) {
			continue
		}
		counts[n]++
		if best == 0 || counts[n] > counts[best] {
			best = n
		}
	}
	return best
}

// zeros reports whether v is all zeros; a real vector's first value already says it is not.
func zeros(v []float32) bool {
	for _, x := range v {
		if x != 0 {
			return false
		}
	}
	return true
}
