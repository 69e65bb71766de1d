package records

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"

	"github.com/recruitd/recruitd"
)

// BulkCandidate is a candidate to insert in bulk, with the parsed profile of
// its resume and the text that profile came from, when there is one.
//
// Its status is StatusID; when that is 0, the CANDIDATE status that
// Status.Name names (ACTIVE, INACTIVE...); when Status is nil too, the
// default CANDIDATE status.
type BulkCandidate struct {
	recruitd.Candidate
	Profile    []byte // a resume.Profile document (JSON); nil: none
	ResumeText string // the text Profile was parsed from; "" is stored as none
}

// BulkCandidates inserts candidates through COPY, in one transaction with
// their outbox events, and reports how many were inserted and how many were
// skipped because their email, compared without case, belongs to an existing
// candidate or to an earlier one in list. Fields are stored as given: callers
// check them as the API does. Errors: validation_error (a status that is not
// a CANDIDATE status, or a value Postgres cannot store), and then nothing is
// written.
//
// The candidates whose emails are free are copied straight into the table.
// Should a concurrent writer take one of those emails meanwhile, the batch
// goes through a staging table instead, and INSERT ... ON CONFLICT skips it.
func (s *Store) BulkCandidates(ctx context.Context, list []BulkCandidate) (inserted, duplicates int, err error) {
	if len(list) == 0 {
		return 0, 0, nil
	}
	err = s.inTx(ctx, func(tx *outboxTx) error {
		statusIDs, err := resolveStatuses(ctx, tx, list)
		if err != nil {
			return err
		}
		now, err := bulkSettings(ctx, tx)
		if err != nil {
			return err
		}
		fresh, err := freshCandidates(ctx, tx, list)
		if err != nil {
			return err
		}
		var ids []int64
		err = pgx.BeginFunc(ctx, tx, func(sp pgx.Tx) (err error) {
			ids, err = copyCandidates(ctx, sp, list, fresh, statusIDs, now)
			return err
		})
		var pgErr *pgconn.PgError
		if errors.As(err, &pgErr) && pgErr.Code == pgUniqueViolation {
			// A concurrent writer took an email since freshCandidates looked;
			// the copy rolled back to its savepoint.
			ids, err = stageCandidates(ctx, tx, list, statusIDs)
		}
		if err != nil {
			return translate(err, "a candidate of the batch")
		}
		inserted = len(ids)
		for _, id := range ids {
			appendOutbox(tx, recruitd.EntityCandidate, id, recruitd.OpCreate)
		}
		return nil
	})
	if err != nil {
		return 0, 0, err
	}
	return inserted, len(list) - inserted, nil
}

// bulkSettings tunes the transaction of a batch, and returns its time: lz4
// compresses profiles and resume texts at half the cost of the default pglz,
// where the server has it, and a staged batch sorts in memory.
func bulkSettings(ctx context.Context, tx pgx.Tx) (time.Time, error) {
	var now time.Time
	var compression, workMem string
	err := tx.QueryRow(ctx, `SELECT now(),
		set_config('default_toast_compression', CASE WHEN 'lz4' = ANY (enumvals) THEN 'lz4' ELSE setting END, true),
		set_config('work_mem', '64MB', true)
		FROM pg_settings WHERE name = 'default_toast_compression'`).Scan(&now, &compression, &workMem)
	if err != nil {
		return time.Time{}, fmt.Errorf("bulk settings: %w", err)
	}
	return now, nil
}

// freshCandidates returns the positions in list of the candidates to insert,
// in the order of their emails: those whose email, lowered by Postgres as the
// unique index lowers it, is neither taken nor that of an earlier candidate
// of list. Batches that write in email order wait for each other on an email
// they share, where writing in any other order could deadlock them.
func freshCandidates(ctx context.Context, tx pgx.Tx, list []BulkCandidate) ([]int, error) {
	emails := make([]string, len(list))
	for i, c := range list {
		emails[i] = c.Email
	}
	rows, err := tx.Query(ctx, `SELECT e.ord - 1, lower(e.email), EXISTS (SELECT 1 FROM candidates c WHERE lower(c.email) = lower(e.email))
		FROM unnest($1::text[]) WITH ORDINALITY AS e (email, ord) ORDER BY lower(e.email), e.ord`, emails)
	if err != nil {
		return nil, translate(err, "an email of the batch")
	}
	defer rows.Close()
	var fresh []int
	var last string
	for first := true; rows.Next(); first = false {
		var pos int
		var key string
		var taken bool
		if err := rows.Scan(&pos, &key, &taken); err != nil {
			return nil, fmt.Errorf("find taken emails: %w", err)
		}
		if !taken && (first || key != last) {
			fresh = append(fresh, pos)
		}
		last = key
	}
	if err := rows.Err(); err != nil {
		return nil, translate(err, "an email of the batch")
	}
	return fresh, nil
}

// copyCandidates copies the candidates of list at positions fresh into the
// table and returns their ids, in order.
func copyCandidates(ctx context.Context, tx pgx.Tx, list []BulkCandidate, fresh []int, statusIDs []int64, now time.Time) ([]int64, error) {
	if len(fresh) == 0 {
		return nil, nil
	}
	ids, err := nextIDs(ctx, tx, "candidates", len(fresh))
	if err != nil {
		return nil, err
	}
	_, err = tx.CopyFrom(ctx, pgx.Identifier{"candidates"}, candidateCopyColumns,
		pgx.CopyFromSlice(len(fresh), func(k int) ([]any, error) {
			c := list[fresh[k]]
			var profileTime *time.Time
			if c.Profile != nil {
				profileTime = &now
			}
			return append(candidateRow(ids[k], c, statusIDs[fresh[k]]), profileTime), nil
		}))
	return ids, err
}

// candidateRow is a candidate's values for bulkColumns, after first.
func candidateRow(first any, c BulkCandidate, statusID int64) []any {
	c.StatusID = statusID
	var text any
	if c.ResumeText != "" {
		text = c.ResumeText
	}
	return append(append([]any{first}, candidateArgs(c.Candidate)...), c.Profile, text)
}

// bulkColumns are what a bulk write of candidates fills: what a client writes, then
// the profile.
var bulkColumns = append(columnNames(candidateWritable), "profile", "resume_text")

// candidateCopyColumns are the columns copyCandidates fills.
var candidateCopyColumns = append(append([]string{"id"}, bulkColumns...), "profile_updated_at")

// The staging table takes its column types from candidates, with ord, the
// position in the batch; it lives until the transaction ends.
const createStaging = `CREATE TEMP TABLE bulk_candidates ON COMMIT DROP AS
	SELECT 0 AS ord, ` + candidateWritable + `, profile, resume_text FROM candidates WITH NO DATA`

// insertStaged moves the staged candidates into the table in email order
// (see freshCandidates), skipping any whose email is taken, by an earlier row
// of the batch too, and returns the ids of those inserted, in order.
const insertStaged = `WITH inserted AS (
	INSERT INTO candidates (` + candidateWritable + `, profile, resume_text, profile_updated_at)
	SELECT ` + candidateWritable + `, profile, resume_text, CASE WHEN profile IS NOT NULL THEN now() END
	FROM bulk_candidates ORDER BY lower(email), ord
	ON CONFLICT ((lower(email))) DO NOTHING
	RETURNING id)
	SELECT id FROM inserted ORDER BY id`

// stageCandidates copies list into a staging table and inserts from there,
// and returns the ids it inserted.
func stageCandidates(ctx context.Context, tx pgx.Tx, list []BulkCandidate, statusIDs []int64) ([]int64, error) {
	if _, err := tx.Exec(ctx, createStaging); err != nil {
		return nil, fmt.Errorf("stage candidates: %w", err)
	}
	_, err := tx.CopyFrom(ctx, pgx.Identifier{"bulk_candidates"}, append([]string{"ord"}, bulkColumns...),
		pgx.CopyFromSlice(len(list), func(i int) ([]any, error) { return candidateRow(i, list[i], statusIDs[i]), nil }))
	if err != nil {
		return nil, err
	}
	return ids(ctx, tx, insertStaged)
}

// resolveStatuses returns the status id of each candidate of list (see
// BulkCandidate), or a validation error naming every one that has none.
func resolveStatuses(ctx context.Context, tx pgx.Tx, list []BulkCandidate) ([]int64, error) {
	rows, err := tx.Query(ctx, `SELECT `+statusColumns+` FROM statuses WHERE type = $1`, recruitd.StatusCandidate)
	if err != nil {
		return nil, fmt.Errorf("candidate statuses: %w", err)
	}
	statuses, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (recruitd.Status, error) { return scanStatus(r) })
	if err != nil {
		return nil, fmt.Errorf("candidate statuses: %w", err)
	}
	var def int64
	known := make(map[int64]bool, len(statuses))
	byName := make(map[string]int64, len(statuses))
	for _, st := range statuses {
		known[st.ID] = true
		byName[strings.ToUpper(st.Name)] = st.ID
		if st.IsDefault {
			def = st.ID
		}
	}
	out := make([]int64, len(list))
	var problems []string
	for i, c := range list {
		switch {
		case c.StatusID != 0:
			out[i] = c.StatusID
			if !known[c.StatusID] {
				problems = append(problems, fmt.Sprintf("candidates[%d].statusId: %d is not a CANDIDATE status", i, c.StatusID))
			}
		case c.Status != nil:
			out[i] = byName[strings.ToUpper(c.Status.Name)]
			if out[i] == 0 {
				problems = append(problems, fmt.Sprintf("candidates[%d].status: no CANDIDATE status named %q", i, c.Status.Name))
			}
		default:
			out[i] = def
			if def == 0 {
				problems = append(problems, fmt.Sprintf("candidates[%d].statusId: required, for no CANDIDATE status is the default", i))
			}
		}
	}
	if len(problems) > 0 {
		return nil, recruitd.Validation("invalid candidates", problems...)
	}
	return out, nil
}

// BulkJobs inserts jobs through COPY, in one transaction with their outbox
// events, and returns how many it inserted: all of them, or none with an
// error. Errors: validation_error (an employment type or status outside SPEC
// 2.4, or a value Postgres cannot store).
func (s *Store) BulkJobs(ctx context.Context, jobs []recruitd.Job) (int, error) {
	if len(jobs) == 0 {
		return 0, nil
	}
	err := s.inTx(ctx, func(tx *outboxTx) error {
		ids, err := nextIDs(ctx, tx, "jobs", len(jobs))
		if err != nil {
			return err
		}
		_, err = tx.CopyFrom(ctx, pgx.Identifier{"jobs"}, append([]string{"id"}, columnNames(jobWritable)...),
			pgx.CopyFromSlice(len(jobs), func(i int) ([]any, error) {
				args, err := jobArgs(jobs[i])
				return append([]any{ids[i]}, args...), err
			}))
		if err != nil {
			return translate(err, "a job of the batch")
		}
		for _, id := range ids {
			appendOutbox(tx, recruitd.EntityJob, id, recruitd.OpCreate)
		}
		return nil
	})
	if err != nil {
		return 0, err
	}
	return len(jobs), nil
}

// nextIDs takes n ids from the sequence of a table's id column, so that rows
// can be copied with their ids and their outbox events copied after them.
func nextIDs(ctx context.Context, tx pgx.Tx, table string, n int) ([]int64, error) {
	list, err := ids(ctx, tx, `SELECT nextval(pg_get_serial_sequence($1, 'id')) FROM generate_series(1, $2)`, table, n)
	if err != nil {
		return nil, fmt.Errorf("allocate %s ids: %w", table, err)
	}
	return list, nil
}

// columnNames splits a column list such as candidateWritable.
func columnNames(list string) []string {
	cols := strings.Split(list, ",")
	for i, c := range cols {
		cols[i] = strings.TrimSpace(c)
	}
	return cols
}
