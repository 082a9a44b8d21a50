package keys

import (
	"context"

	"github.com/tierline/tierline/registry"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: "player",
		Name:      "revoke_api_key",
		Area:      "keys",
		Kind:      registry.KindKey,
		Summary:   "Revoke an API key (on the site only, never through an API key).",
		Rules:     rules,
	}, revokeAPIKey)
}

type revokeAPIKeyInput struct{}

type revokeAPIKeyOutput struct{}

func revokeAPIKey(context.Context, *registry.Env, *revokeAPIKeyInput) (*revokeAPIKeyOutput, error) {
	return nil, refused("revoke_api_key")
}
