-- Search by place (GET /v1/casinos?near=...) reads the casinos inside a
-- latitude/longitude box around the point before it measures exact
-- distances: an index on (lat, lon) finds that box without reading the
-- whole table.
CREATE INDEX casinos_lat_lon_idx ON casinos (lat, lon);
