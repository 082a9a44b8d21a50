-- The public directory: rewards programs, their tier ladders and casinos.
-- Same schema as the PostgreSQL migration; uuids are TEXT, booleans INTEGER,
-- JSON is TEXT. Text compares bytewise, as COLLATE "C" does on PostgreSQL.
CREATE TABLE rewards_programs (
    id           TEXT PRIMARY KEY,
    program_name TEXT NOT NULL UNIQUE,
    brand        TEXT,
    property     TEXT,
    region       TEXT,
    url          TEXT,
    tier_period  TEXT,
    earning      TEXT
);
--bun:split
CREATE TABLE tiers (
    id                   TEXT PRIMARY KEY,
    program_id           TEXT NOT NULL REFERENCES rewards_programs (id) ON DELETE CASCADE,
    name                 TEXT NOT NULL,
    level                INTEGER NOT NULL,
    qualification        TEXT,
    qualification_amount REAL,
    qualification_unit   TEXT,
    benefits             TEXT NOT NULL DEFAULT '[]',
    verified             INTEGER NOT NULL DEFAULT 0,
    source               TEXT
);
--bun:split
CREATE TABLE casinos (
    id                 TEXT PRIMARY KEY,
    slug               TEXT NOT NULL UNIQUE,
    name_slug          TEXT,
    state_slug         TEXT,
    name               TEXT NOT NULL,
    city               TEXT,
    state              TEXT,
    county             TEXT,
    country            TEXT,
    lat                REAL,
    lon                REAL,
    casino_type        TEXT,
    tribal_nation      TEXT,
    nigc_license_type  TEXT,
    opened_year        INTEGER,
    gaming_floor_sqft  INTEGER,
    slot_machines      INTEGER,
    table_games        INTEGER,
    website            TEXT,
    brand              TEXT,
    has_hotel          INTEGER,
    hotel_rooms        INTEGER,
    phone              TEXT,
    rewards_program_id TEXT REFERENCES rewards_programs (id) ON DELETE SET NULL
);
--bun:split
CREATE INDEX casinos_name_id_idx ON casinos (name, id);
--bun:split
CREATE INDEX casinos_state_name_idx ON casinos (state, name, id);
--bun:split
CREATE INDEX casinos_rewards_program_id_idx ON casinos (rewards_program_id);
--bun:split
CREATE INDEX tiers_program_id_idx ON tiers (program_id, level);
