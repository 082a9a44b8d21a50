package tiers_test

import (
	"testing"

	"github.com/tierline/tierline/internal/domain/directory"
	"github.com/tierline/tierline/transport/apitest"
)

// caesarsSlug is the directory slug of Caesars Palace Casino (NV).
func caesarsSlug(t *testing.T, _ *apitest.Harness) string {
	t.Helper()
	return directory.CasinoSlug(directory.CasinoID("Caesars Palace Casino", "NV"), "Caesars Palace Casino", "NV")
}

// upsert records a tier through the action and returns the stored row.
func upsert(t *testing.T, p *apitest.Player, fields map[string]any) map[string]any {
	t.Helper()
	return apitest.Object(t, p.MustAction(t, "upsert_tier", fields)["tier"])
}
