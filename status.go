package recruitd

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
