package registry

import (
	"encoding/json"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"github.com/google/uuid"
	"github.com/invopop/jsonschema"

	"github.com/tierline/tierline/internal/domain"
)

// InputSchema is the JSON Schema of the action's request fields (without
// "action"), derived from the input type: JSON names, types, and the rules
// of its validate tags. The docs print it; the OpenAPI document and the MCP
// tools are built from it.
func (a *Action) InputSchema() *jsonschema.Schema {
	s := reflectSchema(a.Input)
	applyValidateTags(s, a.Input)
	return s
}

// RequestSchema is InputSchema with the "action" field: the whole body of
// a request to the action's endpoint.
func (a *Action) RequestSchema() *jsonschema.Schema {
	s := a.InputSchema()
	props := jsonschema.NewProperties()
	props.Set("action", &jsonschema.Schema{Type: "string", Const: a.Name, Description: a.Summary})
	for p := s.Properties.Oldest(); p != nil; p = p.Next() {
		props.Set(p.Key, p.Value)
	}
	s.Properties = props
	if ep, ok := ActionRoute(a.Namespace); !ok || ep.DefaultAction != a.Name {
		s.Required = append([]string{"action"}, s.Required...)
	}
	s.Title = a.Name
	s.Description = a.Summary
	return s
}

// OutputSchema is the JSON Schema of the action's result object (without
// "success").
func (a *Action) OutputSchema() *jsonschema.Schema {
	return reflectSchema(a.Output)
}

func reflectSchema(t reflect.Type) *jsonschema.Schema {
	r := &jsonschema.Reflector{
		DoNotReference:             true,
		ExpandedStruct:             true,
		AllowAdditionalProperties:  true,
		RequiredFromJSONSchemaTags: true, // "required" comes from validate tags, below
		Anonymous:                  true,
		Mapper:                     mapType,
	}
	s := r.ReflectFromType(t)
	s.Version = ""
	s.ID = ""
	if s.Properties == nil {
		s.Properties = jsonschema.NewProperties()
	}
	return s
}

// mapType gives the service's own value types their wire form.
func mapType(t reflect.Type) *jsonschema.Schema {
	switch t {
	case reflect.TypeFor[domain.Date]():
		return &jsonschema.Schema{Type: "string", Format: "date"}
	case reflect.TypeFor[domain.Timestamp]():
		return &jsonschema.Schema{Type: "string", Format: "date-time"}
	case reflect.TypeFor[uuid.UUID]():
		return &jsonschema.Schema{Type: "string", Format: "uuid"}
	case reflect.TypeFor[domain.Money]():
		// Held in cents, written as a number of dollars with two decimals.
		return &jsonschema.Schema{Type: "number"}
	case reflect.TypeFor[json.Number]():
		// A number written as is (an amount whose unit varies by row).
		return &jsonschema.Schema{Type: "number"}
	}
	return nil
}

// applyValidateTags turns the validate tags of t's fields into schema
// keywords: required, enum, bounds, lengths, formats.
func applyValidateTags(s *jsonschema.Schema, t reflect.Type) {
	for i := range t.NumField() {
		f := t.Field(i)
		name := jsonName(f)
		if f.Anonymous && name == "" && f.Type.Kind() == reflect.Struct {
			applyValidateTags(s, f.Type)
			continue
		}
		if name == "" || name == "-" || !f.IsExported() {
			continue
		}
		prop, ok := s.Properties.Get(name)
		if !ok {
			continue
		}
		ft := f.Type
		for ft.Kind() == reflect.Pointer {
			ft = ft.Elem()
		}
		for _, rule := range strings.Split(f.Tag.Get("validate"), ",") {
			tag, param, _ := strings.Cut(rule, "=")
			if tag == "dive" {
				break // the rules after dive are the items', not the field's
			}
			switch tag {
			case "required":
				if !slices.Contains(s.Required, name) {
					s.Required = append(s.Required, name)
				}
			case "oneof":
				prop.Enum = nil
				for _, v := range strings.Fields(param) {
					prop.Enum = append(prop.Enum, v)
				}
			case "gte":
				prop.Minimum = json.Number(param)
			case "gt":
				prop.ExclusiveMinimum = json.Number(param)
			case "lte":
				prop.Maximum = json.Number(param)
			case "lt":
				prop.ExclusiveMaximum = json.Number(param)
			case "min", "max", "len":
				n, err := strconv.ParseUint(param, 10, 64)
				if err != nil {
					continue
				}
				setSize(prop, ft, tag, n)
			case "uuid", "uuid4":
				prop.Format = "uuid"
			case "email":
				prop.Format = "email"
			case "url", "http_url":
				prop.Format = "uri"
			case "handle":
				prop.Pattern = handleRE.String()
			default:
				if words, ok := vocabularies[tag]; ok {
					prop.Enum = nil
					for _, w := range words {
						prop.Enum = append(prop.Enum, w)
					}
				}
			}
		}
	}
}

func setSize(prop *jsonschema.Schema, t reflect.Type, tag string, n uint64) {
	switch t.Kind() {
	case reflect.String:
		if tag == "min" || tag == "len" {
			prop.MinLength = &n
		}
		if tag == "max" || tag == "len" {
			prop.MaxLength = &n
		}
	case reflect.Slice, reflect.Array:
		if tag == "min" || tag == "len" {
			prop.MinItems = &n
		}
		if tag == "max" || tag == "len" {
			prop.MaxItems = &n
		}
	default:
		v := json.Number(strconv.FormatUint(n, 10))
		if tag == "min" || tag == "len" {
			prop.Minimum = v
		}
		if tag == "max" || tag == "len" {
			prop.Maximum = v
		}
	}
}

// ExampleRequest is a request body that satisfies the action's schema, made
// from its required fields (placeholder values of the right type and
// format), for the docs and `tierline actions show`.
func (a *Action) ExampleRequest() map[string]any {
	ex := map[string]any{"action": a.Name}
	if a.Example != nil {
		for k, v := range a.Example {
			ex[k] = v
		}
		return ex
	}
	s := a.InputSchema()
	for _, name := range s.Required {
		if p, ok := s.Properties.Get(name); ok {
			ex[name] = exampleValue(name, p)
		}
	}
	return ex
}

func exampleValue(name string, p *jsonschema.Schema) any {
	switch {
	case len(p.Enum) > 0:
		return p.Enum[0]
	case p.Format == "date":
		return "2026-03-01"
	case p.Format == "date-time":
		return "2026-03-01T20:00:00Z"
	case p.Format == "uuid":
		return "3fa85f64-5717-4562-b3fc-2c963f66afa6"
	}
	switch p.Type {
	case "string":
		if strings.Contains(name, "casino") || name == "payer" {
			return "Bellagio Hotel and Casino"
		}
		if p.Pattern != "" {
			return "lucky_ann"
		}
		return "text"
	case "integer":
		if p.Minimum != "" {
			return p.Minimum
		}
		return 1
	case "number":
		if p.Minimum != "" && p.ExclusiveMinimum == "" {
			return p.Minimum
		}
		if p.Maximum != "" {
			if max, err := p.Maximum.Float64(); err == nil && max < 25 {
				return p.Maximum
			}
		}
		return 25
	case "boolean":
		return true
	case "array":
		return []any{}
	case "object":
		return map[string]any{}
	}
	return nil
}
