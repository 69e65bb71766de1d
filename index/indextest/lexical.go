package indextest

import (
	"fmt"
	"strings"

	"github.com/recruitd/recruitd/index"
)

// commonWords make the texts every document shares a little of.
var commonWords = strings.Fields(`registered nurse patient care unit hospital shift team experience
	clinical assessment medication telemetry charge documentation protocols bedside education
	acute critical monitoring families physicians collaboration safety quality`)

// text returns n common words at random.
func (s *session) text(n int) string {
	words := make([]string, n)
	for i := range words {
		words[i] = commonWords[s.rng.IntN(len(commonWords))]
	}
	return strings.Join(words, " ")
}

// needsText skips a case on a set that searches no text.
func (s *session) needsText() {
	if s.set.Lexical == nil && !s.set.FusesText {
		s.t.Skip("no lexical search in this set: the vector index alone ranks by vector")
	}
}

// lexical runs a text query on the set's lexical search and checks what any order allows:
// distinct stored documents that pass the filter, at their distances, with no similarity from
// a lexical index (its relevance is no cosine) and their cosine from a vector index that fuses.
func (s *session) lexical(label string, q index.Query) []index.Hit {
	s.t.Helper()
	b := s.set.Lexical
	if b == nil {
		b = s.set.Vectors
	}
	got, err := b.Search(s.ctx, q)
	if err != nil {
		s.t.Fatalf("%s: Search = %v", label, err)
	}
	check := q
	if s.set.Lexical != nil {
		check.Vector = nil // every hit's score is 0
	}
	if problems := s.check(check, got); len(problems) > 0 {
		s.t.Errorf("%s: ids %v:\n\t%s", label, hitIDs(got), strings.Join(problems, "\n\t"))
	}
	return got
}

// lexicalRanking plants a document whose words no other has, and asks for it by them among
// common words: a lexical index ranks it first, a fusing vector index keeps it in the window.
func lexicalRanking(s *session) {
	s.needsText()
	var docs []index.Document
	for id := int64(1); id <= 60; id++ {
		d := s.doc(id)
		d.Text = s.text(40)
		d.Keywords = map[string][]string{status: {"ACTIVE"}}
		docs = append(docs, d)
	}
	docs[41].Text += " ECMO perfusionist cardiothoracic"
	s.upsert(index.Candidates, docs...)
	q := index.Query{Kind: index.Candidates, Vector: s.vector(), Text: "Perfusionist for ECMO in cardiothoracic surgery; registered nurse", K: 10}
	s.lexical("planted words, with a vector", q)
	q.Vector = nil // the words alone rank
	if hits := s.lexical("planted words", q); len(hits) == 0 || hits[0].ID != 42 {
		s.t.Errorf("planted words: ids %v, want 42 first", hitIDs(hits))
	}
	q.Filter = index.Filter{Not: map[string][]string{status: {"ACTIVE"}}}
	if hits := s.lexical("planted words, filtered out", q); len(hits) != 0 {
		s.t.Errorf("planted words, every document filtered out: ids %v, want none", hitIDs(hits))
	}
}

// longText is n characters of a record's text: what documents hold at most, and what a query
// from such a record sends.
func (s *session) longText(n int) string {
	var b strings.Builder
	for b.Len() < n {
		b.WriteString(s.text(10))
		b.WriteString(". ")
	}
	return b.String()[:n]
}

// lexicalLongText indexes records of 20,000 characters and queries with one: the query must
// be bounded (no clause per word) and still find the record that shares its rare words.
func lexicalLongText(s *session) {
	s.needsText()
	var docs []index.Document
	for id := int64(1); id <= 30; id++ {
		d := s.doc(id)
		d.Text = s.longText(20_000)
		docs = append(docs, d)
	}
	docs[6].Text = "Hyperbaric oxygen wound care and lithotripsy. " + docs[6].Text[:19_000]
	s.upsert(index.Jobs, docs...)
	q := index.Query{Kind: index.Jobs, Vector: s.vector(), Text: "Hyperbaric lithotripsy wound care. " + s.longText(19_900), K: 20}
	s.lexical("a 20,000-character query with a vector", q)
	q.Vector = nil
	if hits := s.lexical("a 20,000-character query", q); len(hits) == 0 || hits[0].ID != 7 {
		s.t.Errorf("a 20,000-character query: ids %v, want 7 first by its rare words", hitIDs(hits))
	}
}

// lexicalFilters queries without text: a lexical index answers what passes the filter in id
// order, documents without text included.
func lexicalFilters(s *session) {
	if s.set.Lexical == nil {
		s.t.Skip("no lexical index in this set")
	}
	var docs []index.Document
	for id := int64(1); id <= 40; id++ {
		d := index.Document{ID: id, Keywords: map[string][]string{status: {[]string{"OPEN", "CLOSED"}[id%2]}}}
		if id%3 != 0 {
			d.Text = s.text(20)
			d.Vector = s.vector()
		}
		if id%4 != 0 {
			d.Point = ptr(destination(austin, float64(id*9), float64(id)))
		}
		docs = append(docs, d)
	}
	s.upsert(index.Jobs, docs...)
	for i, q := range []index.Query{
		{Kind: index.Jobs, K: 100, Filter: index.Filter{Any: map[string][]string{status: {"OPEN"}}}},
		{Kind: index.Jobs, K: 5, Filter: index.Filter{Center: &austin, RadiusMiles: 20, Any: map[string][]string{status: {"OPEN"}}}},
		{Kind: index.Jobs, K: 100, Vector: s.vector(), Filter: index.Filter{Center: &austin}},
	} {
		hits := s.lexical(fmt.Sprintf("filter %d", i), q)
		want := s.m.matching(q)
		want = want[:min(len(want), q.K)]
		if diff := fmt.Sprint(hitIDs(hits)); diff != fmt.Sprint(want) {
			s.t.Errorf("filter %d without text: ids %v, want %v (every match, in id order)", i, hitIDs(hits), want)
		}
	}
}
