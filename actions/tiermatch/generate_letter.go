package tiermatchactions

import (
	"context"
	"fmt"

	"github.com/tierline/tierline/registry"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: namespace,
		Name:      "generate_letter",
		Area:      area,
		Kind:      registry.KindRead,
		Summary:   "Write a tier-match request letter from the player's own tier and play records.",
		Rules:     letterRule + " Nothing is stored (create_request stores a request with its letter).",
	}, generateLetter)
}

type generateLetterOutput struct {
	Letter        string        `json:"letter"`
	Template      string        `json:"template"`
	TargetProgram string        `json:"target_program"`
	SourceCasino  string        `json:"source_casino"`
	SourceProgram *string       `json:"source_program"`
	Figures       letterFigures `json:"figures"`
}

func generateLetter(ctx context.Context, env *registry.Env, in *letterInput) (*generateLetterOutput, error) {
	l, err := buildLetter(ctx, env, in)
	if err != nil {
		return nil, fmt.Errorf("generate_letter: %w", err)
	}
	return &generateLetterOutput{
		Letter:        l.Text,
		Template:      l.Template,
		TargetProgram: l.TargetProgram,
		SourceCasino:  l.SourceCasino,
		SourceProgram: l.SourceProgram,
		Figures:       l.Figures,
	}, nil
}
