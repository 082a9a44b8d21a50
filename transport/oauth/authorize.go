package oauth

import (
	"context"
	"errors"
	"net/http"
	"slices"
	"strings"

	"github.com/google/uuid"
	"github.com/ory/fosite"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/scopes"
)

// The authorization endpoint is a page of the site: transport/web reads
// the request with ParseAuthorize, sends a signed-out visitor to sign in
// and back, shows the owner the consent page, and answers with Allow,
// Deny or Refuse. This file holds the protocol's side of it.

// Authorization is an authorization request that passed every check; only
// the owner's decision is missing.
type Authorization struct {
	ar *fosite.AuthorizeRequest
	// Client is the app asking.
	Client *Client
	// Scopes are the scopes asked for (read when none was named).
	Scopes scopes.Set
	// Resources are the resource indicators asked for (RFC 8707).
	Resources []string
}

// RedirectURI is where the answer goes.
func (a *Authorization) RedirectURI() string { return a.ar.GetRedirectURI().String() }

// RedirectOrigin is the scheme and host of RedirectURI (the consent
// page's form-action must allow it: browsers apply form-action to the
// redirect that follows a form's POST).
func (a *Authorization) RedirectOrigin() string {
	u := a.ar.GetRedirectURI()
	return u.Scheme + "://" + u.Host
}

// ParseAuthorize checks an authorization request (its parameters in the
// query, or in the query of the consent form's action). It answers one of
// three ways:
//   - (a, nil): the request is sound; ask the owner.
//   - (a, err): the request is wrong in a way the app must hear; Refuse
//     sends err back to its redirect URI.
//   - (nil, err): the app or its redirect URI cannot be trusted with an
//     answer (unknown client, redirect URI not registered, a metadata
//     document that cannot be used); err is a 400 to show the person,
//     and nothing is sent anywhere.
func (s *Server) ParseAuthorize(ctx context.Context, r *http.Request) (*Authorization, error) {
	if err := r.ParseForm(); err != nil {
		return nil, domain.Invalid("query", "could not be read")
	}
	clientID := r.Form.Get("client_id")
	client, err := s.Client(ctx, clientID)
	if err != nil {
		if errors.Is(err, ErrUnknownClient) || domain.ErrorCode(err) == domain.EINVALID {
			return nil, &domain.Error{Code: domain.EINVALID, Status: http.StatusBadRequest,
				Message: "This app cannot be connected: " + strings.TrimPrefix(err.Error(), ErrUnknownClient.Error()+": ")}
		}
		return nil, err
	}
	requester, err := s.provider.NewAuthorizeRequest(ctx, r)
	ar, _ := requester.(*fosite.AuthorizeRequest)
	if err != nil {
		if ar == nil || !ar.IsRedirectURIValid() {
			rfc := fosite.ErrorToRFC6749Error(err)
			if rfc.CodeField >= 500 {
				return nil, err
			}
			return nil, &domain.Error{Code: domain.EINVALID, Status: http.StatusBadRequest,
				Message: "This request to connect " + client.DisplayName() + " cannot be answered: " + inWords(rfc)}
		}
		return &Authorization{ar: ar, Client: client}, err
	}
	a := &Authorization{ar: ar, Client: client}
	if err := s.checkPKCE(r); err != nil {
		return a, err
	}
	raw := r.Form["resource"]
	if len(raw) == 0 {
		return a, errInvalidTarget.WithHintf("The resource parameter (RFC 8707) is required: %s.", strings.Join(s.resources, " or "))
	}
	for _, res := range raw {
		c := s.canonicalResource(res)
		if c == "" {
			return a, errInvalidTarget.WithHintf("The resource %q is not served here; use %s.", shorten(res, 200), strings.Join(s.resources, " or "))
		}
		if !slices.Contains(a.Resources, c) {
			a.Resources = append(a.Resources, c)
		}
	}
	for _, sc := range ar.GetRequestedScopes() {
		a.Scopes = a.Scopes.With(scopes.Scope(sc)) // fosite checked them against the four
	}
	if len(a.Scopes) == 0 {
		a.Scopes = scopes.Set{scopes.Default}
	}
	return a, nil
}

// checkPKCE requires an S256 code challenge before the owner is asked
// (fosite checks it again when it makes the code; without this the owner
// would consent first and the app hear of its mistake after).
func (s *Server) checkPKCE(r *http.Request) error {
	challenge, method := r.Form.Get("code_challenge"), r.Form.Get("code_challenge_method")
	switch {
	case challenge == "":
		return fosite.ErrInvalidRequest.WithHint("PKCE is required: send code_challenge and code_challenge_method=S256.")
	case method != "S256":
		return fosite.ErrInvalidRequest.WithHint("code_challenge_method must be S256 (plain is not accepted).")
	case len(challenge) != 43 || strings.Trim(challenge, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_") != "":
		return fosite.ErrInvalidRequest.WithHint("code_challenge must be the 43-character base64url SHA-256 of the code verifier.")
	}
	return nil
}

// inWords is an OAuth error in words.
func inWords(rfc *fosite.RFC6749Error) string {
	msg := rfc.DescriptionField
	if rfc.HintField != "" {
		msg = strings.TrimSpace(msg + " " + rfc.HintField)
	}
	return msg
}

// Allow answers the app: the owner allowed it granted (a subset of the
// scopes asked for). The grant is stored, a code made, and the browser
// sent back to the app with it.
func (s *Server) Allow(ctx context.Context, w http.ResponseWriter, a *Authorization, account *persistence.Account, granted scopes.Set) error {
	now := s.now()
	grant := &persistence.OAuthGrant{
		ID: uuid.New(), AccountID: account.ID, ClientID: a.Client.ID, ClientName: a.Client.DisplayName(),
		ClientKind: a.Client.Kind, RedirectURI: a.RedirectURI(), Scopes: granted.Spaced(),
		Resources: strings.Join(a.Resources, " "), CreatedAt: domain.NewTimestamp(now),
	}
	repo := persistence.NewOAuth(s.db)
	if err := repo.CreateGrant(ctx, grant); err != nil {
		return err
	}
	ar := a.ar
	ar.SetID(grant.ID.String())
	for _, sc := range granted {
		ar.GrantScope(string(sc))
	}
	for _, res := range a.Resources {
		ar.AppendRequestedAudience(res)
		ar.GrantAudience(res)
	}
	resp, err := s.provider.NewAuthorizeResponse(ctx, ar, &fosite.DefaultSession{Subject: account.ID.String()})
	if err != nil {
		if _, derr := repo.DeleteGrant(ctx, account.ID, grant.ID); derr != nil {
			s.log.Warn("oauth: removing a grant whose code was not made")
		}
		s.Refuse(ctx, w, a, err)
		return nil
	}
	s.provider.WriteAuthorizeResponse(ctx, w, ar, resp)
	return nil
}

// Deny answers the app that the owner said no (error=access_denied).
func (s *Server) Deny(ctx context.Context, w http.ResponseWriter, a *Authorization) {
	s.Refuse(ctx, w, a, fosite.ErrAccessDenied.WithHint("The account owner denied the request."))
}

// Refuse sends err back to the app's redirect URI, in the query, with the
// request's state.
func (s *Server) Refuse(ctx context.Context, w http.ResponseWriter, a *Authorization, err error) {
	s.logServerError(ctx, err)
	// Only the query response mode is offered; an error about another
	// one is sent that way too.
	a.ar.ResponseMode = fosite.ResponseModeQuery
	s.provider.WriteAuthorizeError(ctx, w, a.ar, err)
}
