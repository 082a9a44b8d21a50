package persistence

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"github.com/tierline/tierline/internal/domain"
)

// BotKey is a public key of a signed bot (Web Bot Auth) that an admin
// registered. Requests signed with it are verified and get the bot's own
// rate-limit quota.
type BotKey struct {
	bun.BaseModel `bun:"table:bot_keys,alias:bk"`

	ID   uuid.UUID `bun:"id,pk" json:"id"`
	Name string    `bun:"name" json:"name"`
	// KeyID is the key's JWK thumbprint (RFC 7638), unique.
	KeyID string `bun:"keyid" json:"keyid"`
	// PublicKey is the public JWK, canonical JSON.
	PublicKey string `bun:"public_key" json:"public_key"`
	// DirectoryURL is the key directory the key was fetched from, if any.
	DirectoryURL *string           `bun:"directory_url" json:"directory_url"`
	CreatedAt    domain.Timestamp  `bun:"created_at" json:"created_at"`
	RevokedAt    *domain.Timestamp `bun:"revoked_at" json:"revoked_at"`
}

// BotKeys stores the registered bot keys.
type BotKeys struct {
	db bun.IDB
}

// NewBotKeys returns the bot key repository over db.
func NewBotKeys(db bun.IDB) *BotKeys { return &BotKeys{db: db} }

// AddBotKey registers a key. Returns invalid_request naming "keyid" if a
// key with the same thumbprint is registered already (revoked or not).
func (r *BotKeys) AddBotKey(ctx context.Context, k *BotKey) error {
	if existing, err := r.BotKeyByKeyID(ctx, k.KeyID); err == nil {
		return botKeyTaken(existing)
	} else if domain.ErrorCode(err) != domain.ENOTFOUND {
		return err
	}
	if _, err := r.db.NewInsert().Model(k).Exec(ctx); IsUniqueViolation(err) {
		return domain.Invalid("keyid", "the key %s is registered already", k.KeyID)
	} else if err != nil {
		return fmt.Errorf("add bot key: %w", err)
	}
	return nil
}

func botKeyTaken(k *BotKey) error {
	state := "active"
	if k.RevokedAt != nil {
		state = "revoked"
	}
	return domain.Invalid("keyid", "the key %s is registered already as %q (id %s, %s)", k.KeyID, k.Name, k.ID, state)
}

// BotKeyList lists every registered key, oldest first.
func (r *BotKeys) BotKeyList(ctx context.Context) ([]BotKey, error) {
	keys := []BotKey{}
	if err := r.db.NewSelect().Model(&keys).Order("bk.created_at", "bk.id").Scan(ctx); err != nil {
		return nil, fmt.Errorf("list bot keys: %w", err)
	}
	return keys, nil
}

// BotKeyByKeyID returns the key with that thumbprint, revoked or not.
// Returns not_found if there is none.
func (r *BotKeys) BotKeyByKeyID(ctx context.Context, keyid string) (*BotKey, error) {
	k := new(BotKey)
	err := r.db.NewSelect().Model(k).Where("bk.keyid = ?", keyid).Scan(ctx)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, domain.NotFound("No bot key has the keyid %q.", keyid)
	} else if err != nil {
		return nil, fmt.Errorf("bot key by keyid: %w", err)
	}
	return k, nil
}

// BotKeyByID returns one key. Returns not_found if there is none.
func (r *BotKeys) BotKeyByID(ctx context.Context, id uuid.UUID) (*BotKey, error) {
	k := new(BotKey)
	err := r.db.NewSelect().Model(k).Where("bk.id = ?", id).Scan(ctx)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, domain.NotFound("No bot key has the id %q.", id)
	} else if err != nil {
		return nil, fmt.Errorf("bot key by id: %w", err)
	}
	return k, nil
}

// RevokeBotKey marks a key revoked at now; revoking twice keeps the first
// time. Returns not_found if there is no such key.
func (r *BotKeys) RevokeBotKey(ctx context.Context, id uuid.UUID, now domain.Timestamp) (*BotKey, error) {
	k, err := r.BotKeyByID(ctx, id)
	if err != nil {
		return nil, err
	}
	if k.RevokedAt != nil {
		return k, nil
	}
	k.RevokedAt = &now
	if _, err := r.db.NewUpdate().Model(k).Column("revoked_at").WherePK().Exec(ctx); err != nil {
		return nil, fmt.Errorf("revoke bot key: %w", err)
	}
	return k, nil
}
