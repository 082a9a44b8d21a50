package bankroll

import (
	"context"

	"github.com/tierline/tierline/internal/domain"
	rules "github.com/tierline/tierline/internal/domain/rgrules"
	"github.com/tierline/tierline/persistence"
)

// Money is domain.Money, whole cents, so that a hundred deposits of 0.10
// make exactly 10.00.

// totals are the parts of the balance.
type totals struct {
	deposits, withdrawals, adjustments, gamingNet domain.Money
}

// balance = deposits − withdrawals + adjustments + gaming net.
func (t totals) balance() domain.Money {
	return t.deposits - t.withdrawals + t.adjustments + t.gamingNet
}

// addEntries adds the entries to the totals.
func (t *totals) addEntries(entries []persistence.BankrollEntry) {
	for _, e := range entries {
		switch e.EntryType {
		case persistence.BankrollDeposit:
			t.deposits += e.Amount
		case persistence.BankrollWithdrawal:
			t.withdrawals += e.Amount
		default:
			t.adjustments += e.Amount
		}
	}
}

// sessionNet is a closed session's result (0 when the session has none
// recorded).
func sessionNet(s *persistence.Session) domain.Money {
	if s.NetResult == nil {
		return 0
	}
	return *s.NetResult
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

// currentBalance is the balance.
func currentBalance(ctx context.Context, recs *persistence.Records) (domain.Money, error) {
	t, _, err := bankrollTotals(ctx, recs)
	if err != nil {
		return 0, err
	}
	return t.balance(), nil
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
