package transport

import (
	"context"
	"crypto/rand"
	"fmt"
	"net/http"
	"runtime/debug"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/google/uuid"
	"github.com/gorilla/mux"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"go.uber.org/zap"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/internal/logging"
	"github.com/tierline/tierline/registry"
)

type ctxKey int

const (
	requestIDKey ctxKey = iota
	routeKey
	stateKey
)

// reqState is what the middleware learns about one request as it goes
// (its id, its route, who is calling), kept in one allocation that is
// also the request's context: each layer fills in a field instead of
// deriving a context and a request of its own. It also holds the
// response recorder, the log line's fields and room for the values of
// the headers every answer carries, for the same reason.
type reqState struct {
	context.Context
	// start is when the request came in: the one reading of the clock its
	// duration, its deadline and its write deadline are counted from.
	start     time.Time
	id        string
	route     string
	principal *principal
	bot       *signedBot
	rec       recorder
	// hdr backs the values of headers set for this request (X-Request-Id,
	// X-RateLimit-Remaining and -Reset, Content-Type): a header's value
	// is a one-element slice, and these need no allocation of their own.
	hdr  [4]string
	nhdr int
	line logging.Request // the request's log line, kept here so it needs no allocation
	rand [16]byte
	dl   deadlineState
}

// Value answers the keys the middleware fills in from the state and
// every other key from the parent context.
func (st *reqState) Value(key any) any {
	switch key {
	case stateKey:
		return st
	case requestIDKey:
		return st.id
	case principalKey:
		if st.principal != nil {
			return st.principal
		}
	case signedBotKey:
		if st.bot != nil {
			return st.bot
		}
	default:
		return st.parentValue(key)
	}
	return st.parentValue(key) // a principal or bot of an outer context, in tests
}

// requestState is the request's state, or nil for a request that did not come
// through the middleware (handlers called directly in tests).
func requestState(ctx context.Context) *reqState {
	st, _ := ctx.Value(stateKey).(*reqState)
	return st
}

// setHeader sets the header key (canonical form) to the single value v,
// backed by the request's state when it has room left.
func (st *reqState) setHeader(h http.Header, key, v string) {
	if st == nil || st.nhdr == len(st.hdr) {
		h[key] = []string{v}
		return
	}
	st.hdr[st.nhdr] = v
	h[key] = st.hdr[st.nhdr : st.nhdr+1 : st.nhdr+1]
	st.nhdr++
}

// RequestID returns the id of the request ctx belongs to.
func RequestID(ctx context.Context) string {
	id, _ := ctx.Value(requestIDKey).(string)
	return id
}

// goodRequestID reports whether an incoming X-Request-Id may be echoed:
// 1 to 128 of A-Z, a-z, 0-9 and ._:/+=- (anything else, too long or with
// control characters, is replaced).
func goodRequestID(id string) bool {
	if len(id) == 0 || len(id) > 128 {
		return false
	}
	for i := 0; i < len(id); i++ {
		switch c := id[i]; {
		case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z', '0' <= c && c <= '9':
		case c == '.', c == '_', c == ':', c == '/', c == '+', c == '=', c == '-':
		default:
			return false
		}
	}
	return true
}

// newRequestID is a random (version 4) uuid, drawn into the state's
// buffer so only its text is allocated.
func (st *reqState) newRequestID() string {
	if _, err := rand.Read(st.rand[:]); err != nil {
		return uuid.NewString()
	}
	u := uuid.UUID(st.rand)
	u[6] = (u[6] & 0x0f) | 0x40 // version 4
	u[8] = (u[8] & 0x3f) | 0x80 // RFC 4122 variant
	return u.String()
}

// withRequestID gives every request its state and an id: the client's
// X-Request-Id when it is sane, a new uuid otherwise, echoed in the
// response header. The state carries the request's deadline too, for a
// request that does not stream and is not an operations probe: one
// context for the request instead of a second one further in.
func (s *Server) withRequestID(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		st := &reqState{Context: r.Context(), start: time.Now()}
		if !s.opsPaths[r.URL.Path] && !s.streams(r) {
			st.setDeadline(st.start.Add(s.cfg.RequestTimeout))
			defer st.endDeadline()
		}
		st.id = r.Header.Get("X-Request-Id")
		if !goodRequestID(st.id) {
			st.id = st.newRequestID()
		}
		st.setHeader(w.Header(), "X-Request-Id", st.id)
		next.ServeHTTP(w, r.WithContext(st))
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

// routeInfo is what the middleware around a matched route knows of it
// when the routes are built: its template (logs and metrics are labelled
// by template, which is bounded, rather than by path, which is not),
// whether it is an operations endpoint, and its deprecation.
type routeInfo struct {
	template   string
	ops        bool
	deprecated *registry.Deprecation
}

// aroundRoutes wraps the handler of every route of r, once, in what runs
// for a matched route: recording its template, identify (not for the
// operations endpoints) and the deprecation headers. (gorilla/mux's own
// middleware would build this chain again on every request.)
func (s *Server) aroundRoutes(r *mux.Router) error {
	return r.Walk(func(route *mux.Route, _ *mux.Router, _ []*mux.Route) error {
		h := route.GetHandler()
		if h == nil {
			return nil
		}
		info := routeInfo{ops: strings.HasPrefix(route.GetName(), opsRoute)}
		if tpl, err := route.GetPathTemplate(); err == nil {
			info.template = tpl
			if d, ok := s.deprecatedRoutes[tpl]; ok {
				info.deprecated = &d
			}
		}
		route.Handler(s.aroundRoute(info, h))
		return nil
	})
}

// aroundRoute is aroundRoutes for one route.
func (s *Server) aroundRoute(info routeInfo, h http.Handler) http.Handler {
	inner := h
	if info.deprecated != nil {
		d, link := *info.deprecated, s.cfg.SiteURL+"/docs/deprecations"
		inner = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			setDeprecation(w.Header(), d, link)
			h.ServeHTTP(w, r)
		})
	}
	if !info.ops {
		inner = s.identify(inner)
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if st := requestState(r.Context()); st != nil && info.template != "" {
			st.route = info.template
		}
		inner.ServeHTTP(w, r)
	})
}

// statusText is the text of the status codes, for metric labels.
var statusText = func() (t [600]string) {
	for i := range t {
		t[i] = strconv.Itoa(i)
	}
	return t
}()

func statusLabel(status int) string {
	if status >= 0 && status < len(statusText) {
		return statusText[status]
	}
	return strconv.Itoa(status)
}

// observe logs one structured line per request and records the request in
// the metrics. A request whose client hung up before a successful answer
// is recorded as 499 (client closed request), whatever the handler made of
// its cancelled work: it is no server error.
func (s *Server) observe(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		st := requestState(r.Context())
		if st == nil { // not below withRequestID: a state of its own
			st = &reqState{Context: r.Context(), start: time.Now(), id: RequestID(r.Context())}
			r = r.WithContext(st)
		}
		start := st.start
		rec := &st.rec
		rec.ResponseWriter = w
		next.ServeHTTP(rec, r)
		switch {
		case (rec.status == 0 || rec.status >= 400) && clientGone(r.Context()): // a success needs no look at the context
			rec.status = StatusClientClosedRequest
		case rec.status == 0:
			rec.status = http.StatusOK
		}
		end := time.Now()
		elapsed := end.Sub(start)
		route := st.route
		if route == "" {
			route = "unmatched" // 404s, 405s and CORS preflights: one label, not one per path
		}
		status := statusLabel(rec.status)
		s.metrics.record(methodLabel(r.Method), route, status, elapsed)
		st.line = logging.Request{ID: st.id, Method: r.Method, Route: route, Path: r.URL.Path,
			Status: rec.status, Duration: elapsed, Bytes: rec.bytes, Client: s.clientAddr(r)}
		s.access.Write(&st.line, end)
	})
}

// recoverPanics turns a panic in a handler into a 500 internal_error that
// carries the request id, and logs the panic with its stack.
func (s *Server) recoverPanics(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		// observe's recorder already knows whether the answer started.
		rec, ok := w.(*recorder)
		if !ok {
			rec = &recorder{ResponseWriter: w}
		}
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
	// series holds the counter and histogram of each method, route and
	// status seen, so a request finds both with one lookup instead of
	// hashing its three labels once per collector.
	series sync.Map // seriesKey -> *series
}

type seriesKey struct{ method, route, status string }

type series struct {
	requests prometheus.Counter
	latency  prometheus.Observer
}

// methodLabel is the method as a metric label: the methods of HTTP and
// "other", so a client inventing methods cannot grow the series without end.
func methodLabel(m string) string {
	switch m {
	case http.MethodGet, http.MethodHead, http.MethodPost, http.MethodPut, http.MethodPatch,
		http.MethodDelete, http.MethodOptions, http.MethodConnect, http.MethodTrace:
		return m
	}
	return "other"
}

// record counts one request and its duration.
func (m *metrics) record(method, route, status string, elapsed time.Duration) {
	k := seriesKey{method, route, status}
	v, ok := m.series.Load(k)
	if !ok {
		// Two requests may make the same series at once; the collectors
		// hand both the same children, so either copy counts right.
		v, _ = m.series.LoadOrStore(k, &series{
			requests: m.requests.WithLabelValues(method, route, status),
			latency:  m.latency.WithLabelValues(method, route, status),
		})
	}
	sr := v.(*series)
	sr.requests.Inc()
	sr.latency.Observe(elapsed.Seconds())
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
