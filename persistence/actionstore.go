package persistence

import (
	"context"

	"github.com/google/uuid"
	"github.com/uptrace/bun"
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

// Claim reserves rec's key; it returns the stored record when the key is
// taken.
func (s *ActionStore) Claim(ctx context.Context, tx bun.IDB, rec *IdempotencyRecord) (*IdempotencyRecord, error) {
	stored, claimed, err := Claim(ctx, tx, rec)
	if err != nil || claimed {
		return nil, err
	}
	return stored, nil
}

// Complete stores the answer of a claimed key.
func (s *ActionStore) Complete(ctx context.Context, tx bun.IDB, rec *IdempotencyRecord) error {
	return Complete(ctx, tx, rec)
}
