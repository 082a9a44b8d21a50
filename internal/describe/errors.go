package describe

import (
	"fmt"
	"net/http"
	"slices"
	"strings"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/scopes"
)

// ScopeDescriptions says what each scope grants (the specification's
// Authentication, item 7).
var ScopeDescriptions = map[scopes.Scope]string{
	scopes.Read:  "All of the owner's data and features (read), and the directory. The default scope of a new key.",
	scopes.Write: "Create and update the owner's data (trips, sessions, tiers, bankroll, share links, ...).",
	scopes.Tax:   "W-2G and tax reads and writes, tax reports (sensitive, opt-in).",
	scopes.Host:  "Host-business actions (host dashboard, leads, marketplace); only for host accounts.",
}

// codesFor lists the codes answered with status, in the order of
// domain.Codes.
func codesFor(status int) []any {
	var out []any
	for _, c := range domain.Codes {
		if domain.HTTPStatus(c) == status {
			out = append(out, c)
		}
	}
	return out
}

// errorSchema is the error object of every error response.
func errorSchema() *Object {
	codes := make([]any, 0, len(domain.Codes))
	for _, c := range domain.Codes {
		codes = append(codes, c)
	}
	return obj(
		"type", "object",
		"description", "Every error body. A client treats invalid_token as the code of a 401 (one public page shows it as unauthorized; tolerate that too).",
		"required", []any{"error"},
		"properties", obj("error", obj(
			"type", "object",
			"required", []any{"code", "message", "status"},
			"properties", obj(
				"code", typ("string", "enum", codes),
				"message", typ("string", "description", "Safe to show. For a bad field, parameter or header it starts with that name and a colon."),
				"status", typ("integer", "description", "The HTTP status, repeated."),
				"docs", typ("string", "format", "uri", "description", "The section of the errors page for the code."),
			),
		)),
	)
}

// errorResponse is the response component for one error status: the error
// object with the codes of that status.
func errorResponse(status int, description string, headers *Object) *Object {
	codes := codesFor(status)
	schema := obj("allOf", []any{ref("Error"), obj(
		"type", "object",
		"properties", obj("error", obj(
			"type", "object",
			"properties", obj(
				"code", obj("enum", codes),
				"status", obj("const", status),
			),
		)),
	)})
	var names []string
	for _, c := range codes {
		names = append(names, fmt.Sprint(c))
	}
	desc := description + " Codes: " + strings.Join(names, ", ") + "."
	return obj(
		"description", desc,
		"headers", headers,
		"content", obj("application/json", obj("schema", schema)),
	)
}

// errorResponses are the response components by name.
func errorResponses() *Object {
	common := func(extra ...any) *Object {
		h := obj(
			"X-Request-Id", ref2("headers", "X-Request-Id"),
			"X-RateLimit-Limit", ref2("headers", "X-RateLimit-Limit"),
			"X-RateLimit-Remaining", ref2("headers", "X-RateLimit-Remaining"),
			"X-RateLimit-Reset", ref2("headers", "X-RateLimit-Reset"),
		)
		for i := 0; i+1 < len(extra); i += 2 {
			h.Set(extra[i].(string), extra[i+1])
		}
		return h
	}
	return obj(
		"BadRequest", errorResponse(http.StatusBadRequest,
			"Malformed request: a bad parameter, header or field (the message starts with its name), a missing or unknown action. Do not retry unchanged.",
			common()),
		"Unauthorized", errorResponse(http.StatusUnauthorized,
			"The API key is missing, malformed, unknown, revoked or expired, or a bot signature failed. Always carries the WWW-Authenticate challenge.",
			common("WWW-Authenticate", ref2("headers", "WWW-Authenticate"))),
		"Forbidden", errorResponse(http.StatusForbidden,
			"The key lacks a scope the request needs (the message names it), or the action is never available through an API key. "+
				"When a key with more scopes would be let in, WWW-Authenticate says which (RFC 6750 §3.1).",
			common("WWW-Authenticate", ref2("headers", "InsufficientScopeChallenge"))),
		"NotFound", errorResponse(http.StatusNotFound,
			"The resource does not exist (or belongs to another account). Do not retry unchanged.",
			common()),
		"TooManyRequests", errorResponse(http.StatusTooManyRequests,
			"Over the request quota of the key (or, without a key, of the client address). Wait Retry-After seconds.",
			common("Retry-After", ref2("headers", "Retry-After"))),
		"InternalError", errorResponse(http.StatusInternalServerError,
			"An unexpected error; the message carries the request id. Retry with exponential backoff (about 1 s, 2 s, 4 s; at most 3 tries).",
			common()),
	)
}

// errorRefs maps statuses to the response components above.
var errorRefs = map[int]string{
	http.StatusBadRequest:          "BadRequest",
	http.StatusUnauthorized:        "Unauthorized",
	http.StatusForbidden:           "Forbidden",
	http.StatusNotFound:            "NotFound",
	http.StatusTooManyRequests:     "TooManyRequests",
	http.StatusInternalServerError: "InternalError",
}

func ref2(kind, name string) *Object { return obj("$ref", "#/components/"+kind+"/"+name) }

// headerComponents are the response headers of the API.
func headerComponents() *Object {
	h := func(description string, schema *Object, required bool) *Object {
		o := obj("description", description, "schema", schema)
		if required {
			o.Set("required", true)
		}
		return o
	}
	return obj(
		"X-Request-Id", h("The request's id (the client's own X-Request-Id when it sent a sane one). Quote it when reporting a problem.", typ("string"), true),
		"X-RateLimit-Limit", h("The request quota of the current window.", typ("integer"), false),
		"X-RateLimit-Remaining", h("Requests left in the current window.", typ("integer"), false),
		"X-RateLimit-Reset", h("When the window resets, in Unix epoch seconds.", typ("integer"), false),
		"Retry-After", h("Seconds to wait before retrying.", typ("integer", "minimum", 1), true),
		"WWW-Authenticate", h(`The Bearer challenge: realm, error="invalid_token" and resource_metadata, the URL of the protected resource metadata (RFC 9728).`, typ("string"), true),
		"InsufficientScopeChallenge", h(`WWW-Authenticate on a 403 that a key with more scopes would pass: Bearer realm, error="insufficient_scope", scope (the scopes the request needs, space-separated) and resource_metadata.`, typ("string"), false),
		"Idempotent-Replayed", h("true when the answer is the stored answer of an earlier request with the same Idempotency-Key.", typ("string", "enum", []any{"true"}), false),
		"Deprecation", h("Present when the endpoint or action is deprecated: @ and the Unix time of the deprecation (RFC 9745).", typ("string", "pattern", `^@-?[0-9]+$`), false),
		"Sunset", h("Present when the endpoint or action is deprecated: the HTTP-date after which it is removed (RFC 8594).", typ("string"), false),
		"Link", h(`Present when the endpoint or action is deprecated: the documentation of the deprecation, rel="deprecation".`, typ("string"), false),
	)
}

// scopeNames lists the scopes in the specification's order.
func scopeNames(set scopes.Set) []any {
	out := []any{}
	for _, s := range scopes.All {
		if slices.Contains(set, s) {
			out = append(out, string(s))
		}
	}
	return out
}
