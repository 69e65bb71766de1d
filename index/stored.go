package index

import "time"

// Stored is the searchable form of a candidate or job as Postgres keeps it:
// what every backend is built from, and the vector a query starts from.
type Stored struct {
	Kind string
	ID   int64
	// Position is the outbox position the document is current with: a
	// write never replaces a stored document of a later position. Only
	// writes set it.
	Position    int64
	Model       string
	ContentHash []byte
	Vector      []float32 // nil: the record has no text to embed
	Lat, Lon    *float64
	Keywords    map[string][]string
	Numbers     map[string]float64
	Text        string
	// Refused says why the embedder refused the document's text, which then
	// has no vector; "" when it did not. Not stored: the refusal is parked
	// under EmbedderName.
	Refused string
	// Facts are what preparing a candidate for screening found in its
	// texts (screening.Facts, of screening.FactsVersion) at FactsOf, the
	// record's update time: stored beside the document for matching, which
	// reads them while the record is unchanged. Nil for jobs. Only writes
	// set them.
	Facts        []byte
	FactsVersion int64
	FactsOf      time.Time
}

// EmbedderName is the name under which the texts the embedder refused are
// parked, as if it were a backend.
const EmbedderName = "embedder"

// StoredChanges are what one batch of the document builder writes.
type StoredChanges struct {
	Upserts []Stored
	Deletes []Stored // only Kind and ID are read
}

// DocumentPart is how much of a stored document a reader needs.
type DocumentPart int

const (
	// WholeDocument: every field.
	WholeDocument DocumentPart = iota
	// WithoutText: every field but Text, which only lexical backends read
	// and which is the largest.
	WithoutText
)
