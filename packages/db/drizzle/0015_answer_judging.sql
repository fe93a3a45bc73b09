CREATE TABLE "used_event_tickets" (
	"ticket_id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "answers" ADD COLUMN "awaiting_judge" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "answers" ADD COLUMN "judge_claimed_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "used_event_tickets_expires_idx" ON "used_event_tickets" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "answers_awaiting_judge_idx" ON "answers" USING btree ("judge_claimed_until") WHERE "answers"."awaiting_judge";