package ask

import (
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"

	"github.com/tierline/tierline/internal/domain"
)

// Example is a question the layer understands, with whether it needs a key.
type Example struct {
	Question string `json:"question"`
	NeedsKey bool   `json:"needs_key"`
}

// Examples are shown when a question cannot be mapped.
var Examples = []Example{
	{"casinos in Nevada with a rewards program", false},
	{"tribal casinos in Oklahoma", false},
	{"casinos within 30 miles of Atlantic City", false},
	{"what are the tiers at Bellagio?", false},
	{"what does Diamond at Caesars take", false},
	{"rewards programs from Caesars", false},
	{"house edge of roulette", false},
	{"W-2G for a $1,500 slot jackpot", false},
	{"self-exclusion in New Jersey", false},
	{"my tier at Caesars Palace", true},
	{"how far am I from the next tier at Bellagio?", true},
	{"my trips this year", true},
	{"expiring offers", true},
	{"my 2025 W-2G total", true},
	{"how much comp for $25 blackjack 4 hours", true},
	{"comps I can expect at Borgata", true},
	{"hosts at Bellagio", true},
	{"my bankroll", true},
	{"set my daily budget to $100", true},
}

// Help is the answer to a question that cannot be mapped: what can be
// asked instead. It states no fact about the question.
func Help() string {
	var qs []string
	for _, e := range Examples {
		qs = append(qs, "\""+e.Question+"\"")
	}
	return "I could not match that question to anything Tierline can look up, so there is no answer to give rather than a guess. " +
		"Questions I understand look like: " + strings.Join(qs, ", ") + ". " +
		"Directory questions and the facts of Tierline's tables need no key; questions about your own records need your API key (Authorization: Bearer <key>); " +
		"a change is only proposed until the request says \"confirm\": true."
}

// MissingAnswer says what a question lacks for its intent.
func MissingAnswer(in Intent) string {
	if in.Name == CompEstimate {
		var what []string
		for _, m := range in.Missing {
			what = append(what, map[string]string{"game_type": "the game", "avg_bet": "your average bet", "hours": "how many hours you play"}[m])
		}
		return "To estimate comps I need " + joinAnd(what) + ", e.g. \"how much comp for $25 blackjack 4 hours\" " +
			"(games: slots, video poker, blackjack, craps, roulette, baccarat)."
	}
	switch in.Name {
	case FindCasinos:
		return "Which one? " + capitalize(strings.Join(in.Notes, " "))
	case GameFacts:
		return "Which game? I know the house edge and pace of slots, video poker, blackjack, craps, roulette and baccarat, e.g. \"house edge of roulette\"."
	case W2GRule:
		return "Which game? The W-2G rule differs for slots and bingo, keno, poker tournaments and other games, e.g. \"W-2G for a $1,500 slot jackpot\"."
	case SetBudget:
		return "To propose a budget I need " + joinAnd(in.Missing) + ", e.g. \"set my daily budget to $100\" (day, week or month)."
	case SetSessionLimit:
		return "To propose a session limit I need its length, e.g. \"limit my sessions to 2 hours\"."
	}
	return "The question needs " + joinAnd(in.Missing) + "."
}

// Outcome is what the endpoint or action answered.
type Outcome struct {
	// Data is the single result (an object), nil for a list.
	Data map[string]any
	// Items are the results.
	Items []map[string]any
	// Count is how many results match in all (-1 when the endpoint does
	// not say).
	Count int
	// Near is the circle a search by place used, nil otherwise.
	Near map[string]any
}

// Answer is a short plain-English summary of an outcome, made only from
// what the endpoint returned, followed by the intent's notes (what the
// question asked that the endpoint could not do).
func Answer(in Intent, out Outcome) string {
	s := summary(in, out)
	for _, n := range in.Notes {
		s += " " + capitalize(n)
	}
	return s
}

func summary(in Intent, out Outcome) string {
	switch in.Name {
	case FindCasinos:
		what := capitalize(in.Description)
		if r, ok := num(out.Near, "radius_km"); ok && in.Parameters["radius_km"] == nil {
			what += " (within " + number3(r) + " km)"
		}
		return answerList(out, "casino", what, func(m map[string]any) string {
			var about []string
			if st := str(m, "state"); st != "" {
				about = append(about, st)
			}
			if km, ok := num(m, "distance_km"); ok {
				about = append(about, number3(km)+" km")
			}
			if len(about) > 0 {
				return str(m, "name") + " (" + strings.Join(about, ", ") + ")"
			}
			return str(m, "name")
		})
	case TierRequirement:
		return answerTierRequirement(in, out.Data)
	case CompPredict:
		return answerPrediction(out.Data)
	case CompPredictAll:
		return answerList(out, "casino", "Offers likely next, by expected value", func(m map[string]any) string {
			v, _ := num(m, "expected_value")
			return str(m, "casino_name") + " about " + money(v) + " (" + str(m, "confidence") + " confidence)"
		})
	case TierMatchSuggestions:
		return answerList(out, "tier-match path", "Tier-match paths open to your tiers", func(m map[string]any) string {
			// text is the suggestion's own sentence: only what a source
			// supports for this tier, beginning "Unverified:" unless verified.
			return "from your " + str(m, "from_tier") + " at " + str(m, "from_casino") + " to " + str(m, "to_program") + ": " + str(m, "text")
		}) + " Programs change these offers often: check each source before you apply."
	case SetBudget, SetSessionLimit:
		if in.Confirmed {
			return "Done: " + str(out.Data, "message")
		}
		return proposal(in)
	case CasinoDetail:
		s := answerCasino(out.Data)
		switch in.Understood["asks"] {
		case "hotel":
			s += " " + answerHotel(out.Data)
		case "size":
			s += " " + answerSize(out.Data)
		case "opened":
			s += " " + answerOpened(out.Data)
		}
		return s
	case MyLimits:
		return answerLimits(out.Data)
	case MyHosts:
		return answerList(out, "host", capitalize(in.Description), func(m map[string]any) string {
			h, _ := m["host"].(map[string]any)
			name := str(h, "name")
			if name == "" {
				name = "an unnamed host"
			}
			if cs := strs(h, "casinos"); len(cs) > 0 {
				name += " (" + strings.Join(cs, ", ") + ")"
			}
			return name
		})
	case ProgramDetail:
		return answerProgram(out.Data)
	case ListPrograms:
		return answerList(out, "rewards program", capitalize(in.Description), func(m map[string]any) string {
			if b := str(m, "brand"); b != "" {
				return str(m, "program_name") + " (" + b + ")"
			}
			return str(m, "program_name")
		})
	case MyTiers:
		return answerTiers(in, out)
	case TierProgress:
		return answerProgress(out.Data)
	case MyTrips:
		return answerList(out, "trip", capitalize(in.Description), func(m map[string]any) string {
			return str(m, "casino_name") + dates(str(m, "start_date"), str(m, "end_date"))
		})
	case MySessions:
		return answerList(out, "session", capitalize(in.Description), func(m map[string]any) string {
			s := str(m, "casino_name") + ", " + strings.ReplaceAll(str(m, "game_type"), "_", " ") + " on " + firstN(str(m, "started_at"), 10)
			if v, ok := num(m, "net_result"); ok {
				s += " (" + signedMoney(v) + ")"
			}
			return s
		})
	case MyVisits:
		return answerList(out, "visit", capitalize(in.Description), func(m map[string]any) string {
			return str(m, "casino_name") + " on " + str(m, "visited_on")
		})
	case MyVouchers:
		return answerList(out, "voucher", capitalize(in.Description), func(m map[string]any) string {
			v, _ := num(m, "amount")
			s := money(v) + " at " + str(m, "casino_name") + " (" + str(m, "status")
			if e := str(m, "expires_on"); e != "" {
				s += ", expires " + e
			}
			return s + ")"
		})
	case MyOffers:
		return answerList(out, "offer", capitalize(in.Description), offerLine)
	case ExpiringOffers:
		if out.Count == 0 {
			return "None of your available offers expires by " + str(out.Data, "through") + "."
		}
		return answerList(out, "offer", "Offers expiring by "+str(out.Data, "through"), offerLine)
	case TaxSummary:
		return answerTax(out.Data)
	case W2GTotal:
		return answerW2GTotal(out.Data)
	case MyW2Gs:
		return answerList(out, "W-2G record", capitalize(in.Description), func(m map[string]any) string {
			v, _ := num(m, "amount_won")
			return money(v) + " from " + str(m, "payer") + " on " + str(m, "date_won")
		})
	case CompEstimate:
		return answerComp(out.Data)
	case FindHosts:
		return answerList(out, "host", capitalize(in.Description), func(m map[string]any) string {
			name := str(m, "name")
			if name == "" {
				name = "an unnamed host"
			}
			if cs := strs(m, "casinos"); len(cs) > 0 {
				name += " (" + strings.Join(cs, ", ") + ")"
			}
			return name
		})
	case Bankroll:
		return answerBankroll(out.Data)
	}
	return ""
}

// proposal describes a change that was not made: the action and its
// fields, and how to make it.
func proposal(in Intent) string {
	var fields []string
	for _, k := range sortedKeys(in.Parameters) {
		fields = append(fields, k+" "+paramText(in.Parameters[k]))
	}
	s := "Nothing has changed. This would " + in.Description + " by running " + in.MapsTo.Action + " (" + strings.Join(fields, ", ") + "). "
	if in.Name == SetBudget {
		s += "A lower budget takes effect at once; a higher one waits a 24-hour cooling-off period. "
	} else {
		s += "A shorter limit takes effect at once; a longer one waits a 24-hour cooling-off period. "
	}
	s += "To make the change, send the same question with \"confirm\": true"
	if len(in.Scopes) > 0 {
		s += " and an API key with the scope " + quoteJoin(in.Scopes)
	}
	return s + "."
}

func sortedKeys(m map[string]any) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

func paramText(v any) string {
	switch x := v.(type) {
	case string:
		return "\"" + x + "\""
	case float64:
		return strconv.FormatFloat(x, 'f', -1, 64)
	}
	return fmt.Sprint(v)
}

func quoteJoin(xs []string) string {
	q := make([]string, len(xs))
	for i, x := range xs {
		q[i] = "\"" + x + "\""
	}
	return strings.Join(q, " and ")
}

func answerTierRequirement(in Intent, d map[string]any) string {
	program := str(d, "program_name")
	tiers := maps(d["tiers"])
	for _, t := range tiers {
		if nameKey(str(t, "name")) != nameKey(in.Tier) {
			continue
		}
		s := program + ": " + str(t, "name")
		if amt, ok := num(t, "qualification_amount"); ok {
			s += " takes " + number3(amt) + " " + strings.ReplaceAll(str(t, "qualification_unit"), "_", " ")
		} else {
			s += ": the directory has no published threshold"
		}
		if q := str(t, "qualification"); q != "" {
			s += " (as the directory words it: " + strings.TrimSuffix(q, ".") + ")"
		}
		s += "."
		if v, _ := t["verified"].(bool); !v {
			s += " The threshold is not verified against the program's own page."
		}
		if b := strs(t, "benefits"); len(b) > 0 {
			s += " Published benefits: " + strings.Join(b, "; ") + "."
		} else if in.Understood["asks"] == "benefits" {
			s += " The directory lists no benefits for " + str(t, "name") + "."
		}
		return s + " " + ladder(program, d)
	}
	return in.Tier + " is not a tier of " + program + " in the directory. " + ladder(program, d)
}

func answerPrediction(d map[string]any) string {
	casino := str(d, "casino_name")
	inputs, _ := d["inputs"].(map[string]any)
	if n, _ := num(inputs, "sessions"); n == 0 {
		return "You have no closed sessions recorded at " + casino + ", so there is nothing to predict its offers from."
	}
	v, _ := num(d, "expected_value")
	lo, _ := num(d, "expected_value_low")
	hi, _ := num(d, "expected_value_high")
	s := "From your play at " + casino + ": offers worth about " + money(v) + " in the next 30 days (" + money(lo) + " to " + money(hi) + ")"
	if t := str(d, "offer_type"); t != "" && t != "unknown" {
		s += ", most likely " + strings.ReplaceAll(t, "_", " ")
	}
	s += "; confidence " + str(d, "confidence")
	if r := str(d, "confidence_reason"); r != "" {
		s += " (" + strings.TrimSuffix(r, ".") + ")"
	}
	return s + ". " + str(d, "assumption")
}

// answerList is "<what>: N <noun>s; the first K: a; b; c." with at most
// five items named.
func answerList(out Outcome, noun, what string, line func(map[string]any) string) string {
	total := out.Count
	if total < 0 {
		total = len(out.Items)
	}
	if total == 0 {
		return what + ": none found."
	}
	var names []string
	for i, m := range out.Items {
		if i == 5 {
			break
		}
		names = append(names, line(m))
	}
	s := what + ": " + plural(total, noun)
	switch {
	case len(names) == 0:
		return s + "."
	case total > len(names):
		s += "; the first " + strconv.Itoa(len(names)) + ": "
	default:
		s += ": "
	}
	return s + strings.Join(names, "; ") + "."
}

func offerLine(m map[string]any) string {
	s := str(m, "casino_name")
	if t := str(m, "offer_type"); t != "" {
		s += " " + strings.ReplaceAll(t, "_", " ")
	}
	if v, ok := num(m, "value"); ok {
		s += " worth " + money(v)
	}
	if e := str(m, "expiration_date"); e != "" {
		s += ", expires " + e
	}
	return s
}

func answerCasino(d map[string]any) string {
	name := str(d, "name")
	if loc := joinNonEmpty(", ", str(d, "city"), str(d, "state")); loc != "" {
		name += " (" + loc + ")"
	}
	prog, _ := d["rewards_program"].(map[string]any)
	if prog == nil {
		return name + " has no rewards program in the directory."
	}
	return name + " belongs to " + str(prog, "program_name") + ". " + ladder(str(prog, "program_name"), d)
}

// answerSize says what the directory knows of a casino's floor: its slot
// machines, table games and gaming floor.
func answerSize(d map[string]any) string {
	var parts []string
	if n, ok := num(d, "slot_machines"); ok {
		parts = append(parts, countOf(n, "slot machine"))
	}
	if n, ok := num(d, "table_games"); ok {
		parts = append(parts, countOf(n, "table game"))
	}
	if n, ok := num(d, "gaming_floor_sqft"); ok {
		parts = append(parts, "a gaming floor of "+number3(n)+" square feet")
	}
	if len(parts) == 0 {
		return "The directory does not list its slot machines, table games or floor size."
	}
	return "The directory lists " + strings.Join(parts, ", ") + "."
}

// countOf is a count of things with thousands separators.
func countOf(n float64, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return number3(n) + " " + noun + "s"
}

// answerOpened says when the directory says a casino opened.
func answerOpened(d map[string]any) string {
	if y, ok := num(d, "opened_year"); ok {
		return "It opened in " + strconv.Itoa(int(y)) + "."
	}
	return "The directory does not say when it opened."
}

// answerHotel says what the directory knows of a casino's hotel.
func answerHotel(d map[string]any) string {
	switch h, ok := d["has_hotel"].(bool); {
	case !ok:
		return "The directory does not say whether it has a hotel."
	case !h:
		return "The directory lists no hotel there."
	}
	if rooms, ok := num(d, "hotel_rooms"); ok {
		return "It has a hotel with " + number3(rooms) + " rooms."
	}
	return "It has a hotel; the directory does not list its room count."
}

// answerLimits states the player's limits and how many indicators are
// flagged, as get_risk_profile returns them.
func answerLimits(d map[string]any) string {
	var parts []string
	for _, l := range maps(d["limits"]) {
		amt, _ := num(l, "amount")
		v := money(amt)
		if str(l, "unit") == "minutes" {
			v = plural(int(amt), "minute")
		}
		p := strings.ReplaceAll(str(l, "kind"), "_", " ") + " " + v
		if pend, ok := num(l, "pending_amount"); ok {
			p += " (changing to " + number3(pend) + " at " + str(l, "pending_effective_at") + ")"
		}
		parts = append(parts, p)
	}
	s := "You have no responsible-gaming limits set."
	if len(parts) > 0 {
		s = "Your limits: " + strings.Join(parts, "; ") + "."
	}
	flagged, _ := num(d, "flagged")
	days, _ := num(d, "days")
	return s + " Over the last " + plural(int(days), "day") + ", " + plural(int(flagged), "indicator") + " of your play " +
		map[bool]string{true: "is", false: "are"}[flagged == 1] + " flagged."
}

func answerProgram(d map[string]any) string {
	name := str(d, "program_name")
	if b := str(d, "brand"); b != "" {
		name += " (" + b + ")"
	}
	return name + ": " + ladder(str(d, "program_name"), d)
}

// ladder describes a tier ladder.
func ladder(program string, d map[string]any) string {
	tiers := maps(d["tiers"])
	if len(tiers) == 0 {
		s := "The directory has no published tier ladder for " + program + "."
		note := str(d, "ladder_note")
		if prog, ok := d["rewards_program"].(map[string]any); ok && note == "" {
			note = str(prog, "ladder_note")
		}
		if note != "" {
			s += " " + note
		}
		return s
	}
	var names []string
	for _, t := range tiers {
		n := str(t, "name")
		if amt, ok := num(t, "qualification_amount"); ok && amt > 0 {
			n += " (" + number3(amt) + " " + strings.ReplaceAll(str(t, "qualification_unit"), "_", " ") + ")"
		}
		names = append(names, n)
	}
	return program + " has " + plural(len(tiers), "tier") + ", lowest first: " + strings.Join(names, ", ") + "."
}

func answerTiers(in Intent, out Outcome) string {
	if len(out.Items) == 0 {
		if in.Filter != nil {
			return "You have no tier recorded at " + in.Filter.Values[0] + "."
		}
		return "You have no tier status recorded yet."
	}
	var parts []string
	for i, t := range out.Items {
		if i == 5 {
			break
		}
		p := str(t, "casino_name") + ": " + str(t, "tier")
		if v, ok := num(t, "points_balance"); ok {
			p += " (" + number3(v) + " points"
			if need, ok := num(t, "points_needed"); ok && need > 0 {
				p += ", " + number3(need) + " needed for the next tier"
			}
			p += ")"
		}
		parts = append(parts, p)
	}
	s := "Your tier status"
	if in.Filter != nil {
		s += " at " + in.Filter.Values[0]
	}
	if len(out.Items) > len(parts) {
		return s + " (" + plural(len(out.Items), "casino") + "; the first 5): " + strings.Join(parts, "; ") + "."
	}
	return s + ": " + strings.Join(parts, "; ") + "."
}

func answerProgress(d map[string]any) string {
	tier, _ := d["tier"].(map[string]any)
	s := "At " + str(tier, "casino_name") + " you are " + str(tier, "tier")
	if v, ok := num(tier, "points_balance"); ok {
		s += " with " + number3(v) + " points"
	}
	s += "."
	next, _ := d["next_tier"].(map[string]any)
	switch {
	case next != nil:
		s += " Next tier: " + str(next, "name")
		if need, ok := num(d, "points_needed"); ok {
			s += ", " + number3(need) + " points to go"
		}
		if pct, ok := num(d, "percent_to_next"); ok {
			s += " (" + strconv.FormatFloat(pct, 'f', 1, 64) + "% of the way)"
		}
		s += "."
	case str(d, "ladder") == "known":
		s += " That is the top of the ladder."
	default:
		if r := str(d, "ladder_reason"); r != "" {
			s += " The tier ladder is unknown: " + r + "."
		}
	}
	if dl := str(d, "deadline"); dl != "" {
		s += " Deadline " + dl
		if left, ok := num(d, "days_left"); ok {
			s += " (" + plural(int(left), "day") + " left"
			if perDay, ok := num(d, "points_per_day_needed"); ok {
				s += ", " + number3(perDay) + " points a day"
			}
			s += ")"
		}
		s += "."
	}
	return s
}

func answerTax(d map[string]any) string {
	y := str(d, "tax_year")
	w, _ := num(d, "winnings")
	l, _ := num(d, "losses")
	dl, _ := num(d, "deductible_losses")
	net, _ := num(d, "net")
	s := "For " + y + ": winnings " + money(w) + " (from " + str(d, "winnings_basis") + "), losses " + money(l) +
		", deductible losses " + money(dl) + ", net " + signedMoney(net) + "."
	return s + " This is arithmetic on your records, not tax advice."
}

func answerW2GTotal(d map[string]any) string {
	y := str(d, "tax_year")
	n, _ := num(d, "w2g_count")
	if n == 0 {
		return "You have no W-2G recorded for " + y + "."
	}
	total, _ := num(d, "w2g_winnings")
	fed, _ := num(d, "federal_withheld")
	st, _ := num(d, "state_withheld")
	return "Your " + y + " W-2G total is " + money(total) + " from " + plural(int(n), "W-2G") +
		", with " + money(fed) + " federal and " + money(st) + " state tax withheld."
}

func answerComp(d map[string]any) string {
	bet, _ := num(d, "avg_bet")
	hours, _ := num(d, "hours")
	theo, _ := num(d, "theo")
	comp, _ := num(d, "comp_value")
	s := money(bet) + " " + strings.ReplaceAll(str(d, "game_type"), "_", " ") + " for " + hoursText(hours) +
		": theoretical loss " + money(theo) + ", comp value about " + money(comp)
	if r, ok := d["comp_value_range"].(map[string]any); ok {
		lo, _ := num(r, "low")
		hi, _ := num(r, "high")
		s += " (" + money(lo) + " to " + money(hi) + ")"
	}
	return s + "."
}

func answerBankroll(d map[string]any) string {
	bal, _ := num(d, "balance")
	ytd, _ := num(d, "ytd_net")
	s := "Your bankroll balance is " + money(bal) + "; this year's gaming result is " + signedMoney(ytd) + "."
	if left, ok := num(d, "budget_remaining"); ok {
		s += " Budget left: " + money(left) + "."
	}
	return s
}

// Helpers over decoded JSON.

func str(m map[string]any, k string) string {
	switch v := m[k].(type) {
	case string:
		return v
	case float64:
		return strconv.FormatFloat(v, 'f', -1, 64)
	case fmt.Stringer:
		return v.String()
	}
	return ""
}

func num(m map[string]any, k string) (float64, bool) {
	switch v := m[k].(type) {
	case float64:
		return v, true
	case int:
		return float64(v), true
	case interface{ Float64() (float64, error) }:
		f, err := v.Float64()
		return f, err == nil
	}
	return 0, false
}

func strs(m map[string]any, k string) []string {
	var out []string
	if list, ok := m[k].([]any); ok {
		for _, v := range list {
			if s, ok := v.(string); ok {
				out = append(out, s)
			}
		}
	}
	return out
}

func maps(v any) []map[string]any {
	var out []map[string]any
	if list, ok := v.([]any); ok {
		for _, x := range list {
			if m, ok := x.(map[string]any); ok {
				out = append(out, m)
			}
		}
	}
	return out
}

func itoa(n int) string { return strconv.Itoa(n) }

func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return strconv.Itoa(n) + " " + noun + "s"
}

// money is an amount of an answer's JSON (dollars) in the service's one
// human money format (domain.Money.String).
func money(v float64) string { return domain.DollarsOf(v).String() }

func signedMoney(v float64) string {
	if v > 0 {
		return "+" + money(v)
	}
	return money(v)
}

// number3 writes a number with thousands separators (and up to two
// decimals).
func number3(v float64) string {
	s := strconv.FormatFloat(math.Abs(v), 'f', -1, 64)
	if i := strings.IndexByte(s, '.'); i >= 0 && len(s)-i > 3 {
		s = strconv.FormatFloat(math.Abs(v), 'f', 2, 64)
	}
	whole, frac, _ := strings.Cut(s, ".")
	var b strings.Builder
	for i, r := range whole {
		if i > 0 && (len(whole)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(r)
	}
	out := b.String()
	if frac != "" {
		out += "." + frac
	}
	if v < 0 {
		return "-" + out
	}
	return out
}

func hoursText(h float64) string {
	if h == 1 {
		return "1 hour"
	}
	return strconv.FormatFloat(h, 'f', -1, 64) + " hours"
}

func dates(from, to string) string {
	switch {
	case from != "" && to != "" && to != from:
		return " (" + from + " to " + to + ")"
	case from != "":
		return " (" + from + ")"
	}
	return ""
}

func firstN(s string, n int) string {
	if len(s) > n {
		return s[:n]
	}
	return s
}

func joinAnd(parts []string) string {
	switch len(parts) {
	case 0:
		return ""
	case 1:
		return parts[0]
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
}

func joinNonEmpty(sep string, parts ...string) string {
	var kept []string
	for _, p := range parts {
		if p != "" {
			kept = append(kept, p)
		}
	}
	return strings.Join(kept, sep)
}

func capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
