package keys_test

import (
	"testing"

	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
	"github.com/tierline/tierline/transport/apitest"
)

func TestCreateAPIKey(t *testing.T) {
	h := apitest.New(t, apitest.Options{})
	host := h.NewAccount(t, persistence.RoleHost, apitest.AllScopes)

	t.Run("a key holding every scope is refused with 403 and no key is made", func(t *testing.T) {
		before := h.Count(t, "api_keys", "account_id = ?", host.Account.ID)
		host.WantNeverByKey(t, "create_api_key", map[string]any{"name": "more power", "scopes": apitest.AllScopes})
		if after := h.Count(t, "api_keys", "account_id = ?", host.Account.ID); after != before {
			t.Errorf("%d keys made", after-before)
		}
	})

	t.Run("it is registered as never allowed by key, and its handler refuses too", func(t *testing.T) {
		apitest.WantRegisteredNeverByKey(t, "create_api_key", registry.KindKey, "keys")
	})
}
