package optimizers

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/google/uuid"

	"github.com/tierline/tierline/actions/actionkit"
	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/internal/domain/gaming"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: "player",
		Name:      "freeplay_optimizer",
		Area:      "optimizers",
		Kind:      registry.KindRead,
		Summary:   "Which of your free-play offers at a casino to use, in what order, and what each is expected to be worth.",
		Rules: "Give exactly one of casino_name or trip_id (the trip's casino; another account's trip is 404). The offers are yours of offer_type free_play " +
			"at that casino, under any spelling of it (" + persistence.CasinoMatchRule + "), that are available and not past their expiration date today. Order: soonest expiry first " +
			"(undated last), then larger value, then the older offer. expected_value = value × (1 − house edge) of the best-return machine game of the " +
			"gaming table (9/6 Jacks or Better video poker, optimal strategy), to the cent; play_through_needed = value (free play is played through once); " +
			"days_left = expiration_date − today (0 = expires today). expiry_conflicts lists offers expiring on the same day, and, with a trip that has " +
			"a start_date, offers expiring before it (those are not used). budget (dollars, at least 0) is the most play-through you mean to do: " +
			"offers are taken in order while their play_through_needed fits, the rest are listed with use false; an offer without a value cannot be " +
			"fitted into a budget. No offers gives an empty list; nothing is invented.",
		Example: map[string]any{"casino_name": "Bellagio Hotel and Casino"},
	}, freeplayOptimizer)
}

type freeplayOptimizerInput struct {
	CasinoName *string       `json:"casino_name" validate:"omitempty,max=200"`
	TripID     *string       `json:"trip_id" validate:"omitempty,uuid"`
	Budget     *domain.Money `json:"budget" validate:"omitempty,gte=0,lte=1000000000"`
}

// Check holds the rules tags cannot say.
func (in *freeplayOptimizerInput) Check() error {
	return oneOf("casino_name", given(in.CasinoName), "trip_id", in.TripID != nil)
}

type freeplayStep struct {
	Order             int               `json:"order"`
	Use               bool              `json:"use"`
	Offer             persistence.Offer `json:"offer"`
	DaysLeft          *int              `json:"days_left"`
	ExpectedValue     *domain.Money     `json:"expected_value"` // an estimate, to the cent
	PlayThroughNeeded *domain.Money     `json:"play_through_needed"`
	Reason            string            `json:"reason"`
}

type expiryConflict struct {
	Kind     string      `json:"kind"` // same_day, before_trip
	Date     domain.Date `json:"date"`
	OfferIDs []uuid.UUID `json:"offer_ids"`
	Message  string      `json:"message"`
}

type freeplayTotals struct {
	Offers            int          `json:"offers"`
	Value             domain.Money `json:"value"`
	ExpectedValue     domain.Money `json:"expected_value"`
	PlayThroughNeeded domain.Money `json:"play_through_needed"`
}

type freeplayOptimizerOutput struct {
	CasinoName      string           `json:"casino_name"`
	TripID          *uuid.UUID       `json:"trip_id"`
	TripStart       *domain.Date     `json:"trip_start"`
	Budget          *domain.Money    `json:"budget"`
	Game            gameView         `json:"game"`
	Plan            []freeplayStep   `json:"plan"`
	ExpiryConflicts []expiryConflict `json:"expiry_conflicts"`
	Totals          freeplayTotals   `json:"totals"`
	Notes           []string         `json:"notes"`
}

func freeplayOptimizer(ctx context.Context, env *registry.Env, in *freeplayOptimizerInput) (*freeplayOptimizerOutput, error) {
	rec := persistence.NewRecords(env.DB, env.Caller.AccountID)
	today := env.Today()
	game := bestMachineGame()
	out := &freeplayOptimizerOutput{Game: viewGame(game), Plan: []freeplayStep{}, ExpiryConflicts: []expiryConflict{}, Notes: []string{}}
	out.Budget = in.Budget
	if in.TripID != nil {
		trip, err := rec.Trip(ctx, actionkit.ID(*in.TripID))
		if err != nil {
			return nil, err
		}
		out.CasinoName, out.TripID, out.TripStart = trip.CasinoName, &trip.ID, trip.StartDate
		if trip.StartDate == nil {
			out.Notes = append(out.Notes, "The trip has no start_date, so offers expiring before it cannot be told apart.")
		}
	} else {
		out.CasinoName = actionkit.CleanName(*in.CasinoName)
	}

	all, err := rec.UsableOffersOn(ctx, today, persistence.OfferFreePlay)
	if err != nil {
		return nil, fmt.Errorf("freeplay_optimizer: %w", err)
	}
	_, keys, err := rec.CasinoKeysOf(ctx, persistence.NewCasinoResolver(env.DB), out.CasinoName)
	if err != nil {
		return nil, fmt.Errorf("freeplay_optimizer: %w", err)
	}
	offers := slices.DeleteFunc(all, func(o persistence.Offer) bool { return !slices.Contains(keys, persistence.CasinoKey(o.CasinoName)) })
	slices.SortStableFunc(offers, func(a, b persistence.Offer) int {
		return cmp.Or(compareDates(a.ExpirationDate, b.ExpirationDate), compareValuesDesc(a.Value, b.Value),
			a.CreatedAt.Compare(b.CreatedAt.Time), strings.Compare(a.ID.String(), b.ID.String()))
	})
	if len(offers) == 0 {
		out.Notes = append(out.Notes, fmt.Sprintf("You have no available, unexpired free-play offers at %s.", out.CasinoName))
	}

	// Conflicts: offers sharing an expiry day, and offers gone before the trip.
	byDay := map[domain.Date][]uuid.UUID{}
	var days []domain.Date
	beforeTrip := map[uuid.UUID]bool{}
	for _, o := range offers {
		if o.ExpirationDate == nil {
			continue
		}
		d := *o.ExpirationDate
		if len(byDay[d]) == 0 {
			days = append(days, d)
		}
		byDay[d] = append(byDay[d], o.ID)
		if out.TripStart != nil && d.Before(*out.TripStart) {
			beforeTrip[o.ID] = true
			out.ExpiryConflicts = append(out.ExpiryConflicts, expiryConflict{Kind: "before_trip", Date: d, OfferIDs: []uuid.UUID{o.ID},
				Message: fmt.Sprintf("Offer %s expires on %s, before the trip starts on %s.", o.ID, d, out.TripStart)})
		}
	}
	for _, d := range days {
		if ids := byDay[d]; len(ids) > 1 {
			out.ExpiryConflicts = append(out.ExpiryConflicts, expiryConflict{Kind: "same_day", Date: d, OfferIDs: ids,
				Message: fmt.Sprintf("%d offers expire on %s: plan time to play all of them through that day.", len(ids), d)})
		}
	}

	// The plan, in order, within the budget.
	var spent domain.Money
	for i, o := range offers {
		step := freeplayStep{Order: i + 1, Offer: o, DaysLeft: daysLeft(&o, today)}
		if o.Value != nil {
			step.ExpectedValue = new(o.Value.Times(1 - game.HouseEdge))
			step.PlayThroughNeeded = new(*o.Value)
		}
		switch {
		case beforeTrip[o.ID]:
			step.Reason = fmt.Sprintf("Expires on %s, before the trip starts on %s: it cannot be used on this trip.", o.ExpirationDate, out.TripStart)
		case out.Budget != nil && o.Value == nil:
			step.Reason = "Its value is unknown, so it cannot be fitted into the budget."
		case out.Budget != nil && spent+*o.Value > *out.Budget:
			step.Reason = fmt.Sprintf("Its %s of play-through does not fit in what is left of the budget (%s).", *o.Value, *out.Budget-spent)
		default:
			step.Use = true
			step.Reason = stepReason(o, step.DaysLeft, game)
			if o.Value != nil {
				spent += *o.Value
				out.Totals.Value += *o.Value
				out.Totals.ExpectedValue += *step.ExpectedValue
			}
			out.Totals.Offers++
		}
		out.Plan = append(out.Plan, step)
	}
	out.Totals.PlayThroughNeeded = out.Totals.Value
	return out, nil
}

func stepReason(o persistence.Offer, days *int, g gaming.Game) string {
	var when string
	switch {
	case days == nil:
		when = "It has no expiration date, so it can wait until the dated offers are used."
	case *days == 0:
		when = "It expires today: use it first."
	default:
		when = fmt.Sprintf("It expires on %s (%d days left).", o.ExpirationDate, *days)
	}
	if o.Value == nil {
		return when + " Its value is not recorded, so its expected value is unknown."
	}
	return fmt.Sprintf("%s Played once through %s (house edge %.2f%%), %s of free play is expected to return %s.",
		when, g.Variant, g.HouseEdge*100, *o.Value, o.Value.Times(1-g.HouseEdge))
}
