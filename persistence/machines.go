package persistence

import (
	"context"
	"fmt"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"github.com/tierline/tierline/internal/domain"
)

// The machine repository: the slot and video-poker machines one account
// tracks.

// AddMachine stores a new machine for the account.
func (r *Records) AddMachine(ctx context.Context, m *Machine) error {
	m.AccountID = r.account
	if _, err := r.db.NewInsert().Model(m).Exec(ctx); err != nil {
		return fmt.Errorf("add machine: %w", err)
	}
	return nil
}

// MachineByID returns one of the account's machines; not_found when there
// is none or it belongs to another account.
func (r *Records) MachineByID(ctx context.Context, id uuid.UUID) (*Machine, error) {
	return one[Machine](ctx, r, "m", "machine", id)
}

// UpdateMachine stores every field of one of the account's machines.
func (r *Records) UpdateMachine(ctx context.Context, m *Machine) error {
	res, err := r.db.NewUpdate().Model(m).
		Column("casino_name", "title", "manufacturer", "denomination_cents", "location", "rating", "favorite", "notes", "updated_at").
		Where("m.id = ?", m.ID).Where("m.account_id = ?", r.account).Exec(ctx)
	if err != nil {
		return fmt.Errorf("update machine %s: %w", m.ID, err)
	}
	if n, err := res.RowsAffected(); err != nil {
		return fmt.Errorf("update machine %s: %w", m.ID, err)
	} else if n == 0 {
		return domain.NotFound("No machine has the id %q.", m.ID)
	}
	return nil
}

// MachinesMatching lists the account's machines by casino name, then
// title (case-insensitively; id breaks ties), only favorites or only
// non-favorites when favorite is set, and counts all that match.
func (r *Records) MachinesMatching(ctx context.Context, p Page, favorite *bool) ([]Machine, int, error) {
	machines, n, err := list[Machine](ctx, r, "m", p, "lower(m.casino_name), lower(m.title), m.id", func(q *bun.SelectQuery) *bun.SelectQuery {
		if favorite != nil {
			q = q.Where("m.favorite = ?", *favorite)
		}
		return q
	})
	if err != nil {
		return nil, 0, fmt.Errorf("list machines: %w", err)
	}
	return machines, n, nil
}

// ClosedSessionsOfMachine returns the account's closed sessions linked to
// one machine, oldest start first.
func (r *Records) ClosedSessionsOfMachine(ctx context.Context, machine uuid.UUID) ([]Session, error) {
	var sessions []Session
	if err := r.db.NewSelect().Model(&sessions).
		Where("s.account_id = ?", r.account).Where("s.machine_id = ?", machine).
		Where("s.ended_at IS NOT NULL").
		OrderExpr("s.started_at, s.id").Scan(ctx); err != nil {
		return nil, fmt.Errorf("sessions of machine %s: %w", machine, err)
	}
	return sessions, nil
}

// DeleteMachineByID deletes one of the account's machines; its sessions
// stay, unlinked (machine_id set to null). not_found when there is none or
// it belongs to another account.
func (r *Records) DeleteMachineByID(ctx context.Context, id uuid.UUID) error {
	if _, err := r.db.NewUpdate().Model((*Session)(nil)).
		Set("machine_id = NULL").
		Where("account_id = ?", r.account).Where("machine_id = ?", id).Exec(ctx); err != nil {
		return fmt.Errorf("unlink sessions of machine %s: %w", id, err)
	}
	res, err := r.db.NewDelete().Model((*Machine)(nil)).
		Where("id = ?", id).Where("account_id = ?", r.account).Exec(ctx)
	if err != nil {
		return fmt.Errorf("delete machine %s: %w", id, err)
	}
	if n, err := res.RowsAffected(); err != nil {
		return fmt.Errorf("delete machine %s: %w", id, err)
	} else if n == 0 {
		return domain.NotFound("No machine has the id %q.", id)
	}
	return nil
}
