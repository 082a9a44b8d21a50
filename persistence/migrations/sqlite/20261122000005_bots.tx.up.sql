-- Same schema as the PostgreSQL migration (uuids as TEXT, timestamps as
-- fixed-width UTC TEXT, see tierline.Timestamp).
-- Signed bots (RFC 9421 HTTP Message Signatures, Web Bot Auth): the public
-- keys an admin has registered. keyid is the key's JWK thumbprint (RFC
-- 7638), the name a signature's keyid parameter gives; public_key is the
-- public JWK in canonical form. A revoked key stays, so its history does.
CREATE TABLE bot_keys (
    id            TEXT PRIMARY KEY,
    name          TEXT NOT NULL,
    keyid         TEXT NOT NULL UNIQUE,
    public_key    TEXT NOT NULL,
    directory_url TEXT,
    created_at    TIMESTAMP NOT NULL,
    revoked_at    TIMESTAMP
);
