package screening

import (
	"cmp"
	"slices"
	"strings"

	"github.com/recruitd/recruitd/internal/timeline"
	"github.com/recruitd/recruitd/screening/criteria"
	"github.com/recruitd/recruitd/taxonomy"
)

// nowProfession is a profession the candidate holds now, with where it is
// written.
type nowProfession struct {
	id        taxonomy.ID
	reasoning string
	evidence  *string
}

// professionsNow is what the candidate does now: the record's profession,
// and the professions of the current roles, else of the latest role that
// names one; without either, the first profession the resume names (its
// headline, most often). Older roles in another profession do not count: a
// nurse who was a nursing assistant is a nurse.
func (k *cand) professionsNow() []nowProfession {
	k.nowOnce.Do(func() {
		for _, id := range taxonomy.Professions(fieldConcepts(k.Record.Profession)) {
			k.now = append(k.now, nowProfession{id: id, reasoning: "The candidate record gives " + strings.TrimSpace(k.Record.Profession),
				evidence: k.excerpt(srcProfession, 0, len(k.Record.Profession))})
		}
		for _, i := range k.latestRoles() {
			r := &k.roles[i]
			for _, id := range r.professions {
				k.now = append(k.now, nowProfession{id: id, reasoning: k.worked(i), evidence: k.locateJob(r.job)})
			}
		}
		if len(k.now) > 0 {
			return
		}
		for _, m := range k.mentions {
			if m.src == srcResume && m.ref.Kind() == taxonomy.KindProfession {
				text := k.srcs[srcResume].text[m.start:m.end]
				k.now = append(k.now, nowProfession{id: m.id(), reasoning: "The resume presents the candidate as " + text, evidence: k.excerptOf(m)})
				return
			}
		}
	})
	return k.now
}

// latestRoles returns the indexes of the roles that say what the candidate
// does now: the current roles naming a profession, else the latest role
// (by its end, undated ones last, in the order listed) that names one.
func (k *cand) latestRoles() []int {
	var current []int
	for i, r := range k.roles {
		if r.job.IsCurrent && len(r.professions) > 0 {
			current = append(current, i)
		}
	}
	if len(current) > 0 {
		return current
	}
	order := make([]int, len(k.roles))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int {
		ra, rb := &k.roles[a], &k.roles[b]
		switch {
		case ra.dated && !rb.dated:
			return -1
		case !ra.dated && rb.dated:
			return 1
		}
		return cmp.Compare(rb.span.End, ra.span.End)
	})
	for _, i := range order {
		if len(k.roles[i].professions) > 0 {
			return []int{i}
		}
	}
	return nil
}

// worked says what role i was (workedAs), found on first use: each
// criterion of the role's kind asks it again.
func (k *cand) worked(i int) string {
	w := &k.workedAs[i]
	w.once.Do(func() { w.text = workedAs(&k.roles[i], k) })
	return w.text
}

// workedAs says what a role was: "Worked as Staff RN at Mercy (Mar 2019-present)".
func workedAs(r *role, k *cand) string {
	var b strings.Builder
	b.Grow(len("Worked as  at  (Mar 2019-Mar 2024)") + len(r.job.Title) + len(r.job.Employer))
	if r.job.IsCurrent {
		b.WriteString("Works as ")
	} else {
		b.WriteString("Worked as ")
	}
	b.WriteString(r.job.Title)
	if r.job.Employer != "" {
		b.WriteString(" at ")
		b.WriteString(r.job.Employer)
	}
	if r.dated {
		b.WriteString(" (")
		writePeriods(&b, []timeline.Span{r.span}, k.asOfMonth)
		b.WriteByte(')')
	}
	return b.String()
}

// fitRank orders how a concept is met, worst first.
type fitRank int

const (
	fitOther    fitRank = iota // what is shown is something else
	fitUnknown                 // nothing shows it either way
	fitAdjacent                // a neighbour of it (taxonomy.Adjacent), or named outside the roles
	fitSame                    // it, or a kind of it
)

// conceptFit is how one wanted concept is met.
type conceptFit struct {
	rank      fitRank
	reasoning string
	evidence  *string
}

// evalProfessionNow checks the job's profession (criteria.Role) against what
// the candidate does now: the same profession (or one that counts as it) is
// FullyMet, an adjacent one PartiallyMet, another one contradicted, none
// known unverified.
func (k *cand) evalProfessionNow(c criteria.Criterion, o *outcome) {
	now := k.professionsNow()
	var fits []conceptFit
	for _, w := range c.Concepts {
		best := conceptFit{rank: fitUnknown, reasoning: "Nothing in the resume or the record says what the candidate does now"}
		if len(now) > 0 {
			var names []string
			for _, p := range now {
				names = appendNew(names, conceptName(p.id))
			}
			best = conceptFit{rank: fitOther, reasoning: "Works as " + strings.Join(names, ", ") + ", not " + conceptName(w), evidence: now[0].evidence}
		}
		for _, p := range now {
			switch {
			case taxonomy.Same(p.id, w) && best.rank < fitSame:
				best = conceptFit{rank: fitSame, reasoning: p.reasoning, evidence: p.evidence}
				if p.id != w {
					best.reasoning += ", which counts as " + conceptName(w)
				}
			case taxonomy.Adjacent(p.id, w, "") && best.rank < fitAdjacent:
				best = conceptFit{rank: fitAdjacent, reasoning: p.reasoning + ": " + conceptName(p.id) + ", next to " + conceptName(w), evidence: p.evidence}
			}
		}
		fits = append(fits, best)
	}
	settle(c, o, fits)
}

// evalRoleSpecialty checks the job's specialty (criteria.Role; its Context
// holds the job's profession) against the roles of the candidate in that
// profession (roles in another profession do not count), the record's
// specialty and the specialties the profile states: a role in it (or a kind
// of it) is FullyMet, one in an adjacent specialty PartiallyMet, a mention
// outside the roles PartiallyMet (FullyMet with no roles at all); roles
// that name other specialties and none of these contradict it; else it is
// unverified. A role's technologies show its specialty too
// (taxonomy.ShownBy: a stack of Django and Postgres is backend work). Skills asked with the specialty ("backend, in Go") are met by
// the roles' technologies the same way, and never contradicted: a list of
// technologies is never complete.
func (k *cand) evalRoleSpecialty(c criteria.Criterion, o *outcome) {
	var prof taxonomy.ID
	if len(c.Context) > 0 {
		prof = c.Context[0]
	}
	var inProfession []int
	for i, r := range k.roles {
		if prof == "" || len(r.professions) == 0 ||
			slices.ContainsFunc(r.professions, func(p taxonomy.ID) bool { return taxonomy.Same(p, prof) || taxonomy.Adjacent(p, prof, "") }) {
			inProfession = append(inProfession, i)
		}
	}
	// What the record and the profile say of a candidate of another
	// profession is their specialty in it: it counts for nothing here.
	now := k.professionsNow()
	ownField := prof == "" || len(now) == 0 || slices.ContainsFunc(now, func(p nowProfession) bool {
		return taxonomy.Same(p.id, prof) || taxonomy.Adjacent(p.id, prof, "")
	})
	var fits []conceptFit
	for _, w := range c.Concepts {
		fits = append(fits, k.specialtyFit(w, prof, inProfession, ownField))
	}
	settle(c, o, fits)
}

// specialtyFit is how the candidate meets one concept of the job's
// specialty.
func (k *cand) specialtyFit(w, prof taxonomy.ID, roles []int, ownField bool) conceptFit {
	name := conceptName(w)
	best := conceptFit{rank: fitUnknown, reasoning: "No " + name + " experience found in the resume"}
	// improves reports that consider would take one of ids.
	improves := func(ids []taxonomy.ID) bool {
		return slices.ContainsFunc(ids, func(h taxonomy.ID) bool {
			return best.rank < fitSame && taxonomy.Same(h, w) || best.rank < fitAdjacent && taxonomy.Adjacent(h, w, prof)
		})
	}
	consider := func(ids []taxonomy.ID, reasoning string, evidence *string) {
		for _, h := range ids {
			switch {
			case taxonomy.Same(h, w) && best.rank < fitSame:
				best = conceptFit{rank: fitSame, reasoning: reasoning, evidence: evidence}
				if h != w {
					best.reasoning += ", which counts as " + name
				}
			case taxonomy.Adjacent(h, w, prof) && best.rank < fitAdjacent:
				best = conceptFit{rank: fitAdjacent, reasoning: reasoning + ": " + conceptName(h) + ", next to " + name, evidence: evidence}
			}
		}
	}
	shown := w.Kind() == taxonomy.KindSpecialty && taxonomy.Shown(w, prof)
	if shown {
		k.skillOnce.Do(k.buildSkillRoles)
	}
	var others []string
	for _, i := range roles {
		r := &k.roles[i]
		ids := k.roleConcepts(i, []taxonomy.ID{w})
		if shown {
			// A title that does not say, or says little ("Platform
			// Engineer"), leaves the role's stack to show what it built.
			ids = append(slices.Clip(ids), taxonomy.ShownBy(k.skillRoles[i])...)
		}
		if improves(ids) { // what the role was is written only for a role that counts
			consider(ids, k.worked(i), k.locateJob(r.job))
		}
		for _, h := range ids {
			if w.Kind() == taxonomy.KindSpecialty && h.Kind() == taxonomy.KindSpecialty && !taxonomy.IsA(w, h) {
				others = appendNew(others, conceptName(h))
			}
		}
	}
	if !ownField {
		if len(others) > 0 && best.rank < fitAdjacent {
			return conceptFit{rank: fitOther, reasoning: "The work history shows " + strings.Join(others[:min(3, len(others))], ", ") + " roles, none in " + name}
		}
		return best
	}
	for _, m := range k.mentions {
		if m.src == srcSpecialty {
			consider([]taxonomy.ID{m.id()}, "The candidate record gives "+k.srcs[m.src].text[m.start:m.end], k.excerptOf(m))
		}
	}
	if prof != "" {
		consider(taxonomy.Qualified(k.Record.Specialty, prof), "The candidate record gives "+strings.TrimSpace(k.Record.Specialty),
			k.excerpt(srcSpecialty, 0, len(k.Record.Specialty)))
	}
	if p := k.Profile; p != nil && p.ProfessionalSummary != nil && !k.datedHistory() {
		for _, se := range p.ProfessionalSummary.SpecialtyExperience {
			consider(fieldConcepts(se.Specialty), "The profile states "+se.Specialty+" experience", k.locate(se.Specialty))
		}
	}
	if best.rank >= fitAdjacent {
		return best
	}
	if m, ok := k.find(w); ok && m.src == srcResume {
		text := k.srcs[m.src].text[m.start:m.end]
		if len(k.roles) == 0 {
			return conceptFit{rank: fitSame, reasoning: text + " is named in the resume", evidence: k.excerptOf(m)}
		}
		return conceptFit{rank: fitAdjacent, reasoning: text + " is named in the resume, but in no role of the work history", evidence: k.excerptOf(m)}
	}
	if len(others) > 0 {
		return conceptFit{rank: fitOther, reasoning: "The work history shows " + strings.Join(others[:min(3, len(others))], ", ") + " roles, none in " + name}
	}
	return best
}

// settle turns the fits of a criterion's concepts into its verdict: the
// best with AnyOf, otherwise the worst.
func settle(c criteria.Criterion, o *outcome, fits []conceptFit) {
	if len(fits) == 0 {
		return
	}
	res := fits[0]
	for _, f := range fits[1:] {
		if c.AnyOf && f.rank > res.rank || !c.AnyOf && f.rank < res.rank {
			res = f
		}
	}
	if !c.AnyOf {
		// The reasoning of the worst, and the evidence of the best.
		for _, f := range fits {
			if f.evidence != nil && (res.evidence == nil || f.rank > res.rank) {
				res.evidence = f.evidence
			}
		}
	}
	switch res.rank {
	case fitSame:
		o.res.Status, o.res.Basis = FullyMet, Evidence
	case fitAdjacent:
		o.res.Status, o.res.Basis = PartiallyMet, Evidence
	case fitOther:
		o.res.Status, o.res.Basis = NotMet, Contradiction
	default:
		o.res.Status, o.res.Basis = NotMet, Unverified
	}
	o.res.Reasoning, o.res.TextEvidence = res.reasoning, res.evidence
}
