// Package httpsig verifies HTTP Message Signatures (RFC 9421) on requests,
// with the Web Bot Auth profile on top: the signature base of §2.5 built
// from HTTP fields and derived components, the Signature-Input and
// Signature dictionaries read as Structured Fields (RFC 9651, through
// github.com/dunglas/httpsfv), keys given as JWKs and named by their JWK
// thumbprint, and created/expires checked against an injected clock.
//
// It also signs (Sign), which tests and Go clients of the API use, and
// fetches key directories with the care an admin command needs (Fetcher).
package httpsig

import (
	"encoding/base64"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"strings"

	"github.com/dunglas/httpsfv"
)

// Message is the part of an HTTP request that components are taken from.
type Message struct {
	// Method is the request method, as sent (case is significant).
	Method string
	// Scheme is "http" or "https".
	Scheme string
	// Authority is the request's host and port (the Host header).
	Authority string
	// Path is the absolute path of the target URI, percent-encoded as sent.
	Path string
	// RawQuery is the query, without the "?", as sent.
	RawQuery string
	// Header holds the request's fields.
	Header http.Header
}

// RequestMessage is the Message of r with the given scheme: on a server
// the scheme is not on the request line (it is r.TLS, or what a proxy in
// front reports), so the caller says which one clients address.
func RequestMessage(r *http.Request, scheme string) Message {
	authority := r.Host
	if authority == "" && r.URL != nil {
		authority = r.URL.Host
	}
	m := Message{Method: r.Method, Scheme: strings.ToLower(scheme), Authority: authority, Header: r.Header}
	if r.URL != nil {
		m.Path = r.URL.EscapedPath()
		m.RawQuery = r.URL.RawQuery
	}
	return m
}

// authority is the normalised @authority: lower-case host, default port
// dropped (RFC 9421 §2.2.3, RFC 9110 §4.2.3).
func (m Message) authority() string {
	a := strings.ToLower(m.Authority)
	if host, port, err := net.SplitHostPort(a); err == nil {
		if (port == "80" && m.Scheme == "http") || (port == "443" && m.Scheme == "https") || port == "" {
			if strings.Contains(host, ":") {
				return "[" + host + "]"
			}
			return host
		}
	}
	return a
}

func (m Message) path() string {
	if m.Path == "" {
		return "/"
	}
	return m.Path
}

// targetURI is the absolute target URI (RFC 9421 §2.2.2).
func (m Message) targetURI() string {
	u := m.Scheme + "://" + m.authority() + m.path()
	if m.RawQuery != "" {
		u += "?" + m.RawQuery
	}
	return u
}

// A component identifier's parameters this package understands. Any other
// parameter is an error (RFC 9421 §2.5: a verifier must not guess).
const (
	paramSF   = "sf"
	paramKey  = "key"
	paramBS   = "bs"
	paramName = "name"
)

// structuredDictionaries are the fields known to be Dictionary Structured
// Fields, for the sf parameter.
var structuredDictionaries = map[string]bool{
	"signature": true, "signature-input": true, "accept-signature": true,
	"signature-agent": true, "priority": true, "cache-control": true,
}

// componentValue is the value of one covered component of m.
func componentValue(m Message, id httpsfv.Item) (string, error) {
	name, ok := id.Value.(string)
	if !ok {
		return "", fmt.Errorf("a covered component must be a string, got %v", id.Value)
	}
	params := map[string]any{}
	for _, p := range id.Params.Names() {
		v, _ := id.Params.Get(p)
		params[p] = v
	}
	if strings.HasPrefix(name, "@") {
		return derivedValue(m, name, params)
	}
	if name == "" || name != strings.ToLower(name) {
		return "", fmt.Errorf("component %q: field names must be lower-case", name)
	}
	for p := range params {
		switch p {
		case paramSF, paramKey, paramBS:
		case "req", "tr":
			return "", fmt.Errorf("component %q: parameter %q does not apply to a request", name, p)
		default:
			return "", fmt.Errorf("component %q: unknown parameter %q", name, p)
		}
	}
	lines := m.Header.Values(name)
	if len(lines) == 0 {
		return "", fmt.Errorf("the covered field %q is not in the request", name)
	}
	_, bs := params[paramBS]
	key, hasKey := params[paramKey]
	_, sf := params[paramSF]
	switch {
	case bs && (hasKey || sf):
		return "", fmt.Errorf("component %q: bs cannot be combined with sf or key", name)
	case bs:
		// §2.1.3: each field line, trimmed, as a byte sequence.
		out := make([]string, len(lines))
		for i, l := range lines {
			out[i] = ":" + base64.StdEncoding.EncodeToString([]byte(trimOWS(l))) + ":"
		}
		return strings.Join(out, ", "), nil
	case hasKey:
		// §2.1.2: one member of a Dictionary field, re-serialised.
		k, ok := key.(string)
		if !ok {
			return "", fmt.Errorf("component %q: the key parameter must be a string", name)
		}
		dict, err := httpsfv.UnmarshalDictionary(lines)
		if err != nil {
			return "", fmt.Errorf("the field %q is not a Dictionary Structured Field", name)
		}
		member, ok := dict.Get(k)
		if !ok {
			return "", fmt.Errorf("the field %q has no member %q", name, k)
		}
		return httpsfv.Marshal(member)
	case sf:
		// §2.1.1: the strict serialisation of a known structured field.
		if !structuredDictionaries[name] {
			return "", fmt.Errorf("component %q: sf is supported only for known Dictionary fields", name)
		}
		dict, err := httpsfv.UnmarshalDictionary(lines)
		if err != nil {
			return "", fmt.Errorf("the field %q is not a Dictionary Structured Field", name)
		}
		return httpsfv.Marshal(dict)
	}
	// §2.1: field lines trimmed and joined with a comma and a space.
	out := make([]string, len(lines))
	for i, l := range lines {
		out[i] = trimOWS(strings.ReplaceAll(l, "\r\n", " "))
	}
	return strings.Join(out, ", "), nil
}

func trimOWS(s string) string { return strings.Trim(s, " \t") }

// derivedValue is the value of a derived component (RFC 9421 §2.2).
func derivedValue(m Message, name string, params map[string]any) (string, error) {
	for p := range params {
		if !(name == "@query-param" && p == paramName) {
			return "", fmt.Errorf("component %q: parameter %q is not supported", name, p)
		}
	}
	switch name {
	case "@method":
		return m.Method, nil
	case "@target-uri":
		return m.targetURI(), nil
	case "@authority":
		return m.authority(), nil
	case "@scheme":
		return m.Scheme, nil
	case "@request-target":
		rt := m.path()
		if m.RawQuery != "" {
			rt += "?" + m.RawQuery
		}
		return rt, nil
	case "@path":
		return m.path(), nil
	case "@query":
		return "?" + m.RawQuery, nil
	case "@query-param":
		want, ok := params[paramName].(string)
		if !ok {
			return "", fmt.Errorf(`component "@query-param" needs a string name parameter`)
		}
		return queryParam(m.RawQuery, want)
	case "@status":
		return "", fmt.Errorf(`component "@status" exists only in responses`)
	case "@signature-params":
		return "", fmt.Errorf(`"@signature-params" cannot be a covered component`)
	default:
		return "", fmt.Errorf("unknown derived component %q", name)
	}
}

// queryParam is the value of the query parameter named (encoded) want
// (RFC 9421 §2.2.8): parsed as application/x-www-form-urlencoded, then
// name and value re-encoded. A name that occurs more than once cannot be
// covered by itself (the whole @query must be).
func queryParam(rawQuery, want string) (string, error) {
	var found []string
	for _, pair := range strings.Split(rawQuery, "&") {
		if pair == "" {
			continue
		}
		n, v, _ := strings.Cut(pair, "=")
		dn, err1 := url.QueryUnescape(n)
		dv, err2 := url.QueryUnescape(v)
		if err1 != nil || err2 != nil {
			return "", fmt.Errorf("the query is not valid application/x-www-form-urlencoded")
		}
		if encodeParam(dn) == want {
			found = append(found, encodeParam(dv))
		}
	}
	switch len(found) {
	case 0:
		return "", fmt.Errorf("the covered query parameter %q is not in the request", want)
	case 1:
		return found[0], nil
	default:
		return "", fmt.Errorf("the query parameter %q occurs %d times; cover @query instead", want, len(found))
	}
}

// encodeParam percent-encodes a decoded query name or value the way RFC
// 9421's examples show: spaces as %20, not "+".
func encodeParam(s string) string {
	return strings.ReplaceAll(url.QueryEscape(s), "+", "%20")
}

// SignatureBase builds the signature base (RFC 9421 §2.5) of m for the
// signature labelled label in the Signature-Input field value input.
func SignatureBase(m Message, input, label string) (string, error) {
	dict, err := httpsfv.UnmarshalDictionary([]string{input})
	if err != nil {
		return "", fmt.Errorf("Signature-Input is not a Dictionary Structured Field: %v", err)
	}
	member, ok := dict.Get(label)
	if !ok {
		return "", fmt.Errorf("Signature-Input has no signature labelled %q", label)
	}
	params, ok := member.(httpsfv.InnerList)
	if !ok {
		return "", fmt.Errorf("Signature-Input %q must be an inner list of components", label)
	}
	return signatureBase(m, params)
}

// signatureBase builds the base from the parsed signature parameters: one
// line per covered component, then the @signature-params line, with no
// newline at the end.
func signatureBase(m Message, params httpsfv.InnerList) (string, error) {
	var b strings.Builder
	seen := map[string]bool{}
	for _, id := range params.Items {
		if id.Params == nil {
			id.Params = httpsfv.NewParams()
		}
		ident, err := httpsfv.Marshal(id)
		if err != nil {
			return "", fmt.Errorf("a covered component cannot be serialised: %v", err)
		}
		if seen[ident] {
			return "", fmt.Errorf("the component %s is covered twice", ident)
		}
		seen[ident] = true
		v, err := componentValue(m, id)
		if err != nil {
			return "", err
		}
		if strings.ContainsAny(v, "\r\n") {
			return "", fmt.Errorf("the component %s has a line break in its value", ident)
		}
		b.WriteString(ident)
		b.WriteString(": ")
		b.WriteString(v)
		b.WriteByte('\n')
	}
	if params.Params == nil {
		params.Params = httpsfv.NewParams()
	}
	sp, err := httpsfv.Marshal(params)
	if err != nil {
		return "", fmt.Errorf("the signature parameters cannot be serialised: %v", err)
	}
	b.WriteString(`"@signature-params": `)
	b.WriteString(sp)
	return b.String(), nil
}
