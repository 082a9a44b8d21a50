package keys

import (
	"context"

	"github.com/tierline/tierline/registry"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: "player",
		Name:      "create_api_key",
		Area:      "keys",
		Kind:      registry.KindKey,
		Summary:   "Create an API key (on the site only, never through an API key).",
		Rules:     rules,
	}, createAPIKey)
}

type createAPIKeyInput struct{}

type createAPIKeyOutput struct{}

func createAPIKey(context.Context, *registry.Env, *createAPIKeyInput) (*createAPIKeyOutput, error) {
	return nil, refused("create_api_key")
}
