package records

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/recruitd/recruitd"
)

// Events returns up to limit outbox events after position, in order. Outbox
// ids are taken and committed in the same order (see outboxTx.flush), so an
// event never appears below one already returned.
func (s *Store) Events(ctx context.Context, after int64, limit int) ([]recruitd.Event, error) {
	rows, err := s.pool.Query(ctx, `SELECT id, entity, entity_id, CASE op WHEN 'upsert' THEN 'update' ELSE op END, created_at FROM outbox
		WHERE id > $1 ORDER BY id LIMIT $2`, after, limit)
	if err != nil {
		return nil, fmt.Errorf("read outbox: %w", err)
	}
	list, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (recruitd.Event, error) {
		var e recruitd.Event
		err := r.Scan(&e.ID, &e.Entity, &e.EntityID, &e.Op, &e.Created)
		e.Deleted = e.Op == recruitd.OpDelete
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

// MoveCursor moves a named consumer from position from to position to, and
// reports false, moving nothing, when it is not at from: another process
// moved it first. A cursor never seen is at 0.
func (s *Store) MoveCursor(ctx context.Context, name string, from, to int64) (bool, error) {
	return moveCursor(ctx, s.pool, name, from, to)
}

func moveCursor(ctx context.Context, db DBTX, name string, from, to int64) (bool, error) {
	q := `UPDATE index_cursors SET position = $3, updated_at = now() WHERE name = $1 AND position = $2`
	if from == 0 {
		q = `INSERT INTO index_cursors (name, position) VALUES ($1, $3)
			ON CONFLICT (name) DO UPDATE SET position = excluded.position, updated_at = now() WHERE index_cursors.position = $2`
	}
	tag, err := db.Exec(ctx, q, name, from, to)
	if err != nil {
		return false, fmt.Errorf("move cursor %s: %w", name, err)
	}
	return tag.RowsAffected() == 1, nil
}

// Exclusive runs fn while this process holds the named lock, which one
// process at a time may hold, and reports false without calling fn when
// another holds it. The locks are Postgres advisory locks on one connection
// kept apart from the pool, so that they go with a process that dies and
// holding one does not take a connection from the queries fn makes.
func (s *Store) Exclusive(ctx context.Context, name string, fn func() error) (bool, error) {
	key := "recruitd:" + name
	held, err := s.locks.try(ctx, s.pool, key)
	if err != nil || !held {
		return false, err
	}
	defer func() {
		ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 10*time.Second)
		defer cancel()
		s.locks.unlock(ctx, key)
	}()
	return true, fn()
}

// locker holds the process's advisory locks on one connection of its own.
type locker struct {
	mu   sync.Mutex
	conn *pgx.Conn       // nil until first used, and after it failed
	held map[string]bool // a session may take its advisory locks again: this keeps them exclusive within the process
}

func (l *locker) try(ctx context.Context, pool *pgxpool.Pool, key string) (bool, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.held[key] {
		return false, nil
	}
	if l.conn == nil {
		c, err := pool.Acquire(ctx)
		if err != nil {
			return false, fmt.Errorf("lock %s: %w", key, err)
		}
		l.conn = c.Hijack()
	}
	var held bool
	if err := l.conn.QueryRow(ctx, `SELECT pg_try_advisory_lock(hashtextextended($1, 0))`, key).Scan(&held); err != nil {
		l.drop(ctx)
		return false, fmt.Errorf("lock %s: %w", key, err)
	}
	if held {
		if l.held == nil {
			l.held = map[string]bool{}
		}
		l.held[key] = true
	}
	return held, nil
}

// unlock releases a lock; when it cannot, the connection goes, and every
// lock with it.
func (l *locker) unlock(ctx context.Context, key string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	delete(l.held, key)
	if l.conn == nil {
		return
	}
	if _, err := l.conn.Exec(ctx, `SELECT pg_advisory_unlock(hashtextextended($1, 0))`, key); err != nil {
		l.drop(ctx)
	}
}

// drop closes the connection, and every lock goes with it.
func (l *locker) drop(ctx context.Context) {
	_ = l.conn.Close(context.WithoutCancel(ctx))
	l.conn = nil
	clear(l.held)
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
// "job") whose record no longer exists, and returns how many it deleted;
// with candidates' documents go their screening facts.
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
	if kind == "candidate" {
		if _, err := s.pool.Exec(ctx, `DELETE FROM candidate_facts f
			WHERE NOT EXISTS (SELECT 1 FROM candidates c WHERE c.id = f.candidate_id)`); err != nil {
			return 0, fmt.Errorf("drop the screening facts of deleted candidates: %w", err)
		}
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

// ListenOutbox calls wake on every outbox append (NOTIFY on OutboxChannel)
// and on every commit of stored documents (DocumentsChannel) until ctx ends
// or the connection fails, and returns that error. The listening connection
// is closed, never returned to the pool.
func (s *Store) ListenOutbox(ctx context.Context, wake func()) error {
	pooled, err := s.pool.Acquire(ctx)
	if err != nil {
		return err
	}
	// Out of the pool: a connection that waits for ever must not hold one of
	// its slots.
	conn := pooled.Hijack()
	defer func() { _ = conn.Close(context.WithoutCancel(ctx)) }()
	if _, err := conn.Exec(ctx, "LISTEN "+OutboxChannel+"; LISTEN "+DocumentsChannel); err != nil {
		return err
	}
	for {
		if _, err := conn.WaitForNotification(ctx); err != nil {
			return err
		}
		wake()
	}
}
