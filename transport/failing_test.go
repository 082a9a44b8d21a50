package transport_test

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"go.uber.org/zap/zapcore"

	"github.com/tierline/tierline/registry"
	"github.com/tierline/tierline/transport"
	"github.com/tierline/tierline/transport/apitest"
)

// tripsOutput is what the test registries' list_trips answers.
type tripsOutput struct {
	Trips []any `json:"trips"`
	Count int   `json:"count"`
}

// slowTrips is a registry whose list_trips sends on started each time it
// runs, and then blocks until its request ends (hold 0) or answers no
// trips after hold.
func slowTrips(started chan<- struct{}, hold time.Duration) *registry.Registry {
	reg := registry.New()
	registry.Add(reg, registry.Spec{Namespace: "player", Name: "list_trips", Area: "trips", Kind: registry.KindRead,
		Summary: "Blocks until the request ends, or answers after a while."},
		func(ctx context.Context, _ *registry.Env, _ *struct{}) (*tripsOutput, error) {
			started <- struct{}{}
			if hold == 0 {
				<-ctx.Done()
				return nil, ctx.Err()
			}
			select {
			case <-ctx.Done():
				return nil, ctx.Err()
			case <-time.After(hold):
				return &tripsOutput{Trips: []any{}}, nil
			}
		})
	return reg
}

// requestLog waits for the request log line of path and returns its
// status and level.
func requestLog(t *testing.T, h *apitest.Harness, path string) (int64, zapcore.Level) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		for _, e := range h.Logs.FilterMessage("request").All() {
			if e.ContextMap()["path"] == path {
				return e.ContextMap()["status"].(int64), e.Level
			}
		}
		time.Sleep(10 * time.Millisecond)
	}
	t.Fatalf("no request log line for %s", path)
	return 0, 0
}

func TestAClientThatHangsUpIsRecordedAsClientClosed(t *testing.T) {
	tests := []struct {
		name, path, body, metric string
	}{
		{"an action", "/v1/player", `{"action":"list_trips"}`, `route="/v1/player",status="499"`},
		{"a question", "/ask", `{"query":"my trips this year"}`, `route="/ask",status="499"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			started := make(chan struct{}, 1)
			h := apitest.New(t, apitest.Options{Clock: apitest.NewClock(askNow),
				Server: []transport.Option{transport.WithRegistry(slowTrips(started, 0))}})
			p := h.NewPlayer(t, "read")
			ctx, cancel := context.WithCancel(context.Background())
			req, err := http.NewRequestWithContext(ctx, http.MethodPost, h.URL+tt.path, strings.NewReader(tt.body))
			if err != nil {
				t.Fatal(err)
			}
			req.Header.Set("Authorization", "Bearer "+p.Key)
			req.Header.Set("Content-Type", "application/json")
			go func() {
				<-started
				cancel() // the client hangs up while the action runs
			}()
			if res, err := http.DefaultClient.Do(req); err == nil {
				res.Body.Close()
				t.Fatalf("the request finished (%d) before the client hung up", res.StatusCode)
			}

			status, level := requestLog(t, h, tt.path)
			if status != 499 || level != zapcore.InfoLevel {
				t.Errorf("request logged as %d at %s, want 499 at info", status, level)
			}
			for _, e := range h.Logs.All() {
				if e.Level >= zapcore.ErrorLevel {
					t.Errorf("logged at %s: %s %v", e.Level, e.Message, e.ContextMap())
				}
			}
			metrics := string(h.Do(t, http.MethodGet, "/metrics", nil, nil).Body)
			if !strings.Contains(metrics, `tierline_http_request_duration_seconds_count{method="POST",`+tt.metric+`} 1`) {
				t.Errorf("the latency histogram has no %s sample", tt.metric)
			}
			if strings.Contains(metrics, `status="500"`) {
				t.Error("the hang-up was counted as a 500")
			}
		})
	}
}

func TestTwoAuthorizationHeadersAreRefusedEverywhere(t *testing.T) {
	h := apitest.New(t, apitest.Options{})
	a, b := h.NewPlayer(t, "read,write"), h.NewPlayer(t, "read,write")
	mcpInit := `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}`
	tests := []struct {
		method, path, body string
	}{
		{http.MethodGet, "/v1/casinos?limit=1", ""},
		{http.MethodGet, "/v1/me", ""},
		{http.MethodPost, "/v1/player", `{"action":"add_trip","casino_name":"Two Keys Casino"}`},
		{http.MethodPost, "/ask", `{"query":"my trips"}`},
		{http.MethodPost, "/a2a", `{"jsonrpc":"2.0","id":1,"method":"ListTasks"}`},
		{http.MethodPost, "/mcp", mcpInit},
		{http.MethodGet, "/healthz", ""},
		{http.MethodGet, "/no-such-route", ""},
	}
	for _, tt := range tests {
		t.Run(tt.method+" "+tt.path+" answers 400 naming the header", func(t *testing.T) {
			req, err := http.NewRequest(tt.method, h.URL+tt.path, strings.NewReader(tt.body))
			if err != nil {
				t.Fatal(err)
			}
			req.Header.Add("Authorization", "Bearer "+a.Key)
			req.Header.Add("Authorization", "Bearer "+b.Key)
			req.Header.Set("Content-Type", "application/json")
			req.Header.Set("Accept", "application/json, text/event-stream")
			res := send(t, req)
			res.WantError(t, http.StatusBadRequest, "invalid_request", "Authorization: ")
		})
	}
	if n := h.Count(t, "trips", "casino_name = ?", "Two Keys Casino"); n != 0 {
		t.Errorf("%d trips were added by a request with two keys", n)
	}
	t.Run("one header is served as before", func(t *testing.T) {
		if res := a.Get(t, "/v1/me"); res.Status != http.StatusOK {
			t.Errorf("status %d: %s", res.Status, res.Body)
		}
	})
}

// send sends req and reads the whole answer.
func send(t *testing.T, req *http.Request) apitest.Response {
	t.Helper()
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatalf("%s %s: %v", req.Method, req.URL.Path, err)
	}
	defer res.Body.Close()
	raw, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	return apitest.Response{Status: res.StatusCode, Header: res.Header, Body: raw}
}

func TestUncleanPathsAreNotFoundNotRedirected(t *testing.T) {
	h := apitest.New(t, apitest.Options{})
	noFollow := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	big := strings.Repeat("b", 60<<10)
	tests := []struct{ name, path string }{
		{"an encoded climb out of the casinos", "/v1/casinos/..%2F..%2Fetc%2Fpasswd?brand=" + big},
		{"an encoded climb back into a route", "/v1/casinos/..%2Fcasinos?limit=1"},
		{"a dot segment", "/v1/./casinos?limit=1"},
		{"a doubled slash", "//v1/casinos?limit=1"},
		{"a doubled slash inside", "/v1//casinos"},
		{"an encoded climb in the docs", "/docs/..%2Fdocs%2Ferrors"},
		{"a climb out of the player endpoint", "/v1/player/..%2F..%2Fhealthz"},
	}
	for _, tt := range tests {
		t.Run(tt.name+" is a 404 without a redirect", func(t *testing.T) {
			req, err := http.NewRequest(http.MethodGet, h.URL+tt.path, nil)
			if err != nil {
				t.Fatal(err)
			}
			res, err := noFollow.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			defer res.Body.Close()
			raw, _ := io.ReadAll(res.Body)
			ans := apitest.Response{Status: res.StatusCode, Header: res.Header, Body: raw}
			if loc := res.Header.Get("Location"); loc != "" {
				t.Errorf("Location: %.80s...", loc)
			}
			ans.WantError(t, http.StatusNotFound, "not_found", "")
			if strings.Contains(string(raw), big[:100]) {
				t.Error("the answer echoes the query")
			}
		})
	}
}

func TestOversizedBodiesAre413Everywhere(t *testing.T) {
	h := apitest.New(t, apitest.Options{})
	p := h.NewPlayer(t, "read,write")
	mib := strings.Repeat("x", 1<<20)
	tests := []struct {
		name, path, body, accept, limit string
	}{
		{"an action", "/v1/player", `{"action":"add_trip","notes":"` + mib + `"}`, "", "1 MiB"},
		{"a feature endpoint", "/v1/comp/calculate", `{"action":"calculate","notes":"` + mib + `"}`, "", "1 MiB"},
		{"a question", "/ask", `{"query":"` + strings.Repeat("x", 64<<10) + `"}`, "", "64 KiB"},
		{"a question asking for a stream", "/ask", `{"query":"` + strings.Repeat("x", 64<<10) + `"}`, "text/event-stream", "64 KiB"},
		{"an MCP request", "/mcp", `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"search_casinos","arguments":{"q":"` + mib + `"}}}`,
			"application/json, text/event-stream", "1 MiB"},
		{"an A2A request", "/a2a", `{"jsonrpc":"2.0","id":1,"method":"SendMessage","params":{"message":{"role":"ROLE_USER","parts":[{"text":"` + mib + `"}]}}}`,
			"", "1 MiB"},
	}
	for _, tt := range tests {
		t.Run(tt.name+" over "+tt.limit+" is a 413 error object", func(t *testing.T) {
			headers := map[string]string{}
			if tt.accept != "" {
				headers["Accept"] = tt.accept
			}
			res := p.Post(t, tt.path, tt.body, headers)
			res.WantError(t, http.StatusRequestEntityTooLarge, "invalid_request", "body: must be at most "+tt.limit)
		})
	}
}

func TestMCPProtocolErrorsAreJSONRPCErrors(t *testing.T) {
	h := apitest.New(t, apitest.Options{})
	headers := map[string]string{"Accept": "application/json, text/event-stream", "MCP-Protocol-Version": "2025-06-18"}
	tests := []struct {
		name, body string
		code       int
		id         string
		part       string
	}{
		{"malformed JSON is a parse error", `{"jsonrpc": "2.0", "id": 1, "method": `, -32700, "null", "JSON"},
		{"an unknown method is method not found", `{"jsonrpc":"2.0","id":7,"method":"no/such/method"}`, -32601, "7", "no/such/method"},
		{"an unknown method with a string id keeps the id", `{"jsonrpc":"2.0","id":"a-1","method":"tools/frobnicate","params":{}}`, -32601, `"a-1"`, "tools/frobnicate"},
		{"a request without a method is invalid", `{"jsonrpc":"2.0","id":1}`, -32600, "1", "method"},
		{"a wrong jsonrpc version is invalid", `{"jsonrpc":"1.0","id":1,"method":"tools/list"}`, -32600, "1", "jsonrpc"},
		{"a method that is not a string is invalid", `{"jsonrpc":"2.0","id":1,"method":5}`, -32600, "1", "method"},
		{"an id that is an object is invalid", `{"jsonrpc":"2.0","id":{},"method":"tools/list"}`, -32600, "null", "id"},
		{"a JSON string is invalid", `"tools/list"`, -32600, "null", "object"},
		{"an empty batch is invalid", `[]`, -32600, "null", "batch"},
		{"a call of tools/call without params is invalid", `{"jsonrpc":"2.0","id":3,"method":"tools/call"}`, -32600, "3", "params"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := h.Do(t, http.MethodPost, "/mcp", tt.body, headers)
			if res.Status != http.StatusBadRequest {
				t.Errorf("status %d, want 400", res.Status)
			}
			var ans struct {
				JSONRPC string          `json:"jsonrpc"`
				ID      json.RawMessage `json:"id"`
				Error   *struct {
					Code    int    `json:"code"`
					Message string `json:"message"`
				} `json:"error"`
			}
			res.JSON(t, &ans)
			if ans.JSONRPC != "2.0" || ans.Error == nil {
				t.Fatalf("not a JSON-RPC error response: %s", res.Body)
			}
			if ans.Error.Code != tt.code || string(ans.ID) != tt.id || !strings.Contains(ans.Error.Message, tt.part) {
				t.Errorf("error %d %q with id %s, want %d mentioning %q with id %s", ans.Error.Code, ans.Error.Message, ans.ID, tt.code, tt.part, tt.id)
			}
		})
	}
	t.Run("GET is the API's 405 error object", func(t *testing.T) {
		res := h.Do(t, http.MethodGet, "/mcp", nil, map[string]string{"Accept": "text/event-stream"})
		res.WantError(t, http.StatusMethodNotAllowed, "method_not_allowed", "GET is not allowed")
		if got := res.Header.Get("Allow"); got != "POST" {
			t.Errorf("Allow = %q, want POST", got)
		}
	})
}

// startBlocked sends a request that blocks in list_trips until cancel is
// called, and waits for it to be running.
func startBlocked(t *testing.T, h *apitest.Harness, key string, started <-chan struct{}) (release func()) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, h.URL+"/v1/player", strings.NewReader(`{"action":"list_trips"}`))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Authorization", "Bearer "+key)
	done := make(chan struct{})
	go func() {
		defer close(done)
		if res, err := http.DefaultClient.Do(req); err == nil {
			res.Body.Close()
		}
	}()
	select {
	case <-started:
	case <-time.After(10 * time.Second):
		t.Fatal("the blocking request did not start")
	}
	return func() {
		cancel()
		<-done
	}
}

func TestLoadPastTheLimitIsShedWith503(t *testing.T) {
	started := make(chan struct{}, 4)
	h := apitest.New(t, apitest.Options{Env: map[string]string{"TIERLINE_MAX_IN_FLIGHT": "2"},
		Server: []transport.Option{transport.WithRegistry(slowTrips(started, 0))}})
	p := h.NewPlayer(t, "read")
	release := []func(){startBlocked(t, h, p.Key, started), startBlocked(t, h, p.Key, started)}

	t.Run("a third request is refused at once with 503 and Retry-After", func(t *testing.T) {
		res := h.Do(t, http.MethodGet, "/v1/casinos?limit=1", nil, nil)
		res.WantError(t, http.StatusServiceUnavailable, "rate_limited", "")
		if res.Header.Get("Retry-After") != "1" {
			t.Errorf("Retry-After = %q, want 1", res.Header.Get("Retry-After"))
		}
	})
	t.Run("health probes still answer", func(t *testing.T) {
		for _, path := range []string{"/healthz", "/readyz", "/metrics"} {
			if res := h.Do(t, http.MethodGet, path, nil, nil); res.Status != http.StatusOK {
				t.Errorf("%s: %d %s", path, res.Status, res.Body)
			}
		}
	})
	for _, r := range release {
		r()
	}
	t.Run("once the work is done requests are served again", func(t *testing.T) {
		deadline := time.Now().Add(5 * time.Second)
		for {
			res := h.Do(t, http.MethodGet, "/v1/casinos?limit=1", nil, nil)
			if res.Status == http.StatusOK {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("still %d after the blocked requests ended: %s", res.Status, res.Body)
			}
			time.Sleep(20 * time.Millisecond)
		}
	})
}

func TestRequestsThatDoNotStreamHaveADeadline(t *testing.T) {
	started := make(chan struct{}, 16)
	h := apitest.New(t, apitest.Options{Clock: apitest.NewClock(askNow), Env: map[string]string{"TIERLINE_REQUEST_TIMEOUT": "1s"},
		Server: []transport.Option{transport.WithRegistry(slowTrips(started, 0))}})
	p := h.NewPlayer(t, "read")

	// The client gives up after 10 s: without a deadline the server
	// would never answer.
	client := &http.Client{Timeout: 10 * time.Second}
	post := func(t *testing.T, path, body string) apitest.Response {
		t.Helper()
		req, err := http.NewRequest(http.MethodPost, h.URL+path, strings.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		req.Header.Set("Authorization", "Bearer "+p.Key)
		res, err := client.Do(req)
		if err != nil {
			t.Fatalf("no answer: %v", err)
		}
		defer res.Body.Close()
		raw, _ := io.ReadAll(res.Body)
		return apitest.Response{Status: res.StatusCode, Header: res.Header, Body: raw}
	}

	t.Run("an action that outlives it is stopped with a 503", func(t *testing.T) {
		begin := time.Now()
		res := post(t, "/v1/player", `{"action":"list_trips"}`)
		res.WantError(t, http.StatusServiceUnavailable, "internal_error", "did not finish within 1s")
		if took := time.Since(begin); took > 5*time.Second {
			t.Errorf("the answer took %v", took)
		}
		status, _ := requestLog(t, h, "/v1/player")
		if status != http.StatusServiceUnavailable {
			t.Errorf("logged as %d, want 503", status)
		}
		for _, e := range h.Logs.FilterMessage("internal error").All() {
			t.Errorf("a timeout was logged as an internal error: %v", e.ContextMap())
		}
	})
	t.Run("a JSON question that outlives it is stopped with a 503", func(t *testing.T) {
		res := post(t, "/ask", `{"query":"my trips this year"}`)
		res.WantError(t, http.StatusServiceUnavailable, "internal_error", "did not finish within 1s")
	})
}

func TestStreamsOutliveTheRequestDeadline(t *testing.T) {
	started := make(chan struct{}, 16)
	h := apitest.New(t, apitest.Options{Clock: apitest.NewClock(askNow), Env: map[string]string{"TIERLINE_REQUEST_TIMEOUT": "1s"},
		Server: []transport.Option{transport.WithRegistry(slowTrips(started, 1500*time.Millisecond))}})
	p := h.NewPlayer(t, "read")
	auth := map[string]string{"Authorization": "Bearer " + p.Key, "Accept": "text/event-stream"}

	t.Run("an /ask stream runs to its end", func(t *testing.T) {
		res := h.Do(t, http.MethodPost, "/ask", map[string]any{"query": "my trips this year"}, auth)
		if names := eventNames(parseSSE(t, res)); names != "intent answer done" {
			t.Errorf("events = %s, want intent answer done", names)
		}
	})
	t.Run("an A2A stream runs to its end", func(t *testing.T) {
		res := h.Do(t, http.MethodPost, "/a2a", sendMessage(1, "SendStreamingMessage", "my trips this year", nil), auth)
		if res.Status != http.StatusOK || !strings.Contains(string(res.Body), `"ROLE_AGENT"`) {
			t.Errorf("status %d: %s", res.Status, res.Body)
		}
	})
	t.Run("an MCP tool call runs to its end", func(t *testing.T) {
		res := callTool(t, mcpSession(t, h, p.Key), "player_action", map[string]any{"action": "list_trips"})
		if res.IsError {
			t.Errorf("tool error: %v", structured(t, res))
		}
	})
}
