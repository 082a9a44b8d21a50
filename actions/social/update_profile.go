package social

import (
	"context"
	"fmt"

	"github.com/tierline/tierline/actions/actionkit"
	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: "player",
		Name:      "update_profile",
		Area:      "social",
		Kind:      registry.KindWrite,
		Summary:   "Create or change the player's public profile.",
		Rules: "The first call creates the profile and needs a handle; later calls change only the fields given. " +
			"handle: 3 to 30 characters of a-z, 0-9 and _ (lower case only), unique among players (one another player holds " +
			"is 400; keeping your own is fine). display_name: at most 60 characters; home_casino: at most 200; both are " +
			"trimmed with inner spaces collapsed, and an empty string clears them. Other players see only handle and " +
			"display_name (in follow lists and the activity feed); home_casino is shown only to its owner. " +
			"Result: profile {handle, display_name, home_casino, created_at} and created (true on the first call).",
		Example: map[string]any{"handle": "lucky_ann", "display_name": "Ann"},
	}, updateProfile)
}

type updateProfileInput struct {
	Handle      *string `json:"handle" validate:"omitempty,handle"`
	DisplayName *string `json:"display_name" validate:"omitempty,max=60"`
	HomeCasino  *string `json:"home_casino" validate:"omitempty,max=200"`
}

type updateProfileOutput struct {
	Profile persistence.Profile `json:"profile"`
	Created bool                `json:"created"`
}

func updateProfile(ctx context.Context, env *registry.Env, in *updateProfileInput) (*updateProfileOutput, error) {
	now := domain.NewTimestamp(env.Now())
	p, err := persistence.PlayerProfileOf(ctx, env.DB, env.Caller.AccountID)
	if err != nil {
		return nil, fmt.Errorf("update_profile: %w", err)
	}
	create := p == nil
	if create {
		if in.Handle == nil {
			return nil, domain.Invalid("handle", "is required to create your profile: choose 3 to 30 characters of a-z, 0-9 and _")
		}
		p = &persistence.Profile{AccountID: env.Caller.AccountID, CreatedAt: now}
	}
	if in.Handle != nil {
		p.Handle = *in.Handle
	}
	if in.DisplayName != nil {
		p.DisplayName = cleared(*in.DisplayName)
	}
	if in.HomeCasino != nil {
		p.HomeCasino = cleared(*in.HomeCasino)
	}
	p.UpdatedAt = now
	if err := persistence.SavePlayerProfile(ctx, env.DB, p, create); err != nil {
		return nil, fmt.Errorf("update_profile: %w", err)
	}
	return &updateProfileOutput{Profile: *p, Created: create}, nil
}

// cleared is the cleaned text, or nil when nothing is left of it.
func cleared(s string) *string {
	s = actionkit.CleanName(s)
	if s == "" {
		return nil
	}
	return &s
}
