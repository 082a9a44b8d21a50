package tiermatchactions_test

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"

	_ "github.com/tierline/tierline/actions/tiermatch" // registers the tier-match actions
)

// path is the endpoint under test.
const path = "/v1/tier-match"

// today is the server's clock in these tests.
var today = time.Date(2026, time.June, 15, 18, 30, 0, 0, time.UTC)

// Directory casinos of the shipped data: one of Caesars Rewards, one of
// MGM Rewards, one without a rewards program.
const (
	caesarsCasino = "Harrah's Joliet Casino & Hotel"
	mgmCasino     = "Bellagio Hotel and Casino"
	noProgram     = "Oaklawn Park Racing & Gaming"
	notInDir      = "Somewhere Small"
)

func newHarness(t *testing.T) *apitest.Harness {
	t.Helper()
	return apitest.NewAt(t, today)
}

// tier stores a tier of p's at casino.
func tier(t *testing.T, p *apitest.Player, casino, name string, ytdCoinIn, ytdTheo float64, expires string) *persistence.UserTier {
	t.Helper()
	row := persistence.UserTier{CasinoName: casino, Tier: name, YTDCoinIn: apitest.USD(ytdCoinIn), YTDTheo: apitest.USD(ytdTheo)}
	if expires != "" {
		row.TierExpiresAt = apitest.Date(t, expires)
	}
	return p.Tier(t, row)
}

// trip stores a trip of p's to casino starting on start.
func trip(t *testing.T, p *apitest.Player, casino, start string) {
	t.Helper()
	p.Trip(t, persistence.Trip{CasinoName: casino, StartDate: apitest.Date(t, start)})
}

// wantScope checks that a key lacking scope is refused the action with
// 403 naming it.
func wantScope(t *testing.T, p *apitest.Player, keyScopes, action string, fields map[string]any, scope string) {
	t.Helper()
	t.Run("a "+keyScopes+" key is refused with 403 naming "+scope, func(t *testing.T) {
		p.WithKey(t, keyScopes).Call(t, path, action, fields).WantError(t, http.StatusForbidden, "insufficient_scope", `"`+scope+`"`)
	})
}

// lines is the text's lines that contain part.
func lines(text, part string) []string {
	var out []string
	for _, l := range strings.Split(text, "\n") {
		if strings.Contains(l, part) {
			out = append(out, l)
		}
	}
	return out
}
