package httpsig_test

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/tierline/tierline/internal/httpsig"
)

// directoryServer is a TLS server on loopback answering with handler, and
// a Fetcher that trusts its certificate and is allowed to reach it.
func directoryServer(t *testing.T, handler http.HandlerFunc) (*httptest.Server, httpsig.Fetcher) {
	t.Helper()
	srv := httptest.NewTLSServer(handler)
	t.Cleanup(srv.Close)
	tlsConf := srv.Client().Transport.(*http.Transport).TLSClientConfig
	return srv, httpsig.Fetcher{
		TLS:   tlsConf,
		Allow: func(a netip.Addr) bool { return a.IsLoopback() },
	}
}

const directoryBody = `{"keys":[` + rfcEd25519Public + `,{"kty":"oct","k":"c2VjcmV0"}]}`

func TestFetcherReadsADirectory(t *testing.T) {
	srv, f := directoryServer(t, func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", httpsig.DirectoryMediaType)
		_, _ = w.Write([]byte(directoryBody))
	})
	d, err := f.Fetch(context.Background(), srv.URL+"/.well-known/http-message-signatures-directory")
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Keys) != 1 || d.Keys[0].Thumbprint != rfcEd25519KeyID {
		t.Errorf("keys %+v, want the one Ed25519 key", d.Keys)
	}
	if len(d.Skipped) != 1 || !strings.Contains(d.Skipped[0], "key 2") {
		t.Errorf("skipped %v, want key 2 (a symmetric key) reported", d.Skipped)
	}
}

func TestFetcherRefusals(t *testing.T) {
	big := `{"keys":[` + rfcEd25519Public + `],"pad":"` + strings.Repeat("x", 2000) + `"}`
	srv, allowLoopback := directoryServer(t, func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/redirect":
			http.Redirect(w, r, "/ok", http.StatusFound)
		case "/big":
			w.Header().Set("Content-Length", strconv.Itoa(len(big)))
			_, _ = w.Write([]byte(big))
		case "/big-chunked":
			for i := 0; i < len(big); i += 100 {
				_, _ = w.Write([]byte(big[i:min(i+100, len(big))]))
				w.(http.Flusher).Flush() // no Content-Length: the reader must stop
			}
		case "/slow":
			select {
			case <-time.After(5 * time.Second):
			case <-r.Context().Done():
			}
		default:
			_, _ = w.Write([]byte(directoryBody))
		}
	})
	small := allowLoopback
	small.MaxBytes = 1000
	quick := allowLoopback
	quick.Timeout = 200 * time.Millisecond
	port := srv.URL[strings.LastIndex(srv.URL, ":"):]
	strict := httpsig.Fetcher{TLS: allowLoopback.TLS} // the default rules: public addresses only

	tests := []struct {
		name    string
		f       httpsig.Fetcher
		url     string
		want    string
		refused bool // ErrRefused, not a network failure
	}{
		{"a loopback address", strict, srv.URL + "/ok", "127.0.0.1 is not a public address", true},
		{"a name that resolves to loopback", strict, "https://localhost" + port + "/ok", "which is not a public address", true},
		{"an IPv6 loopback address", strict, "https://[::1]/ok", "::1 is not a public address", true},
		{"a private address", strict, "https://10.0.0.1/keys", "10.0.0.1 is not a public address", true},
		{"another private address", strict, "https://192.168.1.20/keys", "192.168.1.20 is not a public address", true},
		{"a link-local address (cloud metadata)", strict, "https://169.254.169.254/latest", "169.254.169.254 is not a public address", true},
		{"an IPv6 link-local address", strict, "https://[fe80::1]/keys", "fe80::1 is not a public address", true},
		{"an IPv4-mapped private address", strict, "https://[::ffff:10.1.2.3]/keys", "is not a public address", true},
		{"plain http", strict, "http://example.com/keys", "over https", true},
		{"a URL with credentials", strict, "https://user:pw@example.com/keys", "credentials", true},
		{"a relative URL", strict, "/keys", "not an absolute URL", true},
		{"a redirect", allowLoopback, srv.URL + "/redirect", "redirects are not followed", true},
		{"an answer over the size limit", small, srv.URL + "/big", "limit is 1000", true},
		{"a streamed answer over the size limit", small, srv.URL + "/big-chunked", "larger than the limit of 1000", true},
		{"an answer slower than the timeout", quick, srv.URL + "/slow", "fetching the directory", false},
	}
	for _, tc := range tests {
		t.Run(tc.name+" is refused", func(t *testing.T) {
			start := time.Now()
			_, err := tc.f.Fetch(context.Background(), tc.url)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("err = %v, want one mentioning %q", err, tc.want)
			}
			if errors.Is(err, httpsig.ErrRefused) != tc.refused {
				t.Errorf("errors.Is(err, ErrRefused) = %v, want %v", !tc.refused, tc.refused)
			}
			if time.Since(start) > 3*time.Second {
				t.Errorf("took %s", time.Since(start))
			}
		})
	}
	t.Run("the same server is read when its address is allowed", func(t *testing.T) {
		if _, err := allowLoopback.Fetch(context.Background(), srv.URL+"/ok"); err != nil {
			t.Error(err)
		}
	})
}

func TestPublicAddr(t *testing.T) {
	for _, tc := range []struct {
		addr string
		want bool
	}{
		{"93.184.215.14", true}, {"2606:4700::6810:84e5", true},
		{"127.0.0.1", false}, {"::1", false}, {"10.1.2.3", false}, {"172.16.0.1", false}, {"192.168.0.1", false},
		{"169.254.169.254", false}, {"fe80::1", false}, {"fc00::1", false}, {"0.0.0.0", false}, {"::", false},
		{"100.64.0.1", false}, {"224.0.0.1", false}, {"255.255.255.255", false}, {"::ffff:127.0.0.1", false},
		{"64:ff9b::a00:1", false},
	} {
		if got := httpsig.PublicAddr(netip.MustParseAddr(tc.addr)); got != tc.want {
			t.Errorf("PublicAddr(%s) = %v, want %v", tc.addr, got, tc.want)
		}
	}
}

func TestParseDirectory(t *testing.T) {
	if _, err := httpsig.ParseDirectory([]byte(`{"keys":[]}`)); err == nil || !strings.Contains(err.Error(), "no keys") {
		t.Errorf("an empty directory: err = %v", err)
	}
	if _, err := httpsig.ParseDirectory([]byte(`{"keys":[{"kty":"oct","k":"AA"}]}`)); err == nil || !strings.Contains(err.Error(), "no usable key") {
		t.Errorf("a directory of unusable keys: err = %v", err)
	}
	if _, err := httpsig.ParseDirectory([]byte(`<html>`)); err == nil || !strings.Contains(err.Error(), "not a JWK Set") {
		t.Errorf("an HTML page: err = %v", err)
	}
}
