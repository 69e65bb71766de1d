// Package records owns the service's records in Postgres: candidates, jobs,
// job submissions, statuses, users, API tokens and files, the SQL migrations
// that shape them, and the outbox that tells the indexer what changed.
//
// Domain types here carry no JSON tags: the api package owns the wire shapes.
// Store methods return *recruitd.Error values of kind not_found, conflict or
// validation_error where the caller can act on them.
package records

import "time"

// StatusType is the kind of record a Status applies to.
type StatusType string

// The status types of SPEC 2.3.
const (
	StatusCandidate     StatusType = "CANDIDATE"
	StatusJob           StatusType = "JOB"
	StatusJobSubmission StatusType = "JOB_SUBMISSION"
)

// Status is a named state of a candidate, job or job submission.
type Status struct {
	ID          int64
	Name        string
	Type        StatusType
	Description string
	IsDefault   bool
	IsActive    bool
	Created     time.Time
}

// Address is a postal address; every part is optional.
type Address struct {
	Address1    string
	Address2    string
	City        string
	State       string
	Zip         string
	CountryCode string
	Timezone    string
}

// Candidate is a person the agency may place.
type Candidate struct {
	ID         int64
	FirstName  string
	LastName   string
	Email      string
	Phone      string
	Address    *Address
	Notes      string
	Profession string
	Specialty  string
	StatusID   int64
	Status     *Status
	Created    time.Time
	Updated    time.Time
}

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

// Submission is a candidate submitted to a job.
type Submission struct {
	ID             int64
	JobID          int64
	CandidateID    int64
	StatusID       int64
	Created        time.Time
	JobTitle       string
	CandidateFirst string
	CandidateLast  string
}

// Role names.
const (
	RoleAdmin     = "admin"
	RoleRecruiter = "recruiter"
	RoleViewer    = "viewer"
)

// Role is what a user may do.
type Role struct {
	ID          int64
	Name        string
	Description string
}

// User is a person or agent that uses the service.
type User struct {
	ID        int64
	FirstName string
	LastName  string
	Email     string
	Phone     string
	Role      Role
	IsActive  bool
	Created   time.Time
}

// File is an attachment's metadata; its bytes are read with FileContent.
type File struct {
	ID          int64
	FileName    string
	ContentType string
	Size        int64
	SHA256      []byte
	CandidateID *int64
	Type        string
	Description string
	Created     time.Time
}

// Page is a window of a list: Limit rows after skipping Offset.
type Page struct {
	Limit  int
	Offset int
}
