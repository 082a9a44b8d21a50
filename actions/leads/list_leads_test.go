package leads_test

import (
	"context"
	"net/http"
	"slices"
	"strconv"
	"testing"
	"time"

	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"
)

func TestListLeads(t *testing.T) {
	h := apitest.NewAt(t, now)
	host := h.NewHost(t)
	ann, bob, cy := h.NewPlayer(t, "read"), h.NewPlayer(t, "read"), h.NewPlayer(t, "read")
	ann.SetName(t, "Ann Archer")
	ann.Profile(t, "ann_leads")
	annLead := h.Lead(t, host, ann, "Aria regular, $100 blackjack", now.Add(-3*time.Hour))
	bobLead := h.Lead(t, host, bob, "", now.Add(-2*time.Hour))
	cyLead := h.Lead(t, host, cy, "hello", now.Add(-time.Hour))
	setDecision(t, h, bobLead, persistence.LeadDeclined)
	if _, err := h.DB.NewUpdate().Model((*persistence.Lead)(nil)).Set("status = ?", persistence.LeadContacted).
		Where("id = ?", cyLead.ID).Exec(context.Background()); err != nil {
		t.Fatal(err)
	}
	h.Lead(t, h.NewHost(t), ann, "for another host", now)

	t.Run("the host sees the requests addressed to them, newest first, with the player and message", func(t *testing.T) {
		data := host.MustAction(t, "list_leads", nil)
		if got, want := apitest.IDs(t, data["leads"]), []string{cyLead.ID.String(), bobLead.ID.String(), annLead.ID.String()}; !slices.Equal(got, want) {
			t.Fatalf("leads = %v, want %v", got, want)
		}
		if apitest.NumText(t, data["count"]) != "3" {
			t.Errorf("count = %v, want 3", data["count"])
		}
		a := data["leads"].([]any)[2].(map[string]any)
		p := a["player"].(map[string]any)
		if p["id"] != ann.Account.ID.String() || p["name"] != "Ann Archer" || p["handle"] != "ann_leads" {
			t.Errorf("player = %v, want Ann with her handle", p)
		}
		if a["message"] != "Aria regular, $100 blackjack" || a["decision"] != "pending" || a["status"] != "new" ||
			a["created_at"] != now.Add(-3*time.Hour).Format(time.RFC3339) {
			t.Errorf("lead = %v", a)
		}
		if b := data["leads"].([]any)[1].(map[string]any); b["message"] != nil {
			t.Errorf("a request without a message has message %v, want null", b["message"])
		}
	})

	for _, tt := range []struct {
		name   string
		fields map[string]any
		want   []string
	}{
		{"status new", map[string]any{"status": "new"}, []string{bobLead.ID.String(), annLead.ID.String()}},
		{"status contacted", map[string]any{"status": "contacted"}, []string{cyLead.ID.String()}},
		{"status won", map[string]any{"status": "won"}, []string{}},
		{"decision pending", map[string]any{"decision": "pending"}, []string{cyLead.ID.String(), annLead.ID.String()}},
		{"decision declined", map[string]any{"decision": "declined"}, []string{bobLead.ID.String()}},
		{"status new and decision pending", map[string]any{"status": "new", "decision": "pending"}, []string{annLead.ID.String()}},
		{"a page of one after the first", map[string]any{"limit": 1, "offset": 1}, []string{bobLead.ID.String()}},
	} {
		t.Run("filtering by "+tt.name, func(t *testing.T) {
			data := host.MustAction(t, "list_leads", tt.fields)
			if got := apitest.IDs(t, data["leads"]); !slices.Equal(got, tt.want) {
				t.Errorf("leads = %v, want %v", got, tt.want)
			}
			wantCount := len(tt.want)
			if _, paged := tt.fields["limit"]; paged {
				wantCount = 3
			}
			if c := apitest.NumText(t, data["count"]); c != strconv.Itoa(wantCount) {
				t.Errorf("count = %v, want %d", c, wantCount)
			}
		})
	}

	for _, tt := range []struct {
		name   string
		fields map[string]any
		field  string
	}{
		{"status is not a stage", map[string]any{"status": "closed"}, "status"},
		{"decision is not a decision", map[string]any{"decision": "maybe"}, "decision"},
		{"status is not a string", map[string]any{"status": 1}, "status"},
		{"limit is over 200", map[string]any{"limit": 201}, "limit"},
		{"offset is negative", map[string]any{"offset": -1}, "offset"},
	} {
		t.Run("400 when "+tt.name, func(t *testing.T) {
			host.Action(t, "list_leads", tt.fields).WantInvalid(t, tt.field)
		})
	}

	t.Run("a host key without the host scope is refused with 403", func(t *testing.T) {
		host.WithKey(t, "read,write").Action(t, "list_leads", nil).WantError(t, http.StatusForbidden, "insufficient_scope", `"host"`)
	})

	t.Run("a player account is refused even with a key holding host", func(t *testing.T) {
		h.NewPlayer(t, "read,host").Action(t, "list_leads", nil).WantError(t, http.StatusForbidden, "insufficient_scope", `"host"`)
	})
}
