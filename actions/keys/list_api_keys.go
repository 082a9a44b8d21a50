package keys

import (
	"context"
	"fmt"

	"github.com/tierline/tierline/actions/actionkit"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: "player",
		Name:      "list_api_keys",
		Area:      "keys",
		Kind:      registry.KindKey,
		Summary:   "List the account's API keys, never their secrets (on the site only, never through an API key).",
		Rules: rules + "Newest first, revoked and expired keys included (state says which). " +
			"Each key shows its name, prefix, last4, scopes and when it was created, last used (recorded at most every 30 seconds), expires and was revoked.",
	}, listAPIKeys)
}

type listAPIKeysInput struct {
	actionkit.Page
}

type listAPIKeysOutput struct {
	Keys  []keyView `json:"keys"`
	Count int       `json:"count"`
}

func listAPIKeys(ctx context.Context, env *registry.Env, in *listAPIKeysInput) (*listAPIKeysOutput, error) {
	if err := onSite(env, "list_api_keys"); err != nil {
		return nil, err
	}
	keys, n, err := persistence.NewAccounts(env.DB).KeysPage(ctx, env.Caller.AccountID, in.Paging())
	if err != nil {
		return nil, fmt.Errorf("list_api_keys: %w", err)
	}
	out := &listAPIKeysOutput{Keys: make([]keyView, len(keys)), Count: n}
	for i := range keys {
		out.Keys[i] = viewKey(&keys[i], env.Now())
	}
	return out, nil
}
