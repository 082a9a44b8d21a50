package sessions

// What the session actions share: the session view, the computed fields
// of a finished session and the responsible-gaming check.

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/google/uuid"

	"github.com/tierline/tierline/actions/actionkit"
	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/internal/domain/gaming"
	rules "github.com/tierline/tierline/internal/domain/rgrules"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
)

// Session states as results show them.
const (
	stateOpen   = "open"
	stateClosed = "closed"
)

// sessionView is a session as actions return it: the stored fields, its
// status (open or closed), and, when theo is null, why.
type sessionView struct {
	persistence.Session
	Status   string  `json:"status"`
	TheoNote *string `json:"theo_note"`
}

func viewSession(s *persistence.Session) sessionView {
	v := sessionView{Session: *s, Status: stateClosed}
	if s.Open() {
		v.Status = stateOpen
	}
	if s.Theo == nil {
		note := theoNote(s)
		v.TheoNote = &note
	}
	return v
}

// theoNote says why a session has no theo.
func theoNote(s *persistence.Session) string {
	if s.Open() {
		return "The session is still open; theo is computed when it ends."
	}
	var denomination domain.Money
	if s.Denomination != nil {
		denomination = *s.Denomination
	}
	if _, err := gaming.Lookup(s.GameType, denomination); err != nil {
		return fmt.Sprintf("No house edge is known for %s (poker is played against other players; keno and other games vary too much), so no theo is computed.", s.GameType)
	}
	return "Theo needs coin_in, or avg_bet and a session of at least one minute."
}

func viewSessions(ss []persistence.Session) []sessionView {
	out := make([]sessionView, 0, len(ss))
	for i := range ss {
		out = append(out, viewSession(&ss[i]))
	}
	return out
}

// checkLinks checks that the trip and machine a session names are the
// caller's (not_found otherwise), and returns the machine when one is named.
func checkLinks(ctx context.Context, recs *persistence.Records, tripID, machineID *string) (trip, machine *uuid.UUID, m *persistence.Machine, err error) {
	if tripID != nil {
		id := actionkit.ID(*tripID)
		if _, err := recs.Trip(ctx, id); err != nil {
			return nil, nil, nil, err
		}
		trip = &id
	}
	if machineID != nil {
		id := actionkit.ID(*machineID)
		if m, err = recs.MachineByID(ctx, id); err != nil {
			return nil, nil, nil, err
		}
		machine = &id
	}
	return trip, machine, m, nil
}

// sessionStart is what start_session and log_session both record about
// how a session began.
type sessionStart struct {
	CasinoName, GameType string
	Denomination, BuyIn  *domain.Money
	TripID, MachineID    *string
	Notes                *string
	StartedAt, CreatedAt domain.Timestamp
}

// newSession checks the trip and machine a new session names (the
// caller's own, not_found otherwise) and builds its row: the machine's
// denomination stands in when none is given, and buy_in defaults to 0.
func newSession(ctx context.Context, recs *persistence.Records, in sessionStart) (*persistence.Session, error) {
	trip, machine, m, err := checkLinks(ctx, recs, in.TripID, in.MachineID)
	if err != nil {
		return nil, err
	}
	denomination := in.Denomination
	if denomination == nil && m != nil {
		denomination = m.Denomination
	}
	var buyIn domain.Money
	if in.BuyIn != nil {
		buyIn = *in.BuyIn
	}
	return &persistence.Session{
		ID:           uuid.New(),
		TripID:       trip,
		MachineID:    machine,
		CasinoName:   actionkit.CleanName(in.CasinoName),
		GameType:     in.GameType,
		Denomination: denomination,
		BuyIn:        buyIn,
		StartedAt:    in.StartedAt,
		Notes:        in.Notes,
		CreatedAt:    in.CreatedAt,
		UpdatedAt:    in.CreatedAt,
	}, nil
}

// finish fills the computed fields of a session that ended at end:
// net_result = cash_out − buy_in, duration_minutes (whole minutes, rounded
// down) and theo from the gaming package over those minutes.
func finish(s *persistence.Session, end domain.Timestamp) {
	s.EndedAt = &end
	net := *s.CashOut - s.BuyIn
	s.NetResult = &net
	minutes := max(int(end.Sub(s.StartedAt.Time)/time.Minute), 0)
	s.DurationMinutes = &minutes
	s.Theo = gaming.SessionTheo(s.GameType, s.Denomination, s.CoinIn, s.AvgBet, float64(minutes)/60)
}

// Responsible-gaming limit kinds (the rg package owns them).
const (
	budgetDay      = rules.BudgetDay
	budgetWeek     = rules.BudgetWeek
	budgetMonth    = rules.BudgetMonth
	sessionMinutes = rules.SessionMinutes
)

// limitTitles are the notification titles of broken limits.
var limitTitles = map[string]string{
	budgetDay:      "You went past your daily budget",
	budgetWeek:     "You went past your weekly budget",
	budgetMonth:    "You went past your monthly budget",
	sessionMinutes: "A session ran past your session time limit",
}

// warning is a responsible-gaming limit a finished session broke; the
// amounts are in the limit's unit (minutes, or dollars for a budget).
type warning struct {
	Limit       string      `json:"limit"`
	Message     string      `json:"message"`
	LimitAmount json.Number `json:"limit_amount"`
	Actual      json.Number `json:"actual"`
}

// limitRules is the part of Spec.Rules that end_session and log_session share.
const limitRules = " Responsible-gaming limits are checked once the session is closed and returned as warnings " +
	"([] when none): session_minutes is broken when duration_minutes exceeds it; budget_day, budget_week and budget_month " +
	"are broken when the losses (the negative net_result of each losing session, as a positive amount; wins do not offset them) " +
	"of the closed sessions that ended in the current UTC day, week (from Monday) or calendar month, this one included, exceed the budget. " +
	"Budgets are only checked for a session that ended in that current period. A pending loosening of a limit whose cooling-off " +
	"period has passed is applied first. Each broken limit also produces one rg_limit_reached notification per session and limit."

// checkLimits compares a just-closed session with the caller's
// responsible-gaming limits, notifies the player of each broken one, and
// returns the warnings.
func checkLimits(ctx context.Context, env *registry.Env, s *persistence.Session) ([]warning, error) {
	recs := persistence.NewRecords(env.DB, env.Caller.AccountID)
	now := domain.NewTimestamp(env.Now())
	limits, err := recs.RGLimitsNow(ctx, now)
	if err != nil {
		return nil, err
	}
	warnings := []warning{}
	if len(limits) == 0 {
		return warnings, nil
	}

	starts := map[string]domain.Date{}
	for _, k := range []string{budgetDay, budgetWeek, budgetMonth} {
		starts[k] = domain.DateOf(rules.PeriodStart(k, now.Time))
	}
	periodNames := map[string]string{
		budgetDay: "today", budgetWeek: "this week", budgetMonth: "this month",
	}
	budgetNames := map[string]string{
		budgetDay: "daily", budgetWeek: "weekly", budgetMonth: "monthly",
	}
	var closed []persistence.Session
	earliest := starts[budgetWeek]
	if starts[budgetMonth].Before(earliest) {
		earliest = starts[budgetMonth]
	}

	for _, l := range limits {
		switch l.Kind {
		case sessionMinutes:
			if s.DurationMinutes != nil && int64(*s.DurationMinutes) > l.Amount {
				warnings = append(warnings, warning{
					Limit: l.Kind, LimitAmount: rules.Number(l.Kind, l.Amount), Actual: rules.Number(l.Kind, int64(*s.DurationMinutes)),
					Message: fmt.Sprintf("This session lasted %d minutes, longer than your session limit of %d minutes. Consider taking a break.",
						*s.DurationMinutes, l.Amount),
				})
			}
		case budgetDay, budgetWeek, budgetMonth:
			start := domain.NewTimestamp(starts[l.Kind].Time())
			if s.EndedAt == nil || s.EndedAt.Before(start.Time) {
				continue // the session belongs to an earlier period
			}
			if closed == nil {
				if closed, err = recs.ClosedSessionsEndedSince(ctx, domain.NewTimestamp(earliest.Time())); err != nil {
					return nil, err
				}
			}
			var losses domain.Money
			for _, c := range closed {
				if c.EndedAt.Before(start.Time) || c.NetResult == nil || *c.NetResult >= 0 {
					continue
				}
				losses -= *c.NetResult
			}
			if budget := domain.Cents(l.Amount); losses > budget {
				warnings = append(warnings, warning{
					Limit: l.Kind, LimitAmount: rules.Number(l.Kind, l.Amount), Actual: json.Number(losses.Decimal()),
					Message: fmt.Sprintf("Your losses %s come to %s, over your %s budget of %s.",
						periodNames[l.Kind], losses, budgetNames[l.Kind], budget),
				})
			}
		}
	}

	refType := "session"
	for _, w := range warnings {
		body := w.Message
		if _, err := persistence.Notify(ctx, env.DB, &persistence.Notification{
			AccountID: env.Caller.AccountID,
			Kind:      persistence.NotifyRGLimitReached,
			Title:     limitTitles[w.Limit],
			Body:      &body,
			RefType:   &refType,
			RefID:     &s.ID,
			DedupeKey: persistence.NotifyRGLimitReached + ":" + s.ID.String() + ":" + w.Limit,
		}, now); err != nil {
			return nil, err
		}
	}
	return warnings, nil
}
