DROP INDEX casinos_tribal_nation_trgm_idx;
DROP INDEX casinos_brand_trgm_idx;
