package all_test

import (
	"reflect"
	"strings"
	"testing"

	"github.com/tierline/tierline/registry"
)

// validateRules lists the validate rules of t's fields, embedded groups
// included, as "field: rule".
func validateRules(t reflect.Type) []string {
	var out []string
	for i := range t.NumField() {
		f := t.Field(i)
		if f.Anonymous && f.Type.Kind() == reflect.Struct {
			out = append(out, validateRules(f.Type)...)
			continue
		}
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		for _, rule := range strings.Split(f.Tag.Get("validate"), ",") {
			if rule != "" {
				out = append(out, name+": "+rule)
			}
		}
	}
	return out
}

// An enumeration copied into a oneof tag drifts from the list the rest of
// the service uses (the W-2G games were once pasted into three of them);
// a vocabulary tag names the one list instead.
func TestNoActionSpellsOutAnEnumeration(t *testing.T) {
	for _, a := range registry.Default.List() {
		for _, rule := range validateRules(a.Input) {
			if _, list, ok := strings.Cut(rule, ": oneof="); ok {
				t.Errorf("%s %s: %s: name a vocabulary tag (registry/decode.go) instead of listing %q", a.Namespace, a.Name, rule, list)
			}
		}
	}
}
