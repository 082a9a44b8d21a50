package comp_test

import (
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
}
