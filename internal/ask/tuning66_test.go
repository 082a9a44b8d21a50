package ask

import "testing"

// tuningNearMissesSeven are the tuning phrases of the sixty-sixth fix
// round (near misses, seventh part: twins that asked what no action or
// table keeps, or a write, answered as their answerable look-alike), in
// words of their own, with guards that keep their old answers.
func tuningNearMissesSeven(t testing.TB) []expectation {
	return []expectation{
		// Who operates a casino, said with "runs", is its tribal_nation
		// or brand (casinoDetailWords).
		{query: "What tribe runs Bok Homa Casino?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Bok Homa Casino")}},
		{query: "Which nation runs Spirit Lake Casino and Resort?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Spirit Lake Casino and Resort")}},
		{query: "Which tribe runs Golden Moon Casino at Pearl River?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Golden Moon Casino at Pearl River")}},

		// A ladder asked to be laid out, a threshold one "must" earn
		// (programWords), and the edge the service "uses" (gameWords).
		{query: "Lay out the MGM Rewards tiers.", intent: ProgramDetail, params: params{"id": programID(t, "MGM Rewards")}},
		{query: "Can you lay out the Caesars Rewards ladder?", intent: ProgramDetail, params: params{"id": programID(t, "Caesars Rewards")}},
		{query: "What must I earn to reach Pearl in MGM Rewards?", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "Pearl"},
		{query: "How many points must I get for Platinum in Caesars Rewards?", intent: TierRequirement, params: params{"id": programID(t, "Caesars Rewards")}, tier: "Platinum"},
		{query: "What edge do you use for craps?", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "Which house edge do you assume for keno?", intent: GameFacts, params: params{"game_type": "keno"}},
		{query: "What house edge do you use for horse racing?", intent: Unknown, params: params{}},

		// Figures of a help line's use (helpStatisticAsked).
		{query: "How many people call the Ohio gambling helpline?", intent: Unknown, params: params{}},
		{query: "How many players are on the self-exclusion list in Iowa?", intent: Unknown, params: params{}},
		{query: "How many callers does the Michigan problem gambling hotline take each month?", intent: Unknown, params: params{}},

		// Another person put on a self-exclusion list
		// (othersEnrolmentAsked); a relative asking how is the help.
		{query: "Enroll my wife in self-exclusion in Indiana.", intent: Unknown, params: params{}},
		{query: "Can I register my son for the self-exclusion program in Michigan?", intent: Unknown, params: params{}},
		{query: "Put my husband on the self-exclusion list in Iowa.", intent: Unknown, params: params{}},
		{query: "My brother wants to know how to self-exclude in Ohio.", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "OH"}},

		// A limit held to some days of the week (limitDaysAsked); days
		// told in a sentence of their own are a story.
		{query: "Set a $100 daily budget for weekdays only.", intent: Unknown, params: params{}},
		{query: "Limit my sessions to 2 hours on Fridays and Saturdays.", intent: Unknown, params: params{}},
		{query: "Cap my sessions at 45 minutes on weeknights.", intent: Unknown, params: params{}},
		{query: "Limit me to a $200 weekly budget but only on weekends.", intent: Unknown, params: params{}},
		{query: "I play on Saturdays. Cap my sessions at 90 minutes.", intent: SetSessionLimit, params: params{"max_minutes": 90}},
		{query: "We gamble mostly on weekends, so set a weekly budget of $300.", intent: SetBudget, params: params{"period": "week", "amount": 300}},

		// Two casinos compared, the second found by its name only
		// (otherNameWordOr).
		{query: "Would 3 hours of $25 blackjack earn more comps at Borgata or at Ocean?", intent: Unknown, params: params{}},
		{query: "Do 2 hours of $10 craps get better comps at Golden Nugget Biloxi or Bok Homa Casino?", intent: Unknown, params: params{}},
		{query: "Would $25 blackjack for 4 hours earn more comps at Borgata or at Golden Nugget Atlantic City?", intent: Unknown, params: params{}},

		// The odds a match is granted (approvalOddsAsked).
		{query: "What are my chances that Wynn Rewards accepts a match of my Caesars Diamond?", intent: Unknown, params: params{}},
		{query: "How likely is MGM Rewards to approve my status match from Boyd?", intent: Unknown, params: params{}},
		{query: "What's the probability Caesars rejects my tier match from MGM Gold?", intent: Unknown, params: params{}},

		// The player asks to be matched, a write (matchMeWriteAsked).
		{query: "Please status match me to Wynn Rewards.", intent: Unknown, params: params{}},
		{query: "Status match me to Caesars Rewards with my current tiers.", intent: Unknown, params: params{}},
		{query: "Go ahead and status match me to MGM Rewards using my tiers.", intent: Unknown, params: params{}},
		{query: "Which programs would status match me on my tiers?", intent: TierMatchSuggestions, params: params{}},
		{query: "Match me with a host at Borgata.", intent: FindHosts, params: params{}, filter: []string{"Borgata", "Borgata Hotel Casino and Spa"}},

		// Who came with the player (companionsAsked), who dealt
		// (staffOfRecordsAsked).
		{query: "Who joined me on my visits to Borgata last year?", intent: Unknown, params: params{}},
		{query: "Who did I go with on my trips in 2024?", intent: Unknown, params: params{}},
		{query: "Who was with me during my sessions at Ocean?", intent: Unknown, params: params{}},
		{query: "Who dealt my blackjack sessions at Borgata?", intent: Unknown, params: params{}},
		{query: "Which croupier spun the wheel in my roulette sessions last month?", intent: Unknown, params: params{}},
		{query: "Name the pit boss during my sessions in March.", intent: Unknown, params: params{}},

		// A voucher misplaced (misplacedAsked).
		{query: "List my vouchers that I misplaced.", intent: Unknown, params: params{}},
		{query: "Show the vouchers I mislaid.", intent: Unknown, params: params{}},
		{query: "Did I lose any of my vouchers?", intent: Unknown, params: params{}},

		// An expiry moved later (expiryExtendAsked).
		{query: "Please lengthen the expiration of my Borgata offers.", intent: Unknown, params: params{}},
		{query: "Can you push out the expiration date on my Borgata offers?", intent: Unknown, params: params{}},
		{query: "Postpone the deadline on my open offers.", intent: Unknown, params: params{}},

		// Forms filed with a tax authority (taxFilingAsked).
		{query: "Send my 2024 W-2G forms to the IRS.", intent: Unknown, params: params{}},
		{query: "Report my 2025 W-2G winnings to the IRS for me.", intent: Unknown, params: params{}},
		{query: "E-file my tax forms for 2024.", intent: Unknown, params: params{}},
		{query: "Upload my W-2G forms from 2023 to the IRS for me.", intent: Unknown, params: params{}},

		// The bankroll as it will be (bankrollForecastAsked).
		{query: "Where is my bankroll projected to be next month?", intent: Unknown, params: params{}},
		{query: "What is my bankroll forecast for the rest of the year?", intent: Unknown, params: params{}},
		{query: "Forecast my bankroll for next month.", intent: Unknown, params: params{}},
		{query: "How much is my bankroll going to be after the summer?", intent: Unknown, params: params{}},
		{query: "Will you show me my bankroll balance?", intent: Bankroll, params: params{}},

		// Hosts ranked by their comps (hostRankWords).
		{query: "Which host at Borgata gives the largest comps?", intent: Unknown, params: params{}},
		{query: "Who is the most generous host at Ocean?", intent: Unknown, params: params{}},
		{query: "Which hosts at Golden Nugget Biloxi have the highest comp budgets?", intent: Unknown, params: params{}},
	}
}
