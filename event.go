package recruitd

import "time"

// Event is one outbox entry: a record of Entity with EntityID was created,
// updated or deleted. Every write to candidates, jobs, files and job
// submissions appends one in the same transaction, and so do a resume parsed
// into a candidate's profile (EntityResume, the candidate's id) and a stored
// screening (EntityScreening, the screening's id).
type Event struct {
	ID       int64
	Entity   string // one of the Entity constants
	EntityID int64
	Op       string // OpCreate, OpUpdate or OpDelete
	Deleted  bool   // Op is OpDelete
	Created  time.Time
}

// Outbox operations, as Event.Op names them. Events written before creates
// and updates were told apart read as OpUpdate.
const (
	OpCreate = "create"
	OpUpdate = "update"
	OpDelete = "delete"
)

// Outbox entities, as Event.Entity names them.
const (
	EntityCandidate  = "candidate"
	EntityJob        = "job"
	EntityFile       = "file"
	EntitySubmission = "job_submission"
	EntityResume     = "resume"
	EntityScreening  = "screening"
)
