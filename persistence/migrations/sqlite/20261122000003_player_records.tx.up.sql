-- Same schema as the PostgreSQL migration (uuids and dates TEXT, timestamps
-- fixed-width UTC TEXT, booleans INTEGER).
-- Everything the player actions keep: sessions, machines, bankroll,
-- visits, vouchers, W-2G records, tier history, share links, consents,
-- profiles and follows, activity, notifications, host books and leads,
-- and responsible-gaming limits. Every row belongs to one account.
CREATE TABLE machines (
    id           TEXT PRIMARY KEY,
    account_id   TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    casino_name  TEXT NOT NULL,
    title        TEXT NOT NULL,
    manufacturer TEXT,
    denomination REAL,
    location     TEXT,
    rating       INTEGER,
    favorite     INTEGER NOT NULL DEFAULT 0,
    notes        TEXT,
    created_at   TIMESTAMP NOT NULL,
    updated_at   TIMESTAMP NOT NULL
);
--bun:split
CREATE INDEX machines_account_idx ON machines (account_id, created_at);
--bun:split
CREATE TABLE sessions (
    id               TEXT PRIMARY KEY,
    account_id       TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    trip_id          TEXT REFERENCES trips (id) ON DELETE SET NULL,
    machine_id       TEXT REFERENCES machines (id) ON DELETE SET NULL,
    casino_name      TEXT NOT NULL,
    game_type        TEXT NOT NULL,
    denomination     REAL,
    buy_in           REAL NOT NULL DEFAULT 0,
    cash_out         REAL,
    coin_in          REAL,
    avg_bet          REAL,
    started_at       TIMESTAMP NOT NULL,
    ended_at         TIMESTAMP,
    net_result       REAL,
    duration_minutes INTEGER,
    theo             REAL,
    notes            TEXT,
    created_at       TIMESTAMP NOT NULL,
    updated_at       TIMESTAMP NOT NULL
);
--bun:split
CREATE INDEX sessions_account_idx ON sessions (account_id, started_at);
--bun:split
CREATE INDEX sessions_trip_idx ON sessions (trip_id);
--bun:split
CREATE INDEX sessions_machine_idx ON sessions (machine_id);
--bun:split
CREATE TABLE bankroll_entries (
    id          TEXT PRIMARY KEY,
    account_id  TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    entry_type  TEXT NOT NULL,
    amount      REAL NOT NULL,
    occurred_on TEXT NOT NULL,
    note        TEXT,
    created_at  TIMESTAMP NOT NULL
);
--bun:split
CREATE INDEX bankroll_entries_account_idx ON bankroll_entries (account_id, occurred_on);
--bun:split
CREATE TABLE visits (
    id          TEXT PRIMARY KEY,
    account_id  TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    casino_name TEXT NOT NULL,
    casino_key  TEXT NOT NULL,
    visited_on  TEXT NOT NULL,
    trip_id     TEXT REFERENCES trips (id) ON DELETE SET NULL,
    created_at  TIMESTAMP NOT NULL,
    UNIQUE (account_id, casino_key, visited_on)
);
--bun:split
CREATE TABLE vouchers (
    id           TEXT PRIMARY KEY,
    account_id   TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    casino_name  TEXT NOT NULL,
    amount       REAL NOT NULL,
    issued_on    TEXT,
    expires_on   TEXT,
    ticket_last4 TEXT,
    status       TEXT NOT NULL DEFAULT 'open',
    redeemed_at  TIMESTAMP,
    created_at   TIMESTAMP NOT NULL
);
--bun:split
CREATE INDEX vouchers_account_idx ON vouchers (account_id, expires_on);
--bun:split
CREATE TABLE w2g_records (
    id               TEXT PRIMARY KEY,
    account_id       TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    payer            TEXT NOT NULL,
    date_won         TEXT NOT NULL,
    tax_year         INTEGER NOT NULL,
    game_type        TEXT NOT NULL,
    amount_won       REAL NOT NULL,
    wager            REAL,
    federal_withheld REAL,
    state            TEXT,
    state_withheld   REAL,
    created_at       TIMESTAMP NOT NULL,
    updated_at       TIMESTAMP NOT NULL
);
--bun:split
CREATE INDEX w2g_records_account_idx ON w2g_records (account_id, tax_year, date_won);
--bun:split
CREATE TABLE tier_history (
    id             TEXT PRIMARY KEY,
    account_id     TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    casino_name    TEXT NOT NULL,
    casino_key     TEXT NOT NULL,
    change         TEXT NOT NULL,
    tier           TEXT,
    points_balance REAL,
    recorded_at    TIMESTAMP NOT NULL
);
--bun:split
CREATE INDEX tier_history_account_idx ON tier_history (account_id, casino_key, recorded_at);
--bun:split
CREATE TABLE share_links (
    id            TEXT PRIMARY KEY,
    account_id    TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    token         TEXT NOT NULL UNIQUE,
    resource_type TEXT NOT NULL,
    resource_id   TEXT,
    expires_at    TIMESTAMP NOT NULL,
    revoked_at    TIMESTAMP,
    created_at    TIMESTAMP NOT NULL
);
--bun:split
CREATE INDEX share_links_account_idx ON share_links (account_id, created_at);
--bun:split
-- The consent history; the current state of a consent is its latest event
-- (none: not granted).
CREATE TABLE consent_events (
    id         TEXT PRIMARY KEY,
    account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    consent    TEXT NOT NULL,
    granted    INTEGER NOT NULL,
    changed_at TIMESTAMP NOT NULL
);
--bun:split
CREATE INDEX consent_events_account_idx ON consent_events (account_id, consent, changed_at);
--bun:split
CREATE TABLE profiles (
    account_id   TEXT PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
    handle       TEXT NOT NULL UNIQUE,
    display_name TEXT,
    home_casino  TEXT,
    created_at   TIMESTAMP NOT NULL,
    updated_at   TIMESTAMP NOT NULL
);
--bun:split
CREATE TABLE follows (
    follower_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    followee_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    created_at  TIMESTAMP NOT NULL,
    PRIMARY KEY (follower_id, followee_id)
);
--bun:split
CREATE INDEX follows_followee_idx ON follows (followee_id);
--bun:split
CREATE TABLE activity_events (
    id         TEXT PRIMARY KEY,
    account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    kind       TEXT NOT NULL,
    summary    TEXT NOT NULL,
    ref_id     TEXT,
    created_at TIMESTAMP NOT NULL
);
--bun:split
CREATE INDEX activity_events_account_idx ON activity_events (account_id, created_at);
--bun:split
-- dedupe_key makes producing a notification idempotent (one "offer X
-- expires soon" per offer, however often the check runs).
CREATE TABLE notifications (
    id         TEXT PRIMARY KEY,
    account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    kind       TEXT NOT NULL,
    title      TEXT NOT NULL,
    body       TEXT,
    ref_type   TEXT,
    ref_id     TEXT,
    dedupe_key TEXT NOT NULL,
    read_at    TIMESTAMP,
    created_at TIMESTAMP NOT NULL,
    UNIQUE (account_id, dedupe_key)
);
--bun:split
CREATE INDEX notifications_account_idx ON notifications (account_id, created_at);
--bun:split
CREATE TABLE notification_settings (
    account_id            TEXT PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
    offer_expiring_days   INTEGER NOT NULL,
    tier_expiring_days    INTEGER NOT NULL,
    voucher_expiring_days INTEGER NOT NULL,
    kinds_disabled        TEXT NOT NULL DEFAULT '',
    updated_at            TIMESTAMP NOT NULL
);
--bun:split
CREATE TABLE host_profiles (
    account_id    TEXT PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
    casinos       TEXT NOT NULL DEFAULT '[]',
    bio           TEXT,
    languages     TEXT NOT NULL DEFAULT '[]',
    specialties   TEXT NOT NULL DEFAULT '[]',
    accepting_new INTEGER NOT NULL DEFAULT 1,
    updated_at    TIMESTAMP NOT NULL
);
--bun:split
CREATE TABLE host_connections (
    host_id      TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    player_id    TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    connected_at TIMESTAMP NOT NULL,
    PRIMARY KEY (host_id, player_id)
);
--bun:split
CREATE INDEX host_connections_player_idx ON host_connections (player_id);
--bun:split
CREATE TABLE host_notes (
    id         TEXT PRIMARY KEY,
    host_id    TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    player_id  TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    note       TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL
);
--bun:split
CREATE INDEX host_notes_idx ON host_notes (host_id, player_id, created_at);
--bun:split
-- A player's request to be connected with a host. decision: pending,
-- accepted, declined; status: the host's pipeline stage.
CREATE TABLE leads (
    id         TEXT PRIMARY KEY,
    host_id    TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    player_id  TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    message    TEXT,
    decision   TEXT NOT NULL DEFAULT 'pending',
    status     TEXT NOT NULL DEFAULT 'new',
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL,
    UNIQUE (host_id, player_id)
);
--bun:split
-- Responsible-gaming limits: kind is budget_day, budget_week, budget_month
-- or session_minutes. A loosening waits in pending_amount until
-- pending_effective_at (the cooling-off period).
CREATE TABLE rg_limits (
    account_id           TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    kind                 TEXT NOT NULL,
    amount               REAL NOT NULL,
    pending_amount       REAL,
    pending_effective_at TIMESTAMP,
    updated_at           TIMESTAMP NOT NULL,
    PRIMARY KEY (account_id, kind)
);
