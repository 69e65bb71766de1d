package criteria

import (
	"strconv"
	"strings"
)

// Importance wording. The first wording in a piece of text decides its
// importance ("ACLS preferred, required within 90 days of hire" is preferred),
// after skipping negations ("not required", "no experience necessary").
var (
	requiredWords = makePhrases(
		"required", "require", "requires", "requirement", "requirements", "must", "mandatory",
		"need", "needs", "needed", "necessary", "essential", "prerequisite", "shall",
		"contingent on", "contingent upon", "condition of employment",
		// Written short, as agencies' terse postings do: "1yr+ tele exp req".
		"req", "reqd",
	)
	// quantityWords make a text required only when no other wording says
	// otherwise: "at least one year of clinic experience is preferred".
	quantityWords  = makePhrases("minimum", "min", "at least")
	preferredWords = makePhrases(
		"preferred", "preferably", "prefer", "preference", "desired", "desirable", "ideally",
		"a plus", "a big plus", "a huge plus", "a strong plus", "a definite plus", "an added plus",
		"nice to have", "nice to haves", "advantageous", "an advantage", "an asset",
		"would be great", "top of the pile", "top of the list", "pref", "prefd",
	)
	optionalWords = makePhrases(
		"optional", "a bonus", "bonus points", "bonus if", "helpful", "beneficial", "would be nice",
	)
	// negations say that something is not required. A clause that is only
	// that ("No experience necessary") asks for nothing.
	negations = makePhrases(
		"not required", "not necessary", "not needed", "not mandatory", "not a requirement",
		"no experience required", "no experience necessary", "no experience needed",
		"no prior experience", "no previous experience", "no degree required", "no license required",
		"no certification required", "no cdl required", "never required",
		"isnt required", "isnt necessary", "arent required", "is not required", "are not required",
		"does not require", "do not require", "doesnt require", "dont require", "not require",
	)
	// welcomeWords say who may apply, which asks nothing of anyone: "New
	// grads welcome!", "Career changers encouraged to apply".
	welcomeWords = makePhrases("welcome", "welcomed", "encouraged to apply", "invited to apply")
)

// wording returns the importance the first wording in toks gives, or "", and
// whether toks hold a negation.
func wording(toks []token) (imp string, negated bool) {
	imp, _, negated = weighWording(toks)
	return imp, negated
}

// weighWording is wording that also reports whether the importance comes
// from quantity words alone ("at least 2 assignments"), which give way to a
// heading's importance: under "Nice to have" they state how much is nice.
func weighWording(toks []token) (imp string, quantityOnly, negated bool) {
	quantity := false
	for i := 0; i < len(toks); i++ {
		if n, _ := negations.at(toks, i); n > 0 {
			negated = true
			i += n - 1
			continue
		}
		switch {
		case at(preferredWords, toks, i):
			return Preferred, false, negated
		case at(optionalWords, toks, i):
			return Optional, false, negated
		case at(requiredWords, toks, i):
			return Required, false, negated
		case at(quantityWords, toks, i):
			quantity = true
		}
	}
	if quantity {
		return Required, true, negated
	}
	return "", false, negated
}

// importanceFillers are the words a bracket stating only an importance
// may have besides its wording: "(strongly preferred)", "(but not
// required)".
var importanceFillers = map[string]bool{
	"strongly": true, "highly": true, "very": true, "is": true, "are": true, "but": true, "not": true,
	"also": true, "definitely": true, "absolutely": true, "a": true, "an": true, "the": true, "!": true, ".": true, ",": true,
}

// importanceTokens returns toks without the brackets that qualify a part of
// what they follow: the wording inside "(Level I or II trauma strongly
// preferred)" or "(RTUs, chillers a plus)" is about what the bracket names,
// not about the requirement before it. A bracket stating an importance and
// nothing else ("(Required)", "(strongly preferred)") is kept.
func importanceTokens(toks []token) []token {
	var out []token
	for i := 0; i < len(toks); i++ {
		if toks[i].key != "(" && toks[i].key != "[" {
			out = append(out, toks[i])
			continue
		}
		j, depth := i, 0
		for ; j < len(toks); j++ {
			if depth, _ = nest(depth, toks[j].key); depth == 0 {
				break
			}
		}
		if j == len(toks) {
			return append(out, toks[i:]...)
		}
		if importanceOnly(toks[i+1 : j]) {
			out = append(out, toks[i:j+1]...)
		}
		i = j
	}
	return out
}

// importanceOnly reports whether toks say an importance and nothing else.
func importanceOnly(toks []token) bool {
	said := false
	for i := 0; i < len(toks); {
		n := 0
		for _, p := range []phrases{negations, requiredWords, preferredWords, optionalWords, quantityWords} {
			if m, _ := p.at(toks, i); m > n {
				n = m
			}
		}
		switch {
		case n > 0:
			said, i = true, i+n
		case importanceFillers[toks[i].key]:
			i++
		default:
			return false
		}
	}
	return said
}

func at(p phrases, toks []token, i int) bool {
	n, _ := p.at(toks, i)
	return n > 0
}

// Wording that names a kind of requirement without naming a concept: what
// makes "Graduate of an accredited nursing program" an education criterion.
var (
	degreeWords = makePhrases(
		"degree", "degrees", "diploma", "graduate of", "graduated from", "graduation from",
		"accredited program", "accredited school", "accredited college", "accredited university",
	)
	// licenceWords include "registration", which is what a licence is called
	// where a regulator keeps a register ("current NMC registration").
	licenceWords = makePhrases(
		"license", "licence", "licensed", "licensure", "licenses", "licences", "licensing",
		"registration", "permit", "permits", "lic",
	)
	// driverWords name an ordinary driver's licence: a licence criterion, but
	// not one of the profession's licences.
	driverWords = makePhrases(
		"drivers license", "driver license", "driving license", "drivers licence", "driving licence",
	)
	// certWords include "qualification", what a credential is called in
	// British postings ("practice assessor qualification").
	certWords = makePhrases(
		"certification", "certifications", "certified", "certificate", "certificates", "cert", "certs",
		"credential", "credentials", "credentialed", "qualification",
	)
	languageWords = makePhrases(
		"bilingual", "fluent", "fluency", "speak", "speaks", "speaking", "language", "languages",
	)
	locationWords = makePhrases(
		"reside", "resides", "residing", "resident of", "residency in", "live in", "live within",
		"living within", "lives within", "located in", "located within", "local", "locals",
		"commute", "commuting", "commutable", "relocate", "relocation", "miles of", "in state",
	)
	experienceWords = makePhrases("experience", "experienced", "exp")
	// toolWords name software and tools, what a skill is used with: they make
	// "Experience with Zendesk or a similar ticketing tool" a skill when the
	// taxonomy does not know the tool.
	toolWords = makePhrases("software", "tool", "tools", "ehr", "emr", "crm", "erp", "lis", "ris")
	// knowWords ask for knowing or doing something rather than for time
	// spent: "working knowledge of", "IT literate", "cannulation
	// competencies".
	knowWords = makePhrases(
		"knowledge of", "understanding of", "familiarity with", "familiar with", "comfortable with", "exposure to", "proficient",
		"proficiency", "literate", "literacy", "competency", "competencies", "competent",
	)
	// timeWords name the hours and days of work: with a word of
	// availability, they make a schedule criterion ("Able to overlap with
	// 10am-3pm Eastern every weekday").
	timeWords = makePhrases(
		"hours", "weekday", "weekdays", "days per week", "days a week", "shifts per week",
		"monday", "tuesday", "wednesday", "thursday", "friday", "am", "pm", "a m", "p m",
		"eastern", "central", "mountain", "pacific", "time zone", "overtime", "extended hours",
	)
	// abilityWords say that a text asks what someone can do: with a physical
	// word, it is a physical demand whatever unit it names ("Able to lift a
	// patient in an emergency").
	abilityWords = makePhrases("able to", "ability to", "capable of")
	// levelWords say how well a skill is known: "Intermediate Excel".
	levelWords = makePhrases(
		"beginner", "intermediate", "advanced", "expert", "hands on", "strong", "solid", "fluent",
	)
	// physicalWords name what a job asks of the body; a shift's length in the
	// same line ("standing for an entire 8-hour shift") does not make it a
	// schedule.
	physicalWords = makePhrases(
		"lift", "lifting", "lbs", "pounds", "stand", "standing", "walk", "walking", "bend", "bending",
		"stoop", "kneel", "kneeling", "carry", "carrying", "push", "pull", "climb", "climbing",
		"on your feet", "on their feet", "physical demands", "physically",
	)
	// mustWords are what make a sentence of running prose a requirement even
	// without a concept in it ("You must be able to lift 50 lbs").
	mustWords = makePhrases(
		"must have", "must be", "must possess", "must hold", "must maintain", "must obtain",
		"must pass", "must speak", "must live", "is required", "are required", "required",
		"contingent on", "contingent upon",
		"minimum", "at least", "preferred", "a plus", "nice to have",
	)
	// benefitWords mark what an employer offers rather than asks: pay,
	// benefits, equal-opportunity statements.
	benefitWords = makePhrases(
		"per hour", "an hour", "weekly pay", "pay rate", "pay range", "salary", "benefits",
		"401k", "401 (k)", "pto", "paid time off", "we offer", "we provide", "sign on bonus",
		"signing bonus", "referral bonus", "stipend", "stipends", "housing", "health insurance",
		"dental insurance", "vision insurance", "tuition reimbursement", "equal opportunity",
		"eoe", "responsible for", "apply now", "apply today", "click apply", "to apply ,", "apply in",
		"apply online", "how to apply", "reasonable accommodation", "medical dental", "dental and vision",
		"/ hr", "/ hour", "/ yr", "/ year", "union position", "union scale", "depending on experience",
	)
)

var numberWords = map[string]float64{
	"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
	"nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "fifteen": 15, "twenty": 20,
}

// number reads a token as a count: "3", "1.5" or "three".
func number(key string) (float64, bool) {
	if v, ok := numberWords[key]; ok {
		return v, true
	}
	if key == "" || !isDigit(key[0]) || len(key) > 4 {
		return 0, false
	}
	v, err := strconv.ParseFloat(key, 64)
	return v, err == nil
}

func isNumber(key string) bool {
	_, ok := number(key)
	return ok
}

// Units of a duration, by how many make a year.
var durationUnits = map[string]float64{
	"year": 1, "years": 1, "yr": 1, "yrs": 1, "month": 12, "months": 12, "mo": 12, "mos": 12,
}

// compactDuration reads a number written together with its unit, as text
// messages and facts blocks do: "2yr", "3yrs", "6mos".
func compactDuration(key string) (float64, float64, bool) {
	i := 0
	for i < len(key) && key[i] >= '0' && key[i] <= '9' {
		i++
	}
	if i == 0 || i == len(key) {
		return 0, 0, false
	}
	unit, ok := durationUnits[key[i:]]
	if !ok {
		return 0, 0, false
	}
	v, err := strconv.Atoi(key[:i])
	return float64(v), unit, err == nil
}

// notExperience are words after a duration that make it something other than
// experience: "18 years of age", "a 2-year degree", "13-week contract".
var notExperience = map[string]bool{
	"old": true, "older": true, "degree": true, "program": true, "college": true,
	"commitment": true, "contract": true, "assignment": true, "warranty": true,
	"background": true, "lookback": true, "mvr": true, "criminal": true,
}

// notExperienceBefore are words before a duration that make it a recency or
// a deadline: "within 2 years of hire", "in the last 5 years", "no more
// than 2 violations in 3 years".
var notExperienceBefore = map[string]bool{
	"within": true, "last": true, "past": true, "every": true, "next": true, "first": true, "in": true,
}

// minYears returns the smallest number of years of experience the first
// duration in toks asks for: "2+ years" and "at least two years" give 2,
// "1-2 years" gives 1, "6 months" gives 0.5; 0 when there is none.
func minYears(text string, toks []token) float64 {
	for i := 0; i < len(toks); i++ {
		if v, unit, ok := compactDuration(toks[i].key); ok && (i == 0 || !notExperienceBefore[toks[i-1].key]) &&
			!notExperience[keyAt(toks, i+1)] && v > 0 && v <= 60 {
			return v / unit // "2yr PICU", "6mos"
		}
		v, ok := number(toks[i].key)
		if !ok || i > 0 && notExperienceBefore[toks[i-1].key] {
			continue
		}
		j := i + 1
		// "two (2) years"
		if j+2 < len(toks) && toks[j].key == "(" && isNumber(toks[j+1].key) && toks[j+2].key == ")" {
			j += 3
		}
		if j < len(toks) && toks[j].key == "+" {
			j++
		}
		// A range, "1-2 years", "1 to 2 years", "3 or more years".
		if j+1 < len(toks) && isNumber(toks[j].key) && strings.ContainsAny(text[toks[j-1].end:toks[j].start], "-\u2013\u2014") {
			j++
		} else if j+1 < len(toks) && (toks[j].key == "to" || toks[j].key == "or") && isNumber(toks[j+1].key) {
			j += 2
		} else if j+1 < len(toks) && toks[j].key == "or" && (toks[j+1].key == "more" || toks[j+1].key == "greater") {
			j += 2
		}
		if j < len(toks) && toks[j].key == "+" {
			j++
		}
		unit, ok := durationUnits[keyAt(toks, j)]
		if !ok {
			continue
		}
		next, after := keyAt(toks, j+1), keyAt(toks, j+2)
		if notExperience[next] || next == "of" && after == "age" || next == "or" && notExperience[after] {
			continue // "18 years of age", "18 years or older"
		}
		if v <= 0 || v > 60 {
			continue
		}
		return v / unit
	}
	return 0
}

func keyAt(toks []token, i int) string {
	if i < 0 || i >= len(toks) {
		return ""
	}
	return toks[i].key
}
