-- Same schema as the PostgreSQL migration (uuids and dates as TEXT,
-- timestamps as fixed-width UTC TEXT, see tierline.Timestamp).
-- Accounts, their API keys, the account resources the API reads (tiers,
-- trips, offers) and the idempotency records of write requests.
CREATE TABLE accounts (
    id         TEXT PRIMARY KEY,
    email      TEXT NOT NULL,
    name       TEXT,
    role       TEXT NOT NULL CHECK (role IN ('player', 'host', 'admin')),
    created_at TIMESTAMP NOT NULL
);
--bun:split
-- Email is unique ignoring case: Ann@x.com and ann@x.com are one account.
CREATE UNIQUE INDEX accounts_email_idx ON accounts (lower(email));
--bun:split
-- Keys are stored as the SHA-256 of the secret; the secret itself is never kept.
CREATE TABLE api_keys (
    id           TEXT PRIMARY KEY,
    account_id   TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    name         TEXT NOT NULL,
    prefix       TEXT NOT NULL,
    secret_hash  BLOB NOT NULL UNIQUE,
    scopes       TEXT NOT NULL,
    created_at   TIMESTAMP NOT NULL,
    last_used_at TIMESTAMP,
    expires_at   TIMESTAMP,
    revoked_at   TIMESTAMP
);
--bun:split
CREATE INDEX api_keys_account_idx ON api_keys (account_id, created_at);
--bun:split
CREATE TABLE user_tiers (
    id              TEXT PRIMARY KEY,
    account_id      TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    casino_name     TEXT NOT NULL,
    casino_key      TEXT NOT NULL,
    tier            TEXT NOT NULL,
    points_balance  REAL NOT NULL DEFAULT 0,
    points_needed   REAL NOT NULL DEFAULT 0,
    tier_expires_at TEXT,
    ytd_coin_in     REAL NOT NULL DEFAULT 0,
    ytd_theo        REAL NOT NULL DEFAULT 0,
    created_at      TIMESTAMP NOT NULL,
    updated_at      TIMESTAMP NOT NULL,
    UNIQUE (account_id, casino_key)
);
--bun:split
CREATE TABLE trips (
    id          TEXT PRIMARY KEY,
    account_id  TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    casino_name TEXT NOT NULL,
    property    TEXT,
    start_date  TEXT,
    end_date    TEXT,
    coin_in     REAL,
    notes       TEXT,
    created_at  TIMESTAMP NOT NULL,
    updated_at  TIMESTAMP NOT NULL
);
--bun:split
CREATE INDEX trips_account_idx ON trips (account_id, start_date, created_at);
--bun:split
CREATE TABLE offers (
    id              TEXT PRIMARY KEY,
    account_id      TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    casino_name     TEXT NOT NULL,
    offer_type      TEXT,
    value           REAL,
    status          TEXT NOT NULL DEFAULT 'available',
    expiration_date TEXT,
    code            TEXT,
    description     TEXT,
    created_at      TIMESTAMP NOT NULL,
    updated_at      TIMESTAMP NOT NULL
);
--bun:split
CREATE INDEX offers_account_idx ON offers (account_id, expiration_date);
--bun:split
-- One row per (account, Idempotency-Key): written in the same transaction
-- as the change it guards, so a crash leaves neither.
CREATE TABLE idempotency_records (
    account_id  TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    key         TEXT NOT NULL,
    fingerprint TEXT NOT NULL,
    status      INTEGER NOT NULL DEFAULT 0,
    body        BLOB,
    created_at  TIMESTAMP NOT NULL,
    expires_at  TIMESTAMP NOT NULL,
    PRIMARY KEY (account_id, key)
);
--bun:split
CREATE INDEX idempotency_records_expires_idx ON idempotency_records (expires_at);
