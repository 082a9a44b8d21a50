// Package oauth is Tierline's OAuth 2.1 authorization server, for MCP
// clients and other apps that act for a player: the authorization code
// flow with PKCE (S256 only), refresh tokens that rotate, dynamic client
// registration (RFC 7591), client ID metadata documents, token revocation
// (RFC 7009) and tokens bound to the resource they were issued for (RFC
// 8707). The protocol is github.com/ory/fosite's; this package is its
// configuration, its storage over the service's database, the client
// registry and the few rules fosite leaves to the server (resources, the
// owner's consent). Nothing is issued without a signed-in owner's consent,
// given on the site's consent page (transport/web).
package oauth

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/google/uuid"
	"github.com/ory/fosite"
	"github.com/ory/fosite/compose"
	foauth2 "github.com/ory/fosite/handler/oauth2"
	"github.com/ory/fosite/handler/pkce"
	"github.com/ory/fosite/token/hmac"
	"github.com/uptrace/bun"
	"go.uber.org/zap"

	"github.com/tierline/tierline/internal/describe"
	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/internal/safefetch"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/scopes"
)

// Lifetimes of codes and tokens.
const (
	CodeLifespan         = time.Minute
	AccessTokenLifespan  = time.Hour
	RefreshTokenLifespan = 30 * 24 * time.Hour
)

// Paths of the endpoints on the site (the discovery documents list them).
const (
	AuthorizePath = describe.AuthorizePath
	TokenPath     = describe.TokenPath
	RegisterPath  = describe.RegisterPath
	RevokePath    = describe.RevokePath
	// AppsPath is the page where the owner sees and disconnects the
	// apps they allowed.
	AppsPath = describe.ConnectedAppsPath
)

// Config is what the server needs.
type Config struct {
	DB *bun.DB
	// SiteURL is the issuer; APIURL and MCPURL are the two resources a
	// token can be for (the API's base URL and the MCP server's URL).
	SiteURL, APIURL, MCPURL string
	// Now is the service clock.
	Now func() time.Time
	Log *zap.Logger
	// Documents fetches client metadata documents (default: public
	// https addresses only; tests allow their loopback server).
	Documents safefetch.Fetcher
}

// Server is the authorization server.
type Server struct {
	db        *bun.DB
	now       func() time.Time
	log       *zap.Logger
	issuer    string
	apiURL    string
	mcpURL    string
	resources []string
	provider  fosite.OAuth2Provider
	strategy  *strategy
	documents *documents
	secret    secretSource
}

// New builds the server. The HMAC key is read from the database (and made
// there on first use) when first needed, so building needs no database.
func New(cfg Config) *Server {
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.Log == nil {
		cfg.Log = zap.NewNop()
	}
	s := &Server{
		db: cfg.DB, now: cfg.Now, log: cfg.Log, issuer: cfg.SiteURL,
		apiURL: trimSlash(cfg.APIURL), mcpURL: trimSlash(cfg.MCPURL),
		documents: &documents{fetcher: cfg.Documents, now: cfg.Now},
	}
	s.resources = []string{s.mcpURL, s.apiURL}
	if s.apiURL == s.mcpURL {
		s.resources = s.resources[:1]
	}
	s.secret = secretSource{db: cfg.DB, now: cfg.Now}
	fc := &fosite.Config{
		AccessTokenLifespan:   AccessTokenLifespan,
		RefreshTokenLifespan:  RefreshTokenLifespan,
		AuthorizeCodeLifespan: CodeLifespan,
		TokenURL:              cfg.SiteURL + TokenPath,
		// PKCE with S256, always.
		EnforcePKCE:                    true,
		EnforcePKCEForPublicClients:    true,
		EnablePKCEPlainChallengeMethod: false,
		// A refresh token with every grant (fosite's default asks for an
		// "offline" scope first).
		RefreshTokenScopes: []string{},
		// Scopes and resources are compared as they are, not as
		// hierarchies or URL prefixes.
		ScopeStrategy:            fosite.ExactScopeStrategy,
		AudienceMatchingStrategy: fosite.ExactAudienceMatchingStrategy,
		// https, or http on a loopback address (RFC 8252).
		RedirectSecureChecker: fosite.IsRedirectURISecureStrict,
		// Only access tokens are bearer credentials; a refresh token sent
		// to a resource is refused.
		DisableRefreshTokenValidation: true,
		// state is optional (OAuth 2.1: PKCE protects the code), and
		// passed back when sent; fosite would require 8 characters of it.
		MinParameterEntropy:        -1,
		SendDebugMessagesToClients: false,
	}
	hmacConfig := &hmacConfig{Config: fc, secret: &s.secret}
	s.strategy = &strategy{plain: foauth2.NewHMACSHAStrategyUnPrefixed(&hmac.HMACStrategy{Config: hmacConfig}, fc)}
	st := &store{srv: s}
	s.provider = compose.Compose(fc, st, s.strategy,
		compose.OAuth2AuthorizeExplicitFactory,
		compose.OAuth2RefreshTokenGrantFactory,
		compose.OAuth2TokenIntrospectionFactory,
		compose.OAuth2TokenRevocationFactory,
		func(config fosite.Configurator, storage any, strategy any) any {
			// compose.OAuth2PKCEFactory, with our strategy.
			return &pkce.Handler{AuthorizeCodeStrategy: s.strategy, Storage: st, Config: fc}
		},
	)
	return s
}

// Issuer is the authorization server's identifier (the site URL).
func (s *Server) Issuer() string { return s.issuer }

// Resources are the resource indicators a token can be bound to.
func (s *Server) Resources() []string { return s.resources }

// secretSource reads the HMAC key from the database once.
type secretSource struct {
	db  *bun.DB
	now func() time.Time

	mu     sync.Mutex
	secret []byte
}

// secretName names the HMAC key in oauth_keys.
const secretName = "fosite-hmac-v1"

func (k *secretSource) get(ctx context.Context) ([]byte, error) {
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.secret != nil {
		return k.secret, nil
	}
	secret, err := persistence.NewOAuth(k.db).Key(context.WithoutCancel(ctx), secretName, k.now())
	if err != nil {
		return nil, err
	}
	k.secret = secret
	return secret, nil
}

// hmacConfig is fosite's configuration with the HMAC key read from the
// database.
type hmacConfig struct {
	*fosite.Config
	secret *secretSource
}

func (c *hmacConfig) GetGlobalSecret(ctx context.Context) ([]byte, error) {
	return c.secret.get(ctx)
}

func (c *hmacConfig) GetRotatedGlobalSecrets(context.Context) ([][]byte, error) { return nil, nil }

// errTxDone is a transaction ended already.
var errTxDone = sql.ErrTxDone

func trimSlash(u string) string { return strings.TrimRight(u, "/") }

// canonicalResource is the resource indicator r names (a trailing slash
// aside), or "" when it is not one of the server's.
func (s *Server) canonicalResource(r string) string {
	r = trimSlash(strings.TrimSpace(r))
	for _, res := range s.resources {
		if r == res {
			return res
		}
	}
	return ""
}

// Access is what a valid access token lets its bearer do.
type Access struct {
	GrantID   uuid.UUID
	AccountID uuid.UUID
	Scopes    scopes.Set
	Resources []string
	ClientID  string
}

// Authenticate checks an access token presented to resource (the API's
// base URL or the MCP URL): the 401 invalid_token cases are a token that
// is malformed, unknown, expired, of a disconnected app, or for the other
// resource.
func (s *Server) Authenticate(ctx context.Context, token, resource string) (*Access, error) {
	if !wellFormed(token, AccessTokenPrefix) {
		return nil, domain.Errorf(domain.EUNAUTHORIZED, "The access token is malformed.")
	}
	var (
		session *fosite.DefaultSession
		use     fosite.TokenUse
		ar      fosite.AccessRequester
	)
	err := persistence.RetryRead(ctx, func(ctx context.Context) (err error) {
		session = &fosite.DefaultSession{}
		use, ar, err = s.provider.IntrospectToken(ctx, token, fosite.AccessToken, session)
		return err
	})
	if err != nil {
		switch {
		case errors.Is(err, fosite.ErrTokenExpired):
			return nil, domain.Errorf(domain.EUNAUTHORIZED, "The access token has expired: access tokens live one hour; refresh it with the refresh token at %s%s.", s.issuer, TokenPath)
		case errors.Is(err, fosite.ErrNotFound), errors.Is(err, fosite.ErrInactiveToken),
			errors.Is(err, fosite.ErrTokenSignatureMismatch), errors.Is(err, fosite.ErrInvalidTokenFormat):
			return nil, domain.Errorf(domain.EUNAUTHORIZED, "The access token is not valid: it is unknown, or the account owner disconnected its app at %s%s.", s.issuer, AppsPath)
		}
		// fosite answers every storage failure as "unauthorized": a
		// database that cannot answer is our failure, not the token's.
		return nil, fmt.Errorf("oauth: check an access token: %w", err)
	}
	if use != fosite.AccessToken {
		return nil, domain.Errorf(domain.EUNAUTHORIZED, "This is not an access token: send the access token, never the refresh token, as Authorization: Bearer.")
	}
	resource = trimSlash(resource)
	if !ar.GetGrantedAudience().Has(resource) {
		return nil, domain.Errorf(domain.EUNAUTHORIZED,
			"This access token was issued for %s, not for %s: ask for a token with resource=%s (RFC 8707).",
			strings.Join(ar.GetGrantedAudience(), " and "), resource, resource)
	}
	grant, err := uuid.Parse(ar.GetID())
	if err != nil {
		return nil, fmt.Errorf("oauth: request id %q is not a grant id", ar.GetID())
	}
	account, err := uuid.Parse(session.Subject)
	if err != nil {
		return nil, fmt.Errorf("oauth: grant %s: subject %q is not an account id", grant, session.Subject)
	}
	var set scopes.Set
	for _, sc := range ar.GetGrantedScopes() {
		if scopes.Scope(sc).Valid() {
			set = set.With(scopes.Scope(sc))
		}
	}
	return &Access{GrantID: grant, AccountID: account, Scopes: set, Resources: ar.GetGrantedAudience(), ClientID: ar.GetClient().GetID()}, nil
}

// wellFormed reports whether token has the shape of fosite's HMAC token
// with prefix: base64url key, a dot, base64url signature.
func wellFormed(token, prefix string) bool {
	rest, ok := strings.CutPrefix(token, prefix)
	if !ok || len(rest) < 20 || len(rest) > 200 {
		return false
	}
	key, sig, ok := strings.Cut(rest, ".")
	if !ok || key == "" || sig == "" {
		return false
	}
	for _, c := range key + sig {
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '-' || c == '_') {
			return false
		}
	}
	return true
}

// IsAccessToken reports whether a bearer credential is (shaped like) an
// OAuth access token rather than an API key.
func IsAccessToken(credential string) bool {
	return strings.HasPrefix(credential, AccessTokenPrefix)
}

// Token is the token endpoint: the authorization code (with the PKCE
// verifier) or a refresh token, for an access token and a new refresh
// token. A spent code or a rotated refresh token presented again revokes
// its grant. Errors are OAuth's JSON (RFC 6749 §5.2).
func (s *Server) Token(w http.ResponseWriter, r *http.Request) {
	ctx := withRevokeReason(r.Context(), "a code or refresh token of this app was used twice, a sign that it was copied; the app must be connected again")
	r.Body = http.MaxBytesReader(w, r.Body, 64<<10)
	session := &fosite.DefaultSession{}
	ar, err := s.provider.NewAccessRequest(ctx, r, session)
	if err != nil {
		s.writeAccessError(ctx, w, ar, err)
		return
	}
	// RFC 8707 §2.2: a resource named here must be one the grant holds.
	for _, res := range r.PostForm["resource"] {
		if c := s.canonicalResource(res); c == "" || !ar.GetRequestedAudience().Has(c) {
			s.writeAccessError(ctx, w, ar, errInvalidTarget.WithHintf(
				"The resource %q was not granted; this grant is for %s.", shorten(res, 200), strings.Join(ar.GetRequestedAudience(), " and ")))
			return
		}
	}
	resp, err := s.provider.NewAccessResponse(ctx, ar)
	if err != nil {
		s.writeAccessError(ctx, w, ar, err)
		return
	}
	s.provider.WriteAccessResponse(ctx, w, ar, resp)
}

// errInvalidTarget is RFC 8707's error for a resource that is not served
// or not granted.
var errInvalidTarget = &fosite.RFC6749Error{
	ErrorField:       "invalid_target",
	DescriptionField: "The requested resource is invalid, unknown, or malformed.",
	CodeField:        http.StatusBadRequest,
}

func (s *Server) writeAccessError(ctx context.Context, w http.ResponseWriter, ar fosite.AccessRequester, err error) {
	s.logServerError(ctx, err)
	s.provider.WriteAccessError(ctx, w, ar, err)
}

// logServerError logs what fosite answers as server_error, with its cause
// (clients see only "server_error").
func (s *Server) logServerError(ctx context.Context, err error) {
	if err == nil {
		return
	}
	rfc := fosite.ErrorToRFC6749Error(err)
	if rfc.CodeField >= 500 {
		s.log.Error("oauth: server error", zap.Error(err), zap.String("debug", rfc.DebugField), zap.NamedError("cause", rfc.Unwrap()))
	}
}

// Revoke is the revocation endpoint (RFC 7009): revoking either token of
// a grant ends the grant. An unknown token is a 200, as the RFC says.
func (s *Server) Revoke(w http.ResponseWriter, r *http.Request) {
	ctx := withRevokeReason(r.Context(), "the app revoked its token (it signed out)")
	r.Body = http.MaxBytesReader(w, r.Body, 64<<10)
	err := s.provider.NewRevocationRequest(ctx, r)
	s.logServerError(ctx, err)
	s.provider.WriteRevocationResponse(ctx, w, err)
}

// RevokeGrant ends a grant of account (the owner disconnected the app):
// its tokens stop working on the next request, on every instance.
func (s *Server) RevokeGrant(ctx context.Context, db bun.IDB, account, grant uuid.UUID) (*persistence.OAuthGrant, error) {
	return persistence.NewOAuth(db).DeleteGrant(ctx, account, grant)
}

// serverError answers 500 in OAuth's JSON and logs the cause.
func (s *Server) serverError(w http.ResponseWriter, r *http.Request, err error) {
	s.log.Error("oauth: internal error", zap.String("path", r.URL.Path), zap.Error(err))
	writeOAuthJSON(w, http.StatusInternalServerError, map[string]string{"error": "server_error", "error_description": "An internal error occurred."})
}

func readLimited(w http.ResponseWriter, r *http.Request, limit int64) ([]byte, error) {
	return io.ReadAll(http.MaxBytesReader(w, r.Body, limit))
}

func writeOAuthJSON(w http.ResponseWriter, status int, v any) {
	h := w.Header()
	h.Set("Content-Type", "application/json; charset=utf-8")
	h.Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(v) // the client has gone if this fails
}
