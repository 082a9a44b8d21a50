package offers_test

import (
	"net/http"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"
)

func TestUpdateOfferStatus(t *testing.T) {
	h := apitest.NewAt(t, now)
	ann := h.NewPlayer(t, "read,write")

	// Every state an offer can be found in: the stored status and
	// expiration date, and the status it reads as today.
	from := []struct {
		name    string
		stored  string
		expires *domain.Date
		reads   string
	}{
		{"available without an expiration date", "available", nil, "available"},
		{"available until next week", "available", apitest.Day(now, 7), "available"},
		{"available until today", "available", apitest.Day(now, 0), "available"},
		{"available but past its expiration date", "available", apitest.Day(now, -1), "expired"},
		{"redeemed", "redeemed", nil, "redeemed"},
		{"declined", "declined", apitest.Day(now, 5), "declined"},
		{"marked expired", "expired", nil, "expired"},
	}
	targets := []string{"available", "redeemed", "declined", "expired"}
	for _, f := range from {
		for _, to := range targets {
			allowed := f.reads == "available" && to != "available"
			verb := "is refused with 400"
			if allowed {
				verb = "is allowed"
			}
			t.Run("moving an offer "+f.name+" to "+to+" "+verb, func(t *testing.T) {
				o := storeOffer(t, ann, "Aria", f.stored, f.expires)
				h.Clock.Advance(time.Minute)
				res := ann.Action(t, "update_offer_status", map[string]any{"offer_id": o.ID, "status": to})
				after := apitest.Read[persistence.Offer](t, h, o.ID)
				if !allowed {
					res.WantInvalid(t, "status")
					if after.Status != f.stored || !after.UpdatedAt.Equal(o.UpdatedAt.Time) {
						t.Errorf("a refused move changed the row: status %s, updated_at %s", after.Status, after.UpdatedAt)
					}
					return
				}
				got := res.Data(t)["offer"].(map[string]any)
				if got["status"] != to || got["id"] != o.ID.String() {
					t.Errorf("offer = %v, want id %s with status %s", got, o.ID, to)
				}
				if after.Status != to {
					t.Errorf("stored status = %s, want %s", after.Status, to)
				}
				if !after.UpdatedAt.Equal(h.Clock.Now()) {
					t.Errorf("updated_at = %s, want the time of the move %s", after.UpdatedAt, h.Clock.Now())
				}
			})
		}
	}

	t.Run("a refused move says why", func(t *testing.T) {
		o := storeOffer(t, ann, "Aria", "available", apitest.Day(now, -3))
		e := ann.Action(t, "update_offer_status", map[string]any{"offer_id": o.ID, "status": "redeemed"}).WantInvalid(t, "status")
		if want := "status: the offer expired on 2026-06-07, which is final; it cannot move to redeemed"; e.Message != want {
			t.Errorf("message = %q, want %q", e.Message, want)
		}
	})

	t.Run("another account's offer is not found and does not change", func(t *testing.T) {
		bob := h.NewPlayer(t, "read,write")
		o := storeOffer(t, bob, "Aria", "available", nil)
		ann.Action(t, "update_offer_status", map[string]any{"offer_id": o.ID, "status": "redeemed"}).
			WantError(t, http.StatusNotFound, "not_found", "No offer has the id")
		if s := apitest.Read[persistence.Offer](t, h, o.ID).Status; s != "available" {
			t.Errorf("another account's offer is now %s", s)
		}
	})

	t.Run("an id that does not exist is not found", func(t *testing.T) {
		ann.Action(t, "update_offer_status", map[string]any{"offer_id": uuid.NewString(), "status": "redeemed"}).
			WantError(t, http.StatusNotFound, "not_found", "No offer has the id")
	})

	o := storeOffer(t, ann, "Aria", "available", nil)
	invalid := []struct {
		name   string
		fields map[string]any
		field  string
	}{
		{"offer_id is missing", map[string]any{"status": "redeemed"}, "offer_id"},
		{"offer_id is not a uuid", map[string]any{"offer_id": "abc", "status": "redeemed"}, "offer_id"},
		{"status is missing", map[string]any{"offer_id": o.ID}, "status"},
		{"status is not a state", map[string]any{"offer_id": o.ID, "status": "used"}, "status"},
	}
	for _, tt := range invalid {
		t.Run("400 when "+tt.name, func(t *testing.T) {
			ann.Action(t, "update_offer_status", tt.fields).WantInvalid(t, tt.field)
			if s := apitest.Read[persistence.Offer](t, h, o.ID).Status; s != "available" {
				t.Errorf("a rejected request moved the offer to %s", s)
			}
		})
	}

	t.Run("a key without write is refused with 403", func(t *testing.T) {
		ann.WithKey(t, "read").Action(t, "update_offer_status", map[string]any{"offer_id": o.ID, "status": "redeemed"}).
			WantError(t, http.StatusForbidden, "insufficient_scope", `"write"`)
		if s := apitest.Read[persistence.Offer](t, h, o.ID).Status; s != "available" {
			t.Errorf("a refused request moved the offer to %s", s)
		}
	})
}
