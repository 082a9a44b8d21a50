package transport

import (
	"context"
	"encoding/json"
	"net/http"
	"regexp"
	"slices"
	"strings"
	"testing"

	_ "github.com/tierline/tierline/actions/all"
	"github.com/tierline/tierline/internal/ask"
	"github.com/tierline/tierline/internal/describe"
	"github.com/tierline/tierline/internal/domain/apikeys"
	"github.com/tierline/tierline/registry"
	"github.com/tierline/tierline/scopes"
)

// localPath turns an absolute address of the configured site or API into
// the path to request from the test server (which listens elsewhere).
func (ts *testServer) localPath(t *testing.T, abs string) string {
	t.Helper()
	for _, origin := range []string{ts.cfg.SiteURL, ts.cfg.BaseURL} {
		if rest, ok := strings.CutPrefix(abs, origin); ok && (rest == "" || strings.HasPrefix(rest, "/")) {
			if rest == "" {
				rest = "/"
			}
			return rest
		}
	}
	t.Fatalf("%q is not an address of the configured site or API", abs)
	return ""
}

// getJSON fetches path and decodes the JSON document.
func (ts *testServer) getJSON(t *testing.T, path string, v any) response {
	t.Helper()
	r := ts.get(t, path)
	if r.Status != http.StatusOK {
		t.Fatalf("GET %s: %d %s", path, r.Status, r.Body)
	}
	if err := json.Unmarshal(r.Body, v); err != nil {
		t.Fatalf("GET %s: not JSON: %v", path, err)
	}
	return r
}

// required fails the test for every name missing from the object.
func required(t *testing.T, what string, doc map[string]any, names ...string) {
	t.Helper()
	for _, n := range names {
		if v, ok := doc[n]; !ok || v == nil {
			t.Errorf("%s lacks the required %q", what, n)
		}
	}
}

func strs(v any) []string {
	var out []string
	list, _ := v.([]any)
	for _, x := range list {
		s, _ := x.(string)
		out = append(out, s)
	}
	return out
}

func allScopes() []string {
	var out []string
	for _, s := range scopes.All {
		out = append(out, string(s))
	}
	return out
}

func TestDiscoveryDocumentsAreServedForCaching(t *testing.T) {
	ts := newTestServer(t, nil)
	for _, tt := range []struct {
		path, contentType string
	}{
		{"/.well-known/oauth-protected-resource", "application/json"},
		{"/.well-known/oauth-protected-resource/mcp", "application/json"},
		{"/.well-known/oauth-authorization-server", "application/json"},
		{"/.well-known/api-catalog", `application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"`},
		{"/.well-known/agents.json", "application/json"},
		{"/.well-known/agent-card.json", "application/json"},
		{"/.well-known/mcp/server-card.json", "application/json"},
		{"/mcp/server-card", "application/json"},
		{"/llms.txt", "text/markdown; charset=utf-8"},
		{"/llms-full.txt", "text/markdown; charset=utf-8"},
		{"/openapi.json", "application/json"},
	} {
		t.Run(tt.path+" is served with its type, validators and CORS", func(t *testing.T) {
			r := ts.do(t, http.MethodGet, tt.path, map[string]string{"Origin": "https://agent.example"})
			if r.Status != http.StatusOK {
				t.Fatalf("status %d: %s", r.Status, r.Body)
			}
			if got := r.Header.Get("Content-Type"); got != tt.contentType {
				t.Errorf("Content-Type = %q, want %q", got, tt.contentType)
			}
			if got := r.Header.Get("Cache-Control"); got != "public, max-age=3600" {
				t.Errorf("Cache-Control = %q", got)
			}
			if got := r.Header.Get("Access-Control-Allow-Origin"); got != "*" {
				t.Errorf("Access-Control-Allow-Origin = %q, want *", got)
			}
			if strings.Contains(tt.contentType, "json") && !json.Valid(r.Body) {
				t.Errorf("the body is not JSON")
			}
			etag := r.Header.Get("ETag")
			if etag == "" {
				t.Fatal("no ETag")
			}
			if again := ts.do(t, http.MethodGet, tt.path, map[string]string{"If-None-Match": etag}); again.Status != http.StatusNotModified || len(again.Body) != 0 {
				t.Errorf("revalidating with the ETag answered %d with %d bytes, want 304 and none", again.Status, len(again.Body))
			}
			head := ts.do(t, http.MethodHead, tt.path, nil)
			if head.Status != http.StatusOK || len(head.Body) != 0 || head.Header.Get("Content-Type") != tt.contentType {
				t.Errorf("HEAD answered %d, %q, %d bytes; want 200, the type and no body", head.Status, head.Header.Get("Content-Type"), len(head.Body))
			}
		})
	}
}

func TestEvery401PointsAtMetadataThatAnswers(t *testing.T) {
	ts := newTestServer(t, nil)
	for _, tt := range []struct {
		method, path string
		header       map[string]string
	}{
		{http.MethodGet, "/v1/me", nil},
		{http.MethodGet, "/v1/casinos", map[string]string{"Authorization": "Bearer " + apikeys.Prefix + strings.Repeat("ab", 32)}},
		{http.MethodPost, "/v1/player", nil},
	} {
		r := ts.do(t, tt.method, tt.path, tt.header)
		if r.Status != http.StatusUnauthorized {
			t.Fatalf("%s %s: %d, want 401", tt.method, tt.path, r.Status)
		}
		m := regexp.MustCompile(`resource_metadata="([^"]+)"`).FindStringSubmatch(r.Header.Get("WWW-Authenticate"))
		if m == nil {
			t.Fatalf("%s %s: no resource_metadata in %q", tt.method, tt.path, r.Header.Get("WWW-Authenticate"))
		}
		var meta map[string]any
		ts.getJSON(t, ts.localPath(t, m[1]), &meta)
		if meta["resource"] != ts.cfg.BaseURL {
			t.Errorf("the metadata names the resource %v, want the API base %s", meta["resource"], ts.cfg.BaseURL)
		}
	}
}

func TestProtectedResourceMetadataFollowsRFC9728(t *testing.T) {
	ts := newTestServer(t, nil)
	for _, tt := range []struct {
		path, resource, name string
	}{
		{"/.well-known/oauth-protected-resource", ts.cfg.BaseURL, "Tierline API"},
		{"/.well-known/oauth-protected-resource/mcp", ts.cfg.MCPURL, "Tierline MCP server"},
	} {
		var meta map[string]any
		ts.getJSON(t, tt.path, &meta)
		// RFC 9728 section 2: resource is REQUIRED; the others are what
		// this resource supports.
		required(t, tt.path, meta, "resource", "authorization_servers", "scopes_supported", "bearer_methods_supported", "resource_name", "resource_documentation")
		if meta["resource"] != tt.resource {
			t.Errorf("%s: resource = %v, want %s", tt.path, meta["resource"], tt.resource)
		}
		if got := describe.MetadataURL(tt.resource); !strings.HasSuffix(got, tt.path) {
			t.Errorf("%s is not where RFC 9728 puts the metadata of %s (%s)", tt.path, tt.resource, got)
		}
		if got := strs(meta["scopes_supported"]); !slices.Equal(got, allScopes()) {
			t.Errorf("%s: scopes_supported = %v", tt.path, got)
		}
		if got := strs(meta["bearer_methods_supported"]); !slices.Equal(got, []string{"header"}) {
			t.Errorf("%s: bearer_methods_supported = %v, want [header]", tt.path, got)
		}
		if meta["resource_name"] != tt.name {
			t.Errorf("%s: resource_name = %v", tt.path, meta["resource_name"])
		}
		if doc := ts.get(t, ts.localPath(t, meta["resource_documentation"].(string))); doc.Status != http.StatusOK {
			t.Errorf("%s: resource_documentation answers %d", tt.path, doc.Status)
		}
		for _, as := range strs(meta["authorization_servers"]) {
			// RFC 8414 section 3: the metadata of issuer X is at
			// X/.well-known/oauth-authorization-server.
			var asMeta map[string]any
			ts.getJSON(t, ts.localPath(t, as+"/.well-known/oauth-authorization-server"), &asMeta)
			if asMeta["issuer"] != as {
				t.Errorf("authorization server %s answers with the issuer %v", as, asMeta["issuer"])
			}
		}
	}
}

func TestAuthorizationServerMetadataIsHonest(t *testing.T) {
	ts := newTestServer(t, nil)
	var meta map[string]any
	ts.getJSON(t, "/.well-known/oauth-authorization-server", &meta)
	// RFC 8414 section 2: issuer and response_types_supported are
	// REQUIRED, and every endpoint it lists must be served.
	required(t, "authorization server metadata", meta, "issuer", "response_types_supported", "agent_auth",
		"authorization_endpoint", "token_endpoint", "registration_endpoint", "revocation_endpoint")
	if meta["issuer"] != ts.cfg.SiteURL {
		t.Errorf("issuer = %v, want the site %s", meta["issuer"], ts.cfg.SiteURL)
	}
	if issuer, _ := meta["issuer"].(string); strings.ContainsAny(issuer, "?#") {
		t.Errorf("the issuer %q has a query or fragment", issuer)
	}
	for field, want := range map[string][]string{
		"response_types_supported":                   {"code"},
		"grant_types_supported":                      {"authorization_code", "refresh_token"},
		"code_challenge_methods_supported":           {"S256"},
		"token_endpoint_auth_methods_supported":      {"none"},
		"revocation_endpoint_auth_methods_supported": {"none"},
		"scopes_supported":                           allScopes(),
	} {
		if got := strs(meta[field]); !slices.Equal(got, want) {
			t.Errorf("%s = %v, want %v", field, got, want)
		}
	}
	if meta["client_id_metadata_document_supported"] != true {
		t.Errorf("client_id_metadata_document_supported = %v", meta["client_id_metadata_document_supported"])
	}
	for _, endpoint := range []string{"jwks_uri", "introspection_endpoint", "device_authorization_endpoint", "userinfo_endpoint"} {
		if _, ok := meta[endpoint]; ok {
			t.Errorf("the metadata advertises %s, which does not exist", endpoint)
		}
	}
	// Each endpoint is served: a request without its parameters is the
	// protocol's 400, not a 404.
	for _, tt := range []struct {
		field, method, want string
	}{
		{"token_endpoint", http.MethodPost, `"error":"invalid_request"`},
		{"revocation_endpoint", http.MethodPost, `"error":"invalid_request"`},
		{"registration_endpoint", http.MethodPost, `"error":"invalid_client_metadata"`},
		{"authorization_endpoint", http.MethodGet, "This app cannot be connected"},
	} {
		u, _ := meta[tt.field].(string)
		if !strings.HasPrefix(u, ts.cfg.SiteURL+"/oauth/") {
			t.Errorf("%s = %q, want an address on the site", tt.field, u)
			continue
		}
		res := ts.do(t, tt.method, ts.localPath(t, u), map[string]string{"Accept": "text/html", "Content-Type": "application/x-www-form-urlencoded"})
		if res.Status != http.StatusBadRequest || !strings.Contains(string(res.Body), tt.want) {
			t.Errorf("%s %s answers %d without %q: %.300s", tt.method, u, res.Status, tt.want, res.Body)
		}
	}

	auth := meta["agent_auth"].(map[string]any)
	required(t, "agent_auth", auth, "issued_by", "issuance_url", "shown_once", "key_format", "key_pattern", "header",
		"header_value", "scopes_supported", "default_scope", "self_registration", "dynamic_client_registration")
	if auth["issuance_url"] != ts.cfg.SiteURL+"/settings/keys" || !strings.HasPrefix(auth["issuance_url_status"].(string), "served") {
		t.Errorf("issuance_url = %v (%v), want the developer settings page, said to be served", auth["issuance_url"], auth["issuance_url_status"])
	}
	for _, field := range []string{"issuance_url", "sign_in_url"} {
		// The pages answer a browser: the keys page sends a signed-out
		// visitor to sign in (the client follows), where the form is.
		res := ts.do(t, http.MethodGet, ts.localPath(t, auth[field].(string)), map[string]string{"Accept": "text/html"})
		if res.Status != http.StatusOK || !strings.Contains(string(res.Body), `action="/signin"`) {
			t.Errorf("%s %v answers %d without the sign-in form", field, auth[field], res.Status)
		}
	}
	if !strings.Contains(auth["issued_by"].(string), "human") || auth["shown_once"] != true {
		t.Errorf("agent_auth does not say a human owner issues keys, shown once: %v", auth)
	}
	if auth["self_registration"] != false || auth["dynamic_client_registration"] != true {
		t.Error("agent_auth must refuse self-registration (no agent gets a credential alone) and offer dynamic client registration")
	}
	if got := strs(auth["credential_types"]); !slices.Equal(got, []string{"api_key", "oauth_access_token"}) {
		t.Errorf("credential_types = %v", got)
	}
	oauthWay := auth["oauth"].(map[string]any)
	for field, want := range map[string]any{
		"authorization_endpoint":         meta["authorization_endpoint"],
		"token_endpoint":                 meta["token_endpoint"],
		"registration_endpoint":          meta["registration_endpoint"],
		"revocation_endpoint":            meta["revocation_endpoint"],
		"connected_apps_url":             ts.cfg.SiteURL + "/settings/apps",
		"access_token_lifetime_seconds":  float64(3600),
		"refresh_token_lifetime_seconds": float64(30 * 24 * 3600),
	} {
		if oauthWay[field] != want {
			t.Errorf("agent_auth.oauth.%s = %v, want %v", field, oauthWay[field], want)
		}
	}
	if got := strs(oauthWay["resources"]); !slices.Equal(got, []string{ts.cfg.MCPURL, ts.cfg.BaseURL}) {
		t.Errorf("agent_auth.oauth.resources = %v", got)
	}
	if auth["default_scope"] != string(scopes.Default) || !slices.Equal(strs(auth["scopes_supported"]), allScopes()) {
		t.Errorf("scopes = %v default %v", auth["scopes_supported"], auth["default_scope"])
	}
	if auth["header"] != "Authorization" || auth["header_value"] != "Bearer <API key>" {
		t.Errorf("header = %v: %v", auth["header"], auth["header_value"])
	}
	key, err := apikeys.New()
	if err != nil {
		t.Fatal(err)
	}
	pattern := regexp.MustCompile(auth["key_pattern"].(string))
	if !pattern.MatchString(key.Secret) || pattern.MatchString("tl_live_short") || !strings.HasPrefix(auth["key_format"].(string), apikeys.Prefix) {
		t.Errorf("key_pattern %v does not describe real keys", auth["key_pattern"])
	}
}

func TestTheAPICatalogIsAnRFC9727Linkset(t *testing.T) {
	ts := newTestServer(t, nil)
	const path = "/.well-known/api-catalog"
	wantLink := `<` + ts.cfg.SiteURL + path + `>; rel="api-catalog"`

	head := ts.do(t, http.MethodHead, path, nil)
	if head.Status != http.StatusOK || len(head.Body) != 0 {
		t.Errorf("HEAD: %d with %d bytes, want 200 and no body", head.Status, len(head.Body))
	}
	if got := head.Header.Get("Link"); got != wantLink {
		t.Errorf("HEAD Link = %q, want %q", got, wantLink)
	}

	var doc struct {
		Linkset []map[string]json.RawMessage `json:"linkset"`
	}
	r := ts.getJSON(t, path, &doc)
	if got := r.Header.Get("Link"); got != wantLink {
		t.Errorf("GET Link = %q, want %q", got, wantLink)
	}
	if len(doc.Linkset) == 0 {
		t.Fatal("the linkset is empty")
	}
	var anchor string
	_ = json.Unmarshal(doc.Linkset[0]["anchor"], &anchor)
	if anchor != ts.cfg.BaseURL {
		t.Errorf("the first anchor is %q, want the API base %s", anchor, ts.cfg.BaseURL)
	}
	rels := map[string][]describe.Link{}
	for i, ctx := range doc.Linkset {
		if _, ok := ctx["anchor"]; !ok {
			t.Errorf("link context %d has no anchor", i)
		}
		for rel, raw := range ctx {
			if rel == "anchor" {
				continue
			}
			var targets []describe.Link
			if err := json.Unmarshal(raw, &targets); err != nil || len(targets) == 0 {
				t.Errorf("%s is not an array of link targets: %s", rel, raw)
			}
			for _, l := range targets {
				if l.Href == "" {
					t.Errorf("a %s target has no href (RFC 9264 requires it)", rel)
				}
			}
			if i == 0 {
				rels[rel] = targets
			}
		}
	}
	if len(rels["service-desc"]) == 0 || rels["service-desc"][0].Href != ts.cfg.SiteURL+"/openapi.json" {
		t.Errorf("service-desc = %v, want the OpenAPI document", rels["service-desc"])
	}
	if len(rels["status"]) == 0 || rels["status"][0].Href != ts.cfg.BaseURL+"/healthz" {
		t.Errorf("status = %v, want /healthz", rels["status"])
	}
	if len(rels["service-doc"]) == 0 {
		t.Error("no service-doc")
	}
	for rel, targets := range rels {
		for _, l := range targets {
			if res := ts.get(t, ts.localPath(t, l.Href)); res.Status != http.StatusOK {
				t.Errorf("%s %s answers %d", rel, l.Href, res.Status)
			}
		}
	}
}

func TestTheAgentsFileNamesEverySurface(t *testing.T) {
	ts := newTestServer(t, nil)
	var doc describe.AgentsFile
	ts.getJSON(t, "/.well-known/agents.json", &doc)
	if doc.Name == "" || doc.Description == "" || doc.Version != describe.Version {
		t.Errorf("name %q, description %q, version %q", doc.Name, doc.Description, doc.Version)
	}
	s := doc.Surfaces
	for what, got := range map[string]string{
		ts.cfg.BaseURL + "/v1":                               s.REST.BaseURL,
		ts.cfg.SiteURL + "/openapi.json":                     s.REST.OpenAPI,
		ts.cfg.MCPURL:                                        s.MCP.URL,
		ts.cfg.SiteURL + "/ask":                              s.Ask.URL,
		ts.cfg.SiteURL + "/.well-known/agent-card.json":      s.A2A.AgentCard,
		ts.cfg.SiteURL + "/settings/keys":                    doc.Auth.IssuanceURL,
		ts.cfg.SiteURL + "/.well-known/mcp/server-card.json": s.MCP.ServerCard,
	} {
		if got != what {
			t.Errorf("got %q, want %q", got, what)
		}
	}
	var tools []string
	for _, tool := range ts.mcpTools() {
		tools = append(tools, tool.tool.Name)
	}
	if !slices.Equal(s.MCP.Tools, tools) {
		t.Errorf("MCP tools = %v, want the server's %v", s.MCP.Tools, tools)
	}
	if doc.Auth.SelfRegistration || doc.Auth.DefaultScope != "read" || doc.Auth.AuthorizationServerMetadata == "" {
		t.Errorf("auth = %+v", doc.Auth)
	}
	for name, u := range doc.Discovery {
		if name == "developer_settings_keys_page" {
			// Served: a signed-out visitor is sent to sign in first
			// (the client follows the redirect).
			if r := ts.get(t, ts.localPath(t, u)); r.Status != http.StatusOK || !strings.Contains(string(r.Body), `action="/signin"`) {
				t.Errorf("%s (%s) answers %d without the sign-in form", name, u, r.Status)
			}
			continue
		}
		if r := ts.get(t, ts.localPath(t, u)); r.Status != http.StatusOK {
			t.Errorf("%s (%s) answers %d", name, u, r.Status)
		}
	}
	for _, ep := range s.REST.Endpoints {
		if !strings.HasPrefix(ep.URL, ts.cfg.BaseURL+"/") && !strings.HasPrefix(ep.URL, ts.cfg.SiteURL+"/") {
			t.Errorf("endpoint %s is not an absolute address", ep.URL)
		}
	}
}

func TestTheLLMsFilesListEveryAction(t *testing.T) {
	ts := newTestServer(t, nil)
	short := string(ts.get(t, "/llms.txt").Body)
	full := string(ts.get(t, "/llms-full.txt").Body)
	if !strings.HasPrefix(short, "# Tierline\n\n> ") || !strings.HasPrefix(full, "# Tierline\n\n> ") {
		t.Error("the files do not open with the H1 title and the blockquote")
	}
	if !strings.Contains(short, "("+ts.cfg.SiteURL+"/llms-full.txt)") {
		t.Error("llms.txt does not link llms-full.txt")
	}
	for _, a := range registry.Default.List() {
		if !strings.Contains(full, "\n#### "+a.Name+"\n\n"+a.Summary+"\n\n- Endpoint: POST "+ts.cfg.BaseURL+registry.Path(a.Namespace)+"\n") {
			t.Errorf("llms-full.txt does not list %s with its endpoint", a.Name)
		}
	}
}

func TestTheAgentCardHasTheA2ARequiredFields(t *testing.T) {
	ts := newTestServer(t, nil)
	var card map[string]any
	ts.getJSON(t, "/.well-known/agent-card.json", &card)
	// A2A v1.0, AgentCard: the fields marked REQUIRED.
	required(t, "agent card", card, "name", "description", "supportedInterfaces", "version", "capabilities",
		"defaultInputModes", "defaultOutputModes", "skills")
	if _, ok := card["capabilities"].(map[string]any); !ok {
		t.Errorf("capabilities = %v, want an object", card["capabilities"])
	}
	for _, modes := range []string{"defaultInputModes", "defaultOutputModes"} {
		if len(strs(card[modes])) == 0 {
			t.Errorf("%s is empty", modes)
		}
	}
	// Exactly the interface that exists: JSON-RPC at {site}/a2a.
	ifaces, _ := card["supportedInterfaces"].([]any)
	if len(ifaces) != 1 {
		t.Fatalf("supportedInterfaces = %v, want exactly the JSON-RPC endpoint", ifaces)
	}
	iface := ifaces[0].(map[string]any)
	required(t, "the interface", iface, "url", "protocolBinding", "protocolVersion")
	if iface["url"] != ts.cfg.SiteURL+"/a2a" || iface["protocolBinding"] != "JSONRPC" || iface["protocolVersion"] != "1.0" {
		t.Errorf("interface = %v, want JSONRPC 1.0 at %s/a2a", iface, ts.cfg.SiteURL)
	}

	schemes, _ := card["securitySchemes"].(map[string]any)
	bearer, _ := schemes["bearer"].(map[string]any)["httpAuthSecurityScheme"].(map[string]any)
	if bearer["scheme"] != "Bearer" {
		t.Errorf("securitySchemes.bearer = %v, want an HTTP Bearer scheme", schemes["bearer"])
	}
	var ids []string
	for _, s := range card["skills"].([]any) {
		skill := s.(map[string]any)
		required(t, "skill", skill, "id", "name", "description", "tags")
		if len(strs(skill["tags"])) == 0 || len(strs(skill["examples"])) == 0 {
			t.Errorf("skill %v has no tags or examples", skill["id"])
		}
		ids = append(ids, skill["id"].(string))
		reqs, _ := skill["securityRequirements"].([]any)
		for _, r := range reqs {
			for name, list := range r.(map[string]any)["schemes"].(map[string]any) {
				if schemes[name] == nil {
					t.Errorf("skill %v requires the undeclared scheme %q", skill["id"], name)
				}
				for _, sc := range strs(list.(map[string]any)["list"]) {
					if !scopes.Scope(sc).Valid() {
						t.Errorf("skill %v requires the unknown scope %q", skill["id"], sc)
					}
				}
			}
		}
	}
	want := []string{ask.FindCasinos, ask.CasinoDetail, ask.TierRequirement, ask.GameFacts, ask.W2GRule, ask.RGHelp, ask.TierMatchPaths,
		ask.MyTiers, ask.MyTrips, ask.MyOffers, ask.W2GTotal, ask.CompEstimate, ask.CompPredict, ask.SetBudget, ask.FindHosts}
	if !slices.Equal(ids, want) {
		t.Errorf("skills = %v, want the /ask intents %v", ids, want)
	}
}

func TestEverySkillExampleIsUnderstoodAsItsSkill(t *testing.T) {
	ts := newTestServer(t, nil)
	var card describe.AgentCard
	ts.getJSON(t, "/.well-known/agent-card.json", &card)
	for _, skill := range card.Skills {
		for _, ex := range skill.Examples {
			in, err := ts.askIntent(context.Background(), ex, 0)
			if err != nil {
				t.Fatalf("%q: %v", ex, err)
			}
			if in.Name != skill.ID {
				t.Errorf("/ask understands the %s example %q as %s", skill.ID, ex, in.Name)
				continue
			}
			if len(skill.SecurityRequirements) == 0 {
				if in.NeedsKey {
					t.Errorf("the public skill %s runs %+v, which needs a key", skill.ID, in.MapsTo)
				}
				continue
			}
			need := skill.SecurityRequirements[0].Schemes["bearer"].List
			if in.MapsTo == nil || !strings.Contains(skill.Description, "Runs "+in.MapsTo.Action+" ") || !slices.Equal(in.Scopes, need) {
				t.Errorf("%q runs %+v with the scopes %v; the skill %s says %q and %v", ex, in.MapsTo, in.Scopes, skill.ID, skill.Description, need)
			}
		}
	}
}

func TestTheMCPServerCardListsTheServersTools(t *testing.T) {
	ts := newTestServer(t, nil)
	wellKnown := ts.get(t, "/.well-known/mcp/server-card.json")
	byPath := ts.get(t, "/mcp/server-card")
	if wellKnown.Status != http.StatusOK || byPath.Status != http.StatusOK || string(wellKnown.Body) != string(byPath.Body) {
		t.Fatalf("the two addresses of the card answer %d and %d with different cards", wellKnown.Status, byPath.Status)
	}
	asked := ts.do(t, http.MethodGet, "/mcp/server-card", map[string]string{"Accept": "application/mcp-server-card+json"})
	if got := asked.Header.Get("Content-Type"); got != "application/mcp-server-card+json" {
		t.Errorf("asked for the card's media type, got %q", got)
	}
	var card describe.ServerCard
	if err := json.Unmarshal(wellKnown.Body, &card); err != nil {
		t.Fatal(err)
	}
	if card.Name == "" || card.Version != describe.Version || card.Description == "" || len(card.Description) > 100 {
		t.Errorf("name %q, version %q, description %q", card.Name, card.Version, card.Description)
	}
	if len(card.Remotes) != 1 || card.Remotes[0].Type != "streamable-http" || card.Remotes[0].URL != ts.cfg.MCPURL {
		t.Errorf("remotes = %+v, want streamable-http at %s", card.Remotes, ts.cfg.MCPURL)
	}
	raw, _ := json.Marshal(card.Meta[describe.MetaTools])
	var listed []struct {
		Name        string         `json:"name"`
		InputSchema map[string]any `json:"inputSchema"`
	}
	_ = json.Unmarshal(raw, &listed)
	tools := ts.mcpTools()
	if len(listed) != len(tools) {
		t.Fatalf("the card lists %d tools, the server has %d", len(listed), len(tools))
	}
	for i, tool := range tools {
		served, _ := json.Marshal(tool.tool.InputSchema)
		carded, _ := json.Marshal(listed[i].InputSchema)
		if listed[i].Name != tool.tool.Name || string(served) != string(carded) {
			t.Errorf("tool %d: the card has %s %s, the server %s %s", i, listed[i].Name, carded, tool.tool.Name, served)
		}
	}
	for _, name := range []string{"search_casinos", "get_casino", "list_rewards_programs", "player_action"} {
		if !slices.ContainsFunc(listed, func(l struct {
			Name        string         `json:"name"`
			InputSchema map[string]any `json:"inputSchema"`
		}) bool {
			return l.Name == name
		}) {
			t.Errorf("the card lacks the tool %s", name)
		}
	}

	// The card's route takes /mcp/server-card only: /mcp is still the
	// MCP endpoint.
	mcp := ts.do(t, http.MethodGet, "/mcp", nil)
	if string(mcp.Body) == string(wellKnown.Body) || strings.Contains(string(mcp.Body), "No route matches") {
		t.Errorf("GET /mcp answered %d %s: the card's route swallowed the MCP endpoint", mcp.Status, mcp.Body)
	}
}

func TestTheCardAndTheMCPMetadataFollowTheMCPURL(t *testing.T) {
	t.Run("an MCP URL on this server with another path", func(t *testing.T) {
		ts := newTestServer(t, map[string]string{"TIERLINE_MCP_URL": siteURL + "/agents/mcp"})
		if r := ts.get(t, "/agents/mcp/server-card"); r.Status != http.StatusOK {
			t.Errorf("{mcp_url}/server-card answered %d", r.Status)
		}
		var meta map[string]any
		ts.getJSON(t, "/.well-known/oauth-protected-resource/agents/mcp", &meta)
		if meta["resource"] != siteURL+"/agents/mcp" {
			t.Errorf("resource = %v", meta["resource"])
		}
	})
	t.Run("an MCP URL on another origin", func(t *testing.T) {
		ts := newTestServer(t, map[string]string{"TIERLINE_MCP_URL": "https://mcp.example.com/mcp"})
		if r := ts.get(t, "/mcp/server-card"); r.Status != http.StatusNotFound {
			t.Errorf("/mcp/server-card answered %d, want 404: the MCP server is elsewhere", r.Status)
		}
		var card describe.ServerCard
		ts.getJSON(t, "/.well-known/mcp/server-card.json", &card)
		if card.Remotes[0].URL != "https://mcp.example.com/mcp" {
			t.Errorf("the card points at %s", card.Remotes[0].URL)
		}
	})
}

func TestEveryDocumentedOperationIsRouted(t *testing.T) {
	ts := newTestServer(t, nil)
	var doc struct {
		Servers []struct {
			URL string `json:"url"`
		} `json:"servers"`
		Paths map[string]map[string]json.RawMessage `json:"paths"`
	}
	ts.getJSON(t, "/openapi.json", &doc)
	if len(doc.Servers) != 1 || doc.Servers[0].URL != ts.cfg.BaseURL {
		t.Errorf("servers = %v, want the base URL", doc.Servers)
	}
	fill := strings.NewReplacer("{slug}", "some-casino", "{id}", "3fa85f64-5717-4562-b3fc-2c963f66afa6", "{token}", "some-token")
	for path, item := range doc.Paths {
		for method := range item {
			if method == "servers" {
				continue
			}
			r := ts.do(t, strings.ToUpper(method), fill.Replace(path), nil)
			if r.Status == http.StatusMethodNotAllowed || strings.Contains(string(r.Body), "No route matches") {
				t.Errorf("%s %s is documented but not routed: %d %s", strings.ToUpper(method), path, r.Status, r.Body)
			}
		}
	}
}
