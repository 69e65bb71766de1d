package records

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/recruitd/recruitd"
)

const statusColumns = `id, name, type, description, is_default, is_active, created_at`

func scanStatus(row pgx.Row) (recruitd.Status, error) {
	var s recruitd.Status
	err := row.Scan(&s.ID, &s.Name, &s.Type, &s.Description, &s.IsDefault, &s.IsActive, &s.Created)
	return s, err
}

// StatusFilter narrows a status listing; zero fields do not filter.
type StatusFilter struct {
	ID   int64
	Type recruitd.StatusType
	Page recruitd.Page
}

// Statuses lists statuses by type and id, and counts all that match.
func (s *Store) Statuses(ctx context.Context, f StatusFilter) ([]recruitd.Status, int, error) {
	var w where
	if f.ID != 0 {
		w.add("id = $%d", f.ID)
	}
	if f.Type != "" {
		w.add("type = $%d", string(f.Type))
	}
	list, total, err := listPage(ctx, s.pool, statusColumns, " FROM statuses", "type, id", w, f.Page, scanStatus)
	if err != nil {
		return nil, 0, fmt.Errorf("statuses: %w", err)
	}
	return list, total, nil
}

// CreateStatus stores a new status. A new default status takes over from the
// type's previous default. Errors: conflict (the name is taken for the type).
func (s *Store) CreateStatus(ctx context.Context, st recruitd.Status) (recruitd.Status, error) {
	var out recruitd.Status
	err := s.inTx(ctx, func(tx *outboxTx) error {
		if err := clearDefault(ctx, tx, st, 0); err != nil {
			return err
		}
		var err error
		out, err = scanStatus(tx.QueryRow(ctx, `INSERT INTO statuses (name, type, description, is_default, is_active)
			VALUES ($1, $2, $3, $4, $5) RETURNING `+statusColumns,
			st.Name, st.Type, st.Description, st.IsDefault, st.IsActive))
		return translate(err, fmt.Sprintf("a %s status named %q", st.Type, st.Name))
	})
	return out, err
}

// UpdateStatus replaces a status's fields. Errors: not_found, conflict.
func (s *Store) UpdateStatus(ctx context.Context, st recruitd.Status) (recruitd.Status, error) {
	var out recruitd.Status
	err := s.inTx(ctx, func(tx *outboxTx) error {
		var inUse bool
		err := tx.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM statuses WHERE id = $1 AND type <> $2 AND (
			EXISTS (SELECT 1 FROM candidates WHERE status_id = $1) OR
			EXISTS (SELECT 1 FROM job_submissions WHERE status_id = $1)))`, st.ID, st.Type).Scan(&inUse)
		if err != nil {
			return fmt.Errorf("check status %d use: %w", st.ID, err)
		}
		if inUse {
			return recruitd.Errorf(recruitd.Conflict, "status %d is in use: its type cannot change", st.ID)
		}
		if err := clearDefault(ctx, tx, st, st.ID); err != nil {
			return err
		}
		out, err = scanStatus(tx.QueryRow(ctx, `UPDATE statuses SET name = $2, type = $3, description = $4,
			is_default = $5, is_active = $6 WHERE id = $1 RETURNING `+statusColumns,
			st.ID, st.Name, st.Type, st.Description, st.IsDefault, st.IsActive))
		if errors.Is(err, pgx.ErrNoRows) {
			return notFound("status", st.ID)
		}
		return translate(err, fmt.Sprintf("a %s status named %q", st.Type, st.Name))
	})
	return out, err
}

// clearDefault unsets the current default of st's type when st becomes it.
func clearDefault(ctx context.Context, tx pgx.Tx, st recruitd.Status, except int64) error {
	if !st.IsDefault {
		return nil
	}
	_, err := tx.Exec(ctx, `UPDATE statuses SET is_default = false WHERE type = $1 AND is_default AND id <> $2`, st.Type, except)
	if err != nil {
		return fmt.Errorf("clear default %s status: %w", st.Type, err)
	}
	return nil
}

// DefaultStatus returns the default status of a type. Errors: not_found.
func (s *Store) DefaultStatus(ctx context.Context, t recruitd.StatusType) (recruitd.Status, error) {
	st, err := scanStatus(s.pool.QueryRow(ctx, `SELECT `+statusColumns+` FROM statuses WHERE type = $1 AND is_default`, t))
	return st, translate(err, fmt.Sprintf("a default %s status", t))
}
