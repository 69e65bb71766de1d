package criteria

import (
	"slices"
	"sort"
	"strings"

	"github.com/recruitd/recruitd/internal/ascii"
	"github.com/recruitd/recruitd/taxonomy"
)

// doc is a text being read for criteria, with its concept mentions.
type doc struct {
	text  string
	low   string // text with ASCII letters lower-cased, for tokens
	items []item
	// posting is the job description an explicit criterion belongs to: its
	// profession is the one a bare "active state license" is for. It is nil
	// when the text is the description itself.
	posting *doc
	// prof caches profession; profDone says whether it has been computed.
	prof     taxonomy.ID
	profDone bool
}

// item is one mention of one or more concepts: the taxonomy reports each
// concept a phrase names ("CPA" is a profession and a licence) with the same
// span, and they are read as one mention here.
type item struct {
	start, end int
	ids        []taxonomy.ID
}

func findItems(text string) []item {
	var items []item
	for _, m := range taxonomy.Find(text) {
		if m.ID.Kind() == taxonomy.KindState {
			continue
		}
		if n := len(items); n > 0 && items[n-1].start == m.Start && items[n-1].end == m.End {
			items[n-1].ids = append(items[n-1].ids, m.ID)
			continue
		}
		items = append(items, item{start: m.Start, end: m.End, ids: []taxonomy.ID{m.ID}})
	}
	return items
}

// itemsIn returns the mentions inside text[start:end].
func (d *doc) itemsIn(start, end int) []item {
	i := sort.Search(len(d.items), func(i int) bool { return d.items[i].start >= start })
	j := i
	for j < len(d.items) && d.items[j].end <= end {
		j++
	}
	return d.items[i:j]
}

// inItem reports whether byte offset p falls strictly inside a mention.
func (d *doc) inItem(p int) bool {
	i := sort.Search(len(d.items), func(i int) bool { return d.items[i].end > p })
	return i < len(d.items) && d.items[i].start < p
}

// profession returns the first profession the job description names, the
// profession a licence criterion that names none is for.
func (d *doc) profession() taxonomy.ID {
	if d.posting != nil {
		return d.posting.profession()
	}
	if !d.profDone {
		d.profDone = true
		items := d.items
		if items == nil {
			items = findItems(d.text)
		}
		for _, it := range items {
			for _, id := range it.ids {
				if id.Kind() == taxonomy.KindProfession && len(licencesOf(id)) > 0 {
					d.prof = id
					return id
				}
			}
		}
	}
	return d.prof
}

// licencesOf returns the licences practising as profession needs.
func licencesOf(profession taxonomy.ID) []taxonomy.ID {
	c, _ := taxonomy.Lookup(profession)
	var out []taxonomy.ID
	for _, r := range c.Requires {
		if r.Kind() == taxonomy.KindLicense {
			out = append(out, r)
		}
	}
	return out
}

// class is what a piece of text is mainly about, which decides its type and
// which of its concepts it asks for.
type class uint8

const (
	classNone class = iota
	classDegree
	classLicense
	classCert
	classLanguage
	classSpecialty
	classSkill
	classProfession
	classSchedule
	classLocation
)

var kindClass = map[taxonomy.Kind]class{
	taxonomy.KindDegree:        classDegree,
	taxonomy.KindLicense:       classLicense,
	taxonomy.KindCertification: classCert,
	taxonomy.KindLanguage:      classLanguage,
	taxonomy.KindSpecialty:     classSpecialty,
	taxonomy.KindSkill:         classSkill,
	taxonomy.KindProfession:    classProfession,
}

// conceptOrder is which concept a text is about when it names several: the
// credential or degree over the specialty it is for, the specialty over the
// skills and the profession it is practised with.
var conceptOrder = []class{classDegree, classLicense, classCert, classLanguage, classSpecialty, classSkill}

// hint is what the input type or the section heading says a text is about.
type hint struct {
	classes    []class // classes to prefer where the text names several
	typ        string  // a Type given by the input, "" to derive one
	experience bool    // the input type or heading is experience
}

// inputHint maps an input's type to a hint (see the Type constants).
func inputHint(s string) hint {
	s = strings.NewReplacer(" ", "", "_", "", "-", "").Replace(strings.ToLower(strings.TrimSpace(s)))
	switch s {
	case "experience", "yearsofexperience", "years", "workexperience":
		return hint{classes: []class{classSpecialty, classSkill, classProfession}, experience: true}
	case "certification", "certifications", "certificate", "cert":
		return hint{classes: []class{classCert}, typ: TypeCertification}
	case "license", "licenses", "licence", "licences", "licensure":
		return hint{classes: []class{classLicense}, typ: TypeLicense}
	case "specialty", "speciality", "specialties", "unit":
		return hint{classes: []class{classSpecialty}, typ: TypeSpecialty}
	case "education", "degree":
		return hint{classes: []class{classDegree}, typ: TypeEducation}
	case "skill", "skills", "technical", "technology", "tool", "tools":
		return hint{classes: []class{classSkill}, typ: TypeSkill}
	case "language", "languages":
		return hint{classes: []class{classLanguage}, typ: TypeLanguage}
	case "schedule", "shift", "shifts", "availability":
		return hint{typ: TypeSchedule}
	case "location", "residency", "geography":
		return hint{typ: TypeLocation}
	case "profession", "title", "role", "occupation":
		return hint{classes: []class{classProfession}, typ: TypeProfession}
	case "other":
		return hint{typ: TypeOther}
	}
	return hint{}
}

// facts are what one piece of text says.
type facts struct {
	start, end int
	toks       []token
	items      []item
	cls        class
	// licenceOf is set when a licence is asked for by the profession that
	// needs it ("Licensed Physical Therapist") rather than named.
	licenceOf bool
	years     float64
	imp       string
	// quantityOnly reports that imp comes from quantity words alone
	// ("minimum", "at least"), which a heading's importance overrides.
	quantityOnly bool
	negated      bool
	shifts       []string
	product      bool // names a product (see namesProduct)
}

func (f facts) meaningful() bool { return f.cls != classNone || f.years > 0 }

// scheduleVerbs make shift words the point of a text that also names a
// specialty: "able to work nights in the ICU" asks about nights.
var scheduleVerbs = makePhrases("work", "available", "availability", "willing", "able", "flexible", "flexibility")

// tokens tokenizes text[start:end].
func (d *doc) tokens(start, end int) []token {
	if d.low == "" && d.text != "" {
		d.low = ascii.Lower(d.text)
	}
	return tokenizeLower(d.text, d.low, start, end)
}

// analyze reads text[start:end].
func (d *doc) analyze(start, end int, h hint) facts {
	f := facts{start: start, end: end, toks: d.tokens(start, end), items: d.itemsIn(start, end)}
	f.years = minYears(d.text, f.toks)
	f.imp, f.quantityOnly, f.negated = weighWording(importanceTokens(f.toks))
	f.shifts = taxonomy.Shifts(d.text[start:end])
	f.product = namesProduct(d.text, f.toks)
	f.cls, f.licenceOf = d.classify(f, h)
	return f
}

func (d *doc) classify(f facts, h hint) (class, bool) {
	var present [classLocation + 1]bool
	for _, it := range f.items {
		for _, id := range it.ids {
			present[kindClass[id.Kind()]] = true
		}
	}
	present[classNone] = false
	physical := physicalWords.in(f.toks)
	if (len(f.shifts) > 0 || timeWords.in(f.toks)) && f.years == 0 && scheduleVerbs.in(f.toks) && !physical &&
		!present[classDegree] && !present[classLicense] && !present[classCert] {
		return classSchedule, false
	}
	if !present[classLicense] && !present[classCert] && certifiedIn(f) {
		return classCert, false
	}
	if physical && abilityWords.in(f.toks) && f.years == 0 && !present[classLicense] && !present[classCert] && !present[classDegree] {
		return classNone, false
	}
	if (knowWords.in(f.toks) || toolWords.in(f.toks)) && f.years == 0 && !present[classSkill] &&
		!present[classLicense] && !present[classCert] && !present[classDegree] && !present[classLanguage] {
		// "Working knowledge of the Medicare hospice benefit", "athenaOne or another
		// ambulatory EHR": knowing a system, whatever unit it serves
		return classSkill, false
	}
	for _, c := range h.classes {
		if present[c] {
			return c, false
		}
	}
	if present[classProfession] && !present[classDegree] && f.years == 0 && degreeWords.in(f.toks) {
		return classDegree, false // "Graduate of an accredited respiratory therapy program"
	}
	for _, c := range conceptOrder {
		if present[c] {
			return c, false
		}
	}
	licence := hasLicenceWord(f.toks) && !driverWords.in(f.toks) && !licensedTime(f)
	if present[classProfession] {
		if licence && d.hasLicenceProfession(f.items) {
			return classLicense, true
		}
		return classProfession, false
	}
	if licence && d.profession() != "" {
		return classLicense, true
	}
	switch {
	case slices.Contains(h.classes, classDegree) && f.years == 0 && !experienceWords.in(f.toks):
		// Under "Education", "Completion of an accredited program".
		return classDegree, false
	case degreeWords.in(f.toks):
		return classDegree, false
	case licence || driverWords.in(f.toks):
		return classLicense, false
	case certWords.in(f.toks):
		return classCert, false
	case languageWords.in(f.toks):
		return classLanguage, false
	case len(f.shifts) > 0 && !physical:
		return classSchedule, false
	case locationWords.in(f.toks):
		return classLocation, false
	}
	return classNone, false
}

// certifiedIn reports whether f asks for a certification in a specialty or
// profession the taxonomy has no certification for: "Oncology
// certification", "certified in wound care", "board certification as an
// FNP". A certification word inside a concept ("Certified Nursing
// Assistant") does not count.
func certifiedIn(f facts) bool {
	roleStarts := func(from, to int) bool { // a specialty or profession item starts in toks[from:to]
		for i := from; i < to && i < len(f.toks); i++ {
			for _, it := range f.items {
				if roleItem(it) && it.start == f.toks[i].start {
					return true
				}
			}
		}
		return false
	}
	inItem := func(t token) bool {
		for _, it := range f.items {
			if t.start >= it.start && t.end <= it.end {
				return true
			}
		}
		return false
	}
	roleEnds := func(t token) bool {
		for _, it := range f.items {
			if roleItem(it) && it.end == t.end {
				return true
			}
		}
		return false
	}
	for i, t := range f.toks {
		if !certWords.in(f.toks[i:i+1]) || inItem(t) {
			continue
		}
		if i > 0 && roleEnds(f.toks[i-1]) {
			return true // "Oncology certification"
		}
		if next := keyAt(f.toks, i+1); next == "as" || next == "in" {
			return roleStarts(i+2, i+4) // "certified in wound care", "certification as an FNP"
		}
	}
	return false
}

// roleItem reports whether it names a specialty or a profession.
func roleItem(it item) bool {
	return len(it.ids) > 0 && (it.ids[0].Kind() == taxonomy.KindSpecialty || it.ids[0].Kind() == taxonomy.KindProfession)
}

// hasLicenceWord reports whether toks name a licence: "post-registration
// experience" names the time since one.
func hasLicenceWord(toks []token) bool {
	for i := range toks {
		if at(licenceWords, toks, i) && keyAt(toks, i-1) != "post" && keyAt(toks, i-1) != "pre" && keyAt(toks, i-1) != "work" {
			return true
		}
	}
	return false
}

// licensedTime reports whether the only licence word of toks is "licensed"
// qualifying a time: "three years of licensed driving experience", "2 years
// of licensed RN experience" ask for years, not for a licence.
func licensedTime(f facts) bool {
	if f.years == 0 || !experienceWords.in(f.toks) {
		return false
	}
	for i, t := range f.toks {
		if at(licenceWords, f.toks, i) && t.key != "licensed" {
			return false
		}
	}
	return true
}

func (d *doc) hasLicenceProfession(items []item) bool {
	for _, it := range items {
		for _, id := range it.ids {
			if id.Kind() == taxonomy.KindProfession && len(licencesOf(id)) > 0 {
				return true
			}
		}
	}
	return false
}

// typeOf is the Type of what f says, given h.
func typeOf(f facts, h hint) string {
	if h.typ != "" {
		return h.typ
	}
	switch f.cls {
	case classDegree:
		return TypeEducation
	case classLicense:
		return TypeLicense
	case classCert:
		return TypeCertification
	case classLanguage:
		return TypeLanguage
	case classSchedule:
		return TypeSchedule
	case classLocation:
		return TypeLocation
	case classSpecialty, classSkill, classProfession:
		if f.years > 0 {
			return TypeYearsOfExperience
		}
		return map[class]string{classSpecialty: TypeSpecialty, classSkill: TypeSkill, classProfession: TypeProfession}[f.cls]
	}
	switch {
	case f.years > 0:
		return TypeYearsOfExperience
	case toolWords.in(f.toks), knowWords.in(f.toks), f.product:
		return TypeSkill
	case h.experience || experienceWords.in(f.toks):
		return TypeExperience
	}
	return TypeOther
}

// namesProduct reports whether toks of text name a product the way vendors
// write them: a capitalised word with a capital inside it after two
// lower-case letters ("PioneerRx", "QuickBooks", "PointClickCare", not
// "McKesson" or "eCommerce"). "Experience with" one asks for a skill.
func namesProduct(text string, toks []token) bool {
	for _, t := range toks {
		w := text[t.start:t.end]
		if w == "" || w[0] < 'A' || w[0] > 'Z' {
			continue
		}
		lower := 0
		for _, c := range []byte(w[1:]) {
			switch {
			case 'a' <= c && c <= 'z':
				lower++
			case 'A' <= c && c <= 'Z' && lower >= 2:
				return true
			default:
				lower = 0
			}
		}
	}
	return false
}

// mention is an item as the criterion reads it: the IDs of the class asked for.
type mention struct {
	start, end int
	ids        []taxonomy.ID
}

// mentions returns the items of f that name what it asks for, and the IDs of
// the others. Mentions in brackets after one of what it asks for are details
// of it, and context: "welding experience (MIG and flux core)" asks for
// welding.
func (d *doc) mentions(f facts) (asked []mention, context []taxonomy.ID) {
	addContext := func(ids []taxonomy.ID) {
		for _, id := range ids {
			if !slices.Contains(context, id) {
				context = append(context, id)
			}
		}
	}
	depth, from, outside := 0, f.start, false
	// unbracketed are the items outside brackets: technologies in brackets
	// illustrate a specialty ("frontend development (React, TypeScript,
	// CSS)"), outside them they narrow it (narrowToTechnology)
	var unbracketed []item
	// broad are the professions and specialties named outside brackets: the
	// years of "1 year of hospital respiratory therapy experience (adult
	// ventilator management)" are the profession's, the bracket an example
	var broad []mention
	for _, it := range f.items {
		for ; from < it.start; from++ {
			switch d.text[from] {
			case '(', '[':
				depth++
			case ')', ']':
				depth = max(0, depth-1)
			}
		}
		if depth == 0 {
			unbracketed = append(unbracketed, it)
			for _, id := range it.ids {
				if k := id.Kind(); k == taxonomy.KindProfession || k == taxonomy.KindSpecialty {
					broad = append(broad, mention{start: it.start, end: it.end, ids: []taxonomy.ID{id}})
				}
			}
		}
		var ids []taxonomy.ID
		for _, id := range it.ids {
			switch {
			case f.licenceOf && id.Kind() == taxonomy.KindProfession:
				ids = append(ids, licencesOf(id)...)
			case !f.licenceOf && f.cls != classNone && kindClass[id.Kind()] == f.cls:
				ids = append(ids, id)
			}
		}
		switch {
		case len(ids) > 0 && depth > 0 && outside:
			for _, id := range ids {
				if !slices.ContainsFunc(asked, func(m mention) bool { return slices.Contains(m.ids, id) }) {
					addContext([]taxonomy.ID{id})
				}
			}
		case len(ids) > 0:
			asked = append(asked, mention{start: it.start, end: it.end, ids: ids})
			outside = outside || depth == 0
		default:
			addContext(it.ids)
		}
	}
	if f.licenceOf && len(asked) == 0 {
		// "Current state license" in a posting for a physical therapist.
		asked = append(asked, mention{start: f.start, end: f.start, ids: licencesOf(d.profession())})
	}
	if f.years > 0 && len(asked) > 0 && !outside && len(broad) > 0 {
		for _, m := range asked {
			addContext(m.ids)
		}
		asked = broad
	}
	if f.years > 0 && f.cls == classSpecialty {
		asked, context = narrowToTechnology(asked, context, unbracketed)
	}
	return asked, context
}

// narrowToTechnology asks years of experience in the technologies a
// specialty is named with, where they show that specialty: "3+ years of
// professional Go in production backend systems" asks three years of Go,
// which are backend years, not three years of any backend; "backend
// development in Java or Kotlin" asks either. The specialty becomes context.
func narrowToTechnology(asked []mention, context []taxonomy.ID, items []item) ([]mention, []taxonomy.ID) {
	var specialties []taxonomy.ID
	for _, m := range asked {
		specialties = append(specialties, m.ids...)
	}
	var techs []mention
	for _, it := range items {
		var ids []taxonomy.ID
		for _, id := range it.ids {
			if id.Kind() == taxonomy.KindSkill && shows(id, specialties) {
				ids = append(ids, id)
			}
		}
		if len(ids) > 0 {
			techs = append(techs, mention{start: it.start, end: it.end, ids: ids})
		}
	}
	if len(techs) == 0 {
		return asked, context
	}
	// and the technologies named beside them that stand next to them: Kotlin
	// beside Java
	shown := slices.Clone(techs)
	for _, it := range items {
		if slices.ContainsFunc(techs, func(m mention) bool { return m.start == it.start }) {
			continue
		}
		for _, id := range it.ids {
			if id.Kind() == taxonomy.KindSkill && slices.ContainsFunc(shown, func(m mention) bool {
				return slices.ContainsFunc(m.ids, func(t taxonomy.ID) bool { return taxonomy.Adjacent(id, t, "") })
			}) {
				techs = append(techs, mention{start: it.start, end: it.end, ids: []taxonomy.ID{id}})
				break
			}
		}
	}
	slices.SortFunc(techs, func(a, b mention) int { return a.start - b.start })
	context = slices.DeleteFunc(slices.Clone(context), func(id taxonomy.ID) bool {
		return slices.ContainsFunc(techs, func(m mention) bool { return slices.Contains(m.ids, id) })
	})
	for _, id := range specialties {
		if !slices.Contains(context, id) {
			context = append(context, id)
		}
	}
	return techs, context
}

// shows reports whether technology shows one of specialties (see
// taxonomy.ShownBy): Go shows backend work.
func shows(technology taxonomy.ID, specialties []taxonomy.ID) bool {
	return slices.ContainsFunc(taxonomy.ShownBy([]taxonomy.ID{technology}), func(s taxonomy.ID) bool {
		return slices.Contains(specialties, s)
	})
}

// gap is how two mentions of a list are joined.
type gap uint8

const (
	gapOther gap = iota // words between, or none: one requirement ("ICU experience in a trauma center")
	gapAnd              // "BLS and ACLS", "BLS, ACLS": a requirement each
	gapOr               // "BLS or ACLS": alternatives
)

var (
	orWords  = makePhrases("or", "either", "alternatively")
	andWords = makePhrases("and", "&", ",", ";", "plus", "as well as", "along with")
)

// gapOf classifies the text between two mentions. A slash between
// credentials joins them ("BLS/ACLS" asks for both); between anything else
// it offers alternatives ("ICU/PCU experience").
func gapOf(text string, credential bool) gap {
	toks := tokenize(text, 0, len(text))
	switch {
	case orWords.in(toks):
		return gapOr
	case len(toks) == 1 && toks[0].key == "/":
		if credential {
			return gapAnd
		}
		return gapOr
	case andWords.in(toks):
		return gapAnd
	}
	return gapOther
}

// dropForeign drops concepts that belong to a profession the posting is not
// about, where the posting names its professions plainly: in a truck
// driver's posting "OTR experience" is over-the-road driving, not the
// occupational therapist's registration. A profession is the posting's when a
// mention names only professions or is a name of several words ("CDL-A Truck
// Driver" names a licence too). Professions are compatible when one
// counts as the other or both are of one family (Category). A name of more
// than one word ("Class B CDL" in an electrician's posting) is too specific
// to mean something else, and is kept.
func dropForeign(text string, items []item) []item {
	var posting []taxonomy.ID
	for _, it := range items {
		plain := strings.ContainsAny(text[it.start:it.end], " \t")
		if !plain {
			plain = true
			for _, id := range it.ids {
				plain = plain && id.Kind() == taxonomy.KindProfession
			}
		}
		for _, id := range it.ids {
			if plain && id.Kind() == taxonomy.KindProfession && !slices.Contains(posting, id) {
				posting = append(posting, id)
			}
		}
	}
	if len(posting) == 0 {
		return items
	}
	compatible := func(p taxonomy.ID) bool {
		pc, _ := taxonomy.Lookup(p)
		for _, q := range posting {
			qc, _ := taxonomy.Lookup(q)
			if taxonomy.IsA(p, q) || taxonomy.IsA(q, p) || pc.Category != "" && pc.Category == qc.Category {
				return true
			}
		}
		return false
	}
	foreign := func(id taxonomy.ID) bool {
		c, _ := taxonomy.Lookup(id)
		switch c.Kind {
		case taxonomy.KindProfession:
			return !compatible(id)
		case taxonomy.KindCertification, taxonomy.KindLicense:
			return c.Profession != "" && !compatible(c.Profession)
		}
		return false
	}
	out := items[:0]
	for _, it := range items {
		if !strings.ContainsAny(text[it.start:it.end], " \t") &&
			!slices.ContainsFunc(it.ids, func(id taxonomy.ID) bool { return !foreign(id) }) {
			continue // every reading of the mention is foreign
		}
		out = append(out, it)
	}
	return out
}
