package screening

import (
	"slices"
	"strings"

	"github.com/recruitd/recruitd/internal/ascii"
	"github.com/recruitd/recruitd/internal/english"
	"github.com/recruitd/recruitd/screening/criteria"
	"github.com/recruitd/recruitd/taxonomy"
)

// degree is one degree the candidate holds.
type degree struct {
	ids      []taxonomy.ID
	level    taxonomy.EducationLevel
	text     string // as the profile or resume writes it
	major    string
	evidence *string
}

// degrees are the profile's education entries, or the degrees the resume
// names when the profile lists none. listed reports the former: a list of
// education is evidence of what the candidate does not hold.
func (k *cand) degrees() (out []degree, listed bool) {
	if k.Profile != nil {
		for _, e := range k.Profile.Education {
			text := e.Degree
			if e.Major != "" && !strings.Contains(ascii.Lower(e.Degree), ascii.Lower(e.Major)) {
				text += " in " + e.Major
			}
			d := degree{ids: fieldConcepts(text), text: text, major: e.Major, evidence: k.locate(e.Degree)}
			if d.evidence == nil {
				d.evidence = k.locate(e.Major)
			}
			d.level = levelOf(d.ids)
			if d.level > taxonomy.LevelNone {
				out = append(out, d)
			}
		}
	}
	if len(out) > 0 {
		return out, true
	}
	for _, m := range k.mentions {
		if m.ref.Kind() == taxonomy.KindDegree && m.src != srcSpecialty {
			ids := []taxonomy.ID{m.id()}
			out = append(out, degree{ids: ids, level: levelOf(ids), text: k.srcs[m.src].text[m.start:m.end], evidence: k.excerptOf(m)})
		}
	}
	return out, false
}

func levelOf(ids []taxonomy.ID) taxonomy.EducationLevel {
	l := taxonomy.LevelNone
	for _, id := range ids {
		if c, ok := taxonomy.Describe(id); ok && c.Kind == taxonomy.KindDegree && c.Level > l {
			l = c.Level
		}
	}
	return l
}

// evalEducation checks a degree: the highest held must reach the level
// asked. A specific degree asked (a BSN, not any bachelor's) is fully met by
// that degree or a higher level, partially by another of the same level. A
// field asked ("in Computer Science") must share a word with the major.
// asked is names of the criterion's concepts, f fieldOf its text.
func (k *cand) evalEducation(c criteria.Criterion, o *outcome, asked string, f askedField) {
	need := c.EducationLevel
	if need == taxonomy.LevelNone {
		need = levelOf(c.Concepts)
	}
	if need == taxonomy.LevelNone {
		k.evalOther(c, o)
		return
	}
	held, listed := k.degrees()
	if len(held) == 0 {
		o.res.Reasoning = "No education found in the resume"
		return
	}
	specific := slices.ContainsFunc(c.Concepts, taxonomy.Broader)
	if asked == "" {
		asked = need.String() + " degree"
	}
	phrase, field := f.phrase, f.words
	best := -1
	var bestCheck check
	for i, d := range held {
		var ch check
		exact := matches(d.ids, c.Concepts, true)
		switch {
		case exact || d.level > need || d.level == need && !specific:
			ch = check{status: FullyMet, basis: Evidence, reasoning: "Holds " + english.WithArticle(d.text), evidence: d.evidence}
			if len(field) > 0 && !(exact && specific) {
				major := d.major
				if _, in, ok := strings.Cut(d.text, " in "); ok && major == "" {
					major = in
				}
				switch {
				case major == "":
					ch.status = PartiallyMet
					ch.reasoning += "; its field is not stated (" + phrase + " asked)"
				case !sharesWord(major, field):
					ch.status = PartiallyMet
					ch.reasoning += ", not in " + phrase
				}
			}
		case d.level == need:
			ch = check{status: PartiallyMet, basis: Evidence, reasoning: "Holds " + english.WithArticle(d.text) + ", not " + english.WithArticle(asked), evidence: d.evidence}
		case listed:
			ch = check{status: NotMet, basis: Contradiction, reasoning: "Highest degree listed is " + english.WithArticle(d.text) + "; " + english.WithArticle(asked) + " is asked", evidence: d.evidence}
		default:
			ch = check{status: NotMet, basis: Unverified, reasoning: "The resume names " + english.WithArticle(d.text) + " but no " + asked, evidence: d.evidence}
		}
		if best < 0 || ch.rank() > bestCheck.rank() {
			best, bestCheck = i, ch
		}
	}
	o.res.Status, o.res.Basis, o.res.Reasoning, o.res.TextEvidence = bestCheck.status, bestCheck.basis, bestCheck.reasoning, bestCheck.evidence
	if bestCheck.status == PartiallyMet && strings.Contains(bestCheck.reasoning, "field is not stated") {
		o.open = true
		o.followUp = "What was the field of your " + held[best].text + "?"
	}
}

// fieldWords are words of a field of study that do not name it.
var fieldWords = map[string]bool{
	"or": true, "and": true, "a": true, "an": true, "the": true, "related": true, "field": true, "fields": true,
	"similar": true, "equivalent": true, "discipline": true, "area": true, "preferred": true, "required": true,
	"from": true, "accredited": true, "program": true, "school": true, "university": true, "college": true,
	"relevant": true, "technical": true, "other": true, "plus": true, "degree": true,
}

// askedField is what fieldOf reads of a criterion, once per posting
// (Posting.fields) rather than for every candidate.
type askedField struct {
	phrase string
	words  []string
}

// fieldOf returns the field a degree criterion asks for, the text after
// "in" that follows its last degree mention, and its significant words:
// "Bachelor's degree in Accounting or Finance" asks for accounting and
// finance.
func fieldOf(text string) (string, []string) {
	after := 0
	for _, m := range taxonomy.Find(text) {
		if m.ID.Kind() == taxonomy.KindDegree && m.End > after {
			after = m.End
		}
	}
	rest := ascii.Lower(text[after:])
	i := strings.Index(rest, " in ")
	if i < 0 || after == 0 || i > 3 {
		return "", nil
	}
	var out []string
	for _, w := range strings.FieldsFunc(rest[i+4:], func(r rune) bool { return r >= 0x80 || !isWordByte(byte(r)) }) {
		if len(w) > 1 && !fieldWords[w] && !slices.Contains(out, w) {
			out = append(out, w)
		}
	}
	return strings.TrimRight(text[after+i+4:], ". "), out
}

// sharesWord reports whether text has one of words (lower case).
func sharesWord(text string, words []string) bool {
	for _, w := range words {
		if indexWord(ascii.Lower(text), w) >= 0 {
			return true
		}
	}
	return false
}
