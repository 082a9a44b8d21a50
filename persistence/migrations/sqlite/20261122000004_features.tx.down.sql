ALTER TABLE idempotency_records DROP COLUMN content_type;
--bun:split
DROP TABLE IF EXISTS tier_match_requests;
