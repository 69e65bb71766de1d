package synth

import (
	"strings"

	"github.com/recruitd/recruitd/resume"
)

// render writes a profile as the plain-text resume it reads as: every name,
// date and number of the profile appears in it, so evidence quoted from the
// text matches the profile.
func render(p *resume.Profile, prof *profession, phone string) string {
	var b strings.Builder
	b.Grow(2048)
	line := func(parts ...string) {
		for _, s := range parts {
			b.WriteString(s)
		}
		b.WriteByte('\n')
	}
	heading := func(s string) { line("\n", s) }

	info := p.PersonalInfo
	name := info.Name.FirstName + " "
	if info.Name.MiddleName != "" {
		name += info.Name.MiddleName + ". "
	}
	name += info.Name.LastName
	for _, d := range prof.degrees {
		if d.abbr != "" && healthcare(prof) && len(p.Education) > 0 && d.name == p.Education[0].Degree && d.abbr != prof.cred {
			name += ", " + d.abbr
		}
	}
	if prof.cred != "" {
		name += ", " + prof.cred
	}
	line(strings.ToUpper(name))
	loc := info.Location
	line(loc.City, ", ", loc.State, " ", loc.ZipCode, " | ", phone, " | ", info.Contact.Email)
	if loc.WillingToRelocate != nil && *loc.WillingToRelocate {
		line("Open to relocation")
	}

	heading("SUMMARY")
	line(p.ProfessionalSummary.Overview)

	heading("EXPERIENCE")
	for i, j := range p.WorkHistory {
		if i > 0 {
			line()
		}
		title := j.Title
		if j.Specialty != "" {
			title += " - " + j.Specialty
		}
		line(title)
		line(j.Employer, ", ", j.Location.City, ", ", j.Location.State)
		end := "Present"
		if j.EndDate != nil {
			end = shortDate(*j.EndDate)
		}
		line(shortDate(j.StartDate), " - ", end)
		for _, r := range j.Responsibilities {
			line("* ", r)
		}
		if len(j.Technologies) > 0 {
			line("* Systems: ", strings.Join(j.Technologies, ", "))
		}
	}

	heading("EDUCATION")
	for _, e := range p.Education {
		degree := e.Degree
		if e.Major != "" && !strings.Contains(e.Degree, e.Major) {
			degree += ", " + e.Major
		}
		line(degree)
		line(e.Institution, ", ", shortDate(e.GraduationDate))
	}

	var licences, certs []resume.Certification
	for _, c := range p.Certifications {
		if c.CredentialID != "" {
			licences = append(licences, c)
		} else {
			certs = append(certs, c)
		}
	}
	if len(licences) > 0 {
		heading("LICENSES")
		for _, c := range licences {
			e := c.ExpirationDate
			line(c.Name, ", ", c.IssuingOrganization, ", License No. ", c.CredentialID,
				", issued ", shortDate(c.IssueDate), ", expires ", e[5:7], "/", e[8:10], "/", e[:4])
		}
	}
	if len(certs) > 0 {
		heading("CERTIFICATIONS")
		for _, c := range certs {
			s := c.Name + " - " + c.IssuingOrganization + ", issued " + shortDate(c.IssueDate)
			if c.ExpirationDate != "" {
				s += ", expires " + shortDate(c.ExpirationDate)
			}
			line(s)
		}
	}

	heading("SKILLS")
	for _, g := range p.Skills.Technical {
		names := make([]string, len(g.Skills))
		for i, s := range g.Skills {
			names[i] = s.Name
		}
		line(g.Category, ": ", strings.Join(names, ", "))
	}
	line("Soft skills: ", strings.Join(p.Skills.SoftSkills, ", "))
	langs := make([]string, len(p.Skills.Languages))
	for i, l := range p.Skills.Languages {
		langs[i] = l.Language + " (" + l.Proficiency + ")"
	}
	line("Languages: ", strings.Join(langs, ", "))
	return b.String()
}

// shortDate writes a "YYYY-MM-DD" date as "MM/YYYY".
func shortDate(d string) string { return d[5:7] + "/" + d[:4] }
