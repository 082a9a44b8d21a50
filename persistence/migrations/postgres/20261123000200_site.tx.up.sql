-- The site: account passwords, one-time links that set a password, the
-- browser sessions of signed-in owners, and the last four characters of
-- each API key for the key listing.
-- A password is kept only as an argon2id PHC string; changed_at also
-- dates the sessions it signed in (changing the password ends the others).
CREATE TABLE account_passwords (
    account_id uuid PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
    hash       text NOT NULL,
    changed_at timestamptz NOT NULL
);
--bun:split
-- A set-password link's token is kept as its SHA-256; a link works once,
-- until expires_at.
CREATE TABLE password_tokens (
    token_hash bytea PRIMARY KEY,
    account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    created_at timestamptz NOT NULL,
    expires_at timestamptz NOT NULL,
    used_at    timestamptz
);
--bun:split
CREATE INDEX password_tokens_account_idx ON password_tokens (account_id);
--bun:split
-- Site sessions (alexedwards/scs): token_hash is the SHA-256 of the cookie's
-- token, data the encoded session, account_id the signed-in owner (null
-- before sign-in), so deleting an account ends its sessions with it.
CREATE TABLE site_sessions (
    token_hash text PRIMARY KEY,
    data       bytea NOT NULL,
    expiry     timestamptz NOT NULL,
    account_id uuid REFERENCES accounts (id) ON DELETE CASCADE
);
--bun:split
CREATE INDEX site_sessions_expiry_idx ON site_sessions (expiry);
--bun:split
CREATE INDEX site_sessions_account_idx ON site_sessions (account_id);
--bun:split
-- Keys made before this migration have no last four characters kept.
ALTER TABLE api_keys ADD COLUMN last4 text NOT NULL DEFAULT '';
