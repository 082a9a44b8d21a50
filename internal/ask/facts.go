package ask

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/internal/domain/directory"
	"github.com/tierline/tierline/internal/domain/gaming"
	"github.com/tierline/tierline/internal/domain/rgrules"
	"github.com/tierline/tierline/internal/domain/statusmatch"
	"github.com/tierline/tierline/internal/domain/taxrules"
)

// Facts answers an intent that reads one of the service's own tables
// (AnsweredFrom set): the same tables the actions compute with, read here
// without a key because they hold no player data. The results are the
// table's rows as JSON objects; the answer says only what they hold.
func Facts(in Intent, now time.Time) (results []json.RawMessage, answer string, err error) {
	var rows []any
	switch in.Name {
	case GameFacts:
		rows, answer = gameFacts(in)
	case W2GRule:
		rows, answer = w2gRule(in, now)
	case RGHelp:
		rows, answer = rgHelp(in)
	case TierMatchPaths:
		rows, answer = tierMatchPaths(in)
	default:
		return nil, "", fmt.Errorf("ask: %s is not answered from a table", in.Name)
	}
	results = make([]json.RawMessage, 0, len(rows))
	for _, r := range rows {
		raw, err := json.Marshal(r)
		if err != nil {
			return nil, "", fmt.Errorf("ask: %s: %w", in.Name, err)
		}
		results = append(results, raw)
	}
	for _, n := range in.Notes {
		answer += " " + capitalize(n)
	}
	return results, answer, nil
}

func gameFacts(in Intent) ([]any, string) {
	game, _ := in.Parameters["game_type"].(string)
	denom, hasDenom := in.Parameters["denomination"].(float64)
	var g gaming.Game
	var err error
	if hasDenom {
		g, err = gaming.Lookup(game, domain.DollarsOf(denom))
	} else {
		g, err = gaming.Default(game)
	}
	name := capitalize(strings.ReplaceAll(game, "_", " "))
	if errors.Is(err, gaming.ErrUnknownEdge) || err != nil {
		return nil, "Tierline's table of house edges has no figure for " + strings.ReplaceAll(game, "_", " ") +
			" (poker is played against other players; keno and bingo pay tables vary too much), so there is no answer to give rather than a guess."
	}
	s := name + ", " + g.Variant + ": house edge " + percent(g.HouseEdge)
	if gaming.IsMachine(g.GameType) {
		s = name + ", " + g.Variant + ": hold " + percent(g.HouseEdge) + " of the money played"
	}
	if g.DecisionsPerHour != nil {
		s += ", about " + number3(*g.DecisionsPerHour) + " " + paceUnit(g.GameType) + " an hour"
	}
	s += "."
	if hasDenom {
		// the table splits only slots by denomination; any other machine,
		// and a slot denomination without a row, gets the game's default row
		if def, _ := gaming.Default(game); g.Variant == def.Variant {
			s = "The table has no row of its own for " + money(denom) + " " + strings.ReplaceAll(game, "_", " ") +
				"; its figure for " + strings.ReplaceAll(game, "_", " ") + " in general is: " + s
		}
	}
	if !g.Verified {
		s += " This figure is a rule of thumb or an estimate, not a measurement."
	}
	if g.Note != "" {
		s += " " + g.Note
	}
	var titles []string
	for _, src := range g.Sources {
		titles = append(titles, src.Title)
	}
	if len(titles) > 0 {
		s += " Sources: " + strings.Join(titles, "; ") + "."
	}
	return []any{g}, s
}

func paceUnit(game string) string {
	switch game {
	case gaming.Slots, gaming.VideoPoker:
		return "spins"
	case gaming.Craps:
		return "decisions"
	case gaming.Roulette:
		return "spins"
	}
	return "hands"
}

// percent writes a fraction as a percentage to at most two decimals.
func percent(f float64) string {
	return strconv.FormatFloat(float64(int64(f*10000+0.5))/100, 'f', -1, 64) + "%"
}

func w2gRule(in Intent, now time.Time) ([]any, string) {
	game, _ := in.Parameters["game_type"].(string)
	year := now.UTC().Year()
	if y, ok := in.Parameters["tax_year"].(int); ok {
		year = y
	}
	won, hasWon := in.Parameters["amount_won"].(float64)
	wager, _ := in.Parameters["wager"].(float64)
	c := taxrules.W2G(year, game, domain.DollarsOf(won), domain.DollarsOf(wager))
	disclaimer := " This is the federal rule as Tierline's tax table has it (the same as w2g_threshold_check), not tax advice."
	if !hasWon {
		row := map[string]any{"tax_year": c.TaxYear, "game_kind": c.GameKind, "threshold": c.Threshold,
			"threshold_known": c.ThresholdKnown, "withholding_rate": c.WithholdingRate, "rule": c.Rule, "sources": c.Sources}
		return []any{row}, "Tax year " + itoa(year) + ": " + c.Rule + disclaimer
	}
	s := "Tax year " + itoa(year) + ": a " + money(won) + " " + strings.ReplaceAll(game, "_", " ") + " win "
	if c.Reportable {
		s += "is reported on Form W-2G."
	} else {
		s += "is not reported on Form W-2G by this rule."
	}
	s += " " + c.Rule
	if c.WithholdingRequired {
		s += " Regular gambling withholding of " + percent(c.WithholdingRate) + " applies."
	}
	return []any{c}, s + disclaimer
}

func rgHelp(in Intent) ([]any, string) {
	topic, _ := in.Parameters["topic"].(string)
	state, _ := in.Parameters["state"].(string)
	all := rgrules.ResourcesFor(state)
	var national, programs []rgrules.Resource
	for _, r := range all {
		if len(r.States) == 0 {
			national = append(national, r)
		} else {
			programs = append(programs, r)
		}
	}
	var rows []any
	var parts []string
	describe := func(r rgrules.Resource) string {
		s := r.Name + ": "
		var how []string
		if r.Phone != nil {
			how = append(how, "call "+*r.Phone)
		}
		if r.Text != nil {
			how = append(how, "text "+*r.Text)
		}
		if len(how) > 0 {
			s += strings.Join(how, " or ") + ". "
		}
		return s + r.Details + " (" + r.URL + "; source: " + r.Source + ")"
	}
	if topic == "self_exclusion" {
		switch {
		case state == "":
			var covered []string
			for _, r := range rgrules.Resources {
				covered = append(covered, r.States...)
			}
			parts = append(parts, rgrules.SelfExclusionNote, "Tierline lists the programs of "+strings.Join(dedupe(covered), ", ")+": ask with your state, e.g. \"self-exclusion in New Jersey\".")
		case len(programs) == 0:
			parts = append(parts, "Tierline lists no self-exclusion program for "+directory.States[state]+". "+rgrules.SelfExclusionNote)
		}
		for _, r := range programs {
			rows = append(rows, r)
			parts = append(parts, describe(r)+".")
		}
		for _, r := range national {
			if r.Kind == "helpline" {
				rows = append(rows, r)
				parts = append(parts, "For help: "+describe(r)+".")
				break
			}
		}
		return rows, strings.Join(parts, " ")
	}
	for _, r := range national {
		rows = append(rows, r)
		parts = append(parts, describe(r)+".")
	}
	for _, r := range programs {
		rows = append(rows, r)
		parts = append(parts, "In "+directory.States[state]+": "+describe(r)+".")
	}
	return rows, "Help with gambling: " + strings.Join(parts, " ") + " In an emergency call 911."
}

func dedupe(xs []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, x := range xs {
		if !seen[x] {
			seen[x] = true
			out = append(out, x)
		}
	}
	return out
}

func tierMatchPaths(in Intent) ([]any, string) {
	program, _ := in.Parameters["program"].(string)
	to, _ := in.Parameters["to_program"].(string)
	var rows []any
	var lines []string
	for _, p := range statusmatch.Into(program) {
		if to != "" && !strings.EqualFold(p.To, to) {
			continue
		}
		rows = append(rows, p)
		// Only what the path's source supports: for a named tier, what it
		// says of that very tier (statusmatch.Path.For); else its offer
		// and who is eligible, in the source's own terms.
		var line string
		if in.Tier != "" {
			line = p.To + " (" + p.ID + "): " + strings.TrimSuffix(p.For(program, in.Tier).Text, " Check the source or ask the program before you apply.")
		} else {
			line = p.To + " (" + p.ID + "): "
			if !p.Verified {
				line += "Unverified: "
			}
			line += "offers " + p.Offer + " (eligible: " + p.Eligible + ")."
		}
		lines = append(lines, line+" "+p.Conditions+" As of "+p.AsOf+"; source: "+p.Source+".")
	}
	who := program + " members"
	if in.Tier != "" {
		who = program + " " + in.Tier + " members"
	}
	if len(rows) == 0 {
		s := "Tierline knows no tier-match path for " + who
		if to != "" {
			s += " into " + to
		}
		return nil, s + "; none is made up."
	}
	s := "Known tier-match paths for " + who
	if to != "" {
		s += " into " + to
	}
	s += ": " + strings.Join(lines, " ")
	if in.Tier != "" {
		s += " Whether " + in.Tier + " is an eligible tier is the matching program's decision, listed on its own pages, not here."
	}
	return rows, s + " Programs change or end these offers often: check the source before you apply."
}
