package persistence

import (
	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"github.com/tierline/tierline/internal/domain"
)

// TierMatchRequest is a tier-match request the player is tracking.
type TierMatchRequest struct {
	bun.BaseModel `bun:"table:tier_match_requests,alias:tm"`

	ID            uuid.UUID        `bun:"id,pk" json:"id"`
	AccountID     uuid.UUID        `bun:"account_id" json:"-"`
	TargetProgram string           `bun:"target_program" json:"target_program"`
	SourceCasino  string           `bun:"source_casino" json:"source_casino"`
	SourceTier    *string          `bun:"source_tier" json:"source_tier"`
	Letter        string           `bun:"letter" json:"letter"`
	Status        string           `bun:"status" json:"status"`
	CreatedAt     domain.Timestamp `bun:"created_at" json:"created_at"`
	UpdatedAt     domain.Timestamp `bun:"updated_at" json:"updated_at"`
}
