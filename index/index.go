// Package index turns candidates and jobs into searchable documents and keeps
// every index backend in step with Postgres. It owns the document model that
// backends store and retrieval queries: a vector, an optional point, keyword
// fields (specialties, licence states, status...) and numeric fields
// (compensation, hours, dates). Backends live in sub-packages; embedders in
// index/embed.
//
// Indexing never blocks:
//
//   - Every record the API accepts gets a document. A record with no text to
//     embed (a candidate with only the fields SPEC 2.1 requires, or with a
//     phone or an address besides) gets no vector: Document.Vector is nil.
//     Its place, status and other fields are indexed like anyone's, so
//     filters and a radius find it; every backend ranks it after the
//     documents that have a vector, with similarity 0, and a query without a
//     vector ranks what passes its filter by id. No neutral vector instead:
//     any fixed vector is nearer some queries than others and would rank an
//     empty record above real ones for them. An all-zero vector, which
//     documents built before this held, counts as none.
//   - A document a backend refuses (a Rejection: a vector of another
//     dimension, a NaN, a field its mapping will not take) is parked in
//     Postgres with its reason, its older version leaves that backend, and
//     the backend's cursor moves on. It is delivered again when its record
//     changes and after `recruitd reindex`; `recruitd index status` lists it.
//     An outage (an error rather than a rejection) is retried, backing off
//     from MinRetry to MaxRetry.
//   - The document builder and each backend run on a loop and a cursor of
//     their own, so that a backend that is down or slow holds up no other.
//   - Load skips and parks what an in-process backend cannot take: serve
//     starts whatever the stored documents hold.
//   - Several processes (serve replicas, `recruitd index`) may run on one
//     database. The builder and each persistent backend's pushes take a
//     Postgres advisory lock, cursors move by compare-and-set, and each stored
//     document carries the outbox position it is current with, which a stale
//     write (a slower replica, a rebuild that read the record earlier) cannot
//     go below: a document is never overwritten by an older version of
//     itself, and no cursor moves backwards.
package index

import "context"

// Kind is the kind of record a document stands for; each kind is a separate
// collection in every backend.
type Kind string

// The kinds of document.
const (
	Candidates Kind = "candidate"
	Jobs       Kind = "job"
)

// Point is a place on Earth in degrees.
type Point struct {
	Lat, Lon float64
}

// Document is one record as a backend stores it.
type Document struct {
	ID     int64
	Vector []float32 // L2-normalised; its length is the collection's dimension; nil: no text, no vector
	Point  *Point    // nil: the record has no known location
	// Keywords maps a field to its values, e.g. "specialty": {"icu", "pcu"}.
	// A document matches a keyword filter when it has any of its values.
	Keywords map[string][]string
	// Numbers maps a field to its value, e.g. "compensation_min": 55.
	Numbers map[string]float64
	// Text is the searchable text for lexical backends.
	Text string
}

// Range bounds a numeric field; nil ends are open.
type Range struct {
	Min, Max *float64
	// MissingOK lets documents without the field pass.
	MissingOK bool
}

// Filter is what a document must satisfy to be returned. Zero values do not
// filter; an empty Any list does not filter either. Range bounds include
// their ends. Hits with equal scores come in id order.
type Filter struct {
	// Center alone asks for each hit's DistanceMiles from it. With a
	// RadiusMiles above 0 it also keeps only documents within the radius;
	// documents without a point fail a radius filter.
	Center      *Point
	RadiusMiles float64
	// Any keeps documents that have, for every field, at least one of its values.
	Any map[string][]string
	// Not drops documents that have any of a field's values.
	Not map[string][]string
	// Ranges keeps documents whose numeric fields lie in their ranges.
	Ranges map[string]Range
}

// Query asks a collection for the K documents most similar to Vector (or,
// for lexical backends, Text) that pass Filter.
type Query struct {
	Kind   Kind
	Vector []float32
	Text   string
	Filter Filter
	K      int
}

// Hit is one document a query found.
type Hit struct {
	ID    int64
	Score float32 // cosine similarity for vectors; higher is better
	// DistanceMiles from the filter's Center; -1 when the query had no center
	// or the document has no point.
	DistanceMiles float64
}

// Backend is an index that documents are pushed to. Upserts and deletes are
// idempotent: the indexer delivers every change at least once.
type Backend interface {
	// Name identifies the backend in cursors and status output.
	Name() string
	// Upsert adds documents or replaces those with the same ids; refused documents come back as
	// rejections.
	Upsert(ctx context.Context, kind Kind, docs []Document) ([]Rejection, error)
	// Delete removes documents; unknown ids are no error.
	Delete(ctx context.Context, kind Kind, ids []int64) error
	// Count returns how many documents of a kind the backend holds.
	Count(ctx context.Context, kind Kind) (int, error)
}

// Rejection is a document a backend refused for a reason of its own (a bad vector, a mapping
// conflict): it is parked with its reason and the rest of the batch goes on. An outage is an error.
type Rejection struct {
	ID     int64
	Reason string
}

// Versioned is a persistent backend whose kinds live in versioned collections (or indices)
// behind aliases that every read and write goes through, so that a kind can be rebuilt while
// it serves and switched to in one step: for a new embedding model or dimension, new mappings,
// or to shed orphans.
type Versioned interface {
	// Name identifies the backend in cursors and status output.
	Name() string
	// Current names the version a kind's alias points at; "" when there is none yet.
	Current(ctx context.Context, kind Kind) (string, error)
	// Rebuild makes the next version of a kind, empty, or with restart false goes on with
	// one that an interrupted rebuild left unswitched.
	Rebuild(ctx context.Context, kind Kind, restart bool) (Rebuild, error)
}

// Rebuild is the next version of a kind's collection being filled: nothing reads it until
// Switch.
type Rebuild interface {
	// Name names the new version.
	Name() string
	// Resumed reports whether an interrupted rebuild's version is being filled again.
	Resumed() bool
	// Upsert writes documents into the new version, as Backend.Upsert does.
	Upsert(ctx context.Context, docs []Document) ([]Rejection, error)
	// Count is the number of documents the new version holds.
	Count(ctx context.Context) (int, error)
	// Switch points the kind's alias at the new version in one atomic step, then deletes
	// every older version, with whatever orphans it held.
	Switch(ctx context.Context) error
}
