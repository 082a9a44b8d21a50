-- Back to dollars in double precision under the old names: cents ÷ 100
-- is the nearest double to the amount, which is what the columns held.
ALTER TABLE rg_limits
    ALTER COLUMN amount TYPE double precision USING CASE WHEN kind = 'session_minutes'
        THEN amount ELSE amount / 100.0 END,
    ALTER COLUMN pending_amount TYPE double precision USING CASE WHEN kind = 'session_minutes'
        THEN pending_amount ELSE pending_amount / 100.0 END;
--bun:split
ALTER TABLE w2g_records RENAME COLUMN amount_won_cents TO amount_won;
--bun:split
ALTER TABLE w2g_records RENAME COLUMN wager_cents TO wager;
--bun:split
ALTER TABLE w2g_records RENAME COLUMN federal_withheld_cents TO federal_withheld;
--bun:split
ALTER TABLE w2g_records RENAME COLUMN state_withheld_cents TO state_withheld;
--bun:split
ALTER TABLE w2g_records
    ALTER COLUMN amount_won TYPE double precision USING amount_won / 100.0,
    ALTER COLUMN wager TYPE double precision USING wager / 100.0,
    ALTER COLUMN federal_withheld TYPE double precision USING federal_withheld / 100.0,
    ALTER COLUMN state_withheld TYPE double precision USING state_withheld / 100.0;
--bun:split
ALTER TABLE vouchers RENAME COLUMN amount_cents TO amount;
--bun:split
ALTER TABLE vouchers ALTER COLUMN amount TYPE double precision USING amount / 100.0;
--bun:split
ALTER TABLE bankroll_entries RENAME COLUMN amount_cents TO amount;
--bun:split
ALTER TABLE bankroll_entries ALTER COLUMN amount TYPE double precision USING amount / 100.0;
--bun:split
ALTER TABLE sessions RENAME COLUMN denomination_cents TO denomination;
--bun:split
ALTER TABLE sessions RENAME COLUMN buy_in_cents TO buy_in;
--bun:split
ALTER TABLE sessions RENAME COLUMN cash_out_cents TO cash_out;
--bun:split
ALTER TABLE sessions RENAME COLUMN coin_in_cents TO coin_in;
--bun:split
ALTER TABLE sessions RENAME COLUMN avg_bet_cents TO avg_bet;
--bun:split
ALTER TABLE sessions RENAME COLUMN net_result_cents TO net_result;
--bun:split
ALTER TABLE sessions RENAME COLUMN theo_cents TO theo;
--bun:split
ALTER TABLE sessions
    ALTER COLUMN denomination TYPE double precision USING denomination / 100.0,
    ALTER COLUMN buy_in DROP DEFAULT,
    ALTER COLUMN buy_in TYPE double precision USING buy_in / 100.0,
    ALTER COLUMN buy_in SET DEFAULT 0,
    ALTER COLUMN cash_out TYPE double precision USING cash_out / 100.0,
    ALTER COLUMN coin_in TYPE double precision USING coin_in / 100.0,
    ALTER COLUMN avg_bet TYPE double precision USING avg_bet / 100.0,
    ALTER COLUMN net_result TYPE double precision USING net_result / 100.0,
    ALTER COLUMN theo TYPE double precision USING theo / 100.0;
--bun:split
ALTER TABLE machines RENAME COLUMN denomination_cents TO denomination;
--bun:split
ALTER TABLE machines ALTER COLUMN denomination TYPE double precision USING denomination / 100.0;
--bun:split
ALTER TABLE offers RENAME COLUMN value_cents TO value;
--bun:split
ALTER TABLE offers ALTER COLUMN value TYPE double precision USING value / 100.0;
--bun:split
ALTER TABLE trips RENAME COLUMN coin_in_cents TO coin_in;
--bun:split
ALTER TABLE trips ALTER COLUMN coin_in TYPE double precision USING coin_in / 100.0;
--bun:split
ALTER TABLE user_tiers RENAME COLUMN ytd_coin_in_cents TO ytd_coin_in;
--bun:split
ALTER TABLE user_tiers RENAME COLUMN ytd_theo_cents TO ytd_theo;
--bun:split
ALTER TABLE user_tiers
    ALTER COLUMN ytd_coin_in DROP DEFAULT,
    ALTER COLUMN ytd_coin_in TYPE double precision USING ytd_coin_in / 100.0,
    ALTER COLUMN ytd_coin_in SET DEFAULT 0,
    ALTER COLUMN ytd_theo DROP DEFAULT,
    ALTER COLUMN ytd_theo TYPE double precision USING ytd_theo / 100.0,
    ALTER COLUMN ytd_theo SET DEFAULT 0;
