package keys

import (
	"context"

	"github.com/tierline/tierline/registry"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: "player",
		Name:      "list_api_keys",
		Area:      "keys",
		Kind:      registry.KindKey,
		Summary:   "List the account's API keys (on the site only, never through an API key).",
		Rules:     rules,
	}, listAPIKeys)
}

type listAPIKeysInput struct{}

type listAPIKeysOutput struct{}

func listAPIKeys(context.Context, *registry.Env, *listAPIKeysInput) (*listAPIKeysOutput, error) {
	return nil, refused("list_api_keys")
}
