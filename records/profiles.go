package records

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"
)

// FileResume is the type of file that holds a candidate's resume.
const FileResume = "resume"

// SaveResume stores a resume file for a candidate together with the profile
// parsed from it, in one transaction. Errors: not_found (the candidate).
func (s *Store) SaveResume(ctx context.Context, candidateID int64, f File, content, profile []byte) (File, error) {
	var out File
	err := s.inTx(ctx, func(tx pgx.Tx) error {
		f.CandidateID, f.Type = &candidateID, FileResume
		var err error
		if out, err = createFile(ctx, tx, f, content); err != nil {
			return err
		}
		return setProfile(ctx, tx, candidateID, out.ID, profile)
	})
	return out, err
}

func setProfile(ctx context.Context, tx pgx.Tx, candidateID, fileID int64, profile []byte) error {
	tag, err := tx.Exec(ctx, `UPDATE candidates SET profile = $3, profile_file_id = $2, profile_updated_at = now(),
		updated_at = now() WHERE id = $1 AND (profile_file_id IS NULL OR profile_file_id <= $2)`, candidateID, fileID, profile)
	if err != nil {
		return fmt.Errorf("save profile of candidate %d: %w", candidateID, err)
	}
	if tag.RowsAffected() == 0 {
		return nil // a newer resume's profile is already saved
	}
	return appendOutbox(ctx, tx, entityCandidate, candidateID, opUpsert)
}

// SaveProfile saves the profile parsed from a candidate's resume file, unless
// a newer resume's profile is already saved. Errors: not_found.
func (s *Store) SaveProfile(ctx context.Context, candidateID, fileID int64, profile []byte) error {
	return s.inTx(ctx, func(tx pgx.Tx) error {
		if err := exists(ctx, tx, `SELECT EXISTS (SELECT 1 FROM candidates WHERE id = $1)`, candidateID, "candidate"); err != nil {
			return err
		}
		return setProfile(ctx, tx, candidateID, fileID, profile)
	})
}

// MarkResumeFailed records why a resume file could not be parsed.
func (s *Store) MarkResumeFailed(ctx context.Context, fileID int64, reason string) error {
	if _, err := s.pool.Exec(ctx, `UPDATE files SET parse_error = $2 WHERE id = $1`, fileID, reason); err != nil {
		return fmt.Errorf("mark file %d unparsed: %w", fileID, err)
	}
	return nil
}

// PendingResumes returns up to limit resume files, one per candidate, that are
// newer than the profile saved for their candidate and were never tried.
func (s *Store) PendingResumes(ctx context.Context, limit int) ([]File, error) {
	rows, err := s.pool.Query(ctx, `SELECT `+fileColumns+` FROM files WHERE id IN (
		SELECT max(f.id) FROM files f JOIN candidates c ON c.id = f.candidate_id
		WHERE f.type = 'resume' GROUP BY f.candidate_id, c.profile_file_id
		HAVING max(f.id) > coalesce(c.profile_file_id, 0))
		AND parse_error IS NULL ORDER BY id LIMIT $1`, limit)
	if err != nil {
		return nil, fmt.Errorf("pending resumes: %w", err)
	}
	list, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (File, error) { return scanFile(r) })
	if err != nil {
		return nil, fmt.Errorf("pending resumes: %w", err)
	}
	return list, nil
}

// Profile returns a candidate's parsed profile document, nil when none has
// been saved. Errors: not_found.
func (s *Store) Profile(ctx context.Context, candidateID int64) ([]byte, error) {
	var profile []byte
	err := s.pool.QueryRow(ctx, `SELECT profile FROM candidates WHERE id = $1`, candidateID).Scan(&profile)
	if err != nil {
		return nil, translate(err, fmt.Sprintf("candidate %d", candidateID))
	}
	return profile, nil
}
