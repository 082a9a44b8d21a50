DROP INDEX casinos_lat_lon_idx;
