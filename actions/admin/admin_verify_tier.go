package admin

import (
	"context"

	"github.com/tierline/tierline/registry"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: "player",
		Name:      "admin_verify_tier",
		Area:      "admin",
		Kind:      registry.KindAdmin,
		Summary:   "Mark a player's tier as verified (on the site only, never through an API key).",
		Rules:     rules,
	}, adminVerifyTier)
}

type adminVerifyTierInput struct{}

type adminVerifyTierOutput struct{}

func adminVerifyTier(context.Context, *registry.Env, *adminVerifyTierInput) (*adminVerifyTierOutput, error) {
	return nil, refused("admin_verify_tier")
}
