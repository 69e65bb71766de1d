package screening

import (
	"encoding/binary"
	"fmt"
	"hash/fnv"
	"maps"
	"slices"
	"sync"
	"time"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/resume"
	"github.com/recruitd/recruitd/taxonomy"
)

// CandidateOf is what screening reads of a stored candidate: the record, its
// parsed profile when it decodes, the resume text the profile came from
// and its files. Matching screens it, and the document builder finds its
// Facts from it, so that both read the same candidate.
func CandidateOf(c recruitd.Candidate, p recruitd.Parsed, files []recruitd.File) Candidate {
	out := Candidate{Record: c, ResumeText: p.Text, Files: files}
	if p.Profile != nil {
		if prof, err := resume.DecodeProfile(p.Profile); err == nil {
			out.Profile = &prof
		}
	}
	return out
}

// factsForm names the form and the reading of Facts. Raise it with any
// change to the code that decides what preparing a candidate finds (the
// concepts its texts name, its roles and their lines, its credentials, its
// shifts), to resume.Profile (TestProfileFacts fails when a field is not
// kept) or to the encoding. TestFactsDigest fails when the facts of the
// fixtures change under the same form.
const factsForm = 7

// FactsVersion is the version of the facts this binary writes and reads:
// factsForm, and a digest of the taxonomy's concepts (their names, aliases,
// parents...), so that an edit of the taxonomy, which changes what the texts
// are found to name, retires the stored facts by itself. Stored facts of
// another version are never read: the candidate is prepared from its texts
// until the document builder stores them again (on the record's next
// change, or `recruitd reindex`).
var FactsVersion = sync.OnceValue(func() int64 {
	h := fnv.New32a()
	for _, kind := range []taxonomy.Kind{taxonomy.KindProfession, taxonomy.KindSpecialty, taxonomy.KindCertification,
		taxonomy.KindLicense, taxonomy.KindSkill, taxonomy.KindDegree, taxonomy.KindLanguage, taxonomy.KindState} {
		for _, c := range taxonomy.All(kind) {
			fmt.Fprintf(h, "%#v\n", c)
		}
	}
	return factsForm<<32 | int64(h.Sum32())
})

// Facts is the candidate's parsed profile and what preparing the candidate
// found in its texts, encoded: the concepts they name, its roles' concepts
// and professions and the lines that name them, its credentials, the shifts
// they name and the shift preference they state. PrepareFrom reads them
// back beside the same candidate's texts instead of decoding the profile's
// JSON and searching the texts again. The work history's dates are not in
// them: they move with the as-of date, and are read again.
func (p *Prepared) Facts() []byte {
	k := p.k
	k.shiftsOnce.Do(k.buildShifts)
	b := binary.AppendUvarint(nil, uint64(FactsVersion()))
	b = binary.AppendVarint(b, k.asOf.Unix())
	b = appendProfile(b, k.given)
	for _, s := range k.srcs {
		b = binary.AppendUvarint(b, uint64(len(s.text)))
	}
	b = binary.AppendUvarint(b, uint64(len(k.mentions)))
	for _, m := range k.mentions {
		b = appendRef(b, m.ref)
		b = binary.AppendUvarint(b, uint64(m.src))
		b = binary.AppendUvarint(b, uint64(m.start))
		b = binary.AppendUvarint(b, uint64(m.end))
	}
	k.locatedOnce.Do(k.locateRoles)
	b = binary.AppendUvarint(b, uint64(len(k.roles)))
	for i, r := range k.roles {
		b = appendConcepts(b, r.concepts)
		b = appendConcepts(b, r.professions)
		b = appendOptional(b, k.located[i])
	}
	b = binary.AppendUvarint(b, uint64(len(k.creds)))
	for _, c := range k.creds {
		b = appendConcepts(b, c.ids)
		b = appendString(b, c.name)
		b = appendString(b, c.issuer)
		var flags uint64
		for i, set := range []bool{c.expired, c.multistate, c.singleState, c.current, c.pending, c.evidence != nil, !c.expires.IsZero()} {
			if set {
				flags |= 1 << i
			}
		}
		b = binary.AppendUvarint(b, flags)
		if !c.expires.IsZero() {
			b = binary.AppendVarint(b, c.expires.Unix())
		}
		b = appendStrings(b, c.states)
		if c.evidence != nil {
			b = appendString(b, *c.evidence)
		}
		b = binary.AppendUvarint(b, uint64(c.from))
	}
	shifts := slices.Sorted(maps.Keys(k.shifts))
	b = binary.AppendUvarint(b, uint64(len(shifts)))
	for _, sh := range shifts {
		at := k.shifts[sh]
		b = appendString(b, sh)
		b = binary.AppendUvarint(b, uint64(at.src))
		b = binary.AppendUvarint(b, uint64(at.start))
		b = binary.AppendUvarint(b, uint64(at.end))
	}
	// The preference the texts state; one a request states (Shifts) is
	// not theirs, and is not kept.
	if len(k.Shifts) > 0 {
		return binary.AppendUvarint(b, 0)
	}
	pref := k.statedShifts()
	var flags uint64 = 1
	for i, set := range []bool{pref.stated, pref.flexible, pref.evidence != nil} {
		if set {
			flags |= 2 << i
		}
	}
	b = binary.AppendUvarint(b, flags)
	b = appendStrings(b, pref.shifts)
	if pref.evidence != nil {
		b = appendString(b, *pref.evidence)
	}
	return b
}

// PrepareFrom prepares c for screenings at opt.AsOf as Prepare does, from
// the facts an earlier preparation of the same candidate (the same record,
// profile and resume text) gave, as a string: the prepared candidate's
// strings are parts of it, not copies. c's Profile is not read: the facts hold
// the profile that preparation was given, and the prepared candidate has
// it. It reports false, preparing nothing, when the facts cannot be read as
// such: another FactsVersion, texts of other lengths, or an as-of date
// before theirs (an expiry that passed since is read again; one that had
// passed cannot be undone).
func PrepareFrom(c Candidate, facts string, opt Options) (*Prepared, bool) {
	day := Day(opt.AsOf)
	r := factsReader{s: facts}
	// Most of the facts' strings are in lists (a role's duties, a list of
	// skills): about one in 32 bytes of the facts.
	r.strSlab.last = len(facts) / 64
	if r.uint() != uint64(FactsVersion()) {
		return nil, false
	}
	if asOf := time.Unix(r.int(), 0).UTC(); day.Before(asOf) {
		return nil, false
	}
	c.Profile = r.profile()
	if r.bad {
		return nil, false
	}
	k := sourced(c, day)
	for _, s := range k.srcs {
		if r.uint() != uint64(len(s.text)) {
			return nil, false
		}
	}
	k.mentions = make([]mention, r.count())
	for i := range k.mentions {
		m := mention{ref: r.ref(), src: int(r.uint()), start: int(r.uint()), end: int(r.uint())}
		if m.src >= numSources || m.start > m.end || m.end > len(k.srcs[m.src].text) {
			return nil, false
		}
		k.mentions[i] = m
	}
	roles := make([]role, r.count())
	if (k.Profile == nil && len(roles) > 0) || (k.Profile != nil && len(roles) != len(k.Profile.WorkHistory)) {
		return nil, false
	}
	located := make([]*string, len(roles))
	for i := range roles {
		roles[i].concepts, roles[i].professions, located[i] = r.ids(), r.ids(), r.optional()
	}
	k.creds = make([]credential, r.count())
	for i := range k.creds {
		cr := credential{ids: r.ids(), name: r.string(), issuer: r.string()}
		flags := r.uint()
		cr.expired, cr.multistate, cr.singleState, cr.current, cr.pending =
			flags&1 != 0, flags&2 != 0, flags&4 != 0, flags&8 != 0, flags&16 != 0
		if flags&64 != 0 {
			cr.expires = time.Unix(r.int(), 0).UTC()
			cr.expired = cr.expired || cr.expires.Before(k.asOf)
		}
		cr.states = r.strings()
		if flags&32 != 0 {
			cr.evidence = r.pointed()
		}
		cr.from = credFrom(r.uint())
		k.creds[i] = cr
	}
	n := r.count()
	var shifts map[string]shiftAt // nil for none, as most candidates name none: it is only read
	if n > 0 {
		shifts = make(map[string]shiftAt, n)
	}
	for range n {
		sh := r.string()
		at := shiftAt{src: int(r.uint()), start: int(r.uint()), end: int(r.uint())}
		if at.src >= numSources || at.start > at.end || at.end > len(k.srcs[at.src].text) {
			return nil, false
		}
		shifts[sh] = at
	}
	k.shiftsOnce.Do(func() { k.shifts = shifts })
	if flags := r.uint(); flags&1 != 0 {
		pref := shiftPreference{stated: flags&2 != 0, flexible: flags&4 != 0, shifts: r.strings()}
		if flags&8 != 0 {
			pref.evidence = r.pointed()
		}
		if len(k.Shifts) == 0 {
			k.prefOnce.Do(func() { k.pref = pref })
		}
	}
	if r.bad || r.left() != 0 {
		return nil, false
	}
	k.datedRoles(roles)
	k.locatedOnce.Do(func() { k.located = located })
	return &Prepared{k: k}, true
}

// appendConcept appends a concept as its taxonomy.Ref, not its ID: most
// of what the facts hold are concepts, and a Ref is a byte or two where
// an ID is 10-30. An ID that names no concept is written as 0, which
// reading refuses: that candidate is prepared from its texts.
func appendConcept(b []byte, id taxonomy.ID) []byte {
	return appendRef(b, taxonomy.RefOf(id))
}

func appendRef(b []byte, r taxonomy.Ref) []byte {
	return binary.AppendUvarint(b, uint64(r))
}

// appendConcepts appends a list of concepts as appendStrings does a list
// of strings.
func appendConcepts(b []byte, list []taxonomy.ID) []byte {
	if list == nil {
		return binary.AppendUvarint(b, 0)
	}
	b = binary.AppendUvarint(b, uint64(len(list))+1)
	for _, id := range list {
		b = appendConcept(b, id)
	}
	return b
}

// appendOptional appends 0 for nil, else 1 and the string.
func appendOptional(b []byte, s *string) []byte {
	if s == nil {
		return binary.AppendUvarint(b, 0)
	}
	return appendString(binary.AppendUvarint(b, 1), *s)
}

func appendString(b []byte, s string) []byte {
	return append(binary.AppendUvarint(b, uint64(len(s))), s...)
}

// appendStrings appends a list as its length plus one, 0 for nil, and its
// strings: a list read back is nil where it was.
func appendStrings[S ~string](b []byte, list []S) []byte {
	if list == nil {
		return binary.AppendUvarint(b, 0)
	}
	b = binary.AppendUvarint(b, uint64(len(list))+1)
	for _, s := range list {
		b = appendString(b, string(s))
	}
	return b
}

// factsReader reads Facts from a string, so that every string read is a
// part of it and costs no allocation of its own. bad is set at the first
// read past the end or of a malformed number; reads after it give zeros.
type factsReader struct {
	s string
	// at is where the next read starts: an offset rather than s cut at
	// every read, whose pointer the collector would be told of each time.
	at  int
	bad bool
	// strSlab and idSlab are where the lists read (and the strings pointed to)
	// are cut from: a candidate's facts hold dozens of short lists, one
	// allocation each otherwise.
	strSlab slab[string]
	idSlab  slab[taxonomy.ID]
	// locSlab and intSlab hold the work history's locations and months.
	locSlab slab[resume.JobLocation]
	intSlab slab[int]
}

// slab hands out short lists cut from larger allocations, each twice the
// last (up to maxSlab), so that a reader of few lists wastes little and
// one of many allocates a few times only.
type slab[T any] struct {
	free []T
	last int // the length of the last allocation
}

const maxSlab = 64

// take cuts a list of n elements. Its capacity is its length: appending
// to it copies it rather than writing over the next list.
func (s *slab[T]) take(n int) []T {
	if n == 0 {
		return []T{} // empty, not nil: a list read back is nil only where it was
	}
	if n > len(s.free) {
		s.last = min(max(2*s.last, 4), maxSlab)
		s.free = make([]T, max(n, s.last))
	}
	out := s.free[:n:n]
	s.free = s.free[n:]
	return out
}

// left is how many bytes are left to read.
func (r *factsReader) left() int { return len(r.s) - r.at }

func (r *factsReader) fail() { r.bad, r.at = true, len(r.s) }

func (r *factsReader) uint() uint64 {
	if r.at < len(r.s) && r.s[r.at] < 0x80 { // most numbers are small
		v := uint64(r.s[r.at])
		r.at++
		return v
	}
	v, n := uvarint(r.s[r.at:])
	if n <= 0 {
		r.fail()
		return 0
	}
	r.at += n
	return v
}

func (r *factsReader) int() int64 {
	u := r.uint()
	return int64(u>>1) ^ -int64(u&1)
}

// count reads a length, zero when it is more than the bytes left could hold.
func (r *factsReader) count() int {
	n := r.uint()
	if n > uint64(r.left()) {
		r.fail()
		return 0
	}
	return int(n)
}

func (r *factsReader) string() string {
	n := r.count()
	s := r.s[r.at : r.at+n]
	r.at += n
	return s
}

// ref reads what appendRef (or appendConcept) wrote.
func (r *factsReader) ref() taxonomy.Ref {
	n := r.uint()
	ref := taxonomy.Ref(n)
	if uint64(ref) != n || !ref.Known() {
		r.fail()
		return 0
	}
	return ref
}

// concept reads what appendConcept wrote.
func (r *factsReader) concept() taxonomy.ID { return r.ref().ID() }

// cutList reads the length appendStrings or appendConcepts wrote and cuts a
// list of that length from slab; nil for a nil list.
func cutList[T any](r *factsReader, s *slab[T]) []T {
	n := r.uint()
	if n == 0 || n-1 > uint64(r.left()) {
		r.bad = r.bad || n != 0
		return nil
	}
	return s.take(int(n - 1))
}

// optional reads what appendOptional wrote.
func (r *factsReader) optional() *string {
	if r.uint() == 0 {
		return nil
	}
	return r.pointed()
}

// pointed reads a string into a slab, not a string of its
// own on the heap, and returns where it is.
func (r *factsReader) pointed() *string {
	s := &r.strSlab.take(1)[0]
	*s = r.string()
	return s
}

// ids reads what appendConcepts wrote.
func (r *factsReader) ids() []taxonomy.ID {
	out := cutList(r, &r.idSlab)
	for i := range out {
		out[i] = r.concept()
	}
	return out
}

// strings reads what appendStrings wrote.
func (r *factsReader) strings() []string {
	out := cutList(r, &r.strSlab)
	for i := range out {
		out[i] = r.string()
	}
	return out
}

// uvarint is binary.Uvarint of a string.
func uvarint(s string) (uint64, int) {
	var x uint64
	var shift uint
	for i := 0; i < len(s) && i < binary.MaxVarintLen64; i++ {
		c := s[i]
		if c < 0x80 {
			if i == binary.MaxVarintLen64-1 && c > 1 {
				return 0, -1
			}
			return x | uint64(c)<<shift, i + 1
		}
		x |= uint64(c&0x7f) << shift
		shift += 7
	}
	return 0, 0
}
