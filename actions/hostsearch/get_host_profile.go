package hostsearch

import (
	"context"

	"github.com/tierline/tierline/actions/actionkit"
	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: discoverNamespace,
		Name:      "get_host_profile",
		Area:      area,
		Kind:      registry.KindRead,
		Summary:   "A host's marketplace profile.",
		Rules: hostRules + " The profile is shown whether or not the host accepts new players (accepting_new says), with updated_at. " +
			"host_id of an account that does not exist, is not a host or has no profile is a 404 with the same message for the three.",
	}, getHostProfile)
}

type getHostProfileInput struct {
	HostID string `json:"host_id" validate:"required,uuid"`
}

type profileView struct {
	hostView
	UpdatedAt domain.Timestamp `json:"updated_at"`
}

type getHostProfileOutput struct {
	Profile profileView `json:"profile"`
}

func getHostProfile(ctx context.Context, env *registry.Env, in *getHostProfileInput) (*getHostProfileOutput, error) {
	id, err := actionkit.ParseID("host_id", in.HostID)
	if err != nil {
		return nil, err
	}
	h, err := persistence.DiscoverHostByID(ctx, env.DB, id)
	if err != nil {
		return nil, err
	}
	return &getHostProfileOutput{Profile: profileView{hostView: viewHost(*h), UpdatedAt: h.UpdatedAt}}, nil
}
