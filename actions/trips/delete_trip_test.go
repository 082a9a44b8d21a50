package trips_test

import (
	"net/http"
	"testing"
	"time"

	"github.com/google/uuid"

	_ "github.com/tierline/tierline/actions/sharing" // create_share_link, for the links of a deleted trip
	_ "github.com/tierline/tierline/actions/visits"  // check_in, for the visits of a deleted trip
	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"
)

func TestDeleteTrip(t *testing.T) {
	h := apitest.New(t, apitest.Options{})
	ann := h.NewPlayer(t, "read,write")
	bob := h.NewPlayer(t, "read,write")

	t.Run("the trip goes and its sessions, visits and share links stay, unlinked or revoked", func(t *testing.T) {
		trip := newTrip(t, ann, map[string]any{"casino_name": "Caesars Palace", "start_date": "2026-01-05"})
		tripID := uuid.MustParse(trip["id"].(string))
		session := ann.Session(t, persistence.Session{TripID: &tripID, CasinoName: "Caesars Palace", GameType: "blackjack", BuyIn: apitest.USD(300),
			StartedAt: domain.NewTimestamp(time.Now())})
		visit := ann.MustAction(t, "check_in", map[string]any{"casino_name": "Caesars Palace", "visited_on": "2026-01-05", "trip_id": trip["id"]})["visit"].(map[string]any)
		link := ann.MustAction(t, "create_share_link", map[string]any{"resource_type": "trip", "resource_id": trip["id"]})["share_link"].(map[string]any)

		data := ann.MustAction(t, "delete_trip", map[string]any{"trip_id": trip["id"]})
		if data["deleted"] != true {
			t.Errorf("deleted = %v, want true", data["deleted"])
		}
		if n := h.Count(t, "trips", "id = ?", tripID); n != 0 {
			t.Errorf("%d trip rows left, want 0", n)
		}
		if n := h.Count(t, "sessions", "id = ? AND trip_id IS NULL", session.ID); n != 1 {
			t.Errorf("%d unlinked sessions, want the trip's session kept with no trip", n)
		}
		if n := h.Count(t, "visits", "id = ? AND trip_id IS NULL", uuid.MustParse(visit["id"].(string))); n != 1 {
			t.Errorf("%d unlinked visits, want the trip's visit kept with no trip", n)
		}
		if n := h.Count(t, "share_links", "id = ? AND revoked_at IS NOT NULL", uuid.MustParse(link["id"].(string))); n != 1 {
			t.Errorf("the trip's share link is not revoked")
		}
		ann.Action(t, "get_trip", map[string]any{"trip_id": trip["id"]}).WantError(t, http.StatusNotFound, "not_found", "No trip")
		ann.Action(t, "delete_trip", map[string]any{"trip_id": trip["id"]}).WantError(t, http.StatusNotFound, "not_found", "No trip")
	})

	bobs := newTrip(t, bob, map[string]any{"casino_name": "Wynn"})
	notFound := []struct {
		name string
		id   any
	}{
		{"another player's trip", bobs["id"]},
		{"a trip that does not exist", uuid.NewString()},
	}
	for _, tt := range notFound {
		t.Run("404 for "+tt.name, func(t *testing.T) {
			ann.Action(t, "delete_trip", map[string]any{"trip_id": tt.id}).WantError(t, http.StatusNotFound, "not_found", "No trip has the id")
		})
	}
	if n := h.Count(t, "trips", "id = ?", uuid.MustParse(bobs["id"].(string))); n != 1 {
		t.Errorf("another player's trip was deleted")
	}

	mine := newTrip(t, ann, map[string]any{"casino_name": "Wynn"})
	invalid := []struct {
		name   string
		fields map[string]any
	}{
		{"trip_id is missing", map[string]any{}},
		{"trip_id is not a uuid", map[string]any{"trip_id": "123"}},
	}
	for _, tt := range invalid {
		t.Run("400 when "+tt.name, func(t *testing.T) {
			ann.Action(t, "delete_trip", tt.fields).WantInvalid(t, "trip_id")
		})
	}

	t.Run("a key without write is refused with 403", func(t *testing.T) {
		ann.WithKey(t, "read").Action(t, "delete_trip", map[string]any{"trip_id": mine["id"]}).
			WantError(t, http.StatusForbidden, "insufficient_scope", `"write"`)
		if n := h.Count(t, "trips", "id = ?", uuid.MustParse(mine["id"].(string))); n != 1 {
			t.Errorf("a refused delete removed the trip")
		}
	})
}
