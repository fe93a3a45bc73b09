-- The sweeper removes proctoring snapshots SNAPSHOT_RETENTION_DAYS after their attempt ended; it finds
-- candidates by age, so it never scans every snapshot ever taken.
CREATE INDEX "screenshots_created_idx" ON "screenshots" USING btree ("created_at");