package records

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/recruitd/recruitd"
)

const candidateColumns = `c.id, c.first_name, c.last_name, c.email, c.phone,
	c.has_address, c.address1, c.address2, c.city, c.state, c.zip, c.country_code, c.timezone,
	c.notes, c.profession, c.specialty, c.status_id, c.created_at, c.updated_at,
	s.id, s.name, s.type, s.description, s.is_default, s.is_active, s.created_at`

const candidateFrom = ` FROM candidates c JOIN statuses s ON s.id = c.status_id`

// scanCandidate reads the candidateColumns, then any extra columns into extra.
func scanCandidate(row pgx.Row, extra ...any) (recruitd.Candidate, error) {
	return newCandidateScan(extra...).scan(row)
}

// candidateScan holds the targets of the candidateColumns and of extra
// columns, made once for all the rows of a query: a window of candidates
// to screen is hundreds of rows.
type candidateScan struct {
	c          recruitd.Candidate
	a          recruitd.Address
	hasAddress bool
	st         recruitd.Status
	dest       []any
}

func newCandidateScan(extra ...any) *candidateScan {
	s := &candidateScan{}
	s.dest = append([]any{&s.c.ID, &s.c.FirstName, &s.c.LastName, &s.c.Email, &s.c.Phone,
		&s.hasAddress, &s.a.Address1, &s.a.Address2, &s.a.City, &s.a.State, &s.a.Zip, &s.a.CountryCode, &s.a.Timezone,
		&s.c.Notes, &s.c.Profession, &s.c.Specialty, &s.c.StatusID, &s.c.Created, &s.c.Updated,
		&s.st.ID, &s.st.Name, &s.st.Type, &s.st.Description, &s.st.IsDefault, &s.st.IsActive, &s.st.Created}, extra...)
	return s
}

// scan reads a row into the targets and returns its candidate, with an
// address and a status of its own.
func (s *candidateScan) scan(row pgx.Row) (recruitd.Candidate, error) {
	err := row.Scan(s.dest...)
	c := s.c
	if s.hasAddress {
		a := s.a
		c.Address = &a
	}
	st := s.st
	c.Status = &st
	return c, err
}

// candidateArgs are the values of a candidate's writable columns, in the
// order of candidateWritable.
func candidateArgs(c recruitd.Candidate) []any {
	a := c.Address
	if a == nil {
		a = &recruitd.Address{}
	}
	return []any{c.FirstName, c.LastName, c.Email, c.Phone, c.Address != nil,
		a.Address1, a.Address2, a.City, a.State, a.Zip, a.CountryCode, a.Timezone,
		c.Notes, c.Profession, c.Specialty, c.StatusID}
}

// candidateWritable are the columns a client sets.
const candidateWritable = `first_name, last_name, email, phone,
	has_address, address1, address2, city, state, zip, country_code, timezone,
	notes, profession, specialty, status_id`

// candidateStatus checks that id names a status of type CANDIDATE.
func candidateStatus(ctx context.Context, db DBTX, id int64) error {
	var typ recruitd.StatusType
	err := db.QueryRow(ctx, `SELECT type FROM statuses WHERE id = $1`, id).Scan(&typ)
	if err != nil {
		return translate(err, fmt.Sprintf("status %d", id))
	}
	if typ != recruitd.StatusCandidate {
		return recruitd.Validation("invalid candidate",
			fmt.Sprintf("statusId: status %d is a %s status, not a CANDIDATE status", id, typ))
	}
	return nil
}

// CreateCandidate stores a new candidate. Errors: not_found (statusId),
// validation_error (statusId of another type), conflict (email in use).
func (s *Store) CreateCandidate(ctx context.Context, c recruitd.Candidate) (recruitd.Candidate, error) {
	var out recruitd.Candidate
	err := s.inTx(ctx, func(tx *outboxTx) error {
		if err := candidateStatus(ctx, tx, c.StatusID); err != nil {
			return err
		}
		var id int64
		err := tx.QueryRow(ctx, `INSERT INTO candidates (`+candidateWritable+`)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
			RETURNING id`, candidateArgs(c)...).Scan(&id)
		if err != nil {
			return translate(err, fmt.Sprintf("a candidate with email %q", c.Email))
		}
		appendOutbox(tx, recruitd.EntityCandidate, id, recruitd.OpCreate)
		out, err = getCandidate(ctx, tx, id)
		return err
	})
	return out, err
}

// Candidate returns one candidate. Errors: not_found.
func (s *Store) Candidate(ctx context.Context, id int64) (recruitd.Candidate, error) {
	return getCandidate(ctx, s.pool, id)
}

func getCandidate(ctx context.Context, db DBTX, id int64) (recruitd.Candidate, error) {
	c, err := scanCandidate(db.QueryRow(ctx, `SELECT `+candidateColumns+candidateFrom+` WHERE c.id = $1`, id))
	if err != nil {
		return recruitd.Candidate{}, translate(err, fmt.Sprintf("candidate %d", id))
	}
	return c, nil
}

// CandidateFilter narrows a candidate listing; zero fields do not filter.
type CandidateFilter struct {
	StatusID     int64
	Profession   string
	Specialty    string
	State        string
	Email        string
	UpdatedSince time.Time
	Page         recruitd.Page
}

// Candidates lists candidates in id order and counts all that match.
func (s *Store) Candidates(ctx context.Context, f CandidateFilter) ([]recruitd.Candidate, int, error) {
	var w where
	if f.StatusID != 0 {
		w.add("c.status_id = $%d", f.StatusID)
	}
	if f.Profession != "" {
		w.add("lower(c.profession) = lower($%d)", f.Profession)
	}
	if f.Specialty != "" {
		w.add("lower(c.specialty) = lower($%d)", f.Specialty)
	}
	if f.State != "" {
		w.add("upper(c.state) = upper($%d)", f.State)
	}
	if f.Email != "" {
		w.add("lower(c.email) = lower($%d)", f.Email)
	}
	if !f.UpdatedSince.IsZero() {
		w.add("c.updated_at >= $%d", f.UpdatedSince)
	}
	list, total, err := listPage(ctx, s.pool, candidateColumns, candidateFrom, "c.id", w, f.Page,
		func(r pgx.Row) (recruitd.Candidate, error) { return scanCandidate(r) })
	if err != nil {
		return nil, 0, fmt.Errorf("candidates: %w", err)
	}
	return list, total, nil
}

// CandidatePatch holds the fields of a candidate update; nil fields stay as
// they are. StatusName names a CANDIDATE status (ACTIVE, INACTIVE, PENDING).
type CandidatePatch struct {
	FirstName  *string
	LastName   *string
	Email      *string
	Phone      *string
	Address    *recruitd.Address
	Notes      *string
	Profession *string
	Specialty  *string
	StatusName *string
}

// UpdateCandidate applies a patch. Errors: not_found, validation_error (an
// unknown status name), conflict (email in use).
func (s *Store) UpdateCandidate(ctx context.Context, id int64, p CandidatePatch) (recruitd.Candidate, error) {
	var out recruitd.Candidate
	err := s.inTx(ctx, func(tx *outboxTx) error {
		c, err := scanCandidate(tx.QueryRow(ctx, `SELECT `+candidateColumns+candidateFrom+` WHERE c.id = $1 FOR UPDATE OF c`, id))
		if err != nil {
			return translate(err, fmt.Sprintf("candidate %d", id))
		}
		set(&c.FirstName, p.FirstName)
		set(&c.LastName, p.LastName)
		set(&c.Email, p.Email)
		set(&c.Phone, p.Phone)
		set(&c.Notes, p.Notes)
		set(&c.Profession, p.Profession)
		set(&c.Specialty, p.Specialty)
		if p.Address != nil {
			c.Address = p.Address
		}
		if p.StatusName != nil {
			err := tx.QueryRow(ctx, `SELECT id FROM statuses WHERE type = 'CANDIDATE' AND upper(name) = upper($1)`,
				*p.StatusName).Scan(&c.StatusID)
			if err != nil {
				if errors.Is(err, pgx.ErrNoRows) {
					return recruitd.Validation("invalid candidate update",
						fmt.Sprintf("status: no CANDIDATE status named %q", *p.StatusName))
				}
				return fmt.Errorf("find status %q: %w", *p.StatusName, err)
			}
		}
		_, err = tx.Exec(ctx, `UPDATE candidates SET `+assignments(candidateWritable, 2)+
			`, updated_at = now() WHERE id = $1`, append([]any{id}, candidateArgs(c)...)...)
		if err != nil {
			return translate(err, fmt.Sprintf("a candidate with email %q", c.Email))
		}
		appendOutbox(tx, recruitd.EntityCandidate, id, recruitd.OpUpdate)
		out, err = getCandidate(ctx, tx, id)
		return err
	})
	return out, err
}

func set[T any](dst *T, v *T) {
	if v != nil {
		*dst = *v
	}
}

// DeleteCandidate deletes a candidate with its submissions and files, and
// tells the indexer every one of them is gone. Errors: not_found.
func (s *Store) DeleteCandidate(ctx context.Context, id int64) error {
	return s.inTx(ctx, func(tx *outboxTx) error {
		if err := deleteDependents(ctx, tx, `SELECT id FROM job_submissions WHERE candidate_id = $1`, id, recruitd.EntitySubmission); err != nil {
			return err
		}
		if err := deleteDependents(ctx, tx, `SELECT id FROM files WHERE candidate_id = $1`, id, recruitd.EntityFile); err != nil {
			return err
		}
		return deleteRow(ctx, tx, `DELETE FROM candidates WHERE id = $1`, id, recruitd.EntityCandidate, "candidate")
	})
}

// deleteDependents appends a delete event for each row the query finds; the
// rows themselves go with their parent by ON DELETE CASCADE.
func deleteDependents(ctx context.Context, tx *outboxTx, query string, parent int64, entity string) error {
	rows, err := tx.Query(ctx, query, parent)
	if err != nil {
		return fmt.Errorf("find %s rows of %d: %w", entity, parent, err)
	}
	ids, err := pgx.CollectRows(rows, pgx.RowTo[int64])
	if err != nil {
		return fmt.Errorf("find %s rows of %d: %w", entity, parent, err)
	}
	for _, id := range ids {
		appendOutbox(tx, entity, id, recruitd.OpDelete)
	}
	return nil
}

// deleteRow runs a one-row delete and its outbox event. Errors: not_found.
func deleteRow(ctx context.Context, tx *outboxTx, query string, id int64, entity, kind string) error {
	tag, err := tx.Exec(ctx, query, id)
	if err != nil {
		return fmt.Errorf("delete %s %d: %w", kind, id, err)
	}
	if tag.RowsAffected() == 0 {
		return notFound(kind, id)
	}
	appendOutbox(tx, entity, id, recruitd.OpDelete)
	return nil
}

// CandidatesByID returns the candidates with the given ids in id order, with
// their parsed profiles and the resume texts they came from, by id (absent
// when none); missing ids are left out.
func (s *Store) CandidatesByID(ctx context.Context, ids []int64) ([]recruitd.Candidate, map[int64]recruitd.Parsed, error) {
	rows, err := s.pool.Query(ctx, `SELECT `+candidateColumns+`, c.profile, coalesce(c.resume_text, '')`+candidateFrom+
		` WHERE c.id = ANY($1) ORDER BY c.id`, ids)
	if err != nil {
		return nil, nil, fmt.Errorf("candidates by id: %w", err)
	}
	defer rows.Close()
	var list []recruitd.Candidate
	parsed := map[int64]recruitd.Parsed{}
	for rows.Next() {
		var p recruitd.Parsed
		var text *string
		c, err := scanCandidate(rows, &p.Profile, &text)
		if err != nil {
			return nil, nil, fmt.Errorf("candidates by id: %w", err)
		}
		list = append(list, c)
		if p.Profile != nil {
			p.Text = *text
			parsed[c.ID] = p
		}
	}
	return list, parsed, rows.Err()
}

// CandidateIDs returns up to limit candidate ids after from, in order.
func (s *Store) CandidateIDs(ctx context.Context, from int64, limit int) ([]int64, error) {
	return ids(ctx, s.pool, `SELECT id FROM candidates WHERE id > $1 ORDER BY id LIMIT $2`, from, limit)
}

func ids(ctx context.Context, db DBTX, query string, args ...any) ([]int64, error) {
	rows, err := db.Query(ctx, query, args...)
	if err != nil {
		return nil, fmt.Errorf("ids: %w", err)
	}
	list, err := pgx.CollectRows(rows, pgx.RowTo[int64])
	if err != nil {
		return nil, fmt.Errorf("ids: %w", err)
	}
	return list, nil
}
