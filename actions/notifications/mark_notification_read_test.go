package notifications_test

import (
	"context"
	"net/http"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"
)

func TestMarkNotificationRead(t *testing.T) {
	h := apitest.NewAt(t, now)
	readAt := func(t *testing.T, id uuid.UUID) *time.Time {
		t.Helper()
		var n persistence.Notification
		if err := h.DB.NewSelect().Model(&n).Where("id = ?", id).Scan(context.Background()); err != nil {
			t.Fatal(err)
		}
		if n.ReadAt == nil {
			return nil
		}
		return &n.ReadAt.Time
	}

	t.Run("one notification is marked read once; marking it again changes nothing", func(t *testing.T) {
		ann := h.NewPlayer(t, "read,write")
		id := notify(t, h, ann, persistence.NotifyNewFollower, "a follower", now.Add(-time.Hour))
		other := notify(t, h, ann, persistence.NotifyNewFollower, "another follower", now.Add(-time.Hour))
		data := ann.MustAction(t, "mark_notification_read", map[string]any{"notification_id": id.String()})
		if apitest.Num(t, data["updated"]) != 1 {
			t.Errorf("updated = %v, want 1", data["updated"])
		}
		first := readAt(t, id)
		if first == nil || !first.Equal(now) {
			t.Errorf("read_at = %v, want %v", first, now)
		}
		if readAt(t, other) != nil {
			t.Error("the other notification was marked read too")
		}
		h.Clock.Advance(time.Minute)
		defer h.Clock.Set(now)
		data = ann.MustAction(t, "mark_notification_read", map[string]any{"notification_id": id.String()})
		if apitest.Num(t, data["updated"]) != 0 {
			t.Errorf("updated = %v, want 0 for a notification read already", data["updated"])
		}
		if again := readAt(t, id); again == nil || !again.Equal(*first) {
			t.Errorf("read_at = %v, want it kept at %v", again, first)
		}
	})

	t.Run("all: true marks every unread notification and says how many", func(t *testing.T) {
		ann := h.NewPlayer(t, "read,write")
		ids := []uuid.UUID{
			notify(t, h, ann, persistence.NotifyNewFollower, "1", now.Add(-3*time.Hour)),
			notify(t, h, ann, persistence.NotifyNewFollower, "2", now.Add(-2*time.Hour)),
			notify(t, h, ann, persistence.NotifyNewFollower, "3", now.Add(-1*time.Hour)),
		}
		ann.MustAction(t, "mark_notification_read", map[string]any{"notification_id": ids[0].String()})
		eve := h.NewPlayer(t, "read,write")
		evesOwn := notify(t, h, eve, persistence.NotifyNewFollower, "eve's", now)
		data := ann.MustAction(t, "mark_notification_read", map[string]any{"all": true})
		if apitest.Num(t, data["updated"]) != 2 {
			t.Errorf("updated = %v, want 2", data["updated"])
		}
		if n := h.Count(t, "notifications", "account_id = ? AND read_at IS NULL", ann.Account.ID); n != 0 {
			t.Errorf("%d unread left, want 0", n)
		}
		if readAt(t, evesOwn) != nil {
			t.Error("another account's notification was marked read")
		}
	})

	ann := h.NewPlayer(t, "read,write")
	own := notify(t, h, ann, persistence.NotifyNewFollower, "mine", now)

	t.Run("another account's notification is not found and stays unread", func(t *testing.T) {
		eve := h.NewPlayer(t, "read,write")
		theirs := notify(t, h, eve, persistence.NotifyNewFollower, "eve's", now)
		ann.Action(t, "mark_notification_read", map[string]any{"notification_id": theirs.String()}).WantError(t, http.StatusNotFound, "not_found", theirs.String())
		if readAt(t, theirs) != nil {
			t.Error("another account's notification was marked read")
		}
	})

	t.Run("an unknown id is not found", func(t *testing.T) {
		missing := uuid.NewString()
		ann.Action(t, "mark_notification_read", map[string]any{"notification_id": missing}).WantError(t, http.StatusNotFound, "not_found", missing)
	})

	for _, tt := range []struct {
		name   string
		fields map[string]any
		field  string
	}{
		{"neither notification_id nor all is given", map[string]any{}, "notification_id"},
		{"all is false without notification_id", map[string]any{"all": false}, "notification_id"},
		{"both notification_id and all: true are given", map[string]any{"notification_id": own.String(), "all": true}, "all"},
		{"notification_id is not a uuid", map[string]any{"notification_id": "n-1"}, "notification_id"},
		{"all is not true or false", map[string]any{"all": "yes"}, "all"},
	} {
		t.Run("400 when "+tt.name+", and nothing is marked", func(t *testing.T) {
			ann.Action(t, "mark_notification_read", tt.fields).WantInvalid(t, tt.field)
			if readAt(t, own) != nil {
				t.Error("a rejected request marked a notification read")
			}
		})
	}

	t.Run("a key without write is refused with 403", func(t *testing.T) {
		ann.WithKey(t, "read").Action(t, "mark_notification_read", map[string]any{"all": true}).WantError(t, http.StatusForbidden, "insufficient_scope", `"write"`)
		if readAt(t, own) != nil {
			t.Error("a refused request marked a notification read")
		}
	})
}
