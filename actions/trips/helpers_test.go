package trips_test

import (
	"context"
	"encoding/json"
	"strconv"
	"testing"

	"github.com/google/uuid"

	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"
)

// newTrip adds a trip through add_trip and returns it.
func newTrip(t *testing.T, p *apitest.Player, fields map[string]any) map[string]any {
	t.Helper()
	return p.MustAction(t, "add_trip", fields)["trip"].(map[string]any)
}

// storedTrip reads a trip row as stored.
func storedTrip(t *testing.T, h *apitest.Harness, id any) *persistence.Trip {
	t.Helper()
	row := new(persistence.Trip)
	if err := h.DB.NewSelect().Model(row).Where("tr.id = ?", uuid.MustParse(id.(string))).Scan(context.Background()); err != nil {
		t.Fatalf("read trip %v: %v", id, err)
	}
	return row
}

// num is a JSON number of a decoded body as written ("" for null).
func num(t *testing.T, v any) string {
	t.Helper()
	if v == nil {
		return ""
	}
	n, ok := v.(json.Number)
	if !ok {
		t.Fatalf("%v (%T) is not a number", v, v)
	}
	return n.String()
}

// ids lists the "id" of each object of a decoded array.
func ids(t *testing.T, v any) []string {
	t.Helper()
	out := []string{}
	for _, o := range v.([]any) {
		out = append(out, o.(map[string]any)["id"].(string))
	}
	return out
}

func itoa(n int) string { return strconv.Itoa(n) }
