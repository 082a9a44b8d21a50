package transport_test

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"
)

// rpcAnswer is a JSON-RPC 2.0 response.
type rpcAnswer struct {
	JSONRPC string          `json:"jsonrpc"`
	ID      json.RawMessage `json:"id"`
	Result  json.RawMessage `json:"result"`
	Error   *struct {
		Code    int             `json:"code"`
		Message string          `json:"message"`
		Data    json.RawMessage `json:"data"`
	} `json:"error"`
}

// a2aMessage is the Message of an A2A 1.0 answer.
type a2aMessage struct {
	MessageID string           `json:"messageId"`
	ContextID string           `json:"contextId"`
	Role      string           `json:"role"`
	Parts     []map[string]any `json:"parts"`
}

// rpc posts body to /a2a and decodes the JSON-RPC response.
func rpc(t *testing.T, h *apitest.Harness, body any, headers map[string]string) rpcAnswer {
	t.Helper()
	res := h.Do(t, http.MethodPost, "/a2a", body, headers)
	if res.Status != http.StatusOK {
		t.Fatalf("status %d, want 200: %s", res.Status, res.Body)
	}
	var ans rpcAnswer
	res.JSON(t, &ans)
	if ans.JSONRPC != "2.0" {
		t.Errorf("jsonrpc = %q, want 2.0: %s", ans.JSONRPC, res.Body)
	}
	if (ans.Error == nil) == (ans.Result == nil) {
		t.Errorf("a response holds exactly one of result and error: %s", res.Body)
	}
	return ans
}

// sendMessage is a SendMessage request asking question.
func sendMessage(id any, method, question string, extra map[string]any) map[string]any {
	msg := map[string]any{"messageId": "m-1", "role": "ROLE_USER", "parts": []any{map[string]any{"text": question}}}
	for k, v := range extra {
		msg[k] = v
	}
	return map[string]any{"jsonrpc": "2.0", "id": id, "method": method, "params": map[string]any{"message": msg}}
}

var a2a10 = map[string]string{"A2A-Version": "1.0"}

// wantRPCError checks a JSON-RPC error code and message part.
func wantRPCError(t *testing.T, ans rpcAnswer, code int, part string) {
	t.Helper()
	if ans.Error == nil {
		t.Fatalf("no error, result %s", ans.Result)
	}
	if ans.Error.Code != code || !strings.Contains(ans.Error.Message, part) {
		t.Errorf("error %d %q, want %d containing %q", ans.Error.Code, ans.Error.Message, code, part)
	}
}

func TestA2ASendMessageRoundTrip(t *testing.T) {
	h := apitest.NewAt(t, askNow)
	p := h.NewPlayer(t, "read")
	p.Trip(t, persistence.Trip{CasinoName: "Bellagio", StartDate: apitest.Date(t, "2026-02-10")})

	t.Run("a question in a text part is answered with a Message of the /ask answer and results", func(t *testing.T) {
		q := "tribal casinos in Oklahoma"
		ans := rpc(t, h, sendMessage(7, "SendMessage", q, nil), a2a10)
		if string(ans.ID) != "7" {
			t.Errorf("id = %s, want 7", ans.ID)
		}
		var result struct{ Message *a2aMessage }
		if err := json.Unmarshal(ans.Result, &result); err != nil || result.Message == nil {
			t.Fatalf("result is not {\"message\": ...}: %s", ans.Result)
		}
		m := result.Message
		if m.Role != "ROLE_AGENT" || m.MessageID == "" || m.ContextID == "" || len(m.Parts) != 2 {
			t.Fatalf("message = %+v", m)
		}
		want := askJSON(t, h, map[string]any{"query": q}, nil)
		if m.Parts[0]["text"] != want.Answer || m.Parts[0]["mediaType"] != "text/plain" {
			t.Errorf("text part = %v, want the /ask answer %q", m.Parts[0], want.Answer)
		}
		data, _ := m.Parts[1]["data"].(map[string]any)
		if data == nil || m.Parts[1]["mediaType"] != "application/json" {
			t.Fatalf("second part is not a data part: %v", m.Parts[1])
		}
		same(t, "results", data["results"], want.Results)
		if intent, _ := data["intent"].(map[string]any); intent["name"] != "find_casinos" || data["query"] != q {
			t.Errorf("data part = %v", data)
		}
	})

	t.Run("the context id is kept", func(t *testing.T) {
		ans := rpc(t, h, sendMessage("a", "SendMessage", "casinos in Nevada", map[string]any{"contextId": "ctx-42"}), nil)
		var result struct{ Message a2aMessage }
		_ = json.Unmarshal(ans.Result, &result)
		if result.Message.ContextID != "ctx-42" || string(ans.ID) != `"a"` {
			t.Errorf("contextId %q, id %s", result.Message.ContextID, ans.ID)
		}
	})

	t.Run("a personal question runs with the Authorization key", func(t *testing.T) {
		ans := rpc(t, h, sendMessage(1, "SendMessage", "my trips this year", nil), bearer(p.Key))
		var result struct{ Message a2aMessage }
		if err := json.Unmarshal(ans.Result, &result); err != nil || len(result.Message.Parts) != 2 {
			t.Fatalf("result = %s", ans.Result)
		}
		want := p.MustAction(t, "list_trips", map[string]any{"from": "2026-01-01", "to": "2026-12-31", "limit": 10})["trips"]
		same(t, "results", result.Message.Parts[1]["data"].(map[string]any)["results"], want)
	})

	t.Run("without a key a personal question is an error naming the scope", func(t *testing.T) {
		ans := rpc(t, h, sendMessage(2, "SendMessage", "my trips this year", nil), nil)
		wantRPCError(t, ans, -32000, `the scope "read"`)
		var data struct{ Error apitest.ErrorObject }
		if err := json.Unmarshal(ans.Error.Data, &data); err != nil || data.Error.Code != "invalid_token" || data.Error.Status != 401 {
			t.Errorf("error data = %s", ans.Error.Data)
		}
	})

	t.Run("the 0.3 method name answers in the 0.3 shape", func(t *testing.T) {
		body := sendMessage(3, "message/send", "casinos in Nevada", nil)
		body["params"].(map[string]any)["message"].(map[string]any)["role"] = "user"
		body["params"].(map[string]any)["message"].(map[string]any)["parts"] = []any{map[string]any{"kind": "text", "text": "casinos in Nevada"}}
		ans := rpc(t, h, body, nil)
		var m struct {
			Kind  string           `json:"kind"`
			Role  string           `json:"role"`
			Parts []map[string]any `json:"parts"`
		}
		if err := json.Unmarshal(ans.Result, &m); err != nil {
			t.Fatal(err)
		}
		if m.Kind != "message" || m.Role != "agent" || len(m.Parts) != 2 || m.Parts[0]["kind"] != "text" || m.Parts[1]["kind"] != "data" {
			t.Errorf("0.3 message = %s", ans.Result)
		}
	})

	t.Run("SendStreamingMessage streams the one Message", func(t *testing.T) {
		res := h.Do(t, http.MethodPost, "/a2a", sendMessage(4, "SendStreamingMessage", "casinos in Nevada", nil), a2a10)
		if res.Status != http.StatusOK || res.Header.Get("Content-Type") != "text/event-stream" {
			t.Fatalf("status %d, Content-Type %q", res.Status, res.Header.Get("Content-Type"))
		}
		var events []sseEvent
		_ = readSSE(strings.NewReader(string(res.Body)), func(e sseEvent) bool { events = append(events, e); return true })
		if len(events) != 1 {
			t.Fatalf("%d events, want 1: %s", len(events), res.Body)
		}
		var ans rpcAnswer
		if err := json.Unmarshal([]byte(events[0].Data), &ans); err != nil {
			t.Fatal(err)
		}
		var result struct{ Message *a2aMessage }
		if err := json.Unmarshal(ans.Result, &result); err != nil || result.Message == nil || result.Message.Role != "ROLE_AGENT" {
			t.Errorf("event = %s", events[0].Data)
		}
	})
}

func TestA2AUnknownMethod(t *testing.T) {
	h := apitest.NewAt(t, askNow)
	ans := rpc(t, h, map[string]any{"jsonrpc": "2.0", "id": 9, "method": "DoSomethingElse", "params": map[string]any{}}, nil)
	wantRPCError(t, ans, -32601, "Method not found")
	if string(ans.ID) != "9" || !strings.Contains(string(ans.Error.Data), "DoSomethingElse") {
		t.Errorf("id %s, data %s", ans.ID, ans.Error.Data)
	}
}

func TestA2AMalformedRequests(t *testing.T) {
	h := apitest.NewAt(t, askNow)
	msg := func(parts ...any) map[string]any {
		return map[string]any{"jsonrpc": "2.0", "id": 1, "method": "SendMessage",
			"params": map[string]any{"message": map[string]any{"messageId": "m", "role": "ROLE_USER", "parts": parts}}}
	}
	tests := []struct {
		name    string
		body    any
		headers map[string]string
		code    int
		part    string
		nullID  bool
	}{
		{"a body that is not JSON", `{"jsonrpc": "2.0", "method": `, nil, -32700, "Invalid JSON", true},
		{"a batch", `[{"jsonrpc":"2.0","id":1,"method":"SendMessage"}]`, nil, -32600, "batch", true},
		{"a JSON string", `"SendMessage"`, nil, -32600, "request object", true},
		{"a wrong jsonrpc version", map[string]any{"jsonrpc": "1.0", "id": 1, "method": "SendMessage"}, nil, -32600, "jsonrpc", true},
		{"no method", map[string]any{"jsonrpc": "2.0", "id": 1}, nil, -32600, "method", true},
		{"a method that is not a string", map[string]any{"jsonrpc": "2.0", "id": 1, "method": 5}, nil, -32600, "method", true},
		{"an id that is an object", map[string]any{"jsonrpc": "2.0", "id": map[string]any{}, "method": "SendMessage"}, nil, -32600, "id", true},
		{"params that are a string", map[string]any{"jsonrpc": "2.0", "id": 1, "method": "SendMessage", "params": "hi"}, nil, -32600, "params", true},
		{"SendMessage without a message", map[string]any{"jsonrpc": "2.0", "id": 1, "method": "SendMessage", "params": map[string]any{}}, nil, -32602, "message", false},
		{"a message without parts", msg(), nil, -32602, "message.parts", false},
		{"a message with only a file", msg(map[string]any{"url": "https://example.com/a.pdf", "mediaType": "application/pdf"}), nil, -32005, "text parts", false},
		{"a question over 500 characters", msg(map[string]any{"text": strings.Repeat("casinos ", 63)}), nil, -32602, "500 characters", false},
		{"a question holding NUL", msg(map[string]any{"text": "casinos named bell\u0000agio"}), nil, -32602, "NUL", false},
		{"a limit out of range", msg(map[string]any{"text": "casinos"}, map[string]any{"data": map[string]any{"limit": 99}}), nil, -32602, "limit", false},
		{"an agent's message", map[string]any{"jsonrpc": "2.0", "id": 1, "method": "SendMessage",
			"params": map[string]any{"message": map[string]any{"role": "ROLE_AGENT", "parts": []any{map[string]any{"text": "hi"}}}}}, nil, -32602, "ROLE_USER", false},
		{"a task to continue", map[string]any{"jsonrpc": "2.0", "id": 1, "method": "SendMessage",
			"params": map[string]any{"message": map[string]any{"taskId": "t-1", "parts": []any{map[string]any{"text": "hi"}}}}}, nil, -32001, "Task not found", false},
		{"GetTask", map[string]any{"jsonrpc": "2.0", "id": 1, "method": "GetTask", "params": map[string]any{"id": "t-1"}}, nil, -32001, "Task not found", false},
		{"push notifications", map[string]any{"jsonrpc": "2.0", "id": 1, "method": "CreateTaskPushNotificationConfig", "params": map[string]any{}}, nil, -32003, "not supported", false},
		{"an unsupported version", msg(map[string]any{"text": "casinos"}), map[string]string{"A2A-Version": "2.0"}, -32009, "not supported", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ans := rpc(t, h, tt.body, tt.headers)
			wantRPCError(t, ans, tt.code, tt.part)
			if tt.nullID && string(ans.ID) != "null" {
				t.Errorf("id = %s, want null", ans.ID)
			}
			if !tt.nullID && string(ans.ID) != "1" {
				t.Errorf("id = %s, want 1", ans.ID)
			}
		})
	}
	t.Run("a notification gets no answer", func(t *testing.T) {
		res := h.Do(t, http.MethodPost, "/a2a", map[string]any{"jsonrpc": "2.0", "method": "SendMessage"}, nil)
		if res.Status != http.StatusNoContent || len(res.Body) != 0 {
			t.Errorf("status %d, body %s; want 204 and nothing", res.Status, res.Body)
		}
	})
	t.Run("ListTasks is an empty list", func(t *testing.T) {
		ans := rpc(t, h, map[string]any{"jsonrpc": "2.0", "id": 1, "method": "ListTasks"}, nil)
		var r struct {
			Tasks         []any  `json:"tasks"`
			NextPageToken string `json:"nextPageToken"`
		}
		if err := json.Unmarshal(ans.Result, &r); err != nil || r.Tasks == nil || len(r.Tasks) != 0 || r.NextPageToken != "" {
			t.Errorf("result = %s", ans.Result)
		}
	})
	t.Run("a bad key is the normal 401", func(t *testing.T) {
		res := h.Do(t, http.MethodPost, "/a2a", sendMessage(1, "SendMessage", "casinos", nil), map[string]string{"Authorization": "Bearer nope"})
		res.WantError(t, http.StatusUnauthorized, "invalid_token", "The Authorization header must be")
	})
}
