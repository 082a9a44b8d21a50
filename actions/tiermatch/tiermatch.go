// Package tiermatchactions holds the actions of POST /v1/tier-match, one
// file each: suggestions from the known status-match paths (package
// tiermatch), request letters filled only with the player's own records,
// and the requests the player tracks.
package tiermatchactions

import (
	"context"
	"slices"
	"strings"

	"github.com/tierline/tierline/actions/actionkit"
	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/internal/domain/statusmatch"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
)

// namespace is the endpoint's namespace (POST /v1/tier-match).
const namespace = "tier-match"

// area groups the actions in listings.
const area = "tier-match"

// defaultTemplate is the letter template used when none is named.
const defaultTemplate = "standard"

// unknownProgram stands in the letter for the source casino's program
// when the directory knows none (the player's tier is still theirs).
const unknownProgram = "the players club"

// tripWindowDays is how far back trips count for a letter.
const tripWindowDays = 365

// letterRule is how letters are filled, in words, for Rules.
const letterRule = "source_casino must mean a casino where the player has a tier (" + persistence.CasinoMatchRule + "), else 404. " +
	"target_program is free text (at most 200 characters); when it names a directory rewards program (ignoring case and spacing) the directory's spelling is used, " +
	"and it must not be the source casino's own program (400). template is one of the get_templates ids (default standard). " +
	"The letter is filled only from the player's own records: the tier and its tier_expires_at (left out once past), ytd_coin_in and ytd_theo of that tier row " +
	"(a zero is left out with its sentence), the number of the player's trips to that casino whose start_date is in the last 365 days up to today (left out when none), " +
	"and the account's name and email; the source program is the directory program of the casino, or \"the players club\" when the directory knows none. " +
	"Money in the letter is whole dollars. figures lists exactly the figures the chosen template used (a figure the template left out is not listed)."

// letterInput is what generate_letter and create_request take.
type letterInput struct {
	TargetProgram string  `json:"target_program" validate:"required,max=200"`
	SourceCasino  string  `json:"source_casino" validate:"required,max=200"`
	Template      *string `json:"template" validate:"omitempty,max=50"`
}

// Check holds the rules tags cannot say: no blank names, and a known
// template.
func (in *letterInput) Check() error {
	if strings.TrimSpace(in.TargetProgram) == "" {
		return domain.Invalid("target_program", "is required")
	}
	if strings.TrimSpace(in.SourceCasino) == "" {
		return domain.Invalid("source_casino", "is required")
	}
	if in.Template != nil && !slices.Contains(templateIDs(), *in.Template) {
		return domain.Invalid("template", "must be one of %s", strings.Join(templateIDs(), ", "))
	}
	return nil
}

func templateIDs() []string {
	ids := make([]string, len(statusmatch.Templates))
	for i, t := range statusmatch.Templates {
		ids[i] = t.ID
	}
	return ids
}

// letterFigures are the player's figures a letter used; a figure the
// letter does not contain is left out.
type letterFigures struct {
	Tier             string        `json:"tier,omitempty"`
	TierExpiresAt    *domain.Date  `json:"tier_expires_at,omitempty"`
	YTDCoinIn        *domain.Money `json:"ytd_coin_in,omitempty"`
	YTDTheo          *domain.Money `json:"ytd_theo,omitempty"`
	TripsLast365Days *int          `json:"trips_last_365_days,omitempty"`
	AccountName      *string       `json:"account_name,omitempty"`
	AccountEmail     *string       `json:"account_email,omitempty"`
}

// letter is a filled letter with what went into it.
type letter struct {
	Text          string
	Template      string
	TargetProgram string
	SourceCasino  string
	SourceProgram *string
	Tier          *persistence.UserTier
	Figures       letterFigures
}

// buildLetter fills the template of in with the caller's records.
func buildLetter(ctx context.Context, env *registry.Env, in *letterInput) (*letter, error) {
	records := persistence.NewRecords(env.DB, env.Caller.AccountID)
	tier, _, err := records.TierFor(ctx, persistence.NewCasinoResolver(env.DB), in.SourceCasino)
	if err != nil {
		return nil, err
	}
	if tier == nil {
		return nil, domain.NotFound("You have no tier recorded at a casino named %q.", actionkit.CleanName(in.SourceCasino))
	}
	ladder, err := persistence.MatchLadder(ctx, env.DB, tier.CasinoName)
	if err != nil {
		return nil, err
	}
	target, err := directoryProgramName(ctx, env, actionkit.CleanName(in.TargetProgram))
	if err != nil {
		return nil, err
	}
	var sourceProgram *string
	if ladder.Program != nil {
		sourceProgram = &ladder.Program.ProgramName
		if persistence.CasinoKey(target) == persistence.CasinoKey(ladder.Program.ProgramName) {
			return nil, domain.Invalid("target_program", "must be another program than %s, the program of %s", ladder.Program.ProgramName, tier.CasinoName)
		}
	}
	account, err := persistence.NewAccounts(env.DB).ByID(ctx, env.Caller.AccountID)
	if err != nil {
		return nil, err
	}
	today := env.Today()
	from := today.AddDays(-tripWindowDays)
	_, trips, err := records.TripsMatching(ctx, persistence.TripFilter{CasinoKey: tier.CasinoKey, From: &from, To: &today}, persistence.Page{Limit: 1})
	if err != nil {
		return nil, err
	}

	// Every figure the player has, and how it reads in the letter.
	all := letterFigures{Tier: tier.Tier}
	fill := statusmatch.Letter{
		TargetProgram: target,
		SourceProgram: unknownProgram,
		SourceCasino:  tier.CasinoName,
		SourceTier:    tier.Tier,
	}
	if sourceProgram != nil {
		fill.SourceProgram = *sourceProgram
	}
	if e := tier.TierExpiresAt; e != nil && !e.Before(today) {
		all.TierExpiresAt = e
		fill.TierExpires = e.Time().Format("January 2, 2006")
	}
	if tier.YTDCoinIn > 0 {
		all.YTDCoinIn = new(tier.YTDCoinIn)
		fill.YTDCoinIn = tier.YTDCoinIn.WholeDollars().String() // a letter quotes whole dollars
	}
	if tier.YTDTheo > 0 {
		all.YTDTheo = new(tier.YTDTheo)
		fill.YTDTheo = tier.YTDTheo.WholeDollars().String()
	}
	if trips > 0 {
		all.TripsLast365Days = new(trips)
		fill.Trips = trips
	}
	if account.Name != nil && strings.TrimSpace(*account.Name) != "" {
		all.AccountName = new(strings.TrimSpace(*account.Name))
		fill.PlayerName = *all.AccountName
	}
	all.AccountEmail = new(account.Email)
	fill.PlayerEmail = account.Email

	templateID := defaultTemplate
	if in.Template != nil {
		templateID = *in.Template
	}
	text, err := statusmatch.Render(templateID, fill)
	if err != nil {
		return nil, err
	}
	used, err := usedFigures(templateID, fill, all)
	if err != nil {
		return nil, err
	}
	return &letter{
		Text:          text,
		Template:      templateID,
		TargetProgram: target,
		SourceCasino:  tier.CasinoName,
		SourceProgram: sourceProgram,
		Tier:          tier,
		Figures:       used,
	}, nil
}

// usedFigures keeps the figures of all that the template's letter shows:
// a figure is used when leaving it out changes the letter.
func usedFigures(templateID string, fill statusmatch.Letter, all letterFigures) (letterFigures, error) {
	full, err := statusmatch.Render(templateID, fill)
	if err != nil {
		return letterFigures{}, err
	}
	used := all
	for _, f := range []struct {
		clear func(*statusmatch.Letter)
		drop  func(*letterFigures)
	}{
		{func(l *statusmatch.Letter) { l.SourceTier = "" }, func(u *letterFigures) { u.Tier = "" }},
		{func(l *statusmatch.Letter) { l.TierExpires = "" }, func(u *letterFigures) { u.TierExpiresAt = nil }},
		{func(l *statusmatch.Letter) { l.YTDCoinIn = "" }, func(u *letterFigures) { u.YTDCoinIn = nil }},
		{func(l *statusmatch.Letter) { l.YTDTheo = "" }, func(u *letterFigures) { u.YTDTheo = nil }},
		{func(l *statusmatch.Letter) { l.Trips = 0 }, func(u *letterFigures) { u.TripsLast365Days = nil }},
		{func(l *statusmatch.Letter) { l.PlayerName = "" }, func(u *letterFigures) { u.AccountName = nil }},
		{func(l *statusmatch.Letter) { l.PlayerEmail = "" }, func(u *letterFigures) { u.AccountEmail = nil }},
	} {
		without := fill
		f.clear(&without)
		text, err := statusmatch.Render(templateID, without)
		if err != nil {
			return letterFigures{}, err
		}
		if text == full {
			f.drop(&used)
		}
	}
	return used, nil
}

// directoryProgramName is the directory's spelling of a program name equal
// to name ignoring case and spacing, or name itself.
func directoryProgramName(ctx context.Context, env *registry.Env, name string) (string, error) {
	programs, _, err := persistence.NewDirectory(env.DB).Programs(ctx, persistence.ProgramFilter{Search: name, Limit: 200})
	if err != nil {
		return "", err
	}
	for _, p := range programs {
		if persistence.CasinoKey(p.ProgramName) == persistence.CasinoKey(name) {
			return p.ProgramName, nil
		}
	}
	return name, nil
}
