package tiers_test

import (
	"encoding/json"
	"testing"

	"github.com/tierline/tierline/transport/apitest"
)

// num reads a JSON number of a result (decoded with UseNumber).
func num(t *testing.T, v any) float64 {
	t.Helper()
	n, ok := v.(json.Number)
	if !ok {
		t.Fatalf("%v (%T) is not a number", v, v)
	}
	f, err := n.Float64()
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// obj reads a JSON object of a result.
func obj(t *testing.T, v any) map[string]any {
	t.Helper()
	m, ok := v.(map[string]any)
	if !ok {
		t.Fatalf("%v (%T) is not an object", v, v)
	}
	return m
}

// arr reads a JSON array of a result.
func arr(t *testing.T, v any) []any {
	t.Helper()
	a, ok := v.([]any)
	if !ok {
		t.Fatalf("%v (%T) is not an array", v, v)
	}
	return a
}

// upsert records a tier through the action and returns the stored row.
func upsert(t *testing.T, p *apitest.Player, fields map[string]any) map[string]any {
	t.Helper()
	return obj(t, p.MustAction(t, "upsert_tier", fields)["tier"])
}
