package machines

import (
	"context"
	"fmt"
	"math"

	"github.com/tierline/tierline/actions/actionkit"
	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
)

func init() {
	registry.Register(registry.Spec{
		Namespace: "player",
		Name:      "machine_stats",
		Area:      "machines",
		Kind:      registry.KindRead,
		Summary:   "Totals of the player's sessions on one machine, with the return they observed.",
		Rules: "Counts the closed sessions linked to the machine (open ones have no result yet). hours is the sum of " +
			"duration_minutes ÷ 60, to two decimals; coin_in and net_result are sums in dollars. observed_return = " +
			"(coin_in + net_result) ÷ coin_in over the sessions that recorded a coin_in (a fraction: 0.92 means 92% came back), " +
			"to four decimals; it is null when no coin-in is recorded, and observed_return_note then says so. " +
			"It is what this player saw, not the machine's programmed payback.",
	}, machineStats)
}

type machineStatsInput struct {
	MachineID string `json:"machine_id" validate:"required,uuid"`
}

type machineStatsOutput struct {
	Machine            persistence.Machine `json:"machine"`
	Sessions           int                 `json:"sessions"`
	Hours              float64             `json:"hours"`
	CoinIn             domain.Money        `json:"coin_in"`
	NetResult          domain.Money        `json:"net_result"`
	ObservedReturn     *float64            `json:"observed_return"`
	ObservedReturnNote *string             `json:"observed_return_note"`
}

func machineStats(ctx context.Context, env *registry.Env, in *machineStatsInput) (*machineStatsOutput, error) {
	recs := persistence.NewRecords(env.DB, env.Caller.AccountID)
	m, err := recs.MachineByID(ctx, actionkit.ID(in.MachineID))
	if err != nil {
		return nil, fmt.Errorf("machine_stats: %w", err)
	}
	sessions, err := recs.ClosedSessionsOfMachine(ctx, m.ID)
	if err != nil {
		return nil, fmt.Errorf("machine_stats: %w", err)
	}
	out := &machineStatsOutput{Machine: *m, Sessions: len(sessions)}
	minutes := 0
	var netWithCoinIn domain.Money
	for _, s := range sessions {
		if s.DurationMinutes != nil {
			minutes += *s.DurationMinutes
		}
		if s.NetResult != nil {
			out.NetResult += *s.NetResult
		}
		if s.CoinIn != nil && *s.CoinIn > 0 {
			out.CoinIn += *s.CoinIn
			if s.NetResult != nil {
				netWithCoinIn += *s.NetResult
			}
		}
	}
	out.Hours = math.Round(float64(minutes)/60*100) / 100
	if out.CoinIn > 0 {
		r := math.Round(float64(out.CoinIn+netWithCoinIn)/float64(out.CoinIn)*10000) / 10000
		out.ObservedReturn = &r
	} else {
		note := "No coin-in is recorded on this machine's sessions, so no return can be observed; end or log sessions with coin_in."
		out.ObservedReturnNote = &note
	}
	return out, nil
}
