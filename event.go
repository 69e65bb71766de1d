package recruitd

import "time"

// Event is one outbox entry: a record of Entity with EntityID was upserted or
// deleted. Every write to candidates, jobs, files and job submissions appends
// one in the same transaction.
type Event struct {
	ID       int64
	Entity   string // one of the Entity constants
	EntityID int64
	Deleted  bool
	Created  time.Time
}

// Outbox entities, as Event.Entity names them.
const (
	EntityCandidate  = "candidate"
	EntityJob        = "job"
	EntityFile       = "file"
	EntitySubmission = "job_submission"
)
