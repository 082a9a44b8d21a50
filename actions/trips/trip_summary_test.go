package trips_test

import (
	"net/http"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"
)

// session is a session row for a trip summary: started at start, ended
// minutes later (open when minutes is 0).
type session struct {
	trip      any
	game      string
	start     string
	minutes   int
	coinIn    *domain.Money
	avgBet    *domain.Money
	theo      *domain.Money
	netResult float64 // dollars
}

func addSessions(t *testing.T, p *apitest.Player, sessions ...session) {
	t.Helper()
	for _, s := range sessions {
		start, err := time.Parse(time.RFC3339, s.start)
		if err != nil {
			t.Fatal(err)
		}
		row := persistence.Session{CasinoName: "Bellagio", GameType: s.game, BuyIn: apitest.USD(100),
			CoinIn: s.coinIn, AvgBet: s.avgBet, Theo: s.theo, StartedAt: domain.NewTimestamp(start)}
		if s.trip != nil {
			id := uuid.MustParse(s.trip.(string))
			row.TripID = &id
		}
		if s.minutes > 0 {
			end := domain.NewTimestamp(start.Add(time.Duration(s.minutes) * time.Minute))
			row.EndedAt, row.DurationMinutes, row.NetResult = &end, &s.minutes, apitest.USDPtr(s.netResult)
		}
		p.Session(t, row)
	}
}

func at(s string) domain.Timestamp {
	v, err := time.Parse(time.RFC3339, s)
	if err != nil {
		panic(err)
	}
	return domain.NewTimestamp(v)
}

func TestTripSummary(t *testing.T) {
	h := apitest.New(t, apitest.Options{})
	ann := h.NewPlayer(t, "read,write")
	bob := h.NewPlayer(t, "read,write")

	trip := newTrip(t, ann, map[string]any{"casino_name": "Bellagio", "start_date": "2026-03-01", "end_date": "2026-03-03"})
	other := newTrip(t, ann, map[string]any{"casino_name": "Bellagio", "start_date": "2026-03-01"})
	addSessions(t, ann,
		// slots, 2 h, $1,000 coin-in, theo from the statewide slot hold (7.2%): 72.00
		session{trip: trip["id"], game: "slots", start: "2026-03-01T10:00:00Z", minutes: 120, coinIn: apitest.USDPtr(1000.0), netResult: -150},
		// blackjack, 1.5 h at $20: 20 × 70 hands × 1.5 h × 0.5% = 10.50
		session{trip: trip["id"], game: "blackjack", start: "2026-03-02T20:00:00Z", minutes: 90, avgBet: apitest.USDPtr(20.0), netResult: 200},
		// poker: no house edge, so no theo
		session{trip: trip["id"], game: "poker", start: "2026-03-02T23:00:00Z", minutes: 60, netResult: 50},
		// a stored theo is used as is
		session{trip: trip["id"], game: "craps", start: "2026-03-03T12:00:00Z", minutes: 30, theo: apitest.USDPtr(5.55), netResult: -20},
		// still open: counted, but adds no hours and no result
		session{trip: trip["id"], game: "slots", start: "2026-03-03T13:00:00Z"},
		// not this trip's
		session{trip: other["id"], game: "slots", start: "2026-03-01T11:00:00Z", minutes: 60, coinIn: apitest.USDPtr(9999.0), netResult: -999},
		session{game: "slots", start: "2026-03-02T11:00:00Z", minutes: 60, coinIn: apitest.USDPtr(9999.0), netResult: -999},
	)
	for _, o := range []persistence.Offer{
		{CasinoName: "Bellagio", Value: apitest.USDPtr(100.0), Status: "redeemed", ExpirationDate: apitest.Date(t, "2026-03-02"), CreatedAt: at("2026-02-20T09:00:00Z")},
		{CasinoName: "BELLAGIO", Value: apitest.USDPtr(25.0), Status: "available", CreatedAt: at("2026-03-02T18:00:00Z")},
		{CasinoName: "Bellagio", Value: apitest.USDPtr(40.0), Status: "available", ExpirationDate: apitest.Date(t, "2026-02-01"), CreatedAt: at("2026-01-01T09:00:00Z")},
		{CasinoName: "Wynn", Value: apitest.USDPtr(60.0), Status: "available", CreatedAt: at("2026-03-02T09:00:00Z")},
	} {
		ann.Offer(t, o)
	}

	t.Run("the figures add up the trip's own sessions and the offers tied to it", func(t *testing.T) {
		data := ann.MustAction(t, "trip_summary", map[string]any{"trip_id": trip["id"]})
		want := map[string]string{
			"sessions": "5", "open_sessions": "1", "hours": "5", "coin_in": "1000.00", "net_result": "80.00",
			"theo": "88.05", "theo_sessions": "3", "gaming_days": "3", "adt": "29.35",
			"offers_count": "2", "offers_value": "125.00", "redeemed_value": "100.00",
		}
		for k, v := range want {
			if got := apitest.NumText(t, data[k]); got != v {
				t.Errorf("%s = %q, want %s", k, got, v)
			}
		}
		if data["coin_in_source"] != "sessions" {
			t.Errorf("coin_in_source = %v, want sessions (the trip has no coin_in of its own)", data["coin_in_source"])
		}
		if tr := data["trip"].(map[string]any); tr["id"] != trip["id"] {
			t.Errorf("trip = %v, want the trip summed up", tr)
		}
		offers := data["offers"].([]any)
		if len(offers) != 2 {
			t.Fatalf("offers = %v, want the two Bellagio offers of the trip's dates", offers)
		}
	})

	t.Run("the trip's own coin_in wins over its sessions'", func(t *testing.T) {
		ann.MustAction(t, "update_trip", map[string]any{"trip_id": trip["id"], "coin_in": 5000})
		data := ann.MustAction(t, "trip_summary", map[string]any{"trip_id": trip["id"]})
		if apitest.NumText(t, data["coin_in"]) != "5000.00" || data["coin_in_source"] != "trip" {
			t.Errorf("coin_in = %v from %v, want 5000 from trip", data["coin_in"], data["coin_in_source"])
		}
	})

	t.Run("a trip without sessions or dates has null figures where nothing is known", func(t *testing.T) {
		empty := newTrip(t, ann, map[string]any{"casino_name": "Bellagio"})
		data := ann.MustAction(t, "trip_summary", map[string]any{"trip_id": empty["id"]})
		for _, k := range []string{"coin_in", "coin_in_source", "net_result", "theo", "adt"} {
			if v, ok := data[k]; !ok || v != nil {
				t.Errorf("%s = %v (present %v), want null", k, v, ok)
			}
		}
		for _, k := range []string{"sessions", "hours", "gaming_days", "offers_count"} {
			if apitest.NumText(t, data[k]) != "0" {
				t.Errorf("%s = %v, want 0", k, data[k])
			}
		}
		if offers, ok := data["offers"].([]any); !ok || len(offers) != 0 {
			t.Errorf("offers = %v, want [] (no dates, no offers tied)", data["offers"])
		}
	})

	bobs := newTrip(t, bob, map[string]any{"casino_name": "Bellagio"})
	notFound := []struct {
		name string
		id   any
	}{
		{"another player's trip", bobs["id"]},
		{"a trip that does not exist", uuid.NewString()},
	}
	for _, tt := range notFound {
		t.Run("404 for "+tt.name, func(t *testing.T) {
			ann.Action(t, "trip_summary", map[string]any{"trip_id": tt.id}).WantError(t, http.StatusNotFound, "not_found", "No trip has the id")
		})
	}

	invalid := []struct {
		name   string
		fields map[string]any
	}{
		{"trip_id is missing", map[string]any{}},
		{"trip_id is not a uuid", map[string]any{"trip_id": "x"}},
	}
	for _, tt := range invalid {
		t.Run("400 when "+tt.name, func(t *testing.T) {
			ann.Action(t, "trip_summary", tt.fields).WantInvalid(t, "trip_id")
		})
	}

	t.Run("a key without read is refused with 403", func(t *testing.T) {
		ann.WithKey(t, "write").Action(t, "trip_summary", map[string]any{"trip_id": trip["id"]}).
			WantError(t, http.StatusForbidden, "insufficient_scope", `"read"`)
	})
}
