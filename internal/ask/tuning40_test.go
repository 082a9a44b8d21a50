package ask

import "testing"

// tuningProgramsInDepth are the tuning phrases of the fortieth fix round
// (rewards programs and tiers in depth), in words of their own.
func tuningProgramsInDepth(t testing.TB) []expectation {
	mgm := programID(t, "MGM Rewards")
	return []expectation{
		// What hosts do, said after a casino's name the directory keeps
		// in a longer one ("taking new players", "accepting"), is no
		// part of the name the filter keeps.
		{query: "Are there hosts at Lone Butte taking new players?", intent: FindHosts, params: params{}, filter: []string{"Lone Butte", "Gila River Casinos - Lone Butte"}},
		{query: "any casino hosts at Vee Quiva accepting new players", intent: FindHosts, params: params{}, filter: []string{"Vee Quiva", "Gila River Casinos - Vee Quiva"}},
		{query: "which hosts at Jamul welcoming new players speak Spanish", intent: FindHosts, params: params{"language": "Spanish"}, filter: []string{"Jamul", "Hollywood Casino Jamul"}},

		// A tier named after a word of position ("after", "just
		// below", "right after") slices the ladder: "the next tier up"
		// is the rung after it in the program's details, not the
		// asker's progress; asked with "I" at a casino, it still is.
		{query: "After Diamond in Caesars Rewards, what's the next level?", intent: ProgramDetail, params: params{"id": programID(t, "Caesars Rewards")}},
		{query: "what's the next tier up after Pearl in MGM Rewards", intent: ProgramDetail, params: params{"id": mgm}},
		{query: "which status comes right after Premier at WinStar Club Passport", intent: ProgramDetail, params: params{"id": programID(t, "WinStar Club Passport")}},
		{query: "which tier is directly above Ruby in Boyd Rewards", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},
		{query: "after Gold at Caesars Palace how far am I from the next tier", intent: TierProgress, params: params{"casino_name": "Caesars Palace"}},

		// A tier's benefits alone are the program's details, which serve
		// each tier's benefits; asked with its threshold, the tier's
		// requirement.
		{query: "list the perks of Pearl status in MGM Rewards", intent: ProgramDetail, params: params{"id": mgm}},
		{query: "what benefits does Platinum get in MGM Rewards", intent: ProgramDetail, params: params{"id": mgm}},
		{query: "what perks come with Onyx and how many tier credits does it take", intent: TierRequirement, params: params{"id": programID(t, "Boyd Rewards")}, tier: "Onyx"},

		// The period thresholds are earned over, or the unit they are
		// counted in, is in each tier's qualification: the tier's
		// requirement, or the program's details with no tier named.
		// How play is counted (a game, table play, per dollar) is no
		// served field.
		{query: "Is Boyd Rewards status earned over a calendar year?", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},
		{query: "are Genting Rewards tier points counted per year or on a rolling basis", intent: ProgramDetail, params: params{"id": programID(t, "Genting Rewards")}},
		{query: "In what units is Lucky Star Rewards status measured?", intent: ProgramDetail, params: params{"id": programID(t, "Lucky Star Rewards")}},
		{query: "what's the qualifying window for Pearl at MGM Rewards", intent: TierRequirement, params: params{"id": mgm}, tier: "Pearl"},
		{query: "is slot play counted toward tier credits at Caesars Rewards", intent: Unknown},
		{query: "Does Caesars Rewards count table play in tier credits?", intent: Unknown},
		{query: "How many tier credits per dollar does Caesars Rewards give?", intent: Unknown},

		// Where a new member of a program starts is its entry tier, the
		// first rung of its details, "I" or not; the tier the asker
		// started at is their own past, which no record keeps.
		{query: "what level do new Boyd Rewards members start at", intent: ProgramDetail, params: params{"id": programID(t, "Boyd Rewards")}},
		{query: "as a newbie in MGM Rewards what status will I start with", intent: ProgramDetail, params: params{"id": mgm}},
		{query: "which tier do Caesars Rewards members start in", intent: ProgramDetail, params: params{"id": programID(t, "Caesars Rewards")}},
		{query: "what tier did I start with in MGM Rewards", intent: Unknown},

		// What one program would give or offer for a tier of another is
		// a tier-match path from the tier's program to the giver; a
		// program's own perks for its tier, or a gift for money, is not.
		{query: "what will Caesars Rewards offer for my Emerald in Boyd Rewards", intent: TierMatchPaths, params: params{"program": "Boyd Rewards", "to_program": "Caesars Rewards"}, tier: "Emerald"},
		{query: "would Wynn Rewards grant anything for Pearl from MGM Rewards", intent: TierMatchPaths, params: params{"program": "MGM Rewards", "to_program": "Wynn Rewards"}, tier: "Pearl"},
		{query: "What would Caesars Rewards give me for a $500 deposit?", intent: Unknown},
		{query: "what perks does MGM Rewards give for Gold", intent: ProgramDetail, params: params{"id": mgm}},

		// A word in a rung's place, in what it takes in a program whose
		// ladder the directory does not have, is the program's details
		// (no ladder is published); in a program with a ladder, a word
		// naming none of its rungs still declines.
		{query: "what does it take to reach Crown in Foxwoods Rewards", intent: ProgramDetail, params: params{"id": programID(t, "Foxwoods Rewards")}},
		{query: "What does Gold take in Wynn Rewards?", intent: ProgramDetail, params: params{"id": programID(t, "Wynn Rewards")}},
		{query: "how much does it take to hit Ambassador at Choctaw Rewards Club", intent: ProgramDetail, params: params{"id": programID(t, "Choctaw Rewards Club")}},
		{query: "What does Obsidian take in Caesars Rewards?", intent: Unknown},
		{query: "What does Royal take at the Foxwoods buffet?", intent: Unknown},

		// The asker's tier stated first with its program ("I'm Pearl in
		// MGM Rewards, ..."), then another tier asked of: the later tier,
		// of the program stated, though its name is several programs';
		// another program named with it still says whose.
		{query: "I'm Pearl in MGM Rewards, how many tier credits for Gold?", intent: TierRequirement, params: params{"id": mgm}, tier: "Gold"},
		{query: "I'm Ruby with Boyd Rewards, how many tier credits does Sapphire need", intent: TierRequirement, params: params{"id": programID(t, "Boyd Rewards")}, tier: "Sapphire"},
		{query: "i'm pearl w mgm rewards rn, what does platinum take", intent: TierRequirement, params: params{"id": mgm}, tier: "Platinum"},
		{query: "I'm Gold with Caesars Rewards, what does Platinum take in MGM Rewards?", intent: TierRequirement, params: params{"id": mgm}, tier: "Platinum"},
		{query: "I'm Gold at Caesars Rewards now, what's Platinum at Boyd Rewards?", intent: Unknown},
	}
}
