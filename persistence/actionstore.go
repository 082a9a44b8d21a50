package persistence

import (
	"context"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"github.com/tierline/tierline/internal/domain"
)

// ActionStore is the store the action dispatcher runs on
// (registry.Store): the pool for reads, a transaction for writes, the
// account lock and the idempotency records.
type ActionStore struct {
	db *bun.DB
	// reader is where Read runs: db, or the read pool beside it
	// (OpenReadPool).
	reader *bun.DB
}

// NewActionStore returns the dispatcher's store over db.
func NewActionStore(db *bun.DB) *ActionStore { return &ActionStore{db: db, reader: db} }

// NewSplitActionStore returns the dispatcher's store that reads on reader
// and writes on writer (SQLite's read pool and its one writer).
func NewSplitActionStore(reader, writer *bun.DB) *ActionStore {
	return &ActionStore{db: writer, reader: reader}
}

// Read runs a read-only fn on the read pool, again when its connection is
// lost. A read that writes after all (list_notifications makes the due
// notifications before it lists them) is refused by SQLite's read-only
// pool before it changes anything, and runs again on the writer.
func (s *ActionStore) Read(ctx context.Context, fn func(ctx context.Context, db bun.IDB) error) error {
	err := RetryRead(ctx, func(ctx context.Context) error { return fn(ctx, s.reader) })
	if s.reader != s.db && WriteRefused(err) {
		return RetryRead(ctx, func(ctx context.Context) error { return fn(ctx, s.db) })
	}
	return err
}

// InTx runs fn in one transaction, run again on another connection when
// the database ends the connection before the COMMIT (RunInTx).
func (s *ActionStore) InTx(ctx context.Context, fn func(ctx context.Context, tx bun.IDB) error) error {
	return RunInTx(ctx, s.db, func(ctx context.Context, tx bun.Tx) error {
		return fn(ctx, tx)
	})
}

// LockAccount makes tx the only writer of the account's records.
func (s *ActionStore) LockAccount(ctx context.Context, tx bun.IDB, account uuid.UUID) error {
	return LockAccount(ctx, tx, account)
}

// StoredResponse returns the live record of the account's key, or nil.
func (s *ActionStore) StoredResponse(ctx context.Context, tx bun.IDB, account, key uuid.UUID, now domain.Timestamp) (*IdempotencyRecord, error) {
	return StoredResponse(ctx, tx, account, key, now)
}

// Remember stores a write's answer under its key; it returns the record
// of another request that holds the key instead.
func (s *ActionStore) Remember(ctx context.Context, tx bun.IDB, rec *IdempotencyRecord) (*IdempotencyRecord, error) {
	return Remember(ctx, tx, rec)
}
