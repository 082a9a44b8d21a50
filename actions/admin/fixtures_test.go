package admin_test

import (
	"context"
	"net/http"
	"reflect"
	"strings"
	"testing"

	"github.com/tierline/tierline"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
	"github.com/tierline/tierline/transport/apitest"
)

// allScopes is a key holding every scope, on a host account: the most an
// API key can hold.
const allScopes = "read,write,tax,host"

// refused checks that the action is answered 403 insufficient_scope, naming
// it, for a key holding every scope.
func refused(t *testing.T, p *apitest.Player, action string, fields map[string]any) {
	t.Helper()
	e := p.Action(t, action, fields).WantError(t, http.StatusForbidden, "insufficient_scope", `"`+action+`"`)
	if !strings.Contains(e.Message, "never available through an API key") {
		t.Errorf("message %q does not say the action is never available through an API key", e.Message)
	}
}

// role reads an account's stored role.
func role(t *testing.T, h *apitest.Harness, p *apitest.Player) string {
	t.Helper()
	var a persistence.Account
	if err := h.DB.NewSelect().Model(&a).Where("id = ?", p.Account.ID).Scan(context.Background()); err != nil {
		t.Fatal(err)
	}
	return a.Role
}

// registeredRefused checks the registration (kind, area, never allowed by
// key) and that the handler itself refuses, should the pipeline ever reach it.
func registeredRefused(t *testing.T, action string) {
	t.Helper()
	a, ok := registry.Default.Lookup("player", action)
	if !ok {
		t.Fatalf("%s is not registered", action)
	}
	if a.Kind != registry.KindAdmin || a.Area != "admin" || a.AllowedByKey() || a.Rules == "" {
		t.Errorf("%s: kind %s, area %s, allowed by key %v, rules %q", action, a.Kind, a.Area, a.AllowedByKey(), a.Rules)
	}
	out, err := a.Call(context.Background(), &registry.Env{}, reflect.New(a.Input).Interface())
	if tierline.ErrorCode(err) != tierline.EFORBIDDEN {
		t.Errorf("%s handler returned %v, %v; want insufficient_scope", action, out, err)
	}
}
