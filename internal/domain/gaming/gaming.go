// Package gaming holds the casino math the service computes with: the
// games a player can log, each game's house edge (or, for machines, hold)
// and pace, the rates at which casinos give back play as comps and points,
// and the theoretical-loss formulas. Every figure carries its source, and
// figures that are rules of thumb rather than measurements say so
// (Verified false). Keep such numbers here and nowhere else.
package gaming

import (
	"fmt"
	"math"
	"slices"

	"github.com/tierline/tierline/internal/domain"
)

// Game types a session or W-2G can name (the action catalog's list).
const (
	Slots      = "slots"
	VideoPoker = "video_poker"
	Blackjack  = "blackjack"
	Craps      = "craps"
	Roulette   = "roulette"
	Baccarat   = "baccarat"
	Poker      = "poker"
	Keno       = "keno"
	Other      = "other"
)

// GameTypes lists the game types in the catalog's order.
var GameTypes = []string{Slots, VideoPoker, Blackjack, Craps, Roulette, Baccarat, Poker, Keno, Other}

// IsGameType reports whether g is a known game type.
func IsGameType(g string) bool { return slices.Contains(GameTypes, g) }

// IsMachine reports whether theo for g is coin-in × hold (machines) rather
// than average bet × decisions × hours × edge (tables).
func IsMachine(g string) bool { return g == Slots || g == VideoPoker || g == Keno }

// Source is where a figure comes from.
type Source struct {
	Title string `json:"title"`
	URL   string `json:"url"`
}

var (
	wizardHouseEdge = Source{"Wizard of Odds, House Edge of Casino Games Compared (house edges; appendix of hands per hour)", "https://wizardofodds.com/gambling/house-edge/"}
	wizardBlackjack = Source{"Wizard of Odds, Blackjack house edge calculator (6 decks, S17, DAS, basic strategy ≈ 0.4-0.5%)", "https://wizardofodds.com/games/blackjack/calculator/"}
	wizardJoB       = Source{"Wizard of Odds, Jacks or Better pay tables (9/6 full pay returns 99.54%)", "https://wizardofodds.com/games/video-poker/tables/jacks-or-better/"}
	grochowskiVP    = Source{"John Grochowski, \"Looking beyond the house edge\", Atlantic City Weekly (500 video poker hands per hour for an average player)", "https://www.atlanticcityweekly.com/blogs/gaming_guru/looking-beyond-the-house-edge/article_12057a89-d524-5736-aad0-c913c96e930c.html"}
	ngcb2024        = Source{"Las Vegas Review-Journal, 2025-02-03, on the Nevada Gaming Control Board's 2024 report: statewide slot win 7.2%", "https://www.reviewjournal.com/business/casinos-gaming/what-slot-machines-and-games-were-the-most-lucrative-for-nevada-casinos-in-2024-3274256/"}
	ngcb2023        = Source{"Las Vegas Review-Journal, 2024-02-26, on the Nevada Gaming Control Board's 2023 report: win by denomination (5¢ 5.36%, $5 5.11%, $25 5.03%, $100 6.09%)", "https://www.reviewjournal.com/business/casinos-gaming/what-casino-games-give-players-the-best-odds-at-winning-3006955/"}
	pennyLegato     = Source{"Frank Legato, \"The Penny Conundrum\", Casino Player (most penny slots return under 90%)", "https://www.casinocenter.com/the-penny-conundrum/"}
	slotPace        = Source{"gamblingcalc.com comps calculator (slots ~500 spins per hour); a rule of thumb, not a measurement", "https://gamblingcalc.com/casino/comps-loyalty-value-calculator"}
	reinvestJunkets = Source{"junkets.ca FAQ (casinos reinvest about 35-40% of theoretical win); eucasino.info (10-40%); rules of thumb", "http://junkets.ca/faq_junkets.html"}
	tamburin        = Source{"Henry Tamburin, \"Getting maximum comps by playing blackjack\", Casino City Times, 13 September 2002: pit bosses \"generally will estimate a 2 percent advantage over the masses of players that play blackjack\"; basic strategy brings the edge to 0.5%; comps are worth 20 to 40 percent of a player's expected loss", "https://www.casinocitytimes.com/henry-tamburin/article/getting-maximum-comps-by-playing-blackjack-1322"}
	gdTheo          = Source{"Gaming & Destinations, \"Blackjack: Determining Your Theo\" (date not shown): \"Most casinos use either a 1% or 2% figure for the house edge\" and rate on 60 decisions per hour unless a supervisor overrides it", "https://gaminganddestinations.com/blackjack-determining-your-theo/"}
	ggbCraps        = Source{"GGB News, \"Player Rating Errors You Are Probably Making in Craps\" (date not shown): most tracking systems are pre-programmed to 60 rolls per hour, which counts rolls, not wagering decisions", "https://ggbnews.com/article/player-rating-errors-you-are-probably-making-in-craps/"}
	krigmanBacc     = Source{"Alan Krigman, \"Game speed can affect your gambling fortunes\", Casino City Times, 19 October 2007: big baccarat runs at most about 50 coups an hour; house edge 1.2% on Player, a bit less on Banker", "https://www.casinocitytimes.com/alan-krigman/article/playing-it-smart-game-speed-can-affect-your-gambling-fortunes-37882"}
	ngcb2022Quarter = Source{"Las Vegas Review-Journal (Richard Velotta, Inside Gaming), early 2023, on the Nevada Gaming Control Board's 2022 annual report: quarter slot machines won 8.06% of the money put in them in 2022 (8.04% in 2021)", "https://develop.reviewjournal.com/business/business-columns/inside-gaming/are-slot-machines-tighter-yup-but-by-an-imperceptible-amount-2502805/amp"}
	wendoverDollar  = Source{"John Robison, \"Ask the Slot Expert: Finding a casino's payback percentage\", Casino City Times, 15 April 2020: Elko County - Wendover area, 12 months ending 02/29/20: 1-cent 6.66%, 25-cent 7.00%, 1-dollar 4.25%, 5-dollar 3.84%, 25-dollar 5.36%", "https://www.casinocitytimes.com/john-robison/article/ask-the-slot-expert-finding-a-casinos-payback-percentage-66996"}
	schwartzDollar  = Source{"David G. Schwartz, \"Penny slots most profitable in '09\", 23 February 2010: statewide Nevada, pennies hold over 10% \"while dollars are near 5%\"", "https://dgschwartz.com/2010/02/23/penny-slots-most-profitable-in-09/"}
	pointsRate      = Source{"gamblingcalc.com comps calculator (points worth 0.1-0.3% of coin-in); a rule of thumb", "https://gamblingcalc.com/casino/comps-loyalty-value-calculator"}
)

// Game is one row of the table: a game's edge and pace.
type Game struct {
	GameType string `json:"game_type"`
	// Variant names the bet or rules the figures are for.
	Variant string `json:"variant"`
	// HouseEdge is the casino's expected win per unit bet (for machines,
	// the hold: expected win per unit of coin-in), as a fraction.
	HouseEdge float64 `json:"house_edge"`
	// DecisionsPerHour is hands, rolls, spins or games per hour; nil when
	// unknown.
	DecisionsPerHour *float64 `json:"decisions_per_hour"`
	// Area and Period say where and when a measured hold was measured
	// (slot rows); empty for figures that are not measurements of a place.
	Area   string `json:"area,omitempty"`
	Period string `json:"period,omitempty"`
	// Verified is false for rules of thumb and estimates.
	Verified bool     `json:"verified"`
	Sources  []Source `json:"sources"`
	Note     string   `json:"note,omitempty"`
}

// Games is the table of house edges and paces, one default row per game
// type (the first row of each type is its default).
var Games = []Game{
	{GameType: Blackjack, Variant: "basic strategy, 6 decks, 3:2, dealer stands on soft 17", HouseEdge: 0.005, DecisionsPerHour: new(70.0), Verified: true,
		Sources: []Source{wizardBlackjack, wizardHouseEdge}, Note: "6:5 payouts and hitting soft 17 raise the edge; an average (non-basic-strategy) player gives up more."},
	{GameType: Baccarat, Variant: "banker bet", HouseEdge: 0.0106, DecisionsPerHour: new(72.0), Verified: true, Sources: []Source{wizardHouseEdge}},
	{GameType: Craps, Variant: "pass line", HouseEdge: 0.0141, DecisionsPerHour: new(48.0), Verified: true, Sources: []Source{wizardHouseEdge},
		Note: "Odds bets behind the line have no house edge and lower the edge per dollar risked."},
	{GameType: Roulette, Variant: "double zero (American)", HouseEdge: 0.0526, DecisionsPerHour: new(38.0), Verified: true, Sources: []Source{wizardHouseEdge}},
	{GameType: VideoPoker, Variant: "9/6 Jacks or Better, optimal strategy", HouseEdge: 0.0046, DecisionsPerHour: new(500.0), Verified: true,
		Sources: []Source{wizardJoB, grochowskiVP}, Note: "Lower pay tables (8/5, 7/5) hold 2.7% and more."},
	{GameType: Slots, Variant: "any denomination (Nevada statewide slot win, 2024)", HouseEdge: 0.072, DecisionsPerHour: new(500.0),
		Area: "Nevada statewide", Period: "calendar 2024", Verified: true,
		Sources: []Source{ngcb2024, slotPace}, Note: "Hold varies by denomination from about 5% ($5 and up) to over 10% (pennies); the pace is a rule of thumb."},
	{GameType: Slots, Variant: "penny", HouseEdge: 0.10, DecisionsPerHour: new(500.0), Area: "not stated", Verified: false, Sources: []Source{pennyLegato, slotPace},
		Note: "\"Most under 90%\" return means a hold of 10% or more; 10% is the lower bound."},
	{GameType: Slots, Variant: "nickel", HouseEdge: 0.0536, DecisionsPerHour: new(500.0), Area: "Nevada statewide", Period: "calendar 2023", Verified: true, Sources: []Source{ngcb2023, slotPace}},
	{GameType: Slots, Variant: "quarter", HouseEdge: 0.0806, DecisionsPerHour: new(500.0), Area: "Nevada (the Control Board's annual report)", Period: "calendar 2022", Verified: true,
		Sources: []Source{ngcb2022Quarter, slotPace}, Note: "No 2023 or 2024 figure for quarters was found; the Elko County - Wendover area held 7.00% in the 12 months to February 2020."},
	{GameType: Slots, Variant: "$1", HouseEdge: 0.0425, DecisionsPerHour: new(500.0), Area: "Elko County - Wendover area, Nevada (not statewide)", Period: "12 months ending 29 February 2020", Verified: false,
		Sources: []Source{wendoverDollar, schwartzDollar, slotPace}, Note: "No recent statewide figure for $1 slots was found; this is one area's measured hold, and statewide dollar slots were \"near 5%\" in 2009 (Schwartz), so it may run low elsewhere."},
	{GameType: Slots, Variant: "$5", HouseEdge: 0.0511, DecisionsPerHour: new(500.0), Area: "Nevada statewide", Period: "calendar 2023", Verified: true, Sources: []Source{ngcb2023, slotPace}},
	{GameType: Slots, Variant: "$25", HouseEdge: 0.0503, DecisionsPerHour: new(500.0), Area: "Nevada statewide", Period: "calendar 2023", Verified: true, Sources: []Source{ngcb2023, slotPace}},
	{GameType: Slots, Variant: "$100", HouseEdge: 0.0609, DecisionsPerHour: new(500.0), Area: "Nevada statewide", Period: "calendar 2023", Verified: true, Sources: []Source{ngcb2023, slotPace}},
}

// ErrUnknownEdge is returned for games whose edge the table does not know
// (poker is played against other players; keno and "other" vary too much).
var ErrUnknownEdge = fmt.Errorf("no house edge is known for this game")

// Default returns the default row for a game type.
func Default(gameType string) (Game, error) {
	for _, g := range Games {
		if g.GameType == gameType {
			return g, nil
		}
	}
	return Game{}, fmt.Errorf("%s: %w", gameType, ErrUnknownEdge)
}

// ForSlotDenomination returns the slot row for a denomination (1¢, 5¢,
// 25¢, $1, $5, $25, $100), or the statewide row when the denomination has
// no row of its own.
func ForSlotDenomination(denomination domain.Money) Game {
	name := map[domain.Money]string{1: "penny", 5: "nickel", 25: "quarter", 100: "$1", 500: "$5", 2500: "$25", 10000: "$100"}[denomination]
	for _, g := range Games {
		if g.GameType == Slots && g.Variant == name {
			return g
		}
	}
	g, _ := Default(Slots)
	return g
}

// Lookup returns the row for a session's game and denomination (the
// denomination matters only for slots; 0 means unknown).
func Lookup(gameType string, denomination domain.Money) (Game, error) {
	if gameType == Slots && denomination > 0 {
		return ForSlotDenomination(denomination), nil
	}
	return Default(gameType)
}

// Rate is a reinvestment rate: how much of a player's value casinos give
// back.
type Rate struct {
	Name     string   `json:"name"`
	Low      float64  `json:"low"`
	High     float64  `json:"high"`
	Typical  float64  `json:"typical"`
	Basis    string   `json:"basis"`
	Verified bool     `json:"verified"`
	Sources  []Source `json:"sources"`
}

// Reinvestment rates. Both are industry rules of thumb, not measurements.
var (
	OfferReinvestment = Rate{Name: "comps and offers", Low: 0.20, High: 0.40, Typical: 0.30, Basis: "casino-rated theoretical loss",
		Verified: false, Sources: []Source{tamburin, reinvestJunkets}}
	PointsReinvestment = Rate{Name: "points (cash-back value)", Low: 0.001, High: 0.003, Typical: 0.002, Basis: "coin-in",
		Verified: false, Sources: []Source{pointsRate}}
)

// Rating is how casinos rate a game's play for comps and offers: the
// edge and pace their rating assumes, which need not be the game's true
// edge (a pit boss rates an average blackjack player at about 2%, not the
// 0.5% of basic strategy). Comps follow the rated theo; the player's
// expected loss follows the game's own row.
type Rating struct {
	GameType string `json:"game_type"`
	// HouseEdge is the edge the rating assumes, with the range the
	// sources give (EdgeLow..EdgeHigh).
	HouseEdge        float64  `json:"house_edge"`
	EdgeLow          float64  `json:"house_edge_low"`
	EdgeHigh         float64  `json:"house_edge_high"`
	DecisionsPerHour *float64 `json:"decisions_per_hour"`
	// Known is false when no source states the casinos' rating assumption
	// for the game: the game's own row stands in (Basis says so).
	Known   bool     `json:"known"`
	Basis   string   `json:"basis"`
	Sources []Source `json:"sources"`
}

// Ratings are the rating assumptions by game type, for the games with a
// known edge.
var Ratings = []Rating{
	{GameType: Blackjack, HouseEdge: 0.02, EdgeLow: 0.01, EdgeHigh: 0.02, DecisionsPerHour: new(60.0), Known: true,
		Basis:   "Casinos rate blackjack at an assumed edge of 1% or 2% (pit bosses commonly 2% for the average player, whatever the player's skill) at 60 decisions an hour; a supervisor may rate a faster game higher.",
		Sources: []Source{tamburin, gdTheo}},
	standIn(Baccarat, "No source found states the edge casinos rate baccarat at; the banker bet's edge and pace stand in (a gaming writer's casino-side arithmetic uses 1.2%, and big baccarat runs at most about 50 coups an hour).", krigmanBacc),
	standIn(Craps, "No source found states the edge casinos rate craps at; the pass line's edge and pace stand in. Most tracking systems assume 60 rolls an hour, which counts rolls, not wagering decisions.", ggbCraps),
	standIn(Roulette, "No source found states the edge or pace casinos rate roulette at; the double-zero wheel's edge and pace stand in."),
	standIn(VideoPoker, "Machine play is rated on the coin-in the machine meters; no source found states the hold a rating assumes, so the table's hold stands in and the rated theo equals the expected loss."),
	standIn(Slots, "Machine play is rated on the coin-in the machine meters; no source found states the hold a rating assumes, so the table's hold (by denomination) stands in and the rated theo equals the expected loss."),
}

// standIn is a rating whose assumptions no source states: the game's
// default row stands in.
func standIn(gameType, basis string, extra ...Source) Rating {
	g, _ := Default(gameType)
	return Rating{GameType: gameType, HouseEdge: g.HouseEdge, EdgeLow: g.HouseEdge, EdgeHigh: g.HouseEdge, DecisionsPerHour: g.DecisionsPerHour,
		Known: false, Basis: basis, Sources: append(append([]Source{}, g.Sources...), extra...)}
}

// RatingFor returns the rating of a game's play; for slots the
// denomination's hold stands in (0 means unknown). Games without a known
// edge have no rating.
func RatingFor(gameType string, denomination domain.Money) (Rating, error) {
	for _, r := range Ratings {
		if r.GameType != gameType {
			continue
		}
		if gameType == Slots && denomination > 0 {
			g := ForSlotDenomination(denomination)
			r.HouseEdge, r.EdgeLow, r.EdgeHigh, r.Sources = g.HouseEdge, g.HouseEdge, g.HouseEdge, g.Sources
		}
		return r, nil
	}
	return Rating{}, fmt.Errorf("%s: %w", gameType, ErrUnknownEdge)
}

// TableTheo is the theoretical loss of table play: average bet × decisions
// per hour × hours × house edge.
func TableTheo(avgBet, decisionsPerHour, hours, houseEdge float64) float64 {
	return avgBet * decisionsPerHour * hours * houseEdge
}

// MachineTheo is the theoretical loss of machine play: coin-in × hold.
func MachineTheo(coinIn, hold float64) float64 { return coinIn * hold }

// ADT is average daily theoretical: theo ÷ gaming days (0 days gives 0).
func ADT(theo float64, gamingDays int) float64 {
	if gamingDays <= 0 {
		return 0
	}
	return theo / float64(gamingDays)
}

// Cents rounds a figure that is not money to two decimals (hours, points
// a day). Dollar figures are domain.Money: see domain.DollarsOf.
func Cents(v float64) float64 { return math.Round(v*100) / 100 }

// SessionTheo is the theo of one logged session: coin-in × hold when the
// coin-in is known (machines always, tables if the player logged it),
// otherwise average bet × pace × hours × edge. It returns nil when the
// game's edge is unknown or the session lacks the figures to compute it.
// Theo is an estimate: computed in float64, rounded to the cent (sessions
// store it).
func SessionTheo(gameType string, denomination, coinIn, avgBet *domain.Money, hours float64) *domain.Money {
	var d domain.Money
	if denomination != nil {
		d = *denomination
	}
	g, err := Lookup(gameType, d)
	if err != nil {
		return nil
	}
	var theo float64
	switch {
	case coinIn != nil && *coinIn > 0:
		theo = MachineTheo(coinIn.Dollars(), g.HouseEdge)
	case avgBet != nil && g.DecisionsPerHour != nil && hours > 0:
		theo = TableTheo(avgBet.Dollars(), *g.DecisionsPerHour, hours, g.HouseEdge)
	default:
		return nil
	}
	return new(domain.DollarsOf(theo))
}

// SessionRatedTheo is the theo the casino's rating gives a logged session
// (RatingFor): coin-in × the rating edge when the coin-in is known,
// otherwise average bet × the rating pace × hours × the rating edge; nil
// when SessionTheo is nil for the same figures.
func SessionRatedTheo(gameType string, denomination, coinIn, avgBet *domain.Money, hours float64) *domain.Money {
	var d domain.Money
	if denomination != nil {
		d = *denomination
	}
	r, err := RatingFor(gameType, d)
	if err != nil {
		return nil
	}
	var theo float64
	switch {
	case coinIn != nil && *coinIn > 0:
		theo = MachineTheo(coinIn.Dollars(), r.HouseEdge)
	case avgBet != nil && r.DecisionsPerHour != nil && hours > 0:
		theo = TableTheo(avgBet.Dollars(), *r.DecisionsPerHour, hours, r.HouseEdge)
	default:
		return nil
	}
	return new(domain.DollarsOf(theo))
}

// Rerate turns a stored theo whose figures are no longer at hand into the
// rated theo, in proportion: by rating edge ÷ edge when it came from a
// coin-in, and by (rating edge × rating pace) ÷ (edge × pace) when it came
// from an average bet and time. Games without a rating keep their theo.
func Rerate(gameType string, denomination, theo domain.Money, fromCoinIn bool) domain.Money {
	g, err := Lookup(gameType, denomination)
	if err != nil || g.HouseEdge == 0 {
		return theo
	}
	r, err := RatingFor(gameType, denomination)
	if err != nil {
		return theo
	}
	factor := r.HouseEdge / g.HouseEdge
	if !fromCoinIn && r.DecisionsPerHour != nil && g.DecisionsPerHour != nil && *g.DecisionsPerHour > 0 {
		factor *= *r.DecisionsPerHour / *g.DecisionsPerHour
	}
	return theo.Times(factor)
}
