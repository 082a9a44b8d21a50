package directory

import (
	"regexp"
	"testing"
)

func TestCasinoSlug(t *testing.T) {
	tests := []struct {
		name, state string
		wantPrefix  string
	}{
		{"Bellagio", "NV", "bellagio-nv-"},
		{"Harrah's Lake Tahoe", "NV", "harrahs-lake-tahoe-nv-"},
		{"Yaamava' Resort & Casino", "CA", "yaamava-resort-and-casino-ca-"},
		{"Lumière Place", "MO", "lumiere-place-mo-"},
		{"!!!", "NV", "casino-nv-"},
	}
	shape := regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*-[a-z]{2}-[0-9a-f]{8}$`)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			id := CasinoID(tt.name, tt.state)
			got := CasinoSlug(id, tt.name, tt.state)
			if want := tt.wantPrefix + id.String()[:8]; got != want {
				t.Errorf("CasinoSlug = %q, want %q", got, want)
			}
			if !shape.MatchString(got) {
				t.Errorf("slug %q is not shaped name-state-hex8", got)
			}
		})
	}
}

func TestIDsAreStableAndDistinct(t *testing.T) {
	if CasinoID("Bellagio", "NV") != CasinoID("Bellagio", "nv") {
		t.Error("state case changes the casino id")
	}
	if CasinoID("Bellagio", "NV") == CasinoID("Bellagio", "NJ") {
		t.Error("same name in two states shares an id")
	}
	// Pinned: a change here would break every published slug and link.
	if got, want := CasinoID("Bellagio", "NV").String(), "8d4144b1-f014-59ee-8364-5046ba6be23b"; got != want {
		t.Errorf("CasinoID(Bellagio, NV) = %q, want %q", got, want)
	}
	if TierID("Caesars Rewards", "Gold") == TierID("MGM Rewards", "Gold") {
		t.Error("same tier name in two programs shares an id")
	}
}

func TestNormalizeState(t *testing.T) {
	tests := []struct {
		in   string
		want string
		ok   bool
	}{
		{"nv", "NV", true}, {"NV", "NV", true}, {"Nv", "NV", true}, {"PR", "PR", true},
		{"XX", "XX", false}, {"N", "N", false}, {"NEV", "NEV", false}, {"", "", false},
	}
	for _, tt := range tests {
		got, ok := NormalizeState(tt.in)
		if got != tt.want || ok != tt.ok {
			t.Errorf("NormalizeState(%q) = %q, %v; want %q, %v", tt.in, got, ok, tt.want, tt.ok)
		}
	}
}
