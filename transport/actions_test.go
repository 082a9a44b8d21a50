package transport_test

import (
	"bytes"
	"fmt"
	"io"
	"net/http"
	"strings"
	"sync"
	"testing"

	"github.com/google/uuid"

	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"
)

// TestPlayerPipelineOrder walks POST /v1/player through the steps of the
// pipeline in their order: each case is wrong at one step and at every
// later one, so the answer shows which step looked first. No refused
// request writes a row.
func TestPlayerPipelineOrder(t *testing.T) {
	h := apitest.New(t, apitest.Options{})
	reader := h.NewPlayer(t, "read")
	writer := h.NewPlayer(t, "read,write")
	admin := h.NewAccount(t, persistence.RoleAdmin, apitest.AllScopes)
	tests := []struct {
		name   string
		as     *apitest.Player // nil: no key
		body   string
		status int
		code   string
		part   string // the message starts with it
	}{
		// 1. Authentication before anything about the body.
		{"no key and a broken body", nil, `{"action":`, 401, "invalid_token", ""},
		// 2. A JSON object of at most 1 MiB.
		{"a body that is not JSON", writer, `add_trip`, 400, "invalid_request", "body: "},
		{"a JSON array", writer, `[{"action":"add_trip"}]`, 400, "invalid_request", "body: "},
		{"JSON null", writer, `null`, 400, "invalid_request", "body: "},
		{"an object with trailing data", writer, `{"action":"add_trip","casino_name":"Wynn"} {}`, 400, "invalid_request", "body: "},
		{"an empty body", writer, ``, 400, "invalid_request", "body: "},
		{"over 1 MiB", writer, `{"action":"add_trip","notes":"` + strings.Repeat("x", 1<<20) + `"}`, 413, "invalid_request", "body: must be at most 1 MiB"},
		{"a field sent twice", writer, `{"action":"add_trip","casino_name":"Wynn","casino_name":"Aria"}`, 400, "invalid_request", "casino_name: appears more than once"},
		{"the action sent twice", writer, `{"action":"list_trips","action":"add_trip","casino_name":"Wynn"}`, 400, "invalid_request", "action: appears more than once"},
		// 3. The action: present, a string, known.
		{"no action", writer, `{"casino_name":"Wynn"}`, 400, "invalid_request", "action: is required"},
		{"an action that is not a string", writer, `{"action":7}`, 400, "invalid_request", "action: must be a string"},
		{"an unknown action", writer, `{"action":"add_trips"}`, 400, "invalid_request", `action: unknown action "add_trips"`},
		{"a feature endpoint's action", writer, `{"action":"calculate"}`, 400, "invalid_request", `action: unknown action "calculate"`},
		// 4. Scopes before the fields are read.
		{"a write with a read key and bad fields", reader, `{"action":"add_trip","casino_name":7}`, 403, "insufficient_scope", ""},
		{"an admin action with every scope", admin, `{"action":"admin_list_users"}`, 403, "insufficient_scope", ""},
		{"a key action with every scope", admin, `{"action":"create_api_key","name":"x"}`, 403, "insufficient_scope", ""},
		// 5. Fields: type, then rules.
		{"a field of the wrong type", writer, `{"action":"add_trip","casino_name":7}`, 400, "invalid_request", "casino_name: must be a string"},
		{"a missing required field", writer, `{"action":"add_trip"}`, 400, "invalid_request", "casino_name: is required"},
		{"two fields that disagree", writer, `{"action":"add_trip","casino_name":"Wynn","start_date":"2026-05-03","end_date":"2026-05-01"}`,
			400, "invalid_request", "end_date: must be on or after start_date"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			headers := map[string]string{}
			if tt.as != nil {
				headers["Authorization"] = "Bearer " + tt.as.Key
			}
			res := h.Do(t, http.MethodPost, "/v1/player", tt.body, headers)
			e := res.WantError(t, tt.status, tt.code, tt.part)
			if !strings.HasPrefix(e.Message, tt.part) {
				t.Errorf("message %q does not start with %q", e.Message, tt.part)
			}
			for _, p := range []*apitest.Player{reader, writer, admin} {
				if n := h.Count(t, "trips", "account_id = ?", p.Account.ID); n != 0 {
					t.Fatalf("a refused request wrote %d trips", n)
				}
			}
		})
	}

	t.Run("a good request answers data with success beside the output, and error null", func(t *testing.T) {
		res := writer.Post(t, "/v1/player", `{"action":"add_trip","casino_name":"Wynn"}`, nil)
		var body struct {
			Data struct {
				Success bool `json:"success"`
				Trip    struct {
					ID         string `json:"id"`
					CasinoName string `json:"casino_name"`
				} `json:"trip"`
			} `json:"data"`
			Error *struct{} `json:"error"`
		}
		res.JSON(t, &body)
		if res.Status != http.StatusOK || !body.Data.Success || body.Data.Trip.CasinoName != "Wynn" || body.Error != nil {
			t.Fatalf("%d %s", res.Status, res.Body)
		}
		if !strings.Contains(string(res.Body), `"error":null`) {
			t.Errorf("the body does not say error null: %s", res.Body)
		}
		if n := h.Count(t, "trips", "id = ? AND account_id = ?", uuid.MustParse(body.Data.Trip.ID), writer.Account.ID); n != 1 {
			t.Errorf("%d rows for the new trip, want 1", n)
		}
	})
}

// TestIdempotencyKeySentTwiceIsRefused: two Idempotency-Key values leave
// it unclear which one the client meant, so neither is used.
func TestIdempotencyKeySentTwiceIsRefused(t *testing.T) {
	h := apitest.New(t, apitest.Options{})
	p := h.NewPlayer(t, "read,write")
	req, err := http.NewRequest(http.MethodPost, h.URL+"/v1/player", bytes.NewBufferString(tripBody))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Authorization", "Bearer "+p.Key)
	req.Header.Add("Idempotency-Key", uuid.NewString())
	req.Header.Add("Idempotency-Key", uuid.NewString())
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	raw, _ := io.ReadAll(res.Body)
	apitest.Response{Status: res.StatusCode, Header: res.Header, Body: raw}.
		WantInvalid(t, "Idempotency-Key")
	if n := tripRows(t, h, p); n != 0 {
		t.Errorf("%d trips written", n)
	}
	if n := idemRows(t, h, p); n != 0 {
		t.Errorf("%d idempotency records written", n)
	}
}

// TestConcurrentWritesOfOneAccountCheckThenWriteOnce sends bursts of
// requests that each check for a record and create it when missing (a
// tier at a new casino, a first profile): however they interleave, one
// creates and the rest update, so every answer is 200 and one row stands.
// Between accounts, one handle goes to one player and the rest get a 400
// naming it. (On SQLite the writers are serial anyway; PostgreSQL is the
// case this guards.)
func TestConcurrentWritesOfOneAccountCheckThenWriteOnce(t *testing.T) {
	h := apitest.New(t, apitest.Options{})
	const burst = 30
	run := func(send func(i int) apitest.Response) []apitest.Response {
		out := make([]apitest.Response, burst)
		var wg sync.WaitGroup
		for i := range burst {
			wg.Add(1)
			go func() {
				defer wg.Done()
				out[i] = send(i)
			}()
		}
		wg.Wait()
		return out
	}
	wantAll200 := func(t *testing.T, res []apitest.Response) {
		t.Helper()
		for _, r := range res {
			if r.Status != http.StatusOK {
				t.Fatalf("status %d: %s", r.Status, r.Body)
			}
		}
	}

	t.Run("a tier at a new casino", func(t *testing.T) {
		p := h.NewPlayer(t, "read,write")
		for round := range 3 {
			casino := fmt.Sprintf("Race Casino %d", round)
			wantAll200(t, run(func(i int) apitest.Response {
				return p.Action(t, "upsert_tier", map[string]any{"casino_name": casino, "tier": "Gold", "points_balance": i})
			}))
			if n := h.Count(t, "user_tiers", "account_id = ? AND casino_name = ?", p.Account.ID, casino); n != 1 {
				t.Errorf("%d tier rows at %s, want 1", n, casino)
			}
		}
	})

	t.Run("a first profile", func(t *testing.T) {
		p := h.NewPlayer(t, "read,write")
		wantAll200(t, run(func(i int) apitest.Response {
			return p.Action(t, "update_profile", map[string]any{"handle": "racer_one", "display_name": fmt.Sprint("Racer ", i)})
		}))
		if n := h.Count(t, "profiles", "account_id = ?", p.Account.ID); n != 1 {
			t.Errorf("%d profiles, want 1", n)
		}
	})

	t.Run("one handle wanted by many players", func(t *testing.T) {
		players := make([]*apitest.Player, burst)
		for i := range players {
			players[i] = h.NewPlayer(t, "read,write")
		}
		won := 0
		for _, r := range run(func(i int) apitest.Response {
			return players[i].Action(t, "update_profile", map[string]any{"handle": "only_one"})
		}) {
			if r.Status == http.StatusOK {
				won++
				continue
			}
			r.WantInvalid(t, "handle")
		}
		if won != 1 || h.Count(t, "profiles", "handle = ?", "only_one") != 1 {
			t.Errorf("%d players got the handle, want 1", won)
		}
	})
}
