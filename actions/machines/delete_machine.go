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
		Name:      "delete_machine",
		Area:      "machines",
		Kind:      registry.KindWrite,
		Summary:   "Stop tracking a machine.",
		Rules:     "The machine's sessions stay, unlinked: their machine_id becomes null.",
	}, deleteMachine)
}

type deleteMachineInput struct {
	MachineID string `json:"machine_id" validate:"required,uuid"`
}

type deleteMachineOutput struct {
	Deleted bool `json:"deleted"`
}

func deleteMachine(ctx context.Context, env *registry.Env, in *deleteMachineInput) (*deleteMachineOutput, error) {
	recs := persistence.NewRecords(env.DB, env.Caller.AccountID)
	m, err := recs.MachineByID(ctx, actionkit.ID(in.MachineID))
	if err != nil {
		return nil, fmt.Errorf("delete_machine: %w", err)
	}
	if err := recs.DeleteMachineByID(ctx, m.ID); err != nil {
		return nil, fmt.Errorf("delete_machine: %w", err)
	}
	return &deleteMachineOutput{Deleted: true}, nil
}
