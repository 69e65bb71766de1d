package records

import (
	"context"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"math"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/recruitd/recruitd/index"
	"github.com/x448/float16"
)

// DocumentsChannel is the NOTIFY channel on which a commit of stored
// documents is announced, so that the indexers of every process push them
// to their backends at once, whichever process built them.
const DocumentsChannel = "recruitd_documents"

// ApplyDocuments writes a batch of documents and moves a cursor from one
// position to the next, in one transaction: a batch is applied once or not
// at all. It fails with index.ErrCursorMoved, writing nothing, when the
// cursor is not at from: another process applied the batch first. A
// document whose stored row has a later Position is left alone, so that a
// stale build never overwrites a newer one.
func (s *Store) ApplyDocuments(ctx context.Context, cursorName string, from, to int64, ch index.StoredChanges) error {
	del := documentKeys(ch.Deletes)
	up := documentKeys(ch.Upserts)
	n := len(ch.Upserts)
	positions := make([]int64, n)
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
		positions[i], models[i], hashes[i], vectors[i] = d.Position, d.Model, d.ContentHash, encodeHalfVector(d.Vector)
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
			if _, err := tx.Exec(ctx, `INSERT INTO index_documents (kind, id, position, model, content_hash, vector, vector_bits, lat, lon, keywords, numbers, text)
				SELECT kind, id, position, model, content_hash, vector, 16, lat, lon, keywords::json, numbers::json, text
				FROM unnest($1::text[], $2::bigint[], $3::bigint[], $4::text[], $5::bytea[], $6::bytea[], $7::float8[], $8::float8[], $9::text[], $10::text[], $11::text[])
					AS x(kind, id, position, model, content_hash, vector, lat, lon, keywords, numbers, text)
				ON CONFLICT (kind, id) DO UPDATE SET position = excluded.position, model = excluded.model, content_hash = excluded.content_hash,
				vector = excluded.vector, vector_bits = excluded.vector_bits, lat = excluded.lat, lon = excluded.lon, keywords = excluded.keywords,
				numbers = excluded.numbers, text = excluded.text, updated_at = now()
				WHERE index_documents.position <= excluded.position`,
				up.kinds, up.ids, positions, models, hashes, vectors, lats, lons, keywords, numbers, texts); err != nil {
				return fmt.Errorf("save %d documents: %w", n, err)
			}
		}
		if err := applyFacts(ctx, tx, ch); err != nil {
			return err
		}
		moved, err := moveCursor(ctx, tx, cursorName, from, to)
		if err != nil {
			return err
		}
		if !moved {
			return index.ErrCursorMoved
		}
		if _, err := tx.Exec(ctx, `SELECT pg_notify($1, $2)`, DocumentsChannel, cursorName); err != nil {
			return fmt.Errorf("notify documents: %w", err)
		}
		return nil
	})
}

// applyFacts writes the screening facts of a batch's candidates and deletes
// those of its deleted candidates. Facts found at an older update time of
// the record than the stored ones leave them alone: they raced a newer
// build.
func applyFacts(ctx context.Context, tx *outboxTx, ch index.StoredChanges) error {
	var gone, ids []int64
	var versions []int64
	var times []time.Time
	var facts [][]byte
	for _, d := range ch.Deletes {
		if d.Kind == string(index.Candidates) {
			gone = append(gone, d.ID)
		}
	}
	for _, d := range ch.Upserts {
		if d.Kind == string(index.Candidates) && d.Facts != nil {
			ids, versions = append(ids, d.ID), append(versions, d.FactsVersion)
			times, facts = append(times, d.FactsOf), append(facts, d.Facts)
		}
	}
	if len(gone) > 0 {
		if _, err := tx.Exec(ctx, `DELETE FROM candidate_facts WHERE candidate_id = ANY($1)`, gone); err != nil {
			return fmt.Errorf("delete the screening facts of %d candidates: %w", len(gone), err)
		}
	}
	if len(ids) == 0 {
		return nil
	}
	if _, err := tx.Exec(ctx, `INSERT INTO candidate_facts (candidate_id, version, record_updated_at, facts)
		SELECT id, version, updated, facts FROM unnest($1::bigint[], $2::bigint[], $3::timestamptz[], $4::bytea[])
			AS x(id, version, updated, facts)
		ON CONFLICT (candidate_id) DO UPDATE SET version = excluded.version, record_updated_at = excluded.record_updated_at,
		facts = excluded.facts
		WHERE candidate_facts.record_updated_at <= excluded.record_updated_at`,
		ids, versions, times, facts); err != nil {
		return fmt.Errorf("save the screening facts of %d candidates: %w", len(ids), err)
	}
	return nil
}

// documentKeyList holds the kinds and ids of documents, as parallel arrays.
type documentKeyList struct {
	kinds []string
	ids   []int64
}

// documentKeys returns the kinds and ids of docs.
func documentKeys(docs []index.Stored) documentKeyList {
	k := documentKeyList{kinds: make([]string, len(docs)), ids: make([]int64, len(docs))}
	for i, d := range docs {
		k.kinds[i], k.ids[i] = d.Kind, d.ID
	}
	return k
}

const documentColumns = `kind, id, model, content_hash, vector, vector_bits, lat, lon, keywords, numbers, `

// documentSelect is the column list that reads part of a stored document.
func documentSelect(p index.DocumentPart) string {
	if p == index.WithoutText {
		return documentColumns + `''`
	}
	return documentColumns + `text`
}

func scanDocument(row pgx.Row) (index.Stored, error) {
	var d index.Stored
	var vec []byte
	var bits int16
	err := row.Scan(&d.Kind, &d.ID, &d.Model, &d.ContentHash, &vec, &bits, &d.Lat, &d.Lon, &d.Keywords, &d.Numbers, &d.Text)
	d.Vector = decodeVector(vec, bits)
	return d, err
}

// Documents returns the stored documents of a kind with ids in ids, in no
// particular order; ids without a document are left out.
func (s *Store) Documents(ctx context.Context, kind string, ids []int64, part index.DocumentPart) ([]index.Stored, error) {
	rows, err := s.pool.Query(ctx, `SELECT `+documentSelect(part)+` FROM index_documents WHERE kind = $1 AND id = ANY($2)`, kind, ids)
	if err != nil {
		return nil, fmt.Errorf("documents: %w", err)
	}
	list, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (index.Stored, error) { return scanDocument(r) })
	if err != nil {
		return nil, fmt.Errorf("documents: %w", err)
	}
	return list, nil
}

// ScanDocuments calls fn with every stored document of a kind whose id is
// after from, in id order, in batches; fn's error stops the scan.
func (s *Store) ScanDocuments(ctx context.Context, kind string, from int64, batch int, part index.DocumentPart, fn func([]index.Stored) error) error {
	for {
		rows, err := s.pool.Query(ctx, `SELECT `+documentSelect(part)+` FROM index_documents
			WHERE kind = $1 AND id > $2 ORDER BY id LIMIT $3`, kind, from, batch)
		if err != nil {
			return fmt.Errorf("scan documents: %w", err)
		}
		list, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (index.Stored, error) { return scanDocument(r) })
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

// CountVectorless returns how many stored documents of a kind have no vector:
// records with no text.
func (s *Store) CountVectorless(ctx context.Context, kind string) (int, error) {
	var n int
	if err := s.pool.QueryRow(ctx, `SELECT count(*) FROM index_documents WHERE kind = $1 AND length(vector) = 0`, kind).Scan(&n); err != nil {
		return 0, fmt.Errorf("count documents without a vector: %w", err)
	}
	return n, nil
}

// encodeHalfVector stores v as little-endian IEEE half floats (vector_bits
// 16). Embeddings are near unit length, far inside half range (±65504). A
// nil vector is stored as no bytes, never NULL.
func encodeHalfVector(v []float32) []byte {
	b := make([]byte, 2*len(v))
	for i, f := range v {
		binary.LittleEndian.PutUint16(b[2*i:], uint16(float16.Fromfloat32(f)))
	}
	return b
}

// decodeVector reads a stored vector of the given bits per value; an empty
// one is a document without a vector (nil).
func decodeVector(b []byte, bits int16) []float32 {
	if len(b) == 0 {
		return nil
	}
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
