package ask

import "testing"

// heldOutHundredFortyThird is the hundred-and-forty-third held-out
// part, written blind and committed BEFORE its first run: by someone
// who had read only what its brief allowed, namely the service spec and
// the action catalog (both whole), lines 89-160 (the curl examples of
// the directory) and 436-494 (asking in plain English) of the README,
// the whole of the twenty-ninth held-out part and the first eighty
// lines of the twenty-eighth (its header), the block of intent
// constants of ask.go (printed by an awk script from its "const (" to
// the first ")" after it), lines 1-18 of heldout_test.go (the
// expectation type), the slugOf and programID functions of ask_test.go
// (printed alone by awk), the first and last twenty lines of
// heldOutParts in score_test.go (found with grep -n), and the subject
// of the branch's newest commit (it names a sentence-scanning rule in a
// line and quotes no phrase used or imitated here). The shipped data
// (casinos.csv, rewards_programs.json, program_properties.csv and
// us_cities.csv) was read only through short python3 scripts printing
// what was needed: the files' columns and row counts, the casino types
// and their counts, the casinos per state and the states with none, the
// brands and tribal nations with their counts, every program with its
// brand and its tiers (name, level, amount, unit), the states of each
// program's properties, the states where a town is a directory town or
// one of the embedded cities, the casinos of about forty towns and of
// West Virginia, Missouri and Pennsylvania, the casinos of six nations
// and of nine brand-and-state pairs, and the directory, program and
// city rows holding about forty candidate words. Never the rules of
// this package, the tuning phrases or the other held-out parts; go test
// was never run.
//
// Every fact was checked against data/ with such a script. Each casino
// named for an answer exists once, spelled as the directory spells it,
// in the town and state the question gives (Tachi Palace Hotel & Casino
// in Lemoore, CA; Harrah's Philadelphia Casino & Racetrack in Chester,
// PA; Parkwest Casino Sonoma in Petaluma, CA). Each town of an answer
// is a directory town of that state (Davenport, IA, the town also being
// one in WA, so its state is always typed; Petaluma, Ventura, Manteca
// and Modesto, CA; Olympia, WA). Kansas has 8 casinos, West Virginia 3
// racinos, Missouri 13 commercial casinos; the Southern Ute Indian
// Tribe (Sky Ute Casino) and the Eastern Shoshone Tribe (Shoshone Rose
// Casino) are tribal nations of the directory; Boyd Gaming has 2
// casinos in Indiana and Caesars Entertainment 3 in Louisiana; Momentum
// Rewards has a property in Pennsylvania (Mohegan Sun Pocono); True
// Rewards, Boyd Rewards, Genting Rewards, Lucky Star Rewards, MGM
// Rewards and Caesars Rewards are shipped, with the tiers Emerald
// (Boyd), Tier 4 (Genting), Silver Star (Lucky Star), Pearl (MGM) and
// Diamond (Caesars). Each non-existence was checked the same way:
// Davenport is a town in IA and WA only, Petaluma, Manteca and Modesto
// in CA only, in the directory and in us_cities.csv alike; Ojai and
// Olympus are in neither, in any state; Kentucky has no casino in the
// directory (nor do GA, HI, SC, TN, UT, VT and DC); the directory's
// casino types are commercial, tribal and racino only, and no name
// holds "riverboat" or "truck"; no nation, name, town or county holds
// "Northern Ute" or "Western Shoshone"; no brand or name holds "Full
// House" or "Jacobs"; no program, casino name or region holds "Rush
// Rewards", "Club Serrano" or "Spectrum Rewards"; Tachi Palace Hotel &
// Casino is in Lemoore and no directory casino is in Hanford (a city of
// us_cities.csv), Harrah's Philadelphia Casino & Racetrack is in
// Pennsylvania only and no New Jersey casino holds "Philadelphia", and
// the five Parkwest casinos are 580, Cordova, Lodi, Lotus and Sonoma,
// none in Fresno; Boyd Rewards has no Diamond (a Caesars tier) and MGM
// Rewards no Onyx (a Boyd tier); Genting Rewards stops at Tier 5 and no
// program has a Platinum Star; "sic bo", "pai gow", "pachinko",
// "Alberta" and "Elvish" are nowhere in the data, no directory or
// embedded city is named Mexico or Alberta, and bingo, sic bo, pai gow
// and pachinko are none of the game types the action catalog names
// (slots, video_poker, blackjack, craps, roulette, baccarat, poker,
// keno, other).
//
// Its wording is new: each of the sixty messages was checked with grep
// -rilF over internal/ask (file names only, no hit opened), as typed
// and without its closing mark. Five were found on the first check
// ("Which racinos does West Virginia have?", without its mark; "What's
// the house edge on keno?"; "How many rolls an hour does a craps table
// see?"; "Gambling helpline for Montana?"; "Find me a host who speaks
// Japanese.", without its mark) and were reworded, and so were their
// five twins, to keep each pair in nearly the same words; one rewording
// ("About how many rolls per hour happen at a craps table?") was found
// again and reworded once more, so six found messages were reworded in
// all. The final sixty were checked again and none is found. Its towns,
// casinos, nations and brands were chosen, where the data allowed,
// among those few or no earlier files name (counted the same way):
// Davenport, Petaluma, Ventura, Manteca, Modesto, Olympia, the Southern
// Ute and Eastern Shoshone nations and Parkwest Casino Sonoma are named
// by no earlier file, Tachi Palace by one and the host language
// Japanese by three.
//
// Its theme is NEAR MISSES, twenty-first part, on NAMES THAT DO NOT
// EXIST OR DO NOT FIT: 30 pairs, each an answerable question followed
// at once by a twin in nearly the same words where one name is changed
// to one the directory or the tables do not have, or do not have in
// that place. 30 expect an answer and 30 expect Unknown. The pairs by
// area: town searches 4 (one with has_rewards, one with has_hotel),
// radius searches 2, a state search 1, type searches 2, nation searches
// 2, brand searches 2, a program's casinos 1, casino details 3, a
// ladder 1, tier thresholds 3, tier-match paths from a named tier 2,
// game facts 2, the W-2G rule per game 2, help and self-exclusion by
// state 2, hosts by language 1. The 30 twins by the kind of name
// changed: a town paired with a state it is not in 4 (Davenport,
// Nebraska; Petaluma, Oregon; Manteca, Nevada; Modesto, Arizona); a
// town in no state of the directory or of the embedded cities 2 (Ojai;
// Olympus, Washington); a state with no casino in the directory 1
// (Kentucky); a casino type the spec does not know 2 (truck-stop,
// riverboat); a tribal nation the data does not have 2 (the Northern
// Ute Indian Tribe, the Western Shoshone Tribe); a brand the directory
// does not have 2 (Full House Resorts, Jacobs Entertainment); a program
// that is not shipped 3 (Rush Rewards in a search, Club Serrano as a
// ladder, Spectrum Rewards as a tier-match target); a casino of the
// directory with the wrong town 1 (Tachi Palace in Hanford) or the
// wrong state 1 (Harrah's Philadelphia in New Jersey), and a casino the
// directory does not have 1 (Parkwest Casino Fresno); a program paired
// with a tier of another program 2 (Diamond in Boyd Rewards, an MGM
// Onyx); a tier no program has 2 (Tier 6 in Genting Rewards, Platinum
// Star in Lucky Star Rewards); a game the game table does not hold 4
// (bingo and sic bo for game facts, pai gow and pachinko for the W-2G
// rule); a place that is no U.S. state 2 (Alberta, Mexico); a language
// no one speaks 1 (Elvish). Every twin is Unknown for one reason: it
// asks the directory or a fact table about a name that is not there, or
// not there in that place, and the service must not answer about a
// different town, casino, state, nation, brand, program, tier or game
// than the one named, nor drop the name and answer the rest. No twin is
// a player action with a casino name (a player action takes a casino
// name as typed, so that would be no near miss), and no question lacks
// a field its intent needs, so none expects a missing field.
//
// It follows the twenty-ninth part's conventions: a radius in miles is
// in kilometres to one decimal (30 miles 48.3, 10 miles 16.1); a town
// is "Town, ST", a town typed without its state is near the directory's
// town with its state, and "in <town>" is near that town; "in <state>"
// is the state; a family's casinos in a state are the state with q the
// family's name as the directory spells it; a tier named with its
// program is not ambiguous; a casino's details answer what the
// directory keeps about it, whichever field is asked for; a tier-match
// question naming the tier it starts from is the path, "I" and "my"
// notwithstanding. Its own choices, where those are silent:
//   - A brand's casinos in a state are the state with q the brand as
//     the directory spells it ("Boyd Gaming", "Caesars Entertainment"),
//     the family convention applied to brands.
//   - A tribal nation's casinos are q the nation as the directory
//     spells it ("Southern Ute Indian Tribe", "Eastern Shoshone
//     Tribe"), with no state, as in the README's "which casinos does
//     the Chickasaw Nation own".
//   - A program's casinos in a state are the state with the parameter
//     "program" holding the program's name as shipped ("Momentum
//     Rewards"), after the README's program= search, which takes the
//     name or the id; the name is chosen because the twenty-ninth part
//     names programs by name in its tier-match parameters. This is the
//     expectation most open to dispute in its shape.
//   - A casino's details asked with its right town or state are the
//     casino's details alone: the town or state adds no parameter.
//   - "a slot machine" is the game type slots; "a keno jackpot" is
//     keno.
//   - A game the table does not hold is not read as the game type
//     "other": the twin is Unknown, as this part's theme has it.
//   - Two twins are Unknown by this part's theme though one could argue
//     for an empty answer instead, and they are listed as the most open
//     to dispute: "What casinos does Kentucky have?" (a real state with
//     no casino in the directory) and a host fluent in Elvish
//     (search_hosts takes a language as free text; Elvish is no
//     language a host could speak).
//
// First run (go test ./internal/ask -run TestCorpusScore -count=1 -v,
// once, on main at ebc9a49, and no rule changed for it) scored 52 of 60
// correct (86.7%): precision 80.6% (29 of 36 answers right), recall
// 96.7% (29 of 30 answerable), 1 declined and 7 wrong. No expectation
// was changed after it. The wrong ones: a state with no casino in the
// directory searched (Kentucky); a casino named with a town (Hanford)
// or state (New Jersey) it is not in, answered with its details; a tier
// Genting Rewards does not have (Tier 6) answered with the ladder; a
// tier MGM Rewards does not have (Onyx) matched to Caesars Rewards; a
// match into a program not shipped (Spectrum Rewards) read as a match
// with no target; a host "fluent in Elvish" searched. The declined:
// "How big is the house edge when I play keno?".
//
// After its fix round (2026-11-25, branch fix-143, tuningPart143):
// 60/60, 0 wrong, 0 declined; no expectation was changed, and the part
// is barred. The general rules added: a tier named that no program the
// question names has, a numbered tier past the ladder or another
// program's tier, declines a ladder, a threshold or a match path
// (unheldTierNamed); a status matched into a name that is no shipped
// program, nor a casino of one, declines rather than drop the target
// (unknownProgramMatchedInto); a casino named with a town or state it
// is not in declines its details (casinoMisplaced); a directory search
// of a state the directory has no casino in declines, saying it lists
// none there (stateWithoutCasinos); a word in a host language's place
// that is no language of the list or of ISO 639-2 (isoLanguages)
// declines, and a word after "speak" is taken as a language only when
// it is one (noLanguageNamed); "when I play keno" after a house edge is
// the asker playing the game asked of (claimEdgeFaced); and a house
// edge of a game that is none of the catalog's game types (bingo)
// declines.
func heldOutHundredFortyThird(t testing.TB) []expectation {
	return []expectation{
		// Searches by town: a town of the directory in its state, then
		// the same town in a state it is not in, or a town in no state.
		{query: "Are there casinos near Davenport, Iowa?", intent: FindCasinos, params: params{"near": "Davenport, IA"}},
		{query: "Are there casinos near Davenport, Nebraska?", intent: Unknown, params: params{}},
		{query: "Which casinos near Petaluma, California have a rewards program?", intent: FindCasinos, params: params{"near": "Petaluma, CA", "has_rewards": true}},
		{query: "Which casinos near Petaluma, Oregon have a rewards program?", intent: Unknown, params: params{}},
		{query: "Any casinos in Ventura?", intent: FindCasinos, params: params{"near": "Ventura, CA"}},
		{query: "Any casinos in Ojai?", intent: Unknown, params: params{}},
		{query: "I need a casino with a hotel near Manteca, California.", intent: FindCasinos, params: params{"near": "Manteca, CA", "has_hotel": true}},
		{query: "I need a casino with a hotel near Manteca, Nevada.", intent: Unknown, params: params{}},

		// Searches within a radius.
		{query: "Show me casinos within 30 miles of Modesto, California.", intent: FindCasinos, params: params{"near": "Modesto, CA", "radius_km": 48.3}},
		{query: "Show me casinos within 30 miles of Modesto, Arizona.", intent: Unknown, params: params{}},
		{query: "List casinos within 10 miles of Olympia, Washington.", intent: FindCasinos, params: params{"near": "Olympia, WA", "radius_km": 16.1}},
		{query: "List casinos within 10 miles of Olympus, Washington.", intent: Unknown, params: params{}},

		// Searches by state and by type: a state with no casino in the
		// directory, and types the spec does not know.
		{query: "What casinos does Kansas have?", intent: FindCasinos, params: params{"state": "KS"}},
		{query: "What casinos does Kentucky have?", intent: Unknown, params: params{}},
		{query: "What racinos operate in West Virginia?", intent: FindCasinos, params: params{"state": "WV", "type": "racino"}},
		{query: "What truck-stop casinos operate in West Virginia?", intent: Unknown, params: params{}},
		{query: "Are there any commercial casinos in Missouri?", intent: FindCasinos, params: params{"state": "MO", "type": "commercial"}},
		{query: "Are there any riverboat casinos in Missouri?", intent: Unknown, params: params{}},

		// Searches by tribal nation, brand and rewards program.
		{query: "Which casinos does the Southern Ute Indian Tribe run?", intent: FindCasinos, params: params{"q": "Southern Ute Indian Tribe"}},
		{query: "Which casinos does the Northern Ute Indian Tribe run?", intent: Unknown, params: params{}},
		{query: "What casinos belong to the Eastern Shoshone Tribe?", intent: FindCasinos, params: params{"q": "Eastern Shoshone Tribe"}},
		{query: "What casinos belong to the Western Shoshone Tribe?", intent: Unknown, params: params{}},
		{query: "Which Boyd Gaming casinos are in Indiana?", intent: FindCasinos, params: params{"state": "IN", "q": "Boyd Gaming"}},
		{query: "Which Full House Resorts casinos are in Indiana?", intent: Unknown, params: params{}},
		{query: "Show me Caesars Entertainment casinos in Louisiana.", intent: FindCasinos, params: params{"state": "LA", "q": "Caesars Entertainment"}},
		{query: "Show me Jacobs Entertainment casinos in Louisiana.", intent: Unknown, params: params{}},
		{query: "Which Pennsylvania casinos are on Momentum Rewards?", intent: FindCasinos, params: params{"state": "PA", "program": "Momentum Rewards"}},
		{query: "Which Pennsylvania casinos are on Rush Rewards?", intent: Unknown, params: params{}},

		// One casino's details: in its town and state, in the wrong
		// town or state, and a casino the directory does not have.
		{query: "Tell me about Tachi Palace Hotel & Casino in Lemoore.", intent: CasinoDetail, params: params{"slug": slugOf(t, "Tachi Palace Hotel & Casino")}},
		{query: "Tell me about Tachi Palace Hotel & Casino in Hanford.", intent: Unknown, params: params{}},
		{query: "How many slot machines does Harrah's Philadelphia Casino & Racetrack in Pennsylvania have?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Harrah's Philadelphia Casino & Racetrack")}},
		{query: "How many slot machines does Harrah's Philadelphia Casino & Racetrack in New Jersey have?", intent: Unknown, params: params{}},
		{query: "Does Parkwest Casino Sonoma have a hotel?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Parkwest Casino Sonoma")}},
		{query: "Does Parkwest Casino Fresno have a hotel?", intent: Unknown, params: params{}},

		// Programs: a ladder, and tier thresholds with a tier of
		// another program or a tier no program has.
		{query: "What are the status levels in True Rewards?", intent: ProgramDetail, params: params{"id": programID(t, "True Rewards")}},
		{query: "What are the status levels in Club Serrano?", intent: Unknown, params: params{}},
		{query: "How many tier credits does Emerald need in Boyd Rewards?", intent: TierRequirement, params: params{"id": programID(t, "Boyd Rewards")}, tier: "Emerald"},
		{query: "How many tier credits does Diamond need in Boyd Rewards?", intent: Unknown, params: params{}},
		{query: "What does it take to reach Tier 4 in Genting Rewards?", intent: TierRequirement, params: params{"id": programID(t, "Genting Rewards")}, tier: "Tier 4"},
		{query: "What does it take to reach Tier 6 in Genting Rewards?", intent: Unknown, params: params{}},
		{query: "What are the requirements for Silver Star in Lucky Star Rewards?", intent: TierRequirement, params: params{"id": programID(t, "Lucky Star Rewards")}, tier: "Silver Star"},
		{query: "What are the requirements for Platinum Star in Lucky Star Rewards?", intent: Unknown, params: params{}},

		// Tier-match paths from a named tier.
		{query: "If I match my MGM Pearl over to Caesars Rewards, what tier would I get?", intent: TierMatchPaths, params: params{"program": "MGM Rewards", "to_program": "Caesars Rewards"}, tier: "Pearl"},
		{query: "If I match my MGM Onyx over to Caesars Rewards, what tier would I get?", intent: Unknown, params: params{}},
		{query: "Can Caesars Diamond status be matched into Boyd Rewards?", intent: TierMatchPaths, params: params{"program": "Caesars Rewards", "to_program": "Boyd Rewards"}, tier: "Diamond"},
		{query: "Can Caesars Diamond status be matched into Spectrum Rewards?", intent: Unknown, params: params{}},

		// Game facts and the W-2G rule, each with a game the table does
		// not hold.
		{query: "How big is the house edge when I play keno?", intent: GameFacts, params: params{"game_type": "keno"}},
		{query: "How big is the house edge when I play bingo?", intent: Unknown, params: params{}},
		{query: "Roughly how many dice rolls does a craps table get through in an hour?", intent: GameFacts, params: params{"game_type": "craps"}},
		{query: "Roughly how many dice rolls does a sic bo table get through in an hour?", intent: Unknown, params: params{}},
		{query: "Would a $1,600 keno jackpot be reportable?", intent: W2GRule, params: params{"game_type": "keno", "amount_won": 1600}},
		{query: "Would a $1,600 pai gow jackpot be reportable?", intent: Unknown, params: params{}},
		{query: "Do I get a W-2G for $1,250 on a slot machine?", intent: W2GRule, params: params{"game_type": "slots", "amount_won": 1250}},
		{query: "Do I get a W-2G for $1,250 on a pachinko machine?", intent: Unknown, params: params{}},

		// Help lines and self-exclusion by state, and places that are
		// no U.S. state.
		{query: "Is there a gambling helpline for people in Montana?", intent: RGHelp, params: params{"topic": "helpline", "state": "MT"}},
		{query: "Is there a gambling helpline for people in Alberta?", intent: Unknown, params: params{}},
		{query: "How do I self-exclude in New Mexico?", intent: RGHelp, params: params{"topic": "self_exclusion", "state": "NM"}},
		{query: "How do I self-exclude in Mexico?", intent: Unknown, params: params{}},

		// Hosts by language.
		{query: "Can you find me a casino host fluent in Japanese?", intent: FindHosts, params: params{"language": "Japanese"}},
		{query: "Can you find me a casino host fluent in Elvish?", intent: Unknown, params: params{}},
	}
}
