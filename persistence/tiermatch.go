package persistence

import (
	"context"
	"fmt"
)

// The tier-match requests a player tracks (POST /v1/tier-match
// create_request and get_requests): one row per request, with the letter
// that went with it.

// TierMatchSubmitted is the status of a request when it is created.
const TierMatchSubmitted = "submitted"

// AddTierMatchRequest stores a new tier-match request for the account.
func (r *Records) AddTierMatchRequest(ctx context.Context, m *TierMatchRequest) error {
	m.AccountID = r.account
	if _, err := r.db.NewInsert().Model(m).Exec(ctx); err != nil {
		return fmt.Errorf("add tier-match request: %w", err)
	}
	return nil
}

// TierMatchRequests lists the account's tier-match requests, newest first
// (then by id, descending), paged by p, with the count of all of them.
func (r *Records) TierMatchRequests(ctx context.Context, p Page) ([]TierMatchRequest, int, error) {
	rows, n, err := list[TierMatchRequest](ctx, r, "tm", p, "tm.created_at DESC, tm.id DESC", nil)
	if err != nil {
		return nil, 0, fmt.Errorf("list tier-match requests: %w", err)
	}
	return rows, n, nil
}
