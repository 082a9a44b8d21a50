package visits

import (
	"context"
	"fmt"

	"github.com/google/uuid"

	"github.com/tierline/tierline/actions/actionkit"
	"github.com/tierline/tierline/persistence"
)

// callersTrip parses an optional trip_id and checks it names one of the
// caller's trips (not_found otherwise).
func callersTrip(ctx context.Context, rec *persistence.Records, tripID *string) (*uuid.UUID, error) {
	if tripID == nil {
		return nil, nil
	}
	id := actionkit.ID(*tripID)
	if _, err := rec.Trip(ctx, id); err != nil {
		return nil, fmt.Errorf("trip_id: %w", err)
	}
	return &id, nil
}
