-- The directory's version: one row, bumped by every import that changes
-- the directory, in the import's own transaction. Each instance keeps the
-- directory in memory (persistence/dirsnap) and polls this number to know
-- when to read it again.
CREATE TABLE directory_version (
    id      integer PRIMARY KEY CHECK (id = 1),
    version bigint NOT NULL
);
--bun:split
INSERT INTO directory_version (id, version) VALUES (1, 1);
