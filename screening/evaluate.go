package screening

import (
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/recruitd/recruitd/internal/ascii"
	"github.com/recruitd/recruitd/internal/timeline"
	"github.com/recruitd/recruitd/screening/criteria"
	"github.com/recruitd/recruitd/taxonomy"
)

// outcome is a criterion's result with what the summary and the readiness
// need of it.
type outcome struct {
	// res points into the results of all the posting's criteria (see
	// cand.outcomes), which a Verdict hands on without a copy.
	res  *CriterionResult
	crit *criteria.Criterion // the posting's
	// label names what the criterion asks, as a noun phrase: "BLS
	// certification", "2+ years of ICU experience".
	label string
	// open marks a PartiallyMet whose shortfall is unverified rather than
	// contradicted (a licence found without its state): the potential score
	// counts it fully.
	open bool
	// unstated marks an unverified criterion about what resumes seldom say
	// (the shift a candidate works): its absence says nothing either way,
	// so it weighs nothing in the scores.
	unstated bool
	// followUp is the question for the candidate when the criterion is not
	// settled; "" asks the criterion's question.
	followUp string
	// credential marks a certification or licence criterion.
	credential   bool
	cred         *credential // the credential that met it, if any
	file         string      // the file verifying it, if any
	expiringSoon string      // "ACLS expires 2026-04-01" within 90 days
}

// evaluate checks a posting's criterion i against the candidate, writing
// its result to res.
func (k *cand) evaluate(ps *Posting, i int, res *CriterionResult) outcome {
	c, job := ps.crit[i], &ps.job
	o := outcome{res: res, crit: &ps.crit[i], label: ps.labels[i]}
	*o.res = CriterionResult{
		ID: c.ID, Source: c.Source, Question: c.Question, Criteria: c.Text, Type: c.Type, Importance: c.Importance,
		Status: NotMet, Basis: Unverified,
	}
	switch c.Type {
	case criteria.TypeYearsOfExperience:
		k.evalYears(c, &o, ps.prof, ps.names[i])
	case criteria.TypeCertification, criteria.TypeLicense:
		k.evalCredential(c, job, &o)
	case criteria.TypeProfession:
		if c.Source == criteria.SourceJobRole {
			k.evalProfessionNow(c, &o)
		} else {
			k.evalRole(c, &o, taxonomy.KindProfession)
		}
	case criteria.TypeSpecialty:
		if c.Source == criteria.SourceJobRole {
			k.evalRoleSpecialty(c, &o)
		} else {
			k.evalRole(c, &o, taxonomy.KindSpecialty)
		}
	case criteria.TypeEducation:
		k.evalEducation(c, &o, ps.names[i], ps.fields[i])
	case criteria.TypeLanguage:
		k.evalLanguage(c, &o)
	case criteria.TypeSchedule:
		k.evalSchedule(c, &o)
	case criteria.TypeLocation:
		k.evalLocation(c, job, &o)
	default: // Skill, Experience, Other
		if len(c.Concepts) > 0 {
			k.evalPresence(c, &o)
		} else {
			k.evalOther(c, &o)
		}
	}
	return o
}

// questionLabels turn the criteria package's questions into noun phrases.
var questionLabels = []struct{ prefix, label string }{
	{"Does the candidate hold an active ", ""},
	{"Does the candidate have ", ""},
	{"Does the candidate speak ", ""},
	{"Can the candidate work ", "availability for "},
	{"Is the candidate located in ", "location in "},
	{"Is the candidate ", "working as "},
}

// labelOf names what a criterion asks, from its question, or its text.
func labelOf(c criteria.Criterion) string {
	q := strings.TrimSuffix(c.Question, "?")
	if strings.Contains(q, "meet this requirement") || q == "" {
		return strings.TrimRight(c.Text, ". ")
	}
	for _, p := range questionLabels {
		if rest, ok := strings.CutPrefix(q, p.prefix); ok {
			rest = strings.TrimPrefix(strings.TrimPrefix(rest, "an "), "a ")
			return p.label + rest
		}
	}
	return strings.TrimRight(c.Text, ". ")
}

// names are the concepts of a criterion as its text writes them, joined by
// "or" or "and": "ICU or PCU".
func names(c criteria.Criterion, ids []taxonomy.ID) string {
	ms := taxonomy.Find(c.Text)
	var out []string
	for _, id := range ids {
		n := ""
		for _, m := range ms {
			if m.ID == id {
				n = m.Text
				break
			}
		}
		if n == "" {
			n = conceptName(id)
		}
		if !slices.Contains(out, n) {
			out = append(out, n)
		}
	}
	conj := " and "
	if c.AnyOf {
		conj = " or "
	}
	return strings.Join(out, conj)
}

// satisfies reports whether any of have counts as w.
func satisfies(have []taxonomy.ID, w taxonomy.ID) bool {
	if !taxonomy.Narrower(w) { // only w is w: no need to look each of have up
		return slices.Contains(have, w)
	}
	return slices.ContainsFunc(have, func(h taxonomy.ID) bool { return taxonomy.IsA(h, w) })
}

// matches reports whether have meets wanted: one of them with anyOf, else all.
func matches(have, wanted []taxonomy.ID, anyOf bool) bool {
	if anyOf {
		return slices.ContainsFunc(wanted, func(w taxonomy.ID) bool { return satisfies(have, w) })
	}
	return !slices.ContainsFunc(wanted, func(w taxonomy.ID) bool { return !satisfies(have, w) })
}

// roleConcepts is what a role counts as for wanted: its title and specialty,
// and for skills everything the role says.
func (k *cand) roleConcepts(i int, wanted []taxonomy.ID) []taxonomy.ID {
	if !slices.ContainsFunc(wanted, func(w taxonomy.ID) bool { return w.Kind() == taxonomy.KindSkill }) {
		return k.roles[i].concepts
	}
	k.skillOnce.Do(k.buildSkillRoles)
	return k.skillRoles[i]
}

// buildSkillRoles finds the concepts of everything each role says.
func (k *cand) buildSkillRoles() {
	k.skillRoles = make([][]taxonomy.ID, len(k.roles))
	for j, r := range k.roles {
		var b strings.Builder
		b.WriteString(r.job.Title + "\n" + r.job.Specialty + "\n")
		for _, s := range r.job.Technologies {
			b.WriteString(s + "\n")
		}
		for _, s := range r.job.Skills {
			b.WriteString(s.Name + "\n")
		}
		for _, s := range r.job.Responsibilities {
			b.WriteString(s + "\n")
		}
		k.skillRoles[j] = taxonomy.Normalize(b.String())
	}
}

// How far a role's title says the words of a years criterion's field.
const (
	fieldNone = iota // none of them
	fieldSome        // some of them
	fieldAll         // the first and all others but one (all of two)
)

// fieldMatch returns how far role i says the words of field: in its title,
// its specialty or the names of what they count as ("Staff OT" names the
// Occupational Therapist).
func (k *cand) fieldMatch(i int, field []string) int {
	k.wordsOnce.Do(k.buildRoleWords)
	n, first := 0, false
	for i2, w := range field {
		s := stem(w)
		if slices.ContainsFunc(k.roleWords[i], func(r string) bool { return sameStem(r, s) }) {
			n++
			first = first || i2 == 0
		}
	}
	switch {
	case n == 0:
		return fieldNone
	case first && n >= len(field)-1 && (n == len(field) || len(field) > 2):
		return fieldAll
	}
	return fieldSome
}

// stemSuffixes are endings that make nouns of a trade and its people
// differ: electrical and electrician, engineering and engineer, therapy and
// therapist, driving and driver.
var stemSuffixes = []string{"ations", "ation", "ments", "ment", "ings", "ing", "ians", "ian", "ists", "ist", "ers", "er", "als", "al", "ies", "y", "s"}

// stem strips one ending of a lower-case word, keeping at least four letters.
func stem(w string) string {
	for _, suf := range stemSuffixes {
		if len(w)-len(suf) >= 4 && strings.HasSuffix(w, suf) {
			return w[:len(w)-len(suf)]
		}
	}
	return w
}

// sameStem reports whether two stems are one word's: equal, or one a prefix
// of the other of at least four letters ("engine" of "engineer").
func sameStem(a, b string) bool {
	if len(a) > len(b) {
		a, b = b, a
	}
	return a == b || len(a) >= 4 && strings.HasPrefix(b, a)
}

// evalYears checks years of experience, overall or in a specialty, skill or
// profession, counting the merged dated roles that match, the years the
// profile states and the years the resume text claims, whichever is most.
// Years in a specialty count only in roles of the profession they are asked
// in (the criterion's "as an RN", else the job's, prof): a patient care
// tech's years in a MICU are no nurse's ICU years. what is names of the
// criterion's concepts.
func (k *cand) evalYears(c criteria.Criterion, o *outcome, prof taxonomy.ID, what string) {
	wanted := c.Concepts
	for _, id := range c.Context {
		if id.Kind() == taxonomy.KindProfession {
			prof = id
			break
		}
	}
	specialty := slices.ContainsFunc(wanted, func(id taxonomy.ID) bool { return id.Kind() == taxonomy.KindSpecialty })
	if what == "" {
		what = strings.Join(c.Field, " ")
	}
	need := c.MinYears
	var spans []timeline.Span
	var recent *role
	partialOnly := false
	field := len(wanted) == 0 && len(c.Field) > 0
	// least is how far a role must match: the concepts (all, or one with
	// anyOf), or the field's words (fieldAll, fieldSome, or none at all).
	collect := func(anyOf bool, least int) {
		for i := range k.roles {
			r := &k.roles[i]
			if specialty && prof != "" && !inProfession(r, prof) {
				continue
			}
			ok := len(wanted) == 0 && !field || least == fieldNone
			switch {
			case ok:
			case field:
				ok = k.fieldMatch(i, c.Field) >= least
			default:
				ok = matches(k.roleConcepts(i, wanted), wanted, anyOf)
			}
			if r.dated && ok {
				spans = append(spans, r.span)
				if recent == nil || r.span.End > recent.span.End {
					recent = r
				}
			}
		}
	}
	collect(c.AnyOf, fieldAll)
	short := func() bool { return float64(timeline.Total(timeline.Merge(spans)))/12 < need }
	if (field || !c.AnyOf && len(wanted) > 1) && short() {
		// No role is all of it ("outpatient orthopedic", "commercial
		// electrical"): roles that are part of it count, for no more than
		// PartiallyMet.
		spans, recent, partialOnly = nil, nil, true
		collect(true, fieldSome)
		if field && len(spans) == 0 {
			// No title says any of the field's words: the roles may still
			// be in it under other names, but nothing shows it.
			k.noFieldRole(c, o, what)
			return
		}
	}
	merged := timeline.Merge(spans)
	have := float64(timeline.Total(merged)) / 12
	stated, statedFrom, statedEv := k.statedYears(wanted)

	subject := "of work history"
	if what != "" {
		subject = "in " + what + " roles"
	}
	needText := "; " + fmtYears(need) + " required"
	if need <= 0 {
		needText = ""
	}
	switch {
	case have > 0 && have >= stated:
		o.res.Reasoning = fmtYears(have) + " " + subject + " (" + periods(merged, k.asOfMonth) + ")" + needText
		o.res.TextEvidence = k.locateJob(recent.job)
	case stated > 0:
		have = stated
		about := "experience"
		if what != "" {
			about = what + " experience"
		}
		o.res.Reasoning = statedFrom + " " + fmtYears(stated) + " of " + about + needText
		o.res.TextEvidence = statedEv
	}
	switch {
	case have > 0 && (have >= need || need <= 0):
		o.res.Status, o.res.Basis = FullyMet, Evidence
	case have > 0 && have >= need/2:
		o.res.Status, o.res.Basis = PartiallyMet, Evidence
	case have > 0:
		o.res.Status, o.res.Basis = NotMet, Contradiction
	default:
		k.noYears(c, o, what, needText)
		return
	}
	if partialOnly && o.res.Status == FullyMet {
		o.res.Status = PartiallyMet
		o.res.Reasoning += "; no role shows " + what + " together"
	}
}

// inProfession reports whether role r is one of profession prof (or one
// that counts as it, or an adjacent one), or names none.
func inProfession(r *role, prof taxonomy.ID) bool {
	return len(r.professions) == 0 || slices.ContainsFunc(r.professions, func(p taxonomy.ID) bool {
		return taxonomy.Same(p, prof) || taxonomy.Adjacent(p, prof, "")
	})
}

// noFieldRole explains a years criterion in a field no role's title names:
// the roles may be in it under other names, but nothing shows it, so it is
// unverified (contradicted when the whole history is under half the years
// asked).
func (k *cand) noFieldRole(c criteria.Criterion, o *outcome, what string) {
	all := float64(timeline.Total(k.merged)) / 12
	if len(k.merged) == 0 {
		o.res.Reasoning = "No dated work history to count years of " + what + " experience from"
		return
	}
	o.res.Reasoning = fmtYears(all) + " of work history (" + periods(k.merged, k.asOfMonth) + "), but no role's title says " + what
	if all < c.MinYears/2 {
		o.res.Basis = Contradiction
	}
}

// noYears explains a years criterion nothing counts towards: contradicted
// when the whole dated history is under half the years asked, or holds no
// matching role and the resume never names it; else unverified.
func (k *cand) noYears(c criteria.Criterion, o *outcome, what, needText string) {
	if what == "" {
		o.res.Reasoning = "No dated work history to count years of experience from" + needText
		return
	}
	if all := float64(timeline.Total(k.merged)) / 12; len(k.merged) > 0 && all < c.MinYears/2 {
		o.res.Status, o.res.Basis = NotMet, Contradiction
		o.res.Reasoning = "Only " + fmtYears(all) + " of work history in all (" + periods(k.merged, k.asOfMonth) + ")" + needText
		return
	}
	if m, ok := k.find(c.Concepts...); ok {
		o.res.TextEvidence = k.excerptOf(m)
		o.res.Reasoning = what + " is named in the resume, but no dated role shows how long" + needText
		return
	}
	if len(k.merged) > 0 && k.rolesName(c.Concepts) {
		o.res.Status, o.res.Basis = NotMet, Contradiction
		o.res.Reasoning = "No " + what + " roles in " + fmtYears(float64(timeline.Total(k.merged))/12) + " of work history (" + periods(k.merged, k.asOfMonth) + ")" + needText
		return
	}
	if len(k.merged) > 0 {
		o.res.Reasoning = fmtYears(float64(timeline.Total(k.merged))/12) + " of work history (" + periods(k.merged, k.asOfMonth) + "), whose roles do not say whether they were " + what + needText
		return
	}
	o.res.Reasoning = "No " + what + " experience found in the resume" + needText
}

// rolesName reports whether the dated roles name concepts of the kinds of
// wanted (some specialty, for a specialty asked): only then does a history
// without wanted show it was not worked. A history of "Welder" roles says
// nothing of structural welding.
func (k *cand) rolesName(wanted []taxonomy.ID) bool {
	for i, r := range k.roles {
		if !r.dated {
			continue
		}
		for _, id := range k.roleConcepts(i, wanted) {
			if slices.ContainsFunc(wanted, func(w taxonomy.ID) bool { return w.Kind() == id.Kind() }) {
				return true
			}
		}
	}
	return false
}

// statedYears returns the most years the profile states (overall, per
// specialty, per skill) or the resume claims on a line naming the concept
// ("7 years of ICU experience"), with who says so and the line.
// datedHistory reports whether the candidate's work history has dated
// roles: the profile's years per specialty are then counted from them, in
// any profession, and the roles themselves, counted in the job's, say more
// (a patient care tech's ED years are no nurse's).
func (k *cand) datedHistory() bool {
	return slices.ContainsFunc(k.roles, func(r role) bool { return r.dated })
}

func (k *cand) statedYears(wanted []taxonomy.ID) (float64, string, *string) {
	best, from := 0.0, ""
	var ev *string
	if p := k.Profile; p != nil {
		if s := p.ProfessionalSummary; s != nil {
			if len(wanted) == 0 && s.YearsOfExperience != nil && *s.YearsOfExperience > best {
				best, from = *s.YearsOfExperience, "The profile states"
			}
			for _, se := range s.SpecialtyExperience {
				if len(wanted) > 0 && !k.datedHistory() && se.TotalYears > best && matches(fieldConcepts(se.Specialty), wanted, true) {
					best, from = se.TotalYears, "The profile states"
				}
			}
		}
		if p.Skills != nil && len(wanted) > 0 {
			for _, g := range p.Skills.Technical {
				for _, s := range g.Skills {
					if s.YearsOfExperience != nil && *s.YearsOfExperience > best && matches(fieldConcepts(s.Name), wanted, true) {
						best, from, ev = *s.YearsOfExperience, "The profile states", k.locate(s.Name)
					}
				}
			}
		}
	}
	// Claims in the text, in the part of a line naming what is asked.
	t := k.srcs[srcResume]
	var buf [4]taxonomy.Ref
	refs := refsOf(buf[:0], wanted)
	for _, m := range k.mentions {
		if m.src != srcResume || !m.isA(refs) {
			continue
		}
		// claimAround and yearsIn read the text in any case: it need not be
		// lowered first.
		if y := yearsIn(claimAround(t.text, m.start, m.end)); y > best {
			if line := k.excerptOf(m); line != nil {
				best, from, ev = y, "The resume states", line
			}
		}
	}
	if len(wanted) == 0 {
		low := k.lowered(srcResume)
		for off := 0; off < len(low); {
			i := strings.Index(low[off:], "years of experience")
			if i < 0 {
				break
			}
			i += off
			if line := k.excerpt(srcResume, i, i); line != nil {
				if y := yearsIn(*line); y > best {
					best, from, ev = y, "The resume states", line
				}
			}
			off = i + 1
		}
	}
	return best, from, ev
}

// claimAround returns the part of the line around text[start:end] that
// speaks of it: from the list separator or "including" before it to the one
// after it, so that "RN (4 yrs), including 1 in MICU" claims no four years
// of MICU while "ICU: 3+ years" and "LTACH (2 years)" claim theirs.
func claimAround(text string, start, end int) string {
	lo := strings.LastIndexByte(text[:start], '\n') + 1
	hi := len(text)
	if i := strings.IndexByte(text[end:], '\n'); i >= 0 {
		hi = end + i
	}
	if i := lastClaimSep(text[lo:start]); i >= 0 {
		lo += i + 1
	}
	if i := indexFold(text[lo:start], "including"); i >= 0 {
		lo += i + len("including")
	}
	if i := firstClaimSep(text[end:hi]); i >= 0 {
		hi = end + i
	}
	if i := indexFold(text[end:hi], "including"); i >= 0 {
		hi = end + i
	}
	return text[lo:hi]
}

// hasPrefixFold is strings.HasPrefix(ascii.Lower(s), prefix) for a
// lower-case ASCII prefix, without lowering s: a years criterion reads the
// claim around every mention of what it asks.
func hasPrefixFold(s, prefix string) bool {
	if len(s) < len(prefix) {
		return false
	}
	for i := 0; i < len(prefix); i++ {
		c := s[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c != prefix[i] {
			return false
		}
	}
	return true
}

// indexFold is strings.Index(ascii.Lower(s), sub) for a lower-case ASCII
// sub, without lowering s.
func indexFold(s, sub string) int {
	for i := 0; i+len(sub) <= len(s); i++ {
		if hasPrefixFold(s[i:], sub) {
			return i
		}
	}
	return -1
}

// The separators of a line's parts for claimAround: ",", ";", "|", a tab, a
// bullet (U+2022) and a middle dot (U+00B7). firstClaimSep and lastClaimSep
// are strings.IndexAny and strings.LastIndexAny of them (the index of the
// separator's first byte) in text that is UTF-8, read a byte at a time
// rather than a rune: every line of a resume that names what a criterion
// asks is searched for them.
const (
	bullet    = "\u2022"
	middleDot = "\u00b7"
)

func firstClaimSep(s string) int {
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case ',', ';', '|', '\t':
			return i
		case bullet[0]:
			if strings.HasPrefix(s[i:], bullet) {
				return i
			}
		case middleDot[0]:
			if strings.HasPrefix(s[i:], middleDot) {
				return i
			}
		}
	}
	return -1
}

func lastClaimSep(s string) int {
	for i := len(s) - 1; i >= 0; i-- {
		switch s[i] {
		case ',', ';', '|', '\t':
			return i
		case bullet[len(bullet)-1]:
			if strings.HasSuffix(s[:i+1], bullet) {
				return i + 1 - len(bullet)
			}
		case middleDot[len(middleDot)-1]:
			if strings.HasSuffix(s[:i+1], middleDot) {
				return i + 1 - len(middleDot)
			}
		}
	}
	return -1
}

// yearsIn returns the largest "N years" (or "N+ yrs") a line states, up to 50.
func yearsIn(line string) float64 {
	best := 0.0
	for i := 0; i < len(line); i++ {
		if line[i] < '0' || line[i] > '9' || i > 0 && isWordByte(line[i-1]) {
			continue
		}
		j := i
		for j < len(line) && (line[j] >= '0' && line[j] <= '9' || line[j] == '.') {
			j++
		}
		n, err := strconv.ParseFloat(strings.TrimSuffix(line[i:j], "."), 64)
		rest := strings.TrimLeft(line[j:], "+ ")
		if err == nil && n <= 50 && (hasPrefixFold(rest, "year") || hasPrefixFold(rest, "yr")) && n > best {
			best = n
		}
		i = j
	}
	return best
}

// periods writes merged spans newest first: "Mar 2019-present, Jun 2016-Jan
// 2019", at most three.
func periods(spans []timeline.Span, asOfMonth timeline.Month) string {
	var b strings.Builder
	b.Grow(20*min(len(spans), 3) + 16)
	writePeriods(&b, spans, asOfMonth)
	return b.String()
}

// writePeriods writes periods(spans, asOfMonth) to b.
func writePeriods(b *strings.Builder, spans []timeline.Span, asOfMonth timeline.Month) {
	for n := 0; n < min(len(spans), 3); n++ {
		if n > 0 {
			b.WriteString(", ")
		}
		s := spans[len(spans)-1-n]
		b.WriteString(s.Start.String())
		b.WriteByte('-')
		if s.End-1 < asOfMonth {
			b.WriteString((s.End - 1).String())
		} else {
			b.WriteString("present")
		}
	}
	if len(spans) > 3 {
		b.WriteString(", and ")
		b.WriteString(strconv.Itoa(len(spans) - 3))
		b.WriteString(" more")
	}
}

// fmtYears writes a number of years: "7 years", "1.5 years", "8 months".
func fmtYears(y float64) string {
	if y < 1 {
		m := int(math.Round(y * 12))
		if m == 1 {
			return "1 month"
		}
		return strconv.Itoa(m) + " months"
	}
	s := strconv.FormatFloat(math.Round(y*10)/10, 'f', -1, 64)
	if s == "1" {
		return "1 year"
	}
	return s + " years"
}

// evalRole checks a specialty or profession: met by a role of the work
// history, by the record's field, or by a mention in the resume.
func (k *cand) evalRole(c criteria.Criterion, o *outcome, kind taxonomy.Kind) {
	var wanted []taxonomy.ID
	for _, id := range c.Concepts {
		if id.Kind() == kind {
			wanted = append(wanted, id)
		}
	}
	if len(wanted) == 0 {
		wanted = c.Concepts
	}
	if len(wanted) == 0 {
		k.evalOther(c, o)
		return
	}
	k.combine(c, o, wanted, func(w taxonomy.ID) check { return k.roleCheck(w, kind) })
}

// check is how one wanted concept is met.
type check struct {
	status    Status
	basis     Basis
	reasoning string
	evidence  *string
}

func (ch check) rank() int {
	switch {
	case ch.status == FullyMet:
		return 3
	case ch.status == PartiallyMet:
		return 2
	case ch.basis == Unverified:
		return 1
	}
	return 0
}

// combine checks each wanted concept and keeps the best with AnyOf; without
// it, all met is FullyMet, some met PartiallyMet, and otherwise the worst.
func (k *cand) combine(c criteria.Criterion, o *outcome, wanted []taxonomy.ID, fn func(taxonomy.ID) check) {
	var best, worst check
	var met, missing []string
	for i, w := range wanted {
		ch := fn(w)
		if i == 0 || ch.rank() > best.rank() {
			best = ch
		}
		if i == 0 || ch.rank() < worst.rank() {
			worst = ch
		}
		if ch.status == NotMet {
			missing = append(missing, conceptName(w))
		} else {
			met = append(met, conceptName(w))
		}
	}
	res := best
	if !c.AnyOf && len(wanted) > 1 {
		res = worst
		if len(met) > 0 && len(missing) > 0 {
			res = check{status: PartiallyMet, basis: Evidence, evidence: best.evidence,
				reasoning: best.reasoning + "; no " + strings.Join(missing, " or ") + " found"}
		}
	}
	o.res.Status, o.res.Basis, o.res.Reasoning, o.res.TextEvidence = res.status, res.basis, res.reasoning, res.evidence
}

// roleCheck looks for w among the roles, the record's fields and the text.
// It is contradicted when roles name what the candidate did and none is w.
func (k *cand) roleCheck(w taxonomy.ID, kind taxonomy.Kind) check {
	name := conceptName(w)
	for i := range k.roles {
		r := &k.roles[i]
		if !satisfies(r.concepts, w) {
			continue
		}
		s := "Worked as " + r.job.Title
		if r.job.Employer != "" {
			s += " at " + r.job.Employer
		}
		if r.dated {
			s += " (" + periods([]timeline.Span{r.span}, k.asOfMonth) + ")"
		}
		if !slices.Contains(r.concepts, w) {
			s += ", which counts as " + name
		}
		return check{status: FullyMet, basis: Evidence, reasoning: s, evidence: k.locateJob(r.job)}
	}
	if m, ok := k.find(w); ok {
		text := k.srcs[m.src].text[m.start:m.end]
		switch {
		case m.src == srcProfession || m.src == srcSpecialty:
			return check{status: FullyMet, basis: Evidence, reasoning: "The candidate record gives " + text, evidence: k.excerptOf(m)}
		case len(k.roles) > 0:
			return check{status: PartiallyMet, basis: Evidence, reasoning: text + " is named in the resume, but in no role of the work history", evidence: k.excerptOf(m)}
		default:
			return check{status: FullyMet, basis: Evidence, reasoning: text + " is named in the resume", evidence: k.excerptOf(m)}
		}
	}
	var did []string
	for _, r := range k.roles {
		for _, id := range r.concepts {
			if n := conceptName(id); id.Kind() == kind && !slices.Contains(did, n) {
				did = append(did, n)
			}
		}
	}
	if len(did) > 0 {
		if len(did) > 3 {
			did = did[:3]
		}
		// Another profession rules it out; other specialties do not rule
		// out one a posting asks beside its own (a trauma centre's ED nurse
		// has seen trauma): the job's own specialty (criteria.Role) is
		// where another one contradicts.
		basis := Unverified
		if kind == taxonomy.KindProfession {
			basis = Contradiction
		}
		return check{status: NotMet, basis: basis, reasoning: "The work history shows " + strings.Join(did, ", ") + " roles, none in " + name}
	}
	return check{status: NotMet, basis: Unverified, reasoning: "No " + name + " experience found in the resume"}
}

// evalPresence checks skills and other concepts: named in the candidate's
// texts or listed in the profile.
func (k *cand) evalPresence(c criteria.Criterion, o *outcome) {
	k.combine(c, o, c.Concepts, func(w taxonomy.ID) check {
		if m, ok := k.find(w); ok {
			text := k.srcs[m.src].text[m.start:m.end]
			return check{status: FullyMet, basis: Evidence, reasoning: text + " is named in the resume", evidence: k.excerptOf(m)}
		}
		k.skillsOnce.Do(k.buildSkills)
		for i, n := range k.skills {
			if satisfies(k.skillIDs[i], w) {
				return check{status: FullyMet, basis: Evidence, reasoning: n + " is listed among the profile's skills", evidence: k.locate(n)}
			}
		}
		return check{status: NotMet, basis: Unverified, reasoning: "No " + conceptName(w) + " experience found in the resume"}
	})
}

// buildSkills finds the concepts of the skills the profile lists.
func (k *cand) buildSkills() {
	k.skills = k.profileSkills()
	k.skillIDs = make([][]taxonomy.ID, len(k.skills))
	for i, n := range k.skills {
		k.skillIDs[i] = fieldConcepts(n)
	}
}

// profileSkills are the skill names the profile lists.
func (k *cand) profileSkills() []string {
	p := k.Profile
	if p == nil {
		return nil
	}
	var out []string
	if p.Skills != nil {
		for _, g := range p.Skills.Technical {
			for _, s := range g.Skills {
				out = append(out, s.Name)
			}
		}
	}
	for _, j := range p.WorkHistory {
		out = append(out, j.Technologies...)
		for _, s := range j.Skills {
			out = append(out, s.Name)
		}
	}
	if p.ProfessionalSummary != nil {
		out = append(out, p.ProfessionalSummary.CoreProficiencies...)
	}
	return out
}

// evalLanguage checks a language: listed in the profile (Basic proficiency
// is PartiallyMet) or named in the text. "Bilingual" without a language is
// met by two languages, or one other than English.
func (k *cand) evalLanguage(c criteria.Criterion, o *outcome) {
	var langs []string // as the profile writes them
	var prof []string
	if k.Profile != nil && k.Profile.Skills != nil {
		for _, l := range k.Profile.Skills.Languages {
			langs, prof = append(langs, l.Language), append(prof, l.Proficiency)
		}
	}
	if len(c.Concepts) == 0 {
		var ids []taxonomy.ID
		for _, l := range langs {
			ids = append(ids, fieldConcepts(l)...)
		}
		var ev *string
		for _, m := range k.mentions {
			if m.ref.Kind() == taxonomy.KindLanguage && !slices.Contains(ids, m.id()) {
				ids = append(ids, m.id())
				if ev == nil && m.id() != "lang:english" {
					ev = k.excerptOf(m)
				}
			}
		}
		if len(ids) >= 2 || len(ids) == 1 && ids[0] != "lang:english" {
			var ns []string
			for _, id := range ids {
				ns = append(ns, conceptName(id))
			}
			o.res.Status, o.res.Basis, o.res.TextEvidence = FullyMet, Evidence, ev
			o.res.Reasoning = "Speaks " + strings.Join(ns, ", ")
			return
		}
		o.res.Reasoning = "No language other than English found in the resume"
		return
	}
	k.combine(c, o, c.Concepts, func(w taxonomy.ID) check {
		for i, l := range langs {
			if satisfies(fieldConcepts(l), w) {
				s := l
				if prof[i] != "" {
					s += " (" + prof[i] + ")"
				}
				if strings.EqualFold(prof[i], "basic") {
					return check{status: PartiallyMet, basis: Evidence, reasoning: "Speaks " + s + " only", evidence: k.locate(l)}
				}
				return check{status: FullyMet, basis: Evidence, reasoning: "Speaks " + s, evidence: k.locate(l)}
			}
		}
		if m, ok := k.find(w); ok {
			return check{status: FullyMet, basis: Evidence, reasoning: k.srcs[m.src].text[m.start:m.end] + " is named in the resume", evidence: k.excerptOf(m)}
		}
		return check{status: NotMet, basis: Unverified, reasoning: "No " + conceptName(w) + " found in the resume"}
	})
}

// buildRoleWords collects the stems of the words each role's title,
// specialty and concepts' names say.
func (k *cand) buildRoleWords() {
	k.roleWords = make([][]string, len(k.roles))
	for j, r := range k.roles {
		text := r.job.Title + " " + r.job.Specialty
		for _, id := range r.concepts {
			if c, ok := taxonomy.Describe(id); ok {
				text += " " + c.Name
			}
		}
		for _, w := range strings.FieldsFunc(ascii.Lower(text), func(r rune) bool { return r < 0x80 && !isWordByte(byte(r)) }) {
			if s := stem(w); !slices.Contains(k.roleWords[j], s) {
				k.roleWords[j] = append(k.roleWords[j], s)
			}
		}
	}
}
