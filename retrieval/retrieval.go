// Package retrieval finds the candidates that may fit a job and the jobs that
// may fit a candidate: it turns the filters of SPEC 4.2 and 4.3 into index
// queries, runs them on the vector index (and, when configured, a lexical
// index, fused by reciprocal rank), and returns ids with their similarity and
// distance. Screening then decides and ranks.
package retrieval

import (
	"context"
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/geo"
	"github.com/recruitd/recruitd/index"
	"github.com/recruitd/recruitd/taxonomy"
)

// Index is what retrieval needs of a backend: the documents nearest a query
// that pass its filter. Errors: unavailable when the backend is down.
type Index interface {
	Search(ctx context.Context, q index.Query) ([]index.Hit, error)
}

// Documents is what retrieval needs of the stored documents: the vector and
// place of the record a query starts from.
type Documents interface {
	Documents(ctx context.Context, kind string, ids []int64) ([]index.Stored, error)
}

// DefaultRadiusMiles is the radius of SPEC 8 when a request gives none;
// MaxRadiusMiles the largest a request may give (the continental US).
const (
	DefaultRadiusMiles = 25
	MaxRadiusMiles     = 3000
)

// DefaultWindow is how many records retrieval proposes for screening.
const DefaultWindow = 300

// Retriever answers candidate and job retrieval.
type Retriever struct {
	vectors  Index
	lexical  Index // nil: vectors alone
	docs     Documents
	window   int
	degraded func(index string, err error)
}

// New returns a Retriever; lexical may be nil.
func New(vectors, lexical Index, docs Documents) *Retriever {
	return &Retriever{vectors: vectors, lexical: lexical, docs: docs, window: DefaultWindow, degraded: func(string, error) {}}
}

// OnDegraded sets what is told when one of two indexes fails a search and
// retrieval answers from the other alone: which ("vector" or "lexical") and
// its error. serve logs it.
func (r *Retriever) OnDegraded(f func(index string, err error)) { r.degraded = f }

// Match is a retrieved record.
type Match struct {
	ID int64
	// Similarity is the cosine similarity of the two records' vectors; 0
	// when unknown: a record only the lexical index found, or one without a
	// vector.
	Similarity    float32
	DistanceMiles float64 // from the search center; -1 when unknown
}

// CandidateQuery holds the body fields of SPEC 4.2 that retrieval applies.
type CandidateQuery struct {
	ZIP          string   // center instead of the job's place
	RadiusMiles  float64  // 0: DefaultRadiusMiles
	States       []string // licensure states; compact-aware through the documents
	RequireLocal bool     // only candidates within the radius
	// Anywhere waives the radius (a remote job, a travel assignment): the
	// most similar candidates wherever they live, with their distances.
	Anywhere    bool
	Specialties []string // free text, normalised with the taxonomy
	Window      int      // 0: DefaultWindow
}

// CandidatesForJob returns the candidates nearest a job that pass the query's
// filters. Without RequireLocal, candidates within the radius come first and
// the nearest others follow. Errors: not_found (the job has no document yet
// or does not exist), validation_error (an unknown ZIP or state).
func (r *Retriever) CandidatesForJob(ctx context.Context, jobID int64, q CandidateQuery) ([]Match, error) {
	job, err := r.document(ctx, index.Jobs, jobID, "job")
	if err != nil {
		return nil, err
	}
	f := index.Filter{
		Any: map[string][]string{},
		Not: map[string][]string{index.FieldStatus: {"INACTIVE"}},
	}
	var problems []string
	if len(q.States) > 0 {
		states, bad := stateCodes(q.States)
		problems = append(problems, bad...)
		f.Any[licenceStatesField(job)] = states
	}
	if len(q.Specialties) > 0 {
		f.Any[index.FieldSpecialty] = specialtyIDs(q.Specialties)
	}
	query, center, err := r.query(index.Candidates, job, q.ZIP, f, q.Window, problems)
	if err != nil {
		return nil, err
	}
	if q.Anywhere && !q.RequireLocal {
		return r.run(ctx, query, center)
	}
	return r.search(ctx, query, center, RadiusOr(q.RadiusMiles), q.RequireLocal)
}

// JobQuery holds the body fields of SPEC 4.3 that retrieval applies.
type JobQuery struct {
	ZIP           string
	RadiusMiles   float64
	States        []string // states of the job's required licence
	Remote        bool     // remote jobs count as within the radius
	CompType      string   // hourly or salary
	CompMinimum   *float64 // the job must pay at least this, in CompType
	AvailableFrom *int64   // Unix seconds: jobs starting before it are left out
	Shifts        []string
	HoursMin      *int
	HoursMax      *int
	JobTypes      []string
	Specialties   []string
	Window        int
}

// JobsForCandidate returns the OPEN jobs nearest a candidate within the
// radius, travel assignments wherever they are, and remote jobs when asked,
// that pass the query's filters. Errors: not_found, validation_error as
// CandidatesForJob.
func (r *Retriever) JobsForCandidate(ctx context.Context, candidateID int64, q JobQuery) ([]Match, error) {
	cand, err := r.document(ctx, index.Candidates, candidateID, "candidate")
	if err != nil {
		return nil, err
	}
	f := index.Filter{Any: map[string][]string{index.FieldStatus: {recruitd.JobOpen}}, Ranges: map[string]index.Range{}}
	var problems []string
	if len(q.States) > 0 {
		states, bad := stateCodes(q.States)
		problems = append(problems, bad...)
		f.Any[index.FieldState] = states
	}
	if len(q.Specialties) > 0 {
		f.Any[index.FieldSpecialty] = specialtyIDs(q.Specialties)
	}
	// The shifts of the day a request asks for rank the jobs (matching
	// screens each job's shift against them as the candidate's preference):
	// a job on another shift is one gap, not out. Other shift words
	// ("weekend", "12-hour") filter.
	if other := slices.DeleteFunc(lower(q.Shifts), func(sh string) bool { return slices.Contains(taxonomy.DayShifts, sh) }); len(other) > 0 {
		f.Any[index.FieldShift] = append(other, index.Unspecified)
	}
	if len(q.JobTypes) > 0 {
		f.Any[index.FieldJobType] = append(lower(q.JobTypes), index.Unspecified)
	}
	if q.CompMinimum != nil {
		// A job pays enough when its maximum (in the asked unit) reaches the
		// minimum; jobs that state no pay are not excluded.
		f.Ranges[index.NumCompMax] = index.Range{Min: q.CompMinimum, MissingOK: true}
		if q.CompType != "" {
			f.Not = map[string][]string{index.FieldCompType: otherCompTypes(q.CompType)}
		}
	}
	if q.AvailableFrom != nil {
		from := float64(*q.AvailableFrom)
		f.Ranges[index.NumStartDate] = index.Range{Min: &from, MissingOK: true}
	}
	if q.HoursMin != nil {
		v := float64(*q.HoursMin)
		f.Ranges[index.NumHoursMax] = index.Range{Min: &v, MissingOK: true}
	}
	if q.HoursMax != nil {
		v := float64(*q.HoursMax)
		f.Ranges[index.NumHoursMin] = index.Range{Max: &v, MissingOK: true}
	}
	query, center, err := r.query(index.Jobs, cand, q.ZIP, f, q.Window, problems)
	if err != nil {
		return nil, err
	}
	local, err := r.search(ctx, query, center, RadiusOr(q.RadiusMiles), true)
	if err != nil {
		return nil, err
	}
	waivers := []string{index.FieldTravel}
	if q.Remote {
		waivers = append(waivers, index.FieldRemote)
	}
	for _, field := range waivers {
		anywhere := query
		anywhere.Filter.Any = cloneAny(f.Any)
		anywhere.Filter.Any[field] = []string{"true"}
		far, err := r.run(ctx, anywhere, center)
		if err != nil {
			return nil, err
		}
		local = union(local, far, query.K)
	}
	return local, nil
}

// query is the search for records of kind nearest the document from, with
// filter f, around the ZIP (or from's own place). Problems found so far,
// and an unknown ZIP, make one validation error.
func (r *Retriever) query(kind index.Kind, from index.Stored, zip string, f index.Filter, window int,
	problems []string) (index.Query, *index.Point, error) {
	center, err := r.center(zip, from)
	if err != nil {
		problems = append(problems, err.Error())
	}
	if len(problems) > 0 {
		return index.Query{}, nil, recruitd.Validation("invalid matching filters", problems...)
	}
	return index.Query{Kind: kind, Vector: from.Vector, Text: from.Text, Filter: f, K: windowOr(window, r.window)}, center, nil
}

// search runs a query around center: within radius only when local is
// required (or when there is no center, everywhere); otherwise the ones
// within radius first, then the nearest of the rest.
func (r *Retriever) search(ctx context.Context, q index.Query, center *index.Point, radius float64, requireLocal bool) ([]Match, error) {
	if center == nil {
		if requireLocal {
			return nil, nil // no place to be local to
		}
		return r.run(ctx, q, nil)
	}
	local := q
	local.Filter.Center, local.Filter.RadiusMiles = center, radius
	near, err := r.run(ctx, local, center)
	if err != nil || requireLocal || len(near) >= q.K {
		return near, err // a full window within the radius leaves no room for the rest
	}
	rest, err := r.run(ctx, q, center)
	if err != nil {
		return nil, err
	}
	return union(near, rest, q.K), nil
}

// run searches the vector index and, when there is one, the lexical index
// at the same time, and fuses their rankings. When one of the two fails the
// other answers alone (degraded, and told); when both fail, or the only one
// does, matching fails, unavailable when both are down.
func (r *Retriever) run(ctx context.Context, q index.Query, center *index.Point) ([]Match, error) {
	q.Filter.Center = orCenter(q.Filter.Center, center)
	var hits []index.Hit
	if r.lexical == nil {
		vec, err := r.vectors.Search(ctx, q)
		if err != nil {
			return nil, fmt.Errorf("vector search: %w", err)
		}
		hits = vec
	} else {
		var lex []index.Hit
		var lexErr error
		done := make(chan struct{})
		go func() {
			defer close(done)
			lex, lexErr = r.lexical.Search(ctx, q)
		}()
		vec, vecErr := r.vectors.Search(ctx, q)
		<-done
		switch {
		case ctx.Err() != nil:
			return nil, ctx.Err()
		case vecErr != nil && lexErr != nil:
			return nil, fmt.Errorf("%w: vector search: %w; lexical search: %w", errIndexesDown, vecErr, lexErr)
		case vecErr != nil:
			r.degraded("vector", vecErr)
			hits = Fuse(q.K, nil, lex)
		case lexErr != nil:
			r.degraded("lexical", lexErr)
			hits = vec
		default:
			hits = Fuse(q.K, vec, lex)
		}
	}
	out := make([]Match, len(hits))
	for i, h := range hits {
		out[i] = Match{ID: h.ID, Similarity: h.Score, DistanceMiles: h.DistanceMiles}
	}
	return out, nil
}

var errIndexesDown = recruitd.Errorf(recruitd.Unavailable, "the search indexes are unavailable")

// orCenter keeps a radius filter's center, else asks for distances from c
// without a radius (a zero radius does not filter).
func orCenter(filter, c *index.Point) *index.Point {
	if filter != nil {
		return filter
	}
	return c
}

// fusionK is the constant of reciprocal rank fusion: 1/(60+rank).
const fusionK = 60

// Fuse merges the vector and the lexical rankings by reciprocal rank fusion
// and keeps the best k. A hit's Score is its cosine from the vector list;
// one that only the lexical list has gets 0, since a lexical score (BM25)
// ranks and says nothing of similarity. Its distance is the vector list's,
// else the lexical list's.
func Fuse(k int, vectors, lexical []index.Hit) []index.Hit {
	score := map[int64]float64{}
	first := map[int64]index.Hit{}
	for _, list := range [][]index.Hit{vectors, lexical} {
		for rank, h := range list {
			score[h.ID] += 1 / float64(fusionK+rank+1)
			if _, ok := first[h.ID]; !ok {
				first[h.ID] = h
			}
		}
	}
	inVectors := make(map[int64]bool, len(vectors))
	for _, h := range vectors {
		inVectors[h.ID] = true
	}
	out := make([]index.Hit, 0, len(first))
	for id, h := range first {
		if !inVectors[id] {
			h.Score = 0
		}
		out = append(out, h)
	}
	sort.Slice(out, func(i, j int) bool {
		if score[out[i].ID] != score[out[j].ID] {
			return score[out[i].ID] > score[out[j].ID]
		}
		return out[i].ID < out[j].ID
	})
	if len(out) > k {
		out = out[:k]
	}
	return out
}

// union keeps a's order, then b's records not in a, up to k.
func union(a, b []Match, k int) []Match {
	seen := make(map[int64]bool, len(a))
	out := make([]Match, 0, min(k, len(a)+len(b)))
	for _, list := range [][]Match{a, b} {
		for _, m := range list {
			if len(out) == k {
				return out
			}
			if !seen[m.ID] {
				seen[m.ID] = true
				out = append(out, m)
			}
		}
	}
	return out
}

// document returns the stored document a query starts from.
func (r *Retriever) document(ctx context.Context, kind index.Kind, id int64, what string) (index.Stored, error) {
	docs, err := r.docs.Documents(ctx, string(kind), []int64{id})
	if err != nil {
		return index.Stored{}, err
	}
	if len(docs) == 0 {
		return index.Stored{}, recruitd.Errorf(recruitd.NotFound, "%s %d is not indexed (yet)", what, id)
	}
	return docs[0], nil
}

// center is the point a ZIP names, else the record's own; nil when neither
// is known. An unknown ZIP is an error: never a guess.
func (r *Retriever) center(zip string, from index.Stored) (*index.Point, error) {
	if zip != "" {
		p, ok := geo.LookupZIP(zip)
		if !ok {
			return nil, fmt.Errorf("location.zipCode: %q is not a known US ZIP code", zip)
		}
		return &index.Point{Lat: p.Lat, Lon: p.Lon}, nil
	}
	if from.Lat != nil && from.Lon != nil {
		return &index.Point{Lat: *from.Lat, Lon: *from.Lon}, nil
	}
	return nil, nil
}

// RadiusOr is r, or DefaultRadiusMiles when r is not positive.
func RadiusOr(r float64) float64 {
	if r <= 0 {
		return DefaultRadiusMiles
	}
	return r
}

func windowOr(w, def int) int {
	if w <= 0 {
		return def
	}
	return w
}

// licenceStatesField is the field a request's states filter the
// candidates of a job on: the states their licences are valid in, for a
// licensed profession (taxonomy.Licensed) or a job whose profession is not
// known; else, since no licence decides where such a job can be done ("Data
// Engineer (Remote - OH, PA, MI only)"), the state they live in.
func licenceStatesField(job index.Stored) string {
	profs := job.Keywords[index.FieldProfession]
	if len(profs) == 0 {
		return index.FieldLicenseState
	}
	for _, p := range profs {
		if taxonomy.Licensed(taxonomy.ID(p)) {
			return index.FieldLicenseState
		}
	}
	return index.FieldState
}

// stateCodes normalises state names and codes; the unknown ones are problems.
func stateCodes(in []string) ([]string, []string) {
	var out, bad []string
	for i, s := range in {
		code, ok := taxonomy.StateCode(s)
		if !ok {
			bad = append(bad, fmt.Sprintf("location.states[%d]: %q is not a US state", i, s))
			continue
		}
		out = append(out, code)
	}
	return out, bad
}

// specialtyIDs normalises free-text specialties to taxonomy ids; a specialty
// the taxonomy does not know is kept as its lower-case text, which matches no
// document, so that asking for it never widens the search.
func specialtyIDs(in []string) []string {
	var out []string
	for _, s := range in {
		found := false
		for _, id := range taxonomy.Normalize(s) {
			if id.Kind() == taxonomy.KindSpecialty {
				out, found = append(out, string(id)), true
			}
		}
		if !found {
			out = append(out, strings.ToLower(strings.TrimSpace(s)))
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

func lower(in []string) []string {
	out := make([]string, len(in))
	for i, s := range in {
		out[i] = strings.ToLower(strings.TrimSpace(s))
	}
	return out
}

func otherCompTypes(t string) []string {
	if t == "hourly" {
		return []string{"salary"}
	}
	return []string{"hourly"}
}

func cloneAny(m map[string][]string) map[string][]string {
	out := make(map[string][]string, len(m)+1)
	for k, v := range m {
		out[k] = v
	}
	return out
}
