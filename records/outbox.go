package records

import (
	"context"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/x448/float16"
)

// Event is one outbox entry: a record of Entity with EntityID was upserted or
// deleted.
type Event struct {
	ID       int64
	Entity   string // candidate, job, file or job_submission
	EntityID int64
	Deleted  bool
	Created  time.Time
}

// Outbox entities, as Event.Entity names them.
const (
	EntityCandidate  = entityCandidate
	EntityJob        = entityJob
	EntityFile       = entityFile
	EntitySubmission = entitySubmission
)

// Events returns up to limit outbox events after position, in order. Outbox
// ids are taken and committed in the same order (see outboxTx.flush), so an
// event never appears below one already returned.
func (s *Store) Events(ctx context.Context, after int64, limit int) ([]Event, error) {
	rows, err := s.pool.Query(ctx, `SELECT id, entity, entity_id, op = 'delete', created_at FROM outbox
		WHERE id > $1 ORDER BY id LIMIT $2`, after, limit)
	if err != nil {
		return nil, fmt.Errorf("read outbox: %w", err)
	}
	list, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (Event, error) {
		var e Event
		err := r.Scan(&e.ID, &e.Entity, &e.EntityID, &e.Deleted, &e.Created)
		return e, err
	})
	if err != nil {
		return nil, fmt.Errorf("read outbox: %w", err)
	}
	return list, nil
}

// LastEvent returns the position of the newest outbox event, 0 when none.
func (s *Store) LastEvent(ctx context.Context) (int64, error) {
	var id int64
	if err := s.pool.QueryRow(ctx, `SELECT coalesce(max(id), 0) FROM outbox`).Scan(&id); err != nil {
		return 0, fmt.Errorf("outbox head: %w", err)
	}
	return id, nil
}

// Cursor returns a named consumer's position in the outbox, 0 when new.
func (s *Store) Cursor(ctx context.Context, name string) (int64, error) {
	return cursor(ctx, s.pool, name)
}

func cursor(ctx context.Context, db DBTX, name string) (int64, error) {
	var pos int64
	err := db.QueryRow(ctx, `SELECT position FROM index_cursors WHERE name = $1`, name).Scan(&pos)
	if errors.Is(err, pgx.ErrNoRows) {
		return 0, nil
	}
	if err != nil {
		return 0, fmt.Errorf("cursor %s: %w", name, err)
	}
	return pos, nil
}

// SetCursor records a named consumer's position.
func (s *Store) SetCursor(ctx context.Context, name string, pos int64) error {
	return setCursor(ctx, s.pool, name, pos)
}

func setCursor(ctx context.Context, db DBTX, name string, pos int64) error {
	_, err := db.Exec(ctx, `INSERT INTO index_cursors (name, position) VALUES ($1, $2)
		ON CONFLICT (name) DO UPDATE SET position = excluded.position, updated_at = now()`, name, pos)
	if err != nil {
		return fmt.Errorf("set cursor %s: %w", name, err)
	}
	return nil
}

// AdvanceCursor moves a cursor to pos unless it is already further.
func (s *Store) AdvanceCursor(ctx context.Context, name string, pos int64) error {
	_, err := s.pool.Exec(ctx, `INSERT INTO index_cursors (name, position) VALUES ($1, $2)
		ON CONFLICT (name) DO UPDATE SET position = greatest(index_cursors.position, excluded.position), updated_at = now()`, name, pos)
	if err != nil {
		return fmt.Errorf("advance cursor %s: %w", name, err)
	}
	return nil
}

// DropOrphanDocuments deletes the stored documents of a kind ("candidate" or
// "job") whose record no longer exists, and returns how many it deleted.
func (s *Store) DropOrphanDocuments(ctx context.Context, kind string) (int64, error) {
	table := map[string]string{"candidate": "candidates", "job": "jobs"}[kind]
	if table == "" {
		return 0, fmt.Errorf("drop orphan documents: unknown kind %q", kind)
	}
	tag, err := s.pool.Exec(ctx, `DELETE FROM index_documents d WHERE d.kind = $1
		AND NOT EXISTS (SELECT 1 FROM `+table+` r WHERE r.id = d.id)`, kind)
	if err != nil {
		return 0, fmt.Errorf("drop orphan %s documents: %w", kind, err)
	}
	return tag.RowsAffected(), nil
}

// Cursors returns every consumer's position by name.
func (s *Store) Cursors(ctx context.Context) (map[string]int64, error) {
	rows, err := s.pool.Query(ctx, `SELECT name, position FROM index_cursors`)
	if err != nil {
		return nil, fmt.Errorf("cursors: %w", err)
	}
	defer rows.Close()
	out := map[string]int64{}
	for rows.Next() {
		var name string
		var pos int64
		if err := rows.Scan(&name, &pos); err != nil {
			return nil, fmt.Errorf("cursors: %w", err)
		}
		out[name] = pos
	}
	return out, rows.Err()
}

// Document is the stored searchable form of a candidate or job.
type Document struct {
	Kind        string
	ID          int64
	Model       string
	ContentHash []byte
	Vector      []float32
	Lat, Lon    *float64
	Keywords    map[string][]string
	Numbers     map[string]float64
	Text        string
}

// DocumentChanges are what one batch of the document builder writes.
type DocumentChanges struct {
	Upserts []Document
	Deletes []Document // only Kind and ID are read
}

// ApplyDocuments writes a batch of documents and moves the builder's cursor
// to position, in one transaction: a batch is applied once or not at all.
func (s *Store) ApplyDocuments(ctx context.Context, cursorName string, position int64, ch DocumentChanges) error {
	del := documentKeys(ch.Deletes)
	up := documentKeys(ch.Upserts)
	n := len(ch.Upserts)
	models, hashes, vectors := make([]string, n), make([][]byte, n), make([][]byte, n)
	lats, lons, keywords, numbers, texts := make([]*float64, n), make([]*float64, n), make([]string, n), make([]string, n), make([]string, n)
	for i, d := range ch.Upserts {
		kw, err := json.Marshal(d.Keywords)
		if err != nil {
			return err
		}
		nums, err := json.Marshal(d.Numbers)
		if err != nil {
			return err
		}
		models[i], hashes[i], vectors[i] = d.Model, d.ContentHash, encodeHalfVector(d.Vector)
		lats[i], lons[i], keywords[i], numbers[i], texts[i] = d.Lat, d.Lon, string(kw), string(nums), d.Text
	}
	return s.inTx(ctx, func(tx *outboxTx) error {
		// One statement for each part, whatever the batch's size.
		if len(ch.Deletes) > 0 {
			if _, err := tx.Exec(ctx, `DELETE FROM index_documents d USING unnest($1::text[], $2::bigint[]) AS x(kind, id)
				WHERE d.kind = x.kind AND d.id = x.id`, del.kinds, del.ids); err != nil {
				return fmt.Errorf("delete %d documents: %w", len(ch.Deletes), err)
			}
		}
		if n > 0 {
			if _, err := tx.Exec(ctx, `INSERT INTO index_documents (kind, id, model, content_hash, vector, vector_bits, lat, lon, keywords, numbers, text)
				SELECT kind, id, model, content_hash, vector, 16, lat, lon, keywords::json, numbers::json, text
				FROM unnest($1::text[], $2::bigint[], $3::text[], $4::bytea[], $5::bytea[], $6::float8[], $7::float8[], $8::text[], $9::text[], $10::text[])
					AS x(kind, id, model, content_hash, vector, lat, lon, keywords, numbers, text)
				ON CONFLICT (kind, id) DO UPDATE SET model = excluded.model, content_hash = excluded.content_hash,
				vector = excluded.vector, vector_bits = excluded.vector_bits, lat = excluded.lat, lon = excluded.lon, keywords = excluded.keywords,
				numbers = excluded.numbers, text = excluded.text, updated_at = now()`,
				up.kinds, up.ids, models, hashes, vectors, lats, lons, keywords, numbers, texts); err != nil {
				return fmt.Errorf("save %d documents: %w", n, err)
			}
		}
		return setCursor(ctx, tx, cursorName, position)
	})
}

// documentKeyList holds the kinds and ids of documents, as parallel arrays.
type documentKeyList struct {
	kinds []string
	ids   []int64
}

// documentKeys returns the kinds and ids of docs.
func documentKeys(docs []Document) documentKeyList {
	k := documentKeyList{kinds: make([]string, len(docs)), ids: make([]int64, len(docs))}
	for i, d := range docs {
		k.kinds[i], k.ids[i] = d.Kind, d.ID
	}
	return k
}

const documentColumns = `kind, id, model, content_hash, vector, vector_bits, lat, lon, keywords, numbers, `

// DocumentPart is how much of a stored document a reader needs.
type DocumentPart int

const (
	// WholeDocument: every field.
	WholeDocument DocumentPart = iota
	// WithoutText: every field but Text, which only lexical backends read
	// and which is the largest.
	WithoutText
)

func (p DocumentPart) columns() string {
	if p == WithoutText {
		return documentColumns + `''`
	}
	return documentColumns + `text`
}

func scanDocument(row pgx.Row) (Document, error) {
	var d Document
	var vec []byte
	var bits int16
	err := row.Scan(&d.Kind, &d.ID, &d.Model, &d.ContentHash, &vec, &bits, &d.Lat, &d.Lon, &d.Keywords, &d.Numbers, &d.Text)
	d.Vector = decodeVector(vec, bits)
	return d, err
}

// Documents returns the stored documents of a kind with ids in ids, in no
// particular order; ids without a document are left out.
func (s *Store) Documents(ctx context.Context, kind string, ids []int64, part DocumentPart) ([]Document, error) {
	rows, err := s.pool.Query(ctx, `SELECT `+part.columns()+` FROM index_documents WHERE kind = $1 AND id = ANY($2)`, kind, ids)
	if err != nil {
		return nil, fmt.Errorf("documents: %w", err)
	}
	list, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (Document, error) { return scanDocument(r) })
	if err != nil {
		return nil, fmt.Errorf("documents: %w", err)
	}
	return list, nil
}

// ScanDocuments calls fn with every stored document of a kind whose id is
// after from, in id order, in batches; fn's error stops the scan.
func (s *Store) ScanDocuments(ctx context.Context, kind string, from int64, batch int, part DocumentPart, fn func([]Document) error) error {
	for {
		rows, err := s.pool.Query(ctx, `SELECT `+part.columns()+` FROM index_documents
			WHERE kind = $1 AND id > $2 ORDER BY id LIMIT $3`, kind, from, batch)
		if err != nil {
			return fmt.Errorf("scan documents: %w", err)
		}
		list, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (Document, error) { return scanDocument(r) })
		if err != nil {
			return fmt.Errorf("scan documents: %w", err)
		}
		if len(list) == 0 {
			return nil
		}
		if err := fn(list); err != nil {
			return err
		}
		from = list[len(list)-1].ID
	}
}

// CountDocuments returns how many documents of a kind are stored.
func (s *Store) CountDocuments(ctx context.Context, kind string) (int, error) {
	var n int
	if err := s.pool.QueryRow(ctx, `SELECT count(*) FROM index_documents WHERE kind = $1`, kind).Scan(&n); err != nil {
		return 0, fmt.Errorf("count documents: %w", err)
	}
	return n, nil
}

// encodeHalfVector stores v as little-endian IEEE half floats (vector_bits
// 16). Embeddings are near unit length, far inside half range (±65504).
func encodeHalfVector(v []float32) []byte {
	b := make([]byte, 2*len(v))
	for i, f := range v {
		binary.LittleEndian.PutUint16(b[2*i:], uint16(float16.Fromfloat32(f)))
	}
	return b
}

// decodeVector reads a stored vector of the given bits per value.
func decodeVector(b []byte, bits int16) []float32 {
	if bits == 16 {
		v := make([]float32, len(b)/2)
		for i := range v {
			v[i] = float16.Float16(binary.LittleEndian.Uint16(b[2*i:])).Float32()
		}
		return v
	}
	v := make([]float32, len(b)/4)
	for i := range v {
		v[i] = math.Float32frombits(binary.LittleEndian.Uint32(b[4*i:]))
	}
	return v
}
