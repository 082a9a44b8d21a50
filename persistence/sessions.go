package persistence

import (
	"context"
	"fmt"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"github.com/tierline/tierline/internal/domain"
)

// The session repository: the gaming sessions of one account, and the
// responsible-gaming limits a finished session is checked against.

// SessionFilter narrows a session list; nil fields do not filter.
type SessionFilter struct {
	TripID *uuid.UUID
	// CasinoKey is CasinoKey(name) of the casino asked for.
	CasinoKey *string
	// CasinoKeys, when not empty, keeps the sessions whose casino name has
	// one of them as its key (every spelling of one casino).
	CasinoKeys []string
	GameType   *string
	// StartedFrom and StartedBefore bound started_at: From ≤ started_at < Before.
	StartedFrom   *domain.Timestamp
	StartedBefore *domain.Timestamp
	// Open is true for open sessions only, false for closed ones only.
	Open *bool
}

// AddSession stores a new session (open or closed) for the account.
func (r *Records) AddSession(ctx context.Context, s *Session) error {
	s.AccountID = r.account
	if _, err := r.db.NewInsert().Model(s).Exec(ctx); err != nil {
		return fmt.Errorf("add session: %w", err)
	}
	return nil
}

// SessionByID returns one of the account's sessions; not_found when there
// is none or it belongs to another account.
func (r *Records) SessionByID(ctx context.Context, id uuid.UUID) (*Session, error) {
	return one[Session](ctx, r, "s", "session", id)
}

// CloseOpenSession stores the end of an open session (ended_at, cash_out,
// coin_in, avg_bet, net_result, duration_minutes, theo, notes). It reports
// false, writing nothing, when the session has ended already (so two
// concurrent ends cannot both succeed).
func (r *Records) CloseOpenSession(ctx context.Context, s *Session) (bool, error) {
	res, err := r.db.NewUpdate().Model(s).
		Column("ended_at", "cash_out_cents", "coin_in_cents", "avg_bet_cents", "net_result_cents", "duration_minutes", "theo_cents", "notes", "updated_at").
		Where("s.id = ?", s.ID).Where("s.account_id = ?", r.account).Where("s.ended_at IS NULL").
		Exec(ctx)
	if err != nil {
		return false, fmt.Errorf("end session %s: %w", s.ID, err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return false, fmt.Errorf("end session %s: %w", s.ID, err)
	}
	return n == 1, nil
}

// SessionsMatching lists the account's sessions that match f, newest start
// first (id breaks ties), and counts all that match.
func (r *Records) SessionsMatching(ctx context.Context, p Page, f SessionFilter) ([]Session, int, error) {
	sessions, n, err := list[Session](ctx, r, "s", p, "s.started_at DESC, s.id", func(q *bun.SelectQuery) *bun.SelectQuery {
		if f.TripID != nil {
			q = q.Where("s.trip_id = ?", *f.TripID)
		}
		if f.CasinoKey != nil {
			// Names are stored cleaned (single spaces), so lower() is the key.
			q = q.Where("lower(s.casino_name) = ?", *f.CasinoKey)
		}
		if len(f.CasinoKeys) > 0 {
			q = q.Where("lower(s.casino_name) IN (?)", bun.In(f.CasinoKeys))
		}
		if f.GameType != nil {
			q = q.Where("s.game_type = ?", *f.GameType)
		}
		if f.StartedFrom != nil {
			q = q.Where("s.started_at >= ?", *f.StartedFrom)
		}
		if f.StartedBefore != nil {
			q = q.Where("s.started_at < ?", *f.StartedBefore)
		}
		if f.Open != nil {
			if *f.Open {
				q = q.Where("s.ended_at IS NULL")
			} else {
				q = q.Where("s.ended_at IS NOT NULL")
			}
		}
		return q
	})
	if err != nil {
		return nil, 0, fmt.Errorf("list sessions: %w", err)
	}
	return sessions, n, nil
}

// DeleteSessionByID deletes one of the account's sessions; not_found when
// there is none or it belongs to another account.
func (r *Records) DeleteSessionByID(ctx context.Context, id uuid.UUID) error {
	res, err := r.db.NewDelete().Model((*Session)(nil)).
		Where("id = ?", id).Where("account_id = ?", r.account).Exec(ctx)
	if err != nil {
		return fmt.Errorf("delete session %s: %w", id, err)
	}
	if n, err := res.RowsAffected(); err != nil {
		return fmt.Errorf("delete session %s: %w", id, err)
	} else if n == 0 {
		return domain.NotFound("No session has the id %q.", id)
	}
	return nil
}

// ClosedSessionsEndedSince returns the account's closed sessions that ended
// at or after since, oldest end first.
func (r *Records) ClosedSessionsEndedSince(ctx context.Context, since domain.Timestamp) ([]Session, error) {
	var sessions []Session
	if err := r.db.NewSelect().Model(&sessions).
		Where("s.account_id = ?", r.account).
		Where("s.ended_at IS NOT NULL").Where("s.ended_at >= ?", since).
		OrderExpr("s.ended_at, s.id").Scan(ctx); err != nil {
		return nil, fmt.Errorf("closed sessions: %w", err)
	}
	return sessions, nil
}

// RGLimitsNow returns the account's responsible-gaming limits as they
// stand at now: a pending loosening whose cooling-off period has passed is
// applied and stored first.
func (r *Records) RGLimitsNow(ctx context.Context, now domain.Timestamp) ([]RGLimit, error) {
	var limits []RGLimit
	if err := r.db.NewSelect().Model(&limits).Where("rg.account_id = ?", r.account).
		OrderExpr("rg.kind").Scan(ctx); err != nil {
		return nil, fmt.Errorf("rg limits: %w", err)
	}
	for i := range limits {
		l := &limits[i]
		if !l.EffectiveAsOf(now) {
			continue
		}
		l.UpdatedAt = now
		if _, err := r.db.NewUpdate().Model(l).
			Column("amount", "pending_amount", "pending_effective_at", "updated_at").
			Where("rg.account_id = ?", r.account).Where("rg.kind = ?", l.Kind).Exec(ctx); err != nil {
			return nil, fmt.Errorf("rg limit %s: %w", l.Kind, err)
		}
	}
	return limits, nil
}
