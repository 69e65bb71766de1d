package recruitd

import "time"

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
