// Package taxrules holds the U.S. federal gambling-tax rules by tax year:
// when a win must be reported on Form W-2G, when regular gambling
// withholding applies, and how much of a year's losses may be deducted.
// The rules are pure functions of the year, game and amounts, with their
// sources; tax actions and tax reports both call them (one implementation).
// This is arithmetic on the player's own records, not tax advice.
package taxrules

import (
	"fmt"

	"github.com/tierline/tierline/internal/domain"
)

// Game kinds as the W-2G rules group them.
const (
	GameSlots           = "slots"
	GameBingo           = "bingo"
	GameKeno            = "keno"
	GamePokerTournament = "poker_tournament"
	GameOther           = "other" // table games, sports, lotteries and every other wager
)

// Source is where a rule comes from.
type Source struct {
	Title string `json:"title"`
	URL   string `json:"url"`
}

var (
	irsW2G = Source{"IRS, Instructions for Forms W-2G and 5754", "https://www.irs.gov/instructions/iw2g"}
	obbba  = Source{"Public Law 119-21 (One Big Beautiful Bill Act): sec. 70114 amends IRC 165(d) (losses deductible at 90%, only to the extent of gains, tax years after 2025); the W-2G threshold for slots and bingo becomes $2,000 for 2026, indexed for inflation after 2026", "https://www.congress.gov/bill/119th-congress/house-bill/1"}
	irc165 = Source{"26 U.S.C. 165(d): wagering losses allowed only to the extent of wagering gains", "https://www.law.cornell.edu/uscode/text/26/165"}
	lva    = Source{"Las Vegas Advisor, \"New tax provisions\" (the IRS confirmed the $2,000 slot threshold from January 1, 2026)", "https://www.lasvegasadvisor.com/question/new-tax-provisions"}
)

// W2GGameTypes are the game types a W-2G record or a threshold check can
// name: the session game types plus bingo, which has its own W-2G rule
// (the validate tag w2ggame). GameKind maps each to its rule.
var W2GGameTypes = []string{"slots", "video_poker", GameBingo, "keno", "poker", "blackjack", "craps", "roulette", "baccarat", "other"}

// GameKind maps a session game type to the W-2G rule it falls under.
func GameKind(gameType string) string {
	switch gameType {
	case "slots", "video_poker":
		return GameSlots
	case "bingo":
		return GameBingo
	case "keno":
		return GameKeno
	case "poker", "poker_tournament":
		return GamePokerTournament
	default:
		return GameOther
	}
}

// Check is the outcome of the W-2G threshold check for one win.
type Check struct {
	TaxYear    int          `json:"tax_year"`
	GameKind   string       `json:"game_kind"`
	Reportable bool         `json:"reportable"`
	Threshold  domain.Money `json:"threshold"`
	// ThresholdKnown is false for years whose inflation-adjusted slot and
	// bingo threshold is not yet known to the service; the last known
	// amount is used and the rule says so.
	ThresholdKnown bool `json:"threshold_known"`
	// Measured is the amount compared with the threshold (the win, or the
	// win net of the wager or buy-in where the rule says so).
	Measured domain.Money `json:"measured"`
	// WithholdingRequired is regular gambling withholding (24%); slots,
	// bingo, keno and poker tournaments are exempt (backup withholding may
	// still apply without a taxpayer id).
	WithholdingRequired bool     `json:"withholding_required"`
	WithholdingRate     float64  `json:"withholding_rate"`
	Rule                string   `json:"rule"`
	Sources             []Source `json:"sources"`
}

// slotThreshold is the slots and bingo reporting threshold for a year.
func slotThreshold(year int) (amount domain.Money, known bool) {
	switch {
	case year <= 2025:
		return dollars(1200), true
	case year == 2026:
		return dollars(2000), true
	default:
		return dollars(2000), false
	}
}

// dollars is an amount of whole dollars.
func dollars(d int64) domain.Money { return domain.Cents(d * 100) }

// W2G checks whether a win of amountWon on a wager of wager (0 if unknown)
// at a game of gameType in taxYear must be reported on Form W-2G.
func W2G(taxYear int, gameType string, amountWon, wager domain.Money) Check {
	kind := GameKind(gameType)
	c := Check{TaxYear: taxYear, GameKind: kind, ThresholdKnown: true, WithholdingRate: 0.24, Sources: []Source{irsW2G}}
	switch kind {
	case GameSlots, GameBingo:
		c.Threshold, c.ThresholdKnown = slotThreshold(taxYear)
		c.Measured = amountWon
		c.Reportable = amountWon >= c.Threshold
		c.Rule = fmt.Sprintf("Slots and bingo: report winnings of %s or more, not reduced by the wager (tax year %d).", c.Threshold, taxYear)
		if taxYear >= 2026 {
			c.Sources = append(c.Sources, obbba, lva)
		}
		if !c.ThresholdKnown {
			c.Rule += fmt.Sprintf(" The threshold is indexed for inflation after 2026; the %d amount is not known here, so the 2026 amount is used.", taxYear)
		}
	case GameKeno:
		c.Threshold, c.Measured = dollars(1500), amountWon-wager
		c.Reportable = c.Measured >= c.Threshold
		c.Rule = "Keno: report winnings of $1,500 or more, reduced by the wager."
	case GamePokerTournament:
		c.Threshold, c.Measured = dollars(5000), amountWon-wager
		c.Reportable = c.Measured > c.Threshold
		c.Rule = "Poker tournaments: report winnings of more than $5,000, reduced by the buy-in."
	default:
		c.Threshold, c.Measured = dollars(600), amountWon-wager
		c.Reportable = amountWon-wager >= dollars(600) && wager > 0 && amountWon >= 300*wager
		if wager <= 0 {
			c.Rule = "Other games: report winnings of $600 or more (reduced by the wager) that are at least 300 times the wager; with no wager given, 300 times cannot be checked and the win is treated as not reportable."
		} else {
			c.Rule = "Other games: report winnings of $600 or more (reduced by the wager) that are at least 300 times the wager."
		}
		// Regular gambling withholding: proceeds over $5,000 that are at
		// least 300 times the wager.
		c.WithholdingRequired = amountWon-wager > dollars(5000) && wager > 0 && amountWon >= 300*wager
	}
	return c
}

// Summary is a year's gambling income and deductible losses.
type Summary struct {
	TaxYear          int          `json:"tax_year"`
	Winnings         domain.Money `json:"winnings"`
	Losses           domain.Money `json:"losses"`
	DeductibleLosses domain.Money `json:"deductible_losses"`
	// LossFraction is the share of losses the year's rule allows (1 through
	// 2025, 0.9 from 2026) before the limit to winnings.
	LossFraction float64      `json:"loss_fraction"`
	Net          domain.Money `json:"net"`
	Rule         string       `json:"rule"`
	Sources      []Source     `json:"sources"`
}

// Deduction applies the year's loss rule: through 2025 losses are
// deductible up to winnings; from 2026, 90% of losses, still only up to
// winnings. Net is winnings minus deductible losses: the gambling income
// left to tax for a taxpayer who itemizes.
func Deduction(taxYear int, winnings, losses domain.Money) Summary {
	s := Summary{TaxYear: taxYear, Winnings: winnings, Losses: losses}
	if taxYear >= 2026 {
		s.LossFraction = 0.9
		s.Rule = "From 2026: 90% of wagering losses are deductible, and only up to wagering winnings (itemized deduction)."
		s.Sources = []Source{obbba, irc165}
	} else {
		s.LossFraction = 1
		s.Rule = "Through 2025: wagering losses are deductible up to wagering winnings (itemized deduction)."
		s.Sources = []Source{irc165, irsW2G}
	}
	s.DeductibleLosses = min(s.Losses.Times(s.LossFraction), s.Winnings)
	s.Net = s.Winnings - s.DeductibleLosses
	return s
}
