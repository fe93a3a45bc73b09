CREATE TABLE "attendance_marks" (
	"id" text PRIMARY KEY NOT NULL,
	"student_id" text NOT NULL,
	"date" date NOT NULL,
	"status" text NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"marked_by" text,
	"token_id" text
);
--> statement-breakpoint
CREATE TABLE "drive_assignments" (
	"id" text PRIMARY KEY NOT NULL,
	"student_id" text NOT NULL,
	"company_id" text NOT NULL,
	"date" date NOT NULL,
	"slot" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"title" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"workplace_type" text NOT NULL,
	"employment_type" text NOT NULL,
	"seniority" text DEFAULT '' NOT NULL,
	"experience_min" integer DEFAULT 0 NOT NULL,
	"experience_max" integer,
	"salary_min" real,
	"salary_max" real,
	"close_by" timestamp with time zone,
	"role_overview" text DEFAULT '' NOT NULL,
	"duties" text[] DEFAULT '{}'::text[] NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"eligible_batches" text[] DEFAULT '{}'::text[] NOT NULL,
	"visible_to_college_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mailbox_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"mail_id" text NOT NULL,
	"owner_id" text NOT NULL,
	"folder" text NOT NULL,
	"seen" boolean DEFAULT false NOT NULL,
	"bookmarked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mails" (
	"id" text PRIMARY KEY NOT NULL,
	"thread_id" text NOT NULL,
	"parent_id" text,
	"sender_id" text NOT NULL,
	"to_user_ids" text[] NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"attachment_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"email_on_new_assessment" boolean DEFAULT true NOT NULL,
	"email_on_new_job" boolean DEFAULT true NOT NULL,
	"email_on_new_mail" boolean DEFAULT true NOT NULL,
	"email_on_results" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_files" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attendance_marks" ADD CONSTRAINT "attendance_marks_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_marks" ADD CONSTRAINT "attendance_marks_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drive_assignments" ADD CONSTRAINT "drive_assignments_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drive_assignments" ADD CONSTRAINT "drive_assignments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbox_entries" ADD CONSTRAINT "mailbox_entries_mail_id_mails_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbox_entries" ADD CONSTRAINT "mailbox_entries_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mails" ADD CONSTRAINT "mails_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_files" ADD CONSTRAINT "user_files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_marks_student_day_idx" ON "attendance_marks" USING btree ("student_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "drive_assignments_student_company_day_idx" ON "drive_assignments" USING btree ("student_id","company_id","date");--> statement-breakpoint
CREATE INDEX "jobs_company_idx" ON "jobs" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "jobs_status_created_idx" ON "jobs" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mailbox_entries_owner_mail_idx" ON "mailbox_entries" USING btree ("owner_id","mail_id","folder");--> statement-breakpoint
CREATE INDEX "mailbox_entries_owner_folder_idx" ON "mailbox_entries" USING btree ("owner_id","folder","created_at");--> statement-breakpoint
CREATE INDEX "mails_thread_idx" ON "mails" USING btree ("thread_id");--> statement-breakpoint
CREATE INDEX "user_files_owner_idx" ON "user_files" USING btree ("owner_id","kind");