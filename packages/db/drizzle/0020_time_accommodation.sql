ALTER TABLE "attempts" ADD COLUMN "time_multiplier" double precision DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "invite_links" ADD COLUMN "time_multiplier" double precision DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "time_multiplier" double precision DEFAULT 1 NOT NULL;