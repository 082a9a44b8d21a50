package transport

import (
	"context"
	"fmt"
	"net/http"
	"regexp"
	"runtime/debug"
	"strconv"
	"time"

	"github.com/google/uuid"
	"github.com/gorilla/mux"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"go.uber.org/zap"

	"github.com/tierline/tierline/internal/domain"
)

type ctxKey int

const (
	requestIDKey ctxKey = iota
	routeKey
)

// RequestID returns the id of the request ctx belongs to.
func RequestID(ctx context.Context) string {
	id, _ := ctx.Value(requestIDKey).(string)
	return id
}

// goodRequestID is what an incoming X-Request-Id must look like to be
// echoed; anything else (too long, control characters) is replaced.
var goodRequestID = regexp.MustCompile(`^[A-Za-z0-9._:/+=-]{1,128}$`)

// withRequestID gives every request an id: the client's X-Request-Id when it
// is sane, a new uuid otherwise, echoed in the response header.
func withRequestID(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id := r.Header.Get("X-Request-Id")
		if !goodRequestID.MatchString(id) {
			id = uuid.NewString()
		}
		w.Header().Set("X-Request-Id", id)
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), requestIDKey, id)))
	})
}

// recorder remembers the status and size of a response.
type recorder struct {
	http.ResponseWriter
	status int
	bytes  int
}

func (rec *recorder) WriteHeader(status int) {
	if rec.status == 0 {
		rec.status = status
	}
	rec.ResponseWriter.WriteHeader(status)
}

func (rec *recorder) Write(b []byte) (int, error) {
	if rec.status == 0 {
		rec.status = http.StatusOK
	}
	n, err := rec.ResponseWriter.Write(b)
	rec.bytes += n
	return n, err
}

// Unwrap lets http.ResponseController reach Flush and deadlines.
func (rec *recorder) Unwrap() http.ResponseWriter { return rec.ResponseWriter }

// routeHolder is filled in by the router once it has matched a route, so the
// outer middleware can label logs and metrics by route template (bounded)
// rather than by path (unbounded).
type routeHolder struct{ template string }

// recordRoute is router middleware: it runs only for matched routes.
func recordRoute(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if h, ok := r.Context().Value(routeKey).(*routeHolder); ok {
			if tpl, err := mux.CurrentRoute(r).GetPathTemplate(); err == nil {
				h.template = tpl
			}
		}
		next.ServeHTTP(w, r)
	})
}

// observe logs one structured line per request and records the request in
// the metrics. A request whose client hung up before a successful answer
// is recorded as 499 (client closed request), whatever the handler made of
// its cancelled work: it is no server error.
func (s *Server) observe(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		holder := &routeHolder{}
		rec := &recorder{ResponseWriter: w}
		next.ServeHTTP(rec, r.WithContext(context.WithValue(r.Context(), routeKey, holder)))
		switch {
		case clientGone(r.Context()) && (rec.status == 0 || rec.status >= 400):
			rec.status = StatusClientClosedRequest
		case rec.status == 0:
			rec.status = http.StatusOK
		}
		elapsed := time.Since(start)
		route := holder.template
		if route == "" {
			route = "unmatched" // 404s, 405s and CORS preflights: one label, not one per path
		}
		status := strconv.Itoa(rec.status)
		s.metrics.requests.WithLabelValues(r.Method, route, status).Inc()
		s.metrics.latency.WithLabelValues(r.Method, route, status).Observe(elapsed.Seconds())
		s.log.Info("request",
			zap.String("request_id", RequestID(r.Context())),
			zap.String("method", r.Method),
			zap.String("route", route),
			zap.String("path", r.URL.Path),
			zap.Int("status", rec.status),
			zap.Float64("duration_ms", float64(elapsed.Microseconds())/1000),
			zap.Int("bytes", rec.bytes),
			zap.String("client", s.clientAddr(r)),
		)
	})
}

// recoverPanics turns a panic in a handler into a 500 internal_error that
// carries the request id, and logs the panic with its stack.
func (s *Server) recoverPanics(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		rec := &recorder{ResponseWriter: w}
		defer func() {
			v := recover()
			if v == nil {
				return
			}
			if v == http.ErrAbortHandler {
				panic(v) // the handler asked net/http to abort the connection
			}
			id := RequestID(r.Context())
			s.log.Error("panic in handler",
				zap.String("request_id", id),
				zap.String("panic", fmt.Sprint(v)),
				zap.ByteString("stack", debug.Stack()))
			if rec.status == 0 {
				s.writeErrorCode(rec, domain.EINTERNAL,
					"An internal error occurred; if it persists, report request id "+id+".")
			}
		}()
		next.ServeHTTP(rec, r)
	})
}

// metrics are the Prometheus collectors of one server, in a registry of its
// own (no global state, so tests can run many servers).
type metrics struct {
	registry      *prometheus.Registry
	requests      *prometheus.CounterVec
	latency       *prometheus.HistogramVec
	limiterErrors prometheus.Counter
}

func newMetrics() *metrics {
	m := &metrics{
		registry: prometheus.NewRegistry(),
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "tierline_http_requests_total",
			Help: "HTTP requests served, by method, route template and status.",
		}, []string{"method", "route", "status"}),
		latency: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name:    "tierline_http_request_duration_seconds",
			Help:    "Time to serve HTTP requests, by method, route template and status.",
			Buckets: []float64{.001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10},
		}, []string{"method", "route", "status"}),
	}
	m.limiterErrors = prometheus.NewCounter(prometheus.CounterOpts{
		Name: "tierline_rate_limiter_errors_total",
		Help: "Requests served without a rate limit because the counter store failed (fail open).",
	})
	m.registry.MustRegister(m.requests, m.latency, m.limiterErrors,
		collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	return m
}
