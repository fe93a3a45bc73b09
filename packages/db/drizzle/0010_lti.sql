CREATE TABLE "lti_grade_passbacks" (
	"id" text PRIMARY KEY NOT NULL,
	"platform_id" text NOT NULL,
	"assessment_id" text NOT NULL,
	"user_id" text NOT NULL,
	"lms_user_id" text NOT NULL,
	"line_item_url" text NOT NULL,
	"sent_attempt_id" text,
	"sent_score" real,
	"sent_at" timestamp with time zone,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_try_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lti_handoffs" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"platform_id" text NOT NULL,
	"user_id" text,
	"payload" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lti_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"private_jwe" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lti_nonces" (
	"state" text PRIMARY KEY NOT NULL,
	"nonce" text NOT NULL,
	"platform_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lti_platforms" (
	"id" text PRIMARY KEY NOT NULL,
	"college_id" text NOT NULL,
	"name" text NOT NULL,
	"issuer" text NOT NULL,
	"client_id" text NOT NULL,
	"deployment_ids" jsonb NOT NULL,
	"jwks_url" text NOT NULL,
	"auth_url" text NOT NULL,
	"token_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lti_resource_links" (
	"id" text PRIMARY KEY NOT NULL,
	"platform_id" text NOT NULL,
	"resource_link_id" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"assessment_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lti_users" (
	"platform_id" text NOT NULL,
	"sub" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lti_users_platform_id_sub_pk" PRIMARY KEY("platform_id","sub")
);
--> statement-breakpoint
ALTER TABLE "lti_grade_passbacks" ADD CONSTRAINT "lti_grade_passbacks_platform_id_lti_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."lti_platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_grade_passbacks" ADD CONSTRAINT "lti_grade_passbacks_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_grade_passbacks" ADD CONSTRAINT "lti_grade_passbacks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_handoffs" ADD CONSTRAINT "lti_handoffs_platform_id_lti_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."lti_platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_handoffs" ADD CONSTRAINT "lti_handoffs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_nonces" ADD CONSTRAINT "lti_nonces_platform_id_lti_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."lti_platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_platforms" ADD CONSTRAINT "lti_platforms_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_resource_links" ADD CONSTRAINT "lti_resource_links_platform_id_lti_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."lti_platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_resource_links" ADD CONSTRAINT "lti_resource_links_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_users" ADD CONSTRAINT "lti_users_platform_id_lti_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."lti_platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_users" ADD CONSTRAINT "lti_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lti_grade_passbacks_line_user_idx" ON "lti_grade_passbacks" USING btree ("platform_id","line_item_url","user_id");--> statement-breakpoint
CREATE INDEX "lti_grade_passbacks_assessment_idx" ON "lti_grade_passbacks" USING btree ("assessment_id");--> statement-breakpoint
CREATE INDEX "lti_nonces_expires_idx" ON "lti_nonces" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lti_platforms_issuer_client_college_idx" ON "lti_platforms" USING btree ("issuer","client_id","college_id");--> statement-breakpoint
CREATE INDEX "lti_platforms_college_idx" ON "lti_platforms" USING btree ("college_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lti_resource_links_platform_link_idx" ON "lti_resource_links" USING btree ("platform_id","resource_link_id");--> statement-breakpoint
CREATE INDEX "lti_users_user_idx" ON "lti_users" USING btree ("user_id");