package ask

import "testing"

// tuningDatesAndAmounts are the tuning phrases of the thirty-fourth fix
// round (dates, periods, amounts and durations written in every way), in
// words of their own. Today is 2026-05-14, a Thursday.
func tuningDatesAndAmounts(t testing.TB) []expectation {
	caesars := programID(t, "Caesars Rewards")
	mgm := programID(t, "MGM Rewards")
	return []expectation{
		// The year so far ("ytd", "year to date", "so far this year")
		// ends today and keeps its year as the tax year (yearToDate; the
		// W-2G total is a guard that it does); "this year" alone is
		// still the whole year.
		{query: "craps sessions year to date", intent: MySessions, params: params{"game_type": "craps", "from": "2026-01-01", "to": "2026-05-14"}},
		{query: "list the trips I've taken so far this year", intent: MyTrips, params: params{"from": "2026-01-01", "to": "2026-05-14"}},
		{query: "How much in W-2G jackpots have I had year to date?", intent: W2GTotal, params: params{"tax_year": 2026}},
		{query: "all of my roulette sessions for this year", intent: MySessions, params: params{"game_type": "roulette", "from": "2026-01-01", "to": "2026-12-31"}},

		// A calendar quarter, written short or out, with its year or the
		// latest one begun by today (quarterAt); "quarter" before a game
		// is a coin.
		{query: "my roulette sessions in the second quarter", intent: MySessions, params: params{"game_type": "roulette", "from": "2026-04-01", "to": "2026-06-30"}},
		{query: "Show the trips I took in Q3 2025.", intent: MyTrips, params: params{"from": "2025-07-01", "to": "2025-09-30"}},
		{query: "keno sessions from last quarter", intent: MySessions, params: params{"game_type": "keno", "from": "2026-01-01", "to": "2026-03-31"}},
		{query: "what's the payback on quarter video poker", intent: GameFacts, params: params{"game_type": "video_poker", "denomination": 0.25}},

		// The weekend just past (Saturday and Sunday before this week).
		{query: "craps sessions this past weekend", intent: MySessions, params: params{"game_type": "craps", "from": "2026-05-09", "to": "2026-05-10"}},
		{query: "Which trips did I log for the previous weekend?", intent: MyTrips, params: params{"from": "2026-05-09", "to": "2026-05-10"}},

		// A date written with slashes is U.S. month/day(/year)
		// (slashedDateAt); a slashed pair before a game is a pay table.
		{query: "Show my baccarat sessions from 12/24/2025.", intent: MySessions, params: params{"game_type": "baccarat", "from": "2025-12-24", "to": "2025-12-24"}},
		{query: "trips between 1/5/26 and 2/1/26", intent: MyTrips, params: params{"from": "2026-01-05", "to": "2026-02-01"}},
		{query: "my sessions on 4/2", intent: MySessions, params: params{"from": "2026-04-02", "to": "2026-04-02"}},
		{query: "what's the house edge on 6/5 blackjack", intent: Unknown, params: params{}},

		// A year written with an apostrophe and two digits.
		{query: "list my W-2Gs from '25", intent: MyW2Gs, params: params{"tax_year": 2025}},
		{query: "trips I took in ’23", intent: MyTrips, params: params{"from": "2023-01-01", "to": "2023-12-31"}},

		// A holiday with one rule (holidays), its latest date up to
		// today; "since" ends today for trips, which may be booked
		// ahead, and stays open for sessions, which never are.
		{query: "my sessions since Labor Day", intent: MySessions, params: params{"from": "2025-09-01"}},
		{query: "Which trips have I taken since Thanksgiving?", intent: MyTrips, params: params{"from": "2025-11-27", "to": "2026-05-14"}},
		{query: "slot sessions on the Fourth of July", intent: MySessions, params: params{"game_type": "slots", "from": "2025-07-04", "to": "2025-07-04"}},
		{query: "trips between Christmas and New Year's", intent: MyTrips, params: params{"from": "2025-12-25", "to": "2026-01-01"}},
		{query: "trips to Wind Creek since February", intent: MyTrips, params: params{"casino_name": "Wind Creek", "from": "2026-02-01", "to": "2026-05-14"}},
		{query: "Our family goes to Tunica every Thanksgiving. What casinos are there?", intent: FindCasinos, params: params{"near": "Tunica, MS"}},

		// A cap said as being stopped after a time written in words
		// (spelledDurationAt).
		{query: "Cut me off after half an hour per session.", intent: SetSessionLimit, params: params{"max_minutes": 30}},
		{query: "Kick me out after an hour and a half each sitting.", intent: SetSessionLimit, params: params{"max_minutes": 90}},

		// Points stated and asked whether enough for a tier: the tier's
		// threshold (pointsEnoughAsked); the player's own, or money, no.
		{query: "Would 15,000 points be enough for Diamond with Caesars Rewards?", intent: TierRequirement, params: params{"id": caesars}, tier: "Diamond"},
		{query: "Are 8,000 tier credits enough to reach Gold in MGM Rewards?", intent: TierRequirement, params: params{"id": mgm}, tier: "Gold"},
		{query: "Is $500 enough for Gold in MGM Rewards?", intent: Unknown, params: params{}},

		// A period an action cannot filter by declines
		// (periodUnfiltered): offers and vouchers take no dates, the
		// W-2G actions only a tax year; a casino after "from" is still
		// the offers' casino.
		{query: "What offers have I gotten this month?", intent: Unknown, params: params{}},
		{query: "which vouchers did i get last week", intent: Unknown, params: params{}},
		{query: "W-2Gs I received in March 2025", intent: Unknown, params: params{}},
		{query: "my gambling tax summary for the fourth quarter", intent: Unknown, params: params{}},
		{query: "offers from Wind Creek", intent: MyOffers, params: params{"casino_name": "Wind Creek"}},

		// A time no rule read declines a question of dated records
		// (unreadTime): dropping it would list every record; a clause of
		// context before the question keeps its own time, and "tax
		// year" is no unread time.
		{query: "Show the trips I've taken since Easter.", intent: Unknown, params: params{}},
		{query: "craps sessions over Labor Day weekend", intent: Unknown, params: params{}},
		{query: "my casino visits next month", intent: Unknown, params: params{}},
		{query: "List the sessions I played this summer.", intent: Unknown, params: params{}},
		{query: "Heading to Tulsa this weekend, what are my offers at Osage Casino?", intent: MyOffers, params: params{"casino_name": "Osage Casino"}},
		{query: "Since I'm headed to Tulsa Friday, list my trips to Osage Casino.", intent: MyTrips, params: params{"casino_name": "Osage Casino"}},
		{query: "pull my W-2Gs for tax year 2023", intent: MyW2Gs, params: params{"tax_year": 2023}},
	}
}
