package sharing_test

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/google/uuid"

	_ "github.com/tierline/tierline/actions/trips" // add_trip, for the trips shared
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"
)

// start is where the tests' clock starts.
var start = time.Date(2026, 6, 15, 18, 30, 0, 0, time.UTC)

// newHarness starts a server whose clock starts at start.
func newHarness(t *testing.T) *apitest.Harness {
	t.Helper()
	return apitest.New(t, apitest.Options{Clock: apitest.NewClock(start)})
}

// newTripID adds a trip for p and returns its id.
func newTripID(t *testing.T, p *apitest.Player) string {
	t.Helper()
	return p.MustAction(t, "add_trip", map[string]any{"casino_name": "Bellagio"})["trip"].(map[string]any)["id"].(string)
}

// share creates a share link and returns it.
func share(t *testing.T, p *apitest.Player, fields map[string]any) map[string]any {
	t.Helper()
	return p.MustAction(t, "create_share_link", fields)["share_link"].(map[string]any)
}

// storedLink reads a share link row.
func storedLink(t *testing.T, h *apitest.Harness, id any) *persistence.ShareLink {
	t.Helper()
	row := new(persistence.ShareLink)
	if err := h.DB.NewSelect().Model(row).Where("sl.id = ?", uuid.MustParse(id.(string))).Scan(context.Background()); err != nil {
		t.Fatalf("read share link %v: %v", id, err)
	}
	return row
}

// view opens a share link's URL without a key and returns the status.
func view(t *testing.T, h *apitest.Harness, link map[string]any) int {
	t.Helper()
	return h.Do(t, "GET", "/s/"+link["token"].(string), nil, nil).Status
}

// num is a JSON number of a decoded body as written.
func num(t *testing.T, v any) string {
	t.Helper()
	n, ok := v.(json.Number)
	if !ok {
		t.Fatalf("%v (%T) is not a number", v, v)
	}
	return n.String()
}
