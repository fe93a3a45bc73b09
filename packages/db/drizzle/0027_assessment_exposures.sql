CREATE TABLE "assessment_exposures" (
	"assessment_id" text NOT NULL,
	"calibration_id" text NOT NULL,
	"plan_key" text NOT NULL,
	"eligibility" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessment_exposures_assessment_id_calibration_id_pk" PRIMARY KEY("assessment_id","calibration_id")
);
--> statement-breakpoint
ALTER TABLE "assessment_exposures" ADD CONSTRAINT "assessment_exposures_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_exposures" ADD CONSTRAINT "assessment_exposures_calibration_id_calibrations_id_fk" FOREIGN KEY ("calibration_id") REFERENCES "public"."calibrations"("id") ON DELETE cascade ON UPDATE no action;