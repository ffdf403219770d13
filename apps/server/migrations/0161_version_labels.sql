-- Issue 31 item 7: an SOP version takes its release number when it becomes effective. The labels it carried before
-- stay listed here, so a signature given under a draft label (kept in the signature) still verifies.
ALTER TABLE "document_versions" ADD COLUMN "earlier_labels" text[] NOT NULL DEFAULT '{}';

-- One-time data steps run at start-up after the migrations (platform/db/data-steps.ts): those that must write through
-- the application (the sealed audit trail). A row here means the step ran and committed; it never runs again.
CREATE TABLE "data_steps" (
  "name" text PRIMARY KEY,
  "ran_at" timestamp with time zone NOT NULL DEFAULT now()
);
