// Package elastictest is an Elasticsearch 8 cluster on loopback for tests of
// what recruitd sends Elasticsearch and how it reads the answers. It keeps
// indices (with the mappings they were made with), aliases and documents,
// and answers the APIs recruitd calls in the shapes Elasticsearch 8 answers
// them, errors included: an index that exists, one that does not, a write to
// a name that is not an alias under require_alias, a field a strict mapping
// does not know. It ranks nothing: a search answers what the test sets. It
// records every request, and can fail, hang or answer any request as a test
// chooses.
package elastictest

import (
	"bufio"
	"bytes"
	"crypto/x509"
	"encoding/json"
	"fmt"
	"io"
	"log"
	"net/http"
	"net/http/httptest"
	"net/url"
	"path"
	"slices"
	"strings"
	"sync"
	"testing"
)

// Request is a request the cluster received.
type Request struct {
	Method, Path string
	Query        url.Values
	Body         string
}

// Answer is a reply a test sets: a status and a JSON body.
type Answer struct {
	Status int
	Body   string
}

// Cluster is an Elasticsearch cluster for one test.
type Cluster struct {
	// URL is the cluster's address.
	URL string

	mu       sync.Mutex
	version  string
	indices  map[string]*Index
	aliases  map[string][]string // alias -> indices
	requests []Request
	override func(Request) (Answer, bool)
	hang     func(Request) bool
	search   string
	refuse   map[string]Answer // document id -> the bulk item error it gets
}

// Index is an index the cluster holds.
type Index struct {
	Mappings map[string]any
	Docs     map[string]map[string]any
}

// Start starts a cluster, version 8.19.7, stopped when the test ends.
func Start(t testing.TB) *Cluster {
	t.Helper()
	c := newCluster()
	srv := httptest.NewServer(http.HandlerFunc(c.serve))
	t.Cleanup(srv.Close)
	c.URL = srv.URL
	return c
}

// StartTLS starts a cluster that serves HTTPS with a certificate of its own
// signing, as a default Elasticsearch 8 install does, and returns it with
// that certificate, which a client must be told to trust.
func StartTLS(t testing.TB) (*Cluster, *x509.Certificate) {
	t.Helper()
	c := newCluster()
	srv := httptest.NewUnstartedServer(http.HandlerFunc(c.serve))
	srv.Config.ErrorLog = log.New(io.Discard, "", 0) // clients that refuse the certificate are expected
	srv.StartTLS()
	t.Cleanup(srv.Close)
	c.URL = srv.URL
	return c, srv.Certificate()
}

func newCluster() *Cluster {
	return &Cluster{version: "8.19.7", indices: map[string]*Index{}, aliases: map[string][]string{}, refuse: map[string]Answer{}}
}

// SetVersion sets the version the cluster reports.
func (c *Cluster) SetVersion(v string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.version = v
}

// Override answers the requests for which f reports true with its answer,
// in place of the cluster; nil ends overriding.
func (c *Cluster) Override(f func(Request) (Answer, bool)) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.override = f
}

// Hang makes the requests for which f reports true wait until the client
// gives up.
func (c *Cluster) Hang(f func(Request) bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.hang = f
}

// AnswerSearch sets the body every search answers; "" answers no hits.
func (c *Cluster) AnswerSearch(body string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.search = body
}

// RefuseDocument makes every bulk item for document id fail with the
// status, error type and reason given, as the cluster answers an item it
// cannot index.
func (c *Cluster) RefuseDocument(id string, status int, typ, reason string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.refuse[id] = Answer{status, fmt.Sprintf(`{"type":%q,"reason":%q}`, typ, reason)}
}

// Requests returns the requests received so far, in order.
func (c *Cluster) Requests() []Request {
	c.mu.Lock()
	defer c.mu.Unlock()
	return slices.Clone(c.requests)
}

// Indices returns the names of the indices, sorted.
func (c *Cluster) Indices() []string {
	c.mu.Lock()
	defer c.mu.Unlock()
	var out []string
	for name := range c.indices {
		out = append(out, name)
	}
	slices.Sort(out)
	return out
}

// Alias returns the indices an alias names.
func (c *Cluster) Alias(alias string) []string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return slices.Clone(c.aliases[alias])
}

// Index returns an index by name, or through an alias of one index; nil
// when there is none.
func (c *Cluster) Index(name string) *Index {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.indices[c.resolve(name)]
}

// AddIndex adds an index with the mappings given, as another program (or
// an older recruitd) might have made it.
func (c *Cluster) AddIndex(name string, mappings map[string]any) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.indices[name] = &Index{Mappings: mappings, Docs: map[string]map[string]any{}}
}

// resolve turns an alias of one index into the index; mu is held.
func (c *Cluster) resolve(name string) string {
	if ix := c.aliases[name]; len(ix) == 1 {
		return ix[0]
	}
	return name
}

func (c *Cluster) serve(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	req := Request{Method: r.Method, Path: r.URL.Path, Query: r.URL.Query(), Body: string(body)}
	c.mu.Lock()
	c.requests = append(c.requests, req)
	override, hang := c.override, c.hang
	c.mu.Unlock()
	w.Header().Set("X-Elastic-Product", "Elasticsearch") // the client refuses an answer without it
	w.Header().Set("Content-Type", "application/json")
	if hang != nil && hang(req) {
		<-r.Context().Done()
		return
	}
	a, ok := Answer{}, false
	if override != nil {
		a, ok = override(req)
	}
	if !ok {
		c.mu.Lock()
		a = c.route(req)
		c.mu.Unlock()
	}
	w.WriteHeader(a.Status)
	_, _ = io.WriteString(w, a.Body)
}

// route answers a request as the cluster; mu is held.
func (c *Cluster) route(r Request) Answer {
	parts := strings.Split(strings.Trim(r.Path, "/"), "/")
	last := parts[len(parts)-1]
	switch {
	case r.Path == "/" && r.Method == http.MethodGet:
		return Answer{200, fmt.Sprintf(`{"name":"es01","cluster_name":"docker-cluster","cluster_uuid":"k3Yc0N5mQ1uJ8lZp7m2rXg",
			"version":{"number":%q,"build_flavor":"default","build_type":"docker","build_snapshot":false,
			"lucene_version":"9.12.2","minimum_wire_compatibility_version":"7.17.0","minimum_index_compatibility_version":"7.0.0"},
			"tagline":"You Know, for Search"}`, c.version)}
	case len(parts) == 3 && parts[0] == "_resolve" && parts[1] == "index":
		return c.resolveIndex(parts[2])
	case r.Path == "/_aliases" && r.Method == http.MethodPost:
		return c.updateAliases(r.Body)
	case r.Path == "/_bulk":
		return c.bulk(r)
	case len(parts) == 2 && last == "_refresh":
		return Answer{200, `{"_shards":{"total":2,"successful":1,"failed":0}}`}
	case len(parts) == 2 && last == "_count":
		ix, missing := c.target(parts[0])
		if ix == nil {
			return missing
		}
		return Answer{200, fmt.Sprintf(`{"count":%d,"_shards":{"total":1,"successful":1,"skipped":0,"failed":0}}`, len(ix.Docs))}
	case len(parts) == 2 && last == "_search":
		if _, missing := c.target(parts[0]); missing.Status != 0 {
			return missing
		}
		if c.search != "" {
			return Answer{200, c.search}
		}
		return Answer{200, `{"took":1,"timed_out":false,"_shards":{"total":1,"successful":1,"skipped":0,"failed":0},
			"hits":{"max_score":null,"hits":[]}}`}
	case len(parts) == 2 && last == "_mapping" && r.Method == http.MethodGet:
		name := c.resolve(parts[0])
		ix, ok := c.indices[name]
		if !ok {
			return notFound(parts[0])
		}
		b, _ := json.Marshal(map[string]any{name: map[string]any{"mappings": ix.Mappings}})
		return Answer{200, string(b)}
	case len(parts) == 1 && r.Method == http.MethodPut:
		return c.createIndex(parts[0], r.Body)
	case len(parts) == 1 && r.Method == http.MethodDelete:
		for _, name := range strings.Split(parts[0], ",") {
			if _, ok := c.indices[name]; !ok && r.Query.Get("ignore_unavailable") != "true" {
				return notFound(name)
			}
			c.deleteIndex(name)
		}
		return Answer{200, `{"acknowledged":true}`}
	}
	return Answer{400, fmt.Sprintf(`{"error":"no handler found for uri [%s] and method [%s]"}`, r.Path, r.Method)}
}

func notFound(name string) Answer {
	return Answer{404, fmt.Sprintf(`{"error":{"root_cause":[{"type":"index_not_found_exception","reason":"no such index [%[1]s]","resource.type":"index_or_alias","resource.id":"%[1]s","index_uuid":"_na_","index":"%[1]s"}],"type":"index_not_found_exception","reason":"no such index [%[1]s]","resource.type":"index_or_alias","resource.id":"%[1]s","index_uuid":"_na_","index":"%[1]s"},"status":404}`, name)}
}

func badRequest(typ, reason string) Answer {
	return Answer{400, fmt.Sprintf(`{"error":{"root_cause":[{"type":%[1]q,"reason":%[2]q}],"type":%[1]q,"reason":%[2]q},"status":400}`, typ, reason)}
}

// target resolves the index a count or search names, or its 404.
func (c *Cluster) target(name string) (*Index, Answer) {
	ix, ok := c.indices[c.resolve(name)]
	if !ok {
		return nil, notFound(name)
	}
	return ix, Answer{}
}

func (c *Cluster) deleteIndex(name string) {
	delete(c.indices, name)
	for alias, ixs := range c.aliases {
		c.aliases[alias] = slices.DeleteFunc(ixs, func(s string) bool { return s == name })
		if len(c.aliases[alias]) == 0 {
			delete(c.aliases, alias)
		}
	}
}

func (c *Cluster) resolveIndex(pattern string) Answer {
	match := func(name string) bool { ok, _ := path.Match(pattern, name); return ok }
	type indexEntry struct {
		Name       string   `json:"name"`
		Aliases    []string `json:"aliases,omitempty"`
		Attributes []string `json:"attributes"`
	}
	type aliasEntry struct {
		Name    string   `json:"name"`
		Indices []string `json:"indices"`
	}
	out := struct {
		Indices     []indexEntry `json:"indices"`
		Aliases     []aliasEntry `json:"aliases"`
		DataStreams []any        `json:"data_streams"`
	}{Indices: []indexEntry{}, Aliases: []aliasEntry{}, DataStreams: []any{}}
	for _, name := range sortedKeys(c.indices) {
		if !match(name) {
			continue
		}
		e := indexEntry{Name: name, Attributes: []string{"open"}}
		for _, alias := range sortedKeys(c.aliases) {
			if slices.Contains(c.aliases[alias], name) {
				e.Aliases = append(e.Aliases, alias)
			}
		}
		out.Indices = append(out.Indices, e)
	}
	for _, alias := range sortedKeys(c.aliases) {
		if match(alias) {
			out.Aliases = append(out.Aliases, aliasEntry{alias, c.aliases[alias]})
		}
	}
	b, _ := json.Marshal(out)
	return Answer{200, string(b)}
}

func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

func (c *Cluster) createIndex(name, body string) Answer {
	if _, ok := c.indices[name]; ok {
		return badRequest("resource_already_exists_exception", fmt.Sprintf("index [%s/Xq5uzQpfRmW3J0v4lZzT2A] already exists", name))
	}
	if _, ok := c.aliases[name]; ok {
		return badRequest("invalid_index_name_exception", fmt.Sprintf("Invalid index name [%s], already exists as alias", name))
	}
	var spec struct {
		Aliases  map[string]any `json:"aliases"`
		Mappings map[string]any `json:"mappings"`
	}
	if body != "" {
		if err := json.Unmarshal([]byte(body), &spec); err != nil {
			return badRequest("parse_exception", err.Error())
		}
	}
	for alias := range spec.Aliases {
		if _, ok := c.indices[alias]; ok {
			return badRequest("invalid_alias_name_exception", fmt.Sprintf("Invalid alias name [%s]: an index or data stream exists with the same name as the alias", alias))
		}
	}
	c.indices[name] = &Index{Mappings: spec.Mappings, Docs: map[string]map[string]any{}}
	for alias := range spec.Aliases {
		c.aliases[alias] = append(c.aliases[alias], name)
	}
	return Answer{200, fmt.Sprintf(`{"acknowledged":true,"shards_acknowledged":true,"index":%q}`, name)}
}

// updateAliases applies _aliases actions, all or none.
func (c *Cluster) updateAliases(body string) Answer {
	var req struct {
		Actions []map[string]struct {
			Index string `json:"index"`
			Alias string `json:"alias"`
		} `json:"actions"`
	}
	if err := json.Unmarshal([]byte(body), &req); err != nil {
		return badRequest("parse_exception", err.Error())
	}
	next := map[string][]string{}
	for k, v := range c.aliases {
		next[k] = slices.Clone(v)
	}
	gone := map[string]bool{}
	for _, action := range req.Actions {
		for op, a := range action {
			switch op {
			case "add":
				if _, ok := c.indices[a.Index]; !ok || gone[a.Index] {
					return notFound(a.Index)
				}
				if _, ok := c.indices[a.Alias]; ok && !gone[a.Alias] {
					return badRequest("invalid_alias_name_exception", fmt.Sprintf("Invalid alias name [%s]: an index or data stream exists with the same name as the alias", a.Alias))
				}
				if !slices.Contains(next[a.Alias], a.Index) {
					next[a.Alias] = append(next[a.Alias], a.Index)
				}
			case "remove":
				if !slices.Contains(next[a.Alias], a.Index) {
					return Answer{404, fmt.Sprintf(`{"error":{"root_cause":[{"type":"aliases_not_found_exception","reason":"aliases [%[1]s] missing","resource.type":"aliases","resource.id":"%[1]s"}],"type":"aliases_not_found_exception","reason":"aliases [%[1]s] missing","resource.type":"aliases","resource.id":"%[1]s"},"status":404}`, a.Alias)}
				}
				next[a.Alias] = slices.DeleteFunc(next[a.Alias], func(s string) bool { return s == a.Index })
				if len(next[a.Alias]) == 0 {
					delete(next, a.Alias)
				}
			case "remove_index":
				if _, ok := c.indices[a.Index]; !ok {
					return notFound(a.Index)
				}
				gone[a.Index] = true
			default:
				return badRequest("x_content_parse_exception", "unknown alias action ["+op+"]")
			}
		}
	}
	c.aliases = next
	for name := range gone {
		c.deleteIndex(name)
	}
	return Answer{200, `{"acknowledged":true,"errors":false}`}
}

// bulk applies a bulk body, answering each item as Elasticsearch does.
func (c *Cluster) bulk(r Request) Answer {
	requireAlias := r.Query.Get("require_alias") == "true"
	sc := bufio.NewScanner(strings.NewReader(r.Body))
	sc.Buffer(nil, 1<<26)
	var items []string
	errors := false
	for sc.Scan() {
		line := bytes.TrimSpace(sc.Bytes())
		if len(line) == 0 {
			continue
		}
		var action map[string]struct {
			Index string `json:"_index"`
			ID    string `json:"_id"`
		}
		if err := json.Unmarshal(line, &action); err != nil || len(action) != 1 {
			return badRequest("illegal_argument_exception", "Malformed action/metadata line")
		}
		var src map[string]any
		for op, meta := range action {
			if op == "index" {
				if !sc.Scan() {
					return badRequest("illegal_argument_exception", "The bulk request must be terminated by a newline [\\n]")
				}
				if err := json.Unmarshal(sc.Bytes(), &src); err != nil {
					return badRequest("parse_exception", err.Error())
				}
			}
			item, failed := c.bulkItem(op, meta.Index, meta.ID, src, requireAlias)
			errors = errors || failed
			items = append(items, item)
		}
	}
	return Answer{200, fmt.Sprintf(`{"took":3,"errors":%v,"items":[%s]}`, errors, strings.Join(items, ","))}
}

func (c *Cluster) bulkItem(op, target, id string, src map[string]any, requireAlias bool) (string, bool) {
	fail := func(status int, errJSON string) (string, bool) {
		return fmt.Sprintf(`{%q:{"_index":%q,"_id":%q,"status":%d,"error":%s}}`, op, target, id, status, errJSON), true
	}
	if a, ok := c.refuse[id]; ok {
		return fail(a.Status, a.Body)
	}
	_, isAlias := c.aliases[target]
	if requireAlias && !isAlias && op == "index" {
		return fail(404, fmt.Sprintf(`{"type":"index_not_found_exception","reason":"no such index [%[1]s] and [require_alias] request flag is [true] and [%[1]s] is not an alias","resource.type":"index_expression","resource.id":"%[1]s","index_uuid":"_na_","index":"%[1]s"}`, target))
	}
	name := c.resolve(target)
	ix, ok := c.indices[name]
	if !ok && op == "index" {
		// Elasticsearch makes a missing index on a write (action.auto_create_index), with mappings
		// guessed from the document: what require_alias exists to prevent.
		ix = &Index{Mappings: map[string]any{}, Docs: map[string]map[string]any{}}
		c.indices[name], ok = ix, true
	}
	if !ok {
		return fail(404, fmt.Sprintf(`{"type":"index_not_found_exception","reason":"no such index [%[1]s]","resource.type":"index_expression","resource.id":"%[1]s","index_uuid":"_na_","index":"%[1]s"}`, target))
	}
	shards := `"_shards":{"total":2,"successful":1,"failed":0}`
	switch op {
	case "index":
		if props, strict := ix.strictProperties(); strict {
			for field := range src {
				if _, ok := props[field]; !ok {
					return fail(400, fmt.Sprintf(`{"type":"strict_dynamic_mapping_exception","reason":"[1:2] mapping set to strict, dynamic introduction of [%s] within [_doc] is not allowed"}`, field))
				}
			}
		}
		result, status := "created", 201
		if _, ok := ix.Docs[id]; ok {
			result, status = "updated", 200
		}
		ix.Docs[id] = src
		return fmt.Sprintf(`{"index":{"_index":%q,"_id":%q,"_version":1,"result":%q,%s,"_seq_no":0,"_primary_term":1,"status":%d}}`, name, id, result, shards, status), false
	case "delete":
		result, status := "not_found", 404
		if _, ok := ix.Docs[id]; ok {
			result, status = "deleted", 200
		}
		delete(ix.Docs, id)
		return fmt.Sprintf(`{"delete":{"_index":%q,"_id":%q,"_version":2,"result":%q,%s,"_seq_no":1,"_primary_term":1,"status":%d}}`, name, id, result, shards, status), false
	}
	return fail(400, `{"type":"illegal_argument_exception","reason":"unsupported action"}`)
}

// strictProperties returns the fields of a strict mapping.
func (ix *Index) strictProperties() (map[string]any, bool) {
	if ix.Mappings["dynamic"] != "strict" {
		return nil, false
	}
	props, _ := ix.Mappings["properties"].(map[string]any)
	return props, true
}
