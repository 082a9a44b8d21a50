-- Same schema as the PostgreSQL migration.
CREATE TABLE tier_match_requests (
    id             TEXT PRIMARY KEY,
    account_id     TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    target_program TEXT NOT NULL,
    source_casino  TEXT NOT NULL,
    source_tier    TEXT,
    letter         TEXT NOT NULL,
    status         TEXT NOT NULL DEFAULT 'submitted',
    created_at     TIMESTAMP NOT NULL,
    updated_at     TIMESTAMP NOT NULL
);
--bun:split
CREATE INDEX tier_match_requests_account_idx ON tier_match_requests (account_id, created_at);
--bun:split
ALTER TABLE idempotency_records ADD COLUMN content_type TEXT NOT NULL DEFAULT 'application/json; charset=utf-8';
