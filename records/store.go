package records

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"strings"
	"syscall"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/recruitd/recruitd"
)

// DBTX is what queries run on: a pool, a connection or a transaction.
type DBTX interface {
	Exec(ctx context.Context, sql string, args ...any) (pgconn.CommandTag, error)
	Query(ctx context.Context, sql string, args ...any) (pgx.Rows, error)
	QueryRow(ctx context.Context, sql string, args ...any) pgx.Row
}

// Store reads and writes records in Postgres.
type Store struct {
	pool  *pgxpool.Pool
	locks *locker // see Exclusive
}

// NewStore returns a Store on pool. The schema must be migrated (Migrate).
func NewStore(pool *pgxpool.Pool) *Store {
	return &Store{pool: pool, locks: &locker{}}
}

// Pool returns the pool the store runs on.
func (s *Store) Pool() *pgxpool.Pool { return s.pool }

// Ping reports whether the database answers.
func (s *Store) Ping(ctx context.Context) error {
	if err := s.pool.Ping(ctx); err != nil {
		return &recruitd.Error{Code: recruitd.Unavailable, Message: "database unreachable"}
	}
	return nil
}

// inTx runs fn in a transaction, committing when it returns nil. The outbox
// events fn appends are written last, just before the commit (see flush).
func (s *Store) inTx(ctx context.Context, fn func(tx *outboxTx) error) error {
	return pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		otx := &outboxTx{Tx: tx}
		if err := fn(otx); err != nil {
			return err
		}
		return otx.flush(ctx)
	})
}

// outboxTx is a transaction of inTx with the outbox events it has appended.
type outboxTx struct {
	pgx.Tx
	events [][]any // entity, entity id, op
}

// outboxLock is the advisory lock under which outbox events are written.
const outboxLock = 0x7265637275697464 // "recruitd"

// flush writes the pending outbox events under a transaction-level advisory
// lock, so that outbox ids are taken and committed in the same order: a
// reader that has seen event n never later sees an event below n appear,
// which is what lets the indexer keep a single position. Nothing after the
// lock waits for another lock, so it cannot deadlock.
func (tx *outboxTx) flush(ctx context.Context) error {
	if len(tx.events) == 0 {
		return nil
	}
	if _, err := tx.Exec(ctx, `SELECT pg_advisory_xact_lock($1)`, int64(outboxLock)); err != nil {
		return fmt.Errorf("lock outbox: %w", err)
	}
	if _, err := tx.CopyFrom(ctx, pgx.Identifier{"outbox"}, []string{"entity", "entity_id", "op"}, pgx.CopyFromRows(tx.events)); err != nil {
		return fmt.Errorf("append outbox: %w", err)
	}
	notified := map[any]bool{}
	for _, e := range tx.events {
		if notified[e[0]] {
			continue
		}
		notified[e[0]] = true
		if _, err := tx.Exec(ctx, `SELECT pg_notify($1, $2)`, OutboxChannel, e[0]); err != nil {
			return fmt.Errorf("notify outbox: %w", err)
		}
	}
	return nil
}

// OutboxChannel is the NOTIFY channel on which an outbox append is announced.
const OutboxChannel = "recruitd_outbox"

// appendOutbox records a change in the same transaction as the change itself;
// the notification is delivered only if the transaction commits.
func appendOutbox(tx *outboxTx, entity string, id int64, op string) {
	tx.events = append(tx.events, []any{entity, id, op})
}

// Postgres error codes translated into error kinds.
const (
	pgUniqueViolation     = "23505"
	pgForeignKeyViolation = "23503"
	pgCheckViolation      = "23514"
	pgDataException       = "22" // a class: bad encodings, out-of-range numbers
)

// translate turns the Postgres errors a client can cause into error kinds,
// naming what in its words. Other errors pass through unchanged.
func translate(err error, what string) error {
	if errors.Is(err, pgx.ErrNoRows) {
		return recruitd.Errorf(recruitd.NotFound, "%s not found", what)
	}
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) {
		switch pgErr.Code {
		case pgUniqueViolation:
			return recruitd.Errorf(recruitd.Conflict, "%s already exists", what)
		case pgForeignKeyViolation:
			return recruitd.Errorf(recruitd.NotFound, "%s refers to a record that does not exist", what)
		case pgCheckViolation:
			return recruitd.Errorf(recruitd.Invalid, "%s has a value out of range", what)
		}
		if strings.HasPrefix(pgErr.Code, pgDataException) {
			return recruitd.Errorf(recruitd.Invalid, "%s has a value Postgres cannot store: %s", what, pgErr.Message)
		}
	}
	return err
}

// Unreachable reports whether err says that Postgres could not be reached or
// dropped the connection (refused, reset, shut down, out of connection
// slots), rather than that a query was wrong: the caller answers
// "unavailable" and may retry later. A cancelled or expired context is not
// an outage: the caller gave up, the database did not.
func Unreachable(err error) bool {
	if err == nil || errors.Is(err, context.Canceled) {
		return false
	}
	var connectErr *pgconn.ConnectError
	if errors.As(err, &connectErr) {
		return true // even when it timed out: the database did not answer in time
	}
	if errors.Is(err, context.DeadlineExceeded) {
		return false
	}
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) {
		switch code := pgErr.Code; {
		case strings.HasPrefix(code, pgConnectionException), code == pgAdminShutdown, code == pgCrashShutdown,
			code == pgCannotConnectNow, code == pgTooManyConnections:
			return true
		}
		return false
	}
	var netErr net.Error
	return errors.As(err, &netErr) || errors.Is(err, pgconn.ErrConnClosed) ||
		errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF) || errors.Is(err, syscall.ECONNREFUSED) ||
		errors.Is(err, syscall.ECONNRESET) || errors.Is(err, syscall.EPIPE)
}

// Postgres error codes of an outage.
const (
	pgConnectionException = "08" // a class
	pgAdminShutdown       = "57P01"
	pgCrashShutdown       = "57P02"
	pgCannotConnectNow    = "57P03"
	pgTooManyConnections  = "53300"
)

// where collects the conditions of a list query and their arguments.
type where struct {
	conds []string
	args  []any
}

// add appends a condition whose %d is replaced by v's placeholder number.
func (w *where) add(cond string, v any) {
	w.args = append(w.args, v)
	w.conds = append(w.conds, fmt.Sprintf(cond, len(w.args)))
}

func (w *where) sql() string {
	if len(w.conds) == 0 {
		return ""
	}
	return " WHERE " + strings.Join(w.conds, " AND ")
}

// listPage runs a paged list query: the rows of "SELECT columns from" that
// pass w, in order, within page, and the count of all that pass. A page
// without a limit (the zero Page) lists every row: for callers inside the
// service, never for a client.
func listPage[T any](ctx context.Context, db DBTX, columns, from, order string, w where, page recruitd.Page,
	scan func(pgx.Row) (T, error)) ([]T, int, error) {
	var total int
	if err := db.QueryRow(ctx, `SELECT count(*)`+from+w.sql(), w.args...).Scan(&total); err != nil {
		return nil, 0, fmt.Errorf("count: %w", err)
	}
	var limit any // NULL: no limit
	if page.Limit > 0 {
		limit = int64(page.Limit)
	}
	args := append(w.args, limit, int64(page.Offset))
	rows, err := db.Query(ctx, `SELECT `+columns+from+w.sql()+
		fmt.Sprintf(` ORDER BY %s LIMIT $%d::bigint OFFSET $%d::bigint`, order, len(args)-1, len(args)), args...)
	if err != nil {
		return nil, 0, fmt.Errorf("list: %w", err)
	}
	list, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (T, error) { return scan(r) })
	if err != nil {
		return nil, 0, fmt.Errorf("list: %w", err)
	}
	return list, total, nil
}

// notFound is the error for a missing record of a kind and id.
func notFound(kind string, id int64) error {
	return recruitd.Errorf(recruitd.NotFound, "%s %d not found", kind, id)
}
