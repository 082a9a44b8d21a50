package ask

import "testing"

// tuningOrdinaryPeople are the tuning phrases of the thirty-ninth fix
// round (a sixth control part), in words of their own.
func tuningOrdinaryPeople(t testing.TB) []expectation {
	return []expectation{
		// A casino whose name holds "edge" is that casino: the word is
		// the house edge only when no name took it.
		{query: "what's my tier at Prairies Edge Casino Resort", intent: MyTiers, filter: []string{"Prairies Edge Casino Resort"}},
		{query: "Where is Prairies Edge?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Prairies Edge Casino Resort")}},
		{query: "house edge on baccarat at Prairies Edge", intent: Unknown},
		// A request to be shown a ladder ("break down", "walk me
		// through") is the program's details; of the player's own
		// records it is no question the tiers answer.
		{query: "Could you break down the MGM Rewards levels?", intent: ProgramDetail, params: params{"id": programID(t, "MGM Rewards")}},
		{query: "walk me through the Caesars Rewards tiers", intent: ProgramDetail, params: params{"id": programID(t, "Caesars Rewards")}},
		{query: "break down my spending at Borgata", intent: Unknown},
		// A game's pace said by what happens at the table.
		{query: "how many spins happen per hour at roulette?", intent: GameFacts, params: params{"game_type": "roulette"}},
		// A voucher still to be cashed ("need to cash", "have to
		// redeem") is open; one the player can cash names no status.
		{query: "which TITO vouchers do I still have to redeem?", intent: MyVouchers, params: params{"status": "open"}},
		{query: "vouchers I need to cash before they expire", intent: MyVouchers, params: params{"status": "open"}},
		{query: "my vouchers I could cash", intent: MyVouchers, params: params{}},
	}
}
