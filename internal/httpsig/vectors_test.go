package httpsig_test

import (
	"context"
	"crypto/ed25519"
	"encoding/base64"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/tierline/tierline/internal/httpsig"
)

// The test key of RFC 9421 Appendix B.1.4 (Ed25519), as a JWK. It is also
// the key of the Web Bot Auth test vectors.
const (
	rfcEd25519Private = "n4Ni-HpISpVObnQMW0wOhCKROaIKqKtW_2ZYb2p9KcU"
	rfcEd25519Public  = `{"kty":"OKP","crv":"Ed25519","x":"JrQLj5P_89iXES9-vFgrIy29clF9CC_oPPsw3c5D0bs"}`
	// rfcEd25519KeyID is its JWK thumbprint, the keyid of the Web Bot
	// Auth vectors.
	rfcEd25519KeyID = "poqkLGiymh_W0uP6PZFw-dvez3QJT5SolqXBCW38r0U"
)

// rfcPrivateKey is the B.1.4 private key.
func rfcPrivateKey(t *testing.T) ed25519.PrivateKey {
	t.Helper()
	seed, err := base64.RawURLEncoding.DecodeString(rfcEd25519Private)
	if err != nil {
		t.Fatal(err)
	}
	return ed25519.NewKeyFromSeed(seed)
}

func mustJWK(t *testing.T, raw string) *httpsig.PublicKey {
	t.Helper()
	k, err := httpsig.ParseJWK([]byte(raw))
	if err != nil {
		t.Fatalf("ParseJWK(%s): %v", raw, err)
	}
	return k
}

// resolveOnly resolves exactly one keyid to key.
func resolveOnly(keyid string, key *httpsig.PublicKey) httpsig.Resolver {
	return func(_ context.Context, id string) (*httpsig.PublicKey, error) {
		if id != keyid {
			return nil, httpsig.Reject("unknown keyid %q", id)
		}
		return key, nil
	}
}

func at(unix int64) func() time.Time {
	return func() time.Time { return time.Unix(unix, 0) }
}

// TestRFC9421B26 reproduces RFC 9421 Appendix B.2.6 ("Signing a Request
// Using ed25519"): the signature base byte for byte, the signature byte
// for byte (Ed25519 is deterministic), and its verification.
func TestRFC9421B26(t *testing.T) {
	m := httpsig.Message{
		Method: "POST", Scheme: "https", Authority: "example.com", Path: "/foo", RawQuery: "param=Value&Pet=dog",
		Header: http.Header{
			"Host":           {"example.com"},
			"Date":           {"Tue, 20 Apr 2021 02:07:55 GMT"},
			"Content-Type":   {"application/json"},
			"Content-Digest": {"sha-512=:WZDPaVn/7XgHaAy8pmojAkGWoRx2UFChF41A2svX+TaPm+AbwAgBWnrIiYllu7BNNyealdVLvRwEmTHWXvJwew==:"},
			"Content-Length": {"18"},
			// As the RFC prints it, folded over lines (RFC 8792); the
			// parser must accept the whitespace and the base must not
			// depend on it.
			"Signature-Input": {`sig-b26=("date" "@method" "@path" "@authority"  "content-type" "content-length");created=1618884473;keyid="test-key-ed25519"`},
			"Signature":       {"sig-b26=:wqcAqbmYJ2ji2glfAMaRy4gruYYnx2nEFN2HN6jrnDnQCK1u02Gb04v9EDgwUPiu4A0w6vuQv5lIp5WPpBKRCw==:"},
		},
	}
	wantBase := strings.Join([]string{
		`"date": Tue, 20 Apr 2021 02:07:55 GMT`,
		`"@method": POST`,
		`"@path": /foo`,
		`"@authority": example.com`,
		`"content-type": application/json`,
		`"content-length": 18`,
		`"@signature-params": ("date" "@method" "@path" "@authority" "content-type" "content-length");created=1618884473;keyid="test-key-ed25519"`,
	}, "\n")
	wantSig := "wqcAqbmYJ2ji2glfAMaRy4gruYYnx2nEFN2HN6jrnDnQCK1u02Gb04v9EDgwUPiu4A0w6vuQv5lIp5WPpBKRCw=="

	base, err := httpsig.SignatureBase(m, m.Header.Get("Signature-Input"), "sig-b26")
	if err != nil {
		t.Fatal(err)
	}
	t.Run("the signature base is the RFC's, byte for byte", func(t *testing.T) {
		if base != wantBase {
			t.Errorf("base:\n%s\nwant:\n%s", base, wantBase)
		}
	})
	t.Run("signing the base with the B.1.4 key gives the RFC's signature", func(t *testing.T) {
		got := base64.StdEncoding.EncodeToString(ed25519.Sign(rfcPrivateKey(t), []byte(base)))
		if got != wantSig {
			t.Errorf("signature %s, want %s", got, wantSig)
		}
	})
	t.Run("the signature verifies with the B.1.4 public key", func(t *testing.T) {
		v := &httpsig.Verifier{Now: at(1618884473), Skew: httpsig.DefaultSkew,
			Resolve: resolveOnly("test-key-ed25519", mustJWK(t, rfcEd25519Public))}
		got, err := v.Verify(context.Background(), m)
		if err != nil {
			t.Fatal(err)
		}
		if got.Label != "sig-b26" || got.Alg != httpsig.AlgEd25519 || got.Created.Unix() != 1618884473 {
			t.Errorf("verified %+v", got)
		}
	})
	t.Run("a changed covered field no longer verifies", func(t *testing.T) {
		tampered := m
		tampered.Header = m.Header.Clone()
		tampered.Header.Set("Content-Length", "19")
		v := &httpsig.Verifier{Now: at(1618884473), Resolve: resolveOnly("test-key-ed25519", mustJWK(t, rfcEd25519Public))}
		if _, err := v.Verify(context.Background(), tampered); err == nil || !strings.Contains(err.Error(), "does not match") {
			t.Errorf("err = %v, want a mismatch", err)
		}
	})
}

// The Ed25519 and RSA-PSS entries of the Web Bot Auth test vectors
// (draft-meunier-web-bot-auth-architecture, Appendix "Test Vectors";
// published as web_bot_auth_architecture_v2.json): a GET of
// https://example.com/path/to/resource signed with the B.1.4 key.
var webBotAuthVectors = []struct {
	name, jwk, keyid, input, signature, agent, base string
	label                                           string
}{
	{
		name:      "Ed25519 covering @authority",
		jwk:       rfcEd25519Public,
		keyid:     rfcEd25519KeyID,
		label:     "sig1",
		input:     `sig1=("@authority");created=1735689600;keyid="poqkLGiymh_W0uP6PZFw-dvez3QJT5SolqXBCW38r0U";alg="ed25519";expires=4889289600;nonce="zIW8+cdmA3vdYagbxojpONwa/l0EKJ/O3/wD486VvsQjO/RxPaSt6ZxvQaMcQzNnqKN/mQ6hpGiFro2L2qkz5A==";tag="web-bot-auth"`,
		signature: `sig1=:QKN4fTdIYfh82fvoZCQiQA1weuozfCS/Led2zTMbewMMqH8PI2Wsy/5c4ao6B6D09nraNQdBNOADg8aM1MqfCg==:`,
		base: `"@authority": example.com` + "\n" +
			`"@signature-params": ("@authority");created=1735689600;keyid="poqkLGiymh_W0uP6PZFw-dvez3QJT5SolqXBCW38r0U";alg="ed25519";expires=4889289600;nonce="zIW8+cdmA3vdYagbxojpONwa/l0EKJ/O3/wD486VvsQjO/RxPaSt6ZxvQaMcQzNnqKN/mQ6hpGiFro2L2qkz5A==";tag="web-bot-auth"`,
	},
	{
		name:      "Ed25519 covering @authority and a Signature-Agent dictionary member",
		jwk:       rfcEd25519Public,
		keyid:     rfcEd25519KeyID,
		label:     "sig2",
		input:     `sig2=("@authority" "signature-agent";key="agent2");created=1735689600;keyid="poqkLGiymh_W0uP6PZFw-dvez3QJT5SolqXBCW38r0U";alg="ed25519";expires=4889289600;nonce="n9p433xm+NJ3ph3upfBIGmsuwHw387YV7Q/F+6BSpGCVjYCqQw6rznNA8PVVLySrAWsv0hQtFioQb6E1YsauiA==";tag="web-bot-auth"`,
		signature: `sig2=:RdNFx5Bj6au3YgAMQL/RzmUlZE8QZLIaXGRpw985hWnwPfMxT228NMk6ehRS1PSl4e8PhbNZACSanGdhEwYCCg==:`,
		agent:     `agent2="https://signature-agent.test"`,
		base: `"@authority": example.com` + "\n" +
			`"signature-agent";key="agent2": "https://signature-agent.test"` + "\n" +
			`"@signature-params": ("@authority" "signature-agent";key="agent2");created=1735689600;keyid="poqkLGiymh_W0uP6PZFw-dvez3QJT5SolqXBCW38r0U";alg="ed25519";expires=4889289600;nonce="n9p433xm+NJ3ph3upfBIGmsuwHw387YV7Q/F+6BSpGCVjYCqQw6rznNA8PVVLySrAWsv0hQtFioQb6E1YsauiA==";tag="web-bot-auth"`,
	},
	{
		name:      "RSA-PSS SHA-512 covering @authority",
		jwk:       rsaVectorPublic,
		keyid:     "oD0HwocPBSfpNy5W3bpJeyFGY_IQ_YpqxSjQ3Yd-CLA",
		label:     "sig1",
		input:     `sig1=("@authority");created=1735689600;keyid="oD0HwocPBSfpNy5W3bpJeyFGY_IQ_YpqxSjQ3Yd-CLA";alg="rsa-pss-sha512";expires=4889289600;nonce="JojDFWJ90jf+gZhdKeTyJYsu1XvNPZSFAGhvYq5SuV3gneOEUAhq+xl792WGuD1W+Dr6NRmx+m+t06NsYnL4iA==";tag="web-bot-auth"`,
		signature: `sig1=:hWPaj85MWQiRkzU4jnIKvdPQiDfMCPIoxOP8nZveNc3aFQ7r/UmXWCwGNImw588iRvTFey5TR3fVEgnXpcttlyK+u5pN831z9Wlr+IMNfub4uEM3SuO+SKFygJZyLG0pf7OAiRcU4C0gyx1BS/+z9ydQTRzDLr88wCkBBRqwGRrSi8HTwxkqg1jugobh93hcnU6gV8MK1n+VnhRprIgl2RQSO6q5cfbB4OS8C4t/8ndW0lYmP2SWzKZJXnpX5Wrj17PuLqnVW6MO8pJnLAMXNvxUdx32KHeq/cHFrzZazZsua3UOoP+k+niHwoQ8bBWj1Vi4mM1mYJK+fk366cCLsQ==:`,
		base: `"@authority": example.com` + "\n" +
			`"@signature-params": ("@authority");created=1735689600;keyid="oD0HwocPBSfpNy5W3bpJeyFGY_IQ_YpqxSjQ3Yd-CLA";alg="rsa-pss-sha512";expires=4889289600;nonce="JojDFWJ90jf+gZhdKeTyJYsu1XvNPZSFAGhvYq5SuV3gneOEUAhq+xl792WGuD1W+Dr6NRmx+m+t06NsYnL4iA==";tag="web-bot-auth"`,
	},
}

// rsaVectorPublic is the public half of the RSA-PSS test key (RFC 9421
// B.1.2) used by the Web Bot Auth vectors.
const rsaVectorPublic = `{"kty":"RSA","alg":"PS512","e":"AQAB","n":"r4tmm3r20Wd_PbqvP1s2-QEtvpuRaV8Yq40gjUR8y2Rjxa6dpG2GXHbPfvMs8ct-Lh1GH45x28Rw3Ry53mm-oAXjyQ86OnDkZ5N8lYbggD4O3w6M6pAvLkhk95AndTrifbIFPNU8PPMO7OyrFAHqgDsznjPFmTOtCEcN2Z1FpWgchwuYLPL-Wokqltd11nqqzi-bJ9cvSKADYdUAAN5WUtzdpiy6LbTgSxP7ociU4Tn0g5I6aDZJ7A8Lzo0KSyZYoA485mqcO0GVAdVw9lq4aOT9v6d-nb4bnNkQVklLQ3fVAvJm-xdDOp9LCNCN48V2pnDOkFV6-U9nV5oyc6XI2w"}`

// vectorMessage is the request of the Web Bot Auth vectors.
func vectorMessage(input, signature, agent string) httpsig.Message {
	r, _ := http.NewRequest(http.MethodGet, "https://example.com/path/to/resource", nil)
	r.Header.Set("Signature-Input", input)
	r.Header.Set("Signature", signature)
	if agent != "" {
		r.Header.Set("Signature-Agent", agent)
	}
	return httpsig.RequestMessage(r, "https")
}

func TestWebBotAuthVectors(t *testing.T) {
	for _, vec := range webBotAuthVectors {
		t.Run(vec.name, func(t *testing.T) {
			m := vectorMessage(vec.input, vec.signature, vec.agent)
			key := mustJWK(t, vec.jwk)
			if key.Thumbprint != vec.keyid {
				t.Errorf("the JWK thumbprint is %s, want the vector's keyid %s", key.Thumbprint, vec.keyid)
			}
			base, err := httpsig.SignatureBase(m, vec.input, vec.label)
			if err != nil {
				t.Fatal(err)
			}
			if base != vec.base {
				t.Errorf("base:\n%s\nwant:\n%s", base, vec.base)
			}
			if key.Alg == httpsig.AlgEd25519 {
				want := strings.TrimSuffix(strings.TrimPrefix(vec.signature, vec.label+"=:"), ":")
				if got := base64.StdEncoding.EncodeToString(ed25519.Sign(rfcPrivateKey(t), []byte(base))); got != want {
					t.Errorf("signing the base gives %s, want the vector's %s", got, want)
				}
			}
			v := httpsig.WebBotAuth(at(1735689600+30), resolveOnly(vec.keyid, key))
			got, err := v.Verify(context.Background(), m)
			if err != nil {
				t.Fatalf("the vector does not verify: %v", err)
			}
			if got.KeyID != vec.keyid || got.Tag != httpsig.TagWebBotAuth || got.Label != vec.label || got.Expires.Unix() != 4889289600 {
				t.Errorf("verified %+v", got)
			}
		})
	}
}

// TestThumbprints checks the JWK thumbprint against RFC 8037 Appendix A.3.
func TestThumbprints(t *testing.T) {
	k := mustJWK(t, `{"kty":"OKP","crv":"Ed25519","x":"11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo"}`)
	if want := "kPrK_qmxVWaYVA9wwBF6Iuo3vVzz7TxHCTwXBygrS4k"; k.Thumbprint != want {
		t.Errorf("thumbprint %s, want %s (RFC 8037 A.3)", k.Thumbprint, want)
	}
	if want := `{"crv":"Ed25519","kty":"OKP","x":"11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo"}`; k.JWK != want {
		t.Errorf("canonical JWK %s, want %s", k.JWK, want)
	}
	// Members beyond the key's own (kid, use, alg) change nothing.
	k2 := mustJWK(t, `{"kid":"anything","use":"sig","alg":"EdDSA","x":"11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo","kty":"OKP","crv":"Ed25519"}`)
	if k2.Thumbprint != k.Thumbprint {
		t.Errorf("extra members changed the thumbprint: %s", k2.Thumbprint)
	}
}
