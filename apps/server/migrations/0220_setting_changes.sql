-- Issue 33 item 11: a change of a setting that weakens a GxP control is held here, pending, until a second
-- administrator approves it with a signature (four-eyes); only then is it written to system_settings.
CREATE TABLE "setting_changes" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "setting_key" text NOT NULL,
  "proposed_value" jsonb NOT NULL,
  -- The stored value the proposal was made against: approval is refused once the setting holds another.
  "base_value" jsonb NOT NULL,
  -- The controls it weakens, field by field (from → to), as judged when proposed.
  "weakened" jsonb NOT NULL,
  "proposed_by" uuid NOT NULL REFERENCES "users" ("id"),
  "proposer_name" text NOT NULL,
  "reason" text NOT NULL,
  "proposed_at" timestamp with time zone NOT NULL,
  "status" text NOT NULL DEFAULT 'pending'
    CONSTRAINT "setting_changes_status_valid" CHECK ("status" IN ('pending', 'approved', 'rejected', 'withdrawn')),
  "decided_by" uuid REFERENCES "users" ("id"),
  "decider_name" text,
  "decided_at" timestamp with time zone,
  "decision_reason" text,
  -- The approval signature (21 CFR 11.50): the signer's printed name is decider_name, with its meaning, time, how
  -- the signer authenticated, and a hash binding the change, its value, the signer, the meaning and the time.
  "signature_meaning" text,
  "signed_at" timestamp with time zone,
  "authentication_method" text,
  "manifest_hash" text,
  CONSTRAINT "setting_changes_four_eyes" CHECK ("decided_by" IS NULL OR "status" = 'withdrawn' OR "decided_by" <> "proposed_by"),
  CONSTRAINT "setting_changes_approval_signed" CHECK ("status" <> 'approved' OR ("signed_at" IS NOT NULL AND "manifest_hash" IS NOT NULL))
);
--> statement-breakpoint
-- At most one pending change per setting.
CREATE UNIQUE INDEX "setting_changes_one_pending" ON "setting_changes" ("setting_key") WHERE "status" = 'pending';
--> statement-breakpoint
CREATE INDEX "setting_changes_proposed_at_idx" ON "setting_changes" ("proposed_at");
