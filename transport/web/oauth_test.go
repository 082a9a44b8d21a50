package web_test

import (
	"bytes"
	"context"
	"crypto/tls"
	"crypto/x509"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"golang.org/x/oauth2"

	"github.com/tierline/tierline/internal/safefetch"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport"
	"github.com/tierline/tierline/transport/apitest"
)

// The OAuth authorization server driven over HTTP the way a client and a
// person's browser drive it (the browser without scripts, through the
// site's forms): registration, the consent page, the token endpoint, and
// the tokens at work on the API and the MCP server. The E2E test with a
// real MCP client and Chromium is oauth_e2e_test.go.

// The resources of the test servers.
const (
	apiResource = "http://api.tierline.test"
	mcpResource = apitest.SiteURL + "/mcp"
	appRedirect = "http://127.0.0.1:43117/callback"
)

// oauthHarness starts a server whose API and MCP URLs are the test
// resources; env adds configuration, opts server options.
func oauthHarness(t *testing.T, env map[string]string, opts ...transport.Option) *apitest.Harness {
	t.Helper()
	vars := map[string]string{"TIERLINE_BASE_URL": apiResource, "TIERLINE_MCP_URL": mcpResource}
	for k, v := range env {
		vars[k] = v
	}
	return apitest.New(t, apitest.Options{Env: vars, Server: opts})
}

// postJSON posts v to path and decodes the JSON answer.
func postJSON(t *testing.T, h *apitest.Harness, path string, v any) (int, http.Header, map[string]any) {
	t.Helper()
	raw, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	res, err := http.Post(h.URL+path, "application/json", bytes.NewReader(raw))
	if err != nil {
		t.Fatal(err)
	}
	return decodeOAuth(t, res)
}

// postForm posts form to path (as an OAuth client does) and decodes the
// JSON answer.
func postForm(t *testing.T, h *apitest.Harness, path string, form url.Values) (int, map[string]any) {
	t.Helper()
	res, err := http.PostForm(h.URL+path, form)
	if err != nil {
		t.Fatal(err)
	}
	status, _, body := decodeOAuth(t, res)
	return status, body
}

func decodeOAuth(t *testing.T, res *http.Response) (int, http.Header, map[string]any) {
	t.Helper()
	defer res.Body.Close()
	raw, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	var body map[string]any
	if len(raw) > 0 {
		if err := json.Unmarshal(raw, &body); err != nil {
			t.Fatalf("%d: not JSON: %s", res.StatusCode, raw)
		}
	}
	return res.StatusCode, res.Header, body
}

// register registers a public client with redirect and returns its id.
func register(t *testing.T, h *apitest.Harness, name, redirect string) string {
	t.Helper()
	status, _, body := postJSON(t, h, "/oauth/register", map[string]any{
		"client_name": name, "redirect_uris": []string{redirect}, "token_endpoint_auth_method": "none",
		"grant_types": []string{"authorization_code", "refresh_token"}, "response_types": []string{"code"},
	})
	if status != http.StatusCreated {
		t.Fatalf("register: %d %v", status, body)
	}
	id, _ := body["client_id"].(string)
	if id == "" {
		t.Fatalf("register: no client_id in %v", body)
	}
	return id
}

// authRequest is an authorization request an app makes.
type authRequest struct {
	ClientID, Redirect, Scope, State string
	Resources                        []string
	Verifier                         string
	// Omit names parameters to leave out; Set overrides parameters.
	Omit []string
	Set  url.Values
}

func newAuthRequest(clientID string, resources ...string) *authRequest {
	return &authRequest{ClientID: clientID, Redirect: appRedirect, Scope: "read write", State: "st-" + oauth2.GenerateVerifier()[:12],
		Resources: resources, Verifier: oauth2.GenerateVerifier()}
}

// path is the request's address on the site.
func (a *authRequest) path() string {
	q := url.Values{
		"response_type": {"code"}, "client_id": {a.ClientID}, "redirect_uri": {a.Redirect}, "scope": {a.Scope}, "state": {a.State},
		"code_challenge": {oauth2.S256ChallengeFromVerifier(a.Verifier)}, "code_challenge_method": {"S256"}, "resource": a.Resources,
	}
	for _, k := range a.Omit {
		q.Del(k)
	}
	for k, v := range a.Set {
		q[k] = v
	}
	return "/oauth/authorize?" + q.Encode()
}

// consent signs the browser in when needed and answers the consent page
// with decision and the scopes kept; it returns the redirect to the app.
func (b *client) consent(t *testing.T, o *owner, a *authRequest, decision string, kept ...string) *url.URL {
	t.Helper()
	res := b.get(t, a.path())
	if res.Status == http.StatusSeeOther && strings.HasPrefix(res.Header.Get("Location"), "/signin?") {
		next, _ := url.Parse(res.Header.Get("Location"))
		signin := b.post(t, "/signin", "/signin", map[string][]string{"email": {o.Account.Email}, "password": {o.Password}, "next": {next.Query().Get("next")}})
		wantRedirect(t, signin, a.path())
		res = b.get(t, a.path())
	}
	wantPage(t, res, http.StatusOK, "Connect ")
	form := map[string][]string{"decision": {decision}}
	if kept != nil {
		form["scopes"] = kept
	} else {
		form["scopes"] = strings.Fields(a.Scope)
	}
	answer := b.post(t, a.path(), a.path(), form)
	if answer.Status != http.StatusSeeOther {
		t.Fatalf("consent: %d\n%.800s", answer.Status, answer.Body)
	}
	back, err := url.Parse(answer.Header.Get("Location"))
	if err != nil {
		t.Fatal(err)
	}
	return back
}

// code is the code of a redirect back to the app, checking its state.
func code(t *testing.T, a *authRequest, back *url.URL) string {
	t.Helper()
	if got := back.Scheme + "://" + back.Host + back.Path; got != a.Redirect {
		t.Fatalf("redirected to %s, want %s", back, a.Redirect)
	}
	q := back.Query()
	if q.Get("state") != a.State || q.Get("code") == "" {
		t.Fatalf("redirect %s: want a code and the state %s", back, a.State)
	}
	return q.Get("code")
}

// exchange trades a code at the token endpoint.
func exchange(t *testing.T, h *apitest.Harness, a *authRequest, code string, extra url.Values) (int, map[string]any) {
	t.Helper()
	form := url.Values{"grant_type": {"authorization_code"}, "code": {code}, "redirect_uri": {a.Redirect},
		"client_id": {a.ClientID}, "code_verifier": {a.Verifier}, "resource": a.Resources}
	for k, v := range extra {
		form[k] = v
	}
	return postForm(t, h, "/oauth/token", form)
}

// tokens is a successful token answer.
type tokens struct{ Access, Refresh, Scope string }

func wantTokens(t *testing.T, status int, body map[string]any) tokens {
	t.Helper()
	if status != http.StatusOK {
		t.Fatalf("token endpoint: %d %v", status, body)
	}
	tk := tokens{Access: str(body["access_token"]), Refresh: str(body["refresh_token"]), Scope: str(body["scope"])}
	if !strings.HasPrefix(tk.Access, "tl_at_") || !strings.HasPrefix(tk.Refresh, "tl_rt_") {
		t.Fatalf("tokens %v", body)
	}
	if body["token_type"] != "bearer" || body["expires_in"] == nil {
		t.Errorf("token_type %v, expires_in %v", body["token_type"], body["expires_in"])
	}
	return tk
}

func str(v any) string { s, _ := v.(string); return s }

// wantOAuthError checks an OAuth error answer.
func wantOAuthError(t *testing.T, status int, body map[string]any, wantStatus int, code string) {
	t.Helper()
	if status != wantStatus || body["error"] != code {
		t.Errorf("got %d %v, want %d %s", status, body, wantStatus, code)
	}
}

// connect runs the whole flow for o and returns the tokens.
func connect(t *testing.T, h *apitest.Harness, b *client, o *owner, a *authRequest) tokens {
	t.Helper()
	status, body := exchange(t, h, a, code(t, a, b.consent(t, o, a, "allow")), nil)
	return wantTokens(t, status, body)
}

// bearer sends method path with the token.
func bearer(t *testing.T, h *apitest.Harness, method, path, token string, body any) apitest.Response {
	t.Helper()
	hdr := map[string]string{"Authorization": "Bearer " + token}
	if path == "/mcp" {
		hdr["Accept"] = "application/json, text/event-stream"
	}
	return h.Do(t, method, path, body, hdr)
}

// mcpCall is a tools/call of player_action running action.
func mcpCall(action string) string {
	return `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"player_action","arguments":{"action":"` + action + `"}}}`
}

func TestTheOAuthFlowGivesAnAppATokenThatWorksLikeAKey(t *testing.T) {
	h := oauthHarness(t, nil)
	o := newOwner(t, h, persistence.RolePlayer)
	b := newClient(t, h)
	clientID := register(t, h, "Claude for testing", appRedirect)
	a := newAuthRequest(clientID, mcpResource)

	t.Run("a signed-out owner is sent to sign in, and back to the same request", func(t *testing.T) {
		res := b.get(t, a.path())
		wantRedirect(t, res, "/signin?next="+url.QueryEscape(a.path()))
	})
	var page page
	t.Run("the consent page names the app, where it sends the owner back, how it registered and the scopes", func(t *testing.T) {
		b.signIn(t, o)
		page = b.get(t, a.path())
		wantPage(t, page, http.StatusOK, "Connect Claude for testing to your Tierline account?", "127.0.0.1:43117",
			"registered itself", `value="read" checked`, `value="write" checked`, "the Tierline MCP server", mcpResource)
		if strings.Contains(page.Body, `value="tax"`) || strings.Contains(page.Body, `value="host"`) {
			t.Error("the page offers scopes the app did not ask for")
		}
	})
	t.Run("the consent page lets its form's redirect reach the app, and only there", func(t *testing.T) {
		csp := page.Header.Get("Content-Security-Policy")
		if !strings.Contains(csp, "form-action 'self' http://127.0.0.1:43117;") {
			t.Errorf("CSP = %q", csp)
		}
		if other := b.get(t, "/settings/keys").Header.Get("Content-Security-Policy"); strings.Contains(other, "127.0.0.1") {
			t.Errorf("another page's CSP names the app: %q", other)
		}
	})

	back := b.consent(t, o, a, "allow", "read")
	c := code(t, a, back)
	var tk tokens
	t.Run("the code and the PKCE verifier buy an access token with the scopes kept and a refresh token", func(t *testing.T) {
		status, body := exchange(t, h, a, c, nil)
		tk = wantTokens(t, status, body)
		if tk.Scope != "read" {
			t.Errorf("scope = %q, want read (write was unchecked)", tk.Scope)
		}
		if n := h.Count(t, "oauth_tokens", "signature = ? OR signature = ?", tk.Access, tk.Refresh); n != 0 {
			t.Error("a token is stored as it is")
		}
	})
	t.Run("the token runs player_action on the MCP server", func(t *testing.T) {
		res := bearer(t, h, http.MethodPost, "/mcp", tk.Access, mcpCall("list_trips"))
		if res.Status != http.StatusOK || !strings.Contains(string(res.Body), `\"trips\"`) {
			t.Errorf("%d %s", res.Status, res.Body)
		}
	})
	t.Run("a scope the owner did not keep is the 403 naming what to ask for", func(t *testing.T) {
		res := bearer(t, h, http.MethodPost, "/mcp", tk.Access, mcpCall("add_trip"))
		res.WantError(t, http.StatusForbidden, "insufficient_scope", `The access token lacks the scope "write"`)
		if got := res.Header.Get("WWW-Authenticate"); !strings.Contains(got, `scope="read write"`) || !strings.Contains(got, "oauth-protected-resource/mcp") {
			t.Errorf("WWW-Authenticate = %q", got)
		}
	})
	t.Run("a token for the MCP server is refused on the API, with the challenge", func(t *testing.T) {
		res := bearer(t, h, http.MethodGet, "/v1/me", tk.Access, nil)
		res.WantError(t, http.StatusUnauthorized, "invalid_token", "issued for "+mcpResource+", not for "+apiResource)
		if got := res.Header.Get("WWW-Authenticate"); !strings.Contains(got, `error="invalid_token"`) {
			t.Errorf("WWW-Authenticate = %q", got)
		}
	})
	t.Run("key and admin actions never run for a token", func(t *testing.T) {
		both := newAuthRequest(clientID, mcpResource, apiResource)
		both.Scope = "read write tax"
		all := connect(t, h, b, o, both)
		res := bearer(t, h, http.MethodPost, "/v1/player", all.Access, map[string]any{"action": "list_api_keys"})
		res.WantError(t, http.StatusForbidden, "insufficient_scope", "never available through an API key")
	})
	t.Run("a grant for both resources works on both", func(t *testing.T) {
		both := newAuthRequest(clientID, mcpResource, apiResource)
		tk := connect(t, h, b, o, both)
		if res := bearer(t, h, http.MethodGet, "/v1/me", tk.Access, nil); res.Status != http.StatusOK {
			t.Errorf("/v1/me: %d %s", res.Status, res.Body)
		}
		if res := bearer(t, h, http.MethodPost, "/mcp", tk.Access, mcpCall("list_trips")); res.Status != http.StatusOK {
			t.Errorf("/mcp: %d %s", res.Status, res.Body)
		}
	})
	t.Run("the refresh token is not a bearer credential", func(t *testing.T) {
		bearer(t, h, http.MethodPost, "/mcp", tk.Refresh, mcpCall("list_trips")).WantError(t, http.StatusUnauthorized, "invalid_token", "refresh token")
	})
	t.Run("a refresh rotates both tokens and keeps the scopes", func(t *testing.T) {
		status, body := postForm(t, h, "/oauth/token", url.Values{"grant_type": {"refresh_token"}, "refresh_token": {tk.Refresh},
			"client_id": {clientID}, "resource": {mcpResource}})
		next := wantTokens(t, status, body)
		if next.Refresh == tk.Refresh || next.Access == tk.Access || next.Scope != "read" {
			t.Errorf("refresh: %+v from %+v", next, tk)
		}
		bearer(t, h, http.MethodPost, "/mcp", tk.Access, mcpCall("list_trips")).WantError(t, http.StatusUnauthorized, "invalid_token", "")
		if res := bearer(t, h, http.MethodPost, "/mcp", next.Access, mcpCall("list_trips")); res.Status != http.StatusOK {
			t.Errorf("the new access token: %d %s", res.Status, res.Body)
		}
		tk = next
	})
	t.Run("the apps page lists the grant; disconnecting it refuses its tokens at once", func(t *testing.T) {
		if err := h.Server.FlushKeyUsage(context.Background()); err != nil {
			t.Fatal(err)
		}
		apps := b.get(t, "/settings/apps")
		wantPage(t, apps, http.StatusOK, "Claude for testing", "127.0.0.1:43117", "read")
		var grant persistence.OAuthGrant
		if err := h.DB.NewSelect().Model(&grant).Where("account_id = ?", o.Account.ID).OrderExpr("created_at ASC").Limit(1).Scan(context.Background()); err != nil {
			t.Fatal(err)
		}
		if grant.LastUsedAt == nil {
			t.Error("last used is not recorded")
		}
		res := b.post(t, "/settings/apps", "/settings/apps/"+grant.ID.String()+"/disconnect", nil)
		wantRedirect(t, res, "/settings/apps")
		wantPage(t, b.get(t, "/settings/apps"), http.StatusOK, "Claude for testing is disconnected")
		bearer(t, h, http.MethodPost, "/mcp", tk.Access, mcpCall("list_trips")).WantError(t, http.StatusUnauthorized, "invalid_token", "disconnected")
		status, body := postForm(t, h, "/oauth/token", url.Values{"grant_type": {"refresh_token"}, "refresh_token": {tk.Refresh}, "client_id": {clientID}})
		wantOAuthError(t, status, body, http.StatusBadRequest, "invalid_grant")
	})
	t.Run("another account cannot disconnect an app it does not own", func(t *testing.T) {
		other := newOwner(t, h, persistence.RolePlayer)
		ob := newClient(t, h)
		ob.signIn(t, other)
		var grant persistence.OAuthGrant
		if err := h.DB.NewSelect().Model(&grant).Where("account_id = ?", o.Account.ID).Limit(1).Scan(context.Background()); err != nil {
			t.Fatal(err)
		}
		res := ob.post(t, "/settings/apps", "/settings/apps/"+grant.ID.String()+"/disconnect", nil)
		wantPage(t, res, http.StatusNotFound)
		if h.Count(t, "oauth_grants", "id = ?", grant.ID) != 1 {
			t.Error("the grant is gone")
		}
	})
}

func TestTheOAuthProtocolRefusesWhatItMust(t *testing.T) {
	h := oauthHarness(t, nil)
	o := newOwner(t, h, persistence.RolePlayer)
	b := newClient(t, h)
	b.signIn(t, o)
	clientID := register(t, h, "Test app", appRedirect)

	t.Run("a wrong PKCE verifier gets no token, and spends the code", func(t *testing.T) {
		a := newAuthRequest(clientID, mcpResource)
		c := code(t, a, b.consent(t, o, a, "allow"))
		status, body := exchange(t, h, a, c, url.Values{"code_verifier": {oauth2.GenerateVerifier()}})
		wantOAuthError(t, status, body, http.StatusBadRequest, "invalid_grant")
		status, body = exchange(t, h, a, c, nil)
		wantOAuthError(t, status, body, http.StatusBadRequest, "invalid_grant")
	})
	t.Run("a code used twice is refused, and the tokens it bought are revoked", func(t *testing.T) {
		a := newAuthRequest(clientID, mcpResource)
		c := code(t, a, b.consent(t, o, a, "allow"))
		status, body := exchange(t, h, a, c, nil)
		tk := wantTokens(t, status, body)
		status, body = exchange(t, h, a, c, nil)
		wantOAuthError(t, status, body, http.StatusBadRequest, "invalid_grant")
		bearer(t, h, http.MethodPost, "/mcp", tk.Access, mcpCall("list_trips")).WantError(t, http.StatusUnauthorized, "invalid_token", "")
	})
	t.Run("a code expires after 60 seconds", func(t *testing.T) {
		a := newAuthRequest(clientID, mcpResource)
		c := code(t, a, b.consent(t, o, a, "allow"))
		h.Clock.Advance(61 * time.Second)
		status, body := exchange(t, h, a, c, nil)
		wantOAuthError(t, status, body, http.StatusBadRequest, "invalid_grant")
	})
	t.Run("a redirect URI the app did not register is shown to the person, and nothing is sent there", func(t *testing.T) {
		a := newAuthRequest(clientID, mcpResource)
		a.Redirect = "https://evil.example/steal"
		res := b.get(t, a.path())
		wantPage(t, res, http.StatusBadRequest, "cannot be answered")
		if loc := res.Header.Get("Location"); loc != "" {
			t.Errorf("redirected to %s", loc)
		}
	})
	t.Run("a code asked for with one redirect URI and exchanged with another is refused", func(t *testing.T) {
		a := newAuthRequest(clientID, mcpResource)
		c := code(t, a, b.consent(t, o, a, "allow"))
		status, body := exchange(t, h, a, c, url.Values{"redirect_uri": {"http://127.0.0.1:43117/other"}})
		wantOAuthError(t, status, body, http.StatusBadRequest, "invalid_grant")
	})
	for _, tt := range []struct {
		name, code, part string
		change           func(a *authRequest)
	}{
		{"a request without resource", "invalid_target", "resource parameter", func(a *authRequest) { a.Resources = nil }},
		{"a resource this server does not serve", "invalid_target", "not served here", func(a *authRequest) { a.Resources = []string{"https://other.example/mcp"} }},
		{"a request without PKCE", "invalid_request", "PKCE is required", func(a *authRequest) { a.Omit = []string{"code_challenge", "code_challenge_method"} }},
		{"a plain PKCE challenge", "invalid_request", "S256", func(a *authRequest) { a.Set = url.Values{"code_challenge_method": {"plain"}} }},
		{"an unknown scope", "invalid_scope", "", func(a *authRequest) { a.Scope = "read admin" }},
		{"a response type other than code", "unsupported_response_type", "", func(a *authRequest) { a.Set = url.Values{"response_type": {"token"}} }},
	} {
		t.Run(tt.name+" is sent back to the app as "+tt.code+", before the owner is asked", func(t *testing.T) {
			a := newAuthRequest(clientID, mcpResource)
			tt.change(a)
			res := b.get(t, a.path())
			if res.Status != http.StatusSeeOther {
				t.Fatalf("%d\n%.500s", res.Status, res.Body)
			}
			back, _ := url.Parse(res.Header.Get("Location"))
			q := back.Query()
			if !strings.HasPrefix(back.String(), appRedirect) || q.Get("error") != tt.code || q.Get("state") != a.State ||
				!strings.Contains(q.Get("error_description"), tt.part) {
				t.Errorf("redirect %s", back)
			}
		})
	}
	t.Run("a token used on the other resource is refused", func(t *testing.T) {
		a := newAuthRequest(clientID, apiResource)
		tk := connect(t, h, b, o, a)
		if res := bearer(t, h, http.MethodGet, "/v1/me", tk.Access, nil); res.Status != http.StatusOK {
			t.Fatalf("/v1/me: %d", res.Status)
		}
		bearer(t, h, http.MethodPost, "/mcp", tk.Access, mcpCall("list_trips")).
			WantError(t, http.StatusUnauthorized, "invalid_token", "issued for "+apiResource+", not for "+mcpResource)
	})
	t.Run("a token exchange naming a resource the grant does not hold is invalid_target", func(t *testing.T) {
		a := newAuthRequest(clientID, mcpResource)
		c := code(t, a, b.consent(t, o, a, "allow"))
		status, body := exchange(t, h, a, c, url.Values{"resource": {apiResource}})
		wantOAuthError(t, status, body, http.StatusBadRequest, "invalid_target")
	})
	t.Run("a refresh token used twice revokes the whole grant", func(t *testing.T) {
		a := newAuthRequest(clientID, mcpResource)
		first := connect(t, h, b, o, a)
		refresh := func(rt string) (int, map[string]any) {
			return postForm(t, h, "/oauth/token", url.Values{"grant_type": {"refresh_token"}, "refresh_token": {rt}, "client_id": {clientID}})
		}
		status, body := refresh(first.Refresh)
		second := wantTokens(t, status, body)
		status, body = refresh(first.Refresh)
		wantOAuthError(t, status, body, http.StatusBadRequest, "invalid_grant")
		status, body = refresh(second.Refresh)
		wantOAuthError(t, status, body, http.StatusBadRequest, "invalid_grant")
		bearer(t, h, http.MethodPost, "/mcp", second.Access, mcpCall("list_trips")).WantError(t, http.StatusUnauthorized, "invalid_token", "")
		wantPage(t, b.get(t, "/settings/apps"), http.StatusOK, "revoked", "used twice")
	})
	t.Run("an access token expires after an hour", func(t *testing.T) {
		a := newAuthRequest(clientID, mcpResource)
		tk := connect(t, h, b, o, a)
		h.Clock.Advance(61 * time.Minute)
		bearer(t, h, http.MethodPost, "/mcp", tk.Access, mcpCall("list_trips")).WantError(t, http.StatusUnauthorized, "invalid_token", "expired")
	})
	t.Run("revoking a token (RFC 7009) ends the grant", func(t *testing.T) {
		a := newAuthRequest(clientID, mcpResource)
		tk := connect(t, h, b, o, a)
		status, body := postForm(t, h, "/oauth/revoke", url.Values{"token": {tk.Refresh}, "token_type_hint": {"refresh_token"}, "client_id": {clientID}})
		if status != http.StatusOK {
			t.Fatalf("revoke: %d %v", status, body)
		}
		bearer(t, h, http.MethodPost, "/mcp", tk.Access, mcpCall("list_trips")).WantError(t, http.StatusUnauthorized, "invalid_token", "")
	})
	t.Run("deny sends access_denied back with the state", func(t *testing.T) {
		a := newAuthRequest(clientID, mcpResource)
		back := b.consent(t, o, a, "deny")
		if q := back.Query(); q.Get("error") != "access_denied" || q.Get("state") != a.State || q.Get("code") != "" {
			t.Errorf("redirect %s", back)
		}
	})
	t.Run("a consent forged without the form's token is refused and no code is made", func(t *testing.T) {
		a := newAuthRequest(clientID, mcpResource)
		before := h.Count(t, "oauth_tokens", "kind = ?", persistence.TokenCode)
		for _, hdr := range []map[string]string{
			{"Sec-Fetch-Site": "", "Origin": ""},                               // curl: no browser headers, no token
			{"Sec-Fetch-Site": "cross-site", "Origin": "https://evil.example"}, // another site's page
		} {
			res := b.do(t, http.MethodPost, a.path(), url.Values{"decision": {"allow"}, "scopes": {"read"}}, hdr)
			wantPage(t, res, http.StatusForbidden, "not sent from a page of this site")
		}
		if n := h.Count(t, "oauth_tokens", "kind = ?", persistence.TokenCode); n != before {
			t.Errorf("%d codes made", n-before)
		}
	})
	t.Run("the owner can narrow the scopes but not widen them", func(t *testing.T) {
		a := newAuthRequest(clientID, mcpResource)
		a.Scope = "read"
		res := b.post(t, a.path(), a.path(), map[string][]string{"decision": {"allow"}, "scopes": {"read", "tax"}})
		wantPage(t, res, http.StatusBadRequest, "only keep scopes the app asked for")
		res = b.post(t, a.path(), a.path(), map[string][]string{"decision": {"allow"}})
		wantPage(t, res, http.StatusBadRequest, "Keep at least one scope")
	})
	t.Run("host is not offered to a player's account", func(t *testing.T) {
		a := newAuthRequest(clientID, mcpResource)
		a.Scope = "read host"
		page := b.get(t, a.path())
		wantPage(t, page, http.StatusOK, "only host accounts have")
		if strings.Contains(page.Body, `value="host"`) {
			t.Error("host is offered")
		}
	})
	t.Run("deleting the account deletes its grants and their tokens", func(t *testing.T) {
		gone := newOwner(t, h, persistence.RolePlayer)
		gb := newClient(t, h)
		tk := connect(t, h, gb, gone, newAuthRequest(clientID, mcpResource))
		res := gb.post(t, "/settings/account", "/settings/account/delete", map[string][]string{"confirm_email": {gone.Account.Email}})
		wantRedirect(t, res, "/")
		if n := h.Count(t, "oauth_grants", "account_id = ?", gone.Account.ID); n != 0 {
			t.Errorf("%d grants left", n)
		}
		bearer(t, h, http.MethodPost, "/mcp", tk.Access, mcpCall("list_trips")).WantError(t, http.StatusUnauthorized, "invalid_token", "")
	})
}

func TestEachGrantHasItsOwnRateLimit(t *testing.T) {
	h := oauthHarness(t, map[string]string{"TIERLINE_RATE_LIMIT_KEY": "3"})
	o := newOwner(t, h, persistence.RolePlayer)
	b := newClient(t, h)
	clientID := register(t, h, "Busy app", appRedirect)
	first := connect(t, h, b, o, newAuthRequest(clientID, apiResource))
	second := connect(t, h, b, o, newAuthRequest(clientID, apiResource))
	for i := range 3 {
		if res := bearer(t, h, http.MethodGet, "/v1/me", first.Access, nil); res.Status != http.StatusOK {
			t.Fatalf("request %d: %d", i+1, res.Status)
		}
	}
	bearer(t, h, http.MethodGet, "/v1/me", first.Access, nil).WantError(t, http.StatusTooManyRequests, "rate_limited", "")
	if res := bearer(t, h, http.MethodGet, "/v1/me", second.Access, nil); res.Status != http.StatusOK {
		t.Errorf("the other grant is limited too: %d", res.Status)
	}
	if res := o.Get(t, "/v1/me"); res.Status != http.StatusOK {
		t.Errorf("the owner's key is limited too: %d", res.Status)
	}
}

func TestDynamicRegistrationTakesPublicClientsOnly(t *testing.T) {
	h := oauthHarness(t, map[string]string{"TIERLINE_RATE_LIMIT_REGISTER": "8"})
	tests := []struct {
		name string
		body any
		code string
		part string
	}{
		{"no redirect URI", map[string]any{"client_name": "x"}, "invalid_redirect_uri", "redirect_uris is required"},
		{"http on a host that is not loopback", map[string]any{"redirect_uris": []string{"http://app.example/cb"}}, "invalid_redirect_uri", "not a loopback address"},
		{"a custom scheme", map[string]any{"redirect_uris": []string{"myapp://cb"}}, "invalid_redirect_uri", "scheme"},
		{"a fragment", map[string]any{"redirect_uris": []string{"https://app.example/cb#x"}}, "invalid_redirect_uri", "fragment"},
		{"a client secret", map[string]any{"redirect_uris": []string{"https://app.example/cb"}, "token_endpoint_auth_method": "client_secret_basic"}, "invalid_client_metadata", "none"},
		{"the implicit grant", map[string]any{"redirect_uris": []string{"https://app.example/cb"}, "grant_types": []string{"implicit"}}, "invalid_client_metadata", "implicit"},
		{"not JSON", "client_name=x", "invalid_client_metadata", "JSON object"},
	}
	for _, tt := range tests {
		t.Run(tt.name+" is refused as "+tt.code, func(t *testing.T) {
			var raw []byte
			if s, ok := tt.body.(string); ok {
				raw = []byte(s)
			} else {
				raw, _ = json.Marshal(tt.body)
			}
			res, err := http.Post(h.URL+"/oauth/register", "application/json", bytes.NewReader(raw))
			if err != nil {
				t.Fatal(err)
			}
			status, _, body := decodeOAuth(t, res)
			if status != http.StatusBadRequest || body["error"] != tt.code || !strings.Contains(str(body["error_description"]), tt.part) {
				t.Errorf("%d %v", status, body)
			}
		})
	}
	t.Run("registrations are rate-limited per address, refused ones included", func(t *testing.T) {
		var last int
		var hdr http.Header
		for range 3 {
			last, hdr, _ = postJSON(t, h, "/oauth/register", map[string]any{"redirect_uris": []string{"https://app.example/cb"}})
		}
		if last != http.StatusTooManyRequests || hdr.Get("Retry-After") == "" {
			t.Errorf("a registration past the 8 of the hour: %d, Retry-After %q", last, hdr.Get("Retry-After"))
		}
	})
}

// metadataServer serves a client ID metadata document on loopback over
// TLS, and returns its URL and a fetcher that trusts it.
func metadataServer(t *testing.T, doc func(self string) map[string]any) (string, safefetch.Fetcher, *atomic.Int32) {
	t.Helper()
	var fetched atomic.Int32
	var self string
	srv := httptest.NewTLSServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		fetched.Add(1)
		w.Header().Set("Content-Type", "application/json")
		w.Header().Set("Cache-Control", "max-age=300")
		_ = json.NewEncoder(w).Encode(doc(self))
	}))
	t.Cleanup(srv.Close)
	self = srv.URL + "/oauth/client.json"
	pool := x509.NewCertPool()
	pool.AddCert(srv.Certificate())
	return self, safefetch.Fetcher{Allow: safefetch.PublicOrLoopback, TLS: &tls.Config{RootCAs: pool}}, &fetched
}

func TestClientMetadataDocuments(t *testing.T) {
	docURL, fetcher, fetched := metadataServer(t, func(self string) map[string]any {
		return map[string]any{"client_id": self, "client_name": "Doc App", "redirect_uris": []string{appRedirect},
			"token_endpoint_auth_method": "none", "grant_types": []string{"authorization_code", "refresh_token"}}
	})
	h := oauthHarness(t, nil, transport.WithClientMetadataFetcher(fetcher))
	o := newOwner(t, h, persistence.RolePlayer)
	b := newClient(t, h)
	b.signIn(t, o)

	t.Run("an https client_id is fetched as the app's metadata and shown as such", func(t *testing.T) {
		a := newAuthRequest(docURL, mcpResource)
		wantPage(t, b.get(t, a.path()), http.StatusOK, "Connect Doc App", "known by its metadata document at", docURL)
		tk := connect(t, h, b, o, a)
		if res := bearer(t, h, http.MethodPost, "/mcp", tk.Access, mcpCall("list_trips")); res.Status != http.StatusOK {
			t.Errorf("%d %s", res.Status, res.Body)
		}
		if n := fetched.Load(); n != 1 {
			t.Errorf("the document was fetched %d times, want once (it is cached)", n)
		}
	})
	t.Run("its redirect URIs are enforced", func(t *testing.T) {
		a := newAuthRequest(docURL, mcpResource)
		a.Redirect = "http://127.0.0.1:43117/elsewhere"
		wantPage(t, b.get(t, a.path()), http.StatusBadRequest, "cannot be answered")
	})
	t.Run("a document whose client_id is not its own URL is refused", func(t *testing.T) {
		liar, liarFetcher, _ := metadataServer(t, func(string) map[string]any {
			return map[string]any{"client_id": "https://someone-else.example/client.json", "redirect_uris": []string{appRedirect}}
		})
		h2 := oauthHarness(t, nil, transport.WithClientMetadataFetcher(liarFetcher))
		o2 := newOwner(t, h2, persistence.RolePlayer)
		b2 := newClient(t, h2)
		b2.signIn(t, o2)
		wantPage(t, b2.get(t, newAuthRequest(liar, mcpResource).path()), http.StatusBadRequest, "not its own URL")
	})
	for _, tt := range []struct{ name, url, part string }{
		{"a private address", "https://10.0.0.7/client.json", "10.0.0.7 is not a public address"},
		{"a link-local address (cloud metadata)", "https://169.254.169.254/latest/client.json", "is not a public address"},
		{"loopback, by default", docURL, "127.0.0.1 is not a public address"},
		{"a URL without a path", "https://app.example", "must have a path"},
	} {
		t.Run("a metadata document at "+tt.name+" is refused without a redirect", func(t *testing.T) {
			strict := oauthHarness(t, nil) // the default fetcher: public addresses only
			so := newOwner(t, strict, persistence.RolePlayer)
			sb := newClient(t, strict)
			sb.signIn(t, so)
			res := sb.get(t, newAuthRequest(tt.url, mcpResource).path())
			wantPage(t, res, http.StatusBadRequest, "This app cannot be connected", tt.part)
			status, body := postForm(t, strict, "/oauth/token", url.Values{"grant_type": {"authorization_code"}, "code": {"tl_ac_x.y"}, "client_id": {tt.url}})
			wantOAuthError(t, status, body, http.StatusUnauthorized, "invalid_client")
		})
	}
}
