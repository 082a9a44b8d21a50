-- Same schema as the PostgreSQL migration (uuids as TEXT, timestamps as
-- fixed-width UTC TEXT, see domain.Timestamp).
-- OAuth 2.1 for MCP clients and other apps: the clients that registered
-- themselves (RFC 7591), the grants owners approved on the site, and the
-- codes and tokens of each grant. Clients identified by a metadata document
-- (an https client_id) have no row: their document is fetched and cached.
CREATE TABLE oauth_clients (
    id            TEXT PRIMARY KEY,
    name          TEXT NOT NULL,
    client_uri    TEXT,
    redirect_uris TEXT NOT NULL,
    grant_types   TEXT NOT NULL,
    scope         TEXT NOT NULL DEFAULT '',
    created_at    TIMESTAMP NOT NULL
);
--bun:split
CREATE INDEX oauth_clients_created_idx ON oauth_clients (created_at);
--bun:split
-- One row per consent: the owner allowed client_id these scopes on these
-- resources (space-separated). client_name and client_kind are kept as
-- they were shown on the consent page. Deleting the account deletes its
-- grants, and with them their tokens.
CREATE TABLE oauth_grants (
    id             TEXT PRIMARY KEY,
    account_id     TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    client_id      TEXT NOT NULL,
    client_name    TEXT NOT NULL,
    client_kind    TEXT NOT NULL CHECK (client_kind IN ('dynamic', 'metadata_document')),
    redirect_uri   TEXT NOT NULL,
    scopes         TEXT NOT NULL,
    resources      TEXT NOT NULL,
    created_at     TIMESTAMP NOT NULL,
    last_used_at   TIMESTAMP,
    revoked_at     TIMESTAMP,
    revoked_reason TEXT
);
--bun:split
CREATE INDEX oauth_grants_account_idx ON oauth_grants (account_id, created_at);
--bun:split
-- Codes, PKCE challenges, access and refresh tokens. signature is the
-- HMAC-SHA512/256 that fosite keys each one by: the code or token itself
-- is never stored. request is what the flow needs to continue (scopes,
-- resources, redirect URI, PKCE challenge, expiry times), as JSON. A code
-- is spent (used_at) once; a refresh token is rotated (used_at) once, and
-- presenting it again revokes the grant.
CREATE TABLE oauth_tokens (
    kind             TEXT NOT NULL CHECK (kind IN ('authorization_code', 'pkce', 'access_token', 'refresh_token')),
    signature        TEXT NOT NULL,
    grant_id         TEXT NOT NULL REFERENCES oauth_grants (id) ON DELETE CASCADE,
    request          TEXT NOT NULL,
    access_signature TEXT,
    created_at       TIMESTAMP NOT NULL,
    expires_at       TIMESTAMP NOT NULL,
    used_at          TIMESTAMP,
    PRIMARY KEY (kind, signature)
);
--bun:split
CREATE INDEX oauth_tokens_grant_idx ON oauth_tokens (grant_id, kind);
--bun:split
CREATE INDEX oauth_tokens_expires_idx ON oauth_tokens (expires_at);
--bun:split
-- The HMAC key fosite signs codes and tokens with: made once, on first
-- use, so every instance shares it and tokens survive restarts.
CREATE TABLE oauth_keys (
    name       TEXT PRIMARY KEY,
    secret     BLOB NOT NULL,
    created_at TIMESTAMP NOT NULL
);
