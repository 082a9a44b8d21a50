-- Accounts, their API keys, the account resources the API reads (tiers,
-- trips, offers) and the idempotency records of write requests.
CREATE TABLE accounts (
    id         uuid PRIMARY KEY,
    email      text NOT NULL,
    name       text,
    role       text NOT NULL CHECK (role IN ('player', 'host', 'admin')),
    created_at timestamptz NOT NULL
);
--bun:split
-- Email is unique ignoring case: Ann@x.com and ann@x.com are one account.
CREATE UNIQUE INDEX accounts_email_idx ON accounts (lower(email));
--bun:split
-- Keys are stored as the SHA-256 of the secret; the secret itself is never kept.
CREATE TABLE api_keys (
    id           uuid PRIMARY KEY,
    account_id   uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    name         text NOT NULL,
    prefix       text NOT NULL,
    secret_hash  bytea NOT NULL UNIQUE,
    scopes       text NOT NULL,
    created_at   timestamptz NOT NULL,
    last_used_at timestamptz,
    expires_at   timestamptz,
    revoked_at   timestamptz
);
--bun:split
CREATE INDEX api_keys_account_idx ON api_keys (account_id, created_at);
--bun:split
CREATE TABLE user_tiers (
    id              uuid PRIMARY KEY,
    account_id      uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    casino_name     text NOT NULL,
    casino_key      text NOT NULL,
    tier            text NOT NULL,
    points_balance  double precision NOT NULL DEFAULT 0,
    points_needed   double precision NOT NULL DEFAULT 0,
    tier_expires_at date,
    ytd_coin_in     double precision NOT NULL DEFAULT 0,
    ytd_theo        double precision NOT NULL DEFAULT 0,
    created_at      timestamptz NOT NULL,
    updated_at      timestamptz NOT NULL,
    UNIQUE (account_id, casino_key)
);
--bun:split
CREATE TABLE trips (
    id          uuid PRIMARY KEY,
    account_id  uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    casino_name text NOT NULL,
    property    text,
    start_date  date,
    end_date    date,
    coin_in     double precision,
    notes       text,
    created_at  timestamptz NOT NULL,
    updated_at  timestamptz NOT NULL
);
--bun:split
CREATE INDEX trips_account_idx ON trips (account_id, start_date, created_at);
--bun:split
CREATE TABLE offers (
    id              uuid PRIMARY KEY,
    account_id      uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    casino_name     text NOT NULL,
    offer_type      text,
    value           double precision,
    status          text NOT NULL DEFAULT 'available',
    expiration_date date,
    code            text,
    description     text,
    created_at      timestamptz NOT NULL,
    updated_at      timestamptz NOT NULL
);
--bun:split
CREATE INDEX offers_account_idx ON offers (account_id, expiration_date);
--bun:split
-- One row per (account, Idempotency-Key): written in the same transaction
-- as the change it guards, so a crash leaves neither.
CREATE TABLE idempotency_records (
    account_id  uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    key         uuid NOT NULL,
    fingerprint text NOT NULL,
    status      integer NOT NULL DEFAULT 0,
    body        bytea,
    created_at  timestamptz NOT NULL,
    expires_at  timestamptz NOT NULL,
    PRIMARY KEY (account_id, key)
);
--bun:split
CREATE INDEX idempotency_records_expires_idx ON idempotency_records (expires_at);
