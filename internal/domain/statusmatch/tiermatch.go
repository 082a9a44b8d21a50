// Package tiermatch holds the known status-match paths between rewards
// programs, each with its source and the date it was last seen, and the
// request-letter templates filled from a player's verified figures.
// Programs change their match offers often: a path here is what a source
// said on a date, not a promise, and unknowns stay unknown.
package statusmatch

import (
	"bytes"
	"fmt"
	"strings"
	"text/template"
)

// AnyCompetitor stands for "a card from a competing casino program"; a
// path from it says in Eligible which of those cards its source says
// qualify.
const AnyCompetitor = "any competing casino program"

// Level is one level-for-level mapping a source states: a holder of From
// is given Grants.
type Level struct {
	From   string `json:"from_tier"`
	Grants string `json:"grants"`
}

// Path is one known way to have a status in one program matched by another.
type Path struct {
	ID string `json:"id"`
	// From is the program whose status is presented (AnyCompetitor for
	// open matches), To the program that matches it.
	From string `json:"from_program"`
	To   string `json:"to_program"`
	// Eligible says which tiers of From the source says qualify, in its
	// own terms.
	Eligible string `json:"eligible"`
	// Offer is what the source says the match gives, in words.
	Offer string `json:"offer"`
	// Levels are the level-for-level mappings the source states; a tier
	// not listed here has no supported mapping (its grant is unknown).
	Levels     []Level `json:"levels"`
	Conditions string  `json:"conditions"`
	// AsOf is when the source described the path.
	AsOf     string `json:"as_of"`
	Verified bool   `json:"verified"`
	Source   string `json:"source"`
}

// Unknown is the grant of a tier no source maps.
const Unknown = "unknown"

// Paths are the status-match paths the service knows. No source found
// lists the competitor tiers Caesars accepts or MGM's matching chart
// (research notes, section D): so no path maps a named competitor tier.
var Paths = []Path{
	{ID: "caesars-competitor-match", From: AnyCompetitor, To: "Caesars Rewards",
		Eligible: "an eligible VIP card from select competitors; Caesars lists the eligible programs and tiers on caesars.com (the list covers many, not all, competitors near its properties and their higher-level cards), and that list was not found",
		Offer:    "Diamond status for new Caesars Rewards members who present an eligible card",
		Levels:   []Level{},
		Conditions: "New Caesars Rewards members only (since 2020); present the eligible card at a Caesars Rewards Center within the promotion's dates; " +
			"renewing Diamond needs tier credits in proportion to the rest of the year.",
		AsOf: "2022", Verified: false,
		Source: "https://www.knowyourslots.com/caesars-tier-match-2022-steady-as-she-goes/"},
	{ID: "mgm-tier-match-promotion", From: AnyCompetitor, To: "MGM Rewards",
		Eligible: "a current card of an eligible competitor program bearing your name; the eligible programs and MGM's matching chart were not found",
		Offer:    "an MGM Rewards tier by MGM's chart (not found)",
		Levels:   []Level{},
		Conditions: "A promotional period (February to July in 2023); in person at an MGM Rewards desk with the card and a government ID; " +
			"the matched tier follows MGM's chart, not published here.",
		AsOf: "2023", Verified: false,
		Source: "https://www.mgmresorts.com/en/mgm-rewards/tier-match-promotion-rules.html"},
	{ID: "wyndham-caesars", From: "Wyndham Rewards", To: "Caesars Rewards",
		Eligible:   "Wyndham Rewards Diamond earned at Wyndham (since 2022, not status Wyndham itself matched)",
		Offer:      "Caesars Rewards Diamond for Wyndham Rewards Diamond",
		Levels:     []Level{{From: "Diamond", Grants: "Diamond"}},
		Conditions: "The Wyndham Rewards and Caesars Rewards partnership matches status both ways; since 2022 only status earned at Wyndham, not matched, qualifies.",
		AsOf:       "2022", Verified: false,
		Source: "https://www.knowyourslots.com/caesars-appears-to-backtrack-on-2022-wyndham-tier-match-changes-at-least-for-some/"},
}

// ByID returns a path.
func ByID(id string) (Path, bool) {
	for _, p := range Paths {
		if p.ID == id {
			return p, true
		}
	}
	return Path{}, false
}

// Into returns the paths into program that a holder of a tier in fromProgram
// may use (open competitor matches count for any other casino program).
func Into(fromProgram string) []Path {
	var out []Path
	for _, p := range Paths {
		if strings.EqualFold(p.To, fromProgram) {
			continue
		}
		if p.From == AnyCompetitor || strings.EqualFold(p.From, fromProgram) {
			out = append(out, p)
		}
	}
	return out
}

// Suggestion is what a path says for one tier: the grant a source
// supports for that tier, level for level, and a sentence for the player
// that says "Unverified" whenever the path or the level is not verified.
type Suggestion struct {
	Grants string `json:"grants"`
	// LevelSupported is true when a source maps this very tier.
	LevelSupported bool   `json:"level_supported"`
	Text           string `json:"text"`
}

// For says what the path supports for a holder of tier in program.
func (p Path) For(program, tier string) Suggestion {
	s := Suggestion{Grants: Unknown}
	for _, l := range p.Levels {
		if strings.EqualFold(strings.Join(strings.Fields(l.From), " "), strings.Join(strings.Fields(tier), " ")) {
			s.Grants, s.LevelSupported = l.Grants, true
		}
	}
	holder := fmt.Sprintf("%s %s", program, tier)
	var b strings.Builder
	if !p.Verified || !s.LevelSupported {
		b.WriteString("Unverified: ")
	}
	if s.LevelSupported {
		fmt.Fprintf(&b, "a source (as of %s) says %s matches %s to %s %s. ", p.AsOf, p.To, holder, p.To, s.Grants)
	} else {
		fmt.Fprintf(&b, "a source (as of %s) says %s offers %s (eligible: %s). ", p.AsOf, p.To, p.Offer, p.Eligible)
		fmt.Fprintf(&b, "No source found says whether %s qualifies or what it would be given, so the grant for it is unknown. ", holder)
	}
	b.WriteString("Check the source or ask the program before you apply.")
	s.Text = b.String()
	return s
}

// Template is a request-letter template.
type Template struct {
	ID          string `json:"id"`
	Name        string `json:"name"`
	Description string `json:"description"`
	Body        string `json:"body"`
}

// Templates are the letter templates; fields in {{...}} come from the
// player's own records.
var Templates = []Template{
	{ID: "standard", Name: "Standard tier-match request", Description: "A short, factual request listing your current status and play.",
		Body: `Dear {{.TargetProgram}} team,

I am a member of {{.SourceProgram}} at {{.SourceCasino}}, where I hold {{.SourceTier}} status{{if .TierExpires}} through {{.TierExpires}}{{end}}.
{{- if .YTDCoinIn}} This year I have played {{.YTDCoinIn}} in coin-in there{{if .YTDTheo}} ({{.YTDTheo}} in theoretical loss){{end}}.{{end}}
{{- if eq .Trips 1}} I have made one trip to {{.SourceCasino}} in the last twelve months.
{{- else if .Trips}} I have made {{.Trips}} trips to {{.SourceCasino}} in the last twelve months.{{end}}

I plan to play with {{.TargetProgram}} and would like to ask whether you would match my {{.SourceTier}} status. I can present my card and recent statements on request.

Thank you for considering my request.

{{.PlayerName}}
{{.PlayerEmail}}
`},
	{ID: "brief", Name: "Brief note for a casino host", Description: "Two sentences for a host you already know.",
		Body: `Hello,

I hold {{.SourceTier}} status with {{.SourceProgram}} at {{.SourceCasino}}{{if .YTDCoinIn}} and have played {{.YTDCoinIn}} in coin-in there this year{{end}}. Could you look at matching me to a comparable tier with {{.TargetProgram}}?

{{.PlayerName}}
`},
}

// Letter are the figures a letter is filled with: only the player's own,
// verified records; an empty field is left out of the letter.
type Letter struct {
	TargetProgram string
	SourceProgram string
	SourceCasino  string
	SourceTier    string
	TierExpires   string
	YTDCoinIn     string
	YTDTheo       string
	Trips         int
	PlayerName    string
	PlayerEmail   string
}

// Render fills the template with l.
func Render(templateID string, l Letter) (string, error) {
	var t *Template
	for i := range Templates {
		if Templates[i].ID == templateID {
			t = &Templates[i]
		}
	}
	if t == nil {
		return "", fmt.Errorf("no letter template %q", templateID)
	}
	tmpl, err := template.New(t.ID).Parse(t.Body)
	if err != nil {
		return "", fmt.Errorf("template %s: %w", t.ID, err)
	}
	var b bytes.Buffer
	if err := tmpl.Execute(&b, l); err != nil {
		return "", fmt.Errorf("template %s: %w", t.ID, err)
	}
	return b.String(), nil
}
