package persistence

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"github.com/tierline/tierline/internal/domain"
)

// SiteSession is one browser session of the site, as the session manager
// (alexedwards/scs) stores it: the token's hash, the encoded session and
// when it expires. AccountID is the signed-in owner, so an account's
// sessions can be ended together (a password change, a deleted account).
type SiteSession struct {
	bun.BaseModel `bun:"table:site_sessions,alias:ss"`

	TokenHash string           `bun:"token_hash,pk"`
	Data      []byte           `bun:"data"`
	Expiry    domain.Timestamp `bun:"expiry"`
	AccountID *uuid.UUID       `bun:"account_id"`
}

// SessionStore keeps the site's sessions in the service's own database, on
// either store. It is an scs.CtxStore (github.com/alexedwards/scs/v2): the
// ready-made stores of scs each need their own driver (lib/pq, cgo
// SQLite), and this one shares bun's pool and migrations instead.
type SessionStore struct {
	db *bun.DB
	// accountOf reads the signed-in account from a session's encoded
	// data; the store cannot decode it itself.
	accountOf func([]byte) (uuid.UUID, bool)
	// now decides expiry. The session manager computes expiry times on
	// the wall clock, so this is the wall clock too.
	now func() time.Time
}

// NewSessionStore returns the session store over db. accountOf reads the
// signed-in account from a session's data (false when no one is signed in).
func NewSessionStore(db *bun.DB, accountOf func([]byte) (uuid.UUID, bool)) *SessionStore {
	return &SessionStore{db: db, accountOf: accountOf, now: time.Now}
}

// FindCtx returns the data of an unexpired session; found is false for a
// token that is unknown or expired.
func (s *SessionStore) FindCtx(ctx context.Context, token string) ([]byte, bool, error) {
	row := new(SiteSession)
	err := s.db.NewSelect().Model(row).Column("data").
		Where("ss.token_hash = ?", token).Where("ss.expiry > ?", domain.NewTimestamp(s.now())).Scan(ctx)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, false, nil
	} else if err != nil {
		return nil, false, fmt.Errorf("find session: %w", err)
	}
	return row.Data, true, nil
}

// CommitCtx stores a session, replacing its data and expiry.
func (s *SessionStore) CommitCtx(ctx context.Context, token string, b []byte, expiry time.Time) error {
	row := &SiteSession{TokenHash: token, Data: b, Expiry: domain.NewTimestamp(expiry)}
	if id, ok := s.accountOf(b); ok {
		row.AccountID = &id
	}
	_, err := s.db.NewInsert().Model(row).
		On("CONFLICT (token_hash) DO UPDATE").
		Set("data = EXCLUDED.data").Set("expiry = EXCLUDED.expiry").Set("account_id = EXCLUDED.account_id").
		Exec(ctx)
	if isForeignKeyViolation(err) {
		// The account was deleted while this request ran: its sessions
		// went with it, and this one must not come back.
		return nil
	}
	if err != nil {
		return fmt.Errorf("commit session: %w", err)
	}
	return nil
}

// DeleteCtx removes a session; an unknown token is no error.
func (s *SessionStore) DeleteCtx(ctx context.Context, token string) error {
	if _, err := s.db.NewDelete().Model((*SiteSession)(nil)).Where("token_hash = ?", token).Exec(ctx); err != nil {
		return fmt.Errorf("delete session: %w", err)
	}
	return nil
}

// Find is FindCtx without a context (scs.Store).
func (s *SessionStore) Find(token string) ([]byte, bool, error) {
	return s.FindCtx(context.Background(), token)
}

// Commit is CommitCtx without a context (scs.Store).
func (s *SessionStore) Commit(token string, b []byte, expiry time.Time) error {
	return s.CommitCtx(context.Background(), token, b, expiry)
}

// Delete is DeleteCtx without a context (scs.Store).
func (s *SessionStore) Delete(token string) error {
	return s.DeleteCtx(context.Background(), token)
}

// PurgeSessions deletes the sessions that expired before now and returns
// how many.
func PurgeSessions(ctx context.Context, db bun.IDB, now time.Time) (int, error) {
	res, err := db.NewDelete().Model((*SiteSession)(nil)).Where("expiry <= ?", domain.NewTimestamp(now)).Exec(ctx)
	if err != nil {
		return 0, fmt.Errorf("purge sessions: %w", err)
	}
	n, _ := res.RowsAffected()
	return int(n), nil
}

// EndSessions deletes every site session of the account: each is signed
// out on its next request.
func EndSessions(ctx context.Context, db bun.IDB, account uuid.UUID) error {
	if _, err := db.NewDelete().Model((*SiteSession)(nil)).Where("account_id = ?", account).Exec(ctx); err != nil {
		return fmt.Errorf("end sessions: %w", err)
	}
	return nil
}

// isForeignKeyViolation reports whether err is a foreign-key violation
// (PostgreSQL 23503, SQLite "FOREIGN KEY constraint failed").
func isForeignKeyViolation(err error) bool {
	if err == nil {
		return false
	}
	msg := err.Error()
	return strings.Contains(msg, "SQLSTATE 23503") || strings.Contains(msg, "FOREIGN KEY constraint failed")
}
