// Package trips holds the trip actions of POST /v1/player, one file each.
package trips

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
)

// tripView is a trip as actions return it: the spec's Trip fields and the
// player's notes.
type tripView struct {
	persistence.Trip
	Notes *string `json:"notes"`
}

func viewTrip(t *persistence.Trip) tripView {
	return tripView{Trip: *t, Notes: t.Notes}
}

// viewTrips views each trip (never a null array).
func viewTrips(trips []persistence.Trip) []tripView {
	out := make([]tripView, len(trips))
	for i := range trips {
		out[i] = viewTrip(&trips[i])
	}
	return out
}

// checkTripFields is the rule set shared by add_trip and update_trip.
func checkTripFields(casinoName string, start, end *domain.Date) error {
	if strings.TrimSpace(casinoName) == "" {
		return domain.Invalid("casino_name", "is required")
	}
	if start != nil && end != nil && end.Before(*start) {
		return domain.Invalid("end_date", "must be on or after start_date")
	}
	return nil
}

// optional is a field of an update: Set tells a field sent (even as null,
// which clears it, leaving Value nil) from a field left out.
type optional[T any] struct {
	Set   bool
	Value *T
}

// JSONSchemaAlias documents an optional field as its value's type (the
// field's jsonschema tag adds "nullable" and the bounds).
func (optional[T]) JSONSchemaAlias() any { return *new(T) }

// UnmarshalJSON records that the field was sent, and its value.
func (o *optional[T]) UnmarshalJSON(b []byte) error {
	o.Set = true
	if string(b) == "null" {
		o.Value = nil
		return nil
	}
	v := new(T)
	if err := json.Unmarshal(b, v); err != nil {
		var typeErr *json.UnmarshalTypeError
		if errors.As(err, &typeErr) {
			return errors.New(typeRule(reflect.TypeFor[T]()))
		}
		return err // a type's own rule (dates), already in words
	}
	o.Value = v
	return nil
}

// typeRule says what a value of t must be.
func typeRule(t reflect.Type) string {
	switch t.Kind() {
	case reflect.String:
		return "must be a string"
	case reflect.Float32, reflect.Float64:
		return "must be a number"
	default:
		return fmt.Sprintf("must be a %s", t.Name())
	}
}
