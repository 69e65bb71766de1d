package records

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/recruitd/recruitd"
)

const screeningColumns = `id, candidate_id, job_id, submission_id, evaluator, result, created_at`

func scanScreening(row pgx.Row) (recruitd.Screening, error) {
	var s recruitd.Screening
	err := row.Scan(&s.ID, &s.CandidateID, &s.JobID, &s.SubmissionID, &s.Evaluator, &s.Result, &s.Created)
	return s, err
}

// SaveScreening stores a screening and returns it with its id and time.
// Errors: not_found (the candidate, job or submission is gone).
func (s *Store) SaveScreening(ctx context.Context, sc recruitd.Screening) (recruitd.Screening, error) {
	var out recruitd.Screening
	err := s.inTx(ctx, func(tx *outboxTx) error {
		var err error
		out, err = scanScreening(tx.QueryRow(ctx, `INSERT INTO screenings (candidate_id, job_id, submission_id, evaluator, result)
			VALUES ($1, $2, $3, $4, $5) RETURNING `+screeningColumns, sc.CandidateID, sc.JobID, sc.SubmissionID, sc.Evaluator, sc.Result))
		if err != nil {
			return translate(err, "screening")
		}
		appendOutbox(tx, recruitd.EntityScreening, out.ID, recruitd.OpCreate)
		return nil
	})
	return out, err
}

// LatestScreening returns the newest screening of a job submission. Errors:
// not_found.
func (s *Store) LatestScreening(ctx context.Context, submissionID int64) (recruitd.Screening, error) {
	sc, err := scanScreening(s.pool.QueryRow(ctx, `SELECT `+screeningColumns+` FROM screenings
		WHERE submission_id = $1 ORDER BY id DESC LIMIT 1`, submissionID))
	if err != nil {
		return recruitd.Screening{}, translate(err, fmt.Sprintf("screening of job submission %d", submissionID))
	}
	return sc, nil
}
