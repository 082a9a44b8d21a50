package taxreport_test

import (
	"strings"
	"testing"

	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"
)

func TestGenerateSessionLog(t *testing.T) {
	h := newHarness(t)
	ann := h.NewPlayer(t, "read,tax")
	buffalo := ann.Machine(t, persistence.Machine{CasinoName: joliet, Title: "Buffalo Gold"})
	slots := closed(t, ann, persistence.Session{CasinoName: joliet, GameType: "slots", MachineID: &buffalo.ID,
		Denomination: apitest.USDPtr(0.01), CoinIn: apitest.USDPtr(5000.0)}, "2025-03-01T20:00:00Z", 200, 1400) // +1200
	// An overnight blackjack session: 23:00 to 01:00 UTC.
	blackjack := closed(t, ann, persistence.Session{CasinoName: small, GameType: "blackjack",
		EndedAt: new(ts(t, "2025-04-02T01:00:00Z"))}, "2025-04-01T23:00:00Z", 500, 0) // -500
	keno := closed(t, ann, persistence.Session{CasinoName: "somewhere small", GameType: "keno"}, "2025-05-01T18:00:00Z", 20, 30)                 // +10
	ann.Session(t, persistence.Session{CasinoName: small, GameType: "slots", BuyIn: apitest.USD(100), StartedAt: ts(t, "2025-08-01T20:00:00Z")}) // open
	closed(t, ann, persistence.Session{CasinoName: small}, "2024-12-31T20:00:00Z", 100, 0)                                                       // 2024
	jackpot := w2g(t, h, ann, persistence.W2G{Payer: "harrah's  joliet casino & hotel", AmountWon: apitest.USD(2000)}, "2025-03-01")
	overnight := w2g(t, h, ann, persistence.W2G{Payer: "SOMEWHERE SMALL", GameType: "other", AmountWon: apitest.USD(800), Wager: apitest.USDPtr(1.0)}, "2025-04-02")
	otherCasino := w2g(t, h, ann, persistence.W2G{Payer: "Bellagio Hotel and Casino", AmountWon: apitest.USD(1300)}, "2025-03-01")
	otherDay := w2g(t, h, ann, persistence.W2G{Payer: small, AmountWon: apitest.USD(1500), GameType: "keno"}, "2025-05-02")

	data := ann.Call(t, path, "generate_session_log", map[string]any{"tax_year": 2025}).Data(t)

	t.Run("one row per closed session of the year, oldest first, with what a gambling diary holds", func(t *testing.T) {
		rows := apitest.Array(t, data["sessions"])
		apitest.WantNum(t, data, "count", 3)
		apitest.WantNum(t, data, "tax_year", 2025)
		if len(rows) != 3 {
			t.Fatalf("sessions = %v, want 3", rows)
		}
		r0, r1, r2 := apitest.Object(t, rows[0]), apitest.Object(t, rows[1]), apitest.Object(t, rows[2])

		wantStrings(t, "slots", r0, map[string]any{"session_id": slots.ID.String(), "date": "2025-03-01",
			"started_at": "2025-03-01T20:00:00Z", "ended_at": "2025-03-01T22:00:00Z", "casino": joliet, "address": "Joliet, IL",
			"game": "slots", "machine": "Buffalo Gold"})
		wantNumbers(t, "slots", r0, map[string]float64{"denomination": 0.01, "buy_in": 200, "cash_out": 1400, "coin_in": 5000, "result": 1200})
		wantIDs(t, "slots w2g_ids", r0["w2g_ids"], jackpot.ID.String())

		wantStrings(t, "blackjack", r1, map[string]any{"session_id": blackjack.ID.String(), "date": "2025-04-01",
			"ended_at": "2025-04-02T01:00:00Z", "casino": small, "game": "blackjack", "machine": "table"})
		apitest.WantNull(t, r1, "address")
		apitest.WantNull(t, r1, "coin_in")
		apitest.WantNull(t, r1, "denomination")
		wantNumbers(t, "blackjack", r1, map[string]float64{"buy_in": 500, "cash_out": 0, "result": -500})
		wantIDs(t, "blackjack w2g_ids (a win after midnight of an overnight session)", r1["w2g_ids"], overnight.ID.String())

		wantStrings(t, "keno", r2, map[string]any{"session_id": keno.ID.String(), "date": "2025-05-01", "casino": "somewhere small", "game": "keno"})
		apitest.WantNull(t, r2, "machine")
		wantNumbers(t, "keno", r2, map[string]float64{"buy_in": 20, "cash_out": 30, "result": 10})
		wantIDs(t, "keno w2g_ids (the W-2G is of the next day)", r2["w2g_ids"])
	})

	t.Run("W-2Gs that match no session are listed as unlinked", func(t *testing.T) {
		wantIDs(t, "unlinked_w2g_ids", data["unlinked_w2g_ids"], otherCasino.ID.String(), otherDay.ID.String())
	})

	t.Run("totals add up the rows", func(t *testing.T) {
		// buy-in 200 + 500 + 20; cash-out 1400 + 0 + 30; coin-in only the slots session's;
		// result 1200 - 500 + 10; wins 1200 + 10; losses 500.
		wantNumbers(t, "totals", apitest.Object(t, data["totals"]), map[string]float64{"session_count": 3, "buy_in": 720, "cash_out": 1430,
			"coin_in": 5000, "coin_in_missing": 2, "result": 710, "session_wins": 1210, "session_losses": 500})
		if !strings.Contains(data["disclaimer"].(string), "not tax advice") {
			t.Errorf("disclaimer = %v", data["disclaimer"])
		}
	})

	t.Run("Accept: text/csv answers the same rows as CSV", func(t *testing.T) {
		res, records := csvBody(t, ann, "generate_session_log", map[string]any{"tax_year": 2025}, nil)
		if cd := res.Header.Get("Content-Disposition"); !strings.Contains(cd, "generate_session_log.csv") {
			t.Errorf("Content-Disposition = %q", cd)
		}
		wantCSVMatches(t, records, sessionLogHeader, apitest.Array(t, data["sessions"]), nil,
			map[string]bool{"denomination": true, "buy_in": true, "cash_out": true, "coin_in": true, "result": true})
		if got := records[1][8]; got != "0.01" { // two decimals even for a penny denomination
			t.Errorf("denomination = %q", got)
		}
		if got := records[2][11]; got != "" {
			t.Errorf("coin_in of the blackjack session = %q, want empty for null", got)
		}
		if got := records[1][12]; got != "1200.00" {
			t.Errorf("result = %q, want 1200.00", got)
		}
	})

	t.Run("an Idempotency-Key replays the CSV answer as CSV", func(t *testing.T) {
		key := map[string]string{"Idempotency-Key": "2f0c6c2e-8d1b-4c8e-9a44-1f3e2d9b7a10"}
		first, _ := csvBody(t, ann, "generate_session_log", map[string]any{"tax_year": 2025}, key)
		closed(t, ann, persistence.Session{CasinoName: small}, "2025-09-01T10:00:00Z", 100, 0) // a change the replay must not show
		second, records := csvBody(t, ann, "generate_session_log", map[string]any{"tax_year": 2025}, key)
		if second.Header.Get("Idempotent-Replayed") != "true" {
			t.Errorf("Idempotent-Replayed = %q, want true", second.Header.Get("Idempotent-Replayed"))
		}
		if string(first.Body) != string(second.Body) || len(records) != 4 {
			t.Errorf("replay differs from the first answer:\n%s\n---\n%s", first.Body, second.Body)
		}
		if first.Header.Get("Idempotent-Replayed") != "" {
			t.Errorf("the first answer says it is replayed")
		}
	})

	t.Run("a year without sessions gives an empty log and a header-only CSV", func(t *testing.T) {
		bob := h.NewPlayer(t, "read,tax")
		empty := bob.Call(t, path, "generate_session_log", nil).Data(t)
		if len(apitest.Array(t, empty["sessions"])) != 0 || len(apitest.Array(t, empty["unlinked_w2g_ids"])) != 0 {
			t.Errorf("got %v", empty)
		}
		_, records := csvBody(t, bob, "generate_session_log", nil, nil)
		if len(records) != 1 {
			t.Errorf("CSV = %v, want the header only", records)
		}
	})
}

// sessionLogHeader is the CSV header the session log must have.
var sessionLogHeader = []string{"session_id", "date", "started_at", "ended_at", "casino", "address", "game", "machine",
	"denomination", "buy_in", "cash_out", "coin_in", "result", "w2g_ids"}

// wantIDs checks a JSON array of ids.
func wantIDs(t *testing.T, what string, got any, want ...string) {
	t.Helper()
	list := apitest.Array(t, got)
	ids := make([]string, len(list))
	for i, v := range list {
		ids[i], _ = v.(string)
	}
	if strings.Join(ids, ",") != strings.Join(want, ",") {
		t.Errorf("%s = %v, want %v", what, ids, want)
	}
}
