-- Audit-trail review (issue 24 item 4, EU GMP Annex 11 §9). A review covers a period of the trail, on the site's
-- calendar, first day and last day inclusive. It is opened by the schedule (the last finished period, one review per
-- period) or by a reviewer, assigned to a holder of 'review-audit-trail', and completed by an electronic signature
-- with the meaning "reviewed" (password re-authentication through the signing service). A completed review is
-- evidence: the database refuses to change it, and refuses to change or remove a finding.
CREATE TABLE "audit_trail_reviews" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "period_start" date NOT NULL,
  "period_end" date NOT NULL,
  "status" text NOT NULL DEFAULT 'open',
  "assignee_id" uuid REFERENCES "users"("id"),
  "opened_at" timestamp with time zone NOT NULL,
  "opened_by" uuid REFERENCES "users"("id"),
  "signed_by" uuid REFERENCES "users"("id"),
  "signer_name" text,
  "signer_role" text,
  "meaning" text,
  "signed_at" timestamp with time zone,
  "authentication_method" text,
  "conclusion" text,
  "manifest_hash" text,
  -- The newest audit event when it was signed: a review shows, and its signature covers, no event after it.
  "reviewed_up_to_seq" bigint,
  CONSTRAINT "audit_trail_reviews_once_per_period" UNIQUE ("period_start", "period_end"),
  CONSTRAINT "audit_trail_reviews_period_valid" CHECK ("period_end" >= "period_start"),
  CONSTRAINT "audit_trail_reviews_status_valid" CHECK ("status" IN ('open', 'completed')),
  CONSTRAINT "audit_trail_reviews_signed_when_completed" CHECK (
    "status" = 'open' OR ("signed_by" IS NOT NULL AND "signed_at" IS NOT NULL AND "manifest_hash" IS NOT NULL AND "reviewed_up_to_seq" IS NOT NULL AND "meaning" = 'reviewed'))
);
--> statement-breakpoint
CREATE INDEX "audit_trail_reviews_status_idx" ON "audit_trail_reviews" ("status", "period_end");
--> statement-breakpoint
CREATE TABLE "audit_trail_review_findings" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "review_id" uuid NOT NULL REFERENCES "audit_trail_reviews"("id"),
  "text" text NOT NULL,
  "entry_seqs" bigint[] NOT NULL DEFAULT '{}',
  "created_by" uuid NOT NULL REFERENCES "users"("id"),
  "created_by_name" text NOT NULL,
  "created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_trail_review_findings_review_idx" ON "audit_trail_review_findings" ("review_id", "created_at");
--> statement-breakpoint
CREATE FUNCTION audit_trail_reviews_refuse_completed_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR OLD.status = 'completed' THEN
    RAISE EXCEPTION 'a completed audit-trail review cannot be changed or removed' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER audit_trail_reviews_completed_final BEFORE UPDATE OR DELETE ON "audit_trail_reviews"
  FOR EACH ROW EXECUTE FUNCTION audit_trail_reviews_refuse_completed_change();
--> statement-breakpoint
CREATE TRIGGER audit_trail_review_findings_no_update_delete BEFORE UPDATE OR DELETE ON "audit_trail_review_findings"
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
