ALTER TABLE "lti_roster_syncs" ADD COLUMN "status" text DEFAULT 'running' NOT NULL;--> statement-breakpoint
ALTER TABLE "lti_roster_syncs" ADD COLUMN "processed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lti_roster_syncs" ADD COLUMN "created" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lti_roster_syncs" ADD COLUMN "heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "lti_roster_syncs" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
-- syncs made before this ran to their end inside their request: each is done, or failed with its error
UPDATE "lti_roster_syncs" SET "status" = CASE WHEN "error" IS NULL THEN 'done' ELSE 'failed' END, "processed" = "invited" + "already_invited", "finished_at" = "created_at";--> statement-breakpoint
CREATE UNIQUE INDEX "lti_roster_syncs_running_idx" ON "lti_roster_syncs" USING btree ("course_id") WHERE "lti_roster_syncs"."status" = 'running';