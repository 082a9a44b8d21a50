package main

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"net/http"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/internal/domain/apikeys"
	"github.com/tierline/tierline/internal/domain/passwords"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/persistence/dbtest"
	"github.com/tierline/tierline/transport/apitest"
)

// secretLine is how a key's secret must look on a line of its own.
var secretLine = regexp.MustCompile(`(?m)^tl_live_[0-9a-f]{64}$`)

// accountsDB is a fresh, empty database for the account commands: the
// environment that points the CLI at it, and a connection of the test's own
// to read what the commands wrote.
func accountsDB(t *testing.T) (map[string]string, *bun.DB) {
	t.Helper()
	url := dbtest.NewDatabase(t)
	db, err := persistence.Open(context.Background(), url)
	if err != nil {
		t.Fatalf("open %s: %v", url, err)
	}
	t.Cleanup(func() { db.Close() })
	return map[string]string{"DATABASE_URL": url}, db
}

// mustRun runs the command and fails the test unless it succeeds.
func mustRun(t *testing.T, env map[string]string, args ...string) result {
	t.Helper()
	r := run(t, env, args...)
	if r.err != nil {
		t.Fatalf("tierline %s: %v", strings.Join(args, " "), r)
	}
	return r
}

// wantUsageError checks that the command failed with exit 2 and an error
// naming every string of want, having printed nothing.
func wantUsageError(t *testing.T, r result, want ...string) {
	t.Helper()
	if r.err == nil {
		t.Fatalf("the command succeeded: %v", r)
	}
	if r.code != 2 {
		t.Errorf("exit code = %d, want 2 (a usage error): %v", r.code, r.err)
	}
	for _, w := range want {
		if !strings.Contains(r.err.Error(), w) {
			t.Errorf("error %q does not mention %q", r.err, w)
		}
	}
	if r.stdout != "" {
		t.Errorf("a refused command printed:\n%s", r.stdout)
	}
}

// countRows counts the rows of table.
func countRows(t *testing.T, db bun.IDB, table string) int {
	t.Helper()
	n, err := db.NewSelect().Table(table).Count(context.Background())
	if err != nil {
		t.Fatalf("count %s: %v", table, err)
	}
	return int(n)
}

// storedKey reads an api_keys row as stored, column by column.
func storedKey(t *testing.T, db bun.IDB, id string) map[string]any {
	t.Helper()
	row := map[string]any{}
	if err := db.NewSelect().Table("api_keys").Where("id = ?", id).Scan(context.Background(), &row); err != nil {
		t.Fatalf("read api_keys row %s: %v", id, err)
	}
	return row
}

// storedKeyModel reads an api_keys row through the model.
func storedKeyModel(t *testing.T, db bun.IDB, id string) *persistence.APIKey {
	t.Helper()
	k := new(persistence.APIKey)
	if err := db.NewSelect().Model(k).Where("k.id = ?", id).Scan(context.Background()); err != nil {
		t.Fatalf("read key %s: %v", id, err)
	}
	return k
}

// createdKey is what `keys create --json` prints.
type createdKey struct {
	ID        string   `json:"id"`
	Secret    string   `json:"secret"`
	Scopes    []string `json:"scopes"`
	ExpiresAt *string  `json:"expires_at"`
}

// createKeyJSON runs keys create --json with args and decodes the answer.
func createKeyJSON(t *testing.T, env map[string]string, args ...string) createdKey {
	t.Helper()
	r := mustRun(t, env, append([]string{"keys", "create", "--json"}, args...)...)
	var k createdKey
	dec := json.NewDecoder(strings.NewReader(r.stdout))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&k); err != nil {
		t.Fatalf("keys create --json printed %q: %v", r.stdout, err)
	}
	return k
}

func TestUsersCreate(t *testing.T) {
	env, db := accountsDB(t)

	t.Run("users create prints the account it created", func(t *testing.T) {
		r := mustRun(t, env, "users", "create", "--email", "Ann.Lee@Example.com", "--name", "Ann Lee")
		m := regexp.MustCompile(`^Created player account Ann\.Lee@Example\.com \(([0-9a-f-]{36})\)\.\n`).FindStringSubmatch(r.stdout)
		if m == nil {
			t.Fatalf("stdout = %q", r.stdout)
		}
		a, err := persistence.NewAccounts(db).ByEmail(context.Background(), "ann.lee@example.com")
		if err != nil {
			t.Fatal(err)
		}
		if a.ID.String() != m[1] || a.Email != "Ann.Lee@Example.com" || a.Name == nil || *a.Name != "Ann Lee" || a.Role != "player" {
			t.Errorf("stored account = %+v (name %v), want the printed id %s, the email as given, Ann Lee, player", a, a.Name, m[1])
		}
	})
	roles := []struct{ role, email string }{
		{"host", "host@example.com"},
		{"admin", "admin@example.com"},
		{"player", "player@example.com"},
	}
	for _, rc := range roles {
		t.Run("users create --role "+rc.role+" creates a "+rc.role+" account", func(t *testing.T) {
			r := mustRun(t, env, "users", "create", "--email", rc.email, "--role", rc.role)
			wantOutput(t, "users create", r.stdout, []string{"Created " + rc.role + " account " + rc.email}, nil)
			a, err := persistence.NewAccounts(db).ByEmail(context.Background(), rc.email)
			if err != nil {
				t.Fatal(err)
			}
			if a.Role != rc.role || a.Name != nil {
				t.Errorf("stored account = %+v, want role %s and no name", a, rc.role)
			}
		})
	}

	accounts := countRows(t, db, "accounts")
	refusals := []struct {
		name string
		args []string
		want []string
	}{
		{"the same email in another case is refused", []string{"--email", "ANN.LEE@example.COM"}, []string{"already exists"}},
		{"a role other than player, host or admin is refused", []string{"--email", "new@example.com", "--role", "boss"}, []string{"--role", "boss", "player, host, admin"}},
		{"an empty role is refused", []string{"--email", "new@example.com", "--role="}, []string{"--role"}},
		{"an email without an @ is refused", []string{"--email", "not-an-email"}, []string{"--email", "not-an-email", "not an email address"}},
		{"an email without a domain is refused", []string{"--email", "ann@"}, []string{"--email", "not an email address"}},
		{"an email with a display name is refused", []string{"--email", "Ann <ann2@example.com>"}, []string{"--email", "not an email address"}},
		{"an empty email is refused", []string{"--email="}, []string{"--email", "is required"}},
		{"a missing --email is refused", nil, []string{"--email", "is required"}},
	}
	for _, rc := range refusals {
		t.Run(rc.name+" with exit 2", func(t *testing.T) {
			r := run(t, env, append([]string{"users", "create"}, rc.args...)...)
			wantUsageError(t, r, rc.want...)
			if n := countRows(t, db, "accounts"); n != accounts {
				t.Errorf("%d accounts after a refused create, want %d", n, accounts)
			}
		})
	}
}

// linkRE finds the set-password link users create and reset-password print.
var linkRE = regexp.MustCompile(`(?m)^http://localhost:8080/password/set\?token=([0-9a-f]{64})$`)

func TestUsersPasswords(t *testing.T) {
	env, db := accountsDB(t)
	ctx := context.Background()

	t.Run("without --password-stdin, users create prints a one-time link valid for 24 hours and sets no password", func(t *testing.T) {
		before := time.Now()
		r := mustRun(t, env, "users", "create", "--email", "ann@example.com", "--name", "Ann")
		m := linkRE.FindStringSubmatch(r.stdout)
		if m == nil {
			t.Fatalf("no link in %q", r.stdout)
		}
		a, _ := persistence.NewAccounts(db).ByEmail(ctx, "ann@example.com")
		if _, err := persistence.NewCredentials(db).Password(ctx, a.ID); domain.ErrorCode(err) != domain.ENOTFOUND {
			t.Errorf("the account has a password already: %v", err)
		}
		creds := persistence.NewCredentials(db)
		if id, err := creds.PasswordLink(ctx, m[1], before.Add(23*time.Hour)); err != nil || id != a.ID {
			t.Errorf("the link 23 hours later: %v, %v; want it to work for the account", id, err)
		}
		if _, err := creds.PasswordLink(ctx, m[1], before.Add(24*time.Hour+time.Minute)); err == nil {
			t.Error("the link works after 24 hours")
		}
	})

	t.Run("--password-stdin reads the password, stores only its argon2id hash and prints no link", func(t *testing.T) {
		r := runStdin(t, env, "tall cab rum and more\n", "users", "create", "--email", "bob@example.com", "--password-stdin")
		if r.err != nil {
			t.Fatal(r)
		}
		if linkRE.MatchString(r.stdout) || !strings.Contains(r.stdout, "/signin") {
			t.Errorf("stdout = %q, want no link and where to sign in", r.stdout)
		}
		a, _ := persistence.NewAccounts(db).ByEmail(ctx, "bob@example.com")
		pw, err := persistence.NewCredentials(db).Password(ctx, a.ID)
		if err != nil {
			t.Fatal(err)
		}
		if ok, _, _ := passwords.Verify("tall cab rum and more", pw.Hash); !ok || !strings.HasPrefix(pw.Hash, "$argon2id$") {
			t.Errorf("stored hash %q does not verify the password (without its line break)", pw.Hash)
		}
	})

	refusals := []struct {
		name, stdin string
		want        []string
	}{
		{"a short password", "short\n", []string{"--password-stdin", "at least 12 characters"}},
		{"a common password", "qwerty123456\n", []string{"--password-stdin", "most commonly used"}},
		{"an empty standard input", "", []string{"--password-stdin", "no password"}},
	}
	for _, rc := range refusals {
		t.Run(rc.name+" is refused with exit 2 and no account is made", func(t *testing.T) {
			accounts := countRows(t, db, "accounts")
			r := runStdin(t, env, rc.stdin, "users", "create", "--email", "carl@example.com", "--password-stdin")
			wantUsageError(t, r, rc.want...)
			if n := countRows(t, db, "accounts"); n != accounts {
				t.Errorf("%d accounts, want %d", n, accounts)
			}
		})
	}

	t.Run("reset-password prints a new link and the older one stops working", func(t *testing.T) {
		first := linkRE.FindStringSubmatch(mustRun(t, env, "users", "reset-password", "--email", "ANN@example.com").stdout)
		second := linkRE.FindStringSubmatch(mustRun(t, env, "users", "reset-password", "--email", "ann@example.com").stdout)
		if first == nil || second == nil || first[1] == second[1] {
			t.Fatalf("links %v and %v", first, second)
		}
		creds := persistence.NewCredentials(db)
		if _, err := creds.PasswordLink(ctx, first[1], time.Now()); err == nil {
			t.Error("the older link still works")
		}
		if _, err := creds.PasswordLink(ctx, second[1], time.Now()); err != nil {
			t.Errorf("the new link: %v", err)
		}
	})

	t.Run("reset-password for an unknown email exits 2", func(t *testing.T) {
		wantUsageError(t, run(t, env, "users", "reset-password", "--email", "nobody@example.com"), "nobody@example.com")
	})
}

func TestKeysCreate(t *testing.T) {
	env, db := accountsDB(t)
	mustRun(t, env, "users", "create", "--email", "ann@example.com")
	mustRun(t, env, "users", "create", "--email", "hal@example.com", "--role", "host")
	mustRun(t, env, "users", "create", "--email", "ada@example.com", "--role", "admin")

	t.Run("keys create prints the secret once, on a line of its own", func(t *testing.T) {
		r := mustRun(t, env, "keys", "create", "--email", "Ann@Example.com")
		secrets := secretLine.FindAllString(r.stdout, -1)
		if len(secrets) != 1 {
			t.Fatalf("stdout holds %d secrets, want 1:\n%s", len(secrets), r.stdout)
		}
		if n := strings.Count(r.stdout+r.stderr, secrets[0]); n != 1 {
			t.Errorf("the secret is printed %d times, want once", n)
		}
		wantOutput(t, "keys create", r.stdout, []string{"ann@example.com", "scopes read", "shown once"}, []string{"expiring"})
	})

	t.Run("keys create --json prints exactly id, secret, scopes and expires_at", func(t *testing.T) {
		r := mustRun(t, env, "keys", "create", "--email", "ann@example.com", "--json")
		var fields map[string]json.RawMessage
		if err := json.Unmarshal([]byte(r.stdout), &fields); err != nil {
			t.Fatalf("stdout is not a JSON object: %v\n%s", err, r.stdout)
		}
		var keys []string
		for k := range fields {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		if want := []string{"expires_at", "id", "scopes", "secret"}; !slices.Equal(keys, want) {
			t.Errorf("keys %v, want exactly %v", keys, want)
		}
		var k createdKey
		if err := json.Unmarshal([]byte(r.stdout), &k); err != nil {
			t.Fatal(err)
		}
		if !secretLine.MatchString(k.Secret) || len(k.Secret) != len(apikeys.Prefix)+64 {
			t.Errorf("secret = %q, want tl_live_ and 64 hex digits", k.Secret)
		}
		if _, err := uuid.Parse(k.ID); err != nil {
			t.Errorf("id = %q: %v", k.ID, err)
		}
		if !slices.Equal(k.Scopes, []string{"read"}) {
			t.Errorf("scopes = %v, want the default [read]", k.Scopes)
		}
		if string(fields["expires_at"]) != "null" {
			t.Errorf("expires_at = %s, want null without --expires-in", fields["expires_at"])
		}
	})

	t.Run("the database holds only the SHA-256 of the secret", func(t *testing.T) {
		k := createKeyJSON(t, env, "--email", "ann@example.com")
		hexPart := strings.TrimPrefix(k.Secret, apikeys.Prefix)
		row := storedKey(t, db, k.ID)
		hash, ok := row["secret_hash"].([]byte)
		want := sha256.Sum256([]byte(k.Secret))
		if !ok || !bytes.Equal(hash, want[:]) {
			t.Errorf("secret_hash = %#v, want sha256(secret) %x", row["secret_hash"], want)
		}
		for col, v := range row {
			text := fmt.Sprintf("%v", v)
			if b, ok := v.([]byte); ok {
				text = string(b)
			}
			if strings.Contains(text, k.Secret) || strings.Contains(text, hexPart) || strings.Contains(text, hexPart[8:]) {
				t.Errorf("column %s holds the secret: %q", col, text)
			}
		}
		if p, _ := row["prefix"].(string); p != k.Secret[:len(apikeys.Prefix)+8] {
			t.Errorf("prefix = %#v, want the first 8 hex digits %q", row["prefix"], k.Secret[:len(apikeys.Prefix)+8])
		}
	})

	t.Run("--expires-in 24h sets expires_at a day ahead", func(t *testing.T) {
		before := time.Now()
		k := createKeyJSON(t, env, "--email", "ann@example.com", "--expires-in", "24h")
		after := time.Now()
		if k.ExpiresAt == nil {
			t.Fatal("expires_at = null")
		}
		printed, err := time.Parse(time.RFC3339, *k.ExpiresAt)
		if err != nil {
			t.Fatalf("expires_at = %q: %v", *k.ExpiresAt, err)
		}
		lo, hi := before.Add(24*time.Hour).Truncate(time.Second), after.Add(24*time.Hour)
		if printed.Before(lo) || printed.After(hi) {
			t.Errorf("printed expires_at = %s, want between %s and %s", printed, lo, hi)
		}
		stored := storedKeyModel(t, db, k.ID).ExpiresAt
		if stored == nil || stored.Before(before.Add(24*time.Hour).Add(-time.Millisecond)) || stored.After(hi) {
			t.Errorf("stored expires_at = %v, want about %s", stored, printed)
		}
	})

	t.Run("--scopes read,write,tax stores the three scopes", func(t *testing.T) {
		k := createKeyJSON(t, env, "--email", "ann@example.com", "--scopes", "tax, write,read")
		if !slices.Equal(k.Scopes, []string{"read", "write", "tax"}) {
			t.Errorf("scopes = %v, want [read write tax]", k.Scopes)
		}
		if got := storedKeyModel(t, db, k.ID).Scopes; got != "read,write,tax" {
			t.Errorf("stored scopes = %q", got)
		}
	})

	t.Run("--scopes host for a host account works", func(t *testing.T) {
		k := createKeyJSON(t, env, "--email", "hal@example.com", "--scopes", "read,host")
		if !slices.Equal(k.Scopes, []string{"read", "host"}) {
			t.Errorf("scopes = %v, want [read host]", k.Scopes)
		}
	})

	keys := countRows(t, db, "api_keys")
	refusals := []struct {
		name string
		args []string
		want []string
	}{
		{"an unknown email is refused", []string{"--email", "nobody@example.com"}, []string{"nobody@example.com"}},
		{"an unknown scope is refused", []string{"--email", "ann@example.com", "--scopes", "admin"}, []string{"--scopes", `"admin"`}},
		{"a duration that is not one is refused", []string{"--email", "ann@example.com", "--expires-in", "soon"}, []string{"expires-in", "soon"}},
		{"a negative duration is refused", []string{"--email", "ann@example.com", "--expires-in=-1h"}, []string{"--expires-in", "positive"}},
		{"a zero duration is refused", []string{"--email", "ann@example.com", "--expires-in", "0s"}, []string{"--expires-in", "positive"}},
		{"the host scope for a player is refused", []string{"--email", "ann@example.com", "--scopes", "host"}, []string{"host", "ann@example.com", "player"}},
		{"the host scope for an admin is refused", []string{"--email", "ada@example.com", "--scopes", "read,host"}, []string{"host", "admin"}},
	}
	for _, rc := range refusals {
		t.Run(rc.name+" with exit 2", func(t *testing.T) {
			r := run(t, env, append([]string{"keys", "create"}, rc.args...)...)
			wantUsageError(t, r, rc.want...)
			if n := countRows(t, db, "api_keys"); n != keys {
				t.Errorf("%d keys after a refused create, want %d", n, keys)
			}
		})
	}
}

func TestKeysListAndRevoke(t *testing.T) {
	env, db := accountsDB(t)
	mustRun(t, env, "users", "create", "--email", "ann@example.com")
	mustRun(t, env, "users", "create", "--email", "bob@example.com")
	active := createKeyJSON(t, env, "--email", "ann@example.com", "--name", "active-key", "--scopes", "read,write")
	revoked := createKeyJSON(t, env, "--email", "ann@example.com", "--name", "revoked-key")
	other := createKeyJSON(t, env, "--email", "bob@example.com", "--name", "bobs-key")
	ann, err := persistence.NewAccounts(db).ByEmail(context.Background(), "ann@example.com")
	if err != nil {
		t.Fatal(err)
	}
	expiredSecret, expiredRow := dbtest.NewKey(t, db, ann, "tax", time.Now().Add(-time.Hour))
	secrets := []string{active.Secret, revoked.Secret, other.Secret, expiredSecret}
	prefix := func(secret string) string { return secret[:len(apikeys.Prefix)+8] }

	// noSecrets checks that out holds no secret, nor any of its hex past the shown prefix.
	noSecrets := func(t *testing.T, what, out string) {
		t.Helper()
		for _, s := range secrets {
			if strings.Contains(out, s) || strings.Contains(out, s[len(prefix(s)):]) {
				t.Errorf("%s prints a secret:\n%s", what, out)
			}
		}
	}

	t.Run("keys revoke marks the key revoked and says so", func(t *testing.T) {
		r := mustRun(t, env, "keys", "revoke", revoked.ID)
		wantOutput(t, "keys revoke", r.stdout, []string{"Revoked key " + revoked.ID, prefix(revoked.Secret)}, nil)
		noSecrets(t, "keys revoke", r.stdout)
		if storedKeyModel(t, db, revoked.ID).RevokedAt == nil {
			t.Error("revoked_at is NULL after keys revoke")
		}
		if storedKeyModel(t, db, active.ID).RevokedAt != nil {
			t.Error("keys revoke revoked another key too")
		}
	})
	t.Run("revoking again keeps the first revocation time", func(t *testing.T) {
		first := storedKeyModel(t, db, revoked.ID).RevokedAt
		mustRun(t, env, "keys", "revoke", revoked.ID)
		if again := storedKeyModel(t, db, revoked.ID).RevokedAt; again == nil || !again.Equal(first.Time) {
			t.Errorf("revoked_at = %v after a second revoke, want %v", again, first)
		}
	})

	t.Run("keys list shows prefix, scopes and state of each key, never a secret", func(t *testing.T) {
		r := mustRun(t, env, "keys", "list", "--email", "ann@example.com")
		noSecrets(t, "keys list", r.stdout)
		lines := strings.Split(strings.TrimRight(r.stdout, "\n"), "\n")
		if len(lines) != 5 {
			t.Fatalf("keys list printed %d lines, want a header, 3 keys and a total:\n%s", len(lines), r.stdout)
		}
		for _, col := range []string{"ID", "PREFIX", "SCOPES", "STATE"} {
			if !strings.Contains(lines[0], col) {
				t.Errorf("header %q lacks %s", lines[0], col)
			}
		}
		if strings.TrimSpace(lines[4]) != "3 key(s)" {
			t.Errorf("last line = %q, want 3 key(s)", lines[4])
		}
		rows := []struct {
			id, prefix, scopes, state string
		}{
			{active.ID, prefix(active.Secret), "read,write", "active"},
			{revoked.ID, prefix(revoked.Secret), "read", "revoked"},
			{expiredRow.ID.String(), prefix(expiredSecret), "tax", "expired"},
		}
		for _, want := range rows {
			var line string
			for _, l := range lines {
				if strings.HasPrefix(l, want.id) {
					line = l
				}
			}
			if line == "" {
				t.Errorf("no line for key %s:\n%s", want.id, r.stdout)
				continue
			}
			fields := strings.Fields(line)
			if !slices.Contains(fields, want.prefix+"…") || !slices.Contains(fields, want.scopes) || fields[len(fields)-1] != want.state {
				t.Errorf("line %q, want prefix %s…, scopes %s and state %s", line, want.prefix, want.scopes, want.state)
			}
		}
		if strings.Contains(r.stdout, other.ID) {
			t.Errorf("ann's list shows bob's key %s", other.ID)
		}
	})

	t.Run("keys list --json shows prefix, scopes and state of each key, never a secret", func(t *testing.T) {
		r := mustRun(t, env, "keys", "list", "--email", "ann@example.com", "--json")
		noSecrets(t, "keys list --json", r.stdout)
		var list []map[string]any
		if err := json.Unmarshal([]byte(r.stdout), &list); err != nil {
			t.Fatalf("stdout is not a JSON array: %v\n%s", err, r.stdout)
		}
		byID := map[string]map[string]any{}
		for _, k := range list {
			if _, ok := k["secret"]; ok {
				t.Errorf("a listed key has a secret field: %v", k)
			}
			byID[fmt.Sprint(k["id"])] = k
		}
		if len(list) != 3 || len(byID) != 3 {
			t.Fatalf("listed %d keys, want ann's 3:\n%s", len(list), r.stdout)
		}
		now := time.Now()
		tests := []struct {
			name, id, prefix string
			scopes           []any
			state            string
		}{
			{"the active key", active.ID, prefix(active.Secret), []any{"read", "write"}, "active"},
			{"the revoked key", revoked.ID, prefix(revoked.Secret), []any{"read"}, "revoked"},
			{"the expired key", expiredRow.ID.String(), prefix(expiredSecret), []any{"tax"}, "expired"},
		}
		for _, tt := range tests {
			k := byID[tt.id]
			if k == nil {
				t.Errorf("%s %s is not listed", tt.name, tt.id)
				continue
			}
			if k["prefix"] != tt.prefix {
				t.Errorf("%s: prefix = %v, want %s", tt.name, k["prefix"], tt.prefix)
			}
			if !slices.Equal(k["scopes"].([]any), tt.scopes) {
				t.Errorf("%s: scopes = %v, want %v", tt.name, k["scopes"], tt.scopes)
			}
			// The state is told by revoked_at and expires_at.
			state := "active"
			if k["revoked_at"] != nil {
				state = "revoked"
			} else if exp, ok := k["expires_at"].(string); ok {
				if at, err := time.Parse(time.RFC3339, exp); err != nil {
					t.Errorf("%s: expires_at = %q: %v", tt.name, exp, err)
				} else if !now.Before(at) {
					state = "expired"
				}
			}
			if state != tt.state {
				t.Errorf("%s reads as %s, want %s: %v", tt.name, state, tt.state, k)
			}
		}
	})

	t.Run("keys list for an unknown email exits 2", func(t *testing.T) {
		wantUsageError(t, run(t, env, "keys", "list", "--email", "nobody@example.com"), "nobody@example.com")
	})

	refusals := []struct {
		name string
		args []string
		want []string
	}{
		{"an id that is not a uuid", []string{"not-a-key"}, []string{"not-a-key", "KEY_ID"}},
		{"a key's prefix instead of its id", []string{prefix(active.Secret)}, []string{prefix(active.Secret)}},
		{"an id no key has", []string{"0b7e7f5e-3a0c-4b8e-9d1e-2f3a4b5c6d7e"}, []string{"0b7e7f5e-3a0c-4b8e-9d1e-2f3a4b5c6d7e"}},
		{"no id at all", nil, []string{"KEY_ID"}},
		{"two ids", []string{active.ID, other.ID}, []string{"one KEY_ID"}},
	}
	for _, rc := range refusals {
		t.Run("keys revoke with "+rc.name+" exits 2 and revokes nothing", func(t *testing.T) {
			r := run(t, env, append([]string{"keys", "revoke"}, rc.args...)...)
			wantUsageError(t, r, rc.want...)
			for _, id := range []string{active.ID, other.ID} {
				if storedKeyModel(t, db, id).RevokedAt != nil {
					t.Errorf("key %s was revoked", id)
				}
			}
		})
	}
}

func TestAKeyFromTheCLIWorksAgainstTheServer(t *testing.T) {
	env, db := accountsDB(t)
	mustRun(t, env, "users", "create", "--email", "Ann@Example.com", "--name", "Ann")
	k := createKeyJSON(t, env, "--email", "ann@example.com")
	h := apitest.New(t, apitest.Options{DB: db})
	me := func(t *testing.T) apitest.Response {
		t.Helper()
		return h.Do(t, http.MethodGet, "/v1/me", nil, map[string]string{"Authorization": "Bearer " + k.Secret})
	}

	t.Run("GET /v1/me with the key answers the account", func(t *testing.T) {
		res := me(t)
		if res.Status != http.StatusOK {
			t.Fatalf("status %d: %s", res.Status, res.Body)
		}
		var body struct {
			Data map[string]any `json:"data"`
		}
		res.JSON(t, &body)
		if body.Data["email"] != "Ann@Example.com" || body.Data["name"] != "Ann" || body.Data["role"] != "player" {
			t.Errorf("data = %v, want Ann@Example.com, Ann, player", body.Data)
		}
	})
	t.Run("after keys revoke the server refuses the key at once", func(t *testing.T) {
		mustRun(t, env, "keys", "revoke", k.ID)
		me(t).WantError(t, http.StatusUnauthorized, "invalid_token", "revoked")
	})
}

func TestKeysCommandsNeedAnEmail(t *testing.T) {
	env, _ := accountsDB(t)
	for _, args := range [][]string{{"keys", "create"}, {"keys", "list"}, {"keys", "create", "--email="}} {
		t.Run(strings.Join(args, " ")+" without an email exits 2", func(t *testing.T) {
			wantUsageError(t, run(t, env, args...), "--email", "is required")
		})
	}
}
