package tax

import (
	"context"
	"fmt"
	"strings"

	"github.com/tierline/tierline/actions/actionkit"
	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/internal/domain/taxrules"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
	"github.com/tierline/tierline/scopes"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: "player",
		Name:      "update_w2g",
		Area:      "tax",
		Kind:      registry.KindWrite,
		Scope:     scopes.Tax,
		Summary:   "Change fields of a W-2G record.",
		Rules: "Fields left out (or null) keep their value; state \"\" clears the state. " +
			"The changed record must pass manual_w2g's rules (payer not blank, date_won from 1990 and not after today, amount_won more than 0, " +
			"amounts at least 0 and kept to the cent, neither withholding above amount_won). " + gameTypeRule + " " +
			"tax_year follows date_won. Returns the record with reportable and check, the W-2G threshold check of its year and game.",
	}, updateW2G)
}

type updateW2GInput struct {
	W2GID           string        `json:"w2g_id" validate:"required,uuid"`
	Payer           *string       `json:"payer" validate:"omitempty,max=200"`
	DateWon         *domain.Date  `json:"date_won"`
	GameType        *string       `json:"game_type" validate:"omitempty,w2ggame"`
	AmountWon       *domain.Money `json:"amount_won" validate:"omitempty,gt=0,lte=1000000000"`
	Wager           *domain.Money `json:"wager" validate:"omitempty,gte=0,lte=1000000000"`
	FederalWithheld *domain.Money `json:"federal_withheld" validate:"omitempty,gte=0,lte=1000000000"`
	State           *string       `json:"state"`
	StateWithheld   *domain.Money `json:"state_withheld" validate:"omitempty,gte=0,lte=1000000000"`
}

// Check holds the rules tags cannot say.
func (in *updateW2GInput) Check() error {
	if in.Payer != nil {
		if err := checkPayer(*in.Payer); err != nil {
			return err
		}
	}
	if in.State != nil && strings.TrimSpace(*in.State) == "" {
		clear := ""
		in.State = &clear // clears the stored state
		return nil
	}
	return normalizeState(&in.State)
}

type updateW2GOutput struct {
	W2G        w2gView        `json:"w2g"`
	Reportable bool           `json:"reportable"`
	Check      taxrules.Check `json:"check"`
}

func updateW2G(ctx context.Context, env *registry.Env, in *updateW2GInput) (*updateW2GOutput, error) {
	records := persistence.NewRecords(env.DB, env.Caller.AccountID)
	w, err := records.W2GRecord(ctx, actionkit.ID(in.W2GID))
	if err != nil {
		return nil, err
	}
	if in.Payer != nil {
		w.Payer = actionkit.CleanName(*in.Payer)
	}
	if in.DateWon != nil {
		w.DateWon = *in.DateWon
		w.TaxYear = in.DateWon.Year()
	}
	if in.GameType != nil {
		w.GameType = *in.GameType
	}
	if in.AmountWon != nil {
		w.AmountWon = *in.AmountWon
	}
	if in.Wager != nil {
		w.Wager = in.Wager
	}
	if in.FederalWithheld != nil {
		w.FederalWithheld = in.FederalWithheld
	}
	if in.State != nil {
		w.State = in.State
		if *in.State == "" {
			w.State = nil
		}
	}
	if in.StateWithheld != nil {
		w.StateWithheld = in.StateWithheld
	}
	if err := checkW2GRecord(env, w); err != nil {
		return nil, err
	}
	w.UpdatedAt = domain.NewTimestamp(env.Now())
	if err := records.UpdateW2GRecord(ctx, w); err != nil {
		return nil, fmt.Errorf("update_w2g: %w", err)
	}
	view, err := viewW2G(ctx, env.DB, w)
	if err != nil {
		return nil, fmt.Errorf("update_w2g: %w", err)
	}
	check := checkW2G(w)
	return &updateW2GOutput{W2G: view, Reportable: check.Reportable, Check: check}, nil
}
