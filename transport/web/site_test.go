package web_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/tierline/tierline/internal/domain/passwords"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
	"github.com/tierline/tierline/transport/apitest"
)

func TestFormsRefuseRequestsWithoutTheSessionsToken(t *testing.T) {
	h := apitest.New(t, apitest.Options{})
	o := newOwner(t, h, persistence.RolePlayer)
	b := newClient(t, h)
	b.signIn(t, o)
	token := b.token(t, "/settings/keys")
	keys := func() int { return h.Count(t, "api_keys", "account_id = ?", o.Account.ID) }
	before := keys()

	curlLike := map[string]string{"Sec-Fetch-Site": "", "Origin": ""} // what curl sends: neither header
	tests := []struct {
		name   string
		form   url.Values
		header map[string]string
	}{
		{"a POST with curl's headers and no token", url.Values{"name": {"sneaky"}}, curlLike},
		{"a POST with curl's headers and a made-up token", url.Values{"name": {"sneaky"}, "csrf_token": {"made-up"}}, curlLike},
		{"a POST from another site, even with the right token", url.Values{"name": {"sneaky"}, "csrf_token": {token}},
			map[string]string{"Sec-Fetch-Site": "cross-site", "Origin": "https://evil.example"}},
		{"a POST whose Origin is another site (an older browser)", url.Values{"name": {"sneaky"}, "csrf_token": {token}},
			map[string]string{"Sec-Fetch-Site": "", "Origin": "https://evil.example"}},
	}
	for _, tt := range tests {
		t.Run(tt.name+" is refused with 403 and changes nothing", func(t *testing.T) {
			res := b.do(t, http.MethodPost, "/settings/keys", tt.form, tt.header)
			wantPage(t, res, http.StatusForbidden, "not sent from a page of this site")
			if n := keys(); n != before {
				t.Errorf("%d keys made", n-before)
			}
		})
	}

	t.Run("the same form with the token is accepted", func(t *testing.T) {
		res := b.do(t, http.MethodPost, "/settings/keys", url.Values{"name": {"real"}, "csrf_token": {token}}, nil)
		wantPage(t, res, http.StatusOK, `id="new-secret"`)
	})

	t.Run("sign-in, sign-out and account deletion need the token too", func(t *testing.T) {
		for _, path := range []string{"/signin", "/signout", "/settings/account/delete", "/settings/account/password", "/settings/keys/" + o.KeyRow.ID.String() + "/revoke"} {
			res := b.do(t, http.MethodPost, path, url.Values{"email": {o.Account.Email}, "confirm_email": {o.Account.Email}}, curlLike)
			if res.Status != http.StatusForbidden {
				t.Errorf("POST %s without a token: %d", path, res.Status)
			}
		}
		if h.Count(t, "accounts", "id = ?", o.Account.ID) != 1 {
			t.Error("the account was deleted")
		}
		if res := o.Get(t, "/v1/me"); res.Status != http.StatusOK {
			t.Errorf("the key was revoked: %d", res.Status)
		}
	})
}

func TestSignInGoesOnlyToAPathOfThisSite(t *testing.T) {
	h := apitest.New(t, apitest.Options{})
	o := newOwner(t, h, persistence.RolePlayer)
	tests := []struct {
		next, want string
	}{
		{"/settings/keys", "/settings/keys"},
		{"/settings/keys?tab=1#create", "/settings/keys?tab=1#create"},
		{"https://evil.example/", "/"},
		{"//evil.example/path", "/"},
		{"/\\evil.example", "/"},
		{"\\\\evil.example", "/"},
		{"javascript:alert(1)", "/"},
		{"/%0d%0aSet-Cookie:x=1", "/%0d%0aSet-Cookie:x=1"}, // escaped: a path, harmless
		{"/\r\nLocation: https://evil.example", "/"},
		{"evil.example", "/"},
		{"", "/"},
		{"/signout", "/"},
	}
	for _, tt := range tests {
		t.Run("next="+strconv.Quote(tt.next)+" goes to "+tt.want, func(t *testing.T) {
			b := newClient(t, h)
			res := b.post(t, "/signin", "/signin", map[string][]string{"email": {o.Account.Email}, "password": {o.Password}, "next": {tt.next}})
			wantRedirect(t, res, tt.want)
		})
	}

	t.Run("the form carries a safe next given to the page, and drops another", func(t *testing.T) {
		b := newClient(t, h)
		wantPage(t, b.get(t, "/signin?next=%2Fsettings%2Faccount"), http.StatusOK, `name="next" value="/settings/account"`)
		wantPage(t, b.get(t, "/signin?next=https%3A%2F%2Fevil.example"), http.StatusOK, `name="next" value="/"`)
	})
}

func TestSignInIsThrottled(t *testing.T) {
	// The test's requests come through a "proxy" on loopback, so each can
	// say which client address it is from.
	h := apitest.New(t, apitest.Options{Env: map[string]string{"TIERLINE_TRUSTED_PROXIES": "127.0.0.1,::1"}})
	o := newOwner(t, h, persistence.RolePlayer)
	from := func(addr string) *client {
		b := newClient(t, h)
		b.header.Set("X-Forwarded-For", addr)
		return b
	}
	attempt := func(b *client, password string) page {
		return b.post(t, "/signin", "/signin", map[string][]string{"email": {o.Account.Email}, "password": {password}})
	}

	t.Run("after 5 failures from one address, even the right password waits, with Retry-After", func(t *testing.T) {
		b := from("203.0.113.5")
		for i := range 5 {
			wantPage(t, attempt(b, "wrong password number "+strconv.Itoa(i)), http.StatusBadRequest, "The email or the password is wrong.")
		}
		res := attempt(b, o.Password)
		wantPage(t, res, http.StatusTooManyRequests, "Too many failed sign-ins")
		if s, err := strconv.Atoi(res.Header.Get("Retry-After")); err != nil || s < 1 || s > 60 {
			t.Errorf("Retry-After = %q, want 1 to 60 seconds", res.Header.Get("Retry-After"))
		}
	})

	t.Run("the owner signs in from another address meanwhile: a stranger cannot lock them out", func(t *testing.T) {
		wantRedirect(t, attempt(from("198.51.100.7"), o.Password), "/")
	})

	t.Run("failures from many addresses slow the account for at most a minute", func(t *testing.T) {
		victim := newOwner(t, h, persistence.RolePlayer)
		for i := range 10 {
			b := from("192.0.2." + strconv.Itoa(10+i))
			b.post(t, "/signin", "/signin", map[string][]string{"email": {victim.Account.Email}, "password": {"guess " + strconv.Itoa(i)}})
		}
		res := from("198.51.100.99").post(t, "/signin", "/signin", map[string][]string{"email": {victim.Account.Email}, "password": {victim.Password}})
		wantPage(t, res, http.StatusTooManyRequests)
		if s, err := strconv.Atoi(res.Header.Get("Retry-After")); err != nil || s > 60 {
			t.Errorf("Retry-After = %q, want at most 60 seconds", res.Header.Get("Retry-After"))
		}
	})

	t.Run("an unknown email fails like a wrong password, and is throttled like one", func(t *testing.T) {
		b := from("203.0.113.77")
		res := b.post(t, "/signin", "/signin", map[string][]string{"email": {"nobody@example.test"}, "password": {"whatever it is here"}})
		wantPage(t, res, http.StatusBadRequest, "The email or the password is wrong.")
	})
}

func TestSessionRules(t *testing.T) {
	start := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	h := apitest.New(t, apitest.Options{Clock: apitest.NewClock(start)})
	o := newOwner(t, h, persistence.RolePlayer)

	t.Run("the cookie is HttpOnly, SameSite=Lax, not Secure on http, and its id is renewed at sign-in", func(t *testing.T) {
		b := newClient(t, h)
		before := sessionCookie(t, b.get(t, "/signin"))
		res := b.post(t, "/signin", "/signin", map[string][]string{"email": {o.Account.Email}, "password": {o.Password}})
		after := sessionCookie(t, res)
		if after == nil || before == nil {
			t.Fatalf("cookies before %v, after %v", before, after)
		}
		if after.Value == before.Value {
			t.Error("the session id is the same before and after sign-in")
		}
		if !after.HttpOnly || after.SameSite != http.SameSiteLaxMode || after.Secure || after.Path != "/" {
			t.Errorf("cookie %+v", after)
		}
	})

	t.Run("a session survives 11 idle hours and ends after 12", func(t *testing.T) {
		b := newClient(t, h)
		b.signIn(t, o)
		h.Clock.Advance(11 * time.Hour)
		wantPage(t, b.get(t, "/settings/keys"), http.StatusOK, "Your keys")
		h.Clock.Advance(12 * time.Hour)
		res := b.get(t, "/settings/keys")
		wantRedirect(t, res, "/signin?next=%2Fsettings%2Fkeys")
		wantPage(t, b.get(t, "/signin"), http.StatusOK, "without activity")
	})

	t.Run("a busy session ends 7 days after sign-in", func(t *testing.T) {
		b := newClient(t, h)
		b.signIn(t, o)
		for range 15 { // 15 × 11 h = 6 days 21 hours, never idle
			h.Clock.Advance(11 * time.Hour)
			if res := b.get(t, "/settings/keys"); res.Status != http.StatusOK {
				t.Fatalf("signed out early, at %v: %d", h.Clock.Now(), res.Status)
			}
		}
		h.Clock.Advance(4 * time.Hour) // 7 days and a hour
		wantRedirect(t, b.get(t, "/settings/keys"), "/signin?next=%2Fsettings%2Fkeys")
	})

	t.Run("signing out ends the session on the server, not only in the browser", func(t *testing.T) {
		b := newClient(t, h)
		b.signIn(t, o)
		cookie := sessionCookie(t, b.get(t, "/settings/keys"))
		wantRedirect(t, b.post(t, "/settings/keys", "/signout", nil), "/")
		replay := newClient(t, h)
		replay.client.Jar.SetCookies(mustURL(t, h.URL), []*http.Cookie{{Name: cookie.Name, Value: cookie.Value}})
		wantRedirect(t, replay.get(t, "/settings/keys"), "/signin?next=%2Fsettings%2Fkeys")
	})

	t.Run("changing the password signs out every other session of the account", func(t *testing.T) {
		p := newOwner(t, h, persistence.RolePlayer)
		here, elsewhere := newClient(t, h), newClient(t, h)
		here.signIn(t, p)
		elsewhere.signIn(t, p)
		res := here.post(t, "/settings/account", "/settings/account/password", map[string][]string{
			"current_password": {p.Password}, "new_password": {"another fine passphrase"}, "confirm_password": {"another fine passphrase"},
		})
		wantRedirect(t, res, "/settings/account")
		wantPage(t, here.get(t, "/settings/account"), http.StatusOK, "password is changed")
		wantRedirect(t, elsewhere.get(t, "/settings/account"), "/signin?next=%2Fsettings%2Faccount")
	})

	t.Run("a wrong current password changes nothing", func(t *testing.T) {
		p := newOwner(t, h, persistence.RolePlayer)
		b := newClient(t, h)
		b.signIn(t, p)
		res := b.post(t, "/settings/account", "/settings/account/password", map[string][]string{
			"current_password": {"not it at all"}, "new_password": {"another fine passphrase"}, "confirm_password": {"another fine passphrase"},
		})
		wantPage(t, res, http.StatusBadRequest, "This is not your current password.")
		b2 := newClient(t, h)
		b2.signIn(t, p) // the old password still works
	})
}

func TestSessionCookieIsSecureOnAnHTTPSSite(t *testing.T) {
	h := apitest.New(t, apitest.Options{Env: map[string]string{"TIERLINE_SITE_URL": "https://tierline.test"}})
	res := newClient(t, h).get(t, "/signin")
	var found bool
	for _, c := range (&http.Response{Header: res.Header}).Cookies() {
		if c.Name == "__Host-tierline_session" {
			found = true
			if !c.Secure || !c.HttpOnly || c.SameSite != http.SameSiteLaxMode || c.Domain != "" || c.Path != "/" {
				t.Errorf("cookie %+v", c)
			}
		}
	}
	if !found {
		t.Errorf("no __Host-tierline_session cookie: %v", res.Header.Values("Set-Cookie"))
	}
}

func sessionCookie(t *testing.T, p page) *http.Cookie {
	t.Helper()
	for _, c := range (&http.Response{Header: p.Header}).Cookies() {
		if c.Name == "tierline_session" {
			return c
		}
	}
	return nil
}

func mustURL(t *testing.T, s string) *url.URL {
	t.Helper()
	u, err := url.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return u
}

func TestSignedOutVisitorsAreSentToSignIn(t *testing.T) {
	h := apitest.New(t, apitest.Options{})
	b := newClient(t, h)
	for path, next := range map[string]string{
		"/settings":                  "/settings",
		"/settings/keys":             "/settings/keys",
		"/settings/account":          "/settings/account",
		"/settings/account/export":   "/settings/account/export",
		"/settings/keys?create=1":    "/settings/keys?create=1",
		"/settings/account?x=%2F%2F": "/settings/account?x=%2F%2F",
	} {
		t.Run(path, func(t *testing.T) {
			wantRedirect(t, b.get(t, path), "/signin?next="+url.QueryEscape(next))
		})
	}
	t.Run("the landing page is for everyone", func(t *testing.T) {
		wantPage(t, b.get(t, "/"), http.StatusOK, `href="/signin"`, `href="/docs"`, "/v1/casinos")
	})
}

func TestKeysPage(t *testing.T) {
	h := apitest.New(t, apitest.Options{})

	t.Run("the host scope is refused for a player, and no key is made", func(t *testing.T) {
		o := newOwner(t, h, persistence.RolePlayer)
		b := newClient(t, h)
		b.signIn(t, o)
		page := b.get(t, "/settings/keys")
		if strings.Contains(page.Body, `value="host"`) {
			t.Error("a player is offered the host scope")
		}
		before := h.Count(t, "api_keys", "account_id = ?", o.Account.ID)
		res := b.post(t, "/settings/keys", "/settings/keys", map[string][]string{"name": {"forged"}, "scopes": {"read", "host"}})
		wantPage(t, res, http.StatusBadRequest, "The host scope is only for accounts whose role is host", `value="forged"`)
		if after := h.Count(t, "api_keys", "account_id = ?", o.Account.ID); after != before {
			t.Errorf("%d keys made", after-before)
		}
	})

	t.Run("a host is offered the host scope and gets a key with it", func(t *testing.T) {
		o := newOwner(t, h, persistence.RoleHost)
		b := newClient(t, h)
		b.signIn(t, o)
		wantPage(t, b.get(t, "/settings/keys"), http.StatusOK, `value="host"`)
		res := b.post(t, "/settings/keys", "/settings/keys", map[string][]string{"scopes": {"read", "host"}, "expires_in": {"30d"}})
		wantPage(t, res, http.StatusOK, "Scopes: read, host")
		secret := regexp.MustCompile(`tl_live_[0-9a-f]{64}`).FindString(res.Body)
		api := h.Do(t, http.MethodPost, "/v1/player", map[string]any{"action": "host_dashboard"}, map[string]string{"Authorization": "Bearer " + secret})
		if api.Status != http.StatusOK {
			t.Errorf("host_dashboard with the new key: %d %s", api.Status, api.Body)
		}
	})

	t.Run("the secret is on the answer page only: the listing and later pages never show it", func(t *testing.T) {
		o := newOwner(t, h, persistence.RolePlayer)
		b := newClient(t, h)
		b.signIn(t, o)
		res := b.post(t, "/settings/keys", "/settings/keys", map[string][]string{"name": {"once"}})
		secret := regexp.MustCompile(`tl_live_[0-9a-f]{64}`).FindString(res.Body)
		if secret == "" || res.Header.Get("Cache-Control") != "no-store" {
			t.Fatalf("answer page: secret %q, Cache-Control %q", secret, res.Header.Get("Cache-Control"))
		}
		if page := b.get(t, "/settings/keys"); strings.Contains(page.Body, secret) || !strings.Contains(page.Body, secret[len(secret)-4:]) {
			t.Error("the listing shows the secret, or not its last four characters")
		}
	})

	t.Run("another account's key cannot be revoked", func(t *testing.T) {
		o, other := newOwner(t, h, persistence.RolePlayer), newOwner(t, h, persistence.RolePlayer)
		b := newClient(t, h)
		b.signIn(t, o)
		res := b.post(t, "/settings/keys", "/settings/keys/"+other.KeyRow.ID.String()+"/revoke", nil)
		wantPage(t, res, http.StatusNotFound)
		if api := other.Get(t, "/v1/me"); api.Status != http.StatusOK {
			t.Errorf("the other account's key: %d", api.Status)
		}
		wantPage(t, b.post(t, "/settings/keys", "/settings/keys/not-a-key/revoke", nil), http.StatusNotFound)
	})
}

func TestAccountData(t *testing.T) {
	h := apitest.New(t, apitest.Options{})

	t.Run("the export is a streamed JSON attachment with the account's records and no secret", func(t *testing.T) {
		o := newOwner(t, h, persistence.RolePlayer)
		other := newOwner(t, h, persistence.RolePlayer)
		o.MustAction(t, "add_trip", map[string]any{"casino_name": "Mine Casino"})
		other.MustAction(t, "add_trip", map[string]any{"casino_name": "Not Mine Casino"})
		b := newClient(t, h)
		b.signIn(t, o)
		res := b.get(t, "/settings/account/export")
		if res.Status != http.StatusOK || !strings.HasPrefix(res.Header.Get("Content-Disposition"), `attachment; filename="tierline-export-`) ||
			!strings.HasPrefix(res.Header.Get("Content-Type"), "application/json") {
			t.Fatalf("%d %v", res.Status, res.Header)
		}
		var doc struct {
			Format    string                      `json:"format"`
			AccountID string                      `json:"account_id"`
			Tables    map[string][]map[string]any `json:"tables"`
		}
		if err := json.Unmarshal([]byte(res.Body), &doc); err != nil {
			t.Fatalf("not JSON: %v", err)
		}
		if doc.Format != persistence.ExportFormat || doc.AccountID != o.Account.ID.String() {
			t.Errorf("format %q, account %q", doc.Format, doc.AccountID)
		}
		for _, table := range persistence.AccountTables {
			if _, ok := doc.Tables[table.Name]; !ok {
				t.Errorf("the export has no %s", table.Name)
			}
		}
		if trips := doc.Tables["trips"]; len(trips) != 1 || trips[0]["casino_name"] != "Mine Casino" {
			t.Errorf("trips = %v", trips)
		}
		if acct := doc.Tables["accounts"]; len(acct) != 1 || acct[0]["email"] != o.Account.Email {
			t.Errorf("accounts = %v", acct)
		}
		for _, bad := range []string{"secret_hash", "$argon2id$", "Not Mine Casino", other.Account.Email} {
			if strings.Contains(res.Body, bad) {
				t.Errorf("the export holds %q", bad)
			}
		}
	})

	t.Run("a wrongly typed email deletes nothing", func(t *testing.T) {
		o := newOwner(t, h, persistence.RolePlayer)
		b := newClient(t, h)
		b.signIn(t, o)
		res := b.post(t, "/settings/account", "/settings/account/delete", map[string][]string{"confirm_email": {"someone@else.test"}})
		wantPage(t, res, http.StatusBadRequest, "nothing was deleted")
		if h.Count(t, "accounts", "id = ?", o.Account.ID) != 1 {
			t.Error("the account is gone")
		}
	})

	t.Run("deleting the account deletes every record, key and session at once; hosts lose sight of the player", func(t *testing.T) {
		o := newOwner(t, h, persistence.RolePlayer)
		host := newOwner(t, h, persistence.RoleHost)
		o.MustAction(t, "add_trip", map[string]any{"casino_name": "Bellagio"})
		o.MustAction(t, "upsert_tier", map[string]any{"casino_name": "Bellagio", "tier": "Gold"})
		o.MustAction(t, "set_consent", map[string]any{"consent": "share_with_hosts", "granted": true})
		host.MustAction(t, "host_update_profile", map[string]any{"accepting_new": true})
		o.Call(t, "/v1/hosts/discover", "request_connection", map[string]any{"host_id": host.Account.ID.String()}).Data(t)
		leads := host.MustAction(t, "list_leads", nil)["leads"].([]any)
		host.MustAction(t, "accept_lead", map[string]any{"lead_id": leads[0].(map[string]any)["id"]})
		if n := host.MustAction(t, "host_dashboard", nil)["player_count"]; n != json.Number("1") {
			t.Fatalf("before: the host's book holds %v players", n)
		}
		b, other := newClient(t, h), newClient(t, h)
		b.signIn(t, o)
		other.signIn(t, o)
		res := b.post(t, "/settings/account", "/settings/account/delete", map[string][]string{"confirm_email": {strings.ToUpper(o.Account.Email)}})
		wantRedirect(t, res, "/")
		wantPage(t, b.get(t, "/"), http.StatusOK, "every record of it are deleted")
		for _, table := range persistence.AccountTables {
			where := make([]string, len(table.Owners))
			args := make([]any, len(table.Owners))
			for i, col := range table.Owners {
				where[i], args[i] = col+" = ?", o.Account.ID
			}
			if n := h.Count(t, table.Name, strings.Join(where, " OR "), args...); n != 0 {
				t.Errorf("%s still holds %d rows of the account", table.Name, n)
			}
		}
		for table := range persistence.LeftOutOfExport {
			if n := h.Count(t, table, "account_id = ?", o.Account.ID); n != 0 {
				t.Errorf("%s still holds %d rows of the account", table, n)
			}
		}
		o.Get(t, "/v1/me").WantError(t, http.StatusUnauthorized, "invalid_token", "")
		if n := host.MustAction(t, "host_dashboard", nil)["player_count"]; n != json.Number("0") {
			t.Errorf("after: the host's book holds %v players", n)
		}
		wantRedirect(t, other.get(t, "/settings/keys"), "/signin?next=%2Fsettings%2Fkeys")
	})
}

func TestAccountProfile(t *testing.T) {
	h := apitest.New(t, apitest.Options{})
	o := newOwner(t, h, persistence.RolePlayer)
	taken := newOwner(t, h, persistence.RolePlayer)
	b := newClient(t, h)
	b.signIn(t, o)

	t.Run("the page shows the role", func(t *testing.T) {
		wantPage(t, b.get(t, "/settings/account"), http.StatusOK, "Role: <strong>player</strong>")
	})
	t.Run("the name changes without the password", func(t *testing.T) {
		wantRedirect(t, b.post(t, "/settings/account", "/settings/account", map[string][]string{"name": {"Ann Lee"}, "email": {o.Account.Email}}), "/settings/account")
		a, _ := persistence.NewAccounts(h.DB).ByID(context.Background(), o.Account.ID)
		if a.Name == nil || *a.Name != "Ann Lee" {
			t.Errorf("name = %v", a.Name)
		}
	})
	t.Run("the email changes only with the password", func(t *testing.T) {
		res := b.post(t, "/settings/account", "/settings/account", map[string][]string{"name": {"Ann"}, "email": {"ann.new@example.test"}})
		wantPage(t, res, http.StatusBadRequest, "enter your current password")
		res = b.post(t, "/settings/account", "/settings/account", map[string][]string{"name": {"Ann"}, "email": {"ann.new@example.test"}, "password": {o.Password}})
		wantRedirect(t, res, "/settings/account")
	})
	t.Run("another account's email is refused", func(t *testing.T) {
		res := b.post(t, "/settings/account", "/settings/account", map[string][]string{"email": {strings.ToUpper(taken.Account.Email)}, "password": {o.Password}})
		wantPage(t, res, http.StatusBadRequest, "Another account has the email")
	})
}

func TestSignupAndPasswordLinks(t *testing.T) {
	t.Run("with sign-up closed, /signup says so and creates nothing", func(t *testing.T) {
		h := apitest.New(t, apitest.Options{})
		b := newClient(t, h)
		wantPage(t, b.get(t, "/signup"), http.StatusNotFound, "Sign-up is closed")
		before := h.Count(t, "accounts", "1 = 1")
		b.post(t, "/signin", "/signup", map[string][]string{"email": {"new@example.test"}, "password": {ownerPassword}, "confirm": {ownerPassword}})
		if h.Count(t, "accounts", "1 = 1") != before {
			t.Error("an account was made")
		}
	})

	t.Run("with sign-up open, a visitor creates a player account and is signed in", func(t *testing.T) {
		h := apitest.New(t, apitest.Options{Env: map[string]string{"TIERLINE_SIGNUP": "open"}})
		b := newClient(t, h)
		wantPage(t, b.get(t, "/signup"), http.StatusOK, "Create an account")
		res := b.post(t, "/signup", "/signup", map[string][]string{"email": {"pat@example.test"}, "name": {"Pat"}, "password": {"qwerty123456"}, "confirm": {"qwerty123456"}})
		wantPage(t, res, http.StatusBadRequest, "most commonly used")
		res = b.post(t, "/signup", "/signup", map[string][]string{"email": {"pat@example.test"}, "name": {"Pat"}, "password": {ownerPassword}, "confirm": {ownerPassword}})
		wantRedirect(t, res, "/")
		wantPage(t, b.get(t, "/"), http.StatusOK, "Hello, Pat")
		a, err := persistence.NewAccounts(h.DB).ByEmail(context.Background(), "pat@example.test")
		if err != nil || a.Role != persistence.RolePlayer {
			t.Errorf("account %+v, %v", a, err)
		}
		again := newClient(t, h).post(t, "/signup", "/signup", map[string][]string{"email": {"PAT@example.test"}, "password": {ownerPassword}, "confirm": {ownerPassword}})
		wantPage(t, again, http.StatusBadRequest, "exists already")
	})

	t.Run("a set-password link works once, within 24 hours, and ends the account's sessions", func(t *testing.T) {
		h := apitest.New(t, apitest.Options{})
		o := newOwner(t, h, persistence.RolePlayer)
		signedIn := newClient(t, h)
		signedIn.signIn(t, o)
		token, _, err := persistence.NewCredentials(h.DB).NewPasswordLink(context.Background(), o.Account.ID, h.Clock.Now())
		if err != nil {
			t.Fatal(err)
		}
		b := newClient(t, h)
		link := "/password/set?token=" + token
		wantPage(t, b.get(t, link), http.StatusOK, o.Account.Email, `name="token" value="`+token+`"`)
		if strings.Contains(b.get(t, link).Header.Get("Referrer-Policy"), "unsafe") {
			t.Error("the link's page may leak the token in a Referer")
		}
		res := b.post(t, link, "/password/set", map[string][]string{"token": {token}, "password": {"short"}, "confirm": {"short"}})
		wantPage(t, res, http.StatusBadRequest, "at least 12 characters")
		res = b.post(t, link, "/password/set", map[string][]string{"token": {token}, "password": {"the newest passphrase"}, "confirm": {"the newest passphrase"}})
		wantRedirect(t, res, "/signin")
		wantPage(t, b.get(t, link), http.StatusBadRequest, "not valid")
		wantRedirect(t, signedIn.get(t, "/settings/keys"), "/signin?next=%2Fsettings%2Fkeys")
		o.Password = "the newest passphrase"
		newClient(t, h).signIn(t, o)
	})

	t.Run("a link older than 24 hours is refused", func(t *testing.T) {
		h := apitest.New(t, apitest.Options{})
		o := newOwner(t, h, persistence.RolePlayer)
		token, _, err := persistence.NewCredentials(h.DB).NewPasswordLink(context.Background(), o.Account.ID, h.Clock.Now())
		if err != nil {
			t.Fatal(err)
		}
		h.Clock.Advance(24*time.Hour + time.Second)
		wantPage(t, newClient(t, h).get(t, "/password/set?token="+token), http.StatusBadRequest, "not valid")
	})
}

func TestPasswordsAreStoredAsArgon2idHashes(t *testing.T) {
	h := apitest.New(t, apitest.Options{Env: map[string]string{"TIERLINE_SIGNUP": "open"}})
	b := newClient(t, h)
	b.post(t, "/signup", "/signup", map[string][]string{"email": {"hash@example.test"}, "password": {ownerPassword}, "confirm": {ownerPassword}})
	a, err := persistence.NewAccounts(h.DB).ByEmail(context.Background(), "hash@example.test")
	if err != nil {
		t.Fatal(err)
	}
	pw, err := persistence.NewCredentials(h.DB).Password(context.Background(), a.ID)
	if err != nil {
		t.Fatal(err)
	}
	if ok, _, _ := passwords.Verify(ownerPassword, pw.Hash); !ok || !strings.HasPrefix(pw.Hash, "$argon2id$") || strings.Contains(pw.Hash, ownerPassword) {
		t.Errorf("stored %q", pw.Hash)
	}
}

func TestEveryPageSendsTheSecurityHeaders(t *testing.T) {
	h := apitest.New(t, apitest.Options{})
	o := newOwner(t, h, persistence.RoleHost)
	b := newClient(t, h)
	b.signIn(t, o)
	paths := []string{"/", "/signin", "/signup", "/docs", "/docs/errors", "/docs/deprecations", "/settings/keys", "/settings/account", "/static/site.css", "/static/site.js", "/no/such/page"}
	for _, path := range paths {
		t.Run(path, func(t *testing.T) {
			res := b.do(t, http.MethodGet, path, nil, map[string]string{"Origin": "https://other.example"})
			csp := res.Header.Get("Content-Security-Policy")
			if !strings.Contains(csp, "script-src 'self'") || strings.Contains(csp, "unsafe-inline") || !strings.Contains(csp, "frame-ancestors 'none'") {
				t.Errorf("Content-Security-Policy = %q", csp)
			}
			for k, v := range map[string]string{"Referrer-Policy": "same-origin", "X-Content-Type-Options": "nosniff", "X-Frame-Options": "DENY"} {
				if got := res.Header.Get(k); got != v {
					t.Errorf("%s = %q, want %q", k, got, v)
				}
			}
			// (An address no route serves is not a page of the site: its
			// 404 keeps the API's CORS headers, and shows nothing private.)
			if got := res.Header.Get("Access-Control-Allow-Origin"); got != "" && path != "/no/such/page" {
				t.Errorf("a page answers another origin with Access-Control-Allow-Origin: %q", got)
			}
			if strings.HasPrefix(res.Header.Get("Content-Type"), "text/html") {
				// No inline script, no event-handler attribute, no inline
				// style: the CSP would block them.
				for _, bad := range []*regexp.Regexp{regexp.MustCompile(`<script(?:\s[^>]*)?>[^<]`), regexp.MustCompile(`<script>`), regexp.MustCompile(`\son[a-z]+=`), regexp.MustCompile(`\sstyle=`), regexp.MustCompile(`<style`)} {
					if m := bad.FindString(res.Body); m != "" {
						t.Errorf("the page has %q", m)
					}
				}
			}
		})
	}
	t.Run("the JSON API keeps its CORS policy", func(t *testing.T) {
		res := h.Do(t, http.MethodGet, "/v1/casinos?limit=1", nil, map[string]string{"Origin": "https://other.example"})
		if res.Header.Get("Access-Control-Allow-Origin") != "*" {
			t.Errorf("Access-Control-Allow-Origin = %q", res.Header.Get("Access-Control-Allow-Origin"))
		}
	})
	t.Run("an API client asking for / still gets the JSON index", func(t *testing.T) {
		res := h.Do(t, http.MethodGet, "/", nil, nil)
		if res.Status != http.StatusOK || !strings.HasPrefix(res.Header.Get("Content-Type"), "application/json") {
			t.Errorf("GET / without text/html: %d %s", res.Status, res.Header.Get("Content-Type"))
		}
	})
}

func TestDashboards(t *testing.T) {
	h := apitest.New(t, apitest.Options{})

	t.Run("a host sees the host dashboard", func(t *testing.T) {
		o := newOwner(t, h, persistence.RoleHost)
		b := newClient(t, h)
		b.signIn(t, o)
		wantPage(t, b.get(t, "/"), http.StatusOK, "Your host dashboard", "Your players", "Open leads")
	})

	t.Run("a player's dashboard hides the tax totals until opened", func(t *testing.T) {
		o := newOwner(t, h, persistence.RolePlayer)
		o.MustAction(t, "manual_w2g", map[string]any{"payer": "Bellagio", "date_won": h.Clock.Now().Format("2006-01-02"), "game_type": "slots", "amount_won": 1500.25})
		b := newClient(t, h)
		b.signIn(t, o)
		closed := b.get(t, "/")
		wantPage(t, closed, http.StatusOK, "Show the tax-year totals")
		if strings.Contains(closed.Body, "$1,500.25") {
			t.Error("the tax figures show before they are opened")
		}
		wantPage(t, b.get(t, "/?tax=open"), http.StatusOK, "$1,500.25", "Deductible losses")
	})
}

func TestReferenceListsEveryEndpointAndAction(t *testing.T) {
	h := apitest.New(t, apitest.Options{})
	page := newClient(t, h).get(t, "/docs")
	wantPage(t, page, http.StatusOK, "API reference", `href="/settings/keys"`)
	for _, rt := range registry.Routes() {
		if rt.Namespace != "" {
			if !strings.Contains(page.Body, `id="ns-`+strings.ReplaceAll(rt.Namespace, "/", "-")+`"`) {
				t.Errorf("no section for POST %s", rt.Path)
			}
			continue
		}
		if !strings.Contains(page.Body, `id="op-`+rt.OperationID+`"`) {
			t.Errorf("no section for %s %s", rt.Method, rt.Path)
		}
	}
	for _, a := range registry.Default.List() {
		id := strings.ReplaceAll(a.Namespace, "/", "-") + "-" + a.Name
		i := strings.Index(page.Body, `id="`+id+`"`)
		if i < 0 {
			t.Errorf("no section for %s", id)
			continue
		}
		section := page.Body[i:]
		if end := strings.Index(section[1:], "<article"); end > 0 {
			section = section[:end]
		}
		for _, want := range []string{"Kind: " + string(a.Kind), "Example request", "&#34;action&#34;: &#34;" + a.Name + "&#34;"} {
			if !strings.Contains(section, want) {
				t.Errorf("%s: the section lacks %q", id, want)
			}
		}
		if a.AllowedByKey() && !strings.Contains(section, "&#34;success&#34;: true") {
			t.Errorf("%s: no example answer", id)
		}
	}
}
