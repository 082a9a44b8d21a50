package ask

import "testing"

// tuningPart151 tunes the rules of the hundred-and-fifty-first part's
// fix round (the issue's own register), each in other words than the
// part: "across" or "throughout" after a learner's "at", before the
// player's casinos or all of them, is every casino the player plays and
// no casino's name; and "house" typed with two letters swapped ("hosue
// edge") is the house edge. A guard keeps "across" before a state no
// casino filter.
func tuningPart151(t testing.TB) []expectation {
	return []expectation{
		{query: "what tier do I have at across all my casinos", intent: MyTiers},
		{query: "my tier status at throughout my casinos", intent: MyTiers},
		{query: "roulette hosue edge", intent: GameFacts, params: params{"game_type": "roulette"}},
		{query: "what's the huose edge on keno", intent: GameFacts, params: params{"game_type": "keno"}},
	}
}
