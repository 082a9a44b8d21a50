package registry

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/scopes"
)

// readOnlyStore serves read actions that touch no table: the dispatcher's
// decisions come before any query.
type readOnlyStore struct{}

func (readOnlyStore) Read(ctx context.Context, fn func(context.Context, bun.IDB) error) error {
	return fn(ctx, nil)
}
func (readOnlyStore) InTx(context.Context, func(context.Context, bun.IDB) error) error {
	panic("no transaction in these tests")
}
func (readOnlyStore) LockAccount(context.Context, bun.IDB, uuid.UUID) error { return nil }
func (readOnlyStore) StoredResponse(context.Context, bun.IDB, uuid.UUID, uuid.UUID, domain.Timestamp) (*persistence.IdempotencyRecord, error) {
	return nil, nil
}
func (readOnlyStore) Remember(context.Context, bun.IDB, *persistence.IdempotencyRecord) (*persistence.IdempotencyRecord, error) {
	return nil, nil
}

func TestKeyAndAdminActionsRunOnlyOnTheSite(t *testing.T) {
	r := New()
	for _, s := range []Spec{
		{Namespace: "player", Name: "key_thing", Area: "keys", Kind: KindKey, Summary: "A key action."},
		{Namespace: "player", Name: "admin_thing", Area: "admin", Kind: KindAdmin, Summary: "An admin action."},
		{Namespace: "player", Name: "read_thing", Area: "tests", Kind: KindRead, Summary: "A read action."},
	} {
		Add(r, s, nop)
	}
	d := &Dispatcher{Registry: r, Store: readOnlyStore{}, Now: time.Now, SiteURL: "http://site.test"}
	id := uuid.New()
	everyScope := scopes.Set(scopes.All)
	keyOf := func(role string) Caller {
		return Caller{AccountID: id, Role: role, Scopes: everyScope, KeyID: uuid.New(), Via: ViaAPIKey}
	}
	tests := []struct {
		name   string
		caller Caller
		action string
		want   string // error code, "" for success
		part   string
	}{
		{"an API key holding every scope is refused a key action", keyOf(RoleHost), "key_thing", domain.EFORBIDDEN, "never available through an API key"},
		{"an API key's refusal says where keys are managed", keyOf(RoleHost), "key_thing", domain.EFORBIDDEN, "http://site.test/settings/keys"},
		{"an admin's API key holding every scope is refused an admin action", keyOf(RoleAdmin), "admin_thing", domain.EFORBIDDEN, "never available through an API key"},
		{"a caller that does not say how it came in is treated as an API key", Caller{AccountID: id, Role: RoleAdmin, Scopes: everyScope}, "key_thing", domain.EFORBIDDEN, "never available through an API key"},
		{"the owner signed in on the site runs a key action", SiteCaller(id, "a@x.test", persistence.RolePlayer), "key_thing", "", ""},
		{"a player signed in on the site is refused an admin action", SiteCaller(id, "a@x.test", persistence.RolePlayer), "admin_thing", domain.EFORBIDDEN, "not an admin"},
		{"a host signed in on the site is refused an admin action", SiteCaller(id, "a@x.test", RoleHost), "admin_thing", domain.EFORBIDDEN, "not an admin"},
		{"an admin signed in on the site runs an admin action", SiteCaller(id, "a@x.test", RoleAdmin), "admin_thing", "", ""},
		{"the owner on the site runs a read action", SiteCaller(id, "a@x.test", persistence.RolePlayer), "read_thing", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := d.Dispatch(context.Background(), tt.caller, Request{Namespace: "player", Action: tt.action})
			if tt.want == "" {
				if err != nil {
					t.Fatalf("refused: %v", err)
				}
				return
			}
			if domain.ErrorCode(err) != tt.want || !strings.Contains(domain.ErrorMessage(err), tt.part) {
				t.Errorf("got %v, want %s saying %q", err, tt.want, tt.part)
			}
		})
	}

	t.Run("an Idempotency-Key is refused on a key action: its answer would be stored with a secret in it", func(t *testing.T) {
		_, err := d.Dispatch(context.Background(), SiteCaller(id, "a@x.test", persistence.RolePlayer),
			Request{Namespace: "player", Action: "key_thing", IdempotencyKey: uuid.NewString()})
		if domain.ErrorCode(err) != domain.EINVALID || !strings.HasPrefix(domain.ErrorMessage(err), "Idempotency-Key: ") {
			t.Errorf("got %v, want 400 naming Idempotency-Key", err)
		}
	})
}

func TestSiteCallerHoldsWhatTheRoleAllows(t *testing.T) {
	tests := []struct {
		role string
		want string
	}{
		{persistence.RolePlayer, "read,write,tax"},
		{persistence.RoleAdmin, "read,write,tax"},
		{persistence.RoleHost, "read,write,tax,host"},
	}
	for _, tt := range tests {
		t.Run("a signed-in "+tt.role+" holds "+tt.want, func(t *testing.T) {
			c := SiteCaller(uuid.New(), "a@x.test", tt.role)
			if c.Scopes.String() != tt.want || !c.OnSite() {
				t.Errorf("scopes %s, on site %v", c.Scopes, c.OnSite())
			}
		})
	}
}
