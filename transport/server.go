// Package transport is the HTTP layer: routing, the middleware every request
// passes through (request id, logging, metrics, panics, CORS, rate limits),
// parameter checking and the JSON and error shapes of the API. Handlers
// decode and check their input, call a repository and encode the result;
// the rules live elsewhere.
package transport

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"strings"
	"sync/atomic"
	"time"
	"unicode/utf8"

	"github.com/gorilla/mux"
	"github.com/prometheus/client_golang/prometheus/promhttp"
	"github.com/rs/cors"
	"github.com/ulule/limiter/v3"
	"github.com/ulule/limiter/v3/drivers/store/memory"
	"github.com/uptrace/bun"
	"go.uber.org/zap"

	"github.com/tierline/tierline/docs"
	"github.com/tierline/tierline/internal/config"
	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/internal/httpsig"
	"github.com/tierline/tierline/internal/logging"
	"github.com/tierline/tierline/internal/safefetch"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/persistence/dirsnap"
	"github.com/tierline/tierline/registry"
	"github.com/tierline/tierline/transport/oauth"
	"github.com/tierline/tierline/transport/web"
)

// Server serves the Tierline HTTP API.
type Server struct {
	cfg config.Config
	db  *bun.DB
	// reader is where reads outside transactions run: authentication
	// and read actions (persistence.OpenReadPool; db itself on
	// PostgreSQL).
	reader *bun.DB
	log    *zap.Logger
	// access writes the one line per request.
	access *logging.RequestLog
	// snap is the public directory in memory, refreshed when a seed
	// changes it (persistence/dirsnap).
	snap     *dirsnap.Holder
	reg      *registry.Registry
	dispatch *registry.Dispatcher
	metrics  *metrics
	limiters *rateLimiters
	// limitStore is where the rate limits count (the site's sign-in
	// throttle counts there too).
	limitStore limiter.Store
	site       *web.Site
	// oauth is the authorization server (transport/oauth); documents
	// fetches client metadata documents for it.
	oauth     *oauth.Server
	documents safefetch.Fetcher
	register  *limiter.Limiter
	usage     keyUsage
	now       func() time.Time
	handler   http.Handler
	// deprecatedRoutes are REST routes marked deprecated, by path template.
	deprecatedRoutes map[string]registry.Deprecation
	closers          []func() error
	askNames         askIndexCache
	places           placeCache
	// inFlight counts the requests being served (limits.go); opsPaths
	// are the paths it leaves out (probes, metrics), streamPaths those
	// that may answer as a stream.
	inFlight    atomic.Int64
	opsPaths    map[string]bool
	streamPaths map[string]bool
	// store and authn replace the dispatcher's store and the credential
	// check when set: the pipeline benchmark measures everything but the
	// database with them (pipeline_bench_test.go).
	store registry.Store
	authn func(*http.Request) (*principal, error)
}

// Option changes how New builds a Server.
type Option func(*Server)

// WithLimiterStore sets where rate-limit counters live (tests; by default
// memory, or Redis when REDIS_URL is set).
func WithLimiterStore(store limiter.Store) Option {
	return func(s *Server) {
		s.limitStore = store
		s.limiters = newRateLimiters(store, s.cfg.RateLimitPublic, s.cfg.RateLimitKey, s.cfg.RateLimitBot, s.cfg.RateLimitWindow)
	}
}

// WithReadPool makes the server read on reader, a pool of the same store
// as its db, instead of the one persistence.OpenReadPool would open (tests
// that watch the reads).
func WithReadPool(reader *bun.DB) Option {
	return func(s *Server) { s.reader = reader }
}

// WithRegistry serves the actions of reg instead of registry.Default.
func WithRegistry(reg *registry.Registry) Option {
	return func(s *Server) { s.reg = reg }
}

// WithClientMetadataFetcher sets how OAuth client metadata documents are
// fetched. It is the test-only way to let the authorization server reach
// a document served on loopback (safefetch.PublicOrLoopback, the test
// server's certificate): by default only public https addresses are
// fetched, and no configuration variable changes that.
func WithClientMetadataFetcher(f safefetch.Fetcher) Option {
	return func(s *Server) { s.documents = f }
}

// WithClock replaces the wall clock (expiry, cooling-off and tax years are
// tested with a fixed one).
func WithClock(now func() time.Time) Option {
	return func(s *Server) { s.now = now }
}

// New builds the server over db with configuration cfg.
func New(cfg config.Config, db *bun.DB, log *zap.Logger, opts ...Option) (_ *Server, err error) {
	s := &Server{
		cfg:     cfg,
		db:      db,
		log:     log,
		access:  logging.NewRequestLog(log),
		reg:     registry.Default,
		metrics: newMetrics(),
		now:     time.Now,
	}
	for _, o := range opts {
		o(s)
	}
	defer func() {
		if err != nil {
			s.Close() // what New opened before it failed
		}
	}()
	if s.reader == nil {
		reader, closeReader, err := persistence.OpenReadPool(context.Background(), db)
		if err != nil {
			return nil, err
		}
		s.reader = reader
		s.closers = append(s.closers, closeReader)
	}
	s.snap = dirsnap.NewHolder(s.reader, 0, func(err error) {
		log.Warn("refreshing the directory snapshot; serving the one in memory", zap.Error(err))
	})
	if s.limiters == nil {
		var store limiter.Store = memory.NewStore()
		if cfg.RedisURL != "" {
			redisStore, client, err := NewRedisLimiterStore(cfg.RedisURL, "tierline:ratelimit")
			if err != nil {
				return nil, err
			}
			s.closers = append(s.closers, client.Close)
			store = redisStore
		}
		s.limitStore = store
		s.limiters = newRateLimiters(store, cfg.RateLimitPublic, cfg.RateLimitKey, cfg.RateLimitBot, cfg.RateLimitWindow)
		if cfg.RedisURL == "" {
			s.limiters.inMemory() // one instance: the quotas count in this process
		}
	}
	s.register = limiter.New(s.limitStore, limiter.Rate{Period: time.Hour, Limit: cfg.RateLimitRegister})
	s.oauth = oauth.New(oauth.Config{
		DB: db, SiteURL: cfg.SiteURL, APIURL: cfg.BaseURL, MCPURL: cfg.MCPURL, Now: s.now, Log: log,
		Documents: s.documents,
	})
	if s.store == nil {
		s.store = persistence.NewSplitActionStore(s.reader, db)
	}
	if s.authn == nil {
		s.authn = s.authenticate
	}
	s.dispatch = &registry.Dispatcher{
		Registry:       s.reg,
		Store:          s.store,
		Now:            s.now,
		SiteURL:        cfg.SiteURL,
		IdempotencyTTL: cfg.IdempotencyTTL,
	}
	site, err := web.New(web.Deps{
		Config: cfg, DB: db, Dispatcher: s.dispatch, Registry: s.reg, Log: log, Now: s.now,
		Limits: s.limitStore, ClientAddr: s.clientAddr, RequestID: RequestID, Docs: docs.Pages,
		OAuth: s.oauth,
	})
	if err != nil {
		return nil, err
	}
	s.site = site
	if s.handler, err = s.routes(); err != nil {
		return nil, err
	}
	return s, nil
}

// Dispatcher is the server's action dispatcher (the site's pages and tests
// run actions through it).
func (s *Server) Dispatcher() *registry.Dispatcher { return s.dispatch }

// ServeHTTP serves one request.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	s.handler.ServeHTTP(w, r)
}

// Run does the server's background work until ctx is done: recording key
// use and purging expired idempotency records, site sessions and OAuth
// tokens. It flushes key use once
// more on the way out.
func (s *Server) Run(ctx context.Context) {
	go s.snap.Run(ctx)
	flush := time.NewTicker(30 * time.Second)
	purge := time.NewTicker(15 * time.Minute)
	defer flush.Stop()
	defer purge.Stop()
	for {
		select {
		case <-ctx.Done():
			final, cancel := context.WithTimeout(context.Background(), 5*time.Second)
			_ = s.FlushKeyUsage(final)
			cancel()
			return
		case <-flush.C:
			_ = s.FlushKeyUsage(ctx)
		case <-purge.C:
			if n, err := persistence.PurgeIdempotencyRecords(ctx, s.db, s.now()); err != nil {
				s.log.Warn("purging idempotency records", zap.Error(err))
			} else if n > 0 {
				s.log.Info("purged expired idempotency records", zap.Int("records", n))
			}
			// Session rows expire on the wall clock (the session manager
			// sets their expiry).
			if n, err := persistence.PurgeSessions(ctx, s.db, time.Now()); err != nil {
				s.log.Warn("purging site sessions", zap.Error(err))
			} else if n > 0 {
				s.log.Info("purged expired site sessions", zap.Int("sessions", n))
			}
			if n, err := persistence.PurgeOAuth(ctx, s.db, s.now()); err != nil {
				s.log.Warn("purging OAuth codes, tokens and grants", zap.Error(err))
			} else if n > 0 {
				s.log.Info("purged expired OAuth codes, tokens and grants", zap.Int("rows", n))
			}
		}
	}
}

// Close releases what New opened (the Redis client).
func (s *Server) Close() error {
	var errs []error
	for _, c := range s.closers {
		errs = append(errs, c())
	}
	return errors.Join(errs...)
}

// corsOptions let browser apps call the API from any origin with a bearer
// key or token; no cookies are involved, so credentials stay off. The MCP
// headers are allowed and exposed too: a browser-based MCP client (the
// inspector's web UI) sends MCP-Protocol-Version on the discovery and
// OAuth requests as well as to /mcp.
var corsOptions = cors.Options{
	AllowedOrigins: []string{"*"},
	AllowedMethods: []string{http.MethodGet, http.MethodHead, http.MethodPost, http.MethodOptions},
	AllowedHeaders: []string{"Authorization", "Content-Type", "Accept", "Idempotency-Key", "X-Request-Id",
		"Mcp-Protocol-Version", "Mcp-Session-Id", "Last-Event-Id"},
	ExposedHeaders: []string{"X-Request-Id", "X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset",
		"Retry-After", "Idempotent-Replayed", "Deprecation", "Sunset", "Link", "WWW-Authenticate", "Mcp-Session-Id"},
	MaxAge:           600,
	AllowCredentials: false,
}

// routes mounts a handler on every route of registry.Routes, the one
// table the OpenAPI document and the discovery documents read too, plus
// the site's own pages and documents. A route without a handler (or a
// handler without a route) stops the server from starting.
func (s *Server) routes() (http.Handler, error) {
	// No path cleaning: gorilla/mux would answer "/v1/casinos/..%2F..%2Fx"
	// or "//v1/casinos" with a 301 to the cleaned path, echoing the whole
	// query in Location (a 60 KB query makes a header some clients refuse).
	// A path that is not exactly a route's is a 404, like any unknown path.
	r := mux.NewRouter().SkipClean(true)
	// 404 and 405 answers count against the quota too (they are how a
	// scanner spends it) and carry the same headers.
	r.NotFoundHandler = s.identify(http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		if wantsHTML(req) {
			s.site.NotFound(w, req) // a person's browser gets a page
			return
		}
		s.writeErrorCode(w, domain.ENOTFOUND, "No route matches "+req.Method+" "+shorten(req.URL.Path, 200)+".")
	}))
	r.MethodNotAllowedHandler = s.identify(http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		allowed := allowedMethods(r, req)
		w.Header().Set("Allow", allowed)
		s.writeErrorCode(w, domain.EMETHODNOTALLOWED, req.Method+" is not allowed on "+req.URL.Path+"; allowed: "+allowed+".")
	}))

	get := []string{http.MethodGet, http.MethodHead}
	s.opsPaths = map[string]bool{}
	queries := s.directoryQueries()
	handlers := map[string]http.Handler{
		"searchCasinos":       s.serveQuery(queries["/v1/casinos"]),
		"getCasino":           s.serveQuery(queries["/v1/casinos/{slug}"]),
		"listRewardsPrograms": s.serveQuery(queries["/v1/rewards-programs"]),
		"getRewardsProgram":   s.serveQuery(queries["/v1/rewards-programs/{id}"]),
		"getMe":               s.handle(s.me),
		"listMyTiers":         s.handle(s.myTiers),
		"listMyTrips":         s.handle(s.myTrips),
		"listMyOffers":        s.handle(s.myOffers),
		"getSharedView":       s.handle(s.sharedView),
		"ask":                 s.handle(s.ask),
		"a2a":                 s.handle(s.a2a),
		"mcp":                 s.mcpHandler(),
		"healthz":             http.HandlerFunc(s.healthz),
		"readyz":              http.HandlerFunc(s.readyz),
	}
	actions := map[string]*mux.Route{}
	for _, rt := range registry.Routes() {
		if rt.Namespace != "" {
			actions[rt.Path] = r.Handle(rt.Path, s.actionEndpoint(rt)).Methods(http.MethodPost)
			continue
		}
		h, ok := handlers[rt.OperationID]
		if !ok {
			return nil, fmt.Errorf("transport: no handler for %s %s (%s)", rt.Method, rt.Path, rt.OperationID)
		}
		delete(handlers, rt.OperationID)
		path := rt.Path
		if rt.OperationID == "mcp" {
			// The MCP server (Streamable HTTP, stateless) listens on the
			// path of TIERLINE_MCP_URL, and the SDK answers every method
			// itself (GET and DELETE are 405 in stateless mode).
			path = s.mcpPath()
		}
		route := r.Handle(path, h)
		switch {
		case rt.OperationID == "mcp":
		case rt.Method == http.MethodGet:
			route.Methods(get...)
		default:
			route.Methods(rt.Method)
		}
		if rt.Auth == registry.Ops {
			// Operations endpoints are outside the rate limit and the
			// in-flight limit: probes must never be throttled into
			// reporting an outage.
			route.Name(opsRoute + rt.OperationID)
			s.opsPaths[path] = true
		}
	}
	for id := range handlers {
		return nil, fmt.Errorf("transport: handler %s serves no route of the table", id)
	}
	s.opsPaths["/metrics"] = true
	s.streamPaths = map[string]bool{"/ask": true, "/a2a": true, s.mcpPath(): true}
	// GET / is the site's landing page or dashboard for a browser, and
	// the JSON index of links for an API client (no text/html in Accept).
	r.Handle("/", s.handle(s.index)).Methods(get...).MatcherFunc(func(req *http.Request, _ *mux.RouteMatch) bool {
		return !wantsHTML(req)
	})
	// The site's pages: sign-in, settings, the dashboard, the docs
	// (transport/web), the OAuth consent page among them.
	s.site.Mount(r)
	// The OAuth endpoints a client calls (JSON, open to any origin like
	// the API: browser-based MCP clients call them): oauth.go.
	s.oauthRoutes(r)
	// The discovery documents (/.well-known/..., /llms.txt, /openapi.json,
	// {mcp_url}/server-card): discovery.go.
	s.discoveryRoutes(r)
	r.Handle("/metrics", promhttp.HandlerFor(s.metrics.registry, promhttp.HandlerOpts{})).Methods(get...).Name(opsRoute + "metrics")
	// Every matched route records its template, runs identify (but the
	// operations endpoints) and sets its deprecation headers.
	if err := s.aroundRoutes(r); err != nil {
		return nil, err
	}
	fast, err := exactPosts(r, actions)
	if err != nil {
		return nil, err
	}
	return s.middleware(http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		if req.Method == http.MethodPost {
			if h, ok := fast[req.URL.Path]; ok {
				h.ServeHTTP(w, req)
				return
			}
		}
		r.ServeHTTP(w, req)
	})), nil
}

// exactPosts maps the path of each action endpoint (POST /v1/<namespace>,
// a path without variables) to its route's handler, as aroundRoutes
// wrapped it, so the endpoints every call goes through skip
// gorilla/mux's matching (its regular expressions and the two context
// values and request copies it adds for vars and route, which no action
// reads). Anything else, other methods on these paths included, still
// goes through the router, so 404 and 405 answers are unchanged. It
// checks that the router itself would pick the same route for POST on
// each path: a route added earlier that also matched would otherwise be
// shadowed silently.
func exactPosts(r *mux.Router, routes map[string]*mux.Route) (map[string]http.Handler, error) {
	fast := make(map[string]http.Handler, len(routes))
	for path, route := range routes {
		probe := &http.Request{Method: http.MethodPost, URL: &url.URL{Path: path}, Header: http.Header{}}
		var match mux.RouteMatch
		if !r.Match(probe, &match) || match.Route != route || match.MatchErr != nil {
			return nil, fmt.Errorf("transport: POST %s is not served by its action endpoint", path)
		}
		fast[path] = route.GetHandler()
	}
	return fast, nil
}

// middleware wraps h in what every request passes through, outermost
// first: request id (and the request's one reading of the clock), the
// connection's write deadline, logging and metrics, panic recovery, CORS, the in-flight limit, the checks of the
// request's headers. The request's deadline comes with its state.
func (s *Server) middleware(h http.Handler) http.Handler {
	h = s.checkHeaders(h)
	h = s.limitWork(h)
	h = apiCORS(h)
	h = s.recoverPanics(h)
	h = s.observe(h)
	h = s.setWriteDeadline(h)
	return s.withRequestID(h)
}

// checkHeaders refuses, before anything else runs, a request whose headers
// are ambiguous: more than one Authorization header (which key would it
// run as? The first one, silently, before; a proxy or a log may read
// another).
func (s *Server) checkHeaders(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if n := len(r.Header.Values("Authorization")); n > 1 {
			s.writeError(w, r, domain.Invalid("Authorization", "must be sent once, with one key; got %d Authorization headers", n))
			return
		}
		next.ServeHTTP(w, r)
	})
}

// apiCORS applies the JSON API's CORS policy (any origin, no cookies) to
// everything but the site's pages: those use cookies and must not be
// readable from other origins.
func apiCORS(h http.Handler) http.Handler {
	withCORS := cors.New(corsOptions).Handler(h)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if web.IsPage(r.URL.Path) && (r.URL.Path != "/" || wantsHTML(r)) {
			h.ServeHTTP(w, r)
			return
		}
		withCORS.ServeHTTP(w, r)
	})
}

// wantsHTML reports whether the client asks for a web page (a browser's
// Accept names text/html).
func wantsHTML(r *http.Request) bool {
	return strings.Contains(r.Header.Get("Accept"), "text/html")
}

// opsRoute prefixes the names of the routes the rate limit skips.
const opsRoute = "ops:"

// identify authenticates the request's API key if it carries one,
// verifies its HTTP message signature if it carries one (signed bots),
// counts the request against the quota of its key (or of its verified bot,
// or of its client address) and then answers 401 for a bad key or
// signature, anywhere: a client that sends credentials never runs
// anonymous without knowing it. Counting first means guessing keys spends
// the guesser's address quota.
func (s *Server) identify(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		p, authErr := s.authn(r)
		var bot *signedBot
		var sigErr error
		if httpsig.Signed(httpsig.Message{Header: r.Header}) {
			bot, sigErr = s.verifyBot(r) // what verifyBot answers a request that is not signed, without its set-up
		}
		if !s.limit(w, r, p, bot) {
			return
		}
		if authErr != nil {
			s.writeError(w, r, authErr)
			return
		}
		if sigErr != nil {
			s.writeError(w, r, sigErr)
			return
		}
		if p != nil {
			s.usage.note(p)
		}
		if st := requestState(r.Context()); st != nil {
			// The request's state answers for the context from here on.
			st.bot, st.principal = bot, p
		} else {
			if bot != nil {
				r = r.WithContext(context.WithValue(r.Context(), signedBotKey, bot))
			}
			if p != nil {
				r = r.WithContext(context.WithValue(r.Context(), principalKey, p))
			}
		}
		next.ServeHTTP(w, r)
	})
}

// shorten cuts s to at most n bytes (at a rune boundary), marking the cut,
// so a message never echoes a client's text at any length.
func shorten(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n] + "…"
}

// allowedMethods lists the methods the route matching r's path accepts.
func allowedMethods(router *mux.Router, r *http.Request) string {
	var allowed []string
	for _, m := range []string{http.MethodGet, http.MethodHead, http.MethodPost, http.MethodPut, http.MethodPatch, http.MethodDelete} {
		probe := r.Clone(r.Context())
		probe.Method = m
		var match mux.RouteMatch
		if router.Match(probe, &match) && match.MatchErr == nil {
			allowed = append(allowed, m)
		}
	}
	if len(allowed) > 0 {
		allowed = append(allowed, http.MethodOptions)
	}
	return strings.Join(allowed, ", ")
}

// handle adapts a handler that returns an error: the error becomes the
// error object.
func (s *Server) handle(h func(http.ResponseWriter, *http.Request) error) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if err := h(w, r); err != nil {
			s.writeError(w, r, err)
		}
	})
}

func (s *Server) index(w http.ResponseWriter, r *http.Request) error {
	writeJSON(w, http.StatusOK, dataBody[map[string]any]{Data: map[string]any{
		"name": "Tierline API",
		"links": map[string]string{
			"casinos":          s.cfg.BaseURL + "/v1/casinos",
			"rewards_programs": s.cfg.BaseURL + "/v1/rewards-programs",
			"errors":           s.cfg.SiteURL + "/docs/errors",
		},
	}})
	return nil
}

func (s *Server) healthz(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, map[string]string{"status": "ok"})
}

// readyz answers 200 when the database answers, 503 otherwise. The cause is
// logged, not shown.
func (s *Server) readyz(w http.ResponseWriter, r *http.Request) {
	ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
	defer cancel()
	if err := s.db.PingContext(ctx); err != nil {
		s.log.Warn("readiness check failed", zap.String("request_id", RequestID(r.Context())), zap.Error(err))
		writeJSON(w, http.StatusServiceUnavailable, map[string]any{"status": "unavailable", "checks": map[string]string{"database": "unreachable"}})
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"status": "ok", "checks": map[string]string{"database": "ok"}})
}

// Serve runs srv on ln until ctx is done, then shuts it down gracefully:
// the listener closes at once and in-flight requests get up to grace to
// finish.
func Serve(ctx context.Context, srv *http.Server, ln net.Listener, grace time.Duration) error {
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	shutdownCtx, cancel := context.WithTimeout(context.Background(), grace)
	defer cancel()
	if err := srv.Shutdown(shutdownCtx); err != nil {
		return err
	}
	if err := <-errc; !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}
