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
		Name: "sessions_per_week", Value: new(round1(perWeek)), Unit: "sessions",
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
			Indicator{Name: "average_session_minutes", Value: new(round1(avg)), Unit: "minutes",
				Note: fmt.Sprintf("Sessions last %.0f minutes on average.", avg)},
			Indicator{Name: "longest_session_minutes", Value: new(round1(longest)), Unit: "minutes",
				Flagged: sessionLimit != nil && longest > float64(*sessionLimit),
				Note:    fmt.Sprintf("The longest session lasted %.0f minutes.", longest)})
	}
	for _, b := range budgets {
		ratio := 0.0
		if b.Amount > 0 {
			ratio = float64(b.Lost) / float64(b.Amount)
		}
		out = append(out, Indicator{
			Name: "losses_vs_" + b.Kind, Value: new(round1(ratio * 100)), Unit: "percent of budget", Flagged: b.Lost > b.Amount,
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
		Name: "sessions_started_soon_after_a_loss", Value: new(float64(chases)), Unit: "sessions", Flagged: chases > 0,
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
		Name: "limit_breaches", Value: new(float64(breaches)), Unit: "breaches", Flagged: breaches > 0,
		Note: fmt.Sprintf("%d times a session ran past the session limit or losses passed a budget.", breaches),
	})
	return out
}

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

// Resources are the help and self-exclusion resources the service knows,
// national first.
var Resources = []Resource{
	{Name: "National Problem Gambling Helpline (National Council on Problem Gambling)", Kind: "helpline",
		Phone: new("1-800-522-4700"), Text: new("800GAM"), URL: "https://www.ncpgambling.org/help-treatment/",
		Details: "Free and confidential, 24/7, by call, text or chat (ncpgambling.org/chat); connects to local help and counselling.",
		Source:  "https://www.ncpgambling.org/problem-gambling/helpline-modernization"},
	{Name: "1-800-GAMBLER (Council on Compulsive Gambling of New Jersey)", Kind: "helpline",
		Phone: new("1-800-426-2537"), URL: "https://800gambler.org",
		Details: "The long-standing 1-800-GAMBLER line. Since September 2025 it is run again by the New Jersey council that created it; NCPG's national number is 1-800-522-4700.",
		Source:  "https://redcross-cmd.org/gambling-addiction/resources/helplines"},
	{Name: "988 Suicide & Crisis Lifeline", Kind: "crisis", Phone: new("988"), Text: new("988"), URL: "https://988lifeline.org",
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
	// The state programs below were compiled from the pages named in their
	// sources (research notes of November 2026). Where sources disagree
	// on the terms, the details say so and name both; none is picked.
	{Name: "Nevada: no statewide self-exclusion program", Kind: "self_exclusion", States: []string{"NV"},
		URL:     "https://www.lasvegasadvisor.com/question/self-exclusion-nevada",
		Details: "Nevada has no state law or list that lets residents or visitors exclude themselves from its casinos; ask each casino about its own self-limitation or exclusion program.",
		Source:  "https://gamingamerica.com/news/8562/reviewing-nevadas-self-exclusion-gaming-laws"},
	{Name: "Michigan Disassociated Persons List (Michigan Gaming Control Board)", Kind: "self_exclusion", States: []string{"MI"},
		URL: "https://www.michigan.gov/mgcb/resources/responsible-gaming/frequently-asked-questions",
		Details: "Covers the Detroit commercial casinos, not Michigan's tribal casinos. Enrol in person at the Board's Detroit or Lansing office, by appointment (888-223-3044). " +
			"Placement is for life; since 2020 a listed person may apply for removal after five years (https://www.michigan.gov/mgcb/news/2020/10/28/detroit-casino-disassociated-persons-may-apply-now-to-remove-their-names-from-the-gaming-control-bo).",
		Source: "https://www.michigan.gov/mgcb/resources/responsible-gaming/frequently-asked-questions"},
	{Name: "Illinois Statewide Casino Voluntary Self-Exclusion Program (Illinois Gaming Board)", Kind: "self_exclusion", States: []string{"IL"},
		URL: "https://www.igb.illinois.gov/problemGamblers.aspx",
		Details: "Excludes you from every Illinois casino, sports wagering included; enrol at an Illinois casino through its self-exclusion program director. " +
			"The term is not settled by the sources found: the Board's program has long used a five-year minimum, while a third-party guide (https://ilbetting.com/responsible-gambling/self-exclusion/) " +
			"says five years in most cases, from two years to life. The Board's current rule was not found; ask the Board before you rely on a term.",
		Source: "https://www.igb.illinois.gov/problemGamblers.aspx"},
	{Name: "Indiana Voluntary Exclusion Program (Indiana Gaming Commission)", Kind: "self_exclusion", States: []string{"IN"},
		URL:     "https://www.law.cornell.edu/regulations/indiana/68-IAC-6-3-2",
		Details: "Enrol in person at a Commission office (there is one at each casino, and one in Indianapolis) with identification and a photograph; you choose one year, five years or life.",
		Source:  "https://www.law.cornell.edu/regulations/indiana/68-IAC-6-3-2"},
	{Name: "Time Out Ohio (Ohio Casino Control Commission and Ohio Lottery Commission)", Kind: "self_exclusion", States: []string{"OH"},
		URL:     "https://www.timeoutohio.com",
		Details: "Bans you from Ohio's casinos, racinos and sports gaming for one year, five years or life; enrol online.",
		Source:  "https://casinocontrol.ohio.gov/ResponsibleGambling/TimeOutOhio.aspx"},
	{Name: "New York Voluntary Self-Exclusion (New York State Gaming Commission)", Kind: "self_exclusion", States: []string{"NY"},
		URL:     "https://gaming.ny.gov/voluntary-self-exclusion",
		Details: "Covers New York gaming; enrol at any licensed facility's intake area, by notarized mail, or at the Commission in Schenectady; one year, three years, five years or life.",
		Source:  "https://gaming.ny.gov/voluntary-self-exclusion"},
	{Name: "Massachusetts Voluntary Self-Exclusion Program (Massachusetts Gaming Commission, GameSense)", Kind: "self_exclusion", States: []string{"MA"},
		URL: "https://massgaming.com/about/voluntary-self-exclusion/",
		Details: "Enrol at a GameSense Info Center, at the Commission, with a designated agent, or remotely. The terms differ between sources: the Commission's page lists six months, one, three or five years, or life; " +
			"the newer GameSense page (https://gamesensema.com/gamblers-support-services/voluntary-self-exclusion/) says one year to life, so the six-month option may have ended.",
		Source: "https://massgaming.com/about/voluntary-self-exclusion/"},
	{Name: "Maryland Voluntary Exclusion Program (Maryland Lottery and Gaming Control Agency)", Kind: "self_exclusion", States: []string{"MD"},
		URL:     "https://mdgaming.com/welcome/responsible-gambling/voluntary-exclusion-program",
		Details: "Enrol in person at the Agency's Baltimore headquarters or at any Maryland casino; two years (removal on request afterwards) or life.",
		Source:  "https://mdgaming.com/welcome/responsible-gambling/voluntary-exclusion-program"},
	{Name: "Missouri List of Disassociated Persons (Missouri Gaming Commission)", Kind: "self_exclusion", States: []string{"MO"},
		URL: "https://www.law.cornell.edu/regulations/missouri/11-CSR-45-17-020",
		Details: "Apply to the Commission; placement on the list is for life. Since 2012 a person listed for at least five years may ask the Commission for removal " +
			"(https://www.missouricasinos.org/missouri-gaming-commission/).",
		Source: "https://www.law.cornell.edu/regulations/missouri/11-CSR-45-17-020"},
	{Name: "Colorado Self-Exclusion Program (Colorado Division of Gaming)", Kind: "self_exclusion", States: []string{"CO"},
		URL: "https://ggbnews.com/article/self-exclusion-starts-in-colorado",
		Details: "Enrol online on the state's website or by mail. The terms differ between sources: the launch report says one, three or five years; " +
			"a report a year later (https://focusgn.com/nearly-300-sign-up-to-colorado-division-of-gaming-self-exclusion-programme) says one year, five years or permanently. Ask the Division which apply.",
		Source: "https://ggbnews.com/article/self-exclusion-starts-in-colorado"},
	{Name: "Iowa Voluntary Self-Exclusion Program (Iowa Racing and Gaming Commission)", Kind: "self_exclusion", States: []string{"IA"},
		URL:     "https://irgc.iowa.gov/self-exclusion-program",
		Details: "Enrol by notarized form by mail, at the Commission in Des Moines, at an Iowa Gambling Treatment Program agency, or at any licensed casino; five years or life, and the choice cannot be undone.",
		Source:  "https://www.iowagaming.org/responsible_gaming/self-exclusion.aspx"},
	{Name: "Mississippi Self-Exclusion (Mississippi Gaming Commission)", Kind: "self_exclusion", States: []string{"MS"},
		URL: "https://www.msgamingcommission.com/links/problemgaming/Self_Exclusion_FAQ",
		Details: "Apply with the Commission's form. The minimum term differs between sources: the Commission's FAQ says three years (life only after that), " +
			"while its Rule 13-3-10.2, in the only copy found (a scraped copy on d1tvxue8o4w0fl.cloudfront.net), says at least five years, up to life. The FAQ looks newer; ask the Commission.",
		Source: "https://www.msgamingcommission.com/links/problemgaming/Self_Exclusion_FAQ"},
	{Name: "Louisiana Self-Exclusion List (Louisiana Gaming Control Board, Louisiana State Police)", Kind: "self_exclusion", States: []string{"LA"},
		URL: "https://lgcb.dps.louisiana.gov/frequently-asked-questions/",
		Details: "Enrol in person at a State Police Casino Gaming Division office. There is no fixed term: a name cannot be removed until five years have passed, and then only after a hearing. " +
			"Instructions: https://Lsp.org/about/leadershipsections/bureau-of-investigations/gaming-enforcement-division/problem-gambling/",
		Source: "https://lgcb.dps.louisiana.gov/frequently-asked-questions/"},
	{Name: "Kansas Voluntary Exclusion Program (Kansas Racing and Gaming Commission)", Kind: "self_exclusion", States: []string{"KS"},
		URL:     "http://www.krgc.ks.gov/index.php/responsible-gambling/voluntary-exclusion-program",
		Details: "Covers the four state-owned casinos, not Kansas's tribal casinos; enrol in person at any of them, or at the Commission in Topeka by appointment (785-296-5800); two years or life.",
		Source:  "http://www.krgc.ks.gov/index.php/responsible-gambling/voluntary-exclusion-program"},
	{Name: "West Virginia Voluntary Exclusion Program (West Virginia Lottery)", Kind: "self_exclusion", States: []string{"WV"},
		URL: "https://wvlottery.com/iplay-with-purpose/self-exclusion",
		Details: "Excludes you from all four West Virginia racetrack casinos and The Historic Greenbrier Casino; apply with the Lottery's form. " +
			"The terms are not confirmed by an official source: a third-party guide (https://igamingwv.com/blog/west-virginia-self-exclusion/) says the exclusion is indefinite, with removal requested after one year.",
		Source: "https://wvlottery.com/iplay-with-purpose/self-exclusion"},
	{Name: "Delaware self-exclusion list (Delaware Lottery)", Kind: "self_exclusion", States: []string{"DE"},
		URL:     "https://instalawyer.io/laws/delaware-code/4834-list-of-persons",
		Details: "Covers video lottery, table games and internet lottery; enrol in person at the Delaware Lottery Office in Dover; one year, five years or life (29 Del. C. § 4834).",
		Source:  "https://instalawyer.io/laws/delaware-code/4834-list-of-persons"},
	{Name: "Connecticut Gaming Self-Exclusion List (Department of Consumer Protection)", Kind: "self_exclusion", States: []string{"CT"},
		URL: "https://ccpg.org/get-help/voluntary-self-exclusion",
		Details: "The state list covers online casino gaming, sports wagering, fantasy contests, keno and the lottery, for one year, five years or life; enrol online with the Department. " +
			"It does not cover the casino floors of Mohegan Sun and Foxwoods: each of those tribal casinos runs its own list and form.",
		Source: "https://preview-stage.ct.egov.com/gaming/self-exclusion"},
	{Name: "Arizona Self-Exclusion (Arizona Department of Gaming)", Kind: "self_exclusion", States: []string{"AZ"},
		URL:     "https://gaming.az.gov/selfexclusion",
		Details: "Covers every Class III tribal casino in Arizona (a separate list covers event wagering and fantasy sports); send the notarized form by mail or email, or enrol in person at the Department; one, five or ten years, and the choice cannot be undone.",
		Source:  "https://gaming.az.gov/selfexclusion"},
	{Name: "Virginia Voluntary Exclusion Program (Virginia Lottery)", Kind: "self_exclusion", States: []string{"VA"},
		URL:     "https://register.dls.virginia.gov/details.aspx?id=10287",
		Details: "Since 2 September 2022 the Virginia Lottery's self-exclusion program covers casino gaming too (11VAC5-60). Its terms are not listed here: ask the Lottery.",
		Source:  "https://register.dls.virginia.gov/details.aspx?id=10287"},
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
