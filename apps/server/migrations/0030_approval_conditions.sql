-- Conditions of approval (issue 18, spec 02 §4): an approver approves a version with conditions, signed with the
-- meaning "approved-with-conditions"; each condition is an open item on that version until its author records how it
-- was met and a document coordinator or admin closes it. The version cannot become effective before then.
-- The record is evidence: a condition is never deleted, its text and who set it never change, and its response and
-- its closing are each written once (null to a value, never back or over): a closed condition never reopens.
CREATE TABLE "approval_conditions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL REFERENCES "documents"("id"),
	"version_id" uuid NOT NULL REFERENCES "document_versions"("id"),
	"workflow_id" uuid REFERENCES "workflows"("id"),
	"signature_id" uuid NOT NULL REFERENCES "signatures"("id"),
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"set_by" uuid NOT NULL REFERENCES "users"("id"),
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	"response" text,
	"responded_by" uuid REFERENCES "users"("id"),
	"responded_at" timestamp with time zone,
	"closed_by" uuid REFERENCES "users"("id"),
	"closed_at" timestamp with time zone,
	"close_reason" text,
	CONSTRAINT "approval_conditions_text_present" CHECK (length(trim("text")) > 0),
	CONSTRAINT "approval_conditions_response_whole" CHECK (("response" IS NULL) = ("responded_by" IS NULL) AND ("response" IS NULL) = ("responded_at" IS NULL)),
	CONSTRAINT "approval_conditions_closed_whole" CHECK (("closed_by" IS NULL) = ("closed_at" IS NULL)),
	CONSTRAINT "approval_conditions_closed_after_response" CHECK ("closed_at" IS NULL OR "responded_at" IS NOT NULL),
	CONSTRAINT "approval_conditions_position_unique" UNIQUE ("signature_id", "position")
);
--> statement-breakpoint
CREATE INDEX "approval_conditions_version_idx" ON "approval_conditions" ("version_id", "set_at", "position");
--> statement-breakpoint
CREATE INDEX "approval_conditions_document_idx" ON "approval_conditions" ("document_id");
--> statement-breakpoint
CREATE TRIGGER approval_conditions_no_delete BEFORE DELETE ON approval_conditions
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
--> statement-breakpoint
CREATE TRIGGER approval_conditions_no_truncate BEFORE TRUNCATE ON approval_conditions
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();
--> statement-breakpoint
CREATE FUNCTION approval_conditions_write_once() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.id IS DISTINCT FROM OLD.id OR NEW.document_id IS DISTINCT FROM OLD.document_id OR NEW.version_id IS DISTINCT FROM OLD.version_id
     OR NEW.workflow_id IS DISTINCT FROM OLD.workflow_id OR NEW.signature_id IS DISTINCT FROM OLD.signature_id
     OR NEW.position IS DISTINCT FROM OLD.position OR NEW.text IS DISTINCT FROM OLD.text
     OR NEW.set_by IS DISTINCT FROM OLD.set_by OR NEW.set_at IS DISTINCT FROM OLD.set_at THEN
    RAISE EXCEPTION 'approval_conditions: a condition as set is never changed' USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF OLD.responded_at IS NOT NULL AND (NEW.response IS DISTINCT FROM OLD.response OR NEW.responded_by IS DISTINCT FROM OLD.responded_by
     OR NEW.responded_at IS DISTINCT FROM OLD.responded_at) THEN
    RAISE EXCEPTION 'approval_conditions: a response is recorded once' USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF OLD.closed_at IS NOT NULL AND (NEW.closed_by IS DISTINCT FROM OLD.closed_by OR NEW.closed_at IS DISTINCT FROM OLD.closed_at
     OR NEW.close_reason IS DISTINCT FROM OLD.close_reason) THEN
    RAISE EXCEPTION 'approval_conditions: a closed condition never reopens' USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF OLD.closed_at IS NULL AND NEW.closed_at IS NULL AND NEW.close_reason IS NOT NULL THEN
    RAISE EXCEPTION 'approval_conditions: a close reason belongs to a closing' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER approval_conditions_write_once BEFORE UPDATE ON approval_conditions
  FOR EACH ROW EXECUTE FUNCTION approval_conditions_write_once();
