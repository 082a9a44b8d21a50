package keys

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/internal/domain/apikeys"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
	"github.com/tierline/tierline/scopes"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: "player",
		Name:      "create_api_key",
		Area:      "keys",
		Kind:      registry.KindKey,
		Writes:    true,
		Summary:   "Create an API key and show its secret, once (on the site only, never through an API key).",
		Rules: rules + "scopes is a list of read, write, tax and host (default [\"read\"]); host is refused (400) unless the account's role is host. " +
			"expires_in is one of " + strings.Join(apikeys.Lifetimes, ", ") + " (never, the default, does not expire). name (at most 100 characters) defaults to \"key created <date>\". " +
			"The answer carries secret, tl_live_ and 64 hex digits: it is shown this once and kept only as its SHA-256.",
		Example: map[string]any{"name": "laptop", "scopes": []string{"read", "write"}, "expires_in": "90d"},
	}, createAPIKey)
}

type createAPIKeyInput struct {
	Name      *string  `json:"name" validate:"omitempty,max=100"`
	Scopes    []string `json:"scopes" validate:"omitempty,max=4"`
	ExpiresIn *string  `json:"expires_in" validate:"omitempty,keylifetime"`
}

// Check holds the rules on the list's items.
func (in *createAPIKeyInput) Check() error {
	for i, s := range in.Scopes {
		if !scopes.Scope(strings.ToLower(strings.TrimSpace(s))).Valid() {
			return domain.Invalid(fmt.Sprintf("scopes[%d]", i), "%q is not a scope; the scopes are read, write, tax and host", s)
		}
	}
	return nil
}

type createAPIKeyOutput struct {
	Key keyView `json:"key"`
	// Secret is the key itself, shown this once.
	Secret string `json:"secret"`
}

func createAPIKey(ctx context.Context, env *registry.Env, in *createAPIKeyInput) (*createAPIKeyOutput, error) {
	if err := onSite(env, "create_api_key"); err != nil {
		return nil, err
	}
	set, err := scopes.Parse(strings.Join(in.Scopes, ","))
	if err != nil {
		return nil, domain.Invalid("scopes", "%s", err)
	}
	req := persistence.KeyRequest{Scopes: set, Now: env.Now()}
	if in.Name != nil {
		req.Name = *in.Name
	}
	if in.ExpiresIn != nil {
		req.Lifetime = time.Duration(apikeys.LifetimeDays(*in.ExpiresIn)) * 24 * time.Hour
	}
	accounts := persistence.NewAccounts(env.DB)
	acct, err := accounts.ByID(ctx, env.Caller.AccountID)
	if err != nil {
		return nil, fmt.Errorf("create_api_key: %w", err)
	}
	secret, key, err := accounts.IssueKey(ctx, acct, req)
	if err != nil {
		if domain.ErrorCode(err) == domain.EINVALID {
			return nil, err
		}
		return nil, fmt.Errorf("create_api_key: %w", err)
	}
	return &createAPIKeyOutput{Key: viewKey(key, env.Now()), Secret: secret}, nil
}
