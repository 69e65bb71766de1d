package embedded

import (
	"cmp"
	"maps"
	"slices"
	"sync"

	"github.com/recruitd/recruitd/geo"
	"github.com/recruitd/recruitd/index"
)

// Compaction thresholds. A tail row costs a search little more than a main row: rows that pass
// the filters are scored the same wherever they are, and the tail only adds a distance test for
// each of its rows (about 3 ns) where the main segment reads its cells' spans. A compaction
// copies the whole collection (about 3 s at a million rows), so the tail may grow to a quarter
// of the main segment: bulk upserts, such as a start-up that streams every document through
// Upsert, then copy each row about (1+f)/f = 5 times in all, where a tail of f = 1/32 would copy
// it 33 times (measured at 300,000 rows in batches of 5,000: 4.1 s of CPU rather than 6.6 s; one
// Load takes 1.4 s). Dead rows cost a bit test each and their memory.
const (
	minTailRows = 4096 // below this the tail never forces a compaction
	tailShare   = 4    // compact when the tail exceeds 1/tailShare of the main segment
	deadShare   = 4    // or when dead rows exceed 1/deadShare of it
)

// collection holds one kind's documents: a main segment sorted by cell, a tail of recent
// upserts, and where each live id's row is.
//
// mu guards everything but the rows the segments already hold, which never change: searches
// hold it for reading, writes for the few microseconds an append or a tombstone takes. A
// rebuild (Compact or Load) copies rows without it and takes it only to swap the new main
// segment in, replaying the writes that arrived meanwhile, which it records in touched.
type collection struct {
	mu   sync.RWMutex
	dim  int // fixed by the first vector stored; 0 until then, while every row has none
	main *segment
	tail *segment
	// loc maps each live id to its row: below main.len() in main, else in the tail.
	loc map[int64]uint32
	// touched records the ids written while a rebuild runs (nil otherwise).
	touched map[int64]struct{}

	// build serialises rebuilds.
	build sync.Mutex
}

func newCollection() *collection {
	return &collection{main: newSegment(0), tail: newSegment(0), loc: map[int64]uint32{}}
}

// setDim fixes the collection's dimension with the first write that has a vector (dim 0: none
// has); the rows stored before, which have none, take it too. mu must be held for writing.
func (c *collection) setDim(dim int) {
	if c.dim == 0 && dim > 0 {
		c.dim = dim
		c.main.widen(dim)
		c.tail.widen(dim)
	}
}

// dimension returns the collection's dimension, 0 before its first write.
func (c *collection) dimension() int {
	c.mu.RLock()
	defer c.mu.RUnlock()
	return c.dim
}

// kill removes id's live row, if any; mu must be held for writing.
func (c *collection) kill(id int64) {
	r, ok := c.loc[id]
	if !ok {
		return
	}
	if n := c.main.len(); int(r) < n {
		c.main.kill(int(r))
	} else {
		c.tail.kill(int(r) - n)
	}
	delete(c.loc, id)
}

func (c *collection) touch(id int64) {
	if c.touched != nil {
		c.touched[id] = struct{}{}
	}
}

// upsert appends rows to the tail, replacing earlier rows with the same ids, and removes the rows
// of the ids in refused: a document refused leaves no older version of itself behind. Rows with a
// vector have dimension dim.
func (c *collection) upsert(dim int, rows []row, refused []index.Rejection) {
	c.mu.Lock()
	c.setDim(dim)
	for _, r := range refused {
		c.kill(r.ID)
		c.touch(r.ID)
	}
	for i := range rows {
		id := rows[i].id
		c.kill(id)
		r := c.tail.appendRow(&rows[i])
		c.loc[id] = uint32(c.main.len() + r)
		c.touch(id)
	}
	c.mu.Unlock()
	c.compactIfDue()
}

func (c *collection) delete(ids []int64) {
	c.mu.Lock()
	for _, id := range ids {
		c.kill(id)
		c.touch(id)
	}
	c.mu.Unlock()
	c.compactIfDue()
}

func (c *collection) count() int {
	c.mu.RLock()
	defer c.mu.RUnlock()
	return len(c.loc)
}

// compactIfDue compacts in the caller's goroutine when the tail or the dead rows have grown past
// their thresholds, unless a rebuild is already running (it will not see every write, but the
// next write after it will find the tail still long).
func (c *collection) compactIfDue() {
	c.mu.RLock()
	n := c.main.len()
	due := c.tail.len() > max(minTailRows, n/tailShare) || c.main.ndead > max(minTailRows, n/deadShare)
	c.mu.RUnlock()
	if !due || !c.build.TryLock() {
		return
	}
	defer c.build.Unlock()
	c.rebuild(nil)
}

func (c *collection) compact() {
	c.build.Lock()
	defer c.build.Unlock()
	c.rebuild(nil)
}

// load replaces the collection's rows with rows (those with a vector of dimension dim), which
// need not be sorted and may repeat an id (the last wins). Writes that arrive while it builds are
// applied on top.
func (c *collection) load(dim int, rows []row) {
	c.build.Lock()
	defer c.build.Unlock()
	c.mu.Lock()
	c.setDim(dim)
	c.mu.Unlock()
	c.rebuild(rows)
}

// rebuild builds a new main segment, from rows when loading (rows not nil) or else from the live
// rows of the current segments, and swaps it in. The caller holds c.build.
func (c *collection) rebuild(rows []row) {
	sources, from, dim := c.begin()
	if rows != nil {
		c.install(buildRows(dim, rows), from)
	} else {
		c.install(merge(dim, sources), from)
	}
}

// begin starts a rebuild: from then on writes are recorded in touched. It returns snapshots of
// the segments, the length of the tail they hold and the collection's dimension.
func (c *collection) begin() (sources []*segment, from, dim int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.touched = map[int64]struct{}{}
	return []*segment{c.main.snapshot(), c.tail.snapshot()}, c.tail.len(), c.dim
}

// buildRows builds a sealed segment from rows: one row per id (the last), sorted by cell and,
// within a cell, by id.
func buildRows(dim int, rows []row) *segment {
	order := make([]int, len(rows))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return cmp.Compare(rows[a].id, rows[b].id) })
	kept := order[:0]
	for i, o := range order {
		if i+1 == len(order) || rows[order[i+1]].id != rows[o].id {
			kept = append(kept, o)
		}
	}
	slices.SortFunc(kept, func(a, b int) int {
		return cmp.Or(cmp.Compare(rows[a].cell, rows[b].cell), cmp.Compare(rows[a].id, rows[b].id))
	})
	s := newSegment(dim)
	s.grow(len(kept))
	parallel(len(kept), 1<<12, func(lo, hi int) {
		for i := lo; i < hi; i++ {
			s.setCore(i, rows[kept[i]].core)
		}
	})
	for i, o := range kept {
		s.addFields(i, &rows[o])
	}
	s.seal()
	return s
}

// merge builds a sealed segment from the live rows of sources, sorted by cell. Rows keep their
// order within a cell, so a main segment's rows stay in the order they had.
func merge(dim int, sources []*segment) *segment {
	type ref struct {
		cell geo.CellID
		src  int
		row  uint32
	}
	live := 0
	for _, s := range sources {
		live += s.len() - s.ndead
	}
	refs := make([]ref, 0, live)
	for i, s := range sources {
		for r := range s.len() {
			if !s.dead.has(r) {
				refs = append(refs, ref{s.cells[r], i, uint32(r)})
			}
		}
	}
	slices.SortStableFunc(refs, func(a, b ref) int { return cmp.Compare(a.cell, b.cell) })
	out := newSegment(dim)
	out.grow(len(refs))
	to := make([][]uint32, len(sources))
	for i, s := range sources {
		to[i] = slices.Repeat([]uint32{none}, s.len())
	}
	parallel(len(refs), 1<<12, func(lo, hi int) {
		for i := lo; i < hi; i++ {
			f := refs[i]
			out.setCore(i, sources[f.src].core(int(f.row)))
			to[f.src][f.row] = uint32(i)
		}
	})
	for i, s := range sources {
		out.copyFields(s, 0, to[i])
	}
	out.seal()
	return out
}

// install swaps in main, whose rows were built from the state of the collection when the tail
// held from rows. It replays what happened since: rows appended to the tail after from move to a
// new tail, and every id written since loses its row in main.
func (c *collection) install(main *segment, from int) {
	loc := make(map[int64]uint32, main.len())
	for r, id := range main.ids {
		loc[id] = uint32(r)
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if main.dim != c.dim {
		// The rebuild began before the collection's first vector: every row it copied has none.
		main.widen(c.dim)
	}
	old, oldMain := c.tail, c.main.len()
	tail := newSegment(c.dim)
	to := slices.Repeat([]uint32{none}, old.len()-from)
	for r := from; r < old.len(); r++ {
		if !old.dead.has(r) {
			to[r-from] = uint32(tail.grow(1))
			tail.setCore(int(to[r-from]), old.core(r))
		}
	}
	tail.copyFields(old, from, to)
	for id := range c.touched {
		if r, ok := loc[id]; ok {
			main.kill(int(r))
		}
		if r, ok := c.loc[id]; ok && int(r) >= oldMain+from {
			loc[id] = uint32(main.len()) + to[int(r)-oldMain-from]
		} else {
			delete(loc, id)
		}
	}
	c.main, c.tail, c.loc, c.touched = main, tail, loc, nil
}

// snapshot returns a copy of s that later appends and tombstones leave alone: the columns'
// headers and the dead bits as they are now. mu must be held.
func (s *segment) snapshot() *segment {
	cp := *s
	cp.dead = slices.Clone(s.dead)
	cp.novec = slices.Clone(s.novec)
	cp.postings = make(map[term]*posting, len(s.postings))
	for t, p := range s.postings {
		pc := *p
		cp.postings[t] = &pc
	}
	cp.numbers = maps.Clone(s.numbers)
	return &cp
}
