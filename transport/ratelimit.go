package transport

import (
	"net"
	"net/http"
	"net/netip"
	"strconv"
	"strings"
	"time"

	"github.com/ulule/limiter/v3"
	"go.uber.org/zap"

	"github.com/tierline/tierline"
)

// rateLimit applies the request quota per client address and sets the
// X-RateLimit-* headers on every response it lets through; over quota it
// answers 429 rate_limited with Retry-After. If the counter store fails the
// request is served anyway (fail open) and the failure logged: a broken
// limiter must not take the API down with it.
func (s *Server) rateLimit(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		lc, err := s.limiter.Get(r.Context(), "ip:"+s.clientAddr(r))
		if err != nil {
			s.log.Warn("rate limiter unavailable; serving without a limit",
				zap.String("request_id", RequestID(r.Context())), zap.Error(err))
			next.ServeHTTP(w, r)
			return
		}
		h := w.Header()
		h.Set("X-RateLimit-Limit", strconv.FormatInt(lc.Limit, 10))
		h.Set("X-RateLimit-Remaining", strconv.FormatInt(lc.Remaining, 10))
		h.Set("X-RateLimit-Reset", strconv.FormatInt(lc.Reset, 10))
		if lc.Reached {
			wait := lc.Reset - time.Now().Unix()
			if wait < 1 {
				wait = 1
			}
			h.Set("Retry-After", strconv.FormatInt(wait, 10))
			s.writeErrorCode(w, tierline.ERATELIMITED,
				"Too many requests: the quota is "+strconv.FormatInt(lc.Limit, 10)+
					" requests per "+s.cfg.RateLimitWindow.String()+"; retry after "+strconv.FormatInt(wait, 10)+" s.")
			return
		}
		next.ServeHTTP(w, r)
	})
}

// newLimiter builds the limiter of the public quota.
func newLimiter(store limiter.Store, quota int64, window time.Duration) *limiter.Limiter {
	return limiter.New(store, limiter.Rate{Period: window, Limit: quota})
}

// clientAddr is the address a request comes from. X-Forwarded-For is
// believed only when the peer is a trusted proxy, and then only as far as
// the chain of trusted proxies goes: the right-most untrusted hop is the
// client, since anything left of it may be forged.
func (s *Server) clientAddr(r *http.Request) string {
	peer := peerAddr(r.RemoteAddr)
	if !s.trusted(peer) {
		return peer.String()
	}
	hops := strings.Split(strings.Join(r.Header.Values("X-Forwarded-For"), ","), ",")
	for i := len(hops) - 1; i >= 0; i-- {
		a, err := netip.ParseAddr(strings.TrimSpace(hops[i]))
		if err != nil {
			break // a malformed hop ends the chain we can believe
		}
		a = a.Unmap()
		if !s.trusted(a) {
			return a.String()
		}
		peer = a
	}
	return peer.String()
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
