-- Acting for an assignee is explicit (DESIGN §4.10): a step completed by someone else for them keeps the reason beside
-- completed_by (0036), and a signature given on someone's behalf names them and why. The signer stays the person who
-- really signed.
ALTER TABLE "workflow_assignments" ADD COLUMN "on_behalf_reason" text;
--> statement-breakpoint
ALTER TABLE "signatures" ADD COLUMN "on_behalf_of_id" uuid REFERENCES "users"("id");
--> statement-breakpoint
ALTER TABLE "signatures" ADD COLUMN "on_behalf_of_name" text;
--> statement-breakpoint
ALTER TABLE "signatures" ADD COLUMN "on_behalf_reason" text;
--> statement-breakpoint
ALTER TABLE "signatures" ADD CONSTRAINT "signatures_on_behalf_complete" CHECK (("on_behalf_of_id" IS NULL) = ("on_behalf_reason" IS NULL) AND ("on_behalf_of_id" IS NULL) = ("on_behalf_of_name" IS NULL));
