ALTER TABLE "answers" ADD COLUMN "comment" text;--> statement-breakpoint
ALTER TABLE "answers" ADD COLUMN "graded_by" text;--> statement-breakpoint
ALTER TABLE "answers" ADD COLUMN "graded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "attempt_steps" ADD COLUMN "hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "decision" text;--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "last_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "verification" jsonb;--> statement-breakpoint
ALTER TABLE "invite_links" ADD COLUMN "first_name" text;--> statement-breakpoint
ALTER TABLE "invite_links" ADD COLUMN "last_name" text;--> statement-breakpoint
ALTER TABLE "invite_links" ADD COLUMN "batch" text;--> statement-breakpoint
ALTER TABLE "invite_links" ADD COLUMN "approved" boolean DEFAULT true NOT NULL;