package notifications_test

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"
)

func TestListNotifications(t *testing.T) {
	h := apitest.NewAt(t, now)

	t.Run("due expiry notifications are made once each, within the default lead times", func(t *testing.T) {
		ann := h.NewPlayer(t, "read,write")
		dueOffer := addOffer(t, ann, persistence.OfferAvailable, in(7))
		addOffer(t, ann, persistence.OfferAvailable, in(8))          // beyond 7 days
		addOffer(t, ann, persistence.OfferRedeemed, in(2))           // not available
		addOffer(t, ann, persistence.OfferAvailable, in(-1))         // already expired
		addOffer(t, ann, persistence.OfferAvailable, nil)            // no expiry date
		dueVoucher := addVoucher(t, ann, persistence.VoucherOpen, 0) // expires today
		addVoucher(t, ann, persistence.VoucherOpen, 15)              // beyond 14 days
		addVoucher(t, ann, persistence.VoucherRedeemed, 1)           // redeemed
		dueTier := addTier(t, ann, "MGM Grand", in(30))
		addTier(t, ann, "Wynn", in(31))
		addTier(t, ann, "Caesars", nil)

		data := ann.MustAction(t, "list_notifications", nil)
		if apitest.Num(t, data["count"]) != 3 || apitest.Num(t, data["unread"]) != 3 {
			t.Fatalf("count = %v, unread = %v, want 3 and 3: %v", data["count"], data["unread"], data["notifications"])
		}
		byRef := map[string]map[string]any{}
		for _, n := range data["notifications"].([]any) {
			n := n.(map[string]any)
			byRef[n["ref_id"].(string)] = n
			if n["read_at"] != nil || n["title"] == "" || n["body"] == nil {
				t.Errorf("notification %v: want unread with a title and body", n)
			}
		}
		for id, kind := range map[string]string{dueOffer.String(): "offer_expiring", dueVoucher.String(): "voucher_expiring", dueTier.String(): "tier_expiring"} {
			if n, ok := byRef[id]; !ok || n["kind"] != kind {
				t.Errorf("no %s notification for %s: %v", kind, id, byRef)
			}
		}
		if body := byRef[dueVoucher.String()]["body"].(string); !strings.Contains(body, "today") {
			t.Errorf("voucher body = %q, want it to say it expires today", body)
		}
		if body := byRef[dueOffer.String()]["body"].(string); !strings.Contains(body, "in 7 days") {
			t.Errorf("offer body = %q, want it to say in 7 days", body)
		}

		again := ann.MustAction(t, "list_notifications", nil)
		if apitest.Num(t, again["count"]) != 3 {
			t.Errorf("a second list has count %v, want the same 3 (made once)", again["count"])
		}
		if n := h.Count(t, "notifications", "account_id = ?", ann.Account.ID); n != 3 {
			t.Errorf("%d notification rows, want 3", n)
		}
	})

	t.Run("a new expiry date of the same item makes a new notification", func(t *testing.T) {
		ann := h.NewPlayer(t, "read,write")
		id := addOffer(t, ann, persistence.OfferAvailable, in(2))
		ann.MustAction(t, "list_notifications", nil)
		if _, err := h.DB.NewUpdate().Model((*persistence.Offer)(nil)).Set("expiration_date = ?", day.AddDays(5)).Where("id = ?", id).Exec(t.Context()); err != nil {
			t.Fatal(err)
		}
		ann.MustAction(t, "list_notifications", nil)
		if n := h.Count(t, "notifications", "account_id = ? AND ref_id = ?", ann.Account.ID, id); n != 2 {
			t.Errorf("%d notifications for the offer, want 2 (one per expiry date)", n)
		}
	})

	t.Run("the settings' lead times and disabled kinds are followed", func(t *testing.T) {
		ann := h.NewPlayer(t, "read,write")
		far := addOffer(t, ann, persistence.OfferAvailable, in(20))
		addVoucher(t, ann, persistence.VoucherOpen, 1)
		ann.MustAction(t, "update_notification_settings", map[string]any{"offer_expiring_days": 20, "kinds": map[string]any{"voucher_expiring": false}})
		data := ann.MustAction(t, "list_notifications", nil)
		ns := data["notifications"].([]any)
		if len(ns) != 1 || ns[0].(map[string]any)["ref_id"] != far.String() {
			t.Errorf("notifications = %v, want only the offer 20 days out", ns)
		}
		if n := h.Count(t, "notifications", "account_id = ? AND kind = 'voucher_expiring'", ann.Account.ID); n != 0 {
			t.Errorf("%d voucher notifications, want none (kind off)", n)
		}
	})

	t.Run("newest first, unread_only keeps unread ones, and unread counts them all", func(t *testing.T) {
		ann := h.NewPlayer(t, "read,write")
		notify(t, h, ann, persistence.NotifyNewFollower, "first", now.Add(-3*time.Hour))
		second := notify(t, h, ann, persistence.NotifyLeadAccepted, "second", now.Add(-2*time.Hour))
		third := notify(t, h, ann, persistence.NotifyW2GRecorded, "third", now.Add(-1*time.Hour))
		ann.MustAction(t, "mark_notification_read", map[string]any{"notification_id": second.String()})

		all := ann.MustAction(t, "list_notifications", nil)
		var titles []string
		for _, n := range all["notifications"].([]any) {
			titles = append(titles, n.(map[string]any)["title"].(string))
		}
		if strings.Join(titles, ",") != "third,second,first" {
			t.Errorf("titles = %v, want newest first", titles)
		}
		if apitest.Num(t, all["count"]) != 3 || apitest.Num(t, all["unread"]) != 2 {
			t.Errorf("count = %v, unread = %v, want 3 and 2", all["count"], all["unread"])
		}

		unread := ann.MustAction(t, "list_notifications", map[string]any{"unread_only": true, "limit": 1})
		ns := unread["notifications"].([]any)
		if len(ns) != 1 || ns[0].(map[string]any)["id"] != third.String() {
			t.Errorf("first unread page = %v, want the third notification", ns)
		}
		if apitest.Num(t, unread["count"]) != 2 || apitest.Num(t, unread["unread"]) != 2 {
			t.Errorf("count = %v, unread = %v, want 2 and 2", unread["count"], unread["unread"])
		}
	})

	t.Run("another account's notifications are not listed, and an empty list is an array", func(t *testing.T) {
		eve := h.NewPlayer(t, "read")
		data := eve.MustAction(t, "list_notifications", nil)
		if ns, ok := data["notifications"].([]any); !ok || len(ns) != 0 || apitest.Num(t, data["count"]) != 0 || apitest.Num(t, data["unread"]) != 0 {
			t.Errorf("data = %v, want an empty list", data)
		}
	})

	ann := h.NewPlayer(t, "read,write")
	for _, tt := range []struct {
		name   string
		fields map[string]any
		field  string
	}{
		{"unread_only is not true or false", map[string]any{"unread_only": "yes"}, "unread_only"},
		{"limit is 0", map[string]any{"limit": 0}, "limit"},
		{"offset is negative", map[string]any{"offset": -1}, "offset"},
	} {
		t.Run("400 when "+tt.name, func(t *testing.T) {
			ann.Action(t, "list_notifications", tt.fields).WantInvalid(t, tt.field)
		})
	}

	t.Run("a key without read is refused with 403", func(t *testing.T) {
		ann.WithKey(t, "write").Action(t, "list_notifications", nil).WantError(t, http.StatusForbidden, "insufficient_scope", `"read"`)
	})
}
