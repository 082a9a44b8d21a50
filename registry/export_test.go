package registry

import (
	"reflect"

	"github.com/go-playground/validator/v10"
)

// Checks is a checkPlan, for the tests of package registry_test, which
// hold the compiled checks to the validator on every registered action.
type Checks struct{ plan checkPlan }

// CompileChecks compiles the validate tags of struct type t as Add does.
func CompileChecks(t reflect.Type) Checks { return Checks{checksOf(t)} }

// Checks is the compiled checks Decode runs for a's input.
func (a *Action) Checks() Checks { return Checks{a.check} }

// ValidateTags is the validator's verdict on in (a pointer to a's input),
// as Decode asks it.
func (a *Action) ValidateTags(in any) error { return a.reg.validate.Struct(in) }

// NotCompiled says why the validator always decides ("" when compiled).
func (c Checks) NotCompiled() string {
	if c.plan.compiled {
		return ""
	}
	return c.plan.notCompiled
}

// ProveValid reports whether the checks prove in (a pointer to the
// struct) valid.
func (c Checks) ProveValid(in any) bool { return c.plan.valid(reflect.ValueOf(in).Elem()) }

// Validator is a validator as New sets it up.
func Validator() *validator.Validate { return newValidator() }

// Vocabularies are the vocabulary tags and their words.
func Vocabularies() map[string][]string { return vocabularies }
