package transport

import (
	"fmt"
	"net/http"
	"strconv"
	"time"

	"github.com/gorilla/mux"
	"go.uber.org/zap"

	"github.com/tierline/tierline/transport/oauth"
)

// oauthRoutes mounts the endpoints an OAuth client calls: the token,
// registration and revocation endpoints (transport/oauth). The
// authorization endpoint is a page of the site (transport/web), since a
// person answers it. These answer in OAuth's JSON (RFC 6749 §5.2, RFC
// 7591 §3.2.2), which clients read, rather than the API's error object.
func (s *Server) oauthRoutes(r *mux.Router) {
	post := http.MethodPost
	r.HandleFunc(oauth.TokenPath, s.oauth.Token).Methods(post)
	r.HandleFunc(oauth.RevokePath, s.oauth.Revoke).Methods(post)
	r.HandleFunc(oauth.RegisterPath, s.limitRegistrations(s.oauth.Register)).Methods(post)
}

// limitRegistrations lets one client address register at most
// TIERLINE_RATE_LIMIT_REGISTER clients an hour (besides the request
// quota every request counts against): registering is free and leaves a
// row behind, so it is the cheapest thing to abuse.
func (s *Server) limitRegistrations(next http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		lc, err := s.register.Get(r.Context(), "oauth-register:"+s.clientAddr(r))
		if err != nil {
			s.metrics.limiterErrors.Inc()
			s.log.Warn("registration limiter unavailable; serving without it", zap.Error(err))
			next(w, r)
			return
		}
		if lc.Reached {
			wait := max(lc.Reset-time.Now().Unix(), 1)
			w.Header().Set("Retry-After", strconv.FormatInt(wait, 10))
			writeJSON(w, http.StatusTooManyRequests, map[string]string{
				"error": "rate_limited",
				"error_description": fmt.Sprintf("Too many client registrations from this address: at most %d an hour; retry after %d s, or reuse the client_id you registered.",
					lc.Limit, wait),
			})
			return
		}
		next(w, r)
	}
}
