package api

import (
	"fmt"
	"math"
	"net/mail"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/recruitd/recruitd"
)

// Length limits of string fields, in bytes.
const (
	maxName  = 200
	maxEmail = 320
	maxShort = 1000    // phones, cities, types, file names
	maxText  = 100_000 // notes and descriptions
)

// checks collects every problem of a request before any of it is written.
type checks struct {
	problems []string
}

func (c *checks) add(format string, args ...any) {
	c.problems = append(c.problems, fmt.Sprintf(format, args...))
}

// err returns the validation error listing every problem, or nil.
func (c *checks) err(message string) error {
	if len(c.problems) == 0 {
		return nil
	}
	return recruitd.Validation(message, c.problems...)
}

// required reports a missing or blank required string, unless the field has
// a problem already (a value of the wrong type is decoded as missing).
func (c *checks) required(field string, v *string) {
	if (v == nil || strings.TrimSpace(*v) == "") && !c.has(field) {
		c.add("%s: required", field)
	}
}

// has reports whether field has a problem already.
func (c *checks) has(field string) bool {
	for _, p := range c.problems {
		if strings.HasPrefix(p, field+": ") {
			return true
		}
	}
	return false
}

// length reports a string longer than max bytes or not valid UTF-8.
func (c *checks) length(field string, v *string, max int) {
	if v == nil || c.has(field) {
		return
	}
	if len(*v) > max {
		c.add("%s: longer than %d bytes", field, max)
	}
	c.storable(field, *v)
}

// storable reports text that Postgres cannot store: invalid UTF-8 or NUL.
func (c *checks) storable(field, v string) {
	if !utf8.ValidString(v) {
		c.add("%s: not valid UTF-8", field)
	} else if strings.ContainsRune(v, 0) {
		c.add("%s: must not contain NUL characters", field)
	}
}

// name checks a required string's presence and length.
func (c *checks) name(field string, v *string, max int) {
	c.required(field, v)
	c.length(field, v, max)
}

// notBlank checks an optional string that, when given, must not be blank.
func (c *checks) notBlank(field string, v *string, max int) {
	if v != nil && strings.TrimSpace(*v) == "" {
		c.add("%s: must not be empty", field)
	}
	c.length(field, v, max)
}

// email checks an address's syntax: one plain address, with a domain.
func (c *checks) email(field string, v *string) {
	if v == nil || strings.TrimSpace(*v) == "" {
		return
	}
	c.length(field, v, maxEmail)
	addr, err := mail.ParseAddress(*v)
	if err != nil || addr.Address != strings.TrimSpace(*v) || !strings.Contains(addr.Address[strings.LastIndex(addr.Address, "@")+1:], ".") {
		c.add("%s: %s is not an email address", field, quote(*v))
	}
}

// oneOf reports a value outside the allowed ones.
func (c *checks) oneOf(field string, v *string, allowed ...string) {
	if v != nil && !slices.Contains(allowed, *v) {
		c.add("%s: must be one of %s", field, strings.Join(allowed, ", "))
	}
}

// trimmed returns the trimmed value of an optional string.
func trimmed(v *string) string {
	if v == nil {
		return ""
	}
	return strings.TrimSpace(*v)
}

// The largest Unix time in seconds that is still a plausible date (year 9999).
const maxUnixSeconds = 253402300799

// unixSeconds reads a timestamp in Unix seconds, taking one above 10^11 as
// milliseconds (DESIGN.md): 10^11 seconds is the year 5138.
func (c *checks) unixSeconds(field string, v *int64) int64 {
	if v == nil {
		if !c.has(field) {
			c.add("%s: required", field)
		}
		return 0
	}
	t := *v
	if t > 1e11 {
		t /= 1000
	}
	if t < 0 || t > maxUnixSeconds {
		c.add("%s: %d is not a Unix timestamp in seconds or milliseconds", field, *v)
	}
	return t
}

// Paging defaults and bounds of list endpoints.
const (
	defaultLimit = 20
	maxLimit     = 1000
	maxOffset    = math.MaxInt32
)

// query reads and checks query parameters, collecting problems.
type query struct {
	checks
	values map[string][]string
}

func (q *query) get(key string) string {
	v := q.values[key]
	if len(v) == 0 {
		return ""
	}
	s := strings.TrimSpace(v[0])
	if len(s) > maxShort {
		q.add("%s: longer than %d bytes", key, maxShort)
		return ""
	}
	if q.storable(key, s); q.has(key) {
		return ""
	}
	return s
}

// id reads an optional positive integer id; 0 when absent.
func (q *query) id(key string) int64 {
	s := q.get(key)
	if s == "" {
		return 0
	}
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil || n <= 0 {
		q.add("%s: %s is not a valid id (a positive integer up to %d)", key, quote(s), int64(math.MaxInt64))
	}
	return n
}

// boolean reads an optional boolean.
func (q *query) boolean(key string) *bool {
	s := q.get(key)
	if s == "" {
		return nil
	}
	b, err := strconv.ParseBool(s)
	if err != nil {
		q.add("%s: %s is not true or false", key, quote(s))
		return nil
	}
	return &b
}

// integer reads an optional integer within [lo, hi], def when absent.
func (q *query) integer(key string, def, lo, hi int) int {
	s := q.get(key)
	if s == "" {
		return def
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < lo || n > hi {
		q.add("%s: %s must be an integer from %d to %d", key, quote(s), lo, hi)
		return def
	}
	return n
}

// page reads the limit and offset of a list.
func (q *query) page() recruitd.Page {
	return recruitd.Page{Limit: q.integer("limit", defaultLimit, 1, maxLimit), Offset: q.integer("offset", 0, 0, maxOffset)}
}

// since reads an optional time as Unix seconds or RFC 3339.
func (q *query) since(key string) time.Time {
	s := q.get(key)
	if s == "" {
		return time.Time{}
	}
	if n, err := strconv.ParseInt(s, 10, 64); err == nil && n >= 0 && n <= maxUnixSeconds {
		return time.Unix(n, 0)
	}
	t, err := time.Parse(time.RFC3339, s)
	if err != nil {
		q.add("%s: %s is neither Unix seconds nor an RFC 3339 time", key, quote(s))
	}
	return t
}

// pathID reads the positive integer id of a path.
func pathID(s, what string) (int64, error) {
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil || n <= 0 {
		return 0, recruitd.Validation("invalid "+what+" id",
			fmt.Sprintf("id: %s is not a valid id (a positive integer up to %d)", quote(s), int64(math.MaxInt64)))
	}
	return n, nil
}

// positive checks a required positive integer such as an id.
func (c *checks) positive(field string, v *int64) {
	switch {
	case v == nil:
		if !c.has(field) {
			c.add("%s: required", field)
		}
	case *v <= 0:
		c.add("%s: must be a positive integer", field)
	}
}
