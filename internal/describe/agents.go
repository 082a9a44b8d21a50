package describe

import (
	"github.com/tierline/tierline/internal/config"
	"github.com/tierline/tierline/registry"
)

// The agent discovery file, /.well-known/agents.json: one document naming
// every way in (REST with its OpenAPI description, the MCP server, /ask,
// A2A), how to authenticate, and where the other discovery documents are.

// AgentsFile is /.well-known/agents.json.
type AgentsFile struct {
	Name        string            `json:"name"`
	Description string            `json:"description"`
	Version     string            `json:"version"`
	Site        string            `json:"site"`
	Surfaces    Surfaces          `json:"surfaces"`
	Auth        AgentsAuth        `json:"auth"`
	Discovery   map[string]string `json:"discovery"`
}

// Surfaces are the ways to call Tierline.
type Surfaces struct {
	REST RESTSurface `json:"rest"`
	MCP  MCPSurface  `json:"mcp"`
	Ask  AskSurface  `json:"ask"`
	A2A  A2ASurface  `json:"a2a"`
}

// RESTSurface is the JSON API.
type RESTSurface struct {
	BaseURL       string     `json:"base_url"`
	OpenAPI       string     `json:"openapi"`
	Documentation string     `json:"documentation"`
	Errors        string     `json:"errors"`
	Endpoints     []Endpoint `json:"endpoints"`
}

// Endpoint is one REST endpoint.
type Endpoint struct {
	Method  string `json:"method"`
	URL     string `json:"url"`
	Summary string `json:"summary"`
	// Auth is "none", or "api_key_or_oauth": an API key or an OAuth
	// access token for the API (resource = the base URL).
	Auth string `json:"auth"`
	// Actions counts the actions an API key may call (action endpoints).
	Actions int `json:"actions,omitempty"`
}

// MCPSurface is the MCP server.
type MCPSurface struct {
	URL                       string   `json:"url"`
	Transport                 string   `json:"transport"`
	ServerCard                string   `json:"server_card"`
	Tools                     []string `json:"tools"`
	ProtectedResourceMetadata string   `json:"protected_resource_metadata"`
	// Auth says what the tools need; OAuth that an MCP client can get a
	// token through the MCP authorization flow.
	Auth  string `json:"auth"`
	OAuth bool   `json:"oauth"`
}

// AskSurface is the natural-language endpoint.
type AskSurface struct {
	URL       string            `json:"url"`
	Method    string            `json:"method"`
	Request   map[string]string `json:"request"`
	Streaming string            `json:"streaming"`
	Auth      string            `json:"auth"`
	Examples  []string          `json:"examples"`
}

// A2ASurface is the A2A agent.
type A2ASurface struct {
	AgentCard       string `json:"agent_card"`
	URL             string `json:"url"`
	ProtocolBinding string `json:"protocol_binding"`
}

// AgentsAuth is how to authenticate, with the metadata documents.
type AgentsAuth struct {
	AgentAuth
	AuthorizationServerMetadata string `json:"authorization_server_metadata"`
}

func agents(cfg config.Config, reg *registry.Registry, tools []MCPTool) AgentsFile {
	var endpoints []Endpoint
	for _, rt := range registry.Routes() {
		base, auth := cfg.BaseURL, "none"
		if rt.OnSite {
			base = cfg.SiteURL
		}
		if rt.Auth == registry.Key {
			auth = "api_key_or_oauth"
		}
		endpoints = append(endpoints, Endpoint{Method: rt.Method, URL: base + rt.Path, Summary: rt.Summary, Auth: auth,
			Actions: keyActions(reg, rt.Namespace)})
	}
	toolNames := make([]string, 0, len(tools))
	for _, t := range tools {
		toolNames = append(toolNames, t.Name)
	}
	var examples []string
	for _, s := range askSkills {
		examples = append(examples, s.examples[0])
	}
	return AgentsFile{
		Name:        serviceName,
		Description: serviceSummary,
		Version:     Version,
		Site:        cfg.SiteURL,
		Surfaces: Surfaces{
			REST: RESTSurface{
				BaseURL:       cfg.BaseURL + "/v1",
				OpenAPI:       cfg.SiteURL + OpenAPIPath,
				Documentation: cfg.SiteURL + "/docs/actions",
				Errors:        cfg.SiteURL + "/docs/errors",
				Endpoints:     endpoints,
			},
			MCP: MCPSurface{
				URL:                       cfg.MCPURL,
				Transport:                 "streamable-http",
				ServerCard:                cfg.SiteURL + MCPServerCardPath,
				Tools:                     toolNames,
				ProtectedResourceMetadata: MetadataURL(cfg.MCPURL),
				Auth: "the directory tools need nothing; player_action needs an API key or an OAuth access token issued for " + cfg.MCPURL +
					": without one, calling it is an HTTP 401 whose WWW-Authenticate names the protected resource metadata, which names the authorization server",
				OAuth: true,
			},
			Ask: AskSurface{
				URL:    cfg.SiteURL + AskPath,
				Method: "POST",
				Request: map[string]string{
					"query": "string, required: the question in plain English",
					"limit": "integer, optional: how many results at most",
				},
				Streaming: "send Accept: text/event-stream for Server-Sent Events (intent, one result per item, answer, done; error on failure); otherwise one JSON object {data: {query, intent, results, answer}}",
				Auth:      "optional: public questions need no key; personal ones run with the caller's API key or OAuth access token (for the API) and its scopes",
				Examples:  examples,
			},
			A2A: A2ASurface{
				AgentCard:       cfg.SiteURL + AgentCardPath,
				URL:             cfg.SiteURL + A2APath,
				ProtocolBinding: "JSONRPC",
			},
		},
		Auth: AgentsAuth{
			AgentAuth:                   agentAuth(cfg),
			AuthorizationServerMetadata: cfg.SiteURL + AuthorizationServerPath,
		},
		Discovery: map[string]string{
			"oauth_protected_resource":       cfg.SiteURL + ProtectedResourcePath,
			"oauth_protected_resource_mcp":   MetadataURL(cfg.MCPURL),
			"oauth_authorization_server":     cfg.SiteURL + AuthorizationServerPath,
			"api_catalog":                    cfg.SiteURL + APICatalogPath,
			"agent_card":                     cfg.SiteURL + AgentCardPath,
			"mcp_server_card":                cfg.SiteURL + MCPServerCardPath,
			"llms_txt":                       cfg.SiteURL + LLMsPath,
			"llms_full_txt":                  cfg.SiteURL + LLMsFullPath,
			"openapi":                        cfg.SiteURL + OpenAPIPath,
			"agents_json":                    cfg.SiteURL + AgentsPath,
			"developer_settings_keys_page":   cfg.SiteURL + KeysPagePath,
			"connected_apps_page":            cfg.SiteURL + ConnectedAppsPath,
			"api_reference_documentation":    cfg.SiteURL + "/docs",
			"errors_documentation":           cfg.SiteURL + "/docs/errors",
			"action_reference_documentation": cfg.SiteURL + "/docs/actions",
		},
	}
}

// keyActions counts the actions of namespace an API key may call.
func keyActions(reg *registry.Registry, namespace string) int {
	n := 0
	if namespace == "" {
		return n
	}
	for _, a := range reg.InNamespace(namespace) {
		if a.AllowedByKey() {
			n++
		}
	}
	return n
}
