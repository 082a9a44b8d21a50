package hostsearch

import (
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
)

func TestBandOf(t *testing.T) {
	for _, tt := range []struct {
		adt  float64
		want string
	}{
		{0, "under_100"}, {99.99, "under_100"}, {100, "100_to_500"}, {500, "100_to_500"}, {500.01, "over_500"}, {12000, "over_500"},
	} {
		if got := adtBands[bandOf(domain.DollarsOf(tt.adt))].Key; got != tt.want {
			t.Errorf("band of $%.2f = %s, want %s", tt.adt, got, tt.want)
		}
	}
}

func TestBookBand(t *testing.T) {
	from, to := domain.NewDate(2026, 3, 18), domain.NewDate(2026, 6, 15)
	day := time.Date(2026, 6, 1, 20, 0, 0, 0, time.UTC)
	// played gives a player one gaming day of theo (or a session without
	// theo when theo is negative).
	played := func(theo float64) []persistence.Session {
		end := domain.NewTimestamp(day.Add(time.Hour))
		s := persistence.Session{StartedAt: domain.NewTimestamp(day), EndedAt: &end}
		if theo >= 0 {
			s.Theo = new(domain.DollarsOf(theo))
		}
		return []persistence.Session{s}
	}
	book := func(adts ...float64) map[uuid.UUID][]persistence.Session {
		out := map[uuid.UUID][]persistence.Session{}
		for _, a := range adts {
			out[uuid.New()] = played(a)
		}
		return out
	}
	for _, tt := range []struct {
		name string
		book map[uuid.UUID][]persistence.Session
		want string // "" for unknown
	}{
		{"no players", book(), ""},
		{"two players: too few to show a band", book(50, 60), ""},
		{"three players, one without a known ADT: too few", book(50, 60, -1), ""},
		{"three players: the middle one", book(20, 450, 9000), "100_to_500"},
		{"four players: the mean of the middle two ($80 + $130) / 2 = $105", book(10, 80, 130, 9000), "100_to_500"},
		{"four players: ($60 + $130) / 2 = $95", book(10, 60, 130, 9000), "under_100"},
		{"a player without sessions in the window counts as unknown", map[uuid.UUID][]persistence.Session{
			uuid.New(): {}, uuid.New(): played(600), uuid.New(): played(700),
		}, ""},
	} {
		got := ""
		if b := bookBand(tt.book, from, to); b != nil {
			got = adtBands[*b].Key
		}
		if got != tt.want {
			t.Errorf("%s: band %q, want %q", tt.name, got, tt.want)
		}
	}
}
