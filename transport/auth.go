package transport

import (
	"context"
	"errors"
	"net/http"
	"sync"

	"github.com/google/uuid"
	"go.uber.org/zap"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/internal/domain/apikeys"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
	"github.com/tierline/tierline/scopes"
)

// principal is who a request is authenticated as.
type principal struct {
	KeyID   uuid.UUID
	Account persistence.Account
	Scopes  scopes.Set
}

const principalKey ctxKey = 100

func principalOf(ctx context.Context) *principal {
	p, _ := ctx.Value(principalKey).(*principal)
	return p
}

// caller is the registry's view of the principal.
func (p *principal) caller() registry.Caller {
	return registry.Caller{AccountID: p.Account.ID, Email: p.Account.Email, Role: p.Account.Role, Scopes: p.Scopes, KeyID: p.KeyID, Via: registry.ViaAPIKey}
}

// callerOf is who the request is authenticated as: the zero (anonymous)
// Caller when it carries no key.
func callerOf(ctx context.Context) registry.Caller {
	if p := principalOf(ctx); p != nil {
		return p.caller()
	}
	return registry.Caller{}
}

// authenticate reads the request's API key. It returns (nil, nil) when the
// request carries no Authorization header, and an invalid_token or
// credential_expired error for a key that is malformed, unknown, revoked
// or expired. The secret is never logged and never compared with ==: the
// row is found by the secret's hash and the hash compared in constant time.
func (s *Server) authenticate(r *http.Request) (*principal, error) {
	return s.authenticateHeader(r.Context(), r.Header.Get("Authorization"))
}

// authenticateHeader is authenticate for an Authorization header value
// (the MCP tools read it from the tool call's HTTP request).
func (s *Server) authenticateHeader(ctx context.Context, header string) (*principal, error) {
	secret, err := apikeys.FromHeader(header)
	switch {
	case errors.Is(err, apikeys.ErrNoCredentials):
		return nil, nil
	case err != nil:
		return nil, domain.Errorf(domain.EUNAUTHORIZED,
			"The Authorization header must be \"Bearer <API key>\" with a key of the form %s<64 hex digits>.", apikeys.Prefix)
	}
	found, err := persistence.NewAccounts(s.db).KeyByHash(ctx, apikeys.Hash(secret))
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

// requireScopes answers 401 when the request has no key and 403 naming the
// missing scopes when the key lacks some; it returns the principal when
// the request may proceed.
func requireScopes(ctx context.Context, need scopes.Set) (*principal, error) {
	if err := registry.RequireScopes(callerOf(ctx), need); err != nil {
		return nil, err
	}
	return principalOf(ctx), nil
}

// keyUsage collects the keys used since the last flush, so last_used_at
// costs one UPDATE per flush interval rather than one write per request.
type keyUsage struct {
	mu   sync.Mutex
	used map[uuid.UUID]struct{}
}

func (u *keyUsage) note(id uuid.UUID) {
	u.mu.Lock()
	defer u.mu.Unlock()
	if u.used == nil {
		u.used = map[uuid.UUID]struct{}{}
	}
	u.used[id] = struct{}{}
}

func (u *keyUsage) take() []uuid.UUID {
	u.mu.Lock()
	defer u.mu.Unlock()
	ids := make([]uuid.UUID, 0, len(u.used))
	for id := range u.used {
		ids = append(ids, id)
	}
	u.used = nil
	return ids
}

// FlushKeyUsage writes the last-used time of the keys used since the last
// flush.
func (s *Server) FlushKeyUsage(ctx context.Context) error {
	ids := s.usage.take()
	if len(ids) == 0 {
		return nil
	}
	if err := persistence.NewAccounts(s.db).TouchKeys(ctx, ids, domain.NewTimestamp(s.now())); err != nil {
		for _, id := range ids {
			s.usage.note(id) // keep them for the next flush
		}
		s.log.Warn("recording key use", zap.Error(err))
		return err
	}
	return nil
}
