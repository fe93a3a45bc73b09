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
ALTER TABLE "lti_score_posts" ADD CONSTRAINT "lti_score_posts_passback_id_lti_grade_passbacks_id_fk" FOREIGN KEY ("passback_id") REFERENCES "public"."lti_grade_passbacks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_score_posts" ADD CONSTRAINT "lti_score_posts_attempt_id_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."attempts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lti_score_posts_passback_idx" ON "lti_score_posts" USING btree ("passback_id","created_at");