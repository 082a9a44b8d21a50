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

// AnyCompetitor stands for "a top-tier card from a competing casino".
const AnyCompetitor = "any competing casino program"

// Path is one known way to have a status in one program matched by another.
type Path struct {
	ID string `json:"id"`
	// From is the program whose status is presented (AnyCompetitor for
	// open matches), To the program that matches it.
	From string `json:"from_program"`
	To   string `json:"to_program"`
	// Grants is the tier the match gives, or "unknown".
	Grants     string `json:"grants"`
	Conditions string `json:"conditions"`
	// AsOf is when the source described the path.
	AsOf     string `json:"as_of"`
	Verified bool   `json:"verified"`
	Source   string `json:"source"`
}

// Paths are the status-match paths the service knows.
var Paths = []Path{
	{ID: "caesars-competitor-match", From: AnyCompetitor, To: "Caesars Rewards", Grants: "Diamond",
		Conditions: "New Caesars Rewards members only (since 2020); present an eligible competitor casino card listed on caesars.com; renewing Diamond needs tier credits in proportion to the rest of the year.",
		AsOf:       "2022", Verified: false,
		Source: "https://www.knowyourslots.com/caesars-tier-match-2022-steady-as-she-goes/"},
	{ID: "mgm-tier-match-promotion", From: AnyCompetitor, To: "MGM Rewards", Grants: "unknown",
		Conditions: "A promotional period (February to July in 2023); in person at an MGM Rewards desk with a current competitor card bearing your name and a government ID; the matched tier follows MGM's chart, not published here.",
		AsOf:       "2023", Verified: false,
		Source: "https://www.mgmresorts.com/en/mgm-rewards/tier-match-promotion-rules.html"},
	{ID: "wyndham-caesars", From: "Wyndham Rewards", To: "Caesars Rewards", Grants: "Diamond (from Wyndham Diamond)",
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
