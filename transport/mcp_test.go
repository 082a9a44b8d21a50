package transport_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	_ "github.com/tierline/tierline/actions/all"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"
)

// withKey adds an Authorization header to every request of the MCP client.
type withKey struct {
	key  string
	next http.RoundTripper
}

func (k withKey) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	r.Header.Set("Authorization", "Bearer "+k.key)
	return k.next.RoundTrip(r)
}

// mcpSession connects the SDK's own client to the server's /mcp, with key
// when it is not "".
func mcpSession(t *testing.T, h *apitest.Harness, key string) *mcp.ClientSession {
	t.Helper()
	httpClient := &http.Client{}
	if key != "" {
		httpClient.Transport = withKey{key, http.DefaultTransport}
	}
	client := mcp.NewClient(&mcp.Implementation{Name: "tierline-test", Version: "1"}, nil)
	session, err := client.Connect(context.Background(), &mcp.StreamableClientTransport{
		Endpoint: h.URL + "/mcp", HTTPClient: httpClient, DisableStandaloneSSE: true, MaxRetries: -1,
	}, nil)
	if err != nil {
		t.Fatalf("connect: %v", err)
	}
	t.Cleanup(func() { session.Close() })
	return session
}

func callTool(t *testing.T, s *mcp.ClientSession, name string, args map[string]any) *mcp.CallToolResult {
	t.Helper()
	res, err := s.CallTool(context.Background(), &mcp.CallToolParams{Name: name, Arguments: args})
	if err != nil {
		t.Fatalf("call %s: %v", name, err)
	}
	return res
}

// structured is a tool result's structured content as generic JSON.
func structured(t *testing.T, res *mcp.CallToolResult) map[string]any {
	t.Helper()
	raw, err := json.Marshal(res.StructuredContent)
	if err != nil {
		t.Fatal(err)
	}
	var out map[string]any
	if err := json.Unmarshal(raw, &out); err != nil {
		t.Fatalf("structured content is not an object: %s", raw)
	}
	return out
}

// restJSON is a REST answer as generic JSON.
func restJSON(t *testing.T, res apitest.Response) map[string]any {
	t.Helper()
	var out map[string]any
	if err := json.Unmarshal(res.Body, &out); err != nil {
		t.Fatal(err)
	}
	return out
}

func TestMCPToolsList(t *testing.T) {
	h := apitest.New(t, apitest.Options{})
	tools, err := mcpSession(t, h, "").ListTools(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, tool := range tools.Tools {
		names = append(names, tool.Name)
		if tool.Description == "" || tool.InputSchema == nil {
			t.Errorf("%s has no description or input schema", tool.Name)
		}
	}
	slices.Sort(names)
	if want := []string{"get_casino", "list_rewards_programs", "player_action", "search_casinos"}; !slices.Equal(names, want) {
		t.Fatalf("tools = %v, want %v", names, want)
	}
	for _, tool := range tools.Tools {
		if tool.Name == "search_casinos" {
			props := tool.InputSchema.(map[string]any)["properties"].(map[string]any)
			p, ok := props["program"].(map[string]any)
			if !ok || p["type"] != "string" || !strings.Contains(fmt.Sprint(p["description"]), "rewards program") {
				t.Errorf("search_casinos's program argument = %v, want a described string", props["program"])
			}
			if !strings.Contains(tool.Description, "Bally Rewards") {
				t.Errorf("search_casinos's description does not say it searches by program: %q", tool.Description)
			}
		}
		if tool.Name != "player_action" {
			continue
		}
		for _, action := range []string{"list_trips", "add_trip", "tax_year_summary", "host_dashboard"} {
			if !strings.Contains(tool.Description, action) {
				t.Errorf("player_action's description does not list %s", action)
			}
		}
		if strings.Contains(tool.Description, "admin_set_role") {
			t.Error("player_action lists an action no key may call")
		}
		props := tool.InputSchema.(map[string]any)["properties"].(map[string]any)
		if _, ok := props["action"]; !ok {
			t.Error("player_action has no action argument")
		}
		if _, ok := props["params"]; !ok {
			t.Error("player_action has no params argument")
		}
	}
}

func TestMCPDirectoryToolsAnswerLikeREST(t *testing.T) {
	h := apitest.New(t, apitest.Options{})
	s := mcpSession(t, h, "")
	tests := []struct {
		tool string
		args map[string]any
		rest string
	}{
		{"search_casinos", map[string]any{"q": "casino", "state": "nj", "has_rewards": true, "limit": 3, "offset": 1},
			"/v1/casinos?q=casino&state=nj&has_rewards=true&limit=3&offset=1"},
		{"search_casinos", map[string]any{}, "/v1/casinos"},
		// q matches brands and tribal nations too, on both ways in
		{"search_casinos", map[string]any{"q": "Chickasaw Nation"}, "/v1/casinos?q=Chickasaw+Nation"},
		{"search_casinos", map[string]any{"q": "penn entertainment", "state": "ms"}, "/v1/casinos?q=PENN+Entertainment&state=MS"},
		{"search_casinos", map[string]any{"q": "International Seminole"}, "/v1/casinos?q=International+Seminole"},
		{"search_casinos", map[string]any{"near": "Atlantic City, NJ", "radius_km": 30, "has_hotel": true, "limit": 4},
			"/v1/casinos?near=Atlantic+City%2C+NJ&radius_km=30&has_hotel=true&limit=4"},
		{"search_casinos", map[string]any{"program": "Bally Rewards"}, "/v1/casinos?program=Bally+Rewards"},
		{"search_casinos", map[string]any{"program": "penn play", "state": "oh", "has_hotel": true, "limit": 2},
			"/v1/casinos?program=PENN+Play&state=OH&has_hotel=true&limit=2"},
		{"search_casinos", map[string]any{"program": "03cf714a-1079-52bd-902f-47406d734b33", "near": "Las Vegas, NV", "radius_km": 20},
			"/v1/casinos?program=MGM+Rewards&near=Las+Vegas%2C+NV&radius_km=20"},
		{"get_casino", map[string]any{"slug": "bellagio-hotel-and-casino-nv-c859bf1d"}, "/v1/casinos/bellagio-hotel-and-casino-nv-c859bf1d"},
		// Rosebud Casino's slug from before it moved from NE to SD
		// (data/renames.csv): the tool follows the rename, as a REST client
		// follows the 301.
		{"get_casino", map[string]any{"slug": "rosebud-casino-ne-c44f8e1c"}, "/v1/casinos/rosebud-casino-sd-ff259075"},
		{"list_rewards_programs", map[string]any{"search": "rewards", "limit": 5}, "/v1/rewards-programs?search=rewards&limit=5"},
		{"list_rewards_programs", map[string]any{"brand": "MGM Resorts"}, "/v1/rewards-programs?brand=MGM+Resorts"},
	}
	for _, tt := range tests {
		t.Run(tt.tool+" = GET "+tt.rest, func(t *testing.T) {
			res := callTool(t, s, tt.tool, tt.args)
			if res.IsError {
				t.Fatalf("tool error: %v", res.Content)
			}
			want := restJSON(t, h.Do(t, http.MethodGet, tt.rest, nil, nil))
			if got := structured(t, res); !reflect.DeepEqual(got, want) {
				t.Errorf("structured content differs from the REST answer:\n got %v\nwant %v", got, want)
			}
		})
	}
	errors := []struct {
		name string
		tool string
		args map[string]any
		code string
		part string
	}{
		{"a limit out of bounds", "search_casinos", map[string]any{"limit": 0}, "invalid_request", "limit: "},
		{"a bad state", "search_casinos", map[string]any{"state": "Nevada"}, "invalid_request", "state: "},
		{"an unknown program", "search_casinos", map[string]any{"program": "Bally Reward"}, "invalid_request", "program: "},
		{"an unknown slug", "get_casino", map[string]any{"slug": "nope-nv-00000000"}, "not_found", "No casino"},
		{"no slug", "get_casino", map[string]any{}, "invalid_request", "slug: "},
	}
	for _, tt := range errors {
		t.Run(tt.name+" is a tool error with the error object", func(t *testing.T) {
			res := callTool(t, s, tt.tool, tt.args)
			if !res.IsError {
				t.Fatalf("no tool error: %v", res.StructuredContent)
			}
			e := structured(t, res)["error"].(map[string]any)
			if e["code"] != tt.code || !strings.Contains(e["message"].(string), tt.part) {
				t.Errorf("error = %v, want %s containing %q", e, tt.code, tt.part)
			}
		})
	}
}

func TestMCPPlayerAction(t *testing.T) {
	h := apitest.New(t, apitest.Options{})
	reader := h.NewPlayer(t, "read")
	reader.Trip(t, persistence.Trip{CasinoName: "Bellagio Hotel and Casino", StartDate: apitest.Date(t, "2026-03-01")})

	t.Run("with a key it runs the action like POST /v1/player", func(t *testing.T) {
		res := callTool(t, mcpSession(t, h, reader.Key), "player_action", map[string]any{"action": "list_trips", "params": map[string]any{"limit": 10}})
		if res.IsError {
			t.Fatalf("tool error: %v", res.Content)
		}
		want := restJSON(t, reader.Action(t, "list_trips", map[string]any{"limit": 10}))
		if got := structured(t, res); !reflect.DeepEqual(got, want) {
			t.Errorf("structured content differs:\n got %v\nwant %v", got, want)
		}
	})
	toolCall := func(action, key string) apitest.Response {
		hdr := map[string]string{"Accept": "application/json, text/event-stream", "Content-Type": "application/json"}
		if key != "" {
			hdr["Authorization"] = "Bearer " + key
		}
		body := `{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"player_action","arguments":{"action":"` + action + `"}}}`
		return h.Do(t, http.MethodPost, "/mcp", body, hdr)
	}
	const mcpMetadata = apitest.SiteURL + "/.well-known/oauth-protected-resource/mcp"
	t.Run("the key's scopes apply: a read key asking to write is the HTTP 403 naming the scopes to ask for", func(t *testing.T) {
		res := toolCall("add_trip", reader.Key)
		res.WantError(t, http.StatusForbidden, "insufficient_scope", `"write"`)
		want := `Bearer realm="Tierline API", error="insufficient_scope", scope="read write", resource_metadata="` + mcpMetadata + `"`
		if got := res.Header.Get("WWW-Authenticate"); got != want {
			t.Errorf("WWW-Authenticate = %q, want %q", got, want)
		}
		if _, err := mcpSession(t, h, reader.Key).CallTool(context.Background(), &mcp.CallToolParams{Name: "player_action",
			Arguments: map[string]any{"action": "add_trip", "params": map[string]any{"casino_name": "X"}}}); err == nil {
			t.Error("the SDK's client saw no error")
		}
		if n := h.Count(t, "trips", "account_id = ? AND casino_name = ?", reader.Account.ID, "X"); n != 0 {
			t.Errorf("%d trips written", n)
		}
	})
	t.Run("validation is the pipeline's", func(t *testing.T) {
		writer := reader.WithKey(t, "read,write")
		res := callTool(t, mcpSession(t, h, writer.Key), "player_action", map[string]any{"action": "add_trip", "params": map[string]any{"coin_in": -1, "casino_name": "X"}})
		e := structured(t, res)["error"].(map[string]any)
		if !res.IsError || e["code"] != "invalid_request" || !strings.HasPrefix(e["message"].(string), "coin_in: ") {
			t.Errorf("error = %v", e)
		}
		ok := callTool(t, mcpSession(t, h, writer.Key), "player_action", map[string]any{"action": "add_trip", "params": map[string]any{"casino_name": "Via MCP"}})
		if ok.IsError || h.Count(t, "trips", "account_id = ? AND casino_name = ?", reader.Account.ID, "Via MCP") != 1 {
			t.Errorf("add_trip through MCP did not write: %v", ok.Content)
		}
	})
	t.Run("without a key the call is the HTTP 401 whose challenge names the metadata and the scopes the action needs", func(t *testing.T) {
		// That 401 is what starts an MCP client's OAuth flow.
		res := toolCall("tax_year_summary", "")
		e := res.WantError(t, http.StatusUnauthorized, "invalid_token", `"read" and "tax"`)
		if !strings.Contains(e.Message, "OAuth access token") {
			t.Errorf("message = %q", e.Message)
		}
		want := `Bearer realm="Tierline API", error="invalid_token", resource_metadata="` + mcpMetadata + `", scope="read tax"`
		if got := res.Header.Get("WWW-Authenticate"); got != want {
			t.Errorf("WWW-Authenticate = %q, want %q", got, want)
		}
	})
	t.Run("without a key an unknown action asks for read", func(t *testing.T) {
		res := toolCall("no_such_action", "")
		res.WantError(t, http.StatusUnauthorized, "invalid_token", "")
		if got := res.Header.Get("WWW-Authenticate"); !strings.HasSuffix(got, `scope="read"`) {
			t.Errorf("WWW-Authenticate = %q", got)
		}
	})
	t.Run("without a key the directory tools still run", func(t *testing.T) {
		if res := callTool(t, mcpSession(t, h, ""), "search_casinos", map[string]any{"q": "bellagio"}); res.IsError {
			t.Errorf("tool error: %v", res.Content)
		}
	})
	t.Run("admin actions stay refused", func(t *testing.T) {
		res := callTool(t, mcpSession(t, h, reader.Key), "player_action", map[string]any{"action": "admin_list_users"})
		if e := structured(t, res)["error"].(map[string]any); !res.IsError || e["code"] != "insufficient_scope" {
			t.Errorf("error = %v", e)
		}
	})
}

func TestMCPHTTP(t *testing.T) {
	h := apitest.New(t, apitest.Options{})
	initialize := `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"curl","version":"1"}}}`
	headers := map[string]string{"Accept": "application/json, text/event-stream", "Content-Type": "application/json"}
	t.Run("a bad key is the HTTP 401 of the spec", func(t *testing.T) {
		hdr := map[string]string{"Authorization": "Bearer tl_live_" + strings.Repeat("0", 64)}
		for k, v := range headers {
			hdr[k] = v
		}
		res := h.Do(t, http.MethodPost, "/mcp", initialize, hdr)
		res.WantError(t, http.StatusUnauthorized, "invalid_token", "")
		want := `Bearer realm="Tierline API", error="invalid_token", resource_metadata="http://tierline.test/.well-known/oauth-protected-resource/mcp"`
		if got := res.Header.Get("WWW-Authenticate"); got != want {
			t.Errorf("WWW-Authenticate = %q", got)
		}
	})
	t.Run("responses turn proxy buffering off", func(t *testing.T) {
		res := h.Do(t, http.MethodPost, "/mcp", initialize, headers)
		if res.Status != http.StatusOK || res.Header.Get("X-Accel-Buffering") != "no" {
			t.Errorf("status %d X-Accel-Buffering %q: %s", res.Status, res.Header.Get("X-Accel-Buffering"), res.Body)
		}
	})
	t.Run("a cross-site browser request is refused", func(t *testing.T) {
		hdr := map[string]string{"Origin": "https://evil.example", "Sec-Fetch-Site": "cross-site"}
		for k, v := range headers {
			hdr[k] = v
		}
		if res := h.Do(t, http.MethodPost, "/mcp", initialize, hdr); res.Status != http.StatusForbidden {
			t.Errorf("status %d, want 403", res.Status)
		}
	})
	t.Run("stateless: GET is not allowed", func(t *testing.T) {
		if res := h.Do(t, http.MethodGet, "/mcp", nil, map[string]string{"Accept": "text/event-stream"}); res.Status != http.StatusMethodNotAllowed {
			t.Errorf("status %d, want 405", res.Status)
		}
	})
}
