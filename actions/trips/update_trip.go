package trips

import (
	"context"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/tierline/tierline/actions/actionkit"
	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: "player",
		Name:      "update_trip",
		Area:      "trips",
		Kind:      registry.KindWrite,
		Summary:   "Change fields of one of the player's trips.",
		Rules: "trip_id is required; only the fields sent change, and a field sent as null is cleared " +
			"(property, start_date, end_date, coin_in, notes; casino_name cannot be cleared). " +
			"The add_trip rules apply: casino_name at most 200 characters and not blank, property at most 200, notes at most 2000, " +
			"coin_in dollars from 0, kept to the cent; end_date must be on or after start_date in the resulting trip " +
			"(the error names end_date when it was sent, else start_date). Sending no field to change returns the trip unchanged.",
	}, updateTrip)
}

type updateTripInput struct {
	TripID     string                 `json:"trip_id" validate:"required,uuid"`
	CasinoName optional[string]       `json:"casino_name" jsonschema:"minLength=1,maxLength=200"`
	Property   optional[string]       `json:"property" jsonschema:"nullable,maxLength=200"`
	StartDate  optional[domain.Date]  `json:"start_date" jsonschema:"nullable"`
	EndDate    optional[domain.Date]  `json:"end_date" jsonschema:"nullable"`
	CoinIn     optional[domain.Money] `json:"coin_in" jsonschema:"nullable,minimum=0,maximum=1000000000"`
	Notes      optional[string]       `json:"notes" jsonschema:"nullable,maxLength=2000"`
}

// Check holds the add_trip rules for the fields sent (the tags cannot
// see inside optional fields).
func (in *updateTripInput) Check() error {
	if in.CasinoName.Set {
		if in.CasinoName.Value == nil || strings.TrimSpace(*in.CasinoName.Value) == "" {
			return domain.Invalid("casino_name", "is required and cannot be cleared")
		}
		if err := maxLength("casino_name", in.CasinoName.Value, 200); err != nil {
			return err
		}
	}
	if err := maxLength("property", in.Property.Value, 200); err != nil {
		return err
	}
	if err := maxLength("notes", in.Notes.Value, 2000); err != nil {
		return err
	}
	if v := in.CoinIn.Value; v != nil && *v < 0 {
		return domain.Invalid("coin_in", "must be at least 0")
	} else if v != nil && v.Dollars() > 1000000000 {
		return domain.Invalid("coin_in", "must be at most 1000000000")
	}
	return nil
}

// maxLength is the validator's max rule for an optional string.
func maxLength(field string, v *string, n int) error {
	if v != nil && utf8.RuneCountInString(*v) > n {
		return domain.Invalid(field, "must be at most %d characters long", n)
	}
	return nil
}

type updateTripOutput struct {
	Trip tripView `json:"trip"`
}

func updateTrip(ctx context.Context, env *registry.Env, in *updateTripInput) (*updateTripOutput, error) {
	rec := persistence.NewRecords(env.DB, env.Caller.AccountID)
	t, err := rec.Trip(ctx, actionkit.ID(in.TripID))
	if err != nil {
		return nil, fmt.Errorf("update_trip: %w", err)
	}
	changed := false
	if in.CasinoName.Set {
		t.CasinoName, changed = actionkit.CleanName(*in.CasinoName.Value), true
	}
	if in.Property.Set {
		t.Property, changed = in.Property.Value, true
	}
	if in.StartDate.Set {
		t.StartDate, changed = in.StartDate.Value, true
	}
	if in.EndDate.Set {
		t.EndDate, changed = in.EndDate.Value, true
	}
	if in.CoinIn.Set {
		t.CoinIn, changed = in.CoinIn.Value, true
	}
	if in.Notes.Set {
		t.Notes, changed = in.Notes.Value, true
	}
	if !changed {
		return &updateTripOutput{Trip: viewTrip(t)}, nil
	}
	if t.StartDate != nil && t.EndDate != nil && t.EndDate.Before(*t.StartDate) {
		if in.EndDate.Set {
			return nil, domain.Invalid("end_date", "must be on or after start_date (%s)", t.StartDate)
		}
		return nil, domain.Invalid("start_date", "must be on or before end_date (%s)", t.EndDate)
	}
	t.UpdatedAt = domain.NewTimestamp(env.Now())
	if err := rec.UpdateTrip(ctx, t); err != nil {
		return nil, fmt.Errorf("update_trip: %w", err)
	}
	return &updateTripOutput{Trip: viewTrip(t)}, nil
}
