package describe

import (
	"fmt"
	"reflect"
	"strings"
	"unicode"

	"github.com/tierline/tierline/registry"
)

// Schemas of the action endpoints, all generated from the registry: per
// action a request schema (its RequestSchema: "action" and the fields)
// and a result schema (its OutputSchema with "success"), so a new action
// appears in the document without a line of code here.

// componentName is the schema name of an action's request or result,
// e.g. PlayerAddTripRequest, CompCalculateCalculateResult.
func componentName(a *registry.Action, suffix string) string {
	return pascal(a.Namespace) + pascal(a.Name) + suffix
}

// pascal turns "tier-match", "comp/calculate" or "add_trip" into
// TierMatch, CompCalculate, AddTrip.
func pascal(s string) string {
	var b strings.Builder
	up := true
	for _, r := range s {
		if r == '_' || r == '-' || r == '/' || r == '.' {
			up = true
			continue
		}
		if up {
			r = unicode.ToUpper(r)
			up = false
		}
		b.WriteRune(r)
	}
	return b.String()
}

// scopeWords is "read", "write + tax", ...
func scopeWords(a *registry.Action) string {
	return strings.ReplaceAll(a.RequiredScopes().String(), ",", " + ")
}

func deprecationText(d *registry.Deprecation) string {
	s := fmt.Sprintf("Deprecated since %s; removed after %s.", d.Since.UTC().Format("2006-01-02"), d.Sunset.UTC().Format("2006-01-02"))
	if d.Use != "" {
		s += fmt.Sprintf(" Use %s instead.", d.Use)
	}
	return s
}

// requestSchema is the action's whole request body.
func requestSchema(a *registry.Action) (*Object, error) {
	v, err := toObject(a.RequestSchema())
	if err != nil {
		return nil, fmt.Errorf("openapi: %s/%s request: %w", a.Namespace, a.Name, err)
	}
	s := v.(*Object)
	desc := a.Summary + " Scopes: " + scopeWords(a) + "."
	if a.ChangesData() {
		desc += " Changes data: runs in one transaction and honours Idempotency-Key."
	}
	if a.Deprecated != nil {
		desc += " " + deprecationText(a.Deprecated)
		s.Set("deprecated", true)
	}
	if a.Rules != "" {
		desc += " Rules: " + a.Rules
	}
	s.Set("description", desc)
	s.Set("x-scopes", scopeNames(a.RequiredScopes()))
	return s, nil
}

// resultSchema is the action's "data" object: success and the output's
// fields, exactly (the output is a Go struct, so its fields are known:
// objects are closed, which also lets a client tell the results of an
// endpoint's actions apart). Fields that Go writes as null (nil pointers,
// slices and maps without omitempty) are nullable.
func resultSchema(a *registry.Action) (*Object, error) {
	v, err := toObject(a.OutputSchema())
	if err != nil {
		return nil, fmt.Errorf("openapi: %s/%s result: %w", a.Namespace, a.Name, err)
	}
	out := v.(*Object)
	markNullable(out, a.Output)
	props := obj("success", typ("boolean", "const", true))
	if p := out.Object("properties"); p != nil {
		for _, k := range p.Keys() {
			v, _ := p.Get(k)
			props.Set(k, v)
		}
	}
	required := []any{"success"}
	if r, ok := out.Get("required"); ok {
		required = append(required, r.([]any)...)
	}
	s := obj(
		"type", "object",
		"title", a.Name+" result",
		"description", "The result of "+a.Name+".",
		"required", required,
		"properties", props,
		"additionalProperties", false,
	)
	if a.Deprecated != nil {
		s.Set("deprecated", true)
	}
	return s, nil
}

// markNullable walks schema s of Go type t and lets every value that
// encoding/json may write as null be null. Objects made from structs are
// closed: encoding/json writes their fields and nothing else.
func markNullable(s *Object, t reflect.Type) {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch t.Kind() {
	case reflect.Struct:
		props := s.Object("properties")
		if props == nil {
			return // a value type with its own JSON form (dates, uuids)
		}
		s.Set("additionalProperties", false)
		eachField(t, func(f reflect.StructField, name string, omitempty bool) {
			p := props.Object(name)
			if p == nil {
				return
			}
			markNullable(p, f.Type)
			if canBeNull(f.Type) && !omitempty {
				props.Set(name, nullable(p))
			}
		})
	case reflect.Slice, reflect.Array:
		if items := s.Object("items"); items != nil {
			markNullable(items, t.Elem())
			if canBeNull(t.Elem()) {
				s.Set("items", nullable(items))
			}
		}
	case reflect.Map:
		if ap := s.Object("additionalProperties"); ap != nil {
			markNullable(ap, t.Elem())
			if canBeNull(t.Elem()) {
				s.Set("additionalProperties", nullable(ap))
			}
		}
	}
}

// eachField calls fn for every field encoding/json writes, with the
// fields of embedded structs in place, as encoding/json promotes them.
func eachField(t reflect.Type, fn func(f reflect.StructField, name string, omitempty bool)) {
	for i := range t.NumField() {
		f := t.Field(i)
		tag := f.Tag.Get("json")
		if tag == "-" {
			continue
		}
		name, opts, _ := strings.Cut(tag, ",")
		if f.Anonymous && name == "" {
			et := f.Type
			for et.Kind() == reflect.Pointer {
				et = et.Elem()
			}
			if et.Kind() == reflect.Struct {
				eachField(et, fn)
				continue
			}
		}
		if !f.IsExported() {
			continue
		}
		if name == "" {
			name = f.Name
		}
		fn(f, name, strings.Contains(","+opts+",", ",omitempty,") || strings.Contains(","+opts+",", ",omitzero,"))
	}
}

func canBeNull(t reflect.Type) bool {
	switch t.Kind() {
	case reflect.Pointer, reflect.Slice, reflect.Map, reflect.Interface:
		return true
	}
	return false
}

// nullable is s that also admits null.
func nullable(s *Object) *Object {
	if s.Len() == 0 {
		return s // any value, null included
	}
	switch t, _ := s.Get("type"); tt := t.(type) {
	case string:
		if tt == "null" {
			return s
		}
		s.Set("type", []any{tt, "null"})
	case []any:
		for _, x := range tt {
			if x == "null" {
				return s
			}
		}
		s.Set("type", append(tt, "null"))
	default:
		return obj("anyOf", []any{s, typ("null")})
	}
	if e, ok := s.Get("enum"); ok {
		s.Set("enum", append(e.([]any), nil))
	}
	return s
}
