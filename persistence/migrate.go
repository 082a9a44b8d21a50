package persistence

import (
	"context"
	"embed"
	"fmt"
	"io/fs"

	"github.com/uptrace/bun"
	"github.com/uptrace/bun/migrate"
)

// Each store has its own folder of SQL migrations with the same versions
// (a test checks they stay in step): the SQL differs where the stores do
// (types, pg_trgm), the schema they produce is the same.
//
//go:embed migrations
var migrationFiles embed.FS

// migrationLockKey is the PostgreSQL advisory-lock key that serialises
// migrations when several instances start at once ("tierline" in ASCII).
const migrationLockKey = 0x746965726c696e65

// Migrations returns the migration set for db's store.
func Migrations(db *bun.DB) (*migrate.Migrations, error) {
	dir := "migrations/sqlite"
	if IsPostgres(db) {
		dir = "migrations/postgres"
	}
	sub, err := fs.Sub(migrationFiles, dir)
	if err != nil {
		return nil, fmt.Errorf("migrations: %w", err)
	}
	ms := migrate.NewMigrations()
	if err := ms.Discover(sub); err != nil {
		return nil, fmt.Errorf("migrations: discover %s: %w", dir, err)
	}
	return ms, nil
}

// NewMigrator returns a migrator over db's migration set whose bookkeeping
// tables exist.
func NewMigrator(ctx context.Context, db *bun.DB) (*migrate.Migrator, error) {
	ms, err := Migrations(db)
	if err != nil {
		return nil, err
	}
	m := migrate.NewMigrator(db, ms, migrate.WithMarkAppliedOnSuccess(true))
	if err := m.Init(ctx); err != nil {
		return nil, fmt.Errorf("migrations: init: %w", err)
	}
	return m, nil
}

// MigrateUp applies every pending migration and returns their names. On
// PostgreSQL an advisory lock makes concurrent start-ups wait for each other
// instead of racing.
func MigrateUp(ctx context.Context, db *bun.DB) ([]string, error) {
	// Lock first: creating the bookkeeping tables races too.
	unlock, err := lockMigrations(ctx, db)
	if err != nil {
		return nil, err
	}
	defer unlock()
	m, err := NewMigrator(ctx, db)
	if err != nil {
		return nil, err
	}
	group, err := m.Migrate(ctx)
	if err != nil {
		return nil, fmt.Errorf("migrate up: %w", err)
	}
	return names(group.Migrations), nil
}

// MigrateDown rolls back the most recent group of migrations (what the last
// "up" applied) and returns their names, newest first.
func MigrateDown(ctx context.Context, db *bun.DB) ([]string, error) {
	unlock, err := lockMigrations(ctx, db)
	if err != nil {
		return nil, err
	}
	defer unlock()
	m, err := NewMigrator(ctx, db)
	if err != nil {
		return nil, err
	}
	group, err := m.Rollback(ctx)
	if err != nil {
		return nil, fmt.Errorf("migrate down: %w", err)
	}
	out := names(group.Migrations)
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	return out, nil
}

// MigrationStatus lists every known migration with whether it is applied.
func MigrationStatus(ctx context.Context, db *bun.DB) (migrate.MigrationSlice, error) {
	m, err := NewMigrator(ctx, db)
	if err != nil {
		return nil, err
	}
	ms, err := m.MigrationsWithStatus(ctx)
	if err != nil {
		return nil, fmt.Errorf("migrate status: %w", err)
	}
	return ms, nil
}

func lockMigrations(ctx context.Context, db *bun.DB) (func(), error) {
	if !IsPostgres(db) {
		// A lock connection would starve the one-connection pool, and
		// SQLite's own locks do not cover the gap between reading which
		// migrations are applied and applying them: a lock file beside the
		// database serialises processes instead. (Not the database file
		// itself: closing another descriptor of it would drop SQLite's
		// POSIX locks.)
		var seq int
		var name, file string
		if err := db.QueryRowContext(ctx, "PRAGMA database_list").Scan(&seq, &name, &file); err != nil {
			return nil, fmt.Errorf("migrations: lock: %w", err)
		}
		if file == "" {
			return func() {}, nil // an in-memory database has no other process
		}
		return lockFile(file + ".migrate-lock")
	}
	conn, err := db.Conn(ctx)
	if err != nil {
		return nil, fmt.Errorf("migrations: lock: %w", err)
	}
	if _, err := conn.ExecContext(ctx, "SELECT pg_advisory_lock(?)", int64(migrationLockKey)); err != nil {
		conn.Close()
		return nil, fmt.Errorf("migrations: lock: %w", err)
	}
	return func() {
		_, _ = conn.ExecContext(context.Background(), "SELECT pg_advisory_unlock(?)", int64(migrationLockKey))
		conn.Close()
	}, nil
}

func names(ms migrate.MigrationSlice) []string {
	out := make([]string, 0, len(ms))
	for _, m := range ms {
		out = append(out, m.Name+"_"+m.Comment)
	}
	return out
}
