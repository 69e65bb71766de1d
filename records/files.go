package records

import (
	"context"
	"crypto/sha256"
	"fmt"

	"github.com/jackc/pgx/v5"
	"github.com/recruitd/recruitd"
)

const fileColumns = `id, file_name, content_type, size, sha256, candidate_id, type, description, created_at`

// scanFile reads the fileColumns, then any extra columns into extra.
func scanFile(row pgx.Row, extra ...any) (recruitd.File, error) {
	var f recruitd.File
	dst := append([]any{&f.ID, &f.FileName, &f.ContentType, &f.Size, &f.SHA256, &f.CandidateID,
		&f.Type, &f.Description, &f.Created}, extra...)
	return f, row.Scan(dst...)
}

// CreateFile stores a file's metadata and bytes together. Errors: not_found
// (the candidate).
func (s *Store) CreateFile(ctx context.Context, f recruitd.File, content []byte) (recruitd.File, error) {
	var out recruitd.File
	err := s.inTx(ctx, func(tx *outboxTx) error {
		var err error
		out, err = createFile(ctx, tx, f, content)
		return err
	})
	return out, err
}

func createFile(ctx context.Context, tx *outboxTx, f recruitd.File, content []byte) (recruitd.File, error) {
	if f.CandidateID != nil {
		if err := exists(ctx, tx, `SELECT EXISTS (SELECT 1 FROM candidates WHERE id = $1)`, *f.CandidateID, "candidate"); err != nil {
			return recruitd.File{}, err
		}
	}
	sum := sha256.Sum256(content)
	out, err := scanFile(tx.QueryRow(ctx, `INSERT INTO files (file_name, content_type, size, sha256, candidate_id, type, description)
		VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING `+fileColumns,
		f.FileName, f.ContentType, len(content), sum[:], f.CandidateID, f.Type, f.Description))
	if err != nil {
		return recruitd.File{}, translate(err, "file")
	}
	if _, err := tx.Exec(ctx, `INSERT INTO file_blobs (file_id, content) VALUES ($1, $2)`, out.ID, content); err != nil {
		return recruitd.File{}, fmt.Errorf("store file %d content: %w", out.ID, err)
	}
	appendOutbox(tx, recruitd.EntityFile, out.ID, recruitd.OpCreate)
	return out, nil
}

// FileFilter narrows a file listing; zero fields do not filter.
type FileFilter struct {
	ID          int64
	CandidateID int64
	Type        string
	Page        recruitd.Page
}

// Files lists file metadata, newest first, and counts all that match.
func (s *Store) Files(ctx context.Context, f FileFilter) ([]recruitd.File, int, error) {
	var w where
	if f.ID != 0 {
		w.add("id = $%d", f.ID)
	}
	if f.CandidateID != 0 {
		w.add("candidate_id = $%d", f.CandidateID)
	}
	if f.Type != "" {
		w.add("lower(type) = lower($%d)", f.Type)
	}
	list, total, err := listPage(ctx, s.pool, fileColumns, " FROM files", "id DESC", w, f.Page,
		func(r pgx.Row) (recruitd.File, error) { return scanFile(r) })
	if err != nil {
		return nil, 0, fmt.Errorf("files: %w", err)
	}
	return list, total, nil
}

// FileContent returns a file's metadata and bytes. Errors: not_found.
func (s *Store) FileContent(ctx context.Context, id int64) (recruitd.File, []byte, error) {
	var content []byte
	f, err := scanFile(s.pool.QueryRow(ctx, `SELECT `+fileColumns+`, b.content
		FROM files JOIN file_blobs b ON b.file_id = files.id WHERE id = $1`, id), &content)
	if err != nil {
		return recruitd.File{}, nil, translate(err, fmt.Sprintf("file %d", id))
	}
	return f, content, nil
}

// DeleteFile deletes a file and its bytes. Errors: not_found.
func (s *Store) DeleteFile(ctx context.Context, id int64) error {
	return s.inTx(ctx, func(tx *outboxTx) error {
		return deleteRow(ctx, tx, `DELETE FROM files WHERE id = $1`, id, recruitd.EntityFile, "file")
	})
}
