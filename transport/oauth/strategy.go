package oauth

import (
	"context"
	"strings"

	"github.com/ory/fosite"
	foauth2 "github.com/ory/fosite/handler/oauth2"
)

// Token prefixes. Every code and token is fosite's HMAC token (a random
// key and its HMAC-SHA512/256 under the server key); the prefix only says
// what it is, so a credential pasted in the wrong place is recognised
// without a database lookup, and secret scanners can find leaked ones. An
// API key starts tl_live_.
const (
	AccessTokenPrefix  = "tl_at_"
	RefreshTokenPrefix = "tl_rt_"
	CodePrefix         = "tl_ac_"
)

// strategy is fosite's HMAC strategy with Tierline's prefixes (fosite's
// own prefixed strategy writes ory_at_ and so on).
type strategy struct {
	plain *foauth2.HMACSHAStrategyUnPrefixed
}

var _ foauth2.CoreStrategy = (*strategy)(nil)

func (s *strategy) AccessTokenSignature(ctx context.Context, token string) string {
	return s.plain.AccessTokenSignature(ctx, strings.TrimPrefix(token, AccessTokenPrefix))
}

func (s *strategy) GenerateAccessToken(ctx context.Context, r fosite.Requester) (string, string, error) {
	token, sig, err := s.plain.GenerateAccessToken(ctx, r)
	return prefixed(AccessTokenPrefix, token), sig, err
}

func (s *strategy) ValidateAccessToken(ctx context.Context, r fosite.Requester, token string) error {
	return s.plain.ValidateAccessToken(ctx, r, strings.TrimPrefix(token, AccessTokenPrefix))
}

func (s *strategy) RefreshTokenSignature(ctx context.Context, token string) string {
	return s.plain.RefreshTokenSignature(ctx, strings.TrimPrefix(token, RefreshTokenPrefix))
}

func (s *strategy) GenerateRefreshToken(ctx context.Context, r fosite.Requester) (string, string, error) {
	token, sig, err := s.plain.GenerateRefreshToken(ctx, r)
	return prefixed(RefreshTokenPrefix, token), sig, err
}

func (s *strategy) ValidateRefreshToken(ctx context.Context, r fosite.Requester, token string) error {
	return s.plain.ValidateRefreshToken(ctx, r, strings.TrimPrefix(token, RefreshTokenPrefix))
}

func (s *strategy) AuthorizeCodeSignature(ctx context.Context, token string) string {
	return s.plain.AuthorizeCodeSignature(ctx, strings.TrimPrefix(token, CodePrefix))
}

func (s *strategy) GenerateAuthorizeCode(ctx context.Context, r fosite.Requester) (string, string, error) {
	token, sig, err := s.plain.GenerateAuthorizeCode(ctx, r)
	return prefixed(CodePrefix, token), sig, err
}

func (s *strategy) ValidateAuthorizeCode(ctx context.Context, r fosite.Requester, token string) error {
	return s.plain.ValidateAuthorizeCode(ctx, r, strings.TrimPrefix(token, CodePrefix))
}

func prefixed(prefix, token string) string {
	if token == "" {
		return ""
	}
	return prefix + token
}
