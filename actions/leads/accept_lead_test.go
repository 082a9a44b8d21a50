package leads_test

import (
	"context"
	"net/http"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"
)

func TestAcceptLead(t *testing.T) {
	h := apitest.NewAt(t, now)
	host := h.NewHost(t)
	host.SetName(t, "Hal Host")
	connections := func(t *testing.T, playerID uuid.UUID) int {
		t.Helper()
		return h.Count(t, "host_connections", "host_id = ? AND player_id = ?", host.Account.ID, playerID)
	}
	accepted := func(t *testing.T, playerID uuid.UUID) []persistence.Notification {
		t.Helper()
		var ns []persistence.Notification
		if err := h.DB.NewSelect().Model(&ns).Where("account_id = ? AND kind = ?", playerID, persistence.NotifyLeadAccepted).
			Scan(context.Background()); err != nil {
			t.Fatal(err)
		}
		return ns
	}

	ann := h.NewPlayer(t, "read")
	annLead := h.Lead(t, host, ann, "hi", now.Add(-time.Hour))

	t.Run("accepting connects the player and notifies them", func(t *testing.T) {
		l := host.MustAction(t, "accept_lead", map[string]any{"lead_id": annLead.ID.String()})["lead"].(map[string]any)
		if l["id"] != annLead.ID.String() || l["decision"] != "accepted" || l["status"] != "new" ||
			l["updated_at"] != now.Format(time.RFC3339) || l["player"].(map[string]any)["id"] != ann.Account.ID.String() {
			t.Errorf("lead = %v, want ann's lead accepted now, status kept", l)
		}
		if row := apitest.Read[persistence.Lead](t, h, annLead.ID); row.Decision != persistence.LeadAccepted {
			t.Errorf("stored decision %q", row.Decision)
		}
		if n := connections(t, ann.Account.ID); n != 1 {
			t.Errorf("%d connections, want 1", n)
		}
		ns := accepted(t, ann.Account.ID)
		if len(ns) != 1 || ns[0].Title != "Hal Host accepted your connection request" || ns[0].RefID == nil || *ns[0].RefID != annLead.ID {
			t.Errorf("notifications = %+v, want one lead_accepted from Hal Host about the lead", ns)
		}
	})

	t.Run("accepting again changes nothing and notifies no one again", func(t *testing.T) {
		h.Clock.Advance(time.Hour)
		defer h.Clock.Set(now)
		l := host.MustAction(t, "accept_lead", map[string]any{"lead_id": annLead.ID.String()})["lead"].(map[string]any)
		if l["decision"] != "accepted" || l["updated_at"] != now.Format(time.RFC3339) {
			t.Errorf("lead = %v, want accepted and updated_at unchanged", l)
		}
		if n := connections(t, ann.Account.ID); n != 1 {
			t.Errorf("%d connections, want 1", n)
		}
		if n := len(accepted(t, ann.Account.ID)); n != 1 {
			t.Errorf("%d notifications, want 1", n)
		}
	})

	t.Run("the accepted player shows in the book only once they grant share_with_hosts", func(t *testing.T) {
		if c := apitest.NumText(t, host.MustAction(t, "host_list_players", nil)["count"]); c != "0" {
			t.Errorf("book size %s before consent, want 0", c)
		}
		ann.Consent(t, persistence.ConsentShareWithHosts, true, now)
		if got := apitest.IDs(t, host.MustAction(t, "host_list_players", nil)["players"]); len(got) != 1 || got[0] != ann.Account.ID.String() {
			t.Errorf("book = %v, want [ann]", got)
		}
	})

	t.Run("a declined lead can still be accepted", func(t *testing.T) {
		bob := h.NewPlayer(t, "read")
		bobLead := h.Lead(t, host, bob, "", now.Add(-time.Hour))
		setDecision(t, h, bobLead, persistence.LeadDeclined)
		l := host.MustAction(t, "accept_lead", map[string]any{"lead_id": bobLead.ID.String()})["lead"].(map[string]any)
		if l["decision"] != "accepted" || connections(t, bob.Account.ID) != 1 || len(accepted(t, bob.Account.ID)) != 1 {
			t.Errorf("lead = %v; want accepted, connected and notified", l)
		}
	})

	t.Run("a player connected already stays connected once", func(t *testing.T) {
		cy := h.NewPlayer(t, "read")
		cyLead := h.Lead(t, host, cy, "", now.Add(-time.Hour))
		h.Connect(t, host, cy, now.Add(-time.Hour))
		host.MustAction(t, "accept_lead", map[string]any{"lead_id": cyLead.ID.String()})
		if n := connections(t, cy.Account.ID); n != 1 {
			t.Errorf("%d connections, want 1", n)
		}
	})

	dee := h.NewPlayer(t, "read")
	theirs := h.Lead(t, h.NewHost(t), dee, "", now.Add(-time.Hour))
	for _, tt := range []struct {
		name string
		id   string
	}{
		{"another host's lead", theirs.ID.String()},
		{"an id that does not exist", uuid.NewString()},
	} {
		t.Run("404 not_found and nothing changed for "+tt.name, func(t *testing.T) {
			host.Action(t, "accept_lead", map[string]any{"lead_id": tt.id}).
				WantError(t, http.StatusNotFound, "not_found", `No lead has the id "`+tt.id+`".`)
			if row := apitest.Read[persistence.Lead](t, h, theirs.ID); row.Decision != persistence.LeadPending {
				t.Errorf("the other host's lead is %s", row.Decision)
			}
			if n := connections(t, dee.Account.ID); n != 0 {
				t.Errorf("connected the other host's player")
			}
		})
	}

	for _, tt := range []struct {
		name   string
		fields map[string]any
	}{
		{"lead_id is missing", map[string]any{}},
		{"lead_id is not a uuid", map[string]any{"lead_id": "lead-1"}},
	} {
		t.Run("400 when "+tt.name, func(t *testing.T) {
			host.Action(t, "accept_lead", tt.fields).WantInvalid(t, "lead_id")
		})
	}

	eve := h.NewPlayer(t, "read")
	eveLead := h.Lead(t, host, eve, "", now.Add(-time.Hour))
	for _, tt := range []struct {
		name, scopes, want string
	}{
		{"without the host scope", "read,write", `"host"`},
		{"without the write scope", "read,host", `"write"`},
	} {
		t.Run("a host key "+tt.name+" is refused with 403 and nothing changes", func(t *testing.T) {
			host.WithKey(t, tt.scopes).Action(t, "accept_lead", map[string]any{"lead_id": eveLead.ID.String()}).
				WantError(t, http.StatusForbidden, "insufficient_scope", tt.want)
			if row := apitest.Read[persistence.Lead](t, h, eveLead.ID); row.Decision != persistence.LeadPending || connections(t, eve.Account.ID) != 0 {
				t.Errorf("a refused request accepted the lead")
			}
		})
	}

	t.Run("a player account is refused even with a key holding host", func(t *testing.T) {
		h.NewPlayer(t, "read,write,host").Action(t, "accept_lead", map[string]any{"lead_id": eveLead.ID.String()}).
			WantError(t, http.StatusForbidden, "insufficient_scope", `"host"`)
	})
}
