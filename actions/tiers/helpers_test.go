package tiers_test

import (
	"testing"

	"github.com/tierline/tierline/transport/apitest"
)

// upsert records a tier through the action and returns the stored row.
func upsert(t *testing.T, p *apitest.Player, fields map[string]any) map[string]any {
	t.Helper()
	return apitest.Object(t, p.MustAction(t, "upsert_tier", fields)["tier"])
}
