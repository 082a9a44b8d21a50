package main

import (
	"context"
	"crypto/ed25519"
	"crypto/rand"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/uptrace/bun"

	"github.com/tierline/tierline/internal/httpsig"
	"github.com/tierline/tierline/persistence"
)

// newBotJWK is a fresh Ed25519 public JWK and its thumbprint.
func newBotJWK(t *testing.T) (string, string) {
	t.Helper()
	pub, _, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	raw, err := httpsig.JWKOf(pub)
	if err != nil {
		t.Fatal(err)
	}
	k, err := httpsig.ParseJWK(raw)
	if err != nil {
		t.Fatal(err)
	}
	return string(raw), k.Thumbprint
}

// writeFile writes content to a file in a temporary folder.
func writeFile(t *testing.T, name, content string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(content), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

// botRows reads the bot keys as stored.
func botRows(t *testing.T, db bun.IDB) []persistence.BotKey {
	t.Helper()
	keys, err := persistence.NewBotKeys(db).BotKeyList(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return keys
}

func TestBotsAddListRevoke(t *testing.T) {
	env, db := accountsDB(t)
	jwk, keyid := newBotJWK(t)
	file := writeFile(t, "bot.jwk", jwk)

	t.Run("add registers the key of a JWK file under its thumbprint", func(t *testing.T) {
		r := mustRun(t, env, "bots", "add", "--name", "ExampleBot", "--jwk", file)
		wantOutput(t, "stdout", r.stdout, []string{"Registered bot key", "ExampleBot", "keyid " + keyid, "ed25519"}, nil)
		rows := botRows(t, db)
		if len(rows) != 1 {
			t.Fatalf("%d rows, want 1", len(rows))
		}
		k := rows[0]
		if k.Name != "ExampleBot" || k.KeyID != keyid || k.DirectoryURL != nil || k.RevokedAt != nil {
			t.Errorf("row %+v", k)
		}
		if parsed, err := httpsig.ParseJWK([]byte(k.PublicKey)); err != nil || parsed.Thumbprint != keyid {
			t.Errorf("stored public key %s does not parse back to the key (%v)", k.PublicKey, err)
		}
	})
	t.Run("add reads the JWK from standard input with --jwk - and prints JSON with --json", func(t *testing.T) {
		jwk2, keyid2 := newBotJWK(t)
		botStdin = strings.NewReader(jwk2)
		defer func() { botStdin = os.Stdin }()
		r := mustRun(t, env, "bots", "add", "--name", "Second bot", "--jwk", "-", "--json")
		var out []map[string]any
		if err := json.Unmarshal([]byte(r.stdout), &out); err != nil {
			t.Fatalf("not JSON: %v\n%s", err, r.stdout)
		}
		if len(out) != 1 || out[0]["keyid"] != keyid2 || out[0]["state"] != "active" || out[0]["alg"] != "ed25519" {
			t.Errorf("printed %s", r.stdout)
		}
		if pk, ok := out[0]["public_key"].(map[string]any); !ok || pk["kty"] != "OKP" {
			t.Errorf("public_key is not the JWK object: %s", r.stdout)
		}
		if n := countRows(t, db, "bot_keys"); n != 2 {
			t.Errorf("%d rows, want 2", n)
		}
	})

	refusals := []struct {
		name string
		args []string
		want string
	}{
		{"add without --name", []string{"bots", "add", "--jwk", file}, "--name is required"},
		{"add with a blank --name", []string{"bots", "add", "--name", "  ", "--jwk", file}, "--name is required"},
		{"add with a name over 200 characters", []string{"bots", "add", "--name", strings.Repeat("n", 201), "--jwk", file}, "at most 200"},
		{"add without a key", []string{"bots", "add", "--name", "X"}, "exactly one of --jwk"},
		{"add with both a file and a directory", []string{"bots", "add", "--name", "X", "--jwk", file, "--directory", "https://bot.example/keys"}, "exactly one of --jwk"},
		{"add of a key registered already", []string{"bots", "add", "--name", "Again", "--jwk", file}, "registered already"},
		{"add of a file that does not exist", []string{"bots", "add", "--name", "X", "--jwk", filepath.Join(t.TempDir(), "none.jwk")}, "no such file"},
		{"add of a private JWK", []string{"bots", "add", "--name", "X", "--jwk", writeFile(t, "priv.jwk",
			`{"kty":"OKP","crv":"Ed25519","x":"JrQLj5P_89iXES9-vFgrIy29clF9CC_oPPsw3c5D0bs","d":"n4Ni-HpISpVObnQMW0wOhCKROaIKqKtW_2ZYb2p9KcU"}`)}, "private key material"},
		{"add of a file that is not a JWK", []string{"bots", "add", "--name", "X", "--jwk", writeFile(t, "x.jwk", "hello")}, "not a JSON object"},
		{"add of a symmetric key", []string{"bots", "add", "--name", "X", "--jwk", writeFile(t, "x.jwk", `{"kty":"oct","k":"c2VjcmV0"}`)}, "private key material"},
		{"add from a private address", []string{"bots", "add", "--name", "X", "--directory", "https://10.0.0.7/.well-known/http-message-signatures-directory"}, "not a public address"},
		{"add from plain http", []string{"bots", "add", "--name", "X", "--directory", "http://bot.example/keys"}, "over https"},
		{"revoke without an id", []string{"bots", "revoke"}, "revoke takes one ID"},
		{"revoke of an unknown keyid", []string{"bots", "revoke", "nope"}, `"nope" is neither the id nor the keyid`},
		{"revoke of an unknown id", []string{"bots", "revoke", "6f1c2a8e-0000-4000-8000-000000000000"}, "No bot key has the id"},
		{"bots without a subcommand", []string{"bots"}, "needs a subcommand"},
	}
	for _, tc := range refusals {
		t.Run(tc.name+" is a usage error that writes nothing", func(t *testing.T) {
			before := countRows(t, db, "bot_keys")
			wantUsageError(t, run(t, env, tc.args...), tc.want)
			if n := countRows(t, db, "bot_keys"); n != before {
				t.Errorf("rows went from %d to %d", before, n)
			}
		})
	}

	t.Run("list shows every key with its state", func(t *testing.T) {
		r := mustRun(t, env, "bots", "list")
		wantOutput(t, "stdout", r.stdout, []string{"KEYID", "ExampleBot", keyid, "Second bot", "active", "2 bot key(s)"}, []string{"revoked"})
	})
	t.Run("revoke by keyid marks the key revoked", func(t *testing.T) {
		// A keyid is base64url and may begin with "-": "--" ends the
		// flags, as the command's help says.
		r := mustRun(t, env, "bots", "revoke", "--", keyid)
		wantOutput(t, "stdout", r.stdout, []string{"Revoked bot key", "ExampleBot", keyid}, nil)
		var k persistence.BotKey
		for _, row := range botRows(t, db) {
			if row.KeyID == keyid {
				k = row
			}
		}
		if k.RevokedAt == nil {
			t.Fatalf("row %+v is not revoked", k)
		}
		again := mustRun(t, env, "bots", "revoke", k.ID.String())
		if !strings.Contains(again.stdout, k.RevokedAt.UTC().Format("2006-01-02T15:04:05Z")) {
			t.Errorf("revoking twice changed the time: %s", again.stdout)
		}
	})
	t.Run("list --json shows the revoked key as revoked", func(t *testing.T) {
		r := mustRun(t, env, "bots", "list", "--json")
		var out []map[string]any
		if err := json.Unmarshal([]byte(r.stdout), &out); err != nil {
			t.Fatalf("not JSON: %v\n%s", err, r.stdout)
		}
		if len(out) != 2 {
			t.Fatalf("%d keys listed, want 2", len(out))
		}
		for _, k := range out {
			want := "active"
			if k["keyid"] == keyid {
				want = "revoked"
			}
			if k["state"] != want || (want == "revoked") == (k["revoked_at"] == nil) {
				t.Errorf("key %v: state %v, want %s", k["keyid"], k["state"], want)
			}
		}
	})
}

func TestBotsAddFromADirectory(t *testing.T) {
	env, db := accountsDB(t)
	jwk1, keyid1 := newBotJWK(t)
	jwk2, keyid2 := newBotJWK(t)
	directory := `{"keys":[` + jwk1 + `,` + jwk2 + `,{"kty":"EC","crv":"P-384","x":"AA","y":"AA"}]}`
	big := `{"keys":[` + jwk1 + `],"pad":"` + strings.Repeat("x", httpsig.DefaultMaxDirectory) + `"}`
	srv := httptest.NewTLSServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/.well-known/http-message-signatures-directory":
			w.Header().Set("Content-Type", httpsig.DirectoryMediaType)
			_, _ = w.Write([]byte(directory))
		case "/moved":
			http.Redirect(w, r, "/.well-known/http-message-signatures-directory", http.StatusMovedPermanently)
		case "/big":
			w.Header().Set("Content-Length", strconv.Itoa(len(big)))
			_, _ = w.Write([]byte(big))
		}
	}))
	defer srv.Close()
	url := srv.URL + "/.well-known/http-message-signatures-directory"

	mustRun(t, env, "migrate", "up")

	// The default rules first: the test server is on loopback.
	t.Run("a directory on a loopback address is refused", func(t *testing.T) {
		wantUsageError(t, run(t, env, "bots", "add", "--name", "DirBot", "--directory", url), "127.0.0.1 is not a public address")
		if n := countRows(t, db, "bot_keys"); n != 0 {
			t.Errorf("%d rows written", n)
		}
	})

	// From here on the fetcher may reach the test server (and trusts its
	// certificate), as it would a public one.
	botDirectories = httpsig.Fetcher{
		TLS:   srv.Client().Transport.(*http.Transport).TLSClientConfig,
		Allow: func(a netip.Addr) bool { return a.IsLoopback() },
	}
	defer func() { botDirectories = httpsig.Fetcher{} }()

	t.Run("a redirecting directory is refused", func(t *testing.T) {
		wantUsageError(t, run(t, env, "bots", "add", "--name", "DirBot", "--directory", srv.URL+"/moved"), "redirects are not followed")
	})
	t.Run("a directory over the size limit is refused", func(t *testing.T) {
		wantUsageError(t, run(t, env, "bots", "add", "--name", "DirBot", "--directory", srv.URL+"/big"), "the limit is 65536")
	})
	t.Run("add registers every usable key of the directory", func(t *testing.T) {
		r := mustRun(t, env, "bots", "add", "--name", "DirBot", "--directory", url)
		wantOutput(t, "stdout", r.stdout, []string{keyid1, keyid2}, nil)
		wantOutput(t, "stderr", r.stderr, []string{"skipped key 3", "only P-256"}, nil)
		rows := botRows(t, db)
		if len(rows) != 2 {
			t.Fatalf("%d rows, want 2", len(rows))
		}
		for _, k := range rows {
			if k.Name != "DirBot" || k.DirectoryURL == nil || *k.DirectoryURL != url {
				t.Errorf("row %+v", k)
			}
		}
	})
	t.Run("adding the same directory again registers nothing new", func(t *testing.T) {
		r := mustRun(t, env, "bots", "add", "--name", "DirBot", "--directory", url)
		wantOutput(t, "stdout", r.stdout, []string{"Skipped", "registered already", "No new key"}, []string{"Registered bot key"})
		if n := countRows(t, db, "bot_keys"); n != 2 {
			t.Errorf("%d rows, want 2", n)
		}
	})
}
