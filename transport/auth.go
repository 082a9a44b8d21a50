package transport

import (
	"context"
	"errors"
	"net/http"
	"slices"
	"strings"
	"sync"

	"github.com/google/uuid"
	"go.uber.org/zap"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/internal/domain/apikeys"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
	"github.com/tierline/tierline/scopes"
	"github.com/tierline/tierline/transport/oauth"
)

// principal is who a request is authenticated as: the owner of an API
// key, or of an OAuth grant whose access token the request carries.
type principal struct {
	KeyID uuid.UUID
	// GrantID is the OAuth grant (uuid.Nil for an API key).
	GrantID uuid.UUID
	Account persistence.Account
	Scopes  scopes.Set
}

const principalKey ctxKey = 100

func principalOf(ctx context.Context) *principal {
	p, _ := ctx.Value(principalKey).(*principal)
	return p
}

// caller is the registry's view of the principal. An OAuth app is
// treated exactly as an API key with the granted scopes.
func (p *principal) caller() registry.Caller {
	c := registry.Caller{AccountID: p.Account.ID, Email: p.Account.Email, Role: p.Account.Role, Scopes: p.Scopes, KeyID: p.KeyID, Via: registry.ViaAPIKey}
	if p.GrantID != uuid.Nil {
		c.Via, c.GrantID = registry.ViaOAuth, p.GrantID
	}
	return c
}

// identity is the principal's rate-limit identity: its key, or its grant
// (each app the owner connected has its own quota).
func (p *principal) identity() string {
	if p.GrantID != uuid.Nil {
		return "grant:" + p.GrantID.String()
	}
	return "key:" + p.KeyID.String()
}

// callerOf is who the request is authenticated as: the zero (anonymous)
// Caller when it carries no key.
func callerOf(ctx context.Context) registry.Caller {
	if p := principalOf(ctx); p != nil {
		return p.caller()
	}
	return registry.Caller{}
}

// authenticate reads the request's credential: an API key, or an OAuth
// access token, which must have been issued for the resource the request
// is for (the MCP server on its path, the API everywhere else). It
// returns (nil, nil) when the request carries no Authorization header,
// and an invalid_token or credential_expired error for a credential that
// is malformed, unknown, revoked, expired or for the other resource. The
// secret is never logged and never compared with ==: the row is found by
// the secret's hash and the hash compared in constant time.
func (s *Server) authenticate(r *http.Request) (*principal, error) {
	return s.authenticateHeader(r.Context(), r.Header.Get("Authorization"), s.resourceOf(r.URL.Path))
}

// resourceOf is the resource indicator (RFC 8707) a request to path is
// for: the MCP URL on the MCP path, the API's base URL elsewhere.
func (s *Server) resourceOf(path string) string {
	if path == s.mcpPath() {
		return s.cfg.MCPURL
	}
	return s.cfg.BaseURL
}

// authenticateHeader is authenticate for an Authorization header value.
func (s *Server) authenticateHeader(ctx context.Context, header, resource string) (*principal, error) {
	credential, err := apikeys.Bearer(header)
	switch {
	case errors.Is(err, apikeys.ErrNoCredentials):
		return nil, nil
	case err != nil:
		return nil, errMalformedAuthorization
	case oauth.IsAccessToken(credential):
		return s.authenticateToken(ctx, credential, resource)
	case strings.HasPrefix(credential, oauth.RefreshTokenPrefix):
		return nil, domain.Errorf(domain.EUNAUTHORIZED, "This is an OAuth refresh token: send the access token as Authorization: Bearer, and the refresh token only to %s%s.", s.cfg.SiteURL, oauth.TokenPath)
	case !apikeys.WellFormed(credential):
		return nil, errMalformedAuthorization
	}
	secret := credential
	var found *persistence.KeyWithAccount
	err = persistence.RetryRead(ctx, func(ctx context.Context) (err error) {
		found, err = persistence.NewAccounts(s.reader).KeyByHash(ctx, apikeys.Hash(secret))
		return err
	})
	if domain.ErrorCode(err) == domain.ENOTFOUND || (err == nil && !apikeys.Matches(secret, found.Key.SecretHash)) {
		return nil, domain.Errorf(domain.EUNAUTHORIZED, "The API key is not valid.")
	} else if err != nil {
		return nil, err
	}
	now := s.now()
	switch {
	case found.Key.RevokedAt != nil:
		return nil, domain.Errorf(domain.EUNAUTHORIZED, "The API key has been revoked.")
	case found.Key.ExpiresAt != nil && !now.Before(found.Key.ExpiresAt.Time):
		return nil, domain.Errorf(domain.EEXPIRED, "The API key expired at %s.", found.Key.ExpiresAt.UTC().Format("2006-01-02T15:04:05Z"))
	}
	set, err := scopes.Parse(found.Key.Scopes)
	if err != nil {
		return nil, err
	}
	return &principal{KeyID: found.Key.ID, Account: found.Account, Scopes: set}, nil
}

// errMalformedAuthorization is the 401 for an Authorization header that
// holds neither an API key nor an access token.
var errMalformedAuthorization = domain.Errorf(domain.EUNAUTHORIZED,
	"The Authorization header must be \"Bearer <API key>\" with a key of the form %s<64 hex digits>, or \"Bearer <access token>\" with an OAuth access token (%s...).",
	apikeys.Prefix, oauth.AccessTokenPrefix)

// authenticateToken checks an OAuth access token for resource: the grant
// must hold it and be live (a disconnected app's tokens are gone from the
// database, so every instance refuses them on the next request).
func (s *Server) authenticateToken(ctx context.Context, token, resource string) (*principal, error) {
	access, err := s.oauth.Authenticate(ctx, token, resource)
	if err != nil {
		return nil, err
	}
	var acct *persistence.Account
	err = persistence.RetryRead(ctx, func(ctx context.Context) (err error) {
		acct, err = persistence.NewAccounts(s.reader).ByID(ctx, access.AccountID)
		return err
	})
	if domain.ErrorCode(err) == domain.ENOTFOUND {
		return nil, domain.Errorf(domain.EUNAUTHORIZED, "The access token is not valid: its account no longer exists.")
	} else if err != nil {
		return nil, err
	}
	set := access.Scopes
	if acct.Role != persistence.RoleHost && set.Has(scopes.Host) {
		// Granted to a host account whose role has changed since.
		set = slices.DeleteFunc(slices.Clone(set), func(sc scopes.Scope) bool { return sc == scopes.Host })
	}
	return &principal{GrantID: access.GrantID, Account: *acct, Scopes: set}, nil
}

// requireScopes answers 401 when the request has no key and 403 naming the
// missing scopes when the key lacks some; it returns the principal when
// the request may proceed.
func requireScopes(ctx context.Context, need scopes.Set) (*principal, error) {
	if err := registry.RequireScopes(callerOf(ctx), need); err != nil {
		return nil, err
	}
	return principalOf(ctx), nil
}

// keyUsage collects the keys (and the OAuth grants) used since the last
// flush, so last_used_at costs one UPDATE per flush interval rather than
// one write per request.
type keyUsage struct {
	mu     sync.Mutex
	used   map[uuid.UUID]struct{}
	grants map[uuid.UUID]struct{}
}

func (u *keyUsage) note(p *principal) {
	u.mu.Lock()
	defer u.mu.Unlock()
	if p.GrantID != uuid.Nil {
		if u.grants == nil {
			u.grants = map[uuid.UUID]struct{}{}
		}
		u.grants[p.GrantID] = struct{}{}
		return
	}
	if u.used == nil {
		u.used = map[uuid.UUID]struct{}{}
	}
	u.used[p.KeyID] = struct{}{}
}

func (u *keyUsage) take() (keys, grants []uuid.UUID) {
	u.mu.Lock()
	defer u.mu.Unlock()
	for id := range u.used {
		keys = append(keys, id)
	}
	for id := range u.grants {
		grants = append(grants, id)
	}
	u.used, u.grants = nil, nil
	return keys, grants
}

// FlushKeyUsage writes the last-used time of the keys and grants used
// since the last flush.
func (s *Server) FlushKeyUsage(ctx context.Context) error {
	keys, grants := s.usage.take()
	if len(keys) == 0 && len(grants) == 0 {
		return nil
	}
	now := domain.NewTimestamp(s.now())
	err := persistence.NewAccounts(s.db).TouchKeys(ctx, keys, now)
	if err == nil {
		err = persistence.NewOAuth(s.db).TouchGrants(ctx, grants, now)
	}
	if err != nil {
		for _, id := range keys {
			s.usage.note(&principal{KeyID: id}) // keep them for the next flush
		}
		for _, id := range grants {
			s.usage.note(&principal{GrantID: id})
		}
		s.log.Warn("recording key use", zap.Error(err))
		return err
	}
	return nil
}
