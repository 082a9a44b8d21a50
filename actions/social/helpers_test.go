package social_test

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	_ "github.com/tierline/tierline/actions/consent" // set_consent, to grant social_visibility in tests
	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"
)

var start = time.Date(2026, 11, 22, 7, 30, 0, 0, time.UTC)

// newProfiled is a new player whose profile has handle and display name.
func newProfiled(t *testing.T, h *apitest.Harness, handle, displayName string) *apitest.Player {
	t.Helper()
	p := h.NewPlayer(t, "read,write")
	p.MustAction(t, "update_profile", map[string]any{"handle": handle, "display_name": displayName})
	return p
}

// record adds a public activity event of p's at the harness clock's time.
func record(t *testing.T, h *apitest.Harness, p *apitest.Player, kind, summary string) {
	t.Helper()
	ref := p.Account.ID // any id: the feed must never show it
	if err := persistence.RecordActivity(context.Background(), h.DB, p.Account.ID, kind, summary, &ref,
		domain.NewTimestamp(h.Clock.Now())); err != nil {
		t.Fatal(err)
	}
}

// setConsent sets one of p's consents through the action.
func setConsent(t *testing.T, p *apitest.Player, consent string, granted bool) {
	t.Helper()
	p.MustAction(t, "set_consent", map[string]any{"consent": consent, "granted": granted})
}

// list returns the objects of data[key].
func list(t *testing.T, data map[string]any, key string) []map[string]any {
	t.Helper()
	raw, ok := data[key].([]any)
	if !ok {
		t.Fatalf("%s = %v, want an array", key, data[key])
	}
	out := make([]map[string]any, len(raw))
	for i, v := range raw {
		out[i] = v.(map[string]any)
	}
	return out
}

// count is data["count"] as an int.
func count(t *testing.T, data map[string]any) int {
	t.Helper()
	n, err := data["count"].(json.Number).Int64()
	if err != nil {
		t.Fatalf("count = %v: %v", data["count"], err)
	}
	return int(n)
}

// handles are the handle fields of items, in order.
func handles(items []map[string]any) []string {
	out := make([]string, len(items))
	for i, it := range items {
		out[i], _ = it["handle"].(string)
	}
	return out
}

// wantKeys fails unless obj has exactly keys.
func wantKeys(t *testing.T, obj map[string]any, keys ...string) {
	t.Helper()
	if len(obj) != len(keys) {
		t.Errorf("%v has fields other than %v", obj, keys)
	}
	for _, k := range keys {
		if _, ok := obj[k]; !ok {
			t.Errorf("%v lacks %q", obj, k)
		}
	}
}
