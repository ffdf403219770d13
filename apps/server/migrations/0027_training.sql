-- Training (issue 18): who must be trained on a document, the assignments its versions in force give them, and
-- the quiz attempts. A requirement names its audience by department names, roles and/or named people; an
-- assignment is one person's read-and-understood of one version, closed by their electronic signature or
-- cancelled (superseded, withdrawn, audience changed), never removed.
CREATE TABLE "training_requirements" (
	"document_id" uuid PRIMARY KEY NOT NULL REFERENCES "documents"("id"),
	"departments" text[] DEFAULT '{}' NOT NULL,
	"roles" text[] DEFAULT '{}' NOT NULL,
	"user_ids" uuid[] DEFAULT '{}' NOT NULL,
	"due_days" integer,
	"quiz" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid REFERENCES "users"("id"),
	CONSTRAINT "training_requirements_due_days_valid" CHECK ("due_days" IS NULL OR "due_days" BETWEEN 1 AND 365)
);
--> statement-breakpoint
CREATE TABLE "training_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL REFERENCES "documents"("id"),
	"version_id" uuid NOT NULL REFERENCES "document_versions"("id"),
	"user_id" uuid NOT NULL REFERENCES "users"("id"),
	"assigned_at" timestamp with time zone NOT NULL,
	"due_date" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"completed_at" timestamp with time zone,
	"signature_id" uuid REFERENCES "signatures"("id"),
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	CONSTRAINT "training_assignments_status_valid" CHECK ("status" in ('open','completed','cancelled')),
	CONSTRAINT "training_assignments_completed_signed" CHECK ("status" <> 'completed' OR ("signature_id" IS NOT NULL AND "completed_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "training_assignments_live_unique" ON "training_assignments" ("version_id", "user_id") WHERE "status" <> 'cancelled';
--> statement-breakpoint
CREATE INDEX "training_assignments_user_idx" ON "training_assignments" ("user_id", "status");
--> statement-breakpoint
CREATE INDEX "training_assignments_document_idx" ON "training_assignments" ("document_id", "status");
--> statement-breakpoint
CREATE TABLE "training_quiz_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assignment_id" uuid NOT NULL REFERENCES "training_assignments"("id"),
	"user_id" uuid NOT NULL REFERENCES "users"("id"),
	"quiz" jsonb NOT NULL,
	"answers" jsonb NOT NULL,
	"score" integer NOT NULL,
	"passed" boolean NOT NULL,
	"attempted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "training_quiz_attempts_assignment_idx" ON "training_quiz_attempts" ("assignment_id", "attempted_at");
--> statement-breakpoint
-- Attempts are evidence of the assessment: kept as given (refuse_change: migration 0005).
CREATE TRIGGER training_quiz_attempts_no_update_delete BEFORE UPDATE OR DELETE ON training_quiz_attempts
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
--> statement-breakpoint
CREATE TRIGGER training_quiz_attempts_no_truncate BEFORE TRUNCATE ON training_quiz_attempts
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();
--> statement-breakpoint
CREATE TRIGGER training_assignments_no_delete BEFORE DELETE ON training_assignments
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
