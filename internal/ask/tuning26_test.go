package ask

import "testing"

// tuningLetters are the tuning questions of the rules made for messages
// written as letters and e-mails by older players and their families
// (the twenty-sixth held-out part's round): each group says what its rule
// reads, in other words than the held-out part's, with the near misses
// that must keep their meaning or stay declined.
func tuningLetters(t testing.TB) []expectation {
	return []expectation{
		// A letter's greeting ("Dear ...,", "Good evening,", "Hello
		// Tierline,") and its sign-off with the name signed ("Warm
		// regards,\nPatricia", "Best wishes, Ned", "Yours sincerely,\nT.
		// Abernathy") ask nothing; a name signed alone on the last line
		// after a greeting is no casino. The lines are the letter's
		// sentences. Another person's records, a subject off topic and a
		// change /ask does not propose stay declined however politely
		// put.
		{query: "Dear Tierline,\nWhich casinos are near Shreveport, Louisiana?\nWarm regards,\nPatricia", intent: FindCasinos, params: params{"near": "Shreveport, LA"}},
		{query: "Good evening,\nWhat is the house edge on craps?\nBest wishes, Ned", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "Hello Tierline,\nHow many hotel rooms does Borgata have?\nCheers,\nGwen", intent: CasinoDetail, params: params{"slug": slugOf(t, "Borgata Hotel Casino and Spa")}},
		{query: "Dear Madam,\nWhat tier am I at Borgata?\nHarrah", intent: MyTiers, params: params{}, filter: []string{"Borgata", "Borgata Hotel Casino and Spa"}},
		{query: "Dear Tierline,\nMy husband would like to know how many points he has at Borgata.\nThank you, Ruth", intent: Unknown, params: params{}},
		{query: "Dear Tierline,\nMy wife would like to know her tier at Borgata.\nLove, Sam", intent: Unknown, params: params{}},
		{query: "Good evening,\nWhat is the best recipe for apple pie?\nAll the best, Ann", intent: Unknown, params: params{}},
		{query: "Dear Sir,\nPlease delete my last trip to Borgata.\nYours faithfully,\nG. Pike", intent: Unknown, params: params{}},

		// A letter's ways of asking are polite openings: "could you
		// please advise (me) whether", "Pray tell,", "I am writing to ask
		// (whether, for)", "I should be grateful for" and "to learn
		// whether", "I should like to know" ("should like" is "would
		// like"). A change asked after them is still proposed, and one
		// /ask does not make still declines.
		{query: "Could you please advise which racinos are in Iowa?", intent: FindCasinos, params: params{"state": "IA", "type": "racino"}},
		{query: "Kindly advise me whether a $2,000 bingo win needs a W-2G.", intent: W2GRule, params: params{"game_type": "bingo", "amount_won": 2000}},
		{query: "Pray tell, what is the house edge on baccarat?", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "I am writing to ask whether a $700 keno win is reportable.", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 700}},
		{query: "We are writing to enquire which tribal casinos are in Arizona.", intent: FindCasinos, params: params{"state": "AZ", "type": "tribal"}},
		{query: "I am writing to ask for a list of the casinos in Mississippi.", intent: FindCasinos, params: params{"state": "MS"}},
		{query: "I should be grateful for a list of the commercial casinos in Indiana.", intent: FindCasinos, params: params{"state": "IN", "type": "commercial"}},
		{query: "I would be grateful to learn whether a $1,500 slot jackpot needs a W-2G.", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1500}},
		{query: "We should like to know which casinos in Kansas have a hotel.", intent: FindCasinos, params: params{"state": "KS", "has_hotel": true}},
		{query: "I should like my sessions held to 2 hours each.", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "I should be grateful if you would delete my visits to Borgata.", intent: Unknown, params: params{}},
		{query: "Could you please advise me on my will?", intent: Unknown, params: params{}},

		// A message whose request is followed by sentences that only tell
		// of the asker ("My nephew needs them for his records." "I am
		// asking for my wife.") is its request; a request in a letter's
		// opening ("I would like to know ...") after a story is its
		// question sentence. A sentence after it that reads something
		// (a casino, a date) keeps the message whole.
		{query: "Which tribal casinos are in Oklahoma? I am asking for my wife.", intent: FindCasinos, params: params{"state": "OK", "type": "tribal"}},
		// A sign-off the letter rule does not list ("Best,", "Warmly,")
		// after the question reads nothing, and is such a sentence.
		{query: "What is the house edge on blackjack?\nBest,\nKim", intent: GameFacts, params: params{"game_type": "blackjack"}},
		{query: "Which casinos are in Delaware? Warmly, Jo Ann", intent: FindCasinos, params: params{"state": "DE"}},
		{query: "I should be grateful for my W-2G total for 2024. My son helps with my taxes.", intent: W2GTotal, params: params{"tax_year": 2024}},
		{query: "Could you advise which casinos in Iowa have a hotel? I am writing for my mother.", intent: FindCasinos, params: params{"state": "IA", "has_hotel": true}},
		{query: "Please show my trips from 2024. I went to Borgata twice.", intent: MyTrips, params: params{"casino_name": "Borgata", "from": "2024-01-01", "to": "2024-12-31"}},

		// Another person the story names does not own a question the
		// asker puts of their own ("I play there with my brother. What
		// comps might I expect from them next?"), nor one of records of
		// no one (hosts who speak a language); "him" only as whom a thing
		// goes to ("so I can send it to him") is no owner. Asked of him
		// or her, the records stay theirs.
		{query: "I play at Borgata with my brother. What offers might I expect from them next?", intent: CompPredict, params: params{"casino_name": "Borgata"}},
		{query: "My aunt speaks only Vietnamese. Are there any hosts who speak Vietnamese?", intent: FindHosts, params: params{"language": "Vietnamese"}},
		{query: "My son keeps my papers. Could you show my W-2G total for 2023 so I may pass it to him?", intent: W2GTotal, params: params{"tax_year": 2023}},
		{query: "I play at Borgata with my brother. What tier is he at there?", intent: Unknown, params: params{}},
		{query: "My aunt plays at Borgata. What offers does she have?", intent: Unknown, params: params{}},

		// "at a time" (and "at a stretch", "at a sitting") says how long
		// each sitting is, never a casino "time".
		{query: "I play craps at $15 a roll for 3 hours at a stretch. What comps would that earn?", intent: CompEstimate, params: params{"game_type": "craps", "avg_bet": 15, "hours": 3}},
		{query: "what comps for roulette at $20 a spin, 2 hours at a time", intent: CompEstimate, params: params{"game_type": "roulette", "avg_bet": 20, "hours": 2}},

		// The question sentence after a story, asking the same as the
		// whole message with the same parameters and more or other
		// values, says what is asked: "never redeemed" in the story does
		// not make the expired vouchers asked for open ones.
		{query: "Some of my tickets were never redeemed and are past their date. Please list my expired vouchers.", intent: MyVouchers, params: params{"status": "expired"}},

		// A status the story names is what a match is asked for when the
		// question points back to it ("would MGM Rewards match it").
		{query: "I hold Diamond status with Caesars Rewards. Would MGM Rewards match it?", intent: TierMatchPaths, params: params{"program": "Caesars Rewards", "to_program": "MGM Rewards"}, tier: "Diamond"},

		// "which casinos there are near <town>": a question put as a
		// clause, its "there" only saying the casinos exist.
		{query: "We are visiting my son in Biloxi next month. Which casinos there are near Biloxi?", intent: FindCasinos, params: params{"near": "Biloxi, MS"}},

		// "keep my spending (on gambling) to no more than $X a <period>":
		// the money spent in a period, kept to a cap, is its budget. The
		// spending read, and a cap with a session's in one, are no
		// budget set.
		{query: "Please keep my spending on slots to no more than $80 a week.", intent: SetBudget, params: params{"period": "week", "amount": 80}},
		{query: "how much was my spending on gambling in 2024?", intent: Unknown, params: params{}},
		{query: "keep my spending to $100 a day and each session to 1 hour", intent: Unknown, params: params{}},

		// A letter's idioms: "opened its doors" is opened; "a hotel where
		// we could stay overnight" is a hotel (a hotel is for staying);
		// "what does each offer" after a program's levels is the benefits
		// of each. A hotel where something else is done stays unread, and
		// each casino's offers are still the player's.
		{query: "When did Borgata first open its doors?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Borgata Hotel Casino and Spa")}},
		{query: "which casinos in Iowa have a hotel where my sister and I could stay overnight?", intent: FindCasinos, params: params{"state": "IA", "has_hotel": true}},
		{query: "what are the tiers of Boyd Rewards and what does each one provide?", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},
		{query: "which casinos in Iowa have a hotel where I can play poker?", intent: Unknown, params: params{}},

		// A wish put as a request ("I would like my sessions kept to 2
		// hours", "I should like ...") is the question sentence after a
		// story, as a question is.
		{query: "I play slots at Borgata on Fridays. I would like my sessions capped at 2 hours.", intent: SetSessionLimit, params: params{"max_minutes": 120}},

		// A question another person asks, passed on ("my grandfather
		// wonders which ...", "my wife asks whether ...", "he wants to
		// know ..."), is answered as anyone asking it when it is nobody's
		// records; "which ones" is of the kind of casino the sentence
		// before names; "hard to reach" asks what reaching a tier takes.
		// That person's own records stay theirs.
		{query: "My grandfather wonders which racinos are in Iowa.", intent: FindCasinos, params: params{"state": "IA", "type": "racino"}},
		{query: "My uncle likes racinos and wants to know which ones are in Ohio.", intent: FindCasinos, params: params{"state": "OH", "type": "racino"}},
		{query: "My wife asks whether Seven Stars with Caesars Rewards is hard to reach.", intent: TierRequirement, params: params{"id": programID(t, "Caesars Rewards")}, tier: "Seven Stars"},
		{query: "My husband wonders what tier he is at Borgata.", intent: Unknown, params: params{}},
		{query: "My brother asks how many offers he has from Borgata.", intent: Unknown, params: params{}},

		// How far the asker still has to go, after a story naming one
		// casino and their tier or level there, is the way to the next
		// tier at it. Another person's way stays theirs, and with no tier
		// in the story "how far" may be a road's distance: declined.
		{query: "My card says I am nearly at the next tier at Borgata. How much further do I have to go?", intent: TierProgress, params: params{"casino_name": "Borgata"}},
		{query: "My brother is close to the next level at Borgata. How far does he still have to go?", intent: Unknown, params: params{}},
		{query: "I stayed at Borgata last week. How far do I have to go?", intent: Unknown, params: params{}},
		{query: "How much farther do I have to go to the next tier at Borgata?", intent: TierProgress, params: params{"casino_name": "Borgata"}},

		// The programs the directory keeps information about, and how
		// near the asker is to reaching the next tier.
		{query: "which loyalty programs do you keep details on?", intent: ListPrograms, params: params{}},
		{query: "how near am I to reaching the next level at Borgata?", intent: TierProgress, params: params{"casino_name": "Borgata"}},
	}
}
