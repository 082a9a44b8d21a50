package transport

import (
	"bytes"
	"encoding/json"
	"io"
	"math"
	"net/http"
	"strings"
	"unicode/utf8"

	"github.com/google/uuid"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/registry"
)

// POST /a2a: the agent's A2A interface (Agent2Agent protocol 1.0, JSON-RPC
// 2.0 binding). It is the minimal working subset: SendMessage with a
// question as a text part answers directly with a Message (role
// ROLE_AGENT) whose parts are the /ask answer as text and the understood
// intent with its results as a data part; SendStreamingMessage answers the
// same Message as the one event of a stream. The agent keeps no tasks:
// GetTask, CancelTask and SubscribeToTask answer TaskNotFoundError,
// ListTasks an empty list, push notifications and the extended card are
// not supported. The 0.3 method names (message/send, message/stream, ...)
// are accepted too and answered in the 0.3 shapes ("kind", role "agent").
// The question runs exactly as on /ask: personal questions use the
// Authorization header's key and its scopes.
//
// github.com/a2aproject/a2a-go (v0.3.3, the version the module proxy has)
// implements protocol 0.3 only (message/send, "kind" parts, roles
// "user"/"agent"), not the 1.0 wire shapes, so this subset is written by
// hand.

// a2aProtocolVersion is the A2A version this interface speaks.
const a2aProtocolVersion = "1.0"

// JSON-RPC and A2A error codes (A2A 1.0 §9.5 and §5.4).
const (
	rpcParseError          = -32700
	rpcInvalidRequest      = -32600
	rpcMethodNotFound      = -32601
	rpcInvalidParams       = -32602
	rpcInternalError       = -32603
	rpcServerError         = -32000 // an error of the Tierline API; data holds its error object
	a2aTaskNotFound        = -32001
	a2aPushNotSupported    = -32003
	a2aUnsupportedOp       = -32004
	a2aContentNotSupported = -32005
	a2aVersionNotSupported = -32009
)

type rpcResponse struct {
	JSONRPC string          `json:"jsonrpc"`
	ID      json.RawMessage `json:"id"`
	Result  any             `json:"result,omitempty"`
	Error   *rpcError       `json:"error,omitempty"`
}

type rpcError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
	Data    any    `json:"data,omitempty"`
}

func (e *rpcError) Error() string { return e.Message }

// a2aCall is one decoded JSON-RPC request.
type a2aCall struct {
	id     json.RawMessage
	method string
	params json.RawMessage
	notify bool
}

// a2aMessage is the Message of a SendMessage request (both versions).
type a2aMessage struct {
	MessageID string                       `json:"messageId"`
	ContextID string                       `json:"contextId"`
	TaskID    string                       `json:"taskId"`
	Role      string                       `json:"role"`
	Parts     []map[string]json.RawMessage `json:"parts"`
}

// a2aData is the data part of the answer.
type a2aData struct {
	Query   string            `json:"query"`
	Intent  any               `json:"intent"`
	Results []json.RawMessage `json:"results"`
}

var nullID = json.RawMessage("null")

func (s *Server) a2a(w http.ResponseWriter, r *http.Request) error {
	// A body over the limit is the HTTP 413 error object, as on every
	// other surface, rather than a JSON-RPC error: nothing of it was read.
	raw, readErr := readBody(w, r, registry.MaxBody, "1 MiB")
	if readErr != nil {
		return readErr
	}
	call, rerr := readRPC(raw)
	if rerr != nil {
		writeRPC(w, rpcResponse{ID: nullID, Error: rerr})
		return nil
	}
	if v := r.Header.Get("A2A-Version"); v != "" && !a2aVersionOK(v) {
		writeRPC(w, rpcResponse{ID: call.id, Error: &rpcError{Code: a2aVersionNotSupported,
			Message: "A2A-Version " + v + " is not supported; this agent speaks A2A " + a2aProtocolVersion + " (and accepts the 0.3 method names)",
			Data:    map[string]any{"supportedVersions": []string{a2aProtocolVersion, "0.3"}}}})
		return nil
	}
	if call.notify {
		// JSON-RPC: a notification gets no answer; nothing here changes data.
		w.WriteHeader(http.StatusNoContent)
		return nil
	}
	legacy := strings.Contains(call.method, "/")
	var (
		result any
		err    *rpcError
	)
	stream := false
	switch call.method {
	case "SendMessage", "message/send":
		result, err = s.a2aSend(r, call.params, legacy)
	case "SendStreamingMessage", "message/stream":
		result, err = s.a2aSend(r, call.params, legacy)
		stream = true
	case "GetTask", "tasks/get", "CancelTask", "tasks/cancel", "SubscribeToTask", "tasks/resubscribe":
		err = &rpcError{Code: a2aTaskNotFound, Message: "Task not found: this agent answers every message directly and keeps no tasks"}
	case "ListTasks", "tasks/list":
		result = map[string]any{"tasks": []any{}, "nextPageToken": "", "pageSize": 0, "totalSize": 0}
	case "CreateTaskPushNotificationConfig", "SetTaskPushNotificationConfig", "GetTaskPushNotificationConfig",
		"ListTaskPushNotificationConfigs", "ListTaskPushNotificationConfig", "DeleteTaskPushNotificationConfig",
		"tasks/pushNotificationConfig/set", "tasks/pushNotificationConfig/get",
		"tasks/pushNotificationConfig/list", "tasks/pushNotificationConfig/delete":
		err = &rpcError{Code: a2aPushNotSupported, Message: "Push notifications are not supported"}
	case "GetExtendedAgentCard", "agent/getAuthenticatedExtendedCard":
		err = &rpcError{Code: a2aUnsupportedOp, Message: "This agent has no extended agent card; its card is at " + s.cfg.SiteURL + "/.well-known/agent-card.json"}
	default:
		err = &rpcError{Code: rpcMethodNotFound, Message: "Method not found", Data: map[string]any{"method": call.method}}
	}
	res := rpcResponse{ID: call.id, Result: result}
	if err != nil {
		res = rpcResponse{ID: call.id, Error: err}
	}
	if stream {
		s.a2aStream(w, r, res)
		return nil
	}
	writeRPC(w, res)
	return nil
}

// readRPC reads one JSON-RPC 2.0 request object. Malformed JSON is a parse
// error; anything else that is not a request object (a batch, a wrong
// jsonrpc member, a method that is not a string, an id of the wrong type)
// is an invalid request.
func readRPC(raw []byte) (a2aCall, *rpcError) {
	var call a2aCall
	if !json.Valid(raw) {
		return call, &rpcError{Code: rpcParseError, Message: "Invalid JSON payload"}
	}
	trimmed := bytes.TrimSpace(raw)
	if len(trimmed) > 0 && trimmed[0] == '[' {
		return call, &rpcError{Code: rpcInvalidRequest, Message: "Invalid request: batch requests are not supported; send one request object"}
	}
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(trimmed, &fields); err != nil || fields == nil {
		return call, &rpcError{Code: rpcInvalidRequest, Message: "Invalid request: the body must be a JSON-RPC 2.0 request object"}
	}
	var version string
	if err := json.Unmarshal(fields["jsonrpc"], &version); err != nil || version != "2.0" {
		return call, &rpcError{Code: rpcInvalidRequest, Message: "Invalid request: jsonrpc must be \"2.0\""}
	}
	if err := json.Unmarshal(fields["method"], &call.method); err != nil || call.method == "" {
		return call, &rpcError{Code: rpcInvalidRequest, Message: "Invalid request: method must be a non-empty string"}
	}
	id, ok := fields["id"]
	switch {
	case !ok:
		call.notify = true
	case bytes.Equal(id, nullID):
		call.id = nullID
	default:
		var v any
		_ = json.Unmarshal(id, &v)
		switch v.(type) {
		case string, float64:
			call.id = id
		default:
			return call, &rpcError{Code: rpcInvalidRequest, Message: "Invalid request: id must be a string, a number or null"}
		}
	}
	if p, ok := fields["params"]; ok && !bytes.Equal(p, nullID) {
		if t := bytes.TrimSpace(p); len(t) == 0 || (t[0] != '{' && t[0] != '[') {
			return call, &rpcError{Code: rpcInvalidRequest, Message: "Invalid request: params must be an object"}
		}
		call.params = p
	}
	return call, nil
}

// a2aVersionOK accepts A2A-Version 1.x and 0.3.
func a2aVersionOK(v string) bool {
	v = strings.TrimSpace(v)
	return v == "1" || strings.HasPrefix(v, "1.") || v == "0.3" || strings.HasPrefix(v, "0.3.")
}

// a2aSend answers a message: the text parts make the question, a data
// part may hold {"limit": n, "confirm": true}; the answer is a Message (in the 0.3 shape for
// the 0.3 method names).
func (s *Server) a2aSend(r *http.Request, params json.RawMessage, legacy bool) (any, *rpcError) {
	var p struct {
		Message *a2aMessage `json:"message"`
	}
	if len(params) == 0 || json.Unmarshal(params, &p) != nil {
		return nil, invalidParams("params", "must be an object with a message")
	}
	if p.Message == nil {
		return nil, invalidParams("message", "is required")
	}
	m := p.Message
	if m.TaskID != "" {
		return nil, &rpcError{Code: a2aTaskNotFound, Message: "Task not found: this agent keeps no tasks; send the message without taskId",
			Data: map[string]any{"taskId": m.TaskID}}
	}
	if role := strings.ToLower(strings.TrimPrefix(m.Role, "ROLE_")); role != "" && role != "user" {
		return nil, invalidParams("message.role", "must be ROLE_USER")
	}
	if len(m.Parts) == 0 {
		return nil, invalidParams("message.parts", "must hold a text part with the question")
	}
	var texts []string
	limit := askLimitDefault
	confirm := false
	for _, part := range m.Parts {
		if raw, ok := part["text"]; ok {
			var t string
			if json.Unmarshal(raw, &t) != nil {
				return nil, invalidParams("message.parts", "text must be a string")
			}
			if strings.ContainsRune(t, 0) {
				return nil, invalidParams("message.parts", "text must not contain the NUL character (\\u0000)")
			}
			texts = append(texts, t)
			continue
		}
		if raw, ok := part["data"]; ok {
			var d map[string]json.RawMessage
			if json.Unmarshal(raw, &d) == nil && d["limit"] != nil {
				var f float64
				if json.Unmarshal(d["limit"], &f) != nil || f != math.Trunc(f) || f < 1 || f > askLimitMax {
					return nil, invalidParams("message.parts", "limit must be a whole number from 1 to 50")
				}
				limit = int(f)
			}
			if json.Unmarshal(raw, &d) == nil && d["confirm"] != nil {
				if json.Unmarshal(d["confirm"], &confirm) != nil {
					return nil, invalidParams("message.parts", "confirm must be true or false")
				}
			}
			continue
		}
		return nil, &rpcError{Code: a2aContentNotSupported, Message: "Incompatible content types: this agent reads text parts (and a data part with limit and confirm)"}
	}
	query := strings.TrimSpace(strings.Join(texts, " "))
	switch n := utf8.RuneCountInString(query); {
	case n == 0:
		return nil, invalidParams("message.parts", "must hold a text part with the question")
	case n > askQueryMax:
		return nil, invalidParams("message.parts", "the question must be at most 500 characters")
	}
	in, err := s.askIntent(r.Context(), query, limit)
	if err != nil {
		return nil, s.rpcErrorOf(r, err)
	}
	out, err := s.askRun(r, &in, limit, confirm)
	if err != nil {
		return nil, s.rpcErrorOf(r, err)
	}
	contextID := m.ContextID
	if contextID == "" {
		contextID = uuid.NewString()
	}
	data := a2aData{Query: query, Intent: in, Results: out.Items}
	if legacy {
		return map[string]any{
			"kind": "message", "messageId": uuid.NewString(), "contextId": contextID, "role": "agent",
			"parts": []any{
				map[string]any{"kind": "text", "text": out.Answer},
				map[string]any{"kind": "data", "data": data},
			},
		}, nil
	}
	return map[string]any{"message": map[string]any{
		"messageId": uuid.NewString(), "contextId": contextID, "role": "ROLE_AGENT",
		"parts": []any{
			map[string]any{"text": out.Answer, "mediaType": "text/plain"},
			map[string]any{"data": data, "mediaType": "application/json"},
		},
	}}, nil
}

func invalidParams(field, msg string) *rpcError {
	e := domain.Invalid(field, "%s", msg)
	return &rpcError{Code: rpcInvalidParams, Message: "Invalid parameters: " + e.Message, Data: map[string]any{"field": field}}
}

// rpcErrorOf turns an API error into a JSON-RPC error: invalid input is
// -32602, an internal error -32603, any other (a missing key, a missing
// scope, not found) -32000; data carries the API's error object.
func (s *Server) rpcErrorOf(r *http.Request, err error) *rpcError {
	d := s.errorDetail(r.Context(), err)
	code := rpcServerError
	switch d.Code {
	case domain.EINVALID:
		code = rpcInvalidParams
	case domain.EINTERNAL:
		code = rpcInternalError
	}
	return &rpcError{Code: code, Message: d.Message, Data: ErrorBody{Error: d}}
}

func writeRPC(w http.ResponseWriter, res rpcResponse) {
	writeRPCStatus(w, http.StatusOK, res)
}

// writeRPCStatus writes a JSON-RPC response with an HTTP status (MCP's
// Streamable HTTP answers a message it cannot accept with a 4xx).
func writeRPCStatus(w http.ResponseWriter, status int, res rpcResponse) {
	res.JSONRPC = "2.0"
	if res.ID == nil {
		res.ID = nullID
	}
	writeJSON(w, status, res)
}

// a2aStream answers a streaming method: one event holding the response
// (the Message, or the error), then the stream closes.
func (s *Server) a2aStream(w http.ResponseWriter, r *http.Request, res rpcResponse) {
	res.JSONRPC = "2.0"
	raw, err := eventJSON(res)
	if err != nil {
		writeRPC(w, rpcResponse{ID: res.ID, Error: s.rpcErrorOf(r, err)})
		return
	}
	startEventStream(w)
	_, _ = io.WriteString(w, "data: "+string(raw)+"\n\n")
	_ = http.NewResponseController(w).Flush()
}
