package sharing_test

import (
	"testing"
	"time"

	_ "github.com/tierline/tierline/actions/trips" // add_trip, for the trips shared
	"github.com/tierline/tierline/transport/apitest"
)

// start is where the tests' clock starts.
var start = time.Date(2026, 6, 15, 18, 30, 0, 0, time.UTC)

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

// view opens a share link's URL without a key and returns the status.
func view(t *testing.T, h *apitest.Harness, link map[string]any) int {
	t.Helper()
	return h.Do(t, "GET", "/s/"+link["token"].(string), nil, nil).Status
}
