package tiermatchactions

import (
	"context"
	"fmt"

	"github.com/tierline/tierline/internal/domain/statusmatch"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: namespace,
		Name:      "get_suggestions",
		Area:      area,
		Kind:      registry.KindRead,
		Summary:   "Suggest the known tier-match paths open to the player's current tiers.",
		Rules: "For each of the player's tiers (by casino name), the casino is looked up in the directory (its slug, or its name ignoring case and spacing; " +
			"a name found in several states is ambiguous and not matched) and its rewards program taken from the directory. " +
			"suggestions are the service's known status-match paths that a holder of that program's status may use: paths from that program, " +
			"and open competitor matches into any other program (path_from says which). Each says only what its source supports, level for level: " +
			"grants is the tier a source maps the player's very tier to (level_supported true), else \"unknown\" (no source found lists the competitor tiers Caesars accepts " +
			"or MGM's matching chart, so an MGM Pearl or Wynn Red card is never said to give Caesars Diamond); eligible and offer are what the source says in its own terms; " +
			"text is the sentence to show the player, and it begins \"Unverified:\" whenever the path is not verified or no source maps the tier. " +
			"conditions, as_of, verified and source are the path's own, as a source described it on as_of. Programs change these offers often: check the source before relying on one. " +
			"Tiers whose casino is not in the directory, or whose directory casino has no rewards program, or whose program has no known path, are listed under " +
			"unmatched with the reason; no path is ever made up. Order: the player's tiers by casino name, then the paths in the table's order. count is the number of suggestions.",
	}, getSuggestions)
}

type getSuggestionsInput struct{}

type suggestion struct {
	FromCasino  string `json:"from_casino"`
	FromTier    string `json:"from_tier"`
	FromProgram string `json:"from_program"`
	ToProgram   string `json:"to_program"`
	Grants      string `json:"grants"`
	// LevelSupported is true when a source maps the player's very tier.
	LevelSupported bool `json:"level_supported"`
	// Text is the sentence to show the player ("Unverified: ..." unless
	// a verified source maps the tier).
	Text       string `json:"text"`
	Eligible   string `json:"eligible"`
	Offer      string `json:"offer"`
	Conditions string `json:"conditions"`
	AsOf       string `json:"as_of"`
	Verified   bool   `json:"verified"`
	Source     string `json:"source"`
	PathID     string `json:"path_id"`
	PathFrom   string `json:"path_from"`
}

type unmatchedTier struct {
	Casino string `json:"casino"`
	Tier   string `json:"tier"`
	// Program is the directory program when the casino has one.
	Program *string `json:"program"`
	Reason  string  `json:"reason"`
}

type getSuggestionsOutput struct {
	Suggestions []suggestion    `json:"suggestions"`
	Count       int             `json:"count"`
	Unmatched   []unmatchedTier `json:"unmatched"`
	Note        string          `json:"note"`
}

const suggestionsNote = "Unverified: tier-match paths are what the cited source said on the as_of date, not a promise: programs change or end their match offers often, " +
	"and no source found maps most tiers level for level (grants \"unknown\"). Check the source or ask the program before you apply."

func getSuggestions(ctx context.Context, env *registry.Env, _ *getSuggestionsInput) (*getSuggestionsOutput, error) {
	tiers, err := persistence.NewRecords(env.DB, env.Caller.AccountID).AllTiers(ctx)
	if err != nil {
		return nil, fmt.Errorf("get_suggestions: %w", err)
	}
	out := &getSuggestionsOutput{Suggestions: []suggestion{}, Unmatched: []unmatchedTier{}, Note: suggestionsNote}
	ladders := map[string]*persistence.CasinoLadder{}
	for _, t := range tiers {
		ladder, ok := ladders[t.CasinoKey]
		if !ok {
			if ladder, err = persistence.MatchLadder(ctx, env.DB, t.CasinoName); err != nil {
				return nil, fmt.Errorf("get_suggestions: %w", err)
			}
			ladders[t.CasinoKey] = ladder
		}
		switch {
		case ladder.Casino == nil:
			out.Unmatched = append(out.Unmatched, unmatchedTier{Casino: t.CasinoName, Tier: t.Tier,
				Reason: "No single directory casino has this name (try the directory's name or slug), so its rewards program is not known."})
			continue
		case ladder.Program == nil:
			out.Unmatched = append(out.Unmatched, unmatchedTier{Casino: t.CasinoName, Tier: t.Tier,
				Reason: fmt.Sprintf("The directory lists no rewards program for %s.", ladder.Casino.Name)})
			continue
		}
		program := ladder.Program.ProgramName
		paths := statusmatch.Into(program)
		if len(paths) == 0 {
			out.Unmatched = append(out.Unmatched, unmatchedTier{Casino: t.CasinoName, Tier: t.Tier, Program: &program,
				Reason: fmt.Sprintf("No known tier-match path accepts %s status.", program)})
			continue
		}
		for _, p := range paths {
			says := p.For(program, t.Tier)
			out.Suggestions = append(out.Suggestions, suggestion{
				FromCasino: t.CasinoName, FromTier: t.Tier, FromProgram: program, ToProgram: p.To,
				Grants: says.Grants, LevelSupported: says.LevelSupported, Text: says.Text, Eligible: p.Eligible, Offer: p.Offer,
				Conditions: p.Conditions, AsOf: p.AsOf, Verified: p.Verified, Source: p.Source,
				PathID: p.ID, PathFrom: p.From,
			})
		}
	}
	out.Count = len(out.Suggestions)
	return out, nil
}
