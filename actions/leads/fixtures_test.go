package leads_test

import (
	"context"
	"strconv"
	"testing"
	"time"

	"github.com/tierline/tierline"
	_ "github.com/tierline/tierline/actions/host" // host_list_players, to see the book an accepted lead joins
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"
)

// now is the fixed clock of the lead tests.
var now = time.Date(2026, 6, 15, 12, 0, 0, 0, time.UTC)

func newHarness(t *testing.T) *apitest.Harness {
	t.Helper()
	return apitest.New(t, apitest.Options{Clock: apitest.NewClock(now)})
}

func newHost(t *testing.T, h *apitest.Harness) *apitest.Player {
	t.Helper()
	return h.NewAccount(t, persistence.RoleHost, "read,write,host")
}

// ask has player ask host to connect, age ago, the way request_connection
// does, and returns the lead.
func ask(t *testing.T, h *apitest.Harness, player, host *apitest.Player, message string, age time.Duration) *persistence.Lead {
	t.Helper()
	var msg *string
	if message != "" {
		msg = &message
	}
	l, created, err := persistence.CreateLead(context.Background(), h.DB, host.Account.ID, player.Account.ID, msg, tierline.NewTimestamp(now.Add(-age)))
	if err != nil || !created {
		t.Fatalf("create lead: %v (created %v)", err, created)
	}
	return l
}

// stored reads a lead row.
func stored(t *testing.T, h *apitest.Harness, l *persistence.Lead) persistence.Lead {
	t.Helper()
	var row persistence.Lead
	if err := h.DB.NewSelect().Model(&row).Where("id = ?", l.ID).Scan(context.Background()); err != nil {
		t.Fatalf("lead row: %v", err)
	}
	return row
}

func setDecision(t *testing.T, h *apitest.Harness, l *persistence.Lead, decision string) {
	t.Helper()
	if _, err := h.DB.NewUpdate().Model((*persistence.Lead)(nil)).Set("decision = ?", decision).
		Where("id = ?", l.ID).Exec(context.Background()); err != nil {
		t.Fatal(err)
	}
}

func rename(t *testing.T, h *apitest.Harness, p *apitest.Player, name string) {
	t.Helper()
	if _, err := h.DB.NewUpdate().Model((*persistence.Account)(nil)).Set("name = ?", name).
		Where("id = ?", p.Account.ID).Exec(context.Background()); err != nil {
		t.Fatal(err)
	}
	p.Account.Name = &name
}

func ids(t *testing.T, list any) []string {
	t.Helper()
	items, ok := list.([]any)
	if !ok {
		t.Fatalf("not a list: %#v", list)
	}
	out := make([]string, len(items))
	for i, it := range items {
		out[i], _ = it.(map[string]any)["id"].(string)
	}
	return out
}

func count(v any) string { return v.(interface{ String() string }).String() }

func ts(t time.Time) tierline.Timestamp { return tierline.NewTimestamp(t) }

func itoa(n int) string { return strconv.Itoa(n) }
