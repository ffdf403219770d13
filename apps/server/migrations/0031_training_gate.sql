-- Effectiveness gated on training (issue 18 item 4). A training requirement may hold its document's next version
-- back until the audience is trained: the required share of the audience (percent) and whether the target date
-- alone releases it. A gated version waits in the new status 'approved-training'; its gate row keeps the target
-- date, the review period asked for and who made it effective, and when the system released it.
ALTER TABLE "documents" DROP CONSTRAINT "documents_status_valid";
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_status_valid" CHECK ("documents"."status" in ('draft','in-review','reviewed','pending-approval','approved','approved-training','internal-assessment','effective','rejected','obsolete','archived'));
--> statement-breakpoint
ALTER TABLE "training_requirements" ADD COLUMN "train_before_effective" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "training_requirements" ADD COLUMN "required_percent" integer DEFAULT 100 NOT NULL;
--> statement-breakpoint
ALTER TABLE "training_requirements" ADD COLUMN "release_at_target" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "training_requirements" ADD CONSTRAINT "training_requirements_required_percent_valid" CHECK ("required_percent" BETWEEN 1 AND 100);
--> statement-breakpoint
CREATE TABLE "training_gates" (
	"version_id" uuid PRIMARY KEY NOT NULL REFERENCES "document_versions"("id"),
	"document_id" uuid NOT NULL REFERENCES "documents"("id"),
	"target_date" date NOT NULL,
	"review_period_months" integer NOT NULL,
	"opened_by" uuid NOT NULL REFERENCES "users"("id"),
	"opened_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "training_gates_waiting_idx" ON "training_gates" ("document_id") WHERE "released_at" IS NULL;
--> statement-breakpoint
CREATE TRIGGER training_gates_no_delete BEFORE DELETE ON training_gates
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
