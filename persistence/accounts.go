package persistence

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/uptrace/bun"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/internal/domain/apikeys"
	"github.com/tierline/tierline/scopes"
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
	Last4      string            `bun:"last4" json:"last4"`
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

// UpdateProfile sets the account's name (nil: none) and email. Returns
// invalid_request naming email when another account has that email (in
// any case).
func (r *Accounts) UpdateProfile(ctx context.Context, id uuid.UUID, name *string, email string) error {
	taken, err := r.db.NewSelect().Model((*Account)(nil)).
		Where("lower(a.email) = lower(?)", email).Where("a.id <> ?", id).Exists(ctx)
	if err != nil {
		return fmt.Errorf("update account: %w", err)
	}
	if taken {
		return domain.Invalid("email", "another account has the email %q", email)
	}
	_, err = r.db.NewUpdate().Model((*Account)(nil)).Set("name = ?", name).Set("email = ?", email).
		Where("id = ?", id).Exec(ctx)
	if IsUniqueViolation(err) {
		return domain.Invalid("email", "another account has the email %q", email)
	} else if err != nil {
		return fmt.Errorf("update account: %w", err)
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

// KeyRequest is what the owner chose for a new key.
type KeyRequest struct {
	// Name is how the owner recognises the key; empty means "key created
	// <date>".
	Name string
	// Scopes are the key's scopes; the host scope only on host accounts.
	Scopes scopes.Set
	// Lifetime is how long the key works; 0 means until revoked.
	Lifetime time.Duration
	// Now is when the key is made.
	Now time.Time
}

// IssueKey makes a key for the account and stores it: the one place keys
// are minted (the site's create_api_key and the CLI's keys create). It
// returns the secret, which is never stored and must be shown once, and
// the stored row. The host scope on an account whose role is not host is
// a 400 naming scopes.
func (r *Accounts) IssueKey(ctx context.Context, acct *Account, req KeyRequest) (string, *APIKey, error) {
	if req.Scopes.Has(scopes.Host) && acct.Role != RoleHost {
		return "", nil, domain.Invalid("scopes", "the host scope is only for accounts whose role is host; %s is a %s", acct.Email, acct.Role)
	}
	if len(req.Scopes) == 0 {
		req.Scopes = scopes.Set{scopes.Default}
	}
	k, err := apikeys.New()
	if err != nil {
		return "", nil, fmt.Errorf("issue key: %w", err)
	}
	key := &APIKey{
		ID: uuid.New(), AccountID: acct.ID, Name: strings.TrimSpace(req.Name), Prefix: k.Display, Last4: k.Last4,
		SecretHash: k.Hash, Scopes: req.Scopes.String(), CreatedAt: domain.NewTimestamp(req.Now),
	}
	if key.Name == "" {
		key.Name = "key created " + req.Now.UTC().Format("2006-01-02")
	}
	if req.Lifetime > 0 {
		exp := domain.NewTimestamp(req.Now.Add(req.Lifetime))
		key.ExpiresAt = &exp
	}
	if err := r.CreateKey(ctx, key); err != nil {
		return "", nil, err
	}
	return k.Secret, key, nil
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

// KeysPage lists one page of an account's keys, newest first, with the
// number of keys in all.
func (r *Accounts) KeysPage(ctx context.Context, accountID uuid.UUID, p Page) ([]APIKey, int, error) {
	keys, n, err := pageOfModel[APIKey](ctx, r.db.NewSelect().Model((*APIKey)(nil)).Where("k.account_id = ?", accountID).
		OrderExpr("k.created_at DESC, k.id DESC"), p)
	if err != nil {
		return nil, 0, fmt.Errorf("list keys: %w", err)
	}
	return keys, n, nil
}

// KeyByHash returns the key whose secret hashes to hash, with its account,
// in one statement (every authenticated request runs it). Of the key it
// reads what authentication needs (id, account, hash, scopes, expiry,
// revocation); listings read keys with ListKeys. Returns not_found if
// there is none (revoked and expired keys are returned: the caller tells
// those cases apart).
//
// The statement is written out rather than built from the models: it is
// on the path of every request, and naming ten columns instead of
// scanning both models (sixteen, through bun's relation join) is about a
// third less work for the database driver.
func (r *Accounts) KeyByHash(ctx context.Context, hash []byte) (*KeyWithAccount, error) {
	var found KeyWithAccount
	k, a := &found.Key, &found.Account
	var row *sql.Row
	if db, ok := r.db.(*bun.DB); ok && IsPostgres(db) {
		// Every authenticated request runs this statement. bun writes the
		// hash into the text, so PostgreSQL parsed and planned it anew
		// each time, which cost the server more than running it; as a
		// statement prepared once per connection (pgx's cache) only the
		// hash travels.
		row = db.DB.QueryRowContext(ctx, keyByHashPG, pgx.QueryExecModeCacheStatement, hash)
	} else {
		row = r.db.QueryRowContext(ctx, keyByHashSQL, hash)
	}
	err := row.Scan(
		&k.ID, &k.SecretHash, &k.Scopes, &k.ExpiresAt, &k.RevokedAt,
		&a.ID, &a.Email, &a.Name, &a.Role, &a.CreatedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, domain.NotFound("no such key")
	} else if err != nil {
		return nil, fmt.Errorf("key by hash: %w", err)
	}
	k.AccountID = a.ID
	return &found, nil
}

const keyByHashSQL = `SELECT k.id, k.secret_hash, k.scopes, k.expires_at, k.revoked_at, a.id, a.email, a.name, a.role, a.created_at
	FROM api_keys AS k JOIN accounts AS a ON a.id = k.account_id
	WHERE k.secret_hash = ? LIMIT 1`

// keyByHashPG is keyByHashSQL with PostgreSQL's placeholder, for pgx.
var keyByHashPG = strings.Replace(keyByHashSQL, "?", "$1", 1)

// RevokeKey marks a key revoked at now; revoking twice keeps the first time.
// Returns not_found if there is no such key.
func (r *Accounts) RevokeKey(ctx context.Context, id uuid.UUID, now domain.Timestamp) (*APIKey, error) {
	return r.revokeKey(ctx, uuid.Nil, id, now)
}

// RevokeAccountKey is RevokeKey for the keys of one account: another
// account's key is not found, exactly like a key that does not exist.
func (r *Accounts) RevokeAccountKey(ctx context.Context, account, id uuid.UUID, now domain.Timestamp) (*APIKey, error) {
	return r.revokeKey(ctx, account, id, now)
}

func (r *Accounts) revokeKey(ctx context.Context, account, id uuid.UUID, now domain.Timestamp) (*APIKey, error) {
	k := new(APIKey)
	q := r.db.NewSelect().Model(k).Where("k.id = ?", id)
	if account != uuid.Nil {
		q = q.Where("k.account_id = ?", account)
	}
	err := q.Scan(ctx)
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
