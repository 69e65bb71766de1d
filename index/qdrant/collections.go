package qdrant

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strconv"

	"github.com/qdrant/go-client/qdrant"

	"github.com/recruitd/recruitd/index"
)

// layout is what the server holds of a kind: the collection its alias names,
// and every version collection, in version order.
type layout struct {
	alias    string
	current  string // "" when the alias does not exist
	legacy   bool   // a collection, not an alias, holds the alias's name
	versions []int
}

// versionName names version n of a kind's collection.
func versionName(alias string, n int) string { return alias + "_v" + strconv.Itoa(n) }

// layout lists the aliases and collections of a kind.
func (c *Client) layout(ctx context.Context, kind index.Kind) (layout, error) {
	l := layout{alias: c.alias(kind)}
	cctx, cancel := c.deadline(ctx)
	defer cancel()
	aliases, err := c.qc.ListAliases(cctx)
	if err != nil {
		return l, wrap(ctx, "list aliases", err)
	}
	for _, a := range aliases {
		if a.GetAliasName() == l.alias {
			l.current = a.GetCollectionName()
		}
	}
	names, err := c.qc.ListCollections(cctx)
	if err != nil {
		return l, wrap(ctx, "list collections", err)
	}
	pattern := regexp.MustCompile("^" + regexp.QuoteMeta(l.alias) + `_v([0-9]+)$`)
	for _, name := range names {
		if name == l.alias {
			l.legacy = true
		}
		if m := pattern.FindStringSubmatch(name); m != nil {
			if n, err := strconv.Atoi(m[1]); err == nil {
				l.versions = append(l.versions, n)
			}
		}
	}
	slices.Sort(l.versions)
	return l, nil
}

// next is the number of the version after every existing one.
func (l layout) next() int {
	if len(l.versions) == 0 {
		return 1
	}
	return l.versions[len(l.versions)-1] + 1
}

// Ensure makes, for every kind without one, its first collection and the
// alias to it, and checks the collection each alias names: its dense vector's
// size and distance, its sparse vector, and its payload indexes (making those
// a release added). Errors: unavailable; internal, with what to do, when a
// collection was made for another dimension or not by recruitd, or when a
// collection from before aliases holds an alias's name.
func (c *Client) Ensure(ctx context.Context) error {
	if err := c.needDimension(); err != nil {
		return err
	}
	for _, kind := range kinds {
		l, err := c.layout(ctx, kind)
		if err != nil {
			return err
		}
		switch {
		case l.current != "":
		case l.legacy:
			return fmt.Errorf("qdrant: %s is a collection from before versioned collections: run `recruitd reindex --backend qdrant` to rebuild it as %s behind an alias", l.alias, versionName(l.alias, l.next()))
		default:
			if err := c.makeFirst(ctx, kind, &l); err != nil {
				return err
			}
		}
		if err := c.check(ctx, l.current, l.alias); err != nil {
			return err
		}
	}
	return nil
}

// makeFirst makes a kind's first version and its alias. A replica starting
// at the same time may win the race: then its alias stands, and a collection
// made here that it does not name goes.
func (c *Client) makeFirst(ctx context.Context, kind index.Kind, l *layout) error {
	name := versionName(l.alias, l.next())
	err := c.create(ctx, name)
	made := err == nil
	if made {
		cctx, cancel := c.deadline(ctx)
		err = wrap(ctx, "create alias "+l.alias, c.qc.CreateAlias(cctx, l.alias, name))
		cancel()
		if err == nil {
			l.current = name
			return nil
		}
	}
	again, lerr := c.layout(ctx, kind)
	if lerr != nil || again.current == "" {
		return err
	}
	l.current = again.current
	if made && again.current != name {
		return c.drop(ctx, name)
	}
	return nil
}

// create makes a collection with its vectors and every payload index.
func (c *Client) create(ctx context.Context, name string) error {
	cctx, cancel := c.deadline(ctx)
	defer cancel()
	if err := c.qc.CreateCollection(cctx, createCollection(name, c.dim)); err != nil {
		return wrap(ctx, "create collection "+name, err)
	}
	return c.addIndexes(ctx, name, nil)
}

// addIndexes makes the payload indexes a collection lacks.
func (c *Client) addIndexes(ctx context.Context, name string, have map[string]*qdrant.PayloadSchemaInfo) error {
	for _, req := range missingIndexes(name, have) {
		cctx, cancel := c.deadline(ctx)
		_, err := c.qc.CreateFieldIndex(cctx, req)
		cancel()
		if err != nil {
			return wrap(ctx, "create index "+name+"."+req.GetFieldName(), err)
		}
	}
	return nil
}

// check verifies a collection's parameters and adds missing payload indexes.
func (c *Client) check(ctx context.Context, name, alias string) error {
	cctx, cancel := c.deadline(ctx)
	defer cancel()
	info, err := c.qc.GetCollectionInfo(cctx, name)
	if err != nil {
		return wrap(ctx, "collection info "+name, err)
	}
	if err := checkCollection(name, alias, info, c.dim); err != nil {
		return err
	}
	return c.addIndexes(ctx, name, info.GetPayloadSchema())
}

// drop deletes a collection; a missing one is no error.
func (c *Client) drop(ctx context.Context, name string) error {
	cctx, cancel := c.deadline(ctx)
	defer cancel()
	// Not qc.DeleteCollection: it fails when there was nothing to delete.
	_, err := c.qc.GetCollectionsClient().Delete(cctx, &qdrant.DeleteCollection{CollectionName: name})
	return wrap(ctx, "delete collection "+name, err)
}

// Current names the collection a kind's alias points at; "" when there is
// none. Errors: unavailable.
func (c *Client) Current(ctx context.Context, kind index.Kind) (string, error) {
	if _, err := c.checked(kind); err != nil {
		return "", err
	}
	l, err := c.layout(ctx, kind)
	return l.current, err
}

// Drop deletes every kind's alias and collections, for tests and for
// starting from scratch; a later Ensure makes them again.
func (c *Client) Drop(ctx context.Context) error {
	for _, kind := range kinds {
		l, err := c.layout(ctx, kind)
		if err != nil {
			return err
		}
		if l.current != "" {
			cctx, cancel := c.deadline(ctx)
			err := c.qc.DeleteAlias(cctx, l.alias)
			cancel()
			if err != nil {
				return wrap(ctx, "delete alias "+l.alias, err)
			}
		}
		for _, n := range l.versions {
			if err := c.drop(ctx, versionName(l.alias, n)); err != nil {
				return err
			}
		}
		if l.legacy {
			if err := c.drop(ctx, l.alias); err != nil {
				return err
			}
		}
	}
	return nil
}

// Rebuild makes the next version of a kind's collection, or with restart
// false goes on filling the newest version when the alias does not name it
// (an interrupted rebuild). Versions newer than the alias's that are not
// resumed are deleted. Errors: unavailable; internal when a resumed version
// was made for another dimension.
func (c *Client) Rebuild(ctx context.Context, kind index.Kind, restart bool) (index.Rebuild, error) {
	if _, err := c.checked(kind); err != nil {
		return nil, err
	}
	if err := c.needDimension(); err != nil {
		return nil, err
	}
	l, err := c.layout(ctx, kind)
	if err != nil {
		return nil, err
	}
	r := &rebuild{c: c, l: l}
	live := -1
	for _, n := range l.versions {
		if versionName(l.alias, n) == l.current {
			live = n
		}
	}
	var unfinished []int
	for _, n := range l.versions {
		if n > live {
			unfinished = append(unfinished, n)
		}
	}
	if len(unfinished) > 0 && !restart {
		r.name, r.resumed = versionName(l.alias, unfinished[len(unfinished)-1]), true
		unfinished = unfinished[:len(unfinished)-1]
	}
	for _, n := range unfinished {
		if err := c.drop(ctx, versionName(l.alias, n)); err != nil {
			return nil, err
		}
	}
	if r.resumed {
		if err := c.check(ctx, r.name, ""); err != nil {
			return nil, fmt.Errorf("%w (rebuild with --restart to start over)", err)
		}
		return r, nil
	}
	r.name = versionName(l.alias, l.next())
	return r, c.create(ctx, r.name)
}

// rebuild is the next version of a kind's collection being filled.
type rebuild struct {
	c       *Client
	l       layout
	name    string
	resumed bool
}

func (r *rebuild) Name() string  { return r.name }
func (r *rebuild) Resumed() bool { return r.resumed }

func (r *rebuild) Upsert(ctx context.Context, docs []index.Document) ([]index.Rejection, error) {
	return r.c.upsert(ctx, r.name, docs)
}

func (r *rebuild) Count(ctx context.Context) (int, error) { return r.c.count(ctx, r.name) }

// Switch moves the alias in one request (Qdrant applies a request's alias
// actions atomically), then deletes the older versions. A collection from
// before aliases that holds the alias's name must go first: there, searches
// fail for the moment between the two requests.
func (r *rebuild) Switch(ctx context.Context) error {
	c, alias := r.c, r.l.alias
	if r.l.legacy {
		if err := c.drop(ctx, alias); err != nil {
			return err
		}
	}
	actions := []*qdrant.AliasOperations{}
	if r.l.current != "" {
		actions = append(actions, &qdrant.AliasOperations{Action: &qdrant.AliasOperations_DeleteAlias{
			DeleteAlias: &qdrant.DeleteAlias{AliasName: alias}}})
	}
	actions = append(actions, &qdrant.AliasOperations{Action: &qdrant.AliasOperations_CreateAlias{
		CreateAlias: &qdrant.CreateAlias{AliasName: alias, CollectionName: r.name}}})
	cctx, cancel := c.deadline(ctx)
	defer cancel()
	if err := c.qc.UpdateAliases(cctx, actions); err != nil {
		return wrap(ctx, "switch alias "+alias+" to "+r.name, err)
	}
	var errs []error
	for _, n := range r.l.versions {
		if old := versionName(alias, n); old != r.name {
			errs = append(errs, c.drop(ctx, old))
		}
	}
	return errors.Join(errs...)
}

// needDimension refuses to make or check collections without a dimension.
func (c *Client) needDimension() error {
	if c.dim <= 0 {
		return errors.New("qdrant: no vector dimension: the embedder's is needed to make or check collections")
	}
	return nil
}
