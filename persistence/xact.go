package persistence

import (
	"context"
	"database/sql/driver"
	"fmt"

	"github.com/jackc/pgx/v5"
)

// RunInTx must know a PostgreSQL transaction's id to tell, after losing
// the connection during its COMMIT, whether the COMMIT was applied. Asking
// for it in a statement of its own cost a round trip per write; instead
// the BEGIN and the question travel in one message ("BEGIN; SELECT
// pg_current_xact_id()"), which the server answers in one reply.

// xidSink is the context key under which RunInTx asks BeginTx for the
// transaction's id: a *string to fill.
type xidSink struct{}

// beginReadingXid begins a transaction and reads its id into sink in the
// same round trip. The id is assigned at once (a transaction that writes
// gets one anyway; one that only reads now uses one too).
func (c *survivingConn) beginReadingXid(ctx context.Context, sink *string) (driver.Tx, error) {
	conn := c.Conn.Conn()
	if conn.IsClosed() {
		return nil, driver.ErrBadConn
	}
	results, err := conn.PgConn().Exec(ctx, "BEGIN; SELECT pg_current_xact_id()::text").ReadAll()
	if err == nil && (len(results) != 2 || len(results[1].Rows) != 1 || len(results[1].Rows[0]) != 1) {
		err = fmt.Errorf("begin: unexpected answer to the transaction id (%d results)", len(results))
	}
	if err != nil {
		if conn.PgConn().TxStatus() != 'I' {
			// Half begun: this connection is in no state to be reused.
			_ = conn.Close(ctx)
		}
		if ctx.Err() == nil && connectionLost(err) {
			return nil, driver.ErrBadConn // nothing began: database/sql tries another connection
		}
		return nil, fmt.Errorf("begin: %w", err)
	}
	*sink = string(results[1].Rows[0][0])
	return &xidTx{ctx: ctx, conn: conn}, nil
}

// xidTx ends a transaction begun by beginReadingXid, as pgx's own
// transaction does.
type xidTx struct {
	ctx  context.Context
	conn *pgx.Conn
}

func (t *xidTx) Commit() error {
	tag, err := t.conn.Exec(t.ctx, "commit")
	if err != nil {
		if t.conn.PgConn().TxStatus() != 'I' {
			_ = t.conn.Close(t.ctx)
		}
		return err
	}
	if tag.String() == "ROLLBACK" {
		// The transaction had failed: the server rolled it back.
		return pgx.ErrTxCommitRollback
	}
	return nil
}

func (t *xidTx) Rollback() error {
	if _, err := t.conn.Exec(t.ctx, "rollback"); err != nil {
		_ = t.conn.Close(t.ctx) // in no known state
		return err
	}
	return nil
}
