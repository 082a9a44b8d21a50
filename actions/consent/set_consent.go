package consent

import (
	"context"
	"fmt"
	"strings"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: "player",
		Name:      "set_consent",
		Area:      "consent",
		Kind:      registry.KindWrite,
		Summary:   "Grant or withdraw one consent.",
		Rules: "consent is one of " + strings.Join(persistence.Consents, ", ") + "; granted is true or false. " +
			"Every change is appended to the consent history and takes effect at once (withdrawing social_visibility hides " +
			"all of the player's activity from followers, older events included; withdrawing share_with_hosts hides the player " +
			"from hosts). Setting a consent to the state it already has records nothing and returns changed: false with the " +
			"earlier changed_at, except the first explicit choice of a consent never set, which is recorded even when it is " +
			"false (an explicit refusal is kept). The result is the consent's new state: consent, granted, changed_at, changed.",
	}, setConsent)
}

type setConsentInput struct {
	Consent string `json:"consent" validate:"required,consent"`
	Granted *bool  `json:"granted" validate:"required"`
}

type setConsentOutput struct {
	Consent   string           `json:"consent"`
	Granted   bool             `json:"granted"`
	ChangedAt domain.Timestamp `json:"changed_at"`
	Changed   bool             `json:"changed"`
}

func setConsent(ctx context.Context, env *registry.Env, in *setConsentInput) (*setConsentOutput, error) {
	latest, err := persistence.LatestConsentEvents(ctx, env.DB, env.Caller.AccountID)
	if err != nil {
		return nil, fmt.Errorf("set_consent: %w", err)
	}
	prev, set := latest[in.Consent]
	if set && prev.Granted == *in.Granted {
		return &setConsentOutput{Consent: in.Consent, Granted: prev.Granted, ChangedAt: prev.ChangedAt}, nil
	}
	now := domain.NewTimestamp(env.Now())
	if set && now.Before(prev.ChangedAt.Time) {
		now = prev.ChangedAt // a clock behind the last change must not leave the change hidden behind it
	}
	e := &persistence.ConsentEvent{
		AccountID: env.Caller.AccountID,
		Consent:   in.Consent,
		Granted:   *in.Granted,
		ChangedAt: now,
	}
	if err := persistence.AddConsentEvent(ctx, env.DB, e); err != nil {
		return nil, fmt.Errorf("set_consent: %w", err)
	}
	return &setConsentOutput{Consent: e.Consent, Granted: e.Granted, ChangedAt: e.ChangedAt, Changed: true}, nil
}
