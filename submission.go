package recruitd

import "time"

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
