package taxreport

import (
	"context"
	"errors"
	"strings"

	"github.com/google/uuid"

	"github.com/tierline/tierline/actions/actionkit"
	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/internal/domain/gaming"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
	"github.com/tierline/tierline/scopes"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: namespace,
		Name:      "generate_session_log",
		Area:      area,
		Kind:      registry.KindRead,
		Scope:     scopes.Tax,
		Summary:   "A session-by-session gambling log of a tax year (the diary a player is expected to keep), as JSON or CSV.",
		Rules: yearRule + " sessions has one row per closed session (ended, with a net result) started in the year in UTC, oldest first (then by id); open sessions are left out. " +
			"date is the UTC date of started_at (the service keeps no time zone, so an evening session in the Americas can fall on the next UTC date). " +
			"address is the city and state of the directory casino the casino name means (its slug, or its name ignoring case and spacing), null when the directory has no single match. " +
			"machine is the title of the session's linked machine; without one it is \"table\" for table games (blackjack, craps, roulette, baccarat, poker) and null otherwise. " +
			"buy_in, cash_out, coin_in and denomination are as logged (null when not logged); result is the session's net result. " +
			"w2g_ids are the year's W-2G records whose payer names the session's casino (ignoring case and spacing) and whose date_won falls on the session's UTC dates " +
			"(from the start date through the end date); unlinked_w2g_ids are the year's W-2G records that link to no session. " +
			"totals add up the rows: buy_in, cash_out and coin_in over the sessions that logged them (coin_in_missing counts those that did not), result the sum of the net results, " +
			"session_wins the positive results and session_losses the negative ones as a positive amount. Money is dollars rounded to the cent. " +
			csvRule + " CSV columns: session_id, date, started_at, ended_at, casino, address, game, machine, denomination, buy_in, cash_out, coin_in, result, w2g_ids (separated by \";\").",
	}, generateSessionLog)
}

type sessionLogRow struct {
	SessionID    uuid.UUID         `json:"session_id"`
	Date         domain.Date       `json:"date"`
	StartedAt    domain.Timestamp  `json:"started_at"`
	EndedAt      *domain.Timestamp `json:"ended_at"`
	Casino       string            `json:"casino"`
	Address      *string           `json:"address"`
	Game         string            `json:"game"`
	Machine      *string           `json:"machine"`
	Denomination *domain.Money     `json:"denomination"`
	BuyIn        domain.Money      `json:"buy_in"`
	CashOut      *domain.Money     `json:"cash_out"`
	CoinIn       *domain.Money     `json:"coin_in"`
	Result       domain.Money      `json:"result"`
	W2GIDs       []uuid.UUID       `json:"w2g_ids"`
}

type sessionLogTotals struct {
	SessionCount  int          `json:"session_count"`
	BuyIn         domain.Money `json:"buy_in"`
	CashOut       domain.Money `json:"cash_out"`
	CoinIn        domain.Money `json:"coin_in"`
	CoinInMissing int          `json:"coin_in_missing"`
	Result        domain.Money `json:"result"`
	SessionWins   domain.Money `json:"session_wins"`
	SessionLosses domain.Money `json:"session_losses"`
}

type generateSessionLogOutput struct {
	TaxYear        int              `json:"tax_year"`
	Sessions       []sessionLogRow  `json:"sessions"`
	Count          int              `json:"count"`
	Totals         sessionLogTotals `json:"totals"`
	UnlinkedW2GIDs []uuid.UUID      `json:"unlinked_w2g_ids"`
	Disclaimer     string           `json:"disclaimer"`
}

// sessionLogHeader is the CSV header of the session log.
var sessionLogHeader = []string{"session_id", "date", "started_at", "ended_at", "casino", "address", "game", "machine",
	"denomination", "buy_in", "cash_out", "coin_in", "result", "w2g_ids"}

// CSV writes the rows of the log as CSV.
func (o *generateSessionLogOutput) CSV() ([]byte, error) {
	rows := make([][]string, 0, len(o.Sessions))
	for _, s := range o.Sessions {
		ids := make([]string, len(s.W2GIDs))
		for i, id := range s.W2GIDs {
			ids[i] = id.String()
		}
		rows = append(rows, []string{
			s.SessionID.String(), s.Date.String(), instant(s.StartedAt), optInstant(s.EndedAt), text(s.Casino), optText(s.Address),
			s.Game, optText(s.Machine), optMoney(s.Denomination), money(s.BuyIn), optMoney(s.CashOut), optMoney(s.CoinIn),
			money(s.Result), strings.Join(ids, ";"),
		})
	}
	return writeCSV(sessionLogHeader, rows)
}

func generateSessionLog(ctx context.Context, env *registry.Env, in *yearInput) (*generateSessionLogOutput, error) {
	year, err := actionkit.TaxYear(env.Today().Year(), in.TaxYear)
	if err != nil {
		return nil, err
	}
	f, err := persistence.TaxYearFigures(ctx, env.DB, env.Caller.AccountID, year)
	if err != nil {
		return nil, wrapf("generate_session_log", err)
	}
	records := persistence.NewRecords(env.DB, env.Caller.AccountID)
	dir := newDirectoryLookup(env.DB)
	titles := map[uuid.UUID]*string{}
	linked := map[uuid.UUID]bool{}
	out := &generateSessionLogOutput{TaxYear: year, Sessions: make([]sessionLogRow, 0, len(f.Sessions)), UnlinkedW2GIDs: []uuid.UUID{}, Disclaimer: actionkit.TaxDisclaimer}
	for _, s := range f.Sessions {
		address, err := dir.address(ctx, s.CasinoName)
		if err != nil {
			return nil, wrapf("generate_session_log", err)
		}
		machine, err := machineOrTable(ctx, records, titles, &s)
		if err != nil {
			return nil, wrapf("generate_session_log", err)
		}
		row := sessionLogRow{
			SessionID: s.ID, Date: domain.DateOf(s.StartedAt.UTC()), StartedAt: s.StartedAt, EndedAt: s.EndedAt,
			Casino: s.CasinoName, Address: address, Game: s.GameType, Machine: machine,
			Denomination: s.Denomination, BuyIn: s.BuyIn, CashOut: s.CashOut, CoinIn: s.CoinIn,
			Result: *s.NetResult, W2GIDs: []uuid.UUID{},
		}
		last := row.Date
		if s.EndedAt != nil {
			last = domain.DateOf(s.EndedAt.UTC())
		}
		key := persistence.CasinoKey(s.CasinoName)
		for _, w := range f.W2Gs {
			if persistence.CasinoKey(w.Payer) == key && !w.DateWon.Before(row.Date) && !w.DateWon.After(last) {
				row.W2GIDs = append(row.W2GIDs, w.ID)
				linked[w.ID] = true
			}
		}
		t := &out.Totals
		t.SessionCount++
		t.BuyIn += row.BuyIn
		if row.CashOut != nil {
			t.CashOut += *row.CashOut
		}
		if row.CoinIn != nil {
			t.CoinIn += *row.CoinIn
		} else {
			t.CoinInMissing++
		}
		t.Result += row.Result
		out.Sessions = append(out.Sessions, row)
	}
	for _, w := range f.W2Gs {
		if !linked[w.ID] {
			out.UnlinkedW2GIDs = append(out.UnlinkedW2GIDs, w.ID)
		}
	}
	t := &out.Totals
	t.SessionWins, t.SessionLosses = f.SessionWins, f.SessionLosses
	out.Count = len(out.Sessions)
	return out, nil
}

// machineOrTable is the title of the session's machine, "table" for a
// table game without one, or nil. titles caches machine titles.
func machineOrTable(ctx context.Context, records *persistence.Records, titles map[uuid.UUID]*string, s *persistence.Session) (*string, error) {
	if s.MachineID != nil {
		title, ok := titles[*s.MachineID]
		if !ok {
			m, err := records.MachineByID(ctx, *s.MachineID)
			var te *domain.Error
			switch {
			case errors.As(err, &te) && te.Code == domain.ENOTFOUND:
			case err != nil:
				return nil, err
			default:
				title = &m.Title
			}
			titles[*s.MachineID] = title
		}
		if title != nil {
			return title, nil
		}
	}
	if isTableGame(s.GameType) {
		table := "table"
		return &table, nil
	}
	return nil, nil
}

// isTableGame reports whether a game is played at a table: not a machine
// game (gaming.IsMachine) and not "other".
func isTableGame(g string) bool {
	return gaming.IsGameType(g) && !gaming.IsMachine(g) && g != gaming.Other
}
