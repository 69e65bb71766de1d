package indextest

import (
	"slices"
	"strings"

	"github.com/recruitd/recruitd/index"
	"github.com/recruitd/recruitd/index/wiring"
)

// needsPersistence skips a case on a set with nothing that outlives the process.
func (s *session) needsPersistence() {
	if len(s.set.Versioned) == 0 {
		s.t.Skip("the embedded index is rebuilt from the stored documents at every start: nothing to reopen or switch")
	}
}

// reopenAt opens the case's collections again, as a new process would, at dimension dim.
func (s *session) reopenAt(dim int, mode wiring.Mode) (*Set, error) {
	set, err := s.open(s.t, dim, s.prefix, mode)
	if err == nil {
		s.t.Cleanup(func() { drop(s.t, set) })
	}
	return set, err
}

// with is the session on another set of the same collections. An embedded vector index,
// which a new process loads from the stored documents, is loaded with the model's.
func (s *session) with(set *Set) *session {
	c := *s
	c.set = set
	if !c.vectorsVersioned() {
		for kind, docs := range s.m.docs {
			var all []index.Document
			for _, e := range docs {
				all = append(all, e.Document)
			}
			if rejected, err := set.Vectors.Upsert(s.ctx, kind, all); err != nil || len(rejected) > 0 {
				s.t.Fatalf("load the embedded index = %v, %v", rejected, err)
			}
		}
	}
	return &c
}

// reopen writes, then opens the same collections as a second process: serve's checks pass
// and it finds what the first wrote.
func reopen(s *session) {
	s.needsPersistence()
	var docs []index.Document
	for id := int64(1); id <= 50; id++ {
		d := s.doc(id)
		d.Text = s.text(10)
		d.Point = ptr(destination(austin, float64(id*7), float64(id)))
		docs = append(docs, d)
	}
	s.upsert(index.Candidates, docs...)
	again, err := s.reopenAt(s.opts.Dim, wiring.Serve)
	if err != nil {
		s.t.Fatalf("reopen = %v", err)
	}
	r := s.with(again)
	r.wantCount(index.Candidates)
	r.search("after reopening", index.Query{Kind: index.Candidates, Vector: s.vector(), K: 20,
		Filter: index.Filter{Center: &austin, RadiusMiles: 30}})
}

// vectorsVersioned reports whether the vector index outlives the process (Qdrant).
func (s *session) vectorsVersioned() bool {
	_, ok := s.set.Vectors.(index.Versioned)
	return ok
}

// dimensionChange moves the collections to an embedder of another dimension: serve refuses
// to start on the old ones and says what to run; a rebuild of every kind through new versions
// and an alias switch lets it start, and the old documents go with the old versions.
func dimensionChange(s *session) {
	s.needsPersistence()
	for id := int64(1); id <= 20; id++ {
		s.upsert(index.Candidates, s.doc(id))
	}
	dim := s.opts.Dim / 2
	_, err := s.reopenAt(dim, wiring.Serve)
	switch {
	case s.vectorsVersioned() && (err == nil || !strings.Contains(err.Error(), "reindex --backend")):
		s.t.Fatalf("serving at %d dimensions over %d-dimensional collections = %v, want it refused with the reindex to run", dim, s.opts.Dim, err)
	case !s.vectorsVersioned() && err != nil:
		s.t.Fatalf("serving at %d dimensions over a lexical index = %v: its documents have no vectors", dim, err)
	}
	rebuilder, err := s.reopenAt(dim, wiring.Rebuild)
	if err != nil {
		s.t.Fatalf("open to rebuild = %v", err)
	}
	moved := s.with(rebuilder)
	moved.opts.Dim, moved.m = dim, newModel()
	var docs []index.Document
	for id := int64(11); id <= 40; id++ {
		docs = append(docs, moved.doc(id))
	}
	moved.rebuild(index.Candidates, docs)
	moved.rebuild(index.Jobs, nil)
	served, err := s.reopenAt(dim, wiring.Serve)
	if err != nil {
		s.t.Fatalf("serving at %d dimensions after the rebuild = %v", dim, err)
	}
	after := moved.with(served)
	after.wantCount(index.Candidates)
	after.search("at the new dimension", index.Query{Kind: index.Candidates, Vector: after.vector(), K: 50})
}

// rebuild fills a new version of a kind in every persistent backend with docs, checks that
// the alias still serves the old one meanwhile, then switches; the model holds docs after.
func (s *session) rebuild(kind index.Kind, docs []index.Document) {
	s.t.Helper()
	for _, v := range s.set.Versioned {
		before, err := v.Current(s.ctx, kind)
		if err != nil {
			s.t.Fatalf("%s: Current = %v", v.Name(), err)
		}
		r, err := v.Rebuild(s.ctx, kind, false)
		if err != nil {
			s.t.Fatalf("%s: Rebuild(%s) = %v", v.Name(), kind, err)
		}
		if r.Name() == before {
			s.t.Errorf("%s: Rebuild(%s) fills %s, the version serving", v.Name(), kind, before)
		}
		if rejected, err := r.Upsert(s.ctx, docs); err != nil || len(rejected) > 0 {
			s.t.Fatalf("%s: rebuild Upsert = %v, %v", v.Name(), rejected, err)
		}
		if n, err := r.Count(s.ctx); err != nil || n != len(docs) {
			s.t.Errorf("%s: rebuild Count = %d, %v; want %d", v.Name(), n, err, len(docs))
		}
		if cur, _ := v.Current(s.ctx, kind); cur != before {
			s.t.Errorf("%s: before the switch the alias names %s, want %s still", v.Name(), cur, before)
		}
		if err := r.Switch(s.ctx); err != nil {
			s.t.Fatalf("%s: Switch = %v", v.Name(), err)
		}
		if cur, _ := v.Current(s.ctx, kind); cur != r.Name() {
			s.t.Errorf("%s: after the switch the alias names %s, want %s", v.Name(), cur, r.Name())
		}
	}
	if !s.vectorsVersioned() {
		// The embedded index holds what is stored: the indexer keeps it so.
		var gone []int64
		for id := range s.m.docs[kind] {
			if !slices.ContainsFunc(docs, func(d index.Document) bool { return d.ID == id }) {
				gone = append(gone, id)
			}
		}
		if err := s.set.Vectors.Delete(s.ctx, kind, gone); err != nil {
			s.t.Fatal(err)
		}
		if _, err := s.set.Vectors.Upsert(s.ctx, kind, docs); err != nil {
			s.t.Fatal(err)
		}
	}
	delete(s.m.docs, kind)
	s.m.upsert(kind, docs)
}

// rebuildThroughAlias rebuilds a kind from fewer documents than the index holds (ten were
// deleted while the index missed it): after the switch the orphans are gone.
func rebuildThroughAlias(s *session) {
	s.needsPersistence()
	var docs []index.Document
	for id := int64(1); id <= 50; id++ {
		d := s.doc(id)
		d.Text = s.text(12)
		d.Keywords = map[string][]string{status: {"OPEN"}}
		docs = append(docs, d)
	}
	s.upsert(index.Jobs, docs...)
	s.rebuild(index.Jobs, docs[:40])
	s.settle(index.Jobs)
	s.wantCount(index.Jobs)
	s.wantIDs("after the rebuild", index.Query{Kind: index.Jobs, Vector: s.vector(), K: 100,
		Filter: index.Filter{Any: map[string][]string{status: {"OPEN"}}}},
		ids(1, 40)...)
}

// ids returns from, ..., to.
func ids(from, to int64) []int64 {
	var out []int64
	for id := from; id <= to; id++ {
		out = append(out, id)
	}
	return out
}
