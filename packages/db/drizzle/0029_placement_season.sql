CREATE TABLE "academic_record_changes" (
	"id" text PRIMARY KEY NOT NULL,
	"student_id" text NOT NULL,
	"field" text NOT NULL,
	"old_value" text,
	"new_value" text,
	"action" text NOT NULL,
	"changed_by" text,
	"by_role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "academic_records" (
	"student_id" text PRIMARY KEY NOT NULL,
	"college_id" text NOT NULL,
	"roll_number" text,
	"programme" text,
	"branch" text,
	"pass_out_year" integer,
	"cgpa" double precision,
	"cgpa_scale" double precision DEFAULT 10 NOT NULL,
	"class_x" double precision,
	"class_xii" double precision,
	"diploma" double precision,
	"active_backlogs" integer,
	"total_backlogs" integer,
	"gap_years" integer,
	"gender" text,
	"verified" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "college_branches" (
	"college_id" text NOT NULL,
	"programme" text NOT NULL,
	"branch" text NOT NULL,
	CONSTRAINT "college_branches_college_id_programme_branch_pk" PRIMARY KEY("college_id","programme","branch")
);
--> statement-breakpoint
CREATE TABLE "cycle_enrolments" (
	"cycle_id" text NOT NULL,
	"student_id" text NOT NULL,
	"state" text NOT NULL,
	"consent" text DEFAULT '' NOT NULL,
	"consent_at" timestamp with time zone,
	"opt_out_reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cycle_enrolments_cycle_id_student_id_pk" PRIMARY KEY("cycle_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "offer_policies" (
	"id" text PRIMARY KEY NOT NULL,
	"cycle_id" text NOT NULL,
	"version" integer NOT NULL,
	"policy" jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "placement_cycles" (
	"id" text PRIMARY KEY NOT NULL,
	"college_id" text NOT NULL,
	"kind" text NOT NULL,
	"academic_year" text NOT NULL,
	"batches" text[] DEFAULT '{}'::text[] NOT NULL,
	"opt_out_allowed" boolean DEFAULT true NOT NULL,
	"require_verified" boolean DEFAULT true NOT NULL,
	"min_offer_deadline_hours" integer DEFAULT 48 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "eligibility_overrides" (
	"job_id" text NOT NULL,
	"student_id" text NOT NULL,
	"decision" text NOT NULL,
	"reason" text NOT NULL,
	"decided_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "eligibility_overrides_job_id_student_id_pk" PRIMARY KEY("job_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "job_log" (
	"id" text PRIMARY KEY NOT NULL,
	"job_id" text NOT NULL,
	"college_id" text NOT NULL,
	"student_id" text,
	"kind" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"actor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"job_id" text NOT NULL,
	"college_id" text NOT NULL,
	"company_id" text NOT NULL,
	"cycle_id" text,
	"state" text DEFAULT 'draft' NOT NULL,
	"ctc" double precision,
	"ctc_breakdown" jsonb,
	"bond" text DEFAULT '' NOT NULL,
	"rules" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "policy_id" text;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "decision" jsonb;--> statement-breakpoint
ALTER TABLE "placements" ADD COLUMN "cycle_id" text;--> statement-breakpoint
ALTER TABLE "placements" ADD COLUMN "ppo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "academic_record_changes" ADD CONSTRAINT "academic_record_changes_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academic_record_changes" ADD CONSTRAINT "academic_record_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academic_records" ADD CONSTRAINT "academic_records_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academic_records" ADD CONSTRAINT "academic_records_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "college_branches" ADD CONSTRAINT "college_branches_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_enrolments" ADD CONSTRAINT "cycle_enrolments_cycle_id_placement_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."placement_cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_enrolments" ADD CONSTRAINT "cycle_enrolments_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_policies" ADD CONSTRAINT "offer_policies_cycle_id_placement_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."placement_cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_policies" ADD CONSTRAINT "offer_policies_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_cycles" ADD CONSTRAINT "placement_cycles_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_cycles" ADD CONSTRAINT "placement_cycles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eligibility_overrides" ADD CONSTRAINT "eligibility_overrides_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eligibility_overrides" ADD CONSTRAINT "eligibility_overrides_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eligibility_overrides" ADD CONSTRAINT "eligibility_overrides_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_log" ADD CONSTRAINT "job_log_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_log" ADD CONSTRAINT "job_log_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_log" ADD CONSTRAINT "job_log_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_log" ADD CONSTRAINT "job_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_notifications" ADD CONSTRAINT "job_notifications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_notifications" ADD CONSTRAINT "job_notifications_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_notifications" ADD CONSTRAINT "job_notifications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_notifications" ADD CONSTRAINT "job_notifications_cycle_id_placement_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."placement_cycles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "academic_record_changes_student_idx" ON "academic_record_changes" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "academic_records_college_roll_idx" ON "academic_records" USING btree ("college_id","roll_number");--> statement-breakpoint
CREATE INDEX "cycle_enrolments_student_idx" ON "cycle_enrolments" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "offer_policies_cycle_version_idx" ON "offer_policies" USING btree ("cycle_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "placement_cycles_college_kind_year_idx" ON "placement_cycles" USING btree ("college_id","kind","academic_year");--> statement-breakpoint
CREATE INDEX "job_log_job_idx" ON "job_log" USING btree ("job_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "job_notifications_job_college_idx" ON "job_notifications" USING btree ("job_id","college_id");--> statement-breakpoint
CREATE INDEX "job_notifications_college_state_idx" ON "job_notifications" USING btree ("college_id","state");--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_policy_id_offer_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."offer_policies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_cycle_id_placement_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."placement_cycles"("id") ON DELETE set null ON UPDATE no action;