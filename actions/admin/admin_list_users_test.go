package admin_test

import (
	"testing"

	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
	"github.com/tierline/tierline/transport/apitest"
)

func TestAdminListUsers(t *testing.T) {
	h := apitest.New(t, apitest.Options{})
	host := h.NewAccount(t, persistence.RoleHost, apitest.AllScopes)

	t.Run("a key holding every scope is refused with 403", func(t *testing.T) {
		host.WantNeverByKey(t, "admin_list_users", map[string]any{"limit": 10})
	})

	t.Run("an admin account's key holding every scope is refused too", func(t *testing.T) {
		admin := h.NewAccount(t, persistence.RoleAdmin, apitest.AllScopes)
		admin.WantNeverByKey(t, "admin_list_users", nil)
		if r := role(t, h, admin); r != persistence.RoleAdmin {
			t.Errorf("role = %s", r)
		}
	})

	t.Run("it is registered as never allowed by key, and its handler refuses too", func(t *testing.T) {
		apitest.WantRegisteredNeverByKey(t, "admin_list_users", registry.KindAdmin, "admin")
	})
}
