package keys_test

import (
	"context"
	"fmt"
	"net/http"
	"testing"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
	"github.com/tierline/tierline/transport/apitest"
)

// stringify is v as text, for "does it hold this secret" checks.
func stringify(v any) string { return fmt.Sprint(v) }

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

	t.Run("it is registered as never allowed by key, and its handler refuses anyone but the owner on the site", func(t *testing.T) {
		apitest.WantRegisteredNeverByKey(t, "revoke_api_key", registry.KindKey, "keys")
	})

	t.Run("the owner on the site revokes a key, and the very next request with it is 401", func(t *testing.T) {
		p := h.NewPlayer(t, "read")
		if res := p.Get(t, "/v1/me"); res.Status != http.StatusOK {
			t.Fatalf("before: %d", res.Status)
		}
		data, err := p.OnSite(t, "revoke_api_key", map[string]any{"key_id": p.KeyRow.ID.String()})
		if err != nil {
			t.Fatal(err)
		}
		if k := data["key"].(map[string]any); k["state"] != "revoked" || k["revoked_at"] == nil {
			t.Errorf("key = %v", k)
		}
		p.Get(t, "/v1/me").WantError(t, http.StatusUnauthorized, "invalid_token", "revoked")
	})

	t.Run("revoking twice keeps the first revocation time", func(t *testing.T) {
		p := h.NewPlayer(t, "read")
		first, err := p.OnSite(t, "revoke_api_key", map[string]any{"key_id": p.KeyRow.ID.String()})
		if err != nil {
			t.Fatal(err)
		}
		h.Clock.Advance(3600e9)
		again, err := p.OnSite(t, "revoke_api_key", map[string]any{"key_id": p.KeyRow.ID.String()})
		if err != nil {
			t.Fatal(err)
		}
		if a, b := first["key"].(map[string]any)["revoked_at"], again["key"].(map[string]any)["revoked_at"]; a != b {
			t.Errorf("revoked_at moved from %v to %v", a, b)
		}
	})

	t.Run("another account's key is 404 and keeps working", func(t *testing.T) {
		p, other := h.NewPlayer(t, "read"), h.NewPlayer(t, "read")
		_, err := p.OnSite(t, "revoke_api_key", map[string]any{"key_id": other.KeyRow.ID.String()})
		if domain.ErrorCode(err) != domain.ENOTFOUND {
			t.Errorf("got %v, want 404", err)
		}
		if res := other.Get(t, "/v1/me"); res.Status != http.StatusOK {
			t.Errorf("the other account's key: %d", res.Status)
		}
	})

	t.Run("a key_id that is not a uuid is a 400 naming it", func(t *testing.T) {
		_, err := h.NewPlayer(t, "read").OnSite(t, "revoke_api_key", map[string]any{"key_id": "k1"})
		if domain.ErrorCode(err) != domain.EINVALID {
			t.Errorf("got %v, want 400", err)
		}
	})
}
