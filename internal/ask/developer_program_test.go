package ask

import (
	"strings"
	"testing"
	"time"
)

// TestDeveloperProgramValues: a developer's program=... (and
// program_name=...) is read only when it names a program of the
// directory, as GET /v1/casinos?program= takes it: its name in any case
// ("_" for a blank, in quotes or not) or its id, written out as the
// directory writes the name; anything else declines, never read as words
// a casino's name might hold.
func TestDeveloperProgramValues(t *testing.T) {
	programs := shippedLexicon(t).Programs
	bally := programID(t, "Bally Rewards")
	read := []struct{ query, want string }{
		{"search_casinos program=Bally Rewards", "casinos program Bally Rewards"},
		{"search_casinos program=bally_rewards state=RI", "casinos program Bally Rewards in RI"},
		{"search_casinos program=PENN_PLAY state=oh", "casinos program PENN Play in OH"},
		{"search_casinos program=penn play state=OH", "casinos program PENN Play in OH"},
		{`search_casinos program="penn play" has_hotel=true`, "casinos program PENN Play with a hotel"},
		{"search_casinos program=" + bally, "casinos program Bally Rewards"},
		{"search_casinos program=" + strings.ToUpper(bally) + " state=NV", "casinos program Bally Rewards in NV"},
		{"search_casinos program=my|rewards_boarding_pass", "casinos program my|Rewards Boarding Pass"},
		{"casinos program: Bally Rewards, in ohio", "casinos program Bally Rewards, in ohio"},
		{"program_name=Foxwoods Rewards, need its tiers", "program name Foxwoods Rewards, need its tiers"},
		{"program: True Rewards tier: Legit qualification", "program True Rewards tier Legit qualification"},
		{"casinos of program=Bally Rewards?", "casinos of program Bally Rewards?"},
		// a colon after "program" in English is no pair
		{"program: which has the best comps", "program: which has the best comps"},
	}
	for _, tt := range read {
		got, note, ok := developerForm(tt.query, programs)
		if !ok || got != tt.want {
			t.Errorf("developerForm(%q) = %q, %v (%s); want %q", tt.query, got, ok, note, tt.want)
		}
	}

	ix := NewIndex(shippedLexicon(t))
	declined := []string{
		"search_casinos program=Nope",
		"search_casinos program=bally",                                // part of a name is not the name
		"search_casinos program=caesars state=NV",                     // a brand is not a program's name
		"search_casinos program=Bally_Reward",                         // a letter short
		"search_casinos program=00000000-0000-0000-0000-000000000000", // an id no program has
		`search_casinos program="bally rewards club"`,                 // the quotes hold more than the name
		"search_casinos program=",
		"program_name=Nope Rewards, need its tiers",
	}
	for _, q := range declined {
		if got, _, ok := developerForm(q, programs); ok {
			t.Errorf("developerForm(%q) read %q, want it declined", q, got)
		}
		in := ix.Understand(q, time.Date(2026, 11, 24, 12, 0, 0, 0, time.UTC))
		if in.Name != Unknown || len(in.Notes) == 0 || !strings.Contains(in.Notes[0], "names no rewards program") {
			t.Errorf("Understand(%q) = %s %v (notes %q), want unknown with a note naming the value", q, in.Name, in.Parameters, in.Notes)
		}
	}
}
