package describe

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/tierline/tierline/internal/config"
	"github.com/tierline/tierline/internal/domain/apikeys"
	"github.com/tierline/tierline/registry"
	"github.com/tierline/tierline/scopes"
)

// llms renders /llms.txt (full false) or /llms-full.txt (full true) in the
// llmstxt.org format: an H1 title, a blockquote summary, notes, then
// sections of links. The full file adds every action of the registry with
// its endpoint, summary, scopes, rules and fields.
func llms(cfg config.Config, reg *registry.Registry, tools []MCPTool, full bool) []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, "# %s\n\n> %s\n\n", serviceName, serviceSummary)
	fmt.Fprintf(&b, "The REST API is JSON under %s/v1. Successful reads wrap the payload in `data`; lists add `count`, the number of matches. "+
		"Every error is `{\"error\": {\"code\", \"message\", \"status\", \"docs\"}}`; a bad field's message starts with its name. "+
		"The directory needs no key; everything else needs `Authorization: Bearer %s<64 hex digits>`, a key that only the signed-in account owner "+
		"can create (at %s%s), shown once, with the scopes %s (default `%s`). Agents cannot register themselves.\n\n",
		cfg.BaseURL, apikeys.Prefix, cfg.SiteURL, KeysPagePath, quoted(scopes.Names()), scopes.Default)
	b.WriteString("Every response carries `X-Request-Id` and the rate-limit headers `X-RateLimit-Limit`, `X-RateLimit-Remaining`, `X-RateLimit-Reset`; " +
		"a 429 adds `Retry-After`. Writes take `Idempotency-Key` (a uuid). Do not retry a 400 or 404 unchanged; retry a 5xx after about 1, 2, 4 s.\n\n")

	b.WriteString("## API\n\n")
	link(&b, "OpenAPI 3.1 description", cfg.SiteURL+OpenAPIPath, "every REST endpoint, and one request schema per action")
	link(&b, "API reference", cfg.SiteURL+"/docs", "every endpoint and action with fields, scopes, rules, an example request and answer")
	link(&b, "Action reference", cfg.SiteURL+"/docs/actions", "every action with its fields, rules and an example")
	link(&b, "Errors", cfg.SiteURL+"/docs/errors", "every error code, its status and what to do")
	if !full {
		link(&b, "Every action, in this format", cfg.SiteURL+LLMsFullPath, "this file plus every action with its endpoint, scopes and fields")
	}
	b.WriteString("\n## Endpoints\n\n")
	for _, rt := range registry.Routes() {
		if rt.Namespace != "" {
			link(&b, "POST "+rt.Path, cfg.BaseURL+rt.Path,
				fmt.Sprintf("%s %d actions; body {\"action\": name, ...fields}", rt.Summary, keyActions(reg, rt.Namespace)))
			continue
		}
		base := cfg.BaseURL
		if rt.OnSite {
			base = cfg.SiteURL
		}
		note := rt.Summary
		if len(rt.Query) > 0 {
			var names []string
			for _, p := range rt.Query {
				names = append(names, p.Name)
			}
			note += "; query: " + strings.Join(names, ", ")
		}
		switch rt.Auth {
		case registry.Key:
			note += "; needs a key with read"
		case registry.Public:
			note += "; no key"
		}
		link(&b, rt.Method+" "+rt.Path, base+rt.Path, note)
	}

	b.WriteString("\n## Agents\n\n")
	var toolNames []string
	for _, t := range tools {
		toolNames = append(toolNames, t.Name)
	}
	link(&b, "MCP server", cfg.MCPURL, "Streamable HTTP; tools "+strings.Join(toolNames, ", ")+"; player_action needs an API key or an OAuth access token in the Authorization header (its 401 starts the MCP authorization flow)")
	link(&b, "Ask", cfg.SiteURL+AskPath, "POST {\"query\": \"...\", \"limit\": n}; Accept: text/event-stream streams intent, result, answer and done events")
	link(&b, "A2A agent card", cfg.SiteURL+AgentCardPath, "the A2A JSON-RPC agent at "+cfg.SiteURL+A2APath+", answering with /ask")
	link(&b, "MCP server card", cfg.SiteURL+MCPServerCardPath, "the MCP server's identity, transport and tools")
	link(&b, "Agent discovery file", cfg.SiteURL+AgentsPath, "every surface and how to authenticate, in one JSON document")

	b.WriteString("\n## Authentication\n\n")
	link(&b, "Protected resource metadata", cfg.SiteURL+ProtectedResourcePath, "RFC 9728; where every 401's WWW-Authenticate points")
	link(&b, "Authorization server metadata", cfg.SiteURL+AuthorizationServerPath, "RFC 8414: OAuth 2.1 with PKCE for MCP clients and apps; agent_auth says both ways in")
	link(&b, "Developer settings: API keys", cfg.SiteURL+KeysPagePath, "where the signed-in owner creates and revokes keys")
	link(&b, "Connected apps", cfg.SiteURL+ConnectedAppsPath, "where the signed-in owner sees and disconnects the apps allowed through OAuth")

	b.WriteString("\n## Optional\n\n")
	link(&b, "API catalog", cfg.SiteURL+APICatalogPath, "RFC 9727 linkset")
	link(&b, "Liveness", cfg.BaseURL+"/healthz", "")
	link(&b, "Readiness", cfg.BaseURL+"/readyz", "")

	if full {
		writeActions(&b, cfg, reg)
	}
	return b.Bytes()
}

func link(b *bytes.Buffer, title, url, note string) {
	fmt.Fprintf(b, "- [%s](%s)", title, url)
	if note != "" {
		fmt.Fprintf(b, ": %s", note)
	}
	b.WriteString("\n")
}

func quoted(names []string) string {
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = "`" + n + "`"
	}
	return strings.Join(out, ", ")
}

// writeActions lists every action of the registry, by endpoint.
func writeActions(b *bytes.Buffer, cfg config.Config, reg *registry.Registry) {
	b.WriteString("\n## Actions\n\n")
	b.WriteString("Call an action with POST and a JSON object holding `action` and the action's fields side by side. " +
		"A success answers `{\"data\": {\"success\": true, ...}, \"error\": null}`. Actions that change data run in one transaction " +
		"and honour `Idempotency-Key`. List actions take `limit` (default 50, at most 200) and `offset` and return `count`.\n")
	for _, ns := range reg.Namespaces() {
		url := cfg.BaseURL + registry.Path(ns)
		fmt.Fprintf(b, "\n### POST %s\n\n", url)
		if ep, ok := registry.ActionRoute(ns); ok {
			fmt.Fprintf(b, "%s\n", ep.Summary)
		}
		for _, a := range reg.InNamespace(ns) {
			fmt.Fprintf(b, "\n#### %s\n\n%s\n\n", a.Name, a.Summary)
			fmt.Fprintf(b, "- Endpoint: POST %s\n", url)
			if a.AllowedByKey() {
				fmt.Fprintf(b, "- Scopes: %s\n", strings.ReplaceAll(a.RequiredScopes().String(), ",", " + "))
			} else {
				b.WriteString("- Scopes: never available through an API key (403); the account owner does this on the site\n")
			}
			if a.ChangesData() {
				b.WriteString("- Changes data: yes; honours Idempotency-Key\n")
			}
			if a.Deprecated != nil {
				fmt.Fprintf(b, "- Deprecated since %s; removed after %s", a.Deprecated.Since.UTC().Format("2006-01-02"), a.Deprecated.Sunset.UTC().Format("2006-01-02"))
				if a.Deprecated.Use != "" {
					fmt.Fprintf(b, "; use %s instead", a.Deprecated.Use)
				}
				b.WriteString("\n")
			}
			if a.Rules != "" {
				fmt.Fprintf(b, "- Rules: %s\n", oneLine(a.Rules))
			}
			s := a.InputSchema()
			if s.Properties.Len() == 0 {
				b.WriteString("- Fields: none besides action\n")
			} else {
				b.WriteString("- Fields:\n")
				for p := s.Properties.Oldest(); p != nil; p = p.Next() {
					line := fmt.Sprintf("  - `%s` (%s", p.Key, registry.TypeOf(p.Value))
					if slices.Contains(s.Required, p.Key) {
						line += ", required"
					}
					line += ")"
					if c := registry.Constraints(p.Value); c != "" {
						line += ": " + c
					}
					b.WriteString(line + "\n")
				}
			}
			if a.AllowedByKey() {
				ex, _ := json.Marshal(a.ExampleRequest())
				fmt.Fprintf(b, "- Example: `%s`\n", ex)
			}
		}
	}
}

func oneLine(s string) string {
	return strings.Join(strings.Fields(s), " ")
}
