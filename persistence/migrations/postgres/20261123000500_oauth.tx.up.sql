-- OAuth 2.1 for MCP clients and other apps: the clients that registered
-- themselves (RFC 7591), the grants owners approved on the site, and the
-- codes and tokens of each grant. Clients identified by a metadata document
-- (an https client_id) have no row: their document is fetched and cached.
CREATE TABLE oauth_clients (
    id            text PRIMARY KEY,
    name          text NOT NULL,
    client_uri    text,
    redirect_uris text NOT NULL,
    grant_types   text NOT NULL,
    scope         text NOT NULL DEFAULT '',
    created_at    timestamptz NOT NULL
);
--bun:split
CREATE INDEX oauth_clients_created_idx ON oauth_clients (created_at);
--bun:split
-- One row per consent: the owner allowed client_id these scopes on these
-- resources (space-separated). client_name and client_kind are kept as
-- they were shown on the consent page. Deleting the account deletes its
-- grants, and with them their tokens.
CREATE TABLE oauth_grants (
    id             uuid PRIMARY KEY,
    account_id     uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    client_id      text NOT NULL,
    client_name    text NOT NULL,
    client_kind    text NOT NULL CHECK (client_kind IN ('dynamic', 'metadata_document')),
    redirect_uri   text NOT NULL,
    scopes         text NOT NULL,
    resources      text NOT NULL,
    created_at     timestamptz NOT NULL,
    last_used_at   timestamptz,
    revoked_at     timestamptz,
    revoked_reason text
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
    kind             text NOT NULL CHECK (kind IN ('authorization_code', 'pkce', 'access_token', 'refresh_token')),
    signature        text NOT NULL,
    grant_id         uuid NOT NULL REFERENCES oauth_grants (id) ON DELETE CASCADE,
    request          text NOT NULL,
    access_signature text,
    created_at       timestamptz NOT NULL,
    expires_at       timestamptz NOT NULL,
    used_at          timestamptz,
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
    name       text PRIMARY KEY,
    secret     bytea NOT NULL,
    created_at timestamptz NOT NULL
);
