package web

import (
	"context"
	"encoding/json"
	"fmt"
	"html/template"
	"net/http"
	"sort"
	"strconv"
	"time"

	"github.com/tierline/tierline/internal/domain"
)

// num reads a JSON number, or a number written as a string (exact money
// may be sent either way).
type num float64

func (n *num) UnmarshalJSON(b []byte) error {
	if string(b) == "null" {
		return nil
	}
	if len(b) > 1 && b[0] == '"' {
		b = b[1 : len(b)-1]
	}
	v, err := strconv.ParseFloat(string(b), 64)
	if err != nil {
		return fmt.Errorf("not a number: %s", b)
	}
	*n = num(v)
	return nil
}

// F is the value as a float64 for the templates.
func (n num) F() float64 { return float64(n) }

// home is / : the landing page for a visitor, the dashboard for a player,
// the host dashboard for a host.
func (s *Site) home(w http.ResponseWriter, r *http.Request) error {
	u := userOf(r.Context())
	switch {
	case u == nil:
		s.render(w, r, http.StatusOK, "landing", &view{Title: "Tierline", Section: "home"})
		return nil
	case u.IsHost():
		return s.hostDashboard(w, r)
	default:
		return s.playerDashboard(w, r)
	}
}

// tierRow is one casino of the tier table.
type tierRow struct {
	Casino       string
	Tier         string
	Points       float64
	PointsNeeded *float64
	Percent      *float64
	NextTier     string
	Deadline     string
	DaysLeft     *int
	Note         string
}

// month is one month's win or loss.
type month struct {
	Label    string
	Net      *float64
	Sessions int
}

// offerRow is an offer nearing its expiry.
type offerRow struct {
	Casino   string
	Type     string
	Value    *float64
	Expires  string
	DaysLeft int
}

// dashData is the player's dashboard.
type dashData struct {
	Year                int
	Tiers               []tierRow
	Trips               int
	Sessions            int
	GamingDays          int
	Theo                float64
	SessionsWithoutTheo int
	Months              []month
	WinLossChart        template.HTML
	Balance             *float64
	BalancePoints       []point
	BankrollChart       template.HTML
	Offers              []offerRow
	OfferDays           int
	TaxOpen             bool
	Tax                 *taxFigures
}

// taxFigures are the figures of tax_year_summary the dashboard shows.
type taxFigures struct {
	TaxYear          int    `json:"tax_year"`
	W2GWinnings      num    `json:"w2g_winnings"`
	W2GCount         int    `json:"w2g_count"`
	FederalWithheld  num    `json:"federal_withheld"`
	SessionWins      num    `json:"session_wins"`
	SessionLosses    num    `json:"session_losses"`
	Winnings         num    `json:"winnings"`
	DeductibleLosses num    `json:"deductible_losses"`
	Net              num    `json:"net"`
	Rule             string `json:"rule"`
	Disclaimer       string `json:"disclaimer"`
}

// offerWindow is how far ahead the dashboard looks for expiring offers.
const offerWindow = 30

// maxPages bounds how many pages of a list the dashboard reads (200 rows
// each): enough for years of play, and a bound on one page view's work.
const maxPages = 10

func (s *Site) playerDashboard(w http.ResponseWriter, r *http.Request) error {
	ctx := r.Context()
	today := s.Now().UTC()
	d := dashData{Year: today.Year(), OfferDays: offerWindow, TaxOpen: r.URL.Query().Get("tax") == "open"}
	from, to := fmt.Sprintf("%d-01-01", d.Year), fmt.Sprintf("%d-12-31", d.Year)

	if err := s.loadTiers(ctx, &d); err != nil {
		return err
	}
	var trips struct {
		Count int `json:"count"`
	}
	if err := s.run(ctx, "player", "list_trips", map[string]any{"from": from, "to": to, "limit": 1}, &trips); err != nil {
		return err
	}
	d.Trips = trips.Count
	if err := s.loadSessions(ctx, &d, from, to); err != nil {
		return err
	}
	if err := s.loadBankroll(ctx, &d); err != nil {
		return err
	}
	var offers struct {
		Offers []struct {
			CasinoName     string  `json:"casino_name"`
			OfferType      *string `json:"offer_type"`
			Value          *num    `json:"value"`
			ExpirationDate string  `json:"expiration_date"`
			DaysLeft       int     `json:"days_left"`
		} `json:"offers"`
	}
	if err := s.run(ctx, "player", "expiring_offers", map[string]any{"within_days": offerWindow, "limit": 200}, &offers); err != nil {
		return err
	}
	for _, o := range offers.Offers {
		row := offerRow{Casino: o.CasinoName, Expires: o.ExpirationDate, DaysLeft: o.DaysLeft, Type: "offer"}
		if o.OfferType != nil {
			row.Type = *o.OfferType
		}
		if o.Value != nil {
			v := o.Value.F()
			row.Value = &v
		}
		d.Offers = append(d.Offers, row)
	}
	if d.TaxOpen {
		d.Tax = new(taxFigures)
		if err := s.run(ctx, "player", "tax_year_summary", map[string]any{"tax_year": d.Year}, d.Tax); err != nil {
			return err
		}
	}
	s.render(w, r, http.StatusOK, "dashboard", &view{Title: "Your dashboard", Section: "home", Data: d})
	return nil
}

// loadTiers reads the tier at each casino and, for each, the progress to
// the next tier and its deadline.
func (s *Site) loadTiers(ctx context.Context, d *dashData) error {
	var status struct {
		Tiers []struct {
			CasinoName    string  `json:"casino_name"`
			Tier          string  `json:"tier"`
			PointsBalance num     `json:"points_balance"`
			TierExpiresAt *string `json:"tier_expires_at"`
		} `json:"tiers"`
	}
	if err := s.run(ctx, "player", "tier_status", nil, &status); err != nil {
		return err
	}
	for _, t := range status.Tiers {
		row := tierRow{Casino: t.CasinoName, Tier: t.Tier, Points: t.PointsBalance.F()}
		var p struct {
			PercentToNext *num `json:"percent_to_next"`
			PointsNeeded  *num `json:"points_needed"`
			NextTier      *struct {
				Name string `json:"name"`
			} `json:"next_tier"`
			Ladder       string  `json:"ladder"`
			LadderReason *string `json:"ladder_reason"`
			Deadline     *string `json:"deadline"`
			DaysLeft     *int    `json:"days_left"`
		}
		err := s.run(ctx, "player", "tier_progress", map[string]any{"casino_name": t.CasinoName}, &p)
		if domain.ErrorCode(err) == domain.ENOTFOUND || domain.ErrorCode(err) == domain.EINVALID {
			row.Note = "Progress is not known for this casino."
			d.Tiers = append(d.Tiers, row)
			continue
		} else if err != nil {
			return err
		}
		if p.PercentToNext != nil {
			v := p.PercentToNext.F()
			row.Percent = &v
		}
		if p.PointsNeeded != nil {
			v := p.PointsNeeded.F()
			row.PointsNeeded = &v
		}
		if p.NextTier != nil {
			row.NextTier = p.NextTier.Name
		}
		if p.Deadline != nil {
			row.Deadline = *p.Deadline
		} else if t.TierExpiresAt != nil {
			row.Deadline = *t.TierExpiresAt
		}
		row.DaysLeft = p.DaysLeft
		switch {
		case p.Ladder == "unknown" && p.LadderReason != nil:
			row.Note = "Not known: " + *p.LadderReason
		case p.Ladder == "unknown":
			row.Note = "Not known: the directory has no tier ladder for this casino."
		case p.NextTier == nil:
			row.Note = "Top tier."
		}
		d.Tiers = append(d.Tiers, row)
	}
	return nil
}

// loadSessions reads this year's sessions: gaming days (UTC dates with a
// session), theo, and the win or loss of each month (closed sessions).
func (s *Site) loadSessions(ctx context.Context, d *dashData, from, to string) error {
	type session struct {
		StartedAt string `json:"started_at"`
		NetResult *num   `json:"net_result"`
		Theo      *num   `json:"theo"`
	}
	var all []session
	for page := 0; page < maxPages; page++ {
		var out struct {
			Sessions []session `json:"sessions"`
			Count    int       `json:"count"`
		}
		if err := s.run(ctx, "player", "list_sessions", map[string]any{"from": from, "to": to, "limit": 200, "offset": page * 200}, &out); err != nil {
			return err
		}
		all = append(all, out.Sessions...)
		d.Sessions = out.Count
		if len(all) >= out.Count || len(out.Sessions) == 0 {
			break
		}
	}
	days := map[string]bool{}
	d.Months = make([]month, 12)
	for i := range d.Months {
		d.Months[i].Label = time.Month(i + 1).String()[:3]
	}
	for _, ss := range all {
		started, err := time.Parse(time.RFC3339, ss.StartedAt)
		if err != nil {
			continue
		}
		days[started.UTC().Format("2006-01-02")] = true
		if ss.Theo != nil {
			d.Theo += ss.Theo.F()
		} else {
			d.SessionsWithoutTheo++
		}
		if ss.NetResult != nil {
			m := &d.Months[started.UTC().Month()-1]
			v := ss.NetResult.F()
			if m.Net != nil {
				v += *m.Net
			}
			m.Net = &v
			m.Sessions++
		}
	}
	d.GamingDays = len(days)
	labels := make([]string, 12)
	values := make([]*float64, 12)
	for i, m := range d.Months {
		labels[i], values[i] = m.Label, m.Net
	}
	d.WinLossChart = barChart("winloss", fmt.Sprintf("Win and loss by month, %d", d.Year),
		"Net result of the closed sessions started in each month; bars above the line are wins, below are losses.", labels, values)
	return nil
}

// loadBankroll reads the bankroll entries with their running balance.
func (s *Site) loadBankroll(ctx context.Context, d *dashData) error {
	type entry struct {
		OccurredOn     string `json:"occurred_on"`
		RunningBalance num    `json:"running_balance"`
	}
	var all []entry
	for page := 0; page < maxPages; page++ {
		var out struct {
			Entries []entry `json:"entries"`
			Count   int     `json:"count"`
		}
		if err := s.run(ctx, "player", "bankroll_history", map[string]any{"limit": 200, "offset": page * 200}, &out); err != nil {
			return err
		}
		all = append(all, out.Entries...)
		if len(all) >= out.Count || len(out.Entries) == 0 {
			break
		}
	}
	// One point per day: the balance after the day's last entry.
	byDay := map[string]float64{}
	for _, e := range all {
		byDay[e.OccurredOn] = e.RunningBalance.F()
	}
	for day, v := range byDay {
		t, err := time.Parse("2006-01-02", day)
		if err != nil {
			continue
		}
		d.BalancePoints = append(d.BalancePoints, point{Date: t, Value: v})
	}
	sort.Slice(d.BalancePoints, func(i, j int) bool { return d.BalancePoints[i].Date.Before(d.BalancePoints[j].Date) })
	if n := len(d.BalancePoints); n > 0 {
		last := d.BalancePoints[n-1].Value
		d.Balance = &last
		d.BankrollChart = lineChart("bankroll", "Bankroll over time",
			"The bankroll balance (deposits and adjustments less withdrawals) after each day with an entry.", d.BalancePoints)
	}
	return nil
}

// hostData is the host's dashboard.
type hostData struct {
	AsOf        string
	Players     []hostPlayer
	PlayerCount int
	Leads       []hostLead
	LeadCount   int
}

type hostPlayer struct {
	Name   *string `json:"name"`
	Handle *string `json:"handle"`
	Since  string  `json:"since"`
	Tiers  []struct {
		CasinoName string `json:"casino_name"`
		Tier       string `json:"tier"`
	} `json:"tiers"`
	ADT struct {
		Value      *num `json:"value"`
		GamingDays int  `json:"gaming_days"`
	} `json:"adt"`
	UpcomingTrips  []json.RawMessage `json:"upcoming_trips"`
	ExpiringOffers []json.RawMessage `json:"expiring_offers"`
}

type hostLead struct {
	Status    string  `json:"status"`
	Message   *string `json:"message"`
	CreatedAt string  `json:"created_at"`
	Player    struct {
		Name   *string `json:"name"`
		Handle *string `json:"handle"`
	} `json:"player"`
}

func (s *Site) hostDashboard(w http.ResponseWriter, r *http.Request) error {
	var out struct {
		AsOf          string       `json:"as_of"`
		Players       []hostPlayer `json:"players"`
		PlayerCount   int          `json:"player_count"`
		OpenLeads     []hostLead   `json:"open_leads"`
		OpenLeadCount int          `json:"open_lead_count"`
	}
	if err := s.run(r.Context(), "player", "host_dashboard", map[string]any{"limit": 200}, &out); err != nil {
		return err
	}
	d := hostData{AsOf: out.AsOf, Players: out.Players, PlayerCount: out.PlayerCount, Leads: out.OpenLeads, LeadCount: out.OpenLeadCount}
	s.render(w, r, http.StatusOK, "host", &view{Title: "Your host dashboard", Section: "home", Data: d})
	return nil
}
