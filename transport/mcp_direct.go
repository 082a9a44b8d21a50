package transport

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"mime"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence/dirsnap"
	"github.com/tierline/tierline/registry"
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

// serveDirectToolCall answers the message msg (its members; nil for a
// batch) when it is a call of a directory tool the SDK would accept, and
// reports whether it did.
func (s *Server) serveDirectToolCall(w http.ResponseWriter, r *http.Request, msg map[string]json.RawMessage, tools map[string]directoryQuery) bool {
	if msg == nil || !directVersions[r.Header.Get("Mcp-Protocol-Version")] || !acceptsBoth(r.Header.Values("Accept")) {
		return false
	}
	if !isJSONContentType(r.Header.Get("Content-Type")) {
		return false
	}
	id := msg["id"]
	if method, _ := jsonString(msg["method"]); method != "tools/call" || len(id) == 0 || len(msg["params"]) == 0 || msg["params"][0] != '{' {
		return false
	}
	params, err := registry.ParseObject(msg["params"])
	if err != nil {
		return false
	}
	name, _ := jsonString(params["name"])
	q, ok := tools[name]
	if !ok {
		return false
	}
	body, out := directBuffers.Get().(*bytes.Buffer), directBuffers.Get().(*bytes.Buffer)
	defer directBuffers.Put(body)
	defer directBuffers.Put(out)
	body.Reset()
	out.Reset()
	out.WriteString(`{"jsonrpc":"2.0","id":`)
	out.Write(id)
	out.WriteString(`,"result":`)
	s.directResult(r.Context(), q, params["arguments"], body, out)
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
// the answer's JSON, encoded once, as text and as structured content; or
// the tool error the SDK path would give. body is scratch space.
func (s *Server) directResult(ctx context.Context, q directoryQuery, args json.RawMessage, body, out *bytes.Buffer) {
	answer, err := s.runDirect(ctx, q, args)
	if err == nil {
		if a, ok := answer.(jsonAppender); ok {
			err = appendToolResult(out, a)
		} else {
			err = encodeToolResult(out, body, answer)
		}
	}
	if err != nil {
		res, merr := json.Marshal(s.toolError(ctx, err))
		if merr != nil {
			res = []byte(`{"content":[{"type":"text","text":"internal_error"}],"isError":true}`)
		}
		out.Write(res)
	}
}

// appendToolResult writes the result of an answer that writes its own
// JSON: its quoted form for the text, its plain form for the structured
// content, each put together from pieces kept in the snapshot.
func appendToolResult(out *bytes.Buffer, a jsonAppender) error {
	b := append(out.AvailableBuffer(), `{"content":[{"type":"text","text":"`...)
	b, err := a.appendJSON(b, true)
	if err != nil {
		return err
	}
	b = append(b, `"}],"structuredContent":`...)
	if b, err = a.appendJSON(b, false); err != nil {
		return err
	}
	out.Write(append(b, '}'))
	return nil
}

// encodeToolResult writes the result of any other answer: encoded once
// (into body), then copied as text and as structured content.
func encodeToolResult(out, body *bytes.Buffer, answer any) error {
	enc := json.NewEncoder(body)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(answer); err != nil {
		return fmt.Errorf("mcp: encode the answer: %w", err)
	}
	js := bytes.TrimSuffix(body.Bytes(), []byte("\n"))
	out.Grow(2*len(js) + len(js)/8 + 64)
	out.WriteString(`{"content":[{"type":"text","text":"`)
	out.Write(dirsnap.AppendQuoted(out.AvailableBuffer(), js))
	out.WriteString(`"}],"structuredContent":`)
	out.Write(js)
	out.WriteByte('}')
	return nil
}

// runDirect runs q with the tool arguments as its parameters.
func (s *Server) runDirect(ctx context.Context, q directoryQuery, args json.RawMessage) (any, error) {
	values, err := argValues(args)
	if err != nil {
		return nil, err
	}
	return q(ctx, values)
}

// argValues reads tool arguments (a JSON object, or nothing) as query
// parameters, as the SDK path's toolArgs and argText do. Strings, numbers,
// booleans and null are read where they stand; anything else is decoded
// as toolArgs decodes it.
func argValues(raw json.RawMessage) (url.Values, error) {
	values := url.Values{}
	if t := bytes.TrimSpace(raw); len(t) == 0 || bytes.Equal(t, []byte("null")) {
		return values, nil
	}
	if !json.Valid(raw) {
		return nil, domain.Invalid("arguments", "must be a JSON object")
	}
	args, err := registry.ParseObject(raw)
	if errors.Is(err, registry.ErrNotObject) {
		return nil, domain.Invalid("arguments", "must be a JSON object")
	} else if err != nil {
		return nil, err // a name sent twice, named
	}
	for k, v := range args {
		switch c := v[0]; {
		case c == '"':
			s, _ := jsonString(v)
			values.Set(k, s)
		case c == '-' || ('0' <= c && c <= '9') || c == 't' || c == 'f':
			values.Set(k, string(v)) // json.Number's text, or true or false
		case c == 'n':
			values.Set(k, "")
		default:
			dec := json.NewDecoder(bytes.NewReader(v))
			dec.UseNumber()
			var x any
			if err := dec.Decode(&x); err != nil {
				return nil, domain.Invalid("arguments", "must be a JSON object")
			}
			values.Set(k, argText(x))
		}
	}
	return values, nil
}

// isJSONContentType reports whether a Content-Type is application/json:
// a bare type compared as it stands, one with parameters parsed by mime
// (which refuses malformed parameters, as the SDK does).
func isJSONContentType(ct string) bool {
	if !strings.Contains(ct, ";") {
		return strings.EqualFold(strings.TrimSpace(ct), "application/json")
	}
	mt, _, err := mime.ParseMediaType(ct)
	return err == nil && mt == "application/json"
}

// acceptsBoth reports whether Accept names JSON and event streams, as the
// SDK requires of every POST.
func acceptsBoth(values []string) bool {
	var jsonOK, streamOK bool
	for _, v := range values {
		for part := range strings.SplitSeq(v, ",") {
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
