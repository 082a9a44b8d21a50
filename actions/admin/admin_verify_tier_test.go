package admin_test

import (
	"context"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/tierline/tierline"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"
)

func TestAdminVerifyTier(t *testing.T) {
	h := apitest.New(t, apitest.Options{})
	host := h.NewAccount(t, persistence.RoleHost, allScopes)
	player := h.NewPlayer(t, "read")
	at := tierline.NewTimestamp(time.Date(2026, 6, 15, 12, 0, 0, 0, time.UTC))
	tier := &persistence.UserTier{ID: uuid.New(), AccountID: player.Account.ID, CasinoName: "Aria", CasinoKey: "aria",
		Tier: "Gold", CreatedAt: at, UpdatedAt: at}
	if _, err := h.DB.NewInsert().Model(tier).Exec(context.Background()); err != nil {
		t.Fatal(err)
	}

	t.Run("a key holding every scope is refused with 403 and the tier is untouched", func(t *testing.T) {
		refused(t, host, "admin_verify_tier", map[string]any{"tier_id": tier.ID.String(), "tier": "Platinum"})
		var row persistence.UserTier
		if err := h.DB.NewSelect().Model(&row).Where("id = ?", tier.ID).Scan(context.Background()); err != nil {
			t.Fatal(err)
		}
		if row.Tier != "Gold" || !row.UpdatedAt.Equal(at.Time) {
			t.Errorf("tier = %s updated %v, want Gold untouched", row.Tier, row.UpdatedAt)
		}
	})

	t.Run("it is registered as never allowed by key, and its handler refuses too", func(t *testing.T) {
		registeredRefused(t, "admin_verify_tier")
	})
}
