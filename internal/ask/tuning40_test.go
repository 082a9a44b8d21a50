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
	}
}
