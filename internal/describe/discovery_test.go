package describe_test

import (
	"context"
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"

	_ "github.com/tierline/tierline/actions/all"
	"github.com/tierline/tierline/internal/ask"
	"github.com/tierline/tierline/internal/config"
	"github.com/tierline/tierline/internal/describe"
	"github.com/tierline/tierline/registry"
)

func load(t *testing.T, vars map[string]string) config.Config {
	t.Helper()
	cfg, err := config.Load(func(k string) string { return vars[k] })
	if err != nil {
		t.Fatal(err)
	}
	return cfg
}

// split is a configuration whose three addresses all differ.
func split(t *testing.T) config.Config {
	return load(t, map[string]string{
		"TIERLINE_BASE_URL": "https://api.example.com",
		"TIERLINE_SITE_URL": "https://example.com",
		"TIERLINE_MCP_URL":  "https://example.com/agents/mcp",
	})
}

var tools = []describe.MCPTool{
	{Name: "search_casinos", Description: "Search.", InputSchema: map[string]any{"type": "object"}},
	{Name: "player_action", Description: "Act.", InputSchema: map[string]any{"type": "object", "required": []string{"action"}}, NeedsKey: true},
}

func buildDocs(t *testing.T, cfg config.Config, reg *registry.Registry) *describe.Documents {
	t.Helper()
	d, err := describe.Discovery(cfg, reg, tools)
	if err != nil {
		t.Fatalf("Build: %v", err)
	}
	return d
}

// strings lists every string value of a JSON document with its path.
func stringsOf(t *testing.T, raw []byte) map[string]string {
	t.Helper()
	var v any
	if err := json.Unmarshal(raw, &v); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, raw)
	}
	out := map[string]string{}
	var walk func(path string, v any)
	walk = func(path string, v any) {
		switch x := v.(type) {
		case map[string]any:
			for k, c := range x {
				walk(path+"."+k, c)
			}
		case []any:
			for i, c := range x {
				walk(fmt.Sprintf("%s[%d]", path, i), c)
			}
		case string:
			out[path] = x
		}
	}
	walk("", v)
	return out
}

func TestEveryAddressComesFromTheConfiguration(t *testing.T) {
	cfg := split(t)
	d := buildDocs(t, cfg, registry.Default)
	// Addresses outside the configuration that a document may name: the
	// specifications it conforms to.
	external := []string{"https://static.modelcontextprotocol.io/", "https://www.rfc-editor.org/"}
	urlRE := regexp.MustCompile(`^[a-z][a-z0-9+.-]*://`)
	for name, raw := range map[string][]byte{
		"protected resource": d.ProtectedResource, "MCP protected resource": d.MCPProtectedResource,
		"authorization server": d.AuthorizationServer, "api catalog": d.APICatalog, "agents.json": d.Agents,
		"agent card": d.AgentCard, "server card": d.MCPServerCard,
	} {
		checked := 0
		for path, s := range stringsOf(t, raw) {
			if strings.HasPrefix(s, "/") && !strings.Contains(path, "inputSchema") {
				t.Errorf("%s %s is a relative address: %q", name, path, s)
			}
			if !urlRE.MatchString(s) {
				continue
			}
			checked++
			ok := strings.HasPrefix(s, cfg.SiteURL+"/") || s == cfg.SiteURL || strings.HasPrefix(s, cfg.BaseURL+"/") || s == cfg.BaseURL || strings.HasPrefix(s, cfg.MCPURL)
			for _, e := range external {
				ok = ok || strings.HasPrefix(s, e)
			}
			if !ok {
				t.Errorf("%s %s = %q is not under a configured address", name, path, s)
			}
		}
		if checked == 0 {
			t.Errorf("%s names no address at all", name)
		}
	}
	for _, text := range [][]byte{d.LLMs, d.LLMsFull} {
		for _, m := range regexp.MustCompile(`\]\(([^)]*)\)`).FindAllStringSubmatch(string(text), -1) {
			if !strings.HasPrefix(m[1], cfg.SiteURL) && !strings.HasPrefix(m[1], cfg.BaseURL) && !strings.HasPrefix(m[1], cfg.MCPURL) {
				t.Errorf("llms link %q is not under a configured address", m[1])
			}
		}
	}

	var pr describe.ProtectedResource
	_ = json.Unmarshal(d.ProtectedResource, &pr)
	if pr.Resource != "https://api.example.com" {
		t.Errorf("the API's resource = %q, want the base URL", pr.Resource)
	}
	_ = json.Unmarshal(d.MCPProtectedResource, &pr)
	if pr.Resource != cfg.MCPURL {
		t.Errorf("the MCP resource = %q, want %q", pr.Resource, cfg.MCPURL)
	}
	if d.MCPProtectedResourcePath != "/.well-known/oauth-protected-resource/agents/mcp" {
		t.Errorf("MCP metadata path = %q, want the well-known path inserted before /agents/mcp", d.MCPProtectedResourcePath)
	}
	if d.MCPServerCardPath != "/agents/mcp/server-card" {
		t.Errorf("server card path = %q, want {mcp path}/server-card", d.MCPServerCardPath)
	}
}

func TestTheServerCardPathIsOnlyServedForAnMCPURLOnThisServer(t *testing.T) {
	for _, tt := range []struct {
		mcp, want string
	}{
		{"https://example.com/mcp", "/mcp/server-card"},
		{"https://api.example.com/v1/mcp/", "/v1/mcp/server-card"},
		{"https://mcp.elsewhere.com/mcp", ""},
		{"http://example.com/mcp", ""}, // another scheme is another origin
	} {
		cfg := load(t, map[string]string{"TIERLINE_BASE_URL": "https://api.example.com", "TIERLINE_SITE_URL": "https://example.com", "TIERLINE_MCP_URL": tt.mcp})
		if got := buildDocs(t, cfg, registry.New()).MCPServerCardPath; got != tt.want {
			t.Errorf("MCP URL %s: server card served at %q, want %q", tt.mcp, got, tt.want)
		}
	}
}

func TestMetadataURLInsertsTheWellKnownPath(t *testing.T) {
	for in, want := range map[string]string{
		"https://example.com":              "https://example.com/.well-known/oauth-protected-resource",
		"https://example.com/mcp":          "https://example.com/.well-known/oauth-protected-resource/mcp",
		"https://example.com:8443/a/b/":    "https://example.com:8443/.well-known/oauth-protected-resource/a/b",
		"http://localhost:8080/agents/mcp": "http://localhost:8080/.well-known/oauth-protected-resource/agents/mcp",
	} {
		if got := describe.MetadataURL(in); got != want {
			t.Errorf("MetadataURL(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestTheServerCardMeetsTheServerCardSchema(t *testing.T) {
	nameRE := regexp.MustCompile(`^[a-zA-Z0-9.-]+/[a-zA-Z0-9._-]+$`)
	for site, wantName := range map[string]string{
		"https://tierline.example.com": "com.example.tierline/tierline",
		"http://localhost:8080":        "localhost/tierline",
		"http://127.0.0.1:9000":        "1.0.0.127/tierline",
	} {
		cfg := load(t, map[string]string{"TIERLINE_SITE_URL": site})
		var card map[string]any
		if err := json.Unmarshal(buildDocs(t, cfg, registry.Default).MCPServerCard, &card); err != nil {
			t.Fatal(err)
		}
		// SEP-2127: $schema, name, version and description are required,
		// nothing else may sit at the top level.
		allowed := []string{"$schema", "name", "version", "description", "title", "websiteUrl", "repository", "icons", "remotes", "_meta"}
		for k := range card {
			if !slices.Contains(allowed, k) {
				t.Errorf("%s: the card has the top-level key %q, which the schema does not allow", site, k)
			}
		}
		if card["$schema"] != "https://static.modelcontextprotocol.io/schemas/v2/server-card.schema.json" {
			t.Errorf("$schema = %v", card["$schema"])
		}
		if name, _ := card["name"].(string); name != wantName || !nameRE.MatchString(name) || len(name) < 3 || len(name) > 200 {
			t.Errorf("%s: name = %q, want %q matching the reverse-DNS pattern", site, name, wantName)
		}
		if v, _ := card["version"].(string); v != "1.1.0" {
			t.Errorf("version = %q", v)
		}
		if d, _ := card["description"].(string); len(d) < 1 || len(d) > 100 {
			t.Errorf("description has %d characters, want 1 to 100", len(d))
		}
		remotes, _ := card["remotes"].([]any)
		if len(remotes) != 1 {
			t.Fatalf("remotes = %v, want the one streamable-http endpoint", remotes)
		}
		r := remotes[0].(map[string]any)
		if r["type"] != "streamable-http" || r["url"] != cfg.MCPURL {
			t.Errorf("remote = %v, want streamable-http at %s", r, cfg.MCPURL)
		}
		for k := range r {
			if !slices.Contains([]string{"type", "url", "headers", "variables", "supportedProtocolVersions"}, k) {
				t.Errorf("the remote has the key %q, which the schema does not allow", k)
			}
		}
		meta := card["_meta"].(map[string]any)
		listed, _ := meta[describe.MetaTools].([]any)
		if len(listed) != len(tools) {
			t.Fatalf("_meta lists %d tools, want %d", len(listed), len(tools))
		}
		for i, tool := range listed {
			tm := tool.(map[string]any)
			if tm["name"] != tools[i].Name || tm["inputSchema"] == nil || tm["description"] == "" {
				t.Errorf("tool %d = %v, want %s with its input schema", i, tm, tools[i].Name)
			}
		}
		auth := meta[describe.MetaAuthentication].(map[string]any)
		if got := fmt.Sprint(auth["tools_needing_key"]); got != "[player_action]" {
			t.Errorf("tools needing a key = %s, want [player_action]", got)
		}
		if meta[describe.MetaCapabilities].(map[string]any)["tools"] == nil {
			t.Error("the capabilities do not include tools")
		}
	}
}

func TestANewActionAppearsWithoutCode(t *testing.T) {
	type in struct {
		Casino string `json:"casino" validate:"required,max=200"`
	}
	type out struct{}
	reg := registry.New()
	registry.Add(reg, registry.Spec{Namespace: "player", Name: "brand_new", Area: "test", Kind: registry.KindRead, Scope: "tax",
		Summary: "A brand-new action.", Rules: "Whatever it needs."},
		func(context.Context, *registry.Env, *in) (*out, error) { return &out{}, nil })
	cfg := split(t)
	d := buildDocs(t, cfg, reg)
	full := string(d.LLMsFull)
	for _, want := range []string{
		"### POST https://api.example.com/v1/player",
		"#### brand_new\n\nA brand-new action.",
		"- Endpoint: POST https://api.example.com/v1/player",
		"- Scopes: read + tax",
		"- Rules: Whatever it needs.",
		"  - `casino` (string, required): at most 200 characters",
		"- Example: `{\"action\":\"brand_new\",\"casino\":\"Bellagio Hotel and Casino\"}`",
	} {
		if !strings.Contains(full, want) {
			t.Errorf("llms-full.txt lacks %q", want)
		}
	}
	if strings.Contains(string(d.LLMs), "#### brand_new") {
		t.Error("llms.txt lists actions; only llms-full.txt should")
	}
	// The personal skills run actions this registry lacks: the card keeps
	// only the public ones rather than promise what cannot run.
	var card describe.AgentCard
	_ = json.Unmarshal(d.AgentCard, &card)
	var ids []string
	for _, s := range card.Skills {
		ids = append(ids, s.ID)
	}
	if !slices.Equal(ids, []string{ask.FindCasinos, ask.CasinoDetail, ask.TierRequirement, ask.GameFacts, ask.W2GRule, ask.RGHelp, ask.TierMatchPaths}) {
		t.Errorf("skills = %v, want the public ones", ids)
	}
}

func TestLLMsFullListsEveryActionUnderItsEndpoint(t *testing.T) {
	cfg := split(t)
	full := string(buildDocs(t, cfg, registry.Default).LLMsFull)
	sections := strings.Split(full, "\n### POST ")
	byEndpoint := map[string]string{}
	for _, s := range sections[1:] {
		url, rest, _ := strings.Cut(s, "\n")
		byEndpoint[url] = rest
	}
	for _, a := range registry.Default.List() {
		body := byEndpoint[cfg.BaseURL+registry.Path(a.Namespace)]
		if !strings.Contains(body, "\n#### "+a.Name+"\n\n"+a.Summary+"\n") {
			t.Errorf("llms-full.txt does not list %s/%s with its summary under its endpoint", a.Namespace, a.Name)
		}
	}
}

func TestTheLLMsFilesFollowTheFormat(t *testing.T) {
	d := buildDocs(t, split(t), registry.Default)
	linkRE := regexp.MustCompile(`^- \[[^\]]+\]\(https?://[^)\s]+\)(: .+)?$`)
	for name, text := range map[string]string{"llms.txt": string(d.LLMs), "llms-full.txt": string(d.LLMsFull)} {
		lines := strings.Split(text, "\n")
		if lines[0] != "# Tierline" || lines[1] != "" || !strings.HasPrefix(lines[2], "> ") {
			t.Errorf("%s does not open with the H1 title and the blockquote summary: %q", name, lines[:3])
		}
		var sections []string
		inLinks := false
		for _, l := range lines {
			if strings.HasPrefix(l, "## ") {
				sections = append(sections, strings.TrimPrefix(l, "## "))
				inLinks = sections[len(sections)-1] != "Actions"
				continue
			}
			if inLinks && strings.HasPrefix(l, "- ") && !linkRE.MatchString(l) {
				t.Errorf("%s: %q is not a link item", name, l)
			}
		}
		for _, want := range []string{"API", "Endpoints", "Agents", "Authentication", "Optional"} {
			if !slices.Contains(sections, want) {
				t.Errorf("%s lacks the section %q (has %v)", name, want, sections)
			}
		}
	}
}
