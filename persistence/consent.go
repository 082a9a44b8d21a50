package persistence

import (
	"context"
	"fmt"

	"github.com/google/uuid"
	"github.com/uptrace/bun"
)

// The consent actions' queries: the history of consent_events and the
// latest event of each consent. The current state of a consent is its
// latest event (by changed_at, then id), as ConsentStates and Granting read
// it; none means not granted.

// NewConsentEventID returns an id for a consent event that sorts after
// every id this process made before it (a version-7 uuid), so two changes
// of one consent within the same microsecond still have a latest one: the
// state readers break changed_at ties by id.
func NewConsentEventID() uuid.UUID {
	id, err := uuid.NewV7()
	if err != nil {
		return uuid.New()
	}
	return id
}

// AddConsentEvent appends a change of one consent to the account's
// history. It fills ID when unset.
func AddConsentEvent(ctx context.Context, db bun.IDB, e *ConsentEvent) error {
	if e.ID == uuid.Nil {
		e.ID = NewConsentEventID()
	}
	if _, err := db.NewInsert().Model(e).Exec(ctx); err != nil {
		return fmt.Errorf("add consent event: %w", err)
	}
	return nil
}

// LatestConsentEvents returns the latest event of each consent the account
// ever set, by consent name; a consent never set is absent.
func LatestConsentEvents(ctx context.Context, db bun.IDB, account uuid.UUID) (map[string]ConsentEvent, error) {
	var events []ConsentEvent
	if err := db.NewSelect().Model(&events).Where("ce.account_id = ?", account).
		OrderExpr("ce.changed_at ASC, ce.id ASC").Scan(ctx); err != nil {
		return nil, fmt.Errorf("latest consents: %w", err)
	}
	out := make(map[string]ConsentEvent, len(Consents))
	for _, e := range events {
		out[e.Consent] = e
	}
	return out, nil
}

// ConsentHistoryOf lists the account's consent changes newest first (ties
// by id, the latest made first), only those of consent when it is not "",
// paged, with the total count.
func ConsentHistoryOf(ctx context.Context, db bun.IDB, account uuid.UUID, consent string, p Page) ([]ConsentEvent, int, error) {
	q := db.NewSelect().Model((*ConsentEvent)(nil)).Where("ce.account_id = ?", account)
	if consent != "" {
		q = q.Where("ce.consent = ?", consent)
	}
	events, n, err := pageOfModel[ConsentEvent](ctx, q.OrderExpr("ce.changed_at DESC, ce.id DESC"), p)
	if err != nil {
		return nil, 0, fmt.Errorf("consent history: %w", err)
	}
	return events, n, nil
}
