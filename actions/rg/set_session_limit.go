package rg

import (
	"context"
	"fmt"

	rules "github.com/tierline/tierline/internal/domain/rgrules"
	"github.com/tierline/tierline/registry"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: namespace,
		Name:      "set_session_limit",
		Area:      "responsible gaming",
		Kind:      registry.KindRead,
		Writes:    true,
		Summary:   "Set the longest a session should last, in minutes.",
		Rules: "Same rule as set_budget: a first or shorter limit takes effect at once; a longer one after a 24-hour " +
			"cooling-off period. A session that runs past the limit gets a warning and a notification when it ends.",
	}, setSessionLimit)
}

type setSessionLimitInput struct {
	MaxMinutes *int `json:"max_minutes" validate:"required,gte=1,lte=1440"`
}

func setSessionLimit(ctx context.Context, env *registry.Env, in *setSessionLimitInput) (*changeOutput, error) {
	out, err := setLimit(ctx, env, rules.SessionMinutes, int64(*in.MaxMinutes), "minutes")
	if err != nil {
		return nil, fmt.Errorf("set_session_limit: %w", err)
	}
	return out, nil
}
