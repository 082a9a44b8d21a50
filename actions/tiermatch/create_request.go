package tiermatchactions

import (
	"context"
	"fmt"

	"github.com/google/uuid"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: namespace,
		Name:      "create_request",
		Area:      area,
		Kind:      registry.KindWrite,
		LockFree:  true, // a new request under a new id; the letter copies what it read
		Summary:   "Track a tier-match request, with its letter, in status submitted.",
		Rules: letterRule + " The request is stored with that letter, the tier held (source_tier), the casino as the player's tier row spells it " +
			"and status submitted (the only status: the service does not hear back from the program). Several requests for the same pair are allowed; " +
			"a retry with the same Idempotency-Key returns the first answer and stores nothing more. Needs the write scope.",
	}, createRequest)
}

type createRequestOutput struct {
	Request  persistence.TierMatchRequest `json:"request"`
	Template string                       `json:"template"`
	Figures  letterFigures                `json:"figures"`
}

func createRequest(ctx context.Context, env *registry.Env, in *letterInput) (*createRequestOutput, error) {
	l, err := buildLetter(ctx, env, in)
	if err != nil {
		return nil, fmt.Errorf("create_request: %w", err)
	}
	id, err := uuid.NewV7() // time-ordered: requests made in one instant still list newest first
	if err != nil {
		return nil, fmt.Errorf("create_request: %w", err)
	}
	now := domain.NewTimestamp(env.Now())
	m := &persistence.TierMatchRequest{
		ID:            id,
		TargetProgram: l.TargetProgram,
		SourceCasino:  l.SourceCasino,
		SourceTier:    &l.Tier.Tier,
		Letter:        l.Text,
		Status:        persistence.TierMatchSubmitted,
		CreatedAt:     now,
		UpdatedAt:     now,
	}
	if err := persistence.NewRecords(env.DB, env.Caller.AccountID).AddTierMatchRequest(ctx, m); err != nil {
		return nil, fmt.Errorf("create_request: %w", err)
	}
	return &createRequestOutput{Request: *m, Template: l.Template, Figures: l.Figures}, nil
}
