-- Every API process caches the published assessments being taken, with their topics and questions
-- (apps/api/src/plugins/bundle-cache.ts). A change to any of those rows names the row on this channel,
-- whichever code (or person) made it; the cache drops every bundle built from that row.
CREATE OR REPLACE FUNCTION "placement_bundle_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('placement_bundle', (CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END)::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "assessments_bundle_changed" AFTER UPDATE OR DELETE ON "assessments"
  FOR EACH ROW EXECUTE FUNCTION "placement_bundle_changed"();--> statement-breakpoint
CREATE TRIGGER "topics_bundle_changed" AFTER UPDATE OR DELETE ON "topics"
  FOR EACH ROW EXECUTE FUNCTION "placement_bundle_changed"();--> statement-breakpoint
CREATE TRIGGER "questions_bundle_changed" AFTER UPDATE OR DELETE ON "questions"
  FOR EACH ROW EXECUTE FUNCTION "placement_bundle_changed"();
