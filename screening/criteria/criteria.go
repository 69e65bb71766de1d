package criteria

import (
	"fmt"
	"strings"

	"github.com/recruitd/recruitd/taxonomy"
)

// Input is a criterion as a job or a request gives it (SPEC 2.8). A
// records.Criterion converts to it directly.
type Input struct {
	Description string // full text of the requirement
	Importance  string // required, preferred or optional
	Type        string // kind of criterion, e.g. specialty, certification, experience
}

// Importances of a criterion (SPEC 2.8). Scores weigh them 3, 2 and 1.
const (
	Required  = "required"
	Preferred = "preferred"
	Optional  = "optional"
)

// Sources of a criterion (SPEC 2.9 "source").
const (
	SourceJobCriteria    = "job_criteria"    // the job's explicit criteria
	SourceJobDescription = "job_description" // extracted from the job's description
	SourceRequest        = "request"         // given with a screening or matching request
	// SourceJobRole marks the job's own profession and specialty (see
	// Role), which every screening against the job checks.
	SourceJobRole = "job_role"
)

// Types of a criterion: the SPEC 2.9 "type" shown with each result. An
// input's type maps to them as follows (case, spaces, "_" and "-" ignored):
//
//	experience, yearsofexperience, years, workexperience
//	                      YearsOfExperience when the text gives a number of
//	                      years, else Specialty, Skill or Profession when the
//	                      text names one, else Experience
//	certification(s), certificate, cert             Certification
//	license(s), licence(s), licensure               License
//	specialty, speciality, specialties, unit        Specialty
//	education, degree                               Education
//	skill(s), technical, technology, tool(s)        Skill
//	language(s)                                     Language
//	schedule, shift(s), availability                Schedule
//	location, residency, geography                  Location
//	profession, title, role, occupation             Profession
//	other                                           Other
//	anything else ("required", "")                  from the text, as extracted
//
// From the text, the type follows what the criterion names, in this order: a
// degree (Education), a licence (License), a certification, a language, a
// specialty, a skill (each of the last two YearsOfExperience when a number of
// years is given), a profession, then wording alone: degree, licence,
// certification, language, shift, location words, a number of years,
// "experience" (Experience), else Other.
const (
	TypeYearsOfExperience = "YearsOfExperience"
	TypeExperience        = "Experience"
	TypeCertification     = "Certification"
	TypeLicense           = "License"
	TypeSpecialty         = "Specialty"
	TypeEducation         = "Education"
	TypeSkill             = "Skill"
	TypeLanguage          = "Language"
	TypeSchedule          = "Schedule"
	TypeLocation          = "Location"
	TypeProfession        = "Profession"
	TypeOther             = "Other"
)

// Criterion is one requirement a candidate is screened against: what SPEC
// 2.9 shows of it, and what an evaluator needs to check it.
type Criterion struct {
	// ID numbers the criteria of one screening 1..n in order.
	ID int
	// Source is SourceJobCriteria, SourceJobDescription or SourceRequest.
	Source string
	// Text is the criterion as written: the input's description, or for an
	// extracted criterion a verbatim substring of the job description.
	// Criteria split from one compound bullet ("BLS and ACLS required")
	// share its text and differ in Concepts and Question.
	Text string
	// Importance is Required, Preferred or Optional.
	Importance string
	// Type is one of the Type constants.
	Type string
	// Question is the criterion asked of a recruiter: "Does the candidate
	// have 2+ years of ICU experience?"
	Question string

	// Concepts are what the criterion asks for: certifications, licences,
	// specialties, skills, degrees, languages or professions, as taxonomy
	// IDs. A concept counts as met by any concept that IsA it. For a
	// language criterion English is left out when another language is named
	// ("bilingual English/Spanish" asks for Spanish).
	Concepts []taxonomy.ID
	// AnyOf reports that one of Concepts suffices ("BLS or ACLS", "ICU or
	// PCU experience"); otherwise all are needed.
	AnyOf bool
	// Context are concepts the text names around what it asks for, such as
	// the profession in "2+ years of ICU experience as an RN".
	Context []taxonomy.ID
	// MinYears is the experience asked for in years, 0 when none: "2+
	// years" and "at least two years" give 2, "1-2 years" 1, "6 months" 0.5.
	MinYears float64
	// EducationLevel is the least education that meets an Education
	// criterion: the lowest of alternatives ("ADN or BSN" is associate).
	EducationLevel taxonomy.EducationLevel
	// States are the postal codes a License criterion's licence must be
	// valid in, or where a Location criterion asks the candidate to be.
	States []string
	// Compact reports that a License criterion names a multistate (Nurse
	// Licensure Compact) licence. license:multistate is then among Concepts:
	// with AnyOf it is an alternative to the other licences ("Texas or
	// compact license"), otherwise they must be multistate.
	Compact bool
	// NoCompact reports that the posting refuses multistate licences of
	// other states ("Illinois does not accept compact licenses"): a License
	// criterion's licence must then be issued by one of its States. Where a
	// multistate licence is valid is the taxonomy's to say whatever the
	// posting claims, so a posting can only narrow it.
	NoCompact bool
	// Obtainable reports that a License or Certification criterion may be
	// met after hire: the posting accepts it obtained by the start date or
	// within a time of hire, or an endorsement or application pending.
	Obtainable bool
	// Shifts are what a Schedule criterion asks the candidate to work: day,
	// night, evening, rotating, weekend, holiday, on-call, 8-hour, 10-hour,
	// 12-hour.
	Shifts []string
	// Field are the words naming the field of a YearsOfExperience criterion
	// that names no concept, lower-cased, most specific first: "commercial",
	// "electrical" in "4+ years of commercial electrical experience". The
	// taxonomy cannot name every trade's branches, so the evaluator counts
	// the roles whose titles say these words.
	Field []string
}

// maxExtracted bounds the criteria taken from one description, so that a
// pasted manual does not turn into hundreds of evaluations.
const maxExtracted = 40

// FromJob returns a job's criteria, numbered from 1: its explicit criteria
// when it has any (SourceJobCriteria), else those extracted from its
// description (SourceJobDescription). A criterion that only qualifies
// another (a licence sentence naming no licence: "Illinois does not accept
// compact licenses") refines it instead of standing alone (see refine).
func FromJob(explicit []Input, description string) []Criterion {
	var out []Criterion
	if len(explicit) > 0 {
		d := &doc{text: description}
		out = make([]Criterion, 0, len(explicit))
		for _, in := range explicit {
			out = append(out, d.parse(in, SourceJobCriteria))
		}
	} else {
		out = extract(description)
	}
	out = refine(out)
	for i := range out {
		out[i].ID = i + 1
	}
	return out
}

// Merge returns the criteria of one screening: the job's followed by the
// request's (SourceRequest), or the job's role (SourceJobRole) and the
// request's when replace is set and the request gives any, numbered 1..n in
// that order: a job's profession and specialty are always screened. A
// replace with no criteria keeps the job's, as there is nothing to replace
// them with. The job's criteria are copied, not changed.
func Merge(job []Criterion, request []Input, replace bool) []Criterion {
	out := make([]Criterion, 0, len(job)+len(request))
	for _, c := range job {
		if !replace || len(request) == 0 || c.Source == SourceJobRole {
			out = append(out, c.clone())
		}
	}
	for _, in := range request {
		out = append(out, Parse(in, SourceRequest))
	}
	for i := range out {
		out[i].ID = i + 1
	}
	return out
}

// Parse reads one explicit criterion. Its importance is the input's (in any
// case); an importance Validate would refuse is read from the text's wording
// instead, defaulting to Required. Its type maps from the input's type (see
// the Type constants), and Concepts, MinYears and the other parsed fields
// come from the description. ID is left 0 for the caller to number.
func Parse(in Input, source string) Criterion {
	return (&doc{}).parse(in, source)
}

// parse reads one explicit criterion; d holds the job description, which
// names the profession a bare "state license" is for.
func (d *doc) parse(in Input, source string) Criterion {
	text := strings.TrimSpace(in.Description)
	c := &doc{text: text, items: findItems(text), posting: d}
	h := inputHint(in.Type)
	f := c.analyze(0, len(text), h)
	imp := strings.ToLower(strings.TrimSpace(in.Importance))
	if !isImportance(imp) {
		imp = f.imp
		if imp == "" {
			imp = Required
		}
	}
	cr := c.build(f, imp, h, false)[0]
	cr.Source = source
	return cr
}

func isImportance(s string) bool { return s == Required || s == Preferred || s == Optional }

// Validate checks criterion inputs as a request gives them, returning one
// detail per problem in the form of SPEC 7 ("criteria[0].importance: must be
// one of required, preferred, optional"), with field naming the list.
func Validate(in []Input, field string) []string {
	var details []string
	allowed := strings.Join([]string{Required, Preferred, Optional}, ", ")
	for i, c := range in {
		at := fmt.Sprintf("%s[%d]", field, i)
		if strings.TrimSpace(c.Description) == "" {
			details = append(details, at+".description: required")
		}
		switch {
		case strings.TrimSpace(c.Importance) == "":
			details = append(details, at+".importance: required; must be one of "+allowed)
		case !isImportance(c.Importance):
			details = append(details, at+".importance: must be one of "+allowed)
		}
		if strings.TrimSpace(c.Type) == "" {
			details = append(details, at+".type: required")
		}
	}
	return details
}

// clone returns a copy of c that shares no slice with it.
func (c Criterion) clone() Criterion {
	c.Concepts = cloneSlice(c.Concepts)
	c.Context = cloneSlice(c.Context)
	c.States = cloneSlice(c.States)
	c.Shifts = cloneSlice(c.Shifts)
	c.Field = cloneSlice(c.Field)
	return c
}

func cloneSlice[T any](s []T) []T {
	if s == nil {
		return nil
	}
	return append([]T(nil), s...)
}
