-- Everything the player actions keep: sessions, machines, bankroll,
-- visits, vouchers, W-2G records, tier history, share links, consents,
-- profiles and follows, activity, notifications, host books and leads,
-- and responsible-gaming limits. Every row belongs to one account.
CREATE TABLE machines (
    id           uuid PRIMARY KEY,
    account_id   uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    casino_name  text NOT NULL,
    title        text NOT NULL,
    manufacturer text,
    denomination double precision,
    location     text,
    rating       integer,
    favorite     boolean NOT NULL DEFAULT false,
    notes        text,
    created_at   timestamptz NOT NULL,
    updated_at   timestamptz NOT NULL
);
--bun:split
CREATE INDEX machines_account_idx ON machines (account_id, created_at);
--bun:split
CREATE TABLE sessions (
    id               uuid PRIMARY KEY,
    account_id       uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    trip_id          uuid REFERENCES trips (id) ON DELETE SET NULL,
    machine_id       uuid REFERENCES machines (id) ON DELETE SET NULL,
    casino_name      text NOT NULL,
    game_type        text NOT NULL,
    denomination     double precision,
    buy_in           double precision NOT NULL DEFAULT 0,
    cash_out         double precision,
    coin_in          double precision,
    avg_bet          double precision,
    started_at       timestamptz NOT NULL,
    ended_at         timestamptz,
    net_result       double precision,
    duration_minutes integer,
    theo             double precision,
    notes            text,
    created_at       timestamptz NOT NULL,
    updated_at       timestamptz NOT NULL
);
--bun:split
CREATE INDEX sessions_account_idx ON sessions (account_id, started_at);
--bun:split
CREATE INDEX sessions_trip_idx ON sessions (trip_id);
--bun:split
CREATE INDEX sessions_machine_idx ON sessions (machine_id);
--bun:split
CREATE TABLE bankroll_entries (
    id          uuid PRIMARY KEY,
    account_id  uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    entry_type  text NOT NULL,
    amount      double precision NOT NULL,
    occurred_on date NOT NULL,
    note        text,
    created_at  timestamptz NOT NULL
);
--bun:split
CREATE INDEX bankroll_entries_account_idx ON bankroll_entries (account_id, occurred_on);
--bun:split
CREATE TABLE visits (
    id          uuid PRIMARY KEY,
    account_id  uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    casino_name text NOT NULL,
    casino_key  text NOT NULL,
    visited_on  date NOT NULL,
    trip_id     uuid REFERENCES trips (id) ON DELETE SET NULL,
    created_at  timestamptz NOT NULL,
    UNIQUE (account_id, casino_key, visited_on)
);
--bun:split
CREATE TABLE vouchers (
    id           uuid PRIMARY KEY,
    account_id   uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    casino_name  text NOT NULL,
    amount       double precision NOT NULL,
    issued_on    date,
    expires_on   date,
    ticket_last4 text,
    status       text NOT NULL DEFAULT 'open',
    redeemed_at  timestamptz,
    created_at   timestamptz NOT NULL
);
--bun:split
CREATE INDEX vouchers_account_idx ON vouchers (account_id, expires_on);
--bun:split
CREATE TABLE w2g_records (
    id               uuid PRIMARY KEY,
    account_id       uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    payer            text NOT NULL,
    date_won         date NOT NULL,
    tax_year         integer NOT NULL,
    game_type        text NOT NULL,
    amount_won       double precision NOT NULL,
    wager            double precision,
    federal_withheld double precision,
    state            text,
    state_withheld   double precision,
    created_at       timestamptz NOT NULL,
    updated_at       timestamptz NOT NULL
);
--bun:split
CREATE INDEX w2g_records_account_idx ON w2g_records (account_id, tax_year, date_won);
--bun:split
CREATE TABLE tier_history (
    id             uuid PRIMARY KEY,
    account_id     uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    casino_name    text NOT NULL,
    casino_key     text NOT NULL,
    change         text NOT NULL,
    tier           text,
    points_balance double precision,
    recorded_at    timestamptz NOT NULL
);
--bun:split
CREATE INDEX tier_history_account_idx ON tier_history (account_id, casino_key, recorded_at);
--bun:split
CREATE TABLE share_links (
    id            uuid PRIMARY KEY,
    account_id    uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    token         text NOT NULL UNIQUE,
    resource_type text NOT NULL,
    resource_id   uuid,
    expires_at    timestamptz NOT NULL,
    revoked_at    timestamptz,
    created_at    timestamptz NOT NULL
);
--bun:split
CREATE INDEX share_links_account_idx ON share_links (account_id, created_at);
--bun:split
-- The consent history; the current state of a consent is its latest event
-- (none: not granted).
CREATE TABLE consent_events (
    id         uuid PRIMARY KEY,
    account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    consent    text NOT NULL,
    granted    boolean NOT NULL,
    changed_at timestamptz NOT NULL
);
--bun:split
CREATE INDEX consent_events_account_idx ON consent_events (account_id, consent, changed_at);
--bun:split
CREATE TABLE profiles (
    account_id   uuid PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
    handle       text NOT NULL UNIQUE,
    display_name text,
    home_casino  text,
    created_at   timestamptz NOT NULL,
    updated_at   timestamptz NOT NULL
);
--bun:split
CREATE TABLE follows (
    follower_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    followee_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    created_at  timestamptz NOT NULL,
    PRIMARY KEY (follower_id, followee_id)
);
--bun:split
CREATE INDEX follows_followee_idx ON follows (followee_id);
--bun:split
CREATE TABLE activity_events (
    id         uuid PRIMARY KEY,
    account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    kind       text NOT NULL,
    summary    text NOT NULL,
    ref_id     uuid,
    created_at timestamptz NOT NULL
);
--bun:split
CREATE INDEX activity_events_account_idx ON activity_events (account_id, created_at);
--bun:split
-- dedupe_key makes producing a notification idempotent (one "offer X
-- expires soon" per offer, however often the check runs).
CREATE TABLE notifications (
    id         uuid PRIMARY KEY,
    account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    kind       text NOT NULL,
    title      text NOT NULL,
    body       text,
    ref_type   text,
    ref_id     uuid,
    dedupe_key text NOT NULL,
    read_at    timestamptz,
    created_at timestamptz NOT NULL,
    UNIQUE (account_id, dedupe_key)
);
--bun:split
CREATE INDEX notifications_account_idx ON notifications (account_id, created_at);
--bun:split
CREATE TABLE notification_settings (
    account_id            uuid PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
    offer_expiring_days   integer NOT NULL,
    tier_expiring_days    integer NOT NULL,
    voucher_expiring_days integer NOT NULL,
    kinds_disabled        text NOT NULL DEFAULT '',
    updated_at            timestamptz NOT NULL
);
--bun:split
CREATE TABLE host_profiles (
    account_id    uuid PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
    casinos       text NOT NULL DEFAULT '[]',
    bio           text,
    languages     text NOT NULL DEFAULT '[]',
    specialties   text NOT NULL DEFAULT '[]',
    accepting_new boolean NOT NULL DEFAULT true,
    updated_at    timestamptz NOT NULL
);
--bun:split
CREATE TABLE host_connections (
    host_id      uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    player_id    uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    connected_at timestamptz NOT NULL,
    PRIMARY KEY (host_id, player_id)
);
--bun:split
CREATE INDEX host_connections_player_idx ON host_connections (player_id);
--bun:split
CREATE TABLE host_notes (
    id         uuid PRIMARY KEY,
    host_id    uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    player_id  uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    note       text NOT NULL,
    created_at timestamptz NOT NULL
);
--bun:split
CREATE INDEX host_notes_idx ON host_notes (host_id, player_id, created_at);
--bun:split
-- A player's request to be connected with a host. decision: pending,
-- accepted, declined; status: the host's pipeline stage.
CREATE TABLE leads (
    id         uuid PRIMARY KEY,
    host_id    uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    player_id  uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    message    text,
    decision   text NOT NULL DEFAULT 'pending',
    status     text NOT NULL DEFAULT 'new',
    created_at timestamptz NOT NULL,
    updated_at timestamptz NOT NULL,
    UNIQUE (host_id, player_id)
);
--bun:split
-- Responsible-gaming limits: kind is budget_day, budget_week, budget_month
-- or session_minutes. A loosening waits in pending_amount until
-- pending_effective_at (the cooling-off period).
CREATE TABLE rg_limits (
    account_id           uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    kind                 text NOT NULL,
    amount               double precision NOT NULL,
    pending_amount       double precision,
    pending_effective_at timestamptz,
    updated_at           timestamptz NOT NULL,
    PRIMARY KEY (account_id, kind)
);
