package embedded

import (
	"math/rand/v2"
	"strconv"
	"testing"

	"github.com/viterin/vek/vek32"

	"github.com/recruitd/recruitd/index"
)

// codedSegment returns a segment of n rows of random sign codes of dim
// dimensions, and the code of a query.
func codedSegment(n, dim int) (*segment, []uint64) {
	r := rand.New(rand.NewPCG(uint64(n), uint64(dim)))
	s := newSegment(dim)
	s.ids = make([]int64, n)
	s.codes = make([]uint64, n*s.words)
	for i := range s.codes {
		s.codes[i] = r.Uint64()
	}
	q := make([]uint64, s.words)
	for i := range q {
		q[i] = r.Uint64()
	}
	if dim%64 != 0 { // the bits past the last dimension are clear, as encode leaves them
		last := uint64(1)<<(dim%64) - 1
		for row := range n {
			s.code(row)[s.words-1] &= last
		}
		q[s.words-1] &= last
	}
	return s, q
}

// TestDistances expects every row's distance and the histogram to be
// hamming's, for codes of six words (written out) and of others, over full,
// mostly set and sparse words of candidates.
func TestDistances(t *testing.T) {
	for _, dim := range []int{384, 320, 448} {
		s, q := codedSegment(1000, dim)
		cand := make(bitset, wordsFor(1000))
		cand.fill(1000)
		cand[3] = 0x00f0_0000_0000_0001 // a sparse word: the walk bit by bit
		cand[5] = 0xfeff_ffff_7fff_ff3f // a word mostly set: scanned whole for six words
		dist := make([]uint16, 1000)
		hist := make([]int, dim+1)
		s.distances(q, cand, 0, len(cand), dist, hist)
		want := make([]int, dim+1)
		for r := range 1000 {
			if !cand.has(r) {
				continue
			}
			d := hamming(q, s.code(r))
			want[d]++
			if int(dist[r]) != d {
				t.Fatalf("dim %d: row %d at distance %d, want %d", dim, r, dist[r], d)
			}
		}
		for d := range want {
			if hist[d] != want[d] {
				t.Fatalf("dim %d: %d rows counted at distance %d, want %d", dim, hist[d], d, want[d])
			}
		}
	}
}

// BenchmarkDistances scans the codes of 2^20 rows, one in ten of them left
// out (as an unfiltered search of a million candidates leaves out the
// inactive) before it rescores the nearest: 384 dimensions take the loop
// written out for six words, 448 the general one.
func BenchmarkDistances(b *testing.B) {
	for _, dim := range []int{384, 448} {
		b.Run(strconv.Itoa(dim), func(b *testing.B) {
			n := 1 << 20
			s, q := codedSegment(n, dim)
			cand := make(bitset, wordsFor(n))
			cand.fill(n)
			r := rand.New(rand.NewPCG(1, 2))
			for range n / 10 {
				cand.clear(r.IntN(n))
			}
			dist := make([]uint16, n)
			hist := make([]int, dim+1)
			for b.Loop() {
				s.distances(q, cand, 0, len(cand), dist, hist)
			}
		})
	}
}

// TestApproxRescores expects approx to rescore exactly the rows its rule
// names, whatever way its scans take: every candidate nearer by Hamming
// distance than the cut-off, then those at it in row order until p.rescore
// are taken, best first by exact score. Candidates are left out here and
// there (one word in three loses a few rows, one is nearly empty), for codes
// of six words and of seven.
func TestApproxRescores(t *testing.T) {
	for _, dim := range []int{384, 448} {
		const n, k = 5000, 10
		s := synthesize(n, dim, 9)
		rows, problems := prepareAll(s.docs, dim)
		if len(problems) > 0 {
			t.Fatal(problems)
		}
		seg := buildRows(dim, rows)
		cand := make(bitset, wordsFor(n))
		cand.fill(n)
		r := rand.New(rand.NewPCG(5, 6))
		for w := range cand {
			switch w % 3 {
			case 0:
				for range 5 {
					cand.clear(w*64 + r.IntN(64))
				}
			case 1:
				if w%7 == 1 {
					cand[w] &= 0x0101_0000_8000_0011
				}
			}
		}
		count := cand.count()
		for range 5 {
			p, _ := newPlan(index.Query{K: k})
			if err := p.setVector(s.query(), dim); err != nil {
				t.Fatal(err)
			}
			top := newTopK(k)
			seg.approx(p, cand, count, top, &scratch{})
			got := top.sorted()

			// The rule, row by row.
			byDist := make([][]int, dim+1)
			for r := range n {
				if cand.has(r) {
					d := hamming(p.code, seg.code(r))
					byDist[d] = append(byDist[d], r)
				}
			}
			want := newTopK(k)
			taken := 0
			for _, rs := range byDist {
				for _, r := range rs[:min(len(rs), p.rescore-taken)] {
					if score := vek32.Dot(p.vec, seg.vec(r)); want.admits(score) {
						want.push(scored{score, seg.ids[r], seg, r})
					}
				}
				if taken += len(rs); taken >= p.rescore {
					break
				}
			}
			wantHits := want.sorted()
			if len(got) != len(wantHits) {
				t.Fatalf("dim %d: %d hits, want %d", dim, len(got), len(wantHits))
			}
			for i := range got {
				if got[i].id != wantHits[i].id || got[i].score != wantHits[i].score {
					t.Fatalf("dim %d: hit %d is %d (%v), want %d (%v)", dim, i, got[i].id, got[i].score, wantHits[i].id, wantHits[i].score)
				}
			}
		}
	}
}
