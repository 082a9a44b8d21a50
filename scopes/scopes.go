// Package scopes owns the API-key scope names of the specification
// (Authentication, item 7), parsing them, and the rule for what a request
// needs.
package scopes

import (
	"fmt"
	"slices"
	"strings"
)

// Scope is one umbrella scope.
type Scope string

// The four scopes. read covers the owner's data and the directory; write
// creates and updates it; tax covers W-2G and tax records (sensitive,
// opt-in); host covers host-business actions.
const (
	Read  Scope = "read"
	Write Scope = "write"
	Tax   Scope = "tax"
	Host  Scope = "host"
)

// All lists every scope in the specification's order.
var All = []Scope{Read, Write, Tax, Host}

// Names lists every scope's name in the specification's order.
func Names() []string {
	out := make([]string, len(All))
	for i, s := range All {
		out[i] = string(s)
	}
	return out
}

// Default is the scope a new key gets when none is chosen.
const Default = Read

// Valid reports whether s is one of the four scopes.
func (s Scope) Valid() bool {
	return slices.Contains(All, s)
}

// Set is a set of scopes, kept in the order of All.
type Set []Scope

// Parse reads a comma-separated scope list ("read,write"); blanks around
// names are ignored, duplicates collapse, an empty list is the default.
// An unknown name is an error naming it.
func Parse(list string) (Set, error) {
	var set Set
	for _, name := range strings.Split(list, ",") {
		name = strings.ToLower(strings.TrimSpace(name))
		if name == "" {
			continue
		}
		s := Scope(name)
		if !s.Valid() {
			return nil, fmt.Errorf("unknown scope %q: scopes are %s", name, Set(All))
		}
		set = set.With(s)
	}
	if len(set) == 0 {
		set = Set{Default}
	}
	return set, nil
}

// With returns the set with s added.
func (set Set) With(s Scope) Set {
	if set.Has(s) {
		return set
	}
	out := make(Set, 0, len(set)+1)
	for _, a := range All {
		if a == s || set.Has(a) {
			out = append(out, a)
		}
	}
	return out
}

// Has reports whether the set holds s.
func (set Set) Has(s Scope) bool {
	return slices.Contains(set, s)
}

// Missing returns the scopes of need that the set lacks, in the order of All.
func (set Set) Missing(need Set) Set {
	var out Set
	for _, s := range need {
		if !set.Has(s) {
			out = out.With(s)
		}
	}
	return out
}

// String is the comma-separated list ("read,write"), as keys are created.
func (set Set) String() string { return set.join(",") }

// Spaced is the space-separated list ("read write"), as OAuth writes a
// scope attribute (RFC 6749 §3.3, RFC 6750 §3).
func (set Set) Spaced() string { return set.join(" ") }

func (set Set) join(sep string) string {
	names := make([]string, len(set))
	for i, s := range set {
		names[i] = string(s)
	}
	return strings.Join(names, sep)
}
