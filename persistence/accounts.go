package persistence

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"github.com/tierline/tierline/internal/domain"
)

// Account roles.
const (
	RolePlayer = "player"
	RoleHost   = "host"
	RoleAdmin  = "admin"
)

// Roles lists the valid account roles.
var Roles = []string{RolePlayer, RoleHost, RoleAdmin}

// Account is a Tierline account (the spec's Account resource).
type Account struct {
	bun.BaseModel `bun:"table:accounts,alias:a"`

	ID        uuid.UUID        `bun:"id,pk" json:"id"`
	Email     string           `bun:"email" json:"email"`
	Name      *string          `bun:"name" json:"name"`
	Role      string           `bun:"role" json:"role"`
	CreatedAt domain.Timestamp `bun:"created_at" json:"-"`
}

// APIKey is one API key of an account. The secret itself is never stored:
// SecretHash is its SHA-256, Prefix the start shown in listings.
type APIKey struct {
	bun.BaseModel `bun:"table:api_keys,alias:k"`

	ID         uuid.UUID         `bun:"id,pk" json:"id"`
	AccountID  uuid.UUID         `bun:"account_id" json:"-"`
	Name       string            `bun:"name" json:"name"`
	Prefix     string            `bun:"prefix" json:"prefix"`
	SecretHash []byte            `bun:"secret_hash" json:"-"`
	Scopes     string            `bun:"scopes" json:"scopes"`
	CreatedAt  domain.Timestamp  `bun:"created_at" json:"created_at"`
	LastUsedAt *domain.Timestamp `bun:"last_used_at" json:"last_used_at"`
	ExpiresAt  *domain.Timestamp `bun:"expires_at" json:"expires_at"`
	RevokedAt  *domain.Timestamp `bun:"revoked_at" json:"revoked_at"`
}

// KeyWithAccount is a key found for a request, with its owner.
type KeyWithAccount struct {
	Key     APIKey
	Account Account
}

// Accounts stores accounts and their API keys.
type Accounts struct {
	db bun.IDB
}

// NewAccounts returns the account repository over db.
func NewAccounts(db bun.IDB) *Accounts { return &Accounts{db: db} }

// Create adds an account. Returns invalid_request if the email is taken
// (in any case).
func (r *Accounts) Create(ctx context.Context, a *Account) error {
	taken, err := r.db.NewSelect().Model((*Account)(nil)).Where("lower(a.email) = lower(?)", a.Email).Exists(ctx)
	if err != nil {
		return fmt.Errorf("create account: %w", err)
	}
	if taken {
		return domain.Invalid("email", "an account with the email %q already exists", a.Email)
	}
	if _, err := r.db.NewInsert().Model(a).Exec(ctx); IsUniqueViolation(err) {
		return domain.Invalid("email", "an account with the email %q already exists", a.Email)
	} else if err != nil {
		return fmt.Errorf("create account: %w", err)
	}
	return nil
}

// ByEmail returns the account with that email, ignoring case.
// Returns not_found if there is none.
func (r *Accounts) ByEmail(ctx context.Context, email string) (*Account, error) {
	a := new(Account)
	err := r.db.NewSelect().Model(a).Where("lower(a.email) = lower(?)", strings.TrimSpace(email)).Scan(ctx)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, domain.NotFound("No account has the email %q.", email)
	} else if err != nil {
		return nil, fmt.Errorf("account by email: %w", err)
	}
	return a, nil
}

// ByID returns one account. Returns not_found if there is none.
func (r *Accounts) ByID(ctx context.Context, id uuid.UUID) (*Account, error) {
	a := new(Account)
	err := r.db.NewSelect().Model(a).Where("a.id = ?", id).Scan(ctx)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, domain.NotFound("No account has the id %q.", id)
	} else if err != nil {
		return nil, fmt.Errorf("account by id: %w", err)
	}
	return a, nil
}

// CreateKey stores a new key.
func (r *Accounts) CreateKey(ctx context.Context, k *APIKey) error {
	if _, err := r.db.NewInsert().Model(k).Exec(ctx); err != nil {
		return fmt.Errorf("create key: %w", err)
	}
	return nil
}

// Keys lists an account's keys, oldest first.
func (r *Accounts) Keys(ctx context.Context, accountID uuid.UUID) ([]APIKey, error) {
	keys := []APIKey{}
	if err := r.db.NewSelect().Model(&keys).Where("k.account_id = ?", accountID).
		OrderExpr("k.created_at ASC, k.id ASC").Scan(ctx); err != nil {
		return nil, fmt.Errorf("list keys: %w", err)
	}
	return keys, nil
}

// KeyByHash returns the key whose secret hashes to hash, with its account.
// Returns not_found if there is none (revoked and expired keys are
// returned: the caller tells those cases apart).
func (r *Accounts) KeyByHash(ctx context.Context, hash []byte) (*KeyWithAccount, error) {
	var out KeyWithAccount
	err := r.db.NewSelect().Model(&out.Key).Where("k.secret_hash = ?", hash).Limit(1).Scan(ctx)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, domain.NotFound("no such key")
	} else if err != nil {
		return nil, fmt.Errorf("key by hash: %w", err)
	}
	if err := r.db.NewSelect().Model(&out.Account).Where("a.id = ?", out.Key.AccountID).Scan(ctx); err != nil {
		return nil, fmt.Errorf("key by hash: account: %w", err)
	}
	return &out, nil
}

// RevokeKey marks a key revoked at now; revoking twice keeps the first time.
// Returns not_found if there is no such key.
func (r *Accounts) RevokeKey(ctx context.Context, id uuid.UUID, now domain.Timestamp) (*APIKey, error) {
	k := new(APIKey)
	err := r.db.NewSelect().Model(k).Where("k.id = ?", id).Scan(ctx)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, domain.NotFound("No API key has the id %q.", id)
	} else if err != nil {
		return nil, fmt.Errorf("revoke key: %w", err)
	}
	if k.RevokedAt != nil {
		return k, nil
	}
	k.RevokedAt = &now
	if _, err := r.db.NewUpdate().Model(k).Column("revoked_at").WherePK().Exec(ctx); err != nil {
		return nil, fmt.Errorf("revoke key: %w", err)
	}
	return k, nil
}

// TouchKeys records that the keys were used at now: one statement for a
// batch of keys, so the last-used time costs nothing per request.
func (r *Accounts) TouchKeys(ctx context.Context, ids []uuid.UUID, now domain.Timestamp) error {
	if len(ids) == 0 {
		return nil
	}
	if _, err := r.db.NewUpdate().Model((*APIKey)(nil)).Set("last_used_at = ?", now).
		Where("k.id IN (?)", bun.List(ids)).Exec(ctx); err != nil {
		return fmt.Errorf("touch keys: %w", err)
	}
	return nil
}
