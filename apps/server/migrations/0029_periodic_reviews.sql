-- Periodic review as a task (issue 18 item 5, spec 02 §3). A document in force has a review plan: its owner (the
-- author unless a coordinator or admin names someone else), the last review date and the lead time in days before
-- the next review date (documents.review_date) at which the review task opens; the frequency stays
-- documents.review_period_months. No row means the defaults: owner the author, never reviewed, 30 days.
CREATE TABLE "document_review_plans" (
  "document_id" uuid PRIMARY KEY REFERENCES "documents"("id"),
  "owner_id" uuid REFERENCES "users"("id"),
  "last_review_date" date,
  "lead_days" integer NOT NULL DEFAULT 30,
  "updated_at" timestamp with time zone NOT NULL DEFAULT now(),
  "updated_by" uuid REFERENCES "users"("id"),
  CONSTRAINT "document_review_plans_lead_days_valid" CHECK ("lead_days" BETWEEN 0 AND 365)
);
--> statement-breakpoint
-- One task per document and review date (the daily job may run on several instances, or twice); at most one active
-- task per document. 'open' waits for the owner; 'revising' follows the new version the owner started until it is
-- effective; 'completed' and 'closed' (the document withdrawn) are final.
CREATE TABLE "periodic_reviews" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "document_id" uuid NOT NULL REFERENCES "documents"("id"),
  "owner_id" uuid NOT NULL REFERENCES "users"("id"),
  "due_date" date NOT NULL,
  "opened_at" timestamp with time zone NOT NULL,
  "status" text NOT NULL DEFAULT 'open',
  "outcome" text,
  "reason" text,
  "version_id" uuid REFERENCES "document_versions"("id"),
  "signature_id" uuid REFERENCES "signatures"("id"),
  "completed_by" uuid REFERENCES "users"("id"),
  "completed_at" timestamp with time zone,
  "overdue_notified_at" timestamp with time zone,
  CONSTRAINT "periodic_reviews_once_per_date" UNIQUE ("document_id", "due_date"),
  CONSTRAINT "periodic_reviews_status_valid" CHECK ("status" IN ('open', 'revising', 'completed', 'closed')),
  CONSTRAINT "periodic_reviews_outcome_valid" CHECK ("outcome" IS NULL OR "outcome" IN ('no-change', 'revised', 'withdrawn'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "periodic_reviews_one_active" ON "periodic_reviews" ("document_id") WHERE "status" IN ('open', 'revising');
--> statement-breakpoint
CREATE INDEX "periodic_reviews_owner_idx" ON "periodic_reviews" ("owner_id", "status");
--> statement-breakpoint
-- The hourly review-due reminder is superseded by the daily periodic-review job: its pending occurrences go.
DELETE FROM "jobs" WHERE "name" = 'review-due-reminders' AND "status" = 'queued';
