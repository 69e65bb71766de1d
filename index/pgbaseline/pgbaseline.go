// Package pgbaseline answers candidate queries with Postgres alone: full-text
// search (a GIN index over to_tsvector, ranked by ts_rank) and the earthdistance
// extension (a GiST index over ll_to_earth points, earth_box to use it,
// earth_distance for the exact radius). It is the baseline that the benchmarks
// of this package set beside the embedded backend on the same pool, so that
// the README can say what the embedded index buys over what Postgres does out
// of the box. The service never uses it.
//
// Its tables live in the schema pgbaseline, built from the stored documents
// (index_documents); the cube and earthdistance extensions are created in the
// database's default schema when missing.
package pgbaseline

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"unicode"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/recruitd/recruitd"
	"github.com/recruitd/recruitd/geo"
	"github.com/recruitd/recruitd/index"
)

// schema builds the baseline from the stored candidate documents, in order.
// Each statement is named for the error that names a failed one. Points are
// kept in earth's own units (metres from the centre, earth() = 6,378,168 m);
// Search turns miles into angles so that its radius is geo's sphere of
// geo.EarthRadiusMiles, as the embedded backend's is.
var schema = []struct{ name, sql string }{
	{"create extension cube", `CREATE EXTENSION IF NOT EXISTS cube`},
	{"create extension earthdistance", `CREATE EXTENSION IF NOT EXISTS earthdistance`},
	{"drop schema", `DROP SCHEMA IF EXISTS pgbaseline CASCADE`},
	{"create schema", `CREATE SCHEMA pgbaseline`},
	{"memory for index builds", `SET LOCAL maintenance_work_mem = '256MB'`},
	{"create table", `CREATE TABLE pgbaseline.candidates AS
		SELECT id, to_tsvector('english', text) AS tsv,
			CASE WHEN lat IS NOT NULL AND lon IS NOT NULL THEN ll_to_earth(lat, lon) END AS earth
		FROM index_documents WHERE kind = 'candidate'`},
	{"primary key", `ALTER TABLE pgbaseline.candidates ADD PRIMARY KEY (id)`},
	{"text index", `CREATE INDEX candidates_tsv ON pgbaseline.candidates USING gin (tsv)`},
	{"point index", `CREATE INDEX candidates_earth ON pgbaseline.candidates USING gist (earth)`},
	{"analyze", `ANALYZE pgbaseline.candidates`},
}

// Baseline answers queries from the tables of the schema pgbaseline.
type Baseline struct {
	pool *pgxpool.Pool
}

// Build creates (or recreates) the baseline's tables and indexes from the
// candidate documents stored now, in one transaction, and returns a Baseline
// that searches them. Documents stored later are not seen until the next
// Build.
func Build(ctx context.Context, pool *pgxpool.Pool) (*Baseline, error) {
	err := pgx.BeginFunc(ctx, pool, func(tx pgx.Tx) error {
		for _, st := range schema {
			if _, err := tx.Exec(ctx, st.sql); err != nil {
				return fmt.Errorf("pgbaseline: %s: %w", st.name, err)
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return &Baseline{pool: pool}, nil
}

// Search returns up to q.K candidates that pass q.Filter, best first: by
// ts_rank against q.Text when it has words (a candidate must match one of
// them), in id order when it has none. Hits carry ts_rank as their Score, and
// their distance from the filter's center when it has one. q.Vector is not
// read.
//
// The text query is an OR of every distinct word of q.Text (see AnyWord): a
// job's text has a hundred words or more and no candidate's text has all of
// them, so the AND that plainto_tsquery and websearch_to_tsquery build from
// plain text would match nothing.
//
// It fails with a validation error (recruitd.Invalid) for a kind other than
// candidates, a radius without a center, or a keyword or range filter, which
// the baseline does not model.
func (b *Baseline) Search(ctx context.Context, q index.Query) ([]index.Hit, error) {
	if err := check(q); err != nil {
		return nil, err
	}
	words := AnyWord(q.Text)
	args := pgx.NamedArgs{"words": words, "k": q.K}
	if c := q.Filter.Center; c != nil {
		args["lat"], args["lon"] = c.Lat, c.Lon
		args["angle"] = q.Filter.RadiusMiles / geo.EarthRadiusMiles
		args["earth_miles"] = geo.EarthRadiusMiles
	}
	rows, err := b.pool.Query(ctx, searchSQL(words != "", q.Filter), args)
	if err != nil {
		return nil, fmt.Errorf("pgbaseline: search: %w", err)
	}
	hits, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (index.Hit, error) {
		var h index.Hit
		err := r.Scan(&h.ID, &h.Score, &h.DistanceMiles)
		return h, err
	})
	if err != nil {
		return nil, fmt.Errorf("pgbaseline: search: %w", err)
	}
	return hits, nil
}

// check reports what of q the baseline cannot answer.
func check(q index.Query) error {
	var problems []string
	if q.Kind != index.Candidates {
		problems = append(problems, fmt.Sprintf("kind %q: the baseline holds candidates only", q.Kind))
	}
	if q.K < 0 {
		problems = append(problems, "k must not be negative")
	}
	f := q.Filter
	if f.RadiusMiles < 0 || (f.RadiusMiles > 0 && f.Center == nil) {
		problems = append(problems, "a radius must be positive and have a center")
	}
	if len(f.Any) > 0 || len(f.Not) > 0 || len(f.Ranges) > 0 {
		problems = append(problems, "keyword and range filters are not part of the baseline")
	}
	if len(problems) > 0 {
		return recruitd.Validation("invalid baseline query", problems...)
	}
	return nil
}

// searchSQL is the query for a search with or without words and with the
// parts of f that are set. The radius is an angle times earth(): earth_box
// finds the candidates in a cube around the circle through the GiST index,
// and earth_distance keeps those truly inside it.
func searchSQL(hasWords bool, f index.Filter) string {
	score, from := "0::real", "pgbaseline.candidates c"
	var where []string
	if hasWords {
		score = "ts_rank(c.tsv, q)"
		from += ", websearch_to_tsquery('english', @words) q"
		where = append(where, "c.tsv @@ q")
	}
	distance := "-1::float8"
	if f.Center != nil {
		distance = "coalesce(earth_distance(c.earth, ll_to_earth(@lat, @lon)) / earth() * @earth_miles, -1)"
	}
	if f.RadiusMiles > 0 {
		where = append(where,
			"earth_box(ll_to_earth(@lat, @lon), @angle * earth()) @> c.earth",
			"earth_distance(c.earth, ll_to_earth(@lat, @lon)) <= @angle * earth()")
	}
	sql := "SELECT c.id, " + score + ", " + distance + " FROM " + from
	if len(where) > 0 {
		sql += " WHERE " + strings.Join(where, " AND ")
	}
	return sql + " ORDER BY 2 DESC, c.id LIMIT @k"
}

// AnyWord turns text into a websearch_to_tsquery query that any one of its
// words satisfies: its distinct words (runs of letters and digits, lower
// case) joined by "or". Everything websearch_to_tsquery reads as an operator
// (quotes, a leading minus, the word "or" itself) is left out, so any text
// gives a valid query; stop words are dropped by the text search
// configuration. Text without words gives "".
func AnyWord(text string) string {
	words := strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	})
	slices.Sort(words)
	words = slices.DeleteFunc(slices.Compact(words), func(w string) bool { return w == "or" })
	return strings.Join(words, " or ")
}
