package sessions_test

import (
	"net/http"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"
)

func TestListSessions(t *testing.T) {
	h := apitest.NewAt(t, t0)
	ann := h.NewPlayer(t, "read,write")
	bob := h.NewPlayer(t, "read,write")
	trip := addTrip(t, ann)

	// Ann's sessions, oldest first; "pst" started late on 1 March in
	// California, which is 2 March in UTC.
	at := func(s string) time.Time {
		v, err := time.Parse(time.RFC3339, s)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	add := func(p *apitest.Player, casino, game, start string, open bool, tripID *uuid.UUID) string {
		s := persistence.Session{TripID: tripID, CasinoName: casino, GameType: game,
			StartedAt: domain.NewTimestamp(at(start)), CreatedAt: domain.NewTimestamp(t0)}
		if !open {
			s = apitest.Closed(s, 60, 0)
		}
		return p.Session(t, s).ID.String()
	}
	feb := add(ann, "Wynn Las Vegas", "blackjack", "2026-02-28T20:00:00Z", false, nil)
	pst := add(ann, "Bellagio", "slots", "2026-03-01T23:30:00-08:00", false, &trip)
	mar3 := add(ann, "bellagio", "craps", "2026-03-03T12:00:00Z", false, &trip)
	live := add(ann, "Wynn Las Vegas", "slots", "2026-03-04T17:00:00Z", true, nil)
	add(bob, "Bellagio", "slots", "2026-03-02T12:00:00Z", false, nil)

	cases := []struct {
		name   string
		fields map[string]any
		want   []string
		count  float64
	}{
		{"all of the player's sessions, newest first", map[string]any{}, []string{live, mar3, pst, feb}, 4},
		{"the sessions of one trip", map[string]any{"trip_id": trip.String()}, []string{mar3, pst}, 2},
		{"casino_name ignoring case and spacing", map[string]any{"casino_name": "  BELLAGIO "}, []string{mar3, pst}, 2},
		{"one game type", map[string]any{"game_type": "slots"}, []string{live, pst}, 2},
		{"from and to on the UTC date of started_at, both inclusive", map[string]any{"from": "2026-03-02", "to": "2026-03-03"}, []string{mar3, pst}, 2},
		{"from alone", map[string]any{"from": "2026-03-03"}, []string{live, mar3}, 2},
		{"to alone", map[string]any{"to": "2026-03-01"}, []string{feb}, 1},
		{"open sessions only", map[string]any{"open": true}, []string{live}, 1},
		{"closed sessions only", map[string]any{"open": false}, []string{mar3, pst, feb}, 3},
		{"a page, with count the total that match", map[string]any{"limit": 2, "offset": 1}, []string{mar3, pst}, 4},
		{"filters together", map[string]any{"game_type": "slots", "open": false, "casino_name": "bellagio"}, []string{pst}, 1},
		{"an empty array when nothing matches", map[string]any{"game_type": "keno"}, []string{}, 0},
	}
	for _, tt := range cases {
		t.Run("lists "+tt.name, func(t *testing.T) {
			data := ann.MustAction(t, "list_sessions", tt.fields)
			got := apitest.IDs(t, data["sessions"])
			if len(got) != len(tt.want) {
				t.Fatalf("sessions = %v, want %v", got, tt.want)
			}
			for i := range got {
				if got[i] != tt.want[i] {
					t.Errorf("sessions[%d] = %s, want %s", i, got[i], tt.want[i])
				}
			}
			apitest.WantNum(t, data, "count", tt.count)
		})
	}

	t.Run("each session carries its status", func(t *testing.T) {
		raw := ann.MustAction(t, "list_sessions", map[string]any{"limit": 1})["sessions"].([]any)
		if s := raw[0].(map[string]any); s["status"] != "open" || s["id"] != live {
			t.Errorf("first session = %v, want the open one with status open", s)
		}
	})

	invalid := []struct {
		name   string
		fields map[string]any
		field  string
	}{
		{"to is before from", map[string]any{"from": "2026-03-03", "to": "2026-03-02"}, "to"},
		{"from is not a date", map[string]any{"from": "03/02/2026"}, "from"},
		{"game_type is not in the list", map[string]any{"game_type": "bingo"}, "game_type"},
		{"trip_id is not a uuid", map[string]any{"trip_id": "x"}, "trip_id"},
		{"open is not true or false", map[string]any{"open": "yes"}, "open"},
		{"limit is 0", map[string]any{"limit": 0}, "limit"},
		{"limit is above 200", map[string]any{"limit": 201}, "limit"},
		{"offset is negative", map[string]any{"offset": -1}, "offset"},
	}
	for _, tt := range invalid {
		t.Run("400 when "+tt.name, func(t *testing.T) {
			ann.Action(t, "list_sessions", tt.fields).WantInvalid(t, tt.field)
		})
	}

	t.Run("404 for another player's trip", func(t *testing.T) {
		id := addTrip(t, bob).String()
		ann.Action(t, "list_sessions", map[string]any{"trip_id": id}).WantError(t, http.StatusNotFound, "not_found", id)
	})

	t.Run("a key without read is refused with 403", func(t *testing.T) {
		ann.WithKey(t, "write").Action(t, "list_sessions", map[string]any{}).WantError(t, http.StatusForbidden, "insufficient_scope", `"read"`)
	})
}
