package keys

import (
	"time"

	"github.com/google/uuid"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
	"github.com/tierline/tierline/scopes"
)

// rules starts the Rules of every key-management action.
const rules = "Runs only for the account owner signed in on the site (the developer settings, /settings/keys); " +
	"an API key can never call it, whatever its scopes (a key cannot mint, list or revoke keys): the dispatcher answers 403 insufficient_scope before any field is read. "

// refused is what a handler answers should it ever run for anyone but the
// owner on the site: the same 403 the dispatcher gives.
func refused(action string) error {
	return domain.Errorf(domain.EFORBIDDEN, "The action %q is an API-key management action and is never available through an API key.", action)
}

// onSite checks that the caller is the owner signed in on the site.
func onSite(env *registry.Env, action string) error {
	if !env.Caller.OnSite() || env.Caller.Anonymous() {
		return refused(action)
	}
	return nil
}

// keyView is a key as the actions show it: never its secret or hash.
type keyView struct {
	ID     uuid.UUID `json:"id"`
	Name   string    `json:"name"`
	Prefix string    `json:"prefix"`
	// Last4 is the secret's last four characters ("" for keys made
	// before they were kept).
	Last4      string            `json:"last4"`
	Scopes     []string          `json:"scopes"`
	CreatedAt  domain.Timestamp  `json:"created_at"`
	LastUsedAt *domain.Timestamp `json:"last_used_at"`
	ExpiresAt  *domain.Timestamp `json:"expires_at"`
	RevokedAt  *domain.Timestamp `json:"revoked_at"`
	// State is active, expired or revoked.
	State string `json:"state"`
}

func viewKey(k *persistence.APIKey, now time.Time) keyView {
	set, _ := scopes.Parse(k.Scopes)
	names := make([]string, len(set))
	for i, s := range set {
		names[i] = string(s)
	}
	state := "active"
	switch {
	case k.RevokedAt != nil:
		state = "revoked"
	case k.ExpiresAt != nil && !now.Before(k.ExpiresAt.Time):
		state = "expired"
	}
	return keyView{
		ID: k.ID, Name: k.Name, Prefix: k.Prefix, Last4: k.Last4, Scopes: names,
		CreatedAt: k.CreatedAt, LastUsedAt: k.LastUsedAt, ExpiresAt: k.ExpiresAt, RevokedAt: k.RevokedAt, State: state,
	}
}
