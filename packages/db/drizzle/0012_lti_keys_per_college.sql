DROP INDEX "lti_platforms_issuer_client_college_idx";--> statement-breakpoint
-- A client id at an LMS becomes one college's. Where several colleges registered the same one, the first keeps
-- it; the others' copies are renamed so they stop matching launches (their staff see why and re-register).
UPDATE "lti_platforms" AS p SET "client_id" = p."client_id" || ' (taken by another college: register a client id of your own)'
WHERE EXISTS (
  SELECT 1 FROM "lti_platforms" AS first
  WHERE first."issuer" = p."issuer" AND first."client_id" = p."client_id"
    AND (first."created_at", first."id") < (p."created_at", p."id")
);--> statement-breakpoint
ALTER TABLE "lti_keys" ADD COLUMN "college_id" text;--> statement-breakpoint
ALTER TABLE "lti_keys" ADD CONSTRAINT "lti_keys_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lti_keys_college_idx" ON "lti_keys" USING btree ("college_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lti_platforms_issuer_client_idx" ON "lti_platforms" USING btree ("issuer","client_id");
