package optimizers

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/tierline/tierline/actions/actionkit"
	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: "player",
		Name:      "card_recommendation",
		Area:      "optimizers",
		Kind:      registry.KindRead,
		Summary:   "Which rewards card to present at a casino, and why, given your tiers at it and its sister properties.",
		Rules: "Give exactly one of casino_name (matched to the directory by slug or name, ignoring case) or casino_slug. A casino the directory " +
			"does not know is not an error: casino is null and reason says why. rewards_program is the casino's program or null (\"none known\"). " +
			"sister_properties are the other directory casinos of that program, by name. your_tiers are your tiers whose casino_name matches a " +
			"directory casino of that program (or, with no program or no match, the casino itself, ignoring case and spacing), each with its ladder " +
			"level where your tier name is on the directory's ladder (else null). The recommended card is the program's; best_tier is your tier with " +
			"the highest ladder level (tiers off the ladder rank after those on it; ties: higher points_balance, then casino name). Reasons are plain sentences.",
		Example: map[string]any{"casino_name": "Bellagio Hotel and Casino"},
	}, cardRecommendation)
}

type cardRecommendationInput struct {
	CasinoName *string `json:"casino_name" validate:"omitempty,max=200"`
	CasinoSlug *string `json:"casino_slug" validate:"omitempty,max=200"`
}

// Check holds the rules tags cannot say.
func (in *cardRecommendationInput) Check() error {
	return oneOf("casino_name", given(in.CasinoName), "casino_slug", given(in.CasinoSlug))
}

type programView struct {
	ID          string  `json:"id"`
	ProgramName string  `json:"program_name"`
	Brand       *string `json:"brand"`
	URL         *string `json:"url"`
}

type propertyView struct {
	Slug  string  `json:"slug"`
	Name  string  `json:"name"`
	City  *string `json:"city"`
	State *string `json:"state"`
}

type heldTier struct {
	Tier     persistence.UserTier `json:"tier"`
	Level    *int                 `json:"level"`
	Property *propertyView        `json:"property"`
}

type cardChoice struct {
	Card     *string   `json:"card"`
	BestTier *heldTier `json:"best_tier"`
	Reasons  []string  `json:"reasons"`
}

type cardRecommendationOutput struct {
	Casino           *persistence.Casino `json:"casino"`
	Reason           *string             `json:"reason"`
	RewardsProgram   *programView        `json:"rewards_program"`
	ProgramStatus    string              `json:"program_status"` // known, none known
	SisterProperties []propertyView      `json:"sister_properties"`
	YourTiers        []heldTier          `json:"your_tiers"`
	Recommendation   cardChoice          `json:"recommendation"`
}

func viewProperty(c *persistence.Casino) *propertyView {
	return &propertyView{Slug: c.Slug, Name: c.Name, City: c.City, State: c.State}
}

func cardRecommendation(ctx context.Context, env *registry.Env, in *cardRecommendationInput) (*cardRecommendationOutput, error) {
	dir := persistence.NewDirectory(env.DB)
	out := &cardRecommendationOutput{ProgramStatus: "none known", SisterProperties: []propertyView{}, YourTiers: []heldTier{},
		Recommendation: cardChoice{Reasons: []string{}}}
	asked := ""
	var casino *persistence.Casino
	var err error
	if given(in.CasinoSlug) {
		asked = strings.TrimSpace(*in.CasinoSlug)
		casino, err = dir.CasinoBySlug(ctx, strings.ToLower(asked))
		if domain.ErrorCode(err) == domain.ENOTFOUND {
			casino, err = nil, nil
		}
	} else {
		asked = actionkit.CleanName(*in.CasinoName)
		casino, err = dir.MatchCasino(ctx, asked)
	}
	if err != nil {
		return nil, fmt.Errorf("card_recommendation: %w", err)
	}
	tiers, err := persistence.NewRecords(env.DB, env.Caller.AccountID).AllTiers(ctx)
	if err != nil {
		return nil, fmt.Errorf("card_recommendation: %w", err)
	}
	reasons := &out.Recommendation.Reasons

	if casino == nil {
		out.Reason = new(fmt.Sprintf("The directory has no single casino matching %q, so its rewards program is unknown.", asked))
		*reasons = append(*reasons, *out.Reason+" Ask at its players club which card it takes.")
		for _, t := range tiers {
			if t.CasinoKey == persistence.CasinoKey(asked) {
				out.YourTiers = append(out.YourTiers, heldTier{Tier: t})
			}
		}
		pickBest(out, nil)
		return out, nil
	}
	out.Casino = casino
	ladder, err := persistence.LadderOf(ctx, env.DB, casino)
	if err != nil {
		return nil, fmt.Errorf("card_recommendation: %w", err)
	}

	// Which of the caller's tiers are at this casino or a sister property.
	for _, t := range tiers {
		at, err := dir.MatchCasino(ctx, t.CasinoName)
		if err != nil {
			return nil, fmt.Errorf("card_recommendation: %w", err)
		}
		switch {
		case at != nil && at.ID == casino.ID:
		case at != nil && ladder.Program != nil && at.RewardsProgramID != nil && *at.RewardsProgramID == ladder.Program.ID:
		default:
			continue
		}
		held := heldTier{Tier: t, Property: viewProperty(at)}
		if rung := ladder.Rung(t.Tier); rung != nil {
			held.Level = &rung.Level
		}
		out.YourTiers = append(out.YourTiers, held)
	}

	if ladder.Program == nil {
		*reasons = append(*reasons, fmt.Sprintf("The directory lists no rewards program for %s; ask at its players club whether it has a card.", casino.Name))
		pickBest(out, nil)
		return out, nil
	}
	p := ladder.Program
	out.ProgramStatus = "known"
	out.RewardsProgram = &programView{ID: p.ID.String(), ProgramName: p.ProgramName, Brand: p.Brand, URL: p.URL}
	out.Recommendation.Card = &p.ProgramName
	sisters, err := dir.ProgramCasinos(ctx, p.ID)
	if err != nil {
		return nil, fmt.Errorf("card_recommendation: %w", err)
	}
	for i := range sisters {
		if sisters[i].ID != casino.ID {
			out.SisterProperties = append(out.SisterProperties, *viewProperty(&sisters[i]))
		}
	}
	*reasons = append(*reasons, fmt.Sprintf("%s belongs to %s: present your %s card there so your play is rated.", casino.Name, p.ProgramName, p.ProgramName))
	if n := len(out.SisterProperties); n > 0 {
		*reasons = append(*reasons, fmt.Sprintf("%s is shared by %d other %s in the directory: play at any of them goes on the same card.",
			p.ProgramName, n, plural(n, "property", "properties")))
	}
	pickBest(out, ladder)
	return out, nil
}

// pickBest chooses the best of your_tiers and says so in the reasons.
func pickBest(out *cardRecommendationOutput, ladder *persistence.CasinoLadder) {
	held := out.YourTiers
	reasons := &out.Recommendation.Reasons
	if len(held) == 0 {
		if out.RewardsProgram != nil {
			*reasons = append(*reasons, fmt.Sprintf("You have no tier recorded at any %s property: join %s before you play, then record it with upsert_tier.",
				out.RewardsProgram.ProgramName, out.RewardsProgram.ProgramName))
		}
		return
	}
	best := slices.MinFunc(held, func(a, b heldTier) int {
		return cmp.Or(compareLevelsDesc(a.Level, b.Level), cmp.Compare(b.Tier.PointsBalance, a.Tier.PointsBalance),
			strings.Compare(a.Tier.CasinoKey, b.Tier.CasinoKey))
	})
	out.Recommendation.BestTier = &best
	switch {
	case best.Level != nil:
		*reasons = append(*reasons, fmt.Sprintf("Your best %s status is %s (level %d of %d), recorded at %s: make sure the card you present carries it.",
			out.RewardsProgram.ProgramName, best.Tier.Tier, *best.Level, len(ladder.Tiers), best.Tier.CasinoName))
	case out.RewardsProgram != nil:
		*reasons = append(*reasons, fmt.Sprintf("Your tier %s, recorded at %s, is not on the directory's %s ladder, so it could not be ranked by level.",
			best.Tier.Tier, best.Tier.CasinoName, out.RewardsProgram.ProgramName))
	default:
		*reasons = append(*reasons, fmt.Sprintf("You have %s recorded at %s: present that card.", best.Tier.Tier, best.Tier.CasinoName))
	}
	if best.Tier.PointsNeeded > 0 {
		*reasons = append(*reasons, fmt.Sprintf("You recorded %s points still needed there; play on that card counts toward them.",
			strings.TrimSuffix(strings.TrimRight(fmt.Sprintf("%.2f", best.Tier.PointsNeeded), "0"), ".")))
	}
	if len(held) > 1 && out.RewardsProgram != nil {
		*reasons = append(*reasons, fmt.Sprintf("You recorded tiers at %d %s properties; best_tier is the highest of them.", len(held), out.RewardsProgram.ProgramName))
	}
}

// compareLevelsDesc orders optional ladder levels, highest first, unknown last.
func compareLevelsDesc(a, b *int) int {
	switch {
	case a == nil && b == nil:
		return 0
	case a == nil:
		return 1
	case b == nil:
		return -1
	}
	return cmp.Compare(*b, *a)
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
