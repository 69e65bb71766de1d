package taxonomy

import (
	"fmt"
	"slices"
	"strings"
	"sync"
	"unicode"

	"github.com/recruitd/recruitd/internal/ascii"
)

// Alias markers used in the data tables. Most aliases need none: an alias with
// no lower-case letter ("OR", "ICU", "L&D") is matched case-sensitively, any
// other alias case-insensitively except for its abbreviations ("Main OR").
const (
	// markExact makes a mixed-case alias case-sensitive, for names that are
	// also ordinary words when written in lower case ("Epic", "Polish").
	markExact = '='
	// markList makes an alias case-sensitive and accepted only where it reads
	// as an item of a list ("Languages: Go, Python"), for names that are
	// common words even when capitalised ("Go", "Swift").
	markList = '~'
)

// tables is every concept of the taxonomy except states, which states.go
// builds from its own table.
var tables = [][]Concept{
	professions, specialties, certifications, licenses, skills, degrees, languages,
}

// blocked are phrases that contain an alias but do not mention its concept.
// Find consumes them whole (longest match wins) and reports nothing, so
// "FT/PT" is not physical therapy and "emergency contact" not the ED.
var blocked = []string{
	"FT/PT", "PT/FT", "PT/PRN", "PRN/PT", "FT or PT", "part-time (PT)", "PT hours",
	"PT or FT", "FT, PT", "PT, PRN", "PT & FT", "FT & PT", "PT/Per Diem", "Per Diem/PT", "PT shifts", "PT schedule",
	"PT hrs", "part time (PT)", "PT (part-time)", "PT (part time)",
	"PT/INR", "RT-PCR",
	"OT hours", "OT pay", "OT available", "mandatory OT", "voluntary OT",
	"OT rate", "OT rates", "OT opportunities", "OT eligible", "paid OT", "plus OT", "OT after 40",
	// Time zones: "9am-5pm CST" is no surgical technologist, "ET/CT" no CT.
	"am CST", "pm CST", "a.m. CST", "p.m. CST", "CST/CDT", "CDT/CST", "EST/CST", "CST/EST", "PST/CST", "CST/PST",
	"MST/CST", "CST/MST", "CST timezone", "CST time zone", "CST hours", "Central Standard Time", "Central Time (CST)",
	"am CT", "pm CT", "a.m. CT", "p.m. CT", "ET/CT", "CT/ET", "CT/MT", "Central Time (CT)", "CT time zone", "CT hours",
	// Issuing bodies, written beside their credentials: their names hold a
	// profession or a unit they do not claim for the holder.
	"American Registry of Radiologic Technologists", "American Registry for Diagnostic Medical Sonography",
	"Nuclear Medicine Technology Certification Board", "American Association of Medical Assistants",
	"Pharmacy Technician Certification Board", "American Academy of Nurse Practitioners",
	"American Association of Nurse Practitioners", "Emergency Nurses Association",
	"American Association of Critical-Care Nurses", "American Nurses Credentialing Center",
	"Board of Certification for Emergency Nursing", "Oncology Nursing Society",
	"Oncology Nursing Certification Corporation", "Association of periOperative Registered Nurses",
	"National Council of State Boards of Nursing", "Board of Registered Polysomnographic Technologists",
	"National Board of Surgical Technology and Surgical Assisting", "National Healthcareer Association",
	"Pediatric Nursing Certification Board", "Medical-Surgical Nursing Certification Board",
	"Certification Board for Sterile Processing and Distribution", "Healthcare Sterile Processing Association",
	"Board of Vocational Nursing and Psychiatric Technicians",
	// Obstetric procedures that would read as a programming language.
	"C-section", "C-sections", "C section", "C/S",
	"AND/OR", "EITHER/OR", // lower-case "or" never matches OR anyway
	"emergency contact", "emergency contacts", "in case of emergency", "emergency preparedness",
	"emergency management", "emergency response", "emergency situations", "emergency procedures",
	"trauma-informed", "cardiac arrest", "cardiac arrests",
	"MS patients", "Multiple Sclerosis (MS)",
	"Secretary of State", "Secretary of the State",
}

type catalogData struct {
	byID      map[ID]Concept
	sorted    []Concept
	ancestors map[ID][]ID
	concepts  *matcher
	states    *matcher
	// qualifiers find, per profession, the words that name one of its
	// specialties only beside it (Concept.Qualifiers).
	qualifiers map[ID]*matcher
	short      map[ID]string // ShortName
	// refs are the concepts' Refs: the IDs of sorted numbered from 1.
	// byRef, kinds and ancestorRefs are indexed by Ref (0 is no concept).
	// narrower holds the concepts some other concept counts as (Narrower).
	narrower map[ID]bool
	// families holds, per concept, the families (Concept.Family) among it
	// and its ancestors, in that order (Same).
	families map[ID][]ID
	// adjacent holds, per concept, the indexes of the adjacency pairs it
	// is a side of (Adjacent).
	adjacent     map[ID][]int
	refs         map[ID]Ref
	byRef        []ID
	kinds        []Kind
	ancestorRefs [][]Ref
	shown        sync.Map // Shown's answers, by [2]ID{want, profession}
}

// catalog compiles the tables once, on first use, so that programs that never
// touch the taxonomy pay nothing for it.
var catalog = sync.OnceValue(func() *catalogData {
	d, err := build()
	if err != nil {
		// The tables are constants of this package and tests build them, so
		// an error here is a programming error, like a bad regexp literal.
		panic("taxonomy: " + err.Error())
	}
	return d
})

func build() (*catalogData, error) {
	d := &catalogData{
		byID:       map[ID]Concept{},
		ancestors:  map[ID][]ID{},
		concepts:   newMatcher(true),
		states:     newMatcher(false),
		qualifiers: map[ID]*matcher{},
		short:      map[ID]string{},
	}
	add := func(c Concept, m *matcher) error {
		c.Kind = c.ID.Kind()
		if c.Kind == "" || c.Name == "" {
			return fmt.Errorf("concept %q: needs a kind prefix and a name", c.ID)
		}
		if _, dup := d.byID[c.ID]; dup {
			return fmt.Errorf("concept %q: defined twice", c.ID)
		}
		public := make([]string, 0, len(c.Aliases))
		for _, a := range c.Aliases {
			s, err := parseAlias(a)
			if err != nil {
				return fmt.Errorf("concept %q: %w", c.ID, err)
			}
			public = append(public, s.text)
			m.add(s, c.ID, c.Kind == KindProfession)
			if m == d.concepts && c.Kind != KindLicense && holdsStateCode(s.text) {
				d.states.add(s, "", false)
			}
		}
		for _, q := range c.Qualifiers {
			if c.Kind != KindSpecialty || c.Profession == "" {
				return fmt.Errorf("concept %q: qualifier %q needs a specialty of a profession", c.ID, q)
			}
			if d.qualifiers[c.Profession] == nil {
				d.qualifiers[c.Profession] = newMatcher(false)
			}
			d.qualifiers[c.Profession].add(alias{text: q}, c.ID, false)
		}
		c.Aliases = public
		d.byID[c.ID] = c
		d.short[c.ID] = shortName(c.Name)
		return nil
	}
	for _, t := range tables {
		for _, c := range t {
			if c.ID.Kind() == KindState {
				return nil, fmt.Errorf("concept %q: states belong in states.go", c.ID)
			}
			if err := add(c, d.concepts); err != nil {
				return nil, err
			}
		}
	}
	for _, c := range stateConcepts() {
		if err := add(c, d.states); err != nil {
			return nil, err
		}
	}
	for _, b := range blocked {
		s, err := parseAlias(b)
		if err != nil {
			return nil, fmt.Errorf("blocked phrase: %w", err)
		}
		d.concepts.add(s, "", false)
	}
	if err := d.link(); err != nil {
		return nil, err
	}
	d.families, d.adjacent = map[ID][]ID{}, map[ID][]int{}
	for id := range d.byID {
		for _, p := range append([]ID{id}, d.ancestors[id]...) {
			if d.byID[p].Family {
				d.families[id] = append(d.families[id], p)
			}
		}
	}
	for i, p := range adjacency {
		d.adjacent[p.a] = append(d.adjacent[p.a], i)
		if p.b != p.a {
			d.adjacent[p.b] = append(d.adjacent[p.b], i)
		}
	}
	d.narrower = map[ID]bool{}
	for _, anc := range d.ancestors {
		for _, a := range anc {
			d.narrower[a] = true
		}
	}
	d.refs = make(map[ID]Ref, len(d.byID))
	d.byRef, d.kinds = make([]ID, 1, len(d.byID)+1), make([]Kind, 1, len(d.byID)+1)
	for _, id := range d.ids() {
		d.sorted = append(d.sorted, d.byID[id])
		d.refs[id] = Ref(len(d.byRef))
		d.byRef, d.kinds = append(d.byRef, id), append(d.kinds, d.byID[id].Kind)
	}
	d.ancestorRefs = make([][]Ref, len(d.byRef))
	for r, id := range d.byRef {
		for _, a := range d.ancestors[id] {
			d.ancestorRefs[r] = append(d.ancestorRefs[r], d.refs[a])
		}
	}
	return d, nil
}

// holdsStateCode reports whether an alias of several words has one written
// as a state code: "CT Technologist", "ARRT (CT)", "PA-C" and "Main OR" name
// no state, so FindStates skips them whole as it skips blocked phrases. A
// code before licence wording ("PA License") may well be the state, as
// readsAsState has it, so such an alias is left to FindStates, and so is
// every licence's (the state in "CA CRT" issued it).
func holdsStateCode(alias string) bool {
	var ts tokens
	tokenize(alias, ascii.Lower(alias), &ts)
	if len(ts.list) < 2 {
		return false
	}
	code := false
	for i, t := range ts.list {
		if !t.word || !isStateCode(alias[t.start:t.end]) {
			continue
		}
		if licenceWords[ts.key(i+1)] {
			return false
		}
		code = true
	}
	return code
}

// ids returns every concept ID in order, so that building is deterministic.
func (d *catalogData) ids() []ID {
	ids := make([]ID, 0, len(d.byID))
	for id := range d.byID {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	return ids
}

// link checks every reference between concepts, makes Related symmetric and
// computes each concept's ancestors.
func (d *catalogData) link() error {
	check := func(from ID, field string, to ID, kinds ...Kind) error {
		c, ok := d.byID[to]
		if !ok {
			return fmt.Errorf("concept %q: %s %q does not exist", from, field, to)
		}
		if len(kinds) > 0 && !slices.Contains(kinds, c.Kind) {
			return fmt.Errorf("concept %q: %s %q is a %s", from, field, to, c.Kind)
		}
		return nil
	}
	ids := d.ids()
	for _, id := range ids {
		c := d.byID[id]
		if c.Profession != "" {
			if err := check(id, "profession", c.Profession, KindProfession); err != nil {
				return err
			}
		}
		for _, r := range c.Requires {
			if err := check(id, "requirement", r, KindLicense, KindCertification); err != nil {
				return err
			}
		}
		for _, p := range c.Parents {
			if err := check(id, "parent", p, c.Kind); err != nil {
				return err
			}
		}
		for _, r := range c.Related {
			if err := check(id, "related", r); err != nil {
				return err
			}
			other := d.byID[r]
			if !slices.Contains(other.Related, id) {
				other.Related = append(slices.Clone(other.Related), id)
				d.byID[r] = other
			}
		}
	}
	for _, s := range shownBy {
		if err := check(s.skill, "shown specialty", s.specialty, KindSpecialty); err != nil {
			return err
		}
		if err := check(s.skill, "shown by", s.skill, KindSkill); err != nil {
			return err
		}
	}
	for _, p := range adjacency {
		for _, id := range []ID{p.a, p.b} {
			if err := check(id, "adjacency", id); err != nil {
				return err
			}
		}
		if p.profession != "" {
			if err := check(p.a, "adjacency profession", p.profession, KindProfession); err != nil {
				return err
			}
		}
	}
	for _, id := range ids {
		var anc []ID
		var walk func(cur ID, depth int) error
		walk = func(cur ID, depth int) error {
			if depth > len(d.byID) {
				return fmt.Errorf("concept %q: parents form a cycle", id)
			}
			for _, p := range d.byID[cur].Parents {
				if p == id {
					return fmt.Errorf("concept %q: parents form a cycle", id)
				}
				if !slices.Contains(anc, p) {
					anc = append(anc, p)
				}
				if err := walk(p, depth+1); err != nil {
					return err
				}
			}
			return nil
		}
		if err := walk(id, 0); err != nil {
			return err
		}
		if len(anc) > 0 {
			d.ancestors[id] = anc
		}
	}
	return nil
}

// alias is one parsed entry of an Aliases list.
type alias struct {
	text     string // as shown to users, without markers
	exact    bool
	listOnly bool
}

func parseAlias(a string) (alias, error) {
	s := alias{text: a}
	switch {
	case strings.HasPrefix(a, string(markList)):
		s.text, s.exact, s.listOnly = a[1:], true, true
	case strings.HasPrefix(a, string(markExact)):
		s.text, s.exact = a[1:], true
	default:
		s.exact = isUpperOnly(a)
	}
	if strings.TrimSpace(s.text) != s.text || s.text == "" {
		return alias{}, fmt.Errorf("alias %q: empty or padded", a)
	}
	return s, nil
}

// isUpperOnly reports whether s has an upper-case letter and no lower-case one:
// such aliases are abbreviations that collide with words when lower-cased.
func isUpperOnly(s string) bool {
	upper := false
	for _, r := range s {
		if unicode.IsLower(r) {
			return false
		}
		upper = upper || unicode.IsUpper(r)
	}
	return upper
}
