package ask

import "testing"

// tuningDirectoryDepth are the tuning phrases of the thirty-eighth fix
// round (the directory in depth), in words of their own: one casino's
// fields asked by name, and searches by a brand, a tribal nation, a
// rewards program or a search verb, beside guards that keep their
// earlier meaning or decline.
func tuningDirectoryDepth(t testing.TB) []expectation {
	return []expectation{
		// "edge" inside a casino's name (Prairies Edge) is no house edge:
		// only a free "edge" asks a game's figures (edgeAsked).
		{query: "How many table games does Prairies Edge Casino Resort have?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Prairies Edge Casino Resort")}},
		{query: "When did Prairies Edge open?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Prairies Edge Casino Resort")}},
		{query: "what's the edge on pai gow at Prairies Edge", intent: Unknown},

		// A casino's town and owner are fields of the Casino resource
		// (casinoDetailWords); a fact it does not keep still declines.
		{query: "Which city is Wind Creek Wetumpka in?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Wind Creek Wetumpka")}},
		{query: "which tribe owns Sky Ute Casino", intent: CasinoDetail, params: params{"slug": slugOf(t, "Sky Ute Casino")}},
		{query: "town where Wind Creek Montgomery is located", intent: CasinoDetail, params: params{"slug": slugOf(t, "Wind Creek Montgomery")}},
		{query: "What's the population of the town Sky Ute Casino is in?", intent: Unknown},

		// Two kinds offered of one casino ask its casino_type
		// (casinoTypeWords); a kind with no casino named is a search.
		{query: "Is Mohegan Sun tribal or commercial?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Mohegan Sun")}},
		{query: "Is Ameristar East Chicago a racino or a commercial casino?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Ameristar Casino & Hotel East Chicago")}},
		{query: "commercial casinos in Colorado", intent: FindCasinos, params: params{"state": "CO", "type": "commercial"}},

		// A brand written whole is searched as the directory spells it
		// (programWhole with byBrand, and findNames keeping the longer
		// mention of one program); its family's first word alone, or a
		// brand ending in the search's noun, keeps the family's name.
		{query: "Boyd Gaming properties in Nevada", intent: FindCasinos, params: params{"state": "NV", "q": "Boyd Gaming"}},
		{query: "MGM Resorts casinos in Michigan", intent: FindCasinos, params: params{"state": "MI", "q": "MGM Resorts"}},
		{query: "which Hard Rock International venues are in Florida", intent: FindCasinos, params: params{"state": "FL", "q": "Hard Rock International"}},
		{query: "Caesars properties in New Jersey", intent: FindCasinos, params: params{"state": "NJ", "q": "Caesars"}},
		{query: "station casinos in nevada", intent: FindCasinos, params: params{"state": "NV", "q": "station"}},
		{query: "Boyd Gaming tier ladder", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},

		// A rewards program named in full with casinos asked is the
		// search's program filter (programWhole); the program alone is
		// still its ladder.
		{query: "Which casinos take MGM Rewards in Nevada?", intent: FindCasinos, params: params{"state": "NV", "program": "MGM Rewards"}},
		{query: "where can I earn Momentum Rewards", intent: FindCasinos, params: params{"program": "Momentum Rewards"}},
		{query: "list the casinos in the Wynn Rewards program", intent: FindCasinos, params: params{"program": "Wynn Rewards"}},
		{query: "Unity by Hard Rock casinos in Florida", intent: FindCasinos, params: params{"state": "FL", "program": "Unity by Hard Rock"}},
		{query: "search for Caesars Rewards", intent: ProgramDetail, params: params{"id": programID(t, "Caesars Rewards")}},

		// A search verb before words that begin several casinos' names
		// searches them (searchedFor, familySearchedFor); a name that
		// begins one casino's only is that casino.
		{query: "search Mohegan Sun", intent: FindCasinos, params: params{"q": "Mohegan Sun"}},
		{query: "search for Ameristar please", intent: FindCasinos, params: params{"q": "Ameristar"}},
		{query: "search the directory for Golden Nugget", intent: FindCasinos, params: params{"q": "Golden Nugget"}},
		{query: "could you search for Sky Ute Casino", intent: CasinoDetail, params: params{"slug": slugOf(t, "Sky Ute Casino")}},

		// A tribal nation named in full is searched by its name as the
		// directory spells it (claimNation), and its words are no typo
		// ("Indians" is not Indiana); the nation's first word alone is
		// still a family of names, and a nation with one casino named
		// asks that casino's details.
		{query: "casinos owned by the Seminole Tribe of Florida", intent: FindCasinos, params: params{"q": "Seminole Tribe of Florida"}},
		{query: "Which casinos does the Osage Nation run in Oklahoma?", intent: FindCasinos, params: params{"state": "OK", "q": "Osage Nation"}},
		{query: "Eastern Band of Cherokee Indians casinos", intent: FindCasinos, params: params{"q": "Eastern Band of Cherokee Indians"}},
		{query: "Citizen Potawatomi Nation casinos with a hotel", intent: FindCasinos, params: params{"has_hotel": true, "q": "Citizen Potawatomi Nation"}},
		{query: "osage casinos in oklahoma", intent: FindCasinos, params: params{"state": "OK", "q": "Osage"}},
		{query: "Is Wind Creek Atmore owned by the Poarch Band of Creek Indians?", intent: CasinoDetail, params: params{"slug": slugOf(t, "Wind Creek Atmore")}},
	}
}
