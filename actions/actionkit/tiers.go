package actionkit

import (
	"context"
	"fmt"
	"math"
	"strings"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
)

// TierAndLadder returns the account's tier at the casino a free-text name
// means (resolved as everywhere: persistence.CasinoMatchRule), that
// casino's ladder in the directory and how the name was matched;
// not_found when no tier is recorded there.
func TierAndLadder(ctx context.Context, db bun.IDB, account uuid.UUID, casinoName string) (*persistence.UserTier, *persistence.CasinoLadder, persistence.CasinoMatch, error) {
	name := CleanName(casinoName)
	t, m, err := persistence.NewRecords(db, account).TierFor(ctx, persistence.NewCasinoResolver(db), name)
	if err != nil {
		return nil, nil, m, fmt.Errorf("tier at %q: %w", name, err)
	}
	if t == nil {
		return nil, nil, m, domain.NotFound("You have no tier recorded at %q.", name)
	}
	var ladder *persistence.CasinoLadder
	if m.Casino != nil {
		ladder, err = persistence.LadderOf(ctx, db, m.Casino)
	} else {
		ladder, err = persistence.MatchLadder(ctx, db, t.CasinoName)
	}
	if err != nil {
		return nil, nil, m, fmt.Errorf("ladder of %q: %w", t.CasinoName, err)
	}
	return t, ladder, m, nil
}

// PlaceOnLadder finds the player's tier on the ladder or, when it cannot,
// says why in words the player can act on.
func PlaceOnLadder(l *persistence.CasinoLadder, t *persistence.UserTier) (*persistence.Tier, string) {
	switch {
	case l.Casino == nil:
		return nil, fmt.Sprintf("No single directory casino matches %q, so its tier ladder is unknown.", t.CasinoName)
	case l.Program == nil:
		return nil, fmt.Sprintf("The directory knows no rewards program for %s.", l.Casino.Name)
	case len(l.Tiers) == 0:
		return nil, fmt.Sprintf("The directory has no published tier ladder for %s.", l.Program.ProgramName)
	}
	if rung := l.Rung(t.Tier); rung != nil {
		return rung, ""
	}
	names := make([]string, len(l.Tiers))
	for i, r := range l.Tiers {
		names[i] = r.Name
	}
	return nil, fmt.Sprintf("%q is not a tier of %s (its tiers: %s).", t.Tier, l.Program.ProgramName, strings.Join(names, ", "))
}

// TierDeadline is the date a tier must be earned or kept by, with the days
// left and the points a day that leaves; Note says what is missing or past
// when there is one.
type TierDeadline struct {
	Date         *domain.Date
	From         *string
	DaysLeft     *int
	PointsPerDay *float64
	Note         string
}

// Deadline works out the tier's deadline (persistence.CasinoLadder.TierDeadline)
// from today, and the points a day that pointsNeeded asks for until then.
func Deadline(l *persistence.CasinoLadder, t *persistence.UserTier, today domain.Date, pointsNeeded *float64) TierDeadline {
	deadline, from := l.TierDeadline(t, today)
	if deadline == nil {
		return TierDeadline{Note: "No deadline is known: record tier_expires_at with upsert_tier (the program's tier period is not the calendar year or is unknown)."}
	}
	d := TierDeadline{Date: deadline, From: &from}
	days := today.DaysUntil(*deadline)
	if days < 0 {
		zero := 0
		d.DaysLeft, d.Note = &zero, fmt.Sprintf("The deadline %s has passed.", deadline)
		return d
	}
	d.DaysLeft = &days
	if pointsNeeded != nil {
		// A deadline of today still leaves today.
		perDay := math.Round(*pointsNeeded/float64(max(days, 1))*100) / 100
		d.PointsPerDay = &perDay
	}
	return d
}
