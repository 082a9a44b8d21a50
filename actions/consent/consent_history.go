package consent

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
		Name:      "consent_history",
		Area:      "consent",
		Kind:      registry.KindRead,
		Summary:   "List every change of the player's consents, newest first.",
		Rules: "changes are {consent, granted, changed_at}, newest first (changes of the same instant: the later one first); " +
			"consent (optional) keeps one consent's changes; count is the number of changes matching. " +
			"Only changes are kept: setting a consent to the state it already has adds nothing (see set_consent).",
	}, consentHistory)
}

type consentHistoryInput struct {
	actionkit.Page
	Consent *string `json:"consent" validate:"omitempty,consent"`
}

type changeView struct {
	Consent   string           `json:"consent"`
	Granted   bool             `json:"granted"`
	ChangedAt domain.Timestamp `json:"changed_at"`
}

type consentHistoryOutput struct {
	Changes []changeView `json:"changes"`
	Count   int          `json:"count"`
}

func consentHistory(ctx context.Context, env *registry.Env, in *consentHistoryInput) (*consentHistoryOutput, error) {
	var only string
	if in.Consent != nil {
		only = *in.Consent
	}
	events, n, err := persistence.ConsentHistoryOf(ctx, env.DB, env.Caller.AccountID, only, in.Paging())
	if err != nil {
		return nil, fmt.Errorf("consent_history: %w", err)
	}
	out := &consentHistoryOutput{Changes: make([]changeView, 0, len(events)), Count: n}
	for _, e := range events {
		out.Changes = append(out.Changes, changeView{Consent: e.Consent, Granted: e.Granted, ChangedAt: e.ChangedAt})
	}
	return out, nil
}
