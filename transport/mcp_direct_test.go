package transport

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"reflect"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/tierline/tierline/persistence/dirsnap"
)

// directCases are tool calls of the directory tools: answers, a rename
// and errors.
var directCases = []struct {
	name, tool, args string
}{
	{"a search", "search_casinos", `{"q":"casino","state":"nv","limit":24}`},
	{"a search by place with a number and a boolean", "search_casinos", `{"near":"Las Vegas, NV","radius_km":12.5,"has_hotel":true,"limit":3}`},
	{"a search without arguments", "search_casinos", `{}`},
	{"a search with null arguments", "search_casinos", `null`},
	{"a search by program, by name in another case, with a state", "search_casinos", `{"program":"penn play","state":"OH"}`},
	{"an unknown program", "search_casinos", `{"program":"Bally Reward"}`},
	{"a bad limit", "search_casinos", `{"limit":0}`},
	{"a bad cursor", "search_casinos", `{"cursor":"nope"}`},
	{"arguments that are not an object", "search_casinos", `[1,2]`},
	{"one casino", "get_casino", `{"slug":"bellagio-hotel-and-casino-nv-c859bf1d"}`},
	{"a casino nobody has", "get_casino", `{"slug":"no-such-casino-nv-00000000"}`},
	{"programs", "list_rewards_programs", `{"search":"rewards","limit":2}`},
}

// TestDirectToolResultIsTheSDKs: the result written without the SDK is,
// as JSON, exactly the CallToolResult the SDK path's handler returns.
func TestDirectToolResultIsTheSDKs(t *testing.T) {
	ts := newTestServer(t, nil)
	direct := ts.directTools()
	for _, tt := range directCases {
		t.Run(tt.name, func(t *testing.T) {
			ctx := context.Background()
			var out bytes.Buffer
			ts.directResult(ctx, direct[tt.tool], json.RawMessage(tt.args), &bytes.Buffer{}, &out)
			got := out.Bytes()
			res, err := ts.queryTool(direct[tt.tool])(ctx, &mcp.CallToolRequest{Params: &mcp.CallToolParamsRaw{Name: tt.tool, Arguments: json.RawMessage(tt.args)}})
			if err != nil {
				t.Fatal(err)
			}
			want, err := json.Marshal(res)
			if err != nil {
				t.Fatal(err)
			}
			var g, w any
			if err := json.Unmarshal(got, &g); err != nil {
				t.Fatalf("the direct result is not JSON: %v\n%s", err, got)
			}
			_ = json.Unmarshal(want, &w)
			if !reflect.DeepEqual(g, w) {
				t.Errorf("direct result differs from the SDK path's\n got %.400s\nwant %.400s", got, want)
			}
		})
	}
}

// TestDirectToolCallOverHTTP: a tools/call of a directory tool with a
// protocol version the direct path answers is a JSON-RPC response with the
// request's id, whose structured content and text are the REST answer.
func TestDirectToolCallOverHTTP(t *testing.T) {
	ts := newTestServer(t, nil)
	rest := ts.get(t, "/v1/casinos?q=casino&state=nv&limit=5")
	var want any
	rest.decode(t, &want)
	// 2026-07-28 calls go to the SDK (their _meta is checked there); the
	// SDK client of mcp_test.go speaks it.
	for _, version := range []string{"", "2025-03-26", "2025-06-18", "2025-11-25"} {
		t.Run("version "+version, func(t *testing.T) {
			req, _ := http.NewRequest(http.MethodPost, ts.URL+"/mcp", strings.NewReader(
				`{"jsonrpc":"2.0","id":"abc","method":"tools/call","params":{"name":"search_casinos","arguments":{"q":"casino","state":"nv","limit":5}}}`))
			req.Header.Set("Content-Type", "application/json")
			req.Header.Set("Accept", "application/json, text/event-stream")
			if version != "" {
				req.Header.Set("Mcp-Protocol-Version", version)
			}
			res, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			raw, _ := io.ReadAll(res.Body)
			res.Body.Close()
			if res.StatusCode != http.StatusOK {
				t.Fatalf("status %d: %s", res.StatusCode, raw)
			}
			if ct := res.Header.Get("Content-Type"); ct != "application/json" {
				t.Errorf("Content-Type %q: the direct path answers application/json", ct)
			}
			var msg struct {
				JSONRPC string `json:"jsonrpc"`
				ID      any    `json:"id"`
				Result  struct {
					Content []struct {
						Type, Text string
					} `json:"content"`
					StructuredContent any  `json:"structuredContent"`
					IsError           bool `json:"isError"`
				} `json:"result"`
			}
			if err := json.Unmarshal(raw, &msg); err != nil {
				t.Fatalf("not a JSON-RPC response: %v\n%.300s", err, raw)
			}
			if msg.JSONRPC != "2.0" || msg.ID != "abc" || msg.Result.IsError {
				t.Fatalf("envelope %+v", msg)
			}
			if !reflect.DeepEqual(msg.Result.StructuredContent, want) {
				t.Errorf("structured content differs from GET /v1/casinos")
			}
			var text any
			if len(msg.Result.Content) != 1 || msg.Result.Content[0].Type != "text" || json.Unmarshal([]byte(msg.Result.Content[0].Text), &text) != nil || !reflect.DeepEqual(text, want) {
				t.Errorf("the text content is not the REST answer's JSON: %.200s", raw)
			}
		})
	}
}

func TestWriteEscapedQuotesJSONAsEncodingJSONDoes(t *testing.T) {
	for _, v := range []any{
		map[string]any{"name": `Back\Slash "Quoted" Casino`, "n": 1.5, "none": nil},
		[]string{"line\nbreak\ttab", "\u2028 and \u2029", "É ü 中", "<&>", `\\"\"`},
		"", `"`, `\`,
	} {
		var js bytes.Buffer
		enc := json.NewEncoder(&js)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(v); err != nil {
			t.Fatal(err)
		}
		text := bytes.TrimSuffix(js.Bytes(), []byte("\n"))
		var out bytes.Buffer
		out.WriteByte('"')
		out.Write(dirsnap.AppendQuoted(nil, text))
		out.WriteByte('"')
		var back string
		if err := json.Unmarshal(out.Bytes(), &back); err != nil || back != string(text) {
			t.Errorf("%v: the escaped text %s reads back as %q (%v), want %s", v, out.Bytes(), back, err, text)
		}
	}
}

// The direct path takes only the calls the SDK would accept: a JSON body
// and an Accept naming JSON and event streams.
func TestDirectPathHeaders(t *testing.T) {
	for _, c := range []struct {
		contentType string
		want        bool
	}{
		{"application/json", true},
		{"Application/JSON", true},
		{" application/json ", true},
		{"application/json; charset=utf-8", true},
		{"application/json; charset", false}, // malformed parameter
		{"application/json-seq", false},
		{"text/plain", false},
		{"", false},
	} {
		if got := isJSONContentType(c.contentType); got != c.want {
			t.Errorf("Content-Type %q: %v, want %v", c.contentType, got, c.want)
		}
	}
	for _, c := range []struct {
		accept []string
		want   bool
	}{
		{[]string{"application/json, text/event-stream"}, true},
		{[]string{"application/json", "text/event-stream"}, true},
		{[]string{"*/*"}, true},
		{[]string{"Application/*;q=0.9, TEXT/*"}, true},
		{[]string{"application/json"}, false},
		{[]string{"text/event-stream"}, false},
		{nil, false},
	} {
		if got := acceptsBoth(c.accept); got != c.want {
			t.Errorf("Accept %q: %v, want %v", c.accept, got, c.want)
		}
	}
}
