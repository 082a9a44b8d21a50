package web

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"strings"
	"time"

	"github.com/ulule/limiter/v3"
)

// Sign-in throttling counts failed sign-ins in the rate limiter's store
// (ulule/limiter: memory, or the Redis every instance shares) and refuses
// further attempts for a while once a count is reached. The waits grow
// with the failures (a backoff in steps), and none lasts forever:
//
//   - per client address: 5 failures a minute, 20 a quarter hour, 100 a
//     day; a guesser's address is slowed to a crawl;
//   - per account, from any address: 10 failures a minute. A stranger
//     hammering someone's account can make its owner wait at most the rest
//     of that minute, never lock them out; the owner's own address keeps
//     its own counts.
//
// A success does not clear the counts: an attacker cannot reset them with
// an account of their own.
type throttle struct {
	addr    []*limiter.Limiter
	account []*limiter.Limiter
}

// step is one rung of the backoff.
type step struct {
	failures int64
	window   time.Duration
}

var (
	addrSteps    = []step{{5, time.Minute}, {20, 15 * time.Minute}, {100, 24 * time.Hour}}
	accountSteps = []step{{10, time.Minute}}
)

func newThrottle(store limiter.Store) *throttle {
	t := &throttle{}
	for _, s := range addrSteps {
		t.addr = append(t.addr, limiter.New(store, limiter.Rate{Limit: s.failures, Period: s.window}))
	}
	for _, s := range accountSteps {
		t.account = append(t.account, limiter.New(store, limiter.Rate{Limit: s.failures, Period: s.window}))
	}
	return t
}

// keys are the counters' names: the account by a hash of its email (the
// store is shared; emails need not sit in Redis), each step its own key.
func (t *throttle) keys(email, addr string) (addrKeys, accountKeys []string) {
	sum := sha256.Sum256([]byte(strings.ToLower(strings.TrimSpace(email))))
	acct := hex.EncodeToString(sum[:12])
	for _, s := range addrSteps {
		addrKeys = append(addrKeys, "signin:addr:"+s.window.String()+":"+addr)
	}
	for _, s := range accountSteps {
		accountKeys = append(accountKeys, "signin:account:"+s.window.String()+":"+acct)
	}
	return addrKeys, accountKeys
}

// wait says how long the next attempt for email from addr must wait: 0
// when it may go ahead. A failing store lets attempts through (the
// passwords are still checked), as the API's rate limit does.
func (t *throttle) wait(ctx context.Context, email, addr string) time.Duration {
	addrKeys, accountKeys := t.keys(email, addr)
	var longest time.Duration
	check := func(ls []*limiter.Limiter, keys []string) {
		for i, l := range ls {
			lc, err := l.Peek(ctx, keys[i])
			if err != nil || lc.Remaining > 0 {
				continue
			}
			if w := time.Until(time.Unix(lc.Reset, 0)); w > longest {
				longest = w
			}
		}
	}
	check(t.addr, addrKeys)
	check(t.account, accountKeys)
	if longest > 0 && longest < time.Second {
		longest = time.Second
	}
	return longest
}

// failed counts one failed attempt.
func (t *throttle) failed(ctx context.Context, email, addr string) {
	addrKeys, accountKeys := t.keys(email, addr)
	for i, l := range t.addr {
		_, _ = l.Increment(ctx, addrKeys[i], 1)
	}
	for i, l := range t.account {
		_, _ = l.Increment(ctx, accountKeys[i], 1)
	}
}
