package web

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"errors"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/alexedwards/scs/v2"
	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"github.com/tierline/tierline/internal/config"
	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
)

// Sessions: github.com/alexedwards/scs/v2 keeps them in the service's own
// database (persistence.SessionStore), so every instance sees a sign-out
// or a revocation at once, and deleting an account deletes its sessions in
// the same transaction. The cookie carries only a random token; the store
// keeps its hash.
//
// The session rules (idle and absolute timeouts) are enforced twice: scs
// expires the stored row on the wall clock, and every request checks them
// again on the service clock against times kept in the session, which is
// what the tests move. A password change ends every session signed in
// with the old password, because each session remembers which password
// it was signed in with.

// Keys of the session's values.
const (
	keyAccount  = "account_id" // the signed-in account (a uuid string)
	keySignedIn = "signed_in"  // when it signed in (Unix seconds, service clock)
	keySeen     = "seen"       // its last request (Unix seconds, service clock)
	keyPassword = "password"   // the password's changed_at it signed in with (Unix microseconds)
	keyCSRF     = "csrf"       // the synchronizer token of its forms
	keyFlash    = "flash"      // a message for the next page
)

// cookieName is the session cookie's name; on https the __Host- prefix
// makes browsers refuse it unless it is Secure, host-only and Path=/.
func cookieName(secure bool) string {
	if secure {
		return "__Host-tierline_session"
	}
	return "tierline_session"
}

func newSessions(db *bun.DB, cfg config.Config) *scs.SessionManager {
	sm := scs.New()
	sm.Store = persistence.NewSessionStore(db, accountOfData)
	sm.Lifetime = cfg.SessionLifetime
	sm.IdleTimeout = cfg.SessionIdle
	sm.HashTokenInStore = true
	secure := strings.HasPrefix(cfg.SiteURL, "https://")
	sm.Cookie.Name = cookieName(secure)
	sm.Cookie.HttpOnly = true
	sm.Cookie.Secure = secure
	sm.Cookie.SameSite = http.SameSiteLaxMode
	sm.Cookie.Path = "/"
	sm.Cookie.Persist = true
	return sm
}

// accountOfData reads the signed-in account from a session's stored data
// (for the store's account_id column).
func accountOfData(b []byte) (uuid.UUID, bool) {
	_, values, err := (scs.GobCodec{}).Decode(b)
	if err != nil {
		return uuid.Nil, false
	}
	s, _ := values[keyAccount].(string)
	id, err := uuid.Parse(s)
	return id, err == nil
}

// user is the signed-in owner of a request.
type user struct {
	Account persistence.Account
	// Caller runs actions as the owner (registry.SiteCaller).
	Caller registry.Caller
}

// Name is what the page calls the owner.
func (u *user) Name() string {
	if u.Account.Name != nil && strings.TrimSpace(*u.Account.Name) != "" {
		return *u.Account.Name
	}
	return u.Account.Email
}

// IsHost reports whether the owner is a host.
func (u *user) IsHost() bool { return u.Account.Role == persistence.RoleHost }

type userKey struct{}

// sessionKey marks a request whose session is loaded.
type sessionKey struct{}

func userOf(ctx context.Context) *user {
	u, _ := ctx.Value(userKey{}).(*user)
	return u
}

// withSession loads the session, finds who is signed in and checks the
// cross-origin and CSRF rules of a state-changing request, then runs h.
func (s *Site) withSession(h handler) http.Handler {
	inner := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		r = r.WithContext(context.WithValue(r.Context(), sessionKey{}, true))
		u, err := s.signedInUser(r.Context())
		if err != nil {
			s.fail(w, r, err)
			return
		}
		if u != nil {
			r = r.WithContext(context.WithValue(r.Context(), userKey{}, u))
		}
		if r.Method == http.MethodPost {
			if err := s.checkForm(w, r); err != nil {
				s.fail(w, r, err)
				return
			}
		}
		if err := h(w, r); err != nil {
			s.fail(w, r, err)
		}
	})
	return s.sessions.LoadAndSave(inner)
}

// signedInUser is the owner the session is signed in as, or nil. A session
// past its idle or absolute timeout, or signed in with a password that has
// since changed, or of an account that is gone, is ended here.
func (s *Site) signedInUser(ctx context.Context) (*user, error) {
	sm := s.sessions
	raw := sm.GetString(ctx, keyAccount)
	if raw == "" {
		return nil, nil
	}
	now := s.Now()
	signedIn := time.Unix(sm.GetInt64(ctx, keySignedIn), 0)
	seen := time.Unix(sm.GetInt64(ctx, keySeen), 0)
	switch {
	case now.Sub(signedIn) >= s.Config.SessionLifetime:
		return nil, s.endSession(ctx, "You were signed out: a session lasts "+hours(s.Config.SessionLifetime)+". Sign in again.")
	case now.Sub(seen) >= s.Config.SessionIdle:
		return nil, s.endSession(ctx, "You were signed out after "+hours(s.Config.SessionIdle)+" without activity. Sign in again.")
	}
	id, err := uuid.Parse(raw)
	if err != nil {
		return nil, s.endSession(ctx, "")
	}
	acct, err := persistence.NewAccounts(s.DB).ByID(ctx, id)
	if domain.ErrorCode(err) == domain.ENOTFOUND {
		return nil, s.endSession(ctx, "")
	} else if err != nil {
		return nil, err
	}
	pw, err := persistence.NewCredentials(s.DB).Password(ctx, id)
	if domain.ErrorCode(err) == domain.ENOTFOUND || (err == nil && pw.ChangedAt.UnixMicro() != sm.GetInt64(ctx, keyPassword)) {
		return nil, s.endSession(ctx, "Your password was changed; sign in with the new one.")
	} else if err != nil {
		return nil, err
	}
	sm.Put(ctx, keySeen, now.Unix())
	return &user{Account: *acct, Caller: registry.SiteCaller(acct.ID, acct.Email, acct.Role)}, nil
}

// hours writes a timeout the way the pages say it ("12 hours", "7 days").
func hours(d time.Duration) string {
	switch {
	case d%(24*time.Hour) == 0 && d >= 48*time.Hour:
		return strconv.Itoa(int(d/(24*time.Hour))) + " days"
	case d%time.Hour == 0 && d >= 2*time.Hour:
		return strconv.Itoa(int(d/time.Hour)) + " hours"
	default:
		return d.String()
	}
}

// endSession ends the session (a new, empty one takes its place) and
// leaves flash for the next page.
func (s *Site) endSession(ctx context.Context, flash string) error {
	if err := s.sessions.Destroy(ctx); err != nil {
		return err
	}
	if flash != "" {
		s.sessions.Put(ctx, keyFlash, flash)
	}
	return nil
}

// startSession signs the account in: a new session id (the old one, known
// before sign-in, is dropped), a new CSRF token, and the times the rules
// are checked against.
func (s *Site) startSession(ctx context.Context, acct *persistence.Account, pw *persistence.AccountPassword) error {
	if err := s.sessions.RenewToken(ctx); err != nil {
		return err
	}
	now := s.Now()
	s.sessions.Put(ctx, keyAccount, acct.ID.String())
	s.sessions.Put(ctx, keySignedIn, now.Unix())
	s.sessions.Put(ctx, keySeen, now.Unix())
	s.sessions.Put(ctx, keyPassword, pw.ChangedAt.UnixMicro())
	s.sessions.Put(ctx, keyCSRF, newToken())
	return nil
}

// signedIn lets only a signed-in owner through; anyone else is sent to
// sign in, and back here afterwards.
func (s *Site) signedIn(h handler) handler {
	return func(w http.ResponseWriter, r *http.Request) error {
		if userOf(r.Context()) == nil {
			next := r.URL.Path
			if r.Method == http.MethodGet && r.URL.RawQuery != "" {
				next += "?" + r.URL.RawQuery
			}
			if r.Method != http.MethodGet {
				next = r.URL.Path
				if strings.HasPrefix(next, "/settings/keys/") {
					next = "/settings/keys"
				} else if strings.HasPrefix(next, "/settings/account/") {
					next = "/settings/account"
				} else if strings.HasPrefix(next, "/settings/apps/") {
					next = "/settings/apps"
				}
			}
			http.Redirect(w, r, "/signin?next="+url.QueryEscape(next), http.StatusSeeOther)
			return nil
		}
		w.Header().Set("Cache-Control", "no-store")
		return h(w, r)
	}
}

// flash leaves a message for the next page.
func (s *Site) flash(ctx context.Context, msg string) {
	s.sessions.Put(ctx, keyFlash, msg)
}

// csrfToken is the session's form token, made on first use.
func (s *Site) csrfToken(ctx context.Context) string {
	t := s.sessions.GetString(ctx, keyCSRF)
	if t == "" {
		t = newToken()
		s.sessions.Put(ctx, keyCSRF, t)
	}
	return t
}

// errForm is the answer to a state-changing request that fails the CSRF
// checks.
var errForm = &domain.Error{Code: domain.EFORBIDDEN, Status: http.StatusForbidden,
	Message: "This form was not sent from a page of this site, or it has expired. Go back, reload the page and try again."}

// maxForm is the largest form body read (the forms are a few fields).
const maxForm = 64 << 10

// checkForm refuses a state-changing request that is cross-origin
// (http.CrossOriginProtection: Sec-Fetch-Site, else Origin against Host)
// or whose csrf_token field is not the session's token (the synchronizer
// token pattern). A request with neither browser header, as curl sends,
// passes the first check and fails the second without the token.
func (s *Site) checkForm(w http.ResponseWriter, r *http.Request) error {
	if err := s.xorigin.Check(r); err != nil {
		return errForm
	}
	r.Body = http.MaxBytesReader(w, r.Body, maxForm)
	if err := r.ParseForm(); err != nil {
		return &domain.Error{Code: domain.EINVALID, Status: http.StatusBadRequest, Message: "The form could not be read (at most 64 KiB)."}
	}
	want := s.sessions.GetString(r.Context(), keyCSRF)
	got := r.PostForm.Get("csrf_token")
	if want == "" || subtle.ConstantTimeCompare([]byte(got), []byte(want)) != 1 {
		return errForm
	}
	return nil
}

// newToken is 256 random bits, URL-safe.
func newToken() string {
	var b [32]byte
	if _, err := rand.Read(b[:]); err != nil {
		panic(err) // crypto/rand does not fail on supported systems
	}
	return base64.RawURLEncoding.EncodeToString(b[:])
}

// safeNext is where to go after signing in: a path on this site (with its
// query), never another site. Anything else is "/".
func safeNext(next string) string {
	if next == "" || !strings.HasPrefix(next, "/") || strings.HasPrefix(next, "//") || strings.HasPrefix(next, "/\\") {
		return "/"
	}
	if strings.ContainsAny(next, "\\\r\n\t\x00") {
		return "/"
	}
	u, err := url.Parse(next)
	if err != nil || u.Scheme != "" || u.Host != "" || u.User != nil || u.Opaque != "" {
		return "/"
	}
	if u.Path == "/signin" || u.Path == "/signout" {
		return "/"
	}
	return next
}

// errNoUser is a handler reached without a signed-in owner (signedIn
// guards every such handler).
var errNoUser = errors.New("web: no signed-in owner")
