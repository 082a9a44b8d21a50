// Package rg holds the responsible-gaming rules: limit kinds and the
// cooling-off rule for changing them, the indicators computed from a
// player's own sessions (described in plain language, never a diagnosis),
// and the help and self-exclusion resources, each with its source.
package rgrules

import (
	"encoding/json"
	"fmt"
	"slices"
	"sort"
	"time"

	"github.com/tierline/tierline/internal/domain"
)

// Limit kinds.
const (
	BudgetDay      = "budget_day"
	BudgetWeek     = "budget_week"
	BudgetMonth    = "budget_month"
	SessionMinutes = "session_minutes"
)

// Kinds lists the limit kinds.
var Kinds = []string{BudgetDay, BudgetWeek, BudgetMonth, SessionMinutes}

// BudgetPeriods are the periods a budget can cover, each the suffix of its
// kind (see BudgetKind; the validate tag budgetperiod).
var BudgetPeriods = []string{"day", "week", "month"}

// Unit is the unit of a limit kind's amounts: "minutes" for the session
// limit, "dollars" for a budget (whose amounts are kept in cents).
func Unit(kind string) string {
	if kind == SessionMinutes {
		return "minutes"
	}
	return "dollars"
}

// Number writes a stored limit amount as the client reads it: whole
// minutes for the session limit, dollars with two decimals for a budget.
func Number(kind string, v int64) json.Number {
	if kind == SessionMinutes {
		return json.Number(fmt.Sprintf("%d", v))
	}
	return json.Number(domain.Cents(v).Decimal())
}

// BudgetKind is the limit kind of a budget period (day, week, month).
func BudgetKind(period string) string { return "budget_" + period }

// CoolingOff is how long a loosened limit waits before it applies.
const CoolingOff = 24 * time.Hour

// Change is the outcome of asking for a new limit value. Amounts are whole
// numbers in the limit's unit: cents for a budget, minutes for the session
// limit.
type Change struct {
	// Amount is the limit in force now.
	Amount int64
	// Pending is the requested looser value, waiting for EffectiveAt.
	Pending     *int64
	EffectiveAt *time.Time
	// Tightened: the request took effect at once.
	Tightened bool
	Message   string
}

// Request applies the cooling-off rule to a request for value, given the
// limit in force (nil when none is set): a first limit or a tighter one
// takes effect at once and cancels any pending loosening; a looser one
// waits CoolingOff. Units: "dollars" for budgets (amounts in cents),
// "minutes" for sessions.
func Request(current *int64, value int64, now time.Time, unit string) Change {
	if current == nil || value <= *current {
		c := Change{Amount: value, Tightened: true}
		if current == nil {
			c.Message = fmt.Sprintf("The limit of %s is set and in effect now.", format(value, unit))
		} else {
			c.Message = fmt.Sprintf("The limit is now %s, in effect at once (a tighter limit never waits).", format(value, unit))
		}
		return c
	}
	at := now.Add(CoolingOff)
	v := value
	return Change{
		Amount: *current, Pending: &v, EffectiveAt: &at,
		Message: fmt.Sprintf("The limit stays %s until %s; it becomes %s after a 24-hour cooling-off period.",
			format(*current, unit), at.UTC().Format(time.RFC3339), format(value, unit)),
	}
}

func format(v int64, unit string) string {
	if unit == "minutes" {
		return fmt.Sprintf("%d minutes", v)
	}
	return domain.Cents(v).String()
}

// PeriodStart is the start (UTC) of the budget period holding t: the day,
// the week (Monday) or the calendar month.
func PeriodStart(kind string, t time.Time) time.Time {
	t = t.UTC()
	day := time.Date(t.Year(), t.Month(), t.Day(), 0, 0, 0, 0, time.UTC)
	switch kind {
	case BudgetWeek:
		offset := (int(day.Weekday()) + 6) % 7 // Monday = 0
		return day.AddDate(0, 0, -offset)
	case BudgetMonth:
		return time.Date(t.Year(), t.Month(), 1, 0, 0, 0, 0, time.UTC)
	default:
		return day
	}
}

// Session is what the indicators need of a closed session.
type Session struct {
	Start, End time.Time
	Net        domain.Money // cash out − buy in
}

// Indicator is one observation about the player's own play.
type Indicator struct {
	Name    string   `json:"name"`
	Value   *float64 `json:"value"`
	Unit    string   `json:"unit"`
	Flagged bool     `json:"flagged"`
	Note    string   `json:"note"`
}

// Budget is a budget in force with what was lost in its period.
type Budget struct {
	Kind   string       `json:"kind"`
	Amount domain.Money `json:"amount"`
	Lost   domain.Money `json:"lost"`
}

// ChaseWindow is how soon after a losing session a new one counts as
// possibly chasing losses.
const ChaseWindow = time.Hour

// Indicators computes the risk indicators over the sessions of the last
// lookback ending at now: how often and how long the player plays, losses
// against budgets, sessions started soon after a loss, and limit breaches.
// The notes describe, they never diagnose. sessionLimit is in minutes.
func Indicators(sessions []Session, budgets []Budget, sessionLimit *int64, now time.Time, lookback time.Duration) []Indicator {
	from := now.Add(-lookback)
	var recent []Session
	for _, s := range sessions {
		if !s.Start.Before(from) && !s.Start.After(now) {
			recent = append(recent, s)
		}
	}
	sort.Slice(recent, func(i, j int) bool { return recent[i].Start.Before(recent[j].Start) })
	weeks := lookback.Hours() / (24 * 7)
	perWeek := float64(len(recent)) / weeks
	out := []Indicator{{
		Name: "sessions_per_week", Value: ptr(round1(perWeek)), Unit: "sessions",
		Note: fmt.Sprintf("%d sessions in the last %.0f days, about %.1f a week.", len(recent), lookback.Hours()/24, perWeek),
	}}
	if len(recent) == 0 {
		out = append(out,
			Indicator{Name: "average_session_minutes", Unit: "minutes", Note: "No sessions recorded in this period."},
			Indicator{Name: "longest_session_minutes", Unit: "minutes", Note: "No sessions recorded in this period."})
	} else {
		var total, longest float64
		for _, s := range recent {
			m := s.End.Sub(s.Start).Minutes()
			total += m
			longest = max(longest, m)
		}
		avg := total / float64(len(recent))
		out = append(out,
			Indicator{Name: "average_session_minutes", Value: ptr(round1(avg)), Unit: "minutes",
				Note: fmt.Sprintf("Sessions last %.0f minutes on average.", avg)},
			Indicator{Name: "longest_session_minutes", Value: ptr(round1(longest)), Unit: "minutes",
				Flagged: sessionLimit != nil && longest > float64(*sessionLimit),
				Note:    fmt.Sprintf("The longest session lasted %.0f minutes.", longest)})
	}
	for _, b := range budgets {
		ratio := 0.0
		if b.Amount > 0 {
			ratio = float64(b.Lost) / float64(b.Amount)
		}
		out = append(out, Indicator{
			Name: "losses_vs_" + b.Kind, Value: ptr(round1(ratio * 100)), Unit: "percent of budget", Flagged: b.Lost > b.Amount,
			Note: fmt.Sprintf("Losses this period are %s against a budget of %s.", b.Lost, b.Amount),
		})
	}
	chases := 0
	for i := 1; i < len(recent); i++ {
		for j := 0; j < i; j++ {
			prev := recent[j]
			gap := recent[i].Start.Sub(prev.End)
			if prev.Net < 0 && gap >= 0 && gap <= ChaseWindow {
				chases++
				break
			}
		}
	}
	out = append(out, Indicator{
		Name: "sessions_started_soon_after_a_loss", Value: ptr(float64(chases)), Unit: "sessions", Flagged: chases > 0,
		Note: fmt.Sprintf("%d sessions began within an hour of a losing session ending. Going back to win back a loss is worth noticing.", chases),
	})
	breaches := 0
	if sessionLimit != nil {
		for _, s := range recent {
			if s.End.Sub(s.Start).Minutes() > float64(*sessionLimit) {
				breaches++
			}
		}
	}
	for _, b := range budgets {
		if b.Lost > b.Amount {
			breaches++
		}
	}
	out = append(out, Indicator{
		Name: "limit_breaches", Value: ptr(float64(breaches)), Unit: "breaches", Flagged: breaches > 0,
		Note: fmt.Sprintf("%d times a session ran past the session limit or losses passed a budget.", breaches),
	})
	return out
}

func ptr(v float64) *float64 { return &v }

func round1(v float64) float64 { return float64(int64(v*10+0.5)) / 10 }

// Resource is a help line, a support organisation or a self-exclusion
// program.
type Resource struct {
	Name    string   `json:"name"`
	Kind    string   `json:"kind"`   // helpline, crisis, support_group, self_exclusion
	States  []string `json:"states"` // empty: national
	Phone   *string  `json:"phone"`
	Text    *string  `json:"text"`
	URL     string   `json:"url"`
	Details string   `json:"details"`
	Source  string   `json:"source"`
}

func s(v string) *string { return &v }

// Resources are the help and self-exclusion resources the service knows,
// national first.
var Resources = []Resource{
	{Name: "National Problem Gambling Helpline (National Council on Problem Gambling)", Kind: "helpline",
		Phone: s("1-800-522-4700"), Text: s("800GAM"), URL: "https://www.ncpgambling.org/help-treatment/",
		Details: "Free and confidential, 24/7, by call, text or chat (ncpgambling.org/chat); connects to local help and counselling.",
		Source:  "https://www.ncpgambling.org/problem-gambling/helpline-modernization"},
	{Name: "1-800-GAMBLER (Council on Compulsive Gambling of New Jersey)", Kind: "helpline",
		Phone: s("1-800-426-2537"), URL: "https://800gambler.org",
		Details: "The long-standing 1-800-GAMBLER line. Since September 2025 it is run again by the New Jersey council that created it; NCPG's national number is 1-800-522-4700.",
		Source:  "https://redcross-cmd.org/gambling-addiction/resources/helplines"},
	{Name: "988 Suicide & Crisis Lifeline", Kind: "crisis", Phone: s("988"), Text: s("988"), URL: "https://988lifeline.org",
		Details: "For emotional crisis or thoughts of suicide; call 911 in an emergency.",
		Source:  "https://redcross-cmd.org/gambling-addiction/resources/helplines"},
	{Name: "Gamblers Anonymous", Kind: "support_group", URL: "https://www.gamblersanonymous.org",
		Details: "Peer support meetings, in person and online.", Source: "https://www.nj.gov/oag/ge/self_exclusion.htm"},
	{Name: "New Jersey Voluntary Self-Exclusion (Division of Gaming Enforcement)", Kind: "self_exclusion", States: []string{"NJ"},
		URL:     "https://njportal.com/DGE/SelfExclusion",
		Details: "Bars you from New Jersey casinos, sportsbooks and internet gaming for one year, five years or life; casinos must stop marketing and comps.",
		Source:  "https://njoag.gov/new-jersey-casino-gambling-self-exclusion-program"},
	{Name: "Pennsylvania Casino Self-Exclusion Program (Gaming Control Board)", Kind: "self_exclusion", States: []string{"PA"},
		URL:     "https://gamingcontrolboard.pa.gov",
		Details: "Bans you from Pennsylvania casinos and retail sportsbooks for one year, five years or life; enrol online; separate lists for online gaming, VGTs and fantasy sports.",
		Source:  "https://www.abc27.com/pennsylvania/pennsylvania-gaming-control-board-reaches-20k-enrollment-requests-for-self-exclusion-program/"},
}

// ResourcesFor returns the national resources and those of state (a
// two-letter code; "" for national only).
func ResourcesFor(state string) []Resource {
	var out []Resource
	for _, r := range Resources {
		if len(r.States) == 0 || slices.Contains(r.States, state) {
			if r.States == nil {
				r.States = []string{} // national: an empty list, never null
			}
			out = append(out, r)
		}
	}
	return out
}

// SelfExclusionNote is the general advice shown with the resources.
const SelfExclusionNote = "Most states run a voluntary self-exclusion list administered by the gaming regulator, and most casinos run their own; a helpline can tell you how to enrol where you play. Tierline does not enrol anyone: the list here says where to go."
