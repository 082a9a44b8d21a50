package optimizers

import (
	"cmp"
	"strings"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/internal/domain/gaming"
	"github.com/tierline/tierline/persistence"
)

// oneOf is the rule of inputs that name a thing in one of two ways: one is
// required, and not both.
func oneOf(first string, firstGiven bool, second string, secondGiven bool) error {
	switch {
	case !firstGiven && !secondGiven:
		return domain.Invalid(first, "is required when %s is not given", second)
	case firstGiven && secondGiven:
		return domain.Invalid(second, "must not be given with %s: give one of them", first)
	}
	return nil
}

// given reports whether an optional free-text field holds more than spaces.
func given(s *string) bool { return s != nil && strings.TrimSpace(*s) != "" }

// dollarsOf is an optional dollar input of a planner (kept as given for the
// arithmetic) as the answer shows it, rounded to the cent.
func dollarsOf(v *float64) *domain.Money {
	if v == nil {
		return nil
	}
	return new(domain.DollarsOf(*v))
}

// gameView is a row of the gaming table as results show it, with where its
// figures come from.
type gameView struct {
	GameType         string          `json:"game_type"`
	Variant          string          `json:"variant"`
	HouseEdge        float64         `json:"house_edge"`
	DecisionsPerHour *float64        `json:"decisions_per_hour"`
	Verified         bool            `json:"verified"`
	Sources          []gaming.Source `json:"sources"`
}

func viewGame(g gaming.Game) gameView {
	return gameView{GameType: g.GameType, Variant: g.Variant, HouseEdge: g.HouseEdge,
		DecisionsPerHour: g.DecisionsPerHour, Verified: g.Verified, Sources: g.Sources}
}

// bestMachineGame is the machine game of the gaming table with the lowest
// house edge (the best return): where free play is worth the most.
func bestMachineGame() gaming.Game {
	var best *gaming.Game
	for i, g := range gaming.Games {
		if gaming.IsMachine(g.GameType) && (best == nil || g.HouseEdge < best.HouseEdge) {
			best = &gaming.Games[i]
		}
	}
	return *best
}

// compareDates orders optional dates, unset last.
func compareDates(a, b *domain.Date) int {
	switch {
	case a == nil && b == nil:
		return 0
	case a == nil:
		return 1
	case b == nil:
		return -1
	case a.Before(*b):
		return -1
	case a.After(*b):
		return 1
	}
	return 0
}

// compareValuesDesc orders optional amounts, largest first, unset last.
func compareValuesDesc(a, b *domain.Money) int {
	switch {
	case a == nil && b == nil:
		return 0
	case a == nil:
		return 1
	case b == nil:
		return -1
	}
	return cmp.Compare(*b, *a)
}

// daysLeft is the number of days from today to an offer's expiration date
// (0 = expires today), nil when it has none.
func daysLeft(o *persistence.Offer, today domain.Date) *int {
	if o.ExpirationDate == nil {
		return nil
	}
	return new(today.DaysUntil(*o.ExpirationDate))
}
