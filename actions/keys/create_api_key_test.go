package keys_test

import (
	"net/http"
	"regexp"
	"testing"
	"time"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/internal/domain/apikeys"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
	"github.com/tierline/tierline/transport/apitest"
)

var secretRE = regexp.MustCompile(`^tl_live_[0-9a-f]{64}$`)

func TestCreateAPIKey(t *testing.T) {
	h := apitest.New(t, apitest.Options{})
	host := h.NewAccount(t, persistence.RoleHost, apitest.AllScopes)

	t.Run("a key holding every scope is refused with 403 and no key is made", func(t *testing.T) {
		before := h.Count(t, "api_keys", "account_id = ?", host.Account.ID)
		host.WantNeverByKey(t, "create_api_key", map[string]any{"name": "more power", "scopes": apitest.AllScopes})
		if after := h.Count(t, "api_keys", "account_id = ?", host.Account.ID); after != before {
			t.Errorf("%d keys made", after-before)
		}
	})

	t.Run("it is registered as never allowed by key, and its handler refuses anyone but the owner on the site", func(t *testing.T) {
		apitest.WantRegisteredNeverByKey(t, "create_api_key", registry.KindKey, "keys")
	})

	t.Run("the owner on the site gets a working key with read and write, shown once and stored as its hash", func(t *testing.T) {
		p := h.NewPlayer(t, "read")
		data, err := p.OnSite(t, "create_api_key", map[string]any{"name": "laptop", "scopes": []string{"read", "write"}})
		if err != nil {
			t.Fatal(err)
		}
		secret, _ := data["secret"].(string)
		if !secretRE.MatchString(secret) {
			t.Fatalf("secret %q is not tl_live_ and 64 hex digits", secret)
		}
		key := data["key"].(map[string]any)
		if key["name"] != "laptop" || key["state"] != "active" || key["expires_at"] != nil || key["last4"] != secret[len(secret)-4:] {
			t.Errorf("key = %v", key)
		}
		if got := key["scopes"].([]any); len(got) != 2 || got[0] != "read" || got[1] != "write" {
			t.Errorf("scopes = %v, want [read write]", got)
		}
		row := apitest.Read[persistence.APIKey](t, h, key["id"])
		if !apikeys.Matches(secret, row.SecretHash) || row.Scopes != "read,write" || row.AccountID != p.Account.ID {
			t.Errorf("stored row %+v does not hold the secret's hash and the scopes", row)
		}
		made := &apitest.Player{Account: p.Account, Key: secret}
		res := h.Do(t, http.MethodGet, "/v1/me", nil, map[string]string{"Authorization": "Bearer " + made.Key})
		if res.Status != http.StatusOK {
			t.Errorf("GET /v1/me with the new key: %d %s", res.Status, res.Body)
		}
		res = h.Do(t, http.MethodPost, "/v1/player", map[string]any{"action": "add_trip", "casino_name": "Bellagio"},
			map[string]string{"Authorization": "Bearer " + secret})
		if res.Status != http.StatusOK {
			t.Errorf("add_trip with the new key (write): %d %s", res.Status, res.Body)
		}
	})

	t.Run("with no choices the key holds read, never expires and is named after the day", func(t *testing.T) {
		p := h.NewPlayer(t, "read")
		data, err := p.OnSite(t, "create_api_key", nil)
		if err != nil {
			t.Fatal(err)
		}
		key := data["key"].(map[string]any)
		if got := key["scopes"].([]any); len(got) != 1 || got[0] != "read" {
			t.Errorf("scopes = %v, want [read]", got)
		}
		if key["expires_at"] != nil || key["name"] != "key created "+h.Clock.Now().UTC().Format("2006-01-02") {
			t.Errorf("key = %v", key)
		}
	})

	lifetimes := []struct {
		in   string
		days int
	}{{"30d", 30}, {"90d", 90}, {"365d", 365}}
	for _, lt := range lifetimes {
		t.Run("expires_in "+lt.in+" makes the key expire that many days from now", func(t *testing.T) {
			p := h.NewPlayer(t, "read")
			data, err := p.OnSite(t, "create_api_key", map[string]any{"expires_in": lt.in})
			if err != nil {
				t.Fatal(err)
			}
			row := apitest.Read[persistence.APIKey](t, h, data["key"].(map[string]any)["id"])
			want := domain.NewTimestamp(h.Clock.Now().Add(time.Duration(lt.days) * 24 * time.Hour))
			if row.ExpiresAt == nil || !row.ExpiresAt.Equal(want.Time) {
				t.Errorf("expires_at = %v, want %v", row.ExpiresAt, want)
			}
		})
	}

	t.Run("the host scope is refused for a player, and no key is made", func(t *testing.T) {
		p := h.NewPlayer(t, "read")
		before := h.Count(t, "api_keys", "account_id = ?", p.Account.ID)
		_, err := p.OnSite(t, "create_api_key", map[string]any{"scopes": []string{"read", "host"}})
		if domain.ErrorCode(err) != domain.EINVALID || domain.ErrorMessage(err)[:8] != "scopes: " {
			t.Errorf("got %v, want 400 naming scopes", err)
		}
		if after := h.Count(t, "api_keys", "account_id = ?", p.Account.ID); after != before {
			t.Errorf("%d keys made", after-before)
		}
	})

	t.Run("a host account may give its key the host scope", func(t *testing.T) {
		data, err := host.OnSite(t, "create_api_key", map[string]any{"scopes": []string{"read", "host"}})
		if err != nil {
			t.Fatal(err)
		}
		if got := data["key"].(map[string]any)["scopes"].([]any); len(got) != 2 || got[1] != "host" {
			t.Errorf("scopes = %v, want [read host]", got)
		}
	})

	bad := []struct {
		name   string
		fields map[string]any
		field  string
	}{
		{"an unknown scope is refused naming the item", map[string]any{"scopes": []string{"read", "admin"}}, "scopes[1]"},
		{"an expiry that is not offered is refused", map[string]any{"expires_in": "7d"}, "expires_in"},
		{"a name over 100 characters is refused", map[string]any{"name": string(make([]byte, 101))}, "name"},
	}
	for _, tt := range bad {
		t.Run(tt.name, func(t *testing.T) {
			p := h.NewPlayer(t, "read")
			_, err := p.OnSite(t, "create_api_key", tt.fields)
			if domain.ErrorCode(err) != domain.EINVALID {
				t.Fatalf("got %v, want 400", err)
			}
			if msg := domain.ErrorMessage(err); len(msg) < len(tt.field)+2 || msg[:len(tt.field)+2] != tt.field+": " {
				t.Errorf("message %q does not name %s", msg, tt.field)
			}
		})
	}
}
