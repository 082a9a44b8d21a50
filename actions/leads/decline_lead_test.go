package leads_test

import (
	"net/http"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"
)

func TestDeclineLead(t *testing.T) {
	h := apitest.NewAt(t, now)
	host := h.NewHost(t)
	notifications := func(t *testing.T, playerID uuid.UUID) int {
		t.Helper()
		return h.Count(t, "notifications", "account_id = ?", playerID)
	}

	ann := h.NewPlayer(t, "read")
	annLead := h.Lead(t, host, ann, "hi", now.Add(-time.Hour))

	t.Run("declining sets the decision, connects no one and tells no one", func(t *testing.T) {
		l := host.MustAction(t, "decline_lead", map[string]any{"lead_id": annLead.ID.String()})["lead"].(map[string]any)
		if l["id"] != annLead.ID.String() || l["decision"] != "declined" || l["status"] != "new" || l["updated_at"] != now.Format(time.RFC3339) {
			t.Errorf("lead = %v, want declined now, status kept", l)
		}
		if row := apitest.Read[persistence.Lead](t, h, annLead.ID); row.Decision != persistence.LeadDeclined {
			t.Errorf("stored decision %q", row.Decision)
		}
		if n := h.Count(t, "host_connections", "player_id = ?", ann.Account.ID); n != 0 {
			t.Errorf("%d connections, want 0", n)
		}
		if n := notifications(t, ann.Account.ID); n != 0 {
			t.Errorf("%d notifications to the player, want 0", n)
		}
	})

	t.Run("declining again changes nothing", func(t *testing.T) {
		h.Clock.Advance(time.Hour)
		defer h.Clock.Set(now)
		l := host.MustAction(t, "decline_lead", map[string]any{"lead_id": annLead.ID.String()})["lead"].(map[string]any)
		if l["decision"] != "declined" || l["updated_at"] != now.Format(time.RFC3339) {
			t.Errorf("lead = %v, want declined with updated_at unchanged", l)
		}
	})

	t.Run("an accepted lead cannot be declined", func(t *testing.T) {
		bob := h.NewPlayer(t, "read")
		bobLead := h.Lead(t, host, bob, "", now.Add(-time.Hour))
		host.MustAction(t, "accept_lead", map[string]any{"lead_id": bobLead.ID.String()})
		host.Action(t, "decline_lead", map[string]any{"lead_id": bobLead.ID.String()}).WantInvalid(t, "lead_id")
		if row := apitest.Read[persistence.Lead](t, h, bobLead.ID); row.Decision != persistence.LeadAccepted {
			t.Errorf("decision %q, want still accepted", row.Decision)
		}
		if n := h.Count(t, "host_connections", "host_id = ? AND player_id = ?", host.Account.ID, bob.Account.ID); n != 1 {
			t.Errorf("%d connections, want still 1", n)
		}
	})

	theirs := h.Lead(t, h.NewHost(t), h.NewPlayer(t, "read"), "", now.Add(-time.Hour))
	for _, tt := range []struct {
		name string
		id   string
	}{
		{"another host's lead", theirs.ID.String()},
		{"an id that does not exist", uuid.NewString()},
	} {
		t.Run("404 not_found and nothing changed for "+tt.name, func(t *testing.T) {
			host.Action(t, "decline_lead", map[string]any{"lead_id": tt.id}).
				WantError(t, http.StatusNotFound, "not_found", `No lead has the id "`+tt.id+`".`)
			if row := apitest.Read[persistence.Lead](t, h, theirs.ID); row.Decision != persistence.LeadPending {
				t.Errorf("the other host's lead is %s", row.Decision)
			}
		})
	}

	for _, tt := range []struct {
		name   string
		fields map[string]any
	}{
		{"lead_id is missing", map[string]any{}},
		{"lead_id is not a uuid", map[string]any{"lead_id": "x"}},
		{"lead_id is not a string", map[string]any{"lead_id": 7}},
	} {
		t.Run("400 when "+tt.name, func(t *testing.T) {
			host.Action(t, "decline_lead", tt.fields).WantInvalid(t, "lead_id")
		})
	}

	cy := h.NewPlayer(t, "read")
	cyLead := h.Lead(t, host, cy, "", now.Add(-time.Hour))
	for _, tt := range []struct {
		name, scopes, want string
	}{
		{"without the host scope", "read,write", `"host"`},
		{"without the write scope", "read,host", `"write"`},
	} {
		t.Run("a host key "+tt.name+" is refused with 403 and nothing changes", func(t *testing.T) {
			host.WithKey(t, tt.scopes).Action(t, "decline_lead", map[string]any{"lead_id": cyLead.ID.String()}).
				WantError(t, http.StatusForbidden, "insufficient_scope", tt.want)
			if row := apitest.Read[persistence.Lead](t, h, cyLead.ID); row.Decision != persistence.LeadPending {
				t.Errorf("a refused request declined the lead")
			}
		})
	}

	t.Run("a player account is refused even with a key holding host", func(t *testing.T) {
		h.NewPlayer(t, "read,write,host").Action(t, "decline_lead", map[string]any{"lead_id": cyLead.ID.String()}).
			WantError(t, http.StatusForbidden, "insufficient_scope", `"host"`)
	})
}
