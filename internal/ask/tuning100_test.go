package ask

import "testing"

// tuningPart100 are the tuning phrases of the hundredth fix round (longer
// messages, thirteenth part: whether a move of money is wise, a wish for
// casinos that offer something, closings typed on a phone or asked of the
// reply, an event's time or place, how little is needed, a habit, a
// ladder pointed back to, an agent's user who would like to know, "over
// there", a clause opened by "that" and the service named), in words of
// their own, with guards that keep their answers.
func tuningPart100(t testing.TB) []expectation {
	caesars := programID(t, "Caesars Rewards")
	mgm := programID(t, "MGM Rewards")
	boyd := programID(t, "Boyd Rewards")
	return []expectation{
		// "is it <judgement> to" before a verb of moving money or setting
		// a limit asks advice (judgedDoing), as "should I" does; the
		// change asked outright is proposed and the bankroll read.
		{query: "Would it be wise to transfer some savings into my bankroll?", intent: Unknown, params: params{}},
		{query: "Is it a good idea to put part of my paycheck in my bankroll?", intent: Unknown, params: params{}},
		{query: "Raise my weekly budget to $300.", intent: SetBudget, params: params{"amount": 300, "period": "week"}},
		{query: "How much is in my bankroll?", intent: Bankroll, params: params{}},

		// "would like" is a wish, not an offer to come (toComeAsked):
		// casinos that "offer" something are a search; "would" before
		// a casino's sending still predicts.
		{query: "My user would like casinos in Nevada that offer a rewards program.", intent: FindCasinos, params: params{"state": "NV", "has_rewards": true}},
		{query: "The client would like a list of Oklahoma casinos that offer a hotel.", intent: FindCasinos, params: params{"state": "OK", "has_hotel": true}},
		{query: "What offer would Borgata send me next?", intent: CompPredict, params: params{"casino_name": "Borgata"}},
		{query: "What comps would Wind Creek give me?", intent: CompPredict, params: params{"casino_name": "Wind Creek"}},

		// A plan typed with its subject dropped ("gonna ..."), a closing
		// "please" about the reply, an event's time or place, how little
		// is needed, part of the party ("neither of us"), someone close
		// typed without "my" and what they have done, or someone of the
		// asker's busy with something: afterwords that ask nothing.
		{query: "got a new gig in tunica haha. what casinos are near tunica. gonna check them out in july", intent: FindCasinos, params: params{"near": "Tunica, MS"}},
		{query: "which casinos are in biloxi? gonna drive down in august", intent: FindCasinos, params: params{"near": "Biloxi, MS"}},
		{query: "What's the house edge on roulette? Please answer briefly.", intent: GameFacts, params: params{"game_type": "roulette"}},
		{query: "Do I get a W-2G for a $1,300 keno win? Please respond in plain words.", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1300}},
		{query: "What's the house edge on blackjack? My graduation party is at a casino next month.", intent: GameFacts, params: params{"game_type": "blackjack"}},
		{query: "Which casinos near Reno have a hotel? A clean room is all we need.", intent: FindCasinos, params: params{"near": "Reno, NV", "has_hotel": true}},
		{query: "Any tribal casinos in Oregon? A quiet table is all I want.", intent: FindCasinos, params: params{"state": "OR", "type": "tribal"}},
		{query: "Which casinos in Nevada have a hotel? We retire next year. Neither of us has been to Reno.", intent: FindCasinos, params: params{"state": "NV", "has_hotel": true}},
		{query: "What tribal casinos are in Oregon? Our reunion is in June. Neither of us has gambled before.", intent: FindCasinos, params: params{"state": "OR", "type": "tribal"}},
		{query: "Any casinos with a hotel near Biloxi? Grandma has offered to watch the dog.", intent: FindCasinos, params: params{"near": "Biloxi, MS", "has_hotel": true}},
		{query: "Show my 2024 W-2Gs. My bookkeeper is chasing me for receipts. She wants them by Monday.", intent: MyW2Gs, params: params{"tax_year": 2024}},
		{query: "List casinos in Nevada with a hotel. Nothing pricey, please.", intent: FindCasinos, params: params{"state": "NV", "has_hotel": true}},
		{query: "Show me the Boyd Rewards tiers. I play at Boyd casinos every time I visit Vegas.", intent: ProgramDetail, params: params{"id": boyd}},
		// guards: a place after "nothing" would narrow the search (and
		// is declined), and an event's month after a search dates nothing
		{query: "Show me casinos in Iowa. Nothing in Reno, please.", intent: Unknown, params: params{}},
		{query: "Which casinos in Nevada have a hotel? Our reunion is in August. Thanks.", intent: FindCasinos, params: params{"state": "NV", "has_hotel": true}},

		// An agent's request made "for my user" (or "the user") opens a
		// relay however long it is, so "they" after it is the user; and
		// "they'd like to know whether ..." is the user's question.
		{query: "Please cap each session at 90 minutes for the user. They start a new job soon and want to keep it tidy. Thanks.", intent: SetSessionLimit, params: params{"max_minutes": 90}},
		{query: "My user hit $1,500 on keno last night. They'd like to know if a win like that gets a W-2G. Please keep it short.", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1500}},
		{query: "The user won $1,800 at bingo today. They would like to know whether that amount needs a W-2G. Please keep it short.", intent: W2GRule, params: params{"game_type": "bingo", "amount_won": 1800}},
		// guard: the asker's own wish to know after a question is why
		// they ask
		{query: "Show me the Boyd Rewards tiers. I want to know what I'm aiming for.", intent: ProgramDetail, params: params{"id": boyd}},

		// "Lay out", "walk me through" and "break down" ask to be shown,
		// as "explain" does.
		{query: "Break down the Caesars Rewards tiers. My wife swears there are six.", intent: ProgramDetail, params: params{"id": caesars}},
		{query: "Lay out the MGM Rewards ladder for me. We visit Vegas twice a year.", intent: ProgramDetail, params: params{"id": mgm}},

		// "their" before a ladder is the one program a story names,
		// whoever else it names; "their tier" alone may be a person's.
		{query: "My uncle loves Boyd Rewards. Can you show me their tier levels?", intent: ProgramDetail, params: params{"id": boyd}},
		{query: "My dad plays with Caesars Rewards. What's their tier?", intent: Unknown, params: params{}},

		// "over there", "out there": the casino the story names.
		{query: "I spent the weekend at Borgata. How far am I from the next tier out there?", intent: TierProgress, params: params{"casino_name": "Borgata"}},

		// "casinos ... that have" opens the question's own clause, no
		// pointing back to the story.
		{query: "We went in June. Show me casinos in Nevada that have a hotel.", intent: FindCasinos, params: params{"state": "NV", "has_hotel": true}},

		// The service named ("your service", "the website") is the
		// directory's; what the service does outside it is still not.
		{query: "Which rewards programs does the website cover?", intent: ListPrograms, params: params{}},
		{query: "Does this app file my W-2Gs?", intent: Unknown, params: params{}},
	}
}
