package api

import (
	"net/http"
	"strconv"
)

// optionsInQuery reads minScore, limit and offset from the query string into
// the decoded body's fields, so that clients that cannot send a body with
// GET still page and set minScore; one given in both places is a problem.
// Their ranges are checked with the body's (pagingValues). Every other
// option belongs in the body: in the query it is an unknown parameter (400,
// see queryParams), never silently ignored.
func optionsInQuery(r *http.Request, c *checks, minScore **float64, limit, offset **int) {
	q := query{values: r.URL.Query()}
	option(&q, c, "minScore", minScore, func(v string) (float64, error) { return strconv.ParseFloat(v, 64) }, "a number")
	option(&q, c, "limit", limit, strconv.Atoi, "an integer")
	option(&q, c, "offset", offset, strconv.Atoi, "an integer")
	c.problems = append(c.problems, q.problems...)
}

func option[T any](q *query, c *checks, name string, dst **T, parse func(string) (T, error), kind string) {
	v := q.get(name)
	if v == "" {
		return
	}
	n, err := parse(v)
	switch {
	case err != nil:
		c.add("%s: %s is not %s", name, quote(v), kind)
	case *dst != nil:
		c.add("%s: given in both the query string and the body; give it once", name)
	default:
		*dst = &n
	}
}
