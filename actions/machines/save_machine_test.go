package machines_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/google/uuid"

	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"
)

func TestSaveMachine(t *testing.T) {
	h := apitest.NewAt(t, t0)
	ann := h.NewPlayer(t, "read,write")
	bob := h.NewPlayer(t, "read,write")

	var saved string
	t.Run("without machine_id a machine is created with the fields given", func(t *testing.T) {
		data := ann.MustAction(t, "save_machine", map[string]any{
			"casino_name": " Bellagio  Hotel ", "title": "Buffalo  Gold", "manufacturer": "Aristocrat",
			"denomination": 0.01, "location": "near the sportsbook", "rating": 4, "favorite": true, "notes": "bonus every ~200 spins",
		})
		if data["created"] != true {
			t.Errorf("created = %v, want true", data["created"])
		}
		m := machine(t, data)
		want := map[string]any{
			"casino_name": "Bellagio Hotel", "title": "Buffalo Gold", "manufacturer": "Aristocrat",
			"location": "near the sportsbook", "favorite": true, "notes": "bonus every ~200 spins", "created_at": "2026-03-04T18:00:00Z",
		}
		for k, v := range want {
			if m[k] != v {
				t.Errorf("machine.%s = %v, want %v", k, m[k], v)
			}
		}
		apitest.WantNum(t, m, "denomination", 0.01)
		apitest.WantNum(t, m, "rating", 4)
		saved = m["id"].(string)
		row := apitest.Read[persistence.Machine](t, h, saved)
		if row.AccountID != ann.Account.ID || row.Title != "Buffalo Gold" || !row.Favorite || row.Rating == nil || *row.Rating != 4 {
			t.Errorf("stored row = %+v, want ann's favorite Buffalo Gold rated 4", row)
		}
	})

	t.Run("only casino_name and title are required and favorite defaults to false", func(t *testing.T) {
		m := machine(t, ann.MustAction(t, "save_machine", map[string]any{"casino_name": "Wynn", "title": "Double Diamond"}))
		if m["favorite"] != false {
			t.Errorf("favorite = %v, want false", m["favorite"])
		}
		for _, k := range []string{"manufacturer", "denomination", "location", "rating", "notes"} {
			apitest.WantNull(t, m, k)
		}
	})

	t.Run("with machine_id only the fields given change, and a blank text field is cleared", func(t *testing.T) {
		before := h.Count(t, "machines", "account_id = ?", ann.Account.ID)
		h.Clock.Advance(1)
		data := ann.MustAction(t, "save_machine", map[string]any{"machine_id": saved, "rating": 2, "favorite": false, "manufacturer": " "})
		if data["created"] != false {
			t.Errorf("created = %v, want false", data["created"])
		}
		m := machine(t, data)
		if m["id"] != saved || m["title"] != "Buffalo Gold" || m["casino_name"] != "Bellagio Hotel" || m["favorite"] != false || m["location"] != "near the sportsbook" {
			t.Errorf("machine = %v, want the same machine with favorite false and the rest kept", m)
		}
		apitest.WantNum(t, m, "rating", 2)
		apitest.WantNum(t, m, "denomination", 0.01)
		apitest.WantNull(t, m, "manufacturer")
		if after := h.Count(t, "machines", "account_id = ?", ann.Account.ID); after != before {
			t.Errorf("an update added %d machines", after-before)
		}
		row := apitest.Read[persistence.Machine](t, h, saved)
		if row.Favorite || *row.Rating != 2 || row.Manufacturer != nil || row.Title != "Buffalo Gold" {
			t.Errorf("stored row = %+v, want rating 2, not favorite, no manufacturer, title kept", row)
		}
	})

	invalid := []struct {
		name   string
		fields map[string]any
		field  string
	}{
		{"casino_name is missing on a new machine", map[string]any{"title": "T"}, "casino_name"},
		{"title is missing on a new machine", map[string]any{"casino_name": "C"}, "title"},
		{"casino_name is blank", map[string]any{"casino_name": " ", "title": "T"}, "casino_name"},
		{"title is blank on an update", map[string]any{"machine_id": uuid.NewString(), "title": ""}, "title"},
		{"title is too long", map[string]any{"casino_name": "C", "title": strings.Repeat("x", 201)}, "title"},
		{"rating is 0", map[string]any{"casino_name": "C", "title": "T", "rating": 0}, "rating"},
		{"rating is 6", map[string]any{"casino_name": "C", "title": "T", "rating": 6}, "rating"},
		{"rating is not a whole number", map[string]any{"casino_name": "C", "title": "T", "rating": 2.5}, "rating"},
		{"denomination is 0", map[string]any{"casino_name": "C", "title": "T", "denomination": 0}, "denomination"},
		{"favorite is not true or false", map[string]any{"casino_name": "C", "title": "T", "favorite": "yes"}, "favorite"},
		{"machine_id is not a uuid", map[string]any{"machine_id": "m1", "rating": 3}, "machine_id"},
		{"notes are too long", map[string]any{"casino_name": "C", "title": "T", "notes": strings.Repeat("x", 2001)}, "notes"},
	}
	for _, tt := range invalid {
		t.Run("400 when "+tt.name, func(t *testing.T) {
			before := h.Count(t, "machines", "account_id = ?", ann.Account.ID)
			ann.Action(t, "save_machine", tt.fields).WantInvalid(t, tt.field)
			if after := h.Count(t, "machines", "account_id = ?", ann.Account.ID); after != before {
				t.Errorf("a rejected request wrote %d machines", after-before)
			}
		})
	}

	bobs := addMachine(t, bob, "Wynn", "Bob's Wheel", false).String()
	for name, id := range map[string]string{"another player's machine": bobs, "a machine that does not exist": uuid.NewString()} {
		t.Run("404 when updating "+name, func(t *testing.T) {
			ann.Action(t, "save_machine", map[string]any{"machine_id": id, "title": "Mine now"}).WantError(t, http.StatusNotFound, "not_found", id)
		})
	}
	if row := apitest.Read[persistence.Machine](t, h, bobs); row.Title != "Bob's Wheel" {
		t.Errorf("bob's machine title = %q, want it unchanged", row.Title)
	}

	t.Run("a key without write is refused with 403", func(t *testing.T) {
		ann.WithKey(t, "read").Action(t, "save_machine", map[string]any{"casino_name": "C", "title": "T"}).
			WantError(t, http.StatusForbidden, "insufficient_scope", `"write"`)
	})
}
