package web

import (
	"bytes"
	"encoding/json"
	"fmt"
	"html/template"
	"io/fs"
	"net/http"
	"regexp"
	"slices"
	"sort"
	"strings"

	"github.com/gorilla/mux"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/parser"
	goldhtml "github.com/yuin/goldmark/renderer/html"

	"github.com/tierline/tierline/internal/describe"
	"github.com/tierline/tierline/registry"
)

// The developer docs: /docs is the API reference generated from the route
// table and the action registry (the same sources as /openapi.json), and
// /docs/{page} serves the hand-written pages (errors, deprecations, ...)
// inside the site's layout. Both are built once, at start-up.

// docPage is a rendered Markdown page.
type docPage struct {
	Title string
	Body  template.HTML
}

// mdLink finds relative links to other pages ("errors.md#x") so they can
// point at the served page ("/docs/errors#x").
var mdLink = regexp.MustCompile(`href="([a-z0-9-]+)\.md(#[^"]*)?"`)

// renderDocs renders the Markdown pages and the reference.
func (s *Site) renderDocs() error {
	md := goldmark.New(
		goldmark.WithExtensions(extension.GFM),
		goldmark.WithParserOptions(parser.WithAttribute(), parser.WithAutoHeadingID()),
		// The pages are ours (hand-written or generated from the
		// registry), and the action reference places anchors as raw HTML.
		goldmark.WithRendererOptions(goldhtml.WithUnsafe()),
	)
	s.docs = map[string]docPage{}
	if s.Docs != nil {
		names, err := fs.Glob(s.Docs, "*.md")
		if err != nil {
			return fmt.Errorf("web: docs: %w", err)
		}
		for _, name := range names {
			src, err := fs.ReadFile(s.Docs, name)
			if err != nil {
				return fmt.Errorf("web: docs: %w", err)
			}
			var body bytes.Buffer
			if err := md.Convert(src, &body); err != nil {
				return fmt.Errorf("web: docs: %s: %w", name, err)
			}
			html := mdLink.ReplaceAllString(body.String(), `href="/docs/$1$2"`)
			page := strings.TrimSuffix(name, ".md")
			s.docs[page] = docPage{Title: mdTitle(src, page), Body: template.HTML(html)} // #nosec: our own pages
		}
	}
	ref, err := s.buildReference()
	if err != nil {
		return err
	}
	s.reference = ref
	return nil
}

// mdTitle is the text of the page's first "# " heading.
func mdTitle(src []byte, fallback string) string {
	for _, line := range strings.Split(string(src), "\n") {
		if t, ok := strings.CutPrefix(line, "# "); ok {
			return strings.TrimSpace(t)
		}
	}
	return fallback
}

func (s *Site) docsPage(w http.ResponseWriter, r *http.Request) error {
	p, ok := s.docs[mux.Vars(r)["page"]]
	if !ok {
		return notFound()
	}
	w.Header().Set("Cache-Control", "public, max-age=300")
	s.render(w, r, http.StatusOK, "doc", &view{Title: p.Title, Section: "docs", Data: p})
	return nil
}

func (s *Site) referencePage(w http.ResponseWriter, r *http.Request) error {
	w.Header().Set("Cache-Control", "public, max-age=300")
	s.render(w, r, http.StatusOK, "reference", &view{Title: "API reference", Section: "docs", Data: s.reference})
	return nil
}

// Reference data: what the reference template lists.
type refData struct {
	SiteURL, BaseURL, MCPURL string
	KeysURL                  string
	Groups                   []refGroup
	Namespaces               []refNamespace
	Scopes                   []refScope
}

type refScope struct{ Name, Description string }

type refGroup struct {
	Tag    string
	Routes []refRoute
}

type refRoute struct {
	ID, Method, URL, Path, Summary, Description, Auth string
	Params                                            []refField
	Errors                                            string
	Request, Answer                                   string
	Stream                                            string
}

type refNamespace struct {
	ID, Path, Summary string
	Areas             []refArea
	Count             int
}

type refArea struct {
	Name    string
	Actions []refAction
}

type refAction struct {
	ID, Name, Summary, Kind, Scopes, Rules, Deprecated string
	ChangesData, ByKey                                 bool
	Fields                                             []refField
	Request, Answer                                    string
}

type refField struct {
	Name, In, Type, Rules string
	Required              bool
}

// buildReference renders the reference body from the route table, the
// registry and the OpenAPI document's component schemas (for the REST
// answers' examples).
func (s *Site) buildReference() (template.HTML, error) {
	doc, err := describe.Document(s.Config, s.Registry, describe.Options{})
	if err != nil {
		return "", fmt.Errorf("web: reference: %w", err)
	}
	raw, err := json.Marshal(doc)
	if err != nil {
		return "", fmt.Errorf("web: reference: %w", err)
	}
	var openapi map[string]any
	if err := json.Unmarshal(raw, &openapi); err != nil {
		return "", fmt.Errorf("web: reference: %w", err)
	}
	components, _ := dig(openapi, "components", "schemas").(map[string]any)
	ex := &exampler{components: components}

	d := refData{SiteURL: s.Config.SiteURL, BaseURL: s.Config.BaseURL, MCPURL: s.Config.MCPURL, KeysURL: s.Config.SiteURL + "/settings/keys"}
	for _, sc := range []string{"read", "write", "tax", "host"} {
		d.Scopes = append(d.Scopes, refScope{Name: sc, Description: describeScope(sc)})
	}
	groups := map[string]*refGroup{}
	var order []string
	for _, rt := range registry.Routes() {
		if rt.Namespace != "" {
			continue
		}
		base := s.Config.BaseURL
		if rt.OnSite {
			base = s.Config.SiteURL
		}
		path := rt.Path
		if rt.OperationID == "mcp" {
			base, path = s.Config.MCPURL, ""
		}
		item := refRoute{
			ID: "op-" + rt.OperationID, Method: rt.Method, URL: base + path, Path: rt.Path,
			Summary: rt.Summary, Description: rt.Description, Auth: authWords(rt.Auth), Stream: rt.Stream,
		}
		for _, p := range rt.PathParams {
			item.Params = append(item.Params, paramField(p, "path"))
		}
		for _, p := range rt.Query {
			item.Params = append(item.Params, paramField(p, "query"))
		}
		var codes []string
		for _, c := range rt.Errors {
			codes = append(codes, fmt.Sprint(c))
		}
		item.Errors = strings.Join(codes, ", ")
		item.Request = routeExample(rt, base+path, ex)
		op, _ := dig(openapi, "paths", rt.Path, strings.ToLower(rt.Method)).(map[string]any)
		if schema := dig(op, "responses", "200", "content", "application/json", "schema"); schema != nil {
			item.Answer = pretty(ex.value("", schema, 0))
		}
		g, ok := groups[rt.Tag]
		if !ok {
			g = &refGroup{Tag: rt.Tag}
			groups[rt.Tag] = g
			order = append(order, rt.Tag)
		}
		g.Routes = append(g.Routes, item)
	}
	for _, tag := range order {
		d.Groups = append(d.Groups, *groups[tag])
	}
	for _, ep := range registry.ActionRoutes() {
		actions := s.Registry.InNamespace(ep.Namespace)
		ns := refNamespace{ID: "ns-" + strings.ReplaceAll(ep.Namespace, "/", "-"), Path: s.Config.BaseURL + ep.Path, Summary: ep.Summary, Count: len(actions)}
		var areas []string
		for _, a := range actions {
			if !slices.Contains(areas, a.Area) {
				areas = append(areas, a.Area)
			}
		}
		sort.Strings(areas)
		for _, area := range areas {
			ra := refArea{Name: area}
			for _, a := range actions {
				if a.Area == area {
					ra.Actions = append(ra.Actions, actionRef(a, ex))
				}
			}
			ns.Areas = append(ns.Areas, ra)
		}
		d.Namespaces = append(d.Namespaces, ns)
	}
	t, ok := s.pages["reference-body"]
	if !ok {
		return "", fmt.Errorf("web: no reference-body template")
	}
	var buf bytes.Buffer
	if err := t.ExecuteTemplate(&buf, "reference-body", d); err != nil {
		return "", fmt.Errorf("web: reference: %w", err)
	}
	return template.HTML(buf.String()), nil // #nosec: rendered by html/template
}

func describeScope(name string) string {
	for sc, desc := range describe.ScopeDescriptions {
		if string(sc) == name {
			return desc
		}
	}
	return ""
}

func authWords(a registry.Auth) string {
	switch a {
	case registry.Key:
		return "API key with the scope read"
	case registry.Ops:
		return "none (operations; not rate limited)"
	default:
		return "none (an API key may be sent: it sets the rate-limit identity)"
	}
}

func paramField(p registry.Param, in string) refField {
	f := refField{Name: p.Name, In: in, Required: p.Required, Type: "string"}
	if p.Schema != nil {
		raw, _ := json.Marshal(p.Schema)
		var m map[string]any
		_ = json.Unmarshal(raw, &m)
		if t, ok := m["type"].(string); ok {
			f.Type = t
		}
		if fm, ok := m["format"].(string); ok {
			f.Type = fm
		}
		var rules []string
		if e, ok := m["enum"].([]any); ok {
			var vals []string
			for _, v := range e {
				vals = append(vals, fmt.Sprint(v))
			}
			rules = append(rules, "one of "+strings.Join(vals, ", "))
		}
		for _, k := range []struct{ key, word string }{{"minimum", "≥ "}, {"maximum", "≤ "}, {"maxLength", "at most chars: "}, {"default", "default "}, {"pattern", "matches "}} {
			if v, ok := m[k.key]; ok {
				rules = append(rules, k.word+fmt.Sprint(v))
			}
		}
		f.Rules = strings.Join(rules, "; ")
	}
	if p.Description != "" {
		f.Rules = strings.TrimSpace(p.Description + " " + f.Rules)
	}
	return f
}

// routeExample is an example request of a route, as curl.
func routeExample(rt registry.Route, url string, ex *exampler) string {
	var b strings.Builder
	b.WriteString("curl")
	if rt.Method != http.MethodGet {
		b.WriteString(" -X " + rt.Method)
	}
	if rt.Auth == registry.Key {
		b.WriteString(` -H "Authorization: Bearer $KEY"`)
	}
	for _, p := range rt.PathParams {
		example := "EXAMPLE"
		switch p.Name {
		case "slug":
			example = "bellagio-hotel-and-casino-nv-c859bf1d"
		case "id":
			example = "03cf714a-1079-52bd-902f-47406d734b33"
		case "token":
			example = "SHARE_TOKEN"
		}
		url = strings.ReplaceAll(url, "{"+p.Name+"}", example)
	}
	if rt.Request != nil {
		raw, _ := json.Marshal(rt.Request)
		var schema map[string]any
		_ = json.Unmarshal(raw, &schema)
		body, _ := json.Marshal(ex.value("", schema, 0))
		fmt.Fprintf(&b, " -H 'Content-Type: application/json' -d '%s'", body)
	}
	if len(rt.Query) > 0 && rt.Method == http.MethodGet {
		for _, p := range rt.Query {
			if p.Name == "limit" {
				url += "?limit=5"
				break
			}
		}
	}
	fmt.Fprintf(&b, " '%s'", url)
	return b.String()
}

// actionRef describes one action for the reference.
func actionRef(a *registry.Action, ex *exampler) refAction {
	ra := refAction{
		ID: strings.ReplaceAll(a.Namespace, "/", "-") + "-" + a.Name, Name: a.Name, Summary: a.Summary,
		Kind: string(a.Kind), Scopes: registry.ScopeList(a), Rules: a.Rules, ChangesData: a.ChangesData(), ByKey: a.AllowedByKey(),
	}
	if a.Deprecated != nil {
		ra.Deprecated = fmt.Sprintf("Deprecated since %s; removed after %s.", a.Deprecated.Since.Format("2006-01-02"), a.Deprecated.Sunset.Format("2006-01-02"))
		if a.Deprecated.Use != "" {
			ra.Deprecated += " Use " + a.Deprecated.Use + " instead."
		}
	}
	in := a.InputSchema()
	for p := in.Properties.Oldest(); p != nil; p = p.Next() {
		ra.Fields = append(ra.Fields, refField{
			Name: p.Key, Type: registry.TypeOf(p.Value), Rules: registry.Constraints(p.Value),
			Required: slices.Contains(in.Required, p.Key),
		})
	}
	req, _ := json.MarshalIndent(a.ExampleRequest(), "", "  ")
	ra.Request = string(req)
	if a.AllowedByKey() {
		raw, _ := json.Marshal(a.OutputSchema())
		var schema map[string]any
		_ = json.Unmarshal(raw, &schema)
		data := map[string]any{"success": true}
		if obj, ok := ex.value("", schema, 0).(map[string]any); ok {
			for k, v := range obj {
				data[k] = v
			}
		}
		ra.Answer = pretty(map[string]any{"data": data, "error": nil})
	} else {
		ra.Answer = pretty(map[string]any{"error": map[string]any{
			"code": "insufficient_scope", "status": 403,
			"message": fmt.Sprintf("The action %q is never available through an API key; the account owner does this on the site.", a.Name),
			"docs":    "{site}/docs/errors#insufficient_scope",
		}})
	}
	return ra
}

func pretty(v any) string {
	b, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return ""
	}
	return string(b)
}

// dig walks nested objects by keys.
func dig(v any, keys ...string) any {
	for _, k := range keys {
		m, ok := v.(map[string]any)
		if !ok {
			return nil
		}
		v = m[k]
	}
	return v
}

// exampler makes example values from JSON Schemas, resolving the
// document's $refs: placeholders of the right type and format, the first
// value of an enum, one item per array.
type exampler struct {
	components map[string]any
}

// maxDepth stops the walk in deeply nested or recursive schemas.
const maxDepth = 6

func (e *exampler) value(name string, schema any, depth int) any {
	s, ok := schema.(map[string]any)
	if !ok || depth > maxDepth {
		return nil
	}
	if ref, ok := s["$ref"].(string); ok {
		return e.value(name, e.components[strings.TrimPrefix(ref, "#/components/schemas/")], depth+1)
	}
	if v, ok := s["const"]; ok {
		return v
	}
	if v, ok := s["example"]; ok {
		return v
	}
	if enum, ok := s["enum"].([]any); ok && len(enum) > 0 {
		return enum[0]
	}
	for _, key := range []string{"oneOf", "anyOf", "allOf"} {
		if alts, ok := s[key].([]any); ok {
			for _, alt := range alts {
				if m, ok := alt.(map[string]any); ok && m["type"] == "null" {
					continue
				}
				return e.value(name, alt, depth+1)
			}
		}
	}
	typ := s["type"]
	if list, ok := typ.([]any); ok {
		typ = nil
		for _, t := range list {
			if t != "null" {
				typ = t
				break
			}
		}
	}
	switch s["format"] {
	case "date":
		return "2026-03-01"
	case "date-time":
		return "2026-03-01T20:00:00Z"
	case "uuid":
		return "3fa85f64-5717-4562-b3fc-2c963f66afa6"
	case "email":
		return "ann@example.com"
	case "uri":
		return "https://example.com/"
	}
	switch typ {
	case "object":
		out := map[string]any{}
		props, _ := s["properties"].(map[string]any)
		for k, v := range props {
			out[k] = e.value(k, v, depth+1)
		}
		return out
	case "array":
		if depth >= maxDepth-1 {
			return []any{}
		}
		return []any{e.value(name, s["items"], depth+1)}
	case "string":
		switch {
		case name == "email":
			return "ann@example.com"
		case name == "id" || strings.HasSuffix(name, "_id"):
			return "3fa85f64-5717-4562-b3fc-2c963f66afa6"
		case name == "role":
			return "player"
		case strings.Contains(name, "casino"):
			return "Bellagio Hotel and Casino"
		case name == "name":
			return "Ann Lee"
		case strings.HasSuffix(name, "slug"):
			return "bellagio-hotel-and-casino-nv-c859bf1d"
		}
		return "text"
	case "integer":
		if m, ok := s["minimum"].(float64); ok && m > 1 {
			return m
		}
		return 1
	case "number":
		return 25.5
	case "boolean":
		return true
	}
	return nil
}
