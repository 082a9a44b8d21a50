package admin

import (
	"context"

	"github.com/tierline/tierline/registry"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: "player",
		Name:      "admin_list_users",
		Area:      "admin",
		Kind:      registry.KindAdmin,
		Summary:   "List the service's accounts (on the site only, never through an API key).",
		Rules:     rules,
	}, adminListUsers)
}

type adminListUsersInput struct{}

type adminListUsersOutput struct{}

func adminListUsers(context.Context, *registry.Env, *adminListUsersInput) (*adminListUsersOutput, error) {
	return nil, refused("admin_list_users")
}
