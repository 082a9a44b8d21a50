package ask

import "testing"

// tuningRegionalAndJargon are the tuning questions of the rules made for
// regional American speech and casino players' jargon (the twenty-fifth
// held-out part's round): each group says what its rule reads, in other
// words than the held-out part's, with the near misses that must keep
// their meaning or stay declined.
func tuningRegionalAndJargon(t testing.TB) []expectation {
	return []expectation{
		// A change the asker says they are about to make ("I'm fixing
		// to", "we're about to", "I'm gonna"), the "-ing" typed as
		// spoken ("fixin'"), is the change asked; a Southern double
		// modal ("might could", "might would") asks as its second
		// modal. Two changes in one stay declined, and a read after a
		// double modal stays a read.
		{query: "I'm about to set my daily budget at $75, can you handle that?", intent: SetBudget, params: params{"period": "day", "amount": 75}},
		{query: "We're fixin' to lower my monthly budget to $900.", intent: SetBudget, params: params{"period": "month", "amount": 900}},
		{query: "I'm gonna cap my sessions at 90 minutes.", intent: SetSessionLimit, params: params{"max_minutes": 90}},
		{query: "Might would you limit my sessions to 45 minutes?", intent: SetSessionLimit, params: params{"max_minutes": 45}},
		{query: "Might could you set my weekly budget to $250?", intent: SetBudget, params: params{"period": "week", "amount": 250}},
		{query: "I'm fixing to lower my daily budget to $40 and limit my sessions to 30 minutes.", intent: Unknown, params: params{}},
		{query: "Might could you show me my limits?", intent: MyLimits, params: params{}},
		{query: "I'm about to use my free play at Borgata, which offers expire this week?", intent: ExpiringOffers, params: params{"within_days": 7}},

		// An offer a casino should send ("should be mailing me", "ought
		// to get me"), or offers asked from the player's ADT (average
		// daily theoretical), is the offer to expect, predicted: one
		// casino's, or every casino's ranked. Offers a casino is
		// sending now are the offers held; the ADT alone is no answer.
		{query: "Going by my ADT, what offers should Borgata be mailing me?", intent: CompPredict, params: params{"casino_name": "Borgata"}},
		{query: "Given my average daily theo, what kind of offers should Choctaw Durant send me?", intent: CompPredict, params: params{"casino_name": "Choctaw Durant"}},
		{query: "Sort the casinos I play by what my play ought to get me in offers.", intent: CompPredictAll, params: params{}},
		{query: "What offers is Borgata sending me right now?", intent: MyOffers, params: params{"casino_name": "Borgata"}},
		{query: "What's my ADT at Borgata?", intent: Unknown, params: params{}},

		// A status denied ("never redeemed", "haven't been cashed",
		// "haven't used") is the status of its "un-" word: open
		// vouchers, available offers. Denied with no such word ("haven't
		// expired": open or redeemed) no one status filter keeps.
		{query: "cash-out tickets I never redeemed", intent: MyVouchers, params: params{"status": "open"}},
		{query: "do I have any slot tickets that haven't been cashed?", intent: MyVouchers, params: params{"status": "open"}},
		{query: "show my free play offers I haven't used", intent: MyOffers, params: params{"status": "available"}},
		{query: "vouchers that haven't expired", intent: Unknown, params: params{}},
		{query: "list the TITO tickets I already cashed", intent: MyVouchers, params: params{"status": "redeemed"}},

		// An everyday word that begins a casino's name ("real quick",
		// "say,", "my first session") names no casino alone; with its
		// other word it still does (Casino Real, First Gold, Double
		// Eagle).
		{query: "Real quick, how many casino visits have I logged?", intent: MyVisits, params: params{}},
		{query: "Say, what trips have I taken this year?", intent: MyTrips, params: params{"from": "2026-01-01", "to": "2026-12-31"}},
		{query: "show me my first sessions of 2025", intent: MySessions, params: params{"from": "2025-01-01", "to": "2025-12-31"}},
		{query: "my visits at Casino Real", intent: MyVisits, params: params{"casino_name": "Casino Real"}},
		{query: "trips to First Gold last year", intent: MyTrips, params: params{"casino_name": "First Gold", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "how far am I from the next tier at Double Eagle?", intent: TierProgress, params: params{"casino_name": "Double Eagle"}},

		// The words sought that end in "host" ("looking for a casino
		// host", "a host who speaks ...") are the host, never a casino
		// to keep hosts at; a casino after "at" or "for" still is.
		{query: "I'm looking for a casino host that speaks Tagalog", intent: FindHosts, params: params{"language": "Tagalog"}},
		{query: "Searching for casino hosts who speak Korean", intent: FindHosts, params: params{"language": "Korean"}},
		{query: "looking for a host who speaks Vietnamese", intent: FindHosts, params: params{"language": "Vietnamese"}},
		{query: "any hosts for Borgata who speak Spanish", intent: FindHosts, params: params{"language": "Spanish"}, filter: []string{"Borgata", "Borgata Hotel Casino and Spa"}},

		// A request filed or lodged ("file a status match", "lodge a
		// status match request") is a change /ask does not propose, not
		// the suggested matches; what is "on file" is still read.
		{query: "Please file a tier match with Caesars for my Hard Rock status.", intent: Unknown, params: params{}},
		{query: "Can you lodge a status match request with Wynn?", intent: Unknown, params: params{}},
		{query: "I'd like to file a status match with Hard Rock", intent: Unknown, params: params{}},
		{query: "can I status match my MGM Gold to Caesars?", intent: TierMatchPaths, params: params{"program": "MGM Rewards", "to_program": "Caesars Rewards"}, tier: "Gold"},
		{query: "what W-2Gs do you have on file for 2024?", intent: MyW2Gs, params: params{"tax_year": 2024}},

		// A casino named first, with where it stands, then asked of as
		// "that" or "it" after the comma ("..., is that a racino?", "an
		// actual casino or a racino") is asked its details, its type
		// being a field of them; a search with no casino named first
		// stays a search, and a condition it cannot keep declines.
		{query: "Hollywood Casino Charles Town, is that a racino?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Hollywood Casino at Charles Town Races")}},
		{query: "Resorts World Catskills in Monticello, is that an actual casino or a racino?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Resorts World Catskills")}},
		{query: "Saratoga Casino Hotel in Saratoga Springs, is that a real casino?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Saratoga Casino Hotel")}},
		{query: "Is there a racino in Yonkers?", intent: FindCasinos, params: params{"near": "Yonkers, NY", "type": "racino"}},
		{query: "Are there real casinos near Yonkers or only racinos?", intent: Unknown, params: params{}},

		// Regional words that ask nothing: "y'all", "yinz", "youse" and
		// "ya" are "you"; "ope", "welp", "oh jeez" open a question as a
		// sound; "wicked quick," and "real curious," are a hurry or a
		// wonder before it; "dontcha know", "you know" and "again" close
		// it; "have ... got" is "have"; "its own" is "its". "OH" in
		// capitals is still Ohio, and "does Boyd own" still asks what
		// no search keeps.
		{query: "Y'all got any casinos near Tunica?", intent: FindCasinos, params: params{"near": "Tunica, MS"}},
		{query: "Yinz know any casinos around Pittsburgh?", intent: FindCasinos, params: params{"near": "Pittsburgh, PA"}},
		{query: "Youse know any racinos in Pennsylvania?", intent: FindCasinos, params: params{"state": "PA", "type": "racino"}},
		{query: "What rewards programs have ya got?", intent: ListPrograms, params: params{}},
		{query: "Ope, which casinos are near Council Bluffs?", intent: FindCasinos, params: params{"near": "Council Bluffs, IA"}},
		{query: "Welp, what tiers do I have everywhere?", intent: MyTiers, params: params{}},
		{query: "Wicked quick, any casinos near Lincoln, Nebraska?", intent: FindCasinos, params: params{"near": "Lincoln, NE"}},
		{query: "Real curious, how many hotel rooms does Borgata have?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Borgata Hotel Casino and Spa")}},
		{query: "How fast is a roulette game again, dontcha know?", intent: GameFacts, params: params{"game_type": "roulette"}},
		{query: "What's the W-2G threshold for keno, you know?", intent: W2GRule, params: params{"game_type": "keno"}},
		{query: "Does Turning Stone have its own players club?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Turning Stone Resort & Casino")}},
		{query: "Oh, which casinos in Ohio have a hotel?", intent: FindCasinos, params: params{"state": "OH", "has_hotel": true}},
		{query: "OH casinos with a hotel", intent: FindCasinos, params: params{"state": "OH", "has_hotel": true}},
		{query: "Kla-Mo-Ya Casino details", intent: CasinoDetail, params: params{"slug": slugOf(t, "Kla-Mo-Ya Casino")}},
		{query: "So what casinos does Boyd own?", intent: Unknown, params: params{}},

		// A town's word in its other spelling ("St." for the
		// directory's "Saint", "Saint" for its "St.", "Mt." for
		// "Mount", "Ft." for "Fort", "Sainte" for "Ste.") is the town.
		{query: "casinos in Saint Louis, Missouri", intent: FindCasinos, params: params{"near": "St. Louis, MO"}},
		{query: "any casinos near Mt. Pleasant, Michigan?", intent: FindCasinos, params: params{"near": "Mount Pleasant, MI"}},
		{query: "Ft. Hall casinos", intent: FindCasinos, params: params{"near": "Fort Hall, ID"}},
		{query: "which casinos are near East St. Louis, Illinois?", intent: FindCasinos, params: params{"near": "East Saint Louis, IL"}},
		{query: "casinos around Sault Sainte Marie, Michigan", intent: FindCasinos, params: params{"near": "Sault Ste. Marie, MI"}},

		// Baccarat at a smaller table ("midi baccarat", "mini-baccarat")
		// or by its other name ("punto banco") is baccarat; a smaller
		// wheel ("mini roulette", 13 pockets) is no game of the table.
		{query: "What's the house edge on midi baccarat?", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "how many hands per hour does a punto banco table deal?", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "house edge of mini-baccarat on the banker bet", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "What's the house edge on mini roulette?", intent: Unknown, params: params{}},

		// A self-ban is self-exclusion, asked with its state.
		{query: "what's the self-ban process in Indiana?", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "IN"}},
		{query: "Can I get self-banned in Ohio?", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "OH"}},
		{query: "i got banned from borgata, why?", intent: Unknown, params: params{}},

		// A win that "means" a W-2G asks whether it is reported, alone or
		// after the sentence telling of it; what a word means ("what
		// does theo stand for", "what does W-2G mean") is in no record
		// or table.
		{query: "Does a $1,300 bingo win mean a W-2G?", intent: W2GRule, params: params{"game_type": "bingo", "amount_won": 1300}},
		{query: "I won $700 on roulette last night. Does that mean I get a W-2G?", intent: W2GRule, params: params{"game_type": "roulette", "amount_won": 700}},
		{query: "does my $1,500 keno win mean I owe taxes?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1500}},
		{query: "What does W-2G mean?", intent: Unknown, params: params{}},
		{query: "what does theo stand for?", intent: Unknown, params: params{}},
		{query: "define ADT for me", intent: Unknown, params: params{}},

		// A guess put as a question ("I reckon there's ...?", "I figure
		// there are ...?", "we think there's ...?") asks whether there
		// is; "somewhere near", "anywhere near" is near. What no search
		// keeps (a buffet, somewhere to eat, "no casinos") still
		// declines.
		{query: "I reckon there's a casino with a hotel near Bossier City?", intent: FindCasinos, params: params{"near": "Bossier City, LA", "has_hotel": true}},
		{query: "I figure there are some racinos somewhere in Iowa?", intent: FindCasinos, params: params{"state": "IA", "type": "racino"}},
		{query: "We think there's a commercial casino anywhere near Shreveport?", intent: FindCasinos, params: params{"near": "Shreveport, LA", "type": "commercial"}},
		{query: "I bet there's a buffet at Borgata?", intent: Unknown, params: params{}},
		{query: "Is there anywhere to eat near Reno?", intent: Unknown, params: params{}},
		{query: "I guess there are no casinos in Utah?", intent: Unknown, params: params{}},

		// A program's brand and its name's words typed together, either
		// way round and with a possessive ("the Station Casinos Boarding
		// Pass", "Golden Entertainment's True Rewards", "Mohegan
		// Momentum"), are the program when its ladder is asked; a
		// casino of the brand's name ("Mohegan Sun") is still the
		// casino, and a search by the words so written still declines.
		{query: "What tiers does the Station Casinos Boarding Pass have?", intent: ProgramDetail, params: params{"id": programID(t, "my|Rewards Boarding Pass")}},
		{query: "Golden Entertainment's True Rewards tiers", intent: ProgramDetail, params: params{"id": programID(t, "True Rewards")}},
		{query: "Mohegan Momentum tiers", intent: ProgramDetail, params: params{"id": programID(t, "Momentum Rewards")}},
		{query: "Caesars Entertainment's Caesars Rewards tiers", intent: ProgramDetail, params: params{"id": programID(t, "Caesars Rewards")}},
		{query: "Mohegan Sun tiers", intent: CasinoDetail, params: params{"slug": slugOf(t, "Mohegan Sun")}},
		{query: "Boyd Rewards Boyd Gaming properties in Nevada", intent: Unknown, params: params{}},

		// A trip told before the question ("driving down to", "goin
		// down the shore", "headed up to the lake") is context: its
		// place is searched when the question points back to it
		// ("there"), and only the question's own place when it names
		// one ("in AC", "near Gulfport"). "AC" is Atlantic City. A
		// place pointed to but unnamed ("in the area"), a town the
		// directory does not know, and air conditioning still decline.
		{query: "Driving down to Biloxi this weekend, which casinos there have a hotel?", intent: FindCasinos, params: params{"near": "Biloxi, MS", "has_hotel": true}},
		{query: "Heading to the beach Saturday, any casinos near Gulfport?", intent: FindCasinos, params: params{"near": "Gulfport, MS"}},
		{query: "Going to Reno this weekend, any casinos in Sparks?", intent: FindCasinos, params: params{"near": "Sparks, NV"}},
		{query: "We're headed up to the lake Friday, any racinos near Altoona, Iowa?", intent: FindCasinos, params: params{"near": "Altoona, IA", "type": "racino"}},
		{query: "casinos in AC", intent: FindCasinos, params: params{"near": "Atlantic City, NJ"}},
		{query: "AC casinos with a hotel", intent: FindCasinos, params: params{"near": "Atlantic City, NJ", "has_hotel": true}},
		{query: "Heading to Reno this weekend, which casinos in the area have a hotel?", intent: Unknown, params: params{}},
		{query: "Going to the Poconos next week, any casinos in Denver?", intent: FindCasinos, params: params{"near": "Denver, CO"}},
		{query: "Going to Reno this weekend, what are my offers at Peppermill?", intent: MyOffers, params: params{"casino_name": "Peppermill"}},
		{query: "does Borgata have AC in the rooms?", intent: Unknown, params: params{}},

		// A trip about to be made ("fixing to go to", "about to head up
		// to", "gonna fly to") is told as a trip under way is: "there"
		// after it is its town. Told alone it asks nothing, and "to"
		// before a verb ("fixing to visit") names no casino.
		{query: "We're fixing to go to Biloxi, any casinos there?", intent: FindCasinos, params: params{"near": "Biloxi, MS"}},
		{query: "I'm about to head up to Black Hawk, any casinos there with a hotel?", intent: FindCasinos, params: params{"near": "Black Hawk, CO", "has_hotel": true}},
		{query: "We're gonna fly to Reno Friday, which casinos there have a hotel?", intent: FindCasinos, params: params{"near": "Reno, NV", "has_hotel": true}},
		{query: "I'm fixing to visit Biloxi next week.", intent: Unknown, params: params{}},
	}
}
