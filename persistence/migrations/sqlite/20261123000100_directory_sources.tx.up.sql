-- Where each tier's facts come from, and when the source was checked, go
-- out with the tier; a program without a public ladder says why. Same
-- schema as the PostgreSQL migration; the date is TEXT "YYYY-MM-DD".
ALTER TABLE tiers ADD COLUMN checked TEXT;
--bun:split
ALTER TABLE rewards_programs ADD COLUMN ladder_note TEXT;
--bun:split
-- A casino whose name or state was corrected gets a new slug; its old slug
-- keeps answering (301 to the new one). It goes when the casino it points
-- at leaves the directory.
CREATE TABLE casino_renames (
    id        TEXT PRIMARY KEY,
    old_slug  TEXT NOT NULL UNIQUE,
    old_name  TEXT NOT NULL,
    old_state TEXT NOT NULL,
    casino_id TEXT NOT NULL REFERENCES casinos (id) ON DELETE CASCADE,
    reason    TEXT
);
--bun:split
CREATE INDEX casino_renames_casino_id_idx ON casino_renames (casino_id);
