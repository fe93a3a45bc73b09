CREATE TABLE "invigilator_assignments" (
	"assessment_id" text NOT NULL,
	"invigilator_id" text NOT NULL,
	"batch" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invigilator_assignments_assessment_id_invigilator_id_pk" PRIMARY KEY("assessment_id","invigilator_id")
);
--> statement-breakpoint
ALTER TABLE "invigilator_assignments" ADD CONSTRAINT "invigilator_assignments_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invigilator_assignments" ADD CONSTRAINT "invigilator_assignments_invigilator_id_users_id_fk" FOREIGN KEY ("invigilator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invigilator_assignments_invigilator_idx" ON "invigilator_assignments" USING btree ("invigilator_id");