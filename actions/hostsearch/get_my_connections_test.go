package hostsearch_test

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"
)

func TestGetMyConnections(t *testing.T) {
	h := newHarness(t)
	ann := newPlayer(t, h, "Ann")
	bob := newPlayer(t, h, "Bob")
	zoe := newHost(t, h, "Zoe Host", hostSpec{casinos: []string{"Bellagio"}, languages: []string{"Spanish"}})
	yan := newHost(t, h, "Yan Host", hostSpec{casinos: []string{"Aria"}})
	xia := newHost(t, h, "Xia Host", hostSpec{casinos: []string{"Wynn"}, closed: true})
	wes := newHost(t, h, "Wes Host", hostSpec{})
	bare := h.NewAccount(t, persistence.RoleHost, "read") // a host without a profile
	rename(t, h, bare, "Bare Host")

	ctx := context.Background()
	ask := func(t *testing.T, player, host *apitest.Player, message string, age time.Duration, decision string) *persistence.Lead {
		t.Helper()
		l, _, err := persistence.CreateLead(ctx, h.DB, host.Account.ID, player.Account.ID, &message, domain.NewTimestamp(now.Add(-age)))
		if err != nil {
			t.Fatal(err)
		}
		if decision != persistence.LeadPending {
			if _, err := h.DB.NewUpdate().Model((*persistence.Lead)(nil)).Set("decision = ?", decision).Where("id = ?", l.ID).Exec(ctx); err != nil {
				t.Fatal(err)
			}
		}
		return l
	}
	// Ann: connected to Zoe (accepted) and to the bare host; pending with
	// Yan and Wes; declined by Xia. Bob's requests are his own.
	ask(t, ann, zoe, "hi zoe", 10*24*time.Hour, persistence.LeadAccepted)
	connect(t, h, zoe, ann, now.Add(-9*24*time.Hour))
	connect(t, h, bare, ann, now.Add(-2*24*time.Hour))
	yanLead := ask(t, ann, yan, "hi yan", 3*time.Hour, persistence.LeadPending)
	wesLead := ask(t, ann, wes, "hi wes", 1*time.Hour, persistence.LeadPending)
	xiaLead := ask(t, ann, xia, "hi xia", 5*24*time.Hour, persistence.LeadDeclined)
	ask(t, bob, yan, "bob here", time.Hour, persistence.LeadPending)

	data := ann.Call(t, discoverPath, "get_my_connections", nil).Data(t)

	t.Run("connections: the hosts the caller is connected to, newest first, with the host's summary", func(t *testing.T) {
		conns := objects(t, data["connections"])
		if len(conns) != 2 {
			t.Fatalf("connections = %v, want 2", conns)
		}
		first, second := conns[0]["host"].(map[string]any), conns[1]["host"].(map[string]any)
		if first["host_id"] != str(bare) || first["name"] != "Bare Host" || first["accepting_new"] != false || len(objects(t, first["casinos"])) != 0 {
			t.Errorf("first = %v, want the bare host with its name, empty lists, accepting_new false", first)
		}
		if second["host_id"] != str(zoe) || second["name"] != "Zoe Host" || !slices.Equal(strs(second["languages"]), []string{"Spanish"}) || number(second["players"]) != "1" {
			t.Errorf("second = %v, want Zoe's summary with 1 player", second)
		}
		if conns[1]["connected_since"] != now.Add(-9*24*time.Hour).Format(time.RFC3339) {
			t.Errorf("connected_since = %v", conns[1]["connected_since"])
		}
	})

	t.Run("pending requests, newest first, with the lead, the message and the host", func(t *testing.T) {
		pending := objects(t, data["pending_requests"])
		var got []string
		for _, r := range pending {
			got = append(got, r["lead"].(map[string]any)["id"].(string))
		}
		if !slices.Equal(got, []string{wesLead.ID.String(), yanLead.ID.String()}) {
			t.Fatalf("pending = %v, want Wes's then Yan's lead (not Bob's, not the accepted one)", got)
		}
		r := pending[1]
		lead := r["lead"].(map[string]any)
		if lead["decision"] != "pending" || lead["status"] != "new" || lead["host_id"] != str(yan) || r["message"] != "hi yan" ||
			r["host"].(map[string]any)["name"] != "Yan Host" {
			t.Errorf("yan's request = %v", r)
		}
	})

	t.Run("declined requests are shown apart", func(t *testing.T) {
		declined := objects(t, data["declined_requests"])
		if len(declined) != 1 || declined[0]["lead"].(map[string]any)["id"] != xiaLead.ID.String() ||
			declined[0]["lead"].(map[string]any)["decision"] != "declined" {
			t.Errorf("declined = %v, want Xia's lead", declined)
		}
	})

	t.Run("an account with nothing gets empty lists", func(t *testing.T) {
		d := newPlayer(t, h, "Dee").Call(t, discoverPath, "get_my_connections", nil).Data(t)
		for _, k := range []string{"connections", "pending_requests", "declined_requests"} {
			if got := objects(t, d[k]); len(got) != 0 {
				t.Errorf("%s = %v, want []", k, got)
			}
		}
	})

	t.Run("a key without read is refused with 403", func(t *testing.T) {
		wantForbidden(t, ann.WithKey(t, "write").Call(t, discoverPath, "get_my_connections", nil), `"read"`)
	})
}
