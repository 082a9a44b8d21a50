// Package dbtest gives tests a real database: PostgreSQL (the reference) or
// the embedded SQLite file, chosen by TIERLINE_TEST_STORE. Each test binary
// gets a fresh database for its run, migrated, and drops it afterwards.
// A database that cannot be reached fails the run; it never skips.
package dbtest

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"
	_ "github.com/jackc/pgx/v5/stdlib" // the "pgx" database/sql driver, for the admin connection
	"github.com/uptrace/bun"

	"github.com/tierline/tierline/data"
	"github.com/tierline/tierline/data/seed"
	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/internal/domain/apikeys"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/scopes"
)

// DefaultPostgresURL is where tests find PostgreSQL when TEST_DATABASE_URL
// is unset.
const DefaultPostgresURL = "postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable"

var (
	runURL string // the database of this test binary's run

	migrateOnce sync.Once
	migrateErr  error
	seedOnce    sync.Once
	seedErr     error
)

// Store is the store under test: TIERLINE_TEST_STORE ("postgres" or
// "sqlite") when set; otherwise PostgreSQL when TEST_DATABASE_URL names
// one, and the embedded SQLite file when nothing is set, so `go test ./...`
// on a fresh machine needs nothing installed. `make test` runs both.
func Store() string {
	if s := os.Getenv("TIERLINE_TEST_STORE"); s != "" {
		return s
	}
	if os.Getenv("TEST_DATABASE_URL") != "" {
		return "postgres"
	}
	return "sqlite"
}

// Main runs a package's tests against a fresh database, created before and
// dropped after. Use it from TestMain: func TestMain(m *testing.M) { dbtest.Main(m) }.
func Main(m *testing.M) {
	os.Exit(run(m))
}

func run(m *testing.M) int {
	url, drop, err := create()
	if err != nil {
		fmt.Fprintf(os.Stderr, "dbtest: %v\n", err)
		return 1
	}
	defer drop()
	runURL = url
	return m.Run()
}

// URL returns the database URL of this run (for tests that start the
// binary or open their own connections).
func URL(tb testing.TB) string {
	tb.Helper()
	if runURL == "" {
		tb.Fatal("dbtest: no database for this run: call dbtest.Main from TestMain")
	}
	return runURL
}

// Open returns a connection pool to this run's database, migrated, closed
// when the test ends.
func Open(tb testing.TB) *bun.DB {
	tb.Helper()
	db, err := persistence.Open(context.Background(), URL(tb))
	if err != nil {
		tb.Fatalf("dbtest: open %s: %v", Store(), err)
	}
	tb.Cleanup(func() { db.Close() })
	migrateOnce.Do(func() { _, migrateErr = persistence.MigrateUp(context.Background(), db) })
	if migrateErr != nil {
		tb.Fatalf("dbtest: migrate: %v", migrateErr)
	}
	return db
}

// OpenWithReadPool opens the test database a second time, as the service
// does, with the read pool beside it (persistence.OpenReadPool: its own
// read-only connections on SQLite, the same pool on PostgreSQL), both
// closed when the test ends.
func OpenWithReadPool(tb testing.TB) (db, reader *bun.DB) {
	tb.Helper()
	Open(tb) // migrated
	ctx := context.Background()
	db, err := persistence.Open(ctx, URL(tb))
	if err != nil {
		tb.Fatalf("dbtest: open %s: %v", Store(), err)
	}
	tb.Cleanup(func() { db.Close() })
	reader, closeReader, err := persistence.OpenReadPool(ctx, db)
	if err != nil {
		tb.Fatalf("dbtest: open the read pool: %v", err)
	}
	tb.Cleanup(func() { closeReader() })
	return db, reader
}

// Seeded is Open with the shipped directory imported (once per run).
func Seeded(tb testing.TB) *bun.DB {
	tb.Helper()
	db := Open(tb)
	seedOnce.Do(func() {
		_, seedErr = seed.LoadAndImport(context.Background(), db, data.Files, discard{})
	})
	if seedErr != nil {
		tb.Fatalf("dbtest: seed: %v", seedErr)
	}
	return db
}

type discard struct{}

func (discard) Write(p []byte) (int, error) { return len(p), nil }

// NewDatabase creates another empty database for one test (migrations,
// imports that must start from nothing) and drops it when the test ends.
func NewDatabase(tb testing.TB) string {
	tb.Helper()
	url, drop, err := create()
	if err != nil {
		tb.Fatalf("dbtest: %v", err)
	}
	tb.Cleanup(drop)
	return url
}

// NewMigrated is a database of its own for one test (NewDatabase), opened
// and migrated, closed and dropped when the test ends.
func NewMigrated(tb testing.TB) *bun.DB {
	tb.Helper()
	ctx := context.Background()
	db, err := persistence.Open(ctx, NewDatabase(tb))
	if err != nil {
		tb.Fatalf("dbtest: open a new %s database: %v", Store(), err)
	}
	tb.Cleanup(func() { db.Close() })
	if _, err := persistence.MigrateUp(ctx, db); err != nil {
		tb.Fatalf("dbtest: migrate: %v", err)
	}
	return db
}

func create() (string, func(), error) {
	switch Store() {
	case "sqlite":
		dir, err := os.MkdirTemp("", "tierline-test-")
		if err != nil {
			return "", nil, err
		}
		return "sqlite://" + filepath.Join(dir, "test.db"), func() { os.RemoveAll(dir) }, nil
	case "postgres":
		return createPostgres()
	default:
		return "", nil, fmt.Errorf("TIERLINE_TEST_STORE=%q: must be postgres or sqlite", Store())
	}
}

func createPostgres() (string, func(), error) {
	admin := os.Getenv("TEST_DATABASE_URL")
	if admin == "" {
		admin = DefaultPostgresURL
	}
	u, err := url.Parse(admin)
	if err != nil {
		return "", nil, fmt.Errorf("TEST_DATABASE_URL: %w", err)
	}
	adminDB, err := sql.Open("pgx", admin)
	if err != nil {
		return "", nil, err
	}
	if err := adminDB.Ping(); err != nil {
		adminDB.Close()
		return "", nil, fmt.Errorf("PostgreSQL is not reachable at %s (TEST_DATABASE_URL): %w\n"+
			"make test starts a throwaway server when PostgreSQL is installed; see the README", u.Redacted(), err)
	}
	var b [6]byte
	_, _ = rand.Read(b[:])
	name := "tierline_test_" + hex.EncodeToString(b[:])
	if _, err := adminDB.Exec("CREATE DATABASE " + name); err != nil {
		adminDB.Close()
		return "", nil, fmt.Errorf("create database %s: %w", name, err)
	}
	u.Path = "/" + name
	drop := func() {
		if _, err := adminDB.Exec("DROP DATABASE IF EXISTS " + name + " WITH (FORCE)"); err != nil {
			fmt.Fprintf(os.Stderr, "dbtest: drop database %s: %v\n", name, err)
		}
		adminDB.Close()
	}
	return u.String(), drop, nil
}

// NewAccount creates an account with a unique email and the given role.
func NewAccount(tb testing.TB, db bun.IDB, role string) *persistence.Account {
	tb.Helper()
	var b [5]byte
	_, _ = rand.Read(b[:])
	name := "Test " + role
	a := &persistence.Account{
		ID:        uuid.New(),
		Email:     role + "-" + hex.EncodeToString(b[:]) + "@example.test",
		Name:      &name,
		Role:      role,
		CreatedAt: domain.NewTimestamp(time.Now()),
	}
	if err := persistence.NewAccounts(db).Create(context.Background(), a); err != nil {
		tb.Fatalf("dbtest: create account: %v", err)
	}
	return a
}

// NewKey creates an API key for account with the scopes (comma-separated;
// "" is the default read) and returns its secret and stored row. expires,
// when not zero, sets its expiry.
func NewKey(tb testing.TB, db bun.IDB, account *persistence.Account, scopeList string, expires time.Time) (string, *persistence.APIKey) {
	tb.Helper()
	set, err := scopes.Parse(scopeList)
	if err != nil {
		tb.Fatalf("dbtest: %v", err)
	}
	k, err := apikeys.New()
	if err != nil {
		tb.Fatal(err)
	}
	key := &persistence.APIKey{
		ID: uuid.New(), AccountID: account.ID, Name: "test key", Prefix: k.Display, SecretHash: k.Hash,
		Scopes: set.String(), CreatedAt: domain.NewTimestamp(time.Now()),
	}
	if !expires.IsZero() {
		e := domain.NewTimestamp(expires)
		key.ExpiresAt = &e
	}
	if err := persistence.NewAccounts(db).CreateKey(context.Background(), key); err != nil {
		tb.Fatalf("dbtest: create key: %v", err)
	}
	return k.Secret, key
}
