package keys_test

import (
	"context"
	"net/http"
	"testing"

	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
	"github.com/tierline/tierline/transport/apitest"
)

func TestRevokeAPIKey(t *testing.T) {
	h := apitest.New(t, apitest.Options{})
	host := h.NewAccount(t, persistence.RoleHost, apitest.AllScopes)
	spare := host.WithKey(t, "read")

	t.Run("a key holding every scope is refused with 403 and no key is revoked", func(t *testing.T) {
		for _, k := range []*apitest.Player{spare, host} {
			host.WantNeverByKey(t, "revoke_api_key", map[string]any{"key_id": k.KeyRow.ID.String()})
			var row persistence.APIKey
			if err := h.DB.NewSelect().Model(&row).Where("id = ?", k.KeyRow.ID).Scan(context.Background()); err != nil {
				t.Fatal(err)
			}
			if row.RevokedAt != nil {
				t.Errorf("key %s was revoked", row.ID)
			}
		}
		if res := spare.Get(t, "/v1/me"); res.Status != http.StatusOK {
			t.Errorf("the spare key no longer works: %d %s", res.Status, res.Body)
		}
	})

	t.Run("it is registered as never allowed by key, and its handler refuses too", func(t *testing.T) {
		apitest.WantRegisteredNeverByKey(t, "revoke_api_key", registry.KindKey, "keys")
	})
}
