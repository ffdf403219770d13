CREATE TABLE "retired_emails" (
	"email" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"retired_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "retired_emails" ADD CONSTRAINT "retired_emails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;