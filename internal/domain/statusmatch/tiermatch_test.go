package statusmatch

import (
	"strings"
	"testing"

	"github.com/tierline/tierline/internal/domain"
)

func TestPathsHaveSources(t *testing.T) {
	for _, p := range Paths {
		if p.Source == "" || p.AsOf == "" || p.Grants == "" || p.To == "" {
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
