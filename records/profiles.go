package records

import (
	"context"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/recruitd/recruitd"
)

// SaveResume stores a resume file for a candidate together with the profile
// parsed from it, in one transaction. Errors: not_found (the candidate).
func (s *Store) SaveResume(ctx context.Context, candidateID int64, f recruitd.File, content []byte, parsed recruitd.Parsed) (recruitd.File, error) {
	var out recruitd.File
	err := s.inTx(ctx, func(tx *outboxTx) error {
		f.CandidateID, f.Type = &candidateID, recruitd.FileResume
		var err error
		if out, err = createFile(ctx, tx, f, content); err != nil {
			return err
		}
		return setProfile(ctx, tx, candidateID, out.ID, parsed)
	})
	return out, err
}

func setProfile(ctx context.Context, tx *outboxTx, candidateID, fileID int64, parsed recruitd.Parsed) error {
	tag, err := tx.Exec(ctx, `UPDATE candidates SET profile = $3, resume_text = $4, profile_file_id = $2,
		profile_updated_at = now(), updated_at = now()
		WHERE id = $1 AND (profile_file_id IS NULL OR profile_file_id <= $2)`, candidateID, fileID, parsed.Profile, parsed.Text)
	if err != nil {
		return fmt.Errorf("save profile of candidate %d: %w", candidateID, err)
	}
	if tag.RowsAffected() == 0 {
		return nil // a newer resume's profile is already saved
	}
	appendOutbox(tx, recruitd.EntityCandidate, candidateID, recruitd.OpUpdate)
	appendOutbox(tx, recruitd.EntityResume, candidateID, recruitd.OpCreate)
	return nil
}

// SaveProfile saves the profile parsed from a candidate's resume file, unless
// a newer resume's profile is already saved. Errors: not_found.
func (s *Store) SaveProfile(ctx context.Context, candidateID, fileID int64, parsed recruitd.Parsed) error {
	return s.inTx(ctx, func(tx *outboxTx) error {
		if err := exists(ctx, tx, `SELECT EXISTS (SELECT 1 FROM candidates WHERE id = $1)`, candidateID, "candidate"); err != nil {
			return err
		}
		return setProfile(ctx, tx, candidateID, fileID, parsed)
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
func (s *Store) PendingResumes(ctx context.Context, limit int) ([]recruitd.File, error) {
	rows, err := s.pool.Query(ctx, `SELECT `+fileColumns+` FROM files WHERE id IN (
		SELECT max(f.id) FROM files f JOIN candidates c ON c.id = f.candidate_id
		WHERE f.type = 'resume' GROUP BY f.candidate_id, c.profile_file_id
		HAVING max(f.id) > coalesce(c.profile_file_id, 0))
		AND parse_error IS NULL ORDER BY id LIMIT $1`, limit)
	if err != nil {
		return nil, fmt.Errorf("pending resumes: %w", err)
	}
	list, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (recruitd.File, error) { return scanFile(r) })
	if err != nil {
		return nil, fmt.Errorf("pending resumes: %w", err)
	}
	return list, nil
}

// Profile returns a candidate's parsed profile document, nil when none has
// been saved. Errors: not_found.
func (s *Store) Profile(ctx context.Context, candidateID int64) ([]byte, error) {
	p, err := s.Parsed(ctx, candidateID)
	return p.Profile, err
}

// Parsed returns a candidate's parsed profile and the text it came from;
// both are empty when no resume has been parsed. Errors: not_found.
func (s *Store) Parsed(ctx context.Context, candidateID int64) (recruitd.Parsed, error) {
	var p recruitd.Parsed
	var text *string
	err := s.pool.QueryRow(ctx, `SELECT profile, resume_text FROM candidates WHERE id = $1`, candidateID).Scan(&p.Profile, &text)
	if err != nil {
		return recruitd.Parsed{}, translate(err, fmt.Sprintf("candidate %d", candidateID))
	}
	if text != nil {
		p.Text = *text
	}
	return p, nil
}

// ParsedByID returns the parsed profiles and texts of candidates, by id;
// candidates without one are left out.
func (s *Store) ParsedByID(ctx context.Context, ids []int64) (map[int64]recruitd.Parsed, error) {
	rows, err := s.pool.Query(ctx, `SELECT id, profile, coalesce(resume_text, '') FROM candidates
		WHERE id = ANY($1) AND profile IS NOT NULL`, ids)
	if err != nil {
		return nil, fmt.Errorf("parsed profiles: %w", err)
	}
	defer rows.Close()
	out := map[int64]recruitd.Parsed{}
	for rows.Next() {
		var id int64
		var p recruitd.Parsed
		if err := rows.Scan(&id, &p.Profile, &p.Text); err != nil {
			return nil, fmt.Errorf("parsed profiles: %w", err)
		}
		out[id] = p
	}
	return out, rows.Err()
}

// CandidatesToScreen reads, in one round trip, what screening needs of
// candidates: the records with the given ids that exist, in id order; their
// files, by candidate, in the order they were added; their parsed profiles
// with the resume texts they came from, by candidate, left out for
// candidates without one; and their screening facts of factsVersion found
// at the record's current update time (see index.Stored.Facts), by
// candidate, as the strings screening.PrepareFrom reads, left out where
// there are none such (factsVersion 0 asks for none). Where facts are sent
// the profile is not (Parsed.Profile is nil beside the text): the facts
// hold it (screening.PrepareFrom). Profiles, texts and facts are left out
// too for candidates whose update time is the one known gives (the caller
// holds that version already: a profile or resume text never changes
// without the record's update time).
func (s *Store) CandidatesToScreen(ctx context.Context, ids []int64, known map[int64]time.Time, factsVersion int64) (
	[]recruitd.Candidate, map[int64][]recruitd.File, map[int64]recruitd.Parsed, map[int64]string, error) {
	knownIDs := make([]int64, 0, len(known))
	knownTimes := make([]time.Time, 0, len(known))
	for id, t := range known {
		knownIDs, knownTimes = append(knownIDs, id), append(knownTimes, t)
	}
	var b pgx.Batch
	b.Queue(`SELECT `+candidateColumns+`, CASE WHEN k.updated IS DISTINCT FROM c.updated_at AND f.facts IS NULL THEN c.profile END,
		CASE WHEN k.updated IS DISTINCT FROM c.updated_at AND c.profile IS NOT NULL THEN coalesce(c.resume_text, '') END,
		CASE WHEN k.updated IS DISTINCT FROM c.updated_at THEN f.facts END`+
		candidateFrom+` LEFT JOIN unnest($2::bigint[], $3::timestamptz[]) AS k (id, updated) ON k.id = c.id
		LEFT JOIN candidate_facts f ON f.candidate_id = c.id AND f.version = $4 AND f.record_updated_at = c.updated_at
		WHERE c.id = ANY($1) ORDER BY c.id`, ids, knownIDs, knownTimes, factsVersion)
	b.Queue(`SELECT `+fileColumns+` FROM files WHERE candidate_id = ANY($1) ORDER BY id`, ids)
	br := s.pool.SendBatch(ctx, &b)
	defer br.Close()
	rows, err := br.Query()
	if err != nil {
		return nil, nil, nil, nil, fmt.Errorf("candidates to screen: %w", err)
	}
	list := make([]recruitd.Candidate, 0, len(ids))
	parsed := map[int64]recruitd.Parsed{}
	facts := map[int64]string{}
	var p recruitd.Parsed
	var text *string
	var f factsText
	scan := newCandidateScan(&p.Profile, &text, &f)
	for rows.Next() {
		c, err := scan.scan(rows)
		if err != nil {
			rows.Close()
			return nil, nil, nil, nil, fmt.Errorf("candidates to screen: %w", err)
		}
		list = append(list, c)
		if text != nil {
			p.Text = *text
			parsed[c.ID] = p
		}
		if f.valid {
			facts[c.ID] = f.s
		}
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, nil, nil, nil, fmt.Errorf("candidates to screen: %w", err)
	}
	rows, err = br.Query()
	if err != nil {
		return nil, nil, nil, nil, fmt.Errorf("files of candidates: %w", err)
	}
	fileList, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (recruitd.File, error) { return scanFile(r) })
	if err != nil {
		return nil, nil, nil, nil, fmt.Errorf("files of candidates: %w", err)
	}
	files := map[int64][]recruitd.File{}
	for _, f := range fileList {
		files[*f.CandidateID] = append(files[*f.CandidateID], f)
	}
	return list, files, parsed, facts, br.Close()
}

// factsText receives a bytea column as a string in one copy, where a
// []byte would be copied out of the driver's buffer and again into the
// string that screening.PrepareFrom reads (the prepared candidate keeps
// parts of it). valid is false for NULL.
type factsText struct {
	s     string
	valid bool
}

func (f *factsText) ScanBytes(v []byte) error {
	f.s, f.valid = string(v), v != nil
	return nil
}
