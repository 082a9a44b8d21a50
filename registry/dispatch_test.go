package registry_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	_ "github.com/tierline/tierline/actions/all"
	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/persistence/dbtest"
	"github.com/tierline/tierline/registry"
	"github.com/tierline/tierline/scopes"
)

func TestMain(m *testing.M) { dbtest.Main(m) }

// The dispatcher is tested here as every surface calls it: a caller and a
// request in, a result or an error object out, over a real store, with no
// HTTP anywhere.

func newDispatcher(t *testing.T) (*registry.Dispatcher, *bun.DB) {
	t.Helper()
	db := dbtest.Seeded(t)
	return &registry.Dispatcher{
		Registry:       registry.Default,
		Store:          persistence.NewActionStore(db),
		Now:            func() time.Time { return time.Date(2026, 6, 1, 12, 0, 0, 0, time.UTC) },
		SiteURL:        "http://tierline.test",
		IdempotencyTTL: 24 * time.Hour,
	}, db
}

func callerFor(a *persistence.Account, set ...scopes.Scope) registry.Caller {
	return registry.Caller{AccountID: a.ID, Email: a.Email, Role: a.Role, Scopes: set}
}

func body(s string) map[string]json.RawMessage {
	var fields map[string]json.RawMessage
	if err := json.Unmarshal([]byte(s), &fields); err != nil {
		panic(err)
	}
	return fields
}

func count(t *testing.T, db bun.IDB, table, where string, args ...any) int {
	t.Helper()
	n, err := db.NewSelect().Table(table).Where(where, args...).Count(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return int(n)
}

func TestDispatchDecides(t *testing.T) {
	d, db := newDispatcher(t)
	player := dbtest.NewAccount(t, db, persistence.RolePlayer)
	reader := callerFor(player, scopes.Read)
	writer := callerFor(player, scopes.Read, scopes.Write)
	tests := []struct {
		name   string
		caller registry.Caller
		req    registry.Request
		code   string
		status int
		part   string // the message starts with it
	}{
		{"an anonymous caller is refused before the body is read", registry.Caller{},
			registry.Request{Namespace: "player", Body: strings.NewReader(`{"action":`)}, domain.EUNAUTHORIZED, 401, ""},
		{"a body that is not an object", writer,
			registry.Request{Namespace: "player", Body: strings.NewReader(`[1]`)}, domain.EINVALID, 400, "body: "},
		{"a body over 1 MiB is 413", writer,
			registry.Request{Namespace: "player", Body: strings.NewReader(`{"action":"add_trip","notes":"` + strings.Repeat("x", registry.MaxBody) + `"}`)},
			domain.EINVALID, 413, "body: must be at most 1 MiB"},
		{"an unknown action", writer,
			registry.Request{Namespace: "player", Action: "add_trips"}, domain.EINVALID, 400, `action: unknown action "add_trips"`},
		{"a write with a read-only key is 403 before the fields are read", reader,
			registry.Request{Namespace: "player", Fields: body(`{"action":"add_trip","casino_name":7}`)}, domain.EFORBIDDEN, 403, ""},
		{"a host action for a player holding the host scope", callerFor(player, scopes.Read, scopes.Host),
			registry.Request{Namespace: "player", Action: "host_dashboard"}, domain.EFORBIDDEN, 403, ""},
		{"an admin action whatever the scopes", callerFor(player, scopes.All...),
			registry.Request{Namespace: "player", Action: "admin_list_users"}, domain.EFORBIDDEN, 403, ""},
		{"a field of the wrong type", writer,
			registry.Request{Namespace: "player", Fields: body(`{"action":"add_trip","casino_name":7}`)}, domain.EINVALID, 400, "casino_name: must be a string"},
		{"a malformed Idempotency-Key", writer,
			registry.Request{Namespace: "player", Action: "add_trip", Fields: body(`{"casino_name":"Wynn"}`), IdempotencyKey: "nope"},
			domain.EINVALID, 400, "Idempotency-Key: must be a uuid"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := d.Dispatch(context.Background(), tt.caller, tt.req)
			if got := domain.ErrorCode(err); got != tt.code {
				t.Fatalf("code %q, want %q (%v)", got, tt.code, err)
			}
			if got := domain.StatusOf(err); got != tt.status {
				t.Errorf("status %d, want %d", got, tt.status)
			}
			if msg := domain.ErrorMessage(err); !strings.HasPrefix(msg, tt.part) {
				t.Errorf("message %q does not start with %q", msg, tt.part)
			}
		})
	}
	if n := count(t, db, "trips", "account_id = ?", player.ID); n != 0 {
		t.Errorf("refused calls wrote %d trips", n)
	}
}

func TestDispatchRunsAReadAsTheCaller(t *testing.T) {
	d, db := newDispatcher(t)
	ann := dbtest.NewAccount(t, db, persistence.RolePlayer)
	bob := dbtest.NewAccount(t, db, persistence.RolePlayer)
	for _, who := range []*persistence.Account{ann, ann, bob} {
		if _, err := d.Dispatch(context.Background(), callerFor(who, scopes.Read, scopes.Write),
			registry.Request{Namespace: "player", Action: "add_trip", Fields: body(`{"casino_name":"Borgata"}`)}); err != nil {
			t.Fatal(err)
		}
	}
	res, err := d.Dispatch(context.Background(), callerFor(ann, scopes.Read),
		registry.Request{Namespace: "player", Fields: body(`{"action":"list_trips","limit":1}`)})
	if err != nil {
		t.Fatal(err)
	}
	var data struct {
		Success bool              `json:"success"`
		Trips   []json.RawMessage `json:"trips"`
		Count   int               `json:"count"`
	}
	if err := json.Unmarshal(res.Data, &data); err != nil {
		t.Fatal(err)
	}
	if !data.Success || data.Count != 2 || len(data.Trips) != 1 {
		t.Errorf("data = %s; want success, count 2 (Ann's trips only) and one trip on the page", res.Data)
	}
	if res.ContentType != registry.JSONContentType || !strings.HasSuffix(string(res.Body), `,"error":null}`) {
		t.Errorf("body %s (%s) is not the JSON envelope", res.Body, res.ContentType)
	}
	if res.Action.Name != "list_trips" || res.Replayed {
		t.Errorf("action %s, replayed %v", res.Action.Name, res.Replayed)
	}
}

func TestDispatchReplaysAWriteWithTheSameIdempotencyKey(t *testing.T) {
	d, db := newDispatcher(t)
	ann := dbtest.NewAccount(t, db, persistence.RolePlayer)
	writer := callerFor(ann, scopes.Read, scopes.Write)
	key := uuid.NewString()
	send := func(fields string) (*registry.Result, error) {
		return d.Dispatch(context.Background(), writer,
			registry.Request{Namespace: "player", Fields: body(fields), IdempotencyKey: key})
	}
	first, err := send(`{"action":"add_trip","casino_name":"Wynn","coin_in":100}`)
	if err != nil {
		t.Fatal(err)
	}
	// The same request spelled differently is the same request.
	again, err := send(`{"coin_in":100, "casino_name":"Wynn", "action":"add_trip"}`)
	if err != nil {
		t.Fatal(err)
	}
	if !again.Replayed || string(again.Body) != string(first.Body) || first.Replayed {
		t.Errorf("replayed %v/%v; bodies\n%s\n%s", first.Replayed, again.Replayed, first.Body, again.Body)
	}
	if string(again.Data) != string(first.Data) {
		t.Errorf("replayed data %s, want %s", again.Data, first.Data)
	}
	if n := count(t, db, "trips", "account_id = ?", ann.ID); n != 1 {
		t.Errorf("%d trips, want 1", n)
	}
	if n := count(t, db, "idempotency_records", "account_id = ?", ann.ID); n != 1 {
		t.Errorf("%d idempotency records, want 1", n)
	}
	_, err = send(`{"action":"add_trip","casino_name":"Aria"}`)
	if msg := domain.ErrorMessage(err); !strings.HasPrefix(msg, "Idempotency-Key: was already used") {
		t.Errorf("another request with the key: %v", err)
	}
	// Another account's same key is its own.
	bob := dbtest.NewAccount(t, db, persistence.RolePlayer)
	res, err := d.Dispatch(context.Background(), callerFor(bob, scopes.Read, scopes.Write),
		registry.Request{Namespace: "player", Fields: body(`{"action":"add_trip","casino_name":"Wynn","coin_in":100}`), IdempotencyKey: key})
	if err != nil || res.Replayed {
		t.Errorf("Bob's request with Ann's key: replayed %v, %v", res != nil && res.Replayed, err)
	}
}

func TestDispatchRollsBackAFailedWrite(t *testing.T) {
	d, db := newDispatcher(t)
	ann := dbtest.NewAccount(t, db, persistence.RolePlayer)
	// An end_session of a session that is not Ann's is a 404 after the
	// idempotency claim: neither the claim nor anything else may remain.
	_, err := d.Dispatch(context.Background(), callerFor(ann, scopes.Read, scopes.Write), registry.Request{
		Namespace: "player", Action: "end_session", Fields: body(`{"session_id":"` + uuid.NewString() + `","cash_out":5}`),
		IdempotencyKey: uuid.NewString()})
	if domain.ErrorCode(err) != domain.ENOTFOUND {
		t.Fatalf("err %v, want not_found", err)
	}
	if n := count(t, db, "idempotency_records", "account_id = ?", ann.ID); n != 0 {
		t.Errorf("%d idempotency records left by a failed write", n)
	}
}
