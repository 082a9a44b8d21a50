package persistence_test

import (
	"context"
	"testing"

	"github.com/tierline/tierline/internal/domain/directory"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/persistence/dbtest"
)

func TestResolveCasino(t *testing.T) {
	db := dbtest.Seeded(t)
	dir := persistence.NewDirectory(db)
	caesars := directory.CasinoSlug(directory.CasinoID("Caesars Palace Casino", "NV"), "Caesars Palace Casino", "NV")
	goldenNugget := directory.CasinoSlug(directory.CasinoID("Golden Nugget Cripple Creek", "CO"), "Golden Nugget Cripple Creek", "CO")
	wildwood := directory.CasinoSlug(directory.CasinoID("Wildwood Casino", "CO"), "Wildwood Casino", "CO")
	tests := []struct {
		name, ref, by, slug string
		note                bool
	}{
		{"a slug matches its casino", caesars, persistence.MatchedBySlug, caesars, false},
		{"the exact name matches", "Caesars Palace Casino", persistence.MatchedByName, caesars, false},
		{"the name in other case and spacing matches", "  caesars   palace CASINO ", persistence.MatchedByNameIgnore, caesars, false},
		{"a name the directory search finds once matches", "Caesars Palace", persistence.MatchedByNameSearch, caesars, false},
		{"a name the search finds many times matches none, and says so", "Harrah's", persistence.MatchedByNone, "", true},
		// q of the directory search also matches brands and tribal nations;
		// a casino reference is a name: the tribal nation of exactly one
		// casino (Chin'an Gaming Hall) names none.
		{"the tribal nation of one casino matches none", "Native Village of Eklutna", persistence.MatchedByNone, "", false},
		{"the brand of several casinos matches none, without a note", "PENN Entertainment", persistence.MatchedByNone, "", false},
		{"a name two states share matches none, and says so", "Spirit Mountain Casino", persistence.MatchedByNone, "", true},
		{"a name not in the directory matches none", "Joe's Card Room", persistence.MatchedByNone, "", false},
		{"the old name of a renamed casino matches the casino", "wildwood casino", persistence.MatchedByRenamed, goldenNugget, false},
		{"the old slug of a renamed casino matches the casino", wildwood, persistence.MatchedByRenamed, goldenNugget, false},
		{"a reference too short to search matches none", "Wyn", persistence.MatchedByNone, "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, err := dir.ResolveCasino(context.Background(), tt.ref)
			if err != nil {
				t.Fatal(err)
			}
			slug := ""
			if m.Slug != nil {
				slug = *m.Slug
			}
			if m.By != tt.by || slug != tt.slug || (m.Note != nil) != tt.note {
				t.Errorf("ResolveCasino(%q) = matched_by %s, slug %q, note %v; want %s, %q, note %v", tt.ref, m.By, slug, m.Note, tt.by, tt.slug, tt.note)
			}
			if tt.slug == caesars && (m.DisplayName() != "Caesars Palace Casino" || m.Identity() != "casino:"+m.Casino.ID.String()) {
				t.Errorf("display name %q, identity %q", m.DisplayName(), m.Identity())
			}
		})
	}
	t.Run("references to one casino are the same casino, whatever their spelling", func(t *testing.T) {
		r := persistence.NewCasinoResolver(db)
		for _, pair := range [][2]string{{"Caesars Palace", caesars}, {"caesars palace casino", "Caesars Palace"}, {"Joe's  Card Room", "joe's card room"}} {
			same, err := r.Same(context.Background(), pair[0], pair[1])
			if err != nil || !same {
				t.Errorf("Same(%q, %q) = %v, %v; want true", pair[0], pair[1], same, err)
			}
		}
		if same, _ := r.Same(context.Background(), "Caesars Palace", "Bellagio Hotel and Casino"); same {
			t.Error("two casinos are the same")
		}
	})
}
