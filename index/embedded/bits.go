package embedded

import (
	"math"
	"math/bits"
	"slices"
)

// bitset is a set of rows, one bit each. Searches build their candidate sets as bitsets because a
// bitset of 1M rows is 125 KB: cheap to clear, to intersect word by word and to walk in row order.
type bitset []uint64

// wordsFor returns the number of words a bitset over n rows needs.
func wordsFor(n int) int { return (n + 63) / 64 }

func (b bitset) has(r int) bool { return b[r>>6]&(1<<(r&63)) != 0 }
func (b bitset) set(r int)      { b[r>>6] |= 1 << (r & 63) }
func (b bitset) clear(r int)    { b[r>>6] &^= 1 << (r & 63) }

// fill sets the first n bits and clears the rest.
func (b bitset) fill(n int) {
	for i := range b {
		b[i] = ^uint64(0)
	}
	if n&63 != 0 {
		b[n>>6] = 1<<(n&63) - 1
	}
	clear(b[wordsFor(n):])
}

// andNot clears in b every bit set in c, which may be shorter than b.
func (b bitset) andNot(c bitset) {
	for i, w := range c[:min(len(b), len(c))] {
		b[i] &^= w
	}
}

func (b bitset) count() int {
	n := 0
	for _, w := range b {
		n += bits.OnesCount64(w)
	}
	return n
}

// split cuts b's words into at most parts ranges holding about as many set bits each, so that
// goroutines scoring the ranges finish together even when the rows cluster (a radius query sets
// bits only in its cells' spans).
func (b bitset) split(total, parts int) [][2]int {
	if parts <= 1 {
		return [][2]int{{0, len(b)}}
	}
	out := make([][2]int, 0, parts)
	start, seen := 0, 0
	for i, w := range b {
		seen += bits.OnesCount64(w)
		if seen >= total*(len(out)+1)/parts && len(out) < parts-1 {
			out = append(out, [2]int{start, i + 1})
			start = i + 1
		}
	}
	return append(out, [2]int{start, len(b)})
}

// posting is the rows holding one keyword value: a sorted list while the value is rare, a bitset
// once the list would be larger than the bitset (more than one row in 32), so that a filter on a
// common value such as status=active costs a word-wise OR rather than a million bit sets.
type posting struct {
	rows []uint32
	bits bitset
}

// orInto sets in b the rows of p.
func (p *posting) orInto(b bitset) {
	if p.bits != nil {
		for i, w := range p.bits {
			b[i] |= w
		}
		return
	}
	for _, r := range p.rows {
		b.set(int(r))
	}
}

// andNotFrom clears in b the rows of p.
func (p *posting) andNotFrom(b bitset) {
	if p.bits != nil {
		b.andNot(p.bits)
		return
	}
	for _, r := range p.rows {
		b.clear(int(r))
	}
}

// seal sorts p's rows and stores them in the smaller form for a segment of n rows.
func (p *posting) seal(n int) {
	slices.Sort(p.rows)
	if len(p.rows)*32 > n {
		p.bits = make(bitset, wordsFor(n))
		for _, r := range p.rows {
			p.bits.set(int(r))
		}
		p.rows = nil
		return
	}
	p.rows = slices.Clip(p.rows)
}

// encode writes to code the sign bits of v: bit i is set when v[i] is not negative. The bits are
// taken from the floats' sign bits rather than by comparison, since a branch on a coin toss
// mispredicts half the time.
func encode(code []uint64, v []float32) {
	for w := range code {
		lo, hi := w*64, min(w*64+64, len(v))
		var word uint64
		for i, x := range v[lo:hi] {
			word |= uint64(math.Float32bits(x)>>31) << i
		}
		code[w] = ^word & (1<<(hi-lo) - 1)
	}
}

func hamming(a, b []uint64) int {
	b = b[:len(a)] // one bounds check rather than one a word
	d := 0
	for i, w := range a {
		d += bits.OnesCount64(w ^ b[i])
	}
	return d
}

// scored is a row and its similarity to the query.
type scored struct {
	score float32
	id    int64
	seg   *segment
	row   int
}

// worse orders hits: lower score, then higher id, so that equal scores come out in id order.
func worse(a, b scored) bool {
	return a.score < b.score || a.score == b.score && a.id > b.id
}

// topK keeps the k best rows seen, as a min-heap on worse with the worst at the root.
type topK struct {
	k int
	h []scored
}

func newTopK(k int) *topK { return &topK{k: k, h: make([]scored, 0, min(k, 1024))} }

// push offers s to the heap, which keeps it if it beats the worst kept row.
func (t *topK) push(s scored) {
	if len(t.h) < t.k {
		t.h = append(t.h, s)
		t.up(len(t.h) - 1)
		return
	}
	if !worse(t.h[0], s) {
		return
	}
	t.h[0] = s
	t.down(0)
}

// admits reports whether a row scoring score could enter the heap; it lets the scoring loops
// skip building a scored value for the many rows that cannot.
func (t *topK) admits(score float32) bool {
	return len(t.h) < t.k || score >= t.h[0].score
}

func (t *topK) up(i int) {
	for i > 0 {
		p := (i - 1) / 2
		if !worse(t.h[i], t.h[p]) {
			return
		}
		t.h[i], t.h[p] = t.h[p], t.h[i]
		i = p
	}
}

func (t *topK) down(i int) {
	for {
		l := 2*i + 1
		if l >= len(t.h) {
			return
		}
		c := l
		if r := l + 1; r < len(t.h) && worse(t.h[r], t.h[l]) {
			c = r
		}
		if !worse(t.h[c], t.h[i]) {
			return
		}
		t.h[i], t.h[c] = t.h[c], t.h[i]
		i = c
	}
}

// sorted returns the kept rows, best first.
func (t *topK) sorted() []scored {
	out := slices.Clone(t.h)
	slices.SortFunc(out, func(a, b scored) int {
		if worse(b, a) {
			return -1
		}
		if worse(a, b) {
			return 1
		}
		return 0
	})
	return out
}
