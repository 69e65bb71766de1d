package synth

import (
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/records"
	"github.com/recruitd/recruitd/resume"
	"github.com/recruitd/recruitd/taxonomy"
)

// month is a count of months since January of year 0: 12*year + month - 1.
type month int

func monthOf(year, m int) month { return month(12*year + m - 1) }

var asOfMonth = monthOf(asOf.Year(), int(asOf.Month()))

func (m month) year() int    { return int(m) / 12 }
func (m month) month() int   { return int(m)%12 + 1 }
func (m month) date() string { return fmt.Sprintf("%04d-%02d-01", m.year(), m.month()) }

// position is a span of a work history: months [start, end), current when it
// runs through asOf.
type position struct {
	start, end month
	current    bool
}

// newCandidate makes candidate i from r.
func newCandidate(r *rand.Rand, i int) records.BulkCandidate {
	prof := weighted(r, mix, func(p *profession) float64 { return p.share })
	var spec *specialty
	if prof.specialties != nil {
		spec = weighted(r, prof.specialties, func(s *specialty) float64 { return s.w })
	}
	home := pickPlace(r)
	first, last := one(r, firstNames), one(r, lastNames)
	var middle string
	if chance(r, 0.4) {
		middle = string(rune('A' + r.IntN(26)))
	}
	email := strings.ToLower(letters(first)+"."+letters(last)) + "." + strconv.Itoa(i+1) + "@example.com"
	line := fmt.Sprintf("555-01%02d", r.IntN(100))

	p := &resume.Profile{PersonalInfo: &resume.PersonalInfo{
		Name:    &resume.Name{FirstName: first, LastName: last, MiddleName: middle},
		Contact: &resume.Contact{Email: email, Phone: "+1" + home.area + strings.ReplaceAll(line, "-", "")},
		Location: &resume.Location{City: home.City, State: home.State, ZipCode: home.ZIP, Country: "USA",
			WillingToRelocate: relocate(r)},
	}}
	years := min(0.5+r.ExpFloat64()*7, 35)
	start := asOfMonth - month(math.Round(years*12))
	history(r, p, prof, spec, home, start)
	p.Education = education(r, prof, home, start)
	p.Certifications = credentials(r, prof, spec, home.State, start)
	p.Skills = skills(r, prof, spec, p.WorkHistory)
	summarize(p, prof, spec)

	profile, err := json.Marshal(p)
	if err != nil {
		panic("synth: encode profile: " + err.Error()) // a Profile always encodes
	}
	c := recruitd.Candidate{
		FirstName: first, LastName: last, Email: email, Phone: "(" + home.area + ") " + line,
		Address: &recruitd.Address{Address1: fmt.Sprintf("%d %s %s", between(r, 100, 9899), one(r, streets), one(r, streetTypes)),
			City: home.City, State: home.State, Zip: home.ZIP, CountryCode: "US"},
		Profession: prof.name,
		Notes:      one(r, notes),
	}
	if spec != nil {
		c.Specialty = spec.name
	}
	switch x := r.Float64(); {
	case x < 0.06:
		c.Status = &recruitd.Status{Name: "INACTIVE"}
	case x < 0.10:
		c.Status = &recruitd.Status{Name: "PENDING"}
	}
	return records.BulkCandidate{Candidate: c, Profile: profile, ResumeText: render(p, prof, "("+home.area+") "+line)}
}

// notes are what recruiters jot on a candidate; most have none.
var notes = append(make([]string, 20),
	"Prefers night shift.", "Open to travel contracts.", "Available in two weeks.",
	"Referred by a current employee.", "Wants a weekday-only schedule.")

// relocate is whether a resume says its candidate would relocate: mostly it
// does not say.
func relocate(r *rand.Rand) *bool {
	if !chance(r, 0.3) {
		return nil
	}
	yes := chance(r, 0.7)
	return &yes
}

// letters keeps the ASCII letters of a name, for an email address.
func letters(s string) string {
	return strings.Map(func(c rune) rune {
		if 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' {
			return c
		}
		return -1
	}, s)
}

// history fills the work history from start to asOf: one to five positions,
// newest first, now and then with a break between two.
func history(r *rand.Rand, p *resume.Profile, prof *profession, spec *specialty, home place, start month) {
	total := int(asOfMonth - start)
	n := max(1, min(1+total/42+between(r, -1, 1), 5, total/6))
	cuts := []month{start}
	for k := 1; k < n; k++ {
		cuts = append(cuts, start+month(total*k/n+between(r, -total/(4*n), total/(4*n))))
	}
	cuts = append(cuts, asOfMonth+1)
	spans := make([]position, n)
	for k := range spans {
		spans[k] = position{start: cuts[k], end: cuts[k+1]}
		if k < n-1 && spans[k].end-spans[k].start > 15 && chance(r, 0.12) {
			spans[k].end -= month(between(r, 3, 8)) // a break before the next position
		}
	}
	last := &spans[n-1]
	last.current = chance(r, 0.85)
	if !last.current && last.end-last.start > 8 {
		last.end -= month(between(r, 1, 6))
	} else {
		last.current = true
	}

	for k := n - 1; k >= 0; k-- {
		s := spans[k]
		where, title, focus := home, prof.title, spec
		if prof.id == "profession:rn" {
			switch {
			case k == n-1 && s.start-start > 72 && chance(r, 0.3):
				title = "Charge Nurse"
			case chance(r, 0.15):
				title = "Travel Nurse"
				where = pickPlace(r)
			case chance(r, 0.4):
				title = "Staff Nurse"
			}
			if k == 0 && n > 1 && spec != nil && spec.acute && spec != medSurg && chance(r, 0.4) {
				focus = medSurg // where many nurses start
			}
		} else if k == n-1 && s.start-start > 72 && chance(r, 0.4) {
			title = "Senior " + title
		}
		job := resume.Job{
			Employer:  employerName(r, prof.where(focus), where.City),
			Title:     title,
			Location:  &resume.JobLocation{City: where.City, State: where.State},
			StartDate: s.start.date(),
			IsCurrent: s.current,
		}
		months := int(s.end - s.start)
		if !s.current {
			end := (s.end - 1).date()
			job.EndDate = &end
		}
		job.MonthsInRole = &months
		duties := prof.duties
		if focus != nil {
			job.Specialty = focus.name
			duties = append(slices.Clip(focus.duties), duties...)
		}
		for _, d := range some(r, duties, between(r, 2, 4)) {
			job.Responsibilities = append(job.Responsibilities, strings.ReplaceAll(d, "{beds}", strconv.Itoa(between(r, 12, 36))))
		}
		if len(prof.tools) > 0 {
			job.Technologies = some(r, prof.tools, between(r, 1, min(3, len(prof.tools))))
			if prof.toolGroup == "EHR" {
				job.Technologies = job.Technologies[:1]
			}
		}
		p.WorkHistory = append(p.WorkHistory, job)
	}
	p.AdditionalInfo = gaps(spans)
}

// where is the setting a position of a profession in a specialty is in.
func (p *profession) where(s *specialty) setting {
	switch {
	case s != nil && s.setting != inherit:
		return s.setting
	case s != nil && s.acute:
		return hospital
	case p.setting != inherit:
		return p.setting
	}
	return hospital
}

// gaps lists the breaks of three months or more between spans, newest first,
// as the resume parser reports them.
func gaps(spans []position) *resume.AdditionalInfo {
	var out []resume.EmploymentGap
	for k := len(spans) - 1; k > 0; k-- {
		if gap := int(spans[k].start - spans[k-1].end); gap >= 3 {
			out = append(out, resume.EmploymentGap{GapType: "employment", Duration: humanMonths(gap)})
		}
	}
	if out == nil {
		return nil
	}
	return &resume.AdditionalInfo{EmploymentGaps: out}
}

// humanMonths writes a duration as the resume parser does: "5 months",
// "1 year", "1 year 2 months".
func humanMonths(m int) string {
	unit := func(n int, s string) string {
		if n != 1 {
			s += "s"
		}
		return strconv.Itoa(n) + " " + s
	}
	switch y, mo := m/12, m%12; {
	case y == 0:
		return unit(mo, "month")
	case mo == 0:
		return unit(y, "year")
	default:
		return unit(y, "year") + " " + unit(mo, "month")
	}
}

// education is the schooling that led to a career starting at start.
func education(r *rand.Rand, prof *profession, home place, start month) []resume.Education {
	d := weighted(r, prof.degrees, func(d degree) float64 { return d.w })
	state := home.State
	if chance(r, 0.2) {
		state = pickPlace(r).State // schooled elsewhere
	}
	grad := monthOf(start.year(), 5)
	if start.month() < 6 {
		grad = monthOf(start.year()-1, 12)
	}
	e := resume.Education{Institution: schoolName(r, d.level, home.City, state), Degree: d.name, Major: d.major, GraduationDate: grad.date()}
	return []resume.Education{e}
}

// multistate holds the states that issue multistate nursing licences: a
// licence from one is valid in another compact state.
var multistate = sync.OnceValue(func() map[string]bool {
	out := map[string]bool{}
	for _, c := range taxonomy.All(taxonomy.KindState) {
		code := strings.TrimPrefix(string(c.ID), "state:")
		if len(taxonomy.LicensedStates("license:rn", code, true)) > 1 {
			out[code] = true
		}
	}
	return out
})

// credentials are a candidate's licence and certifications, each current
// as of asOf unless it lapsed (one in twenty-five).
func credentials(r *rand.Rand, prof *profession, spec *specialty, home string, start month) []resume.Certification {
	var out []resume.Certification
	if l := prof.license; l != nil && chance(r, l.p) {
		state := home
		if chance(r, 0.1) {
			state = pickPlace(r).State // licensed where they used to live
		}
		name := l.name
		if l.nurse && multistate()[state] {
			name += " (Multistate)"
		}
		expires := asOf.AddDate(between(r, 0, 1), between(r, 1, 12), 0)
		expires = expires.AddDate(0, 0, -expires.Day()) // the end of the month before
		out = append(out, resume.Certification{
			Name: name, IssuingOrganization: stateName(state) + " " + l.board,
			IssueDate: (start - month(between(r, 0, 1))).date(), ExpirationDate: expires.Format("2006-01-02"),
			CredentialID: l.prefix + strconv.Itoa(between(r, 100000, 999999)),
		})
	}
	certs := prof.certs
	if spec != nil {
		certs = append(slices.Clip(certs), spec.certs...)
	}
	seen := map[taxonomy.ID]bool{}
	for _, c := range certs {
		if seen[c.id] || !chance(r, c.p) {
			continue
		}
		seen[c.id] = true
		ct := resume.Certification{Name: c.name, IssuingOrganization: issuer(c.id, home)}
		if c.years == 0 {
			ct.IssueDate = (start + month(between(r, 0, 24))).date()
			ct.IssueDate = min(ct.IssueDate, asOfMonth.date())
		} else {
			valid := month(12 * c.years)
			issued := asOfMonth - month(r.IntN(int(valid)))
			if chance(r, 0.04) {
				issued -= valid // lapsed
			}
			issued = max(issued, start)
			ct.IssueDate, ct.ExpirationDate = issued.date(), (issued + valid).date()
		}
		out = append(out, ct)
	}
	return out
}

// issuer names the body that grants a certification, as taxonomy has it; a
// nurse aide is on the registry of their state.
func issuer(id taxonomy.ID, state string) string {
	if id == "cert:cna" {
		return stateName(state) + " Nurse Aide Registry"
	}
	c, _ := taxonomy.Lookup(id)
	return c.Issuer
}

// skills are the technical skills of the specialty and profession, the
// software used in the positions, soft skills and languages.
func skills(r *rand.Rand, prof *profession, spec *specialty, jobs []resume.Job) *resume.Skills {
	s := &resume.Skills{SoftSkills: some(r, softSkills, 3)}
	pool := prof.skills
	if spec != nil {
		pool = append(slices.Clip(spec.skills), pool...)
	}
	if len(pool) > 0 {
		g := resume.SkillGroup{Category: prof.skillGroup}
		for _, name := range some(r, pool, between(r, 3, 5)) {
			g.Skills = append(g.Skills, resume.Skill{Name: name})
		}
		s.Technical = append(s.Technical, g)
	}
	var tools []string
	for _, j := range jobs {
		for _, t := range j.Technologies {
			if !slices.Contains(tools, t) {
				tools = append(tools, t)
			}
		}
	}
	if len(tools) > 0 {
		g := resume.SkillGroup{Category: prof.toolGroup}
		for _, t := range tools {
			g.Skills = append(g.Skills, resume.Skill{Name: t})
		}
		s.Technical = append(s.Technical, g)
	}
	s.Languages = []resume.Language{{Language: "English", Proficiency: resume.NativeBilingual}}
	switch x := r.Float64(); {
	case x < 0.15:
		s.Languages = append(s.Languages, resume.Language{Language: "Spanish", Proficiency: one(r, []string{resume.Conversational, resume.Professional, resume.NativeBilingual})})
	case x < 0.18:
		s.Languages = append(s.Languages, resume.Language{Language: "Tagalog", Proficiency: resume.NativeBilingual})
	case x < 0.20:
		s.Languages = append(s.Languages, resume.Language{Language: "Vietnamese", Proficiency: resume.NativeBilingual})
	}
	return s
}

// summarize derives the professional summary from the rest of the profile.
func summarize(p *resume.Profile, prof *profession, spec *specialty) {
	total := 0
	bySpecialty := map[string]*resume.SpecialtyExperience{}
	var order []string
	for _, j := range p.WorkHistory {
		total += *j.MonthsInRole
		if j.Specialty == "" {
			continue
		}
		last := asOfMonth.date()
		if j.EndDate != nil {
			last = *j.EndDate
		}
		se := bySpecialty[j.Specialty]
		if se == nil {
			se = &resume.SpecialtyExperience{Specialty: j.Specialty, LastPracticed: last}
			bySpecialty[j.Specialty] = se
			order = append(order, j.Specialty)
		}
		se.TotalYears = math.Round((se.TotalYears*12+float64(*j.MonthsInRole))/12*10) / 10
	}
	years := math.Round(float64(total)/12*10) / 10
	s := &resume.ProfessionalSummary{YearsOfExperience: &years, IndustryExpertise: []string{prof.industry}}
	for _, name := range order {
		s.SpecialtyExperience = append(s.SpecialtyExperience, *bySpecialty[name])
	}
	var core []string
	for _, g := range p.Skills.Technical[:min(1, len(p.Skills.Technical))] {
		for _, sk := range g.Skills[:min(3, len(g.Skills))] {
			core = append(core, sk.Name)
		}
	}
	s.CoreProficiencies = core
	who := prof.title
	if spec != nil {
		who = spec.name + " " + who
	}
	s.Overview = fmt.Sprintf("%s with %s of experience", who, experience(years))
	if len(core) > 0 {
		s.Overview += ", skilled in " + phrase(prof, list(core))
	}
	s.Overview += "."
	p.ProfessionalSummary = s
}

// experience writes years of experience: "8 months", "1 year", "6 years".
func experience(years float64) string {
	switch {
	case years < 1:
		return humanMonths(int(math.Round(years * 12)))
	case years < 1.5:
		return "1 year"
	}
	return strconv.Itoa(int(math.Round(years))) + " years"
}

// phrase writes skills for the middle of a sentence: "ventilator
// management", but "Microsoft Excel", "CRRT" and, in software, "Python".
func phrase(prof *profession, s string) string {
	if prof.industry == "Software" || prof.industry == "Information Technology" {
		return s
	}
	words := strings.Split(s, " ")
	for i, w := range words {
		if len(w) > 1 && w[0] >= 'A' && w[0] <= 'Z' && strings.ToLower(w[1:]) == w[1:] && !properNouns[strings.TrimRight(w, ",")] &&
			(i == 0 || strings.HasSuffix(words[i-1], ",") || words[i-1] == "and") {
			words[i] = strings.ToLower(w[:1]) + w[1:]
		}
	}
	return strings.Join(words, " ")
}

// properNouns are the first words of skills that keep their capital.
var properNouns = map[string]bool{"Microsoft": true, "Hoyer": true, "Pyxis": true, "Epic": true, "Excel": true}

// list joins items as a sentence does: "a, b and c".
func list(items []string) string {
	if len(items) < 2 {
		return strings.Join(items, "")
	}
	return strings.Join(items[:len(items)-1], ", ") + " and " + items[len(items)-1]
}
