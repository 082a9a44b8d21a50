package hostsearch_test

import (
	"context"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/tierline/tierline/persistence"
)

func TestRequestConnection(t *testing.T) {
	h := newHarness(t)
	ann := newPlayer(t, h, "Ann")
	zoe := newHost(t, h, "Zoe Host", hostSpec{casinos: []string{"Bellagio"}})

	leadRows := func(t *testing.T, host, player string) []persistence.Lead {
		t.Helper()
		var rows []persistence.Lead
		if err := h.DB.NewSelect().Model(&rows).Where("host_id = ?", host).Where("player_id = ?", player).Scan(context.Background()); err != nil {
			t.Fatal(err)
		}
		return rows
	}
	notified := func(t *testing.T, host string) int {
		t.Helper()
		return h.Count(t, "notifications", "account_id = ? AND kind = ?", host, persistence.NotifyLeadReceived)
	}

	var leadID string
	t.Run("a lead for the host: pending, new, and the host is notified", func(t *testing.T) {
		data := ann.Call(t, discoverPath, "request_connection", map[string]any{"host_id": str(zoe), "message": "  Hello Zoe, I play baccarat.  "}).Data(t)
		if data["created"] != true {
			t.Errorf("created = %v, want true", data["created"])
		}
		lead := data["lead"].(map[string]any)
		leadID, _ = lead["id"].(string)
		want := map[string]any{"host_id": str(zoe), "decision": "pending", "status": "new", "created_at": now.Format(time.RFC3339)}
		for k, v := range want {
			if lead[k] != v {
				t.Errorf("lead.%s = %v, want %v", k, lead[k], v)
			}
		}
		var keys []string
		for k := range lead {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		if !slices.Equal(keys, []string{"created_at", "decision", "host_id", "id", "status"}) {
			t.Errorf("lead fields = %v, want id, host_id, decision, status, created_at", keys)
		}
		rows := leadRows(t, str(zoe), str(ann))
		if len(rows) != 1 || rows[0].ID.String() != leadID || rows[0].Message == nil || *rows[0].Message != "Hello Zoe, I play baccarat." ||
			rows[0].Decision != persistence.LeadPending || rows[0].Status != persistence.LeadNew {
			t.Fatalf("lead rows = %+v, want one pending lead with the trimmed message", rows)
		}
		if n := notified(t, str(zoe)); n != 1 {
			t.Errorf("%d lead_received notifications for the host, want 1", n)
		}
	})

	t.Run("asking again returns the same lead, creates nothing and notifies no one", func(t *testing.T) {
		data := ann.Call(t, discoverPath, "request_connection", map[string]any{"host_id": str(zoe), "message": "Did you see my message?"}).Data(t)
		if data["created"] != false || data["lead"].(map[string]any)["id"] != leadID {
			t.Errorf("second request = %v, want the lead %s with created false", data, leadID)
		}
		rows := leadRows(t, str(zoe), str(ann))
		if len(rows) != 1 || *rows[0].Message != "Hello Zoe, I play baccarat." {
			t.Errorf("lead rows = %+v, want the one lead with the first message", rows)
		}
		if n := notified(t, str(zoe)); n != 1 {
			t.Errorf("%d lead_received notifications for the host, want still 1", n)
		}
	})

	t.Run("a declined request is returned as it is, not renewed", func(t *testing.T) {
		if _, err := h.DB.NewUpdate().Model((*persistence.Lead)(nil)).Set("decision = ?", persistence.LeadDeclined).
			Where("id = ?", leadID).Exec(context.Background()); err != nil {
			t.Fatal(err)
		}
		data := ann.Call(t, discoverPath, "request_connection", map[string]any{"host_id": str(zoe)}).Data(t)
		if data["created"] != false || data["lead"].(map[string]any)["decision"] != "declined" {
			t.Errorf("request after decline = %v, want the declined lead, created false", data)
		}
	})

	t.Run("a host not accepting new players, or without a profile yet, can still be asked; no message is null", func(t *testing.T) {
		closed := newHost(t, h, "Closed", hostSpec{closed: true})
		bare := h.NewAccount(t, persistence.RoleHost, "read")
		for _, host := range []string{str(closed), bare.Account.ID.String()} {
			data := ann.Call(t, discoverPath, "request_connection", map[string]any{"host_id": host, "message": "   "}).Data(t)
			if data["created"] != true {
				t.Errorf("request to %s: created = %v, want true", host, data["created"])
			}
			if rows := leadRows(t, host, str(ann)); len(rows) != 1 || rows[0].Message != nil {
				t.Errorf("lead rows = %+v, want one lead without a message", rows)
			}
		}
	})

	t.Run("an Idempotency-Key replays the first answer", func(t *testing.T) {
		host := newHost(t, h, "Idem Host", hostSpec{})
		key := map[string]string{"Idempotency-Key": uuid.NewString()}
		body := map[string]any{"action": "request_connection", "host_id": str(host)}
		first := ann.Post(t, discoverPath, body, key)
		again := ann.Post(t, discoverPath, body, key)
		if again.Header.Get("Idempotent-Replayed") != "true" || string(again.Body) != string(first.Body) {
			t.Errorf("replay = %s (replayed %q), want the first answer %s", again.Body, again.Header.Get("Idempotent-Replayed"), first.Body)
		}
		if first.Data(t)["created"] != true || len(leadRows(t, str(host), str(ann))) != 1 {
			t.Errorf("want one lead created")
		}
	})

	t.Run("404 for an account that is not a host, and for an unknown id; nothing is written", func(t *testing.T) {
		bob := newPlayer(t, h, "Bob")
		for _, id := range []string{str(bob), uuid.NewString()} {
			ann.Call(t, discoverPath, "request_connection", map[string]any{"host_id": id}).
				WantError(t, http.StatusNotFound, "not_found", `No host has the id "`+id+`".`)
			if n := h.Count(t, "leads", "host_id = ?", id); n != 0 {
				t.Errorf("%d leads for %s, want none", n, id)
			}
		}
	})

	t.Run("400 naming host_id when a host asks itself", func(t *testing.T) {
		zoe.Call(t, discoverPath, "request_connection", map[string]any{"host_id": str(zoe)}).WantInvalid(t, "host_id")
		if n := h.Count(t, "leads", "player_id = ?", str(zoe)); n != 0 {
			t.Errorf("%d leads from the host, want none", n)
		}
	})

	invalid := []struct {
		name   string
		fields map[string]any
		field  string
	}{
		{"host_id is missing", map[string]any{}, "host_id"},
		{"host_id is not a uuid", map[string]any{"host_id": "zoe"}, "host_id"},
		{"message is too long", map[string]any{"host_id": uuid.NewString(), "message": strings.Repeat("x", 1001)}, "message"},
		{"message is not a string", map[string]any{"host_id": uuid.NewString(), "message": 5}, "message"},
	}
	for _, tt := range invalid {
		t.Run("400 when "+tt.name, func(t *testing.T) {
			before := h.Count(t, "leads", "player_id = ?", str(ann))
			ann.Call(t, discoverPath, "request_connection", tt.fields).WantInvalid(t, tt.field)
			if after := h.Count(t, "leads", "player_id = ?", str(ann)); after != before {
				t.Errorf("a rejected request wrote %d leads", after-before)
			}
		})
	}

	t.Run("a key without read is refused with 403 and writes nothing", func(t *testing.T) {
		host := newHost(t, h, "Scope Host", hostSpec{})
		wantForbidden(t, ann.WithKey(t, "write").Call(t, discoverPath, "request_connection", map[string]any{"host_id": str(host)}), `"read"`)
		if n := h.Count(t, "leads", "host_id = ?", str(host)); n != 0 {
			t.Errorf("%d leads, want none", n)
		}
	})
}
