package recruitd

import "time"

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
