package tax

import (
	"context"
	"strings"

	"github.com/uptrace/bun"

	"github.com/tierline/tierline/actions/actionkit"
	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/internal/domain/directory"
	"github.com/tierline/tierline/internal/domain/taxrules"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
)

// gameTypeRule is the W-2G game types (taxrules.W2GGameTypes, checked by
// the w2ggame tag) and how taxrules.GameKind maps them, in words for Rules.
var gameTypeRule = "game_type is one of " + strings.Join(taxrules.W2GGameTypes, ", ") + "; " +
	"slots and video_poker follow the slot-machine W-2G rule, bingo the bingo rule, keno the keno rule, " +
	"poker the poker-tournament rule, and every other game the \"other games\" rule (300 times the wager)."

// w2gView is a W-2G record as the actions return it, with the directory
// slug of the payer when the payer names one directory casino.
type w2gView struct {
	persistence.W2G
	CasinoSlug *string `json:"casino_slug"`
}

// viewW2Gs adds casino_slug to records, looking each payer up once.
func viewW2Gs(ctx context.Context, db bun.IDB, records []persistence.W2G) ([]w2gView, error) {
	out := make([]w2gView, 0, len(records))
	slugs := map[string]*string{}
	for _, w := range records {
		key := persistence.CasinoKey(w.Payer)
		slug, ok := slugs[key]
		if !ok {
			var err error
			if slug, err = actionkit.CasinoSlug(ctx, db, w.Payer); err != nil {
				return nil, err
			}
			slugs[key] = slug
		}
		out = append(out, w2gView{W2G: w, CasinoSlug: slug})
	}
	return out, nil
}

func viewW2G(ctx context.Context, db bun.IDB, w *persistence.W2G) (w2gView, error) {
	views, err := viewW2Gs(ctx, db, []persistence.W2G{*w})
	if err != nil {
		return w2gView{}, err
	}
	return views[0], nil
}

// checkW2G is the threshold check of a stored record (a missing wager
// counts as 0).
func checkW2G(w *persistence.W2G) taxrules.Check {
	var wager domain.Money
	if w.Wager != nil {
		wager = *w.Wager
	}
	return taxrules.W2G(w.TaxYear, w.GameType, w.AmountWon, wager)
}

// checkPayer: a payer must not be blank.
func checkPayer(payer string) error {
	if strings.TrimSpace(payer) == "" {
		return domain.Invalid("payer", "is required")
	}
	return nil
}

// normalizeState upper-cases a two-letter state code in place; "" (or
// spaces) becomes nil.
func normalizeState(state **string) error {
	if *state == nil {
		return nil
	}
	s := strings.TrimSpace(**state)
	if s == "" {
		*state = nil
		return nil
	}
	code, ok := directory.NormalizeState(s)
	if !ok {
		return domain.Invalid("state", "must be a two-letter U.S. state or territory code such as NV")
	}
	*state = &code
	return nil
}

// checkW2GRecord holds the rules of a whole record that depend on today or
// on several fields: date_won from 1990 and not in the future, and neither
// withholding more than the amount won.
func checkW2GRecord(env *registry.Env, w *persistence.W2G) error {
	today := env.Today()
	if w.DateWon.After(today) {
		return domain.Invalid("date_won", "must not be in the future (today is %s)", today)
	}
	if w.DateWon.Year() < actionkit.FirstTaxYear {
		return domain.Invalid("date_won", "must be in %d or later", actionkit.FirstTaxYear)
	}
	if w.FederalWithheld != nil && *w.FederalWithheld > w.AmountWon {
		return domain.Invalid("federal_withheld", "must not exceed amount_won")
	}
	if w.StateWithheld != nil && *w.StateWithheld > w.AmountWon {
		return domain.Invalid("state_withheld", "must not exceed amount_won")
	}
	return nil
}
