// Package web is the site: the pages a person uses in a browser on
// {site_url}. The owner signs in with a password, mints and revokes API
// keys (/settings/keys), manages the account (/settings/account) and sees
// the dashboard (/); anyone reads the API reference (/docs). Pages are
// rendered on the server from html/template files parsed once, with a small
// CSS file and a tiny script embedded in the binary, and every page works
// without JavaScript.
//
// The pages are thin adapters: every piece of the owner's data comes from
// the action dispatcher, run as the signed-in owner (registry.SiteCaller),
// exactly as an API key's request would run, so the site can show nothing
// an action does not allow.
package web

import (
	"bytes"
	"context"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"fmt"
	"html/template"
	"io/fs"
	"net/http"
	"path"
	"strings"
	"time"

	"github.com/alexedwards/scs/v2"
	"github.com/gorilla/mux"
	"github.com/ulule/limiter/v3"
	"github.com/uptrace/bun"
	"go.uber.org/zap"

	"github.com/tierline/tierline/internal/config"
	"github.com/tierline/tierline/registry"
	"github.com/tierline/tierline/transport/oauth"
)

//go:embed templates/*.html
var templateFiles embed.FS

//go:embed static
var staticFiles embed.FS

// Deps is what the site needs from the server that mounts it.
type Deps struct {
	Config     config.Config
	DB         *bun.DB
	Dispatcher *registry.Dispatcher
	Registry   *registry.Registry
	Log        *zap.Logger
	// Now is the service clock: session timeouts and key states read it.
	Now func() time.Time
	// Limits keeps the sign-in throttle's counters (memory, or the Redis
	// every instance shares).
	Limits limiter.Store
	// ClientAddr is the address a request comes from, as the rate limit
	// sees it (X-Forwarded-For believed only from trusted proxies).
	ClientAddr func(*http.Request) string
	// RequestID is the id of the request a context belongs to.
	RequestID func(context.Context) string
	// Docs are the documentation pages (Markdown sources by name).
	Docs fs.FS
	// OAuth is the authorization server whose consent page this site
	// shows (/oauth/authorize).
	OAuth *oauth.Server
}

// Site serves the pages.
type Site struct {
	Deps
	sessions  *scs.SessionManager
	pages     map[string]*template.Template
	assets    map[string]asset
	throttle  *throttle
	docs      map[string]docPage
	reference template.HTML
	xorigin   *http.CrossOriginProtection
}

// asset is an embedded static file with its version (for cache busting).
type asset struct {
	body    []byte
	version string
	ctype   string
}

// New builds the site: templates parsed, assets hashed, the docs rendered,
// the session manager set up over the database.
func New(d Deps) (*Site, error) {
	if d.Now == nil {
		d.Now = time.Now
	}
	s := &Site{Deps: d, xorigin: http.NewCrossOriginProtection()}
	s.sessions = newSessions(d.DB, d.Config)
	s.sessions.ErrorFunc = func(w http.ResponseWriter, r *http.Request, err error) {
		s.fail(w, r, fmt.Errorf("session: %w", err))
	}
	s.throttle = newThrottle(d.Limits)
	if err := s.loadAssets(); err != nil {
		return nil, err
	}
	if err := s.parseTemplates(); err != nil {
		return nil, err
	}
	if err := s.renderDocs(); err != nil {
		return nil, err
	}
	return s, nil
}

// Mount adds the site's routes to r. Every page passes through the same
// middleware: security headers, then (for pages with a session) the
// session, who is signed in, and the CSRF checks of state-changing forms.
func (s *Site) Mount(r *mux.Router) {
	get := []string{http.MethodGet, http.MethodHead}
	post := []string{http.MethodPost}
	page := func(h handler) http.Handler { return s.headers(s.withSession(h)) }
	r.Handle("/", page(s.home)).Methods(get...)
	r.Handle("/signin", page(s.signinForm)).Methods(get...)
	r.Handle("/signin", page(s.signin)).Methods(post...)
	r.Handle("/signout", page(s.signout)).Methods(post...)
	r.Handle("/signup", page(s.signupForm)).Methods(get...)
	r.Handle("/signup", page(s.signup)).Methods(post...)
	r.Handle("/password/set", page(s.passwordForm)).Methods(get...)
	r.Handle("/password/set", page(s.setPassword)).Methods(post...)
	r.Handle("/settings", page(s.signedIn(func(w http.ResponseWriter, r *http.Request) error {
		http.Redirect(w, r, "/settings/keys", http.StatusSeeOther)
		return nil
	}))).Methods(get...)
	r.Handle("/settings/keys", page(s.signedIn(s.keysPage))).Methods(get...)
	r.Handle("/settings/keys", page(s.signedIn(s.createKey))).Methods(post...)
	r.Handle("/settings/keys/{id}/revoke", page(s.signedIn(s.revokeKey))).Methods(post...)
	r.Handle("/settings/account", page(s.signedIn(s.accountPage))).Methods(get...)
	r.Handle("/settings/account", page(s.signedIn(s.updateAccount))).Methods(post...)
	r.Handle("/settings/account/password", page(s.signedIn(s.changePassword))).Methods(post...)
	r.Handle("/settings/account/export", page(s.signedIn(s.exportAccount))).Methods(get...)
	r.Handle("/settings/account/delete", page(s.signedIn(s.deleteAccount))).Methods(post...)
	r.Handle("/settings/apps", page(s.signedIn(s.appsPage))).Methods(get...)
	r.Handle("/settings/apps/{id}/disconnect", page(s.signedIn(s.disconnectApp))).Methods(post...)
	// The OAuth authorization endpoint is the consent page: the request
	// is checked first, then a signed-out visitor signs in and comes back.
	r.Handle(oauth.AuthorizePath, page(s.authorize)).Methods(append(get, post...)...)
	// The reference and the docs need no session: they are the same for
	// everyone and cacheable.
	r.Handle("/docs", s.headers(s.plain(s.referencePage))).Methods(get...)
	r.Handle("/docs/{page}", s.headers(s.plain(s.docsPage))).Methods(get...)
	r.Handle("/static/{file}", s.headers(http.HandlerFunc(s.static))).Methods(get...)
}

// IsPage reports whether path is one of the site's pages (or assets):
// those answer HTML for browsers and never carry the JSON API's permissive
// CORS headers. The OAuth consent page is one; the token, registration and
// revocation endpoints are not (browser-based clients call them).
func IsPage(p string) bool {
	switch p {
	case "/", "/signin", "/signout", "/signup", "/password/set", "/settings", "/docs", oauth.AuthorizePath:
		return true
	}
	for _, prefix := range []string{"/settings/", "/docs/", "/static/"} {
		if strings.HasPrefix(p, prefix) {
			return true
		}
	}
	return false
}

// handler is a page handler: an error becomes the error page.
type handler func(http.ResponseWriter, *http.Request) error

// plain adapts a handler that needs no session.
func (s *Site) plain(h handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if err := h(w, r); err != nil {
			s.fail(w, r, err)
		}
	})
}

// contentSecurityPolicy allows nothing but the site's own files: no inline
// script or style, no frames, forms posting only here.
const contentSecurityPolicy = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; " +
	"connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"

// headers sets the security headers of every page.
func (s *Site) headers(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Security-Policy", contentSecurityPolicy)
		h.Set("Referrer-Policy", "same-origin")
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("X-Frame-Options", "DENY")
		h.Set("Cross-Origin-Opener-Policy", "same-origin")
		h.Set("Permissions-Policy", "camera=(), microphone=(), geolocation=()")
		next.ServeHTTP(w, r)
	})
}

// loadAssets reads the embedded static files and versions each by its
// content, so a page always links the file it was built with.
func (s *Site) loadAssets() error {
	s.assets = map[string]asset{}
	entries, err := fs.ReadDir(staticFiles, "static")
	if err != nil {
		return fmt.Errorf("web: static: %w", err)
	}
	for _, e := range entries {
		body, err := staticFiles.ReadFile("static/" + e.Name())
		if err != nil {
			return fmt.Errorf("web: static: %w", err)
		}
		sum := sha256.Sum256(body)
		ctype := map[string]string{".css": "text/css; charset=utf-8", ".js": "text/javascript; charset=utf-8",
			".svg": "image/svg+xml"}[path.Ext(e.Name())]
		s.assets[e.Name()] = asset{body: body, version: hex.EncodeToString(sum[:6]), ctype: ctype}
	}
	return nil
}

// static serves an embedded asset. A versioned link may be cached for a
// year (its content never changes under that version).
func (s *Site) static(w http.ResponseWriter, r *http.Request) {
	name := mux.Vars(r)["file"]
	a, ok := s.assets[name]
	if !ok || a.ctype == "" {
		s.fail(w, r, notFound())
		return
	}
	h := w.Header()
	h.Set("Content-Type", a.ctype)
	if r.URL.Query().Get("v") == a.version {
		h.Set("Cache-Control", "public, max-age=31536000, immutable")
	} else {
		h.Set("Cache-Control", "public, max-age=300")
	}
	h.Set("ETag", `"`+a.version+`"`)
	http.ServeContent(w, r, "", time.Time{}, bytes.NewReader(a.body))
}

// assetURL links an asset with its version.
func (s *Site) assetURL(name string) string {
	return "/static/" + name + "?v=" + s.assets[name].version
}

// NotFound answers a browser's request for an address no route serves
// with the site's 404 page.
func (s *Site) NotFound(w http.ResponseWriter, r *http.Request) {
	s.headers(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		s.fail(w, r, notFound())
	})).ServeHTTP(w, r)
}
