package transport

import (
	"net/netip"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/ulule/limiter/v3"
)

// TestGoodRequestIDMatchesTheRule checks the hand-written check of an
// incoming X-Request-Id against the rule it replaces, the pattern
// ^[A-Za-z0-9._:/+=-]{1,128}$, over every byte and the length bounds.
func TestGoodRequestIDMatchesTheRule(t *testing.T) {
	rule := regexp.MustCompile(`^[A-Za-z0-9._:/+=-]{1,128}$`)
	ids := []string{"", "a", "client-req-42", strings.Repeat("a", 128), strings.Repeat("a", 129), "a b", "a\nb", "é", "a/b+c=d:e.f_g"}
	for c := range 256 {
		ids = append(ids, "x"+string([]byte{byte(c)})+"y")
	}
	for _, id := range ids {
		if got, want := goodRequestID(id), rule.MatchString(id); got != want {
			t.Errorf("goodRequestID(%q) = %v, want %v", id, got, want)
		}
	}
}

// TestCountersCountAWindowThenStartOver checks the in-process counters
// answer as the limiter's memory store: the window starts with the first
// request, the count runs past the limit (reached) and starts over once
// the window has passed; identities count apart.
func TestCountersCountAWindowThenStartOver(t *testing.T) {
	now := time.Unix(1_800_000_000, 0)
	c := newCounters(func() time.Time { return now })
	rate := limiter.Rate{Period: time.Minute, Limit: 2}
	key := counterKey{kind: 'k', id: uuid.New()}
	addr := counterKey{kind: 'i', addr: netip.MustParseAddr("192.0.2.7")}
	steps := []struct {
		name      string
		advance   time.Duration
		k         counterKey
		remaining int64
		reached   bool
		reset     int64
	}{
		{"first", 0, key, 1, false, now.Add(time.Minute).Unix()},
		{"second", 10 * time.Second, key, 0, false, now.Add(time.Minute).Unix()},
		{"third is over", 10 * time.Second, key, 0, true, now.Add(time.Minute).Unix()},
		{"another identity", 0, addr, 1, false, now.Add(20*time.Second + time.Minute).Unix()},
		{"window passed", 41 * time.Second, key, 1, false, now.Add(61*time.Second + time.Minute).Unix()},
	}
	for _, s := range steps {
		now = now.Add(s.advance)
		lc := c.get(s.k, rate)
		if lc.Limit != 2 || lc.Remaining != s.remaining || lc.Reached != s.reached || lc.Reset != s.reset {
			t.Errorf("%s: %+v, want remaining %d, reached %v, reset %d", s.name, lc, s.remaining, s.reached, s.reset)
		}
	}
}
