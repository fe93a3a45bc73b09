CREATE TABLE "mailbox_bin" (
	"id" text PRIMARY KEY NOT NULL,
	"mail_id" text NOT NULL,
	"owner_id" text NOT NULL,
	"folder" text NOT NULL,
	"seen" boolean NOT NULL,
	"bookmarked" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mailbox_bin" ADD CONSTRAINT "mailbox_bin_mail_id_mails_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbox_bin" ADD CONSTRAINT "mailbox_bin_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mailbox_bin_owner_mail_idx" ON "mailbox_bin" USING btree ("owner_id","mail_id","folder");--> statement-breakpoint
CREATE INDEX "mailbox_bin_deleted_idx" ON "mailbox_bin" USING btree ("deleted_at");