DROP TABLE IF EXISTS casino_renames;
--bun:split
ALTER TABLE rewards_programs DROP COLUMN ladder_note;
--bun:split
ALTER TABLE tiers DROP COLUMN checked;
