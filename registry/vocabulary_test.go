package registry

import (
	"errors"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/go-playground/validator/v10"

	"github.com/tierline/tierline/internal/domain"
)

// vocabularyInput is an input with one field checked by tag, as an action
// would declare it: `json:"field" validate:"required,<tag>"`.
func vocabularyInput(tag string) reflect.Type {
	return reflect.StructOf([]reflect.StructField{{
		Name: "Field", Type: reflect.TypeFor[string](),
		Tag: reflect.StructTag(`json:"field" validate:"required,` + tag + `"`),
	}})
}

// validateField checks value in a field tagged tag and returns the error
// message the client would read ("" when it passes).
func validateField(t *testing.T, v *validator.Validate, tag, value string) string {
	t.Helper()
	in := reflect.New(vocabularyInput(tag))
	in.Elem().Field(0).SetString(value)
	err := v.Struct(in.Interface())
	if err == nil {
		return ""
	}
	var verrs validator.ValidationErrors
	if !errors.As(err, &verrs) {
		t.Fatalf("validate %s: %v", tag, err)
	}
	return domain.ErrorMessage(fieldError(verrs[0]))
}

func TestEveryVocabularyDrivesTheCheckTheMessageAndTheSchema(t *testing.T) {
	v := newValidator()
	for tag, words := range vocabularies {
		t.Run(tag+" accepts each of its words and nothing else", func(t *testing.T) {
			if len(words) == 0 {
				t.Fatal("the vocabulary is empty")
			}
			for _, w := range words {
				if msg := validateField(t, v, tag, w); msg != "" {
					t.Errorf("%q was refused: %s", w, msg)
				}
			}
			for _, bad := range []string{"not_a_word", strings.ToUpper(words[0]), words[0] + " "} {
				want := "field: must be one of " + strings.Join(words, ", ")
				if msg := validateField(t, v, tag, bad); msg != want {
					t.Errorf("%q: message %q, want %q", bad, msg, want)
				}
			}
		})
		t.Run(tag+" is the enum of the field's JSON Schema, in the same order", func(t *testing.T) {
			typ := vocabularyInput(tag)
			s := reflectSchema(typ)
			applyValidateTags(s, typ)
			prop, ok := s.Properties.Get("field")
			if !ok {
				t.Fatal("no field in the schema")
			}
			var enum []string
			for _, e := range prop.Enum {
				enum = append(enum, e.(string))
			}
			if !slices.Equal(enum, words) {
				t.Errorf("enum %v, want %v", enum, words)
			}
		})
	}
}
