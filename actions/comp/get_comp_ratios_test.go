package comp_test

import (
	"strings"
	"testing"

	"github.com/tierline/tierline/transport/apitest"
)

func TestGetCompRatios(t *testing.T) {
	h := apitest.New(t, apitest.Options{})
	data := h.NewPlayer(t, "read").Call(t, calculatePath, "get_comp_ratios", nil).Data(t)
	games := apitest.Array(t, data["games"])
	if len(games) < 6 {
		t.Fatalf("%d game rows", len(games))
	}
	found := false
	for _, g := range games {
		row := apitest.Object(t, g)
		if row["game_type"] == "baccarat" {
			found = true
			apitest.WantNum(t, row, "house_edge", 0.0106)
			apitest.WantNum(t, row, "decisions_per_hour", 72)
		}
		if len(apitest.Array(t, row["sources"])) == 0 {
			t.Errorf("row %v has no source", row["variant"])
		}
	}
	if !found {
		t.Error("no baccarat row")
	}
	if unknown := apitest.Array(t, data["games_without_known_edge"]); len(unknown) != 3 {
		t.Errorf("games_without_known_edge = %v, want poker, keno, other", unknown)
	}
	if r := apitest.Array(t, data["reinvestment"]); len(r) != 2 {
		t.Errorf("reinvestment = %v", r)
	}

	t.Run("quarter and dollar slots have rows of their own, each saying where and when it was measured", func(t *testing.T) {
		want := map[string]struct {
			edge         float64
			area, period string
		}{
			"quarter": {0.0806, "Nevada", "2022"},
			"$1":      {0.0425, "Wendover", "2020"},
		}
		for _, g := range games {
			row := apitest.Object(t, g)
			w, ok := want[row["variant"].(string)]
			if row["game_type"] != "slots" || !ok {
				continue
			}
			delete(want, row["variant"].(string))
			apitest.WantNumber(t, row["variant"].(string), row["house_edge"], w.edge)
			if !strings.Contains(row["area"].(string), w.area) || !strings.Contains(row["period"].(string), w.period) {
				t.Errorf("%s: area %v, period %v; want %s, %s", row["variant"], row["area"], row["period"], w.area, w.period)
			}
		}
		if len(want) != 0 {
			t.Errorf("no slot rows for %v", want)
		}
	})

	t.Run("blackjack's rating is 2% at 60 decisions an hour, with sources", func(t *testing.T) {
		found := false
		for _, r := range apitest.Array(t, data["ratings"]) {
			row := apitest.Object(t, r)
			if row["game_type"] != "blackjack" {
				continue
			}
			found = true
			apitest.WantNumber(t, "rating edge", row["house_edge"], 0.02)
			apitest.WantNumber(t, "rating pace", row["decisions_per_hour"], 60)
			if row["known"] != true || len(apitest.Array(t, row["sources"])) < 2 {
				t.Errorf("blackjack rating = %v", row)
			}
		}
		if !found {
			t.Error("no blackjack rating")
		}
	})
}
