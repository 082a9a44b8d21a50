package registry

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/invopop/jsonschema"
)

// Path is the endpoint that serves a namespace's actions.
func Path(namespace string) string { return "/v1/" + namespace }

// Markdown renders the action reference: every namespace and area, every
// action with its kind, scopes, rules, fields and an example request. It
// is what docs/actions.md holds (a test keeps the file in step).
func (r *Registry) Markdown() []byte {
	var b bytes.Buffer
	b.WriteString("# Action reference\n\n")
	b.WriteString("<!-- Generated from the action registry by `make docs`; do not edit by hand. -->\n\n")
	b.WriteString("Every action is called with `POST` and a JSON object holding `action` and the action's fields\n")
	b.WriteString("side by side. A successful call answers `200` with `{\"data\": {\"success\": true, ...}, \"error\": null}`;\n")
	b.WriteString("errors are the error objects of [errors.md](errors.md). Required scopes are the kind's scope\n")
	b.WriteString("(`read` or `write`) plus the area's extra scope (`tax`, `host`); admin and key actions are never\n")
	b.WriteString("available through an API key. Writing actions run in one transaction and honour `Idempotency-Key`.\n")
	b.WriteString("List actions take `limit` (default 50, at most 200) and `offset` (default 0) and return `count`,\n")
	b.WriteString("the number of matches. Unknown fields are ignored; a field of the wrong type or breaking a rule\n")
	b.WriteString("is a 400 `invalid_request` whose message starts with the field's name.\n\n")

	for _, ns := range r.Namespaces() {
		actions := r.InNamespace(ns)
		fmt.Fprintf(&b, "## `POST %s`\n\n", Path(ns))
		fmt.Fprintf(&b, "%d actions.\n\n", len(actions))
		fmt.Fprintf(&b, "| action | area | kind | scopes | summary |\n|---|---|---|---|---|\n")
		for _, a := range actions {
			fmt.Fprintf(&b, "| [`%s`](#%s) | %s | %s | %s | %s |\n", a.Name, anchor(ns, a.Name), a.Area, a.Kind, scopeList(a), cell(a.Summary))
		}
		b.WriteString("\n")
		for _, area := range areas(actions) {
			fmt.Fprintf(&b, "### %s\n\n", area)
			for _, a := range actions {
				if a.Area == area {
					writeAction(&b, a)
				}
			}
		}
	}
	return b.Bytes()
}

func writeAction(b *bytes.Buffer, a *Action) {
	fmt.Fprintf(b, "<a id=\"%s\"></a>\n#### `%s`\n\n%s\n\n", anchor(a.Namespace, a.Name), a.Name, a.Summary)
	fmt.Fprintf(b, "- Kind: %s. Scopes: %s.\n", a.Kind, scopeList(a))
	if a.ChangesData() {
		b.WriteString("- Changes data: runs in one transaction; honours `Idempotency-Key`.\n")
	}
	if a.Deprecated != nil {
		fmt.Fprintf(b, "- Deprecated since %s; removed after %s.", a.Deprecated.Since.Format("2006-01-02"), a.Deprecated.Sunset.Format("2006-01-02"))
		if a.Deprecated.Use != "" {
			fmt.Fprintf(b, " Use `%s` instead.", a.Deprecated.Use)
		}
		b.WriteString("\n")
	}
	if a.Rules != "" {
		fmt.Fprintf(b, "- Rules: %s\n", a.Rules)
	}
	b.WriteString("\n")
	s := a.InputSchema()
	if s.Properties.Len() > 0 {
		b.WriteString("| field | type | required | rules |\n|---|---|---|---|\n")
		for p := s.Properties.Oldest(); p != nil; p = p.Next() {
			req := ""
			if slices.Contains(s.Required, p.Key) {
				req = "yes"
			}
			fmt.Fprintf(b, "| `%s` | %s | %s | %s |\n", p.Key, typeOf(p.Value), req, cell(constraints(p.Value)))
		}
		b.WriteString("\n")
	} else {
		b.WriteString("No fields besides `action`.\n\n")
	}
	ex, _ := json.Marshal(a.ExampleRequest())
	fmt.Fprintf(b, "```json\n%s\n```\n\n", ex)
}

// ScopeList is the action's required scopes as words, for listings.
func ScopeList(a *Action) string { return scopeList(a) }

func scopeList(a *Action) string {
	if !a.AllowedByKey() {
		return "never through an API key"
	}
	return strings.ReplaceAll(a.RequiredScopes().String(), ",", " + ")
}

// cell escapes text for a Markdown table cell.
func cell(s string) string { return strings.ReplaceAll(s, "|", "\\|") }

func anchor(ns, name string) string {
	return strings.ReplaceAll(ns, "/", "-") + "-" + name
}

func areas(actions []*Action) []string {
	var out []string
	for _, a := range actions {
		if !slices.Contains(out, a.Area) {
			out = append(out, a.Area)
		}
	}
	slices.Sort(out)
	return out
}

// TypeOf describes a field's schema type in words ("date", "array of string").
func TypeOf(s *jsonschema.Schema) string { return typeOf(s) }

func typeOf(s *jsonschema.Schema) string {
	if alts := append(s.AnyOf, s.OneOf...); len(alts) > 0 {
		var names []string
		for _, a := range alts {
			if n := typeOf(a); !slices.Contains(names, n) {
				names = append(names, n)
			}
		}
		return strings.Join(names, " or ")
	}
	switch {
	case s.Format != "":
		return s.Format
	case s.Type == "array" && s.Items != nil:
		return "array of " + typeOf(s.Items)
	case s.Type != "":
		return s.Type
	default:
		return "any"
	}
}

// Constraints describes a field's rules in words.
func Constraints(s *jsonschema.Schema) string { return constraints(s) }

func constraints(s *jsonschema.Schema) string {
	var parts []string
	for _, alt := range append(s.AnyOf, s.OneOf...) {
		if c := constraints(alt); c != "" {
			parts = append(parts, c)
		}
	}
	if len(s.Enum) > 0 {
		var vals []string
		for _, v := range s.Enum {
			vals = append(vals, fmt.Sprint(v))
		}
		parts = append(parts, "one of "+strings.Join(vals, ", "))
	}
	if s.Minimum != "" {
		parts = append(parts, "≥ "+string(s.Minimum))
	}
	if s.ExclusiveMinimum != "" {
		parts = append(parts, "> "+string(s.ExclusiveMinimum))
	}
	if s.Maximum != "" {
		parts = append(parts, "≤ "+string(s.Maximum))
	}
	if s.ExclusiveMaximum != "" {
		parts = append(parts, "< "+string(s.ExclusiveMaximum))
	}
	if s.MinLength != nil {
		parts = append(parts, "at least "+plural(*s.MinLength, "character"))
	}
	if s.MaxLength != nil {
		parts = append(parts, "at most "+plural(*s.MaxLength, "character"))
	}
	if s.MinItems != nil {
		parts = append(parts, "at least "+plural(*s.MinItems, "item"))
	}
	if s.MaxItems != nil {
		parts = append(parts, "at most "+plural(*s.MaxItems, "item"))
	}
	if s.Pattern != "" {
		parts = append(parts, "matches `"+s.Pattern+"`")
	}
	return strings.Join(parts, "; ")
}

func plural(n uint64, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
