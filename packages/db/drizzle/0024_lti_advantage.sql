CREATE TABLE "lti_courses" (
	"id" text PRIMARY KEY NOT NULL,
	"platform_id" text NOT NULL,
	"context_id" text NOT NULL,
	"assessment_id" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"memberships_url" text,
	"resource_link_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lti_launches" (
	"id" text PRIMARY KEY NOT NULL,
	"platform_id" text NOT NULL,
	"kind" text,
	"sub" text,
	"status" integer NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lti_roster_syncs" (
	"id" text PRIMARY KEY NOT NULL,
	"course_id" text NOT NULL,
	"started_by" text,
	"without_email" text NOT NULL,
	"members" integer DEFAULT 0 NOT NULL,
	"learners" integer DEFAULT 0 NOT NULL,
	"invited" integer DEFAULT 0 NOT NULL,
	"already_invited" integer DEFAULT 0 NOT NULL,
	"left_out" integer DEFAULT 0 NOT NULL,
	"inactive" integer DEFAULT 0 NOT NULL,
	"reported" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lti_score_posts" (
	"id" text PRIMARY KEY NOT NULL,
	"passback_id" text NOT NULL,
	"attempt_id" text,
	"score_given" real NOT NULL,
	"score_maximum" real NOT NULL,
	"status" integer,
	"error" text,
	"retry_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lti_courses" ADD CONSTRAINT "lti_courses_platform_id_lti_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."lti_platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_courses" ADD CONSTRAINT "lti_courses_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_launches" ADD CONSTRAINT "lti_launches_platform_id_lti_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."lti_platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_roster_syncs" ADD CONSTRAINT "lti_roster_syncs_course_id_lti_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."lti_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_roster_syncs" ADD CONSTRAINT "lti_roster_syncs_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_score_posts" ADD CONSTRAINT "lti_score_posts_passback_id_lti_grade_passbacks_id_fk" FOREIGN KEY ("passback_id") REFERENCES "public"."lti_grade_passbacks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_score_posts" ADD CONSTRAINT "lti_score_posts_attempt_id_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."attempts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lti_courses_platform_context_assessment_idx" ON "lti_courses" USING btree ("platform_id","context_id","assessment_id");--> statement-breakpoint
CREATE INDEX "lti_courses_assessment_idx" ON "lti_courses" USING btree ("assessment_id");--> statement-breakpoint
CREATE INDEX "lti_launches_platform_idx" ON "lti_launches" USING btree ("platform_id","created_at");--> statement-breakpoint
CREATE INDEX "lti_roster_syncs_course_idx" ON "lti_roster_syncs" USING btree ("course_id","created_at");--> statement-breakpoint
CREATE INDEX "lti_score_posts_passback_idx" ON "lti_score_posts" USING btree ("passback_id","created_at");