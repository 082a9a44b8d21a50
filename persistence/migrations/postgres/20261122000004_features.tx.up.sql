-- The feature endpoints: tracked tier-match requests, and the content type
-- of a stored idempotent response (the tax reports answer CSV too).
CREATE TABLE tier_match_requests (
    id             uuid PRIMARY KEY,
    account_id     uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    target_program text NOT NULL,
    source_casino  text NOT NULL,
    source_tier    text,
    letter         text NOT NULL,
    status         text NOT NULL DEFAULT 'submitted',
    created_at     timestamptz NOT NULL,
    updated_at     timestamptz NOT NULL
);
--bun:split
CREATE INDEX tier_match_requests_account_idx ON tier_match_requests (account_id, created_at);
--bun:split
ALTER TABLE idempotency_records ADD COLUMN content_type text NOT NULL DEFAULT 'application/json; charset=utf-8';
