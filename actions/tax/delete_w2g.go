package tax

import (
	"context"
	"fmt"

	"github.com/tierline/tierline/actions/actionkit"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
	"github.com/tierline/tierline/scopes"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: "player",
		Name:      "delete_w2g",
		Area:      "tax",
		Kind:      registry.KindWrite,
		Scope:     scopes.Tax,
		Summary:   "Delete a W-2G record.",
		Rules: "Deletes the record for good; it no longer counts in tax_year_summary. " +
			"The w2g_recorded notification made when it was recorded is kept.",
	}, deleteW2G)
}

type deleteW2GInput struct {
	W2GID string `json:"w2g_id" validate:"required,uuid"`
}

type deleteW2GOutput struct {
	Deleted bool `json:"deleted"`
}

func deleteW2G(ctx context.Context, env *registry.Env, in *deleteW2GInput) (*deleteW2GOutput, error) {
	if err := persistence.NewRecords(env.DB, env.Caller.AccountID).DeleteW2GRecord(ctx, actionkit.ID(in.W2GID)); err != nil {
		return nil, fmt.Errorf("delete_w2g: %w", err)
	}
	return &deleteW2GOutput{Deleted: true}, nil
}
