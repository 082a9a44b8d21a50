package persistence

import (
	"context"
	"crypto/rand"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"github.com/tierline/tierline/internal/domain"
)

// OAuth: the clients that registered themselves, the grants owners
// approved on the site, and the codes and tokens of each grant. The
// protocol (fosite) lives in transport/oauth; this is its storage.

// Kinds of OAuthClient.
const (
	// ClientDynamic registered itself (RFC 7591): it has a row.
	ClientDynamic = "dynamic"
	// ClientMetadataDocument is an https client_id whose metadata
	// document the service fetches: it has no row.
	ClientMetadataDocument = "metadata_document"
)

// Kinds of OAuthToken.
const (
	TokenCode    = "authorization_code"
	TokenPKCE    = "pkce"
	TokenAccess  = "access_token"
	TokenRefresh = "refresh_token"
)

// OAuthClient is a client that registered itself.
type OAuthClient struct {
	bun.BaseModel `bun:"table:oauth_clients,alias:oc"`

	ID        string  `bun:"id,pk"`
	Name      string  `bun:"name"`
	ClientURI *string `bun:"client_uri"`
	// RedirectURIs is a JSON array.
	RedirectURIs string           `bun:"redirect_uris"`
	GrantTypes   string           `bun:"grant_types"`
	Scope        string           `bun:"scope"`
	CreatedAt    domain.Timestamp `bun:"created_at"`
}

// OAuthGrant is one consent: an owner allowed a client some scopes on some
// resources. Its id is the request id fosite gives every code and token
// of the grant.
type OAuthGrant struct {
	bun.BaseModel `bun:"table:oauth_grants,alias:og"`

	ID            uuid.UUID         `bun:"id,pk" json:"id"`
	AccountID     uuid.UUID         `bun:"account_id" json:"-"`
	ClientID      string            `bun:"client_id" json:"client_id"`
	ClientName    string            `bun:"client_name" json:"client_name"`
	ClientKind    string            `bun:"client_kind" json:"client_kind"`
	RedirectURI   string            `bun:"redirect_uri" json:"redirect_uri"`
	Scopes        string            `bun:"scopes" json:"scopes"`
	Resources     string            `bun:"resources" json:"resources"`
	CreatedAt     domain.Timestamp  `bun:"created_at" json:"created_at"`
	LastUsedAt    *domain.Timestamp `bun:"last_used_at" json:"last_used_at"`
	RevokedAt     *domain.Timestamp `bun:"revoked_at" json:"revoked_at"`
	RevokedReason *string           `bun:"revoked_reason" json:"revoked_reason"`
}

// OAuthToken is a code, a PKCE challenge, an access or a refresh token of
// a grant, keyed by fosite's signature of it (the token itself is never
// stored).
type OAuthToken struct {
	bun.BaseModel `bun:"table:oauth_tokens,alias:ot"`

	Kind      string    `bun:"kind,pk"`
	Signature string    `bun:"signature,pk"`
	GrantID   uuid.UUID `bun:"grant_id"`
	// Request is the fosite request the flow continues from, as JSON.
	Request string `bun:"request"`
	// AccessSignature is, for a refresh token, the access token issued
	// with it.
	AccessSignature *string           `bun:"access_signature"`
	CreatedAt       domain.Timestamp  `bun:"created_at"`
	ExpiresAt       domain.Timestamp  `bun:"expires_at"`
	UsedAt          *domain.Timestamp `bun:"used_at"`
}

// OAuthKey is a server key of the OAuth provider.
type OAuthKey struct {
	bun.BaseModel `bun:"table:oauth_keys,alias:ok"`

	Name      string           `bun:"name,pk"`
	Secret    []byte           `bun:"secret"`
	CreatedAt domain.Timestamp `bun:"created_at"`
}

// OAuth is the OAuth storage over db (a pool or a transaction).
type OAuth struct {
	db bun.IDB
}

// NewOAuth returns the OAuth storage over db.
func NewOAuth(db bun.IDB) *OAuth { return &OAuth{db: db} }

// CreateClient stores a registered client.
func (r *OAuth) CreateClient(ctx context.Context, c *OAuthClient) error {
	if _, err := r.db.NewInsert().Model(c).Exec(ctx); err != nil {
		return fmt.Errorf("create oauth client: %w", err)
	}
	return nil
}

// Client returns a registered client; not_found when there is none.
func (r *OAuth) Client(ctx context.Context, id string) (*OAuthClient, error) {
	c := new(OAuthClient)
	err := r.db.NewSelect().Model(c).Where("oc.id = ?", id).Scan(ctx)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, domain.NotFound("No OAuth client has the id %q.", id)
	} else if err != nil {
		return nil, fmt.Errorf("oauth client: %w", err)
	}
	return c, nil
}

// CreateGrant stores a grant.
func (r *OAuth) CreateGrant(ctx context.Context, g *OAuthGrant) error {
	if _, err := r.db.NewInsert().Model(g).Exec(ctx); err != nil {
		return fmt.Errorf("create oauth grant: %w", err)
	}
	return nil
}

// Grant returns a grant, revoked or not; not_found when there is none.
func (r *OAuth) Grant(ctx context.Context, id uuid.UUID) (*OAuthGrant, error) {
	g := new(OAuthGrant)
	err := r.db.NewSelect().Model(g).Where("og.id = ?", id).Scan(ctx)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, domain.NotFound("No grant has the id %q.", id)
	} else if err != nil {
		return nil, fmt.Errorf("oauth grant: %w", err)
	}
	return g, nil
}

// Grants lists an account's grants, newest first, revoked ones included,
// with how many there are.
func (r *OAuth) Grants(ctx context.Context, account uuid.UUID, p Page) ([]OAuthGrant, int, error) {
	grants, n, err := pageOfModel[OAuthGrant](ctx, r.db.NewSelect().Model((*OAuthGrant)(nil)).Where("og.account_id = ?", account).
		OrderExpr("og.created_at DESC, og.id DESC"), p)
	if err != nil {
		return nil, 0, fmt.Errorf("list oauth grants: %w", err)
	}
	return grants, n, nil
}

// DeleteGrant deletes one of the account's grants and, with it, every
// code and token of it. Another account's grant is not_found.
func (r *OAuth) DeleteGrant(ctx context.Context, account, id uuid.UUID) (*OAuthGrant, error) {
	g := new(OAuthGrant)
	err := r.db.NewSelect().Model(g).Where("og.id = ?", id).Where("og.account_id = ?", account).Scan(ctx)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, domain.NotFound("No connected app of this account has the id %q.", id)
	} else if err != nil {
		return nil, fmt.Errorf("delete oauth grant: %w", err)
	}
	// The tokens go first, explicitly: the cascade would take them too,
	// but saying so keeps the rule visible here.
	if _, err := r.db.NewDelete().Model((*OAuthToken)(nil)).Where("grant_id = ?", id).Exec(ctx); err != nil {
		return nil, fmt.Errorf("delete oauth grant tokens: %w", err)
	}
	if _, err := r.db.NewDelete().Model((*OAuthGrant)(nil)).Where("id = ?", id).Exec(ctx); err != nil {
		return nil, fmt.Errorf("delete oauth grant: %w", err)
	}
	return g, nil
}

// RevokeGrant ends a grant: every code and token of it is deleted, and
// the grant is kept, revoked, with the reason (the owner sees it on the
// connected apps page). Revoking a revoked grant keeps the first time and
// reason.
func (r *OAuth) RevokeGrant(ctx context.Context, id uuid.UUID, reason string, now domain.Timestamp) error {
	if _, err := r.db.NewDelete().Model((*OAuthToken)(nil)).Where("grant_id = ?", id).Exec(ctx); err != nil {
		return fmt.Errorf("revoke oauth grant: %w", err)
	}
	if _, err := r.db.NewUpdate().Model((*OAuthGrant)(nil)).Set("revoked_at = ?", now).Set("revoked_reason = ?", reason).
		Where("id = ?", id).Where("revoked_at IS NULL").Exec(ctx); err != nil {
		return fmt.Errorf("revoke oauth grant: %w", err)
	}
	return nil
}

// TouchGrants records that the grants were used at now.
func (r *OAuth) TouchGrants(ctx context.Context, ids []uuid.UUID, now domain.Timestamp) error {
	if len(ids) == 0 {
		return nil
	}
	if _, err := r.db.NewUpdate().Model((*OAuthGrant)(nil)).Set("last_used_at = ?", now).
		Where("og.id IN (?)", bun.List(ids)).Exec(ctx); err != nil {
		return fmt.Errorf("touch oauth grants: %w", err)
	}
	return nil
}

// CreateToken stores a code or token.
func (r *OAuth) CreateToken(ctx context.Context, t *OAuthToken) error {
	if _, err := r.db.NewInsert().Model(t).Exec(ctx); err != nil {
		return fmt.Errorf("create oauth %s: %w", t.Kind, err)
	}
	return nil
}

// Token returns the code or token of kind with the signature, with its
// grant; not_found when there is none (a revoked grant has none).
// One statement: every request with an access token reads it.
func (r *OAuth) Token(ctx context.Context, kind, signature string) (*OAuthToken, *OAuthGrant, error) {
	var row tokenAndGrant
	err := r.db.NewSelect().Model(&row).Relation("Grant").
		Where("ot.kind = ?", kind).Where("ot.signature = ?", signature).Scan(ctx)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil, domain.NotFound("No %s has this signature.", kind)
	} else if err != nil {
		return nil, nil, fmt.Errorf("oauth %s: %w", kind, err)
	}
	if row.Grant == nil {
		return nil, nil, domain.NotFound("No grant has the id %q.", row.GrantID)
	}
	return &row.OAuthToken, row.Grant, nil
}

// tokenAndGrant is a code or token row joined with its grant.
type tokenAndGrant struct {
	bun.BaseModel `bun:"table:oauth_tokens,alias:ot"`
	OAuthToken
	Grant *OAuthGrant `bun:"rel:belongs-to,join:grant_id=id"`
}

// UseToken marks a code spent or a refresh token rotated. It reports
// false when it was already: two requests racing with one code or
// refresh token, of which only one may win.
func (r *OAuth) UseToken(ctx context.Context, kind, signature string, now domain.Timestamp) (bool, error) {
	res, err := r.db.NewUpdate().Model((*OAuthToken)(nil)).Set("used_at = ?", now).
		Where("kind = ?", kind).Where("signature = ?", signature).Where("used_at IS NULL").Exec(ctx)
	if err != nil {
		return false, fmt.Errorf("use oauth %s: %w", kind, err)
	}
	n, _ := res.RowsAffected()
	return n == 1, nil
}

// DeleteToken deletes one code or token.
func (r *OAuth) DeleteToken(ctx context.Context, kind, signature string) error {
	if _, err := r.db.NewDelete().Model((*OAuthToken)(nil)).Where("kind = ?", kind).Where("signature = ?", signature).Exec(ctx); err != nil {
		return fmt.Errorf("delete oauth %s: %w", kind, err)
	}
	return nil
}

// DeleteGrantTokens deletes every token of kind of the grant, and reports
// how many there were.
func (r *OAuth) DeleteGrantTokens(ctx context.Context, grant uuid.UUID, kind string) (int, error) {
	res, err := r.db.NewDelete().Model((*OAuthToken)(nil)).Where("grant_id = ?", grant).Where("kind = ?", kind).Exec(ctx)
	if err != nil {
		return 0, fmt.Errorf("delete oauth %ss: %w", kind, err)
	}
	n, _ := res.RowsAffected()
	return int(n), nil
}

// Key returns the server key name, made with 32 random bytes the first
// time it is asked for. Every instance reads the same key: the first one
// to insert it wins, the others read it back.
func (r *OAuth) Key(ctx context.Context, name string, now time.Time) ([]byte, error) {
	var secret [32]byte
	if _, err := rand.Read(secret[:]); err != nil {
		return nil, fmt.Errorf("oauth key: %w", err)
	}
	k := &OAuthKey{Name: name, Secret: secret[:], CreatedAt: domain.NewTimestamp(now)}
	if _, err := r.db.NewInsert().Model(k).On("CONFLICT (name) DO NOTHING").Exec(ctx); err != nil {
		return nil, fmt.Errorf("oauth key: %w", err)
	}
	stored := new(OAuthKey)
	if err := r.db.NewSelect().Model(stored).Where("ok.name = ?", name).Scan(ctx); err != nil {
		return nil, fmt.Errorf("oauth key: %w", err)
	}
	return stored.Secret, nil
}

// PurgeOAuth deletes what can no longer be used: codes and tokens past
// their expiry, grants revoked more than 30 days ago or approved more than
// a day ago and holding no token (never exchanged, or every token
// expired), and registered clients with
// no grant that registered more than 30 days ago. It reports how many rows
// went.
func PurgeOAuth(ctx context.Context, db bun.IDB, now time.Time) (int, error) {
	total := 0
	count := func(res sql.Result, err error) error {
		if err != nil {
			return err
		}
		n, _ := res.RowsAffected()
		total += int(n)
		return nil
	}
	at := func(d time.Duration) domain.Timestamp { return domain.NewTimestamp(now.Add(-d)) }
	if err := count(db.NewDelete().Model((*OAuthToken)(nil)).Where("expires_at < ?", at(0)).Exec(ctx)); err != nil {
		return total, fmt.Errorf("purge oauth tokens: %w", err)
	}
	if err := count(db.NewDelete().Model((*OAuthGrant)(nil)).Where("revoked_at < ?", at(30*24*time.Hour)).Exec(ctx)); err != nil {
		return total, fmt.Errorf("purge revoked oauth grants: %w", err)
	}
	unused := db.NewSelect().Model((*OAuthToken)(nil)).ColumnExpr("1").
		Where("ot.grant_id = og.id").Where("ot.kind IN (?)", bun.List([]string{TokenAccess, TokenRefresh}))
	if err := count(db.NewDelete().Model((*OAuthGrant)(nil)).Where("og.created_at < ?", at(24*time.Hour)).
		Where("og.revoked_at IS NULL").Where("NOT EXISTS (?)", unused).Exec(ctx)); err != nil {
		return total, fmt.Errorf("purge unused oauth grants: %w", err)
	}
	granted := db.NewSelect().Model((*OAuthGrant)(nil)).ColumnExpr("1").Where("og.client_id = oc.id")
	if err := count(db.NewDelete().Model((*OAuthClient)(nil)).Where("oc.created_at < ?", at(30*24*time.Hour)).
		Where("NOT EXISTS (?)", granted).Exec(ctx)); err != nil {
		return total, fmt.Errorf("purge oauth clients: %w", err)
	}
	return total, nil
}
