package persistence

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"github.com/tierline/tierline/internal/domain"
)

// The tier actions' queries: the account's one row per casino
// (user_tiers), the history of its changes (tier_history), and the
// directory ladder a free-text casino name leads to.

// Tier history changes.
const (
	TierCreated = "created"
	TierUpdated = "updated"
	TierDeleted = "deleted"
)

// TierAtCasino returns the account's tier row at the casino whose
// CasinoKey is key, or nil when the account has none there.
func (r *Records) TierAtCasino(ctx context.Context, key string) (*UserTier, error) {
	t := new(UserTier)
	err := r.db.NewSelect().Model(t).
		Where("ut.account_id = ?", r.account).
		Where("ut.casino_key = ?", key).Limit(1).Scan(ctx)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	} else if err != nil {
		return nil, fmt.Errorf("tier at %q: %w", key, err)
	}
	return t, nil
}

// TierByID returns one of the account's tier rows.
// Returns not_found when there is none or it belongs to another account.
func (r *Records) TierByID(ctx context.Context, id uuid.UUID) (*UserTier, error) {
	return one[UserTier](ctx, r, "ut", "tier", id)
}

// AllTiers returns every tier row of the account, by casino name.
func (r *Records) AllTiers(ctx context.Context) ([]UserTier, error) {
	tiers, _, err := r.Tiers(ctx, Page{})
	return tiers, err
}

// InsertTier stores a new tier row for the account.
func (r *Records) InsertTier(ctx context.Context, t *UserTier) error {
	t.AccountID = r.account
	if _, err := r.db.NewInsert().Model(t).Exec(ctx); err != nil {
		return fmt.Errorf("insert tier: %w", err)
	}
	return nil
}

// UpdateTier writes every column of one of the account's tier rows.
func (r *Records) UpdateTier(ctx context.Context, t *UserTier) error {
	t.AccountID = r.account
	if _, err := r.db.NewUpdate().Model(t).
		Column("casino_name", "casino_key", "tier", "points_balance", "points_needed",
			"tier_expires_at", "ytd_coin_in_cents", "ytd_theo_cents", "updated_at").
		Where("ut.id = ?", t.ID).Where("ut.account_id = ?", r.account).Exec(ctx); err != nil {
		return fmt.Errorf("update tier %s: %w", t.ID, err)
	}
	return nil
}

// DeleteTierRow deletes one of the account's tier rows.
func (r *Records) DeleteTierRow(ctx context.Context, id uuid.UUID) error {
	if _, err := r.db.NewDelete().Model((*UserTier)(nil)).
		Where("ut.id = ?", id).Where("ut.account_id = ?", r.account).Exec(ctx); err != nil {
		return fmt.Errorf("delete tier %s: %w", id, err)
	}
	return deleteActivityOf(ctx, r.db, r.account, id)
}

// AddTierChange appends a row to the account's tier history. An unset ID
// becomes a time-ordered one, so changes recorded in the same instant
// still read back in the order they were made.
func (r *Records) AddTierChange(ctx context.Context, c *TierChange) error {
	c.AccountID = r.account
	if c.ID == uuid.Nil {
		id, err := uuid.NewV7()
		if err != nil {
			return fmt.Errorf("tier change id: %w", err)
		}
		c.ID = id
	}
	if _, err := r.db.NewInsert().Model(c).Exec(ctx); err != nil {
		return fmt.Errorf("add tier change: %w", err)
	}
	return nil
}

// TierChanges lists the account's tier history, oldest first, at the
// casino whose CasinoKey is key ("" for every casino).
func (r *Records) TierChanges(ctx context.Context, key string, p Page) ([]TierChange, int, error) {
	var filter func(*bun.SelectQuery) *bun.SelectQuery
	if key != "" {
		filter = func(q *bun.SelectQuery) *bun.SelectQuery { return q.Where("th.casino_key = ?", key) }
	}
	changes, n, err := list[TierChange](ctx, r, "th", p, "th.recorded_at ASC, th.id ASC", filter)
	if err != nil {
		return nil, 0, fmt.Errorf("tier history: %w", err)
	}
	return changes, n, nil
}

// CasinoLadder is what the directory knows about the casino a free-text
// name means: the casino (nil when no single directory casino matches),
// its rewards program (nil when it has none) and that program's tier
// ladder, lowest level first (empty when none is published).
type CasinoLadder struct {
	Casino  *Casino
	Program *RewardsProgram
	Tiers   []Tier
}

// MatchLadder finds the directory casino a free-text name means (as
// Directory.MatchCasino does) and its program and ladder.
func MatchLadder(ctx context.Context, db bun.IDB, casinoName string) (*CasinoLadder, error) {
	c, err := NewDirectory(db).MatchCasino(ctx, casinoName)
	if err != nil {
		return nil, err
	}
	return LadderOf(ctx, db, c)
}

// LadderOf returns the program and ladder of a directory casino (nil
// gives an empty CasinoLadder).
func LadderOf(ctx context.Context, db bun.IDB, c *Casino) (*CasinoLadder, error) {
	l := &CasinoLadder{Casino: c, Tiers: []Tier{}}
	if c == nil || c.RewardsProgramID == nil {
		return l, nil
	}
	d := NewDirectory(db)
	p, err := d.ProgramByID(ctx, *c.RewardsProgramID)
	if err != nil {
		return nil, err
	}
	l.Program = p
	if l.Tiers, err = d.Tiers(ctx, p.ID); err != nil {
		return nil, err
	}
	return l, nil
}

// Rung returns the ladder's tier named name (ignoring case and spacing),
// or nil when the ladder has none of that name.
func (l *CasinoLadder) Rung(name string) *Tier {
	key := CasinoKey(name)
	for i := range l.Tiers {
		if CasinoKey(l.Tiers[i].Name) == key {
			return &l.Tiers[i]
		}
	}
	return nil
}

// Above returns the next rung above level (the lowest level higher than
// it), or nil at the top of the ladder.
func (l *CasinoLadder) Above(level int) *Tier {
	for i := range l.Tiers { // lowest level first
		if l.Tiers[i].Level > level {
			return &l.Tiers[i]
		}
	}
	return nil
}

// CalendarYearPeriod reports whether the program's tier period is the
// calendar year (its tier_period text starts with "calendar year").
func (p *RewardsProgram) CalendarYearPeriod() bool {
	return p != nil && p.TierPeriod != nil &&
		strings.HasPrefix(strings.ToLower(strings.TrimSpace(*p.TierPeriod)), "calendar year")
}

// Deadline sources.
const (
	DeadlineTierExpires  = "tier_expires_at"
	DeadlineCalendarYear = "end of the calendar year (the program's tier period)"
)

// TierDeadline is the day a player's tier status is next decided: the
// row's own tier_expires_at when set, else December 31 of today's year
// when the program's tier period is the calendar year, else nil (unknown).
// The second result names where the date came from.
func (l *CasinoLadder) TierDeadline(t *UserTier, today domain.Date) (*domain.Date, string) {
	if t.TierExpiresAt != nil {
		d := *t.TierExpiresAt
		return &d, DeadlineTierExpires
	}
	if l.Program.CalendarYearPeriod() {
		d := domain.NewDate(today.Year(), time.December, 31)
		return &d, DeadlineCalendarYear
	}
	return nil, ""
}
