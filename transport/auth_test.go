package transport_test

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/internal/domain/apikeys"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/persistence/dbtest"
	"github.com/tierline/tierline/transport/apitest"
)

// wantWWWAuthenticate is the one challenge every 401 carries
// (service-spec.md, Authentication item 10, Errors rule 1).
const wantWWWAuthenticate = `Bearer realm="Tierline API", error="invalid_token", ` +
	`resource_metadata="` + apitest.SiteURL + `/.well-known/oauth-protected-resource"`

// bearer is the Authorization header of a key.
func bearer(key string) map[string]string {
	return map[string]string{"Authorization": "Bearer " + key}
}

// unknownKey is a well-formed key that nobody issued.
func unknownKey(t *testing.T) string {
	t.Helper()
	var b [32]byte
	if _, err := rand.Read(b[:]); err != nil {
		t.Fatal(err)
	}
	key := apikeys.Prefix + hex.EncodeToString(b[:])
	if !apikeys.WellFormed(key) {
		t.Fatalf("%q is not well formed", key)
	}
	return key
}

// revoke revokes a key in the database, as the CLI or the site would.
func revoke(t *testing.T, db bun.IDB, id uuid.UUID) {
	t.Helper()
	if _, err := persistence.NewAccounts(db).RevokeKey(context.Background(), id, domain.NewTimestamp(time.Now())); err != nil {
		t.Fatalf("revoke key %s: %v", id, err)
	}
}

// keyRow reads a key's row as it is stored now.
func keyRow(t *testing.T, db bun.IDB, id uuid.UUID) *persistence.APIKey {
	t.Helper()
	k := new(persistence.APIKey)
	if err := db.NewSelect().Model(k).Where("k.id = ?", id).Scan(context.Background()); err != nil {
		t.Fatalf("read key %s: %v", id, err)
	}
	return k
}

// wantUnauthorized checks a 401: the error object with code and a message
// containing part, the exact WWW-Authenticate challenge, and that no part
// of the answer repeats secret (when not empty).
func wantUnauthorized(t *testing.T, res apitest.Response, code, part, secret string) apitest.ErrorObject {
	t.Helper()
	e := res.WantError(t, http.StatusUnauthorized, code, part)
	if got := res.Header.Values("WWW-Authenticate"); len(got) != 1 || got[0] != wantWWWAuthenticate {
		t.Errorf("WWW-Authenticate = %q, want exactly [%s]", got, wantWWWAuthenticate)
	}
	if secret != "" {
		if strings.Contains(e.Message, secret) || strings.Contains(string(res.Body), secret) {
			t.Errorf("the answer repeats the credential %q: %s", secret, res.Body)
		}
		for name, values := range res.Header {
			for _, v := range values {
				if strings.Contains(v, secret) {
					t.Errorf("header %s repeats the credential: %q", name, v)
				}
			}
		}
	}
	return e
}

func TestEveryBadCredentialIsA401WithTheChallenge(t *testing.T) {
	h := apitest.New(t, apitest.Options{})
	good := h.NewPlayer(t, "read")
	revoked := h.NewPlayer(t, "read")
	revoke(t, h.DB, revoked.KeyRow.ID)
	owner := dbtest.NewAccount(t, h.DB, persistence.RolePlayer)
	expired, _ := dbtest.NewKey(t, h.DB, owner, "read", time.Now().Add(-time.Hour))
	unknown := unknownKey(t)
	basic := base64.StdEncoding.EncodeToString([]byte("ann@example.test:" + good.Key))

	tests := []struct {
		name   string
		header string // the Authorization header; "" sends none
		code   string
		part   string // what the message must say
		secret string // what the answer must never repeat
	}{
		{"a request without an Authorization header is refused", "", "invalid_token", "needs an API key", ""},
		{"a Basic credential is refused", "Basic " + basic, "invalid_token", "Bearer <API key>", basic},
		{"Bearer with nothing after it is refused", "Bearer", "invalid_token", "Bearer <API key>", ""},
		{"Bearer with a key too short to be one is refused", "Bearer tl_live_short", "invalid_token", "Bearer <API key>", "tl_live_short"},
		{"a good key under another scheme is refused", "Token " + good.Key, "invalid_token", "Bearer <API key>", good.Key},
		{"a good key followed by more text is refused", "Bearer " + good.Key + " extra", "invalid_token", "Bearer <API key>", good.Key},
		{"a good key in upper-case hex is refused", "Bearer " + apikeys.Prefix + strings.ToUpper(strings.TrimPrefix(good.Key, apikeys.Prefix)), "invalid_token", "Bearer <API key>", strings.TrimPrefix(good.Key, apikeys.Prefix)},
		{"a well-formed key that was never issued is refused", "Bearer " + unknown, "invalid_token", "not valid", unknown},
		{"a revoked key is refused", "Bearer " + revoked.Key, "invalid_token", "revoked", revoked.Key},
		{"an expired key is refused as credential_expired", "Bearer " + expired, "credential_expired", "expired", expired},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			headers := map[string]string{}
			if tt.header != "" {
				headers["Authorization"] = tt.header
			}
			res := h.Do(t, http.MethodGet, "/v1/me", nil, headers)
			wantUnauthorized(t, res, tt.code, tt.part, tt.secret)
			// ...and says where a key comes from.
			wantUnauthorized(t, res, tt.code, "creates and revokes keys at "+apitest.SiteURL+"/settings/keys.", tt.secret)
		})
	}

	t.Run("the good key itself is accepted", func(t *testing.T) {
		if res := good.Get(t, "/v1/me"); res.Status != http.StatusOK {
			t.Fatalf("status %d: %s", res.Status, res.Body)
		}
	})
	for _, scheme := range []string{"bearer", "BEARER", "bEaReR"} {
		t.Run("the scheme "+scheme+" is accepted, since schemes ignore case", func(t *testing.T) {
			res := h.Do(t, http.MethodGet, "/v1/me", nil, map[string]string{"Authorization": scheme + " " + good.Key})
			if res.Status != http.StatusOK {
				t.Fatalf("status %d: %s", res.Status, res.Body)
			}
			if res.Header.Get("WWW-Authenticate") != "" {
				t.Errorf("a 200 carries WWW-Authenticate %q", res.Header.Get("WWW-Authenticate"))
			}
		})
	}
}

func TestRevocationTakesEffectOnTheNextRequest(t *testing.T) {
	t.Run("on one server the request after the revocation is refused", func(t *testing.T) {
		h := apitest.New(t, apitest.Options{})
		p := h.NewPlayer(t, "read")
		if res := p.Get(t, "/v1/me"); res.Status != http.StatusOK {
			t.Fatalf("before revocation: status %d: %s", res.Status, res.Body)
		}
		revoke(t, h.DB, p.KeyRow.ID)
		wantUnauthorized(t, p.Get(t, "/v1/me"), "invalid_token", "revoked", p.Key)
	})
	t.Run("two servers over one database both refuse at once", func(t *testing.T) {
		h1 := apitest.New(t, apitest.Options{})
		h2 := apitest.New(t, apitest.Options{DB: h1.DB})
		p := h1.NewPlayer(t, "read")
		for i, h := range []*apitest.Harness{h1, h2} {
			if res := h.Do(t, http.MethodGet, "/v1/me", nil, bearer(p.Key)); res.Status != http.StatusOK {
				t.Fatalf("server %d before revocation: status %d: %s", i+1, res.Status, res.Body)
			}
		}
		revoke(t, h1.DB, p.KeyRow.ID)
		for _, h := range []*apitest.Harness{h2, h1} {
			wantUnauthorized(t, h.Do(t, http.MethodGet, "/v1/me", nil, bearer(p.Key)), "invalid_token", "revoked", p.Key)
		}
	})
}

func TestExpiryFollowsTheServerClock(t *testing.T) {
	expiry := time.Date(2031, time.March, 14, 15, 9, 26, 0, time.UTC)
	clock := apitest.NewClock(expiry.Add(-time.Hour))
	h := apitest.New(t, apitest.Options{Clock: clock})
	owner := dbtest.NewAccount(t, h.DB, persistence.RolePlayer)
	secret, _ := dbtest.NewKey(t, h.DB, owner, "read", expiry)

	tests := []struct {
		name    string
		at      time.Time
		expired bool
	}{
		{"an hour before the expiry the key works", expiry.Add(-time.Hour), false},
		{"one second before the expiry the key works", expiry.Add(-time.Second), false},
		{"at the expiry instant the key is expired", expiry, true},
		{"a day after the expiry the key is expired", expiry.Add(24 * time.Hour), true},
		{"moving the clock back makes the key work again, so only the clock decides", expiry.Add(-time.Second), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			clock.Set(tt.at)
			res := h.Do(t, http.MethodGet, "/v1/me", nil, bearer(secret))
			if !tt.expired {
				if res.Status != http.StatusOK {
					t.Fatalf("status %d: %s", res.Status, res.Body)
				}
				return
			}
			wantUnauthorized(t, res, "credential_expired", "expired at 2031-03-14T15:09:26Z", secret)
		})
	}
}

func TestPublicEndpointsNeedNoKeyButRefuseABadOne(t *testing.T) {
	h := apitest.New(t, apitest.Options{})
	p := h.NewPlayer(t, "read")
	revoked := h.NewPlayer(t, "read")
	revoke(t, h.DB, revoked.KeyRow.ID)

	// One casino slug and one program id to fetch.
	var casinos struct {
		Data []struct {
			Slug string `json:"slug"`
		} `json:"data"`
	}
	h.Do(t, http.MethodGet, "/v1/casinos?limit=1", nil, nil).JSON(t, &casinos)
	var programs struct {
		Data []struct {
			ID string `json:"id"`
		} `json:"data"`
	}
	h.Do(t, http.MethodGet, "/v1/rewards-programs?limit=1", nil, nil).JSON(t, &programs)
	if len(casinos.Data) != 1 || len(programs.Data) != 1 {
		t.Fatalf("the seeded directory is empty: %d casinos, %d programs", len(casinos.Data), len(programs.Data))
	}

	paths := []string{
		"/v1/casinos?limit=1",
		"/v1/casinos/" + casinos.Data[0].Slug,
		"/v1/rewards-programs?limit=1",
		"/v1/rewards-programs/" + programs.Data[0].ID,
	}
	for _, path := range paths {
		t.Run(path+" answers 200 without a key", func(t *testing.T) {
			if res := h.Do(t, http.MethodGet, path, nil, nil); res.Status != http.StatusOK {
				t.Fatalf("status %d: %s", res.Status, res.Body)
			}
		})
		t.Run(path+" answers 200 with a valid key", func(t *testing.T) {
			if res := p.Get(t, path); res.Status != http.StatusOK {
				t.Fatalf("status %d: %s", res.Status, res.Body)
			}
		})
		t.Run(path+" answers 401 with a key that was never issued", func(t *testing.T) {
			key := unknownKey(t)
			wantUnauthorized(t, h.Do(t, http.MethodGet, path, nil, bearer(key)), "invalid_token", "not valid", key)
		})
		t.Run(path+" answers 401 with a revoked key", func(t *testing.T) {
			wantUnauthorized(t, revoked.Get(t, path), "invalid_token", "revoked", revoked.Key)
		})
		t.Run(path+" answers 401 with a malformed key", func(t *testing.T) {
			res := h.Do(t, http.MethodGet, path, nil, bearer("tl_live_short"))
			wantUnauthorized(t, res, "invalid_token", "Bearer <API key>", "tl_live_short")
		})
	}
}

func TestTheRateLimitIdentityIsTheKeyWhenThereIsOne(t *testing.T) {
	h := apitest.New(t, apitest.Options{Env: map[string]string{
		"TIERLINE_RATE_LIMIT_KEY":    "7",
		"TIERLINE_RATE_LIMIT_PUBLIC": "5",
		"TIERLINE_RATE_LIMIT_WINDOW": "1h",
	}})
	p := h.NewPlayer(t, "read")
	const path = "/v1/casinos?limit=1"

	// The steps share the two counters, so they run in order.
	steps := []struct {
		name          string
		headers       map[string]string
		wantStatus    int
		wantLimit     string
		wantRemaining string
	}{
		{"without a key the request counts against the address quota of 5", nil, http.StatusOK, "5", "4"},
		{"with a valid key the request counts against the key quota of 7", bearer(p.Key), http.StatusOK, "7", "6"},
		{"a second keyed request spends the key quota again", bearer(p.Key), http.StatusOK, "7", "5"},
		{"the keyed requests left the address quota alone", nil, http.StatusOK, "5", "3"},
		{"an invalid key is refused and counts against the address quota", bearer(unknownKey(t)), http.StatusUnauthorized, "5", "2"},
	}
	for _, st := range steps {
		t.Run(st.name, func(t *testing.T) {
			res := h.Do(t, http.MethodGet, path, nil, st.headers)
			if res.Status != st.wantStatus {
				t.Fatalf("status %d, want %d: %s", res.Status, st.wantStatus, res.Body)
			}
			if got := res.Header.Get("X-RateLimit-Limit"); got != st.wantLimit {
				t.Errorf("X-RateLimit-Limit = %q, want %q", got, st.wantLimit)
			}
			if got := res.Header.Get("X-RateLimit-Remaining"); got != st.wantRemaining {
				t.Errorf("X-RateLimit-Remaining = %q, want %q", got, st.wantRemaining)
			}
			if st.wantStatus == http.StatusUnauthorized {
				wantUnauthorized(t, res, "invalid_token", "not valid", "")
			}
		})
	}
}

func TestABadKeySpendsTheAddressQuota(t *testing.T) {
	h := apitest.New(t, apitest.Options{Env: map[string]string{
		"TIERLINE_RATE_LIMIT_PUBLIC": "2",
		"TIERLINE_RATE_LIMIT_WINDOW": "1h",
	}})
	p := h.NewPlayer(t, "read")
	guesses := []map[string]string{bearer(unknownKey(t)), bearer("tl_live_short"), bearer(unknownKey(t))}

	t.Run("the first two guesses are answered 401", func(t *testing.T) {
		for i, g := range guesses[:2] {
			res := h.Do(t, http.MethodGet, "/v1/me", nil, g)
			wantUnauthorized(t, res, "invalid_token", "", "")
			if got, want := res.Header.Get("X-RateLimit-Remaining"), strconv.Itoa(1-i); got != want {
				t.Errorf("guess %d: X-RateLimit-Remaining = %q, want %q", i+1, got, want)
			}
		}
	})
	t.Run("the third guess is answered 429, not 401", func(t *testing.T) {
		res := h.Do(t, http.MethodGet, "/v1/me", nil, guesses[2])
		res.WantError(t, http.StatusTooManyRequests, "rate_limited", "Too many requests")
		if retry, err := strconv.Atoi(res.Header.Get("Retry-After")); err != nil || retry < 1 {
			t.Errorf("Retry-After = %q, want whole seconds", res.Header.Get("Retry-After"))
		}
		if res.Header.Get("WWW-Authenticate") != "" {
			t.Errorf("a 429 carries WWW-Authenticate %q", res.Header.Get("WWW-Authenticate"))
		}
	})
	t.Run("a valid key from the same address still works on its own quota", func(t *testing.T) {
		if res := p.Get(t, "/v1/me"); res.Status != http.StatusOK {
			t.Fatalf("status %d: %s", res.Status, res.Body)
		}
	})
}

func TestMissingScopeIs403NamingTheScope(t *testing.T) {
	h := apitest.New(t, apitest.Options{})
	tests := []struct {
		name   string
		scopes string
		send   func(t *testing.T, p *apitest.Player) apitest.Response
		want   string
		// scope is the scope attribute of the RFC 6750 challenge: what the
		// key holds and what it lacks, so a client stepping up keeps what
		// it had ("": no challenge, since no key of this account could be
		// let in).
		scope string
	}{
		{
			name:   "a tax-only key reading /v1/me lacks read",
			scopes: "tax",
			send:   func(t *testing.T, p *apitest.Player) apitest.Response { return p.Get(t, "/v1/me") },
			want:   `"read"`,
			scope:  "read tax",
		},
		{
			name:   "a read-only key adding a trip lacks write",
			scopes: "read",
			send: func(t *testing.T, p *apitest.Player) apitest.Response {
				return p.Action(t, "add_trip", map[string]any{"casino_name": "Bellagio", "start_date": "2026-05-01"})
			},
			want:  `"write"`,
			scope: "read write",
		},
		{
			name:   "a tax-and-host key adding a trip lacks write",
			scopes: "tax,host",
			send: func(t *testing.T, p *apitest.Player) apitest.Response {
				return p.Action(t, "add_trip", map[string]any{"casino_name": "Bellagio"})
			},
			want:  `"write"`,
			scope: "write tax host",
		},
		{
			// The CLI gives the host scope to host accounts only; a role
			// changed afterwards must not leave a player with a host key.
			name:   "a player account's host key listing leads is not a host",
			scopes: "read,host",
			send:   func(t *testing.T, p *apitest.Player) apitest.Response { return p.Action(t, "list_leads", nil) },
			want:   "belongs to host accounts only; this API key's account is a player",
		},
		{
			name:   "a player account's host key on the host dashboard is not a host",
			scopes: "read,host",
			send:   func(t *testing.T, p *apitest.Player) apitest.Response { return p.Action(t, "host_dashboard", nil) },
			want:   `"host_dashboard" needs the scope "host"`,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := h.NewPlayer(t, tt.scopes)
			res := tt.send(t, p)
			e := res.WantError(t, http.StatusForbidden, "insufficient_scope", tt.want)
			if strings.Contains(e.Message, p.Key) {
				t.Errorf("the message repeats the key: %q", e.Message)
			}
			want := []string(nil)
			if tt.scope != "" {
				want = []string{`Bearer realm="Tierline API", error="insufficient_scope", scope="` + tt.scope +
					`", resource_metadata="` + apitest.SiteURL + `/.well-known/oauth-protected-resource"`}
			}
			if got := res.Header.Values("WWW-Authenticate"); !slices.Equal(got, want) {
				t.Errorf("WWW-Authenticate = %q, want %q", got, want)
			}
			if n := h.Count(t, "trips", "account_id = ?", p.Account.ID); n != 0 {
				t.Errorf("%d trips were written by a refused request", n)
			}
		})
	}
}

func TestSecretsNeverReachTheLogs(t *testing.T) {
	h := apitest.New(t, apitest.Options{})
	p := h.NewPlayer(t, "read")
	revoked := h.NewPlayer(t, "read")
	revoke(t, h.DB, revoked.KeyRow.ID)
	owner := dbtest.NewAccount(t, h.DB, persistence.RolePlayer)
	expired, _ := dbtest.NewKey(t, h.DB, owner, "read", time.Now().Add(-time.Minute))
	secrets := []string{p.Key, revoked.Key, expired}

	requests := []struct {
		method, path string
		body         any
		auth         string
	}{
		{http.MethodGet, "/v1/me", nil, "Bearer " + p.Key},
		{http.MethodGet, "/v1/trips?limit=0", nil, "Bearer " + p.Key},
		{http.MethodGet, "/v1/no-such-route", nil, "Bearer " + p.Key},
		{http.MethodPost, "/v1/player", map[string]any{"action": "add_trip", "casino_name": "Bellagio"}, "Bearer " + p.Key},
		{http.MethodPost, "/v1/player", map[string]any{"action": "no_such_action"}, "Bearer " + p.Key},
		{http.MethodGet, "/v1/me", nil, "Bearer " + revoked.Key},
		{http.MethodGet, "/v1/casinos?limit=1", nil, "Bearer " + revoked.Key},
		{http.MethodGet, "/v1/me", nil, "Bearer " + expired},
		{http.MethodGet, "/v1/me", nil, "Bearer " + p.Key + "0"},
		{http.MethodGet, "/v1/me", nil, "Basic " + p.Key},
		{http.MethodGet, "/v1/me", nil, "Bearer " + p.Key + " " + revoked.Key},
	}
	for i, r := range requests {
		id := fmt.Sprintf("secret-log-test-%d", i)
		h.Do(t, r.method, r.path, r.body, map[string]string{"Authorization": r.auth, "X-Request-Id": id})
	}
	// Every request has logged its line before the test reads the logs.
	deadline := time.Now().Add(5 * time.Second)
	for h.Logs.FilterMessage("request").Len() < len(requests) && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if n := h.Logs.FilterMessage("request").Len(); n < len(requests) {
		t.Fatalf("%d request log lines, want %d", n, len(requests))
	}

	for _, e := range h.Logs.All() {
		texts := []string{e.Message, e.Caller.String(), e.Stack}
		for k, v := range e.ContextMap() {
			texts = append(texts, k, fmt.Sprintf("%v", v))
		}
		for _, secret := range secrets {
			hexPart := strings.TrimPrefix(secret, apikeys.Prefix)
			for _, text := range texts {
				if strings.Contains(text, secret) || strings.Contains(text, hexPart) {
					t.Errorf("log entry %q holds a secret: %v", e.Message, e.ContextMap())
				}
			}
		}
	}
}

func TestLastUsedIsWrittenByTheFlushNotPerRequest(t *testing.T) {
	h := apitest.New(t, apitest.Options{Clock: apitest.NewClock(time.Date(2030, time.July, 4, 10, 0, 0, 0, time.UTC))})
	ctx := context.Background()
	used := h.NewPlayer(t, "read")
	idle := h.NewPlayer(t, "read")
	revoked := h.NewPlayer(t, "read")
	revoke(t, h.DB, revoked.KeyRow.ID)

	t.Run("requests with a key do not write last_used_at", func(t *testing.T) {
		for _, path := range []string{"/v1/me", "/v1/trips", "/v1/casinos?limit=1"} {
			if res := used.Get(t, path); res.Status != http.StatusOK {
				t.Fatalf("%s: status %d: %s", path, res.Status, res.Body)
			}
		}
		revoked.Get(t, "/v1/me")
		if got := keyRow(t, h.DB, used.KeyRow.ID).LastUsedAt; got != nil {
			t.Errorf("last_used_at = %v before any flush, want NULL", got)
		}
	})
	firstFlush := h.Clock.Now()
	t.Run("the flush records the server time for the keys that were used", func(t *testing.T) {
		if err := h.Server.FlushKeyUsage(ctx); err != nil {
			t.Fatalf("FlushKeyUsage: %v", err)
		}
		got := keyRow(t, h.DB, used.KeyRow.ID).LastUsedAt
		if got == nil || !got.Equal(firstFlush) {
			t.Errorf("last_used_at = %v, want %v", got, firstFlush)
		}
	})
	t.Run("keys that were not used, or only refused, stay NULL", func(t *testing.T) {
		for name, id := range map[string]uuid.UUID{"idle": idle.KeyRow.ID, "revoked": revoked.KeyRow.ID} {
			if got := keyRow(t, h.DB, id).LastUsedAt; got != nil {
				t.Errorf("%s key: last_used_at = %v, want NULL", name, got)
			}
		}
	})
	t.Run("a second flush with no new use changes nothing", func(t *testing.T) {
		h.Clock.Advance(time.Hour)
		if err := h.Server.FlushKeyUsage(ctx); err != nil {
			t.Fatalf("FlushKeyUsage: %v", err)
		}
		got := keyRow(t, h.DB, used.KeyRow.ID).LastUsedAt
		if got == nil || !got.Equal(firstFlush) {
			t.Errorf("last_used_at = %v, want it left at %v", got, firstFlush)
		}
	})
	t.Run("new use and a flush move last_used_at on", func(t *testing.T) {
		used.Get(t, "/v1/me")
		if err := h.Server.FlushKeyUsage(ctx); err != nil {
			t.Fatalf("FlushKeyUsage: %v", err)
		}
		got := keyRow(t, h.DB, used.KeyRow.ID).LastUsedAt
		if want := h.Clock.Now(); got == nil || !got.Equal(want) {
			t.Errorf("last_used_at = %v, want %v", got, want)
		}
	})
}
