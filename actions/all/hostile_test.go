package all_test

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
	"github.com/tierline/tierline/transport/apitest"
)

// hostileValues are what a careless or malicious client puts in a field:
// wrong JSON types, extremes of range and length, impossible dates, bytes
// PostgreSQL refuses in text (NUL), and SQL.
var hostileValues = []struct {
	name  string
	value any
}{
	{"null", nil},
	{"empty string", ""},
	{"long string", strings.Repeat("x", 20000)},
	{"NUL byte", "a\u0000b"},
	{"SQL", "'; DROP TABLE trips; --"},
	{"negative", -1},
	{"zero", 0},
	{"fraction", 2.5},
	{"huge", 1e300},
	{"huge negative", -1e300},
	{"beyond int64", json.Number("99999999999999999999999")},
	{"boolean", true},
	{"array", []any{1, "two"}},
	{"object", map[string]any{"a": 1}},
	{"impossible date", "2025-02-30"},
	{"year 0", "0000-01-01"},
	{"year 9999", "9999-12-31"},
	{"instant in year 0", "0000-01-01T00:00:00Z"},
	{"instant past year 9999", "9999-12-31T23:59:59-23:59"},
	{"not a uuid", "not-a-uuid"},
	{"nil uuid", "00000000-0000-0000-0000-000000000000"},
}

// TestNoBadInputIsAServerError sends every hostile value in every field of
// every action a key may call, on top of the action's own example with the
// ids of real records of the caller's (so updates reach the store rather
// than stopping at 404): each answer is a success or a 4xx error object,
// never a 5xx, so no input of a client's can reach the store unchecked or
// panic a handler.
func TestNoBadInputIsAServerError(t *testing.T) {
	h := apitest.New(t, apitest.Options{})
	host := h.NewAccount(t, persistence.RoleHost, apitest.AllScopes)
	// Handles of their own: the examples test shares this database and
	// holds example_host and lucky_bob.
	host.Profile(t, "hostile_host")
	h.NewPlayer(t, "read").Profile(t, "hostile_bob")
	ids := realRecords(t, host)
	for _, a := range registry.Default.List() {
		if !a.AllowedByKey() {
			continue
		}
		t.Run(a.Namespace+" "+a.Name, func(t *testing.T) {
			props := a.InputSchema().Properties
			for p := props.Oldest(); p != nil; p = p.Next() {
				for _, v := range hostileValues {
					body := a.ExampleRequest()
					if a.Name == "match_hosts" {
						body["player_id"] = host.Account.ID.String()
					}
					if !strings.HasPrefix(a.Name, "delete_") && !strings.HasPrefix(a.Name, "revoke_") {
						for field := range body {
							if id, ok := ids[field]; ok {
								body[field] = id
							}
						}
					}
					body[p.Key] = v.value
					res := host.Post(t, registry.Path(a.Namespace), body, nil)
					if res.Status >= 500 {
						t.Errorf("%s = %s answered %d: %.300s", p.Key, v.name, res.Status, res.Body)
						continue
					}
					if res.Status != http.StatusOK {
						wantErrorObject(t, res, p.Key+" = "+v.name)
					}
				}
			}
		})
	}
}

// wantErrorObject checks that a refusal is the spec's error object, whatever
// its code: a code, a message, the status repeated, and a docs link.
func wantErrorObject(t *testing.T, res apitest.Response, what string) {
	t.Helper()
	var body struct {
		Error *apitest.ErrorObject `json:"error"`
	}
	if err := json.Unmarshal(res.Body, &body); err != nil || body.Error == nil {
		t.Errorf("%s answered %d without the error object: %.300s", what, res.Status, res.Body)
		return
	}
	e := body.Error
	if e.Code == "" || e.Message == "" || e.Status != res.Status ||
		!strings.HasPrefix(e.Docs, apitest.SiteURL+"/docs/errors#"+e.Code) {
		t.Errorf("%s answered an incomplete error object: %.300s", what, res.Body)
	}
}

// realRecords creates one record of each kind an action can name by id,
// each from its creating action's own example, and returns their ids by
// the field name that refers to them.
func realRecords(t *testing.T, p *apitest.Player) map[string]string {
	t.Helper()
	creators := map[string]string{
		"trip_id": "add_trip", "offer_id": "add_offer", "machine_id": "save_machine",
		"session_id": "start_session", "voucher_id": "add_voucher", "tier_id": "upsert_tier",
		"visit_id": "check_in", "entry_id": "bankroll_add", "share_link_id": "create_share_link",
		"w2g_id": "manual_w2g",
	}
	ids := map[string]string{}
	for field, name := range creators {
		a, ok := registry.Default.Lookup("player", name)
		if !ok {
			t.Fatalf("no action %s", name)
		}
		body := a.ExampleRequest()
		delete(body, "action")
		data := p.MustAction(t, name, body)
		for _, v := range data {
			if obj, ok := v.(map[string]any); ok {
				if id, ok := obj["id"].(string); ok {
					ids[field] = id
				}
			}
		}
		if ids[field] == "" {
			t.Fatalf("%s answered no record id: %v", name, data)
		}
	}
	return ids
}
