package transport

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/google/uuid"
	"github.com/redis/go-redis/v9"
	"github.com/ulule/limiter/v3"
	sredis "github.com/ulule/limiter/v3/drivers/store/redis"
	"go.uber.org/zap"

	"github.com/tierline/tierline/internal/domain"
)

// rateLimiters are the three quotas: per API key for authenticated
// requests, per verified signed bot (its keyid) for bot requests without a
// key, per client address for anonymous ones. All count in one store:
// memory (one instance) or Redis (shared by every instance).
type rateLimiters struct {
	public *limiter.Limiter
	key    *limiter.Limiter
	bot    *limiter.Limiter
	window time.Duration
	// counters, when set, count the quotas in this process instead of
	// the limiters' store (memory, one instance: the default without
	// Redis), without allocating per request.
	counters *counters
	// limitText is each quota's X-RateLimit-Limit value.
	limitText map[*limiter.Limiter][]string
	// lastWarn throttles the "limiter unavailable" warning to one a minute.
	lastWarn atomic.Int64
}

func newRateLimiters(store limiter.Store, public, key, bot int64, window time.Duration) *rateLimiters {
	l := &rateLimiters{
		public: limiter.New(store, limiter.Rate{Period: window, Limit: public}),
		key:    limiter.New(store, limiter.Rate{Period: window, Limit: key}),
		bot:    limiter.New(store, limiter.Rate{Period: window, Limit: bot}),
		window: window,
	}
	l.limitText = map[*limiter.Limiter][]string{}
	for _, lim := range []*limiter.Limiter{l.public, l.key, l.bot} {
		l.limitText[lim] = []string{strconv.FormatInt(lim.Rate.Limit, 10)}
	}
	return l
}

// inMemory makes the limiters count in this process (the store given to
// newRateLimiters is a memory store that nothing else reads the quotas
// from).
func (l *rateLimiters) inMemory() *rateLimiters {
	l.counters = newCounters(time.Now)
	return l
}

// counters are fixed-window request counters kept in this process, as
// ulule/limiter's memory store keeps them (a window starts with an
// identity's first request and lasts the period; the count starts over
// after it), keyed by a comparable identity so counting a request
// allocates nothing. Expired counters are dropped as the shards are used.
type counters struct {
	now    func() time.Time
	shards [16]counterShard
}

type counterShard struct {
	mu        sync.Mutex
	windows   map[counterKey]window
	nextSweep int64
}

// counterKey is a rate-limit identity: a key or grant by its id, a bot
// by its keyid, a client by its address. Each quota counts apart, as the
// store's keys ("key:", "grant:", "bot:", "ip:") keep them apart.
type counterKey struct {
	kind byte
	id   uuid.UUID
	addr netip.Addr
	name string
}

type window struct {
	count   int64
	expires int64 // Unix nanoseconds
}

func newCounters(now func() time.Time) *counters {
	c := &counters{now: now}
	for i := range c.shards {
		c.shards[i].windows = map[counterKey]window{}
	}
	return c
}

// get counts one request of k against rate and answers as the limiter
// would.
func (c *counters) get(k counterKey, rate limiter.Rate) limiter.Context {
	now := c.now().UnixNano()
	sh := &c.shards[k.shard()%uint32(len(c.shards))]
	sh.mu.Lock()
	if now >= sh.nextSweep {
		for key, w := range sh.windows {
			if now > w.expires {
				delete(sh.windows, key)
			}
		}
		sh.nextSweep = now + int64(rate.Period)
	}
	w, ok := sh.windows[k]
	if !ok || now > w.expires {
		w = window{expires: now + int64(rate.Period)}
	}
	w.count++
	sh.windows[k] = w
	sh.mu.Unlock()
	lc := limiter.Context{Limit: rate.Limit, Reset: time.Unix(0, w.expires).Unix(), Reached: true}
	if w.count <= rate.Limit {
		lc.Remaining, lc.Reached = rate.Limit-w.count, false
	}
	return lc
}

func (k counterKey) shard() uint32 {
	switch {
	case k.name != "":
		h := uint32(2166136261) // FNV-1a
		for i := 0; i < len(k.name); i++ {
			h = (h ^ uint32(k.name[i])) * 16777619
		}
		return h
	case k.addr.IsValid():
		b := k.addr.As16()
		return uint32(b[15]) | uint32(b[14])<<8
	default:
		return uint32(k.id[15]) | uint32(k.id[14])<<8
	}
}

// RedisOption tunes NewRedisLimiterStore.
type RedisOption func(*lazyRedisStore)

// RedisBackoff sets how long the store leaves Redis alone after a failure
// (default 5 s; tests that bring Redis back use 0).
func RedisBackoff(d time.Duration) RedisOption {
	return func(l *lazyRedisStore) { l.backoff = d }
}

// NewRedisLimiterStore keeps the rate-limit counters in Redis at url, under
// prefix. Short timeouts and a backoff after failures keep a slow or dead
// Redis from slowing requests: the limiter then fails open.
func NewRedisLimiterStore(url, prefix string, opts ...RedisOption) (limiter.Store, *redis.Client, error) {
	ropts, err := redis.ParseURL(url)
	if err != nil {
		return nil, nil, fmt.Errorf("REDIS_URL: %w", err)
	}
	ropts.DialTimeout = 250 * time.Millisecond
	ropts.ReadTimeout = 250 * time.Millisecond
	ropts.WriteTimeout = 250 * time.Millisecond
	ropts.PoolTimeout = 250 * time.Millisecond
	ropts.MaxRetries = 0
	ropts.DialerRetries = 1
	client := redis.NewClient(ropts)
	l := &lazyRedisStore{client: client, prefix: prefix, now: time.Now, backoff: redisBackoff}
	for _, o := range opts {
		o(l)
	}
	return l, client, nil
}

// redisBackoff is how long the store stops trying Redis after a failure:
// while Redis is down, requests are served at once (fail open) instead of
// each waiting on a dial.
const redisBackoff = 5 * time.Second

// errRedisBackoff reports a call skipped during the backoff.
var errRedisBackoff = errors.New("redis: unavailable after a recent failure; not retried until the backoff ends")

// lazyRedisStore builds the Redis store on first use (the library loads its
// scripts when built, which must not keep the service from starting while
// Redis is down) and stops calling Redis for a short backoff after any
// failure.
type lazyRedisStore struct {
	client  *redis.Client
	prefix  string
	now     func() time.Time
	backoff time.Duration

	mu         sync.Mutex
	store      limiter.Store
	retryAfter time.Time
}

func (l *lazyRedisStore) get(ctx context.Context) (limiter.Store, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.now().Before(l.retryAfter) {
		return nil, errRedisBackoff
	}
	if l.store != nil {
		return l.store, nil
	}
	st, err := sredis.NewStoreWithOptions(l.client, limiter.StoreOptions{Prefix: l.prefix})
	if err != nil {
		l.retryAfter = l.now().Add(l.backoff)
		return nil, fmt.Errorf("redis: %w", err)
	}
	l.store = st
	return st, nil
}

// call runs one store operation, starting the backoff when it fails.
func (l *lazyRedisStore) call(ctx context.Context, op func(limiter.Store) (limiter.Context, error)) (limiter.Context, error) {
	st, err := l.get(ctx)
	if err != nil {
		return limiter.Context{}, err
	}
	lc, err := op(st)
	if err != nil {
		l.mu.Lock()
		l.retryAfter = l.now().Add(l.backoff)
		l.mu.Unlock()
	}
	return lc, err
}

func (l *lazyRedisStore) Get(ctx context.Context, key string, rate limiter.Rate) (limiter.Context, error) {
	return l.call(ctx, func(st limiter.Store) (limiter.Context, error) { return st.Get(ctx, key, rate) })
}

func (l *lazyRedisStore) Peek(ctx context.Context, key string, rate limiter.Rate) (limiter.Context, error) {
	return l.call(ctx, func(st limiter.Store) (limiter.Context, error) { return st.Peek(ctx, key, rate) })
}

func (l *lazyRedisStore) Reset(ctx context.Context, key string, rate limiter.Rate) (limiter.Context, error) {
	return l.call(ctx, func(st limiter.Store) (limiter.Context, error) { return st.Reset(ctx, key, rate) })
}

func (l *lazyRedisStore) Increment(ctx context.Context, key string, n int64, rate limiter.Rate) (limiter.Context, error) {
	return l.call(ctx, func(st limiter.Store) (limiter.Context, error) { return st.Increment(ctx, key, n, rate) })
}

// limit counts the request against its identity's quota and sets the
// X-RateLimit-* headers. The identity is the API key (or the OAuth grant)
// when there is one,
// else the verified signed bot ("bot:<keyid>"), else the client address. Over quota it answers 429 rate_limited with
// Retry-After and returns false. If the counter store fails the request is
// let through (fail open), logged and counted in a metric: a broken limiter
// must not take the API down with it.
func (s *Server) limit(w http.ResponseWriter, r *http.Request, p *principal, b *signedBot) bool {
	lim := s.limiters.public
	switch {
	case p != nil:
		lim = s.limiters.key
	case b != nil:
		lim = s.limiters.bot
	}
	var lc limiter.Context
	var err error
	if s.limiters.counters != nil {
		lc = s.limiters.counters.get(s.counterKey(r, p, b), lim.Rate)
	} else {
		lc, err = lim.Get(r.Context(), s.identity(r, p, b))
	}
	if err != nil {
		s.metrics.limiterErrors.Inc()
		now := time.Now().Unix()
		if last := s.limiters.lastWarn.Load(); now-last >= 60 && s.limiters.lastWarn.CompareAndSwap(last, now) {
			s.log.Warn("rate limiter unavailable; serving without a limit (logged once a minute, counted in tierline_rate_limiter_errors_total)",
				zap.String("request_id", RequestID(r.Context())), zap.Error(err))
		}
		return true
	}
	setRateLimitHeaders(w.Header(), requestState(r.Context()), lc, s.limiters.limitText[lim])
	if !lc.Reached {
		return true
	}
	wait := max(lc.Reset-time.Now().Unix(), 1)
	w.Header().Set("Retry-After", strconv.FormatInt(wait, 10))
	s.writeErrorCode(w, domain.ERATELIMITED, fmt.Sprintf(
		"Too many requests: the quota is %d requests per %s; retry after %d s.", lc.Limit, s.limiters.window, wait))
	return false
}

// identity is the request's rate-limit identity in the limiters' store:
// its key's or grant's (p.identity), its verified bot's, or its client
// address's.
func (s *Server) identity(r *http.Request, p *principal, b *signedBot) string {
	switch {
	case p != nil:
		return p.identity()
	case b != nil:
		return "bot:" + b.KeyID
	}
	return "ip:" + s.clientAddr(r)
}

// counterKey is identity for the in-process counters.
func (s *Server) counterKey(r *http.Request, p *principal, b *signedBot) counterKey {
	switch {
	case p != nil && p.GrantID != uuid.Nil:
		return counterKey{kind: 'g', id: p.GrantID}
	case p != nil:
		return counterKey{kind: 'k', id: p.KeyID}
	case b != nil:
		return counterKey{kind: 'b', name: b.KeyID}
	}
	return counterKey{kind: 'i', addr: s.clientIP(r)}
}

// Canonical names of the rate-limit headers (http.Header.Set would
// canonicalize "X-RateLimit-Limit" to these on every call).
const (
	hdrRateLimitLimit     = "X-Ratelimit-Limit"
	hdrRateLimitRemaining = "X-Ratelimit-Remaining"
	hdrRateLimitReset     = "X-Ratelimit-Reset"
)

// setRateLimitHeaders sets X-RateLimit-Limit (limit, the quota's own
// value), X-RateLimit-Remaining and X-RateLimit-Reset: the two numbers
// are written into one string and their values backed by the request's
// state, so the three headers cost one allocation.
func setRateLimitHeaders(h http.Header, st *reqState, lc limiter.Context, limit []string) {
	if len(limit) == 0 {
		limit = []string{strconv.FormatInt(lc.Limit, 10)}
	}
	h[hdrRateLimitLimit] = limit
	var b [40]byte
	nums := strconv.AppendInt(b[:0], lc.Remaining, 10)
	cut := len(nums)
	nums = strconv.AppendInt(nums, lc.Reset, 10)
	text := string(nums)
	st.setHeader(h, hdrRateLimitRemaining, text[:cut])
	st.setHeader(h, hdrRateLimitReset, text[cut:])
}

// clientAddr is the address a request comes from, as text. Most often
// that is the host part of the peer's address exactly as netip writes it,
// which is then returned as it stands rather than written again.
func (s *Server) clientAddr(r *http.Request) string {
	ip := s.clientIP(r)
	if host, _, err := net.SplitHostPort(r.RemoteAddr); err == nil {
		var buf [64]byte
		if string(ip.AppendTo(buf[:0])) == host {
			return host
		}
	}
	return ip.String()
}

// clientIP is the address a request comes from. X-Forwarded-For is
// believed only when the peer is a trusted proxy, and then only as far as
// the chain of trusted proxies goes: the right-most untrusted hop is the
// client, since anything left of it may be forged.
func (s *Server) clientIP(r *http.Request) netip.Addr {
	peer := peerAddr(r.RemoteAddr)
	if !s.trusted(peer) {
		return peer
	}
	hops := strings.Split(strings.Join(r.Header.Values("X-Forwarded-For"), ","), ",")
	for i := len(hops) - 1; i >= 0; i-- {
		a, err := netip.ParseAddr(strings.TrimSpace(hops[i]))
		if err != nil {
			break // a malformed hop ends the chain we can believe
		}
		a = a.Unmap()
		if !s.trusted(a) {
			return a
		}
		peer = a
	}
	return peer
}

func (s *Server) trusted(a netip.Addr) bool {
	for _, p := range s.cfg.TrustedProxies {
		if p.Contains(a) {
			return true
		}
	}
	return false
}

func peerAddr(remote string) netip.Addr {
	host, _, err := net.SplitHostPort(remote)
	if err != nil {
		host = remote
	}
	a, err := netip.ParseAddr(host)
	if err != nil {
		return netip.IPv4Unspecified()
	}
	return a.Unmap()
}
