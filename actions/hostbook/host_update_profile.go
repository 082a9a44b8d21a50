package hostbook

import (
	"context"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/tierline/tierline/actions/actionkit"
	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
	"github.com/tierline/tierline/scopes"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: "player",
		Name:      "host_update_profile",
		Area:      "host",
		Kind:      registry.KindWrite,
		Scope:     scopes.Host,
		Summary:   "Create or update the host's marketplace profile.",
		Rules: "Only for host accounts. Creates the profile on first use (created true), else updates it. " +
			"A field not given keeps its stored value; a new profile starts with empty lists, no bio and accepting_new true. " +
			"casinos (at most 20, each at most 200 characters), languages (at most 10, each at most 40) and specialties (at most 10, each at most 100) replace the stored list when given ([] empties it); " +
			"items are trimmed with inner spaces collapsed, must not be blank, and duplicates ignoring case are dropped (the first spelling kept, order kept). " +
			"bio is at most 1000 characters; \"\" clears it.",
	}, hostUpdateProfile)
}

type hostUpdateProfileInput struct {
	Casinos      *[]string `json:"casinos" validate:"omitempty,max=20"`
	Bio          *string   `json:"bio" validate:"omitempty,max=1000"`
	Languages    *[]string `json:"languages" validate:"omitempty,max=10"`
	Specialties  *[]string `json:"specialties" validate:"omitempty,max=10"`
	AcceptingNew *bool     `json:"accepting_new"`
}

// Check holds the rules on list items (kept out of the tags, whose dive
// the generated schema would read as the list's own limit).
func (in *hostUpdateProfileInput) Check() error {
	for _, l := range []struct {
		field string
		items *[]string
		max   int
	}{{"casinos", in.Casinos, 200}, {"languages", in.Languages, 40}, {"specialties", in.Specialties, 100}} {
		if l.items == nil {
			continue
		}
		for i, s := range *l.items {
			item := fmt.Sprintf("%s[%d]", l.field, i)
			if blank(s) {
				return domain.Invalid(item, "must not be blank")
			}
			if utf8.RuneCountInString(actionkit.CleanName(s)) > l.max {
				return domain.Invalid(item, "must be at most %d characters long", l.max)
			}
		}
	}
	return nil
}

type hostUpdateProfileOutput struct {
	Profile persistence.HostProfile `json:"profile"`
	Created bool                    `json:"created"`
}

func hostUpdateProfile(ctx context.Context, env *registry.Env, in *hostUpdateProfileInput) (*hostUpdateProfileOutput, error) {
	now := domain.NewTimestamp(env.Now())
	p, created, err := persistence.EnsureHostProfile(ctx, env.DB, env.Caller.AccountID, now)
	if err != nil {
		return nil, fmt.Errorf("host_update_profile: %w", err)
	}
	if in.Casinos != nil {
		p.Casinos = cleanList(*in.Casinos)
	}
	if in.Languages != nil {
		p.Languages = cleanList(*in.Languages)
	}
	if in.Specialties != nil {
		p.Specialties = cleanList(*in.Specialties)
	}
	if in.Bio != nil {
		if bio := strings.TrimSpace(*in.Bio); bio == "" {
			p.Bio = nil
		} else {
			p.Bio = &bio
		}
	}
	if in.AcceptingNew != nil {
		p.AcceptingNew = *in.AcceptingNew
	}
	p.UpdatedAt = now
	if err := persistence.UpdateHostProfile(ctx, env.DB, p); err != nil {
		return nil, fmt.Errorf("host_update_profile: %w", err)
	}
	return &hostUpdateProfileOutput{Profile: *p, Created: created}, nil
}

// cleanList cleans each item and drops duplicates ignoring case.
func cleanList(items []string) []string {
	out := []string{}
	seen := map[string]bool{}
	for _, s := range items {
		s = actionkit.CleanName(s)
		if key := persistence.CasinoKey(s); !seen[key] {
			seen[key] = true
			out = append(out, s)
		}
	}
	return out
}
