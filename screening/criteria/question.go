package criteria

import (
	"slices"
	"strconv"
	"strings"

	"github.com/recruitd/recruitd/internal/english"
	"github.com/recruitd/recruitd/taxonomy"
)

// named is a mention of what a criterion asks for, as the text writes it.
type named struct {
	text string
	ids  []taxonomy.ID
}

// question phrases c for a recruiter. names are the mentions of its Concepts
// as the text writes them ("ICU", "Basic Life Support"), so the question
// reads in the posting's own words; alternatives says they are joined by
// "or".
func question(c Criterion, names []named, alternatives bool) string {
	conj := "and"
	if alternatives {
		conj = "or"
	}
	texts := make([]string, len(names))
	for i, n := range names {
		texts[i] = n.text
	}
	what := join(texts, conj)
	switch c.Type {
	case TypeYearsOfExperience:
		years := duration(c.MinYears)
		switch {
		case what == "":
			return "Does the candidate have " + years + " of relevant experience?"
		case hasKind(c, taxonomy.KindSkill):
			return "Does the candidate have " + years + " of experience with " + what + "?"
		case hasKind(c, taxonomy.KindProfession):
			return "Does the candidate have " + years + " of experience as " + english.WithArticle(what) + "?"
		}
		return "Does the candidate have " + years + " of " + what + " experience?"
	case TypeSpecialty:
		if what != "" {
			return "Does the candidate have " + what + " experience?"
		}
	case TypeSkill:
		if what != "" {
			return "Does the candidate have experience with " + what + "?"
		}
	case TypeCertification:
		if what != "" {
			if !slices.ContainsFunc(names, func(n named) bool {
				return slices.ContainsFunc(n.ids, func(id taxonomy.ID) bool { return taxonomy.SaysKind(n.text, id) })
			}) {
				what += " certification"
			}
			return "Does the candidate hold an active " + what + "?"
		}
	case TypeLicense:
		if q := licenceQuestion(c, names, conj); q != "" {
			return q
		}
	case TypeEducation:
		if what != "" {
			return "Does the candidate have " + english.WithArticle(what) + "?"
		}
	case TypeLanguage:
		if what != "" {
			return "Does the candidate speak " + what + "?"
		}
	case TypeSchedule:
		if len(c.Shifts) > 0 {
			var s []string
			for _, sh := range c.Shifts {
				s = append(s, shiftNames[sh])
			}
			return "Can the candidate work " + join(s, "and") + "?"
		}
	case TypeLocation:
		if len(c.States) > 0 {
			return "Is the candidate located in " + join(c.States, "or") + ", or willing to relocate there?"
		}
	case TypeProfession:
		if what != "" {
			return "Is the candidate " + english.WithArticle(what) + "?"
		}
	}
	return `Does the candidate meet this requirement: "` + strings.TrimRight(c.Text, ".") + `"?`
}

var shiftNames = map[string]string{
	"day": "days", "night": "nights", "evening": "evenings", "rotating": "rotating shifts",
	"weekend": "weekends", "holiday": "holidays", "on-call": "on call",
	"8-hour": "8-hour shifts", "10-hour": "10-hour shifts", "12-hour": "12-hour shifts",
}

// licenceQuestion asks after a licence: which, where, and whether multistate.
func licenceQuestion(c Criterion, names []named, conj string) string {
	var which []string
	for _, n := range names {
		if slices.ContainsFunc(n.ids, func(id taxonomy.ID) bool { return id != "license:multistate" }) {
			which = append(which, trimCompact(n.text))
		}
	}
	licence := join(which, conj)
	switch {
	case licence == "" && c.Compact:
		licence = "nursing license"
	case licence == "" && len(c.States) > 0:
		licence = "license"
	case licence == "":
		return ""
	case !slices.ContainsFunc(names, func(n named) bool {
		return slices.ContainsFunc(n.ids, func(id taxonomy.ID) bool { return taxonomy.SaysKind(n.text, id) })
	}):
		licence += " license"
	}
	q := "Does the candidate hold an active "
	if c.Compact && (!c.AnyOf || len(which) == 0) {
		q += "multistate (compact) "
	}
	q += licence
	if len(c.States) > 0 {
		q += " valid in " + join(c.States, "or")
	}
	if c.Compact && c.AnyOf && len(which) > 0 {
		q += ", or a multistate (compact) license"
	}
	if c.NoCompact {
		q += " (a multistate license of another state does not count)"
	}
	if c.Obtainable {
		q += ", or can they obtain one by the start date"
	}
	return q + "?"
}

// trimCompact drops a leading "Compact" or "Multistate" from a licence's
// name, which the question says in its own words.
func trimCompact(s string) string {
	toks := tokenize(s, 0, len(s))
	if len(toks) > 1 && taxonomy.SaysMultistate(s[toks[0].start:toks[0].end]) {
		return s[toks[1].start:]
	}
	return s
}

// hasKind reports whether c asks for a concept of the kind.
func hasKind(c Criterion, kind taxonomy.Kind) bool {
	for _, id := range c.Concepts {
		if id.Kind() == kind {
			return true
		}
	}
	return false
}

// duration writes years as "2+ years", "1+ year" or "6+ months".
func duration(years float64) string {
	if years < 1 {
		return strconv.Itoa(int(years*12+0.5)) + "+ months"
	}
	s := strconv.FormatFloat(years, 'f', -1, 64) + "+ year"
	if years != 1 {
		s += "s"
	}
	return s
}

// join lists items with commas and conj before the last: "A, B or C".
func join(items []string, conj string) string {
	switch len(items) {
	case 0:
		return ""
	case 1:
		return items[0]
	}
	return strings.Join(items[:len(items)-1], ", ") + " " + conj + " " + items[len(items)-1]
}
