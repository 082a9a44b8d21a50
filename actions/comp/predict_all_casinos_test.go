package comp_test

import (
	"testing"

	"github.com/tierline/tierline/transport/apitest"
)

func TestPredictAllCasinos(t *testing.T) {
	h, p := predictFixture(t)
	t.Run("predict_all_casinos ranks by expected value", func(t *testing.T) {
		data := p.Call(t, predictPath, "predict_all_casinos", nil).Data(t)
		list := apitest.Array(t, data["predictions"])
		apitest.WantNum(t, data, "count", 2)
		first := apitest.Object(t, list[0])
		// Small Place: 900 theo on 1 day in 90 → 1/3 day a month → 90 (not 81 from a rounded 0.3).
		if first["casino_name"] != "Small Place" {
			t.Errorf("first = %v", first["casino_name"])
		}
		apitest.WantNumber(t, "Small Place expected_value", first["expected_value"], 90)
		if data := h.NewPlayer(t, "read").Call(t, predictPath, "predict_all_casinos", nil).Data(t); len(apitest.Array(t, data["predictions"])) != 0 {
			t.Error("a new player has predictions")
		}
	})
}
