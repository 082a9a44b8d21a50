package leads_test

import (
	"net/http"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"
)

func TestUpdateLeadStatus(t *testing.T) {
	h := apitest.NewAt(t, now)
	host := h.NewHost(t)
	ann := h.NewPlayer(t, "read")
	annLead := h.Lead(t, host, ann, "hi", now.Add(-time.Hour))

	t.Run("the status moves through the pipeline and the decision stays", func(t *testing.T) {
		for _, status := range []string{"contacted", "qualified", "won", "lost", "new"} {
			l := host.MustAction(t, "update_lead_status", map[string]any{"lead_id": annLead.ID.String(), "status": status})["lead"].(map[string]any)
			if l["status"] != status || l["decision"] != "pending" || l["updated_at"] != now.Format(time.RFC3339) {
				t.Errorf("lead = %v, want status %s, still pending", l, status)
			}
			if row := apitest.Read[persistence.Lead](t, h, annLead.ID); row.Status != status || row.Decision != persistence.LeadPending {
				t.Errorf("row = %s/%s, want %s/pending", row.Status, row.Decision, status)
			}
		}
	})

	t.Run("setting the current status again leaves updated_at", func(t *testing.T) {
		h.Clock.Advance(time.Hour)
		defer h.Clock.Set(now)
		l := host.MustAction(t, "update_lead_status", map[string]any{"lead_id": annLead.ID.String(), "status": "new"})["lead"].(map[string]any)
		if l["updated_at"] != now.Format(time.RFC3339) {
			t.Errorf("updated_at = %v, want unchanged", l["updated_at"])
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
			host.Action(t, "update_lead_status", map[string]any{"lead_id": tt.id, "status": "won"}).
				WantError(t, http.StatusNotFound, "not_found", `No lead has the id "`+tt.id+`".`)
			if row := apitest.Read[persistence.Lead](t, h, theirs.ID); row.Status != persistence.LeadNew {
				t.Errorf("the other host's lead is %s", row.Status)
			}
		})
	}

	for _, tt := range []struct {
		name   string
		fields map[string]any
		field  string
	}{
		{"lead_id is missing", map[string]any{"status": "won"}, "lead_id"},
		{"lead_id is not a uuid", map[string]any{"lead_id": "x", "status": "won"}, "lead_id"},
		{"status is missing", map[string]any{"lead_id": annLead.ID.String()}, "status"},
		{"status is not a stage", map[string]any{"lead_id": annLead.ID.String(), "status": "accepted"}, "status"},
		{"status is not a string", map[string]any{"lead_id": annLead.ID.String(), "status": true}, "status"},
	} {
		t.Run("400 when "+tt.name, func(t *testing.T) {
			host.Action(t, "update_lead_status", tt.fields).WantInvalid(t, tt.field)
			if row := apitest.Read[persistence.Lead](t, h, annLead.ID); row.Status != persistence.LeadNew {
				t.Errorf("a rejected request set status %s", row.Status)
			}
		})
	}

	for _, tt := range []struct {
		name, scopes, want string
	}{
		{"without the host scope", "read,write", `"host"`},
		{"without the write scope", "read,host", `"write"`},
	} {
		t.Run("a host key "+tt.name+" is refused with 403 and nothing changes", func(t *testing.T) {
			host.WithKey(t, tt.scopes).Action(t, "update_lead_status", map[string]any{"lead_id": annLead.ID.String(), "status": "won"}).
				WantError(t, http.StatusForbidden, "insufficient_scope", tt.want)
			if row := apitest.Read[persistence.Lead](t, h, annLead.ID); row.Status != persistence.LeadNew {
				t.Errorf("a refused request set status %s", row.Status)
			}
		})
	}

	t.Run("a player account is refused even with a key holding host", func(t *testing.T) {
		h.NewPlayer(t, "read,write,host").Action(t, "update_lead_status", map[string]any{"lead_id": annLead.ID.String(), "status": "won"}).
			WantError(t, http.StatusForbidden, "insufficient_scope", `"host"`)
	})
}
