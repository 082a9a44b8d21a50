DROP TABLE oauth_keys;
--bun:split
DROP TABLE oauth_tokens;
--bun:split
DROP TABLE oauth_grants;
--bun:split
DROP TABLE oauth_clients;
