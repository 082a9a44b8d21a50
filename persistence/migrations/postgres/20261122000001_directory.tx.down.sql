DROP TABLE IF EXISTS casinos;
--bun:split
DROP TABLE IF EXISTS tiers;
--bun:split
DROP TABLE IF EXISTS rewards_programs;
