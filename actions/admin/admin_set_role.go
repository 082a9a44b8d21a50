package admin

import (
	"context"

	"github.com/tierline/tierline/registry"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: "player",
		Name:      "admin_set_role",
		Area:      "admin",
		Kind:      registry.KindAdmin,
		Summary:   "Change an account's role (on the site only, never through an API key).",
		Rules:     rules,
	}, adminSetRole)
}

type adminSetRoleInput struct{}

type adminSetRoleOutput struct{}

func adminSetRole(context.Context, *registry.Env, *adminSetRoleInput) (*adminSetRoleOutput, error) {
	return nil, refused("admin_set_role")
}
