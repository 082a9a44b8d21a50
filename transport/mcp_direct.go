package transport

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"mime"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"

	"github.com/tierline/tierline/internal/domain"
)

// A directory tool call answered without the SDK. The SDK would start a
// session for the one call, and encode the answer three more times
// (RawMessage compacted by the result's marshaller, by the JSON-RPC
// response, by the message writer) and frame it as an event stream. A
// call of a directory tool needs none of that: it is a pure function of
// its arguments, so the query's answer is encoded once and written into
// the JSON-RPC response as it stands (application/json, which Streamable
// HTTP lets a server answer a POST with). Anything else, or any call
// whose headers the SDK would refuse, goes to the SDK.

// directTools are the tools answered here, by name, with the directory
// query each runs.
func (s *Server) directTools() map[string]directoryQuery {
	q := s.directoryQueries()
	return map[string]directoryQuery{
		"search_casinos":        q["/v1/casinos"],
		"get_casino":            q["/v1/casinos/{slug}"],
		"list_rewards_programs": q["/v1/rewards-programs"],
	}
}

// directVersions are the MCP protocol versions whose tools/call result
// this answer has exactly (none sent: the SDK's default, 2025-03-26).
var directVersions = map[string]bool{"": true, "2025-03-26": true, "2025-06-18": true, "2025-11-25": true}

// directCall is a tools/call of a directory tool.
type directCall struct {
	ID     json.RawMessage `json:"id"`
	Method string          `json:"method"`
	Params *struct {
		Name      string          `json:"name"`
		Arguments json.RawMessage `json:"arguments"`
	} `json:"params"`
}

// serveDirectToolCall answers raw when it is a call of a directory tool
// the SDK would accept, and reports whether it did.
func (s *Server) serveDirectToolCall(w http.ResponseWriter, r *http.Request, raw []byte, tools map[string]directoryQuery) bool {
	if !directVersions[r.Header.Get("Mcp-Protocol-Version")] || !acceptsBoth(r.Header.Values("Accept")) {
		return false
	}
	if mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type")); err != nil || mt != "application/json" {
		return false
	}
	trimmed := bytes.TrimSpace(raw)
	if len(trimmed) == 0 || trimmed[0] != '{' {
		return false // a batch
	}
	var call directCall
	if json.Unmarshal(trimmed, &call) != nil || call.Method != "tools/call" || call.Params == nil || len(call.ID) == 0 {
		return false
	}
	q, ok := tools[call.Params.Name]
	if !ok {
		return false
	}
	body, out := directBuffers.Get().(*bytes.Buffer), directBuffers.Get().(*bytes.Buffer)
	defer directBuffers.Put(body)
	defer directBuffers.Put(out)
	body.Reset()
	out.Reset()
	out.WriteString(`{"jsonrpc":"2.0","id":`)
	out.Write(call.ID)
	out.WriteString(`,"result":`)
	s.directResult(r.Context(), q, call.Params.Arguments, body, out)
	out.WriteString("}\n")
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Content-Length", strconv.Itoa(out.Len()))
	w.WriteHeader(http.StatusOK)
	_, _ = w.Write(out.Bytes()) // the client has gone if this fails
	return true
}

// directBuffers hold answers being encoded (tens of kilobytes each:
// growing a new buffer for every call costs more than the encoding).
var directBuffers = sync.Pool{New: func() any { return new(bytes.Buffer) }}

// directResult writes to out the CallToolResult of running q with args:
// the answer's JSON, encoded once (into body), as text and as structured
// content; or the tool error the SDK path would give.
func (s *Server) directResult(ctx context.Context, q directoryQuery, args json.RawMessage, body, out *bytes.Buffer) {
	js, err := s.runDirect(ctx, q, args, body)
	if err != nil {
		res, merr := json.Marshal(s.toolError(ctx, err))
		if merr != nil {
			res = []byte(`{"content":[{"type":"text","text":"internal_error"}],"isError":true}`)
		}
		out.Write(res)
		return
	}
	out.Grow(2*len(js) + len(js)/8 + 64)
	out.WriteString(`{"content":[{"type":"text","text":"`)
	writeEscaped(out, js)
	out.WriteString(`"}],"structuredContent":`)
	out.Write(js)
	out.WriteByte('}')
}

// writeEscaped writes the JSON text js as the inside of a JSON string. js
// is encoding/json's output, whose control characters, U+2028 and U+2029
// are escaped already, so only quotes and backslashes need a backslash.
func writeEscaped(out *bytes.Buffer, js []byte) {
	// Quotes are dense in JSON and backslashes rare: the next of each is
	// found with IndexByte (vectorised), recomputed only once passed.
	dst := out.AvailableBuffer()
	quote, slash := bytes.IndexByte(js, '"'), bytes.IndexByte(js, '\\')
	done := 0
	for quote >= 0 || slash >= 0 {
		i := quote
		if i < 0 || (slash >= 0 && slash < i) {
			i = slash
		}
		dst = append(dst, js[done:i]...)
		dst = append(dst, '\\', js[i])
		done = i + 1
		if i == quote {
			if quote = bytes.IndexByte(js[done:], '"'); quote >= 0 {
				quote += done
			}
		} else if slash = bytes.IndexByte(js[done:], '\\'); slash >= 0 {
			slash += done
		}
	}
	out.Write(append(dst, js[done:]...))
}

// runDirect runs q with the tool arguments as its parameters and encodes
// the answer into buf.
func (s *Server) runDirect(ctx context.Context, q directoryQuery, args json.RawMessage, buf *bytes.Buffer) ([]byte, error) {
	values, err := argValues(args)
	if err != nil {
		return nil, err
	}
	answer, err := q(ctx, values)
	if err != nil {
		return nil, err
	}
	enc := json.NewEncoder(buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(answer); err != nil {
		return nil, fmt.Errorf("mcp: encode the answer: %w", err)
	}
	return bytes.TrimSuffix(buf.Bytes(), []byte("\n")), nil
}

// argValues reads tool arguments (a JSON object, or nothing) as query
// parameters, as the SDK path's toolArgs and argText do.
func argValues(raw json.RawMessage) (url.Values, error) {
	values := url.Values{}
	if t := bytes.TrimSpace(raw); len(t) == 0 || bytes.Equal(t, []byte("null")) {
		return values, nil
	}
	args := map[string]any{}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	if err := dec.Decode(&args); err != nil {
		return nil, domain.Invalid("arguments", "must be a JSON object")
	}
	for k, v := range args {
		values.Set(k, argText(v))
	}
	return values, nil
}

// acceptsBoth reports whether Accept names JSON and event streams, as the
// SDK requires of every POST.
func acceptsBoth(values []string) bool {
	var jsonOK, streamOK bool
	for _, v := range values {
		for _, part := range strings.Split(v, ",") {
			base, _, _ := strings.Cut(part, ";")
			switch strings.ToLower(strings.TrimSpace(base)) {
			case "application/json", "application/*":
				jsonOK = true
			case "text/event-stream", "text/*":
				streamOK = true
			case "*/*":
				jsonOK, streamOK = true, true
			}
		}
	}
	return jsonOK && streamOK
}
