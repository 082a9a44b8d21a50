-- Where each tier's facts come from, and when the source was checked, go
-- out with the tier; a program without a public ladder says why.
ALTER TABLE tiers ADD COLUMN checked date;
--bun:split
ALTER TABLE rewards_programs ADD COLUMN ladder_note text;
--bun:split
-- A casino whose name or state was corrected gets a new slug; its old slug
-- keeps answering (301 to the new one). The row's id is the old casino's id,
-- so a rename of a rename resolves to the same row. It goes when the casino
-- it points at leaves the directory.
CREATE TABLE casino_renames (
    id        uuid PRIMARY KEY,
    old_slug  text NOT NULL UNIQUE,
    old_name  text NOT NULL,
    old_state text NOT NULL,
    casino_id uuid NOT NULL REFERENCES casinos (id) ON DELETE CASCADE,
    reason    text
);
--bun:split
CREATE INDEX casino_renames_casino_id_idx ON casino_renames (casino_id);
