ALTER TABLE "attempts" ADD COLUMN "holder_device" text;--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "held_at" timestamp with time zone;