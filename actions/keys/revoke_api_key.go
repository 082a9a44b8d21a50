package keys

import (
	"context"
	"fmt"

	"github.com/tierline/tierline/actions/actionkit"
	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: "player",
		Name:      "revoke_api_key",
		Area:      "keys",
		Kind:      registry.KindKey,
		Writes:    true,
		Summary:   "Revoke an API key: it is refused from the very next request (on the site only, never through an API key).",
		Rules: rules + "Every request reads the key's state from the database, so a revoked key answers 401 on the next request, on every instance. " +
			"Revoking a revoked key keeps the first revocation time. Another account's key is 404, like a key that does not exist.",
	}, revokeAPIKey)
}

type revokeAPIKeyInput struct {
	KeyID string `json:"key_id" validate:"required,uuid"`
}

type revokeAPIKeyOutput struct {
	Key keyView `json:"key"`
}

func revokeAPIKey(ctx context.Context, env *registry.Env, in *revokeAPIKeyInput) (*revokeAPIKeyOutput, error) {
	if err := onSite(env, "revoke_api_key"); err != nil {
		return nil, err
	}
	k, err := persistence.NewAccounts(env.DB).RevokeAccountKey(ctx, env.Caller.AccountID, actionkit.ID(in.KeyID), domain.NewTimestamp(env.Now()))
	if err != nil {
		if domain.ErrorCode(err) == domain.ENOTFOUND {
			return nil, domain.NotFound("No API key of this account has the id %q.", in.KeyID)
		}
		return nil, fmt.Errorf("revoke_api_key: %w", err)
	}
	return &revokeAPIKeyOutput{Key: viewKey(k, env.Now())}, nil
}
