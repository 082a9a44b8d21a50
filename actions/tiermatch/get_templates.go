package tiermatchactions

import (
	"context"

	"github.com/tierline/tierline/internal/domain/statusmatch"
	"github.com/tierline/tierline/registry"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: namespace,
		Name:      "get_templates",
		Area:      area,
		Kind:      registry.KindRead,
		Summary:   "List the tier-match letter templates.",
		Rules: "templates are the service's letter templates in a fixed order (standard first, the default of generate_letter and create_request), " +
			"each with its id, name, description and body; fields in {{...}} are filled from the player's own records, and {{if ...}} parts are left out " +
			"when the player has no such figure. count is the number of templates.",
	}, getTemplates)
}

type getTemplatesInput struct{}

type getTemplatesOutput struct {
	Templates []statusmatch.Template `json:"templates"`
	Count     int                    `json:"count"`
}

func getTemplates(_ context.Context, _ *registry.Env, _ *getTemplatesInput) (*getTemplatesOutput, error) {
	templates := append([]statusmatch.Template{}, statusmatch.Templates...)
	return &getTemplatesOutput{Templates: templates, Count: len(templates)}, nil
}
