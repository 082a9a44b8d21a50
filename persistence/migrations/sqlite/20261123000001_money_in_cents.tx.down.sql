-- Back to dollars in REAL columns under the old names (cents ÷ 100).
CREATE TABLE rg_limits_rebuilt (
    account_id           TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    kind                 TEXT NOT NULL,
    amount               REAL NOT NULL,
    pending_amount       REAL,
    pending_effective_at TIMESTAMP,
    updated_at           TIMESTAMP NOT NULL,
    PRIMARY KEY (account_id, kind)
);
--bun:split
INSERT INTO rg_limits_rebuilt (account_id, kind, amount, pending_amount, pending_effective_at, updated_at)
SELECT account_id, kind,
    CASE WHEN kind = 'session_minutes' THEN CAST(amount AS REAL) ELSE amount / 100.0 END,
    CASE WHEN kind = 'session_minutes' THEN CAST(pending_amount AS REAL) ELSE pending_amount / 100.0 END,
    pending_effective_at, updated_at
FROM rg_limits;
--bun:split
DROP TABLE rg_limits;
--bun:split
ALTER TABLE rg_limits_rebuilt RENAME TO rg_limits;
--bun:split
CREATE TABLE w2g_records_rebuilt (
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
INSERT INTO w2g_records_rebuilt (id, account_id, payer, date_won, tax_year, game_type, amount_won, wager, federal_withheld, state, state_withheld, created_at, updated_at)
SELECT id, account_id, payer, date_won, tax_year, game_type, amount_won_cents / 100.0, wager_cents / 100.0, federal_withheld_cents / 100.0, state, state_withheld_cents / 100.0, created_at, updated_at
FROM w2g_records;
--bun:split
DROP TABLE w2g_records;
--bun:split
ALTER TABLE w2g_records_rebuilt RENAME TO w2g_records;
--bun:split
CREATE INDEX w2g_records_account_idx ON w2g_records (account_id, tax_year, date_won);
--bun:split
CREATE TABLE vouchers_rebuilt (
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
INSERT INTO vouchers_rebuilt (id, account_id, casino_name, amount, issued_on, expires_on, ticket_last4, status, redeemed_at, created_at)
SELECT id, account_id, casino_name, amount_cents / 100.0, issued_on, expires_on, ticket_last4, status, redeemed_at, created_at
FROM vouchers;
--bun:split
DROP TABLE vouchers;
--bun:split
ALTER TABLE vouchers_rebuilt RENAME TO vouchers;
--bun:split
CREATE INDEX vouchers_account_idx ON vouchers (account_id, expires_on);
--bun:split
CREATE TABLE bankroll_entries_rebuilt (
    id          TEXT PRIMARY KEY,
    account_id  TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    entry_type  TEXT NOT NULL,
    amount      REAL NOT NULL,
    occurred_on TEXT NOT NULL,
    note        TEXT,
    created_at  TIMESTAMP NOT NULL
);
--bun:split
INSERT INTO bankroll_entries_rebuilt (id, account_id, entry_type, amount, occurred_on, note, created_at)
SELECT id, account_id, entry_type, amount_cents / 100.0, occurred_on, note, created_at
FROM bankroll_entries;
--bun:split
DROP TABLE bankroll_entries;
--bun:split
ALTER TABLE bankroll_entries_rebuilt RENAME TO bankroll_entries;
--bun:split
CREATE INDEX bankroll_entries_account_idx ON bankroll_entries (account_id, occurred_on);
--bun:split
ALTER TABLE sessions ADD COLUMN denomination REAL;
--bun:split
ALTER TABLE sessions ADD COLUMN buy_in REAL NOT NULL DEFAULT 0;
--bun:split
ALTER TABLE sessions ADD COLUMN cash_out REAL;
--bun:split
ALTER TABLE sessions ADD COLUMN coin_in REAL;
--bun:split
ALTER TABLE sessions ADD COLUMN avg_bet REAL;
--bun:split
ALTER TABLE sessions ADD COLUMN net_result REAL;
--bun:split
ALTER TABLE sessions ADD COLUMN theo REAL;
--bun:split
UPDATE sessions SET
    denomination = denomination_cents / 100.0,
    buy_in = buy_in_cents / 100.0,
    cash_out = cash_out_cents / 100.0,
    coin_in = coin_in_cents / 100.0,
    avg_bet = avg_bet_cents / 100.0,
    net_result = net_result_cents / 100.0,
    theo = theo_cents / 100.0;
--bun:split
ALTER TABLE sessions DROP COLUMN denomination_cents;
--bun:split
ALTER TABLE sessions DROP COLUMN buy_in_cents;
--bun:split
ALTER TABLE sessions DROP COLUMN cash_out_cents;
--bun:split
ALTER TABLE sessions DROP COLUMN coin_in_cents;
--bun:split
ALTER TABLE sessions DROP COLUMN avg_bet_cents;
--bun:split
ALTER TABLE sessions DROP COLUMN net_result_cents;
--bun:split
ALTER TABLE sessions DROP COLUMN theo_cents;
--bun:split
ALTER TABLE machines ADD COLUMN denomination REAL;
--bun:split
UPDATE machines SET
    denomination = denomination_cents / 100.0;
--bun:split
ALTER TABLE machines DROP COLUMN denomination_cents;
--bun:split
ALTER TABLE offers ADD COLUMN value REAL;
--bun:split
UPDATE offers SET
    value = value_cents / 100.0;
--bun:split
ALTER TABLE offers DROP COLUMN value_cents;
--bun:split
ALTER TABLE trips ADD COLUMN coin_in REAL;
--bun:split
UPDATE trips SET
    coin_in = coin_in_cents / 100.0;
--bun:split
ALTER TABLE trips DROP COLUMN coin_in_cents;
--bun:split
ALTER TABLE user_tiers ADD COLUMN ytd_coin_in REAL NOT NULL DEFAULT 0;
--bun:split
ALTER TABLE user_tiers ADD COLUMN ytd_theo REAL NOT NULL DEFAULT 0;
--bun:split
UPDATE user_tiers SET
    ytd_coin_in = ytd_coin_in_cents / 100.0,
    ytd_theo = ytd_theo_cents / 100.0;
--bun:split
ALTER TABLE user_tiers DROP COLUMN ytd_coin_in_cents;
--bun:split
ALTER TABLE user_tiers DROP COLUMN ytd_theo_cents;
