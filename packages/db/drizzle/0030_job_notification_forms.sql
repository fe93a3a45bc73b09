-- Job notification forms (#45 item 5). Existing jobs keep being shown as they are: every job gets origin
-- 'posting', which keeps the legacy rule (visible_to_college_ids, empty meaning every college) for a college that
-- holds no notification for the job; a notification, where one exists, decides for its college. We do not give
-- each existing job an approved notification per college instead: a job shown to "every college" would have to be
-- copied onto each college (and would then miss colleges that join later), and jobs posted through the directory
-- still use the legacy rule. Only a job made from a JNF (origin 'notification') is hidden where none is approved.
CREATE TABLE "college_companies" (
	"college_id" text NOT NULL,
	"company_id" text NOT NULL,
	"invitation_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "college_companies_college_id_company_id_pk" PRIMARY KEY("college_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "company_invitation_notes" (
	"id" text PRIMARY KEY NOT NULL,
	"invitation_id" text NOT NULL,
	"note" text NOT NULL,
	"author_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_invitations" (
	"id" text PRIMARY KEY NOT NULL,
	"college_id" text NOT NULL,
	"email" text NOT NULL,
	"company_name" text NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"company_id" text,
	"invited_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "job_notification_events" (
	"id" text PRIMARY KEY NOT NULL,
	"notification_id" text NOT NULL,
	"kind" text NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"actor_id" text,
	"actor_role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_notifications" ADD COLUMN "vacancies" integer;--> statement-breakpoint
ALTER TABLE "job_notifications" ADD COLUMN "planned_rounds" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "job_notifications" ADD COLUMN "documents" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "origin" text DEFAULT 'posting' NOT NULL;--> statement-breakpoint
ALTER TABLE "college_companies" ADD CONSTRAINT "college_companies_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "college_companies" ADD CONSTRAINT "college_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "college_companies" ADD CONSTRAINT "college_companies_invitation_id_company_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."company_invitations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitation_notes" ADD CONSTRAINT "company_invitation_notes_invitation_id_company_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."company_invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitation_notes" ADD CONSTRAINT "company_invitation_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_notification_events" ADD CONSTRAINT "job_notification_events_notification_id_job_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."job_notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_notification_events" ADD CONSTRAINT "job_notification_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_invitation_notes_invitation_idx" ON "company_invitation_notes" USING btree ("invitation_id","created_at");--> statement-breakpoint
CREATE INDEX "company_invitations_college_idx" ON "company_invitations" USING btree ("college_id","created_at");--> statement-breakpoint
CREATE INDEX "job_notification_events_notification_idx" ON "job_notification_events" USING btree ("notification_id","created_at");--> statement-breakpoint
-- terms the college set itself before forms existed were approved at once: their history starts there
INSERT INTO "job_notification_events" ("id", "notification_id", "kind", "from_state", "to_state", "comment", "actor_role", "created_at")
SELECT substr(md5(random()::text || "id"), 1, 24), "id", 'approved', NULL, 'approved', 'Terms set by the college', 'college', "updated_at"
FROM "job_notifications" WHERE "state" = 'approved';
