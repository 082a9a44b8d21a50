DROP TABLE IF EXISTS rg_limits;
--bun:split
DROP TABLE IF EXISTS leads;
--bun:split
DROP TABLE IF EXISTS host_notes;
--bun:split
DROP TABLE IF EXISTS host_connections;
--bun:split
DROP TABLE IF EXISTS host_profiles;
--bun:split
DROP TABLE IF EXISTS notification_settings;
--bun:split
DROP TABLE IF EXISTS notifications;
--bun:split
DROP TABLE IF EXISTS activity_events;
--bun:split
DROP TABLE IF EXISTS follows;
--bun:split
DROP TABLE IF EXISTS profiles;
--bun:split
DROP TABLE IF EXISTS consent_events;
--bun:split
DROP TABLE IF EXISTS share_links;
--bun:split
DROP TABLE IF EXISTS tier_history;
--bun:split
DROP TABLE IF EXISTS w2g_records;
--bun:split
DROP TABLE IF EXISTS vouchers;
--bun:split
DROP TABLE IF EXISTS visits;
--bun:split
DROP TABLE IF EXISTS bankroll_entries;
--bun:split
DROP TABLE IF EXISTS sessions;
--bun:split
DROP TABLE IF EXISTS machines;
