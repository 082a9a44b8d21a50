package ask

import "testing"

// tuningNearMissesFourth are the tuning phrases of the forty-eighth fix
// round (a fourth near-miss part), in words of their own.
func tuningNearMissesFourth(t testing.TB) []expectation {
	return []expectation{
		// A state's tax on a win (stateTaxAsked): the W-2G rule is the
		// federal reporting threshold, a state's tax no fact kept, so
		// Unknown; the rule asked without a state, or its reporting, is
		// answered.
		{query: "would a $5,000 slot jackpot be taxed by Ohio", intent: Unknown, params: params{}},
		{query: "Do I pay Indiana taxes on a $2,500 blackjack win?", intent: Unknown, params: params{}},
		{query: "is a 1500 dollar bingo win taxable in new jersey", intent: Unknown, params: params{}},
		{query: "does a $2,000 slot jackpot get reported on a W-2G", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 2000}},
		{query: "is a $6,000 keno win taxable?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 6000}},

		// A call or message the service would make (callAsked): it
		// gives resources and makes no calls, so Unknown; the help line
		// asked for is given.
		{query: "could you phone the Ohio problem gambling hotline on my behalf", intent: Unknown, params: params{}},
		{query: "pls call the gambling help line in Iowa for me", intent: Unknown, params: params{}},
		{query: "Can you text the Indiana helpline for me?", intent: Unknown, params: params{}},
		{query: "who do I call for gambling help in Ohio?", intent: RGHelp, params: params{"topic": "helpline", "state": "OH"}},
		{query: "what's the number to call for the Iowa gambling helpline", intent: RGHelp, params: params{"topic": "helpline", "state": "IA"}},

		// A program's future policy (futurePolicyAsked): no table keeps
		// what a program will stop or change, so Unknown; what the
		// programs match today is answered.
		{query: "is Caesars Rewards going to change its tier credits next year", intent: Unknown, params: params{}},
		{query: "which casinos will discontinue their rewards programs", intent: Unknown, params: params{}},
		{query: "Will MGM Rewards stop matching Wynn tiers?", intent: Unknown, params: params{}},
		{query: "which programs will match my tiers", intent: TierMatchSuggestions, params: params{}},
		{query: "will Caesars Rewards match my MGM Rewards Gold", intent: TierMatchPaths, params: params{"program": "MGM Rewards", "to_program": "Caesars Rewards"}, tier: "Gold"},

		// A language after "speak" that the list lacks (unlistedLanguage)
		// is the language asked, passed through, never a casino filter.
		{query: "any hosts who speak Lakota?", intent: FindHosts, params: params{"language": "Lakota"}},
		{query: "find me a casino host that speaks Tongan", intent: FindHosts, params: params{"language": "Tongan"}},
		{query: "is there a host who speaks Yiddish", intent: FindHosts, params: params{"language": "Yiddish"}},
		{query: "any host that speaks Cherokee", intent: FindHosts, params: params{"language": "Cherokee"}},
		{query: "hosts who speak Korean", intent: FindHosts, params: params{"language": "Korean"}},

		// A write on offers or vouchers /ask does not run (extend,
		// renew, prolong as change verbs): Unknown; reading them is
		// answered.
		{query: "renew my vouchers that run out this week", intent: Unknown, params: params{}},
		{query: "please extend my free play offer from Borgata", intent: Unknown, params: params{}},
		{query: "prolong the offers expiring in 5 days", intent: Unknown, params: params{}},
		{query: "offers expiring in 5 days", intent: ExpiringOffers, params: params{"within_days": 5}},

		// A cap on how often one plays (playCountCapped): the session
		// limit takes minutes and the budget money, never a count, so
		// Unknown; a session's length is the session limit.
		{query: "limit my play to four sessions a month", intent: Unknown, params: params{}},
		{query: "cap me at 5 sessions per week", intent: Unknown, params: params{}},
		{query: "set a limit of two sessions a day", intent: Unknown, params: params{}},
		{query: "restrict my sessions to 2 a week", intent: Unknown, params: params{}},
		{query: "cap each of my sessions at 75 minutes", intent: SetSessionLimit, params: params{"max_minutes": 75}},
		{query: "limit my sessions to 2 hours a day", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "cap my losses at 150 a week", intent: SetBudget, params: params{"period": "week", "amount": 150}},
		{query: "limit my sessions budget to $80 a day", intent: SetBudget, params: params{"period": "day", "amount": 80}},
	}
}
