package describe

import (
	"net/url"
	"slices"
	"strings"

	"github.com/tierline/tierline/internal/config"
	"github.com/tierline/tierline/internal/domain/apikeys"
)

// The MCP server card. The server-card proposal (SEP-1649) was continued
// and finalised as SEP-2127, whose schema is strict: $schema, name
// (reverse-DNS, one slash), version and description (at most 100
// characters) are required, the transport is given in remotes, and
// nothing else may sit at the top level. What SEP-1649 also listed
// (capabilities, the tools with their input schemas, authentication) is
// kept, under the card's _meta extension point in Tierline's namespace, so
// a strict validator accepts the card and an agent still sees every tool.

// ServerCard is an MCP server card (SEP-2127).
type ServerCard struct {
	Schema      string         `json:"$schema"`
	Name        string         `json:"name"`
	Version     string         `json:"version"`
	Description string         `json:"description"`
	Title       string         `json:"title,omitempty"`
	WebsiteURL  string         `json:"websiteUrl,omitempty"`
	Remotes     []Remote       `json:"remotes"`
	Meta        map[string]any `json:"_meta,omitempty"`
}

// Remote is how to connect to the server over HTTP.
type Remote struct {
	Type    string          `json:"type"`
	URL     string          `json:"url"`
	Headers []KeyValueInput `json:"headers,omitempty"`
}

// KeyValueInput describes a header the client may send.
type KeyValueInput struct {
	Name        string `json:"name"`
	Description string `json:"description,omitempty"`
	IsRequired  bool   `json:"isRequired"`
	IsSecret    bool   `json:"isSecret"`
	Placeholder string `json:"placeholder,omitempty"`
}

// The _meta keys (Tierline's namespace; MCP reserves its own).
const (
	MetaCapabilities   = "tierline/capabilities"
	MetaTools          = "tierline/tools"
	MetaAuthentication = "tierline/authentication"
)

// serverName is the reverse-DNS name of the site's host plus /tierline
// (tierline.example.com gives com.example.tierline/tierline).
func serverName(siteURL string) string {
	host := "localhost"
	if u, err := url.Parse(siteURL); err == nil && u.Hostname() != "" {
		host = u.Hostname()
	}
	labels := strings.Split(strings.Trim(host, "."), ".")
	slices.Reverse(labels)
	return strings.Join(labels, ".") + "/tierline"
}

func serverCard(cfg config.Config, tools []MCPTool) ServerCard {
	var needKey []string
	toolList := make([]MCPTool, 0, len(tools))
	for _, t := range tools {
		toolList = append(toolList, t)
		if t.NeedsKey {
			needKey = append(needKey, t.Name)
		}
	}
	return ServerCard{
		Schema:      ServerCardSchema,
		Name:        serverName(cfg.SiteURL),
		Version:     Version,
		Description: shortDescription,
		Title:       serviceName,
		WebsiteURL:  cfg.SiteURL,
		Remotes: []Remote{{
			Type: "streamable-http",
			URL:  cfg.MCPURL,
			Headers: []KeyValueInput{{
				Name:        "Authorization",
				Description: "Bearer and the player's API key or OAuth access token; needed only by the tools that act for a player (" + strings.Join(needKey, ", ") + "). An MCP client gets a token through OAuth (the 401 names the protected resource metadata).",
				IsRequired:  false,
				IsSecret:    true,
				Placeholder: "Bearer " + apikeys.Prefix + "<64 hex digits>",
			}},
		}},
		Meta: map[string]any{
			MetaCapabilities: map[string]any{"tools": map[string]any{}},
			MetaTools:        toolList,
			MetaAuthentication: map[string]any{
				"required":                    false,
				"schemes":                     []string{"bearer"},
				"tools_needing_key":           needKey,
				"protected_resource_metadata": MetadataURL(cfg.MCPURL),
				"oauth":                       true,
				"authorization_server":        cfg.SiteURL,
				"description": "The directory tools need no key. " + strings.Join(needKey, ", ") + " runs with the API key or the OAuth access token " +
					"sent as Authorization: Bearer on the MCP requests, and its scopes. Without one, calling it is an HTTP 401 that starts the MCP " +
					"authorization flow: OAuth 2.1 with PKCE, dynamic registration or a client ID metadata document, and the owner's consent on the site.",
			},
		},
	}
}

// MetadataURL is where the protected resource metadata of resource lives:
// the well-known path inserted between its host and its path (RFC 9728,
// section 3.1).
func MetadataURL(resource string) string {
	u, err := url.Parse(resource)
	if err != nil {
		return ""
	}
	u.Path = ProtectedResourcePath + strings.TrimRight(u.Path, "/")
	u.RawPath = ""
	return u.String()
}
