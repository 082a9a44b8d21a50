// Package describe writes what the service says about itself, all from the
// registry and the configuration: the OpenAPI document (openapi.go) and the
// documents an agent reads to find its way around Tierline without being
// told: OAuth protected-resource and
// authorization-server metadata (RFC 9728, RFC 8414), the API catalog
// (RFC 9727), an agent discovery file, llms.txt and llms-full.txt, the A2A
// agent card and the MCP server card. Every address in them comes from the
// configuration and every action from the registry: nothing here lists
// actions by hand.
package describe

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/url"
	"strings"

	"github.com/tierline/tierline/internal/config"
	"github.com/tierline/tierline/internal/domain/apikeys"
	"github.com/tierline/tierline/registry"
	"github.com/tierline/tierline/scopes"
)

// Paths of the documents on the site.
const (
	ProtectedResourcePath   = "/.well-known/oauth-protected-resource"
	AuthorizationServerPath = "/.well-known/oauth-authorization-server"
	APICatalogPath          = "/.well-known/api-catalog"
	AgentsPath              = "/.well-known/agents.json"
	AgentCardPath           = "/.well-known/agent-card.json"
	MCPServerCardPath       = "/.well-known/mcp/server-card.json"
	LLMsPath                = "/llms.txt"
	LLMsFullPath            = "/llms-full.txt"
	OpenAPIPath             = "/openapi.json"
	// ServerCardSuffix follows the MCP endpoint's own URL: the location
	// the server-card proposal reserves ({mcp_url}/server-card).
	ServerCardSuffix = "/server-card"
	// KeysPagePath is the developer settings page where the signed-in
	// owner creates and revokes keys.
	KeysPagePath = "/settings/keys"
	AskPath      = "/ask"
	A2APath      = "/a2a"
)

// Content types of the documents.
const (
	JSONType = "application/json"
	// LinksetType is the API catalog's: a JSON linkset (RFC 9264) with
	// the profile of RFC 9727.
	LinksetType  = `application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"`
	MarkdownType = "text/markdown; charset=utf-8"
	// ServerCardType is the MCP server card's own media type, served to
	// clients that ask for it.
	ServerCardType = "application/mcp-server-card+json"
)

const (
	// ServerCardSchema is the schema the MCP server card conforms to.
	ServerCardSchema = "https://static.modelcontextprotocol.io/schemas/v2/server-card.schema.json"
	// A2AProtocolVer is the A2A version of the agent card's interface.
	A2AProtocolVer = "1.0"

	apiCatalogRel    = "api-catalog"
	serviceName      = "Tierline"
	serviceSummary   = "Casino loyalty data for players and their agents: a public directory of U.S. casinos with their rewards programs and tier ladders, and a player's own tiers, trips, offers, sessions, bankroll, W-2G and tax records, comp estimates and casino hosts."
	shortDescription = "U.S. casino directory and a player's casino loyalty: tiers, trips, offers, comps, taxes."
)

// MCPTool is one tool of the MCP server, as its server card lists it.
type MCPTool struct {
	Name        string `json:"name"`
	Title       string `json:"title,omitempty"`
	Description string `json:"description"`
	InputSchema any    `json:"inputSchema"`
	// NeedsKey: the tool runs with the caller's API key (sent in the
	// Authorization header of the MCP requests).
	NeedsKey bool `json:"-"`
}

// Documents are the discovery documents of one configuration, rendered.
type Documents struct {
	ProtectedResource    []byte
	MCPProtectedResource []byte
	AuthorizationServer  []byte
	APICatalog           []byte
	Agents               []byte
	LLMs                 []byte
	LLMsFull             []byte
	AgentCard            []byte
	MCPServerCard        []byte

	// APICatalogLink is the Link header that points at the API catalog.
	APICatalogLink string
	// MCPProtectedResourcePath is where the MCP resource's metadata is
	// served (the RFC 9728 path-inserted form of the MCP URL), or "" when
	// the MCP URL has no path to insert.
	MCPProtectedResourcePath string
	// MCPServerCardPath is where {mcp_url}/server-card is served on this
	// server, or "" when the MCP URL is on another origin.
	MCPServerCardPath string
}

// Build renders every document for cfg, reg and the MCP server's tools.
func Discovery(cfg config.Config, reg *registry.Registry, tools []MCPTool) (*Documents, error) {
	d := &Documents{APICatalogLink: fmt.Sprintf("<%s%s>; rel=%q", cfg.SiteURL, APICatalogPath, apiCatalogRel)}
	mcpURL, err := url.Parse(cfg.MCPURL)
	if err != nil {
		return nil, fmt.Errorf("discovery: MCP URL: %w", err)
	}
	if p := strings.TrimRight(mcpURL.Path, "/"); p != "" {
		d.MCPProtectedResourcePath = ProtectedResourcePath + p
	}
	if sameOrigin(cfg.MCPURL, cfg.SiteURL) || sameOrigin(cfg.MCPURL, cfg.BaseURL) {
		d.MCPServerCardPath = strings.TrimRight(mcpURL.Path, "/") + ServerCardSuffix
	}
	docs := []struct {
		dst *[]byte
		v   any
	}{
		{&d.ProtectedResource, protectedResource(cfg, cfg.BaseURL, "Tierline API")},
		{&d.MCPProtectedResource, protectedResource(cfg, cfg.MCPURL, "Tierline MCP server")},
		{&d.AuthorizationServer, authorizationServer(cfg)},
		{&d.APICatalog, apiCatalog(cfg)},
		{&d.Agents, agents(cfg, reg, tools)},
		{&d.AgentCard, agentCard(cfg, reg)},
		{&d.MCPServerCard, serverCard(cfg, tools)},
	}
	for _, doc := range docs {
		if *doc.dst, err = render(doc.v); err != nil {
			return nil, err
		}
	}
	d.LLMs = llms(cfg, reg, tools, false)
	d.LLMsFull = llms(cfg, reg, tools, true)
	return d, nil
}

func render(v any) ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(v); err != nil {
		return nil, fmt.Errorf("discovery: %w", err)
	}
	return b.Bytes(), nil
}

func sameOrigin(a, b string) bool {
	ua, err1 := url.Parse(a)
	ub, err2 := url.Parse(b)
	return err1 == nil && err2 == nil && strings.EqualFold(ua.Scheme, ub.Scheme) && strings.EqualFold(ua.Host, ub.Host)
}

// ProtectedResource is the OAuth 2.0 Protected Resource Metadata of RFC
// 9728, section 2.
type ProtectedResource struct {
	Resource               string   `json:"resource"`
	AuthorizationServers   []string `json:"authorization_servers"`
	ScopesSupported        []string `json:"scopes_supported"`
	BearerMethodsSupported []string `json:"bearer_methods_supported"`
	ResourceName           string   `json:"resource_name"`
	ResourceDocumentation  string   `json:"resource_documentation"`
}

func protectedResource(cfg config.Config, resource, name string) ProtectedResource {
	return ProtectedResource{
		Resource:               resource,
		AuthorizationServers:   []string{cfg.SiteURL},
		ScopesSupported:        scopes.Names(),
		BearerMethodsSupported: []string{"header"},
		ResourceName:           name,
		ResourceDocumentation:  cfg.SiteURL + "/docs/actions",
	}
}

// AuthorizationServer is the OAuth 2.0 Authorization Server Metadata of
// RFC 8414, section 2, for the authorization server on the site
// (transport/oauth): the authorization code flow with PKCE (S256),
// refresh tokens, public clients registered dynamically (RFC 7591) or
// known by a client ID metadata document, revocation (RFC 7009). The
// agent_auth extension says how an agent gets a credential: both ways in.
type AuthorizationServer struct {
	Issuer                                 string    `json:"issuer"`
	AuthorizationEndpoint                  string    `json:"authorization_endpoint"`
	TokenEndpoint                          string    `json:"token_endpoint"`
	RegistrationEndpoint                   string    `json:"registration_endpoint"`
	RevocationEndpoint                     string    `json:"revocation_endpoint"`
	ResponseTypesSupported                 []string  `json:"response_types_supported"`
	ResponseModesSupported                 []string  `json:"response_modes_supported"`
	GrantTypesSupported                    []string  `json:"grant_types_supported"`
	CodeChallengeMethodsSupported          []string  `json:"code_challenge_methods_supported"`
	TokenEndpointAuthMethodsSupported      []string  `json:"token_endpoint_auth_methods_supported"`
	RevocationEndpointAuthMethodsSupported []string  `json:"revocation_endpoint_auth_methods_supported"`
	ScopesSupported                        []string  `json:"scopes_supported"`
	ClientIDMetadataDocumentSupported      bool      `json:"client_id_metadata_document_supported"`
	ServiceDocumentation                   string    `json:"service_documentation"`
	AgentAuth                              AgentAuth `json:"agent_auth"`
}

// The OAuth endpoints of the site, and the page where the owner sees the
// apps they connected.
const (
	AuthorizePath     = "/oauth/authorize"
	TokenPath         = "/oauth/token"
	RegisterPath      = "/oauth/register"
	RevokePath        = "/oauth/revoke"
	ConnectedAppsPath = "/settings/apps"
)

// AgentAuth says how an agent obtains and uses credentials: an API key the
// owner hands it, or an OAuth access token the owner allows it to get.
// The key fields describe the key; OAuth describes the other way.
type AgentAuth struct {
	Summary                   string            `json:"summary"`
	CredentialTypes           []string          `json:"credential_types"`
	CredentialType            string            `json:"credential_type"`
	IssuedBy                  string            `json:"issued_by"`
	IssuanceURL               string            `json:"issuance_url"`
	IssuanceURLStatus         string            `json:"issuance_url_status"`
	SignInURL                 string            `json:"sign_in_url"`
	ShownOnce                 bool              `json:"shown_once"`
	Storage                   string            `json:"storage"`
	KeyFormat                 string            `json:"key_format"`
	KeyPattern                string            `json:"key_pattern"`
	Header                    string            `json:"header"`
	HeaderValue               string            `json:"header_value"`
	ScopesSupported           []string          `json:"scopes_supported"`
	ScopeDescriptions         map[string]string `json:"scope_descriptions"`
	DefaultScope              string            `json:"default_scope"`
	SelfRegistration          bool              `json:"self_registration"`
	DynamicClientRegistration bool              `json:"dynamic_client_registration"`
	OAuthFlows                []string          `json:"oauth_flows"`
	OAuth                     OAuthWay          `json:"oauth"`
	NeverThroughAPIKey        string            `json:"never_through_api_key"`
	Revocation                string            `json:"revocation"`
	Errors                    map[string]string `json:"errors"`
	ProtectedResourceMetadata string            `json:"protected_resource_metadata"`
}

// OAuthWay is how an app (an MCP client, say) gets an access token.
type OAuthWay struct {
	Summary                       string   `json:"summary"`
	AuthorizationServerMetadata   string   `json:"authorization_server_metadata"`
	AuthorizationEndpoint         string   `json:"authorization_endpoint"`
	TokenEndpoint                 string   `json:"token_endpoint"`
	RegistrationEndpoint          string   `json:"registration_endpoint"`
	RevocationEndpoint            string   `json:"revocation_endpoint"`
	ClientRegistration            []string `json:"client_registration"`
	PKCE                          string   `json:"pkce"`
	Resources                     []string `json:"resources"`
	ResourceRule                  string   `json:"resource_rule"`
	Consent                       string   `json:"consent"`
	ConnectedAppsURL              string   `json:"connected_apps_url"`
	TokenFormat                   string   `json:"token_format"`
	AccessTokenLifetimeSeconds    int      `json:"access_token_lifetime_seconds"`
	RefreshTokenLifetimeSeconds   int      `json:"refresh_token_lifetime_seconds"`
	RefreshTokenRotation          string   `json:"refresh_token_rotation"`
	Header                        string   `json:"header"`
	SameRulesAsAKey               string   `json:"same_rules_as_a_key"`
	ProtectedResourceMetadataMCP  string   `json:"protected_resource_metadata_mcp"`
	ProtectedResourceMetadataREST string   `json:"protected_resource_metadata_rest"`
}

// Lifetimes of OAuth tokens, as transport/oauth issues them.
const (
	accessTokenSeconds  = 3600
	refreshTokenSeconds = 30 * 24 * 3600
)

func agentAuth(cfg config.Config) AgentAuth {
	desc := map[string]string{}
	for _, s := range scopes.All {
		desc[string(s)] = ScopeDescriptions[s]
	}
	return AgentAuth{
		Summary: "Two ways in, both through the account's human owner: a personal API key, which the owner creates " +
			"in the developer settings of the site and hands to the agent (shown once), or OAuth 2.1, where an app " +
			"(an MCP client, say) sends the owner to the site's consent page, the owner signs in and allows it some " +
			"scopes, and the app gets an access token. An agent cannot obtain either on its own.",
		CredentialTypes:   []string{"api_key", "oauth_access_token"},
		CredentialType:    "api_key",
		IssuedBy:          "the signed-in human account owner, in the developer settings of the site (keys) or on the consent page (OAuth)",
		IssuanceURL:       cfg.SiteURL + KeysPagePath,
		IssuanceURLStatus: "served: the owner signs in with a password at sign_in_url, then creates a key here, choosing its name, scopes and expiry (never, 30, 90 or 365 days)",
		SignInURL:         cfg.SiteURL + "/signin",
		ShownOnce:         true,
		Storage:           "only a SHA-256 hash of the key is kept; a lost key cannot be shown again, only replaced",
		KeyFormat:         apikeys.Prefix + "<64 hex digits>",
		KeyPattern:        "^" + apikeys.Prefix + "[0-9a-f]{64}$",
		Header:            "Authorization",
		HeaderValue:       "Bearer <API key>",
		ScopesSupported:   scopes.Names(),
		ScopeDescriptions: desc,
		DefaultScope:      string(scopes.Default),
		// No agent registers itself as a principal; an OAuth client may
		// register itself as a client (RFC 7591), which gives it nothing
		// until an owner allows it.
		SelfRegistration:          false,
		DynamicClientRegistration: true,
		OAuthFlows:                []string{"authorization_code"},
		OAuth: OAuthWay{
			Summary: "The authorization code flow with PKCE for public clients, as the MCP authorization specification " +
				"(2025-11-25) describes: discover the authorization server from the protected resource metadata " +
				"(every 401 names it), register (dynamically, or use the https URL of a client ID metadata document " +
				"as client_id), send the owner to authorization_endpoint, exchange the code at token_endpoint.",
			AuthorizationServerMetadata: cfg.SiteURL + AuthorizationServerPath,
			AuthorizationEndpoint:       cfg.SiteURL + AuthorizePath,
			TokenEndpoint:               cfg.SiteURL + TokenPath,
			RegistrationEndpoint:        cfg.SiteURL + RegisterPath,
			RevocationEndpoint:          cfg.SiteURL + RevokePath,
			ClientRegistration: []string{
				"dynamic (RFC 7591): POST registration_endpoint; public clients only (token_endpoint_auth_method none), redirect URIs https or http on a loopback address; rate-limited per address",
				"client ID metadata document: an https client_id is fetched as the client's metadata (public addresses only, at most 5 KB, cached) and its redirect_uris enforced",
			},
			PKCE:         "required, S256 only",
			Resources:    []string{cfg.MCPURL, cfg.BaseURL},
			ResourceRule: "resource (RFC 8707) is required at the authorization endpoint: the MCP URL, the API base URL, or both; a token works only on the resource it was issued for (401 invalid_token on the other)",
			Consent: "the owner signs in on the site and sees the app's name, where it sends them back, whether it registered itself or is known by a metadata document, " +
				"and the scopes asked for, which they may narrow (host only for host accounts); nothing is issued without that consent",
			ConnectedAppsURL:              cfg.SiteURL + ConnectedAppsPath,
			TokenFormat:                   "opaque: access tokens start tl_at_, refresh tokens tl_rt_; only keyed hashes of them are stored",
			AccessTokenLifetimeSeconds:    accessTokenSeconds,
			RefreshTokenLifetimeSeconds:   refreshTokenSeconds,
			RefreshTokenRotation:          "every refresh returns a new refresh token; presenting a used one revokes the whole grant",
			Header:                        "Authorization: Bearer <access token>",
			SameRulesAsAKey:               "an access token works exactly like an API key with the granted scopes on every surface: the same 401 and 403 answers and WWW-Authenticate challenges (403 insufficient_scope names the scopes to ask for), its own rate-limit quota per grant; key and admin actions never run for it",
			ProtectedResourceMetadataMCP:  MetadataURL(cfg.MCPURL),
			ProtectedResourceMetadataREST: cfg.SiteURL + ProtectedResourcePath,
		},
		NeverThroughAPIKey: "admin actions, API-key management and connected-app management (403 insufficient_scope), for API keys and access tokens alike",
		Revocation:         "the owner revokes a key at issuance_url, or disconnects an app at oauth.connected_apps_url; it stops working on the very next request, on every instance",
		Errors: map[string]string{
			"invalid_token":      "401: the key or token is missing, malformed, unknown, revoked, expired (an access token) or for another resource; the WWW-Authenticate header points at the protected resource metadata",
			"credential_expired": "401: the key has expired; ask the owner for a new one",
			"insufficient_scope": "403: the credential lacks a scope; the message and WWW-Authenticate's scope name it; ask the owner for a key with that scope, or authorize again asking for it",
		},
		ProtectedResourceMetadata: cfg.SiteURL + ProtectedResourcePath,
	}
}

func authorizationServer(cfg config.Config) AuthorizationServer {
	return AuthorizationServer{
		Issuer:                                 cfg.SiteURL,
		AuthorizationEndpoint:                  cfg.SiteURL + AuthorizePath,
		TokenEndpoint:                          cfg.SiteURL + TokenPath,
		RegistrationEndpoint:                   cfg.SiteURL + RegisterPath,
		RevocationEndpoint:                     cfg.SiteURL + RevokePath,
		ResponseTypesSupported:                 []string{"code"},
		ResponseModesSupported:                 []string{"query"},
		GrantTypesSupported:                    []string{"authorization_code", "refresh_token"},
		CodeChallengeMethodsSupported:          []string{"S256"},
		TokenEndpointAuthMethodsSupported:      []string{"none"},
		RevocationEndpointAuthMethodsSupported: []string{"none"},
		ScopesSupported:                        scopes.Names(),
		ClientIDMetadataDocumentSupported:      true,
		ServiceDocumentation:                   cfg.SiteURL + "/docs/actions",
		AgentAuth:                              agentAuth(cfg),
	}
}

// Linkset is an RFC 9264 JSON link set.
type Linkset struct {
	Linkset []LinkContext `json:"linkset"`
}

// LinkContext is one anchor with its links, by relation type.
type LinkContext map[string]any

// Link is one link target.
type Link struct {
	Href  string `json:"href"`
	Type  string `json:"type,omitempty"`
	Title string `json:"title,omitempty"`
}

func apiCatalog(cfg config.Config) Linkset {
	return Linkset{Linkset: []LinkContext{
		{
			"anchor": cfg.BaseURL,
			"service-desc": []Link{
				{Href: cfg.SiteURL + OpenAPIPath, Type: JSONType, Title: "OpenAPI 3.1 description of the Tierline API"},
			},
			"service-doc": []Link{
				{Href: cfg.SiteURL + "/docs/actions", Type: "text/html", Title: "Action reference"},
				{Href: cfg.SiteURL + "/docs/errors", Type: "text/html", Title: "Errors"},
				{Href: cfg.SiteURL + LLMsPath, Type: "text/markdown", Title: "Tierline for language models"},
			},
			"service-meta": []Link{
				{Href: cfg.SiteURL + AgentsPath, Type: JSONType, Title: "Agent discovery file"},
				{Href: cfg.SiteURL + ProtectedResourcePath, Type: JSONType, Title: "OAuth protected resource metadata"},
			},
			"status": []Link{
				{Href: cfg.BaseURL + "/healthz", Type: JSONType, Title: "Liveness"},
			},
		},
		{
			"anchor": cfg.MCPURL,
			"service-desc": []Link{
				{Href: cfg.SiteURL + MCPServerCardPath, Type: JSONType, Title: "MCP server card"},
			},
			"service-doc": []Link{
				{Href: cfg.SiteURL + LLMsPath, Type: "text/markdown", Title: "Tierline for language models"},
			},
		},
	}}
}
