package hostbook

import (
	"context"
	"strings"

	"github.com/google/uuid"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/internal/domain/forecast"
	"github.com/tierline/tierline/internal/domain/tally"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
)

// The shared window of what a host sees of a player.
const (
	// offerWindowDays is how far ahead an offer counts as expiring.
	offerWindowDays = 30
)

// sharedPlayer is what a host sees of a player of the book.
type sharedPlayer struct {
	persistence.BookEntry
	Tiers          []persistence.UserTier `json:"tiers"`
	ADT            forecast.ADTFigures    `json:"adt"`
	UpcomingTrips  []persistence.Trip     `json:"upcoming_trips"`
	ExpiringOffers []persistence.Offer    `json:"expiring_offers"`
}

// sharedRules is the part of Rules that describes a shared summary.
const sharedRules = "A player is shown only while connected to the host AND granting share_with_hosts (a stranger, an unconnected and a non-consenting player are all absent alike). " +
	"Shared per player: id, name, handle (when the player has a profile), since (connection time); tiers (by casino); " +
	"adt over the closed sessions started in the 90 days ending today (UTC): " + forecast.GamingDayRule + " Sessions left out are counted in sessions_without_theo (value null with a note when no session has a known theo); " +
	"rated_theo and rated_value are the same sessions as the casino's rating sees them (get_comp_ratios ratings: blackjack at 2% and 60 decisions an hour); " +
	"upcoming_trips = trips starting today or later, soonest first; expiring_offers = available offers expiring today through 30 days ahead, soonest first. Trip notes and offer codes are never shared."

// loadShared reads the shared summary of each player of the book.
func loadShared(ctx context.Context, env *registry.Env, book []persistence.BookEntry) ([]sharedPlayer, error) {
	today := env.Today()
	from, _ := forecast.Window(today)
	ids := make([]uuid.UUID, len(book))
	for i, b := range book {
		ids[i] = b.ID
	}
	records, err := persistence.SharedRecordsOf(ctx, env.DB, ids,
		domain.NewTimestamp(from.Time()), domain.NewTimestamp(today.AddDays(1).Time()),
		today, today.AddDays(offerWindowDays))
	if err != nil {
		return nil, err
	}
	out := make([]sharedPlayer, len(book))
	for i, b := range book {
		r := records[b.ID]
		out[i] = sharedPlayer{
			BookEntry:      b,
			Tiers:          r.Tiers,
			ADT:            forecast.ADTOver(tally.Played(persistence.Tallies(r.ClosedSessions)), from, today),
			UpcomingTrips:  r.UpcomingTrips,
			ExpiringOffers: r.ExpiringOffers,
		}
	}
	return out, nil
}

// page cuts one page out of a list.
func page[T any](all []T, p persistence.Page) []T {
	if p.Offset >= len(all) {
		return []T{}
	}
	end := len(all)
	if p.Limit > 0 && p.Offset+p.Limit < end {
		end = p.Offset + p.Limit
	}
	return all[p.Offset:end]
}

// blank reports whether s holds nothing but spaces.
func blank(s string) bool { return strings.TrimSpace(s) == "" }
