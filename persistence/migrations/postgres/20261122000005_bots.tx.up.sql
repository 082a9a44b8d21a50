-- Signed bots (RFC 9421 HTTP Message Signatures, Web Bot Auth): the public
-- keys an admin has registered. keyid is the key's JWK thumbprint (RFC
-- 7638), the name a signature's keyid parameter gives; public_key is the
-- public JWK in canonical form. A revoked key stays, so its history does.
CREATE TABLE bot_keys (
    id            uuid PRIMARY KEY,
    name          text NOT NULL,
    keyid         text NOT NULL UNIQUE,
    public_key    text NOT NULL,
    directory_url text,
    created_at    timestamptz NOT NULL,
    revoked_at    timestamptz
);
