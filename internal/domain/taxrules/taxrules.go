// Package taxrules holds the U.S. federal gambling-tax rules by tax year:
// when a win must be reported on Form W-2G, when regular gambling
// withholding applies, and how much of a year's losses may be deducted.
// The rules are pure functions of the year, game and amounts, with their
// sources; tax actions and tax reports both call them (one implementation).
// This is arithmetic on the player's own records, not tax advice.
package taxrules

import (
	"fmt"
	"slices"

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
	irsW2G = Source{"IRS, Instructions for Forms W-2G and 5754 (the long-standing amounts: slots and bingo $1,200 not reduced by the wager, keno $1,500 reduced by the wager, poker tournaments more than $5,000 reduced by the buy-in, other games $600 and 300 times the wager)", "https://www.irs.gov/instructions/iw2g"}
	obbba  = Source{"Public Law 119-21 (One Big Beautiful Bill Act): sec. 70114 amends IRC 165(d) (losses deductible at 90%, only to the extent of gains, tax years after 2025)", "https://www.congress.gov/bill/119th-congress/house-bill/1"}
	irc165 = Source{"26 U.S.C. 165(d): wagering losses allowed only to the extent of wagering gains", "https://www.law.cornell.edu/uscode/text/26/165"}
	lva    = Source{"Las Vegas Advisor, \"New tax provisions\" (the IRS confirmed the $2,000 slot threshold from January 1, 2026)", "https://www.lasvegasadvisor.com/question/new-tax-provisions"}
	// The 2026 amount rests on the IRS draft instructions for the 2026
	// Form W-2G (posted 15 December 2025), as these practitioners quote them.
	mossAdams = Source{"Moss Adams, \"2026 Form W-2G changes\" (January 2026), quoting the IRS draft instructions posted December 15, 2025: \"The minimum threshold amount for payments made in calendar year 2026 is $2,000\", adjusted yearly for inflation after 2025; it affects slot machine, bingo and keno winnings", "https://www.mossadams.com/articles/2026/01/2026-form-w-2g-changes"}
	rsm       = Source{"RSM US, \"Big Beautiful Bill brings big tax reporting changes for casino industry\" (January 5, 2026): slots, bingo and keno winnings reported on Form W-2G benefit from the increased threshold", "https://rsmus.com/insights/tax-alerts/2025/big-beautiful-bill-tax-reporting-casino-industry.html"}
	fox       = Source{"Russ Fox, Taxable Talk (December 16, 2025), quoting the IRS draft: \"The minimum threshold amount for payments made in calendar year 2026 is $2,000.\"", "https://taxabletalk.com/2025/12/16/the-w-2g-threshold-was-changed-by-the-one-big-beautiful-bill"}
	colorado  = Source{"Colorado Division of Gaming, ICO information (January 2026): the IRS increased the minimum reporting threshold for Form W-2G payments made in calendar year 2026 to $2,000", "https://sbg.colorado.gov/ico-information-gaming"}
	finley    = Source{"Finley & Cook, \"Preparing for 2026 tax reporting changes impacting tribal casinos\" (after the December 2025 draft): the draft W-2G instructions set $2,000 (winnings minus the wager) for sports wagering, subject to the 300-to-1 rule; withholding continues at $5,000 with the 300-to-1 rule at 24%; CPI indexing from tax year 2027", "https://www.finley-cook.com/preparing-for-2026-tax-reporting-changes-impacting-tribal-casinos"}
	pokerPool = Source{"gambling-law-us.com, \"W-2Gs: debunking\": since 2008 the poker-tournament W-2G rule follows the $5,000 withholding rule for wagering pools (Rev. Proc. 2007-57)", "https://www.gambling-law-us.com/Articles-Notes/w2gs-debunking"}
)

// W2GGameTypes are the game types a W-2G record or a threshold check can
// name: the session game types plus bingo, which has its own W-2G rule
// (the validate tag w2ggame). GameKind maps each to its rule.
var W2GGameTypes = []string{"slots", "video_poker", GameBingo, "keno", "poker", "blackjack", "craps", "roulette", "baccarat", "other"}

// FirstIndexedYear is the first tax year whose W-2G amounts are indexed
// for inflation; no source gives an indexed amount yet, so from this year
// on the 2026 amount is used and marked not known.
const FirstIndexedYear = 2027

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

// GameKinds lists the W-2G game kinds in the order answers show them.
var GameKinds = []string{GameSlots, GameBingo, GameKeno, GamePokerTournament, GameOther}

// Threshold is one game kind's Form W-2G reporting threshold in a tax
// year, with what it rests on.
type Threshold struct {
	TaxYear  int          `json:"tax_year"`
	GameKind string       `json:"game_kind"`
	Amount   domain.Money `json:"amount"`
	// Comparison is "at_least" (the amount or more) or "more_than".
	Comparison string `json:"comparison"`
	// Measured says what is compared with Amount.
	Measured string `json:"measured"`
	// WagerMultiple is the other-games condition: winnings of at least
	// this many times the wager (null for the other kinds).
	WagerMultiple *int `json:"wager_multiple"`
	// AmountYear is the tax year the amount was published for: TaxYear,
	// or 2026 for later years whose indexed amount is not known.
	AmountYear int `json:"amount_year"`
	// Known is false when the amount for TaxYear is not published yet and
	// AmountYear's is used in its place.
	Known bool `json:"known"`
	// Basis says in words what the amount rests on.
	Basis   string   `json:"basis"`
	Sources []Source `json:"sources"`
}

const (
	grossOfWager = "winnings not reduced by the wager"
	netOfWager   = "winnings reduced by the wager"
	netOfBuyIn   = "winnings reduced by the wager or buy-in"
)

// ThresholdFor is the W-2G threshold of a game kind in a tax year.
func ThresholdFor(taxYear int, kind string) Threshold {
	t := Threshold{TaxYear: taxYear, GameKind: kind, Comparison: "at_least", AmountYear: taxYear, Known: true}
	draft2026 := []Source{mossAdams, fox, colorado}
	switch {
	case kind == GamePokerTournament:
		t.Amount, t.Comparison, t.Measured = dollars(5000), "more_than", netOfBuyIn
		t.Sources = []Source{irsW2G}
		t.Basis = "IRS instructions for Form W-2G: more than $5,000 reduced by the buy-in."
		if taxYear >= 2026 {
			t.Sources = []Source{irsW2G, pokerPool, finley}
			t.Basis = fmt.Sprintf("No source found states the poker-tournament amount for %d: it is the 2025 rule carried forward, because that rule follows the $5,000 withholding threshold for wagering pools (Rev. Proc. 2007-57), which continues unchanged in 2026 (Finley & Cook).", taxYear)
		}
	case taxYear <= 2025:
		t.Sources = []Source{irsW2G}
		switch kind {
		case GameSlots, GameBingo:
			t.Amount, t.Measured = dollars(1200), grossOfWager
		case GameKeno:
			t.Amount, t.Measured = dollars(1500), netOfWager
		default:
			t.Amount, t.Measured, t.WagerMultiple = dollars(600), netOfWager, new(300)
		}
		t.Basis = fmt.Sprintf("IRS instructions for Form W-2G: %s or more, %s%s.", t.Amount, t.Measured, multipleText(t.WagerMultiple))
	default: // 2026 and later: $2,000, indexed after 2026
		t.Amount, t.AmountYear = dollars(2000), 2026
		switch kind {
		case GameSlots, GameBingo:
			t.Measured = grossOfWager
			t.Sources = append(draft2026, rsm, lva)
			t.Basis = "IRS draft instructions for the 2026 Form W-2G (posted December 15, 2025): $2,000 for payments made in 2026; slot and bingo winnings are still measured not reduced by the wager."
		case GameKeno:
			t.Measured = netOfWager
			t.Sources = append(draft2026, rsm)
			t.Basis = "IRS draft instructions for the 2026 Form W-2G (posted December 15, 2025): $2,000 for payments made in 2026, which practitioners read as covering keno; " +
				"no source states how keno is measured in 2026, so the 2025 measure (reduced by the wager) is carried forward."
		default:
			t.Measured, t.WagerMultiple = netOfWager, new(300)
			t.Sources = append(draft2026, finley)
			t.Basis = "IRS draft instructions for the 2026 Form W-2G: the other-games amount ($600 through 2025) is $2,000 for 2026, reduced by the wager, and the 300-times-the-wager condition stays (Finley & Cook)."
		}
		if taxYear >= FirstIndexedYear {
			t.Known = false
			t.Basis += fmt.Sprintf(" From %d the amount is indexed for inflation and the %d amount is not known here, so the 2026 amount is used.", FirstIndexedYear, taxYear)
			if !slices.Contains(t.Sources, finley) {
				t.Sources = append(t.Sources, finley)
			}
		}
	}
	return t
}

// Thresholds are the W-2G thresholds of every game kind in a tax year.
func Thresholds(taxYear int) []Threshold {
	out := make([]Threshold, 0, len(GameKinds))
	for _, k := range GameKinds {
		out = append(out, ThresholdFor(taxYear, k))
	}
	return out
}

func multipleText(m *int) string {
	if m == nil {
		return ""
	}
	return fmt.Sprintf(", and at least %d times the wager", *m)
}

// dollars is an amount of whole dollars.
func dollars(d int64) domain.Money { return domain.Cents(d * 100) }

// Check is the outcome of the W-2G threshold check for one win.
type Check struct {
	TaxYear    int          `json:"tax_year"`
	GameKind   string       `json:"game_kind"`
	Reportable bool         `json:"reportable"`
	Threshold  domain.Money `json:"threshold"`
	// ThresholdKnown is false for years whose inflation-indexed amount is
	// not yet known to the service; the last known amount is used and the
	// rule says so.
	ThresholdKnown bool `json:"threshold_known"`
	// ThresholdYear is the tax year whose published amount was used.
	ThresholdYear int `json:"threshold_year"`
	// ThresholdBasis says what the amount rests on.
	ThresholdBasis string `json:"threshold_basis"`
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

// W2G checks whether a win of amountWon on a wager of wager (0 if unknown)
// at a game of gameType in taxYear must be reported on Form W-2G.
func W2G(taxYear int, gameType string, amountWon, wager domain.Money) Check {
	kind := GameKind(gameType)
	t := ThresholdFor(taxYear, kind)
	c := Check{TaxYear: taxYear, GameKind: kind, Threshold: t.Amount, ThresholdKnown: t.Known, ThresholdYear: t.AmountYear,
		ThresholdBasis: t.Basis, WithholdingRate: 0.24, Sources: t.Sources}
	year := fmt.Sprintf("tax year %d", taxYear)
	if !t.Known {
		year = fmt.Sprintf("tax year %d, using the %d amount", taxYear, t.AmountYear)
	}
	amount := t.Amount.String()
	switch kind {
	case GameSlots, GameBingo:
		c.Measured = amountWon
		c.Reportable = amountWon >= t.Amount
		c.Rule = fmt.Sprintf("Slots and bingo: report winnings of %s or more, not reduced by the wager (%s).", amount, year)
	case GameKeno:
		c.Measured = amountWon - wager
		c.Reportable = c.Measured >= t.Amount
		c.Rule = fmt.Sprintf("Keno: report winnings of %s or more, reduced by the wager (%s).", amount, year)
	case GamePokerTournament:
		c.Measured = amountWon - wager
		c.Reportable = c.Measured > t.Amount
		c.Rule = fmt.Sprintf("Poker tournaments: report winnings of more than %s, reduced by the buy-in (%s).", amount, year)
	default:
		c.Measured = amountWon - wager
		c.Reportable = c.Measured >= t.Amount && wager > 0 && amountWon >= 300*wager
		c.Rule = fmt.Sprintf("Other games: report winnings of %s or more (reduced by the wager) that are at least 300 times the wager (%s).", amount, year)
		if wager <= 0 {
			c.Rule += " With no wager given, 300 times cannot be checked and the win is treated as not reportable."
		}
		// Regular gambling withholding: proceeds over $5,000 that are at
		// least 300 times the wager (unchanged in 2026, Finley & Cook).
		c.WithholdingRequired = amountWon-wager > dollars(5000) && wager > 0 && amountWon >= 300*wager
	}
	if !t.Known {
		c.Rule += fmt.Sprintf(" The amount is indexed for inflation from %d; the %d amount is not known here, so the %d amount is used.", FirstIndexedYear, taxYear, t.AmountYear)
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
