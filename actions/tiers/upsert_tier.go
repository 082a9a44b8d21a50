package tiers

import (
	"context"
	"fmt"

	"github.com/google/uuid"

	"github.com/tierline/tierline/actions/actionkit"
	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: "player",
		Name:      "upsert_tier",
		Area:      "tiers",
		Kind:      registry.KindWrite,
		Summary:   "Record or update your tier at a casino (one row per casino).",
		Rules: "One row per casino. " + persistence.CasinoMatchRule + " A casino_name that matches a directory casino is stored under the directory's name " +
			"(whatever case or spelling was sent), and a row recorded under another spelling of that casino is the one updated; a casino_name the directory does not know " +
			"is compared ignoring case and spacing, and an update keeps the latest spelling. casino_match says how casino_name was matched. " +
			"created is true when the row is new. On create, omitted numbers are 0 and tier_expires_at is null; on update, " +
			"omitted (or null) fields keep their stored values. points_balance and points_needed are points (at least 0, kept as sent); " +
			"ytd_coin_in and ytd_theo are dollars (at least 0, kept to the cent). Every create and update appends a tier_history row " +
			"(change created or updated, with the tier and points balance after it). A new row, or a change of tier name " +
			"(ignoring case and spacing), also adds a tier_changed activity event for followers (tier and casino only, never points).",
	}, upsertTier)
}

type upsertTierInput struct {
	CasinoName    string        `json:"casino_name" validate:"required,max=200"`
	Tier          string        `json:"tier" validate:"required,max=200"`
	PointsBalance *float64      `json:"points_balance" validate:"omitempty,gte=0,lte=1000000000000"`
	PointsNeeded  *float64      `json:"points_needed" validate:"omitempty,gte=0,lte=1000000000000"`
	TierExpiresAt *domain.Date  `json:"tier_expires_at"`
	YTDCoinIn     *domain.Money `json:"ytd_coin_in" validate:"omitempty,gte=0,lte=1000000000000"`
	YTDTheo       *domain.Money `json:"ytd_theo" validate:"omitempty,gte=0,lte=1000000000000"`
}

// Check holds the rules tags cannot say.
func (in *upsertTierInput) Check() error {
	if err := actionkit.RequireName("casino_name", in.CasinoName); err != nil {
		return err
	}
	return actionkit.RequireName("tier", in.Tier)
}

type upsertTierOutput struct {
	Tier        persistence.UserTier    `json:"tier"`
	Created     bool                    `json:"created"`
	CasinoMatch persistence.CasinoMatch `json:"casino_match"`
}

func upsertTier(ctx context.Context, env *registry.Env, in *upsertTierInput) (*upsertTierOutput, error) {
	now := domain.NewTimestamp(env.Now())
	rec := persistence.NewRecords(env.DB, env.Caller.AccountID)
	tierName := actionkit.CleanName(in.Tier)
	t, match, err := rec.TierFor(ctx, persistence.NewCasinoResolver(env.DB), in.CasinoName)
	if err != nil {
		return nil, fmt.Errorf("upsert_tier: %w", err)
	}
	name := match.DisplayName() // the directory's name when it matched
	key := persistence.CasinoKey(name)
	created := t == nil
	tierChanged := created
	if created {
		t = &persistence.UserTier{ID: uuid.New(), CreatedAt: now}
	} else {
		tierChanged = persistence.CasinoKey(t.Tier) != persistence.CasinoKey(tierName)
	}
	previous := t.Tier
	t.CasinoName, t.CasinoKey, t.Tier, t.UpdatedAt = name, key, tierName, now
	if in.PointsBalance != nil {
		t.PointsBalance = *in.PointsBalance
	}
	if in.PointsNeeded != nil {
		t.PointsNeeded = *in.PointsNeeded
	}
	if in.TierExpiresAt != nil {
		t.TierExpiresAt = in.TierExpiresAt
	}
	if in.YTDCoinIn != nil {
		t.YTDCoinIn = *in.YTDCoinIn
	}
	if in.YTDTheo != nil {
		t.YTDTheo = *in.YTDTheo
	}

	change := persistence.TierUpdated
	if created {
		change = persistence.TierCreated
		err = rec.InsertTier(ctx, t)
	} else {
		err = rec.UpdateTier(ctx, t)
	}
	if err != nil {
		return nil, fmt.Errorf("upsert_tier: %w", err)
	}
	balance := t.PointsBalance
	if err := rec.AddTierChange(ctx, &persistence.TierChange{
		CasinoName: t.CasinoName, CasinoKey: key, Change: change,
		Tier: &t.Tier, PointsBalance: &balance, RecordedAt: now,
	}); err != nil {
		return nil, fmt.Errorf("upsert_tier: %w", err)
	}
	if tierChanged {
		summary := fmt.Sprintf("Recorded tier %s at %s", t.Tier, t.CasinoName)
		if !created {
			summary = fmt.Sprintf("Moved from %s to %s at %s", previous, t.Tier, t.CasinoName)
		}
		if err := persistence.RecordActivity(ctx, env.DB, env.Caller.AccountID, persistence.ActivityTierChanged,
			summary, &t.ID, now); err != nil {
			return nil, fmt.Errorf("upsert_tier: %w", err)
		}
	}
	return &upsertTierOutput{Tier: *t, Created: created, CasinoMatch: match}, nil
}
