package embedded

import (
	"math"
	"math/bits"
	"slices"

	"github.com/viterin/vek/vek32"

	"github.com/recruitd/recruitd/geo"
)

// term is one keyword value of one field.
type term struct{ field, value string }

// span is the rows [start, end) of one H3 cell in a sorted segment.
type span struct{ start, end uint32 }

// none marks a row that a copy leaves out.
const none = ^uint32(0)

// segment is a block of rows stored column by column: row r of every column belongs to the same
// document. A collection has two: the main segment, built in one go and sorted by H3 cell so
// that a radius query reads contiguous memory, and the tail, which takes upserts in arrival
// order until the next compaction folds it into a new main segment.
//
// Rows are never changed in place. Upserting a stored id marks its old row dead and appends a
// new one, so a compaction can copy rows while searches and writes go on.
type segment struct {
	dim   int
	words int // uint64 words of a row's sign code

	ids   []int64
	vecs  []float32    // row r at [r*dim, (r+1)*dim), L2-normalised
	codes []uint64     // row r at [r*words, (r+1)*words)
	xyz   []float64    // row r's point on the unit sphere at [3r, 3r+3); NaN x: no point
	cells []geo.CellID // row r's H3 cell at geo.Resolution; 0: no point

	postings map[term]*posting
	// numbers holds one column per field; NaN (or a row past the column's end) means the row
	// lacks the field. Columns are padded only when a later row sets the field, so a field few
	// documents carry costs little in the tail.
	numbers map[string][]float64

	// cellRows holds each cell's span in a sealed (sorted) segment; nil in the tail.
	cellRows map[geo.CellID]span

	dead  bitset
	ndead int

	// novec holds the rows without a vector (records with no text), whose vec and code are
	// zeros: a search ranks them after the rows it scores (see segment.search).
	novec  bitset
	nnovec int
}

func newSegment(dim int) *segment {
	return &segment{dim: dim, words: wordsFor(dim), postings: map[term]*posting{}, numbers: map[string][]float64{}}
}

func (s *segment) len() int { return len(s.ids) }

func (s *segment) vec(r int) []float32 { return s.vecs[r*s.dim : (r+1)*s.dim : (r+1)*s.dim] }

func (s *segment) code(r int) []uint64 { return s.codes[r*s.words : (r+1)*s.words : (r+1)*s.words] }

func (s *segment) hasPoint(r int) bool { return !math.IsNaN(s.xyz[3*r]) }

// markNovec records that row r has no vector. It is not safe for concurrent use.
func (s *segment) markNovec(r int) {
	if !s.novec.has(r) {
		s.novec.set(r)
		s.nnovec++
	}
}

// chord2 returns the squared straight-line distance through the unit sphere between row r's
// point and p: three multiplications where haversine needs four trigonometric calls.
func (s *segment) chord2(r int, p *[3]float64) float64 {
	dx, dy, dz := s.xyz[3*r]-p[0], s.xyz[3*r+1]-p[1], s.xyz[3*r+2]-p[2]
	return dx*dx + dy*dy + dz*dz
}

// number returns row r's value in col, NaN when it has none.
func (s *segment) number(col []float64, r int) float64 {
	if r < len(col) {
		return col[r]
	}
	return math.NaN()
}

// column returns field's column, padded to the segment's length.
func (s *segment) column(field string) []float64 {
	col := s.numbers[field]
	for len(col) < s.len() {
		col = append(col, math.NaN())
	}
	s.numbers[field] = col
	return col
}

func (s *segment) kill(r int) {
	if !s.dead.has(r) {
		s.dead.set(r)
		s.ndead++
	}
}

// core is the fixed-size part of a row, which every search reads.
type core struct {
	id int64
	// vec is scaled by scale as it is stored, so that a score is a cosine even when a caller's
	// vector is not quite unit length. nil: the row has no vector (and a zero code).
	vec   []float32
	scale float32
	code  []uint64
	xyz   [3]float64
	cell  geo.CellID
}

// core returns row r's core.
func (s *segment) core(r int) core {
	var vec []float32
	if !s.novec.has(r) {
		vec = s.vec(r)
	}
	return core{s.ids[r], vec, 1, s.code(r), [3]float64(s.xyz[3*r : 3*r+3]), s.cells[r]}
}

// grow adds n zero rows, for setCore to fill, and returns the first. Load and compaction grow by
// all their rows at once and fill them on every processor: the copy touches fresh memory, and
// its page faults cost more than the copy itself.
func (s *segment) grow(n int) int {
	r := s.len()
	s.ids = append(s.ids, make([]int64, n)...)
	s.vecs = append(s.vecs, make([]float32, n*s.dim)...)
	s.codes = append(s.codes, make([]uint64, n*s.words)...)
	s.xyz = append(s.xyz, make([]float64, 3*n)...)
	s.cells = append(s.cells, make([]geo.CellID, n)...)
	s.dead = append(s.dead, make(bitset, wordsFor(r+n)-len(s.dead))...)
	s.novec = append(s.novec, make(bitset, wordsFor(r+n)-len(s.novec))...)
	return r
}

// widen gives a segment of dimension 0, all of whose rows have no vector, the dimension dim: the
// first vector a collection takes, after documents without one.
func (s *segment) widen(dim int) {
	s.dim, s.words = dim, wordsFor(dim)
	s.vecs = make([]float32, s.len()*dim)
	s.codes = make([]uint64, s.len()*s.words)
}

// setCore fills row r, which grow left zero, from c; a row without a vector is marked apart (by
// addFields or copyFields), since setCore runs on several goroutines at once.
func (s *segment) setCore(r int, c core) {
	s.ids[r] = c.id
	if c.scale == 1 || c.vec == nil {
		copy(s.vec(r), c.vec)
	} else {
		vek32.MulNumber_Into(s.vec(r), c.vec, c.scale)
	}
	copy(s.code(r), c.code)
	copy(s.xyz[3*r:3*r+3], c.xyz[:])
	s.cells[r] = c.cell
}

// appendRow adds a checked document at the end.
func (s *segment) appendRow(d *row) int {
	r := s.grow(1)
	s.setCore(r, d.core)
	s.addFields(r, d)
	return r
}

// addFields adds d's keywords and numbers as row r's, and whether it has a vector; rows must get
// theirs in order.
func (s *segment) addFields(r int, d *row) {
	if d.vec == nil {
		s.markNovec(r)
	}
	for _, t := range d.terms {
		p := s.postings[t]
		if p == nil {
			p = &posting{}
			s.postings[t] = p
		}
		// A value listed twice must not list the row twice.
		if n := len(p.rows); n == 0 || p.rows[n-1] != uint32(r) {
			p.rows = append(p.rows, uint32(r))
		}
	}
	for _, n := range d.numbers {
		s.column(n.field)[r] = n.value
	}
}

// copyFields gives s the keywords, numbers and vectorless marks of src's rows from row from on,
// row r becoming row to[r-from] of s (none: left out). The rows themselves must already be in s.
func (s *segment) copyFields(src *segment, from int, to []uint32) {
	if src.nnovec > 0 {
		for r := from; r < src.len(); r++ {
			if src.novec.has(r) && to[r-from] != none {
				s.markNovec(int(to[r-from]))
			}
		}
	}
	for t, p := range src.postings {
		var rows []uint32
		add := func(r int) {
			if r >= from && to[r-from] != none {
				rows = append(rows, to[r-from])
			}
		}
		if p.bits != nil {
			for w, word := range p.bits {
				for ; word != 0; word &= word - 1 {
					add(w*64 + bits.TrailingZeros64(word))
				}
			}
		} else {
			for _, r := range p.rows {
				add(int(r))
			}
		}
		if len(rows) == 0 {
			continue
		}
		dst := s.postings[t]
		if dst == nil {
			dst = &posting{}
			s.postings[t] = dst
		}
		dst.rows = append(dst.rows, rows...)
	}
	for field, col := range src.numbers {
		var dst []float64
		for r := from; r < len(col); r++ {
			if to[r-from] != none && !math.IsNaN(col[r]) {
				if dst == nil {
					dst = s.column(field)
				}
				dst[to[r-from]] = col[r]
			}
		}
	}
}

// seal finishes a main segment whose rows are in cell order: it indexes the cells'
// spans and puts the columns and postings in their final form.
func (s *segment) seal() {
	n := s.len()
	s.cellRows = map[geo.CellID]span{}
	for r := 0; r < n; {
		end := r + 1
		for end < n && s.cells[end] == s.cells[r] {
			end++
		}
		if s.cells[r] != 0 {
			s.cellRows[s.cells[r]] = span{uint32(r), uint32(end)}
		}
		r = end
	}
	for field := range s.numbers {
		s.numbers[field] = slices.Clip(s.column(field))
	}
	for _, p := range s.postings {
		p.seal(n)
	}
}
