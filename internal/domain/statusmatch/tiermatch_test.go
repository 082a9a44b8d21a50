package statusmatch

import (
	"strings"
	"testing"

	"github.com/tierline/tierline/internal/domain"
)

func TestPathsHaveSources(t *testing.T) {
	for _, p := range Paths {
		if p.Source == "" || p.AsOf == "" || p.Eligible == "" || p.Offer == "" || p.To == "" {
			t.Errorf("path %s is incomplete", p.ID)
		}
	}
	into := Into("MGM Rewards")
	for _, p := range into {
		if p.To == "MGM Rewards" {
			t.Errorf("a program is offered a match into itself: %s", p.ID)
		}
	}
	if len(into) == 0 {
		t.Error("an MGM member should see the Caesars competitor match")
	}
}

func TestSuggestionsSayOnlyWhatASourceSupportsLevelForLevel(t *testing.T) {
	caesars, _ := ByID("caesars-competitor-match")
	wyndham, _ := ByID("wyndham-caesars")
	tests := []struct {
		name            string
		path            Path
		program, tier   string
		grants          string
		supported       bool
		textHas, textNo []string
	}{
		{"an MGM Pearl card is not said to give Caesars Diamond", caesars, "MGM Rewards", "Pearl", Unknown, false,
			[]string{"Unverified: ", "whether MGM Rewards Pearl qualifies", "unknown"}, []string{"matches MGM Rewards Pearl"}},
		{"a Wynn Red card is not said to give Caesars Diamond", caesars, "Wynn Rewards", "Red", Unknown, false,
			[]string{"Unverified: ", "whether Wynn Rewards Red qualifies"}, []string{"matches Wynn Rewards Red"}},
		{"Wyndham Diamond is mapped to Caesars Diamond, as its source says, and still reads unverified", wyndham, "Wyndham Rewards", "diamond", "Diamond", true,
			[]string{"Unverified: ", "matches Wyndham Rewards diamond to Caesars Rewards Diamond"}, nil},
		{"Wyndham Gold has no mapping", wyndham, "Wyndham Rewards", "Gold", Unknown, false,
			[]string{"Unverified: ", "whether Wyndham Rewards Gold qualifies"}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := tt.path.For(tt.program, tt.tier)
			if s.Grants != tt.grants || s.LevelSupported != tt.supported {
				t.Errorf("grants %q (level supported %v), want %q (%v)", s.Grants, s.LevelSupported, tt.grants, tt.supported)
			}
			if !strings.HasPrefix(s.Text, "Unverified: ") {
				t.Errorf("text does not begin Unverified: %q", s.Text)
			}
			for _, want := range tt.textHas {
				if !strings.Contains(s.Text, want) {
					t.Errorf("text lacks %q: %q", want, s.Text)
				}
			}
			for _, no := range tt.textNo {
				if strings.Contains(s.Text, no) {
					t.Errorf("text says %q: %q", no, s.Text)
				}
			}
		})
	}
}

func TestRender(t *testing.T) {
	got, err := Render("standard", Letter{
		TargetProgram: "Caesars Rewards", SourceProgram: "MGM Rewards", SourceCasino: "Bellagio Hotel and Casino",
		SourceTier: "Gold", YTDCoinIn: domain.Cents(123456_00).String(), Trips: 3, PlayerName: "Ann Lee", PlayerEmail: "ann@example.com",
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Dear Caesars Rewards team", "Gold status", "$123,456 in coin-in", "3 trips", "Ann Lee"} {
		if !strings.Contains(got, want) {
			t.Errorf("letter lacks %q:\n%s", want, got)
		}
	}
	if strings.Contains(got, "theoretical loss") || strings.Contains(got, "through") {
		t.Errorf("a letter mentions a figure the player does not have:\n%s", got)
	}
	if _, err := Render("nope", Letter{}); err == nil {
		t.Error("an unknown template rendered")
	}
}

func TestRenderOneTrip(t *testing.T) {
	got, err := Render("standard", Letter{TargetProgram: "A", SourceProgram: "B", SourceCasino: "C", SourceTier: "Gold", Trips: 1})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(got, "one trip to C") || strings.Contains(got, "1 trips") {
		t.Errorf("one trip is not written in the singular:\n%s", got)
	}
}
