package sharing

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
		Name:      "revoke_share_link",
		Area:      "sharing",
		Kind:      registry.KindWrite,
		Summary:   "Revoke a share link: its URL stops working at once.",
		Rules: "share_link_id is required; a link that does not exist or is another player's is not_found. " +
			"Revoking a link already revoked succeeds and keeps the first revoked_at; an expired link can be revoked too. " +
			"Returns revoked: true and the link.",
	}, revokeShareLink)
}

type revokeShareLinkInput struct {
	ShareLinkID string `json:"share_link_id" validate:"required,uuid"`
}

type revokeShareLinkOutput struct {
	Revoked   bool          `json:"revoked"`
	ShareLink shareLinkView `json:"share_link"`
}

func revokeShareLink(ctx context.Context, env *registry.Env, in *revokeShareLinkInput) (*revokeShareLinkOutput, error) {
	now := domain.NewTimestamp(env.Now())
	l, err := persistence.NewRecords(env.DB, env.Caller.AccountID).RevokeShareLink(ctx, actionkit.ID(in.ShareLinkID), now)
	if err != nil {
		return nil, fmt.Errorf("revoke_share_link: %w", err)
	}
	return &revokeShareLinkOutput{Revoked: true, ShareLink: viewShareLink(l, env.SiteURL, now)}, nil
}
