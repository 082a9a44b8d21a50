package persistence

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"github.com/tierline/tierline/internal/domain"
)

// The visits area: check-ins (one per casino and day), lists and the
// visit statistics (also shown through a visit_stats share link).

// CheckIn stores v unless the account already has a visit at the same
// casino (by CasinoKey) on the same day; it returns the stored visit and
// whether it is the new one. It fills AccountID and CasinoKey.
func (r *Records) CheckIn(ctx context.Context, v *Visit) (*Visit, bool, error) {
	v.AccountID = r.account
	v.CasinoKey = CasinoKey(v.CasinoName)
	res, err := r.db.NewInsert().Model(v).On("CONFLICT (account_id, casino_key, visited_on) DO NOTHING").Exec(ctx)
	if err != nil {
		return nil, false, fmt.Errorf("check in: %w", err)
	}
	if n, err := res.RowsAffected(); err == nil && n == 1 {
		return v, true, nil
	}
	existing := new(Visit)
	if err := r.db.NewSelect().Model(existing).
		Where("v.account_id = ?", r.account).Where("v.casino_key = ?", v.CasinoKey).
		Where("v.visited_on = ?", v.VisitedOn).Scan(ctx); err != nil {
		return nil, false, fmt.Errorf("check in: read the day's visit: %w", err)
	}
	return existing, false, nil
}

// VisitFilter narrows a list of visits. Zero fields do not filter.
type VisitFilter struct {
	// CasinoKey is CasinoKey of the casino name.
	CasinoKey string
	// CasinoKeys, when not empty, keeps the visits keyed by one of them
	// (every spelling of one casino).
	CasinoKeys []string
	// From and To bound visited_on (inclusive).
	From, To *domain.Date
	// TripID keeps the visits linked to that trip.
	TripID *uuid.UUID
}

// Visits lists the account's visits matching f, latest day first (then
// latest check-in, then id), paged by p, with the count of all that match.
func (r *Records) Visits(ctx context.Context, f VisitFilter, p Page) ([]Visit, int, error) {
	visits, n, err := list[Visit](ctx, r, "v", p, "v.visited_on DESC, v.created_at DESC, v.id", func(q *bun.SelectQuery) *bun.SelectQuery {
		if f.CasinoKey != "" {
			q = q.Where("v.casino_key = ?", f.CasinoKey)
		}
		if len(f.CasinoKeys) > 0 {
			q = q.Where("v.casino_key IN (?)", bun.In(f.CasinoKeys))
		}
		if f.From != nil {
			q = q.Where("v.visited_on >= ?", *f.From)
		}
		if f.To != nil {
			q = q.Where("v.visited_on <= ?", *f.To)
		}
		if f.TripID != nil {
			q = q.Where("v.trip_id = ?", *f.TripID)
		}
		return q
	})
	if err != nil {
		return nil, 0, fmt.Errorf("list visits: %w", err)
	}
	return visits, n, nil
}

// DeleteVisit deletes one of the account's visits.
func (r *Records) DeleteVisit(ctx context.Context, id uuid.UUID) error {
	res, err := r.db.NewDelete().Model((*Visit)(nil)).
		Where("v.id = ?", id).Where("v.account_id = ?", r.account).Exec(ctx)
	if err != nil {
		return fmt.Errorf("delete visit: %w", err)
	}
	if n, err := res.RowsAffected(); err == nil && n == 0 {
		return domain.NotFound("No visit has the id %q.", id)
	}
	return nil
}

// CasinoVisits are one casino's visit figures.
type CasinoVisits struct {
	// CasinoName is the name of the latest visit (names compare by
	// CasinoKey, so spellings may differ).
	CasinoName     string      `json:"casino_name"`
	Visits         int         `json:"visits"`
	FirstVisit     domain.Date `json:"first_visit"`
	LastVisit      domain.Date `json:"last_visit"`
	VisitsThisYear int         `json:"visits_this_year"`
}

// VisitStats are the figures of all of an account's visits.
type VisitStats struct {
	// Casinos are sorted by visits (most first), then last visit (latest
	// first), then name.
	Casinos     []CasinoVisits `json:"casinos"`
	TotalVisits int            `json:"total_visits"`
	// Year is the calendar year of visits_this_year.
	Year int `json:"year"`
	// LongestStreakMonths is the longest run of consecutive calendar
	// months with at least one visit anywhere (0 without visits).
	LongestStreakMonths int `json:"longest_streak_months"`
}

// VisitStatsOf adds up all of the account's visits; today sets the year.
func (r *Records) VisitStatsOf(ctx context.Context, today domain.Date) (*VisitStats, error) {
	var visits []Visit
	if err := r.db.NewSelect().Model(&visits).Where("v.account_id = ?", r.account).
		OrderExpr("v.visited_on, v.created_at, v.id").Scan(ctx); err != nil {
		return nil, fmt.Errorf("visit stats: %w", err)
	}
	stats := &VisitStats{Casinos: []CasinoVisits{}, TotalVisits: len(visits), Year: today.Year()}
	byKey := map[string]int{} // index into stats.Casinos
	months := []int{}         // year*12+month-1 of each visit, ascending
	for _, v := range visits {
		i, ok := byKey[v.CasinoKey]
		if !ok {
			i = len(stats.Casinos)
			byKey[v.CasinoKey] = i
			stats.Casinos = append(stats.Casinos, CasinoVisits{FirstVisit: v.VisitedOn})
		}
		c := &stats.Casinos[i]
		c.CasinoName, c.LastVisit = v.CasinoName, v.VisitedOn // visits come oldest first
		c.Visits++
		if v.VisitedOn.Year() == stats.Year {
			c.VisitsThisYear++
		}
		months = append(months, v.VisitedOn.Year()*12+int(v.VisitedOn.Time().Month())-1)
	}
	slices.SortFunc(stats.Casinos, func(a, b CasinoVisits) int {
		switch {
		case a.Visits != b.Visits:
			return b.Visits - a.Visits
		case a.LastVisit != b.LastVisit:
			return b.LastVisit.Time().Compare(a.LastVisit.Time())
		default:
			return strings.Compare(CasinoKey(a.CasinoName), CasinoKey(b.CasinoName))
		}
	})
	run := 0
	for i, m := range months {
		switch {
		case i > 0 && m == months[i-1]:
			continue
		case i > 0 && m == months[i-1]+1:
			run++
		default:
			run = 1
		}
		stats.LongestStreakMonths = max(stats.LongestStreakMonths, run)
	}
	return stats, nil
}
