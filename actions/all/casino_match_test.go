package all_test

import (
	"testing"
	"time"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/internal/domain/directory"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"
)

// TestListsFindOneCasinoUnderAnySpelling: records written under one
// spelling of a directory casino are found by the list filters under any
// reference to it (its slug, its directory name, the name search).
func TestListsFindOneCasinoUnderAnySpelling(t *testing.T) {
	now := time.Date(2026, 6, 30, 12, 0, 0, 0, time.UTC)
	h := apitest.NewAt(t, now)
	ann := h.NewPlayer(t, "read,write")
	const spelled = "caesars PALACE" // what the player typed once (stored cleaned)
	start := domain.NewTimestamp(now.Add(-48 * time.Hour))
	end := domain.NewTimestamp(now.Add(-47 * time.Hour))
	ann.Trip(t, persistence.Trip{CasinoName: spelled})
	ann.Session(t, persistence.Session{CasinoName: spelled, GameType: "slots", StartedAt: start, EndedAt: &end})
	ann.Offer(t, persistence.Offer{CasinoName: spelled, Status: persistence.OfferAvailable, OfferType: new("free_play"), Value: apitest.USDPtr(25.0)})
	ann.MustAction(t, "check_in", map[string]any{"casino_name": spelled})
	ann.Trip(t, persistence.Trip{CasinoName: "Bellagio Hotel and Casino"}) // another casino: never listed

	slug := directory.CasinoSlug(directory.CasinoID("Caesars Palace Casino", "NV"), "Caesars Palace Casino", "NV")
	lists := []struct{ action, field string }{
		{"list_trips", "trips"}, {"list_sessions", "sessions"}, {"list_offers", "offers"}, {"list_visits", "visits"},
	}
	for _, ref := range []string{slug, "Caesars Palace Casino", "Caesars Palace"} {
		for _, l := range lists {
			t.Run(l.action+" finds the casino by "+ref, func(t *testing.T) {
				data := ann.MustAction(t, l.action, map[string]any{"casino_name": ref})
				if n := len(apitest.Array(t, data[l.field])); n != 1 {
					t.Errorf("%d %s, want the one recorded as %q", n, l.field, spelled)
				}
			})
		}
		t.Run("freeplay_optimizer finds the offer by "+ref, func(t *testing.T) {
			data := ann.MustAction(t, "freeplay_optimizer", map[string]any{"casino_name": ref})
			if n := len(apitest.Array(t, data["plan"])); n != 1 {
				t.Errorf("%d offers in the plan, want 1: %v", n, data)
			}
		})
	}
}
