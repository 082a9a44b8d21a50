package sharing

import (
	"context"
	"fmt"
	"time"

	"github.com/google/uuid"

	"github.com/tierline/tierline/actions/actionkit"
	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: "player",
		Name:      "create_share_link",
		Area:      "sharing",
		Kind:      registry.KindWrite,
		Summary:   "Create a link anyone can open, without a key, to view a trip, the tier summary or the visit stats.",
		Rules: "resource_type is trip, tier_summary or visit_stats; resource_id is required for trip (one of the player's trips) " +
			"and refused for the others. expires_in_days is 1 to 90, default 7; the link expires that many days after creation. " +
			"The token is 32 random bytes, URL-safe base64; url is {site_url}/s/{token}. " +
			"The link shows, without a key: for a trip, its spec fields (not the notes) and its trip_summary figures; for tier_summary, the player's tiers; " +
			"for visit_stats, what visit_stats returns; never the player's email or account. " +
			"Creating a link adds a share_link_created event (without the token) to the player's public activity.",
		Example: map[string]any{"resource_type": "tier_summary"},
	}, createShareLink)
}

type createShareLinkInput struct {
	ResourceType  string  `json:"resource_type" validate:"required,sharetype"`
	ResourceID    *string `json:"resource_id" validate:"omitempty,uuid"`
	ExpiresInDays *int    `json:"expires_in_days" validate:"omitempty,gte=1,lte=90"`
}

// Check holds the rules tags cannot say.
func (in *createShareLinkInput) Check() error {
	if in.ResourceType == persistence.ShareTrip && in.ResourceID == nil {
		return domain.Invalid("resource_id", "is required when resource_type is trip")
	}
	if in.ResourceType != persistence.ShareTrip && in.ResourceID != nil {
		return domain.Invalid("resource_id", "must not be given when resource_type is %s", in.ResourceType)
	}
	return nil
}

type createShareLinkOutput struct {
	ShareLink shareLinkView `json:"share_link"`
}

// defaultShareDays is how long a link lasts when expires_in_days is not given.
const defaultShareDays = 7

func createShareLink(ctx context.Context, env *registry.Env, in *createShareLinkInput) (*createShareLinkOutput, error) {
	rec := persistence.NewRecords(env.DB, env.Caller.AccountID)
	summary := map[string]string{
		persistence.ShareTierSummary: "Shared their tier summary",
		persistence.ShareVisitStats:  "Shared their visit stats",
	}[in.ResourceType]
	var resourceID *uuid.UUID
	if in.ResourceID != nil {
		id := actionkit.ID(*in.ResourceID)
		trip, err := rec.Trip(ctx, id)
		if err != nil {
			return nil, fmt.Errorf("create_share_link: %w", err)
		}
		resourceID, summary = &id, "Shared a trip to "+trip.CasinoName
	}
	days := defaultShareDays
	if in.ExpiresInDays != nil {
		days = *in.ExpiresInDays
	}
	token, err := newToken()
	if err != nil {
		return nil, fmt.Errorf("create_share_link: %w", err)
	}
	now := domain.NewTimestamp(env.Now())
	l := &persistence.ShareLink{
		ID:           uuid.New(),
		Token:        token,
		ResourceType: in.ResourceType,
		ResourceID:   resourceID,
		ExpiresAt:    domain.NewTimestamp(now.Add(time.Duration(days) * 24 * time.Hour)),
		CreatedAt:    now,
	}
	if err := rec.AddShareLink(ctx, l); err != nil {
		return nil, fmt.Errorf("create_share_link: %w", err)
	}
	if err := persistence.RecordActivity(ctx, env.DB, env.Caller.AccountID, persistence.ActivityShareLinkCreated,
		summary, &l.ID, now); err != nil {
		return nil, fmt.Errorf("create_share_link: %w", err)
	}
	return &createShareLinkOutput{ShareLink: viewShareLink(l, env.SiteURL, now)}, nil
}
