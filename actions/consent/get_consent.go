package consent

import (
	"context"
	"fmt"
	"strings"

	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: "player",
		Name:      "get_consent",
		Area:      "consent",
		Kind:      registry.KindRead,
		Summary:   "Show the current state of each consent.",
		Rules: "consents holds all four consents (" + strings.Join(persistence.Consents, ", ") + "), " +
			"each {granted, changed_at}: the state is the latest change; a consent never set is not granted " +
			"and its changed_at is null.",
	}, getConsent)
}

type getConsentInput struct{}

type getConsentOutput struct {
	Consents map[string]stateView `json:"consents"`
}

func getConsent(ctx context.Context, env *registry.Env, _ *getConsentInput) (*getConsentOutput, error) {
	latest, err := persistence.LatestConsentEvents(ctx, env.DB, env.Caller.AccountID)
	if err != nil {
		return nil, fmt.Errorf("get_consent: %w", err)
	}
	out := &getConsentOutput{Consents: make(map[string]stateView, len(persistence.Consents))}
	for _, c := range persistence.Consents {
		out.Consents[c] = viewState(latest, c)
	}
	return out, nil
}
