-- Same change as the PostgreSQL migration: money as whole cents in INTEGER
-- columns named *_cents. round(x * 100) rounds half away from zero with
-- the same double arithmetic as the PostgreSQL side. A column that is
-- nullable or has a default is added, filled and the old one dropped
-- (ALTER TABLE keeps every other column, index and foreign key, and
-- never deletes a row, so the ON DELETE actions of sessions and visits
-- never fire). The four tables whose amount is NOT NULL without a
-- default are rebuilt instead, so the column keeps exactly that
-- constraint; no foreign key points at them.
ALTER TABLE user_tiers ADD COLUMN ytd_coin_in_cents INTEGER NOT NULL DEFAULT 0;
--bun:split
ALTER TABLE user_tiers ADD COLUMN ytd_theo_cents INTEGER NOT NULL DEFAULT 0;
--bun:split
UPDATE user_tiers SET
    ytd_coin_in_cents = CAST(round(ytd_coin_in * 100) AS INTEGER),
    ytd_theo_cents = CAST(round(ytd_theo * 100) AS INTEGER);
--bun:split
ALTER TABLE user_tiers DROP COLUMN ytd_coin_in;
--bun:split
ALTER TABLE user_tiers DROP COLUMN ytd_theo;
--bun:split
ALTER TABLE trips ADD COLUMN coin_in_cents INTEGER;
--bun:split
UPDATE trips SET
    coin_in_cents = CAST(round(coin_in * 100) AS INTEGER);
--bun:split
ALTER TABLE trips DROP COLUMN coin_in;
--bun:split
ALTER TABLE offers ADD COLUMN value_cents INTEGER;
--bun:split
UPDATE offers SET
    value_cents = CAST(round(value * 100) AS INTEGER);
--bun:split
ALTER TABLE offers DROP COLUMN value;
--bun:split
ALTER TABLE machines ADD COLUMN denomination_cents INTEGER;
--bun:split
UPDATE machines SET
    denomination_cents = CAST(round(denomination * 100) AS INTEGER);
--bun:split
ALTER TABLE machines DROP COLUMN denomination;
--bun:split
ALTER TABLE sessions ADD COLUMN denomination_cents INTEGER;
--bun:split
ALTER TABLE sessions ADD COLUMN buy_in_cents INTEGER NOT NULL DEFAULT 0;
--bun:split
ALTER TABLE sessions ADD COLUMN cash_out_cents INTEGER;
--bun:split
ALTER TABLE sessions ADD COLUMN coin_in_cents INTEGER;
--bun:split
ALTER TABLE sessions ADD COLUMN avg_bet_cents INTEGER;
--bun:split
ALTER TABLE sessions ADD COLUMN net_result_cents INTEGER;
--bun:split
ALTER TABLE sessions ADD COLUMN theo_cents INTEGER;
--bun:split
UPDATE sessions SET
    denomination_cents = CAST(round(denomination * 100) AS INTEGER),
    buy_in_cents = CAST(round(buy_in * 100) AS INTEGER),
    cash_out_cents = CAST(round(cash_out * 100) AS INTEGER),
    coin_in_cents = CAST(round(coin_in * 100) AS INTEGER),
    avg_bet_cents = CAST(round(avg_bet * 100) AS INTEGER),
    net_result_cents = CAST(round(net_result * 100) AS INTEGER),
    theo_cents = CAST(round(theo * 100) AS INTEGER);
--bun:split
ALTER TABLE sessions DROP COLUMN denomination;
--bun:split
ALTER TABLE sessions DROP COLUMN buy_in;
--bun:split
ALTER TABLE sessions DROP COLUMN cash_out;
--bun:split
ALTER TABLE sessions DROP COLUMN coin_in;
--bun:split
ALTER TABLE sessions DROP COLUMN avg_bet;
--bun:split
ALTER TABLE sessions DROP COLUMN net_result;
--bun:split
ALTER TABLE sessions DROP COLUMN theo;
--bun:split
CREATE TABLE bankroll_entries_rebuilt (
    id           TEXT PRIMARY KEY,
    account_id   TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    entry_type   TEXT NOT NULL,
    amount_cents INTEGER NOT NULL,
    occurred_on  TEXT NOT NULL,
    note         TEXT,
    created_at   TIMESTAMP NOT NULL
);
--bun:split
INSERT INTO bankroll_entries_rebuilt (id, account_id, entry_type, amount_cents, occurred_on, note, created_at)
SELECT id, account_id, entry_type, CAST(round(amount * 100) AS INTEGER), occurred_on, note, created_at
FROM bankroll_entries;
--bun:split
DROP TABLE bankroll_entries;
--bun:split
ALTER TABLE bankroll_entries_rebuilt RENAME TO bankroll_entries;
--bun:split
CREATE INDEX bankroll_entries_account_idx ON bankroll_entries (account_id, occurred_on);
--bun:split
CREATE TABLE vouchers_rebuilt (
    id           TEXT PRIMARY KEY,
    account_id   TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    casino_name  TEXT NOT NULL,
    amount_cents INTEGER NOT NULL,
    issued_on    TEXT,
    expires_on   TEXT,
    ticket_last4 TEXT,
    status       TEXT NOT NULL DEFAULT 'open',
    redeemed_at  TIMESTAMP,
    created_at   TIMESTAMP NOT NULL
);
--bun:split
INSERT INTO vouchers_rebuilt (id, account_id, casino_name, amount_cents, issued_on, expires_on, ticket_last4, status, redeemed_at, created_at)
SELECT id, account_id, casino_name, CAST(round(amount * 100) AS INTEGER), issued_on, expires_on, ticket_last4, status, redeemed_at, created_at
FROM vouchers;
--bun:split
DROP TABLE vouchers;
--bun:split
ALTER TABLE vouchers_rebuilt RENAME TO vouchers;
--bun:split
CREATE INDEX vouchers_account_idx ON vouchers (account_id, expires_on);
--bun:split
CREATE TABLE w2g_records_rebuilt (
    id                     TEXT PRIMARY KEY,
    account_id             TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    payer                  TEXT NOT NULL,
    date_won               TEXT NOT NULL,
    tax_year               INTEGER NOT NULL,
    game_type              TEXT NOT NULL,
    amount_won_cents       INTEGER NOT NULL,
    wager_cents            INTEGER,
    federal_withheld_cents INTEGER,
    state                  TEXT,
    state_withheld_cents   INTEGER,
    created_at             TIMESTAMP NOT NULL,
    updated_at             TIMESTAMP NOT NULL
);
--bun:split
INSERT INTO w2g_records_rebuilt (id, account_id, payer, date_won, tax_year, game_type, amount_won_cents, wager_cents, federal_withheld_cents, state, state_withheld_cents, created_at, updated_at)
SELECT id, account_id, payer, date_won, tax_year, game_type, CAST(round(amount_won * 100) AS INTEGER), CAST(round(wager * 100) AS INTEGER), CAST(round(federal_withheld * 100) AS INTEGER), state, CAST(round(state_withheld * 100) AS INTEGER), created_at, updated_at
FROM w2g_records;
--bun:split
DROP TABLE w2g_records;
--bun:split
ALTER TABLE w2g_records_rebuilt RENAME TO w2g_records;
--bun:split
CREATE INDEX w2g_records_account_idx ON w2g_records (account_id, tax_year, date_won);
--bun:split
CREATE TABLE rg_limits_rebuilt (
    account_id           TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    kind                 TEXT NOT NULL,
    amount               INTEGER NOT NULL,
    pending_amount       INTEGER,
    pending_effective_at TIMESTAMP,
    updated_at           TIMESTAMP NOT NULL,
    PRIMARY KEY (account_id, kind)
);
--bun:split
INSERT INTO rg_limits_rebuilt (account_id, kind, amount, pending_amount, pending_effective_at, updated_at)
SELECT account_id, kind,
    CAST(round(CASE WHEN kind = 'session_minutes' THEN amount ELSE amount * 100 END) AS INTEGER),
    CAST(round(CASE WHEN kind = 'session_minutes' THEN pending_amount ELSE pending_amount * 100 END) AS INTEGER),
    pending_effective_at, updated_at
FROM rg_limits;
--bun:split
DROP TABLE rg_limits;
--bun:split
ALTER TABLE rg_limits_rebuilt RENAME TO rg_limits;
