package api

import (
	"time"

	"github.com/recruitd/recruitd"
)

// addressJSON is SPEC 2.2; address1 and address2 are nullable.
type addressJSON struct {
	Address1    *string `json:"address1"`
	Address2    *string `json:"address2"`
	City        *string `json:"city"`
	State       *string `json:"state"`
	Zip         *string `json:"zip"`
	CountryCode *string `json:"countryCode"`
	Timezone    *string `json:"timezone"`
}

func (a *addressJSON) check(c *checks, field string) {
	if a == nil {
		return
	}
	for _, f := range []struct {
		name string
		v    *string
	}{{"address1", a.Address1}, {"address2", a.Address2}, {"city", a.City}, {"state", a.State},
		{"zip", a.Zip}, {"countryCode", a.CountryCode}, {"timezone", a.Timezone}} {
		c.length(field+"."+f.name, f.v, maxShort)
	}
	if a.Timezone != nil && *a.Timezone != "" {
		if _, err := time.LoadLocation(*a.Timezone); err != nil {
			c.add("%s.timezone: %s is not an IANA time zone such as America/Chicago", field, quote(*a.Timezone))
		}
	}
}

func toAddress(a *addressJSON) *recruitd.Address {
	if a == nil {
		return nil
	}
	return &recruitd.Address{
		Address1: trimmed(a.Address1), Address2: trimmed(a.Address2), City: trimmed(a.City),
		State: trimmed(a.State), Zip: trimmed(a.Zip), CountryCode: trimmed(a.CountryCode), Timezone: trimmed(a.Timezone),
	}
}

func fromAddress(a *recruitd.Address) *addressJSON {
	if a == nil {
		return nil
	}
	return &addressJSON{
		Address1: nullable(a.Address1), Address2: nullable(a.Address2), City: &a.City, State: &a.State,
		Zip: &a.Zip, CountryCode: &a.CountryCode, Timezone: &a.Timezone,
	}
}

// nullable is nil for an empty string, so it is sent as null.
func nullable(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

// statusJSON is SPEC 2.3.
type statusJSON struct {
	ID          int64  `json:"id"`
	Name        string `json:"name"`
	Type        string `json:"type"`
	Description string `json:"description"`
	IsDefault   bool   `json:"isDefault"`
	IsActive    bool   `json:"isActive"`
	DateAdded   int64  `json:"dateAdded"`
}

func fromStatus(s recruitd.Status) statusJSON {
	return statusJSON{ID: s.ID, Name: s.Name, Type: string(s.Type), Description: s.Description,
		IsDefault: s.IsDefault, IsActive: s.IsActive, DateAdded: s.Created.Unix()}
}

// rfc3339 formats a createdAt time: RFC 3339 in UTC.
func rfc3339(t time.Time) string {
	return t.UTC().Format(time.RFC3339)
}
