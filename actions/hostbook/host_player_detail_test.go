package hostbook_test

import (
	"encoding/json"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"
)

func TestHostPlayerDetail(t *testing.T) {
	h := apitest.NewAt(t, now)
	host := h.NewHost(t)
	ann := bookPlayer(t, h, host, "Ann Archer")
	ann.Profile(t, "ann_detail")
	tier(t, ann, "Bellagio", "Platinum")
	tier(t, ann, "Aria", "Gold")

	day := func(s string, hour int) time.Time {
		d := apitest.Date(t, s).Time()
		return d.Add(time.Duration(hour) * time.Hour)
	}
	session(t, ann, day("2026-06-14", 10), apitest.USDPtr(100.0), true)
	session(t, ann, day("2026-06-14", 15), apitest.USDPtr(50.0), true)   // same gaming day
	session(t, ann, day("2026-03-18", 1), apitest.USDPtr(30.0), true)    // first day of the 90
	session(t, ann, day("2026-03-17", 23), apitest.USDPtr(1000.0), true) // the day before: out
	session(t, ann, day("2026-06-15", 9), apitest.USDPtr(500.0), false)  // still open: out
	session(t, ann, day("2026-06-10", 20), nil, true)                    // poker: theo unknown

	today := trip(t, ann, "Wynn", "2026-06-15")
	later := trip(t, ann, "Aria", "2026-07-01")
	trip(t, ann, "Bellagio", "2026-06-01") // past
	soonest := offer(t, ann, "Aria", persistence.OfferAvailable, "2026-06-15")
	last := offer(t, ann, "Bellagio", persistence.OfferAvailable, "2026-07-15")
	offer(t, ann, "Wynn", persistence.OfferAvailable, "2026-07-16") // 31 days out
	offer(t, ann, "Wynn", persistence.OfferAvailable, "2026-06-14") // expired yesterday
	offer(t, ann, "Wynn", persistence.OfferRedeemed, "2026-06-20")  // used
	otherHost := h.NewHost(t)
	h.Insert(t,
		&persistence.HostNote{ID: uuid.New(), HostID: host.Account.ID, PlayerID: ann.Account.ID, Note: "likes craps", CreatedAt: ts(now.Add(-2 * time.Hour))},
		&persistence.HostNote{ID: uuid.New(), HostID: host.Account.ID, PlayerID: ann.Account.ID, Note: "birthday in July", CreatedAt: ts(now.Add(-time.Hour))},
		&persistence.HostNote{ID: uuid.New(), HostID: otherHost.Account.ID, PlayerID: ann.Account.ID, Note: "another host's note", CreatedAt: ts(now)},
	)

	t.Run("the summary shows tiers, the 90-day ADT, upcoming trips, expiring offers and the host's notes", func(t *testing.T) {
		res := host.Action(t, "host_player_detail", map[string]any{"player_id": str(ann)})
		var body struct {
			Data struct {
				Player struct {
					ID     string  `json:"id"`
					Name   string  `json:"name"`
					Handle *string `json:"handle"`
					Tiers  []struct {
						CasinoName string `json:"casino_name"`
						Tier       string `json:"tier"`
					} `json:"tiers"`
					ADT struct {
						Value               *float64 `json:"value"`
						Theo                float64  `json:"theo"`
						GamingDays          int      `json:"gaming_days"`
						Sessions            int      `json:"sessions"`
						SessionsWithoutTheo int      `json:"sessions_without_theo"`
						From                string   `json:"from"`
						To                  string   `json:"to"`
					} `json:"adt"`
					UpcomingTrips  []map[string]any `json:"upcoming_trips"`
					ExpiringOffers []map[string]any `json:"expiring_offers"`
					Notes          []struct {
						Note string `json:"note"`
					} `json:"notes"`
				} `json:"player"`
			} `json:"data"`
		}
		if res.Status != http.StatusOK {
			t.Fatalf("status %d: %s", res.Status, res.Body)
		}
		if err := json.Unmarshal(res.Body, &body); err != nil {
			t.Fatal(err)
		}
		p := body.Data.Player
		if p.ID != str(ann) || p.Name != "Ann Archer" || p.Handle == nil || *p.Handle != "ann_detail" {
			t.Errorf("player = %s %q %v, want ann with her handle", p.ID, p.Name, p.Handle)
		}
		if len(p.Tiers) != 2 || p.Tiers[0].CasinoName != "Aria" || p.Tiers[0].Tier != "Gold" || p.Tiers[1].Tier != "Platinum" {
			t.Errorf("tiers = %+v, want Aria Gold then Bellagio Platinum", p.Tiers)
		}
		a := p.ADT
		if a.Value == nil || *a.Value != 90 || a.Theo != 180 || a.GamingDays != 2 || a.Sessions != 3 || a.SessionsWithoutTheo != 1 {
			t.Errorf("adt = %+v (value %v), want 180 theo over 2 gaming days = 90, 3 sessions, 1 without theo", a, a.Value)
		}
		if a.From != "2026-03-18" || a.To != "2026-06-15" {
			t.Errorf("adt window %s..%s, want 2026-03-18..2026-06-15", a.From, a.To)
		}
		var tripIDs []string
		for _, tr := range p.UpcomingTrips {
			tripIDs = append(tripIDs, tr["id"].(string))
			if _, ok := tr["notes"]; ok {
				t.Errorf("a trip shows its private notes: %v", tr)
			}
		}
		if want := []string{today.ID.String(), later.ID.String()}; !slices.Equal(tripIDs, want) {
			t.Errorf("upcoming trips = %v, want today's then July's %v", tripIDs, want)
		}
		var offerIDs []string
		for _, o := range p.ExpiringOffers {
			offerIDs = append(offerIDs, o["id"].(string))
			if _, ok := o["code"]; ok {
				t.Errorf("an offer shows its code: %v", o)
			}
		}
		if want := []string{soonest.ID.String(), last.ID.String()}; !slices.Equal(offerIDs, want) {
			t.Errorf("expiring offers = %v, want the available ones expiring 2026-06-15..2026-07-15 %v", offerIDs, want)
		}
		var notes []string
		for _, n := range p.Notes {
			notes = append(notes, n.Note)
		}
		if want := []string{"birthday in July", "likes craps"}; !slices.Equal(notes, want) {
			t.Errorf("notes = %v, want this host's notes newest first %v", notes, want)
		}
		if strings.Contains(string(res.Body), "SECRET-CODE") || strings.Contains(string(res.Body), "private trip notes") {
			t.Errorf("the summary leaks offer codes or trip notes: %s", res.Body)
		}
	})

	t.Run("a player with no closed sessions has an unknown ADT with a note, and empty lists", func(t *testing.T) {
		bare := bookPlayer(t, h, host, "Bare Player")
		session(t, bare, now.Add(-time.Hour), apitest.USDPtr(10.0), false)
		p := host.MustAction(t, "host_player_detail", map[string]any{"player_id": str(bare)})["player"].(map[string]any)
		adt := p["adt"].(map[string]any)
		if v, ok := adt["value"]; !ok || v != nil {
			t.Errorf("adt.value = %v, want null", v)
		}
		if note, _ := adt["note"].(string); !strings.Contains(note, "unknown") {
			t.Errorf("adt.note = %q, want it to say why the ADT is unknown", note)
		}
		for _, k := range []string{"tiers", "upcoming_trips", "expiring_offers", "notes"} {
			if l, ok := p[k].([]any); !ok || len(l) != 0 {
				t.Errorf("%s = %v, want []", k, p[k])
			}
		}
	})

	silent := h.NewPlayer(t, "read")
	h.Connect(t, host, silent, now)
	withdrawn := h.NewPlayer(t, "read")
	h.Connect(t, host, withdrawn, now)
	withdrawn.Consent(t, persistence.ConsentShareWithHosts, true, now.Add(-2*time.Hour))
	withdrawn.Consent(t, persistence.ConsentShareWithHosts, false, now.Add(-time.Hour))
	stranger := h.NewPlayer(t, "read")
	stranger.Consent(t, persistence.ConsentShareWithHosts, true, now)
	theirs := bookPlayer(t, h, otherHost, "Their Player")
	for _, tt := range []struct {
		name string
		id   string
	}{
		{"a connected player who never granted share_with_hosts", str(silent)},
		{"a connected player who withdrew share_with_hosts", str(withdrawn)},
		{"a consenting player who is not connected", str(stranger)},
		{"another host's player", str(theirs)},
		{"an id that does not exist", uuid.NewString()},
	} {
		t.Run("404 not_found for "+tt.name, func(t *testing.T) {
			e := host.Action(t, "host_player_detail", map[string]any{"player_id": tt.id}).
				WantError(t, http.StatusNotFound, "not_found", tt.id)
			if want := `No player has the id "` + tt.id + `".`; e.Message != want {
				t.Errorf("message %q, want exactly %q (never telling the cases apart)", e.Message, want)
			}
		})
	}

	for _, tt := range []struct {
		name   string
		fields map[string]any
	}{
		{"player_id is missing", map[string]any{}},
		{"player_id is not a uuid", map[string]any{"player_id": "ann"}},
		{"player_id is not a string", map[string]any{"player_id": 42}},
	} {
		t.Run("400 when "+tt.name, func(t *testing.T) {
			host.Action(t, "host_player_detail", tt.fields).WantInvalid(t, "player_id")
		})
	}

	t.Run("a host key without the host scope is refused with 403", func(t *testing.T) {
		host.WithKey(t, "read,write,tax").Action(t, "host_player_detail", map[string]any{"player_id": str(ann)}).
			WantError(t, http.StatusForbidden, "insufficient_scope", `"host"`)
	})

	t.Run("a player account holding a host key and a connection row is still refused", func(t *testing.T) {
		p := h.NewPlayer(t, "read,host")
		h.Connect(t, p, ann, now)
		p.Action(t, "host_player_detail", map[string]any{"player_id": str(ann)}).
			WantError(t, http.StatusForbidden, "insufficient_scope", `"host"`)
	})
}
