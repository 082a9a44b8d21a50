package bankroll

import (
	"context"
	"math"

	"github.com/tierline/tierline/internal/domain"
	rules "github.com/tierline/tierline/internal/domain/rgrules"
	"github.com/tierline/tierline/persistence"
)

// Money is added up in whole cents, so that a hundred deposits of 0.10
// make exactly 10.00; it is turned back into dollars only for the answer.

func toCents(dollars float64) int64 { return int64(math.Round(dollars * 100)) }

func toDollars(cents int64) float64 { return float64(cents) / 100 }

// totals are the parts of the balance, in cents.
type totals struct {
	deposits, withdrawals, adjustments, gamingNet int64
}

// balance = deposits − withdrawals + adjustments + gaming net.
func (t totals) balance() int64 {
	return t.deposits - t.withdrawals + t.adjustments + t.gamingNet
}

// addEntries adds the entries to the totals.
func (t *totals) addEntries(entries []persistence.BankrollEntry) {
	for _, e := range entries {
		switch e.EntryType {
		case persistence.BankrollDeposit:
			t.deposits += toCents(e.Amount)
		case persistence.BankrollWithdrawal:
			t.withdrawals += toCents(e.Amount)
		default:
			t.adjustments += toCents(e.Amount)
		}
	}
}

// sessionNet is a closed session's result in cents (0 when the session has
// none recorded).
func sessionNet(s *persistence.Session) int64 {
	if s.NetResult == nil {
		return 0
	}
	return toCents(*s.NetResult)
}

// bankrollTotals reads the account's entries and closed sessions.
func bankrollTotals(ctx context.Context, recs *persistence.Records) (totals, []persistence.Session, error) {
	var t totals
	entries, err := recs.BankrollEntries(ctx)
	if err != nil {
		return t, nil, err
	}
	t.addEntries(entries)
	sessions, err := recs.ClosedSessions(ctx)
	if err != nil {
		return t, nil, err
	}
	for i := range sessions {
		t.gamingNet += sessionNet(&sessions[i])
	}
	return t, sessions, nil
}

// currentBalance is the balance in dollars.
func currentBalance(ctx context.Context, recs *persistence.Records) (float64, error) {
	t, _, err := bankrollTotals(ctx, recs)
	if err != nil {
		return 0, err
	}
	return toDollars(t.balance()), nil
}

// The responsible-gaming budgets the status reads, in the order reported
// (the rg package owns the kinds and their periods).
const (
	budgetDay   = rules.BudgetDay
	budgetWeek  = rules.BudgetWeek
	budgetMonth = rules.BudgetMonth
)

var budgetKinds = []string{budgetDay, budgetWeek, budgetMonth}

// budgetPeriod is the calendar period (UTC) of a budget kind that holds
// today: from inclusive, to exclusive. Weeks start on Monday.
func budgetPeriod(kind string, today domain.Date) (from, to domain.Date) {
	from = domain.DateOf(rules.PeriodStart(kind, today.Time()))
	switch kind {
	case budgetWeek:
		return from, from.AddDays(7)
	case budgetMonth:
		return from, domain.DateOf(from.Time().AddDate(0, 1, 0))
	default:
		return from, from.AddDays(1)
	}
}

// startedWithin reports whether the session started on a UTC day in [from, to).
func startedWithin(s *persistence.Session, from, to domain.Date) bool {
	day := domain.DateOf(s.StartedAt.UTC())
	return !day.Before(from) && day.Before(to)
}
