package admin_test

import (
	"testing"
	"time"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
	"github.com/tierline/tierline/transport/apitest"
)

func TestAdminVerifyTier(t *testing.T) {
	h := apitest.New(t, apitest.Options{})
	host := h.NewAccount(t, persistence.RoleHost, apitest.AllScopes)
	player := h.NewPlayer(t, "read")
	at := domain.NewTimestamp(time.Date(2026, 6, 15, 12, 0, 0, 0, time.UTC))
	tier := player.Tier(t, persistence.UserTier{CasinoName: "Aria", CasinoKey: "aria", Tier: "Gold", CreatedAt: at})

	t.Run("a key holding every scope is refused with 403 and the tier is untouched", func(t *testing.T) {
		host.WantNeverByKey(t, "admin_verify_tier", map[string]any{"tier_id": tier.ID.String(), "tier": "Platinum"})
		if row := apitest.Read[persistence.UserTier](t, h, tier.ID); row.Tier != "Gold" || !row.UpdatedAt.Equal(at.Time) {
			t.Errorf("tier = %s updated %v, want Gold untouched", row.Tier, row.UpdatedAt)
		}
	})

	t.Run("it is registered as never allowed by key, and its handler refuses too", func(t *testing.T) {
		apitest.WantRegisteredNeverByKey(t, "admin_verify_tier", registry.KindAdmin, "admin")
	})
}
