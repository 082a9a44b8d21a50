package admin_test

import (
	"testing"

	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
	"github.com/tierline/tierline/transport/apitest"
)

func TestAdminSetRole(t *testing.T) {
	h := apitest.New(t, apitest.Options{})
	host := h.NewAccount(t, persistence.RoleHost, apitest.AllScopes)
	player := h.NewPlayer(t, "read")

	t.Run("a key holding every scope is refused with 403 and no role changes", func(t *testing.T) {
		for _, target := range []*apitest.Player{host, player} {
			host.WantNeverByKey(t, "admin_set_role", map[string]any{"account_id": target.Account.ID.String(), "role": persistence.RoleAdmin})
		}
		if r := role(t, h, host); r != persistence.RoleHost {
			t.Errorf("the caller's role is %s, want host", r)
		}
		if r := role(t, h, player); r != persistence.RolePlayer {
			t.Errorf("the player's role is %s, want player", r)
		}
	})

	t.Run("it is registered as never allowed by key, and its handler refuses too", func(t *testing.T) {
		apitest.WantRegisteredNeverByKey(t, "admin_set_role", registry.KindAdmin, "admin")
	})
}
