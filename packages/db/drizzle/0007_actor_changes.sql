-- Every API process caches who a token belongs to (apps/api/src/plugins/actor-cache.ts). Any change that could
-- make a cached user or session wrong names the user on this channel, whichever code (or person) made it.
CREATE OR REPLACE FUNCTION "placement_actor_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb := to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END);
BEGIN
  PERFORM pg_notify('placement_actor', CASE WHEN TG_TABLE_NAME = 'users' THEN changed->>'id' ELSE changed->>'user_id' END);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_actor_changed" AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "placement_actor_changed"();--> statement-breakpoint
-- last_seen_at, touched once a minute, changes nothing a cached session decides
CREATE TRIGGER "sessions_actor_changed" AFTER UPDATE OF "stage", "expires_at", "revoked_at", "user_id" OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "placement_actor_changed"();
