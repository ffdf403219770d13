-- Retention and disposition (issue 19 item 3). A document archived or made obsolete longer ago than the documents
-- retention period comes up for disposition: an administrator's signed decision, kept for good. "retain" keeps it for
-- another period (counted from the decision); "dispose" destroys the content of its files where nothing else needs
-- those bytes. The document row, its versions' hashes and sizes, the signatures and the audit trail stay.
CREATE TABLE "document_dispositions" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "document_id" uuid NOT NULL REFERENCES "documents"("id"),
  "decision" text NOT NULL,
  "reason" text NOT NULL,
  "signature_id" uuid NOT NULL REFERENCES "signatures"("id"),
  "decided_by" uuid NOT NULL REFERENCES "users"("id"),
  "decided_at" timestamp with time zone NOT NULL,
  "period_days" integer NOT NULL,
  "destroyed_sha256" text[] NOT NULL DEFAULT '{}',
  CONSTRAINT "document_dispositions_decision_valid" CHECK ("decision" IN ('retain', 'dispose'))
);
--> statement-breakpoint
CREATE INDEX "document_dispositions_document_idx" ON "document_dispositions" ("document_id", "decided_at");
--> statement-breakpoint
-- A document is disposed of once.
CREATE UNIQUE INDEX "document_dispositions_disposed_once" ON "document_dispositions" ("document_id") WHERE "decision" = 'dispose';
--> statement-breakpoint
-- Decisions are evidence: never changed or removed (refuse_change: migration 0005).
CREATE TRIGGER document_dispositions_no_update_delete BEFORE UPDATE OR DELETE ON document_dispositions
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
--> statement-breakpoint
CREATE TRIGGER document_dispositions_no_truncate BEFORE TRUNCATE ON document_dispositions
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();
--> statement-breakpoint
-- The registry keeps a destroyed blob's hash and size; its bytes are gone from the store. Storage integrity and backups
-- consider only blobs with destroyed_at IS NULL. Storing the same bytes again clears it.
ALTER TABLE "blobs" ADD COLUMN "destroyed_at" timestamp with time zone;
--> statement-breakpoint
-- Stale drafts are found by their last change.
CREATE INDEX "documents_draft_updated_idx" ON "documents" ("updated_at", "id") WHERE "status" = 'draft';
