ALTER TABLE api_keys DROP COLUMN IF EXISTS last4;
--bun:split
DROP TABLE IF EXISTS site_sessions;
--bun:split
DROP TABLE IF EXISTS password_tokens;
--bun:split
DROP TABLE IF EXISTS account_passwords;
