package taxonomy

import (
	"slices"

	"github.com/recruitd/recruitd/internal/ascii"
)

// adjacency lists the concepts a recruiter reads as next to each other:
// experience in one is a partial fit for a job asking the other, a step
// below the same specialty and far above another one. Pairs are symmetric
// and not transitive (ICU ~ PCU and PCU ~ Telemetry do not make ICU ~
// Telemetry); each holds for the concepts that count as its members (MICU ~
// PCU). A pair with a profession holds only for jobs of that profession:
// neonatal and adult critical care are neighbours for a respiratory
// therapist, not for a nurse.
var adjacency = []struct {
	a, b       ID
	profession ID
}{
	// Nursing units: step-down sits between intensive care and the
	// monitored floors; the same patients move between each pair.
	{a: "specialty:icu", b: "specialty:pcu"},
	{a: "specialty:pcu", b: "specialty:telemetry"},
	{a: "specialty:med-surg", b: "specialty:telemetry"},
	{a: "specialty:cardiology", b: "specialty:telemetry"},
	{a: "specialty:ed", b: "specialty:urgent-care"},
	{a: "specialty:labor-delivery", b: "specialty:postpartum"},
	{a: "specialty:labor-delivery", b: "specialty:antepartum"},
	{a: "specialty:postpartum", b: "specialty:nursery"},
	{a: "specialty:or", b: "specialty:pacu"},
	{a: "specialty:pacu", b: "specialty:preop"},
	{a: "specialty:or", b: "specialty:ambulatory-surgery"},
	{a: "specialty:home-health", b: "specialty:hospice"},
	{a: "specialty:cath-lab", b: "specialty:interventional-radiology"},

	// Allied health.
	{a: "specialty:icu", b: "specialty:nicu", profession: "profession:rt"},
	{a: "specialty:icu", b: "specialty:picu", profession: "profession:rt"},
	{a: "specialty:icu", b: "specialty:pediatrics", profession: "profession:rt"},
	{a: "specialty:outpatient-ortho", b: "specialty:acute-care", profession: "profession:pt"},
	{a: "specialty:ct", b: "specialty:radiography"},
	{a: "profession:ct-tech", b: "profession:rad-tech"},
	{a: "specialty:or", b: "specialty:labor-delivery", profession: "profession:surgical-tech"},
	{a: "specialty:core-lab", b: "specialty:blood-bank"},

	// Software: a backend language for another, a frontend framework for
	// another; data engineering is backend work in Python and SQL.
	{a: "profession:software-engineer", b: "profession:data-engineer"},
	{a: "profession:software-engineer", b: "profession:devops-engineer"},
	{a: "specialty:backend", b: "specialty:data-engineering"},
	{a: "skill:go", b: "skill:java"}, {a: "skill:go", b: "skill:python"}, {a: "skill:go", b: "skill:nodejs"},
	{a: "skill:go", b: "skill:csharp"}, {a: "skill:go", b: "skill:ruby"}, {a: "skill:java", b: "skill:python"},
	{a: "skill:java", b: "skill:nodejs"}, {a: "skill:java", b: "skill:csharp"}, {a: "skill:java", b: "skill:ruby"},
	{a: "skill:python", b: "skill:nodejs"}, {a: "skill:python", b: "skill:csharp"}, {a: "skill:python", b: "skill:ruby"},
	{a: "skill:nodejs", b: "skill:csharp"}, {a: "skill:nodejs", b: "skill:ruby"}, {a: "skill:csharp", b: "skill:ruby"},
	{a: "skill:java", b: "skill:kotlin"}, {a: "skill:csharp", b: "skill:dotnet"},
	{a: "skill:react", b: "skill:angular"}, {a: "skill:react", b: "skill:vue"}, {a: "skill:angular", b: "skill:vue"},

	// Trades.
	{a: "specialty:commercial-electrical", b: "specialty:industrial-electrical"},
	{a: "specialty:hvac-commercial", b: "specialty:hvac-residential"},
	{a: "specialty:hvac-commercial", b: "specialty:refrigeration"},
	{a: "specialty:structural-welding", b: "specialty:pipe-welding"},
	{a: "specialty:tractor-trailer", b: "specialty:tanker"},
	{a: "specialty:tractor-trailer", b: "specialty:flatbed"},
	{a: "specialty:industrial-maintenance", b: "specialty:facilities-maintenance"},
}

// Same reports whether have is what want asks for: it counts as want (MICU
// is ICU), or both are kinds of one family (MICU and SICU are both ICU; see
// Concept.Family), the family itself included.
func Same(have, want ID) bool {
	if IsA(have, want) {
		return true
	}
	for _, p := range catalog().families[have] {
		if IsA(want, p) {
			return true
		}
	}
	return false
}

// Adjacent reports whether have is next to want for a job of profession
// (which may be empty) by the adjacency table: a partial fit, not the same
// thing (see Same).
func Adjacent(have, want, profession ID) bool {
	if Same(have, want) {
		return false
	}
	// IsA for each pair's sides, with the three ancestor lists looked up
	// once: screening asks this of every concept of every role. Only the
	// pairs one of whose sides have counts as can hold: those of have and
	// of its ancestors.
	d := catalog()
	haveAnc, wantAnc, profAnc := d.ancestors[have], d.ancestors[want], d.ancestors[profession]
	isA := func(id ID, ids []ID, ancestor ID) bool { return id == ancestor || slices.Contains(ids, ancestor) }
	holds := func(pairs []int) bool {
		for _, i := range pairs {
			p := &adjacency[i]
			if p.profession != "" && (profession == "" || !isA(profession, profAnc, p.profession)) {
				continue
			}
			if isA(have, haveAnc, p.a) && isA(want, wantAnc, p.b) || isA(have, haveAnc, p.b) && isA(want, wantAnc, p.a) {
				return true
			}
		}
		return false
	}
	if holds(d.adjacent[have]) {
		return true
	}
	for _, a := range haveAnc {
		if holds(d.adjacent[a]) {
			return true
		}
	}
	return false
}

// Qualified returns the specialties of profession (or of a profession it
// counts as) that text names by a word that names a specialty only beside
// its profession: "Commercial" in "Journeyman Electrician - Commercial" is
// the commercial electrician's specialty, and nothing in a nurse's resume.
func Qualified(text string, profession ID) []ID {
	var out []ID
	low := ascii.Lower(text)
	for p, m := range catalog().qualifiers {
		if !IsA(profession, p) {
			continue
		}
		for _, match := range m.find(text, low) {
			if !slices.Contains(out, match.ID) {
				out = append(out, match.ID)
			}
		}
	}
	slices.Sort(out)
	return out
}

// Professions returns the professions ids (a title's concepts) name, as a
// recruiter reads a title: the professions named, each narrowed by a
// specialty of a narrower profession named beside it ("Radiologic
// Technologist - CT" is a CT technologist), or, when none is named, the
// professions of the specialties named ("ICU - Nights" is a nurse's).
func Professions(ids []ID) []ID {
	var named, narrowed, implied []ID
	for _, id := range ids {
		if id.Kind() == KindProfession && !slices.Contains(named, id) {
			named = append(named, id)
		}
	}
	for _, id := range ids {
		c, ok := catalog().byID[id]
		if !ok || id.Kind() != KindSpecialty || c.Profession == "" {
			continue
		}
		if !slices.Contains(implied, c.Profession) {
			implied = append(implied, c.Profession)
		}
		for _, p := range named {
			if c.Profession != p && IsA(c.Profession, p) && !slices.Contains(narrowed, c.Profession) {
				narrowed = append(narrowed, c.Profession)
			}
		}
	}
	if len(named) == 0 {
		return implied
	}
	out := make([]ID, 0, len(named))
	for _, p := range named {
		if !slices.ContainsFunc(narrowed, func(n ID) bool { return IsA(n, p) }) {
			out = append(out, p)
		}
	}
	return append(out, narrowed...)
}

// shownBy lists the specialties a role's technologies show when its title
// does not say: a "Software Engineer" whose stack is Django and Postgres
// builds backends. Only technologies that belong to one end are listed
// (TypeScript and Kubernetes are used on every side).
var shownBy = []struct {
	skill, specialty ID
}{
	{"skill:go", "specialty:backend"}, {"skill:java", "specialty:backend"}, {"skill:python", "specialty:backend"},
	{"skill:nodejs", "specialty:backend"}, {"skill:csharp", "specialty:backend"}, {"skill:dotnet", "specialty:backend"},
	{"skill:ruby", "specialty:backend"}, {"skill:rails", "specialty:backend"}, {"skill:php", "specialty:backend"},
	{"skill:scala", "specialty:backend"}, {"skill:rust", "specialty:backend"}, {"skill:spring", "specialty:backend"},
	{"skill:django", "specialty:backend"}, {"skill:flask", "specialty:backend"}, {"skill:grpc", "specialty:backend"},
	{"skill:microservices", "specialty:backend"},
	{"skill:react", "specialty:frontend"}, {"skill:angular", "specialty:frontend"}, {"skill:vue", "specialty:frontend"},
	{"skill:css", "specialty:frontend"}, {"skill:html", "specialty:frontend"},
	{"skill:swift", "specialty:mobile"},
	{"skill:airflow", "specialty:data-engineering"}, {"skill:spark", "specialty:data-engineering"},
	{"skill:dbt", "specialty:data-engineering"}, {"skill:snowflake", "specialty:data-engineering"},
	{"skill:etl", "specialty:data-engineering"}, {"skill:data-warehousing", "specialty:data-engineering"},
	{"skill:terraform", "specialty:devops"}, {"skill:ansible", "specialty:devops"},
}

// ShownBy returns the specialties the technologies among ids show (see
// shownBy), each once, in the table's order.
func ShownBy(ids []ID) []ID {
	var out []ID
	for _, s := range shownBy {
		if slices.Contains(ids, s.skill) && !slices.Contains(out, s.specialty) {
			out = append(out, s.specialty)
		}
	}
	return out
}

// Shown reports whether technologies can show want, or a specialty next to
// it, for a job of profession (see ShownBy): only then are a role's
// technologies worth reading for it.
//
// Screening asks it for every candidate a job is screened against, and each
// answer reads the adjacency table for every row of shownBy, so answers
// about catalogued concepts are kept: they depend on the tables alone.
func Shown(want, profession ID) bool {
	d := catalog()
	key := [2]ID{want, profession}
	if v, ok := d.shown.Load(key); ok {
		return v.(bool)
	}
	v := shown(want, profession)
	if _, ok := d.byID[want]; ok {
		if _, ok := d.byID[profession]; ok || profession == "" {
			d.shown.Store(key, v)
		}
	}
	return v
}

func shown(want, profession ID) bool {
	return slices.ContainsFunc(shownBy, func(s struct{ skill, specialty ID }) bool {
		return Same(s.specialty, want) || Adjacent(s.specialty, want, profession)
	})
}
