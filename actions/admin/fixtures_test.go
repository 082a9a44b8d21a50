package admin_test

import (
	"testing"

	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"
)

// role reads an account's stored role.
func role(t *testing.T, h *apitest.Harness, p *apitest.Player) string {
	t.Helper()
	return apitest.Read[persistence.Account](t, h, p.Account.ID).Role
}
