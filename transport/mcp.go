package transport

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"sort"
	"strconv"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/auth"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/tierline/tierline/internal/describe"
	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/registry"
	"github.com/tierline/tierline/scopes"
)

// The MCP server: four tools over the same code as the REST API. The
// directory tools run the directory queries the REST handlers run, and
// player_action runs the dispatcher as the request's caller, so an MCP
// client and a REST client see the same checks and the same JSON;
// structuredContent carries that JSON.

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
// cross-site browser requests and proxy buffering turned off for SSE. The
// caller the request was authenticated as (once, by identify) reaches the
// tools as the request's TokenInfo, the SDK's way of passing it on.
func (s *Server) mcpHandler() http.Handler {
	server := mcp.NewServer(&mcp.Implementation{Name: "tierline", Title: "Tierline", Version: APIVersion}, &mcp.ServerOptions{
		Instructions: "Tierline: a U.S. casino directory with rewards programs and tier ladders (no key needed), " +
			"and a player's own casino-loyalty records through player_action, with the player's API key or an OAuth " +
			"access token (the player allows the app on Tierline's consent page) as Authorization: Bearer.",
	})
	for _, t := range s.mcpTools() {
		server.AddTool(t.tool, t.handler)
	}
	h := mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return server },
		&mcp.StreamableHTTPOptions{Stateless: true})
	authenticated := auth.RequireBearerToken(func(_ context.Context, _ string, r *http.Request) (*auth.TokenInfo, error) {
		p := principalOf(r.Context())
		if p == nil {
			return nil, auth.ErrInvalidToken
		}
		info := &auth.TokenInfo{UserID: p.Account.ID.String(), Extra: map[string]any{callerInfo: p.caller()}}
		for _, sc := range p.Scopes {
			info.Scopes = append(info.Scopes, string(sc))
		}
		return info, nil
	}, &auth.RequireBearerTokenOptions{AllowMissingExpiration: true})(h)
	protected := http.NewCrossOriginProtection()
	anonymous, keyed := protected.Handler(h), protected.Handler(authenticated)
	direct := s.directTools()
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("X-Accel-Buffering", "no")
		id := nullID
		if r.Method == http.MethodPost {
			// The body limit of every surface (the SDK's own is larger,
			// and answers in plain text).
			raw, err := readBody(w, r, registry.MaxBody, "1 MiB")
			if err != nil {
				s.writeError(w, r, err)
				return
			}
			var rerr *rpcError
			var msg map[string]json.RawMessage
			if id, msg, rerr = checkMCPMessage(raw); rerr != nil {
				writeRPCStatus(w, http.StatusBadRequest, rpcResponse{ID: id, Error: rerr})
				return
			}
			// A directory tool is answered without the SDK (mcp_direct.go),
			// once the origin check the SDK's path runs has passed.
			if protected.Check(r) == nil && s.serveDirectToolCall(w, r, msg, direct) {
				return
			}
			if err := s.authorizeToolCall(r.Context(), raw); err != nil {
				s.writeError(w, r, err)
				return
			}
			r.Body = io.NopCloser(bytes.NewReader(raw))
		}
		rw := &mcpErrorWriter{ResponseWriter: w, id: id}
		defer rw.finish(s, r)
		if principalOf(r.Context()) != nil {
			keyed.ServeHTTP(rw, r)
			return
		}
		anonymous.ServeHTTP(rw, r)
	})
}

// authorizeToolCall answers, at the HTTP level, a call of player_action
// that cannot run for the request's caller: without a credential a 401
// whose challenge names the protected resource metadata and the scope the
// action needs, and with a credential lacking a scope a 403
// insufficient_scope naming the scopes to ask for. That is how an MCP
// client learns it must authorize (MCP authorization: the client starts
// OAuth on a 401, and steps up on a 403), which a tool error could not
// tell it. The directory tools, and everything else, need no credential.
func (s *Server) authorizeToolCall(ctx context.Context, raw []byte) error {
	var msg struct {
		Method string `json:"method"`
		Params struct {
			Name      string `json:"name"`
			Arguments struct {
				Action any `json:"action"`
			} `json:"arguments"`
		} `json:"params"`
	}
	if json.Unmarshal(raw, &msg) != nil || msg.Method != "tools/call" || msg.Params.Name != "player_action" {
		return nil // a batch, another method or tool: answered as it is
	}
	name, _ := msg.Params.Arguments.Action.(string)
	act, ok := s.reg.Lookup("player", name)
	if ok && !act.AllowedByKey() {
		return nil // the tool's error says such an action never runs here
	}
	caller := callerOf(ctx)
	if caller.Anonymous() {
		need := scopes.Set{scopes.Read}
		what := "an action"
		if ok {
			need, what = act.RequiredScopes(), fmt.Sprintf("the action %q", name)
		}
		err := domain.Errorf(domain.EUNAUTHORIZED,
			"player_action runs %s for a player: send an API key or an OAuth access token with the scope %s as Authorization: Bearer. "+
				"An MCP client gets a token through OAuth: the protected resource metadata in WWW-Authenticate names the authorization server.",
			what, registry.QuoteScopes(need))
		err.Scope = need.Spaced()
		return err
	}
	if !ok {
		return nil // the tool's error names the unknown action
	}
	if err := registry.RequireScopes(caller, act.RequiredScopes()); err != nil {
		return err
	}
	return nil
}

// checkMCPMessage checks the JSON-RPC 2.0 envelope of an MCP POST body
// (one message, or a batch of them), as readRPC does for A2A: malformed
// JSON is a parse error (-32700), anything else that is not a message an
// invalid request (-32600). The SDK would answer both in plain text. It
// returns the id of a single message, for the answer, and its members
// (nil for a batch).
func checkMCPMessage(raw []byte) (json.RawMessage, map[string]json.RawMessage, *rpcError) {
	if !json.Valid(raw) {
		return nullID, nil, &rpcError{Code: rpcParseError, Message: "Parse error: the body is not valid JSON"}
	}
	trimmed := bytes.TrimSpace(raw)
	if len(trimmed) > 0 && trimmed[0] == '[' {
		var batch []json.RawMessage
		if err := json.Unmarshal(trimmed, &batch); err != nil || len(batch) == 0 {
			return nullID, nil, &rpcError{Code: rpcInvalidRequest, Message: "Invalid request: an empty batch"}
		}
		for _, m := range batch {
			if _, _, rerr := checkOneMCPMessage(m); rerr != nil {
				return nullID, nil, rerr
			}
		}
		return nullID, nil, nil
	}
	return checkOneMCPMessage(trimmed)
}

// checkOneMCPMessage checks one JSON-RPC message: a request or
// notification (a method), or a response to the server (an id with a
// result or an error). MCP ids are strings or numbers, never null. It
// returns the id and the message's members.
func checkOneMCPMessage(raw json.RawMessage) (json.RawMessage, map[string]json.RawMessage, *rpcError) {
	invalid := func(id json.RawMessage, msg string) (json.RawMessage, map[string]json.RawMessage, *rpcError) {
		return id, nil, &rpcError{Code: rpcInvalidRequest, Message: "Invalid request: " + msg}
	}
	// raw is valid JSON (checkMCPMessage checked the body): its members
	// are cut out by position, and a name sent twice is refused.
	fields, err := registry.ParseObject(raw)
	if err != nil {
		return invalid(nullID, "a message must be a JSON-RPC 2.0 object, each member once")
	}
	id := nullID
	if v, ok := fields["id"]; ok {
		if len(v) == 0 || (v[0] != '"' && v[0] != '-' && (v[0] < '0' || v[0] > '9')) {
			return invalid(nullID, "id must be a string or a number")
		}
		id = v
	}
	if version, ok := jsonString(fields["jsonrpc"]); !ok || version != "2.0" {
		return invalid(id, `jsonrpc must be "2.0"`)
	}
	method, isRequest := fields["method"]
	if !isRequest {
		_, hasResult := fields["result"]
		_, hasError := fields["error"]
		if bytes.Equal(id, nullID) || hasResult == hasError {
			return invalid(id, "a message needs a method (a request), or an id with a result or an error (a response)")
		}
		return id, fields, nil
	}
	if name, ok := jsonString(method); !ok || name == "" {
		return invalid(id, "method must be a non-empty string")
	}
	if p, ok := fields["params"]; ok && !bytes.Equal(p, nullID) {
		if len(p) == 0 || (p[0] != '{' && p[0] != '[') {
			return invalid(id, "params must be an object")
		}
	}
	return id, fields, nil
}

// jsonString is the string a (valid) JSON value holds; false when it
// holds something else.
func jsonString(v json.RawMessage) (string, bool) {
	if len(v) < 2 || v[0] != '"' {
		return "", false
	}
	if inner := v[1 : len(v)-1]; bytes.IndexByte(inner, '\\') < 0 {
		return string(inner), true
	}
	var s string
	err := json.Unmarshal(v, &s)
	return s, err == nil
}

// mcpErrorWriter turns the SDK's plain-text protocol errors into JSON: a
// 400 or 415 becomes a JSON-RPC error (-32601 for a method the server does
// not have, -32600 otherwise) carrying the request's id, and a 405 the
// API's method_not_allowed error object. Everything else passes through,
// flushes included (SSE).
type mcpErrorWriter struct {
	http.ResponseWriter
	id       json.RawMessage
	status   int           // the plain-text error being held back, or 0
	held     *bytes.Buffer // its text
	answered bool
}

// sdkNotHandled starts the SDK's text for a method it has no handler for
// (jsonrpc2.ErrNotHandled).
const sdkNotHandled = "JSON RPC not handled"

func (w *mcpErrorWriter) WriteHeader(status int) {
	if !w.answered && w.held == nil && (status == http.StatusBadRequest || status == http.StatusUnsupportedMediaType ||
		status == http.StatusMethodNotAllowed) && strings.HasPrefix(w.Header().Get("Content-Type"), "text/plain") {
		w.status, w.held = status, &bytes.Buffer{}
		return
	}
	w.answered = true
	w.ResponseWriter.WriteHeader(status)
}

func (w *mcpErrorWriter) Write(b []byte) (int, error) {
	if w.held != nil {
		return w.held.Write(b)
	}
	w.answered = true
	return w.ResponseWriter.Write(b)
}

// FlushError flushes what passes through (http.ResponseController finds
// it first).
func (w *mcpErrorWriter) FlushError() error {
	if w.held != nil {
		return nil
	}
	return http.NewResponseController(w.ResponseWriter).Flush()
}

// Unwrap lets http.ResponseController reach deadlines.
func (w *mcpErrorWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// finish writes the held-back error, as JSON.
func (w *mcpErrorWriter) finish(s *Server, r *http.Request) {
	if w.held == nil {
		return
	}
	text := strings.TrimSpace(w.held.String())
	h := w.ResponseWriter.Header()
	h.Del("Content-Type")
	h.Del("X-Content-Type-Options")
	if w.status == http.StatusMethodNotAllowed {
		s.writeErrorCode(w.ResponseWriter, domain.EMETHODNOTALLOWED, r.Method+" is not allowed on "+r.URL.Path+"; allowed: POST.")
		return
	}
	rerr := &rpcError{Code: rpcInvalidRequest, Message: "Invalid request: " + text}
	if strings.HasPrefix(text, sdkNotHandled) {
		rerr = &rpcError{Code: rpcMethodNotFound, Message: "Method not found: " + strings.TrimSpace(strings.TrimPrefix(text, sdkNotHandled+":"))}
	}
	writeRPCStatus(w.ResponseWriter, w.status, rpcResponse{ID: w.id, Error: rerr})
}

// callerInfo is the TokenInfo.Extra entry holding the registry.Caller.
const callerInfo = "tierline.caller"

// toolCaller is who a tool call runs for: the caller of the HTTP request
// that carried it, anonymous without a key.
func toolCaller(req *mcp.CallToolRequest) registry.Caller {
	if req.Extra == nil || req.Extra.TokenInfo == nil {
		return registry.Caller{}
	}
	c, _ := req.Extra.TokenInfo.Extra[callerInfo].(registry.Caller)
	return c
}

// APIVersion is the version of the API description (OpenAPI info.version,
// the MCP server's version): one constant, the describe package's.
const APIVersion = describe.Version

type mcpTool struct {
	tool    *mcp.Tool
	handler mcp.ToolHandler
}

// schema is a JSON Schema object literal.
type schema = map[string]any

func (s *Server) mcpTools() []mcpTool {
	readOnly := &mcp.ToolAnnotations{ReadOnlyHint: true, OpenWorldHint: new(false)}
	queries := s.directoryQueries()
	return []mcpTool{
		{&mcp.Tool{
			Name:        "search_casinos",
			Title:       "Search U.S. casinos",
			Description: "Search the directory of U.S. casinos by name, brand or tribal nation (q: part of any of them, such as \"Chickasaw Nation\"), state, type, whether they have a rewards program or a hotel, the rewards program they are part of (program: its name, such as \"Bally Rewards\", or its id; a program's casinos are found whatever their names), and by place (near a \"lat,lon\" point, a directory city such as \"Las Vegas, NV\" or one of the 1,000 largest U.S. cities of a list embedded in the service such as \"Dallas, TX\", within radius_km; nearest first, with distance_km). Same results as GET /v1/casinos. No key needed.",
			Annotations: readOnly,
			InputSchema: routeSchema("searchCasinos"),
		}, s.queryTool(queries["/v1/casinos"])},
		{&mcp.Tool{
			Name:        "get_casino",
			Title:       "One casino with its rewards program and tier ladder",
			Description: "A casino by slug (from search_casinos), with its rewards program and tier ladder. Same result as GET /v1/casinos/{slug}. No key needed.",
			Annotations: readOnly,
			InputSchema: routeSchema("getCasino"),
		}, s.queryTool(queries["/v1/casinos/{slug}"])},
		{&mcp.Tool{
			Name:        "list_rewards_programs",
			Title:       "Casino rewards programs",
			Description: "List casino rewards programs, optionally by a search term or brand. Same results as GET /v1/rewards-programs. No key needed.",
			Annotations: readOnly,
			InputSchema: routeSchema("listRewardsPrograms"),
		}, s.queryTool(queries["/v1/rewards-programs"])},
		s.playerActionTool(),
	}
}

// routeSchema is the input schema of a tool that answers a REST route: one
// property per path or query parameter, as the route table declares it.
func routeSchema(operationID string) schema {
	props := schema{}
	var required []string
	for _, rt := range registry.Routes() {
		if rt.OperationID != operationID {
			continue
		}
		for _, p := range append(append([]registry.Param{}, rt.PathParams...), rt.Query...) {
			prop := schema{"description": p.Description}
			for _, k := range p.Schema.Keys() {
				prop[k], _ = p.Schema.Get(k)
			}
			props[p.Name] = prop
			if p.Required {
				required = append(required, p.Name)
			}
		}
	}
	out := schema{"type": "object", "properties": props}
	if len(required) > 0 {
		out["required"] = required
	}
	return out
}

// queryTool answers a tool call by running a directory query with the
// arguments as its parameters.
func (s *Server) queryTool(q directoryQuery) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		args, err := toolArgs(req)
		if err != nil {
			return s.toolError(ctx, err), nil
		}
		values := url.Values{}
		for k, v := range args {
			values.Set(k, argText(v))
		}
		body, err := q(ctx, values)
		if err != nil {
			return s.toolError(ctx, err), nil
		}
		raw, err := eventJSON(body)
		if err != nil {
			return s.toolError(ctx, err), nil
		}
		return toolResult(raw), nil
	}
}

// playerActionTool runs any player action through the dispatcher, as the
// caller of the MCP request (its Authorization header's key) with its
// scopes.
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
	desc := "Run one of the player's actions (POST /v1/player), with the player's API key or OAuth access token sent as " +
		"Authorization: Bearer on the MCP requests (without one the call is an HTTP 401 that starts OAuth). params holds " +
		"the action's fields; the answer is the action's JSON. The credential's scopes apply (read, write, tax, host). " +
		"Actions, with the scopes they need:\n" + strings.Join(lines, "\n")
	handler := func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var args struct {
			Action json.RawMessage `json:"action"`
			Params json.RawMessage `json:"params"`
		}
		if req.Params != nil && len(req.Params.Arguments) > 0 {
			if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
				return s.toolError(ctx, domain.Invalid("arguments", "must be a JSON object")), nil
			}
		}
		var name string
		if err := json.Unmarshal(args.Action, &name); err != nil || name == "" {
			return s.toolError(ctx, domain.Invalid("action", "is required: the action to run, e.g. \"list_trips\"")), nil
		}
		caller := toolCaller(req)
		if caller.Anonymous() {
			need := "read or write"
			if a, ok := s.reg.Lookup("player", name); ok && a.AllowedByKey() {
				need = registry.QuoteScopes(a.RequiredScopes())
			}
			return s.toolError(ctx, domain.Errorf(domain.EUNAUTHORIZED,
				"player_action needs an API key or an OAuth access token with the scope %s: send Authorization: Bearer with the MCP requests.", need)), nil
		}
		call := registry.Request{Namespace: "player", Action: name, Fields: map[string]json.RawMessage{}}
		if len(args.Params) > 0 && string(args.Params) != "null" {
			fields, err := registry.ParseObject(args.Params)
			if err != nil {
				return s.toolError(ctx, domain.Invalid("params", "must be an object of the action's fields")), nil
			}
			delete(fields, "action")
			call.Fields = fields
		}
		res, err := s.dispatch.Dispatch(ctx, caller, call)
		if err != nil {
			return s.toolError(ctx, err), nil
		}
		return toolResult(res.Body), nil
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

// toolResult is a successful tool result: the answer's JSON as text and
// as structured content, encoded once.
func toolResult(body []byte) *mcp.CallToolResult {
	return &mcp.CallToolResult{
		Content:           []mcp.Content{&mcp.TextContent{Text: string(body)}},
		StructuredContent: json.RawMessage(body),
	}
}

// toolError is a tool error result for err, carrying the API's error
// object (code, message, status, docs) as structured content.
func (s *Server) toolError(ctx context.Context, err error) *mcp.CallToolResult {
	detail := s.errorDetail(ctx, err)
	return &mcp.CallToolResult{
		IsError:           true,
		Content:           []mcp.Content{&mcp.TextContent{Text: fmt.Sprintf("%s (%d): %s", detail.Code, detail.Status, detail.Message)}},
		StructuredContent: ErrorBody{Error: detail},
	}
}
