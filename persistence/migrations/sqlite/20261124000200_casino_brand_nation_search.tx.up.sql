-- PostgreSQL adds trigram indexes for q's brand and tribal nation search
-- here; SQLite has no index that serves LIKE '%...%', so it has nothing to
-- add (the migration keeps the two stores' folders in step).
SELECT 1;
