package resume

import (
	"math"
	"strings"
	"sync"

	"github.com/recruitd/recruitd/taxonomy"
)

// concept is a vocabulary term found in a text.
type concept struct {
	kind     taxonomy.Kind
	name     string // canonical display name
	category string
	issuer   string
	requires []taxonomy.ID
	lo, hi   int
}

// findConcepts finds the taxonomy's terms in text, in order.
func findConcepts(text string) []concept {
	if text == "" {
		return nil
	}
	ms := taxonomy.Find(text)
	if len(ms) == 0 {
		return nil
	}
	out := make([]concept, 0, len(ms))
	for _, m := range ms {
		c, ok := lookupConcept(m.ID)
		if !ok {
			continue
		}
		c.lo, c.hi = m.Start, m.End
		out = append(out, c)
	}
	return out
}

// conceptCache holds taxonomy concepts by ID: the vocabulary is static, and Lookup copies.
var conceptCache sync.Map // taxonomy.ID -> concept

func lookupConcept(id taxonomy.ID) (concept, bool) {
	if c, ok := conceptCache.Load(id); ok {
		return c.(concept), true
	}
	tc, ok := taxonomy.Lookup(id)
	if !ok {
		return concept{}, false
	}
	c := concept{kind: tc.Kind, name: tc.Name, category: tc.Category, issuer: tc.Issuer, requires: tc.Requires}
	conceptCache.Store(id, c)
	return c, true
}

const (
	kindSpecialty  = taxonomy.KindSpecialty
	kindSkill      = taxonomy.KindSkill
	kindCert       = taxonomy.KindCertification
	kindLicense    = taxonomy.KindLicense
	kindProfession = taxonomy.KindProfession
)

// enrichJobs adds specialty, technologies and skills found in each position's text.
func (p *parser) enrichJobs(jobs []rawJob) {
	for i := range jobs {
		j := &jobs[i].job
		// one search over all the bullets, mapped back to the bullet each term is in
		var sb strings.Builder
		starts := make([]int, len(j.Responsibilities))
		for k, r := range j.Responsibilities {
			starts[k] = sb.Len()
			sb.WriteString(r)
			sb.WriteString("\n")
		}
		if j.Specialty == "" {
			j.Specialty = headSpecialty(j.Title, j.Employer, jobs[i].specialtyText, sb.String())
		}
		k := 0
		for _, c := range findConcepts(sb.String()) {
			for k+1 < len(starts) && starts[k+1] <= c.lo {
				k++
			}
			r := j.Responsibilities[k]
			switch c.kind {
			case kindSpecialty:
				if j.Specialty == "" {
					j.Specialty = c.name
				}
			case kindSkill:
				if c.category != "" && techCategories[c.category] {
					j.Technologies = appendUnique(j.Technologies, c.name)
				}
				if !hasJobSkill(j.Skills, c.name) {
					j.Skills = append(j.Skills, JobSkill{Name: c.name, Category: categoryTitle(c.category), Context: clip(r, 160)})
				}
			}
		}
	}
}

// headSpecialty picks a position's specialty from its header: the title's; else the first the
// rest of the header names outside the employer's name, since "Unit: Outpatient Orthopedics"
// says what one did where "Atlanta Orthopedic & Sports Clinic" only says where; else one a
// word of the header or the body names beside the title's profession ("Commercial new
// construction" under "Electrician"); else the employer's. The body's own specialties are
// read after, where none of these is found.
func headSpecialty(title, employer, header, body string) string {
	for _, c := range findConcepts(title) {
		if c.kind == kindSpecialty {
			return c.name
		}
	}
	var named string
	for _, c := range findConcepts(header) {
		if c.kind != kindSpecialty {
			continue
		}
		if !within(header, employer, c.lo, c.hi) {
			return c.name
		}
		if named == "" {
			named = c.name
		}
	}
	rest := header
	if employer != "" {
		rest = strings.ReplaceAll(header, employer, " ")
	}
	rest += "\n" + body
	for _, prof := range taxonomy.Professions(taxonomy.Normalize(title)) {
		for _, id := range taxonomy.Qualified(rest, prof) {
			if c, ok := lookupConcept(id); ok {
				return c.name
			}
		}
	}
	return named
}

// within reports whether text[lo:hi] lies inside an occurrence of part in text.
func within(text, part string, lo, hi int) bool {
	if part == "" {
		return false
	}
	for off := 0; ; {
		k := strings.Index(text[off:], part)
		if k < 0 {
			return false
		}
		k += off
		if lo >= k && hi <= k+len(part) {
			return true
		}
		off = k + 1
	}
}

// techCategories are skill categories that are technologies (tools, software, equipment)
// rather than practices.
var techCategories = map[string]bool{"software": true, "programming": true, "language": true,
	"cloud": true, "database": true, "ehr": true, "emr": true, "devops": true, "framework": true,
	"tool": true, "tools": true, "platform": true, "equipment": true, "data": true, "os": true,
	"web": true, "frontend": true, "backend": true, "infrastructure": true, "office": true}

func hasJobSkill(ss []JobSkill, name string) bool {
	for _, s := range ss {
		if strings.EqualFold(s.Name, name) {
			return true
		}
	}
	return false
}

// clip shortens s to at most n bytes at a word boundary.
func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	cut := strings.LastIndexByte(s[:n], ' ')
	if cut < n/2 {
		cut = n
		for cut > 0 && s[cut]&0xc0 == 0x80 { // do not split a rune
			cut--
		}
	}
	return strings.TrimSpace(s[:cut]) + "…"
}

// specialtyExperience totals the years of each position's specialty.
func (p *parser) specialtyExperience(jobs []rawJob) []SpecialtyExperience {
	var out []SpecialtyExperience
	idx := map[string]int{}
	for _, rj := range jobs {
		j := rj.job
		if j.Specialty == "" || !rj.dated {
			continue
		}
		months := 0
		if j.MonthsInRole != nil {
			months = *j.MonthsInRole
		}
		last := ""
		if j.IsCurrent {
			last = p.asOf.Format("2006-01-02")
		} else if j.EndDate != nil {
			last = *j.EndDate
		}
		k, ok := idx[j.Specialty]
		if !ok {
			k = len(out)
			idx[j.Specialty] = k
			out = append(out, SpecialtyExperience{Specialty: j.Specialty})
		}
		se := &out[k]
		se.TotalYears = math.Round((se.TotalYears*12+float64(months))/12*10) / 10
		if last > se.LastPracticed {
			se.LastPracticed = last
		}
		if s := settingOf(j.Employer + " " + j.Title); s != "" {
			se.Settings = appendUnique(se.Settings, s)
		}
	}
	return out
}

// settingOf names the care setting an employer suggests.
func settingOf(s string) string {
	l := strings.ToLower(s)
	for _, e := range []struct{ cue, setting string }{
		{"home health", "Home Health"}, {"hospice", "Hospice"}, {"nursing home", "Long-Term Care"},
		{"long-term care", "Long-Term Care"}, {"long term care", "Long-Term Care"}, {"skilled nursing", "Skilled Nursing Facility"},
		{"rehabilitation", "Rehabilitation"}, {"rehab", "Rehabilitation"}, {"surgery center", "Ambulatory Surgery Center"},
		{"urgent care", "Urgent Care"}, {"clinic", "Clinic"}, {"outpatient", "Outpatient"}, {"school", "School"},
		{"correctional", "Correctional"}, {"hospital", "Hospital"}, {"medical center", "Hospital"},
		{"health system", "Hospital"}, {"physician", "Physician Office"}, {"pharmacy", "Pharmacy"},
	} {
		if strings.Contains(l, e.cue) {
			return e.setting
		}
	}
	return ""
}

// normaliseCerts gives certifications their canonical names and issuers where the vocabulary
// knows them, and merges duplicates.
//
// Names stay as written ("Texas RN License", not the vocabulary's "Registered Nurse licence"):
// the state, the level or the abbreviation the candidate wrote is information.
func (p *parser) normaliseCerts(items []certItem) []Certification {
	var out []Certification
	var keys []string
	vocabIssuer := map[string]string{}
	for _, it := range items {
		c := it.c
		name := strings.TrimSpace(c.Name)
		var best *concept
		var prof *concept
		cs := findConcepts(name)
		for k := range cs {
			x := &cs[k]
			// only when the term is the whole name, so "BLS Instructor" and "AWS Certified
			// Solutions Architect - Associate" stay as written
			covers := coversName(name, cs, x.name)
			switch {
			case (x.kind == kindCert || x.kind == kindLicense) && covers && best == nil:
				best = x
			case x.kind == kindProfession && covers && prof == nil && len(x.requires) > 0:
				prof = x
			}
		}
		if best == nil && prof != nil {
			// "RN - Texas #123456" in a licences list is the licence the title requires
			for _, id := range prof.requires {
				if lc, ok := taxonomy.Lookup(id); ok && lc.Kind == kindLicense {
					best = &concept{kind: lc.Kind, name: lc.Name, issuer: lc.Issuer}
					break
				}
			}
		}
		key := strings.ToLower(name)
		if best != nil {
			key = best.name
			generic := issuerFor(best.issuer, "")
			if c.IssuingOrganization == "" && it.state != "" {
				// a state board is the resume's own information: it keeps two states' licences apart
				if iss := issuerFor(best.issuer, it.state); iss != generic {
					c.IssuingOrganization = iss
				}
			}
			if generic != "" {
				vocabIssuer[key] = generic
			}
		}
		out = append(out, c)
		keys = append(keys, key)
	}
	// merge first, so that an issuer the resume names wins over the vocabulary's
	out, keys = dedupCerts(out, keys)
	for i := range out {
		if out[i].IssuingOrganization == "" {
			out[i].IssuingOrganization = vocabIssuer[keys[i]]
		}
	}
	return out
}

// issuerFor makes a vocabulary issuer concrete: "State board of nursing" with the state TX is
// "Texas Board of Nursing". A generic issuer without a state is left out.
func issuerFor(issuer, state string) string {
	if issuer == "" {
		return ""
	}
	rest, generic := strings.CutPrefix(issuer, "State ")
	if !generic {
		if strings.HasPrefix(issuer, "Home-state") || strings.Contains(issuer, "State or local") {
			return ""
		}
		return issuer
	}
	name, ok := usState(state)
	if !ok || strings.HasPrefix(rest, "or ") || strings.HasPrefix(rest, "driver") {
		return ""
	}
	if i := strings.Index(rest, " ("); i > 0 {
		rest = rest[:i]
	}
	words := strings.Fields(rest)
	for i, w := range words {
		if w != "of" && w != "and" && w != "for" {
			words[i] = strings.ToUpper(w[:1]) + w[1:]
		}
	}
	return name + " " + strings.Join(words, " ")
}

// isCertName reports whether a skills item is itself a certification ("ACLS").
func isCertName(s string) bool {
	cs := findConcepts(s)
	for _, c := range cs {
		if (c.kind == kindCert || c.kind == kindLicense) && coversName(s, cs, c.name) {
			return true
		}
	}
	return false
}

// certFiller are words around a certification's name that add nothing to it.
var certFiller = setOf(`certification certificate certified cert card provider course license
licence licensed licensure registration holder current active valid training program - – — & and
in of the state`)

// coversName reports whether the mentions of the concept called name (all its spans in cs)
// make up all of s but filler words ("BLS Certification", "PMP - Project Management
// Professional").
func coversName(s string, cs []concept, name string) bool {
	b := []byte(s)
	for _, c := range cs {
		if c.name != name {
			continue
		}
		for i := c.lo; i < c.hi && i < len(b); i++ {
			b[i] = ' '
		}
	}
	for _, w := range strings.Fields(string(b)) {
		w = strings.ToLower(strings.Trim(w, "()[],.:;"))
		if w != "" && !certFiller[w] {
			if _, _, ok := stateCode(strings.ToUpper(w)); ok && len(w) == 2 {
				continue // "RN - TX"
			}
			if _, _, ok := stateCode(w); ok && len(w) > 2 {
				continue
			}
			return false
		}
	}
	return true
}

// certsMentioned finds certifications named after the candidate's name ("Jane Doe, RN, CCRN")
// and in the summary ("BLS and ACLS certified").
func (p *parser) certsMentioned() []certItem {
	var out []certItem
	for i, l := range p.lines {
		if l.sec != secSummary && !(l.sec == secHeader && i < 4) {
			continue
		}
		lower := strings.ToLower(l.text)
		if strings.Contains(lower, "pursuing") || strings.Contains(lower, "seeking") || strings.Contains(lower, "working toward") ||
			strings.Contains(lower, "in progress") || strings.Contains(lower, "eligible") || strings.Contains(lower, "preparing") {
			continue
		}
		for _, c := range findConcepts(l.text) {
			if c.kind != kindCert {
				continue
			}
			name := c.name
			if c.lo >= 0 && c.hi <= len(l.text) && c.lo < c.hi {
				name = l.text[c.lo:c.hi] // as written, like the certifications a resume lists
			}
			out = append(out, certItem{c: Certification{Name: name}})
		}
	}
	return out
}

// skillCategory is the vocabulary's category of a skill, or "General".
func (p *parser) skillCategory(name string) string {
	for _, c := range findConcepts(name) {
		if c.kind == kindSkill && c.category != "" {
			return categoryTitle(c.category)
		}
	}
	return generalCategory
}

// categoryTitle turns a vocabulary category ("ehr", "cloud") into a display name.
func categoryTitle(c string) string {
	if c == "" {
		return ""
	}
	switch c {
	case "ehr", "emr":
		return strings.ToUpper(c)
	}
	return strings.ToUpper(c[:1]) + c[1:]
}

// isSpecialtyName reports whether s is a specialty ("Medical ICU", "Labor & Delivery").
func isSpecialtyName(s string) bool {
	cs := findConcepts(s)
	for _, c := range cs {
		if c.kind == kindSpecialty && coversName(s, cs, c.name) {
			return true
		}
	}
	return false
}
