package records

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/recruitd/recruitd"
)

const userColumns = `u.id, u.first_name, u.last_name, u.email, u.phone, u.is_active, u.created_at,
	r.id, r.name, r.description`

const userFrom = ` FROM users u JOIN roles r ON r.id = u.role_id`

// scanUser reads the userColumns, then any extra columns into extra.
func scanUser(row pgx.Row, extra ...any) (recruitd.User, error) {
	var u recruitd.User
	dst := append([]any{&u.ID, &u.FirstName, &u.LastName, &u.Email, &u.Phone, &u.IsActive, &u.Created,
		&u.Role.ID, &u.Role.Name, &u.Role.Description}, extra...)
	return u, row.Scan(dst...)
}

// UserFilter narrows a user listing; nil and zero fields do not filter.
type UserFilter struct {
	ID       int64
	IsActive *bool
	Page     recruitd.Page
}

// Users lists users in id order, and counts all that match.
func (s *Store) Users(ctx context.Context, f UserFilter) ([]recruitd.User, int, error) {
	var w where
	if f.ID != 0 {
		w.add("u.id = $%d", f.ID)
	}
	if f.IsActive != nil {
		w.add("u.is_active = $%d", *f.IsActive)
	}
	list, total, err := listPage(ctx, s.pool, userColumns, userFrom, "u.id", w, f.Page,
		func(r pgx.Row) (recruitd.User, error) { return scanUser(r) })
	if err != nil {
		return nil, 0, fmt.Errorf("users: %w", err)
	}
	return list, total, nil
}

// CreateUser stores a new user with the named role. Errors: validation_error
// (unknown role), conflict (email in use).
func (s *Store) CreateUser(ctx context.Context, u recruitd.User) (recruitd.User, error) {
	var out recruitd.User
	err := s.inTx(ctx, func(tx *outboxTx) error {
		var err error
		out, err = createUser(ctx, tx, u)
		return err
	})
	return out, err
}

func createUser(ctx context.Context, db DBTX, u recruitd.User) (recruitd.User, error) {
	var id int64
	err := db.QueryRow(ctx, `INSERT INTO users (first_name, last_name, email, phone, role_id, is_active)
		SELECT $1, $2, $3, $4, r.id, $6 FROM roles r WHERE r.name = $5 RETURNING id`,
		u.FirstName, u.LastName, u.Email, u.Phone, u.Role.Name, u.IsActive).Scan(&id)
	if errors.Is(err, pgx.ErrNoRows) {
		return recruitd.User{}, recruitd.Validation("invalid user", fmt.Sprintf("role: no role named %q", u.Role.Name))
	}
	if err != nil {
		return recruitd.User{}, translate(err, fmt.Sprintf("a user with email %q", u.Email))
	}
	out, err := scanUser(db.QueryRow(ctx, `SELECT `+userColumns+userFrom+` WHERE u.id = $1`, id))
	if err != nil {
		return recruitd.User{}, fmt.Errorf("read user %d: %w", id, err)
	}
	return out, nil
}

// UserByEmail returns the user with an email. Errors: not_found.
func (s *Store) UserByEmail(ctx context.Context, email string) (recruitd.User, error) {
	u, err := scanUser(s.pool.QueryRow(ctx, `SELECT `+userColumns+userFrom+` WHERE lower(u.email) = lower($1)`, email))
	if err != nil {
		return recruitd.User{}, translate(err, fmt.Sprintf("user %q", email))
	}
	return u, nil
}

// Token is an API token's record; the secret itself is never stored.
type Token struct {
	ID       int64
	UserID   int64
	Name     string
	Created  time.Time
	LastUsed *time.Time
	Revoked  *time.Time
}

// tokenPrefix marks recruitd tokens so they are recognisable in a leak scan.
const tokenPrefix = "rcd_"

// NewToken returns a fresh random token: 32 bytes of entropy.
func NewToken() (string, error) {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return "", fmt.Errorf("random token: %w", err)
	}
	return tokenPrefix + base64.RawURLEncoding.EncodeToString(b), nil
}

func hashToken(token string) []byte {
	h := sha256.Sum256([]byte(token))
	return h[:]
}

// CreateToken stores the hash of token for a user. Errors: not_found (user),
// conflict (the token is already registered).
func (s *Store) CreateToken(ctx context.Context, userID int64, name, token string) (Token, error) {
	var t Token
	err := s.pool.QueryRow(ctx, `INSERT INTO api_tokens (user_id, name, hash) VALUES ($1, $2, $3)
		RETURNING id, user_id, name, created_at`, userID, name, hashToken(token)).Scan(&t.ID, &t.UserID, &t.Name, &t.Created)
	if err != nil {
		return Token{}, translate(err, "token")
	}
	return t, nil
}

// Tokens lists every token, revoked ones included.
func (s *Store) Tokens(ctx context.Context) ([]Token, error) {
	rows, err := s.pool.Query(ctx, `SELECT id, user_id, name, created_at, last_used_at, revoked_at FROM api_tokens ORDER BY id`)
	if err != nil {
		return nil, fmt.Errorf("list tokens: %w", err)
	}
	list, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (Token, error) {
		var t Token
		err := r.Scan(&t.ID, &t.UserID, &t.Name, &t.Created, &t.LastUsed, &t.Revoked)
		return t, err
	})
	if err != nil {
		return nil, fmt.Errorf("list tokens: %w", err)
	}
	return list, nil
}

// RevokeToken makes a token unusable from now on. Errors: not_found.
func (s *Store) RevokeToken(ctx context.Context, id int64) error {
	tag, err := s.pool.Exec(ctx, `UPDATE api_tokens SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL`, id)
	if err != nil {
		return fmt.Errorf("revoke token %d: %w", id, err)
	}
	if tag.RowsAffected() == 0 {
		return notFound("active token", id)
	}
	return nil
}

// Authenticate returns the active user a token belongs to. Errors:
// unauthorized (unknown, revoked, or its user inactive).
func (s *Store) Authenticate(ctx context.Context, token string) (recruitd.User, error) {
	want := hashToken(token)
	var got []byte
	var tokenID int64
	u, err := scanUser(s.pool.QueryRow(ctx, `SELECT `+userColumns+`, t.id, t.hash`+userFrom+`
		JOIN api_tokens t ON t.user_id = u.id
		WHERE t.hash = $1 AND t.revoked_at IS NULL AND u.is_active`, want), &tokenID, &got)
	if errors.Is(err, pgx.ErrNoRows) || (err == nil && subtle.ConstantTimeCompare(got, want) != 1) {
		return recruitd.User{}, recruitd.Errorf(recruitd.Unauthorized, "invalid or revoked token")
	}
	if err != nil {
		return recruitd.User{}, fmt.Errorf("authenticate: %w", err)
	}
	// Recording use is best effort at minute granularity, so reads stay cheap.
	_, _ = s.pool.Exec(ctx, `UPDATE api_tokens SET last_used_at = now() WHERE id = $1
		AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`, tokenID)
	return u, nil
}

// Bootstrap makes sure the database has a way in: when no token exists yet, it
// registers token (generating one when empty) for an admin user and returns
// it. It returns "" when tokens already exist.
func (s *Store) Bootstrap(ctx context.Context, token string) (string, error) {
	err := s.inTx(ctx, func(tx *outboxTx) error {
		// Serialise concurrent first starts.
		if _, err := tx.Exec(ctx, `LOCK TABLE api_tokens IN EXCLUSIVE MODE`); err != nil {
			return fmt.Errorf("bootstrap lock: %w", err)
		}
		var exists bool
		if err := tx.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM api_tokens)`).Scan(&exists); err != nil {
			return fmt.Errorf("bootstrap: %w", err)
		}
		if exists {
			token = ""
			return nil
		}
		if token == "" {
			var err error
			if token, err = NewToken(); err != nil {
				return err
			}
		}
		var userID int64
		err := tx.QueryRow(ctx, `SELECT id FROM users WHERE lower(email) = 'admin@localhost'`).Scan(&userID)
		if errors.Is(err, pgx.ErrNoRows) {
			u, cerr := createUser(ctx, tx, recruitd.User{FirstName: "Bootstrap", LastName: "Admin",
				Email: "admin@localhost", Role: recruitd.Role{Name: recruitd.RoleAdmin}, IsActive: true})
			userID, err = u.ID, cerr
		}
		if err != nil {
			return fmt.Errorf("bootstrap admin: %w", err)
		}
		_, err = tx.Exec(ctx, `INSERT INTO api_tokens (user_id, name, hash) VALUES ($1, 'bootstrap', $2)`, userID, hashToken(token))
		if err != nil {
			return fmt.Errorf("bootstrap token: %w", err)
		}
		return nil
	})
	return token, err
}
