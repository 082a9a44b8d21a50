package ask

import "testing"

// heldOutSixtyNinth is a sixty-ninth held-out part, written blind and
// committed BEFORE its first run: by someone who had read only the action
// catalog and the service spec (both whole), the README's lines 89-155
// (its curl examples of the directory) and 428-480 (its section on /ask),
// the shipped data (casinos.csv, rewards_programs.json and
// program_properties.csv, only through short scripts: casinos with town,
// state, type, hotel, brand and nation, programs with their tiers and
// thresholds; the header line of each file, the first record of
// rewards_programs.json with its fields and a listing of data/ were
// printed too), the whole of the twenty-ninth held-out part and the first
// eighty lines of the twenty-eighth (its header), the block of intent
// constants of ask.go (lines 10-70 were printed: the import block before
// it and the first lines of the Intent type after it came along), the
// expectation type (lines 1-18 of heldout_test.go), the slugOf and
// programID helpers (lines 68-95 of ask_test.go, which also showed the
// first lines of the phrasing type) and the heldOutParts function of
// score_test.go; of the git log, only the newest subject line (it names
// the sixty-sixth and sixty-seventh parts' themes, "near misses" and
// "relayed and terse", and their first scores; nothing here imitates
// them). Never the rules of this package, the tuning phrases or the other
// held-out parts. Every casino, program, tier, town, state, brand and
// family used was checked against data/ with a short script. Its wording
// is new: each of the sixty questions was checked with a case-insensitive
// fixed-string grep (file names only, never read) against every test file
// of this package, with and without its closing mark; nine were found
// there and replaced ("break down the Boyd Rewards tiers for me", "what's
// the hold on keno?", "how many hands an hour does baccarat deal?", "who's
// my host?", "list all my check-ins", "any TITO tickets I haven't cashed
// yet?", "how's my bankroll looking?", and then two of their first
// replacements, "lay out the Boyd Rewards tier ladder for me" and "how
// many baccarat hands get dealt per hour?"), and none of the sixty is
// there now.
//
// Its theme is a twenty-second CONTROL part in players' own casino words:
// sixty short, casual questions as regular casino players actually type
// them, with the floor's slang and jargon ("comps", "free play", "players
// card", "players club", "tier credits", "status", "status match", "RFB",
// "ADT", "hand pay", "jackpot", "mailers", "host", "cage", "heater",
// "cold streak", "TITO slips", "hold", "tourney", "joints", "spots",
// "stay and play", "loss limit", "on the floor", "a royal", "the
// progressive"), mostly lower case, some without a closing mark, some with
// shorthand ("w/", "hrs", "WV", "win/loss"). It covers every area of the
// action catalog /ask reads and the directory: 50 of 60 are answerable
// (8 directory searches by town, radius, state, type, hotel, rewards and
// family; 3 casino details; the program list, 2 ladders and 3 tier
// thresholds; 2 game facts; 3 W-2G rules; a help line and a
// self-exclusion program; 2 budgets and a session limit (proposed) and
// the limits read; a comp estimate, 2 predictions at one casino and the
// ranking over all; tier progress, the player's tiers, a tier-match path
// and suggestions; hosts at a casino, by language and the player's own;
// trips, sessions, visits, vouchers, offers by casino and by status,
// expiring offers, W-2G list and total, the tax summary and the
// bankroll), and 10 of 60 expect Unknown, each because a jargon word asks
// something no action answers (a machine "on a heater", when a "cold
// streak" breaks, what "the cage" cashes or its phone number, whether a
// casino gives "RFB", the most generous host, another player's tier
// credits, the odds of "a royal", a comped buffet, a "progressive"
// meter). No question lacks a field its intent needs, so none expects a
// missing field; no question names a relative date, so none depends on
// today.
//
// It follows the twenty-ninth part's conventions (a casino named for a
// player action keeps the name as typed; a host filter by casino is the
// typed words and the directory's name when the words name exactly one
// casino, with no parameter; a radius in miles is in kilometres to one
// decimal; a year named for the player's records is that calendar year; a
// town typed without its state is near the directory's town with its
// state; "in <town>" is near that town and "in <state>" is the state; a
// family's casinos in a state are the state with q the family's name as
// the directory spells it; a tier named with its program is not
// ambiguous; a casino's details answer what the directory keeps about it,
// whichever field is asked for; a limit of money in a period is a budget;
// another person's records and a detail no answer says are Unknown). Its
// own choices, where those are silent:
//   - "players club" and "rewards card" of a casino are has_rewards: "Tunica
//     casinos with a players club?" is near "Tunica, MS" with has_rewards;
//     "which Mississippi casinos have a rewards card?" is MS with
//     has_rewards;
//   - "stay and play" asks for a hotel: "where can I stay and play in
//     Cripple Creek?" is near "Cripple Creek, CO" with has_hotel; "WV
//     casinos w/ a hotel" is WV with has_hotel;
//   - "joints" and "spots" are casinos: "tribal joints in Oregon" is OR with
//     the type tribal; "what Wind Creek spots are in Alabama" is AL with q
//     "Wind Creek" (the word every Wind Creek casino's name holds, as
//     "Oneida" in the twenty-ninth part); "any racinos around
//     Albuquerque?" is near "Albuquerque, NM" with the type racino;
//     "anywhere to gamble within 40 miles of Lake Charles?" is near "Lake
//     Charles, LA" within 64.4 km;
//   - "how many slots at Soaring Eagle?", "does Wind Creek Bethlehem have
//     rooms?" and "how many table games does Mystic Lake have?" are the
//     details of Soaring Eagle Casino and Resort, Wind Creek Bethlehem and
//     Mystic Lake Casino Hotel (each the one casino the words name;
//     "slots" are slot machines and "rooms" the hotel);
//   - "loyalty clubs" are the programs; "status levels" of a program and
//     its "ladder, Ruby on up" are the program's details; "tier credits
//     for Pearl at MGM", "tier credits to make Diamond Elite with Caesars"
//     and "what does Onyx take in Boyd Rewards" are those tiers'
//     thresholds in MGM Rewards, Caesars Rewards and Boyd Rewards (a
//     brand named with its tier names its program, as the README's "What
//     does Diamond at Caesars take");
//   - "the house hold on keno" is keno's game facts (hold is the house
//     edge) and "how many hands do they deal in an hour" at baccarat is
//     baccarat's;
//   - a "hand pay" on a slot is a slot win: "got a $1,500 hand pay on a
//     slot, is that a W-2G?" is the rule for slots with amount_won 1500; a
//     "keno ticket" is keno and a "poker tourney cash" is poker (the
//     catalog's game types have no tournament of their own), with their
//     amounts;
//   - "on a cold streak and can't stop chasing. gambling help line for
//     Indiana?" is the help line in IN (the jargon is the story; the ask
//     is the help line); "the self-exclusion list in Missouri" is
//     self-exclusion in MO;
//   - "don't let me lose more than $200 a week" is a weekly budget of 200
//     and "a $1,000 monthly loss limit" a monthly budget of 1000 (a loss
//     limit of money in a period is a budget); "cut me off after 2 hours
//     on the floor" is a session limit of 120 minutes; "what limits are on
//     my account right now?" reads the limits;
//   - "comps for 3 hrs of $10 video poker?" is comp_estimate for
//     video_poker, avg_bet 10, hours 3;
//   - a "mailer" is an offer the casino sends: "what'll my next mailer from
//     Horseshoe Hammond look like?" is comp_predict at "Horseshoe Hammond"
//     as typed; "based on my ADT, what kind of offer will Belterra send
//     me?" is comp_predict at "Belterra" (ADT is an input of the
//     prediction, not a field to ask); "which of my casinos should send
//     the fattest mailers?" is the prediction for all casinos (ranked);
//     "which of my mailers haven't I used yet?" is the player's offers with
//     the status "available" (an unused offer is available);
//   - "free play" at a casino is the player's offers there ("what free play
//     do I have at Kansas Star?" is my offers at "Kansas Star" as typed,
//     with no offer type, since list_offers filters only status and
//     casino), and "any free play expiring in the next 5 days?" is the
//     expiring offers within 5 days (expiring_offers has no type filter);
//   - "status" is the player's tier: "what's my status at all my casinos?"
//     is the player's tiers; "how close is my players card at Harrah's Gulf
//     Coast to the next tier?" is tier_progress at "Harrah's Gulf Coast";
//     "can I status match my Boyd Onyx to Caesars?" is the tier-match path
//     from Boyd Rewards' Onyx to Caesars Rewards; "any status matches I
//     qualify for with my current tiers?" is the tier-match suggestions;
//   - "I want a host at Turning Stone" is find_hosts filtered to "Turning
//     Stone" and Turning Stone Resort & Casino; "any hosts that speak
//     Vietnamese?" is find_hosts in Vietnamese (the shipped data says
//     nothing of hosts' languages, so none could be checked); "which host
//     am I hooked up with?" is the player's hosts;
//   - "my trips to Ameristar St. Charles in 2025" are the trips there (as
//     typed) in 2025; "my blackjack sessions from 2025" are those of 2025;
//     "every check-in I've logged" is the player's visits; "TITO slips
//     still sitting uncashed" are the vouchers with the status "open"
//     (TITO is ticket-in/ticket-out); "my jackpot tax forms from 2024" are
//     the W-2G list of 2024; "how much did my W-2G jackpots add up to in
//     2025?" is the W-2G total of 2025; "net win/loss for taxes in 2024?"
//     is the tax summary of 2024; "where's my gambling bankroll at right
//     now?" is the bankroll;
//   - Unknown, because no action answers what the jargon asks: "which slots
//     are on a heater at Sam's Town Shreveport?" (no action tracks how
//     machines are paying); "when does a cold streak usually break?"
//     (advice, not a fact the service keeps); "does the cage at Q Casino
//     cash personal checks?" (the directory keeps no cage policy); "will
//     Wynn Las Vegas give me RFB if I play $100 a hand?" (RFB is a comp
//     policy, not a tier, and no action says what a casino grants; a comp
//     estimate needs a game and hours and answers a value, not a yes or
//     no; the Unknown most open to dispute); "which host at Mystic Lake is
//     the most generous with comps?" (no action ranks hosts that way);
//     "what's the phone number for the cage at Mount Airy?" (the Casino
//     resource has no phone); "how many tier credits does my buddy have at
//     Caesars?" (another person's records); "what are the odds on a royal
//     in video poker?" (the game facts say the house edge and pace, not
//     the odds of one hand); "is the buffet comped with a players card at
//     Kewadin St. Ignace?" (no casino's comp rules are kept); "what's the
//     progressive up to on the Wheel of Fortune slots at Bally's Dover?"
//     (no action reads jackpot meters).
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at be6947a, the commit that added this part, with no rule
// changed for it) scored 51 of 60 correct (85.0%): precision 89.4% (42 of
// 47 answers right), recall 84.0% (42 of 50 answerable), 5 declined and 4
// wrong. No expectation was changed after it. The wrong ones: "where can
// I stay and play in Cripple Creek?" (the hotel dropped), "gimme the
// whole Boyd Rewards ladder, Ruby on up" (one tier's threshold, where the
// ladder is asked), "what'll my next mailer from Horseshoe Hammond look
// like?" (the offers held, where the next one is predicted) and "which
// host am I hooked up with?" (a host search, where the player's own hosts
// are asked).
//
// After its fix round (fix-69) it scored 60 of 60, with no expectation
// changed: "stay and play" asks for a hotel, and so does "where can I
// stay" asked as well as said; "joints" and "spots" are players' words
// for casinos in a directory search; a tier followed by "on up", "and
// up", "onward" or "and above" asks for the program's ladder from it,
// not that tier's threshold ("up to" another tier is left alone); keno's
// "tickets" named with it are the game's own; time "on the floor" is a
// session's when no day or week is named; the "next" offer in any of
// the players' words for it ("mailer", "promo", "free play", "comp") is
// the one to come, predicted; hosts the player is "hooked up", "teamed
// up" or "matched" with are the player's own; and whether a casino comps
// an amenity (a buffet, drinks, a meal, parking) is declined, as a
// policy no action keeps, unless the play is described in full for the
// calculator. Nothing declines that was expected to be answered.
func heldOutSixtyNinth(t testing.TB) []expectation {
	return []expectation{
		// The directory: searches by town, radius, state, type, hotel,
		// rewards and family, in players' words.
		{query: "Tunica casinos with a players club?", intent: FindCasinos, params: params{"near": "Tunica, MS", "has_rewards": true}},
		{query: "where can I stay and play in Cripple Creek?", intent: FindCasinos, params: params{"near": "Cripple Creek, CO", "has_hotel": true}},
		{query: "tribal joints in Oregon", intent: FindCasinos, params: params{"state": "OR", "type": "tribal"}},
		{query: "any racinos around Albuquerque?", intent: FindCasinos, params: params{"near": "Albuquerque, NM", "type": "racino"}},
		{query: "what Wind Creek spots are in Alabama", intent: FindCasinos, params: params{"state": "AL", "q": "Wind Creek"}},
		{query: "anywhere to gamble within 40 miles of Lake Charles?", intent: FindCasinos, params: params{"near": "Lake Charles, LA", "radius_km": 64.4}},
		{query: "WV casinos w/ a hotel", intent: FindCasinos, params: params{"state": "WV", "has_hotel": true}},
		{query: "which Mississippi casinos have a rewards card?", intent: FindCasinos, params: params{"state": "MS", "has_rewards": true}},

		// One casino's details.
		{query: "how many slots at Soaring Eagle?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Soaring Eagle Casino and Resort")}},
		{query: "does Wind Creek Bethlehem have rooms?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Wind Creek Bethlehem")}},
		{query: "how many table games does Mystic Lake have?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Mystic Lake Casino Hotel")}},

		// Programs: the list, ladders and tier thresholds in tier credits.
		{query: "what loyalty clubs do you cover?", intent: ListPrograms, params: params{}},
		{query: "gimme the whole Boyd Rewards ladder, Ruby on up", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},
		{query: "what are the status levels in Genting Rewards?", intent: ProgramDetail, params: params{"id": programID(t, "Genting Rewards")}},
		{query: "how many tier credits for Pearl at MGM?", intent: TierRequirement, params: params{"id": programID(t, "MGM Rewards")}, tier: "Pearl"},
		{query: "tier credits to make Diamond Elite with Caesars?", intent: TierRequirement, params: params{"id": programID(t, "Caesars Rewards")}, tier: "Diamond Elite"},
		{query: "what does Onyx take in Boyd Rewards?", intent: TierRequirement, params: params{"id": programID(t, "Boyd Rewards")}, tier: "Onyx"},

		// Game facts and the W-2G rule (hand pays, keno tickets, a tourney).
		{query: "how much does the house hold on keno tickets?", intent: GameFacts, params: params{"game_type": "keno"}},
		{query: "baccarat, how many hands do they deal in an hour?", intent: GameFacts, params: params{"game_type": "baccarat"}},
		{query: "got a $1,500 hand pay on a slot, is that a W-2G?", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1500}},
		{query: "won $2,000 on a keno ticket, do they make me sign a W-2G?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 2000}},
		{query: "is a $6,000 poker tourney cash reportable?", intent: W2GRule, params: params{"game_type": "poker", "amount_won": 6000}},

		// Responsible-gaming help by state.
		{query: "on a cold streak and can't stop chasing. gambling help line for Indiana?", intent: RGHelp, params: params{"topic": "helpline", "state": "IN"}},
		{query: "how do I get on the self-exclusion list in Missouri?", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "MO"}},

		// The player's limits: loss limits and a time cap proposed, and the
		// limits read.
		{query: "don't let me lose more than $200 a week", intent: SetBudget, params: params{"period": "week", "amount": 200}},
		{query: "set a $1,000 monthly loss limit", intent: SetBudget, params: params{"period": "month", "amount": 1000}},
		{query: "cut me off after 2 hours on the floor", intent: SetSessionLimit, params: params{"max_minutes": 120}},
		{query: "what limits are on my account right now?", intent: MyLimits, params: params{}},

		// Comps and mailers: an estimate, predictions at one casino and
		// over all of them.
		{query: "comps for 3 hrs of $10 video poker?", intent: CompEstimate, params: params{"game_type": "video_poker", "avg_bet": 10, "hours": 3}},
		{query: "what'll my next mailer from Horseshoe Hammond look like?", intent: CompPredict, params: params{"casino_name": "Horseshoe Hammond"}},
		{query: "based on my ADT, what kind of offer will Belterra send me?", intent: CompPredict, params: params{"casino_name": "Belterra"}},
		{query: "which of my casinos should send the fattest mailers?", intent: CompPredictAll, params: params{}},

		// Status: the player's tiers, progress on a players card, status
		// matches.
		{query: "what's my status at all my casinos?", intent: MyTiers, params: params{}},
		{query: "how close is my players card at Harrah's Gulf Coast to the next tier?", intent: TierProgress, params: params{"casino_name": "Harrah's Gulf Coast"}},
		{query: "can I status match my Boyd Onyx to Caesars?", intent: TierMatchPaths, params: params{"program": "Boyd Rewards", "to_program": "Caesars Rewards"}, tier: "Onyx"},
		{query: "any status matches I qualify for with my current tiers?", intent: TierMatchSuggestions, params: params{}},

		// Hosts at a casino, by language, and the player's own.
		{query: "I want a host at Turning Stone", intent: FindHosts, params: params{}, filter: []string{"Turning Stone", "Turning Stone Resort & Casino"}},
		{query: "any hosts that speak Vietnamese?", intent: FindHosts, params: params{"language": "Vietnamese"}},
		{query: "which host am I hooked up with?", intent: MyHosts, params: params{}},

		// The player's records: trips, sessions, check-ins, TITO slips,
		// free play and mailers, jackpot tax forms, the tax year and the
		// bankroll.
		{query: "my trips to Ameristar St. Charles in 2025", intent: MyTrips, params: params{"casino_name": "Ameristar St. Charles", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "pull up my blackjack sessions from 2025", intent: MySessions, params: params{"game_type": "blackjack", "from": "2025-01-01", "to": "2025-12-31"}},
		{query: "show every check-in I've logged at the casinos", intent: MyVisits, params: params{}},
		{query: "got any TITO slips still sitting uncashed?", intent: MyVouchers, params: params{"status": "open"}},
		{query: "what free play do I have at Kansas Star?", intent: MyOffers, params: params{"casino_name": "Kansas Star"}},
		{query: "which of my mailers haven't I used yet?", intent: MyOffers, params: params{"status": "available"}},
		{query: "any free play expiring in the next 5 days?", intent: ExpiringOffers, params: params{"within_days": 5}},
		{query: "pull my jackpot tax forms from 2024", intent: MyW2Gs, params: params{"tax_year": 2024}},
		{query: "how much did my W-2G jackpots add up to in 2025?", intent: W2GTotal, params: params{"tax_year": 2025}},
		{query: "net win/loss for taxes in 2024?", intent: TaxSummary, params: params{"tax_year": 2024}},
		{query: "where's my gambling bankroll at right now?", intent: Bankroll, params: params{}},

		// Jargon that asks what no action answers.
		{query: "which slots are on a heater at Sam's Town Shreveport?", intent: Unknown, params: params{}},
		{query: "when does a cold streak usually break?", intent: Unknown, params: params{}},
		{query: "does the cage at Q Casino cash personal checks?", intent: Unknown, params: params{}},
		{query: "will Wynn Las Vegas give me RFB if I play $100 a hand?", intent: Unknown, params: params{}},
		{query: "which host at Mystic Lake is the most generous with comps?", intent: Unknown, params: params{}},
		{query: "what's the phone number for the cage at Mount Airy?", intent: Unknown, params: params{}},
		{query: "how many tier credits does my buddy have at Caesars?", intent: Unknown, params: params{}},
		{query: "what are the odds on a royal in video poker?", intent: Unknown, params: params{}},
		{query: "is the buffet comped with a players card at Kewadin St. Ignace?", intent: Unknown, params: params{}},
		{query: "what's the progressive up to on the Wheel of Fortune slots at Bally's Dover?", intent: Unknown, params: params{}},
	}
}
