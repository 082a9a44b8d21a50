-- q of GET /v1/casinos matches a casino's brand and tribal nation as well
-- as its name (lower(brand COLLATE "C") LIKE '%...%', likewise the
-- nation, ORed with the name's): with a trigram index on each, the OR is a
-- BitmapOr of three index scans instead of a read of the whole table. The
-- expressions are the search's own (persistence.foldASCII).
CREATE INDEX casinos_brand_trgm_idx ON casinos USING gist (lower(brand COLLATE "C") gist_trgm_ops);
CREATE INDEX casinos_tribal_nation_trgm_idx ON casinos USING gist (lower(tribal_nation COLLATE "C") gist_trgm_ops);
