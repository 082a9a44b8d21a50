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
		Name:      "list_share_links",
		Area:      "sharing",
		Kind:      registry.KindRead,
		Summary:   "List the player's share links, active, expired and revoked.",
		Rules: "Every link the player created, newest first (then by id), each with its url, token, expires_at, revoked_at, " +
			"active (true while neither expired nor revoked) and status (active, expired or revoked; revoked wins over expired). " +
			"count is the number of links.",
	}, listShareLinks)
}

type listShareLinksInput struct {
	actionkit.Page
}

type listShareLinksOutput struct {
	ShareLinks []shareLinkView `json:"share_links"`
	Count      int             `json:"count"`
}

func listShareLinks(ctx context.Context, env *registry.Env, in *listShareLinksInput) (*listShareLinksOutput, error) {
	links, n, err := persistence.NewRecords(env.DB, env.Caller.AccountID).ShareLinks(ctx, in.Paging())
	if err != nil {
		return nil, fmt.Errorf("list_share_links: %w", err)
	}
	now := domain.NewTimestamp(env.Now())
	out := &listShareLinksOutput{ShareLinks: make([]shareLinkView, len(links)), Count: n}
	for i := range links {
		out.ShareLinks[i] = viewShareLink(&links[i], env.SiteURL, now)
	}
	return out, nil
}
