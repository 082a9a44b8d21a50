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
// every action a key may call, on top of the action's own example: each
// answer is a success or a 4xx error object, never a 5xx, so no input of
// a client's can reach the store unchecked or panic a handler.
func TestNoBadInputIsAServerError(t *testing.T) {
	h := apitest.New(t, apitest.Options{})
	host := h.NewAccount(t, persistence.RoleHost, apitest.AllScopes)
	host.Profile(t, "example_host")
	h.NewPlayer(t, "read").Profile(t, "lucky_bob")
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
