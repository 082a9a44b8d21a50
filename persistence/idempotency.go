package persistence

import (
	"context"
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

// Claim reserves (account, key) inside the transaction tx that will also
// make the write. It returns claimed=true when this request owns the key
// and must run; otherwise it returns the stored record to replay.
//
// Two requests with one key never both run: on PostgreSQL the second
// INSERT waits on the first transaction's uncommitted row and, once that
// commits, finds the record; on SQLite the writers are serialised. If the
// first transaction rolls back, its claim vanishes with it and the second
// request runs. A record past its expiry is replaced.
func Claim(ctx context.Context, tx bun.IDB, rec *IdempotencyRecord) (stored *IdempotencyRecord, claimed bool, err error) {
	res, err := tx.NewInsert().Model(rec).On("CONFLICT (account_id, key) DO NOTHING").Exec(ctx)
	if err != nil {
		return nil, false, fmt.Errorf("claim idempotency key: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 1 {
		return nil, true, nil
	}
	stored = new(IdempotencyRecord)
	if err := tx.NewSelect().Model(stored).Where("ir.account_id = ? AND ir.key = ?", rec.AccountID, rec.Key).Scan(ctx); err != nil {
		return nil, false, fmt.Errorf("read idempotency record: %w", err)
	}
	if stored.ExpiresAt.After(rec.CreatedAt.Time) {
		return stored, false, nil
	}
	// Expired: take it over, but only if it is still expired when the
	// update runs; two requests renewing at once must not both win.
	res, err = tx.NewUpdate().Model(rec).WherePK().Where("ir.expires_at <= ?", rec.CreatedAt).Exec(ctx)
	if err != nil {
		return nil, false, fmt.Errorf("renew idempotency record: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 1 {
		return nil, true, nil
	}
	if err := tx.NewSelect().Model(stored).Where("ir.account_id = ? AND ir.key = ?", rec.AccountID, rec.Key).Scan(ctx); err != nil {
		return nil, false, fmt.Errorf("read idempotency record: %w", err)
	}
	return stored, false, nil
}

// Complete stores the response of a claimed key (rec's Status,
// ContentType and Body), in the same transaction.
func Complete(ctx context.Context, tx bun.IDB, rec *IdempotencyRecord) error {
	if _, err := tx.NewUpdate().Model(rec).Column("status", "content_type", "body").WherePK().Exec(ctx); err != nil {
		return fmt.Errorf("store idempotent response: %w", err)
	}
	return nil
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
