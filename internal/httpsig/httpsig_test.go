package httpsig_test

import (
	"context"
	"crypto"
	"crypto/ecdsa"
	"crypto/ed25519"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/rsa"
	"errors"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/tierline/tierline/internal/httpsig"
)

// baseLine returns the line of the signature base that covers component
// id (e.g. `"@path"`) of m.
func baseLine(t *testing.T, m httpsig.Message, id string) (string, error) {
	t.Helper()
	base, err := httpsig.SignatureBase(m, "s=("+id+")", "s")
	if err != nil {
		return "", err
	}
	line, _, _ := strings.Cut(base, "\n")
	return line, nil
}

// TestComponentValues checks derived components and fields against the
// examples of RFC 9421 §2.1 and §2.2.
func TestComponentValues(t *testing.T) {
	post := httpsig.Message{Method: "POST", Scheme: "https", Authority: "www.example.com", Path: "/path", RawQuery: "param=value",
		Header: http.Header{
			"X-Ows-Header":    {"   Leading and trailing whitespace.   "},
			"Cache-Control":   {"max-age=60", "   must-revalidate"},
			"Example-Dict":    {" a=1,    b=2;x=1;y=2,   c=(a   b   c)"},
			"Example-Header":  {"value, with, lots", "of, commas"},
			"Signature-Agent": {`agent1="https://one.test", agent2="https://two.test"`},
		}}
	query := func(q string) httpsig.Message { m := post; m.RawQuery = q; return m }
	tests := []struct {
		name string
		m    httpsig.Message
		id   string
		want string
	}{
		{"@method is the method as sent", post, `"@method"`, `"@method": POST`},
		{"@target-uri is the absolute URI", post, `"@target-uri"`, `"@target-uri": https://www.example.com/path?param=value`},
		{"@authority is the host", post, `"@authority"`, `"@authority": www.example.com`},
		{"@scheme is the scheme", post, `"@scheme"`, `"@scheme": https`},
		{"@request-target is path and query", post, `"@request-target"`, `"@request-target": /path?param=value`},
		{"@path is the path without the query", post, `"@path"`, `"@path": /path`},
		{"@query keeps the leading question mark", post, `"@query"`, `"@query": ?param=value`},
		{"@query of a request without a query is a lone question mark", query(""), `"@query"`, `"@query": ?`},
		{"@query keeps the query's encoding", query("queryString"), `"@query"`, `"@query": ?queryString`},
		{"@query-param re-encodes spaces and newlines",
			query("var=this%20is%20a%20big%0Amultiline%20value&bar=with+plus+whitespace&fa%C3%A7ade%22%3A%20=something"),
			`"@query-param";name="var"`, `"@query-param";name="var": this%20is%20a%20big%0Amultiline%20value`},
		{"@query-param turns plus signs into %20",
			query("var=x&bar=with+plus+whitespace"), `"@query-param";name="bar"`, `"@query-param";name="bar": with%20plus%20whitespace`},
		{"@query-param names are matched in encoded form",
			query("fa%C3%A7ade%22%3A%20=something"), `"@query-param";name="fa%C3%A7ade%22%3A%20"`, `"@query-param";name="fa%C3%A7ade%22%3A%20": something`},
		{"@query-param of an empty value is empty", query("qux=&a=1"), `"@query-param";name="qux"`, `"@query-param";name="qux": `},
		{"@authority lower-cases the host", httpsig.Message{Scheme: "https", Authority: "WWW.Example.COM"}, `"@authority"`, `"@authority": www.example.com`},
		{"@authority drops the default port of https", httpsig.Message{Scheme: "https", Authority: "example.com:443"}, `"@authority"`, `"@authority": example.com`},
		{"@authority keeps another port", httpsig.Message{Scheme: "http", Authority: "example.com:8080"}, `"@authority"`, `"@authority": example.com:8080`},
		{"@path of an empty path is a slash", httpsig.Message{Scheme: "https", Authority: "a.test"}, `"@path"`, `"@path": /`},
		{"a field's value is trimmed", post, `"x-ows-header"`, `"x-ows-header": Leading and trailing whitespace.`},
		{"a field's lines are joined with a comma and a space", post, `"cache-control"`, `"cache-control": max-age=60, must-revalidate`},
		{"key selects a dictionary member, re-serialised", post, `"example-dict";key="a"`, `"example-dict";key="a": 1`},
		{"key keeps the member's parameters", post, `"example-dict";key="b"`, `"example-dict";key="b": 2;x=1;y=2`},
		{"key re-serialises an inner list", post, `"example-dict";key="c"`, `"example-dict";key="c": (a b c)`},
		{"bs encodes each line as a byte sequence", post, `"example-header";bs`, `"example-header";bs: :dmFsdWUsIHdpdGgsIGxvdHM=:, :b2YsIGNvbW1hcw==:`},
		{"sf re-serialises a known dictionary", post, `"signature-agent";sf`, `"signature-agent";sf: agent1="https://one.test", agent2="https://two.test"`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := baseLine(t, tc.m, tc.id)
			if err != nil {
				t.Fatal(err)
			}
			if got != tc.want {
				t.Errorf("got  %q\nwant %q", got, tc.want)
			}
		})
	}

	bad := []struct {
		name, id, want string
		m              httpsig.Message
	}{
		{"a field the request lacks", `"date"`, `"date" is not in the request`, post},
		{"an upper-case field name", `"Date"`, "lower-case", post},
		{"an unknown derived component", `"@nope"`, "unknown derived component", post},
		{"@status in a request", `"@status"`, "only in responses", post},
		{"@signature-params as a component", `"@signature-params"`, "cannot be a covered component", post},
		{"an unknown component parameter", `"cache-control";zz`, "unknown parameter", post},
		{"req on a request", `"cache-control";req`, "does not apply to a request", post},
		{"a key the dictionary lacks", `"example-dict";key="zz"`, `no member "zz"`, post},
		{"key on a field that is no dictionary", `"x-ows-header";key="a"`, "not a Dictionary", post},
		{"sf on a field of unknown type", `"example-header";sf`, "sf is supported only", post},
		{"a query parameter the request lacks", `"@query-param";name="nope"`, "not in the request", post},
		{"a query parameter that occurs twice", `"@query-param";name="a"`, "occurs 2 times", query("a=1&a=2")},
		{"@query-param without a name", `"@query-param"`, "needs a string name", post},
		{"a component covered twice", `"@path" "@path"`, "covered twice", post},
		{"a component that is a token, not a string", `path`, "must be a string", post},
	}
	for _, tc := range bad {
		t.Run(tc.name+" is an error", func(t *testing.T) {
			_, err := baseLine(t, tc.m, tc.id)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("err = %v, want one mentioning %q", err, tc.want)
			}
		})
	}
}

// signer is a fresh key with its public half parsed.
type signer struct {
	priv crypto.Signer
	pub  *httpsig.PublicKey
}

func newSigner(t *testing.T, priv crypto.Signer) signer {
	t.Helper()
	raw, err := httpsig.JWKOf(priv.Public())
	if err != nil {
		t.Fatal(err)
	}
	return signer{priv: priv, pub: mustJWK(t, string(raw))}
}

func newEd25519(t *testing.T) signer {
	t.Helper()
	_, priv, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	return newSigner(t, priv)
}

// signed is a GET of https://bot.test/v1/casinos?state=NV signed by s at
// created with the Web Bot Auth parameters, changed by edit.
func signed(t *testing.T, s signer, created time.Time, edit func(*httpsig.SignOptions)) httpsig.Message {
	t.Helper()
	r, _ := http.NewRequest(http.MethodGet, "https://bot.test/v1/casinos?state=NV", nil)
	r.Header.Set("Accept", "application/json")
	m := httpsig.RequestMessage(r, "https")
	o := httpsig.SignOptions{
		Label: "sig1", Components: []string{"@authority", "@method", "@path", "@query"},
		Created: created, Expires: created.Add(5 * time.Minute),
		KeyID: s.pub.Thumbprint, Alg: s.pub.Alg, Nonce: "n-1", Tag: httpsig.TagWebBotAuth,
	}
	if edit != nil {
		edit(&o)
	}
	input, sig, err := httpsig.Sign(m, s.priv, o)
	if err != nil {
		t.Fatal(err)
	}
	m.Header.Set("Signature-Input", input)
	m.Header.Set("Signature", sig)
	return m
}

func TestSignAndVerifyEachAlgorithm(t *testing.T) {
	ec, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	rs, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		t.Fatal(err)
	}
	now := time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)
	for _, s := range []signer{newEd25519(t), newSigner(t, ec), newSigner(t, rs)} {
		t.Run(s.pub.Alg+" signatures verify and a changed query does not", func(t *testing.T) {
			m := signed(t, s, now, nil)
			v := httpsig.WebBotAuth(func() time.Time { return now }, resolveOnly(s.pub.Thumbprint, s.pub))
			got, err := v.Verify(context.Background(), m)
			if err != nil {
				t.Fatal(err)
			}
			if got.KeyID != s.pub.Thumbprint || got.Nonce != "n-1" || len(got.Covered) != 4 {
				t.Errorf("verified %+v", got)
			}
			m.RawQuery = "state=NJ"
			if _, err := v.Verify(context.Background(), m); err == nil {
				t.Error("a signature over another query verified")
			}
		})
	}
}

func TestVerifyRefusals(t *testing.T) {
	s := newEd25519(t)
	other := newEd25519(t)
	now := time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)
	resolve := func(_ context.Context, keyid string) (*httpsig.PublicKey, error) {
		switch keyid {
		case s.pub.Thumbprint:
			return s.pub, nil
		case other.pub.Thumbprint:
			return other.pub, nil
		case "revoked":
			return nil, httpsig.Reject("the key %q has been revoked", keyid)
		}
		return nil, httpsig.Reject("unknown keyid %q", keyid)
	}
	tests := []struct {
		name string
		msg  func() httpsig.Message
		want string
	}{
		{"a changed authority", func() httpsig.Message { m := signed(t, s, now, nil); m.Authority = "evil.test"; return m }, "does not match the request"},
		{"a changed method", func() httpsig.Message { m := signed(t, s, now, nil); m.Method = "POST"; return m }, "does not match the request"},
		{"a changed path", func() httpsig.Message { m := signed(t, s, now, nil); m.Path = "/v1/me"; return m }, "does not match the request"},
		{"a changed signature parameter", func() httpsig.Message {
			m := signed(t, s, now, nil)
			m.Header.Set("Signature-Input", strings.Replace(m.Header.Get("Signature-Input"), `nonce="n-1"`, `nonce="n-2"`, 1))
			return m
		}, "does not match the request"},
		{"a signature made by another key", func() httpsig.Message {
			m := signed(t, other, now, func(o *httpsig.SignOptions) { o.KeyID = s.pub.Thumbprint })
			return m
		}, "does not match the request"},
		{"an expired signature", func() httpsig.Message {
			return signed(t, s, now.Add(-10*time.Minute), nil) // expired 5 minutes ago
		}, "expired at"},
		{"a signature expired just beyond the skew", func() httpsig.Message {
			return signed(t, s, now.Add(-5*time.Minute-httpsig.DefaultSkew-time.Second), nil)
		}, "expired at"},
		{"a signature created in the future beyond the skew", func() httpsig.Message {
			return signed(t, s, now.Add(httpsig.DefaultSkew+time.Second), nil)
		}, "not yet valid"},
		{"a signature with another tag", func() httpsig.Message {
			return signed(t, s, now, func(o *httpsig.SignOptions) { o.Tag = "other-tag" })
		}, `no signature has tag="web-bot-auth"`},
		{"a signature without a tag", func() httpsig.Message {
			return signed(t, s, now, func(o *httpsig.SignOptions) { o.Tag = "" })
		}, `no signature has tag="web-bot-auth"`},
		{"an unknown keyid", func() httpsig.Message {
			return signed(t, s, now, func(o *httpsig.SignOptions) { o.KeyID = "nobody" })
		}, `unknown keyid "nobody"`},
		{"a revoked key", func() httpsig.Message {
			return signed(t, s, now, func(o *httpsig.SignOptions) { o.KeyID = "revoked" })
		}, "revoked"},
		{"no keyid", func() httpsig.Message {
			return signed(t, s, now, func(o *httpsig.SignOptions) { o.KeyID = "" })
		}, "keyid is missing"},
		{"no created", func() httpsig.Message {
			return signed(t, s, now, func(o *httpsig.SignOptions) { o.Created = time.Time{} })
		}, "created is missing"},
		{"no expires", func() httpsig.Message {
			return signed(t, s, now, func(o *httpsig.SignOptions) { o.Expires = time.Time{} })
		}, "expires is missing"},
		{"expires before created", func() httpsig.Message {
			return signed(t, s, now, func(o *httpsig.SignOptions) { o.Expires = now.Add(-time.Second) })
		}, "not after created"},
		{"@authority not covered", func() httpsig.Message {
			return signed(t, s, now, func(o *httpsig.SignOptions) { o.Components = []string{"@method", "@path"} })
		}, `must cover "@authority"`},
		{"an alg that is not the key's", func() httpsig.Message {
			return signed(t, s, now, func(o *httpsig.SignOptions) { o.Alg = httpsig.AlgECDSAP256 })
		}, "does not match the key"},
		{"an unsupported alg", func() httpsig.Message {
			return signed(t, s, now, func(o *httpsig.SignOptions) { o.Alg = "hmac-sha256" })
		}, "not supported"},
		{"a Signature-Input that is no dictionary", func() httpsig.Message {
			m := signed(t, s, now, nil)
			m.Header.Set("Signature-Input", "((((")
			return m
		}, "Signature-Input is not"},
		{"a Signature that is not a byte sequence", func() httpsig.Message {
			m := signed(t, s, now, nil)
			m.Header.Set("Signature", `sig1="abc"`)
			return m
		}, "byte sequence"},
		{"a Signature labelled differently", func() httpsig.Message {
			m := signed(t, s, now, nil)
			m.Header.Set("Signature", strings.Replace(m.Header.Get("Signature"), "sig1=", "sig9=", 1))
			return m
		}, `no value labelled "sig1"`},
		{"a created that is not an integer", func() httpsig.Message {
			m := signed(t, s, now, nil)
			m.Header.Set("Signature-Input", strings.Replace(m.Header.Get("Signature-Input"), ";created=", `;created="x";was=`, 1))
			return m
		}, "created must be"},
	}
	v := httpsig.WebBotAuth(func() time.Time { return now }, resolve)
	for _, tc := range tests {
		t.Run(tc.name+" is refused", func(t *testing.T) {
			_, err := v.Verify(context.Background(), tc.msg())
			var e *httpsig.Error
			if !errors.As(err, &e) {
				t.Fatalf("err = %v (%T), want an *httpsig.Error", err, err)
			}
			if !strings.Contains(err.Error(), tc.want) {
				t.Errorf("err = %q, want one mentioning %q", err, tc.want)
			}
		})
	}

	t.Run("a signature within the skew verifies", func(t *testing.T) {
		for _, m := range []httpsig.Message{
			signed(t, s, now.Add(httpsig.DefaultSkew-time.Second), nil),                // created a little in the future
			signed(t, s, now.Add(-5*time.Minute-httpsig.DefaultSkew+time.Second), nil), // expired a moment ago
		} {
			if _, err := v.Verify(context.Background(), m); err != nil {
				t.Error(err)
			}
		}
	})
	t.Run("the first web-bot-auth signature is the one verified among others", func(t *testing.T) {
		m := signed(t, s, now, nil)
		m.Header.Set("Signature-Input", `other=("@method");tag="x", `+m.Header.Get("Signature-Input"))
		m.Header.Set("Signature", `other=:AAAA:, `+m.Header.Get("Signature"))
		got, err := v.Verify(context.Background(), m)
		if err != nil || got.Label != "sig1" {
			t.Errorf("verified %+v, %v", got, err)
		}
	})
	t.Run("a key store failure is not blamed on the client", func(t *testing.T) {
		boom := errors.New("database unreachable")
		v := httpsig.WebBotAuth(func() time.Time { return now }, func(context.Context, string) (*httpsig.PublicKey, error) { return nil, boom })
		_, err := v.Verify(context.Background(), signed(t, s, now, nil))
		var e *httpsig.Error
		if !errors.Is(err, boom) || errors.As(err, &e) {
			t.Errorf("err = %v, want the store's own error", err)
		}
	})
}

func TestSigned(t *testing.T) {
	for _, tc := range []struct {
		name   string
		header http.Header
		want   bool
	}{
		{"no signature fields", http.Header{}, false},
		{"only Signature (e.g. a draft-cavage client)", http.Header{"Signature": {"keyId=x"}}, false},
		{"only Signature-Input", http.Header{"Signature-Input": {"a=()"}}, false},
		{"both fields", http.Header{"Signature": {"a=:AA==:"}, "Signature-Input": {"a=()"}}, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := httpsig.Signed(httpsig.Message{Header: tc.header}); got != tc.want {
				t.Errorf("Signed = %v, want %v", got, tc.want)
			}
		})
	}
}

func TestParseJWKRefusals(t *testing.T) {
	for _, tc := range []struct{ name, jwk, want string }{
		{"a private key", `{"kty":"OKP","crv":"Ed25519","x":"JrQLj5P_89iXES9-vFgrIy29clF9CC_oPPsw3c5D0bs","d":"n4Ni-HpISpVObnQMW0wOhCKROaIKqKtW_2ZYb2p9KcU"}`, "private key material"},
		{"not JSON", `kty=OKP`, "not a JSON object"},
		{"no kty", `{"crv":"Ed25519"}`, "no kty"},
		{"an unknown key type", `{"kty":"oct","x":"AA"}`, "not supported"},
		{"another curve", `{"kty":"OKP","crv":"X25519","x":"JrQLj5P_89iXES9-vFgrIy29clF9CC_oPPsw3c5D0bs"}`, "only Ed25519"},
		{"a short Ed25519 key", `{"kty":"OKP","crv":"Ed25519","x":"AAAA"}`, "decodes to 3 bytes"},
		{"padded base64", `{"kty":"OKP","crv":"Ed25519","x":"JrQLj5P_89iXES9-vFgrIy29clF9CC_oPPsw3c5D0bs="}`, "not unpadded base64url"},
		{"an encryption key", `{"kty":"OKP","crv":"Ed25519","use":"enc","x":"JrQLj5P_89iXES9-vFgrIy29clF9CC_oPPsw3c5D0bs"}`, `use "sig"`},
		{"an EC point off the curve", `{"kty":"EC","crv":"P-256","x":"AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA","y":"AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"}`, "not a point"},
		{"a small RSA key", `{"kty":"RSA","e":"AQAB","n":"` + strings.Repeat("A", 100) + `"}`, "at least 2048"},
		{"an RSA PKCS#1 v1.5 key", `{"kty":"RSA","alg":"RS256","e":"AQAB","n":"AA"}`, "only PS512"},
	} {
		t.Run(tc.name+" is refused", func(t *testing.T) {
			_, err := httpsig.ParseJWK([]byte(tc.jwk))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("err = %v, want one mentioning %q", err, tc.want)
			}
		})
	}
}
