package screening

import (
	"encoding/binary"
	"maps"
	"math"
	"slices"

	"github.com/recruitd/recruitd/resume"
)

// The parsed profile is part of the facts, in a form of their own: every
// field of resume.Profile in the order the type declares them, a string as
// its length and bytes, a number as a varint (a float64 as its bits), a
// pointer or a list as a varint that is 0 for nil (a list: its length plus
// one, so that an empty list reads back empty, not nil). Matching then reads
// neither the profile's JSON from Postgres nor decodes it: reading it back
// from the facts costs a few allocations and no copy of its strings (see
// BenchmarkProfileFacts). TestProfileFacts fails when a field is left out.

func appendProfile(b []byte, p *resume.Profile) []byte {
	if p == nil {
		return binary.AppendUvarint(b, 0)
	}
	b = binary.AppendUvarint(b, 1)
	b = appendPresent(b, p.PersonalInfo != nil)
	if pi := p.PersonalInfo; pi != nil {
		b = appendPresent(b, pi.Name != nil)
		if n := pi.Name; n != nil {
			b = appendString(appendString(appendString(b, n.FirstName), n.LastName), n.MiddleName)
		}
		b = appendPresent(b, pi.Contact != nil)
		if c := pi.Contact; c != nil {
			b = appendString(appendString(appendString(appendString(b, c.Email), c.Phone), c.AlternativePhone), c.LinkedIn)
		}
		b = appendPresent(b, pi.Location != nil)
		if l := pi.Location; l != nil {
			b = appendString(appendString(appendString(appendString(appendString(b, l.Street), l.City), l.State), l.ZipCode), l.Country)
			b = appendBoolPtr(b, l.WillingToRelocate)
		}
	}
	b = appendPresent(b, p.ProfessionalSummary != nil)
	if s := p.ProfessionalSummary; s != nil {
		b = appendString(b, s.Overview)
		b = appendFloatPtr(b, s.YearsOfExperience)
		b = appendLen(b, s.SpecialtyExperience)
		for _, e := range s.SpecialtyExperience {
			b = appendString(b, e.Specialty)
			b = appendFloat(b, e.TotalYears)
			b = appendStrings(appendString(b, e.LastPracticed), e.Settings)
		}
		b = appendStrings(appendStrings(b, s.CoreProficiencies), s.IndustryExpertise)
	}
	b = appendLen(b, p.WorkHistory)
	for i := range p.WorkHistory {
		b = appendJob(b, &p.WorkHistory[i])
	}
	b = appendLen(b, p.Education)
	for _, e := range p.Education {
		b = appendString(appendString(appendString(appendString(appendString(b, e.Institution), e.Degree), e.Major), e.Minor), e.GraduationDate)
	}
	b = appendLen(b, p.Certifications)
	for _, c := range p.Certifications {
		b = appendString(appendString(appendString(appendString(appendString(b, c.Name), c.IssuingOrganization), c.IssueDate),
			c.ExpirationDate), c.CredentialID)
	}
	b = appendPresent(b, p.Skills != nil)
	if s := p.Skills; s != nil {
		b = appendLen(b, s.Technical)
		for _, g := range s.Technical {
			b = appendLen(appendString(b, g.Category), g.Skills)
			for _, sk := range g.Skills {
				b = appendString(appendFloatPtr(appendString(b, sk.Name), sk.YearsOfExperience), sk.ProficiencyLevel)
			}
		}
		b = appendLen(appendStrings(b, s.SoftSkills), s.Languages)
		for _, l := range s.Languages {
			b = appendString(appendString(b, l.Language), l.Proficiency)
		}
	}
	b = appendPresent(b, p.AdditionalInfo != nil)
	if a := p.AdditionalInfo; a != nil {
		b = appendLen(b, a.EmploymentGaps)
		for _, g := range a.EmploymentGaps {
			b = appendString(appendString(appendString(b, g.GapType), g.Duration), g.Reason)
		}
	}
	if p.Sources == nil {
		return binary.AppendUvarint(b, 0)
	}
	b = binary.AppendUvarint(b, uint64(len(p.Sources))+1)
	for _, path := range slices.Sorted(maps.Keys(p.Sources)) {
		s := p.Sources[path]
		b = appendString(b, path)
		for _, n := range []int{s.Page, s.Line, s.Start, s.End} {
			b = binary.AppendVarint(b, int64(n))
		}
		b = appendString(b, s.Method)
	}
	return b
}

func appendJob(b []byte, j *resume.Job) []byte {
	b = appendString(appendString(b, j.Employer), j.Title)
	b = appendPresent(b, j.Location != nil)
	if l := j.Location; l != nil {
		b = appendPresent(appendString(appendString(b, l.City), l.State), l.Remote)
	}
	b = appendOptional(appendString(b, j.StartDate), j.EndDate)
	b = appendPresent(b, j.IsCurrent)
	if j.MonthsInRole == nil {
		b = binary.AppendUvarint(b, 0)
	} else {
		b = binary.AppendVarint(binary.AppendUvarint(b, 1), int64(*j.MonthsInRole))
	}
	b = appendStrings(appendStrings(appendString(b, j.Specialty), j.Responsibilities), j.Technologies)
	b = appendLen(b, j.Skills)
	for _, s := range j.Skills {
		b = appendString(appendString(appendString(b, s.Name), s.Category), s.Context)
	}
	b = appendLen(b, j.ProjectHighlights)
	for _, h := range j.ProjectHighlights {
		b = appendStrings(appendString(appendString(b, h.Name), h.Description), h.Outcomes)
	}
	return b
}

// appendPresent appends a flag: 1 for true, 0 for false.
func appendPresent(b []byte, set bool) []byte {
	if set {
		return binary.AppendUvarint(b, 1)
	}
	return binary.AppendUvarint(b, 0)
}

// appendLen appends a list's length plus one, 0 for nil.
func appendLen[T any](b []byte, list []T) []byte {
	if list == nil {
		return binary.AppendUvarint(b, 0)
	}
	return binary.AppendUvarint(b, uint64(len(list))+1)
}

func appendFloat(b []byte, f float64) []byte { return binary.AppendUvarint(b, math.Float64bits(f)) }

func appendFloatPtr(b []byte, f *float64) []byte {
	if f == nil {
		return binary.AppendUvarint(b, 0)
	}
	return appendFloat(binary.AppendUvarint(b, 1), *f)
}

func appendBoolPtr(b []byte, v *bool) []byte {
	if v == nil {
		return binary.AppendUvarint(b, 0)
	}
	return appendPresent(binary.AppendUvarint(b, 1), *v)
}

// profileParts are the parts of a profile read back, in one allocation.
type profileParts struct {
	profile  resume.Profile
	personal resume.PersonalInfo
	name     resume.Name
	contact  resume.Contact
	location resume.Location
	summary  resume.ProfessionalSummary
	skills   resume.Skills
	more     resume.AdditionalInfo
}

// profile reads what appendProfile wrote.
func (r *factsReader) profile() *resume.Profile {
	if !r.flag() {
		return nil
	}
	parts := &profileParts{}
	p := &parts.profile
	if r.flag() {
		pi := &parts.personal
		if r.flag() {
			pi.Name = &parts.name
			*pi.Name = resume.Name{FirstName: r.string(), LastName: r.string(), MiddleName: r.string()}
		}
		if r.flag() {
			pi.Contact = &parts.contact
			*pi.Contact = resume.Contact{Email: r.string(), Phone: r.string(), AlternativePhone: r.string(), LinkedIn: r.string()}
		}
		if r.flag() {
			pi.Location = &parts.location
			*pi.Location = resume.Location{Street: r.string(), City: r.string(), State: r.string(), ZipCode: r.string(),
				Country: r.string(), WillingToRelocate: r.boolPtr()}
		}
		p.PersonalInfo = pi
	}
	if r.flag() {
		s := &parts.summary
		*s = resume.ProfessionalSummary{Overview: r.string(), YearsOfExperience: r.floatPtr()}
		s.SpecialtyExperience = makeList[resume.SpecialtyExperience](r)
		for i := range s.SpecialtyExperience {
			s.SpecialtyExperience[i] = resume.SpecialtyExperience{Specialty: r.string(), TotalYears: r.float(),
				LastPracticed: r.string(), Settings: r.strings()}
		}
		s.CoreProficiencies, s.IndustryExpertise = r.strings(), r.strings()
		p.ProfessionalSummary = s
	}
	p.WorkHistory = makeList[resume.Job](r)
	for i := range p.WorkHistory {
		r.job(&p.WorkHistory[i])
	}
	p.Education = makeList[resume.Education](r)
	for i := range p.Education {
		p.Education[i] = resume.Education{Institution: r.string(), Degree: r.string(), Major: r.string(), Minor: r.string(),
			GraduationDate: r.string()}
	}
	p.Certifications = makeList[resume.Certification](r)
	for i := range p.Certifications {
		p.Certifications[i] = resume.Certification{Name: r.string(), IssuingOrganization: r.string(), IssueDate: r.string(),
			ExpirationDate: r.string(), CredentialID: r.string()}
	}
	if r.flag() {
		s := &parts.skills
		s.Technical = makeList[resume.SkillGroup](r)
		for i := range s.Technical {
			g := &s.Technical[i]
			g.Category, g.Skills = r.string(), makeList[resume.Skill](r)
			for j := range g.Skills {
				g.Skills[j] = resume.Skill{Name: r.string(), YearsOfExperience: r.floatPtr(), ProficiencyLevel: r.string()}
			}
		}
		s.SoftSkills, s.Languages = r.strings(), makeList[resume.Language](r)
		for i := range s.Languages {
			s.Languages[i] = resume.Language{Language: r.string(), Proficiency: r.string()}
		}
		p.Skills = s
	}
	if r.flag() {
		a := &parts.more
		a.EmploymentGaps = makeList[resume.EmploymentGap](r)
		for i := range a.EmploymentGaps {
			a.EmploymentGaps[i] = resume.EmploymentGap{GapType: r.string(), Duration: r.string(), Reason: r.string()}
		}
		p.AdditionalInfo = a
	}
	if n := r.uint(); n > 0 && n-1 <= uint64(r.left()) {
		p.Sources = make(map[string]resume.Source, n-1)
		for range n - 1 {
			path := r.string()
			p.Sources[path] = resume.Source{Page: int(r.int()), Line: int(r.int()), Start: int(r.int()), End: int(r.int()),
				Method: r.string()}
		}
	} else if n > 0 {
		r.fail()
	}
	return p
}

func (r *factsReader) job(j *resume.Job) {
	j.Employer, j.Title = r.string(), r.string()
	if r.flag() {
		j.Location = &r.locSlab.take(1)[0]
		*j.Location = resume.JobLocation{City: r.string(), State: r.string(), Remote: r.flag()}
	}
	j.StartDate, j.EndDate, j.IsCurrent = r.string(), r.optional(), r.flag()
	if r.flag() {
		j.MonthsInRole = &r.intSlab.take(1)[0]
		*j.MonthsInRole = int(r.int())
	}
	j.Specialty, j.Responsibilities, j.Technologies = r.string(), r.strings(), r.strings()
	j.Skills = makeList[resume.JobSkill](r)
	for i := range j.Skills {
		j.Skills[i] = resume.JobSkill{Name: r.string(), Category: r.string(), Context: r.string()}
	}
	j.ProjectHighlights = makeList[resume.ProjectHighlight](r)
	for i := range j.ProjectHighlights {
		j.ProjectHighlights[i] = resume.ProjectHighlight{Name: r.string(), Description: r.string(), Outcomes: r.strings()}
	}
}

// flag reads what appendPresent wrote.
func (r *factsReader) flag() bool { return r.uint() != 0 }

func (r *factsReader) float() float64 { return math.Float64frombits(r.uint()) }

func (r *factsReader) floatPtr() *float64 {
	if !r.flag() {
		return nil
	}
	f := r.float()
	return &f
}

func (r *factsReader) boolPtr() *bool {
	if !r.flag() {
		return nil
	}
	v := r.flag()
	return &v
}

// makeList reads what appendLen wrote and makes a list of that length, nil
// for 0; a length more than the bytes left could hold marks r bad.
func makeList[T any](r *factsReader) []T {
	n := r.uint()
	if n == 0 || n-1 > uint64(r.left()) {
		r.bad = r.bad || n != 0
		return nil
	}
	return make([]T, n-1)
}
