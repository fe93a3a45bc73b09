ALTER TABLE "user_files" ADD COLUMN "used_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "user_files_unused_idx" ON "user_files" USING btree ("created_at") WHERE "user_files"."used_at" is null;--> statement-breakpoint
UPDATE "user_files" SET "used_at" = "created_at" WHERE "kind" NOT IN ('mail', 'video')
  OR ("kind" = 'mail' AND EXISTS (SELECT 1 FROM "mails" WHERE "user_files"."id" = ANY("mails"."attachment_ids")))
  OR ("kind" = 'video' AND EXISTS (SELECT 1 FROM "questions" WHERE "questions"."body"->>'videoFile' = '/api/files/' || "user_files"."id"));
