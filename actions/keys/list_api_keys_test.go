package keys_test

import (
	"testing"

	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
	"github.com/tierline/tierline/transport/apitest"
)

func TestListAPIKeys(t *testing.T) {
	h := apitest.New(t, apitest.Options{})
	host := h.NewAccount(t, persistence.RoleHost, apitest.AllScopes)

	t.Run("a key holding every scope is refused with 403", func(t *testing.T) {
		host.WantNeverByKey(t, "list_api_keys", nil)
	})

	t.Run("a player's key holding read and write is refused with 403", func(t *testing.T) {
		h.NewPlayer(t, "read,write").WantNeverByKey(t, "list_api_keys", map[string]any{"limit": 5})
	})

	t.Run("it is registered as never allowed by key, and its handler refuses too", func(t *testing.T) {
		apitest.WantRegisteredNeverByKey(t, "list_api_keys", registry.KindKey, "keys")
	})
}
