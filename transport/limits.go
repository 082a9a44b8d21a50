package transport

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"time"

	"github.com/tierline/tierline/internal/domain"
)

// The limits of the server's work. Requests that do not stream get
// cfg.RequestTimeout: their context ends then, so their queries stop and
// they answer 503, and their connection refuses writes a little later, so
// a client that reads slowly cannot hold a response open. Streams (/ask,
// /a2a and /mcp asked for text/event-stream) run as long as they have
// something to say. Past cfg.MaxInFlight requests at once, a request is
// refused with 503 and Retry-After before anything of it runs, rather
// than queued in memory; the health probes and /metrics are neither
// counted nor refused, so an overloaded instance still answers them.

// writeGrace is how long after its deadline a request may still be
// writing its answer (the 503 of a timeout, say).
const writeGrace = 5 * time.Second

// busyRetryAfter is the Retry-After of a request refused for load, in
// seconds.
const busyRetryAfter = "1"

// errBusy is the answer to a request past the in-flight limit. Its code
// is the specification's rate_limited (too many requests: the client
// waits for Retry-After and tries again); the status is 503 because the
// limit is the service's, not the client's quota.
var errBusy = &domain.Error{Code: domain.ERATELIMITED, Status: http.StatusServiceUnavailable,
	Message: "The service is busy: too many requests are in progress. Retry after " + busyRetryAfter + " second."}

// setWriteDeadline gives every request its connection's write deadline:
// the request timeout (and writeGrace) for a request that does not
// stream, none for a stream. It runs for every request, before any
// handler writes, because a connection keeps the deadline of its previous
// request; only withRequestID, which reads the clock for it, is outside.
func (s *Server) setWriteDeadline(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var deadline time.Time
		if !s.streams(r) {
			var now time.Time
			if st := requestState(r.Context()); st != nil {
				now = st.start // below withRequestID: its reading of the clock
			} else {
				now = time.Now()
			}
			deadline = now.Add(s.cfg.RequestTimeout + writeGrace)
		}
		// net/http's own writer takes the deadline directly; a wrapped one
		// is reached through the controller, and a writer without
		// deadlines (a test recorder) is served as is.
		if dw, ok := w.(interface{ SetWriteDeadline(time.Time) error }); ok {
			_ = dw.SetWriteDeadline(deadline)
		} else if _, ok := w.(interface{ Unwrap() http.ResponseWriter }); ok {
			_ = http.NewResponseController(w).SetWriteDeadline(deadline)
		}
		next.ServeHTTP(w, r)
	})
}

// limitWork refuses a request past the in-flight limit (the request's
// deadline is set with its state, by withRequestID).
func (s *Server) limitWork(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if s.opsPaths[r.URL.Path] {
			next.ServeHTTP(w, r)
			return
		}
		if s.inFlight.Add(1) > s.cfg.MaxInFlight {
			s.inFlight.Add(-1)
			w.Header().Set("Retry-After", busyRetryAfter)
			s.writeError(w, r, errBusy)
			return
		}
		defer s.inFlight.Add(-1)
		next.ServeHTTP(w, r)
	})
}

// streams reports whether r may be answered as a stream: a request for
// text/event-stream on a route that streams.
func (s *Server) streams(r *http.Request) bool {
	return s.streamPaths[r.URL.Path] && strings.Contains(strings.ToLower(r.Header.Get("Accept")), "text/event-stream")
}

// timedOut reports whether the request ctx belongs to ran out of its time.
func timedOut(ctx context.Context) bool {
	return errors.Is(ctx.Err(), context.DeadlineExceeded)
}

// timeoutError is the answer to a request stopped at its deadline: an
// internal error (the service did not manage in time), with 503 because
// trying again later may well succeed.
func (s *Server) timeoutError(ctx context.Context) *domain.Error {
	return &domain.Error{Code: domain.EINTERNAL, Status: http.StatusServiceUnavailable, Message: fmt.Sprintf(
		"The request did not finish within %s and was stopped; a write may or may not have been applied, so retry it "+
			"with the same Idempotency-Key. If it persists, report request id %s.", s.cfg.RequestTimeout, RequestID(ctx))}
}
