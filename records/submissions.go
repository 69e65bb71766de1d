package records

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/recruitd/recruitd"
)

const submissionColumns = `js.id, js.job_id, js.candidate_id, js.status_id, js.created_at,
	j.title, c.first_name, c.last_name`

const submissionFrom = ` FROM job_submissions js
	JOIN jobs j ON j.id = js.job_id
	JOIN candidates c ON c.id = js.candidate_id`

func scanSubmission(row pgx.Row) (recruitd.Submission, error) {
	var s recruitd.Submission
	err := row.Scan(&s.ID, &s.JobID, &s.CandidateID, &s.StatusID, &s.Created,
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

// Submissions lists job submissions, newest first, and counts all that match.
func (s *Store) Submissions(ctx context.Context, f SubmissionFilter) ([]recruitd.Submission, int, error) {
	var w where
	for _, c := range []struct {
		column string
		id     int64
	}{{"js.id", f.ID}, {"js.job_id", f.JobID}, {"js.candidate_id", f.CandidateID}, {"js.status_id", f.StatusID}} {
		if c.id != 0 {
			w.add(c.column+" = $%d", c.id)
		}
	}
	list, total, err := listPage(ctx, s.pool, submissionColumns, submissionFrom, "js.id DESC", w, f.Page, scanSubmission)
	if err != nil {
		return nil, 0, fmt.Errorf("job submissions: %w", err)
	}
	return list, total, nil
}

// Submission returns one job submission. Errors: not_found.
func (s *Store) Submission(ctx context.Context, id int64) (recruitd.Submission, error) {
	sub, err := scanSubmission(s.pool.QueryRow(ctx, `SELECT `+submissionColumns+submissionFrom+` WHERE js.id = $1`, id))
	if err != nil {
		return recruitd.Submission{}, translate(err, fmt.Sprintf("job submission %d", id))
	}
	return sub, nil
}

// CreateSubmission submits a candidate to a job. Errors: not_found (job,
// candidate or status), validation_error (a status of another type),
// conflict (the candidate is already submitted to the job).
func (s *Store) CreateSubmission(ctx context.Context, sub recruitd.Submission) (recruitd.Submission, error) {
	var out recruitd.Submission
	err := s.inTx(ctx, func(tx *outboxTx) error {
		if err := exists(ctx, tx, `SELECT EXISTS (SELECT 1 FROM jobs WHERE id = $1)`, sub.JobID, "job"); err != nil {
			return err
		}
		if err := exists(ctx, tx, `SELECT EXISTS (SELECT 1 FROM candidates WHERE id = $1)`, sub.CandidateID, "candidate"); err != nil {
			return err
		}
		var typ recruitd.StatusType
		if err := tx.QueryRow(ctx, `SELECT type FROM statuses WHERE id = $1`, sub.StatusID).Scan(&typ); err != nil {
			return translate(err, fmt.Sprintf("status %d", sub.StatusID))
		}
		if typ != recruitd.StatusJobSubmission {
			return recruitd.Validation("invalid job submission",
				fmt.Sprintf("statusId: status %d is a %s status, not a JOB_SUBMISSION status", sub.StatusID, typ))
		}
		var id int64
		err := tx.QueryRow(ctx, `INSERT INTO job_submissions (job_id, candidate_id, status_id)
			VALUES ($1, $2, $3) ON CONFLICT (job_id, candidate_id) DO NOTHING RETURNING id`,
			sub.JobID, sub.CandidateID, sub.StatusID).Scan(&id)
		if err != nil {
			if errors.Is(err, pgx.ErrNoRows) {
				return recruitd.Errorf(recruitd.Conflict, "candidate %d is already submitted to job %d", sub.CandidateID, sub.JobID)
			}
			return translate(err, "job submission")
		}
		appendOutbox(tx, recruitd.EntitySubmission, id, opUpsert)
		out, err = scanSubmission(tx.QueryRow(ctx, `SELECT `+submissionColumns+submissionFrom+` WHERE js.id = $1`, id))
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
