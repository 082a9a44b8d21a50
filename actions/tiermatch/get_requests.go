package tiermatchactions

import (
	"context"
	"fmt"

	"github.com/tierline/tierline/actions/actionkit"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: namespace,
		Name:      "get_requests",
		Area:      area,
		Kind:      registry.KindRead,
		Summary:   "List the tier-match requests the player is tracking.",
		Rules: "Newest first (created_at, then id, descending). Each request carries the letter stored with it, " +
			"the tier held when it was made (source_tier) and its status (submitted when created). " +
			"limit defaults to 50 (at most 200), offset to 0; count is the number of all the player's requests.",
	}, getRequests)
}

type getRequestsInput struct {
	actionkit.Page
}

type getRequestsOutput struct {
	Requests []persistence.TierMatchRequest `json:"requests"`
	Count    int                            `json:"count"`
}

func getRequests(ctx context.Context, env *registry.Env, in *getRequestsInput) (*getRequestsOutput, error) {
	rows, n, err := persistence.NewRecords(env.DB, env.Caller.AccountID).TierMatchRequests(ctx, in.Paging())
	if err != nil {
		return nil, fmt.Errorf("get_requests: %w", err)
	}
	return &getRequestsOutput{Requests: rows, Count: n}, nil
}
