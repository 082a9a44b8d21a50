package hostbook_test

import (
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"
)

func TestHostDashboard(t *testing.T) {
	h := apitest.NewAt(t, now)
	host := h.NewHost(t)
	ann := bookPlayer(t, h, host, "Ann Archer")
	bob := bookPlayer(t, h, host, "Bob Baker")
	tier(t, ann, "Bellagio", "Platinum")
	session(t, ann, now.Add(-24*time.Hour), apitest.USDPtr(240.0), true)
	session(t, ann, now.Add(-48*time.Hour), apitest.USDPtr(60.0), true)
	annTrip := trip(t, ann, "Aria", "2026-06-20")
	annOffer := offer(t, ann, "Aria", persistence.OfferAvailable, "2026-06-30")

	silent := h.NewPlayer(t, "read") // connected, not consenting: never shown
	h.Connect(t, host, silent, now)
	tier(t, silent, "Wynn", "Black")

	lead := func(from *apitest.Player, to *apitest.Player, decision string, age time.Duration, message string) uuid.UUID {
		t.Helper()
		l := &persistence.Lead{ID: uuid.New(), HostID: to.Account.ID, PlayerID: from.Account.ID, Message: &message,
			Decision: decision, Status: persistence.LeadNew, CreatedAt: ts(now.Add(-age)), UpdatedAt: ts(now.Add(-age))}
		h.Insert(t, l)
		return l.ID
	}
	carl := h.NewPlayer(t, "read")
	carl.SetName(t, "Carl Cole")
	dana := h.NewPlayer(t, "read")
	dana.SetName(t, "Dana Diaz")
	dana.Profile(t, "dana_d")
	ed := h.NewPlayer(t, "read")
	carlLead := lead(carl, host, persistence.LeadPending, 3*time.Hour, "Looking for a host at Aria")
	danaLead := lead(dana, host, persistence.LeadPending, time.Hour, "Hi!")
	lead(ann, host, persistence.LeadAccepted, 100*time.Hour, "")
	lead(ed, host, persistence.LeadDeclined, 2*time.Hour, "")
	lead(ed, h.NewHost(t), persistence.LeadPending, time.Minute, "for another host")

	t.Run("the dashboard shows the consenting book with its records and the open leads", func(t *testing.T) {
		res := host.Action(t, "host_dashboard", nil)
		data := res.Data(t)
		if data["as_of"] != "2026-06-15" {
			t.Errorf("as_of = %v, want 2026-06-15", data["as_of"])
		}
		if got := apitest.IDs(t, data["players"]); !slices.Equal(got, []string{str(ann), str(bob)}) {
			t.Fatalf("players = %v, want [ann bob]", got)
		}
		if apitest.NumText(t, data["player_count"]) != "2" {
			t.Errorf("player_count = %v, want 2", data["player_count"])
		}
		a := data["players"].([]any)[0].(map[string]any)
		if a["name"] != "Ann Archer" {
			t.Errorf("name = %v", a["name"])
		}
		if tiers := a["tiers"].([]any); len(tiers) != 1 || tiers[0].(map[string]any)["tier"] != "Platinum" {
			t.Errorf("tiers = %v, want Bellagio Platinum", tiers)
		}
		if adt := a["adt"].(map[string]any); apitest.NumText(t, adt["value"]) != "150.00" {
			t.Errorf("adt = %v, want 300 theo over 2 days = 150", adt)
		}
		if got := apitest.IDs(t, a["upcoming_trips"]); !slices.Equal(got, []string{annTrip.ID.String()}) {
			t.Errorf("upcoming_trips = %v", got)
		}
		if got := apitest.IDs(t, a["expiring_offers"]); !slices.Equal(got, []string{annOffer.ID.String()}) {
			t.Errorf("expiring_offers = %v", got)
		}
		b := data["players"].([]any)[1].(map[string]any)
		for _, k := range []string{"tiers", "upcoming_trips", "expiring_offers"} {
			if l, ok := b[k].([]any); !ok || len(l) != 0 {
				t.Errorf("bob's %s = %v, want []", k, b[k])
			}
		}
		if got := apitest.IDs(t, data["open_leads"]); !slices.Equal(got, []string{danaLead.String(), carlLead.String()}) {
			t.Errorf("open_leads = %v, want the pending ones newest first [dana carl]", got)
		}
		if apitest.NumText(t, data["open_lead_count"]) != "2" {
			t.Errorf("open_lead_count = %v, want 2", data["open_lead_count"])
		}
		d := data["open_leads"].([]any)[0].(map[string]any)
		player := d["player"].(map[string]any)
		if player["name"] != "Dana Diaz" || player["handle"] != "dana_d" || d["message"] != "Hi!" || d["decision"] != "pending" {
			t.Errorf("dana's lead = %v", d)
		}
		if body := string(res.Body); strings.Contains(body, str(silent)) || strings.Contains(body, "Wynn") {
			t.Errorf("the dashboard shows the non-consenting player: %s", body)
		}
	})

	t.Run("limit and offset page the players, and player_count stays the book's size", func(t *testing.T) {
		data := host.MustAction(t, "host_dashboard", map[string]any{"limit": 1, "offset": 1})
		if got := apitest.IDs(t, data["players"]); !slices.Equal(got, []string{str(bob)}) {
			t.Errorf("players = %v, want [bob]", got)
		}
		if apitest.NumText(t, data["player_count"]) != "2" {
			t.Errorf("player_count = %v, want 2", data["player_count"])
		}
	})

	t.Run("a new host sees an empty book and no leads", func(t *testing.T) {
		res := h.NewHost(t).Action(t, "host_dashboard", nil)
		res.Data(t)
		for _, part := range []string{`"players":[]`, `"player_count":0`, `"open_leads":[]`, `"open_lead_count":0`} {
			if !containsJSON(res.Body, part) {
				t.Errorf("body %s lacks %s", res.Body, part)
			}
		}
	})

	t.Run("400 when limit is out of range", func(t *testing.T) {
		host.Action(t, "host_dashboard", map[string]any{"limit": 500}).WantInvalid(t, "limit")
	})

	t.Run("a host key without the host scope is refused with 403", func(t *testing.T) {
		host.WithKey(t, "read,write,tax").Action(t, "host_dashboard", nil).
			WantError(t, http.StatusForbidden, "insufficient_scope", `"host"`)
	})

	t.Run("a host key without read is refused with 403", func(t *testing.T) {
		host.WithKey(t, "write,host").Action(t, "host_dashboard", nil).
			WantError(t, http.StatusForbidden, "insufficient_scope", `"read"`)
	})

	t.Run("a player account is refused even with a key holding host", func(t *testing.T) {
		h.NewPlayer(t, "read,host").Action(t, "host_dashboard", nil).
			WantError(t, http.StatusForbidden, "insufficient_scope", `"host"`)
	})
}
