DROP TABLE IF EXISTS idempotency_records;
--bun:split
DROP TABLE IF EXISTS offers;
--bun:split
DROP TABLE IF EXISTS trips;
--bun:split
DROP TABLE IF EXISTS user_tiers;
--bun:split
DROP TABLE IF EXISTS api_keys;
--bun:split
DROP TABLE IF EXISTS accounts;
