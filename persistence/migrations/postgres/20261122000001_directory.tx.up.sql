-- The public directory: rewards programs, their tier ladders and casinos.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--bun:split
CREATE TABLE rewards_programs (
    id           uuid PRIMARY KEY,
    program_name text COLLATE "C" NOT NULL UNIQUE,
    brand        text,
    property     text,
    region       text,
    url          text,
    tier_period  text,
    earning      text
);
--bun:split
CREATE TABLE tiers (
    id                   uuid PRIMARY KEY,
    program_id           uuid NOT NULL REFERENCES rewards_programs (id) ON DELETE CASCADE,
    name                 text NOT NULL,
    level                integer NOT NULL,
    qualification        text,
    qualification_amount double precision,
    qualification_unit   text,
    benefits             jsonb NOT NULL DEFAULT '[]',
    verified             boolean NOT NULL DEFAULT false,
    source               text
);
--bun:split
-- Names sort and fold bytewise (COLLATE "C") so both stores order and match
-- the same way; SQLite compares text bytewise too.
CREATE TABLE casinos (
    id                 uuid PRIMARY KEY,
    slug               text NOT NULL UNIQUE,
    name_slug          text,
    state_slug         text,
    name               text COLLATE "C" NOT NULL,
    city               text,
    state              text,
    county             text,
    country            text,
    lat                double precision,
    lon                double precision,
    casino_type        text,
    tribal_nation      text,
    nigc_license_type  text,
    opened_year        integer,
    gaming_floor_sqft  integer,
    slot_machines      integer,
    table_games        integer,
    website            text,
    brand              text,
    has_hotel          boolean,
    hotel_rooms        integer,
    phone              text,
    rewards_program_id uuid REFERENCES rewards_programs (id) ON DELETE SET NULL
);
--bun:split
-- Name search is "anywhere in the name, any case": a trigram index on
-- lower(name) serves lower(name) LIKE '%...%' without a sequential scan.
-- GiST rather than GIN: the planner costs GiST low enough to choose it at
-- the directory's real size (about 900 rows), where it skips a GIN index for
-- a sequential scan; GiST also orders by similarity (<->) for fuzzy search.
CREATE INDEX casinos_name_trgm_idx ON casinos USING gist (lower(name) gist_trgm_ops);
--bun:split
CREATE INDEX casinos_name_id_idx ON casinos (name, id);
--bun:split
CREATE INDEX casinos_state_name_idx ON casinos (state, name, id);
--bun:split
CREATE INDEX casinos_rewards_program_id_idx ON casinos (rewards_program_id);
--bun:split
CREATE INDEX tiers_program_id_idx ON tiers (program_id, level);
