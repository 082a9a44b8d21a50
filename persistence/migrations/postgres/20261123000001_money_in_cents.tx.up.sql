-- Money is kept exactly: whole cents in bigint columns named *_cents,
-- instead of dollars in double precision. Each amount becomes
-- round(amount × 100), half away from zero, written as
-- trunc(x * 100 + sign(x) * 0.5): the same double arithmetic as SQLite's
-- round(), so both stores convert a row alike. The service has kept
-- amounts to the cent since they were first stored, so nothing is lost;
-- theo, an estimate stored as computed, is rounded to the cent.
--
-- rg_limits keeps its column names: amount and pending_amount are in the
-- limit's own unit, now whole cents for budget_day, budget_week and
-- budget_month, and whole minutes (as before) for session_minutes.
--
-- Points (points_balance, points_needed), the directory's
-- qualification_amount (points or dollars, see qualification_unit) and
-- coordinates are not money and stay double precision.
ALTER TABLE user_tiers
    ALTER COLUMN ytd_coin_in DROP DEFAULT,
    ALTER COLUMN ytd_coin_in TYPE bigint USING trunc(ytd_coin_in * 100 + sign(ytd_coin_in) * 0.5)::bigint,
    ALTER COLUMN ytd_coin_in SET DEFAULT 0,
    ALTER COLUMN ytd_theo DROP DEFAULT,
    ALTER COLUMN ytd_theo TYPE bigint USING trunc(ytd_theo * 100 + sign(ytd_theo) * 0.5)::bigint,
    ALTER COLUMN ytd_theo SET DEFAULT 0;
--bun:split
ALTER TABLE user_tiers RENAME COLUMN ytd_coin_in TO ytd_coin_in_cents;
--bun:split
ALTER TABLE user_tiers RENAME COLUMN ytd_theo TO ytd_theo_cents;
--bun:split
ALTER TABLE trips
    ALTER COLUMN coin_in TYPE bigint USING trunc(coin_in * 100 + sign(coin_in) * 0.5)::bigint;
--bun:split
ALTER TABLE trips RENAME COLUMN coin_in TO coin_in_cents;
--bun:split
ALTER TABLE offers
    ALTER COLUMN value TYPE bigint USING trunc(value * 100 + sign(value) * 0.5)::bigint;
--bun:split
ALTER TABLE offers RENAME COLUMN value TO value_cents;
--bun:split
ALTER TABLE machines
    ALTER COLUMN denomination TYPE bigint USING trunc(denomination * 100 + sign(denomination) * 0.5)::bigint;
--bun:split
ALTER TABLE machines RENAME COLUMN denomination TO denomination_cents;
--bun:split
ALTER TABLE sessions
    ALTER COLUMN denomination TYPE bigint USING trunc(denomination * 100 + sign(denomination) * 0.5)::bigint,
    ALTER COLUMN buy_in DROP DEFAULT,
    ALTER COLUMN buy_in TYPE bigint USING trunc(buy_in * 100 + sign(buy_in) * 0.5)::bigint,
    ALTER COLUMN buy_in SET DEFAULT 0,
    ALTER COLUMN cash_out TYPE bigint USING trunc(cash_out * 100 + sign(cash_out) * 0.5)::bigint,
    ALTER COLUMN coin_in TYPE bigint USING trunc(coin_in * 100 + sign(coin_in) * 0.5)::bigint,
    ALTER COLUMN avg_bet TYPE bigint USING trunc(avg_bet * 100 + sign(avg_bet) * 0.5)::bigint,
    ALTER COLUMN net_result TYPE bigint USING trunc(net_result * 100 + sign(net_result) * 0.5)::bigint,
    ALTER COLUMN theo TYPE bigint USING trunc(theo * 100 + sign(theo) * 0.5)::bigint;
--bun:split
ALTER TABLE sessions RENAME COLUMN denomination TO denomination_cents;
--bun:split
ALTER TABLE sessions RENAME COLUMN buy_in TO buy_in_cents;
--bun:split
ALTER TABLE sessions RENAME COLUMN cash_out TO cash_out_cents;
--bun:split
ALTER TABLE sessions RENAME COLUMN coin_in TO coin_in_cents;
--bun:split
ALTER TABLE sessions RENAME COLUMN avg_bet TO avg_bet_cents;
--bun:split
ALTER TABLE sessions RENAME COLUMN net_result TO net_result_cents;
--bun:split
ALTER TABLE sessions RENAME COLUMN theo TO theo_cents;
--bun:split
ALTER TABLE bankroll_entries
    ALTER COLUMN amount TYPE bigint USING trunc(amount * 100 + sign(amount) * 0.5)::bigint;
--bun:split
ALTER TABLE bankroll_entries RENAME COLUMN amount TO amount_cents;
--bun:split
ALTER TABLE vouchers
    ALTER COLUMN amount TYPE bigint USING trunc(amount * 100 + sign(amount) * 0.5)::bigint;
--bun:split
ALTER TABLE vouchers RENAME COLUMN amount TO amount_cents;
--bun:split
ALTER TABLE w2g_records
    ALTER COLUMN amount_won TYPE bigint USING trunc(amount_won * 100 + sign(amount_won) * 0.5)::bigint,
    ALTER COLUMN wager TYPE bigint USING trunc(wager * 100 + sign(wager) * 0.5)::bigint,
    ALTER COLUMN federal_withheld TYPE bigint USING trunc(federal_withheld * 100 + sign(federal_withheld) * 0.5)::bigint,
    ALTER COLUMN state_withheld TYPE bigint USING trunc(state_withheld * 100 + sign(state_withheld) * 0.5)::bigint;
--bun:split
ALTER TABLE w2g_records RENAME COLUMN amount_won TO amount_won_cents;
--bun:split
ALTER TABLE w2g_records RENAME COLUMN wager TO wager_cents;
--bun:split
ALTER TABLE w2g_records RENAME COLUMN federal_withheld TO federal_withheld_cents;
--bun:split
ALTER TABLE w2g_records RENAME COLUMN state_withheld TO state_withheld_cents;
--bun:split
ALTER TABLE rg_limits
    ALTER COLUMN amount TYPE bigint USING (CASE WHEN kind = 'session_minutes'
        THEN trunc(amount + sign(amount) * 0.5)
        ELSE trunc(amount * 100 + sign(amount) * 0.5) END)::bigint,
    ALTER COLUMN pending_amount TYPE bigint USING (CASE WHEN kind = 'session_minutes'
        THEN trunc(pending_amount + sign(pending_amount) * 0.5)
        ELSE trunc(pending_amount * 100 + sign(pending_amount) * 0.5) END)::bigint;
