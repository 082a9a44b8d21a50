-- Followers must not read about trips and tiers their owners deleted:
-- the events of records deleted before deletions took their events along.
DELETE FROM activity_events
WHERE ref_id IS NOT NULL
  AND kind = 'trip_added'
  AND NOT EXISTS (SELECT 1 FROM trips WHERE trips.id = activity_events.ref_id);
--bun:split
DELETE FROM activity_events
WHERE ref_id IS NOT NULL
  AND kind = 'tier_changed'
  AND NOT EXISTS (SELECT 1 FROM user_tiers WHERE user_tiers.id = activity_events.ref_id);
