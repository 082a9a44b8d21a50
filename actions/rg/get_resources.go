package rg

import (
	"context"
	"slices"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/internal/domain/directory"
	rules "github.com/tierline/tierline/internal/domain/rgrules"
	"github.com/tierline/tierline/registry"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: namespace,
		Name:      "get_resources",
		Area:      "responsible gaming",
		Kind:      registry.KindRead,
		Summary:   "Help lines, support groups and self-exclusion programs, national and for a state.",
		Rules: "Without state, the national resources and the list of states whose programs the service knows. " +
			"Each resource names the page it was checked against (source).",
	}, getResources)
}

type getResourcesInput struct {
	State *string `json:"state" validate:"omitempty,len=2"`
}

// Check holds the rules tags cannot say.
func (in *getResourcesInput) Check() error {
	if in.State != nil {
		code, ok := directory.NormalizeState(*in.State)
		if !ok {
			return domain.Invalid("state", "must be a two-letter U.S. state code such as NJ")
		}
		in.State = &code
	}
	return nil
}

type getResourcesOutput struct {
	State          *string          `json:"state"`
	Resources      []rules.Resource `json:"resources"`
	SelfExclusion  string           `json:"self_exclusion"`
	StatesCovered  []string         `json:"states_with_programs_listed"`
	EmergencyNotes string           `json:"emergency"`
}

func getResources(_ context.Context, _ *registry.Env, in *getResourcesInput) (*getResourcesOutput, error) {
	state := ""
	if in.State != nil {
		state = *in.State
	}
	out := &getResourcesOutput{
		State:          in.State,
		Resources:      rules.ResourcesFor(state),
		SelfExclusion:  rules.SelfExclusionNote,
		StatesCovered:  []string{},
		EmergencyNotes: "In an emergency call 911; in a crisis call or text 988.",
	}
	for _, r := range rules.Resources {
		for _, st := range r.States {
			if !slices.Contains(out.StatesCovered, st) {
				out.StatesCovered = append(out.StatesCovered, st)
			}
		}
	}
	slices.Sort(out.StatesCovered)
	return out, nil
}
