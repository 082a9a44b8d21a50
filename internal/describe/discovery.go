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
// RFC 8414, section 2, as far as it is true here: keys are issued by a
// person on the site, not by an OAuth flow, so no grant or response type
// is supported and no OAuth endpoint is advertised (none exists). The
// agent_auth extension says how an agent gets a key instead.
type AuthorizationServer struct {
	Issuer                 string    `json:"issuer"`
	ResponseTypesSupported []string  `json:"response_types_supported"`
	GrantTypesSupported    []string  `json:"grant_types_supported"`
	ScopesSupported        []string  `json:"scopes_supported"`
	ServiceDocumentation   string    `json:"service_documentation"`
	AgentAuth              AgentAuth `json:"agent_auth"`
}

// AgentAuth says how an agent obtains and uses credentials.
type AgentAuth struct {
	Summary                   string            `json:"summary"`
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
	NeverThroughAPIKey        string            `json:"never_through_api_key"`
	Revocation                string            `json:"revocation"`
	Errors                    map[string]string `json:"errors"`
	ProtectedResourceMetadata string            `json:"protected_resource_metadata"`
}

func agentAuth(cfg config.Config) AgentAuth {
	desc := map[string]string{}
	for _, s := range scopes.All {
		desc[string(s)] = ScopeDescriptions[s]
	}
	return AgentAuth{
		Summary: "Tierline uses personal API keys, not OAuth. Only a signed-in human account owner can create a key, " +
			"in the developer settings of the site; the key is shown once and then handed to the agent out of band. " +
			"An agent cannot register itself or obtain a key on its own.",
		CredentialType:    "api_key",
		IssuedBy:          "the signed-in human account owner, in the developer settings of the site",
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
		// No self-registration, no dynamic client registration (RFC
		// 7591), no OAuth grant: keys only come from their owner.
		SelfRegistration:          false,
		DynamicClientRegistration: false,
		OAuthFlows:                []string{},
		NeverThroughAPIKey:        "admin actions and API-key management (403 insufficient_scope)",
		Revocation:                "the owner revokes a key at issuance_url; it stops working on the very next request, on every instance",
		Errors: map[string]string{
			"invalid_token":      "401: the key is missing, malformed, unknown or revoked; the WWW-Authenticate header points at the protected resource metadata",
			"credential_expired": "401: the key has expired; ask the owner for a new one",
			"insufficient_scope": "403: the key lacks a scope; the message names it; ask the owner for a key with that scope",
		},
		ProtectedResourceMetadata: cfg.SiteURL + ProtectedResourcePath,
	}
}

func authorizationServer(cfg config.Config) AuthorizationServer {
	return AuthorizationServer{
		Issuer:                 cfg.SiteURL,
		ResponseTypesSupported: []string{},
		GrantTypesSupported:    []string{},
		ScopesSupported:        scopes.Names(),
		ServiceDocumentation:   cfg.SiteURL + "/docs/actions",
		AgentAuth:              agentAuth(cfg),
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
