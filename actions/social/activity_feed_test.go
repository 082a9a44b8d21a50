package social_test

import (
	"net/http"
	"slices"
	"testing"
	"time"

	_ "github.com/tierline/tierline/actions/tiers" // upsert_tier and delete_tier, whose events the feed shows
	_ "github.com/tierline/tierline/actions/trips" // add_trip and delete_trip, likewise
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"
)

func TestActivityFeed(t *testing.T) {
	h := apitest.New(t, apitest.Options{Clock: apitest.NewClock(start)})
	ann := newProfiled(t, h, "af_ann", "Ann")
	bob := newProfiled(t, h, "af_bob", "Bob B.")
	cat := newProfiled(t, h, "af_cat", "Cat")
	dan := newProfiled(t, h, "af_dan", "Dan")
	ann.MustAction(t, "follow_player", map[string]any{"handle": "af_bob"})
	ann.MustAction(t, "follow_player", map[string]any{"handle": "af_cat"})
	setConsent(t, bob, persistence.ConsentSocialVisibility, true)
	setConsent(t, dan, persistence.ConsentSocialVisibility, true) // visible, but not followed
	setConsent(t, ann, persistence.ConsentSocialVisibility, true) // ann's own events stay out of her feed
	setConsent(t, cat, persistence.ConsentMarketing, true)        // another consent does not make cat visible

	record(t, h, bob, persistence.ActivityTripAdded, "Added a trip to Wynn")
	h.Clock.Advance(10 * time.Minute)
	record(t, h, cat, persistence.ActivityTripAdded, "Added a trip to Aria")
	record(t, h, dan, persistence.ActivityTripAdded, "Added a trip to Encore")
	record(t, h, ann, persistence.ActivityTripAdded, "Added a trip to Bellagio")
	h.Clock.Advance(50 * time.Minute)
	record(t, h, bob, persistence.ActivityTierChanged, "Reached Platinum at Wynn")
	record(t, h, bob, "private_note", "never shown") // not a public kind
	h.Clock.Advance(time.Hour)
	record(t, h, bob, persistence.ActivityShareLinkCreated, "Shared a trip")

	type event struct{ handle, kind, summary, at string }
	feed := func(t *testing.T, p *apitest.Player, fields map[string]any) ([]event, int) {
		t.Helper()
		data := p.MustAction(t, "activity_feed", fields)
		var out []event
		for _, it := range list(t, data, "events") {
			wantKeys(t, it, "handle", "display_name", "kind", "summary", "created_at")
			out = append(out, event{it["handle"].(string), it["kind"].(string), it["summary"].(string), it["created_at"].(string)})
		}
		return out, count(t, data)
	}
	bobs := []event{
		{"af_bob", "share_link_created", "Shared a trip", "2026-11-22T09:30:00Z"},
		{"af_bob", "tier_changed", "Reached Platinum at Wynn", "2026-11-22T08:30:00Z"},
		{"af_bob", "trip_added", "Added a trip to Wynn", "2026-11-22T07:30:00Z"},
	}

	t.Run("the feed holds the public events of followed players who grant social_visibility, newest first", func(t *testing.T) {
		got, n := feed(t, ann, nil)
		if !slices.Equal(got, bobs) || n != 3 {
			t.Errorf("feed = %v (count %d), want %v (count 3)", got, n, bobs)
		}
		first := list(t, ann.MustAction(t, "activity_feed", nil), "events")[0]
		if first["display_name"] != "Bob B." {
			t.Errorf("display_name = %v, want Bob B.", first["display_name"])
		}
	})

	t.Run("limit and offset page through the feed and count stays the total", func(t *testing.T) {
		got, n := feed(t, ann, map[string]any{"limit": 1, "offset": 1})
		if !slices.Equal(got, bobs[1:2]) || n != 3 {
			t.Errorf("page = %v (count %d), want %v (count 3)", got, n, bobs[1:2])
		}
	})

	t.Run("withdrawing social_visibility hides all of that player's events at once", func(t *testing.T) {
		setConsent(t, bob, persistence.ConsentSocialVisibility, false)
		if got, n := feed(t, ann, nil); len(got) != 0 || n != 0 {
			t.Errorf("feed = %v (count %d), want empty once bob withdrew", got, n)
		}
	})

	t.Run("granting social_visibility shows only what the player does from then on", func(t *testing.T) {
		h.Clock.Advance(time.Hour)
		setConsent(t, cat, persistence.ConsentSocialVisibility, true)
		setConsent(t, bob, persistence.ConsentSocialVisibility, true)
		if got, n := feed(t, ann, nil); len(got) != 0 || n != 0 {
			t.Errorf("feed = %v (count %d), want empty: everything shown was done before the grant", got, n)
		}
		h.Clock.Advance(time.Minute)
		record(t, h, cat, persistence.ActivityTripAdded, "Added a trip to Aria")
		h.Clock.Advance(time.Minute)
		record(t, h, bob, persistence.ActivityTripAdded, "Added a trip to Encore")
		got, n := feed(t, ann, nil)
		want := []event{
			{"af_bob", "trip_added", "Added a trip to Encore", "2026-11-22T10:32:00Z"},
			{"af_cat", "trip_added", "Added a trip to Aria", "2026-11-22T10:31:00Z"},
		}
		if !slices.Equal(got, want) || n != 2 {
			t.Errorf("feed = %v (count %d), want %v (count 2)", got, n, want)
		}
	})

	t.Run("granting again while granted does not reveal what came before the first grant", func(t *testing.T) {
		setConsent(t, cat, persistence.ConsentSocialVisibility, true)
		if got, n := feed(t, ann, nil); n != 2 || len(got) != 2 {
			t.Errorf("feed = %v (count %d), want the 2 events after the grant", got, n)
		}
	})

	t.Run("unfollowing a player takes their events out of the feed", func(t *testing.T) {
		ann.MustAction(t, "unfollow_player", map[string]any{"handle": "af_bob"})
		got, n := feed(t, ann, nil)
		want := []event{{"af_cat", "trip_added", "Added a trip to Aria", "2026-11-22T10:31:00Z"}}
		if !slices.Equal(got, want) || n != 1 {
			t.Errorf("feed = %v (count %d), want %v", got, n, want)
		}
	})

	t.Run("a player who follows nobody gets an empty feed, not null", func(t *testing.T) {
		if got, n := feed(t, h.NewPlayer(t, "read"), nil); len(got) != 0 || n != 0 {
			t.Errorf("feed = %v (count %d), want empty", got, n)
		}
	})

	invalid := []struct {
		name   string
		fields map[string]any
		field  string
	}{
		{"limit is 0", map[string]any{"limit": 0}, "limit"},
		{"limit is over 200", map[string]any{"limit": 201}, "limit"},
		{"offset is negative", map[string]any{"offset": -1}, "offset"},
		{"offset is not a whole number", map[string]any{"offset": 1.5}, "offset"},
	}
	for _, tt := range invalid {
		t.Run("400 when "+tt.name, func(t *testing.T) {
			ann.Action(t, "activity_feed", tt.fields).WantInvalid(t, tt.field)
		})
	}

	t.Run("a key without read is refused with 403", func(t *testing.T) {
		ann.WithKey(t, "write").Action(t, "activity_feed", nil).WantError(t, http.StatusForbidden, "insufficient_scope", `"read"`)
	})
}

// TestActivityFeedForgetsDeletedRecords: the events of a trip or a tier
// the player deletes go with it, so followers never read about them again.
func TestActivityFeedForgetsDeletedRecords(t *testing.T) {
	h := apitest.New(t, apitest.Options{Clock: apitest.NewClock(start)})
	ann := newProfiled(t, h, "fd_ann", "Ann")
	bob := newProfiled(t, h, "fd_bob", "Bob")
	ann.MustAction(t, "follow_player", map[string]any{"handle": "fd_bob"})
	setConsent(t, bob, persistence.ConsentSocialVisibility, true)
	h.Clock.Advance(time.Minute)
	bob.MustAction(t, "add_trip", map[string]any{"casino_name": "Wynn Las Vegas"})
	gone := bob.MustAction(t, "add_trip", map[string]any{"casino_name": "Borgata"})
	tier := bob.MustAction(t, "upsert_tier", map[string]any{"casino_name": "Borgata", "tier": "Gold"})
	summaries := func() []string {
		var out []string
		for _, e := range list(t, ann.MustAction(t, "activity_feed", nil), "events") {
			out = append(out, e["summary"].(string))
		}
		slices.Sort(out)
		return out
	}
	if got := summaries(); len(got) != 3 {
		t.Fatalf("feed = %v, want the two trips and the tier", got)
	}
	bob.MustAction(t, "delete_trip", map[string]any{"trip_id": gone["trip"].(map[string]any)["id"]})
	bob.MustAction(t, "delete_tier", map[string]any{"tier_id": tier["tier"].(map[string]any)["id"]})
	if got, want := summaries(), []string{"Added a trip to Wynn Las Vegas"}; !slices.Equal(got, want) {
		t.Errorf("feed = %v, want %v", got, want)
	}
	if n := h.Count(t, "activity_events", "account_id = ?", bob.Account.ID); n != 1 {
		t.Errorf("%d events of Bob's stored, want 1 (the kept trip's)", n)
	}
}
