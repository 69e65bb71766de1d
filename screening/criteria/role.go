package criteria

import (
	"slices"
	"strings"

	"github.com/recruitd/recruitd/taxonomy"
)

// Posting is what a job's criteria are read from: its explicit criteria,
// else its description, and its own profession and specialty.
type Posting struct {
	Title       string
	Description string
	// Profession and Specialty are the job's fields, "" when not given.
	Profession string
	Specialty  string
	Explicit   []Input
}

// ForJob returns a job's criteria, numbered from 1: its role (Role) first,
// with the licence a health profession practises under when the posting
// names no licence (practiceLicence), then FromJob's. A criterion of the job's that asks for the role's
// profession or specialty again is left out: the role asks it.
func ForJob(p Posting) []Criterion {
	role := Role(p)
	own := FromJob(p.Explicit, p.Description)
	if !slices.ContainsFunc(own, func(c Criterion) bool { return c.Type == TypeLicense }) {
		if c, ok := practiceLicence(role); ok {
			role = append(role, c)
		}
	}
	out := make([]Criterion, 0, len(role)+len(own))
	out = append(out, role...)
	for _, c := range own {
		if !slices.ContainsFunc(role, func(r Criterion) bool { return sameRole(r, c) }) {
			out = append(out, c)
		}
	}
	for i := range out {
		out[i].ID = i + 1
	}
	return out
}

// sameRole reports whether c asks only what role asks: a profession or
// specialty criterion (without years) of the same concepts.
func sameRole(role, c Criterion) bool {
	if c.Type == TypeSchedule && role.Type == TypeSchedule {
		main := slices.DeleteFunc(slices.Clone(c.Shifts), func(s string) bool { return !slices.Contains(taxonomy.DayShifts, s) })
		return len(main) > 0 && !slices.ContainsFunc(main, func(s string) bool { return !slices.Contains(role.Shifts, s) })
	}
	return c.Type == role.Type && c.MinYears == 0 && len(c.Concepts) > 0 &&
		!slices.ContainsFunc(c.Concepts, func(id taxonomy.ID) bool { return !slices.Contains(role.Concepts, id) })
}

// Role returns the criteria every screening against a posting checks,
// whatever else it asks: its profession, and its specialty when it names
// one, both required, with SourceJobRole. They are read from the job's
// fields, else its title, else (the profession) its description:
//
//   - the profession is the first the field or title names; one naming a
//     profession and the specialty of a narrower one ("Radiologic
//     Technologist - CT") is the narrower; one naming only a specialty
//     ("ICU - Nights") is its profession's; a description's is the
//     profession it names most.
//   - the specialty is the specialties the field or title names, with the
//     words that name one only beside the profession ("Journeyman
//     Electrician - Commercial"), and the skills of the profession's own
//     field it names ("Backend Engineer (Go)" is backend work in Go).
//
// The specialty criterion's Context holds the profession, which its
// adjacency depends on.
func Role(p Posting) []Criterion {
	prof, profText := roleProfession(p)
	var out []Criterion
	if prof != "" {
		c := Criterion{Source: SourceJobRole, Text: profText, Importance: Required, Type: TypeProfession,
			Concepts: []taxonomy.ID{prof}}
		c.Question = question(c, []named{{text: taxonomy.ShortName(prof), ids: c.Concepts}}, false)
		out = append(out, c)
	}
	for _, text := range []string{p.Specialty, p.Title} {
		text = strings.TrimSpace(text)
		ids := roleSpecialties(text, prof)
		if len(ids) == 0 {
			continue
		}
		if text == strings.TrimSpace(p.Specialty) {
			// the technology the title names the specialty's work in:
			// "Backend" and "Senior Software Engineer, Backend (Java)"
			for _, id := range roleSpecialties(p.Title, prof) {
				if !slices.Contains(ids, id) && shows(id, ids) {
					ids = append(ids, id)
				}
			}
		}
		c := Criterion{Source: SourceJobRole, Text: text, Importance: Required, Type: TypeSpecialty, Concepts: ids}
		if prof != "" {
			c.Context = []taxonomy.ID{prof}
		}
		var names []named
		for _, id := range ids {
			names = append(names, named{text: taxonomy.ShortName(id), ids: []taxonomy.ID{id}})
		}
		c.Question = question(c, names, false)
		out = append(out, c)
		break
	}
	if sh, text := jobShift(p); sh != "" {
		c := Criterion{Source: SourceJobRole, Text: text, Importance: Required, Type: TypeSchedule, Shifts: []string{sh}}
		c.Question = question(c, nil, false)
		out = append(out, c)
	}
	return out
}

// practiceLicence is the licence a posting that names none still asks for
// (taxonomy.PracticeLicences): "TRAVEL L&D RN PHX" asks an RN licence valid
// in Arizona. Like the role's other criteria it is required and
// SourceJobRole; its state is the job's.
func practiceLicence(role []Criterion) (Criterion, bool) {
	k := slices.IndexFunc(role, func(c Criterion) bool { return c.Type == TypeProfession })
	if k < 0 {
		return Criterion{}, false
	}
	ids := taxonomy.PracticeLicences(role[k].Concepts[0])
	if len(ids) == 0 {
		return Criterion{}, false
	}
	c := Criterion{Source: SourceJobRole, Text: role[k].Text, Importance: Required, Type: TypeLicense, Concepts: ids}
	c.Question = question(c, conceptNames(ids), false)
	return c, true
}

// jobShift returns the one shift of the day a posting is worked in (day,
// evening or night), and the line that says it: the title's, else the
// description's; "" when it names none, several ("days or nights") or a
// rotation.
func jobShift(p Posting) (string, string) {
	for _, text := range []string{p.Title, p.Description} {
		var found, line string
		for _, m := range taxonomy.FindShifts(text) {
			switch {
			case m.Shift == taxonomy.ShiftRotating:
				return "", ""
			case !slices.Contains(taxonomy.DayShifts, m.Shift) || m.Shift == found:
			case found != "":
				return "", ""
			default:
				found, line = m.Shift, lineAt(text, m.Start)
			}
		}
		if found != "" {
			return found, line
		}
	}
	return "", ""
}

// lineAt returns the line of text around offset i, trimmed.
func lineAt(text string, i int) string {
	lo := strings.LastIndexByte(text[:i], '\n') + 1
	hi := len(text)
	if j := strings.IndexByte(text[i:], '\n'); j >= 0 {
		hi = i + j
	}
	return strings.TrimSpace(text[lo:hi])
}

// roleProfession returns the posting's profession and the text it is read
// from.
func roleProfession(p Posting) (taxonomy.ID, string) {
	for _, text := range []string{p.Profession, p.Title} {
		text = strings.TrimSpace(text)
		if id := professionOf(text); id != "" {
			return id, text
		}
	}
	counts := map[taxonomy.ID]int{}
	var first []taxonomy.ID
	var where = map[taxonomy.ID]string{}
	for _, m := range taxonomy.Find(p.Description) {
		if m.ID.Kind() != taxonomy.KindProfession {
			continue
		}
		if counts[m.ID] == 0 {
			first = append(first, m.ID)
			where[m.ID] = m.Text
		}
		counts[m.ID]++
	}
	best := taxonomy.ID("")
	for _, id := range first {
		if best == "" || counts[id] > counts[best] {
			best = id
		}
	}
	return best, where[best]
}

// professionOf is the profession a title or a profession field names
// (taxonomy.Professions), "" when none.
func professionOf(text string) taxonomy.ID {
	if ps := taxonomy.Professions(taxonomy.Normalize(text)); len(ps) > 0 {
		return ps[0]
	}
	return ""
}

// roleSpecialties are the specialties text names for a job of profession
// prof (see Role).
func roleSpecialties(text string, prof taxonomy.ID) []taxonomy.ID {
	if text == "" {
		return nil
	}
	pc, _ := taxonomy.Lookup(prof)
	var out []taxonomy.ID
	add := func(id taxonomy.ID) {
		c, _ := taxonomy.Lookup(id)
		if !slices.Contains(out, id) && (id.Kind() == taxonomy.KindSpecialty ||
			id.Kind() == taxonomy.KindSkill && pc.Category != "" && c.Category == pc.Category) {
			out = append(out, id)
		}
	}
	for _, id := range taxonomy.Normalize(text) {
		add(id)
	}
	if prof != "" {
		for _, id := range taxonomy.Qualified(text, prof) {
			add(id)
		}
	}
	return prune(out, false)
}
