package records

import (
	"context"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/recruitd/recruitd/index"
)

// Parked records a batch's outcome at a backend: the rejected documents
// are parked (a new one with one attempt, one parked before with its
// attempts counted and its reason and time renewed) and the accepted ones
// forgotten, in one round trip.
func (s *Store) Parked(ctx context.Context, backend string, kind index.Kind, accepted []int64, rejected []index.Rejection) error {
	var b pgx.Batch
	if len(accepted) > 0 {
		b.Queue(`DELETE FROM parked_documents WHERE backend = $1 AND kind = $2 AND id = ANY($3)`, backend, string(kind), accepted)
	}
	if len(rejected) > 0 {
		ids, reasons := rejectionColumns(rejected)
		b.Queue(`INSERT INTO parked_documents (backend, kind, id, reason)
			SELECT $1, $2, id, reason FROM unnest($3::bigint[], $4::text[]) AS x(id, reason)
			ON CONFLICT (backend, kind, id) DO UPDATE SET reason = excluded.reason,
			attempts = parked_documents.attempts + 1, last_at = now()`, backend, string(kind), ids, reasons)
	}
	if b.Len() == 0 {
		return nil
	}
	if err := s.pool.SendBatch(ctx, &b).Close(); err != nil {
		return fmt.Errorf("park %ss at %s: %w", kind, backend, err)
	}
	return nil
}

// ReplaceParked makes rejected the whole of a backend's parked documents of
// a kind: what a backend that was just loaded with every stored document
// refused.
func (s *Store) ReplaceParked(ctx context.Context, backend string, kind index.Kind, rejected []index.Rejection) error {
	ids, reasons := rejectionColumns(rejected)
	return s.inTx(ctx, func(tx *outboxTx) error {
		if _, err := tx.Exec(ctx, `DELETE FROM parked_documents WHERE backend = $1 AND kind = $2 AND id <> ALL($3)`,
			backend, string(kind), ids); err != nil {
			return fmt.Errorf("replace parked %ss at %s: %w", kind, backend, err)
		}
		if _, err := tx.Exec(ctx, `INSERT INTO parked_documents (backend, kind, id, reason)
			SELECT $1, $2, id, reason FROM unnest($3::bigint[], $4::text[]) AS x(id, reason)
			ON CONFLICT (backend, kind, id) DO UPDATE SET reason = excluded.reason,
			attempts = parked_documents.attempts + 1, last_at = now()`, backend, string(kind), ids, reasons); err != nil {
			return fmt.Errorf("replace parked %ss at %s: %w", kind, backend, err)
		}
		return nil
	})
}

func rejectionColumns(rejected []index.Rejection) ([]int64, []string) {
	ids, reasons := make([]int64, len(rejected)), make([]string, len(rejected))
	for i, r := range rejected {
		ids[i], reasons[i] = r.ID, r.Reason
	}
	return ids, reasons
}

// ParkedIDs returns the ids of a backend's parked documents of a kind, in
// order.
func (s *Store) ParkedIDs(ctx context.Context, backend string, kind index.Kind) ([]int64, error) {
	rows, err := s.pool.Query(ctx, `SELECT id FROM parked_documents WHERE backend = $1 AND kind = $2 ORDER BY id`, backend, string(kind))
	if err != nil {
		return nil, fmt.Errorf("parked %ss at %s: %w", kind, backend, err)
	}
	ids, err := pgx.CollectRows(rows, pgx.RowTo[int64])
	if err != nil {
		return nil, fmt.Errorf("parked %ss at %s: %w", kind, backend, err)
	}
	return ids, nil
}

// ParkedDocument is a document a backend refused, as `recruitd index
// status` shows it.
type ParkedDocument struct {
	Backend  string
	Kind     string
	ID       int64
	Reason   string
	Attempts int
	First    time.Time
	Last     time.Time
}

// ParkedDocuments returns how many documents are parked in all, and the
// limit most recently parked.
func (s *Store) ParkedDocuments(ctx context.Context, limit int) (int, []ParkedDocument, error) {
	var n int
	if err := s.pool.QueryRow(ctx, `SELECT count(*) FROM parked_documents`).Scan(&n); err != nil {
		return 0, nil, fmt.Errorf("parked documents: %w", err)
	}
	rows, err := s.pool.Query(ctx, `SELECT backend, kind, id, reason, attempts, first_at, last_at FROM parked_documents
		ORDER BY last_at DESC, backend, kind, id LIMIT $1`, limit)
	if err != nil {
		return 0, nil, fmt.Errorf("parked documents: %w", err)
	}
	list, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (ParkedDocument, error) {
		var p ParkedDocument
		err := r.Scan(&p.Backend, &p.Kind, &p.ID, &p.Reason, &p.Attempts, &p.First, &p.Last)
		return p, err
	})
	if err != nil {
		return 0, nil, fmt.Errorf("parked documents: %w", err)
	}
	return n, list, nil
}
