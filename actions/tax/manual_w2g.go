package tax

import (
	"context"
	"fmt"

	"github.com/google/uuid"

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
		Name:      "manual_w2g",
		Area:      "tax",
		Kind:      registry.KindWrite,
		LockFree:  true, // a new record and its notification, under new ids
		Scope:     scopes.Tax,
		Summary:   "Record a Form W-2G by hand.",
		Rules: "payer is the casino that paid (free text, cleaned like casino names; casino_slug is added when it names one directory casino). " +
			"date_won is from 1990 and not after today (UTC); tax_year is the year of date_won. " + gameTypeRule + " " +
			"amount_won is more than 0; wager, federal_withheld and state_withheld are at least 0, dollars kept to the cent, and neither withholding may exceed amount_won. " +
			"state is a two-letter U.S. state or territory code in any case, stored upper-case. " +
			"reportable and check are the federal W-2G threshold check of the record's tax year and game (a missing wager counts as 0); " +
			"the record is stored whatever the check says, since a payer may issue a W-2G below the threshold. " +
			"A w2g_recorded notification is made unless the player turned that kind off.",
	}, manualW2G)
}

type manualW2GInput struct {
	Payer           string        `json:"payer" validate:"required,max=200"`
	DateWon         *domain.Date  `json:"date_won" validate:"required"`
	GameType        string        `json:"game_type" validate:"required,w2ggame"`
	AmountWon       *domain.Money `json:"amount_won" validate:"required,gt=0,lte=1000000000"`
	Wager           *domain.Money `json:"wager" validate:"omitempty,gte=0,lte=1000000000"`
	FederalWithheld *domain.Money `json:"federal_withheld" validate:"omitempty,gte=0,lte=1000000000"`
	State           *string       `json:"state"`
	StateWithheld   *domain.Money `json:"state_withheld" validate:"omitempty,gte=0,lte=1000000000"`
}

// Check holds the rules tags cannot say.
func (in *manualW2GInput) Check() error {
	if err := checkPayer(in.Payer); err != nil {
		return err
	}
	return normalizeState(&in.State)
}

type manualW2GOutput struct {
	W2G        w2gView        `json:"w2g"`
	Reportable bool           `json:"reportable"`
	Check      taxrules.Check `json:"check"`
}

func manualW2G(ctx context.Context, env *registry.Env, in *manualW2GInput) (*manualW2GOutput, error) {
	now := domain.NewTimestamp(env.Now())
	w := &persistence.W2G{
		ID:              uuid.New(),
		Payer:           actionkit.CleanName(in.Payer),
		DateWon:         *in.DateWon,
		TaxYear:         in.DateWon.Year(),
		GameType:        in.GameType,
		AmountWon:       *in.AmountWon,
		Wager:           in.Wager,
		FederalWithheld: in.FederalWithheld,
		State:           in.State,
		StateWithheld:   in.StateWithheld,
		CreatedAt:       now,
		UpdatedAt:       now,
	}
	if err := checkW2GRecord(env, w); err != nil {
		return nil, err
	}
	if err := persistence.NewRecords(env.DB, env.Caller.AccountID).AddW2GRecord(ctx, w); err != nil {
		return nil, fmt.Errorf("manual_w2g: %w", err)
	}
	body := fmt.Sprintf("A W-2G from %s for %s won on %s (tax year %d) was added to your tax records.", w.Payer, w.AmountWon, w.DateWon, w.TaxYear)
	refType := "w2g"
	if _, err := persistence.Notify(ctx, env.DB, &persistence.Notification{
		AccountID: env.Caller.AccountID,
		Kind:      persistence.NotifyW2GRecorded,
		Title:     fmt.Sprintf("W-2G recorded: %s from %s", w.AmountWon, w.Payer),
		Body:      &body,
		RefType:   &refType,
		RefID:     &w.ID,
		DedupeKey: persistence.NotifyW2GRecorded + ":" + w.ID.String(),
	}, now); err != nil {
		return nil, fmt.Errorf("manual_w2g: %w", err)
	}
	view, err := viewW2G(ctx, env.DB, w)
	if err != nil {
		return nil, fmt.Errorf("manual_w2g: %w", err)
	}
	check := checkW2G(w)
	return &manualW2GOutput{W2G: view, Reportable: check.Reportable, Check: check}, nil
}
