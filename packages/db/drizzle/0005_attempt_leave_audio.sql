ALTER TABLE "attempts" ADD COLUMN "audio_exceeds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "left_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "attempts_left_idx" ON "attempts" USING btree ("left_at") WHERE "attempts"."left_at" is not null;