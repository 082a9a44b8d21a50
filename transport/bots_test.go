package transport_test

import (
	"context"
	"crypto/ed25519"
	"crypto/rand"
	"encoding/base64"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/internal/httpsig"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"
)

// testBot is a signed bot: a fresh Ed25519 key, registered or not.
type testBot struct {
	priv  ed25519.PrivateKey
	keyid string
	row   *persistence.BotKey
}

// newBot makes a key and, when register is true, registers it as an admin
// would with tierline bots add.
func newBot(t *testing.T, h *apitest.Harness, register bool) *testBot {
	t.Helper()
	pub, priv, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	raw, err := httpsig.JWKOf(pub)
	if err != nil {
		t.Fatal(err)
	}
	key, err := httpsig.ParseJWK(raw)
	if err != nil {
		t.Fatal(err)
	}
	b := &testBot{priv: priv, keyid: key.Thumbprint}
	if register {
		b.row = registerBotKey(t, h, "test bot "+key.Thumbprint[:6], key)
	}
	return b
}

func registerBotKey(t *testing.T, h *apitest.Harness, name string, key *httpsig.PublicKey) *persistence.BotKey {
	t.Helper()
	row := &persistence.BotKey{ID: uuid.New(), Name: name, KeyID: key.Thumbprint, PublicKey: key.JWK,
		CreatedAt: domain.NewTimestamp(time.Now())}
	if err := persistence.NewBotKeys(h.DB).AddBotKey(context.Background(), row); err != nil {
		t.Fatalf("register bot key: %v", err)
	}
	return row
}

// signedHeaders signs a GET of path on h as the bot would, with the Web
// Bot Auth parameters at the server's clock, changed by edit.
func (b *testBot) signedHeaders(t *testing.T, h *apitest.Harness, path string, edit func(*httpsig.SignOptions)) map[string]string {
	t.Helper()
	req, err := http.NewRequest(http.MethodGet, h.URL+path, nil)
	if err != nil {
		t.Fatal(err)
	}
	now := h.Clock.Now()
	o := httpsig.SignOptions{
		Label: "sig1", Components: []string{"@authority", "@method", "@path", "@query"},
		Created: now, Expires: now.Add(time.Minute),
		KeyID: b.keyid, Alg: httpsig.AlgEd25519, Nonce: uuid.NewString(), Tag: httpsig.TagWebBotAuth,
	}
	if edit != nil {
		edit(&o)
	}
	input, sig, err := httpsig.Sign(httpsig.RequestMessage(req, "http"), b.priv, o)
	if err != nil {
		t.Fatal(err)
	}
	return map[string]string{"Signature-Input": input, "Signature": sig}
}

func TestSignedBots(t *testing.T) {
	clock := apitest.NewClock(time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC))
	h := apitest.New(t, apitest.Options{Clock: clock, Env: map[string]string{"TIERLINE_RATE_LIMIT_BOT": "50"}})
	bot := newBot(t, h, true)
	stranger := newBot(t, h, false)
	revoked := newBot(t, h, true)
	if _, err := persistence.NewBotKeys(h.DB).RevokeBotKey(context.Background(), revoked.row.ID, domain.NewTimestamp(time.Now())); err != nil {
		t.Fatal(err)
	}
	const path = "/v1/casinos?state=NV&limit=1"

	t.Run("a verified bot's request succeeds and spends the bot quota", func(t *testing.T) {
		res := h.Do(t, http.MethodGet, path, nil, bot.signedHeaders(t, h, path, nil))
		if res.Status != http.StatusOK {
			t.Fatalf("status %d: %s", res.Status, res.Body)
		}
		if got := res.Header.Get("X-RateLimit-Limit"); got != "50" {
			t.Errorf("X-RateLimit-Limit = %q, want the bot quota 50", got)
		}
	})
	t.Run("a request without signature fields is unaffected", func(t *testing.T) {
		res := h.Do(t, http.MethodGet, path, nil, nil)
		if res.Status != http.StatusOK {
			t.Fatalf("status %d: %s", res.Status, res.Body)
		}
		if got := res.Header.Get("X-RateLimit-Limit"); got != "100000" {
			t.Errorf("X-RateLimit-Limit = %q, want the address quota 100000", got)
		}
	})
	t.Run("a request with only a Signature field (another scheme) is unaffected", func(t *testing.T) {
		res := h.Do(t, http.MethodGet, path, nil, map[string]string{"Signature": `keyId="x",signature="abc"`})
		if res.Status != http.StatusOK || res.Header.Get("X-RateLimit-Limit") != "100000" {
			t.Errorf("status %d, limit %s: %s", res.Status, res.Header.Get("X-RateLimit-Limit"), res.Body)
		}
	})

	refusals := []struct {
		name    string
		headers func() map[string]string
		path    string // the path requested, when not the one signed
		part    string
	}{
		{"a changed component (another path than the one signed)", func() map[string]string {
			return bot.signedHeaders(t, h, "/v1/casinos?state=NJ&limit=1", nil)
		}, path, "does not match the request"},
		{"a changed signature parameter", func() map[string]string {
			hd := bot.signedHeaders(t, h, path, nil)
			hd["Signature-Input"] = strings.Replace(hd["Signature-Input"], `tag="web-bot-auth"`, `tag="web-bot-auth";x=1`, 1)
			return hd
		}, "", "does not match the request"},
		{"an expired signature", func() map[string]string {
			return bot.signedHeaders(t, h, path, func(o *httpsig.SignOptions) {
				o.Created, o.Expires = clock.Now().Add(-10*time.Minute), clock.Now().Add(-5*time.Minute)
			})
		}, "", "expired at"},
		{"a signature created in the future beyond the skew", func() map[string]string {
			return bot.signedHeaders(t, h, path, func(o *httpsig.SignOptions) {
				o.Created, o.Expires = clock.Now().Add(5*time.Minute), clock.Now().Add(10*time.Minute)
			})
		}, "", "not yet valid"},
		{"a signature with another tag", func() map[string]string {
			return bot.signedHeaders(t, h, path, func(o *httpsig.SignOptions) { o.Tag = "not-a-bot" })
		}, "", `no signature has tag="web-bot-auth"`},
		{"an unknown keyid", func() map[string]string {
			return stranger.signedHeaders(t, h, path, nil)
		}, "", "is not a registered bot key"},
		{"a revoked key", func() map[string]string {
			return revoked.signedHeaders(t, h, path, nil)
		}, "", "has been revoked"},
		{"a registered keyid with another key's signature", func() map[string]string {
			return stranger.signedHeaders(t, h, path, func(o *httpsig.SignOptions) { o.KeyID = bot.keyid })
		}, "", "does not match the request"},
		{"a malformed Signature-Input", func() map[string]string {
			return map[string]string{"Signature-Input": "(((", "Signature": "sig1=:AAAA:"}
		}, "", "Signature-Input is not"},
	}
	for _, tc := range refusals {
		t.Run(tc.name+" is 401 invalid_signature", func(t *testing.T) {
			p := tc.path
			if p == "" {
				p = path
			}
			res := h.Do(t, http.MethodGet, p, nil, tc.headers())
			wantUnauthorized(t, res, "invalid_signature", tc.part, "")
			if got := res.Header.Get("X-RateLimit-Limit"); got != "100000" {
				t.Errorf("a refused signature counted against %q, want the address quota", got)
			}
		})
	}

	t.Run("a bad signature is refused on an account endpoint even with a valid key", func(t *testing.T) {
		p := h.NewPlayer(t, "read")
		hd := stranger.signedHeaders(t, h, "/v1/me", nil)
		hd["Authorization"] = "Bearer " + p.Key
		wantUnauthorized(t, h.Do(t, http.MethodGet, "/v1/me", nil, hd), "invalid_signature", "not a registered bot key", p.Key)
	})
	t.Run("a verified bot with an API key spends the key's quota", func(t *testing.T) {
		p := h.NewPlayer(t, "read")
		hd := bot.signedHeaders(t, h, "/v1/me", nil)
		hd["Authorization"] = "Bearer " + p.Key
		res := h.Do(t, http.MethodGet, "/v1/me", nil, hd)
		if res.Status != http.StatusOK || res.Header.Get("X-RateLimit-Limit") != "100000" {
			t.Errorf("status %d, limit %s: %s", res.Status, res.Header.Get("X-RateLimit-Limit"), res.Body)
		}
	})
	t.Run("a verified bot still needs a key for account endpoints", func(t *testing.T) {
		res := h.Do(t, http.MethodGet, "/v1/me", nil, bot.signedHeaders(t, h, "/v1/me", nil))
		wantUnauthorized(t, res, "invalid_token", "needs an API key", "")
	})
}

func TestSignedBotsAreRateLimitedUnderTheirOwnIdentity(t *testing.T) {
	clock := apitest.NewClock(time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC))
	h := apitest.New(t, apitest.Options{Clock: clock, Env: map[string]string{
		"TIERLINE_RATE_LIMIT_BOT":    "3",
		"TIERLINE_RATE_LIMIT_PUBLIC": "5",
		"TIERLINE_RATE_LIMIT_WINDOW": "1h",
	}})
	one, two := newBot(t, h, true), newBot(t, h, true)
	const path = "/v1/rewards-programs?limit=1"

	// The steps share the counters, so they run in order.
	steps := []struct {
		name          string
		bot           *testBot
		wantStatus    int
		wantLimit     string
		wantRemaining string
	}{
		{"the first signed request spends the bot quota of 3", one, http.StatusOK, "3", "2"},
		{"the second spends it again", one, http.StatusOK, "3", "1"},
		{"an unsigned request from the same address spends the address quota of 5", nil, http.StatusOK, "5", "4"},
		{"the third signed request uses the last one", one, http.StatusOK, "3", "0"},
		{"the fourth is 429 rate_limited", one, http.StatusTooManyRequests, "3", "0"},
		{"another bot has its own quota", two, http.StatusOK, "3", "2"},
		{"the address quota was left alone by the bots", nil, http.StatusOK, "5", "3"},
	}
	for _, st := range steps {
		t.Run(st.name, func(t *testing.T) {
			var headers map[string]string
			if st.bot != nil {
				headers = st.bot.signedHeaders(t, h, path, nil)
			}
			res := h.Do(t, http.MethodGet, path, nil, headers)
			if res.Status != st.wantStatus {
				t.Fatalf("status %d, want %d: %s", res.Status, st.wantStatus, res.Body)
			}
			if got := res.Header.Get("X-RateLimit-Limit"); got != st.wantLimit {
				t.Errorf("X-RateLimit-Limit = %q, want %q", got, st.wantLimit)
			}
			if got := res.Header.Get("X-RateLimit-Remaining"); got != st.wantRemaining {
				t.Errorf("X-RateLimit-Remaining = %q, want %q", got, st.wantRemaining)
			}
			if st.wantStatus == http.StatusTooManyRequests {
				res.WantError(t, http.StatusTooManyRequests, "rate_limited", "quota is 3 requests")
				if res.Header.Get("Retry-After") == "" {
					t.Error("a 429 without Retry-After")
				}
			}
		})
	}
}

// TestTheWebBotAuthTestVectorsVerify sends the published Web Bot Auth test
// vectors (draft-meunier-web-bot-auth-architecture, Ed25519 entries: a GET
// of https://example.com/path/to/resource signed with the RFC 9421 B.1.4
// key) to the server, with the key registered and the clock at the
// vectors' creation time.
func TestTheWebBotAuthTestVectorsVerify(t *testing.T) {
	clock := apitest.NewClock(time.Unix(1735689600+30, 0))
	h := apitest.New(t, apitest.Options{Clock: clock, Env: map[string]string{"TIERLINE_RATE_LIMIT_BOT": "9"}})
	key, err := httpsig.ParseJWK([]byte(`{"kty":"OKP","crv":"Ed25519","x":"JrQLj5P_89iXES9-vFgrIy29clF9CC_oPPsw3c5D0bs"}`))
	if err != nil {
		t.Fatal(err)
	}
	if key.Thumbprint != "poqkLGiymh_W0uP6PZFw-dvez3QJT5SolqXBCW38r0U" {
		t.Fatalf("thumbprint %s, want the vectors' keyid", key.Thumbprint)
	}
	// The shared test database may hold the key from an earlier run of
	// this test in the same database; register it once.
	if _, err := persistence.NewBotKeys(h.DB).BotKeyByKeyID(context.Background(), key.Thumbprint); err != nil {
		registerBotKey(t, h, "web bot auth test vector", key)
	}
	vectors := []struct{ name, input, signature, agent string }{
		{
			"the vector covering @authority",
			`sig1=("@authority");created=1735689600;keyid="poqkLGiymh_W0uP6PZFw-dvez3QJT5SolqXBCW38r0U";alg="ed25519";expires=4889289600;nonce="zIW8+cdmA3vdYagbxojpONwa/l0EKJ/O3/wD486VvsQjO/RxPaSt6ZxvQaMcQzNnqKN/mQ6hpGiFro2L2qkz5A==";tag="web-bot-auth"`,
			`sig1=:QKN4fTdIYfh82fvoZCQiQA1weuozfCS/Led2zTMbewMMqH8PI2Wsy/5c4ao6B6D09nraNQdBNOADg8aM1MqfCg==:`,
			"",
		},
		{
			"the vector covering @authority and Signature-Agent",
			`sig2=("@authority" "signature-agent";key="agent2");created=1735689600;keyid="poqkLGiymh_W0uP6PZFw-dvez3QJT5SolqXBCW38r0U";alg="ed25519";expires=4889289600;nonce="n9p433xm+NJ3ph3upfBIGmsuwHw387YV7Q/F+6BSpGCVjYCqQw6rznNA8PVVLySrAWsv0hQtFioQb6E1YsauiA==";tag="web-bot-auth"`,
			`sig2=:RdNFx5Bj6au3YgAMQL/RzmUlZE8QZLIaXGRpw985hWnwPfMxT228NMk6ehRS1PSl4e8PhbNZACSanGdhEwYCCg==:`,
			`agent2="https://signature-agent.test"`,
		},
	}
	send := func(t *testing.T, host, input, signature, agent string) (int, http.Header, string) {
		t.Helper()
		req, err := http.NewRequest(http.MethodGet, h.URL+"/path/to/resource", nil)
		if err != nil {
			t.Fatal(err)
		}
		req.Host = host // the vectors sign @authority example.com
		req.Header.Set("Signature-Input", input)
		req.Header.Set("Signature", signature)
		if agent != "" {
			req.Header.Set("Signature-Agent", agent)
		}
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		body, _ := io.ReadAll(res.Body)
		return res.StatusCode, res.Header, string(body)
	}
	for _, v := range vectors {
		t.Run(v.name+" verifies and the bot gets its quota", func(t *testing.T) {
			// No route serves /path/to/resource: the 404 shows the
			// request got past identification as the bot.
			status, header, body := send(t, "example.com", v.input, v.signature, v.agent)
			if status != http.StatusNotFound || !strings.Contains(body, "not_found") {
				t.Fatalf("status %d, want 404 not_found past the signature check: %s", status, body)
			}
			if got := header.Get("X-RateLimit-Limit"); got != "9" {
				t.Errorf("X-RateLimit-Limit = %q, want the bot quota 9", got)
			}
		})
		t.Run(v.name+" sent to another authority is 401", func(t *testing.T) {
			status, _, body := send(t, "example.org", v.input, v.signature, v.agent)
			if status != http.StatusUnauthorized || !strings.Contains(body, "invalid_signature") {
				t.Errorf("status %d: %s", status, body)
			}
		})
	}
	t.Run("the vector with its signature bytes altered is 401", func(t *testing.T) {
		raw, _ := base64.StdEncoding.DecodeString("QKN4fTdIYfh82fvoZCQiQA1weuozfCS/Led2zTMbewMMqH8PI2Wsy/5c4ao6B6D09nraNQdBNOADg8aM1MqfCg==")
		raw[0] ^= 1
		status, _, body := send(t, "example.com", vectors[0].input, "sig1=:"+base64.StdEncoding.EncodeToString(raw)+":", "")
		if status != http.StatusUnauthorized || !strings.Contains(body, "does not match") {
			t.Errorf("status %d: %s", status, body)
		}
	})
	t.Run("the vector after its expiry is 401", func(t *testing.T) {
		clock.Set(time.Unix(4889289600, 0).Add(time.Hour))
		defer clock.Set(time.Unix(1735689600+30, 0))
		status, _, body := send(t, "example.com", vectors[0].input, vectors[0].signature, "")
		if status != http.StatusUnauthorized || !strings.Contains(body, "expired at") {
			t.Errorf("status %d: %s", status, body)
		}
	})
}
