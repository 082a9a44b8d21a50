-- Nothing to undo: the deleted events described records that no longer exist.
SELECT 1;
