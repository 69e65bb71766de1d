package criteria

import (
	"slices"

	"github.com/recruitd/recruitd/taxonomy"
)

// obtainWords say that a credential may be obtained after applying: "or
// ability to obtain", "eligible for licensure", "endorsement pending",
// "licensure by start date".
var obtainWords = makePhrases(
	"obtain", "obtained", "obtaining", "eligible", "eligibility", "pending", "in process", "in progress",
	"by start date", "by the start date", "by your start date", "prior to start", "before start",
	"prior to the start date", "before the start date",
)

// hireWords end a time allowed to obtain a credential: "within 90 days of
// hire", "within six (6) months of appointment".
var hireWords = makePhrases("hire", "hiring", "start", "starting", "employment", "appointment", "placement")

// obtainable reports whether toks accept a credential obtained after
// applying: obtain wording, or a time of hire ("required within 30 days of
// hire").
func obtainable(toks []token) bool {
	if obtainWords.in(toks) {
		return true
	}
	for i, t := range toks {
		if t.key != "within" {
			continue
		}
		// "within" a number and a unit "of" or "after" hire: the number may
		// be written twice ("six (6) months").
		for j := i + 1; j < len(toks) && j <= i+8; j++ {
			if (toks[j].key == "of" || toks[j].key == "after" || toks[j].key == "from") && hireWords.in(toks[j+1:min(j+3, len(toks))]) {
				return true
			}
		}
	}
	return false
}

// acceptWords say that a posting takes something: "compact licenses
// accepted", "multistate welcome".
var acceptWords = makePhrases("accepted", "accept", "acceptable", "welcome", "ok", "honored", "honoured", "considered", "recognized")

// refine folds the criteria that only qualify another one into it, instead
// of leaving them criteria of their own that nothing in a resume could
// meet: a sentence about licences that names no licence ("Illinois does not
// accept compact licenses", "Licensure by start date is acceptable",
// "applicants with a pending endorsement will be considered") refines the
// posting's licence criteria; one about certifications that names none
// ("Certifications may be obtained within 30 days of hire") its
// certification criteria; and a licence or certification asked twice
// ("Current PT license", "Must obtain a Minnesota PT license within 90 days
// of hire") is one criterion, valid in the states of both and obtainable
// when either says so. A qualifier with nothing to qualify stays a
// criterion. IDs are left for the caller to number.
func refine(cs []Criterion) []Criterion {
	out := make([]Criterion, 0, len(cs))
	for _, c := range cs {
		if i := sameCredential(out, c); i >= 0 {
			t := &out[i]
			for _, s := range c.States {
				if !slices.Contains(t.States, s) {
					t.States = append(t.States, s)
				}
			}
			t.Obtainable = t.Obtainable || c.Obtainable
			t.NoCompact = t.NoCompact || c.NoCompact
			if rank(c.Importance) > rank(t.Importance) {
				t.Importance = c.Importance
			}
			continue
		}
		out = append(out, c)
	}
	// Qualifiers may come before what they qualify ("Compact licenses are
	// not accepted. Active California RN license required."): fold them
	// once every criterion is known.
	kept := out[:0]
	for i, c := range out {
		if !qualify(out, i) {
			kept = append(kept, c)
		}
	}
	return kept
}

// credentialIDs are the licences and certifications c asks for, a
// multistate licence left out: it says how a licence is held, not which.
func credentialIDs(c Criterion) []taxonomy.ID {
	var ids []taxonomy.ID
	for _, id := range c.Concepts {
		if k := id.Kind(); (k == taxonomy.KindLicense || k == taxonomy.KindCertification) && id != "license:multistate" {
			ids = append(ids, id)
		}
	}
	return ids
}

// sameCredential returns the index in cs of a criterion of c's type asking
// for the same credentials, or -1.
func sameCredential(cs []Criterion, c Criterion) int {
	if c.Type != TypeLicense && c.Type != TypeCertification {
		return -1
	}
	ids := credentialIDs(c)
	if len(ids) == 0 {
		return -1
	}
	for i, o := range cs {
		if o.Type == c.Type && o.AnyOf == c.AnyOf && slices.Equal(credentialIDs(o), ids) {
			return i
		}
	}
	return -1
}

// qualify folds cs[i] into the criteria it qualifies, reporting whether it
// is one that only qualifies others.
func qualify(cs []Criterion, i int) bool {
	q := &cs[i]
	if q.Type != TypeLicense && q.Type != TypeCertification && q.Type != TypeOther || len(credentialIDs(*q)) > 0 {
		return false
	}
	toks := tokenize(q.Text, 0, len(q.Text))
	if driverWords.in(toks) {
		return false
	}
	compact := taxonomy.SaysMultistate(q.Text)
	licence := compact || hasLicenceWord(toks) || endorsementWords.in(toks)
	cert := certWords.in(toks)
	if !licence && !cert {
		return false
	}
	refused := compact && refusesCompact(toks)
	accepted := compact && !refused && acceptWords.in(toks)
	obtain := obtainable(toks)
	if !refused && !accepted && !obtain && !conditionWords.in(toks) {
		return false
	}
	want := TypeCertification
	if licence {
		want = TypeLicense
	}
	var targets []int
	for j := range cs {
		if j != i && cs[j].Type == want && len(credentialIDs(cs[j])) > 0 &&
			(want == TypeCertification || slices.ContainsFunc(cs[j].Concepts, taxonomy.StateIssued)) {
			targets = append(targets, j)
		}
	}
	if len(targets) == 0 {
		return false
	}
	for _, j := range targets {
		t := &cs[j]
		switch {
		case refused:
			t.NoCompact, t.Compact = true, false
			t.Concepts = slices.DeleteFunc(t.Concepts, func(id taxonomy.ID) bool { return id == "license:multistate" })
			t.AnyOf = t.AnyOf && len(t.Concepts) > 1
		case accepted && !t.Compact && !t.NoCompact:
			t.Compact, t.AnyOf = true, true
			t.Concepts = append(t.Concepts, "license:multistate")
		}
		t.Obtainable = t.Obtainable || obtain
		if len(t.States) == 0 && want == TypeLicense {
			t.States = cloneSlice(q.States)
		}
	}
	return true
}

// endorsementWords name a licence granted on the strength of another
// state's: "a pending Texas endorsement".
var endorsementWords = makePhrases("endorsement", "endorsements", "reciprocity")

// conditionWords say when or how a credential asked elsewhere must be held,
// which the evaluator checks of every credential anyway: "current at time
// of hire", "must be active and unencumbered", "issued by the American
// Heart Association".
var conditionWords = makePhrases(
	"current", "active", "valid", "unencumbered", "unrestricted", "in good standing", "maintain", "maintained",
	"at time of hire", "at hire", "upon hire", "prior to hire", "before hire", "issued by",
)
