package transport

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"sort"
	"strconv"
	"strings"

	"github.com/gorilla/mux"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/tierline/tierline/internal/describe"
	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/registry"
)

// The MCP server: four tools over the same code as the REST API. Each tool
// call is answered by running the REST handler in process (same
// validation, same JSON), so an MCP client and a REST client always see
// the same data; structuredContent carries that JSON.

// mcpPath is where the MCP server listens on this server: the path of
// TIERLINE_MCP_URL (default /mcp).
func (s *Server) mcpPath() string {
	u, err := url.Parse(s.cfg.MCPURL)
	if err != nil || u.Path == "" {
		return "/mcp"
	}
	return u.Path
}

// mcpHandler is the Streamable HTTP endpoint, stateless (every POST stands
// alone, so any instance can answer it), with Origin checking against
// cross-site browser requests and proxy buffering turned off for SSE.
func (s *Server) mcpHandler() http.Handler {
	server := mcp.NewServer(&mcp.Implementation{Name: "tierline", Title: "Tierline", Version: APIVersion}, &mcp.ServerOptions{
		Instructions: "Tierline: a U.S. casino directory with rewards programs and tier ladders (no key needed), " +
			"and a player's own casino-loyalty records through player_action (send the player's API key as " +
			"Authorization: Bearer <key>).",
	})
	for _, t := range s.mcpTools() {
		server.AddTool(t.tool, t.handler)
	}
	h := mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return server },
		&mcp.StreamableHTTPOptions{Stateless: true})
	protected := http.NewCrossOriginProtection().Handler(h)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("X-Accel-Buffering", "no")
		protected.ServeHTTP(w, r)
	})
}

// APIVersion is the version of the API description (OpenAPI info.version,
// the MCP server's version): one constant, the openapi package's.
const APIVersion = describe.Version

type mcpTool struct {
	tool    *mcp.Tool
	handler mcp.ToolHandler
}

// schema is a JSON Schema object literal.
type schema = map[string]any

func (s *Server) mcpTools() []mcpTool {
	readOnly := &mcp.ToolAnnotations{ReadOnlyHint: true, OpenWorldHint: ptr(false)}
	return []mcpTool{
		{&mcp.Tool{
			Name:        "search_casinos",
			Title:       "Search U.S. casinos",
			Description: "Search the directory of U.S. casinos by name, state, type and whether they have a rewards program. Same results as GET /v1/casinos. No key needed.",
			Annotations: readOnly,
			InputSchema: schema{"type": "object", "properties": schema{
				"q":           schema{"type": "string", "maxLength": maxSearchLen, "description": "part of the casino's name, any case"},
				"state":       schema{"type": "string", "minLength": 2, "maxLength": 2, "description": "two-letter state code, e.g. NV"},
				"type":        schema{"type": "string", "enum": []string{"commercial", "tribal", "racino", "others"}},
				"has_rewards": schema{"type": "boolean"},
				"limit":       schema{"type": "integer", "minimum": 1, "maximum": casinoLimitMax, "default": casinoLimitDefault},
				"offset":      schema{"type": "integer", "minimum": 0, "default": 0},
			}},
		}, s.restTool(s.listCasinos, "/v1/casinos", nil)},
		{&mcp.Tool{
			Name:        "get_casino",
			Title:       "One casino with its rewards program and tier ladder",
			Description: "A casino by slug (from search_casinos), with its rewards program and tier ladder. Same result as GET /v1/casinos/{slug}. No key needed.",
			Annotations: readOnly,
			InputSchema: schema{"type": "object", "required": []string{"slug"}, "properties": schema{
				"slug": schema{"type": "string", "description": "e.g. bellagio-hotel-and-casino-nv-c859bf1d"},
			}},
		}, s.restTool(s.getCasino, "/v1/casinos/{slug}", []string{"slug"})},
		{&mcp.Tool{
			Name:        "list_rewards_programs",
			Title:       "Casino rewards programs",
			Description: "List casino rewards programs, optionally by a search term or brand. Same results as GET /v1/rewards-programs. No key needed.",
			Annotations: readOnly,
			InputSchema: schema{"type": "object", "properties": schema{
				"search": schema{"type": "string", "maxLength": maxSearchLen},
				"brand":  schema{"type": "string", "maxLength": maxSearchLen},
				"limit":  schema{"type": "integer", "minimum": 1, "maximum": programLimitMax, "default": programLimitDefault},
			}},
		}, s.restTool(s.listPrograms, "/v1/rewards-programs", nil)},
		s.playerActionTool(),
	}
}

func ptr[T any](v T) *T { return &v }

// restTool answers a tool call by running a REST GET handler: arguments
// named in pathVars fill the route's path variables, the others become
// query parameters.
func (s *Server) restTool(h func(http.ResponseWriter, *http.Request) error, route string, pathVars []string) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		args, err := toolArgs(req)
		if err != nil {
			return toolError(err), nil
		}
		vars := map[string]string{}
		q := url.Values{}
		path := route
		for k, v := range args {
			text := argText(v)
			if contains(pathVars, k) {
				vars[k] = text
				path = strings.ReplaceAll(path, "{"+k+"}", url.PathEscape(text))
				continue
			}
			q.Set(k, text)
		}
		for _, k := range pathVars {
			if vars[k] == "" {
				return toolError(domain.Invalid(k, "is required")), nil
			}
		}
		r := httptest.NewRequestWithContext(ctx, http.MethodGet, path+"?"+q.Encode(), nil)
		r = mux.SetURLVars(r, vars)
		rec := httptest.NewRecorder()
		s.handle(h).ServeHTTP(rec, r)
		return toolResult(rec), nil
	}
}

// playerActionTool runs any player action through POST /v1/player's own
// pipeline, with the caller's key (from the MCP request's Authorization
// header) and its scopes.
func (s *Server) playerActionTool() mcpTool {
	var names []string
	var lines []string
	for _, a := range s.reg.InNamespace("player") {
		if !a.AllowedByKey() {
			continue
		}
		names = append(names, a.Name)
		lines = append(lines, fmt.Sprintf("- %s (%s): %s", a.Name, a.RequiredScopes(), a.Summary))
	}
	sort.Strings(names)
	desc := "Run one of the player's actions (POST /v1/player), with the API key sent as Authorization: Bearer <key> " +
		"on the MCP requests. params holds the action's fields; the answer is the action's JSON. The key's scopes " +
		"apply (read, write, tax, host). Actions, with the scopes they need:\n" + strings.Join(lines, "\n")
	ep, _ := registry.EndpointFor("player")
	pipeline := s.actionEndpoint(ep)
	handler := func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		args, err := toolArgs(req)
		if err != nil {
			return toolError(err), nil
		}
		name, _ := args["action"].(string)
		body := map[string]any{"action": args["action"]}
		if params, ok := args["params"]; ok && params != nil {
			fields, ok := params.(map[string]any)
			if !ok {
				return toolError(domain.Invalid("params", "must be an object of the action's fields")), nil
			}
			for k, v := range fields {
				if k != "action" {
					body[k] = v
				}
			}
		}
		header := ""
		if req.Extra != nil && req.Extra.Header != nil {
			header = req.Extra.Header.Get("Authorization")
		}
		p, err := s.authenticateHeader(ctx, header)
		if err != nil {
			return toolError(err), nil
		}
		if p == nil {
			need := "read or write"
			if a, ok := s.reg.Lookup("player", name); ok && a.AllowedByKey() {
				need = quoteScopes(a.RequiredScopes())
			}
			return toolError(domain.Errorf(domain.EUNAUTHORIZED,
				"player_action needs an API key with the scope %s: send Authorization: Bearer <key> with the MCP requests.", need)), nil
		}
		raw, err := json.Marshal(body)
		if err != nil {
			return toolError(err), nil
		}
		r := httptest.NewRequestWithContext(context.WithValue(ctx, principalKey, p), http.MethodPost, "/v1/player", strings.NewReader(string(raw)))
		rec := httptest.NewRecorder()
		pipeline.ServeHTTP(rec, r)
		return toolResult(rec), nil
	}
	return mcpTool{&mcp.Tool{
		Name:        "player_action",
		Title:       "Run a player action",
		Description: desc,
		InputSchema: schema{"type": "object", "required": []string{"action"}, "properties": schema{
			"action": schema{"type": "string", "enum": names},
			"params": schema{"type": "object", "description": "the action's fields, e.g. {\"casino_name\": \"Bellagio Hotel and Casino\"}; see tierline actions show NAME or the API reference"},
		}},
	}, handler}
}

func toolArgs(req *mcp.CallToolRequest) (map[string]any, error) {
	args := map[string]any{}
	if req.Params == nil || len(req.Params.Arguments) == 0 {
		return args, nil
	}
	dec := json.NewDecoder(strings.NewReader(string(req.Params.Arguments)))
	dec.UseNumber()
	if err := dec.Decode(&args); err != nil {
		return nil, domain.Invalid("arguments", "must be a JSON object")
	}
	return args, nil
}

// argText is a tool argument as a query parameter value.
func argText(v any) string {
	switch x := v.(type) {
	case string:
		return x
	case json.Number:
		return x.String()
	case bool:
		return strconv.FormatBool(x)
	case nil:
		return ""
	default:
		b, _ := json.Marshal(x)
		return string(b)
	}
}

func contains(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}

// toolResult turns a recorded REST answer into a tool result: the JSON as
// structured content, an error result for any 4xx or 5xx.
func toolResult(rec *httptest.ResponseRecorder) *mcp.CallToolResult {
	var body any
	if err := json.Unmarshal(rec.Body.Bytes(), &body); err != nil {
		body = map[string]any{"text": rec.Body.String()}
	}
	res := &mcp.CallToolResult{
		Content:           []mcp.Content{&mcp.TextContent{Text: rec.Body.String()}},
		StructuredContent: body,
	}
	if rec.Code >= 400 {
		res.IsError = true
		if m, ok := body.(map[string]any); ok {
			if e, ok := m["error"].(map[string]any); ok {
				res.Content = []mcp.Content{&mcp.TextContent{Text: fmt.Sprintf("%v (%v): %v", e["code"], e["status"], e["message"])}}
			}
		}
	}
	return res
}

// toolError is a tool error result for err, shaped like the API's error
// object.
func toolError(err error) *mcp.CallToolResult {
	code := domain.ErrorCode(err)
	status := domain.HTTPStatus(code)
	msg := domain.ErrorMessage(err)
	return &mcp.CallToolResult{
		IsError: true,
		Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprintf("%s (%d): %s", code, status, msg)}},
		StructuredContent: map[string]any{"error": map[string]any{
			"code": code, "message": msg, "status": status,
		}},
	}
}
