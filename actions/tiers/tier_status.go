package tiers

import (
	"context"
	"fmt"

	"github.com/tierline/tierline/actions/actionkit"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: "player",
		Name:      "tier_status",
		Area:      "tiers",
		Kind:      registry.KindRead,
		Summary:   "Your tier status at each casino: the UserTier resource of GET /v1/tiers.",
		Rules: "tiers holds exactly the UserTier fields of GET /v1/tiers, sorted by casino name ignoring case, then id; " +
			"paged with limit (default 50, max 200) and offset; count is the number of casinos with a tier.",
	}, tierStatus)
}

type tierStatusInput struct {
	actionkit.Page
}

type tierStatusOutput struct {
	Tiers []persistence.UserTier `json:"tiers"`
	Count int                    `json:"count"`
}

func tierStatus(ctx context.Context, env *registry.Env, in *tierStatusInput) (*tierStatusOutput, error) {
	tiers, n, err := persistence.NewRecords(env.DB, env.Caller.AccountID).Tiers(ctx, in.Paging())
	if err != nil {
		return nil, fmt.Errorf("tier_status: %w", err)
	}
	return &tierStatusOutput{Tiers: tiers, Count: n}, nil
}
