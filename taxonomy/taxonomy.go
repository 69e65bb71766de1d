// Package taxonomy owns the vocabulary recruitd reasons with: professions,
// specialties, certifications, licences, skills, degrees, languages and US
// states, each under one canonical ID, with the synonyms and abbreviations
// people actually write. It turns free text into those IDs (with the exact
// byte spans they came from), relates concepts to each other (MICU counts as
// ICU, a BSN as a bachelor's degree), and answers where a nursing licence is
// valid under the Nurse Licensure Compact.
//
// Resume parsing, indexing and screening all normalise through this package,
// so a candidate's "MICU RN" and a job's "ICU experience" meet on the same IDs.
// Everything here is read-only after its first use and safe for concurrent use.
// The vocabulary is static data compiled into the binary: changing it changes
// what the index holds, so it needs `recruitd reindex`.
package taxonomy

import (
	"slices"
	"strings"
)

// ID is a canonical concept identifier: the Kind, a colon, and a stable
// lower-case slug, e.g. "specialty:icu", "cert:acls", "state:TX".
// IDs are stored in the index and in screenings, so they never change meaning.
type ID string

// Kind returns the kind named by the ID's prefix, or "" when the ID has none.
func (id ID) Kind() Kind {
	k, _, ok := strings.Cut(string(id), ":")
	if !ok {
		return ""
	}
	return Kind(k)
}

// Kind is the sort of thing a concept is. Its value is the ID prefix.
type Kind string

// The kinds of concept the taxonomy holds.
const (
	KindProfession    Kind = "profession"
	KindSpecialty     Kind = "specialty"
	KindCertification Kind = "cert"
	KindLicense       Kind = "license"
	KindSkill         Kind = "skill"
	KindDegree        Kind = "degree"
	KindLanguage      Kind = "lang"
	KindState         Kind = "state"
)

// EducationLevel orders degrees so a requirement ("bachelor's or higher") can be
// compared with what a candidate holds. The zero value means no level is known.
type EducationLevel int

// Education levels, lowest first.
const (
	LevelNone EducationLevel = iota
	// LevelHighSchool is a high school diploma or an equivalent such as the GED.
	LevelHighSchool
	// LevelCertificate is a postsecondary non-degree award, such as a
	// hospital diploma in nursing.
	LevelCertificate
	LevelAssociate
	LevelBachelor
	LevelMaster
	LevelDoctorate
)

var levelNames = [...]string{"none", "high school", "certificate", "associate", "bachelor", "master", "doctorate"}

// String returns the level's name, e.g. "bachelor".
func (l EducationLevel) String() string {
	if l < 0 || int(l) >= len(levelNames) {
		return "unknown"
	}
	return levelNames[l]
}

// Concept is one entry of the taxonomy. Fields that do not apply to its Kind are
// empty. Slices returned by this package are copies the caller may keep.
type Concept struct {
	ID   ID
	Kind Kind
	// Name is the display name, e.g. "Registered Nurse".
	Name string
	// Aliases are the surface forms Find recognises for this concept
	// (FindStates for states): synonyms, abbreviations and spellings.
	Aliases []string
	// Category groups concepts within a kind: a profession's family
	// ("nursing", "software", "trades"...), a skill's area ("cloud", "ehr"...).
	Category string
	// Issuer is the body that grants a certification or licence.
	Issuer string
	// Profession is the profession a specialty, licence or certification
	// belongs to, when it belongs to one.
	Profession ID
	// Requires lists the licences and state certifications practising under a
	// profession's title needs in (nearly) every state, so that a consumer can
	// treat a title such as "RN" as a claim to hold them.
	Requires []ID
	// Parents are broader concepts this one counts as: MICU is an ICU, BLS is a
	// CPR certification, a BSN is a Bachelor of Science. See IsA.
	Parents []ID
	// Related are neighbouring concepts that are not the same thing (PCU and
	// telemetry), useful to widen a search but not to meet a requirement.
	Related []ID
	// Level is a degree's education level.
	Level EducationLevel
	// StateIssued marks a certification that a state grants, valid where it
	// was issued, like a licence (a nurse aide's registry listing). See
	// StateIssued.
	StateIssued bool
	// Qualifiers are words that name a specialty only beside its
	// profession: "Commercial" in "Journeyman Electrician - Commercial".
	// Qualified finds them; Find never does, as alone they are everyday
	// words.
	Qualifiers []string
	// Family marks a specialty whose children are kinds of it, the same
	// specialty to a recruiter: MICU and SICU are both ICU (see Same). The
	// children of a specialty that is not a family (L&D and postpartum in
	// obstetrics) are specialties of their own.
	Family bool
}

// StateIssued reports whether a credential is valid only in the state that
// issued it (see LicenseValidIn): every licence but those valid nationwide (a
// CDL of any state, a federal DEA registration), and the certifications a
// state grants.
func StateIssued(id ID) bool {
	c, ok := catalog().byID[id]
	switch {
	case !ok:
		return false
	case c.Kind == KindLicense:
		return !IsA(id, "license:cdl") && id != "license:dea" && id != "license:multistate"
	}
	return c.StateIssued
}

func (c Concept) clone() Concept {
	c.Aliases = slices.Clone(c.Aliases)
	c.Requires = slices.Clone(c.Requires)
	c.Parents = slices.Clone(c.Parents)
	c.Related = slices.Clone(c.Related)
	c.Qualifiers = slices.Clone(c.Qualifiers)
	return c
}

// Lookup returns the concept with the given ID.
func Lookup(id ID) (Concept, bool) {
	c, ok := catalog().byID[id]
	if !ok {
		return Concept{}, false
	}
	return c.clone(), true
}

// Describe returns the concept with the given ID as Lookup does, but
// without its lists (Aliases, Requires, Parents, Related and Qualifiers
// are nil), which Lookup copies: for callers that read only its name,
// kind, category, profession or level, as screening does for every
// candidate it screens. Broader says whether it has parents.
func Describe(id ID) (Concept, bool) {
	c, ok := catalog().byID[id]
	if !ok {
		return Concept{}, false
	}
	c.Aliases, c.Requires, c.Parents, c.Related, c.Qualifiers = nil, nil, nil, nil, nil
	return c, true
}

// Broader reports whether a concept counts as some broader one (it has
// Parents): a BSN is a bachelor's degree, MICU is an ICU.
func Broader(id ID) bool {
	return len(catalog().byID[id].Parents) > 0
}

// Requires returns Lookup(id).Requires without copying the rest of the
// concept: screening asks it of every profession a resume names.
func Requires(id ID) []ID {
	return slices.Clone(catalog().byID[id].Requires)
}

// Ref is a concept as a small number: its place among all concepts in ID
// order, from 1; 0 stands for none. It is a short form of an ID for data
// that only a binary with the same vocabulary reads back (screening's
// facts, whose version holds a digest of the concepts: adding or removing
// a concept renumbers those after it), and a cheaper one to compare: Ref's
// methods look up a table where the ID's functions hash the ID.
type Ref uint32

// RefOf is the Ref of a concept, 0 for an ID that names none.
func RefOf(id ID) Ref {
	return catalog().refs[id]
}

// Known reports whether r stands for a concept.
func (r Ref) Known() bool {
	return r > 0 && int(r) < len(catalog().byRef)
}

// ID is the concept's ID, "" when r stands for none.
func (r Ref) ID() ID {
	if ids := catalog().byRef; r > 0 && int(r) < len(ids) {
		return ids[r]
	}
	return ""
}

// Kind is the concept's Kind, "" when r stands for none.
func (r Ref) Kind() Kind {
	if kinds := catalog().kinds; r > 0 && int(r) < len(kinds) {
		return kinds[r]
	}
	return ""
}

// IsA is IsA(r.ID(), ancestor.ID()) for concepts.
func (r Ref) IsA(ancestor Ref) bool {
	anc := catalog().ancestorRefs
	if r == 0 || int(r) >= len(anc) {
		return false
	}
	return r == ancestor || slices.Contains(anc[r], ancestor)
}

// All returns every concept of the kind, ordered by ID.
func All(kind Kind) []Concept {
	var out []Concept
	for _, c := range catalog().sorted {
		if c.Kind == kind {
			out = append(out, c.clone())
		}
	}
	return out
}

// tradeLicenceCategories are the families of professions whose licences vary
// by state and trade (an electrician's, a driver's class): no licence is
// assumed of them.
var tradeLicenceCategories = []string{"trades", "warehouse", "manufacturing", "facilities"}

// PracticeLicences returns the state-issued licences a health profession
// practises under wherever it works (an RN's, a physical therapist's),
// nil for a profession that needs none or whose licence varies by state and
// trade.
func PracticeLicences(profession ID) []ID {
	p, ok := catalog().byID[profession]
	if !ok || slices.Contains(tradeLicenceCategories, p.Category) {
		return nil
	}
	var out []ID
	for _, id := range p.Requires {
		if id.Kind() == KindLicense && StateIssued(id) {
			out = append(out, id)
		}
	}
	return out
}

// Licensed reports whether a profession is practised under a licence or a
// registry's credential (an RN's licence, a CNA's registry), or is one of
// the families whose licences vary by state and trade (an electrician's, a
// driver's class): where its people may work is a matter of licences, not
// of where they live.
func Licensed(profession ID) bool {
	p, ok := catalog().byID[profession]
	return ok && (len(p.Requires) > 0 || slices.Contains(tradeLicenceCategories, p.Category))
}

// IsA reports whether id counts as ancestor: it is ancestor, or ancestor is
// reachable through Parents. "ICU experience" is met by MICU because
// IsA("specialty:micu", "specialty:icu").
func IsA(id, ancestor ID) bool {
	if id == ancestor {
		return true
	}
	return slices.Contains(catalog().ancestors[id], ancestor)
}

// Narrower reports whether some other concept counts as id (IsA): ICU,
// which MICU is, but not MICU. Where it is false, IsA(x, id) is x == id,
// so that a caller testing many concepts against one looks it up once.
func Narrower(id ID) bool {
	return catalog().narrower[id]
}

// WithAncestors returns ids followed by every ancestor of them not already
// present, without duplicates. Indexing a candidate's concepts this way lets a
// filter on a broad concept (ICU) find records that name a narrow one (MICU).
func WithAncestors(ids []ID) []ID {
	out := make([]ID, 0, len(ids))
	seen := make(map[ID]bool, len(ids))
	add := func(id ID) {
		if !seen[id] {
			seen[id] = true
			out = append(out, id)
		}
	}
	for _, id := range ids {
		add(id)
	}
	anc := catalog().ancestors
	for _, id := range ids {
		for _, a := range anc[id] {
			add(a)
		}
	}
	return out
}

// ShortName is how a sentence names a concept: the shorter of its name and
// the abbreviation the name gives in brackets ("ICU" for "Intensive Care
// Unit (ICU)", "CDL" for "Commercial Driver's License (CDL)"), the name
// when it gives none, the ID for an unknown concept.
func ShortName(id ID) string {
	if n, ok := catalog().short[id]; ok {
		return n
	}
	return string(id)
}

// shortName computes ShortName from a concept's name.
func shortName(name string) string {
	if i := strings.LastIndexByte(name, '('); i > 0 && strings.HasSuffix(name, ")") {
		outer, inner := strings.TrimSpace(name[:i]), name[i+1:len(name)-1]
		if len(inner) < len(outer) && !strings.Contains(inner, ",") {
			return inner
		}
		return outer
	}
	return name
}

// SaysKind reports whether a credential's written name already says what
// kind of credential it is, by a word ("licence", "certification",
// "registration") or by an abbreviation the taxonomy expands into one ("CDL"
// is a Commercial Driver's License), so that a sentence does not add the
// kind again.
func SaysKind(written string, id ID) bool {
	if namesKind(strings.ToLower(written)) {
		return true
	}
	d := catalog()
	says := func(a ID) bool {
		c, ok := d.byID[a]
		short := d.short[a]
		return ok && short != c.Name && strings.Contains(written, short) && namesKind(strings.ToLower(c.Name))
	}
	if says(id) {
		return true
	}
	return slices.ContainsFunc(d.ancestors[id], says)
}

// namesKind reports whether a lower-case name says what kind of credential
// it is.
func namesKind(low string) bool {
	for _, w := range []string{"licen", "certif", "registration", "credential", "permit"} {
		if strings.Contains(low, w) {
			return true
		}
	}
	return false
}
