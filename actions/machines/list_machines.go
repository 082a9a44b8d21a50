package machines

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
		Name:      "list_machines",
		Area:      "machines",
		Kind:      registry.KindRead,
		Summary:   "List the machines the player tracks.",
		Rules: "Sorted by casino_name, then title, ignoring case (id breaks ties). favorite true lists only favorites, " +
			"false only the others; left out, all. count is the number of matching machines, not the page size.",
	}, listMachines)
}

type listMachinesInput struct {
	actionkit.Page
	Favorite *bool `json:"favorite"`
}

type listMachinesOutput struct {
	Machines []persistence.Machine `json:"machines"`
	Count    int                   `json:"count"`
}

func listMachines(ctx context.Context, env *registry.Env, in *listMachinesInput) (*listMachinesOutput, error) {
	machines, n, err := persistence.NewRecords(env.DB, env.Caller.AccountID).MachinesMatching(ctx, in.Paging(), in.Favorite)
	if err != nil {
		return nil, fmt.Errorf("list_machines: %w", err)
	}
	return &listMachinesOutput{Machines: machines, Count: n}, nil
}
