package embedded

import (
	"cmp"
	"maps"
	"math"
	"math/bits"
	"runtime"
	"slices"
	"sync"

	"github.com/viterin/vek/vek32"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/geo"
	"github.com/recruitd/recruitd/index"
)

// Search strategy. Scoring a row exactly costs about 70 ns on one core (1.5 KB of float32 at
// vek's ~19 GB/s); comparing its sign code costs about 3 ns. Candidate sets up to exactRows are
// scored exactly: at a million candidates that covers a 25-mile circle around the densest metro
// (55,000 rows: 3.8 ms of CPU, half that on two cores), where ranking by codes would save
// little unless it gave up recall (0.86 of the true top 100 when rescoring 2,000, 0.98 only when
// rescoring 10,000, which costs as much as the exact scan). Larger sets, such as an unfiltered
// query, are ranked by Hamming distance and the best rescore rows (see plan.rescore) scored
// exactly.
const (
	exactRows   = 100_000
	rescoreMin  = 1000
	rescorePerK = 20
	// A goroutine is worth starting for this many rows of exact scoring or of code scanning.
	minExactPart = 4096
	minCodePart  = 1 << 15
)

// Disk or scan. geo.Disk lists about 10,000 cells per millisecond and each costs a map lookup;
// testing a row's distance directly costs about 3 ns. A radius query reads the cells' spans
// when the disk has fewer than one cell per diskRowsPerCell rows of the segment, and otherwise
// tests every row.
const (
	diskRowsPerCell = 32
	cellSquareMiles = 13.95 // the average H3 resolution-6 hexagon
)

// plan is a query checked and resolved into what the scans need.
type plan struct {
	vec     []float32 // unit length; nil: the query has no vector
	code    []uint64
	k       int
	rescore int

	measure   bool // a center was given: hits carry distances
	near      bool // a radius was given: rows must lie within it
	point     geo.Point
	pos       [3]float64 // point on the unit sphere
	miles     float64
	maxChord2 float64 // the radius as a squared chord of the unit sphere

	any    [][]term // per field, the values of which a row needs one
	not    []term
	ranges []bound
}

// bound is a numeric range with its open ends made infinite.
type bound struct {
	field     string
	min, max  float64
	missingOK bool
}

// newPlan checks q's filter and K; the vector is checked against a collection by setVector.
func newPlan(q index.Query) (*plan, []string) {
	var problems []string
	f := q.Filter
	// K is capped in the product only so that an absurd K cannot overflow it.
	p := &plan{k: q.K, rescore: max(rescorePerK*min(q.K, 1<<30), rescoreMin)}
	if q.K < 0 {
		problems = append(problems, "k must not be negative")
	}
	if f.Center != nil {
		p.point = geo.Point{Lat: f.Center.Lat, Lon: f.Center.Lon}
		if !p.point.Valid() {
			problems = append(problems, "center is not a coordinate")
		}
		p.measure, p.pos = true, unitVector(*f.Center)
	}
	if f.RadiusMiles != 0 {
		if !(f.RadiusMiles > 0) {
			problems = append(problems, "radius must be positive")
		}
		if f.Center == nil {
			problems = append(problems, "a radius needs a center")
		}
		p.near, p.miles = true, f.RadiusMiles
		// Beyond half the circumference every point is within the radius.
		p.maxChord2 = math.Inf(1)
		if half := f.RadiusMiles / (2 * geo.EarthRadiusMiles); half < math.Pi/2 {
			p.maxChord2 = 4 * math.Sin(half) * math.Sin(half)
		}
	}
	for _, field := range slices.Sorted(maps.Keys(f.Any)) {
		// An empty list is a zero value, and zero values do not filter.
		if values := f.Any[field]; len(values) > 0 {
			terms := make([]term, len(values))
			for i, v := range values {
				terms[i] = term{field, v}
			}
			p.any = append(p.any, terms)
		}
	}
	for field, values := range f.Not {
		for _, v := range values {
			p.not = append(p.not, term{field, v})
		}
	}
	for field, r := range f.Ranges {
		b := bound{field: field, min: math.Inf(-1), max: math.Inf(1), missingOK: r.MissingOK}
		if r.Min != nil {
			b.min = *r.Min
		}
		if r.Max != nil {
			b.max = *r.Max
		}
		if math.IsNaN(b.min) || math.IsNaN(b.max) {
			problems = append(problems, "range of "+field+" has a NaN bound")
		}
		p.ranges = append(p.ranges, b)
	}
	return p, problems
}

// setVector checks v against a collection of dimension dim, normalises it into the plan and
// takes its sign code. A vector of zeros is none, and so is any vector when the collection has
// no vectors (dim 0): every row then ranks by id.
func (p *plan) setVector(v []float32, dim int) error {
	var sum float64
	for _, x := range v {
		sum += float64(x) * float64(x)
	}
	switch {
	case math.IsNaN(sum) || math.IsInf(sum, 0):
		return recruitd.Validation("invalid query", "vector has no direction (infinite or NaN)")
	case sum == 0 || dim == 0:
		return nil
	case len(v) != dim:
		return dimensionError(len(v), dim)
	}
	p.vec = vek32.MulNumber(v, float32(1/math.Sqrt(sum)))
	p.code = make([]uint64, wordsFor(len(v)))
	encode(p.code, p.vec)
	return nil
}

// distance returns the miles from the plan's center to a row's point, -1 when there is no
// center or no point.
func (p *plan) distance(s *segment, r int) float64 {
	if !p.measure || !s.hasPoint(r) {
		return -1
	}
	return 2 * geo.EarthRadiusMiles * math.Asin(min(1, math.Sqrt(s.chord2(r, &p.pos))/2))
}

// scratch holds a search's buffers, pooled because a search of a million rows needs three
// 125 KB bitsets and 2 MB of distances that would otherwise be garbage after a few milliseconds.
type scratch struct {
	keep, cand, tmp bitset
	dist            []uint16
}

var scratchPool = sync.Pool{New: func() any { return new(scratch) }}

// zeroed returns b resized to n words, all clear.
func zeroed(b bitset, n int) bitset {
	if cap(b) < n {
		return make(bitset, n)
	}
	b = b[:n]
	clear(b)
	return b
}

// search offers the rows of s that pass p to top, scored by their vectors, and those without a
// vector (all of them when the query has none) to rest, with score 0 so that they come in id
// order.
func (s *segment) search(p *plan, top, rest *topK, sc *scratch) {
	n := s.len()
	if n == 0 {
		return
	}
	sc.keep = zeroed(sc.keep, wordsFor(n))
	keep := sc.keep
	if !s.filterKeywords(p, keep, sc) {
		return
	}
	cols := make([][]float64, len(p.ranges))
	for i, b := range p.ranges {
		cols[i] = s.numbers[b.field]
	}
	inRanges := func(r int) bool {
		for i, b := range p.ranges {
			v := s.number(cols[i], r)
			if math.IsNaN(v) {
				if !b.missingOK {
					return false
				}
			} else if v < b.min || v > b.max {
				return false
			}
		}
		return true
	}
	cand := keep
	if p.near {
		sc.cand = zeroed(sc.cand, len(keep))
		cand = sc.cand
		for _, sp := range s.spans(p) {
			for r := int(sp.start); r < int(sp.end); r++ {
				if keep.has(r) && s.chord2(r, &p.pos) <= p.maxChord2 && inRanges(r) {
					cand.set(r)
				}
			}
		}
	} else if len(p.ranges) > 0 {
		for w, word := range cand {
			for ; word != 0; word &= word - 1 {
				if r := w*64 + bits.TrailingZeros64(word); !inRanges(r) {
					cand.clear(r)
				}
			}
		}
	}
	if p.vec == nil {
		s.unscored(cand, cand, rest)
		return
	}
	if s.nnovec > 0 {
		s.unscored(cand, s.novec, rest)
		cand.andNot(s.novec)
	}
	switch count := cand.count(); {
	case count == 0:
	case count <= max(exactRows, p.rescore):
		s.exact(p, cand, count, top)
	default:
		s.approx(p, cand, count, top, sc)
	}
}

// filterKeywords sets in keep the live rows that pass p's keyword filters, and reports whether
// any can: a field none of whose values occurs in s rules the whole segment out.
func (s *segment) filterKeywords(p *plan, keep bitset, sc *scratch) bool {
	if len(p.any) == 0 {
		keep.fill(s.len())
	}
	for i, terms := range p.any {
		dst := keep
		if i > 0 {
			sc.tmp = zeroed(sc.tmp, len(keep))
			dst = sc.tmp
		}
		found := false
		for _, t := range terms {
			if ps := s.postings[t]; ps != nil {
				ps.orInto(dst)
				found = true
			}
		}
		if !found {
			return false
		}
		if i > 0 {
			for w := range keep {
				keep[w] &= dst[w]
			}
		}
	}
	for _, t := range p.not {
		if ps := s.postings[t]; ps != nil {
			ps.andNotFrom(keep)
		}
	}
	keep.andNot(s.dead)
	return true
}

// spans returns the row spans a radius query must test: those of the cells covering its circle
// in a segment sorted by cell, or all of s when s is not sorted or the disk of cells would cost
// more than testing every row.
func (s *segment) spans(p *plan) []span {
	r := 1.1*p.miles + 5 // geo.Disk's margin, and the cells straddling the edge
	if s.cellRows != nil && p.miles <= geo.MaxDiskMiles && math.Pi*r*r/cellSquareMiles*diskRowsPerCell < float64(s.len()) {
		if spans, err := s.cover(p); err == nil {
			return spans
		}
		// The plan has checked the center and radius; should geo.Disk still fail, testing every
		// row is slower but as correct.
	}
	return []span{{0, uint32(s.len())}}
}

// cover returns the spans of the cells that geo.Disk lists around p's circle, in row order.
func (s *segment) cover(p *plan) ([]span, error) {
	cells, err := geo.Disk(p.point, p.miles, geo.Resolution)
	if err != nil {
		return nil, err
	}
	out := make([]span, 0, len(cells))
	for _, c := range cells {
		if sp, ok := s.cellRows[c]; ok {
			out = append(out, sp)
		}
	}
	slices.SortFunc(out, func(a, b span) int { return cmp.Compare(a.start, b.start) })
	return out, nil
}

// unscored offers to rest, with score 0, the rows of cand that are also in of.
func (s *segment) unscored(cand, of bitset, rest *topK) {
	for w, word := range cand {
		for word &= of[w]; word != 0; word &= word - 1 {
			r := w*64 + bits.TrailingZeros64(word)
			rest.push(scored{0, s.ids[r], s, r})
		}
	}
}

// exact scores every row of cand (count rows) exactly.
func (s *segment) exact(p *plan, cand bitset, count int, top *topK) {
	parts := cand.split(count, partsFor(count, minExactPart))
	tops := make([]*topK, len(parts))
	run(len(parts), func(i int) {
		t := newTopK(p.k)
		for w := parts[i][0]; w < parts[i][1]; w++ {
			for word := cand[w]; word != 0; word &= word - 1 {
				r := w*64 + bits.TrailingZeros64(word)
				if score := vek32.Dot(p.vec, s.vec(r)); t.admits(score) {
					t.push(scored{score, s.ids[r], s, r})
				}
			}
		}
		tops[i] = t
	})
	for _, t := range tops {
		for _, h := range t.h {
			top.push(h)
		}
	}
}

// approx ranks the rows of cand (count rows, more than p.rescore) by the Hamming distance of
// their codes to the query's and scores the p.rescore nearest exactly. The distances are small
// integers, so a histogram finds the cut-off distance without sorting or a heap: every row
// nearer than it is kept, and as many at it as fill the quota.
func (s *segment) approx(p *plan, cand bitset, count int, top *topK, sc *scratch) {
	if cap(sc.dist) < s.len() {
		sc.dist = make([]uint16, s.len())
	}
	dist := sc.dist[:s.len()]
	parts := cand.split(count, partsFor(count, minCodePart))
	hists := make([][]int, len(parts))
	run(len(parts), func(i int) {
		hists[i] = make([]int, s.dim+1)
		s.distances(p.code, cand, parts[i][0], parts[i][1], dist, hists[i])
	})
	cut, nearer := 0, 0
	for ; cut <= s.dim; cut++ {
		at := 0
		for _, h := range hists {
			at += h[cut]
		}
		if nearer+at >= p.rescore {
			break
		}
		nearer += at
	}
	within, at := make([][]int, len(parts)), make([][]int, len(parts))
	keep := func(i, r, d int) {
		switch {
		case d < cut:
			within[i] = append(within[i], r)
		case d == cut:
			at[i] = append(at[i], r)
		}
	}
	run(len(parts), func(i int) {
		for w := parts[i][0]; w < parts[i][1]; w++ {
			word := cand[w]
			if bits.OnesCount64(word) >= 16 && (w+1)*64 <= len(dist) {
				// As distances6 scans such a word: every row's distance is
				// tested, seldom at most cut, before whether it is a candidate.
				for j, d := range dist[w*64 : (w+1)*64] {
					if int(d) <= cut && word>>j&1 != 0 {
						keep(i, w*64+j, int(d))
					}
				}
				continue
			}
			for ; word != 0; word &= word - 1 {
				r := w*64 + bits.TrailingZeros64(word)
				keep(i, r, int(dist[r]))
			}
		}
	})
	rows := slices.Concat(within...)
	rows = append(rows, slices.Concat(at...)[:p.rescore-nearer]...)
	for _, r := range rows {
		if score := vek32.Dot(p.vec, s.vec(r)); top.admits(score) {
			top.push(scored{score, s.ids[r], s, r})
		}
	}
}

// distances writes to dist the Hamming distance between q and the code of every row of cand in
// words [lo, hi), and counts the distances in hist. This loop is most of an unfiltered search,
// so a full word of rows, the usual case there, skips the bit-by-bit walk.
func (s *segment) distances(q []uint64, cand bitset, lo, hi int, dist []uint16, hist []int) {
	words := len(q)
	if words == 6 {
		s.distances6((*[6]uint64)(q), cand, lo, hi, dist, hist)
		return
	}
	for w := lo; w < hi; w++ {
		word := cand[w]
		if word == ^uint64(0) {
			codes := s.codes[w*64*words : (w+1)*64*words]
			out := dist[w*64 : (w+1)*64]
			for j := range out {
				d := hamming(q, codes[j*words:(j+1)*words])
				out[j] = uint16(d)
				hist[d]++
			}
			continue
		}
		for ; word != 0; word &= word - 1 {
			r := w*64 + bits.TrailingZeros64(word)
			d := hamming(q, s.code(r))
			dist[r] = uint16(d)
			hist[d]++
		}
	}
}

// distances6 is distances for codes of six words (the built-in embedder's 384 dimensions),
// written out for that width, with one bounds check a row. A word of rows most of which are
// candidates (an unfiltered search leaves out only the inactive) is scanned whole, each row
// counted in hist only if it is one, rather than walked bit by bit (rows that are not
// candidates get a distance that approx never takes).
func (s *segment) distances6(q *[6]uint64, cand bitset, lo, hi int, dist []uint16, hist []int) {
	for w := lo; w < hi; w++ {
		word := cand[w]
		if bits.OnesCount64(word) >= 16 && (w+1)*64 <= s.len() {
			codes := s.codes[w*64*6 : (w+1)*64*6]
			out := dist[w*64 : (w+1)*64]
			for j := range out {
				d := hamming6(q, (*[6]uint64)(codes[j*6:j*6+6]))
				out[j] = uint16(d)
				hist[d] += int(word >> j & 1)
			}
			continue
		}
		for ; word != 0; word &= word - 1 {
			r := w*64 + bits.TrailingZeros64(word)
			d := hamming6(q, (*[6]uint64)(s.codes[r*6:r*6+6]))
			dist[r] = uint16(d)
			hist[d]++
		}
	}
}

func hamming6(a, b *[6]uint64) int {
	return bits.OnesCount64(a[0]^b[0]) + bits.OnesCount64(a[1]^b[1]) + bits.OnesCount64(a[2]^b[2]) +
		bits.OnesCount64(a[3]^b[3]) + bits.OnesCount64(a[4]^b[4]) + bits.OnesCount64(a[5]^b[5])
}

// partsFor returns how many goroutines share n rows of work, at least minPart rows each.
func partsFor(n, minPart int) int {
	return max(1, min(runtime.GOMAXPROCS(0), n/minPart))
}

// run calls f(0) ... f(n-1) concurrently, f(0) in the caller's goroutine, and waits for all.
func run(n int, f func(i int)) {
	var wg sync.WaitGroup
	for i := 1; i < n; i++ {
		wg.Go(func() { f(i) })
	}
	f(0)
	wg.Wait()
}

// parallel calls f on about equal parts of [0, n), one per processor but none smaller than
// minPart, and returns when all are done.
func parallel(n, minPart int, f func(lo, hi int)) {
	parts := partsFor(n, minPart)
	run(parts, func(i int) { f(i*n/parts, (i+1)*n/parts) })
}
