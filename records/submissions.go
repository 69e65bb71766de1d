package records

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/recruitd/recruitd"
)

const submissionColumns = `js.id, js.job_id, js.candidate_id, js.status_id, js.notes, js.created_at, js.updated_at,
	j.title, c.first_name, c.last_name`

const submissionFrom = ` FROM job_submissions js
	JOIN jobs j ON j.id = js.job_id
	JOIN candidates c ON c.id = js.candidate_id`

func scanSubmission(row pgx.Row) (recruitd.Submission, error) {
	var s recruitd.Submission
	err := row.Scan(&s.ID, &s.JobID, &s.CandidateID, &s.StatusID, &s.Notes, &s.Created, &s.Updated,
		&s.JobTitle, &s.CandidateFirst, &s.CandidateLast)
	return s, err
}

// SubmissionFilter narrows a submission listing; zero fields do not filter.
type SubmissionFilter struct {
	ID          int64
	JobID       int64
	CandidateID int64
	StatusID    int64
	Page        recruitd.Page
}

// Submissions lists job submissions, newest first, within f.Page, and counts
// all that pass the filter.
func (s *Store) Submissions(ctx context.Context, f SubmissionFilter) ([]recruitd.Submission, int, error) {
	var w where
	for _, c := range []struct {
		cond string
		v    int64
	}{{"js.id = $%d", f.ID}, {"js.job_id = $%d", f.JobID}, {"js.candidate_id = $%d", f.CandidateID}, {"js.status_id = $%d", f.StatusID}} {
		if c.v != 0 {
			w.add(c.cond, c.v)
		}
	}
	list, total, err := listPage(ctx, s.pool, submissionColumns, submissionFrom, "js.id DESC", w, f.Page, scanSubmission)
	if err != nil {
		return nil, 0, fmt.Errorf("list submissions: %w", err)
	}
	return list, total, nil
}

// Submission returns one job submission with its status history. Errors:
// not_found.
func (s *Store) Submission(ctx context.Context, id int64) (recruitd.Submission, error) {
	return getSubmission(ctx, s.pool, id)
}

func getSubmission(ctx context.Context, db DBTX, id int64) (recruitd.Submission, error) {
	sub, err := scanSubmission(db.QueryRow(ctx, `SELECT `+submissionColumns+submissionFrom+` WHERE js.id = $1`, id))
	if err != nil {
		return recruitd.Submission{}, translate(err, fmt.Sprintf("job submission %d", id))
	}
	rows, err := db.Query(ctx, `SELECT h.from_status_id, coalesce(f.name, ''), h.to_status_id, t.name,
		h.changed_by, coalesce(trim(u.first_name || ' ' || u.last_name), ''), h.changed_at
		FROM job_submission_status_history h
		JOIN statuses t ON t.id = h.to_status_id
		LEFT JOIN statuses f ON f.id = h.from_status_id
		LEFT JOIN users u ON u.id = h.changed_by
		WHERE h.submission_id = $1 ORDER BY h.id`, id)
	if err != nil {
		return recruitd.Submission{}, fmt.Errorf("status history of job submission %d: %w", id, err)
	}
	sub.History, err = pgx.CollectRows(rows, func(r pgx.CollectableRow) (recruitd.StatusChange, error) {
		var c recruitd.StatusChange
		err := r.Scan(&c.FromStatusID, &c.FromStatus, &c.ToStatusID, &c.ToStatus, &c.ByUserID, &c.ByName, &c.At)
		return c, err
	})
	if err != nil {
		return recruitd.Submission{}, fmt.Errorf("status history of job submission %d: %w", id, err)
	}
	return sub, nil
}

// submissionStatus checks that a status exists and is a JOB_SUBMISSION status.
func submissionStatus(ctx context.Context, db DBTX, id int64) error {
	var typ recruitd.StatusType
	if err := db.QueryRow(ctx, `SELECT type FROM statuses WHERE id = $1`, id).Scan(&typ); err != nil {
		return translate(err, fmt.Sprintf("status %d", id))
	}
	if typ != recruitd.StatusJobSubmission {
		return recruitd.Validation("invalid job submission",
			fmt.Sprintf("statusId: status %d is a %s status, not a JOB_SUBMISSION status", id, typ))
	}
	return nil
}

// recordStatus appends a status change to a submission's history.
func recordStatus(ctx context.Context, db DBTX, submission int64, from *int64, to, by int64) error {
	var byID *int64
	if by != 0 {
		byID = &by
	}
	if _, err := db.Exec(ctx, `INSERT INTO job_submission_status_history (submission_id, from_status_id, to_status_id, changed_by)
		VALUES ($1, $2, $3, $4)`, submission, from, to, byID); err != nil {
		return fmt.Errorf("status history of job submission %d: %w", submission, err)
	}
	return nil
}

// CreateSubmission submits a candidate to a job, sub.CreatedBy recorded as
// who set its first status. Errors: not_found (job, candidate or status),
// validation_error (a status of another type), conflict (the candidate is
// already submitted to the job).
func (s *Store) CreateSubmission(ctx context.Context, sub recruitd.Submission) (recruitd.Submission, error) {
	var out recruitd.Submission
	err := s.inTx(ctx, func(tx *outboxTx) error {
		if err := exists(ctx, tx, `SELECT EXISTS (SELECT 1 FROM jobs WHERE id = $1)`, sub.JobID, "job"); err != nil {
			return err
		}
		if err := exists(ctx, tx, `SELECT EXISTS (SELECT 1 FROM candidates WHERE id = $1)`, sub.CandidateID, "candidate"); err != nil {
			return err
		}
		if err := submissionStatus(ctx, tx, sub.StatusID); err != nil {
			return err
		}
		var id int64
		err := tx.QueryRow(ctx, `INSERT INTO job_submissions (job_id, candidate_id, status_id, notes)
			VALUES ($1, $2, $3, $4) ON CONFLICT (job_id, candidate_id) DO NOTHING RETURNING id`,
			sub.JobID, sub.CandidateID, sub.StatusID, sub.Notes).Scan(&id)
		if err != nil {
			if errors.Is(err, pgx.ErrNoRows) {
				return recruitd.Errorf(recruitd.Conflict, "candidate %d is already submitted to job %d", sub.CandidateID, sub.JobID)
			}
			return translate(err, "job submission")
		}
		if err := recordStatus(ctx, tx, id, nil, sub.StatusID, sub.CreatedBy); err != nil {
			return err
		}
		appendOutbox(tx, recruitd.EntitySubmission, id, recruitd.OpCreate)
		out, err = getSubmission(ctx, tx, id)
		return err
	})
	return out, err
}

// UpdateSubmission changes a submission's status or notes; a change of status
// is recorded in its history as made by the user by. Errors: not_found (the
// submission or the status), validation_error (a status of another type).
func (s *Store) UpdateSubmission(ctx context.Context, id int64, p recruitd.SubmissionPatch, by int64) (recruitd.Submission, error) {
	var out recruitd.Submission
	err := s.inTx(ctx, func(tx *outboxTx) error {
		var current int64
		if err := tx.QueryRow(ctx, `SELECT status_id FROM job_submissions WHERE id = $1 FOR UPDATE`, id).Scan(&current); err != nil {
			return translate(err, fmt.Sprintf("job submission %d", id))
		}
		if p.StatusID != nil && *p.StatusID != current {
			if err := submissionStatus(ctx, tx, *p.StatusID); err != nil {
				return err
			}
			if err := recordStatus(ctx, tx, id, &current, *p.StatusID, by); err != nil {
				return err
			}
		}
		if _, err := tx.Exec(ctx, `UPDATE job_submissions SET status_id = coalesce($2, status_id),
			notes = coalesce($3, notes), updated_at = now() WHERE id = $1`, id, p.StatusID, p.Notes); err != nil {
			return translate(err, fmt.Sprintf("job submission %d", id))
		}
		appendOutbox(tx, recruitd.EntitySubmission, id, recruitd.OpUpdate)
		var err error
		out, err = getSubmission(ctx, tx, id)
		return err
	})
	return out, err
}

// DeleteSubmission deletes a job submission. Errors: not_found.
func (s *Store) DeleteSubmission(ctx context.Context, id int64) error {
	return s.inTx(ctx, func(tx *outboxTx) error {
		return deleteRow(ctx, tx, `DELETE FROM job_submissions WHERE id = $1`, id, recruitd.EntitySubmission, "job submission")
	})
}

// exists returns not_found naming kind and id when query finds no row.
func exists(ctx context.Context, db DBTX, query string, id int64, kind string) error {
	var ok bool
	if err := db.QueryRow(ctx, query, id).Scan(&ok); err != nil {
		return fmt.Errorf("find %s %d: %w", kind, id, err)
	}
	if !ok {
		return notFound(kind, id)
	}
	return nil
}
