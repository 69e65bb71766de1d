package resume

import "encoding/json"

// Profile is a parsed resume (SPEC 2.15). Unlike the other domain types it carries the spec's
// JSON names: the profile is stored as a jsonb document and returned as is, so this struct is
// the wire shape. Absent values are omitted; dates are "YYYY-MM-DD" strings.
type Profile struct {
	PersonalInfo        *PersonalInfo        `json:"personalInfo,omitempty"`
	ProfessionalSummary *ProfessionalSummary `json:"professionalSummary,omitempty"`
	WorkHistory         []Job                `json:"workHistory,omitempty"`
	Education           []Education          `json:"education,omitempty"`
	Certifications      []Certification      `json:"certifications,omitempty"`
	Skills              *Skills              `json:"skills,omitempty"`
	AdditionalInfo      *AdditionalInfo      `json:"additionalInfo,omitempty"`
	// Sources say where each value read from the document is in its text, by the value's
	// JSON path ("workHistory[0].employer"); not part of SPEC 2.15, whose fields keep their
	// shape. Values derived rather than read (months in role, specialties) have none.
	Sources map[string]Source `json:"sources,omitempty"`
}

// PersonalInfo is who the candidate is and how to reach them.
type PersonalInfo struct {
	Name     *Name     `json:"name,omitempty"`
	Contact  *Contact  `json:"contact,omitempty"`
	Location *Location `json:"location,omitempty"`
}

// Name is the candidate's name. Prefixes (Dr., Mr.), generational suffixes (Jr., III) and
// credentials after the name (", RN, BSN") are not part of any field.
type Name struct {
	FirstName  string `json:"firstName,omitempty"`
	LastName   string `json:"lastName,omitempty"`
	MiddleName string `json:"middleName,omitempty"`
}

// Contact holds phones in E.164, or as written when they cannot be normalised.
type Contact struct {
	Email            string `json:"email,omitempty"`
	Phone            string `json:"phone,omitempty"`
	AlternativePhone string `json:"alternativePhone,omitempty"`
	LinkedIn         string `json:"linkedIn,omitempty"`
}

// Location is where the candidate lives. State is a two-letter code; Country defaults to "USA".
// WillingToRelocate is nil unless the resume says either way.
type Location struct {
	Street            string `json:"street,omitempty"`
	City              string `json:"city,omitempty"`
	State             string `json:"state,omitempty"`
	ZipCode           string `json:"zipCode,omitempty"`
	Country           string `json:"country,omitempty"`
	WillingToRelocate *bool  `json:"willingToRelocate,omitempty"`
}

// ProfessionalSummary is the candidate's own overview plus figures derived from the history.
type ProfessionalSummary struct {
	Overview            string                `json:"overview,omitempty"`
	YearsOfExperience   *float64              `json:"yearsOfExperience,omitempty"`
	SpecialtyExperience []SpecialtyExperience `json:"specialtyExperience,omitempty"`
	CoreProficiencies   []string              `json:"coreProficiencies,omitempty"`
	IndustryExpertise   []string              `json:"industryExpertise,omitempty"`
}

// SpecialtyExperience is the time spent in one specialty over the whole work history.
type SpecialtyExperience struct {
	Specialty     string   `json:"specialty"`
	TotalYears    float64  `json:"totalYears"`
	LastPracticed string   `json:"lastPracticed,omitempty"`
	Settings      []string `json:"settings,omitempty"`
}

// Job is one position in the work history.
//
// EndDate is nil, and serialised as null, for a current position (IsCurrent). A position with
// no dates at all has a nil EndDate too, but then endDate is left out of the JSON, so in the
// document endDate is null exactly when isCurrent is true.
type Job struct {
	Employer          string             `json:"employer,omitempty"`
	Title             string             `json:"title,omitempty"`
	Location          *JobLocation       `json:"location,omitempty"`
	StartDate         string             `json:"startDate,omitempty"`
	EndDate           *string            `json:"endDate"`
	IsCurrent         bool               `json:"isCurrent"`
	MonthsInRole      *int               `json:"monthsInRole,omitempty"`
	Specialty         string             `json:"specialty,omitempty"`
	Responsibilities  []string           `json:"responsibilities,omitempty"`
	Technologies      []string           `json:"technologies,omitempty"`
	Skills            []JobSkill         `json:"skills,omitempty"`
	ProjectHighlights []ProjectHighlight `json:"projectHighlights,omitempty"`
}

// MarshalJSON leaves endDate out for a position without dates, and writes null for a current one.
func (j Job) MarshalJSON() ([]byte, error) {
	type plain Job
	if j.EndDate == nil && !j.IsCurrent {
		return json.Marshal(struct {
			plain
			EndDate *string `json:"endDate,omitempty"`
		}{plain: plain(j)})
	}
	return json.Marshal(plain(j))
}

// JobLocation is where a position was; Remote is true for remote work.
type JobLocation struct {
	City   string `json:"city,omitempty"`
	State  string `json:"state,omitempty"`
	Remote bool   `json:"remote,omitempty"`
}

// JobSkill is a skill shown in one position.
type JobSkill struct {
	Name     string `json:"name"`
	Category string `json:"category,omitempty"`
	Context  string `json:"context,omitempty"`
}

// ProjectHighlight is a project done in one position.
type ProjectHighlight struct {
	Name        string   `json:"name,omitempty"`
	Description string   `json:"description,omitempty"`
	Outcomes    []string `json:"outcomes,omitempty"`
}

// Education is one school, degree or diploma.
type Education struct {
	Institution    string `json:"institution,omitempty"`
	Degree         string `json:"degree,omitempty"`
	Major          string `json:"major,omitempty"`
	Minor          string `json:"minor,omitempty"`
	GraduationDate string `json:"graduationDate,omitempty"`
}

// Certification is a certification or a licence.
type Certification struct {
	Name                string `json:"name"`
	IssuingOrganization string `json:"issuingOrganization,omitempty"`
	IssueDate           string `json:"issueDate,omitempty"`
	ExpirationDate      string `json:"expirationDate,omitempty"`
	CredentialID        string `json:"credentialId,omitempty"`
}

// Skills are the candidate's skills and languages.
type Skills struct {
	Technical  []SkillGroup `json:"technical,omitempty"`
	SoftSkills []string     `json:"softSkills,omitempty"`
	Languages  []Language   `json:"languages,omitempty"`
}

// SkillGroup is a category of technical skills.
type SkillGroup struct {
	Category string  `json:"category"`
	Skills   []Skill `json:"skills"`
}

// Proficiency levels of a technical skill.
const (
	Beginner     = "Beginner"
	Intermediate = "Intermediate"
	Advanced     = "Advanced"
	Expert       = "Expert"
)

// Skill is one technical skill with what the resume says of it.
type Skill struct {
	Name              string   `json:"name"`
	YearsOfExperience *float64 `json:"yearsOfExperience,omitempty"`
	ProficiencyLevel  string   `json:"proficiencyLevel,omitempty"`
}

// Language proficiencies.
const (
	Basic           = "Basic"
	Conversational  = "Conversational"
	Professional    = "Professional"
	NativeBilingual = "Native/Bilingual"
)

// Language is a spoken (or signed) language.
type Language struct {
	Language    string `json:"language"`
	Proficiency string `json:"proficiency,omitempty"`
}

// AdditionalInfo holds what the spec lists after the main sections.
type AdditionalInfo struct {
	EmploymentGaps []EmploymentGap `json:"employmentGaps,omitempty"`
}

// EmploymentGap is a period of three months or more between positions.
type EmploymentGap struct {
	GapType  string `json:"gapType"`
	Duration string `json:"duration"`
	Reason   string `json:"reason,omitempty"`
}
