package indextest

import (
	"fmt"

	"github.com/recruitd/recruitd/index"
)

// Places in and around Austin, with their great-circle distances from Austin.
var (
	austin     = index.Point{Lat: 30.2672, Lon: -97.7431}
	roundRock  = index.Point{Lat: 30.5083, Lon: -97.6789} // 17 miles
	sanMarcos  = index.Point{Lat: 29.8833, Lon: -97.9414} // 29 miles
	sanAntonio = index.Point{Lat: 29.4241, Lon: -98.4936} // 74 miles
	houston    = index.Point{Lat: 29.7604, Lon: -95.3698} // 146 miles
	dallas     = index.Point{Lat: 32.7767, Lon: -96.7970} // 182 miles
)

// The fields documents carry, as the index package names them.
const (
	specialty    = index.FieldSpecialty
	state        = index.FieldState
	status       = index.FieldStatus
	licenseState = index.FieldLicenseState
	shift        = index.FieldShift
	jobType      = index.FieldJobType
	remote       = index.FieldRemote
	compType     = index.FieldCompType
	compMin      = index.NumCompMin
	compMax      = index.NumCompMax
	hoursMin     = index.NumHoursMin
	hoursMax     = index.NumHoursMax
	years        = index.NumYears
	startDate    = index.NumStartDate
)

var cases = []struct {
	name string
	run  func(s *session)
}{
	{"nearest by cosine in order", nearestInOrder},
	{"re-upsert replaces", reupsertReplaces},
	{"delete removes", deleteRemoves},
	{"kinds are separate", kindsAreSeparate},
	{"radius", radius},
	{"center without radius measures", centerWithoutRadius},
	{"keywords any and not", keywords},
	{"numeric ranges", numericRanges},
	{"k larger than matches", kLargerThanMatches},
	{"k zero", kZero},
	{"empty collection", emptyCollection},
	{"filters retrieval builds", retrievalFilters},
	{"top 10 of clustered vectors", clusteredTop10},
	{"documents without a vector", vectorless},
	{"large result window", largeWindow},
	{"lexical ranking", lexicalRanking},
	{"lexical query of a long text", lexicalLongText},
	{"lexical filters without text", lexicalFilters},
	{"reopen", reopen},
	{"dimension change", dimensionChange},
	{"rebuild through the alias", rebuildThroughAlias},
}

func nearestInOrder(s *session) {
	q := s.vector()
	var docs []index.Document
	// Five documents at known distances from q, the best first, among random ones whose
	// cosines with q lie within about ±0.2.
	for i, spread := range []float64{0.2, 0.5, 1, 2, 3} {
		docs = append(docs, index.Document{ID: int64(i + 1), Vector: s.near(q, spread)})
	}
	for id := int64(6); id <= 200; id++ {
		docs = append(docs, s.doc(id))
	}
	s.upsert(index.Candidates, docs...)
	s.wantCount(index.Candidates)
	hits := s.search("top 10", index.Query{Kind: index.Candidates, Vector: q, K: 10})
	if got := hitIDs(hits); len(got) < 5 || fmt.Sprint(got[:5]) != "[1 2 3 4 5]" {
		s.t.Errorf("top 5 ids = %v, want [1 2 3 4 5]", got)
	}
	s.search("top 3", index.Query{Kind: index.Candidates, Vector: q, K: 3})
	s.search("random query", index.Query{Kind: index.Candidates, Vector: s.vector(), K: 20})
}

func reupsertReplaces(s *session) {
	var docs []index.Document
	for id := int64(1); id <= 20; id++ {
		docs = append(docs, s.doc(id))
	}
	s.upsert(index.Candidates, docs...)
	before, after := s.vector(), s.vector()
	s.upsert(index.Candidates, index.Document{
		ID: 100, Vector: before, Point: &austin,
		Keywords: map[string][]string{specialty: {"icu"}},
		Numbers:  map[string]float64{compMin: 50},
	})
	s.upsert(index.Candidates, index.Document{
		ID: 100, Vector: after, Point: &houston,
		Keywords: map[string][]string{specialty: {"er"}},
		Numbers:  map[string]float64{compMin: 90},
	})
	s.wantCount(index.Candidates)
	hits := s.search("new vector", index.Query{Kind: index.Candidates, Vector: after, K: 50})
	if len(hits) == 0 || hits[0].ID != 100 {
		s.t.Errorf("new vector: top hit %v, want id 100", hits)
	}
	s.search("old vector", index.Query{Kind: index.Candidates, Vector: before, K: 50})
	anyOf := func(v string) index.Filter {
		return index.Filter{Any: map[string][]string{specialty: {v}}}
	}
	s.wantIDs("old keyword", index.Query{Kind: index.Candidates, Vector: after, K: 50, Filter: anyOf("icu")})
	s.wantIDs("new keyword", index.Query{Kind: index.Candidates, Vector: after, K: 50, Filter: anyOf("er")}, 100)
	s.wantIDs("old place", index.Query{Kind: index.Candidates, Vector: after, K: 50,
		Filter: index.Filter{Center: &austin, RadiusMiles: 25}})
	s.wantIDs("new place", index.Query{Kind: index.Candidates, Vector: after, K: 50,
		Filter: index.Filter{Center: &houston, RadiusMiles: 25}}, 100)
	s.wantIDs("new number", index.Query{Kind: index.Candidates, Vector: after, K: 50,
		Filter: index.Filter{Ranges: map[string]index.Range{compMin: {Min: ptr(80.0)}}}}, 100)

	// Within one batch the last document with an id wins.
	s.upsert(index.Candidates,
		index.Document{ID: 200, Vector: before, Keywords: map[string][]string{specialty: {"pcu"}}},
		index.Document{ID: 200, Vector: after, Keywords: map[string][]string{specialty: {"or"}}})
	s.wantCount(index.Candidates)
	s.wantIDs("last of a batch", index.Query{Kind: index.Candidates, Vector: before, K: 50,
		Filter: index.Filter{Any: map[string][]string{specialty: {"pcu", "or"}}}}, 200)
	s.search("last of a batch, by vector", index.Query{Kind: index.Candidates, Vector: after, K: 5})
}

func deleteRemoves(s *session) {
	var docs []index.Document
	for id := int64(1); id <= 30; id++ {
		docs = append(docs, s.doc(id))
	}
	s.upsert(index.Candidates, docs...)
	q := index.Query{Kind: index.Candidates, Vector: docs[0].Vector, K: 30}
	s.delete(index.Candidates, 1, 2, 999) // 999 was never stored
	s.wantCount(index.Candidates)
	s.search("after delete", q)

	s.upsert(index.Candidates, s.doc(1))
	s.wantCount(index.Candidates)
	s.search("deleted id upserted again", q)

	var all []int64
	for id := int64(1); id <= 30; id++ {
		all = append(all, id)
	}
	s.delete(index.Candidates, all...)
	s.wantCount(index.Candidates)
	s.wantIDs("all deleted", q)
}

func kindsAreSeparate(s *session) {
	var candidates, jobs []index.Document
	for id := int64(1); id <= 10; id++ {
		c, j := s.doc(id), s.doc(id)
		c.Keywords = map[string][]string{specialty: {"icu"}}
		j.Keywords = map[string][]string{specialty: {"er"}}
		candidates, jobs = append(candidates, c), append(jobs, j)
	}
	s.upsert(index.Candidates, candidates...)
	s.upsert(index.Jobs, jobs...)
	s.wantCount(index.Candidates)
	s.wantCount(index.Jobs)
	s.search("candidates by a job's vector", index.Query{Kind: index.Candidates, Vector: jobs[0].Vector, K: 10})
	s.search("jobs by a candidate's vector", index.Query{Kind: index.Jobs, Vector: candidates[0].Vector, K: 10})
	s.wantIDs("a candidate keyword among jobs", index.Query{Kind: index.Jobs, Vector: jobs[0].Vector, K: 10,
		Filter: index.Filter{Any: map[string][]string{specialty: {"icu"}}}})

	s.delete(index.Jobs, 1, 2, 3, 4, 5)
	s.wantCount(index.Candidates)
	s.wantCount(index.Jobs)
	s.wantIDs("candidates after deleting jobs", index.Query{Kind: index.Candidates, Vector: jobs[0].Vector, K: 10},
		1, 2, 3, 4, 5, 6, 7, 8, 9, 10)
	s.wantIDs("jobs after deleting jobs", index.Query{Kind: index.Jobs, Vector: jobs[0].Vector, K: 10},
		6, 7, 8, 9, 10)
}

// radiusDocs are documents around Austin: in town, at the edge of a 25-mile circle (0.1 and
// 0.2 miles either side, on four bearings), in the next towns, and one without a point.
func (s *session) radiusDocs() []index.Document {
	places := map[int64]*index.Point{
		1:  &austin,
		2:  &roundRock,
		3:  &sanAntonio,
		4:  &houston,
		5:  ptr(destination(austin, 40, 24.8)),
		6:  ptr(destination(austin, 220, 25.2)),
		7:  ptr(destination(austin, 300, 24.9)),
		8:  ptr(destination(austin, 120, 25.1)),
		9:  nil,
		10: &sanMarcos,
	}
	var docs []index.Document
	for id := int64(1); id <= 10; id++ {
		d := s.doc(id)
		d.Point = places[id]
		docs = append(docs, d)
	}
	return docs
}

func radius(s *session) {
	s.upsert(index.Candidates, s.radiusDocs()...)
	v := s.vector()
	within := func(center index.Point, miles float64) index.Query {
		return index.Query{Kind: index.Candidates, Vector: v, K: 20,
			Filter: index.Filter{Center: &center, RadiusMiles: miles}}
	}
	s.wantIDs("25 miles of Austin", within(austin, 25), 1, 2, 5, 7)
	s.wantIDs("100 miles of Austin", within(austin, 100), 1, 2, 3, 5, 6, 7, 8, 10)
	s.wantIDs("200 miles of Austin", within(austin, 200), 1, 2, 3, 4, 5, 6, 7, 8, 10)
	s.wantIDs("5 miles of Dallas", within(dallas, 5))
	s.wantIDs("190 miles of Dallas", within(dallas, 190), 1, 2, 5, 7, 8)
	s.wantIDs("no filter", index.Query{Kind: index.Candidates, Vector: v, K: 20}, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10)
}

func centerWithoutRadius(s *session) {
	s.upsert(index.Candidates, s.radiusDocs()...)
	s.wantIDs("distances from Austin", index.Query{Kind: index.Candidates, Vector: s.vector(), K: 20,
		Filter: index.Filter{Center: &austin}}, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10)
}

func keywords(s *session) {
	kw := map[int64]map[string][]string{
		1: {specialty: {"icu", "pcu"}, state: {"TX"}},
		2: {specialty: {"icu"}, state: {"CA"}},
		3: {specialty: {"er"}, state: {"TX", "OK"}},
		4: {specialty: {"pcu"}, state: {"NY"}},
		5: nil,
		6: {specialty: {"med-surg"}, state: {"TX"}, status: {"INACTIVE"}},
	}
	var docs []index.Document
	for id := int64(1); id <= 6; id++ {
		d := s.doc(id)
		d.Keywords = kw[id]
		docs = append(docs, d)
	}
	s.upsert(index.Candidates, docs...)
	v := s.vector()
	q := func(anyOf, notOf map[string][]string) index.Query {
		return index.Query{Kind: index.Candidates, Vector: v, K: 10, Filter: index.Filter{Any: anyOf, Not: notOf}}
	}
	type fields = map[string][]string
	s.wantIDs("any icu", q(fields{specialty: {"icu"}}, nil), 1, 2)
	s.wantIDs("any icu or er", q(fields{specialty: {"icu", "er"}}, nil), 1, 2, 3)
	s.wantIDs("icu or pcu, and TX", q(fields{specialty: {"icu", "pcu"}, state: {"TX"}}, nil), 1)
	s.wantIDs("a value no one has", q(fields{specialty: {"cath-lab"}}, nil))
	s.wantIDs("a field no one has", q(fields{shift: {"night"}}, nil))
	s.wantIDs("not TX", q(nil, fields{state: {"TX"}}), 2, 4, 5)
	s.wantIDs("not CA or OK", q(nil, fields{state: {"CA", "OK"}}), 1, 4, 5, 6)
	s.wantIDs("not across fields", q(nil, fields{state: {"NY"}, status: {"INACTIVE"}}), 1, 2, 3, 5)
	s.wantIDs("any and not", q(fields{specialty: {"icu", "pcu", "er"}}, fields{state: {"CA", "OK"}}), 1, 4)
	s.wantIDs("not a value no one has", q(nil, fields{state: {"ZZ"}}), 1, 2, 3, 4, 5, 6)
}

func numericRanges(s *session) {
	nums := map[int64]map[string]float64{
		1: {compMin: 50, hoursMin: 36},
		2: {compMin: 70},
		3: {compMin: 90, hoursMin: 40},
		4: {hoursMin: 12},
		5: nil,
	}
	var docs []index.Document
	for id := int64(1); id <= 5; id++ {
		d := s.doc(id)
		d.Numbers = nums[id]
		docs = append(docs, d)
	}
	s.upsert(index.Jobs, docs...)
	v := s.vector()
	q := func(ranges map[string]index.Range) index.Query {
		return index.Query{Kind: index.Jobs, Vector: v, K: 10, Filter: index.Filter{Ranges: ranges}}
	}
	type ranges = map[string]index.Range
	s.wantIDs("50 to 70, ends included", q(ranges{compMin: {Min: ptr(50.0), Max: ptr(70.0)}}), 1, 2)
	s.wantIDs("at least 70", q(ranges{compMin: {Min: ptr(70.0)}}), 2, 3)
	s.wantIDs("at most 50", q(ranges{compMin: {Max: ptr(50.0)}}), 1)
	s.wantIDs("60 to 100 or missing", q(ranges{compMin: {Min: ptr(60.0), Max: ptr(100.0), MissingOK: true}}), 2, 3, 4, 5)
	s.wantIDs("open range needs the field", q(ranges{compMin: {}}), 1, 2, 3)
	s.wantIDs("two fields", q(ranges{compMin: {Min: ptr(0.0)}, hoursMin: {Max: ptr(36.0)}}), 1)
	s.wantIDs("two fields, one missing allowed", q(ranges{compMin: {Min: ptr(0.0)}, hoursMin: {Max: ptr(36.0), MissingOK: true}}), 1, 2)
	s.wantIDs("inverted range", q(ranges{compMin: {Min: ptr(80.0), Max: ptr(60.0)}}))
	s.wantIDs("a field no one has", q(ranges{years: {Min: ptr(1.0)}}))
	s.wantIDs("a field no one has, missing allowed", q(ranges{years: {Min: ptr(1.0), MissingOK: true}}), 1, 2, 3, 4, 5)
}

func kLargerThanMatches(s *session) {
	var docs []index.Document
	for id := int64(1); id <= 5; id++ {
		d := s.doc(id)
		if id <= 2 {
			d.Keywords = map[string][]string{specialty: {"icu"}}
		}
		docs = append(docs, d)
	}
	s.upsert(index.Candidates, docs...)
	v := s.vector()
	s.wantIDs("all five", index.Query{Kind: index.Candidates, Vector: v, K: 100}, 1, 2, 3, 4, 5)
	s.wantIDs("both icu", index.Query{Kind: index.Candidates, Vector: v, K: 100,
		Filter: index.Filter{Any: map[string][]string{specialty: {"icu"}}}}, 1, 2)
	s.search("one", index.Query{Kind: index.Candidates, Vector: v, K: 1})
}

func kZero(s *session) {
	s.upsert(index.Candidates, s.doc(1), s.doc(2))
	s.wantIDs("k zero", index.Query{Kind: index.Candidates, Vector: s.vector(), K: 0})
}

func emptyCollection(s *session) {
	s.wantCount(index.Candidates)
	v := s.vector()
	s.wantIDs("never written", index.Query{Kind: index.Candidates, Vector: v, K: 10})
	s.upsert(index.Jobs, s.doc(1))
	s.wantCount(index.Candidates)
	s.wantIDs("other kind written", index.Query{Kind: index.Candidates, Vector: v, K: 10,
		Filter: index.Filter{Center: &austin, RadiusMiles: 25, Any: map[string][]string{specialty: {"icu"}}}})
}

// retrievalFilters runs the filters retrieval builds (see retrieval.CandidatesForJob and
// JobsForCandidate) over candidates and jobs with the fields the index package gives them.
func retrievalFilters(s *session) {
	towns := []index.Point{austin, roundRock, sanMarcos, sanAntonio, houston}
	specialties := []string{"specialty:icu", "specialty:pcu", "specialty:er", "specialty:med-surg", "specialty:or"}
	var cands, jobs []index.Document
	for id := int64(1); id <= 400; id++ {
		c := s.doc(id)
		if id%17 != 0 {
			c.Point = ptr(destination(towns[s.rng.IntN(len(towns))], s.rng.Float64()*360, s.rng.Float64()*40))
		}
		c.Keywords = map[string][]string{
			specialty:    {specialties[s.rng.IntN(len(specialties))], specialties[s.rng.IntN(len(specialties))]},
			status:       {[]string{"ACTIVE", "ACTIVE", "ACTIVE", "INACTIVE"}[s.rng.IntN(4)]},
			licenseState: {[]string{"TX", "CA", "FL"}[s.rng.IntN(3)]},
		}
		if s.rng.IntN(5) != 0 {
			c.Numbers = map[string]float64{years: float64(s.rng.IntN(30))}
		}
		cands = append(cands, c)

		j := s.doc(id)
		j.Point = ptr(destination(towns[s.rng.IntN(len(towns))], s.rng.Float64()*360, s.rng.Float64()*40))
		j.Keywords = map[string][]string{
			status:    {[]string{"OPEN", "OPEN", "CLOSED"}[s.rng.IntN(3)]},
			specialty: {specialties[s.rng.IntN(len(specialties))]},
			shift:     {[]string{"day", "night", index.Unspecified}[s.rng.IntN(3)]},
			jobType:   {[]string{"full-time", "per-diem", index.Unspecified}[s.rng.IntN(3)]},
			remote:    {[]string{"false", "false", "true"}[s.rng.IntN(3)]},
			compType:  {[]string{"hourly", "salary"}[s.rng.IntN(2)]},
		}
		j.Numbers = map[string]float64{startDate: float64(1767225600 + 86400*s.rng.IntN(400))}
		if s.rng.IntN(4) != 0 {
			lo := float64(30 + s.rng.IntN(60))
			j.Numbers[compMin], j.Numbers[compMax] = lo, lo+float64(s.rng.IntN(20))
		}
		if s.rng.IntN(3) != 0 {
			h := float64(24 + 4*s.rng.IntN(5))
			j.Numbers[hoursMin], j.Numbers[hoursMax] = h, h+4
		}
		jobs = append(jobs, j)
	}
	s.upsert(index.Candidates, cands...)
	s.upsert(index.Jobs, jobs...)
	candidateFilters := []index.Filter{
		{Center: &austin, RadiusMiles: 25, Not: map[string][]string{status: {"INACTIVE"}}},
		{Center: &austin, RadiusMiles: 25, Any: map[string][]string{licenseState: {"TX"}, specialty: {"specialty:icu", "specialty:er"}},
			Not: map[string][]string{status: {"INACTIVE"}}},
		{Center: &houston, Any: map[string][]string{specialty: {"specialty:or"}}, Not: map[string][]string{status: {"INACTIVE"}}},
	}
	for i, f := range candidateFilters {
		for _, k := range []int{5, 300} {
			s.search(fmt.Sprintf("candidates, filter %d, k %d", i, k), index.Query{Kind: index.Candidates, Vector: s.vector(), K: k, Filter: f})
		}
	}
	from, pay, hours := 1777000000.0, 55.0, 36.0
	jobFilters := []index.Filter{
		{Center: &austin, RadiusMiles: 25, Any: map[string][]string{status: {"OPEN"}}},
		{Center: &austin, RadiusMiles: 40, Any: map[string][]string{status: {"OPEN"}, shift: {"night", index.Unspecified}, jobType: {"per-diem", index.Unspecified}},
			Ranges: map[string]index.Range{compMax: {Min: &pay, MissingOK: true}, startDate: {Min: &from, MissingOK: true},
				hoursMax: {Min: &hours, MissingOK: true}, hoursMin: {Max: &hours, MissingOK: true}},
			Not: map[string][]string{compType: {"salary"}}},
		{Center: &sanAntonio, Any: map[string][]string{status: {"OPEN"}, remote: {"true"}}},
	}
	for i, f := range jobFilters {
		for _, k := range []int{5, 300} {
			s.search(fmt.Sprintf("jobs, filter %d, k %d", i, k), index.Query{Kind: index.Jobs, Vector: s.vector(), K: k, Filter: f})
		}
	}
}

// clusteredTop10 compares the top 10 of unfiltered queries over 3,000 vectors in 30 clusters
// (cosine about 0.5 within one) with brute force.
func clusteredTop10(s *session) {
	centers := make([][]float32, 30)
	for i := range centers {
		centers[i] = s.vector()
	}
	var docs []index.Document
	for id := int64(1); id <= 3000; id++ {
		docs = append(docs, index.Document{ID: id, Vector: s.near(centers[s.rng.IntN(len(centers))], 1)})
	}
	s.upsert(index.Candidates, docs...)
	const queries, k = 20, 10
	var found int
	for i := range queries {
		q := index.Query{Kind: index.Candidates, Vector: s.near(centers[s.rng.IntN(len(centers))], 1), K: k}
		if s.set.Exact {
			s.search(fmt.Sprintf("query %d", i), q)
			continue
		}
		hits, err := s.set.Vectors.Search(s.ctx, q)
		if err != nil {
			s.t.Fatalf("query %d: Search = %v", i, err)
		}
		want := map[int64]bool{}
		for _, h := range s.m.search(q) {
			want[h.ID] = true
		}
		for _, h := range hits {
			if want[h.ID] {
				found++
			}
		}
	}
	if recall := float64(found) / (queries * k); !s.set.Exact && recall < MinRecall {
		s.t.Errorf("recall@10 = %.3f, want at least %.2f", recall, MinRecall)
	}
}

// vectorless checks documents without a vector (records with no text): stored with their
// place and fields, found by filters and radius, ranked after every document with a vector at
// score 0, and a query without a vector returning what passes its filter.
func vectorless(s *session) {
	docs := []index.Document{
		{ID: 1, Point: &austin, Keywords: map[string][]string{status: {"ACTIVE"}}},
		s.doc(2),
		{ID: 3, Keywords: map[string][]string{status: {"ACTIVE"}}},
		s.doc(4),
		{ID: 5, Point: &houston},
	}
	docs[1].Point, docs[3].Keywords = &roundRock, map[string][]string{status: {"ACTIVE"}}
	s.upsert(index.Candidates, docs...)
	s.wantCount(index.Candidates)
	v := s.vector()
	hits := s.search("a vector query: the vectorless last", index.Query{Kind: index.Candidates, Vector: v, K: 10})
	if len(hits) == 5 && (hits[2].ID != 1 || hits[3].ID != 3 || hits[4].ID != 5) {
		s.t.Errorf("vector query ids %v, want the vectorless 1, 3, 5 last in id order", hitIDs(hits))
	}
	s.wantIDs("within 25 miles of Austin", index.Query{Kind: index.Candidates, Vector: v, K: 10,
		Filter: index.Filter{Center: &austin, RadiusMiles: 25}}, 1, 2)
	s.wantIDs("active", index.Query{Kind: index.Candidates, Vector: v, K: 10,
		Filter: index.Filter{Any: map[string][]string{status: {"ACTIVE"}}}}, 1, 3, 4)
	s.wantIDs("the window filled by the vectorless", index.Query{Kind: index.Candidates, Vector: v, K: 3}, 2, 4, 1)
	byFilter := s.search("no vector: the filter alone", index.Query{Kind: index.Candidates, K: 10,
		Filter: index.Filter{Center: &austin, RadiusMiles: 200}})
	if fmt.Sprint(hitIDs(byFilter)) != "[1 2 5]" {
		s.t.Errorf("no vector: ids %v, want [1 2 5] in id order", hitIDs(byFilter))
	}
	// A document loses its vector (its text was cleared) and gains it back.
	s.upsert(index.Candidates, index.Document{ID: 2, Point: &roundRock})
	s.search("after a vector was dropped", index.Query{Kind: index.Candidates, Vector: v, K: 10})
	s.upsert(index.Candidates, s.doc(3))
	s.search("after a vector was added", index.Query{Kind: index.Candidates, Vector: v, K: 10})
}

// largeWindow asks for thousands of hits, as a matching window or a wide export does, from
// an index with a few thousand documents.
func largeWindow(s *session) {
	var docs []index.Document
	for id := int64(1); id <= 2500; id++ {
		d := s.doc(id)
		d.Keywords = map[string][]string{status: {[]string{"ACTIVE", "INACTIVE"}[id%5/4]}}
		docs = append(docs, d)
	}
	s.upsert(index.Candidates, docs...)
	for _, q := range []index.Query{
		{Kind: index.Candidates, Vector: s.vector(), K: 2000},
		{Kind: index.Candidates, Vector: s.vector(), K: 2500, Filter: index.Filter{Not: map[string][]string{status: {"INACTIVE"}}}},
	} {
		label := fmt.Sprintf("k %d", q.K)
		if s.set.Exact {
			s.search(label, q)
			continue
		}
		got, err := s.set.Vectors.Search(s.ctx, q)
		if err != nil {
			s.t.Fatalf("%s: Search = %v", label, err)
		}
		if want := min(q.K, len(s.m.matching(q))); len(got) != want {
			s.t.Errorf("%s: %d hits, want %d", label, len(got), want)
		}
		if problems := s.check(q, got); len(problems) > 0 {
			s.t.Errorf("%s: %v", label, problems)
		}
	}
}
