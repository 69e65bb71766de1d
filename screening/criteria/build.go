package criteria

import (
	"slices"
	"strings"

	"github.com/recruitd/recruitd/taxonomy"
)

// refusalWords turn compact wording around: "compact licenses are not
// accepted in California" asks for a California licence, not a multistate one.
var refusalWords = makePhrases("not accepted", "not accept", "not honored", "not honoured", "not valid",
	"not recognized", "not recognised", "not eligible", "no compact", "no multistate", "cannot be used",
	"not part of", "not a member", "not a compact", "not in the", "non compact", "noncompact",
	"does not participate", "not participate", "not participating", "outside the", "not ok", "not okay")

// refusesCompact reports whether toks, which name a multistate licence,
// turn it around: refusal wording, or a negation shortly before the
// compact's name ("Massachusetts is not a Nurse Licensure Compact state").
func refusesCompact(toks []token) bool {
	if refusalWords.in(toks) {
		return true
	}
	for i, t := range toks {
		if t.key != "not" && t.key != "no" && t.key != "non" {
			continue
		}
		for _, u := range toks[i+1 : min(len(toks), i+5)] {
			if taxonomy.SaysMultistate(u.key) {
				return true
			}
		}
	}
	return false
}

// build turns one piece of text into its criteria. With split, an "and" list
// of what it asks for gives a criterion each ("BLS and ACLS required");
// alternatives ("BLS or ACLS"), degrees and languages always stay one
// criterion.
func (d *doc) build(f facts, imp string, h hint, split bool) []Criterion {
	asked, context := d.mentions(f)
	credential := f.cls == classCert || f.cls == classLicense
	gaps := make([]gap, 0, len(asked))
	anyOr := false
	for i := 1; i < len(asked); i++ {
		g := gapOf(d.text[asked[i-1].end:asked[i].start], credential)
		anyOr = anyOr || g == gapOr
		gaps = append(gaps, g)
	}
	groups := [][]mention{asked}
	if split && !anyOr && f.cls != classDegree && f.cls != classLanguage && len(asked) > 1 {
		groups = [][]mention{asked[:1]}
		for i, g := range gaps {
			if g == gapAnd {
				groups = append(groups, nil)
			}
			groups[len(groups)-1] = append(groups[len(groups)-1], asked[i+1])
		}
	}
	typ := typeOf(f, h)
	out := make([]Criterion, 0, len(groups))
	for _, g := range groups {
		c := Criterion{
			Text:       d.text[f.start:f.end],
			Importance: imp,
			Type:       typ,
			Context:    cloneSlice(context),
			MinYears:   f.years,
		}
		if typ == TypeLanguage {
			g = dropEnglish(g)
		}
		// Degrees listed with commas are alternatives ("BS, MS or PhD").
		c.AnyOf = anyOr || f.cls == classDegree && slices.Contains(gaps, gapAnd)
		for _, m := range g {
			for _, id := range m.ids {
				if !slices.Contains(c.Concepts, id) {
					c.Concepts = append(c.Concepts, id)
				}
			}
		}
		alternatives := c.AnyOf
		c.Concepts = prune(c.Concepts, c.AnyOf)
		names := d.names(g, c.Concepts, alternatives)
		if len(names) == 0 {
			names = conceptNames(c.Concepts)
		}
		c.AnyOf = c.AnyOf && len(c.Concepts) > 1
		c.Strict = imp == Required && strictWords.in(f.toks)
		switch typ {
		case TypeEducation:
			c.EducationLevel = level(c.Concepts, c.AnyOf)
		case TypeLicense:
			d.licence(&c, f)
			c.Obtainable = obtainable(f.toks)
		case TypeCertification:
			c.Obtainable = obtainable(f.toks)
			if slices.ContainsFunc(c.Concepts, taxonomy.StateIssued) {
				// A state's registry ("CNA on the Georgia Nurse Aide
				// Registry") is valid in that state, like a licence.
				c.States = d.states(f)
			}
		case TypeLocation:
			c.States = d.states(f)
		case TypeSchedule:
			c.Shifts = cloneSlice(f.shifts)
		case TypeYearsOfExperience:
			if len(c.Concepts) == 0 {
				c.Field = fieldWords(f)
			}
		}
		c.Question = question(c, names, alternatives)
		out = append(out, c)
	}
	return out
}

// names returns how the text writes the mentions in g that name concepts,
// one per concept: "Doctor of Physical Therapy (DPT)" is named once. Of
// alternatives every one is named, even where one counts as another ("High
// school diploma or GED"). Mentions with only spaces between them read as
// one name ("outpatient orthopedic").
func (d *doc) names(g []mention, concepts []taxonomy.ID, anyOf bool) []named {
	var out []named
	var covered []taxonomy.ID
	lastStart, lastEnd := 0, 0
	for _, m := range g {
		var ids []taxonomy.ID
		for _, id := range m.ids {
			if (anyOf || slices.Contains(concepts, id)) && !slices.Contains(covered, id) {
				ids = append(ids, id)
			}
		}
		if len(ids) == 0 || m.end == m.start {
			continue
		}
		covered = append(covered, ids...)
		if n := len(out); n > 0 && lastEnd <= m.start && strings.TrimSpace(d.text[lastEnd:m.start]) == "" {
			out[n-1] = named{text: d.text[lastStart:m.end], ids: append(out[n-1].ids, ids...)}
		} else {
			out = append(out, named{text: d.text[m.start:m.end], ids: ids})
			lastStart = m.start
		}
		lastEnd = m.end
	}
	return out
}

// conceptNames names concepts the text asks for without naming them ("state
// license" in a physical therapist's posting) by their taxonomy names.
func conceptNames(ids []taxonomy.ID) []named {
	var out []named
	for _, id := range ids {
		if c, ok := taxonomy.Lookup(id); ok {
			out = append(out, named{text: strings.ReplaceAll(c.Name, "licence", "license"), ids: []taxonomy.ID{id}})
		}
	}
	return out
}

// dropEnglish leaves English out of a list of languages that names another:
// a posting written in English asking for "English/Spanish" asks for Spanish.
func dropEnglish(g []mention) []mention {
	isEnglish := func(m mention) bool { return len(m.ids) == 1 && m.ids[0] == "lang:english" }
	if !slices.ContainsFunc(g, func(m mention) bool { return !isEnglish(m) }) {
		return g
	}
	return slices.DeleteFunc(slices.Clone(g), isEnglish)
}

// licence fills in where a licence must be valid and whether it is to be
// multistate. A multistate licence offered with "or" ("Texas or compact RN
// license", "RN license in TX or a compact state") is an alternative; one
// refused ("compact licenses are not accepted") is NoCompact.
func (d *doc) licence(c *Criterion, f facts) {
	c.States = d.states(f)
	compact := taxonomy.SaysMultistate(d.text[f.start:f.end])
	if compact && refusesCompact(f.toks) {
		c.Concepts = slices.DeleteFunc(c.Concepts, func(id taxonomy.ID) bool { return id == "license:multistate" })
		c.Compact, c.NoCompact = false, true
		return
	}
	c.Compact = slices.Contains(c.Concepts, "license:multistate")
	if !c.Compact && compact {
		c.Compact = true
		c.Concepts = append(c.Concepts, "license:multistate")
	}
	if c.Compact && len(c.Concepts) > 1 && (orWords.in(f.toks) || acceptWords.in(f.toks) || permitWords.in(f.toks)) {
		c.AnyOf = true
	}
}

// permitWords say that a multistate licence will do beside the licence asked ("an Arizona RN
// license (Arizona is a compact state, so a multistate license works)"), besides acceptWords:
// it is then an alternative, not what the posting requires.
var permitWords = makePhrases("works", "work", "fine", "counts", "count", "qualifies", "allowed", "eligible", "good")

// states returns the codes of the states f names outside its concept
// mentions ("MS" is a degree, "OR" an operating room).
func (d *doc) states(f facts) []string {
	var out []string
	text := d.text[f.start:f.end]
	for _, m := range taxonomy.FindStates(text) {
		start, end := f.start+m.Start, f.start+m.End
		inside := false
		for _, it := range f.items {
			if start < it.end && it.start < end {
				inside = true
				break
			}
		}
		code, ok := taxonomy.StateCode(string(m.ID))
		if !inside && ok && !slices.Contains(out, code) {
			out = append(out, code)
		}
	}
	return out
}

// prune drops concepts another one makes redundant: with AnyOf the narrower
// ("MICU or ICU" is ICU), otherwise the broader ("Bachelor's degree (BSN)" is
// a BSN).
func prune(ids []taxonomy.ID, anyOf bool) []taxonomy.ID {
	if len(ids) < 2 {
		return ids
	}
	out := ids[:0:0]
	for i, id := range ids {
		redundant := false
		for j, other := range ids {
			if i == j || id == other {
				continue
			}
			if anyOf && taxonomy.IsA(id, other) || !anyOf && taxonomy.IsA(other, id) {
				redundant = true
				break
			}
		}
		if !redundant {
			out = append(out, id)
		}
	}
	return out
}

// level is the least education that meets degrees: the lowest of
// alternatives, the highest of degrees all asked for.
func level(ids []taxonomy.ID, anyOf bool) taxonomy.EducationLevel {
	var lv taxonomy.EducationLevel
	for _, id := range ids {
		c, ok := taxonomy.Lookup(id)
		if !ok || c.Level == taxonomy.LevelNone {
			continue
		}
		if lv == taxonomy.LevelNone || anyOf && c.Level < lv || !anyOf && c.Level > lv {
			lv = c.Level
		}
	}
	return lv
}

// fieldStop are the words of a years criterion that say nothing of its field:
// quantities, importance, and how the experience is qualified ("recent",
// "verifiable", "professional").
var fieldStop = map[string]bool{
	"year": true, "years": true, "yr": true, "yrs": true, "month": true, "months": true, "of": true,
	"in": true, "as": true, "a": true, "an": true, "the": true, "with": true, "at": true, "least": true,
	"minimum": true, "min": true, "experience": true, "experienced": true, "recent": true,
	"professional": true, "production": true, "verifiable": true, "relevant": true, "related": true,
	"progressive": true, "prior": true, "previous": true, "hands": true, "on": true, "paid": true,
	"direct": true, "practical": true, "total": true, "overall": true, "full": true, "time": true,
	"solid": true, "strong": true, "proven": true, "demonstrated": true, "and": true, "or": true,
	"plus": true, "required": true, "preferred": true, "must": true, "have": true, "has": true,
	"including": true, "work": true, "working": true, "one": true, "two": true, "three": true,
	"four": true, "five": true, "six": true, "seven": true, "eight": true, "nine": true, "ten": true,
	"more": true, "than": true, "over": true, "building": true, "applications": true,
	"application": true, "is": true, "are": true, "be": true, "setting": true, "environment": true,
	"role": true, "roles": true, "position": true, "positions": true, "industry": true, "field": true,
	"preferably": true, "ideally": true, "post": true, "graduate": true,
}

// fieldWords returns the words of f that name its field, outside brackets
// and concept mentions: "backend", "software", "engineering" in "4+ years of
// backend software engineering experience (Go preferred)".
func fieldWords(f facts) []string {
	var out []string
	depth := 0
	for _, t := range f.toks {
		var bracket bool
		if depth, bracket = nest(depth, t.key); bracket {
			continue
		}
		if !t.word || depth > 0 || fieldStop[t.key] || isDigit(t.key[0]) || slices.Contains(out, t.key) {
			continue
		}
		if slices.ContainsFunc(f.items, func(it item) bool { return it.start < t.end && t.start < it.end }) {
			continue
		}
		out = append(out, t.key)
	}
	return out
}
