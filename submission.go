package recruitd

import "time"

// Submission is a candidate submitted to a job, moving through the
// JOB_SUBMISSION statuses.
type Submission struct {
	ID             int64
	JobID          int64
	CandidateID    int64
	StatusID       int64
	Notes          string
	Created        time.Time
	Updated        time.Time
	CreatedBy      int64 // the user who submitted; 0 when unknown
	JobTitle       string
	CandidateFirst string
	CandidateLast  string
	// History is every status the submission has had, oldest first; read
	// only for a single submission.
	History []StatusChange
}

// StatusChange is one move of a submission from one status to another; the
// first has no From.
type StatusChange struct {
	FromStatusID *int64
	FromStatus   string
	ToStatusID   int64
	ToStatus     string
	ByUserID     *int64 // nil when the user is unknown or deleted
	ByName       string
	At           time.Time
}

// SubmissionPatch is a change to a submission: nil fields stay as they are.
type SubmissionPatch struct {
	StatusID *int64
	Notes    *string
}
