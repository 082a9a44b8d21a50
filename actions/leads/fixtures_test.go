package leads_test

import (
	"context"
	"testing"
	"time"

	_ "github.com/tierline/tierline/actions/hostbook" // host_list_players, to see the book an accepted lead joins
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"
)

// now is the fixed clock of the lead tests.
var now = time.Date(2026, 6, 15, 12, 0, 0, 0, time.UTC)

func setDecision(t *testing.T, h *apitest.Harness, l *persistence.Lead, decision string) {
	t.Helper()
	if _, err := h.DB.NewUpdate().Model((*persistence.Lead)(nil)).Set("decision = ?", decision).
		Where("id = ?", l.ID).Exec(context.Background()); err != nil {
		t.Fatal(err)
	}
}
