package keys_test

import (
	"strings"
	"testing"
	"time"

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

	t.Run("it is registered as never allowed by key, and its handler refuses anyone but the owner on the site", func(t *testing.T) {
		apitest.WantRegisteredNeverByKey(t, "list_api_keys", registry.KindKey, "keys")
	})

	t.Run("the owner on the site sees the account's keys newest first, without secrets, and no one else's", func(t *testing.T) {
		p := h.NewPlayer(t, "read")
		h.NewPlayer(t, "read,write") // another account's key
		h.Clock.Advance(time.Minute)
		made, err := p.OnSite(t, "create_api_key", map[string]any{"name": "agent", "scopes": []string{"read", "tax"}})
		if err != nil {
			t.Fatal(err)
		}
		data, err := p.OnSite(t, "list_api_keys", nil)
		if err != nil {
			t.Fatal(err)
		}
		keys := data["keys"].([]any)
		if len(keys) != 2 || data["count"].(interface{ String() string }).String() != "2" {
			t.Fatalf("keys = %v, count %v; want the account's 2 keys", keys, data["count"])
		}
		newest := keys[0].(map[string]any)
		if newest["name"] != "agent" || newest["id"] != made["key"].(map[string]any)["id"] {
			t.Errorf("first key = %v, want the newest (agent)", newest)
		}
		for _, k := range keys {
			for _, field := range []string{"id", "name", "prefix", "last4", "scopes", "created_at", "last_used_at", "expires_at", "revoked_at", "state"} {
				if _, ok := k.(map[string]any)[field]; !ok {
					t.Errorf("key %v has no %s", k, field)
				}
			}
		}
		secret := made["secret"].(string)
		if raw := data; strings.Contains(stringify(raw), secret[8:]) {
			t.Error("the listing holds the secret")
		}
	})

	t.Run("a revoked key is listed as revoked", func(t *testing.T) {
		p := h.NewPlayer(t, "read")
		if _, err := p.OnSite(t, "revoke_api_key", map[string]any{"key_id": p.KeyRow.ID.String()}); err != nil {
			t.Fatal(err)
		}
		data, err := p.OnSite(t, "list_api_keys", nil)
		if err != nil {
			t.Fatal(err)
		}
		k := data["keys"].([]any)[0].(map[string]any)
		if k["state"] != "revoked" || k["revoked_at"] == nil {
			t.Errorf("key = %v, want revoked", k)
		}
	})
}
