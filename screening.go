package recruitd

import "time"

// Screening is a stored screening: who was screened against what, by which
// evaluator, and the result document (JSON, in the shape package matching
// stores).
type Screening struct {
	ID           int64
	CandidateID  int64
	JobID        int64
	SubmissionID *int64
	Evaluator    string
	Result       []byte // JSON
	Created      time.Time
}
