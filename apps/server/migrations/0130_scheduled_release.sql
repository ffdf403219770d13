-- A future effective date schedules the release (issue 31 defect 2): the approved version waits in the new status
-- 'scheduled' while the version in force stays in force; at the start of that day in the site's time zone the system
-- releases it. Each scheduling is a row: the date and review period asked for, who scheduled it and when, and then
-- either when the system released it or who cancelled it, when and why. At most one waits per version.
ALTER TABLE "documents" DROP CONSTRAINT "documents_status_valid";
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_status_valid" CHECK ("documents"."status" in ('draft','in-review','reviewed','pending-approval','approved','approved-training','scheduled','internal-assessment','effective','rejected','obsolete','archived'));
--> statement-breakpoint
CREATE TABLE "scheduled_releases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version_id" uuid NOT NULL REFERENCES "document_versions"("id"),
	"document_id" uuid NOT NULL REFERENCES "documents"("id"),
	"effective_date" date NOT NULL,
	"review_period_months" integer NOT NULL,
	"scheduled_by" uuid NOT NULL REFERENCES "users"("id"),
	"scheduled_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" uuid REFERENCES "users"("id"),
	"cancel_reason" text,
	CONSTRAINT "scheduled_releases_one_ending" CHECK ("released_at" IS NULL OR "cancelled_at" IS NULL),
	CONSTRAINT "scheduled_releases_cancel_has_reason" CHECK ("cancelled_at" IS NULL OR ("cancelled_by" IS NOT NULL AND length(trim("cancel_reason")) > 0))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_releases_waiting_idx" ON "scheduled_releases" ("version_id") WHERE "released_at" IS NULL AND "cancelled_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "scheduled_releases_due_idx" ON "scheduled_releases" ("effective_date") WHERE "released_at" IS NULL AND "cancelled_at" IS NULL;
--> statement-breakpoint
CREATE TRIGGER scheduled_releases_no_delete BEFORE DELETE ON scheduled_releases
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
