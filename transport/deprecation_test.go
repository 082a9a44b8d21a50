package transport_test

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/tierline/tierline/registry"
	"github.com/tierline/tierline/transport"
	"github.com/tierline/tierline/transport/apitest"
)

type emptyIO struct{}

func TestDeprecationHeaders(t *testing.T) {
	since := time.Date(2026, 9, 1, 0, 0, 0, 0, time.UTC)
	sunset := time.Date(2027, 3, 1, 0, 0, 0, 0, time.UTC)
	reg := registry.New()
	spec := registry.Spec{Namespace: "player", Area: "tests", Kind: registry.KindRead, Summary: "Old way."}
	old := spec
	old.Name, old.Deprecated = "old_way", &registry.Deprecation{Since: since, Sunset: sunset, Use: "new_way"}
	current := spec
	current.Name, current.Summary = "new_way", "New way."
	nop := func(context.Context, *registry.Env, *emptyIO) (*emptyIO, error) { return &emptyIO{}, nil }
	registry.Add(reg, old, nop)
	registry.Add(reg, current, nop)
	h := apitest.New(t, apitest.Options{Server: []transport.Option{
		transport.WithRegistry(reg),
		transport.WithDeprecatedRoute("/v1/rewards-programs", registry.Deprecation{Since: since, Sunset: sunset}),
	}})
	p := h.NewPlayer(t, "read")

	wantHeaders := func(t *testing.T, res apitest.Response, link string) {
		t.Helper()
		if got := res.Header.Get("Deprecation"); got != "@1788220800" {
			t.Errorf("Deprecation = %q, want @1788220800 (RFC 9745)", got)
		}
		if got := res.Header.Get("Sunset"); got != "Mon, 01 Mar 2027 00:00:00 GMT" {
			t.Errorf("Sunset = %q, want an HTTP-date (RFC 8594)", got)
		}
		if got := res.Header.Get("Link"); got != "<"+link+`>; rel="deprecation"` {
			t.Errorf("Link = %q", got)
		}
	}
	t.Run("a deprecated action says so", func(t *testing.T) {
		res := p.Action(t, "old_way", nil)
		res.Data(t)
		wantHeaders(t, res, apitest.SiteURL+"/docs/actions#player-old_way")
	})
	t.Run("a current action does not", func(t *testing.T) {
		if res := p.Action(t, "new_way", nil); res.Header.Get("Deprecation") != "" || res.Header.Get("Sunset") != "" {
			t.Errorf("headers on a current action: %v", res.Header)
		}
	})
	t.Run("a deprecated route says so, errors included", func(t *testing.T) {
		wantHeaders(t, h.Do(t, http.MethodGet, "/v1/rewards-programs", nil, nil), apitest.SiteURL+"/docs/deprecations")
		wantHeaders(t, h.Do(t, http.MethodGet, "/v1/rewards-programs?limit=0", nil, nil), apitest.SiteURL+"/docs/deprecations")
	})
	t.Run("other routes do not", func(t *testing.T) {
		if res := h.Do(t, http.MethodGet, "/v1/casinos?limit=1", nil, nil); res.Header.Get("Deprecation") != "" {
			t.Error("Deprecation on a current route")
		}
	})
	t.Run("the links open", func(t *testing.T) {
		for _, path := range []string{"/docs/deprecations", "/docs/actions"} {
			if res := h.Do(t, http.MethodGet, path, nil, nil); res.Status != http.StatusOK {
				t.Errorf("GET %s: %d", path, res.Status)
			}
		}
	})
	if d := h.Server.DeprecatedRoutes()["/v1/rewards-programs"]; !d.Since.Equal(since) {
		t.Errorf("DeprecatedRoutes = %v", h.Server.DeprecatedRoutes())
	}
}

// TestEveryActionDocsLinkOpens: the reference served at /docs/actions has
// the anchor of every registered action.
func TestEveryActionDocsLinkOpens(t *testing.T) {
	h := apitest.New(t, apitest.Options{})
	page := string(h.Do(t, http.MethodGet, "/docs/actions", nil, nil).Body)
	for _, a := range registry.Default.List() {
		anchor := `id="` + strings.ReplaceAll(a.Namespace, "/", "-") + "-" + a.Name + `"`
		if !strings.Contains(page, anchor) {
			t.Errorf("/docs/actions has no %s", anchor)
		}
	}
}
