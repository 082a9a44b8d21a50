package persistence

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"github.com/tierline/tierline/internal/domain"
)

// AccountPassword is an account's password, kept only as an argon2id PHC
// string (internal/domain/passwords makes and checks it). ChangedAt dates
// the password: a site session signed in with an older one has ended.
type AccountPassword struct {
	bun.BaseModel `bun:"table:account_passwords,alias:ap"`

	AccountID uuid.UUID        `bun:"account_id,pk"`
	Hash      string           `bun:"hash"`
	ChangedAt domain.Timestamp `bun:"changed_at"`
}

// PasswordToken is a one-time link that sets an account's password
// ({site}/password/set?token=...). Only the token's SHA-256 is kept.
type PasswordToken struct {
	bun.BaseModel `bun:"table:password_tokens,alias:pt"`

	TokenHash []byte            `bun:"token_hash,pk"`
	AccountID uuid.UUID         `bun:"account_id"`
	CreatedAt domain.Timestamp  `bun:"created_at"`
	ExpiresAt domain.Timestamp  `bun:"expires_at"`
	UsedAt    *domain.Timestamp `bun:"used_at"`
}

// PasswordLinkLifetime is how long a set-password link works.
const PasswordLinkLifetime = 24 * time.Hour

// Credentials stores passwords and set-password links.
type Credentials struct {
	db bun.IDB
}

// NewCredentials returns the credential repository over db.
func NewCredentials(db bun.IDB) *Credentials { return &Credentials{db: db} }

// Password returns the account's password hash. Returns not_found when the
// account has no password yet (made by the CLI, link not used).
func (c *Credentials) Password(ctx context.Context, account uuid.UUID) (*AccountPassword, error) {
	p := new(AccountPassword)
	err := c.db.NewSelect().Model(p).Where("ap.account_id = ?", account).Scan(ctx)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, domain.NotFound("The account has no password yet.")
	} else if err != nil {
		return nil, fmt.Errorf("password: %w", err)
	}
	return p, nil
}

// SetPassword stores hash as the account's password, changed at now.
func (c *Credentials) SetPassword(ctx context.Context, account uuid.UUID, hash string, now time.Time) (*AccountPassword, error) {
	p := &AccountPassword{AccountID: account, Hash: hash, ChangedAt: domain.NewTimestamp(now)}
	if _, err := c.db.NewInsert().Model(p).
		On("CONFLICT (account_id) DO UPDATE").Set("hash = EXCLUDED.hash").Set("changed_at = EXCLUDED.changed_at").
		Exec(ctx); err != nil {
		return nil, fmt.Errorf("set password: %w", err)
	}
	return p, nil
}

// RehashPassword replaces the stored hash without changing ChangedAt: the
// same password under new costs keeps the account's sessions.
func (c *Credentials) RehashPassword(ctx context.Context, account uuid.UUID, hash string) error {
	if _, err := c.db.NewUpdate().Model((*AccountPassword)(nil)).Set("hash = ?", hash).
		Where("account_id = ?", account).Exec(ctx); err != nil {
		return fmt.Errorf("rehash password: %w", err)
	}
	return nil
}

// NewPasswordLink makes a one-time set-password token for the account,
// valid for PasswordLinkLifetime, and returns it (the link's secret: shown
// once, stored as its hash). Older unused links of the account stop
// working: only the newest link counts.
func (c *Credentials) NewPasswordLink(ctx context.Context, account uuid.UUID, now time.Time) (token string, expires time.Time, err error) {
	var b [32]byte
	if _, err := rand.Read(b[:]); err != nil {
		return "", time.Time{}, fmt.Errorf("password link: %w", err)
	}
	token = hex.EncodeToString(b[:])
	if _, err := c.db.NewDelete().Model((*PasswordToken)(nil)).Where("account_id = ?", account).Exec(ctx); err != nil {
		return "", time.Time{}, fmt.Errorf("password link: %w", err)
	}
	row := &PasswordToken{
		TokenHash: tokenHash(token), AccountID: account,
		CreatedAt: domain.NewTimestamp(now), ExpiresAt: domain.NewTimestamp(now.Add(PasswordLinkLifetime)),
	}
	if _, err := c.db.NewInsert().Model(row).Exec(ctx); err != nil {
		return "", time.Time{}, fmt.Errorf("password link: %w", err)
	}
	return token, row.ExpiresAt.Time, nil
}

// ErrPasswordLink is the one answer to a set-password token that is
// unknown, used or expired: the page says the same for each.
var ErrPasswordLink = domain.Invalid("token", "this link is not valid: it may have been used already, replaced by a newer one or expired (links work for 24 hours); ask for a new one")

// PasswordLink returns the account a set-password token is for, without
// using it. Returns ErrPasswordLink when the token does not work.
func (c *Credentials) PasswordLink(ctx context.Context, token string, now time.Time) (uuid.UUID, error) {
	row, err := c.passwordLink(ctx, token, now)
	if err != nil {
		return uuid.Nil, err
	}
	return row.AccountID, nil
}

// UsePasswordLink marks a set-password token used and returns its
// account. Run it in the transaction that sets the password.
func (c *Credentials) UsePasswordLink(ctx context.Context, token string, now time.Time) (uuid.UUID, error) {
	row, err := c.passwordLink(ctx, token, now)
	if err != nil {
		return uuid.Nil, err
	}
	used := domain.NewTimestamp(now)
	res, err := c.db.NewUpdate().Model((*PasswordToken)(nil)).Set("used_at = ?", used).
		Where("token_hash = ?", row.TokenHash).Where("used_at IS NULL").Exec(ctx)
	if err != nil {
		return uuid.Nil, fmt.Errorf("use password link: %w", err)
	}
	if n, _ := res.RowsAffected(); n != 1 {
		return uuid.Nil, ErrPasswordLink // used by a concurrent request
	}
	return row.AccountID, nil
}

func (c *Credentials) passwordLink(ctx context.Context, token string, now time.Time) (*PasswordToken, error) {
	token = strings.TrimSpace(token)
	if len(token) != 64 {
		return nil, ErrPasswordLink
	}
	row := new(PasswordToken)
	err := c.db.NewSelect().Model(row).Where("pt.token_hash = ?", tokenHash(token)).Scan(ctx)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return nil, ErrPasswordLink
	case err != nil:
		return nil, fmt.Errorf("password link: %w", err)
	case row.UsedAt != nil || !now.Before(row.ExpiresAt.Time):
		return nil, ErrPasswordLink
	}
	return row, nil
}

func tokenHash(token string) []byte {
	h := sha256.Sum256([]byte(token))
	return h[:]
}
