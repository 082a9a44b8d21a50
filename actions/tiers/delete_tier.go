package tiers

import (
	"context"
	"fmt"
	"strings"

	"github.com/tierline/tierline/actions/actionkit"
	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: "player",
		Name:      "delete_tier",
		Area:      "tiers",
		Kind:      registry.KindWrite,
		Summary:   "Delete your tier at a casino, named by casino_name or tier_id.",
		Rules: "Give exactly one of casino_name or tier_id. " + persistence.CasinoMatchRule + " casino_name names the tier at the casino it means. " +
			"A casino without a tier of yours, or a tier_id that is unknown or another account's, is 404. " +
			"The deletion appends a tier_history row (change deleted, with the tier and points balance it had); earlier history is kept.",
		Example: map[string]any{"casino_name": "Bellagio Hotel and Casino"},
	}, deleteTier)
}

type deleteTierInput struct {
	CasinoName *string `json:"casino_name" validate:"omitempty,max=200"`
	TierID     *string `json:"tier_id" validate:"omitempty,uuid"`
}

// Check holds the rules tags cannot say.
func (in *deleteTierInput) Check() error {
	named := in.CasinoName != nil && strings.TrimSpace(*in.CasinoName) != ""
	switch {
	case !named && in.TierID == nil:
		return domain.Invalid("casino_name", "is required when tier_id is not given")
	case named && in.TierID != nil:
		return domain.Invalid("tier_id", "must not be given with casino_name: give one of them")
	}
	return nil
}

type deleteTierOutput struct {
	Deleted bool `json:"deleted"`
}

func deleteTier(ctx context.Context, env *registry.Env, in *deleteTierInput) (*deleteTierOutput, error) {
	rec := persistence.NewRecords(env.DB, env.Caller.AccountID)
	var t *persistence.UserTier
	if in.TierID != nil {
		var err error
		if t, err = rec.TierByID(ctx, actionkit.ID(*in.TierID)); err != nil {
			return nil, err
		}
	} else {
		name := actionkit.CleanName(*in.CasinoName)
		var err error
		if t, _, err = rec.TierFor(ctx, persistence.NewCasinoResolver(env.DB), name); err != nil {
			return nil, fmt.Errorf("delete_tier: %w", err)
		}
		if t == nil {
			return nil, domain.NotFound("You have no tier recorded at %q.", name)
		}
	}
	if err := rec.DeleteTierRow(ctx, t.ID); err != nil {
		return nil, fmt.Errorf("delete_tier: %w", err)
	}
	balance := t.PointsBalance
	if err := rec.AddTierChange(ctx, &persistence.TierChange{
		CasinoName: t.CasinoName, CasinoKey: t.CasinoKey, Change: persistence.TierDeleted,
		Tier: &t.Tier, PointsBalance: &balance, RecordedAt: domain.NewTimestamp(env.Now()),
	}); err != nil {
		return nil, fmt.Errorf("delete_tier: %w", err)
	}
	return &deleteTierOutput{Deleted: true}, nil
}
