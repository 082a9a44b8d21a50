package oauth

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"time"

	"github.com/google/uuid"
	"github.com/ory/fosite"
	foauth2 "github.com/ory/fosite/handler/oauth2"
	"github.com/ory/fosite/handler/pkce"
	fstorage "github.com/ory/fosite/storage"
	"github.com/uptrace/bun"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
)

// store is fosite's storage over the service's database (both stores),
// through persistence.OAuth. Every code and token belongs to a grant (its
// fosite request id is the grant's id), so revoking a grant is deleting
// its tokens, and deleting an account deletes its grants and their
// tokens. Expiry is checked here on the service clock too, besides
// fosite's check on the wall clock.
type store struct {
	srv *Server
}

var (
	_ fosite.Storage                 = (*store)(nil)
	_ foauth2.CoreStorage            = (*store)(nil)
	_ foauth2.TokenRevocationStorage = (*store)(nil)
	_ pkce.PKCERequestStorage        = (*store)(nil)
	_ fstorage.Transactional         = (*store)(nil)
)

// txKey holds the transaction fosite began (BeginTX) in a context.
type txKey struct{}

// repo is the storage over the context's transaction, or the pool.
func (st *store) repo(ctx context.Context) *persistence.OAuth {
	if tx, ok := ctx.Value(txKey{}).(*bun.Tx); ok {
		return persistence.NewOAuth(tx)
	}
	return persistence.NewOAuth(st.srv.db)
}

func (st *store) BeginTX(ctx context.Context) (context.Context, error) {
	tx, err := st.srv.db.BeginTx(ctx, nil)
	if err != nil {
		return ctx, fmt.Errorf("oauth: begin: %w", err)
	}
	return context.WithValue(ctx, txKey{}, &tx), nil
}

func (st *store) Commit(ctx context.Context) error {
	tx, ok := ctx.Value(txKey{}).(*bun.Tx)
	if !ok {
		return errors.New("oauth: commit without a transaction")
	}
	return tx.Commit()
}

func (st *store) Rollback(ctx context.Context) error {
	tx, ok := ctx.Value(txKey{}).(*bun.Tx)
	if !ok {
		return errors.New("oauth: rollback without a transaction")
	}
	if err := tx.Rollback(); err != nil && !errors.Is(err, errTxDone) {
		return err
	}
	return nil
}

// GetClient is fosite's way to the client.
func (st *store) GetClient(ctx context.Context, id string) (fosite.Client, error) {
	c, err := st.srv.Client(ctx, id)
	if err != nil {
		if errors.Is(err, ErrUnknownClient) || domain.ErrorCode(err) == domain.EINVALID {
			return nil, fosite.ErrNotFound.WithWrap(err).WithDebug(err.Error())
		}
		return nil, err
	}
	return c, nil
}

// Client assertions (private_key_jwt) are not supported: every client is
// public.
func (st *store) ClientAssertionJWTValid(context.Context, string) error { return nil }
func (st *store) SetClientAssertionJWT(context.Context, string, time.Time) error {
	return nil
}

// storedRequest is what is kept of a fosite request: what the token
// endpoint, the PKCE check and the resource server need.
type storedRequest struct {
	ID                string                 `json:"id"`
	RequestedAt       time.Time              `json:"requested_at"`
	ClientID          string                 `json:"client_id"`
	ClientGrantTypes  []string               `json:"client_grant_types"`
	RequestedScopes   []string               `json:"requested_scopes"`
	GrantedScopes     []string               `json:"granted_scopes"`
	RequestedAudience []string               `json:"requested_audience"`
	GrantedAudience   []string               `json:"granted_audience"`
	Form              url.Values             `json:"form"`
	Session           *fosite.DefaultSession `json:"session"`
}

func encodeRequest(r fosite.Requester) (string, error) {
	s := storedRequest{
		ID: r.GetID(), RequestedAt: r.GetRequestedAt(), ClientID: r.GetClient().GetID(), ClientGrantTypes: r.GetClient().GetGrantTypes(),
		RequestedScopes: r.GetRequestedScopes(), GrantedScopes: r.GetGrantedScopes(),
		RequestedAudience: r.GetRequestedAudience(), GrantedAudience: r.GetGrantedAudience(),
		Form: r.GetRequestForm(),
	}
	if sess, ok := r.GetSession().(*fosite.DefaultSession); ok {
		s.Session = sess
	}
	b, err := json.Marshal(s)
	if err != nil {
		return "", fmt.Errorf("oauth: encode request: %w", err)
	}
	return string(b), nil
}

// decodeRequest rebuilds a fosite request. Its client carries the id and
// the grant types only: fosite compares the id with the client of the
// request at hand, and issues a refresh token for a code only if the
// client may use one.
func decodeRequest(raw string, into fosite.Session) (*fosite.Request, error) {
	var s storedRequest
	if err := json.Unmarshal([]byte(raw), &s); err != nil {
		return nil, fmt.Errorf("oauth: decode request: %w", err)
	}
	sess := s.Session
	if sess == nil {
		sess = &fosite.DefaultSession{}
	}
	if ds, ok := into.(*fosite.DefaultSession); ok && ds != nil {
		*ds = *sess
		sess = ds
	}
	r := fosite.NewRequest()
	r.ID = s.ID
	r.RequestedAt = s.RequestedAt
	r.Client = &Client{ID: s.ClientID, GrantTypes: s.ClientGrantTypes}
	r.RequestedScope = s.RequestedScopes
	r.GrantedScope = s.GrantedScopes
	r.RequestedAudience = s.RequestedAudience
	r.GrantedAudience = s.GrantedAudience
	if s.Form != nil {
		r.Form = s.Form
	}
	r.Session = sess
	return r, nil
}

// lifespan is how long a code or token of kind lives.
func (st *store) lifespan(kind string) time.Duration {
	switch kind {
	case persistence.TokenAccess:
		return AccessTokenLifespan
	case persistence.TokenRefresh:
		return RefreshTokenLifespan
	default:
		return CodeLifespan
	}
}

// create stores a code or token of kind for the request's grant.
func (st *store) create(ctx context.Context, kind, signature string, r fosite.Requester, accessSignature string) error {
	grant, err := uuid.Parse(r.GetID())
	if err != nil {
		return fmt.Errorf("oauth: request id %q is not a grant id", r.GetID())
	}
	raw, err := encodeRequest(r)
	if err != nil {
		return err
	}
	now := st.srv.now()
	t := &persistence.OAuthToken{
		Kind: kind, Signature: signature, GrantID: grant, Request: raw,
		CreatedAt: domain.NewTimestamp(now), ExpiresAt: domain.NewTimestamp(now.Add(st.lifespan(kind))),
	}
	if accessSignature != "" {
		t.AccessSignature = &accessSignature
	}
	return st.repo(ctx).CreateToken(ctx, t)
}

// errUsed marks a spent code or rotated refresh token, returned with the
// request so fosite can revoke the grant.
var errUsed = errors.New("used")

// get loads a code or token of kind: fosite.ErrNotFound when there is
// none, it expired on the service clock, or its grant was revoked.
func (st *store) get(ctx context.Context, kind, signature string, session fosite.Session) (*fosite.Request, *persistence.OAuthToken, error) {
	t, g, err := st.repo(ctx).Token(ctx, kind, signature)
	if domain.ErrorCode(err) == domain.ENOTFOUND {
		return nil, nil, fosite.ErrNotFound
	} else if err != nil {
		return nil, nil, err
	}
	if g.RevokedAt != nil {
		return nil, nil, fosite.ErrNotFound
	}
	if !st.srv.now().Before(t.ExpiresAt.Time) {
		if kind == persistence.TokenAccess {
			return nil, nil, fosite.ErrTokenExpired
		}
		return nil, nil, fosite.ErrNotFound
	}
	r, err := decodeRequest(t.Request, session)
	if err != nil {
		return nil, nil, err
	}
	if t.UsedAt != nil {
		return r, t, errUsed
	}
	return r, t, nil
}

func (st *store) CreateAuthorizeCodeSession(ctx context.Context, code string, r fosite.Requester) error {
	return st.create(ctx, persistence.TokenCode, code, r, "")
}

func (st *store) GetAuthorizeCodeSession(ctx context.Context, code string, session fosite.Session) (fosite.Requester, error) {
	r, _, err := st.get(ctx, persistence.TokenCode, code, session)
	if errors.Is(err, errUsed) {
		return r, fosite.ErrInvalidatedAuthorizeCode
	} else if err != nil {
		return nil, err
	}
	return r, nil
}

func (st *store) InvalidateAuthorizeCodeSession(ctx context.Context, code string) error {
	ok, err := st.repo(ctx).UseToken(ctx, persistence.TokenCode, code, domain.NewTimestamp(st.srv.now()))
	if err != nil {
		return err
	}
	if !ok {
		return fosite.ErrInvalidatedAuthorizeCode
	}
	return nil
}

func (st *store) CreatePKCERequestSession(ctx context.Context, signature string, r fosite.Requester) error {
	return st.create(ctx, persistence.TokenPKCE, signature, r, "")
}

func (st *store) GetPKCERequestSession(ctx context.Context, signature string, session fosite.Session) (fosite.Requester, error) {
	r, _, err := st.get(ctx, persistence.TokenPKCE, signature, session)
	if err != nil && !errors.Is(err, errUsed) {
		return nil, err
	}
	return r, nil
}

func (st *store) DeletePKCERequestSession(ctx context.Context, signature string) error {
	return st.repo(ctx).DeleteToken(ctx, persistence.TokenPKCE, signature)
}

func (st *store) CreateAccessTokenSession(ctx context.Context, signature string, r fosite.Requester) error {
	return st.create(ctx, persistence.TokenAccess, signature, r, "")
}

func (st *store) GetAccessTokenSession(ctx context.Context, signature string, session fosite.Session) (fosite.Requester, error) {
	r, _, err := st.get(ctx, persistence.TokenAccess, signature, session)
	if errors.Is(err, errUsed) {
		return nil, fosite.ErrInactiveToken
	} else if err != nil {
		return nil, err
	}
	return r, nil
}

func (st *store) DeleteAccessTokenSession(ctx context.Context, signature string) error {
	return st.repo(ctx).DeleteToken(ctx, persistence.TokenAccess, signature)
}

func (st *store) CreateRefreshTokenSession(ctx context.Context, signature, accessSignature string, r fosite.Requester) error {
	return st.create(ctx, persistence.TokenRefresh, signature, r, accessSignature)
}

func (st *store) GetRefreshTokenSession(ctx context.Context, signature string, session fosite.Session) (fosite.Requester, error) {
	r, _, err := st.get(ctx, persistence.TokenRefresh, signature, session)
	if errors.Is(err, errUsed) {
		// A rotated refresh token presented again: fosite revokes the
		// grant (RevokeRefreshToken).
		return r, fosite.ErrInactiveToken
	} else if err != nil {
		return nil, err
	}
	return r, nil
}

func (st *store) DeleteRefreshTokenSession(ctx context.Context, signature string) error {
	return st.repo(ctx).DeleteToken(ctx, persistence.TokenRefresh, signature)
}

// RotateRefreshToken spends the refresh token being exchanged and ends the
// access token issued with it. Two requests racing with one refresh token
// cannot both win: the loser is told to retry (and its retry, with a spent
// token, revokes the grant).
func (st *store) RotateRefreshToken(ctx context.Context, _ string, signature string) error {
	repo := st.repo(ctx)
	t, _, err := repo.Token(ctx, persistence.TokenRefresh, signature)
	if domain.ErrorCode(err) == domain.ENOTFOUND {
		return fosite.ErrNotFound
	} else if err != nil {
		return err
	}
	ok, err := repo.UseToken(ctx, persistence.TokenRefresh, signature, domain.NewTimestamp(st.srv.now()))
	if err != nil {
		return err
	}
	if !ok {
		return fosite.ErrSerializationFailure
	}
	if t.AccessSignature != nil {
		return repo.DeleteToken(ctx, persistence.TokenAccess, *t.AccessSignature)
	}
	return nil
}

// revokeReason is why a grant is being revoked, set by the endpoint that
// leads fosite to revoke it.
type revokeReason struct{}

func withRevokeReason(ctx context.Context, reason string) context.Context {
	return context.WithValue(ctx, revokeReason{}, reason)
}

// RevokeRefreshToken revokes the whole grant: fosite calls it when a
// spent code or a rotated refresh token comes back (a sign it was
// stolen), and when the client revokes a token (RFC 7009).
func (st *store) RevokeRefreshToken(ctx context.Context, requestID string) error {
	grant, err := uuid.Parse(requestID)
	if err != nil {
		return fosite.ErrNotFound
	}
	reason, _ := ctx.Value(revokeReason{}).(string)
	if reason == "" {
		reason = "revoked"
	}
	return st.repo(ctx).RevokeGrant(ctx, grant, reason, domain.NewTimestamp(st.srv.now()))
}

// RevokeAccessToken ends every access token of the grant.
func (st *store) RevokeAccessToken(ctx context.Context, requestID string) error {
	grant, err := uuid.Parse(requestID)
	if err != nil {
		return fosite.ErrNotFound
	}
	_, err = st.repo(ctx).DeleteGrantTokens(ctx, grant, persistence.TokenAccess)
	return err
}
