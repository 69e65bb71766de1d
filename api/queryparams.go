package api

import (
	"encoding/json"
	"fmt"
	"maps"
	"net/http"
	"slices"
	"strings"
	"sync"
)

// queryParams are the query parameters each operation of the OpenAPI
// document takes, by "METHOD /path/{param}": the document is the one list,
// so that what it promises and what is accepted cannot drift apart.
var queryParams = sync.OnceValue(func() map[string][]string {
	var doc struct {
		Paths      map[string]map[string]json.RawMessage `json:"paths"`
		Components struct {
			Parameters map[string]struct {
				Name string `json:"name"`
				In   string `json:"in"`
			} `json:"parameters"`
		} `json:"components"`
	}
	if err := json.Unmarshal(openAPIDocument, &doc); err != nil {
		panic(fmt.Sprintf("openapi.json: %v", err)) // embedded and tested: cannot happen in a build that passed its tests
	}
	out := map[string][]string{}
	for path, ops := range doc.Paths {
		for method, raw := range ops {
			var op struct {
				Parameters []struct {
					Ref  string `json:"$ref"`
					Name string `json:"name"`
					In   string `json:"in"`
				} `json:"parameters"`
			}
			if json.Unmarshal(raw, &op) != nil {
				continue // not an operation (a path-level field)
			}
			key := strings.ToUpper(method) + " " + path
			out[key] = []string{}
			for _, p := range op.Parameters {
				if p.Ref != "" {
					c := doc.Components.Parameters[strings.TrimPrefix(p.Ref, "#/components/parameters/")]
					p.Name, p.In = c.Name, c.In
				}
				if p.In == "query" {
					out[key] = append(out[key], p.Name)
				}
			}
		}
	}
	return out
})

// openAPIPath turns a router path (/api/jobs/:id) into the document's
// (/api/jobs/{id}).
func openAPIPath(path string) string {
	segs := strings.Split(path, "/")
	for i, s := range segs {
		if strings.HasPrefix(s, ":") {
			segs[i] = "{" + s[1:] + "}"
		}
	}
	return strings.Join(segs, "/")
}

// checkQuery refuses query parameters the route's operation does not take,
// as unknown JSON fields are refused: all of them listed at once.
func checkQuery(r *http.Request, rt route) error {
	if r.URL.RawQuery == "" {
		return nil
	}
	allowed := queryParams()[rt.method+" "+openAPIPath(rt.path)]
	var c checks
	for _, key := range slices.Sorted(maps.Keys(r.URL.Query())) {
		if !slices.Contains(allowed, key) {
			if len(allowed) == 0 {
				c.add("%s: unknown query parameter; %s %s takes none", cut(key, maxEcho), rt.method, openAPIPath(rt.path))
			} else {
				c.add("%s: unknown query parameter; %s %s takes %s", cut(key, maxEcho), rt.method, openAPIPath(rt.path), strings.Join(allowed, ", "))
			}
		}
	}
	return c.err("invalid query")
}
