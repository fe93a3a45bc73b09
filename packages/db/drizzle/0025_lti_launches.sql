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
ALTER TABLE "lti_launches" ADD CONSTRAINT "lti_launches_platform_id_lti_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."lti_platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lti_launches_platform_idx" ON "lti_launches" USING btree ("platform_id","created_at");