package tax_test

import (
	"context"
	"net/http"
	"testing"

	"github.com/google/uuid"

	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"
)

func TestUpdateW2G(t *testing.T) {
	h := apitest.NewAt(t, today)
	ann := h.NewPlayer(t, "read,write,tax")
	stored := func(t *testing.T, id string) persistence.W2G {
		t.Helper()
		var w persistence.W2G
		if err := h.DB.NewSelect().Model(&w).Where("id = ?", id).Scan(context.Background()); err != nil {
			t.Fatal(err)
		}
		return w
	}

	t.Run("changed fields are stored, the others kept, and tax_year follows date_won", func(t *testing.T) {
		id := addW2G(t, ann, "Somewhere Small", "2026-02-01", "slots", 1800)
		data := ann.MustAction(t, "update_w2g", map[string]any{"w2g_id": id, "date_won": "2025-12-30", "federal_withheld": 100.555, "state": "nj"})
		w := data["w2g"].(map[string]any)
		if w["date_won"] != "2025-12-30" || w["state"] != "NJ" || w["payer"] != "Somewhere Small" || w["game_type"] != "slots" {
			t.Errorf("w2g = %v", w)
		}
		wantNumbers(t, w, map[string]float64{"tax_year": 2025, "amount_won": 1800, "federal_withheld": 100.56})
		if data["reportable"] != true {
			t.Errorf("reportable = %v, want true ($1,800 slots in 2025, threshold $1,200)", data["reportable"])
		}
		wantNumbers(t, data["check"].(map[string]any), map[string]float64{"tax_year": 2025, "threshold": 1200})
		row := stored(t, id)
		if row.TaxYear != 2025 || row.DateWon.String() != "2025-12-30" || row.State == nil || *row.State != "NJ" ||
			row.FederalWithheld == nil || *row.FederalWithheld != apitest.USD(100.56) || row.Payer != "Somewhere Small" || row.AmountWon != apitest.USD(1800) {
			t.Errorf("stored row = %+v", row)
		}
	})

	t.Run("state \"\" clears the state and the other fields stay", func(t *testing.T) {
		id := ann.MustAction(t, "manual_w2g", map[string]any{"payer": "A", "date_won": "2026-01-10", "game_type": "bingo", "amount_won": 2100, "state": "NV"})["w2g"].(map[string]any)["id"].(string)
		w := ann.MustAction(t, "update_w2g", map[string]any{"w2g_id": id, "state": "", "payer": "  Other   Place "})["w2g"].(map[string]any)
		if w["state"] != nil || w["payer"] != "Other Place" || w["game_type"] != "bingo" {
			t.Errorf("w2g = %v, want state null and payer cleaned", w)
		}
		if row := stored(t, id); row.State != nil || row.Payer != "Other Place" {
			t.Errorf("stored row = %+v", row)
		}
	})

	id := addW2G(t, ann, "Somewhere Small", "2026-02-01", "slots", 1800)
	invalid := []struct {
		name   string
		fields map[string]any
		field  string
	}{
		{"w2g_id is missing", map[string]any{"payer": "X"}, "w2g_id"},
		{"w2g_id is not a uuid", map[string]any{"w2g_id": "abc"}, "w2g_id"},
		{"payer is blank", map[string]any{"w2g_id": id, "payer": "  "}, "payer"},
		{"date_won is in the future", map[string]any{"w2g_id": id, "date_won": futureDay(3)}, "date_won"},
		{"game_type is not in the list", map[string]any{"w2g_id": id, "game_type": "darts"}, "game_type"},
		{"amount_won is 0", map[string]any{"w2g_id": id, "amount_won": 0}, "amount_won"},
		{"amount_won falls below the stored withholding", map[string]any{"w2g_id": id, "federal_withheld": 500, "amount_won": 400}, "federal_withheld"},
		{"wager is negative", map[string]any{"w2g_id": id, "wager": -2}, "wager"},
		{"state is not a state code", map[string]any{"w2g_id": id, "state": "ZZ"}, "state"},
		{"state_withheld is negative", map[string]any{"w2g_id": id, "state_withheld": -2}, "state_withheld"},
	}
	for _, tt := range invalid {
		t.Run("400 when "+tt.name+", and nothing changes", func(t *testing.T) {
			before := stored(t, id)
			ann.Action(t, "update_w2g", tt.fields).WantInvalid(t, tt.field)
			if after := stored(t, id); after.UpdatedAt != before.UpdatedAt || after.AmountWon != before.AmountWon || after.DateWon != before.DateWon {
				t.Errorf("a rejected request changed the record: %+v", after)
			}
		})
	}

	t.Run("another account's record is not found, and stays unchanged", func(t *testing.T) {
		eve := h.NewPlayer(t, "read,write,tax")
		eve.Action(t, "update_w2g", map[string]any{"w2g_id": id, "amount_won": 99}).WantError(t, http.StatusNotFound, "not_found", id)
		if row := stored(t, id); row.AmountWon != apitest.USD(1800) {
			t.Errorf("amount_won = %v, want 1800", row.AmountWon)
		}
	})

	t.Run("an unknown id is not found", func(t *testing.T) {
		missing := uuid.NewString()
		ann.Action(t, "update_w2g", map[string]any{"w2g_id": missing, "amount_won": 99}).WantError(t, http.StatusNotFound, "not_found", missing)
	})

	wantTaxScope(t, ann, "update_w2g", map[string]any{"w2g_id": id, "amount_won": 99})
}
