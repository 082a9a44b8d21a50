// OpenAPI: the OpenAPI 3.1 description of the API served at
// {site_url}/openapi.json: the REST endpoints, their parameters, responses
// and error objects, the bearer scheme with its scopes, and every action
// endpoint with one request schema per action, all taken from the registry,
// so a new action is described without code.

package describe

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"reflect"
	"strings"

	"github.com/tierline/tierline/internal/config"
	"github.com/tierline/tierline/internal/domain/apikeys"
	"github.com/tierline/tierline/registry"
	"github.com/tierline/tierline/scopes"
)

// Version is the version of the API description (info.version).
const Version = "1.1.0"

// Options adds what the registry and the configuration do not say.
type Options struct {
	// Deprecated marks REST routes deprecated, keyed by path template as
	// the path appears in the document (e.g. "/v1/offers"): transport's
	// Server.DeprecatedRoutes.
	Deprecated map[string]registry.Deprecation
}

// Build returns the document as indented JSON.
func OpenAPI(cfg config.Config, reg *registry.Registry, opts Options) ([]byte, error) {
	doc, err := Document(cfg, reg, opts)
	if err != nil {
		return nil, err
	}
	raw, err := marshal(doc)
	if err != nil {
		return nil, fmt.Errorf("openapi: %w", err)
	}
	var out bytes.Buffer
	if err := json.Indent(&out, raw, "", "  "); err != nil {
		return nil, fmt.Errorf("openapi: %w", err)
	}
	out.WriteByte('\n')
	return out.Bytes(), nil
}

// Document returns the document as an Object.
func Document(cfg config.Config, reg *registry.Registry, opts Options) (*Object, error) {
	schemas := obj("Error", errorSchema())
	res := resourceSchemas()
	for _, k := range res.Keys() {
		v, _ := res.Get(k)
		schemas.Set(k, v)
	}
	schemas.Set("Readiness", registry.Readiness())

	paths := obj()
	for _, rt := range registry.Routes() {
		if rt.Namespace != "" {
			op, err := actionOperation(reg, rt, schemas)
			if err != nil {
				return nil, err
			}
			paths.Set(rt.Path, obj("post", op))
			continue
		}
		paths.Set(rt.Path, obj(strings.ToLower(rt.Method), routeOperation(rt, opts)))
		if rt.OnSite {
			paths.Object(rt.Path).Set("servers", []any{obj("url", cfg.SiteURL, "description", "The site.")})
		}
	}

	scopeList := make([]string, 0, len(scopes.All))
	for _, s := range scopes.All {
		scopeList = append(scopeList, fmt.Sprintf("`%s`: %s", s, ScopeDescriptions[s]))
	}
	scopeObj := obj()
	for _, s := range scopes.All {
		scopeObj.Set(string(s), ScopeDescriptions[s])
	}

	return obj(
		"openapi", "3.1.0",
		"info", obj(
			"title", "Tierline API",
			"version", Version,
			"summary", "Casino loyalty data for players and their agents: a public U.S. casino directory, and a player's tiers, trips, offers, sessions, bankroll, tax records, comps and hosts.",
			"description", infoDescription(cfg),
		),
		"servers", []any{obj("url", cfg.BaseURL, "description", "The API.")},
		"tags", []any{
			obj("name", "Directory", "description", "The public casino directory: no key needed."),
			obj("name", "Account", "description", "The key owner's profile, tiers, trips and offers (scope read)."),
			obj("name", "Actions", "description", "POST /v1/player: every player and host action, named by the body's action field."),
			obj("name", "Features", "description", "The feature endpoints: comp calculator and prediction, tier match, responsible gaming, hosts, tax reports."),
			obj("name", "Sharing", "description", "What a share link shows, without a key."),
			obj("name", "Operations", "description", "Health probes, outside the rate limit."),
		},
		"paths", paths,
		"components", obj(
			"schemas", schemas,
			"responses", errorResponses(),
			"parameters", obj("IdempotencyKey", obj(
				"name", "Idempotency-Key",
				"in", "header",
				"description", "A uuid. Replaying a request with the same key returns the first answer (with Idempotent-Replayed: true) instead of running it again; the same key with a different request is a 400.",
				"schema", typ("string", "format", "uuid"),
			)),
			"headers", headerComponents(),
			"securitySchemes", obj("bearerAuth", obj(
				"type", "http",
				"scheme", "bearer",
				"bearerFormat", apikeys.Prefix+"<64 hex digits>",
				"description", "A personal API key: Authorization: Bearer "+apikeys.Prefix+"<64 hex digits>. Keys are issued only by the signed-in account owner in the developer settings of the site, shown once, and carry scopes chosen at creation (default read); there is no self-registration. An app may instead send an OAuth access token (tl_at_...) issued for this API (resource "+cfg.BaseURL+") through the authorization code flow with PKCE and the owner's consent on the site ("+cfg.SiteURL+AuthorizationServerPath+"); it works exactly like a key with the granted scopes. An operation's security requirement lists the scopes it needs; each action's request schema lists its own in x-scopes. Scopes: "+strings.Join(scopeList, " "),
				"x-scopes", scopeObj,
			)),
		),
		"externalDocs", obj("description", "The action reference", "url", cfg.SiteURL+"/docs/actions"),
	), nil
}

func infoDescription(cfg config.Config) string {
	return strings.Join([]string{
		"JSON over HTTP under /v1. Successful reads wrap the payload in data; lists add count, the number of matches (not the page size). Every error is {\"error\": {\"code\", \"message\", \"status\", \"docs\"}}; docs opens " + cfg.SiteURL + "/docs/errors#<code>.",
		"Authentication: Authorization: Bearer " + apikeys.Prefix + "<64 hex digits> (an API key), or an OAuth access token issued for " + cfg.BaseURL + ". The directory needs no key; everything else needs one, with the scopes the operation or action names. A 401 always carries WWW-Authenticate with resource_metadata=" + cfg.SiteURL + "/.well-known/oauth-protected-resource.",
		"Every response carries X-Request-Id and (except the health probes) X-RateLimit-Limit, X-RateLimit-Remaining and X-RateLimit-Reset; a 429 adds Retry-After. Do not retry 400 or 404 unchanged; retry 5xx with exponential backoff (about 1 s, 2 s, 4 s; at most 3 tries).",
		"Writes send Idempotency-Key (a uuid). Deprecated endpoints and actions answer with Deprecation, Sunset and Link rel=\"deprecation\" and are marked deprecated here.",
		"Also for agents: the MCP server at " + cfg.MCPURL + ", POST " + cfg.SiteURL + "/ask for questions in plain English, and the discovery documents under " + cfg.SiteURL + "/.well-known/.",
	}, "\n\n")
}

// okHeaders are the headers of a successful answer of a rate-limited
// route.
func okHeaders(limited bool) *Object {
	h := obj("X-Request-Id", ref2("headers", "X-Request-Id"))
	if limited {
		h.Set("X-RateLimit-Limit", ref2("headers", "X-RateLimit-Limit"))
		h.Set("X-RateLimit-Remaining", ref2("headers", "X-RateLimit-Remaining"))
		h.Set("X-RateLimit-Reset", ref2("headers", "X-RateLimit-Reset"))
	}
	return h
}

func deprecationHeaders(h *Object) {
	h.Set("Deprecation", ref2("headers", "Deprecation"))
	h.Set("Sunset", ref2("headers", "Sunset"))
	h.Set("Link", ref2("headers", "Link"))
}

func security(a registry.Auth) []any {
	switch a {
	case registry.Key:
		return []any{obj("bearerAuth", []any{string(scopes.Read)})}
	case registry.Public:
		return []any{obj(), obj("bearerAuth", []any{})}
	}
	return []any{}
}

func routeOperation(rt registry.Route, opts Options) *Object {
	var params []any
	for _, p := range rt.PathParams {
		params = append(params, obj("name", p.Name, "in", "path", "required", true, "description", p.Description, "schema", p.Schema))
	}
	for _, p := range rt.Query {
		params = append(params, obj("name", p.Name, "in", "query", "required", p.Required, "description", p.Description, "schema", p.Schema))
	}
	headers := okHeaders(rt.Auth != registry.Ops)
	for _, k := range rt.Headers.Keys() {
		v, _ := rt.Headers.Get(k)
		headers.Set(k, v)
	}
	desc := rt.Description
	dep, deprecated := opts.Deprecated[rt.Path]
	if deprecated {
		deprecationHeaders(headers)
		desc = strings.TrimSpace(desc + " " + deprecationText(&dep))
	}
	content := obj("application/json", obj("schema", rt.Response))
	if rt.Stream != "" {
		content.Set("text/event-stream", obj("schema", typ("string", "description", rt.Stream)))
	}
	responses := obj("200", obj(
		"description", "OK.",
		"headers", headers,
		"content", content,
	))
	if rt.Moved != "" {
		responses.Set("301", obj(
			"description", rt.Moved,
			"headers", obj("Location", obj("description", "The resource's address now (same query).", "schema", typ("string", "format", "uri-reference"))),
			"content", obj("application/json", obj("schema", ref("Moved"))),
		))
	}
	if rt.Path == "/readyz" {
		responses.Set("503", obj(
			"description", "The database does not answer.",
			"headers", okHeaders(false),
			"content", obj("application/json", obj("schema", ref("Readiness"))),
		))
	}
	for _, status := range rt.Errors {
		responses.Set(fmt.Sprint(status), ref2("responses", errorRefs[status]))
	}
	op := obj(
		"operationId", rt.OperationID,
		"tags", []any{rt.Tag},
		"summary", rt.Summary,
	)
	if desc != "" {
		op.Set("description", desc)
	}
	op.Set("security", security(rt.Auth))
	if len(params) > 0 {
		op.Set("parameters", params)
	}
	if rt.Request != nil {
		op.Set("requestBody", obj("required", true, "content", obj("application/json", obj("schema", rt.Request))))
	}
	op.Set("responses", responses)
	if deprecated {
		op.Set("deprecated", true)
	}
	return op
}

var csvType = reflect.TypeFor[registry.CSVer]()

// writesCSV reports whether the action's output can also be CSV.
func writesCSV(a *registry.Action) bool {
	return a.Output.Implements(csvType) || reflect.PointerTo(a.Output).Implements(csvType)
}

// actionOperation describes POST /v1/<namespace>: adds the request and
// result schemas of its actions to schemas and returns the operation.
func actionOperation(reg *registry.Registry, ep registry.Route, schemas *Object) (*Object, error) {
	n, err := collectActions(reg, ep, schemas)
	if err != nil {
		return nil, err
	}
	body, data := n.bodyAndData()
	op := obj(
		"operationId", "run"+pascal(ep.Namespace),
		"tags", []any{ep.Tag},
		"summary", ep.Summary,
		"description", n.description(ep),
		"security", []any{obj("bearerAuth", []any{})},
		"parameters", []any{ref2("parameters", "IdempotencyKey")},
		"requestBody", obj("required", true, "content", obj("application/json", obj("schema", body))),
		"responses", actionResponses(reg, ep, data, n.csv),
	)
	// A namespace without an action a key may call is not deprecated.
	if n.allDeprecated && len(n.requests) > 0 {
		op.Set("deprecated", true)
	}
	return op, nil
}

// namespaceActions is what actionOperation reads from the actions of one
// namespace.
type namespaceActions struct {
	// requests and results are $refs to each action's schemas; mapping
	// takes an action name to its request schema.
	requests, results []any
	mapping           *Object
	// lines lists the actions a key may call, for the description;
	// refused names those no key may call.
	lines, refused []string
	// csv: some result can be CSV; allDeprecated: every action a key may
	// call is deprecated.
	csv, allDeprecated bool
}

// collectActions adds the request and result schemas of the namespace's
// actions to schemas and gathers what the operation says of them.
func collectActions(reg *registry.Registry, ep registry.Route, schemas *Object) (*namespaceActions, error) {
	n := &namespaceActions{mapping: obj(), allDeprecated: true}
	for _, a := range reg.InNamespace(ep.Namespace) {
		if !a.AllowedByKey() {
			n.refused = append(n.refused, a.Name)
			continue
		}
		req, err := requestSchema(a)
		if err != nil {
			return nil, err
		}
		out, err := resultSchema(a)
		if err != nil {
			return nil, err
		}
		reqName, outName := componentName(a, "Request"), componentName(a, "Result")
		for _, name := range []string{reqName, outName} {
			if _, dup := schemas.Get(name); dup {
				return nil, fmt.Errorf("openapi: two schemas named %s", name)
			}
		}
		schemas.Set(reqName, req)
		schemas.Set(outName, out)
		n.requests = append(n.requests, ref(reqName))
		n.results = append(n.results, ref(outName))
		n.mapping.Set(a.Name, "#/components/schemas/"+reqName)
		line := fmt.Sprintf("- `%s` (%s): %s", a.Name, scopeWords(a), a.Summary)
		if a.Deprecated != nil {
			line += " Deprecated."
		} else {
			n.allDeprecated = false
		}
		n.lines = append(n.lines, line)
		n.csv = n.csv || writesCSV(a)
	}
	return n, nil
}

// bodyAndData are the request body's schema and the result's: the one
// action's, a choice by action name between several, or the bare action
// field when a key may call none.
func (n *namespaceActions) bodyAndData() (body, data *Object) {
	switch len(n.requests) {
	case 0:
		body = obj("type", "object", "required", []any{"action"}, "properties", obj("action", typ("string")))
		data = obj("type", "object", "required", []any{"success"}, "properties", obj("success", typ("boolean", "const", true)))
	case 1:
		body, data = n.requests[0].(*Object), n.results[0].(*Object)
	default:
		body = obj("oneOf", n.requests, "discriminator", obj("propertyName", "action", "mapping", n.mapping))
		data = obj("anyOf", n.results)
	}
	return body, data
}

// description is the operation's description: how the body reads, which
// actions honour Idempotency-Key, CSV, and the actions by scope.
func (n *namespaceActions) description(ep registry.Route) string {
	desc := ep.Summary + " The body is a JSON object: action names the action, its fields sit beside it; unknown fields are ignored. A successful call answers {\"data\": {\"success\": true, ...}, \"error\": null}."
	if ep.DefaultAction != "" {
		desc += fmt.Sprintf(" action may be left out: it defaults to %s.", ep.DefaultAction)
	}
	if ep.IdempotentReads {
		desc += " Every action of this endpoint honours Idempotency-Key."
	} else {
		desc += " Actions that change data honour Idempotency-Key."
	}
	if n.csv {
		desc += " Actions whose result can be a table answer text/csv when the request sends Accept: text/csv."
	}
	if len(n.lines) > 0 {
		desc += "\n\nActions (scopes):\n" + strings.Join(n.lines, "\n")
	}
	if len(n.refused) > 0 {
		desc += "\n\nRefused with 403 whatever the key (the account owner does these on the site): " + strings.Join(n.refused, ", ") + "."
	}
	return desc
}

// actionResponses are the operation's responses: 200 with data (and CSV
// when csv), its headers, and the error responses.
func actionResponses(reg *registry.Registry, ep registry.Route, data *Object, csv bool) *Object {
	headers := okHeaders(true)
	headers.Set("Idempotent-Replayed", ref2("headers", "Idempotent-Replayed"))
	for _, a := range reg.InNamespace(ep.Namespace) {
		if a.Deprecated != nil && a.AllowedByKey() {
			deprecationHeaders(headers)
			break
		}
	}
	content := obj("application/json", obj("schema", obj(
		"type", "object",
		"required", []any{"data", "error"},
		"properties", obj(
			"data", data,
			"error", typ("null"),
		),
	)))
	if csv {
		content.Set("text/csv", obj("schema", typ("string", "description", "The result as CSV, with a header row.")))
	}
	responses := obj("200", obj("description", "The action's result.", "headers", headers, "content", content))
	for _, status := range []int{http.StatusBadRequest, http.StatusUnauthorized, http.StatusForbidden, http.StatusNotFound, http.StatusTooManyRequests, http.StatusInternalServerError} {
		responses.Set(fmt.Sprint(status), ref2("responses", errorRefs[status]))
	}
	return responses
}
