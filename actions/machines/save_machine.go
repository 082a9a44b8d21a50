package machines

import (
	"context"
	"fmt"
	"strings"

	"github.com/google/uuid"

	"github.com/tierline/tierline/actions/actionkit"
	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: "player",
		Name:      "save_machine",
		Area:      "machines",
		Kind:      registry.KindWrite,
		Summary:   "Track a slot or video-poker machine, or change one already tracked.",
		Rules: "Without machine_id, creates a machine: casino_name and title are required, favorite defaults to false. " +
			"With machine_id (the caller's own, 404 otherwise), updates that machine: only the fields given change; " +
			"a field left out or null keeps its value, and manufacturer, location or notes sent blank are cleared. " +
			"denomination is dollars, greater than 0, kept to the cent; rating is a whole number from 1 to 5. created says which happened.",
		Example: map[string]any{"casino_name": "Bellagio Hotel and Casino", "title": "Buffalo Gold", "denomination": 0.01},
	}, saveMachine)
}

type saveMachineInput struct {
	MachineID    *string       `json:"machine_id" validate:"omitempty,uuid"`
	CasinoName   *string       `json:"casino_name" validate:"omitempty,max=200"`
	Title        *string       `json:"title" validate:"omitempty,max=200"`
	Manufacturer *string       `json:"manufacturer" validate:"omitempty,max=200"`
	Denomination *domain.Money `json:"denomination" validate:"omitempty,gt=0,lte=100000"`
	Location     *string       `json:"location" validate:"omitempty,max=200"`
	Rating       *int          `json:"rating" validate:"omitempty,gte=1,lte=5"`
	Favorite     *bool         `json:"favorite"`
	Notes        *string       `json:"notes" validate:"omitempty,max=2000"`
}

// Check holds the rules tags cannot say: what a new machine needs, and
// that a name given is not blank.
func (in *saveMachineInput) Check() error {
	for _, f := range []struct {
		name string
		v    *string
	}{{"casino_name", in.CasinoName}, {"title", in.Title}} {
		if (f.v == nil && in.MachineID == nil) || (f.v != nil && strings.TrimSpace(*f.v) == "") {
			return domain.Invalid(f.name, "is required")
		}
	}
	return nil
}

type saveMachineOutput struct {
	Machine persistence.Machine `json:"machine"`
	Created bool                `json:"created"`
}

func saveMachine(ctx context.Context, env *registry.Env, in *saveMachineInput) (*saveMachineOutput, error) {
	recs := persistence.NewRecords(env.DB, env.Caller.AccountID)
	now := domain.NewTimestamp(env.Now())
	if in.MachineID == nil {
		m := &persistence.Machine{
			ID:           uuid.New(),
			CasinoName:   actionkit.CleanName(*in.CasinoName),
			Title:        actionkit.CleanName(*in.Title),
			Manufacturer: text(in.Manufacturer),
			Denomination: in.Denomination,
			Location:     text(in.Location),
			Rating:       in.Rating,
			Favorite:     in.Favorite != nil && *in.Favorite,
			Notes:        text(in.Notes),
			CreatedAt:    now,
			UpdatedAt:    now,
		}
		if err := recs.AddMachine(ctx, m); err != nil {
			return nil, fmt.Errorf("save_machine: %w", err)
		}
		return &saveMachineOutput{Machine: *m, Created: true}, nil
	}

	m, err := recs.MachineByID(ctx, actionkit.ID(*in.MachineID))
	if err != nil {
		return nil, fmt.Errorf("save_machine: %w", err)
	}
	if in.CasinoName != nil {
		m.CasinoName = actionkit.CleanName(*in.CasinoName)
	}
	if in.Title != nil {
		m.Title = actionkit.CleanName(*in.Title)
	}
	if in.Manufacturer != nil {
		m.Manufacturer = text(in.Manufacturer)
	}
	if in.Denomination != nil {
		m.Denomination = in.Denomination
	}
	if in.Location != nil {
		m.Location = text(in.Location)
	}
	if in.Rating != nil {
		m.Rating = in.Rating
	}
	if in.Favorite != nil {
		m.Favorite = *in.Favorite
	}
	if in.Notes != nil {
		m.Notes = text(in.Notes)
	}
	m.UpdatedAt = now
	if err := recs.UpdateMachine(ctx, m); err != nil {
		return nil, fmt.Errorf("save_machine: %w", err)
	}
	return &saveMachineOutput{Machine: *m, Created: false}, nil
}
