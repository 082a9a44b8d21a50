package tax

import (
	"context"

	"github.com/tierline/tierline/actions/actionkit"
	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/internal/domain/taxrules"
	"github.com/tierline/tierline/registry"
	"github.com/tierline/tierline/scopes"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: "player",
		Name:      "w2g_threshold_check",
		Area:      "tax",
		Kind:      registry.KindRead,
		Scope:     scopes.Tax,
		Summary:   "Check whether a win must be reported on Form W-2G.",
		Rules: "tax_year defaults to the current year (UTC); " + actionkit.TaxYearRule + ". " + gameTypeRule + " " +
			"amount_won is more than 0; wager (at least 0) defaults to 0. " +
			"The result is the federal rule of that year as is: reportable, threshold, measured (the amount compared: the win, or the win net of the wager where the rule says so), " +
			"withholding_required (regular 24% gambling withholding; slots, bingo, keno and poker tournaments are exempt), rule, sources, " +
			"and threshold_known (false for years whose inflation-indexed slot and bingo threshold is not yet published: the last known amount is used). " +
			"Nothing is stored.",
	}, w2gThresholdCheck)
}

type w2gThresholdCheckInput struct {
	GameType  string        `json:"game_type" validate:"required,w2ggame"`
	AmountWon *domain.Money `json:"amount_won" validate:"required,gt=0,lte=1000000000"`
	Wager     *domain.Money `json:"wager" validate:"omitempty,gte=0,lte=1000000000"`
	TaxYear   *int          `json:"tax_year" validate:"omitempty,gte=1990"`
}

type w2gThresholdCheckOutput struct {
	taxrules.Check
	Disclaimer string `json:"disclaimer"`
}

func w2gThresholdCheck(_ context.Context, env *registry.Env, in *w2gThresholdCheckInput) (*w2gThresholdCheckOutput, error) {
	year, err := actionkit.TaxYear(env.Today().Year(), in.TaxYear)
	if err != nil {
		return nil, err
	}
	var wager domain.Money
	if in.Wager != nil {
		wager = *in.Wager
	}
	return &w2gThresholdCheckOutput{Check: taxrules.W2G(year, in.GameType, *in.AmountWon, wager), Disclaimer: actionkit.TaxDisclaimer}, nil
}
