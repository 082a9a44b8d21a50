// Package persistence holds the bun-backed stores: opening PostgreSQL or the
// embedded SQLite file, the versioned migrations of both, and the
// repositories, written once over bun.IDB so the same code serves both stores
// and runs inside transactions.
package persistence

import (
	"context"
	"database/sql"
	"fmt"
	"path/filepath"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/stdlib"
	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect"
	"github.com/uptrace/bun/dialect/pgdialect"
	"github.com/uptrace/bun/dialect/sqlitedialect"
	_ "modernc.org/sqlite" // pure-Go SQLite driver, registered as "sqlite"; no cgo

	"github.com/tierline/tierline/internal/config"
)

// Open connects to the store named by databaseURL (see config.Config) and
// checks that it answers. An empty URL opens the embedded SQLite file.
func Open(ctx context.Context, databaseURL string) (*bun.DB, error) {
	var db *bun.DB
	if config.IsPostgresURL(databaseURL) {
		cfg, err := pgx.ParseConfig(databaseURL)
		if err != nil {
			return nil, fmt.Errorf("open postgres: %w", err)
		}
		// bun renders arguments into the SQL text itself, so every query is
		// unique; the simple protocol avoids pgx preparing each one.
		cfg.DefaultQueryExecMode = pgx.QueryExecModeSimpleProtocol
		sqldb := stdlib.OpenDB(*cfg)
		sqldb.SetMaxOpenConns(20)
		sqldb.SetMaxIdleConns(20)
		sqldb.SetConnMaxIdleTime(5 * time.Minute)
		db = bun.NewDB(sqldb, pgdialect.New())
	} else {
		path := SQLitePath(databaseURL)
		dsn := "file:" + path + "?_pragma=foreign_keys(1)&_pragma=busy_timeout(10000)&_pragma=journal_mode(WAL)&_txlock=immediate"
		sqldb, err := sql.Open("sqlite", dsn)
		if err != nil {
			return nil, fmt.Errorf("open sqlite %s: %w", path, err)
		}
		// One connection: SQLite allows one writer at a time, and a single
		// connection turns concurrent writers into a queue instead of
		// "database is locked" errors. The embedded store is for one
		// developer machine; PostgreSQL is the store for load.
		sqldb.SetMaxOpenConns(1)
		db = bun.NewDB(sqldb, sqlitedialect.New())
	}
	pingCtx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	if err := db.PingContext(pingCtx); err != nil {
		db.Close()
		return nil, fmt.Errorf("connect to %s: %w", StoreName(db), err)
	}
	return db, nil
}

// SQLitePath turns a sqlite:/// URL (or "") into a file path.
func SQLitePath(databaseURL string) string {
	if p, ok := strings.CutPrefix(databaseURL, "sqlite://"); ok && p != "" {
		return filepath.Clean(p)
	}
	return config.DefaultSQLitePath
}

// IsPostgres reports whether db is a PostgreSQL store.
func IsPostgres(db bun.IDB) bool {
	return db.Dialect().Name() == dialect.PG
}

// LockAccount makes the transaction tx the only writer of the account's
// records until it ends. Actions check and then write ("has this player a
// tier at this casino yet?", "is this handle free?"); two requests of one
// account at once must not both pass the check. On PostgreSQL that takes
// the account's row lock (NO KEY UPDATE: foreign-key checks of other
// transactions still pass); SQLite serialises every writer already.
func LockAccount(ctx context.Context, tx bun.IDB, account uuid.UUID) error {
	if !IsPostgres(tx) {
		return nil
	}
	var id uuid.UUID
	err := tx.NewSelect().Model((*Account)(nil)).ColumnExpr("a.id").
		Where("a.id = ?", account).For("NO KEY UPDATE").Scan(ctx, &id)
	if err != nil {
		return fmt.Errorf("lock account: %w", err)
	}
	return nil
}

// StoreName is "postgres" or "sqlite", for logs and messages.
func StoreName(db bun.IDB) string {
	if IsPostgres(db) {
		return "postgres"
	}
	return "sqlite"
}
