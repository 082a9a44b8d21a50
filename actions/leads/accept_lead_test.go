package leads_test

import (
	"context"
	"net/http"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/tierline/tierline/persistence"
)

func TestAcceptLead(t *testing.T) {
	h := newHarness(t)
	host := newHost(t, h)
	rename(t, h, host, "Hal Host")
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
	annLead := ask(t, h, ann, host, "hi", time.Hour)

	t.Run("accepting connects the player and notifies them", func(t *testing.T) {
		l := host.MustAction(t, "accept_lead", map[string]any{"lead_id": annLead.ID.String()})["lead"].(map[string]any)
		if l["id"] != annLead.ID.String() || l["decision"] != "accepted" || l["status"] != "new" ||
			l["updated_at"] != now.Format(time.RFC3339) || l["player"].(map[string]any)["id"] != ann.Account.ID.String() {
			t.Errorf("lead = %v, want ann's lead accepted now, status kept", l)
		}
		if row := stored(t, h, annLead); row.Decision != persistence.LeadAccepted {
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
		if c := count(host.MustAction(t, "host_list_players", nil)["count"]); c != "0" {
			t.Errorf("book size %s before consent, want 0", c)
		}
		if _, err := h.DB.NewInsert().Model(&persistence.ConsentEvent{ID: uuid.New(), AccountID: ann.Account.ID,
			Consent: persistence.ConsentShareWithHosts, Granted: true, ChangedAt: ts(now)}).Exec(context.Background()); err != nil {
			t.Fatal(err)
		}
		if got := ids(t, host.MustAction(t, "host_list_players", nil)["players"]); len(got) != 1 || got[0] != ann.Account.ID.String() {
			t.Errorf("book = %v, want [ann]", got)
		}
	})

	t.Run("a declined lead can still be accepted", func(t *testing.T) {
		bob := h.NewPlayer(t, "read")
		bobLead := ask(t, h, bob, host, "", time.Hour)
		setDecision(t, h, bobLead, persistence.LeadDeclined)
		l := host.MustAction(t, "accept_lead", map[string]any{"lead_id": bobLead.ID.String()})["lead"].(map[string]any)
		if l["decision"] != "accepted" || connections(t, bob.Account.ID) != 1 || len(accepted(t, bob.Account.ID)) != 1 {
			t.Errorf("lead = %v; want accepted, connected and notified", l)
		}
	})

	t.Run("a player connected already stays connected once", func(t *testing.T) {
		cy := h.NewPlayer(t, "read")
		cyLead := ask(t, h, cy, host, "", time.Hour)
		if _, err := h.DB.NewInsert().Model(&persistence.HostConnection{HostID: host.Account.ID, PlayerID: cy.Account.ID,
			ConnectedAt: ts(now.Add(-time.Hour))}).Exec(context.Background()); err != nil {
			t.Fatal(err)
		}
		host.MustAction(t, "accept_lead", map[string]any{"lead_id": cyLead.ID.String()})
		if n := connections(t, cy.Account.ID); n != 1 {
			t.Errorf("%d connections, want 1", n)
		}
	})

	dee := h.NewPlayer(t, "read")
	theirs := ask(t, h, dee, newHost(t, h), "", time.Hour)
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
			if row := stored(t, h, theirs); row.Decision != persistence.LeadPending {
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
	eveLead := ask(t, h, eve, host, "", time.Hour)
	for _, tt := range []struct {
		name, scopes, want string
	}{
		{"without the host scope", "read,write", `"host"`},
		{"without the write scope", "read,host", `"write"`},
	} {
		t.Run("a host key "+tt.name+" is refused with 403 and nothing changes", func(t *testing.T) {
			host.WithKey(t, tt.scopes).Action(t, "accept_lead", map[string]any{"lead_id": eveLead.ID.String()}).
				WantError(t, http.StatusForbidden, "insufficient_scope", tt.want)
			if row := stored(t, h, eveLead); row.Decision != persistence.LeadPending || connections(t, eve.Account.ID) != 0 {
				t.Errorf("a refused request accepted the lead")
			}
		})
	}

	t.Run("a player account is refused even with a key holding host", func(t *testing.T) {
		h.NewPlayer(t, "read,write,host").Action(t, "accept_lead", map[string]any{"lead_id": eveLead.ID.String()}).
			WantError(t, http.StatusForbidden, "insufficient_scope", `"host"`)
	})
}
