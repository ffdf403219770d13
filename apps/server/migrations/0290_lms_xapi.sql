-- Issue 38 item 3: training records sent to the LMS as xAPI 1.0.3 statements. One LRS connection (a single row), its
-- key encrypted at rest like repository tokens (token-crypto.ts), and the statements' outbox and delivery log: each
-- row keeps its statement id and the exact statement, so a resend is the same statement (the LRS ignores it).
CREATE TABLE "lms_config" (
  "id" text PRIMARY KEY DEFAULT 'lrs' CONSTRAINT "lms_config_single" CHECK ("id" = 'lrs'),
  "endpoint" text NOT NULL,
  "username" text NOT NULL,
  -- base64 of IV, tag and AES-256-GCM ciphertext; the row id is the associated data.
  "key_ciphertext" text NOT NULL,
  "enabled" boolean NOT NULL DEFAULT true,
  -- The nightly reconcile looks only at training recorded since the LRS was first configured.
  "created_at" timestamp with time zone NOT NULL,
  "updated_at" timestamp with time zone NOT NULL,
  "updated_by" uuid NOT NULL REFERENCES "users" ("id")
);
--> statement-breakpoint
CREATE TABLE "lms_statements" (
  "id" uuid PRIMARY KEY,
  "kind" text NOT NULL CONSTRAINT "lms_statements_kind_valid" CHECK ("kind" IN ('assigned', 'completed', 'passed', 'failed')),
  "assignment_id" uuid NOT NULL REFERENCES "training_assignments" ("id"),
  -- Set for 'passed' and 'failed': one statement per quiz attempt.
  "quiz_attempt_id" uuid REFERENCES "training_quiz_attempts" ("id"),
  "payload" jsonb NOT NULL,
  "status" text NOT NULL DEFAULT 'pending' CONSTRAINT "lms_statements_status_valid" CHECK ("status" IN ('pending', 'sent', 'failed')),
  "attempts" integer NOT NULL DEFAULT 0,
  "last_error" text,
  "last_status_code" integer,
  "created_at" timestamp with time zone NOT NULL,
  "sent_at" timestamp with time zone,
  CONSTRAINT "lms_statements_quiz_kind" CHECK (("quiz_attempt_id" IS NOT NULL) = ("kind" IN ('passed', 'failed')))
);
--> statement-breakpoint
-- At most one 'assigned' and one 'completed' statement per assignment, one per quiz attempt: the reconcile inserts
-- what is missing with ON CONFLICT DO NOTHING.
CREATE UNIQUE INDEX "lms_statements_assignment_kind" ON "lms_statements" ("assignment_id", "kind") WHERE "quiz_attempt_id" IS NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "lms_statements_quiz_attempt" ON "lms_statements" ("quiz_attempt_id") WHERE "quiz_attempt_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "lms_statements_created_at_idx" ON "lms_statements" ("created_at");
--> statement-breakpoint
CREATE INDEX "lms_statements_status_idx" ON "lms_statements" ("status") WHERE "status" <> 'sent';
