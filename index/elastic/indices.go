package elastic

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"regexp"
	"slices"
	"strconv"

	"github.com/elastic/go-elasticsearch/v8/esapi"

	"github.com/recruitd/recruitd/index"
)

// layout is what the cluster holds of a kind: the index its alias names, and
// every version index, in version order.
type layout struct {
	alias    string
	current  string // "" when the alias does not exist
	legacy   bool   // an index, not an alias, holds the alias's name
	versions []int
	building []string // version indices that the rebuild alias names
}

// versionName names version n of a kind's index.
func versionName(alias string, n int) string { return alias + "_v" + strconv.Itoa(n) }

// buildAlias names the alias a rebuild writes through, so that its writes
// too require an alias and never make an index.
func buildAlias(alias string) string { return alias + "_rebuild" }

// layout resolves the indices and aliases of a kind in one request.
func (c *Client) layout(ctx context.Context, kind index.Kind) (layout, error) {
	l := layout{alias: c.alias(kind)}
	out, err := c.call(ctx, "resolve "+l.alias, esapi.IndicesResolveIndexRequest{Name: []string{l.alias + "*"}})
	if err != nil {
		return l, err
	}
	var res struct {
		Indices []struct {
			Name string `json:"name"`
		} `json:"indices"`
		Aliases []struct {
			Name    string   `json:"name"`
			Indices []string `json:"indices"`
		} `json:"aliases"`
	}
	if err := json.Unmarshal(out, &res); err != nil {
		return l, fmt.Errorf("elasticsearch: resolve answer: %w", err)
	}
	pattern := regexp.MustCompile("^" + regexp.QuoteMeta(l.alias) + `_v([0-9]+)$`)
	for _, ix := range res.Indices {
		if ix.Name == l.alias {
			l.legacy = true
		}
		if m := pattern.FindStringSubmatch(ix.Name); m != nil {
			if n, err := strconv.Atoi(m[1]); err == nil {
				l.versions = append(l.versions, n)
			}
		}
	}
	slices.Sort(l.versions)
	for _, a := range res.Aliases {
		switch a.Name {
		case l.alias:
			if len(a.Indices) > 0 {
				l.current = a.Indices[0]
			}
		case buildAlias(l.alias):
			l.building = a.Indices
		}
	}
	return l, nil
}

// next is the number of the version after every existing one.
func (l layout) next() int {
	if len(l.versions) == 0 {
		return 1
	}
	return l.versions[len(l.versions)-1] + 1
}

// Ensure makes, for every kind without one, its first index together with
// its alias, and checks the mapping of the index each alias names. Errors:
// unavailable; internal, with what to do, when an index has other mappings
// or an index from before aliases holds an alias's name.
func (c *Client) Ensure(ctx context.Context) error {
	for _, kind := range kinds {
		l, err := c.layout(ctx, kind)
		if err != nil {
			return err
		}
		switch {
		case l.current != "":
		case l.legacy:
			return fmt.Errorf("elasticsearch: %s is an index from before versioned indices: run `recruitd reindex --backend elastic` to rebuild it as %s behind an alias", l.alias, versionName(l.alias, l.next()))
		default:
			name := versionName(l.alias, l.next())
			err := c.create(ctx, name, l.alias)
			if isType(err, "resource_already_exists_exception") || isType(err, "invalid_alias_name_exception") {
				// A replica starting at the same time made it.
				if l, err = c.layout(ctx, kind); err == nil && l.current == "" {
					err = fmt.Errorf("elasticsearch: %s exists without its alias %s", name, l.alias)
				}
			} else {
				l.current = name
			}
			if err != nil {
				return err
			}
		}
		if err := c.checkMapping(ctx, l.current, l.alias); err != nil {
			return err
		}
	}
	return nil
}

// create makes an index with its mapping and, in the same request, its alias.
func (c *Client) create(ctx context.Context, name, alias string) error {
	body, err := json.Marshal(createBody(alias))
	if err != nil {
		return err
	}
	_, err = c.call(ctx, "create index "+name, esapi.IndicesCreateRequest{Index: name, Body: bytes.NewReader(body)})
	return err
}

// checkMapping refuses an index whose mapping is not recruitd's: dynamic
// mapping on, or a field missing or of another type.
func (c *Client) checkMapping(ctx context.Context, name, alias string) error {
	out, err := c.call(ctx, "mapping "+name, esapi.IndicesGetMappingRequest{Index: []string{name}})
	if err != nil {
		return err
	}
	var res map[string]struct {
		Mappings mappingDoc `json:"mappings"`
	}
	if err := json.Unmarshal(out, &res); err != nil {
		return fmt.Errorf("elasticsearch: mapping answer: %w", err)
	}
	got, ok := res[name]
	if !ok {
		return fmt.Errorf("elasticsearch: no mapping of %s in the answer", name)
	}
	label := fmt.Sprintf("%s (alias %s)", name, alias)
	if problems := got.Mappings.differences(); len(problems) > 0 {
		return fmt.Errorf("elasticsearch: index %s is not mapped as recruitd maps it (%s): rebuild it with `recruitd reindex --backend elastic`",
			label, problems)
	}
	return nil
}

// mappingDoc is a mapping as the cluster reports it.
type mappingDoc struct {
	Dynamic    any `json:"dynamic"` // "strict", or true/false as a string or a bool
	Properties map[string]struct {
		Type     string `json:"type"`
		Analyzer string `json:"analyzer"`
	} `json:"properties"`
}

// differences lists how m differs from recruitd's mapping.
func (m mappingDoc) differences() []string {
	var out []string
	if m.Dynamic != "strict" {
		out = append(out, fmt.Sprintf("dynamic is %v, not strict", m.Dynamic))
	}
	want := fieldTypes()
	for _, field := range slices.Sorted(maps.Keys(want)) {
		have, ok := m.Properties[field]
		switch {
		case !ok:
			out = append(out, fmt.Sprintf("no field %q", field))
		case have.Type != want[field]:
			out = append(out, fmt.Sprintf("field %q is %s, not %s", field, have.Type, want[field]))
		case field == textField && have.Analyzer != textAnalyzer:
			out = append(out, fmt.Sprintf("field %q is analyzed by %q, not %q", field, have.Analyzer, textAnalyzer))
		}
	}
	return out
}

// Current names the index a kind's alias points at; "" when there is none.
// Errors: unavailable.
func (c *Client) Current(ctx context.Context, kind index.Kind) (string, error) {
	if _, err := c.checked(kind); err != nil {
		return "", err
	}
	l, err := c.layout(ctx, kind)
	return l.current, err
}

// Drop deletes every kind's indices, and with them their aliases, for tests
// and for starting from scratch; a later Ensure makes them again.
func (c *Client) Drop(ctx context.Context) error {
	var names []string
	for _, kind := range kinds {
		l, err := c.layout(ctx, kind)
		if err != nil {
			return err
		}
		for _, n := range l.versions {
			names = append(names, versionName(l.alias, n))
		}
		if l.legacy {
			names = append(names, l.alias)
		}
	}
	return c.deleteIndices(ctx, names)
}

// deleteIndices deletes indices by name (a cluster refuses wildcards in
// deletes by default); missing ones are no error.
func (c *Client) deleteIndices(ctx context.Context, names []string) error {
	if len(names) == 0 {
		return nil
	}
	_, err := c.call(ctx, "delete indices", esapi.IndicesDeleteRequest{Index: names, IgnoreUnavailable: ptr(true)})
	return err
}

// updateAliases applies alias actions in one atomic request.
func (c *Client) updateAliases(ctx context.Context, op string, actions ...map[string]any) error {
	body, err := json.Marshal(map[string]any{"actions": actions})
	if err != nil {
		return err
	}
	_, err = c.call(ctx, op, esapi.IndicesUpdateAliasesRequest{Body: bytes.NewReader(body)})
	return err
}

// Rebuild makes the next version of a kind's index, reached through the
// rebuild alias, or with restart false goes on filling the newest version
// when the alias does not name it (an interrupted rebuild). Versions newer
// than the alias's that are not resumed are deleted. Errors: unavailable;
// internal when a resumed version is mapped otherwise.
func (c *Client) Rebuild(ctx context.Context, kind index.Kind, restart bool) (index.Rebuild, error) {
	if _, err := c.checked(kind); err != nil {
		return nil, err
	}
	l, err := c.layout(ctx, kind)
	if err != nil {
		return nil, err
	}
	r := &rebuild{c: c, l: l, via: buildAlias(l.alias)}
	live := -1
	for _, n := range l.versions {
		if versionName(l.alias, n) == l.current {
			live = n
		}
	}
	var unfinished []string
	for _, n := range l.versions {
		if n > live {
			unfinished = append(unfinished, versionName(l.alias, n))
		}
	}
	if len(unfinished) > 0 && !restart {
		r.name, r.resumed = unfinished[len(unfinished)-1], true
		unfinished = unfinished[:len(unfinished)-1]
	}
	if err := c.deleteIndices(ctx, unfinished); err != nil {
		return nil, err
	}
	if !r.resumed {
		r.name = versionName(l.alias, l.next())
		return r, c.create(ctx, r.name, r.via)
	}
	if err := c.checkMapping(ctx, r.name, r.via); err != nil {
		return nil, fmt.Errorf("%w (rebuild with --restart to start over)", err)
	}
	if !slices.Contains(l.building, r.name) {
		err = c.updateAliases(ctx, "alias "+r.name, map[string]any{"add": map[string]any{"index": r.name, "alias": r.via}})
	}
	return r, err
}

// rebuild is the next version of a kind's index being filled.
type rebuild struct {
	c       *Client
	l       layout
	name    string
	via     string // the rebuild alias, which names only this index
	resumed bool
}

func (r *rebuild) Name() string  { return r.name }
func (r *rebuild) Resumed() bool { return r.resumed }

func (r *rebuild) Upsert(ctx context.Context, docs []index.Document) ([]index.Rejection, error) {
	return r.c.upsert(ctx, r.via, docs)
}

// Count refreshes the new index, so that it counts every write so far.
func (r *rebuild) Count(ctx context.Context) (int, error) {
	if err := r.c.refreshNames(ctx, r.name); err != nil {
		return 0, err
	}
	return r.c.count(ctx, r.name)
}

// Switch moves the alias to the new index and drops the rebuild alias in one
// atomic _aliases request (an index from before aliases that holds the
// alias's name goes in the same request), then deletes the older versions.
func (r *rebuild) Switch(ctx context.Context) error {
	alias := r.l.alias
	var actions []map[string]any
	if r.l.legacy {
		actions = append(actions, map[string]any{"remove_index": map[string]any{"index": alias}})
	}
	if r.l.current != "" {
		actions = append(actions, map[string]any{"remove": map[string]any{"index": r.l.current, "alias": alias}})
	}
	actions = append(actions,
		map[string]any{"add": map[string]any{"index": r.name, "alias": alias}},
		map[string]any{"remove": map[string]any{"index": r.name, "alias": r.via}},
	)
	if err := r.c.updateAliases(ctx, "switch alias "+alias+" to "+r.name, actions...); err != nil {
		return err
	}
	var old []string
	for _, n := range r.l.versions {
		if name := versionName(alias, n); name != r.name {
			old = append(old, name)
		}
	}
	return r.c.deleteIndices(ctx, old)
}
