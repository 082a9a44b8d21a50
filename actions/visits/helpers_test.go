package visits_test

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/tierline/tierline/transport/apitest"
)

// june15 is the day the tests' clock stands on.
var june15 = time.Date(2026, 6, 15, 18, 30, 0, 0, time.UTC)

// newHarness starts a server whose clock stands on june15.
func newHarness(t *testing.T) *apitest.Harness {
	t.Helper()
	return apitest.New(t, apitest.Options{Clock: apitest.NewClock(june15)})
}

// checkIn checks p in and returns the visit.
func checkIn(t *testing.T, p *apitest.Player, casino, on string) map[string]any {
	t.Helper()
	return p.MustAction(t, "check_in", map[string]any{"casino_name": casino, "visited_on": on})["visit"].(map[string]any)
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
