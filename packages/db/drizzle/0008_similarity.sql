CREATE TABLE "similarity_pairs" (
	"id" text PRIMARY KEY NOT NULL,
	"assessment_id" text NOT NULL,
	"question_id" text NOT NULL,
	"language" text NOT NULL,
	"left_attempt_id" text NOT NULL,
	"right_attempt_id" text NOT NULL,
	"similarity" real NOT NULL,
	"longest_fragment" integer NOT NULL,
	"longest_lines" integer NOT NULL,
	"fragments" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "similarity_runs" (
	"assessment_id" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"submissions" integer DEFAULT 0 NOT NULL,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "similarity_pairs" ADD CONSTRAINT "similarity_pairs_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "similarity_pairs" ADD CONSTRAINT "similarity_pairs_left_attempt_id_attempts_id_fk" FOREIGN KEY ("left_attempt_id") REFERENCES "public"."attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "similarity_pairs" ADD CONSTRAINT "similarity_pairs_right_attempt_id_attempts_id_fk" FOREIGN KEY ("right_attempt_id") REFERENCES "public"."attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "similarity_runs" ADD CONSTRAINT "similarity_runs_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "similarity_pairs_assessment_idx" ON "similarity_pairs" USING btree ("assessment_id","similarity");--> statement-breakpoint
CREATE INDEX "similarity_pairs_left_idx" ON "similarity_pairs" USING btree ("left_attempt_id");--> statement-breakpoint
CREATE INDEX "similarity_pairs_right_idx" ON "similarity_pairs" USING btree ("right_attempt_id");