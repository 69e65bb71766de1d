package index

import (
	"context"
	"crypto/sha256"
	"fmt"
	"math"
	"regexp"
	"slices"
	"strings"
	"time"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/geo"
	"github.com/recruitd/recruitd/index/embed"
	"github.com/recruitd/recruitd/resume"
	"github.com/recruitd/recruitd/screening"
	"github.com/recruitd/recruitd/taxonomy"
)

// Keyword fields of documents, as filters name them.
const (
	FieldStatus         = "status"          // candidate status name or job status
	FieldProfession     = "profession"      // taxonomy ids, with ancestors
	FieldSpecialty      = "specialty"       // taxonomy ids, with ancestors
	FieldCert           = "cert"            // certification ids (candidates)
	FieldLicense        = "license"         // licence ids (candidates)
	FieldLicenseState   = "license_state"   // states a candidate may practise in; a job's required licence state
	FieldState          = "state"           // state of the address
	FieldJobType        = "job_type"        // jobs
	FieldShift          = "shift"           // jobs
	FieldRemote         = "remote"          // jobs: "true" or "false"
	FieldTravel         = "travel"          // jobs: "true" for a travel assignment, else "false"
	FieldEmploymentType = "employment_type" // jobs
	FieldCompType       = "comp_type"       // jobs: hourly or salary
)

// KeywordFields and NumberFields list every field documents carry, for the
// backends that index fields up front (payload indexes, mappings).
var (
	KeywordFields = []string{
		FieldStatus, FieldProfession, FieldSpecialty, FieldCert, FieldLicense, FieldLicenseState,
		FieldState, FieldJobType, FieldShift, FieldRemote, FieldTravel, FieldEmploymentType, FieldCompType,
	}
	NumberFields = []string{NumYears, NumCompMin, NumCompMax, NumHoursMin, NumHoursMax, NumStartDate}
)

// Unspecified is the keyword of a job that does not say its shift or job
// type, so that filters on those can let it through.
const Unspecified = "unspecified"

// Numeric fields of documents.
const (
	NumYears     = "years_experience" // candidates
	NumCompMin   = "comp_min"         // jobs, in the unit of FieldCompType
	NumCompMax   = "comp_max"
	NumHoursMin  = "hours_min"
	NumHoursMax  = "hours_max"
	NumStartDate = "start_date" // jobs, Unix seconds
)

// maxText bounds what is embedded of one record.
const maxText = 20_000

// Records is what the document builder reads: the records themselves, and
// the documents stored for them. records.Store implements it.
type Records interface {
	// CandidatesByID returns the candidates with those ids that exist, with
	// their parsed profiles (JSON) and the resume texts they came from, by
	// id.
	CandidatesByID(ctx context.Context, ids []int64) ([]recruitd.Candidate, map[int64]recruitd.Parsed, error)
	// JobsByID returns the jobs with those ids that exist.
	JobsByID(ctx context.Context, ids []int64) ([]recruitd.Job, error)
	DocumentStore
}

// Documents builds the stored documents of candidates and jobs: their text
// embedded, their place and the attributes retrieval filters on. It
// implements Builder.
type Documents struct {
	store    Records
	embedder embed.Embedder
}

var _ Builder = (*Documents)(nil)

// NewDocuments returns a builder that embeds with embedder.
func NewDocuments(store Records, embedder embed.Embedder) *Documents {
	return &Documents{store: store, embedder: embedder}
}

// Build returns the documents of the records of kind with ids that exist,
// candidates' with their screening facts. A record whose embedded text and
// model are unchanged keeps its stored vector.
func (d *Documents) Build(ctx context.Context, kind Kind, ids []int64) ([]Stored, error) {
	var docs []Stored
	switch kind {
	case Candidates:
		list, parsed, err := d.store.CandidatesByID(ctx, ids)
		if err != nil {
			return nil, err
		}
		for _, c := range list {
			doc := CandidateDocument(c, parsed[c.ID].Profile)
			doc.Facts = screening.Prepare(screening.CandidateOf(c, parsed[c.ID], nil), screening.Options{}).Facts()
			doc.FactsVersion, doc.FactsOf = screening.FactsVersion(), c.Updated
			docs = append(docs, doc)
		}
	case Jobs:
		list, err := d.store.JobsByID(ctx, ids)
		if err != nil {
			return nil, err
		}
		for _, j := range list {
			docs = append(docs, JobDocument(j))
		}
	default:
		return nil, fmt.Errorf("unknown kind %q", kind)
	}
	return docs, d.embed(ctx, kind, docs)
}

// embed fills the vectors, reusing stored ones whose text and model match. A
// document with no text to embed gets no vector, and so does one whose
// vector the embedder left without a direction (all zeros: nothing in it the
// model could read): such a record is found by its place and fields.
func (d *Documents) embed(ctx context.Context, kind Kind, docs []Stored) error {
	ids := make([]int64, len(docs))
	for i := range docs {
		ids[i] = docs[i].ID
	}
	stored, err := d.store.Documents(ctx, string(kind), ids, WithoutText)
	if err != nil {
		return err
	}
	old := make(map[int64]Stored, len(stored))
	for _, s := range stored {
		old[s.ID] = s
	}
	model := d.embedder.Model()
	var todo []int
	var texts []string
	for i := range docs {
		docs[i].Model = model
		sum := sha256.Sum256([]byte(model + "\x00" + docs[i].Text))
		docs[i].ContentHash = sum[:]
		blank := strings.TrimSpace(docs[i].Text) == ""
		if o, ok := old[docs[i].ID]; ok && o.Model == model && string(o.ContentHash) == string(sum[:]) && (blank || d.usable(o.Vector)) {
			docs[i].Vector = directed(o.Vector)
			continue
		}
		if blank {
			continue
		}
		todo = append(todo, i)
		texts = append(texts, docs[i].Text)
	}
	if len(todo) == 0 {
		return nil
	}
	vectors, refused, err := d.embedApart(ctx, texts)
	if err != nil {
		return fmt.Errorf("embed %d %ss: %w", len(texts), kind, err)
	}
	for k, i := range todo {
		docs[i].Vector = directed(vectors[k])
		if refused[k] != "" {
			// No hash: the next build of the record tries again.
			docs[i].ContentHash, docs[i].Refused = []byte{}, refused[k]
		}
	}
	return nil
}

// embedApart embeds texts. When the embedder refuses the batch for a reason
// other than an outage (a text too long for the model, say), it embeds the
// halves apart, and so on down to single texts, so that the texts it refuses
// (their reasons in refused) hold up none of the others. It fails when the
// embedder is unavailable, or refuses every text: then nothing is wrong with
// the texts, and everything is with the embedder or its configuration.
func (d *Documents) embedApart(ctx context.Context, texts []string) (vectors [][]float32, refused []string, err error) {
	vectors, err = d.embedder.Embed(ctx, texts)
	if err == nil || ctx.Err() != nil || recruitd.ErrorCode(err) == recruitd.Unavailable || len(texts) == 1 {
		return vectors, make([]string, len(texts)), err
	}
	first := err
	vectors, refused = make([][]float32, len(texts)), make([]string, len(texts))
	var apart func(lo, hi int) error
	apart = func(lo, hi int) error {
		v, err := d.embedder.Embed(ctx, texts[lo:hi])
		switch {
		case err == nil:
			copy(vectors[lo:hi], v)
			return nil
		case ctx.Err() != nil || recruitd.ErrorCode(err) == recruitd.Unavailable:
			return err
		case hi-lo == 1:
			refused[lo] = err.Error()
			return nil
		}
		mid := (lo + hi) / 2
		if err := apart(lo, mid); err != nil {
			return err
		}
		return apart(mid, hi)
	}
	mid := len(texts) / 2
	if err := apart(0, mid); err != nil {
		return nil, nil, err
	}
	if err := apart(mid, len(texts)); err != nil {
		return nil, nil, err
	}
	if !slices.Contains(refused, "") {
		return nil, nil, first
	}
	return vectors, refused, nil
}

// usable reports whether a stored vector can be reused: it has a direction
// and the embedder's dimension. A vector damaged in storage is made again.
func (d *Documents) usable(v []float32) bool {
	return directed(v) != nil && (d.embedder.Dimension() == 0 || len(v) == d.embedder.Dimension())
}

// directed returns v, or nil when it has no direction: all zeros (what
// embedders give a text with nothing to read, and what documents built
// before held for no text), or not finite.
func directed(v []float32) []float32 {
	var sum float64
	for _, x := range v {
		sum += float64(x) * float64(x)
	}
	if sum > 0 && !math.IsInf(sum, 0) && !math.IsNaN(sum) {
		return v
	}
	return nil
}

// CandidateDocument is a candidate's searchable form; profile is the stored
// parsed resume (nil when none).
func CandidateDocument(c recruitd.Candidate, profileJSON []byte) Stored {
	var p resume.Profile
	if profileJSON != nil {
		p, _ = resume.DecodeProfile(profileJSON) // a profile that no longer decodes adds nothing
	}
	var text []string
	add := func(s ...string) {
		for _, v := range s {
			if v = strings.TrimSpace(v); v != "" {
				text = append(text, v)
			}
		}
	}
	add(c.Profession, c.Specialty)
	if p.ProfessionalSummary != nil {
		add(p.ProfessionalSummary.Overview)
		for _, se := range p.ProfessionalSummary.SpecialtyExperience {
			add(se.Specialty)
		}
	}
	var titles []string
	history := p.WorkHistory
	if len(history) == 0 {
		history = resume.NotesHistory(c.Notes, resume.Options{}) // a history only the notes state
	}
	for _, j := range history {
		add(j.Title, j.Specialty)
		titles = append(titles, j.Title, j.Specialty)
		add(j.Technologies...)
		add(j.Responsibilities...)
	}
	for _, ct := range p.Certifications {
		add(ct.Name)
	}
	for _, e := range p.Education {
		add(e.Degree, e.Major)
	}
	if p.Skills != nil {
		for _, g := range p.Skills.Technical {
			for _, s := range g.Skills {
				add(s.Name)
			}
		}
	}
	add(c.Notes)

	kw := map[string][]string{FieldStatus: {statusName(c)}}
	identity := taxonomy.Normalize(strings.Join(append([]string{c.Profession, c.Specialty}, titles...), "\n"))
	kw[FieldProfession] = ofKind(identity, taxonomy.KindProfession)
	kw[FieldSpecialty] = ofKind(identity, taxonomy.KindSpecialty)
	credentials, states := readCredentials(append(slices.Clone(p.Certifications), notedCredentials(c.Notes)...),
		time.Now().UTC().Format(time.DateOnly))
	kw[FieldCert] = ofKind(credentials, taxonomy.KindCertification)
	kw[FieldLicense] = ofKind(credentials, taxonomy.KindLicense)
	kw[FieldLicenseState] = states
	doc := Stored{Kind: string(Candidates), ID: c.ID, Keywords: kw, Numbers: map[string]float64{}, Text: limit(text)}
	if p.ProfessionalSummary != nil && p.ProfessionalSummary.YearsOfExperience != nil {
		doc.Numbers[NumYears] = *p.ProfessionalSummary.YearsOfExperience
	}
	if pl, ok := CandidatePlace(c, p); ok {
		locate(&doc, pl.Zip, pl.City, pl.State)
	}
	prune(kw)
	finite(doc.Numbers)
	return doc
}

func statusName(c recruitd.Candidate) string {
	if c.Status != nil {
		return strings.ToUpper(c.Status.Name)
	}
	return ""
}

// JobDocument is a job's searchable form.
func JobDocument(j recruitd.Job) Stored {
	f := Facts(j)
	text := []string{j.Title, j.Profession, j.Specialty, j.Department, j.Description, j.Requirements.Experience}
	for _, c := range j.Criteria {
		text = append(text, c.Description)
	}
	text = append(text, j.Requirements.Certifications...)
	identity := taxonomy.Normalize(strings.Join([]string{j.Title, j.Profession, j.Specialty}, "\n"))
	shifts, jobType := f.Shifts, f.JobType
	if len(shifts) == 0 {
		shifts = []string{Unspecified}
	}
	if jobType == "" {
		jobType = Unspecified
	}
	kw := map[string][]string{
		FieldStatus:         {j.Status},
		FieldProfession:     ofKind(identity, taxonomy.KindProfession),
		FieldSpecialty:      ofKind(identity, taxonomy.KindSpecialty),
		FieldJobType:        {jobType},
		FieldShift:          shifts,
		FieldRemote:         {fmt.Sprint(f.Remote)},
		FieldTravel:         {fmt.Sprint(f.Travel)},
		FieldEmploymentType: {j.EmploymentType},
		FieldCompType:       {f.CompType},
	}
	if st, ok := taxonomy.StateCode(j.Requirements.LicenseState); ok {
		kw[FieldLicenseState] = []string{st}
	}
	nums := map[string]float64{NumStartDate: float64(j.StartDate)}
	setNum(nums, NumCompMin, f.CompMin)
	setNum(nums, NumCompMax, f.CompMax)
	if f.HoursMin != nil {
		nums[NumHoursMin] = float64(*f.HoursMin)
	}
	if f.HoursMax != nil {
		nums[NumHoursMax] = float64(*f.HoursMax)
	}
	doc := Stored{Kind: string(Jobs), ID: j.ID, Keywords: kw, Numbers: nums, Text: limit(text)}
	locate(&doc, j.Address.Zip, j.Address.City, j.Address.State)
	prune(kw)
	finite(nums)
	return doc
}

func setNum(m map[string]float64, key string, v *float64) {
	if v != nil {
		m[key] = *v
	}
}

// Place is a postal place, as a record or a resume gives it.
type Place struct{ Zip, City, State string }

// CandidatePlace is where a candidate lives as matching reads it: the first
// that geo resolves of the record's address, the resume's home, where the
// recruiter's notes say the candidate lives, the place of the current job
// and of the latest ones (a resume that gives no home still
// says where its holder works; a recruiter reads it as the area they live
// in), else the first of them that names a state. ok is false when none
// does.
func CandidatePlace(c recruitd.Candidate, p resume.Profile) (Place, bool) {
	var places []Place
	if a := c.Address; a != nil {
		places = append(places, Place{a.Zip, a.City, a.State})
	}
	if p.PersonalInfo != nil && p.PersonalInfo.Location != nil {
		l := p.PersonalInfo.Location
		places = append(places, Place{l.ZipCode, l.City, l.State})
	}
	if l, ok := resume.HomeIn(c.Notes); ok {
		places = append(places, Place{l.ZipCode, l.City, l.State}) // "Lives Tacoma, WA 98493."
	}
	for _, current := range []bool{true, false} {
		for _, j := range p.WorkHistory {
			if j.IsCurrent == current && j.Location != nil && !j.Location.Remote {
				places = append(places, Place{"", j.Location.City, j.Location.State})
			}
		}
	}
	for _, pl := range places {
		if _, ok := geo.Resolve(pl.Zip, pl.City, pl.State); ok {
			return pl, true
		}
	}
	for _, pl := range places {
		if _, ok := taxonomy.StateCode(pl.State); ok {
			return pl, true
		}
	}
	return Place{}, false
}

// locate sets a document's point and state from an address, when geo knows it.
func locate(doc *Stored, zip, city, state string) {
	if code, ok := taxonomy.StateCode(state); ok {
		doc.Keywords[FieldState] = []string{code}
	}
	if p, ok := geo.Resolve(zip, city, state); ok {
		doc.Lat, doc.Lon = &p.Lat, &p.Lon
		if doc.Keywords[FieldState] == nil {
			doc.Keywords[FieldState] = []string{p.State}
		}
	}
}

// ofKind keeps the ids of one kind among found, adds their ancestors of
// that kind, and sorts them.
func ofKind(found []taxonomy.ID, kind taxonomy.Kind) []string {
	var ids []taxonomy.ID
	for _, id := range found {
		if id.Kind() == kind {
			ids = append(ids, id)
		}
	}
	var out []string
	for _, id := range taxonomy.WithAncestors(ids) {
		if id.Kind() == kind {
			out = append(out, string(id))
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// licenceCue marks a part of a recruiter's notes that states a licence
// ("Lic: OR RN #3220883 exp 03/28", "Texas - Compact license #RN471325").
var licenceCue = regexp.MustCompile(`(?i)\blicen|\blic\b|\bcompact\b|\bmultistate\b|\bmulti-state\b`)

// notedCredentials reads the credentials a record's notes state, where a
// candidate's facts live only there ("Lic: Missouri Multistate RN License
// 3534215 (exp Dec 2028). Certs: BLS; ACLS"): each sentence or
// semicolon-separated part is an entry, and one that names a state needs
// licence wording, so that the place of a job ("RN on CVICU at … (San
// Antonio, TX)") is no licence.
func notedCredentials(notes string) []resume.Certification {
	var out []resume.Certification
	for _, sentence := range strings.FieldsFunc(notes, func(r rune) bool { return r == ';' || r == '\n' }) {
		for _, part := range strings.Split(sentence, ". ") {
			part = strings.TrimSpace(part)
			if part == "" || !licenceCue.MatchString(part) && len(taxonomy.StatesIn(part)) > 0 {
				continue // a place without licence wording is where a job was
			}
			out = append(out, resume.Certification{Name: part})
		}
	}
	return out
}

// readCredentials returns the concepts a candidate's certifications and
// licences name, and the states their licences let them practise in on the
// given day (YYYY-MM-DD): a licence names its state ("Texas RN License"), a
// multistate licence from a compact state counts for every compact state, and
// an expired licence counts for none. A licence that expires after its
// candidate was indexed counts until the next reindex.
func readCredentials(certs []resume.Certification, today string) (found []taxonomy.ID, states []string) {
	for _, c := range certs {
		e := taxonomy.ReadEntry(c.Name, c.IssuingOrganization, c.ExpirationDate != "")
		found = append(found, e.IDs...)
		if c.ExpirationDate != "" && c.ExpirationDate < today || taxonomy.NotYetHeld(c.Name) { // YYYY-MM-DD compares in date order
			continue // an expired licence, or one applied for, lets no one practise
		}
		for _, id := range e.IDs {
			if id.Kind() != taxonomy.KindLicense {
				continue
			}
			for _, st := range e.States {
				states = append(states, taxonomy.LicensedStates(id, st, e.Multistate)...)
			}
		}
	}
	slices.Sort(states)
	return found, slices.Compact(states)
}

// finite drops the numbers a record holds that are not finite: no backend
// stores them, and JSON has no spelling for them.
func finite(nums map[string]float64) {
	for k, v := range nums {
		if math.IsNaN(v) || math.IsInf(v, 0) {
			delete(nums, k)
		}
	}
}

// prune drops empty values and fields.
func prune(kw map[string][]string) {
	for k, vs := range kw {
		vs = slices.DeleteFunc(vs, func(v string) bool { return v == "" })
		if len(vs) == 0 {
			delete(kw, k)
		} else {
			kw[k] = vs
		}
	}
}

// limit joins text lines, bounded so one record cannot dominate embedding time.
func limit(lines []string) string {
	s := strings.Join(lines, "\n")
	if len(s) > maxText {
		s = strings.ToValidUTF8(s[:maxText], "") // a cut rune goes
	}
	return s
}

// Documents returns the stored documents of records of kind, building (but
// not storing) those the indexer has not reached yet, so that a record just
// written can be matched at once.
func (d *Documents) Documents(ctx context.Context, kind string, ids []int64) ([]Stored, error) {
	stored, err := d.store.Documents(ctx, kind, ids, WholeDocument)
	if err != nil {
		return nil, err
	}
	missing := without(ids, stored)
	if len(missing) == 0 {
		return stored, nil
	}
	built, err := d.Build(ctx, Kind(kind), missing)
	if err != nil {
		return nil, err
	}
	return append(stored, built...), nil
}
