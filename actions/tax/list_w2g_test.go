package tax_test

import (
	"testing"

	"github.com/tierline/tierline/transport/apitest"
)

func TestListW2G(t *testing.T) {
	h := apitest.NewAt(t, today)
	ann := h.NewPlayer(t, "read,write,tax")
	older := addW2G(t, ann, "Bellagio Hotel and Casino", "2025-07-04", "slots", 1300)
	newest := addW2G(t, ann, "Somewhere Small", "2026-05-01", "keno", 2000)
	middle := addW2G(t, ann, "Somewhere Small", "2026-01-20", "slots", 2200)
	ids := func(data map[string]any) []string {
		var out []string
		for _, w := range data["w2g"].([]any) {
			out = append(out, w.(map[string]any)["id"].(string))
		}
		return out
	}
	same := func(a, b []string) bool {
		if len(a) != len(b) {
			return false
		}
		for i := range a {
			if a[i] != b[i] {
				return false
			}
		}
		return true
	}

	t.Run("every record, latest win first, with count", func(t *testing.T) {
		data := ann.MustAction(t, "list_w2g", nil)
		if got, want := ids(data), []string{newest, middle, older}; !same(got, want) {
			t.Errorf("ids = %v, want %v", got, want)
		}
		wantNumbers(t, data, map[string]float64{"count": 3})
	})

	t.Run("tax_year keeps that year's records", func(t *testing.T) {
		data := ann.MustAction(t, "list_w2g", map[string]any{"tax_year": 2025})
		if got := ids(data); !same(got, []string{older}) {
			t.Errorf("ids = %v, want only the 2025 record", got)
		}
		w := data["w2g"].([]any)[0].(map[string]any)
		if w["payer"] != "Bellagio Hotel and Casino" || w["casino_slug"] == nil {
			t.Errorf("w2g = %v, want the payer with its casino_slug", w)
		}
		wantNumbers(t, data, map[string]float64{"count": 1})
	})

	t.Run("count is the total, not the page", func(t *testing.T) {
		data := ann.MustAction(t, "list_w2g", map[string]any{"limit": 1, "offset": 1})
		if got := ids(data); !same(got, []string{middle}) {
			t.Errorf("ids = %v, want the second record", got)
		}
		wantNumbers(t, data, map[string]float64{"count": 3})
	})

	t.Run("a year without records is an empty array, not null", func(t *testing.T) {
		data := ann.MustAction(t, "list_w2g", map[string]any{"tax_year": 2020})
		if w, ok := data["w2g"].([]any); !ok || len(w) != 0 {
			t.Errorf("w2g = %v, want []", data["w2g"])
		}
	})

	t.Run("another account's records are not listed", func(t *testing.T) {
		eve := h.NewPlayer(t, "read,tax")
		data := eve.MustAction(t, "list_w2g", nil)
		wantNumbers(t, data, map[string]float64{"count": 0})
	})

	for _, tt := range []struct {
		name   string
		fields map[string]any
		field  string
	}{
		{"tax_year is before 1990", map[string]any{"tax_year": 1989}, "tax_year"},
		{"tax_year is after next year", map[string]any{"tax_year": 2028}, "tax_year"},
		{"tax_year is not a whole number", map[string]any{"tax_year": "2026"}, "tax_year"},
		{"limit is over 200", map[string]any{"limit": 201}, "limit"},
		{"offset is negative", map[string]any{"offset": -1}, "offset"},
	} {
		t.Run("400 when "+tt.name, func(t *testing.T) {
			ann.Action(t, "list_w2g", tt.fields).WantInvalid(t, tt.field)
		})
	}

	wantTaxScope(t, ann, "list_w2g", nil)
}
