package transport_test

import (
	"encoding/json"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	_ "github.com/tierline/tierline/actions/all" // create_share_link and the actions that fill what links show
	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"
)

// shareStart is where the clock of the share-link tests starts.
var shareStart = time.Date(2026, 6, 15, 18, 30, 0, 0, time.UTC)

// shareLink creates a share link for p and returns its token.
func shareLink(t *testing.T, p *apitest.Player, fields map[string]any) (id, token string) {
	t.Helper()
	link := p.MustAction(t, "create_share_link", fields)["share_link"].(map[string]any)
	return link["id"].(string), link["token"].(string)
}

// openShared opens /s/{token} without a key.
func openShared(t *testing.T, h *apitest.Harness, token string) apitest.Response {
	t.Helper()
	return h.Do(t, http.MethodGet, "/s/"+token, nil, nil)
}

// sharedData opens /s/{token} without a key, checks the 200 answer is
// exactly {"data": {...}} and returns data.
func sharedData(t *testing.T, h *apitest.Harness, token string) map[string]any {
	t.Helper()
	res := openShared(t, h, token)
	if res.Status != http.StatusOK {
		t.Fatalf("GET /s/{token}: status %d, want 200: %s", res.Status, res.Body)
	}
	var body map[string]any
	res.JSON(t, &body)
	data, ok := body["data"].(map[string]any)
	if len(body) != 1 || !ok {
		t.Fatalf("body must be exactly {\"data\": {...}}, got %s", res.Body)
	}
	return data
}

// wantSharedNotFound checks the one answer for a link that does not work.
func wantSharedNotFound(t *testing.T, h *apitest.Harness, token string) {
	t.Helper()
	openShared(t, h, token).WantError(t, http.StatusNotFound, "not_found", "No share link has this token, or it has expired or been revoked.")
}

// keysOf lists an object's keys, sorted.
func keysOf(obj map[string]any) []string {
	keys := make([]string, 0, len(obj))
	for k := range obj {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// sorted returns a sorted copy.
func sorted(s []string) []string {
	s = slices.Clone(s)
	slices.Sort(s)
	return s
}

func TestSharedViewOpensWithoutAKeyUntilItExpires(t *testing.T) {
	h := apitest.New(t, apitest.Options{Clock: apitest.NewClock(shareStart)})
	ann := h.NewPlayer(t, "read,write")
	_, token := shareLink(t, ann, map[string]any{"resource_type": "tier_summary", "expires_in_days": 2})

	t.Run("no key is needed, and the answer says what it shows and until when", func(t *testing.T) {
		res := openShared(t, h, token)
		data := sharedData(t, h, token)
		if data["resource_type"] != "tier_summary" || data["expires_at"] != "2026-06-17T18:30:00Z" {
			t.Errorf("data = %v, want resource_type tier_summary and expires_at 2026-06-17T18:30:00Z", data)
		}
		if cc := res.Header.Get("Cache-Control"); cc != "no-store" {
			t.Errorf("Cache-Control = %q, want no-store (a revoked link must stop at once)", cc)
		}
		if res.Header.Get("X-RateLimit-Limit") == "" {
			t.Errorf("the public view carries no rate-limit headers: it must count against the address quota")
		}
	})

	t.Run("a second before expiry it still works", func(t *testing.T) {
		h.Clock.Set(shareStart.Add(48*time.Hour - time.Second))
		sharedData(t, h, token)
	})

	t.Run("from the expiry on it is the same 404 as an unknown token", func(t *testing.T) {
		h.Clock.Set(shareStart.Add(48 * time.Hour))
		wantSharedNotFound(t, h, token)
		h.Clock.Set(shareStart.Add(90 * 24 * time.Hour))
		wantSharedNotFound(t, h, token)
	})
}

func TestSharedViewOfARevokedOrUnknownTokenIs404(t *testing.T) {
	h := apitest.New(t, apitest.Options{Clock: apitest.NewClock(shareStart)})
	ann := h.NewPlayer(t, "read,write")

	t.Run("a revoked link is 404 at once", func(t *testing.T) {
		id, token := shareLink(t, ann, map[string]any{"resource_type": "visit_stats"})
		sharedData(t, h, token)
		ann.MustAction(t, "revoke_share_link", map[string]any{"share_link_id": id})
		wantSharedNotFound(t, h, token)
	})

	t.Run("a link to a deleted trip is 404", func(t *testing.T) {
		trip := ann.MustAction(t, "add_trip", map[string]any{"casino_name": "Wynn"})["trip"].(map[string]any)
		_, token := shareLink(t, ann, map[string]any{"resource_type": "trip", "resource_id": trip["id"]})
		ann.MustAction(t, "delete_trip", map[string]any{"trip_id": trip["id"]})
		wantSharedNotFound(t, h, token)
	})

	_, real := shareLink(t, ann, map[string]any{"resource_type": "visit_stats"})
	for _, tt := range []struct{ name, token string }{
		{"an unknown token of the right form", strings.Repeat("A", len(real))},
		{"a token one character off", real[:len(real)-1] + map[bool]string{true: "B", false: "A"}[real[len(real)-1] == 'A']},
		{"a short token", "abc"},
		{"a token too long to be real", strings.Repeat("A", 500)},
		{"a token with a NUL byte", real[:10] + "%00" + real[11:]},
		{"a token outside URL-safe base64", real[:10] + "%2B" + real[11:]},
	} {
		t.Run(tt.name+" is 404", func(t *testing.T) {
			wantSharedNotFound(t, h, tt.token)
		})
	}

	t.Run("a bad key is refused even on the public view", func(t *testing.T) {
		res := h.Do(t, http.MethodGet, "/s/"+real, nil, map[string]string{"Authorization": "Bearer tl_live_not_a_key"})
		if res.Status != http.StatusUnauthorized {
			t.Errorf("status %d with a bad key, want 401 as on every route", res.Status)
		}
	})
}

func TestSharedTripShowsTheSpecFieldsAndFiguresButNoNotesOrOwner(t *testing.T) {
	h := apitest.New(t, apitest.Options{Clock: apitest.NewClock(shareStart)})
	ann := h.NewPlayer(t, "read,write")
	trip := ann.MustAction(t, "add_trip", map[string]any{
		"casino_name": "Bellagio", "property": "Spa Tower", "start_date": "2026-06-01", "end_date": "2026-06-02",
		"notes": "private: marker note 7f3a",
	})["trip"].(map[string]any)
	tripID := uuid.MustParse(trip["id"].(string))
	started := domain.NewTimestamp(time.Date(2026, 6, 1, 20, 0, 0, 0, time.UTC))
	ann.Session(t, apitest.Closed(persistence.Session{TripID: &tripID, CasinoName: "Bellagio", GameType: "slots", BuyIn: apitest.USD(500),
		CoinIn: apitest.USDPtr(2000.0), StartedAt: started, Notes: new("session marker 9c1d")}, 120, -120))
	_, token := shareLink(t, ann, map[string]any{"resource_type": "trip", "resource_id": trip["id"]})

	res := openShared(t, h, token)
	data := sharedData(t, h, token)

	t.Run("the trip carries exactly the spec's Trip fields", func(t *testing.T) {
		got := data["trip"].(map[string]any)
		if !slices.Equal(keysOf(got), sorted(tripFields)) {
			t.Errorf("trip fields = %v, want %v", keysOf(got), sorted(tripFields))
		}
		if got["id"] != trip["id"] || got["casino_name"] != "Bellagio" || got["property"] != "Spa Tower" || got["start_date"] != "2026-06-01" {
			t.Errorf("trip = %v, want the shared trip", got)
		}
	})

	t.Run("the summary figures come from the trip's sessions", func(t *testing.T) {
		summary := data["summary"].(map[string]any)
		want := map[string]string{"sessions": "1", "hours": "2", "coin_in": "2000.00", "net_result": "-120.00", "theo": "144.00", "gaming_days": "1", "adt": "144.00"}
		for k, v := range want {
			if n, ok := summary[k].(json.Number); !ok || n.String() != v {
				t.Errorf("summary.%s = %v, want %s", k, summary[k], v)
			}
		}
		if _, ok := summary["offers"]; ok {
			t.Errorf("the summary lists the owner's offers: %v", summary["offers"])
		}
	})

	t.Run("nothing private reaches the page", func(t *testing.T) {
		for _, secret := range []string{"marker note 7f3a", "session marker 9c1d", ann.Account.Email, ann.Account.ID.String(), `"notes"`, `"email"`, `"account_id"`} {
			if strings.Contains(string(res.Body), secret) {
				t.Errorf("the shared trip shows %q: %s", secret, res.Body)
			}
		}
		if strings.Contains(string(res.Body), ann.Key) {
			t.Errorf("the shared trip shows the owner's key")
		}
	})

	t.Run("only resource_type, expires_at, trip and summary are shown", func(t *testing.T) {
		if got, want := keysOf(data), []string{"expires_at", "resource_type", "summary", "trip"}; !slices.Equal(got, want) {
			t.Errorf("data keys = %v, want %v", got, want)
		}
	})
}

func TestSharedTierSummaryShowsTheOwnersTiers(t *testing.T) {
	h := apitest.New(t, apitest.Options{Clock: apitest.NewClock(shareStart)})
	ann := h.NewPlayer(t, "read,write")
	bob := h.NewPlayer(t, "read,write")
	ann.Tier(t, persistence.UserTier{CasinoName: "Wynn", Tier: "Platinum", PointsBalance: 12000, PointsNeeded: 3000, YTDCoinIn: apitest.USD(50000), YTDTheo: apitest.USD(1200)})
	ann.Tier(t, persistence.UserTier{CasinoName: "Caesars Palace", Tier: "Diamond", PointsBalance: 20000})
	bob.Tier(t, persistence.UserTier{CasinoName: "Aria", Tier: "Noir"})
	_, token := shareLink(t, ann, map[string]any{"resource_type": "tier_summary"})
	data := sharedData(t, h, token)

	tiers, _ := data["tiers"].([]any)
	if len(tiers) != 2 {
		t.Fatalf("tiers = %v, want ann's two tiers", data["tiers"])
	}
	for i, want := range []string{"Caesars Palace", "Wynn"} {
		tier := tiers[i].(map[string]any)
		if !slices.Equal(keysOf(tier), sorted(userTierFields)) {
			t.Errorf("tier fields = %v, want the UserTier fields %v", keysOf(tier), sorted(userTierFields))
		}
		if tier["casino_name"] != want {
			t.Errorf("tiers[%d] = %v, want %s (by casino name)", i, tier["casino_name"], want)
		}
	}
	if got, want := keysOf(data), []string{"expires_at", "resource_type", "tiers"}; !slices.Equal(got, want) {
		t.Errorf("data keys = %v, want %v", got, want)
	}

	t.Run("an owner without tiers shares an empty array", func(t *testing.T) {
		cy := h.NewPlayer(t, "write")
		_, token := shareLink(t, cy, map[string]any{"resource_type": "tier_summary"})
		if tiers, ok := sharedData(t, h, token)["tiers"].([]any); !ok || len(tiers) != 0 {
			t.Errorf("tiers = %v, want []", tiers)
		}
	})
}

func TestSharedVisitStatsAreWhatVisitStatsReturns(t *testing.T) {
	h := apitest.New(t, apitest.Options{Clock: apitest.NewClock(shareStart)})
	ann := h.NewPlayer(t, "read,write")
	for _, v := range []struct{ casino, on string }{{"Wynn", "2026-04-03"}, {"Wynn", "2026-05-09"}, {"Aria", "2026-06-01"}, {"Aria", "2025-12-31"}} {
		ann.MustAction(t, "check_in", map[string]any{"casino_name": v.casino, "visited_on": v.on})
	}
	_, token := shareLink(t, ann, map[string]any{"resource_type": "visit_stats"})
	data := sharedData(t, h, token)
	stats := ann.MustAction(t, "visit_stats", nil)

	delete(stats, "success")
	delete(data, "resource_type")
	delete(data, "expires_at")
	got, _ := json.Marshal(data)
	want, _ := json.Marshal(stats)
	if string(got) != string(want) {
		t.Errorf("shared stats = %s\nwant what visit_stats returns: %s", got, want)
	}
	if n, _ := data["longest_streak_months"].(json.Number); n.String() != "3" {
		t.Errorf("longest_streak_months = %v, want 3 (April to June)", data["longest_streak_months"])
	}
}
