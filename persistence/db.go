// Package persistence holds the bun-backed stores: opening PostgreSQL or the
// embedded SQLite file, the versioned migrations of both, and the
// repositories, written once over bun.IDB so the same code serves both stores
// and runs inside transactions.
package persistence

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"errors"
	"fmt"
	"io"
	"net"
	"path/filepath"
	"runtime"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
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
		sqldb := sql.OpenDB(survivingConnector{stdlib.GetConnector(*cfg)})
		sqldb.SetMaxOpenConns(20)
		sqldb.SetMaxIdleConns(20)
		sqldb.SetConnMaxIdleTime(5 * time.Minute)
		db = bun.NewDB(sqldb, pgdialect.New())
	} else {
		path := SQLitePath(databaseURL)
		sqldb, err := sql.Open("sqlite", sqliteDSN(path, false))
		if err != nil {
			return nil, fmt.Errorf("open sqlite %s: %w", path, err)
		}
		// One connection: SQLite allows one writer at a time, and a single
		// connection turns concurrent writers into a queue instead of
		// "database is locked" errors. Readers need not queue behind it:
		// OpenReadPool gives them their own connections.
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

// sqliteDSN is the SQLite data source for the file at path: the writer's
// connection (WAL, whose readers do not wait for the writer, and
// transactions that take the write lock at BEGIN, so two never deadlock
// upgrading a read lock), or a reader's, which refuses to write.
func sqliteDSN(path string, readOnly bool) string {
	dsn := "file:" + path + "?_pragma=foreign_keys(1)&_pragma=busy_timeout(10000)"
	if readOnly {
		return dsn + "&_pragma=query_only(1)"
	}
	return dsn + "&_pragma=journal_mode(WAL)&_txlock=immediate"
}

// OpenReadPool returns the pool that reads outside transactions should run
// on, beside db (as returned by Open), and how to close it. On SQLite it is
// a pool of read-only connections to db's file: in WAL mode they read the
// last committed state while db's one connection writes, so a reader never
// waits for a transaction, however long. On PostgreSQL, whose pool serves
// readers and writers alike, it is db itself and closing it does nothing.
func OpenReadPool(ctx context.Context, db *bun.DB) (*bun.DB, func() error, error) {
	same := func() error { return nil }
	if IsPostgres(db) {
		return db, same, nil
	}
	var path string
	if err := db.NewRaw("SELECT file FROM pragma_database_list WHERE name = 'main'").Scan(ctx, &path); err != nil {
		return nil, nil, fmt.Errorf("open sqlite read pool: %w", err)
	}
	if path == "" { // an in-memory database: other connections cannot see it
		return db, same, nil
	}
	sqldb, err := sql.Open("sqlite", sqliteDSN(path, true))
	if err != nil {
		return nil, nil, fmt.Errorf("open sqlite read pool %s: %w", path, err)
	}
	// The driver is pure Go: a query keeps a CPU busy, so a few
	// connections per CPU are as many as help.
	n := max(4, 2*runtime.GOMAXPROCS(0))
	sqldb.SetMaxOpenConns(n)
	sqldb.SetMaxIdleConns(n)
	reader := bun.NewDB(sqldb, sqlitedialect.New())
	if err := reader.PingContext(ctx); err != nil {
		reader.Close()
		return nil, nil, fmt.Errorf("open sqlite read pool %s: %w", path, err)
	}
	return reader, reader.Close, nil
}

// WriteRefused reports whether err is SQLite refusing a write on a
// read-only connection (OpenReadPool's): nothing was written.
func WriteRefused(err error) bool {
	var sqliteErr interface{ Code() int }
	// SQLITE_READONLY, in the low byte of an extended result code.
	return errors.As(err, &sqliteErr) && sqliteErr.Code()&0xff == sqliteReadOnly
}

// sqliteReadOnly is SQLite's result code SQLITE_READONLY.
const sqliteReadOnly = 8

// survivingConnector hands out PostgreSQL connections that report a
// connection the server ended (a restart, a failover, pg_terminate_backend)
// as driver.ErrBadConn whenever the statement that found out cannot have
// changed anything, so database/sql runs it again on another connection
// instead of failing the request. With RunInTx, which reruns a transaction
// cut off before it committed, a database restart costs clients no errors
// where a retry is safe. (pgx pings a pooled connection idle for over a
// second before reusing it; pinging on every reuse would cost a round trip
// per statement and still miss a session ended between ping and
// statement, which these retries catch.)
type survivingConnector struct{ driver.Connector }

func (c survivingConnector) Connect(ctx context.Context) (driver.Conn, error) {
	conn, err := c.Connector.Connect(ctx)
	if err != nil {
		return nil, err
	}
	if pc, ok := conn.(*stdlib.Conn); ok {
		return &survivingConn{pc}, nil
	}
	return conn, nil
}

// survivingConn is a pgx connection whose BEGIN and whose reads outside a
// transaction are retried on another connection when the server ended
// this one. Every other method is pgx's.
type survivingConn struct{ *stdlib.Conn }

// BeginTx: a BEGIN that finds the connection gone began nothing.
func (c *survivingConn) BeginTx(ctx context.Context, opts driver.TxOptions) (driver.Tx, error) {
	if sink, ok := ctx.Value(xidSink{}).(*string); ok && opts.Isolation == driver.IsolationLevel(sql.LevelDefault) && !opts.ReadOnly {
		return c.beginReadingXid(ctx, sink)
	}
	tx, err := c.Conn.BeginTx(ctx, opts)
	if err != nil && ctx.Err() == nil && connectionLost(err) {
		return nil, driver.ErrBadConn
	}
	return tx, err
}

// QueryContext: a SELECT outside a transaction reads and writes nothing
// (none of this service's SELECTs call a function that writes), so one
// that finds the connection gone is safe to send again. Inside a
// transaction the whole transaction must be rerun instead (RunInTx).
func (c *survivingConn) QueryContext(ctx context.Context, query string, args []driver.NamedValue) (driver.Rows, error) {
	autocommit := c.Conn.Conn().PgConn().TxStatus() == 'I'
	rows, err := c.Conn.QueryContext(ctx, query, args)
	if err != nil && autocommit && ctx.Err() == nil && isSelect(query) && connectionLost(err) {
		return nil, driver.ErrBadConn
	}
	return rows, err
}

// isSelect reports whether query is a plain SELECT (not a WITH, which may
// hold an INSERT or UPDATE).
func isSelect(query string) bool {
	q := strings.TrimLeft(query, " \t\r\n(")
	return len(q) >= 7 && strings.EqualFold(q[:7], "select ")
}

// connectionLost reports whether err says the database connection is gone
// (the server ended the session, or the network connection broke), as
// opposed to an error of the statement itself.
func connectionLost(err error) bool {
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) {
		// Class 57P: the server ended the session (admin_shutdown,
		// crash_shutdown, ...); class 08: connection exception.
		return strings.HasPrefix(pgErr.Code, "57P") || strings.HasPrefix(pgErr.Code, "08")
	}
	if errors.Is(err, driver.ErrBadConn) || errors.Is(err, sql.ErrConnDone) ||
		errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) || pgconn.SafeToRetry(err) {
		return true
	}
	var netErr net.Error
	return errors.As(err, &netErr) && !netErr.Timeout()
}

// RetryRead runs read, which must only read, again on a fresh connection
// when the one it used was lost (a failover, a restarted server): up to
// txAttempts times, with the same short waits as RunInTx. A read's first
// statement that loses its connection before sending is already resent by
// database/sql; this covers a connection lost while the answer was being
// read.
func RetryRead(ctx context.Context, read func(ctx context.Context) error) error {
	for attempt := 1; ; attempt++ {
		err := read(ctx)
		if err == nil || ctx.Err() != nil || !connectionLost(err) || attempt == txAttempts {
			return err
		}
		select {
		case <-ctx.Done():
			return err
		case <-time.After(time.Duration(attempt*attempt) * 20 * time.Millisecond):
		}
	}
}

// txAttempts is how many times RunInTx runs a transaction whose
// connection is lost before it is known to have committed.
const txAttempts = 3

// RunInTx runs fn in one transaction of db: committed when fn returns nil,
// rolled back otherwise. A transaction whose connection is lost before its
// COMMIT is sent applied nothing (the server rolls back what a lost session
// began), so it is run again from the start on another connection, up to
// txAttempts times; fn must therefore do nothing outside tx that a second
// run would repeat. When the connection is lost during the COMMIT itself,
// the server may or may not have applied it: on PostgreSQL the
// transaction's id, read with its BEGIN, tells which (pg_xact_status), and
// the transaction counts as done, is run again, or, when the server cannot
// say, fails.
func RunInTx(ctx context.Context, db *bun.DB, fn func(ctx context.Context, tx bun.Tx) error) error {
	pg := IsPostgres(db)
	for attempt := 1; ; attempt++ {
		committing := false
		var xid string // the transaction's id; "" when not known
		txCtx := ctx
		if pg {
			txCtx = context.WithValue(ctx, xidSink{}, &xid)
		}
		err := db.RunInTx(txCtx, nil, func(_ context.Context, tx bun.Tx) error {
			// fn gets ctx, not txCtx: a transaction fn began on another
			// connection must not write this one's id.
			if err := fn(ctx, tx); err != nil {
				return err
			}
			if pg && xid == "" {
				// A connection that did not read the id with its BEGIN
				// (not opened by Open): ask, as the last statement.
				var id *string
				if err := tx.NewRaw("SELECT pg_current_xact_id_if_assigned()::text").Scan(ctx, &id); err != nil {
					return fmt.Errorf("transaction id: %w", err)
				}
				if id != nil {
					xid = *id
				}
			}
			committing = true
			return nil
		})
		if err == nil || ctx.Err() != nil || !connectionLost(err) {
			if err != nil && committing {
				return fmt.Errorf("commit: %w", err)
			}
			return err
		}
		if committing && xid != "" {
			switch status := xactStatus(ctx, db, xid); status {
			case "committed":
				return nil
			case "aborted":
			default:
				return fmt.Errorf("commit: the connection was lost and the server cannot say whether transaction %s was applied (%s): %w", xid, status, err)
			}
		}
		if attempt == txAttempts {
			return err
		}
		// A restarting server refuses connections for a moment: wait a
		// little longer each time.
		select {
		case <-ctx.Done():
			return err
		case <-time.After(time.Duration(attempt*attempt) * 20 * time.Millisecond):
		}
	}
}

// xactStatus asks PostgreSQL, on another connection, whether the
// transaction xid committed: "committed", "aborted", or why it cannot say.
// A session that was just ended may still be rolling back ("in
// progress"); it is asked again for a little while.
func xactStatus(ctx context.Context, db *bun.DB, xid string) string {
	var status *string
	for range 10 {
		if err := db.NewRaw("SELECT pg_xact_status(?::xid8)", xid).Scan(ctx, &status); err != nil {
			return "status unknown: " + err.Error()
		}
		if status == nil {
			return "too old to tell"
		}
		if *status != "in progress" {
			return *status
		}
		select {
		case <-ctx.Done():
			return "in progress"
		case <-time.After(20 * time.Millisecond):
		}
	}
	return "in progress"
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
