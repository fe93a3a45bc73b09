CREATE TABLE "report_share_links" (
	"id" text PRIMARY KEY NOT NULL,
	"attempt_id" text NOT NULL,
	"assessment_id" text NOT NULL,
	"created_by" text,
	"created_by_name" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_share_openings" (
	"id" text PRIMARY KEY NOT NULL,
	"link_id" text NOT NULL,
	"format" text NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_share_links" ADD CONSTRAINT "report_share_links_attempt_id_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_share_links" ADD CONSTRAINT "report_share_links_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_share_links" ADD CONSTRAINT "report_share_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_share_openings" ADD CONSTRAINT "report_share_openings_link_id_report_share_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."report_share_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_share_links_attempt_idx" ON "report_share_links" USING btree ("attempt_id");--> statement-breakpoint
CREATE INDEX "report_share_openings_link_idx" ON "report_share_openings" USING btree ("link_id","created_at");