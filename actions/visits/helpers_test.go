package visits_test

import (
	"testing"
	"time"

	"github.com/tierline/tierline/transport/apitest"
)

// june15 is the day the tests' clock stands on.
var june15 = time.Date(2026, 6, 15, 18, 30, 0, 0, time.UTC)

// checkIn checks p in and returns the visit.
func checkIn(t *testing.T, p *apitest.Player, casino, on string) map[string]any {
	t.Helper()
	return p.MustAction(t, "check_in", map[string]any{"casino_name": casino, "visited_on": on})["visit"].(map[string]any)
}
