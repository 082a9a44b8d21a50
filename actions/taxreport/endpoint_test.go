package taxreport_test

import (
	"net/http"
	"strings"
	"testing"
)

func TestTaxReportEndpoint(t *testing.T) {
	h := newHarness(t)
	ann := h.NewPlayer(t, "read,tax")
	actions := []string{"generate_session_log", "generate_summary", "generate_w2g_report"}

	t.Run("each of the three actions answers on the endpoint", func(t *testing.T) {
		for _, a := range actions {
			if got := ann.Call(t, path, a, nil).Data(t)["tax_year"]; got == nil {
				t.Errorf("%s: no tax_year", a)
			}
		}
	})

	t.Run("a player action sent here is refused with 400 listing the endpoint's actions", func(t *testing.T) {
		e := ann.Call(t, path, "list_trips", nil).WantInvalid(t, "action")
		for _, a := range actions {
			if !strings.Contains(e.Message, a) {
				t.Errorf("message %q does not list %s", e.Message, a)
			}
		}
	})

	for _, a := range actions {
		t.Run(a, func(t *testing.T) {
			t.Run("a read,write key without tax is refused with 403 naming tax", func(t *testing.T) {
				ann.WithKey(t, "read,write").Call(t, path, a, nil).WantError(t, http.StatusForbidden, "insufficient_scope", `"tax"`)
			})
			t.Run("a tax key without read is refused with 403 naming read", func(t *testing.T) {
				ann.WithKey(t, "tax").Call(t, path, a, nil).WantError(t, http.StatusForbidden, "insufficient_scope", `"read"`)
			})
			for _, tt := range []struct {
				name string
				year any
			}{
				{"is before 1990", 1989},
				{"is after next year", 2028},
				{"is not a whole number", 2025.5},
				{"is a string", "2025"},
			} {
				t.Run("400 when tax_year "+tt.name, func(t *testing.T) {
					ann.Call(t, path, a, map[string]any{"tax_year": tt.year}).WantInvalid(t, "tax_year")
				})
			}
			t.Run("next year is accepted", func(t *testing.T) {
				ann.Call(t, path, a, map[string]any{"tax_year": 2027}).Data(t)
			})
		})
	}
}
