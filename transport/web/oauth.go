package web

import (
	"context"
	"database/sql"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strings"

	"github.com/google/uuid"
	"github.com/gorilla/mux"
	"github.com/uptrace/bun"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/scopes"
	"github.com/tierline/tierline/transport/oauth"
)

// The OAuth consent page (/oauth/authorize) and the connected apps page
// (/settings/apps). An app gets a token only after the owner, signed in
// here, allows it on the consent page; the owner sees and disconnects
// apps on the apps page.

// consentData is the consent page.
type consentData struct {
	Client *oauth.Client
	// MetadataDocument: the app is known by the document at its
	// client_id, not by a registration.
	MetadataDocument bool
	RedirectURI      string
	RedirectHost     string
	Resources        []resourceChoice
	Scopes           []scopeChoice
	// Unavailable are scopes asked for that this account cannot grant.
	Unavailable []string
	// Action is the form's action: the authorization request, again.
	Action string
	Error  string
}

// resourceChoice is a resource the app asks to use.
type resourceChoice struct{ Name, URL string }

// consentPolicy is the site's policy with the app's redirect origin added
// to form-action: browsers apply form-action to the redirect that follows
// the form's POST, and that redirect leads to the app. Only this page
// gets it. A host CSP cannot name (an IPv6 literal) is allowed by its
// scheme alone.
func consentPolicy(origin string) string {
	u, err := url.Parse(origin)
	source := origin
	if err != nil || strings.Trim(u.Host, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-:") != "" || strings.Count(u.Host, ":") > 1 {
		source = "https:"
		if err == nil && u.Scheme == "http" {
			source = "http:"
		}
	}
	return strings.Replace(contentSecurityPolicy, "form-action 'self'", "form-action 'self' "+source, 1)
}

// authorize is the authorization endpoint: GET shows the consent page,
// POST (the consent form) allows or denies.
func (s *Site) authorize(w http.ResponseWriter, r *http.Request) error {
	ctx := r.Context()
	a, err := s.OAuth.ParseAuthorize(ctx, r)
	switch {
	case a == nil && err != nil:
		return err // nothing can be sent to the app: the person sees why
	case err != nil:
		s.OAuth.Refuse(ctx, w, a, err)
		return nil
	}
	u := userOf(ctx)
	if u == nil {
		// Sign in, then back to this same request.
		next := oauth.AuthorizePath + "?" + r.URL.RawQuery
		http.Redirect(w, r, "/signin?next="+url.QueryEscape(next), http.StatusSeeOther)
		return nil
	}
	w.Header().Set("Cache-Control", "no-store")
	if r.Method == http.MethodGet {
		s.consentView(w, r, http.StatusOK, a, nil, "")
		return nil
	}
	switch r.PostForm.Get("decision") {
	case "deny":
		s.OAuth.Deny(ctx, w, a)
		return nil
	case "allow":
	default:
		s.consentView(w, r, http.StatusBadRequest, a, r.PostForm["scopes"], "Choose Allow or Deny.")
		return nil
	}
	kept := r.PostForm["scopes"]
	var granted scopes.Set
	for _, name := range kept {
		sc := scopes.Scope(name)
		if !a.Scopes.Has(sc) || (sc == scopes.Host && !u.IsHost()) {
			s.consentView(w, r, http.StatusBadRequest, a, kept, fmt.Sprintf("The scope %q was not asked for, or is not yours to give; you can only keep scopes the app asked for.", name))
			return nil
		}
		granted = granted.With(sc)
	}
	if len(granted) == 0 {
		s.consentView(w, r, http.StatusBadRequest, a, kept, "Keep at least one scope, or choose Deny.")
		return nil
	}
	return s.OAuth.Allow(ctx, w, a, &u.Account, granted)
}

// consentView renders the consent page for a; kept are the scopes left
// checked (nil: every one asked for).
func (s *Site) consentView(w http.ResponseWriter, r *http.Request, status int, a *oauth.Authorization, kept []string, problem string) {
	u := userOf(r.Context())
	d := consentData{
		Client: a.Client, MetadataDocument: a.Client.Kind == persistence.ClientMetadataDocument,
		RedirectURI: a.RedirectURI(), Action: oauth.AuthorizePath + "?" + r.URL.RawQuery, Error: problem,
	}
	if ru, err := url.Parse(d.RedirectURI); err == nil {
		d.RedirectHost = ru.Host
	}
	for _, res := range a.Resources {
		name := "the Tierline API"
		if res == strings.TrimRight(s.Config.MCPURL, "/") {
			name = "the Tierline MCP server"
		}
		d.Resources = append(d.Resources, resourceChoice{Name: name, URL: res})
	}
	for _, sc := range a.Scopes {
		if sc == scopes.Host && !u.IsHost() {
			d.Unavailable = append(d.Unavailable, string(sc))
			continue
		}
		d.Scopes = append(d.Scopes, scopeChoice{Name: string(sc), Description: scopeDescriptions[sc],
			Checked: kept == nil || slices.Contains(kept, string(sc))})
	}
	w.Header().Set("Content-Security-Policy", consentPolicy(a.RedirectOrigin()))
	s.render(w, r, status, "consent", &view{Title: "Connect " + a.Client.DisplayName(), Data: d})
}

// connectedApp is a grant as the apps page shows it: never a token.
type connectedApp struct {
	persistence.OAuthGrant
}

// ScopeList and ResourceList are the grant's scopes and resources.
func (a connectedApp) ScopeList() []string    { return strings.Fields(a.Scopes) }
func (a connectedApp) ResourceList() []string { return strings.Fields(a.Resources) }

// RedirectHost is where the app sends the owner back.
func (a connectedApp) RedirectHost() string {
	if u, err := url.Parse(a.RedirectURI); err == nil {
		return u.Host
	}
	return ""
}

// State is active or revoked.
func (a connectedApp) State() string {
	if a.RevokedAt != nil {
		return "revoked"
	}
	return "active"
}

// appsData is the connected apps page.
type appsData struct {
	Apps  []connectedApp
	Count int
}

// appsPage lists the owner's grants, newest first, revoked ones too (with
// why they ended) until they are purged 30 days later. Like the account
// page, it reads the owner's own rows directly: managing credentials is
// not an action any key or token may run.
func (s *Site) appsPage(w http.ResponseWriter, r *http.Request) error {
	u := userOf(r.Context())
	grants, n, err := persistence.NewOAuth(s.DB).Grants(r.Context(), u.Account.ID, persistence.Page{Limit: 200})
	if err != nil {
		return err
	}
	d := appsData{Count: n}
	for _, g := range grants {
		d.Apps = append(d.Apps, connectedApp{g})
	}
	s.render(w, r, http.StatusOK, "apps", &view{Title: "Connected apps", Section: "apps", Data: d})
	return nil
}

// disconnectApp deletes one of the owner's grants with its tokens: the
// app's next request is a 401 on every instance, and its refresh token is
// refused. Another account's grant, or a malformed id, is a 404.
func (s *Site) disconnectApp(w http.ResponseWriter, r *http.Request) error {
	ctx := r.Context()
	u := userOf(ctx)
	id, err := uuid.Parse(mux.Vars(r)["id"])
	if err != nil {
		return notFound()
	}
	var g *persistence.OAuthGrant
	err = s.DB.RunInTx(ctx, (*sql.TxOptions)(nil), func(ctx context.Context, tx bun.Tx) error {
		var err error
		g, err = s.OAuth.RevokeGrant(ctx, tx, u.Account.ID, id)
		return err
	})
	if domain.ErrorCode(err) == domain.ENOTFOUND {
		return notFound()
	} else if err != nil {
		return err
	}
	s.flash(ctx, fmt.Sprintf("%s is disconnected: its tokens are refused from now on. It can only come back if you allow it again.", g.ClientName))
	http.Redirect(w, r, oauth.AppsPath, http.StatusSeeOther)
	return nil
}
