package persistence

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"github.com/tierline/tierline/internal/domain"
)

// IdempotencyRecord remembers the response to a write sent with an
// Idempotency-Key, per account and key.
type IdempotencyRecord struct {
	bun.BaseModel `bun:"table:idempotency_records,alias:ir"`

	AccountID   uuid.UUID        `bun:"account_id,pk"`
	Key         uuid.UUID        `bun:"key,pk"`
	Fingerprint string           `bun:"fingerprint"`
	Status      int              `bun:"status"`
	ContentType string           `bun:"content_type"`
	Body        []byte           `bun:"body"`
	CreatedAt   domain.Timestamp `bun:"created_at"`
	ExpiresAt   domain.Timestamp `bun:"expires_at"`
}

// StoredResponse returns the record of (account, key) that is still live
// at now, or nil when there is none (never used, or expired: an expired
// key is free to be used again).
func StoredResponse(ctx context.Context, db bun.IDB, account, key uuid.UUID, now domain.Timestamp) (*IdempotencyRecord, error) {
	stored := new(IdempotencyRecord)
	err := db.NewSelect().Model(stored).
		Where("ir.account_id = ? AND ir.key = ?", account, key).
		Where("ir.expires_at > ?", now).Scan(ctx)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("read idempotency record: %w", err)
	}
	return stored, nil
}

// Remember stores rec, the answer of a write, in the transaction tx that
// made the write, so a retry after a crash finds both or neither. It
// returns the stored record instead when another request holds the key.
//
// The record is written once, with its answer, at the end of the write:
// a second request with the key that got past StoredResponse before the
// first committed (they ran at once) waits here on PostgreSQL's unique
// index until the first transaction ends. When the first committed, the
// insert does nothing and the first answer is returned, for the caller to
// roll its own write back and replay it; when the first rolled back, the
// insert goes through. (SQLite runs one writer at a time, so there the
// second request already found the record.) An expired record is
// replaced in the same statement, and only while it is still expired.
func Remember(ctx context.Context, tx bun.IDB, rec *IdempotencyRecord) (stored *IdempotencyRecord, err error) {
	res, err := tx.NewInsert().Model(rec).
		On("CONFLICT (account_id, key) DO UPDATE").
		Set("fingerprint = EXCLUDED.fingerprint").Set("status = EXCLUDED.status").
		Set("content_type = EXCLUDED.content_type").Set("body = EXCLUDED.body").
		Set("created_at = EXCLUDED.created_at").Set("expires_at = EXCLUDED.expires_at").
		Where("ir.expires_at <= EXCLUDED.created_at").
		Exec(ctx)
	if err != nil {
		return nil, fmt.Errorf("store idempotent response: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 1 {
		return nil, nil
	}
	// A live record holds the key. Under READ COMMITTED this statement
	// sees what the other transaction committed.
	stored = new(IdempotencyRecord)
	if err := tx.NewSelect().Model(stored).
		Where("ir.account_id = ? AND ir.key = ?", rec.AccountID, rec.Key).Scan(ctx); err != nil {
		return nil, fmt.Errorf("read idempotency record: %w", err)
	}
	return stored, nil
}

// PurgeIdempotencyRecords deletes the records expired at now.
func PurgeIdempotencyRecords(ctx context.Context, db bun.IDB, now time.Time) (int, error) {
	res, err := db.NewDelete().Model((*IdempotencyRecord)(nil)).
		Where("ir.expires_at < ?", domain.NewTimestamp(now)).Exec(ctx)
	if err != nil {
		return 0, fmt.Errorf("purge idempotency records: %w", err)
	}
	n, _ := res.RowsAffected()
	return int(n), nil
}
