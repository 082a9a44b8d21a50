package transport

import (
	"context"
	"errors"
	"net/http"
	"net/url"

	"github.com/google/uuid"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/internal/httpsig"
	"github.com/tierline/tierline/persistence"
)

// signedBot is a bot whose request signature verified (RFC 9421, Web Bot
// Auth profile) with a key an admin registered (tierline bots add).
type signedBot struct {
	ID    uuid.UUID
	Name  string
	KeyID string
	Label string
}

const signedBotKey ctxKey = 101

// verifyBot verifies the request's HTTP Message Signature. A request
// without both Signature and Signature-Input returns (nil, nil): it is
// not a signed-bot request and nothing changes for it. A signature that
// does not verify, or whose key is unknown or revoked, is 401
// invalid_signature; a key store that cannot answer is an internal error.
func (s *Server) verifyBot(r *http.Request) (*signedBot, error) {
	m := httpsig.RequestMessage(r, s.requestScheme(r))
	if !httpsig.Signed(m) {
		return nil, nil
	}
	var found *persistence.BotKey
	resolve := func(ctx context.Context, keyid string) (*httpsig.PublicKey, error) {
		row, err := persistence.NewBotKeys(s.reader).BotKeyByKeyID(ctx, keyid)
		switch {
		case domain.ErrorCode(err) == domain.ENOTFOUND:
			return nil, httpsig.Reject("keyid %q is not a registered bot key", keyid)
		case err != nil:
			return nil, err
		case row.RevokedAt != nil:
			return nil, httpsig.Reject("the bot key %q has been revoked", keyid)
		}
		key, err := httpsig.ParseJWK([]byte(row.PublicKey))
		if err != nil {
			return nil, err // the registry only stores keys that parse
		}
		found = row
		return key, nil
	}
	v, err := httpsig.WebBotAuth(s.now, resolve).Verify(r.Context(), m)
	if err != nil {
		var sigErr *httpsig.Error
		if errors.As(err, &sigErr) {
			if sigErr.Label == "" {
				return nil, domain.Errorf(domain.EBADSIGNATURE, "The HTTP message signature was refused: %s.", sigErr.Reason)
			}
			return nil, domain.Errorf(domain.EBADSIGNATURE, "The HTTP message signature %q was refused: %s.", sigErr.Label, sigErr.Reason)
		}
		return nil, err
	}
	return &signedBot{ID: found.ID, Name: found.Name, KeyID: v.KeyID, Label: v.Label}, nil
}

// requestScheme is the scheme clients address the service by: https on a
// TLS connection, otherwise the scheme of the configured public address
// (a proxy in front terminates TLS).
func (s *Server) requestScheme(r *http.Request) string {
	if r.TLS != nil {
		return "https"
	}
	if u, err := url.Parse(s.cfg.BaseURL); err == nil && u.Scheme != "" {
		return u.Scheme
	}
	return "http"
}
