package recruitd

import "time"

// Job employment types and statuses of SPEC 2.4.
const (
	EmploymentDirect   = "DIRECT"
	EmploymentContract = "CONTRACT"

	JobOpen   = "OPEN"
	JobClosed = "CLOSED"
	JobOnHold = "ON_HOLD"
	JobFilled = "FILLED"
)

// Criterion is one requirement a candidate is screened against (SPEC 2.8).
type Criterion struct {
	Description string
	Importance  string
	Type        string
}

// Criterion importances.
const (
	Required  = "required"
	Preferred = "preferred"
	Optional  = "optional"
)

// Employer is the client a job is for.
type Employer struct {
	ID    *int64
	Name  string
	City  string
	State string
	Zip   string
}

// Schedule is when a job is worked.
type Schedule struct {
	Shifts   []string
	HoursMin *int
	HoursMax *int
}

// Compensation is what a job pays: an hourly rate or an annual salary.
type Compensation struct {
	Type    string
	Minimum *float64
	Maximum *float64
}

// Requirements are a job's headline requirements.
type Requirements struct {
	Experience     string
	Certifications []string
	LicenseType    string
	LicenseState   string
}

// Job is an opening the agency fills. The fields after Notes are optional;
// matching derives absent ones from the description.
type Job struct {
	ID                int64
	Title             string
	Description       string
	PublicDescription string
	StartDate         int64 // Unix seconds
	Address           Address
	EmploymentType    string
	Status            string
	Notes             string

	Criteria     []Criterion // nil: extracted from the description
	Employer     Employer
	JobType      string
	Schedule     Schedule
	Compensation Compensation
	Requirements Requirements
	Profession   string
	Specialty    string
	Department   string
	Remote       *bool

	Version int
	Created time.Time
	Updated time.Time
}
