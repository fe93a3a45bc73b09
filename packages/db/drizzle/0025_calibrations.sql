CREATE TABLE "calibrations" (
	"id" text PRIMARY KEY NOT NULL,
	"college_id" text NOT NULL,
	"version" integer NOT NULL,
	"model" text NOT NULL,
	"pilot_threshold" integer NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"latent_mean" double precision,
	"latent_sd" double precision,
	"persons" integer DEFAULT 0 NOT NULL,
	"responses" integer DEFAULT 0 NOT NULL,
	"converged" boolean,
	"iterations" integer,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "item_parameters" (
	"calibration_id" text NOT NULL,
	"question_id" text NOT NULL,
	"a" double precision NOT NULL,
	"b" double precision NOT NULL,
	"se_a" double precision,
	"se_b" double precision,
	"infit" double precision,
	"outfit" double precision,
	"responses" integer NOT NULL,
	"status" text NOT NULL,
	"eligibility" double precision DEFAULT 1 NOT NULL,
	CONSTRAINT "item_parameters_calibration_id_question_id_pk" PRIMARY KEY("calibration_id","question_id")
);
--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "flow" text;--> statement-breakpoint
ALTER TABLE "colleges" ADD COLUMN "score_scale" jsonb;--> statement-breakpoint
ALTER TABLE "calibrations" ADD CONSTRAINT "calibrations_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calibrations" ADD CONSTRAINT "calibrations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_parameters" ADD CONSTRAINT "item_parameters_calibration_id_calibrations_id_fk" FOREIGN KEY ("calibration_id") REFERENCES "public"."calibrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calibrations_version_idx" ON "calibrations" USING btree ("college_id","version");--> statement-breakpoint
CREATE INDEX "item_parameters_question_idx" ON "item_parameters" USING btree ("question_id");